package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// hzConfigs: .env files, YAML, TOML, INI, Kubernetes secrets, database URLs, connection strings.
func hzConfigs(n int) []Sample {
	var out []Sample
	for i := 0; i < n; i++ {
		p := hzPw()
		host := pick([]string{"db.internal", "localhost", "10.0.0.12", "pg-main.clinicnet.local", "mysql.hostinger.com", "cluster0.x7kq2.mongodb.net"})
		db := pick([]string{"gradebook", "appointments", "rent_roll", "shop", "members", "parish"})
		u := pick([]string{"app", "admin", "postgres", "wp_user", "ledger", "school_ro"})
		pu := strings.NewReplacer("@", "%40", "#", "%23", "?", "%3F", "/", "%2F", "&", "%26", "$", "%24", "!", "%21", "*", "%2A", "+", "%2B", "=", "%3D").Replace(p)
		switch i % 12 {
		case 0:
			out = append(out, hzS("db-url", "env", fmt.Sprintf("DATABASE_URL=postgres://%s:%s@%s:5432/%s\nPORT=3000\n", u, pu, host, db), []string{pu}, "PORT=3000"))
		case 1:
			out = append(out, hzS("db-url", "chat", fmt.Sprintf("connection string is mongodb+srv://%s:%s@%s/%s?retryWrites=true", u, pu, host, db), []string{pu}))
		case 2:
			out = append(out, hzS("config", "yaml", fmt.Sprintf("database:\n  host: %s\n  user: %s\n  password: \"%s\"\n  name: %s\n", host, u, p, db), []string{p}, "  name: "+db))
		case 3:
			out = append(out, hzS("config", "toml", fmt.Sprintf("[mail]\nserver = \"smtp.gmail.com\"\nport = 587\nusername = \"%s\"\npassword = '%s'\n", hzEmail(), p), []string{p}, "port = 587"))
		case 4:
			v := base64.StdEncoding.EncodeToString([]byte(p))
			out = append(out, hzS("k8s-secret", "yaml", fmt.Sprintf("apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s-db\ntype: Opaque\ndata:\n  username: %s\n  password: %s\n", db, base64.StdEncoding.EncodeToString([]byte(u)), v), []string{v}, "kind: Secret"))
		case 5:
			out = append(out, hzS("connstr", "config", fmt.Sprintf("Server=%s;Database=%s;User Id=%s;Password=%s;TrustServerCertificate=True;", host, db, u, p), []string{p}))
		case 6:
			out = append(out, hzS("config", "php", fmt.Sprintf("define( 'DB_NAME', '%s' );\ndefine( 'DB_USER', '%s' );\ndefine( 'DB_PASSWORD', '%s' );\ndefine( 'DB_HOST', 'localhost' );\n", db, u, p), []string{p}, "define( 'DB_HOST', 'localhost' );"))
		case 7:
			out = append(out, hzS("config", "ini", fmt.Sprintf("[smtp]\nhost=mail.%s.org\nuser=office\npass=%s\n", db, p), []string{p}))
		case 8:
			out = append(out, hzS("db-url", "url", fmt.Sprintf("redis://:%s@%s:6379/0", pu, host), []string{pu}))
		case 9:
			out = append(out, hzS("config", "json", fmt.Sprintf("{\n  \"printer\": \"HP OfficeJet\",\n  \"scanToEmail\": {\n    \"smtpUser\": \"%s\",\n    \"smtpPassword\": \"%s\"\n  }\n}", hzEmail(), p), []string{p}))
		case 10:
			out = append(out, hzS("k8s-secret", "yaml", fmt.Sprintf("apiVersion: v1\nkind: Secret\nmetadata:\n  name: mail\nstringData:\n  SMTP_PASSWORD: %s\n", p), []string{p}))
		default:
			out = append(out, hzS("config", "docker-compose", fmt.Sprintf("services:\n  db:\n    image: mariadb:11\n    environment:\n      MARIADB_ROOT_PASSWORD: %s\n      MARIADB_DATABASE: %s\n", p, db), []string{p}, "image: mariadb:11"))
		}
	}
	return out
}

// hzShell: passwords on command lines and in basic auth.
func hzShell(n int) []Sample {
	var out []Sample
	for i := 0; i < n; i++ {
		p := hzRandPw()
		u := pick([]string{"admin", "root", "deploy", "maria", "office"})
		switch i % 9 {
		case 0:
			out = append(out, hzS("shell-password", "shell", fmt.Sprintf("$ docker login -u %s -p '%s' registry.example.org\nWARNING! Using --password via the CLI is insecure.\nLogin Succeeded", u, p), []string{p}, "Login Succeeded"))
		case 1:
			out = append(out, hzS("shell-password", "shell", fmt.Sprintf("mysql -u%s -p'%s' -h 127.0.0.1 %s", u, p, pick([]string{"shop", "school", "wordpress"})), []string{p}))
		case 2:
			p = rnd(alnum, 14)
			out = append(out, hzS("shell-password", "shell", fmt.Sprintf("mysql -uroot -p%s -e 'show databases;'", p), []string{p}))
		case 3:
			out = append(out, hzS("basic-auth", "shell", fmt.Sprintf("curl -u %s:'%s' https://nas.local:5001/webapi/query.cgi", u, p), []string{p}))
		case 4:
			b := base64.StdEncoding.EncodeToString([]byte(u + ":" + p))
			out = append(out, hzS("basic-auth", "http", fmt.Sprintf("GET /api/v1/status HTTP/1.1\nHost: camera.local\nAuthorization: Basic %s\nAccept: */*", b), []string{b}, "Host: camera.local"))
		case 5:
			pu := rnd(alnum, 16)
			out = append(out, hzS("basic-auth", "url", fmt.Sprintf("the camera stream is rtsp://%s:%s@192.168.1.%d:554/stream1", u, pu, hzN(2, 250)), []string{pu}))
		case 6:
			out = append(out, hzS("shell-password", "shell", fmt.Sprintf("sshpass -p '%s' ssh pi@raspberrypi.local", p), []string{p}))
		case 7:
			t := rnd(b64url, 40)
			out = append(out, hzS("bearer", "shell", fmt.Sprintf("curl -H \"Authorization: Bearer %s\" https://api.smarthome.example/v2/devices", t), []string{t}))
		default:
			out = append(out, hzS("shell-password", "shell", fmt.Sprintf("PS C:\\> net user %s %s /add\nThe command completed successfully.", strings.ToLower(pick(hzFirst)), p), []string{p}, "The command completed successfully."))
		}
	}
	return out
}

// hzCrypto: PEM and SSH private keys, JWTs.
func hzCrypto(n int) []Sample {
	var out []Sample
	for i := 0; i < n; i++ {
		switch i % 5 {
		case 0, 1:
			kind := pick([]string{"RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY"})
			var body []string
			for j := 0; j < hzN(3, 6); j++ {
				body = append(body, hzB64(64))
			}
			body = append(body, hzB64(hzN(12, 40))+"==")
			pem := "-----BEGIN " + kind + "-----\n" + strings.Join(body, "\n") + "\n-----END " + kind + "-----"
			if i%5 == 0 {
				out = append(out, hzS("pem", "note", "key for the website certificate (from the hosting company zip):\n"+pem+"\n", body, "key for the website certificate (from the hosting company zip):"))
			} else {
				j := strings.ReplaceAll(pem, "\n", "\\n")
				out = append(out, hzS("pem", "json", fmt.Sprintf("{\n  \"private_key\": \"%s\\n\",\n  \"client_email\": \"uploader@school-newsletter.iam.gserviceaccount.com\"\n}", j), body))
			}
		case 2:
			var body []string
			body = append(body, "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW")
			for j := 0; j < 3; j++ {
				body = append(body, hzB64(70))
			}
			body = append(body, hzB64(24))
			k := "-----BEGIN OPENSSH PRIVATE KEY-----\n" + strings.Join(body, "\n") + "\n-----END OPENSSH PRIVATE KEY-----"
			out = append(out, hzS("ssh-key", "terminal", "$ cat ~/.ssh/id_ed25519\n"+k+"\n$ ", body[1:]))
		case 3:
			j := hzJWT()
			out = append(out, hzS("jwt", "chat", fmt.Sprintf("the school app stays logged in with this, copied from the browser: %s", j), []string{j}))
		default:
			j := hzJWT()
			out = append(out, hzS("jwt", "http", fmt.Sprintf("POST /graphql HTTP/2\nauthorization: Bearer %s\ncontent-type: application/json", j), []string{j}, "content-type: application/json"))
		}
	}
	return out
}

// hzCode: secrets inside code in a few languages.
func hzCode(n int) []Sample {
	var out []Sample
	for i := 0; i < n; i++ {
		p := hzPw()
		switch i % 6 {
		case 0:
			out = append(out, hzS("code", "go", fmt.Sprintf("func connect() (*sql.DB, error) {\n\treturn sql.Open(\"mysql\", \"shop:%s@tcp(127.0.0.1:3306)/shop\")\n}\n", p), []string{p}))
		case 1:
			out = append(out, hzS("code", "java", fmt.Sprintf("Connection c = DriverManager.getConnection(\n    \"jdbc:postgresql://localhost/grades\", \"teacher\", \"%s\");\n", p), []string{p}))
		case 2:
			out = append(out, hzS("code", "csharp", fmt.Sprintf("var client = new SmtpClient(\"smtp.office365.com\", 587)\n{\n    Credentials = new NetworkCredential(\"frontdesk@clinic.org\", \"%s\"),\n    EnableSsl = true\n};\n", p), []string{p}, "    EnableSsl = true"))
		case 3:
			out = append(out, hzS("code", "python", fmt.Sprintf("import smtplib\ns = smtplib.SMTP_SSL('smtp.gmail.com', 465)\ns.login('grandpa.joe@gmail.com', '%s')\n", p), []string{p}))
		case 4:
			k := "sk_live_" + rnd(alnum, 24)
			out = append(out, hzS("code", "ruby", fmt.Sprintf("Stripe.api_key = '%s'\ncharge = Stripe::Charge.create(amount: 1500, currency: 'usd')\n", k), []string{k}))
		default:
			out = append(out, hzS("code", "vba", fmt.Sprintf("' macro for the rent spreadsheet\nSheets(\"Tenants\").Unprotect Password:=\"%s\"\nRange(\"A2\").Select\n", p), []string{p}, "Range(\"A2\").Select"))
		}
	}
	return out
}
