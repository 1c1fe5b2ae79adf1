package main

import (
	"fmt"
	"strings"
)

// hbgCode writes private keys, diffs, stack traces, logs and code with secrets in them.
func hbgCode(o *hbgOut) {
	o.run(10, hbgPEM)
	o.run(20, hbgCodeSample)
}

func hbgPEM() hbgS {
	kind := hbgP("RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY", "ENCRYPTED PRIVATE KEY")
	var body string
	if kind == "OPENSSH PRIVATE KEY" {
		body = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n" + hbgR(hbgB64, 70) + "\n" + hbgR(hbgB64, 70) + "\n" + hbgR(hbgB64, 70) + "\n" + hbgR(hbgB64, 24) + "="
	} else {
		body = hbgPEMBody(hbgN(4, 9))
	}
	block := "-----BEGIN " + kind + "-----\n" + body + "\n-----END " + kind + "-----"
	switch rng.IntN(6) {
	case 0:
		return hbgSec("pem", "chat", "Hier der Schlüssel für den SFTP-Zugang zur Druckerei:\n"+block, body)
	case 1:
		return hbgSec("pem", "yaml", "tls:\n  crt: /etc/ssl/intern.crt\n  key: |\n    "+strings.ReplaceAll(block, "\n", "\n    "), strings.Split(body, "\n")...).k("  crt: /etc/ssl/intern.crt")
	case 2:
		return hbgSec("pem", "notes", fmt.Sprintf("Deploy-Key für %s (nur lesen)\n\n%s\n\nFingerprint: SHA256:%s", hbgHost(), block, hbgR(alnum+"+/", 43)), body)
	case 3:
		return hbgSec("pem", "shell", "$ cat ~/.ssh/id_ed25519\n"+block+"\n$ ssh-add ~/.ssh/id_ed25519", body).k("$ ssh-add ~/.ssh/id_ed25519")
	case 4:
		return hbgSec("pem", "chat", "Nøkkelen til Swish/BankID-testmiljøet:\n```\n"+block+"\n```", body)
	default:
		return hbgSec("pem", "env", "JWT_PRIVATE_KEY=\""+strings.ReplaceAll(block, "\n", "\\n")+"\"", strings.Split(body, "\n")...)
	}
}

func hbgCodeSample() hbgS {
	pw := hbgPW()
	for strings.ContainsAny(pw, "\"'\\$`") {
		pw = hbgPW()
	}
	h := hbgHost()
	u := hbgUser()
	switch rng.IntN(16) {
	case 0:
		old := "-DB_PASSWORD=changeme"
		return hbgSec("diff", "diff", fmt.Sprintf("diff --git a/.env.production b/.env.production\nindex %s..%s 100644\n--- a/.env.production\n+++ b/.env.production\n@@ -3,4 +3,4 @@ DB_HOST=%s\n %s\n+DB_PASSWORD=%s\n DB_PORT=5432", hbgHex(7), hbgHex(7), h, old, pw), pw).k(old)
	case 1:
		t := hbgGH()
		return hbgSec("diff", "diff", fmt.Sprintf("--- a/deploy.sh\n+++ b/deploy.sh\n@@ -1,3 +1,4 @@\n #!/bin/sh\n+GITHUB_TOKEN=%s\n set -e\n ./build.sh", t), t)
	case 2:
		return hbgSec("stacktrace", "log", fmt.Sprintf("Exception in thread \"main\" java.sql.SQLException: Access denied for user '%s'@'10.0.4.12' (using password: YES)\n\tat com.mysql.cj.jdbc.ConnectionImpl.createNewIO(ConnectionImpl.java:836)\n\tat de.kommune.lager.Db.connect(Db.java:41) [url=jdbc:mysql://%s/lager?user=%s&password=%s]", u, h, u, pw), pw).k("\tat com.mysql.cj.jdbc.ConnectionImpl.createNewIO(ConnectionImpl.java:836)")
	case 3:
		return hbgSec("stacktrace", "log", fmt.Sprintf("Traceback (most recent call last):\n  File \"/opt/sync/main.py\", line 12, in <module>\n    conn = psycopg2.connect(host=\"%s\", user=\"%s\", password=\"%s\")\npsycopg2.OperationalError: connection to server failed", h, u, pw), pw).k("psycopg2.OperationalError: connection to server failed")
	case 4:
		return hbgSec("code", "go", fmt.Sprintf("cfg := mysql.Config{\n\tUser:   \"%s\",\n\tPasswd: \"%s\",\n\tNet:    \"tcp\",\n\tAddr:   \"%s:3306\",\n\tDBName: \"kasse\",\n}", u, pw, h), pw).k("\tNet:    \"tcp\",")
	case 5:
		return hbgSec("code", "csharp", fmt.Sprintf("var smtp = new SmtpClient(\"smtp.%s\", 587)\n{\n    Credentials = new NetworkCredential(\"noreply@%s\", \"%s\"),\n    EnableSsl = true\n};", hbgDomain(), hbgDomain(), pw), pw)
	case 6:
		return hbgSec("code", "php", fmt.Sprintf("<?php\n$pdo = new PDO('mysql:host=%s;dbname=anmeldung', '%s', '%s');\n$pdo->setAttribute(PDO::ATTR_ERRMODE, PDO::ERRMODE_EXCEPTION);", h, u, pw), pw)
	case 7:
		return hbgSec("code", "ruby", fmt.Sprintf("ActionMailer::Base.smtp_settings = {\n  address: 'smtp.%s',\n  user_name: '%s',\n  password: '%s',\n  authentication: :login\n}", hbgDomain(), u, pw), pw).k("  authentication: :login")
	case 8:
		return hbgSec("code", "kotlin", fmt.Sprintf("val ds = HikariDataSource().apply {\n    jdbcUrl = \"jdbc:postgresql://%s/timeplan\"\n    username = \"%s\"\n    password = \"%s\"\n}", h, u, pw), pw)
	case 9:
		return hbgSec("code", "python", fmt.Sprintf("# quick & dirty, ersetzt das alte VBA-Makro\nftp = ftplib.FTP(\"ftp.%s\")\nftp.login(\"%s\", \"%s\")\nftp.cwd(\"/rechnungen\")", hbgDomain(), u, pw), pw).k("ftp.cwd(\"/rechnungen\")")
	case 10:
		lp := hbgURLPW()
		return hbgSec("log", "log", fmt.Sprintf("%s [info] GET /login.php?user=%s&pass=%s HTTP/1.1 200 512 \"Mozilla/5.0\"", hbgISOTime(), u, lp), lp)
	case 11:
		return hbgSec("code", "vba", fmt.Sprintf("Set conn = CreateObject(\"ADODB.Connection\")\nconn.Open \"Provider=SQLOLEDB;Data Source=%s;User ID=%s;Password=%s;\"", h, u, strings.ReplaceAll(pw, ";", "")), strings.ReplaceAll(pw, ";", ""))
	case 12:
		t := hbgTelegram()
		return hbgSec("code", "js", fmt.Sprintf("// Benachrichtigung an die Hausmeister-Gruppe\nconst bot = new TelegramBot('%s', { polling: false });\nbot.sendMessage(chatId, 'Heizung Turnhalle ausgefallen');", t), t)
	case 13:
		k := hbgGAPI()
		return hbgSec("code", "kotlin", fmt.Sprintf("<meta-data\n    android:name=\"com.google.android.geo.API_KEY\"\n    android:value=\"%s\" />", k), k)
	case 14:
		return hbgSec("log", "log", fmt.Sprintf("%s DEBUG ldap3: BIND cn=%s,ou=Benutzer,dc=schule,dc=local password='%s' -> invalidCredentials", hbgISOTime(), u, pw), pw)
	default:
		return hbgSec("code", "ansible", fmt.Sprintf("- name: Datenbankbenutzer anlegen\n  community.mysql.mysql_user:\n    name: %s\n    password: \"%s\"\n    priv: \"verein.*:ALL\"", u, pw), pw).k("- name: Datenbankbenutzer anlegen")
	}
}
