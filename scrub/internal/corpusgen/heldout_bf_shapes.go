package main

// heldout_bf_shapes.go: the four shapes the brief asks for by name: Discord bot tokens, login
// pairs written "user / password", keys wrapped across two lines, and service-account key ids.

import (
	"fmt"
	"strings"
)

func hbfShapes() []Sample {
	var out []Sample
	out = append(out, hbfRep(32, hbfDiscordSample)...)
	out = append(out, hbfRep(36, hbfLoginPair)...)
	out = append(out, hbfRep(32, hbfSplitKey)...)
	out = append(out, hbfRep(30, hbfKeyID)...)
	return out
}

func hbfDiscordSample() Sample {
	t := hbfDiscordTok()
	bot := hbfP("ClaimsBot", "FNOL-notifier", "uw-queue-bot", "BDX Reminder", "CatWatch", "renewal-pinger")
	switch rng.IntN(12) {
	case 0:
		return hbfS("discord-token", "chat", fmt.Sprintf("here's the token for %s so you can restart it: %s", bot, t), t)
	case 1:
		return hbfS("discord-token", "env", fmt.Sprintf("# %s\nDISCORD_TOKEN=%s\nGUILD_ID=%s\nCHANNEL_CLAIMS=%s", bot, t, hbfDig(18), hbfDig(18)), t)
	case 2:
		return hbfS("discord-token", "json", fmt.Sprintf("{\n  \"prefix\": \"!\",\n  \"token\": \"%s\",\n  \"adjusterRole\": \"Field Adjuster\"\n}", t), t)
	case 3:
		s := fmt.Sprintf("import discord\n\nintents = discord.Intents.default()\nclient = discord.Client(intents=intents)\n\n@client.event\nasync def on_ready():\n    print('cat event bot ready')\n\nclient.run('%s')", t)
		return hbfK(hbfS("discord-token", "python", s, t), "    print('cat event bot ready')")
	case 4:
		return hbfS("discord-token", "javascript", fmt.Sprintf("const { Client, GatewayIntentBits } = require('discord.js');\nconst client = new Client({ intents: [GatewayIntentBits.Guilds] });\nclient.login(\"%s\");", t), t)
	case 5:
		return hbfS("discord-token", "yaml", fmt.Sprintf("services:\n  %s:\n    image: ghcr.io/pinecrest-ins/claimsbot:1.4.2\n    environment:\n      - BOT_TOKEN=%s\n      - LOG_LEVEL=info", strings.ToLower(strings.ReplaceAll(bot, " ", "-")), t), t)
	case 6:
		return hbfS("discord-token", "notes", fmt.Sprintf("Meeting notes – claims ops sync\n- %s posts new FNOLs into #intake now\n- bot token (regenerated after the leak): %s\n- next: add hail map links", bot, t), t)
	case 7:
		return hbfS("discord-token", "log", fmt.Sprintf("2025-0%d-1%d 08:1%d:02 DEBUG gateway: identify payload token=%s shard=0/1", hbfN(1, 9), hbfN(0, 9), hbfN(0, 9), t), t)
	case 8:
		return hbfS("discord-token", "chat-de", fmt.Sprintf("Kannst du den Bot neu starten? Token ist %s – bitte nicht ins Wiki kopieren.", t), t)
	case 9:
		return hbfS("discord-token", "toml", fmt.Sprintf("[discord]\ntoken = '%s'\nstatus = \"watching the claims queue\"", t), t)
	case 10:
		return hbfS("discord-token", "shell", fmt.Sprintf("$ export DISCORD_BOT_TOKEN=\"%s\"\n$ node index.js\nLogged in as %s#%s", t, bot, hbfR(digits, 4)), t)
	default:
		return hbfS("discord-token", "chat-es", fmt.Sprintf("El token del bot de siniestros es %s, lo cambio el viernes.", t), t)
	}
}

func hbfLoginPair() Sample {
	u := hbfUser()
	pw := hbfPw()
	sys := hbfP("router", "Guidewire PolicyCenter UAT", "Duck Creek QA", "the carrier portal", "the rating engine sandbox",
		"Applied Epic", "the claims photo app", "the MGA portal", "the reinsurer SFTP", "the NAS in the Leeds office", "Vertafore AMS360")
	c := "login-pair"
	switch rng.IntN(24) {
	case 0:
		return hbfS(c, "chat", fmt.Sprintf("router login %s / %s", u, pw), pw)
	case 1:
		return hbfS(c, "chat", fmt.Sprintf("login is %s / %s for %s", u, pw, sys), pw)
	case 2:
		s := fmt.Sprintf("access:\n  system: %s\n  login: %s / %s\n  owner: underwriting ops", sys, u, pw)
		return hbfK(hbfS(c, "yaml", s, pw), "  owner: underwriting ops")
	case 3:
		return hbfS(c, "chat", fmt.Sprintf("@%s %s creds are %s/%s, it forces a reset after first login", strings.ToLower(hbfName()), sys, u, pw), pw)
	case 4:
		return hbfS(c, "chat", fmt.Sprintf("user: %s pass: %s", u, pw), pw)
	case 5:
		s := fmt.Sprintf("%s\nUsername: %s\nPassword: %s\nMFA: push to the shared phone", sys, u, pw)
		return hbfK(hbfS(c, "notes", s, pw), "MFA: push to the shared phone")
	case 6:
		return hbfS(c, "email", fmt.Sprintf("Hi %s,\n\nYour temporary access to %s is %s and password %s. Please change it after logging in.\n\nKind regards,\nBroker Support", hbfName(), sys, u, pw), pw)
	case 7:
		return hbfS(c, "chat", fmt.Sprintf("u/p for %s: %s / %s", sys, u, pw), pw)
	case 8:
		return hbfS(c, "chat", fmt.Sprintf("use %s and %s to get into %s", u, pw, sys), pw)
	case 9:
		return hbfS(c, "chat", fmt.Sprintf("%s → %s:%s", sys, u, pw), pw)
	case 10:
		return hbfS(c, "ticket", fmt.Sprintf("INC-%d: adjuster can't log into %s. Reset done, new creds %s // %s. Closing.", hbfN(10000, 99999), sys, u, pw), pw)
	case 11:
		return hbfS(c, "chat-de", fmt.Sprintf("Zugang %s: Benutzer %s / Passwort %s", sys, u, pw), pw)
	case 12:
		return hbfS(c, "chat-es", fmt.Sprintf("acceso al portal: usuario %s, contraseña %s", u, pw), pw)
	case 13:
		return hbfS(c, "chat-fr", fmt.Sprintf("Identifiant : %s / mot de passe : %s (portail assureur)", u, pw), pw)
	case 14:
		return hbfS(c, "chat-ja", fmt.Sprintf("代理店ポータルのユーザー名は %s、パスワードは %s です。", u, pw), pw)
	case 15:
		return hbfS(c, "chat-ru", fmt.Sprintf("логин %s пароль %s — это от тестового стенда", u, pw), pw)
	case 16:
		return hbfS(c, "chat-zh", fmt.Sprintf("理赔系统账号：%s 密码：%s", u, pw), pw)
	case 17:
		s := fmt.Sprintf("| System | Login | Notes |\n|---|---|---|\n| %s | %s / %s | shared by the claims team |\n| Verisk ISO ClaimSearch | SSO | via Okta |", sys, u, pw)
		return hbfK(hbfS(c, "markdown", s, pw), "| Verisk ISO ClaimSearch | SSO | via Okta |")
	case 18:
		return hbfS(c, "chat", fmt.Sprintf("creds = %s | %s", u, pw), pw)
	case 19:
		return hbfS(c, "chat", fmt.Sprintf("it's %s with password %s", u, pw), pw)
	case 20:
		s := fmt.Sprintf("Wi-Fi at the Bristol claims office\nadmin page: http://192.168.%d.1\nadmin / %s\nguest network is open", hbfN(0, 9), pw)
		return hbfK(hbfS(c, "notes", s, pw), "guest network is open")
	case 21:
		return hbfS(c, "chat-pt", fmt.Sprintf("login do sistema de sinistros: %s senha %s", u, pw), pw)
	case 22:
		return hbfS(c, "chat", fmt.Sprintf("%s (%s) login=%s pw=%s", sys, hbfHost(), u, pw), pw)
	default:
		return hbfS(c, "chat", fmt.Sprintf("the %s login is %s, password's %s", sys, u, pw), pw)
	}
}

// hbfWrap splits a token at a point that leaves both halves long.
func hbfWrap(t string) (string, string) {
	k := len(t)/2 + hbfN(-len(t)/6, len(t)/6)
	if k < 16 {
		k = 16
	}
	return t[:k], t[k:]
}

func hbfSplitKey() Sample {
	t, what := hbfAnyToken()
	if rng.IntN(3) == 0 {
		t, what = hbfR(alnum, hbfN(48, 72)), hbfP("Guidewire integration key", "rating API key", "Duck Creek service key", "claims photo app secret")
	}
	a, b := hbfWrap(t)
	c := "split-key"
	switch rng.IntN(10) {
	case 0:
		return hbfS(c, "chat", fmt.Sprintf("%s is\n%s\n%s\nit wrapped in the email, join the two lines", what, a, b), a, b)
	case 1:
		s := fmt.Sprintf("Notes 14/%02d\n- moved bordereaux upload to the new SFTP\n- %s: %s\n%s\n- ask %s about the reserve triangle", hbfN(1, 12), what, a, b, hbfName())
		return hbfK(hbfS(c, "notes", s, a, b), "- moved bordereaux upload to the new SFTP")
	case 2:
		day, sec := hbfN(10, 28), hbfN(10, 58)
		s := fmt.Sprintf("2025-03-%02dT10:22:%02dZ WARN  auth: retrying with key=%s\n    %s\n2025-03-%02dT10:22:%02dZ INFO  auth: ok", day, sec, a, b, day, sec+1)
		return hbfS(c, "log", s, a, b)
	case 3:
		return hbfS(c, "email", fmt.Sprintf("> Can you resend the %s?\n\nSure, here:\n%s\n%s\n\nThanks,\n%s", what, a, b, hbfName()), a, b)
	case 4:
		return hbfS(c, "chat", fmt.Sprintf("[10:4%d] %s: token %s\n[10:4%d] %s: %s\n[10:4%d] %s: ^ second half, slack cut it", hbfN(0, 9), hbfName(), a, hbfN(0, 9), hbfName(), b, hbfN(0, 9), hbfName()), a, b)
	case 5:
		s := fmt.Sprintf("API_KEY=%s\\\n%s", a, b)
		return hbfS(c, "env", s, a, b)
	case 6:
		return hbfS(c, "notes", fmt.Sprintf("%s (copied from the vendor PDF, line break in the middle):\n  %s\n  %s", what, a, b), a, b)
	case 7:
		return hbfS(c, "chat-de", fmt.Sprintf("Der Schlüssel für die Tarif-API:\n%s\n%s\n(zwei Zeilen, einfach zusammenfügen)", a, b), a, b)
	case 8:
		s := fmt.Sprintf("curl -s https://api.%s/v2/quotes \\\n  -H \"X-Api-Key: %s\n%s\"", hbfP("ratingcloud.io", "brokerhub.io", "quoteengine.net"), a, b)
		return hbfS(c, "shell", s, a, b)
	default:
		return hbfS(c, "ticket", fmt.Sprintf("Ticket UW-%d\nVendor sent the new %s:\n%s\n%s\nPlease rotate in Vault by Friday.", hbfN(1000, 9999), what, a, b), a, b)
	}
}

func hbfKeyID() Sample {
	id := hbfHex(40)
	proj := hbfP("uw-analytics-prod", "claims-ml-4471", "actuarial-sandbox", "bdx-pipeline", "cat-model-dev")
	sa := hbfP("etl-runner", "looker-export", "reserving-nb", "fnol-ingest") + "@" + proj + ".iam.gserviceaccount.com"
	c := "key-id"
	switch rng.IntN(12) {
	case 0:
		return hbfS(c, "chat", fmt.Sprintf("the json we got has \"private_key_id\": \"%s\" — is that the one that leaked?", id), id)
	case 1:
		s := fmt.Sprintf("{\n  \"type\": \"service_account\",\n  \"project_id\": \"%s\",\n  \"private_key_id\": \"%s\",\n  \"client_email\": \"%s\"\n}", proj, id, sa)
		return hbfS(c, "json", s, id)
	case 2:
		pem := hbfPEM("")
		js := strings.ReplaceAll(pem, "\n", "\\n")
		s := fmt.Sprintf("{\"type\": \"service_account\", \"project_id\": \"%s\", \"private_key_id\": \"%s\", \"private_key\": \"%s\\n\", \"client_email\": \"%s\"}", proj, id, js, sa)
		return hbfS(c, "json", s, id, js)
	case 3:
		return hbfS(c, "notes", fmt.Sprintf("Rotated the BigQuery SA for the reserving notebooks. Old private_key_id %s, disable it in IAM after %s confirms.", id, hbfName()), id)
	case 4:
		return hbfS(c, "python", fmt.Sprintf("info = {\n    'type': 'service_account',\n    'project_id': '%s',\n    'private_key_id': '%s',\n}\ncreds = service_account.Credentials.from_service_account_info(info)", proj, id), id)
	case 5:
		return hbfS(c, "yaml", fmt.Sprintf("gcp:\n  project: %s\n  private_key_id: %s\n  client_email: %s", proj, id, sa), id)
	case 6:
		return hbfS(c, "log", fmt.Sprintf("I0312 09:14:%02d auth.go:88] loaded credentials client_email=%s private_key_id=%s", hbfN(10, 59), sa, id), id)
	case 7:
		return hbfS(c, "chat-fr", fmt.Sprintf("Dans le fichier JSON : \"private_key_id\": \"%s\". Je le révoque ce soir.", id), id)
	case 8:
		return hbfS(c, "r", fmt.Sprintf("# actuarial notebook\nsa <- list(type = \"service_account\", project_id = \"%s\",\n  private_key_id = \"%s\")\nbq_auth(path = \"sa.json\")", proj, id), id)
	case 9:
		prev := hbfHex(40)
		return hbfS(c, "diff", fmt.Sprintf("--- a/secrets/sa.json\n+++ b/secrets/sa.json\n@@ -2,3 +2,3 @@\n   \"project_id\": \"%s\",\n-  \"private_key_id\": \"%s\",\n+  \"private_key_id\": \"%s\",", proj, prev, id), prev, id)
	case 10:
		key := hbfHex(40)
		return hbfS(c, "chat", fmt.Sprintf("two keys on that SA: %s (old) and %s (new, in Secret Manager)", key, id), key, id)
	default:
		return hbfS(c, "ticket", fmt.Sprintf("SEC-%d: service account key exposed in bordereaux repo. key id: '%s'. Action: delete key, re-issue.", hbfN(100, 999), id), id)
	}
}
