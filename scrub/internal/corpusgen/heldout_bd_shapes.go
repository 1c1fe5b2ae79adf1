package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// The four shapes the brief singles out: Discord bot tokens, login pairs, keys split across two
// lines, and service-account key ids quoted in prose.

func hbdShapeGens() []hbdGen {
	return []hbdGen{
		{30, hbdDiscordBot},
		{35, hbdLoginPair},
		{28, hbdSplitKey},
		{28, hbdKeyID},
	}
}

func hbdDiscordToken() string {
	id := hbdP("1", "2", "3", "4", "5", "6", "7", "8", "9") + hbdD(hbdI(16, 18))
	first := strings.TrimRight(base64.StdEncoding.EncodeToString([]byte(id)), "=")
	last := hbdR(b64url, hbdP(27, 38))
	return first + "." + hbdR(b64url, 6) + "." + last
}

func hbdDiscordBot() Sample {
	t := hbdDiscordToken()
	ord := hbdOrdinary()
	var text, f string
	switch rng.IntN(14) {
	case 0:
		f, text = "chat", fmt.Sprintf("the go-live notifier bot token is %s, please don't paste it in the public channel", t)
	case 1:
		f, text = "env", fmt.Sprintf("# cutover alerts bot\nDISCORD_TOKEN=%s\nDISCORD_CHANNEL_ID=%s\nLOG_LEVEL=info", t, hbdD(18))
	case 2:
		f, text = "json", fmt.Sprintf("{\n  \"prefix\": \"!\",\n  \"token\": \"%s\",\n  \"guildId\": \"%s\"\n}", t, hbdD(18))
	case 3:
		f, text = "python", fmt.Sprintf("import discord\n\nclient = discord.Client(intents=discord.Intents.default())\n# TODO move to vault\nclient.run(\"%s\")", t)
	case 4:
		f, text = "javascript", fmt.Sprintf("const { Client, GatewayIntentBits } = require('discord.js');\nconst client = new Client({ intents: [GatewayIntentBits.Guilds] });\nclient.login('%s');", t)
	case 5:
		f, text = "yaml", fmt.Sprintf("discord:\n  bot_token: %s\n  notify_on:\n    - idoc_error\n    - job_cancelled", t)
	case 6:
		f, text = "shell", fmt.Sprintf("$ curl -s -H \"Authorization: Bot %s\" https://discord.com/api/v10/users/@me | jq .username\n\"sap-job-watch\"", t)
	case 7:
		f, text = "chat-de", fmt.Sprintf("Der Bot-Token für den Hypercare-Kanal lautet %s – bitte nicht weitergeben.", t)
	case 8:
		f, text = "log", fmt.Sprintf("%s %s INFO  bot.startup  logging in with token=%s\n%s %s INFO  bot.ready  connected as sap-job-watch#4412", hbdDate(), hbdTime(), t, hbdDate(), hbdTime())
	case 9:
		f, text = "notes", fmt.Sprintf("Meeting notes – monitoring\n- %s\n- Discord bot for batch job alerts is live\n- token: %s\n- owner: %s", ord, t, hbdName())
		return hbdSK("discord-token", f, text, []string{ord}, t)
	case 10:
		f, text = "toml", fmt.Sprintf("[bot]\nname = \"cpi-alerts\"\ntoken = \"%s\"\nchannel = %s", t, hbdD(18))
	case 11:
		f, text = "csharp", fmt.Sprintf("var client = new DiscordSocketClient();\nawait client.LoginAsync(TokenType.Bot, \"%s\");\nawait client.StartAsync();", t)
	case 12:
		f, text = "chat-es", fmt.Sprintf("oye, el token del bot de Discord es %s (lo cambio después del go-live)", t)
	default:
		f, text = "ticket", fmt.Sprintf("INC%s – Discord alert bot stopped posting\nSteps: restarted container, token in use %s, still 401.\n%s", hbdD(7), t, ord)
		return hbdSK("discord-token", f, text, []string{ord}, t)
	}
	return hbdS("discord-token", f, text, t)
}

func hbdLoginPair() Sample {
	u := hbdUser()
	p := hbdPW()
	sid := hbdSID()
	cl := hbdClient()
	ord := hbdOrdinary()
	var text, f string
	switch rng.IntN(26) {
	case 0:
		f, text = "chat", fmt.Sprintf("router login admin / %s", p)
	case 1:
		f, text = "chat", fmt.Sprintf("fyi the login is admin / %s for the test Odoo box", p)
	case 2:
		f, text = "yaml", fmt.Sprintf("sap_gui:\n  system: %s\n  client: %s\n  login: %s / %s\n  language: EN", sid, cl, u, p)
	case 3:
		f, text = "chat", fmt.Sprintf("%s client %s -> %s / %s", sid, cl, u, p)
	case 4:
		f, text = "notes", fmt.Sprintf("Sandbox creds: %s:%s", u, p)
	case 5:
		f, text = "email", fmt.Sprintf("Hi %s,\n\nyour user for the %s training system is %s, password %s. Please change it at first logon.\n\nBest,\n%s", hbdName(), sid, u, p, hbdName())
	case 6:
		f, text = "chat-de", fmt.Sprintf("Benutzer: %s / Kennwort: %s (Mandant %s)", u, p, cl)
	case 7:
		f, text = "chat-fr", fmt.Sprintf("utilisateur %s, mot de passe %s — c'est pour la recette uniquement", u, p)
	case 8:
		f, text = "chat-es", fmt.Sprintf("usuario: %s  contraseña: %s", u, p)
	case 9:
		f, text = "markdown", fmt.Sprintf("| System | Client | User | Password |\n|---|---|---|---|\n| %s | %s | %s | %s |", sid, cl, u, p)
	case 10:
		f, text = "csv", fmt.Sprintf("system,client,user,password\n%s,%s,%s,%s", sid, cl, u, p)
	case 11:
		f, text = "chat", fmt.Sprintf("log in with %s and %s, then run SE38", u, p)
	case 12:
		f, text = "chat", fmt.Sprintf("u: %s  p: %s", u, p)
	case 13:
		f, text = "chat", fmt.Sprintf("creds -> %s // %s", u, p)
	case 14:
		f, text = "notes-de", fmt.Sprintf("Zugang QAS\nLogin: %s\nPasswort: %s\n%s", u, p, ord)
		return hbdSK("password-login-pair", f, text, []string{ord}, p)
	case 15:
		f, text = "chat-ja", fmt.Sprintf("検証環境のユーザー名: %s パスワード: %s です", u, p)
	case 16:
		f, text = "chat", fmt.Sprintf("%s pw %s", u, p)
	case 17:
		f, text = "chat", fmt.Sprintf("use admin/%s for the Odoo instance on port 8069", p)
	case 18:
		f, text = "runbook", fmt.Sprintf("Step 4: log on to %s/%s as %s (password: %s) and start transaction STMS.\n%s", sid, cl, u, p, ord)
		return hbdSK("password-login-pair", f, text, []string{ord}, p)
	case 19:
		f, text = "chat-pt", fmt.Sprintf("login %s senha %s", u, p)
	case 20:
		f, text = "chat-it", fmt.Sprintf("utente %s / password %s per l'ambiente di test", u, p)
	case 21:
		f, text = "ini", fmt.Sprintf("[%s]\nhost = %s\nuser = %s\npass = %s", strings.ToLower(sid), hbdHost(), u, p)
	case 22:
		f, text = "chat-nl", fmt.Sprintf("inloggen met %s en wachtwoord %s", u, p)
	case 23:
		f, text = "chat-pl", fmt.Sprintf("login: %s, hasło: %s", u, p)
	case 24:
		f, text = "chat", fmt.Sprintf("Switch admin creds are admin / %s btw, the printer VLAN is on port 12", p)
	default:
		f, text = "chat-zh", fmt.Sprintf("测试系统账号 %s 密码 %s", u, p)
	}
	return hbdS("password-login-pair", f, text, p)
}

// hbdLongToken returns a long secret value and a label for it.
func hbdLongToken() (string, string) {
	switch rng.IntN(8) {
	case 0:
		return hbdB64(64), "Azure storage account key"
	case 1:
		return "github_pat_" + hbdMix(22) + "_" + hbdMix(59), "GitHub fine-grained PAT"
	case 2:
		return "5Aep861" + hbdR(alnum+"._", 80), "Salesforce refresh token"
	case 3:
		return hbdHex(64), "NetSuite token secret"
	case 4:
		return "xoxb-" + hbdD(12) + "-" + hbdD(13) + "-" + hbdMix(24), "Slack bot token"
	case 5:
		return "sk-proj-" + hbdR(b64url, 100), "OpenAI key"
	case 6:
		return hbdUUID() + "$" + hbdB64URL(32), "CPI client secret"
	default:
		return "sv=2022-11-02&ss=b&srt=sco&sp=rwdlac&se=2026-01-31T18:00:00Z&spr=https&sig=" + strings.ReplaceAll(hbdB64(32), "/", "%2F"), "SAS token"
	}
}

func hbdSplitKey() Sample {
	t, what := hbdLongToken()
	cut := len(t)/2 + hbdI(-6, 6)
	a, b := t[:cut], t[cut:]
	ord := hbdOrdinary()
	var text, f string
	switch rng.IntN(10) {
	case 0:
		f, text = "chat", fmt.Sprintf("here's the %s, Teams wrapped it, join the two lines:\n%s\n%s", what, a, b)
	case 1:
		f, text = "notes", fmt.Sprintf("%s (copy both lines, no space in between):\n    %s\n    %s\n%s", what, a, b, ord)
		return hbdSK("split-secret", f, text, []string{ord}, a, b)
	case 2:
		f, text = "log", fmt.Sprintf("%s %s DEBUG http.client  header Authorization=Bearer %s\n%s %s DEBUG http.client  (cont) %s\n%s %s INFO  http.client  200 OK", hbdDate(), hbdTime(), a, hbdDate(), hbdTime(), b, hbdDate(), hbdTime())
	case 3:
		f, text = "email", fmt.Sprintf("> Could you resend the %s?\n\nSure, here it is (my mail client breaks it):\n%s\n%s\n\nRegards, %s", what, a, b, hbdName())
	case 4:
		f, text = "shell", fmt.Sprintf("export INTEGRATION_SECRET='%s\\\n%s'", a, b)
	case 5:
		f, text = "yaml", fmt.Sprintf("integration:\n  endpoint: https://%s/api\n  secret: >-\n    %s\n    %s", hbdHost(), a, b)
	case 6:
		f, text = "chat-de", fmt.Sprintf("Der %s ist zu lang für eine Zeile:\n%s\n%s\nBitte zusammenfügen.", what, a, b)
	case 7:
		f, text = "ticket", fmt.Sprintf("Ticket %s: interface down after key rotation.\nNew %s:\n%s\n%s\n%s", "CHG"+hbdD(7), what, a, b, ord)
		return hbdSK("split-secret", f, text, []string{ord}, a, b)
	case 8:
		f, text = "markdown", fmt.Sprintf("### Rotated %s\n\n```\n%s\n%s\n```\n\nValid until the next quarterly rotation.", what, a, b)
	default:
		f, text = "chat", fmt.Sprintf("%s part 1: %s\npart 2: %s", what, a, b)
	}
	return hbdS("split-secret", f, text, a, b)
}

func hbdKeyID() Sample {
	id := hbdHex(40)
	proj := hbdP("sap-cpi-", "erp-bridge-", "crm-sync-", "s4-analytics-", "odoo-prod-") + hbdD(4)
	sa := hbdP("cpi-connector", "bq-loader", "sf-sync", "gcs-edi", "looker-erp") + "@" + proj + ".iam.gserviceaccount.com"
	ord := hbdOrdinary()
	var text, f string
	switch rng.IntN(12) {
	case 0:
		f, text = "chat", fmt.Sprintf("the service account JSON has \"private_key_id\": \"%s\", can you rotate it before go-live?", id)
	case 1:
		f, text = "json", fmt.Sprintf("{\n  \"type\": \"service_account\",\n  \"project_id\": \"%s\",\n  \"private_key_id\": \"%s\",\n  \"client_email\": \"%s\",\n  \"token_uri\": \"https://oauth2.googleapis.com/token\"\n}", proj, id, sa)
		return hbdSK("service-account-key-id", f, text, []string{sa}, id)
	case 2:
		f, text = "notes", fmt.Sprintf("Key for %s: private_key_id %s (created %s)\n%s", sa, id, hbdDate(), ord)
		return hbdSK("service-account-key-id", f, text, []string{ord}, id)
	case 3:
		f, text = "python", fmt.Sprintf("creds_info = {\n    'type': 'service_account',\n    'private_key_id': '%s',\n    'client_email': '%s',\n}", id, sa)
	case 4:
		f, text = "toml", fmt.Sprintf("[gcp]\nproject = \"%s\"\nprivate_key_id = \"%s\"", proj, id)
	case 5:
		f, text = "env", fmt.Sprintf("GCP_PROJECT=%s\nGCP_PRIVATE_KEY_ID=%s\nGCP_CLIENT_EMAIL=%s", proj, id, sa)
	case 6:
		f, text = "yaml", fmt.Sprintf("gcs_sink:\n  bucket: edi-inbound-%s\n  credentials:\n    private_key_id: \"%s\"\n    client_email: %s", hbdD(3), id, sa)
	case 7:
		f, text = "chat-de", fmt.Sprintf("Im JSON steht \"private_key_id\": \"%s\" – bitte den Schlüssel sperren, er lag im Git.", id)
	case 8:
		f, text = "ticket", fmt.Sprintf("SEC-%s leaked key: \"private_key_id\":\"%s\" for %s was committed to the cpi-flows repo.", hbdD(4), id, sa)
	case 9:
		f, text = "chat-fr", fmt.Sprintf("la clé du compte de service (private_key_id = %s) est dans le coffre maintenant", id)
	case 10:
		f, text = "shell", fmt.Sprintf("$ jq -r .private_key_id sa-key.json\n%s\n$ gcloud iam service-accounts keys delete %s --iam-account=%s", id, id, sa)
	default:
		f, text = "javascript", fmt.Sprintf("const key = {\n  type: 'service_account',\n  private_key_id: '%s',\n  client_email: '%s'\n};", id, sa)
	}
	return hbdS("service-account-key-id", f, text, id)
}
