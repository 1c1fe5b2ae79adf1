package main

import (
	"fmt"
	"strings"
)

// The four shapes: Discord bot tokens, "the login is user / pw", keys split over two lines,
// and a service account's private_key_id in prose. Each with traps of the same shape.

func hcsShapeGens() []hcsGen {
	return []hcsGen{
		{4, hcsShDiscordEnv}, {3, hcsShDiscordMem}, {3, hcsShDiscordSummary},
		{3, hcsShDiscordTrapIDs}, {3, hcsShDiscordTrapPlaceholder},
		{3, hcsShLoginChat}, {3, hcsShLoginYAML}, {3, hcsShLoginSummary},
		{3, hcsShLoginTrapRef}, {3, hcsShLoginTrapYAML},
		{3, hcsShSplitMem}, {3, hcsShSplitChat}, {3, hcsShSplitEnv},
		{3, hcsShSplitTrapDigest}, {3, hcsShSplitTrapSSH},
		{3, hcsShKidProse}, {3, hcsShKidDE}, {3, hcsShKidSummary},
		{3, hcsShKidTrapCommit}, {2, hcsShKidTrapClient},
	}
}

func hcsBotName() string {
	return hcsP("Pixel", "ModBot", "Raidhelper", "Kumo", "DiceGoblin", "StandupBuddy", "Lofi Radio", "Quizmaster")
}

func hcsShDiscordEnv() Sample {
	tok := hcsDiscordBot()
	app := "1" + rnd(digits, 18)
	t := fmt.Sprintf("# CLAUDE.md — %s (discord.js v14)\n\n## Run locally\n```env\nDISCORD_TOKEN=%s\nDISCORD_CLIENT_ID=%s\nGUILD_ID=%s\n```\n`pnpm dev` registers slash commands to the test guild only.\n", hcsBotName(), tok, app, "1"+rnd(digits, 18))
	return hcsS("discord-bot-token", "claude-md", t, []string{tok}, app)
}

func hcsShDiscordMem() Sample {
	tok := hcsDiscordBot()
	bot := hcsBotName()
	t := fmt.Sprintf("{\"tool\":\"saveMemory\",\"arguments\":{\"content\":%s,\"tags\":[\"discord\"]}}",
		hcsJ(hcsP("Discord bot token for "+bot+": "+tok, "User's bot \""+bot+"\" logs in with "+tok+" (reset it if it leaks)")))
	return hcsS("discord-bot-token", "json", t, []string{tok}, bot)
}

func hcsShDiscordSummary() Sample {
	tok := hcsDiscordBot()
	t := hcsP(
		fmt.Sprintf("## Session summary %s\n- Bot failed with `TokenInvalid`; the token in config.json was revoked\n- User regenerated it in the dev portal, new token: %s\n- Enabled the Message Content intent\n", hcsDate(), tok),
		fmt.Sprintf("## セッション要約\n- Discordボットがログインできない問題を調査\n- 新しいボットトークン: %s\n- Privileged Intents を有効化\n", tok),
	)
	return hcsS("discord-bot-token", "session-summary", t, []string{tok})
}

func hcsShDiscordTrapIDs() Sample {
	t := fmt.Sprintf("## Discord app\n- Application ID: 1%s\n- Public key (for interaction verification): %s\n- Test guild: 1%s\n- Invite: https://discord.com/oauth2/authorize?client_id=1%s&scope=bot%%20applications.commands&permissions=%d\n",
		rnd(digits, 18), hcsHex(64), rnd(digits, 18), rnd(digits, 18), hcsN(1024, 8589934591))
	return hcsT("trap-discord-ids", "memory-md", t)
}

func hcsShDiscordTrapPlaceholder() Sample {
	t := hcsP(
		"```env\nDISCORD_TOKEN=your-bot-token-here\nDISCORD_CLIENT_ID=\n```\nUser keeps the real token in Railway variables, not here.\n",
		fmt.Sprintf("- Bot %s: token lives in GitHub secret `DISCORD_TOKEN`; never paste it into chat (user rule)\n", hcsBotName()),
		"- Log line from the bot: `[WS => Shard 0] Provided token: MTE**************************** (redacted)`\n",
	)
	return hcsT("trap-discord-placeholder", "claude-md", t)
}

func hcsShLoginChat() Sample {
	user := hcsP("admin", "root", "ubuntu", "ubnt", "operator", hcsUser())
	pw := hcsPassword()
	dev := hcsP("the router", "the NAS", "Grafana on the lab box", "the old Jenkins", "the printer's web UI", "the staging WordPress")
	t := hcsP(
		fmt.Sprintf("# MEMORY.md\n\n- %s\n- User said: \"for %s the login is %s / %s\"\n- %s\n", hcsPrefs(1)[0], dev, user, pw, hcsPrefs(1)[0]),
		fmt.Sprintf("[%s] user: btw the login is %s / %s for %s\n[%s] assistant: noted, saved to memory\n", hcsClock(0), user, pw, dev, hcsClock(1)),
		fmt.Sprintf("- Für %s: der Login ist %s / %s\n", hcsP("den Router", "das NAS im Keller", "das Grafana auf der Lab-Kiste", "die Druckerweboberfläche"), user, pw),
	)
	return hcsS("login-password", "chat", t, []string{pw}, user)
}

func hcsShLoginYAML() Sample {
	user := hcsP("admin", "root", "svc-"+hcsProject())
	pw := hcsPwPlain()
	host := hcsP("grafana.lab.local", "10.0.0.5", "nas.home.arpa", "jenkins.internal")
	t := fmt.Sprintf("# memory/infra.yaml\nhosts:\n  - name: %s\n    purpose: %s\n    login: %s / %s\n    notes: \"%s\"\n", host, hcsP("monitoring", "backups", "CI"), user, pw, hcsP("reboots Sundays", "behind VPN", "ask Lena first"))
	return hcsS("login-password", "yaml", t, []string{pw}, host)
}

func hcsShLoginSummary() Sample {
	user := hcsP("admin", "root", "kiosk")
	pw := hcsPassword()
	t := fmt.Sprintf("Session summary: set up Home Assistant on the Pi. The login is %s / %s (user chose it, says they'll change it). Zigbee dongle on /dev/ttyUSB0.\n", user, pw)
	return hcsS("login-password", "session-summary", t, []string{pw}, "/dev/ttyUSB0")
}

func hcsShLoginTrapRef() Sample {
	t := hcsP(
		"- For the router the login is admin / (password in 1Password, item \"Router\")\n",
		"- User: \"the login is admin / whatever's in the vault\" — I did not store the password\n",
		fmt.Sprintf("- Staging WordPress: the login is %s / see Bitwarden\n", hcsUser()),
	)
	return hcsT("trap-login-ref", "chat", t)
}

func hcsShLoginTrapYAML() Sample {
	t := fmt.Sprintf("hosts:\n  - name: %s\n    login: admin / <password>\n    notes: \"fill in from the vault\"\n  - name: %s\n    login: %s / ${NAS_PASSWORD}\n", hcsHost(), hcsHost(), hcsP("root", "backup"))
	return hcsT("trap-login-placeholder", "yaml", t)
}

func hcsSplit(tok string) (string, string) {
	k := len(tok)/2 + hcsN(-6, 6)
	return tok[:k], tok[k:]
}

func hcsShSplitMem() Sample {
	name, _, val := hcsAPIKey()
	for len(val) < 30 {
		name, _, val = hcsAPIKey()
	}
	a, b := hcsSplit(val)
	t := fmt.Sprintf("# MEMORY.md\n\n- %s (user pasted it wrapped over two lines):\n  %s\n  %s\n- %s\n", name, a, b, hcsPrefs(1)[0])
	return hcsS("split-token", "memory-md", t, []string{a, b})
}

func hcsShSplitChat() Sample {
	tok := hcsOpenAI()
	if rng.IntN(2) == 0 {
		tok = hcsSlackTok()
	}
	a, b := hcsSplit(tok)
	t := hcsP(
		fmt.Sprintf("user: the chat cuts it off so here's the key in two parts\nuser: %s\nuser: %s\nassistant: got it, saved to project memory.\n", a, b),
		fmt.Sprintf("user: トークンが長いので2行に分けます\n%s\n%s\n", a, b),
	)
	return hcsS("split-token", "chat", t, []string{a, b})
}

func hcsShSplitEnv() Sample {
	key := rnd(alnum+"+/", 88)
	a, b := hcsSplit(key)
	t := fmt.Sprintf("## Encryption\nAPP_ENCRYPTION_KEY (base64, 64 bytes) as the user sent it, split because of the line limit:\n```\nAPP_ENCRYPTION_KEY=%s\\\n%s\n```\n", a, b)
	return hcsS("split-key", "claude-md", t, []string{a, b})
}

func hcsShSplitTrapDigest() Sample {
	d := hcsHex(64)
	p := hcsProject()
	t := fmt.Sprintf("- Pinned image for %s (digest wrapped):\n  ghcr.io/acme/%s@sha256:%s\n  %s\n- Build id %s\n", p, p, d[:32], d[32:], rnd(digits, 7))
	if rng.IntN(2) == 0 {
		tr := hcsHex(32)
		t = fmt.Sprintf("Session note: failing request, trace id (wrapped in the log viewer):\n%s\n%s\nRoot cause was a timeout in the %s client.\n", tr[:16], tr[16:], hcsProject())
	}
	return hcsT("trap-split-id", "notes-md", t)
}

func hcsShSplitTrapSSH() Sample {
	k := rnd(alnum+"+/", 68)
	a, b := hcsSplit(k)
	t := fmt.Sprintf("- User's public SSH key for the deploy server (safe to share):\n  ssh-ed25519 AAAAC3NzaC1lZDI1NTE5%s\n  %s %s@%s\n", a, b, hcsUser(), hcsP("mbp", "thinkpad", "desktop"))
	return hcsT("trap-public-key", "memory-md", t)
}

func hcsSAEmail() string {
	return hcsP("deployer", "ci", "terraform", "looker-export") + "@" + hcsProject() + "-" + rnd(digits, 6) + ".iam.gserviceaccount.com"
}

func hcsShKidProse() Sample {
	kid := hcsHex(40)
	sa := hcsSAEmail()
	t := hcsP(
		fmt.Sprintf("- The service account %s has an active key with private_key_id %s; user wants it rotated by Friday\n", sa, kid),
		fmt.Sprintf("Memory: key file for %s — private_key_id \"%s\". The JSON itself is in ~/Downloads, told them to delete it.\n", sa, kid),
	)
	return hcsS("gcp-private-key-id", "memory-md", t, []string{kid}, sa)
}

func hcsShKidDE() Sample {
	kid := hcsHex(40)
	sa := hcsSAEmail()
	t := hcsP(
		fmt.Sprintf("- Service-Account %s, Schlüssel-ID (private_key_id): %s — nach dem Umzug löschen\n", sa, kid),
		fmt.Sprintf("- サービスアカウント %s の private_key_id は %s（ユーザーが貼り付けた）\n", sa, kid),
	)
	return hcsS("gcp-private-key-id", "memory-md", t, []string{kid}, sa)
}

func hcsShKidSummary() Sample {
	kid := hcsHex(40)
	p := hcsProject() + "-" + rnd(digits, 6)
	t := fmt.Sprintf("## Session summary\n- BigQuery export for %s works again\n- The credentials JSON the user pasted has private_key_id %s and belongs to project %s\n- Suggested Workload Identity instead of key files\n", p, kid, p)
	return hcsS("gcp-private-key-id", "session-summary", t, []string{kid}, p)
}

func hcsShKidTrapCommit() Sample {
	t := hcsP(
		fmt.Sprintf("- Fix for the token refresh bug landed in commit %s on main\n", hcsHex(40)),
		fmt.Sprintf("- Release %d.%d.%d tarball sha1: %s\n", hcsN(1, 4), hcsN(0, 20), hcsN(0, 9), hcsHex(40)),
		fmt.Sprintf("- Rotated the service account key last week; the new key id is in Secret Manager, old one deleted. Revert commit: %s\n", hcsHex(40)),
	)
	return hcsT("trap-sha", "memory-md", t)
}

func hcsShKidTrapClient() Sample {
	t := fmt.Sprintf("- Service account %s (client_id %s) needs roles/bigquery.dataViewer; key_id not needed, we use Workload Identity\n", hcsSAEmail(), rnd(digits, 21))
	return hcsT("trap-sa-ids", "memory-md", strings.TrimSpace(t)+"\n")
}
