package main

// Config files, URLs, commands and keys: database URLs, connection strings, .env files,
// Kubernetes secrets, shell commands with passwords, JWTs, PEM and SSH keys, basic auth.

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// hanURLPw is a password that can sit in a URL without escaping.
func hanURLPw() string {
	if rng.IntN(2) == 0 {
		return hanRnd(alnum, hanN(12, 24))
	}
	return hanOne(hanWords...) + hanRnd(digits, hanN(2, 4)) + hanOne("", "-", "_", ".")
}

func hanDBURLSample() Sample {
	pw := hanURLPw()
	u := hanOne("pos", "wms_app", "pms_rw", "reporting", "odoo", "shopware", "root", "loyalty")
	host := hanOne("db-01.internal", "10.20.3.14", "pms-db.hotel.lan", "wms-prod.cluster-c9x2.eu-west-1.rds.amazonaws.com", "localhost")
	var url string
	switch rng.IntN(6) {
	case 0:
		url = fmt.Sprintf("postgres://%s:%s@%s:5432/orders?sslmode=require", u, pw, host)
	case 1:
		url = fmt.Sprintf("mysql://%s:%s@%s:3306/magento", u, pw, host)
	case 2:
		url = fmt.Sprintf("mongodb+srv://%s:%s@cluster0.%s.mongodb.net/loyalty?retryWrites=true&w=majority", u, pw, hanRnd(lower+digits, 5))
	case 3:
		url = fmt.Sprintf("redis://:%s@%s:6379/2", pw, host)
	case 4:
		url = fmt.Sprintf("amqp://%s:%s@%s:5672/%%2Fwarehouse", u, pw, host)
	default:
		url = fmt.Sprintf("jdbc:sqlserver://%s:1433;databaseName=OperaPMS;user=%s;password=%s;encrypt=true", host, u, pw)
	}
	sec := []string{pw}
	switch rng.IntN(7) {
	case 0:
		return hanS("db-url", "env", fmt.Sprintf("DATABASE_URL=%s\nPORT=8080", url), sec, "PORT=8080")
	case 1:
		return hanS("db-url", "chat", fmt.Sprintf("%s: prod replica is %s, read only pls", hanPerson(), url), sec)
	case 2:
		return hanS("db-url", "log", fmt.Sprintf("%s ERROR worker: could not connect to %s: connection refused\n%s INFO worker: retrying in 5s", hanStamp(), url, hanStamp()), sec)
	case 3:
		return hanS("db-url", "python", fmt.Sprintf("engine = create_engine(\"%s\", pool_size=5)", url), sec)
	case 4:
		return hanS("db-url", "yaml", fmt.Sprintf("spring:\n  datasource:\n    url: %s\n  jpa:\n    open-in-view: false", url), sec, "    open-in-view: false")
	case 5:
		return hanS("db-url", "italian", fmt.Sprintf("La stringa di connessione del magazzino è %s — non condividerla.", url), sec)
	default:
		return hanS("db-url", "ticket", fmt.Sprintf("INC-%d: nightly stock import fails\nsteps: run importer with --db %s\nexpected: rows imported", hanN(10000, 99999), url), sec)
	}
}

func hanConnStringSample() Sample {
	switch rng.IntN(4) {
	case 0:
		k := hanRnd(alnum+"+/", 86) + "=="
		return hanS("conn-string", "appsettings", fmt.Sprintf("{\n  \"ConnectionStrings\": {\n    \"Receipts\": \"DefaultEndpointsProtocol=https;AccountName=ourshopreceipts;AccountKey=%s;EndpointSuffix=core.windows.net\"\n  }\n}", k), []string{k})
	case 1:
		pw := hanPw()
		return hanS("conn-string", "config", fmt.Sprintf("Server=tcp:pos-sql.database.windows.net,1433;Initial Catalog=POS;User ID=posadmin;Password=%s;Encrypt=True;", pw), []string{pw})
	case 2:
		k := hanRnd(alnum+"+/", 43) + "="
		return hanS("conn-string", "env", fmt.Sprintf("SERVICEBUS=Endpoint=sb://orders-bus.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=%s\nQUEUE=new-orders", k), []string{k}, "QUEUE=new-orders")
	default:
		pw := hanURLPw()
		return hanS("conn-string", "odbc", fmt.Sprintf("DRIVER={ODBC Driver 18 for SQL Server};SERVER=10.1.0.5;DATABASE=Micros;UID=sa;PWD=%s", pw), []string{pw})
	}
}

func hanEnvFileSample() Sample {
	dbpw := hanURLPw()
	shp := "shpat_" + hanRnd(hanUUIDHex, 32)
	ep := "EZAK" + hanRnd(alnum, 54)
	sess := hanRnd(hanUUIDHex, 64)
	lines := []string{
		"# .env.production — order-sync",
		"APP_ENV=production",
		"TZ=Europe/Istanbul",
		fmt.Sprintf("DB_HOST=db.%s.internal", hanOne("ist", "waw", "mad", "mil")),
		"DB_USER=orders",
		"DB_PASSWORD=" + dbpw,
		"SHOPIFY_ADMIN_TOKEN=" + shp,
		"EASYPOST_API_KEY=" + ep,
		"SESSION_SECRET=" + sess,
		"LABEL_PRINTER=zebra-dock-3",
		"FEATURE_CLICK_AND_COLLECT=true",
	}
	// drop one secret line at random to vary the file
	secs := []string{dbpw, shp, ep, sess}
	drop := rng.IntN(5)
	var kept []string
	var ks []string
	for i, l := range lines {
		if i >= 5 && i <= 8 && i-5 == drop {
			continue
		}
		kept = append(kept, l)
	}
	for i, s := range secs {
		if i != drop {
			ks = append(ks, s)
		}
	}
	return hanS("env-file", "env", strings.Join(kept, "\n"), ks, "LABEL_PRINTER=zebra-dock-3", "FEATURE_CLICK_AND_COLLECT=true")
}

func hanK8sSecretSample() Sample {
	pw := hanPw()
	tok := "shippo_live_" + hanRnd(hanUUIDHex, 40)
	bpw := base64.StdEncoding.EncodeToString([]byte(pw))
	btok := base64.StdEncoding.EncodeToString([]byte(tok))
	user := base64.StdEncoding.EncodeToString([]byte("labels"))
	switch rng.IntN(3) {
	case 0:
		return hanS("k8s-secret", "yaml", fmt.Sprintf("apiVersion: v1\nkind: Secret\nmetadata:\n  name: label-service\n  namespace: warehouse\ntype: Opaque\ndata:\n  DB_USER: %s\n  DB_PASSWORD: %s\n  SHIPPO_TOKEN: %s", user, bpw, btok), []string{bpw, btok}, "  namespace: warehouse")
	case 1:
		return hanS("k8s-secret", "yaml", fmt.Sprintf("apiVersion: v1\nkind: Secret\nmetadata:\n  name: pms-bridge\nstringData:\n  password: \"%s\"\n  token: %s", pw, tok), []string{pw, tok})
	default:
		return hanS("k8s-secret", "shell", fmt.Sprintf("$ kubectl get secret label-service -o jsonpath='{.data.DB_PASSWORD}'\n%s\n$ kubectl get pods -n warehouse", bpw), []string{bpw}, "$ kubectl get pods -n warehouse")
	}
}

func hanShellSample() Sample {
	pw := hanURLPw()
	sec := []string{pw}
	switch rng.IntN(20) {
	case 0:
		return hanS("shell-password", "shell", fmt.Sprintf("$ docker login -u ourshop -p %s registry.gitlab.com\nWARNING! Using --password via the CLI is insecure. Use --password-stdin.\nLogin Succeeded", pw), sec, "Login Succeeded")
	case 1:
		return hanS("shell-password", "shell", fmt.Sprintf("mysql -h 10.0.4.12 -u magento -p%s magento_prod < fix_stock.sql", pw), sec)
	case 2:
		return hanS("shell-password", "shell", fmt.Sprintf("mysqldump -uroot --password=%s pos_backoffice > /backup/pos_$(date +%%F).sql", pw), sec)
	case 3:
		return hanS("shell-password", "shell", fmt.Sprintf("PGPASSWORD=%s psql -h pms-db -U pms_rw -d opera -c 'select count(*) from reservations'", pw), sec)
	case 4:
		return hanS("shell-password", "shell", fmt.Sprintf("sshpass -p '%s' ssh pos@till-%02d.store.lan 'sudo systemctl restart pos-agent'", pw, hanN(1, 20)), sec)
	case 5:
		return hanS("shell-password", "shell", fmt.Sprintf("curl -u api_user:%s https://erp.example.com/xmlrpc/2/common", pw), sec)
	case 6:
		return hanS("shell-password", "shell", fmt.Sprintf("redis-cli -h cache.internal -a %s FLUSHDB", pw), sec)
	case 7:
		return hanS("shell-password", "shell", fmt.Sprintf("smbclient //nas/etiketten -U lager%%%s -c 'put labels.zpl'", pw), sec)
	case 8:
		return hanS("shell-password", "cmd", fmt.Sprintf("C:\\> net use Z: \\\\backoffice\\reports /user:STORE\\manager %s /persistent:yes", pw), sec)
	case 9:
		return hanS("shell-password", "shell", fmt.Sprintf("kubectl create secret generic pos-db --from-literal=username=pos --from-literal=password='%s' -n retail", pw), sec)
	case 10:
		return hanS("shell-password", "shell", fmt.Sprintf("openssl pkcs12 -export -in terminal.crt -inkey terminal.key -out terminal.p12 -passout pass:%s", pw), sec)
	case 11:
		return hanS("shell-password", "shell", fmt.Sprintf("keytool -importkeystore -srckeystore old.jks -destkeystore pos.jks -srcstorepass %s -deststorepass %s", pw, pw), sec)
	case 12:
		return hanS("shell-password", "shell", fmt.Sprintf("lftp -u edi_ups,%s sftp://edi.example-carrier.com -e 'mirror /outbound ./edi; bye'", pw), sec)
	case 13:
		return hanS("shell-password", "shell", fmt.Sprintf("7z a -p%s z_reports_march.7z ./reports/", pw), sec)
	case 14:
		return hanS("shell-password", "shell", fmt.Sprintf("htpasswd -b /etc/nginx/.htpasswd kitchen %s", pw), sec)
	case 15:
		return hanS("shell-password", "shell", fmt.Sprintf("mongosh \"mongodb://loyalty:%s@10.3.0.7:27017/loyalty?authSource=admin\"", pw), sec)
	case 16:
		return hanS("shell-password", "history", fmt.Sprintf("  501  cd /opt/pms-bridge\n  502  ./bridge --user interface --password %s --hotel HBCN\n  503  tail -f logs/bridge.log", pw), sec, "  503  tail -f logs/bridge.log")
	case 17:
		return hanS("shell-password", "shell", fmt.Sprintf("echo '%s' | sudo -S apt-get install -y cups", pw), sec)
	case 18:
		return hanS("shell-password", "shell", fmt.Sprintf("wget --user=labels --password=%s https://nexus.internal/repository/raw/zebra-fw-v7.zip", pw), sec)
	default:
		return hanS("shell-password", "shell", fmt.Sprintf("az login -u ops@ourshop.onmicrosoft.com -p %s", pw), sec)
	}
}

func hanJWT() string {
	h := base64.RawURLEncoding.EncodeToString([]byte(`{"alg":"HS256","typ":"JWT"}`))
	p := base64.RawURLEncoding.EncodeToString([]byte(fmt.Sprintf(`{"sub":"%s","store":"%d","role":"%s","exp":%d}`,
		hanUser(), hanN(1, 400), hanOne("cashier", "manager", "courier"), 1760000000+rng.IntN(9999999))))
	return h + "." + p + "." + hanRnd(b64url, 43)
}

func hanJWTSample() Sample {
	j := hanJWT()
	sec := []string{j}
	switch rng.IntN(5) {
	case 0:
		return hanS("jwt", "http", fmt.Sprintf("GET /api/v2/deliveries?status=pending HTTP/1.1\nHost: dispatch.example.com\nAuthorization: Bearer %s\nAccept: application/json", j), sec, "Host: dispatch.example.com")
	case 1:
		return hanS("jwt", "chat", fmt.Sprintf("%s: use my session for testing the courier app: %s", hanPerson(), j), sec)
	case 2:
		return hanS("jwt", "cookie", fmt.Sprintf("Set-Cookie: loyalty_session=%s; Path=/; HttpOnly; Secure", j), sec)
	case 3:
		return hanS("jwt", "shell", fmt.Sprintf("curl https://api.ourshop.example/v1/stock -H 'authorization: Bearer %s'", j), sec)
	default:
		return hanS("jwt", "spanish", fmt.Sprintf("El token del repartidor caduca mañana: %s", j), sec)
	}
}

func hanPEMSample() Sample {
	var head, foot string
	var body []string
	switch rng.IntN(4) {
	case 0:
		head, foot = "-----BEGIN RSA PRIVATE KEY-----", "-----END RSA PRIVATE KEY-----"
		body = append([]string{"MIIEpAIBAAKCAQEA" + hanRnd(alnum+"+/", 48)}, hanB64Lines(hanN(4, 7), 64)...)
	case 1:
		head, foot = "-----BEGIN PRIVATE KEY-----", "-----END PRIVATE KEY-----"
		body = append([]string{"MIIEvgIBADANBgkqhkiG9w0BAQEFAASC" + hanRnd(alnum+"+/", 32)}, hanB64Lines(hanN(4, 7), 64)...)
	case 2:
		head, foot = "-----BEGIN EC PRIVATE KEY-----", "-----END EC PRIVATE KEY-----"
		body = []string{"MHcCAQEEI" + hanRnd(alnum+"+/", 55), hanRnd(alnum+"+/", 64), hanRnd(alnum+"+/", 32) + "=="}
	default:
		head, foot = "-----BEGIN OPENSSH PRIVATE KEY-----", "-----END OPENSSH PRIVATE KEY-----"
		body = append([]string{"b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW"}, hanB64Lines(hanN(3, 5), 70)...)
	}
	block := head + "\n" + strings.Join(body, "\n") + "\n" + foot
	secs := body
	switch rng.IntN(4) {
	case 0:
		return hanS("private-key", "chat", fmt.Sprintf("%s: deploy key for the label server, put it in ~/.ssh on till-01:\n%s", hanPerson(), block), secs)
	case 1:
		ind := "    " + strings.ReplaceAll(block, "\n", "\n    ")
		return hanS("private-key", "yaml", fmt.Sprintf("payment_terminal:\n  merchant_id: \"%s\"\n  client_key: |\n%s", hanRnd(digits, 12), ind), secs)
	case 2:
		return hanS("private-key", "note", fmt.Sprintf("Kiosk API mTLS key (do not lose, vendor cannot reissue quickly)\n\n%s\n\ncert expires %s", block, hanDate()), secs)
	default:
		return hanS("private-key", "turkish", fmt.Sprintf("SFTP anahtarı (kargo EDI):\n%s", block), secs)
	}
}

func hanBasicAuthSample() Sample {
	u := hanOne("api", "labels", "edi", "pos-sync", "odoo", "scanner")
	pw := hanURLPw()
	switch rng.IntN(8) {
	case 0:
		return hanS("basic-auth", "url", fmt.Sprintf("webhook target: https://%s:%s@hooks.ourshop.example/orders/created", u, pw), []string{pw})
	case 1:
		b := hanB64(u + ":" + pw)
		return hanS("basic-auth", "http", fmt.Sprintf("POST /ws/rest/v1/shipments HTTP/1.1\nHost: edi.carrier.example\nAuthorization: Basic %s\nContent-Type: application/xml", b), []string{b}, "Content-Type: application/xml")
	case 2:
		tok := "ghp_" + hanRnd(alnum, 36)
		return hanS("basic-auth", "shell", fmt.Sprintf("git clone https://%s:%s@github.com/ourshop/pos-theme.git", u, tok), []string{tok})
	case 3:
		return hanS("basic-auth", "pip", fmt.Sprintf("[global]\nindex-url = https://%s:%s@nexus.ourshop.internal/repository/pypi/simple", u, pw), []string{pw})
	case 4:
		b := hanB64(u + ":" + pw)
		return hanS("basic-auth", "npmrc", fmt.Sprintf("registry=https://npm.ourshop.internal/\n//npm.ourshop.internal/:_auth=%s\nalways-auth=true", b), []string{b}, "always-auth=true")
	case 5:
		return hanS("basic-auth", "netrc", fmt.Sprintf("machine ftp.dhl-edi.example\n  login %s\n  password %s", u, pw), []string{pw})
	case 6:
		b := hanB64(u + ":" + pw)
		return hanS("basic-auth", "python", fmt.Sprintf("headers = {\n    \"Authorization\": \"Basic %s\",\n    \"Accept\": \"application/json\",\n}", b), []string{b})
	default:
		return hanS("basic-auth", "log", fmt.Sprintf("%s DEBUG fetching https://%s:%s@stock.supplier.example/feed.csv", hanStamp(), u, pw), []string{pw})
	}
}
