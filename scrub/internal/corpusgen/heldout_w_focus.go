package main

import "strings"

// The four shapes the brief asks for in many variants: Discord bot tokens, login pairs,
// keys wrapped over two lines, and service-account key ids.

func hwFocus() []Sample {
	var out []Sample
	out = append(out, hwRun(30, hwDiscordSample)...)
	out = append(out, hwRun(36, hwLoginPair)...)
	out = append(out, hwRun(30, hwSplitKey)...)
	out = append(out, hwRun(26, hwKeyID)...)
	return out
}

func hwDiscordSample() Sample {
	t := hwDiscordBot()
	bot := hwP([]string{"TicketBot", "Helper", "family-reminders", "RaidPlanner", "status-pinger", "Brightdesk Bot"})
	p := hwPerson()
	switch rng.IntN(14) {
	case 0:
		return hwS("discord-bot-token", "chat", hwF("%s: here's the token for %s, don't share it pls\n%s", p, bot, t), t)
	case 1:
		return hwS("discord-bot-token", "note", hwF("%s (discord) token = %s", bot, t), t)
	case 2:
		return hwK(hwS("discord-bot-token", "env", hwF("# %s\nDISCORD_TOKEN=%s\nGUILD_ID=%s\nPREFIX=!", bot, t, hwR(digits, 18)), t), "PREFIX=!")
	case 3:
		return hwS("discord-bot-token", "python", hwF("import discord\n\nclient = discord.Client(intents=discord.Intents.default())\n\n# TODO move to env before pushing\nclient.run(\"%s\")", t), t)
	case 4:
		return hwS("discord-bot-token", "javascript", hwF("const { Client, GatewayIntentBits } = require('discord.js');\nconst client = new Client({ intents: [GatewayIntentBits.Guilds] });\nclient.login('%s');", t), t)
	case 5:
		return hwS("discord-bot-token", "json", hwF("{\n  \"token\": \"%s\",\n  \"prefix\": \"?\",\n  \"owner\": \"%s\"\n}", t, strings.ToLower(p)), t)
	case 6:
		return hwS("discord-bot-token", "yaml", hwF("bot:\n  name: %s\n  token: %s\n  status: \"watching the queue\"", bot, t), t)
	case 7:
		return hwS("discord-bot-token", "chat-de", hwF("Hab den Bot neu aufgesetzt, der neue Token ist %s – der alte wurde zurückgesetzt.", t), t)
	case 8:
		return hwS("discord-bot-token", "chat-es", hwF("oye %s, el token del bot es: %s (no lo subas a GitHub)", p, t), t)
	case 9:
		return hwS("discord-bot-token", "log", hwF("%s INFO  gateway: identifying with token %s\n%s INFO  gateway: READY session=%s", hwLogTS(), t, hwLogTS(), hwHex(32)), t)
	case 10:
		return hwS("discord-bot-token", "shell", hwF("$ export BOT_TOKEN='%s'\n$ node index.js\nLogged in as %s#%s", t, bot, hwR(digits, 4)), t)
	case 11:
		return hwS("discord-bot-token", "toml", hwF("[discord]\ntoken = \"%s\"\nchannel = %s", t, hwR(digits, 18)), t)
	case 12:
		return hwS("discord-bot-token", "note", hwF("Remember: %s's Bot tab → Reset Token gave me %s, saved it in the password manager too.", bot, t), t)
	}
	return hwS("discord-bot-token", "go", hwF("dg, err := discordgo.New(\"Bot \" + \"%s\")\nif err != nil {\n\tlog.Fatal(err)\n}", t), t)
}

func hwLoginPair() Sample {
	u := hwUser()
	pw := hwPass()
	h := hwHost()
	p := hwPerson()
	dev := hwP([]string{"router", "NAS", "printer", "camera NVR", "Proxmox", "UniFi controller", "switch", "smart plug hub", "Synology", "pfSense"})
	switch rng.IntN(24) {
	case 0:
		return hwS("login-pair", "note", hwF("%s login %s / %s", dev, u, pw), pw)
	case 1:
		return hwS("login-pair", "chat", hwF("%s: login is %s / %s, it's the one in the server room", p, u, pw), pw)
	case 2:
		return hwK(hwS("login-pair", "yaml", hwF("- name: %s\n  url: https://%s\n  login: %s / %s\n  notes: ask %s before rebooting", dev, h, u, pw, p), pw), "  url: https://"+h)
	case 3:
		return hwS("login-pair", "note", hwF("%s — user: %s  pass: %s", h, u, pw), pw)
	case 4:
		return hwS("login-pair", "chat", hwF("creds for the %s: %s:%s", dev, u, pw), pw)
	case 5:
		return hwS("login-pair", "note", hwF("Username %s, password %s", u, pw), pw)
	case 6:
		return hwS("login-pair", "email", hwF("Hi %s,\n\nYour account on %s is ready.\nLogin: %s\nPassword: %s\n\nPlease change it after the first sign-in.\n\nThanks,\nIT", p, h, u, pw), pw)
	case 7:
		return hwS("login-pair", "markdown", hwF("| system | user | password |\n|---|---|---|\n| %s | %s | %s |", h, u, pw), pw)
	case 8:
		return hwS("login-pair", "chat", hwF("%s uses %s with %s as the pw", dev, u, pw), pw)
	case 9:
		return hwS("login-pair", "chat-fr", hwF("Pour le %s : identifiant %s, mot de passe %s", dev, u, pw), pw)
	case 10:
		return hwS("login-pair", "chat-de", hwF("Zugang zum %s: Benutzer %s / Passwort %s", dev, u, pw), pw)
	case 11:
		return hwS("login-pair", "chat-pt", hwF("acesso do %s: usuário %s e senha %s", dev, u, pw), pw)
	case 12:
		return hwS("login-pair", "note", hwF("%s\n%s\n%s", h, u, pw), pw)
	case 13:
		return hwS("login-pair", "note", hwF("(%s, %s) for the %s web ui", u, pw, dev), pw)
	case 14:
		return hwS("login-pair", "chat", hwF("sign in as %s pw %s", u, pw), pw)
	case 15:
		return hwK(hwS("login-pair", "runbook", hwF("1. Open https://%s:8443\n2. Log in with %s / %s\n3. Go to Settings > Backup and click Run now", h, u, pw), pw), "3. Go to Settings > Backup and click Run now")
	case 16:
		return hwS("login-pair", "ini", hwF("[%s]\nhost=%s\nuser=%s\npassword=%s", strings.ToLower(strings.ReplaceAll(dev, " ", "_")), h, u, pw), pw)
	case 17:
		return hwS("login-pair", "chat-ja", hwF("%sのログイン：ユーザー名 %s、パスワード %s です。", dev, u, pw), pw)
	case 18:
		return hwS("login-pair", "chat-ru", hwF("вход на %s: логин %s, пароль %s", h, u, pw), pw)
	case 19:
		return hwS("login-pair", "note", hwF("%s → %s | %s", dev, u, pw), pw)
	case 20:
		return hwS("login-pair", "chat", hwF("the default %s login is %s and the pass is %s, we never changed it 🙈", dev, u, pw), pw)
	case 21:
		return hwS("login-pair", "csv", hwF("title,url,username,password\n%s,https://%s,%s,%s", dev, h, u, pw), pw)
	case 22:
		return hwS("login-pair", "chat-es", hwF("usuario: %s\ncontraseña: %s\n(es el %s de la oficina)", u, pw, dev), pw)
	}
	return hwS("login-pair", "note", hwF("%s@%s  %s", u, h, pw), pw)
}

func hwSplitKey() Sample {
	var tok, vendor string
	switch rng.IntN(4) {
	case 0:
		tok, vendor = hwAWSSecret()+hwR(alnum, 8), "AWS"
	case 1:
		tok, vendor = hwAzureKey(), "Azure storage"
	default:
		tok, vendor = hwAnyToken()
	}
	for len(tok) < 40 {
		tok += hwR(alnum, 8)
	}
	i := hwSplitAt(tok)
	a, b := tok[:i], tok[i:]
	p := hwPerson()
	switch rng.IntN(10) {
	case 0:
		return hwS("split-key", "chat", hwF("%s: the %s key got wrapped when I pasted it:\n%s\n%s", p, vendor, a, b), a, b)
	case 1:
		return hwS("split-key", "note", hwF("%s key (one line, the terminal wrapped it)\n%s\n%s\nrotate by end of month", vendor, a, b), a, b)
	case 2:
		return hwK(hwS("split-key", "log", hwF("%s DEBUG auth header value=%s\n%s\n%s INFO  request ok status=200", hwLogTS(), a, b, hwLogTS()), a, b), "INFO  request ok status=200")
	case 3:
		return hwS("split-key", "email", hwF("> key: %s\n> %s\n>\n> (join the two lines, Outlook broke it)", a, b), a, b)
	case 4:
		return hwS("split-key", "meeting-notes", hwF("- %s shared the new %s token:\n  %s\n  %s\n- next: update the CI variable", p, vendor, a, b), a, b)
	case 5:
		return hwS("split-key", "chat", hwF("token pt1: %s\npt2: %s", a, b), a, b)
	case 6:
		return hwS("split-key", "yaml", hwF("api_key: >-\n  %s\n  %s", a, b), a, b)
	case 7:
		return hwS("split-key", "shell", hwF("$ export API_KEY=%s\\\n%s\n$ ./sync.sh", a, b), a, b)
	case 8:
		return hwS("split-key", "chat-it", hwF("ecco la chiave %s, spezzata in due righe:\n%s\n%s", vendor, a, b), a, b)
	}
	return hwS("split-key", "note", hwF("%s secret\n\n%s\n%s\n\n(from the console, %s)", vendor, a, b, hwDate()), a, b)
}

func hwKeyID() Sample {
	id := hwHex(40)
	sa := hwSAEmail()
	p := hwPerson()
	switch rng.IntN(12) {
	case 0:
		return hwS("sa-key-id", "chat", hwF("the json has \"private_key_id\": \"%s\" — is that the one we revoked?", id), id)
	case 1:
		return hwS("sa-key-id", "note", hwF("%s\nprivate_key_id: %s\ncreated %s by %s", sa, id, hwDate(), p), id)
	case 2:
		return hwK(hwS("sa-key-id", "json", hwF("{\n  \"type\": \"service_account\",\n  \"project_id\": \"%s\",\n  \"private_key_id\": \"%s\",\n  \"client_email\": \"%s\"\n}", strings.Split(strings.Split(sa, "@")[1], ".")[0], id, sa), id), "\"type\": \"service_account\"")
	case 3:
		return hwS("sa-key-id", "ticket", hwF("%s: Key %s for %s was leaked in a public gist, please disable it.", hwTicket(), id, sa), id)
	case 4:
		return hwS("sa-key-id", "chat", hwF("%s: private key id is %s fyi", p, id), id)
	case 5:
		return hwS("sa-key-id", "shell", hwF("$ grep private_key_id ~/Downloads/key.json\n  \"private_key_id\": \"%s\",", id), id)
	case 6:
		return hwS("sa-key-id", "note", hwF("SA key for %s → key ID %s (json in 1Password)", sa, id), id)
	case 7:
		return hwS("sa-key-id", "python", hwF("creds = {\n    \"private_key_id\": \"%s\",\n    \"client_email\": \"%s\",\n}", id, sa), id)
	case 8:
		return hwS("sa-key-id", "chat-de", hwF("Die private_key_id im Schlüssel ist %s, bitte im IAM-Log nachsehen.", id), id)
	case 9:
		return hwS("sa-key-id", "env", hwF("GCP_PRIVATE_KEY_ID=%s\nGCP_CLIENT_EMAIL=%s", id, sa), id)
	case 10:
		return hwS("sa-key-id", "email", hwF("Forwarded:\nThe key with private_key_id=%s belonging to %s was detected in a commit.", id, sa), id)
	}
	return hwS("sa-key-id", "yaml", hwF("gcp:\n  private_key_id: '%s'\n  client_email: %s", id, sa), id)
}
