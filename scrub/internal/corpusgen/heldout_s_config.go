package main

// Secrets in URLs, tokens, keys, connection strings, .env files, Kubernetes secrets and commands.

import (
	"encoding/base64"
	"fmt"
	"strings"
)

func hsDBURLs(c *hsCorpus) {
	const cat = "db-url"
	user := func() string { return hsP("app", "postgres", "admin", "svc_orders", "reporter", "root", "etl") }
	db := func() string { return hsP("orders", "app", "analytics", "crm", "inventory", "auth") }
	c.all(
		func() Sample {
			p := hsURLPw()
			return hsS(cat, "env", fmt.Sprintf("DATABASE_URL=postgres://%s:%s@%s:5432/%s?sslmode=require", user(), p, hsP(hsHosts...), db()), p)
		},
		func() Sample {
			p := hsURLPw()
			return hsS(cat, "prose", fmt.Sprintf("prod db is postgresql://%s:%s@%s/%s if you need to poke at it", user(), p, hsP(hsHosts...), db()), p)
		},
		func() Sample {
			p := hsURLPw()
			return hsS(cat, "python", fmt.Sprintf("engine = create_engine(\"postgresql+psycopg2://%s:%s@%s:5432/%s\", pool_size=10)", user(), p, hsP(hsHosts...), db()), p)
		},
		func() Sample {
			p := hsURLPw()
			return hsS(cat, "yaml", fmt.Sprintf("spring:\n  datasource:\n    url: jdbc:mysql://%s:3306/%s\n  data:\n    mongodb:\n      uri: mongodb://%s:%s@%s:27017/%s?authSource=admin", hsP(hsHosts...), db(), user(), p, hsP(hsHosts...), db()), p)
		},
		func() Sample {
			p := hsURLPw()
			return hsS(cat, "chat", hsChat(fmt.Sprintf("atlas string: mongodb+srv://%s:%s@cluster0.%s.mongodb.net/?retryWrites=true&w=majority", user(), p, hsR(lower+digits, 5))), p)
		},
		func() Sample {
			p := hsURLPw()
			return hsS(cat, "env", fmt.Sprintf("REDIS_URL=redis://default:%s@%s:6379/0", p, hsP(hsHosts...)), p)
		},
		func() Sample {
			p := hsURLPw()
			return hsS(cat, "env", fmt.Sprintf("CELERY_BROKER_URL=amqp://%s:%s@%s:5672/%%2F", user(), p, hsP(hsHosts...)), p)
		},
		func() Sample {
			p := hsURLPw()
			return hsS(cat, "shell", fmt.Sprintf("$ psql \"postgresql://%s:%s@%s:6432/%s\"\npsql (16.2)\nType \"help\" for help.", user(), p, hsP(hsHosts...), db()), p)
		},
		func() Sample {
			p := hsURLPw()
			return hsS(cat, "go", fmt.Sprintf("dsn := \"%s:%s@tcp(%s:3306)/%s?parseTime=true\"\ndb, err := sql.Open(\"mysql\", dsn)", user(), p, hsP(hsHosts...), db()), p)
		},
		func() Sample {
			p := hsURLPw()
			return hsS(cat, "prose-de", fmt.Sprintf("Verbindungs-URL zur Testdatenbank: mysql://%s:%s@%s/%s", user(), p, hsP(hsHosts...), db()), p)
		},
		func() Sample {
			p := hsURLPw()
			return hsS(cat, "log", fmt.Sprintf("%s ERROR sqlalchemy: could not connect to server: postgresql://%s:%s@%s:5432/%s (timeout)", hsStamp(), user(), p, hsP(hsHosts...), db()), p)
		},
		func() Sample {
			p := hsURLPw()
			return hsS(cat, "env", fmt.Sprintf("CLICKHOUSE_URL=clickhouse://%s:%s@%s:9000/%s", user(), p, hsP(hsHosts...), db()), p)
		},
		func() Sample {
			p := hsURLPw()
			return hsS(cat, "prisma", fmt.Sprintf("datasource db {\n  provider = \"postgresql\"\n  url      = \"postgresql://%s:%s@%s:5432/%s?schema=public\"\n}", user(), p, hsP(hsHosts...), db()), p)
		},
		func() Sample {
			p := hsURLPw()
			return hsS(cat, "prose-ja", fmt.Sprintf("本番DBの接続先は rediss://default:%s@%s:6380 です", p, hsP(hsHosts...)), p)
		},
		func() Sample {
			p := hsURLPw()
			return hsS(cat, "compose", fmt.Sprintf("services:\n  api:\n    image: acme/api:1.14\n    environment:\n      DATABASE_URL: postgres://%s:%s@db:5432/%s\n    depends_on: [db]", user(), p, db()), p)
		},
		func() Sample {
			p := hsURLPw()
			return hsS(cat, "markdown", fmt.Sprintf("Connect with `mongosh \"mongodb://%s:%s@%s:27017\"` and run `db.stats()`.", user(), p, hsP(hsHosts...)), p)
		},
	)
}

func hsJWTs(c *hsCorpus) {
	const cat = "jwt"
	c.all(
		func() Sample {
			t := hsJWT()
			return hsS(cat, "http", fmt.Sprintf("GET /api/v2/orders?page=2 HTTP/1.1\nHost: api.%s\nAuthorization: Bearer %s\nAccept: application/json", hsP(hsDomains...), t), t)
		},
		func() Sample {
			t := hsJWT()
			return hsS(cat, "shell", fmt.Sprintf("curl -H 'Authorization: Bearer %s' https://api.%s/v1/users/me", t, hsP(hsDomains...)), t)
		},
		func() Sample {
			t := hsJWT()
			return hsS(cat, "chat", hsChat(fmt.Sprintf("here's an admin token for testing, valid 24h: %s", t)), t)
		},
		func() Sample {
			t := hsJWT()
			return hsS(cat, "cookie", fmt.Sprintf("Set-Cookie: session=%s; Path=/; HttpOnly; Secure; SameSite=Lax", t), t)
		},
		func() Sample {
			t := hsJWT()
			return hsK(hsS(cat, "log", fmt.Sprintf("%s DEBUG auth middleware: token=%s\n%s INFO GET /dashboard 200 14ms", hsStamp(), t, hsStamp()), t), "INFO GET /dashboard 200 14ms")
		},
		func() Sample {
			t := hsJWT()
			return hsS(cat, "json", fmt.Sprintf("{\"access_token\":\"%s\",\"token_type\":\"Bearer\",\"expires_in\":3600}", t), t)
		},
		func() Sample {
			t := hsJWT()
			return hsS(cat, "prose-fr", fmt.Sprintf("jeton d'accès pour Postman : %s", t), t)
		},
		func() Sample {
			t := hsJWT()
			return hsS(cat, "devtools", fmt.Sprintf("> localStorage.getItem('auth')\n'%s'", t), t)
		},
		func() Sample {
			t := hsJWT()
			return hsS(cat, "env", fmt.Sprintf("SUPABASE_URL=https://%s.supabase.co\nSUPABASE_SERVICE_ROLE_KEY=%s", hsR(lower, 20), t), t)
		},
		func() Sample {
			t := hsJWT()
			return hsS(cat, "http", fmt.Sprintf("POST /graphql HTTP/2\nauthorization: Bearer %s\ncontent-type: application/json\n\n{\"query\":\"{ viewer { id } }\"}", t), t)
		},
		func() Sample {
			t := hsJWT()
			return hsS(cat, "prose-zh", fmt.Sprintf("测试用的令牌（24小时有效）：%s", t), t)
		},
	)
}

func hsPrivateKeys(c *hsCorpus) {
	const cat = "private-key"
	pem := func(kind string, lines []string) string {
		return "-----BEGIN " + kind + "-----\n" + strings.Join(lines, "\n") + "\n-----END " + kind + "-----"
	}
	c.all(
		func() Sample {
			l := hsECPrivate()
			return hsS(cat, "pem", pem("EC PRIVATE KEY", l), l...)
		},
		func() Sample {
			l := hsOpenSSHPrivate(strings.ToLower(hsP(hsNames...)) + "@laptop")
			return hsK(hsS(cat, "chat", hsChat("deploy key for the box, put it in ~/.ssh/deploy\n"+hsFence+"\n"+pem("OPENSSH PRIVATE KEY", l)+"\n"+hsFence), l[1:]...), "put it in ~/.ssh/deploy")
		},
		func() Sample {
			l := hsRSAPrivate(false)
			return hsS(cat, "pem", "$ cat id_rsa\n"+pem("RSA PRIVATE KEY", l), l...)
		},
		func() Sample {
			k := hsPKCS8Ed25519()
			return hsS(cat, "env", fmt.Sprintf("SIGNING_KEY=\"-----BEGIN PRIVATE KEY-----\\n%s\\n-----END PRIVATE KEY-----\"\nSIGNING_ALG=EdDSA", k), k)
		},
		func() Sample {
			l := hsRSAPrivate(true)
			body := strings.Join(l, "\\n")
			h := hsHex(40)
			return hsS(cat, "json", fmt.Sprintf("{\n  \"type\": \"service_account\",\n  \"project_id\": \"%s\",\n  \"private_key_id\": \"%s\",\n  \"private_key\": \"-----BEGIN PRIVATE KEY-----\\n%s\\n-----END PRIVATE KEY-----\\n\",\n  \"client_email\": \"ci@%s.iam.gserviceaccount.com\"\n}", hsP(hsProjects...), h, body, hsP(hsProjects...)), append([]string{h}, l...)...)
		},
		func() Sample {
			l := hsECPrivate()
			ind := make([]string, len(l))
			for i, x := range l {
				ind[i] = "    " + x
			}
			return hsK(hsS(cat, "yaml", fmt.Sprintf("tls:\n  cert_file: /etc/ssl/app.crt\n  key: |\n    -----BEGIN EC PRIVATE KEY-----\n%s\n    -----END EC PRIVATE KEY-----", strings.Join(ind, "\n")), l...), "  cert_file: /etc/ssl/app.crt")
		},
		func() Sample {
			l := hsOpenSSHPrivate("deploy@ci")
			return hsS(cat, "terraform", fmt.Sprintf("resource \"github_actions_secret\" \"deploy\" {\n  repository      = \"infra\"\n  secret_name     = \"DEPLOY_KEY\"\n  plaintext_value = <<EOT\n%s\nEOT\n}", pem("OPENSSH PRIVATE KEY", l)), l[1:]...)
		},
		func() Sample {
			k := hsPKCS8Ed25519()
			return hsS(cat, "prose", fmt.Sprintf("the webhook signer's private key (ed25519, PKCS#8): -----BEGIN PRIVATE KEY----- %s -----END PRIVATE KEY-----", k), k)
		},
		func() Sample {
			l := hsECPrivate()
			return hsS(cat, "email", "Hi,\n\nAs discussed, the APNs auth key (.p8) content is below.\n\n"+pem("PRIVATE KEY", l)+"\n\nKey ID and Team ID are in the portal.", l...)
		},
		func() Sample {
			pub, _ := hsEd25519()
			publines := hsWrap(base64.StdEncoding.EncodeToString(append(hsSSHString([]byte("ssh-ed25519")), hsSSHString(pub)...)), 64)
			priv := hsB64(68)
			return hsK(hsS(cat, "ppk", fmt.Sprintf("PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: %s\nPublic-Lines: %d\n%s\nPrivate-Lines: 1\n%s\nPrivate-MAC: %s", "eddsa-key-"+strings.ReplaceAll(hsDate(), "-", ""), len(publines), strings.Join(publines, "\n"), priv, hsHex(64)), priv), "Encryption: none")
		},
		func() Sample {
			k := hsB64(32)
			return hsK(hsS(cat, "wireguard", fmt.Sprintf("[Interface]\nPrivateKey = %s\nAddress = 10.8.0.%d/24\nDNS = 1.1.1.1\n\n[Peer]\nPublicKey = %s\nEndpoint = vpn.%s:51820\nAllowedIPs = 0.0.0.0/0", k, hsN(2, 250), hsB64(32), hsP(hsDomains...)), k), "DNS = 1.1.1.1")
		},
		func() Sample {
			k := "AGE-SECRET-KEY-1" + strings.ToUpper(hsR(hsBech32, 58))
			return hsS(cat, "note", fmt.Sprintf("# created: %sT10:00:00+02:00\n# public key: age1%s\n%s", hsDate(), hsR(hsBech32, 58), k), k)
		},
		func() Sample {
			l := hsOpenSSHPrivate("root@" + hsP(hsHosts...))
			return hsS(cat, "prose-de", "Hier der private Schlüssel für den Jump-Host, bitte nur lokal speichern:\n"+pem("OPENSSH PRIVATE KEY", l), l[1:]...)
		},
	)
}

func hsBasicAuth(c *hsCorpus) {
	const cat = "basic-auth"
	b := func(u, p string) string { return base64.StdEncoding.EncodeToString([]byte(u + ":" + p)) }
	c.all(
		func() Sample {
			p := hsURLPw()
			return hsS(cat, "url", fmt.Sprintf("https://%s:%s@%s/api/health", hsP(hsUsers...), p, hsP(hsHosts...)), p)
		},
		func() Sample {
			x := b(hsP(hsUsers...), hsPw())
			return hsS(cat, "http", fmt.Sprintf("GET /metrics HTTP/1.1\nHost: %s\nAuthorization: Basic %s\nUser-Agent: curl/8.5.0", hsP(hsHosts...), x), x)
		},
		func() Sample {
			x := b(hsP(hsUsers...), hsPw())
			return hsS(cat, "shell", fmt.Sprintf("curl -H \"Authorization: Basic %s\" https://%s/api/v1/query?query=up", x, hsP(hsHosts...)), x)
		},
		func() Sample {
			p := hsURLPw()
			return hsS(cat, "env", fmt.Sprintf("HTTPS_PROXY=http://%s:%s@proxy.corp.%s:3128\nNO_PROXY=localhost,127.0.0.1,.internal", strings.ToLower(hsP(hsNames...)), p, hsP(hsDomains...)), p)
		},
		func() Sample {
			p := hsURLPw()
			return hsS(cat, "pip", fmt.Sprintf("[global]\nindex-url = https://%s:%s@nexus.%s/repository/pypi/simple", hsP(hsUsers...), p, hsP(hsDomains...)), p)
		},
		func() Sample {
			x := b(hsP(hsUsers...), hsPw())
			return hsS(cat, "json", fmt.Sprintf("{\n  \"auths\": {\n    \"registry.%s\": {\n      \"auth\": \"%s\"\n    }\n  }\n}", hsP(hsDomains...), x), x)
		},
		func() Sample {
			p := hsPw()
			return hsS(cat, "xml", fmt.Sprintf("<settings>\n  <servers>\n    <server>\n      <id>nexus-releases</id>\n      <username>%s</username>\n      <password>%s</password>\n    </server>\n  </servers>\n</settings>", hsP(hsUsers...), strings.NewReplacer("&", "&amp;").Replace(p)), strings.NewReplacer("&", "&amp;").Replace(p))
		},
		func() Sample {
			x := b(hsP(hsUsers...), hsPw())
			return hsS(cat, "npmrc", fmt.Sprintf("registry=https://artifactory.%s/api/npm/npm/\n_auth=%s\nalways-auth=true", hsP(hsDomains...), x), x)
		},
		func() Sample {
			p := hsURLPw()
			return hsS(cat, "chat", hsChat(fmt.Sprintf("try https://%s:%s@%s/ — the basic auth is only for staging", hsP("preview", "staging", "review"), p, "staging."+hsP(hsDomains...))), p)
		},
		func() Sample {
			p := hsPw()
			return hsS(cat, "pgpass", fmt.Sprintf("%s:5432:%s:%s:%s", hsP(hsHosts...), hsP("orders", "app", "*"), hsP(hsUsers...), strings.ReplaceAll(p, ":", "")), strings.ReplaceAll(p, ":", ""))
		},
		func() Sample {
			x := b(hsP(hsUsers...), hsPw())
			return hsS(cat, "nginx", fmt.Sprintf("location /upstream/ {\n    proxy_pass https://backend.internal;\n    proxy_set_header Authorization \"Basic %s\";\n}", x), x)
		},
		func() Sample {
			p := hsURLPw()
			return hsS(cat, "prose-it", fmt.Sprintf("il feed privato è https://%s:%s@feeds.%s/calendar.ics", strings.ToLower(hsP(hsNames...)), p, hsP(hsDomains...)), p)
		},
	)
}

func hsConnStrings(c *hsCorpus) {
	const cat = "connection-string"
	c.all(
		func() Sample {
			p := hsPw()
			return hsS(cat, "dotnet", fmt.Sprintf("\"ConnectionStrings\": {\n  \"Default\": \"Server=tcp:%s.database.windows.net,1433;Initial Catalog=%s;User ID=%s;Password=%s;Encrypt=True;\"\n}", hsP("acme-sql", "crm-prod"), hsP("Orders", "Crm"), hsP(hsUsers...), strings.ReplaceAll(p, ";", "")), strings.ReplaceAll(p, ";", ""))
		},
		func() Sample {
			p := hsR(alnum, hsN(12, 20))
			return hsS(cat, "jdbc", fmt.Sprintf("spring.datasource.url=jdbc:postgresql://%s:5432/app?user=%s&password=%s&ssl=true", hsP(hsHosts...), hsP(hsUsers...), p), p)
		},
		func() Sample {
			p := strings.ReplaceAll(hsPw(), ";", "")
			return hsS(cat, "odbc", fmt.Sprintf("Driver={ODBC Driver 18 for SQL Server};Server=%s;Database=Reporting;Uid=%s;Pwd=%s;TrustServerCertificate=yes;", hsP(hsHosts...), hsP(hsUsers...), p), p)
		},
		func() Sample {
			p := hsR(alnum, 44)
			return hsS(cat, "redis", fmt.Sprintf("\"Redis\": \"%s.redis.cache.windows.net:6380,password=%s=,ssl=True,abortConnect=False\"", hsP("sessions", "cart-cache"), p), p)
		},
		func() Sample {
			p := strings.ReplaceAll(hsPw(), ";", "")
			return hsS(cat, "prose", fmt.Sprintf("connection string for the reporting replica: Host=%s;Port=5432;Username=%s;Password=%s;Database=dw", hsP(hsHosts...), hsP(hsUsers...), p), p)
		},
		func() Sample {
			k := hsB64(32)
			return hsS(cat, "eventhub", fmt.Sprintf("Endpoint=sb://%s.servicebus.windows.net/;SharedAccessKeyName=send;SharedAccessKey=%s;EntityPath=telemetry", hsP("iot-ingest", "clicks-eh"), k), k)
		},
		func() Sample {
			p := strings.ReplaceAll(hsPw(), ";", "")
			return hsS(cat, "php", fmt.Sprintf("$pdo = new PDO('mysql:host=%s;dbname=shop;charset=utf8mb4', '%s', '%s');", hsP(hsHosts...), hsP(hsUsers...), p), p)
		},
		func() Sample {
			p := hsR(alnum, 16)
			return hsS(cat, "oracle", fmt.Sprintf("(DESCRIPTION=(ADDRESS=(PROTOCOL=TCP)(HOST=%s)(PORT=1521))(CONNECT_DATA=(SERVICE_NAME=ORCL)))\nuser id=%s;password=%s", hsP(hsHosts...), hsP(hsUsers...), p), p)
		},
		func() Sample {
			p := strings.ReplaceAll(hsPw(), ";", "")
			return hsS(cat, "prose-es", fmt.Sprintf("cadena de conexión: Server=%s;Database=ventas;User Id=%s;Password=%s;", hsP(hsHosts...), hsP(hsUsers...), p), p)
		},
		func() Sample {
			p := hsR(alnum, 20)
			return hsS(cat, "java", fmt.Sprintf("Connection conn = DriverManager.getConnection(\n    \"jdbc:sqlserver://%s:1433;databaseName=billing\", \"%s\", \"%s\");", hsP(hsHosts...), hsP(hsUsers...), p), p)
		},
	)
}

func hsEnvFiles(c *hsCorpus) {
	const cat = "env-file"
	ordinary := []string{"NODE_ENV=production", "PORT=8080", "LOG_LEVEL=info", "APP_NAME=orders-api",
		"TZ=UTC", "FEATURE_NEW_CHECKOUT=false", "WORKERS=4", "CACHE_TTL=300", "REGION=eu-west-1",
		"PUBLIC_URL=https://shop.example.com"}
	secretLines := []func() (string, string){
		func() (string, string) { p := hsRandPw(); return "DB_PASSWORD=" + p, p },
		func() (string, string) { k := hsR(alnum+"+/", 64); return "SECRET_KEY_BASE=" + k, k },
		func() (string, string) {
			k := "django-insecure-" + hsR(lower+digits+"!@#$%^&*(-_=+)", 50)
			return "DJANGO_SECRET_KEY='" + k + "'", k
		},
		func() (string, string) { k := "base64:" + hsB64(32); return "APP_KEY=" + k, k },
		func() (string, string) { k := hsStripe(); return "STRIPE_SECRET=" + k, k },
		func() (string, string) { k := hsHex(64); return "JWT_SECRET=" + k, k },
		func() (string, string) { k := hsOpenAI(); return "OPENAI_API_KEY=" + k, k },
		func() (string, string) { p := hsHumanPw(); return "SMTP_PASSWORD=\"" + p + "\"", p },
		func() (string, string) { k := hsSendGrid(); return "SENDGRID_KEY=" + k, k },
		func() (string, string) { k := hsHex(32); return "SESSION_SECRET=" + k, k },
		func() (string, string) { p := hsPw(); return "REDIS_PASSWORD=" + p, p },
		func() (string, string) { k := hsB64(32); return "ENCRYPTION_KEY=" + k, k },
		func() (string, string) { k := hsR(alnum, 32); return "NEXTAUTH_SECRET=" + k, k },
		func() (string, string) { p := hsHumanPw(); return "ADMIN_PASSWORD=" + p, p },
		func() (string, string) { k := hsGHP(); return "GH_TOKEN=" + k, k },
	}
	build := func(format string, export bool) Sample {
		n := hsN(2, 4)
		var lines, secs, keep []string
		for _, i := range rng.Perm(len(ordinary))[:hsN(2, 4)] {
			lines = append(lines, ordinary[i])
		}
		keep = append(keep, lines[0])
		for _, i := range rng.Perm(len(secretLines))[:n] {
			l, s := secretLines[i]()
			lines = append(lines, l)
			secs = append(secs, s)
		}
		rng.Shuffle(len(lines), func(i, j int) { lines[i], lines[j] = lines[j], lines[i] })
		if export {
			for i := range lines {
				lines[i] = "export " + lines[i]
			}
			keep[0] = "export " + keep[0]
		}
		head := hsP("# .env\n", "# production\n", "", "# copied from the old server, clean up later\n")
		return hsK(hsS(cat, format, head+strings.Join(lines, "\n"), secs...), keep...)
	}
	c.each(14,
		func() Sample { return build("env", false) },
		func() Sample { return build("shell", true) },
		func() Sample {
			s := build("env", false)
			s.Text = hsChat("here's the .env from staging\n" + hsFence + "\n" + s.Text + "\n" + hsFence)
			s.Format = "chat"
			return s
		},
	)
}

func hsKubeSecrets(c *hsCorpus) {
	const cat = "k8s-secret"
	b := func(s string) string { return base64.StdEncoding.EncodeToString([]byte(s)) }
	c.all(
		func() Sample {
			p := b(hsPw())
			return hsK(hsS(cat, "yaml", fmt.Sprintf("apiVersion: v1\nkind: Secret\nmetadata:\n  name: db-credentials\n  namespace: %s\ntype: Opaque\ndata:\n  username: %s\n  password: %s", hsP("prod", "payments", "default"), b(hsP(hsUsers...)), p), p), "kind: Secret")
		},
		func() Sample {
			k := b(hsOpenAI())
			return hsS(cat, "yaml", fmt.Sprintf("apiVersion: v1\nkind: Secret\nmetadata:\n  name: llm-gateway\ndata:\n  OPENAI_API_KEY: %s", k), k)
		},
		func() Sample {
			p := hsPw()
			return hsS(cat, "shell", fmt.Sprintf("kubectl -n %s create secret generic app-secrets --from-literal=DB_PASSWORD=%s --from-literal=DB_USER=%s", hsP("prod", "staging"), hsQuote(p), hsP(hsUsers...)), p)
		},
		func() Sample {
			p := hsPw()
			return hsS(cat, "yaml", fmt.Sprintf("apiVersion: v1\nkind: Secret\nmetadata:\n  name: smtp\ntype: Opaque\nstringData:\n  host: smtp.%s\n  password: \"%s\"", hsP(hsDomains...), p), p)
		},
		func() Sample {
			x := b(fmt.Sprintf(`{"auths":{"ghcr.io":{"auth":"%s"}}}`, b("bot:"+hsGHP())))
			return hsS(cat, "yaml", fmt.Sprintf("apiVersion: v1\nkind: Secret\nmetadata:\n  name: regcred\ntype: kubernetes.io/dockerconfigjson\ndata:\n  .dockerconfigjson: %s", x), x)
		},
		func() Sample {
			raw := hsPw()
			p := b(raw)
			return hsS(cat, "shell", fmt.Sprintf("$ kubectl get secret db-credentials -o jsonpath='{.data.password}'\n%s\n$ echo %s | base64 -d\n%s", p, p, raw), p, raw)
		},
		func() Sample {
			t := b(hsR(alnum, 32))
			return hsS(cat, "json", fmt.Sprintf("{\"apiVersion\":\"v1\",\"kind\":\"Secret\",\"metadata\":{\"name\":\"webhook\"},\"data\":{\"token\":\"%s\"}}", t), t)
		},
		func() Sample {
			p := hsPw()
			return hsS(cat, "helm", fmt.Sprintf("helm upgrade --install pg bitnami/postgresql --set auth.postgresPassword=%s --set primary.persistence.size=20Gi", hsQuote(p)), p)
		},
		func() Sample {
			p := hsPw()
			return hsS(cat, "yaml", fmt.Sprintf("# values-prod.yaml\nreplicaCount: 3\nredis:\n  auth:\n    enabled: true\n    password: %q", p), p)
		},
	)
}

func hsCommands(c *hsCorpus) {
	const cat = "cli-password"
	reg := func() string {
		return hsP("registry.gitlab.com", "ghcr.io", "docker.io", hsP("harbor.", "nexus.")+hsP(hsDomains...))
	}
	c.all(
		func() Sample {
			p := hsPw()
			return hsK(hsS(cat, "shell", fmt.Sprintf("$ docker login -u %s -p %s %s\nWARNING! Using --password via the CLI is insecure. Use --password-stdin.\nLogin Succeeded", hsP(hsUsers...), hsQuote(p), reg()), p), "Login Succeeded")
		},
		func() Sample {
			t := hsGLPAT()
			return hsS(cat, "shell", fmt.Sprintf("echo \"%s\" | docker login %s -u ci --password-stdin", t, reg()), t)
		},
		func() Sample {
			p := hsR(alnum, hsN(10, 16))
			return hsS(cat, "shell", fmt.Sprintf("mysql -h %s -u root -p%s %s < dump.sql", hsP(hsHosts...), p, hsP("shop", "wordpress", "crm")), p)
		},
		func() Sample {
			p := hsPw()
			return hsS(cat, "shell", fmt.Sprintf("mysqldump -u%s -p%s --single-transaction wordpress > wp-%s.sql", hsP(hsUsers...), hsQuote(p), hsDate()), p)
		},
		func() Sample {
			p := hsPw()
			return hsS(cat, "shell", fmt.Sprintf("PGPASSWORD=%s psql -h %s -U %s -d %s -c 'select count(*) from orders'", hsQuote(p), hsP(hsHosts...), hsP(hsUsers...), hsP("orders", "app")), p)
		},
		func() Sample {
			p := hsRandPw()
			return hsS(cat, "shell", fmt.Sprintf("curl -u %s:%s https://%s/api/v1/backup -X POST", hsP(hsUsers...), hsQuote(p), hsP(hsHosts...)), p)
		},
		func() Sample {
			p := hsPw()
			return hsS(cat, "shell", fmt.Sprintf("wget --user=%s --password=%s https://files.%s/releases/build-%d.zip", hsP(hsUsers...), hsQuote(p), hsP(hsDomains...), hsN(100, 999)), p)
		},
		func() Sample {
			p := hsPw()
			return hsS(cat, "shell", fmt.Sprintf("sshpass -p %s ssh -o StrictHostKeyChecking=no %s@%s 'uptime'", hsQuote(p), hsP(hsUsers...), hsIP()), p)
		},
		func() Sample {
			p := hsR(alnum, hsN(16, 32))
			return hsS(cat, "shell", fmt.Sprintf("$ redis-cli -h %s -a %s ping\nWarning: Using a password with '-a' or '-u' option on the command line interface may not be safe.\nPONG", hsP(hsHosts...), p), p)
		},
		func() Sample {
			p := hsPw()
			return hsS(cat, "shell", fmt.Sprintf("htpasswd -b -c /etc/nginx/.htpasswd %s %s", hsP(hsUsers...), hsQuote(p)), p)
		},
		func() Sample {
			s := hsAzureClientSecret()
			return hsS(cat, "shell", fmt.Sprintf("az login --service-principal -u %s -p %s --tenant %s", hsUUID(), s, hsUUID()), s)
		},
		func() Sample {
			s := hsAWSSecret()
			return hsS(cat, "shell", fmt.Sprintf("aws configure set aws_secret_access_key %s --profile %s", s, hsP("prod", "backup", "ci")), s)
		},
		func() Sample {
			p := hsPw()
			return hsS(cat, "shell", fmt.Sprintf("smbclient //%s/%s -U %s%%%s -c 'ls'", hsP(hsHosts...), hsP("public", "scans", "finance"), hsP(hsUsers...), p), p)
		},
		func() Sample {
			p := hsPw()
			return hsS(cat, "shell", fmt.Sprintf("openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:%s", p), p)
		},
		func() Sample {
			p := hsPw()
			return hsS(cat, "shell", fmt.Sprintf("7z a -p%s -mhe=on backup-%s.7z ./exports", hsQuote(p), hsDate()), p)
		},
		func() Sample {
			p := hsPw()
			return hsS(cat, "cmd", fmt.Sprintf("net use Z: \\\\%s\\%s /user:%s\\%s %s /persistent:yes", hsP("fs01", "nas02"), hsP("projects", "scans"), hsP("CORP", "ACME"), hsP(hsUsers...), p), p)
		},
		func() Sample {
			p := hsPw()
			return hsS(cat, "shell", fmt.Sprintf("ldapsearch -x -H ldaps://ldap.%s -D \"cn=%s,dc=example,dc=com\" -w %s -b \"ou=people,dc=example,dc=com\"", hsP(hsDomains...), hsP(hsUsers...), hsQuote(p)), p)
		},
		func() Sample {
			p := hsPw()
			return hsS(cat, "shell", fmt.Sprintf("mosquitto_pub -h %s -u %s -P %s -t home/door -m open", hsP(hsHosts...), hsP("sensor", "hass", "mqtt"), hsQuote(p)), p)
		},
		func() Sample {
			p := hsPw()
			return hsS(cat, "cmd", fmt.Sprintf("sqlcmd -S %s -U sa -P %s -Q \"SELECT @@VERSION\"", hsP(hsHosts...), hsQuote(p)), p)
		},
		func() Sample {
			p := hsPw()
			return hsS(cat, "shell", fmt.Sprintf("java -Dspring.datasource.password=%s -jar app.jar --server.port=9090", hsQuote(p)), p)
		},
		func() Sample {
			p := hsPw()
			return hsS(cat, "shell", fmt.Sprintf("terraform apply -var 'db_password=%s' -auto-approve", p), p)
		},
		func() Sample {
			p := hsPw()
			return hsS(cat, "shell", fmt.Sprintf("ansible-playbook site.yml -i hosts --extra-vars \"ansible_become_pass=%s\"", p), p)
		},
		func() Sample {
			p := hsPw()
			return hsS(cat, "shell", fmt.Sprintf("keytool -importkeystore -srckeystore old.jks -destkeystore new.p12 -deststoretype pkcs12 -srcstorepass %s -deststorepass %s", hsQuote(p), hsQuote(p)), p)
		},
		func() Sample {
			t := hsNpm()
			return hsS(cat, "shell", fmt.Sprintf("npm config set //registry.npmjs.org/:_authToken %s", t), t)
		},
		func() Sample {
			p := hsPw()
			return hsK(hsS(cat, "history", fmt.Sprintf("  501  cd /srv/app\n  502  git pull\n  503  mysql -u admin -p'%s' -e 'show databases'\n  504  systemctl restart php-fpm", p), p), "  502  git pull")
		},
		func() Sample {
			t := "hvs." + hsR(b64url, 24)
			return hsS(cat, "shell", fmt.Sprintf("$ vault login %s\nSuccess! You are now authenticated.", t), t)
		},
		func() Sample {
			p := hsPw()
			return hsS(cat, "powershell", fmt.Sprintf("$pw = ConvertTo-SecureString '%s' -AsPlainText -Force\n$cred = New-Object System.Management.Automation.PSCredential ('%s\\%s', $pw)", p, hsP("CORP", "ACME"), hsP(hsUsers...)), p)
		},
		func() Sample {
			p := hsPw()
			return hsS(cat, "shell", fmt.Sprintf("rclone config create nas webdav url https://%s/dav vendor other user %s pass %s", hsP(hsHosts...), hsP(hsUsers...), hsQuote(p)), p)
		},
		func() Sample {
			p := hsPw()
			return hsS(cat, "shell", fmt.Sprintf("zip -P %s payroll-%s.zip payroll.xlsx", hsQuote(p), hsDate()), p)
		},
		func() Sample {
			p := hsR(alnum, 18)
			return hsS(cat, "shell", fmt.Sprintf("influx -host %s -username admin -password %s -execute 'SHOW DATABASES'", hsP(hsHosts...), p), p)
		},
	)
}
