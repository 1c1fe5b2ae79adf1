package main

import (
	"fmt"
	"strings"
)

// Building access and security: stage doors, alarms, safes, key safes, lockers, access
// control servers, CCTV recorders, intercoms, the climate control of the galleries.

func hdsBldgGens() []hdsGen {
	return []hdsGen{
		{7, hdsBldgDoorChat}, {5, hdsBldgAlarm}, {4, hdsBldgSafe}, {4, hdsBldgKeySafe},
		{4, hdsBldgLockerCSV}, {4, hdsBldgAccessYAML}, {4, hdsBldgNvrCurl}, {4, hdsBldgGerman},
		{4, hdsBldgFrench}, {4, hdsBldgLatin}, {3, hdsBldgIncident}, {3, hdsBldgIntercom},
		{3, hdsBldgBMS}, {3, hdsBldgDutch},
	}
}

func hdsBldgTrapGens() []hdsGen {
	return []hdsGen{
		{6, hdsBldgTrapRooms}, {6, hdsBldgTrapBadges}, {6, hdsBldgTrapCodeChange}, {6, hdsBldgTrapAlarmLog},
		{4, hdsBldgTrapKeySafeModel}, {5, hdsBldgTrapSensors}, {5, hdsBldgTrapCCTVMasked}, {5, hdsBldgTrapContacts},
	}
}

func hdsDoorCode() string {
	switch rng.IntN(5) {
	case 0:
		return hdsPin(4, 4)
	case 1:
		c := hdsPin(4, 4)
		return strings.Join(strings.Split(c, ""), "-")
	case 2:
		return hdsPin(4, 5) + "#"
	case 3:
		return "C" + hdsPin(4, 4)
	default:
		return hdsPin(6, 6)
	}
}

func hdsBldgDoorChat() Sample {
	code := hdsDoorCode()
	door := pick([]string{"stage door", "loading dock", "staff entrance", "Gallery 3 fire door", "scene dock", "green room"})
	text := fmt.Sprintf(pick([]string{
		"%[1]s: the %[2]s code is %[3]s until Friday, security change it on Monday\n%[4]s: ta",
		"%[1]s: running late, can someone let the %[5]s crew in?\n%[4]s: just give them the %[2]s code, it's %[3]s",
		"%[4]s: new %[2]s code from today: %[3]s. Please don't write it on the door frame again 🙄",
		"%[1]s: %[2]s keypad = %[3]s (get-in crew for %[5]s only)",
	}), hdsFirstN(), door, code, hdsFirstN(), pick(hdsShows))
	return hdsS("door-code", "chat", text, []string{code}, door)
}

func hdsBldgAlarm() Sample {
	code := hdsPin(4, 6)
	panel := pick([]string{"Texecom Premier Elite", "Galaxy Dimension", "Pyronix Enforcer", "Honeywell Galaxy"})
	text := fmt.Sprintf(`LAST OUT PROCEDURE (%s)
1. Walk the galleries, check all visitors are out, lights to night mode
2. Close the fire shutters in the %s wing
3. Set the intruder alarm at the keypad by the staff entrance (%s): user code %s, then leave within %d seconds
4. Call the monitoring centre on %s if it doesn't set
5. Sign the log book`, pick(hdsVenues).name, pick([]string{"east", "west", "north", "Victorian"}), panel, code, hdsN(30, 60), "0800 "+rnd(digits, 3)+" "+rnd(digits, 4))
	return hdsS("alarm-code", "procedure", text, []string{code}, panel)
}

func hdsBldgSafe() Sample {
	combo := fmt.Sprintf("%02d-%02d-%02d", hdsN(0, 99), hdsN(0, 99), hdsN(0, 99))
	if rng.IntN(3) == 0 {
		combo = fmt.Sprintf("%d L, %d R, %d L", hdsN(0, 99), hdsN(0, 99), hdsN(0, 99))
	}
	text := fmt.Sprintf(`%s: for the cash-up tonight, the box office safe combination is %s. Floats go on the top shelf,
banking bags below. Log the total in the cash book and text me when done. — %s`, hdsFirstN(), combo, hdsFirstN())
	return hdsS("safe-combination", "message", text, []string{combo}, "box office safe")
}

func hdsBldgKeySafe() Sample {
	code := hdsPin(4, 4)
	text := fmt.Sprintf(`Subject: Get-in %s — keys for the scene dock

Hi %s,

You'll arrive before our crew on %s. Keys for the scene dock and the wardrobe store are in the
grey key safe to the left of the dock shutter. Code: %s. Please put them back and scramble the
dials after.

Our duty technician %s will be in from %s.

Regards,
%s, Technical Manager`, pick(hdsShows), hdsFirstN(), hdsDate(), code, hdsName(), hdsTime(), hdsName())
	return hdsS("key-safe-code", "mail", text, []string{code}, "grey key safe")
}

func hdsBldgLockerCSV() Sample {
	var rows, secs, keep []string
	for i := 0; i < hdsN(2, 3); i++ {
		c := hdsPin(4, 4)
		name := hdsName()
		rows = append(rows, fmt.Sprintf("| %d | %s | %s | %s |", hdsN(1, 120), name, pick([]string{"orchestra", "chorus", "visiting co.", "wardrobe"}), c))
		secs = append(secs, c)
		keep = append(keep, name)
	}
	text := "Dressing room lockers, week of " + hdsDate() + "\n\n| Locker | Name | Dept | Code |\n|---|---|---|---|\n" + strings.Join(rows, "\n")
	return hdsS("locker-code", "markdown", text, secs, keep...)
}

func hdsBldgAccessYAML() Sample {
	pw := hdsPw()
	key := rnd(alnum, 32)
	text := fmt.Sprintf(`# badge sync: HR leavers -> access control
access_control:
  vendor: %s
  server: https://acs.%s:%d
  service_user: svc_badgesync
  service_password: "%s"
  api_key: %s
schedule: "0 %d * * *"
`, pick([]string{"genetec", "lenel", "gallagher", "brivo"}), pick(hdsVenues).dom, pick([]int{443, 8443, 4590}), pw, key, hdsN(0, 6))
	return hdsS("access-control-password", "yaml", text, []string{pw, key}, "svc_badgesync")
}

func hdsBldgNvrCurl() Sample {
	pw := strings.NewReplacer("'", "", "@", "", ":", "").Replace(hdsPw())
	ip := hdsIP()
	text := fmt.Sprintf(`$ curl --digest -u 'admin:%s' "http://%s/ISAPI/ContentMgmt/record/tracks/%d01" -o /dev/null -w "%%{http_code}\n"
200
# camera %d (Gallery %d, %s) recording again after the NVR reboot`, pw, ip, hdsN(1, 32), hdsN(1, 32), hdsN(1, 20), pick([]string{"entrance", "sculpture court", "stairs"}))
	return hdsS("cctv-password", "shell", text, []string{pw}, ip)
}

func hdsBldgGerman() Sample {
	door := hdsPin(4, 5)
	tresor := hdsPin(6, 6)
	text := fmt.Sprintf(`Hallo %s,

für deinen Frühdienst am %s:
- Türcode Personaleingang: %s
- Zahlencode Tresor Kasse: %s
- Alarmanlage scharf/unscharf über den Schlüsselschalter, Schlüssel am Bund Nr. %d

Viele Grüße
%s`, hdsFirstN(), hdsDate(), door, tresor, hdsN(1, 30), hdsFirstN())
	return hdsS("door-code", "mail", text, []string{door, tresor}, "Personaleingang")
}

func hdsBldgFrench() Sample {
	code := rnd("AB", 1) + hdsPin(4, 4)
	text := fmt.Sprintf(`Infos pratiques pour l'équipe d'accrochage (%s)
Accès par la cour, 12 rue %s. Code du digicode : %s
Monte-charge : clé à la régie. Horaires : %dh–18h
Contact sur place : %s`, pick([]string{"expo Kahlo", "salle 4", "galerie du 1er"}), pick(hdsLast), code, hdsN(7, 10), hdsName())
	return hdsS("door-code", "notes", text, []string{code}, "Accès par la cour")
}

func hdsBldgLatin() Sample {
	code := hdsPin(4, 6)
	if rng.IntN(2) == 0 {
		text := fmt.Sprintf("%s: oye, la clave de la alarma del almacén es %s, desactívala al entrar y vuelve a activarla al salir. Gracias!", hdsFirstN(), code)
		return hdsS("alarm-code", "chat", text, []string{code}, "almacén")
	}
	text := fmt.Sprintf("%s: il codice dell'allarme del deposito opere è %s. Ricordati di reinserirlo quando esci, grazie", hdsFirstN(), code)
	return hdsS("alarm-code", "chat", text, []string{code}, "deposito opere")
}

func hdsBldgIncident() Sample {
	code := hdsPin(4, 6)
	text := fmt.Sprintf(`Incident log %s %s
Officer %s used the manual override code %s at the Gallery %d door controller after the reader failed.
Door secured at %s. Override code should be changed by the security manager — reported to %s.`,
		hdsDate(), hdsTime(), hdsName(), code, hdsN(1, 20), hdsTime(), hdsName())
	return hdsS("override-code", "log", text, []string{code}, "door controller")
}

func hdsBldgIntercom() Sample {
	web := hdsPw()
	sip := rnd(alnum, 16)
	ext := rnd(digits, 3)
	text := fmt.Sprintf(`2N intercom at the stage door (%s)
Web admin: admin / %s
SIP account: ext %s, auth password %s, registrar pbx.%s
Calls go to the security office handset first, then the duty manager mobile.`, hdsIP(), web, ext, sip, pick(hdsVenues).dom)
	return hdsS("device-password", "notes", text, []string{web, sip}, "ext "+ext)
}

func hdsBldgBMS() Sample {
	pw := hdsPw()
	text := fmt.Sprintf(`Climate control (BMS) — gallery RH alarm at %s
Niagara station: https://bms.%s
Station passphrase (needed for the backup restore): %s
Target 50%% ±5 RH, 20 °C. Gallery %d humidifier tripped, %s reset it.`, hdsTime(), pick(hdsVenues).dom, pw, hdsN(1, 20), hdsFirstN())
	return hdsS("passphrase", "notes", text, []string{pw}, "Niagara station")
}

func hdsBldgDutch() Sample {
	code := hdsPin(4, 4)
	text := fmt.Sprintf(`Hoi %s, de sleutels van de artiestenfoyer liggen in de sleutelkluis naast de laaddeur. De code van de sleutelkluis is %s. Groet, %s`,
		hdsFirstN(), code, hdsFirstN())
	return hdsS("key-safe-code", "chat", text, []string{code}, "artiestenfoyer")
}

// --- traps

func hdsBldgTrapRooms() Sample {
	text := fmt.Sprintf(`Room bookings %s
- Learning Room %d (Level %d), ext %s — schools workshop %s
- Gallery %d closed for rehang until %s
- Studio %s booked by %s, call %s`, hdsDate(), hdsN(1, 9), hdsN(0, 4), rnd(digits, 4), hdsTime(), hdsN(1, 20), hdsDate(),
		rnd("ABC", 1), hdsName(), "+44 161 "+rnd(digits, 3)+" "+rnd(digits, 4))
	return hdsT("trap-room-number", "notes", text)
}

func hdsBldgTrapBadges() Sample {
	text := fmt.Sprintf(`Badges issued this week:
%s — HID card #%s, access level "Galleries + Stores"
%s — HID card #%s, access level "Front of house"
%s — visitor pass V-%d (returned)`, hdsName(), rnd(digits, 7), hdsName(), rnd(digits, 7), hdsName(), hdsN(100, 999))
	return hdsT("trap-badge-number", "notes", text)
}

func hdsBldgTrapCodeChange() Sample {
	text := fmt.Sprintf(pick([]string{
		"Reminder: the stage door code changes on the 1st of every month. Security will text the new one to everyone on the crew list — please don't post it here. — %[1]s",
		"%[1]s: what's the loading dock code?\n%[2]s: changed this morning, I'll tell you in person",
		"Der Türcode wird ab Montag geändert. Den neuen Code bekommt ihr vom Sicherheitsdienst (%[1]s), nicht per Mail.",
	}), hdsFirstN(), hdsFirstN())
	if strings.Contains(text, "%!") {
		panic("heldout-ds: format")
	}
	return hdsT("trap-secret-reference", "chat", text)
}

func hdsBldgTrapAlarmLog() Sample {
	var b strings.Builder
	for i := 0; i < hdsN(4, 7); i++ {
		fmt.Fprintf(&b, "%s %s:%02d  %s  user %02d  zone %03d  area %s\n", hdsDate(), hdsTime(), hdsN(0, 59),
			pick([]string{"SET", "UNSET", "ALARM", "RESTORE", "TAMPER"}), hdsN(1, 40), hdsN(1, 250), rnd("ABCD", 1))
	}
	return hdsT("trap-event-log", "log", b.String())
}

func hdsBldgTrapKeySafeModel() Sample {
	text := fmt.Sprintf(`Quote %s: 2x Supra C500 Pro key safe (police approved), model %s, £%d each incl. fitting
at the scene dock and the boiler room. Lead time %d days.`, rnd(upper+digits, 8), rnd(upper, 3)+"-"+rnd(digits, 4), hdsN(60, 140), hdsN(3, 20))
	return hdsT("trap-model-number", "mail", text)
}

func hdsBldgTrapSensors() Sample {
	var b strings.Builder
	b.WriteString("sensor_id,location,timestamp,temp_c,rh_pct\n")
	for i := 0; i < hdsN(3, 6); i++ {
		fmt.Fprintf(&b, "%s,Gallery %d,%sT%s:00Z,%d.%d,%d.%d\n", rnd(hexs, 12), hdsN(1, 20), hdsDate(), hdsTime(), hdsN(18, 23), hdsN(0, 9), hdsN(40, 60), hdsN(0, 9))
	}
	return hdsT("trap-sensor-id", "csv", b.String())
}

func hdsBldgTrapCCTVMasked() Sample {
	text := fmt.Sprintf(`nvr:
  host: %s
  user: admin
  password: %s
  channels: %d
  retention_days: %d`, hdsIP(), pick([]string{`"********"`, "[REDACTED]", "${NVR_PASSWORD}", "<set on site>"}), hdsN(8, 64), hdsN(14, 31))
	return hdsT("trap-masked-password", "yaml", text)
}

func hdsBldgTrapContacts() Sample {
	text := fmt.Sprintf(`OUT OF HOURS CONTACTS
Security control room: %s
Duty manager: %s, %s
Alarm monitoring centre (account %s): %s
Facilities on-call: %s`, "0161 "+rnd(digits, 3)+" "+rnd(digits, 4), hdsName(), "07"+rnd(digits, 3)+" "+rnd(digits, 6),
		rnd(digits, 6), "0800 "+rnd(digits, 3)+" "+rnd(digits, 4), "07"+rnd(digits, 3)+" "+rnd(digits, 6))
	return hdsT("trap-phone-number", "notes", text)
}
