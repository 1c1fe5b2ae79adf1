package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// heldout-o, continued: vendor formats, generic credentials, command lines and headers,
// credential files and the places secrets end up (logs, dumps, tables, exports).

const hxoAlnum = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"

// hxoTokens make one vendor secret with the variable it usually lives in.
var hxoTokens = []func() (string, string){
	func() (string, string) { return "sk_live_" + rnd(hxoAlnum, 99), "STRIPE_API_KEY" },
	func() (string, string) { return "rk_live_" + rnd(hxoAlnum, 24), "STRIPE_RK" },
	func() (string, string) {
		return "SG." + rnd(hxoAlnum+"_-", 22) + "." + rnd(hxoAlnum+"_-", 43), "SENDGRID_KEY"
	},
	func() (string, string) {
		return "xoxb-" + rnd(digits, 11) + "-" + rnd(digits, 12) + "-" + rnd(hxoAlnum, 24), "SLACK_TOKEN"
	},
	func() (string, string) {
		return "xoxe.xoxp-1-" + rnd(hxoAlnum, 140), "SLACK_REFRESHED_TOKEN"
	},
	func() (string, string) { return "ghp_" + rnd(hxoAlnum, 36), "GITHUB_TOKEN" },
	func() (string, string) { return "gho_" + rnd(hxoAlnum, 36), "GH_OAUTH" },
	func() (string, string) {
		return "github_pat_11" + rnd("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 20) + "_" + rnd(hxoAlnum, 59), "GH_FINE_GRAINED"
	},
	func() (string, string) { return "glpat-" + rnd(hxoAlnum+"_-", 20), "CI_PUSH_TOKEN" },
	func() (string, string) { return "npm_" + rnd(hxoAlnum, 36), "NODE_AUTH_TOKEN" },
	func() (string, string) {
		return "pypi-AgENdGVzdC5weXBpLm9yZw" + rnd(hxoAlnum+"_-", 120), "TWINE_PASSWORD"
	},
	func() (string, string) { return "AIza" + rnd(hxoAlnum+"_-", 35), "FIREBASE_SERVER_KEY" },
	func() (string, string) { return "sk-proj-" + rnd(hxoAlnum+"_-", 120), "OPENAI_KEY" },
	func() (string, string) { return "sk-" + rnd(hxoAlnum, 48), "OPENAI_TOKEN" },
	func() (string, string) { return "sk-ant-api03-" + rnd(hxoAlnum+"_-", 93) + "AA", "CLAUDE_API_KEY" },
	func() (string, string) { return "hf_" + rnd(upper+lower, 34), "HUGGING_FACE_HUB_TOKEN" },
	func() (string, string) { return "shpat_" + rnd(hexs, 32), "SHOPIFY_ADMIN_TOKEN" },
	func() (string, string) { return "shpss_" + rnd(hexs, 32), "SHOPIFY_SHARED_SECRET" },
	func() (string, string) { return "key-" + rnd(hexs, 32), "MAILGUN_KEY" },
	func() (string, string) { return rnd(hexs, 32), "DATADOG_API_KEY" },
	func() (string, string) { return "HRKU-AA" + rnd(hxoAlnum+"_-", 58), "HEROKU_TOKEN" },
	func() (string, string) { return "dop_v1_" + rnd(hexs, 64), "DO_API_TOKEN" },
	func() (string, string) { return "dp.pt." + rnd(hxoAlnum, 43), "DOPPLER_PERSONAL_TOKEN" },
	func() (string, string) { return "hvs." + rnd(hxoAlnum+"_-", 24), "VAULT_ROOT_TOKEN" },
	func() (string, string) {
		return rnd("123456789", 1) + rnd(digits, 9) + ":AA" + rnd(hxoAlnum+"_-", 33), "TG_BOT_TOKEN"
	},
	func() (string, string) {
		return "sntrys_eyJpYXQiOjE3" + rnd(hxoAlnum, 90) + "_" + rnd(hxoAlnum, 43), "SENTRY_AUTH_TOKEN"
	},
	func() (string, string) {
		return "ATATT3xFfGF0" + rnd(hxoAlnum+"_-", 180) + "=" + rnd("0123456789ABCDEF", 8), "JIRA_API_TOKEN"
	},
	func() (string, string) { return "pul-" + rnd(hexs, 40), "PULUMI_ACCESS_TOKEN" },
	func() (string, string) {
		return rnd(hxoAlnum, 14) + ".atlasv1." + rnd(hxoAlnum, 67), "TF_TOKEN_app_terraform_io"
	},
	func() (string, string) { return "sbp_" + rnd(hexs, 40), "SUPABASE_ACCESS_TOKEN" },
	func() (string, string) { return "EAAA" + rnd(hxoAlnum+"_-", 60), "SQUARE_ACCESS_TOKEN" },
	func() (string, string) {
		return "tskey-auth-k" + rnd(hxoAlnum, 16) + "-" + rnd(hxoAlnum, 33), "TS_AUTHKEY"
	},
	func() (string, string) { return "bkua_" + rnd(hexs, 40), "BUILDKITE_API_TOKEN" },
	func() (string, string) { return "nfp_" + rnd(hxoAlnum, 36), "NETLIFY_AUTH_TOKEN" },
	func() (string, string) { return "ATBB" + rnd(hxoAlnum, 32), "BITBUCKET_APP_PASSWORD" },
	func() (string, string) {
		return "sk." + "eyJ1IjoiYWNtZS" + rnd(hxoAlnum+"_-", 60) + "." + rnd(hxoAlnum+"_-", 22), "MAPBOX_SECRET_TOKEN"
	},
	func() (string, string) { return "pscale_pw_" + rnd(hxoAlnum+"_-", 43), "PLANETSCALE_PASSWORD" },
	func() (string, string) { return "LTAI" + rnd(hxoAlnum, 20), "ALIBABA_ACCESS_KEY_ID" },
	func() (string, string) { return "00" + rnd(hxoAlnum+"_-", 40), "OKTA_API_TOKEN" },
	func() (string, string) {
		h := base64.RawURLEncoding.EncodeToString([]byte(`{"typ":"JWT","alg":"HS512"}`))
		p := base64.RawURLEncoding.EncodeToString([]byte(fmt.Sprintf(`{"user_id":%d,"email":"ops@acme.io","iat":17%s}`, rng.IntN(99999), rnd(digits, 8))))
		return h + "." + p + "." + rnd(hxoAlnum+"_-", 86), "ACCESS_TOKEN"
	},
}

// hxoPlaces put NAME=value in the spots people paste from.
var hxoPlaces = []func(name, v string) (string, []string){
	func(name, v string) (string, []string) {
		return "# .env.production\nNODE_ENV=production\n" + name + "=\"" + v + "\"", []string{"NODE_ENV=production"}
	},
	func(name, v string) (string, []string) {
		return "variables:\n  DEPLOY_REGION: eu-north-1\n  " + name + ": \"" + v + "\"", []string{"DEPLOY_REGION: eu-north-1"}
	},
	func(name, v string) (string, []string) {
		return "environment {\n    " + name + " = '" + v + "'\n    MAVEN_OPTS = '-Xmx1g'\n}", []string{"MAVEN_OPTS = '-Xmx1g'"}
	},
	func(name, v string) (string, []string) {
		return "ENV " + name + "=" + v + "\nWORKDIR /srv/app", []string{"WORKDIR /srv/app"}
	},
	func(name, v string) (string, []string) {
		return "Hey! For the integration you'll need `" + v + "` — that's our " + strings.ToLower(strings.ReplaceAll(name, "_", " ")) + ". Let me know when it's wired.", []string{"Let me know when it's wired."}
	},
	func(name, v string) (string, []string) {
		return "settings.py\n\n" + name + " = '" + v + "'\nDEBUG = False", []string{"DEBUG = False"}
	},
	func(name, v string) (string, []string) {
		return "fly secrets set " + name + "=" + v + " --app acme-edge", []string{"--app acme-edge"}
	},
	func(name, v string) (string, []string) {
		return "{\n  \"name\": \"worker\",\n  \"env\": {\n    \"" + name + "\": \"" + v + "\"\n  }\n}", []string{"\"name\": \"worker\""}
	},
	func(name, v string) (string, []string) {
		return "$ printenv | grep -i " + strings.ToLower(name[:4]) + "\n" + name + "=" + v, []string{"$ printenv"}
	},
	func(name, v string) (string, []string) {
		return "- [ ] move " + name + " (currently `" + v + "`) to the secret store\n- [x] bump node to 22", []string{"bump node to 22"}
	},
	func(name, v string) (string, []string) {
		return "ruby: ENV['" + name + "'] ||= \"" + v + "\"", nil
	},
	func(name, v string) (string, []string) {
		return "<?php\nputenv('" + name + "=" + v + "');\nrequire 'vendor/autoload.php';", []string{"require 'vendor/autoload.php';"}
	},
	func(name, v string) (string, []string) {
		return "vercel env add " + name + " production <<< \"" + v + "\"", nil
	},
}

var hxoGenericNames = []string{
	"secret_key_base", "SECRET_KEY", "APP_KEY", "dbPass", "mqtt_password", "webhookSecret", "HMAC_KEY",
	"cookie_secret", "admin_password", "BIND_PW", "apiKey", "x-api-key", "master_password", "TOKEN_SECRET",
	"root_password", "encryptionKey", "smtp_pass", "oauth_client_secret",
}

func hxoSecretValue() string {
	switch rng.IntN(5) {
	case 0:
		return rnd(hexs, 64)
	case 1:
		return "base64:" + base64.StdEncoding.EncodeToString([]byte(rnd(hxoAlnum, 32)))
	case 2:
		return rnd(hxoAlnum, 20+rng.IntN(20))
	case 3:
		return rnd(hxoAlnum+"-_~", 36)
	default:
		return hxoPassword()
	}
}

func hxoIdent(k string) string { return strings.ReplaceAll(k, "-", "_") }

// hxoForms write a named value in more languages and formats.
var hxoForms = []func(k, v string) string{
	func(k, v string) string {
		return "config :my_app, MyAppWeb.Endpoint,\n  " + hxoIdent(k) + ": \"" + v + "\""
	},
	func(k, v string) string { return "{ " + hxoIdent(k) + ": \"" + v + "\", adapter: \"postgresql\" }" },
	func(k, v string) string { return "val " + hxoIdent(k) + " = \"" + v + "\"" },
	func(k, v string) string { return "let " + hxoIdent(k) + " = \"" + v + "\" // Swift" },
	func(k, v string) string { return "local " + hxoIdent(k) + " = \"" + v + "\"" },
	func(k, v string) string { return "my $" + hxoIdent(k) + " = '" + v + "';" },
	func(k, v string) string {
		return "$" + hxoIdent(k) + " = ConvertTo-SecureString \"" + v + "\" -AsPlainText -Force"
	},
	func(k, v string) string { return "ansible_" + hxoIdent(k) + ": " + v + "\nansible_user: deploy" },
	func(k, v string) string { return "proxy_set_header " + k + " \"" + v + "\";" },
	func(k, v string) string { return "SetEnv " + strings.ToUpper(hxoIdent(k)) + " " + v },
	func(k, v string) string {
		return "Parameters:\n  " + hxoIdent(k) + ":\n    Type: String\n    Default: " + v
	},
	func(k, v string) string { return "ARG " + strings.ToUpper(hxoIdent(k)) + "=" + v },
	func(k, v string) string { return k + ": " + v + "\nport: 1883" },
	func(k, v string) string { return "{\n  // json5\n  " + hxoIdent(k) + ": '" + v + "',\n}" },
	func(k, v string) string { return "[auth]\n" + k + ": " + v },
	func(k, v string) string {
		return "INSERT INTO settings (name, value) VALUES ('" + k + "', '" + v + "');"
	},
	func(k, v string) string { return "props.put(\"" + k + "\", \"" + v + "\");" },
	func(k, v string) string {
		return "os.environ.setdefault(\"" + strings.ToUpper(hxoIdent(k)) + "\", \"" + v + "\")"
	},
}

// hxoShell are commands and headers that carry a credential.
var hxoShell = []func() (string, string){
	func() (string, string) {
		p := hxoPassword()
		return "PGPASSWORD='" + p + "' pg_dump -h db -U app orders > orders.sql", p
	},
	func() (string, string) {
		p := hxoPassword()
		return "mysqldump -u backup --password=" + p + " --all-databases", p
	},
	func() (string, string) {
		p := hxoPassword()
		return "sqlcmd -S sql01 -U sa -P '" + p + "' -Q \"SELECT @@VERSION\"", p
	},
	func() (string, string) { p := rnd(hxoAlnum, 16); return "smbclient //nas/share -U alice%" + p, p },
	func() (string, string) {
		p := hxoPassword()
		return "net use Z: \\\\fs01\\projects /user:ACME\\jdoe " + p, p
	},
	func() (string, string) {
		p := hxoPassword()
		return "xfreerdp /v:10.1.2.3 /u:Administrator /p:'" + p + "'", p
	},
	func() (string, string) {
		p := rnd(hxoAlnum, 18)
		return "mount -t cifs //nas/media /mnt/media -o username=kodi,password=" + p, p
	},
	func() (string, string) {
		t := "glpat-" + rnd(hxoAlnum+"_-", 20)
		return "git clone https://oauth2:" + t + "@gitlab.com/acme/infra.git", t
	},
	func() (string, string) {
		p := hxoPassword()
		return "kubectl create secret generic db --from-literal=username=app --from-literal=password='" + p + "'", p
	},
	func() (string, string) {
		s := rnd(hxoAlnum+"/+", 40)
		return "aws configure set aws_secret_access_key " + s + " --profile prod", s
	},
	func() (string, string) {
		p := hxoPassword()
		return "ldapsearch -x -D cn=admin,dc=acme,dc=lan -w '" + p + "' -b dc=acme,dc=lan", p
	},
	func() (string, string) {
		p := rnd(hxoAlnum, 12)
		return "lftp -u uploader," + p + " sftp://files.acme.lan", p
	},
	func() (string, string) { p := hxoPassword(); return "7z a -p" + p + " -mhe=on backup.7z ./exports", p },
	func() (string, string) { t := rnd(hxoAlnum, 36); return "X-Auth-Token: " + t, t },
	func() (string, string) {
		t := "hvs." + rnd(hxoAlnum, 24)
		return "curl -H \"X-Vault-Token: " + t + "\" https://vault.acme.lan:8200/v1/secret/data/app", t
	},
	func() (string, string) { t := "ghp_" + rnd(hxoAlnum, 36); return "Authorization: token " + t, t },
	func() (string, string) { t := "00" + rnd(hxoAlnum, 40); return "Authorization: SSWS " + t, t },
	func() (string, string) {
		t := rnd(hxoAlnum, 48)
		return "Cookie: theme=dark; session=" + t + "; lang=en", t
	},
	func() (string, string) {
		t := rnd(hexs, 32)
		return "POST /api/v2/series HTTP/1.1\nHost: api.datadoghq.eu\nDD-API-KEY: " + t + "\nContent-Type: application/json", t
	},
	func() (string, string) {
		c := base64.StdEncoding.EncodeToString([]byte("grafana:" + hxoPassword()))
		return "> GET /api/dashboards HTTP/1.1\n> Authorization: Basic " + c + "\n< HTTP/1.1 200 OK", c
	},
}

// hxoFileSet are credential files from home directories and servers.
var hxoFileSet = []func() (string, []string){
	func() (string, []string) {
		t := "gho_" + rnd(hxoAlnum, 36)
		return "github.com:\n    user: octo-dev\n    oauth_token: " + t + "\n    git_protocol: ssh", []string{t}
	},
	func() (string, []string) {
		a, b := rnd(hxoAlnum, 20), "glpat-"+rnd(hxoAlnum, 20)
		return "https://ci:" + a + "@bitbucket.org\nhttps://build:" + b + "@gitlab.acme.lan", []string{a, b}
	},
	func() (string, []string) {
		p := hxoPassword()
		return "<servers>\n  <server>\n    <id>nexus-releases</id>\n    <username>deployer</username>\n    <password>" + p + "</password>\n  </server>\n</servers>", []string{p}
	},
	func() (string, []string) {
		p := hxoPassword()
		return "signing.keyId=" + rnd("0123456789ABCDEF", 8) + "\nossrhUsername=acme\nossrhPassword=" + p, []string{p}
	},
	func() (string, []string) {
		a, s := rnd("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 20), rnd(hxoAlnum+"/+", 40)
		return "[default]\naccess_key = " + a + "\nsecret_key = " + s + "\nhost_base = s3.acme.lan", []string{a, s}
	},
	func() (string, []string) {
		p, k := hxoPassword(), rnd(hxoAlnum+"!@#%^&*()-_=+[]{}<>~", 64)
		return "define( 'DB_PASSWORD', '" + p + "' );\ndefine( 'AUTH_KEY', '" + k + "' );\ndefine( 'WP_DEBUG', false );", []string{p, k}
	},
	func() (string, []string) {
		h := "{SHA}" + base64.StdEncoding.EncodeToString([]byte(rnd(hxoAlnum, 20)))
		return "monitor:" + h, []string{h}
	},
	func() (string, []string) {
		h := "$6$" + rnd(hxoAlnum, 16) + "$" + rnd(hxoAlnum+"./", 86)
		return "deploy:" + h + ":19876:0:99999:7:::", []string{h}
	},
	func() (string, []string) {
		key := base64.StdEncoding.EncodeToString([]byte("-----BEGIN EC PRIVATE KEY-----\n" + rnd(hxoAlnum+"+/", 96)))
		cert := "LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0t" + rnd(hxoAlnum, 60)
		return "  user:\n    client-certificate-data: " + cert + "\n    client-key-data: " + key, []string{key}
	},
	func() (string, []string) {
		t := rnd(hxoAlnum, 14) + ".atlasv1." + rnd(hxoAlnum, 67)
		return "credentials \"app.terraform.io\" {\n  token = \"" + t + "\"\n}", []string{t}
	},
	func() (string, []string) {
		t := "npm_" + rnd(hxoAlnum, 36)
		return "npmRegistries:\n  \"https://npm.pkg.github.com\":\n    npmAuthToken: " + t, []string{t}
	},
	func() (string, []string) {
		p := rnd(hxoAlnum, 16)
		return "[global]\nindex-url = https://pypi-user:" + p + "@nexus.acme.lan/repository/pypi/simple", []string{p}
	},
	func() (string, []string) {
		t := "cio" + rnd(hxoAlnum, 32)
		return "[registry]\ntoken = \"" + t + "\"", []string{t}
	},
}

// hxoWhere are the places secrets end up: logs, dumps, exports and tables.
var hxoWhere = []func() (string, []string, []string){
	func() (string, []string, []string) {
		k := rnd(hxoAlnum, 32)
		return "10.0.4.7 - - [03/Mar/2026:10:15:00 +0000] \"GET /v1/report?api_key=" + k + "&format=csv HTTP/1.1\" 200 5123", []string{k}, []string{"&format=csv"}
	},
	func() (string, []string, []string) {
		t := "ghs_" + rnd(hxoAlnum, 36)
		return "Run actions/checkout@v4\n  with:\n    token: " + t + "\n    fetch-depth: 0", []string{t}, []string{"fetch-depth: 0"}
	},
	func() (string, []string, []string) {
		p := hxoPassword()
		return "Mar 03 10:15:00 web01 app[812]: connecting to mongodb://reporter:" + p + "@mongo-0.mongo:27017/?authSource=admin", []string{p}, []string{"web01 app[812]"}
	},
	func() (string, []string, []string) {
		t := rnd(hxoAlnum, 40)
		return "{\"breadcrumbs\":[{\"category\":\"http\",\"data\":{\"url\":\"/api/sync\",\"headers\":{\"Authorization\":\"Bearer " + t + "\"}}}]}", []string{t}, []string{"\"category\":\"http\""}
	},
	func() (string, []string, []string) {
		p := hxoPassword()
		return "<input type=\"password\" name=\"pwd\" value=\"" + p + "\" autocomplete=\"off\">", []string{p}, []string{"autocomplete=\"off\""}
	},
	func() (string, []string, []string) {
		t := rnd(hxoAlnum, 32)
		return "INSERT INTO api_clients (id, name, api_token) VALUES (7, 'zapier', '" + t + "');", []string{t}, []string{"'zapier'"}
	},
	func() (string, []string, []string) {
		raw := hxoPassword()
		v := base64.StdEncoding.EncodeToString([]byte(raw))
		return "$ kubectl get secret db -o yaml\napiVersion: v1\ndata:\n  password: " + v + "\n  username: YXBw\nkind: Secret", []string{v}, []string{"username: YXBw"}
	},
	func() (string, []string, []string) {
		p := hxoPassword()
		return "====== Data ======\nKey         Value\n---         -----\npassword    " + p + "\nusername    app", []string{p}, []string{"username    app"}
	},
	func() (string, []string, []string) {
		a, b := hxoPassword(), rnd(hxoAlnum, 24)
		return "Service;Login;Password;Owner\nFTP;upload;" + a + ";Jana\nAPI;client42;" + b + ";Piotr", []string{a, b}, []string{"Service;Login;Password;Owner"}
	},
	func() (string, []string, []string) {
		p := hxoPassword()
		return "\"Env\": [\n    \"PATH=/usr/local/bin:/usr/bin\",\n    \"POSTGRES_PASSWORD=" + p + "\",\n    \"PGDATA=/var/lib/postgresql/data\"\n]", []string{p}, []string{"PGDATA=/var/lib/postgresql/data"}
	},
	func() (string, []string, []string) {
		t := "xoxb-" + rnd(digits, 11) + "-" + rnd(digits, 12) + "-" + rnd(hxoAlnum, 24)
		return "In [3]: client = WebClient(token=\"" + t + "\")\nIn [4]: client.auth_test()\nOut[4]: {'ok': True, 'team': 'acme'}", []string{t}, []string{"'team': 'acme'"}
	},
	func() (string, []string, []string) {
		p := hxoPassword()
		return "diff --git a/.env b/.env\n-SMTP_PASS=\n+SMTP_PASS=" + p + "\n SMTP_HOST=smtp.acme.io", []string{p}, []string{"SMTP_HOST=smtp.acme.io"}
	},
	func() (string, []string, []string) {
		t := rnd(hxoAlnum, 40)
		return "1717171717.123456 [0 10.0.0.9:51234] \"AUTH\" \"" + t + "\"\n1717171717.223456 [0 10.0.0.9:51234] \"GET\" \"jobs:next\"", []string{t}, []string{"\"jobs:next\""}
	},
	func() (string, []string, []string) {
		id, sec := "AKIA"+rnd("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16), rnd(hxoAlnum+"/+", 40)
		return "User name,Password,Access key ID,Secret access key,Console login link\nbackup-bot,," + id + "," + sec + ",https://123456789012.signin.aws.amazon.com/console", []string{id, sec}, []string{"Console login link"}
	},
	func() (string, []string, []string) {
		sk, sec := "SK"+rnd(hexs, 32), rnd(hxoAlnum, 32)
		return "twilio api:core:keys:create --friendly-name sms\nSID " + sk + "  Secret " + sec, []string{sec}, []string{"--friendly-name sms"}
	},
}

func hxoMore() []Sample {
	var out []Sample
	for i := range 3 * len(hxoTokens) {
		v, name := hxoTokens[i%len(hxoTokens)]()
		text, keep := hxoPlaces[(i*7)%len(hxoPlaces)](name, v)
		out = append(out, Sample{Category: "vendor", Format: "mixed", Text: text, Secrets: []string{v}, Keep: keep})
	}
	for i := range 4 * len(hxoForms) {
		v := hxoSecretValue()
		out = append(out, Sample{Category: "generic-key", Format: "config", Text: hxoForms[i%len(hxoForms)](pick(hxoGenericNames), v), Secrets: []string{v}})
	}
	for i := range 2 * len(hxoShell) {
		text, v := hxoShell[i%len(hxoShell)]()
		out = append(out, Sample{Category: "cli-header", Format: "shell", Text: text, Secrets: []string{v}})
	}
	for i := range 2 * len(hxoFileSet) {
		text, secrets := hxoFileSet[i%len(hxoFileSet)]()
		out = append(out, Sample{Category: "cred-file", Format: "file", Text: text, Secrets: secrets})
	}
	for i := range 2 * len(hxoWhere) {
		text, secrets, keep := hxoWhere[i%len(hxoWhere)]()
		out = append(out, Sample{Category: "context", Format: "mixed", Text: text, Secrets: secrets, Keep: keep})
	}
	return out
}
