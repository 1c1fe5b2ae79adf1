package main

import (
	"encoding/base64"
	"strings"
)

// heldout-q's vendor tokens (other token kinds and other surroundings than heldout-p's),
// connection strings, credential files, CLI output, CI and deployment config, and generic
// credentials in more languages and formats.

type hqxTok struct {
	vendor, key string
	make        func() string
}

var hqxToks = []hqxTok{
	{"Stripe test", "STRIPE_API_KEY", func() string { return "sk_test_" + rnd(alnum, 99) }},
	{"Stripe webhook", "STRIPE_ENDPOINT_SECRET", func() string { return "whsec_" + rnd(alnum, 32) }},
	{"GitHub OAuth", "GITHUB_OAUTH_TOKEN", func() string { return "gho_" + rnd(alnum, 36) }},
	{"GitHub user-to-server", "GH_USER_TOKEN", func() string { return "ghu_" + rnd(alnum, 36) }},
	{"GitHub refresh", "GH_REFRESH", func() string { return "ghr_" + rnd(alnum, 76) }},
	{"GitLab deploy", "GITLAB_DEPLOY_TOKEN", func() string { return "gldt-" + rnd(b64url, 20) }},
	{"GitLab trigger", "CI_TRIGGER_TOKEN", func() string { return "glptt-" + rnd(hexs, 40) }},
	{"Slack user", "SLACK_USER_TOKEN", func() string {
		return "xoxp-" + rnd(digits, 12) + "-" + rnd(digits, 12) + "-" + rnd(digits, 13) + "-" + rnd(hexs, 32)
	}},
	{"AWS session", "AWS_SESSION_TOKEN", func() string { return "IQoJb3JpZ2luX2VjE" + rnd(alnum+"/+", 300) }},
	{"Google OAuth client", "GOOGLE_CLIENT_SECRET", func() string { return "GOCSPX-" + rnd(b64url, 28) }},
	{"Azure DevOps", "AZURE_DEVOPS_PAT", func() string { return rnd(lower+digits, 52) }},
	{"OpenAI", "OPENAI_API_KEY", func() string { return "sk-" + rnd(alnum, 20) + "T3BlbkFJ" + rnd(alnum, 20) }},
	{"OpenAI admin", "OPENAI_ADMIN_KEY", func() string { return "sk-admin-" + rnd(b64url, 60) + "T3BlbkFJ" + rnd(b64url, 60) }},
	{"Anthropic admin", "ANTHROPIC_ADMIN_KEY", func() string { return "sk-ant-admin01-" + rnd(b64url, 93) + "AA" }},
	{"Twilio API key secret", "TWILIO_API_SECRET", func() string { return rnd(alnum, 32) }},
	{"SendGrid", "SENDGRID_API_KEY", func() string { return "SG." + rnd(b64url, 22) + "." + rnd(b64url, 43) }},
	{"Mailgun", "MAILGUN_KEY", func() string { return rnd(hexs, 32) + "-" + rnd(hexs, 8) + "-" + rnd(hexs, 8) }},
	{"npm legacy", "NPM_AUTH_TOKEN", func() string {
		return rnd(hexs, 8) + "-" + rnd(hexs, 4) + "-" + rnd(hexs, 4) + "-" + rnd(hexs, 4) + "-" + rnd(hexs, 12)
	}},
	{"Docker Hub", "DOCKER_PASSWORD", func() string { return "dckr_pat_" + rnd(b64url, 27) }},
	{"Discord", "DISCORD_TOKEN", func() string { return "N" + rnd(alnum, 23) + "." + rnd(b64url, 6) + "." + rnd(b64url, 27) }},
	{"HuggingFace", "HUGGING_FACE_HUB_TOKEN", func() string { return "hf_" + rnd(upper+lower, 34) }},
	{"Shopify app secret", "SHOPIFY_API_SECRET", func() string { return "shpss_" + rnd(hexs, 32) }},
	{"Shopify custom app", "SHOPIFY_TOKEN", func() string { return "shpca_" + rnd(hexs, 32) }},
	{"Cloudflare global", "CF_API_KEY", func() string { return rnd(hexs, 37) }},
	{"Vercel", "VERCEL_API_TOKEN", func() string { return rnd(alnum, 24) }},
	{"Netlify", "NETLIFY_TOKEN", func() string { return "nfp_" + rnd(alnum, 36) }},
	{"Supabase secret", "SUPABASE_SECRET_KEY", func() string { return "sb_secret_" + rnd(b64url, 31) }},
	{"Sentry user", "SENTRY_TOKEN", func() string { return "sntryu_" + rnd(hexs, 64) }},
	{"Datadog app", "DD_APP_KEY", func() string { return rnd(hexs, 40) }},
	{"New Relic license", "NEW_RELIC_LICENSE_KEY", func() string { return rnd(hexs, 36) + "NRAL" }},
	{"PagerDuty routing", "PD_ROUTING_KEY", func() string { return rnd(hexs, 32) }},
	{"Auth0 client", "AUTH0_SECRET", func() string { return rnd(b64url, 64) }},
	{"Algolia admin", "ALGOLIA_API_KEY_ADMIN", func() string { return rnd(hexs, 32) }},
	{"Mapbox", "MAPBOX_DOWNLOADS_TOKEN", func() string {
		return "sk.eyJ1IjoiYWNtZS1" + rnd(b64url, 10) + "iLCJhIjoi" + rnd(b64url, 34) + "In0." + rnd(b64url, 22)
	}},
	{"Square", "SQUARE_APP_SECRET", func() string { return "sq0csp-" + rnd(b64url, 43) }},
	{"PayPal", "PAYPAL_CLIENT_SECRET", func() string { return "E" + rnd(b64url, 79) }},
	{"Plaid", "PLAID_ACCESS_TOKEN", func() string {
		return "access-production-" + rnd(hexs, 8) + "-" + rnd(hexs, 4) + "-" + rnd(hexs, 4) + "-" + rnd(hexs, 4) + "-" + rnd(hexs, 12)
	}},
	{"Linear", "LINEAR_TOKEN", func() string { return "lin_api_" + rnd(alnum, 40) }},
	{"Notion", "NOTION_API_KEY", func() string { return "secret_" + rnd(alnum, 43) }},
	{"Airtable", "AIRTABLE_TOKEN", func() string { return "pat" + rnd(alnum, 14) + "." + rnd(hexs, 64) }},
	{"Asana", "ASANA_TOKEN", func() string { return "1/" + rnd(digits, 16) + ":" + rnd(hexs, 32) }},
	{"Dropbox", "DROPBOX_ACCESS_TOKEN", func() string { return "sl.u." + rnd(b64url, 150) }},
	{"Box", "BOX_CLIENT_SECRET", func() string { return rnd(alnum, 32) }},
	{"Zoom", "ZOOM_SECRET_TOKEN", func() string { return rnd(b64url, 22) }},
	{"Heroku", "HEROKU_API_KEY", func() string {
		return "HRKU-" + rnd(hexs, 8) + "-" + rnd(hexs, 4) + "-" + rnd(hexs, 4) + "-" + rnd(hexs, 4) + "-" + rnd(hexs, 12)
	}},
	{"Pulumi", "PULUMI_ACCESS_TOKEN", func() string { return "pul-" + rnd(hexs, 40) }},
	{"Terraform Cloud", "TF_TOKEN_app_terraform_io", func() string { return rnd(alnum, 14) + ".atlasv1." + rnd(alnum, 67) }},
	{"Postman", "POSTMAN_API_KEY", func() string { return "PMAK-" + rnd(hexs, 24) + "-" + rnd(hexs, 34) }},
	{"age", "SOPS_AGE_KEY", func() string { return "AGE-SECRET-KEY-1" + rnd("QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L", 58) }},
	{"Doppler", "DOPPLER_TOKEN", func() string { return "dp.st.prd." + rnd(alnum, 40) }},
	{"Telegram", "TG_BOT_TOKEN", func() string { return rnd(digits, 9) + ":AA" + rnd(b64url, 33) }},
}

// hqxTokCtx places a token; it returns the text and an ordinary substring to keep (or "").
var hqxTokCtx = []func(t hqxTok, v string) (string, string){
	func(t hqxTok, v string) (string, string) {
		return "os.environ.setdefault(\"" + t.key + "\", \"" + v + "\")\nos.environ.setdefault(\"DJANGO_DEBUG\", \"0\")", "os.environ.setdefault(\"DJANGO_DEBUG\", \"0\")"
	},
	func(t hqxTok, v string) (string, string) {
		return "        env:\n        - name: " + t.key + "\n          value: \"" + v + "\"\n        - name: TZ\n          value: Europe/Berlin", "value: Europe/Berlin"
	},
	func(t hqxTok, v string) (string, string) {
		k := "Lo borro la semana que viene."
		return "Nueva clave de " + t.vendor + " para pruebas: " + v + " " + k, k
	},
	func(t hqxTok, v string) (string, string) {
		k := "Scade a fine mese."
		return "Token " + t.vendor + " (ambiente di test): " + v + "\n" + k, k
	},
	func(t hqxTok, v string) (string, string) {
		return "[Service]\nEnvironment=" + t.key + "=" + v + "\nExecStart=/usr/local/bin/worker", "ExecStart=/usr/local/bin/worker"
	},
	func(t hqxTok, v string) (string, string) {
		return t.key + " ?= " + v + "\n\ndeploy:\n\t./scripts/release.sh", "\t./scripts/release.sh"
	},
	func(t hqxTok, v string) (string, string) {
		k := "I'll revoke it once the migration is done."
		return "For the record, the " + t.vendor + " credential the cron uses is " + v + ". " + k, k
	},
	func(t hqxTok, v string) (string, string) {
		return "{\n  \"name\": \"sync\",\n  \"" + strings.ToLower(t.key) + "\": \"" + v + "\"\n}", "\"name\": \"sync\""
	},
}

func hqxTokenSamples() []Sample {
	var out []Sample
	for r := range 3 {
		for i, t := range hqxToks {
			v := t.make()
			text, k := hqxTokCtx[(i*3+r*5)%len(hqxTokCtx)](t, v)
			s := hqxS("hq-token", "config", text, hqxL(v))
			if k != "" {
				s.Keep = hqxL(k)
			}
			out = append(out, s)
		}
	}
	return out
}

// hqxDSNs are connection strings and URLs in forms other than heldout-p's.
var hqxDSNs = []func() (string, string){
	func() (string, string) {
		pw := hqxSafePw()
		return "dsn = \"host=pg.acme.lan port=5432 dbname=erp user=erp password=" + pw + " sslmode=verify-full\"", pw
	},
	func() (string, string) {
		pw := hqxSafePw()
		return "sqlcmd -S tcp:mssql01,1433 -U sa -P " + pw + " -Q \"SELECT @@VERSION\"", pw
	},
	func() (string, string) {
		pw := hqxSafePw()
		return "jdbc:mysql://mysql.acme.lan:3306/shop?user=shop&password=" + pw + "&useSSL=true", pw
	},
	func() (string, string) {
		pw := hqxSafePw()
		return "mongodb://admin:" + pw + "@mongo-0.mongo:27017,mongo-1.mongo:27017/?replicaSet=rs0", pw
	},
	func() (string, string) {
		pw := hqxSafePw()
		return "redis-cli -h cache.acme.lan -p 6380 --tls -a " + pw + " INFO", pw
	},
	func() (string, string) {
		pw := hqxSafePw()
		return "pika.URLParameters('amqp://events:" + pw + "@rabbit.acme.lan:5672/%2F')", pw
	},
	func() (string, string) {
		pw := hqxSafePw()
		return "SQLALCHEMY_DATABASE_URI = 'postgresql+psycopg://api:" + pw + "@10.20.0.7/api'", pw
	},
	func() (string, string) {
		pw := hqxSafePw()
		return "Driver={ODBC Driver 18 for SQL Server};Server=sql02;Database=hr;Uid=hr_ro;Pwd=" + pw + ";", pw
	},
	func() (string, string) {
		pw := hqxSafePw()
		return "sqlplus scott/" + pw + "@//ora01.acme.lan:1521/ORCLPDB1", pw
	},
	func() (string, string) {
		pw := hqxSafePw()
		return "ldapsearch -x -H ldaps://dc01.acme.lan -D 'cn=svc-ldap,ou=svc,dc=acme,dc=lan' -w " + pw + " -b dc=acme,dc=lan", pw
	},
	func() (string, string) {
		pw := hqxSafePw()
		return "ELASTICSEARCH_HOSTS=https://elastic:" + pw + "@es.acme.lan:9200", pw
	},
	func() (string, string) {
		pw := hqxSafePw()
		return "mosquitto_pub -h mqtt.acme.lan -u sensor -P " + pw + " -t home/temp -m 21.5", pw
	},
	func() (string, string) {
		sig := rnd(alnum+"%", 44)
		return "https://acmebackup.blob.core.windows.net/dumps?sv=2022-11-02&ss=b&srt=co&sp=rl&se=2026-01-01T00:00:00Z&sig=" + sig, sig
	},
	func() (string, string) {
		t := rnd(b64url, 68)
		return "https://discord.com/api/webhooks/" + rnd(digits, 19) + "/" + t, t
	},
}

// hqxFiles: credential files, cloud CLI output, CI and deployment config.
var hqxFiles = []func() (string, []string, string){
	func() (string, []string, string) {
		kb, _ := hqxPEM("RSA PRIVATE KEY")
		d := base64.StdEncoding.EncodeToString([]byte(kb))
		k := "    client-certificate-data: " + base64.StdEncoding.EncodeToString([]byte("-----BEGIN CERTIFICATE-----\nMIIC"+rnd(alnum, 40)))
		return "users:\n- name: kind-admin\n  user:\n" + k + "\n    client-key-data: " + d, hqxL(d), k
	},
	func() (string, []string, string) {
		pw := hqxSafePw()
		return "echo \"" + pw + "\" | docker login registry.gitlab.com -u deploy --password-stdin", hqxL(pw), ""
	},
	func() (string, []string, string) {
		a := base64.StdEncoding.EncodeToString([]byte("builder:" + hqxSafePw()))
		return "; .npmrc for the Nexus proxy\nregistry=https://nexus.acme.lan/repository/npm/\n_auth=" + a + "\nalways-auth=true", hqxL(a), "always-auth=true"
	},
	func() (string, []string, string) {
		pw := hqxSafePw()
		return "[acme]\nrepository = https://pkgs.acme.lan/pypi/\nusername = uploader\npassword = " + pw, hqxL(pw), "username = uploader"
	},
	func() (string, []string, string) {
		pw := hqxPw()
		return "machine api.heroku.com\n  login ops@acme.io\n  password " + pw + "\nmachine git.heroku.com", hqxL(pw), "machine git.heroku.com"
	},
	func() (string, []string, string) {
		pw := hqxSafePw()
		return "*:*:*:replicator:" + pw, hqxL(pw), ""
	},
	func() (string, []string, string) {
		t := "glpat-" + rnd(b64url, 20)
		return "https://oauth2:" + t + "@gitlab.acme.lan", hqxL(t), ""
	},
	func() (string, []string, string) {
		id, sk, st := "ASIA"+rnd(b32, 16), rnd(alnum+"/+", 40), "IQoJb3JpZ2luX2Vj"+rnd(alnum+"/+", 200)
		return "$ aws sts assume-role --role-arn arn:aws:iam::" + rnd(digits, 12) + ":role/admin --role-session-name me\n{\n    \"Credentials\": {\n        \"AccessKeyId\": \"" + id + "\",\n        \"SecretAccessKey\": \"" + sk + "\",\n        \"SessionToken\": \"" + st + "\",\n        \"Expiration\": \"2025-06-01T12:00:00Z\"\n    }\n}", hqxL(id, sk, st), "\"Expiration\": \"2025-06-01T12:00:00Z\""
	},
	func() (string, []string, string) {
		k1, k2 := rnd(alnum+"+/", 86)+"==", rnd(alnum+"+/", 86)+"=="
		return "$ az storage account keys list -n acmelogs -o table\nKeyName    Permissions    Value\nkey1       FULL           " + k1 + "\nkey2       FULL           " + k2, hqxL(k1, k2), "KeyName    Permissions    Value"
	},
	func() (string, []string, string) {
		pw := hqxSafePw()
		return "gcloud sql users set-password postgres --instance=prod-pg --password=" + pw, hqxL(pw), ""
	},
	func() (string, []string, string) {
		t := "ya29.c." + rnd(b64url, 180)
		return "$ gcloud auth application-default print-access-token\n" + t, hqxL(t), "$ gcloud auth application-default print-access-token"
	},
	func() (string, []string, string) {
		pw := hqxSafePw()
		return "jobs:\n  e2e:\n    runs-on: ubuntu-latest\n    env:\n      CYPRESS_PASSWORD: " + pw, hqxL(pw), "    runs-on: ubuntu-latest"
	},
	func() (string, []string, string) {
		t := rnd(hexs, 40)
		return "version: 2.1\njobs:\n  build:\n    docker:\n      - image: cimg/node:20.11\n        auth:\n          username: acmeci\n          password: " + t, hqxL(t), "      - image: cimg/node:20.11"
	},
	func() (string, []string, string) {
		pw := hqxPw()
		return "# terraform.tfvars\nadmin_password = \"" + pw + "\"\nlocation       = \"westeurope\"", hqxL(pw), "location       = \"westeurope\""
	},
	func() (string, []string, string) {
		pw := hqxSafePw()
		return "postgresql:\n  auth:\n    postgresPassword: " + pw + "\n  primary:\n    persistence:\n      size: 20Gi", hqxL(pw), "      size: 20Gi"
	},
	func() (string, []string, string) {
		pw := hqxSafePw()
		return "kubectl create secret generic smtp --from-literal=username=mailer --from-literal=password=" + pw + " -n prod", hqxL(pw), ""
	},
	func() (string, []string, string) {
		pw := hqxPw()
		return "apiVersion: v1\nkind: Secret\nmetadata:\n  name: redis\nstringData:\n  REDIS_PASSWORD: \"" + pw + "\"", hqxL(pw), "  name: redis"
	},
	func() (string, []string, string) {
		pw := hqxSafePw()
		enc := base64.StdEncoding.EncodeToString([]byte(pw))
		return "$ kubectl get secret grafana -o jsonpath='{.data.admin-password}'\n" + enc, hqxL(enc), ""
	},
	func() (string, []string, string) {
		pw := hqxSafePw()
		return "services:\n  db:\n    image: mariadb:11\n    environment:\n      MARIADB_ROOT_PASSWORD: " + pw, hqxL(pw), "    image: mariadb:11"
	},
}

// hqxKeys and hqxSyntax write generic credentials in more languages and formats.
var hqxKeys = []string{"passwd", "secretKey", "consumer_secret", "appKey", "bearer", "credentials", "keystore_password", "db_pass", "private_key_passphrase", "hmac_secret", "jwt_secret", "token"}

var hqxSyntax = []func(k, v string) string{
	func(k, v string) string { return "var " + k + " = \"" + v + "\" // TODO: read from env" },
	func(k, v string) string { return "private const string " + k + " = \"" + v + "\";" },
	func(k, v string) string { return k + ": " + v + "   # java .properties with a colon" },
	func(k, v string) string { return "let " + k + " = \"" + v + "\"  // Swift" },
	func(k, v string) string { return "config :acme, " + k + ": \"" + v + "\"" },
	func(k, v string) string { return "local " + k + " = \"" + v + "\" -- lua" },
	func(k, v string) string { return "my $" + k + " = '" + v + "';" },
	func(k, v string) string { return "export " + strings.ToUpper(k) + "='" + v + "'" },
	func(k, v string) string {
		return "defaults: &defaults\n  " + k + ": '" + v + "'\nproduction:\n  <<: *defaults"
	},
	func(k, v string) string { return "SetEnv " + strings.ToUpper(k) + " " + v },
	func(k, v string) string { return "ENV " + strings.ToUpper(k) + "=" + v },
	func(k, v string) string { return "https://api.acme.lan/v2/report?format=pdf&" + k + "=" + v },
	func(k, v string) string { return "Set-Cookie: " + k + "=" + v + "; Path=/; HttpOnly; Secure" },
	func(k, v string) string { return "props.put(\"" + k + "\", \"" + v + "\");" },
	func(k, v string) string { return "- " + k + ": " + v },
	func(k, v string) string { return k + " := \"" + v + "\"" },
}

func hqxSetupSamples() []Sample {
	var out []Sample
	for i := range 4 * len(hqxDSNs) {
		text, pw := hqxDSNs[i%len(hqxDSNs)]()
		out = append(out, hqxS("hq-dsn", "config", text, hqxL(pw)))
	}
	for i := range 3 * len(hqxFiles) {
		text, secrets, k := hqxFiles[i%len(hqxFiles)]()
		s := hqxS("hq-file", "config", text, secrets)
		if k != "" {
			s.Keep = hqxL(k)
		}
		out = append(out, s)
	}
	for i := range 5 * len(hqxSyntax) {
		var v string
		switch i % 4 {
		case 0:
			v = rnd(b64url, 32+rng.IntN(16))
		case 1:
			v = rnd(alnum, 20)
		case 2:
			v = hqxSafePw()
		default:
			v = rnd(hexs, 64)
		}
		out = append(out, hqxS("hq-generic", "config", hqxSyntax[i%len(hqxSyntax)](pick(hqxKeys), v), hqxL(v)))
	}
	return out
}
