package main

import (
	"fmt"
	"strings"
)

// hbgFour writes the four shapes the brief names: Discord bot tokens, login pairs, keys split
// over two lines, and private key ids of service accounts.
func hbgFour(o *hbgOut) {
	o.run(28, hbgDiscordSample)
	o.run(32, hbgLoginPair)
	o.run(28, hbgSplitKey)
	o.run(28, hbgKeyID)
}

func hbgDiscordSample() hbgS {
	t := hbgDiscord()
	g := hbgSnowflake()
	club := hbgP("Kvarnby IK", "FC Neuenkirchen", "Schaakclub Delft", "Brøndby Tennisklub", "Gymnasium am Markt", "Valur e-sport", "Tampereen Pelikerho")
	switch rng.IntN(16) {
	case 0:
		return hbgSec("discord-token", "chat", fmt.Sprintf("Hier der Bot-Token für den %s-Discord: %s – bitte nicht weitergeben 🙏", club, t), t)
	case 1:
		line := "DISCORD_GUILD_ID=" + g
		return hbgSec("discord-token", "env", fmt.Sprintf("# Bot für %s\nDISCORD_TOKEN=%s\n%s\nPREFIX=!", club, t, line), t).k(line)
	case 2:
		return hbgSec("discord-token", "json", fmt.Sprintf("{\n  \"token\": \"%s\",\n  \"prefix\": \"%s\",\n  \"guildId\": \"%s\"\n}", t, hbgP("!", "?", "$"), g), t).k(`"guildId": "` + g + `"`)
	case 3:
		return hbgSec("discord-token", "python", fmt.Sprintf("import discord\n\nintents = discord.Intents.default()\nclient = discord.Client(intents=intents)\n\n# TODO: in .env auslagern\nclient.run('%s')", t), t).k("intents = discord.Intents.default()")
	case 4:
		return hbgSec("discord-token", "js", fmt.Sprintf("const { Client, GatewayIntentBits } = require('discord.js');\nconst client = new Client({ intents: [GatewayIntentBits.Guilds] });\nclient.login(\"%s\");", t), t)
	case 5:
		return hbgSec("discord-token", "notes", fmt.Sprintf("Discord-bottens token (för %s servern): %s\nÄgare: %s %s", club, t, hbgFirst(), hbgLast()), t)
	case 6:
		return hbgSec("discord-token", "chat", fmt.Sprintf("de token van de bot is %s, niet in git zetten aub", t), t)
	case 7:
		return hbgSec("discord-token", "log", fmt.Sprintf("%s INFO  bot.main  starting shard 0/1 with token=%s guild=%s", hbgISOTime(), t, g), t)
	case 8:
		return hbgSec("discord-token", "http", fmt.Sprintf("GET /api/v10/users/@me HTTP/1.1\nHost: discord.com\nAuthorization: Bot %s\nUser-Agent: DiscordBot (https://%s, 1.0)", t, hbgDomain()), t)
	case 9:
		return hbgSec("discord-token", "shell", fmt.Sprintf("docker run -d --name vereinsbot --restart unless-stopped \\\n  -e DISCORD_TOKEN=%s \\\n  ghcr.io/%s/bot:latest", t, strings.ToLower(hbgASCII(hbgFirst()))), t)
	case 10:
		return hbgSec("discord-token", "chat", fmt.Sprintf("Botin token: %s\nSe on nyt myös %s:n palvelimella, älä jaa eteenpäin.", t, club), t)
	case 11:
		return hbgSec("discord-token", "chat", fmt.Sprintf("Tókinn fyrir botinn er %s — ekki setja hann á GitHub", t), t)
	case 12:
		return hbgSec("discord-token", "toml", fmt.Sprintf("[discord]\ntoken = \"%s\"\napplication_id = %s\nstatus = \"Hausaufgabenhilfe\"", t, g), t).k("application_id = " + g)
	case 13:
		return hbgSec("discord-token", "java", fmt.Sprintf("JDA jda = JDABuilder.createDefault(\"%s\")\n        .setActivity(Activity.playing(\"Skak\"))\n        .build();", t), t)
	case 14:
		return hbgSec("discord-token", "rust", fmt.Sprintf("let token = \"%s\";\nlet mut client = Client::builder(token, GatewayIntents::GUILD_MESSAGES).await?;", t), t)
	default:
		return hbgSec("discord-token", "chat", fmt.Sprintf("%s: Token for the Discord bot, in case you need it tonight → %s\n%s: thx, sletter den efterpå", hbgFirst(), t, hbgFirst()), t)
	}
}

func hbgLoginPair() hbgS {
	pw := hbgPW()
	for strings.ContainsAny(pw, "/|;") {
		pw = hbgPW()
	}
	u := hbgUser()
	h := hbgHost()
	dev := hbgP("Router", "FRITZ!Box", "NAS", "Drucker", "Switch", "Telefonanlage", "Synology", "UniFi-Controller", "Zyxel", "Kamera")
	switch rng.IntN(22) {
	case 0:
		return hbgSec("login-pair", "chat", fmt.Sprintf("router login admin / %s", pw), pw)
	case 1:
		return hbgSec("login-pair", "chat", fmt.Sprintf("%s-Login: admin / %s (steht auch auf dem Aufkleber unten)", dev, pw), pw)
	case 2:
		return hbgSec("login-pair", "chat", fmt.Sprintf("login is %s / %s", u, pw), pw)
	case 3:
		other := "  ip: 192.168." + fmt.Sprint(hbgN(0, 10)) + "." + fmt.Sprint(hbgN(1, 254))
		return hbgSec("login-pair", "yaml", fmt.Sprintf("%s:\n%s\n  login: admin / %s\n  standort: Keller, Rack 2", strings.ToLower(hbgASCII(strings.ReplaceAll(dev, "!", ""))), other, pw), pw).k(other)
	case 4:
		return hbgSec("login-pair", "chat", fmt.Sprintf("user/pass für %s: %s / %s", h, u, pw), pw)
	case 5:
		return hbgSec("login-pair", "notes", fmt.Sprintf("NAS im Büro: %s:%s", u, pw), pw)
	case 6:
		return hbgSec("login-pair", "notes", fmt.Sprintf("Benutzer: %s, Passwort: %s", u, pw), pw)
	case 7:
		return hbgSec("login-pair", "chat", fmt.Sprintf("gebruiker %s / ww %s — graag na de eerste keer wijzigen", u, pw), pw)
	case 8:
		return hbgSec("login-pair", "chat", fmt.Sprintf("anv: %s lösen: %s", u, pw), pw)
	case 9:
		return hbgSec("login-pair", "chat", fmt.Sprintf("Brukernavn %s og passord %s til skrivaren på lærerrommet", u, pw), pw)
	case 10:
		return hbgSec("login-pair", "chat", fmt.Sprintf("tunnus %s / salasana %s", u, pw), pw)
	case 11:
		return hbgSec("login-pair", "chat", fmt.Sprintf("notandi: %s lykilorð: %s", u, pw), pw)
	case 12:
		row := fmt.Sprintf("| Intranet | %s | (SSO) |", u)
		return hbgSec("login-pair", "markdown", fmt.Sprintf("| Dienst | Benutzer | Passwort |\n|---|---|---|\n%s\n| %s | admin | %s |", row, dev, pw), pw).k(row)
	case 13:
		return hbgSec("login-pair", "csv", fmt.Sprintf("Dienst;Benutzer;Kennwort;Bemerkung\n%s;admin;%s;im Keller\nWebmail;%s@%s;SSO;", dev, pw, u, hbgDomain()), pw).k("Dienst;Benutzer;Kennwort;Bemerkung")
	case 14:
		return hbgSec("login-pair", "chat", fmt.Sprintf("Username and password are %s and %s, der Rest steht im Wiki.", u, pw), pw)
	case 15:
		return hbgSec("login-pair", "notes", fmt.Sprintf("Der %s (Webinterface admin/%s) steht im 2. OG neben der Kaffeeküche.", dev, pw), pw)
	case 16:
		return hbgSec("login-pair", "email", fmt.Sprintf("Sehr geehrte Frau %s,\n\nIhre Zugangsdaten lauten:\nBenutzername: %s\nKennwort: %s\n\nMit freundlichen Grüßen\n%s", hbgLast(), u, pw, hbgOrg()), pw).k("Mit freundlichen Grüßen")
	case 17:
		return hbgSec("login-pair", "chat", fmt.Sprintf("u: %s  p: %s", u, pw), pw)
	case 18:
		return hbgSec("login-pair", "notes", fmt.Sprintf("%s @ %s / %s", u, h, pw), pw)
	case 19:
		return hbgSec("login-pair", "chat", fmt.Sprintf("Log maar in met %s + %s, dan zie je de roosters.", u, pw), pw)
	case 20:
		return hbgSec("login-pair", "notes", fmt.Sprintf("Kennung %s, PW %s – gilt bis %s", u, pw, hbgDate()), pw)
	default:
		return hbgSec("login-pair", "chat", fmt.Sprintf("Brugernavn: %s\nAdgangskode: %s\nHusk at logge ud bagefter.", u, pw), pw).k("Husk at logge ud bagefter.")
	}
}

// hbgLongToken returns a long token that a chat client or a terminal might wrap.
func hbgLongToken() string {
	switch rng.IntN(9) {
	case 0:
		return hbgGH()
	case 1:
		return hbgHetzner()
	case 2:
		return hbgAzKey()
	case 3:
		return hbgSlackB()
	case 4:
		return hbgOpenAI()
	case 5:
		return hbgSendGrid()
	case 6:
		return hbgHex(64)
	case 7:
		return "github_pat_11" + hbgR(upper+digits, 20) + "_" + hbgR(alnum, 59)
	default:
		return hbgStripe()
	}
}

func hbgSplitKey() hbgS {
	t := hbgLongToken()
	cut := hbgN(len(t)/3, len(t)*2/3)
	if len(t)-cut < 16 {
		cut = len(t) - 16
	}
	a, b := t[:cut], t[cut:]
	switch rng.IntN(12) {
	case 0:
		return hbgSec("split-key", "chat", fmt.Sprintf("Hier der API-Key, Teams hat ihn leider umgebrochen:\n%s\n%s", a, b), a, b)
	case 1:
		return hbgSec("split-key", "notes", fmt.Sprintf("Schlüssel (zweizeilig abgetippt vom Handy):\n%s\n%s\nGültig bis %s", a, b, hbgDate()), a, b)
	case 2:
		return hbgSec("split-key", "shell", fmt.Sprintf("$ export API_TOKEN=\"%s\\\n%s\"\n$ ./sync.sh --dry-run", a, b), a, b).k("./sync.sh --dry-run")
	case 3:
		return hbgSec("split-key", "email", fmt.Sprintf("> Kannst du mir den Token nochmal schicken?\n\nKlar:\n> %s\n> %s\n\nGruß %s", a, b, hbgFirst()), a, b)
	case 4:
		return hbgSec("split-key", "log", fmt.Sprintf("%s WARN  auth  token rejected: %s\n    %s (expired?)", hbgISOTime(), a, b), a, b)
	case 5:
		return hbgSec("split-key", "chat", fmt.Sprintf("nyckeln blev uppdelad på två rader, sätt ihop dem:\n%s\n%s", a, b), a, b)
	case 6:
		return hbgSec("split-key", "chat", fmt.Sprintf("sleutel (deel 1): %s\nsleutel (deel 2): %s", a, b), a, b)
	case 7:
		return hbgSec("split-key", "markdown", fmt.Sprintf("Token für die Schnittstelle:\n```\n%s\n%s\n```\nBitte in den Tresor übernehmen.", a, b), a, b).k("Bitte in den Tresor übernehmen.")
	case 8:
		return hbgSec("split-key", "chat", fmt.Sprintf("nøkkelen:\n%s\n%s\n(SMS-en kuttet den i to)", a, b), a, b)
	case 9:
		return hbgSec("split-key", "yaml", fmt.Sprintf("api:\n  url: https://api.%s/v2\n  token: >-\n    %s\n    %s", hbgDomain(), a, b), a, b)
	case 10:
		return hbgSec("split-key", "chat", fmt.Sprintf("avain: %s\n%s", a, b), a, b)
	default:
		return hbgSec("split-key", "notes", fmt.Sprintf("Meeting %s – Schnittstelle DMS\n- Key vom Dienstleister erhalten:\n  %s\n  %s\n- nächster Termin %s", hbgDate(), a, b, hbgDate()), a, b)
	}
}

func hbgKeyID() hbgS {
	h := hbgHex(40)
	proj := hbgP("kommune-gis-prod", "schule-classroom-sync", "verein-website", "dms-export-4711", "ki-pilot-2025", "buchhaltung-bq")
	sa := hbgP("terraform", "backup-job", "sheets-sync", "ci-deployer", "looker") + "@" + proj + ".iam.gserviceaccount.com"
	switch rng.IntN(13) {
	case 0:
		return hbgSec("key-id", "chat", fmt.Sprintf(`In der Service-Account-JSON steht "private_key_id": "%s" – das ist der alte Schlüssel, bitte rotieren.`, h), h)
	case 1:
		return hbgSec("key-id", "chat", fmt.Sprintf(`Which one is live? The file says "private_key_id": "%s" but the console shows a different one.`, h), h)
	case 2:
		line := fmt.Sprintf(`  "client_email": "%s",`, sa)
		return hbgSec("key-id", "json", fmt.Sprintf("{\n  \"type\": \"service_account\",\n  \"project_id\": \"%s\",\n  \"private_key_id\": \"%s\",\n  \"private_key\": \"<gekürzt>\",\n%s\n  \"client_id\": \"%s\"\n}", proj, h, line, hbgDigitsN(21)), h).k(`"type": "service_account"`)
	case 3:
		return hbgSec("key-id", "notes", fmt.Sprintf("Nyckel-ID (\"private_key_id\": \"%s\") hittades i loggen från byggservern, nyckeln är nu spärrad.", h), h)
	case 4:
		return hbgSec("key-id", "shell", fmt.Sprintf("$ gcloud iam service-accounts keys list --iam-account=%s\nKEY_ID                                    CREATED_AT            EXPIRES_AT\n%s  %sZ  9999-12-31T23:59:59Z", sa, h, hbgISOTime()), h)
	case 5:
		return hbgSec("key-id", "js", fmt.Sprintf("const credentials = {\n  projectId: '%s',\n  privateKeyId: '%s',\n  clientEmail: '%s',\n};", proj, h, sa), h)
	case 6:
		return hbgSec("key-id", "yaml", fmt.Sprintf("gcp:\n  project: %s\n  private_key_id: %s\n  client_email: %s", proj, h, sa), h)
	case 7:
		return hbgSec("key-id", "chat", fmt.Sprintf("private_key_id=%s hoort bij %s, die mag weg", h, sa), h)
	case 8:
		id := hbgAWSID()
		return hbgSec("key-id", "chat", fmt.Sprintf("Der Access Key mit der ID %s gehört zum Backup-User, Secret kommt separat.", id), id)
	case 9:
		return hbgSec("key-id", "ticket", fmt.Sprintf("Ticket #%d: Schlüssel geleakt\nBetroffen: %s\nKey: \"private_key_id\": \"%s\"\nMaßnahme: deaktiviert am %s", hbgN(10000, 99999), sa, h, hbgDate()), h).k("Maßnahme: deaktiviert am")
	case 10:
		return hbgSec("key-id", "python", fmt.Sprintf("info = {\n    \"type\": \"service_account\",\n    \"project_id\": \"%s\",\n    \"private_key_id\": \"%s\",\n    \"private_key\": os.environ[\"GCP_PK\"],\n}", proj, h), h).k(`"private_key": os.environ["GCP_PK"]`)
	case 11:
		return hbgSec("key-id", "chat", fmt.Sprintf("Lykilauðkennið (private_key_id) er %s — eyða því í dag", h), h)
	default:
		return hbgSec("key-id", "log", fmt.Sprintf("%s ERROR google.auth: invalid_grant: Invalid JWT Signature. key_id=%s sa=%s", hbgISOTime(), h, sa), h)
	}
}
