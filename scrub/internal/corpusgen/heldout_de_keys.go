package main

import (
	"fmt"
)

// SIM authentication keys (Ki, OPc), admin keys and OTA keys as core and lab teams handle them.

func hdeKeyGens() []hdeGen {
	return []hdeGen{
		{hdePySim, 3}, {hdeSimBatchOut, 4}, {hdeHssProv, 4}, {hdeOpen5gs, 4}, {hdeOTAKeys, 4},
		{hdeADMChat, 6}, {hdeTransportKey, 5}, {hdeBatchPassphrase, 5}, {hdeKiGoCode, 3},
	}
}

func hdeKi() string {
	if rng.IntN(3) == 0 {
		return hdeRnd(hdeHexLc, 32)
	}
	return hdeRnd(hdeHexUc, 32)
}

func hdeADM() string {
	if hdeCoin() {
		return hdeCode(8)
	}
	return hdeRnd(hdeHexUc, 16)
}

func hdePySim() Sample {
	ki, opc, adm := hdeKi(), hdeKi(), hdeADM()
	imsi, iccid := hdeIMSI(), hdeICCID()
	text := fmt.Sprintf("(venv) lab@simbench:~/pysim$ ./pySim-prog.py -p 0 -t %s -a %s -x 001 -y 01 -i %s -s %s -k %s -o %s\nUsing PC/SC reader interface\nWaiting for card...\nProgramming card...\nDone!",
		hdePick("sysmoISIM-SJA2", "sysmoISIM-SJA5", "sysmoUSIM-SJS1"), adm, imsi, iccid, ki, opc)
	return hdeS("sim-auth-key", "shell", text, []string{adm, ki, opc}, imsi, iccid)
}

func hdeSimBatchOut() Sample {
	ki, opc := hdeKi(), hdeKi()
	iccid, imsi := hdeICCID(), hdeIMSI()
	text := fmt.Sprintf("*HEADER DATA*\nCustomer: %s\nQuantity: 1\nType: USIM 128K\nProfile: %s_%s\n*INPUT VARIABLES*\nSer_nb: %s\nVar_Out: ICCID/IMSI/KI/OPC\n%s %s %s %s",
		hdeOp(), hdePick("IOT", "M2M", "CONSUMER"), hdeRnd(hdeDig, 3), iccid[:10], iccid, imsi, ki, opc)
	return hdeS("sim-auth-key", "vendor-file", text, []string{ki, opc}, iccid, imsi)
}

func hdeHssProv() Sample {
	ki, opc := hdeKi(), hdeKi()
	imsi := hdeIMSI()
	host := hdeHost()
	text := fmt.Sprintf("curl -s -X PUT https://%s/api/v1/subscribers/%s \\\n  -H 'Content-Type: application/json' \\\n  -d '{\"imsi\":\"%s\",\"k\":\"%s\",\"opc\":\"%s\",\"amf\":\"8000\",\"sqn\":\"%s\",\"apn\":\"%s\"}'",
		host, imsi, imsi, ki, opc, hdeRnd(hdeHexLc, 12), hdePick("internet", "ims", "iot.private"))
	return hdeS("sim-auth-key", "shell", text, []string{ki, opc}, imsi, host)
}

func hdeOpen5gs() Sample {
	ki, opc := hdeKi(), hdeKi()
	imsi := hdeIMSI()
	text := hdePick(
		fmt.Sprintf("Lab-Core neu aufgesetzt, Testkarte wieder eingetragen:\n\n    ./misc/db/open5gs-dbctl add %s %s %s\n\nDanach attached das Modem sofort.", imsi, ki, opc),
		fmt.Sprintf("$ open5gs-dbctl add_ue_with_apn %s %s %s internet\n$ open5gs-dbctl showfiltered | grep %s", imsi, ki, opc, imsi),
	)
	return hdeS("sim-auth-key", hdePick("note", "shell"), text, []string{ki, opc}, imsi)
}

func hdeOTAKeys() Sample {
	kic, kid := hdeRnd(hdeHexUc, 32), hdeRnd(hdeHexUc, 32)
	tar := hdeRnd(hdeHexUc, 6)
	text := fmt.Sprintf("### OTA (SCP80) keyset %d for batch %s\n\n| field | value |\n|---|---|\n| TAR | %s |\n| KIc | %s |\n| KID | %s |\n| SPI | 16 39 |\n\nUsed by the OTA server for the RAM applet updates.",
		hdeN(1, 3), hdeRnd(hdeUp, 2)+hdeRnd(hdeDig, 4), tar, kic, kid)
	return hdeS("sim-ota-key", "markdown", text, []string{kic, kid}, tar)
}

func hdeADMChat() Sample {
	adm := hdeADM()
	batch := hdeRnd(hdeUp, 2) + hdeRnd(hdeDig, 5)
	text := hdePick(
		fmt.Sprintf("%s: ADM1 für die Charge %s ist %s – ohne den kannst du die IMSI nicht umschreiben", hdeFirst(), batch, adm),
		fmt.Sprintf("%s: which ADM key do the %s cards use?\n%s: ADM1 = %s (careful, 3 wrong tries brick the card)", hdeFirst(), batch, hdeFirst(), adm),
		fmt.Sprintf("batch %s admin key: %s", batch, adm),
	)
	return hdeS("sim-admin-key", "chat", text, []string{adm}, batch)
}

func hdeTransportKey() Sample {
	tk := hdeRnd(hdeHexUc, 32)
	if hdeCoin() {
		tk = hdeRnd(hdeHexUc, 48)
	}
	po := "PO-" + hdeRnd(hdeDig, 6)
	text := fmt.Sprintf("Hello %s,\n\nthe output files for %s are on the SFTP. Ki and OPc are encrypted with the transport key agreed in the contract; for this order the transport key is:\n\n%s\n\nPlease confirm receipt.\n\nBest regards,\n%s\nPersonalisation Centre", hdeFirst(), po, tk, hdeName())
	return hdeS("sim-transport-key", "mail", text, []string{tk}, po)
}

func hdeBatchPassphrase() Sample {
	pw := hdePass()
	f := fmt.Sprintf("%s_%s.out.gpg", hdeRnd(hdeUp, 3), hdeRnd(hdeDig, 6))
	text := hdePick(
		fmt.Sprintf("%s: Datei %s liegt im Share, Passphrase: %s", hdeFirst(), f, pw),
		fmt.Sprintf("$ gpg --batch --passphrase '%s' -d %s > batch.out\ngpg: AES256.CFB encrypted data\ngpg: encrypted with 1 passphrase", pw, f),
		fmt.Sprintf("The SIM data file %s is symmetric-encrypted. Passphrase (sent separately, please delete this message): %s", f, pw),
	)
	return hdeS("file-passphrase", hdePick("chat", "shell", "mail"), text, []string{pw}, f)
}

func hdeKiGoCode() Sample {
	ki, opc := hdeRnd(hdeHexLc, 32), hdeRnd(hdeHexLc, 32)
	imsi := hdeIMSI()
	text := fmt.Sprintf("// lab card in slot 2 of the bench, do not commit\nvar labSIM = milenage.Subscriber{\n\tIMSI: \"%s\",\n\tK:    mustHex(\"%s\"),\n\tOPc:  mustHex(\"%s\"),\n\tAMF:  0x8000,\n}", imsi, ki, opc)
	return hdeS("sim-auth-key", "go", text, []string{ki, opc}, imsi)
}
