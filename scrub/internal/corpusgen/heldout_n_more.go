package main

import (
	"encoding/base64"
	"strings"
)

// heldout-n, continued: vendor token formats in many containers, generic credentials under
// many key names and syntaxes, command lines and headers, credential files, and secrets in
// logs, stack traces, tables, mails, commits and tickets.

// hnVendor makes one vendor secret: the value as written, the substrings that must not survive
// (a connection string's key, not its account name) and the name it usually goes by.
type hnVendor struct {
	name string
	gen  func() (string, []string)
}

func hnV(name string, f func() string) hnVendor {
	return hnVendor{name, func() (string, []string) { v := f(); return v, []string{v} }}
}

var hnVendors = []hnVendor{
	hnV("STRIPE_SECRET_KEY", func() string {
		return pick([]string{"sk_live_" + rnd(alnum, 24), "sk_live_51" + rnd(alnum, 97)})
	}),
	hnV("STRIPE_RESTRICTED_KEY", func() string { return "rk_live_51" + rnd(alnum, 97) }),
	hnV("TWILIO_AUTH_TOKEN", func() string { return rnd(hexs, 32) }),
	hnV("SENDGRID_API_KEY", func() string { return "SG." + rnd(b64url, 22) + "." + rnd(b64url, 43) }),
	hnV("SLACK_BOT_TOKEN", func() string { return "xoxb-" + rnd(digits, 13) + "-" + rnd(digits, 13) + "-" + rnd(alnum, 24) }),
	hnV("SLACK_APP_TOKEN", func() string {
		return "xapp-1-A" + rnd(upper+digits, 10) + "-" + rnd(digits, 13) + "-" + rnd(hexs, 64)
	}),
	hnV("SLACK_USER_TOKEN", func() string {
		return "xoxp-" + rnd(digits, 13) + "-" + rnd(digits, 13) + "-" + rnd(digits, 13) + "-" + rnd(hexs, 32)
	}),
	hnV("GH_TOKEN", func() string { return pick([]string{"ghp_", "gho_", "ghs_", "ghu_"}) + rnd(alnum, 36) }),
	hnV("GITHUB_PAT", func() string { return "github_pat_11" + rnd(upper+digits, 20) + "_" + rnd(alnum, 59) }),
	hnV("GITLAB_TOKEN", func() string { return "glpat-" + rnd(b64url, 20) }),
	hnV("NPM_TOKEN", func() string { return "npm_" + rnd(alnum, 36) }),
	hnV("PYPI_TOKEN", func() string { return "pypi-AgEIcHlwaS5vcmc" + rnd(b64url, 140) }),
	hnV("AWS_ACCESS_KEY_ID", func() string { return "AKIA" + rnd(upper+"234567", 16) }),
	hnV("AWS_SECRET_ACCESS_KEY", func() string { return rnd(alnum+"/+", 40) }),
	hnV("GOOGLE_MAPS_KEY", func() string { return "AIza" + rnd(b64url, 35) }),
	{"AZURE_STORAGE_CONNECTION_STRING", func() (string, []string) {
		k := rnd(alnum+"+/", 86) + "=="
		return "DefaultEndpointsProtocol=https;AccountName=acme" + rnd(lower, 6) + ";AccountKey=" + k + ";EndpointSuffix=core.windows.net", []string{k}
	}},
	{"AZURE_SAS_URL", func() (string, []string) {
		sig := rnd(alnum, 40) + "%2B" + rnd(alnum, 6) + "%3D"
		return "https://acmeexports.blob.core.windows.net/reports?sv=2022-11-02&ss=b&srt=co&sp=rl&se=2026-12-31T00:00:00Z&spr=https&sig=" + sig, []string{sig}
	}},
	hnV("OPENAI_API_KEY", func() string {
		return pick([]string{"sk-proj-" + rnd(b64url, 156), "sk-" + rnd(alnum, 20) + "T3BlbkFJ" + rnd(alnum, 20), "sk-svcacct-" + rnd(b64url, 150)})
	}),
	hnV("ANTHROPIC_API_KEY", func() string { return "sk-ant-api03-" + rnd(b64url, 93) + "AA" }),
	hnV("HF_TOKEN", func() string { return "hf_" + rnd(upper+lower, 34) }),
	hnV("SHOPIFY_ACCESS_TOKEN", func() string { return "shpat_" + rnd(hexs, 32) }),
	hnV("MAILGUN_API_KEY", func() string { return "key-" + rnd(hexs, 32) }),
	hnV("DD_API_KEY", func() string { return rnd(hexs, 32) }),
	hnV("DD_APP_KEY", func() string { return rnd(hexs, 40) }),
	hnV("HEROKU_API_KEY", func() string {
		return pick([]string{"HRKU-AA" + rnd(b64url, 58), rnd(hexs, 8) + "-" + rnd(hexs, 4) + "-" + rnd(hexs, 4) + "-" + rnd(hexs, 4) + "-" + rnd(hexs, 12)})
	}),
	hnV("DIGITALOCEAN_TOKEN", func() string { return "dop_v1_" + rnd(hexs, 64) }),
	hnV("DOPPLER_TOKEN", func() string { return "dp.st." + pick([]string{"prd", "dev", "stg"}) + "." + rnd(alnum, 40) }),
	hnV("VAULT_TOKEN", func() string { return pick([]string{"hvs." + rnd(b64url, 24), "hvs.CAESI" + rnd(b64url, 86)}) }),
	hnV("TELEGRAM_BOT_TOKEN", func() string { return rnd("123456789", 1) + rnd(digits, 8+rng.IntN(2)) + ":AA" + rnd(b64url, 33) }),
	hnV("SESSION_TOKEN", func() string {
		h := base64.RawURLEncoding.EncodeToString([]byte(`{"alg":"RS256","kid":"` + rnd(alnum, 8) + `","typ":"JWT"}`))
		p := base64.RawURLEncoding.EncodeToString([]byte(`{"iss":"https://auth.acme.io","sub":"` + rnd(digits, 9) + `","scope":"read write","exp":1790` + rnd(digits, 6) + `}`))
		return h + "." + p + "." + rnd(b64url, 86)
	}),
	hnV("LINEAR_API_KEY", func() string { return "lin_api_" + rnd(alnum, 40) }),
	hnV("NOTION_TOKEN", func() string { return "ntn_" + rnd(alnum, 46) }),
	hnV("GRAFANA_SA_TOKEN", func() string { return "glsa_" + rnd(alnum, 32) + "_" + rnd(hexs, 8) }),
	hnV("DATABRICKS_TOKEN", func() string { return "dapi" + rnd(hexs, 32) }),
	hnV("POSTMAN_API_KEY", func() string { return "PMAK-" + rnd(hexs, 24) + "-" + rnd(hexs, 34) }),
	hnV("NEW_RELIC_API_KEY", func() string { return "NRAK-" + rnd(upper+digits, 27) }),
	hnV("SOPS_AGE_KEY", func() string { return "AGE-SECRET-KEY-1" + rnd("QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L", 58) }),
	hnV("CLOUDFLARE_API_TOKEN", func() string { return rnd(alnum+"_-", 40) }),
}

// hnVendorTexts place a named value in the places people paste it.
var hnVendorTexts = []func(name, v string) (string, []string){
	func(name, v string) (string, []string) {
		return "LOG_LEVEL=debug\n" + name + "=" + v + "\nHTTP_PORT=3000", []string{"LOG_LEVEL=debug", "HTTP_PORT=3000"}
	},
	func(name, v string) (string, []string) {
		return "env:\n  - name: " + name + "\n    value: " + v + "\n  - name: TZ\n    value: Europe/Berlin", []string{"Europe/Berlin"}
	},
	func(name, v string) (string, []string) {
		return "{\"" + strings.ToLower(name) + "\": \"" + v + "\", \"retries\": 5}", []string{"\"retries\": 5"}
	},
	func(name, v string) (string, []string) {
		return "[" + hnTime() + "] priya: prod " + strings.ToLower(strings.ReplaceAll(name, "_", " ")) + " is " + v + "\n[" + hnTime() + "] tom: 👍 pinned", []string{"pinned"}
	},
	func(name, v string) (string, []string) {
		return "Note to self: the " + name + " for the side project is " + v + ". Billing alerts go to finance@.", []string{"Billing alerts go to finance@."}
	},
	func(name, v string) (string, []string) {
		return "import os\n\n" + name + " = \"" + v + "\"  # FIXME read from env\nsession = make_session(" + name + ")", []string{"make_session("}
	},
	func(name, v string) (string, []string) {
		return "const " + hnCamel(name) + " = \"" + v + "\"\n\nfunc newClient() *Client { return &Client{key: " + hnCamel(name) + "} }", []string{"func newClient()"}
	},
	func(name, v string) (string, []string) {
		return "export const config = {\n  " + hnCamel(name) + ": '" + v + "',\n  baseUrl: 'https://api.acme.dev',\n};", []string{"https://api.acme.dev"}
	},
	func(name, v string) (string, []string) {
		return "$ docker run --rm -e " + name + "=" + v + " -p 8080:8080 acme/worker:latest", []string{"acme/worker:latest"}
	},
	func(name, v string) (string, []string) {
		return "Repro steps:\n\n```\n" + name + "='" + v + "' ./bin/sync --dry-run\n```\n\nfails with `403 Forbidden`.", []string{"403 Forbidden"}
	},
	func(name, v string) (string, []string) {
		return "apiVersion: v1\nkind: Secret\nmetadata:\n  name: worker-env\nstringData:\n  " + name + ": \"" + v + "\"", []string{"name: worker-env"}
	},
	func(name, v string) (string, []string) {
		return "# terraform.tfvars\nregion = \"eu-central-1\"\n" + strings.ToLower(name) + " = \"" + v + "\"", []string{"region = \"eu-central-1\""}
	},
	func(name, v string) (string, []string) {
		return "$env:" + name + " = \"" + v + "\"\n.\\deploy.ps1 -Stage prod", []string{".\\deploy.ps1 -Stage prod"}
	},
}

func hnCamel(name string) string {
	parts := strings.Split(strings.ToLower(name), "_")
	for i := 1; i < len(parts); i++ {
		parts[i] = hnCap(parts[i])
	}
	return strings.Join(parts, "")
}

var hnKeyNames = []string{
	"db_password", "ADMIN_PASS", "secretKey", "auth_token", "SMTP_PASSWORD", "api-secret", "encryption_key",
	"SIGNING_SECRET", "jwtSecret", "client-secret", "MASTER_KEY", "passwd", "pwd", "access_token",
	"private_token", "app_secret", "session_secret", "REDIS_AUTH", "keystore.password", "ldap_bind_password",
}

func hnIdent(k string) string { return strings.NewReplacer(".", "_", "-", "_").Replace(k) }

func hnGenericValue() string {
	switch rng.IntN(4) {
	case 0:
		return rnd(hexs, 32+8*rng.IntN(3))
	case 1:
		return rnd(b64url, 32+rng.IntN(16))
	case 2:
		return base64.StdEncoding.EncodeToString([]byte(rnd(alnum+"!@#", 24+rng.IntN(8))))
	default:
		return hnPassword()
	}
}

// hnSyntaxes write key = value in config formats and languages.
var hnSyntaxes = []func(k, v string) string{
	func(k, v string) string { return "[database]\nhost = \"db.internal\"\n" + k + " = \"" + v + "\"" },
	func(k, v string) string { return "[smtp]\nserver=mail.acme.lan\n" + k + "=" + v },
	func(k, v string) string { return "<add key=\"" + k + "\" value=\"" + v + "\" />" },
	func(k, v string) string { return "<" + k + ">" + v + "</" + k + ">" },
	func(k, v string) string {
		return "spring.datasource." + k + "=" + v + "\nspring.datasource.url=jdbc:postgresql://db:5432/app"
	},
	func(k, v string) string { return "variable \"" + hnIdent(k) + "\" {\n  default = \"" + v + "\"\n}" },
	func(k, v string) string {
		return "private static final String " + strings.ToUpper(hnIdent(k)) + " = \"" + v + "\";"
	},
	func(k, v string) string { return "var " + hnIdent(k) + " = \"" + v + "\"; // TODO: Key Vault" },
	func(k, v string) string { return "config." + hnIdent(k) + " = '" + v + "'" },
	func(k, v string) string { return "'" + k + "' => '" + v + "'," },
	func(k, v string) string { return "let " + hnIdent(k) + ": &str = \"" + v + "\";" },
	func(k, v string) string { return "services:\n  api:\n    environment:\n      - " + k + "=" + v },
	func(k, v string) string {
		return "[Service]\nEnvironment=\"" + k + "=" + v + "\"\nExecStart=/usr/local/bin/api"
	},
	func(k, v string) string { return k + " ?= " + v + "\n\nbuild:\n\tgo build ./..." },
	func(k, v string) string { return "set -x " + hnIdent(k) + " '" + v + "'" },
	func(k, v string) string {
		return "  " + k + ": '" + v + "'   # rotated " + "2026-0" + rnd("123456789", 1) + "-1" + rnd(digits, 1)
	},
	func(k, v string) string { return "\"" + k + "\" : \"" + v + "\"," },
	func(k, v string) string { return hnIdent(k) + " := \"" + v + "\"" },
}

// hnCommands pass a credential on a command line or in a header.
var hnCommands = []func() (string, string){
	func() (string, string) { pw := hnPassword(); return "mysql -u root -p" + pw + " -h 10.0.3.14 shop", pw },
	func() (string, string) {
		pw := hnURLPassword()
		return "curl -u admin:" + pw + " https://jenkins.acme.lan/api/json", pw
	},
	func() (string, string) {
		pw := hnPassword()
		return "./manage.py createsuperuser --username ops --password " + pw, pw
	},
	func() (string, string) { pw := hnPassword(); return "sshpass -p '" + pw + "' ssh pi@192.168.1.40", pw },
	func() (string, string) {
		pw := rnd(alnum, 24)
		return "docker login -u ci -p " + pw + " registry.acme.io", pw
	},
	func() (string, string) {
		pw := hnPassword()
		return "redis-cli -h cache.internal -a '" + pw + "' INFO", pw
	},
	func() (string, string) {
		t := rnd(alnum, 40)
		return "GET /v2/orders HTTP/1.1\nHost: api.acme.io\nAuthorization: Bearer " + t + "\nAccept: */*", t
	},
	func() (string, string) {
		k := rnd(hexs, 32)
		return "curl -s -H 'X-API-Key: " + k + "' https://api.acme.io/v1/usage | jq .", k
	},
	func() (string, string) {
		t := "glpat-" + rnd(b64url, 20)
		return "curl --header \"PRIVATE-TOKEN: " + t + "\" \"https://gitlab.acme.lan/api/v4/projects\"", t
	},
	func() (string, string) {
		pw := hnPassword()
		return "wget --user=mirror --password='" + pw + "' https://files.acme.lan/dump.sql.gz", pw
	},
	func() (string, string) {
		pw := rnd(alnum+"~.-_", 34)
		return "az login --service-principal -u 7f3c1e2a-app -p " + pw + " --tenant acme.onmicrosoft.com", pw
	},
	func() (string, string) {
		pw := hnPassword()
		return "openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:" + pw, pw
	},
	func() (string, string) {
		pw := hnURLPassword()
		return "http --auth ops:" + pw + " GET https://grafana.acme.lan/api/health", pw
	},
	func() (string, string) {
		c := base64.StdEncoding.EncodeToString([]byte("proxyuser:" + hnPassword()))
		return "Proxy-Authorization: Basic " + c, c
	},
	func() (string, string) {
		pw := hnPassword()
		return "ansible-playbook site.yml -e ansible_become_password=" + pw, pw
	},
	func() (string, string) {
		t := rnd(alnum, 32)
		return "kubectl --token=" + t + " --server=https://k8s.acme.lan:6443 get pods", t
	},
}

// hnFiles are credential files as they sit on disk.
var hnFiles = []func() (string, []string){
	func() (string, []string) {
		t := rnd(hexs, 8) + "-" + rnd(hexs, 4) + "-" + rnd(hexs, 4) + "-" + rnd(hexs, 4) + "-" + rnd(hexs, 12)
		return "machine api.heroku.com\n  login ops@acme.io\n  password " + t + "\nmachine git.heroku.com\n  login ops@acme.io\n  password " + t, []string{t}
	},
	func() (string, []string) {
		pw := hnPassword()
		return "# ~/.pgpass\ndb-primary.internal:5432:*:app:" + pw, []string{pw}
	},
	func() (string, []string) {
		a := base64.StdEncoding.EncodeToString([]byte("ci-bot:" + hnPassword()))
		return "{\n  \"auths\": {\n    \"registry.acme.io\": {\n      \"auth\": \"" + a + "\"\n    }\n  }\n}", []string{a}
	},
	func() (string, []string) {
		h := "$apr1$" + rnd(alnum, 8) + "$" + rnd(alnum+"./", 22)
		return "# .htpasswd for /admin\nalice:" + h, []string{h}
	},
	func() (string, []string) {
		h := "$2y$10$" + rnd(alnum+"./", 53)
		h2 := "$2y$10$" + rnd(alnum+"./", 53)
		return "bob:" + h + "\ncarol:" + h2, []string{h, h2}
	},
	func() (string, []string) {
		k := base64.StdEncoding.EncodeToString([]byte("-----BEGIN RSA PRIVATE KEY-----\n" + rnd(alnum+"+/", 120)))
		return "users:\n- name: admin@prod\n  user:\n    client-key-data: " + k + "\n    username: admin", []string{k}
	},
	func() (string, []string) {
		t := rnd(b64url, 40)
		return "users:\n- name: ci\n  user:\n    token: " + t + "\ncontexts:\n- name: prod", []string{t}
	},
	func() (string, []string) {
		t := "npm_" + rnd(alnum, 36)
		return "registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken=" + t, []string{t}
	},
	func() (string, []string) {
		t := "pypi-AgEIcHlwaS5vcmc" + rnd(b64url, 120)
		return "[pypi]\n  username = __token__\n  password = " + t, []string{t}
	},
	func() (string, []string) {
		id, sec := "AKIA"+rnd(upper+"234567", 16), rnd(alnum+"/+", 40)
		return "[default]\naws_access_key_id = " + id + "\naws_secret_access_key = " + sec + "\nregion = us-east-1", []string{id, sec}
	},
	func() (string, []string) {
		t := "ghp_" + rnd(alnum, 36)
		return "https://octocat:" + t + "@github.com", []string{t}
	},
	func() (string, []string) {
		pw := hnPassword()
		return "network={\n    ssid=\"HomeNet-5G\"\n    psk=\"" + pw + "\"\n}", []string{pw}
	},
	func() (string, []string) {
		pw := hnPassword()
		return "[client]\nuser=backup\npassword=" + pw + "\nhost=127.0.0.1", []string{pw}
	},
}

// hnContexts are logs, traces, tables, mails, commits and tickets holding secrets.
var hnContexts = []func() (string, []string, []string){
	func() (string, []string, []string) {
		k := "sk_live_" + rnd(alnum, 24)
		return "2026-05-14 12:00:01,223 ERROR [payments] stripe call failed key=" + k + " status=401 request_id=req_" + rnd(alnum, 14), []string{k}, []string{"status=401"}
	},
	func() (string, []string, []string) {
		pw := hnPassword()
		return "Traceback (most recent call last):\n  File \"/app/db.py\", line 12, in connect\n    conn = psycopg2.connect(\"host=db user=app password=" + pw + " dbname=orders\")\npsycopg2.OperationalError: FATAL:  password authentication failed for user \"app\"", []string{pw}, []string{"password authentication failed for user \"app\""}
	},
	func() (string, []string, []string) {
		pw := hnPassword()
		return "Caused by: java.sql.SQLException: Access denied for user 'erp'@'10.2.0.7' (using password: YES)\n\tat com.acme.Db.open(Db.java:41) url=jdbc:mysql://db:3306/erp?user=erp&password=" + pw, []string{pw}, []string{"at com.acme.Db.open(Db.java:41)"}
	},
	func() (string, []string, []string) {
		a, b := hnPassword(), hnPassword()
		return "| service | user | password |\n|---|---|---|\n| grafana | admin | " + a + " |\n| jenkins | ci | " + b + " |", []string{a, b}, []string{"| grafana | admin |"}
	},
	func() (string, []string, []string) {
		pw := hnPassword()
		return "<tr><td>smtp relay</td><td>mailer</td><td>" + pw + "</td></tr>", []string{pw}, []string{"<td>smtp relay</td>"}
	},
	func() (string, []string, []string) {
		a, b := hnPassword(), hnPassword()
		return "system\tlogin\tpassword\tnotes\nVPN\tjdoe\t" + a + "\trotate in Q3\nCRM\tjdoe\t" + b + "\tSSO soon", []string{a, b}, []string{"rotate in Q3"}
	},
	func() (string, []string, []string) {
		pw := hnPassword()
		return "Subject: Access for the new contractor\n\nHi Chen,\n\nUsername: c.wu\nTemporary password: " + pw + "\n\nPlease change it within 24h.\nIT", []string{pw}, []string{"Please change it within 24h."}
	},
	func() (string, []string, []string) {
		sha, k := rnd(hexs, 40), rnd(b64url, 40)
		return "commit " + sha + "\nAuthor: Lee <lee@acme.io>\n\n    add staging config\n\n    STAGING_API_KEY=" + k, []string{k}, []string{sha}
	},
	func() (string, []string, []string) {
		t := "ghp_" + rnd(alnum, 36)
		return "## Steps to reproduce\n1. `export GITHUB_TOKEN=" + t + "`\n2. run `make release`\n3. see 404 on upload", []string{t}, []string{"see 404 on upload"}
	},
	func() (string, []string, []string) {
		k := rnd(hexs, 32)
		return "name,api_key,created\nreporting," + k + ",2026-01-02", []string{k}, []string{"2026-01-02"}
	},
	func() (string, []string, []string) {
		sid, tok := "AC"+rnd(hexs, 32), rnd(hexs, 32)
		return "Twilio for the SMS fallback: account " + sid + ", auth token " + tok, []string{tok}, []string{"SMS fallback"}
	},
	func() (string, []string, []string) {
		id, sec := "AKIA"+rnd(upper+"234567", 16), rnd(alnum+"/+", 40)
		return "AWS creds for the backup user -> key id " + id + " secret " + sec, []string{id, sec}, []string{"backup user"}
	},
	func() (string, []string, []string) {
		t := rnd(alnum, 48)
		return "time=2026-03-01T08:15:02Z level=debug msg=\"outgoing request\" method=POST url=https://hooks.acme.io/ingest header.authorization=\"Bearer " + t + "\"", []string{t}, []string{"msg=\"outgoing request\""}
	},
}

func hnMore() []Sample {
	var out []Sample
	for i := range 3 * len(hnVendors) {
		v := hnVendors[i%len(hnVendors)]
		val, secrets := v.gen()
		text, keep := hnVendorTexts[(i/len(hnVendors)+i)%len(hnVendorTexts)](v.name, val)
		out = append(out, Sample{Category: "vendor", Format: "mixed", Text: text, Secrets: secrets, Keep: keep})
	}
	for i := range 4 * len(hnSyntaxes) {
		v := hnGenericValue()
		out = append(out, Sample{Category: "generic-key", Format: "config", Text: hnSyntaxes[i%len(hnSyntaxes)](pick(hnKeyNames), v), Secrets: []string{v}})
	}
	for i := range 2 * len(hnCommands) {
		text, v := hnCommands[i%len(hnCommands)]()
		out = append(out, Sample{Category: "cli-header", Format: "shell", Text: text, Secrets: []string{v}})
	}
	for i := range 2 * len(hnFiles) {
		text, secrets := hnFiles[i%len(hnFiles)]()
		out = append(out, Sample{Category: "cred-file", Format: "file", Text: text, Secrets: secrets})
	}
	for i := range 2 * len(hnContexts) {
		text, secrets, keep := hnContexts[i%len(hnContexts)]()
		out = append(out, Sample{Category: "context", Format: "mixed", Text: text, Secrets: secrets, Keep: keep})
	}
	return out
}
