package main

import (
	"fmt"
	"strings"
)

func halShellConfigs() []Sample {
	var out []Sample
	out = append(out, halRep(10, halDBURL)...)
	out = append(out, halRep(8, halBasicAuth)...)
	out = append(out, halRep(10, halCLIPw)...)
	out = append(out, halRep(7, halK8sSecret)...)
	out = append(out, halRep(9, halEnvFile)...)
	out = append(out, halRep(6, halConnString)...)
	out = append(out, halRep(6, halDiffTrace)...)
	return out
}

func halDBURL() Sample {
	u, p, h := halUser(), halPw(), halHost()
	p = strings.NewReplacer("@", "", "#", "", "%", "", "?", "", "/", "").Replace(p)
	if len(p) < 6 {
		p += halR(alnum, 6)
	}
	c := "database-url"
	switch rng.IntN(7) {
	case 0:
		return halS(c, "dotenv", fmt.Sprintf("DATABASE_URL=postgres://%s:%s@%s:5432/shop_prod?sslmode=require", u, p, h), p)
	case 1:
		return halS(c, "chat-ja", fmt.Sprintf("本番DBの接続先 mysql://%s:%s@%s:3306/hanbai です。読み取り専用ユーザーです。", u, p, h), p)
	case 2:
		s := halS(c, "yaml", fmt.Sprintf("spring:\n  datasource:\n    url: jdbc:mysql://%s:3306/order_db?useUnicode=true&characterEncoding=utf8\n    username: %s\n    password: \"%s\"\n    driver-class-name: com.mysql.cj.jdbc.Driver", h, u, p), p)
		return halK(s, "    driver-class-name: com.mysql.cj.jdbc.Driver")
	case 3:
		return halS(c, "python", fmt.Sprintf("engine = create_engine(\"postgresql+psycopg2://%s:%s@%s/analytics\", pool_size=10)", u, p, h), p)
	case 4:
		return halS(c, "chat-ru", fmt.Sprintf("Строка для Redis: redis://default:%s@%s:6379/0", p, h), p)
	case 5:
		return halS(c, "go", fmt.Sprintf("dsn := \"%s:%s@tcp(%s:3306)/app?parseTime=true&loc=Asia%%2FSeoul\"\ndb, err := sql.Open(\"mysql\", dsn)", u, p, h), p)
	default:
		return halS(c, "chat-zh", fmt.Sprintf("MongoDB 连接串：mongodb://%s:%s@%s:27017/?authSource=admin", u, p, h), p)
	}
}

func halBasicAuth() Sample {
	u, p := halUser(), halPw()
	p = strings.NewReplacer("@", "", "#", "", "%", "", "?", "", "/", "").Replace(p)
	b := halBasic(u, p)
	switch rng.IntN(5) {
	case 0:
		return halS("basic-auth-header", "http", fmt.Sprintf("POST /hs/exchange/orders HTTP/1.1\nHost: 1c.example.ru\nAuthorization: Basic %s\nContent-Type: application/json; charset=utf-8", b), b)
	case 1:
		return halS("basic-auth-header", "shell", fmt.Sprintf("curl -H 'Authorization: Basic %s' https://jenkins.example.jp/job/build/api/json", b), b)
	case 2:
		return halS("basic-auth-url", "chat-ja", fmt.Sprintf("ステージングはBasic認証かかってます → https://%s:%s@stg.example.jp/", u, p), p)
	case 3:
		return halS("basic-auth-url", "chat-pl", fmt.Sprintf("repo Mavena: https://%s:%s@nexus.firma.pl/repository/maven-releases/", u, p), p)
	default:
		return halS("basic-auth-header", "log", fmt.Sprintf("[%s] DEBUG http.request headers={'Authorization': 'Basic %s', 'User-Agent': 'python-requests/2.31.0'}", halTime(), b), b)
	}
}

func halCLIPw() Sample {
	u, p := halUser(), halPw()
	p = strings.NewReplacer("'", "", "\"", "", "$", "", "!", "", "&", "", "*", "", "?", "", "%", "", "#", "").Replace(p)
	if len(p) < 6 {
		p += halR(alnum, 6)
	}
	switch rng.IntN(8) {
	case 0:
		return halS("mysql-cli", "shell", fmt.Sprintf("$ mysql -h %s -u%s -p%s hanbai < dump.sql", halHost(), u, p), p)
	case 1:
		return halS("mysql-cli", "chat-ko", fmt.Sprintf("이걸로 접속해보세요: mysql -uroot -p%s -h 127.0.0.1", p), p)
	case 2:
		return halS("docker-login", "shell", fmt.Sprintf("docker login -u %s -p %s registry.cn-hangzhou.aliyuncs.com", u, p), p)
	case 3:
		return halS("docker-login", "ci-yaml", fmt.Sprintf("script:\n  - docker login -u %s -p '%s' harbor.example.kr\n  - docker push harbor.example.kr/app/api:${CI_COMMIT_SHORT_SHA}", u, p), p)
	case 4:
		return halS("curl-basic", "shell", fmt.Sprintf("curl -u %s:%s -X POST https://jira.example.pl/rest/api/2/issue -d @issue.json", u, p), p)
	case 5:
		return halS("curl-basic", "chat-ru", fmt.Sprintf("проверь так: curl -u '%s:%s' http://zabbix.local/api_jsonrpc.php", u, p), p)
	case 6:
		return halS("sshpass", "shell", fmt.Sprintf("sshpass -p '%s' ssh %s@10.20.%d.%d 'systemctl restart nginx'", p, u, halN(0, 9), halN(2, 250)), p)
	default:
		return halS("psql-pw", "shell", fmt.Sprintf("PGPASSWORD=%s psql -h %s -U %s -d report -c 'select count(*) from orders'", p, halHost(), u), p)
	}
}

func halK8sSecret() Sample {
	pw := halPw()
	b := halB64(pw)
	tok := halR(alnum, 40)
	bt := halB64(tok)
	s := halS("k8s-secret", "yaml", fmt.Sprintf("apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s\n  namespace: %s\ntype: Opaque\ndata:\n  username: %s\n  password: %s\n  api-token: %s", halP("db-credentials", "app-secrets", "redis-auth"), halP("prod", "shop", "kr-prod", "default"), halB64(halUser()), b, bt), b, bt)
	if rng.IntN(2) == 0 {
		s = halS("k8s-secret", "yaml", fmt.Sprintf("apiVersion: v1\nkind: Secret\nmetadata:\n  name: wechat-pay\ntype: Opaque\nstringData:\n  WX_APPSECRET: \"%s\"\n  WX_MCH_ID: \"1%s\"", tok, halDigits(9)), tok)
	}
	return halK(s, "kind: Secret")
}

func halEnvFile() Sample {
	pw, key, jw := halPw(), halR(alnum, 32), halR(alnum+"-_", 48)
	switch rng.IntN(3) {
	case 0:
		s := halS("dotenv", "dotenv", fmt.Sprintf("# 本番環境\nAPP_ENV=production\nAPP_DEBUG=false\nAPP_KEY=base64:%s\nDB_HOST=%s\nDB_USERNAME=%s\nDB_PASSWORD=%s\nMAIL_FROM_ADDRESS=noreply@example.jp", halB64(key), halHost(), halUser(), pw), halB64(key), pw)
		return halK(s, "APP_DEBUG=false", "MAIL_FROM_ADDRESS=noreply@example.jp")
	case 1:
		s := halS("dotenv", "dotenv", fmt.Sprintf("NODE_ENV=production\nPORT=3000\nJWT_SECRET=%s\nREDIS_PASSWORD=%s\n# Kakao\nKAKAO_REDIRECT_URI=https://example.co.kr/oauth", jw, pw), jw, pw)
		return halK(s, "PORT=3000")
	default:
		dk := halR(alnum+"!@#%^*(-_=+)", 50)
		s := halS("dotenv", "dotenv", fmt.Sprintf("DJANGO_SETTINGS_MODULE=config.settings.prod\nSECRET_KEY='%s'\nPOSTGRES_PASSWORD=%s\nTIME_ZONE=Europe/Warsaw", dk, pw), dk, pw)
		return halK(s, "TIME_ZONE=Europe/Warsaw")
	}
}

func halConnString() Sample {
	u, p := halUser(), halPw()
	p = strings.NewReplacer(";", "", "'", "", "\"", "").Replace(p)
	switch rng.IntN(4) {
	case 0:
		return halS("connection-string", "json", fmt.Sprintf("\"ConnectionStrings\": {\n  \"Default\": \"Server=%s;Database=Kadry;User Id=%s;Password=%s;TrustServerCertificate=True\"\n}", halHost(), u, p), p)
	case 1:
		return halS("connection-string", "xml", fmt.Sprintf("<add name=\"ERP\" connectionString=\"Data Source=%s;Initial Catalog=Buhgalteriya;User ID=%s;Password=%s\" providerName=\"System.Data.SqlClient\" />", halHost(), u, p), p)
	case 2:
		return halS("connection-string", "chat-zh-tw", fmt.Sprintf("Oracle 連線：%s/%s@//%s:1521/ORCLPDB1", u, p, halHost()), p)
	default:
		return halS("connection-string", "ini", fmt.Sprintf("[odbc_erp]\nDriver=PostgreSQL Unicode\nServer=%s\nUID=%s\nPWD=%s", halHost(), u, p), p)
	}
}

func halDiffTrace() Sample {
	pw, k := halPw(), halR(alnum, 32)
	switch rng.IntN(3) {
	case 0:
		s := halS("diff", "diff", fmt.Sprintf("diff --git a/config/prod.yml b/config/prod.yml\nindex 3f2a1c4..9be07d1 100644\n--- a/config/prod.yml\n+++ b/config/prod.yml\n@@ -4,3 +4,3 @@ redis:\n   host: redis.internal\n-  password: ${REDIS_PASSWORD}\n+  password: \"%s\"\n   db: 2", pw), pw)
		return halK(s, "-  password: ${REDIS_PASSWORD}")
	case 1:
		return halS("stack-trace", "log", fmt.Sprintf("Traceback (most recent call last):\n  File \"/srv/app/pay.py\", line 88, in sign\n    raise SignError(f\"bad signature with key={api_key}\")\nSignError: bad signature with key=%s", k), k)
	default:
		s := halS("stack-trace", "log", fmt.Sprintf("org.postgresql.util.PSQLException: FATAL: password authentication failed for user \"%s\"\n\tat org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)\nCaused by: config dump: {url=jdbc:postgresql://%s/crm, user=%s, password=%s}", halUser(), halHost(), halUser(), pw), pw)
		return s
	}
}
