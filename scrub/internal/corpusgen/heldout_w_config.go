package main

import (
	"encoding/base64"
	"strings"
)

// Secrets in config files and shell sessions: .env, YAML, TOML, INI, XML, Kubernetes
// secrets, connection strings, database URLs, PEM blocks and command lines.

func hwConfig() []Sample {
	var out []Sample
	out = append(out, hwRun(24, hwEnvFile)...)
	out = append(out, hwRun(24, hwConnString)...)
	out = append(out, hwRun(24, hwShellCmd)...)
	out = append(out, hwRun(14, hwKeyBlock)...)
	out = append(out, hwRun(10, hwK8sSecret)...)
	return out
}

func hwEnvFile() Sample {
	switch rng.IntN(10) {
	case 0:
		id, sec := hwAWSID(), hwAWSSecret()
		return hwK(hwS("env-file", "env", hwF("AWS_REGION=eu-central-1\nAWS_ACCESS_KEY_ID=%s\nAWS_SECRET_ACCESS_KEY=%s\nS3_BUCKET=brightdesk-invoices", id, sec), id, sec), "S3_BUCKET=brightdesk-invoices")
	case 1:
		k := hwStripe()
		w := hwWhsec()
		return hwK(hwS("env-file", "env", hwF("NODE_ENV=production\nPORT=3000\nSTRIPE_SECRET_KEY=%s\nSTRIPE_WEBHOOK_SECRET=%s\nLOG_LEVEL=info", k, w), k, w), "LOG_LEVEL=info")
	case 2:
		pw := hwURLPass()
		u := "postgres://app:" + pw + "@" + hwHost() + ":5432/brightdesk"
		return hwS("env-file", "env", hwF("DATABASE_URL=%s\nREDIS_URL=redis://localhost:6379/0", u), pw)
	case 3:
		k, v := hwSaaSKey()
		name := strings.ToUpper(strings.ReplaceAll(v, " ", "_")) + "_API_KEY"
		return hwS("env-file", "env", hwF("# %s\n%s=\"%s\"", v, name, k), k)
	case 4:
		pw := hwPass()
		return hwS("env-file", "docker-compose", hwF("services:\n  db:\n    image: mariadb:11\n    environment:\n      MARIADB_ROOT_PASSWORD: \"%s\"\n      MARIADB_DATABASE: nextcloud\n    volumes:\n      - ./db:/var/lib/mysql", pw), pw)
	case 5:
		t := hwSlack()
		s := hwHex(32)
		return hwS("env-file", "env", hwF("SLACK_BOT_TOKEN=%s\nSLACK_SIGNING_SECRET=%s", t, s), t, s)
	case 6:
		pw := hwPass()
		return hwS("env-file", "ini", hwF("[smtp]\nserver = smtp.office365.com\nport = 587\nusername = billing@brightdesk.io\npassword = %s", pw), pw)
	case 7:
		pw := hwPass()
		return hwS("env-file", "xml", hwF("<connectionStrings>\n  <add name=\"Main\" connectionString=\"Server=%s;Database=Shop;User Id=shop_app;Password=%s;\" />\n</connectionStrings>", hwHost(), pw), pw)
	case 8:
		t, _ := hwAnyToken()
		return hwS("env-file", "toml", hwF("[auth]\napi_token = \"%s\"\ntimeout = 30", t), t)
	}
	pw := hwPass()
	return hwS("env-file", "properties", hwF("spring.datasource.url=jdbc:mysql://%s:3306/crm\nspring.datasource.username=crm\nspring.datasource.password=%s", hwHost(), pw), pw)
}

func hwConnString() Sample {
	h := hwHost()
	pw := hwURLPass()
	u := hwP([]string{"app", "etl", "reader", "postgres", "admin", "metabase"})
	switch rng.IntN(11) {
	case 0:
		return hwS("db-url", "note", hwF("prod db: postgresql://%s:%s@%s:5432/analytics", u, pw, h), pw)
	case 1:
		return hwS("db-url", "chat", hwF("connect with mongodb+srv://%s:%s@cluster0.%s.mongodb.net/?retryWrites=true", u, pw, hwR(lower+digits, 5)), pw)
	case 2:
		return hwS("db-url", "python", hwF("engine = create_engine(\"mysql+pymysql://%s:%s@%s/warehouse\")", u, pw, h), pw)
	case 3:
		return hwS("db-url", "note", hwF("redis://default:%s@%s:6379", pw, h), pw)
	case 4:
		return hwS("basic-auth-url", "chat", hwF("the feed is at https://%s:%s@%s/export/orders.csv", u, pw, h), pw)
	case 5:
		return hwS("basic-auth-url", "shell", hwF("$ git clone https://%s:%s@git.brightdesk.io/clients/ferreira.git", u, pw), pw)
	case 6:
		b := base64.StdEncoding.EncodeToString([]byte(u + ":" + pw))
		return hwS("basic-auth-header", "http", hwF("GET /api/v2/tickets HTTP/1.1\nHost: %s\nAuthorization: Basic %s\nAccept: application/json", h, b), b)
	case 7:
		t, _ := hwAnyToken()
		return hwS("bearer-header", "http", hwF("POST /v1/sync HTTP/1.1\nHost: api.%s\nAuthorization: Bearer %s\nContent-Type: application/json", "brightdesk.io", t), t)
	case 8:
		return hwS("conn-string", "csharp", hwF("var cs = \"Server=tcp:%s,1433;Initial Catalog=Billing;User ID=%s;Password=%s;Encrypt=True;\";", h, u, pw), pw)
	case 9:
		k := hwAzureKey()
		return hwS("conn-string", "note", hwF("DefaultEndpointsProtocol=https;AccountName=brightdeskfiles;AccountKey=%s;EndpointSuffix=core.windows.net", k), k)
	}
	return hwS("db-url", "yaml", hwF("datasource:\n  url: amqp://%s:%s@%s:5672/vhost", u, pw, h), pw)
}

func hwShellCmd() Sample {
	pw := hwPass()
	u := hwP([]string{"admin", "root", "deploy", "ci", "backup"})
	h := hwHost()
	switch rng.IntN(14) {
	case 0:
		return hwS("cli-password", "shell", hwF("$ docker login -u %s -p %s registry.brightdesk.io\nWARNING! Using --password via the CLI is insecure. Use --password-stdin.\nLogin Succeeded", u, pw), pw)
	case 1:
		rp := hwR(alnum, hwN(12, 18))
		return hwS("cli-password", "shell", hwF("$ mysql -u %s -p%s -h %s crm < dump.sql", u, rp, h), rp)
	case 2:
		return hwS("cli-password", "shell", hwF("curl -u %s:%s https://%s/api/backup/start -X POST", u, pw, h), pw)
	case 3:
		return hwS("cli-password", "shell", hwF("sshpass -p '%s' ssh %s@%s 'df -h'", pw, u, h), pw)
	case 4:
		return hwK(hwS("cli-password", "shell", hwF("$ PGPASSWORD='%s' psql -h %s -U %s -d analytics -c 'select count(*) from events'\n count\n--------\n 184223\n(1 row)", pw, h, u), pw), " 184223")
	case 5:
		rp := hwR(alnum, 24)
		return hwS("cli-password", "shell", hwF("redis-cli -h %s -a %s --no-auth-warning INFO keyspace", h, rp), rp)
	case 6:
		return hwS("cli-password", "shell", hwF("echo '%s' | docker login ghcr.io -u %s --password-stdin", pw, u), pw)
	case 7:
		t := hwGitHub()
		return hwS("cli-token", "shell", hwF("$ export GITHUB_TOKEN=%s\n$ gh release create v%d.%d.%d", t, hwN(1, 4), hwN(0, 20), hwN(0, 9)), t)
	case 8:
		return hwS("cli-password", "shell", hwF("mysqldump --user=%s --password='%s' --all-databases > /backup/all.sql", u, pw), pw)
	case 9:
		return hwS("cli-password", "powershell", hwF("$pw = ConvertTo-SecureString '%s' -AsPlainText -Force\n$cred = New-Object System.Management.Automation.PSCredential('%s', $pw)", pw, u), pw)
	case 10:
		t := "npm_" + hwR(alnum, 36)
		return hwS("cli-token", "shell", hwF("npm config set //registry.npmjs.org/:_authToken=%s", t), t)
	case 11:
		return hwS("cli-password", "shell", hwF("net use Z: \\\\%s\\share /user:BRIGHTDESK\\%s %s", h, u, pw), pw)
	case 12:
		k := hwAWSSecret()
		return hwS("cli-password", "shell", hwF("$ aws configure\nAWS Access Key ID [None]: %s\nAWS Secret Access Key [None]: %s\nDefault region name [None]: eu-west-1", hwAWSID(), k), k)
	}
	return hwS("cli-password", "shell", hwF("htpasswd -b -c /etc/nginx/.htpasswd %s '%s'", u, pw), pw)
}

func hwKeyBlock() Sample {
	block, lines := hwPEM()
	switch rng.IntN(6) {
	case 0:
		return hwS("private-key", "chat", hwF("here's the deploy key, put it in ~/.ssh/id_deploy:\n%s", block), lines...)
	case 1:
		return hwK(hwS("private-key", "note", hwF("Client VPS (%s)\nssh -i ~/.ssh/client_vps root@%s\n\n%s\n\npassphrase: none", hwDate(), hwHost(), block), lines...), "ssh -i ~/.ssh/client_vps")
	case 2:
		return hwS("private-key", "yaml", hwF("tls:\n  key: |\n    %s", strings.ReplaceAll(block, "\n", "\n    ")), lines...)
	case 3:
		esc := strings.ReplaceAll(block, "\n", "\\n")
		return hwS("private-key", "json", hwF("{\n  \"type\": \"service_account\",\n  \"private_key\": \"%s\\n\",\n  \"client_email\": \"%s\"\n}", esc, hwSAEmail()), lines...)
	case 4:
		return hwS("private-key", "shell", hwF("$ cat ~/.ssh/id_ed25519\n%s\n$ chmod 600 ~/.ssh/id_ed25519", block), lines...)
	}
	return hwS("private-key", "email", hwF("Subject: cert for the shop\n\nKey below, the cert is in the zip.\n\n%s", block), lines...)
}

func hwK8sSecret() Sample {
	pw := hwPass()
	b := base64.StdEncoding.EncodeToString([]byte(pw))
	switch rng.IntN(3) {
	case 0:
		ub := base64.StdEncoding.EncodeToString([]byte(hwP([]string{"app", "admin", "grafana"})))
		return hwK(hwS("k8s-secret", "yaml", hwF("apiVersion: v1\nkind: Secret\nmetadata:\n  name: db-credentials\n  namespace: %s\ntype: Opaque\ndata:\n  username: %s\n  password: %s", hwP([]string{"prod", "staging", "crm"}), ub, b), b), "kind: Secret")
	case 1:
		t, _ := hwAnyToken()
		tb := base64.StdEncoding.EncodeToString([]byte(t))
		return hwS("k8s-secret", "yaml", hwF("apiVersion: v1\nkind: Secret\nmetadata:\n  name: api-token\ndata:\n  token: %s", tb), tb)
	}
	return hwS("k8s-secret", "shell", hwF("$ kubectl create secret generic smtp --from-literal=password='%s' -n mail\nsecret/smtp created", pw), pw)
}
