package main

import (
	"fmt"
	"strings"
)

// Private keys, cloud and Git host keys, database URLs pasted into chat or notes.

func hadKeys() []Sample {
	return hadRep(28, hadKeySample)
}

var hadKeysN int

func hadKeySample() Sample {
	d := hadDomain()
	n := hadName()
	var text, f, cat string
	var sec, keep []string
	switch hadCyc(&hadKeysN, 16) {
	case 0:
		body := hadPEMBody(hadN(8, 14))
		kind := hadP("RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY")
		cat, f = "pem-private-key", "chat"
		text = fmt.Sprintf("%s\n-----BEGIN %s-----\n%s\n-----END %s-----", hadP("here's the SSL key for "+d+", the cert is already in Plesk:", "private key for the old server:", "key.pem:"), kind, body, kind)
		sec = []string{body}
	case 1:
		body := "b3BlbnNzaC1rZXktdjEAAAAA" + hadPEMBody(hadN(5, 7))
		cat, f = "ssh-private-key", "notes"
		keep = []string{"Host: vps." + d}
		text = fmt.Sprintf("Deploy access\n%s\nUser: deploy\nKey (id_ed25519):\n-----BEGIN OPENSSH PRIVATE KEY-----\n%s\n-----END OPENSSH PRIVATE KEY-----\n", keep[0], body)
		sec = []string{body}
	case 2:
		id, s := hadAWSID(), hadAWSSecret()
		cat, f = "aws", "chat"
		text = fmt.Sprintf("S3 bucket for product images: %s-media\naccess key %s\nsecret %s", strings.Split(d, ".")[0], id, s)
		sec = []string{id, s}
	case 3:
		id, s := hadAWSID(), hadAWSSecret()
		cat, f = "aws", "chat-de"
		text = fmt.Sprintf("Für den SES-Versand: Access Key ID %s, Secret Access Key %s (Region eu-central-1)", id, s)
		sec = []string{id, s}
	case 4:
		k := hadGCPKey()
		cat, f = "gcp", "notes"
		text = "Places API (server, unrestricted!) key: " + k + "\nrestrict to our IPs asap"
		sec = []string{k}
	case 5:
		s := hadR(hadAln, 3) + fmt.Sprint(hadN(0, 9)) + "Q~" + hadR(hadAln+"-_.~", 34)
		cat, f = "azure", "chat"
		text = fmt.Sprintf("Azure app registration for the Microsoft 365 mail: tenant %s, client id %s, client secret %s", hadUUID(), hadUUID(), s)
		sec = []string{s}
	case 6:
		t := hadGhFine()
		cat, f = "github", "chat"
		text = "fine-grained PAT for the theme repo (contents: read): " + t
		sec = []string{t}
	case 7:
		t := hadGhp()
		cat, f = "github", "ticket"
		text = fmt.Sprintf("Trello card: CI for %s\n- GH_TOKEN=%s added to the runner\n- deploy on tag", d, t)
		sec = []string{t}
	case 8:
		t := hadGlpat()
		cat, f = "gitlab", "chat"
		text = "gitlab token: " + t + hadP("", " (api scope)", ", expires in 30 days")
		sec = []string{t}
	case 9:
		t := "ATBB" + hadR(hadAln, 28) + hadR(hadHexU, 8)
		cat, f = "bitbucket", "email"
		text = fmt.Sprintf("Hi %s,\n\nBitbucket app password for the client's repo: %s\nUsername: %s\n\nCheers", n, t, hadUser())
		sec = []string{t}
	case 10:
		pw := hadPwSafe()
		cat, f = "database-url", "chat"
		text = fmt.Sprintf("mongodb+srv://%s:%s@cluster0.%s.mongodb.net/shop?retryWrites=true&w=majority", hadUser(), pw, hadR(hadLo+hadDig, 5))
		sec = []string{pw}
	case 11:
		pw := hadPwSafe()
		cat, f = "database-url", "dotenv"
		text = fmt.Sprintf("DATABASE_URL=mysql://%s:%s@%s:3306/%s\nREDIS_URL=redis://localhost:6379/0\n", hadUser(), pw, hadP("127.0.0.1", "db", "mysql."+d), strings.ReplaceAll(strings.Split(d, ".")[0], "-", "_"))
		sec = []string{pw}
		keep = []string{"REDIS_URL=redis://localhost:6379/0"}
	case 12:
		pw := hadPwSafe()
		cat, f = "database-url", "notes"
		text = fmt.Sprintf("Heroku Postgres: postgres://%s:%s@ec2-%d-%d-%d-%d.eu-west-1.compute.amazonaws.com:5432/%s", strings.ToLower(hadR(hadLo, 14)), pw, hadN(3, 99), hadN(0, 255), hadN(0, 255), hadN(0, 255), hadR(hadLo+hadDig, 14))
		sec = []string{pw}
	case 13:
		pw := hadPwSafe()
		cat, f = "basic-auth-url", "chat"
		text = fmt.Sprintf("staging is behind basic auth: https://%s:%s@staging.%s/", hadP("preview", "klant", "staging"), pw, d)
		sec = []string{pw}
	case 14:
		j := hadJWT()
		cat, f = "jwt", "chat"
		text = "the headless frontend uses this token for the WC Store API, copied from devtools: " + j
		sec = []string{j}
	default:
		pw := hadPwSafe()
		b := hadBasic(hadUser(), pw)
		cat, f = "basic-auth-header", "http"
		text = fmt.Sprintf("GET /wp-json/wp/v2/posts?status=draft HTTP/1.1\nHost: %s\nAuthorization: Basic %s\nAccept: application/json", d, b)
		sec = []string{b}
	}
	s := hadS(cat, f, text, sec...)
	if len(keep) > 0 {
		s = hadKeep(s, keep...)
	}
	return s
}
