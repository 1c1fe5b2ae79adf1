package main

import (
	"encoding/json"
	"fmt"
	"strings"
)

// The tuned part's assignment samples: secrets stated as the value of a credential-named key in
// the common syntaxes, and placeholders and ordinary text that must stay as they are. The rules
// are tuned on these; heldout.go is a separate list nobody tunes on.

// tunedKeys are credential key names by kind; "password" keys take password-like values, the
// others token-like ones.
var tunedKeys = map[string][]string{
	"password": {"password", "db_password", "DB_PASSWORD", "MYSQL_ROOT_PASSWORD", "passwd", "pwd", "adminPassword", "user-password", "PGPASSWORD"},
	"token":    {"token", "auth_token", "access_token", "accessToken", "refresh_token", "AUTH_TOKEN", "bot_token", "slack-token", "api_token"},
	"api-key":  {"api_key", "apiKey", "API_KEY", "api-key", "x-api-key", "secret_key", "SECRET_KEY", "access_key", "encryption_key", "signing_key"},
	"secret":   {"secret", "client_secret", "clientSecret", "webhook_secret", "APP_SECRET", "credentials", "private_key"},
}

// tunedValue makes a value for a kind of key.
func tunedValue(kind string) string {
	if kind == "password" {
		return password()
	}
	return pick([]func() string{
		func() string { return rnd(alnum, 32) },
		func() string { return rnd(hexs, 40) },
		func() string { return rnd(alnum+"+/", 43) + "=" },
		func() string { return rnd(alnum, 8) + "-" + rnd(alnum, 12) + "-" + rnd(alnum, 8) },
		func() string { return "MwMg" + rnd(alnum, 28) },
		func() string { return rnd(lower+digits, 24) },
	})()
}

// tunedSyntaxes write key and value in one syntax; each returns the text.
var tunedSyntaxes = map[string]func(k, v string) string{
	"yaml":        func(k, v string) string { return k + ": " + v },
	"yaml-quoted": func(k, v string) string { return k + ": \"" + v + "\"" },
	"yaml-nested": func(k, v string) string {
		return "production:\n  database:\n    host: db.internal\n    " + k + ": " + v + "\n    port: 5432"
	},
	"json": func(k, v string) string {
		b, _ := json.Marshal(map[string]string{"endpoint": "https://api.internal", k: v})
		return string(b)
	},
	"json-pretty": func(k, v string) string {
		return "{\n  \"name\": \"svc\",\n  \"" + k + "\": \"" + v + "\",\n  \"retries\": 3\n}"
	},
	"toml": func(k, v string) string { return "[service]\nname = \"api\"\n" + k + " = \"" + v + "\"\n" },
	"env":  func(k, v string) string { return strings.ToUpper(strings.ReplaceAll(k, "-", "_")) + "=" + v },
	"env-export": func(k, v string) string {
		return "export " + strings.ToUpper(strings.ReplaceAll(k, "-", "_")) + "=" + v
	},
	"ini":        func(k, v string) string { return "[auth]\n" + k + " = " + v },
	"properties": func(k, v string) string { return "app.datasource." + k + "=" + v },
	"flag-space": func(k, v string) string {
		return "./bin/sync --host db.internal --" + strings.ToLower(strings.ReplaceAll(k, "_", "-")) + " " + v + " --verbose"
	},
	"flag-eq": func(k, v string) string {
		return "deploy --" + strings.ToLower(strings.ReplaceAll(k, "_", "-")) + "=" + v
	},
	"header":    func(k, v string) string { return "curl -H \"" + k + ": " + v + "\" https://api.internal/v1" },
	"prose-col": func(k, v string) string { return "FYI the " + strings.ReplaceAll(k, "_", " ") + ": " + v },
	"prose-is":  func(k, v string) string { return "the " + strings.ReplaceAll(k, "_", " ") + " is " + v + " for now" },
}

// tunedCLI are secrets that only a command line tells apart.
var tunedCLI = []func() (string, string){
	func() (string, string) { pw := password(); return "mysql -uroot -p" + pw + " shop", pw },
	func() (string, string) {
		pw := password()
		return "mysqldump -u backup -p" + pw + " --all-databases > all.sql", pw
	},
	func() (string, string) {
		pw := rnd(alnum, 14)
		return "curl -u admin:" + pw + " https://jenkins.internal/api/json", pw
	},
	func() (string, string) { pw := password(); return "sshpass -p " + pw + " ssh deploy@10.0.0.4", pw },
	func() (string, string) { pw := rnd(alnum, 20); return "redis-cli -h cache -a " + pw + " ping", pw },
	func() (string, string) {
		pw := password()
		return "Server=tcp:sql01,1433;Initial Catalog=crm;User ID=app;Password=" + pw + ";Encrypt=True;", pw
	},
	func() (string, string) {
		pw := password()
		return "host=db.internal port=5432 user=app password=" + pw + " dbname=app", pw
	},
	func() (string, string) {
		pw := "correct horse battery " + pick([]string{"staple", "saddle", "lantern", "orbit"})
		return "my password is: " + pw, pw
	},
	func() (string, string) {
		tok := rnd(alnum, 28)
		return "the api key - " + tok, tok
	},
	func() (string, string) { pw := password(); return "password is " + pw, pw },
	func() (string, string) {
		tok := rnd(alnum, 32)
		return "- name: API_TOKEN\n  value: " + tok, tok
	},
}

// tunedTraps are placeholders and ordinary text around credential words.
var tunedTraps = []string{
	"token: none", "api_key: <redacted>", "password: ${DB_PASSWORD}", "secret: true", "password: null",
	"token: xxx", "password: changeme", "api_key: your-api-key-here", "password: $(cat /run/secrets/db)",
	"password: {{ .Values.db.password }}", "token: ***", "secret: REDACTED", "password:", `"password": ""`,
	"reset your password in settings", "the token bucket algorithm smooths bursts", "secret: use the staging vault",
	"max_tokens: 4096", "token_type: bearer", "password: string", "apiKey: process.env.API_KEY,",
	"password_min_length: 12", "color: #ff00aa", "key_file: /etc/ssl/private/server.key",
	"- key: app.kubernetes.io/name", "primary_key: id", "token: ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX",
	"The password is stored hashed; the token expires after an hour.", "pass: true", "auth: enabled",
	"password: ********", "API_KEY=", "export TOKEN=$GITHUB_TOKEN", "secret: false", "token: null",
	"Password: see the team vault", "api_key = os.environ[\"API_KEY\"]", "password = getpass.getpass()",
	"const token = await getToken();", "if (password === confirmPassword) {", "token_url: https://auth.internal/oauth/token",
	"secret_name: prod/db/credentials", "--password-stdin", "passwordless: true", "author: Dana Scully",
}

func tunedAssignments() []Sample {
	var out []Sample
	for _, kind := range sortedKeys(tunedKeys) {
		for _, syn := range sortedKeys(tunedSyntaxes) {
			for range 3 {
				k := pick(tunedKeys[kind])
				v := tunedValue(kind)
				line := tunedSyntaxes[syn](k, v)
				out = append(out, Sample{Category: "assign-" + kind, Format: syn, Text: wrapTuned(line), Secrets: []string{v}})
			}
		}
	}
	for i := range 110 {
		line, secret := tunedCLI[i%len(tunedCLI)]()
		out = append(out, Sample{Category: "assign-cli-prose", Format: "cli", Text: wrapTuned(line), Secrets: []string{secret}})
	}
	for i := range 3 * len(tunedTraps) {
		out = append(out, Sample{Category: "trap:assign-placeholder", Format: "mixed", Text: wrapTuned(tunedTraps[i%len(tunedTraps)])})
	}
	return out
}

func wrapTuned(line string) string {
	switch rng.IntN(3) {
	case 0:
		return line
	case 1:
		return pick(noteLead) + "\n" + line + "\n" + pick(noteTail)
	}
	return fmt.Sprintf("[%02d:%02d] ops: %s", rng.IntN(24), rng.IntN(60), line)
}
