package main

import (
	"fmt"
	"strings"
)

// More traps set close to the secret samples: the same configs and messages with a
// reference, an id or an empty value where the secret would be.

func hchTrap3Gens() []hchGen {
	return []hchGen{
		{3, hchTSlackPlaceholder}, {4, hchTWifiSMSIT}, {3, hchTTabletOpen}, {4, hchTLockVaultRef},
		{3, hchTPinsAuto}, {4, hchTBookingEL}, {3, hchTAlloggiatiReceipt}, {4, hchTOwnerStatement},
		{3, hchTHostawayEnvVar}, {3, hchTSeamList}, {3, hchTTTLockPwdID}, {3, hchTLockboxProduct},
		{3, hchTHASecretRef}, {4, hchTReview}, {3, hchTTwilioLog}, {3, hchTPwAdvice},
	}
}

func hchTSlackPlaceholder() Sample {
	t := "To get booking alerts in your own Slack, create an incoming webhook and paste it in Settings > Notifications, e.g.\nhttps://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX\n(this one is the example from Slack's docs, it won't work)"
	return hchT("trap-webhook-placeholder", "wiki", t)
}

func hchTWifiSMSIT() Sample {
	t := fmt.Sprintf("Ciao! Il nome della rete è %s, la password la trovate sul cartoncino all'ingresso. Se non funziona spegnete e riaccendete il modem. %s",
		hchSSID(), hchNameIT())
	return hchT("trap-wifi-no-key", "sms", t)
}

func hchTTabletOpen() Sample {
	t := fmt.Sprintf("{\n  \"property\": \"%s\",\n  \"wifi\": {\n    \"ssid\": \"%s\",\n    \"password\": \"\",\n    \"captive_portal\": true\n  },\n  \"emergency\": \"112\"\n}", hchProp(), hchP("Comune_WiFi_Free", "WiFi4EU", "Hotel-Lobby-Free"))
	return hchT("trap-wifi-empty", "json", t)
}

func hchTLockVaultRef() Sample {
	t := fmt.Sprintf("locks:\n  - name: %s front door\n    vendor: %s\n    device_id: %s\n    admin_pin: \"{{ vault_front_door_pin }}\"\n    auto_lock_seconds: %d",
		hchProp(), hchP("nuki", "yale", "ttlock"), hchHex(12), pick([]int{30, 60, 120}))
	return hchT("trap-lock-vault-ref", "yaml", t)
}

func hchTPinsAuto() Sample {
	var b strings.Builder
	b.WriteString("booking_ref,guest,arrival,nights,door_pin\n")
	for i := 0; i < hchN(2, 3); i++ {
		fmt.Fprintf(&b, "%s,%s,%s,%d,%s\n", "HM"+rnd(upper+digits, 8), hchNameEN(), hchDate(), hchN(2, 9), hchP("auto", "auto (sent 24h before)", "phone last 4"))
	}
	return hchT("trap-pin-column-empty", "csv", strings.TrimRight(b.String(), "\n"))
}

func hchTBookingEL() Sample {
	t := fmt.Sprintf("Η κράτησή σας στο %s επιβεβαιώθηκε! Αριθμός κράτησης: %s. Άφιξη %s από τις 15:00. Το PIN εισόδου θα σας σταλεί την ημέρα της άφιξης.",
		hchProp(), hchDig(10), hchDM())
	return hchT("trap-booking-number", "sms", t)
}

func hchTAlloggiatiReceipt() Sample {
	t := fmt.Sprintf("Alloggiati Web – ricevuta del %s\nStruttura: %s\nSchedine inviate: %d\nNumero ricevuta: %s\nLa ricevuta va conservata per 5 anni.",
		hchDate(), hchProp(), hchN(1, 8), hchDig(12))
	return hchT("trap-receipt", "mail", t)
}

func hchTOwnerStatement() Sample {
	t := fmt.Sprintf("Owner statement – %s – %s\n| Item | Amount |\n|---|---|\n| Gross bookings | €%d |\n| Management fee %d%% | -€%d |\n| Cleaning | -€%d |\n| Net to owner | €%d |\nPaid to IBAN ending %s on %s.",
		hchProp(), hchP("June", "July", "August"), hchN(2000, 9000), hchN(15, 25), hchN(300, 1500), hchN(200, 900), hchN(1000, 6000), hchDig(4), hchDate())
	return hchT("trap-statement", "markdown", t)
}

func hchTHostawayEnvVar() Sample {
	t := fmt.Sprintf("$ curl -s -X POST https://api.hostaway.com/v1/accessTokens \\\n    -d \"grant_type=client_credentials&client_id=%d&client_secret=$HOSTAWAY_SECRET&scope=general\"", hchN(10000, 99999))
	return hchT("trap-secret-env-var", "shell", t)
}

func hchTSeamList() Sample {
	t := fmt.Sprintf("{\n  \"access_codes\": [\n    {\n      \"access_code_id\": \"%s\",\n      \"device_id\": \"%s\",\n      \"name\": \"Guest %s\",\n      \"status\": \"set\",\n      \"starts_at\": \"%sT15:00:00Z\"\n    }\n  ]\n}", hchUUID(), hchUUID(), hchNameEN(), hchDate())
	return hchT("trap-access-code-ids", "json", t)
}

func hchTTTLockPwdID() Sample {
	t := fmt.Sprintf("{\"keyboardPwdId\": %d, \"lockId\": %d, \"keyboardPwdName\": \"Cleaner %s\", \"keyboardPwdType\": 3, \"status\": 1}",
		hchN(10000000, 99999999), hchN(1000000, 9999999), hchNameLat())
	return hchT("trap-passcode-id", "json", t)
}

func hchTLockboxProduct() Sample {
	t := hchP(
		"Ordered 3 more Master Lock 5440D key safes (4-digit resettable combination, wall mounted). Order no. "+hchDig(3)+"-"+hchDig(7)+"-"+hchDig(7)+".",
		"Comprate 2 cassette portachiavi Master Lock 5401D, combinazione a 4 cifre da impostare. Fattura "+hchDig(6)+".")
	return hchT("trap-lockbox-product", "notes", t)
}

func hchTHASecretRef() Sample {
	t := fmt.Sprintf("# configuration.yaml (Home Assistant at %s)\nnuki:\n  host: 192.168.%d.%d\n  port: 8080\n  token: !secret nuki_bridge_token", hchProp(), hchN(0, 9), hchN(20, 250))
	return hchT("trap-secret-ref", "yaml", t)
}

func hchTReview() Sample {
	t := hchP(
		"★★★★★ Lovely flat, self check-in was easy, the door code worked first time and the Wi-Fi was fast. "+hchNameEN()+" answered in minutes.",
		"★★★★☆ Posizione top, il codice della cassetta è arrivato puntuale. Unico difetto il wifi un po' lento in camera.",
		"★★★★★ Υπέροχο σπίτι, ο κωδικός της πόρτας ήρθε έγκαιρα και το Wi-Fi ήταν τέλειο!")
	return hchT("trap-review", "chat", t)
}

func hchTTwilioLog() Sample {
	t := fmt.Sprintf("%s %s sms.sent sid=SM%s to=+30%s status=delivered template=checkin_reminder listing=%d",
		hchDate(), hchTime(), hchHex(32), hchDig(10), hchN(100000, 999999))
	return hchT("trap-message-sid", "log", t)
}

func hchTPwAdvice() Sample {
	t := hchP(
		"For the new owner portal accounts: at least 14 characters, no names of the property or the street, and turn on 2FA. I'll reset yours tomorrow so you can pick one.",
		"Per i nuovi account: password di almeno 12 caratteri, niente nomi della casa o della via, e attivate la verifica in due passaggi.",
		"Για τους νέους λογαριασμούς: κωδικός τουλάχιστον 12 χαρακτήρων, όχι το όνομα του ακινήτου, και ενεργοποιήστε το 2FA.")
	return hchT("trap-password-advice", "chat", t)
}
