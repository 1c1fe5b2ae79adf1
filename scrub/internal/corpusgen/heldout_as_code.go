package main

import (
	"fmt"
	"strings"
)

// Secrets in code, logs, stack traces, diffs and tables; vendor keys in prose.

func hasCodeSample() Sample {
	pw := hasAnyPw()
	name, what, tok := hasEduTok()
	switch rng.IntN(18) {
	case 0:
		s := hasSec("code", "python", fmt.Sprintf("import requests\n\nBASE = 'https://%s'\nTOKEN = '%s'  # %s %s\n\ndef students(section_id):\n    r = requests.get(f'{BASE}/sections/{section_id}/students', headers={'Authorization': f'Bearer {TOKEN}'})\n    r.raise_for_status()\n    return r.json()", hasHost(), tok, name, what), tok)
		return hasWithKeep(s, "def students(section_id):")
	case 1:
		return hasSec("code", "js", fmt.Sprintf("const pool = mysql.createPool({\n  host: '%s',\n  user: 'lunchpos',\n  password: '%s',\n  database: 'lunch'\n});", hasHost(), pw), pw)
	case 2:
		return hasSec("code", "go", fmt.Sprintf("cfg := &oneroster.Config{\n\tBaseURL:      \"https://%s/ims/oneroster/v1p1\",\n\tClientID:     \"%s\",\n\tClientSecret: \"%s\",\n}", hasHost(), hasHex(24), tok), tok)
	case 3:
		return hasSec("code", "csharp", fmt.Sprintf("var conn = new SqlConnection(\"Server=%s;Database=Attendance;User ID=att_app;Password=%s;TrustServerCertificate=True\");", hasHost(), pw), pw)
	case 4:
		return hasSec("code", "java", fmt.Sprintf("private static final String CLIENT_SECRET = \"%s\"; // %s\nprivate static final int PAGE_SIZE = 200;", tok, name), tok)
	case 5:
		return hasSec("code", "apps-script", fmt.Sprintf("function syncGrades() {\n  const token = '%s';\n  const sheet = SpreadsheetApp.getActiveSheet();\n  // push column D to %s\n}", tok, name), tok)
	case 6:
		return hasSec("code", "php", fmt.Sprintf("$mysqli = new mysqli('localhost', 'destiny', '%s', 'library');\nif ($mysqli->connect_errno) { die('db down'); }", pw), pw)
	case 7:
		ct := hasCanvas()
		return hasSec("code", "ruby", fmt.Sprintf("Canvas::Client.new(\n  host: '%s.instructure.com',\n  token: '%s'\n)", hasP(hasDistricts...), ct), ct)
	case 8:
		s := hasSec("diff", "diff", fmt.Sprintf("diff --git a/config/settings.py b/config/settings.py\n--- a/config/settings.py\n+++ b/config/settings.py\n@@ -12,3 +12,4 @@\n DEBUG = False\n ALLOWED_HOSTS = ['grades.%s']\n+EMAIL_HOST_PASSWORD = '%s'\n TIME_ZONE = 'America/Chicago'", hasDomain(), pw), pw)
		return hasWithKeep(s, "TIME_ZONE = 'America/Chicago'")
	case 9:
		upw := hasURLPw()
		return hasSec("stack-trace", "trace", fmt.Sprintf("Traceback (most recent call last):\n  File \"/opt/sync/roster.py\", line 88, in <module>\n    engine = create_engine(\"postgresql://roster:%s@%s/sis\")\n  File \"/usr/lib/python3/sqlalchemy/engine/create.py\", line 612, in create_engine\nsqlalchemy.exc.OperationalError: could not connect to server", upw, hasHost()), upw)
	case 10:
		return hasSec("log", "log", fmt.Sprintf("%s INFO  [papercut] LDAP bind as cn=svc_print with password=%s succeeded\n%s WARN  [papercut] printer LIB-MFP-2 toner at 8%%", hasTS(), pw, hasTS()), pw)
	case 11:
		t := hasTelegram()
		return hasSec("log", "log", fmt.Sprintf("%s ERROR telegram: POST https://api.telegram.org/bot%s/sendMessage failed: 429 Too Many Requests", hasTS(), t), t)
	case 12:
		tok2 := hasSlackTok()
		return hasSec("code", "python", fmt.Sprintf("from slack_sdk import WebClient\nclient = WebClient(token=\"%s\")\nclient.chat_postMessage(channel=\"#snow-day\", text=\"School closed tomorrow\")", tok2), tok2)
	case 13:
		var rows []string
		var secs []string
		rows = append(rows, "student_id,first,last,grade,username,temp_password")
		for i := 0; i < hasN(3, 6); i++ {
			p := hasP(hasHumanPw(), hasUpperFirst(hasP(hasWords...))+fmt.Sprint(hasN(100, 999)))
			secs = append(secs, p)
			f, l := hasName(), hasP(hasLast...)
			rows = append(rows, fmt.Sprintf("%d,%s,%s,%d,%s%s%d,%s", hasN(200000, 299999), hasUpperFirst(f), hasUpperFirst(l), hasN(3, 8), f[:1], l, hasN(10, 99), p))
		}
		return hasSec("roster-passwords", "csv", strings.Join(rows, "\n"), secs...)
	case 14:
		var rows []string
		var secs []string
		rows = append(rows, "| Student | Chromebook | Password |", "|---|---|---|")
		for i := 0; i < hasN(2, 5); i++ {
			p := hasHumanPw()
			secs = append(secs, p)
			rows = append(rows, fmt.Sprintf("| %s | CB-%04d | %s |", hasFull(), hasN(1, 9999), p))
		}
		return hasSec("roster-passwords", "markdown", strings.Join(rows, "\n"), secs...)
	case 15:
		return hasSec("code", "bash", fmt.Sprintf("#!/bin/bash\n# nightly SIS export\nSFTP_PASS='%s'\nsshpass -p \"$SFTP_PASS\" sftp -oBatchMode=no export@sftp.%s <<EOF\nput /tmp/enrollment.csv\nEOF", pw, hasDomain()), pw)
	case 16:
		return hasSec("code", "yaml-ci", fmt.Sprintf("deploy:\n  stage: deploy\n  variables:\n    MOODLE_ADMIN_PASS: \"%s\"\n  script:\n    - php admin/cli/install_database.php --adminpass=$MOODLE_ADMIN_PASS", pw), pw)
	default:
		wt := hasHex(32)
		return hasSec("log", "log", fmt.Sprintf("%s DEBUG http: GET https://%s/webservice/rest/server.php?wstoken=%s&wsfunction=core_course_get_courses 200 OK", hasTS(), hasHost(), wt), wt)
	}
}

func hasTS() string {
	return fmt.Sprintf("2025-%02d-%02d %02d:%02d:%02d", hasN(1, 12), hasN(1, 28), hasN(6, 18), hasN(0, 59), hasN(0, 59))
}

func hasVendorSample() Sample {
	v, tok := hasVendorTok()
	switch rng.IntN(14) {
	case 0:
		return hasSec("vendor-key", "chat", fmt.Sprintf("%s key for the newsletter automation: %s", v, tok), tok)
	case 1:
		return hasSec("vendor-key", "env", fmt.Sprintf("%s_API_KEY=%s", strings.ToUpper(strings.ReplaceAll(v, " ", "_")), tok), tok)
	case 2:
		return hasSec("vendor-key", "notes", fmt.Sprintf("Ed-tech committee notes\n- pilot of AI tutor approved\n- %s key (temp): %s\n- revisit in spring", v, tok), tok)
	case 3:
		key, body := hasOpenSSH()
		return hasSec("ssh-key", "notes", "deploy key for the bell-schedule Raspberry Pi:\n"+key, body...)
	case 4:
		key, body := hasPEM()
		return hasSec("pem-key", "chat", "here's the key for the SAML signing cert, paste it into ClassLink:\n"+key, body...)
	case 5:
		tok2 := hasJWT()
		return hasSec("jwt", "chat", fmt.Sprintf("the parent portal session cookie was %s — is that why she saw another kid's grades?", tok2), tok2)
	case 6:
		return hasSec("vendor-key", "chat-es", fmt.Sprintf("Clave de %s para el proyecto de robótica: %s", v, tok), tok)
	case 7:
		return hasSec("vendor-key", "json", fmt.Sprintf("{\n  \"provider\": \"%s\",\n  \"apiKey\": \"%s\",\n  \"timeoutMs\": 8000\n}", v, tok), tok)
	case 8:
		n, w, t := hasEduTok()
		return hasSec("edtech-secret", "chat", fmt.Sprintf("%s %s for the district: %s", n, w, t), t)
	case 9:
		n, w, t := hasEduTok()
		return hasSec("edtech-secret", "email", fmt.Sprintf("Subject: %s integration\n\nHi team,\n\nThe %s is %s. The sandbox goes live on the %dth.\n\nBest,\n%s", n, w, t, hasN(4, 28), hasFull()), t)
	case 10:
		id, sec := hasAWSID(), hasAWSSecret()
		return hasSec("aws-keys", "chat", fmt.Sprintf("AWS for the yearbook bucket: access key %s secret %s", id, sec), id, sec)
	case 11:
		t := hasGCPKey()
		return hasSec("gcp-key", "chat", fmt.Sprintf("server-side Google API key (restricted to the Directory API): %s", t), t)
	case 12:
		u, tail := hasDiscordHook()
		return hasSec("discord-webhook", "chat", fmt.Sprintf("post the lunch menu via this webhook: %s", u), tail)
	default:
		t, tail := hasSlackHookTail()
		return hasSec("slack-webhook", "chat-de", fmt.Sprintf("Webhook für den Vertretungsplan-Kanal: %s", t), tail)
	}
}
