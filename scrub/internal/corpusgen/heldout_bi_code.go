package main

import (
	"fmt"
	"strings"
)

// Secrets in shell sessions, code, logs, diffs, key blocks, tokens and webhooks.

func hbiCode() []Sample {
	var out []Sample
	out = append(out, hbiN(18, hbiShell)...)
	out = append(out, hbiN(12, hbiSourceCode)...)
	out = append(out, hbiN(7, hbiLogLine)...)
	out = append(out, hbiN(5, hbiDiff)...)
	out = append(out, hbiN(7, hbiKeyBlock)...)
	out = append(out, hbiN(7, hbiJWTSample)...)
	out = append(out, hbiN(8, hbiWebhook)...)
	out = append(out, hbiN(12, hbiVendorProse)...)
	return out
}

func hbiShell() Sample {
	p := strings.NewReplacer("'", "", "\"", "", "$", "", "!", "").Replace(hbiPw())
	u := hbiPickL(hbiUsers)
	h := hbiPickL(hbiHosts)
	prompt := hbiPick("$ ", "user@field-laptop:~$ ", "PS C:\\Users\\clerk> ", "[root@records ~]# ")
	var cmd string
	sec := []string{p}
	switch rng.IntN(16) {
	case 0:
		cmd = fmt.Sprintf("docker login registry.eastbrook.gov -u %s -p %s", u, p)
	case 1:
		cmd = fmt.Sprintf("mysql -h %s -u root -p%s court_records < dump.sql", h, p)
	case 2:
		cmd = fmt.Sprintf("curl -u %s:%s https://%s/api/v2/assets.json", u, p, h)
	case 3:
		cmd = fmt.Sprintf("PGPASSWORD=%s psql -h %s -U hmis_ro -d hmis -c 'select count(*) from tracker'", p, h)
	case 4:
		cmd = fmt.Sprintf("sshpass -p '%s' ssh %s@%s", p, u, h)
	case 5:
		cmd = fmt.Sprintf("smbclient //fs01/Procurement -U 'EASTBROOK\\%s%%%s'", u, p)
	case 6:
		cmd = fmt.Sprintf("net use Z: \\\\fs01\\FOIA %s /user:COUNTY\\%s", p, u)
	case 7:
		cmd = fmt.Sprintf("sudo mount -t cifs //nas/scans /mnt/scans -o username=%s,password=%s", u, p)
	case 8:
		t := hbiGitLab()
		sec = []string{t}
		cmd = fmt.Sprintf("git clone https://oauth2:%s@gitlab.eastbrook.gov/benefits/portal.git", t)
	case 9:
		cmd = fmt.Sprintf("ldapsearch -x -H ldaps://dc01.eastbrook.gov -D 'cn=%s,ou=svc,dc=eastbrook,dc=gov' -w '%s' '(sAMAccountName=jdoe)'", u, p)
	case 10:
		cmd = fmt.Sprintf("openssl pkcs12 -export -in court.crt -inkey court.key -out court.p12 -passout pass:%s", p)
	case 11:
		cmd = fmt.Sprintf("7z a -p%s -mhe=on beneficiaries_round3.7z exports/", p)
	case 12:
		t := hbiVault()
		sec = []string{t}
		cmd = fmt.Sprintf("VAULT_TOKEN=%s vault kv get secret/kobo/prod", t)
	case 13:
		cmd = fmt.Sprintf("wget --user=%s --password=%s https://%s/exports/latest.csv", u, p, h)
	case 14:
		cmd = fmt.Sprintf("$cred = New-Object PSCredential('%s', (ConvertTo-SecureString '%s' -AsPlainText -Force))", u, p)
	default:
		cmd = fmt.Sprintf("htpasswd -b /etc/nginx/.htpasswd %s %s", u, p)
	}
	if hbiChance(0.5) {
		out := hbiPick("Login Succeeded", "OK", "Connection established.", "Everything is Ok", "")
		keep := ""
		if out != "" {
			keep = out
		}
		return hbiK(hbiS("shell-command", "shell", prompt+cmd+"\n"+out, sec...), keep)
	}
	return hbiWrapS("shell-command", cmd, sec...)
}

func hbiSourceCode() Sample {
	p := strings.NewReplacer("'", "", "\"", "", "\\", "", "$", "").Replace(hbiPw())
	tok := hbiKobo()
	h := hbiPickL(hbiHosts)
	switch rng.IntN(10) {
	case 0:
		keep := "resp.raise_for_status()"
		return hbiK(hbiS("code", "python", fmt.Sprintf("import requests\n\nresp = requests.get(\n    \"https://%s/api/v2/assets/\",\n    headers={\"Authorization\": \"Token %s\"},\n)\n%s", h, tok, keep), tok), keep)
	case 1:
		return hbiS("code", "python", fmt.Sprintf("from dhis2 import Api\napi = Api('https://%s', '%s', '%s')\nprint(api.get('me').json())", h, hbiPickL(hbiUsers), p), p)
	case 2:
		return hbiS("code", "r", fmt.Sprintf("library(httr)\nr <- GET(\"https://%s/api/dataValueSets\", authenticate(\"%s\", \"%s\"))\nstop_for_status(r)", h, hbiPickL(hbiUsers), p), p)
	case 3:
		return hbiS("code", "javascript", fmt.Sprintf("const res = await fetch('https://%s/v1/cases', {\n  headers: { Authorization: 'Bearer %s' },\n});", h, tok), tok)
	case 4:
		return hbiS("code", "go", fmt.Sprintf("req, _ := http.NewRequest(\"GET\", \"https://%s/api/v1/projects\", nil)\nreq.SetBasicAuth(\"%s\", \"%s\")\nresp, err := http.DefaultClient.Do(req)", h, hbiPickL(hbiUsers), p), p)
	case 5:
		return hbiS("code", "java", fmt.Sprintf("Connection conn = DriverManager.getConnection(\n    \"jdbc:postgresql://%s:5432/court_records\", \"court_rw\", \"%s\");", h, p), p)
	case 6:
		return hbiS("code", "csharp", fmt.Sprintf("var client = new SmtpClient(\"smtp.office365.com\", 587);\nclient.Credentials = new NetworkCredential(\"foia@countyclerk.example.gov\", \"%s\");\nclient.EnableSsl = true;", p), p)
	case 7:
		return hbiS("code", "php", fmt.Sprintf("<?php\n$pdo = new PDO('mysql:host=%s;dbname=koha', 'koha_admin', '%s');\n$stmt = $pdo->query('SELECT COUNT(*) FROM issues');", h, p), p)
	case 8:
		return hbiS("code", "sql", fmt.Sprintf("CREATE ROLE report_reader LOGIN PASSWORD '%s';\nGRANT SELECT ON ALL TABLES IN SCHEMA public TO report_reader;", p), p)
	default:
		st := hbiRnd(alnum, 24)
		return hbiS("code", "ruby", fmt.Sprintf("client = Restforce.new(username: 'npsp@donors-ngo.org',\n                       password: '%s',\n                       security_token: '%s',\n                       api_version: '59.0')", p, st), p, st)
	}
}

func hbiLogLine() Sample {
	p := hbiPw()
	d, t := hbiDate(), hbiTime()
	switch rng.IntN(5) {
	case 0:
		return hbiS("log", "access-log", fmt.Sprintf("10.0.%d.%d - - [%s:%s:02 +0000] \"GET /login?user=%s&password=%s HTTP/1.1\" 302 0 \"-\" \"Mozilla/5.0\"", hbiIn(0, 9), hbiIn(2, 250), d, t, hbiPickL(hbiUsers), p), p)
	case 1:
		j := hbiJWT()
		return hbiS("log", "log", fmt.Sprintf("%s %s DEBUG http.client request headers: {'Accept': 'application/json', 'Authorization': 'Bearer %s'}", d, t, j), j)
	case 2:
		b := hbiB64(hbiPickL(hbiUsers) + ":" + p)
		return hbiS("log", "log", fmt.Sprintf("%s %s WARN  proxy: upstream 401 for Authorization: Basic %s (retry 2/3)", d, t, b), b)
	case 3:
		return hbiS("log", "json-log", fmt.Sprintf("{\"ts\":\"%sT%s:44Z\",\"level\":\"error\",\"msg\":\"login failed\",\"form\":{\"username\":\"%s\",\"password\":\"%s\"}}", d, t, hbiPickL(hbiUsers), p), p)
	default:
		k := hbiKobo()
		keep := fmt.Sprintf("%s %s INFO  export finished: %d submissions", d, t, hbiIn(100, 9000))
		return hbiK(hbiS("log", "log", fmt.Sprintf("%s %s INFO  kobo-export starting (token=%s)\n%s", d, t, k, keep), k), keep)
	}
}

func hbiDiff() Sample {
	o, n := hbiPw(), hbiPw()
	switch rng.IntN(3) {
	case 0:
		return hbiS("diff", "diff", fmt.Sprintf("--- a/config/production.yml\n+++ b/config/production.yml\n@@ -12,7 +12,7 @@ database:\n   host: %s\n   user: benefits\n-  password: %s\n+  password: %s\n   pool: 20", hbiPickL(hbiHosts), o, n), o, n)
	case 1:
		k := hbiKobo()
		return hbiS("diff", "diff", fmt.Sprintf("diff --git a/.env b/.env\n--- a/.env\n+++ b/.env\n@@ -1,3 +1,4 @@\n APP_ENV=production\n+KOBO_TOKEN=%s\n TZ=Africa/Kampala", k), k)
	default:
		t := hbiTelegram()
		return hbiS("diff", "diff", fmt.Sprintf("-BOT_TOKEN = os.environ[\"BOT_TOKEN\"]\n+BOT_TOKEN = \"%s\"  # TODO revert before merge", t), t)
	}
}

func hbiKeyBlock() Sample {
	switch rng.IntN(4) {
	case 0:
		l := hbiPEMLines("MIIEpAIBAAKCAQEA", hbiIn(4, 6))
		t := "-----BEGIN RSA PRIVATE KEY-----\n" + strings.Join(l, "\n") + "\n-----END RSA PRIVATE KEY-----"
		return hbiWrapS("private-key", t, l...)
	case 1:
		l := hbiPEMLines("b3BlbnNzaC1rZXktdjEAAAAA", hbiIn(4, 6))
		t := "-----BEGIN OPENSSH PRIVATE KEY-----\n" + strings.Join(l, "\n") + "\n-----END OPENSSH PRIVATE KEY-----"
		return hbiWrapS("private-key", t, l...)
	case 2:
		l := hbiPEMLines("MHcCAQEEI", 3)
		t := "-----BEGIN EC PRIVATE KEY-----\n" + strings.Join(l, "\n") + "\n-----END EC PRIVATE KEY-----"
		keep := "# court e-filing client key, do not commit"
		return hbiK(hbiS("private-key", "pem", keep+"\n"+t, l...), keep)
	default:
		l := hbiPEMLines("MIIEvgIBADANBgkqhkiG9w0BAQEFAASC", hbiIn(4, 5))
		t := "-----BEGIN PRIVATE KEY-----\n" + strings.Join(l, "\n") + "\n-----END PRIVATE KEY-----"
		return hbiS("private-key", "yaml", "tls:\n  key: |\n    "+strings.ReplaceAll(t, "\n", "\n    "), l...)
	}
}

func hbiJWTSample() Sample {
	j := hbiJWT()
	switch rng.IntN(4) {
	case 0:
		return hbiWrapS("jwt", fmt.Sprintf("session token from the citizen portal (expires tonight): %s", j), j)
	case 1:
		return hbiS("jwt", "shell", fmt.Sprintf("curl -H 'Authorization: Bearer %s' https://benefits-api.city.example/v1/claims?status=open", j), j)
	case 2:
		return hbiS("jwt", "http", fmt.Sprintf("GET /api/me HTTP/1.1\nHost: %s\nAuthorization: Bearer %s\nAccept: application/json", hbiPickL(hbiHosts), j), j)
	default:
		return hbiS("jwt", "json", fmt.Sprintf("{\"access_token\":\"%s\",\"token_type\":\"Bearer\",\"expires_in\":3600}", j), j)
	}
}

func hbiWebhook() Sample {
	switch rng.IntN(4) {
	case 0:
		u, p := hbiSlackHook()
		return hbiWrapS("webhook", fmt.Sprintf("Slack webhook for #shelter-capacity: %s", u), p)
	case 1:
		u, t := hbiDiscordHook()
		return hbiS("webhook", "python", fmt.Sprintf("WEBHOOK = \"%s\"\nrequests.post(WEBHOOK, json={\"content\": \"Daily sitrep uploaded\"})", u), t)
	case 2:
		t := hbiTelegram()
		return hbiS("webhook", "shell", fmt.Sprintf("curl -s \"https://api.telegram.org/bot%s/sendMessage\" -d chat_id=-100%d -d text=\"Polling station 14 closed\"", t, hbiIn(1000000000, 1999999999)), t)
	default:
		t := hbiTelegram()
		return hbiWrapS("webhook", fmt.Sprintf("Telegram bot token for the volunteer alerts group: %s", t), t)
	}
}

func hbiVendorProse() Sample {
	label, k := hbiVendorKey()
	if hbiChance(0.2) {
		k = hbiStripe()
		label = "Stripe live key for the donations page"
	}
	switch rng.IntN(7) {
	case 0:
		return hbiWrapS("vendor-key", fmt.Sprintf("%s: %s", label, k), k)
	case 1:
		return hbiWrapS("vendor-key", fmt.Sprintf("here's the %s we use for the grants dashboard %s - please don't paste it in the public channel", label, k), k)
	case 2:
		return hbiWrapS("vendor-key", fmt.Sprintf("voici la clé (%s) : %s", label, k), k)
	case 3:
		return hbiS("vendor-key", "yaml", fmt.Sprintf("integrations:\n  notify:\n    provider: %s\n    key: %s\n    enabled: true", strings.ToLower(strings.Fields(label)[0]), k), k)
	case 4:
		return hbiS("vendor-key", "markdown", fmt.Sprintf("## Setup\n\n1. Install the CLI\n2. Set the key:\n\n```\nexport API_KEY=%s\n```\n\n3. Run `make sync`", k), k)
	case 5:
		return hbiS("vendor-key", "csv", fmt.Sprintf("service,owner,key,rotated\n%s,%s,%s,%s", label, hbiFullName(), k, hbiDate()), k)
	default:
		return hbiWrapS("vendor-key", fmt.Sprintf("Schlüssel für %s: %s", label, k), k)
	}
}
