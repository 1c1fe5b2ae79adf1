package main

import (
	"fmt"
	"strings"
)

// Cloud keys, git host tokens, chat tokens, payment keys, database URLs, JWTs, PEM keys, basic auth.

func hakCloudKey() Sample {
	switch rng.IntN(10) {
	case 0:
		id, sec := hakAWSID(), hakAWSSecret()
		return hakS("cloud-key", "ini", fmt.Sprintf("[recordings-s3]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = sa-east-1", id, sec), id, sec)
	case 1:
		id, sec := hakAWSID(), hakAWSSecret()
		return hakS("cloud-key", "chat", fmt.Sprintf("Amazon Connect export user: key %s secret %s", id, sec), id, sec)
	case 2:
		id, sec := hakAWSID(), hakAWSSecret()
		keep := "export AWS_DEFAULT_REGION=us-east-1"
		return hakKeep(hakS("cloud-key", "shell", fmt.Sprintf("export AWS_ACCESS_KEY_ID=%s\nexport AWS_SECRET_ACCESS_KEY=%s\n%s\naws s3 ls s3://cc-call-recordings/", id, sec, keep), id, sec), keep)
	case 3:
		k := hakGCPKey()
		return hakS("cloud-key", "javascript", fmt.Sprintf("const speech = new SpeechClient();\nconst TRANSLATE_KEY = \"%s\";", k), k)
	case 4:
		k := hakGCPKey()
		return hakS("cloud-key", "chat", fmt.Sprintf("maps/places key for the agent desktop address lookup: %s", k), k)
	case 5:
		k := hakR(hakB64, 86) + "=="
		acct := hakP("ccrecordings", "voicelogs01", "ivrprompts")
		cs := fmt.Sprintf("DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net", acct, k)
		return hakS("cloud-key", "connection-string", cs, k)
	case 6:
		sec := hakR(alnum, 3) + hakR(digits, 1) + "Q~" + hakR(alnum+"_.-~", 34)
		return hakS("cloud-key", "json", fmt.Sprintf("{\n  \"tenantId\": \"%s\",\n  \"clientId\": \"%s\",\n  \"clientSecret\": \"%s\"\n}", hakUUID(), hakUUID(), sec), sec)
	case 7:
		k := hakR(hexs, 32)
		return hakS("cloud-key", "chat", fmt.Sprintf("Azure Speech key1 = %s, region brazilsouth", k), k)
	case 8:
		k := hakR(hakB64, 86) + "=="
		return hakS("cloud-key", "note", fmt.Sprintf("Communication Services (ACS) for the web callback widget\nendpoint=https://acs-cc.communication.azure.com/;accesskey=%s", k), k)
	default:
		id, sec := hakAWSID(), hakAWSSecret()
		return hakS("cloud-key", "terraform", fmt.Sprintf("provider \"aws\" {\n  region     = \"ap-south-1\"\n  access_key = \"%s\"\n  secret_key = \"%s\"\n}", id, sec), id, sec)
	}
}

func hakGitToken() Sample {
	t := hakGitHub()
	switch rng.IntN(8) {
	case 0:
		return hakS("git-token", "shell", fmt.Sprintf("git clone https://oauth2:%s@gitlab.com/acme-cc/ivr-flows.git", t), t)
	case 1:
		return hakS("git-token", "chat", fmt.Sprintf("use my PAT for now: %s (expires in 7 days)", t), t)
	case 2:
		return hakS("git-token", "shell", fmt.Sprintf("echo %s | docker login ghcr.io -u %s --password-stdin", t, hakUser()), t)
	case 3:
		return hakS("git-token", "yaml", fmt.Sprintf("registry:\n  url: https://ghcr.io\n  token: %s", t), t)
	case 4:
		return hakS("git-token", "npmrc", fmt.Sprintf("@acme:registry=https://npm.pkg.github.com\n//npm.pkg.github.com/:_authToken=%s", t), t)
	case 5:
		return hakS("git-token", "chat-es", fmt.Sprintf("el token de GitHub para el pipeline de las grabaciones: %s", t), t)
	case 6:
		return hakS("git-token", "gitconfig", fmt.Sprintf("[url \"https://%s:x-oauth-basic@github.com/\"]\n\tinsteadOf = https://github.com/", t), t)
	default:
		return hakS("git-token", "log", fmt.Sprintf("+ git push https://ci-bot:%s@github.com/acme-cc/dialplan.git HEAD:main\nremote: Resolving deltas: 100%% (3/3)", t), t)
	}
}

func hakChatToken() Sample {
	switch rng.IntN(8) {
	case 0:
		t := hakSlackBot()
		return hakS("chat-token", "env", fmt.Sprintf("SLACK_BOT_TOKEN=%s\nSLACK_CHANNEL=#noc-alerts", t), t)
	case 1:
		u := "https://hooks.slack.com/services/T" + hakR(upper+digits, 10) + "/B" + hakR(upper+digits, 10) + "/" + hakR(alnum, 24)
		return hakS("chat-token", "shell", fmt.Sprintf("curl -X POST -H 'Content-type: application/json' --data '{\"text\":\"Trunk %s down\"}' %s", hakHost(), u), u)
	case 2:
		t := hakTelegram()
		return hakS("chat-token", "python", fmt.Sprintf("bot = telebot.TeleBot(\"%s\")\n\n@bot.message_handler(commands=['queue'])\ndef queue(msg):\n    bot.reply_to(msg, stats())", t), t)
	case 3:
		t := hakTelegram()
		return hakS("chat-token", "chat", fmt.Sprintf("BotFather gave me %s for the shift-swap bot", t), t)
	case 4:
		t := hakTelegram()
		return hakS("chat-token", "log", fmt.Sprintf("ERROR telegram: POST https://api.telegram.org/bot%s/sendMessage failed: 429 Too Many Requests", t), t)
	case 5:
		h := hakDiscordHook()
		return hakS("chat-token", "yaml", fmt.Sprintf("alerting:\n  discord_webhook: %s\n  mention: \"@oncall\"", h), h)
	case 6:
		h := hakDiscordHook()
		return hakS("chat-token", "chat", fmt.Sprintf("webhook for #pbx-alerts -> %s", h), h)
	default:
		t := "xoxp-" + hakDigits(11) + "-" + hakDigits(12) + "-" + hakDigits(13) + "-" + hakHex(32)
		return hakS("chat-token", "chat", fmt.Sprintf("my slack user token (needed for the export script) %s", t), t)
	}
}

func hakPaymentKey() Sample {
	switch rng.IntN(6) {
	case 0:
		k := hakStripe()
		return hakS("payment-key", "env", fmt.Sprintf("STRIPE_PUBLISHABLE_KEY=pk_live_%s\nSTRIPE_SECRET_KEY=%s", hakR(alnum, 50), k), k)
	case 1:
		k := hakStripe()
		return hakS("payment-key", "chat", fmt.Sprintf("IVR pay-by-phone uses stripe key %s", k), k)
	case 2:
		k := "whsec_" + hakR(alnum, 32)
		return hakS("payment-key", "javascript", fmt.Sprintf("const endpointSecret = '%s';\nevent = stripe.webhooks.constructEvent(body, sig, endpointSecret);", k), k)
	case 3:
		id, sec := "A"+hakR(b64url, 79), "E"+hakR(b64url, 79)
		return hakS("payment-key", "yaml", fmt.Sprintf("paypal:\n  mode: live\n  client_id: %s\n  client_secret: %s", id, sec), sec)
	case 4:
		k := "rzp_live_" + hakR(alnum, 14)
		s := hakR(alnum, 24)
		return hakS("payment-key", "chat-hi", fmt.Sprintf("Razorpay की key_id %s और key_secret %s है, IVR पेमेंट के लिए", k, s), s)
	default:
		k := "sq0csp-" + hakR(b64url, 43)
		return hakS("payment-key", "note", fmt.Sprintf("Square app secret: %s", k), k)
	}
}

func hakDbURL() Sample {
	u, p := hakP("asteriskuser", "cdr_reader", "freepbxuser", "vicidial", "crm_app", "postgres"), hakURLPw()
	host := hakHost()
	switch rng.IntN(8) {
	case 0:
		url := fmt.Sprintf("mysql://%s:%s@%s:3306/asteriskcdrdb", u, p, host)
		return hakS("db-url", "chat", "CDR db: "+url, p)
	case 1:
		url := fmt.Sprintf("postgres://%s:%s@%s:5432/callcenter?sslmode=require", u, p, host)
		return hakS("db-url", "env", fmt.Sprintf("DATABASE_URL=%s\nPORT=8080", url), p)
	case 2:
		return hakS("db-url", "odbc.ini", fmt.Sprintf("[asteriskcdrdb]\nDriver = MariaDB\nServer = %s\nDatabase = asteriskcdrdb\nUser = %s\nPassword = %s\nPort = 3306", host, u, p), p)
	case 3:
		return hakS("db-url", "php", fmt.Sprintf("$amp_conf['AMPDBUSER'] = '%s';\n$amp_conf['AMPDBPASS'] = '%s';\n$amp_conf['AMPDBHOST'] = 'localhost';", u, p), p)
	case 4:
		return hakS("db-url", "connection-string", fmt.Sprintf("Server=%s;Database=WFM;User Id=%s;Password=%s;TrustServerCertificate=True;", host, u, p), p)
	case 5:
		url := fmt.Sprintf("mongodb+srv://%s:%s@cluster0.%s.mongodb.net/transcripts", u, p, hakR(lower+digits, 5))
		return hakS("db-url", "python", fmt.Sprintf("client = MongoClient(\"%s\")", url), p)
	case 6:
		url := fmt.Sprintf("redis://:%s@%s:6379/2", p, host)
		return hakS("db-url", "yaml", fmt.Sprintf("queue_stats:\n  redis: %s", url), p)
	default:
		return hakS("db-url", "conf", fmt.Sprintf("[cdr_adaptive_odbc]\n; res_odbc.conf\n[asterisk]\nenabled => yes\ndsn => asteriskcdrdb\nusername => %s\npassword => %s\npre-connect => yes", u, p), p)
	}
}

func hakJWT() Sample {
	j := hakJWTValue()
	switch rng.IntN(5) {
	case 0:
		return hakS("jwt", "shell", fmt.Sprintf("curl -H \"Authorization: Bearer %s\" https://wfm.acme-contact.net/api/schedules", j), j)
	case 1:
		return hakS("jwt", "chat", fmt.Sprintf("agent desktop session token if you want to reproduce: %s", j), j)
	case 2:
		return hakS("jwt", "http", fmt.Sprintf("GET /api/v2/queues/live HTTP/1.1\nHost: wallboard.local\nAuthorization: Bearer %s\nAccept: application/json", j), j)
	case 3:
		return hakS("jwt", "log", fmt.Sprintf("%s WARN auth: token expired for agent, token=%s", hakDate(), j), j)
	default:
		return hakS("jwt", "javascript", fmt.Sprintf("localStorage.setItem('cc_token', '%s');", j), j)
	}
}

func hakPEM() Sample {
	kind := hakP("RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY")
	var lines []string
	n := hakN(4, 9)
	for i := 0; i < n; i++ {
		w := 64
		if kind == "OPENSSH PRIVATE KEY" {
			w = 70
		}
		if i == n-1 {
			w = hakN(12, w)
		}
		lines = append(lines, hakR(hakB64, w))
	}
	if kind == "OPENSSH PRIVATE KEY" {
		lines[0] = "b3BlbnNzaC1rZXktdjEAAAAA" + lines[0][24:]
	}
	block := "-----BEGIN " + kind + "-----\n" + strings.Join(lines, "\n") + "\n-----END " + kind + "-----"
	var secrets []string
	for _, i := range []int{1, n/2 + 1, n - 2} {
		if len(secrets) == 0 || secrets[len(secrets)-1] != lines[i] {
			secrets = append(secrets, lines[i])
		}
	}
	switch rng.IntN(5) {
	case 0:
		return hakS("pem-key", "chat", "TLS key for the SBC (sbc-east), cert is already uploaded:\n"+block, secrets...)
	case 1:
		keep := "ssl_certificate /etc/ssl/certs/provisioning.crt;"
		return hakKeep(hakS("pem-key", "note", fmt.Sprintf("provisioning server nginx\n%s\nkey file content:\n%s", keep, block), secrets...), keep)
	case 2:
		return hakS("pem-key", "terminal", fmt.Sprintf("$ cat ~/.ssh/id_%s\n%s\n$", hakP("rsa", "ed25519", "pbx"), block), secrets...)
	case 3:
		return hakS("pem-key", "yaml", "tls:\n  key: |\n    "+strings.ReplaceAll(block, "\n", "\n    "), secrets...)
	default:
		return hakS("pem-key", "email", fmt.Sprintf("Hi,\n\nAttached inline the WebRTC gateway key as you asked:\n\n%s\n\nThanks,\n%s", block, hakName()), secrets...)
	}
}

func hakBasicAuth() Sample {
	u, p := hakUser(), hakURLPw()
	b := hakBasic(u, p)
	host := hakHost()
	switch rng.IntN(6) {
	case 0:
		return hakS("basic-auth", "http", fmt.Sprintf("POST /admin/config.php HTTP/1.1\nHost: %s\nAuthorization: Basic %s\nContent-Length: 0", host, b), b)
	case 1:
		return hakS("basic-auth", "url", fmt.Sprintf("recordings are at https://%s:%s@%s/recordings/%s/", u, p, host, strings.ReplaceAll(hakDate(), "-", "/")), p)
	case 2:
		return hakS("basic-auth", "shell", fmt.Sprintf("wget --user=%s --password='%s' https://%s/monitor/%s.wav", u, p, host, hakDigits(10)), p)
	case 3:
		return hakS("basic-auth", "nginx", fmt.Sprintf("location /ari/ {\n    proxy_pass http://127.0.0.1:8088;\n    proxy_set_header Authorization \"Basic %s\";\n}", b), b)
	case 4:
		return hakS("basic-auth", "python", fmt.Sprintf("resp = requests.get(f\"https://%s/api/cdr\", auth=(\"%s\", \"%s\"))", host, u, p), p)
	default:
		return hakS("basic-auth", "chat", fmt.Sprintf("the wallboard iframe is https://%s:%s@%s:8088/ — don't ask", u, p, host), p)
	}
}
