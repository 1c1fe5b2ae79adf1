package main

import (
	"fmt"
	"strings"
)

// Traps from the sites and the people: talk about codes and passwords without one, numbers
// that are not codes, and masked or referenced credentials, in EN, PL and TR.

func hclTrapGens2() []hclGen {
	return []hclGen{
		{7, hclTrapPolicy}, {7, hclTrapResetDone}, {7, hclTrapGateNoCode}, {7, hclTrapAppointment},
		{6, hclTrapSeal}, {6, hclTrapPhonePostal}, {6, hclTrapFuelMasked}, {6, hclTrapWifiSign},
		{6, hclTrapShipmentsCSV}, {5, hclTrapIBAN}, {5, hclTrapFirmware}, {5, hclTrapComposeChangeme},
		{5, hclTrapLicenceInfo}, {5, hclTrapTOTPTalk}, {5, hclTrapMACs}, {6, hclTrapHandoverClean},
		{5, hclTrapTaxIDs}, {5, hclTrapLoginHint}, {5, hclTrapKeyIDField}, {5, hclTrapDockNumbers},
	}
}

func hclTrapPolicy() Sample {
	text := hclP(
		fmt.Sprintf("Reminder: WMS passwords must be at least %d characters, contain a digit and a symbol, and are rotated every %d days. Never share your RF gun login.", hclN(10, 14), pick([]int{60, 90})),
		fmt.Sprintf("Przypominamy: hasło do WMS musi mieć min. %d znaków, w tym cyfrę i znak specjalny. Hasła zmieniamy co %d dni.", hclN(10, 14), pick([]int{30, 60, 90})),
		fmt.Sprintf("Hatırlatma: el terminali şifreleri en az %d karakter olmalı ve her %d günde bir değiştirilmeli. Şifrenizi kimseyle paylaşmayın.", hclN(8, 12), pick([]int{60, 90})),
	)
	return hclT("trap-password-policy", "mail", text)
}

func hclTrapResetDone() Sample {
	user := hclUser()
	text := hclP(
		fmt.Sprintf("%s: I reset your WMS password (%s), you'll get a one-time link by SMS. Set your own after that.", hclName("en"), user),
		fmt.Sprintf("%s: zresetowałem ci hasło do skanera, przy logowaniu system poprosi o nowe. Login bez zmian: %s", hclName("pl"), user),
		fmt.Sprintf("%s: %s kullanıcısının şifresi sıfırlandı, yeni şifre SMS ile gelecek.", hclName("tr"), user),
	)
	return hclT("trap-password-reset", "chat", text)
}

func hclTrapGateNoCode() Sample {
	site := hclSite(hclLang())
	text := hclP(
		fmt.Sprintf("Dispatch: gate code at %s changes Monday. The guard gives it to drivers at check-in, don't put it in the group chat.", site),
		fmt.Sprintf("Spedycja: kod do bramy w %s zmienia się w poniedziałek – kierowcy dostaną go od ochrony przy wjeździe, nie wysyłamy go SMS-em.", site),
		fmt.Sprintf("Operasyon: %s kapı şifresi pazartesi değişiyor, şoförler şifreyi girişte güvenlikten alacak.", site),
		fmt.Sprintf("%s: what's the code for the staff door?\n%s: call the shift lead, we don't post codes here", hclName("en"), hclName("en")),
	)
	return hclT("trap-code-talk", "chat", text)
}

func hclTrapAppointment() Sample {
	text := hclP(
		fmt.Sprintf("Awizacja nr %s potwierdzona: %s, rampa %s, %02d:%02d. Nr rejestracyjny %s, naczepa %s.", hclPin(6), hclSite("pl"), hclDock(), hclN(5, 21), pick([]int{0, 15, 30, 45}), hclPlate("pl"), hclTrailer()),
		fmt.Sprintf("Dock appointment #%s confirmed for %s, door %s at %02d:%02d. Reference %s, %d pallets.", hclPin(7), hclSite("en"), hclDock(), hclN(5, 21), pick([]int{0, 30}), hclPO(), hclN(4, 33)),
		fmt.Sprintf("Randevu no %s onaylandı: %s, rampa %s, saat %02d:%02d, araç %s.", hclPin(6), hclSite("tr"), hclDock(), hclN(5, 21), pick([]int{0, 30}), hclPlate("tr")),
	)
	return hclT("trap-appointment-number", "sms", text)
}

func hclTrapSeal() Sample {
	text := hclP(
		fmt.Sprintf("Naczepa %s zaplombowana, plomba nr %s, temperatura %d°C. Kierowca %s.", hclTrailer(), hclSeal(), hclN(2, 6), hclName("pl")),
		fmt.Sprintf("Trailer %s sealed, seal # %s, %d pallets, BOL %s.", hclTrailer(), hclSeal(), hclN(10, 33), hclR(digits, 10)),
		fmt.Sprintf("Dorse %s mühürlendi, mühür no %s, CMR no %s.", hclPlate("tr"), hclSeal(), hclR(digits, 7)),
	)
	return hclT("trap-seal-number", "chat", text)
}

func hclTrapPhonePostal() Sample {
	text := hclP(
		fmt.Sprintf("Dostawa: ul. %s %d, %s-%s %s. Kontakt do magazynu: +48 %s %s %s", hclP("Magazynowa", "Logistyczna", "Portowa"), hclN(1, 80), hclR(digits, 2), hclR(digits, 3), hclP("Poznań", "Stryków", "Gliwice"), hclR(digits, 3), hclR(digits, 3), hclR(digits, 3)),
		fmt.Sprintf("Teslimat adresi: %s Mah. No:%d, %s %s. Depo tel: +90 %s %s %s %s", hclP("Aydınlı", "Orhanlı", "Şekerpınar"), hclN(1, 90), hclR(digits, 5), hclP("Tuzla/İstanbul", "Çayırova/Kocaeli"), hclR(digits, 3), hclR(digits, 3), hclR(digits, 2), hclR(digits, 2)),
		fmt.Sprintf("Deliver to %d Logistics Pkwy, %s %s. Receiving desk (%s) %s-%s, ext %d.", hclN(100, 9999), hclP("Memphis, TN", "Reno, NV", "Columbus, OH"), hclR(digits, 5), hclR(digits, 3), hclR(digits, 3), hclR(digits, 4), hclN(100, 999)),
	)
	return hclT("trap-address-phone", "note", text)
}

func hclTrapFuelMasked() Sample {
	text := hclP(
		fmt.Sprintf("%s, nowa karta DKV do %s przyjdzie kurierem, PIN przyjdzie osobnym listem. Stara karta kończąca się na %s zablokowana.", hclName("pl"), hclPlate("pl"), hclR(digits, 4)),
		fmt.Sprintf("Fuel card for %s: **** **** **** %s, PIN: ****. Call the fleet desk if it is declined.", hclPlate("en"), hclR(digits, 4)),
		fmt.Sprintf("%s plakalı aracın yakıt kartı yenilendi, kart şifresi size SMS ile gönderildi.", hclPlate("tr")),
	)
	return hclT("trap-masked-pin", "chat", text)
}

func hclTrapWifiSign() Sample {
	ssid := hclP("Drivers-Lounge", "KIEROWCY", "SOFOR-WIFI", "WH-GUEST")
	text := hclP(
		fmt.Sprintf("Wi-Fi for drivers: %s – password is on the sign next to the coffee machine.", ssid),
		fmt.Sprintf("Sieć %s jest otwarta (bez hasła), logowanie przez portal z numerem telefonu.", ssid),
		fmt.Sprintf("Kablosuz ağ %s, şifreyi resepsiyondan isteyin.", ssid),
	)
	return hclT("trap-wifi-no-key", "chat", text)
}

func hclTrapShipmentsCSV() Sample {
	rows := []string{"shipment,carrier,tracking,pallets,weight_kg,status"}
	for i := 0; i < hclN(3, 6); i++ {
		c := hclP("DHL", "FedEx", "UPS", "Raben", "Aras")
		tr := hclDHLWaybill()
		if c == "FedEx" {
			tr = hclFedexTrack()
		} else if c == "UPS" {
			tr = hclUPSTrack()
		}
		rows = append(rows, fmt.Sprintf("%s,%s,%s,%d,%d,%s", hclPO(), c, tr, hclN(1, 33), hclN(80, 24000), hclP("delivered", "in_transit", "exception", "booked")))
	}
	return hclT("trap-shipments-csv", "csv", strings.Join(rows, "\n")+"\n")
}

func hclTrapIBAN() Sample {
	text := hclP(
		fmt.Sprintf("Faktura za fracht %s/%d: %d,%02d PLN. Płatność na rachunek PL%s, termin 30 dni.", hclP("FV", "FR"), hclN(100, 999), hclN(800, 9000), hclN(0, 99), hclR(digits, 26)),
		fmt.Sprintf("Navlun faturası %s: %d TL. IBAN: TR%s. Vade 45 gün.", hclR(upper, 3)+hclR(digits, 13), hclN(5000, 90000), hclR(digits, 24)),
	)
	return hclT("trap-iban", "mail", text)
}

func hclTrapFirmware() Sample {
	text := fmt.Sprintf("Handheld inventory: %d x %s, Android %d, LifeGuard update %s, StageNow %d.%d, battery part %s. Dashboard colours: late #%s, on time #%s.", hclN(10, 120), hclP("TC52", "TC21", "MC3300"), hclN(10, 13), hclR(digits, 2)+"-"+hclR(digits, 2)+"-"+hclR(digits, 2)+".00-"+hclP("RG", "UG"), hclN(5, 13), hclN(0, 4), "BTRY-"+hclR(upper+digits, 6), hclHex(6), hclHex(6))
	return hclT("trap-version-strings", "note", text)
}

func hclTrapComposeChangeme() Sample {
	text := "# docker-compose.yml for local WMS dev – CHANGE THE PASSWORDS BELOW before exposing anything\nservices:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: wms\n      POSTGRES_PASSWORD: " + hclP("changeme", "change-me", "CHANGE_ME") + "\n  api:\n    environment:\n      DATABASE_URL: postgres://wms:${POSTGRES_PASSWORD}@db:5432/wms\n"
	return hclT("trap-placeholder", "yaml", text)
}

func hclTrapLicenceInfo() Sample {
	text := hclP(
		fmt.Sprintf("SOTI renewal: order %s, %d device licences, expires 20%d-%02d-28. The registration code is in the vendor portal, not in this ticket.", hclPO(), hclN(50, 500), hclN(25, 28), hclN(1, 12)),
		fmt.Sprintf("Licencja BarTender: %d drukarek, faktura %s, odnowienie w %s. Klucz jest w portalu dostawcy.", hclN(5, 40), hclR(digits, 6)+"/"+hclR(digits, 2), hclP("marcu", "czerwcu", "październiku")),
	)
	return hclT("trap-licence-info", "ticket", text)
}

func hclTrapTOTPTalk() Sample {
	text := hclP(
		"2FA for the shared carrier portal account is on the ops phone (Authenticator). If the phone dies, the backup codes are printed and locked in the shift lead's safe.",
		"Dwuetapowe logowanie do Transporeon skonfigurowane na telefonie służbowym zmiany B. Kody zapasowe w sejfie.",
		"Taşıyıcı portalı iki adımlı doğrulama kodu operasyon telefonuna geliyor, kodu her seferinde oradan alın.",
	)
	return hclT("trap-2fa-talk", "note", text)
}

func hclTrapMACs() Sample {
	var rows []string
	for i := 0; i < hclN(3, 5); i++ {
		var mac []string
		for j := 0; j < 6; j++ {
			mac = append(mac, strings.ToUpper(hclHex(2)))
		}
		rows = append(rows, fmt.Sprintf("RF-%02d  %s  S/N %s  AP %s", hclN(1, 60), strings.Join(mac, ":"), hclR(digits, 5)+hclR(upper, 2)+hclR(digits, 5), hclP("AP-DOCK-1", "AP-MEZZ", "AP-COLD")))
	}
	return hclT("trap-device-macs", "log", "roaming report – scanners last seen\n"+strings.Join(rows, "\n"))
}

func hclTrapHandoverClean() Sample {
	n := hclName("pl")
	text := hclP(
		fmt.Sprintf("Przekazanie zmiany – %s\n1. Rampa %s nieczynna.\n2. %d palet z %s czeka na rozładunek.\n3. Kody do drzwi bez zmian.\n%s", hclSite("pl"), hclDock(), hclN(3, 30), hclPO(), n),
		fmt.Sprintf("Shift handover – %s\n- Door %s leveler fixed\n- %d pallets staged for %s\n- Scanner logins: everyone uses their own badge now, shared account disabled\n%s", hclSite("en"), hclDock(), hclN(3, 30), hclP("UPS", "XPO", "DSV"), hclName("en")),
		fmt.Sprintf("Vardiya devir – %s\n- Rampa %s arızalı\n- %s plakalı araç yüklendi, mühür %s\n- Alarm şifresi değişmedi\n%s", hclSite("tr"), hclDock(), hclPlate("tr"), hclSeal(), hclName("tr")),
	)
	return hclT("trap-handover", "note", text)
}

func hclTrapTaxIDs() Sample {
	text := hclP(
		fmt.Sprintf("Przewoźnik: %s Sp. z o.o., NIP %s, REGON %s, licencja transportowa nr %s.", hclTitle(hclCompany()), hclR(digits, 10), hclR(digits, 9), hclR(digits, 7)),
		fmt.Sprintf("Taşıyıcı: %s Lojistik A.Ş., vergi no %s, K1 yetki belgesi no %s.", hclTitle(hclCompany()), hclR(digits, 10), hclR(digits, 6)),
		fmt.Sprintf("Carrier %s: USDOT %s, MC-%s, SCAC %s.", hclTitle(hclCompany()), hclR(digits, 7), hclR(digits, 6), hclR(upper, 4)),
	)
	return hclT("trap-carrier-ids", "note", text)
}

func hclTrapLoginHint() Sample {
	user := hclUser()
	text := hclP(
		fmt.Sprintf("WMS login: %s\nPassword: [REDACTED]\nIf you forget it, use the self-service reset page.", user),
		fmt.Sprintf("Login do systemu awizacji: %s, hasło: ******** (dostaniesz SMS-em)", user),
		fmt.Sprintf("Kullanıcı adı: %s\nŞifre: <IT tarafından iletilecek>", user),
	)
	return hclT("trap-masked-password", "note", text)
}

func hclTrapKeyIDField() Sample {
	text := fmt.Sprintf("{\n  \"type\": \"service_account\",\n  \"project_id\": \"%s-telematics\",\n  \"private_key_id\": \"<KEY_ID>\",\n  \"private_key\": \"<PRIVATE_KEY>\",\n  \"client_email\": \"%s\",\n  \"client_id\": \"%s\"\n}", hclCompany(), hclSAEmail(), hclPin(21))
	return hclT("trap-placeholder", "json", text)
}

func hclTrapDockNumbers() Sample {
	text := fmt.Sprintf("Door plan %s (week %d):\ndoors %d–%d inbound, %d–%d outbound, door %s returns\ncold dock: %s; yard slots %d–%d for drop trailers", hclSite(hclLang()), hclN(1, 52), hclN(1, 5), hclN(6, 15), hclN(16, 20), hclN(21, 40), hclDock(), hclP("1-3", "40-42", "C1-C4"), hclN(100, 150), hclN(151, 220))
	return hclT("trap-dock-plan", "note", text)
}
