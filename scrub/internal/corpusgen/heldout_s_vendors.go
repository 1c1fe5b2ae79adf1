package main

// Vendor keys: cloud providers, Git hosts, chat and bot platforms, payments, and SaaS APIs.

import (
	"fmt"
	"net/url"
	"strings"
)

func hsCloudKeys(c *hsCorpus) {
	c.all(
		// AWS
		func() Sample {
			id, s := hsAKID(), hsAWSSecret()
			return hsK(hsS("aws", "ini", fmt.Sprintf("[default]\nregion = eu-west-1\naws_access_key_id = %s\naws_secret_access_key = %s\n\n[profile readonly]\nregion = us-east-1", id, s), id, s), "region = us-east-1")
		},
		func() Sample {
			id, s := hsAKID(), hsAWSSecret()
			return hsS("aws", "shell", fmt.Sprintf("export AWS_ACCESS_KEY_ID=%s\nexport AWS_SECRET_ACCESS_KEY=%s\naws s3 ls s3://%s-artifacts/", id, s, hsP(hsProjects...)), id, s)
		},
		func() Sample {
			id, s := hsAKID(), hsAWSSecret()
			return hsS("aws", "chat", hsChat(fmt.Sprintf("temp creds for the migration: %s / %s — delete after friday", id, s)), id, s)
		},
		func() Sample {
			id, s := hsAKID(), hsAWSSecret()
			return hsS("aws", "terraform", fmt.Sprintf("provider \"aws\" {\n  region     = \"ap-southeast-2\"\n  access_key = \"%s\"\n  secret_key = \"%s\"\n}", id, s), id, s)
		},
		func() Sample {
			id, s := hsAKID(), hsAWSSecret()
			return hsS("aws", "python", fmt.Sprintf("s3 = boto3.client(\n    \"s3\",\n    aws_access_key_id=\"%s\",\n    aws_secret_access_key=\"%s\",\n)", id, s), id, s)
		},
		func() Sample {
			id, s := hsAKID(), hsAWSSecret()
			return hsS("aws", "csv", fmt.Sprintf("User name,Password,Access key ID,Secret access key,Console login link\n%s,,%s,%s,https://%s.signin.aws.amazon.com/console", hsP(hsUsers...), id, s, hsNum(12)), id, s)
		},
		func() Sample {
			s := hsAWSSecret()
			return hsS("aws", "prose-de", fmt.Sprintf("Der geheime Zugriffsschlüssel für das Backup-Konto lautet %s", s), s)
		},
		func() Sample {
			id, s := hsAKID(), hsAWSSecret()
			tok := "IQoJb3JpZ2luX2VjE" + hsR(alnum+"/+", 280) + "="
			return hsS("aws", "json", fmt.Sprintf("{\n  \"Credentials\": {\n    \"AccessKeyId\": \"%s\",\n    \"SecretAccessKey\": \"%s\",\n    \"SessionToken\": \"%s\",\n    \"Expiration\": \"%sT18:22:10Z\"\n  }\n}", id, s, tok, hsDate()), id, s, tok)
		},
		func() Sample {
			id, s := hsAKID(), hsAWSSecret()
			return hsS("aws", "yaml", fmt.Sprintf("env:\n  - name: AWS_ACCESS_KEY_ID\n    value: %s\n  - name: AWS_SECRET_ACCESS_KEY\n    value: %s\n  - name: AWS_REGION\n    value: eu-central-1", id, s), id, s)
		},
		func() Sample {
			id, s := hsAKID(), hsAWSSecret()
			return hsS("aws", "prose-ja", fmt.Sprintf("アクセスキーID：%s\nシークレットアクセスキー：%s", id, s), id, s)
		},
		// GCP
		func() Sample {
			k := hsGCPKey()
			return hsS("gcp", "prose", fmt.Sprintf("Maps key for the backend geocoder (server-side, unrestricted!): %s", k), k)
		},
		func() Sample {
			k := hsGCPKey()
			return hsS("gcp", "shell", fmt.Sprintf("curl \"https://generativelanguage.googleapis.com/v1beta/models/gemini-1.5-flash:generateContent?key=%s\" -H 'Content-Type: application/json' -d @req.json", k), k)
		},
		func() Sample {
			k := hsGCPKey()
			return hsS("gcp", "env", fmt.Sprintf("GEMINI_API_KEY=%s\nMODEL=gemini-1.5-pro", k), k)
		},
		func() Sample {
			s := "GOCSPX-" + hsR(b64url, 28)
			id := hsNum(12) + "-" + hsR(lower+digits, 32) + ".apps.googleusercontent.com"
			return hsS("gcp", "json", fmt.Sprintf("{\"web\":{\"client_id\":\"%s\",\"project_id\":\"%s\",\"client_secret\":\"%s\",\"redirect_uris\":[\"http://localhost:8080/callback\"]}}", id, hsP(hsProjects...), s), s)
		},
		func() Sample {
			t := "ya29.a0" + hsR(b64url, 150)
			return hsS("gcp", "shell", fmt.Sprintf("$ gcloud auth print-access-token\n%s\n$ curl -H \"Authorization: Bearer %s\" https://storage.googleapis.com/storage/v1/b?project=%s", t, t, hsP(hsProjects...)), t)
		},
		func() Sample {
			t := "1//0" + hsR(b64url, 99)
			return hsS("gcp", "chat", hsChat(fmt.Sprintf("refresh token from the oauth playground: %s", t)), t)
		},
		func() Sample {
			k := hsGCPKey()
			return hsS("gcp", "prose-es", fmt.Sprintf("la API key de Google (la del servidor) es %s", k), k)
		},
		// Azure
		func() Sample {
			k := hsAzureAccountKey()
			acct := hsP("stprodlogs", "acmebackups01", "mlartifacts", "crmexports")
			return hsS("azure", "connection-string", fmt.Sprintf("DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net", acct, k), k)
		},
		func() Sample {
			s := hsAzureClientSecret()
			return hsS("azure", "json", fmt.Sprintf("$ az ad sp create-for-rbac --name %s --role contributor\n{\n  \"appId\": \"%s\",\n  \"displayName\": \"%s\",\n  \"password\": \"%s\",\n  \"tenant\": \"%s\"\n}", "gh-deployer", hsUUID(), "gh-deployer", s, hsUUID()), s)
		},
		func() Sample {
			s := hsAzureClientSecret()
			return hsS("azure", "env", fmt.Sprintf("AZURE_TENANT_ID=%s\nAZURE_CLIENT_ID=%s\nAZURE_CLIENT_SECRET=%s", hsUUID(), hsUUID(), s), s)
		},
		func() Sample {
			sig := url.QueryEscape(hsB64(32))
			return hsS("azure", "url", fmt.Sprintf("https://%s.blob.core.windows.net/exports/report.csv?sv=2022-11-02&ss=b&srt=o&sp=r&se=%sT00:00:00Z&st=%sT00:00:00Z&spr=https&sig=%s", hsP("stprodlogs", "crmexports"), hsDate(), hsDate(), sig), sig)
		},
		func() Sample {
			k := hsB64(32)
			return hsS("azure", "connection-string", fmt.Sprintf("Endpoint=sb://%s.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=%s", hsP("orders-bus", "iot-events", "notif-prod"), k), k)
		},
		func() Sample {
			k := hsB64(64)
			return hsS("azure", "csharp", fmt.Sprintf("var client = new CosmosClient(\n    \"https://%s.documents.azure.com:443/\",\n    \"%s\");", hsP("catalog-db", "sessions-cosmos"), k), k)
		},
		func() Sample {
			p := hsR("abcdefghijklmnopqrstuvwxyz234567", 52)
			return hsS("azure", "shell", fmt.Sprintf("git clone https://build:%s@dev.azure.com/%s/Platform/_git/infra", p, hsP("contoso", "fabrikam")), p)
		},
		func() Sample {
			s := hsAzureClientSecret()
			return hsS("azure", "prose-fr", fmt.Sprintf("le secret client de l'application Entra ID est %s (expire dans 6 mois)", s), s)
		},
		func() Sample {
			k := hsAzureAccountKey()
			return hsS("azure", "shell", fmt.Sprintf("az storage blob upload --account-name %s --account-key %s -c backups -f db.tar.gz", hsP("acmebackups01", "stprodlogs"), k), k)
		},
	)
}

func hsGitTokens(c *hsCorpus) {
	const cat = "git-token"
	c.all(
		func() Sample {
			t := hsGHP()
			return hsS(cat, "shell", fmt.Sprintf("git clone https://%s@github.com/%s/%s.git", t, hsP("acme", "initech", "globex-labs"), hsP("infra", "api", "website")), t)
		},
		func() Sample {
			t := hsGHFG()
			return hsS(cat, "env", fmt.Sprintf("GITHUB_TOKEN=%s\nGITHUB_OWNER=acme", t), t)
		},
		func() Sample {
			t := hsGHP()
			return hsS(cat, "chat", hsChat(fmt.Sprintf("use my PAT for now: %s (repo scope only)", t)), t)
		},
		func() Sample {
			t := hsGLPAT()
			return hsS(cat, "shell", fmt.Sprintf("curl --header \"PRIVATE-TOKEN: %s\" \"https://gitlab.example.com/api/v4/projects/%d/pipelines\"", t, hsN(10, 999)), t)
		},
		func() Sample {
			t := hsGLPAT()
			return hsS(cat, "toml", fmt.Sprintf("[[runners]]\n  name = \"docker-runner-%d\"\n  url = \"https://gitlab.example.com\"\n  token = \"%s\"\n  executor = \"docker\"", hsN(1, 9), t), t)
		},
		func() Sample {
			t := hsGHP()
			return hsS(cat, "git-credentials", fmt.Sprintf("https://%s:%s@github.com", strings.ToLower(hsP(hsNames...)), t), t)
		},
		func() Sample {
			t := hsGHFG()
			return hsS(cat, "yaml", fmt.Sprintf("github.com:\n    user: %s\n    oauth_token: %s\n    git_protocol: https", strings.ToLower(hsP(hsNames...)), t), t)
		},
		func() Sample {
			t := "ATBB" + hsR(alnum, 24) + hsHexU(8)
			return hsS(cat, "prose", fmt.Sprintf("Bitbucket app password for the CI user: %s", t), t)
		},
		func() Sample {
			t := hsHex(40)
			return hsS(cat, "ini", fmt.Sprintf("[gitea]\nurl = https://git.%s\ntoken = %s", hsP(hsDomains...), t), t)
		},
		func() Sample {
			t := hsGHP()
			return hsS(cat, "go", fmt.Sprintf("ts := oauth2.StaticTokenSource(&oauth2.Token{AccessToken: \"%s\"})\nclient := github.NewClient(oauth2.NewClient(ctx, ts))", t), t)
		},
		func() Sample {
			t := hsGLPAT()
			return hsS(cat, "prose-de", fmt.Sprintf("Der Deploy-Token für das Registry-Pull lautet %s", t), t)
		},
		func() Sample {
			t := hsGHP()
			return hsS(cat, "shell", fmt.Sprintf("$ echo %s | gh auth login --with-token\n$ gh repo list %s --limit 5", t, hsP("acme", "initech")), t)
		},
		func() Sample {
			t := hsGHFG()
			return hsS(cat, "prose-zh", fmt.Sprintf("GitHub 细粒度令牌：%s，只读权限", t), t)
		},
		func() Sample {
			t := hsGHP()
			return hsK(hsS(cat, "actions-log", fmt.Sprintf("Run actions/checkout@v4\n  with:\n    repository: acme/api\n    token: %s\n    ssh-strict: true", t), t), "    ssh-strict: true")
		},
		func() Sample {
			t := hsGLPAT()
			return hsS(cat, "npmrc", fmt.Sprintf("@acme:registry=https://gitlab.example.com/api/v4/packages/npm/\n//gitlab.example.com/api/v4/packages/npm/:_authToken=%s", t), t)
		},
		func() Sample {
			t := hsGHP()
			return hsS(cat, "markdown", fmt.Sprintf("### Notes\n* bot account: `acme-bot`\n* token: `%s`\n* expires: %s", t, hsDate()), t)
		},
	)
}

func hsChatTokens(c *hsCorpus) {
	c.all(
		func() Sample {
			t := hsSlackBot()
			return hsS("slack", "env", fmt.Sprintf("SLACK_BOT_TOKEN=%s\nSLACK_CHANNEL=#deploys", t), t)
		},
		func() Sample {
			u, s := hsSlackHook()
			return hsS("slack", "shell", fmt.Sprintf("curl -X POST -H 'Content-type: application/json' --data '{\"text\":\"deploy done\"}' %s", u), s)
		},
		func() Sample {
			t := hsSlackUser()
			return hsS("slack", "chat", hsChat(fmt.Sprintf("this is my user token, only for the export script: %s", t)), t)
		},
		func() Sample {
			t, a := hsSlackBot(), hsSlackApp()
			return hsS("slack", "python", fmt.Sprintf("app = App(token=\"%s\")\nhandler = SocketModeHandler(app, \"%s\")\nhandler.start()", t, a), t, a)
		},
		func() Sample {
			u, s := hsSlackHook()
			return hsS("slack", "yaml", fmt.Sprintf("receivers:\n  - name: oncall\n    slack_configs:\n      - api_url: %s\n        channel: '#alerts'", u), s)
		},
		func() Sample {
			t := hsSlackBot()
			return hsS("slack", "prose-es", fmt.Sprintf("token del bot de Slack: %s", t), t)
		},
		func() Sample {
			t := hsTelegram()
			return hsS("telegram", "prose", fmt.Sprintf("BotFather gave me %s for the alerts bot", t), t)
		},
		func() Sample {
			t := hsTelegram()
			return hsS("telegram", "shell", fmt.Sprintf("curl -s \"https://api.telegram.org/bot%s/sendMessage?chat_id=-100%s&text=backup%%20ok\"", t, hsNum(10)), t)
		},
		func() Sample {
			t := hsTelegram()
			return hsS("telegram", "python", fmt.Sprintf("from telegram.ext import ApplicationBuilder\n\napp = ApplicationBuilder().token(\"%s\").build()\napp.run_polling()", t), t)
		},
		func() Sample {
			t := hsTelegram()
			return hsS("telegram", "prose-ru", fmt.Sprintf("токен телеграм-бота: %s, чат для уведомлений — «Дежурные»", t), t)
		},
		func() Sample {
			t := hsTelegram()
			return hsS("telegram", "env", fmt.Sprintf("TELEGRAM_BOT_TOKEN=%s\nTELEGRAM_CHAT_ID=-100%s", t, hsNum(10)), t)
		},
		func() Sample {
			t := hsTelegram()
			return hsS("telegram", "chat", hsChat(fmt.Sprintf("Done! Use this token to access the HTTP API:\n%s\nKeep your token secure.", t)), t)
		},
		func() Sample {
			u, s := hsDiscordHookURL()
			return hsS("discord-webhook", "env", fmt.Sprintf("DISCORD_WEBHOOK_URL=%s", u), s)
		},
		func() Sample {
			u, s := hsDiscordHookURL()
			return hsS("discord-webhook", "shell", fmt.Sprintf("curl -H \"Content-Type: application/json\" -d '{\"content\": \"nightly build failed\"}' \"%s\"", u), s)
		},
		func() Sample {
			u, s := hsDiscordHookURL()
			return hsS("discord-webhook", "chat", hsChat(fmt.Sprintf("webhook for #releases: %s", u)), s)
		},
		func() Sample {
			u, s := hsDiscordHookURL()
			return hsS("discord-webhook", "yaml", fmt.Sprintf("notifications:\n  discord:\n    url: \"%s\"\n    username: Uptime", u), s)
		},
		func() Sample {
			u, s := hsDiscordHookURL()
			return hsS("discord-webhook", "prose-pt", fmt.Sprintf("o webhook do canal de alertas é %s", u), s)
		},
		func() Sample {
			t := "xoxe.xoxp-1-" + hsR(alnum, 140)
			return hsS("slack", "json", fmt.Sprintf("{\"ok\":true,\"token\":\"%s\",\"exp\":43200}", t), t)
		},
	)
}

func hsPaymentKeys(c *hsCorpus) {
	const cat = "payment"
	c.all(
		func() Sample {
			k := hsStripe()
			return hsS(cat, "env", fmt.Sprintf("STRIPE_SECRET_KEY=%s\nSTRIPE_PUBLISHABLE_KEY=pk_live_%s", k, hsR(alnum, 24)), k)
		},
		func() Sample {
			k := hsStripe()
			return hsS(cat, "shell", fmt.Sprintf("curl https://api.stripe.com/v1/charges -u %s: -d amount=2000 -d currency=eur", k), k)
		},
		func() Sample {
			w := "whsec_" + hsR(alnum, 32)
			return hsS(cat, "chat", hsChat(fmt.Sprintf("the webhook signing secret is %s", w)), w)
		},
		func() Sample {
			k := hsStripe()
			return hsS(cat, "ruby", fmt.Sprintf("Stripe.api_key = '%s'\nStripe::Customer.list(limit: 3)", k), k)
		},
		func() Sample {
			k := hsStripe()
			return hsS(cat, "prose-fr", fmt.Sprintf("clé secrète Stripe de prod : %s", k), k)
		},
		func() Sample {
			k := "access_token$production$" + hsR(lower+digits, 16) + "$" + hsHex(32)
			return hsS(cat, "prose", fmt.Sprintf("Braintree/PayPal access token for the POS: %s", k), k)
		},
		func() Sample {
			k := "EAAA" + hsR(b64url, 60)
			return hsS(cat, "env", fmt.Sprintf("SQUARE_ACCESS_TOKEN=%s\nSQUARE_ENVIRONMENT=production", k), k)
		},
		func() Sample {
			id, s := hsR(b64url, 80), "E"+hsR(b64url, 79)
			return hsS(cat, "yaml", fmt.Sprintf("paypal:\n  mode: live\n  client_id: %s\n  client_secret: %s", id, s), s)
		},
		func() Sample {
			s := hsR(alnum, 24)
			return hsS(cat, "javascript", fmt.Sprintf("const razorpay = new Razorpay({\n  key_id: 'rzp_live_%s',\n  key_secret: '%s',\n});", hsR(alnum, 14), s), s)
		},
		func() Sample {
			k := hsStripe()
			return hsS(cat, "python", fmt.Sprintf("import stripe\nstripe.api_key = \"%s\"\nstripe.Refund.create(payment_intent=\"pi_%s\")", k, hsR(alnum, 24)), k)
		},
		func() Sample {
			k := "sq0csp-" + hsR(b64url, 43)
			return hsS(cat, "prose", fmt.Sprintf("Square application secret: %s", k), k)
		},
		func() Sample {
			k := "AQE" + hsR(b64url, 60) + "=-" + hsR(b64url, 44) + "=-" + hsR(alnum, 16)
			return hsS(cat, "properties", fmt.Sprintf("adyen.environment=LIVE\nadyen.merchant=AcmeECOM\nadyen.apiKey=%s", k), k)
		},
		func() Sample {
			k := "sk_live_" + hsR(alnum, 24)
			return hsS(cat, "prose-ja", fmt.Sprintf("Stripeの本番シークレットキーは %s です。", k), k)
		},
		func() Sample {
			k := hsStripe()
			return hsK(hsS(cat, "log", fmt.Sprintf("%s ERROR payments: stripe request failed: api_key=%s status=401\n%s INFO payments: falling back to queue", hsStamp(), k, hsStamp()), k), "INFO payments: falling back to queue")
		},
	)
}

func hsSaaSKeys(c *hsCorpus) {
	const cat = "saas-api-key"
	type vendor struct {
		name, env string
		gen       func() string
	}
	vs := []vendor{
		{"OpenAI", "OPENAI_API_KEY", hsOpenAI},
		{"Anthropic", "ANTHROPIC_API_KEY", hsAnthropic},
		{"SendGrid", "SENDGRID_API_KEY", hsSendGrid},
		{"Mailgun", "MAILGUN_API_KEY", func() string { return "key-" + hsHex(32) }},
		{"Mailchimp", "MAILCHIMP_API_KEY", func() string { return hsHex(32) + "-us" + fmt.Sprint(hsN(1, 21)) }},
		{"Twilio", "TWILIO_AUTH_TOKEN", func() string { return hsHex(32) }},
		{"Datadog", "DD_API_KEY", func() string { return hsHex(32) }},
		{"Datadog", "DD_APP_KEY", func() string { return hsHex(40) }},
		{"New Relic", "NEW_RELIC_API_KEY", func() string { return "NRAK-" + hsR(upper+digits, 27) }},
		{"npm", "NPM_TOKEN", hsNpm},
		{"PyPI", "TWINE_PASSWORD", func() string { return "pypi-AgEIcHlwaS5vcmc" + hsR(b64url, 140) }},
		{"Shopify", "SHOPIFY_ACCESS_TOKEN", func() string { return "shpat_" + hsHex(32) }},
		{"HubSpot", "HUBSPOT_TOKEN", func() string { return "pat-" + hsP("na1", "eu1") + "-" + hsUUID() }},
		{"Notion", "NOTION_TOKEN", func() string { return hsP("secret_"+hsR(alnum, 43), "ntn_"+hsR(alnum, 46)) }},
		{"Airtable", "AIRTABLE_PAT", func() string { return "pat" + hsR(alnum, 14) + "." + hsHex(64) }},
		{"Linear", "LINEAR_API_KEY", func() string { return "lin_api_" + hsR(alnum, 40) }},
		{"Figma", "FIGMA_TOKEN", func() string { return "figd_" + hsR(b64url, 40) }},
		{"DigitalOcean", "DIGITALOCEAN_TOKEN", func() string { return "dop_v1_" + hsHex(64) }},
		{"Hugging Face", "HF_TOKEN", hsHF},
		{"Replicate", "REPLICATE_API_TOKEN", func() string { return "r8_" + hsR(alnum, 37) }},
		{"Groq", "GROQ_API_KEY", func() string { return "gsk_" + hsR(alnum, 52) }},
		{"Postman", "POSTMAN_API_KEY", func() string { return "PMAK-" + hsHex(24) + "-" + hsHex(34) }},
		{"Grafana", "GRAFANA_SA_TOKEN", func() string { return "glsa_" + hsR(alnum, 32) + "_" + hsHex(8) }},
		{"Vault", "VAULT_TOKEN", func() string { return "hvs." + hsR(b64url, 24) }},
		{"Terraform Cloud", "TFE_TOKEN", func() string { return hsR(alnum, 14) + ".atlasv1." + hsR(alnum, 67) }},
		{"Doppler", "DOPPLER_TOKEN", func() string { return "dp.st.prd." + hsR(alnum, 40) }},
		{"Databricks", "DATABRICKS_TOKEN", func() string { return "dapi" + hsHex(32) }},
		{"Atlassian", "JIRA_API_TOKEN", func() string { return "ATATT3xFfGF0" + hsR(b64url, 170) + "=" + hsHexU(8) }},
		{"Okta", "OKTA_API_TOKEN", func() string { return "00" + hsR(b64url, 40) }},
		{"Cloudflare", "CLOUDFLARE_API_TOKEN", func() string { return hsR(b64url, 40) }},
		{"Mapbox", "MAPBOX_SECRET_TOKEN", func() string {
			return "sk.eyJ1IjoiYWNtZSIsImEiOiJ" + hsR(alnum, 20) + "In0." + hsR(b64url, 22)
		}},
		{"Sentry", "SENTRY_AUTH_TOKEN", func() string { return "sntryu_" + hsHex(64) }},
		{"Pulumi", "PULUMI_ACCESS_TOKEN", func() string { return "pul-" + hsHex(40) }},
		{"Supabase", "SUPABASE_ACCESS_TOKEN", func() string { return "sbp_" + hsHex(40) }},
		{"Resend", "RESEND_API_KEY", func() string { return "re_" + hsR(alnum, 8) + "_" + hsR(alnum, 24) }},
		{"Pinecone", "PINECONE_API_KEY", func() string { return "pcsk_" + hsR(alnum, 5) + "_" + hsR(alnum, 60) }},
		{"Cohere", "CO_API_KEY", func() string { return hsR(alnum, 40) }},
		{"Mistral", "MISTRAL_API_KEY", func() string { return hsR(alnum, 32) }},
		{"Algolia", "ALGOLIA_ADMIN_KEY", func() string { return hsHex(32) }},
		{"Asana", "ASANA_PAT", func() string { return "2/" + hsNum(16) + "/" + hsNum(16) + ":" + hsHex(32) }},
		{"Dropbox", "DROPBOX_TOKEN", func() string { return "sl." + hsR(b64url, 138) }},
		{"Netlify", "NETLIFY_AUTH_TOKEN", func() string { return "nfp_" + hsR(alnum, 36) }},
		{"Firebase", "FCM_SERVER_KEY", func() string { return "AAAA" + hsR(b64url, 7) + ":APA91b" + hsR(b64url, 134) }},
		{"Plaid", "PLAID_SECRET", func() string { return hsHex(30) }},
		{"Contentful", "CONTENTFUL_MANAGEMENT_TOKEN", func() string { return "CFPAT-" + hsR(b64url, 43) }},
	}
	// Each vendor appears once, in a randomly chosen surrounding, so that no surrounding is
	// tied to one vendor.
	ways := []func(v vendor, k string) Sample{
		func(v vendor, k string) Sample {
			return hsS(cat, "env", fmt.Sprintf("%s=%s", v.env, k), k)
		},
		func(v vendor, k string) Sample {
			return hsK(hsS(cat, "env", fmt.Sprintf("# %s\n%s=%s\nREQUEST_TIMEOUT=30", v.name, v.env, k), k), "REQUEST_TIMEOUT=30")
		},
		func(v vendor, k string) Sample {
			return hsS(cat, "chat", hsChat(fmt.Sprintf("%s key for the demo: %s", v.name, k)), k)
		},
		func(v vendor, k string) Sample {
			return hsS(cat, "prose", fmt.Sprintf("Our %s API key is %s, please don't put it in the repo.", v.name, k), k)
		},
		func(v vendor, k string) Sample {
			return hsS(cat, "shell", fmt.Sprintf("export %s=\"%s\"", v.env, k), k)
		},
		func(v vendor, k string) Sample {
			return hsS(cat, "json", fmt.Sprintf("{\n  \"provider\": \"%s\",\n  \"apiKey\": \"%s\",\n  \"retries\": 3\n}", strings.ToLower(v.name), k), k)
		},
		func(v vendor, k string) Sample {
			return hsS(cat, "yaml", fmt.Sprintf("%s:\n  api_key: \"%s\"\n  timeout: 20s", strings.ReplaceAll(strings.ToLower(v.name), " ", "_"), k), k)
		},
		func(v vendor, k string) Sample {
			return hsS(cat, "python", fmt.Sprintf("os.environ[\"%s\"] = \"%s\"", v.env, k), k)
		},
		func(v vendor, k string) Sample {
			return hsS(cat, "shell", fmt.Sprintf("curl -H \"Authorization: Bearer %s\" https://api.%s.example/v1/me", k, strings.ReplaceAll(strings.ToLower(v.name), " ", "")), k)
		},
		func(v vendor, k string) Sample {
			return hsS(cat, "prose-de", fmt.Sprintf("%s-Schlüssel (Produktion): %s", v.name, k), k)
		},
		func(v vendor, k string) Sample {
			return hsS(cat, "prose-es", fmt.Sprintf("la clave de %s que usamos en producción: %s", v.name, k), k)
		},
		func(v vendor, k string) Sample {
			return hsK(hsS(cat, "meeting-notes", fmt.Sprintf("Action items\n- %s: switch to the team account\n- key for now: %s\n- revisit pricing in Q3", v.name, k), k), "- revisit pricing in Q3")
		},
		func(v vendor, k string) Sample {
			return hsS(cat, "github-actions", fmt.Sprintf("    steps:\n      - run: ./scripts/sync.sh\n        env:\n          %s: %s", v.env, k), k)
		},
		func(v vendor, k string) Sample {
			return hsS(cat, "prose-ko", fmt.Sprintf("%s API 키: %s", v.name, k), k)
		},
		func(v vendor, k string) Sample {
			return hsS(cat, "dockerfile", fmt.Sprintf("FROM python:3.12-slim\nENV %s=%s\nCOPY . /app\nCMD [\"python\", \"/app/main.py\"]", v.env, k), k)
		},
	}
	for _, v := range vs {
		v := v
		c.each(1, func() Sample { return hsP(ways...)(v, v.gen()) })
	}
}
