package main

import (
	"fmt"
	"strings"
)

// The four shapes the brief names: Discord bot tokens, login pairs, keys wrapped over two
// lines, and private_key_id values quoted in prose.

func hajDiscordTokens(b *hajBuilder) {
	tpl := []func(t string) (string, string, []string){
		func(t string) (string, string, []string) {
			return "chat", hajChat("my bot token is " + t + " dont steal it"), nil
		},
		func(t string) (string, string, []string) {
			return "env", "# discord bot\nDISCORD_TOKEN=" + t + "\nGUILD_ID=" + hajSnowflake() + "\nPREFIX=!", []string{"PREFIX=!"}
		},
		func(t string) (string, string, []string) {
			return "json", "{\n  \"token\": \"" + t + "\",\n  \"prefix\": \"?\",\n  \"owner\": \"" + hajSnowflake() + "\"\n}", nil
		},
		func(t string) (string, string, []string) {
			return "python", "import discord\n\nclient = discord.Client(intents=discord.Intents.default())\n\nclient.run(\"" + t + "\")", []string{"import discord"}
		},
		func(t string) (string, string, []string) {
			return "javascript", "const { Client, GatewayIntentBits } = require('discord.js');\nconst client = new Client({ intents: [GatewayIntentBits.Guilds] });\nclient.login('" + t + "');", nil
		},
		func(t string) (string, string, []string) {
			return "yaml", "bot:\n  token: " + t + "\n  prefix: \"" + hajP([]string{"!", "?", "$", ">"}) + "\"\n  status: Playing on " + hajP(hajHosts), nil
		},
		func(t string) (string, string, []string) {
			return "log", "[" + hajTS() + "] INFO  discord.client logging in using static token " + t + "\n[" + hajTS() + "] ERROR discord.errors.LoginFailure: Improper token has been passed.", nil
		},
		func(t string) (string, string, []string) {
			return "shell", "docker run -d --name modbot -e DISCORD_TOKEN=" + t + " -e TZ=Europe/Berlin ghcr.io/" + strings.ToLower(hajP(hajHandles)) + "/modbot:latest", nil
		},
		func(t string) (string, string, []string) {
			return "chat-es", "oye el token del bot es " + t + " no lo compartas jaja", nil
		},
		func(t string) (string, string, []string) {
			return "toml", "[discord]\ntoken = \"" + t + "\"\nchannel = " + hajSnowflake(), nil
		},
		func(t string) (string, string, []string) {
			return "markdown", "| bot | token | notes |\n|---|---|---|\n| ModBot | `" + t + "` | prod, do not reset before friday |", nil
		},
		func(t string) (string, string, []string) {
			return "go", "dg, err := discordgo.New(\"Bot " + t + "\")\nif err != nil {\n\tlog.Fatal(err)\n}", []string{"log.Fatal(err)"}
		},
		func(t string) (string, string, []string) {
			return "http", "curl -H \"Authorization: Bot " + t + "\" https://discord.com/api/v10/users/@me", nil
		},
		func(t string) (string, string, []string) {
			return "ticket", "TICKET #" + fmt.Sprint(hajN(100, 9999)) + " - bot offline again\n\nSteps: restarted the container, still 401.\nToken in use: " + t + "\nAssigned to: " + hajP(hajNames), []string{"Steps: restarted the container, still 401."}
		},
		func(t string) (string, string, []string) {
			return "chat-caps", "WHO RESET THE BOT TOKEN??? new one is " + t + " 😡😡", nil
		},
		func(t string) (string, string, []string) {
			return "config-yml", "# DiscordSRV config.yml\nBotToken: \"" + t + "\"\nChannels: {\"global\": \"" + hajSnowflake() + "\"}\nDiscordConsoleChannelId: \"" + hajSnowflake() + "\"", nil
		},
		func(t string) (string, string, []string) {
			return "chat-de", "Hier der Token für den Musikbot: " + t + " – bitte nicht weitergeben!", nil
		},
		func(t string) (string, string, []string) {
			return "csharp", "await client.LoginAsync(TokenType.Bot, \"" + t + "\");\nawait client.StartAsync();", nil
		},
		func(t string) (string, string, []string) {
			return "notes", "Server setup notes (" + hajDate() + ")\n- hosted on pebble, 2GB plan\n- bot token " + t + "\n- restart cron at 4am", []string{"- restart cron at 4am"}
		},
		func(t string) (string, string, []string) {
			return "chat-pt", "mano o token do bot: " + t + " kkkkk nao vaza", nil
		},
	}
	for i := 0; i < 28; i++ {
		t := hajDiscordToken()
		f, text, keep := tpl[i%len(tpl)](t)
		b.secKeep("discord-bot-token", f, text, keep, t)
	}
}

var hajLoginUsers = []string{"admin", "root", "steve", "owner", "SuperUser", "serveradmin", "modteam", "build-bot", "amp_admin", "gm_admin", "pi", "ubnt"}

func hajLoginPairs(b *hajBuilder) {
	tpl := []func(u, p string) (string, string){
		func(u, p string) (string, string) { return "chat", hajChat("router login admin / " + p) },
		func(u, p string) (string, string) { return "chat", "the login is admin / " + p + " for the LAN box" },
		func(u, p string) (string, string) {
			return "yaml", "panel:\n  url: https://" + hajP(hajHosts) + "\n  login: " + u + " / " + p + "\n  node: de-fra-2"
		},
		func(u, p string) (string, string) { return "chat", "creds for the ptero panel: " + u + " / " + p },
		func(u, p string) (string, string) {
			return "chat", u + ":" + p + " for the AMP instance, dont change it"
		},
		func(u, p string) (string, string) { return "chat", "user " + u + " pw " + p },
		func(u, p string) (string, string) {
			return "notes", "Username: " + u + "\nPassword: " + p + "\nURL: https://" + hajP(hajHosts) + ":8080"
		},
		func(u, p string) (string, string) { return "chat", "login " + u + " pass " + p + " (DONT SHARE!!)" },
		func(u, p string) (string, string) { return "chat", "u/p = " + u + "/" + p },
		func(u, p string) (string, string) { return "notes", "acct: " + u + " | pw: " + p + " | 2fa: off" },
		func(u, p string) (string, string) { return "chat", u + " // " + p },
		func(u, p string) (string, string) { return "chat", "mumble superuser — " + p },
		func(u, p string) (string, string) { return "chat", "log in as `" + u + "` with `" + p + "`" },
		func(u, p string) (string, string) { return "chat-es", "usuario: " + u + " contraseña: " + p },
		func(u, p string) (string, string) { return "chat-de", "Benutzername " + u + ", Passwort " + p },
		func(u, p string) (string, string) { return "chat-fr", "identifiant : " + u + " / mot de passe : " + p },
		func(u, p string) (string, string) { return "chat-ru", "логин " + u + ", пароль " + p },
		func(u, p string) (string, string) {
			return "chat-ja", "ユーザー名: " + u + " パスワード: " + p
		},
		func(u, p string) (string, string) { return "chat-zh", "账号 " + u + " 密码 " + p },
		func(u, p string) (string, string) { return "chat-pt", "login: " + u + "\nsenha: " + p },
		func(u, p string) (string, string) {
			return "markdown", "| service | user | pass |\n|---|---|---|\n| panel | " + u + " | " + p + " |"
		},
		func(u, p string) (string, string) { return "csv", "service,username,password\nmumble," + u + "," + p },
		func(u, p string) (string, string) {
			return "chat", "the steam acct for the build box is " + strings.ToLower(u) + "_builds and the pw is " + p
		},
		func(u, p string) (string, string) {
			return "chat", "ssh " + u + "@" + hajIP() + " -p 2222, password " + p
		},
		func(u, p string) (string, string) { return "chat", "default creds changed to admin/" + p },
		func(u, p string) (string, string) { return "chat", u + " + " + p + " gets you into the web ui" },
		func(u, p string) (string, string) { return "chat", "TS3 query login serveradmin / " + p },
		func(u, p string) (string, string) { return "ini", "[auth]\nname=" + u + "\npassword=" + p },
		func(u, p string) (string, string) {
			return "chat-caps", "OMG I CHANGED THE PANEL LOGIN TO " + strings.ToUpper(u) + " / " + p + " DONT FORGET"
		},
		func(u, p string) (string, string) { return "chat-pl", "login: " + u + " hasło: " + p },
		func(u, p string) (string, string) { return "chat-ko", "아이디 " + u + " 비번 " + p },
		func(u, p string) (string, string) {
			return "email", "Hi " + hajP(hajNames) + ",\n\nYour panel account is ready.\nLogin: " + u + "\nTemporary password: " + p + "\n\nPlease change it after the first login.\n\nCheers"
		},
		func(u, p string) (string, string) { return "chat-tr", "kullanıcı adı " + u + " şifre " + p },
		func(u, p string) (string, string) {
			return "chat", "wifi router (the tp-link one) is admin & " + p + " btw"
		},
	}
	for i := 0; i < 32; i++ {
		u, p := hajP(hajLoginUsers), hajAnyPW()
		if i%5 == 4 {
			p = hajRandPW()
		}
		f, text := tpl[i%len(tpl)](u, p)
		var keep []string
		if f == "email" {
			keep = []string{"Please change it after the first login."}
		}
		b.secKeep("password-login-pair", f, text, keep, p)
	}
}

// hajSplitValue returns a long token and the point where a wrap splits it.
func hajSplitValue() (string, int) {
	var v string
	switch rng.IntN(9) {
	case 0:
		v = "ghp_" + hajR(hajAlnum, 36)
	case 1:
		v = "live_" + fmt.Sprint(hajN(100000000, 999999999)) + "_" + hajR(hajAlnum, 30)
	case 2:
		v = hajDiscordToken()
	case 3:
		v = "sk-proj-" + hajR(hajB64U, 48)
	case 4:
		v = "ptla_" + hajR(hajAlnum, 43)
	case 5:
		v = "xoxb-" + fmt.Sprint(hajN(100000000000, 999999999999)) + "-" + fmt.Sprint(hajN(100000000000, 999999999999)) + "-" + hajR(hajAlnum, 24)
	case 6:
		v = hajR(hajB64, 86) + "=="
	case 7:
		v = "glpat-" + hajR(hajB64U, 20) + hajR(hajAlnum, 20)
	default:
		v = "sk_live_" + hajR(hajAlnum, 56)
	}
	cut := len(v)/2 + hajN(-4, 4)
	return v, cut
}

func hajSplitKeys(b *hajBuilder) {
	tpl := []func(a, c string) (string, string, []string){
		func(a, c string) (string, string, []string) {
			return "chat", "here's the key (discord wrapped it, sorry):\n" + a + "\n" + c, nil
		},
		func(a, c string) (string, string, []string) {
			return "notes", "- API key: " + a + "\n  " + c + "\n- expires next month\n- owner: " + hajP(hajNames), []string{"- expires next month"}
		},
		func(a, c string) (string, string, []string) {
			return "log", "[" + hajClock() + "] [auth/WARN]: rejected key " + a + "\n[" + hajClock() + "] [auth/WARN]: " + c + "\n[" + hajClock() + "] [Server thread/INFO]: Done (4.2s)!", []string{"[Server thread/INFO]: Done (4.2s)!"}
		},
		func(a, c string) (string, string, []string) {
			return "email-qp", "Subject: new token\nContent-Transfer-Encoding: quoted-printable\n\ntoken: " + a + "=\n" + c + "\n\nthanks", nil
		},
		func(a, c string) (string, string, []string) {
			return "chat", "pt 1: " + a + "\npt 2: " + c + "\njust glue them together lol", nil
		},
		func(a, c string) (string, string, []string) {
			return "terminal", "$ cat ~/.config/bot/token\n" + a + "\n" + c + "\n$ ", nil
		},
		func(a, c string) (string, string, []string) {
			return "chat", "token is too long for my phone screen so\n" + a + "\n" + c + "\n(no space between)", nil
		},
		func(a, c string) (string, string, []string) {
			return "yaml", "stream:\n  key: >-\n    " + a + "\n    " + c + "\n  bitrate: 6000", []string{"  bitrate: 6000"}
		},
		func(a, c string) (string, string, []string) {
			return "meeting-notes", "Standup " + hajDate() + "\n* CI secret rotated, new value\n  " + a + "\n  " + c + "\n* next: fix the lobby crash", []string{"* next: fix the lobby crash"}
		},
		func(a, c string) (string, string, []string) {
			return "chat-fr", "voilà la clé, coupée en deux :\n" + a + "\n" + c, nil
		},
		func(a, c string) (string, string, []string) {
			return "stacktrace", "Exception in thread \"main\" AuthException: bad credential '" + a + "\n" + c + "'\n\tat net.bot.Auth.login(Auth.java:42)", nil
		},
		func(a, c string) (string, string, []string) {
			return "python", "TOKEN = (\"" + a + "\"\n         \"" + c + "\")", nil
		},
		func(a, c string) (string, string, []string) {
			return "shell", "export API_KEY=" + a + "\\\n" + c + "\nnode index.js", nil
		},
	}
	for i := 0; i < 28; i++ {
		v, cut := hajSplitValue()
		a, c := v[:cut], v[cut:]
		f, text, keep := tpl[i%len(tpl)](a, c)
		b.secKeep("split-key", f, text, keep, a, c)
	}
}

func hajKeyIDs(b *hajBuilder) {
	projects := []string{"modbot-prod", "blockhaven-stats", "snail-build-412", "lanparty-sheets", "clip-uploader", "tourney-bracket"}
	tpl := []func(k, proj string) (string, string, []string){
		func(k, proj string) (string, string, []string) {
			return "chat", "the SA json has \"private_key_id\": \"" + k + "\" — can someone rotate it", nil
		},
		func(k, proj string) (string, string, []string) {
			return "json", "{\n  \"type\": \"service_account\",\n  \"project_id\": \"" + proj + "\",\n  \"private_key_id\": \"" + k + "\",\n  \"client_email\": \"uploader@" + proj + ".iam.gserviceaccount.com\"\n}", nil
		},
		func(k, proj string) (string, string, []string) {
			return "ticket", "Leaked creds in #bot-dev.\nKey: \"private_key_id\": \"" + k + "\" (" + proj + ")\nAction: disabled in IAM, new key issued.", []string{"Action: disabled in IAM, new key issued."}
		},
		func(k, proj string) (string, string, []string) {
			return "chat", "which key is the bot using? it says private_key_id " + k + " in the logs", nil
		},
		func(k, proj string) (string, string, []string) {
			return "python", "creds = {\n    'type': 'service_account',\n    'private_key_id': '" + k + "',\n    'project_id': '" + proj + "',\n}", nil
		},
		func(k, proj string) (string, string, []string) {
			return "terraform", "locals {\n  sa_private_key_id = \"" + k + "\"\n}", nil
		},
		func(k, proj string) (string, string, []string) {
			return "env", "GOOGLE_PRIVATE_KEY_ID=" + k + "\nGOOGLE_PROJECT_ID=" + proj, []string{"GOOGLE_PROJECT_ID=" + proj}
		},
		func(k, proj string) (string, string, []string) {
			return "chat-es", "el \"private_key_id\": \"" + k + "\" es del bot de estadísticas", nil
		},
		func(k, proj string) (string, string, []string) {
			return "js", "const serviceAccount = { privateKeyId: \"" + k + "\", projectId: \"" + proj + "\" };", nil
		},
		func(k, proj string) (string, string, []string) {
			return "notes", "firebase-adminsdk key for " + proj + "\nkey id: " + k + "\ncreated " + hajDate(), nil
		},
		func(k, proj string) (string, string, []string) {
			return "chat", "pasting for " + hajP(hajNames) + ": private_key_id=" + k + " (the json itself is in the drive)", nil
		},
		func(k, proj string) (string, string, []string) {
			return "yaml", "gcp:\n  project: " + proj + "\n  private_key_id: \"" + k + "\"\n  region: europe-west3", []string{"  region: europe-west3"}
		},
		func(k, proj string) (string, string, []string) {
			return "log", hajTS() + " google.auth: loaded service account key (private_key_id='" + k + "')", nil
		},
		func(k, proj string) (string, string, []string) {
			return "chat-de", "im JSON steht \"private_key_id\": \"" + k + "\", bitte sofort löschen", nil
		},
	}
	for i := 0; i < 28; i++ {
		k := hajR(hajHex, 40)
		f, text, keep := tpl[i%len(tpl)](k, hajP(projects))
		b.secKeep("service-account-key-id", f, text, keep, k)
	}
}
