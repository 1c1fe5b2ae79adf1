package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// hblURLPw is a password fit for a URL's userinfo.
func hblURLPw() string {
	if rng.IntN(2) == 0 {
		return hblR(hblAlnum, hblN(16, 32))
	}
	return hblWord() + hblR("0123456789", hblN(2, 4)) + hblP("", "-", "_", ".") + strings.ToLower(hblWord())
}

func hblDBURL() (string, string) {
	p := hblURLPw()
	host := hblP("db."+hblDomain(), "ep-"+hblR(hblLowAl, 8)+"-"+hblR(hblLowAl, 6)+".eu-central-1.aws.neon.tech",
		"aws-0-eu-west-2.pooler.supabase.com", hblCompany()+"-prod.cluster-"+hblR(hblLowAl, 12)+".eu-west-1.rds.amazonaws.com",
		"cluster0."+hblR(hblLowAl, 5)+".mongodb.net", "localhost")
	user := hblP("postgres", "app", "metabase", "readonly", hblCompany()+"_admin", "retool")
	switch rng.IntN(5) {
	case 0:
		return "mysql://" + user + ":" + p + "@" + host + ":3306/" + hblCompany(), p
	case 1:
		return "mongodb+srv://" + user + ":" + p + "@" + host + "/crm?retryWrites=true&w=majority", p
	case 2:
		return "redis://default:" + p + "@" + host + ":6379/0", p
	default:
		return "postgres" + hblP("", "ql") + "://" + user + ":" + p + "@" + host + ":5432/" + hblP("app", "crm", "analytics", "postgres") + hblP("", "?sslmode=require"), p
	}
}

func hblConfigSamples() []Sample {
	var out []Sample
	// Database URLs.
	for i := 0; i < 9; i++ {
		u, p := hblDBURL()
		var format, text string
		var keep []string
		switch i % 7 {
		case 0:
			format, text = "env", "DATABASE_URL="+u
		case 1:
			format, text = "chat", "Retool needs the read replica, use "+u
		case 2:
			format = "yaml"
			text = "services:\n  metabase:\n    image: metabase/metabase:v0.50.3\n    environment:\n      MB_DB_CONNECTION_URI: \"" + u + "\"\n    ports:\n      - \"3000:3000\"\n"
			keep = []string{"image: metabase/metabase:v0.50.3"}
		case 3:
			format, text = "shell", "$ psql \""+u+"\" -c 'select count(*) from deals'\n count \n-------\n  1284\n(1 row)"
			keep = []string{"(1 row)"}
		case 4:
			format, text = "log", "Error: connect ECONNREFUSED while connecting to "+u+"\n    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1555:16)"
			keep = []string{"at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1555:16)"}
		case 5:
			format, text = "json", "{\n  \"name\": \"crm-sync\",\n  \"db\": \""+u+"\",\n  \"batchSize\": 500\n}"
		default:
			format, text = "notes", "Base de données prod (lecture seule) : "+u
		}
		s := hblSec("database-url", format, text, p)
		if len(keep) > 0 {
			s = hblKeep(s, keep...)
		}
		out = append(out, s)
	}
	// Connection strings with Password=.
	for i := 0; i < 4; i++ {
		p := hblPw()
		for strings.ContainsAny(p, ";") {
			p = hblPw()
		}
		var format, text string
		switch i % 3 {
		case 0:
			format, text = "config", "Server=tcp:"+hblCompany()+"-sql.database.windows.net,1433;Initial Catalog=erp;User ID=erpadmin;Password="+p+";Encrypt=True;"
		case 1:
			format, text = "json", "\"ConnectionStrings\": {\n  \"Default\": \"Host=localhost;Database=billing;Username=billing;Password="+p+"\"\n}"
		default:
			format, text = "xml", "<add name=\"CRM\" connectionString=\"Data Source=SQL01;Initial Catalog=CRM;User Id=sa;Password="+p+";\" />"
		}
		out = append(out, hblSec("connection-string", format, text, p))
	}
	// .env files with several secrets and ordinary lines.
	for i := 0; i < 6; i++ {
		stripe := "sk_live_" + hblR(hblAlnum, 24)
		hub := "pat-na1-" + hblUUID()
		dbu, dbp := hblDBURL()
		sess := hblR(hblHex, 64)
		port := fmt.Sprint(hblP("3000", "8080", "4000", "5173"))
		lines := []string{"NODE_ENV=production", "PORT=" + port, "APP_URL=https://app." + hblDomain(),
			"STRIPE_SECRET_KEY=" + stripe, "HUBSPOT_TOKEN=" + hub, "DATABASE_URL=" + dbu,
			"SESSION_SECRET=" + sess, "LOG_LEVEL=info", "STRIPE_PUBLISHABLE_KEY=pk_live_" + hblR(hblAlnum, 24)}
		rng.Shuffle(len(lines), func(a, b int) { lines[a], lines[b] = lines[b], lines[a] })
		text := strings.Join(lines, "\n") + "\n"
		if i%3 == 0 {
			text = "# .env.production — DO NOT COMMIT\n" + text
		}
		out = append(out, hblKeep(hblSec("dotenv", "env", text, stripe, hub, dbp, sess), "LOG_LEVEL=info", "PORT="+port))
	}
	// Kubernetes secrets with base64 values.
	for i := 0; i < 6; i++ {
		p := hblPw()
		k := "sk_live_" + hblR(hblAlnum, 32)
		bp := base64.StdEncoding.EncodeToString([]byte(p))
		bk := base64.StdEncoding.EncodeToString([]byte(k))
		name := hblP("crm-sync", "billing-api", "zap-bridge", "web")
		var text string
		if i%2 == 0 {
			text = "apiVersion: v1\nkind: Secret\nmetadata:\n  name: " + name + "-secrets\n  namespace: prod\ntype: Opaque\ndata:\n  DB_PASSWORD: " + bp + "\n  STRIPE_KEY: " + bk + "\n"
			out = append(out, hblKeep(hblSec("k8s-secret", "yaml", text, bp, bk), "namespace: prod"))
		} else {
			text = "$ kubectl get secret " + name + " -o jsonpath='{.data}'\n{\"password\":\"" + bp + "\",\"username\":\"" + base64.StdEncoding.EncodeToString([]byte("app")) + "\"}"
			out = append(out, hblSec("k8s-secret", "shell", text, bp))
		}
	}
	// Basic auth in URLs and headers.
	for i := 0; i < 8; i++ {
		u := hblP("admin", "ops", "staging", "client", "preview", hblLowerName())
		p := hblURLPw()
		var format, text, sec string
		sec = p
		switch i % 6 {
		case 0:
			format, text = "chat", "staging is behind basic auth: https://"+u+":"+p+"@staging."+hblDomain()+"/"
		case 1:
			cred := base64.StdEncoding.EncodeToString([]byte(u + ":" + p))
			sec = cred
			format, text = "http", "POST /webhooks/lead HTTP/1.1\nHost: api."+hblDomain()+"\nAuthorization: Basic "+cred+"\nContent-Type: application/json"
		case 2:
			format, text = "shell", "git clone https://"+u+":"+p+"@git."+hblDomain()+"/marketing/site.git"
		case 3:
			cred := base64.StdEncoding.EncodeToString([]byte(u + ":" + p))
			sec = cred
			format, text = "nginx", "# htpasswd-less check for the preview env\nif ($http_authorization != \"Basic "+cred+"\") { return 401; }"
		case 4:
			format, text = "notes", "Client preview link (send with the proposal): https://"+u+":"+p+"@preview."+hblDomain()+"/deck"
		default:
			format, text = "env", "PROXY_URL=http://"+u+":"+p+"@proxy."+hblDomain()+":3128"
		}
		out = append(out, hblSec("basic-auth", format, text, sec))
	}
	// Misc config syntaxes.
	for i := 0; i < 7; i++ {
		p := hblPw()
		tok := hblR(hblAlnum, 40)
		var format, text string
		secs := []string{p}
		switch i % 6 {
		case 0:
			format, text = "ini", "[smtp]\nhost = smtp.postmarkapp.com\nuser = "+hblEmail()+"\npassword = "+p+"\nport = 587\n"
		case 1:
			format, text = "properties", "spring.datasource.url=jdbc:postgresql://db:5432/crm\nspring.datasource.username=crm\nspring.datasource.password="+p+"\n"
		case 2:
			format, text = "hcl", "variable \"db_password\" {\n  default = \""+p+"\"\n}\n\nresource \"aws_db_instance\" \"crm\" {\n  engine = \"postgres\"\n}\n"
		case 3:
			format, text = "php", "define('DB_NAME', 'wordpress');\ndefine('DB_USER', 'wp_admin');\ndefine('DB_PASSWORD', '"+p+"');\ndefine('DB_HOST', 'localhost');"
		case 4:
			format, text = "xml", "<settings>\n  <server>\n    <id>nexus</id>\n    <username>deploy</username>\n    <password>"+p+"</password>\n  </server>\n</settings>"
		default:
			format, text = "json", "{\n  \"airtable\": {\"baseId\": \"app"+hblR(hblAlnum, 14)+"\", \"token\": \"pat"+hblR(hblAlnum, 14)+"."+tok+"\"},\n  \"admin_password\": \""+p+"\"\n}"
			secs = append(secs, tok)
		}
		out = append(out, hblSec("config-password", format, text, secs...))
	}
	return out
}
