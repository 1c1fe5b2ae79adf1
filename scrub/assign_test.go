package scrub_test

import (
	"strings"
	"testing"
)

// Issue 8, item 1: secrets stated as key: value (and in every other common syntax) reached the
// database. Each case is a reproduction from the issue or a syntax it names; the secret must be
// gone and the text around it kept.
func TestRedactsAssignmentsInEverySyntax(t *testing.T) {
	t.Parallel()
	const tok = "MwMgek5iRlEEtmpK6d7t5WRiQlfeqTCB"
	cases := []struct{ name, in, secret, keep string }{
		// the reproductions
		{"yaml api_key", "api_key: " + tok, tok, "api_key: "},
		{"yaml token", "token: " + tok, tok, "token: "},
		{"yaml secret", "secret: " + tok, tok, "secret: "},
		{"yaml auth_token", "auth_token: " + tok, tok, "auth_token: "},
		{"json camel", `{"apiKey": "` + tok + `"}`, tok, `{"apiKey": "`},
		{"yaml block", "database:\n  host: db.internal\n  credentials:\n    username: app\n    api_key: " + tok + "\n    port: 5432\n", tok, "    port: 5432\n"},
		{"yaml under a parent key", "secrets:\n  stripe: " + tok + "\n  region: eu-west-1\n", tok, "  region: eu-west-1"},
		{"mysql -pPASS", "mysql -h db -uroot -pS3cretPass shop", "S3cretPass", "mysql -h db -uroot -p"},
		{"passphrase after a colon", "my password is: correct horse battery staple", "correct horse battery staple", "my password is: "},
		// the syntaxes the issue names
		{"json snake compact", `{"client_secret":"` + tok + `","user":"x"}`, tok, `","user":"x"}`},
		{"toml", "[api]\ntoken = \"" + tok + "\"\n", tok, "token = \""},
		{".env export", "export API_KEY=" + tok + "\n", tok, "export API_KEY="},
		{"kebab and upper", "X-API-KEY: " + tok, tok, "X-API-KEY: "},
		{"flag with space", "sync --password hunter2x --verbose", "hunter2x", "--verbose"},
		{"flag with =", "deploy --token=" + tok + " --env prod", tok, "--env prod"},
		{"sshpass -p PASS", "sshpass -p Tr0ub4dor ssh deploy@10.0.0.4", "Tr0ub4dor", "ssh deploy@10.0.0.4"},
		{"redis-cli -a PASS", "redis-cli -h cache -a " + tok + " ping", tok, " ping"},
		{"curl -u", "curl -u admin:S3cr3tPw https://ci.internal", "S3cr3tPw", "https://ci.internal"},
		{"curl -H api key", `curl -H "X-Api-Key: ` + tok + `" https://api.internal`, tok, "https://api.internal"},
		{"curl -H authorization", `curl -H "Authorization: Token ` + tok + `" https://api.internal`, tok, "https://api.internal"},
		{"ado dsn", "Server=sql01;User Id=sa;Password=Pa55word!;Database=crm", "Pa55word!", ";Database=crm"},
		{"libpq dsn", "host=db password=Pa55w0rd port=5432", "Pa55w0rd", " port=5432"},
		{"prose dash", "the api key - " + tok, tok, "the api key - "},
		{"prose is", "password is hunter2", "hunter2", "password is "},
		{"prose em dash", "temporary password — Shadow9596%", "Shadow9596%", "temporary password — "},
		{"xml element", "<password>Zq8-Kx2Lm9</password>", "Zq8-Kx2Lm9", "</password>"},
		{"name and value fields", "- name: DB_PASSWORD\n  value: Zq8-Kx2Lm9\n", "Zq8-Kx2Lm9", "value: "},
		{"powershell", `$env:API_TOKEN = "` + tok + `"`, tok, `$env:API_TOKEN = "`},
		{"dockerfile env", "ENV STRIPE_SECRET " + tok + "\nRUN make", tok, "RUN make"},
		{"camel upper", "APIKey=" + tok, tok, "APIKey="},
		{"properties", "app.datasource.password=hunter2x", "hunter2x", "app.datasource.password="},
		{"no separator", "For the VPN use login dana.k and password Winter-Fox-42", "Winter-Fox-42", "and password "},
		{"pin", "PIN for the door is 4821", "4821", "PIN for the door is "},
		{"was changed to", "the master password was changed to Zq8Kx2Lm9 last night", "Zq8Kx2Lm9", " last night"},
		{"sql insert", "INSERT INTO users (name, password) VALUES ('ops', 'Zq8Kx2Lm9');", "Zq8Kx2Lm9", "VALUES ('ops', '"},
		{"markdown table", "| host | user | password |\n|---|---|---|\n| db1 | app | Zq8-Kx2Lm9 |", "Zq8-Kx2Lm9", "| db1 | app | "},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			res := sharedScrubber.Scrub(c.in)
			if strings.Contains(res.Text, c.secret) || res.Redactions == 0 {
				t.Fatalf("secret survived:\n in: %q\nout: %q", c.in, res.Text)
			}
			if !strings.Contains(res.Text, c.keep) {
				t.Fatalf("redacted more than the secret (lost %q):\n in: %q\nout: %q", c.keep, c.in, res.Text)
			}
		})
	}
}

// Issue 8, item 1: token shapes recognizable without a keyword, mid-sentence and at the end of
// a sentence.
func TestRedactsTokenShapesWithoutKeyword(t *testing.T) {
	t.Parallel()
	const hex = "0123456789abcdef"
	shapes := map[string]string{
		"github ghp":      "ghp_" + random(36),
		"github gho":      "gho_" + random(36),
		"github ghs":      "ghs_" + random(36),
		"github fine":     "github_pat_" + random(22) + "_" + random(59),
		"gitlab":          "glpat-" + random(20),
		"slack":           "xoxb-123456789012-1234567890123-" + random(24),
		"stripe sk":       "sk_live_" + random(24),
		"stripe rk":       "rk_live_" + random(24),
		"aws access key":  "AKIAQ3EGR7T2JKP5NW4M",
		"google":          "AIza" + random(35),
		"npm":             "npm_" + random(36),
		"pypi":            "pypi-AgEIcHlwaS5vcmc" + random(60),
		"jwt":             "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0." + random(43),
		"openai legacy":   "sk-" + random(48),
		"openai project":  "sk-proj-" + random(100),
		"anthropic":       "sk-ant-api03-" + random(93) + "AA",
		"twilio api key":  "SK" + strings.Repeat(hex[3:11], 4),
		"sendgrid":        "SG." + random(22) + "." + random(43),
		"huggingface":     "hf_" + random(34),
		"gitlab ci build": "glcbt-" + random(20),
	}
	for name, secret := range shapes {
		for _, tmpl := range []string{"I pasted %s into the runner yesterday", "The new one is %s.", "(see %s)", "rotated: %s"} {
			in := strings.Replace(tmpl, "%s", secret, 1)
			res := sharedScrubber.Scrub(in)
			if strings.Contains(res.Text, secret[len(secret)/2:]) {
				t.Errorf("%s survived:\n in: %q\nout: %q", name, in, res.Text)
			}
		}
	}
	block := "-----BEGIN EC PRIVATE KEY-----\n" + random(64) + "\n" + random(32) + "\n-----END EC PRIVATE KEY-----"
	if res := sharedScrubber.Scrub("key:\n" + block + "\nthanks"); strings.Contains(res.Text, block[31:60]) {
		t.Errorf("private key block survived: %q", res.Text)
	}
}

// Issue 8, item 1: placeholders, references, code and ordinary prose stay as they are.
//
// Decisions: "changeme" (and the other well-known defaults in placeholder.go) is left alone, since
// it is a published default rather than a secret, and redacting it would hide that a default
// is in use; "secret: use the staging vault" is prose (a secret-class key takes only a
// token-like value), so it stays.
func TestLeavesPlaceholdersAndProseAlone(t *testing.T) {
	t.Parallel()
	for _, in := range []string{
		"token: none", "api_key: <redacted>", "password: ${DB_PASSWORD}", "secret: true", "password: null",
		"token: xxx", "password: changeme", "api_key: your-api-key-here", "password: $(cat /run/secrets/db)",
		"password: {{ .Values.db.password }}", "token: ***", "secret: REDACTED", "password:", `"password": ""`,
		"api_key: <your api key>", "token: ~", "password: [REDACTED:password]",
		"reset your password in settings", "the token bucket algorithm", "secret: use the staging vault",
		"Password: see the team vault", "The password is stored hashed with argon2.",
		"max_tokens: 4096", "token_type: bearer", "password_min_length: 12", "token_url: https://auth.internal/token",
		"password: string", "apiKey: process.env.API_KEY,", "api_key = os.environ[\"API_KEY\"]",
		"password = getpass.getpass()", "const token = await getToken();", "if (password === confirmPassword) {",
		"def login(username, password):", "token = None", "secret_name: prod/db/credentials",
		"echo $PAT | docker login ghcr.io -u dana --password-stdin", "passwordless: true", "author: Dana Scully",
		"- key: app.kubernetes.io/name", "primary_key: id", "sort_key: created_at", "the key is to keep it simple",
		"mysql -u root -p shop", "mysql -h db -P3306 -u app -p",
		"request 123e4567-e89b-12d3-a456-426614174000 failed", "fixed in 4b825dc642cb6eb9a060e54bf8d69288fbee4904",
		"color: #ff00aa; background: #a1b2c3", "see https://github.com/acme/api/pull/4211 and https://grafana.internal:3000/d/x",
		"key_file: /etc/ssl/private/server.key", "cat /home/dana/.ssh/id_ed25519.pub", "https://host:8080/a/b@c",
		"all 312 tests passed; bypass the ring road; the secretary signed", "tokenizer: bpe",
		"pin: v1.2.3", "The PIN is four digits long.", "the password SHA-256 hashed", "pass: skip",
		"token := TokenPrefix + base64.RawURLEncoding.EncodeToString(raw)", "pass: ${PASS:?required}",
	} {
		if res := sharedScrubber.Scrub(in); res.Text != in {
			t.Errorf("changed:\n in: %q\nout: %q", in, res.Text)
		}
	}
}
