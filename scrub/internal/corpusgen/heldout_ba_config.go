package main

// heldout_ba_config.go: configuration files and shell commands with credentials: .env files,
// Kubernetes secrets, database URLs and connection strings, docker/mysql/curl/sshpass command
// lines, basic auth, .netrc, .npmrc, PEM and OpenSSH private keys.

import (
	"fmt"
	"strings"
)

var hbaDBNames = []string{"kirana_pos", "csc_portal", "orders", "callcentre_crm", "momo_recon", "sarisari", "hrms", "tally_sync"}
var hbaDBUsers = []string{"app", "pos_user", "crm_rw", "postgres", "root", "django", "laravel", "reporting"}
var hbaHosts = []string{"db.internal", "10.0.1.12", "mysql-primary.paykaro.local", "pg-01.ap-south-1.rds.amazonaws.com",
	"192.168.10.5", "cluster0.ab1cd.mongodb.net", "redis-master.default.svc", "sql-prod.database.windows.net"}

func hbaConfGens() []func() Sample {
	return []func() Sample{
		func() Sample { // .env with several secrets
			dbpw, jwt, sms := hbaPw(), rnd(alnum, 48), hbaDigits(6)+"A"+rnd(alnum, 17)
			text := "APP_NAME=\"" + pick(hbaShops) + "\"\nAPP_ENV=production\nDB_HOST=" + pick(hbaHosts) + "\nDB_DATABASE=" + pick(hbaDBNames) +
				"\nDB_USERNAME=" + pick(hbaDBUsers) + "\nDB_PASSWORD=" + dbpw + "\nJWT_SECRET=" + jwt + "\nMSG91_AUTHKEY=" + sms + "\nSMS_SENDER_ID=KRNPOS"
			return hbaKeep(hbaSec("env-file", "env", text, dbpw, jwt, sms), "SMS_SENDER_ID=KRNPOS", "APP_ENV=production")
		},
		func() Sample { // Kubernetes secret, base64 values
			pw, key := hbaPw(), "sk_live_"+rnd(alnum, 24)
			b1, b2 := hbaB64Of(pw), hbaB64Of(key)
			text := "apiVersion: v1\nkind: Secret\nmetadata:\n  name: " + strings.ReplaceAll(pick(hbaDBNames), "_", "-") + "-secrets\n  namespace: prod\ntype: Opaque\ndata:\n  DB_USER: " +
				hbaB64Of(pick(hbaDBUsers)) + "\n  DB_PASSWORD: " + b1 + "\n  PAYMENT_KEY: " + b2
			return hbaSec("k8s-secret", "yaml", text, b1, b2)
		},
		func() Sample { // stringData secret
			pw := hbaPw()
			text := "kind: Secret\napiVersion: v1\nmetadata:\n  name: smtp\nstringData:\n  username: noreply@" + pick(hbaDomains) + "\n  password: \"" + pw + "\""
			return hbaSec("k8s-secret", "yaml", text, pw)
		},
		func() Sample {
			pw := hbaPw()
			text := "$ docker login -u " + pick([]string{"paykarodev", "sarisari", "thaipos"}) + " -p " + pw + " registry.gitlab.com\nWARNING! Using --password via the CLI is insecure. Use --password-stdin.\nLogin Succeeded"
			return hbaKeep(hbaSec("docker-login", "shell", text, pw), "Login Succeeded")
		},
		func() Sample {
			pw := hbaRandPw()
			pw = strings.NewReplacer("!", "", "^", "", "*", "").Replace(pw)
			text := "mysql -h " + pick(hbaHosts) + " -u " + pick(hbaDBUsers) + " -p" + pw + " " + pick(hbaDBNames) + " < backup_" + fmt.Sprint(hbaN(1, 28)) + "06.sql"
			return hbaSec("mysql-cli", "shell", text, pw)
		},
		func() Sample {
			u, pw := pick(hbaUsers), hbaPw()
			text := "curl -u " + u + ":" + pw + " https://api." + pick(hbaDomains) + "/v1/orders?status=pending"
			return hbaSec("curl-basic", "shell", text, pw)
		},
		func() Sample {
			u, pw := pick(hbaDBUsers), hbaRandPw()
			pw = strings.NewReplacer("@", "", "#", "", "%", "", "^", "", "+", "", "=", "", "*", "").Replace(pw)
			url := "postgres://" + u + ":" + pw + "@" + pick(hbaHosts) + ":5432/" + pick(hbaDBNames) + "?sslmode=require"
			text := pick([]string{"DATABASE_URL=" + url, "bhai prod DB ka URL: " + url, "SQLALCHEMY_DATABASE_URI = \"" + url + "\""})
			return hbaSec("db-url", "mixed", text, pw)
		},
		func() Sample {
			u, pw := pick(hbaDBUsers), rnd(alnum, 16)
			url := "mongodb+srv://" + u + ":" + pw + "@cluster0." + rnd("abcdefghijklmnopqrstuvwxyz0123456789", 5) + ".mongodb.net/" + pick(hbaDBNames) + "?retryWrites=true&w=majority"
			text := pick([]string{"MONGO_URI=" + url, "mongoose.connect('" + url + "');", "Atlas connection string (Mã kết nối): " + url})
			return hbaSec("db-url", "mixed", text, pw)
		},
		func() Sample {
			pw := rnd(alnum, 24)
			text := pick([]string{"REDIS_URL=redis://:" + pw + "@redis-master.default.svc:6379/0",
				"redis-cli -h 10.0.3.7 -a " + pw + " PING", "requirepass " + pw})
			return hbaSec("redis-password", "mixed", text, pw)
		},
		func() Sample {
			pw := hbaPw()
			pw = strings.ReplaceAll(pw, ";", "")
			text := "\"ConnectionStrings\": {\n  \"Default\": \"Server=" + pick(hbaHosts) + ";Database=" + pick(hbaDBNames) + ";User Id=sa;Password=" + pw + ";TrustServerCertificate=True\"\n}"
			return hbaSec("conn-string", "json", text, pw)
		},
		func() Sample {
			pw := hbaPw()
			text := "spring.datasource.url=jdbc:mysql://" + pick(hbaHosts) + ":3306/" + pick(hbaDBNames) + "\nspring.datasource.username=" + pick(hbaDBUsers) + "\nspring.datasource.password=" + pw + "\nspring.jpa.hibernate.ddl-auto=validate"
			return hbaKeep(hbaSec("java-properties", "properties", text, pw), "spring.jpa.hibernate.ddl-auto=validate")
		},
		func() Sample {
			pw := hbaPw()
			text := "sshpass -p '" + pw + "' ssh -o StrictHostKeyChecking=no " + pick(hbaUsers) + "@" + pick(hbaHosts) + " 'sudo systemctl restart pos'"
			return hbaSec("sshpass", "shell", text, pw)
		},
		func() Sample {
			pw := hbaRandPw()
			text := "PGPASSWORD='" + pw + "' pg_dump -h " + pick(hbaHosts) + " -U " + pick(hbaDBUsers) + " " + pick(hbaDBNames) + " > /backup/$(date +%F).sql"
			return hbaSec("pg-env", "shell", text, pw)
		},
		func() Sample {
			pw := hbaPw()
			text := "<?php\ndefine( 'DB_NAME', 'wp_" + pick(hbaDBNames) + "' );\ndefine( 'DB_USER', 'wpuser' );\ndefine( 'DB_PASSWORD', '" + pw + "' );\ndefine( 'DB_HOST', 'localhost' );"
			return hbaKeep(hbaSec("wp-config", "php", text, pw), "define( 'DB_HOST', 'localhost' );")
		},
		func() Sample {
			pw := hbaPw()
			text := "services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: " + pick(hbaDBUsers) + "\n      POSTGRES_PASSWORD: " + pw + "\n    ports:\n      - \"5432:5432\""
			return hbaSec("docker-compose", "yaml", text, pw)
		},
		func() Sample {
			tok := "ghp_" + rnd(alnum, 36)
			text := "git clone https://" + pick([]string{"ravi-k", "paykaro-ci", "minh-dev"}) + ":" + tok + "@github.com/paykaro/pos-backend.git"
			return hbaSec("git-url-token", "shell", text, tok)
		},
		func() Sample {
			u, pw := pick(hbaUsers), hbaPw()
			b := hbaBasic(u, pw)
			text := pick([]string{"Authorization: Basic " + b,
				"curl -H 'Authorization: Basic " + b + "' https://sms." + pick(hbaDomains) + "/api/send",
				"headers = {\"Authorization\": \"Basic " + b + "\"}"})
			return hbaSec("basic-auth-header", "mixed", text, b)
		},
		func() Sample {
			u, pw := pick(hbaUsers), hbaRandPw()
			pw = strings.NewReplacer("@", "", "#", "", "%", "", "^", "", "+", "", "=", "").Replace(pw)
			url := "https://" + u + ":" + pw + "@erp." + pick(hbaDomains) + "/api/stock"
			text := pick([]string{"ERP sync URL: " + url, "webhook ko yahan point karo: " + url, "wget " + url + " -O stock.json"})
			return hbaSec("url-basic-auth", "mixed", text, pw)
		},
		func() Sample {
			pw := hbaPw()
			text := "machine ftp." + pick(hbaDomains) + "\n  login " + pick(hbaUsers) + "\n  password " + pw
			return hbaSec("netrc", "netrc", text, pw)
		},
		func() Sample {
			tok := "npm_" + rnd(alnum, 36)
			text := "registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken=" + tok + "\nsave-exact=true"
			return hbaKeep(hbaSec("npmrc", "ini", text, tok), "save-exact=true")
		},
		func() Sample {
			u, pw := "ci-bot", rnd(alnum, 20)
			a := hbaBasic(u, pw)
			text := "{\n  \"auths\": {\n    \"registry." + pick(hbaDomains) + "\": {\n      \"auth\": \"" + a + "\"\n    }\n  }\n}"
			return hbaSec("docker-config", "json", text, a)
		},
		func() Sample {
			body := hbaPEMBody("MIIEpAIBAAKCAQEA", hbaN(5, 9))
			text := pick([]string{"bhai server ki key ye hai:\n", "Private key ng server (wag i-share):\n", "", "id_rsa của máy chủ:\n"}) +
				"-----BEGIN RSA PRIVATE KEY-----\n" + body + "\n-----END RSA PRIVATE KEY-----"
			return hbaSec("pem-private-key", "pem", text, body)
		},
		func() Sample {
			body := hbaPEMBody("b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW", hbaN(3, 5))
			text := "$ cat ~/.ssh/id_ed25519\n-----BEGIN OPENSSH PRIVATE KEY-----\n" + body + "\n-----END OPENSSH PRIVATE KEY-----\n$ chmod 600 ~/.ssh/id_ed25519"
			return hbaKeep(hbaSec("ssh-private-key", "shell", text, body), "$ chmod 600 ~/.ssh/id_ed25519")
		},
		func() Sample {
			body := hbaPEMBody("MIGTAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBHkwdwIBAQQg", 2)
			text := "apple_push:\n  key_id: " + rnd(upper+digits, 10) + "\n  team_id: " + rnd(upper+digits, 10) + "\n  p8: |\n    -----BEGIN PRIVATE KEY-----\n    " +
				strings.ReplaceAll(body, "\n", "\n    ") + "\n    -----END PRIVATE KEY-----"
			lines := strings.Split(body, "\n")
			return hbaSec("pem-private-key", "yaml", text, lines...)
		},
		func() Sample {
			pw := hbaPw()
			text := "[client]\nuser=" + pick(hbaDBUsers) + "\npassword=\"" + pw + "\"\nhost=" + pick(hbaHosts)
			return hbaSec("my-cnf", "ini", text, pw)
		},
		func() Sample {
			pw := hbaRandPw()
			pw = strings.ReplaceAll(pw, ":", "")
			text := "# ~/.pgpass\n" + pick(hbaHosts) + ":5432:" + pick(hbaDBNames) + ":" + pick(hbaDBUsers) + ":" + pw
			return hbaSec("pgpass", "text", text, pw)
		},
		func() Sample {
			pw := hbaPw()
			text := "DATABASES = {\n    'default': {\n        'ENGINE': 'django.db.backends.postgresql',\n        'NAME': '" + pick(hbaDBNames) + "',\n        'USER': '" + pick(hbaDBUsers) + "',\n        'PASSWORD': '" + pw + "',\n        'HOST': 'localhost',\n    }\n}"
			return hbaSec("django-settings", "python", text, pw)
		},
		func() Sample {
			text := "smtp:\n  host: smtp.gmail.com\n  port: 587\n  user: billing." + strings.ToLower(strings.Fields(pick(hbaFirst))[0]) + "@gmail.com\n  app_password: " + strings.ToLower(rnd(lower, 4)+" "+rnd(lower, 4)+" "+rnd(lower, 4)+" "+rnd(lower, 4))
			ap := text[strings.Index(text, "app_password: ")+len("app_password: "):]
			return hbaSec("smtp-app-password", "yaml", text, ap)
		},
		func() Sample {
			pw := hbaPw()
			text := "[global]\nindex-url = https://deploy:" + strings.NewReplacer("@", "", "#", "", "$", "").Replace(pw) + "@pypi." + pick(hbaDomains) + "/simple"
			p := strings.NewReplacer("@", "", "#", "", "$", "").Replace(pw)
			return hbaSec("pip-conf", "ini", text, p)
		},
		func() Sample {
			pw := hbaPw()
			text := "$ echo '" + pw + "' | sudo -S apt-get update\n[sudo] password for " + pick(hbaUsers) + ":\nHit:1 http://archive.ubuntu.com/ubuntu jammy InRelease"
			return hbaKeep(hbaSec("sudo-password", "shell", text, pw), "Hit:1 http://archive.ubuntu.com/ubuntu jammy InRelease")
		},
	}
}

func hbaConfigs() []Sample {
	gens := hbaConfGens()
	var out []Sample
	for i := 0; i < 44; i++ {
		out = append(out, gens[i%len(gens)]())
	}
	return out
}
