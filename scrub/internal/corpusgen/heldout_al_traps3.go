package main

import (
	"fmt"
	"strings"
)

// halTraps3: lookalikes of the four shapes (Discord tokens, login pairs, wrapped keys, key ids)
// that carry no credential.
func halTraps3() []Sample {
	var out []Sample
	out = append(out, halTR(10, "trap-discord-lookalike",
		func() (string, string) {
			return "chat-ja", fmt.Sprintf("Discordの招待リンクはこちら→ https://discord.gg/%s （誰でも参加OK）", halR(alnum, halN(7, 10)))
		},
		func() (string, string) {
			return "chat-ko", fmt.Sprintf("디스코드 봇 초대 링크: https://discord.com/oauth2/authorize?client_id=%s&permissions=%d&scope=bot", halDigits(18), halP2(8, 2048, 274877975552))
		},
		func() (string, string) {
			return "chat-ru", fmt.Sprintf("ID приложения Discord: %s, публичный ключ для interactions: %s", halDigits(18), halHex(64))
		},
		func() (string, string) {
			return "log", fmt.Sprintf("%s %s INFO  discord.gateway: shard %d heartbeat ack, seq %d, latency %dms", halDate(), halTime(), halN(0, 3), halN(1, 99999), halN(30, 300))
		},
		func() (string, string) {
			return "chat-pl", fmt.Sprintf("wersja bota: %d.%d.%d+build.%s", halN(1, 4), halN(0, 20), halN(0, 9), halHex(7))
		},
	)...)
	out = append(out, halTR(16, "trap-pair-lookalike",
		func() (string, string) {
			return "chat-ja", fmt.Sprintf("権限は %s / %s / %s の3種類です", halP("admin", "管理者"), halP("editor", "編集者"), halP("viewer", "閲覧者"))
		},
		func() (string, string) {
			return "chat-ja", "ログイン画面の ID / PW 欄のプレースホルダー文言を変えたいです"
		},
		func() (string, string) {
			return "chat-ko", fmt.Sprintf("username / password 입력창 정렬 맞춰주세요 (%s 브랜치)", halP("feature/login-ui", "fix/login-layout", "develop"))
		},
		func() (string, string) {
			return "chat-ru", fmt.Sprintf("логин / пароль у всех через SSO, отдельных учёток в %s нет", halP("Grafana", "GitLab", "Jira", "1С"))
		},
		func() (string, string) {
			return "notes", fmt.Sprintf("default login: see label on the bottom of the router (%s)", halP("Archer AX55", "Aterm WX3000", "ipTIME A2004", "Keenetic Giga"))
		},
		func() (string, string) {
			return "chat-zh", fmt.Sprintf("账号 / 密码 登录已经下线了，只保留扫码登录（%s 起）", halDate())
		},
		func() (string, string) {
			return "csv", fmt.Sprintf("host,user,auth\n%s,%s,ssh-key\n%s,%s,ssh-key", halHost(), halUser(), halHost(), halUser())
		},
		func() (string, string) {
			return "chat", fmt.Sprintf("login is %s / SSO now, no local passwords anymore", halUser())
		},
		func() (string, string) {
			return "chat-pl", fmt.Sprintf("GET / POST / PUT na /api/v%d/orders działają, DELETE jeszcze nie", halN(1, 3))
		},
		func() (string, string) {
			return "markdown-table", fmt.Sprintf("| 機器 | IP | 認証方式 |\n|---|---|---|\n| ルーター | 192.168.%d.1 | 管理者に確認 |\n| NAS | 192.168.%d.20 | AD連携 |", halN(0, 9), halN(0, 9))
		},
		func() (string, string) {
			return "chat-uk", fmt.Sprintf("користувач %s / група %s — права лише на читання", halUser(), halP("devs", "qa", "ops"))
		},
	)...)
	out = append(out, halTR(12, "trap-keyid-lookalike",
		func() (string, string) {
			return "chat-ja", fmt.Sprintf("KMSの鍵は projects/%s/locations/asia-northeast1/keyRings/app/cryptoKeys/db-enc を使ってます", halP("shop-prod-4821", "analytics-jp"))
		},
		func() (string, string) {
			return "json", fmt.Sprintf("{\n  \"client_id\": \"%s-%s.apps.googleusercontent.com\",\n  \"redirect_uris\": [\"https://example.jp/oauth/callback\"]\n}", halDigits(12), halR(lower+digits, 32))
		},
		func() (string, string) {
			return "chat-ru", fmt.Sprintf("ARN ключа KMS: arn:aws:kms:eu-central-1:%s:key/%s", halDigits(12), halUUID())
		},
		func() (string, string) {
			return "chat-ko", fmt.Sprintf("서비스 계정 이메일은 %s@%s.iam.gserviceaccount.com 이에요. 키는 Workload Identity로 대체했어요.", halP("deployer", "ci-runner"), halP("kr-shop-prod", "kakao-sync-9"))
		},
		func() (string, string) {
			return "chat-zh", fmt.Sprintf("提交 %s 里的 key_id 字段只是数据库主键，不是密钥", halHex(40))
		},
		func() (string, string) {
			return "json", fmt.Sprintf("{\"key_id\": %d, \"label\": \"注文キー\", \"created\": \"%s\"}", halN(1, 99999), halDate())
		},
	)...)
	out = append(out, halRep(10, func() Sample {
		// a long ordinary sentence wrapped across lines, and a hex dump
		if rng.IntN(2) == 0 {
			var b strings.Builder
			for i := 0; i < halN(3, 5); i++ {
				fmt.Fprintf(&b, "%08x  %s  |%s|\n", i*16, strings.TrimSpace(strings.Repeat(halHex(2)+" ", 16)), halR(lower+".", 16))
			}
			return halT("trap-hexdump", "shell", "$ xxd -l 64 report.pdf\n"+strings.TrimSuffix(b.String(), "\n"))
		}
		return halT("trap-wrapped-lines", "email-ja", fmt.Sprintf("%sの件、ご確認いただきありがとうございます。\n見積書（No.%s）は来週%s曜日までにお送りします。", halP("新システム導入", "サーバー移行", "LINE連携"), halDigits(8), halP("月", "火", "水", "木", "金")))
	})...)
	return out
}
