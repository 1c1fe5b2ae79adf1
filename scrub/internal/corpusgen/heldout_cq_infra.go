package main

import "strings"

// The infrastructure behind the fintech apps: cloud keys, database URLs, chat webhooks,
// CI tokens, signing keys and private keys.

func hcqInfraGens() []hcqGen {
	return []hcqGen{
		{8, hcqAWS},
		{12, hcqDBURL},
		{9, hcqWebhook},
		{6, hcqGitHubTok},
		{7, hcqPEM},
		{8, hcqJWTSecret},
		{6, hcqRedis},
		{6, hcqSendgrid},
		{5, hcqCommitLeak},
		{6, hcqBearerLog},
		{5, hcqFCM},
		{5, hcqCookie},
	}
}

func hcqAKID() string   { return hcqP("AKIA", "AKIA", "ASIA") + rnd(upper+"234567", 16) }
func hcqAWSSec() string { return rnd(alnum+"+/", 40) }
func hcqDBName() string {
	return hcqP("ledger", "wallets", "payments", "loans", "ussd_sessions", "kyc")
}
func hcqDBUser() string { return hcqP("app", "ledger_rw", "postgres", "payments", "root", "admin") }
func hcqSlackHook() string {
	return "https://hooks.slack.com/services/T" + rnd(upper+digits, hcqN(8, 10)) + "/B" + rnd(upper+digits, hcqN(8, 10)) + "/" + rnd(alnum, 24)
}

func hcqAWS() Sample {
	id, sec := hcqAKID(), hcqAWSSec()
	switch rng.IntN(4) {
	case 0:
		t := hcqF("[%s]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = af-south-1\n", hcqP("default", "kudibox-prod", "lipasasa"), id, sec)
		return hcqSec("aws-access-key", "ini", t, []string{id, sec}, "af-south-1")
	case 1:
		t := hcqF("%s: nimeona hii kwa logs za CI 😬 AWS_ACCESS_KEY_ID=%s AWS_SECRET_ACCESS_KEY=%s\n%s: nitazi-rotate sasa hivi", hcqName(), id, sec, hcqName())
		return hcqSec("aws-access-key", "chat", t, []string{id, sec}, "logs za CI")
	case 2:
		t := hcqF("provider \"aws\" {\n  region     = \"af-south-1\"\n  access_key = \"%s\"\n  secret_key = \"%s\"\n}\n", id, sec)
		return hcqSec("aws-access-key", "terraform", t, []string{id, sec}, "provider \"aws\"")
	}
	t := hcqF("The S3 uploader for KYC documents still uses the old key %s (IAM user kyc-uploader). Please deactivate it after Friday.", id)
	return hcqSec("aws-access-key", "ticket", t, []string{id}, "kyc-uploader")
}

func hcqDBURL() Sample {
	co := hcqCo()
	host := hcqHost(co)
	u, pw, db := hcqDBUser(), hcqPw(), hcqDBName()
	pw = strings.NewReplacer("@", "", "/", "", ":", "", "#", "", "?", "", "%", "").Replace(pw)
	if len(pw) < 6 {
		pw += rnd(alnum, 6)
	}
	switch rng.IntN(4) {
	case 0:
		t := hcqF("DATABASE_URL=postgres://%s:%s@%s:5432/%s?sslmode=require\n", u, pw, host, db)
		return hcqSec("db-password", "env", t, []string{pw}, host)
	case 1:
		t := hcqF("services:\n  api:\n    image: %s/api:latest\n    environment:\n      - MONGO_URI=mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s\n      - PORT=8080\n", co.slug, u, pw, rnd(lower+digits, 5), db)
		return hcqSec("db-password", "yaml", t, []string{pw}, "PORT=8080")
	case 2:
		t := hcqF("%s: staging db details: host %s, user %s, password %s, db %s\n%s: connected ✅", hcqName(), host, u, pw, db, hcqName())
		return hcqSec("db-password", "chat", t, []string{pw}, host)
	}
	t := hcqF("$ psql \"postgresql://%s:%s@%s/%s\"\npsql (16.2)\nSSL connection (protocol: TLSv1.3)\n%s=> select count(*) from transactions where status='PENDING';\n count\n-------\n  %d\n", u, pw, host, db, db, hcqN(0, 999))
	return hcqSec("db-password", "shell", t, []string{pw}, host)
}

func hcqWebhook() Sample {
	switch rng.IntN(3) {
	case 0:
		h := hcqSlackHook()
		t := hcqF("# alert on failed STK callbacks\nSLACK_ALERTS_WEBHOOK=%s\nALERT_THRESHOLD=%d\n", h, hcqN(5, 50))
		return hcqSec("slack-webhook", "env", t, []string{h}, "ALERT_THRESHOLD")
	case 1:
		h := "https://discord.com/api/webhooks/" + hcqNum(19) + "/" + rnd(b64url, 68)
		t := hcqF("%s: use this webhook make the payout bot dey post for #float-alerts: %s", hcqName(), h)
		return hcqSec("discord-webhook", "chat", t, []string{h}, "#float-alerts")
	}
	h := "https://" + hcqP("kudibox", "lipasasa", "akibalabs") + ".webhook.office.com/webhookb2/" + hcqUUID() + "@" + hcqUUID() + "/IncomingWebhook/" + rnd(hexs, 32) + "/" + hcqUUID()
	t := hcqF("Teams channel for reconciliation alerts:\n%s\nPosts from the recon job at 06:00 and 18:00 EAT.", h)
	return hcqSec("teams-webhook", "note", t, []string{h}, "reconciliation alerts")
}

func hcqGitHubTok() Sample {
	tok := hcqP("ghp_", "ghp_", "gho_") + rnd(alnum, 36)
	if rng.IntN(3) == 0 {
		tok = "github_pat_" + rnd(alnum, 22) + "_" + rnd(alnum, 59)
	}
	if rng.IntN(2) == 0 {
		t := hcqF("$ git clone https://%s:%s@github.com/%s/ussd-menu.git\nCloning into 'ussd-menu'...\nremote: Enumerating objects: %d, done.", hcqUser(), tok, hcqCo().slug, hcqN(100, 9000))
		return hcqSec("github-token", "shell", t, []string{tok}, "ussd-menu")
	}
	t := hcqF("%s: CI deploy token for the mobile repo: %s (expires in 30 days)", hcqName(), tok)
	return hcqSec("github-token", "slack", t, []string{tok}, "mobile repo")
}

func hcqPEMBody(lines int) string {
	var ls []string
	for i := 0; i < lines; i++ {
		ls = append(ls, rnd(alnum+"+/", 64))
	}
	ls = append(ls, rnd(alnum+"+/", hcqN(20, 60))+"==")
	return strings.Join(ls, "\n")
}

func hcqPEM() Sample {
	kind := hcqP("RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY")
	body := hcqPEMBody(hcqN(3, 8))
	block := "-----BEGIN " + kind + "-----\n" + body + "\n-----END " + kind + "-----"
	switch rng.IntN(3) {
	case 0:
		t := hcqF("Signing key for the Airtel disbursement payload (prod):\n\n%s\n\nThe public half is already uploaded to their portal.", block)
		return hcqSec("private-key", "note", t, []string{body}, "Airtel disbursement")
	case 1:
		t := hcqF("apiVersion: v1\nkind: Secret\nmetadata:\n  name: jwt-signing\nstringData:\n  private.pem: |\n    %s\n", strings.ReplaceAll(block, "\n", "\n    "))
		return hcqSec("private-key", "yaml", t, []string{strings.ReplaceAll(body, "\n", "\n    ")}, "jwt-signing")
	}
	t := hcqF("$ cat ~/.ssh/id_%s_deploy\n%s\n$ ssh -i ~/.ssh/id_%s_deploy deploy@%s", hcqP("rsa", "ecdsa"), block, hcqP("rsa", "ecdsa"), hcqHost(hcqCo()))
	return hcqSec("private-key", "shell", t, []string{body}, "deploy@")
}

func hcqJWTSecret() Sample {
	sec := rnd(alnum, hcqN(32, 64))
	switch rng.IntN(3) {
	case 0:
		t := hcqF("JWT_SECRET=%s\nJWT_EXPIRES_IN=15m\nREFRESH_EXPIRES_IN=30d\n", sec)
		return hcqSec("jwt-secret", "env", t, []string{sec}, "JWT_EXPIRES_IN=15m")
	case 1:
		t := hcqF("export const config = {\n  appKey: '%s',\n  ussdSessionTtl: 180,\n};\n", "base64:"+sec)
		return hcqSec("app-key", "typescript", t, []string{sec}, "ussdSessionTtl")
	}
	tok := hcqJWT()
	t := hcqF("%s: copy this bearer for postman, it's valid till evening\n%s", hcqName(), tok)
	return hcqSec("bearer-token", "chat", t, []string{tok}, "postman")
}

func hcqRedis() Sample {
	pw := rnd(alnum, hcqN(16, 32))
	if rng.IntN(2) == 0 {
		t := hcqF("# sessions for the USSD menu\nbind 10.0.%d.%d\nport 6379\nrequirepass %s\nmaxmemory 2gb\n", hcqN(0, 9), hcqN(2, 250), pw)
		return hcqSec("redis-password", "conf", t, []string{pw}, "maxmemory 2gb")
	}
	t := hcqF("REDIS_URL=redis://default:%s@redis-%s.cache.%s:6379/0", pw, rnd(digits, 5), hcqCo().domain)
	return hcqSec("redis-password", "env", t, []string{pw}, "REDIS_URL=redis://default:")
}

func hcqSendgrid() Sample {
	key := "SG." + rnd(b64url, 22) + "." + rnd(b64url, 43)
	if rng.IntN(2) == 0 {
		t := hcqF("MAIL_MAILER=sendgrid\nSENDGRID_API_KEY=%s\nMAIL_FROM=noreply@%s\n", key, hcqCo().domain)
		return hcqSec("sendgrid-api-key", "env", t, []string{key}, "MAIL_MAILER=sendgrid")
	}
	t := hcqF("%s: statement emails hazifiki. Tumia hii key mpya ya SendGrid: %s", hcqName(), key)
	return hcqSec("sendgrid-api-key", "chat", t, []string{key}, "statement emails")
}

func hcqCommitLeak() Sample {
	sk := hcqPaystackSK()
	sha := rnd(hexs, 7)
	t := hcqF("commit %s%s\nAuthor: %s <%s>\n\n    fix transfer recipient creation\n\ndiff --git a/config/default.js b/config/default.js\n@@ -4,3 +4,3 @@\n-  paystackKey: process.env.PAYSTACK_KEY,\n+  paystackKey: '%s',\n", sha, rnd(hexs, 33), hcqFull(), hcqEmail(hcqCo()), sk)
	return hcqSec("paystack-secret-key", "diff", t, []string{sk}, "fix transfer recipient creation")
}

func hcqBearerLog() Sample {
	tok := hcqJWT()
	rid := rnd(hexs, 16)
	t := hcqF("%s %s DEBUG http outgoing POST /v1/wallets/transfer headers={\"Authorization\": \"Bearer %s\", \"X-Request-Id\": \"%s\"}", hcqDate(), hcqTime(), tok, rid)
	return hcqSec("bearer-token", "log", t, []string{tok}, rid)
}

func hcqFCM() Sample {
	key := "AAAA" + rnd(b64url, 7) + ":APA91b" + rnd(b64url, 134)
	t := hcqF("# push notifications for payment receipts\nFCM_SERVER_KEY=%s\nFCM_SENDER_ID=%s\n", key, hcqNum(12))
	return hcqSec("fcm-server-key", "env", t, []string{key}, "FCM_SENDER_ID=")
}

func hcqCookie() Sample {
	sess := rnd(lower+digits, 32)
	host := hcqHost(hcqCo())
	t := hcqF("curl 'https://%s/admin/agents?page=2' \\\n  -H 'Accept: text/html' \\\n  -H 'Cookie: sessionid=%s; theme=dark; lang=sw'", host, sess)
	return hcqSec("session-cookie", "shell", t, []string{sess}, host)
}
