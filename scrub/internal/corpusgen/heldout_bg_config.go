package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// hbgConfig writes secrets in config files, connection strings and command lines.
func hbgConfig(o *hbgOut) {
	o.run(10, hbgEnvFile)
	o.run(8, hbgK8s)
	o.run(14, hbgCommands)
	o.run(11, hbgDBURL)
	o.run(8, hbgConnStr)
	o.run(8, hbgBasicAuth)
	o.run(10, hbgConfFiles)
}

func hbgEnvFile() hbgS {
	pw := hbgPW()
	for strings.ContainsAny(pw, "#") {
		pw = hbgPW()
	}
	app := "APP_NAME=\"" + hbgP("Vereinsverwaltung", "Ouderportaal", "Bokningssystem", "Timeplan", "Kirjasto", "Bürgerservice") + "\""
	mk := hbgR(alnum, 32)
	switch rng.IntN(5) {
	case 0:
		return hbgSec("env", "env", fmt.Sprintf("%s\nAPP_ENV=production\nAPP_KEY=base64:%s\nDB_CONNECTION=mysql\nDB_HOST=127.0.0.1\nDB_DATABASE=verein\nDB_USERNAME=verein\nDB_PASSWORD=%s", app, base64.StdEncoding.EncodeToString([]byte(mk)), pw), base64.StdEncoding.EncodeToString([]byte(mk)), pw).k(app, "DB_HOST=127.0.0.1")
	case 1:
		return hbgSec("env", "env", fmt.Sprintf("# Mail (Strato)\nMAIL_HOST=smtp.strato.de\nMAIL_PORT=465\nMAIL_USERNAME=info@%s\nMAIL_PASSWORD=\"%s\"", hbgDomain(), pw), pw).k("MAIL_PORT=465")
	case 2:
		s := hbgR(alnum, 50)
		return hbgSec("env", "env", fmt.Sprintf("DJANGO_SECRET_KEY=%s\nDJANGO_DEBUG=False\nPOSTGRES_PASSWORD=%s\nTZ=Europe/Stockholm", s, pw), s, pw).k("TZ=Europe/Stockholm")
	case 3:
		return hbgSec("env", "env", fmt.Sprintf("export SMB_USER=%s\nexport SMB_PASS='%s'\nexport SHARE=//%s/daten", hbgUser(), pw, hbgHost()), pw)
	default:
		s := hbgHex(64)
		return hbgSec("env", "env", fmt.Sprintf("NEXTAUTH_URL=https://intranet.%s\nNEXTAUTH_SECRET=%s\nLDAP_BIND_PASSWORD=%s", hbgDomain(), s, pw), s, pw)
	}
}

func hbgK8s() hbgS {
	pw := hbgPW()
	b := base64.StdEncoding.EncodeToString([]byte(pw))
	u := base64.StdEncoding.EncodeToString([]byte(hbgUser()))
	tok := hbgHex(40)
	bt := base64.StdEncoding.EncodeToString([]byte(tok))
	ns := hbgP("schulportal", "gis", "buergerservice", "booking", "prod")
	switch rng.IntN(3) {
	case 0:
		return hbgSec("k8s-secret", "yaml", fmt.Sprintf("apiVersion: v1\nkind: Secret\nmetadata:\n  name: db-credentials\n  namespace: %s\ntype: Opaque\ndata:\n  username: %s\n  password: %s", ns, u, b), b).k("kind: Secret")
	case 1:
		return hbgSec("k8s-secret", "yaml", fmt.Sprintf("apiVersion: v1\nkind: Secret\nmetadata:\n  name: api-token\ntype: Opaque\nstringData:\n  SMTP_PASSWORD: \"%s\"\n  TOKEN: %s", pw, tok), pw, tok)
	default:
		return hbgSec("k8s-secret", "shell", fmt.Sprintf("$ kubectl -n %s get secret app-secrets -o yaml | grep -A3 data\ndata:\n  API_TOKEN: %s\n  DB_PASSWORD: %s", ns, bt, b), bt, b)
	}
}

func hbgCommands() hbgS {
	pw := hbgRandPW()
	for strings.ContainsAny(pw, "'!") {
		pw = hbgRandPW()
	}
	hp := hbgHumanPW()
	for strings.ContainsAny(hp, "'!&") {
		hp = hbgHumanPW()
	}
	if rng.IntN(2) == 0 {
		pw = hp
	}
	u := hbgUser()
	h := hbgHost()
	switch rng.IntN(14) {
	case 0:
		return hbgSec("cli", "shell", fmt.Sprintf("docker login -u %s -p '%s' registry.%s", u, pw, hbgDomain()), pw)
	case 1:
		t := hbgGLPAT()
		return hbgSec("cli", "shell", fmt.Sprintf("$ docker login registry.gitlab.com -u deploy -p %s\nWARNING! Using --password via the CLI is insecure. Use --password-stdin.\nLogin Succeeded", t), t).k("Login Succeeded")
	case 2:
		return hbgSec("cli", "shell", fmt.Sprintf("mysql -u %s -p'%s' -h %s verein < dump_%s.sql", u, pw, h, strings.ReplaceAll(hbgDate(), " ", "")), pw)
	case 3:
		return hbgSec("cli", "shell", fmt.Sprintf("mysqldump -uroot -p%s --all-databases | gzip > /backup/alle.sql.gz", strings.NewReplacer("&", "", ";", "").Replace(pw)), strings.NewReplacer("&", "", ";", "").Replace(pw))
	case 4:
		return hbgSec("cli", "shell", fmt.Sprintf("curl -u %s:%s https://%s/remote.php/dav/files/%s/", u, pw, "cloud."+hbgDomain(), u), pw)
	case 5:
		return hbgSec("cli", "shell", fmt.Sprintf("curl --user \"admin:%s\" -X POST https://%s/api/reboot", pw, h), pw)
	case 6:
		return hbgSec("cli", "shell", fmt.Sprintf("PGPASSWORD='%s' psql -h %s -U %s -d gis -c '\\dt'", pw, h, u), pw)
	case 7:
		return hbgSec("cli", "shell", fmt.Sprintf("sshpass -p '%s' ssh %s@%s", pw, u, h), pw)
	case 8:
		return hbgSec("cli", "powershell", fmt.Sprintf("$secpw = ConvertTo-SecureString '%s' -AsPlainText -Force\n$cred = New-Object System.Management.Automation.PSCredential ('%s\\%s', $secpw)\nEnter-PSSession -ComputerName %s -Credential $cred", pw, strings.ToUpper(hbgP("KONTOR", "GEMEENTE", "SKOLA")), u, h), pw)
	case 9:
		return hbgSec("cli", "cmd", fmt.Sprintf("net use Z: \\\\%s\\daten /user:%s %s /persistent:yes", h, u, pw), pw)
	case 10:
		return hbgSec("cli", "shell", fmt.Sprintf("sudo mount -t cifs //%s/scans /mnt/scans -o username=%s,password=%s,vers=3.0", h, u, strings.ReplaceAll(pw, ",", "")), strings.ReplaceAll(pw, ",", ""))
	case 11:
		return hbgSec("cli", "shell", fmt.Sprintf("htpasswd -b /etc/nginx/.htpasswd %s %s", u, pw), pw)
	case 12:
		rp := hbgR(alnum, 32)
		return hbgSec("cli", "shell", fmt.Sprintf("redis-cli -h %s -a %s INFO keyspace", h, rp), rp)
	default:
		return hbgSec("cli", "shell", fmt.Sprintf("lftp -u %s,%s ftp.%s -e 'mirror --reverse ./public_html /; quit'", u, pw, hbgDomain()), pw)
	}
}

func hbgDBURL() hbgS {
	pw := hbgURLPW()
	u := hbgUser()
	for strings.Contains(u, " ") {
		u = hbgUser()
	}
	h := hbgHost()
	var url string
	switch rng.IntN(7) {
	case 0:
		url = fmt.Sprintf("postgres://%s:%s@%s:5432/gis?sslmode=require", u, pw, h)
	case 1:
		url = fmt.Sprintf("mysql://%s:%s@%s:3306/shop", u, pw, h)
	case 2:
		url = fmt.Sprintf("mongodb+srv://%s:%s@cluster0.%s.mongodb.net/buchungen?retryWrites=true&w=majority", u, pw, hbgR(lower+digits, 5))
	case 3:
		url = fmt.Sprintf("redis://:%s@%s:6379/0", pw, h)
	case 4:
		url = fmt.Sprintf("amqp://%s:%s@%s:5672/%%2F", u, pw, h)
	case 5:
		url = fmt.Sprintf("postgresql+psycopg2://%s:%s@%s/dms", u, pw, h)
	default:
		url = fmt.Sprintf("sqlserver://%s:%s@%s:1433?database=Finanz", u, pw, h)
	}
	switch rng.IntN(6) {
	case 0:
		return hbgSec("db-url", "env", "DATABASE_URL="+url, pw)
	case 1:
		return hbgSec("db-url", "chat", fmt.Sprintf("Die Verbindung zur Testdatenbank: %s – nur intern!", url), pw)
	case 2:
		return hbgSec("db-url", "yaml", fmt.Sprintf("services:\n  worker:\n    image: ghcr.io/kommune/worker:1.4\n    environment:\n      - DB_URL=%s\n      - TZ=Europe/Berlin", url), pw).k("      - TZ=Europe/Berlin")
	case 3:
		return hbgSec("db-url", "log", fmt.Sprintf("%s ERROR sqlalchemy.pool: could not connect to %s: timeout after 30s", hbgISOTime(), url), pw)
	case 4:
		return hbgSec("db-url", "python", fmt.Sprintf("engine = create_engine(\"%s\", pool_pre_ping=True)", url), pw)
	default:
		return hbgSec("db-url", "chat", fmt.Sprintf("Verbindingsstring voor de rapportages:\n%s\nAlleen lezen graag.", url), pw).k("Alleen lezen graag.")
	}
}

func hbgConnStr() hbgS {
	pw := hbgPW()
	for strings.ContainsAny(pw, ";\"'") {
		pw = hbgPW()
	}
	h := hbgHost()
	switch rng.IntN(5) {
	case 0:
		return hbgSec("connstr", "config", fmt.Sprintf("Server=%s;Database=DATEV_Import;User Id=sa;Password=%s;TrustServerCertificate=True;", h, pw), pw)
	case 1:
		return hbgSec("connstr", "xml", fmt.Sprintf("<connectionStrings>\n  <add name=\"Finanz\" connectionString=\"Data Source=%s\\SQLEXPRESS;Initial Catalog=Finanz;User ID=finanz_app;Password=%s\" providerName=\"System.Data.SqlClient\" />\n</connectionStrings>", h, pw), pw)
	case 2:
		jp := hbgURLPW()
		return hbgSec("connstr", "java", fmt.Sprintf("String url = \"jdbc:postgresql://%s:5432/kita?user=kita_app&password=%s\";", h, jp), jp)
	case 3:
		k := hbgR(hbgB64, 43) + "="
		return hbgSec("connstr", "config", fmt.Sprintf("Endpoint=sb://%s.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=%s", hbgR(lower, 8), k), k)
	default:
		return hbgSec("connstr", "json", fmt.Sprintf("{\n  \"ConnectionStrings\": {\n    \"Default\": \"Host=%s;Port=5432;Database=termine;Username=termine;Password=%s\"\n  },\n  \"Logging\": { \"LogLevel\": { \"Default\": \"Warning\" } }\n}", h, pw), pw)
	}
}

func hbgBasicAuth() hbgS {
	pw := hbgURLPW()
	u := hbgUser()
	for strings.Contains(u, " ") {
		u = hbgUser()
	}
	b := base64.StdEncoding.EncodeToString([]byte(u + ":" + hbgPW()))
	switch rng.IntN(5) {
	case 0:
		return hbgSec("basic-auth", "url", fmt.Sprintf("https://%s:%s@git.%s/intern/wiki.git", u, pw, hbgDomain()), pw)
	case 1:
		return hbgSec("basic-auth", "http", fmt.Sprintf("GET /api/export HTTP/1.1\nHost: erp.%s\nAuthorization: Basic %s", hbgDomain(), b), b)
	case 2:
		return hbgSec("basic-auth", "env", fmt.Sprintf("http_proxy=http://%s:%s@proxy.%s:3128\nno_proxy=localhost,127.0.0.1", u, pw, hbgDomain()), pw).k("no_proxy=localhost,127.0.0.1")
	case 3:
		return hbgSec("basic-auth", "chat", fmt.Sprintf("Kamera-Stream: rtsp://%s:%s@192.168.%d.%d:554/stream1", u, pw, hbgN(0, 9), hbgN(2, 250)), pw)
	default:
		return hbgSec("basic-auth", "nginx", fmt.Sprintf("location /intern/ {\n    proxy_pass http://backend;\n    proxy_set_header Authorization \"Basic %s\";\n}", b), b).k("    proxy_pass http://backend;")
	}
}

func hbgConfFiles() hbgS {
	pw := hbgPW()
	for strings.ContainsAny(pw, "\"'<>&#:") {
		pw = hbgPW()
	}
	u := hbgUser()
	h := hbgHost()
	switch rng.IntN(10) {
	case 0:
		return hbgSec("config", "ini", fmt.Sprintf("; smb-credentials\nusername=%s\npassword=%s\ndomain=%s", u, pw, strings.ToUpper(hbgP("KONTOR", "SKOLA", "KUNTA"))), pw)
	case 1:
		return hbgSec("config", "properties", fmt.Sprintf("spring.datasource.url=jdbc:mariadb://%s:3306/lager\nspring.datasource.username=lager\nspring.datasource.password=%s\nspring.jpa.hibernate.ddl-auto=validate", h, pw), pw).k("spring.jpa.hibernate.ddl-auto=validate")
	case 2:
		return hbgSec("config", "xml", fmt.Sprintf("<server>\n  <id>nexus-intern</id>\n  <username>%s</username>\n  <password>%s</password>\n</server>", u, pw), pw).k("<id>nexus-intern</id>")
	case 3:
		return hbgSec("config", "netrc", fmt.Sprintf("machine %s\n  login %s\n  password %s", h, u, pw), pw)
	case 4:
		return hbgSec("config", "pgpass", fmt.Sprintf("%s:5432:*:%s:%s", h, u, pw), pw)
	case 5:
		return hbgSec("config", "toml", fmt.Sprintf("[smtp]\nhost = \"smtp.office365.com\"\nport = 587\nuser = \"noreply@%s\"\npassword = \"%s\"", hbgDomain(), pw), pw).k("port = 587")
	case 6:
		return hbgSec("config", "yaml", fmt.Sprintf("ldap:\n  url: ldaps://%s:636\n  bind_dn: CN=svc-ldap,OU=Dienste,DC=kontor,DC=local\n  bind_password: '%s'", h, pw), pw)
	case 7:
		return hbgSec("config", "ini", fmt.Sprintf("[client]\nuser=backup\npassword=%s\nhost=%s", pw, h), pw)
	case 8:
		return hbgSec("config", "nmconnection", fmt.Sprintf("[wifi-security]\nkey-mgmt=wpa-psk\npsk=%s\n\n[ipv4]\nmethod=auto", pw), pw).k("key-mgmt=wpa-psk")
	default:
		return hbgSec("config", "php", fmt.Sprintf("define( 'DB_NAME', 'wp_verein' );\ndefine( 'DB_USER', 'wp_verein' );\ndefine( 'DB_PASSWORD', '%s' );\ndefine( 'DB_HOST', 'localhost' );", pw), pw).k("define( 'DB_HOST', 'localhost' );")
	}
}
