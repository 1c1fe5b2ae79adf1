package main

import "strings"

// Secrets wrapped over two lines, and service-account key ids quoted in prose.

func hbeLongToken() string {
	switch rng.IntN(7) {
	case 0:
		return hbeStripe() + hbeR(hbeAlnum, 40)
	case 1:
		return hbeAzureAccountKey()
	case 2:
		return hbeJWT()
	case 3:
		return hbeAnthropic()
	case 4:
		return hbeR(hbeB64u, 96)
	case 5:
		return hbeSlack() + hbeR(hbeAlnum, 0)
	default:
		return hbeR(hbeHex, 128)
	}
}

func hbeSplitSamples() []Sample {
	var out []Sample
	for i := 0; i < 34; i++ {
		t := hbeLongToken()
		cut := len(t)/2 + hbeN(-6, 6)
		a, b := t[:cut], t[cut:]
		n := hbeName()
		sys := hbeSystem()
		var text, format string
		switch i % 11 {
		case 0:
			format = "chat"
			text = hbeF("%s: here is the %s API key, my phone wrapped it:\n%s\n%s\nping me if it fails", n, sys, a, b)
		case 1:
			format = "notes"
			text = hbeF("Integration notes — %s\nendpoint: https://api.%s.example.net/v2/availability\nsecret (two lines, join them):\n  %s\n  %s\nretry policy: 3x with backoff", sys, strings.ToLower(hbeR(hbeLower, 7)), a, b)
		case 2:
			format = "log"
			text = hbeF("2025-11-0%d 03:12:44 DEBUG auth header built: Bearer %s\n    %s\n2025-11-0%d 03:12:45 INFO 200 OK /rates/push", hbeN(1, 9), a, b, hbeN(1, 9))
		case 3:
			format = "email"
			text = hbeF("Dear partner,\n\nplease find your production key below:\n\n%s\n%s\n\nThe sandbox key is unchanged.\n\nBest,\n%s Connectivity Team", a, b, sys)
		case 4:
			format = "chat-es"
			text = hbeF("la clave es muy larga, va en dos líneas:\n%s\n%s", a, b)
		case 5:
			format = "yaml"
			text = hbeF("channel_manager:\n  provider: %s\n  api_secret: >-\n    %s\n    %s\n  hotel_code: %s", sys, a, b, hbeR(hbeDig, 6))
		case 6:
			format = "terminal"
			text = hbeF("$ cat ~/.config/ota/credentials\n[default]\nkey = %s\\\n%s\n$", a, b)
		case 7:
			format = "chat"
			text = hbeF("token part 1: %s\ntoken part 2: %s", a, b)
		case 8:
			format = "markdown"
			text = hbeF("## Hotelbeds sandbox\n\n- API key: `%s`\n  `%s`\n- Docs: see the confluence page \"Hotel API v1\"", a, b)
		case 9:
			format = "ticket"
			text = hbeF("TRV-%d: rate push failing for %s\nReporter pasted the secret from the vendor portal:\n%s\n%s\nExpected: 200, got 401.", hbeN(1000, 9999), hbeHotel(), a, b)
		default:
			format = "chat-de"
			text = hbeF("Schlüssel für %s (Zeilenumbruch aus dem PDF):\n%s\n%s\nbitte heute noch eintragen", sys, a, b)
		}
		s := hbeSec("split-secret", format, text, a, b)
		if i%11 == 1 {
			s = hbeKeep(s, "retry policy: 3x with backoff")
		}
		if i%11 == 3 {
			s = hbeKeep(s, "The sandbox key is unchanged.")
		}
		out = append(out, s)
	}
	return out
}

func hbeSAEmail() string {
	return hbeP("booking-sync", "ota-feed", "rates-export", "gds-bridge", "voucher-pdf") + "@" +
		hbeP("travel-prod", "dmc-ops-2291", "hotels-core", "tourbus-"+hbeR(hbeDig, 4)) + ".iam.gserviceaccount.com"
}

func hbeKeyIDSamples() []Sample {
	var out []Sample
	for i := 0; i < 30; i++ {
		k := hbeHex40()
		sa := hbeSAEmail()
		n := hbeName()
		var s Sample
		switch i % 10 {
		case 0:
			s = hbeSec("key-id", "chat", hbeF("the json has \"private_key_id\": \"%s\" — that's the one we need to revoke", k), k)
		case 1:
			s = hbeSec("key-id", "notes", hbeF("GCP service account %s\n\"private_key_id\": \"%s\",\ncreated %s by %s", sa, k, hbeDate(), n), k)
		case 2:
			s = hbeSec("key-id", "json", hbeF("{\n  \"type\": \"service_account\",\n  \"project_id\": \"travel-prod\",\n  \"private_key_id\": \"%s\",\n  \"client_email\": \"%s\"\n}", k, sa), k)
			s = hbeKeep(s, "\"type\": \"service_account\"")
		case 3:
			s = hbeSec("key-id", "chat", hbeF("%s: private_key_id=%s for %s, rotate before the Sabre cutover", n, k, sa), k)
		case 4:
			s = hbeSec("key-id", "chat-es", hbeF("El private_key_id de la cuenta de servicio es %s, no lo compartas fuera del equipo", k), k)
		case 5:
			s = hbeSec("key-id", "ticket", hbeF("SEC-%d: key leaked in a public gist\nAffected: %s\nprivate_key_id: '%s'\nAction: disable key, audit logs", hbeN(100, 999), sa, k), k)
			s = hbeKeep(s, "Action: disable key, audit logs")
		case 6:
			s = hbeSec("key-id", "yaml", hbeF("gcp:\n  client_email: %s\n  private_key_id: %s\n  token_uri: https://oauth2.googleapis.com/token", sa, k), k)
		case 7:
			s = hbeSec("key-id", "chat", hbeF("key id of the bookings service account: %s", k), k)
		case 8:
			s = hbeSec("key-id", "python", hbeF("creds_info = {\n    \"type\": \"service_account\",\n    \"private_key_id\": \"%s\",\n    \"client_email\": \"%s\",\n}", k, sa), k)
		default:
			s = hbeSec("key-id", "chat-fr", hbeF("Le \"private_key_id\": \"%s\" figure dans le fichier envoyé par le prestataire.", k), k)
		}
		out = append(out, s)
	}
	return out
}
