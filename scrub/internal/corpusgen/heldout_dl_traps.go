package main

import (
	"strings"
)

// Traps (no secret) in the payroll/HR setting: talk about passwords, placeholders, references
// to where secrets live, masked values and identifiers shaped like the secrets' neighbours.

func hdlTrapGens() []hdlGen {
	return []hdlGen{
		{hdlTPolicy, 5}, {hdlTResetTalk, 5}, {hdlTWelcomeTemplate, 5}, {hdlTEnvExample, 5},
		{hdlTActions, 5}, {hdlTVaultYAML, 5}, {hdlTMasked, 5}, {hdlTRedactedLog, 5},
		{hdlTPublishable, 4}, {hdlTClientID, 5}, {hdlTARN, 4}, {hdlTTenant, 4},
		{hdlTRequestID, 5}, {hdlTOnboardCSV, 5}, {hdlTOnboardMD, 4}, {hdlTPayrunLog, 5},
		{hdlTPain001, 5}, {hdlTNACHA, 3}, {hdlTDeviceInfo, 4}, {hdlTPunchCSV, 4},
		{hdlTBankPGPPub, 4}, {hdlTSSHPub, 4}, {hdlTDigest, 3}, {hdlTGitLog, 4},
		{hdlTPayslip, 4}, {hdlTEnrolConfirm, 4}, {hdlTInvoice, 4}, {hdlTPdfDOB, 4},
		{hdlTForeignTalk, 5},
	}
}

func hdlTPolicy() Sample {
	v := hdlHRIS()
	t := hdlF(hdlOne(
		"Reminder from IT: %s passwords must be at least %d characters, can't reuse your last 5, and expire every 90 days. MFA is mandatory for anyone with payroll access.",
		"Q: what are the password rules for %s?\nA: minimum %d characters, one number, one symbol. Passphrases are fine. You can't use your name or employee number.",
		"Security review notes (%s): password length %d+ enforced via SSO policy, lockout after 5 attempts, session timeout 15 min."), v.name, hdlPickInt(10, 12, 14, 16))
	return hdlTrap("trap-password-policy", hdlOne("chat", "wiki", "note"), t)
}

func hdlTResetTalk() Sample {
	first := hdlFirst()
	v := hdlHRIS()
	t := hdlF(hdlOne(
		"Hi %s, I've reset your %s password. You'll get an email with a link to choose a new one (check spam). I can't see or set your password myself.",
		"%s: I've unlocked your %s account; use 'Forgot password' on the login page and it'll text you a code.",
		"Hi %s - %s locked you out after too many attempts. I've sent a password reset link to your personal email; it's valid for 24 hours."), first, v.name)
	return hdlTrap("trap-password-talk", hdlOne("chat", "mail"), t)
}

func hdlTWelcomeTemplate() Sample {
	v := hdlHRIS()
	t := hdlF(`Subject: Welcome to {{company_name}} - your %s account

Dear {{first_name}},

Portal: %s
Username: {{work_email}}
Temporary password: {{temp_password}}

You'll be asked to change it at first login.
{{signature}}`, v.name, hdlURL(v, hdlCoPick()))
	if rng.IntN(2) == 0 {
		t = strings.ReplaceAll(t, "{{temp_password}}", "<generated, sent by SMS>")
	}
	return hdlTrap("trap-template-placeholder", "mail", t)
}

func hdlTEnvExample() Sample {
	t := hdlF(`# .env.example - copy to .env and fill in real values (never commit .env)
BAMBOOHR_SUBDOMAIN=%s
BAMBOOHR_API_KEY=<your-bamboohr-api-key>
SFTP_HOST=%s
SFTP_USER=%s
SFTP_PASSWORD=changeme
SLACK_WEBHOOK_URL=https://hooks.slack.com/services/XXXXXXXXX/XXXXXXXXX/XXXXXXXXXXXXXXXXXXXXXXXX
STRIPE_SECRET_KEY=sk_live_...`, hdlCoPick().slug, hdlBankHost(), "CUST"+hdlDigits(5))
	return hdlTrap("trap-placeholder", "env", t)
}

func hdlTActions() Sample {
	t := hdlF(`name: nightly-payroll-export
on:
  schedule:
    - cron: "0 %d * * 1-5"
jobs:
  export:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - run: python export.py --period ${{ github.event.inputs.period }}
        env:
          PERSONIO_CLIENT_ID: ${{ vars.PERSONIO_CLIENT_ID }}
          PERSONIO_CLIENT_SECRET: ${{ secrets.PERSONIO_CLIENT_SECRET }}
          SFTP_PASSWORD: ${{ secrets.BANK_SFTP_PASSWORD }}`, 1+rng.IntN(5))
	return hdlTrap("trap-secret-ref", "yaml", t)
}

func hdlTVaultYAML() Sample {
	t := hdlF(`payroll_bridge:
  hris:
    api_key: vault:secret/data/hr/%s#api_key
  bank:
    sftp_host: %s
    sftp_user: %s
    sftp_password: ${BANK_SFTP_PASSWORD}
    pgp_passphrase_file: /run/secrets/pgp_passphrase
  slack_webhook: op://Payroll/Slack alerts/webhook`, strings.ToLower(strings.Fields(hdlHRIS().name)[0]), hdlBankHost(), "pay"+hdlDigits(5))
	return hdlTrap("trap-secret-ref", "yaml", t)
}

func hdlTMasked() Sample {
	v := hdlHRIS()
	t := hdlF(hdlOne(
		"%s > Settings > API keys\nName: payroll-export\nKey: ••••••••••••••••%s\nCreated: %s by %s\nLast used: today",
		"%s integration page shows the key as sk_live_****************%s, created %s by %s. We can't see the full value any more, only regenerate it.",
		"Audit: %s API key ending in ...%s was created on %s by %s and is still active."), v.name, hdlHex(4), hdlDate(), hdlFirst())
	return hdlTrap("trap-masked-key", hdlOne("note", "chat"), t)
}

func hdlTRedactedLog() Sample {
	t := hdlF(`%s INFO  sftp-upload: connecting to %s as %s
%s DEBUG sftp-upload: auth method=password password=[REDACTED]
%s INFO  sftp-upload: uploaded payments_%s.xml (%d bytes)
%s DEBUG hris-client: GET /v1/employees Authorization: Bearer ****`, hdlStamp(), hdlBankHost(), "pay"+hdlDigits(5), hdlStamp(), hdlStamp(), hdlDate(), 10000+rng.IntN(90000), hdlStamp())
	return hdlTrap("trap-redacted", "log", t)
}

func hdlTPublishable() Sample {
	t := hdlF(`<!-- employee perks shop: checkout -->
<script src="https://js.stripe.com/v3/"></script>
<script>
  const stripe = Stripe("pk_live_%s");
  const elements = stripe.elements({ locale: "%s" });
</script>`, "51"+rnd(alnum, 97), hdlOne("en-GB", "de", "fr", "nl"))
	return hdlTrap("trap-publishable-key", "code", t)
}

func hdlTClientID() Sample {
	var t string
	switch rng.IntN(3) {
	case 0:
		t = hdlF("The Xero payroll app is registered as client_id %s. The client secret is in Key Vault (kv-hr-prod / xero-client-secret), ask %s if you need access.", hdlHEX(32), hdlFirst())
	case 1:
		t = hdlF("Personio API credentials: client ID papi-%s. Secret was shared by %s via the password manager, not email.", hdlUUID(), hdlFirst())
	default:
		t = hdlF("Entra ID app for HR provisioning\nApplication (client) ID: %s\nDirectory (tenant) ID: %s\nClient secret: stored in Key Vault, expires in 12 months", hdlUUID(), hdlUUID())
	}
	return hdlTrap("trap-client-id", hdlOne("chat", "note"), t)
}

func hdlTARN() Sample {
	acct := hdlDigits(12)
	co := hdlCoPick().slug
	t := hdlF(`{
  "Version": "2012-10-17",
  "Statement": [{
    "Effect": "Allow",
    "Principal": {"AWS": "arn:aws:iam::%s:role/payroll-export"},
    "Action": ["s3:PutObject"],
    "Resource": "arn:aws:s3:::%s-payslip-archive/*"
  }]
}`, acct, co)
	return hdlTrap("trap-arn", "json", t)
}

func hdlTTenant() Sample {
	t := hdlF(`Workday tenant: %s_prod (data centre wd%d)
Entra tenant ID: %s
SCIM endpoint: https://%s.myworkday.com/ccx/scim/v2
Provisioning job ID: %s`, hdlCoPick().slug, 1+rng.IntN(5), hdlUUID(), hdlOne("wd3-impl-services1", "wd5-services1"), "Workday."+hdlHex(32)+".0")
	return hdlTrap("trap-tenant-id", "note", t)
}

func hdlTRequestID() Sample {
	v := hdlHRIS()
	t := hdlF(`Hello,

Thank you for contacting %s Support. We have logged case #%s regarding the failed payroll import.
Could you confirm the time of the error? Our logs show request ID %s at %s UTC with correlation id %s.

Best regards,
%s Support`, v.name, hdlDigits(8), hdlOne("req_"+rnd(alnum, 14), hdlUUID(), hdlHex(32)), hdlTime(), hdlUUID(), v.name)
	return hdlTrap("trap-request-id", "mail", t)
}

func hdlTOnboardCSV() Sample {
	co := hdlCoPick()
	var rows []string
	for i := 0; i < 2+rng.IntN(3); i++ {
		f, l := hdlFirst(), hdlLast()
		rows = append(rows, strings.Join([]string{hdlEmpID(), f, l, hdlDate(), hdlMail(f, l, co), hdlOne("SSO", "SSO", "invite sent"), hdlOne("yes", "no")}, ","))
	}
	t := "employee_id,first_name,last_name,start_date,work_email,login,right_to_work_checked\n" + strings.Join(rows, "\n")
	return hdlTrap("trap-onboarding-sheet", "csv", t)
}

func hdlTOnboardMD() Sample {
	co := hdlCoPick()
	f1, l1, f2, l2 := hdlFirst(), hdlLast(), hdlFirst(), hdlLast()
	t := hdlF(`### Starters w/c %s

| Name | Email | Initial pw | Payroll |
|------|-------|------------|---------|
| %s %s | %s | sent by SMS | done |
| %s %s | %s | %s | pending P45 |`, hdlDate(), f1, l1, hdlMail(f1, l1, co), f2, l2, hdlMail(f2, l2, co), hdlOne("********", "n/a (SSO)", "[redacted]"))
	return hdlTrap("trap-onboarding-sheet", "markdown-table", t)
}

func hdlTPayrunLog() Sample {
	t := hdlF(`[%s] payrun %s started by %s
[%s] period=%s employees=%d gross=%d.%02d net=%d.%02d
[%s] bank file %s generated, sha256=%s
[%s] payrun %s status=APPROVED`, hdlStamp(), "PR-"+hdlDigits(6), hdlFirst(), hdlStamp(), hdlDate()[:7], 50+rng.IntN(900),
		100000+rng.IntN(900000), rng.IntN(100), 80000+rng.IntN(700000), rng.IntN(100), hdlStamp(), "BF"+hdlDigits(8), hdlHex(64), hdlStamp(), "PR-"+hdlDigits(6))
	return hdlTrap("trap-batch-id", "log", t)
}

func hdlTPain001() Sample {
	t := hdlF(`<GrpHdr>
  <MsgId>PAYROLL-%s</MsgId>
  <CreDtTm>%s</CreDtTm>
  <NbOfTxs>%d</NbOfTxs>
</GrpHdr>
<CdtTrfTxInf>
  <PmtId><EndToEndId>SAL-%s-%s</EndToEndId></PmtId>
  <Amt><InstdAmt Ccy="EUR">%d.%02d</InstdAmt></Amt>
  <CdtrAgt><FinInstnId><BIC>%s</BIC></FinInstnId></CdtrAgt>
  <Cdtr><Nm>%s %s</Nm></Cdtr>
  <CdtrAcct><Id><IBAN>%s</IBAN></Id></CdtrAcct>
</CdtTrfTxInf>`, hdlDigits(10), hdlStamp(), 20+rng.IntN(500), hdlDate()[:7], hdlEmpID(), 1500+rng.IntN(5000), rng.IntN(100),
		hdlOne("COBADEFFXXX", "INGBNL2A", "BNPAFRPP", "CAIXESBBXXX"), hdlFirst(), hdlLast(), hdlIBAN())
	return hdlTrap("trap-bank-file", "xml", t)
}

func hdlTNACHA() Sample {
	t := hdlF(`101 %s %s%s1200A094101%-23s%-23s
5220%-16s%-20s%s PPDPAYROLL   %s   1%s%s
622%s%-17s%010d%-15s%-22s  0%s%s`,
		hdlDigits(9), hdlDigits(9), hdlDate()[2:4]+hdlDate()[5:7]+hdlDate()[8:10], "JPMORGAN CHASE", strings.ToUpper(hdlCoPick().slug),
		strings.ToUpper(hdlCoPick().slug), "", hdlDigits(10), hdlDate()[2:4]+"0101", hdlDigits(8), hdlDigits(7),
		hdlDigits(9), hdlDigits(10), 100000+rng.IntN(400000), hdlEmpID(), strings.ToUpper(hdlFirst()+" "+hdlLast()), hdlDigits(8), hdlDigits(7))
	return hdlTrap("trap-bank-file", "nacha", t)
}

func hdlTDeviceInfo() Sample {
	t := hdlF(`Device: %s
Serial: %s
MAC: %s
Firmware: %d.%d.%d
IP: 10.%s.%s.%s
Last sync with payroll export: %s
Enrolled users: %d`, pick(hdlClocks), strings.ToUpper(rnd(lower, 3))+hdlDigits(8),
		strings.ToUpper(strings.Join([]string{hdlHex(2), hdlHex(2), hdlHex(2), hdlHex(2), hdlHex(2), hdlHex(2)}, ":")),
		2+rng.IntN(5), rng.IntN(10), rng.IntN(40), hdlDigits(2), hdlDigits(1), hdlDigits(2), hdlStamp(), 20+rng.IntN(300))
	return hdlTrap("trap-device-info", "note", t)
}

func hdlTPunchCSV() Sample {
	var rows []string
	for i := 0; i < 3+rng.IntN(3); i++ {
		rows = append(rows, strings.Join([]string{hdlEmpID(), hdlDate(), hdlTime(), hdlTime(), hdlOne("IN/OUT", "IN", "OUT"), "KSK-" + hdlHEX(8), hdlOne("face", "pin", "badge")}, ","))
	}
	t := "emp_id,date,punch_in,punch_out,type,device,method\n" + strings.Join(rows, "\n")
	return hdlTrap("trap-timesheet", "csv", t)
}

func hdlTBankPGPPub() Sample {
	t := hdlF("Bank's public key for encrypting payment files (fingerprint %s):\n\n%s\n\nImport with gpg --import and set trust before the first run.", hdlFpr(), hdlPGPPub())
	return hdlTrap("trap-public-key", "mail", t)
}

func hdlTSSHPub() Sample {
	host := hdlBankHost()
	t := hdlF(`Please whitelist our public key for the H2H connection:
%s

And for our known_hosts, your server's key:
%s ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI%s
Fingerprint: SHA256:%s`, hdlSSHPub("payroll@batch01"), host, rnd(alnum+"+/", 43), rnd(alnum+"+/", 43))
	return hdlTrap("trap-public-key", "mail", t)
}

func hdlTDigest() Sample {
	t := hdlF(`$ docker pull ghcr.io/%s/payroll-bridge:%d.%d.%d
Digest: sha256:%s
Status: Downloaded newer image for ghcr.io/%s/payroll-bridge:%d.%d.%d`, hdlCoPick().slug, 1+rng.IntN(3), rng.IntN(20), rng.IntN(10), hdlHex(64), hdlCoPick().slug, 1, 4, 2)
	return hdlTrap("trap-digest", "shell", t)
}

func hdlTGitLog() Sample {
	t := hdlF(`%s Move bank SFTP password to Vault (no more plaintext in config)
%s Add overtime multiplier for bank holidays
%s Fix rounding on part-time pension contributions
%s Rotate Personio client secret (new one is in Key Vault)`, hdlHex(7), hdlHex(7), hdlHex(7), hdlHex(7))
	return hdlTrap("trap-commit-message", "git-log", t)
}

func hdlTPayslip() Sample {
	t := hdlF(`PAYSLIP  %s %s
Employee: %s %s   Employee no: %s   Tax code: %s   Pay date: %s
Basic pay            %d.%02d
Overtime             %d.%02d
Pension (%d%%)        -%d.%02d
Net pay              %d.%02d
Employer PAYE ref: %s/%s`, hdlMonth(), hdlDate()[:4], hdlFirst(), hdlLast(), hdlEmpID(), hdlOne("1257L", "BR", "S1257L", "K475"), hdlDate(),
		1500+rng.IntN(4000), rng.IntN(100), rng.IntN(600), rng.IntN(100), hdlPickInt(3, 5, 8), 50+rng.IntN(200), rng.IntN(100), 1200+rng.IntN(3000), rng.IntN(100),
		hdlDigits(3), strings.ToUpper(rnd(lower, 2))+hdlDigits(5))
	return hdlTrap("trap-payslip", "text", t)
}

func hdlTEnrolConfirm() Sample {
	t := hdlF(`%s - enrolment confirmation
Member: %s %s
Member ID: %s
Group number: %s
Plan: %s
Effective: %s
Confirmation #: %s`, pick(hdlBenefits), hdlFirst(), hdlLast(), strings.ToUpper(rnd(lower, 3))+hdlDigits(9), hdlDigits(7), hdlOne("PPO 500", "HSA-eligible HDHP", "Dental Plus", "Vision Basic"), hdlDate(), hdlDigits(10))
	return hdlTrap("trap-member-id", "mail", t)
}

func hdlTInvoice() Sample {
	v := hdlHRIS()
	t := hdlF(`Invoice %s from %s
PO: %s
Period: %s
%d active employees x %d.%02d = %d.%02d
Payment to: %s (ref INV-%s)
Due: %s`, "INV-"+hdlDigits(7), v.name, "PO"+hdlDigits(6), hdlMonth(), 20+rng.IntN(500), 4+rng.IntN(20), rng.IntN(100), 1000+rng.IntN(9000), rng.IntN(100), hdlIBAN(), hdlDigits(6), hdlDate())
	return hdlTrap("trap-invoice", "mail", t)
}

func hdlTPdfDOB() Sample {
	t := hdlOne(
		"Your payslips are now sent as password-protected PDFs. The password is your date of birth in DDMMYYYY format.",
		"FYI the P60 PDFs are encrypted; employees open them with their employee number plus postcode (no spaces). Tell people to call us if it doesn't work.",
		"The salary review workbook has a password now - I'll tell you it in person tomorrow, not over chat.")
	return hdlTrap("trap-password-talk", hdlOne("mail", "chat"), t)
}

func hdlTForeignTalk() Sample {
	t := hdlOne(
		"Hola "+hdlFirst()+", te he restablecido la contraseña del portal de nóminas. Te llegará un correo con un enlace para crear una nueva.",
		"Das Passwort für DATEV muss mindestens 10 Zeichen haben und alle 90 Tage geändert werden. Bitte nicht per Mail verschicken.",
		"Bonjour, votre mot de passe provisoire vous sera envoyé par SMS au numéro indiqué dans votre dossier RH.",
		"Hoi, je wachtwoord voor Nmbrs is gereset. Je krijgt een mail met een link (24 uur geldig).",
		"Olá "+hdlFirst()+", a senha do portal de RH expira a cada 60 dias. Use a opção 'Esqueci a senha' se precisar.")
	return hdlTrap("trap-password-talk", "chat", t)
}
