package main

import (
	"fmt"
	"strings"
)

// Code, configs, logs and quoted errors an agent reads or writes, holding secrets.

func hbtCodeSecrets() []hbtTpl {
	return []hbtTpl{
		// Node error printing a config object.
		func() Sample {
			pw, host, u := hbtPw(), hbtHost(), hbtUser()
			t := fmt.Sprintf("The server crashes on boot; this is the output you pasted:\n\n```\nconfig { host: '%s', port: 5432, user: '%s', password: '%s', ssl: { rejectUnauthorized: false } }\nError: connect ETIMEDOUT %s:5432\n    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1607:16)\n```\nThe timeout means the security group blocks your IP, not a wrong password.", host, u, pw, host)
			return hbtMk("db-password", "error", t, []string{pw}, host)
		},
		// Go panic with DSN.
		func() Sample {
			pw, host := hbtPwURL(), hbtHost()
			t := fmt.Sprintf("panic: failed to connect to `host=%s user=%s database=%s`: dial error\n\ngoroutine 1 [running]:\nmain.mustDB({0xc000126000, 0x%x})\n\t/app/cmd/api/main.go:%d +0x1b4\n\ndsn was: postgres://%s:%s@%s:5432/%s?sslmode=require", host, "api", "core", hbtN(40, 99), hbtN(20, 120), "api", pw, host, "core")
			return hbtMk("db-password", "error", t, []string{pw}, "main.mustDB")
		},
		// Rust Debug leaking.
		func() Sample {
			k := hbtAnthropic()
			t := fmt.Sprintf("$ RUST_LOG=debug cargo run --bin %s\n    Finished `dev` profile [unoptimized + debuginfo] target(s) in 0.%ds\n     Running `target/debug/%s`\n[2025-10-%02dT08:12:01Z DEBUG %s] loaded Config { model: \"%s\", api_key: \"%s\", max_tokens: %d, base_url: \"https://api.anthropic.com\" }\nError: status 429 Too Many Requests", "agent", hbtN(10, 99), "agent", hbtN(1, 28), "agent::config", pick([]string{"claude-sonnet-4-5", "claude-opus-4-1", "claude-haiku-4-5"}), k, hbtN(512, 8192))
			return hbtMk("anthropic-key", "shell", t, []string{k}, "https://api.anthropic.com")
		},
		// python requests debug headers.
		func() Sample {
			i := rng.IntN(4)
			tok := []func() string{hbtNotion, hbtLinear, hbtJWT, hbtGroq}[i]()
			host := []string{"api.notion.com", "api.linear.app", "api.acme.io", "api.groq.com"}[i]
			t := fmt.Sprintf("DEBUG:urllib3.connectionpool:Starting new HTTPS connection (1): %s:443\nDEBUG:app.http:request headers={'User-Agent': 'python-httpx/0.27.0', 'Authorization': 'Bearer %s', 'Content-Type': 'application/json'}\nDEBUG:urllib3.connectionpool:https://%s:443 \"POST /v1/search HTTP/1.1\" 401 87", host, tok, host)
			return hbtMk("bearer-token", "log", t, []string{tok}, "python-httpx/0.27.0")
		},
		// Azure storage connection string.
		func() Sample {
			acct := pick([]string{"acmeprodsa", "kodoassets", "ragdocs01", "lumenbackup"})
			key := hbtB64(64)
			t := fmt.Sprintf("local.settings.json:\n{\n  \"IsEncrypted\": false,\n  \"Values\": {\n    \"AzureWebJobsStorage\": \"DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net\",\n    \"FUNCTIONS_WORKER_RUNTIME\": \"%s\"\n  }\n}", acct, key, pick([]string{"node", "python", "dotnet-isolated"}))
			return hbtMk("azure-storage-key", "json", t, []string{key}, "AccountName="+acct)
		},
		// GCP service account JSON (private key lines).
		func() Sample {
			lines := hbtKeyLines(false)
			proj := pick([]string{"acme-prod", "kodo-ml", "rag-sandbox-2231"})
			em := fmt.Sprintf("%s@%s.iam.gserviceaccount.com", pick([]string{"ci-deployer", "bq-reader", "vertex-runner"}), proj)
			pk := "-----BEGIN PRIVATE KEY-----\\n" + strings.Join(lines, "\\n") + "\\n-----END PRIVATE KEY-----\\n"
			t := fmt.Sprintf("{\n  \"type\": \"service_account\",\n  \"project_id\": \"%s\",\n  \"private_key\": \"%s\",\n  \"client_email\": \"%s\",\n  \"token_uri\": \"https://oauth2.googleapis.com/token\"\n}", proj, pk, em)
			return hbtMk("gcp-private-key", "json", t, []string{strings.Join(lines, "\\n")}, em)
		},
		// Django settings diff.
		func() Sample {
			k := rnd(lower+digits+"!@#%^&*(-_=+)", 50)
			t := fmt.Sprintf("--- a/%s/settings.py\n+++ b/%s/settings.py\n@@ -21,3 +21,3 @@\n-SECRET_KEY = '%s'\n+SECRET_KEY = os.environ[\"DJANGO_SECRET_KEY\"]\n DEBUG = env.bool(\"DEBUG\", default=False)", "config", "config", k)
			return hbtMk("django-secret-key", "diff", t, []string{k}, "DJANGO_SECRET_KEY")
		},
		// Rails credentials:show.
		func() Sample {
			skb := hbtHex(128)
			sec := hbtAWSSec()
			id := hbtAKIA()
			t := fmt.Sprintf("$ bin/rails credentials:show\nsecret_key_base: %s\naws:\n  access_key_id: %s\n  secret_access_key: %s\n  bucket: %s-uploads", skb, id, sec, hbtProject())
			return hbtMaybeDrop(hbtMk("rails-secret", "shell", t, []string{skb, sec}, id), 0)
		},
		// Go const token.
		func() Sample {
			k := hbtDO()
			t := fmt.Sprintf("package deploy\n\n// TODO(%s): read from env before open-sourcing\nconst doToken = \"%s\"\n\nfunc client() *godo.Client {\n\treturn godo.NewFromToken(doToken)\n}", strings.ToLower(hbtDev()), k)
			return hbtMk("digitalocean-token", "go", t, []string{k}, "godo.NewFromToken(doToken)")
		},
		// docker-compose.
		func() Sample {
			rp, pw := hbtPw(), hbtPw()
			t := fmt.Sprintf("services:\n  db:\n    image: mysql:8.4\n    environment:\n      MYSQL_ROOT_PASSWORD: \"%s\"\n      MYSQL_DATABASE: %s\n      MYSQL_USER: %s\n      MYSQL_PASSWORD: \"%s\"\n    ports:\n      - \"3306:3306\"", rp, "shop", "shop", pw)
			return hbtMaybeDrop(hbtMk("db-password", "yaml", t, []string{rp, pw}, "mysql:8.4"), 1)
		},
		// Spring application.yml.
		func() Sample {
			pw, host := hbtPw(), hbtHost()
			t := fmt.Sprintf("spring:\n  datasource:\n    url: jdbc:postgresql://%s:5432/orders\n    username: orders_svc\n    password: '%s'\n  jpa:\n    hibernate:\n      ddl-auto: validate", host, pw)
			return hbtMk("db-password", "yaml", t, []string{pw}, host)
		},
		// TOML config.
		func() Sample {
			v := hbtVendorPick()
			k := v.gen()
			t := fmt.Sprintf("[server]\nbind = \"0.0.0.0:%d\"\n\n[llm]\nprovider = \"%s\"\napi_key = \"%s\"\ntimeout_secs = %d", hbtN(3000, 9000), strings.ToLower(v.name), k, hbtN(10, 120))
			return hbtMk("api-key", "toml", t, []string{k}, "timeout_secs")
		},
		// alembic.ini.
		func() Sample {
			pw, host := hbtPwURL(), hbtHost()
			t := fmt.Sprintf("[alembic]\nscript_location = migrations\nsqlalchemy.url = postgresql+psycopg://%s:%s@%s/%s\n\n[loggers]\nkeys = root,sqlalchemy,alembic", "etl_loader", pw, host, "warehouse")
			return hbtMk("db-password", "ini", t, []string{pw}, host)
		},
		// Python telegram bot code.
		func() Sample {
			tok := hbtTelegram()
			t := fmt.Sprintf("from telegram.ext import Application\n\nBOT_TOKEN = \"%s\"  # from @BotFather\n\napp = Application.builder().token(BOT_TOKEN).build()", tok)
			return hbtMk("telegram-token", "python", t, []string{tok}, "@BotFather")
		},
		// JWT secret and encryption key in .env.
		func() Sample {
			js := rnd(b64url, hbtN(32, 64))
			ek := hbtB64(32)
			t := fmt.Sprintf("# auth\nJWT_SECRET=%s\nJWT_EXPIRES_IN=15m\nENCRYPTION_KEY=%s  # AES-256-GCM, field-level\nAPP_NAME=%s", js, ek, hbtProject())
			return hbtMaybeDrop(hbtMk("signing-key", "env", t, []string{js, ek}, "JWT_EXPIRES_IN=15m"), 1)
		},
		// mongodb uri in tool call.
		func() Sample {
			u, pw := hbtUser(), hbtPwURL()
			cl := "cluster0." + rnd(lower+digits, 5) + ".mongodb.net"
			t := fmt.Sprintf(`{"name":"Bash","input":{"command":"mongosh \"mongodb+srv://%s:%s@%s/%s\" --eval 'db.users.countDocuments()'"}}`, u, pw, cl, pick([]string{"prod", "app", "test"}))
			return hbtMk("db-password", "tool-call", t, []string{pw}, cl)
		},
		// redis-cli with -a.
		func() Sample {
			pw := hbtPwURL()
			t := fmt.Sprintf("$ redis-cli -h %s -p 6379 -a '%s' --no-auth-warning INFO keyspace\n# Keyspace\ndb0:keys=%d,expires=%d,avg_ttl=%d", hbtHost(), pw, hbtN(100, 90000), hbtN(10, 900), hbtN(1000, 900000))
			return hbtMk("redis-password", "shell", t, []string{pw}, "# Keyspace")
		},
		// psql PGPASSWORD.
		func() Sample {
			pw := hbtPw()
			t := fmt.Sprintf("⏺ Bash(PGPASSWORD='%s' psql -h %s -U %s -d %s -c '\\dt')\n  ⎿  Error: psql: error: connection to server failed: FATAL:  no pg_hba.conf entry for host \"%s\"", pw, hbtHost(), hbtUser(), "app", fmt.Sprintf("85.%d.%d.%d", hbtN(1, 250), hbtN(1, 250), hbtN(1, 250)))
			return hbtMk("db-password", "tool-call", t, []string{pw}, "no pg_hba.conf entry")
		},
		// GitHub Actions secrets set with value.
		func() Sample {
			v := hbtVendorPick()
			k := v.gen()
			t := fmt.Sprintf("$ gh secret set %s --repo acme/%s --body \"%s\"\n✓ Set Actions secret %s for acme/%s", v.env, hbtProject(), k, v.env, hbtProject())
			return hbtMk("api-key", "shell", t, []string{k}, "Set Actions secret")
		},
		// OAuth client secret config.
		func() Sample {
			cid := fmt.Sprintf("%s-%s.apps.googleusercontent.com", rnd(digits, 12), rnd(lower+digits, 32))
			cs := "GOCSPX-" + rnd(b64url, 28)
			t := fmt.Sprintf("auth.ts (NextAuth):\n\nGoogle({\n  clientId: \"%s\",\n  clientSecret: \"%s\",\n})", cid, cs)
			return hbtMk("oauth-client-secret", "typescript", t, []string{cs}, cid)
		},
		// refresh token in JSON response.
		func() Sample {
			at, rt := hbtJWT(), rnd(b64url, hbtN(40, 64))
			t := fmt.Sprintf("Bash(curl -s -X POST https://auth.%s/oauth/token -d grant_type=client_credentials ...)\n  ⎿  {\"access_token\":\"%s\",\"refresh_token\":\"%s\",\"token_type\":\"Bearer\",\"expires_in\":3600,\"scope\":\"read:orders\"}", pick([]string{"acme.io", "kodo.com"}), at, rt)
			return hbtMk("oauth-token", "tool-result", t, []string{at, rt}, "read:orders")
		},
		// Twilio in .env.
		func() Sample {
			sid, tok := "AC"+hbtHex(32), hbtHex(32)
			ph := fmt.Sprintf("+1%d%07d", hbtN(200, 989), hbtN(0, 9999999))
			t := fmt.Sprintf("TWILIO_ACCOUNT_SID=%s\nTWILIO_AUTH_TOKEN=%s\nTWILIO_FROM=%s", sid, tok, ph)
			return hbtMk("twilio-token", "env", t, []string{tok}, sid, ph)
		},
		// Datadog keys in helm values.
		func() Sample {
			ak, apk := hbtHex(32), hbtHex(40)
			t := fmt.Sprintf("datadog:\n  site: datadoghq.eu\n  apiKey: %s\n  appKey: %s\n  logs:\n    enabled: true\n  clusterName: %s", ak, apk, pick([]string{"prod-eu", "staging", "dev-1"}))
			return hbtMaybeDrop(hbtMk("datadog-key", "yaml", t, []string{ak, apk}, "datadoghq.eu"), 1)
		},
		// PEM RSA key in a proposed file.
		func() Sample {
			lines := hbtKeyLines(false)
			t := "Create file certs/dev-signing.key:\n-----BEGIN RSA PRIVATE KEY-----\n" + strings.Join(lines, "\n") + "\n-----END RSA PRIVATE KEY-----\nThen point JWT_PRIVATE_KEY_PATH at it."
			return hbtMk("rsa-private-key", "tool-call", t, []string{strings.Join(lines, "\n")}, "JWT_PRIVATE_KEY_PATH")
		},
		// pip index url token.
		func() Sample {
			tok := rnd(alnum, hbtN(40, 52))
			t := fmt.Sprintf("[global]\nindex-url = https://__token__:%s@gitlab.%s.com/api/v4/projects/%d/packages/pypi/simple\ntimeout = 60", tok, pick([]string{"acme", "kodo"}), hbtN(10, 900))
			return hbtMk("pip-token", "ini", t, []string{tok}, "timeout = 60")
		},
		// Go module netrc style GOPRIVATE with token in git insteadOf.
		func() Sample {
			tok := hbtGhp()
			t := fmt.Sprintf("$ git config --global url.\"https://%s:%s@github.com/acme/\".insteadOf \"https://github.com/acme/\"\n$ GOPRIVATE=github.com/acme/* go mod download\ngo: downloading github.com/acme/%s v0.%d.%d", "ci", tok, hbtProject(), hbtN(1, 20), hbtN(0, 9))
			return hbtMk("github-token", "shell", t, []string{tok}, "GOPRIVATE=github.com/acme/*")
		},
		// mysql connection in PHP .env (Laravel).
		func() Sample {
			pw := hbtPw()
			ak := "base64:" + hbtB64(32)
			t := fmt.Sprintf("APP_NAME=Laravel\nAPP_KEY=%s\nDB_CONNECTION=mysql\nDB_HOST=%s\nDB_DATABASE=forge\nDB_USERNAME=forge\nDB_PASSWORD=\"%s\"", ak, hbtHost(), pw)
			return hbtMk("app-key", "env", t, []string{ak[7:], pw}, "DB_USERNAME=forge")
		},
	}
}
