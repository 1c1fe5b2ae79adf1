package main

import (
	"fmt"
	"strings"
)

// Traps about access and Wi-Fi: the same messages, layouts and labels, with no code or key in
// them (codes sent later, masked, placeholders, ids, serials, times and amounts).

func hchTrapGens() []hchGen {
	return []hchGen{
		{6, hchTCheckinLater}, {5, hchTCheckinIT}, {5, hchTCheckinEL}, {4, hchTGreeklish},
		{5, hchTMasked}, {4, hchTCodePolicy}, {5, hchTLockLog}, {4, hchTLocksCSV},
		{5, hchTHandover}, {5, hchTAlarmEvent}, {5, hchTTemplate}, {4, hchTTTLockDetail},
		{4, hchTCleanerEL}, {4, hchTAllarmeIT}, {5, hchTWifiCard}, {4, hchTOpenNet},
		{5, hchTRouterInfo}, {4, hchTSpeedtest}, {4, hchTHostapdEnv}, {4, hchTWifiComplaint},
		{3, hchTQRTemplate}, {4, hchTGateHours}, {4, hchTParcel}, {4, hchTIglooLater},
		{4, hchTOwnerCall}, {4, hchTLockoutDone}, {3, hchTCitofono},
	}
}

func hchTCheckinLater() Sample {
	t := fmt.Sprintf("Hi %s! Looking forward to hosting you at %s on %s.\n\nCheck-in is from %s. The lockbox code and the Wi-Fi password will be sent through the app on the morning of your arrival.\nParking: street parking is free after 20:00. My number is %s.\n\n%s",
		hchNameEN(), hchProp(), hchDM(), hchP("15:00", "4pm", "16:00"), hchPhone(), hchNameEN())
	return hchT("trap-checkin-no-code", "chat", t)
}

func hchTCheckinIT() Sample {
	cin := fmt.Sprintf("IT%06dC2%s", hchN(1000, 110000), rnd(upper+digits, 8))
	t := fmt.Sprintf("Ciao %s, grazie per la prenotazione!\nIl codice della cassetta portachiavi vi verrà inviato il giorno dell'arrivo, dopo l'invio dei documenti per la registrazione.\nIndirizzo: %s, interno %d.\nCIN: %s\nA presto!",
		hchNameIT(), hchP("Via Roma 12", "Via Garibaldi 45", "Corso Vittorio Emanuele 110", "Via dei Mille 8"), hchN(1, 20), cin)
	return hchT("trap-checkin-no-code", "chat", t)
}

func hchTCheckinEL() Sample {
	t := fmt.Sprintf("Γεια σας %s! Ο κωδικός της κλειδοθήκης θα σας σταλεί με SMS την ημέρα της άφιξης. Αριθμός Μητρώου Ακινήτου (ΑΜΑ): %s. Για ό,τι χρειαστείτε: %s.",
		hchNameEL(), hchDig(11), hchPhone())
	return hchT("trap-checkin-no-code", "chat", t)
}

func hchTGreeklish() Sample {
	t := fmt.Sprintf("Geia sas! O kwdikos tha sas erthei sto Airbnb tin imera tis afixis, %s. To check in einai apo tis %s. %s",
		hchP("to prwi", "meta tis 12", "mexri tis 14:00"), hchP("15:00", "16:00", "14:00"), hchNameLat())
	return hchT("trap-checkin-no-code", "sms", t)
}

func hchTMasked() Sample {
	m := hchP("****", "[REDACTED]", "••••", "XXXX", "<code>")
	t := fmt.Sprintf("---------- Forwarded message ---------\nFrom: %s <%s>\nDate: %s\n\nHi, your check-in details for %s:\nLockbox code: %s\nWi-Fi password: %s\n(codes removed before forwarding to the insurance)",
		hchNameEN(), hchEmail(hchNameEN()), hchDate(), hchProp(), m, m)
	return hchT("trap-masked-code", "mail", t)
}

func hchTCodePolicy() Sample {
	t := hchP(
		"House rule for all units: the guest's door code is the last 4 digits of the phone number on the booking. It is created automatically at 12:00 on arrival day and deleted at 11:00 on departure.",
		"Regola: il codice della porta sono le ultime 4 cifre del cellulare dell'ospite, si attiva alle 15 del giorno di arrivo.",
		"Κανόνας: ο κωδικός της πόρτας είναι τα 4 τελευταία ψηφία του κινητού του επισκέπτη και λήγει στις 11:00 την ημέρα αναχώρησης.")
	return hchT("trap-code-policy", "wiki", t)
}

func hchTLockLog() Sample {
	var b strings.Builder
	for i := 0; i < hchN(3, 5); i++ {
		fmt.Fprintf(&b, "%sT%s:%02dZ lock=%s event=%s battery=%d%% fw=%d.%d.%d rssi=-%d\n", hchDate(), hchTime(), hchN(0, 59), hchHex(12),
			hchP("unlock_keypad", "lock_auto", "door_open", "door_closed", "unlock_app"), hchN(10, 100), hchN(1, 3), hchN(0, 20), hchN(0, 9), hchN(40, 90))
	}
	return hchT("trap-lock-log", "log", strings.TrimRight(b.String(), "\n"))
}

func hchTLocksCSV() Sample {
	t := fmt.Sprintf("unit,lock_model,serial,installed,code\n%s,Nuki Smart Lock 4.0,%s,%s,per booking\n%s,Yale Linus,%s,%s,per booking\n%s,igloohome Deadbolt 2S,%s,%s,via app",
		hchUnit(), strings.ToUpper(hchHex(8)), hchDate(), hchUnit(), "YL"+hchDig(10), hchDate(), hchUnit(), "IGB4"+hchDig(8), hchDate())
	return hchT("trap-lock-serials", "csv", t)
}

func hchTHandover() Sample {
	t := fmt.Sprintf("Handover %s\n- %s: checkout %s, deep clean, keys back in the lockbox as usual\n- %s: %d sheets, %d towels to laundry (bag no. %d)\n- Paid %s €%d cash for extra hours\n- Next arrival %s, %d guests + baby cot",
		hchDate(), hchProp(), hchTime(), hchProp(), hchN(4, 12), hchN(6, 20), hchN(100, 999), hchNameLat(), hchN(20, 90), hchTime(), hchN(2, 6))
	return hchT("trap-handover-no-code", "handover", t)
}

func hchTAlarmEvent() Sample {
	t := fmt.Sprintf("Ticket from %s monitoring\nAccount no.: %s\nEvent ID: %s\nTime: %s %s\nZone %d (%s) – burglary alarm, cancelled by keyholder %s at %s.",
		hchP("Verisure", "Securitas", "ADT", "G4S"), hchDig(6), strings.ToUpper(hchHex(10)), hchDate(), hchTime(), hchN(1, 8),
		hchP("back door", "terrace", "hall PIR", "garage"), hchNameEN(), hchTime())
	return hchT("trap-alarm-event", "ticket", t)
}

func hchTTemplate() Sample {
	t := hchP(
		"Hi {{guest_first_name}}! Your door code for {{listing_name}} is {{door_code}} and the Wi-Fi password is {{wifi_password}}. Check-in from {{checkin_time}}.",
		"Ciao %guest_name%, il codice del portone è %door_code%, la password wifi %wifi_password%. Buon soggiorno!",
		"Γεια σας {guest_name}! Ο κωδικός της πόρτας είναι {door_code}. Wi-Fi: {wifi_name} / {wifi_password}.")
	return hchT("trap-message-template", "chat", "Saved reply (scheduled 1 day before arrival):\n"+t)
}

func hchTTTLockDetail() Sample {
	t := fmt.Sprintf("{\n  \"lockId\": %d,\n  \"lockName\": \"%s\",\n  \"lockMac\": \"%s\",\n  \"electricQuantity\": %d,\n  \"firmwareRevision\": \"%d.%d.%d\",\n  \"autoLockTime\": %d\n}",
		hchN(1000000, 9999999), hchProp(), hchMAC(), hchN(5, 100), hchN(1, 6), hchN(0, 9), hchN(0, 99), pick([]int{5, 10, 30}))
	return hchT("trap-lock-detail", "json", t)
}

func hchMAC() string {
	p := []string{}
	for i := 0; i < 6; i++ {
		p = append(p, strings.ToUpper(hchHex(2)))
	}
	return strings.Join(p, ":")
}

func hchTCleanerEL() Sample {
	t := fmt.Sprintf("%s καλημέρα! Σήμερα στο %s έχουμε αναχώρηση στις 11 και άφιξη στις %s. Ο κωδικός της κλειδοθήκης είναι ο ίδιος με την προηγούμενη φορά. Τα σεντόνια είναι στην αποθήκη.",
		hchNameEL(), hchProp(), hchTime())
	return hchT("trap-code-same-as-before", "chat", t)
}

func hchTAllarmeIT() Sample {
	t := fmt.Sprintf("%s, ho cambiato il codice dell'allarme di %s dopo l'ultimo ospite, te lo dico a voce domani. Il tecnico passa il %d alle %s.",
		hchNameIT(), hchProp(), hchN(1, 28), hchTime())
	return hchT("trap-code-said-later", "chat", t)
}

func hchTWifiCard() Sample {
	t := hchP(
		fmt.Sprintf("## Wi-Fi\nNetwork: %s\nPassword: on the card on the fridge (also on the back of the router)", hchSSID()),
		fmt.Sprintf("Wi-Fi\nRete: %s\nPassword: sul retro del modem, in sala", hchSSID()),
		fmt.Sprintf("Wi-Fi\nΔίκτυο: %s\nΚωδικός: είναι γραμμένος στο ψυγείο", hchSSID()))
	return hchT("trap-wifi-no-key", "markdown", t)
}

func hchTOpenNet() Sample {
	t := fmt.Sprintf("The building has a free network too: %s (open, no password – accept the terms on the page). It's slower than ours, %s is the one to use.",
		hchP("Comune_WiFi_Free", "WiFi4EU", "Harbour-Free-WiFi", "Dimos_Free"), hchSSID())
	return hchT("trap-wifi-open", "chat", t)
}

func hchTRouterInfo() Sample {
	t := fmt.Sprintf("Router at %s\nModel: %s\nSerial: %s\nMAC: %s\nFirmware: %d.%02d.%02d\nLine ID: %s\nISP support: %s",
		hchProp(), hchP("FRITZ!Box 7530", "TIM Hub+", "Vodafone Station", "Speedport Plus 2"), strings.ToUpper(rnd(upper+digits, 12)), hchMAC(), hchN(6, 8), hchN(0, 99), hchN(0, 99), hchDig(10), hchPhone())
	return hchT("trap-router-info", "notes", t)
}

func hchTSpeedtest() Sample {
	t := fmt.Sprintf("Speedtest at %s after the fibre upgrade: Download %d Mbps, Upload %d Mbps, Ping %d ms, server %d (%s). Result ID %d.",
		hchProp(), hchN(90, 940), hchN(20, 300), hchN(3, 30), hchN(1000, 60000), hchP("Milano", "Athens", "Napoli", "Heraklion"), hchN(10000000000, 99999999999))
	return hchT("trap-speedtest", "notes", t)
}

func hchTHostapdEnv() Sample {
	t := fmt.Sprintf("interface=wlan0\nssid=%s\nwpa=2\nwpa_key_mgmt=WPA-PSK\n# the passphrase is injected at boot from /etc/guestwifi.env (WIFI_PSK)\nwpa_passphrase=${WIFI_PSK}", hchSSID())
	return hchT("trap-wifi-env-ref", "ini", t)
}

func hchTWifiComplaint() Sample {
	g := hchNameEN()
	t := fmt.Sprintf("%s: the wifi password on the card doesn't work 😩\nHost: So sorry! I've just restarted the router remotely, give it 2 minutes and try the same password again\n%s: works now, thanks", g, g)
	return hchT("trap-wifi-talk", "chat", t)
}

func hchTQRTemplate() Sample {
	t := "QR format for the welcome cards (fill in per unit, don't print this one):\nWIFI:T:WPA;S:<network-name>;P:<wifi-password>;;"
	return hchT("trap-wifi-placeholder", "notes", t)
}

func hchTGateHours() Sample {
	t := hchP(
		fmt.Sprintf("The main gate is open from 08:00 to 20:00. After that ring %s on the intercom and I'll open it remotely.", hchUnit()),
		fmt.Sprintf("Il cancello è aperto dalle 8 alle 20, dopo citofonate %s e vi apro io.", hchP("Rossi", "Bianchi", "Esposito")),
		"Η αυλόπορτα είναι ανοιχτή μέχρι τις 22:00, μετά χτυπήστε το κουδούνι 3 και ανοίγω από το κινητό.")
	return hchT("trap-gate-no-code", "chat", t)
}

func hchTParcel() Sample {
	t := fmt.Sprintf("Amazon delivered the new smoke detectors for %s to the locker at the supermarket, tracking %s, locker station %s. The pickup code is in the Amazon app on the office phone.",
		hchProp(), "TBA"+hchDig(12), strings.ToUpper(rnd(lower, 6)))
	return hchT("trap-parcel-no-code", "notes", t)
}

func hchTIglooLater() Sample {
	t := fmt.Sprintf("Booking %s confirmed for %s, %s–%s. Your door PIN will be sent 24 hours before arrival. Booking reference: %s.",
		hchDig(10), hchProp(), hchDM(), hchDM(), "HM"+rnd(upper+digits, 8))
	return hchT("trap-pin-later", "sms", t)
}

func hchTOwnerCall() Sample {
	t := fmt.Sprintf("Call w/ owner (%s) – %s\n- occupancy %d%%, ADR €%d\n- wants to keep the same door code system, no changes\n- pays the cleaning invoice %s-%d by the 10th",
		hchNameIT(), hchDate(), hchN(55, 98), hchN(70, 260), hchP("FT", "INV", "FATT"), hchN(100, 999))
	return hchT("trap-notes-no-code", "notes", t)
}

func hchTLockoutDone() Sample {
	t := fmt.Sprintf("Ticket #%d – Guest locked out, unit %s\nStatus: closed\n\nKeypad batteries were dead. Opened with the mechanical key from the office, replaced 4x AA, guest's code works again. No new code issued.",
		hchN(1000, 9999), hchUnit())
	return hchT("trap-ticket-no-code", "ticket", t)
}

func hchTCitofono() Sample {
	t := fmt.Sprintf("Per entrare: citofono %s, interno %d, %s piano. Se non rispondo chiamate il %s.",
		hchP("Rossi", "Casa Limoni", "B&B Sole", "Ferrari"), hchN(1, 20), hchP("primo", "secondo", "terzo"), hchPhone())
	return hchT("trap-intercom", "chat", t)
}
