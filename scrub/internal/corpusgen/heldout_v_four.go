package main

import (
	"fmt"
	"strings"
)

// The four shapes the brief names: Discord bot tokens, login pairs, keys split across two
// lines, and quoted key ids of service accounts.

func hvDiscordSamples() []Sample {
	var out []Sample
	for i := 0; i < 30; i++ {
		tok := hvDiscordToken()
		name := hvName()
		guild := hvSnowflake()
		var s Sample
		switch i % 18 {
		case 0:
			s = hvSec("discord-token", "chat", fmt.Sprintf("%s: here's the token for the %s bot, pls don't paste it in #general 🙏 %s", name, hvP("Minecraft", "book club", "raid", "family", "D&D"), tok), tok)
		case 1:
			s = hvSec("discord-token", "chat", fmt.Sprintf("Bot-Token für den Vereinsserver: %s\nbitte nur im Notfall neu generieren", tok), tok)
			s = hvKeep(s, "bitte nur im Notfall neu generieren")
		case 2:
			s = hvSec("discord-token", "env", fmt.Sprintf("DISCORD_TOKEN=%s\nGUILD_ID=%s\nPREFIX=%s\nLOG_LEVEL=info", tok, guild, hvP("!", "?", "$", ";;")), tok)
			s = hvKeep(s, "LOG_LEVEL=info")
		case 3:
			s = hvSec("discord-token", "json", fmt.Sprintf("{\n  \"token\": \"%s\",\n  \"prefix\": \"%s\",\n  \"ownerId\": \"%s\"\n}", tok, hvP("!", "?", "-"), hvSnowflake()), tok)
		case 4:
			s = hvSec("discord-token", "yaml", fmt.Sprintf("bot:\n  name: %sBot\n  token: %s\n  status: \"Playing %s\"", name, tok, hvP("Minecraft", "Stardew Valley", "chess")), tok)
			s = hvKeep(s, "  name: "+name+"Bot")
		case 5:
			s = hvSec("discord-token", "python", fmt.Sprintf("import discord\n\nintents = discord.Intents.default()\nclient = discord.Client(intents=intents)\n\n@client.event\nasync def on_ready():\n    print(f'logged in as {client.user}')\n\nclient.run('%s')", tok), tok)
			s = hvKeep(s, "intents = discord.Intents.default()")
		case 6:
			s = hvSec("discord-token", "javascript", fmt.Sprintf("const { Client, GatewayIntentBits } = require('discord.js');\nconst client = new Client({ intents: [GatewayIntentBits.Guilds] });\nclient.once('ready', () => console.log('ready'));\nclient.login(%s);", hvP("'"+tok+"'", "\""+tok+"\"", "`"+tok+"`")), tok)
		case 7:
			s = hvSec("discord-token", "java", fmt.Sprintf("JDA jda = JDABuilder.createDefault(\"%s\")\n        .enableIntents(GatewayIntent.MESSAGE_CONTENT)\n        .build();", tok), tok)
		case 8:
			s = hvSec("discord-token", "csharp", fmt.Sprintf("await _client.LoginAsync(TokenType.Bot, \"%s\");\nawait _client.StartAsync();", tok), tok)
		case 9:
			s = hvSec("discord-token", "go", fmt.Sprintf("dg, err := discordgo.New(\"Bot %s\")\nif err != nil {\n\tlog.Fatal(err)\n}", tok), tok)
		case 10:
			s = hvSec("discord-token", "notes", fmt.Sprintf("Discord – %s's server helper\ntoken: %s\nif it leaks: Developer Portal > Bot > Reset Token", hvP("Jonah", "Mila", "the kids", "Oma"), tok), tok)
			s = hvKeep(s, "Developer Portal > Bot > Reset Token")
		case 11:
			s = hvSec("discord-token", "shell", fmt.Sprintf("$ curl -s -H \"Authorization: Bot %s\" https://discord.com/api/v10/users/@me | jq .username\n\"%sBot\"", tok, name), tok)
		case 12:
			s = hvSec("discord-token", "chat-es", fmt.Sprintf("oye, el token del bot es %s — lo cambié ayer porque el anterior se filtró", tok), tok)
		case 13:
			s = hvSec("discord-token", "chat-ru", fmt.Sprintf("токен бота: %s\nне публикуйте его в общем чате", tok), tok)
			s = hvKeep(s, "не публикуйте его в общем чате")
		case 14:
			s = hvSec("discord-token", "ticket", fmt.Sprintf("Subject: bot offline since %s\n\nI regenerated the token and put the new one in the host panel: %s\nStill getting 401 Unauthorized. Any idea?", hvP("Monday", "the update", "last night"), tok), tok)
			s = hvKeep(s, "Still getting 401 Unauthorized. Any idea?")
		case 15:
			s = hvSec("discord-token", "shell", fmt.Sprintf("docker run -d --name musicbot -e DISCORD_TOKEN=%s -e DEFAULT_VOLUME=40 ghcr.io/%s/musicbot:latest", tok, strings.ToLower(name)), tok)
		case 16:
			s = hvSec("discord-token", "chat-fr", fmt.Sprintf("voici le token du bot : « %s » (ne le mets pas sur GitHub stp)", tok), tok)
		default:
			s = hvSec("discord-token", "toml", fmt.Sprintf("[discord]\ntoken = \"%s\"\nchannel_id = %s\n\n[weather]\ncity = \"%s\"", tok, hvSnowflake(), hvP("Lisbon", "Leeds", "Graz", "Osaka")), tok)
			s = hvKeep(s, "[weather]")
		}
		out = append(out, s)
	}
	return out
}

// hvPairText writes a username and a password together, in one of many ways.
func hvPairText(i int, user, pw, what string) (text, format string, keep []string) {
	switch i % 30 {
	case 0:
		return fmt.Sprintf("router login %s / %s", user, pw), "chat", nil
	case 1:
		return fmt.Sprintf("fyi the %s login is %s / %s", what, user, pw), "chat", nil
	case 2:
		return fmt.Sprintf("%s:\n  address: 192.168.%d.1\n  login: %s / %s\n  notes: reboot monthly", strings.ToLower(strings.ReplaceAll(what, " ", "_")), hvN(0, 2), user, pw), "yaml", []string{"  notes: reboot monthly"}
	case 3:
		return fmt.Sprintf("%s: %s / %s", what, user, pw), "notes", nil
	case 4:
		return fmt.Sprintf("user: %s pass: %s", user, pw), "chat", nil
	case 5:
		return fmt.Sprintf("username %s, password %s — works for the %s", user, pw, what), "chat", nil
	case 6:
		return fmt.Sprintf("%s creds = %s:%s", what, user, pw), "notes", nil
	case 7:
		return fmt.Sprintf("u: %s\np: %s", user, pw), "notes", nil
	case 8:
		return fmt.Sprintf("Login: %s | Password: %s | Site: %s", user, pw, what), "notes", nil
	case 9:
		return fmt.Sprintf("just sign in to the %s as %s with %s and you'll see the dashboard", what, user, pw), "chat", nil
	case 10:
		return fmt.Sprintf("%s – Benutzer %s, Passwort %s", what, user, pw), "notes-de", nil
	case 11:
		return fmt.Sprintf("identifiant : %s / mot de passe : %s", user, pw), "chat-fr", nil
	case 12:
		return fmt.Sprintf("usuario: %s\ncontraseña: %s\n(es la cuenta de %s)", user, pw, what), "chat-es", []string{"(es la cuenta de " + what + ")"}
	case 13:
		return fmt.Sprintf("ID：%s / PW：%s", user, pw), "chat-ja", nil
	case 14:
		return fmt.Sprintf("%s // %s", user, pw), "notes", nil
	case 15:
		return fmt.Sprintf("account: %s\npassword: %s\nrecovery email: on the fridge list", user, pw), "notes", []string{"recovery email: on the fridge list"}
	case 16:
		return fmt.Sprintf("| Service | Login | Password |\n|---|---|---|\n| %s | %s | %s |\n| Printer | (none) | (none) |", what, user, pw), "markdown-table", []string{"| Printer | (none) | (none) |"}
	case 17:
		p := pw
		return fmt.Sprintf("default creds on the %s are %s/%s, please change them", what, user, p), "chat", nil
	case 18:
		return fmt.Sprintf("log in with %s and %s", user, pw), "chat", nil
	case 19:
		return fmt.Sprintf("the login for the %s is %s, pw is %s", what, user, pw), "chat", nil
	case 20:
		return fmt.Sprintf("Hi %s,\n\nyour access to %s is ready.\nYour login: %s\nYour password: %s\n\nPlease change it at first sign-in.\nIT Service Desk", hvName(), what, user, pw), "email", []string{"Please change it at first sign-in."}
	case 21:
		return fmt.Sprintf("%s + %s", user, pw), "chat", nil
	case 22:
		return fmt.Sprintf("(user) %s (pass) %s", user, pw), "notes", nil
	case 23:
		return fmt.Sprintf("login/pass: %s/%s", user, pw), "chat", nil
	case 24:
		return fmt.Sprintf("Zugangsdaten %s: %s / %s", what, user, pw), "chat-de", nil
	case 25:
		return fmt.Sprintf("utente %s, password %s (%s)", user, pw, what), "chat-it", nil
	case 26:
		return fmt.Sprintf("kullanıcı adı: %s\nşifre: %s", user, pw), "chat-tr", nil
	case 27:
		return fmt.Sprintf("- %s\n  - login: `%s`\n  - password: `%s`\n- Wi-Fi: guest network, no password", what, user, pw), "markdown", []string{"- Wi-Fi: guest network, no password"}
	case 28:
		return fmt.Sprintf("%s\t%s\t%s", what, user, pw), "tsv", nil
	default:
		return fmt.Sprintf("login %s pw %s", user, pw), "chat", nil
	}
}

func hvLoginPairSamples() []Sample {
	whats := []string{"router", "NAS", "Fritz!Box", "TP-Link router", "printer admin page", "Netflix", "school portal",
		"Synology", "alarm panel", "CCTV recorder", "payroll site", "shared mailbox", "WordPress", "Plex server",
		"bank", "electricity account", "Disney+", "front desk PC", "Zoom room", "Ring app"}
	var out []Sample
	for i := 0; i < 40; i++ {
		user := hvP("admin", "Admin", "root", hvUser(), hvUser(), "family", "office")
		safe := i%30 == 6 || i%30 == 17 || i%30 == 23 || i%30 == 28 || i%30 == 16
		pw := hvPw(safe)
		if strings.Contains(pw, user) || strings.Contains(user, pw) {
			pw = hvRandPw(14, true)
		}
		what := hvP(whats...)
		text, format, keep := hvPairText(i, user, pw, what)
		s := hvSec("login-pair", format, text, pw)
		if len(keep) > 0 {
			s = hvKeep(s, keep...)
		}
		out = append(out, s)
	}
	return out
}

// hvLongToken returns a long token and a cut point well inside it.
func hvLongToken(i int) (tok string, cut int, what string) {
	switch i % 12 {
	case 0:
		tok, what = hvAWSSecret(), "AWS secret access key"
	case 1:
		tok, what = hvAzureKey(), "storage account key"
	case 2:
		tok, what = "sk_live_51"+hvS(97, alnum), "Stripe secret key"
	case 3:
		tok, what = hvOpenAI(), "OpenAI key"
	case 4:
		tok, what = "github_pat_"+hvS(22, alnum)+"_"+hvS(59, alnum), "GitHub token"
	case 5:
		tok, what = hvSlackToken(), "Slack bot token"
	case 6:
		tok, what = hvSendGrid(), "SendGrid key"
	case 7:
		tok, what = hvHex(64), "API key"
	case 8:
		tok, what = hvAnthropic(), "Anthropic key"
	case 9:
		tok, what = hvDiscordToken(), "bot token"
	case 10:
		tok, what = hvB64(44), "WireGuard private key"
		tok = tok[:43] + "="
	default:
		tok, what = hvJWT(), "session token"
	}
	cut = len(tok)/2 + hvN(-len(tok)/6, len(tok)/6)
	if cut < 12 {
		cut = 12
	}
	if len(tok)-cut < 12 {
		cut = len(tok) - 12
	}
	return tok, cut, what
}

func hvSplitKeySamples() []Sample {
	var out []Sample
	for i := 0; i < 30; i++ {
		tok, cut, what := hvLongToken(i*7 + i/12)
		a, b := tok[:cut], tok[cut:]
		var text, format string
		var keep []string
		switch i % 12 {
		case 0:
			text, format = fmt.Sprintf("%s: here's the %s, my phone wrapped it\n%s\n%s", hvName(), what, a, b), "chat"
		case 1:
			text, format = fmt.Sprintf("%s (copied from the portal)\n%s\n%s\nrotate in Q%d", what, a, b, hvN(1, 4)), "notes"
			keep = []string{"(copied from the portal)"}
		case 2:
			day := fmt.Sprintf("2024-%02d-%02dT%02d:%02d", hvN(1, 12), hvN(1, 28), hvN(0, 23), hvN(0, 59))
			text, format = fmt.Sprintf("%s:09Z DEBUG http: Authorization: Bearer %s\n    %s\n%s:10Z INFO http: 200 OK in %dms", day, a, b, day, hvN(80, 900)), "log"
		case 3:
			text, format = fmt.Sprintf("On %s, %s wrote:\n> the %s is %s\n> %s\n> let me know if it works", hvP("Tue", "Wed", "Fri"), hvName(), what, a, b), "email"
			keep = []string{"> let me know if it works"}
		case 4:
			text, format = fmt.Sprintf("$ export API_KEY=%s\\\n%s\n$ ./sync.sh --dry-run", a, b), "shell"
			keep = []string{"$ ./sync.sh --dry-run"}
		case 5:
			text, format = fmt.Sprintf("integrations:\n  mailer:\n    key: >-\n      %s\n      %s\n    from: noreply@%s.org", a, b, hvP("parish", "choir", "tennisclub", "daycare")), "yaml"
		case 6:
			text, format = fmt.Sprintf("private static final String KEY =\n    \"%s\" +\n    \"%s\";", a, b), "java"
		case 7:
			text, format = fmt.Sprintf("Ticket #%d – integration broken\nThe form field cut the key in two, pasting both halves:\n%s\n%s\nPlease advise.", hvN(10000, 99999), a, b), "ticket"
			keep = []string{"Please advise."}
		case 8:
			text, format = fmt.Sprintf("der %s ist zu lang für eine Zeile:\n%s\n%s", what, a, b), "chat-de"
		case 9:
			text, format = fmt.Sprintf("key = (\n    \"%s\"\n    \"%s\"\n)", a, b), "python"
		case 10:
			text, format = fmt.Sprintf("- [ ] move %s to the vault\n  value: %s\n  %s\n- [ ] book the team lunch", what, a, b), "notes"
			keep = []string{"- [ ] book the team lunch"}
		default:
			text, format = fmt.Sprintf("| name | value |\n|---|---|\n| %s | %s |\n|  | %s |", what, a, b), "markdown-table"
		}
		s := hvSec("split-key", format, text, a, b)
		if keep != nil {
			s = hvKeep(s, keep...)
		}
		out = append(out, s)
	}
	return out
}

func hvKeyIDSamples() []Sample {
	var out []Sample
	for i := 0; i < 28; i++ {
		id := hvHex(40)
		proj := hvP("family-photos", "church-site", "invoice-bot", "hr-forms", "shop-prod", "school-sync") + "-" + fmt.Sprint(hvN(100000, 999999))
		sa := hvP("uploader", "sheets-sync", "backup", "firebase-adminsdk-"+hvS(5, lower+digits)) + "@" + proj + ".iam.gserviceaccount.com"
		var s Sample
		switch i % 16 {
		case 0:
			s = hvSec("key-id", "chat", fmt.Sprintf("found this in the old repo: \"private_key_id\": \"%s\" — can someone revoke that key?", id), id)
		case 1:
			s = hvSec("key-id", "chat", fmt.Sprintf("the JSON has \"private_key_id\": \"%s\", \"client_email\": \"%s\"", id, sa), id)
			s = hvKeep(s, sa)
		case 2:
			pem, secs := hvPEM("pkcs8")
			esc := strings.ReplaceAll(pem, "\n", "\\n") + "\\n"
			s = hvSec("key-id", "json", fmt.Sprintf("{\n  \"type\": \"service_account\",\n  \"project_id\": \"%s\",\n  \"private_key_id\": \"%s\",\n  \"private_key\": \"%s\",\n  \"client_email\": \"%s\"\n}", proj, id, esc, sa), append([]string{id}, secs...)...)
		case 3:
			s = hvSec("key-id", "yaml", fmt.Sprintf("gcp:\n  project: %s\n  private_key_id: %s\n  client_email: %s", proj, id, sa), id)
		case 4:
			s = hvSec("key-id", "javascript", fmt.Sprintf("const serviceAccount = {\n  projectId: '%s',\n  privateKeyId: '%s',\n  clientEmail: '%s',\n};", proj, id, sa), id)
		case 5:
			s = hvSec("key-id", "hcl", fmt.Sprintf("output \"sa_key\" {\n  value = {\n    private_key_id = \"%s\"\n  }\n}", id), id)
		case 6:
			s = hvSec("key-id", "env", fmt.Sprintf("GOOGLE_PROJECT_ID=%s\nGOOGLE_PRIVATE_KEY_ID=%s\nGOOGLE_CLIENT_EMAIL=%s", proj, id, sa), id)
			s = hvKeep(s, "GOOGLE_PROJECT_ID="+proj)
		case 7:
			s = hvSec("key-id", "chat-de", fmt.Sprintf("im Anhang stand \"private_key_id\": \"%s\" – bitte den Schlüssel in der Console löschen", id), id)
		case 8:
			s = hvSec("key-id", "ticket", fmt.Sprintf("Security finding: a service-account key file was attached to ticket %d.\n`\"private_key_id\": \"%s\"`\nAction: disable key, notify owner.", hvN(1000, 9999), id), id)
			s = hvKeep(s, "Action: disable key, notify owner.")
		case 9:
			secret := "GOCSPX-" + hvS(28, b64url)
			cid := hvDigits(12) + "-" + hvS(32, lower+digits) + ".apps.googleusercontent.com"
			s = hvSec("key-id", "json", fmt.Sprintf("{\"web\":{\"client_id\":\"%s\",\"project_id\":\"%s\",\"client_secret\":\"%s\",\"redirect_uris\":[\"http://localhost:8080/cb\"]}}", cid, proj, secret), secret)
		case 10:
			acc := "GOOG1E" + hvS(55, upper+digits)
			sec := hvS(40, alnum+"+/")
			s = hvSec("key-id", "chat", fmt.Sprintf("HMAC key for the bucket: access id %s, secret %s", acc, sec), acc, sec)
		case 11:
			akid, sk := hvAWSID(), hvAWSSecret()
			s = hvSec("key-id", "json", fmt.Sprintf("{\n    \"AccessKey\": {\n        \"UserName\": \"%s\",\n        \"AccessKeyId\": \"%s\",\n        \"Status\": \"Active\",\n        \"SecretAccessKey\": \"%s\",\n        \"CreateDate\": \"2024-%02d-%02dT09:12:44+00:00\"\n    }\n}", hvP("backup-bot", "scanner", "ci-deploy"), akid, sk, hvN(1, 12), hvN(1, 28)), akid, sk)
		case 12:
			s = hvSec("key-id", "chat-es", fmt.Sprintf("en el archivo aparece 'private_key_id': '%s', ¿lo borramos?", id), id)
		case 13:
			s = hvSec("key-id", "python", fmt.Sprintf("creds_info = {\n    \"type\": \"service_account\",\n    \"private_key_id\": \"%s\",\n    \"client_email\": \"%s\",\n}", id, sa), id)
		case 14:
			s = hvSec("key-id", "notes", fmt.Sprintf("SA key for %s\nprivate_key_id = %s\nexpires: never (fix this)", proj, id), id)
			s = hvKeep(s, "expires: never (fix this)")
		default:
			s = hvSec("key-id", "email", fmt.Sprintf("Hi,\n\nthe contractor emailed the key file. Its \"private_key_id\" is %s. I have not opened it otherwise.\n\nThanks", id), id)
		}
		out = append(out, s)
	}
	return out
}
