package main

import (
	"fmt"
	"sort"
	"strings"
)

// Traps: ordinary household notes, and talk about passwords and codes without one.
var hbrTrapGens = []hbrGen{
	{hbrTrapShopping, 6}, {hbrTrapBirthdays, 5}, {hbrTrapAppointments, 6}, {hbrTrapOrder, 6},
	{hbrTrapContacts, 5}, {hbrTrapWifiNoPw, 6}, {hbrTrapSitter, 4}, {hbrTrapPinPolicy, 5},
	{hbrTrapReset, 5}, {hbrTrapMasked, 6}, {hbrTrapVault, 6}, {hbrTrapCodeTalk, 6},
	{hbrTrapOTPWarn, 4}, {hbrTrapIBAN, 4}, {hbrTrapPolicy, 5}, {hbrTrapCar, 4},
	{hbrTrapSchool, 5}, {hbrTrapMeds, 4}, {hbrTrapGifts, 3}, {hbrTrapPtList, 5},
	{hbrTrapFamilyMeeting, 3}, {hbrTrapSchoolPwMail, 4}, {hbrTrapTwoFATalk, 4},
	{hbrTrapDictation, 5}, {hbrTrapDe, 3}, {hbrTrapTracking, 4}, {hbrTrapAlarmLog, 4},
}

func hbrTrapShopping() Sample {
	items := []string{"leite", "pão", "eggs x12", "bananas", "coffee beans", "detergente", "toilet paper", "feijão 2kg", "nappies size 4", "cat food", "tomatoes", "queijo minas", "batteries AA", "yoghurt", "farofa", "rice 5kg", "dishwasher tabs"}
	rng.Shuffle(len(items), func(i, j int) { items[i], items[j] = items[j], items[i] })
	n := hbrN(4, 8)
	var lines []string
	for _, it := range items[:n] {
		if hbrP(30) {
			it += fmt.Sprintf(" (%d)", hbrN(2, 6))
		}
		lines = append(lines, "- "+it)
	}
	txt := pick([]string{"shopping list 🛒\n", "Mercado sábado:\n", "Costco run, remember:\n"}) + strings.Join(lines, "\n")
	return hbrT("trap-shopping-list", "list", txt)
}

func hbrTrapBirthdays() Sample {
	var lines []string
	for i := 0; i < hbrN(3, 5); i++ {
		lines = append(lines, fmt.Sprintf("%s – %s (turns %d)", pick(append(hbrFirst, hbrKidsN...)), hbrDate(), hbrN(3, 90)))
	}
	txt := "Birthdays to remember:\n" + strings.Join(lines, "\n") + "\n" + pick([]string{"buy cards early!", "Vovó likes orchids 🌸", "book the party place for " + pick(hbrKidsN)})
	return hbrT("trap-birthdays", "list", txt)
}

func hbrTrapAppointments() Sample {
	t := pick([]string{
		"Dentist for %[1]s on %[2]s at %[3]s, Dr. %[4]s, clinic phone %[5]s. Bring the insurance card.",
		"vet appt %[2]s %[3]s for the dog — vaccines. %[5]s",
		"Remind me: %[1]s's pediatrician %[2]s %[3]s (Dr. %[4]s). Parking is behind the pharmacy.",
		"consulta do vovô com o cardiologista dia %[2]s às %[3]s, Dr. %[4]s, tel %[5]s",
	})
	return hbrT("trap-appointment", "chat", fmt.Sprintf(t, pick(hbrKidsN), hbrDate(), hbrTime(), pick(hbrSurname), hbrPhone()))
}

func hbrTrapOrder() Sample {
	t := pick([]string{
		"Amazon order %[1]s – the new kettle, arrives %[2]s. If it doesn't come, contact them, don't re-order.",
		"Order #%[1]s shipped! Tracking: %[3]s (UPS). Expected %[2]s.",
		"returned the kids' shoes, order %[1]s, refund should show in 3-5 days. Return label %[3]s",
	})
	return hbrT("trap-order-number", "chat", fmt.Sprintf(t, hbrAmazonOrder(), hbrDate(), "1Z"+rnd(upper+digits, 16)))
}

func hbrTrapContacts() Sample {
	roles := []string{"plumber", "electrician", "pediatrician", "Vovó's neighbour", "school office", "babysitter", "pool guy", "diarista"}
	rng.Shuffle(len(roles), func(i, j int) { roles[i], roles[j] = roles[j], roles[i] })
	var lines []string
	for _, r := range roles[:hbrN(3, 5)] {
		lines = append(lines, fmt.Sprintf("| %s | %s | %s |", r, pick(hbrFirst), hbrPhone()))
	}
	return hbrT("trap-phone-numbers", "markdown", "| who | name | phone |\n|---|---|---|\n"+strings.Join(lines, "\n"))
}

func hbrTrapWifiNoPw() Sample {
	ssid := hbrSSID()
	t := pick([]string{
		"guest wifi is \"%s\", the password is on the card on the fridge",
		"Remember the wifi network at the beach house is %s. Password: ask Rafa, he changed it.",
		"our wifi name is %s — if the TV can't find it, reboot the router (the black box behind the sofa)",
		"Wi-Fi da casa: %s. A senha tá no adesivo embaixo do roteador.",
		"New router installed. SSID %s, WPA3, password unchanged from the old one.",
	})
	return hbrT("trap-wifi-no-password", "chat", fmt.Sprintf(t, ssid))
}

func hbrTrapSitter() Sample {
	kid := pick(hbrKidsN)
	txt := fmt.Sprintf("Notes for the babysitter\n\n- %s: bath at 7, bed at %s\n- allergic to peanuts!!\n- Wifi: it's on the guest QR code on the fridge\n- emergency: %s, or our mobiles\n- neighbour %s (no. %d) has a spare key", kid, pick([]string{"8:00", "8:30"}), hbrPhone(), pick(hbrFirst), hbrN(2, 80))
	return hbrT("trap-sitter-notes", "note", txt)
}

func hbrTrapPinPolicy() Sample {
	txt := pick([]string{
		"The bank says the new app PIN must be 6 digits and can't be a birthday or 123456. I'll pick one tonight.",
		"Switch parental PIN has to be 4 to 8 digits. Set it with the phone app, not on the console.",
		"Gate code must be 4–6 digits, the condo office changes it every 3 months and sends it by letter.",
		"Mum's card got blocked after 3 wrong PIN attempts. Branch opens at 9, bring ID.",
		"Passwords for the school portal need 8+ characters, one number and one symbol.",
	})
	return hbrT("trap-password-policy", "chat", txt+hbrTail())
}

func hbrTrapReset() Sample {
	who := pick(hbrWhoF)
	t := pick([]string{
		"I reset %s's email password, she wrote the new one in her little blue notebook.",
		"Reset %s's Netflix password via the link, all TVs are logged out now, need to log back in on the bedroom one.",
		"%s forgot her PIN again. Bank will post a new one in 5 working days.",
		"Changed the Amazon password because the old one leaked in some breach (haveibeenpwned). %s knows the new one.",
	})
	return hbrT("trap-password-talk", "chat", fmt.Sprintf(t, who)+hbrTail())
}

func hbrTrapMasked() Sample {
	t := pick([]string{
		"Card ending %[1]s expires %[2]s – update on Netflix and Spotify",
		"Netflix\nemail: %[3]s\npassword: ********\n(full one in Bitwarden)",
		"school portal: user %[3]s / pass [REDACTED]",
		"Bank app PIN: ****** (you know it)",
		"Wifi password: xxxxxxxxxx — I'll tell you when you get here",
		"Visa **** **** **** %[1]s declined on the iFood order, used the Mastercard instead",
	})
	return hbrT("trap-masked", "note", fmt.Sprintf(t, hbrDig(4), fmt.Sprintf("%02d/%d", hbrN(1, 12), hbrN(26, 30)), hbrMail(pick(hbrFirst))))
}

func hbrTrapVault() Sample {
	t := pick([]string{
		"The Disney+ password is in the family 1Password vault, item '%s Disney'.",
		"all the kids' school logins are in Bitwarden → folder 'Escola' (%s has access)",
		"Alarm code: it's in the 'Casa' note in Apple Passwords, shared with %s",
		"wifi: see the Bitwarden item 'Home network' — I shared it with %s",
		"Dad's bank login lives in the KeePass file on the NAS, master password only me and %s know.",
	})
	return hbrT("trap-vault-reference", "chat", fmt.Sprintf(t, pick(hbrFirst)))
}

func hbrTrapCodeTalk() Sample {
	t := pick([]string{
		"I changed the gate code, I'll tell you in person, not writing it here.",
		"Sofia wants her Switch PIN — tell her to ask me, don't give it to her.",
		"The alarm company will call to confirm the new code, they'll ask for the password word, not the code.",
		"Safe combination is NOT saved anywhere digital. Ask me.",
		"The garage keypad battery is dying (beeps 3x). Buy a 9V.",
		"Locker 217 at the club — I'll use the padlock with a key this time.",
		"Condo office said the new gate codes go out by letter on the %s.",
	})
	return hbrT("trap-code-talk", "chat", fmt.Sprintf(t, hbrDate()))
}

func hbrTrapOTPWarn() Sample {
	txt := pick([]string{
		"Reminder for mum: the bank will NEVER call asking for the SMS code. If someone does, hang up and call me.",
		"Got an SMS 'your verification code is…' that I didn't ask for – someone's trying dad's WhatsApp. I turned on two-step verification.",
		"Note: Amazon sends a one-time code to my phone, so if you log in from the TV, message me.",
		"The gov portal sends the login code to vovó's landline by voice, so someone has to be at her place.",
	})
	return hbrT("trap-otp-talk", "chat", txt+hbrTail())
}

func hbrTrapIBAN() Sample {
	ib := pick([]string{"PT50 " + hbrDig(4) + " " + hbrDig(4) + " " + hbrDig(4) + " " + hbrDig(4) + " " + hbrDig(4) + " " + hbrDig(1), "DE" + hbrDig(2) + " " + hbrDig(4) + " " + hbrDig(4) + " " + hbrDig(4) + " " + hbrDig(4) + " " + hbrDig(2), "GB" + hbrDig(2) + " BARC " + hbrDig(4) + " " + hbrDig(4) + " " + hbrDig(4) + " " + hbrDig(2)})
	txt := fmt.Sprintf("Pay %s (nanny) on the 1st: %d € to IBAN %s, reference '%s %s'.", pick(hbrFirst), hbrN(600, 1400), ib, pick([]string{"childcare", "salary"}), pick([]string{"Jan", "Feb", "Mar", "Oct"}))
	return hbrT("trap-iban", "note", txt)
}

func hbrTrapPolicy() Sample {
	txt := fmt.Sprintf("Home insurance claim (water damage in the kitchen)\npolicy: HOME-%s\nclaim ref: CLM-%s\nadjuster visit %s %s\nhotline %s\nphotos uploaded to the portal ✔", hbrDig(8), hbrDig(6), hbrDate(), hbrTime(), hbrPhone())
	return hbrT("trap-insurance-ids", "note", txt)
}

func hbrTrapCar() Sample {
	vin := rnd("ABCDEFGHJKLMNPRSTUVWXYZ0123456789", 17)
	txt := fmt.Sprintf("Car stuff\nplate: %s-%s\nVIN: %s\ntyres 2.3 bar front / 2.1 rear\nnext service at %d km\nIPVA/tax due %s", rnd(upper, 3), hbrDig(1)+rnd(upper, 1)+hbrDig(2), vin, hbrN(30, 120)*1000, hbrDate())
	return hbrT("trap-car-ids", "note", txt)
}

func hbrTrapSchool() Sample {
	kid := pick(hbrKidsN)
	txt := fmt.Sprintf("%s – %s grade, class %d%s\nstudent ID %s\nteacher: %s (%s)\nPE on Tuesdays and Thursdays, bring the uniform\npickup 15:30, gate B", kid, pick([]string{"3rd", "5th", "7th", "2º ano"}), hbrN(1, 9), rnd(upper, 1), hbrDig(6), pick(hbrFirst)+" "+pick(hbrSurname), hbrMail(pick(hbrFirst)))
	return hbrT("trap-school-ids", "note", txt)
}

func hbrTrapMeds() Sample {
	who := pick(hbrWho)
	txt := fmt.Sprintf("%s's meds\n- Losartan 50mg – morning\n- Metformin 850mg – lunch + dinner\n- Vitamin D – Sundays\nRx number %s, refill at %s pharmacy on %s", hbrCap(who), hbrDig(7), pick([]string{"Drogasil", "Boots", "CVS", "Farmácia Central"}), hbrDate())
	return hbrT("trap-medication", "list", txt)
}

func hbrTrapGifts() Sample {
	txt := fmt.Sprintf("Christmas gifts 🎄\n- %s: Lego set (~R$ 300)\n- %s: headphones\n- Vovó: photo book\n- teacher: chocolates\nbudget %d total", pick(hbrKidsN), pick(hbrKidsN), hbrN(10, 30)*100)
	return hbrT("trap-gift-list", "list", txt)
}

func hbrTrapPtList() Sample {
	bol := fmt.Sprintf("%s.%s %s.%s %s.%s %s %s", hbrDig(5), hbrDig(5), hbrDig(5), hbrDig(6), hbrDig(5), hbrDig(6), hbrDig(1), hbrDig(14))
	txt := pick([]string{
		"pendências da semana:\n- pagar boleto da escola: %s\n- levar o %s no dentista\n- renovar a CNH\n- comprar presente da tia",
		"Boleto do condomínio vence dia 10, linha digitável %s. %s vai pagar pelo app.",
	})
	return hbrT("trap-boleto", "list", fmt.Sprintf(txt, bol, pick(hbrKidsN)))
}

func hbrTrapFamilyMeeting() Sample {
	txt := fmt.Sprintf("Family meeting %s\n\nAttendees: me, %s, %s, %s\n\n1. Summer trip – Floripa vs Lisbon, vote next week\n2. Chores: %s takes the bins, %s feeds %s\n3. Screen time stays 1h on school days\n4. Vovó's birthday lunch – book the restaurant\n\nAction items: compare flights (me), ask about dog hotel (%s)", hbrDate(), pick(hbrFirst), pick(hbrKidsN), pick(hbrKidsN), pick(hbrKidsN), pick(hbrKidsN), pick(hbrPets), pick(hbrFirst))
	return hbrT("trap-meeting-notes", "meeting-notes", txt)
}

func hbrTrapSchoolPwMail() Sample {
	txt := fmt.Sprintf("Subject: New learning platform – action needed\n\nDear parents,\n\nFrom %s students will log in to the new platform with their school email. On first login they must choose a password of at least 10 characters. We will never ask for your child's password by email or phone.\n\nIf your child forgot the password, the class teacher can reset it.\n\nBest,\nSchool office", hbrDate())
	return hbrT("trap-password-policy", "mail", txt)
}

func hbrTrapTwoFATalk() Sample {
	txt := pick([]string{
		"Set up 2FA on dad's Google account with the authenticator on my phone. The backup codes are printed and in the safe.",
		"Moved all the 2FA codes from Google Authenticator to Authy, old phone wiped.",
		"For Vovó's iCloud the trusted number is now mine, so the Apple codes come to me.",
		"Apple says to make an app-specific password for Thunderbird: appleid.apple.com → Sign-In and Security → App-Specific Passwords. Doing it tomorrow.",
	})
	return hbrT("trap-2fa-talk", "chat", txt+hbrTail())
}

func hbrTrapDictation() Sample {
	txt := pick([]string{
		"remind me to pay the electricity bill on friday and to call %s about the password for the school app she said she'd send it to the teacher",
		"note to self buy batteries for the garage keypad and the smoke alarm in %s's room",
		"okay add to the list change the wifi password after the party and tell %s the new one in person",
		"the code for the gym classes is on the app not the card remember to show it at the desk %s",
	})
	return hbrT("trap-dictation", "dictation", fmt.Sprintf(txt, pick(append(hbrFirst, hbrKidsN...))))
}

func hbrTrapDe() Sample {
	txt := fmt.Sprintf("Notizen Oma:\n- Arzttermin %s um %s (Dr. %s)\n- Passwort fürs Online-Banking steht in ihrem Adressbuch, nicht hier\n- Rente kommt am Monatsende\n- Telefon Pflegedienst %s", hbrDate(), hbrTime(), pick(hbrSurname), hbrPhone())
	return hbrT("trap-password-talk", "note", txt)
}

func hbrTrapTracking() Sample {
	t := pick([]string{
		"rastreio dos Correios: %s (presente do %s)",
		"DHL tracking JJD%s for the new router, arrives %s",
		"The vacuum was sent with GLS, parcel %s, signature required. %s will be home.",
	})
	var a string
	switch {
	case strings.HasPrefix(t, "rastreio"):
		a = rnd(upper, 2) + hbrDig(9) + "BR"
	case strings.HasPrefix(t, "DHL"):
		a = hbrDig(18)
	default:
		a = hbrDig(11)
	}
	b := pick(hbrKidsN)
	if strings.HasPrefix(t, "DHL") {
		b = hbrDate()
	}
	return hbrT("trap-tracking-number", "chat", fmt.Sprintf(t, a, b))
}

func hbrTrapAlarmLog() Sample {
	var lines []string
	for i := 0; i < hbrN(4, 6); i++ {
		ev := pick([]string{"DISARMED by User 2 (keypad)", "ARMED AWAY by User 1 (app)", "Zone 3 Kitchen window OPEN", "Zone 5 Garage motion", "AC power restored", "ARMED STAY by User 3 (keyfob)"})
		lines = append(lines, fmt.Sprintf("2025-%02d-%02d %02d:%02d:%02d  %s", hbrN(1, 12), hbrN(1, 28), hbrN(0, 23), hbrN(0, 59), hbrN(0, 59), ev))
	}
	sort.Strings(lines)
	return hbrT("trap-alarm-log", "log", "alarm panel history (why did it go off?):\n"+strings.Join(lines, "\n"))
}
