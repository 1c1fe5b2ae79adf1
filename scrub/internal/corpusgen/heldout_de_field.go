package main

import (
	"fmt"
	"strings"
)

// Field engineers: site access codes, site routers and Wi-Fi, test tool licences, handovers.

func hdeFieldGens() []hdeGen {
	return []hdeGen{
		{hdeSiteDoor, 8}, {hdeKeySafe, 7}, {hdeAlarm, 6}, {hdeCabinet, 5}, {hdeRouterAdmin, 6},
		{hdeSiteWifi, 6}, {hdeMifi, 6}, {hdeLicence, 6}, {hdeHandover, 4}, {hdeSiteCsv, 3},
		{hdeLocker, 5}, {hdeLmt, 6}, {hdeTabletPin, 5}, {hdeFieldMeeting, 5},
	}
}

func hdeStreet() string {
	return hdePick("Industriestr. ", "Am Wasserturm ", "Hafenweg ", "Calle Mayor ", "Ringstraße ", "Bahnhofstr. ", "Rua do Norte ") + fmt.Sprint(hdeN(1, 140))
}

func hdeSiteDoor() Sample {
	code := hdeCode(hdeN(4, 6))
	site := hdeSite()
	text := hdePick(
		fmt.Sprintf("Standort %s (%s): Zugang über Hintereingang, Tür zum Technikraum Code %s, dann Treppe bis Dach. Hausmeister vorher anrufen.", site, hdeStreet(), code),
		fmt.Sprintf("%s: which code for the equipment room at %s?\n%s: %s then # - the keypad is a bit sticky", hdeFirst(), site, hdeFirst(), code),
		fmt.Sprintf("Site %s access notes\n- parking in the yard\n- door keypad: %s\n- ladder is chained, key in the cabinet", site, code),
		fmt.Sprintf("%s: código de la puerta del shelter %s: %s", hdeFirst(), site, code),
	)
	return hdeS("door-code", hdePick("note", "chat"), text, []string{code}, site)
}

func hdeKeySafe() Sample {
	code := hdeCode(4)
	site := hdeSite()
	text := hdePick(
		fmt.Sprintf("Dachstandort %s: Schlüssel liegt im Schlüsseltresor neben dem Aufzug, Kombination %s. Schlüssel danach wieder rein und Rädchen verdrehen!", site, code),
		fmt.Sprintf("%s — keys for the rooftop are in the lockbox by the lift, combo %s. Scramble the dials after.", site, code),
		fmt.Sprintf("%s: Schlüsselbox %s hat jetzt %s (Vermieter hat gewechselt)", hdeFirst(), site, code),
	)
	return hdeS("key-safe-code", hdePick("wiki", "chat"), text, []string{code}, site)
}

func hdeAlarm() Sample {
	code := hdeCode(hdeN(4, 6))
	site := hdeSite()
	noc := hdeMSISDN()
	text := hdePick(
		fmt.Sprintf("Shelter %s hat eine Alarmanlage. Vor dem Betreten NOC anrufen (%s), dann am Bedienteil %s eingeben, sonst rückt der Wachdienst aus.", site, noc, code),
		fmt.Sprintf("Alarm at %s: disarm with %s within 30 s of opening the door. Call the NOC on %s before you go in.", site, code, noc),
	)
	return hdeS("alarm-code", hdePick("wiki", "note"), text, []string{code}, site, noc)
}

func hdeCabinet() Sample {
	code := hdeCode(4)
	site := hdeSite()
	text := hdePick(
		fmt.Sprintf("Outdoor cabinet at %s has a 4-wheel combination lock now: %s", site, code),
		fmt.Sprintf("%s: Zahlenschloss am Outdoor-Schrank %s ist %s, nicht die alte Kombi", hdeFirst(), site, code),
	)
	return hdeS("lock-combination", "chat", text, []string{code}, site)
}

func hdeRouterAdmin() Sample {
	pw := hdePass()
	site := hdeSite()
	ip := fmt.Sprintf("192.168.%d.1", hdeN(0, 20))
	text := hdePick(
		fmt.Sprintf("| Site | Router | Web-UI | Passwort |\n|---|---|---|---|\n| %s | Teltonika RUT955 | https://%s | %s |", site, ip, pw),
		fmt.Sprintf("LTE-Router %s (RUTX11), Web-Oberfläche %s\nAdmin-Passwort: %s\nFirmware vor dem Update sichern.", site, ip, pw),
		fmt.Sprintf("Backup router on site %s: web UI at %s, admin password %s", site, ip, pw),
	)
	return hdeS("router-password", hdePick("markdown", "note"), text, []string{pw}, site, ip)
}

func hdeWifiKey() string {
	switch rng.IntN(3) {
	case 0:
		return hdeRnd(hdeAlnum, hdeN(12, 20))
	case 1:
		return hdePass()
	default:
		return hdeRnd(hdeDig, 4) + "-" + hdeRnd(hdeDig, 4) + "-" + hdeRnd(hdeDig, 4)
	}
}

func hdeSiteWifi() Sample {
	key := hdeWifiKey()
	ssid := "SITE-" + hdeSite() + "-MAINT"
	text := hdePick(
		fmt.Sprintf("Wartungs-WLAN am Standort: SSID %s, WPA2-Schlüssel %s (nur für Laptops der Techniker)", ssid, key),
		fmt.Sprintf("wifi:\n  ssid: %s\n  security: wpa2-psk\n  psk: \"%s\"\n  hidden: true\n", ssid, key),
	)
	return hdeS("wifi-key", hdePick("note", "yaml"), text, []string{key}, ssid)
}

func hdeMifi() Sample {
	key := hdeWifiKey()
	ssid := hdePick("FieldKit_", "MiFi-", "HUAWEI-", "Drive-Test-") + hdeRnd(hdeUp+hdeDig, 4)
	text := hdePick(
		fmt.Sprintf("Field kit #%d contents:\n- spectrum analyser\n- 2x test phones\n- MiFi hotspot (%s), key %s\n- spare SIMs in the pouch", hdeN(1, 12), ssid, key),
		fmt.Sprintf("%s: WLAN vom Hotspot im Messwagen heißt %s, Passwort %s", hdeFirst(), ssid, key),
	)
	return hdeS("wifi-key", "note", text, []string{key}, ssid)
}

func hdeLicence() Sample {
	var parts []string
	for i := 0; i < 5; i++ {
		parts = append(parts, hdeRnd(hdeUp+hdeDig, 5))
	}
	lic := strings.Join(parts, "-")
	tool := hdePick("TEMS Investigation", "Nemo Outdoor", "drive-test suite", "QualiPoc server")
	text := hdePick(
		fmt.Sprintf("Lizenzschlüssel %s (Dongle-frei, 1 Platz): %s – bitte nur auf dem Messlaptop ML-%02d aktivieren.", tool, lic, hdeN(1, 20)),
		fmt.Sprintf("%s licence for the new laptop: %s\nactivations left: %d", tool, lic, hdeN(1, 3)),
	)
	return hdeS("licence-key", hdePick("note", "mail"), text, []string{lic})
}

func hdeHandover() Sample {
	code := hdeCode(4)
	pw := hdePass()
	site := hdeSite()
	jump := "jump" + fmt.Sprint(hdeN(1, 3)) + ".oss." + hdeDomain()
	text := fmt.Sprintf("Schichtübergabe %s, Spätdienst → Nachtdienst\n\n1. %s: Zelle 3 down seit %s, Ticket %s, Techniker ist unterwegs.\n2. Tor am Standort %s: Code %s.\n3. Jumphost %s: Notfall-Account noc-oncall, Passwort %s (Vault war heute nicht erreichbar).\n4. Sonst ruhig.", hdeDate(), site, hdeTime(), hdeTicket(), site, code, jump, pw)
	return hdeS("handover-codes", "handover", text, []string{code, pw}, jump)
}

func hdeSiteCsv() Sample {
	n := hdeN(2, 3)
	var b strings.Builder
	b.WriteString("site_id;address;access;code\n")
	var sec []string
	for i := 0; i < n; i++ {
		c := hdeCode(hdeN(4, 6))
		sec = append(sec, c)
		b.WriteString(fmt.Sprintf("%s;%s;%s;%s\n", hdeSite(), hdeStreet(), hdePick("keypad", "key safe", "gate"), c))
	}
	return hdeS("door-code", "csv", b.String(), sec)
}

func hdeLocker() Sample {
	code := hdeCode(hdeN(4, 6))
	n := fmt.Sprint(hdeN(1, 40))
	text := hdePick(
		fmt.Sprintf("Die Ersatz-SIMs (Charge %s) sind im Lager, Schließfach %s, Code %s.", hdeRnd(hdeUp, 2)+hdeRnd(hdeDig, 4), n, code),
		fmt.Sprintf("%s: spare eSIM test devices are in locker %s, code %s", hdeFirst(), n, code),
	)
	return hdeS("locker-code", "chat", text, []string{code})
}

func hdeLmt() Sample {
	pw := hdePass()
	site := hdeSite()
	text := hdePick(
		fmt.Sprintf("%s: LMT-Zugang am BBU in %s: Benutzer admin geht nicht mehr, nimm den lokalen Account fieldeng mit %s", hdeFirst(), site, pw),
		fmt.Sprintf("For local maintenance on the baseband at %s plug into LMT port, 192.168.0.2, account fieldeng, password %s", site, pw),
	)
	return hdeS("equipment-password", "chat", text, []string{pw}, site)
}

func hdeTabletPin() Sample {
	pin := hdeCode(hdeN(6, 8))
	dev := "FT-" + hdeRnd(hdeDig, 3)
	text := hdePick(
		fmt.Sprintf("%s: Tablet %s ist gesperrt, Entsperr-PIN ist %s (hatte %s vor dem Urlaub)", hdeFirst(), dev, pin, hdeFirst()),
		fmt.Sprintf("Handing field tablet %s to %s. Unlock PIN %s, MDM enrolled, SIM already inside.", dev, hdeName(), pin),
	)
	return hdeS("device-pin", hdePick("chat", "note"), text, []string{pin}, dev)
}

func hdeFieldMeeting() Sample {
	code := hdeCode(4)
	site := hdeSite()
	text := fmt.Sprintf("# Field Ops Weekly %s\n\nAttendees: %s, %s, %s\n\n## Items\n- Battery swaps at %s and %s done\n- Safe in the %s depot re-keyed, new code %s (old one leaked in a photo)\n- PUK requests should go through the ticket form, not WhatsApp\n\n## Actions\n- %s: order 200 field SIMs", hdeDate(), hdeFirst(), hdeFirst(), hdeFirst(), site, hdeSite(), hdePick("Nord", "Süd", "West"), code, hdeFirst())
	return hdeS("safe-code", "meeting-notes", text, []string{code}, site)
}
