package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// haxSnowflake is a Discord id: 17 to 19 digits, first one not zero.
func haxSnowflake() string {
	return haxRnd("12345678", 1) + haxRnd(digits, haxNum(16, 18))
}

func haxDiscordTok() string {
	id := base64.RawStdEncoding.EncodeToString([]byte(haxSnowflake()))
	return id + "." + haxRnd(b64url, 6) + "." + haxRnd(b64url, haxNum(27, 38))
}

func haxDiscordToken() Sample {
	t := haxDiscordTok()
	c := haxPick(haxClients...)
	bot := haxPick("ModBot", "Scheduler", "OrderPinger", "WelcomeBot", "InvoiceBot", "StandupBot", "TranslateBot")
	switch rng.IntN(12) {
	case 0:
		return haxS("discord-token", "chat", fmt.Sprintf("%s the %s for %s's server is live, token is %s, don't share it pls", haxPick("fyi", "FYI", "ok so", "heads up:"), bot, c, t), t)
	case 1:
		return haxK(haxS("discord-token", "env", fmt.Sprintf("# %s community bot\nDISCORD_TOKEN=%s\nGUILD_ID=%s\nPREFIX=!", c, t, haxSnowflake()), t), "PREFIX=!")
	case 2:
		return haxS("discord-token", "python", fmt.Sprintf("import discord\n\nclient = discord.Client(intents=discord.Intents.default())\n\n@client.event\nasync def on_ready():\n    print(f\"logged in as {client.user}\")\n\nclient.run(\"%s\")", t), t)
	case 3:
		return haxS("discord-token", "js", fmt.Sprintf("const { Client, GatewayIntentBits } = require('discord.js');\nconst client = new Client({ intents: [GatewayIntentBits.Guilds] });\nclient.login('%s');", t), t)
	case 4:
		return haxS("discord-token", "json", fmt.Sprintf("{\n  \"token\": \"%s\",\n  \"clientId\": \"%s\",\n  \"guildId\": \"%s\"\n}", t, haxSnowflake(), haxSnowflake()), t)
	case 5:
		return haxS("discord-token", "notes", fmt.Sprintf("%s — Discord\n- server: %s Community\n- bot: %s\n- bot token: %s\n- owner: %s", c, c, bot, t, haxPick(haxFirst...)), t)
	case 6:
		return haxS("discord-token", "yaml", fmt.Sprintf("discord:\n  enabled: true\n  bot_token: \"%s\"\n  channel: announcements", t), t)
	case 7:
		return haxS("discord-token", "upwork", fmt.Sprintf("Hi! Thanks for hiring me. To set up the bot I need the token from the Developer Portal (Bot tab > Reset Token). You sent: %s — I'll store it in the host's env vars, not in the code.", t), t)
	case 8:
		return haxS("discord-token", "shell", fmt.Sprintf("$ export DISCORD_BOT_TOKEN='%s'\n$ node index.js\nReady! Logged in as %s#%04d", t, bot, haxNum(1, 9999)), t)
	case 9:
		return haxS("discord-token", "log", fmt.Sprintf("2024-%02d-%02d 09:14:02 WARN using token %s from config.ini (move it to env)", haxNum(1, 12), haxNum(1, 28), t), t)
	case 10:
		return haxS("discord-token", "ini", fmt.Sprintf("[bot]\ntoken = %s\nstatus = Watching orders\n\n[shop]\nurl = https://%s", t, haxDomain(c)), t)
	default:
		return haxS("discord-token", "chat", fmt.Sprintf("%s: bot token pra o servidor do %s: %s\n%s: valeu, vou configurar hoje", haxPick(haxFirst...), c, t, haxPick(haxFirst...)), t)
	}
}

func haxLoginPair() Sample {
	c := haxPick(haxClients...)
	svc := haxPick(haxServices...)
	u := haxUser(c)
	p := haxPw()
	sep := haxPick(" / ", " / ", "/", " | ", " : ", " - ", " // ")
	switch rng.IntN(16) {
	case 0:
		r := haxPick("router", "Fritzbox", "TP-Link", "modem", "office router")
		return haxS("login-pair", "chat", fmt.Sprintf("%s login admin%s%s (the %s at %s's office)", r, sep, p, r, c), p)
	case 1:
		return haxS("login-pair", "chat", fmt.Sprintf("%s login is %s%s%s", svc, u, sep, p), p)
	case 2:
		return haxK(haxS("login-pair", "yaml", fmt.Sprintf("%s:\n  site: https://%s\n  login: %s / %s\n  notes: renew hosting in March", haxSlug(c), haxDomain(c), u, p), p), "notes: renew hosting in March")
	case 3:
		return haxS("login-pair", "notes", fmt.Sprintf("client %s: %s %s%s%s", c, strings.ToLower(svc), u, sep, p), p)
	case 4:
		return haxS("login-pair", "notes", fmt.Sprintf("%s\nU: %s\nP: %s", svc, u, p), p)
	case 5:
		return haxS("login-pair", "chat", fmt.Sprintf("creds for %s -> %s:%s", svc, u, p), p)
	case 6:
		return haxS("login-pair", "markdown", fmt.Sprintf("| Client | Service | Login | Password |\n|---|---|---|---|\n| %s | %s | %s | %s |\n| %s | %s | %s | %s |", c, svc, u, p, haxPick(haxClients...), haxPick(haxServices...), "see vault", "see vault"), p)
	case 7:
		return haxS("login-pair", "email", fmt.Sprintf("Hi %s,\n\nHere are the details for the %s account:\nusername: %s\npassword: %s\n\nPlease change it after your first login.\n\nBest,\n%s", haxPick(haxFirst...), svc, u, p, haxPick(haxFirst...)), p)
	case 8:
		return haxS("login-pair", "chat", fmt.Sprintf("%s (%s) — user %s pw %s", svc, c, u, p), p)
	case 9:
		return haxS("login-pair", "onboarding", fmt.Sprintf("Client onboarding — %s\n1. Website: https://%s/wp-admin\n   Login: %s\n   Password: %s\n2. Brand guide: in the shared Drive folder\n3. Billing: %s, monthly retainer", c, haxDomain(c), u, p, haxPick("Xero", "FreshBooks", "Wave")), p)
	case 10:
		return haxS("login-pair", "chat", fmt.Sprintf("the %s acct is %s and the pass is %s", strings.ToLower(svc), u, p), p)
	case 11:
		return haxS("login-pair", "fiverr", fmt.Sprintf("Order update: I can start once I have access. You can add me as a collaborator, or send login %s and password %s (I'll change nothing except the posts).", u, p), p)
	case 12:
		return haxS("login-pair", "csv", fmt.Sprintf("service,login,password\n%s,%s,%s\n%s,%s,%s", svc, u, p, haxPick(haxServices...), haxUser(c), haxPick("(2FA only)", "ask client", "in 1Password")), p)
	case 13:
		return haxS("login-pair", "notes", fmt.Sprintf("%s → %s\n  └ %s", svc, u, p), p)
	case 14:
		fl := haxFiller()
		return haxK(haxS("login-pair", "chat", fmt.Sprintf("%s\n%s: %s%s%s", fl, svc, u, sep, p), p), fl)
	default:
		return haxS("login-pair", "notes", fmt.Sprintf("* %s [%s] %s , %s", c, svc, u, p), p)
	}
}

// haxLongTok gives a long token that people end up wrapping, and whose it is.
func haxLongTok() (string, string) {
	switch rng.IntN(9) {
	case 0:
		return "OpenAI", "sk-proj-" + haxRnd(b64url, 64) + "T3BlbkFJ" + haxRnd(b64url, 40)
	case 1:
		return "GitHub", "github_pat_11" + haxRnd(upper+digits, 20) + "_" + haxRnd(alnum, 59)
	case 2:
		return "Stripe", "sk_live_51" + haxRnd(alnum, 96)
	case 3:
		return "SendGrid", "SG." + haxRnd(b64url, 22) + "." + haxRnd(b64url, 43)
	case 4:
		return "Slack", "xoxp-" + haxRnd(digits, 12) + "-" + haxRnd(digits, 12) + "-" + haxRnd(digits, 13) + "-" + haxHex(32)
	case 5:
		return "Anthropic", "sk-ant-api03-" + haxRnd(b64url, 93) + "AA"
	case 6:
		return "Meta Graph", "EAAG" + haxRnd(alnum, 180)
	case 7:
		return haxPick("the API", "the webhook signing", "the license server"), haxHex(64)
	default:
		return "Shopify", "shpat_" + haxHex(32) + haxHex(32)
	}
}

func haxSplitKey() Sample {
	svc, t := haxLongTok()
	cut := len(t)/2 + haxNum(-8, 8)
	a, b := t[:cut], t[cut:]
	c := haxPick(haxClients...)
	switch rng.IntN(9) {
	case 0:
		return haxS("split-key", "chat", fmt.Sprintf("%s key for %s (WhatsApp broke it in two, join the lines):\n%s\n%s", svc, c, a, b), a, b)
	case 1:
		return haxK(haxS("split-key", "notes", fmt.Sprintf("## %s\n%s key:\n%s\n%s\nrotates every 90 days\n%s", c, svc, a, b, haxFiller()), a, b), "rotates every 90 days")
	case 2:
		return haxS("split-key", "log", fmt.Sprintf("[%02d:%02d:%02d] auth header = Bearer %s\n    %s\n[%02d:%02d:%02d] 401 Unauthorized", haxNum(0, 23), haxNum(0, 59), haxNum(0, 59), a, b, haxNum(0, 23), haxNum(0, 59), haxNum(0, 59)), a, b)
	case 3:
		return haxS("split-key", "email", fmt.Sprintf("Hi %s,\n\nthe new %s token is below (copy both lines as one):\n\n%s\n%s\n\nThanks!", haxPick(haxFirst...), svc, a, b), a, b)
	case 4:
		return haxS("split-key", "chat", fmt.Sprintf("token: %s\n%s", a, b), a, b)
	case 5:
		return haxS("split-key", "notes", fmt.Sprintf("%s — %s\n  key = %s\\\n        %s", c, svc, a, b), a, b)
	case 6:
		return haxS("split-key", "ticket", fmt.Sprintf("Ticket #%d: integration down for %s\nCustomer pasted the key:\n> %s\n> %s\nWe asked them to rotate it.", haxNum(1000, 99999), c, a, b), a, b)
	case 7:
		return haxS("split-key", "chat", fmt.Sprintf("aqui está a chave da API (%s), ficou em duas linhas:\n%s\n%s", svc, a, b), a, b)
	default:
		return haxS("split-key", "log", fmt.Sprintf("ERROR invalid api key \"%s\n%s\" (contains newline)", a, b), a, b)
	}
}

func haxKeyID() Sample {
	id := haxHex(40)
	proj := haxPick("bloom-bakery-site", "okafor-legal-docs", "translate-pipeline", "invoices-sync", "client-reports-2024", "sheets-automation")
	proj += "-" + fmt.Sprint(haxNum(100000, 999999))
	sa := haxPick("sheets-bot", "drive-uploader", "reporting", "zapier-sync", "backup") + "@" + proj + ".iam.gserviceaccount.com"
	switch rng.IntN(10) {
	case 0:
		return haxS("key-id", "chat", fmt.Sprintf("the service account file they sent has \"private_key_id\": \"%s\" and client_email %s — is that the right one?", id, sa), id)
	case 1:
		return haxS("key-id", "json", fmt.Sprintf("{\n  \"type\": \"service_account\",\n  \"project_id\": \"%s\",\n  \"private_key_id\": \"%s\",\n  \"client_email\": \"%s\"\n}", proj, id, sa), id)
	case 2:
		return haxS("key-id", "notes", fmt.Sprintf("GCP key for %s: private_key_id %s (created %d-%02d, delete the old one)", haxPick(haxClients...), id, haxNum(2022, 2025), haxNum(1, 12)), id)
	case 3:
		return haxS("key-id", "yaml", fmt.Sprintf("gcp:\n  project: %s\n  private_key_id: %s\n  client_email: %s", proj, id, sa), id)
	case 4:
		return haxS("key-id", "python", fmt.Sprintf("creds = {\n    'type': 'service_account',\n    'project_id': '%s',\n    'private_key_id': '%s',\n    'client_email': '%s',\n}", proj, id, sa), id)
	case 5:
		return haxS("key-id", "chat", fmt.Sprintf("key id is %s for %s", id, sa), id)
	case 6:
		return haxS("key-id", "ticket", fmt.Sprintf("Sheets sync failing since Monday. Error says key %s for %s is disabled. Please issue a new JSON key.", id, sa), id)
	case 7:
		return haxS("key-id", "toml", fmt.Sprintf("[google]\nproject_id = \"%s\"\nprivate_key_id = \"%s\"", proj, id), id)
	case 8:
		return haxS("key-id", "chat", fmt.Sprintf("'private_key_id': '%s' — ist das der richtige Schlüssel für das Projekt %s?", id, proj), id)
	default:
		return haxS("key-id", "env", fmt.Sprintf("GOOGLE_PROJECT_ID=%s\nGOOGLE_PRIVATE_KEY_ID=%s\nGOOGLE_CLIENT_EMAIL=%s", proj, id, sa), id)
	}
}
