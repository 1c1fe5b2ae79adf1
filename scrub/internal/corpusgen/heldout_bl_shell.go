package main

import (
	"fmt"
	"strings"
)

// hblShellPw is a password that needs no quoting in a shell.
func hblShellPw() string {
	for {
		p := hblPw()
		if !strings.ContainsAny(p, "!$&*?^") {
			return p
		}
	}
}

func hblShellCodeSamples() []Sample {
	var out []Sample
	// Commands that carry a password or token.
	for i := 0; i < 16; i++ {
		p := hblShellPw()
		host := hblP("db."+hblDomain(), "10.0."+fmt.Sprint(hblN(0, 9))+"."+fmt.Sprint(hblN(2, 250)), "localhost", "reporting.internal")
		var format, text string
		var keep []string
		sec := p
		switch i % 12 {
		case 0:
			format, text = "shell", "docker login -u "+hblCompany()+"bot -p "+p+" registry."+hblDomain()
		case 1:
			format, text = "shell", "mysql -h "+host+" -u reporting -p"+p+" crm < monthly_mrr.sql"
		case 2:
			format, text = "shell", "curl -u "+hblEmail()+":"+p+" https://"+hblCompany()+".zendesk.com/api/v2/tickets.json"
		case 3:
			format, text = "shell", "redis-cli -h "+host+" -a "+p+" --no-auth-warning KEYS 'session:*'"
		case 4:
			format, text = "shell", "PGPASSWORD="+p+" pg_dump -h "+host+" -U postgres crm > crm_$(date +%F).sql"
		case 5:
			format, text = "shell", "sshpass -p '"+p+"' ssh ops@"+host+" 'sudo systemctl restart crm-sync'"
		case 6:
			tok := "ghp_" + hblR(hblAlnum, 36)
			sec = tok
			format, text = "shell", "echo "+tok+" | docker login ghcr.io -u "+hblLowerName()+" --password-stdin"
		case 7:
			tok := hblR(hblHex, 40)
			sec = tok
			format, text = "shell", "curl \"https://api.pipedrive.com/v1/deals?status=open&api_token="+tok+"\" | jq '.data | length'"
		case 8:
			format = "terminal"
			text = "ops@bastion:~$ mysql -u root --password=" + p + " -e 'show databases'\n+--------------------+\n| Database           |\n+--------------------+\n| crm                |\n+--------------------+"
			keep = []string{"| crm                |"}
		case 9:
			format, text = "shell", "htpasswd -b -c /etc/nginx/.htpasswd investors "+p
		case 10:
			tok := "sk_live_" + hblR(hblAlnum, 24)
			sec = tok
			format, text = "shell", "curl https://api.stripe.com/v1/customers -u "+tok+": -d email=\""+hblEmail()+"\""
		default:
			format, text = "powershell", "$pw = ConvertTo-SecureString '"+p+"' -AsPlainText -Force\nNew-LocalUser -Name 'kiosk' -Password $pw"
		}
		s := hblSec("command-credential", format, text, sec)
		if len(keep) > 0 {
			s = hblKeep(s, keep...)
		}
		out = append(out, s)
	}
	// Code in several languages.
	for i := 0; i < 10; i++ {
		p := hblShellPw()
		k := hblR(hblHex, 40)
		var format, text string
		sec := p
		switch i % 8 {
		case 0:
			format = "python"
			text = "import hubspot\n\nclient = hubspot.Client.create(access_token=\"pat-eu1-" + hblUUID() + "\")\n"
			sec = text[strings.Index(text, "pat-eu1-") : len(text)-3]
		case 1:
			format = "go"
			sec = hblURLPw()
			text = "db, err := sql.Open(\"mysql\", \"crm:" + sec + "@tcp(127.0.0.1:3306)/crm\")\nif err != nil {\n\treturn err\n}\n"
		case 2:
			format = "ruby"
			text = "Pipedrive.configure do |c|\n  c.api_token = '" + k + "'\nend\n"
			sec = k
		case 3:
			format = "java"
			text = "Properties props = new Properties();\nprops.put(\"mail.smtp.user\", \"" + hblEmail() + "\");\nprops.put(\"mail.smtp.password\", \"" + p + "\");\n"
		case 4:
			format = "csharp"
			text = "var client = new SmtpClient(\"smtp.office365.com\", 587) {\n    Credentials = new NetworkCredential(\"" + hblEmail() + "\", \"" + p + "\"),\n    EnableSsl = true\n};"
		case 5:
			format = "gs"
			tok := "key" + hblR(hblAlnum, 14)
			sec = tok
			text = "function syncLeads() {\n  const AIRTABLE_KEY = '" + tok + "';\n  const url = 'https://api.airtable.com/v0/app" + hblR(hblAlnum, 14) + "/Leads';\n  UrlFetchApp.fetch(url, {headers: {Authorization: 'Bearer ' + AIRTABLE_KEY}});\n}"
		case 6:
			format = "diff"
			text = "--- a/config/settings.py\n+++ b/config/settings.py\n@@ -12,7 +12,7 @@\n DEBUG = False\n-EMAIL_HOST_PASSWORD = os.environ[\"EMAIL_HOST_PASSWORD\"]\n+EMAIL_HOST_PASSWORD = \"" + p + "\"\n ALLOWED_HOSTS = [\"app." + hblDomain() + "\"]"
			out = append(out, hblKeep(hblSec("code-credential", format, text, sec), " DEBUG = False"))
			continue
		default:
			format = "rust"
			text = "let token = \"" + "xoxb-" + hblDigits(12) + "-" + hblDigits(13) + "-" + hblR(hblAlnum, 24) + "\";\nlet client = SlackClient::new(token);"
			sec = text[strings.Index(text, "xoxb-"):strings.Index(text, "\";")]
		}
		out = append(out, hblSec("code-credential", format, text, sec))
	}
	// Stack traces and logs that leak a credential.
	for i := 0; i < 6; i++ {
		p := hblShellPw()
		var format, text string
		var keep []string
		sec := p
		switch i % 5 {
		case 0:
			format = "stacktrace"
			text = "Traceback (most recent call last):\n  File \"sync.py\", line 42, in <module>\n    conn = psycopg2.connect(\"host=db user=crm password=" + p + " dbname=crm\")\npsycopg2.OperationalError: could not connect to server: Connection timed out"
			keep = []string{"Traceback (most recent call last):"}
		case 1:
			tok := "xoxb-" + hblDigits(11) + "-" + hblDigits(13) + "-" + hblR(hblAlnum, 24)
			sec = tok
			format = "log"
			text = "[slack-notifier] POST https://slack.com/api/chat.postMessage token=" + tok + " -> {\"ok\":false,\"error\":\"channel_not_found\"}"
		case 2:
			format = "stacktrace"
			text = "java.sql.SQLException: Access denied for user 'erp'@'10.2.3.4' (using password: YES)\n\tat com.mysql.cj.jdbc.exceptions.SQLError.createSQLException(SQLError.java:130)\nCaused by: config jdbc:mysql://erp:" + p + "@db:3306/erp"
			keep = []string{"\tat com.mysql.cj.jdbc.exceptions.SQLError.createSQLException(SQLError.java:130)"}
		case 3:
			k := "sk_live_" + hblR(hblAlnum, 24)
			sec = k
			format = "log"
			text = fmt.Sprintf("2025-01-%02d 14:22:07 ERROR stripe: No such customer: 'cus_%s'; request made with key %s (request id req_%s)", hblN(1, 28), hblR(hblAlnum, 14), k, hblR(hblAlnum, 14))
		default:
			format = "log"
			text = "zapier task 9f3a failed: Authentication failed for " + hblEmail() + " with password '" + p + "'\nnext retry in 300s"
			keep = []string{"next retry in 300s"}
		}
		s := hblSec("log-leak", format, text, sec)
		if len(keep) > 0 {
			s = hblKeep(s, keep...)
		}
		out = append(out, s)
	}
	return out
}
