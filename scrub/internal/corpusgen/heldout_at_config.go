package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

func hatB64url(s string) string { return base64.RawURLEncoding.EncodeToString([]byte(s)) }

func hatJWT() string {
	h := hatP(`{"alg":"HS256","typ":"JWT"}`, `{"alg":"RS256","kid":"`+hatHex(8)+`","typ":"JWT"}`)
	pl := fmt.Sprintf(`{"sub":"%d","tenant":"%s","role":"%s","iat":%d,"exp":%d}`, hatN(1000, 99999),
		hatP("harborpm", "meridian", "cedarprops"), hatP("owner", "manager", "vendor", "resident"), 1717000000+hatN(0, 9999999), 1727000000+hatN(0, 9999999))
	return hatB64url(h) + "." + hatB64url(pl) + "." + hatR(b64url, 43)
}

// hatPEM returns a PEM private key and the lines of its body that must not survive.
func hatPEM() (string, []string) {
	kind, start := hatP("RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"), ""
	width, lines := 64, hatN(4, 8)
	switch kind {
	case "RSA PRIVATE KEY":
		start = "MIIEpAIBAAKCAQEA"
	case "PRIVATE KEY":
		start = "MIIEvgIBADANBgkqhkiG9w0BAQEFAASC"
	case "EC PRIVATE KEY":
		start, lines = "MHcCAQEEI", 3
	default:
		width = 70
	}
	var body, secret []string
	if kind == "OPENSSH PRIVATE KEY" {
		body = append(body, "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW")
	}
	for i := 0; i < lines; i++ {
		l := hatR(alnum+"+/", width)
		if i == 0 && start != "" {
			l = start + l[len(start):]
		}
		if i == lines-1 {
			l = l[:hatN(24, width-4)] + hatP("", "=", "==")
		}
		body = append(body, l)
		secret = append(secret, l)
	}
	return "-----BEGIN " + kind + "-----\n" + strings.Join(body, "\n") + "\n-----END " + kind + "-----", secret
}

func hatConfigs(b *hatBag) {
	// .env files of the property-management apps.
	b.run(12, func() {
		dbpw := hatRandPw()
		key := hatP("sk_live_"+hatR(alnum, 24), "SG."+hatR(b64url, 22)+"."+hatR(b64url, 43), "AKIA"+hatR(b32[:26]+"234567", 16))
		kname := map[byte]string{'s': "STRIPE_SECRET_KEY", 'S': "SENDGRID_API_KEY", 'A': "AWS_ACCESS_KEY_ID"}[key[0]]
		keep := "APP_URL=https://portal." + hatP("harborpm.com", "meridianliving.com", "cedarprops.co")
		t := fmt.Sprintf("APP_ENV=production\n%s\nDB_HOST=db.internal\nDB_USER=pm_app\nDB_PASSWORD=%s\n%s=%s\nLEASE_PDF_BUCKET=leases-%s\n", keep, dbpw, kname, key, hatR(lower, 5))
		b.add("env-file", "env", t, []string{dbpw, key}, keep)
	})

	// Shell commands with a password on the command line.
	b.run(20, func() {
		pw := hatRandPw()
		if strings.ContainsAny(pw, "!$") {
			pw = strings.NewReplacer("!", "x", "$", "Q").Replace(pw)
		}
		if strings.ContainsAny(pw, "&*^") {
			pw = strings.NewReplacer("&", "k", "*", "s", "^", "v").Replace(pw)
		}
		u := hatP(hatUsers...)
		host := hatP("db01.harbor.local", "10.12.0.5", "yardi-sql.internal", "nas.meridian.lan", "pms-db")
		var t string
		switch rng.IntN(12) {
		case 0:
			t = fmt.Sprintf("$ docker login registry.%s.com -u %s -p %s\nWARNING! Using --password via the CLI is insecure. Use --password-stdin.\nLogin Succeeded", hatP("harborpm", "cedarprops"), u, pw)
		case 1:
			t = fmt.Sprintf("mysql -h %s -u%s -p%s rentroll < import_units.sql", host, u, pw)
		case 2:
			t = fmt.Sprintf("curl -u %s:%s https://api.%s.com/v1/workorders?status=open", u, pw, hatP("buildium", "fmvendor", "tenantapp"))
		case 3:
			t = fmt.Sprintf("sshpass -p '%s' ssh pi@10.0.%d.%d 'sudo systemctl restart gate-relay'", pw, hatN(0, 9), hatN(2, 200))
		case 4:
			t = fmt.Sprintf("PGPASSWORD='%s' pg_dump -h %s -U %s leasing > leasing_%s.sql", pw, host, u, strings.ReplaceAll(hatDate(), "-", ""))
		case 5:
			t = fmt.Sprintf("redis-cli -h %s -a %s FLUSHDB", host, pw)
		case 6:
			t = fmt.Sprintf("net use Z: \\\\fileserver\\leases /user:HARBOR\\%s %s /persistent:no", u, pw)
		case 7:
			t = fmt.Sprintf("smbclient //nas/scans -U %s%%%s -c 'ls'", u, pw)
		case 8:
			t = fmt.Sprintf("wget --user=%s --password=%s ftp://%s/exports/meter_reads.csv", u, pw, host)
		case 9:
			t = fmt.Sprintf("mongosh \"mongodb://%s:%s@%s:27017/tenants?authSource=admin\"", u, pw, host)
		case 10:
			t = fmt.Sprintf("echo '%s' | sudo -S apt-get upgrade -y   # on the kiosk PC", pw)
		default:
			t = fmt.Sprintf("ipmitool -I lanplus -H 10.1.%d.%d -U ADMIN -P %s chassis power cycle", hatN(0, 9), hatN(2, 250), pw)
		}
		if rng.IntN(3) == 0 {
			keep := "# ran from the leasing office PC, " + hatDate()
			b.add("shell-password", "shell", keep+"\n"+t, []string{pw}, keep)
			return
		}
		b.add("shell-password", "shell", t, []string{pw})
	})

	// Database URLs and connection strings in config files and code.
	b.run(16, func() {
		pw := hatPw()
		if strings.ContainsAny(pw, "@:/#?%") {
			pw = hatRandPw()
			pw = strings.NewReplacer("@", "a", "#", "h", "%", "p", "?", "q").Replace(pw)
		}
		u := hatP("pm_app", "yardi_ro", "reporting", "sa", "root", "buildium_sync")
		host := hatP("db.harbor.internal", "10.40.2.15", "pms-prod.c9x2lkq0.us-east-1.rds.amazonaws.com", "sql-fm-01")
		switch rng.IntN(8) {
		case 0:
			b.add("db-url", "yaml", fmt.Sprintf("production:\n  adapter: postgresql\n  url: postgres://%s:%s@%s:5432/leasing\n  pool: 10\n", u, pw, host), []string{pw}, "pool: 10")
		case 1:
			b.add("db-url", "properties", fmt.Sprintf("spring.datasource.url=jdbc:sqlserver://%s;databaseName=Voyager\nspring.datasource.username=%s\nspring.datasource.password=%s\nserver.port=8081", host, u, pw), []string{pw}, "server.port=8081")
		case 2:
			b.add("db-url", "json", fmt.Sprintf("{\n  \"ConnectionStrings\": {\n    \"Leasing\": \"Server=%s;Database=Leasing;User Id=%s;Password=%s;TrustServerCertificate=True\"\n  },\n  \"Logging\": { \"LogLevel\": { \"Default\": \"Warning\" } }\n}", host, u, pw), []string{pw})
		case 3:
			b.add("db-url", "php", fmt.Sprintf("<?php\ndefine( 'DB_NAME', 'listings_wp' );\ndefine( 'DB_USER', '%s' );\ndefine( 'DB_PASSWORD', '%s' );\ndefine( 'DB_HOST', '%s' );", u, pw, host), []string{pw}, "define( 'DB_NAME', 'listings_wp' );")
		case 4:
			b.add("db-url", "python", fmt.Sprintf("DATABASES = {\n    \"default\": {\n        \"ENGINE\": \"django.db.backends.postgresql\",\n        \"NAME\": \"tenants\",\n        \"USER\": \"%s\",\n        \"PASSWORD\": \"%s\",\n        \"HOST\": \"%s\",\n    }\n}", u, pw, host), []string{pw})
		case 5:
			b.add("db-url", "chat", fmt.Sprintf("use mysql://%s:%s@%s:3306/maint for the work-order report, read-only", u, pw, host), []string{pw})
		case 6:
			b.add("db-url", "env", fmt.Sprintf("REDIS_URL=redis://default:%s@%s:6379/2\nQUEUE=notifications", pw, host), []string{pw}, "QUEUE=notifications")
		default:
			b.add("db-url", "go", fmt.Sprintf("dsn := \"host=%s user=%s password=%s dbname=rentroll sslmode=require\"\ndb, err := sql.Open(\"pgx\", dsn)", host, u, pw), []string{pw})
		}
	})

	// JWTs, private keys, Kubernetes secrets, basic auth.
	b.run(30, func() {
		switch rng.IntN(6) {
		case 0:
			j := hatJWT()
			b.add("jwt", hatP("shell", "log"), hatP(
				"curl -H 'Authorization: Bearer "+j+"' https://api.tenantapp.io/v2/units/"+fmt.Sprint(hatN(100, 999)),
				hatStamp()+" DEBUG owner-portal request GET /statements token="+j,
			), []string{j})
		case 1:
			j := hatJWT()
			b.add("jwt", "chat", fmt.Sprintf("[%s] %s: the vendor portal session token if you want to reproduce: %s", hatTime(), hatP(hatNames...), j), []string{j})
		case 2, 3:
			pem, lines := hatPEM()
			keep := "Host gate-pi (relay for the car-park barrier)"
			b.add("private-key", "note", fmt.Sprintf("%s\nkey below, user pi:\n%s\n", keep, pem), lines, keep)
		case 4:
			pw, key := hatRandPw(), hatR(alnum, 32)
			e1, e2 := hatB64([]byte(pw)), hatB64([]byte(key))
			b.add("k8s-secret", "yaml", fmt.Sprintf("apiVersion: v1\nkind: Secret\nmetadata:\n  name: pms-sync\n  namespace: %s\ntype: Opaque\ndata:\n  DB_PASSWORD: %s\n  BUILDIUM_CLIENT_SECRET: %s\n", hatP("leasing", "fm-prod", "owners"), e1, e2), []string{e1, e2}, "  name: pms-sync")
		default:
			u, pw := hatP(hatUsers...), hatRandPw()
			if strings.ContainsAny(pw, "@#%") {
				pw = strings.NewReplacer("@", "A", "#", "H", "%", "P").Replace(pw)
			}
			basic := hatB64([]byte(u + ":" + pw))
			if rng.IntN(2) == 0 {
				b.add("basic-auth", "http", fmt.Sprintf("GET /api/v1/zones HTTP/1.1\nHost: bms.%s.local\nAuthorization: Basic %s\nAccept: application/json", hatP("meridian", "harbor"), basic), []string{basic}, "Accept: application/json")
			} else {
				b.add("basic-auth", "url", fmt.Sprintf("camera snapshot: http://%s:%s@10.0.%d.%d/ISAPI/Streaming/channels/101/picture", u, pw, hatN(0, 9), hatN(2, 250)), []string{pw})
			}
		}
	})
}
