package main

import (
	"fmt"
	"strings"
)

// The operator's day: shell sessions, SQL consoles, logs, stack traces, crash dumps, HTTP
// captures, CI logs, notebooks and code.

// uShellPw is a password fit for a command line without quoting trouble.
func uShellPw() string {
	p := uAnyPw()
	return strings.NewReplacer("$", "", "'", "", "\"", "", "&", "", "!", "", "*", "", "?", "", "#", "", "%", "").Replace(p) + uR(digits, 1)
}

func uShell(b *uB) {
	for i := 0; i < 20; i++ {
		p, u, h := uShellPw(), uUser(), uHost()
		var text string
		secrets := []string{p}
		switch i % 16 {
		case 0:
			text = fmt.Sprintf("$ docker login -u %s -p %s registry.%s.example\nWARNING! Using --password via the CLI is insecure. Use --password-stdin.\nLogin Succeeded", u, p, uL(uWords))
		case 1:
			text = fmt.Sprintf("$ mysql -h %s -u%s -p%s %s\nmysql: [Warning] Using a password on the command line interface can be insecure.", h, u, p, uP("shop", "crm", "wp"))
		case 2:
			text = fmt.Sprintf("mysqldump --user=root --password='%s' --single-transaction shop > shop.sql", p)
		case 3:
			text = fmt.Sprintf("PGPASSWORD=%s psql -h %s -U %s -d app -c 'select count(*) from orders'", p, h, u)
		case 4:
			text = fmt.Sprintf("sshpass -p '%s' ssh -o StrictHostKeyChecking=no %s@%s 'sudo systemctl restart nginx'", p, u, uIP())
		case 5:
			text = fmt.Sprintf("$ redis-cli -h %s -a %s --no-auth-warning INFO replication", h, p)
		case 6:
			text = fmt.Sprintf("kubectl create secret generic db-creds \\\n  --from-literal=username=%s \\\n  --from-literal=password='%s' \\\n  -n %s", u, p, uP("prod", "staging"))
		case 7:
			text = fmt.Sprintf("sqlcmd -S %s -U sa -P %s -Q \"SELECT @@VERSION\"", h, p)
		case 8:
			text = fmt.Sprintf("terraform apply -var=\"db_password=%s\" -auto-approve", p)
		case 9:
			text = fmt.Sprintf("docker run -d --name pg -e POSTGRES_PASSWORD=%s -p 5432:5432 postgres:16", p)
		case 10:
			text = fmt.Sprintf("openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:%s", p)
		case 11:
			text = fmt.Sprintf("smbclient //%s/share -U 'CORP\\%s%%%s' -c 'ls'", uHost(), u, p)
		case 12:
			text = fmt.Sprintf("xfreerdp /v:%s /u:%s /p:%s /cert:ignore", uIP(), u, p)
		case 13:
			text = fmt.Sprintf("ldapsearch -x -H ldaps://%s -D \"cn=%s,ou=svc,dc=corp,dc=example\" -w %s -b \"dc=corp,dc=example\" uid=%s", h, u, p, uName())
		case 14:
			t := "pypi-AgEIcHlwaS5vcmcCJ" + uR(b64url, uN(90, 130))
			text, secrets = fmt.Sprintf("twine upload -u __token__ -p %s dist/*", t), []string{t}
		default:
			text = fmt.Sprintf("$ vault login -method=userpass username=%s password=%s\nSuccess! You are now authenticated.", u, p)
		}
		if first := strings.SplitN(text, "\n", 2)[0]; uMaybe(0.3) && strings.Contains(first, secrets[0]) {
			text = fmt.Sprintf("%s@%s:~$ history | tail -3\n  %d  cd /srv/app\n  %d  %s", uName(), strings.Split(h, ".")[0], uN(100, 900), uN(901, 999), strings.TrimPrefix(strings.SplitN(text, "\n", 2)[0], "$ "))
		}
		b.add("shell-secret", "shell", text, secrets)
	}
}

func uSQLConsoles(b *uB) {
	for i := 0; i < 12; i++ {
		p := uShellPw()
		var text string
		secrets := []string{p}
		switch i % 8 {
		case 0:
			text = fmt.Sprintf("mysql> CREATE USER 'app'@'%%' IDENTIFIED BY '%s';\nQuery OK, 0 rows affected (0.01 sec)\n\nmysql> GRANT SELECT, INSERT ON shop.* TO 'app'@'%%';\nQuery OK, 0 rows affected (0.00 sec)", p)
		case 1:
			text = fmt.Sprintf("app=# ALTER ROLE reporting WITH LOGIN PASSWORD '%s';\nALTER ROLE\napp=# \\du reporting", p)
		case 2:
			text = fmt.Sprintf("SQL> ALTER USER system IDENTIFIED BY \"%s\";\n\nUser altered.", p)
		case 3:
			text = fmt.Sprintf("1> CREATE LOGIN etl WITH PASSWORD = '%s', CHECK_POLICY = OFF;\n2> GO", p)
		case 4:
			k1, k2 := "sk_live_"+uR(alnum, 24), "sk_live_"+uR(alnum, 24)
			text, secrets = fmt.Sprintf("shop=> select id, merchant, api_key from merchant_keys limit 2;\n id | merchant  | api_key\n----+-----------+---------------------------------\n %d | %-9s | %s\n %d | %-9s | %s\n(2 rows)", uN(1, 99), uL(uWords), k1, uN(100, 199), uL(uWords), k2), []string{k1, k2}
		case 5:
			text = fmt.Sprintf("127.0.0.1:6379> CONFIG SET requirepass \"%s\"\nOK\n127.0.0.1:6379> AUTH %s\nOK", p, p)
		case 6:
			gh, t := uGHP(), uSlackBot()
			text, secrets = fmt.Sprintf("sqlite> select name, token from integrations;\ngithub|%s\nslack|%s", gh, t), []string{gh, t}
		default:
			text = fmt.Sprintf("> db.createUser({ user: \"app\", pwd: \"%s\", roles: [ { role: \"readWrite\", db: \"orders\" } ] })\n{ ok: 1 }", p)
		}
		b.add("sql-console", "sql", text, secrets)
	}
}

func uLogs(b *uB) {
	for i := 0; i < 14; i++ {
		var text, format string
		var secrets []string
		var keep []string
		switch i % 10 {
		case 0:
			url, p := uDBURL()
			text, format, secrets = fmt.Sprintf("Exception in thread \"main\" org.postgresql.util.PSQLException: Connection to %s refused.\n\tat org.postgresql.core.v3.ConnectionFactoryImpl.openConnectionImpl(ConnectionFactoryImpl.java:342)\n\tat com.acme.Main.main(Main.java:%d)\nCaused by: config dump: url=%s", uHost(), uN(10, 99), url), "stacktrace", []string{p}
		case 1:
			p := uShellPw()
			text, format, secrets = fmt.Sprintf("AxiosError: Request failed with status code 401\n    at settle (node_modules/axios/lib/core/settle.js:19:12)\n  config: {\n    url: 'https://api.%s.example/v1/sync',\n    auth: { username: 'sync', password: '%s' },\n    timeout: 5000\n  }", uL(uWords), p), "stacktrace", []string{p}
		case 2:
			s, id := uAWSSec(), uAKIA()
			k := "  HOME=/root"
			text, format, secrets = fmt.Sprintf("*** crash report ***\nsignal: SIGSEGV (11)\nEnvironment:\n%s\n  AWS_ACCESS_KEY_ID=%s\n  AWS_SECRET_ACCESS_KEY=%s\n  PATH=/usr/local/bin:/usr/bin", k, id, s), "crashdump", []string{id, s}
			keep = uKeep(k)
		case 3:
			v := uVendorKey()
			text, format, secrets = fmt.Sprintf("goroutine 1 [running]:\nmain.newClient({0x%x, 0x%x}, {0xc0000%x, 0x%x})\n\t/src/cmd/sync/main.go:%d +0x1c5\npanic: client init failed (key=%q)", uN(0x400000, 0x4fffff), uN(10, 40), uN(0x1000, 0xffff), len(v.val), uN(20, 300), v.val), "stacktrace", []string{v.val}
		case 4:
			p := uShellPw()
			text, format, secrets = fmt.Sprintf("%s %s sshd[%d]: Failed password for invalid user %s from %s port %d ssh2\n%s %s sudo[%d]: %s : TTY=pts/0 ; PWD=/home/%s ; USER=root ; COMMAND=/usr/bin/mysql -uroot -p%s", uSyslog(), uHost(), uN(1000, 9999), uUser(), uIP(), uN(30000, 60000), uSyslog(), uHost(), uN(1000, 9999), uName(), uName(), p), "log", []string{p}
		case 5:
			t := uAnyToken()
			text, format, secrets = fmt.Sprintf("{\"level\":\"debug\",\"ts\":\"%s\",\"msg\":\"outgoing request\",\"method\":\"POST\",\"url\":\"https://api.%s.example/events\",\"headers\":{\"Authorization\":\"Bearer %s\",\"Content-Type\":\"application/json\"}}", uStamp(), uL(uWords), t), "log", []string{t}
		case 6:
			p := uShellPw()
			text, format, secrets = fmt.Sprintf("docker inspect %s --format '{{json .Config.Env}}'\n[\"PATH=/usr/local/sbin:/usr/local/bin\",\"MYSQL_ROOT_PASSWORD=%s\",\"MYSQL_DATABASE=shop\"]", uR(hexs, 12), p), "shell", []string{p}
		case 7:
			p := uShellPw()
			k := "    Image:          ghcr.io/acme/api:" + fmt.Sprint(uN(100, 999))
			text, format, secrets = fmt.Sprintf("$ kubectl describe pod api-%s-%s\nContainers:\n  api:\n%s\n    Environment:\n      DB_HOST:      %s\n      DB_PASSWORD:  %s\n      LOG_LEVEL:    info", uR(uLowD, 9), uR(uLowD, 5), k, uHost(), p), "shell", []string{p}
			keep = uKeep(k)
		case 8:
			j := uJWT()
			text, format, secrets = fmt.Sprintf("%s - - [%s] \"GET /api/me?access_token=%s HTTP/1.1\" 200 512 \"-\" \"okhttp/4.12.0\"", uIP(), uSyslog(), j), "log", []string{j}
		default:
			p := uShellPw()
			text, format, secrets = fmt.Sprintf("TASK [db : create user] ***********************************\nok: [%s] => {\"changed\": false, \"invocation\": {\"module_args\": {\"login_user\": \"root\", \"login_password\": \"%s\", \"name\": \"app\"}}}", uHost(), p), "log", []string{p}
		}
		b.add("log-secret", format, text, secrets, keep...)
	}
}

func uHTTPCaptures(b *uB) {
	for i := 0; i < 10; i++ {
		var text string
		var secrets []string
		host := "api." + uL(uWords) + ".example"
		switch i % 7 {
		case 0:
			t := uAnyToken()
			text, secrets = fmt.Sprintf("> GET /v1/accounts HTTP/2\n> Host: %s\n> user-agent: curl/8.5.0\n> accept: */*\n> authorization: Bearer %s\n>\n< HTTP/2 200\n< content-type: application/json", host, t), []string{t}
		case 1:
			c := uR(b64url, uN(32, 64))
			text, secrets = fmt.Sprintf("POST /graphql HTTP/1.1\nHost: %s\nCookie: _ga=GA1.2.%d.%d; session=%s\nContent-Type: application/json\n\n{\"query\":\"{ viewer { id } }\"}", host, uN(100000000, 999999999), uN(1600000000, 1760000000), c), []string{c}
		case 2:
			v := uVendorKey()
			text, secrets = fmt.Sprintf("GET /v2/reports?since=%s HTTP/1.1\nHost: %s\nX-API-Key: %s\nAccept: application/json", uDate(), host, v.val), []string{v.val}
		case 3:
			a, r := uR(b64url, 64), uR(b64url, 64)
			text, secrets = fmt.Sprintf("HTTP/1.1 200 OK\nContent-Type: application/json\nCache-Control: no-store\n\n{\"access_token\":\"%s\",\"refresh_token\":\"%s\",\"token_type\":\"bearer\",\"expires_in\":3600}", a, r), []string{a, r}
		case 4:
			p := uURLPw()
			text, secrets = fmt.Sprintf("POST /oauth/token HTTP/1.1\nHost: auth.%s.example\nContent-Type: application/x-www-form-urlencoded\n\ngrant_type=password&username=%s&password=%s&client_id=cli", uL(uWords), uName(), p), []string{p}
		case 5:
			s := uR(alnum, 32)
			text, secrets = fmt.Sprintf("{\n  \"request\": {\n    \"method\": \"POST\",\n    \"url\": \"https://%s/token\",\n    \"postData\": {\"text\": \"client_id=%s&client_secret=%s&grant_type=client_credentials\"}\n  }\n}", host, uR(uLowD, 20), s), []string{s}
		default:
			enc := uB64s(uUser() + ":" + uURLPw())
			text, secrets = fmt.Sprintf("Frame 412: 318 bytes on wire\nHypertext Transfer Protocol\n    GET /admin/ HTTP/1.1\\r\\n\n    Host: %s\\r\\n\n    Authorization: Basic %s\\r\\n\n        Credentials: (decoded)", uIP(), enc), []string{enc}
		}
		b.add("http-capture", "http", text, secrets)
	}
}

func uCILogs(b *uB) {
	for i := 0; i < 10; i++ {
		var text string
		var secrets []string
		var keep []string
		n := uN(1, 40)
		switch i % 7 {
		case 0:
			p := uShellPw()
			text, secrets = fmt.Sprintf("Run docker login ghcr.io -u ci-bot -p %s\nWARNING! Using --password via the CLI is insecure. Use --password-stdin.\nLogin Succeeded", p), []string{p}
		case 1:
			p := uURLPw()
			k := fmt.Sprintf("[Pipeline] stage (Deploy #%d)", n)
			text, secrets = fmt.Sprintf("%s\n+ curl -fsS -u deploy:%s https://nexus.%s.example/service/rest/v1/components?repository=releases -F raw.asset1=@build.tgz\n[Pipeline] }", k, p, uL(uWords)), []string{p}
			keep = uKeep(k)
		case 2:
			p := uAnyPw()
			text, secrets = fmt.Sprintf("  # module.db.aws_db_instance.main will be created\n  + resource \"aws_db_instance\" \"main\" {\n      + engine   = \"postgres\"\n      + password = \"%s\"\n      + username = \"dbadmin\"\n    }", p), []string{p}
		case 3:
			t := uGLPat()
			text, secrets = fmt.Sprintf("$ git clone https://gitlab-ci-token:%s@gitlab.%s.example/platform/charts.git\nCloning into 'charts'...\nJob succeeded", t, uL(uWords)), []string{t}
		case 4:
			v := uVendorKey()
			text, secrets = fmt.Sprintf("##[group]Run ./scripts/notify.sh\n./scripts/notify.sh\nshell: /usr/bin/bash -e {0}\nenv:\n  %s: %s\n##[endgroup]", v.env, v.val), []string{v.val}
		case 5:
			t := uGHP()
			text, secrets = fmt.Sprintf("Step %d/%d : RUN git config --global url.\"https://%s@github.com/\".insteadOf \"https://github.com/\"\n ---> Running in %s", n, n+8, t, uHex(12)), []string{t}
		default:
			p := uAnyPw()
			text, secrets = fmt.Sprintf("$ echo \"DB_PASSWORD=$DB_PASSWORD\"   # debugging, remove!\nDB_PASSWORD=%s\n$ ./migrate up\nmigrations: 3 applied", p), []string{p}
		}
		b.add("ci-log", "ci-log", text, secrets, keep...)
	}
}

func uNotebooks(b *uB) {
	for i := 0; i < 8; i++ {
		v := uVendorKey()
		var text string
		secrets := []string{v.val}
		switch i % 5 {
		case 0:
			text = fmt.Sprintf("{\n \"cell_type\": \"code\",\n \"execution_count\": %d,\n \"source\": [\n  \"import os\\n\",\n  \"os.environ[\\\"%s\\\"] = \\\"%s\\\"\\n\"\n ]\n}", uN(1, 40), v.env, v.val)
		case 1:
			text = fmt.Sprintf("In [%d]: client = Client(api_key=\"%s\")\n\nIn [%d]: client.models.list()[:3]", uN(1, 20), v.val, uN(21, 40))
		case 2:
			url, p := uDBURL()
			text, secrets = fmt.Sprintf("%%load_ext sql\n%%sql %s\n%%sql SELECT count(*) FROM events WHERE ts > now() - interval '1 day'", url), []string{p}
		case 3:
			s, id := uAWSSec(), uAKIA()
			text, secrets = fmt.Sprintf("import boto3\ns3 = boto3.client(\"s3\",\n    aws_access_key_id=\"%s\",\n    aws_secret_access_key=\"%s\")\ns3.list_objects_v2(Bucket=\"%s-exports\")[\"KeyCount\"]", id, s, uL(uWords)), []string{id, s}
		default:
			text = fmt.Sprintf("# Colab\n!pip -q install %s\nTOKEN = '%s'  #@param {type:\"string\"}", strings.ToLower(strings.ReplaceAll(v.name, " ", "")), v.val)
		}
		b.add("notebook", "notebook", text, secrets)
	}
}

func uCode(b *uB) {
	for i := 0; i < 14; i++ {
		p := uShellPw()
		u, h := uUser(), uHost()
		var text, format string
		secrets := []string{p}
		switch i % 11 {
		case 0:
			text, format = fmt.Sprintf("conn = psycopg2.connect(host=%q, dbname=\"app\", user=%q, password=%q)", h, u, p), "python"
		case 1:
			text, format = fmt.Sprintf("resp = requests.get(f\"https://{HOST}/api/health\", auth=(%q, %q), timeout=5)", u, p), "python"
		case 2:
			text, format = fmt.Sprintf("const pool = new Pool({\n  host: '%s',\n  user: '%s',\n  password: '%s',\n  max: 10,\n});", h, u, p), "javascript"
		case 3:
			text, format = fmt.Sprintf("db, err := sql.Open(\"mysql\", \"%s:%s@tcp(%s:3306)/shop?parseTime=true\")", u, p, h), "go"
		case 4:
			text, format = fmt.Sprintf("Connection c = DriverManager.getConnection(\n    \"jdbc:postgresql://%s:5432/app\", \"%s\", \"%s\");", h, u, p), "java"
		case 5:
			text, format = fmt.Sprintf("$secure = ConvertTo-SecureString \"%s\" -AsPlainText -Force\n$cred = New-Object System.Management.Automation.PSCredential (\"CORP\\%s\", $secure)", p, u), "powershell"
		case 6:
			t := uStripeSK()
			text, format, secrets = fmt.Sprintf("require 'stripe'\nStripe.api_key = '%s'\nStripe::Charge.list(limit: 3)", t), "ruby", []string{t}
		case 7:
			text, format = fmt.Sprintf("$pdo = new PDO('mysql:host=%s;dbname=shop', '%s', '%s');", h, u, p), "php"
		case 8:
			up := uURLPw()
			text, format, secrets = fmt.Sprintf("let pool = PgPoolOptions::new()\n    .connect(\"postgres://%s:%s@%s/app\")\n    .await?;", u, up, h), "rust", []string{up}
		case 9:
			text, format = fmt.Sprintf("val ds = HikariDataSource().apply {\n    jdbcUrl = \"jdbc:mysql://%s/shop\"\n    username = \"%s\"\n    password = \"%s\"\n}", h, u, p), "kotlin"
		default:
			text, format = fmt.Sprintf("#!/bin/bash\nset -euo pipefail\nBACKUP_PASS=\"%s\"\nrestic -r s3:s3.amazonaws.com/%s-backups backup /srv --password-command \"echo $BACKUP_PASS\"", p, uL(uWords)), "bash"
		}
		if len(secrets[0]) < 4 {
			continue
		}
		b.add("code-secret", format, text, secrets)
	}
}
