package main

import (
	"fmt"
	"strings"
)

// Office life in a firm: door, alarm and safe codes, Wi-Fi, MFA seeds, licences, evidence.

func hdqOfficeGens() []hdqGen {
	return []hdqGen{
		{7, hdqOffDoor}, {6, hdqOffAlarm}, {6, hdqOffSafe}, {5, hdqOffLocker}, {7, hdqOffWifi},
		{4, hdqOffWpa}, {6, hdqOffTOTP}, {6, hdqOffRecovery}, {6, hdqOffLicence}, {4, hdqOffVoicemail},
		{7, hdqOffPDFPw}, {5, hdqOffZip}, {4, hdqOffUSB}, {5, hdqOffBitLocker}, {5, hdqOffCodeWord},
		{5, hdqOffKeySafe}, {4, hdqOffGate}, {3, hdqOffPhoneForensic}, {5, hdqOffClientAccount},
		{4, hdqOffHostPIN}, {5, hdqOffEgress},
	}
}

func hdqOffDoor() Sample {
	code := hdqPIN(4 + rng.IntN(3))
	if rng.IntN(3) == 0 {
		code += pick([]string{"#", "*", "X"})
	}
	fm := hdqFirm()
	name := hdqFirst()
	text := fmt.Sprintf(`Hi %s,

Welcome to %s! A few things for your first day as a trainee:
- Arrive at 9:00, ask for %s at reception
- Side door (Bell Yard entrance) keypad code: %s
- Your laptop and ID card will be ready in IT, 2nd floor

See you Monday,
%s, HR`, name, fm.name, hdqPerson(), code, hdqFirst())
	return hdqS("door-code", "mail", text, []string{code}, fm.name)
}

func hdqOffAlarm() Sample {
	code := hdqPIN(4 + rng.IntN(3))
	text := pick([]string{
		"Out of hours: if you're last out, set the alarm - code %s then press SET. Lights on the 3rd floor are on a timer.",
		"Reminder for the weekend trial prep team: alarm is %s (new since the break-in), call the keyholder on %s if it goes off.",
		"Alarmanlage Kanzlei: Code %s, danach die Taste \"Scharf\". Notfall-Nummer Wachdienst %s.",
	})
	phone := fmt.Sprintf("07%03d %06d", rng.IntN(999), rng.IntN(999999))
	var s string
	if strings.Count(text, "%s") == 2 {
		s = fmt.Sprintf(text, code, phone)
	} else {
		s = fmt.Sprintf(text, code)
	}
	return hdqS("alarm-code", "chat", s, []string{code})
}

func hdqOffSafe() Sample {
	code := hdqPIN(6)
	if rng.IntN(2) == 0 {
		code = fmt.Sprintf("%02d-%02d-%02d", rng.IntN(100), rng.IntN(100), rng.IntN(100))
	}
	text := fmt.Sprintf("Strongroom / deeds safe\n- Original wills and deeds only, log every removal in the register\n- Combination: %s (changed %s, tell %s if you think it's been seen)\n- Key for the inner drawer is with the office manager", code, hdqDate(), hdqFirst())
	return hdqS("safe-code", "wiki", text, []string{code})
}

func hdqOffLocker() Sample {
	code := hdqPIN(3 + rng.IntN(2))
	text := fmt.Sprintf("%s: left the trial bundles and your gown in locker %d at the %s robing room, combo %s\n%s: legend, thanks", hdqFirst(), 10+rng.IntN(90),
		pick([]string{"Rolls Building", "Southwark Crown Court", "Manchester Civil Justice Centre", "Old Bailey"}), code, hdqFirst())
	return hdqS("locker-code", "chat", text, []string{code}, "locker")
}

func hdqOffWifi() Sample {
	ssid := strings.ToUpper(rnd(upper, 2)) + pick([]string{"-Staff", "_Staff", "-Secure", "-Partners"})
	key := pick([]string{hdqPhrase(), hdqPwWord(), rnd(alnum, 16)})
	text := pick([]string{
		"IT notice: staff Wi-Fi %s has a new key from today: %s. Guest Wi-Fi is unchanged, ask reception.",
		"for the deal room on 4 - wifi %s, password %s (staff network, don't give it to the other side's team)",
		"WLAN im Besprechungsraum: %s / Schlüssel: %s",
	})
	return hdqS("wifi-key", "chat", fmt.Sprintf(text, ssid, key), []string{key}, ssid)
}

func hdqOffWpa() Sample {
	ssid := pick([]string{"Chambers", "Firm", "Kanzlei", "Notariaat"}) + "-" + rnd(upper+digits, 4)
	psk := hdqPhrase()
	text := fmt.Sprintf("$ sudo nmcli dev wifi connect %s password '%s'\nDevice 'wlan0' successfully activated with '%s'.", ssid, psk, hdqUUID())
	if rng.IntN(2) == 0 {
		text = fmt.Sprintf("network={\n    ssid=\"%s\"\n    psk=\"%s\"\n    key_mgmt=WPA-PSK\n}", ssid, psk)
	}
	return hdqS("wifi-key", "config", text, []string{psk}, ssid)
}

func hdqOffTOTP() Sample {
	seed := hdqTOTP()
	acct := pick([]string{"docketing", "efiling", "admin", "billing"}) + "@" + hdqFirm().domain
	issuer := pick([]string{"NetDocuments", "Clio", "PACER", "Datasite", "iManage"})
	var text string
	if strings.Contains(seed, " ") {
		text = fmt.Sprintf("Shared %s login (%s) - MFA set up so whoever's on docketing duty can get the code. Add this key manually in your authenticator: %s", issuer, acct, seed)
	} else {
		text = fmt.Sprintf("MFA for the shared %s account, scan or paste:\notpauth://totp/%s:%s?secret=%s&issuer=%s&digits=6", issuer, issuer, acct, seed, issuer)
	}
	return hdqS("totp-seed", "note", text, []string{seed}, acct)
}

func hdqOffRecovery() Sample {
	n := 2 + rng.IntN(2)
	codes := make([]string, n)
	for i := range codes {
		codes[i] = hdqRecovery()
	}
	svc := pick([]string{"Clio admin", "Microsoft 365 (partners@)", "Datasite", "Proof notary", "the LinkedIn page"})
	text := fmt.Sprintf("Backup codes for %s, remaining unused:\n%s\n(use one if the office phone with the authenticator isn't to hand; cross it out after)", svc, "  "+strings.Join(codes, "\n  "))
	return hdqS("recovery-codes", "note", text, codes)
}

func hdqOffLicence() Sample {
	key := hdqLicence()
	prod := pick([]string{"Adobe Acrobat Pro", "Nitro PDF Pro", "CaseMap", "TrialDirector", "Bundledocs desktop", "Workshare Compare", "Litera Compare"})
	text := fmt.Sprintf("Ticket %d - new paralegal needs %s\nResolution: installed on LAP-%04d, activated with licence key %s (seat 7 of 10).", 40000+rng.IntN(9999), prod, rng.IntN(9999), key)
	return hdqS("licence-key", "ticket", text, []string{key}, prod)
}

func hdqOffVoicemail() Sample {
	pin := hdqPIN(4 + rng.IntN(3))
	text := fmt.Sprintf("%s - while I'm in trial can you check my voicemail for anything from the clerk? Ext %d, voicemail PIN %s. Thanks!", hdqFirst(), 2000+rng.IntN(7999), pin)
	return hdqS("voicemail-pin", "chat", text, []string{pin})
}

func hdqOffPDFPw() Sample {
	var pw string
	switch rng.IntN(3) {
	case 0:
		pw = strings.ToUpper(rnd(upper, 2)) + fmt.Sprint(1+rng.IntN(20)) + " " + fmt.Sprint(rng.IntN(10)) + rnd(upper, 2)
	case 1:
		pw = hdqPwWord()
	default:
		pw = rnd(alnum, 10)
	}
	doc := pick([]string{"completion statement", "draft will", "settlement agreement", "medical report", "witness statement"})
	text := fmt.Sprintf("Dear %s,\n\nFurther to my earlier email, the password to open the attached %s is: %s\n\nPlease let me know if you have any difficulty.\n\n%s\n%s", hdqPerson(), doc, pw, hdqPerson(), hdqFirm().name)
	return hdqS("document-password", "mail", text, []string{pw}, doc)
}

func hdqOffZip() Sample {
	pw := hdqURLPw()
	vol := fmt.Sprintf("%s_PROD_%03d", strings.ToUpper(rnd(upper, 3)), 1+rng.IntN(40))
	text := fmt.Sprintf("$ 7z x %s.7z -p%s -o./incoming\n7-Zip 23.01\nExtracting archive: %s.7z\nEverything is Ok\nFiles: %d", vol, pw, vol, 200+rng.IntN(5000))
	if rng.IntN(2) == 0 {
		text = fmt.Sprintf("Production volume %s went out by SFTP today. Bates range %s%07d-%s%07d. Decryption password sent to opposing counsel by phone: %s", vol, vol[:3], rng.IntN(9999), vol[:3], 10000+rng.IntN(99999), pw)
	}
	return hdqS("archive-password", "shell", text, []string{pw}, vol)
}

func hdqOffUSB() Sample {
	pass := hdqPhrase()
	text := fmt.Sprintf("Evidence handover %s\n- Item EX-%03d: encrypted USB (IronKey) with CCTV footage from the client\n- Passphrase: %s\n- Chain of custody form signed by %s", hdqDate(), rng.IntN(999), pass, hdqPerson())
	return hdqS("device-passphrase", "note", text, []string{pass})
}

func hdqOffBitLocker() Sample {
	groups := make([]string, 8)
	for i := range groups {
		groups[i] = fmt.Sprintf("%06d", rng.IntN(999999))
	}
	key := strings.Join(groups, "-")
	id := strings.ToUpper(rnd(hexs, 8))
	text := fmt.Sprintf("Ticket: partner's laptop asking for BitLocker recovery after BIOS update.\nKey ID %s\nRecovery key: %s\nRead it out over the phone, ticket closed.", id, key)
	return hdqS("bitlocker-recovery-key", "ticket", text, []string{key}, id)
}

func hdqOffCodeWord() Sample {
	w := strings.ToLower(pick(hdqPwWords)) + pick([]string{"", " " + strings.ToLower(pick(hdqPhraseWords))})
	cl := hdqPerson()
	text := fmt.Sprintf("File note %s: call with %s re completion funds. Agreed code word for any call about bank details: \"%s\". We will never change our bank details by email.", hdqDate(), cl, w)
	return hdqS("verification-code-word", "file-note", text, []string{w}, cl)
}

func hdqOffKeySafe() Sample {
	code := hdqPIN(4)
	addr := fmt.Sprintf("%d %s", 1+rng.IntN(120), pick([]string{"Elm Grove", "Station Road", "Rue des Lilas", "Kerkstraat", "Orchard Close"}))
	text := fmt.Sprintf("Re: %s - keys for the surveyor. Seller says keys are in the key safe by the back door, code %s. Please pass to the buyer's surveyor only.", addr, code)
	return hdqS("key-safe-code", "mail", text, []string{code}, addr)
}

func hdqOffGate() Sample {
	code := hdqPIN(4 + rng.IntN(2))
	text := fmt.Sprintf("Meeting notes - %s site visit\nAttendees: %s, %s\n- Car park gate code %s (visitor bays 1-4)\n- Walk the boundary with the surveyor re the easement\n- Photos to %s folder", hdqDate(), hdqPerson(), hdqPerson(), code, hdqMatter())
	return hdqS("gate-code", "notes", text, []string{code})
}

func hdqOffPhoneForensic() Sample {
	pc := hdqPIN(6)
	icloud := hdqPw()
	cl := hdqPerson()
	text := fmt.Sprintf("Forensic collection - custodian %s\nDevice: iPhone 14, passcode %s\niCloud password (given by custodian for the backup pull): %s\nCollected by vendor on %s, hash verified.", cl, pc, icloud, hdqDate())
	return hdqS("device-passcode", "note", text, []string{pc, icloud}, cl)
}

func hdqOffClientAccount() Sample {
	cf, cl := hdqFirst(), hdqLast()
	email := hdqEmail(cf, cl, pick([]string{"gmail.com", "yahoo.com", "hotmail.co.uk"}))
	pw := hdqPw()
	text := fmt.Sprintf("%s: client (%s) sent her login so we can export the messages for disclosure - %s / %s\n%s: ugh, ok, we need her to change it after the export. I'll note it on the file.", hdqFirst(), cf+" "+cl, email, pw, hdqFirst())
	return hdqS("client-account-password", "chat", text, []string{pw}, email)
}

func hdqOffHostPIN() Sample {
	pin := hdqPIN(4 + rng.IntN(3))
	text := fmt.Sprintf("Partners' meeting admin: I booked the bridge. Host PIN (chair only, don't forward): %s. Everyone else just uses the invite link in the calendar.", pin)
	return hdqS("host-pin", "chat", text, []string{pin})
}

func hdqOffEgress() Sample {
	pass := hdqPhrase()
	text := fmt.Sprintf("Sent the draft SPA through Egress to the buyer's solicitors. Recipients need the passphrase to open: %s. I'll text it to %s rather than email.", pass, hdqPerson())
	return hdqS("document-password", "chat", text, []string{pass})
}
