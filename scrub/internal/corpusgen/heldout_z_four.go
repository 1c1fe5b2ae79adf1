package main

import (
	"fmt"
	"strings"
)

// hzDiscord: Discord bot tokens in chat, notes, config and code.
func hzDiscord(n int) []Sample {
	var out []Sample
	for i := 0; i < n; i++ {
		t := hzDiscordTok()
		name := pick([]string{"homework-helper", "MinecraftNotifier", "grandpa-bingo-bot", "choir-reminders", "dnd_dice", "ClassroomBot", "pet-feeder-alerts"})
		switch i % 8 {
		case 0:
			out = append(out, hzS("discord-token", "chat", fmt.Sprintf("ok so the token for %s is %s dont share it lol", name, t), []string{t}))
		case 1:
			keep := "prefix: \"!\""
			out = append(out, hzS("discord-token", "yaml", fmt.Sprintf("# %s settings\nbot:\n  name: %s\n  token: %s\n  %s\n  guild: \"%s\"\n", name, name, t, keep, hzDigits(18)), []string{t}, keep))
		case 2:
			out = append(out, hzS("discord-token", "python", fmt.Sprintf("import discord\n\nclient = discord.Client(intents=discord.Intents.default())\n\n@client.event\nasync def on_ready():\n    print(f'logged in as {client.user}')\n\nclient.run('%s')\n", t), []string{t}, "async def on_ready():"))
		case 3:
			out = append(out, hzS("discord-token", "env", fmt.Sprintf("DISCORD_TOKEN=%s\nDISCORD_CLIENT_ID=%s\nLOG_LEVEL=info\n", t, hzDigits(18)), []string{t}, "LOG_LEVEL=info"))
		case 4:
			out = append(out, hzS("discord-token", "js", fmt.Sprintf("const { Client, GatewayIntentBits } = require('discord.js');\nconst client = new Client({ intents: [GatewayIntentBits.Guilds] });\nclient.login(\"%s\");\n", t), []string{t}))
		case 5:
			out = append(out, hzS("discord-token", "note", fmt.Sprintf("Notes for my son's %s bot (he set it up, I just need to restart it)\n- open terminal, type npm start\n- if it asks for the token: %s\n- the server is the one called Family", name, t), []string{t}, "- open terminal, type npm start"))
		case 6:
			out = append(out, hzS("discord-token", "json", fmt.Sprintf("{\n  \"token\": \"%s\",\n  \"prefix\": \"?\",\n  \"owner\": \"%s\"\n}", t, hzDigits(18)), []string{t}))
		default:
			out = append(out, hzS("discord-token", "chat", fmt.Sprintf("hey can u check why the bot is offline? i regenerated the token in the dev portal, new one is\n%s\nthanks!!", t), []string{t}))
		}
	}
	return out
}

// hzLoginPairs: a username and a password written together, every which way.
func hzLoginPairs(n int) []Sample {
	var out []Sample
	for i := 0; i < n; i++ {
		u, p := hzUser(), hzPw()
		dev := pick([]string{"router", "printer", "NAS", "camera", "modem", "thermostat hub", "baby monitor", "smart TV"})
		site := pick([]string{"Netflix", "Hulu", "the bank", "Chase online", "the school portal", "PowerSchool", "MyChart", "the insurance site", "Amazon", "Costco", "Spotify", "Disney+", "the pharmacy app", "Canvas", "the water bill site"})
		var text, f string
		switch i % 18 {
		case 0:
			text, f = fmt.Sprintf("%s login %s / %s", dev, u, p), "chat"
		case 1:
			text, f = fmt.Sprintf("login is %s / %s", u, p), "chat"
		case 2:
			text, f = fmt.Sprintf("%s:\n  url: http://192.168.%d.1\n  login: %s / %s\n  notes: reboot if wifi drops\n", strings.ReplaceAll(dev, " ", "_"), hzN(0, 1), u, p), "yaml"
		case 3:
			text, f = fmt.Sprintf("%s user %s pass %s", site, u, p), "dictation"
		case 4:
			text, f = fmt.Sprintf("username: %s\npassword: %s", u, p), "note"
		case 5:
			text, f = fmt.Sprintf("%s -> %s:%s", site, u, p), "note"
		case 6:
			text, f = fmt.Sprintf("Grandma's %s: email is %s and the password is %s (she writes it in the blue book too)", site, hzEmail(), p), "note"
		case 7:
			text, f = fmt.Sprintf("| Site | Login | Password |\n|---|---|---|\n| %s | %s | %s |\n| Library | card number on the back | same as PIN |", site, u, p), "markdown"
		case 8:
			text, f = fmt.Sprintf("u: %s  p: %s", u, p), "sms"
		case 9:
			text, f = fmt.Sprintf("creds for the %s -- %s / %s -- pls change after", dev, u, p), "chat"
		case 10:
			text, f = fmt.Sprintf("Benutzername %s, Kennwort %s", u, p), "note-de"
		case 11:
			text, f = fmt.Sprintf("site,username,password\n%s,%s,%s\nLibrary,%s,\n", site, u, p, hzUser()), "csv"
		case 12:
			text, f = fmt.Sprintf("log into %s with %s and %s", site, u, p), "dictation"
		case 13:
			text, f = fmt.Sprintf("identifiant : %s / mot de passe : %s", u, p), "note-fr"
		case 14:
			text, f = fmt.Sprintf("%s (%s) pw=%s", site, u, p), "note"
		case 15:
			text, f = fmt.Sprintf("the %s is %s and %s, user first then password", dev, u, p), "dictation"
		case 16:
			text, f = fmt.Sprintf("Hi Ms. %s, the substitute account for the classroom laptop is %s with password %s. Please don't share with students.", pick(hzFirst), u, p), "email"
		default:
			text, f = fmt.Sprintf("ID %s / PW %s", u, p), "sms"
		}
		out = append(out, hzS("login-pair", f, text, []string{p}))
	}
	return out
}

// hzSplitKeys: a long secret wrapped onto two lines.
func hzSplitKeys(n int) []Sample {
	var out []Sample
	gens := []func() string{
		func() string { return "sk-proj-" + rnd(b64url, 64) },
		func() string { return "ghp_" + rnd(alnum, 36) },
		func() string { return "sk_live_" + rnd(alnum, 48) },
		func() string { return rnd(alnum+"/+", 40) },
		func() string { return rnd(hexs, 64) },
		func() string { return "xoxb-" + hzDigits(12) + "-" + hzDigits(13) + "-" + rnd(alnum, 24) },
		func() string { return "glpat-" + rnd(b64url, 20) },
		func() string { return hzDiscordTok() },
		func() string { return "SG." + rnd(b64url, 22) + "." + rnd(b64url, 43) },
	}
	for i := 0; i < n; i++ {
		s := gens[i%len(gens)]()
		cut := len(s)/2 + hzN(-4, 4)
		a, b := s[:cut], s[cut:]
		var text, f string
		switch i % 6 {
		case 0:
			text, f = fmt.Sprintf("here is the key, sorry my phone wrapped it:\n%s\n%s\njust paste both lines together", a, b), "chat"
		case 1:
			text, f = fmt.Sprintf("Meeting notes %s\n- treasurer has the new key for the donations site\n  key: %s\n  %s\n- bake sale moved to Friday", hzDate(), a, b), "notes"
		case 2:
			ts := hzDate() + "T" + hzTime()
			text, f = fmt.Sprintf("%s INFO loading credentials token=%s\n%s\n%s INFO ready", ts, a, b, ts), "log"
		case 3:
			text, f = fmt.Sprintf("> secret:\n> %s\n> %s\n\nThanks, that worked.", a, b), "email-quote"
		case 4:
			text, f = fmt.Sprintf("API KEY (two lines in the pdf)\n%s\n%s", a, b), "note"
		default:
			text, f = fmt.Sprintf("token %s\n    %s   <- continued", a, b), "terminal"
		}
		out = append(out, hzS("split-secret", f, text, []string{a, b}))
	}
	return out
}

// hzKeyIDs: private_key_id of service accounts and friends, quoted in prose and config.
func hzKeyIDs(n int) []Sample {
	var out []Sample
	for i := 0; i < n; i++ {
		id := rnd(hexs, 40)
		proj := pick([]string{"school-newsletter", "clinic-scheduler", "family-photos-4411", "bakery-orders", "tutoring-app-2024"})
		mail := pick([]string{"sheets-sync", "backup", "uploader", "drive-bot"}) + "@" + proj + ".iam.gserviceaccount.com"
		switch i % 7 {
		case 0:
			out = append(out, hzS("key-id", "chat", fmt.Sprintf("the json file Kevin sent has \"private_key_id\": \"%s\" in it, is that the one we need?", id), []string{id}))
		case 1:
			out = append(out, hzS("key-id", "json", fmt.Sprintf("{\n  \"type\": \"service_account\",\n  \"project_id\": \"%s\",\n  \"private_key_id\": \"%s\",\n  \"client_email\": \"%s\"\n}", proj, id, mail), []string{id}, "\"type\": \"service_account\""))
		case 2:
			out = append(out, hzS("key-id", "note", fmt.Sprintf("service account %s\nkey id %s\ncreated %s by the IT volunteer", mail, id, hzDate()), []string{id}))
		case 3:
			out = append(out, hzS("key-id", "yaml", fmt.Sprintf("gcp:\n  project: %s\n  private_key_id: %s\n  region: europe-west1\n", proj, id), []string{id}, "region: europe-west1"))
		case 4:
			out = append(out, hzS("key-id", "email", fmt.Sprintf("Hi,\n\nFor the spreadsheet sync please use private_key_id=%s (the old one was deleted).\n\nBest,\n%s", id, pick(hzFirst)), []string{id}))
		case 5:
			out = append(out, hzS("key-id", "dictation", fmt.Sprintf("private key id is %s and the email is %s", id, mail), []string{id}))
		default:
			out = append(out, hzS("key-id", "python", fmt.Sprintf("creds = {\n    'type': 'service_account',\n    'private_key_id': '%s',\n    'client_email': '%s',\n}\n", id, mail), []string{id}))
		}
	}
	return out
}
