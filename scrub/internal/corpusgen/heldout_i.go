package main

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"strings"
)

// The ninth held-out part ("heldout-i"): source code in a dozen languages, what tools print
// (docker inspect, printenv, heroku config, git remote, HAR, Slack exports, notebooks),
// configuration of other tools (wpa_supplicant, s3cmd, rclone, ODBC, .pgpass), tickets, reviews
// and commit messages, Italian, Portuguese and Dutch beside French, German and Spanish, looser
// user and password pairs, and the red team's shapes once more; look-alikes in heldout_i_traps.go.

// hiPrefixed names the vendors whose tokens carry a prefix of their own: only those are pasted
// with no name beside them.
var hiPrefixed = setOfWords(`github-refresh gitlab-runner gitlab-registration slack-refresh stripe-restricted
	aws-session google-refresh google-access heroku netlify mapbox contentful dropbox launchdarkly shippo
	rubygems nuget alibaba tencent infracost sonar openai-admin anthropic-admin groq replicate pinecone
	langsmith telegram discord jwt-hs256 sendgrid npm-granular github-app`)

func setOfWords(s string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(s) {
		m[w] = true
	}
	return m
}

// hiCode puts a named credential into source code.
var hiCode = []func(s hiSecret) string{
	func(s hiSecret) string {
		return "const " + camel(s.env) + " = \"" + s.value + "\"\n\nfunc main() {\n\tlog.Fatal(run())\n}"
	},
	func(s hiSecret) string {
		return "import os\n\nos.environ.setdefault(\"" + s.env + "\", \"" + s.value + "\")\nclient = Client()"
	},
	func(s hiSecret) string {
		return "const client = new Client({\n  " + camel(s.env) + ": \"" + s.value + "\",\n  timeout: 10_000,\n});"
	},
	func(s hiSecret) string {
		return "public class Config {\n    private static final String " + s.env + " = \"" + s.value + "\";\n}"
	},
	func(s hiSecret) string {
		return "config[\"" + s.env + "\"] = \"" + s.value + "\";\nvar app = builder.Build();"
	},
	func(s hiSecret) string {
		return "ENV[\"" + s.env + "\"] ||= \"" + s.value + "\"\nrequire_relative \"boot\""
	},
	func(s hiSecret) string {
		return "return [\n    '" + snake(s.env) + "' => '" + s.value + "',\n    'debug' => false,\n];"
	},
	func(s hiSecret) string {
		return "val " + camel(s.env) + " = \"" + s.value + "\"\nfun main() = runBlocking { start() }"
	},
	func(s hiSecret) string {
		return "let " + camel(s.env) + " = \"" + s.value + "\"\nlet session = URLSession.shared"
	},
	func(s hiSecret) string {
		return "pipeline {\n  environment {\n    " + s.env + " = '" + s.value + "'\n  }\n  stages { stage('test') { steps { sh 'make test' } } }\n}"
	},
	func(s hiSecret) string {
		return "0 3 * * * " + s.env + "=" + s.value + " /usr/local/bin/backup.sh >> /var/log/backup.log 2>&1"
	},
	func(s hiSecret) string {
		return "deploy:\n\tcurl -fsS -X POST -H \"X-Auth-Token: " + s.value + "\" https://deploy.acme.io/hooks/web"
	},
}

// hiTools are what tools print, with a named credential in it; keep is an ordinary value.
var hiTools = []func(s hiSecret) (string, []string){
	func(s hiSecret) (string, []string) {
		return "        \"Env\": [\n            \"PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin\",\n            \"" + s.env + "=" + s.value + "\",\n            \"LANG=C.UTF-8\"\n        ],", nil
	},
	func(s hiSecret) (string, []string) {
		host := rnd(hexs, 12)
		return "HOSTNAME=" + host + "\nHOME=/root\n" + s.env + "=" + s.value + "\nTERM=xterm\nKUBERNETES_SERVICE_HOST=10.96.0.1", one(host)
	},
	func(s hiSecret) (string, []string) {
		return "=== acme-api Config Vars\nLOG_LEVEL:        info\n" + s.env + ":   " + s.value + "\nWEB_CONCURRENCY:  2", nil
	},
	func(s hiSecret) (string, []string) {
		return "{\"name\": \"" + strings.ToLower(strings.ReplaceAll(s.env, "_", "-")) + "\", \"value\": \"" + s.value + "\"},\n{\"name\": \"accept\", \"value\": \"application/json\"}", nil
	},
	func(s hiSecret) (string, []string) {
		b, _ := json.Marshal(map[string]string{"type": "message", "user": "U0" + rnd(upper+digits, 9), "text": "new " + strings.ToLower(strings.ReplaceAll(s.env, "_", " ")) + " for staging: " + s.value, "ts": fmt.Sprintf("17%08d.%06d", rng.IntN(99999999), rng.IntN(999999))})
		return string(b), nil
	},
	func(s hiSecret) (string, []string) {
		return "{\n \"cell_type\": \"code\",\n \"source\": [\n  \"import os\\n\",\n  \"os.environ[\\\"" + s.env + "\\\"] = \\\"" + s.value + "\\\"\\n\"\n ]\n}", nil
	},
	func(s hiSecret) (string, []string) {
		return "\"auth\": {\n  \"type\": \"bearer\",\n  \"bearer\": [\n    {\"key\": \"token\", \"value\": \"" + s.value + "\", \"type\": \"string\"}\n  ]\n}", nil
	},
	func(s hiSecret) (string, []string) {
		return "$ kubectl exec deploy/api -- env | grep -i " + strings.ToLower(strings.Split(s.env, "_")[0]) + "\n" + s.env + "=" + s.value, nil
	},
}

// hiFiles are other tools' configuration with a password or key in it.
var hiFiles = []func() (string, []string){
	func() (string, []string) {
		pw := hiPassword()
		return "network={\n    ssid=\"AcmeCorp\"\n    psk=\"" + pw + "\"\n    key_mgmt=WPA-PSK\n}", one(pw)
	},
	func() (string, []string) {
		id, sec := "AKIA"+rnd(b32, 16), rnd(alnum+"/+", 40)
		return "[default]\naccess_key = " + id + "\nsecret_key = " + sec + "\nhost_base = s3.amazonaws.com\nuse_https = True", []string{id, sec}
	},
	func() (string, []string) {
		k := "K00" + rnd(alnum+"/+", 28)
		return "[b2]\ntype = b2\naccount = 00" + rnd(hexs, 10) + "0000000001\nkey = " + k + "\nhard_delete = true", one(k)
	},
	func() (string, []string) {
		pw := hiPassword()
		return "[ReportingDSN]\nDriver=ODBC Driver 18 for SQL Server\nServer=sql-rpt.acme.local\nUID=report_ro\nPWD=" + pw + "\nEncrypt=yes", one(pw)
	},
	func() (string, []string) {
		pw := hiPassword()
		return "# ~/.pgpass\n" + pick(bvHosts) + ":5432:billing:billing_rw:" + pw + "\nlocalhost:5432:*:postgres:" + pw, one(pw)
	},
	func() (string, []string) {
		pw := hiPassword()
		return "ALTER USER reporting WITH PASSWORD '" + pw + "';\nGRANT SELECT ON ALL TABLES IN SCHEMA public TO reporting;", one(pw)
	},
	func() (string, []string) {
		pw := hiPassword()
		return "CREATE USER 'etl'@'%' IDENTIFIED BY '" + pw + "';\nGRANT ALL ON warehouse.* TO 'etl'@'%';", one(pw)
	},
	func() (string, []string) {
		pw := hiPassword()
		return "$secure = ConvertTo-SecureString \"" + pw + "\" -AsPlainText -Force\n$cred = New-Object System.Management.Automation.PSCredential(\"ACME\\svc_sql\", $secure)", one(pw)
	},
	func() (string, []string) {
		pw := hiPassword()
		b := base64.StdEncoding.EncodeToString([]byte(pw))
		return "$ kubectl get secret mq-auth -o yaml\napiVersion: v1\ndata:\n  rabbitmq-password: " + b + "\nkind: Secret", one(b)
	},
	func() (string, []string) {
		t := "glpat-" + rnd(b64url, 20)
		return "$ git remote -v\norigin\thttps://oauth2:" + t + "@gitlab.acme.io/platform/infra.git (fetch)\norigin\thttps://oauth2:" + t + "@gitlab.acme.io/platform/infra.git (push)", one(t)
	},
	func() (string, []string) {
		pw := hiPassword()
		esc := strings.NewReplacer("@", "%40", "#", "%23", "%", "%25", "/", "%2F", ":", "%3A", "?", "%3F", "&", "%26", "=", "%3D", "+", "%2B", "^", "%5E", "$", "%24").Replace(pw)
		return "global.index-url='https://ci-reader:" + esc + "@pypi.acme.io/simple'\nglobal.timeout='60'", one(esc)
	},
	func() (string, []string) {
		text, parts := hiKey()
		return "private_key: |\n  " + strings.ReplaceAll(text, "\n", "\n  ") + "\npublic_key: ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + rnd(alnum, 43), parts
	},
	func() (string, []string) {
		id := rnd(hexs, 40)
		return "gcp:\n  project_id: acme-" + rnd(digits, 6) + "\n  private_key_id: " + id + "\n  client_email: ci@acme.iam.gserviceaccount.com", one(id)
	},
	func() (string, []string) {
		d := hiDiscord()
		return "{\n  \"token\": \"" + d + "\",\n  \"prefix\": \"!\",\n  \"owner\": \"" + rnd(digits, 18) + "\"\n}", one(d)
	},
}

// hiSays are people stating a secret: tickets, reviews, commits, postmortems, IRC, a to-do.
var hiSays = []func(s hiSecret) string{
	func(s hiSecret) string {
		return "Customer pasted their " + hiLabel(s) + " in the ticket (" + s.value + "); asked them to rotate it."
	},
	func(s hiSecret) string {
		return "> " + s.env + " = \"" + s.value + "\"\n\nPlease don't hardcode this, use the secret store."
	},
	func(s hiSecret) string {
		return "remove leaked " + hiLabel(s) + " " + s.value + " from config\n\nIt was rotated at 14:10 UTC."
	},
	func(s hiSecret) string {
		return "14:02 — the " + hiLabel(s) + " " + s.value + " was found in the public repo by the scanner."
	},
	func(s hiSecret) string { return "<dev42> just do export " + s.env + "=" + s.value + " and rerun" },
	func(s hiSecret) string {
		if hiPrefixed[s.vendor] {
			return "- [x] rotate " + s.value + " (old staging key)"
		}
		return "- [x] rotate the old staging " + hiLabel(s) + ": " + s.value
	},
}

// hiLabel is how people name a credential in a sentence: "vercel token", "segment write key".
func hiLabel(s hiSecret) string { return strings.ToLower(strings.ReplaceAll(s.env, "_", " ")) }

// hiLanguages state a password in Italian, Portuguese, Dutch, French, German and Spanish.
var hiLanguages = []func(pw string) string{
	func(pw string) string { return "Ciao Marco, la password del wifi è " + pw + " (rete Ufficio-5G)." },
	func(pw string) string { return "Olá! A senha do servidor de testes é " + pw + ", troque depois." },
	func(pw string) string { return "Hoi, het wachtwoord voor de NAS is " + pw + " — niet delen aub." },
	func(pw string) string {
		return "Mot de passe provisoire : " + pw + "\nÀ changer à la première connexion."
	},
	func(pw string) string { return "Neues Passwort lautet: " + pw },
	func(pw string) string { return "Usuario: soporte\nClave: " + pw },
	func(pw string) string { return "senha: " + pw + "\nusuário: deploy" },
	func(pw string) string { return "wachtwoord: " + pw },
}

// hiPairs are user and password pairs written loosely.
var hiPairs = []func(u, pw string) string{
	func(u, pw string) string { return "u/p: " + u + " / " + pw },
	func(u, pw string) string { return "username: " + u + " password: " + pw },
	func(u, pw string) string { return "user=" + u + " pass=" + pw },
	func(u, pw string) string { return "login details — user: " + u + ", pw: " + pw },
	func(u, pw string) string { return "creds are " + u + " / " + pw + " for the kiosk" },
	func(u, pw string) string { return "the NVR is " + u + ":" + pw + " @ 10.0.8.12" },
	func(u, pw string) string { return "Login: " + u + " | Password: " + pw },
	func(u, pw string) string { return u + " / " + pw + " is the router login" },
}

// hiWraps are secrets cut over lines in other ways.
var hiWraps = []func() (string, []string){
	func() (string, []string) {
		text, lines := hiKey()
		k := strings.Split(text, "\n")
		mid := len(k) / 2
		return "[11:02] ops-bot: " + strings.Join(k[:mid], "\n[11:02] ops-bot: ") + "\n[11:03] ops-bot: " + strings.Join(k[mid:], "\n[11:03] ops-bot: "), lines
	},
	func() (string, []string) {
		v := "ghr_" + rnd(alnum, 76)
		return "echo \"" + v[:40] + "\\\n" + v[40:] + "\" | gh auth login --with-token", []string{v[:40], v[40:]}
	},
	func() (string, []string) {
		v := rnd(b64url, 64)
		return "> client secret:\n> " + v[:32] + "\n> " + v[32:], []string{v[:32], v[32:]}
	},
	func() (string, []string) {
		v := "sk-ant-api03-" + rnd(b64url, 93) + "AA"
		return "Content-Transfer-Encoding: quoted-printable\n\nthe key is " + v[:60] + "=\n" + v[60:] + "\nthanks", []string{v[:60], v[60:]}
	},
	func() (string, []string) {
		v := rnd(alnum, 48)
		return "{\"refresh_token\": \"" + v[:30] + "\n" + v[30:] + "\"}", []string{v[:30], v[30:]}
	},
	func() (string, []string) {
		v := "xoxe-1-" + rnd(alnum, 140)
		return "SLACK_REFRESH_TOKEN=" + v[:70] + "\r\n" + v[70:] + "\r\n", []string{v[:70], v[70:]}
	},
}

var hiKeyIDs = []string{
	"private_key_id\t%s\tacme-etl@acme.iam.gserviceaccount.com",
	"the private_key_id field was %s, the same as the leaked one",
	"time=2026-11-20T10:02:11Z level=warn msg=\"key in use\" private_key_id=%s",
	"PRIVATE KEY ID %s",
	"> \"private_key_id\": \"%s\",\n> \"private_key\": \"-----BEGIN PRIVATE KEY-----\\n…",
}

var hiDiscordFrames = []string{
	"DISCORD_TOKEN: %s",
	"bot.login(\"%s\")",
	"my bot token got leaked: %s",
	"discordgo.New(\"Bot %s\")",
	"TOKEN=%s python bot.py",
}

func heldoutI() []Sample {
	var out []Sample
	for i := range 3 * len(hiVendors) {
		s := hiVendors[i%len(hiVendors)]()
		switch i / len(hiVendors) {
		case 0:
			out = append(out, Sample{Category: "hi-code-" + s.vendor, Format: "code", Text: hiCode[i%len(hiCode)](s), Secrets: one(s.value)})
		case 1:
			text, keep := hiTools[i%len(hiTools)](s)
			out = append(out, Sample{Category: "hi-tool-" + s.vendor, Format: "output", Text: text, Secrets: one(s.value), Keep: keep})
		default:
			out = append(out, Sample{Category: "hi-says-" + s.vendor, Format: "prose", Text: hiSays[i%len(hiSays)](s), Secrets: one(s.value)})
		}
	}
	for i := range 6 * len(hiFiles) {
		text, secrets := hiFiles[i%len(hiFiles)]()
		out = append(out, Sample{Category: "hi-file", Format: "file", Text: text, Secrets: secrets})
	}
	for i := range 8 * len(hiLanguages) {
		pw := hiPassword()
		out = append(out, Sample{Category: "hi-language", Format: "prose", Text: hiLanguages[i%len(hiLanguages)](pw), Secrets: one(pw)})
	}
	for i := range 8 * len(hiPairs) {
		pw := hiPassword()
		out = append(out, Sample{Category: "hi-pair", Format: "prose", Text: hiPairs[i%len(hiPairs)](pick(bvUsers), pw), Secrets: one(pw)})
	}
	for i := range 8 * len(hiWraps) {
		text, secrets := hiWraps[i%len(hiWraps)]()
		out = append(out, Sample{Category: "hi-wrapped", Format: "two-lines", Text: text, Secrets: secrets})
	}
	for i := range 8 * len(hiKeyIDs) {
		id := rnd(hexs, 40)
		out = append(out, Sample{Category: "hi-key-id", Format: "prose", Text: fmt.Sprintf(hiKeyIDs[i%len(hiKeyIDs)], id), Secrets: one(id)})
	}
	for i := range 8 * len(hiDiscordFrames) {
		d := hiDiscord()
		out = append(out, Sample{Category: "hi-discord", Format: "mixed", Text: fmt.Sprintf(hiDiscordFrames[i%len(hiDiscordFrames)], d), Secrets: one(d)})
	}
	for i := range 7 * len(hiTraps) {
		out = append(out, Sample{Category: "trap:hi-note", Format: "note", Text: hiTraps[i%len(hiTraps)]()})
	}
	return out
}
