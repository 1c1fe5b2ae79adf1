package main

import "strings"

// Discord bot tokens and login pairs written as "user / password".

func hbeDiscordSamples() []Sample {
	var out []Sample
	for i := 0; i < 36; i++ {
		t := hbeDiscordToken()
		n := hbeName()
		var s Sample
		switch i % 12 {
		case 0:
			s = hbeSec("discord-token", "chat", hbeF("%s: the tour-guide bot for the %s group is live, token is %s — please don't paste it in #general", n, hbeCity(), t), t)
		case 1:
			s = hbeSec("discord-token", "env", hbeF("# concierge bot\nDISCORD_TOKEN=%s\nDISCORD_GUILD_ID=1%s\nBOOKING_CHANNEL=transfers-%s", t, hbeR(hbeDig, 17), strings.ToLower(hbeCity())), t)
			s = hbeKeep(s, "# concierge bot")
		case 2:
			s = hbeSec("discord-token", "python", hbeF("import discord\n\nclient = discord.Client(intents=discord.Intents.default())\n\n@client.event\nasync def on_ready():\n    print('voucher bot ready')\n\nclient.run(%q)", t), t)
			s = hbeKeep(s, "print('voucher bot ready')")
		case 3:
			s = hbeSec("discord-token", "js", hbeF("const { Client, GatewayIntentBits } = require('discord.js');\nconst client = new Client({ intents: [GatewayIntentBits.Guilds] });\nclient.login('%s');", t), t)
		case 4:
			s = hbeSec("discord-token", "yaml", hbeF("bot:\n  name: GuideBot\n  prefix: \"!\"\n  token: %s\n  owner: %s\nrooms:\n  - lobby\n  - %s-arrivals", t, strings.ToLower(n), strings.ToLower(hbeCity())), t)
		case 5:
			s = hbeSec("discord-token", "json", hbeF("{\n  \"botToken\": \"%s\",\n  \"pickupChannel\": \"airport-pickups\",\n  \"timezone\": \"Europe/Lisbon\"\n}", t), t)
		case 6:
			s = hbeSec("discord-token", "notes", hbeF("Meeting notes %s — ops sync\n- Discord bot for group check-ins moved to the new VPS\n- bot token (rotated today): %s\n- %s to update the welcome message in Spanish", hbeDate(), t, n), t)
			s = hbeKeep(s, "- Discord bot for group check-ins moved to the new VPS")
		case 7:
			s = hbeSec("discord-token", "go", hbeF("dg, err := discordgo.New(\"Bot \" + %q)\nif err != nil {\n\tlog.Fatalf(\"discord session: %%v\", err)\n}", t), t)
		case 8:
			s = hbeSec("discord-token", "shell", hbeF("$ export BOT_TOKEN='%s'\n$ docker run -d --name tourbot -e BOT_TOKEN tourbot:1.4.2\n7f3c2a19e0b4", t), t)
		case 9:
			s = hbeSec("discord-token", "chat-es", hbeF("Oye %s, el token del bot de Discord de las excursiones es %s, cámbialo si lo ves en algún log", n, t), t)
		case 10:
			s = hbeSec("discord-token", "toml", hbeF("[discord]\ntoken = \"%s\"\napplication_id = \"1%s\"\n\n[hotels]\nfeed = \"https://feeds.example-dmc.com/rooms.xml\"", t, hbeR(hbeDig, 17)), t)
		default:
			s = hbeSec("discord-token", "log", hbeF("2025-0%d-1%d 07:4%d:12 WARN gateway: reconnecting with token=%s (attempt 3)", hbeN(1, 9), hbeN(0, 9), hbeN(0, 9), t), t)
		}
		out = append(out, s)
	}
	for i := 0; i < 8; i++ {
		u, tok := hbeDiscordWebhook()
		switch i % 4 {
		case 0:
			out = append(out, hbeSec("discord-webhook", "chat", hbeF("post the flight delay alerts to %s please", u), tok))
		case 1:
			out = append(out, hbeSec("discord-webhook", "env", hbeF("ALERT_WEBHOOK=%s\nALERT_LEVEL=warn", u), tok))
		case 2:
			out = append(out, hbeSec("discord-webhook", "shell", hbeF("curl -H 'Content-Type: application/json' -d '{\"content\":\"overbooking at %s\"}' %s", hbeHotel(), u), tok))
		default:
			out = append(out, hbeSec("discord-webhook", "yaml", hbeF("notifications:\n  discord:\n    url: \"%s\"\n    username: ChannelManager", u), tok))
		}
	}
	return out
}

func hbeLoginPairSamples() []Sample {
	var out []Sample
	for i := 0; i < 44; i++ {
		u := hbeUser()
		p := hbePw()
		sys := hbeSystem()
		n := hbeName()
		var s Sample
		switch i % 24 {
		case 0:
			s = hbeSec("login-pair", "chat", hbeF("router login admin / %s (the one in the back office, not the lobby AP)", p), p)
		case 1:
			s = hbeSec("login-pair", "yaml", hbeF("# %s\nlogin: admin / %s\nurl: https://admin.%s.example.com", sys, p, strings.ToLower(hbeR(hbeLower, 6))), p)
		case 2:
			s = hbeSec("login-pair", "chat", hbeF("%s login is %s / %s", sys, u, p), p)
		case 3:
			s = hbeSec("login-pair", "chat", hbeF("for %s use %s:%s", sys, u, p), p)
		case 4:
			s = hbeSec("login-pair", "notes", hbeF("%s\nuser: %s\npass: %s\nsupport line: +34 971 %s", sys, u, p, hbeR(hbeDig, 6)), p)
			s = hbeKeep(s, "user: "+u)
		case 5:
			s = hbeSec("login-pair", "chat", hbeF("creds for %s -> %s | %s", sys, u, p), p)
		case 6:
			s = hbeSec("login-pair", "email", hbeF("Hi %s,\n\nyour access to the %s has been created.\nUsername: %s\nPassword: %s\n\nPlease change the password after the first login.\n\nKind regards,\nPartner Support", n, sys, u, p), p)
			s = hbeKeep(s, "Please change the password after the first login.")
		case 7:
			s = hbeSec("login-pair", "chat", hbeF("Amadeus sign-in: office %s, sign %s, pw %s", "PMI1S2"+hbeR(hbeDig, 3), hbeR(hbeDig, 4)+hbeR(hbeUpper, 2), p), p)
		case 8:
			s = hbeSec("login-pair", "chat-de", hbeF("Zugang %s: Benutzer %s, Passwort %s", sys, u, p), p)
		case 9:
			s = hbeSec("login-pair", "chat-fr", hbeF("Identifiants %s : %s / %s", sys, u, p), p)
		case 10:
			s = hbeSec("login-pair", "table", hbeF("| System | User | Password |\n|---|---|---|\n| %s | %s | %s |\n| Wi-Fi lobby | — | ask reception |", sys, u, p), p)
			s = hbeKeep(s, "| Wi-Fi lobby | — | ask reception |")
		case 11:
			s = hbeSec("login-pair", "csv", hbeF("system,username,password,notes\n%s,%s,%s,shared with night audit", sys, u, p), p)
		case 12:
			s = hbeSec("login-pair", "chat", hbeF("%s — %s — %s", sys, u, p), p)
		case 13:
			s = hbeSec("login-pair", "chat", hbeF("log in as %s with %s", u, p), p)
		case 14:
			s = hbeSec("login-pair", "chat", hbeF("Sabre EPR %s password %s, PCC %s", hbeR(hbeDig, 5), p, hbeR(hbeUpDig, 4)), p)
		case 15:
			s = hbeSec("login-pair", "chat-it", hbeF("Le credenziali del portale %s sono utente %s e password %s", sys, u, p), p)
		case 16:
			s = hbeSec("login-pair", "chat-pt", hbeF("acesso ao %s: login %s senha %s", sys, u, p), p)
		case 17:
			s = hbeSec("login-pair", "yaml", hbeF("suppliers:\n  - name: %s\n    portal: %s\n    login: %s / %s\n    contract: 2026 summer", hbeAgency(), sys, u, p), p)
		case 18:
			s = hbeSec("login-pair", "chat", hbeF("u: %s p: %s", u, p), p)
		case 19:
			s = hbeSec("login-pair", "chat-tr", hbeF("%s girişi: kullanıcı adı %s, şifre %s", sys, u, p), p)
		case 20:
			s = hbeSec("login-pair", "notes", hbeF("Handover night shift %s\n- %s: %s/%s (reset on Monday)\n- 3 late arrivals, all prepaid", hbeDate(), sys, u, p), p)
			s = hbeKeep(s, "- 3 late arrivals, all prepaid")
		case 21:
			s = hbeSec("login-pair", "chat-ja", hbeF("%sのログイン: ID %s / PW %s", sys, u, p), p)
		case 22:
			s = hbeSec("login-pair", "chat", hbeF("the %s account is \"%s\" and the password is \"%s\"", sys, u, p), p)
		default:
			s = hbeSec("login-pair", "chat-ru", hbeF("Доступ в %s: логин %s, пароль %s", sys, u, p), p)
		}
		out = append(out, s)
	}
	return out
}
