package main

import (
	"fmt"
	"strings"
)

// The thirteenth held-out part ("heldout-m"), written after heldout-l's classes had been fixed
// and before the rules ran on it: diffs and review comments, Terraform plans, code literals in
// more languages, URLs that carry a credential in their query or fragment, database and cache
// commands that set or send a password, and look-alikes of each.

func hmValue() string {
	switch rng.IntN(4) {
	case 0:
		return rnd(alnum, 32)
	case 1:
		return "ghp_" + rnd(alnum, 36)
	case 2:
		return rnd(b64url, 43)
	default:
		return "xoxb-" + rnd(digits, 12) + "-" + rnd(digits, 13) + "-" + rnd(alnum, 24)
	}
}

var hmKeys = []string{"API_KEY", "apiToken", "client_secret", "SECRET_KEY", "authToken", "access_key", "WEBHOOK_SECRET", "refreshToken"}

// hmCode are diffs and code literals with a named credential.
var hmCode = []func(k, v string) string{
	func(k, v string) string {
		return "@@ -12,7 +12,7 @@ settings = {\n-    \"" + k + "\": os.environ[\"" + strings.ToUpper(snake(k)) + "\"],\n+    \"" + k + "\": \"" + v + "\",\n     \"timeout\": 30,"
	},
	func(k, v string) string {
		return "diff --git a/.env b/.env\n+" + strings.ToUpper(snake(k)) + "=" + v + "\n LOG_LEVEL=info"
	},
	func(k, v string) string {
		return "> suggestion: move `" + k + " = \"" + v + "\"` out of config.py before merging"
	},
	func(k, v string) string {
		return "cfg := Config{\n\tEndpoint: \"https://api.acme.io\",\n\t" + pascal(k) + ": \"" + v + "\",\n}"
	},
	func(k, v string) string {
		return "client = Client(base_url=BASE, " + snake(k) + "='" + v + "', retries=3)"
	},
	func(k, v string) string { return "{'" + snake(k) + "': '" + v + "', 'region': 'eu-west-1'}" },
	func(k, v string) string {
		return "\"configurations\": [{\n  \"name\": \"debug api\",\n  \"env\": {\"" + strings.ToUpper(snake(k)) + "\": \"" + v + "\"}\n}]"
	},
	func(k, v string) string {
		return "  # module.api.aws_ssm_parameter." + snake(k) + " will be updated in-place\n  ~ value = \"" + v + "\""
	},
	func(k, v string) string {
		return "Set `" + strings.ToUpper(snake(k)) + "` to `" + v + "` in the CI variables."
	},
	func(k, v string) string { return snake(k) + ": !!str " + v },
}

// hmURLs carry a credential in a query string or fragment.
var hmURLs = []func() (string, []string){
	func() (string, []string) {
		t := "ya29.a0A" + rnd(b64url, 120)
		return "redirected to https://app.acme.io/callback#access_token=" + t + "&token_type=Bearer&expires_in=3599", one(t)
	},
	func() (string, []string) {
		t := rnd(b64url, 40)
		return "magic link from the email: https://app.acme.io/login/verify?token=" + t + "&email=ines%40acme.io", one(t)
	},
	func() (string, []string) {
		id, sig := "AKIA"+rnd(b32, 16), rnd(hexs, 64)
		return "https://acme-exports.s3.eu-west-1.amazonaws.com/q3.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=" + id + "%2F20261120%2Feu-west-1%2Fs3%2Faws4_request&X-Amz-Date=20261120T101500Z&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&X-Amz-Signature=" + sig, []string{id, sig}
	},
	func() (string, []string) {
		k := rnd(alnum, 32)
		return "GET https://api.weather.io/v3/forecast?lat=48.85&lon=2.35&apikey=" + k + "&units=metric", one(k)
	},
	func() (string, []string) {
		pw := hlPassword()
		return "git clone git+https://ci-bot:" + pw + "@git.acme.lan/infra/ansible.git", one(pw)
	},
	func() (string, []string) {
		pw := hlPassword()
		return "SMTP_URL=smtps://alerts%40acme.io:" + pw + "@smtp.acme.io:465", one(pw)
	},
	func() (string, []string) {
		pw := hlPassword()
		return "ldap://cn=reader,dc=acme,dc=lan:" + pw + "@ldap.acme.lan:389", one(pw)
	},
}

// hmCommands set or send a password to a database or a cache.
var hmCommands = []func() (string, string){
	func() (string, string) { pw := hlPassword(); return "127.0.0.1:6379> AUTH " + pw + "\nOK", pw },
	func() (string, string) { pw := hlPassword(); return "127.0.0.1:6379> AUTH default " + pw + "\nOK", pw },
	func() (string, string) {
		pw := hlPassword()
		return "> db.auth('reporting', '" + pw + "')\n{ ok: 1 }", pw
	},
	func() (string, string) {
		pw := hlPassword()
		return "SET PASSWORD FOR 'app'@'%' = PASSWORD('" + pw + "');", pw
	},
	func() (string, string) {
		pw := hlPassword()
		return "    command: redis-server --requirepass " + pw + " --appendonly yes", pw
	},
	func() (string, string) {
		pw := hlPassword()
		return "jdbc:sqlserver://sql01:1433;databaseName=erp;user=erp_app;password=" + pw + ";encrypt=true", pw
	},
	func() (string, string) {
		pw := hlPassword()
		return "\\password reporting\nEnter new password for user \"reporting\": " + pw, pw
	},
	func() (string, string) {
		pw := hlPassword()
		return "rabbitmqctl add_user metrics " + pw + " && rabbitmqctl set_user_tags metrics monitoring", pw
	},
}

var hmTraps = []func() string{
	func() string {
		return "  # aws_db_instance.main will be updated in-place\n  ~ password = (sensitive value)\n  ~ engine_version = \"15.4\" -> \"15.7\""
	},
	func() string {
		return "@@ -12,7 +12,7 @@ settings = {\n-    \"API_KEY\": \"changeme\",\n+    \"API_KEY\": os.environ[\"API_KEY\"],\n     \"timeout\": 30,"
	},
	func() string { return "> suggestion: read `apiToken` from the environment instead of config.py" },
	func() string {
		return "cfg := Config{\n\tEndpoint: \"https://api.acme.io\",\n\tAPIToken: os.Getenv(\"API_TOKEN\"),\n}"
	},
	func() string { return "client = Client(base_url=BASE, api_key=settings.API_KEY, retries=3)" },
	func() string {
		return "magic links look like https://app.acme.io/login/verify?token=<token>&email=<email>"
	},
	func() string {
		return "https://acme-exports.s3.eu-west-1.amazonaws.com/q3.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-SignedHeaders=host (signature stripped)"
	},
	func() string {
		return "GET https://api.weather.io/v3/forecast?lat=48.85&lon=2.35&units=metric&lang=fr&page=" + fmt.Sprint(rng.IntN(9))
	},
	func() string { return "(error) NOAUTH Authentication required.\n127.0.0.1:6379> AUTH" },
	func() string { return "MongoServerError: Authentication failed. db.auth() returned 0" },
	func() string { return "Note: SET PASSWORD ... = PASSWORD('...') is deprecated; use ALTER USER." },
	func() string { return "    command: redis-server --appendonly yes --maxmemory 512mb" },
	func() string {
		return "jdbc:sqlserver://sql01:1433;databaseName=erp;integratedSecurity=true;encrypt=true"
	},
	func() string {
		return "\\password reporting\nEnter new password for user \"reporting\":\nEnter it again:"
	},
	func() string { return "git clone git+https://git.acme.lan/infra/ansible.git && cd ansible" },
	func() string {
		return "Set `API_TOKEN` in the CI variables (Settings → CI/CD → Variables, masked)."
	},
	func() string {
		return "callback URL: https://app.acme.io/callback (the fragment holds access_token, token_type, expires_in)"
	},
	func() string { return "rabbitmqctl list_users\nmetrics\t[monitoring]\nguest\t[administrator]" },
	func() string { return "commit " + bvSHA() + "\n\n    Remove hard-coded API key from config (rotated)" },
	func() string { return "{'api_key_header': 'X-Api-Key', 'region': 'eu-west-1', 'token_ttl': 3600}" },
}

func heldoutM() []Sample {
	var out []Sample
	for i := range 6 * len(hmCode) {
		v := hmValue()
		out = append(out, Sample{Category: "hm-code", Format: "code", Text: hmCode[i%len(hmCode)](pick(hmKeys), v), Secrets: one(v)})
	}
	for i := range 8 * len(hmURLs) {
		text, secrets := hmURLs[i%len(hmURLs)]()
		out = append(out, Sample{Category: "hm-url", Format: "url", Text: text, Secrets: secrets})
	}
	for i := range 8 * len(hmCommands) {
		text, v := hmCommands[i%len(hmCommands)]()
		out = append(out, Sample{Category: "hm-command", Format: "shell", Text: text, Secrets: one(v)})
	}
	for i := range 10 * len(hmTraps) {
		out = append(out, Sample{Category: "trap:hm-note", Format: "note", Text: hmTraps[i%len(hmTraps)]()})
	}
	return out
}
