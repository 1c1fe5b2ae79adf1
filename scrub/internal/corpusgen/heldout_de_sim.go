package main

import (
	"fmt"
	"strings"
)

// SIM PIN/PUK, eSIM activation codes and customer codes at the operator.

func hdeMatchID() string {
	switch rng.IntN(3) {
	case 0:
		return hdeRnd(hdeUp+hdeDig, 5) + "-" + hdeRnd(hdeUp+hdeDig, 5) + "-" + hdeRnd(hdeUp+hdeDig, 5) + "-" + hdeRnd(hdeUp+hdeDig, 5)
	case 1:
		return hdeRnd(hdeUp, 2) + "-" + hdeRnd(hdeUp+hdeDig, 6) + "-" + hdeRnd(hdeUp+hdeDig, 7)
	default:
		return hdeRnd(hdeHexUc, 8) + "-" + hdeRnd(hdeHexUc, 8) + "-" + hdeRnd(hdeHexUc, 8) + "-" + hdeRnd(hdeHexUc, 8)
	}
}

func hdeSimGens() []hdeGen {
	return []hdeGen{
		{hdeSimPinChat, 12}, {hdeSimPukTicket, 9}, {hdeSimCard, 6}, {hdeEsimMail, 10},
		{hdeEsimManual, 8}, {hdeEsimConfirm, 7}, {hdeVoicemail, 6}, {hdePortOut, 8},
		{hdeCustPass, 7}, {hdeSimCsv, 3}, {hdeATPin, 8}, {hdeMmcli, 6}, {hdeRouterPinYaml, 6},
		{hdeES2Json, 6}, {hdePukForeign, 6},
	}
}

func hdeSimPinChat() Sample {
	pin := hdePIN()
	tail := hdeRnd(hdeDig, 4)
	who := hdeFirst()
	text := hdePick(
		fmt.Sprintf("%s: hey, die Ersatz-SIM fürs Messhandy (Endung %s) liegt im Fach. PIN ist %s, bitte nicht dreimal falsch eingeben 🙃", who, tail, pin),
		fmt.Sprintf("[%s] %s: new test SIM for the drive-test kit, ICCID ends %s\n[%s] %s: PIN %s\n[%s] %s: thx", hdeTime(), who, tail, hdeTime(), who, pin, hdeTime(), hdeFirst()),
		fmt.Sprintf("%s schrieb:\n> welche PIN hat die Karte mit ...%s?\nDie hat %s, hab sie gestern nicht geändert.", who, tail, pin),
		fmt.Sprintf("quick one - SIM PIN for the spare router SIM (...%s) is %s. PUK is in the safe if someone locks it", tail, pin),
		fmt.Sprintf("%s: la PIN de la SIM de pruebas (terminación %s) es %s", who, tail, pin),
	)
	return hdeS("sim-pin", "chat", text, []string{pin}, tail)
}

func hdeSimPukTicket() Sample {
	puk := hdePUK()
	iccid := hdeICCID()
	t := hdeTicket()
	agent := hdeName()
	text := hdePick(
		fmt.Sprintf("Ticket %s\nKunde meldet: \"SIM gesperrt\" nach 3x falscher PIN.\nIdentität geprüft (Geburtsdatum + Kundenkennzahl).\nICCID: %s\nPUK1 durchgegeben: %s\nKunde hat neue PIN gesetzt, Karte läuft wieder.\n-- %s", t, iccid, puk, agent),
		fmt.Sprintf("%s | status: resolved\nCustomer locked SIM (PIN blocked). Verified caller via security questions.\nICCID %s\nPUK given over the phone: %s\nAdvised to set a new PIN.\nAgent: %s", t, iccid, puk, agent),
		fmt.Sprintf("Hi %s,\n\nas requested, the PUK for SIM %s is %s. After entering it you will be asked for a new PIN.\n\nKind regards\n%s\n%s Business Support", hdeFirst(), iccid, puk, agent, hdeOp()),
	)
	return hdeS("sim-puk", "ticket", text, []string{puk}, iccid, t)
}

func hdeSimCard() Sample {
	pin, puk := hdeCode(4), hdePUK()
	num := hdeMSISDN()
	user := hdeName()
	text := hdePick(
		fmt.Sprintf("Übergabe Dienst-SIM\nMitarbeiter: %s\nRufnummer: %s\nPIN: %s\nPUK: %s\nGerät: Samsung Galaxy XCover 6 Pro\nBitte PIN nach Erhalt ändern.", user, num, pin, puk),
		fmt.Sprintf("## Field SIM handover\n\n- Engineer: %s\n- Number: %s\n- PIN1: %s\n- PUK1: %s\n- Data plan: 50 GB, roaming EU on\n", user, num, pin, puk),
		fmt.Sprintf("%s — SIM for %s\nPIN %s / PUK %s\n(card was reissued after the old one broke at the mast)", num, user, pin, puk),
	)
	return hdeS("sim-pin-puk", hdePick("note", "markdown", "note"), text, []string{pin, puk}, num, user)
}

func hdeEsimMail() Sample {
	smdp := hdeSMDP()
	mid := hdeMatchID()
	name := hdeName()
	op := hdeOp()
	var text string
	secrets := []string{mid}
	if hdeCoin() {
		cc := hdeCode(hdeN(4, 8))
		secrets = append(secrets, cc)
		text = fmt.Sprintf("Subject: Ihre eSIM ist bereit\n\nHallo %s,\n\nIhr eSIM-Profil wurde erstellt. Falls der QR-Code nicht funktioniert, geben Sie die Daten manuell ein:\n\nAktivierungscode: LPA:1$%s$%s\nBestätigungscode: %s\n\nDer Code kann nur einmal verwendet werden.\n\nIhr %s-Team", name, smdp, mid, cc, op)
	} else {
		text = fmt.Sprintf("Subject: Your eSIM activation\n\nDear %s,\n\nscan the attached QR code or paste this activation code on your device:\n\nLPA:1$%s$%s\n\nThe code is valid for 30 days and works once.\n\n%s Customer Care", name, smdp, mid, op)
	}
	return hdeS("esim-activation-code", "mail", text, secrets, smdp, name)
}

func hdeEsimManual() Sample {
	smdp := hdeSMDP()
	mid := hdeMatchID()
	eid := hdeEID()
	text := hdePick(
		fmt.Sprintf("eSIM für das neue Tablet (EID %s):\nSM-DP+-Adresse: %s\nAktivierungscode: %s\nhab's noch nicht installiert, mach das morgen vor Ort", eid, smdp, mid),
		fmt.Sprintf("iPad eSIM manual entry\nSM-DP+ Address: %s\nActivation Code: %s\nEID on device: %s", smdp, mid, eid),
		fmt.Sprintf("%s: the QR won't scan on the Pixel, try manual:\n  smdp: %s\n  matching id: %s", hdeFirst(), smdp, mid),
	)
	return hdeS("esim-activation-code", hdePick("note", "chat"), text, []string{mid}, smdp)
}

func hdeEsimConfirm() Sample {
	cc := hdeCode(hdeN(4, 8))
	who := hdeFirst()
	text := hdePick(
		fmt.Sprintf("%s: das Handy fragt beim eSIM-Download nach einem Bestätigungscode?\n%s: ja, der steht im Brief: %s", hdeFirst(), who, cc),
		fmt.Sprintf("confirmation code for the eSIM download is %s (sent separately from the QR, as per policy)", cc),
		fmt.Sprintf("%s: eSIM lädt nicht, \"confirmation code required\"\n%s: nimm %s", hdeFirst(), who, cc),
	)
	return hdeS("esim-confirmation-code", "chat", text, []string{cc})
}

func hdeVoicemail() Sample {
	pin := hdeCode(hdeN(4, 6))
	num := hdeMSISDN()
	text := hdePick(
		fmt.Sprintf("Mailbox der Hotline-Nummer %s: Fernabfrage-PIN %s, Ansage bitte nicht ändern.", num, pin),
		fmt.Sprintf("Voicemail for the on-call phone (%s)\nDial 3311, PIN %s\nCheck it at shift start.", num, pin),
		fmt.Sprintf("%s: what's the voicemail PIN on the NOC mobile %s?\n%s: %s", hdeFirst(), num, hdeFirst(), pin),
	)
	return hdeS("voicemail-pin", hdePick("note", "wiki", "chat"), text, []string{pin}, num)
}

func hdePortOut() Sample {
	pin := hdeCode(hdeN(4, 8))
	acct := hdeRnd(hdeDig, 9)
	text := hdePick(
		fmt.Sprintf("Porting checklist for the %s lines moving to the new carrier:\n1. account number: %s\n2. number transfer PIN: %s\n3. billing ZIP from the last invoice\nDo it before Friday, the old contract ends.", hdeOp(), acct, pin),
		fmt.Sprintf("%s: the new carrier needs the transfer PIN for account %s, it's %s. Please don't paste it in the ticket", hdeFirst(), acct, pin),
		fmt.Sprintf("Account-PIN (schützt gegen SIM-Swap) für Kundenkonto %s wurde gesetzt: %s\nNur bei Rufnummernmitnahme oder Kartentausch abfragen.", acct, pin),
	)
	return hdeS("port-out-pin", hdePick("note", "chat"), text, []string{pin}, acct)
}

func hdeCustPass() Sample {
	pw := hdePass()
	kd := hdeRnd(hdeDig, 10)
	text := hdePick(
		fmt.Sprintf("CRM Notiz %s\nKundennummer %s\nKundenkennwort für die Hotline: %s\nKunde möchte Rechnung nur per Post.", hdeDate(), kd, pw),
		fmt.Sprintf("For the business account %s the hotline asks for the customer password. It's %s — use it when you call about the fleet SIMs.", kd, pw),
		fmt.Sprintf("Kennwort am Telefon (Kundenservice %s, Konto %s): %s", hdeOp(), kd, pw),
	)
	return hdeS("customer-service-password", hdePick("note", "mail", "chat"), text, []string{pw}, kd)
}

func hdeSimCsv() Sample {
	n := hdeN(2, 3)
	var b strings.Builder
	sep := hdePick(",", ";")
	b.WriteString(strings.Join([]string{"name", "msisdn", "iccid", "pin"}, sep) + "\n")
	var secrets []string
	for i := 0; i < n; i++ {
		pin := hdeCode(4)
		secrets = append(secrets, pin)
		b.WriteString(strings.Join([]string{hdeName(), hdeMSISDN(), hdeICCID(), pin}, sep) + "\n")
	}
	return hdeS("sim-pin", "csv", "field_sims_"+hdeDate()+".csv\n"+b.String(), secrets)
}

func hdeATPin() Sample {
	pin := hdeCode(4)
	dev := hdePick("/dev/ttyUSB2", "/dev/ttyUSB3", "/dev/ttyACM0")
	if hdeCoin() {
		return hdeS("sim-pin", "shell", fmt.Sprintf("$ picocom -b 115200 %s\nAT+CPIN?\n+CPIN: SIM PIN\nOK\nAT+CPIN=\"%s\"\nOK\nAT+CPIN?\n+CPIN: READY\nOK\nAT+COPS?\n+COPS: 0,0,\"%s\",7", dev, pin, hdeOp()), []string{pin}, dev)
	}
	puk := hdePUK()
	return hdeS("sim-puk", "shell", fmt.Sprintf("minicom -D %s\nAT+CPIN?\n+CPIN: SIM PUK\nOK\nAT+CPIN=\"%s\",\"%s\"\nOK\nAT+CPIN?\n+CPIN: READY\n# modem back, new PIN set", dev, puk, pin), []string{puk, pin}, dev)
}

func hdeMmcli() Sample {
	pin := hdeCode(hdeN(4, 6))
	m := fmt.Sprint(hdeN(0, 3))
	text := hdePick(
		fmt.Sprintf("root@gw-%s:~# mmcli -i %s --pin=%s\nsuccessfully sent PIN code to the SIM\nroot@gw-%s:~# mmcli -m %s --simple-connect=\"apn=%s\"\nsuccessfully connected the modem", hdeSite(), m, pin, hdeSite(), m, hdePick("internet.m2m", "iot.1nce.net", "em", "web.vodafone.de")),
		fmt.Sprintf("sudo nmcli c add type gsm ifname '*' con-name lte-backup apn %s gsm.pin %s\nConnection 'lte-backup' (%s) successfully added.", hdePick("internet.m2m", "iot.private", "m2m.business"), pin, hdeUUID()),
	)
	return hdeS("sim-pin", "shell", text, []string{pin})
}

func hdeRouterPinYaml() Sample {
	pin := hdeCode(4)
	site := hdeSite()
	apn := hdePick("iot.private", "m2m.corp", "ems.apn")
	text := fmt.Sprintf("# %s LTE backup gateway\nwwan:\n  device: cdc-wdm0\n  apn: %s\n  sim:\n    slot: %d\n    pin: \"%s\"\n  failover:\n    primary: eth0\n    check: 8.8.8.8\n", site, apn, hdeN(1, 2), pin)
	return hdeS("sim-pin", "yaml", text, []string{pin}, site, apn)
}

func hdeES2Json() Sample {
	mid := hdeMatchID()
	iccid := hdeICCID()
	eid := hdeEID()
	text := fmt.Sprintf("POST /gsma/rsp2/es2plus/confirmOrder -> 200\n{\n  \"header\": {\"functionExecutionStatus\": {\"status\": \"Executed-Success\"}},\n  \"eid\": \"%s\",\n  \"iccid\": \"%s\",\n  \"matchingId\": \"%s\",\n  \"smdpAddress\": \"%s\"\n}", eid, iccid, mid, hdeSMDP())
	return hdeS("esim-activation-code", "json", text, []string{mid}, iccid, eid)
}

func hdePukForeign() Sample {
	puk := hdePUK()
	num := hdeMSISDN()
	text := hdePick(
		fmt.Sprintf("Cześć, karta SIM w telefonie serwisowym (%s) się zablokowała. Kod PUK: %s — wpisz go i ustaw nowy PIN.", num, puk),
		fmt.Sprintf("Olá! O cartão do router da obra (%s) pediu PUK. O PUK é %s, depois define um PIN novo.", num, puk),
		fmt.Sprintf("Salut, la carte SIM du terminal de test (%s) est bloquée. Le code PUK est %s.", num, puk),
		fmt.Sprintf("Hej! SIM-kortet i mätutrustningen (%s) är spärrat. PUK-koden är %s.", num, puk),
	)
	return hdeS("sim-puk", "chat", text, []string{puk}, num)
}
