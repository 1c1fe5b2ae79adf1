package main

import (
	"fmt"
	"strings"
)

// Traps around portals, pharmacies, insurance and caregiving: texts with no secret.

func hdiTrapGens() []hdiGen {
	return []hdiGen{
		hdiTrapPolicy, hdiTrapResetChat, hdiTrapInsuranceCard, hdiTrapPharmacySMS, hdiTrapKeySafeAsk,
		hdiTrapMasked, hdiTrapWifiSticker, hdiTrapAppointment, hdiTrapReferral, hdiTrapMedList,
		hdiTrapSerials, hdiTrapPhones, hdiTrapInvoice, hdiTrapChangedNotice, hdiTrapTextPrivately,
		hdiTrapBlankForm, hdiTrapVitals, hdiTrapPinAdvice, hdiTrapLocker, hdiTrapGerman, hdiTrapFrench,
		hdiTrapSpanish, hdiTrapCarePlanYAML, hdiTrapTracking, hdiTrapLabs, hdiTrapResetLink, hdiTrapMemory,
	}
}

func hdiTrapPolicy() Sample {
	n := hdiN(8, 14)
	text := hdiJoin(
		"Choose a new password for "+hdiP(hdiPortals...),
		fmt.Sprintf("- at least %d characters", n),
		"- one upper-case letter, one number and one symbol",
		"- not one of your last 5 passwords",
		fmt.Sprintf("Your session will end after %d minutes of inactivity.", hdiN(10, 30)),
	)
	return hdiT("trap-password-policy", "ui-text", text)
}

func hdiTrapResetChat() Sample {
	text := hdiJoin(
		fmt.Sprintf("%s: I reset %s's %s password this morning", hdiName(), hdiP(hdiRel...), hdiP(hdiPortals...)),
		fmt.Sprintf("%s: %s", hdiName(), hdiP("new one is in the family vault in 1Password", "it's written in the red notebook by the phone", "I'll tell you on the phone, not putting it here", "it's in Bitwarden under \"Mum – GP\"")),
		hdiName()+": 👍",
	)
	return hdiT("trap-password-talk", "chat", text)
}

func hdiTrapInsuranceCard() Sample {
	text := hdiJoin(
		"Insurance for the hospital admission form:",
		"Plan: "+hdiP(hdiInsurers...)+" "+hdiP("PPO", "Gold", "Basic", "Comfort"),
		"Member ID: "+hdiMember(),
		"Group #: "+hdiR(hdiDigits, 7),
		"RxBIN "+hdiR(hdiDigits, 6)+"  RxPCN "+hdiR(hdiUpNum, 4)+"  RxGRP "+hdiR(hdiUpNum, 6),
		"Subscriber: "+hdiFull()+" (husband)",
	)
	return hdiT("trap-insurance-ids", "note", text)
}

func hdiTrapPharmacySMS() Sample {
	text := fmt.Sprintf("%s: Rx#%s for %s is ready for pickup at %s, %s. Order %s. Reply STOP to opt out.",
		hdiP(hdiPharmacies...), hdiRx(), strings.ToUpper(hdiName()[:1])+".", hdiP(hdiStreets...), hdiP("open until 9pm", "counter closes 6pm"), hdiR(hdiDigits, 9))
	return hdiT("trap-rx-number", "sms", text)
}

func hdiTrapKeySafeAsk() Sample {
	text := hdiJoin(
		"CARER HANDOVER – "+hdiDate(),
		"Client: "+hdiFull()+", "+hdiAddr(),
		"Access: key safe by the front door – code NOT written here, ring the office on arrival",
		"Meds: "+hdiMed()+" with breakfast",
		"Notes: hearing aid in left ear only",
	)
	return hdiT("trap-keysafe-reference", "note", text)
}

func hdiTrapMasked() Sample {
	text := hdiJoin(
		"Account summary – "+hdiP(hdiPharmacies...),
		"Email: "+hdiUser(),
		"Password: "+hdiP("••••••••••", "********", "[hidden]", "(not shown)"),
		"Card on file: "+hdiP("Visa", "Mastercard", "Amex")+" ending "+hdiR(hdiDigits, 4),
		"Auto-refill: on",
	)
	return hdiT("trap-masked", "ui-text", text)
}

func hdiTrapWifiSticker() Sample {
	text := hdiJoin(
		"House info for the night carers",
		"Wi-Fi is "+hdiWifiName()+"; the password is on the sticker on the back of the router.",
		"The falls sensor needs it, please don't unplug anything.",
	)
	return hdiT("trap-wifi-reference", "note", text)
}

func hdiTrapAppointment() Sample {
	text := hdiJoin(
		"Subject: Appointment confirmation",
		"",
		fmt.Sprintf("Dear %s, your appointment with %s is on %s at %s.", hdiFull(), hdiP("Dr Ahmed (cardiology)", "the memory clinic", "the diabetes nurse", "Physio – Mr Clarke"), hdiDate(), hdiTime()),
		"Location: Outpatients Building "+hdiR("ABCD", 1)+", level "+fmt.Sprint(hdiN(1, 5)),
		"Appointment ID: "+hdiR(hdiDigits, 10),
		"Please bring a list of your current medicines.",
	)
	return hdiT("trap-appointment-id", "mail", text)
}

func hdiTrapReferral() Sample {
	text := hdiJoin(
		"REFERRAL",
		"Patient: "+hdiFull()+"   DOB "+fmt.Sprintf("%02d/%02d/19%d", hdiN(1, 28), hdiN(1, 12), hdiN(30, 60)),
		"Hospital no: "+hdiR(upper, 1)+hdiR(hdiDigits, 7)+"   MRN "+hdiR(hdiDigits, 8),
		"Reason: "+hdiP("recurrent falls, ?postural hypotension", "memory decline over 6 months", "poorly controlled T2DM"),
		"Referrer: Dr "+hdiP(hdiLast...)+", GMC "+hdiR(hdiDigits, 7),
	)
	return hdiT("trap-patient-ids", "letter", text)
}

func hdiTrapMedList() Sample {
	text := hdiJoin(
		"| Medicine | Dose | When | Batch |",
		"|---|---|---|---|",
		fmt.Sprintf("| %s | 1 tab | 08:00 | %s |", hdiMed(), hdiR(hdiUpNum, 7)),
		fmt.Sprintf("| %s | 1 tab | 18:00 | %s |", hdiMed(), hdiR(hdiUpNum, 6)),
		fmt.Sprintf("| %s | 2 tabs | as needed | %s |", hdiMed(), hdiR(hdiUpNum, 8)),
	)
	return hdiT("trap-med-list", "markdown", text)
}

func hdiTrapSerials() Sample {
	text := hdiJoin(
		"Equipment at "+hdiP(hdiRel...)+"'s",
		"- CGM transmitter SN: "+hdiR(hdiUpNum, 6),
		"- pump serial "+hdiR(hdiUpNum, 4)+"-"+hdiR(hdiUpNum, 4)+"-"+hdiR(hdiUpNum, 4),
		"- hearing aids: L "+hdiR(hdiDigits, 8)+" / R "+hdiR(hdiDigits, 8),
		"- stairlift model "+hdiP("Acorn 130", "Stannah 600", "Handicare 1100")+", warranty until "+fmt.Sprint(hdiN(2026, 2030)),
	)
	return hdiT("trap-serial-number", "note", text)
}

func hdiTrapPhones() Sample {
	text := hdiJoin(
		"Numbers (on the fridge too):",
		"GP surgery  0"+hdiR(hdiDigits, 4)+" "+hdiR(hdiDigits, 6),
		"Pharmacy    0"+hdiR(hdiDigits, 4)+" "+hdiR(hdiDigits, 6),
		"Out of hours 111",
		"District nurse "+hdiName()+"  07"+hdiR(hdiDigits, 3)+" "+hdiR(hdiDigits, 6),
	)
	return hdiT("trap-phone-numbers", "note", text)
}

func hdiTrapInvoice() Sample {
	text := hdiJoin(
		"INVOICE "+hdiR(upper, 2)+"-"+hdiR(hdiDigits, 6),
		"Home care services, "+hdiP("March", "April", "May", "June"),
		fmt.Sprintf("%d visits x 45 min        €%d,%02d", hdiN(20, 90), hdiN(400, 2900), hdiN(0, 99)),
		"Pay to IBAN DE"+hdiR(hdiDigits, 2)+" "+hdiR(hdiDigits, 4)+" "+hdiR(hdiDigits, 4)+" "+hdiR(hdiDigits, 4)+" "+hdiR(hdiDigits, 4)+" "+hdiR(hdiDigits, 2),
		"BIC "+hdiP("COBADEFFXXX", "DEUTDEDBXXX", "GENODEM1GLS"),
		"Reference: client "+hdiR(hdiDigits, 5),
	)
	return hdiT("trap-invoice-iban", "invoice", text)
}

func hdiTrapChangedNotice() Sample {
	text := hdiJoin(
		"Your "+hdiP(hdiPortals...)+" password was changed",
		"",
		fmt.Sprintf("The password for %s was changed on %s at %s.", hdiUser(), hdiDate(), hdiTime()),
		"If this was you, no action is needed. If not, call the help desk on 0800 "+hdiR(hdiDigits, 3)+" "+hdiR(hdiDigits, 4)+".",
		"We will never ask for your password by email or phone.",
	)
	return hdiT("trap-password-notice", "mail", text)
}

func hdiTrapTextPrivately() Sample {
	text := hdiJoin(
		hdiName()+": what's the door code at Nan's now?",
		hdiName()+": "+hdiP("texting it to you separately", "I'll DM you", "sent by SMS, delete after", "it changed, ring me"),
		hdiName()+": ok thx",
	)
	return hdiT("trap-door-code-talk", "chat", text)
}

func hdiTrapBlankForm() Sample {
	text := hdiJoin(
		"CARER ACCESS FORM (fill in and hand to the office, do not email)",
		"Client name: ____________________   Visit start date: "+hdiDate(),
		"Key safe code: ________",
		"Alarm code: ________",
		"Portal username: ____________  Password: ____________",
	)
	return hdiT("trap-blank-form", "form", text)
}

func hdiTrapVitals() Sample {
	text := hdiJoin(
		hdiDate()+" morning visit",
		fmt.Sprintf("BP %d/%d, pulse %d, SpO2 %d%%, temp 36.%d", hdiN(105, 165), hdiN(60, 98), hdiN(55, 105), hdiN(91, 99), hdiN(1, 9)),
		fmt.Sprintf("BG %d.%d mmol/L before breakfast, weight %d.%d kg", hdiN(4, 14), hdiN(0, 9), hdiN(45, 110), hdiN(0, 9)),
		"Ate well. Leg dressing changed, wound "+fmt.Sprint(hdiN(2, 6))+" cm.",
	)
	return hdiT("trap-vitals", "log", text)
}

func hdiTrapPinAdvice() Sample {
	text := hdiJoin(
		"Reminder for all carers:",
		"Never ask clients for their bank card PIN and never write PINs or key safe codes in the daily notes.",
		"If a client offers you their PIN, politely refuse and tell the office.",
		"Policy "+hdiR(hdiUpNum, 3)+"-"+fmt.Sprint(hdiN(10, 99))+", updated "+hdiDate(),
	)
	return hdiT("trap-pin-talk", "memo", text)
}

func hdiTrapLocker() Sample {
	text := fmt.Sprintf("Dad is on %s, bed %d. His things are in locker %d, the key is at the nurses' station. Visiting %s–%s.",
		hdiP("Ward 7", "Ward B3", "Oak ward", "the stroke unit"), hdiN(1, 30), hdiN(1, 40), hdiP("14:00", "15:00"), hdiP("20:00", "19:30"))
	return hdiT("trap-locker-number", "chat", text)
}

func hdiTrapGerman() Sample {
	text := hdiJoin(
		"Hallo "+hdiName()+",",
		"die Zugangsdaten fürs Patientenportal kommen per Post an Papa. Das Passwort muss mindestens "+fmt.Sprint(hdiN(8, 12))+" Zeichen haben.",
		"Versichertennummer steht auf der Karte: "+hdiR(upper, 1)+hdiR(hdiDigits, 9)+".",
		"LG",
	)
	return hdiT("trap-password-talk", "mail", text)
}

func hdiTrapFrench() Sample {
	text := hdiJoin(
		hdiName()+" : le code de la porte de Mamie a changé",
		hdiName()+" : "+hdiP("je te l'envoie par SMS", "demande à l'infirmière, elle l'a", "il est dans le classeur bleu"),
		hdiName()+" : ok merci, RDV kiné jeudi "+hdiTime(),
	)
	return hdiT("trap-door-code-talk", "chat", text)
}

func hdiTrapSpanish() Sample {
	text := hdiJoin(
		"Hola "+hdiName()+", para entrar en la app del seguro de la abuela:",
		"usuario: su DNI",
		"contraseña: "+hdiP("la de siempre", "la que tiene apuntada en la agenda", "te la digo por teléfono"),
		"Número de póliza "+hdiR(hdiDigits, 10)+".",
	)
	return hdiT("trap-password-reference", "chat", text)
}

func hdiTrapCarePlanYAML() Sample {
	text := hdiJoin(
		"client_id: CL-"+hdiR(hdiDigits, 5),
		"name: "+hdiFull(),
		"access:",
		"  method: keysafe",
		"  keysafe_code: "+hdiP("\"<ask office>\"", "REDACTED", "\"****\"", "null  # stored in the office safe"),
		"  alarm_code: "+hdiP("\"<ask office>\"", "REDACTED", "~"),
		"  notes: side gate, mind the step",
	)
	return hdiT("trap-placeholder", "yaml", text)
}

func hdiTrapTracking() Sample {
	text := hdiJoin(
		"Your "+hdiP("CGM sensors", "incontinence supplies", "test strips", "oxygen tubing")+" have shipped!",
		"Order "+hdiR(hdiDigits, 3)+"-"+hdiR(hdiDigits, 7)+"-"+hdiR(hdiDigits, 7),
		"Tracking: 1Z"+hdiR(hdiUpNum, 16),
		"Expected "+hdiDate(),
	)
	return hdiT("trap-tracking-number", "mail", text)
}

func hdiTrapLabs() Sample {
	text := hdiJoin(
		"Results "+hdiDate()+" (sample "+hdiR(hdiDigits, 10)+")",
		fmt.Sprintf("HbA1c %d mmol/mol", hdiN(38, 90)),
		fmt.Sprintf("eGFR %d", hdiN(25, 95)),
		fmt.Sprintf("Potassium %d.%d", hdiN(3, 5), hdiN(0, 9)),
		"Dr "+hdiP(hdiLast...)+": no change to meds, repeat in 3 months",
	)
	return hdiT("trap-lab-results", "note", text)
}

func hdiTrapResetLink() Sample {
	text := hdiJoin(
		"Forgot your password?",
		"Go to https://"+hdiP("mychart.stmarys-hc.org", "patient.famcare.io", "portal.clinic-nord.eu")+"/forgot-password and enter your "+hdiP("date of birth", "member ID", "NHS number", "patient number")+" and the "+hdiP("email", "mobile number", "postcode")+" we have on file.",
		"A link to set a new password will be sent to you. It expires after "+fmt.Sprint(hdiN(15, 60))+" minutes.",
	)
	return hdiT("trap-reset-instructions", "ui-text", text)
}

func hdiTrapMemory() Sample {
	text := hdiJoin(
		"memory: User is the main carer for "+hdiP("her mother", "his father", "their grandmother")+" ("+fmt.Sprint(hdiN(72, 96))+").",
		"- portal: "+hdiP(hdiPortals...)+", login details kept in "+hdiP("1Password", "Bitwarden", "a notebook"),
		"- pharmacy: "+hdiP(hdiPharmacies...)+", repeat every 28 days",
		"- prefers reminders the evening before",
	)
	return hdiT("trap-memory-reference", "memory", text)
}
