package main

import (
	"fmt"
	"strings"
)

// Connection strings, URLs with credentials, and configuration files of many syntaxes.

// uDBURL returns a database URL with a password in it, and the password.
func uDBURL() (string, string) {
	p, u, h, db := uURLPw(), uUser(), uHost(), uP("app", "orders", "analytics", "billing", "auth", "metabase")
	switch rng.IntN(9) {
	case 0:
		return fmt.Sprintf("postgres://%s:%s@%s:5432/%s?sslmode=require", u, p, h, db), p
	case 1:
		return fmt.Sprintf("postgresql://%s:%s@%s/%s", u, p, h, db), p
	case 2:
		return fmt.Sprintf("mysql://%s:%s@%s:3306/%s", u, p, h, db), p
	case 3:
		return fmt.Sprintf("mongodb+srv://%s:%s@cluster%d.%s.mongodb.net/%s?retryWrites=true&w=majority", u, p, uN(0, 3), uR(uLowD, 5), db), p
	case 4:
		return fmt.Sprintf("redis://:%s@%s:6379/%d", p, h, uN(0, 15)), p
	case 5:
		return fmt.Sprintf("rediss://default:%s@%s:6380", p, h), p
	case 6:
		return fmt.Sprintf("amqp://%s:%s@%s:5672/%s", u, p, h, uP("%2F", "prod", "jobs")), p
	case 7:
		return fmt.Sprintf("https://elastic:%s@%s:9200", p, h), p
	default:
		return fmt.Sprintf("clickhouse://%s:%s@%s:9000/%s", u, p, h, db), p
	}
}

// uURLVar is the variable name people give a URL of this scheme.
func uURLVar(url string) string {
	switch {
	case strings.HasPrefix(url, "redis"):
		return "REDIS_URL"
	case strings.HasPrefix(url, "mongodb"):
		return "MONGODB_URI"
	case strings.HasPrefix(url, "amqp"):
		return "BROKER_URL"
	case strings.HasPrefix(url, "https://elastic"):
		return "ELASTICSEARCH_URL"
	case strings.HasPrefix(url, "clickhouse"):
		return "CLICKHOUSE_DSN"
	}
	return "DATABASE_URL"
}

// uURLClient is a command that connects with such a URL.
func uURLClient(url string) string {
	switch {
	case strings.HasPrefix(url, "postgres"):
		return fmt.Sprintf("psql \"%s\"", url)
	case strings.HasPrefix(url, "mysql"):
		return fmt.Sprintf("mysqlsh --uri \"%s\" --sql", url)
	case strings.HasPrefix(url, "mongodb"):
		return fmt.Sprintf("mongosh \"%s\"", url)
	case strings.HasPrefix(url, "redis"):
		return fmt.Sprintf("redis-cli -u %s ping", url)
	case strings.HasPrefix(url, "https://"):
		return fmt.Sprintf("curl -s %s/_cluster/health", url)
	}
	return fmt.Sprintf("./bin/healthcheck --dsn '%s'", url)
}

func uDBURLs(b *uB) {
	for i := 0; i < 16; i++ {
		url, p := uDBURL()
		var text, format string
		var keep []string
		switch i % 11 {
		case 0:
			k := "REDIS_TTL=3600"
			text, format, keep = fmt.Sprintf("%s=%s\n%s", uURLVar(url), url, k), "env", uKeep(k)
		case 1:
			var k string
			text, format, k = uScene("staging db: " + url)
			keep = uKeep(k)
		case 2:
			text, format = fmt.Sprintf("Traceback (most recent call last):\n  File \"/app/worker.py\", line %d, in <module>\n    engine = create_engine(%q)\n  File \"/usr/local/lib/python3.12/site-packages/sqlalchemy/engine/create.py\", line 602, in create_engine\nsqlalchemy.exc.ArgumentError: Could not parse SQLAlchemy URL", uN(10, 300), url), "traceback"
		case 3:
			text, format = fmt.Sprintf("$ %s\n%s", uURLClient(url), uP("error: connection timed out", "Connection refused", "(hangs, then times out)")), "shell"
		case 4:
			text, format = fmt.Sprintf("spring:\n  datasource:\n    url: jdbc:postgresql://%s:5432/app\n    username: app\n    password: %s", uHost(), p), "yaml"
			url = ""
		case 5:
			text, format = fmt.Sprintf("%s ERROR [pool] could not connect to %s: ECONNREFUSED", uStamp(), url), "log"
		case 6:
			text, format = fmt.Sprintf("services:\n  api:\n    image: ghcr.io/acme/api:%d.%d\n    environment:\n      - %s=%s\n      - LOG_LEVEL=debug", uN(1, 9), uN(0, 30), uURLVar(url), url), "yaml"
		case 7:
			text, format = fmt.Sprintf("| env | url |\n|---|---|\n| staging | `%s` |\n| prod | ask in #db-access |", url), "markdown"
		case 8:
			text, format = fmt.Sprintf("airflow connections add 'warehouse' --conn-uri '%s'", url), "shell"
		case 9:
			text, format = fmt.Sprintf("[mysqld]\n# replica\nsource_host=%s\n[client]\nuser=%s\npassword=%s", uHost(), uUser(), p), "ini"
			url = ""
		default:
			text, format = fmt.Sprintf("url = %q  # TODO move to vault", url), "toml"
		}
		_ = url
		b.add("db-url", format, text, []string{p}, keep...)
	}
}

func uConnStrings(b *uB) {
	for i := 0; i < 10; i++ {
		p := uRandPw(uN(14, 22))
		p = strings.NewReplacer(";", "", "\"", "", "'", "").Replace(p)
		var text, format string
		secrets := []string{p}
		switch i % 7 {
		case 0:
			text, format = fmt.Sprintf("\"ConnectionStrings\": {\n  \"Default\": \"Server=tcp:%s.database.windows.net,1433;Initial Catalog=%s;User ID=%s;Password=%s;Encrypt=True;\"\n}", uL(uWords), uP("Orders", "Crm", "Ledger"), uUser(), p), "json"
		case 1:
			text, format = fmt.Sprintf("Driver={ODBC Driver 18 for SQL Server};Server=%s;Database=dw;Uid=%s;Pwd=%s;TrustServerCertificate=yes;", uHost(), uUser(), p), "connstr"
		case 2:
			text, format = fmt.Sprintf("SQL> connect system/%s@//%s:1521/ORCLPDB1\nConnected.", p, uHost()), "sqlplus"
		case 3:
			k := uAzKey()[:43] + "="
			text, format, secrets = fmt.Sprintf("Endpoint=sb://%s.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=%s", uL(uWords), k), "connstr", []string{k}
		case 4:
			u := uUser()
			text, format = fmt.Sprintf("sasl.mechanism=PLAIN\nsecurity.protocol=SASL_SSL\nsasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username=\"%s\" password=\"%s\";", u, p), "properties"
		case 5:
			k := uAzKey()
			text, format, secrets = fmt.Sprintf("COSMOS_CONNECTION=AccountEndpoint=https://%s.documents.azure.com:443/;AccountKey=%s;", uL(uWords), k), "env", []string{k}
		default:
			text, format = fmt.Sprintf("jdbc:sqlserver://%s:1433;databaseName=hr;user=%s;password=%s;encrypt=true", uHost(), uUser(), p), "connstr"
		}
		b.add("conn-string", format, text, secrets)
	}
}

func uBasicAuth(b *uB) {
	for i := 0; i < 12; i++ {
		u, p := uUser(), uURLPw()
		var text, format string
		secrets := []string{p}
		switch i % 8 {
		case 0:
			text, format = fmt.Sprintf("the metrics endpoint is https://%s:%s@metrics.%s.example/federate", u, p, uL(uWords)), "chat"
		case 1:
			enc := uB64s(u + ":" + p)
			text, format, secrets = fmt.Sprintf("GET /api/v1/status HTTP/1.1\nHost: %s\nAuthorization: Basic %s\nAccept: */*", uHost(), enc), "http", []string{enc}
		case 2:
			text, format = fmt.Sprintf("export HTTPS_PROXY=http://%s:%s@proxy.corp.example:3128\nexport NO_PROXY=localhost,.internal", u, p), "shell"
		case 3:
			t := "pypi-AgEIcHlwaS5vcmcCJ" + uR(b64url, 90)
			text, format, secrets = fmt.Sprintf("pip install --index-url https://__token__:%s@upload.pypi.org/simple/ acme-internal", t), "shell", []string{t}
		case 4:
			text, format = fmt.Sprintf("<repository>\n  <id>nexus</id>\n  <url>https://%s:%s@nexus.%s.example/repository/maven-releases/</url>\n</repository>", u, p, uL(uWords)), "xml"
		case 5:
			text, format = fmt.Sprintf("$ curl -u %s:%s https://jenkins.%s.example/job/deploy/buildWithParameters -d ENV=prod", u, p, uL(uWords)), "shell"
		case 6:
			enc := uB64s(u + ":" + p)
			text, format, secrets = fmt.Sprintf("{\n  \"auths\": {\n    \"registry.%s.example\": {\n      \"auth\": \"%s\"\n    }\n  }\n}", uL(uWords), enc), "json", []string{enc}
		default:
			text, format = fmt.Sprintf("lftp ftp://%s:%s@ftp.%s.example/outgoing -e 'mirror; quit'", u, p, uL(uWords)), "shell"
		}
		b.add("basic-auth", format, text, secrets)
	}
}

func uEnvFiles(b *uB) {
	for i := 0; i < 10; i++ {
		var lines []string
		var secrets []string
		var keep []string
		env := uP("production", "staging", "development")
		lines = append(lines, "# "+uP("api", "worker", "admin", "etl")+" — "+env)
		lines = append(lines, "APP_ENV="+env)
		used := map[string]bool{}
		k := fmt.Sprintf("PORT=%d", uN(3000, 9000))
		lines = append(lines, k)
		keep = uKeep(k)
		for j := 0; j < uN(2, 4); j++ {
			var line, s string
			switch rng.IntN(5) {
			case 0:
				url, p := uDBURL()
				line, s = uURLVar(url)+"="+url, p
			case 1:
				s = uAnyPw()
				line = uP("DB_PASSWORD", "POSTGRES_PASSWORD", "MYSQL_ROOT_PASSWORD", "SMTP_PASS", "ADMIN_PASSWORD") + "=" + uP(s, "\""+s+"\"", "'"+s+"'")
			case 2:
				s = uR(alnum, uP(32, 64))
				line = uP("SECRET_KEY_BASE", "APP_KEY", "JWT_SECRET", "SESSION_SECRET", "NEXTAUTH_SECRET") + "=" + s
			case 3:
				v := uVendorKey()
				line, s = v.env+"="+v.val, v.val
			default:
				s = "base64:" + uB64s(uR(alnum, 32))
				line = "APP_KEY=" + s
			}
			dup := false
			for _, x := range secrets {
				if strings.Contains(x, s) || strings.Contains(s, x) {
					dup = true
				}
			}
			name := strings.SplitN(line, "=", 2)[0]
			if dup || used[name] {
				continue
			}
			used[name] = true
			lines = append(lines, line)
			secrets = append(secrets, s)
		}
		lines = append(lines, "LOG_LEVEL="+uP("info", "debug", "warn"), "FEATURE_NEW_CHECKOUT="+uP("true", "false"))
		b.add("env-file", "env", strings.Join(lines, "\n"), secrets, keep...)
	}
}

func uK8sSecrets(b *uB) {
	for i := 0; i < 8; i++ {
		switch i % 4 {
		case 0, 1:
			p := uAnyPw()
			enc := uB64s(p)
			u := uB64s(uUser())
			b.add("k8s-secret", "yaml", fmt.Sprintf("apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s-db\n  namespace: %s\ntype: Opaque\ndata:\n  username: %s\n  password: %s", uL(uWords), uP("prod", "data", "payments"), u, enc), []string{enc})
		case 2:
			u, p := uName(), uURLPw()
			reg := "registry." + uL(uWords) + ".example"
			cfg := fmt.Sprintf(`{"auths":{"%s":{"username":"%s","password":"%s","auth":"%s"}}}`, reg, u, p, uB64s(u+":"+p))
			enc := uB64s(cfg)
			b.add("k8s-secret", "yaml", fmt.Sprintf("apiVersion: v1\nkind: Secret\ntype: kubernetes.io/dockerconfigjson\nmetadata:\n  name: regcred\ndata:\n  .dockerconfigjson: %s", enc), []string{enc})
		default:
			p := uAnyPw()
			enc := uB64s(p)
			b.add("k8s-secret", "shell", fmt.Sprintf("$ kubectl get secret %s-credentials -o jsonpath='{.data.password}'\n%s\n$ kubectl get secret %s-credentials -o jsonpath='{.data.password}' | base64 -d\n%s", uL(uWords), enc, uL(uWords), p), []string{enc, p})
		}
	}
}

func uInfraFiles(b *uB) {
	for i := 0; i < 18; i++ {
		p := uAnyPw()
		p = strings.NewReplacer("\"", "", "'", "", "{", "", "}", "").Replace(p)
		if len(p) < 8 {
			p += uR(alnum, 6)
		}
		var text, format string
		var keep []string
		switch i % 8 {
		case 0:
			k := "instance_class    = \"db.t3.medium\""
			text, format = fmt.Sprintf("resource \"aws_db_instance\" \"main\" {\n  identifier        = \"%s-db\"\n  engine            = \"postgres\"\n  %s\n  username          = \"dbadmin\"\n  password          = \"%s\"\n  skip_final_snapshot = true\n}", uL(uWords), k, p), "hcl"
			keep = uKeep(k)
		case 1:
			text, format = fmt.Sprintf("# terraform.tfvars\nregion          = \"%s\"\ndb_password     = \"%s\"\nenable_bastion  = true", uP("eu-west-1", "us-east-1"), p), "hcl"
		case 2:
			k := "  replicaCount: 2"
			su := uRandPw(18)
			text, format = fmt.Sprintf("# values-prod.yaml\npostgresql:\n  enabled: true\n  auth:\n    username: app\n    password: %q\n    postgresPassword: %q\napi:\n%s", p, su, k), "yaml"
			keep = uKeep(k)
			b.add("helm-values", format, text, []string{p, su}, keep...)
			continue
		case 3:
			text, format = fmt.Sprintf("$ helm upgrade --install redis bitnami/redis -n cache \\\n    --set auth.password=%s \\\n    --set replica.replicaCount=1", p), "shell"
		case 4:
			text, format = fmt.Sprintf("[dbservers]\n%s ansible_host=%s ansible_user=%s ansible_password=%s\n%s ansible_host=%s", uHost(), uIP(), uUser(), p, uHost(), uIP()), "ini"
		case 5:
			k := "ntp_servers: [0.pool.ntp.org, 1.pool.ntp.org]"
			text, format = fmt.Sprintf("# group_vars/all.yml\n%s\nmysql_root_password: \"%s\"\nansible_become_pass: \"%s\"", k, p, p), "yaml"
			keep = uKeep(k)
		case 6:
			text, format = fmt.Sprintf("- name: create app db user\n  community.postgresql.postgresql_user:\n    name: app\n    password: \"%s\"\n    role_attr_flags: LOGIN", p), "yaml"
		default:
			text, format = fmt.Sprintf("$ ansible-playbook site.yml -i inventory/prod -e \"ansible_password=%s\" --limit web", p), "shell"
		}
		b.add("infra-file", format, text, []string{p}, keep...)
	}
}

func uAppConfigs(b *uB) {
	for i := 0; i < 14; i++ {
		p := uAnyPw()
		p = strings.NewReplacer("\"", "", "'", "", "<", "", "&", "", "$", "").Replace(p)
		if len(p) < 8 {
			p += uR(alnum, 6)
		}
		var text, format string
		secrets := []string{p}
		switch i % 11 {
		case 0:
			text, format = fmt.Sprintf("spring.datasource.url=jdbc:mysql://%s:3306/shop\nspring.datasource.username=shop\nspring.datasource.password=%s\nspring.jpa.hibernate.ddl-auto=validate", uHost(), p), "properties"
		case 1:
			text, format = fmt.Sprintf("define( 'DB_NAME', 'wp_%s' );\ndefine( 'DB_USER', 'wp' );\ndefine( 'DB_PASSWORD', '%s' );\ndefine( 'DB_HOST', 'localhost' );", uL(uWords), p), "php"
		case 2:
			t := "npm_" + uR(alnum, 36)
			text, format, secrets = fmt.Sprintf("registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken=%s\nsave-exact=true", t), "ini", []string{t}
		case 3:
			text, format = fmt.Sprintf("[distutils]\nindex-servers = internal\n\n[internal]\nrepository = https://pypi.%s.example/\nusername = deploy\npassword = %s", uL(uWords), p), "ini"
		case 4:
			text, format = fmt.Sprintf("machine api.%s.example\n  login %s\n  password %s", uL(uWords), uUser(), p), "netrc"
		case 5:
			text, format = fmt.Sprintf("<settings>\n  <servers>\n    <server>\n      <id>releases</id>\n      <username>ci</username>\n      <password>%s</password>\n    </server>\n  </servers>\n</settings>", p), "xml"
		case 6:
			text, format = fmt.Sprintf("[security]\nadmin_user = admin\nadmin_password = %s\n[server]\nhttp_port = 3000", p), "ini"
		case 7:
			text, format = fmt.Sprintf("# redis.conf\nbind 127.0.0.1\nport 6379\nrequirepass %s\nmaxmemory 2gb", p), "conf"
		case 8:
			text, format = fmt.Sprintf(";; pgbouncer userlist.txt\n\"%s\" \"%s\"", uUser(), p), "userlist"
		case 9:
			text, format = fmt.Sprintf("warehouse:\n  target: prod\n  outputs:\n    prod:\n      type: snowflake\n      account: %s.eu-central-1\n      user: DBT_PROD\n      password: %s\n      role: TRANSFORMER", uR(lower, 7), p), "yaml"
		default:
			text, format = fmt.Sprintf("[Service]\nExecStart=/usr/local/bin/exporter\nEnvironment=\"EXPORTER_PASSWORD=%s\"\nRestart=always", p), "systemd"
		}
		b.add("app-config", format, text, secrets)
	}
}
