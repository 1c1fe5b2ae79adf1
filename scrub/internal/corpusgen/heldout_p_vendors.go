package main

import (
	"encoding/base64"
	"strings"
)

// heldout-p's vendor tokens, connection strings, credential files, cloud CLI output, CI and
// deployment config, and generic credentials in many syntaxes.

func hpzB64(s string) string { return base64.RawURLEncoding.EncodeToString([]byte(s)) }

type hpzVendor struct {
	label, env string
	gen        func() string
}

var hpzVendors = []hpzVendor{
	{"Stripe", "STRIPE_SECRET_KEY", func() string { return "sk_live_" + rnd(alnum, 99) }},
	{"Stripe restricted", "STRIPE_RK", func() string { return "rk_live_" + rnd(alnum, 60) }},
	{"GitHub", "GH_TOKEN", func() string { return "ghp_" + rnd(alnum, 36) }},
	{"GitHub app", "GITHUB_APP_TOKEN", func() string { return "ghs_" + rnd(alnum, 36) }},
	{"GitHub fine-grained", "GITHUB_PAT", func() string { return "github_pat_11" + rnd(upper+digits, 20) + "_" + rnd(alnum, 59) }},
	{"GitLab", "GITLAB_PAT", func() string { return "glpat-" + rnd(b64url, 20) }},
	{"GitLab runner", "RUNNER_TOKEN", func() string { return "glrt-" + rnd(b64url, 20) }},
	{"Slack bot", "SLACK_BOT_TOKEN", func() string {
		return "xoxb-" + rnd(digits, 11) + "-" + rnd(digits, 13) + "-" + rnd(alnum, 24)
	}},
	{"Slack app-level", "SLACK_APP_TOKEN", func() string {
		return "xapp-1-A" + rnd(upper+digits, 10) + "-" + rnd(digits, 13) + "-" + rnd(hexs, 64)
	}},
	{"AWS", "AWS_SECRET_ACCESS_KEY", func() string { return rnd(alnum+"+/", 40) }},
	{"GCP API", "GOOGLE_MAPS_SERVER_KEY", func() string { return "AIza" + rnd(b64url, 35) }},
	{"Azure storage", "AZURE_STORAGE_KEY", func() string { return rnd(alnum+"+/", 86) + "==" }},
	{"Azure client secret", "AZURE_CLIENT_SECRET", func() string { return rnd(alnum, 3) + "8Q~" + rnd(b64url+".", 34) }},
	{"OpenAI", "OPENAI_API_KEY", func() string { return "sk-proj-" + rnd(b64url, 48) + "T3BlbkFJ" + rnd(b64url, 48) }},
	{"OpenAI service account", "OPENAI_KEY", func() string { return "sk-svcacct-" + rnd(b64url, 56) + "T3BlbkFJ" + rnd(b64url, 56) }},
	{"Anthropic", "ANTHROPIC_API_KEY", func() string { return "sk-ant-api03-" + rnd(b64url, 93) + "AA" }},
	{"Twilio", "TWILIO_AUTH_TOKEN", func() string { return rnd(hexs, 32) }},
	{"SendGrid", "SENDGRID_KEY", func() string { return "SG." + rnd(b64url, 22) + "." + rnd(b64url, 43) }},
	{"Mailgun", "MAILGUN_API_KEY", func() string { return "key-" + rnd(hexs, 32) }},
	{"npm", "NPM_TOKEN", func() string { return "npm_" + rnd(alnum, 36) }},
	{"PyPI", "TWINE_PASSWORD", func() string { return "pypi-AgEIcHlwaS5vcmc" + rnd(b64url, 140) }},
	{"Docker Hub", "DOCKERHUB_TOKEN", func() string { return "dckr_pat_" + rnd(b64url, 27) }},
	{"Discord", "DISCORD_BOT_TOKEN", func() string {
		return "M" + rnd(alnum, 25) + "." + rnd(b64url, 6) + "." + rnd(b64url, 38)
	}},
	{"Telegram", "TELEGRAM_BOT_TOKEN", func() string { return rnd(digits, 10) + ":AA" + rnd(b64url, 33) }},
	{"Hugging Face", "HF_TOKEN", func() string { return "hf_" + rnd(upper+lower, 34) }},
	{"Shopify", "SHOPIFY_ADMIN_TOKEN", func() string { return "shpat_" + rnd(hexs, 32) }},
	{"Atlassian", "JIRA_API_TOKEN", func() string { return "ATATT3xFfGF0" + rnd(b64url, 170) + "=" + rnd(upper+digits, 8) }},
	{"Cloudflare", "CLOUDFLARE_API_TOKEN", func() string { return rnd(b64url, 40) }},
	{"Vercel", "VERCEL_TOKEN", func() string { return rnd(alnum, 24) }},
	{"Netlify", "NETLIFY_AUTH_TOKEN", func() string { return "nfp_" + rnd(alnum, 36) }},
	{"Supabase", "SUPABASE_ACCESS_TOKEN", func() string { return "sbp_" + rnd(hexs, 40) }},
	{"Firebase", "FCM_SERVER_KEY", func() string { return "AAAA" + rnd(b64url, 7) + ":APA91b" + rnd(b64url, 134) }},
	{"Sentry", "SENTRY_AUTH_TOKEN", func() string { return "sntrys_" + rnd(b64url, 120) }},
	{"Datadog", "DD_API_KEY", func() string { return rnd(hexs, 32) }},
	{"New Relic", "NEW_RELIC_API_KEY", func() string { return "NRAK-" + rnd(upper+digits, 27) }},
	{"PagerDuty", "PAGERDUTY_TOKEN", func() string { return rnd(alnum, 3) + "+" + rnd(alnum+"_", 16) }},
	{"Okta", "OKTA_API_TOKEN", func() string { return "00" + rnd(b64url, 40) }},
	{"Auth0", "AUTH0_CLIENT_SECRET", func() string { return rnd(b64url, 64) }},
	{"Algolia admin", "ALGOLIA_ADMIN_KEY", func() string { return rnd(hexs, 32) }},
	{"Mapbox secret", "MAPBOX_SECRET_TOKEN", func() string {
		return "sk." + hpzB64(`{"u":"`+rnd(lower, 6)+`","a":"`+rnd(lower+digits, 25)+`"}`) + "." + rnd(b64url, 22)
	}},
	{"Square", "SQUARE_ACCESS_TOKEN", func() string { return "EAAA" + rnd(b64url, 60) }},
	{"Braintree", "BRAINTREE_TOKEN", func() string {
		return "access_token$production$" + rnd(lower+digits, 16) + "$" + rnd(hexs, 32)
	}},
	{"Plaid", "PLAID_SECRET", func() string { return rnd(hexs, 30) }},
	{"Postmark", "POSTMARK_SERVER_TOKEN", func() string {
		return rnd(hexs, 8) + "-" + rnd(hexs, 4) + "-" + rnd(hexs, 4) + "-" + rnd(hexs, 4) + "-" + rnd(hexs, 12)
	}},
	{"Linear", "LINEAR_API_KEY", func() string { return "lin_api_" + rnd(alnum, 40) }},
	{"Notion", "NOTION_TOKEN", func() string { return "ntn_" + rnd(digits, 11) + rnd(alnum, 35) }},
	{"Airtable", "AIRTABLE_PAT", func() string { return "pat" + rnd(alnum, 14) + "." + rnd(hexs, 64) }},
	{"Figma", "FIGMA_TOKEN", func() string { return "figd_" + rnd(b64url, 40) }},
	{"Asana", "ASANA_PAT", func() string { return "2/" + rnd(digits, 16) + "/" + rnd(digits, 16) + ":" + rnd(hexs, 32) }},
	{"Dropbox", "DROPBOX_TOKEN", func() string { return "sl." + rnd(b64url, 138) }},
	{"Box", "BOX_DEVELOPER_TOKEN", func() string { return rnd(alnum, 32) }},
	{"Zoom", "ZOOM_CLIENT_SECRET", func() string { return rnd(alnum, 32) }},
	{"DigitalOcean", "DIGITALOCEAN_TOKEN", func() string { return "dop_v1_" + rnd(hexs, 64) }},
	{"Grafana", "GRAFANA_SA_TOKEN", func() string { return "glsa_" + rnd(alnum, 32) + "_" + rnd(hexs, 8) }},
	{"Databricks", "DATABRICKS_TOKEN", func() string { return "dapi" + rnd(hexs, 32) }},
}

// hpzVendorCtx puts a vendor token in a place people paste it; it returns the text and an
// ordinary piece that must survive (or "").
var hpzVendorCtx = []func(v hpzVendor, t string) (string, string){
	func(v hpzVendor, t string) (string, string) {
		return "NODE_ENV=production\n" + v.env + "=" + t + "\nPORT=3000", "NODE_ENV=production"
	},
	func(v hpzVendor, t string) (string, string) {
		k := "Expires in 90 days."
		return "Created a new " + v.label + " key for the nightly sync: " + t + " " + k, k
	},
	func(v hpzVendor, t string) (string, string) {
		return "secrets:\n  " + strings.ToLower(v.env) + ": " + t + "\n  region: eu-central-1", "region: eu-central-1"
	},
	func(v hpzVendor, t string) (string, string) {
		k := "[16:41] eva: 👍"
		return "[16:40] max: here's the " + v.label + " token " + t + "\n" + k, k
	},
	func(v hpzVendor, t string) (string, string) {
		return "gh secret set " + v.env + " --body \"" + t + "\" --repo acme/api", ""
	},
	func(v hpzVendor, t string) (string, string) {
		return "docker run --rm -e " + v.env + "=" + t + " -p 8080:8080 acme/worker:1.4", ""
	},
	func(v hpzVendor, t string) (string, string) {
		k := "Bitte bis Freitag rotieren."
		return "Neuer " + v.label + "-Schlüssel: " + t + "\n" + k, k
	},
}

func hpzVendorSamples() []Sample {
	var out []Sample
	for round := range 3 {
		for i, v := range hpzVendors {
			t := v.gen()
			text, k := hpzVendorCtx[(i+round*3)%len(hpzVendorCtx)](v, t)
			s := hpzS("hp-vendor", "config", text, hpzOne(t))
			if k != "" {
				s.Keep = hpzOne(k)
			}
			out = append(out, s)
		}
	}
	return out
}

// hpzConns are connection strings and URLs with a password in them.
var hpzConns = []func() (string, string){
	func() (string, string) {
		pw := hpzURLPw()
		return "DATABASE_URL=postgresql://" + hpzUser() + ":" + pw + "@pg-primary.prod.acme.internal:5432/orders?sslmode=require", pw
	},
	func() (string, string) {
		pw := hpzURLPw()
		return "mysql://wp_user:" + pw + "@127.0.0.1:3306/wordpress", pw
	},
	func() (string, string) {
		pw := hpzURLPw()
		return "MONGO_URI=\"mongodb+srv://analytics:" + pw + "@cluster-prod." + rnd(lower+digits, 5) + ".mongodb.net/events?authSource=admin\"", pw
	},
	func() (string, string) {
		pw := rnd(alnum, 32)
		return "REDIS_URL=rediss://default:" + pw + "@eu1-" + rnd(lower, 6) + ".upstash.io:6379", pw
	},
	func() (string, string) {
		pw := hpzURLPw()
		return "CELERY_BROKER_URL=amqps://celery:" + pw + "@b-" + rnd(hexs, 8) + ".mq.eu-west-1.amazonaws.com:5671//", pw
	},
	func() (string, string) {
		pw := hpzPw()
		return "\"ConnectionStrings\": { \"Default\": \"Server=tcp:acme-sql.database.windows.net,1433;Initial Catalog=crm;User ID=crm_app;Password=" + pw + ";Encrypt=True;\" }", pw
	},
	func() (string, string) {
		pw := hpzURLPw()
		return "spring.datasource.url=jdbc:postgresql://db:5432/app?user=app&password=" + pw, pw
	},
	func() (string, string) {
		pw := hpzURLPw()
		return "curl -u ci:" + pw + " https://nexus.acme.internal/repository/releases/", pw
	},
	func() (string, string) {
		pw := hpzURLPw()
		return "pip install --index-url https://__token__:" + pw + "@pypi.acme.internal/simple/ acme-utils", pw
	},
	func() (string, string) {
		pw := hpzURLPw()
		return "open http://admin:" + pw + "@192.168.0.1/cgi-bin/luci to get to the router", pw
	},
	func() (string, string) {
		k := rnd(alnum, 32)
		return "GET https://api.openweathermap.org/data/2.5/weather?q=Berlin&appid=" + k, k
	},
	func() (string, string) {
		sec := rnd(hexs, 32)
		return "SENTRY_DSN=https://" + rnd(hexs, 32) + ":" + sec + "@sentry.acme.internal/" + rnd(digits, 2) + "  # self-hosted, legacy DSN", sec
	},
	func() (string, string) {
		k := rnd(alnum+"+/", 86) + "=="
		return "DefaultEndpointsProtocol=https;AccountName=acmelogs;AccountKey=" + k + ";EndpointSuffix=core.windows.net", k
	},
}

// hpzFiles are credential files, CLI output, CI and deployment config.
var hpzFiles = []func() (string, []string, string){
	func() (string, []string, string) {
		t := rnd(b64url, 40) + "." + rnd(b64url, 20)
		k := "    server: https://10.0.0.12:6443"
		return "clusters:\n- cluster:\n" + k + "\n  name: prod\nusers:\n- name: admin\n  user:\n    token: " + t, hpzOne(t), k
	},
	func() (string, []string, string) {
		a := base64.StdEncoding.EncodeToString([]byte("ci-bot:" + hpzPw()))
		return "~/.docker/config.json:\n{\n  \"auths\": {\n    \"registry.acme.io\": {\n      \"auth\": \"" + a + "\"\n    }\n  }\n}", hpzOne(a), "~/.docker/config.json:"
	},
	func() (string, []string, string) {
		t := "npm_" + rnd(alnum, 36)
		k := "registry=https://registry.npmjs.org/"
		return k + "\n//registry.npmjs.org/:_authToken=" + t, hpzOne(t), k
	},
	func() (string, []string, string) {
		t := "pypi-AgEIcHlwaS5vcmc" + rnd(b64url, 120)
		return "[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = " + t, hpzOne(t), "index-servers = pypi"
	},
	func() (string, []string, string) {
		pw := hpzPw()
		return "machine ftp.acme-partner.de login acme password " + pw, hpzOne(pw), ""
	},
	func() (string, []string, string) {
		pw := hpzPw()
		return "# ~/.pgpass\ndb-reporting.internal:5432:analytics:report_ro:" + pw, hpzOne(pw), "# ~/.pgpass"
	},
	func() (string, []string, string) {
		t := "ghp_" + rnd(alnum, 36)
		return "$ cat ~/.git-credentials\nhttps://marta:" + t + "@github.com", hpzOne(t), "$ cat ~/.git-credentials"
	},
	func() (string, []string, string) {
		id, sk := "AKIA"+rnd(b32, 16), rnd(alnum+"+/", 40)
		return "[default]\naws_access_key_id = " + id + "\naws_secret_access_key = " + sk + "\nregion = us-east-1", hpzOne(id, sk), "region = us-east-1"
	},
	func() (string, []string, string) {
		pw := rnd(alnum, 3) + "8Q~" + rnd(b64url, 34)
		app, ten := hpzUUID(), hpzUUID()
		return "$ az ad sp create-for-rbac --name gh-deployer --role contributor\n{\n  \"appId\": \"" + app + "\",\n  \"displayName\": \"gh-deployer\",\n  \"password\": \"" + pw + "\",\n  \"tenant\": \"" + ten + "\"\n}", hpzOne(pw), app
	},
	func() (string, []string, string) {
		t := "ya29.a0AfB_" + rnd(b64url, 160)
		return "$ gcloud auth print-access-token\n" + t + "\n$ curl -H \"Authorization: Bearer $TOKEN\" ...", hpzOne(t), "$ gcloud auth print-access-token"
	},
	func() (string, []string, string) {
		kb, body := hpzKeyBlock("PRIVATE KEY", 8)
		js := strings.ReplaceAll(kb, "\n", "\\n")
		return "{\n  \"type\": \"service_account\",\n  \"project_id\": \"acme-prod-" + rnd(digits, 4) + "\",\n  \"private_key_id\": \"" + rnd(hexs, 40) + "\",\n  \"private_key\": \"" + js + "\\n\",\n  \"client_email\": \"ci@acme.iam.gserviceaccount.com\"\n}", body, "\"type\": \"service_account\""
	},
	func() (string, []string, string) {
		pw := hpzPw()
		return "# .gitlab-ci.yml\nvariables:\n  DOCKER_DRIVER: overlay2\n  REGISTRY_PASSWORD: \"" + pw + "\"", hpzOne(pw), "DOCKER_DRIVER: overlay2"
	},
	func() (string, []string, string) {
		t := rnd(hexs, 40)
		return "      - run: ./deploy.sh\n        env:\n          DEPLOY_TOKEN: " + t + "   # TODO use secrets.DEPLOY_TOKEN", hpzOne(t), "      - run: ./deploy.sh"
	},
	func() (string, []string, string) {
		t := "CCIPAT_" + rnd(alnum, 22) + "_" + rnd(hexs, 40)
		return "curl -H \"Circle-Token: " + t + "\" https://circleci.com/api/v2/me", hpzOne(t), ""
	},
	func() (string, []string, string) {
		pw := hpzPw()
		return "resource \"aws_db_instance\" \"main\" {\n  engine   = \"postgres\"\n  username = \"dbadmin\"\n  password = \"" + pw + "\"\n}", hpzOne(pw), "  engine   = \"postgres\""
	},
	func() (string, []string, string) {
		pw := hpzPw()
		return "# group_vars/prod.yml\nmysql_root_password: \"" + pw + "\"\nmysql_port: 3306", hpzOne(pw), "mysql_port: 3306"
	},
	func() (string, []string, string) {
		pw := hpzPw()
		return "helm upgrade --install kc bitnami/keycloak --set auth.adminUser=admin --set auth.adminPassword='" + pw + "'", hpzOne(pw), ""
	},
	func() (string, []string, string) {
		pw := hpzPw()
		enc := base64.StdEncoding.EncodeToString([]byte(pw))
		return "apiVersion: v1\nkind: Secret\nmetadata:\n  name: db-creds\ntype: Opaque\ndata:\n  username: " + base64.StdEncoding.EncodeToString([]byte("app")) + "\n  password: " + enc, hpzOne(enc), "  name: db-creds"
	},
}

// hpzGeneric are credentials under varied key names in varied syntaxes.
var hpzKeyNames = []string{"api_key", "apiSecret", "client_secret", "auth_token", "private_token", "signing_key", "master_key", "app_secret", "access_token", "webhook_secret", "encryption_key", "session_secret"}

var hpzGeneric = []func(k, v string) string{
	func(k, v string) string { return "[service]\n" + k + " = " + v + "\ntimeout = 30" },
	func(k, v string) string { return k + " = \"" + v + "\"  # toml" },
	func(k, v string) string { return "<add key=\"" + k + "\" value=\"" + v + "\" />" },
	func(k, v string) string { return "<" + k + ">" + v + "</" + k + ">" },
	func(k, v string) string { return "app." + strings.ReplaceAll(k, "_", ".") + "=" + v },
	func(k, v string) string { return "variable \"" + k + "\" {\n  default = \"" + v + "\"\n}" },
	func(k, v string) string { return "$" + k + " = '" + v + "';  // wp-config" },
	func(k, v string) string { return "val " + k + " = \"" + v + "\"" },
	func(k, v string) string { return "let " + k + ": &str = \"" + v + "\";" },
	func(k, v string) string { return "config[:" + k + "] = '" + v + "'" },
	func(k, v string) string {
		return "./sync --" + strings.ReplaceAll(k, "_", "-") + "=" + v + " --verbose"
	},
	func(k, v string) string { return "X-" + strings.ReplaceAll(k, "_", "-") + ": " + v },
	func(k, v string) string { return "Cookie: theme=dark; " + k + "=" + v + "; lang=en" },
	func(k, v string) string { return "set -x " + strings.ToUpper(k) + " " + v },
	func(k, v string) string { return "$env:" + strings.ToUpper(k) + " = \"" + v + "\"" },
	func(k, v string) string { return "{\"" + k + "\": \"" + v + "\", \"retries\": 3}" },
}

func hpzUUID() string {
	return rnd(hexs, 8) + "-" + rnd(hexs, 4) + "-4" + rnd(hexs, 3) + "-a" + rnd(hexs, 3) + "-" + rnd(hexs, 12)
}

func hpzConfigSamples() []Sample {
	var out []Sample
	for i := range 4 * len(hpzConns) {
		text, pw := hpzConns[i%len(hpzConns)]()
		out = append(out, hpzS("hp-conn", "config", text, hpzOne(pw)))
	}
	for i := range 3 * len(hpzFiles) {
		text, secrets, k := hpzFiles[i%len(hpzFiles)]()
		s := hpzS("hp-file", "config", text, secrets)
		if k != "" {
			s.Keep = hpzOne(k)
		}
		out = append(out, s)
	}
	for i := range 5 * len(hpzGeneric) {
		var v string
		switch i % 3 {
		case 0:
			v = rnd(alnum, 24+rng.IntN(20))
		case 1:
			v = rnd(hexs, 40)
		default:
			v = hpzPw()
		}
		text := hpzGeneric[i%len(hpzGeneric)](pick(hpzKeyNames), v)
		out = append(out, hpzS("hp-generic", "config", text, hpzOne(v)))
	}
	return out
}
