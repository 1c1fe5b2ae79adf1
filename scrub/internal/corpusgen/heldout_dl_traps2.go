package main

import (
	"encoding/base64"
	"strings"
)

// More traps: codes talked about but not given, ids, checksums, public material, memories.

func hdlTrap2Gens() []hdlGen {
	return []hdlGen{
		{hdlTCodeTalk, 5}, {hdlTWifiSign, 4}, {hdlTKioskInstr, 5}, {hdlTMFATalk, 5},
		{hdlTLicenceInfo, 4}, {hdlTOwnWebhook, 4}, {hdlTSlackIDs, 4}, {hdlTTwilioSID, 3},
		{hdlTBase64Img, 3}, {hdlTAuditLog, 5}, {hdlTConnIntegrated, 4}, {hdlTPgEnvRef, 4},
		{hdlTExternalSecret, 4}, {hdlTRotateTalk, 5}, {hdlTIBANChange, 5}, {hdlTTracking, 3},
		{hdlTColours, 3}, {hdlTSha256sum, 4}, {hdlTGpgList, 4}, {hdlTEmployerRefs, 4},
		{hdlTHeaders, 4}, {hdlTSSOMinutes, 4}, {hdlTMemory, 6}, {hdlTPlaceholderTokens, 4},
		{hdlTVersion, 4}, {hdlTPhone, 3}, {hdlTKeyTalk, 4}, {hdlTLeave, 4}, {hdlTSMSCodeTalk, 4},
		{hdlTBankForm, 4}, {hdlTRota, 3},
	}
}

func hdlTCodeTalk() Sample {
	t := hdlOne(
		"The keypad code for the payroll office changes on Monday. Your manager will give you the new one in person - please don't ask for it on Teams.",
		"Reminder: never share your clock-in PIN with colleagues. Buddy punching is a disciplinary matter (see handbook section 4.2).",
		"Safe combination was changed after "+hdlFirst()+" left. Only the two cash-wages signatories have it.",
		"Does anyone know who has the alarm code for the back office? I need to be in at 6 to finish the payroll run.",
		"New door codes are 6 digits from now on instead of 4, per the security audit.")
	return hdlTrap("trap-code-talk", hdlOne("chat", "mail"), t)
}

func hdlTWifiSign() Sample {
	t := hdlF(hdlOne(
		"Wi-Fi for new starters: network %s-Guest, the password is on the sign in the break room (it changes monthly).",
		"The clock terminals are on the %s-IoT network now. The key is in the IT password manager under 'Kiosk Wi-Fi'.",
		"Guest Wi-Fi (%s-Visitors) doesn't need a password, just accept the terms on the splash page."), strings.ToUpper(hdlCoPick().slug[:3]))
	return hdlTrap("trap-code-talk", "chat", t)
}

func hdlTKioskInstr() Sample {
	t := hdlF(`HOW TO CLOCK IN (%s)
1. Tap your badge or enter your employee number
2. Enter your 4-digit PIN
3. Look at the camera for the photo
4. Press CLOCK IN - wait for the green tick
Forgot your PIN? Ask your shift lead or email payroll@%s`, pick(hdlClocks), hdlCoPick().domain)
	return hdlTrap("trap-kiosk-instructions", "sign", t)
}

func hdlTMFATalk() Sample {
	v := hdlHRIS()
	t := hdlF(hdlOne(
		"Everyone with %s admin rights: go to Settings > Security, generate backup codes and store them in 1Password. Do not print them.",
		"For %s MFA: open Microsoft Authenticator, tap +, work account, scan the QR code on screen. Done.",
		"The shared payroll MFA phone for %s is in the locked drawer in finance; sign it out on the sheet."), v.name)
	return hdlTrap("trap-mfa-talk", hdlOne("chat", "wiki"), t)
}

func hdlTLicenceInfo() Sample {
	t := hdlF(`%s subscription
Customer number: %s
Licensed employees: up to %d
Renewal date: %s
Licence type: Bureau / multi-company
Version: %d.%d.%d`, hdlOne("BrightPay", "IRIS Payroll Business", "Sage 50 Payroll", "Moneysoft Payroll Manager"), hdlDigits(7), 50*(1+rng.IntN(10)), hdlDate(), 20+rng.IntN(6), rng.IntN(5), rng.IntN(20))
	return hdlTrap("trap-licence-info", "note", t)
}

func hdlTOwnWebhook() Sample {
	co := hdlCoPick()
	t := hdlF(`Webhook endpoint registered in %s:
https://hr-api.%s/webhooks/%s
Events: employee.created, employee.updated, employee.terminated
Payloads are verified with the signing secret from env (WEBHOOK_SIGNING_SECRET).`, hdlHRIS().name, co.domain, hdlOne("personio", "hibob", "bamboohr", "rippling"))
	return hdlTrap("trap-webhook-endpoint", "wiki", t)
}

func hdlTSlackIDs() Sample {
	t := hdlF(`payday-bot posts to:
- #payroll-announcements (%s)
- #ask-payroll (%s)
Escalations go to @%s (%s). Workspace: %s (%s)`, "C0"+rnd(upper+digits, 9), "C0"+rnd(upper+digits, 9), strings.ToLower(hdlFirst()), "U0"+rnd(upper+digits, 9), hdlCoPick().slug+".slack.com", "T0"+rnd(upper+digits, 9))
	return hdlTrap("trap-slack-ids", "note", t)
}

func hdlTTwilioSID() Sample {
	t := hdlF("Shift reminder SMS are sent from Twilio account SID AC%s via messaging service MG%s. The auth token is in Secrets Manager (prod/hr/twilio).", hdlHex(32), hdlHex(32))
	return hdlTrap("trap-account-sid", "note", t)
}

func hdlTBase64Img() Sample {
	img := base64.StdEncoding.EncodeToString(append([]byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR"), hdlBytes(60+rng.IntN(60))...))
	t := hdlF(`<p>Kind regards,<br>%s %s<br>Payroll &amp; Benefits</p>
<img alt="logo" width="120" src="data:image/png;base64,%s">`, hdlFirst(), hdlLast(), img)
	return hdlTrap("trap-base64-image", "html", t)
}

func hdlTAuditLog() Sample {
	var rows []string
	for i := 0; i < 3; i++ {
		rows = append(rows, hdlF("%s  %s  %s  %s  %s", hdlStamp(), hdlUser(hdlFirst(), hdlLast()),
			hdlOne("UPDATE salary", "UPDATE bank_details", "LOGIN success", "PASSWORD_RESET requested", "EXPORT payroll_register", "MFA enrolled"),
			hdlEmpID(), hdlUUID()))
	}
	return hdlTrap("trap-audit-log", "log", "timestamp  actor  action  target  event_id\n"+strings.Join(rows, "\n"))
}

func hdlTConnIntegrated() Sample {
	t := hdlF(`"ConnectionStrings": {
  "Payroll": "Server=%s;Database=Payroll;Integrated Security=true;TrustServerCertificate=true",
  "Timeclock": "Server=%s;Database=TimeAttendance;Authentication=Active Directory Managed Identity"
}`, hdlOne("sql01", "SQLPAY\\PROD", "payroll-sql.corp.local"), hdlOne("tcdb.database.windows.net", "sql02"))
	return hdlTrap("trap-connection-string", "json", t)
}

func hdlTPgEnvRef() Sample {
	t := hdlF(`export PGPASSWORD="$(aws secretsmanager get-secret-value --secret-id prod/payroll/db --query SecretString --output text)"
psql "postgres://payroll_ro:${PGPASSWORD}@%s:5432/payroll" -c "select count(*) from payslips where period='%s'"`, hdlOne("db-payroll-01.internal", "payroll.cluster-ro.eu-west-1.rds.amazonaws.com"), hdlDate()[:7])
	return hdlTrap("trap-secret-ref", "shell", t)
}

func hdlTExternalSecret() Sample {
	t := `apiVersion: external-secrets.io/v1beta1
kind: ExternalSecret
metadata:
  name: payroll-bridge
spec:
  secretStoreRef: {name: vault-backend, kind: ClusterSecretStore}
  data:
    - secretKey: SFTP_PASSWORD
      remoteRef: {key: hr/payroll/bank, property: sftp_password}
    - secretKey: HRIS_API_KEY
      remoteRef: {key: hr/payroll/` + hdlOne("personio", "bamboohr", "hibob") + `, property: api_key}`
	return hdlTrap("trap-secret-ref", "yaml", t)
}

func hdlTRotateTalk() Sample {
	var t string
	switch rng.IntN(3) {
	case 0:
		t = hdlF("Rotated the bank SFTP password today (%s). New one is in Vault under hr/payroll/bank, the batch job picks it up automatically.", hdlDate())
	case 1:
		t = hdlF("We rotate the %s API key every quarter; last rotation %s. Next one is on the calendar.", hdlHRIS().name, hdlDate())
	default:
		t = hdlF("Heads up: the shared payroll admin password was changed on %s after %s left. Ask me for the new one in person.", hdlDate(), hdlFirst())
	}
	return hdlTrap("trap-password-talk", "chat", t)
}

func hdlTIBANChange() Sample {
	first, last := hdlFirst(), hdlLast()
	t := hdlF(`Subject: Change of bank details

Hi Payroll,

Please pay my salary into my new account from the %s payroll:
Account holder: %s %s
IBAN: %s
BIC: %s

Employee number %s. Thanks!`, hdlMonth(), first, last, hdlIBAN(), hdlOne("INGBNL2A", "DEUTDEFF", "BNPAFRPP", "CAIXESBB"), hdlEmpID())
	return hdlTrap("trap-iban", "mail", t)
}

func hdlTTracking() Sample {
	t := hdlF("The P60s went out by Royal Mail Special Delivery, tracking %s and %s. Invoice from the print bureau is %s.",
		strings.ToUpper(rnd(lower, 2))+hdlDigits(9)+"GB", strings.ToUpper(rnd(lower, 2))+hdlDigits(9)+"GB", "PB-"+hdlDigits(6))
	return hdlTrap("trap-tracking", "chat", t)
}

func hdlTColours() Sample {
	t := hdlF(`/* payslip template */
.header { background: #%s; color: #%s; }
.net-pay { font-weight: 700; color: #%s; }
.footer { border-top: 1px solid #%s; }`, hdlHex(6), hdlHex(6), hdlHex(6), hdlHex(3))
	return hdlTrap("trap-colour", "css", t)
}

func hdlTSha256sum() Sample {
	d := hdlDate()
	t := hdlF(`$ sha256sum payments_%s.xml payments_%s.xml.pgp
%s  payments_%s.xml
%s  payments_%s.xml.pgp`, d, d, hdlHex(64), d, hdlHex(64), d)
	return hdlTrap("trap-checksum", "shell", t)
}

func hdlTGpgList() Sample {
	t := hdlF(`$ gpg --list-keys payroll
pub   rsa4096 %s [SC] [expires: %s]
      %s
uid           [ultimate] Payroll Signing <payroll@%s>
sub   rsa4096 %s [E]`, hdlDate(), hdlDate(), hdlHEX(40), hdlCoPick().domain, hdlDate())
	return hdlTrap("trap-gpg-list", "shell", t)
}

func hdlTEmployerRefs() Sample {
	t := hdlF(`Employer references (%s)
PAYE reference: %s/%s
Pension scheme: %s, employer ref %s
Bacs SUN: %s
Company number: %s`, hdlCoPick().name, hdlDigits(3), strings.ToUpper(rnd(lower, 2))+hdlDigits(5), pick(hdlBenefits), "EMP"+hdlDigits(9), hdlDigits(6), hdlDigits(8))
	return hdlTrap("trap-employer-ref", "note", t)
}

func hdlTHeaders() Sample {
	t := hdlF(`HTTP/2 200
content-type: application/json; charset=utf-8
x-request-id: %s
x-ratelimit-remaining: %d
etag: W/"%s"
cache-control: no-store
strict-transport-security: max-age=31536000`, hdlUUID(), rng.IntN(1000), hdlHex(32))
	return hdlTrap("trap-request-id", "http", t)
}

func hdlTSSOMinutes() Sample {
	t := hdlF(`# HR systems check-in %s
- SSO for %s went live; the shared admin login has been disabled.
- %s to remove old local accounts by Friday.
- Password manager rollout: 80%% of HR team onboarded.
- No credentials in tickets please, link to the vault item instead.`, hdlDate(), hdlHRIS().name, hdlFirst())
	return hdlTrap("trap-password-talk", "meeting-notes", t)
}

func hdlTMemory() Sample {
	v := hdlHRIS()
	var t string
	switch rng.IntN(3) {
	case 0:
		t = hdlF("User is the payroll lead at %s; they run payroll in %s on the 25th and approve bank files in %s. Prefers short answers.", hdlCoPick().name, v.name, pick(hdlBanks))
	case 1:
		t = hdlF("User manages benefits for about %d employees at %s. Open enrolment is in November; the broker is %s.", 40+rng.IntN(800), hdlCoPick().name, hdlOne("Mercer", "WTW", "Gallagher"))
	default:
		t = hdlF("User's team uses %s for timesheets and %s for payroll. Their password manager is 1Password; never ask them to paste credentials.", pick(hdlClocks), v.name)
	}
	return hdlTrap("trap-memory", "memory", t)
}

func hdlTPlaceholderTokens() Sample {
	t := `## Configuration

Set these before starting the rota bot:

| Variable | Example |
|----------|---------|
| DISCORD_TOKEN | <your-bot-token> |
| SLACK_BOT_TOKEN | xoxb-your-token-here |
| GITHUB_TOKEN | ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX |
| HRIS_API_KEY | (from the HRIS admin panel) |`
	return hdlTrap("trap-placeholder", "markdown", t)
}

func hdlTVersion() Sample {
	t := hdlF(`%s release %d.%d.%d (build %s)
- Updated tax tables for %d/%d
- Fixed: holiday pay accrual for irregular hours
- New: RTI submission retry
Checksum (installer): %s`, hdlOne("BrightPay", "IRIS Payroll", "TimeTrex", "Payroll Manager"), 20+rng.IntN(5), rng.IntN(9), rng.IntN(30), hdlHex(12), 2025, 26, hdlHex(64))
	return hdlTrap("trap-version", "note", t)
}

func hdlTPhone() Sample {
	t := hdlF("%s employer helpline: +44 %s %s (Mon-Fri 8-6). Out of hours for payroll emergencies: +1 %s-%s-%s. Quote your employer ID %s.",
		pick(hdlBenefits), hdlDigits(3), hdlDigits(7), hdlDigits(3), hdlDigits(3), hdlDigits(4), "ER"+hdlDigits(7))
	return hdlTrap("trap-phone", "note", t)
}

func hdlTKeyTalk() Sample {
	t := hdlF("IAM user payroll-export: access key created %s, last used %s from eu-west-1, status Inactive. The new key is in Secrets Manager (prod/payroll/export). Account %s.", hdlDate(), hdlDate(), hdlDigits(12))
	return hdlTrap("trap-key-talk", "note", t)
}

func hdlTLeave() Sample {
	t := hdlF(`Leave request %s
Employee: %s %s (%s)
Type: %s
From %s to %s (%d days)
Approved by: %s`, "LR-"+hdlDigits(6), hdlFirst(), hdlLast(), hdlEmpID(), hdlOne("Annual leave", "Parental leave", "Sick leave (self-cert)", "Unpaid leave"), hdlDate(), hdlDate(), 1+rng.IntN(15), hdlFirst())
	return hdlTrap("trap-ticket", "ticket", t)
}

func hdlTSMSCodeTalk() Sample {
	t := hdlF(hdlOne(
		"When you log into %s from a new device you'll get a 6-digit code by text. We will never ask you for that code - if someone does, report it.",
		"Phishing alert: emails pretending to be %s asking you to 'verify your payroll details'. Don't click, don't enter your password.",
		"If %s asks for your security code and you didn't try to sign in, change your password and tell IT."), hdlHRIS().name)
	return hdlTrap("trap-mfa-talk", "mail", t)
}

func hdlTBankForm() Sample {
	var rows []string
	for i := 0; i < 2+rng.IntN(3); i++ {
		rows = append(rows, strings.Join([]string{hdlEmpID(), hdlFirst() + " " + hdlLast(), hdlDigits(2) + "-" + hdlDigits(2) + "-" + hdlDigits(2), hdlDigits(8), hdlDate()}, ","))
	}
	return hdlTrap("trap-bank-details", "csv", "employee_id,name,sort_code,account_number,effective_from\n"+strings.Join(rows, "\n"))
}

func hdlTRota() Sample {
	var rows []string
	for i := 0; i < 4; i++ {
		rows = append(rows, hdlF("| %s | %s | %s | %s |", hdlFirst(), hdlOne("E1", "L2", "N", "OFF"), hdlOne("E1", "L2", "N", "OFF"), hdlOne("E1", "L2", "N", "OFF")))
	}
	t := "Rota " + pick(hdlSites) + "\n| Name | Mon | Tue | Wed |\n|---|---|---|---|\n" + strings.Join(rows, "\n") + "\nE1 = 06:00-14:00, L2 = 14:00-22:00, N = nights"
	return hdlTrap("trap-rota", "markdown-table", t)
}
