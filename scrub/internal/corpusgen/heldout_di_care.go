package main

import (
	"fmt"
	"strings"
)

// Caregiver handover notes and family group chats: samples with secrets.

var hdiStreets = []string{"Elm Road", "Kastanienallee", "Rue des Lilas", "Calle Mayor", "Ash Grove",
	"Mill Lane", "Lindenstraße", "Orchard Close", "Via Roma", "Station Road", "Birch Avenue"}

func hdiAddr() string { return fmt.Sprintf("%d %s", hdiN(2, 140), hdiP(hdiStreets...)) }

func hdiCareGens() []hdiGen {
	return []hdiGen{
		hdiCareKeySafe, hdiCareDoorChat, hdiCareAgencyMail, hdiCareWifi, hdiCareMedCabinet,
		hdiCarePhonePin, hdiCareShoppingCard, hdiCareLocker, hdiCareGerman, hdiCareFrench,
		hdiCareSpanish, hdiCareFamilyMeeting, hdiCarePendant, hdiCareSafe, hdiCareGarage,
		hdiCareDoorbellApp, hdiCareEmailAccount, hdiCareBanking, hdiCareShiftLog, hdiCareSMS,
		hdiCareYAML, hdiCareJSON, hdiCareItalian, hdiCareNightNote,
	}
}

func hdiCareKeySafe() Sample {
	code, addr := hdiDoorCode(), hdiAddr()
	text := hdiJoin(
		"CARER HANDOVER – "+hdiDate(),
		"Client: "+hdiFull()+", "+addr,
		"Access: "+hdiP("key safe to the left of the front door", "keysafe behind the drainpipe", "key box by the back gate")+", code "+code,
		"Meds: "+hdiMed()+" at 8am, "+hdiMed()+" at 6pm (blister pack)",
		"Mobility: frame indoors, "+hdiP("needs 1 to assist on stairs", "hoist for transfers", "independent but slow"),
		"Please scramble the code after closing.",
	)
	return hdiS("keysafe-code", "note", text, hdiSec(code), addr)
}

func hdiCareDoorChat() Sample {
	code := hdiDoorCode()
	a, b := hdiName(), hdiName()
	text := hdiJoin(
		fmt.Sprintf("%s: I'm at %s's but the door's locked and nobody's answering 😬", a, hdiP(hdiRel...)),
		fmt.Sprintf("%s: %s", b, hdiP("she's at the day centre till 3. door code is ", "keypad code is ", "use the keypad: ")+code),
		fmt.Sprintf("%s: %s", a, hdiP("in, thanks", "got it", "worked 👍")),
		fmt.Sprintf("%s: %s", b, hdiP("can you check her fridge while you're there", "leave the bins out pls", "the post is on the hall table")),
	)
	return hdiS("door-code", "chat", text, hdiSec(code))
}

func hdiCareAgencyMail() Sample {
	ks, alarm, addr := hdiDoorCode(), hdiPin(4), hdiAddr()
	client := hdiFull()
	text := hdiJoin(
		"To: "+hdiP("rota@homecare4u.co.uk", "office@caringhands.org", "coordination@pflege-ost.de"),
		"Subject: New client access details – "+client,
		"",
		"Hello,",
		fmt.Sprintf("Visits start Monday at %s. Key safe code is %s.", addr, ks),
		fmt.Sprintf("The house alarm goes off 30 seconds after the door opens; disarm code %s.", alarm),
		"Her GP is at "+hdiP("Riverside Surgery", "Parkside Medical Centre", "Praxis Lindenhof")+" if anything comes up.",
		"",
		"Regards,",
		hdiFull()+" "+hdiP("(daughter)", "(son)", "(niece)", "(next of kin)"),
	)
	if hdiCoin() {
		text = strings.Replace(text, hdiLine(text, "disarm code"), "There is no alarm.", 1)
		return hdiS("keysafe-code", "mail", text, hdiSec(ks), client, addr)
	}
	return hdiS("keysafe-code", "mail", text, hdiSec(ks, alarm), client, addr)
}

func hdiCareWifi() Sample {
	ssid, key := hdiWifiName(), hdiWifi()
	text := hdiJoin(
		hdiP("For the carers:", "House info", "Useful stuff"),
		"Wi-Fi: "+ssid,
		hdiP("Password: ", "key: ", "pw - ")+key,
		"(the falls sensor and the pill dispenser need it, so please don't restart the router)",
		"Bins go out Wednesday night.",
	)
	return hdiS("wifi-key", "note", text, hdiSec(key), ssid)
}

func hdiCareMedCabinet() Sample {
	code := hdiPin(hdiN(3, 4))
	text := hdiJoin(
		fmt.Sprintf("%s: reminder the %s are now in the locked cabinet in the bathroom", hdiName(), hdiP("morphine patches", "controlled drugs", "oxycodone", "sleeping tablets")),
		fmt.Sprintf("%s: combination %s, only give per the MAR chart", hdiName(), code),
		hdiName()+": noted",
	)
	return hdiS("lock-code", "chat", text, hdiSec(code))
}

func hdiCarePhonePin() Sample {
	pin := hdiPin(4 + 2*rng.IntN(2))
	rel := hdiP(hdiRel...)
	text := hdiJoin(
		fmt.Sprintf("%s's phone keeps locking itself and she forgets the code. It's %s if she asks you.", rel, pin),
		hdiP("Her sister rings most evenings around 7.", "Please make sure it's on charge at night.", "She likes the radio on in the morning."),
	)
	return hdiS("phone-pin", "note", text, hdiSec(pin))
}

func hdiCareShoppingCard() Sample {
	pin := hdiPin(4)
	text := hdiJoin(
		fmt.Sprintf("[%s] %s: the carer can use Dad's %s card for his shopping, PIN %s", hdiTime(), hdiName(), hdiP("Visa", "debit", "Monzo", "Sparkasse"), pin),
		fmt.Sprintf("[%s] %s: receipts in the tin please so we can keep track", hdiTime(), hdiName()),
	)
	return hdiS("card-pin", "chat", text, hdiSec(pin))
}

func hdiCareLocker() Sample {
	code := hdiPin(hdiN(3, 4))
	ward := hdiP("Ward 7", "Ward B3", "Station 4", "the stroke unit", "Oak ward")
	text := hdiJoin(
		fmt.Sprintf("Mum's stuff is in locker %d on %s (combination %s).", hdiN(1, 40), ward, code),
		"Her glasses, the hearing aid batteries and her purse are in there. Visiting is 2–8pm.",
	)
	return hdiS("locker-code", "note", text, hdiSec(code), ward)
}

func hdiCareGerman() Sample {
	code, alarm := hdiDoorCode(), hdiPin(4)
	text := hdiJoin(
		"Übergabe Pflegedienst – "+hdiFull(),
		"Schlüsseltresor neben der Haustür, Code: "+code,
		"Alarmanlage beim Verlassen scharf schalten, Code "+alarm,
		"Medikamente: "+hdiMed()+" morgens, Blutzucker vor dem Mittagessen messen",
		"Tochter ("+hdiName()+") kommt Sonntags.",
	)
	if hdiCoin() {
		text = strings.Replace(text, hdiLine(text, "Alarmanlage"), "Keine Alarmanlage.", 1)
		return hdiS("keysafe-code", "note", text, hdiSec(code))
	}
	return hdiS("keysafe-code", "note", text, hdiSec(code, alarm))
}

func hdiCareFrench() Sample {
	digi, alarm := hdiR("AB", 1)+hdiPin(4), hdiPin(4)
	text := hdiJoin(
		fmt.Sprintf("Bonjour %s, pour l'aide à domicile de Papi :", hdiName()),
		"- digicode de l'immeuble : "+digi,
		"- code alarme : "+alarm,
		"- la boîte à pharmacie est dans la cuisine, au-dessus du frigo",
		"Merci !",
	)
	if hdiCoin() {
		text = strings.Replace(text, hdiLine(text, "code alarme"), "- pas d'alarme, juste fermer à clé", 1)
		return hdiS("door-code", "sms", text, hdiSec(digi))
	}
	return hdiS("door-code", "sms", text, hdiSec(digi, alarm))
}

func hdiCareSpanish() Sample {
	code, ssid, key := hdiDoorCode(), hdiWifiName(), hdiWifi()
	text := hdiJoin(
		"Para la cuidadora de la abuela:",
		"Código de la puerta del portal: "+code,
		"WiFi "+ssid+" / clave "+key,
		"La pastilla de la tensión va con el desayuno. Cualquier cosa me llamas.",
	)
	return hdiS("door-code", "note", text, hdiSec(code, key), ssid)
}

func hdiCareFamilyMeeting() Sample {
	old, nw := hdiPin(4), hdiPin(4)
	for nw == old {
		nw = hdiPin(4)
	}
	text := hdiJoin(
		"# Family meeting – "+hdiDate(),
		"Present: "+hdiName()+", "+hdiName()+", "+hdiName()+" (phone)",
		"",
		"1. Respite week booked at "+hdiP("Willow House", "Haus am See", "Maple Court")+" for the 14th",
		"2. Stairlift quote accepted",
		fmt.Sprintf("3. Alarm code changed from %s to %s after the cleaner left, tell the carers", old, nw),
		"4. Next meeting after the OT assessment",
	)
	if hdiCoin() {
		text = strings.Replace(text, "changed from "+old+" to "+nw, "is now "+nw, 1)
		return hdiS("alarm-code", "meeting-notes", text, hdiSec(nw))
	}
	return hdiS("alarm-code", "meeting-notes", text, hdiSec(old, nw))
}

func hdiCarePendant() Sample {
	word := hdiP(hdiWords...) + hdiP(fmt.Sprint(hdiN(1, 99)), hdiP(hdiWords...), "-"+hdiP(hdiLowWords...))
	text := hdiJoin(
		fmt.Sprintf("If the %s pendant goes off the call centre rings the house, then me.", hdiP("Lifeline", "Careline", "Hausnotruf", "Telecare")),
		fmt.Sprintf("They'll ask for the account password before they tell you anything: %s", word),
		"Account number is on the base unit.",
	)
	return hdiS("account-password", "note", text, hdiSec(word))
}

func hdiCareSafe() Sample {
	code := hdiPin(hdiN(4, 6))
	text := hdiJoin(
		fmt.Sprintf("%s: where's the power of attorney paperwork?", hdiName()),
		fmt.Sprintf("%s: in the safe in the wardrobe, %s %s. Passports too", hdiName(), hdiP("code", "combo", "it opens with"), code),
	)
	return hdiS("safe-code", "chat", text, hdiSec(code))
}

func hdiCareGarage() Sample {
	code := hdiPin(hdiN(4, 6))
	text := hdiJoin(
		"Wheelchair and the spare oxygen cylinders are in the garage.",
		fmt.Sprintf("Garage keypad: %s then press the lock button.", code),
		"Oxygen supplier delivers Thursdays – "+hdiP("BOC", "Air Liquide", "Linde")+", ring ahead.",
	)
	return hdiS("door-code", "note", text, hdiSec(code))
}

func hdiCareDoorbellApp() Sample {
	u, pw := hdiUser(), hdiPW()
	text := hdiJoin(
		fmt.Sprintf("%s: set up the %s app on your phone so you can see who's at Grandpa's door", hdiName(), hdiP("Ring", "Nest", "Eufy", "Blink")),
		fmt.Sprintf("%s: account %s", hdiName(), u),
		fmt.Sprintf("%s: %s %s", hdiName(), hdiP("password", "pw", "pass"), pw),
		hdiName()+": 👀 ok the camera works, he's got the TV on loud again",
	)
	return hdiS("camera-app-password", "chat", text, hdiSec(pw), u)
}

func hdiCareEmailAccount() Sample {
	u := strings.ToLower(hdiName()) + "." + strings.ToLower(strings.ReplaceAll(hdiP(hdiLast...), "'", "")) + hdiR(hdiDigits, 2) + "@" + hdiP("gmail.com", "aol.com", "btinternet.com", "t-online.de")
	pw := hdiPW()
	text := hdiJoin(
		"Hi both,",
		"Dad got another scam email pretending to be the surgery. I've logged into his email so I can watch for them:",
		u+" / "+pw,
		"If you see anything asking for bank details, delete it and tell me.",
		hdiName(),
	)
	return hdiS("email-password", "mail", text, hdiSec(pw), u)
}

func hdiCareBanking() Sample {
	u, pw := hdiR(hdiDigits, 8), hdiPW()
	text := hdiJoin(
		fmt.Sprintf("%s: carers' invoice is due Friday (£%d)", hdiName(), hdiN(300, 1900)),
		fmt.Sprintf("%s: Mum's online banking: customer no %s, password %s", hdiName(), u, pw),
		hdiName()+": paid ✅ reference = invoice number",
	)
	return hdiS("bank-password", "chat", text, hdiSec(pw), u)
}

func hdiCareShiftLog() Sample {
	code := hdiDoorCode()
	text := hdiJoin(
		hdiDate()+" night shift log",
		hdiTime()+"  Client settled, fluids 300ml",
		hdiTime()+"  Gave "+hdiMed(),
		hdiTime()+"  Family asked to change key safe code, new code "+code+" (told office)",
		hdiTime()+"  Repositioned, skin intact",
	)
	return hdiS("keysafe-code", "log", text, hdiSec(code))
}

func hdiCareSMS() Sample {
	code, addr := hdiDoorCode(), hdiAddr()
	text := fmt.Sprintf("Hi %s, extra call tonight %s at %s. Key safe code %s. Please confirm. %s, Care Coordinator",
		hdiName(), hdiTime(), addr, code, hdiName())
	return hdiS("keysafe-code", "sms", text, hdiSec(code), addr)
}

func hdiCareYAML() Sample {
	ks, alarm := hdiDoorCode(), hdiPin(4)
	id := "CL-" + hdiR(hdiDigits, 5)
	text := hdiJoin(
		"client_id: "+id,
		"name: "+hdiFull(),
		"visits_per_day: "+fmt.Sprint(hdiN(1, 4)),
		"access:",
		"  method: keysafe",
		"  keysafe_code: \""+ks+"\"",
		"  alarm_code: \""+alarm+"\"",
		"  notes: dog is friendly, keep the kitchen door shut",
	)
	if hdiCoin() {
		text = strings.Replace(text, "\""+alarm+"\"", "null", 1)
		return hdiS("keysafe-code", "yaml", text, hdiSec(ks), id)
	}
	return hdiS("keysafe-code", "yaml", text, hdiSec(ks, alarm), id)
}

func hdiCareJSON() Sample {
	code := hdiDoorCode()
	id := hdiUUID()
	text := hdiJoin(
		"{",
		"  \"clientId\": \""+id+"\",",
		"  \"address\": \""+hdiAddr()+"\",",
		"  \"accessNotes\": \"Key safe left of door, code "+code+". Ring bell first.\",",
		"  \"riskFlags\": [\"falls\", \"diabetes\"]",
		"}",
	)
	return hdiS("keysafe-code", "json", text, hdiSec(code), id)
}

func hdiCareItalian() Sample {
	code, pin := hdiPin(hdiN(4, 5)), hdiPin(4)
	text := hdiJoin(
		fmt.Sprintf("%s: per la badante del nonno, il codice del cancello è %s", hdiName(), code),
		fmt.Sprintf("%s: e il PIN del bancomat per la spesa %s, mi raccomando gli scontrini", hdiName(), pin),
		hdiName()+": ok, glielo dico io",
	)
	return hdiS("door-code", "chat", text, hdiSec(code, pin))
}

func hdiCareNightNote() Sample {
	code := hdiPin(4)
	text := hdiJoin(
		"Note for whoever does the sleep-in:",
		"The back door sticks, lift the handle.",
		"If the house alarm goes off in the night, disarm it on the panel by the stairs: "+code+".",
		"Emergency numbers on the fridge. She likes tea with no sugar at 6.",
	)
	return hdiS("alarm-code", "note", text, hdiSec(code))
}
