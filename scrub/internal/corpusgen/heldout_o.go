package main

import (
	"strings"
)

// The fifteenth held-out part ("heldout-o"), written blind with heldout-n and sharing none of its
// generators: the untouched final measurement. Discord bot tokens, passwords in prose, split
// secrets and cloud identity files (here), vendor formats, generic credentials, command lines,
// credential files and contexts (heldout_o_more.go), look-alikes (heldout_o_traps.go).

var hxoNames = []string{"bella", "charlie", "luna", "rocky", "daisy", "milo", "coco", "oscar", "nala", "simba", "bailey", "teddy", "pepper", "ziggy", "mochi", "gizmo"}
var hxoNouns = []string{"velvet", "otter", "gravel", "lantern", "cactus", "harvest", "walnut", "glacier", "quartz", "saffron", "timber", "violet", "marble", "ember", "canyon", "pickle", "anchor", "nebula"}

func hxoTitle(s string) string { return strings.ToUpper(s[:1]) + s[1:] }

// hxoPassword draws from the habits people have: a season and year, a pet and a birth year, a
// dotted passphrase, a keyboard walk, and what a password manager makes.
func hxoPassword() string {
	switch rng.IntN(9) {
	case 0:
		return pick([]string{"Summer", "Winter", "Spring", "Autumn", "Herbst", "Verano", "Inverno"}) + "20" + rnd(digits, 2) + pick([]string{"!", "#", "!!", "$", "*"})
	case 1:
		return hxoTitle(pick(hxoNames)) + "19" + rnd("6789", 1) + rnd(digits, 1) + pick([]string{"", "!", "@", "."}) + rnd(digits, 1)
	case 2:
		return pick(hxoNouns) + "." + pick(hxoNouns) + "." + pick(hxoNouns) + "." + rnd(digits, 1)
	case 3:
		return pick([]string{"1qaz2wsx", "Qwerty", "zxcvbnm", "Asdf"}) + "!" + rnd(upper, 1) + rnd(digits, 3)
	case 4:
		return rnd(alnum+"@#$%^&*()-=+", 20+rng.IntN(12))
	case 5:
		return "Acme" + hxoTitle(pick(hxoNouns)) + rnd(digits, 2) + "!"
	case 6:
		return strings.NewReplacer("a", "@", "o", "0", "e", "3", "s", "5").Replace(pick(hxoNouns)+pick(hxoNames)) + rnd(digits, 2)
	case 7:
		return rnd(lower+digits, 10) + rnd(upper, 2) + rnd("!%^&", 1)
	default:
		return hxoTitle(pick(hxoNouns)) + "-" + hxoTitle(pick(hxoNouns)) + "-" + rnd(digits, 4)
	}
}

func hxoClock(i int) string {
	return "1" + rnd("0123", 1) + ":" + rnd("012345", 1) + string(rune('0'+i%10))
}

func hxoSnow() string { return rnd("123456789", 1) + rnd(digits, 18) }

func hxoDiscordToken() string {
	return pick([]string{"M", "N", "O"}) + rnd(upper+lower+digits, 22+rng.IntN(5)) + "." + rnd(upper+lower+digits+"_-", 6) + "." + rnd(upper+lower+digits+"_-", 27+rng.IntN(12))
}

// hxoDiscord put a bot token where Discord bots are built and broken.
var hxoDiscord = []func(t string) (string, []string){
	func(t string) (string, []string) {
		return "const { Client, GatewayIntentBits } = require('discord.js');\nconst client = new Client({ intents: [GatewayIntentBits.Guilds] });\nclient.login(process.env.TOKEN || '" + t + "');", []string{"GatewayIntentBits.Guilds"}
	},
	func(t string) (string, []string) {
		return "dg, err := discordgo.New(\"Bot " + t + "\")\nif err != nil {\n\tlog.Fatal(err)\n}", []string{"log.Fatal(err)"}
	},
	func(t string) (string, []string) {
		return "JDA jda = JDABuilder.createDefault(\"" + t + "\")\n    .enableIntents(GatewayIntent.MESSAGE_CONTENT)\n    .build();", []string{"GatewayIntent.MESSAGE_CONTENT"}
	},
	func(t string) (string, []string) {
		ch := hxoSnow()
		return "# DiscordSRV config.yml\nBotToken: \"" + t + "\"\nChannels: {\"global\": \"" + ch + "\"}", []string{ch}
	},
	func(t string) (string, []string) {
		return "heroku config:set DISCORD_TOKEN=" + t + " -a music-bot-eu", []string{"-a music-bot-eu"}
	},
	func(t string) (string, []string) {
		return "**Bug:** bot was hijacked and spammed every channel. I only ever put the token in main.py:\n```py\nTOKEN = '" + t + "'\n```", []string{"spammed every channel"}
	},
	func(t string) (string, []string) {
		return "module.exports = {\n  apps: [{ name: 'ticket-bot', script: 'index.js', env: { BOT_TOKEN: '" + t + "' } }]\n};", []string{"name: 'ticket-bot'"}
	},
	func(t string) (string, []string) {
		return "val kord = Kord(\"" + t + "\")\nkord.login { presence { playing(\"!help\") } }", []string{"playing(\"!help\")"}
	},
	func(t string) (string, []string) {
		return "[" + hxoClock(1) + "] lena: replit keeps leaking secrets?? this is what the console printed: " + t + "\n[" + hxoClock(2) + "] ozzy: reset it and use the Secrets tab", []string{"use the Secrets tab"}
	},
	func(t string) (string, []string) {
		return "[DEBUG] gateway: identifying with token=" + t + " shard=[0, 1] intents=33281", []string{"intents=33281"}
	},
	func(t string) (string, []string) {
		return "discord_bot_token: !vault |\n  (not yet encrypted) " + t, []string{"(not yet encrypted)"}
	},
	func(t string) (string, []string) {
		return "The token for the raid-helper clone is " + t + ". Client ID is " + hxoSnow() + " if you need the invite link.", []string{"if you need the invite link"}
	},
	func(t string) (string, []string) {
		return "bot = commands.Bot(command_prefix='?', intents=intents)\nbot.run('" + t + "', log_handler=None)", []string{"command_prefix='?'"}
	},
}

// hxoProse write passwords down the way people do in notes, chats and mails, in many languages.
var hxoProse = []func(pw string) (string, []string){
	func(pw string) (string, []string) { return "wifi: HomeNet-" + rnd(digits, 3) + " / " + pw, nil },
	func(pw string) (string, []string) {
		return "the admin pw for the camera NVR is " + pw + " (ch 1-8)", []string{"(ch 1-8)"}
	},
	func(pw string) (string, []string) {
		return "username's jsmith and the password's " + pw, []string{"username's jsmith"}
	},
	func(pw string) (string, []string) {
		return "you can log in with ops + " + pw + " until SSO is wired up", []string{"until SSO is wired up"}
	},
	func(pw string) (string, []string) { return "Password for the zip file: " + pw, nil },
	func(pw string) (string, []string) {
		return "FYI the shared mailbox pw got changed to " + pw + " after Tom left", []string{"after Tom left"}
	},
	func(pw string) (string, []string) {
		return "Portal login → user: k.tanaka, pass: " + pw, []string{"user: k.tanaka"}
	},
	func(pw string) (string, []string) {
		return "From: helpdesk@acme.io\nSubject: Your account\n\nYour new credentials are:\nLogin: r.silva\nPassword: " + pw + "\n\nRegards", []string{"Login: r.silva"}
	},
	func(pw string) (string, []string) {
		return "INC00" + rnd(digits, 5) + " — user locked out; reset to " + pw + ", must change at next logon", []string{"must change at next logon"}
	},
	func(pw string) (string, []string) {
		return "auth:\n  user: grafana\n  pass: " + pw + "\n  org: 1", []string{"user: grafana"}
	},
	func(pw string) (string, []string) {
		return "ssh pi@192.168.0." + rnd(digits, 2) + " (pw " + pw + ")", nil
	},
	func(pw string) (string, []string) { return "Passwort ist " + pw + " – bitte nicht weitergeben", nil },
	func(pw string) (string, []string) {
		return "Anmeldung am Drucker mit admin und " + pw, []string{"Anmeldung am Drucker"}
	},
	func(pw string) (string, []string) { return "mot de passe : " + pw, nil },
	func(pw string) (string, []string) {
		return "le code wifi c'est " + pw + " (box du salon)", []string{"(box du salon)"}
	},
	func(pw string) (string, []string) {
		return "Identifiants : jdupont / " + pw, []string{"Identifiants : jdupont"}
	},
	func(pw string) (string, []string) { return "contraseña: " + pw, nil },
	func(pw string) (string, []string) {
		return "la clave del wifi es " + pw + ", está detrás del módem", []string{"está detrás del módem"}
	},
	func(pw string) (string, []string) {
		return "usuário: admin / senha " + pw, []string{"usuário: admin"}
	},
	func(pw string) (string, []string) { return "a senha do roteador é " + pw, nil },
	func(pw string) (string, []string) {
		return "inloggen met admin en wachtwoord " + pw, []string{"inloggen met admin"}
	},
	func(pw string) (string, []string) { return "Dane logowania: admin / " + pw, []string{"Dane logowania"} },
	func(pw string) (string, []string) { return "hasło: " + pw, nil },
	func(pw string) (string, []string) {
		return "roguin ID wa admin, pasuwādo wa " + pw + " desu", []string{"roguin ID wa admin"}
	},
	func(pw string) (string, []string) { return "パスワードは " + pw + " です", nil },
	func(pw string) (string, []string) { return "utente admin, password " + pw, []string{"utente admin"} },
	func(pw string) (string, []string) { return "heslo k wifi: " + pw, nil },
	func(pw string) (string, []string) { return "пароль от роутера: " + pw, nil },
	func(pw string) (string, []string) { return "kata sandi: " + pw, nil },
	func(pw string) (string, []string) { return "şifre " + pw + " olarak değiştirildi", nil },
}

// hxoAppPassword is a Google app password as Google shows it: four groups of four letters.
func hxoAppPassword() string {
	return rnd(lower, 4) + " " + rnd(lower, 4) + " " + rnd(lower, 4) + " " + rnd(lower, 4)
}

func hxoB64(n int) string { return rnd(upper+lower+digits+"+/", n) }

// hxoCut breaks s into two pieces of at least 8 characters.
func hxoCut(s string) (string, string) {
	k := len(s)/2 + rng.IntN(len(s)/4) - len(s)/8
	return s[:k], s[k:]
}

// hxoSplits wrap or break one secret over several lines.
var hxoSplits = []func() (string, []string){
	func() (string, []string) {
		lines := []string{"b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW"}
		for range 3 + rng.IntN(3) {
			lines = append(lines, hxoB64(70))
		}
		lines = append(lines, hxoB64(20)+"==")
		return "-----BEGIN OPENSSH PRIVATE KEY-----\n" + strings.Join(lines, "\n") + "\n-----END OPENSSH PRIVATE KEY-----", lines[1:]
	},
	func() (string, []string) {
		a, b, c := "MHcCAQEEI"+hxoB64(55), hxoB64(64), hxoB64(24)+"=="
		return "ec_key: |\n  -----BEGIN EC PRIVATE KEY-----\n  " + a + "\n  " + b + "\n  " + c + "\n  -----END EC PRIVATE KEY-----", []string{a, b, c}
	},
	func() (string, []string) {
		a, b := hxoCut("ghp_" + rnd(upper+lower+digits, 36))
		return "2026-06-03 08:14:07 WARN  git: fetch failed using credential " + a + "\n    " + b + " — retrying in 30s", []string{a, b}
	},
	func() (string, []string) {
		a, b := hxoCut(rnd(upper+lower+digits, 44))
		return "Your API key is: " + a + "=\n" + b + "\n\nKeep it somewhere safe.", []string{a, b}
	},
	func() (string, []string) {
		a, b := hxoCut(rnd(upper+lower+digits+"_-", 48))
		return "String apiSecret = \"" + a + "\"\n    + \"" + b + "\";", []string{a, b}
	},
	func() (string, []string) {
		a, b := hxoCut("sk-ant-api03-" + rnd(upper+lower+digits+"_-", 93) + "AA")
		return "$key = \"" + a + "\" +\n       \"" + b + "\"", []string{a, b}
	},
	func() (string, []string) {
		a, b := hxoB64(64), hxoB64(64)
		return "$ openssl rand -base64 96\n" + a + "\n" + b, []string{a, b}
	},
	func() (string, []string) {
		t := hxoDiscordToken()
		k := strings.Index(t, ".") + 1
		return "[" + hxoClock(3) + "] gabe: token is " + t[:k] + "\n[" + hxoClock(4) + "] gabe: " + t[k:] + "\n[" + hxoClock(5) + "] gabe: (discord split my msg lol)", []string{t[:k], t[k:]}
	},
	func() (string, []string) {
		a, b := hxoCut("dop_v1_" + rnd(hexs, 64))
		return "set DO_TOKEN=" + a + "^\n" + b, []string{a, b}
	},
	func() (string, []string) {
		a, b := hxoCut(rnd(upper+lower+digits+"/+", 40))
		return "AWS_SECRET_ACCESS_KEY=" + a + " \\\n  " + b + " aws s3 ls", []string{a, b}
	},
}

// hxoIdentity are cloud identities: service-account and principal files and their fields.
var hxoIdentity = []func() (string, []string, []string){
	func() (string, []string, []string) {
		kid, a, b := rnd(hexs, 40), "MIIEvA"+hxoB64(58), hxoB64(64)
		email := "svc-" + rnd(lower, 5) + "@acme-" + rnd(lower, 4) + ".iam.gserviceaccount.com"
		return "{\"type\":\"service_account\",\"private_key_id\":\"" + kid + "\",\"private_key\":\"-----BEGIN PRIVATE KEY-----\\n" + a + "\\n" + b + "\\n-----END PRIVATE KEY-----\\n\",\"client_email\":\"" + email + "\",\"auth_provider_x509_cert_url\":\"https://www.googleapis.com/oauth2/v1/certs\"}", []string{kid, a, b}, []string{email, "https://www.googleapis.com/oauth2/v1/certs"}
	},
	func() (string, []string, []string) {
		kid := rnd(hexs, 40)
		return "GOOGLE_APPLICATION_CREDENTIALS_JSON='{\"type\":\"service_account\",\"project_id\":\"acme-ml\",\"private_key_id\":\"" + kid + "\"}'", []string{kid}, []string{"acme-ml"}
	},
	func() (string, []string, []string) {
		kid := rnd(hexs, 40)
		return "credentials = jsonencode({\n  type           = \"service_account\"\n  private_key_id = \"" + kid + "\"\n  client_email   = var.sa_email\n})", []string{kid}, []string{"var.sa_email"}
	},
	func() (string, []string, []string) {
		kid := rnd(hexs, 40)
		return "Key " + kid + " is the one the exporter still uses; the other two keys on that SA can be deleted.", []string{kid}, []string{"can be deleted"}
	},
	func() (string, []string, []string) {
		a := "MIIEvg" + hxoB64(58)
		return "admin.initializeApp({\n  credential: admin.credential.cert({\n    projectId: 'acme-app',\n    privateKey: '-----BEGIN PRIVATE KEY-----\\n" + a + "\\n-----END PRIVATE KEY-----\\n',\n  }),\n});", []string{a}, []string{"projectId: 'acme-app'"}
	},
	func() (string, []string, []string) {
		app := rnd(hexs, 8) + "-" + rnd(hexs, 4) + "-" + rnd(hexs, 4) + "-" + rnd(hexs, 4) + "-" + rnd(hexs, 12)
		pw := rnd(upper+lower+digits, 3) + "8Q~" + rnd(upper+lower+digits+"_.-~", 31)
		return "$ az ad sp create-for-rbac --name ci-deployer\n{\n  \"appId\": \"" + app + "\",\n  \"displayName\": \"ci-deployer\",\n  \"password\": \"" + pw + "\",\n  \"tenant\": \"" + rnd(hexs, 8) + "-" + rnd(hexs, 4) + "-" + rnd(hexs, 4) + "-" + rnd(hexs, 4) + "-" + rnd(hexs, 12) + "\"\n}", []string{pw}, []string{app}
	},
	func() (string, []string, []string) {
		id, sec := "AKIA"+rnd("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16), rnd(upper+lower+digits+"/+", 40)
		return "{\n    \"AccessKey\": {\n        \"UserName\": \"backup-bot\",\n        \"AccessKeyId\": \"" + id + "\",\n        \"Status\": \"Active\",\n        \"SecretAccessKey\": \"" + sec + "\"\n    }\n}", []string{id, sec}, []string{"\"UserName\": \"backup-bot\""}
	},
	func() (string, []string, []string) {
		kid := rnd(hexs, 40)
		return "ERROR: (gcloud.auth.activate-service-account) Invalid key file: private_key_id " + kid + " does not match", []string{kid}, []string{"gcloud.auth.activate-service-account"}
	},
}

func heldoutO() []Sample {
	var out []Sample
	for i := range 4 * len(hxoDiscord) {
		t := hxoDiscordToken()
		text, keep := hxoDiscord[i%len(hxoDiscord)](t)
		out = append(out, Sample{Category: "discord", Format: "mixed", Text: text, Secrets: []string{t}, Keep: keep})
	}
	for i := range 4 * len(hxoProse) {
		pw := hxoPassword()
		text, keep := hxoProse[i%len(hxoProse)](pw)
		out = append(out, Sample{Category: "prose-password", Format: "prose", Text: text, Secrets: []string{pw}, Keep: keep})
	}
	for range 8 {
		pw := hxoAppPassword()
		text := pick([]string{"gmail app password for the scanner: " + pw, "SMTP via Google Workspace, app password \"" + pw + "\"", "EMAIL_HOST_PASSWORD=" + pw[:4] + pw[5:9] + pw[10:14] + pw[15:]})
		if strings.HasPrefix(text, "EMAIL") {
			pw = strings.TrimPrefix(text, "EMAIL_HOST_PASSWORD=")
		}
		out = append(out, Sample{Category: "prose-password", Format: "prose", Text: text, Secrets: []string{pw}})
	}
	for i := range 3 * len(hxoSplits) {
		text, secrets := hxoSplits[i%len(hxoSplits)]()
		out = append(out, Sample{Category: "split", Format: "multiline", Text: text, Secrets: secrets})
	}
	for i := range 3 * len(hxoIdentity) {
		text, secrets, keep := hxoIdentity[i%len(hxoIdentity)]()
		out = append(out, Sample{Category: "service-account", Format: "json", Text: text, Secrets: secrets, Keep: keep})
	}
	out = append(out, hxoMore()...)
	return append(out, hxoTrapSamples()...)
}
