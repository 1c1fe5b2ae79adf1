package main

import (
	"encoding/base64"
	"strings"
)

// Configs, code, shell sessions and logs of payroll and HR integrations.

func hdlConfigGens() []hdlGen {
	return []hdlGen{
		{hdlCfgEnvSync, 7}, {hdlCfgPersonioYAML, 5}, {hdlCfgGCPJSON, 5}, {hdlCfgTOMLBridge, 5},
		{hdlCfgPython, 5}, {hdlCfgPowerShell, 5}, {hdlCfgCompose, 5}, {hdlCfgLogDSN, 5},
		{hdlCfgK8sSecret, 4}, {hdlCfgDiff, 5}, {hdlCfgAWSCreds, 5}, {hdlCfgAzureConn, 4},
		{hdlCfgOkta, 4}, {hdlCfgAlibaba, 4}, {hdlCfgSlackBot, 4}, {hdlCfgGitClone, 4},
		{hdlCfgGoogleKey, 3}, {hdlCfgTwilio, 4}, {hdlCfgBasicAuthLog, 4}, {hdlCfgTeamsHook, 4},
		{hdlCfgZapier, 4}, {hdlCfgAppSettings, 5}, {hdlCfgLDAP, 4},
	}
}

func hdlCfgEnvSync() Sample {
	co := hdlCoPick()
	key := hdlHex(40)
	hook := hdlSlackHook()
	pw := hdlPwURL()
	dbu := hdlOne("hrsync", "payroll_rw", "people_app")
	host := hdlOne("db-payroll-01.internal", "10.20.4."+hdlDigits(2), "pg.hr.svc.cluster.local")
	lines := []string{"# bamboohr -> payroll sync", "BAMBOOHR_SUBDOMAIN=" + co.slug, "BAMBOOHR_API_KEY=" + key}
	secs := hdlS(key)
	if rng.IntN(2) == 0 {
		lines = append(lines, "SLACK_WEBHOOK_URL="+hook)
		secs = append(secs, hook)
	}
	lines = append(lines, "SYNC_INTERVAL_MIN="+hdlOne("15", "30", "60"), "LOG_LEVEL="+hdlOne("info", "debug"))
	if rng.IntN(2) == 0 {
		lines = append(lines, "DATABASE_URL=postgres://"+dbu+":"+pw+"@"+host+":5432/payroll")
		secs = append(secs, pw)
	}
	return hdlSec("hris-api-key", "env", strings.Join(lines, "\n"), secs, "BAMBOOHR_SUBDOMAIN="+co.slug)
}

func hdlCfgPersonioYAML() Sample {
	cid := "papi-" + hdlUUID()
	sec := "papi-" + rnd(alnum, 48)
	t := hdlF(`personio:
  base_url: https://api.personio.de/v1
  client_id: %s
  client_secret: %s
  attributes:
    - cost_center
    - weekly_working_hours
payroll_export:
  format: %s
  schedule: "0 6 * * 1"`, cid, sec, hdlOne("datev_lodas", "csv", "sage"))
	return hdlSec("oauth-client-secret", "yaml", t, hdlS(sec), cid)
}

func hdlCfgGCPJSON() Sample {
	proj := hdlOne("payroll-analytics", "hr-reporting", "people-bi", "comp-bands") + "-" + hdlDigits(6)
	kid := hdlHex(40)
	_, body := hdlPrivKeyPKCS8()
	esc := "-----BEGIN PRIVATE KEY-----\\n" + strings.ReplaceAll(body, "\n", "\\n") + "\\n-----END PRIVATE KEY-----\\n"
	email := "payroll-export@" + proj + ".iam.gserviceaccount.com"
	t := hdlF(`{
  "type": "service_account",
  "project_id": "%s",
  "private_key_id": "%s",
  "private_key": "%s",
  "client_email": "%s",
  "client_id": "%s",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token"
}`, proj, kid, esc, email, hdlDigits(21))
	return hdlSec("gcp-service-account", "json", t, hdlS(kid, esc), email)
}

// hdlPrivKeyPKCS8 returns a PKCS#8 block and its body.
func hdlPrivKeyPKCS8() (string, string) {
	lines := hdlB64Lines(900+rng.IntN(300), 64)
	lines[0] = "MIIEv" + lines[0][5:]
	body := strings.Join(lines, "\n")
	return "-----BEGIN PRIVATE KEY-----\n" + body + "\n-----END PRIVATE KEY-----", body
}

func hdlCfgTOMLBridge() Sample {
	tok := hdlHex(32)
	xs := rnd(b64url, 48)
	xid := hdlHEX(32)
	t := hdlF(`# timeclock -> Xero payroll bridge
[deputy]
install = "%s.%s.deputy.com"
permanent_token = "%s"

[xero]
client_id = "%s"
client_secret = "%s"
payroll_calendar = "%s"

[rounding]
minutes = %d`, hdlOne("kestrel", "pinecrest", "sunfield", "copperleaf"), hdlOne("uk", "au", "na"), tok, xid, xs,
		hdlOne("Weekly", "Fortnightly", "Monthly"), hdlPickInt(5, 6, 15))
	return hdlSec("timeclock-api-token", "toml", t, hdlS(tok, xs), xid)
}

func hdlCfgPython() Sample {
	sk := hdlStripeSK()
	t := hdlF(`import stripe
import csv

stripe.api_key = "%s"  # TODO move to env before we go live

def pay_contractors(path):
    with open(path) as f:
        for row in csv.DictReader(f):
            stripe.Transfer.create(
                amount=int(float(row["amount"]) * 100),
                currency="%s",
                destination=row["stripe_account"],
                description=f"Contractor payout {row['period']}",
            )`, sk, hdlOne("usd", "gbp", "eur"))
	return hdlSec("stripe-secret-key", "code", t, hdlS(sk))
}

func hdlCfgPowerShell() Sample {
	pw := hdlPw()
	first, last := hdlFirst(), hdlLast()
	sam := hdlUser(first, last)
	t := hdlF(`# New starter from HR onboarding sheet
$first = "%s"; $last = "%s"
$sam = "%s"
$pwd = ConvertTo-SecureString "%s" -AsPlainText -Force
New-ADUser -Name "$first $last" -SamAccountName $sam -AccountPassword $pwd `+"`"+`
  -Enabled $true -ChangePasswordAtLogon $true -Department "%s" -Path "OU=Staff,DC=corp,DC=local"
Add-ADGroupMember -Identity "HR-Portal-Users" -Members $sam`, first, last, sam, pw, hdlOne("Finance", "Operations", "Warehouse", "Nursing"))
	return hdlSec("initial-password", "code", t, hdlS(pw), sam)
}

func hdlCfgCompose() Sample {
	root, app := hdlPwURL(), hdlPwURL()
	t := hdlF(`services:
  orangehrm:
    image: orangehrm/orangehrm:%s
    ports: ["8080:80"]
    environment:
      ORANGEHRM_DATABASE_HOST: db
      ORANGEHRM_DATABASE_USER: orangehrm
      ORANGEHRM_DATABASE_PASSWORD: %s
  db:
    image: mariadb:10.11
    environment:
      MYSQL_ROOT_PASSWORD: %s
      MYSQL_DATABASE: orangehrm
    volumes: ["hrdata:/var/lib/mysql"]
volumes:
  hrdata: {}`, hdlOne("5.6", "5.7", "latest"), app, root)
	return hdlSec("db-password", "yaml", t, hdlS(app, root))
}

func hdlCfgLogDSN() Sample {
	pw := hdlPwURL()
	user := hdlOne("payroll", "hris_ro", "timeclock")
	host := hdlOne("10.1.", "172.16.") + hdlDigits(1) + "." + hdlDigits(2)
	ts := hdlStamp()
	t := hdlF(`%s INFO  payrun-worker starting (run=%s, period=%s)
%s DEBUG connecting to mysql://%s:%s@%s:3306/%s
%s ERROR deadlock detected on table gross_to_net, retrying (1/3)
%s INFO  payrun-worker finished: 312 employees, 0 errors`, ts, hdlDigits(5), hdlDate()[:7], ts, user, pw, host,
		hdlOne("payroll", "hris"), ts, ts)
	return hdlSec("db-password", "log", t, hdlS(pw), host)
}

func hdlCfgK8sSecret() Sample {
	pw := hdlPw()
	key := rnd(alnum, 40)
	t := hdlF(`apiVersion: v1
kind: Secret
metadata:
  name: payslip-mailer
  namespace: hr-apps
type: Opaque
stringData:
  SMTP_USER: payslips@%s
  SMTP_PASSWORD: "%s"
  ARCHIVE_ENCRYPTION_KEY: "%s"`, hdlCoPick().domain, pw, key)
	return hdlSec("smtp-password", "yaml", t, hdlS(pw, key))
}

func hdlCfgDiff() Sample {
	key := hdlSendGrid()
	t := hdlF(`commit %s
Author: %s <%s@%s>

    Move SendGrid key for payslip emails out of settings.py

diff --git a/payslips/settings.py b/payslips/settings.py
@@ -12,7 +12,7 @@ PAYSLIP_FROM = "payroll@%s"
-SENDGRID_API_KEY = "%s"
+SENDGRID_API_KEY = os.environ["SENDGRID_API_KEY"]
 PAYSLIP_TEMPLATE_ID = "d-%s"`, hdlHex(40), hdlFirst(), hdlOne("dev", "it"), hdlCoPick().domain, hdlCoPick().domain, key, hdlHex(32))
	return hdlSec("sendgrid-api-key", "diff", t, hdlS(key))
}

func hdlCfgAWSCreds() Sample {
	id, sec := hdlAWSID(), hdlAWSSecret()
	t := hdlF(`$ cat ~/.aws/credentials
[default]
region = eu-west-1

[payslip-archive]
aws_access_key_id = %s
aws_secret_access_key = %s
$ aws s3 cp payslips_%s.zip s3://%s-payslip-archive/ --profile payslip-archive`, id, sec, hdlDate(), hdlCoPick().slug)
	return hdlSec("aws-access-key", "shell", t, hdlS(id, sec))
}

func hdlCfgAzureConn() Sample {
	acct := hdlCoPick().slug + hdlOne("hrdocs", "payslips", "contracts")
	key := hdlAzureKey()
	t := hdlF(`"ConnectionStrings": {
    "PayslipArchive": "DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net"
}`, acct, key)
	return hdlSec("azure-storage-key", "json", t, hdlS(key), "AccountName="+acct)
}

func hdlCfgOkta() Sample {
	tok := hdlOkta()
	org := hdlCoPick().slug
	t := hdlF(`#!/bin/bash
# deactivate leavers exported from the HRIS termination report
OKTA_ORG="https://%s.okta.com"
OKTA_TOKEN="%s"
while read -r email; do
  id=$(curl -s -H "Authorization: SSWS $OKTA_TOKEN" "$OKTA_ORG/api/v1/users/$email" | jq -r .id)
  curl -s -X POST -H "Authorization: SSWS $OKTA_TOKEN" "$OKTA_ORG/api/v1/users/$id/lifecycle/deactivate"
done < leavers.txt`, org, tok)
	return hdlSec("okta-api-token", "code", t, hdlS(tok), org+".okta.com")
}

func hdlCfgAlibaba() Sample {
	if rng.IntN(2) == 0 {
		id, sec := "LTAI"+rnd(alnum, 20), rnd(alnum, 30)
		t := hdlF("# 上海子公司 工资单 上传 OSS\noss:\n  endpoint: oss-cn-shanghai.aliyuncs.com\n  bucket: %s-payroll-sh\n  access_key_id: %s\n  access_key_secret: %s", hdlCoPick().slug, id, sec)
		return hdlSec("alibaba-access-key", "yaml", t, hdlS(id, sec))
	}
	id, sec := "AKID"+rnd(alnum, 32), rnd(alnum, 32)
	t := hdlF("[cos]\nregion = ap-guangzhou\nbucket = payslips-%s\nsecret_id = %s\nsecret_key = %s", hdlDigits(10), id, sec)
	return hdlSec("tencent-access-key", "ini", t, hdlS(id, sec))
}

func hdlCfgSlackBot() Sample {
	tok := hdlSlackBot()
	ch := "C0" + rnd(upper+digits, 9)
	t := hdlF(`// payday reminder bot
const { WebClient } = require("@slack/web-api");
const slack = new WebClient("%s");

await slack.chat.postMessage({
  channel: "%s",
  text: ":moneybag: Payslips for %s are live in the portal. Questions -> #ask-payroll",
});`, tok, ch, hdlMonth())
	return hdlSec("slack-token", "code", t, hdlS(tok), ch)
}

func hdlCfgGitClone() Sample {
	tok := hdlGHP()
	org := hdlCoPick().slug
	t := hdlF(`payroll@jump01:~$ git clone https://%s@github.com/%s/payroll-scripts.git
Cloning into 'payroll-scripts'...
remote: Enumerating objects: %d, done.
Receiving objects: 100%% (%d/%d), done.
payroll@jump01:~$ cd payroll-scripts && ./build_bank_file.sh --period %s`, tok, org, 200+rng.IntN(900), 150, 150, hdlDate()[:7])
	return hdlSec("github-token", "shell", t, hdlS(tok))
}

func hdlCfgGoogleKey() Sample {
	key := hdlGoogleKey()
	t := hdlF(`// commute allowance: distance home -> site
const MAPS_KEY = "%s";
async function commuteKm(home, site) {
  const r = await fetch(`+"`"+`https://maps.googleapis.com/maps/api/distancematrix/json?origins=${home}&destinations=${site}&key=${MAPS_KEY}`+"`"+`);
  return (await r.json()).rows[0].elements[0].distance.value / 1000;
}`, key)
	return hdlSec("google-api-key", "code", t, hdlS(key))
}

func hdlCfgTwilio() Sample {
	sid := "AC" + hdlHex(32)
	tok := hdlHex(32)
	t := hdlF(`# shift reminder SMS for kiosk staff
TWILIO_ACCOUNT_SID=%s
TWILIO_AUTH_TOKEN=%s
TWILIO_FROM=+44%s
REMINDER_HOURS_BEFORE=%d`, sid, tok, hdlDigits(10), 2+rng.IntN(10))
	return hdlSec("twilio-auth-token", "env", t, hdlS(tok), sid)
}

func hdlCfgBasicAuthLog() Sample {
	user := hdlOne("svc_payroll", "adp-connector", "benefits-edi", "kronos_api")
	pw := hdlPw()
	b := base64.StdEncoding.EncodeToString([]byte(user + ":" + pw))
	t := hdlF(`[%s] POST https://api.%s.example/census/upload -> 401 Unauthorized
  request headers: {"Content-Type": "text/csv", "Authorization": "Basic %s"}
  retrying in 60s (attempt 2/5)`, hdlStamp(), strings.ToLower(strings.Fields(pick(hdlBenefits))[0]), b)
	return hdlSec("basic-auth", "log", t, hdlS(b))
}

func hdlCfgTeamsHook() Sample {
	co := hdlCoPick()
	hook := hdlTeamsHook(co)
	t := hdlF(`alerts:
  payroll_variance_threshold_pct: %d
  notify:
    teams_webhook: %s
    email: payroll-team@%s`, 5+rng.IntN(10), hook, co.domain)
	return hdlSec("teams-webhook", "yaml", t, hdlS(hook), "payroll-team@"+co.domain)
}

func hdlCfgZapier() Sample {
	hook := hdlZapHook()
	v := hdlHRIS()
	t := hdlF(`New hire automation (%s -> IT onboarding board)

Trigger: employee created in %s
Action: POST to %s
Payload: name, start date, manager, department, laptop preference

Anyone who has the hook URL can create cards, so don't paste it in public channels.`, v.name, v.name, hook)
	return hdlSec("zapier-webhook", "wiki", t, hdlS(hook))
}

func hdlCfgAppSettings() Sample {
	co := hdlCoPick()
	pw := hdlPw()
	t := hdlF(`{
  "Payslips": {
    "SmtpHost": "smtp.office365.com",
    "SmtpPort": 587,
    "SmtpUser": "noreply-payroll@%s",
    "SmtpPassword": "%s",
    "PdfPasswordFromDob": true
  },
  "Logging": { "LogLevel": { "Default": "Warning" } }
}`, co.domain, pw)
	return hdlSec("smtp-password", "json", t, hdlS(pw), "noreply-payroll@"+co.domain)
}

func hdlCfgLDAP() Sample {
	pw := hdlPw()
	dn := "CN=svc-hris-sync,OU=Service Accounts,DC=" + hdlOne("corp", "ad", "hq") + ",DC=local"
	t := hdlF(`[ldap]
url = ldaps://dc01.corp.local:636
bind_dn = %s
bind_password = %s
base_dn = OU=Staff,DC=corp,DC=local

[mapping]
employee_id = employeeID
cost_centre = departmentNumber`, dn, pw)
	return hdlSec("ldap-bind-password", "ini", t, hdlS(pw), dn)
}
