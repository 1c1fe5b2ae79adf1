package main

// heldout_bb_config.go: database URLs and connection strings, basic auth, .env files,
// Kubernetes secrets, docker and database command lines, and code, logs, stack traces
// and diffs holding a secret.

import (
	"fmt"
	"strings"
)

func hbbDBURLSamples(n int) []Sample {
	var out []Sample
	for i := 0; i < n; i++ {
		pw := hbbURLPw()
		user := hbbP("ops", "ticketing", "bookings_app", "members", "doorlist", "postgres", "root")
		host := hbbL(hbbHosts)
		db := hbbP("bookings", "members", "tickets", "fixtures", "doorlist", "takings")
		c := "db-credential"
		var s Sample
		switch i % 12 {
		case 0:
			s = hbbSec(c, "env", fmt.Sprintf("NODE_ENV=production\nDATABASE_URL=postgres://%s:%s@%s:5432/%s\nPORT=8080", user, pw, host, db), pw)
			s.Keep = []string{"PORT=8080"}
		case 1:
			s = hbbWrapSec(c, "chat", fmt.Sprintf("%s: db is mysql://%s:%s@%s:3306/%s if you want to run the report yourself", hbbL(hbbNames), user, pw, host, db), pw)
		case 2:
			s = hbbSec(c, "python", fmt.Sprintf("client = MongoClient(\"mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s?retryWrites=true&w=majority\")", user, pw, hbbR(lower+digits, 5), db), pw)
		case 3:
			s = hbbSec(c, "yaml", fmt.Sprintf("cache:\n  url: redis://:%s@%s:6379/0\n  ttl: 300", pw, host), pw)
		case 4:
			s = hbbSec(c, "properties", fmt.Sprintf("spring.datasource.url=jdbc:sqlserver://%s:1433;databaseName=%s;encrypt=true\nspring.datasource.username=%s\nspring.datasource.password=%s", host, db, user, pw), pw)
		case 5:
			s = hbbSec(c, "json", fmt.Sprintf("{\n  \"ConnectionStrings\": {\n    \"Bookings\": \"Server=%s;Database=%s;User Id=%s;Password=%s;TrustServerCertificate=True\"\n  },\n  \"Logging\": { \"LogLevel\": { \"Default\": \"Warning\" } }\n}", host, db, user, pw), pw)
		case 6:
			s = hbbSec(c, "shell", fmt.Sprintf("$ PGPASSWORD=%s psql -h %s -U %s %s -c 'select count(*) from scans;'\n count\n-------\n  %d\n(1 row)", pw, host, user, db, hbbN(200, 9000)), pw)
		case 7:
			if hbbC(0.5) {
				s = hbbSec(c, "shell", fmt.Sprintf("mysql -u%s -p%s -h %s %s < nightly_takings.sql", user, pw, host, db), pw)
			} else {
				s = hbbSec(c, "shell", fmt.Sprintf("mysqldump --user=%s --password='%s' --host=%s %s > %s-%s.sql", user, pw, host, db, db, hbbDate()), pw)
			}
		case 8:
			s = hbbSec(c, "compose", fmt.Sprintf("services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: %s\n      POSTGRES_PASSWORD: %s\n      POSTGRES_DB: %s\n    volumes:\n      - pgdata:/var/lib/postgresql/data", user, pw, db), pw)
		case 9:
			s = hbbSec(c, "python", fmt.Sprintf("DATABASES = {\n    \"default\": {\n        \"ENGINE\": \"django.db.backends.postgresql\",\n        \"NAME\": \"%s\",\n        \"USER\": \"%s\",\n        \"PASSWORD\": \"%s\",\n        \"HOST\": \"%s\",\n    }\n}", db, user, pw, host), pw)
		case 10:
			s = hbbWrapSec(c, "notes", fmt.Sprintf("RabbitMQ for the turnstile events: amqp://%s:%s@%s:5672/gates", user, pw, host), pw)
		default:
			s = hbbWrapSec(c, "notes-de", fmt.Sprintf("Verbindung zur Mitgliederdatenbank: Server=%s;Database=%s;Uid=%s;Pwd=%s;", host, db, user, pw), pw)
		}
		out = append(out, s)
	}
	return out
}

func hbbBasicAuthSamples(n int) []Sample {
	var out []Sample
	for i := 0; i < n; i++ {
		pw := hbbURLPw()
		user := hbbL(hbbUsers)
		host := hbbP("scoreboard.local", "10.0.40.11", "tickets.harbourlane.org.uk", "nas.foundry.lan", "feeds.lakesidefest.org")
		c := "basic-auth"
		var s Sample
		switch i % 8 {
		case 0:
			s = hbbSec(c, "shell", fmt.Sprintf("curl -u %s:%s https://%s/api/occupancy", user, pw, host), pw)
		case 1:
			b := hbbB64s(user + ":" + pw)
			s = hbbSec(c, "http", fmt.Sprintf("POST /cgi-bin/gate.cgi?open=3 HTTP/1.1\nHost: %s\nAuthorization: Basic %s\nContent-Length: 0", host, b), b)
		case 2:
			s = hbbWrapSec(c, "chat", fmt.Sprintf("live score feed is at https://%s:%s@%s/feed.xml", user, pw, host), pw)
		case 3:
			s = hbbSec(c, "shell", fmt.Sprintf("wget --user=%s --password=%s https://%s/exports/doorlist.csv", user, pw, host), pw)
		case 4:
			s = hbbSec(c, "netrc", fmt.Sprintf("machine %s\n  login %s\n  password %s", host, user, pw), pw)
		case 5:
			s = hbbSec(c, "python", fmt.Sprintf("resp = requests.get(\"https://%s/api/bookings\", auth=(\"%s\", \"%s\"), timeout=10)\nresp.raise_for_status()", host, user, pw), pw)
		case 6:
			s = hbbSec(c, "shell", fmt.Sprintf("git clone https://%s:%s@git.%s/club/fixtures.git", user, pw, hbbP("harbourlane.org.uk", "foundry.lan")), pw)
		default:
			b := hbbB64s(user + ":" + pw)
			s = hbbWrapSec(c, "chat", fmt.Sprintf("the sound desk remote wants header Authorization: Basic %s", b), b)
		}
		out = append(out, s)
	}
	return out
}

func hbbB64Secret() (string, string) {
	v := hbbAnyPw()
	return v, hbbB64s(v)
}

func hbbEnvK8sSamples(n int) []Sample {
	var out []Sample
	for i := 0; i < n; i++ {
		pw := hbbAnyPw()
		upw := hbbURLPw()
		c := "config-secret"
		var s Sample
		switch i % 12 {
		case 0:
			k := hbbR(upper+digits, 20)
			s = hbbSec(c, "env", fmt.Sprintf("# door-list app\nAPP_NAME=doorlist\nEVENTBRITE_TOKEN=%s\nADMIN_PASSWORD=%s\nTZ=Europe/London", k, pw), k, pw)
			s.Keep = []string{"TZ=Europe/London", "APP_NAME=doorlist"}
		case 1:
			_, b := hbbB64Secret()
			_, b2 := hbbB64Secret()
			s = hbbSec(c, "k8s", fmt.Sprintf("apiVersion: v1\nkind: Secret\nmetadata:\n  name: ticketing-db\n  namespace: venue\ntype: Opaque\ndata:\n  username: %s\n  password: %s\n  api-key: %s", hbbB64s("ticketing"), b, b2), b, b2)
		case 2:
			k := hbbR(alnum, 32)
			s = hbbSec(c, "k8s", fmt.Sprintf("apiVersion: v1\nkind: Secret\nmetadata:\n  name: scanner-api\nstringData:\n  SCANNER_API_KEY: \"%s\"", k), k)
		case 3:
			s = hbbSec(c, "shell", fmt.Sprintf("kubectl -n venue create secret generic doorlist-admin \\\n  --from-literal=username=admin \\\n  --from-literal=password='%s'", pw), pw)
		case 4:
			s = hbbSec(c, "shell", fmt.Sprintf("docker login -u %s -p %s registry.harbourlane.org.uk", hbbP("ci-bot", "deploy", "lakeside"), upw), upw)
		case 5:
			s = hbbSec(c, "shell", fmt.Sprintf("echo '%s' | docker login ghcr.io -u northgate-afc --password-stdin", pw), pw)
		case 6:
			s = hbbSec(c, "yaml", fmt.Sprintf("# values-prod.yaml\nreplicaCount: 2\npostgresql:\n  auth:\n    username: bookings\n    password: \"%s\"\ningress:\n  host: book.millbrooklc.co.uk", pw), pw)
			s.Keep = []string{"replicaCount: 2"}
		case 7:
			s = hbbSec(c, "yaml", fmt.Sprintf("# group_vars/boxoffice.yml\nansible_user: tech\nansible_become_pass: \"%s\"\nntp_server: pool.ntp.org", pw), pw)
		case 8:
			k := hbbR(alnum, 40)
			s = hbbSec(c, "systemd", fmt.Sprintf("[Service]\nExecStart=/opt/turnstile/bin/gated\nEnvironment=\"GATE_API_KEY=%s\"\nRestart=always", k), k)
		case 9:
			k := hbbR(alnum, 40)
			s = hbbSec(c, "dockerfile", fmt.Sprintf("FROM node:20-alpine\nWORKDIR /app\nENV CLUBSPARK_API_KEY=%s\nCOPY . .\nCMD [\"node\", \"sync.js\"]", k), k)
		case 10:
			s = hbbSec(c, "toml", fmt.Sprintf("[smtp]\nhost = \"smtp.office365.com\"\nport = 587\nuser = \"boxoffice@thefoundry.live\"\npassword = \"%s\"", pw), pw)
		default:
			k := hbbR(alnum, 32)
			s = hbbSec(c, "env", fmt.Sprintf("GLOFOX_BRANCH=%s\nGLOFOX_API_KEY=%s\nSMTP_PASS=%s\nDEBUG=false", hbbHex(24), k, upw), k, upw)
			s.Keep = []string{"DEBUG=false"}
		}
		out = append(out, s)
	}
	return out
}

func hbbCodeLogSamples(n int) []Sample {
	var out []Sample
	for i := 0; i < n; i++ {
		pw := hbbAnyPw()
		upw := hbbURLPw()
		host := hbbL(hbbHosts)
		var s Sample
		switch i % 16 {
		case 0:
			s = hbbSec("stacktrace", "python", fmt.Sprintf("Traceback (most recent call last):\n  File \"/srv/doorlist/app.py\", line 12, in <module>\n    engine = create_engine(\"postgresql://doorlist:%s@%s/doorlist\")\n  File \"/usr/lib/python3/site-packages/sqlalchemy/engine/create.py\", line 550, in create_engine\n    dbapi = dbapi_meth(**dbapi_args)\nModuleNotFoundError: No module named 'psycopg2'", upw, host), upw)
		case 1:
			s = hbbSec("stacktrace", "java", fmt.Sprintf("java.sql.SQLException: Access denied for user 'tills'@'10.0.3.7' (using password: YES)\n\tat com.mysql.cj.jdbc.ConnectionImpl.createNewIO(ConnectionImpl.java:836)\n\tat uk.harbourlane.epos.Db.connect(Db.java:41) [url=jdbc:mysql://%s:3306/takings?user=tills&password=%s]", host, upw), upw)
		case 2:
			s = hbbSec("log", "log", fmt.Sprintf("%s DEBUG auth: login attempt user=boxoffice password=%s ip=10.20.0.31\n%s INFO auth: login ok user=boxoffice", hbbStamp(), pw, hbbStamp()), pw)
		case 3:
			old := hbbAnyPw()
			s = hbbSec("diff", "diff", fmt.Sprintf("--- a/config/scanner.yml\n+++ b/config/scanner.yml\n@@ -3,7 +3,7 @@ scanner:\n   venue: foundry\n   gate_count: 4\n-  admin_password: \"%s\"\n+  admin_password: \"%s\"\n   offline_mode: true", old, pw), old, pw)
			s.Keep = []string{"gate_count: 4"}
		case 4:
			k := hbbR(alnum, 32)
			s = hbbSec("code", "go", fmt.Sprintf("package tickets\n\nconst seeTicketsToken = \"%s\"\n\nfunc client() *http.Client { return &http.Client{Timeout: 10 * time.Second} }", k), k)
		case 5:
			s = hbbSec("code", "php", fmt.Sprintf("<?php\n$db_host = '%s';\n$db_user = 'members';\n$db_pass = '%s';\n$pdo = new PDO(\"mysql:host=$db_host;dbname=members\", $db_user, $db_pass);", host, pw), pw)
		case 6:
			s = hbbSec("code", "csharp", fmt.Sprintf("var smtp = new SmtpClient(\"smtp.office365.com\", 587)\n{\n    Credentials = new NetworkCredential(\"tickets@harbourlane.org.uk\", \"%s\"),\n    EnableSsl = true\n};", pw), pw)
		case 7:
			s = hbbSec("code", "shell", fmt.Sprintf("#!/bin/bash\n# nightly show-file backup from the lighting console\nsshpass -p '%s' scp lx@10.0.40.11:/shows/*.show /mnt/nas/lx-backups/", pw), pw)
		case 8:
			s = hbbSec("code", "sql", fmt.Sprintf("CREATE USER 'ticketing'@'%%' IDENTIFIED BY '%s';\nGRANT SELECT, INSERT ON tickets.* TO 'ticketing'@'%%';", pw), pw)
		case 9:
			var rows []string
			var secs []string
			rows = append(rows, "member_no,name,portal_login,temp_password")
			for k := 0; k < 3; k++ {
				p := hbbHumanPw()
				secs = append(secs, p)
				nm := hbbL(hbbNames)
				rows = append(rows, fmt.Sprintf("M%05d,%s,%s%d,%s", hbbN(100, 99999), nm, strings.ToLower(nm), hbbN(1, 99), p))
			}
			s = hbbSec("csv", "csv", strings.Join(rows, "\n"), secs...)
		case 10:
			k := hbbR(alnum, 32)
			s = hbbSec("log", "access-log", fmt.Sprintf("203.0.113.%d - - [12/Jul/2024:19:02:11 +0100] \"GET /api/v2/events/%s/attendees?api_key=%s HTTP/1.1\" 200 5123 \"-\" \"DoorListApp/3.2\"", hbbN(2, 250), hbbDigits(12), k), k)
		case 11:
			s = hbbSec("code", "arduino", fmt.Sprintf("#include <WiFi.h>\nconst char* ssid = \"Turnstiles\";\nconst char* password = \"%s\";\n\nvoid setup() {\n  WiFi.begin(ssid, password);\n}", pw), pw)
		case 12:
			s = hbbSec("code", "powershell", fmt.Sprintf("$pw = ConvertTo-SecureString \"%s\" -AsPlainText -Force\n$cred = New-Object System.Management.Automation.PSCredential (\"VENUE\\boxoffice\", $pw)\nEnter-PSSession -ComputerName BOXOFFICE-01 -Credential $cred", pw), pw)
		case 13:
			k := hbbSendGrid()
			s = hbbSec("code", "rust", fmt.Sprintf("fn mailer() -> Mailer {\n    let api_key = \"%s\";\n    Mailer::new(api_key, \"tickets@thefoundry.live\")\n}", k), k)
		case 14:
			s = hbbSec("log", "log", fmt.Sprintf("%s ERROR ftp: upload of results.xml failed: ftp://scores:%s@%s/incoming/ -> 530 Login incorrect\n%s INFO ftp: retrying in 30s", hbbStamp(), upw, host, hbbStamp()), upw)
		default:
			s = hbbSec("ticket", "ticket", fmt.Sprintf("JIRA VEN-%d: Turnstile 3 rejects valid barcodes\n\nReproduced on the controller (ssh tech@%s, password %s). Firmware 2.4.1.\nAssignee: %s", hbbN(100, 999), host, pw, hbbL(hbbNames)), pw)
			s.Keep = []string{"Firmware 2.4.1."}
		}
		out = append(out, s)
	}
	return out
}
