package main

import (
	"fmt"
	"strings"
)

// The second held-out part ("heldout-b"), written after the first one had been used to fix
// rule classes: its own key names, syntaxes, wordings, surroundings, secret generators and
// traps again, so that the rules as they stand after those fixes get a figure on text nobody
// tuned them on. Same discipline: generated and measured once, before any change it could
// suggest.

var hbKeys = map[string][]string{
	"password": {"DATABASE_PASSWORD", "dbPass", "admin-password", "ROOT_PW", "mail_password", "FTP_PASSWORD",
		"wpa_passphrase", "rabbitmq_default_pass", "keycloak_admin_password", "MINIO_ROOT_PASSWORD", "encryptionPassphrase",
		"ansible_become_pass"},
	"token": {"jenkins_api_token", "CLOUDFLARE_API_TOKEN", "DIGITALOCEAN_ACCESS_TOKEN", "HF_TOKEN", "REPLICATE_API_TOKEN",
		"sentry_auth_token", "OKTA_API_TOKEN", "twilio_auth_token", "notionToken"},
	"key": {"datadog_api_key", "DD_APP_KEY", "MAILGUN_API_KEY", "algoliaAdminKey", "firebase_api_key", "privateKey",
		"minio_secret_key", "LINEAR_API_KEY", "DJANGO_SECRET_KEY", "flask_secret_key"},
	"secret": {"pusher_secret", "NEXTAUTH_SECRET", "SECRET_KEY_BASE", "azure_client_secret", "ARM_CLIENT_SECRET",
		"access-key-secret", "s3_secret", "signing_secret"},
}

func hbValue(kind string) string {
	if kind == "password" {
		return pick([]func() string{
			func() string { return rnd(alnum+"#%&*!@", 12+rng.IntN(12)) },
			func() string {
				return pick([]string{"maple", "river", "stone", "cloud"}) + "-" + pick([]string{"tiger", "piano", "lemon"}) + "-" + rnd(digits, 4)
			},
			func() string { return rnd(lower+digits, 10) },
			func() string { return strings.ToUpper(rnd(lower, 1)) + rnd(lower, 5) + rnd(digits, 2) + "?" },
		})()
	}
	return pick([]func() string{
		func() string { return rnd(b32, 32) },
		func() string { return rnd(hexs, 32) },
		func() string { return rnd(b64url, 43) },
		func() string { return rnd("abcdefghijklmnopqrstuvwxyz0123456789!@#$%^&*-_=+", 50) },
		func() string { return rnd(alnum, 16) + "." + rnd(alnum, 24) },
	})()
}

var hbSyntaxes = map[string]func(k, v string) string{
	"json-deep": func(k, v string) string {
		return "{\n    \"service\": \"ingest\",\n    \"credentials\": {\n        \"user\": \"ingest\",\n        \"" + k + "\": \"" + v + "\"\n    }\n}"
	},
	"yaml-single-quoted": func(k, v string) string { return "# staging only\n" + k + ": '" + v + "'  # rotate monthly" },
	"compose-map": func(k, v string) string {
		return "services:\n  app:\n    environment:\n      NODE_ENV: production\n      " + upperSnake(k) + ": \"" + v + "\""
	},
	"k8s-stringdata": func(k, v string) string {
		return "apiVersion: v1\nkind: Secret\nmetadata:\n  name: app\nstringData:\n  " + upperSnake(k) + ": " + v
	},
	"helm-set":          func(k, v string) string { return "helm upgrade app ./chart --set app." + camel(k) + "=" + v },
	"ansible-inventory": func(k, v string) string { return "web1 ansible_host=10.0.0.5 ansible_user=root " + snake(k) + "=" + v },
	"systemd": func(k, v string) string {
		return "[Service]\nEnvironment=\"" + upperSnake(k) + "=" + v + "\"\nExecStart=/usr/bin/app"
	},
	"env-double-quoted": func(k, v string) string { return upperSnake(k) + "=\"" + v + "\"" },
	"inline-env":        func(k, v string) string { return upperSnake(k) + "=" + v + " ./scripts/migrate.sh" },
	"heroku":            func(k, v string) string { return "heroku config:set " + upperSnake(k) + "=" + v + " -a acme-prod" },
	"aws-configure":     func(k, v string) string { return "aws configure set " + snake(k) + " " + v + " --profile ci" },
	"java-setproperty":  func(k, v string) string { return "props.setProperty(\"" + camel(k) + "\", \"" + v + "\");" },
	"rust-let":          func(k, v string) string { return "let " + snake(k) + " = \"" + v + "\";" },
	"kotlin-val":        func(k, v string) string { return "val " + camel(k) + " = \"" + v + "\"" },
	"yaml-list-of-maps": func(k, v string) string {
		return "users:\n  - username: deploy\n    " + snake(k) + ": " + v + "\n  - username: audit"
	},
	"prose-for-the":   func(k, v string) string { return spaced(k) + " for the NAS: " + v },
	"prose-fat-arrow": func(k, v string) string { return spaced(k) + " => " + v },
	"prose-dont-share": func(k, v string) string {
		return "my " + spaced(k) + " (don't share): " + v
	},
	"prose-backticks": func(k, v string) string { return "The " + spaced(k) + " is `" + v + "`." },
	"prose-equals-paren": func(k, v string) string {
		return spaced(k) + "=" + v + " (temporary)"
	},
	"prose-changed-to": func(k, v string) string { return "the " + spaced(k) + " was changed to " + v + " last night" },
}

func spaced(k string) string { return strings.Join(words(k), " ") }

var hbLines = []func() (string, string){
	func() (string, string) {
		pw := rnd(alnum, 14)
		return "INSERT INTO users (name, password) VALUES ('ops', '" + pw + "');", pw
	},
	func() (string, string) {
		pw := rnd(alnum, 12)
		return "Here are the creds — user: admin pass: " + pw, pw
	},
	func() (string, string) { pw := rnd(alnum, 12) + "!"; return "login with admin:" + pw, pw },
	func() (string, string) { pw := rnd(alnum, 12); return "The Wi-Fi key is " + pw, pw },
	func() (string, string) { pw := rnd(alnum, 10); return "new pw " + pw, pw },
	func() (string, string) { pw := rnd(alnum, 12); return "master password was changed to " + pw, pw },
	func() (string, string) {
		tok := rnd(hexs, 32) + "-" + rnd(hexs, 8)
		return "API key for Mailgun = " + tok, tok
	},
	func() (string, string) {
		tok := rnd(b64url, 40)
		return "git -c http.extraHeader=\"Authorization: Basic " + tok + "\" clone https://git.internal/x.git", tok
	},
	func() (string, string) { tok := rnd(alnum, 36); return "npm config set _authToken=" + tok, tok },
	func() (string, string) {
		pw := rnd(alnum, 14)
		return "var cred = new NetworkCredential(\"svc-backup\", \"" + pw + "\");", pw
	},
	func() (string, string) { pw := rnd(alnum, 14); return "set -x DB_PASSWORD " + pw, pw },
	func() (string, string) {
		tok := rnd(alnum, 40)
		return "proxy_set_header Authorization \"Bearer " + tok + "\";", tok
	},
	func() (string, string) {
		pw := rnd(alnum, 12)
		return "psql postgresql://reporter:" + pw + "@10.2.0.8/analytics", pw
	},
	func() (string, string) { tok := rnd(alnum, 32); return "gh secret set DEPLOY_TOKEN --body " + tok, tok },
}

var hbTraps = []string{
	"Password reset emails go out through SES.", "The secret of the design is its simplicity.",
	"token: '{{ vault_token }}'", "password: \"{{ db_pass }}\"", "api_key: !env_var API_KEY", "secret: <%= ENV['SECRET'] %>",
	"password: %(DB_PASS)s", "password: ENC[AES256_GCM,data:Tr3b,iv:x9,tag:q1,type:str]", "token: ${TOKEN:-}",
	"pass: ${PASS:?required}", "password: <from 1password>", "key: F5", "keybinding: ctrl+k", "monkey: yes",
	"I had a turkey sandwich.", "token ring networks are obsolete", "Passau is a city in Bavaria.",
	"passport number is on file with HR", "authorization: enabled", "authorized_keys: ~/.ssh/authorized_keys",
	"public_key: ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIDx9 dana@mbp", "keyId: 1a2b3c4d", "key_id: arn:aws:kms:eu-west-1:123456789012:key/abcd",
	"password_policy: strict", "csrf_token: {{ csrf_token() }}", `<input type="password" name="password">`,
	"OAuth tokens are short-lived; refresh tokens last 30 days.", "git log --author=dana", "npm token list",
	"--token-file /var/run/secrets/kubernetes.io/serviceaccount/token", "kubectl get secret db -o yaml",
	"Authorization header is missing from the request", "we did a secret santa", "sk-learn is not a package, scikit-learn is",
	"accent: #3b82f6", "sha: e83c5163316f89bfbde7d9ab23ca2e25604af290", "id: 550e8400-e29b-41d4-a716-446655440000",
	"data_dir: /var/lib/postgresql/data", "TOKEN_EXPIRY=3600", "PASSWORD_LENGTH=16", "SECRET_ROTATION_DAYS=30",
	"api_version: 2024-01-01", `key: "value"`, "the password manager is Bitwarden", "tokens: 512",
	"Use a strong password: at least 12 characters.", "secret: see ops/secrets.md", "pass: skip",
	"apiKey: config.apiKey", "password: req.body.password", "token: localStorage.getItem('token')",
	"if err := checkPassword(hash, pw); err != nil {", "access_token_lifetime: 3600", "secretsmanager:GetSecretValue",
}

var hbLead = []string{"FYI —", "Note to self:", "From the incident channel:", "Copied from Slack:", "Onboarding doc, section 4:"}
var hbTail = []string{"ok?", "— D.", "(ask Sam if unsure)", "thx", ""}

func hbWrap(line string) string {
	switch rng.IntN(5) {
	case 0:
		return line
	case 1:
		return pick(hbLead) + "\n" + line + "\n" + pick(hbTail)
	case 2:
		return "* " + strings.ReplaceAll(line, "\n", "\n  ")
	case 3:
		return fmt.Sprintf("2026-03-%02d 14:%02d <sam> %s", 1+rng.IntN(28), rng.IntN(60), line)
	}
	return "```\n" + line + "\n```"
}

func heldoutB() []Sample {
	var out []Sample
	for _, kind := range sortedKeys(hbKeys) {
		for _, syn := range sortedKeys(hbSyntaxes) {
			for range 2 {
				k := pick(hbKeys[kind])
				v := hbValue(kind)
				out = append(out, Sample{Category: "hb-" + kind, Format: syn, Text: hbWrap(hbSyntaxes[syn](k, v)), Secrets: []string{v}})
			}
		}
	}
	for i := range 140 {
		line, secret := hbLines[i%len(hbLines)]()
		out = append(out, Sample{Category: "hb-tool-or-phrase", Format: "line", Text: hbWrap(line), Secrets: []string{secret}})
	}
	for i := range 4 * len(hbTraps) {
		out = append(out, Sample{Category: "trap:hb-benign", Format: "mixed", Text: hbWrap(hbTraps[i%len(hbTraps)])})
	}
	return out
}
