package main

import (
	"fmt"
	"strings"
)

// Traps about SIMs, eSIM, SIM keys and field work: same labels and layouts, no secret.

func hdeTrapGens() []hdeGen {
	return []hdeGen{
		{hdeTPinPolicy, 6}, {hdeTPukProcess, 6}, {hdeTMaskedCsv, 5}, {hdeTATSession, 6},
		{hdeTMmcliStatus, 5}, {hdeTEsimPlaceholder, 6}, {hdeTES2Order, 5}, {hdeTInventoryCsv, 6},
		{hdeTEsimTrouble, 5}, {hdeTPortTalk, 5}, {hdeTCustPassTalk, 4}, {hdeTVoicemailTalk, 4},
		{hdeTSiteRef, 6}, {hdeTAlarmInfo, 4}, {hdeTRouterMasked, 5}, {hdeTWifiSticker, 5},
		{hdeTLicenceSerial, 5}, {hdeTHandover, 6}, {hdeTCellParams, 6}, {hdeTIdsChat, 6},
		{hdeTKiTalk, 5}, {hdeTPySimRead, 5}, {hdeTOTAHsm, 4}, {hdeTDbctlUsage, 4},
		{hdeTHssVars, 4}, {hdeTADMTalk, 4}, {hdeTKCV, 4}, {hdeTGpgFpr, 4},
	}
}

func hdeTPinPolicy() Sample {
	return hdePick(
		hdeT("trap-pin-policy", "wiki", "## SIM-PIN (Stand "+hdeDate()+")\n\n- Die PIN muss 4 bis 8 Ziffern haben.\n- Nach 3 Fehlversuchen ist die Karte gesperrt, dann wird die PUK gebraucht.\n- Nach 10 falschen PUK-Eingaben ist die Karte endgültig unbrauchbar.\n- PIN und PUK stehen auf der Trägerkarte, die der Mitarbeiter bei Ausgabe erhält."),
		hdeT("trap-pin-policy", "chat", fmt.Sprintf("%s: reminder: change the default SIM PIN on every field phone before handing it out, and never write the PUK on the phone case", hdeFirst())),
		hdeT("trap-pin-policy", "mail", fmt.Sprintf("Hi %s,\n\nthe PIN on your new SIM has to be set by you on first start; we never send PINs by e-mail. If the card asks for a PUK, call the service desk on %s.\n\nIT Mobile Services", hdeFirst(), hdeMSISDN())),
		hdeT("trap-pin-policy", "chat", fmt.Sprintf("%s: la PIN tiene que tener entre 4 y 8 dígitos, y después de 3 intentos fallidos necesitas el PUK", hdeFirst())),
	)
}

func hdeTPukProcess() Sample {
	return hdePick(
		hdeT("trap-puk-process", "ticket", fmt.Sprintf("Ticket %s\nKunde hat SIM gesperrt (PIN 3x falsch).\nICCID: %s\nPUK per SMS an die hinterlegte Zweitnummer gesendet.\nTicket geschlossen.", hdeTicket(), hdeICCID())),
		hdeT("trap-puk-process", "ticket", fmt.Sprintf("%s | resolved\nCaller asked for the PUK of %s. Could not verify identity, asked them to visit a shop with ID. No code given.", hdeTicket(), hdeMSISDN())),
		hdeT("trap-puk-process", "chat", fmt.Sprintf("%s: PUK für die %s? Steht im Self-Service-Portal unter \"Meine Karten\", ich darf sie nicht im Chat schicken", hdeFirst(), hdeMSISDN())),
	)
}

func hdeTMaskedCsv() Sample {
	var b strings.Builder
	sep := hdePick(",", ";")
	b.WriteString(strings.Join([]string{"name", "msisdn", "iccid", "pin"}, sep) + "\n")
	for i := 0; i < hdeN(2, 4); i++ {
		b.WriteString(strings.Join([]string{hdeName(), hdeMSISDN(), hdeICCID(), hdePick("****", "••••", "[hidden]")}, sep) + "\n")
	}
	return hdeT("trap-masked-pin", "csv", b.String())
}

func hdeTATSession() Sample {
	return hdePick(
		hdeT("trap-at-session", "shell", fmt.Sprintf("AT+CPIN?\n+CPIN: READY\nOK\nAT+CCID\n+CCID: %s\nOK\nAT+CIMI\n%s\nOK\nAT+CSQ\n+CSQ: %d,99\nOK", hdeICCID(), hdeIMSI(), hdeN(8, 30))),
		hdeT("trap-at-session", "shell", fmt.Sprintf("AT+CPIN?\n+CPIN: SIM PUK\nOK\nAT+CPINR=\"SIM*\"\n+CPINR: SIM PIN,0,3\n+CPINR: SIM PUK,10,10\nOK\n# card locked, %s is getting the PUK from the portal", hdeFirst())),
		hdeT("trap-at-session", "shell", fmt.Sprintf("AT+CGSN\n%s\nOK\nAT+COPS?\n+COPS: 0,0,\"%s\",7\nOK\nAT+CGDCONT?\n+CGDCONT: 1,\"IP\",\"%s\",\"0.0.0.0\",0,0\nOK", hdeIMEI(), hdeOp(), hdePick("internet.m2m", "iot.1nce.net", "em"))),
	)
}

func hdeTMmcliStatus() Sample {
	return hdeT("trap-modem-status", "shell", fmt.Sprintf("$ mmcli -m %d\n  ----------------------------------\n  Hardware |         manufacturer: Quectel\n           |                model: %s\n           |    equipment id: %s\n  ----------------------------------\n  Status   |       unlock retries: sim-pin (3), sim-puk (10)\n           |                state: connected\n           |       signal quality: %d%% (recent)\n  ----------------------------------\n  3GPP     |                 imei: %s\n           |          operator id: %s\n           |        operator name: %s\n  ----------------------------------\n  SIM      |       primary sim path: /org/freedesktop/ModemManager1/SIM/%d",
		hdeN(0, 3), hdePick("EG25-G", "EM06-E", "RM500Q-GL"), hdeIMEI(), hdeN(20, 95), hdeIMEI(), hdePick("26201", "26202", "23430", "21407"), hdeOp(), hdeN(0, 5)))
}

func hdeTEsimPlaceholder() Sample {
	return hdePick(
		hdeT("trap-esim-placeholder", "wiki", fmt.Sprintf("### eSIM manuell installieren\n\nFormat des Aktivierungscodes: `LPA:1$<SM-DP+-Adresse>$<Matching-ID>`\n\nUnsere SM-DP+-Adresse ist `%s`. Die Matching-ID bekommt der Kunde per Brief.", hdeSMDP())),
		hdeT("trap-esim-placeholder", "mail", fmt.Sprintf("Dear %s,\n\nyour eSIM order %s has shipped. You will receive the activation code in a separate e-mail once your identity check is complete.\n\n%s", hdeName(), "ORD-"+hdeRnd(hdeDig, 8), hdeOp())),
		hdeT("trap-esim-placeholder", "template", "{# template esim_ready_"+hdePick("de", "at", "ch")+".j2 v"+fmt.Sprint(hdeN(2, 19))+" #}\nSubject: Ihre eSIM ist bereit\n\nHallo {{customer.first_name}},\n\nAktivierungscode: LPA:1${{smdp_address}}${{matching_id}}\nBestätigungscode: {{confirmation_code}}\n"),
		hdeT("trap-esim-placeholder", "chat", fmt.Sprintf("%s: for GSMA discovery the device just uses lpa.ds.gsma.com, no activation code needed if the profile is bound to the EID %s", hdeFirst(), hdeEID())),
	)
}

func hdeTES2Order() Sample {
	return hdeT("trap-es2-request", "json", fmt.Sprintf("POST /gsma/rsp2/es2plus/downloadOrder\n{\n  \"header\": {\"functionRequesterIdentifier\": \"%s\", \"functionCallIdentifier\": \"%s\"},\n  \"eid\": \"%s\",\n  \"profileType\": \"%s\"\n}\n-> 200 {\"iccid\": \"%s\", \"header\": {\"functionExecutionStatus\": {\"status\": \"Executed-Success\"}}}",
		strings.ToLower(strings.Fields(hdeOp())[0]), hdeUUID(), hdeEID(), hdePick("CONSUMER_5G", "IOT_LTE_M", "TRAVEL_EU"), hdeICCID()))
}

func hdeTInventoryCsv() Sample {
	var b strings.Builder
	b.WriteString("iccid,imsi,msisdn,status,apn,last_seen\n")
	for i := 0; i < hdeN(3, 5); i++ {
		b.WriteString(fmt.Sprintf("%s,%s,%s,%s,%s,%s\n", hdeICCID(), hdeIMSI(), strings.ReplaceAll(hdeMSISDN(), " ", ""), hdePick("ACTIVE", "SUSPENDED", "TEST_READY", "DEACTIVATED"), hdePick("internet.m2m", "iot.private", "em"), hdeStamp()))
	}
	return hdeT("trap-sim-inventory", "csv", b.String())
}

func hdeTEsimTrouble() Sample {
	return hdePick(
		hdeT("trap-esim-support", "chat", fmt.Sprintf("%s: eSIM-Download bricht ab mit \"profile already in use\". EID %s, ICCID %s – kannst du das Profil im SM-DP+ auf \"released\" zurücksetzen?", hdeFirst(), hdeEID(), hdeICCID())),
		hdeT("trap-esim-support", "log", fmt.Sprintf("%s ERROR es9plus authenticateClient: reason=8.1.1 subject=EID status=Refused eid=%s transactionId=%s", hdeStamp(), hdeEID(), strings.ToUpper(hdeRnd(hdeHexLc, 32)))),
		hdeT("trap-esim-support", "ticket", fmt.Sprintf("%s\niPhone shows \"Unable to complete cellular plan change\". Customer tried 3 times. Profile state: Downloaded → Error. Order %s re-issued, new QR will be sent by mail.", hdeTicket(), "ORD-"+hdeRnd(hdeDig, 8))),
	)
}

func hdeTPortTalk() Sample {
	return hdePick(
		hdeT("trap-port-pin-talk", "chat", fmt.Sprintf("%s: the number transfer PIN is created in the app under Account > Security, it's 6 digits and only valid for 7 days", hdeFirst())),
		hdeT("trap-port-pin-talk", "note", fmt.Sprintf("Portierung von %d Rufnummern zu %s beantragt, Kundenkonto %s, Wunschtermin %s. Account-PIN hat der Kunde selbst im Portal eingegeben.", hdeN(3, 80), hdeOp(), hdeRnd(hdeDig, 9), hdeDate())),
	)
}

func hdeTCustPassTalk() Sample {
	return hdePick(
		hdeT("trap-password-talk", "note", fmt.Sprintf("CRM Notiz %s\nKunde %s hat das Kundenkennwort vergessen. Reset nur im Shop mit Ausweis möglich, Kunde informiert.", hdeDate(), hdeRnd(hdeDig, 10))),
		hdeT("trap-password-talk", "chat", fmt.Sprintf("%s: I reset the hotline password for account %s, the customer gets the new one by post", hdeFirst(), hdeRnd(hdeDig, 10))),
	)
}

func hdeTVoicemailTalk() Sample {
	return hdeT("trap-voicemail", "wiki", fmt.Sprintf("Mailbox abfragen: 3311 wählen (aus dem Ausland %s). Beim ersten Anruf muss eine eigene PIN mit 4–6 Ziffern vergeben werden.", hdeMSISDN()))
}

func hdeTSiteRef() Sample {
	site := hdeSite()
	return hdePick(
		hdeT("trap-door-code-ref", "chat", fmt.Sprintf("%s: Türcode für %s bitte bei der NOC erfragen, nicht hier in den Chat", hdeFirst(), site)),
		hdeT("trap-door-code-ref", "note", fmt.Sprintf("Site %s access notes\n- parking in the yard\n- door keypad: see site dossier (vault: sites/%s/access)\n- ladder is chained, key in the cabinet", site, site)),
		hdeT("trap-door-code-ref", "wiki", fmt.Sprintf("Dachstandort %s (%s): Schlüssel im Schlüsseltresor neben dem Aufzug. Kombination steht im Standortdossier, wird quartalsweise geändert.", site, hdeStreet())),
	)
}

func hdeTAlarmInfo() Sample {
	return hdeT("trap-alarm-info", "wiki", fmt.Sprintf("Shelter %s hat eine Alarmanlage (Wachdienst %s, Objektnummer %s). Vor dem Betreten NOC anrufen, die schaltet scharf/unscharf.", hdeSite(), hdeMSISDN(), hdeRnd(hdeDig, 6)))
}

func hdeTRouterMasked() Sample {
	var b strings.Builder
	b.WriteString("| Site | Router | Web-UI | Passwort |\n|---|---|---|---|\n")
	for i := 0; i < hdeN(2, 4); i++ {
		b.WriteString(fmt.Sprintf("| %s | %s | https://192.168.%d.1 | %s |\n", hdeSite(), hdePick("RUT955", "RUTX11", "IBR900"), hdeN(0, 20), hdePick("siehe KeePass", "********", "(Aufkleber)", "vault")))
	}
	return hdeT("trap-router-masked", "markdown", b.String())
}

func hdeTWifiSticker() Sample {
	return hdePick(
		hdeT("trap-wifi-ref", "note", fmt.Sprintf("Field kit #%d contents:\n- spectrum analyser\n- 2x test phones\n- MiFi hotspot (SSID FieldKit_%s), key on the sticker under the battery\n- spare SIMs in the pouch", hdeN(1, 12), hdeRnd(hdeUp+hdeDig, 4))),
		hdeT("trap-wifi-ref", "yaml", fmt.Sprintf("wifi:\n  ssid: SITE-%s-MAINT\n  security: wpa2-psk\n  psk: \"{{ vault_site_wifi_psk }}\"\n  hidden: true\n", hdeSite())),
	)
}

func hdeTLicenceSerial() Sample {
	return hdePick(
		hdeT("trap-licence-serial", "note", fmt.Sprintf("Messlaptop ML-%02d: Dongle-Seriennummer %s, Bestellnummer %s, Wartungsvertrag bis %s. Lizenz läuft über den Lizenzserver lic.%s:27000.", hdeN(1, 20), hdeRnd(hdeUp+hdeDig, 10), "PO-"+hdeRnd(hdeDig, 6), hdeDate(), hdeDomain())),
		hdeT("trap-licence-serial", "mail", fmt.Sprintf("Hi %s,\n\nyour licence order %s for 3 seats of the drive-test suite is processed. The keys will be assigned to your account in the vendor portal; nothing to enter manually.\n\nInvoice: INV-%s", hdeFirst(), "SO-"+hdeRnd(hdeDig, 7), hdeRnd(hdeDig, 8))),
	)
}

func hdeTHandover() Sample {
	return hdeT("trap-handover", "handover", fmt.Sprintf("Schichtübergabe %s\n\n1. %s: Zelle %d down seit %s, Ticket %s.\n2. eSIM-Downloads ok, Fehlerquote %d,%d %%.\n3. Jumphost jump1.oss.%s wieder erreichbar, Zugang wie gehabt über SSO.\n4. %s hat die PUK-Anfragen von heute abgearbeitet.", hdeDate(), hdeSite(), hdeN(1, 6), hdeTime(), hdeTicket(), hdeN(0, 4), hdeN(0, 9), hdeDomain(), hdeFirst()))
}

func hdeTCellParams() Sample {
	return hdePick(
		hdeT("trap-cell-params", "csv", fmt.Sprintf("site,enb_id,cell,pci,tac,earfcn\n%s,%d,1,%d,%d,%d\n%s,%d,2,%d,%d,%d\n", hdeSite(), hdeN(10000, 999999), hdeN(0, 503), hdeN(1000, 65000), hdePick(1300, 1444, 6300, 3350), hdeSite(), hdeN(10000, 999999), hdeN(0, 503), hdeN(1000, 65000), hdePick(1300, 1444, 6300, 3350))),
		hdeT("trap-cell-params", "yaml", fmt.Sprintf("gnb:\n  gnb_id: %d\n  plmn: \"%s\"\n  nci: \"0x%s\"\n  tac: %d\n  amf: 10.%d.%d.10\n", hdeN(1, 4000000), hdePick("26201", "00101", "23430"), hdeRnd(hdeHexUc, 9), hdeN(1, 65000), hdeN(0, 255), hdeN(0, 255))),
	)
}

func hdeTIdsChat() Sample {
	return hdePick(
		hdeT("trap-sim-ids", "chat", fmt.Sprintf("%s: IMSI %s attached on %s at %s, IMEI %s, kein Datenverkehr. Kannst du die APN-Zuordnung prüfen?", hdeFirst(), hdeIMSI(), hdeSite(), hdeTime(), hdeIMEI())),
		hdeT("trap-sim-ids", "mail", fmt.Sprintf("Hi,\n\nplease swap the SIM on %s: old ICCID %s, new ICCID %s. Same MSISDN %s.\n\nThanks,\n%s", hdeSite(), hdeICCID(), hdeICCID(), hdeMSISDN(), hdeName())),
	)
}

func hdeTKiTalk() Sample {
	return hdePick(
		hdeT("trap-key-talk", "wiki", "## Umgang mit Ki/OPc\n\n_zuletzt geändert "+hdeDate()+" von "+hdeFirst()+"_\n\nKi und OPc verlassen nie das HSM. In der SIM-Datenbank steht nur die Referenz auf den verschlüsselten Blob (`ki_ref`). Für Laborkarten gibt es eine eigene HSM-Partition."),
		hdeT("trap-key-talk", "chat", fmt.Sprintf("%s: the new vendor sends Ki/OPc encrypted with our transport key, the import job decrypts them straight into the HSM, nobody sees them in clear", hdeFirst())),
		hdeT("trap-key-talk", "json", fmt.Sprintf("{\n  \"imsi\": \"%s\",\n  \"ki_ref\": \"hsm://slot4/%s\",\n  \"opc_ref\": \"hsm://slot4/%s\",\n  \"amf\": \"8000\",\n  \"algo\": \"milenage\"\n}", hdeIMSI(), hdeUUID(), hdeUUID())),
	)
}

func hdeTPySimRead() Sample {
	return hdeT("trap-pysim-read", "shell", fmt.Sprintf("$ ./pySim-read.py -p 0\nUsing PC/SC reader interface\nReading ...\nAutodetected card type: %s\nICCID: %s\nIMSI: %s\nGID1: ffffffffffffffff\nSMSP: ffffffffffffffffffffffffffffffffffffffffffffffffe1ffffffffffffffffffffffff0581005155f5ffffffffffff000000\nSPN: %s\nACC: %04x\nMSISDN: Not available\nDone !", hdePick("sysmoISIM-SJA2", "sysmoUSIM-SJS1"), hdeICCID(), hdeIMSI(), hdeOp(), hdeN(1, 65535)))
}

func hdeTOTAHsm() Sample {
	return hdeT("trap-ota-ref", "markdown", fmt.Sprintf("### OTA keyset %d\n\n| field | value |\n|---|---|\n| TAR | %s |\n| KIc | HSM slot %d, label ota-kic-%d |\n| KID | HSM slot %d, label ota-kid-%d |\n| SPI | 16 39 |", hdeN(1, 3), hdeRnd(hdeHexUc, 6), hdeN(1, 9), hdeN(1, 3), hdeN(1, 9), hdeN(1, 3)))
}

func hdeTDbctlUsage() Sample {
	return hdeT("trap-usage", "shell", "lab@core-"+hdeRnd(hdeDig, 2)+":~/open5gs$ ./misc/db/open5gs-dbctl\nopen5gs-dbctl: Open5GS Database Configuration Tool\nUsage: open5gs-dbctl [options]\n    add {imsi key opc}: adds a user to the database with default values\n    add {imsi ip key opc}: adds a user with a static IP\n    remove {imsi}: removes a user\n    showall: shows the list of subscribers")
}

func hdeTHssVars() Sample {
	return hdeT("trap-key-reference", "shell", fmt.Sprintf("curl -s -X PUT https://%s/api/v1/subscribers/$IMSI \\\n  -H 'Content-Type: application/json' \\\n  -d \"{\\\"imsi\\\":\\\"$IMSI\\\",\\\"k\\\":\\\"$KI\\\",\\\"opc\\\":\\\"$OPC\\\",\\\"amf\\\":\\\"8000\\\"}\"", hdeHost()))
}

func hdeTADMTalk() Sample {
	return hdeT("trap-key-talk", "chat", fmt.Sprintf("%s: ADM1 for batch %s? it's in the vendor's key letter, I'll put it in the vault, don't guess it - 3 tries and the card is bricked", hdeFirst(), hdeRnd(hdeUp, 2)+hdeRnd(hdeDig, 5)))
}

func hdeTKCV() Sample {
	return hdeT("trap-kcv", "mail", fmt.Sprintf("Hello %s,\n\nwe confirm that both transport key components for %s were loaded into the HSM. Key check value: %s.\n\nRegards,\n%s", hdeFirst(), "PO-"+hdeRnd(hdeDig, 6), hdeRnd(hdeHexUc, 6), hdeName()))
}

func hdeTGpgFpr() Sample {
	fpr := hdeRnd(hdeHexUc, 40)
	var g []string
	for i := 0; i < 40; i += 4 {
		g = append(g, fpr[i:i+4])
	}
	return hdeT("trap-gpg-fingerprint", "mail", fmt.Sprintf("Please encrypt the SIM output files to our public key:\n\npub   rsa4096 2024-03-11 [SC]\n      %s\nuid   SIM Personalisation <simdata@%s>\n\nThanks", strings.Join(g, " "), hdeDomain()))
}
