package main

import (
	"fmt"
	"strings"
)

// heldout-t: secrets in connection strings, files, commands, logs, diffs, tables and configs.

func tConnStringSample() Sample {
	pw := tRandPw()
	pw = strings.NewReplacer(";", "", "=", "", "'", "").Replace(pw)
	var cs string
	secrets := []string{pw}
	switch rng.IntN(6) {
	case 0:
		cs = "Server=tcp:" + tPick([]string{"acme-sql", "fin-db", "crm"}) + ".database.windows.net,1433;Initial Catalog=" + tPick(tServices) + ";User ID=" + tPick(tUsers) + ";Password=" + pw + ";Encrypt=True;TrustServerCertificate=False;"
	case 1:
		cs = "Data Source=" + tIP() + ";Initial Catalog=Ledger;User Id=sa;Password=" + pw + ";"
	case 2:
		cs = tPick(tHosts) + ":6380,password=" + pw + ",ssl=True,abortConnect=False"
	case 3:
		cs = "Driver={PostgreSQL Unicode};Server=" + tPick(tHosts) + ";Port=5432;Database=dwh;Uid=etl;Pwd=" + pw + ";"
	case 4:
		k := tRnd(alnum+"+/", 86) + "=="
		secrets = []string{k}
		cs = "AccountEndpoint=https://" + tPick(tServices) + ".documents.azure.com:443/;AccountKey=" + k + ";"
	default:
		cs = "User Id=scott;Password=" + pw + ";Data Source=//" + tPick(tHosts) + ":1521/ORCLPDB1"
	}
	switch rng.IntN(3) {
	case 0:
		return tSample("connection-string", "json", "{\n  \"ConnectionStrings\": {\n    \"Default\": \""+cs+"\"\n  },\n  \"AllowedHosts\": \"*\"\n}", secrets, []string{"\"AllowedHosts\": \"*\""})
	case 1:
		return tSample("connection-string", "xml", "<connectionStrings>\n  <add name=\"Main\" connectionString=\""+cs+"\" providerName=\"System.Data.SqlClient\" />\n</connectionStrings>", secrets, nil)
	default:
		c := tWrap("conn string: " + cs)
		return tSample("connection-string", c.format, c.text, secrets, tKeep(c))
	}
}

func tEnvFileSample() Sample {
	type kv struct{ k, v string }
	pool := []func() kv{
		func() kv { return kv{"DB_PASSWORD", tRandPw()} },
		func() kv { return kv{"JWT_SECRET", tRnd(hexs, 64)} },
		func() kv { return kv{"STRIPE_SECRET_KEY", "sk_live_" + tRnd(alnum, 99)} },
		func() kv { return kv{"SESSION_SECRET", tRnd(b64url, 48)} },
		func() kv { return kv{"MAIL_PASSWORD", tHumanPw()} },
		func() kv { return kv{"APP_KEY", "base64:" + tRnd(alnum+"+/", 43) + "="} },
		func() kv { return kv{"HEROKU_API_KEY", tUUID()} },
		func() kv { return kv{"ENCRYPTION_KEY", tRnd(alnum, 32)} },
		func() kv { return kv{"ADMIN_PASSWORD", tHumanPw()} },
		func() kv { return kv{"OPENAI_API_KEY", "sk-proj-" + tRnd(b64url, 156)} },
	}
	plain := []string{"NODE_ENV=production", "PORT=8080", "APP_URL=https://app.example.com", "LOG_LEVEL=warn",
		"DB_HOST=" + tPick(tHosts), "DB_USER=app", "DB_NAME=" + tPick(tServices), "FEATURE_NEW_CHECKOUT=true", "TZ=UTC", "MAIL_FROM=noreply@example.com"}
	var lines, secrets, keep []string
	used := map[string]bool{}
	for range tIn(2, 3) {
		e := tPick(pool)()
		if used[e.k] {
			continue
		}
		used[e.k] = true
		q := tPick([]string{"", "", "\""})
		if e.k == "APP_KEY" || e.k == "HEROKU_API_KEY" {
			q = ""
		}
		lines = append(lines, e.k+"="+q+e.v+q)
		secrets = append(secrets, e.v)
	}
	for range tIn(3, 5) {
		p := tPick(plain)
		if !used[p] {
			used[p] = true
			lines = append(lines, p)
			if tOdds(0.3) {
				keep = append(keep, p)
			}
		}
	}
	rng.Shuffle(len(lines), func(i, j int) { lines[i], lines[j] = lines[j], lines[i] })
	text := strings.Join(lines, "\n")
	if tOdds(0.4) {
		text = "# .env.production — do NOT commit\n" + text
	}
	if tOdds(0.3) {
		c := tChat("here's my .env, app still won't boot:\n```\n" + text + "\n```")
		return tSample("env-file", c.format, c.text, secrets, keep)
	}
	return tSample("env-file", "env", text, secrets, keep)
}

func tK8sSecretSample() Sample {
	pw := tRandPw()
	key := tRnd(alnum, 32)
	b1, b2 := tB64(pw), tB64(key)
	name := tPick(tServices)
	switch rng.IntN(3) {
	case 0:
		return tSample("k8s-secret", "yaml", "apiVersion: v1\nkind: Secret\nmetadata:\n  name: "+name+"-db\n  namespace: prod\ntype: Opaque\ndata:\n  password: "+b1+"\n  api-key: "+b2, []string{b1, b2}, []string{"namespace: prod"})
	case 1:
		return tSample("k8s-secret", "yaml", "apiVersion: v1\nkind: Secret\nmetadata:\n  name: "+name+"-creds\ntype: Opaque\nstringData:\n  DB_PASSWORD: \""+pw+"\"\n  API_KEY: \""+key+"\"", []string{pw, key}, nil)
	default:
		return tSample("k8s-secret", "shell", "$ kubectl get secret "+name+"-db -o jsonpath='{.data.password}'\n"+b1+"\n$ kubectl get secret "+name+"-db -o jsonpath='{.data.password}' | base64 -d\n"+pw, []string{b1, pw}, nil)
	}
}

func tDockerLoginSample() Sample {
	u := tPick([]string{"ana", "ci-bot", "deploy", "acme"})
	switch rng.IntN(4) {
	case 0:
		pw := tShellPw()
		return tSample("docker-login", "shell", "$ docker login -u "+u+" -p "+pw+" registry.acme.io\nWARNING! Using --password via the CLI is insecure. Use --password-stdin.\nLogin Succeeded", []string{pw}, []string{"Login Succeeded"})
	case 1:
		tok := "ghp_" + tRnd(alnum, 36)
		return tSample("docker-login", "shell", "echo "+tok+" | docker login ghcr.io -u "+u+" --password-stdin", []string{tok}, nil)
	case 2:
		pw := tShellPw()
		return tSample("docker-login", "shell", "podman login --username "+u+" --password '"+pw+"' quay.io", []string{pw}, nil)
	default:
		pw := tShellPw()
		return tSample("docker-login", "github-actions", "- run: docker login -u "+u+" -p "+pw+" ${{ env.REGISTRY }}\n- run: docker push ${{ env.REGISTRY }}/app:${{ github.sha }}", []string{pw}, nil)
	}
}

func tCLIPwSample() Sample {
	pw := tShellPw()
	h := tPick(tHosts)
	var text string
	switch rng.IntN(12) {
	case 0:
		text = "mysql -u root -p" + pw + " -h " + h + " shop"
	case 1:
		text = "mysqldump -uroot -p'" + pw + "' --single-transaction shop > shop.sql"
	case 2:
		text = "PGPASSWORD=" + pw + " psql -h " + h + " -U postgres -d ledger"
	case 3:
		text = "mongosh --host " + h + " -u admin -p " + pw + " --authenticationDatabase admin"
	case 4:
		text = "redis-cli -h " + h + " -a " + pw + " INFO replication"
	case 5:
		text = "sshpass -p '" + pw + "' ssh -o StrictHostKeyChecking=no pi@" + tIP()
	case 6:
		text = "smbclient //fileserver/finance -U " + tPick(tUsers) + "%" + pw
	case 7:
		text = "openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:" + pw
	case 8:
		text = "htpasswd -b -c /etc/nginx/.htpasswd " + tPick(tUsers) + " " + pw
	case 9:
		text = "net use Z: \\\\fileserver\\share /user:CORP\\" + tPick(tUsers) + " " + pw
	case 10:
		text = "ldapsearch -x -H ldap://ldap.corp.example -D \"cn=admin,dc=corp,dc=example\" -w " + pw + " -b \"dc=corp,dc=example\" \"(uid=ana)\""
	default:
		text = "sqlcmd -S " + tIP() + " -U sa -P " + pw + " -Q \"SELECT name FROM sys.databases\""
	}
	if tOdds(0.5) {
		text = "$ " + text + "\n" + tPick([]string{"Welcome to the MySQL monitor.", "psql (16.2)", "OK", "Connected.", "(3 rows affected)"})
		return tSample("cli-password", "shell", text, []string{pw}, nil)
	}
	c := tWrap("run this: `" + text + "`")
	return tSample("cli-password", c.format, c.text, []string{pw}, tKeep(c))
}

func tPkgConfigSample() Sample {
	switch rng.IntN(8) {
	case 0:
		tok := "npm_" + tRnd(alnum, 36)
		return tSample("npmrc", "npmrc", "registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken="+tok+"\nsave-exact=true", []string{tok}, []string{"save-exact=true"})
	case 1:
		pw := tURLPw()
		return tSample("pip-conf", "ini", "[global]\nindex-url = https://ci:"+pw+"@pypi.corp.example/simple\ntimeout = 60", []string{pw}, []string{"timeout = 60"})
	case 2:
		tok := "pypi-AgEIcHlwaS5vcmc" + tRnd(b64url, 150)
		return tSample("pypirc", "ini", "[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = "+tok, []string{tok}, nil)
	case 3:
		pw := tRandPw()
		return tSample("maven-settings", "xml", "<settings>\n  <servers>\n    <server>\n      <id>nexus-releases</id>\n      <username>deployer</username>\n      <password>"+pw+"</password>\n    </server>\n  </servers>\n</settings>", []string{pw}, []string{"<id>nexus-releases</id>"})
	case 4:
		pw := tHumanPw()
		return tSample("gradle-properties", "properties", "org.gradle.jvmargs=-Xmx2g\nartifactoryUser=ci\nartifactoryPassword="+pw, []string{pw}, []string{"org.gradle.jvmargs=-Xmx2g"})
	case 5:
		tok := tRnd(hexs, 40)
		return tSample("composer-auth", "json", "{\n  \"http-basic\": {\n    \"repo.packagist.com\": {\n      \"username\": \"token\",\n      \"password\": \""+tok+"\"\n    }\n  }\n}", []string{tok}, nil)
	case 6:
		pw := tRandPw()
		return tSample("nuget-config", "xml", "<packageSourceCredentials>\n  <Internal>\n    <add key=\"Username\" value=\"build\" />\n    <add key=\"ClearTextPassword\" value=\""+pw+"\" />\n  </Internal>\n</packageSourceCredentials>", []string{pw}, nil)
	default:
		tok := "rubygems_" + tRnd(hexs, 48)
		return tSample("gem-credentials", "yaml", "---\n:rubygems_api_key: "+tok, []string{tok}, nil)
	}
}

func tLogTraceSample() Sample {
	switch rng.IntN(6) {
	case 0:
		pw := tURLPw()
		return tSample("secret-in-trace", "stacktrace", "Traceback (most recent call last):\n  File \"/app/worker.py\", line 42, in <module>\n    engine.connect()\nsqlalchemy.exc.OperationalError: (psycopg2.OperationalError) could not translate host name \"db\" to address\n(Background on this error at: https://sqlalche.me/e/20/e3q8)\nDSN was postgresql://etl:"+pw+"@db:5432/warehouse", []string{pw}, []string{"  File \"/app/worker.py\", line 42, in <module>"})
	case 1:
		pw := tRandPw()
		return tSample("secret-in-log", "log", tStamp()+" DEBUG o.s.b.c.p.ConfigurationPropertiesBinder : spring.datasource.username=app\n"+tStamp()+" DEBUG o.s.b.c.p.ConfigurationPropertiesBinder : spring.datasource.password="+pw+"\n"+tStamp()+"  INFO o.s.b.w.e.tomcat.TomcatWebServer : Tomcat started on port 8080", []string{pw}, nil)
	case 2:
		tok := "sk_live_" + tRnd(alnum, 24)
		return tSample("secret-in-log", "log", "AxiosError: Request failed with status code 401\n    at settle (/app/node_modules/axios/lib/core/settle.js:19:12)\n  config: {\n    headers: {\n      Accept: 'application/json',\n      Authorization: 'Bearer "+tok+"'\n    },\n    url: 'https://api.stripe.com/v1/charges'\n  }", []string{tok}, nil)
	case 3:
		tok := tRnd(hexs, 32)
		return tSample("secret-in-log", "access-log", tIP()+" - - [12/Mar/2025:10:"+fmt.Sprintf("%02d", tIn(0, 59))+":07 +0000] \"GET /v1/report?from=2025-03-01&api_key="+tok+" HTTP/1.1\" 200 5123 \"-\" \"python-requests/2.31\"", []string{tok}, nil)
	case 4:
		pw := tShellPw()
		b := tB64("svc:" + pw)
		return tSample("secret-in-log", "log", "send: b'GET /health HTTP/1.1\\r\\nHost: internal.example\\r\\nAuthorization: Basic "+b+"\\r\\n\\r\\n'\nreply: 'HTTP/1.1 200 OK\\r\\n'", []string{b}, nil)
	default:
		tok := "http://127.0.0.1:8888/lab?token=" + tRnd(hexs, 48)
		sec := tok[strings.Index(tok, "=")+1:]
		return tSample("secret-in-log", "log", "[I 2025-03-14 09:12:01.123 ServerApp] Jupyter Server 2.14.0 is running at:\n[I 2025-03-14 09:12:01.123 ServerApp] "+tok+"\n[I 2025-03-14 09:12:01.123 ServerApp] Use Control-C to stop this server.", []string{sec}, nil)
	}
}

func tDiffSample() Sample {
	switch rng.IntN(3) {
	case 0:
		a, b := tRandPw(), tRandPw()
		return tSample("secret-in-diff", "diff", "diff --git a/.env.staging b/.env.staging\n--- a/.env.staging\n+++ b/.env.staging\n@@ -3,3 +3,3 @@\n LOG_LEVEL=debug\n-DB_PASSWORD="+a+"\n+DB_PASSWORD="+b+"\n REDIS_HOST=redis", []string{a, b}, []string{" LOG_LEVEL=debug"})
	case 1:
		tok := "xoxb-" + tRnd(digits, 12) + "-" + tRnd(digits, 13) + "-" + tRnd(alnum, 24)
		return tSample("secret-in-diff", "diff", "--- a/config/notify.yaml\n+++ b/config/notify.yaml\n@@ -1,4 +1,5 @@\n notify:\n   channel: \"#deploys\"\n+  token: "+tok+"\n   on_failure: true", []string{tok}, nil)
	default:
		k := tRnd(hexs, 64)
		return tSample("secret-in-diff", "diff", "@@ -12,7 +12,7 @@ func main() {\n-\tsecret := os.Getenv(\"HMAC_KEY\")\n+\tsecret := \""+k+"\" // temp, revert!\n \thandler := sign(secret)", []string{k}, nil)
	}
}

func tAccountTableSample() Sample {
	n := tIn(2, 4)
	var rows, pws []string
	for range n {
		pw := tAnyPw()
		pws = append(pws, pw)
		rows = append(rows, []string{tPick(tUsers), strings.ToLower(tPick(tPeople)) + "@acme.io"}[rng.IntN(2)]+"|"+pw)
	}
	if tOdds(0.5) {
		text := "name,url,username,password,note\n"
		names := []string{"GitLab", "AWS console", "Grafana", "Router", "Jira", "NAS", "Mailchimp"}
		for _, r := range rows {
			p := strings.SplitN(r, "|", 2)
			text += tPick(names) + ",https://" + tPick(tHosts) + "," + p[0] + "," + p[1] + ",\n"
		}
		return tSample("password-export", "csv", strings.TrimSuffix(text, "\n"), pws, []string{"name,url,username,password,note"})
	}
	text := "### Test accounts (staging only)\n\n| role | login | password |\n|------|-------|----------|\n"
	roles := []string{"admin", "editor", "viewer", "billing", "support"}
	for i, r := range rows {
		p := strings.SplitN(r, "|", 2)
		text += "| " + roles[i] + " | " + p[0] + " | `" + p[1] + "` |\n"
	}
	return tSample("password-table", "markdown-table", text+"\nReset nightly by the seed job.", pws, []string{"Reset nightly by the seed job."})
}

func tCookieSample() Sample {
	switch rng.IntN(3) {
	case 0:
		sid := tRnd(lower+digits, 32)
		return tSample("session-cookie", "http", "GET /admin/ HTTP/1.1\nHost: shop.example.com\nCookie: sessionid="+sid+"; django_language=de", []string{sid}, []string{"Host: shop.example.com"})
	case 1:
		sid := "s%3A" + tRnd(b64url, 32) + "." + tRnd(alnum+"%", 43)
		return tSample("session-cookie", "har", "{\n  \"name\": \"connect.sid\",\n  \"value\": \""+sid+"\",\n  \"path\": \"/\",\n  \"httpOnly\": true\n}", []string{sid}, nil)
	default:
		sid := tRnd(alnum, 40)
		c := tChat("if you want to reproduce, paste this cookie in devtools: laravel_session=" + sid)
		return tSample("session-cookie", c.format, c.text, []string{sid}, tKeep(c))
	}
}

func tAppConfigSample() Sample {
	pw := tRandPw()
	switch rng.IntN(8) {
	case 0:
		return tSample("app-config", "ini", "[all:vars]\nansible_user=deploy\nansible_become_password="+pw+"\n\n[web]\nweb01 ansible_host="+tIP(), []string{pw}, []string{"ansible_user=deploy"})
	case 1:
		return tSample("app-config", "helm-values", "postgresql:\n  enabled: true\n  auth:\n    username: app\n    postgresPassword: \""+pw+"\"\n    database: app\nreplicaCount: 2", []string{pw}, []string{"replicaCount: 2"})
	case 2:
		return tSample("app-config", "tfvars", "region      = \"eu-central-1\"\ninstance    = \"t3.medium\"\ndb_password = \""+pw+"\"", []string{pw}, []string{"instance    = \"t3.medium\""})
	case 3:
		return tSample("app-config", "properties", "server.port=8443\nspring.datasource.url=jdbc:mysql://"+tPick(tHosts)+":3306/shop\nspring.datasource.username=shop\nspring.datasource.password="+pw, []string{pw}, []string{"server.port=8443"})
	case 4:
		k := tRnd(alnum+"!@#%^&*()-_=+[]{}<>~", 64)
		return tSample("app-config", "php", "define( 'DB_NAME', 'wordpress' );\ndefine( 'DB_USER', 'wp' );\ndefine( 'DB_PASSWORD', '"+pw+"' );\ndefine( 'AUTH_KEY', '"+k+"' );", []string{pw, k}, []string{"define( 'DB_NAME', 'wordpress' );"})
	case 5:
		k := "django-insecure-" + tRnd(lower+digits+"!@#%^&*(-_=+)", 50)
		return tSample("app-config", "python", "# settings.py\nDEBUG = False\nSECRET_KEY = '"+k+"'\nALLOWED_HOSTS = ['shop.example.com']", []string{k}, []string{"DEBUG = False"})
	case 6:
		k := tRnd(hexs, 128)
		return tSample("app-config", "yaml", "production:\n  secret_key_base: "+k+"\n  host: shop.example.com", []string{k}, []string{"host: shop.example.com"})
	default:
		return tSample("app-config", "python", "app = Flask(__name__)\napp.secret_key = \""+pw+"\"\napp.config[\"SESSION_COOKIE_SECURE\"] = True", []string{pw}, []string{"app = Flask(__name__)"})
	}
}

func tMiscServiceSample() Sample {
	pw := tAnyPw()
	switch rng.IntN(7) {
	case 0:
		return tSample("smtp-password", "yaml", "smtp:\n  host: smtp.office365.com\n  port: 587\n  user: alerts@acme.io\n  password: \""+pw+"\"", []string{pw}, []string{"host: smtp.office365.com"})
	case 1:
		return tSample("ldap-bind", "ini", "[ldap]\nuri = ldaps://ldap.corp.example\nbind_dn = cn=svc-wiki,ou=svc,dc=corp,dc=example\nbind_pw = "+pw, []string{pw}, []string{"uri = ldaps://ldap.corp.example"})
	case 2:
		cs := tRnd(alnum, 16)
		return tSample("snmp-community", "cisco", "snmp-server community "+cs+" RO 10\nsnmp-server location DC2-rack14\nsnmp-server contact noc@acme.io", []string{cs}, []string{"snmp-server location DC2-rack14"})
	case 3:
		return tSample("elastic-setup", "shell", "$ bin/elasticsearch\n...\n━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━\n✅ Elasticsearch security features have been automatically configured!\nℹ️  Password for the elastic user (reset with `bin/elasticsearch-reset-password -u elastic`):\n  "+pw+"\n", []string{pw}, nil)
	case 4:
		ip := tRnd(hexs, 32)
		return tSample("jenkins-initial", "chat", tChatLine(tPick(tPeople), "jenkins is up, initial admin password from /var/jenkins_home/secrets/initialAdminPassword is "+ip), []string{ip}, nil)
	case 5:
		return tSample("minio-root", "env", "MINIO_ROOT_USER=minioadmin\nMINIO_ROOT_PASSWORD="+pw+"\nMINIO_VOLUMES=/data", []string{pw}, []string{"MINIO_VOLUMES=/data"})
	default:
		return tSample("keycloak-admin", "shell", "docker run -p 8080:8080 -e KEYCLOAK_ADMIN=admin -e KEYCLOAK_ADMIN_PASSWORD='"+pw+"' quay.io/keycloak/keycloak:24.0 start-dev", []string{pw}, nil)
	}
}

// tOneOf picks one of several (text, format) pairs.
func tOneOf(pairs ...[2]string) (string, string) {
	p := tPick(pairs)
	return p[0], p[1]
}
