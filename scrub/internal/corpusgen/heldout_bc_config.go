package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// Config files, connection strings, cloud keys and shell commands.

func hbcConfigPlan() []hbcPlanItem {
	return []hbcPlanItem{
		{14, hbcGenAWS},
		{10, hbcGenAzureGCP},
		{16, hbcGenDBURL},
		{16, hbcGenEnvFile},
		{12, hbcGenK8sSecret},
		{20, hbcGenCommands},
		{10, hbcGenPEM},
		{10, hbcGenBasicAuth},
	}
}

func hbcGenAWS() Sample {
	id, sec := hbcAWSKeyID(), hbcAWSSecret()
	bucket := hbcP("dealer-photos", "bodyshop-estimates", "speedyrent-damage-pics", "dms-backups", "ro-invoices")
	switch rng.IntN(7) {
	case 0:
		return hbcSec("aws", "ini", fmt.Sprintf("[profile %s]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = eu-west-2", bucket, id, sec), id, sec)
	case 1:
		return hbcSec("aws", "chat", fmt.Sprintf("photos upload to s3://%s with key %s and secret %s", bucket, id, sec), id, sec)
	case 2:
		return hbcSec("aws", "env", fmt.Sprintf("AWS_ACCESS_KEY_ID=%s\nAWS_SECRET_ACCESS_KEY=%s\nS3_BUCKET=%s", id, sec, bucket), id, sec)
	case 3:
		return hbcSec("aws", "python", fmt.Sprintf("s3 = boto3.client(\n    \"s3\",\n    aws_access_key_id=\"%s\",\n    aws_secret_access_key=\"%s\",\n)\ns3.upload_file(path, \"%s\", key)", id, sec, bucket), id, sec)
	case 4:
		return hbcSec("aws", "csv", fmt.Sprintf("User name,Access key ID,Secret access key\n%s,%s,%s", "damage-photo-uploader", id, sec), id, sec)
	case 5:
		return hbcSec("aws", "terraform", fmt.Sprintf("provider \"aws\" {\n  region     = \"eu-central-1\"\n  access_key = \"%s\"\n  secret_key = \"%s\"\n}", id, sec), id, sec)
	default:
		return hbcSec("aws", "de-notes", fmt.Sprintf("AWS-Zugang für das Schadenfoto-Upload:\nZugriffsschlüssel %s\nGeheimer Schlüssel %s", id, sec), id, sec)
	}
}

func hbcGenAzureGCP() Sample {
	acct := hbcP("dealerdocs", "rentalfleetstore", "bodyshopimg", "dmsarchive") + hbcD(2)
	key := hbcR(alnum+"+/", 86) + "=="
	csec := hbcR(alnum, 3) + hbcD(1) + "Q~" + hbcR(alnum+"_-.~", 34)
	gkey := "AIza" + hbcR(b64url, 35)
	switch rng.IntN(6) {
	case 0:
		return hbcSec("azure", "connstring", fmt.Sprintf("DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net", acct, key), key)
	case 1:
		return hbcSec("azure", "json", fmt.Sprintf("{\n  \"tenantId\": \"%s\",\n  \"clientId\": \"%s\",\n  \"clientSecret\": \"%s\"\n}", hbcUUID(), hbcUUID(), csec), csec)
	case 2:
		return hbcSec("azure", "chat", fmt.Sprintf("app registration for the DMS connector: client secret %s (expires in 6 months)", csec), csec)
	case 3:
		return hbcSec("gcp", "js", fmt.Sprintf("const mapsKey = \"%s\"; // dealer locator map, server side geocoding", gkey), gkey)
	case 4:
		return hbcSec("gcp", "env", fmt.Sprintf("GOOGLE_MAPS_SERVER_KEY=%s\nLOCATOR_RADIUS_KM=40", gkey), gkey)
	default:
		return hbcSec("azure", "powershell", fmt.Sprintf("$ctx = New-AzStorageContext -StorageAccountName %s -StorageAccountKey \"%s\"", acct, key), key)
	}
}

func hbcGenDBURL() Sample {
	pw := hbcAnyPw()
	// URL-embedded passwords must not break the URL
	pw = strings.NewReplacer("@", "A", "/", "s", "#", "H", "?", "q", ":", "c", "%", "p", "&", "n", "+", "p", "=", "e", "^", "x").Replace(pw)
	u := hbcP("dms", "sa", "parts_ro", "reporting", "postgres", "app_user", "fleet")
	host := hbcHost()
	db := hbcP("dms", "parts", "rental", "workshop", "estimates")
	switch rng.IntN(10) {
	case 0:
		return hbcSec("db-url", "env", fmt.Sprintf("DATABASE_URL=postgres://%s:%s@%s:5432/%s", u, pw, host, db), pw)
	case 1:
		return hbcSec("db-url", "connstring", fmt.Sprintf("Server=%s;Database=%s;User Id=%s;Password=%s;TrustServerCertificate=True;", host, db, u, pw), pw)
	case 2:
		return hbcSec("db-url", "chat", fmt.Sprintf("the reporting db is mysql://%s:%s@%s/%s, read only", u, pw, host, db), pw)
	case 3:
		return hbcSec("db-url", "yaml", fmt.Sprintf("spring:\n  datasource:\n    url: jdbc:sqlserver://%s:1433;databaseName=%s\n    username: %s\n    password: %s", host, db, u, pw), pw)
	case 4:
		return hbcSec("db-url", "python", fmt.Sprintf("engine = create_engine(\"mssql+pyodbc://%s:%s@%s/%s?driver=ODBC+Driver+18+for+SQL+Server\")", u, pw, host, db), pw)
	case 5:
		return hbcSec("db-url", "env", fmt.Sprintf("MONGO_URI=mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s", u, pw, hbcR(lower+digits, 5), db), pw)
	case 6:
		return hbcSec("db-url", "json", fmt.Sprintf("{\"ConnectionStrings\": {\"Dms\": \"Data Source=%s;Initial Catalog=%s;User ID=%s;Password=%s\"}}", host, db, u, pw), pw)
	case 7:
		return hbcSec("db-url", "log", fmt.Sprintf("ERROR pool: could not connect to redis://:%s@%s:6379/2 (timeout)", pw, host), pw)
	case 8:
		return hbcSec("db-url", "php", fmt.Sprintf("$pdo = new PDO('mysql:host=%s;dbname=%s', '%s', '%s');", host, db, u, pw), pw)
	default:
		return hbcSec("db-url", "odbc", fmt.Sprintf("[%s]\nDriver=FreeTDS\nServer=%s\nPort=1433\nDatabase=%s\nUID=%s\nPWD=%s", strings.ToUpper(db), host, db, u, pw), pw)
	}
}

func hbcGenEnvFile() Sample {
	k, name, vendor := hbcSaaS()
	st := hbcStripeSecret()
	tg := hbcTelegram()
	switch rng.IntN(6) {
	case 0:
		s := hbcSec("env-file", "env", fmt.Sprintf("APP_ENV=production\nAPP_URL=https://booking.%s.example\n%s=%s\nLOG_LEVEL=info", strings.ToLower(strings.Fields(hbcDealer())[0]), name, k), k)
		return hbcKeep(s, "LOG_LEVEL=info")
	case 1:
		return hbcSec("env-file", "env", fmt.Sprintf("# payments for deposits on rentals\nSTRIPE_SECRET_KEY=%s\nSTRIPE_PUBLISHABLE_KEY=pk_live_%s\nCURRENCY=eur", st, hbcR(alnum, 40)), st)
	case 2:
		return hbcSec("env-file", "env", fmt.Sprintf("TELEGRAM_BOT_TOKEN=%s\nTELEGRAM_CHAT_ID=-100%s", tg, hbcD(10)), tg)
	case 3:
		return hbcSec("env-file", "chat", fmt.Sprintf("%s key for the booking widget: %s", vendor, k), k)
	case 4:
		return hbcSec("env-file", "docker-compose", fmt.Sprintf("services:\n  dms-bridge:\n    image: dealer/dms-bridge:2.%d\n    environment:\n      - %s=%s\n      - DMS_HOST=%s", hbcIn(1, 9), name, k, hbcHost()), k)
	default:
		return hbcSec("env-file", "toml", fmt.Sprintf("[integrations.%s]\nenabled = true\napi_key = \"%s\"\ntimeout = 30", strings.ToLower(strings.ReplaceAll(vendor, " ", "_")), k), k)
	}
}

func hbcGenK8sSecret() Sample {
	pw := hbcAnyPw()
	tok := hbcAnyToken()
	b1 := base64.StdEncoding.EncodeToString([]byte(pw))
	b2 := base64.StdEncoding.EncodeToString([]byte(tok))
	user := base64.StdEncoding.EncodeToString([]byte(hbcUser()))
	switch rng.IntN(3) {
	case 0:
		return hbcSec("k8s-secret", "yaml", fmt.Sprintf("apiVersion: v1\nkind: Secret\nmetadata:\n  name: dms-db\n  namespace: workshop\ntype: Opaque\ndata:\n  username: %s\n  password: %s", user, b1), b1)
	case 1:
		return hbcSec("k8s-secret", "yaml", fmt.Sprintf("apiVersion: v1\nkind: Secret\nmetadata:\n  name: telematics-api\ndata:\n  API_TOKEN: %s", b2), b2)
	default:
		return hbcSec("k8s-secret", "yaml", fmt.Sprintf("apiVersion: v1\nkind: Secret\nmetadata:\n  name: keyloop-bridge\nstringData:\n  password: \"%s\"\n  endpoint: https://api.keyloop.example/v2", pw), pw)
	}
}

func hbcGenCommands() Sample {
	pw := hbcAnyPw()
	pw = strings.NewReplacer("'", "", "\"", "", "$", "S", "!", "1", "&", "n", "*", "x", "^", "v", "`", "").Replace(pw)
	u := hbcUser()
	host := hbcHost()
	tok := hbcGHToken()
	switch rng.IntN(12) {
	case 0:
		return hbcSec("command", "shell", fmt.Sprintf("$ docker login registry.%s.example -u %s -p %s\nWARNING! Using --password via the CLI is insecure.\nLogin Succeeded", strings.ToLower(strings.Fields(hbcDealer())[0]), u, pw), pw)
	case 1:
		return hbcSec("command", "shell", fmt.Sprintf("mysql -h %s -u %s -p%s dms -e 'select count(*) from repair_orders'", host, u, pw), pw)
	case 2:
		return hbcSec("command", "shell", fmt.Sprintf("curl -u %s:%s https://%s/api/v1/appointments?date=today", u, pw, host), pw)
	case 3:
		return hbcSec("command", "shell", fmt.Sprintf("PGPASSWORD=%s psql -h %s -U %s -d parts -c '\\dt'", pw, host, u), pw)
	case 4:
		return hbcSec("command", "shell", fmt.Sprintf("sshpass -p '%s' ssh %s@%s 'systemctl restart dms-bridge'", pw, u, host), pw)
	case 5:
		return hbcSec("command", "cmd", fmt.Sprintf("net use Z: \\\\%s\\estimates /user:DEALER\\%s %s /persistent:yes", host, u, pw), pw)
	case 6:
		return hbcSec("command", "shell", fmt.Sprintf("git clone https://%s:%s@github.com/%s/dms-reports.git", hbcP("x-access-token", "oauth2", "ci-bot"), tok, hbcP("northgate-motors", "becker-it", "speedyrent")), tok)
	case 7:
		return hbcSec("command", "shell", fmt.Sprintf("sudo mount -t cifs //%s/scans /mnt/scans -o username=%s,password=%s", host, u, pw), pw)
	case 8:
		return hbcSec("command", "shell", fmt.Sprintf("echo '%s' | docker login ghcr.io -u %s --password-stdin", tok, u), tok)
	case 9:
		return hbcSec("command", "shell", fmt.Sprintf("$ mysqldump -u%s --password=%s dms > dms_%s.sql\n$ gzip dms_%s.sql", u, pw, hbcD(8), hbcD(8)), pw)
	case 10:
		return hbcSec("command", "powershell", fmt.Sprintf("$secpw = ConvertTo-SecureString \"%s\" -AsPlainText -Force\n$cred = New-Object PSCredential(\"%s\", $secpw)", pw, u), pw)
	default:
		return hbcSec("command", "shell", fmt.Sprintf("$ wget --user=%s --password=%s https://%s/exports/parts_price_file.csv\nSaving to: 'parts_price_file.csv'", u, pw, host), pw)
	}
}

func hbcGenPEM() Sample {
	kind := hbcP("RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY")
	body := hbcPEMBody(hbcIn(4, 12))
	if kind == "OPENSSH PRIVATE KEY" {
		body = "b3BlbnNzaC1rZXktdjEAAAAA" + body[24:]
	}
	pem := "-----BEGIN " + kind + "-----\n" + body + "\n-----END " + kind + "-----"
	switch rng.IntN(4) {
	case 0:
		return hbcSec("pem", "chat", fmt.Sprintf("here's the key for the dms sftp drop:\n%s", pem), body)
	case 1:
		return hbcSec("pem", "notes", fmt.Sprintf("Deploy key (%s)\n\n%s\n\nAdd the .pub to the server's authorized_keys.", hbcHost(), pem), body)
	case 2:
		return hbcSec("pem", "json", fmt.Sprintf("{\"private_key\": \"%s\"}", strings.ReplaceAll(pem, "\n", "\\n")), strings.ReplaceAll(body, "\n", "\\n"))
	default:
		return hbcSec("pem", "yaml", fmt.Sprintf("tls:\n  key: |\n    %s", strings.ReplaceAll(pem, "\n", "\n    ")), strings.ReplaceAll(body, "\n", "\n    "))
	}
}

func hbcGenBasicAuth() Sample {
	u := hbcUser()
	pw := strings.NewReplacer("@", "a", "/", "", ":", "", "#", "", "?", "", "%", "").Replace(hbcAnyPw())
	b := base64.StdEncoding.EncodeToString([]byte(u + ":" + pw))
	host := hbcHost()
	switch rng.IntN(5) {
	case 0:
		return hbcSec("basic-auth", "http", fmt.Sprintf("GET /api/parts/stock?part=%s HTTP/1.1\nHost: %s\nAuthorization: Basic %s\nAccept: application/json", strings.ReplaceAll(hbcPartNo(), " ", ""), host, b), b)
	case 1:
		return hbcSec("basic-auth", "chat", fmt.Sprintf("open https://%s:%s@%s/cameras/lot to see the forecourt cams", u, pw, host), pw)
	case 2:
		return hbcSec("basic-auth", "python", fmt.Sprintf("r = requests.get(\"https://%s/ro/open\", auth=(\"%s\", \"%s\"))", host, u, pw), pw)
	case 3:
		return hbcSec("basic-auth", "nginx", fmt.Sprintf("location /dms/ {\n    proxy_pass http://%s:8080/;\n    proxy_set_header Authorization \"Basic %s\";\n}", host, b), b)
	default:
		return hbcSec("basic-auth", "log", fmt.Sprintf("DEBUG http: > GET https://%s/v2/vehicles  headers={'Authorization': 'Basic %s'}", host, b), b)
	}
}
