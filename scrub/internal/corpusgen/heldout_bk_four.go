package main

import "encoding/base64"

// hbkSnowflake is a Discord-style id (17 to 19 digits).
func hbkSnowflake() string {
	return hbkP("1", "7", "8", "9", "6") + hbkR(digits, hbkN(16, 18))
}

// hbkDiscordBot is a Discord bot token: base64 of the bot's user id, a dot, six characters of
// time stamp, a dot, and an HMAC of 27 or 38 characters.
func hbkDiscordBot() string {
	id := base64.RawStdEncoding.EncodeToString([]byte(hbkSnowflake()))
	tail := 38
	if rng.IntN(3) == 0 {
		tail = 27
	}
	return id + "." + hbkR(b64url, 6) + "." + hbkR(b64url, tail)
}

func hbkDiscordSamples() []Sample {
	cat := "discord-bot-token"
	gens := []func() Sample{
		func() Sample {
			t := hbkDiscordBot()
			return hbkSec(cat, "chat", hbkChatPrefix()+hbkP(
				"bot token for the beta server is "+t+" (don't share)",
				"ok here's the discord bot token: "+t,
				"new token after I reset it → "+t,
				"can you paste this into the railway env? "+t+" thx",
				"the support bot uses `"+t+"` now",
			), t)
		},
		func() Sample {
			t := hbkDiscordBot()
			return hbkSec(cat, "env", hbkLines(
				"# community bot for "+hbkPL(hbkApps),
				"DISCORD_BOT_TOKEN="+t,
				"DISCORD_GUILD_ID="+hbkSnowflake(),
				"LOG_LEVEL=info",
			), t)
		},
		func() Sample {
			t := hbkDiscordBot()
			cfg := hbkP(
				"{\n  \"token\": \""+t+"\",\n  \"prefix\": \"!\",\n  \"owner\": \""+hbkSnowflake()+"\"\n}",
				"discord:\n  token: "+t+"\n  channel: release-notes\n",
				"[discord]\nbot_token = \""+t+"\"\nnotify_channel = \"builds\"",
			)
			return hbkSec(cat, "config", cfg, t)
		},
		func() Sample {
			t := hbkDiscordBot()
			code := hbkP(
				"import discord\n\nclient = discord.Client(intents=discord.Intents.default())\nclient.run('"+t+"')",
				"const { Client, GatewayIntentBits } = require('discord.js');\nconst client = new Client({ intents: [GatewayIntentBits.Guilds] });\nclient.login(\""+t+"\");",
				"let token = \""+t+"\"\nlet mut client = Client::builder(token, intents).await?;",
				"bot, err := discordgo.New(\"Bot "+t+"\")\nif err != nil {\n\treturn err\n}",
			)
			return hbkSec(cat, "code", code, t)
		},
		func() Sample {
			t := hbkDiscordBot()
			return hbkSec(cat, "shell", hbkP(
				"$ curl -H \"Authorization: Bot "+t+"\" https://discord.com/api/v10/users/@me",
				"$ fly secrets set DISCORD_TOKEN="+t+" -a "+hbkPL(hbkApps)+"-bot",
				"$ export DISCORD_TOKEN='"+t+"'\n$ npm run start",
			), t)
		},
		func() Sample {
			t := hbkDiscordBot()
			line := "- rotated bot token, new one: " + t
			keep := "- moved the crash alerts channel to #mobile-alerts"
			return hbkSecK(cat, "notes", hbkLines(
				"## Standup "+hbkDate(),
				keep,
				line,
				"- "+hbkPL(hbkNames)+" to check the TestFlight build",
			), []string{keep}, t)
		},
		func() Sample {
			t := hbkDiscordBot()
			return hbkSec(cat, "prose-"+hbkP("de", "fr", "es", "ja"), hbkP(
				"Der Token vom Discord-Bot lautet "+t+", bitte nicht committen.",
				"Le jeton du bot Discord : "+t+" — à mettre dans le .env",
				"El token del bot de Discord es "+t,
				"Discordボットのトークンは "+t+" です。",
			), t)
		},
	}
	return hbkRun(30, gens)
}

// hbkLoginPair writes a user name and a password together in one of the ways people do.
func hbkLoginPair(user, pw string) string {
	return hbkP(
		user+" / "+pw,
		user+"/"+pw,
		user+" // "+pw,
		user+" : "+pw,
		user+":"+pw,
		user+" | "+pw,
		user+", "+pw,
		user+" "+pw,
		"`"+user+"` / `"+pw+"`",
		user+" + "+pw,
		user+" pw "+pw,
		"user "+user+" pass "+pw,
	)
}

func hbkLoginPairSamples() []Sample {
	cat := "password-login-pair"
	devices := []string{"router", "NAS", "the staging CMS", "the Grafana box", "the printer", "the Jenkins", "pfSense", "the test Firebase console account", "the Mac mini CI", "the Unifi controller", "the demo account"}
	gens := []func() Sample{
		func() Sample {
			u, pw := hbkPL(hbkUsers), hbkPw()
			return hbkSec(cat, "chat", hbkChatPrefix()+hbkP(
				hbkPL(devices)+" login "+hbkLoginPair(u, pw),
				"login is "+hbkLoginPair(u, pw),
				"creds for "+hbkPL(devices)+": "+hbkLoginPair(u, pw),
				"use "+hbkLoginPair(u, pw)+" for "+hbkPL(devices),
				"u/p "+u+" / "+pw,
				"it's "+hbkLoginPair(u, pw)+" btw",
			), pw)
		},
		func() Sample {
			u, pw := hbkPL(hbkUsers), hbkPw()
			keep := "  url: https://" + hbkPL(hbkApps) + "-staging.example.dev/admin"
			return hbkSecK(cat, "yaml", hbkLines(
				"staging:",
				keep,
				"  login: "+u+" / "+pw,
				"  notes: reset weekly",
			), []string{keep}, pw)
		},
		func() Sample {
			u, pw := hbkPL(hbkUsers)+"@"+hbkPL(hbkStudios)+".io", hbkHumanPw()
			return hbkSec(cat, "testflight-notes", hbkLines(
				"What to Test:",
				"- the new onboarding flow and paywall",
				hbkP("Sign in with ", "Demo account: ", "Review login: ", "Test user - ")+hbkLoginPair(u, pw),
				"- report crashes via the feedback button",
			), pw)
		},
		func() Sample {
			u, pw := hbkPL(hbkUsers), hbkPw()
			return hbkSec(cat, "prose", hbkP(
				"The username is "+u+" and the password is "+pw+".",
				"Username: "+u+", password: "+pw,
				"log in as "+u+" with "+pw,
				"sign in with "+u+" and "+pw+" then open Settings",
				"account "+u+" (pw "+pw+")",
				"user="+u+" pass="+pw,
				u+" is the user, "+pw+" the password",
			), pw)
		},
		func() Sample {
			u, pw := hbkPL(hbkUsers), hbkPw()
			return hbkSec(cat, "table", hbkLines(
				"| System | Login | Notes |",
				"|---|---|---|",
				"| "+hbkPL(devices)+" | "+u+" / "+pw+" | VPN only |",
				"| App Store Connect | via SSO | — |",
			), pw)
		},
		func() Sample {
			u, pw := hbkPL(hbkUsers), hbkPw()
			return hbkSec(cat, "prose-i18n", hbkP(
				"Router-Login: "+u+" / "+pw+" (Kennwort bitte ändern)",
				"Identifiants de la box : "+u+" / "+pw,
				"usuario "+u+" y contraseña "+pw,
				"login "+u+" senha "+pw,
				"ログイン: "+u+" / "+pw,
				"账号 "+u+" 密码 "+pw,
				"логин "+u+", пароль "+pw,
				"gebruiker "+u+" / wachtwoord "+pw,
			), pw)
		},
		func() Sample {
			u, pw := hbkPL(hbkUsers), hbkPw()
			return hbkSec(cat, "ticket", hbkLines(
				hbkF("PROJ-%d: QA cannot reach the admin panel", hbkN(100, 9999)),
				"Steps: open /admin, log in with "+hbkLoginPair(u, pw)+", click Users.",
				"Expected: list loads. Actual: 502.",
			), pw)
		},
	}
	return hbkRun(35, gens)
}
