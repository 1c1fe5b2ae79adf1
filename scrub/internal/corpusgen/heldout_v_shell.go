package main

import (
	"fmt"
	"strings"
)

// Shell sessions and one-liners with passwords or tokens on the command line, and
// connection strings / URLs with credentials.

func hvShellSamples() []Sample {
	var out []Sample
	for _, i := range rng.Perm(26)[:24] {
		pw := hvPw(true)
		user := hvP("admin", "backup", "root", "deploy", strings.ToLower(hvP("anna", "sven", "priya", "mateo")))
		host := hvHost()
		var s Sample
		switch i % 26 {
		case 0:
			s = hvSec("docker-login", "shell", fmt.Sprintf("$ docker login -u %s -p %s registry.%s.io\nWARNING! Using --password via the CLI is insecure. Use --password-stdin.\nLogin Succeeded", user, pw, hvP("gitlab", "familyapps", "acme")), pw)
			s = hvKeep(s, "Login Succeeded")
		case 1:
			s = hvSec("mysql-cli", "shell", fmt.Sprintf("mysql -u %s -p%s -h %s wordpress < backup.sql", user, pw, host), pw)
		case 2:
			s = hvSec("mysql-cli", "runbook", fmt.Sprintf("Nightly dump (cron on the NAS):\n  mysqldump -u %s --password=%s --all-databases | gzip > /volume1/backup/db-$(date +%%F).sql.gz", user, pw), pw)
			s = hvKeep(s, "Nightly dump (cron on the NAS):")
		case 3:
			s = hvSec("curl-basic", "shell", fmt.Sprintf("curl -u %s:%s https://%s/api/v1/status", user, pw, hvP("nas.local:5001", "printer.office.lan", "cloud.meier.home")), pw)
		case 4:
			tok := hvS(hvI(32, 40), alnum)
			s = hvSec("curl-bearer", "shell", fmt.Sprintf("curl -X POST https://api.%s.com/v2/messages \\\n  -H 'Authorization: Bearer %s' \\\n  -H 'Content-Type: application/json' \\\n  -d '{\"to\":\"+4917612345678\",\"text\":\"hi\"}'", hvP("sms-gateway", "textmagic", "notify"), tok), tok)
		case 5:
			b := hvB64Of(user + ":" + pw)
			s = hvSec("basic-auth-header", "shell", fmt.Sprintf("curl -H \"Authorization: Basic %s\" https://intranet.%s.lan/reports/monthly.pdf -o monthly.pdf", b, hvP("acme", "praxis", "kanzlei")), b)
		case 6:
			key := hvHex(32)
			s = hvSec("curl-apikey", "shell", fmt.Sprintf("curl -s -H \"X-API-Key: %s\" https://api.%s.io/v1/contacts?limit=50", key, hvP("newsletter", "crm", "booking")), key)
		case 7:
			s = hvSec("psql", "shell", fmt.Sprintf("psql \"postgresql://%s:%s@%s:5432/club\" -c 'select count(*) from members;'", user, pw, host), pw)
		case 8:
			s = hvSec("redis-cli", "shell", fmt.Sprintf("redis-cli -h %s -a %s --no-auth-warning INFO memory", host, pw), pw)
		case 9:
			s = hvSec("sshpass", "shell", fmt.Sprintf("sshpass -p '%s' ssh %s@%s 'df -h /volume1'", pw, user, hvP("nas.local", "192.168.178.30", "pi.home")), pw)
		case 10:
			tok := hvGHToken()
			s = hvSec("git-clone-token", "shell", fmt.Sprintf("git clone https://%s:%s@github.com/%s/family-recipes.git", strings.ToLower(hvP("anna", "sven", "mateo")), tok, hvP("rossi-family", "mateo-dev", "kitchen")), tok)
		case 11:
			s = hvSec("smbclient", "shell", fmt.Sprintf("smbclient //nas/Scans -U %s%%%s -c 'ls'", user, pw), pw)
		case 12:
			s = hvSec("wget", "shell", fmt.Sprintf("wget --user=%s --password=%s ftp://ftp.%s.net/invoices/2024-%02d.zip", user, pw, hvP("hosting", "accountant"), hvN(1, 12)), pw)
		case 13:
			s = hvSec("net-use", "cmd", fmt.Sprintf("C:\\> net use Z: \\\\FILESRV01\\Buchhaltung /user:OFFICE\\%s %s /persistent:yes\nThe command completed successfully.", user, pw), pw)
			s = hvKeep(s, "The command completed successfully.")
		case 14:
			p := hvPw(false)
			p = strings.ReplaceAll(p, "'", "")
			s = hvSec("powershell", "powershell", fmt.Sprintf("$pw = ConvertTo-SecureString '%s' -AsPlainText -Force\n$cred = New-Object System.Management.Automation.PSCredential('OFFICE\\%s', $pw)\nEnter-PSSession -ComputerName RECEPTION-PC -Credential $cred", p, user), p)
		case 15:
			s = hvSec("nmcli", "shell", fmt.Sprintf("sudo nmcli dev wifi connect \"%s\" password \"%s\"", hvSSID(), pw), pw)
		case 16:
			s = hvSec("zip-password", "shell", fmt.Sprintf("zip -r -P %s tax-documents-2023.zip ./Steuer/", pw), pw)
		case 17:
			s = hvSec("7z-password", "cmd", fmt.Sprintf("\"C:\\Program Files\\7-Zip\\7z.exe\" a -p%s -mhe=on payroll_%d.7z payroll\\*.xlsx", pw, hvN(2021, 2024)), pw)
		case 18:
			sec := hvAzureClientSecret()
			s = hvSec("az-login", "shell", fmt.Sprintf("az login --service-principal -u %s -p %s --tenant %s", hvUUID(), sec, hvP("contoso.onmicrosoft.com", hvUUID())), sec)
		case 19:
			app, key := hvP("yoga", "salon", "dentist", "bakery"), hvGCPKey()
			s = hvSec("heroku", "shell", fmt.Sprintf("$ heroku config:set --app %s-bookings MAPS_SERVER_KEY=%s\nSetting MAPS_SERVER_KEY and restarting ⬢ %s-bookings... done, v%d", app, key, app, hvN(10, 99)), key)
		case 20:
			s = hvSec("sudo-echo", "shell", fmt.Sprintf("echo '%s' | sudo -S apt-get upgrade -y", pw), pw)
		case 21:
			s = hvSec("openssl-pass", "shell", fmt.Sprintf("openssl pkcs12 -export -in cert.pem -inkey key.pem -out office.p12 -passout pass:%s", pw), pw)
		case 22:
			s = hvSec("export-env", "shell", fmt.Sprintf("export NAS_USER=%s\nexport NAS_PASS='%s'\n./backup-photos.sh --since yesterday", user, pw), pw)
			s = hvKeep(s, "./backup-photos.sh --since yesterday")
		case 23:
			s = hvSec("mongo-cli", "shell", fmt.Sprintf("mongosh \"mongodb+srv://%s:%s@cluster0.%s.mongodb.net/shop\" --eval 'db.orders.countDocuments()'", user, pw, hvS(5, lower+digits)), pw)
		case 24:
			s = hvSec("htpasswd", "shell", fmt.Sprintf("htpasswd -b -c /etc/nginx/.htpasswd %s %s", user, pw), pw)
		default:
			s = hvSec("history", "shell", fmt.Sprintf("  %d  cd ~/scripts\n  %d  ./sync.sh\n  %d  export TOKEN=%s\n  %d  ./sync.sh --upload\n  %d  history", hvN(100, 400), hvN(401, 500), hvN(501, 600), "tok_"+hvS(30, alnum), hvN(601, 700), hvN(701, 800)), "")
			s.Secrets = []string{"tok_" + strings.SplitN(strings.SplitN(s.Text, "TOKEN=tok_", 2)[1], "\n", 2)[0]}
			s = hvKeep(s, "./sync.sh --upload")
		}
		out = append(out, s)
	}
	return out
}

func hvConnSamples() []Sample {
	var out []Sample
	for i := 0; i < 20; i++ {
		pw := hvPw(true)
		user := hvP("app", "shop_rw", "reporting", "svc_backup", "admin", "postgres")
		host := hvHost()
		var s Sample
		switch i % 20 {
		case 0:
			s = hvSec("db-url", "chat", fmt.Sprintf("prod DB is postgres://%s:%s@%s:5432/orders if you need to check the refund", user, pw, host), pw)
		case 1:
			s = hvSec("db-url", "notes", fmt.Sprintf("Mongo (shop): mongodb+srv://%s:%s@cluster0.%s.mongodb.net/?retryWrites=true&w=majority", user, pw, hvS(5, lower+digits)), pw)
		case 2:
			s = hvSec("jdbc", "properties", fmt.Sprintf("db.url=jdbc:sqlserver://%s:1433;databaseName=Lohn;user=%s;password=%s;encrypt=true", host, user, pw), pw)
		case 3:
			s = hvSec("ado-net", "csharp", fmt.Sprintf("var cs = \"Server=tcp:%s,1433;Initial Catalog=Clinic;User ID=%s;Password=%s;\";\nusing var conn = new SqlConnection(cs);", host, user, pw), pw)
		case 4:
			s = hvSec("amqp-url", "env", fmt.Sprintf("RABBITMQ_URL=amqp://%s:%s@rabbit.%s:5672/%%2F", user, pw, hvP("lan", "internal")), pw)
		case 5:
			s = hvSec("redis-url", "env", fmt.Sprintf("REDIS_URL=redis://:%s@%s:6379/0", pw, hvP("cache.internal", "10.0.3.4")), pw)
		case 6:
			s = hvSec("smtp-url", "yaml", fmt.Sprintf("mailer:\n  dsn: smtp://%s%%40%s.org:%s@smtp.%s.org:587\n  from: newsletter@%s.org", user, "club", pw, hvP("mailbox", "strato", "ionos"), "club"), pw)
		case 7:
			s = hvSec("proxy-url", "shell", fmt.Sprintf("export https_proxy=http://%s:%s@proxy.%s.corp:3128", strings.ToLower(hvP("anna", "sven", "priya")), pw, hvP("acme", "contoso", "stadtwerke")), pw)
		case 8:
			s = hvSec("url-userinfo", "chat", fmt.Sprintf("just open https://%s:%s@cam%d.home.lan/video.cgi in the browser", user, pw, hvN(1, 4)), pw)
		case 9:
			s = hvSec("ftp-url", "email", fmt.Sprintf("Hi,\nyou can upload the print files here:\nftp://%s:%s@ftp.%s.de/upload/\nThanks, %s", user, pw, hvP("druckerei-weber", "copyshop", "printhaus"), hvName()), pw)
		case 10:
			s = hvSec("db-url", "python", fmt.Sprintf("engine = create_engine(\"mysql+pymysql://%s:%s@%s/inventory?charset=utf8mb4\")", user, pw, host), pw)
		case 11:
			s = hvSec("db-url", "stacktrace", fmt.Sprintf("Traceback (most recent call last):\n  File \"app.py\", line 12, in <module>\n    conn = psycopg2.connect(\"host=%s dbname=crm user=%s password=%s\")\npsycopg2.OperationalError: could not connect to server: Connection refused", host, user, pw), pw)
			s = hvKeep(s, "psycopg2.OperationalError: could not connect to server: Connection refused")
		case 12:
			s = hvSec("db-url", "log", fmt.Sprintf("%s ERROR [pool] failed to connect using mysql://%s:%s@%s:3306/shop: dial tcp: i/o timeout", "2024-06-0"+hvS(1, "123456789")+" 03:12:55", user, pw, host), pw)
		case 13:
			s = hvSec("odbc", "ini", fmt.Sprintf("[AccessDB]\nDriver=ODBC Driver 18 for SQL Server\nServer=%s\nUID=%s\nPWD=%s", host, user, pw), pw)
		case 14:
			s = hvSec("rtsp-url", "notes", fmt.Sprintf("Garden camera stream: rtsp://%s:%s@192.168.1.%d:554/stream1 (VLC → Open Network)", user, pw, hvN(20, 90)), pw)
		case 15:
			s = hvSec("db-url", "markdown", fmt.Sprintf("## Local setup\n\n1. Copy `.env.example` to `.env`\n2. Set `DATABASE_URL=postgresql://%s:%s@localhost:5432/dev`\n3. Run `npm run migrate`", user, pw), pw)
			s = hvKeep(s, "3. Run `npm run migrate`")
		case 16:
			s = hvSec("ldap-bind", "ini", fmt.Sprintf("[ldap]\nurl = ldaps://dc01.%s.local\nbind_dn = CN=svc_scan,OU=Service,DC=office,DC=local\nbind_password = %s", hvP("office", "praxis"), pw), pw)
		case 17:
			s = hvSec("db-url", "chat-de", fmt.Sprintf("Verbindung klappt mit postgres://%s:%s@%s/warenwirtschaft, aber nur im VPN", user, pw, host), pw)
		case 18:
			s = hvSec("webdav-url", "notes", fmt.Sprintf("Calendar sync (DAVx5): https://%s:%s@cloud.%s.home/remote.php/dav", user, pw, hvP("meier", "okafor")), pw)
		default:
			s = hvSec("db-url", "yaml", fmt.Sprintf("datasource:\n  url: \"postgres://%s:%s@%s/analytics\"\n  pool: 5", user, pw, host), pw)
			s = hvKeep(s, "  pool: 5")
		}
		out = append(out, s)
	}
	return out
}
