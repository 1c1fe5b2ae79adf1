package main

import (
	"fmt"
	"strings"
)

func halCloudVendors() []Sample {
	var out []Sample
	out = append(out, halRep(7, halAWS)...)
	out = append(out, halRep(6, halGCP)...)
	out = append(out, halRep(6, halAzureSample)...)
	out = append(out, halRep(7, halGitHost)...)
	out = append(out, halRep(6, halSlackSample)...)
	out = append(out, halRep(8, halTelegram)...)
	out = append(out, halRep(5, halDiscordHook)...)
	out = append(out, halRep(5, halStripeSample)...)
	out = append(out, halRep(6, halJWTSample)...)
	out = append(out, halRep(8, halPEMSample)...)
	out = append(out, halRep(8, halSaaS)...)
	return out
}

func halAWS() Sample {
	id, sec := halAWSID(), halAWSSec()
	c := "aws-keys"
	switch rng.IntN(5) {
	case 0:
		s := halS(c, "ini", fmt.Sprintf("[default]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = ap-northeast-1\noutput = json", id, sec), id, sec)
		return halK(s, "region = ap-northeast-1")
	case 1:
		return halS(c, "chat-ja", fmt.Sprintf("IAMユーザー作りました。アクセスキー %s / シークレット %s です。MFAは後で設定してください。", id, sec), id, sec)
	case 2:
		return halS(c, "shell", fmt.Sprintf("export AWS_ACCESS_KEY_ID=%s\nexport AWS_SECRET_ACCESS_KEY=%s\naws s3 ls s3://logs-kr-prod/", id, sec), id, sec)
	case 3:
		return halS(c, "csv", fmt.Sprintf("User name,Access key ID,Secret access key\nci-uploader,%s,%s", id, sec), id, sec)
	default:
		return halS(c, "chat-pl", fmt.Sprintf("Klucze do S3: ID %s, sekret %s — tylko na stagingu.", id, sec), id, sec)
	}
}

func halGCP() Sample {
	k := halGCPKey()
	switch rng.IntN(3) {
	case 0:
		return halS("gcp-api-key", "shell", fmt.Sprintf("curl \"https://translation.googleapis.com/language/translate/v2?key=%s&q=%%E3%%81%%93%%E3%%82%%93&target=en\"", k), k)
	case 1:
		return halS("gcp-api-key", "chat-ko", fmt.Sprintf("서버용 구글 API 키 (IP 제한 걸어둠): %s", k), k)
	default:
		_, lines := halPEM("PRIVATE KEY")
		return halS("gcp-service-account", "chat-ru", fmt.Sprintf("кусок из ключа сервисного аккаунта:\n\"private_key\": \"-----BEGIN PRIVATE KEY-----\\n%s\\n%s\\n...", lines[0], lines[1]), lines[0], lines[1])
	}
}

func halAzureSample() Sample {
	switch rng.IntN(3) {
	case 0:
		k := halR(alnum+"+/", 86) + "=="
		acct := halP("jpshopstore", "krlogs01", "plbackup")
		s := halS("azure-storage", "connection-string", fmt.Sprintf("DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net", acct, k), k)
		return s
	case 1:
		sec := halAzure()
		return halS("azure-client-secret", "json", fmt.Sprintf("{\n  \"tenantId\": \"%s\",\n  \"clientId\": \"%s\",\n  \"clientSecret\": \"%s\"\n}", halUUID(), halUUID(), sec), sec)
	default:
		sec := halAzure()
		return halS("azure-client-secret", "chat-ja", fmt.Sprintf("Entra IDのアプリ登録、クライアントシークレットの値は %s です（有効期限24ヶ月）", sec), sec)
	}
}

func halGitHost() Sample {
	switch rng.IntN(5) {
	case 0:
		t := halGHP()
		return halS("github-token", "shell", fmt.Sprintf("$ git remote set-url origin https://%s@github.com/acme-jp/inventory.git", t), t)
	case 1:
		t := "github_pat_11" + halR(upper+digits, 20) + "_" + halR(alnum, 59)
		return halS("github-token", "chat-uk", fmt.Sprintf("новий fine-grained токен для CI: %s", t), t)
	case 2:
		t := halGLPat()
		return halS("gitlab-token", "yaml", fmt.Sprintf("variables:\n  GITLAB_TOKEN: \"%s\"\n  DOCKER_DRIVER: overlay2", t), t)
	case 3:
		t := halGLPat()
		return halS("gitlab-token", "chat-pl", fmt.Sprintf("Token do GitLaba (scope: read_api): %s", t), t)
	default:
		t := "ghs_" + halR(alnum, 36)
		return halS("github-token", "log", fmt.Sprintf("##[debug]Evaluating: secrets.GITHUB_TOKEN\n##[debug]Result: '%s'", t), t)
	}
}

func halSlackSample() Sample {
	switch rng.IntN(3) {
	case 0:
		t := halSlack()
		return halS("slack-token", "python", fmt.Sprintf("client = WebClient(token=\"%s\")\nclient.chat_postMessage(channel=\"#障害対応\", text=\"デプロイ完了\")", t), t)
	case 1:
		h := halR(alnum, 24)
		url := fmt.Sprintf("https://hooks.slack.com/services/T%s/B%s/%s", halR(upper+digits, 10), halR(upper+digits, 10), h)
		return halS("slack-webhook", "chat-ja", fmt.Sprintf("通知用のIncoming Webhookはこちら %s", url), h)
	default:
		t := "xapp-1-A" + halR(upper+digits, 10) + "-" + halDigits(13) + "-" + halHex(64)
		return halS("slack-token", "dotenv", fmt.Sprintf("SLACK_APP_TOKEN=%s\nSLACK_CHANNEL=#dev-kr", t), t)
	}
}

func halTelegram() Sample {
	t := halTgBot()
	switch rng.IntN(5) {
	case 0:
		return halS("telegram-bot", "chat-ru", fmt.Sprintf("Токен от @BotFather: %s\nБот: @shop_notify_bot", t), t)
	case 1:
		return halS("telegram-bot", "shell", fmt.Sprintf("curl -s \"https://api.telegram.org/bot%s/sendMessage\" -d chat_id=-100%s -d text=\"Сборка упала\"", t, halDigits(10)), t)
	case 2:
		return halS("telegram-bot", "python", fmt.Sprintf("bot = telebot.TeleBot('%s')\n\n@bot.message_handler(commands=['start'])\ndef start(m):\n    bot.reply_to(m, 'Привіт!')", t), t)
	case 3:
		return halS("telegram-bot", "chat-pl", fmt.Sprintf("Token bota na Telegramie: %s (powiadomienia z Zabbixa)", t), t)
	default:
		return halS("telegram-bot", "yaml", fmt.Sprintf("alertmanager:\n  telegram_configs:\n    - bot_token: '%s'\n      chat_id: -100%s", t, halDigits(10)), t)
	}
}

func halDiscordHook() Sample {
	h := halR(b64url, 68)
	url := fmt.Sprintf("https://discord.com/api/webhooks/%s/%s", halDigits(18), h)
	switch rng.IntN(3) {
	case 0:
		return halS("discord-webhook", "chat-ko", fmt.Sprintf("빌드 알림 웹훅: %s", url), h)
	case 1:
		return halS("discord-webhook", "shell", fmt.Sprintf("curl -H \"Content-Type: application/json\" -d '{\"content\":\"デプロイ成功\"}' %s", url), h)
	default:
		return halS("discord-webhook", "dotenv", fmt.Sprintf("DISCORD_WEBHOOK_URL=%s", url), h)
	}
}

func halStripeSample() Sample {
	k := halStripe()
	pk := "pk_live_51" + halR(alnum, 60)
	switch rng.IntN(3) {
	case 0:
		s := halS("stripe-key", "dotenv", fmt.Sprintf("STRIPE_PUBLISHABLE_KEY=%s\nSTRIPE_SECRET_KEY=%s", pk, k), k)
		return halK(s, "STRIPE_PUBLISHABLE_KEY="+pk)
	case 1:
		return halS("stripe-key", "chat-ja", fmt.Sprintf("Stripeの本番シークレットキー %s をVaultに入れました", k), k)
	default:
		return halS("stripe-key", "shell", fmt.Sprintf("curl https://api.stripe.com/v1/charges -u %s: -d amount=2000 -d currency=jpy", k), k)
	}
}

func halJWTSample() Sample {
	j := halJWT()
	switch rng.IntN(4) {
	case 0:
		return halS("jwt", "http", fmt.Sprintf("GET /api/v1/orders HTTP/1.1\nHost: api.example.kr\nAuthorization: Bearer %s\nAccept: application/json", j), j)
	case 1:
		return halS("jwt", "chat-zh", fmt.Sprintf("登录后拿到的 token：%s ，过期时间是 24 小时", j), j)
	case 2:
		return halS("jwt", "log", fmt.Sprintf("%s WARN  [auth] token rejected: signature mismatch token=%s", halDate(), j), j)
	default:
		return halS("jwt", "chat-ru", fmt.Sprintf("Вот мой access_token, можно проверить права: %s", j), j)
	}
}

func halPEMSample() Sample {
	kind := halP("PRIVATE KEY", "RSA PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY")
	block, lines := halPEM(kind)
	switch rng.IntN(4) {
	case 0:
		return halS("private-key", "chat-ja", fmt.Sprintf("踏み台の鍵です（後で消します）\n%s", block), lines...)
	case 1:
		s := halS("private-key", "yaml", fmt.Sprintf("tls:\n  cert: /etc/ssl/certs/api.pem\n  key: |\n    %s", strings.ReplaceAll(block, "\n", "\n    ")), lines...)
		return halK(s, "  cert: /etc/ssl/certs/api.pem")
	case 2:
		return halS("private-key", "chat-ko", fmt.Sprintf("서버 접속용 키 파일 내용 붙여요:\n```\n%s\n```", block), lines...)
	default:
		return halS("private-key", "shell", fmt.Sprintf("$ cat ~/.ssh/id_deploy\n%s\n$ chmod 600 ~/.ssh/id_deploy", block), lines...)
	}
}

func halSaaS() Sample {
	switch rng.IntN(8) {
	case 0:
		k := "SG." + halR(b64url, 22) + "." + halR(b64url, 43)
		return halS("sendgrid-key", "dotenv", "SENDGRID_API_KEY="+k, k)
	case 1:
		k := "sk-proj-" + halR(b64url, 80)
		return halS("openai-key", "chat-ko", fmt.Sprintf("OpenAI 키 공유드려요 %s 사용량 한도 월 $50", k), k)
	case 2:
		sid, tok := "AC"+halHex(32), halHex(32)
		s := halS("twilio", "python", fmt.Sprintf("account_sid = \"%s\"\nauth_token = \"%s\"\nclient = Client(account_sid, auth_token)", sid, tok), tok)
		return halK(s, "client = Client(account_sid, auth_token)")
	case 3:
		k := halHex(32)
		return halS("chatwork-token", "shell", fmt.Sprintf("curl -X POST -H \"X-ChatWorkToken: %s\" -d \"body=[info]バッチ完了[/info]\" \"https://api.chatwork.com/v2/rooms/%s/messages\"", k, halDigits(9)), k)
	case 4:
		k := halR(alnum, 64)
		return halS("backlog-key", "chat-ja", fmt.Sprintf("BacklogのAPIキー：%s\nスペース: example.backlog.jp", k), k)
	case 5:
		k := "key-" + halHex(32)
		return halS("mailgun-key", "chat-pl", fmt.Sprintf("klucz Mailguna: %s", k), k)
	case 6:
		k := "ntn_" + halR(alnum, 46)
		return halS("notion-token", "chat-ja", fmt.Sprintf("Notionインテグレーションのシークレット「%s」を社内Wikiの同期に使っています", k), k)
	default:
		k := "dop_v1_" + halHex(64)
		return halS("digitalocean-token", "chat-uk", fmt.Sprintf("токен DigitalOcean: %s", k), k)
	}
}
