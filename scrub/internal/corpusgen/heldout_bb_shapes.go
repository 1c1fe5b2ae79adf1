package main

// heldout_bb_shapes.go: the four shapes covered in depth: Discord bot tokens, login pairs
// written as "user / password", keys wrapped over two lines, and service-account key ids.

import (
	"fmt"
	"strings"
)

func hbbDiscordSamples(n int) []Sample {
	var out []Sample
	for i := 0; i < n; i++ {
		tok := hbbDiscordTok()
		name := hbbL(hbbNames)
		venue := hbbL(hbbVenues)
		guild := hbbDigits(18)
		bot := hbbP("MatchdayBot", "RotaBot", "GigListBot", "FixtureBot", "DoorBot", "TicketBot")
		var s Sample
		switch i % 16 {
		case 0:
			s = hbbWrapSec("discord-token", "chat", fmt.Sprintf("%s: here's the token for %s so you can host it on the Pi: %s (please don't paste it in #general)", name, bot, tok), tok)
		case 1:
			s = hbbSec("discord-token", "env", fmt.Sprintf("# %s\nDISCORD_TOKEN=%s\nGUILD_ID=%s\nFIXTURES_CHANNEL=fixtures", bot, tok, guild), tok)
			s.Keep = []string{"FIXTURES_CHANNEL=fixtures"}
		case 2:
			s = hbbSec("discord-token", "json", fmt.Sprintf("{\n  \"token\": \"%s\",\n  \"prefix\": \"!\",\n  \"guildId\": \"%s\",\n  \"announceChannel\": \"matchday\"\n}", tok, guild), tok)
		case 3:
			s = hbbSec("discord-token", "python", fmt.Sprintf("import discord\n\nintents = discord.Intents.default()\nclient = discord.Client(intents=intents)\n\n@client.event\nasync def on_ready():\n    print(f\"{client.user} is online for %s\")\n\nclient.run(\"%s\")", venue, tok), tok)
		case 4:
			s = hbbSec("discord-token", "js", fmt.Sprintf("const { Client, GatewayIntentBits } = require('discord.js');\nconst client = new Client({ intents: [GatewayIntentBits.Guilds] });\nclient.once('ready', () => console.log('%s ready'));\nclient.login('%s');", bot, tok), tok)
		case 5:
			s = hbbSec("discord-token", "yaml", fmt.Sprintf("discord:\n  bot_token: %s\n  channel: \"#fixtures\"\n  notify_on_score: true", tok), tok)
			s.Keep = []string{"notify_on_score: true"}
		case 6:
			s = hbbWrapSec("discord-token", "notes", fmt.Sprintf("%s is logged in with %s. Reset it in the developer portal after the festival weekend.", bot, tok), tok)
		case 7:
			s = hbbSec("discord-token", "log", fmt.Sprintf("[%s %s] INFO discord.client: logging in using static token\n[%s %s] DEBUG gateway: IDENTIFY token=%s shard=[0, 1]\n[%s %s] INFO discord.gateway: Shard ID None has connected to Gateway", hbbDate(), hbbTime(), hbbDate(), hbbTime(), tok, hbbDate(), hbbTime()), tok)
		case 8:
			s = hbbWrapSec("discord-token", "notes", fmt.Sprintf("Discord bot token → %s", tok), tok)
		case 9:
			s = hbbSec("discord-token", "shell", fmt.Sprintf("$ docker run -d --name %s --restart unless-stopped \\\n    -e DISCORD_BOT_TOKEN=%s \\\n    ghcr.io/%s/%s:latest", strings.ToLower(bot), tok, strings.ToLower(strings.ReplaceAll(venue, " ", "")), strings.ToLower(bot)), tok)
		case 10:
			s = hbbSec("discord-token", "toml", fmt.Sprintf("[bot]\nname = \"%s\"\ntoken = \"%s\"\n\n[schedule]\npost_fixtures = \"Mon 09:00\"", bot, tok), tok)
		case 11:
			s = hbbWrapSec("discord-token", "chat-fr", fmt.Sprintf("Le token du bot Discord du club : %s — ne le mets pas sur GitHub stp", tok), tok)
		case 12:
			s = hbbSec("discord-token", "markdown", fmt.Sprintf("| Bot | Server | Token |\n|-----|--------|-------|\n| %s | %s | %s |", bot, venue, tok), tok)
		case 13:
			s = hbbSec("discord-token", "shell", fmt.Sprintf("curl -H \"Authorization: Bot %s\" https://discord.com/api/v10/users/@me", tok), tok)
		case 14:
			s = hbbSec("discord-token", "go", fmt.Sprintf("dg, err := discordgo.New(\"Bot \" + \"%s\")\nif err != nil {\n\tlog.Fatalf(\"session: %%v\", err)\n}", tok), tok)
		default:
			s = hbbSec("discord-token", "whatsapp", fmt.Sprintf("[%02d/07/2024, %02d:%02d] %s: new bot token for the results channel\n[%02d/07/2024, %02d:%02d] %s: %s\n[%02d/07/2024, %02d:%02d] %s: 👍", hbbN(1, 28), hbbN(8, 22), hbbN(0, 59), name, hbbN(1, 28), hbbN(8, 22), hbbN(0, 59), name, tok, hbbN(1, 28), hbbN(8, 22), hbbN(0, 59), hbbL(hbbNames)), tok)
		}
		out = append(out, s)
	}
	return out
}

func hbbLoginPairSamples(n int) []Sample {
	var out []Sample
	for i := 0; i < n; i++ {
		pw := hbbAnyPw()
		user := hbbL(hbbUsers)
		sys := hbbL(hbbSystems)
		name := hbbL(hbbNames)
		venue := hbbL(hbbVenues)
		host := hbbL(hbbHosts)
		c := "login-pair"
		var s Sample
		switch i % 22 {
		case 0:
			s = hbbWrapSec(c, "chat", fmt.Sprintf("%s: router login admin / %s", name, pw), pw)
		case 1:
			s = hbbWrapSec(c, "chat", fmt.Sprintf("for the %s the login is %s / %s", sys, user, pw), pw)
		case 2:
			s = hbbSec(c, "yaml", fmt.Sprintf("box_office_pc:\n  ip: %s\n  login: %s / %s\n  notes: till drawer key is on the lanyard", host, user, pw), pw)
			s.Keep = []string{"notes: till drawer key is on the lanyard"}
		case 3:
			s = hbbWrapSec(c, "notes", fmt.Sprintf("The %s web UI: user `%s`, password `%s`.", sys, user, pw), pw)
		case 4:
			s = hbbWrapSec(c, "chat", fmt.Sprintf("creds for the %s: %s / %s", sys, user, pw), pw)
		case 5:
			s = hbbWrapSec(c, "chat", fmt.Sprintf("u/p %s / %s", user, pw), pw)
		case 6:
			s = hbbSec(c, "notes", fmt.Sprintf("%s — %s\nUsername: %s\nPassword: %s\nIP: %s", venue, sys, user, pw, host), pw)
		case 7:
			s = hbbWrapSec(c, "chat", fmt.Sprintf("%s — login `%s` pw `%s`", sys, user, pw), pw)
		case 8:
			s = hbbWrapSec(c, "chat", fmt.Sprintf("just log in as %s with %s and hit Sync", user, pw), pw)
		case 9:
			s = hbbWrapSec(c, "ticket", fmt.Sprintf("Steps to reproduce: open the %s, user %s pass %s, go to Reports > Daily takings.", sys, user, pw), pw)
		case 10:
			s = hbbSec(c, "markdown", fmt.Sprintf("| System | User | Password |\n|---|---|---|\n| %s | %s | %s |\n| Wi-Fi (staff) | — | ask Dev |", sys, user, pw), pw)
			s.Keep = []string{"| Wi-Fi (staff) | — | ask Dev |"}
		case 11:
			s = hbbSec(c, "csv", fmt.Sprintf("system,username,password,owner\n%s,%s,%s,%s\nMailchimp,%s,see vault,%s", sys, user, pw, name, hbbEmail(), hbbL(hbbNames)), pw)
		case 12:
			s = hbbWrapSec(c, "notes-de", fmt.Sprintf("Zugang Kassen-PC: Benutzer %s / Passwort %s", user, pw), pw)
		case 13:
			s = hbbWrapSec(c, "notes-fr", fmt.Sprintf("Accès billetterie — identifiant : %s, mot de passe : %s", user, pw), pw)
		case 14:
			s = hbbWrapSec(c, "chat-es", fmt.Sprintf("Para la taquilla: usuario %s, contraseña %s. No la cambiéis sin avisar.", user, pw), pw)
		case 15:
			s = hbbWrapSec(c, "notes-ja", fmt.Sprintf("照明卓のログイン: %s / パスワード: %s", user, pw), pw)
		case 16:
			s = hbbWrapSec(c, "chat", fmt.Sprintf("NVR is %s // %s (the CCTV one in the plant room)", user, pw), pw)
		case 17:
			s = hbbWrapSec(c, "chat", fmt.Sprintf("%s + %s gets you into the %s", user, pw, sys), pw)
		case 18:
			s = hbbWrapSec(c, "chat-pl", fmt.Sprintf("Kasa na bramce: login: %s, hasło: %s", user, pw), pw)
		case 19:
			s = hbbWrapSec(c, "chat-it", fmt.Sprintf("utente %s / password %s per il PC della biglietteria", user, pw), pw)
		case 20:
			s = hbbWrapSec(c, "chat-pt", fmt.Sprintf("O login da recepção é %s e a senha %s", user, pw), pw)
		default:
			s = hbbWrapSec(c, "email", fmt.Sprintf("Hi %s,\n\nYour Mindbody staff login is %s / %s. Please change it the first time you sign in.\n\nThanks,\n%s", name, hbbEmail(), pw, hbbL(hbbNames)), pw)
		}
		out = append(out, s)
	}
	return out
}

// hbbSplit cuts a token so that both halves are at least 14 characters long.
func hbbSplit(tok string) (string, string) {
	cut := hbbN(14, len(tok)-14)
	return tok[:cut], tok[cut:]
}

func hbbSplitKeySamples(n int) []Sample {
	var out []Sample
	for i := 0; i < n; i++ {
		tok := hbbLongToken()
		p1, p2 := hbbSplit(tok)
		name := hbbL(hbbNames)
		c := "split-key"
		var s Sample
		switch i % 10 {
		case 0:
			s = hbbWrapSec(c, "chat", fmt.Sprintf("%s: the ticketing API key came through on two lines, sorry\n%s\n%s", name, p1, p2), p1, p2)
		case 1:
			s = hbbSec(c, "notes", fmt.Sprintf("- Eventbrite webhook works again\n- API key: %s\n  %s\n- next: fix the door-list export", p1, p2), p1, p2)
			s.Keep = []string{"- next: fix the door-list export"}
		case 2:
			prefix := fmt.Sprintf("%s %s INFO sync: using key=", hbbDate(), hbbTime())
			if len(prefix)+len(p1) > 80 && len(tok) > 80-len(prefix)+14 {
				p1, p2 = tok[:80-len(prefix)], tok[80-len(prefix):]
			}
			s = hbbSec(c, "log", fmt.Sprintf("%s%s\n%s\n%s %s INFO sync: 214 orders imported", prefix, p1, p2, hbbDate(), hbbTime()), p1, p2)
		case 3:
			s = hbbSec(c, "yaml", fmt.Sprintf("ticketing:\n  provider: seetickets\n  api_key: >-\n    %s\n    %s\n  poll_seconds: 60", p1, p2), p1, p2)
			s.Keep = []string{"poll_seconds: 60"}
		case 4:
			s = hbbSec(c, "python", fmt.Sprintf("API_KEY = (\n    \"%s\"\n    \"%s\"\n)\nBASE_URL = \"https://api.example-tickets.com/v2\"", p1, p2), p1, p2)
		case 5:
			s = hbbSec(c, "shell", fmt.Sprintf("export BOOKING_API_KEY=%s\\\n%s\n./sync_bookings.sh --since yesterday", p1, p2), p1, p2)
		case 6:
			s = hbbSec(c, "email", fmt.Sprintf("On Tue, %s wrote:\n> Here is the key for the streaming account:\n> %s\n> %s\n> Shout if it doesn't work.\n\nWorked, thanks!", name, p1, p2), p1, p2)
		case 7:
			s = hbbWrapSec(c, "markdown", fmt.Sprintf("Key (wrapped by the PDF export, join the two lines):\n```\n%s\n%s\n```", p1, p2), p1, p2)
		case 8:
			s = hbbWrapSec(c, "chat", fmt.Sprintf("key: %s\n%s\nthat's all one line btw, WhatsApp broke it", p1, p2), p1, p2)
		default:
			s = hbbWrapSec(c, "notes-de", fmt.Sprintf("Schlüssel für die Mitgliederverwaltung (zweizeilig, bitte zusammenfügen):\n%s\n%s", p1, p2), p1, p2)
		}
		out = append(out, s)
	}
	return out
}

func hbbKeyIDSamples(n int) []Sample {
	var out []Sample
	for i := 0; i < n; i++ {
		id := hbbHex(40)
		proj := hbbP("harbourlane-tix-381204", "club-hub-prod", "festival-stream-2024", "millbrook-bookings", "northgate-afc-site", "foundry-doorlist")
		sa := hbbP("ticket-sync", "stream-uploader", "sheets-bot", "doorlist", "firebase-adminsdk-x2k9q")
		email := sa + "@" + proj + ".iam.gserviceaccount.com"
		c := "key-id"
		var s Sample
		switch i % 12 {
		case 0:
			s = hbbWrapSec(c, "chat", fmt.Sprintf("the service account file has \"private_key_id\": \"%s\" — can someone rotate it, it was on the shared drive", id), id)
		case 1:
			s = hbbSec(c, "json", fmt.Sprintf("{\n  \"type\": \"service_account\",\n  \"project_id\": \"%s\",\n  \"private_key_id\": \"%s\",\n  \"client_email\": \"%s\",\n  \"token_uri\": \"https://oauth2.googleapis.com/token\"\n}", proj, id, email), id)
		case 2:
			s = hbbWrapSec(c, "chat", fmt.Sprintf("%s SA: \"private_key_id\": \"%s\", client_email %s", sa, id, email), id)
		case 3:
			s = hbbSec(c, "python", fmt.Sprintf("creds_info = {\n    'type': 'service_account',\n    'project_id': '%s',\n    'private_key_id': '%s',\n    'client_email': '%s',\n}", proj, id, email), id)
		case 4:
			s = hbbSec(c, "yaml", fmt.Sprintf("gcp:\n  project: %s\n  client_email: %s\n  private_key_id: %s", proj, email, id), id)
		case 5:
			s = hbbSec(c, "env", fmt.Sprintf("GCP_PROJECT=%s\nGCP_PRIVATE_KEY_ID=%s\nGCP_CLIENT_EMAIL=%s", proj, id, email), id)
			s.Keep = []string{"GCP_PROJECT=" + proj}
		case 6:
			s = hbbSec(c, "terraform", fmt.Sprintf("resource \"google_service_account_key\" \"stream\" {\n  service_account_id = \"%s\"\n}\n# imported: private_key_id = \"%s\"", email, id), id)
		case 7:
			s = hbbWrapSec(c, "ticket", fmt.Sprintf("Leak report: key id %s for %s was committed to the club website repo. Please disable it.", id, email), id)
		case 8:
			s = hbbWrapSec(c, "chat-es", fmt.Sprintf("La cuenta de servicio de las entradas tiene \"private_key_id\": \"%s\", hay que rotarla antes del torneo", id), id)
		case 9:
			s = hbbSec(c, "log", fmt.Sprintf("%s WARN google.auth: loaded credentials for %s (private_key_id=%s)\n%s INFO sheets: appended 37 rows to Members 2024", hbbStamp(), email, id, hbbStamp()), id)
		case 10:
			s = hbbWrapSec(c, "notes-de", fmt.Sprintf("Dienstkonto für die Mitgliederliste: \"private_key_id\": \"%s\" (läuft nie ab, bitte austauschen)", id), id)
		default:
			s = hbbWrapSec(c, "chat", fmt.Sprintf("fyi Firebase admin key privateKeyId=%s is in the scanner app build, we need a new one", id), id)
		}
		out = append(out, s)
	}
	return out
}
