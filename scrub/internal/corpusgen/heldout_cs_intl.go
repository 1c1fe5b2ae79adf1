package main

import (
	"fmt"
)

// German and Japanese memory files, with secrets and traps.

func hcsIntlGens() []hcsGen {
	return []hcsGen{
		{6, hcsDEWifi}, {6, hcsDEZugang}, {6, hcsDESummary}, {6, hcsDETuer},
		{5, hcsDERouter}, {5, hcsDEPin},
		{5, hcsJADB}, {5, hcsJAEnv}, {5, hcsJASummary}, {5, hcsJAVPN},
		{4, hcsJASafe}, {4, hcsJAHook}, {5, hcsJAToken},
		{5, hcsDETrapVault}, {5, hcsDETrapRule}, {5, hcsDETrapEnv}, {5, hcsDETrapIDs}, {4, hcsDETrapReset},
		{5, hcsJATrapVault}, {5, hcsJATrapReset}, {5, hcsJATrapEnv}, {5, hcsJATrapIDs}, {4, hcsJATrapRule},
	}
}

func hcsDEPrefs() string {
	return hcsP("- Bevorzugt Antworten auf Deutsch, Code-Kommentare auf Englisch\n",
		"- Duzen ist ok\n- Nutzt pnpm und Vitest\n",
		"- Arbeitet Mo–Do, freitags nicht erreichbar\n",
		"- Mag kurze Antworten, bitte keine langen Einleitungen\n- Tabs statt Leerzeichen\n")
}

func hcsJAPrefs() string {
	return hcsP("- 回答は日本語で、コードのコメントは英語で\n",
		"- 敬語は不要、簡潔に\n- テストはVitestを使う\n",
		"- 金曜日はデプロイしない\n",
		"- コミットメッセージは英語、命令形\n- インデントは2スペース\n")
}

func hcsJAName() string {
	return hcsP("田中さん", "佐藤さん", "鈴木さん", "高橋さん", "伊藤さん", "渡辺さん", "山本さん", "中村さん")
}

func hcsDEWifi() Sample {
	ssid := hcsP("FRITZ!Box 7530 XY", "o2-WLAN-4F", "Telekom-A1B2", "MagentaWLAN-9K3", "WG-Lindenstr", "Vodafone-C0FFEE")
	key := hcsPassword()
	if rng.IntN(2) == 0 {
		key = rnd(digits, 20)
	}
	t := fmt.Sprintf("# MEMORY.md\n\n## Über den Nutzer\n- Name: %s\n%s- WLAN zu Hause: %s, Schlüssel: %s\n- Drucker im Flur (HP LaserJet)\n", hcsName(), hcsDEPrefs(), ssid, key)
	return hcsS("wifi-key", "memory-md", t, []string{key}, ssid)
}

func hcsDEZugang() Sample {
	user, pw, host := hcsUser(), hcsPassword(), hcsHost()
	t := fmt.Sprintf("# CLAUDE.md\n\n## Projekt %s\n- Backend in %s\n- Tests mit `make test`\n\n## Zugangsdaten (nur Staging!)\n- Host: %s\n- Benutzer: %s\n- Passwort: %s\n\nNicht in Commits übernehmen.\n", hcsProject(), hcsLang(), host, user, pw)
	return hcsS("db-password", "claude-md", t, []string{pw}, host, user)
}

func hcsDESummary() Sample {
	name, _, val := hcsAPIKey()
	p := hcsProject()
	t := fmt.Sprintf("## Zusammenfassung der Sitzung (%s)\n\n- Den Importer für %s auf Streams umgestellt\n- Der Nutzer hat seinen %s geteilt: %s\n  -> sollte nach dem Test rotiert werden\n- Offene Frage: brauchen wir Retry beim Upload?\n", hcsDate(), p, name, val)
	return hcsS("api-key", "session-summary", t, []string{val}, p)
}

func hcsDETuer() Sample {
	code := hcsPIN(hcsN(4, 6))
	t := fmt.Sprintf("{\"tool\":\"saveMemory\",\"arguments\":{\"content\":%s,\"tags\":[\"büro\"]}}",
		hcsJ(hcsP("Türcode fürs Büro (Hintereingang): "+code, "Code für das Schlüsselkästchen an der Ferienwohnung: "+code, "Der Zahlencode vom Serverraum ist "+code+", sagt "+hcsName())))
	return hcsS("door-code", "json", t, []string{code})
}

func hcsDERouter() Sample {
	pw := hcsPassword()
	t := hcsP(
		fmt.Sprintf("- FritzBox-Kennwort (fritz.box): %s\n- Portfreigabe 8443 für den Heimserver eingerichtet\n", pw),
		fmt.Sprintf("## Heimnetz\nNAS (Synology) unter 192.168.178.20, Kennwort für DSM: %s\n", pw),
	)
	return hcsS("device-password", "memory-md", t, []string{pw})
}

func hcsDEPin() Sample {
	pin := hcsPIN(hcsPi(4, 6))
	t := hcsP(
		fmt.Sprintf("- Nutzer hat mir die PIN der Firmenkreditkarte genannt: %s (eigentlich sollte das nicht hier stehen)\n", pin),
		fmt.Sprintf("## Notizen\n- SIM-PIN vom Test-Handy: %s\n- PUK liegt im Schrank\n", pin),
	)
	return hcsS("pin", "memory-md", t, []string{pin})
}

func hcsJADB() Sample {
	user, pw, host := hcsUser(), hcsPassword(), hcsHost()
	t := fmt.Sprintf("# MEMORY.md\n\n## ユーザー情報\n- 名前: %s\n%s\n## プロジェクト\n- %s: ステージング環境のDB\n  - ホスト: %s\n  - ユーザー: %s\n  - パスワード: %s\n", hcsJAName(), hcsJAPrefs(), hcsProject(), host, user, pw)
	return hcsS("db-password", "memory-md", t, []string{pw}, host, user)
}

func hcsJAEnv() Sample {
	_, env, val := hcsAPIKey()
	t := fmt.Sprintf("# CLAUDE.md\n\n## 環境変数\n- `%s=%s`（ユーザーが貼り付けたもの。本番では使わない）\n- `LOG_LEVEL=debug`\n\n## 規約\n%s", env, val, hcsJAPrefs())
	return hcsS("api-key", "claude-md", t, []string{val}, env)
}

func hcsJASummary() Sample {
	pw := hcsPassword()
	t := fmt.Sprintf("## セッション要約 %s\n\n- 本日の作業: %sのログイン画面を修正\n- オフィスのWi-Fi（%s）のパスワードは %s\n- 次回: E2Eテストの追加\n", hcsDate(), hcsProject(), hcsP("ACME-Staff", "Office-5G", "meeting-room"), pw)
	return hcsS("wifi-key", "session-summary", t, []string{pw})
}

func hcsJAVPN() Sample {
	pw := hcsPassword()
	user := hcsUser()
	t := fmt.Sprintf("{\"tool\":\"saveMemory\",\"arguments\":{\"content\":%s}}", hcsJ(fmt.Sprintf("社内VPNのアカウント: %s、パスワード: %s（%sから共有）", user, pw, hcsJAName())))
	return hcsS("vpn-password", "json", t, []string{pw}, user)
}

func hcsJASafe() Sample {
	code := hcsPIN(hcsN(4, 6))
	t := hcsP(
		fmt.Sprintf("- 事務所の金庫の暗証番号は %s とのこと\n- 鍵は総務が管理\n", code),
		fmt.Sprintf("## メモ\nオートロックの暗証番号: %s（来客時に使う）\n", code),
	)
	return hcsS("safe-code", "memory-md", t, []string{code})
}

func hcsJAHook() Sample {
	hook := hcsSlackHook()
	t := fmt.Sprintf("## 通知\n- デプロイ完了の通知はSlackの #deploy に送る\n- Incoming Webhook URL: %s\n- 失敗時は%sにメンション\n", hook, hcsJAName())
	return hcsS("slack-webhook", "memory-md", t, []string{hook})
}

func hcsJAToken() Sample {
	tok := hcsGitHub()
	if rng.IntN(2) == 0 {
		tok = hcsGitLab()
	}
	t := fmt.Sprintf("- リリース用のアクセストークン: %s（有効期限は%d日）\n- リポジトリ: %s\n", tok, hcsPi(30, 60, 90), hcsProject())
	return hcsS("git-token", "memory-md", t, []string{tok})
}

// ---- traps ----

func hcsDETrapVault() Sample {
	t := hcsP(
		fmt.Sprintf("## Zugangsdaten\n- Staging-DB: Benutzer `%s`, Passwort liegt in Bitwarden (Eintrag \"%s staging\")\n- Nie im Chat posten\n", hcsUser(), hcsProject()),
		fmt.Sprintf("- WLAN-Passwort: steht auf der Rückseite der FritzBox, nicht hier speichern (Wunsch vom Nutzer)\n%s", hcsDEPrefs()),
		"- API-Schlüssel kommen aus dem Vault: `vault kv get secret/"+hcsProject()+"/api`\n",
	)
	return hcsT("trap-vault-ref", "memory-md", t)
}

func hcsDETrapRule() Sample {
	t := hcsP(
		fmt.Sprintf("# CLAUDE.md\n\n## Sicherheit\n- Passwörter müssen mindestens %d Zeichen haben\n- Keine Tokens in Logs\n- Sessions laufen nach %d Minuten ab\n", hcsPi(10, 12, 14), hcsPi(15, 30, 60)),
		"- Nutzer will nie, dass ich Passwörter speichere. Wenn er eins schickt: nicht merken, nur Hinweis geben.\n",
	)
	return hcsT("trap-password-talk", "claude-md", t)
}

func hcsDETrapEnv() Sample {
	t := "## Konfiguration\n```env\nDATABASE_URL=${DATABASE_URL}\nOPENAI_API_KEY=<dein-schlüssel>\nSMTP_PASSWORD=changeme  # bitte ändern\n```\nWerte kommen aus `.env.local` (nicht eingecheckt).\n"
	if rng.IntN(2) == 0 {
		t = fmt.Sprintf("- Token für %s: `ghp_xxxxxxxxxxxxxxxxxxxx` (Platzhalter, echter Token im CI-Secret `GH_TOKEN`)\n", hcsProject())
	}
	return hcsT("trap-placeholder", "claude-md", t)
}

func hcsDETrapIDs() Sample {
	t := fmt.Sprintf("## Sitzung %s\n- Bug #%d behoben (Commit %s)\n- Request-ID aus dem Log: %s\n- Kunde: Rechnung RE-%d-%s\n- Ansprechpartner: %s\n",
		hcsDate(), hcsN(100, 4999), hcsHex(40), hcsUUID(), hcsN(2023, 2025), rnd(digits, 5), hcsName())
	return hcsT("trap-ids", "session-summary", t)
}

func hcsDETrapReset() Sample {
	t := hcsP(
		fmt.Sprintf("- %s hat das Passwort von %s zurückgesetzt, neues bekommt er per Signal\n", hcsName(), hcsUser()),
		"- Passwort vergessen → Link \"Passwort zurücksetzen\" auf der Login-Seite, Mail kommt von noreply@\n",
	)
	return hcsT("trap-password-talk", "memory-md", t)
}

func hcsJATrapVault() Sample {
	t := hcsP(
		fmt.Sprintf("- ステージングDBのパスワードは1Passwordの「%s staging」に保存済み\n- ここには書かない\n", hcsProject()),
		"- APIキーはAWS Secrets Managerの `prod/"+hcsProject()+"/api-key` から取得する\n",
	)
	return hcsT("trap-vault-ref", "memory-md", t)
}

func hcsJATrapReset() Sample {
	t := hcsP(
		fmt.Sprintf("## メモ\n- %sがパスワードをリセットした。新しいパスワードは本人に直接伝えた\n", hcsJAName()),
		"- パスワードは12文字以上、記号を1つ以上含めること\n- 90日ごとに変更\n",
	)
	return hcsT("trap-password-talk", "memory-md", t)
}

func hcsJATrapEnv() Sample {
	t := fmt.Sprintf("# CLAUDE.md\n\n## 環境変数\n- `OPENAI_API_KEY` は `.env.local` に書く（コミットしない）\n- 例: `OPENAI_API_KEY=sk-...`\n- `STRIPE_PUBLISHABLE_KEY=pk_live_%s` はフロントで使ってよい\n", rnd(alnum, 24))
	return hcsT("trap-placeholder", "claude-md", t)
}

func hcsJATrapIDs() Sample {
	t := fmt.Sprintf("## セッション要約 %s\n- イシュー #%d を修正（コミット %s）\n- トレースID: %s\n- イメージ: ghcr.io/acme/%s@sha256:%s\n",
		hcsDate(), hcsN(10, 999), hcsHex(7), hcsHex(32), hcsProject(), hcsHex(64))
	return hcsT("trap-ids", "session-summary", t)
}

func hcsJATrapRule() Sample {
	t := fmt.Sprintf("# .cursorrules\n\n- シークレットは絶対にコードに書かない\n- トークンが必要な場合は `process.env.%s` を使う\n- ログにパスワードを出力しない\n", hcsP("API_TOKEN", "GITHUB_TOKEN", "DB_PASSWORD"))
	return hcsT("trap-password-talk", "cursorrules", t)
}

func hcsUUID() string {
	return hcsHex(8) + "-" + hcsHex(4) + "-4" + hcsHex(3) + "-" + hcsP("8", "9", "a", "b") + hcsHex(3) + "-" + hcsHex(12)
}
