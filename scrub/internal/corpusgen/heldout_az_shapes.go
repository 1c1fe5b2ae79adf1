package main

import (
	"fmt"
	"strings"
)

// The four shapes the brief asks for in many variants: Discord bot tokens, login pairs in
// prose, keys wrapped over two lines, and private_key_id values of service accounts.

func hazShapeGens() []hazGen {
	return []hazGen{
		{30, hazDiscord},
		{32, hazLoginPair},
		{28, hazSplitKey},
		{27, hazPrivateKeyID},
	}
}

func hazDiscord() Sample {
	t := hazToken()
	guild := "1" + hazR(digits, 18)
	switch rng.IntN(16) {
	case 0:
		return hazWrapS("discord-token", "prose", "bot token for the build-notifier discord bot: "+t, []string{t})
	case 1:
		return hazS("discord-token", "env", fmt.Sprintf("# release bot\nDISCORD_TOKEN=%s\nDISCORD_GUILD_ID=%s\nLOG_LEVEL=info", t, guild), []string{t}, "LOG_LEVEL=info")
	case 2:
		return hazS("discord-token", "yaml", fmt.Sprintf("discord:\n  token: \"%s\"\n  guild_id: \"%s\"\n  channel: testflight-builds", t, guild), []string{t}, "channel: testflight-builds")
	case 3:
		return hazS("discord-token", "swift", fmt.Sprintf("// TODO: move to Keychain before shipping\nlet bot = DiscordClient(token: \"%s\")\nbot.connect()", t), []string{t}, "bot.connect()")
	case 4:
		return hazS("discord-token", "python", fmt.Sprintf("import discord\n\nclient = discord.Client(intents=discord.Intents.default())\nclient.run('%s')", t), []string{t})
	case 5:
		return hazS("discord-token", "js", fmt.Sprintf("const { Client } = require('discord.js');\nconst client = new Client({ intents: [] });\nclient.login(\"%s\");", t), []string{t})
	case 6:
		return hazS("discord-token", "log", fmt.Sprintf("%s WARN gateway: IDENTIFY rejected for token %s (close code 4004)\n%s INFO gateway: retrying in 5s", hazStamp(), t, hazStamp()), []string{t})
	case 7:
		return hazWrapS("discord-token", "chat", "reset the bot token, new one is "+t+" — old one is dead", []string{t})
	case 8:
		return hazS("discord-token", "json", fmt.Sprintf("{\n  \"discord\": {\n    \"token\": \"%s\",\n    \"prefix\": \"!\"\n  }\n}", t), []string{t})
	case 9:
		return hazS("discord-token", "go", fmt.Sprintf("dg, err := discordgo.New(\"Bot %s\")\nif err != nil {\n\tlog.Fatal(err)\n}", t), []string{t})
	case 10:
		return hazS("discord-token", "shell", fmt.Sprintf("$ curl -s -H \"Authorization: Bot %s\" https://discord.com/api/v10/users/@me | jq .username\n\"ReleaseBot\"", t), []string{t})
	case 11:
		return hazWrapS("discord-token", "prose", hazP("Der Bot-Token lautet ", "Le jeton du bot est ", "El token del bot es ", "Discordボットのトークン: ", "Токен бота: ")+t, []string{t})
	case 12:
		return hazS("discord-token", "toml", fmt.Sprintf("[discord]\ntoken = \"%s\"\nstatus = \"watching TestFlight\"", t), []string{t})
	case 13:
		return hazS("discord-token", "objc", fmt.Sprintf("static NSString * const kDiscordBotToken = @\"%s\";", t), []string{t})
	case 14:
		return hazS("discord-token", "notes", fmt.Sprintf("discord ci bot (ReleaseBot#%s)\n%s\nscopes: bot, applications.commands", hazR(digits, 4), t), []string{t})
	}
	return hazS("discord-token", "xcconfig", fmt.Sprintf("// Secrets.xcconfig — do not commit\nDISCORD_BOT_TOKEN = %s\nPRODUCT_BUNDLE_IDENTIFIER = %s", t, hazBundleID()), []string{t})
}

func hazToken() string { return hazDiscordToken() }

func hazLoginPair() Sample {
	u, p := hazUser(), hazPW()
	p2 := hazPW()
	h := hazHost()
	switch rng.IntN(26) {
	case 0:
		return hazWrapS("login-pair", "prose", "router login admin / "+p, []string{p})
	case 1:
		return hazWrapS("login-pair", "prose", "login is admin / "+p, []string{p})
	case 2:
		return hazS("login-pair", "yaml", fmt.Sprintf("```yaml\nrouter:\n  host: 192.168.%d.1\n  login: admin / %s\n  note: office AP, second floor\n```", hazN(0, 9), p), []string{p}, "note: office AP, second floor")
	case 3:
		return hazS("login-pair", "chat", fmt.Sprintf("[%s] %s: what's the login for %s?\n[%s] %s: login is %s / %s", hazTime(), hazName(), h, hazTime(), hazName(), u, p), []string{p})
	case 4:
		return hazWrapS("login-pair", "prose", fmt.Sprintf("The Jamf Pro login is %s / %s", hazP("jamfadmin", "admin", "api-readonly"), p), []string{p})
	case 5:
		return hazWrapS("login-pair", "prose", fmt.Sprintf("user: %s  pass: %s", u, p), []string{p})
	case 6:
		return hazWrapS("login-pair", "prose", fmt.Sprintf("creds for %s = %s:%s", h, u, p), []string{p})
	case 7:
		return hazWrapS("login-pair", "markdown", fmt.Sprintf("username `%s` password `%s`", u, p), []string{p})
	case 8:
		return hazWrapS("login-pair", "prose", fmt.Sprintf("Credentials for the sandbox Apple ID are (%s, %s)", hazEmail(), p), []string{p})
	case 9:
		return hazS("login-pair", "notes", fmt.Sprintf("%s\nu: %s\np: %s", h, u, p), []string{p})
	case 10:
		return hazS("login-pair", "notes", fmt.Sprintf("Login: %s\nPassword: %s\nURL: https://%s/", u, p, h), []string{p}, "URL: https://"+h+"/")
	case 11:
		return hazWrapS("login-pair", "prose", fmt.Sprintf("%s // %s", u, p), []string{p})
	case 12:
		return hazWrapS("login-pair", "prose", fmt.Sprintf("build host: ssh %s@%s, password %s", u, h, p), []string{p})
	case 13:
		return hazWrapS("login-pair", "prose", fmt.Sprintf("Kandji admin -> %s / %s", hazEmail(), p), []string{p})
	case 14:
		return hazS("login-pair", "markdown-table", fmt.Sprintf("| system | user | password |\n|---|---|---|\n| Jamf Pro | %s | %s |\n| NAS | backup | %s |\n| Printer | — | none |", u, p, p2), []string{p, p2}, "| Printer | — | none |")
	case 15:
		return hazS("login-pair", "csv", fmt.Sprintf("host,user,password,notes\nbuildmac-01,ci,%s,xcode 16\nbuildmac-02,ci,%s,xcode 15\n", p, p2), []string{p, p2})
	case 16:
		return hazWrapS("login-pair", "prose", "identifiant : admin / mot de passe : "+p, []string{p})
	case 17:
		return hazWrapS("login-pair", "prose", fmt.Sprintf("usuario: %s, contraseña: %s", u, p), []string{p})
	case 18:
		return hazWrapS("login-pair", "prose", fmt.Sprintf("Zugang zum Mosyle-Portal: %s / %s", hazEmail(), p), []string{p})
	case 19:
		return hazWrapS("login-pair", "prose", fmt.Sprintf("логин %s, пароль %s", u, p), []string{p})
	case 20:
		return hazWrapS("login-pair", "prose", fmt.Sprintf("ユーザー名 %s / パスワード %s", u, p), []string{p})
	case 21:
		return hazWrapS("login-pair", "prose", fmt.Sprintf("账号 %s 密码 %s", u, p), []string{p})
	case 22:
		return hazWrapS("login-pair", "prose", fmt.Sprintf("default creds for the Synology are admin/%s now, not the factory ones", p), []string{p})
	case 23:
		return hazWrapS("login-pair", "prose", fmt.Sprintf("sign in as %s with %s", u, p), []string{p})
	case 24:
		return hazS("login-pair", "yaml", fmt.Sprintf("test_accounts:\n  - login: %s / %s\n    role: reviewer\n  - login: %s / %s\n    role: admin", hazEmail(), p, hazEmail(), p2), []string{p, p2}, "role: reviewer")
	}
	return hazWrapS("login-pair", "prose", fmt.Sprintf("App Review demo account — login: %s, password: %s (no 2FA)", hazEmail(), p), []string{p})
}

// hazLongToken returns a token long enough to be wrapped.
func hazLongToken() string {
	switch rng.IntN(10) {
	case 0:
		return hazGHToken()
	case 1:
		return hazStripeSK() + hazR(alnum, 10)
	case 2:
		return hazOpenAI()
	case 3:
		return hazSlackBot()
	case 4:
		return hazAWSSecret()
	case 5:
		return hazAnthropic()
	case 6:
		return hazAzureKey()
	case 7:
		return hazJWT()
	case 8:
		return hazGHFine()
	}
	return hazDiscordToken()
}

func hazSplitKey() Sample {
	t := hazLongToken()
	k := len(t) * hazN(42, 60) / 100
	if k < 16 {
		k = 16
	}
	a, b := t[:k], t[k:]
	sec := []string{a, b}
	switch rng.IntN(9) {
	case 0:
		n := hazName()
		return hazS("split-key", "chat", fmt.Sprintf("[%s] %s: key is %s\n[%s] %s: %s\n[%s] %s: sorry, it wrapped — join the two lines", hazTime(), n, a, hazTime(), n, b, hazTime(), n), sec)
	case 1:
		return hazS("split-key", "notes", fmt.Sprintf("API key for the CI upload step (wrapped):\n%s\n%s\nexpires in 90 days", a, b), sec, "expires in 90 days")
	case 2:
		return hazS("split-key", "log", fmt.Sprintf("%s INFO config: loaded api_key=%s\n    %s\n%s INFO uploader: starting", hazStamp(), a, b, hazStamp()), sec)
	case 3:
		return hazS("split-key", "email", fmt.Sprintf("Hi %s,\n\nhere is the token you asked for:\n\n%s\n%s\n\nPlease put it in 1Password and delete this mail.\n\n%s", hazCap(hazName()), a, b, hazCap(hazName())), sec, "Please put it in 1Password and delete this mail.")
	case 4:
		return hazS("split-key", "shell", fmt.Sprintf("$ export API_TOKEN=%s\n%s\n$ fastlane beta", a, b), sec, "$ fastlane beta")
	case 5:
		return hazS("split-key", "markdown", fmt.Sprintf("> %s\n> %s\n\n(quoted from the vendor's onboarding mail)", a, b), sec)
	case 6:
		return hazS("split-key", "shell", fmt.Sprintf("curl -X POST https://api.example.com/v1/builds \\\n  -H \"Authorization: Bearer %s\\\n%s\"", a, b), sec)
	case 7:
		return hazS("split-key", "ticket", fmt.Sprintf("IOS-%d: rotate leaked key\nThe key pasted in #general was:\n%s\n%s\nStatus: revoke pending", hazN(100, 9999), a, b), sec, "Status: revoke pending")
	}
	return hazS("split-key", "notes", fmt.Sprintf("Notiz: Schlüssel in zwei Teilen\nTeil 1: %s\nTeil 2: %s", a, b), sec)
}

func hazPrivateKeyID() Sample {
	id := hazR(hexs, 40)
	proj := hazP("acme-ios-prod", "fruitbat-firebase", "northwind-ci", "studio9-analytics") + "-" + hazR(digits, 4)
	sa := hazP("ci-uploader", "firebase-adminsdk-"+hazR(lower+digits, 5), "crashlytics-bot", "fastlane") + "@" + proj + ".iam.gserviceaccount.com"
	switch rng.IntN(14) {
	case 0:
		return hazS("private-key-id", "json", fmt.Sprintf("{\n  \"type\": \"service_account\",\n  \"project_id\": \"%s\",\n  \"private_key_id\": \"%s\",\n  \"client_email\": \"%s\"\n}", proj, id, sa), []string{id}, "\"type\": \"service_account\",")
	case 1:
		return hazWrapS("private-key-id", "prose", fmt.Sprintf("the \"private_key_id\": \"%s\" in ci-sa.json matches the key we disabled", id), []string{id})
	case 2:
		return hazWrapS("private-key-id", "prose", fmt.Sprintf("private_key_id is %s, rotate it when you get a chance", id), []string{id})
	case 3:
		return hazWrapS("private-key-id", "prose", fmt.Sprintf("key id %s (private_key_id from the firebase-adminsdk json) is the one Crashlytics uses", id), []string{id})
	case 4:
		return hazS("private-key-id", "yaml", fmt.Sprintf("gcp:\n  project_id: %s\n  private_key_id: %s\n  client_email: %s", proj, id, sa), []string{id}, "project_id: "+proj)
	case 5:
		return hazS("private-key-id", "python", fmt.Sprintf("creds = {\n    'type': 'service_account',\n    'private_key_id': '%s',\n    'client_email': '%s',\n}", id, sa), []string{id})
	case 6:
		return hazS("private-key-id", "env", fmt.Sprintf("GOOGLE_PROJECT_ID=%s\nGOOGLE_PRIVATE_KEY_ID=%s", proj, id), []string{id})
	case 7:
		return hazS("private-key-id", "hcl", fmt.Sprintf("output \"sa_key\" {\n  value = {\n    private_key_id = \"%s\"\n  }\n}", id), []string{id})
	case 8:
		return hazWrapS("private-key-id", "prose", fmt.Sprintf("Der private_key_id des Dienstkontos ist %s", id), []string{id})
	case 9:
		return hazS("private-key-id", "shell", fmt.Sprintf("$ gcloud iam service-accounts keys list --iam-account=%s\nKEY_ID                                    CREATED_AT            EXPIRES_AT\n%s  %sT09:12:44Z  9999-12-31T23:59:59Z", sa, id, hazDate()), []string{id})
	case 10:
		pem, lines := hazPEM("pkcs8")
		esc := strings.ReplaceAll(pem, "\n", "\\n")
		return hazS("private-key-id", "json", fmt.Sprintf("{\"type\": \"service_account\", \"private_key_id\": \"%s\", \"private_key\": \"%s\\n\", \"client_email\": \"%s\"}", id, esc, sa), append([]string{id}, lines...))
	case 11:
		return hazWrapS("private-key-id", "prose", fmt.Sprintf("found `\"private_key_id\":\"%s\"` in the GoogleService json someone committed to the repo", id), []string{id})
	case 12:
		kid := hazAWSKeyID()
		sec := hazAWSSecret()
		return hazS("private-key-id", "ini", fmt.Sprintf("[ci-uploader]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = eu-west-1", kid, sec), []string{kid, sec}, "region = eu-west-1")
	}
	return hazWrapS("private-key-id", "prose", fmt.Sprintf("la clé du compte de service a pour private_key_id %s", id), []string{id})
}
