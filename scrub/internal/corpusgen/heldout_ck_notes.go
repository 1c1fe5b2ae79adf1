package main

import (
	"fmt"
	"strings"
)

// Onboarding mails, engagement checklists, credential sheets, year-end and visit notes,
// payroll and pension portals, office codes, agent memories.

var hckNoteSecrets = []hckTpl{
	func() Sample {
		f, l, firm := hckWho("en")
		mail := hckMail(f, l, strings.ToLower(hckASCII(strings.Fields(firm)[0]))+".co.uk")
		pw := rnd(alnum, hckN(10, 14))
		t := fmt.Sprintf("Dear %s,\n\nWelcome aboard! We've set up your client portal so you can upload bank statements and receipts.\n\nLogin: %s\nTemporary password: %s\n\nYou'll be asked to choose your own password at first login. Our engagement letter is waiting for your e-signature in the portal.\n\nKind regards,\n%s\n%s Accountancy",
			f, mail, pw, pick(hckENFirst), pick([]string{"Northgate", "Hillside", "Ashford & Co"}))
		return hckS("portal-password", "mail", t, []string{pw}, mail)
	},
	func() Sample {
		f, l, firm := hckWho("de")
		u := hckUser(f, l)
		pw := hckPw()
		t := fmt.Sprintf("Mandantenaufnahme %s – Checkliste\n\n[x] Auftragsbestätigung unterschrieben\n[x] Vollmacht ELSTER / Vollmachtsdatenbank\n[x] Zugang DATEV Unternehmen online: Benutzer %s, Passwort %s\n[ ] Kontoauszüge Vorjahr\n[ ] Eröffnungsbilanz vom Vorberater\n[ ] Lohnunterlagen ab %s",
			firm, u, pw, pick([]string{"Januar", "April", "Juli"}))
		return hckS("portal-password", "checklist", t, []string{pw}, u)
	},
	func() Sample {
		f, l, firm := hckWho("sv")
		mail := hckMail(f, l, "foretaget.se")
		pw, pw2 := hckPw(), hckPw()
		t := fmt.Sprintf("Hej!\n\nHär kommer uppgifterna ni bad om inför bokföringen av %s:\n\nFortnox: %s / %s\nVisma Lön: samma e-post, lösenord %s\n\nHör av er om något saknas!\n%s",
			firm, mail, pw, pw2, f)
		return hckS("accounting-password", "mail", t, []string{pw, pw2}, mail)
	},
	func() Sample {
		f, l, firm := hckWho("en")
		u := hckMail(f, l, "gmail.com")
		pw := hckPw()
		t := fmt.Sprintf("%s: can you run payroll for %s this month? I'm away\n%s: sure, what's the %s login\n%s: %s and password %s\n%s: got it, will submit by the 25th",
			f, firm, pick(hckENFirst), pick([]string{"Gusto", "ADP", "BrightPay Connect", "Xero Payroll"}), f, u, pw, pick(hckENFirst))
		return hckS("payroll-password", "chat", t, []string{pw}, u)
	},
	func() Sample {
		_, l, firm := hckWho("de")
		pw := hckPw()
		pnr := rnd(digits, 5)
		t := fmt.Sprintf("Lohnabrechnung %s\nBeraternummer %s / Mandant %s\nDATEV Arbeitnehmer online – Admin-Zugang für %s: %s\nPersonalnummern neu: %s, %s",
			firm, rnd(digits, 7), pnr, l, pw, rnd(digits, 5), rnd(digits, 5))
		return hckS("payroll-password", "note", t, []string{pw}, pnr)
	},
	func() Sample {
		_, _, firm := hckWho("en")
		ref := "EMP" + rnd(digits, 9)
		pw := hckPw()
		t := fmt.Sprintf("Pensions – %s\nProvider: %s\nEmployer reference: %s\nLogin password: %s\nDeclaration of compliance done %s",
			firm, pick([]string{"NEST", "The People's Pension", "Smart Pension"}), ref, pw, hckISO())
		return hckS("pension-password", "note", t, []string{pw}, ref)
	},
	func() Sample {
		user := "belege@" + strings.ToLower(hckASCII(pick(hckDELast))) + "-stb.de"
		pw := hckPw()
		t := fmt.Sprintf("[inbox]\nhost = imap.%s\nport = 993\nuser = %s\npassword = %s\nfolder = INBOX/Belege\n\n[upload]\ntarget = datev-duo\n",
			pick([]string{"ionos.de", "strato.de", "gmx.net"}), user, pw)
		return hckS("email-password", "ini", t, []string{pw}, user)
	},
	func() Sample {
		_, l, firm := hckWho("en")
		ssid := strings.ReplaceAll(strings.Fields(firm)[0], "&", "") + "-" + pick([]string{"Office", "Staff", "5G", "Guest"})
		key := hckPw()
		t := fmt.Sprintf("Stocktake visit – %s, 31 Dec\n- arrive 8am, ask for %s\n- wifi: %s, key %s\n- count: warehouse A + van stock\n- bring cut-off docs (last GRN, last despatch note)",
			firm, l, ssid, key)
		return hckS("wifi-key", "visit-notes", t, []string{key}, ssid)
	},
	func() Sample {
		_, l, firm := hckWho("de")
		code := hckPIN(4, 6)
		t := fmt.Sprintf("Inventur %s am Samstag: Schlüssel bei Frau %s abholen, Alarmanlage mit Code %s# unscharf schalten, beim Gehen wieder scharf. Kasse zählen, Protokoll unterschreiben lassen.",
			firm, l, code)
		return hckS("alarm-code", "note", t, []string{code}, firm)
	},
	func() Sample {
		code := hckPIN(4, 6)
		t := fmt.Sprintf("Year-end cash count – %s\nPetty cash tin is in the safe (code %s). Count notes and coins, reconcile to the cash book balance of £%d.%02d, both sign the sheet.",
			pick(hckENFirm), code, hckN(50, 900), hckN(0, 99))
		return hckS("safe-code", "note", t, []string{code})
	},
	func() Sample {
		code := hckPIN(4, 4)
		if hckCoin() {
			code = hckPIN(4, 4) + pick([]string{"A", "B", "#"})
		}
		_, _, firm := hckWho("sv")
		t := fmt.Sprintf("Bokslutsbesök hos %s på fredag. Portkod %s, andra våningen. Parkering på gården. Ta med pärmarna för %d.",
			firm, code, hckN(2023, 2025))
		return hckS("door-code", "chat", t, []string{code}, firm)
	},
	func() Sample {
		tok := rnd(b64url, hckN(32, 48))
		host := pick([]string{"portal.northgate-accounts.co.uk", "mandanten.kanzlei-" + strings.ToLower(hckASCII(pick(hckDELast))) + ".de", "klient.byran.se"})
		t := fmt.Sprintf("%s: the sign-in link isn't working for me?? %s\n%s: it expires after 15 minutes, I'll send another",
			pick(hckENFirst), "https://"+host+"/auth/magic?token="+tok+"&next=/documents", pick(hckENFirst))
		return hckS("magic-link-token", "chat", t, []string{tok}, host)
	},
	func() Sample {
		sid := rnd(lower+digits, 26)
		host := pick([]string{"portal.northgate-accounts.co.uk", "mandanten.stb-vogel.de"})
		t := fmt.Sprintf("Ticket #%d – upload fails with 413 in client portal\n\nRequest copied from browser:\nPOST /documents/upload HTTP/1.1\nHost: %s\nCookie: PHPSESSID=%s; lang=%s\nContent-Type: multipart/form-data\nContent-Length: %d",
			hckN(100, 999), host, sid, pick([]string{"en", "de"}), hckN(30000000, 90000000))
		return hckS("session-cookie", "ticket", t, []string{sid}, host)
	},
	func() Sample {
		block, _ := hckPEM("OPENSSH PRIVATE KEY", hckN(4, 7))
		t := fmt.Sprintf("Key for the payroll bureau SFTP (BACS uploads), user %s:\n\n%s\n\nHost: sftp.%s.co.uk port 22",
			"bureau"+rnd(digits, 4), block, pick([]string{"bacsbureau", "paylink", "albany-pay"}))
		return hckS("private-key", "note", t, []string{block})
	},
	func() Sample {
		_, body := hckPEM("RSA PRIVATE KEY", hckN(5, 8))
		t := fmt.Sprintf("Ticket #%d: EBICS-Schlüssel nach Rechnertausch nicht lesbar\n\nMandant hat die Datei geöffnet und den Inhalt geschickt:\n-----BEGIN RSA PRIVATE KEY-----\n%s\n-----END RSA PRIVATE KEY-----\n\nBitte neu initialisieren, alter Schlüssel gilt als kompromittiert.",
			hckN(1000, 9999), body)
		return hckS("private-key", "ticket", t, []string{body})
	},
	func() Sample {
		f, l, firm := hckWho("en")
		u1, p1, p2 := hckUser(f, l), hckPw(), hckPw()
		t := fmt.Sprintf("YEAR END %d – %s\n\n* Bank feeds broken since Nov – log in manually: %s / %s\n* VAT: MTD via Xero, all quarters filed\n* HMRC online (agent services): pw %s\n* Fixed assets: new van £%d (HP agreement)\n* Director's loan overdrawn? check",
			hckN(2023, 2025), firm, u1, p1, p2, hckN(15000, 40000))
		return hckS("bank-password", "year-end-notes", t, []string{p1, p2}, u1)
	},
	func() Sample {
		_, _, firm := hckWho("de")
		code := hckPIN(4, 6)
		t := fmt.Sprintf("Jahresabschluss %d – %s\n- Inventurliste liegt vor, Bewertung offen\n- Kassenbestand 31.12. gezählt (Tresor, Code %s)\n- Rückstellung Aufbewahrung bilden\n- Rechnung %s an Mandant noch nicht gestellt",
			hckN(2023, 2025), firm, code, "RE-"+rnd(digits, 6))
		return hckS("safe-code", "year-end-notes", t, []string{code}, firm)
	},
	func() Sample {
		var rows []string
		var sec, keep []string
		for i := 0; i < hckN(2, 3); i++ {
			f, l, firm := hckWho("en")
			mail := hckMail(f, l, "outlook.com")
			pw := hckPw()
			rows = append(rows, fmt.Sprintf("\"%s\",%s,%s,%s", firm, pick([]string{"Xero", "QuickBooks", "Gusto", "HMRC"}), mail, pw))
			sec = append(sec, pw)
			keep = append(keep, mail)
		}
		t := "Client,System,Login,Password\n" + strings.Join(rows, "\n")
		return hckS("accounting-password", "csv", t, sec, keep...)
	},
	func() Sample {
		f, l, firm := hckWho("sv")
		mail := hckMail(f, l, "gmail.com")
		pw := hckPw()
		t := fmt.Sprintf("Bokslutsmöte %s – %s\nNärvarande: %s %s, %s (byrån)\n- Bokio-inloggning: %s, lösenord %s\n- Periodiseringsfond: sätt av max\n- Utdelning: %d kr enligt 3:12",
			firm, hckISO(), f, l, pick(hckSVFirst), mail, pw, hckN(50000, 200000))
		return hckS("accounting-password", "meeting-notes", t, []string{pw}, mail)
	},
	func() Sample {
		_, _, firm := hckWho("en")
		pw := rnd(alnum, hckN(8, 12)) + pick(hckSyms)
		t := fmt.Sprintf("#%d %s locked out of Xero after 5 attempts\nStatus: resolved\nAdded them back as adviser user and set a temporary password %s, told them to change it. Closing.",
			hckN(100, 9999), firm, pw)
		return hckS("accounting-password", "ticket", t, []string{pw}, firm)
	},
	func() Sample {
		code := hckPIN(6, 6)
		t := fmt.Sprintf("Fwd SMS from client: \"Your %s verification code is %s. It expires in 10 minutes.\" – can you log in now please, I'm driving",
			pick([]string{"Gusto", "QuickBooks", "Xero", "Intuit"}), code)
		return hckS("verification-code", "chat", t, []string{code})
	},
	func() Sample {
		pin, puk := hckPIN(5, 8), hckPIN(8, 10)
		serial := rnd(hexs, 64)[:32]
		t := fmt.Sprintf("Kassensystem %s – TSE (Kassensicherungsverordnung)\nSeriennummer TSE: %s\nAdmin-PIN: %s\nPUK: %s\nAktiviert am %s, Meldung ans Finanzamt über ELSTER erledigt",
			pick(hckDEFirm), serial, pin, puk, hckDate())
		return hckS("tse-pin", "note", t, []string{pin, puk}, serial)
	},
	func() Sample {
		pw := hckPw()
		f, l, _ := hckWho("en")
		mail := hckMail(f, l, "northgate-accounts.co.uk")
		t := fmt.Sprintf("{\n  \"form\": \"client-onboarding\",\n  \"submitted\": \"%s\",\n  \"contact\": \"%s\",\n  \"software\": \"%s\",\n  \"software_login\": \"%s\",\n  \"software_password\": \"%s\"\n}",
			hckISO(), f+" "+l, pick([]string{"Xero", "QuickBooks Online", "FreeAgent", "Sage"}), mail, pw)
		return hckS("accounting-password", "json", t, []string{pw}, mail)
	},
	func() Sample {
		f, l, _ := hckWho("de")
		u := hckMail(f, l, "stb-"+strings.ToLower(hckASCII(pick(hckDELast)))+".de")
		pw := hckPw()
		t := fmt.Sprintf("Übergabe für unsere neue Auszubildende %s\n\n- Microsoft 365: %s, Startpasswort %s (wird beim ersten Login geändert)\n- DATEV: Zugang über SmartLogin, richtet %s ein\n- Telefon: Durchwahl -%d",
			f, u, pw, pick(hckDEFirst), hckN(10, 49))
		return hckS("email-password", "handover", t, []string{pw}, u)
	},
	func() Sample {
		f, l, _ := hckWho("de")
		pin := hckPIN(5, 5)
		t := fmt.Sprintf("memory: %s %s (Mandant, Café) nutzt Sparkasse Online-Banking; PIN %s; TAN per pushTAN aufs Handy. Bevorzugt Rückrufe nach 15 Uhr.",
			f, l, pin)
		return hckS("bank-pin", "memory", t, []string{pin}, f+" "+l)
	},
	func() Sample {
		f, l, _ := hckWho("en")
		u := hckUser(f, l)
		pw := hckPw()
		t := fmt.Sprintf("Saved note: %s's FreeAgent login is %s, password %s. They file their own self assessment; we only do the accounts.",
			f, u, pw)
		return hckS("accounting-password", "memory", t, []string{pw}, u)
	},
}

var hckNoteTraps = []hckTpl{
	func() Sample {
		t := fmt.Sprintf("Dear %s,\n\nThank you for choosing us. To get started we need:\n- photo ID and proof of address\n- last year's accounts and tax return\n- your UTR and Government Gateway user ID\n\nWe will never ask you to email passwords or bank PINs. Where we need access we'll send an invitation to add us as your agent.\n\nKind regards,\n%s",
			pick(hckENFirst), pick(hckENFirst))
		return hckT("trap-onboarding", "mail", t)
	},
	func() Sample {
		t := fmt.Sprintf("Mandantenaufnahme %s\n\n[x] Auftragsbestätigung\n[x] Steuer-ID Inhaber: %s %s %s %s\n[ ] Vollmacht Vollmachtsdatenbank\n[ ] Zugang DATEV Unternehmen online (Einladung versendet)\n[ ] Bankzugang: Mandant richtet Leserecht ein",
			pick(hckDEFirm), rnd(digits, 2), rnd(digits, 3), rnd(digits, 3), rnd(digits, 3))
		return hckT("trap-checklist", "checklist", t)
	},
	func() Sample {
		t := fmt.Sprintf("YEAR END %d – %s\n* Sales invoices %s to %s checked\n* Stock £%d at cost\n* Accruals: audit fee £%d, electricity £%d\n* Bank rec agrees to statement %s",
			hckN(2023, 2025), pick(hckENFirm), "INV-"+rnd(digits, 4), "INV-"+rnd(digits, 4), hckN(5000, 90000), hckN(1000, 4000), hckN(200, 900), rnd(digits, 3))
		return hckT("trap-year-end", "year-end-notes", t)
	},
	func() Sample {
		t := fmt.Sprintf("IT-Besprechung Kanzlei %s\n- Passwörter mindestens %d Zeichen, Passwortmanager für alle\n- DATEV SmartLogin statt SmartCard bis Ende Q%d\n- Mandanten-Zugangsdaten nur noch im Tresor-Modul, nicht in Excel",
			hckISO(), hckN(12, 16), hckN(1, 4))
		return hckT("trap-password-policy", "meeting-notes", t)
	},
	func() Sample {
		t := fmt.Sprintf("Hej %s!\n\nVälkommen som kund hos oss. Du får snart en inbjudan till vår kundportal. Lösenordet ska vara minst %d tecken och du loggar in med BankID. Skicka aldrig lösenord eller koder till oss via e-post.\n\n/%s",
			pick(hckSVFirst), hckN(10, 14), pick(hckSVFirst))
		return hckT("trap-onboarding", "mail", t)
	},
	func() Sample {
		t := fmt.Sprintf("#%d %s can't log in to Xero\nStatus: resolved\nTriggered a password reset – they got the e-mail link and set a new one themselves. MFA re-enrolled.",
			hckN(100, 9999), pick(hckENFirm))
		return hckT("trap-password-reset", "ticket", t)
	},
	func() Sample {
		t := fmt.Sprintf("Subject: %s\n\nHi {{ client.first_name }},\n\nClick below to sign in to your documents. The link works once and expires in %d minutes.\n\n{{ login_url }}\n\nIf you didn't request this, ignore this e-mail.\n%s",
			pick([]string{"Your sign-in link", "Sign in to your client portal", "Your secure login link"}), hckN(10, 60), pick([]string{"— Northgate Accountancy", "— Hillside Bookkeeping", "{{ practice.name }}"}))
		return hckT("trap-template", "mail", t)
	},
	func() Sample {
		t := fmt.Sprintf("Client visit %s: guest wifi \"%s-Guest\" is open (captive portal, accept terms), staff network is off limits. Parking behind unit %d.",
			hckISO(), strings.Fields(pick(hckENFirm))[0], hckN(1, 20))
		return hckT("trap-wifi-talk", "visit-notes", t)
	},
	func() Sample {
		t := fmt.Sprintf("Inventur %s: Alarmcode wurde letzte Woche geändert – Herr %s gibt ihn morgens telefonisch durch. Schlüssel liegt beim Nachbarn (Nr. %d).",
			pick(hckDEFirm), pick(hckDELast), hckN(2, 40))
		return hckT("trap-code-talk", "note", t)
	},
	func() Sample {
		var rows []string
		for i := 0; i < hckN(3, 5); i++ {
			rows = append(rows, fmt.Sprintf("%s,%s %s,%s,%s,%d.%02d", rnd(digits, 4), pick(hckENFirst), pick(hckENLast), pick([]string{"1257L", "BR", "K475", "1100L", "0T"}), pick([]string{"A", "C", "H"}), hckN(1500, 6000), hckN(0, 99)))
		}
		return hckT("trap-payroll", "csv", "Payroll ID,Name,Tax code,NI category,Gross\n"+strings.Join(rows, "\n"))
	},
	func() Sample {
		t := fmt.Sprintf("Neue Mitarbeiter-Zugänge (Vorlage)\n\nBenutzer: vorname.nachname\nStartpasswort: changeme – muss beim ersten Login geändert werden\nGruppe: %s\nAnsprechpartner: %s", pick([]string{"Lohn", "FiBu", "Jahresabschluss", "Sekretariat"}), pick(hckDEFirst))
		return hckT("trap-changeme", "note", t)
	},
	func() Sample {
		t := fmt.Sprintf("memory: %s prefers bank PINs and TANs to be given by phone, never in chat. Her accountant is %s at %s.",
			pick(hckDEFirst)+" "+pick(hckDELast), pick(hckDEFirst), pick([]string{"Kanzlei Vogel", "StB Hartmann", "ETL Neumann"}))
		return hckT("trap-memory", "memory", t)
	},
	func() Sample {
		t := fmt.Sprintf("-----BEGIN PUBLIC KEY-----\n%s\n%s\n%s\n-----END PUBLIC KEY-----\n(Bank-Schlüssel für EBICS, Hash %s – bitte mit dem Initialisierungsbrief abgleichen)",
			rnd(alnum+"+/", 64), rnd(alnum+"+/", 64), rnd(alnum+"+/", 36)+"IDAQAB", strings.ToUpper(rnd(hexs, 64)))
		return hckT("trap-public-key", "note", t)
	},
	func() Sample {
		t := fmt.Sprintf("Originals returned to %s by Royal Mail Special Delivery, tracking %s%s%sGB, signed for %s.",
			pick(hckENFirm), strings.ToUpper(rnd(upper, 2)), rnd(digits, 8), rnd(digits, 1), hckISO())
		return hckT("trap-tracking", "note", t)
	},
	func() Sample {
		f, l, firm := hckWho("sv")
		t := fmt.Sprintf("Kontaktlista %s\n%s %s, VD – %s – 07%d-%s %s %s\nEkonomi: ekonomi@%s.se",
			firm, f, l, hckMail(f, l, "foretaget.se"), hckN(0, 9), rnd(digits, 3), rnd(digits, 2), rnd(digits, 2), strings.ToLower(hckASCII(l)))
		return hckT("trap-contacts", "note", t)
	},
	func() Sample {
		t := fmt.Sprintf("PAYE for %s: pay HMRC by the 22nd, accounts office reference %s%s%s, amount £%d.%02d. Use the reference exactly or it goes to the wrong period.",
			pick(hckENFirm), rnd(digits, 3), "P"+strings.ToUpper(rnd(upper, 1)), rnd(digits, 8), hckN(800, 15000), hckN(0, 99))
		return hckT("trap-payment-reference", "chat", t)
	},
	func() Sample {
		t := fmt.Sprintf("Ärende: %s vill ge byrån behörighet i Skatteverkets e-tjänster. Ombudsbehörighet registrerad %s, byråns ombud loggar in med eget BankID. Inga lösenord behövs.",
			pick(hckSVFirm), hckISO())
		return hckT("trap-access-talk", "ticket", t)
	},
}
