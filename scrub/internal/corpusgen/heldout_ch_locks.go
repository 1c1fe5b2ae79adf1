package main

import (
	"fmt"
	"strings"
)

// Lockbox, smart-lock, gate, garage, alarm and safe codes in check-in messages, handovers and
// SMS threads.

func hchLockGens() []hchGen {
	return []hchGen{
		{9, hchCheckinEN}, {8, hchCheckinIT}, {8, hchCheckinEL}, {6, hchGreeklishSMS},
		{7, hchCleanerHandover}, {6, hchAlarmMail}, {7, hchGateSMS}, {5, hchSafeWiki},
		{5, hchLockYAML}, {6, hchPuliziaIT}, {6, hchCleanerEL}, {4, hchParcelLocker},
		{6, hchIglooSMS}, {5, hchOwnerCallNote}, {6, hchLockoutTicket}, {5, hchTTLockJSON},
		{5, hchContractorMail}, {4, hchCitofonoIT}, {4, hchVoiceNote},
	}
}

func hchCheckinEN() Sample {
	g, p, code, ssid, wifi := hchNameEN(), hchProp(), hchCode(), hchSSID(), hchWifi()
	t := fmt.Sprintf("Hi %s! Welcome to %s 😊\n\nCheck-in is from %s. The lockbox is %s, code %s%s.\nWi-Fi: %s / %s\n\nAny problem just text me on this number. Enjoy your stay!\n%s",
		g, p, hchP("15:00", "4pm", "16:00", "3 pm"),
		hchP("on the left of the front door", "behind the blue gate", "on the railing by the stairs", "under the mailboxes"),
		code, hchP("", " (push down the lever after)", " – scramble the dial when you close it", " then pull the black button"),
		ssid, wifi, hchNameEN())
	if rng.IntN(2) == 0 {
		t = strings.Replace(t, "Wi-Fi: "+ssid+" / "+wifi, "Wi-Fi details are on the first page of the house manual.", 1)
		return hchS("lockbox-code", "chat", t, []string{code}, g)
	}
	return hchS("lockbox-code", "chat", t, []string{code, wifi}, g, ssid)
}

func hchCheckinIT() Sample {
	g, p, code, gate := hchNameIT(), hchProp(), hchCode(), hchCode()
	line := fmt.Sprintf("Il portone si apre con il codice %s%s sulla tastiera a destra.", gate, hchP("#", " e poi la chiave", "", " + tasto verde"))
	secrets := []string{gate, code}
	cat := "gate-code"
	if rng.IntN(2) == 0 {
		line = "Il portone è aperto fino alle 20, dopo si apre con la chiave piccola del mazzo."
		secrets, cat = []string{code}, "keybox-code"
	}
	t := fmt.Sprintf("Ciao %s, benvenuti a %s!\n%s\nLe chiavi sono nella cassetta portachiavi al %s piano, codice %s.\nIl check-out è entro le %s. Buona permanenza!",
		g, p, line, hchP("primo", "secondo", "terzo"), code, hchP("10:00", "10", "11:00"))
	return hchS(cat, "chat", t, secrets, g)
}

func hchCheckinEL() Sample {
	g, p, code := hchNameEL(), hchProp(), hchCode()
	t := fmt.Sprintf("Καλησπέρα %s, καλώς ήρθατε στο %s!\nΗ κλειδοθήκη είναι %s και ο κωδικός είναι %s.\nΤο check-out είναι μέχρι τις 11:00. Για οτιδήποτε χρειαστείτε είμαι στο %s.\nΚαλή διαμονή!",
		g, p, hchP("δίπλα στην πόρτα", "στο κάγκελο της σκάλας", "κάτω από το γραμματοκιβώτιο"), code, hchPhone())
	return hchS("lockbox-code", "chat", t, []string{code}, g)
}

func hchGreeklishSMS() Sample {
	code, wifi := hchCode(), hchWifi()
	t := fmt.Sprintf("Geia sas! O kwdikos gia tin %s einai %s kai to wifi pass %s. Kali diamoni! %s",
		hchP("porta", "kleidothiki", "eksoporta", "kleidaria"), code, wifi, hchNameLat())
	if rng.IntN(2) == 0 {
		t = strings.Replace(t, " kai to wifi pass "+wifi, "", 1)
		return hchS("door-code", "sms", t, []string{code})
	}
	return hchS("door-code", "sms", t, []string{code, wifi})
}

func hchCleanerHandover() Sample {
	u, code := hchUnit(), hchCode()
	t := fmt.Sprintf("Handover – %s\n\n- Unit %s: linen done, %d towels short, dishwasher tablets low\n- %s\n- Smart lock master code changed to %s (cleaners only, don't give to guests)\n- Bins go out %s night\n- Next check-in %s, %d guests",
		hchDate(), u, hchN(1, 4), hchP("Hoover in 2B making a rattling noise", "Bathroom fan still broken", "Guest left a charger, in the lost & found box"),
		code, hchP("Tuesday", "Sunday", "Thursday"), hchTime(), hchN(2, 6))
	return hchS("smart-lock-code", "handover", t, []string{code}, "Unit "+u)
}

func hchAlarmMail() Sample {
	n, p, c1, c2 := hchNameEN(), hchProp(), hchCode(), hchCode()
	t := fmt.Sprintf("Subject: Alarm at %s\n\nHi %s,\n\nThe alarm panel is in the hallway cupboard. Disarm code is %s, the duress code is %s – only use that one if someone is forcing you.\nIf it goes off by mistake the monitoring company will ring %s.\n\nThanks,\n%s",
		p, n, c1, c2, hchPhone(), hchNameEN())
	if rng.IntN(2) == 0 {
		t = strings.Replace(t, ", the duress code is "+c2+" – only use that one if someone is forcing you", ", you have 30 seconds after opening the door", 1)
		return hchS("alarm-code", "mail", t, []string{c1}, p)
	}
	return hchS("alarm-code", "mail", t, []string{c1, c2}, p)
}

func hchGateSMS() Sample {
	gate, gar := hchCode(), hchCode()
	t := fmt.Sprintf("[%s] Host: Gate code is %s, %s\n[%s] Guest: Thank you! And the garage?\n[%s] Host: Garage keypad %s, close it behind you pls 🙏",
		hchTime(), gate, hchP("press the bell icon first", "then wait for the beep", "the gate is slow"), hchTime(), hchTime(), gar)
	if rng.IntN(2) == 0 {
		t = strings.Replace(t, "Garage keypad "+gar, "Garage remote is on the key ring", 1)
		return hchS("gate-code", "sms", t, []string{gate})
	}
	return hchS("gate-code", "sms", t, []string{gate, gar})
}

func hchSafeWiki() Sample {
	s := hchDig(hchN(4, 6))
	p := hchProp()
	t := fmt.Sprintf("## %s – owner's closet\n\nThe owner's closet (hallway, white door) stays locked during stays. Spare keys, the alarm fob and cash float are in the safe inside.\n\n* Safe combination: %s\n* Do not store guest passports in it\n* Last checked: %s",
		p, s, hchDate())
	return hchS("safe-code", "wiki", t, []string{s}, p)
}

func hchLockYAML() Sample {
	pin, id := hchCode(), hchHex(12)
	t := fmt.Sprintf("locks:\n  - name: %s front door\n    vendor: %s\n    device_id: %s\n    admin_pin: \"%s\"\n    auto_lock_seconds: %d\n    battery_alert: 25",
		hchProp(), hchP("nuki", "yale", "ttlock", "igloohome"), id, pin, pick([]int{30, 60, 120}))
	return hchS("smart-lock-pin", "yaml", t, []string{pin}, id)
}

func hchPuliziaIT() Sample {
	n, u, box, al := hchNameIT(), hchUnit(), hchCode(), hchCode()
	t := fmt.Sprintf("Note per %s (pulizie)\nAppartamento %s\n- codice keybox: %s\n- la chiave del ripostiglio è nel cassetto della cucina\n- codice allarme %s, disattivarlo entro 30 secondi\n- mancano %d federe, le porto io giovedì",
		n, u, box, al, hchN(2, 6))
	if rng.IntN(2) == 0 {
		t = strings.Replace(t, "- codice allarme "+al+", disattivarlo entro 30 secondi\n", "- l'allarme è spento, non toccarlo\n", 1)
		return hchS("keybox-code", "handover", t, []string{box}, n)
	}
	return hchS("keybox-code", "handover", t, []string{box, al}, n)
}

func hchCleanerEL() Sample {
	n, p, al, box := hchNameEL(), hchProp(), hchCode(), hchCode()
	t := fmt.Sprintf("%s καλημέρα! Για το %s σήμερα: ο κωδικός του συναγερμού είναι %s και η κλειδοθήκη έχει %s. Τα σεντόνια είναι στην αποθήκη. Ευχαριστώ πολύ!",
		n, p, al, box)
	if rng.IntN(2) == 0 {
		t = strings.Replace(t, " και η κλειδοθήκη έχει "+box, ", τα κλειδιά είναι στον γείτονα", 1)
		return hchS("alarm-code", "chat", t, []string{al}, n)
	}
	return hchS("alarm-code", "chat", t, []string{al, box}, n)
}

func hchParcelLocker() Sample {
	c := hchDig(6)
	t := fmt.Sprintf("Hi! Your replacement key card was delivered to the parcel locker in the lobby of %s. Locker %d, pickup code %s. It expires in 72 hours.",
		hchProp(), hchN(1, 40), c)
	return hchS("locker-code", "sms", t, []string{c})
}

func hchIglooSMS() Sample {
	pin := hchDig(hchN(6, 9))
	p := hchProp()
	t := fmt.Sprintf("Your PIN for %s is %s. Valid from %s 15:00 to %s 11:00. Enter the PIN and press the unlock button %s.",
		p, pin, hchDM(), hchDM(), hchP("🔓", "(bottom right)", ""))
	return hchS("smart-lock-pin", "sms", t, []string{pin}, p)
}

func hchOwnerCallNote() Sample {
	o, code := hchP(hchNameEN(), hchNameIT(), hchNameLat()), hchCode()
	t := fmt.Sprintf("Call w/ owner (%s) – %s\n- happy with occupancy in %s, wants min 3 nights in Aug\n- agreed new front door code %s from Monday, old one retired\n- will send photos of the new sofa\n- AC service booked for the %dth",
		o, hchDate(), hchP("June", "July", "May"), code, hchN(10, 28))
	return hchS("door-code", "notes", t, []string{code}, o)
}

func hchLockoutTicket() Sample {
	u, code := hchUnit(), hchCode()
	t := fmt.Sprintf("Ticket #%d – Guest locked out, unit %s\nStatus: open\n\nGuest (%s) phoned at %s, keypad not accepting his booking code. Gave him temp code %s over the phone, works. TODO revoke temp code after checkout + check lock batteries.",
		hchN(1000, 9999), u, hchNameEN(), hchTime(), code)
	return hchS("temp-door-code", "ticket", t, []string{code}, "unit "+u)
}

func hchTTLockJSON() Sample {
	pw, lock := hchDig(hchN(6, 9)), fmt.Sprint(hchN(1000000, 9999999))
	t := fmt.Sprintf("{\n  \"lockId\": %s,\n  \"keyboardPwd\": \"%s\",\n  \"keyboardPwdName\": \"Guest %s\",\n  \"startDate\": 17%s,\n  \"endDate\": 17%s,\n  \"addType\": 2\n}",
		lock, pw, hchNameEN(), hchDig(11), hchDig(11))
	return hchS("smart-lock-pin", "json", t, []string{pw}, lock)
}

func hchContractorMail() Sample {
	n, box, gar := hchNameIT(), hchCode(), hchCode()
	t := fmt.Sprintf("Buongiorno %s,\n\nper il lavoro di domani alla caldaia: le chiavi sono nella cassetta di sicurezza accanto al contatore, combinazione %s. Per il box auto il codice è %s.\nGli ospiti arrivano alle 16, quindi dovreste finire entro le 14.\n\nCordiali saluti,\n%s",
		n, box, gar, hchNameIT())
	if rng.IntN(2) == 0 {
		t = strings.Replace(t, " Per il box auto il codice è "+gar+".", "", 1)
		return hchS("keybox-code", "mail", t, []string{box}, n)
	}
	return hchS("keybox-code", "mail", t, []string{box, gar}, n)
}

func hchCitofonoIT() Sample {
	c := hchCode()
	t := fmt.Sprintf("Per entrare nel palazzo: al citofono digitare %s e poi la campanella. Interno %d, %s piano, l'ascensore è a sinistra.",
		c, hchN(1, 20), hchP("terzo", "quarto", "secondo"))
	return hchS("gate-code", "chat", t, []string{c})
}

func hchVoiceNote() Sample {
	c := hchCode()
	t := fmt.Sprintf("(voice note transcript) ok so %s just so you know the door code for %s is now %s, I changed it this morning because the last guests posted it in the group chat, so yeah tell the cleaners, thanks bye",
		hchNameEN(), hchProp(), c)
	return hchS("door-code", "chat", t, []string{c})
}
