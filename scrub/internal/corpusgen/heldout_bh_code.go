package main

// Secrets inside code in several languages, logs, stack traces, diffs and tables.

import (
	"fmt"
)

func hbhCodeGens() []hbhGen {
	return []hbhGen{
		{12, hbhCodeSample},
		{12, hbhLogSample},
	}
}

func hbhCodeSample() Sample {
	pw := hbhPw()
	k, _, _ := hbhVendorKey()
	c := "code-secret"
	switch rng.IntN(9) {
	case 0:
		return hbhS(c, "go", fmt.Sprintf("// TODO: Vault'a taşı\nconst smtpPassword = \"%s\"\n\nfunc mailer() *gomail.Dialer {\n\treturn gomail.NewDialer(\"smtp.yandex.com.tr\", 465, \"bildirim@firma.com.tr\", smtpPassword)\n}", pw), pw)
	case 1:
		return hbhS(c, "csharp", fmt.Sprintf("var client = new SmtpClient(\"smtp.office365.com\", 587)\n{\n    Credentials = new NetworkCredential(\"noreply@bank.co.il\", \"%s\"),\n    EnableSsl = true\n};", pw), pw)
	case 2:
		return hbhS(c, "java", fmt.Sprintf("// رمز عبور موقت - حذف شود\nprivate static final String API_KEY = \"%s\";", k), k)
	case 3:
		return hbhS(c, "python", fmt.Sprintf("# كلمة مرور قاعدة البيانات\nconn = pymysql.connect(host='%s', user='%s', password='%s', db='hr', charset='utf8mb4')", hbhPick(hbhHosts), hbhPick(hbhUsers), pw), pw)
	case 4:
		app := hbhRnd(lower, 16)
		return hbhS(c, "js", fmt.Sprintf("const transporter = nodemailer.createTransport({\n  host: 'smtp.gmail.com',\n  auth: { user: 'duka.arusha@gmail.com', pass: '%s' },\n});", app), app)
	case 5:
		return hbhS(c, "php", fmt.Sprintf("<?php\n$db = new PDO('mysql:host=localhost;dbname=magaza;charset=utf8', 'magaza', '%s');", pw), pw)
	case 6:
		return hbhS(c, "ruby", fmt.Sprintf("Rails.application.configure do\n  config.x.sms_api_key = \"%s\"\nend", k), k)
	case 7:
		g := hbhGCPKey()
		return hbhS(c, "kotlin", fmt.Sprintf("object Secrets {\n    const val MAPS_SERVER_KEY = \"%s\" // ما ترفعه على git\n}", g), g)
	default:
		return hbhS(c, "swift", fmt.Sprintf("let keychainFallback = \"%s\" // TODO ΑΦΑΙΡΕΣΗ", pw), pw)
	}
}

func hbhLogSample() Sample {
	pw := hbhURLPw()
	c := "log-secret"
	switch rng.IntN(7) {
	case 0:
		return hbhS(c, "stacktrace", fmt.Sprintf("Traceback (most recent call last):\n  File \"/srv/app/sync.py\", line 42, in <module>\n    conn = psycopg2.connect(\"dbname=crm user=crm password=%s host=db01\")\npsycopg2.OperationalError: could not connect to server: Connection refused", pw), pw)
	case 1:
		t := hbhSlackBot()
		return hbhS(c, "log", fmt.Sprintf("2024-11-03 14:22:07,118 ERROR notifier: slack post failed (token=%s): invalid_auth", t), t)
	case 2:
		return hbhS(c, "diff", fmt.Sprintf("--- a/config/prod.yml\n+++ b/config/prod.yml\n@@ -8,7 +8,7 @@ database:\n   host: db01.bank.local\n   user: core\n-  password: ${DB_PASSWORD}\n+  password: %s\n   pool: 20", pw), pw)
	case 3:
		k := hbhAWSSecret()
		return hbhS(c, "stacktrace", fmt.Sprintf("Exception in thread \"main\" com.amazonaws.AmazonServiceException: The request signature we calculated does not match the signature you provided. Check your AWS Secret Access Key (%s) and signing method.\n\tat com.amazonaws.http.AmazonHttpClient.handleErrorResponse(AmazonHttpClient.java:1712)", k), k)
	case 4:
		return hbhS(c, "log", fmt.Sprintf("Jan 12 03:11:48 gw01 pppd[812]: PAP authentication: user=ttnet_%s password=%s", hbhNum(8), pw), pw)
	case 5:
		t := hbhGitHub()
		return hbhS(c, "diff", fmt.Sprintf("diff --git a/.github/workflows/deploy.yml b/.github/workflows/deploy.yml\n@@ -14,3 +14,3 @@\n     env:\n-      TOKEN: ${{ secrets.DEPLOY_TOKEN }}\n+      TOKEN: %s", t), t)
	default:
		u1, u2 := hbhPick(hbhUsers), hbhPick(hbhUsers)
		p1, p2 := hbhPw(), hbhPw()
		keep := "username,full_name,password,branch"
		return hbhK(c, "csv", fmt.Sprintf("%s\n%s,Ahmet Yılmaz,%s,Kadıköy\n%s,Σοφία Παππά,%s,Πειραιάς", keep, u1, p1, u2, p2), []string{keep}, p1, p2)
	}
}
