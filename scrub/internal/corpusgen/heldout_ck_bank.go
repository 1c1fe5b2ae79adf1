package main

import (
	"fmt"
	"strings"
)

// Online banking and tax portal logins: PINs, TANs, portal passwords, certificate passwords.

var hckBankSecrets = []hckTpl{
	func() Sample { // Sparkasse login in chat
		f, l, firm := hckWho("de")
		user := strings.ToLower(hckASCII(l)) + rnd(digits, hckN(2, 4))
		pin := hckPIN(5, 5)
		t := fmt.Sprintf("%s: Hallo %s, für die Umsätze von %s brauche ich kurz den Zugang zum Online-Banking.\n%s %s: Anmeldename ist %s, PIN %s. Bitte nichts überweisen 😅\n%s: Danke, nur Kontoauszüge für Q%d.",
			pick([]string{"Kanzlei", "Buchhaltung", "StB-Büro"}), f, firm, f, l, user, pin, pick([]string{"Kanzlei", "Buchhaltung", "StB-Büro"}), hckN(1, 4))
		return hckS("bank-pin", "chat", t, []string{pin}, user, firm)
	},
	func() Sample { // TAN forwarded by client
		f, _, _ := hckWho("de")
		tan := hckPIN(6, 6)
		amt := fmt.Sprintf("%d,%02d", hckN(1200, 48000), hckN(0, 99))
		t := fmt.Sprintf("%s\n\n%s, die Sammelüberweisung (Löhne %s, %s EUR) steht im Banking. %s\nTAN: %s\n\nGruß %s",
			pick([]string{"Hi!", "Moin,", "Hallo zusammen,"}), pick([]string{"Petra", "Uwe", "Frau Lorenz"}), pick([]string{"März", "Juni", "Oktober", "Dezember"}), amt,
			pick([]string{"Die pushTAN kam gerade rein, bitte schnell eingeben, sie gilt nur ein paar Minuten.", "Hier die chipTAN vom Generator:", "smsTAN ist gerade gekommen:"}), tan, f)
		return hckS("bank-tan", "mail", t, []string{tan}, amt+" EUR")
	},
	func() Sample { // VR-NetKey
		_, l, firm := hckWho("de")
		netkey := rnd(digits, 10)
		pin := hckPW5()
		t := fmt.Sprintf("Mandant: %s\nBank: Volksbank %s eG\nVR-NetKey: %s\nOnline-PIN: %s\nTAN-Verfahren: SecureGo plus (Handy %s)\nAnsprechpartner Bank: Hr. %s",
			firm, pick([]string{"Mittelhessen", "Rhein-Lahn", "Stuttgart", "Raiffeisen Nordwest"}), netkey, pin, pick([]string{"Chef", "Buchhaltung", "GF"}), l)
		return hckS("bank-pin", "note", t, []string{pin}, netkey, firm)
	},
	func() Sample { // ELSTER certificate password
		f, l, firm := hckWho("de")
		file := fmt.Sprintf("%s_%s.pfx", strings.ToLower(hckASCII(l)), rnd(digits, 6))
		pw := hckPw()
		t := fmt.Sprintf("Hallo %s,\n\nanbei die ELSTER-Zertifikatsdatei für %s (%s).%s\nDas Passwort dazu: %s\n\nBitte die Datei im Mandantenordner ablegen, nicht auf dem Desktop.\n\nViele Grüße\n%s %s",
			pick([]string{"Anke", "Team", "Herr Becker"}), firm, file, pick([]string{" Das Zertifikat läuft noch bis 2027.", "", " Abruf der Bescheide bitte darüber."}), pw, f, l)
		return hckS("elster-cert-password", "mail", t, []string{pw}, file)
	},
	func() Sample { // ELSTER Abrufcode
		_, l, _ := hckWho("de")
		code := rnd(upper+digits, 4) + "-" + rnd(upper+digits, 4) + "-" + rnd(upper+digits, 2)
		t := fmt.Sprintf("Notiz Mandant %s (Belegabruf / vorausgefüllte Steuererklärung):\n- Freischaltung Abruf beantragt am %s\n- Abrufcode per Brief gekommen: %s\n- gültig 90 Tage, danach neu beantragen\n- ToDo: Vollmachtsdatenbank prüfen",
			l, hckDate(), code)
		return hckS("tax-portal-code", "note", t, []string{code}, l)
	},
	func() Sample { // HMRC Government Gateway
		f, l, firm := hckWho("en")
		gg := rnd(digits, 4) + " " + rnd(digits, 4) + " " + rnd(digits, 4)
		pw := hckPw()
		t := fmt.Sprintf("Hi %s,\n\nAs requested, here are my Government Gateway details so you can file the VAT return for %s:\n\nUser ID: %s\nPassword: %s\n\nThe 2FA code goes to my mobile so give me a ring when you log in.\n\nThanks,\n%s",
			pick([]string{"Rachel", "Gareth", "Helen", "all"}), firm, gg, pw, f+" "+l)
		return hckS("gateway-password", "mail", t, []string{pw}, gg, firm)
	},
	func() Sample { // Companies House auth code
		_, _, firm := hckWho("en")
		num := rnd(digits, 8)
		code := rnd(upper+digits, 6)
		t := fmt.Sprintf("%s – year end checklist\n\n[x] accounts drafted (FRS 105)\n[x] director approval received\n[ ] file with Companies House – company no. %s, authentication code %s\n[ ] CT600 to HMRC\n[ ] send invoice",
			firm, num, code)
		return hckS("companies-house-code", "checklist", t, []string{code}, num)
	},
	func() Sample { // EFTPS PIN
		f, _, firm := hckWho("en")
		ein := rnd(digits, 2) + "-" + rnd(digits, 7)
		pin := hckPIN(4, 4)
		pw := hckPw()
		t := fmt.Sprintf("%s: setting up EFTPS for %s so we can do the 941 deposits\n%s: EIN %s, the PIN they mailed is %s and the internet password I set is %s\n%s: perfect, logging in now",
			pick([]string{"me", "Priya", "Dave"}), firm, f, ein, pin, pw, pick([]string{"me", "Priya", "Dave"}))
		return hckS("eftps-pin", "chat", t, []string{pin, pw}, ein)
	},
	func() Sample { // Swedish company bank
		f, l, firm := hckWho("sv")
		user := hckUser(f, l)
		pw := hckPw()
		t := fmt.Sprintf("Hej %s!\n\nInloggning till företagsbanken för %s:\nanvändar-ID: %s\nlösenord: %s\n\nJag behöver bara kontoutdragen för %s. Tack på förhand!\n/%s",
			pick([]string{"Karin", "Per", "Elin"}), firm, user, pw, pick([]string{"januari", "mars", "hela 2024", "sista kvartalet"}), pick([]string{"Mikael", "Sofia", "Johan"}))
		return hckS("bank-password", "mail", t, []string{pw}, user, firm)
	},
	func() Sample { // forwarded one-time code
		code := hckPIN(6, 8)
		t := fmt.Sprintf("[%02d:%02d] %s: %s\n[%02d:%02d] %s: %s %s",
			hckN(7, 18), hckN(0, 59), pick([]string{"Anders", "Linnea", "Oskar"}), pick([]string{"kan du skicka koden som kom nu?", "jag loggar in på banken åt dig, skicka sms-koden"}),
			hckN(7, 18), hckN(0, 59), pick([]string{"Maria", "Lars", "Ingrid"}), pick([]string{"engångskoden är", "koden:", "här, engångskod"}), code)
		return hckS("bank-otp", "chat", t, []string{code})
	},
	func() Sample { // UK bank passcode + memorable word
		_, l, firm := hckWho("en")
		member := rnd(digits, 12)
		pass := hckPIN(5, 5)
		mem := strings.ToLower(pick(hckWords)) + pick([]string{"", fmt.Sprint(hckN(1, 99))})
		t := fmt.Sprintf("Handover – %s (cover while I'm on leave)\n\nBank: %s Business\nMembership no: %s\nPasscode: %s\nMemorable word: %s\n\nOnly download statements, Mr %s does the payments himself.",
			firm, pick([]string{"Barclays", "NatWest", "Lloyds", "HSBC"}), member, pass, mem, l)
		return hckS("bank-password", "handover", t, []string{pass, mem}, member)
	},
	func() Sample { // EBICS password
		_, _, firm := hckWho("de")
		tn := strings.ToUpper(rnd(upper, 3)) + rnd(digits, 3)
		kid := strings.ToUpper(rnd(upper+digits, 8))
		pw := hckPw()
		t := fmt.Sprintf("EBICS-Einrichtung %s (Profi cash)\nHost-ID: %s\nKunden-ID: %s\nTeilnehmer-ID: %s\nPasswort Schlüsseldatei: %s\nINI/HIA-Briefe an Bank gefaxt am %s",
			firm, pick([]string{"GENODEF1", "SPKDE", "COBADEFF"}), kid, tn, pw, hckDate())
		return hckS("ebics-password", "note", t, []string{pw}, kid, tn)
	},
	func() Sample { // FinTS python
		user := rnd(digits, 10)
		pin := hckPIN(5, 6)
		blz := rnd(digits, 8)
		t := fmt.Sprintf("from fints.client import FinTS3PinTanClient\n\n# Umsätze für Mandant %s ziehen, danach als CSV für DATEV\nclient = FinTS3PinTanClient(\n    '%s',  # BLZ\n    '%s',\n    '%s',\n    'https://banking-%s.s-fints-pt-%s.de/fints30',\n    product_id='%s',\n)\naccounts = client.get_sepa_accounts()",
			rnd(digits, 5), blz, user, pin, pick([]string{"by", "bw", "nw", "ni"}), pick([]string{"by", "bw", "nw", "ni"}), rnd(upper+digits, 25))
		return hckS("bank-pin", "python", t, []string{pin}, user, blz)
	},
	func() Sample { // credential CSV
		var rows []string
		var sec []string
		var keep []string
		n := hckN(2, 3)
		for i := 0; i < n; i++ {
			_, l, firm := hckWho("de")
			user := strings.ToLower(hckASCII(l)) + rnd(digits, 3)
			pin := hckPIN(5, 6)
			rows = append(rows, fmt.Sprintf("%d;%s;%s;%s;%s;%s", 10000+rng.IntN(89999), firm, pick([]string{"Sparkasse", "Volksbank", "Commerzbank", "Postbank"}), user, pin, pick([]string{"pushTAN", "chipTAN", "SecureGo"})))
			sec = append(sec, pin)
			keep = append(keep, user)
		}
		t := "Mandanten-Nr;Mandant;Bank;Anmeldename;PIN;TAN\n" + strings.Join(rows, "\n")
		return hckS("bank-pin", "csv", t, sec, keep...)
	},
	func() Sample { // markdown table of portals
		f, l, firm := hckWho(hckLang())
		u := hckUser(f, l)
		p1, p2 := hckPw(), hckPw()
		t := fmt.Sprintf("## %s – Zugänge\n\n| Portal | Benutzer | Passwort | Notiz |\n|---|---|---|---|\n| DATEV Unternehmen online | %s | %s | Belege hochladen |\n| Lohnportal | %s | %s | nur lesen |\n| ELSTER | – | – | Zertifikat liegt beim Mandanten |",
			firm, u, p1, strings.ToLower(hckASCII(l)), p2)
		return hckS("portal-password", "markdown", t, []string{p1, p2}, u)
	},
	func() Sample { // DATEV SmartCard PIN
		pin := hckPIN(6, 8)
		t := fmt.Sprintf("%s, kannst du morgen früh die USt-VAs übertragen? Ich bin beim Arzt.\nSmartCard steckt im Leser an meinem Platz, PIN ist %s. Danach bitte wieder abziehen!",
			pick([]string{"Claudia", "Lukas", "Birgit"}), pin)
		return hckS("smartcard-pin", "chat", t, []string{pin})
	},
	func() Sample { // ROS cert password (Ireland)
		f, l, firm := hckWho("en")
		pw := hckPw()
		tain := rnd(digits, 5) + strings.ToUpper(rnd(upper, 1))
		t := fmt.Sprintf("Ticket #%d – %s cannot log in to ROS\n\nReporter: %s %s\nAgent TAIN: %s\n\nRestored cert from backup on the reception PC. Cert password is %s (client confirmed on the phone). Tested login OK.",
			hckN(2000, 9999), firm, f, l, tain, pw)
		return hckS("tax-cert-password", "ticket", t, []string{pw}, tain)
	},
	func() Sample { // Swish certificate
		_, _, firm := hckWho("sv")
		pw := hckPw()
		nr := "123" + rnd(digits, 7)
		t := fmt.Sprintf("Swish för handel – %s\nSwish-nummer: %s\nCertifikat: swish_%s.p12\nLösenord till .p12: %s\nFörnyas senast %s",
			firm, nr, rnd(digits, 10), pw, hckISO())
		return hckS("cert-password", "note", t, []string{pw}, nr)
	},
	func() Sample { // company card PIN in meeting notes
		_, l, firm := hckWho("en")
		pin := hckPIN(4, 4)
		t := fmt.Sprintf("Notes – call with %s (%s), %s\n\n- expenses: receipts via Dext from now on\n- new company debit card arrived, PIN %s, card kept in the office safe\n- payroll moving to monthly\n- next call after Q%d VAT",
			l, firm, hckISO(), pin, hckN(1, 4))
		return hckS("card-pin", "meeting-notes", t, []string{pin}, firm)
	},
	func() Sample { // openssl pfx
		pw := hckPw()
		file := fmt.Sprintf("elster_%s.pfx", rnd(digits, 7))
		q := pick([]string{"'", "\"", ""})
		t := fmt.Sprintf("$ openssl pkcs12 -in %s -nokeys -passin pass:%s%s%s | openssl x509 -noout -enddate\nnotAfter=%s 23:59:59 %d GMT",
			file, q, pw, q, pick([]string{"Mar  3", "Nov 19", "Jan 30"}), hckN(2025, 2028))
		return hckS("elster-cert-password", "shell", t, []string{pw}, file)
	},
	func() Sample { // security token PIN (sv)
		pin := hckPIN(4, 6)
		t := fmt.Sprintf("%s\n\nDosan till banken ligger i översta lådan. Koden till dosan är %s. %s\n\n/%s",
			pick([]string{"Hej!", "Hejsan,", "Hej Karin,"}), pin, pick([]string{"Attestera bara leverantörsbetalningarna.", "Logga in och ta ut SIE-filen.", "Skicka inget utan att fråga mig."}), pick([]string{"Per", "Ingrid", "Oskar"}))
		return hckS("token-pin", "mail", t, []string{pin})
	},
	func() Sample { // provisional portal password from adviser
		_, l, firm := hckWho("de")
		mnr := rnd(digits, 5)
		pw := rnd(alnum, hckN(8, 12))
		t := fmt.Sprintf("Sehr geehrte/r Frau/Herr %s,\n\nfür %s (Mandanten-Nr. %s) haben wir Ihnen einen Zugang zu unserem Mandantenportal eingerichtet.\nIhr vorläufiges Passwort lautet: %s\nBitte ändern Sie es bei der ersten Anmeldung.\n\nMit freundlichen Grüßen\nIhre Kanzlei",
			l, firm, mnr, pw)
		return hckS("portal-password", "mail", t, []string{pw}, mnr)
	},
	func() Sample { // IRS e-Services
		f, l, _ := hckWho("en")
		user := strings.ToUpper(hckASCII(l))[:3] + rnd(digits, 4)
		pw := hckPw()
		t := fmt.Sprintf("e-Services (TDS) login for the practice – %s is the owner\nusername: %s\npassword: %s\nexpires every 90 days, last changed %s",
			f+" "+l, user, pw, hckISO())
		return hckS("tax-portal-password", "note", t, []string{pw}, user)
	},
	func() Sample { // Skatteverket ombud / Fortnox combo in yaml
		pw := hckPw()
		org := rnd(digits, 6) + "-" + rnd(digits, 4)
		t := fmt.Sprintf("klient:\n  namn: %s\n  orgnr: \"%s\"\n  bank:\n    namn: %s\n    anvandare: %s\n    losenord: \"%s\"\n  momsperiod: kvartal",
			pick(hckSVFirm), org, pick([]string{"Handelsbanken", "SEB", "Swedbank", "Nordea"}), rnd(digits, 8), pw)
		return hckS("bank-password", "yaml", t, []string{pw}, org)
	},
	func() Sample { // voicemail transcript
		f, _, firm := hckWho("en")
		pw := pick(hckWords) + fmt.Sprint(hckN(10, 99)) + pick(hckSyms)
		t := fmt.Sprintf("Voicemail (transcribed): \"Hi, it's %s from %s – you asked for the payroll bank login – the new password is %s – sorry, I changed it last week. Call me if it doesn't work.\"",
			f, firm, pw)
		return hckS("bank-password", "voicemail", t, []string{pw}, firm)
	},
	func() Sample { // German bank login in YAML-ish ini
		pin := hckPIN(5, 5)
		tn := rnd(digits, 10)
		t := fmt.Sprintf("[bank:%s]\nblz = %s\nteilnehmer = %s\npin = %s\ntan_medium = %s\n",
			strings.ToLower(pick([]string{"spk", "voba", "comdirect"})), rnd(digits, 8), tn, pin, pick([]string{"iPhone Chef", "Galaxy Buchhaltung", "chipTAN"}))
		return hckS("bank-pin", "ini", t, []string{pin}, tn)
	},
	func() Sample { // wedding of two: German client sends both pin and tan
		pin := hckPIN(5, 5)
		tan := hckPIN(6, 6)
		t := fmt.Sprintf("WhatsApp von Mandant %s:\n\"PIN fürs Geschäftskonto ist %s\"\n\"und TAN für die Freigabe %s, bitte gleich machen\"",
			pick(hckDELast), pin, tan)
		return hckS("bank-pin", "chat", t, []string{pin, tan})
	},
}

// hckPW5 returns an online banking PIN: mostly five digits, sometimes alphanumeric.
func hckPW5() string {
	if rng.IntN(3) == 0 {
		return rnd(alnum, hckN(6, 8))
	}
	return hckPIN(5, 5)
}

var hckBankTraps = []hckTpl{
	func() Sample {
		t := fmt.Sprintf("Hallo Herr %s,\n\ndie neue PIN für das Online-Banking muss %d- bis %d-stellig sein und darf keine Geburtsdaten enthalten. Bitte schicken Sie mir die PIN NICHT per Mail, ich brauche nur eine Leseberechtigung für die Umsätze.\n\nGruß",
			pick(hckDELast), hckN(5, 6), hckN(8, 20))
		return hckT("trap-pin-policy", "mail", t)
	},
	func() Sample {
		t := fmt.Sprintf("%s: kommt die TAN bei dir oder bei mir?\n%s: bei mir, pushTAN. schick mir einfach die Auftragsübersicht, ich geb frei\n%s: ok, %d Überweisungen, Summe %d,%02d €",
			pick(hckDEFirst), pick(hckDEFirst), pick(hckDEFirst), hckN(3, 30), hckN(500, 90000), hckN(0, 99))
		return hckT("trap-tan-talk", "chat", t)
	},
	func() Sample {
		_, _, firm := hckWho("en")
		t := fmt.Sprintf("Client: %s\nUTR: %s\nGovernment Gateway user ID: %s %s %s\nVAT reg: GB %s %s %s\nPassword: client keeps it, ring before filing",
			firm, rnd(digits, 10), rnd(digits, 4), rnd(digits, 4), rnd(digits, 4), rnd(digits, 3), rnd(digits, 4), rnd(digits, 2))
		return hckT("trap-gateway-id", "note", t)
	},
	func() Sample {
		_, _, firm := hckWho("sv")
		t := fmt.Sprintf("Betalningsuppgifter %s\nBankgiro: %s-%s\nIBAN: %s\nBIC: %s\nOrg.nr: %s-%s\nOCR: %s",
			firm, rnd(digits, 3), rnd(digits, 4), hckIBAN("sv"), pick([]string{"HANDSESS", "ESSESESS", "SWEDSESS", "NDEASESS"}), rnd(digits, 6), rnd(digits, 4), rnd(digits, 14))
		return hckT("trap-bank-details", "note", t)
	},
	func() Sample {
		t := fmt.Sprintf("Empfänger: %s\nIBAN: %s\nBIC: %s\nBetrag: %d,%02d EUR\nVerwendungszweck: RE-%d-%s Kd.-Nr. %s",
			pick(hckDEFirm), hckIBAN("de"), pick([]string{"COBADEFFXXX", "GENODEF1S02", "BYLADEM1001"}), hckN(20, 9000), hckN(0, 99), hckN(2023, 2026), rnd(digits, 5), rnd(digits, 6))
		return hckT("trap-transfer", "note", t)
	},
	func() Sample {
		var rows []string
		for i := 0; i < hckN(2, 4); i++ {
			_, l, firm := hckWho("de")
			rows = append(rows, fmt.Sprintf("%d;%s;%s;%s;%s", 10000+rng.IntN(89999), firm, strings.ToLower(hckASCII(l))+rnd(digits, 3), pick([]string{"*****", "siehe Tresor", "beim Mandanten", "(nicht gespeichert)", "xxxxx"}), pick([]string{"pushTAN", "chipTAN"})))
		}
		return hckT("trap-masked-pin", "csv", "Mandanten-Nr;Mandant;Anmeldename;PIN;TAN\n"+strings.Join(rows, "\n"))
	},
	func() Sample {
		_, _, firm := hckWho(hckLang())
		t := fmt.Sprintf("## %s – Zugänge\n\n| Portal | Benutzer | Passwort |\n|---|---|---|\n| DATEV Unternehmen online | %s | 1Password → \"%s DUo\" |\n| Sparkasse | %s | Mandant gibt TAN frei |\n| ELSTER | Zertifikat | Tresor, Ordner %d |",
			firm, rnd(lower, 1)+"."+strings.ToLower(hckASCII(pick(hckDELast))), firm, rnd(digits, 9), hckN(1, 40))
		return hckT("trap-password-reference", "markdown", t)
	},
	func() Sample {
		t := fmt.Sprintf("Hi %s,\n\nI've reset your Government Gateway password as you asked. HMRC will send an activation code by post within %d days – please forward it when it arrives, or just log in yourself and set a new password.\n\nBest,\n%s",
			pick(hckENFirst), hckN(7, 10), pick(hckENFirst))
		return hckT("trap-password-reset", "mail", t)
	},
	func() Sample {
		t := fmt.Sprintf("Ihre Übermittlung wurde erfolgreich entgegengenommen.\nTransferticket: %s\nOrdnungsbegriff: %s\nSteuernummer: %s/%s/%s\nZeitpunkt: %s %02d:%02d",
			rnd(lower+digits, 2)+rnd(lower+digits, 28), rnd(digits, 13), rnd(digits, 3), rnd(digits, 3), rnd(digits, 5), hckDate(), hckN(8, 20), hckN(0, 59))
		return hckT("trap-elster-ticket", "mail", t)
	},
	func() Sample {
		_, _, firm := hckWho("en")
		t := fmt.Sprintf("%s – confirmation statement due %s. Company no. %s, SIC %s. The authentication code was posted to the registered office; director to read it out on our call, don't email it.",
			firm, hckISO(), rnd(digits, 8), rnd(digits, 5))
		return hckT("trap-auth-code-talk", "note", t)
	},
	func() Sample {
		t := fmt.Sprintf("Hej %s!\n\nNär du loggar in första gången skickar vi en engångskod via sms till numret som slutar på %s. Koden är giltig i %d minuter. Dela aldrig koden med någon, inte ens med din redovisningskonsult.\n\nVänliga hälsningar\n%s",
			pick(hckSVFirst), rnd(digits, 2), hckN(3, 10), pick([]string{"Handelsbanken", "Swedbank", "SEB"}))
		return hckT("trap-otp-policy", "mail", t)
	},
	func() Sample {
		pre := pick([]string{"FINTS", "BANK", "SPK", "MANDANT_" + rnd(digits, 5)})
		t := fmt.Sprintf("import os\nfrom fints.client import FinTS3PinTanClient\n\n# %s\nclient = FinTS3PinTanClient(\n    os.environ[\"%s_BLZ\"],\n    os.environ[\"%s_USER\"],\n    os.environ[\"%s_PIN\"],\n    \"https://fints.%s.de/fints\",\n    product_id=\"%s\",\n)\n",
			pick([]string{"PIN kommt aus der Umgebung, nie ins Repo", "Umsatzabruf nachts", "für den DATEV-Export"}), pre, pre, pre, pick([]string{"comdirect", "dkb", "ing"}), rnd(upper+digits, 25))
		return hckT("trap-env-reference", "python", t)
	},
	func() Sample {
		t := fmt.Sprintf("EFTPS acknowledgment\nEIN: %s-%s\nEFT Acknowledgement Number: %s\nTax form: 941, period %d Q%d\nAmount: $%d.%02d",
			rnd(digits, 2), rnd(digits, 7), rnd(digits, 15), hckN(2023, 2026), hckN(1, 4), hckN(900, 40000), hckN(0, 99))
		return hckT("trap-ack-number", "mail", t)
	},
	func() Sample {
		t := fmt.Sprintf("$ read -s ELSTER_PW\n$ openssl pkcs12 -in elster_%s.pfx -nokeys -passin env:ELSTER_PW | openssl x509 -noout -enddate\nnotAfter=%s 23:59:59 %d GMT",
			rnd(digits, 7), pick([]string{"Feb 11", "Aug  2", "Dec 24"}), hckN(2025, 2028))
		return hckT("trap-env-reference", "shell", t)
	},
	func() Sample {
		var rows []string
		for i := 0; i < hckN(3, 5); i++ {
			rows = append(rows, fmt.Sprintf("%s,%s,%s,-%d.%02d,%d.%02d", hckISO(), pick([]string{"DD HMRC VAT", "FPS SALARY", "CARD 4421 TESCO", "BACS " + strings.ToUpper(pick(hckENLast))}), strings.ToUpper(rnd(upper+digits, 12)), hckN(5, 4000), hckN(0, 99), hckN(100, 50000), hckN(0, 99)))
		}
		return hckT("trap-statement", "csv", "Date,Description,Reference,Amount,Balance\n"+strings.Join(rows, "\n"))
	},
	func() Sample {
		_, l, firm := hckWho("de")
		t := fmt.Sprintf("%s\nInh. %s %s\nSteuernummer: %s/%s/%s\nUSt-IdNr.: DE%s\nHRB %d, Amtsgericht %s\nBank: %s",
			firm, pick(hckDEFirst), l, rnd(digits, 2), rnd(digits, 3), rnd(digits, 5), rnd(digits, 9), hckN(1000, 99999), pick([]string{"München", "Köln", "Hamburg"}), hckIBAN("de"))
		return hckT("trap-tax-ids", "mail", t)
	},
	func() Sample {
		t := fmt.Sprintf("Inbetalning till skattekontot för %s: bankgiro 5050-1055, OCR-nummer %s, belopp %d kr, senast %s.",
			pick(hckSVFirm), rnd(digits, 16), hckN(1000, 200000), hckISO())
		return hckT("trap-ocr", "chat", t)
	},
}
