package main

import (
	"fmt"
	"strings"
)

// Code, shell sessions, logs, diffs and commits around legal-tech integrations.

func hdqCodeGens() []hdqGen {
	return []hdqGen{
		{6, hdqCodeDocuSign}, {6, hdqCodeCurlBearer}, {4, hdqCodeAWSExport}, {5, hdqCodeCookieLog},
		{5, hdqCodeStripeDiff}, {4, hdqCodeCommitMsg}, {5, hdqCodeGoWebhook}, {5, hdqCodeTeamsPS},
		{4, hdqCodeZapier}, {4, hdqCodeDropbox}, {5, hdqCodePEM}, {5, hdqCodeSSHPass},
		{5, hdqCodeEFMLog}, {4, hdqCodeGoogleKey}, {4, hdqCodeMysqlShell},
	}
}

func hdqCodeDocuSign() Sample {
	ik := hdqUUID()
	acct := hdqUUID()
	sec := hdqUUID()
	text := fmt.Sprintf(`# sign_engagement.py - sends engagement letters for e-signature
DS_INTEGRATION_KEY = "%s"
DS_ACCOUNT_ID = "%s"
DS_SECRET_KEY = "%s"  # app secret, from Apps and Keys
DS_BASE = "https://%s.docusign.net/restapi"

def send(envelope_path, client_email):
    ...`, ik, acct, sec, pick([]string{"eu", "na3", "na4", "demo"}))
	return hdqS("docusign-secret-key", "python", text, []string{sec}, ik, acct)
}

func hdqCodeCurlBearer() Sample {
	var tok, host, path string
	switch rng.IntN(3) {
	case 0:
		tok, host, path = hdqJWT("https://app.clio.com"), "app.clio.com", "/api/v4/matters.json?status=open"
	case 1:
		tok, host, path = hdqJWT("filevine"), "api.filevine.io", "/core/projects?limit=50"
	default:
		tok, host, path = rnd(alnum, 40+rng.IntN(24)), "api.mycase.com", "/v1/cases?page=2"
	}
	text := fmt.Sprintf("$ curl -s -H \"Authorization: Bearer %s\" \\\n    \"https://%s%s\" | jq '.data | length'\n%d", tok, host, path, rng.IntN(400))
	return hdqS("bearer-token", "shell", text, []string{tok}, host)
}

func hdqCodeAWSExport() Sample {
	id, sec := hdqAWSID(), hdqAWSSecret()
	bucket := strings.ToLower(pick(hdqLasts)) + "-" + pick([]string{"matter-archive", "discovery-productions", "closed-files"})
	vol, m := fmt.Sprintf("PROD%03d", rng.IntN(999)), hdqMatter()
	text := fmt.Sprintf(`$ export AWS_ACCESS_KEY_ID=%s
$ export AWS_SECRET_ACCESS_KEY=%s
$ aws s3 sync ./%s s3://%s/%s/ --sse AES256
upload: %s/vol01.zip to s3://%s/%s/vol01.zip`, id, sec, vol, bucket, m, vol, bucket, m)
	return hdqS("aws-access-key", "shell", text, []string{id, sec}, bucket)
}

func hdqCodeCookieLog() Sample {
	name, val := hdqSession()
	ip := fmt.Sprintf("10.%d.%d.%d", rng.IntN(255), rng.IntN(255), rng.IntN(255))
	text := fmt.Sprintf(`%sT%s:%02dZ DEBUG portal.http request GET /matters/%d/documents from %s
%sT%s:%02dZ DEBUG portal.http headers: Host=clients.%s; Cookie=%s=%s; Accept=text/html
%sT%s:%02dZ INFO  portal.http 200 in %dms`, "2025-03-0"+fmt.Sprint(1+rng.IntN(9)), hdqTime(), rng.IntN(60), rng.IntN(90000), ip,
		"2025-03-0"+fmt.Sprint(1+rng.IntN(9)), hdqTime(), rng.IntN(60), hdqFirm().domain, name, val,
		"2025-03-0"+fmt.Sprint(1+rng.IntN(9)), hdqTime(), rng.IntN(60), 20+rng.IntN(900))
	return hdqS("session-cookie", "log", text, []string{val}, ip)
}

func hdqCodeStripeDiff() Sample {
	key := hdqStripe()
	text := fmt.Sprintf(`diff --git a/billing/retainers.js b/billing/retainers.js
--- a/billing/retainers.js
+++ b/billing/retainers.js
@@ -3,7 +3,7 @@
 // trust-account retainer payments from the client portal
-const stripe = require('stripe')('%s');
+const stripe = require('stripe')(process.env.STRIPE_SECRET_KEY);
 
 async function chargeRetainer(matterId, amountCents) {`, key)
	return hdqS("stripe-secret-key", "diff", text, []string{key}, "retainers.js")
}

func hdqCodeCommitMsg() Sample {
	key := pick([]string{hdqSendGrid(), hdqStripe(), hdqSlackBot()})
	text := fmt.Sprintf("commit %s\nAuthor: %s <%s>\nDate:   %s\n\n    hotfix: court deadline emails not sending\n\n    prod key was revoked, swapped in the new one (%s) until\n    ops moves it into the vault", rnd(hexs, 40), hdqPerson(), "dev@"+hdqFirm().domain, hdqDate(), key)
	return hdqS("api-key", "commit", text, []string{key})
}

func hdqCodeGoWebhook() Sample {
	hook := hdqSlackHook()
	text := fmt.Sprintf(`package deadlines

// notifies #docketing when a response deadline is under 72h away
const docketingWebhook = "%s"

func notify(matter, due string) error {
	return postJSON(docketingWebhook, map[string]string{"text": matter + " due " + due})
}`, hook)
	return hdqS("slack-webhook", "go", text, []string{hook})
}

func hdqCodeTeamsPS() Sample {
	hook := hdqTeamsHook()
	text := fmt.Sprintf(`# Post-LimitationAlerts.ps1 - runs nightly from the docketing server
$hook = "%s"
$due = Get-DueLimitations -Days 30
foreach ($m in $due) {
  Invoke-RestMethod -Uri $hook -Method Post -ContentType 'application/json' -Body (@{ text = "$($m.Matter): limitation $($m.Date)" } | ConvertTo-Json)
}`, hook)
	return hdqS("teams-webhook", "powershell", text, []string{hook})
}

func hdqCodeZapier() Sample {
	hook := hdqZapierHook()
	text := fmt.Sprintf("Intake automation (wiki)\n\n1. Web form on the website posts to our Zap:\n   %s\n2. Zap creates a Lead in Clio Grow and emails intake@%s\n3. Conflict check is still manual - see Conflicts page.", hook, hdqFirm().domain)
	return hdqS("zapier-webhook", "wiki", text, []string{hook})
}

func hdqCodeDropbox() Sample {
	tok := hdqDropbox()
	text := fmt.Sprintf(`>>> import dropbox
>>> dbx = dropbox.Dropbox("%s")
>>> [e.name for e in dbx.files_list_folder("/Clients/%s").entries][:3]
['Engagement letter.pdf', 'ID docs', 'Completion statement v2.xlsx']`, tok, hdqLast())
	return hdqS("dropbox-token", "python", text, []string{tok})
}

func hdqCodePEM() Sample {
	var text, kind string
	switch rng.IntN(4) {
	case 0:
		kind, text = "RSA PRIVATE KEY", "Here's the key DocuSign generated for our JWT grant, paste it into the signing service's key file:\n\n%s\n\nIntegration key is on the Apps and Keys page."
	case 1:
		kind, text = "OPENSSH PRIVATE KEY", "$ cat ~/.ssh/deploy_precedents\n%s\n$ chmod 600 ~/.ssh/deploy_precedents"
	case 2:
		kind, text = "EC PRIVATE KEY", "Signing key for the client-portal audit log (keep offline):\n%s"
	default:
		kind, text = "PRIVATE KEY", "efiling-client.key (used by the EFSP client cert for court submissions):\n%s"
	}
	block, body := hdqPEM(kind)
	return hdqS("private-key", "pem", fmt.Sprintf(text, block), []string{body})
}

func hdqCodeSSHPass() Sample {
	pw := hdqPw()
	for strings.Contains(pw, "'") {
		pw = hdqPw()
	}
	host := pick([]string{"sftp.searchprovider.co.uk", "transfer.titleco.com", "ftp.courtreporting.net"})
	u := strings.ToLower(pick(hdqLasts)) + rnd(digits, 3)
	ref := rnd(upper, 2) + rnd(digits, 6)
	text := fmt.Sprintf("$ sshpass -p '%s' sftp %s@%s\nConnected to %s.\nsftp> get results/%s_searches.pdf\nFetching /results/%s_searches.pdf to %s_searches.pdf", pw, u, host, host, ref, ref, ref)
	return hdqS("sftp-password", "shell", text, []string{pw}, u+"@"+host)
}

func hdqCodeEFMLog() Sample {
	tok := rnd(b64url, 40+rng.IntN(30))
	env := hdqUUID()
	text := fmt.Sprintf(`[%s] efm-client INFO  ReviewFiling envelope=%s court=%s
[%s] efm-client DEBUG POST /EFMFirmService.svc UserAuthToken: %s
[%s] efm-client INFO  filing accepted, lead doc stamped`, hdqTime(), env, pick([]string{"harris:cc", "dallas:dc", "travis:cr", "cook:ch"}), hdqTime(), tok, hdqTime())
	return hdqS("session-token", "log", text, []string{tok}, env)
}

func hdqCodeGoogleKey() Sample {
	key := hdqGoogleKey()
	text := fmt.Sprintf(`// process-server tracker map
const map = new google.maps.Map(el, { zoom: 11 });
loader.load({ apiKey: "%s", version: "weekly" });`, key)
	if rng.IntN(2) == 0 {
		text = fmt.Sprintf("GOOGLE_API_KEY=%s  # geocoding for service addresses\nSERVICE_RADIUS_KM=25", key)
	}
	return hdqS("google-api-key", "js", text, []string{key})
}

func hdqCodeMysqlShell() Sample {
	pw := hdqURLPw()
	u := pick([]string{"conv_app", "conveyancing", "root", "cms_admin"})
	host := pick([]string{"conv-db01", "127.0.0.1", "mysql.conv.internal"})
	text := fmt.Sprintf("$ mysql -h %s -u %s -p%s conveyancing -e \"select count(*) from completions where date >= '2025-01-01'\"\n+----------+\n| count(*) |\n+----------+\n|      %d |\n+----------+", host, u, pw, 100+rng.IntN(800))
	return hdqS("db-password", "shell", text, []string{pw}, host)
}
