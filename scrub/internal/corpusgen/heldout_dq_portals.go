package main

import (
	"fmt"
	"strings"
)

// Court portal, DMS and client-portal logins as people pass them around.

func hdqPortalGens() []hdqGen {
	return []hdqGen{
		{8, hdqPortalChat}, {4, hdqPortalLeaveMail}, {7, hdqPortalHandover}, {6, hdqPortalTicket},
		{4, hdqPortalSticky}, {6, hdqPortalBeA}, {5, hdqPortalFrench}, {5, hdqPortalDutch},
		{5, hdqPortalLexnet}, {7, hdqPortalClientInvite}, {6, hdqPortalMagicLink}, {6, hdqPortalDataRoomInvite},
		{5, hdqPortalReset}, {5, hdqPortalServiceInbox}, {5, hdqPortalVoicemail}, {5, hdqPortalMemorable},
		{6, hdqPortalNotary}, {6, hdqPortalCompaniesHouse}, {5, hdqPortalReviewer}, {5, hdqPortalWestlaw},
		{5, hdqPortalTable}, {5, hdqPortalCSV},
	}
}

func hdqPortalChat() Sample {
	c := hdqCourts[rng.IntN(len(hdqCourts))]
	f, l := hdqFirst(), hdqLast()
	u, pw := hdqUser(f, l), hdqPw()
	to := hdqFirst()
	cn := hdqCaseNo()
	open := pick([]string{"hey " + to, to + " -", "hi " + to + ",", "@" + strings.ToLower(to)})
	body := pick([]string{
		"for the %s filing in %s tonight just use my account. user %s pw %s - don't reset it pls, I'm in court tmrw",
		"%s is being slow again. If you need to file the reply in %s before 5, login is %s, password %s",
		"can you pull the docket on %s for %s? my creds: %s / %s",
	})
	text := fmt.Sprintf(body, c.name, cn, u, pw)
	text = fmt.Sprintf("[%s] %s: %s %s\n[%s] %s: %s", hdqTime(), f, open, text, hdqTime(), to,
		pick([]string{"on it", "thx, will do", "ok 👍", "got it, filing at 4:30"}))
	return hdqS("court-portal-password", "chat", text, []string{pw}, u, cn)
}

func hdqPortalLeaveMail() Sample {
	fm := hdqFirm()
	f, l := hdqFirst(), hdqLast()
	to := hdqFirst()
	c := hdqCourts[rng.IntN(len(hdqCourts))]
	p := hdqPlatforms[rng.IntN(len(hdqPlatforms))]
	u1, pw1 := hdqEmail(f, l, fm.domain), hdqPw()
	u2, pw2 := hdqUser(f, l), hdqPw()
	text := fmt.Sprintf(`From: %s %s <%s>
To: %s@%s
Subject: %s

Hi %s,

I'm off from %s until the 14th. In case anything needs filing while I'm away:

%s (%s)
  Username: %s
  Password: %s

%s - username %s, password %s

Please don't share these outside the team and I'll change both when I'm back.

Thanks,
%s`, f, l, u1, strings.ToLower(to), fm.domain, pick([]string{"Cover while I'm on leave", "Handover - portals", "Re: who covers filings next week?"}),
		to, hdqDate(), c.name, c.host, u1, pw1, p.name, u2, pw2, f)
	return hdqS("court-portal-password", "mail", text, []string{pw1, pw2}, c.host, u1)
}

func hdqPortalHandover() Sample {
	f, l := hdqFirst(), hdqLast()
	m := hdqMatter()
	cn := hdqCaseNo()
	c := hdqCourts[rng.IntN(len(hdqCourts))]
	p := hdqPlatforms[rng.IntN(len(hdqPlatforms))]
	u := hdqUser(f, l)
	pw := hdqPw()
	lines := []string{
		"# Handover - matter " + m,
		"",
		"## Status",
		fmt.Sprintf("- Defence due %s, draft v3 in %s (folder %s)", hdqDate(), p.name, m),
		fmt.Sprintf("- Court ref %s, listing expected in %s", cn, pick([]string{"May", "the autumn", "6-8 weeks"})),
		"- Client prefers calls before 10am",
		"",
		"## Access",
		fmt.Sprintf("- %s account: `%s` / `%s`", c.name, u, pw),
	}
	secrets := []string{pw}
	if rng.IntN(2) == 0 {
		pin := hdqPIN(4 + rng.IntN(3))
		lines = append(lines, fmt.Sprintf("- Fee account PIN (for paying court fees online): %s", pin))
		secrets = append(secrets, pin)
	}
	lines = append(lines, "", "## Next steps", "- Chase expert for supplementary report", "- Diary the CMC")
	return hdqS("court-portal-password", "markdown", strings.Join(lines, "\n"), secrets, u, cn)
}

func hdqPortalTicket() Sample {
	c := hdqCourts[rng.IntN(len(hdqCourts))]
	f, l := hdqFirst(), hdqLast()
	u := hdqUser(f, l)
	tmp := pick([]string{hdqStrong(), "Welcome" + rnd(digits, 3) + pick([]string{"!", "#", "?"}), hdqPhrase()})
	id := fmt.Sprintf("INC%07d", rng.IntN(9999999))
	text := fmt.Sprintf(`Ticket %s - %s account locked
Requester: %s %s (Litigation support)
Priority: P2

Update %s:
Unlocked %s on %s after 5 failed attempts. Temporary password set to %s - user must change at next login.
Closing once user confirms.`, id, c.name, f, l, hdqDate(), u, c.host, tmp)
	return hdqS("court-portal-password", "ticket", text, []string{tmp}, id, u)
}

func hdqPortalSticky() Sample {
	c := hdqCourts[rng.IntN(len(hdqCourts))]
	p := hdqPlatforms[rng.IntN(len(hdqPlatforms))]
	f, l := hdqFirst(), hdqLast()
	u1, u2 := hdqUser(f, l), hdqEmail(f, l, hdqFirm().domain)
	pw1, pw2 := hdqPw(), hdqPw()
	text := fmt.Sprintf("notes to self (%s)\n- %s -> %s  pass: %s\n- %s login %s pwd %s\n- call clerk re: hearing bundle page limits\n- order more A4 lever arch files",
		hdqDate(), c.name, u1, pw1, p.name, u2, pw2)
	return hdqS("portal-password", "note", text, []string{pw1, pw2}, u1, u2)
}

func hdqPortalBeA() Sample {
	pin := hdqPIN(6 + rng.IntN(3))
	f := hdqFirst()
	text := pick([]string{
		"Hallo %s, die PIN für das beA-Softwarezertifikat von Frau Dr. %s ist %s. Bitte nur für den Versand des Schriftsatzes heute verwenden.",
		"%s, kurz zur Info: beA-Karte liegt im Tresor, PIN %s (Zertifikat von RA %s). Fristablauf heute 24 Uhr!",
	})
	var s string
	ln := hdqLast()
	if strings.HasPrefix(text, "Hallo") {
		s = fmt.Sprintf(text, f, ln, pin)
	} else {
		s = fmt.Sprintf(text, f, pin, ln)
	}
	s += "\n" + pick([]string{"Az. " + hdqCaseNo(), "Gruß, " + hdqFirst(), "Danke!"})
	return hdqS("bea-pin", "chat", s, []string{pin}, ln)
}

func hdqPortalFrench() Sample {
	pw := hdqPw()
	u := hdqUser(hdqFirst(), hdqLast())
	text := fmt.Sprintf(`Bonjour %s,

Pour déposer les conclusions dans le dossier %s via e-Barreau, tu peux utiliser mon accès :
identifiant : %s
mot de passe : %s

La clé RPVA est dans le tiroir de gauche. Merci de me confirmer l'envoi.

Bien à toi,
%s`, hdqFirst(), hdqCaseNo(), u, pw, hdqFirst())
	return hdqS("court-portal-password", "mail", text, []string{pw}, u)
}

func hdqPortalDutch() Sample {
	pin := hdqPIN(5 + rng.IntN(2))
	pw := hdqPw()
	text := fmt.Sprintf("%s: %s, kun jij vandaag de stukken indienen in zaak %s? pincode advocatenpas is %s\n%s: en het wachtwoord van Mijn Rechtspraak?\n%s: %s (hoofdletter gevoelig)",
		hdqFirst(), hdqFirst(), hdqCaseNo(), pin, hdqFirst(), hdqFirst(), pw)
	return hdqS("court-portal-password", "chat", text, []string{pin, pw})
}

func hdqPortalLexnet() Sample {
	pw := hdqPw()
	f, l := hdqFirst(), hdqLast()
	text := fmt.Sprintf("%s, te paso la contraseña del certificado para LexNET: %s\nEs del despacho de %s %s, úsala solo para presentar el escrito del procedimiento %d/%d. Luego la cambio.",
		hdqFirst(), pw, f, l, 100+rng.IntN(900), 2023+rng.IntN(3))
	return hdqS("certificate-password", "chat", text, []string{pw}, "LexNET")
}

func hdqPortalClientInvite() Sample {
	fm := hdqFirm()
	cf, cl := hdqFirst(), hdqLast()
	email := hdqEmail(cf, cl, pick([]string{"gmail.com", "outlook.com", "btinternet.com", "proton.me"}))
	tmp := pick([]string{hdqStrong(), rnd(upper, 3) + rnd(digits, 4) + rnd(lower, 3), hdqPwWord()})
	text := fmt.Sprintf(`Dear %s %s,

We have created your account on the %s client portal (https://portal.%s) so you can see documents on your matter and sign them online.

Username: %s
Temporary password: %s

You will be asked to choose a new password when you first sign in. Please do not reply to this email with your password.

Kind regards,
Client Services
%s`, pick([]string{"Mr", "Ms", "Mx", "Dr"}), cl, fm.name, fm.domain, email, tmp, fm.name)
	return hdqS("client-portal-password", "mail", text, []string{tmp}, email, "portal."+fm.domain)
}

func hdqPortalMagicLink() Sample {
	fm := hdqFirm()
	tok := rnd(b64url, 32+rng.IntN(32))
	host := pick([]string{"portal.", "clients.", "secure."}) + fm.domain
	path := pick([]string{"/auth/magic?token=", "/login/link/", "/session/new?otp="})
	text := fmt.Sprintf("Your sign-in link for %s\n\nClick below to sign in. The link works once and expires in 15 minutes.\n\nhttps://%s%s%s\n\nIf you didn't ask for this, you can ignore this email.",
		fm.name, host, path, tok)
	if rng.IntN(2) == 0 {
		text = fmt.Sprintf("%s forwarded me the login link, pasting here so you can open the bundle: https://%s%s%s", hdqFirst(), host, path, tok)
	}
	return hdqS("magic-link-token", "mail", text, []string{tok}, host)
}

func hdqPortalDataRoomInvite() Sample {
	p := pick([]hdqPortalT{hdqPlatforms[4], hdqPlatforms[5], hdqPlatforms[6]})
	code := rnd(upper+digits, 8+rng.IntN(5))
	proj := "Project " + pick([]string{"Heron", "Basalt", "Kestrel", "Nimbus", "Larch", "Osprey", "Tiber"})
	text := fmt.Sprintf(`Subject: Invitation - %s data room

You have been invited to %s on %s by %s (%s).

Accept here: https://%s/invite/%s?code=%s

Buyer-side counsel only. Access is logged and watermarked.`, proj, proj, p.name, hdqPerson(), hdqFirm().name, p.host, rnd(lower+digits, 10), code)
	return hdqS("data-room-invite-code", "mail", text, []string{code}, proj, p.host)
}

func hdqPortalReset() Sample {
	c := pick(append(hdqCourts[:0:0], append(hdqCourts, hdqPlatforms...)...))
	tok := rnd(hexs, 40+rng.IntN(25))
	if rng.IntN(2) == 0 {
		tok = rnd(b64url, 43)
	}
	text := fmt.Sprintf("Someone requested a password reset for your %s account.\nReset it here: https://%s/account/reset?key=%s\nThis link expires in 1 hour.\n\nRequest id: %s", c.name, c.host, tok, hdqUUID())
	return hdqS("reset-link-token", "mail", text, []string{tok}, c.host)
}

func hdqPortalServiceInbox() Sample {
	fm := hdqFirm()
	box := pick([]string{"service", "efiling", "notices", "docketing"}) + "@" + fm.domain
	pw := hdqPw()
	text := fmt.Sprintf("Docketing team - the shared %s mailbox (court notices and e-service) moved to the new tenant. Sign-in is %s and the password is now %s. Please update Outlook on the docketing PCs before Monday.", pick([]string{"NEF", "e-service", "ECF notice"}), box, pw)
	return hdqS("mailbox-password", "chat", text, []string{pw}, box)
}

func hdqPortalVoicemail() Sample {
	pw := strings.ToLower(pick(hdqPwWords)) + rnd(digits, 2+rng.IntN(3))
	cl := hdqFirst() + " " + hdqLast()
	text := fmt.Sprintf("Voicemail (transcribed) from %s, %s chambers clerk, %s:\n\"Hi, it's about the hearing bundle for %s. It's up on CaseLines now, the section is password protected, password is %s, all one word. Give me a ring if counsel can't open it. Thanks, bye.\"",
		cl, pick([]string{"Essex Court", "Brick Court", "Fountain Court", "Gray's Inn Square"}), hdqTime(), hdqCaseNo(), pw)
	return hdqS("document-password", "transcript", text, []string{pw}, cl)
}

func hdqPortalMemorable() Sample {
	word := strings.ToLower(pick(hdqPwWords)) + rnd(digits, rng.IntN(3))
	pw := hdqPw()
	u := rnd(digits, 8)
	text := fmt.Sprintf(`Completion checklist - %s

[x] Signed TR1 received
[x] Mortgage redemption statement
[ ] Transfer completion monies (client account, online banking)
    customer no. %s  password %s  memorable word: %s
[ ] Submit AP1 to HMLR`, hdqPerson()+", "+fmt.Sprint(1+rng.IntN(200))+" "+pick([]string{"Mill Lane", "Church Road", "Harbour Street", "Queens Avenue"}), u, pw, word)
	return hdqS("bank-login", "checklist", text, []string{pw, word}, "customer no. "+u)
}

func hdqPortalNotary() Sample {
	f, l := hdqFirst(), hdqLast()
	email := hdqEmail(f, l, pick([]string{"notary-mail.com", hdqFirm().domain}))
	pw := hdqPw()
	p := pick([]string{"Proof (Notarize)", "NotaryCam", "DocVerify", "OneNotary"})
	text := fmt.Sprintf("Remote online notarization set up for the %s signing on %s.\nNotary account on %s:\n  email: %s\n  password: %s\nCommission no. %d, expires %d.",
		pick([]string{"POA", "affidavit", "deed", "refinance"}), hdqDate(), p, email, pw, 100000+rng.IntN(899999), 2026+rng.IntN(4))
	return hdqS("notary-platform-password", "note", text, []string{pw}, email)
}

func hdqPortalCompaniesHouse() Sample {
	code := rnd(upper+digits, 6)
	co := pick([]string{"Larkspur Holdings", "Greybridge Trading", "Mossgate Estates", "Quill & Anchor", "Tidewell Foods"}) + " Ltd"
	num := fmt.Sprintf("%08d", rng.IntN(99999999))
	text := fmt.Sprintf("Company secretarial: %s (no. %s). Client sent the Companies House authentication code so we can file the CS01 - it's %s. Please file today and don't put the code on the matter file.", co, num, code)
	if rng.IntN(2) == 0 {
		text = fmt.Sprintf("| Company | Number | CH auth code |\n|---|---|---|\n| %s | %s | %s |\n\nCodes kept here only until the confirmation statements are filed.", co, num, code)
	}
	return hdqS("companies-house-auth-code", "note", text, []string{code}, num)
}

func hdqPortalReviewer() Sample {
	n := 2
	var lines []string
	var secrets, keep []string
	for i := 0; i < n; i++ {
		f, l := hdqFirst(), hdqLast()
		u := hdqEmail(f, l, "review.vendor.com")
		pw := hdqStrong()
		lines = append(lines, fmt.Sprintf("%s %s\t%s\t%s", f, l, u, pw))
		secrets = append(secrets, pw)
		keep = append(keep, u)
	}
	text := "RelativityOne - contract reviewer accounts for " + hdqMatter() + " (temp passwords, MFA enrolment at first login)\n\nName\tLogin\tTemp password\n" + strings.Join(lines, "\n")
	return hdqS("ediscovery-password", "tsv", text, secrets, keep...)
}

func hdqPortalWestlaw() Sample {
	pw := hdqPw()
	f := hdqFirst()
	svc := pick([]string{"Westlaw", "Lexis+", "Practical Law", "vLex", "Bloomberg Law"})
	text := fmt.Sprintf("%s: %s can you pull everything on %s v %s from %s? my login's in the browser but if it asks, password is %s\n%s: sure, before lunch",
		hdqFirst(), f, hdqLast(), hdqLast(), svc, pw, f)
	return hdqS("research-password", "chat", text, []string{pw}, svc)
}

func hdqPortalTable() Sample {
	rows := []string{"| System | User | Password | Notes |", "|---|---|---|---|"}
	var secrets, keep []string
	f, l := hdqFirst(), hdqLast()
	for _, p := range []hdqPortalT{hdqCourts[rng.IntN(len(hdqCourts))], hdqPlatforms[rng.IntN(len(hdqPlatforms))]} {
		u := hdqUser(f, l)
		pw := hdqPw()
		rows = append(rows, fmt.Sprintf("| %s | %s | %s | %s |", p.name, u, pw, pick([]string{"shared", "MFA on my phone", "", "expires quarterly"})))
		secrets = append(secrets, pw)
		keep = append(keep, u)
	}
	rows = append(rows, "| Printer (3rd floor) | n/a | n/a | scan-to-email only |")
	text := "Practice support wiki > Accounts for " + f + " " + l + "\n\n" + strings.Join(rows, "\n")
	return hdqS("portal-password", "markdown", text, secrets, keep...)
}

func hdqPortalCSV() Sample {
	rows := []string{"portal,username,password,owner"}
	var secrets, keep []string
	for i := 0; i < 2; i++ {
		p := pick(append(hdqCourts[:0:0], append(hdqCourts, hdqPlatforms...)...))
		f, l := hdqFirst(), hdqLast()
		u := hdqUser(f, l) + rnd(digits, 2)
		pw := hdqPw()
		for strings.Contains(pw, ",") {
			pw = hdqPw()
		}
		rows = append(rows, fmt.Sprintf("%s,%s,%s,%s %s", p.name, u, pw, f, l))
		secrets = append(secrets, pw)
		keep = append(keep, u)
	}
	return hdqS("portal-password", "csv", strings.Join(rows, "\n"), secrets, keep...)
}
