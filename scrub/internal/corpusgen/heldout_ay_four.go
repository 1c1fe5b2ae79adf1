package main

// heldout-ay: the four shapes named in the brief: Discord bot tokens, login pairs written in
// prose, keys wrapped across two lines, and key ids of service accounts.

import (
	"fmt"
	"strings"
)

func hayDiscordBots(n int) []Sample {
	var out []Sample
	for i := 0; i < n; i++ {
		t := hayDiscordToken()
		bot := hayP("outage-alert", "crew-dispatch", "scada-alarms", "pv-yield", "storm-watch", "meter-reads", "ev-charger-status")
		site := haySite()
		var s Sample
		switch i % 15 {
		case 0:
			s = haySec("discord-token", "chat", fmt.Sprintf("%s: the %s bot for #%s keeps dropping, I regenerated it. new token %s — restart the container on %s pls", hayName(), bot, strings.ToLower(strings.Fields(site)[0])+"-ops", t, hayHost()), t)
		case 1:
			s = haySec("discord-token", "env", fmt.Sprintf("# %s bot\nDISCORD_GUILD_ID=%s\nDISCORD_CHANNEL=alarms-%s\nDISCORD_TOKEN=%s\nALARM_MIN_PRIORITY=2\n", bot, haySnowflake(), hayD(1, 40), t), t)
			s = hayKeep(s, "ALARM_MIN_PRIORITY=2")
		case 2:
			s = haySec("discord-token", "json", fmt.Sprintf("{\n  \"prefix\": \"!\",\n  \"token\": \"%s\",\n  \"alarmChannel\": \"%s\",\n  \"pollSeconds\": %d\n}\n", t, haySnowflake(), hayN(5, 60)), t)
		case 3:
			s = haySec("discord-token", "python", fmt.Sprintf("import discord\n\nintents = discord.Intents.default()\nclient = discord.Client(intents=intents)\n\n@client.event\nasync def on_ready():\n    print(f\"{client.user} watching %s\")\n\nclient.run(\"%s\")\n", site, t), t)
		case 4:
			s = haySec("discord-token", "javascript", fmt.Sprintf("const { Client, GatewayIntentBits } = require('discord.js');\nconst client = new Client({ intents: [GatewayIntentBits.Guilds] });\n// posts breaker trips from the %s historian\nclient.login('%s');\n", site, t), t)
		case 5:
			s = haySec("discord-token", "yaml", fmt.Sprintf("services:\n  %s-bot:\n    image: ghcr.io/gridops/%s-bot:1.%d.%d\n    restart: unless-stopped\n    environment:\n      - BOT_TOKEN=%s\n      - HISTORIAN_URL=https://%s/piwebapi\n", bot, bot, hayN(0, 9), hayN(0, 20), t, hayHost()), t)
		case 6:
			s = haySec("discord-token", "log", fmt.Sprintf("%s WARN  discord.gateway: session invalidated, reconnecting with token %s\n%s INFO  discord.gateway: READY as %s#%s\n", hayTime(), t, hayTime(), bot, hayD(1000, 9999)), t)
		case 7:
			s = haySec("discord-token", "notes", fmt.Sprintf("Handover — night shift %s\n- Unit 2 tripped at 03:14 on high vibration, back on at 04:02\n- Discord alarm bot token (if it needs re-adding): %s\n- Feeder F-%s still on manual\n", hayDate(), t, hayD(100, 999)), t)
			s = hayKeep(s, "Unit 2 tripped at 03:14 on high vibration")
		case 8:
			s = haySec("discord-token", "systemd", fmt.Sprintf("[Service]\nExecStart=/opt/%s/bin/bot\nEnvironment=\"DISCORD_BOT_TOKEN=%s\"\nUser=bot\nRestart=always\n", bot, t), t)
		case 9:
			s = haySec("discord-token", "chat-de", fmt.Sprintf("Hallo %s, der Bot für die Störmeldungen aus %s braucht den neuen Token: %s – bitte nicht ins Wiki kopieren.", hayName(), site, t), t)
		case 10:
			s = haySec("discord-token", "ticket", fmt.Sprintf("OPS-%s: Alarm bot offline since %s\n\nSteps: reset token in the dev portal, new value is\n\n    %s\n\nthen redeploy. Assigned: %s", hayD(1000, 9999), hayDate(), t, hayName()), t)
		case 11:
			s = haySec("discord-token", "go", fmt.Sprintf("func main() {\n\tdg, err := discordgo.New(\"Bot \" + \"%s\")\n\tif err != nil {\n\t\tlog.Fatal(err)\n\t}\n\tdg.AddHandler(onTrip)\n}\n", t), t)
		case 12:
			s = haySec("discord-token", "shell", fmt.Sprintf("$ export DISCORD_TOKEN='%s'\n$ ./%s-bot --guild %s --dry-run\nconnected, 3 channels visible\n", t, bot, haySnowflake()), t)
		case 13:
			s = haySec("discord-token", "chat-es", fmt.Sprintf("oye %s, el token del bot de alarmas de %s es %s, lo cambié ayer", hayName(), site, t), t)
		default:
			s = haySec("discord-token", "toml", fmt.Sprintf("[discord]\ntoken = \"%s\"\nchannel_id = %s\nmention_role = \"on-call\"\n\n[scada]\npoll = \"30s\"\n", t, haySnowflake()), t)
		}
		out = append(out, s)
	}
	return out
}

func hayLoginPairs(n int) []Sample {
	var out []Sample
	for i := 0; i < n; i++ {
		pw := hayPw()
		u := hayUser()
		dev := hayDevice()
		var s Sample
		switch i % 32 {
		case 0:
			s = haySec("login-pair", "chat", fmt.Sprintf("router login %s / %s", u, pw), pw)
		case 1:
			s = haySec("login-pair", "chat", fmt.Sprintf("for %s the login is %s / %s (don't change it, the vendor needs it)", dev, u, pw), pw)
		case 2:
			s = haySec("login-pair", "yaml", fmt.Sprintf("site: %s\ndevices:\n  - name: rtu-%s\n    ip: %s\n    login: %s / %s\n    notes: DNP3 outstation 10\n", haySite(), hayD(1, 40), hayHost(), u, pw), pw)
			s = hayKeep(s, "notes: DNP3 outstation 10")
		case 3:
			s = haySec("login-pair", "chat", fmt.Sprintf("%s: inverter portal is %s/%s", hayName(), u, pw), pw)
		case 4:
			s = haySec("login-pair", "notes", fmt.Sprintf("%s visit %s\nGate is on the north side.\nHMI: user %s pass %s\nBring the Fluke and the laptop with the Modbus tool.\n", haySite(), hayDate(), u, pw), pw)
			s = hayKeep(s, "Gate is on the north side.")
		case 5:
			s = haySec("login-pair", "chat", fmt.Sprintf("use %s:%s for now, I'll make you your own account monday", u, pw), pw)
		case 6:
			s = haySec("login-pair", "markdown", fmt.Sprintf("| Device | IP | User | Password |\n|---|---|---|---|\n| %s | %s | %s | %s |\n| Weather station | 10.1.4.9 | — | see vault |\n", strings.TrimPrefix(dev, "the "), hayHost(), u, pw), pw)
		case 7:
			s = haySec("login-pair", "csv", fmt.Sprintf("host,username,password,role\n%s,%s,%s,engineer\n", hayHost(), u, pw), pw)
		case 8:
			s = haySec("login-pair", "chat", fmt.Sprintf("log in as %s with %s and go to Settings > Grid Code", u, pw), pw)
		case 9:
			s = haySec("login-pair", "notes", fmt.Sprintf("%s (pw: %s)", u, pw), pw)
		case 10:
			s = haySec("login-pair", "chat-de", fmt.Sprintf("Zugang zum Wechselrichter: Benutzer %s / Passwort %s", u, pw), pw)
		case 11:
			s = haySec("login-pair", "chat-es", fmt.Sprintf("el acceso al datalogger es usuario %s clave %s", u, pw), pw)
		case 12:
			s = haySec("login-pair", "chat-fr", fmt.Sprintf("identifiant : %s, mdp : %s — c'est le compte du poste de conduite", u, pw), pw)
		case 13:
			s = haySec("login-pair", "email", fmt.Sprintf("Hi %s,\n\nThe commissioning account for %s at %s is\n\n  Username: %s\n  Password: %s\n\nPlease change it after the SAT.\n\nRegards,\n%s", hayName(), dev, haySite(), u, pw, hayName()), pw)
			s = hayKeep(s, "Please change it after the SAT.")
		case 14:
			s = haySec("login-pair", "chat", fmt.Sprintf("creds -> %s // %s", u, pw), pw)
		case 15:
			s = haySec("login-pair", "notes", fmt.Sprintf("U: %s\nP: %s", u, pw), pw)
		case 16:
			s = haySec("login-pair", "chat", fmt.Sprintf("ssh %s@%s (password %s)", u, hayHost(), pw), pw)
		case 17:
			s = haySec("login-pair", "yaml", fmt.Sprintf("historian:\n  host: %s\n  login: %s / %s\n  tags: PLANT1.*\n", hayHost(), u, pw), pw)
		case 18:
			s = haySec("login-pair", "chat", fmt.Sprintf("the default on %s is %s and %s, we never changed it lol", dev, u, pw), pw)
		case 19:
			s = haySec("login-pair", "notes", fmt.Sprintf("Logon ID: %s   PW: %s", u, pw), pw)
		case 20:
			s = haySec("login-pair", "chat-pt", fmt.Sprintf("login do inversor: %s / %s", u, pw), pw)
		case 21:
			s = haySec("login-pair", "chat-nl", fmt.Sprintf("inloggen op %s met gebruiker %s en wachtwoord %s", strings.TrimPrefix(dev, "the "), u, pw), pw)
		case 22:
			s = haySec("login-pair", "ticket", fmt.Sprintf("WO-%s  Replace comms card on %s\nAccess: %s | %s\nParts: 1x RS-485 card\n", hayD(100000, 999999), dev, u, pw), pw)
			s = hayKeep(s, "Parts: 1x RS-485 card")
		case 23:
			s = haySec("login-pair", "ini", fmt.Sprintf("[%s]\nAddress=%s\nUser=%s\nPassword=%s\nTimeout=30\n", strings.ReplaceAll(strings.TrimPrefix(dev, "the "), " ", ""), hayHost(), u, pw), pw)
		case 24:
			s = haySec("login-pair", "chat", fmt.Sprintf("%s, %s is locked to %s, pw %s", hayName(), dev, u, pw), pw)
		case 25:
			s = haySec("login-pair", "chat-ja", fmt.Sprintf("%sのログインはユーザー名 %s、パスワード %s です。", strings.TrimPrefix(dev, "the "), u, pw), pw)
		case 26:
			s = haySec("login-pair", "chat-ru", fmt.Sprintf("доступ к RTU: логин %s, пароль %s", u, pw), pw)
		case 27:
			s = haySec("login-pair", "notes", fmt.Sprintf("- %s → %s\n  %s / %s\n- radio repeater on the water tower: no login, serial only\n", strings.TrimPrefix(dev, "the "), hayHost(), u, pw), pw)
			s = hayKeep(s, "radio repeater on the water tower: no login, serial only")
		case 28:
			s = haySec("login-pair", "chat", fmt.Sprintf("acct %s pwd %s", u, pw), pw)
		case 29:
			s = haySec("login-pair", "json", fmt.Sprintf("{\"device\": \"%s\", \"credentials\": {\"user\": \"%s\", \"pass\": \"%s\"}}", hayHost(), u, pw), pw)
		case 30:
			s = haySec("login-pair", "chat-pl", fmt.Sprintf("dane do logowania do falownika: %s / %s", u, pw), pw)
		default:
			s = haySec("login-pair", "chat", fmt.Sprintf("%s said the %s login is \"%s\" and \"%s\"", hayName(), strings.Fields(haySite())[0], u, pw), pw)
		}
		out = append(out, s)
	}
	return out
}

func haySplitTok() string {
	switch rng.IntN(9) {
	case 0:
		return hayGitHub()
	case 1:
		return hayAWSSecret()
	case 2:
		return hayB64(64)
	case 3:
		return haySlackBot()
	case 4:
		return hayStripe()
	case 5:
		return hayOpenAI()
	case 6:
		return hayHexKey(64)
	case 7:
		return haySendGrid()
	default:
		return hayDiscordToken()
	}
}

func haySplitKeys(n int) []Sample {
	var out []Sample
	for i := 0; i < n; i++ {
		tok := haySplitTok()
		a, b := haySplit(tok)
		var s Sample
		switch i % 12 {
		case 0:
			s = haySec("split-key", "chat", fmt.Sprintf("here's the key for the %s integration:\n%s\n%s\n(it wrapped, join the two lines)", hayP("PI", "AMI", "SolarEdge", "OCPP", "outage map"), a, b), a, b)
		case 1:
			s = haySec("split-key", "notes", fmt.Sprintf("## %s telemetry\n- api key: %s\n  %s\n- endpoint: https://%s/api/v2\n", haySite(), a, b, hayHost()), a, b)
			s = hayKeep(s, "- endpoint: https://")
		case 2:
			s = haySec("split-key", "log", fmt.Sprintf("%s DEBUG uploader: using credential %s\n    %s\n%s INFO  uploader: 288 intervals sent\n", hayTime(), a, b, hayTime()), a, b)
			s = hayKeep(s, "288 intervals sent")
		case 3:
			s = haySec("split-key", "email", fmt.Sprintf("Hi %s,\n\nYour access key is %s=\n%s\n\nThe meter data export runs nightly at 02:00.\n", hayName(), a, b), a, b)
			s = hayKeep(s, "The meter data export runs nightly at 02:00.")
		case 4:
			s = haySec("split-key", "chat", fmt.Sprintf("> %s\n> %s\nthat's the token from the vendor, %s", a, b, hayName()), a, b)
		case 5:
			s = haySec("split-key", "shell", fmt.Sprintf("$ export API_KEY=%s\\\n%s\n$ ./push-readings.sh --feeder F%s\n", a, b, hayD(10, 99)), a, b)
		case 6:
			s = haySec("split-key", "notes", fmt.Sprintf("token (two lines on the sticky note in the control room):\n%s\n%s", a, b), a, b)
		case 7:
			s = haySec("split-key", "chat", fmt.Sprintf("%s: secret = %s\n%s: %s\n%s: sorry, the paste cut it", hayName(), a, hayName(), b, hayName()), a, b)
		case 8:
			s = haySec("split-key", "markdown", fmt.Sprintf("```\nSECRET_KEY=%s\n%s\n```\nfrom the %s commissioning binder", a, b, haySite()), a, b)
		case 9:
			s = haySec("split-key", "log", fmt.Sprintf("[%s] auth header rejected: Bearer %s\n[%s] ...%s\n", hayTime(), a, hayTime(), b), a, b)
		case 10:
			s = haySec("split-key", "chat-de", fmt.Sprintf("Schlüssel für das Portal (wurde umgebrochen):\n%s\n%s\nBitte zusammenfügen.", a, b), a, b)
		default:
			s = haySec("split-key", "ticket", fmt.Sprintf("INC%s  EV charger back office cannot reach payment service\nworkaround key:\n  %s\n  %s\nstatus: monitoring", hayD(1000000, 9999999), a, b), a, b)
			s = hayKeep(s, "status: monitoring")
		}
		out = append(out, s)
	}
	return out
}

func hayKeyIDs(n int) []Sample {
	var out []Sample
	for i := 0; i < n; i++ {
		id := hayHexKey(40)
		proj := hayP("gridops-prod", "ami-analytics", "pv-fleet-412", "water-scada-dr", "ocpp-csms-eu", "outage-map")
		sa := hayP("historian-export", "meter-ingest", "pv-forecast", "bq-loader", "scada-archiver") + "@" + proj + ".iam.gserviceaccount.com"
		var s Sample
		switch i % 14 {
		case 0:
			s = haySec("key-id", "chat", fmt.Sprintf("the SA json for %s has \"private_key_id\": \"%s\" — can someone rotate it, it was in the repo for a week", sa, id), id)
		case 1:
			s = haySec("key-id", "json", fmt.Sprintf("{\n  \"type\": \"service_account\",\n  \"project_id\": \"%s\",\n  \"private_key_id\": \"%s\",\n  \"client_email\": \"%s\",\n  \"token_uri\": \"https://oauth2.googleapis.com/token\"\n}", proj, id, sa), id)
		case 2:
			s = haySec("key-id", "chat", fmt.Sprintf("private_key_id %s belongs to the pv-forecast account, delete that one", id), id)
		case 3:
			s = haySec("key-id", "notes", fmt.Sprintf("Rotation log %s\nold key id: %s (disabled)\nowner: %s\n", hayDate(), id, sa), id)
			s = hayKeep(s, "owner: "+sa)
		case 4:
			s = haySec("key-id", "yaml", fmt.Sprintf("gcp:\n  project: %s\n  private_key_id: %s\n  client_email: %s\n", proj, id, sa), id)
		case 5:
			a := hayAWSID()
			s = haySec("key-id", "chat", fmt.Sprintf("access key id %s is the one the meter export lambda uses", a), a)
		case 6:
			a := hayAWSID()
			sec := hayAWSSecret()
			s = haySec("key-id", "ini", fmt.Sprintf("[scada-archive]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = us-west-2\n", a, sec), a, sec)
		case 7:
			s = haySec("key-id", "python", fmt.Sprintf("creds = {\n    \"type\": \"service_account\",\n    \"private_key_id\": \"%s\",\n    \"client_email\": \"%s\",\n}\n", id, sa), id)
		case 8:
			s = haySec("key-id", "chat-fr", fmt.Sprintf("le private_key_id du compte de service est %s, il faut le révoquer", id), id)
		case 9:
			s = haySec("key-id", "log", fmt.Sprintf("%s ERROR google.auth: invalid_grant: key %s for %s is disabled\n", hayTime(), id, sa), id)
		case 10:
			kid := "00" + hayR("0123456789abcdef", 1) + hayHexKey(21)
			app := "K00" + hayD(1, 5) + hayR(alnum, 27)
			s = haySec("key-id", "notes", fmt.Sprintf("Backblaze bucket for the SCADA backups\nkeyID: %s\napplicationKey: %s\n", kid, app), kid, app)
		case 11:
			s = haySec("key-id", "env", fmt.Sprintf("GOOGLE_PRIVATE_KEY_ID=%s\nGOOGLE_CLIENT_EMAIL=%s\n", id, sa), id)
		case 12:
			s = haySec("key-id", "ticket", fmt.Sprintf("SEC-%s leaked credential\nA service-account key (key ID %s) for %s was found in a pastebin. Revoked %s.", hayD(100, 999), id, proj, hayDate()), id)
		default:
			s = haySec("key-id", "chat-es", fmt.Sprintf("el \"private_key_id\": \"%s\" es de la cuenta %s", id, sa), id)
		}
		out = append(out, s)
	}
	return out
}
