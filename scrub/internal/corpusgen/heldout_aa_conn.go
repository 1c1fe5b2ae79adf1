package main

// heldout_aa_conn.go: database URLs and connection strings, basic auth and bearer tokens in
// URLs and headers, JWTs, PEM private keys and SSH keys.

import (
	"encoding/base64"
	"fmt"
	"strings"
)

func haaDBURLs() []Sample {
	c := "db-connection"
	tpls := []func() Sample{
		func() Sample {
			pw := haaURLPw()
			return haaSec(c, "env", fmt.Sprintf("DATABASE_URL=postgres://%s:%s@%s:5432/%s?sslmode=require", haaUser(), pw, haaHost(), haaP("ehr", "claims", "ledger", "cases")), []string{pw})
		},
		func() Sample {
			pw := haaURLPw()
			return haaSec(c, "chat", fmt.Sprintf("%s: can't reach the LIS replica, I'm using mysql://lis_ro:%s@%s/lis — is 3306 blocked again?", haaName(), pw, haaHost()), []string{pw})
		},
		func() Sample {
			pw := haaURLPw()
			return haaSec(c, "yaml", fmt.Sprintf("spring:\n  datasource:\n    url: jdbc:sqlserver://%s:1433;databaseName=Claims;encrypt=true\n    username: claims_app\n    password: %s\n  jpa:\n    open-in-view: false", haaHost(), pw), []string{pw}, "    open-in-view: false")
		},
		func() Sample {
			pw := haaPw()
			return haaSec(c, "connstring", fmt.Sprintf("Server=%s;Database=CaseManager;User Id=cm_web;Password=%s;TrustServerCertificate=True;", haaHost(), pw), []string{pw})
		},
		func() Sample {
			pw := haaURLPw()
			return haaSec(c, "python", fmt.Sprintf("client = MongoClient(\"mongodb+srv://edisc:%s@cluster0.%s.mongodb.net/review?retryWrites=true\")", pw, haaR(lower+digits, 5)), []string{pw})
		},
		func() Sample {
			pw := haaURLPw()
			return haaSec(c, "config", fmt.Sprintf("CELERY_BROKER_URL = \"redis://:%s@%s:6379/0\"", pw, haaHost()), []string{pw})
		},
		func() Sample {
			pw := haaURLPw()
			return haaSec(c, "log", fmt.Sprintf("%s WARN  amqp: connection to amqp://hl7bridge:%s@%s:5672/%%2F lost, retrying in 5s\n%s INFO  amqp: reconnected", haaTS(), pw, haaHost(), haaTS()), []string{pw})
		},
		func() Sample {
			pw := haaPw()
			return haaSec(c, "jdbc", fmt.Sprintf("jdbc:oracle:thin:%s/%s@//%s:1521/FINPROD", haaP("gl_batch", "ledger_ro", "swift_arch"), pw, haaHost()), []string{pw})
		},
		func() Sample {
			pw := haaPw()
			return haaSec(c, "xml", fmt.Sprintf("<connectionStrings>\n  <add name=\"Ehr\" connectionString=\"Data Source=%s;Initial Catalog=EHR;User ID=ehr_svc;Password=%s\" providerName=\"System.Data.SqlClient\" />\n</connectionStrings>", haaHost(), pw), []string{pw})
		},
		func() Sample {
			pw := haaURLPw()
			return haaSec(c, "pgpass", fmt.Sprintf("# ~/.pgpass\n%s:5432:claims:claims_etl:%s", haaHost(), pw), []string{pw})
		},
		func() Sample {
			pw := haaPw()
			return haaSec(c, "prose-de", fmt.Sprintf("Die Datenbank der Abrechnung läuft auf %s, Benutzer fibu_read, Passwort %s.", haaHost(), pw), []string{pw})
		},
		func() Sample {
			pw := haaURLPw()
			return haaSec(c, "mirth", fmt.Sprintf("Mirth channel 'ADT to Billing' destination:\n  Driver: org.postgresql.Driver\n  URL: jdbc:postgresql://%s:5432/billing?user=mirth&password=%s\n  Query: INSERT INTO adt_events ...", haaHost(), pw), []string{pw})
		},
		func() Sample {
			pw := haaURLPw()
			return haaSec(c, "ticket", fmt.Sprintf("%s: nightly claims ETL fails with 'password authentication failed'\nStack: psycopg2.OperationalError ... dsn=postgresql://etl:%s@%s/claims\nSuspect the password was rotated in the DB but not in Airflow.", haaTicket(), pw, haaHost()), []string{pw})
		},
	}
	return haaCycle(24, tpls)
}

func haaAuthHeaders() []Sample {
	c := "auth-header"
	tpls := []func() Sample{
		func() Sample {
			u, pw := haaUser(), haaURLPw()
			b := base64.StdEncoding.EncodeToString([]byte(u + ":" + pw))
			return haaSec(c, "http", fmt.Sprintf("POST /fhir/r4/Observation HTTP/1.1\nHost: %s\nAuthorization: Basic %s\nContent-Type: application/fhir+json", haaHost(), b), []string{b})
		},
		func() Sample {
			pw := haaURLPw()
			return haaSec(c, "url", fmt.Sprintf("the export is at https://%s:%s@%s/exports/production-vol-%03d.zip", haaP("opposing_counsel", "review", "vendor"), pw, haaHost(), haaN(1, 40)), []string{pw})
		},
		func() Sample {
			t := haaJWT()
			return haaSec(c, "shell", fmt.Sprintf("curl -H 'Authorization: Bearer %s' https://%s/fhir/Patient/%d/$everything", t, haaHost(), haaN(10000, 99999)), []string{t})
		},
		func() Sample {
			t := haaJWT()
			return haaSec(c, "log", fmt.Sprintf("%s DEBUG smart-launch: token response {\"access_token\":\"%s\",\"token_type\":\"Bearer\",\"expires_in\":3600,\"scope\":\"launch/patient patient/*.read\"}", haaTS(), t), []string{t})
		},
		func() Sample {
			u, pw := haaUser(), haaURLPw()
			return haaSec(c, "shell", fmt.Sprintf("curl -u %s:%s https://%s/api/v2/claims?status=pended", u, pw, haaHost()), []string{pw})
		},
		func() Sample {
			t := haaR(alnum, 40)
			return haaSec(c, "http", fmt.Sprintf("GET /api/cases?matter=%d HTTP/1.1\nX-API-Key: %s\nAccept: application/json", haaN(1000, 9999), t), []string{t})
		},
		func() Sample {
			t := haaJWT()
			return haaSec(c, "chat", fmt.Sprintf("%s: my portal session token if you want to repro: %s", haaName(), t), []string{t})
		},
		func() Sample {
			u, pw := haaUser(), haaURLPw()
			b := base64.StdEncoding.EncodeToString([]byte(u + ":" + pw))
			return haaSec(c, "nginx", fmt.Sprintf("location /hl7/ {\n    proxy_pass http://%s:6661;\n    proxy_set_header Authorization \"Basic %s\";\n}", haaIP4(), b), []string{b})
		},
		func() Sample {
			s := haaR(b64url, haaN(32, 48))
			return haaSec(c, "shell", fmt.Sprintf("curl -X POST https://auth.%s/oauth2/token \\\n  -d grant_type=client_credentials \\\n  -d client_id=fhir-bulk-export \\\n  -d client_secret=%s", haaP("stbrigid.org", "harborline.net"), s), []string{s})
		},
		func() Sample {
			t := haaJWT()
			return haaSec(c, "javascript", fmt.Sprintf("const res = await fetch(`${BASE}/claims/${id}`, {\n  headers: { Authorization: 'Bearer %s' },\n});", t), []string{t})
		},
	}
	return haaCycle(20, tpls)
}

func haaPEMs() []Sample {
	c := "private-key"
	tpls := []func() Sample{
		func() Sample {
			blk, body := haaPEM()
			return haaSec(c, "chat", fmt.Sprintf("%s: here's the key for the SFTP to the clearing house, put it on the jump host:\n%s", haaName(), blk), []string{body})
		},
		func() Sample {
			blk, body := haaPEM()
			keep := "chmod 600 /etc/mirth/keys/lab.key"
			return haaSec(c, "runbook", fmt.Sprintf("Install the lab interface key:\n\ncat > /etc/mirth/keys/lab.key <<'EOF'\n%s\nEOF\n%s", blk, keep), []string{body}, keep)
		},
		func() Sample {
			blk, body := haaPEM()
			ind := "    " + strings.ReplaceAll(blk, "\n", "\n    ")
			ibody := strings.ReplaceAll(body, "\n", "\n    ")
			return haaSec(c, "yaml", fmt.Sprintf("tls:\n  cert_file: /etc/ssl/certs/portal.crt\n  key: |\n%s", ind), []string{ibody})
		},
		func() Sample {
			blk, body := haaPEM()
			return haaSec(c, "ticket", fmt.Sprintf("%s — vendor emailed the SWIFT connector key in clear text\n\n%s\n\nPlease reissue and close.", haaTicket(), blk), []string{body})
		},
		func() Sample {
			blk, body := haaPEM()
			return haaSec(c, "prose-fr", fmt.Sprintf("Voici la clé privée du serveur de télétransmission (à supprimer après usage) :\n%s", blk), []string{body})
		},
		func() Sample {
			blk, body := haaPEM()
			lines := strings.Split(body, "\n")
			return haaSec(c, "diff", fmt.Sprintf("diff --git a/deploy/keys/edisc.pem b/deploy/keys/edisc.pem\nnew file mode 100644\n--- /dev/null\n+++ b/deploy/keys/edisc.pem\n@@ -0,0 +1,%d @@\n+%s", len(lines)+2, strings.ReplaceAll(blk, "\n", "\n+")), lines)
		},
		func() Sample {
			blk, body := haaPEM()
			return haaSec(c, "notes", fmt.Sprintf("Old backup key (still on the NAS, delete after migration):\n\n%s\n", blk), []string{body})
		},
		func() Sample {
			blk, body := haaPEM()
			esc := strings.ReplaceAll(blk, "\n", "\\n")
			ebody := strings.ReplaceAll(body, "\n", "\\n")
			return haaSec(c, "env", fmt.Sprintf("SIGNING_KEY=\"%s\"", esc), []string{ebody})
		},
	}
	return haaCycle(16, tpls)
}
