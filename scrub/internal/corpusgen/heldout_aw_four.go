package main

import (
	"fmt"
	"strings"
)

func hawFourGens() []hawGen {
	return []hawGen{
		{30, hawDiscordSample},
		{34, hawLoginPair},
		{30, hawSplitKey},
		{28, hawKeyID},
	}
}

func hawDiscordSample() Sample {
	t := hawDiscordTok()
	bot := hawPick("HarvestBot", "GrainPriceBot", "milk-yield-alerts", "FrostWatch", "CoopMarketBot", "tractor-tracker")
	ch := hawPick("#harvest-alerts", "#frost-warnings", "#co-op-prices", "#milking-robot", "#drone-flights")
	switch rng.IntN(14) {
	case 0:
		return hawS("discord-token", "chat", fmt.Sprintf("%s: the %s bot token is %s — it posts to %s when the dryer hits 40°C", hawPerson(), bot, t, ch), t)
	case 1:
		return hawK(hawS("discord-token", "env", fmt.Sprintf("# %s\nDISCORD_CHANNEL_ID=%s\nDISCORD_TOKEN=%s\nLOG_LEVEL=info\n", bot, hawNum(18), t), t), "LOG_LEVEL=info")
	case 2:
		return hawS("discord-token", "json", fmt.Sprintf("{\n  \"prefix\": \"!\",\n  \"token\": \"%s\",\n  \"alertChannel\": \"%s\",\n  \"weatherStation\": \"%s\"\n}", t, ch, hawHost()), t)
	case 3:
		return hawS("discord-token", "python", fmt.Sprintf("import discord\n\nclient = discord.Client(intents=discord.Intents.default())\n\n@client.event\nasync def on_ready():\n    print('%s online')\n\nclient.run(\"%s\")\n", bot, t), t)
	case 4:
		return hawS("discord-token", "javascript", fmt.Sprintf("const { Client, GatewayIntentBits } = require('discord.js');\nconst client = new Client({ intents: [GatewayIntentBits.Guilds] });\nclient.login('%s'); // %s\n", t, bot), t)
	case 5:
		return hawS("discord-token", "yaml", fmt.Sprintf("discord:\n  bot_name: %s\n  token: %s\n  channel: \"%s\"\nsensors:\n  - silo_temp\n  - dryer_moisture\n", bot, t, ch), t)
	case 6:
		return hawS("discord-token", "shell", fmt.Sprintf("$ docker run -d --name %s -e DISCORD_BOT_TOKEN=%s ghcr.io/hofgut/%s:1.4\n", strings.ToLower(bot), t, strings.ToLower(bot)), t)
	case 7:
		return hawS("discord-token", "whatsapp-de", fmt.Sprintf("[%s, 07:%02d] %s: Hab den Bot fürs Kornpreis-Update eingerichtet, Token: %s bitte nicht weitergeben 🙏", hawDate(), hawIn(0, 59), hawPerson(), t), t)
	case 8:
		return hawS("discord-token", "log", fmt.Sprintf("%sT%s WARN gateway: identify failed, retrying with token=%s (shard 0/1)\n%sT%s INFO gateway: connected", hawDate(), hawTime(), t, hawDate(), hawTime()), t)
	case 9:
		return hawS("discord-token", "shell", fmt.Sprintf("curl -s -H \"Authorization: Bot %s\" https://discord.com/api/v10/users/@me | jq .username", t), t)
	case 10:
		return hawS("discord-token", "go", fmt.Sprintf("package main\n\nimport \"github.com/bwmarrin/discordgo\"\n\nfunc main() {\n\tdg, err := discordgo.New(\"Bot \" + \"%s\")\n\tif err != nil {\n\t\tpanic(err)\n\t}\n\t_ = dg\n}\n", t), t)
	case 11:
		return hawS("discord-token", "toml", fmt.Sprintf("[bot]\nname = \"%s\"\ntoken = \"%s\"\n\n[farm]\nfields = 42\n", bot, t), t)
	case 12:
		return hawS("discord-token", "whatsapp-es", fmt.Sprintf("%s: oye, el token del bot de %s es %s, pégalo en el config del servidor de riego", hawPerson(), ch, t), t)
	default:
		return hawS("discord-token", "notes", fmt.Sprintf("Meeting notes %s — co-op IT\n- moved %s to the new VPS\n- token rotated, new one: %s\n- next: add frost alerts", hawDate(), bot, t), t)
	}
}

func hawLoginPair() Sample {
	u := hawUser()
	p := hawPw()
	sys := hawSys()
	h := hawHost()
	var text string
	cat := "login-pair"
	f := "chat"
	switch rng.IntN(26) {
	case 0:
		text = fmt.Sprintf("router login %s / %s", u, p)
	case 1:
		text = fmt.Sprintf("%s: the login for %s is %s / %s", hawPerson(), sys, u, p)
	case 2:
		f = "yaml"
		text = fmt.Sprintf("greenhouse_controller:\n  host: %s\n  login: %s / %s\n  zone_count: %d\n", h, u, p, hawIn(2, 12))
	case 3:
		text = fmt.Sprintf("login is %s / %s for the dryer touch panel", u, p)
	case 4:
		text = fmt.Sprintf("user: %s pass: %s (%s)", u, p, sys)
	case 5:
		text = fmt.Sprintf("%s → %s:%s", sys, u, p)
	case 6:
		f = "notes"
		text = fmt.Sprintf("Silo PLC (Siemens S7-1200) web UI\nhttp://%s\nusername %s\npassword %s\nDon't change the setpoints without Klaus.", h, u, p)
	case 7:
		text = fmt.Sprintf("creds for %s: %s / %s", sys, u, p)
	case 8:
		f = "whatsapp-de"
		text = fmt.Sprintf("%s: Zugang zum Melkroboter: Benutzer %s, Passwort %s", hawPerson(), u, p)
	case 9:
		f = "whatsapp-es"
		text = fmt.Sprintf("%s: usuario %s y contraseña %s para entrar al controlador de riego", hawPerson(), u, p)
	case 10:
		f = "email-fr"
		text = fmt.Sprintf("Bonjour,\n\nVoici vos identifiants pour le portail de la coopérative :\nidentifiant : %s\nmot de passe : %s\n\nCordialement,\nService adhérents", u, p)
	case 11:
		f = "whatsapp-pt"
		text = fmt.Sprintf("%s: login %s senha %s do sistema da ordenha", hawPerson(), u, p)
	case 12:
		f = "whatsapp-nl"
		text = fmt.Sprintf("%s: gebruikersnaam %s wachtwoord %s voor de voerrobot", hawPerson(), u, p)
	case 13:
		f = "chat-pl"
		text = fmt.Sprintf("login: %s, hasło: %s — to do panelu suszarni", u, p)
	case 14:
		text = fmt.Sprintf("u/p %s/%s", u, p)
	case 15:
		f = "markdown"
		text = fmt.Sprintf("| System | User | Password |\n|---|---|---|\n| %s | %s | %s |\n", sys, u, p)
	case 16:
		text = fmt.Sprintf("it's %s and the password is %s", u, p)
	case 17:
		f = "ticket"
		text = fmt.Sprintf("AGRI-%d: irrigation controller offline\nTech on site used %s with pw %s to reboot it. Zone 4 valve still stuck.", hawIn(100, 999), u, p)
		return hawK(hawS(cat, f, text, p), "Zone 4 valve still stuck.")
	case 18:
		text = fmt.Sprintf("%s logs in as %s, password %s", hawPerson(), u, p)
	case 19:
		f = "chat-it"
		text = fmt.Sprintf("credenziali del portale AGEA: utente %s password %s", u, p)
	case 20:
		text = fmt.Sprintf("Wi-Fi cam in the calving barn: %s + %s", u, p)
	case 21:
		f = "yaml"
		text = fmt.Sprintf("- name: weather station\n  url: http://%s\n  user: %s\n  password: \"%s\"\n- name: fuel tank gauge\n  url: http://%s/tank\n", h, u, p, hawHost())
	case 22:
		text = fmt.Sprintf("%s (username) %s (password)", u, p)
	case 23:
		f = "chat-tr"
		text = fmt.Sprintf("sera otomasyonu girişi: kullanıcı adı %s, şifre %s", u, p)
	case 24:
		text = fmt.Sprintf("Login: %s\nPW: %s", u, p)
	default:
		text = fmt.Sprintf("%s said the Lely T4C login is still %s with %s as the password", hawPerson(), u, p)
	}
	return hawS(cat, f, text, p)
}

func hawSplitToken() (string, string) {
	switch rng.IntN(8) {
	case 0:
		return hawAWSSecret(), "aws secret"
	case 1:
		return hawGhFine(), "github token"
	case 2:
		return hawAzureKey(), "storage account key"
	case 3:
		return hawJWT(), "FieldView access token"
	case 4:
		return hawSendgrid(), "SendGrid key"
	case 5:
		return hawStripe(), "Stripe key"
	case 6:
		return hawRnd(alnum, 64), "WeatherLink API secret"
	default:
		return hawOpenAI(), "OpenAI key"
	}
}

func hawSplitKey() Sample {
	tok, what := hawSplitToken()
	cut := len(tok)/2 + hawIn(-6, 6)
	a, b := tok[:cut], tok[cut:]
	ord := hawPick("thanks, will test after milking", "Cold store 2 is back at 3°C.", "next sync is at 6am",
		"don't forget the soil samples", "Drone flight for field 12 postponed (wind).")
	switch rng.IntN(8) {
	case 0:
		return hawK(hawS("split-key", "chat", fmt.Sprintf("%s: here's the %s, it wrapped in my phone:\n%s\n%s\n%s", hawPerson(), what, a, b, ord), a, b), ord)
	case 1:
		return hawS("split-key", "notes", fmt.Sprintf("## %s integration\n%s:\n    %s\n    %s\n(one line, no space)\n", hawSys(), what, a, b), a, b)
	case 2:
		return hawS("split-key", "log", fmt.Sprintf("%s %s DEBUG auth: using key=%s\n%s %s DEBUG ... %s\n%s %s INFO sync ok, %d records", hawDate(), hawTime(), a, hawDate(), hawTime(), b, hawDate(), hawTime(), hawIn(10, 900)), a, b)
	case 3:
		return hawK(hawS("split-key", "email", fmt.Sprintf("Hi %s,\n\nThe new %s for the co-op dashboard is\n%s\n%s\nPlease store it in the vault.\n\n%s", hawPerson(), what, a, b, ord), a, b), ord)
	case 4:
		return hawS("split-key", "shell", fmt.Sprintf("$ cat ~/.config/farmsync/key\n%s\n%s\n$ wc -c ~/.config/farmsync/key\n%d /home/pi/.config/farmsync/key", a, b, len(tok)+1), a, b)
	case 5:
		return hawS("split-key", "whatsapp-de", fmt.Sprintf("Sven: Schlüssel kommt in zwei Nachrichten\nSven: %s\nSven: %s\n%s: zusammenkopieren ohne Leerzeichen?\nSven: ja", a, b, hawPerson()), a, b)
	case 6:
		return hawS("split-key", "chat", fmt.Sprintf("> %s\n> %s\nthat's the %s from the old laptop, is it still valid?", a, b, what), a, b)
	default:
		return hawK(hawS("split-key", "config", fmt.Sprintf("# %s\nAPI_KEY=%s\\\n%s\nFARM_ID=%d", what, a, b, hawIn(1000, 9999)), a, b), "FARM_ID=")
	}
}

func hawKeyID() Sample {
	kid := hawHex(40)
	proj := hawPick("fieldview-sync", "drone-maps-4821", "coop-portal-prod", "herd-analytics", "coldchain-iot")
	sa := hawPick("ingest", "drone-upload", "firebase-adminsdk-x1k2p", "bq-reader", "dryer-telemetry") + "@" + proj + ".iam.gserviceaccount.com"
	switch rng.IntN(10) {
	case 0:
		return hawS("key-id", "chat", fmt.Sprintf("the service account json for %s has \"private_key_id\": \"%s\" — is that the one we revoked?", proj, kid), kid)
	case 1:
		pem, lines := hawPEM("PRIVATE KEY")
		js := fmt.Sprintf("{\n  \"type\": \"service_account\",\n  \"project_id\": \"%s\",\n  \"private_key_id\": \"%s\",\n  \"private_key\": \"%s\\n\",\n  \"client_email\": \"%s\"\n}", proj, kid, strings.ReplaceAll(pem, "\n", "\\n"), sa)
		return hawK(hawS("key-id", "json", js, kid, lines[0], lines[1]), "\"type\": \"service_account\"")
	case 2:
		return hawS("key-id", "notes", fmt.Sprintf("Rotation log %s\n- old private_key_id: %s (disabled)\n- SA: %s\n- updated the drone pipeline secret", hawDate(), kid, sa), kid)
	case 3:
		return hawS("key-id", "python", fmt.Sprintf("creds = {\n    'type': 'service_account',\n    'project_id': '%s',\n    'private_key_id': '%s',\n}\n", proj, kid), kid)
	case 4:
		return hawS("key-id", "yaml", fmt.Sprintf("gcp:\n  project: %s\n  private_key_id: %s\n  client_email: %s\n", proj, kid, sa), kid)
	case 5:
		return hawS("key-id", "terraform", fmt.Sprintf("# imported manually\nlocals {\n  sa_key_id = \"%s\"\n}\n", kid), kid)
	case 6:
		return hawS("key-id", "chat-de", fmt.Sprintf("%s: Im JSON steht private_key_id %s, bitte im Agrar-Portal neu hinterlegen", hawPerson(), kid), kid)
	case 7:
		return hawS("key-id", "ticket", fmt.Sprintf("OPS-%d: BigQuery export of yield maps fails with invalid_grant.\nKey in use: private_key_id=%s for %s.\nProbably deleted in console.", hawIn(100, 999), kid, sa), kid)
	case 8:
		id := hawAWSID()
		return hawS("key-id", "ini", fmt.Sprintf("[farm-backup]\naws_access_key_id = %s\nregion = eu-central-1\n", id), id)
	default:
		return hawS("key-id", "chat-es", fmt.Sprintf("%s: en el JSON de la cuenta de servicio, \"private_key_id\": \"%s\". ¿Lo borro?", hawPerson(), kid), kid)
	}
}
