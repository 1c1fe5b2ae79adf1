package main

import (
	"fmt"
	"strings"
)

// Booking engine, channel manager, PMS and table-reservation API keys and passwords.

var hcmBookingGens = []func() Sample{
	hcmBkEnv, hcmBkPython, hcmBkCurl, hcmBkBeds24, hcmBkLog, hcmBkConnectivity, hcmBkOnboardMail,
	hcmBkToml, hcmBkSlack, hcmBkTheForkES, hcmBkVI, hcmBkPMSConn, hcmBkNewBookingHook, hcmBkNodeCode,
}

func hcmAPIKey() string {
	switch rng.IntN(4) {
	case 0:
		return rnd(alnum, hcmN(32, 48))
	case 1:
		return rnd(hexs, pick([]int{32, 40, 64}))
	case 2:
		return rnd(lower+digits, 8) + "-" + rnd(lower+digits, 4) + "-" + rnd(lower+digits, 4) + "-" + rnd(lower+digits, 20)
	default:
		return pick([]string{"live_", "prod_", "cm_"}) + rnd(b64url, hcmN(30, 44))
	}
}

func hcmPropID() string { return fmt.Sprint(hcmN(100000, 9999999)) }

func hcmBkEnv() Sample {
	k1, k2 := hcmAPIKey(), hcmAPIKey()
	pid := hcmPropID()
	t := fmt.Sprintf("# booking-sync service (%s)\nPROPERTY_ID=%s\nCHANNEL_MANAGER=%s\nCHANNEL_MANAGER_API_KEY=%s\nBOOKING_ENGINE_URL=https://book.%s.com\nBOOKING_ENGINE_SECRET=%s\nSYNC_EVERY=300\nTZ=%s\n",
		hcmVenue(), pid, pick([]string{"siteminder", "channex", "roomraccoon", "cloudbeds"}), k1, hcmSlug(), k2, pick([]string{"Europe/Madrid", "Europe/London", "Asia/Ho_Chi_Minh"}))
	if rng.IntN(2) == 0 {
		t = strings.Replace(t, "BOOKING_ENGINE_SECRET="+k2+"\n", "", 1)
		return hcmS("channel-manager-key", "env", t, []string{k1}, "PROPERTY_ID="+pid)
	}
	return hcmS("channel-manager-key", "env", t, []string{k1, k2}, "PROPERTY_ID="+pid)
}

func hcmBkPython() Sample {
	key := hcmAPIKey()
	pid := hcmPropID()
	t := fmt.Sprintf("import requests\n\nAPI = \"https://api.%s.example/v2\"\nHEADERS = {\"x-api-key\": \"%s\", \"Accept\": \"application/json\"}\n\ndef todays_arrivals(property_id=%s):\n    r = requests.get(f\"{API}/properties/{property_id}/arrivals\", headers=HEADERS, timeout=10)\n    r.raise_for_status()\n    return r.json()[\"data\"]\n",
		pick([]string{"channelmgr", "bookingengine", "hotelpms", "ratesync"}), key, pid)
	return hcmS("booking-engine-key", "code", t, []string{key}, pid)
}

func hcmBkCurl() Sample {
	key := hcmAPIKey()
	pid := hcmUUID()
	t := fmt.Sprintf("$ curl -s https://app.channex.io/api/v1/properties/%s/room_types \\\n    -H \"user-api-key: %s\" | jq '.data | length'\n%d",
		pid, key, hcmN(3, 18))
	return hcmS("channel-manager-key", "shell", t, []string{key}, pid)
}

func hcmBkBeds24() Sample {
	tok := rnd(b64url, hcmN(40, 60))
	ref := rnd(b64url, hcmN(50, 80))
	if rng.IntN(2) == 0 {
		t := fmt.Sprintf("{\n  \"propId\": %s,\n  \"token\": \"%s\",\n  \"expiresIn\": 86400\n}", hcmPropID(), tok)
		return hcmS("channel-manager-token", "json", t, []string{tok}, "\"expiresIn\": 86400")
	}
	t := fmt.Sprintf("{\n  \"propId\": %s,\n  \"token\": \"%s\",\n  \"refreshToken\": \"%s\",\n  \"expiresIn\": 86400\n}", hcmPropID(), tok, ref)
	return hcmS("channel-manager-token", "json", t, []string{tok, ref}, "\"expiresIn\": 86400")
}

func hcmBkLog() Sample {
	jwt := hcmJWT()
	rid := rnd(hexs, 16)
	t := fmt.Sprintf("%sT%s:%02d.%03dZ INFO  sync.availability request_id=%s POST /v1/ari status=401\n%sT%s:%02d.%03dZ DEBUG sync.http headers={\"Authorization\": \"Bearer %s\", \"Content-Type\": \"application/json\"}\n%sT%s:%02d.%03dZ WARN  sync.availability retry 2/5 in 30s",
		hcmDate(), hcmClock(), hcmN(0, 59), hcmN(0, 999), rid, hcmDate(), hcmClock(), hcmN(0, 59), hcmN(0, 999), jwt, hcmDate(), hcmClock(), hcmN(0, 59), hcmN(0, 999))
	return hcmS("bearer-token", "log", t, []string{jwt}, "request_id="+rid)
}

func hcmBkConnectivity() Sample {
	pw := hcmPassword()
	user := "xml_" + hcmSlug() + fmt.Sprint(hcmN(1, 99))
	hid := hcmPropID()
	t := fmt.Sprintf("Hi team,\n\nFor the Booking.com connectivity setup (hotel id %s) the machine account is:\nusername: %s\npassword: %s\n\nPlease map room types before switching on the XML feed.\nBest, Revenue",
		hid, user, pw)
	return hcmS("ota-password", "mail", t, []string{pw}, user, hid)
}

func hcmBkOnboardMail() Sample {
	key := hcmAPIKey()
	v := hcmVenue()
	t := fmt.Sprintf("Subject: Your API credentials are ready\n\nWelcome %s!\n\nYour production API key is:\n\n    %s\n\nTreat it like a password. You can rotate it from Settings > Integrations.\n\n- The Integrations Team",
		v, key)
	return hcmS("booking-engine-key", "mail", t, []string{key}, v)
}

func hcmBkToml() Sample {
	cid := rnd(lower+digits, 20)
	sec := rnd(alnum, hcmN(40, 64))
	venue := hcmSlug()
	t := fmt.Sprintf("[reservations]\nprovider = \"%s\"\nvenue_id = \"%s\"\nclient_id = \"%s\"\nclient_secret = \"%s\"\nsync_minutes = 10\n\n[printer]\nhost = \"10.0.0.%d\"\n",
		pick([]string{"sevenrooms", "opentable", "resy", "covermanager"}), venue, cid, sec, hcmN(2, 250))
	return hcmS("oauth-client-secret", "toml", t, []string{sec}, cid)
}

func hcmBkSlack() Sample {
	key := hcmAPIKey()
	vendor := pick([]string{"OpenTable", "SevenRooms", "SiteMinder", "Cloudbeds", "RoomRaccoon"})
	t := fmt.Sprintf("%s: %s rotated our API key after the audit. new one: %s\n%s: updating the booking widget now, will redeploy after lunch service",
		hcmStaff(), vendor, key, hcmStaff())
	return hcmS("booking-engine-key", "chat", t, []string{key}, vendor)
}

func hcmBkTheForkES() Sample {
	key := hcmAPIKey()
	pw := hcmPassword()
	t := fmt.Sprintf("Hola %s,\n\nTe paso lo de TheFork Manager para que conectes el TPV:\n- Clave API: %s\n- Usuario del panel: reservas@%s.es\n- Contraseña: %s\n\nCuando lo tengas me dices y probamos una reserva de prueba.\nUn saludo",
		hcmStaff(), key, hcmSlug(), pw)
	if rng.IntN(2) == 0 {
		t = strings.Replace(t, "- Contraseña: "+pw+"\n", "- Contraseña: la de siempre\n", 1)
		return hcmS("booking-engine-key", "mail", t, []string{key}, "TheFork Manager")
	}
	return hcmS("booking-engine-key", "mail", t, []string{key, pw}, "TheFork Manager")
}

func hcmBkVI() Sample {
	key := hcmAPIKey()
	t := fmt.Sprintf("Anh ơi, em gửi API key của channel manager (%s) để bên IT kết nối với website:\n%s\nKhách sạn mình mã property là %s ạ.",
		pick([]string{"eZCloud", "SiteMinder", "STAAH", "Cloudbeds"}), key, hcmPropID())
	return hcmS("channel-manager-key", "chat", t, []string{key}, "mã property")
}

func hcmBkPMSConn() Sample {
	pw := rnd(alnum, hcmN(12, 20))
	host := "pms-db." + hcmSlug() + ".internal"
	t := fmt.Sprintf("# night audit export\nexport PMS_DSN=\"postgresql://pms_report:%s@%s:5432/hotel\"\npython3 night_audit.py --date $(date -d yesterday +%%F) --out /srv/reports/", pw, host)
	return hcmS("db-password", "shell", t, []string{pw}, host)
}

func hcmBkNewBookingHook() Sample {
	hook := pick([]func() string{hcmSlackHook, hcmDiscordHook, hcmTeamsHook, hcmZapierHook})()
	t := fmt.Sprintf("booking_engine:\n  notify_new_booking: true\n  notify_url: %s\n  min_party_size: %d\n  language: %s\n",
		hook, hcmN(6, 12), pick([]string{"es", "en", "vi"}))
	return hcmS("webhook-url", "yaml", t, []string{hook}, "notify_new_booking: true")
}

func hcmBkNodeCode() Sample {
	key := hcmAPIKey()
	t := fmt.Sprintf("// rates-push.js\nconst client = new ChannelClient({\n  baseUrl: 'https://api.%s.io',\n  apiKey: '%s', // TODO move to env\n  hotelCode: '%s',\n});\nawait client.pushRates(roomRates);\n",
		pick([]string{"staah", "rategain", "channex", "hotelrunner"}), key, rnd(upper, 3)+rnd(digits, 4))
	return hcmS("channel-manager-key", "code", t, []string{key}, "hotelCode")
}
