package main

// heldout_ba_code.go: credentials inside code of several languages, logs, stack traces, diffs and
// CSV/Markdown tables.

import (
	"fmt"
	"strings"
)

func hbaCodeGens() []func() Sample {
	return []func() Sample{
		func() Sample {
			pw := hbaPw()
			text := "import requests\n\nr = requests.get(\"https://api." + pick(hbaDomains) + "/v1/stock\", auth=(\"" + pick(hbaUsers) + "\", \"" + pw + "\"))\nprint(r.status_code)"
			return hbaKeep(hbaSec("code-python", "python", text, pw), "print(r.status_code)")
		},
		func() Sample {
			pw := hbaPw()
			text := "$conn = mysqli_connect(\"localhost\", \"" + pick(hbaDBUsers) + "\", \"" + pw + "\", \"" + pick(hbaDBNames) + "\");\nif (!$conn) { die(\"Connection failed: \" . mysqli_connect_error()); }"
			return hbaSec("code-php", "php", text, pw)
		},
		func() Sample {
			pw := hbaPw()
			text := "Connection con = DriverManager.getConnection(\n    \"jdbc:oracle:thin:@" + pick(hbaHosts) + ":1521/ORCL\", \"" + strings.ToUpper(pick(hbaDBUsers)) + "\", \"" + pw + "\");"
			return hbaSec("code-java", "java", text, pw)
		},
		func() Sample {
			pw := hbaPw()
			text := "const transporter = nodemailer.createTransport({\n  host: 'smtp.zoho.in',\n  port: 465,\n  auth: { user: 'orders@" + pick(hbaDomains) + "', pass: '" + pw + "' },\n});"
			return hbaSec("code-js", "javascript", text, pw)
		},
		func() Sample {
			pw := rnd(alnum, 14)
			text := "db, err := sql.Open(\"mysql\", \"" + pick(hbaDBUsers) + ":" + pw + "@tcp(" + pick(hbaHosts) + ":3306)/" + pick(hbaDBNames) + "?parseTime=true\")"
			return hbaSec("code-go", "go", text, pw)
		},
		func() Sample {
			key := rnd(alnum, 24)
			text := "var client = new RazorpayClient(\"rzp_live_" + rnd(alnum, 14) + "\", \"" + key + "\");\nvar order = client.Order.Create(options);"
			return hbaSec("code-csharp", "csharp", text, key)
		},
		func() Sample {
			tok := hbaDigits(10) + ":AA" + rnd(b64url, 33)
			text := "import telebot\n\n# bot thông báo đơn hàng\nbot = telebot.TeleBot(\"" + tok + "\")\nCHAT_ID = -100" + hbaDigits(10)
			return hbaSec("code-python", "python", text, tok)
		},
		func() Sample {
			key := hbaHex(32)
			text := "$url = \"https://api.semaphore.co/api/v4/messages?apikey=" + key + "&number=09" + rnd(digits, 9) + "&message=\" . urlencode($msg);"
			return hbaSec("code-php", "php", text, key)
		},
		func() Sample {
			key := rnd(alnum, 32)
			text := "String signature = hmacSHA256(rawData, \"" + key + "\"); // MoMo secretKey"
			return hbaSec("code-java", "java", text, key)
		},
		func() Sample { // log
			tok := hbaJWT()
			text := hbaTime() + " INFO  [http-nio-8080-exec-3] c.p.api.AuthFilter - incoming request GET /api/v1/wallet\n" +
				hbaTime() + " DEBUG [http-nio-8080-exec-3] c.p.api.AuthFilter - Authorization: Bearer " + tok + "\n" +
				hbaTime() + " INFO  [http-nio-8080-exec-3] c.p.api.WalletController - balance fetched for user 48213"
			return hbaSec("log-bearer", "log", text, tok)
		},
		func() Sample { // stack trace
			pw := hbaRandPw()
			pw = strings.NewReplacer("@", "", "#", "", "%", "", "^", "", "+", "", "=", "").Replace(pw)
			text := "Traceback (most recent call last):\n  File \"/srv/app/sync.py\", line 42, in <module>\n    engine = create_engine(DB_URL)\n" +
				"sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at \"10.0.1.12\", port 5432 failed\n" +
				"(Background on this error at: https://sqlalche.me/e/20/e3q8)\nDB_URL=postgresql://app:" + pw + "@10.0.1.12:5432/orders"
			return hbaKeep(hbaSec("stacktrace-db-url", "stacktrace", text, pw), "File \"/srv/app/sync.py\", line 42, in <module>")
		},
		func() Sample {
			pw := hbaPw()
			text := "Exception in thread \"main\" java.sql.SQLException: Access denied for user 'pos_user'@'10.0.2.15' (using password: YES)\n\tat com.mysql.cj.jdbc.exceptions.SQLError.createSQLException(SQLError.java:129)\n" +
				"\tat com.kirana.pos.Db.connect(Db.java:27)\n// Db.java:27 -> DriverManager.getConnection(URL, \"pos_user\", \"" + pw + "\")"
			return hbaSec("stacktrace-java", "stacktrace", text, pw)
		},
		func() Sample { // diff
			key, old := "sk_live_"+rnd(alnum, 24), "sk_test_"+rnd(alnum, 24)
			text := "diff --git a/config/payments.yml b/config/payments.yml\n@@ -1,4 +1,4 @@\n paymongo:\n-  secret_key: " + old + "\n+  secret_key: " + key + "\n   currency: PHP"
			return hbaKeep(hbaSec("diff-key", "diff", text, key, old), "   currency: PHP")
		},
		func() Sample {
			pw := hbaPw()
			text := "--- a/.env.example\n+++ b/.env\n@@ -3,2 +3,2 @@\n-SMTP_PASSWORD=\n+SMTP_PASSWORD=" + pw + "\n SMTP_PORT=587"
			return hbaSec("diff-password", "diff", text, pw)
		},
		func() Sample { // CSV table
			var rows []string
			var secs []string
			for j := 0; j < hbaN(2, 4); j++ {
				p := hbaPw()
				p = strings.ReplaceAll(p, ",", "")
				secs = append(secs, p)
				rows = append(rows, fmt.Sprintf("%s,%s,%s,%s", pick([]string{"Counter 1", "Counter 2", "Back office", "Owner laptop", "CCTV NVR"}), pick(hbaUsers), p, pick([]string{"yes", "no"})))
			}
			text := "device,username,password,shared\n" + strings.Join(rows, "\n")
			return hbaSec("csv-passwords", "csv", text, secs...)
		},
		func() Sample { // markdown table with mixed rows
			p1, p2 := hbaPw(), hbaDigits(6)
			text := "| Service | Login | Password / PIN | Owner |\n|---|---|---|---|\n| Shopee Seller Centre | " + pick(hbaUsers) + " | " + p1 + " | " + pick(hbaFirst) +
				" |\n| POS terminal | cashier | " + p2 + " | Counter |\n| Printer | — | none | IT |"
			return hbaKeep(hbaSec("markdown-passwords", "markdown", text, p1, p2), "| Printer | — | none | IT |")
		},
		func() Sample {
			tok := "xoxb-" + hbaDigits(12) + "-" + hbaDigits(13) + "-" + rnd(alnum, 24)
			text := "{\"level\":\"error\",\"ts\":\"" + hbaTime() + "\",\"msg\":\"slack post failed\",\"status\":403,\"token\":\"" + tok + "\",\"channel\":\"#alerts-ops\"}"
			return hbaSec("log-json", "log", text, tok)
		},
		func() Sample {
			pw := hbaPw()
			text := "Sub Main()\n    Dim cn As New ADODB.Connection\n    cn.Open \"Provider=SQLOLEDB;Data Source=TALLYSRV;Initial Catalog=accounts;User ID=sa;Password=" + strings.ReplaceAll(pw, ";", "") + ";\"\nEnd Sub"
			return hbaSec("code-vba", "vba", text, strings.ReplaceAll(pw, ";", ""))
		},
		func() Sample {
			key := "AIza" + rnd(b64url, 35)
			text := "val retrofit = Retrofit.Builder().baseUrl(BASE_URL).build()\n// Gemini key — TODO: move to local.properties\nconst val GEMINI_KEY = \"" + key + "\""
			return hbaSec("code-kotlin", "kotlin", text, key)
		},
		func() Sample {
			pw := hbaPw()
			text := "Invoke-Command -ComputerName POS-01 -Credential (New-Object PSCredential('SHOP\\admin', (ConvertTo-SecureString '" + pw + "' -AsPlainText -Force))) -ScriptBlock { Restart-Service Spooler }"
			return hbaSec("code-powershell", "powershell", text, pw)
		},
		func() Sample {
			pw := hbaPw()
			text := "- name: create app user\n  community.mysql.mysql_user:\n    name: app\n    password: \"" + pw + "\"\n    priv: 'orders.*:ALL'"
			return hbaSec("ansible", "yaml", text, pw)
		},
		func() Sample {
			pw := hbaPw()
			text := "CREATE USER 'report'@'%' IDENTIFIED BY '" + pw + "';\nGRANT SELECT ON " + pick(hbaDBNames) + ".* TO 'report'@'%';"
			return hbaKeep(hbaSec("sql", "sql", text, pw), "GRANT SELECT ON ")
		},
	}
}

func hbaCode() []Sample {
	gens := hbaCodeGens()
	var out []Sample
	for i := 0; i < 30; i++ {
		out = append(out, gens[i%len(gens)]())
	}
	return out
}
