package main

// heldout_x_four.go: the four shapes of the brief: Discord bot tokens, login pairs written in
// prose, a key wrapped over two lines, and service-account key ids quoted in prose.

import (
	"fmt"
	"strings"
)

func bxDiscordSamples() []Sample {
	tpls := []func(t string) (string, string){
		func(t string) (string, string) {
			return "chat", fmt.Sprintf("bot token for the %s mod bot is %s, pls don't post it in #general again lol", bxL(bxProjects), t)
		},
		func(t string) (string, string) {
			return "env", fmt.Sprintf("# discord\nDISCORD_TOKEN=%s\nDISCORD_GUILD_ID=%s\nLOG_LEVEL=info", t, bxSnowflake())
		},
		func(t string) (string, string) {
			return "json", fmt.Sprintf("{\n  \"token\": \"%s\",\n  \"prefix\": \"%s\",\n  \"owners\": [\"%s\"]\n}", t, bxP("!", "?", "$", ";;"), bxSnowflake())
		},
		func(t string) (string, string) {
			return "python", fmt.Sprintf("import discord\n\nintents = discord.Intents.default()\nclient = discord.Client(intents=intents)\n\nclient.run('%s')", t)
		},
		func(t string) (string, string) {
			return "javascript", fmt.Sprintf("const { Client, GatewayIntentBits } = require('discord.js');\nconst client = new Client({ intents: [GatewayIntentBits.Guilds] });\nclient.login(\"%s\");", t)
		},
		func(t string) (string, string) {
			return "go", fmt.Sprintf("dg, err := discordgo.New(\"Bot %s\")\nif err != nil {\n\tlog.Fatal(err)\n}", t)
		},
		func(t string) (string, string) {
			return "yaml", fmt.Sprintf("discord:\n  token: %s\n  status_channel: \"%s\"\n  announce: true", t, bxSnowflake())
		},
		func(t string) (string, string) {
			return "issue", fmt.Sprintf("### Bug: bot never comes online\n\n**Steps**\n1. `python bot.py`\n\n**Log**\n```\ndiscord.errors.LoginFailure: Improper token has been passed.\n```\nmy token is %s if that matters, copied from the dev portal", t)
		},
		func(t string) (string, string) {
			return "shell", fmt.Sprintf("curl -s -H \"Authorization: Bot %s\" https://discord.com/api/v10/users/@me | jq .username", t)
		},
		func(t string) (string, string) {
			return "shell", fmt.Sprintf("docker run -d --name %s-bot -e DISCORD_TOKEN=%s ghcr.io/%s/bot:latest", bxL(bxWords), t, bxL(bxWords))
		},
		func(t string) (string, string) {
			return "ci-log", fmt.Sprintf("Run python -m bot --check\n  env:\n    pythonLocation: /opt/hostedtoolcache/Python/3.12.3/x64\n    DISCORD_BOT_TOKEN: %s\nLogged in as StatusBot#%s", t, bxR(digits, 4))
		},
		func(t string) (string, string) {
			return "chat-es", fmt.Sprintf("oye, el token del bot es %s — lo cambio mañana", t)
		},
		func(t string) (string, string) {
			return "chat-de", fmt.Sprintf("Bot-Token für den Test-Server: %s (bitte nicht committen)", t)
		},
		func(t string) (string, string) {
			return "chat-ja", fmt.Sprintf("ボットのトークン：%s\n本番サーバーでは使わないでください。", t)
		},
		func(t string) (string, string) {
			return "rust", fmt.Sprintf("let token = \"%s\";\nlet mut client = Client::builder(token, GatewayIntents::GUILD_MESSAGES)\n    .event_handler(Handler)\n    .await?;", t)
		},
		func(t string) (string, string) {
			return "csharp", fmt.Sprintf("var discord = new DiscordClient(new DiscordConfiguration\n{\n    Token = \"%s\",\n    TokenType = TokenType.Bot\n});", t)
		},
		func(t string) (string, string) {
			return "toml", fmt.Sprintf("[discord]\ntoken = \"%s\"\nchannel = %s\n\n[game]\nserver_name = \"%s EU #%d\"", t, bxSnowflake(), bxTitle(bxL(bxWords)), bxN(1, 9))
		},
		func(t string) (string, string) {
			return "ini", fmt.Sprintf("; server status bot for the dedicated server\n[DiscordBridge]\nBotToken=%s\nChannelId=%s\nPostJoins=True", t, bxSnowflake())
		},
		func(t string) (string, string) {
			return "notes", fmt.Sprintf("- moved the bot to the new VPS\n- token: %s\n- invite link is in the pinned msg", t)
		},
		func(t string) (string, string) {
			return "pr-comment", fmt.Sprintf("> %s\n\nYou committed the bot token in `config.json` (line %d): `%s`. Please reset it in the developer portal, force-pushing won't help.", "fix: load config from file", bxN(3, 40), t)
		},
		func(t string) (string, string) {
			return "chat", fmt.Sprintf("token=%s", t)
		},
		func(t string) (string, string) {
			return "systemd", fmt.Sprintf("[Service]\nEnvironment=\"DISCORD_TOKEN=%s\"\nExecStart=/usr/bin/node /srv/bot/index.js\nRestart=always", t)
		},
	}
	var out []Sample
	for i := 0; i < 32; i++ {
		t := bxDiscordBot()
		f, text := tpls[i%len(tpls)](t)
		s := bxS("discord-bot-token", f, text, t)
		if f == "env" {
			s = bxK(s, "LOG_LEVEL=info")
		}
		out = append(out, s)
	}
	// webhooks too
	for i := 0; i < 6; i++ {
		url, sec := bxDiscordHook()
		text := bxP(
			"release notifier posts to "+url+" (channel #releases)",
			"- name: notify discord\n  run: curl -H 'Content-Type: application/json' -d '{\"content\":\"build ok\"}' "+url,
			"DISCORD_WEBHOOK_URL="+url,
			"webhook for the crash reporter → "+url,
		)
		out = append(out, bxS("discord-webhook", "mixed", text, sec))
	}
	return out
}

func bxLoginPairSamples() []Sample {
	tpls := []func(u, p string) (string, string){
		func(u, p string) (string, string) { return "chat", "router login " + u + " / " + p },
		func(u, p string) (string, string) {
			return "yaml", fmt.Sprintf("notes: |\n  staging %s box\n  login is %s / %s\n  reboot after updates", bxP("jenkins", "nexus", "sonar", "grafana"), u, p)
		},
		func(u, p string) (string, string) { return "chat", "login is " + u + " / " + p + " for the build mac" },
		func(u, p string) (string, string) {
			return "chat", fmt.Sprintf("%s: %s / %s", bxP("Jenkins", "Nexus", "Artifactory", "Portainer", "pfSense", "the NAS"), u, p)
		},
		func(u, p string) (string, string) { return "notes", "user: " + u + "  pass: " + p },
		func(u, p string) (string, string) { return "chat", "creds: " + u + " / " + p },
		func(u, p string) (string, string) { return "chat", "u/p = " + u + "/" + p },
		func(u, p string) (string, string) {
			return "markdown", "username `" + u + "`, password `" + p + "`"
		},
		func(u, p string) (string, string) {
			return "chat", "log in with " + u + "@" + bxP("studio.dev", "acme.io", "forge.dev") + " and " + p + ", it's the shared QA account"
		},
		func(u, p string) (string, string) {
			return "notes", fmt.Sprintf("NAS web UI at http://%s:5000 (%s:%s)", bxIP(), u, p)
		},
		func(u, p string) (string, string) {
			return "notes", fmt.Sprintf("%s\nlogin: %s\npassword: %s\nport 22", bxL(bxHosts), u, p)
		},
		func(u, p string) (string, string) {
			return "markdown-table", fmt.Sprintf("| service | user | password |\n|---|---|---|\n| %s | %s | %s |\n| wiki | (SSO) | n/a |", bxP("Jenkins", "SonarQube", "Harbor", "MinIO console"), u, p)
		},
		func(u, p string) (string, string) {
			return "csv", fmt.Sprintf("host,user,password,notes\n%s,%s,%s,rotate quarterly\n%s,svc-backup,(in vault),", bxL(bxHosts), u, p, bxL(bxHosts))
		},
		func(u, p string) (string, string) {
			return "chat", fmt.Sprintf("Nexus → %s / %s (change after first login pls)", u, p)
		},
		func(u, p string) (string, string) {
			return "chat", "use the account " + u + " with the password " + p
		},
		func(u, p string) (string, string) { return "ini", "user = " + u + ", pw = " + p },
		func(u, p string) (string, string) { return "chat", "sign in as `" + u + "` (pw " + p + ")" },
		func(u, p string) (string, string) { return "chat-de", "Benutzer: " + u + ", Passwort: " + p },
		func(u, p string) (string, string) {
			return "chat-fr", "identifiant : " + u + " / mot de passe : " + p
		},
		func(u, p string) (string, string) { return "chat-es", "usuario " + u + " y contraseña " + p },
		func(u, p string) (string, string) { return "chat-pt", "login " + u + " senha " + p },
		func(u, p string) (string, string) { return "chat-ru", "логин " + u + ", пароль " + p },
		func(u, p string) (string, string) {
			return "chat-ja", "ユーザー名 " + u + " / パスワード " + p
		},
		func(u, p string) (string, string) { return "chat-zh", "账号 " + u + " 密码 " + p },
		func(u, p string) (string, string) { return "chat-pl", "login: " + u + " hasło: " + p },
		func(u, p string) (string, string) { return "chat-tr", "kullanıcı adı " + u + " şifre " + p },
		func(u, p string) (string, string) { return "chat-ko", "아이디 " + u + " 비밀번호 " + p },
		func(u, p string) (string, string) { return "chat-nl", "gebruikersnaam " + u + ", wachtwoord " + p },
		func(u, p string) (string, string) {
			return "chat", fmt.Sprintf("%s / %s @ %s", u, p, bxIP())
		},
		func(u, p string) (string, string) {
			return "chat", "creds for the Unity license server: " + u + " // " + p
		},
		func(u, p string) (string, string) {
			return "notes", "test device Apple ID: qa+ios" + bxR(digits, 2) + "@studio.dev / " + p + "\n(2FA goes to the team phone)"
		},
		func(u, p string) (string, string) {
			return "email", fmt.Sprintf("Hi,\n\nyour account on the build farm is ready.\n\n  Username: %s\n  Password: %s\n\nPlease change it at first login.\n\nThanks,\nIT", u, p)
		},
		func(u, p string) (string, string) {
			return "ticket", fmt.Sprintf("OPS-%d: give contractor access to staging\nDone, account %s pw %s, expires end of month.", bxN(100, 9999), u, p)
		},
		func(u, p string) (string, string) {
			return "yaml", fmt.Sprintf("- name: staging admin\n  login: %s / %s\n  url: https://%s", u, p, bxL(bxHosts))
		},
		func(u, p string) (string, string) {
			return "chat", fmt.Sprintf("the default creds didn't work, it's %s:%s on this firmware", u, p)
		},
		func(u, p string) (string, string) {
			return "chat", fmt.Sprintf("user %s, pass is %s", u, p)
		},
		func(u, p string) (string, string) {
			return "issue", fmt.Sprintf("Steps to reproduce:\n1. open http://localhost:%d/admin\n2. log in as %s / %s\n3. click Settings → Plugins\n\nExpected: list loads. Actual: 500.", bxI(8080, 9000, 3000), u, p)
		},
	}
	var out []Sample
	for i := 0; i < 37; i++ {
		u := bxL(bxUsers)
		p := bxPw()
		if i%5 == 0 {
			p = bxHuman()
		}
		f, text := tpls[i%len(tpls)](u, p)
		s := bxS("password-login-pair", f, text, p)
		if f == "email" {
			s = bxK(s, "Please change it at first login.")
		}
		if f == "issue" {
			s = bxK(s, "Expected: list loads. Actual: 500.")
		}
		out = append(out, s)
	}
	return out
}

func bxSplitSamples() []Sample {
	gen := []func() string{bxGHFine, bxAWSSecret, bxPypi, bxJWT, bxAzureKey, bxAtlassian, bxAnthropic, bxSlack,
		bxOpenAI, bxFCM, bxTFC, bxSendgrid, bxDO, bxFirebaseCI}
	tpls := []func(a, b string) (string, string){
		func(a, b string) (string, string) {
			return "chat", "key got wrapped when I pasted it, it's:\n" + a + "\n" + b + "\n(no space between the lines)"
		},
		func(a, b string) (string, string) {
			return "notes", "- prod token (wrapped):\n  " + a + "\n  " + b + "\n- expires in 90 days"
		},
		func(a, b string) (string, string) {
			ts := bxStamp()
			return "log", ts + " DEBUG http: Authorization: Bearer " + a + "\n" + ts + " DEBUG http:   " + b + "\n" + ts + " INFO  http: 200 OK"
		},
		func(a, b string) (string, string) {
			return "email", "Subject: new deploy key\n\nHere you go:\n\ntoken=3D" + a + "=\n" + b + "\n\nCheers"
		},
		func(a, b string) (string, string) {
			return "shell", "$ export API_TOKEN=" + a + "\n" + b + "\n$ ./deploy.sh --env staging"
		},
		func(a, b string) (string, string) {
			return "yaml", "auth:\n  key: >-\n    " + a + "\n    " + b + "\n  region: eu-west-1"
		},
		func(a, b string) (string, string) {
			return "ci-log", "##[group]Run ./scripts/publish.sh\n" + a + "\n" + b + "\n##[endgroup]\nPublished 3 packages"
		},
		func(a, b string) (string, string) {
			return "python", "TOKEN = (\n    \"" + a + "\"\n    \"" + b + "\"\n)"
		},
		func(a, b string) (string, string) {
			return "chat", "new key part 1: " + a + "\npart 2: " + b
		},
		func(a, b string) (string, string) {
			return "markdown", "> the secret from the portal, wrapped by the email client:\n>\n> " + a + "\n> " + b
		},
		func(a, b string) (string, string) {
			return "terminal", "Your new API key (shown once):\n\n  " + a + "\n  " + b + "\n\nStore it somewhere safe."
		},
		func(a, b string) (string, string) {
			return "ticket", "SEC-" + fmt.Sprint(bxN(10, 999)) + " rotate leaked key\nold value was\n" + a + "\n" + b + "\nrevoked at " + bxTime()
		},
		func(a, b string) (string, string) {
			return "chat-fr", "la clé a été coupée en deux :\n" + a + "\n" + b
		},
		func(a, b string) (string, string) {
			return "javascript", "const key =\n  '" + a + "' +\n  '" + b + "';"
		},
	}
	var out []Sample
	for i := 0; i < 32; i++ {
		tok := gen[i%len(gen)]()
		k := bxN(len(tok)/3, len(tok)*2/3)
		if len(tok) > 120 {
			k = bxN(60, 80)
		}
		a, b := tok[:k], tok[k:]
		f, text := tpls[(i*5)%len(tpls)](a, b)
		s := bxS("split-secret", f, text, a, b)
		if f == "log" {
			s = bxK(s, "INFO  http: 200 OK")
		}
		if f == "shell" {
			s = bxK(s, "$ ./deploy.sh --env staging")
		}
		out = append(out, s)
	}
	return out
}

func bxKeyIDSamples() []Sample {
	sa := func() string {
		return bxP("ci-deployer", "terraform", "firebase-adminsdk-"+bxR(lower+digits, 5), "github-actions", "gke-node", "build-uploader") +
			"@" + bxL(bxProjects) + "-" + bxR(digits, 6) + ".iam.gserviceaccount.com"
	}
	tpls := []func(h string) (string, string){
		func(h string) (string, string) {
			return "chat", fmt.Sprintf("the leaked file had \"private_key_id\": \"%s\" in it, I've disabled that key", h)
		},
		func(h string) (string, string) {
			return "json", fmt.Sprintf("{\n  \"type\": \"service_account\",\n  \"project_id\": \"%s\",\n  \"private_key_id\": \"%s\",\n  \"private_key\": \"[REDACTED]\",\n  \"client_email\": \"%s\"\n}", bxL(bxProjects), h, sa())
		},
		func(h string) (string, string) {
			return "issue", fmt.Sprintf("Auth fails with `invalid_grant: Invalid JWT Signature`.\n\nMy credentials file (key removed):\n```json\n\"private_key_id\": \"%s\",\n\"private_key\": \"-----BEGIN PRIVATE KEY-----\\n...snip...\",\n```", h)
		},
		func(h string) (string, string) {
			return "chat", fmt.Sprintf("which key is it? private_key_id %s, client_email %s", h, sa())
		},
		func(h string) (string, string) {
			return "python", fmt.Sprintf("creds = {\n    'type': 'service_account',\n    'private_key_id': '%s',\n    'client_email': os.environ['SA_EMAIL'],\n}", h)
		},
		func(h string) (string, string) {
			return "javascript", fmt.Sprintf("admin.initializeApp({\n  credential: admin.credential.cert({\n    projectId: '%s',\n    privateKeyId: '%s',\n    clientEmail: process.env.FB_CLIENT_EMAIL,\n  }),\n});", bxL(bxProjects), h)
		},
		func(h string) (string, string) {
			return "env", fmt.Sprintf("GCP_PROJECT=%s\nGCP_PRIVATE_KEY_ID=%s\nGCP_CLIENT_EMAIL=%s", bxL(bxProjects), h, sa())
		},
		func(h string) (string, string) {
			return "yaml", fmt.Sprintf("gcp:\n  project: %s\n  private_key_id: %s\n  key_file: /secrets/sa.json", bxL(bxProjects), h)
		},
		func(h string) (string, string) {
			return "tfstate", fmt.Sprintf("\"attributes\": {\n  \"name\": \"projects/%s/serviceAccounts/%s/keys/%s\",\n  \"private_key_id\": \"%s\",\n  \"key_algorithm\": \"KEY_ALG_RSA_2048\"\n}", bxL(bxProjects), sa(), h, h)
		},
		func(h string) (string, string) {
			return "chat-es", fmt.Sprintf("el private_key_id de la cuenta de servicio es %s, ¿lo revocamos?", h)
		},
		func(h string) (string, string) {
			return "chat-de", fmt.Sprintf("Schlüssel-ID (private_key_id): %s — bitte in der Console löschen", h)
		},
		func(h string) (string, string) {
			return "notes", fmt.Sprintf("incident %s\n- SA key leaked in a public fork\n- private key id: %s\n- key disabled %s, new one in Secret Manager", bxDate(), h, bxTime())
		},
		func(h string) (string, string) {
			return "pr-comment", fmt.Sprintf("Heads up: `test/fixtures/sa.json` still contains `\"private_key_id\": \"%s\"` — the private_key was blanked but please drop the whole file.", h)
		},
		func(h string) (string, string) {
			return "ruby", fmt.Sprintf("Google::Auth::ServiceAccountCredentials.make_creds(\n  json_key_io: StringIO.new({ private_key_id: \"%s\", client_email: ENV[\"SA\"] }.to_json)\n)", h)
		},
	}
	var out []Sample
	for i := 0; i < 30; i++ {
		h := bxHex(40)
		f, text := tpls[i%len(tpls)](h)
		out = append(out, bxS("service-account-key-id", f, text, h))
	}
	// AWS access key ids quoted in prose
	aws := []func(id, sec string) (string, []string){
		func(id, sec string) (string, []string) {
			return "the key id " + id + " belongs to svc-terraform, deactivate it", []string{id}
		},
		func(id, sec string) (string, []string) {
			return "CloudTrail shows calls from access key " + id + " at " + bxTime() + " UTC", []string{id}
		},
		func(id, sec string) (string, []string) {
			return "aws_access_key_id = " + id + "\naws_secret_access_key = " + sec, []string{id, sec}
		},
		func(id, sec string) (string, []string) {
			return "AccessKeyId: " + id + "\nSecretAccessKey: " + sec + "\nStatus: Active", []string{id, sec}
		},
	}
	for i := 0; i < 6; i++ {
		id, sec := bxAWSID(), bxAWSSecret()
		text, secs := aws[i%len(aws)](id, sec)
		out = append(out, bxS("aws-key-id", "prose", text, secs...))
	}
	return out
}

var _ = strings.Contains
