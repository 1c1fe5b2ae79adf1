package main

// Two of the four shapes the brief names: Discord bot tokens and login pairs
// (heldout_s_split.go has the other two).

import (
	"fmt"
	"strings"
)

func hsDiscordTokens(c *hsCorpus) {
	const cat = "discord-bot-token"
	bot := func() string {
		return hsP("ModBot", "Jukebox", "raid-helper", "TicketTool clone", "WelcomeBot", "karma", "dicey", "StatusPing")
	}
	c.all(
		func() Sample {
			t := hsDiscordToken()
			return hsS(cat, "prose", fmt.Sprintf("bot token for %s: %s", bot(), t), t)
		},
		func() Sample {
			t := hsDiscordToken()
			return hsK(hsS(cat, "env", fmt.Sprintf("DISCORD_TOKEN=%s\nGUILD_ID=%s\nCOMMAND_PREFIX=!\nLOG_LEVEL=info", t, hsSnowflake()), t), "LOG_LEVEL=info")
		},
		func() Sample {
			t := hsDiscordToken()
			return hsS(cat, "json", fmt.Sprintf("{\n  \"token\": \"%s\",\n  \"prefix\": \"?\",\n  \"ownerId\": \"%s\",\n  \"activity\": \"with fire\"\n}", t, hsSnowflake()), t)
		},
		func() Sample {
			t := hsDiscordToken()
			return hsK(hsS(cat, "python", fmt.Sprintf("import discord\nfrom discord.ext import commands\n\nbot = commands.Bot(command_prefix='!', intents=discord.Intents.default())\n\n@bot.command()\nasync def ping(ctx):\n    await ctx.send('pong')\n\nbot.run('%s')", t), t), "async def ping(ctx):")
		},
		func() Sample {
			t := hsDiscordToken()
			return hsS(cat, "javascript", fmt.Sprintf("const { Client, GatewayIntentBits } = require('discord.js');\nconst client = new Client({ intents: [GatewayIntentBits.Guilds] });\nclient.once('ready', () => console.log(`Logged in as ${client.user.tag}`));\nclient.login(\"%s\");", t), t)
		},
		func() Sample {
			t := hsDiscordToken()
			return hsS(cat, "rust", fmt.Sprintf("let token = \"%s\";\nlet intents = GatewayIntents::GUILD_MESSAGES | GatewayIntents::MESSAGE_CONTENT;\nlet mut client = Client::builder(token, intents).event_handler(Handler).await?;", t), t)
		},
		func() Sample {
			t := hsDiscordToken()
			return hsS(cat, "go", fmt.Sprintf("dg, err := discordgo.New(\"Bot %s\")\nif err != nil {\n\tlog.Fatalf(\"discord session: %%v\", err)\n}", t), t)
		},
		func() Sample {
			t := hsDiscordToken()
			return hsS(cat, "shell", fmt.Sprintf("$ curl -s -H \"Authorization: Bot %s\" https://discord.com/api/v10/users/@me | jq .username\n\"%s\"", t, strings.ToLower(bot())), t)
		},
		func() Sample {
			t := hsDiscordToken()
			return hsS(cat, "yaml", fmt.Sprintf("discord:\n  token: %s\n  alerts_channel: \"%s\"\n  mention_role: oncall", t, hsSnowflake()), t)
		},
		func() Sample {
			t := hsDiscordToken()
			return hsS(cat, "shell", fmt.Sprintf("docker run -d --restart unless-stopped -e DISCORD_TOKEN=%s -e TZ=Europe/Berlin ghcr.io/%s/musicbot:2.3", t, strings.ToLower(hsP(hsNames...))), t)
		},
		func() Sample {
			t := hsDiscordToken()
			return hsS(cat, "chat", hsChat(fmt.Sprintf("@%s can you reset the bot token? I pasted %s in #general by accident", strings.ToLower(hsP(hsNames...)), t)), t)
		},
		func() Sample {
			t := hsDiscordToken()
			return hsK(hsS(cat, "log", fmt.Sprintf("%s DEBUG gateway: > {\"op\":2,\"d\":{\"token\":\"%s\",\"intents\":33281,\"properties\":{\"os\":\"linux\"}}}\n%s INFO gateway: READY session established", hsStamp(), t, hsStamp()), t), "INFO gateway: READY session established")
		},
		func() Sample {
			t := hsDiscordToken()
			return hsS(cat, "prose-es", fmt.Sprintf("el token del bot es %s, no lo compartas con nadie", t), t)
		},
		func() Sample {
			t := hsDiscordToken()
			return hsS(cat, "prose-zh", fmt.Sprintf("机器人令牌：%s（只给运维看）", t), t)
		},
		func() Sample {
			t, u := hsDiscordToken(), hsDiscordToken()
			return hsS(cat, "markdown-table", fmt.Sprintf("| bot | env | token |\n|---|---|---|\n| %s | prod | `%s` |\n| %s | staging | `%s` |", bot(), t, bot(), u), t, u)
		},
		func() Sample {
			t := hsDiscordToken()
			return hsS(cat, "toml", fmt.Sprintf("[discord]\ntoken = \"%s\"\nguild = %s\n\n[music]\nvolume = 60", t, hsSnowflake()), t)
		},
		func() Sample {
			t := hsDiscordToken()
			return hsS(cat, "java", fmt.Sprintf("JDA jda = JDABuilder.createDefault(\"%s\")\n        .enableIntents(GatewayIntent.MESSAGE_CONTENT)\n        .build();", t), t)
		},
		func() Sample {
			t := hsDiscordToken()
			return hsS(cat, "csharp", fmt.Sprintf("var discord = new DiscordClient(new DiscordConfiguration\n{\n    Token = \"%s\",\n    TokenType = TokenType.Bot,\n    Intents = DiscordIntents.AllUnprivileged\n});", t), t)
		},
		func() Sample {
			t := hsDiscordToken()
			return hsK(hsS(cat, "ticket", fmt.Sprintf("SUP-%d: staging bot keeps disconnecting\n\nSteps: start the container, wait ~10 minutes.\nToken in use: %s\nExpected: stays online.", hsN(1000, 9999), t), t), "Steps: start the container, wait ~10 minutes.")
		},
		func() Sample {
			t := hsDiscordToken()
			return hsS(cat, "prose-de", fmt.Sprintf("Hier ist der Bot-Token für den Testserver: %s – bitte nicht committen.", t), t)
		},
		func() Sample {
			t := hsDiscordToken()
			return hsS(cat, "diff", fmt.Sprintf("--- a/bot/config.py\n+++ b/bot/config.py\n@@ -1,3 +1,3 @@\n import os\n-TOKEN = os.environ[\"DISCORD_TOKEN\"]\n+TOKEN = \"%s\"\n PREFIX = \"!\"", t), t)
		},
		func() Sample {
			t := hsDiscordToken()
			return hsS(cat, "traceback", fmt.Sprintf("Traceback (most recent call last):\n  File \"/srv/bot/main.py\", line %d, in <module>\n    client.run(\"%s\")\n  File \"/usr/lib/python3.12/site-packages/discord/client.py\", line 860, in run\n    asyncio.run(runner())\ndiscord.errors.PrivilegedIntentsRequired: Shard ID None is requesting privileged intents", hsN(20, 140), t), t)
		},
		func() Sample {
			t := hsDiscordToken()
			return hsS(cat, "powershell", fmt.Sprintf("PS C:\\bots\\raid> $env:DISCORD_TOKEN = \"%s\"\nPS C:\\bots\\raid> node .\\index.js", t), t)
		},
		func() Sample {
			t := hsDiscordToken()
			return hsS(cat, "prose-ja", fmt.Sprintf("Botのトークンはこれです：%s\n開発サーバーでだけ使ってください。", t), t)
		},
		func() Sample {
			t := hsDiscordToken()
			return hsK(hsS(cat, "note", fmt.Sprintf("discord bot (prod)\n%s\nscopes: bot, applications.commands\nperms: 274877975552", t), t), "scopes: bot, applications.commands")
		},
		func() Sample {
			t := hsDiscordToken()
			return hsS(cat, "kotlin", fmt.Sprintf("suspend fun main() {\n    val kord = Kord(\"%s\")\n    kord.login { intents += Intent.GuildMessages }\n}", t), t)
		},
		func() Sample {
			t := hsDiscordToken()
			return hsS(cat, "systemd", fmt.Sprintf("[Service]\nUser=bot\nWorkingDirectory=/opt/karma\nEnvironment=DISCORD_BOT_TOKEN=%s\nExecStart=/usr/bin/node index.js\nRestart=always", t), t)
		},
		func() Sample {
			t := hsDiscordToken()
			return hsS(cat, "prose-fr", fmt.Sprintf("voici le jeton du bot : %s (à régénérer après la démo)", t), t)
		},
		func() Sample {
			t := hsDiscordToken()
			return hsS(cat, "prose-ru", fmt.Sprintf("токен бота: %s\nпрефикс команд — точка", t), t)
		},
		func() Sample {
			t := hsDiscordToken()
			return hsS(cat, "chat", hsChat(fmt.Sprintf("new token after the reset → %s", t)), t)
		},
		func() Sample {
			t := hsDiscordToken()
			return hsS(cat, "compose", fmt.Sprintf("services:\n  bot:\n    image: redbot:latest\n    environment:\n      - TOKEN=%s\n      - PREFIX=.\n    volumes:\n      - ./data:/data", t), t)
		},
	)
}

// ---------------------------------------------------------------------------------------------

func hsLoginPairs(c *hsCorpus) {
	const cat = "login-pair"
	u := func() string { return hsP(hsUsers...) }
	d := func() string { return hsP(hsDevices...) }
	email := func() string {
		return strings.ToLower(hsP(hsNames...)) + "@" + hsP(hsDomains...)
	}
	c.all(
		func() Sample {
			p := hsPw()
			return hsS(cat, "prose", fmt.Sprintf("%s login %s / %s", d(), u(), p), p)
		},
		func() Sample {
			p := hsPw()
			return hsS(cat, "prose", fmt.Sprintf("the %s at %s — login is %s / %s", d(), hsIP(), u(), p), p)
		},
		func() Sample {
			p := hsPw()
			return hsK(hsS(cat, "yaml", fmt.Sprintf("%s:\n  url: https://%s/\n  login: %s / %s\n  notes: firmware updated in March", strings.ReplaceAll(strings.ToLower(d()), " ", "_"), hsIP(), u(), p), p), "  notes: firmware updated in March")
		},
		func() Sample {
			p := hsPw()
			return hsS(cat, "chat", hsChat(fmt.Sprintf("the %s login is %s / %s btw", d(), u(), p)), p)
		},
		func() Sample {
			p := hsPw()
			return hsS(cat, "note", fmt.Sprintf("%s\nuser: %s  pass: %s", hsP(hsHosts...), u(), p), p)
		},
		func() Sample {
			p := hsRandPw()
			return hsS(cat, "chat", hsChat(fmt.Sprintf("creds are %s:%s", u(), p)), p)
		},
		func() Sample {
			p := hsPw()
			return hsS(cat, "prose", fmt.Sprintf("username %s password %s", u(), p), p)
		},
		func() Sample {
			p := hsPw()
			return hsS(cat, "note", fmt.Sprintf("%s u/p: %s/%s", hsP(hsHosts...), u(), p), p)
		},
		func() Sample {
			p := hsPw()
			return hsK(hsS(cat, "note", fmt.Sprintf("Grafana (internal)\nURL: https://%s\nUsername: %s\nPassword: %s\nOwner: platform team", hsP(hsHosts...), u(), p), p), "Owner: platform team")
		},
		func() Sample {
			p := hsPw()
			return hsS(cat, "prose", fmt.Sprintf("log in as %s with password %s, then go to Settings", u(), p), p)
		},
		func() Sample {
			p := hsPw()
			return hsS(cat, "prose", fmt.Sprintf("%s / %s (for the %s)", u(), p, d()), p)
		},
		func() Sample {
			p := hsPw()
			return hsS(cat, "prose", fmt.Sprintf("sign in with %s and %s", email(), p), p)
		},
		func() Sample {
			p := hsPw()
			return hsS(cat, "note", fmt.Sprintf("Account: %s | Password: %s | 2FA: off", email(), p), p)
		},
		func() Sample {
			p, q := hsPw(), hsPw()
			return hsK(hsS(cat, "markdown-table", fmt.Sprintf("| Service | User | Password |\n|---------|------|----------|\n| %s | %s | %s |\n| %s | %s | %s |\n\nLast reviewed %s.", d(), u(), p, d(), u(), q, hsDate()), p, q), "| Service | User | Password |")
		},
		func() Sample {
			p, q := hsRandPw(), hsHumanPw()
			return hsS(cat, "csv", fmt.Sprintf("system,username,password,notes\n%s,%s,%s,rack B\n%s,%s,%s,\"moved to DC2\"", hsP(hsHosts...), u(), p, hsP(hsHosts...), u(), q), p, q)
		},
		func() Sample {
			p := hsPw()
			return hsS(cat, "chat", hsChat(fmt.Sprintf("creds: %s // %s", u(), p)), p)
		},
		func() Sample {
			p := hsPw()
			return hsS(cat, "prose-de", fmt.Sprintf("Zugangsdaten für den %s: Benutzer %s, Passwort %s", d(), u(), p), p)
		},
		func() Sample {
			p := hsPw()
			return hsS(cat, "prose-fr", fmt.Sprintf("identifiant : %s / mot de passe : %s", u(), p), p)
		},
		func() Sample {
			p := hsPw()
			return hsS(cat, "prose-es", fmt.Sprintf("usuario: %s contraseña: %s", u(), p), p)
		},
		func() Sample {
			p := hsPw()
			return hsS(cat, "prose-pt", fmt.Sprintf("o login é %s e a senha %s", u(), p), p)
		},
		func() Sample {
			p := hsPw()
			return hsS(cat, "prose-ja", fmt.Sprintf("ユーザー名：%s　パスワード：%s", u(), p), p)
		},
		func() Sample {
			p := hsPw()
			return hsS(cat, "prose-zh", fmt.Sprintf("账号 %s 密码 %s", u(), p), p)
		},
		func() Sample {
			p := hsPw()
			return hsS(cat, "prose-ru", fmt.Sprintf("логин: %s, пароль: %s", u(), p), p)
		},
		func() Sample {
			p := hsPw()
			return hsS(cat, "prose-ko", fmt.Sprintf("아이디 %s / 비번 %s 입니다", u(), p), p)
		},
		func() Sample {
			p := hsPw()
			return hsS(cat, "prose-it", fmt.Sprintf("utente %s e password %s", u(), p), p)
		},
		func() Sample {
			p := hsPw()
			return hsS(cat, "prose-nl", fmt.Sprintf("gebruikersnaam %s, wachtwoord %s", u(), p), p)
		},
		func() Sample {
			p := hsPw()
			return hsS(cat, "prose-pl", fmt.Sprintf("login %s hasło %s", u(), p), p)
		},
		func() Sample {
			p := hsPw()
			return hsS(cat, "prose-tr", fmt.Sprintf("kullanıcı adı %s şifre %s", u(), p), p)
		},
		func() Sample {
			p := hsPw()
			n := hsP(hsNames...)
			return hsK(hsS(cat, "email", fmt.Sprintf("Subject: new %s\n\nHi team,\n\nThe new %s is racked. Web UI at https://%s/, login %s / %s.\n\nThanks,\n%s", d(), d(), hsIP(), u(), p, n), p), "Hi team,")
		},
		func() Sample {
			p := hsPw()
			return hsK(hsS(cat, "meeting-notes", fmt.Sprintf("## Handover %s\n- %s creds: %s/%s (change after handover)\n- backups run nightly at 02:00\n- ask %s about the UPS", hsDate(), d(), u(), p, hsP(hsNames...)), p), "- backups run nightly at 02:00")
		},
		func() Sample {
			p := hsPw()
			return hsS(cat, "chat", hsChat(fmt.Sprintf("%s pw %s", u(), p)), p)
		},
		func() Sample {
			p := hsPw()
			h := hsP(hsHosts...)
			return hsK(hsS(cat, "runbook", fmt.Sprintf("1. ssh %s@%s\n2. when prompted, enter `%s`\n3. sudo systemctl restart nginx\n4. check https://%s/healthz", u(), h, p, h), p), "3. sudo systemctl restart nginx")
		},
		func() Sample {
			p := hsPw()
			us := u()
			return hsS(cat, "prose", fmt.Sprintf("the default on the %s was %s/%s but I changed it to %s / %s", d(), us, us, us, p), p)
		},
		func() Sample {
			p := hsPw()
			return hsS(cat, "ini", fmt.Sprintf("[web]\n%s ansible_host=%s ansible_user=%s ansible_password=%s\n%s ansible_host=%s", hsP(hsHosts...), hsIP(), u(), hsQuote(p), hsP(hsHosts...), hsIP()), p)
		},
		func() Sample {
			p := hsPw()
			return hsS(cat, "chat", hsChat(fmt.Sprintf("%s\nlogin: %s\npass: %s\n%s", hsFence, u(), p, hsFence)), p)
		},
		func() Sample {
			p := hsPw()
			return hsS(cat, "json", fmt.Sprintf("{\"host\": \"%s\", \"username\": \"%s\", \"password\": \"%s\", \"port\": 22}", hsP(hsHosts...), u(), p), p)
		},
		func() Sample {
			p := hsPw()
			return hsS(cat, "chat", hsChat(fmt.Sprintf("use %s + %s on the %s", u(), p, d())), p)
		},
		func() Sample {
			p := hsPw()
			return hsS(cat, "chat", hsChat(fmt.Sprintf("it's %s, pw is %s", u(), p)), p)
		},
		func() Sample {
			p := hsPw()
			return hsS(cat, "netrc", fmt.Sprintf("machine %s login %s password %s\nmachine %s login %s", hsP(hsHosts...), u(), p, hsP(hsHosts...), u()), p)
		},
		func() Sample {
			p := hsR(alnum, hsN(10, 16))
			return hsS(cat, "shell", fmt.Sprintf("$ sqlplus %s/%s@//%s:1521/ORCLPDB1\n\nSQL*Plus: Release 19.0.0.0.0 - Production", hsP("scott", "system", "hr", "app_owner"), p, hsP(hsHosts...)), p)
		},
		func() Sample {
			p := hsPw()
			return hsS(cat, "prose", fmt.Sprintf("%s — %s", u(), p), p)
		},
		func() Sample {
			p := hsPw()
			return hsS(cat, "prose", fmt.Sprintf("RDP to %s as %s\\%s, password %s", hsIP(), hsP("CORP", "ACME", "LAB"), u(), p), p)
		},
		func() Sample {
			p := hsPw()
			return hsS(cat, "prose-hi", fmt.Sprintf("यूज़रनेम %s और पासवर्ड %s है", u(), p), p)
		},
		func() Sample {
			p := hsPw()
			return hsS(cat, "logfmt", fmt.Sprintf("level=debug msg=\"trying login\" user=%s pass=%s host=%s", u(), p, hsP(hsHosts...)), p)
		},
		func() Sample {
			p := hsPw()
			return hsS(cat, "note", fmt.Sprintf("(u) %s (p) %s", u(), p), p)
		},
		func() Sample {
			p := hsPw()
			return hsS(cat, "chat", hsChat(fmt.Sprintf("%s / %s", u(), p)), p)
		},
		func() Sample {
			p := hsPw()
			return hsS(cat, "prose-ar", fmt.Sprintf("اسم المستخدم %s وكلمة المرور %s", u(), p), p)
		},
		func() Sample {
			p := hsPw()
			return hsK(hsS(cat, "yaml", fmt.Sprintf("- name: %s\n  ip: %s\n  login: \"%s / %s\"\n- name: %s\n  ip: %s", d(), hsIP(), u(), p, d(), hsIP()), p), "- name: ")
		},
	)
}
