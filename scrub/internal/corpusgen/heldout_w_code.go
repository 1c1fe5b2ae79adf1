package main

import "strings"

// Secrets in code, logs, stack traces, diffs and tables.

func hwCode() []Sample {
	var out []Sample
	out = append(out, hwRun(20, hwCodeSnippet)...)
	out = append(out, hwRun(14, hwLogTrace)...)
	out = append(out, hwRun(9, hwDiff)...)
	out = append(out, hwRun(9, hwTable)...)
	return out
}

func hwCodeSnippet() Sample {
	pw := hwPass()
	t, v := hwAnyToken()
	switch rng.IntN(13) {
	case 0:
		return hwS("code-secret", "python", hwF("import requests\n\nAPI_KEY = \"%s\"  # %s\nr = requests.get(URL, headers={\"Authorization\": f\"Bearer {API_KEY}\"})", t, v), t)
	case 1:
		return hwK(hwS("code-secret", "python", hwF("import psycopg2\n\nconn = psycopg2.connect(\n    host=\"%s\",\n    user=\"analyst\",\n    password=\"%s\",\n    dbname=\"events\",\n)", hwHost(), pw), pw), "    dbname=\"events\",")
	case 2:
		return hwS("code-secret", "javascript", hwF("const transporter = nodemailer.createTransport({\n  host: 'smtp.gmail.com',\n  auth: { user: 'invoices@brightdesk.io', pass: '%s' },\n});", pw), pw)
	case 3:
		return hwS("code-secret", "go", hwF("client := api.NewClient(api.Config{\n\tBaseURL: \"https://api.example.net\",\n\tToken:   \"%s\",\n})", t), t)
	case 4:
		return hwS("code-secret", "php", hwF("<?php\ndefine('DB_NAME', 'wp_shop');\ndefine('DB_USER', 'wp');\ndefine('DB_PASSWORD', '%s');\ndefine('DB_HOST', 'localhost');", pw), pw)
	case 5:
		k := hwStripe()
		return hwS("code-secret", "ruby", hwF("Stripe.api_key = '%s'", k), k)
	case 6:
		return hwS("code-secret", "java", hwF("DataSource ds = DataSourceBuilder.create()\n    .url(\"jdbc:postgresql://%s/app\")\n    .username(\"app\")\n    .password(\"%s\")\n    .build();", hwHost(), pw), pw)
	case 7:
		return hwS("code-secret", "rust", hwF("let token = \"%s\"; // TODO: read from env\nlet client = Client::new(token);", t), t)
	case 8:
		k := hwSaaSKeyOf(1)
		return hwS("code-secret", "notebook", hwF("In [3]: openai.api_key = \"%s\"\nIn [4]: df = pd.read_parquet(\"s3://ds-sandbox/events.parquet\")", k), k)
	case 9:
		id, sec := hwAWSID(), hwAWSSecret()
		return hwS("code-secret", "python", hwF("s3 = boto3.client(\n    \"s3\",\n    aws_access_key_id=\"%s\",\n    aws_secret_access_key=\"%s\",\n)", id, sec), id, sec)
	case 10:
		return hwS("code-secret", "bash", hwF("#!/bin/bash\n# nightly backup\nRESTIC_PASSWORD='%s'\nexport RESTIC_PASSWORD\nrestic -r sftp:backup01:/srv/restic backup /home", pw), pw)
	case 11:
		return hwS("code-secret", "sql", hwF("CREATE USER report_ro WITH PASSWORD '%s';\nGRANT SELECT ON ALL TABLES IN SCHEMA public TO report_ro;", pw), pw)
	}
	k := hwSaaSKeyOf(0)
	return hwS("code-secret", "csharp", hwF("var client = new SmtpClient(\"smtp.sendgrid.net\", 587) {\n    Credentials = new NetworkCredential(\"apikey\", \"%s\")\n};", k), k)
}

// hwSaaSKeyOf returns the key of the i-th SaaS vendor.
func hwSaaSKeyOf(i int) string { k, _ := hwSaaS[i](); return k }

func hwLogTrace() Sample {
	pw := hwURLPass()
	h := hwHost()
	t, _ := hwAnyToken()
	switch rng.IntN(8) {
	case 0:
		return hwK(hwS("log-secret", "log", hwF("%s INFO  starting worker pid=%d\n%s DEBUG connecting to postgres://etl:%s@%s:5432/dw\n%s ERROR connection refused", hwLogTS(), hwN(1000, 40000), hwLogTS(), pw, h, hwLogTS()), pw), "ERROR connection refused")
	case 1:
		return hwS("log-secret", "stacktrace", hwF("Traceback (most recent call last):\n  File \"sync.py\", line %d, in <module>\n    client.login(user=\"ops\", password=\"%s\")\n  File \"/usr/lib/python3/site-packages/imaplib.py\", line 612, in login\nimaplib.IMAP4.error: [AUTHENTICATIONFAILED] Invalid credentials", hwN(10, 300), pw), pw)
	case 2:
		return hwS("log-secret", "log", hwF("%s WARN request failed url=https://api.brightdesk.io/v1/orders?api_key=%s status=401", hwLogTS(), t), t)
	case 3:
		return hwS("log-secret", "log", hwF("[%s] nginx: %s - - \"GET /hooks/deploy?token=%s HTTP/1.1\" 200 17", hwLogTS(), "203.0.113."+hwR(digits, 2), t), t)
	case 4:
		return hwS("log-secret", "stacktrace", hwF("Exception in thread \"main\" java.sql.SQLException: Access denied for user 'crm'@'%s' (using password: YES)\n\tat Main.connect(Main.java:42) with props {user=crm, password=%s}", h, pw), pw)
	case 5:
		g := hwGitHub()
		return hwS("log-secret", "ci-log", hwF("Step 4/9 : RUN echo \"//npm.pkg.github.com/:_authToken=%s\" > .npmrc\n ---> Running in %s", g, hwHex(12)), g)
	case 6:
		return hwS("log-secret", "log", hwF("%s level=debug msg=\"outgoing request\" headers=\"map[Authorization:[Bearer %s] User-Agent:[sync/1.4]]\"", hwLogTS(), t), t)
	}
	j := hwJWT()
	return hwS("log-secret", "log", hwF("%s INFO  session created user=%s cookie=session=%s; Path=/; HttpOnly", hwLogTS(), hwUser(), j), j)
}

func hwDiff() Sample {
	pw := hwPass()
	t, _ := hwAnyToken()
	switch rng.IntN(4) {
	case 0:
		return hwK(hwS("diff-secret", "diff", hwF("--- a/config/settings.py\n+++ b/config/settings.py\n@@ -12,3 +12,3 @@\n DEBUG = False\n-EMAIL_HOST_PASSWORD = os.environ[\"EMAIL_HOST_PASSWORD\"]\n+EMAIL_HOST_PASSWORD = \"%s\"\n ALLOWED_HOSTS = [\"*\"]", pw), pw), " DEBUG = False")
	case 1:
		return hwS("diff-secret", "diff", hwF("diff --git a/.env b/.env\n@@ -1,2 +1,2 @@\n-API_TOKEN=\n+API_TOKEN=%s\n PORT=8080", t), t)
	case 2:
		return hwS("diff-secret", "diff", hwF("-  password: ${SMTP_PASSWORD}\n+  password: %s   # temp, revert before merge", pw), pw)
	}
	return hwS("diff-secret", "review", hwF("Review comment on PR #%d: line 14 hardcodes the key `%s`, please move it to the vault.", hwN(100, 999), t), t)
}

func hwTable() Sample {
	switch rng.IntN(4) {
	case 0:
		p1, p2 := hwPass(), hwPass()
		return hwS("table-secret", "csv", hwF("name,url,username,password,note\nRouter,http://192.168.1.1,admin,%s,\nNAS,https://nas.home.lan:5001,mara,%s,photos", p1, p2), p1, p2)
	case 1:
		k1, v1 := hwSaaSKey()
		k2, v2 := hwSaaSKey()
		return hwK(hwS("table-secret", "markdown", hwF("| Service | Key | Owner |\n|---|---|---|\n| %s | `%s` | %s |\n| %s | `%s` | %s |\n| Sentry | (SSO, no key) | Ops |", v1, k1, hwPerson(), v2, k2, hwPerson()), k1, k2), "| Sentry | (SSO, no key) | Ops |")
	case 2:
		pw := hwPass()
		return hwS("table-secret", "tsv", hwF("host\tuser\tpassword\n%s\t%s\t%s", hwHost(), hwUser(), pw), pw)
	}
	pins := []string{hwPIN(4), hwPIN(4)}
	if pins[0] == pins[1] || strings.Contains(pins[0], pins[1]) {
		pins[1] = hwPIN(5)
	}
	return hwS("table-secret", "markdown", hwF("| Who | Card | PIN |\n|---|---|---|\n| Mara | Visa ••%s | %s |\n| Jonas | Debit ••%s | %s |", hwR(digits, 4), pins[0], hwR(digits, 4), pins[1]), pins...)
}
