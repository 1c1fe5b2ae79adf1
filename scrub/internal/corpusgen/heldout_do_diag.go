package main

import (
	"fmt"
	"strings"
)

// Diagnostic tools, OEM service portals, security gateway and locksmith accounts.

var hdoPortals = []string{"ODIS/GeKo", "Toyota TIS", "Ford FDRS", "Motorcraft Service", "ISTA", "XENTRY", "GM GlobalConnect", "Stellantis TechAuthority", "Hyundai GDS", "Honda i-HDS", "ProDemand", "ALLDATA", "HaynesPro WorkshopData", "Autodata", "RenaultNet", "Kia KDS"}

func hdoDiagSecrets() []func() Sample {
	return []func() Sample{
		func() Sample {
			u, pw := hdoOne("DEU", "GBR", "NLD")+hdoDigits(5)+rnd(upper, 1), hdoPw()
			t := fmt.Sprintf("%s: anyone got the GeKo login? need to adapt the key for %s\n%s: user %s pw %s\n%s: ta\n%s: don't leave it logged in on the ODIS laptop pls", hdoName(), hdoPlate(), hdoName(), u, pw, hdoName(), hdoName())
			return hdoS("oem-portal-password", "chat", t, []string{pw}, u)
		},
		func() Sample {
			u, pw := hdoUser()+hdoDigits(2), rnd(alnum, hdoN(9, 12))+hdoOne("!", "#", "")
			t := fmt.Sprintf("Subject: Your Motorcraft Service subscription\n\nThank you for purchasing a %s subscription for %s.\n\nUsername: %s\nTemporary password: %s\n\nYou will be asked to change your password at first sign-in. FDRS requires a separate VCM activation.\n\nOrder: %s", hdoOne("72-hour", "1-month", "1-year"), pick(hdoDealers), u, pw, "MCS-"+hdoDigits(8))
			return hdoS("oem-portal-password", "mail", t, []string{pw}, u)
		},
		func() Sample {
			k := hdoLicence()
			t := fmt.Sprintf("Hi %s,\n\nXENTRY StartKey for the new diagnosis tablet (serial %s) arrived:\n\n%s\n\nValid until %s. Please enter it in Config Assist → StartKey, not in the old laptop.%s", hdoName(), "DE"+hdoDigits(8), k, hdoDate(), hdoSig())
			return hdoS("licence-key", "mail", t, []string{k})
		},
		func() Sample {
			k := hdoLicence()
			cust := hdoDigits(7)
			t := fmt.Sprintf("ESI[tronic] 2.0 licence\nCustomer no.: %s\nPackage: %s\nLicence key: %s\nActivate via DDM before %s. Licence is bound to one KTS device.", cust, hdoOne("SD + C + M", "Truck", "Compact"), k, hdoDate())
			return hdoS("licence-key", "note", t, []string{k}, cust)
		},
		func() Sample {
			mail, pw := strings.ToLower(hdoName())+".workshop@"+hdoOne("gmail.com", "outlook.com", hdoDomain(pick(hdoDealers))), hdoPw()
			t := fmt.Sprintf("[%s] %s: Autel ID for the MaxiSys is %s\n[%s] %s: and the password?\n[%s] %s: %s\n[%s] %s: updating it now, the IMMO software needs the latest version", hdoClock(), hdoName(), mail, hdoClock(), hdoName(), hdoClock(), hdoName(), pw, hdoClock(), hdoName())
			return hdoS("diag-tool-password", "chat", t, []string{pw}, mail)
		},
		func() Sample {
			u, pw, seed := hdoUser(), hdoPw(), hdoTOTP()
			t := fmt.Sprintf("AutoAuth (FCA secure gateway) – shop account\n  user: %s\n  password: %s\n  2FA seed: %s   (add to the Authenticator on the tablet)\n  registered VCIs: %s, %s", u, pw, seed, "W"+hdoDigits(7), "MX"+hdoDigits(6))
			return hdoS("oem-portal-password", "note", t, []string{pw, seed}, u)
		},
		func() Sample {
			vsp, pw := hdoDigits(5), hdoPw()
			t := fmt.Sprintf("%s – can you do the key for the %s on %s? I'm away. My NASTF VSP ID is %s and the LSID password is %s, the portal will text me the code so ring me.", hdoName(), hdoCarName(), hdoOne("Friday", "Tuesday", "the 14th"), vsp, pw)
			return hdoS("oem-portal-password", "chat", t, []string{pw}, vsp)
		},
		func() Sample {
			u, pw := "B"+hdoDigits(6), hdoPw()
			t := fmt.Sprintf("# workshop-onboarding.yml\nsite: %s\ntools:\n  ista:\n    portal_user: %s\n    portal_password: %s\n    icom_ip: %s\n  ltg_printer: true\n", pick(hdoCities), u, hdoYQ(pw), hdoIP())
			return hdoS("oem-portal-password", "yaml", t, []string{pw}, u)
		},
		func() Sample {
			id, pw := hdoDigits(3)+" "+rnd(digits, 3)+" "+rnd(digits, 3), rnd(alnum, hdoN(8, 12))
			tool := hdoOne("TeamViewer", "AnyDesk")
			t := fmt.Sprintf("Remote support for the %s flash – %s will connect to the diag laptop in bay %d.\n%s ID: %s\nUnattended password: %s\nPlease keep the battery charger on the car the whole time.", hdoOne("BCM", "gateway", "ECM"), hdoOne("the OEM hotline", "Techline", "the tool vendor"), hdoN(1, 8), tool, id, pw)
			return hdoS("remote-access-password", "note", t, []string{pw}, id)
		},
		func() Sample {
			u, pw, tk := hdoUser(), hdoPw(), "TCK-"+hdoDigits(6)
			t := fmt.Sprintf("Ticket %s – Snap-on ZEUS won't sync\n\nTech: %s\nSnap-on ID: %s\nPassword (customer gave on phone): %s\nSymptom: stuck at 'checking entitlements' since the %s update.", tk, hdoFull(), u, pw, "24."+hdoDigits(1))
			return hdoS("diag-tool-password", "ticket", t, []string{pw}, u, tk)
		},
		func() Sample {
			seed, u := hdoTOTP(), hdoUser()
			t := fmt.Sprintf("couldn't scan the QR on the shop phone so here's the link it gives you:\notpauth://totp/GM%%20GlobalConnect:%s?secret=%s&issuer=GM%%20GlobalConnect&digits=6", u, seed)
			return hdoS("totp-seed", "chat", t, []string{seed}, u)
		},
		func() Sample {
			u, pw := hdoUser(), hdoPw()
			t := hdoOne(
				fmt.Sprintf("Acceso a Hyundai GDS del taller:\nusuario: %s\ncontraseña: %s\nNo cambiarla sin avisar a %s, la usamos los tres.", u, pw, hdoName()),
				fmt.Sprintf("Zugang Werkstattportal (%s):\nBenutzer: %s\nKennwort: %s\nBitte nicht ändern, läuft über den Meister.", pick(hdoPortals), u, pw),
				fmt.Sprintf("Accès %s pour l'atelier :\nidentifiant : %s\nmot de passe : %s\nMerci de ne pas le changer sans prévenir %s.", hdoOne("RenaultNet", "DialogYS", "Service Box"), u, pw, hdoName()),
			)
			return hdoS("oem-portal-password", "note", t, []string{pw}, u)
		},
		func() Sample {
			pw, u := hdoPw(), hdoUser()
			t := fmt.Sprintf("sticky note from the %s screen (copied before I binned it):\n\n  %s\n  %s / %s\n  renew %s", hdoOne("front office", "bay 3", "MOT bay"), hdoOne("ProDemand", "ALLDATA", "Autodata"), u, pw, hdoDate())
			return hdoS("oem-portal-password", "note", t, []string{pw}, u)
		},
		func() Sample {
			k := rnd(alnum, hdoN(28, 40))
			t := fmt.Sprintf("{\n  \"provider\": \"haynespro\",\n  \"distributorUsername\": \"%s\",\n  \"apiKey\": \"%s\",\n  \"language\": \"%s\",\n  \"cacheHours\": %d\n}", hdoSlug(pick(hdoDealers)), k, hdoOne("en_GB", "de_DE", "nl_NL", "fr_FR"), hdoN(1, 48))
			return hdoS("api-key", "json", t, []string{k})
		},
		func() Sample {
			c1, c2, c3 := hdoRecovery(), hdoRecovery(), hdoRecovery()
			t := fmt.Sprintf("Backup codes for the %s workshop account (each works once):\n\n1. %s\n2. %s\n3. %s\n\nkeep this in the safe, not on the shared drive", pick(hdoPortals), c1, c2, c3)
			return hdoS("recovery-code", "note", t, []string{c1, c2, c3})
		},
		func() Sample {
			tok := rnd(b64url, hdoN(40, 64))
			t := fmt.Sprintf("Subject: Reset your %s password\n\nSomeone (hopefully you) asked to reset the password for %s.\n\nhttps://%s/account/reset?token=%s\n\nThe link expires in 30 minutes.", pick(hdoPortals), hdoUser(), hdoOne("techinfo.toyota.com", "www.motorcraftservice.com", "portal.autoauth.com", "b2bconnect.mercedes-benz.com"), tok)
			return hdoS("login-link-token", "mail", t, []string{tok})
		},
		func() Sample {
			u, pw := "GB"+hdoDigits(5), hdoPw()
			t := fmt.Sprintf("- [ ] ISTA: new AIR login for %s – user %s, pass %s (set by %s)\n- [x] battery tester calibrated\n- [ ] order %s for %s", hdoName(), u, pw, hdoName(), hdoPartNo(), hdoRO())
			return hdoS("oem-portal-password", "markdown", t, []string{pw}, u)
		},
	}
}

func hdoDiagTraps() []func() Sample {
	return []func() Sample{
		func() Sample {
			t := fmt.Sprintf("%s can do the key for the %s tomorrow. His NASTF VSP ID is %s; the LSID password is in the safe, he'll get it from %s, not over text.", hdoName(), hdoCar()[1], hdoDigits(5), hdoName())
			return hdoT("trap-reference", "chat", t)
		},
		func() Sample {
			t := fmt.Sprintf("Scan %s  VIN %s  odo %d km\nECU      SW part no.     CALID            CVN\nECM      %s    %s   %s\nTCM      %s    %s   %s\nDTCs: %s (pending), %s\nFreeze frame: RPM %d, ECT %d°C", hdoDate(), hdoVIN(), hdoN(10000, 240000), hdoPartNo(), rnd(upper+digits, 12), strings.ToUpper(rnd(hexs, 8)), hdoPartNo(), rnd(upper+digits, 12), strings.ToUpper(rnd(hexs, 8)), hdoDTC(), hdoDTC(), hdoN(700, 3500), hdoN(20, 105))
			return hdoT("trap-checksum", "log", t)
		},
		func() Sample {
			t := fmt.Sprintf("Remote session for the gateway flash booked %s %s. TeamViewer ID of the diag laptop: %s %s %s. I'll read the password out on the phone when they call.", hdoDate(), hdoClock(), hdoDigits(3), rnd(digits, 3), rnd(digits, 3))
			return hdoT("trap-remote-id", "note", t)
		},
		func() Sample {
			t := fmt.Sprintf("Subject: %s subscription renewed\n\nYour subscription is active until %s.\nUsername: %s\nFor your security we never send passwords by e-mail. Forgot it? Use \"Reset password\" on the sign-in page.\nInvoice: %s", pick(hdoPortals), hdoDate(), hdoUser(), "INV-"+hdoDigits(8))
			return hdoT("trap-password-talk", "mail", t)
		},
		func() Sample {
			t := fmt.Sprintf("XENTRY StartKey on the tablet ran out %s, new one ordered (order %s, licence no. %s). Until it comes use the old laptop in bay %d.", hdoDate(), "PO"+hdoDigits(6), "XDS-"+hdoDigits(7), hdoN(1, 6))
			return hdoT("trap-licence-talk", "chat", t)
		},
		func() Sample {
			t := fmt.Sprintf("[%s] MaxiSys %s update\n  serial: %s\n  package IMMO v%d.%d.%d  sha256=%s\n  package VW   v%d.%02d  sha256=%s\n  result: OK", hdoDate(), hdoOne("MS909", "Ultra", "IM608 II"), rnd(upper+digits, 12), hdoN(1, 9), hdoN(0, 30), hdoN(0, 99), rnd(hexs, 64), hdoN(20, 40), hdoN(0, 99), rnd(hexs, 64))
			return hdoT("trap-checksum", "log", t)
		},
		func() Sample {
			t := fmt.Sprintf("To set up 2FA for %s: open the authenticator app on the shop phone, tap +, scan the QR code on screen. If the scan fails choose \"enter key manually\" and type the key shown under the QR. Don't screenshot it.", pick(hdoPortals))
			return hdoT("trap-password-talk", "wiki", t)
		},
		func() Sample {
			t := fmt.Sprintf("Kennwort fürs %s läuft am %s ab. Kann %s bitte ein neues setzen und es mir persönlich sagen? Nicht in den Gruppenchat schreiben!", pick(hdoPortals), hdoOne("Freitag", "Montag", "15."), hdoName())
			return hdoT("trap-password-talk", "chat", t)
		},
		func() Sample {
			t := fmt.Sprintf("# workshop-onboarding.yml – template\n# replace every CHANGE_ME before running, never commit real values\nsite: %s\ntools:\n  ista:\n    portal_user: CHANGE_ME\n    portal_password: CHANGE_ME\n    icom_ip: %s\n", pick(hdoCities), hdoIP())
			return hdoT("trap-placeholder", "yaml", t)
		},
		func() Sample {
			t := fmt.Sprintf("J2534 device: %s\nSerial: %s\nDriver: %d.%d.%d\nFirmware: %s\nAPI: 04.04\nVehicle: %s  VIN %s\nProtocols: CAN 500k, ISO15765, DoIP", hdoOne("Mongoose Pro", "CarDAQ-Plus 3", "VCX Nano", "Bosch VCI"), rnd(upper+digits, 10), hdoN(1, 4), hdoN(0, 20), hdoN(0, 300), rnd(hexs, 8), hdoCarName(), hdoVIN())
			return hdoT("trap-serial", "log", t)
		},
		func() Sample {
			t := fmt.Sprintf("Reflash done on %s: new calibration %s, old %s. CVN 0x%s. SGW unlock through AutoAuth as usual, session %s. Road tested, no DTCs.", hdoRO(), hdoPartNo(), hdoPartNo(), strings.ToUpper(rnd(hexs, 8)), hdoUUID())
			return hdoT("trap-request-id", "note", t)
		},
		func() Sample {
			t := fmt.Sprintf("Subject: Your %s password was changed\n\nHello %s,\n\nthe password for user ID %s was changed on %s at %s. If this wasn't you, call the helpdesk on %s and quote reference %s.", pick(hdoPortals), hdoFull(), rnd(upper, 1)+hdoDigits(6), hdoDate(), hdoClock(), "0800 "+hdoDigits(6), rnd(upper+digits, 10))
			return hdoT("trap-password-talk", "mail", t)
		},
		func() Sample {
			t := fmt.Sprintf("## ICOM setup (bay %d)\n\n1. Plug the ICOM into the workshop switch, it gets %s by DHCP reservation.\n2. Open http://%s:60080 – first login forces you to change the factory password; use the one from the shop password manager.\n3. In ISTA → Administration → VCI config pick the ICOM by its MAC %s.", hdoN(1, 8), hdoIP(), hdoIP(), strings.ToUpper(rnd(hexs, 2)+":"+rnd(hexs, 2)+":"+rnd(hexs, 2)+":"+rnd(hexs, 2)+":"+rnd(hexs, 2)+":"+rnd(hexs, 2)))
			return hdoT("trap-password-talk", "wiki", t)
		},
	}
}
