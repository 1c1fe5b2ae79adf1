package main

import (
	"fmt"
	"strings"
)

// Door, gate, alarm, safe and locker codes; bank, card, phone and parental PINs.
var hbrCodeGens = []hbrGen{
	{hbrGateCode, 5}, {hbrGarageCode, 4}, {hbrAlarmCodes, 5}, {hbrSafeCode, 4},
	{hbrLockerCode, 3}, {hbrBankAppPin, 5}, {hbrCardPins, 3}, {hbrCarPin, 4},
	{hbrConsolePin, 5}, {hbrScreenTime, 4}, {hbrStreamPin, 3}, {hbrLockbox, 3},
	{hbrIntercom, 4}, {hbrPhonePin, 4}, {hbrSimPuk, 3}, {hbrDictatedCode, 4},
	{hbrHouseManual, 3}, {hbrGuestLockCode, 3}, {hbrBikeLock, 3}, {hbrPtCodes, 4},
	{hbrVoicemail, 2}, {hbrCleanerMail, 3}, {hbrDeCodes, 3}, {hbrNewCardPin, 3},
}

func hbrGateCode() Sample {
	c := hbrDig(hbrN(4, 6))
	if hbrP(30) {
		c += "#"
	}
	t := pick([]string{
		"gate code is %s btw, changed it after the party",
		"Remember: front gate = %s",
		"The gate code for the condo is %s, tell the delivery guy only if he calls 🙄",
		"New code for the side gate: %s (old one disabled)",
	})
	return hbrS("gate-code", "chat", fmt.Sprintf(t, c), c)
}

func hbrGarageCode() Sample {
	c := hbrDig(hbrN(4, 8))
	t := pick([]string{
		"Garage keypad: %s then the lock button. If the door stops halfway press the wall button twice.",
		"garage door code %s — Tom's parents are coming Sat and will park inside",
		"Chamberlain keypad code is %s, the myQ app is on my phone only",
	})
	return hbrS("garage-code", "note", fmt.Sprintf(t, c), c)
}

func hbrAlarmCodes() Sample {
	c, d := hbrDig(4), hbrDig(4)
	for d == c {
		d = hbrDig(4)
	}
	co := pick([]string{"Verisure", "ADT", "Prosegur", "SimpliSafe", "Securitas"})
	ph := hbrPhone()
	if hbrCoin() {
		txt := fmt.Sprintf("Alarm (%s)\n- disarm code: %s\n- monitoring centre: %s\n- if it goes off by mistake, call them and give the code word (Rafa knows it)", co, c, ph)
		return hbrK(hbrS("alarm-code", "note", txt, c), co, ph)
	}
	txt := fmt.Sprintf("Alarm (%s)\n- disarm code: %s\n- duress code: %s (silently calls them)\n- monitoring centre: %s\n- password if they call: see below, NOT the code", co, c, d, ph)
	return hbrK(hbrS("alarm-code", "note", txt, c, d), co, ph)
}

func hbrSafeCode() Sample {
	var c string
	if hbrCoin() {
		c = fmt.Sprintf("%02d-%02d-%02d", hbrN(0, 99), hbrN(0, 99), hbrN(0, 99))
	} else {
		c = hbrDig(6)
	}
	t := pick([]string{
		"safe in the bedroom closet: %s. passports + grandma's ring in there",
		"If something happens to me: the safe code is %s, the will is in the green folder.",
		"cofre: %s (não passar pra ninguém)",
	})
	return hbrS("safe-code", "note", fmt.Sprintf(t, c), c)
}

func hbrLockerCode() Sample {
	n := fmt.Sprint(hbrN(10, 399))
	c := fmt.Sprintf("%d-%d-%d", hbrN(0, 39), hbrN(0, 39), hbrN(0, 39))
	t := pick([]string{
		"gym locker %s combo %s",
		"Sofia's school locker is #%s, combination %s – she keeps forgetting",
		"Swimming club locker %s, code %s",
	})
	return hbrK(hbrS("locker-code", "chat", fmt.Sprintf(t, n, c), c), n)
}

func hbrBankAppPin() Sample {
	pin := hbrDig(pick([]int{4, 6, 6}))
	bank := pick([]string{"Nubank", "Itaú", "Millennium", "Revolut", "Chase", "Monzo", "Sparkasse", "Caixa"})
	t := pick([]string{
		"%s app PIN: %s",
		"the %s app asks for a pin now, I set it to %s",
		"Remember my %s app passcode pls: %s. Face ID keeps failing with glasses.",
	})
	return hbrK(hbrS("bank-app-pin", "chat", fmt.Sprintf(t, bank, pin), pin), bank)
}

func hbrCardPins() Sample {
	e1, e2 := hbrDig(4), hbrDig(4)
	p1, p2 := hbrDig(4), hbrDig(4)
	for p2 == p1 || p1 == e1 || p1 == e2 || p2 == e1 || p2 == e2 {
		p1, p2 = hbrDig(4), hbrDig(4)
	}
	txt := fmt.Sprintf("card pins (delete later!!)\nVisa ending %s → %s\nMastercard ending %s → %s\nthe Amex has no pin", e1, p1, e2, p2)
	return hbrK(hbrS("card-pin", "list", txt, p1, p2), "Visa ending "+e1, "Mastercard ending "+e2)
}

func hbrCarPin() Sample {
	pin := hbrDig(pick([]int{4, 4, 5}))
	app := pick([]string{"MyBMW", "FordPass", "Volvo Cars", "Hyundai Bluelink", "Renault", "MG iSMART"})
	t := pick([]string{
		"%s app wants a 4 digit PIN for remote unlock, it's %s",
		"car app (%s) security pin %s – needed to start the climate remotely",
		"The %s remote-start PIN is %s. Rafa uses the car on Tuesdays.",
	})
	return hbrK(hbrS("car-app-pin", "chat", fmt.Sprintf(t, app, pin), pin), app)
}

func hbrConsolePin() Sample {
	kid := pick(hbrKidsN)
	var txt, pin string
	switch rng.IntN(3) {
	case 0:
		pin = hbrDig(hbrN(4, 8))
		txt = fmt.Sprintf("Switch parental controls PIN: %s. %s is allowed 1h on school days", pin, kid)
	case 1:
		pin = hbrDig(6)
		txt = fmt.Sprintf("Xbox passkey (to buy stuff / change settings) = %s. Don't let %s watch when you type it", pin, kid)
	default:
		pin = hbrDig(4)
		txt = fmt.Sprintf("PS5 console restriction passcode is %s — %s's account is the child one, mine is the family manager", pin, kid)
	}
	return hbrK(hbrS("console-parental-pin", "chat", txt, pin), kid)
}

func hbrScreenTime() Sample {
	pin := hbrDig(4)
	kid := pick(hbrKidsN)
	dev := pick([]string{"iPad", "iPhone", "Android tablet", "Fire tablet"})
	t := pick([]string{
		"Screen Time passcode on %s's %s: %s (don't tell him/her obviously)",
		"%s figured out the old code, new screen time passcode for the %s is %s",
	})
	return hbrK(hbrS("screen-time-passcode", "chat", fmt.Sprintf(t, kid, dev, pin), pin), kid)
}

func hbrStreamPin() Sample {
	pin := hbrDig(4)
	svc := pick([]string{"Netflix", "Disney+", "Max", "Prime Video"})
	t := pick([]string{
		"%s profile lock PIN for the grown-up profile: %s",
		"I locked my %s profile so the kids stop watching my shows, PIN %s",
	})
	return hbrK(hbrS("streaming-profile-pin", "chat", fmt.Sprintf(t, svc, pin), pin), svc)
}

func hbrLockbox() Sample {
	c := hbrDig(hbrN(4, 5))
	who := pick([]string{"the cleaner", "the dog walker", "Marta", "the plumber", "the Airbnb guests"})
	txt := fmt.Sprintf("Key lockbox by the back door – code %s. Given to %s on %s.", c, who, hbrDate())
	return hbrS("lockbox-code", "note", txt, c)
}

func hbrIntercom() Sample {
	c := pick([]string{"#", "*", ""}) + hbrDig(hbrN(4, 6)) + pick([]string{"#", "*", ""})
	t := pick([]string{
		"building door: press %s on the panel, then it buzzes",
		"senha do portão do prédio: %s",
		"Lobby door code for mum's building is %s. Flat 3B, lift on the left.",
	})
	return hbrS("door-code", "chat", fmt.Sprintf(t, c), c)
}

func hbrPhonePin() Sample {
	pin := hbrDig(pick([]int{4, 6}))
	who := pick(hbrWho)
	t := pick([]string{
		"%s's phone unlock PIN is %s (I set it up, face id never works with the glasses)",
		"remember %s's new phone code: %s",
		"Unlock code for %s's Samsung: %s. Battery saver is on, don't turn it off.",
	})
	return hbrS("phone-unlock-pin", "chat", fmt.Sprintf(t, who, pin), pin)
}

func hbrSimPuk() Sample {
	pin, puk := hbrDig(4), hbrDig(8)
	who := pick(hbrWho)
	txt := fmt.Sprintf("%s's SIM card (the old Nokia)\nSIM PIN: %s\nPUK: %s\nif it locks again use the PUK, don't guess!", hbrCap(who), pin, puk)
	return hbrS("sim-pin", "note", txt, pin, puk)
}

func hbrDictatedCode() Sample {
	d := make([]string, hbrN(4, 6))
	for i := range d {
		d[i] = hbrDig(1)
	}
	c := strings.Join(d, " ")
	t := pick([]string{
		"okay remember that the alarm code for the beach house is %s and the key is under the blue pot",
		"hey assistant save this the code for the storage unit is %s thanks",
		"note the new garage code is %s I changed it this morning",
	})
	return hbrS("dictated-code", "dictation", fmt.Sprintf(t, c), c)
}

func hbrHouseManual() Sample {
	alarm, gate := hbrDig(4), hbrDig(5)
	ssid, key := hbrSSID(), hbrWifi()
	txt := fmt.Sprintf("# House notes for sitters\n\n## Getting in\n- Gate code: **%s**\n- Alarm: panel in the hallway, code **%s**, you have 30 seconds\n\n## Internet\n- Network `%s`, password `%s`\n\n## Pets\n- %s eats twice a day, half a cup\n- vet: %s\n", gate, alarm, ssid, key, pick(hbrPets), hbrPhone())
	return hbrK(hbrS("house-codes", "markdown", txt, gate, alarm, key), ssid)
}

func hbrGuestLockCode() Sample {
	c := hbrDig(6)
	who := pick([]string{"the plumber", "Vovó", "the painters", "Aunt Rosa", "the pet sitter"})
	t := pick([]string{
		"I made a guest code on the Nuki keypad for %s: %s, valid until Friday",
		"smart lock guest code for %s is %s. Delete it after the visit!",
	})
	return hbrS("smart-lock-code", "chat", fmt.Sprintf(t, who, c), c)
}

func hbrBikeLock() Sample {
	c := fmt.Sprintf("%d-%d-%d-%d", hbrN(0, 9), hbrN(0, 9), hbrN(0, 9), hbrN(0, 9))
	kid := pick(hbrKidsN)
	return hbrK(hbrS("lock-combination", "chat", fmt.Sprintf("the combination for %s's bike lock is %s, she already forgot it twice", kid, c), c), kid)
}

func hbrPtCodes() Sample {
	a, b := hbrDig(4), hbrDig(6)
	txt := pick([]string{
		"Lembretes casa:\n- código do alarme: %s\n- senha do app do banco: %s\n- lixo reciclável: quinta",
		"mãe, anota: alarme %s, senha do cartão novo da vovó %s. não manda por whatsapp pra ninguém!",
	})
	return hbrS("alarm-code", "note", fmt.Sprintf(txt, a, b), a, b)
}

func hbrVoicemail() Sample {
	pin := hbrDig(hbrN(4, 6))
	return hbrS("voicemail-pin", "chat", fmt.Sprintf("landline voicemail PIN is %s – dial *98 from the house phone. %s never checks it", pin, hbrCap(pick(hbrWho))), pin)
}

func hbrCleanerMail() Sample {
	c := hbrDig(4)
	n := pick([]string{"Marta", "Rosângela", "Agnieszka", "Joana", "Maria"})
	txt := fmt.Sprintf("Subject: new alarm code from Monday\n\nHi %s,\n\nWe had the alarm serviced, so from Monday the code is %s (the old one won't work anymore). Everything else is the same, key in the usual place.\n\nThanks!\n%s", n, c, pick(hbrFirst))
	return hbrK(hbrS("alarm-code", "mail", txt, c), "Hi "+n)
}

func hbrDeCodes() Sample {
	g, a := hbrDig(4), hbrDig(hbrN(4, 6))
	if hbrCoin() {
		txt := fmt.Sprintf("Ferienhaus Oma:\nGaragentor-Code %s\nSchlüssel beim Nachbarn (Herr %s)\nMüll: Dienstag gelb, Freitag Restmüll", g, pick(hbrSurname))
		return hbrS("garage-code", "note", txt, g)
	}
	txt := fmt.Sprintf("Ferienhaus Oma:\nGaragentor-Code %s\nAlarmanlage PIN %s\nMüll: Dienstag gelb, Freitag Restmüll", g, a)
	return hbrS("garage-code", "note", txt, g, a)
}

func hbrNewCardPin() Sample {
	pin := hbrDig(4)
	who := pick(hbrWho)
	bank := pick([]string{"Santander", "Bradesco", "Barclays", "CGD", "Deutsche Bank"})
	txt := fmt.Sprintf("%s's new %s debit card PIN letter came: %s. I shredded the letter. We can change it to something easier next time we go to the branch.", hbrCap(who), bank, pin)
	return hbrK(hbrS("card-pin", "note", txt, pin), bank)
}
