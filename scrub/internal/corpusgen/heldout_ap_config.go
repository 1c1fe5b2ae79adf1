package main

// heldout_ap_config.go: connection strings, config files of health-IT systems, JWTs, PEM and
// SSH private keys, Kubernetes secrets, basic auth.

import (
	"fmt"
	"strings"
)

func hapConnStrings(n int) []Sample {
	var out []Sample
	for i := 0; i < n; i++ {
		pw := hapURLPW()
		u := hapPL(hapUsers)
		h := hapP("lims-db.lab.local", "10.40.12.7", "ehr-sql02.corp.local", "pg-fhir.internal", "mysql-openemr.hosp.local")
		var s Sample
		switch i % 14 {
		case 0:
			s = hapSec("db-url", "env", fmt.Sprintf("DATABASE_URL=postgres://%s:%s@%s:5432/hapi_fhir?sslmode=require", u, pw, h), pw)
		case 1:
			s = hapSec("db-url", "chat", fmt.Sprintf("mongo for the telehealth app: mongodb+srv://%s:%s@cluster0.%s.mongodb.net/visits", u, pw, hapR(hapLo+hapDig, 5)), pw)
		case 2:
			p := hapPW()
			s = hapSec("conn-string", "appsettings", fmt.Sprintf("\"ConnectionStrings\": {\n  \"EhrDb\": \"Server=tcp:%s,1433;Database=EHRPROD;User Id=%s;Password=%s;Encrypt=True;\"\n}", h, u, p), p)
		case 3:
			s = hapSec("db-url", "properties", fmt.Sprintf("# OpenEMR reporting\ndb.url=jdbc:mysql://%s:3306/openemr?user=openemr&password=%s&useSSL=false", h, pw), pw)
		case 4:
			s = hapSec("db-url", "yaml", fmt.Sprintf("cache:\n  url: redis://:%s@%s:6379/2\n", pw, h), pw)
		case 5:
			s = hapSec("db-url", "env", fmt.Sprintf("CELERY_BROKER_URL=amqp://%s:%s@rabbit.lab.local:5672/results", u, pw), pw)
		case 6:
			p := hapPW()
			s = hapSec("conn-string", "odbc", fmt.Sprintf("[LIS_PROD]\nDriver=ODBC Driver 18 for SQL Server\nServer=%s\nUID=%s\nPWD=%s\n", h, u, p), p)
		case 7:
			s = hapSec("basic-auth-url", "chat", fmt.Sprintf("FHIR test endpoint with basic auth: https://%s:%s@fhir-sandbox.%s.org/baseR4/Patient?_count=10", u, pw, hapP("riverbend", "mercyvale")), pw)
		case 8:
			s = hapSec("db-url", "python", fmt.Sprintf("engine = create_engine(\"postgresql+psycopg2://%s:%s@%s/redcap_mirror\")", u, pw, h), pw)
		case 9:
			p := hapPW()
			s = hapSec("conn-string", "mirth-xml", fmt.Sprintf("<connector>\n  <name>LIS Reader</name>\n  <properties class=\"DatabaseReceiverProperties\">\n    <driver>net.sourceforge.jtds.jdbc.Driver</driver>\n    <url>jdbc:jtds:sqlserver://%s:1433/LIS</url>\n    <username>%s</username>\n    <password>%s</password>\n  </properties>\n</connector>", h, u, p), p)
		case 10:
			p := hapPW()
			s = hapSec("conn-string", "orthanc-json", fmt.Sprintf("{\n  \"Name\" : \"ORTHANC-%s\",\n  \"AuthenticationEnabled\" : true,\n  \"RegisteredUsers\" : {\n    \"%s\" : \"%s\"\n  },\n  \"DicomAet\" : \"ORTHANC\"\n}", hapP("RAD", "CARDIO", "TEST"), u, p), p)
		case 11:
			p1, p2 := hapPW(), hapPW()
			keep := "      - ARCHIVE_HOST=dcm4chee.rad.local"
			s = hapKeep(hapSec("conn-string", "docker-compose", fmt.Sprintf("  arc:\n    image: dcm4che/dcm4chee-arc-psql:5.31.0\n    environment:\n%s\n      - POSTGRES_PASSWORD=%s\n      - LDAP_ROOTPASS=%s\n", keep, p1, p2), p1, p2), keep)
		case 12:
			s = hapSec("db-url", "log", fmt.Sprintf("%s ERROR [main] o.h.engine.jdbc.spi.SqlExceptionHelper - Cannot connect to jdbc:postgresql://%s/fhir?user=%s&password=%s", hapTS(), h, u, pw), pw)
		default:
			p := hapPW()
			s = hapSec("conn-string", "chat-it", fmt.Sprintf("stringa di connessione del LIMS: Data Source=%s;Initial Catalog=LIMS;User ID=%s;Password=%s", h, u, p), p)
		}
		out = append(out, s)
	}
	return out
}

func hapJWT() string {
	hdr := hapB64URLEnc(fmt.Sprintf(`{"alg":"%s","typ":"JWT"}`, hapP("HS256", "RS256", "RS384")))
	pl := hapB64URLEnc(fmt.Sprintf(`{"iss":"https://%s","sub":"%s","scope":"%s","exp":%d}`, hapPL(hapHosts), hapR(hapAlnum, 12),
		hapP("patient/*.read launch", "system/Observation.read", "user/*.*"), hapN(1700000000, 1900000000)))
	return hdr + "." + pl + "." + hapR(hapB64u, 43)
}

func hapPEMBody(lines int) string {
	var ls []string
	for j := 0; j < lines; j++ {
		ls = append(ls, hapR(hapB64, 64))
	}
	ls = append(ls, hapR(hapB64, hapN(10, 60))+hapP("", "=", "=="))
	return strings.Join(ls, "\n")
}

func hapStructured(n int) []Sample {
	var out []Sample
	for i := 0; i < n; i++ {
		var s Sample
		switch i % 12 {
		case 0:
			j := hapJWT()
			s = hapSec("jwt", "chat", fmt.Sprintf("the SMART launch gives me this access token, why does Epic reject it?\n%s", j), j)
		case 1:
			j := hapJWT()
			s = hapSec("jwt", "http", fmt.Sprintf("GET /r4/Observation?patient=%s&category=laboratory HTTP/1.1\nHost: %s\nAuthorization: Bearer %s\nAccept: application/fhir+json", hapR(hapDig, 7), hapPL(hapHosts), j), j)
		case 2:
			body := hapPEMBody(hapN(6, 12))
			s = hapSec("pem-private-key", "pem", fmt.Sprintf("-----BEGIN RSA PRIVATE KEY-----\n%s\n-----END RSA PRIVATE KEY-----\n", body), body)
		case 3:
			body := hapPEMBody(hapN(3, 5))
			intro := "Key for the HL7 over TLS listener (port 6661):"
			s = hapKeep(hapSec("pem-private-key", "notes", fmt.Sprintf("%s\n-----BEGIN PRIVATE KEY-----\n%s\n-----END PRIVATE KEY-----", intro, body), body), intro)
		case 4:
			body := "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n" + hapPEMBody(4)
			s = hapSec("ssh-private-key", "chat", fmt.Sprintf("vendor needs this for the remote support tunnel to the MRI console:\n-----BEGIN OPENSSH PRIVATE KEY-----\n%s\n-----END OPENSSH PRIVATE KEY-----", body), body)
		case 5:
			pw := hapPW()
			b := hapB64Enc(pw)
			u := hapB64Enc(hapPL(hapUsers))
			s = hapSec("k8s-secret", "kubernetes", fmt.Sprintf("apiVersion: v1\nkind: Secret\nmetadata:\n  name: mirth-db\n  namespace: integration\ntype: Opaque\ndata:\n  username: %s\n  password: %s\n", u, b), b)
		case 6:
			up := hapPL(hapUsers) + ":" + hapPW()
			b := hapB64Enc(up)
			s = hapSec("basic-auth", "http", fmt.Sprintf("POST /fhir/Bundle HTTP/1.1\nHost: %s\nAuthorization: Basic %s\nContent-Type: application/fhir+json", hapPL(hapHosts), b), b)
		case 7:
			old, nw := hapPW(), hapPW()
			s = hapSec("password-diff", "diff", fmt.Sprintf("--- a/config/lims.yml\n+++ b/config/lims.yml\n@@ -3,7 +3,7 @@\n   host: lims-db.lab.local\n   user: svc-lims\n-  password: %s\n+  password: %s\n   pool: 10", old, nw), old, nw)
		case 8:
			pw, tok := hapPW(), hapR(hapHexU, 32)
			keep := "REDCAP_URL=https://redcap.research.edu/api/"
			s = hapKeep(hapSec("dotenv", "env", fmt.Sprintf("# trial NCT0%07d sync\n%s\nREDCAP_API_TOKEN=%s\nSMTP_USER=alerts@research.edu\nSMTP_PASSWORD=%s\nDRY_RUN=false\n", hapN(1000000, 6999999), keep, tok, pw), tok, pw), keep)
		case 9:
			sec := hapR(hapB64u, 48)
			s = hapSec("fhir-client-secret", "json", fmt.Sprintf("{\n  \"client_id\": \"%s\",\n  \"client_secret\": \"%s\",\n  \"token_endpoint\": \"https://%s/oauth2/token\",\n  \"scope\": \"system/*.read\"\n}", hapR(hapHex, 8)+"-"+hapR(hapHex, 4)+"-"+hapR(hapHex, 4)+"-"+hapR(hapHex, 4)+"-"+hapR(hapHex, 12), sec, hapPL(hapHosts)), sec)
		case 10:
			pw := hapPW()
			s = hapSec("ldap-bind", "yaml", fmt.Sprintf("ldap:\n  url: ldaps://dc01.hosp.local:636\n  bind_dn: CN=svc_pacs,OU=Service,DC=hosp,DC=local\n  bind_password: '%s'\n", pw), pw)
		default:
			b := hapB64Enc(hapR(hapAlnum, 32))
			s = hapSec("k8s-secret", "kubernetes", fmt.Sprintf("kubectl -n telehealth get secret video-api -o yaml\n...\ndata:\n  api-secret: %s\n", b), b)
		}
		out = append(out, s)
	}
	return out
}
