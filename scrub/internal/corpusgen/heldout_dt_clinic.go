package main

import (
	"fmt"
	"strings"
)

var (
	hdtPMS      = []string{"ezyVet", "Cornerstone", "AVImark", "Provet Cloud", "Vetspire", "Shepherd", "Digitail", "RxWorks"}
	hdtLabs     = []string{"VetConnect PLUS", "Antech Diagnostics", "Zoetis Reference Labs", "Laboklin", "NationWide Labs"}
	hdtRegistry = []string{"HomeAgain", "Petlog", "24PetWatch", "Europetnet", "AKC Reunite", "Fido ID", "NDG Chipregister"}
	hdtSupplier = []string{"Covetrus", "MWI Animal Health", "Patterson Vet", "Henry Schein Vet", "NVS", "Centaur Services"}
	hdtBooking  = []string{"PetDesk", "Vetstoria", "MoeGo", "Gingr", "DaySmart Pet", "PetExec", "Petbooking"}
	hdtShelter  = []string{"Shelterluv", "PetPoint", "ShelterBuddy", "RescueGroups", "Chameleon"}
)

func hdtClinicGens() []hdtGen {
	return []hdtGen{
		func() Sample { // PMS handover note
			u, pw, pms := hdtUser(), hdtPassword(), pick(hdtPMS)
			t := fmt.Sprintf("Locum handover – %s\n\nHi %s, welcome! Some bits you'll need on day one:\n- %s login: %s\n- %s: %s\n- Rota is on the fridge, consults start %s\n- Kennel cough vaccine is in the small fridge, not the big one\n\nAny trouble ring the front desk.",
				hdtDate(), pick(hdtFirst), pms, u, pick([]string{"password", "pw", "Password", "pass"}), pw, hdtTime())
			return hdtS("pms-password", "note", t, []string{pw}, u)
		},
		func() Sample { // lab portal chat
			pw, lab := hdtPassword(), pick(hdtLabs)
			t := fmt.Sprintf("[%s] %s: anyone got the %s password? locked out and I need the %s bloods for %s\n[%s] %s: it's %s – don't reset it pls, the analyzer uses the same account\n[%s] %s: legend ty",
				hdtTime(), pick(hdtFirst), lab, pick([]string{"CBC", "T4", "SDMA", "chem panel"}), hdtPet(), hdtTime(), pick(hdtFirst), pw, hdtTime(), pick(hdtFirst))
			return hdtS("lab-portal-password", "chat", t, []string{pw}, lab)
		},
		func() Sample { // lab account e-mail
			acct, pw, u := rnd(digits, hdtN(5, 7)), hdtPassword(), hdtEmail()
			t := fmt.Sprintf("From: support@%s\nTo: %s\nSubject: Your %s practice account\n\nDear customer,\n\nYour practice account %s has been set up. You can sign in at the results portal with:\n\nUsername: %s\nTemporary password: %s\n\nYou will be asked to choose a new password on first sign-in.\n\nKind regards,\nClient Services",
				pick([]string{"antechdiagnostics.example", "labresults.example", "vetlab.example"}), u, pick(hdtLabs), acct, u, pw)
			return hdtS("lab-portal-password", "mail", t, []string{pw}, acct, "Username: "+u)
		},
		func() Sample { // DICOM router INI
			pw, host := hdtPassword(), "pacs"+hdtItoa(hdtN(1, 3))+"."+hdtDomain()
			ae := strings.ToUpper(pick([]string{"DR_ROOM1", "CR_SCAN", "US_GE", "DENTAL_XR", "CT_BAY"}))
			t := fmt.Sprintf("; DICOM router for the digital x-ray\n[store]\nlocal_ae = %s\nremote_ae = VETPACS\nremote_host = %s\nremote_port = %d\n\n[web]\nadmin_user = radadmin\nadmin_password = %s\nretention_days = 365\n",
				ae, host, pick([]int{104, 11112, 4242}), pw)
			return hdtS("pacs-password", "ini", t, []string{pw}, host, ae)
		},
		func() Sample { // microchip registry wiki
			reg, u, pw := pick(hdtRegistry), hdtEmail(), hdtPassword()
			t := fmt.Sprintf("## Microchip registrations\n\nAll intake animals get chipped and registered to the shelter first, then transferred at adoption.\n\n| Registry | Account | Password |\n|---|---|---|\n| %s | %s | %s |\n\nTransfer form is in the Adoption folder. Chip scanner is in drawer 3.",
				reg, u, pw)
			return hdtS("registry-password", "markdown", t, []string{pw}, u, reg)
		},
		func() Sample { // supplier portal
			sup, cust, u, pw := pick(hdtSupplier), rnd(digits, hdtN(6, 8)), hdtUser(), hdtPassword()
			t := fmt.Sprintf("Ordering (every Tues before 2pm)\n%s customer no. %s\nlogin %s   pw %s\nRemember to tick the cold chain box for vaccines + insulin.",
				sup, cust, u, pw)
			return hdtS("supplier-password", "note", t, []string{pw}, cust, sup)
		},
		func() Sample { // controlled drug safe
			code := hdtPIN(4, 6)
			if hdtCoin() {
				code = strings.Join(strings.Split(code, ""), "-")
			}
			t := fmt.Sprintf("%s\nCD register check done %s, all balances match (methadone, ketamine, buprenorphine).\n%s combo for the CD safe is now %s – only RVNs and vets, please don't write it on the whiteboard again.",
				pick([]string{"Team –", "Morning all", "To: clinical team"}), hdtDate(), pick([]string{"New", "Reminder:"}), code)
			return hdtS("safe-code", "note", t, []string{code}, "methadone")
		},
		func() Sample { // door code
			code := hdtPIN(4, 6) + pick([]string{"", "#", "*"})
			t := fmt.Sprintf("%s: out-of-hours cover tonight is %s. back door keypad is %s, kennel lights are on the left. %s has a drip on so check at 10",
				pick(hdtFirst), hdtPerson(), code, hdtPet())
			return hdtS("door-code", "chat", t, []string{code})
		},
		func() Sample { // alarm code + passphrase
			code, word := hdtPIN(4, 4), pick(hdtWords)+pick([]string{"", "42", "-blue", "99"})
			t := fmt.Sprintf("Closing checklist\n1. Dryers and clippers off at the wall\n2. Dogs in runs 1–6 checked, water topped\n3. Alarm: code %s then OFF\n4. If the alarm company rings, the passphrase is %s\n5. Lock the side gate", code, word)
			return hdtS("alarm-code", "checklist", t, []string{code, word})
		},
		func() Sample { // staff wifi
			ssid, key := pick([]string{"RAH-Staff", "HappyTails_Back", "Shelter-Office", "CedarCreek-Clinical", "HarbourVets-5G"}), hdtWifiKey()
			t := fmt.Sprintf("# Onboarding\n\n**Wi-Fi (staff only, not for clients):** `%s` / key `%s`\n**Printer:** Brother in the pharmacy, just select it\n**Phones:** extension list on the intranet",
				ssid, key)
			return hdtS("wifi-key", "markdown", t, []string{key}, ssid)
		},
		func() Sample { // groomer booking app chat
			app, u, pw := pick(hdtBooking), hdtEmail(), hdtPassword()
			t := fmt.Sprintf("%s: hiya, for the %s admin it's %s and %s. i set up %s's tuesday slots, can u do the doodle full groom prices\n%s: 👍 on it",
				pick(hdtFirst), app, u, pw, pick(hdtFirst), pick(hdtFirst))
			return hdtS("booking-password", "chat", t, []string{pw}, u)
		},
		func() Sample { // shelter software handover mail
			sw, u, pw := pick(hdtShelter), hdtUser(), hdtPassword()
			t := fmt.Sprintf("Hi %s,\n\nAs I'm leaving Friday here's what you need for %s:\n\nadmin user: %s\npassword: %s\n\nPlease change it after I'm gone. The intake reports run every Monday and the county wants the monthly numbers by the 5th.\n\nThanks for everything,\n%s",
				pick(hdtFirst), sw, u, pw, pick(hdtFirst))
			return hdtS("shelter-sw-password", "mail", t, []string{pw}, u, sw)
		},
		func() Sample { // drug cabinet PIN
			pin, u := hdtPIN(4, 6), hdtUser()
			t := fmt.Sprintf("Ticket #%d – dispensing cabinet\nReporter: %s\nNew hire can't open the Cubex. I've enrolled her fingerprint but it keeps failing, so for now she's using a temporary PIN %s. Please fix the reader before her Monday shift.",
				hdtN(1200, 9800), u, pin)
			return hdtS("cabinet-pin", "ticket", t, []string{pin}, u)
		},
		func() Sample { // x-ray workstation admin
			pw, host := hdtPassword(), pick([]string{"XRAY-WS01", "DR-CONSOLE", "RAD-PC2", "DENTAL-XR"})
			t := fmt.Sprintf("INC%d  Priority 3\nDescription: %s won't send studies to PACS after the Windows update. Logged in as local admin (.\\Administrator / %s) and the DICOM service is stopped. Restarted, works for now.\nAssigned: IT vendor",
				hdtN(100000, 999999), host, pw)
			return hdtS("workstation-password", "ticket", t, []string{pw}, host)
		},
		func() Sample { // clinic mailbox
			mbox, pw := pick([]string{"reception@", "accounts@", "adoptions@", "bookings@"})+hdtDomain(), hdtPassword()
			t := fmt.Sprintf("Shared inboxes\n%s — pw %s (2FA goes to the reception mobile)\nOut of office reply is set on bank holidays only.", mbox, pw)
			return hdtS("mailbox-password", "note", t, []string{pw}, mbox)
		},
		func() Sample { // analyzer service login
			pw := hdtPassword()
			dev := pick([]string{"Catalyst One", "ProCyte Dx", "VetScan VS2", "Element HT5", "SediVue"})
			t := fmt.Sprintf("Sticky note on the %s, typed up for the wiki:\n\"service tech login – user: service  pass: %s  (don't give to clients, don't change)\"\nQC run every Monday morning before the first sample.", dev, pw)
			return hdtS("device-password", "wiki", t, []string{pw}, dev)
		},
		func() Sample { // online pharmacy API creds
			cid, sec := "vs_"+rnd(lower+digits, 12), rnd(alnum, hdtN(32, 48))
			t := fmt.Sprintf("Integration request – home delivery pharmacy\nclinic: %s\nclient_id: %s\nclient_secret: %s\nscope: prescriptions.write orders.read\nPlease connect this to our PMS so approvals flow through automatically.",
				hdtClinic(), cid, sec)
			return hdtS("oauth-client-secret", "ticket", t, []string{sec}, cid)
		},
		func() Sample { // registry API key env
			key := pick([]string{"", "live_", "rk_"}) + rnd(alnum, hdtN(28, 40))
			t := fmt.Sprintf("# chip lookup service\nCHIP_LOOKUP_URL=https://api.%s/v2/lookup\nCHIP_LOOKUP_API_KEY=%s\nCHIP_LOOKUP_TIMEOUT_MS=%d\n",
				pick([]string{"petchipregistry.example", "chipcheck.example", "microchiplookup.example"}), key, pick([]int{2000, 3500, 5000}))
			return hdtS("registry-api-key", "env", t, []string{key}, "CHIP_LOOKUP_TIMEOUT_MS")
		},
		func() Sample { // booking widget JSON
			tok, site := rnd(hexs, 40), hdtUUID()
			t := fmt.Sprintf("{\n  \"provider\": \"%s\",\n  \"site_id\": \"%s\",\n  \"api_token\": \"%s\",\n  \"reminders\": {\"sms\": true, \"email\": true, \"days_before\": %d}\n}",
				strings.ToLower(pick(hdtBooking)), site, tok, hdtN(1, 3))
			return hdtS("booking-api-token", "json", t, []string{tok}, site)
		},
		func() Sample { // POS manager override
			code := hdtPIN(4, 6)
			t := fmt.Sprintf("%s: how do I void a payment on the card machine? client paid twice for %s's dental\n%s: needs the manager override, it's %s. then reprint the receipt for them",
				pick(hdtFirst), hdtPet(), pick(hdtFirst), code)
			return hdtS("manager-pin", "chat", t, []string{code})
		},
		func() Sample { // voicemail PIN
			pin, line := hdtPIN(4, 6), hdtPhone()
			t := fmt.Sprintf("After-hours line %s diverts to the on-call mobile.\nTo pick up voicemail from any phone: dial in, press *, PIN %s.\nEmergency referrals go to the 24h hospital.", line, pin)
			return hdtS("voicemail-pin", "note", t, []string{pin}, line)
		},
		func() Sample { // meeting notes rotate pw
			pms, pw := pick(hdtPMS), hdtPassword()
			t := fmt.Sprintf("Practice meeting %s\nAttendees: %s, %s, %s\n\n1. Dental month – posters up, 10%% off scale & polish\n2. Since %s left we rotated the %s admin password, new one is %s (only PM + head nurse)\n3. Parking – staff use the back row\n\nActions: order more e-collars (%s)",
				hdtDate(), pick(hdtFirst), pick(hdtFirst), pick(hdtFirst), pick(hdtFirst), pms, pw, pick(hdtFirst))
			return hdtS("pms-password", "meeting-notes", t, []string{pw}, "Dental month")
		},
		func() Sample { // volunteer shared login
			u, pw := "volunteers@"+hdtDomain(), hdtPassword()
			t := fmt.Sprintf("Subject: Dog walking rota – new sign-in\n\nHi all,\n\nThe volunteer portal has moved. Sign in with the shared account %s and the password %s, then pick your slots for next week. Please don't share this outside the team.\n\nWoofs,\nVolunteer coordinator", u, pw)
			return hdtS("portal-password", "mail", t, []string{pw}, u)
		},
		func() Sample { // TOTP seed for PMS admin
			seed, pms := hdtTOTP(), pick(hdtPMS)
			t := fmt.Sprintf("%s admin account has 2FA now. If the practice phone dies, add it to a new authenticator with this setup key: %s\n(Account: practice-admin, issuer %s)", pms, seed, pms)
			return hdtS("totp-seed", "note", t, []string{seed}, "practice-admin")
		},
		func() Sample { // recovery codes
			st := rng.IntN(2)
			c1, c2, c3 := hdtRecovery(st), hdtRecovery(st), hdtRecovery(st)
			t := fmt.Sprintf("Google Workspace backup codes for admin@%s (keep in the safe copy only!)\n1. %s\n2. %s\n3. %s\nUsed: none", hdtDomain(), c1, c2, c3)
			return hdtS("recovery-codes", "note", t, []string{c1, c2, c3}, "Used: none")
		},
		func() Sample { // magic login link
			tok := rnd(b64url, hdtN(32, 48))
			host := pick([]string{"app.vetspire.example", "clinic.digitail.example", "portal.pawsbook.example"})
			t := fmt.Sprintf("can you log in as me and check the schedule? here's the link they emailed, it's one-time:\nhttps://%s/auth/magic-link?token=%s&redirect=/schedule\nexpires in 15 mins", host, tok)
			return hdtS("login-link-token", "chat", t, []string{tok}, host)
		},
		func() Sample { // reset link
			tok := rnd(hexs, 64)
			t := fmt.Sprintf("Forwarded message:\n> Someone requested a password reset for your %s account.\n> Reset it here: https://%s/password/reset/%s\n> If this wasn't you, ignore this email.\n\n%s, this is for the reception login, can you do it? I'm on my phone",
				pick(hdtShelter), pick([]string{"shelterluv.example", "petpoint.example", "rescuegroups.example"}), tok, pick(hdtFirst))
			return hdtS("reset-token", "mail", t, []string{tok})
		},
		func() Sample { // lab SFTP YAML
			pw, host := hdtPassword(), "sftp."+pick([]string{"labresults.example", "antech.example", "idexx.example"})
			t := fmt.Sprintf("lab_results_feed:\n  protocol: sftp\n  host: %s\n  port: 22\n  username: %s\n  password: \"%s\"\n  path: /outbound/hl7\n  poll_minutes: 10\n",
				host, "clinic"+rnd(digits, 5), pw)
			return hdtS("sftp-password", "yaml", t, []string{pw}, host)
		},
		func() Sample { // imaging AI API key
			key := pick([]string{"vtly_", "ast_", "ri_"}) + rnd(alnum, hdtN(30, 40))
			t := fmt.Sprintf("Hi support, the radiology AI reports stopped arriving yesterday. Our key is %s, practice ID %d. Did it expire? Studies are still going into the PACS fine.\n\nThanks, %s",
				key, hdtN(10000, 99999), hdtPerson())
			return hdtS("imaging-api-key", "mail", t, []string{key})
		},
		func() Sample { // barn gate + padlock
			gate, lock := hdtPIN(4, 5), rnd(digits, 4)
			t := fmt.Sprintf("Farm call directions – %s yard\nGate code %s. Tack room padlock %s (the horse is in the end stable, lame LF).\nOwner mobile %s", pick(hdtLast), gate, lock, hdtPhone())
			return hdtS("gate-code", "note", t, []string{gate, lock})
		},
		func() Sample { // cremation portal
			u, pw := hdtUser(), hdtPassword()
			t := fmt.Sprintf("Pet cremation collections are booked on the provider website. Login %s, password %s. Tick individual or communal, and put the freezer bag number on the form.", u, pw)
			return hdtS("portal-password", "wiki", t, []string{pw}, u)
		},
		func() Sample { // insurance claims portal
			u, pw, ins := hdtEmail(), hdtPassword(), pick([]string{"Trupanion Express", "Petplan Vet Portal", "Agria Direct Claims", "Nationwide Pet"})
			t := fmt.Sprintf("Insurance – direct claims\n%s\nUser: %s\nPass: %s\nAttach clinical history + invoice, claim form signed by owner.", ins, u, pw)
			return hdtS("insurance-portal-password", "note", t, []string{pw}, u)
		},
		func() Sample { // multilingual chat
			pw := hdtPassword()
			t := pick([]string{
				"Hola equipo, la contraseña del programa de citas es %s, no la cambiéis por favor. El lunes viene la técnica de rayos.",
				"Hallo zusammen, das Passwort für Vetera ist ab heute %s. Bitte nicht an Praktikanten weitergeben.",
				"Hoi allemaal, het wachtwoord van het kassasysteem is nu %s. Graag niet opschrijven bij de balie.",
				"Bonjour, le mot de passe du logiciel de la clinique est %s, merci de ne pas le partager.",
			})
			return hdtS("pms-password", "chat", fmt.Sprintf(t, pw), []string{pw})
		},
		func() Sample { // CSV of temp accounts
			u1, u2, p1, p2 := hdtUser(), hdtUser(), hdtPassword(), hdtPassword()
			for u2 == u1 {
				u2 = hdtUser()
			}
			t := fmt.Sprintf("username,role,temp_password,must_change\n%s,nurse,%s,yes\n%s,receptionist,%s,yes\n", u1, p1, u2, p2)
			return hdtS("pms-password", "csv", t, []string{p1, p2}, u1, u2)
		},
		func() Sample { // agent memory
			reg, pw := pick(hdtRegistry), hdtPassword()
			t := fmt.Sprintf("Memory: User runs a small rescue (%s). They told me their %s account password is %s and asked me to remind them to update the contact details for %s after adoption.",
				pick(hdtClinics), reg, pw, hdtPet())
			return hdtS("registry-password", "memory", t, []string{pw}, reg)
		},
	}
}
