package main

// heldout_bm_code.go: secrets inside code, logs, stack traces, diffs and tables.

import (
	"encoding/base64"
	"strings"
)

// hbmCodeAll: credentials left in source, logs and diffs.
func hbmCodeAll() []Sample {
	var out []Sample
	for i := 0; i < 30; i++ {
		p := hbmPw()
		pu := hbmURLPw()
		tok := hbmLongToken()
		var text, format string
		var secs, keep []string
		switch i % 12 {
		case 0:
			format = "python"
			l := "server = smtplib.SMTP_SSL(\"smtps.aruba.it\", 465)"
			text = "import smtplib\n\n" + l + "\nserver.login(\"fatture@" + hbmDomain() + "\", \"" + strings.ReplaceAll(p, "\"", "") + "\")"
			secs = []string{strings.ReplaceAll(p, "\"", "")}
			keep = []string{l}
		case 1:
			format = "java"
			q := strings.ReplaceAll(p, "\"", "")
			text = "Connection conn = DriverManager.getConnection(\n    \"jdbc:mysql://localhost:3306/anagrafe\", \"anagrafe\", \"" + q + "\");"
			secs = []string{q}
		case 2:
			format = "csharp"
			q := strings.ReplaceAll(p, "\"", "")
			text = "var client = new SmtpClient(\"smtp.orange.fr\", 587)\n{\n    Credentials = new NetworkCredential(\"" + hbmUser() + "\", \"" + q + "\"),\n    EnableSsl = true\n};"
			secs = []string{q}
			keep = []string{"    EnableSsl = true"}
		case 3:
			format = "javascript"
			text = "// config de l'espace famille\nmodule.exports = {\n  port: 8080,\n  apiToken: '" + tok + "',\n};"
			secs = []string{tok}
			keep = []string{"  port: 8080,"}
		case 4:
			format = "php"
			q := strings.ReplaceAll(p, "'", "")
			text = "<?php\n$pdo = new PDO('pgsql:host=localhost;dbname=cantine', 'cantine', '" + q + "');"
			secs = []string{q}
		case 5:
			format = "diff"
			text = "--- a/config/settings.py\n+++ b/config/settings.py\n@@ -12,3 +12,3 @@\n DEBUG = False\n-EMAIL_HOST_PASSWORD = os.environ['EMAIL_HOST_PASSWORD']\n+EMAIL_HOST_PASSWORD = '" + strings.ReplaceAll(p, "'", "") + "'"
			secs = []string{strings.ReplaceAll(p, "'", "")}
			keep = []string{" DEBUG = False"}
		case 6:
			format = "stacktrace"
			text = "Traceback (most recent call last):\n  File \"sync.py\", line 42, in <module>\n    engine = create_engine(\"postgresql://sync:" + pu + "@10.0.0.5/ecole\")\nsqlalchemy.exc.OperationalError: could not connect to server: Connection refused"
			secs = []string{pu}
			keep = []string{"  File \"sync.py\", line 42, in <module>"}
		case 7:
			format = "log"
			text = "2024-11-0" + hbmR("123456789", 1) + " 07:58:03,112 INFO  [http] GET /api/export?apikey=" + tok + "&format=csv 200 1532ms"
			secs = []string{tok}
		case 8:
			format = "log"
			b := base64.StdEncoding.EncodeToString([]byte(hbmUser() + ":" + pu))
			text = "> GET /dav/ HTTP/1.1\n> Host: cloud.asso.org\n> Authorization: Basic " + b + "\n> User-Agent: curl/8.5.0\n< HTTP/1.1 207 Multi-Status"
			secs = []string{b}
			keep = []string{"> Host: cloud.asso.org"}
		case 9:
			format = "markdown-table"
			text = "| Ambiente | URL | Token |\n|---|---|---|\n| prod | https://api.comune.example.it | " + tok + " |\n| test | https://test.comune.example.it | (chiedere a Marco) |"
			secs = []string{tok}
			keep = []string{"| test | https://test.comune.example.it | (chiedere a Marco) |"}
		case 10:
			format = "powershell"
			q := strings.ReplaceAll(p, "\"", "")
			q = strings.ReplaceAll(q, "$", "")
			text = "$secpw = ConvertTo-SecureString \"" + q + "\" -AsPlainText -Force\n$cred = New-Object System.Management.Automation.PSCredential (\"MAIRIE\\admin.local\", $secpw)"
			secs = []string{q}
		default:
			format = "ruby"
			text = "Rails.application.configure do\n  config.action_mailer.smtp_settings = {\n    address: 'smtp.gmail.com',\n    user_name: 'scoala@gmail.com',\n    password: '" + strings.ReplaceAll(p, "'", "") + "'\n  }\nend"
			secs = []string{strings.ReplaceAll(p, "'", "")}
			keep = []string{"    address: 'smtp.gmail.com',"}
		}
		out = append(out, hbmS("code-secret", format, text, secs, keep...))
	}
	return out
}
