package main

import (
	"fmt"
	"strings"
)

// HRIS, payroll, benefits and pension portal logins shared by people.

var hdlF = fmt.Sprintf

func hdlPortalGens() []hdlGen {
	return []hdlGen{
		{hdlPortalChatCover, 6}, {hdlPortalHandoverMail, 5}, {hdlPortalTicketReset, 5},
		{hdlPortalWelcomeMail, 5}, {hdlPortalSpanish, 4}, {hdlPortalFrench, 3}, {hdlPortalDutch, 3},
		{hdlPortalMeetingNotes, 4}, {hdlPortalPwExport, 4}, {hdlPortalBackupCodes, 4},
		{hdlPortalTOTPSetup, 4}, {hdlPortalOtpauth, 3}, {hdlPortalMagicLink, 4},
		{hdlPortalCookie, 4}, {hdlPortalBearerHAR, 4}, {hdlPortalWiki, 4}, {hdlPortalNewAccount, 4},
		{hdlPortalDATEV, 4}, {hdlPortalApprovalPIN, 4}, {hdlPortalMemory, 5}, {hdlPortalPension, 4},
		{hdlPortalISU, 3}, {hdlPortalBenefitsBroker, 3},
	}
}

func hdlPortalChatCover() Sample {
	first, last := hdlFirst(), hdlLast()
	co, v := hdlCoPick(), hdlHRIS()
	user, pw, url := hdlUser(first, last), hdlPw(), hdlURL(v, co)
	name := hdlFirst()
	t := hdlF("hey %s, I'm off %s so you'll need to run the %s payroll in %s.\nurl: %s\nuser: %s\npw: %s\n%s",
		name, hdlOne("tomorrow", "from Thursday", "next week", "Mon-Wed"), hdlMonth(), v.name, url, user, pw,
		hdlOne("pls change it after, thx", "cutoff is 2pm, dont forget the overtime import", "call me if the bank file fails", "ty!!"))
	return hdlSec("payroll-portal-password", "chat", t, hdlS(pw), user, url)
}

func hdlPortalHandoverMail() Sample {
	first, last := hdlFirst(), hdlLast()
	co, v := hdlCoPick(), hdlHRIS()
	user := hdlMail(first, last, co)
	pw := hdlPw()
	to := hdlFirst()
	t := hdlF(`From: %s %s <%s>
To: %s
Subject: Payroll handover while I'm on maternity leave

Hi %s,

As discussed, here's everything for %s:

- Pay dates: 25th of each month (or the Friday before)
- Timesheet import closes on the 18th
- Admin login for %s: %s
  Password: %s
- Pension contributions go out the same day via the %s file

The year-end checklist is on the shared drive under HR > Payroll > %d.

Thanks so much,
%s`, first, last, user, strings.ToLower(to)+"@"+co.domain, to, co.name, v.name, user, pw,
		pick(hdlBenefits), 2024+rng.IntN(2), first)
	return hdlSec("hris-password", "mail", t, hdlS(pw), user, co.name)
}

func hdlPortalTicketReset() Sample {
	first, last := hdlFirst(), hdlLast()
	v := hdlHRIS()
	emp := hdlEmpID()
	pw := hdlPw()
	tk := hdlOne("INC", "HR", "SD", "REQ") + "-" + hdlDigits(4+rng.IntN(2))
	t := hdlF(`[%s] %s can't log in to %s
Status: Resolved
Employee: %s %s (%s)

Update from %s:
Account was locked after 5 failed attempts. Unlocked and set a temporary password: %s
User must change it on next login. Asked them to re-enrol MFA as well.`,
		tk, first, v.name, first, last, emp, hdlFirst(), pw)
	return hdlSec("temp-password", "ticket", t, hdlS(pw), tk, emp)
}

func hdlPortalWelcomeMail() Sample {
	first, last := hdlFirst(), hdlLast()
	co, v := hdlCoPick(), hdlHRIS()
	user := hdlMail(first, last, co)
	pw := hdlPw()
	t := hdlF(`Subject: Welcome to %s - your %s account

Dear %s,

Welcome aboard! Before your first day on %s, please log in to %s to complete your personal details, bank details and tax declaration.

Portal: %s
Username: %s
Temporary password: %s

You will be asked to choose a new password and set up two-step verification.
If you have any questions, reply to this email or call the People team.

Kind regards,
%s
People & Culture`, co.name, v.name, first, hdlDate(), v.name, hdlURL(v, co), user, pw, hdlFirst())
	return hdlSec("temp-password", "mail", t, hdlS(pw), user)
}

func hdlPortalSpanish() Sample {
	first := hdlFirst()
	v := hdlHRIS()
	user := hdlUser(first, hdlLast())
	pw := hdlPw()
	t := hdlF("%s: oye, para cerrar las nóminas de %s necesitas entrar en %s\n%s: vale, cuál es el usuario?\n%s: usuario %s y la contraseña es %s\n%s: perfecto, gracias. lo cambio el lunes",
		first, strings.ToLower(hdlOne("enero", "febrero", "marzo", "abril", "junio", "octubre")), v.name,
		hdlFirst(), first, user, pw, hdlFirst())
	return hdlSec("payroll-portal-password", "chat", t, hdlS(pw), user)
}

func hdlPortalFrench() Sample {
	co := hdlCoPick()
	first, last := hdlFirst(), hdlLast()
	user := hdlMail(first, last, co)
	pw := hdlPw()
	t := hdlF(`Bonjour %s,

Suite à ton arrivée au service paie, voici tes accès au portail %s :
identifiant : %s
mot de passe provisoire : %s

Merci de le modifier dès la première connexion. Les bulletins de %s sont à valider avant le %d.

Bonne journée,
%s`, first, hdlOne("Silae", "Payfit", "Cegid", "ADP Decidium", "Sage Paie"), user, pw,
		hdlOne("janvier", "mars", "mai", "septembre", "novembre"), 20+rng.IntN(8), hdlFirst())
	return hdlSec("payroll-portal-password", "mail", t, hdlS(pw), user)
}

func hdlPortalDutch() Sample {
	first := hdlFirst()
	user := hdlUser(first, hdlLast())
	pw := hdlPw()
	t := hdlF("Hoi %s, de inlog voor %s is %s en het wachtwoord is %s\nDe loonstroken van %s staan klaar, graag vóór vrijdag akkoord geven.\nGr. %s",
		first, hdlOne("Nmbrs", "Loket.nl", "AFAS Profit", "Visma Raet"), user, pw,
		hdlOne("januari", "maart", "mei", "augustus", "december"), hdlFirst())
	return hdlSec("payroll-portal-password", "chat", t, hdlS(pw), user)
}

func hdlPortalMeetingNotes() Sample {
	co := hdlCoPick()
	ben := pick(hdlBenefits)
	user := hdlOne("hr-admin", "benefits.admin", "peopleops", "payroll") + "@" + co.domain
	pw := hdlPw()
	t := hdlF(`# Benefits open enrolment sync - %s
Attendees: %s, %s, %s

## Notes
- Enrolment window: %s to %s
- %s rates up %d%% for the family tier
- Shared admin login for the %s employer portal until SSO is live: %s / %s
- Need to chase 14 employees who haven't picked a plan

## Actions
- [ ] %s to send reminder email
- [ ] Remove shared login once SSO ticket is done`, hdlDate(), hdlFirst(), hdlFirst(), hdlFirst(), hdlDate(), hdlDate(),
		ben, 2+rng.IntN(9), ben, user, pw, hdlFirst())
	return hdlSec("benefits-password", "meeting-notes", t, hdlS(pw), user)
}

func hdlPortalPwExport() Sample {
	co := hdlCoPick()
	v1, v2 := hdlHRIS(), pick(hdlBenefits)
	u1, u2 := "payroll@"+co.domain, "hr.ops@"+co.domain
	p1, p2 := hdlPw(), hdlPw()
	t := hdlF(`name,url,username,password,note
%s,%s,%s,%s,main payroll admin
%s,https://employer.%s.com,%s,%s,
Company intranet,https://intranet.%s,%s,SSO,uses Okta`, v1.name, hdlURL(v1, co), u1, p1,
		v2, strings.ToLower(strings.Fields(v2)[0]), u2, p2, co.domain, u2)
	return hdlSec("payroll-portal-password", "csv", t, hdlS(p1, p2), u1, u2)
}

func hdlPortalBackupCodes() Sample {
	v := hdlHRIS()
	c1, c2 := hdlRecovery(), hdlRecovery()
	for c2 == c1 {
		c2 = hdlRecovery()
	}
	t := hdlF("%s backup codes for the shared payroll admin login (each works once):\n%s\n%s\n%s",
		v.name, c1, c2, hdlOne("The rest are used up, I'll generate new ones on Monday.", "Keep these out of email please.", "If both fail ring me on my mobile."))
	return hdlSec("mfa-recovery-code", hdlOne("chat", "note"), t, hdlS(c1, c2))
}

func hdlPortalTOTPSetup() Sample {
	v := hdlHRIS()
	seed := hdlTOTP()
	shown := seed
	if rng.IntN(2) == 0 {
		var g []string
		for i := 0; i < len(seed); i += 4 {
			g = append(g, seed[i:min(i+4, len(seed))])
		}
		shown = strings.Join(g, " ")
	}
	t := hdlF(`So we're not all dependent on %s's phone for the %s admin MFA:
when it asks to scan the QR code, click "can't scan?" and enter this setup key in your authenticator app:

%s

Then the 6-digit code works from any of our phones.`, hdlFirst(), v.name, shown)
	return hdlSec("totp-seed", "chat", t, hdlS(shown))
}

func hdlPortalOtpauth() Sample {
	co, v := hdlCoPick(), hdlHRIS()
	seed := hdlTOTP()
	acct := "payroll@" + co.domain
	uri := hdlF("otpauth://totp/%s:%s?secret=%s&issuer=%s&digits=6&period=30",
		strings.ReplaceAll(v.name, " ", "%20"), acct, seed, strings.ReplaceAll(v.name, " ", "%20"))
	t := hdlF("decoded the QR from the MFA setup screen so we can add it to the team vault:\n%s\nthe account is %s", uri, acct)
	return hdlSec("totp-seed", "chat", t, hdlS(seed), acct)
}

func hdlPortalMagicLink() Sample {
	co, v := hdlCoPick(), hdlHRIS()
	tok := rnd(b64url, 32+rng.IntN(16))
	host := strings.TrimPrefix(strings.SplitN(hdlURL(v, co), "/", 4)[2], "")
	link := "https://" + host + hdlOne("/login/magic?token=", "/auth/one-time?code=", "/signin/link/") + tok
	t := hdlF(`Forwarded message:
> %s: Sign in to your account
> Click the link below to sign in. This link expires in 15 minutes and can only be used once.
> %s
> If you didn't request this, you can ignore this email.

%s - can you check whether this is legit? I didn't ask for it.`, v.name, link, hdlFirst())
	return hdlSec("login-link-token", "mail", t, hdlS(tok), host)
}

func hdlPortalCookie() Sample {
	co, v := hdlCoPick(), hdlHRIS()
	name := hdlOne("_session_id", "JSESSIONID", "PHPSESSID", "sid", "connect.sid", "_hris_session")
	val := rnd(alnum, 32+rng.IntN(20))
	if name == "JSESSIONID" {
		val = hdlHEX(32)
	}
	host := strings.SplitN(hdlURL(v, co), "/", 4)[2]
	t := hdlF(`Support request for %s: report export hangs at 99%%

Steps: Reports > Payroll register > Export CSV

Request headers copied from devtools:
GET /reports/export/%s HTTP/1.1
Host: %s
Cookie: %s=%s; lang=en-GB; tz=Europe%%2FLondon
Accept: text/csv`, v.name, hdlDigits(6), host, name, val)
	return hdlSec("session-cookie", "ticket", t, hdlS(val), host)
}

func hdlPortalBearerHAR() Sample {
	v := hdlHRIS()
	tok := hdlJWT()
	rid := hdlUUID()
	t := hdlF(`curl 'https://api.%s.example/v1/employees?status=active&page=2' \
  -H 'accept: application/json' \
  -H 'authorization: Bearer %s' \
  -H 'x-request-id: %s'

^ this is what the %s UI calls, returns 502 for page 2 onwards. Can you look?`,
		strings.ToLower(strings.Fields(v.name)[0]), tok, rid, v.name)
	return hdlSec("bearer-token", "shell", t, hdlS(tok), rid)
}

func hdlPortalWiki() Sample {
	bank := pick(hdlBanks)
	user := hdlOne("PAYADM", "payroll01", "FINOPS2", "hr_pay") + rnd(digits, 2)
	pw := hdlPw()
	t := hdlF(`## Monthly payroll run

1. Lock timesheets in %s on the 18th.
2. Run the gross-to-net preview and check variances > 10%%.
3. Export the payment file (%s).
4. Log into %s online banking (user `+"`%s`"+`, password `+"`%s`"+`) and upload under Payments > Bulk.
5. Second approver releases the batch.
6. Send payslips.`, pick(hdlClocks), hdlOne("pain.001 XML", "Bacs Std18", "NACHA"), bank, user, pw)
	return hdlSec("bank-portal-password", "wiki", t, hdlS(pw), user)
}

func hdlPortalNewAccount() Sample {
	first, last := hdlFirst(), hdlLast()
	co, v := hdlCoPick(), hdlHRIS()
	pw := hdlPw()
	mail := hdlMail(first, last, co)
	t := hdlF("Hi IT, please set up %s %s (%s) in %s with the Payroll Viewer role, starting %s. I already created the local login with initial password %s so she can get in before SSO syncs. Manager: %s.",
		first, last, mail, v.name, hdlDate(), pw, hdlFirst())
	return hdlSec("temp-password", "mail", t, hdlS(pw), mail)
}

func hdlPortalDATEV() Sample {
	user := hdlOne("lohn", "buchhaltung", "pers") + rnd(digits, 3)
	pw, pin := hdlPw(), hdlPin(6)
	t := hdlF(`Übergabe Lohnbuchhaltung (%s)

- Lohnabrechnung läuft über DATEV LODAS, Abgabe bis zum %d.
- Zugang DATEV Unternehmen online: Benutzer %s, Passwort: %s
- PIN für die SmartCard: %s
- Beitragsnachweise an die Krankenkassen gehen automatisch raus.

Bei Fragen bitte %s anrufen.`, hdlDateEU(), 10+rng.IntN(15), user, pw, pin, hdlFirst())
	return hdlSec("hris-password", "handover", t, hdlS(pw, pin), user)
}

func hdlPortalApprovalPIN() Sample {
	bank := pick(hdlBanks)
	pin := hdlPin(hdlPickInt(6, 8))
	batch := "BATCH-" + hdlDigits(7)
	t := hdlF("%s: %s is asking me to approve %s (%s payroll, %d payments) but my token died. can you approve it? my approver PIN is %s\n%s: on it",
		hdlFirst(), bank, batch, hdlMonth(), 40+rng.IntN(400), pin, hdlFirst())
	return hdlSec("approval-pin", "chat", t, hdlS(pin), batch)
}

func hdlPortalMemory() Sample {
	first := hdlFirst()
	v := hdlHRIS()
	ben := pick(hdlBenefits)
	pw := hdlPw()
	user := hdlUser(first, hdlLast())
	var t string
	switch rng.IntN(3) {
	case 0:
		t = hdlF("User's %s login: username %s, password %s (they asked me to remember it for checking their 401(k) balance)", ben, user, pw)
	case 1:
		t = hdlF("- %s (payroll lead) shared the %s admin password: %s (rotate after quarter close)\n- Payroll cutoff is the 18th; pay date is the 25th", first, v.name, pw)
		return hdlSec("hris-password", "memory", t, hdlS(pw))
	default:
		t = hdlF("Remember: user %s logs into %s as %s with password %s; prefers payslips as PDF.", first, v.name, user, pw)
	}
	return hdlSec("hris-password", "memory", t, hdlS(pw), user)
}

func hdlPortalPension() Sample {
	co := hdlCoPick()
	pen := hdlOne("Nest", "Smart Pension", "The People's Pension", "Royal London", "Aviva", "Penfold")
	orgID := hdlOne("EMP", "ORG") + hdlDigits(9)
	pw := hdlPw()
	t := hdlF(`Pension auto-enrolment - who does what

Provider: %s
Employer reference: %s
Portal login: pensions@%s
Password: %s

Contribution schedule is uploaded by payroll after each pay run (CSV from the payroll software).
Re-enrolment date: %s.`, pen, orgID, co.domain, pw, hdlDate())
	return hdlSec("pension-password", "note", t, hdlS(pw), orgID, "pensions@"+co.domain)
}

func hdlPortalISU() Sample {
	co := hdlCoPick()
	isu := "ISU_" + hdlOne("Payroll_Export", "Benefits_EDI", "ADP_Outbound", "TimeClock_Inbound") + "_" + strings.ToUpper(co.slug[:3])
	pw := rnd(alnum+"!#$%*", 20+rng.IntN(8))
	t := hdlF(`Workday integration notes

Integration system user: %s
Password (set to never expire per security exception SEC-%s): %s
Tenant: %s
Runs nightly at 02:00, sends EIB file to the benefits carrier SFTP.`, isu, hdlDigits(4), pw, co.slug+hdlOne("_preview", "_prod", "1"))
	return hdlSec("integration-password", "wiki", t, hdlS(pw), isu)
}

func hdlPortalBenefitsBroker() Sample {
	first := hdlFirst()
	broker := hdlOne("Gallagher", "Marsh", "WTW", "Mercer", "Howden")
	pw := hdlPw()
	user := "benefits" + rnd(digits, 2)
	t := hdlF(`Hi %s,

Thanks for the call. To upload the census file for the renewal, please use our secure portal:
https://portal.%s.example/upload
User ID: %s
Password: %s

The file should include DOB, salary and coverage tier only; no SSNs please.

Best,
%s
%s Benefits Consulting`, first, strings.ToLower(broker), user, pw, hdlFirst(), broker)
	return hdlSec("benefits-password", "mail", t, hdlS(pw), user)
}
