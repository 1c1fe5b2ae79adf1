package main

// heldout_bf_code.go: secrets in code (Python, R, SAS, JavaScript, Go, Java, C#, PHP, Ruby),
// in logs and stack traces, in diffs and in CSV or Markdown tables.

import (
	"fmt"
	"strings"
)

func hbfCode() []Sample {
	var out []Sample
	out = append(out, hbfRep(40, hbfCodeSample)...)
	out = append(out, hbfRep(32, hbfLogSample)...)
	return out
}

func hbfCodeSample() Sample {
	c := "code"
	pw := strings.NewReplacer("'", "", "\"", "", "\\", "", "$", "").Replace(hbfPw())
	u, h := hbfUser(), hbfHost()
	switch rng.IntN(18) {
	case 0:
		s := fmt.Sprintf("import pandas as pd\nfrom sqlalchemy import create_engine\n\n# loss development triangles\nengine = create_engine(\"postgresql+psycopg2://%s:%s@%s/reserving\")\ntri = pd.read_sql(\"select * from paid_triangle where lob = 'GL'\", engine)", u, pw, h)
		return hbfK(hbfS(c, "python", s, pw), "# loss development triangles")
	case 1:
		s := fmt.Sprintf("library(DBI)\ncon <- dbConnect(odbc::odbc(),\n  Driver = \"ODBC Driver 18 for SQL Server\",\n  Server = \"%s\",\n  Database = \"Actuarial\",\n  UID = \"%s\",\n  PWD = \"%s\")\nclaims <- dbGetQuery(con, \"SELECT * FROM dbo.LargeLoss\")", h, u, pw)
		return hbfK(hbfS(c, "r", s, pw), "claims <- dbGetQuery(con, \"SELECT * FROM dbo.LargeLoss\")")
	case 2:
		s := fmt.Sprintf("libname uwdata oracle user=%s password=\"%s\" path=\"PCPROD\" schema=pc;\n\nproc sql;\n  create table work.inforce as select * from uwdata.pc_policyperiod where status = 9;\nquit;", u, pw)
		return hbfK(hbfS(c, "sas", s, pw), "quit;")
	case 3:
		k := hbfR(alnum, 40)
		s := fmt.Sprintf("const axios = require('axios');\n\nconst RATING_KEY = '%s';\n\nasync function quote(sub) {\n  return axios.post('https://api.ratingcloud.io/v3/quote', sub, { headers: { 'x-api-key': RATING_KEY } });\n}", k)
		return hbfS(c, "javascript", s, k)
	case 4:
		k, _ := hbfVendorKey()
		s := fmt.Sprintf("package notify\n\nconst apiKey = \"%s\"\n\nfunc New() *Client { return &Client{key: apiKey, timeout: 10 * time.Second} }", k)
		return hbfS(c, "go", s, k)
	case 5:
		s := fmt.Sprintf("DataSource ds = DataSourceBuilder.create()\n    .url(\"jdbc:postgresql://%s:5432/claimcenter\")\n    .username(\"%s\")\n    .password(\"%s\")\n    .build();", h, u, pw)
		return hbfS(c, "java", s, pw)
	case 6:
		k := hbfAzSec()
		s := fmt.Sprintf("var cred = new ClientSecretCredential(\n    tenantId: \"%s\",\n    clientId: \"%s\",\n    clientSecret: \"%s\");", hbfUUID(), hbfUUID(), k)
		return hbfS("azure", "csharp", s, k)
	case 7:
		s := fmt.Sprintf("<?php\n$pdo = new PDO('mysql:host=%s;dbname=agency', '%s', '%s');\n$stmt = $pdo->query('SELECT policy_no, premium FROM quotes');", h, u, pw)
		return hbfS(c, "php", s, pw)
	case 8:
		t := hbfSlackB()
		s := fmt.Sprintf("require 'slack-ruby-client'\nSlack.configure { |c| c.token = '%s' }\nSlack::Web::Client.new.chat_postMessage(channel: '#cat-events', text: 'Hurricane watch issued')", t)
		return hbfS("slack-token", "ruby", s, t)
	case 9:
		t := hbfDiscordTok()
		s := fmt.Sprintf("# bot.py\nTOKEN = \"%s\"  # TODO move to env\nbot.run(TOKEN)", t)
		return hbfS("discord-token", "python", s, t)
	case 10:
		id, sec := hbfAWSID(), hbfAWSSec()
		s := fmt.Sprintf("s3 = boto3.client(\n    \"s3\",\n    aws_access_key_id=\"%s\",\n    aws_secret_access_key=\"%s\",\n)\ns3.upload_file(\"bdx_2025_06.xlsx\", \"lloyds-bdx-drop\", \"inbound/bdx_2025_06.xlsx\")", id, sec)
		return hbfS("aws", "python", s, id, sec)
	case 11:
		s := fmt.Sprintf("In [3]: conn = pyodbc.connect('DRIVER={SQL Server};SERVER=%s;DATABASE=UW;UID=%s;PWD=%s')\nIn [4]: pd.read_sql('select top 5 * from Submissions', conn)\nOut[4]:\n   SubmissionId  State  Premium\n0        88213     TX  12450.0", h, u, pw)
		return hbfK(hbfS(c, "notebook", s, pw), "0        88213     TX  12450.0")
	case 12:
		old, nw := hbfPw(), pw
		s := fmt.Sprintf("diff --git a/config/rating.yml b/config/rating.yml\n--- a/config/rating.yml\n+++ b/config/rating.yml\n@@ -4,7 +4,7 @@ rating:\n   host: %s\n   user: %s\n-  password: %s\n+  password: %s\n   pool: 5", h, u, old, nw)
		return hbfS(c, "diff", s, old, nw)
	case 13:
		j := hbfJWT()
		s := fmt.Sprintf("fetch('/api/claims/photos', {\n  headers: { Authorization: 'Bearer %s' }\n}).then(r => r.json())", j)
		return hbfS("jwt", "javascript", s, j)
	case 14:
		pem := hbfPEM("EC ")
		s := "PRIVATE_KEY = \"\"\"" + pem + "\"\"\"\nsigner = load_pem_private_key(PRIVATE_KEY.encode(), None)"
		return hbfS("pem", "python", s, pem)
	case 15:
		k := hbfStripe()
		s := fmt.Sprintf("stripe.api_key = \"%s\"\nintent = stripe.PaymentIntent.create(amount=%d, currency=\"usd\", description=\"Premium installment\")", k, hbfN(10000, 99999))
		return hbfS("payment", "python", s, k)
	case 16:
		s := fmt.Sprintf("proc http url=\"https://%s/api/export\" method=\"GET\"\n  webusername=\"%s\" webpassword=\"%s\" out=resp;\nrun;", h, u, pw)
		return hbfS(c, "sas", s, pw)
	default:
		var rows []string
		var secs []string
		rows = append(rows, "carrier,portal_user,portal_password,contact")
		for i := 0; i < hbfN(2, 4); i++ {
			p := strings.ReplaceAll(hbfPw(), ",", "")
			secs = append(secs, p)
			rows = append(rows, fmt.Sprintf("%s,%s,%s,%s", hbfP("Northbridge Mutual", "Meridian Specialty", "Bluestone", "Harborline", "Pinecrest Re"), hbfUser(), p, strings.ToLower(hbfName())+"@broker.example.com"))
		}
		return hbfS(c, "csv", strings.Join(rows, "\n"), secs...)
	}
}

func hbfLogSample() Sample {
	c := "log"
	ts := fmt.Sprintf("2025-%02d-%02d %02d:%02d:%02d", hbfN(1, 12), hbfN(1, 28), hbfN(0, 23), hbfN(0, 59), hbfN(0, 59))
	switch rng.IntN(12) {
	case 0:
		url, pw := hbfDBURL()
		s := fmt.Sprintf("%s ERROR pool: could not connect to %s\n%s INFO  retry in 5s", ts, url, ts)
		return hbfS(c, "log", s, pw)
	case 1:
		url, pw := hbfDBURL()
		s := fmt.Sprintf("Traceback (most recent call last):\n  File \"load_bdx.py\", line 42, in <module>\n    engine = create_engine(\"%s\")\nsqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection refused", url)
		return hbfK(hbfS(c, "traceback", s, pw), "  File \"load_bdx.py\", line 42, in <module>")
	case 2:
		pw := hbfPw()
		s := fmt.Sprintf("%s DEBUG LoginService - attempting login user=%s password=%s source=broker-portal", ts, hbfUser(), pw)
		return hbfS(c, "log", s, pw)
	case 3:
		b := hbfBasic(hbfUser(), hbfPw())
		s := fmt.Sprintf("%s TRACE http > POST /pc/ws/gw/wsi/pl/PolicyAPI\n> Authorization: Basic %s\n> Content-Type: text/xml\n< HTTP/1.1 500", ts, b)
		return hbfS("basic-auth", "log", s, b)
	case 4:
		j := hbfJWT()
		s := fmt.Sprintf("%s WARN  token expired for request id=%s bearer=%s", ts, hbfUUID(), j)
		return hbfS("jwt", "log", s, j)
	case 5:
		pw := hbfPw()
		s := fmt.Sprintf("java.sql.SQLException: Login failed for user '%s'. (password used: %s)\n\tat com.microsoft.sqlserver.jdbc.SQLServerException.makeFromDatabaseError(SQLServerException.java:265)\n\tat com.guidewire.pl.system.database.DBConnection.open(DBConnection.java:118)", hbfUser(), pw)
		return hbfK(hbfS(c, "stacktrace", s, pw), "\tat com.guidewire.pl.system.database.DBConnection.open(DBConnection.java:118)")
	case 6:
		k := hbfR(alnum, 40)
		s := fmt.Sprintf("{\"ts\":\"%s\",\"level\":\"info\",\"msg\":\"outbound call\",\"url\":\"https://api.ratingcloud.io/v3/quote?api_key=%s&state=FL\",\"status\":200}", ts, k)
		return hbfS(c, "jsonlog", s, k)
	case 7:
		h := hbfSlackHook()
		s := fmt.Sprintf("%s ERROR notifier: POST %s returned 404 channel_not_found", ts, h)
		return hbfS("slack-webhook", "log", s, h)
	case 8:
		id, sec := hbfAWSID(), hbfAWSSec()
		s := fmt.Sprintf("%s botocore.credentials Found credentials in environment variables.\nenv dump: AWS_ACCESS_KEY_ID=%s AWS_SECRET_ACCESS_KEY=%s AWS_DEFAULT_REGION=us-east-2", ts, id, sec)
		return hbfS("aws", "log", s, id, sec)
	case 9:
		t := hbfTgBot()
		s := fmt.Sprintf("%s ERROR telegram: GET https://api.telegram.org/bot%s/sendMessage failed: 401 Unauthorized", ts, t)
		return hbfS("telegram", "log", s, t)
	case 10:
		pw := hbfPw()
		s := fmt.Sprintf("| Env | Host | User | Password |\n|-----|------|------|----------|\n| UAT | %s | %s | %s |\n| PROD | %s | %s | (in CyberArk) |", hbfHost(), hbfUser(), pw, hbfHost(), hbfUser())
		return hbfS("password-table", "markdown", s, pw)
	default:
		k, _ := hbfVendorKey()
		s := fmt.Sprintf("%s INFO  config loaded: {\"region\": \"us\", \"apiKey\": \"%s\", \"retries\": 3}", ts, k)
		return hbfS(c, "log", s, k)
	}
}
