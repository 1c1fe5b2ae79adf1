package main

import (
	"fmt"
	"strings"
)

// hatDiscord is a Discord bot token: the bot's user id in base64, a dot, a timestamp, a dot,
// an HMAC.
func hatDiscord() string {
	id := hatR("123456789", 1) + hatR(digits, hatN(16, 18))
	enc := strings.TrimRight(hatB64([]byte(id)), "=")
	return enc + "." + hatR(b64url, 6) + "." + hatR(b64url, hatN(27, 38))
}

func hatSnowflake() string { return "1" + hatR(digits, 18) }

// hatLongKey is a long token that people wrap or that wraps on its own.
func hatLongKey() string {
	switch rng.IntN(7) {
	case 0:
		return "sk_live_" + hatR(alnum, 99)
	case 1:
		return hatR(alnum+"+/", 40)
	case 2:
		return hatR(alnum+"+/", 86) + "=="
	case 3:
		return "github_pat_11" + hatR(upper+digits, 20) + "_" + hatR(alnum, 59)
	case 4:
		return "SG." + hatR(b64url, 22) + "." + hatR(b64url, 43)
	case 5:
		return hatHex(64)
	default:
		return "xoxb-" + hatDig(12) + "-" + hatDig(13) + "-" + hatR(alnum, 24)
	}
}

func hatShapes(b *hatBag) {
	// Discord bot tokens.
	b.run(28, func() {
		t := hatDiscord()
		n := hatP(hatNames...)
		p := hatP(hatProps...)
		guild := hatSnowflake()
		switch rng.IntN(12) {
		case 0:
			b.add("discord-bot-token", "chat", fmt.Sprintf("[%s] %s: the maintenance-alerts bot token is %s — please don't paste it in #general again", hatTime(), n, t), []string{t})
		case 1:
			keep := "DISCORD_GUILD_ID=" + guild
			b.add("discord-bot-token", "env", fmt.Sprintf("# %s tenant community bot\nDISCORD_BOT_TOKEN=%s\n%s\nANNOUNCE_CHANNEL=building-news\n", p, t, keep), []string{t}, keep)
		case 2:
			b.add("discord-bot-token", "json", fmt.Sprintf("{\n  \"token\": \"%s\",\n  \"prefix\": \"!\",\n  \"guildId\": \"%s\",\n  \"workOrderChannel\": \"maintenance\"\n}", t, guild), []string{t}, "\"prefix\": \"!\"")
		case 3:
			b.add("discord-bot-token", "python", fmt.Sprintf("import discord\n\nintents = discord.Intents.default()\nclient = discord.Client(intents=intents)\n\n# posts new work orders from AppFolio\nclient.run(%q)\n", t), []string{t})
		case 4:
			b.add("discord-bot-token", "javascript", fmt.Sprintf("const { Client, GatewayIntentBits } = require('discord.js');\nconst client = new Client({ intents: [GatewayIntentBits.Guilds] });\nclient.once('ready', () => console.log('rent reminder bot up'));\nclient.login('%s');", t), []string{t}, "console.log('rent reminder bot up')")
		case 5:
			b.add("discord-bot-token", "yaml", fmt.Sprintf("discord:\n  bot_token: %s\n  guild: \"%s\"\n  channels:\n    leasing: leasing-team\n    alerts: bms-alerts\n", t, guild), []string{t}, "leasing: leasing-team")
		case 6:
			b.add("discord-bot-token", "note", fmt.Sprintf("Bot token for the %s residents' Discord (the one that posts package notices): %s. Owner is %s.", p, t, n), []string{t})
		case 7:
			b.add("discord-bot-token", "go", fmt.Sprintf("dg, err := discordgo.New(\"Bot %s\")\nif err != nil {\n\tlog.Fatalf(\"discord: %%v\", err)\n}\ndg.AddHandler(onWorkOrder)", t), []string{t})
		case 8:
			b.add("discord-bot-token", "shell", fmt.Sprintf("$ curl -s -H \"Authorization: Bot %s\" https://discord.com/api/v10/users/@me\n{\"id\":\"%s\",\"username\":\"GateBot\",\"bot\":true}", t, hatSnowflake()), []string{t})
		case 9:
			b.add("discord-bot-token", "log", fmt.Sprintf("%s INFO  gateway: identify shard 0/1\n%s DEBUG gateway: payload {\"op\":2,\"d\":{\"token\":\"%s\",\"intents\":513}}\n%s INFO  gateway: READY as LeaseBot#4410", hatStamp(), hatStamp(), t, hatStamp()), []string{t}, "gateway: identify shard 0/1")
		case 10:
			b.add("discord-bot-token", hatP("chat-es", "chat-fr", "chat-de"), hatP(
				"El token del bot de Discord para los inquilinos es "+t+", no lo compartas.",
				"Le jeton du bot Discord de la résidence : "+t+" (à régénérer si quelqu'un part).",
				"Discord-Bot-Token fürs Mieterforum: "+t+" – bitte nicht weitergeben.",
			), []string{t})
		default:
			b.add("discord-bot-token", "shell", fmt.Sprintf("docker run -d --name pkg-notifier \\\n  -e DISCORD_TOKEN=%s \\\n  -e TZ=America/Chicago \\\n  ghcr.io/%s/pkg-notifier:1.4.2", t, hatP("harborpm", "cedarprops", "lakeshore-fm")), []string{t}, "-e TZ=America/Chicago")
		}
	})

	// Logins written as a pair: user, separator, password.
	b.run(34, func() {
		pw := hatPw()
		u := hatP(hatUsers...)
		dev := hatP("router", "NVR", "Hikvision NVR", "Dahua DVR", "Niagara BMS", "Metasys server", "boiler controller",
			"Brivo panel", "access-control panel", "elevator monitoring PC", "Ubiquiti gateway", "alarm panel web UI", "lobby kiosk")
		ip := fmt.Sprintf("192.168.%d.%d", hatN(0, 20), hatN(2, 250))
		n := hatP(hatNames...)
		switch rng.IntN(16) {
		case 0:
			b.add("login-pair", "note", fmt.Sprintf("%s login %s / %s", dev, u, pw), []string{pw})
		case 1:
			b.add("login-pair", "chat", fmt.Sprintf("[%s] %s: login is %s / %s for the %s at %s", hatTime(), n, u, pw, dev, hatP(hatProps...)), []string{pw})
		case 2:
			keep := "host: " + ip
			b.add("login-pair", "yaml", fmt.Sprintf("%s:\n  %s\n  login: %s / %s\n  notes: ask front desk for the cabinet key\n", strings.ToLower(strings.ReplaceAll(dev, " ", "_")), keep, u, pw), []string{pw}, keep)
		case 3:
			b.add("login-pair", "note", fmt.Sprintf("%s (%s) — user: %s pass: %s", dev, ip, u, pw), []string{pw})
		case 4:
			b.add("login-pair", "chat", fmt.Sprintf("creds for the %s are %s:%s, it's the same on the spare unit", dev, u, pw), []string{pw})
		case 5:
			b.add("login-pair", "email", fmt.Sprintf("Hi %s,\n\nFor the %s at %s, the username is %s and the password is %s.\nPlease change it after the inspection.\n\nThanks,\n%s", n, dev, hatP(hatStreets...), u, pw, hatP(hatNames...)), []string{pw}, "Please change it after the inspection.")
		case 6:
			b.add("login-pair", "handover", fmt.Sprintf("HANDOVER — %s\n- Panel location: B1 plant room\n- u/p: %s / %s\n- Warranty: 24 months from practical completion", dev, u, pw), []string{pw}, "- Panel location: B1 plant room")
		case 7:
			mail := strings.ToLower(strings.ReplaceAll(hatP(hatNames...), "é", "e")) + "@" + hatP("harborpm.com", "cedarprops.co", "lakeshorefm.net")
			b.add("login-pair", "note", fmt.Sprintf("%s login: %s / %s", hatP("Yardi Voyager", "AppFolio", "Buildium", "Rent Manager", "PG&E business portal", "Ferguson supplier portal"), mail, pw), []string{pw}, mail)
		case 8:
			b.add("login-pair", "markdown", fmt.Sprintf("| System | IP | User | Password |\n|---|---|---|---|\n| %s | %s | %s | %s |\n| Lobby TV | 192.168.1.40 | n/a | n/a |", dev, ip, u, pw), []string{pw}, "| Lobby TV | 192.168.1.40 | n/a | n/a |")
		case 9:
			b.add("login-pair", "csv", fmt.Sprintf("system,location,username,password\n%s,%s,%s,%s\nthermostat hub,%s,,\n", dev, hatP(hatProps...), u, pw, hatP(hatProps...)), []string{pw})
		case 10:
			b.add("login-pair", "chat", fmt.Sprintf("log in as `%s` with `%s` on the %s, then go to Setup > Network", u, pw, dev), []string{pw})
		case 11:
			b.add("login-pair", "note", fmt.Sprintf("%s: %s // %s", dev, u, pw), []string{pw})
		case 12:
			b.add("login-pair", "note", fmt.Sprintf("user = %s, pw = %s (%s, %s)", u, pw, dev, ip), []string{pw})
		case 13:
			b.add("login-pair", "chat-i18n", hatP(
				"usuario: "+u+"  contraseña: "+pw+" (el "+dev+" del sótano)",
				"identifiant : "+u+" / mot de passe : "+pw,
				"Benutzer: "+u+", Passwort: "+pw+" – gilt für den "+dev,
				"login: "+u+" senha: "+pw+" (portaria)",
				"ユーザー名: "+u+" / パスワード: "+pw,
				"账号 "+u+" 密码 "+pw+"，别外传",
				"логин "+u+", пароль "+pw,
				"login: "+u+" / hasło: "+pw,
				"utente "+u+" e password "+pw+" per il "+dev,
				"gebruikersnaam "+u+" / wachtwoord "+pw,
			), []string{pw})
		case 14:
			b.add("login-pair", "note", fmt.Sprintf("%s → %s|%s", dev, u, pw), []string{pw})
		default:
			b.add("login-pair", "ticket", fmt.Sprintf("WO-%d  %s offline\nTech notes: reset to factory, re-set login to %s/%s, NTP fixed.\nStatus: closed", hatN(10000, 99999), dev, u, pw), []string{pw}, "Status: closed")
		}
	})

	// A long key that wrapped across two lines.
	b.run(28, func() {
		k := hatLongKey()
		cut := hatN(len(k)/3, 2*len(k)/3)
		p1, p2 := k[:cut], k[cut:]
		n := hatP(hatNames...)
		what := hatP("Buildium API secret", "Kisi API key", "Stripe key for rent payments", "storage account key", "Latch integration token",
			"Brivo API key", "Slack token for #maintenance", "Yardi interface secret", "SendGrid key for lease e-mails")
		switch rng.IntN(7) {
		case 0:
			t := hatTime()
			b.add("split-key", "chat", fmt.Sprintf("[%s] %s: here's the %s, my phone broke it in two:\n[%s] %s: %s\n[%s] %s: %s\n[%s] %s: just join the lines", t, n, what, t, n, p1, t, n, p2, t, n), []string{p1, p2}, "just join the lines")
		case 1:
			b.add("split-key", "note", fmt.Sprintf("%s (copied from the PDF, it wrapped):\n%s\n%s\nRotate after the move-in weekend.", what, p1, p2), []string{p1, p2}, "Rotate after the move-in weekend.")
		case 2:
			b.add("split-key", "log", fmt.Sprintf("%s WARN  integration: using key=%s\n    %s\n%s INFO  integration: sync complete, 42 units updated", hatStamp(), p1, p2, hatStamp()), []string{p1, p2}, "sync complete, 42 units updated")
		case 3:
			b.add("split-key", "email", fmt.Sprintf("Hi %s,\n\nAs discussed the %s for the new portal is %s\n%s and it stays valid until we cancel the contract.\n\nBest,\n%s", hatP(hatNames...), what, p1, p2, n), []string{p1, p2})
		case 4:
			b.add("split-key", "shell", fmt.Sprintf("export API_KEY=\"%s\\\n%s\"\n./sync-units --property %q", p1, p2, hatP(hatProps...)), []string{p1, p2})
		case 5:
			b.add("split-key", "yaml", fmt.Sprintf("integration:\n  vendor: %s\n  secret: >-\n    %s\n    %s\n  poll_minutes: 15\n", hatP("buildium", "kisi", "latch", "brivo"), p1, p2), []string{p1, p2}, "poll_minutes: 15")
		default:
			b.add("split-key", "meeting-notes", fmt.Sprintf("Ops sync %s\n* %s: the %s is\n  %s\n  %s\n* Next: elevator inspection Thursday", hatDate(), n, what, p1, p2), []string{p1, p2}, "* Next: elevator inspection Thursday")
		}
	})

	// private_key_id and similar key ids of service accounts.
	b.run(28, func() {
		id := hatHex(40)
		proj := hatP("pm-reports", "rentroll-export", "lease-docs", "bms-telemetry", "fm-analytics") + "-" + fmt.Sprint(hatN(100000, 999999))
		sa := hatP("rentroll", "sheets-sync", "looker", "docai", "backup") + "@" + proj + ".iam.gserviceaccount.com"
		switch rng.IntN(8) {
		case 0:
			b.add("sa-key-id", "prose", fmt.Sprintf("Service account for the rent-roll export: \"private_key_id\": \"%s\" — the JSON file is on the shared drive.", id), []string{id})
		case 1:
			b.add("sa-key-id", "json", fmt.Sprintf("{\n  \"type\": \"service_account\",\n  \"project_id\": \"%s\",\n  \"private_key_id\": \"%s\",\n  \"client_email\": \"%s\"\n}", proj, id, sa), []string{id}, "\"project_id\": \""+proj+"\"")
		case 2:
			b.add("sa-key-id", "chat", fmt.Sprintf("[%s] %s: which key is the Sheets sync using?\n[%s] %s: \"private_key_id\": \"%s\", created in March", hatTime(), hatP(hatNames...), hatTime(), hatP(hatNames...), id), []string{id}, "which key is the Sheets sync using?")
		case 3:
			b.add("sa-key-id", "yaml", fmt.Sprintf("gcp:\n  project: %s\n  service_account: %s\n  private_key_id: %s\n", proj, sa, id), []string{id}, sa)
		case 4:
			b.add("sa-key-id", "python", fmt.Sprintf("creds_info = {\n    \"type\": \"service_account\",\n    \"private_key_id\": \"%s\",\n    \"client_email\": \"%s\",\n}\n", id, sa), []string{id})
		case 5:
			b.add("sa-key-id", "note", fmt.Sprintf("the key id of %s is %s — if the export breaks, check it wasn't disabled", sa, id), []string{id}, sa)
		case 6:
			b.add("sa-key-id", "ticket", fmt.Sprintf("Ticket: Looker reports for %s stopped\nCause: key_id %s of the service account was deleted during cleanup.\nFix: new key issued.", hatP(hatProps...), id), []string{id})
		default:
			b.add("sa-key-id", "prose-es", fmt.Sprintf("La cuenta de servicio usa \"private_key_id\": \"%s\"; no la subas al repositorio.", id), []string{id})
		}
	})
}
