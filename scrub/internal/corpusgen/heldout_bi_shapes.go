package main

import (
	"fmt"
	"strings"
)

// The four shapes the brief asks for in many variants: Discord bot tokens, login pairs,
// keys wrapped across two lines, and service-account key ids.

func hbiShapes() []Sample {
	var out []Sample
	out = append(out, hbiN(30, hbiDiscordSample)...)
	out = append(out, hbiN(42, hbiLoginPair)...)
	out = append(out, hbiN(30, hbiSplitKey)...)
	out = append(out, hbiN(28, hbiKeyID)...)
	return out
}

func hbiDiscordSample() Sample {
	t := hbiDiscord()
	bot := hbiPick("ReliefBot", "ShelterAlerts", "LibraryHelper", "PollWatch", "FieldSync", "Kobo notifier", "civic-bot")
	guild := hbiSnowflake()
	switch rng.IntN(14) {
	case 0:
		return hbiWrapS("discord-token", fmt.Sprintf("%s token for the #field-alerts relay is %s", bot, t), t)
	case 1:
		return hbiWrapS("discord-token", fmt.Sprintf("Discord bot (%s) token: %s - rotate it after the exercise", bot, t), t)
	case 2:
		return hbiWrapS("discord-token", fmt.Sprintf("le token du bot Discord « %s » : %s (ne pas partager hors de l'équipe)", bot, t), t)
	case 3:
		keep := "DISCORD_GUILD_ID=" + guild
		return hbiK(hbiS("discord-token", "env", fmt.Sprintf("# %s\nDISCORD_TOKEN=%s\n%s\nLOG_LEVEL=info", bot, t, keep), t), keep)
	case 4:
		return hbiS("discord-token", "json", fmt.Sprintf("{\n  \"token\": \"%s\",\n  \"prefix\": \"!\",\n  \"guildId\": \"%s\",\n  \"alertChannel\": \"field-alerts\"\n}", t, guild), t)
	case 5:
		return hbiS("discord-token", "yaml", fmt.Sprintf("discord:\n  bot_token: \"%s\"\n  guild_id: %s\n  channels:\n    alerts: shelter-status\n    reports: daily-sitrep", t, guild), t)
	case 6:
		keep := "intents = discord.Intents.default()"
		return hbiK(hbiS("discord-token", "python", fmt.Sprintf("import discord\n\n%s\nclient = discord.Client(intents=intents)\n\nclient.run(\"%s\")", keep, t), t), keep)
	case 7:
		return hbiS("discord-token", "javascript", fmt.Sprintf("const { Client, GatewayIntentBits } = require('discord.js');\nconst client = new Client({ intents: [GatewayIntentBits.Guilds] });\nclient.login('%s');", t), t)
	case 8:
		return hbiS("discord-token", "go", fmt.Sprintf("dg, err := discordgo.New(\"Bot %s\")\nif err != nil {\n\tlog.Fatal(err)\n}", t), t)
	case 9:
		return hbiS("discord-token", "csharp", fmt.Sprintf("await client.LoginAsync(TokenType.Bot, \"%s\");\nawait client.StartAsync();", t), t)
	case 10:
		return hbiS("discord-token", "log", fmt.Sprintf("%sT%s:11Z DEBUG discord.gateway shard 0 identifying with token %s\n%sT%s:12Z INFO  discord.client logged in as %s#%04d", hbiDate(), hbiTime(), t, hbiDate(), hbiTime(), bot, hbiIn(1, 9999)), t)
	case 11:
		return hbiS("discord-token", "shell", fmt.Sprintf("$ docker run -d --name %s -e DISCORD_TOKEN=%s ghcr.io/field-ngo/relief-bot:1.4.2", strings.ToLower(strings.ReplaceAll(bot, " ", "-")), t), t)
	case 12:
		return hbiS("discord-token", "shell", fmt.Sprintf("curl -H \"Authorization: Bot %s\" https://discord.com/api/v10/users/@me", t), t)
	default:
		return hbiWrapS("discord-token", fmt.Sprintf("el token del bot de Discord para el servidor de voluntarios: %s", t), t)
	}
}

// hbiLoginPair writes a username and a password together, the many ways people do.
func hbiLoginPair() Sample {
	u := hbiPickL(hbiUsers)
	p := hbiPw()
	d := hbiPickL(hbiDevices)
	ip := fmt.Sprintf("192.168.%d.%d", hbiPick2(1, 8, 88, 100), hbiPick2(1, 1, 254))
	var core string
	switch rng.IntN(30) {
	case 0:
		core = fmt.Sprintf("%s login %s / %s", d, u, p)
	case 1:
		core = fmt.Sprintf("login is %s / %s", u, p)
	case 2:
		yaml := fmt.Sprintf("router:\n  ip: %s\n  login: %s / %s\n  model: %s", ip, u, p, hbiPick("TP-Link ER605", "MikroTik hAP ac3", "Peplink BR1", "Ubiquiti ER-X"))
		return hbiS("login-pair", "yaml", yaml, p)
	case 3:
		return hbiWrapS("login-pair", fmt.Sprintf("the %s login is %s / %s", d, u, p), p)
	case 4:
		core = fmt.Sprintf("user: %s pass: %s", u, p)
	case 5:
		core = fmt.Sprintf("%s creds -> %s:%s", d, u, p)
	case 6:
		core = fmt.Sprintf("u/p for the %s: %s / %s", d, u, p)
	case 7:
		core = fmt.Sprintf("username `%s` password `%s`", u, p)
	case 8:
		core = fmt.Sprintf("login %s, password %s", u, p)
	case 9:
		core = fmt.Sprintf("%s // %s (%s)", u, p, d)
	case 10:
		core = fmt.Sprintf("user=%s pw=%s", u, p)
	case 11:
		md := fmt.Sprintf("| Device | IP | User | Password |\n|---|---|---|---|\n| %s | %s | %s | %s |\n| Printer | %s | - | - |", d, ip, u, p, fmt.Sprintf("192.168.1.%d", hbiIn(20, 60)))
		return hbiS("login-pair", "markdown-table", md, p)
	case 12:
		csv := fmt.Sprintf("site,device,username,password\n%s,%s,%s,%s\n", hbiPick("Gulu", "Mopti", "Kakuma", "Eastbrook"), d, u, p)
		return hbiS("login-pair", "csv", csv, p)
	case 13:
		core = fmt.Sprintf("Benutzer: %s / Passwort: %s", u, p)
	case 14:
		core = fmt.Sprintf("usuario: %s / contraseña: %s", u, p)
	case 15:
		core = fmt.Sprintf("identifiant : %s / mot de passe : %s", u, p)
	case 16:
		core = fmt.Sprintf("логин %s / пароль %s", u, p)
	case 17:
		core = fmt.Sprintf("login: %s senha: %s", u, p)
	case 18:
		core = fmt.Sprintf("اسم المستخدم: %s / كلمة المرور: %s", u, p)
	case 19:
		core = fmt.Sprintf("jina la mtumiaji: %s, nenosiri: %s", u, p)
	case 20:
		core = fmt.Sprintf("ユーザー名: %s / パスワード: %s", u, p)
	case 21:
		core = fmt.Sprintf("%s账号 %s 密码 %s", d, u, p)
	case 22:
		core = fmt.Sprintf("kullanıcı adı %s / şifre %s", u, p)
	case 23:
		core = fmt.Sprintf("login %s/%s on the %s", u, p, d)
	case 24:
		core = fmt.Sprintf("the %s at the front desk: %s, %s", d, u, p)
	case 25:
		core = fmt.Sprintf("Username: %s\nPassword: %s", u, p)
	case 26:
		core = fmt.Sprintf("credentials (user / pass): %s / %s", u, p)
	case 27:
		core = fmt.Sprintf("ID: %s  PW: %s", u, p)
	case 28:
		core = fmt.Sprintf("%s — %s — %s", d, u, p)
	default:
		core = fmt.Sprintf("logowanie: %s / hasło: %s", u, p)
	}
	return hbiWrapS("login-pair", core, p)
}

func hbiPick2(xs ...int) int { return xs[rng.IntN(len(xs))] }

// hbiLongToken returns a label and a long token to be wrapped.
func hbiLongToken() (string, string) {
	switch rng.IntN(9) {
	case 0:
		return "API key", hbiHex(64)
	case 1:
		return "storage account key", hbiAzureKey()
	case 2:
		return "GitHub token", hbiGHPat()
	case 3:
		return "SendGrid key", hbiSendGrid()
	case 4:
		return "session token", hbiJWT()
	case 5:
		return "DHIS2 token", hbiDHIS2()
	case 6:
		return "ODK app user token", hbiODK()
	case 7:
		return "Stripe key", "sk_live_" + hbiRnd(alnum, 99)
	default:
		return "secret key", hbiRnd(alnum, hbiIn(56, 80))
	}
}

// hbiSplitKey writes a long token wrapped across two lines.
func hbiSplitKey() Sample {
	label, t := hbiLongToken()
	cut := len(t)/2 + hbiIn(-6, 6)
	a, b := t[:cut], t[cut:]
	who := hbiWho()
	switch rng.IntN(9) {
	case 0:
		tm := hbiTime()
		return hbiS("split-key", "chat", fmt.Sprintf("[%s] %s: new %s for the sync job:\n[%s] %s: %s\n[%s] %s: %s\n[%s] %s: sorry, Teams wrapped it", tm, who, label, tm, who, a, tm, who, b, tm, who), a, b)
	case 1:
		keep := hbiPickL(hbiNoteLines)
		return hbiK(hbiS("split-key", "notes", fmt.Sprintf("Handover notes\n- %s\n- %s (copied from the PDF): %s\n  %s\n- Ask ICT to rotate after go-live", keep, label, a, b), a, b), keep)
	case 2:
		return hbiS("split-key", "log", fmt.Sprintf("%s %s INFO  sync.auth using %s=%s\n%s\n%s %s INFO  sync.auth handshake ok (%d ms)", hbiDate(), hbiTime(), strings.ReplaceAll(label, " ", "_"), a, b, hbiDate(), hbiTime(), hbiIn(40, 900)), a, b)
	case 3:
		return hbiS("split-key", "email", fmt.Sprintf("> Could you resend the %s?\n\nSure, here it is:\n> %s\n> %s\n\nThe old one stops working tonight.", label, a, b), a, b)
	case 4:
		return hbiS("split-key", "shell", fmt.Sprintf("export API_KEY=\"%s\\\n%s\"\n./kobo-export --since 2024-01-01", a, b), a, b)
	case 5:
		return hbiS("split-key", "ticket", fmt.Sprintf("Ticket REQ-%d\nThe %s printed on the handover sheet is:\n%s\n%s\nPlease enter it in the data portal config.", hbiIn(1000, 99999), label, a, b), a, b)
	case 6:
		return hbiS("split-key", "chat", fmt.Sprintf("%s: el %s es %s\n%s\n(se cortó en dos líneas, júntalas)", who, label, a, b), a, b)
	case 7:
		return hbiS("split-key", "sms", fmt.Sprintf("Key part 1/2: %s\nKey part 2/2: %s", a, b), a, b)
	default:
		return hbiS("split-key", "notes", fmt.Sprintf("%s:\n    %s\n    %s\n(wrapped at 40 columns by the terminal)", label, a, b), a, b)
	}
}

// hbiKeyID quotes service-account key ids.
func hbiKeyID() Sample {
	id := hbiHex(40)
	proj := hbiPick("moh-dhis2-sync", "city-portal-prod", "elections-results", "library-catalog-2", "ngo-kobo-exports", "tax-ocr-pipeline")
	sa := hbiPick("sync", "exporter", "ci-deployer", "ocr-worker", "backup")
	email := sa + "@" + proj + ".iam.gserviceaccount.com"
	switch rng.IntN(10) {
	case 0:
		return hbiWrapS("sa-key-id", fmt.Sprintf("the service account JSON has \"private_key_id\": \"%s\" - revoke that one, it was mailed around", id), id)
	case 1:
		return hbiWrapS("sa-key-id", fmt.Sprintf("leaked key: \"private_key_id\": \"%s\", \"client_email\": \"%s\"", id, email), id)
	case 2:
		pem := hbiPEMLines("MIIEvQIBADANBgkqhkiG9w0BAQEFAASC", 3)
		body := strings.Join(pem, "\\n")
		return hbiS("sa-key-id", "json", fmt.Sprintf("{\n  \"type\": \"service_account\",\n  \"project_id\": \"%s\",\n  \"private_key_id\": \"%s\",\n  \"private_key\": \"-----BEGIN PRIVATE KEY-----\\n%s\\n-----END PRIVATE KEY-----\\n\",\n  \"client_email\": \"%s\"\n}", proj, id, body, email), id, pem[0], pem[1], pem[2])
	case 3:
		return hbiS("sa-key-id", "json", fmt.Sprintf("{\n  \"type\": \"service_account\",\n  \"project_id\": \"%s\",\n  \"private_key_id\": \"%s\",\n  \"client_id\": \"1%s\",\n  \"token_uri\": \"https://oauth2.googleapis.com/token\"\n}", proj, id, hbiRnd(digits, 20)), id)
	case 4:
		return hbiS("sa-key-id", "shell", fmt.Sprintf("$ gcloud iam service-accounts keys list --iam-account=%s\nKEY_ID                                    CREATED_AT            EXPIRES_AT            DISABLED\n%s  %sT09:14:02Z  9999-12-31T23:59:59Z\n", email, id, hbiDate()), id)
	case 5:
		return hbiS("sa-key-id", "terraform", fmt.Sprintf("provider \"google\" {\n  project = \"%s\"\n}\n\nlocals {\n  private_key_id = \"%s\"\n}", proj, id), id)
	case 6:
		return hbiWrapS("sa-key-id", fmt.Sprintf("В JSON сервисного аккаунта \"private_key_id\": \"%s\" — этот ключ нужно отозвать.", id), id)
	case 7:
		return hbiS("sa-key-id", "env", fmt.Sprintf("GOOGLE_PROJECT_ID=%s\nGOOGLE_PRIVATE_KEY_ID=%s\nGOOGLE_CLIENT_EMAIL=%s", proj, id, email), id)
	case 8:
		return hbiS("sa-key-id", "javascript", fmt.Sprintf("const creds = {\n  projectId: '%s',\n  privateKeyId: '%s',\n  clientEmail: '%s',\n};", proj, id, email), id)
	default:
		return hbiWrapS("sa-key-id", fmt.Sprintf("Audit finding 4.3: the key \"private_key_id\": \"%s\" for %s had not been rotated for 412 days.", id, email), id)
	}
}
