package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

func hahGeneral() []Sample {
	return hahRun(4,
		hahAWS, hahGCPKey, hahAzure, hahGitTokens, hahSlack, hahTelegram, hahDiscordWebhook, hahStripe,
		hahSaaS, hahSaaS, hahDBURL, hahJWTSample, hahPEM, hahSSHKey, hahSaaS2)
}

func hahAWS() Sample {
	id := "AKIA" + hahR(upper+"234567", 16)
	sk := hahR(alnum+"+/", 40)
	switch rng.IntN(4) {
	case 0:
		return hahS("aws", "ini", "[default]\naws_access_key_id = "+id+"\naws_secret_access_key = "+sk+"\nregion = eu-central-1\n", []string{id, sk}, "region = eu-central-1")
	case 1:
		return hahS("aws", "shell", "export AWS_ACCESS_KEY_ID="+id+"\nexport AWS_SECRET_ACCESS_KEY="+sk+"\naws iot list-things --max-items 5", []string{id, sk}, "aws iot list-things --max-items 5")
	case 2:
		return hahS("aws", "chat", "IoT Core uploader keys: "+id+" / "+sk+" (only s3:PutObject on the firmware bucket)", []string{id, sk})
	default:
		return hahS("aws", "arduino", "const char AWS_KEY_ID[] = \""+id+"\";\nconst char AWS_SECRET[] = \""+sk+"\";  // TODO move to NVS", []string{id, sk})
	}
}

func hahGCPKey() Sample {
	k := "AIza" + hahR(b64url, 35)
	switch rng.IntN(3) {
	case 0:
		return hahS("gcp", "shell", "curl \"https://maps.googleapis.com/maps/api/geocode/json?address=Hamburg&key="+k+"\"", []string{k})
	case 1:
		return hahS("gcp", "chat", "Google API key for the weather dashboard: "+k+", restricted to our IPs", []string{k})
	default:
		return hahS("gcp", "yaml", "google:\n  api_key: "+k+"\n  language: de\n", []string{k}, "  language: de")
	}
}

func hahAzure() Sample {
	acct := hahP("plantlogs", "iotarchive", "fwstore"+hahR(digits, 3))
	ak := base64.StdEncoding.EncodeToString([]byte(hahR(alnum, 64)))
	cs := hahR(alnum, 3) + "8Q~" + hahR(alnum+"_-.~", 34)
	sas := base64.StdEncoding.EncodeToString([]byte(hahR(alnum, 32)))
	switch rng.IntN(3) {
	case 0:
		return hahS("azure", "env", "AZURE_STORAGE_CONNECTION_STRING=DefaultEndpointsProtocol=https;AccountName="+acct+";AccountKey="+ak+";EndpointSuffix=core.windows.net", []string{ak})
	case 1:
		return hahS("azure", "json", "{\n  \"tenantId\": \""+hahUUID()+"\",\n  \"clientId\": \""+hahUUID()+"\",\n  \"clientSecret\": \""+cs+"\"\n}", []string{cs})
	default:
		return hahS("azure", "csharp", "var conn = \"HostName="+acct+".azure-devices.net;DeviceId=press-04;SharedAccessKey="+sas+"\";\nvar client = DeviceClient.CreateFromConnectionString(conn);", []string{sas}, "var client = DeviceClient.CreateFromConnectionString(conn);")
	}
}

func hahGitTokens() Sample {
	gh := "ghp_" + hahR(alnum, 36)
	fg := "github_pat_11" + hahR(upper+digits, 20) + "_" + hahR(alnum, 59)
	gl := "glpat-" + hahR(b64url, 20)
	switch rng.IntN(4) {
	case 0:
		return hahS("git-token", "shell", "git clone https://"+hahP("jk", "ci-bot", "x-access-token")+":"+gh+"@github.com/example/firmware.git", []string{gh})
	case 1:
		return hahS("git-token", "chat", "use my fine-grained PAT for the release workflow: "+fg, []string{fg})
	case 2:
		return hahS("git-token", "yaml", "gitlab:\n  url: https://gitlab.example.com\n  token: "+gl+"\n", []string{gl}, "  url: https://gitlab.example.com")
	default:
		return hahS("git-token", "ini", "[url \"https://"+gh+"@github.com/\"]\n\tinsteadOf = https://github.com/", []string{gh})
	}
}

func hahSlack() Sample {
	xb := "xoxb-" + hahR(digits, 12) + "-" + hahR(digits, 13) + "-" + hahR(alnum, 24)
	wh := "https://hooks.slack.com/services/T" + hahR(upper+digits, 8) + "/B" + hahR(upper+digits, 10) + "/" + hahR(alnum, 24)
	wp := wh[strings.LastIndex(wh, "/")+1:]
	switch rng.IntN(3) {
	case 0:
		return hahS("slack", "env", "SLACK_BOT_TOKEN="+xb+"\nSLACK_CHANNEL=#plant-alarms", []string{xb}, "SLACK_CHANNEL=#plant-alarms")
	case 1:
		return hahS("slack", "shell", "curl -X POST -H 'Content-type: application/json' --data '{\"text\":\"Boiler pressure low\"}' "+wh, []string{wp})
	default:
		return hahS("slack", "chat", "the slack webhook for #freezer-alerts is "+wh+" fyi", []string{wp})
	}
}

func hahTelegram() Sample {
	t := fmt.Sprint(hahN(100000000, 7999999999)) + ":AA" + hahR(b64url, 33)
	switch rng.IntN(3) {
	case 0:
		return hahS("telegram", "shell", "curl \"https://api.telegram.org/bot"+t+"/sendMessage?chat_id="+hahR(digits, 9)+"&text=Door%20open\"", []string{t})
	case 1:
		return hahS("telegram", "python", "bot = telebot.TeleBot(\""+t+"\")\n\n@bot.message_handler(commands=['temp'])\ndef temp(m):\n    bot.reply_to(m, read_sensor())", []string{t}, "@bot.message_handler(commands=['temp'])")
	default:
		return hahS("telegram", "chat-ru", "токен бота для уведомлений с дачи: "+t, []string{t})
	}
}

func hahDiscordWebhook() Sample {
	tok := hahR(b64url, 68)
	u := "https://discord.com/api/webhooks/" + hahSnowflake() + "/" + tok
	switch rng.IntN(3) {
	case 0:
		return hahS("discord-webhook", "yaml", "notify:\n  discord_webhook: "+u+"\n  on: [print_done, print_failed]\n", []string{tok}, "  on: [print_done, print_failed]")
	case 1:
		return hahS("discord-webhook", "shell", "curl -H \"Content-Type: application/json\" -d '{\"content\":\"Print finished\"}' \""+u+"\"", []string{tok})
	default:
		return hahS("discord-webhook", "chat", "webhook for the printer channel -> "+u, []string{tok})
	}
}

func hahStripe() Sample {
	sk := "sk_live_" + hahR(alnum, 99)
	rk := "rk_live_" + hahR(alnum, 24)
	wh := "whsec_" + hahR(alnum, 32)
	switch rng.IntN(3) {
	case 0:
		return hahS("payment", "env", "STRIPE_SECRET_KEY="+sk+"\nSTRIPE_WEBHOOK_SECRET="+wh+"\nSHOP_CURRENCY=eur", []string{sk, wh}, "SHOP_CURRENCY=eur")
	case 1:
		return hahS("payment", "chat", "restricted key for the vending machine reporter: "+rk, []string{rk})
	default:
		return hahS("payment", "python", "import stripe\nstripe.api_key = \""+sk+"\"\nstripe.Charge.list(limit=3)", []string{sk}, "stripe.Charge.list(limit=3)")
	}
}

func hahSaaS() Sample {
	type v struct{ name, val, ctx string }
	vs := []v{
		{"SendGrid", "SG." + hahR(b64url, 22) + "." + hahR(b64url, 43), "SENDGRID_API_KEY"},
		{"Twilio", hahHex(32), "TWILIO_AUTH_TOKEN"},
		{"OpenAI", "sk-proj-" + hahR(b64url, 48) + "T3BlbkFJ" + hahR(b64url, 20), "OPENAI_API_KEY"},
		{"Anthropic", "sk-ant-api03-" + hahR(b64url, 93) + "AA", "ANTHROPIC_API_KEY"},
		{"npm", "npm_" + hahR(alnum, 36), "NPM_TOKEN"},
		{"Mailgun", "key-" + hahHex(32), "MAILGUN_API_KEY"},
		{"Datadog", hahHex(32), "DD_API_KEY"},
		{"Pushover", hahR(lower+digits, 30), "PUSHOVER_APP_TOKEN"},
		{"Hugging Face", "hf_" + hahR(alnum, 34), "HF_TOKEN"},
		{"PyPI", "pypi-AgEIcHlwaS5vcmc" + hahR(b64url, 60), "TWINE_PASSWORD"},
	}
	x := vs[rng.IntN(len(vs))]
	switch rng.IntN(4) {
	case 0:
		return hahS("saas-key", "env", x.ctx+"="+x.val, []string{x.val})
	case 1:
		return hahS("saas-key", "chat", "new "+x.name+" key: "+x.val+hahP("", " (old one revoked)", " - put it in the vault pls"), []string{x.val})
	case 2:
		return hahS("saas-key", "github-actions", "      - name: notify\n        env:\n          "+x.ctx+": "+x.val+"\n        run: ./scripts/notify.sh", []string{x.val}, "        run: ./scripts/notify.sh")
	default:
		return hahS("saas-key", "docker-compose", "services:\n  notifier:\n    image: example/notifier:1.4\n    environment:\n      - "+x.ctx+"="+x.val+"\n      - TZ=Europe/Vienna\n", []string{x.val}, "      - TZ=Europe/Vienna")
	}
}

func hahSaaS2() Sample {
	switch rng.IntN(4) {
	case 0:
		k := "pat" + hahR(alnum, 14) + "." + hahHex(64)
		return hahS("saas-key", "shell", "curl https://api.airtable.com/v0/app"+hahR(alnum, 14)+"/Sensors -H \"Authorization: Bearer "+k+"\"", []string{k})
	case 1:
		k := "secret_" + hahR(alnum, 43)
		return hahS("saas-key", "env", "NOTION_TOKEN="+k+"\nNOTION_DB=maintenance-log", []string{k}, "NOTION_DB=maintenance-log")
	case 2:
		k := "glc_" + hahR(alnum, 80)
		return hahS("saas-key", "yaml", "grafana_cloud:\n  prometheus_url: https://prometheus-prod-24-prod-eu-west-2.grafana.net/api/prom/push\n  api_key: "+k+"\n", []string{k})
	default:
		k := "dop_v1_" + hahHex(64)
		return hahS("saas-key", "shell", "doctl auth init -t "+k, []string{k})
	}
}

func hahDBURL() Sample {
	pw := hahURLPw()
	h := hahHost()
	switch rng.IntN(5) {
	case 0:
		return hahS("database-url", "env", "DATABASE_URL=postgres://telemetry:"+pw+"@"+h+":5432/sensors?sslmode=disable", []string{pw})
	case 1:
		return hahS("database-url", "python", "engine = create_engine(\"mysql+pymysql://scada:"+pw+"@"+h+"/historian\")", []string{pw})
	case 2:
		return hahS("database-url", "yaml", "mongo:\n  uri: mongodb+srv://iot:"+pw+"@cluster0."+hahR(lower+digits, 5)+".mongodb.net/devices\n", []string{pw})
	case 3:
		return hahS("database-url", "chat", "redis is at redis://:"+pw+"@"+h+":6379/0 if you need the queue", []string{pw})
	default:
		return hahS("database-url", "properties", "spring.datasource.url=jdbc:postgresql://"+h+":5432/mes\nspring.datasource.username=mes\nspring.datasource.password="+pw+"\n", []string{pw}, "spring.datasource.username=mes")
	}
}

func hahJWTSample() Sample {
	j := hahJWT()
	switch rng.IntN(3) {
	case 0:
		return hahS("jwt", "http", "GET /api/v1/devices HTTP/1.1\nHost: "+hahHost()+"\nAuthorization: Bearer "+j+"\nAccept: application/json", []string{j}, "Accept: application/json")
	case 1:
		return hahS("jwt", "log", hahDate()+" "+hahTime()+" DEBUG ws: connect token="+j, []string{j})
	default:
		return hahS("jwt", "chat", "my session token expired? here it is: "+j, []string{j})
	}
}

func hahPEM() Sample {
	body := hahPEMBody(hahN(4, 8))
	kind := hahP("RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY")
	pem := "-----BEGIN " + kind + "-----\n" + strings.Join(body, "\n") + "\n-----END " + kind + "-----"
	switch rng.IntN(3) {
	case 0:
		return hahS("pem-key", "note", "device cert key for AWS IoT thing press-"+fmt.Sprint(hahN(1, 40))+":\n"+pem, body)
	case 1:
		return hahS("pem-key", "c-header", "static const char PRIVATE_KEY[] PROGMEM = R\"KEY(\n"+pem+"\n)KEY\";", body)
	default:
		return hahS("pem-key", "chat", "is this the right format for the broker?\n```\n"+pem+"\n```", body)
	}
}

func hahSSHKey() Sample {
	body := make([]string, hahN(3, 6))
	body[0] = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW"
	for i := 1; i < len(body); i++ {
		body[i] = hahR(alnum+"+/", 70)
	}
	body[len(body)-1] = hahR(alnum+"+/", hahN(20, 60)) + "="
	secs := body[1:]
	key := "-----BEGIN OPENSSH PRIVATE KEY-----\n" + strings.Join(body, "\n") + "\n-----END OPENSSH PRIVATE KEY-----"
	switch rng.IntN(2) {
	case 0:
		return hahS("ssh-key", "terminal", "pi@octopi:~ $ cat .ssh/id_ed25519\n"+key+"\npi@octopi:~ $", secs)
	default:
		return hahS("ssh-key", "chat", "deploy key for the gateways (id_ed25519):\n"+key, secs)
	}
}
