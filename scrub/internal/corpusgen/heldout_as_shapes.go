package main

import (
	"fmt"
	"strings"
)

// The four shapes the brief asks for in many variants.

func hasDiscordSample() Sample {
	t := hasDiscordTok()
	bot := hasP("HomeworkHelper", "ClassBot", "HallPassBot", "RoboticsClubBot", "LibraryBot", "QuizMaster", "ChessClubBot")
	switch rng.IntN(16) {
	case 0:
		return hasSec("discord-token", "chat", fmt.Sprintf("ok the %s bot token for the %s server is %s — don't share it with the kids lol", bot, hasSchool(), t), t)
	case 1:
		return hasSec("discord-token", "env", fmt.Sprintf("# %s\nDISCORD_TOKEN=%s\nGUILD_ID=%d\nPREFIX=!", bot, t, hasN(100000000, 999999999)*1000000000), t)
	case 2:
		s := hasSec("discord-token", "python", fmt.Sprintf("import discord\n\nintents = discord.Intents.default()\nclient = discord.Client(intents=intents)\n\n@client.event\nasync def on_ready():\n    print('logged in')\n\nclient.run('%s')", t), t)
		return hasWithKeep(s, "client = discord.Client(intents=intents)")
	case 3:
		return hasSec("discord-token", "json", fmt.Sprintf("{\n  \"token\": \"%s\",\n  \"prefix\": \"?\",\n  \"homeworkChannel\": \"%d\"\n}", t, hasN(100000000, 999999999)), t)
	case 4:
		return hasSec("discord-token", "js", fmt.Sprintf("const { Client, GatewayIntentBits } = require('discord.js');\nconst client = new Client({ intents: [GatewayIntentBits.Guilds] });\nclient.login(\"%s\");", t), t)
	case 5:
		return hasSec("discord-token", "notes", fmt.Sprintf("Robotics club meeting %d/%d\n- build bot for scoreboard\n- token: %s\n- next meeting in room %d", hasN(1, 12), hasN(1, 28), t, hasN(100, 320)), t)
	case 6:
		return hasSec("discord-token", "yaml", fmt.Sprintf("bot:\n  name: %s\n  token: \"%s\"\n  status: \"grading papers\"", bot, t), t)
	case 7:
		return hasSec("discord-token", "chat", fmt.Sprintf("%s: can u restart the bot? it's using %s", hasUpperFirst(hasName()), t), t)
	case 8:
		return hasSec("discord-token", "chat-es", fmt.Sprintf("Profe, el token del bot de Discord del club es %s, ¿lo ponemos en el servidor de la escuela?", t), t)
	case 9:
		return hasSec("discord-token", "log", fmt.Sprintf("2024-%02d-%02d 07:4%d:12 ERROR discord.gateway: improper token has been passed: %s", hasN(1, 12), hasN(1, 28), hasN(0, 9), t), t)
	case 10:
		return hasSec("discord-token", "shell", fmt.Sprintf("$ export BOT_TOKEN='%s'\n$ node index.js\nReady! Logged in as %s#%04d", t, bot, hasN(1, 9999)), t)
	case 11:
		return hasSec("discord-token", "toml", fmt.Sprintf("[discord]\ntoken = \"%s\"\nowner_id = %d", t, hasN(100000000, 999999999)), t)
	case 12:
		return hasSec("discord-token", "ticket", fmt.Sprintf("TICKET #%d – student reported the esports club bot is spamming. Bot token (from the club's repo): %s. Please revoke.", hasN(10000, 99999), t), t)
	case 13:
		return hasSec("discord-token", "chat-fr", fmt.Sprintf("Salut ! Voici le jeton du bot pour le club d'échecs : %s (ne le mettez pas sur GitHub)", t), t)
	case 14:
		return hasSec("discord-token", "csharp", fmt.Sprintf("await client.LoginAsync(TokenType.Bot, \"%s\");\nawait client.StartAsync();", t), t)
	default:
		return hasSec("discord-token", "markdown", fmt.Sprintf("## Setup\n\n1. Invite the bot\n2. Paste `%s` into config.json\n3. Run `npm start`", t), t)
	}
}

func hasLoginPairSample() Sample {
	u := hasUser()
	pw := hasAnyPw()
	dev := hasP("router", "copier", "printer", "smartboard", "access point", "NAS", "PaperCut", "Destiny", "firewall", "projector", "door controller", "Chromebook cart")
	switch rng.IntN(26) {
	case 0:
		return hasSec("login-pair", "chat", fmt.Sprintf("%s login %s / %s", dev, u, pw), pw)
	case 1:
		return hasSec("login-pair", "chat", fmt.Sprintf("the %s login is %s / %s if you need to reset it", dev, u, pw), pw)
	case 2:
		s := hasSec("login-pair", "yaml", fmt.Sprintf("devices:\n  - name: %s-%d\n    ip: 10.%d.%d.%d\n    login: %s / %s\n    location: room %d", strings.ReplaceAll(dev, " ", "-"), hasN(1, 9), hasN(10, 40), hasN(0, 255), hasN(2, 250), u, pw, hasN(100, 330)), pw)
		return s
	case 3:
		return hasSec("login-pair", "chat", fmt.Sprintf("%s: %s/%s", dev, u, pw), pw)
	case 4:
		return hasSec("login-pair", "chat", fmt.Sprintf("creds for the %s web UI -> user: %s pass: %s", dev, u, pw), pw)
	case 5:
		return hasSec("login-pair", "notes", fmt.Sprintf("Sub notes for %s (period %d)\n- attendance in PowerSchool\n- laptop login: %s // %s\n- fire drill at 10:15", hasFull(), hasN(1, 7), u, pw), pw)
	case 6:
		return hasSec("login-pair", "prose", fmt.Sprintf("Log in as %s with password %s, then go to Admin > Devices.", u, pw), pw)
	case 7:
		return hasSec("login-pair", "prose", fmt.Sprintf("The username is '%s' and the password is '%s'.", u, pw), pw)
	case 8:
		return hasSec("login-pair", "markdown", fmt.Sprintf("| device | user | password |\n|---|---|---|\n| %s | %s | %s |\n| gym speaker | (none) | (none) |", dev, u, pw), pw)
	case 9:
		return hasSec("login-pair", "chat", fmt.Sprintf("u: %s  p: %s", u, pw), pw)
	case 10:
		return hasSec("login-pair", "chat-de", fmt.Sprintf("Zugang zum %s: Benutzer %s / Passwort %s", hasP("Drucker", "Kopierer", "Router", "Beamer"), u, pw), pw)
	case 11:
		return hasSec("login-pair", "chat-es", fmt.Sprintf("El acceso a la %s es usuario %s y contraseña %s", hasP("impresora", "fotocopiadora", "pizarra digital"), u, pw), pw)
	case 12:
		return hasSec("login-pair", "chat-fr", fmt.Sprintf("Identifiant : %s / mot de passe : %s (pour la photocopieuse de la salle des profs)", u, pw), pw)
	case 13:
		return hasSec("login-pair", "chat-ja", fmt.Sprintf("職員室のコピー機の管理画面：ユーザー名 %s / パスワード %s です", u, pw), pw)
	case 14:
		return hasSec("login-pair", "chat-ru", fmt.Sprintf("Логин от роутера в кабинете %d: %s / %s", hasN(100, 330), u, pw), pw)
	case 15:
		return hasSec("login-pair", "csv", fmt.Sprintf("device,ip,username,password\n%s,10.1.%d.%d,%s,%s", strings.ReplaceAll(dev, " ", "_"), hasN(0, 255), hasN(2, 250), u, pw), pw)
	case 16:
		return hasSec("login-pair", "email", fmt.Sprintf("Hi %s,\n\nYour substitute account for %s is ready.\nUsername: %s\nPassword: %s\n\nPlease change it at first login.\n\nThanks,\nDistrict IT", hasUpperFirst(hasName()), hasSchool(), u, pw), pw)
	case 17:
		return hasSec("login-pair", "chat", fmt.Sprintf("%s:%s works for the %s", u, pw, dev), pw)
	case 18:
		return hasSec("login-pair", "chat", fmt.Sprintf("(%s, %s) — that's the %s admin pair, don't change it before testing week", u, pw, dev), pw)
	case 19:
		return hasSec("login-pair", "chat-pt", fmt.Sprintf("O login da %s é %s e a senha é %s", hasP("impressora", "lousa digital", "rede"), u, pw), pw)
	case 20:
		return hasSec("login-pair", "ini", fmt.Sprintf("[%s]\nhost = %s\nuser = %s\npassword = %s", strings.ReplaceAll(dev, " ", "_"), hasHost(), u, pw), pw)
	case 21:
		return hasSec("login-pair", "chat", fmt.Sprintf("for the %s use %s with %s", dev, u, pw), pw)
	case 22:
		s := hasSec("login-pair", "notes", fmt.Sprintf("Proctoring day checklist\n1. Open LockDown Browser\n2. Proctor login: %s / %s\n3. Collect phones", u, pw), pw)
		return hasWithKeep(s, "3. Collect phones")
	case 23:
		return hasSec("login-pair", "chat-zh", fmt.Sprintf("机房%s的账号：%s，密码：%s", dev, u, pw), pw)
	case 24:
		return hasSec("login-pair", "chat-pl", fmt.Sprintf("Login do %s: %s, hasło: %s", hasP("drukarki", "routera", "dziennika"), u, pw), pw)
	default:
		return hasSec("login-pair", "chat", fmt.Sprintf("%s -> %s - %s", dev, u, pw), pw)
	}
}

// hasSplit cuts a token into two pieces, both long enough to count.
func hasSplit(t string) (string, string) {
	cut := len(t)/2 + hasN(-len(t)/6, len(t)/6)
	return t[:cut], t[cut:]
}

func hasSplitKeySample() Sample {
	var t string
	what := ""
	switch rng.IntN(7) {
	case 0:
		t, what = hasCanvas(), "Canvas API token"
	case 1:
		t, what = hasGHFine(), "GitHub token"
	case 2:
		t, what = hasAWSSecret(), "AWS secret access key"
	case 3:
		t, what = hasAzureStorageKey(), "storage account key"
	case 4:
		for len(t) < 36 {
			_, t = hasVendorTok()
		}
		what = "API key"
	case 5:
		t, what = hasJWT(), "bearer token"
	default:
		t, what = hasHex(64), "Clever sync secret"
	}
	a, b := hasSplit(t)
	switch rng.IntN(10) {
	case 0:
		return hasSec("split-key", "chat", fmt.Sprintf("here's the %s, my phone wrapped it:\n%s\n%s", what, a, b), a, b)
	case 1:
		s := hasSec("split-key", "notes", fmt.Sprintf("IT visit %d/%d\n- new %s:\n  %s\n  %s\n- printers in B wing fixed", hasN(1, 12), hasN(1, 28), what, a, b), a, b)
		return hasWithKeep(s, "- printers in B wing fixed")
	case 2:
		return hasSec("split-key", "log", fmt.Sprintf("[2024-%02d-%02dT06:%02d:11Z] roster-sync DEBUG using key=%s\n%s\n[2024-%02d-%02dT06:%02d:12Z] roster-sync INFO 412 students updated", hasN(1, 12), hasN(1, 28), hasN(0, 59), a, b, hasN(1, 12), hasN(1, 28), hasN(0, 59)), a, b)
	case 3:
		return hasSec("split-key", "email", fmt.Sprintf("> Can you send the %s again?\n\nSure:\n> %s\n> %s\n\nDelete after use.", what, a, b), a, b)
	case 4:
		return hasSec("split-key", "chat", fmt.Sprintf("%s pt 1: %s", what, a)+"\n"+fmt.Sprintf("pt 2: %s", b), a, b)
	case 5:
		return hasSec("split-key", "email-qp", fmt.Sprintf("Content-Transfer-Encoding: quoted-printable\n\nThe %s is %s=\n%s\n\nRegards", what, a, b), a, b)
	case 6:
		return hasSec("split-key", "notes", fmt.Sprintf("%s (copied from the admin console, it wrapped)\n    %s\n    %s", what, a, b), a, b)
	case 7:
		return hasSec("split-key", "chat-de", fmt.Sprintf("Der Schlüssel für die Schulplattform, in zwei Teilen:\n%s\n%s", a, b), a, b)
	case 8:
		return hasSec("split-key", "sms", fmt.Sprintf("Msg 1/2: %s key %s", what, a)+"\n"+"Msg 2/2: "+b, a, b)
	default:
		return hasSec("split-key", "terminal", fmt.Sprintf("$ cat token.txt\n%s\n%s\n$ ", a, b), a, b)
	}
}

func hasKeyIDSample() Sample {
	id := hasHex(40)
	proj := hasP(hasDistricts...) + hasP("-prod", "-roster", "-chromebooks", "-gws-sync", "-classroom")
	sa := hasP("roster-sync", "classroom-bot", "gam-admin", "drive-archiver", "chrome-mgmt") + "@" + proj + ".iam.gserviceaccount.com"
	switch rng.IntN(14) {
	case 0:
		return hasSec("private-key-id", "chat", fmt.Sprintf("the SA json has \"private_key_id\": \"%s\" — is that the one we rotated?", id), id)
	case 1:
		pemText, body := hasPEM()
		esc := strings.ReplaceAll(pemText, "\n", "\\n")
		s := hasSec("private-key-id", "json", fmt.Sprintf("{\n  \"type\": \"service_account\",\n  \"project_id\": \"%s\",\n  \"private_key_id\": \"%s\",\n  \"private_key\": \"%s\\n\",\n  \"client_email\": \"%s\"\n}", proj, id, esc, sa), append([]string{id}, body...)...)
		return s
	case 2:
		return hasSec("private-key-id", "prose", fmt.Sprintf("For GAM we use %s, key id %s, created last August.", sa, id), id)
	case 3:
		return hasSec("private-key-id", "ticket", fmt.Sprintf("Rotated service account key for %s.\nOld private_key_id: %s\nNew key is in the vault.", sa, id), id)
	case 4:
		return hasSec("private-key-id", "yaml", fmt.Sprintf("google:\n  project_id: %s\n  client_email: %s\n  private_key_id: %s", proj, sa, id), id)
	case 5:
		return hasSec("private-key-id", "chat", fmt.Sprintf("private_key_id=%s for the classroom sync, fyi", id), id)
	case 6:
		return hasSec("private-key-id", "shell", fmt.Sprintf("$ gcloud iam service-accounts keys list --iam-account=%s\nKEY_ID                                    CREATED_AT            EXPIRES_AT\n%s  2024-08-%02dT14:02:11Z  9999-12-31T23:59:59Z", sa, id, hasN(1, 28)), id)
	case 7:
		return hasSec("private-key-id", "chat-es", fmt.Sprintf("El \"private_key_id\": \"%s\" es de la cuenta de servicio de Google Workspace del distrito.", id), id)
	case 8:
		return hasSec("private-key-id", "python", fmt.Sprintf("info = {\n    'type': 'service_account',\n    'project_id': '%s',\n    'private_key_id': '%s',\n    'client_email': '%s',\n}", proj, id, sa), id)
	case 9:
		return hasSec("private-key-id", "terraform", fmt.Sprintf("# imported key\n# private_key_id = \"%s\"\nresource \"google_service_account_key\" \"sync\" {\n  service_account_id = \"%s\"\n}", id, sa), id)
	case 10:
		return hasSec("private-key-id", "notes", fmt.Sprintf("Chromebook enrollment automation\n- SA: %s\n- key id: %s\n- scopes: admin.directory.device.chromeos", sa, id), id)
	case 11:
		return hasSec("private-key-id", "chat-fr", fmt.Sprintf("Le compte de service utilise la clé \"private_key_id\": \"%s\", merci de la révoquer.", id), id)
	case 12:
		return hasSec("private-key-id", "env", fmt.Sprintf("GOOGLE_PROJECT_ID=%s\nGOOGLE_PRIVATE_KEY_ID=%s\nGOOGLE_CLIENT_EMAIL=%s", proj, id, sa), id)
	default:
		return hasSec("private-key-id", "chat", fmt.Sprintf("'private_key_id': '%s' — pasted from the roster sync creds", id), id)
	}
}
