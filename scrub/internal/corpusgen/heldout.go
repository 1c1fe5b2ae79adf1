package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// The held-out part. Everything here is its own list, written once and not tuned on: key
// names, syntaxes, prose wordings, surrounding text, secret generators and traps differ from
// the tuned part's (main.go, assign.go). Its figure measures how the rules generalize; when it
// reveals a missing class of rule, the class is fixed in general and a fresh part is generated
// with a new seed, so no figure is ever reported on text the rules were fixed against.

// hoKeys: credential key names by kind, none of them in the tuned part's list.
var hoKeys = map[string][]string{
	"password": {"passphrase", "admin_pass", "SMTP_PASS", "rootPassword", "LDAP_BIND_PW", "Password", "mongoPassword",
		"redis_password", "POSTGRES_PASSWORD", "keystore-password", "user_pwd", "masterPassword", "sa_password", "ADMIN_PASSWD", "pass"},
	"token": {"GH_TOKEN", "npmAuthToken", "bearerToken", "ApiToken", "personal_access_token", "X-Auth-Token", "Private-Token",
		"session_token", "oauthToken", "DISCORD_BOT_TOKEN", "vault_token", "registry-token"},
	"key": {"OPENAI_KEY", "sendgridApiKey", "license_key", "master_key", "encryption-key", "hmacKey", "APP_KEY",
		"storage_account_key", "serviceKey", "mapsApiKey", "X-API-KEY", "apikey", "subscription-key"},
	"secret": {"client-secret", "app_secret", "jwtSecret", "session_secret", "webhookSigningSecret", "consumer_secret",
		"oauth_client_secret", "SECRET", "shared_secret", "totp_secret", "cookie_secret"},
}

// hoWords is a small diceware-style list for passphrases.
var hoWords = strings.Fields(`amber basin cobalt drift ember falcon glacier harbor indigo jasper kettle lumen
	meadow nectar orchid pebble quartz raven saffron thistle umber velvet willow yonder zephyr copper
	lantern marble tundra cinder`)

// hoPassword: passwords as people choose them, from a different recipe than the tuned part's.
func hoPassword() string {
	return pick([]func() string{
		func() string {
			return pick([]string{"Summer", "Dragon", "Monkey", "Shadow", "Falcon"}) + rnd(digits, 4) + pick([]string{"#", "!", "$", "%"})
		},
		func() string { return "Il0ve" + pick([]string{"MyDog", "Pizza", "Paris"}) + rnd(digits, 2) },
		func() string { return rnd(lower, 3) + "-" + rnd(lower+digits, 3) + "-" + rnd(upper+digits, 3) },
		func() string { return "qwerty" + rnd(digits, 3) + rnd(upper, 1) },
		func() string { return rnd(alnum+"!@#%^*", 18) },
		func() string { return "M@ster" + rnd(alnum, 5) },
		func() string { return rnd(lower, 6) + rnd(digits, 2) },
	})()
}

// hoPassphrase: four or five words, joined by spaces or dashes.
func hoPassphrase() string {
	var w []string
	for range 4 + rng.IntN(2) {
		w = append(w, pick(hoWords))
	}
	return strings.Join(w, pick([]string{" ", "-"}))
}

// hoToken: token-like values from generators the tuned part does not use.
func hoToken() string {
	return pick([]func() string{
		func() string { return rnd(hexs, 64) },
		func() string {
			b := make([]byte, 32)
			for i := range b {
				b[i] = byte(rng.IntN(256))
			}
			return base64.StdEncoding.EncodeToString(b)
		},
		func() string {
			b := make([]byte, 24)
			for i := range b {
				b[i] = byte(rng.IntN(256))
			}
			return base64.RawURLEncoding.EncodeToString(b)
		},
		func() string { return rnd(alnum, 20+rng.IntN(21)) },
		func() string {
			return rnd(hexs, 8) + "-" + rnd(hexs, 4) + "-4" + rnd(hexs, 3) + "-a" + rnd(hexs, 3) + "-" + rnd(hexs, 12)
		},
		func() string {
			return rnd(upper+digits, 5) + "-" + rnd(upper+digits, 5) + "-" + rnd(upper+digits, 5) + "-" + rnd(upper+digits, 5)
		},
		func() string { return "key-" + rnd(hexs, 32) },
	})()
}

func hoValue(kind string) string {
	if kind == "password" {
		if rng.IntN(5) == 0 {
			return hoPassphrase()
		}
		return hoPassword()
	}
	return hoToken()
}

// hoSyntaxes write a key and its value; none is the tuned part's template.
var hoSyntaxes = map[string]func(k, v string) string{
	"xml-element": func(k, v string) string {
		return "<connection>\n  <user>svc</user>\n  <" + k + ">" + v + "</" + k + ">\n</connection>"
	},
	"dotnet-appsettings": func(k, v string) string {
		return `<appSettings>` + "\n" + `  <add key="` + k + `" value="` + v + `" />` + "\n</appSettings>"
	},
	"powershell":     func(k, v string) string { return `$env:` + upperSnake(k) + ` = "` + v + `"` },
	"cmd-set":        func(k, v string) string { return "set " + upperSnake(k) + "=" + v + "\ncall run.bat" },
	"dockerfile-env": func(k, v string) string { return "FROM node:20\nENV " + upperSnake(k) + " " + v + "\nRUN npm ci" },
	"docker-run": func(k, v string) string {
		return "docker run -d -e " + upperSnake(k) + "=" + v + " -p 8080:8080 acme/api"
	},
	"kubectl-literal": func(k, v string) string {
		return "kubectl create secret generic app --from-literal=" + strings.ToLower(k) + "=" + v
	},
	"hcl": func(k, v string) string {
		return "resource \"acme_db\" \"main\" {\n  name     = \"orders\"\n  " + snake(k) + " = \"" + v + "\"\n}"
	},
	"python-kwargs": func(k, v string) string {
		return "client = Client(host=\"10.1.2.3\", " + snake(k) + "=\"" + v + "\", timeout=5)"
	},
	"js-object": func(k, v string) string { return "const cfg = { region: 'us-east-1', " + camel(k) + ": '" + v + "' };" },
	"go-struct": func(k, v string) string {
		return "cfg := Config{\n\tAddr:  \":8443\",\n\t" + pascal(k) + ": \"" + v + "\",\n}"
	},
	"ruby-hash": func(k, v string) string { return "Client.new(:" + snake(k) + " => '" + v + "', :retries => 2)" },
	"php-array": func(k, v string) string {
		return "return [\n    'host' => 'db',\n    '" + snake(k) + "' => '" + v + "',\n];"
	},
	"php-define": func(k, v string) string { return "define( '" + upperSnake(k) + "', '" + v + "' );" },
	"gha-env": func(k, v string) string {
		return "jobs:\n  deploy:\n    runs-on: ubuntu-latest\n    env:\n      " + upperSnake(k) + ": " + v + "\n    steps:\n      - run: make deploy"
	},
	"compose-env": func(k, v string) string {
		return "services:\n  db:\n    image: postgres:16\n    environment:\n      - " + upperSnake(k) + "=" + v
	},
	"toml-inline": func(k, v string) string {
		return "upstream = { host = \"api.internal\", " + snake(k) + " = \"" + v + "\" }"
	},
	"json-nested": func(k, v string) string {
		return `{"upstream": {"url": "https://api.partner.io", "` + camel(k) + `": "` + v + `"}, "debug": false}`
	},
	"python-dict": func(k, v string) string { return "settings = {'" + snake(k) + "': '" + v + "', 'verbose': True}" },
	"yaml-flow":   func(k, v string) string { return "upstream: {host: api.internal, " + snake(k) + ": " + v + "}" },
	"http-header": func(k, v string) string {
		return "GET /v2/items HTTP/1.1\nHost: api.partner.io\n" + kebabTitle(k) + ": " + v + "\nAccept: */*"
	},
	"tfvars": func(k, v string) string { return snake(k) + " = \"" + v + "\"" },
	"properties-colon": func(k, v string) string {
		return "spring.mail.host=smtp.internal\nspring.mail." + strings.ToLower(strings.ReplaceAll(k, "_", "-")) + ": " + v
	},
	"prose-arrow": func(k, v string) string { return strings.ToLower(strings.ReplaceAll(k, "_", " ")) + " → " + v },
	"prose-heres": func(k, v string) string {
		return "here's the " + strings.ToLower(strings.ReplaceAll(k, "_", " ")) + ": " + v
	},
	"prose-emdash": func(k, v string) string {
		return "Temporary " + strings.ToLower(strings.ReplaceAll(k, "_", " ")) + " — " + v
	},
	"prose-quoted": func(k, v string) string {
		return "the " + strings.ToLower(strings.ReplaceAll(k, "_", " ")) + " is '" + v + "'"
	},
	"prose-paren":   func(k, v string) string { return strings.ToLower(strings.ReplaceAll(k, "_", " ")) + " (prod): " + v },
	"prose-equals":  func(k, v string) string { return "ok so " + strings.ToLower(k) + " = " + v + " and it works now" },
	"markdown-code": func(k, v string) string { return "Set `" + upperSnake(k) + "` to `" + v + "` in the CI settings." },
}

// hoLines are secrets only a particular tool or phrase gives away; each returns text and secret.
var hoLines = []func() (string, string){
	func() (string, string) {
		pw := hoPassword()
		return "mysql --user=admin --password=" + pw + " -h 10.0.3.7", pw
	},
	func() (string, string) {
		pw := hoPassword()
		return "mariadb -h db -u root -p'" + pw + "' -e 'show databases'", pw
	},
	func() (string, string) {
		tok := hoToken()
		return "git clone https://oauth2:" + tok + "@gitlab.internal/platform/infra.git", tok
	},
	func() (string, string) {
		pw := hoPassword()
		return "jdbc:postgresql://db.internal:5432/app?user=app&password=" + pw + "&ssl=true", pw
	},
	func() (string, string) {
		pw := hoPassword()
		return "Driver={ODBC Driver 18 for SQL Server};Server=sql02;Uid=sa;Pwd=" + pw + ";", pw
	},
	func() (string, string) {
		pw := hoPassword()
		return "openssl pkcs12 -export -in cert.pem -inkey key.pem -passout pass:" + pw + " -out bundle.p12", pw
	},
	func() (string, string) {
		pw := hoPassword()
		return "CREATE USER reporting WITH PASSWORD '" + pw + "';", pw
	},
	func() (string, string) {
		pw := hoPassword()
		return "psql \"host=db.internal dbname=app user=ro password=" + pw + "\"", pw
	},
	func() (string, string) {
		pw := hoPassword()
		return "db.internal:5432:app:app:" + pw + "   # ~/.pgpass", pw
	},
	func() (string, string) {
		pw := hoPassword()
		return "login: admin, pass: " + pw, pw
	},
	func() (string, string) { pw := hoPassword(); return "creds are admin / " + pw, pw },
	func() (string, string) {
		pw := hoPassword()
		return "Set the admin password to " + pw + " for the demo.", pw
	},
	func() (string, string) { pw := hoPassphrase(); return "wifi password: " + pw, pw },
	func() (string, string) {
		tok := hoToken()
		return "The new stripe secret for prod is " + tok + ", update the dashboard.", tok
	},
	func() (string, string) {
		tok := hoToken()
		return "curl -H 'X-Auth-Token: " + tok + "' https://api.partner.io/v2/items", tok
	},
	func() (string, string) {
		cred := base64.StdEncoding.EncodeToString([]byte("ci-bot:" + hoPassword()))
		return `{"auths": {"registry.internal": {"auth": "` + cred + `"}}}`, cred
	},
	func() (string, string) { pw := hoPassword(); return "use " + pw + " as the password", pw },
	func() (string, string) {
		pw := hoPassword()
		return "| service | user | password |\n|---|---|---|\n| grafana | admin | " + pw + " |", pw
	},
	func() (string, string) {
		tok := hoToken()
		return "docker login registry.internal -u ci --password " + tok, tok
	},
	func() (string, string) { pw := hoPassword(); return "sa password was rotated, new one: " + pw, pw },
}

// hoShapes are keyword-free token formats in wordings the tuned part does not use.
var hoShapes = []func() string{
	func() string { return "ghs_" + rnd(alnum, 36) },
	func() string { return "glpat-" + rnd(alnum, 20) },
	func() string { return "xoxe.xoxp-1-" + rnd(alnum, 140) },
	func() string { return "SG." + rnd(b64url, 22) + "." + rnd(b64url, 43) },
	func() string { return "AKIA" + rnd(b32, 16) },
	func() string { return "rk_live_" + rnd(alnum, 99) },
	func() string { return "npm_" + rnd(alnum, 36) },
	func() string { return "pypi-AgEIcHlwaS5vcmc" + rnd(b64url, 70) },
	func() string { return "sk-ant-api03-" + rnd(b64url, 93) + "AA" },
	func() string { return "sk-proj-" + rnd(b64url, 156) },
	func() string { return "SK" + rnd(hexs, 32) },
	func() string { return "AIza" + rnd(b64url, 35) },
	func() string { return "gho_" + rnd(alnum, 36) },
}

var hoShapeWording = []string{
	"Found %s hardcoded in the old lambda, revoking it now.",
	"can you check whether %s is still valid?",
	"Leaked key: %s.",
	"rotated to %s",
	"It failed with %s; trying the other one.",
}

// hoTraps are placeholders, references, code and prose that only mention credentials.
var hoTraps = []string{
	"token: {{ secrets.GITHUB_TOKEN }}", "password: !vault |\n  $ANSIBLE_VAULT;1.1;AES256\n  6231343866",
	"api_key: ENV['STRIPE_KEY']", `password = os.getenv("DB_PASS", "")`, `"secret": ""`, "token: ~",
	"secret_ref: prod/db", "passwordFile: /run/secrets/pg", "echo $CR_PAT | docker login ghcr.io -u dana --password-stdin",
	"auth: required", "authentication: oidc", "authors: [\"Jane Doe\"]", "keyboard: us", "key: value",
	`primaryKey: "id"`, "sort_key: created_at", "tokens_used: 1532", "password_expiry_days: 90", "token_ttl: 3600",
	"background: #a1b2c3; color: #fff", "See /home/dana/.ssh/id_ed25519.pub and /etc/nginx/conf.d/api.conf",
	"https://github.com/acme/api/pull/4211 fixes the refresh flow", "all 312 tests passed on main",
	"compass heading 270, bypass the ring road", "the secretary signed it off", "tokenizer: bpe",
	"The token expired yesterday, so I requested a new one.", "Secrets are managed by SOPS with age keys.",
	"password: <set in vault>", "api_key: sk-...", "TOKEN=changeme", "password: [hidden]", "secret: ''",
	"apiKey: string;", "token?: string", "def login(username, password):", "password = hashlib.sha256(raw).hexdigest()",
	"user.password = hash(password)", "const secret = process.env.JWT_SECRET;", "if token is None:", "token = None",
	"secret = nil", "password: false", "Forgot your password? Click the link we emailed you.",
	"Password must contain at least one digit.", "The api key is in 1Password under Stripe prod.",
	"the key is to keep it simple", "Key: Value pairs are separated by colons.", "PRIMARY KEY (id)",
	"git commit -m 'fix token refresh race'", "CREATE TABLE users (id bigint, password_hash text)",
	"passkey support landed in 2.3", "Bearer tokens are validated by the gateway.", "token limit: 128k",
	"model: gpt-4o\nmax_output_tokens: 2048\ntemperature: 0.2", "request_id: 7f3e9a1c-2b4d-4e8f-9a6b-1c2d3e4f5a6b",
	"commit 9fceb02d0ae598e95dc970b74767f19372d61af8", "The secret sauce is the retry budget.",
	"client_secret: ${{ secrets.OAUTH_CLIENT_SECRET }}", "DB_PASSWORD: \"{{ lookup('env', 'DB_PASSWORD') }}\"",
	"password=$(vault kv get -field=password secret/db)", "token: <paste here>", "API_KEY=replace-me",
	"secretKeyRef:\n  name: db-creds\n  key: password", "valueFrom:\n  secretKeyRef:\n    key: api-token",
}

var hoLead = []string{
	"Pasting from the runbook so I don't lose it:",
	"Debugging notes, Tuesday:",
	"From the terraform PR description:",
	"Reply to Priya in #infra:",
	"Snippet from the old wiki page:",
	"What finally worked for the staging cutover:",
}

var hoTail = []string{
	"Will move this to the vault next sprint.",
	"Let me know if it 401s.",
	"(expires end of month)",
	"cc @marco",
	"",
}

// hoWrap puts a line into surroundings the tuned part does not use.
func hoWrap(line string) string {
	switch rng.IntN(6) {
	case 0:
		return line
	case 1:
		return pick(hoLead) + "\n\n```\n" + line + "\n```\n" + pick(hoTail)
	case 2:
		return "<priya> " + strings.ReplaceAll(line, "\n", "\n<priya> ")
	case 3:
		return "> " + strings.ReplaceAll(line, "\n", "\n> ") + "\n\nThanks, that fixed it."
	case 4:
		return "- step 3: " + line + "\n- step 4: restart the pods"
	}
	return pick(hoLead) + " " + line + " " + pick(hoTail)
}

var unspaced = map[string]bool{"markdown-code": true, "docker-run": true, "kubectl-literal": true, "cmd-set": true, "yaml-flow": true}

func heldout() []Sample {
	var out []Sample
	for _, kind := range sortedKeys(hoKeys) {
		for _, syn := range sortedKeys(hoSyntaxes) {
			for range 2 {
				k := pick(hoKeys[kind])
				v := hoValue(kind)
				// A passphrase keeps its spaces only where the syntax allows them.
				if strings.HasPrefix(syn, "prose") || unspaced[syn] {
					v = strings.ReplaceAll(v, " ", "-")
				}
				out = append(out, Sample{Category: "ho-" + kind, Format: syn, Text: hoWrap(hoSyntaxes[syn](k, v)), Secrets: []string{v}})
			}
		}
	}
	for i := range 160 {
		line, secret := hoLines[i%len(hoLines)]()
		out = append(out, Sample{Category: "ho-tool-or-phrase", Format: "line", Text: hoWrap(line), Secrets: []string{secret}})
	}
	for i := range 130 {
		tok := hoShapes[i%len(hoShapes)]()
		out = append(out, Sample{Category: "ho-shape", Format: "prose", Text: hoWrap(fmt.Sprintf(pick(hoShapeWording), tok)), Secrets: []string{tok}})
	}
	for i := range 4 * len(hoTraps) {
		out = append(out, Sample{Category: "trap:ho-benign", Format: "mixed", Text: hoWrap(hoTraps[i%len(hoTraps)])})
	}
	return out
}

func words(k string) []string {
	var out []string
	for _, w := range strings.FieldsFunc(splitCamel(k), func(r rune) bool { return r == '_' || r == '-' || r == '.' || r == ' ' }) {
		out = append(out, strings.ToLower(w))
	}
	return out
}

func splitCamel(k string) string {
	var b strings.Builder
	for i, r := range k {
		if i > 0 && r >= 'A' && r <= 'Z' && k[i-1] >= 'a' && k[i-1] <= 'z' {
			b.WriteByte('_')
		}
		b.WriteRune(r)
	}
	return b.String()
}

func snake(k string) string      { return strings.Join(words(k), "_") }
func upperSnake(k string) string { return strings.ToUpper(snake(k)) }
func camel(k string) string {
	w := words(k)
	for i := 1; i < len(w); i++ {
		w[i] = strings.ToUpper(w[i][:1]) + w[i][1:]
	}
	return strings.Join(w, "")
}
func pascal(k string) string { c := camel(k); return strings.ToUpper(c[:1]) + c[1:] }
func kebabTitle(k string) string {
	w := words(k)
	for i := range w {
		w[i] = strings.ToUpper(w[i][:1]) + w[i][1:]
	}
	return strings.Join(w, "-")
}
