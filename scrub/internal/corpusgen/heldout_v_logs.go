package main

import (
	"fmt"
	"strings"
)

// Logs, stack traces, HTTP dumps, diffs and CSV exports that carry a secret.

func hvTS() string {
	return fmt.Sprintf("2024-%02d-%02dT%02d:%02d:%02d.%03dZ", hvN(1, 12), hvN(1, 28), hvN(0, 23), hvN(0, 59), hvN(0, 59), hvN(0, 999))
}

func hvLogSamples() []Sample {
	var out []Sample
	for i := 0; i < 22; i++ {
		pw := hvPw(true)
		var s Sample
		switch i % 16 {
		case 0:
			key := hvS(32, lower+digits)
			s = hvSec("log-query-token", "access-log", fmt.Sprintf("203.0.113.%d - - [%02d/Mar/2024:10:%02d:11 +0000] \"GET /api/export?format=csv&api_key=%s HTTP/1.1\" 200 5123 \"-\" \"Mozilla/5.0\"", hvN(1, 254), hvN(1, 28), hvN(0, 59), key), key)
		case 1:
			tok := hvS(48, b64url)
			s = hvSec("log-header", "log", fmt.Sprintf("%s DEBUG outbound request POST https://api.%s.com/v3/sync headers={\"Authorization\": \"Bearer %s\", \"User-Agent\": \"shop-sync/2.4\"}\n%s INFO sync finished: 42 orders", hvTS(), hvP("lightspeed", "sumup", "shopware"), tok, hvTS()), tok)
		case 2:
			sid := hvS(32, lower+digits)
			s = hvSec("session-cookie", "http", fmt.Sprintf("GET /account/orders HTTP/2\nHost: www.%s.com\nCookie: lang=en; sessionid=%s; theme=dark\nUser-Agent: Mozilla/5.0 (Windows NT 10.0; Win64; x64)", hvP("bookshop", "tickets", "pharmacy"), sid), sid)
		case 3:
			s = hvSec("stacktrace-password", "stacktrace", fmt.Sprintf("Exception in thread \"main\" java.sql.SQLException: Access denied for user 'shop'@'10.0.0.5' (using password: YES)\n\tat com.mysql.cj.jdbc.ConnectionImpl.createNewIO(ConnectionImpl.java:836)\n\tat com.acme.App.main(App.java:22)\nCaused by: config db.password=%s", pw), pw)
			s = hvKeep(s, "\tat com.acme.App.main(App.java:22)")
		case 4:
			key := hvStripeKey()
			s = hvSec("diff-secret", "diff", fmt.Sprintf("diff --git a/.env.example b/.env.example\n--- a/.env.example\n+++ b/.env.example\n@@ -1,3 +1,3 @@\n APP_NAME=Bakery\n-STRIPE_SECRET_KEY=\n+STRIPE_SECRET_KEY=%s\n MAIL_FROM=hello@bakery.example", key), key)
			s = hvKeep(s, " APP_NAME=Bakery")
		case 5:
			var b strings.Builder
			var secs []string
			b.WriteString("id,email,plan,api_key,created_at\n")
			for j := 0; j < hvN(2, 4); j++ {
				k := "live_" + hvS(32, alnum)
				fmt.Fprintf(&b, "%d,%s,%s,%s,2024-%02d-%02d\n", 1000+j, hvUser()+hvP("", "@mail.com"), hvP("free", "pro", "family"), k, hvN(1, 12), hvN(1, 28))
				secs = append(secs, k)
			}
			s = hvSec("csv-export", "csv", strings.TrimRight(b.String(), "\n"), secs...)
			s = hvKeep(s, "id,email,plan,api_key,created_at")
		case 6:
			s = hvSec("json-log-password", "json-log", fmt.Sprintf("{\"ts\":\"%s\",\"level\":\"debug\",\"msg\":\"login attempt\",\"body\":{\"email\":\"%s\",\"password\":\"%s\"},\"ip\":\"198.51.100.%d\"}", hvTS(), hvUser()+"@mail.com", pw, hvN(1, 254)), pw)
		case 7:
			s = hvSec("router-log", "syslog", fmt.Sprintf("Jan %2d 04:%02d:12 fritz.box pppd[1234]: PAP authentication with user %s@t-online.de password %s\nJan %2d 04:%02d:13 fritz.box pppd[1234]: PAP authentication succeeded", hvN(1, 28), hvN(0, 59), hvDigits(12), pw, hvN(1, 28), hvN(0, 59)), pw)
			s = hvKeep(s, "PAP authentication succeeded")
		case 8:
			tok := hvGHToken()
			s = hvSec("ci-log", "ci-log", fmt.Sprintf("+ git remote set-url origin https://x-access-token:%s@github.com/acme/site.git\n+ git push origin main\nEverything up-to-date", tok), tok)
			s = hvKeep(s, "Everything up-to-date")
		case 9:
			tok := hvTelegramToken()
			s = hvSec("log-url-token", "log", fmt.Sprintf("%s WARNING urllib3: Retrying (Retry(total=2)) after connection broken: /bot%s/sendMessage", hvTS(), tok), tok)
		case 10:
			jwt := hvJWT()
			s = hvSec("har", "json", fmt.Sprintf("{\n  \"request\": {\n    \"method\": \"GET\",\n    \"url\": \"https://app.%s.io/api/me\",\n    \"headers\": [\n      {\"name\": \"authorization\", \"value\": \"Bearer %s\"}\n    ]\n  }\n}", hvP("payroll", "kita", "booking"), jwt), jwt)
		case 11:
			key := hvAWSSecret()
			id := hvAWSID()
			s = hvSec("diff-secret", "diff", fmt.Sprintf("@@ -12,6 +12,8 @@ def upload(path):\n     bucket = \"family-photos-backup\"\n+    s3 = boto3.client(\"s3\", aws_access_key_id=\"%s\",\n+                      aws_secret_access_key=\"%s\")\n     s3.upload_file(path, bucket, os.path.basename(path))", id, key), id, key)
			s = hvKeep(s, "     bucket = \"family-photos-backup\"")
		case 12:
			s = hvSec("log-password", "log", fmt.Sprintf("[%s] [warn] backup.sh: smbmount //nas/backup -o username=backup,password=%s failed (exit 32)", hvTS(), pw), pw)
		case 13:
			key := hvHex(40)
			s = hvSec("log-query-token", "nginx-log", fmt.Sprintf("%s [error] 811#811: *42 upstream timed out, request: \"GET /weather?city=Graz&appid=%s HTTP/1.1\", host: \"home.lan\"", strings.ReplaceAll(hvTS()[:19], "T", " "), key), key)
		case 14:
			s = hvSec("windows-event", "log", fmt.Sprintf("Task Scheduler: action \"C:\\Scripts\\sync.bat\" started\nCommand line: robocopy ... & net use \\\\srv\\share %s /user:office\\scanner\nResult: 0x0", pw), pw)
			s = hvKeep(s, "Result: 0x0")
		default:
			tok := hvSlackToken()
			s = hvSec("stacktrace-token", "stacktrace", fmt.Sprintf("Traceback (most recent call last):\n  File \"notify.py\", line 8, in <module>\n    client = WebClient(token=\"%s\")\nslack_sdk.errors.SlackApiError: invalid_auth", tok), tok)
			s = hvKeep(s, "slack_sdk.errors.SlackApiError: invalid_auth")
		}
		out = append(out, s)
	}
	return out
}
