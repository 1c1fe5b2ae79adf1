package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// Everything else a person pastes: cloud keys, git hosts, chat bots, payments, databases, JWTs,
// private keys, SaaS keys, basic auth, Kubernetes secrets and command lines.

func habMiscSecrets() []Sample {
	var out []Sample
	add := func(cat, format, text string, secrets []string, keep ...string) {
		out = append(out, habS(cat, format, text, secrets, keep...))
	}
	// Cloud.
	for i := range 10 {
		switch i % 7 {
		case 0:
			k, s := habAWSKeyID(), habAWSSecret()
			add("cloud", "chat", fmt.Sprintf("temp creds for the sagemaker job: %s / %s", k, s), []string{k, s})
		case 1:
			k, s := habAWSKeyID(), habAWSSecret()
			add("cloud", "dotenv", fmt.Sprintf("AWS_ACCESS_KEY_ID=%s\nAWS_SECRET_ACCESS_KEY=%s\nAWS_DEFAULT_REGION=eu-central-1", k, s), []string{k, s}, "AWS_DEFAULT_REGION=eu-central-1")
		case 2:
			k := habGCPKey()
			add("cloud", "python", fmt.Sprintf("genai.configure(api_key=\"%s\")\nmodel = genai.GenerativeModel(\"gemini-1.5-flash\")", k), []string{k})
		case 3:
			k := habAzureKey()
			add("cloud", "connstring", fmt.Sprintf("DefaultEndpointsProtocol=https;AccountName=acmemldata;AccountKey=%s;EndpointSuffix=core.windows.net", k), []string{k})
		case 4:
			s := habAzureClientSecret()
			add("cloud", "json", fmt.Sprintf("{\n  \"appId\": \"%s\",\n  \"displayName\": \"aml-pipeline-sp\",\n  \"password\": \"%s\",\n  \"tenant\": \"%s\"\n}", habUUID(), s, habUUID()), []string{s})
		case 5:
			k := habR(alnum, 32)
			add("cloud", "shell", fmt.Sprintf("export AZURE_OPENAI_ENDPOINT=https://acme-oai.openai.azure.com/\nexport AZURE_OPENAI_API_KEY=%s", k), []string{k})
		case 6:
			s := habAzureClientSecret()
			add("cloud", "chat-de", fmt.Sprintf("Client-Secret für den Service Principal: %s (läuft in 6 Monaten ab)", s), []string{s})
		}
	}
	// Git hosts.
	for i := range 6 {
		switch i % 5 {
		case 0:
			t := habGHP()
			add("git-token", "shell", fmt.Sprintf("git remote set-url origin https://%s@github.com/acme-ml/feature-pipelines.git", t), []string{t})
		case 1:
			t := habGHPat()
			add("git-token", "yaml", fmt.Sprintf("# .github/workflows/train.yml (don't do this)\nenv:\n  GH_TOKEN: %s\n  PYTHON_VERSION: \"3.11\"", t), []string{t})
		case 2:
			t := habGlpat()
			add("git-token", "shell", fmt.Sprintf("pip install git+https://oauth2:%s@gitlab.example.com/ml/tokenizers-ext.git@v0.4.1", t), []string{t})
		case 3:
			t := habGHP()
			add("git-token", "chat", fmt.Sprintf("use my PAT for now: %s, I'll make a bot account later", t), []string{t})
		case 4:
			t := habR(alnum+"-_", 36)
			add("git-token", "netrc", fmt.Sprintf("machine bitbucket.org\n  login ci-bot\n  password %s", t), []string{t})
		}
	}
	// Chat and bot tokens.
	for i := range 8 {
		switch i % 6 {
		case 0:
			t := habSlackBot()
			add("chat-token", "python", fmt.Sprintf("client = WebClient(token=\"%s\")\nclient.chat_postMessage(channel=\"#ml-alerts\", text=msg)", t), []string{t})
		case 1:
			path, tok := habSlackHookPath()
			add("chat-token", "dotenv", fmt.Sprintf("SLACK_WEBHOOK_URL=https://hooks.slack.com/services/%s", path), []string{tok})
		case 2:
			t := habTelegram()
			add("chat-token", "python", fmt.Sprintf("bot = telegram.Bot(token=\"%s\")\nawait bot.send_message(chat_id=%d, text=f\"epoch {epoch}: acc={acc:.3f}\")", t, -habN(100000000, 999999999)), []string{t})
		case 3:
			id, t := habSnowflake(), habDiscordHook()
			add("chat-token", "chat", fmt.Sprintf("webhook for #training-runs: https://discord.com/api/webhooks/%s/%s", id, t), []string{t})
		case 4:
			t := habTelegram()
			add("chat-token", "chat-ru", fmt.Sprintf("токен телеграм-бота: %s", t), []string{t})
		case 5:
			t := habSlackUser()
			add("chat-token", "note", fmt.Sprintf("slack user token (export script): %s", t), []string{t})
		}
	}
	// Payments.
	for i := range 4 {
		k := habStripe()
		switch i % 3 {
		case 0:
			add("payment", "python", fmt.Sprintf("stripe.api_key = \"%s\"\ncharges = stripe.Charge.list(limit=100)", k), []string{k})
		case 1:
			w := "whsec_" + habR(alnum, 32)
			add("payment", "dotenv", fmt.Sprintf("STRIPE_SECRET_KEY=%s\nSTRIPE_WEBHOOK_SECRET=%s", k, w), []string{k, w})
		case 2:
			add("payment", "chat", fmt.Sprintf("for the churn model backfill I used %s to pull invoices", k), []string{k})
		}
	}
	// Databases.
	dbs := []string{"postgresql://%s:%s@%s:5432/features", "mysql://%s:%s@%s:3306/crm", "mongodb+srv://%s:%s@%s/?retryWrites=true&w=majority",
		"redis://%s:%s@%s:6379/0", "postgres://%s:%s@%s/warehouse?sslmode=require", "amqp://%s:%s@%s:5672/vhost"}
	for i := range 8 {
		u, p := habP(habUsers), habURLPw()
		uri := fmt.Sprintf(dbs[i%len(dbs)], u, p, habHost())
		wrap := []string{"DATABASE_URL=%s", "conn = psycopg.connect(\"%s\")", "the features db is %s", "sqlalchemy.url = %s", "  uri: \"%s\"", "%%sql %s"}
		add("db-url", "mixed", fmt.Sprintf(wrap[i%len(wrap)], uri), []string{p})
	}
	// JWTs.
	for i := range 6 {
		j := habJWT()
		f := []string{"Authorization: Bearer %s", "curl -H 'Authorization: Bearer %s' https://%s/api/v1/predict", "SUPABASE_SERVICE_ROLE_KEY=%s", "session cookie was access_token=%s; Path=/; HttpOnly"}
		tpl := f[i%len(f)]
		var text string
		if strings.Count(tpl, "%s") == 2 {
			text = fmt.Sprintf(tpl, j, habHost())
		} else {
			text = fmt.Sprintf(tpl, j)
		}
		add("jwt", "mixed", text, []string{j})
	}
	// PEM and SSH private keys.
	for i := range 6 {
		switch i % 4 {
		case 0:
			pem, lines := habPEM("RSA PRIVATE KEY", "\n")
			add("private-key", "pem", "deploy key for the label server:\n"+pem, lines)
		case 1:
			pem, lines := habPEM("PRIVATE KEY", "\n")
			add("private-key", "note", "snowflake key-pair auth (rsa_key.p8):\n\n"+pem+"\n\npublic key is already set on the user", lines)
		case 2:
			body := "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n"
			var lines []string
			for range habN(3, 5) {
				l := habR(alnum+"+/", 70)
				lines = append(lines, l)
				body += l + "\n"
			}
			last := habR(alnum+"+/", 20) + "="
			lines = append(lines, last)
			add("private-key", "ssh", "-----BEGIN OPENSSH PRIVATE KEY-----\n"+body+last+"\n-----END OPENSSH PRIVATE KEY-----", lines)
		case 3:
			pem, lines := habPEM("EC PRIVATE KEY", "\n")
			add("private-key", "yaml", "tls:\n  key: |\n    "+strings.ReplaceAll(pem, "\n", "\n    "), lines)
		}
	}
	// SaaS keys.
	saas := []struct {
		env string
		gen func() string
	}{
		{"SENDGRID_API_KEY", habSendGrid},
		{"NPM_TOKEN", habNpm},
		{"TWINE_PASSWORD", habPyPI},
		{"VAULT_TOKEN", habVault},
		{"DD_API_KEY", func() string { return habHex(32) }},
		{"TWILIO_AUTH_TOKEN", func() string { return habHex(32) }},
		{"MAILGUN_API_KEY", func() string { return "key-" + habHex(32) }},
		{"SHOPIFY_ADMIN_TOKEN", func() string { return "shpat_" + habHex(32) }},
		{"NOTION_TOKEN", func() string { return "ntn_" + habR(alnum, 46) }},
		{"LINEAR_API_KEY", func() string { return "lin_api_" + habR(alnum, 40) }},
		{"POSTMAN_API_KEY", func() string { return "PMAK-" + habHex(24) + "-" + habHex(34) }},
		{"GRAFANA_SA_TOKEN", func() string { return "glsa_" + habR(alnum, 32) + "_" + habHex(8) }},
		{"NEW_RELIC_API_KEY", func() string { return "NRAK-" + habR(upper+digits, 27) }},
		{"LANGCHAIN_API_KEY", func() string { return "lsv2_pt_" + habHex(32) + "_" + habHex(10) }},
	}
	sw := []string{"%s=%s", "export %s=\"%s\"", "  %s: %s", "%s = '%s'", "set %s=%s"}
	for i := range 14 {
		v := saas[i%len(saas)]
		k := v.gen()
		add("saas-key", "config", fmt.Sprintf(sw[i%len(sw)], v.env, k), []string{k})
	}
	// Basic auth.
	for i := range 8 {
		u, p := habP(habUsers), habURLPw()
		switch i % 5 {
		case 0:
			add("basic-auth", "shell", fmt.Sprintf("curl -u %s:%s https://%s/api/v1/datasets", u, p, habHost()), []string{p})
		case 1:
			b := base64.StdEncoding.EncodeToString([]byte(u + ":" + p))
			add("basic-auth", "http", fmt.Sprintf("GET /api/v2/export HTTP/1.1\nHost: %s\nAuthorization: Basic %s\nAccept: text/csv", habHost(), b), []string{b})
		case 2:
			add("basic-auth", "chat", fmt.Sprintf("prometheus is at https://%s:%s@%s/graph", u, p, habHost()), []string{p})
		case 3:
			add("basic-auth", "python", fmt.Sprintf("r = requests.get(url, auth=(\"%s\", \"%s\"), timeout=30)", u, p), []string{p})
		case 4:
			add("basic-auth", "pip", fmt.Sprintf("[global]\nindex-url = https://%s:%s@pypi.internal.acme.io/simple", u, p), []string{p})
		}
	}
	// Kubernetes secrets.
	for range 4 {
		p := habPw()
		k := habOpenAI()
		bp := base64.StdEncoding.EncodeToString([]byte(p))
		bk := base64.StdEncoding.EncodeToString([]byte(k))
		add("k8s-secret", "yaml", fmt.Sprintf("apiVersion: v1\nkind: Secret\nmetadata:\n  name: rag-api\n  namespace: ml\ntype: Opaque\ndata:\n  DB_PASSWORD: %s\n  OPENAI_API_KEY: %s", bp, bk), []string{bp, bk}, "  namespace: ml")
	}
	// Command lines.
	for i := range 8 {
		p := habPw()
		if strings.ContainsAny(p, "!$&*?#") {
			p = habURLPw()
		}
		switch i % 6 {
		case 0:
			add("cli", "shell", fmt.Sprintf("docker login registry.acme.io -u ml-ci -p %s", p), []string{p})
		case 1:
			add("cli", "shell", fmt.Sprintf("mysql -h %s -u analyst -p%s -e 'select count(*) from events'", habHost(), p), []string{p})
		case 2:
			add("cli", "shell", fmt.Sprintf("PGPASSWORD=%s psql -h %s -U etl -d warehouse -c '\\dt marts.*'", p, habHost()), []string{p})
		case 3:
			add("cli", "shell", fmt.Sprintf("sshpass -p '%s' ssh pi@%s 'sudo systemctl restart sensor-ingest'", p, habIP()), []string{p})
		case 4:
			add("cli", "shell", fmt.Sprintf("$ htpasswd -b -c /etc/nginx/.htpasswd jupyter %s\nAdding password for user jupyter", p), []string{p})
		case 5:
			add("cli", "shell", fmt.Sprintf("mongosh \"mongodb://%s\" --username ds --password %s", habHost(), p), []string{p})
		}
	}
	return out
}
