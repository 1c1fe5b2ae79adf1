package main

import (
	"fmt"
)

// Sites, yards and vehicles: dock-door and gate codes, scanner and WMS logins, Wi-Fi keys,
// fuel-card and tachograph PINs, in dispatch chats and handover notes (EN, PL, TR).

func hclSiteGens() []hclGen {
	return []hclGen{
		{6, hclGateChatEN}, {6, hclGateChatPL}, {6, hclGateChatTR}, {5, hclDockHandoverEN},
		{5, hclHandoverPL}, {5, hclHandoverTR}, {5, hclScannerWifi}, {4, hclScannerAdminPL},
		{5, hclWMSLoginMail}, {5, hclWMSLoginTR}, {4, hclRFGunSticky}, {4, hclAlarmCode},
		{4, hclFuelPinPL}, {4, hclFuelPinTR}, {3, hclTachoPin}, {4, hclKeySafe},
		{4, hclDriverAppSMS}, {4, hclYardTable}, {4, hclWifiGuest}, {4, hclMeetingNotes},
		{3, hclLockerCode}, {4, hclWMSDBEnv}, {3, hclPrinterAdmin}, {3, hclVoiceMemo},
	}
}

func hclGateChatEN() Sample {
	code := hclDoorCode()
	d := hclName("en")
	site := hclSite("en")
	text := hclP(
		fmt.Sprintf("%s: what's the gate code at %s? I'm outside with a reefer, nobody at the guard shack\nDispatch: %s, then pull to door %s", d, site, code, hclDock()),
		fmt.Sprintf("Dispatch → %s: load %s is ready. Yard gate code tonight is %s. Drop the empty at row %s.", d, hclPO(), code, hclP("C", "D", "F", "K")),
		fmt.Sprintf("%s: back gate at %s won't open with the old code\nDispatch: it changed Monday — new one is %s\n%s: 👍 in", d, site, code, d),
	)
	return hclKS("gate-code", "chat", text, hclSec(code), d, site)
}

func hclGateChatPL() Sample {
	code := hclDoorCode()
	d := hclName("pl")
	site := hclSite("pl")
	text := hclP(
		fmt.Sprintf("%s: jestem pod bramą w %s, ochrony nie ma. jaki kod?\nSpedycja: %s, potem rampa %s", d, site, code, hclDock()),
		fmt.Sprintf("Panie %s, kod do szlabanu na placu: %s. Naczepę %s proszę zostawić na miejscu %s.", d, code, hclTrailer(), hclDock()),
		fmt.Sprintf("%s: kod do bramy od jutra się zmienia na %s, przekaż nocnej zmianie\n%s: ok", hclName("pl"), code, d),
	)
	return hclKS("gate-code", "chat", text, hclSec(code), d, site)
}

func hclGateChatTR() Sample {
	code := hclDoorCode()
	d := hclName("tr")
	site := hclSite("tr")
	text := hclP(
		fmt.Sprintf("%s: %s kapısındayım, güvenlik yok. kapı şifresi ne?\nOperasyon: %s, sonra %s numaralı rampaya yanaş", d, site, code, hclDock()),
		fmt.Sprintf("%s Bey, saha giriş kodu %s. Dorseyi %s. sıraya bırakın lütfen.", d, code, hclDock()),
		fmt.Sprintf("Operasyon: arkadaşlar %s arka kapı şifresi değişti, yenisi %s. şoförlere iletin.", site, code),
	)
	return hclKS("gate-code", "chat", text, hclSec(code), site, d)
}

func hclDockHandoverEN() Sample {
	code := hclDoorCode()
	n := hclName("en")
	door := hclDock()
	shifts := pick([][2]string{{"day", "night"}, {"night", "day"}, {"B", "C"}, {"A", "B"}, {"late", "early"}})
	text := fmt.Sprintf("Shift handover – %s, %s shift → %s\n\n- Door %s leveler stuck, maintenance ticket open\n- %d pallets of %s staged for the %s trailer\n- Dock office door code is now %s (old one leaked to a carrier)\n- Scanner #%d battery dead, on the charger\n\n%s", hclSite("en"), shifts[0], shifts[1], door, hclN(4, 26), hclP("returns", "inbound", "Amazon SPD", "cross-dock"), hclP("FedEx", "UPS", "DHL", "XPO"), code, hclN(3, 40), n)
	return hclS("door-code", "note", text, hclSec(code), n)
}

func hclHandoverPL() Sample {
	code := hclDoorCode()
	pw := hclPw()
	user := hclUser()
	n := hclName("pl")
	text := fmt.Sprintf("Przekazanie zmiany – %s\n\n1. Rampa %s – uszkodzony odbojnik, zgłoszone.\n2. Kod do biura kierowników: %s\n3. Do WMS na nocce loguj się jako %s, hasło %s (tymczasowe, do czasu aż IT założy ci konto)\n4. Towar z %s czeka na kontrolę jakości.\n\nPozdrawiam, %s", hclSite("pl"), hclDock(), code, user, pw, hclPO(), n)
	return hclS("wms-password", "note", text, hclSec(code, pw), user, n)
}

func hclHandoverTR() Sample {
	code := hclDoorCode()
	n := hclName("tr")
	text := fmt.Sprintf("Vardiya devir notu – %s\n\n- %s plakalı araç yükleme bekliyor (rampa %s)\n- Forklift şarj odası kapı şifresi: %s\n- Soğuk oda sıcaklığı %d°C, normal\n- %s adet iade palet sayılmadı\n\n%s", hclSite("tr"), hclPlate("tr"), hclDock(), code, hclN(2, 6), fmt.Sprint(hclN(3, 30)), n)
	return hclS("door-code", "note", text, hclSec(code), n)
}

func hclScannerWifi() Sample {
	psk := hclWifiKey()
	ssid := hclP("WH-SCAN", "ZEBRA-RF", "MAG_TERMINALE", "DEPO-EL", "RF_5G") + "-" + hclR(upper+digits, 2)
	text := fmt.Sprintf("<wap-provisioningdoc>\n  <characteristic type=\"Wi-Fi\">\n    <parm name=\"SSID\" value=\"%s\" />\n    <parm name=\"SecurityMode\" value=\"1\" />\n    <parm name=\"WPAMode\" value=\"3\" />\n    <parm name=\"PassphraseWPAClear\" value=\"%s\" />\n  </characteristic>\n</wap-provisioningdoc>", ssid, psk)
	return hclS("wifi-key", "xml", text, hclSec(psk), ssid)
}

func hclScannerAdminPL() Sample {
	pw := hclPw()
	model := hclP("TC52", "TC21", "MC3300", "CT40", "MC9300")
	text := fmt.Sprintf("Skanery %s – wyjście z trybu kiosku (Enterprise Home Screen)\nAdmin hasło: %s\nPo serwisie zawsze wracamy do trybu użytkownika. Nie podawać hasła kierowcom!", model, pw)
	return hclS("scanner-admin-password", "note", text, hclSec(pw), model)
}

func hclWMSLoginMail() Sample {
	pw := hclPw()
	user := hclUser()
	n := hclName("en")
	wms := hclP("Manhattan SCALE", "Blue Yonder WMS", "SAP EWM", "Körber K.Motion", "Infor WMS")
	text := fmt.Sprintf("Subject: Your %s access\n\nHi %s,\n\nyour account for the %s temp-labour team is ready.\nUser: %s\nTemporary password: %s\n\nYou'll be asked to change it at first login. Ping the IT desk on ext. %d if the RF guns reject it.\n\nThanks,\nWMS support", wms, n, hclSite("en"), user, pw, hclN(2000, 4999))
	return hclS("wms-password", "mail", text, hclSec(pw), user, n)
}

func hclWMSLoginTR() Sample {
	pw := hclPw()
	user := hclUser()
	text := hclP(
		fmt.Sprintf("Merhaba, WMS hesabınız açıldı.\nKullanıcı adı: %s\nŞifre: %s\nİlk girişte şifrenizi değiştirmeniz istenecek.", user, pw),
		fmt.Sprintf("%s: el terminaline giremiyorum\n%s: kullanıcı %s, şifre %s ile dene, yarın kendi hesabın açılır", hclName("tr"), hclName("tr"), user, pw),
	)
	return hclS("wms-password", "chat", text, hclSec(pw), user)
}

func hclRFGunSticky() Sample {
	pw := hclPw()
	user := hclUser()
	text := fmt.Sprintf("photo of the sticky note on RF gun #%d, transcribed for the audit finding:\n\n  \"%s\n   pw %s\n   DON'T LOG OFF\"\n\nFinding: shared credential written on device. Action: rotate and remove.", hclN(1, 60), user, pw)
	return hclS("wms-password", "note", text, hclSec(pw), user)
}

func hclAlarmCode() Sample {
	code := hclPin(hclN(4, 6))
	lang := hclLang()
	var text string
	switch lang {
	case "pl":
		text = fmt.Sprintf("Alarm w magazynie %s: kod rozbrojenia %s, potem od razu zadzwoń do agencji ochrony i podaj hasło kontrolne \"%s\".", hclSite("pl"), code, hclP("bocian", "latarnia", "kasztan"))
	case "tr":
		text = fmt.Sprintf("Depo alarmı: ilk giren %s kodunu girsin. Alarm çalarsa güvenlik firmasını arayın.", code)
	default:
		text = fmt.Sprintf("Opening the building on Saturday: alarm panel is left of the staff entrance, disarm code %s, then press OFF. You have 30s.", code)
	}
	return hclS("alarm-code", "chat", text, hclSec(code))
}

func hclFuelPinPL() Sample {
	pin := hclPin(4)
	card := hclP("DKV", "UTA", "E100", "Shell Card", "Orlen Flota")
	text := fmt.Sprintf("%s, karta %s do ciągnika %s (kończy się na %s), PIN %s. Tankujesz tylko ON i AdBlue, paragon do koperty.", hclName("pl"), card, hclPlate("pl"), hclR(digits, 4), pin)
	return hclS("fuel-card-pin", "chat", text, hclSec(pin), card)
}

func hclFuelPinTR() Sample {
	pin := hclPin(4)
	card := hclP("Opet Filo", "Shell Filo", "TTS", "Petrol Ofisi Taşıtmatik")
	text := fmt.Sprintf("%s abi, %s plakalı aracın yakıt kartı %s, şifresi %s. Sadece motorin alın, fişi saklayın.", hclName("tr"), hclPlate("tr"), card, pin)
	return hclS("fuel-card-pin", "chat", text, hclSec(pin), card)
}

func hclTachoPin() Sample {
	pin := hclPin(hclN(4, 6))
	text := hclP(
		fmt.Sprintf("Company card for the VDO download station sits in reader 2. Card PIN is %s. Download all tachos by the 28th.", pin),
		fmt.Sprintf("Karta przedsiębiorstwa do tachografów jest w czytniku w biurze, PIN %s. Dane z tachografów zgrywamy co 28 dni.", pin),
	)
	return hclS("tachograph-card-pin", "note", text, hclSec(pin))
}

func hclKeySafe() Sample {
	code := hclPin(4)
	t := hclTrailer()
	text := hclP(
		fmt.Sprintf("Keys for %s are in the key safe by the yard office, code %s. Please put them back after the pre-trip.", t, code),
		fmt.Sprintf("Kluczyki do %s w sejfie na kod obok wagi, kod %s.", hclPlate("pl"), code),
		fmt.Sprintf("Araç anahtarları bekçi kulübesindeki kasada, kasa şifresi %s.", code),
	)
	return hclS("key-safe-code", "chat", text, hclSec(code))
}

func hclDriverAppSMS() Sample {
	pw := hclR(alnum, hclN(8, 10))
	user := hclUser()
	text := hclP(
		fmt.Sprintf("%s: Welcome to the driver app. Username: %s Temp password: %s – change it after login.", hclTitle(hclCompany()), user, pw),
		fmt.Sprintf("%s: Twoje konto w aplikacji kierowcy. Login: %s Hasło tymczasowe: %s", hclTitle(hclCompany()), user, pw),
	)
	return hclS("driver-app-password", "sms", text, hclSec(pw), user)
}

func hclYardTable() Sample {
	c1, c2 := hclDoorCode(), hclDoorCode()
	for c2 == c1 {
		c2 = hclDoorCode()
	}
	s1, s2 := hclSite("en"), hclSite("pl")
	text := fmt.Sprintf("| site | entrance | code | notes |\n|---|---|---|---|\n| %s | truck gate | %s | after 22:00 only |\n| %s | staff door | %s | |\n| %s | main gate | ask guard | 24/7 manned |\n", s1, c1, s2, c2, hclSite("tr"))
	return hclS("gate-code", "markdown", text, hclSec(c1, c2), s1, s2)
}

func hclWifiGuest() Sample {
	psk := hclWifiKey()
	ssid := hclP("Drivers-Lounge", "KIEROWCY", "SOFOR-WIFI", "Warehouse-Staff", "MAGAZYN_PRAC")
	text := hclP(
		fmt.Sprintf("Wi-Fi for drivers waiting in the lounge: network %s, password %s", ssid, psk),
		fmt.Sprintf("Sieć dla pracowników: %s / hasło: %s", ssid, psk),
		fmt.Sprintf("Şoför dinlenme salonu kablosuz ağ: %s, şifre: %s", ssid, psk),
	)
	return hclS("wifi-key", "chat", text, hclSec(psk), ssid)
}

func hclMeetingNotes() Sample {
	code := hclDoorCode()
	text := fmt.Sprintf("Ops weekly – %s\n\nAttendees: %s, %s, %s\n\n1. Peak prep: %d temp workers from Monday, badges ready Friday.\n2. Security: new mezzanine door code %s from the 1st, do not share with agency staff.\n3. Carrier scorecard: on-time %d%%, %s worst performer.\n\nNext: Thursday 10:00", hclSite("en"), hclName("en"), hclName("pl"), hclName("tr"), hclN(10, 80), code, hclN(82, 98), hclP("XPO", "DSV", "Raben", "Horoz", "Aras Kargo"))
	return hclS("door-code", "meeting-notes", text, hclSec(code))
}

func hclLockerCode() Sample {
	code := hclPin(hclN(3, 4))
	n := hclName("pl")
	text := hclP(
		fmt.Sprintf("%s, twoja szafka w szatni to nr %d, kod do kłódki %s.", n, hclN(1, 200), code),
		fmt.Sprintf("%s, your locker is #%d in the men's changing room, combination %s.", hclName("en"), hclN(1, 200), code),
	)
	return hclS("locker-code", "chat", text, hclSec(code))
}

func hclWMSDBEnv() Sample {
	pw := hclRandPw()
	user := "wms_" + hclP("app", "rw", "svc")
	host := hclP("wms-db01", "pg-wms-prod", "10.20.4.15", "mssql-wh.internal")
	text := fmt.Sprintf("WMS_DB_URL=postgresql://%s:%s@%s:5432/wms\nWMS_REDIS_URL=redis://%s:6379/2\nPICK_WAVE_SIZE=%d\n", user, pw, host, hclP("redis-wms", "cache01"), hclN(50, 400))
	return hclS("db-password", "env", text, hclSec(pw), user, host)
}

func hclPrinterAdmin() Sample {
	pw := hclPin(4)
	model := hclP("ZT411", "ZT610", "ZD621", "PM43")
	text := fmt.Sprintf("Label printers (%s) on the pack line: web admin at http://10.%d.%d.%d, user admin, password %s. Set darkness to %d for the thermal labels.", model, hclN(10, 30), hclN(0, 9), hclN(10, 200), pw, hclN(18, 28))
	return hclS("printer-admin-password", "note", text, hclSec(pw), model)
}

func hclVoiceMemo() Sample {
	code := hclDoorCode()
	n := hclName("en")
	text := fmt.Sprintf("Transcript (voice note from %s, %s): \"Hey, it's me, I'm running late for the %s load. If you get there first the code for the side gate is %s, the scale house closes at eight so just go straight to door %s.\"", n, hclP("07:42", "18:15", "22:03"), hclSite("en"), code, hclDock())
	return hclS("gate-code", "transcript", text, hclSec(code), n)
}
