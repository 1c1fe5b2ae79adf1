package main

// heldout-ai: the four shapes asked for by name — Discord bot tokens, login pairs in prose,
// keys wrapped across two lines, and private_key_id values of service accounts.

import (
	"encoding/base64"
	"fmt"
	"strings"
)

func haiFourGens() []haiGen {
	return []haiGen{
		{28, haiDiscordSample},
		{32, haiLoginPairSample},
		{28, haiSplitSample},
		{28, haiKeyIDSample},
	}
}

func haiDiscordToken() string {
	id := fmt.Sprint(haiN(1, 9)) + haiR(digits, haiN(16, 18))
	idb := base64.RawStdEncoding.EncodeToString([]byte(id))
	tail := 27
	if rng.IntN(3) == 0 {
		tail = 38
	}
	return idb + "." + haiR(b64url, 6) + "." + haiR(b64url, tail)
}

func haiDiscordSample() Sample {
	t := haiDiscordToken()
	guild := fmt.Sprint(haiN(1, 9)) + haiR(digits, 17)
	cat := "discord-bot-token"
	switch rng.IntN(18) {
	case 0:
		return haiSec(cat, "chat", fmt.Sprintf("%s, the token for the price-alert bot is %s — please don't paste it in #general", haiName(), t), t)
	case 1:
		s := haiSec(cat, "env", fmt.Sprintf("# discord signals bot\nDISCORD_TOKEN=%s\nGUILD_ID=%s\nALERT_CHANNEL=whale-alerts\n", t, guild), t)
		return haiKeep(s, "ALERT_CHANNEL=whale-alerts")
	case 2:
		return haiSec(cat, "json", fmt.Sprintf("{\n  \"prefix\": \"!\",\n  \"token\": \"%s\",\n  \"owner_id\": \"%s\",\n  \"exchanges\": [\"binance\", \"kraken\"]\n}", t, guild), t)
	case 3:
		return haiSec(cat, "python", fmt.Sprintf("import discord\n\nintents = discord.Intents.default()\nclient = discord.Client(intents=intents)\n\n@client.event\nasync def on_ready():\n    print(f\"logged in as {client.user}\")\n\nclient.run(%q)\n", t), t)
	case 4:
		return haiSec(cat, "javascript", fmt.Sprintf("const { Client, GatewayIntentBits } = require('discord.js');\nconst client = new Client({ intents: [GatewayIntentBits.Guilds] });\nclient.once('ready', () => console.log('pnl bot ready'));\nclient.login('%s');", t), t)
	case 5:
		return haiSec(cat, "yaml", fmt.Sprintf("discord:\n  bot_token: %s\n  channel: portfolio-updates\n  post_every: 1h\n", t), t)
	case 6:
		return haiSec(cat, "shell", fmt.Sprintf("$ curl -s -H \"Authorization: Bot %s\" https://discord.com/api/v10/users/@me | jq .username\n\"LedgerBot\"", t), t)
	case 7:
		return haiSec(cat, "prose-de", fmt.Sprintf("Der Token vom Discord-Bot für die Kursalarme lautet %s (bitte nicht ins Repo committen).", t), t)
	case 8:
		return haiSec(cat, "prose-es", fmt.Sprintf("oye, el token del bot de discord del grupo de trading es %s, guárdalo tú", t), t)
	case 9:
		return haiSec(cat, "log", fmt.Sprintf("%s %s DEBUG discord.http: static login using token %s\n%s %s INFO discord.gateway: Shard ID None has connected to Gateway", haiDate(), haiTime(), t, haiDate(), haiTime()), t)
	case 10:
		return haiSec(cat, "go", fmt.Sprintf("dg, err := discordgo.New(\"Bot %s\")\nif err != nil {\n\tlog.Fatalf(\"discord session: %%v\", err)\n}\ndg.AddHandler(onTrade)", t), t)
	case 11:
		s := haiSec(cat, "compose", fmt.Sprintf("services:\n  tradebot:\n    image: ghcr.io/%s/tradebot:1.4\n    environment:\n      - DISCORD_BOT_TOKEN=%s\n      - EXCHANGE=bybit\n    restart: unless-stopped", strings.ToLower(haiName()), t), t)
		return haiKeep(s, "- EXCHANGE=bybit")
	case 12:
		return haiSec(cat, "prose-ja", fmt.Sprintf("Discordボットのトークン: %s 　※絶対に公開しないこと", t), t)
	case 13:
		return haiSec(cat, "toml", fmt.Sprintf("[discord]\ntoken = \"%s\"\nguild = %s\n\n[binance]\ntestnet = true", t, guild), t)
	case 14:
		return haiSec(cat, "memory-note", fmt.Sprintf("Note to self: the crypto-signals Discord bot logs in with %s. Application id %s is public, that one is fine.", t, guild), t)
	case 15:
		return haiSec(cat, "rust", fmt.Sprintf("let token = \"%s\";\nlet mut client = Client::builder(token, GatewayIntents::GUILD_MESSAGES)\n    .event_handler(Handler)\n    .await?;", t), t)
	case 16:
		return haiSec(cat, "chat", fmt.Sprintf("[%s] %s: bot token again since the old one got reset:\n[%s] %s: %s\n[%s] %s: thx, deploying", haiTime()[:5], haiName(), haiTime()[:5], haiName(), t, haiTime()[:5], haiName()), t)
	default:
		return haiSec(cat, "prose-fr", fmt.Sprintf("Le jeton du bot Discord (celui qui poste les ordres exécutés) : « %s ». À régénérer après le salon.", t), t)
	}
}

func haiLoginPairSample() Sample {
	u := haiUser()
	pw := haiPW()
	h := haiHost()
	cat := "login-pair"
	switch rng.IntN(36) {
	case 0:
		return haiSec(cat, "chat", fmt.Sprintf("router login admin / %s", pw), pw)
	case 1:
		return haiSec(cat, "chat", fmt.Sprintf("the login is %s / %s, same as the old box", u, pw), pw)
	case 2:
		s := haiSec(cat, "yaml", fmt.Sprintf("```yaml\nfritzbox:\n  url: http://192.168.178.1\n  login: admin / %s\n  note: office uplink\n```", pw), pw)
		return haiKeep(s, "url: http://192.168.178.1")
	case 3:
		return haiSec(cat, "chat", fmt.Sprintf("[%s] %s: NAS login is %s / %s", haiTime()[:5], haiName(), u, pw), pw)
	case 4:
		return haiSec(cat, "notes", fmt.Sprintf("creds for %s: %s/%s", h, u, pw), pw)
	case 5:
		s := haiSec(cat, "email", fmt.Sprintf("Hi %s,\n\nyour access to the reporting portal is ready.\nUsername: %s\nPassword: %s\n\nPlease change it after the first login.\n\nBest,\n%s", haiName(), u, pw, haiName()), pw)
		return haiKeep(s, "Please change it after the first login.")
	case 6:
		return haiSec(cat, "notes", fmt.Sprintf("u: %s  p: %s  (%s)", u, pw, h), pw)
	case 7:
		return haiSec(cat, "chat", fmt.Sprintf("log in as %s with %s, then go to Reports > Aged Debtors", u, pw), pw)
	case 8:
		return haiSec(cat, "chat", fmt.Sprintf("sign in as %s, password %s", u, pw), pw)
	case 9:
		s := haiSec(cat, "markdown-table", fmt.Sprintf("| System | Login | Password |\n|---|---|---|\n| DATEV Unternehmen online | kanzlei%02d | %s |\n| Bank portal | see vault | — |", haiN(1, 40), pw), pw)
		return haiKeep(s, "| Bank portal | see vault | — |")
	case 10:
		return haiSec(cat, "csv", fmt.Sprintf("system,user,password,owner\nxero,%s,%s,%s\nquickbooks,sso,,finance", u, pw, haiName()), pw)
	case 11:
		return haiSec(cat, "prose-de", fmt.Sprintf("Zugang Router: admin / %s", pw), pw)
	case 12:
		return haiSec(cat, "prose-de", fmt.Sprintf("Benutzername: %s, Kennwort: %s – gilt für das Kassenbuch-Tool.", u, pw), pw)
	case 13:
		return haiSec(cat, "prose-fr", fmt.Sprintf("identifiant : %s / mot de passe : %s (portail de la banque)", u, pw), pw)
	case 14:
		return haiSec(cat, "prose-es", fmt.Sprintf("usuario: %s contraseña: %s para el servidor de conciliación", u, pw), pw)
	case 15:
		return haiSec(cat, "prose-it", fmt.Sprintf("per il gestionale usa utente %s e password %s", u, pw), pw)
	case 16:
		return haiSec(cat, "prose-pt", fmt.Sprintf("login %s senha %s (é o mesmo do ERP)", u, pw), pw)
	case 17:
		return haiSec(cat, "prose-nl", fmt.Sprintf("gebruikersnaam %s, wachtwoord %s", u, pw), pw)
	case 18:
		return haiSec(cat, "prose-pl", fmt.Sprintf("login: %s hasło: %s", u, pw), pw)
	case 19:
		return haiSec(cat, "prose-ru", fmt.Sprintf("логин: %s, пароль: %s — от личного кабинета брокера", u, pw), pw)
	case 20:
		return haiSec(cat, "prose-ja", fmt.Sprintf("会計システムのログイン: %s / %s", u, pw), pw)
	case 21:
		return haiSec(cat, "prose-zh", fmt.Sprintf("财务系统 账号 %s 密码 %s", u, pw), pw)
	case 22:
		return haiSec(cat, "prose-ko", fmt.Sprintf("회계 서버 아이디 %s 비번 %s 입니다", u, pw), pw)
	case 23:
		return haiSec(cat, "prose-tr", fmt.Sprintf("kullanıcı adı %s şifre %s", u, pw), pw)
	case 24:
		return haiSec(cat, "chat", fmt.Sprintf("ssh %s@%s, pw is %s", u, h, pw), pw)
	case 25:
		return haiSec(cat, "notes", fmt.Sprintf("pfSense: admin/%s", pw), pw)
	case 26:
		return haiSec(cat, "chat", fmt.Sprintf("camera login = admin / %s", pw), pw)
	case 27:
		return haiSec(cat, "chat", fmt.Sprintf("the tax portal login: user %s / %s, the PIN letter is in the safe", u, pw), pw)
	case 28:
		s := haiSec(cat, "runbook", fmt.Sprintf("## Restore the ledger DB\n1. Connect to %s\n2. Log in as %s (password: %s)\n3. Run `pg_restore -d ledger latest.dump`", h, u, pw), pw)
		return haiKeep(s, "3. Run `pg_restore -d ledger latest.dump`")
	case 29:
		return haiSec(cat, "chat", fmt.Sprintf("%s\n%s\nthat's user and pass for the MT5 demo", u, pw), pw)
	case 30:
		return haiSec(cat, "ticket", fmt.Sprintf("FIN-%d: vendor gave us account %s (pw: %s) for the payment portal test", haiN(100, 9999), u, pw), pw)
	case 31:
		return haiSec(cat, "yaml", fmt.Sprintf("accounts:\n  - name: broker-demo\n    login: %s / %s\n  - name: paper\n    login: see 1password", u, pw), pw)
	case 32:
		return haiSec(cat, "chat", fmt.Sprintf("it's %s and the password is %s", u, pw), pw)
	case 33:
		return haiSec(cat, "notes", fmt.Sprintf("%s — %s:%s", h, u, pw), pw)
	case 34:
		return haiSec(cat, "prose-ar", fmt.Sprintf("اسم المستخدم: %s وكلمة المرور: %s", u, pw), pw)
	default:
		return haiSec(cat, "prose-hi", fmt.Sprintf("यूज़रनेम %s और पासवर्ड %s है", u, pw), pw)
	}
}

// haiLongToken returns a long secret worth wrapping.
func haiLongToken() string {
	switch rng.IntN(8) {
	case 0:
		return "sk_live_" + haiR(alnum, 99)
	case 1:
		return "github_pat_11" + haiR(upper+digits, 20) + "_" + haiR(alnum, 59)
	case 2:
		return haiR(alnum, 64)
	case 3:
		return haiR(haiB64, 86) + "=="
	case 4:
		return "xoxb-" + haiR(digits, 12) + "-" + haiR(digits, 13) + "-" + haiR(alnum, 24)
	case 5:
		return "sk-proj-" + haiR(b64url, 120)
	case 6:
		return "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9." + haiR(b64url, 60) + "." + haiR(b64url, 43)
	default:
		return haiR(haiB64, 40)
	}
}

func haiSplitSample() Sample {
	t := haiLongToken()
	cut := len(t) * haiN(40, 65) / 100
	p1, p2 := t[:cut], t[cut:]
	cat := "split-token"
	switch rng.IntN(12) {
	case 0:
		return haiSec(cat, "chat", fmt.Sprintf("here's the key, my terminal wrapped it:\n%s\n%s", p1, p2), p1, p2)
	case 1:
		return haiSec(cat, "notes", fmt.Sprintf("Binance secret (join the two lines, no space):\n%s\n%s\n", p1, p2), p1, p2)
	case 2:
		return haiSec(cat, "log", fmt.Sprintf("%sT%sZ DEBUG client: using api secret %s\n%s\n%sT%sZ INFO client: order book synced", haiDate(), haiTime(), p1, p2, haiDate(), haiTime()), p1, p2)
	case 3:
		s := haiSec(cat, "email", fmt.Sprintf("On Tue, %s wrote:\n> New key for the Stripe Connect payouts:\n> %s\n> %s\n> Rotate the old one by Friday.\n\nThanks, done.", haiName(), p1, p2), p1, p2)
		return haiKeep(s, "> Rotate the old one by Friday.")
	case 4:
		return haiSec(cat, "markdown", fmt.Sprintf("- exchange: kraken\n- api key:\n  %s\n  %s\n- permissions: query funds, trade", p1, p2), p1, p2)
	case 5:
		return haiSec(cat, "yaml", fmt.Sprintf("secret: >-\n  %s\n  %s\npassphrase_required: false", p1, p2), p1, p2)
	case 6:
		return haiSec(cat, "python", fmt.Sprintf("API_SECRET = (\n    \"%s\"\n    \"%s\"\n)", p1, p2), p1, p2)
	case 7:
		return haiSec(cat, "chat", fmt.Sprintf("[%s] %s: token part 1: %s\n[%s] %s: part 2: %s", haiTime()[:5], haiName(), p1, haiTime()[:5], haiName(), p2), p1, p2)
	case 8:
		return haiSec(cat, "meeting-notes", fmt.Sprintf("Sync %s\n* Priya pasted the sandbox key on the whiteboard photo:\n  %s\n  %s\n* Action: move it to the vault", haiDate(), p1, p2), p1, p2)
	case 9:
		return haiSec(cat, "shell", fmt.Sprintf("$ export EXCHANGE_SECRET=%s\\\n%s\n$ python bot.py --dry-run", p1, p2), p1, p2)
	case 10:
		return haiSec(cat, "prose-de", fmt.Sprintf("Hier der neue Schlüssel, ist im Ticket umgebrochen:\n%s\n%s\nBitte zusammenkopieren.", p1, p2), p1, p2)
	default:
		return haiSec(cat, "ticket", fmt.Sprintf("Steps to reproduce:\n1. set key=%s\n%s\n2. call /v2/balance\nExpected: 200, got 401", p1, p2), p1, p2)
	}
}

func haiSAEmail() string {
	proj := haiP("ledger-prod", "fin-warehouse", "treasury-bq", "invoice-ocr", "payments-ops") + "-" + haiR(digits, 6)
	return haiP("bq-export", "firebase-adminsdk-"+haiR(lower+digits, 5), "recon-runner", "sheets-sync") + "@" + proj + ".iam.gserviceaccount.com"
}

func haiKeyIDSample() Sample {
	kid := haiHex(40)
	em := haiSAEmail()
	proj := em[strings.Index(em, "@")+1 : strings.Index(em, ".iam")]
	cat := "sa-private-key-id"
	switch rng.IntN(15) {
	case 0:
		s := haiSec(cat, "json", fmt.Sprintf("{\n  \"type\": \"service_account\",\n  \"project_id\": \"%s\",\n  \"private_key_id\": \"%s\",\n  \"client_email\": \"%s\"\n}", proj, kid, em), kid)
		return haiKeep(s, "\"type\": \"service_account\"")
	case 1:
		return haiSec(cat, "chat", fmt.Sprintf("the SA for the BigQuery ledger export has \"private_key_id\": \"%s\" — rotate it before the audit", kid), kid)
	case 2:
		return haiSec(cat, "log", fmt.Sprintf("%s %s WARN auth: loaded credentials private_key_id=%s client_email=%s", haiDate(), haiTime(), kid, em), kid)
	case 3:
		return haiSec(cat, "yaml", fmt.Sprintf("gcp:\n  project: %s\n  private_key_id: %s\n  client_email: %s", proj, kid, em), kid)
	case 4:
		return haiSec(cat, "python", fmt.Sprintf("info = {\n    'type': 'service_account',\n    'private_key_id': '%s',\n    'client_email': '%s',\n}\ncreds = service_account.Credentials.from_service_account_info(info)", kid, em), kid)
	case 5:
		return haiSec(cat, "prose-de", fmt.Sprintf("Schlüssel-ID des Dienstkontos %s: %s – bitte nach dem Jahresabschluss löschen.", em, kid), kid)
	case 6:
		return haiSec(cat, "notes", fmt.Sprintf("key id %s for %s (sheets → Xero sync)", kid, em), kid)
	case 7:
		body := haiR(haiB64, 64) + "\\n" + haiR(haiB64, 64) + "\\n" + haiR(haiB64, 40)
		return haiSec(cat, "json", fmt.Sprintf("{\"type\": \"service_account\", \"private_key_id\": \"%s\", \"private_key\": \"-----BEGIN PRIVATE KEY-----\\nMIIEv%s\\n-----END PRIVATE KEY-----\\n\", \"client_email\": \"%s\"}", kid, body, em), kid, "MIIEv"+body)
	case 8:
		return haiSec(cat, "ticket", fmt.Sprintf("Leaked? The firebase json in the invoice-ocr repo had \"private_key_id\": \"%s\". Disabled the key in IAM.", kid), kid)
	case 9:
		return haiSec(cat, "chat", fmt.Sprintf("private_key_id is %s btw, in case you need to find it in the console", kid), kid)
	case 10:
		return haiSec(cat, "terraform", fmt.Sprintf("resource \"google_service_account_key\" \"recon\" {\n  service_account_id = google_service_account.recon.name\n}\n# imported: private_key_id = \"%s\"", kid), kid)
	case 11:
		return haiSec(cat, "prose-es", fmt.Sprintf("la cuenta de servicio %s tiene \"private_key_id\": \"%s\", hay que revocarla", em, kid), kid)
	case 12:
		return haiSec(cat, "env", fmt.Sprintf("GOOGLE_PROJECT=%s\nGOOGLE_PRIVATE_KEY_ID=%s\nGOOGLE_CLIENT_EMAIL=%s", proj, kid, em), kid)
	case 13:
		return haiSec(cat, "prose-ja", fmt.Sprintf("サービスアカウントの鍵ID「%s」は漏洩したので無効化済み", kid), kid)
	default:
		prev := haiHex(40)
		return haiSec(cat, "diff", fmt.Sprintf("--- a/config/sa.json\n+++ b/config/sa.json\n@@ -2,3 +2,3 @@\n   \"project_id\": \"%s\",\n-  \"private_key_id\": \"%s\",\n+  \"private_key_id\": \"%s\",", proj, prev, kid), kid, prev)
	}
}
