package main

import (
	"fmt"
	"strings"
)

// The four cross-part shapes, set in backup administration: Discord bot tokens, "login is
// user / password" prose, keys split across two lines, and service-account private_key_ids.

var hduShapeGens = []func() Sample{
	hduDiscordBotEnv, hduDiscordBotChat, hduLoginChat, hduLoginYAML, hduSplitKey, hduSplitMail,
	hduGSAKeyIDProse, hduGSAKeyIDJSON,
}

var hduShapeTraps = []func() Sample{
	hduTrapDiscordBot, hduTrapLogin, hduTrapSplit, hduTrapGSAKeyID,
}

func hduDiscordBotEnv() Sample {
	tok := hduDiscordTok()
	switch rng.IntN(3) {
	case 0:
		text := fmt.Sprintf("# backup-status bot for the homelab discord\nDISCORD_BOT_TOKEN=%s\nDISCORD_CHANNEL_ID=%s\nRESTIC_REPOS=/etc/restic/repos.d\nREPORT_AT=07:30\n", tok, hduSnowflake())
		return hduS("discord-bot-token", "env", text, []string{tok}, "REPORT_AT=07:30")
	case 1:
		text := fmt.Sprintf("import discord, subprocess\n\nclient = discord.Client(intents=discord.Intents.default())\n\n@client.event\nasync def on_ready():\n    out = subprocess.run([\"borg\", \"list\", \"--last\", \"1\"], capture_output=True, text=True).stdout\n    await client.get_channel(%s).send(f\"last archive: {out}\")\n\nclient.run(\"%s\")\n", hduSnowflake(), tok)
		return hduS("discord-bot-token", "python", text, []string{tok}, "borg\", \"list\"")
	}
	text := fmt.Sprintf("services:\n  backupbot:\n    image: ghcr.io/%s/backupbot:%s\n    environment:\n      - BOT_TOKEN=%s\n      - WATCH=/data/borg\n    volumes:\n      - /srv/borg:/data/borg:ro\n", hduPick("lenak", "tpiet", "homelab-ops"), hduPick("latest", "1.4", "v0.9.2"), tok)
	return hduS("discord-bot-token", "yaml", text, []string{tok}, "WATCH=/data/borg")
}

func hduDiscordBotChat() Sample {
	hduA, hduB := hduPair()
	tok := hduDiscordTok()
	if hduChance(50) {
		text := fmt.Sprintf("%s: the veeam-notify bot went offline again\n%s: i regenerated the token, new one: %s\n%s: ok redeploying", hduA, hduB, tok, hduA)
		return hduS("discord-bot-token", "chat", text, []string{tok}, "veeam-notify")
	}
	text := fmt.Sprintf("for whoever takes over the NAS: the discord bot that posts the hyper backup results runs in a container on the DS, its token is %s (developer portal, app \"nas-bot\")", tok)
	return hduS("discord-bot-token", "chat", text, []string{tok}, "nas-bot")
}

func hduLoginChat() Sample {
	hduA, hduB := hduPair()
	user := hduPick("admin", "tapeop", "backupadmin", "root", "veeam", "service", "Administrator")
	pw := hduPw()
	dev := hduPick("the tape library", "the DR NAS", "the PBS at the branch", "the old Data Domain", "the StoreOnce", "the MSL web UI", "the Synology at the DR site")
	text := hduPick(
		fmt.Sprintf("%s: the login is %s / %s for %s, change it after the DR test pls", hduA, user, pw, dev),
		fmt.Sprintf("%s: do you remember how to get into %s?\n%s: login is %s / %s", hduA, dev, hduB, user, pw),
		fmt.Sprintf("[%s] %s: %s is back up, login %s / %s", hduTime()[:5], hduA, dev, user, pw),
		fmt.Sprintf("quick note for the night shift: if %s hangs, reboot from the web UI, the login's %s / %s", dev, user, pw),
	)
	return hduS("login-password", "chat", text, []string{pw}, dev)
}

func hduLoginYAML() Sample {
	user := hduPick("admin", "backup", "svc_tape", "drops", "root")
	pw := hduPw()
	host := hduHost()
	text := fmt.Sprintf("dr_devices:\n  - name: %s\n    url: https://%s\n    login: %s / %s\n    notes: \"web UI only, no ssh\"\n  - name: pdu-b4\n    url: http://10.%d.%d.%d\n    login: apc / see KeePass\n", host, host, user, pw, hduN(0, 40), hduN(0, 255), hduN(2, 250))
	return hduS("login-password", "yaml", text, []string{pw}, "url: https://"+host)
}

func hduSplit(s string) (string, string) {
	i := len(s)/2 + hduN(-3, 3)
	return s[:i], s[i:]
}

func hduSplitKey() Sample {
	var key, what string
	switch rng.IntN(4) {
	case 0:
		key, what = hduAzureKey(), "storage account key"
	case 1:
		key, what = hduB2Key(), "B2 application key"
	case 2:
		key, what = hduAWSSecret(), "secret access key"
	default:
		key, what = hduGHP(), "GitHub token for the mirror job"
	}
	a, b := hduSplit(key)
	if hduChance(50) {
		x, y := hduPair()
		text := fmt.Sprintf("%s: pager cuts long lines, sending the %s in two parts:\n%s: %s\n%s: %s\n%s: glue them together, no space\n%s: got it, works", x, what, x, a, x, b, x, y)
		return hduS("split-key", "chat", text, []string{a, b}, what)
	}
	text := fmt.Sprintf("%s (first half / second half):\n%s\n%s\n", hduCap(what), a, b)
	return hduS("split-key", "note", text, []string{a, b}, "(first half / second half)")
}

func hduSplitMail() Sample {
	tok := hduPick(hduSendgrid(), hduDOToken(), hduAzureKey(), "AGE-SECRET-KEY-1"+strings.ToUpper(rnd(hduBech, 58)))
	a, b := hduSplit(tok)
	text := fmt.Sprintf("> Von: %s\n> Betreff: Offsite-Zugang\n>\n> Schlüssel für die Offsite-Kopie (Zeilenumbruch vom Mailprogramm, bitte zusammenfügen):\n> %s\n> %s\n>\n> Gruß, %s\n\nDanke, hat funktioniert.", pick(hduFirst), a, b, pick(hduFirst))
	return hduS("split-key", "mail", text, []string{a, b}, "Offsite-Zugang")
}

func hduGSAKeyIDProse() Sample {
	kid := hduGSAKeyID()
	sa := hduPick("veeam-gcs", "restic-writer", "bkp-archive", "rclone-offsite") + "@" + hduPick("acme-dr-4471", "lgx-backup-prod", "sw-ost-archive") + ".iam.gserviceaccount.com"
	text, format := hduAlt("note", fmt.Sprintf("Rotated the GCS key for %s today. The active key now has private_key_id %s; the old one is disabled and goes away next week.", sa, kid), "chat", fmt.Sprintf("%s: which json is deployed on the proxy?\n%s: the one with private_key_id \"%s\" for %s", pick(hduFirst), pick(hduFirst), kid, sa), "ticket", fmt.Sprintf("Audit finding %s: service account %s has two user-managed keys. Keep private_key_id %s (used by rclone offsite), delete the other.", hduTicket(), sa, kid))
	return hduS("gcp-private-key-id", format, text, []string{kid}, sa)
}

func hduGSAKeyIDJSON() Sample {
	kid := hduGSAKeyID()
	proj := hduPick("acme-dr-4471", "lgx-backup-prod", "sw-ost-archive")
	email := "veeam-archive@" + proj + ".iam.gserviceaccount.com"
	text := fmt.Sprintf("the head of the key file, I cut the private key itself out:\n{\n  \"type\": \"service_account\",\n  \"project_id\": \"%s\",\n  \"private_key_id\": \"%s\",\n  \"client_email\": \"%s\",\n  \"client_id\": \"%s\",\n  ...\n}", proj, kid, email, rnd(digits, 21))
	return hduS("gcp-private-key-id", "json", text, []string{kid}, email)
}

func hduTrapDiscordBot() Sample {
	hduA, hduB := hduPair()
	id := hduSnowflake()
	text, format := hduAlt("env", fmt.Sprintf("DISCORD_BOT_TOKEN=${DISCORD_BOT_TOKEN}\nDISCORD_APPLICATION_ID=%s\nDISCORD_CHANNEL_ID=%s\nRESTIC_REPOS=/etc/restic/repos.d\n", id, hduSnowflake()), "chat", fmt.Sprintf("%s: bot token leaked in the screenshot?\n%s: no, that was the application id %s. token is only in the container secret, and I reset it anyway", hduA, hduB, id), "yaml", fmt.Sprintf("backupbot:\n  token: \"<paste bot token here>\"\n  guild_id: %s\n  channel: backup-alerts\n", id), "chat", fmt.Sprintf("invite the backup bot with https://discord.com/oauth2/authorize?client_id=%s&scope=bot&permissions=2048", id))
	return hduT("trap-discord-bot", format, text)
}

func hduTrapLogin() Sample {
	hduA, hduB := hduPair()
	user := hduPick("admin", "tapeop", "backupadmin", "root", "veeam")
	dev := hduPick("the tape library", "the DR NAS", "the StoreOnce", "the PBS")
	text, format := hduAlt("chat", fmt.Sprintf("%s: the login is %s / the usual one from the vault for %s", hduA, user, dev), "chat", fmt.Sprintf("%s: login is %s / password is in KeePass under DR > Hardware", hduB, user), "yaml", fmt.Sprintf("dr_devices:\n  - name: %s\n    login: %s / ${TAPE_UI_PASSWORD}\n", hduHost(), user), "chat", fmt.Sprintf("login for %s is %s / ******** (ask %s, she rotated it)", dev, user, hduA), "chat", fmt.Sprintf("%s: login for %s fails\n%s: user is %s, not Administrator. and the password expired, I reset it and sent it by SMS", hduB, dev, hduA, user))
	return hduT("trap-login", format, text)
}

func hduTrapSplit() Sample {
	sum := hduSha256()
	a, b := hduSplit(sum)
	text, format := hduAlt("chat", fmt.Sprintf("sha256 of the exported .vbk, pasted in two bits because of the pager:\n%s\n%s\ncompare after the copy to the offsite NAS", a, b), "chat", fmt.Sprintf("%s: repo id from borg info, split over 2 lines:\n%s\n%s\nsame on both sides, so it's the same repo", pick(hduFirst), a, b), "note", fmt.Sprintf("Checksum (SHA-256) of %s.tar.zst:\n  %s\n  %s\n", hduPick("etc-backup", "pgdump-"+hduDate()), a, b))
	return hduT("trap-split-hash", format, text)
}

func hduTrapGSAKeyID() Sample {
	sa := hduPick("veeam-gcs", "restic-writer") + "@" + hduPick("acme-dr-4471", "lgx-backup-prod") + ".iam.gserviceaccount.com"
	text, format := hduAlt("note", fmt.Sprintf("Rotated the GCS key for %s today. The new JSON (and its private_key_id) is in Secret Manager as gcs-offsite-sa; nothing to copy by hand.", sa), "chat", fmt.Sprintf("%s: the rclone fix for the GCS service-account auth is commit %s, merged in %s", pick(hduFirst), rnd(hexs, 40), hduPick("v1.68.2", "v1.69.0")), "note", fmt.Sprintf("service account %s, client_id %s, project number %s. Keys are managed by terraform, never download them.", sa, rnd(digits, 21), rnd(digits, 12)))
	return hduT("trap-gcp-key-id", format, text)
}
