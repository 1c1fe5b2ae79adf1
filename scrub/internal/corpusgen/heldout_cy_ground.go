package main

import (
	"fmt"
	"strings"
)

// Hangar, gate, crew-room and safe codes, Wi-Fi, EFB tablets and their device management.

func hcyGroundGens() []hcyGen {
	return []hcyGen{
		func() Sample {
			code := hcyKeypad()
			t := fmt.Sprintf("%s: %s\n%s: %s %s",
				hcyFirstN(), pick([]string{fmt.Sprintf("what's the code for hangar %d side door? im outside with the tug", 1+rng.IntN(5)), "code for the stores door?", "locked out of the line office, code??", "which code for the battery room"}),
				hcyFirstN(), code, pick([]string{"then wait for the green light", "", "(changes monday)", "— push hard, it sticks"}))
			return hcyS("door-code", "chat", t, []string{code})
		},
		func() Sample {
			code, alarm := hcyKeypad(), hcyDigitsNZ(4)
			t := fmt.Sprintf("CLOSING UP THE HANGAR (last one out)\n1. Tugs plugged in, tow bars on the rack\n2. Main doors fully down\n3. Side door code %s, arm the alarm with %s at the panel by the office\n4. Log time in the book",
				code, alarm)
			return hcyS("alarm-code", "note", t, []string{code, alarm})
		},
		func() Sample {
			code := hcyDigitsNZ(4 + rng.IntN(3))
			gate := fmt.Sprintf("Gate %d", 10+rng.IntN(40))
			t := fmt.Sprintf("Airside access for the GA apron: %s keypad is %s, valid until end of %s. Escort required for anyone without an ASIC/ID.",
				gate, code, pick([]string{"month", "season", "March", "October"}))
			return hcyS("gate-code", "chat", t, []string{code}, gate)
		},
		func() Sample {
			code := hcyKeypad()
			t := fmt.Sprintf("Crew room %s — new door code from today: %s\nFridge gets cleared on Fridays. Lost property to the duty manager.",
				pick(hcyICAO), code)
			return hcyS("door-code", "note", t, []string{code})
		},
		func() Sample {
			code := hcyDigitsNZ(4 + rng.IntN(2))
			t := fmt.Sprintf("%s, the safe in the ops office (the one with the float and the fuel cards) is %s. Please don't leave it on the desk pad again 🙏",
				hcyFirstN(), code)
			return hcyS("safe-code", "chat", t, []string{code})
		},
		func() Sample {
			code := hcyDigitsNZ(4)
			t := fmt.Sprintf("Flight deck door — emergency access code for %s fleet effective %s is %s. Do not transmit on company frequency. Acknowledge in the crew notices app.",
				pick([]string{"A320", "E190", "737", "Q400"}), hcyDate(), code)
			return hcyS("cockpit-door-code", "notice", t, []string{code})
		},
		func() Sample {
			key := hcyPw()
			if rng.IntN(2) == 0 {
				key = rnd(alnum, 16+rng.IntN(10))
			}
			ssid := pick([]string{"HANGAR-2G", "CrewLounge", "OPS_5G", "MX-Tablets", "Briefing-Room"})
			t := fmt.Sprintf("%s\nSSID: %s\n%s: %s\n%s",
				pick([]string{"WiFi for the briefing room", "Wi-Fi (crew use only)", "wifi details for the hangar", "Network"}), ssid, pick([]string{"Key", "Password", "WPA2 key", "PW"}), key,
				pick([]string{"(guest network is open, but it blocks the EFB sync)", "", "do not give to passengers", "changes every quarter"}))
			return hcyS("wifi-key", "note", t, []string{key}, ssid)
		},
		func() Sample {
			key := hcyPw()
			ssid := "MX-" + strings.ToUpper(rnd(lower, 4))
			t := fmt.Sprintf("network={\n    ssid=\"%s\"\n    psk=\"%s\"\n    key_mgmt=WPA-PSK\n}", ssid, key)
			return hcyS("wifi-key", "config", t, []string{key}, ssid)
		},
		func() Sample {
			key := hcyPw()
			t := fmt.Sprintf("El wifi del hangar ahora es %s, la clave es %s. La red de invitados no tiene acceso al servidor de manuales.",
				"HGR-"+rnd(digits, 2), key)
			return hcyS("wifi-key", "chat", t, []string{key})
		},
		func() Sample {
			pin := hcyDigitsNZ(6)
			t := fmt.Sprintf("EFB iPad %s (tail %s) was reset by MDM. New device passcode %s — pilots set their own after first unlock. Jeppesen FD Pro needs re-login.",
				"EFB-"+rnd(digits, 3), hcyTail(), pin)
			return hcyS("device-passcode", "note", t, []string{pin})
		},
		func() Sample {
			sec := rnd(b64url, 40)
			cid := hcyUUID()
			t := fmt.Sprintf("# jamf api for EFB fleet inventory\nJAMF_URL=https://%s.jamfcloud.com\nJAMF_CLIENT_ID=%s\nJAMF_CLIENT_SECRET=%s",
				strings.ToLower(strings.Fields(pick(hcyAirlines))[0]), cid, sec)
			return hcyS("oauth-client-secret", "env", t, []string{sec}, cid)
		},
		func() Sample {
			tok := rnd(upper+digits, 8) + "-" + rnd(upper+digits, 4) + "-" + rnd(upper+digits, 4) + "-" + rnd(upper+digits, 12)
			t := fmt.Sprintf("Intune bulk enrollment for the new cabin crew iPads: enrollment token %s (valid 90 days). Profile: CabinCrew-Kiosk.",
				tok)
			return hcyS("enrollment-token", "note", t, []string{tok}, "CabinCrew-Kiosk")
		},
		func() Sample {
			pw := hcyPw()
			t := fmt.Sprintf("%s: the EFB admin profile password (for unlocking settings, not for pilots) — %s\n%s: got it, deleting this msg after",
				hcyFirstN(), pw, hcyFirstN())
			return hcyS("efb-admin-password", "chat", t, []string{pw})
		},
		func() Sample {
			code := hcyDigitsNZ(4)
			t := fmt.Sprintf("Locker %d (crew room, top row) is yours for the season. Combination: %s. The manuals and the spare headset stay in there.",
				10+rng.IntN(80), code)
			return hcyS("locker-code", "mail", t, []string{code})
		},
		func() Sample {
			code := hcyKeypad()
			t := fmt.Sprintf("Code porte du local équipage à %s : %s. Merci de ne pas le donner aux prestataires.",
				pick([]string{"Orly", "Nantes", "Lyon", "Nice", "Bâle"}), code)
			return hcyS("door-code", "chat", t, []string{code})
		},
		func() Sample {
			code := hcyDigitsNZ(4)
			t := fmt.Sprintf("Cod drws yr hangar newydd: %s. Diolch, %s", code, hcyFirstN())
			return hcyS("door-code", "chat", t, []string{code})
		},
		func() Sample {
			pin := hcyDigitsNZ(4)
			card := "**** " + rnd(digits, 4)
			t := fmt.Sprintf("Fuel card for the Avgas pump (AirBP, card ending %s): PIN %s. Log litres on the clipboard every time.",
				card, pin)
			return hcyS("fuel-card-pin", "note", t, []string{pin}, card)
		},
		func() Sample {
			code := hcyKeypad()
			t := fmt.Sprintf("| Location | Access | Code |\n|---|---|---|\n| Stores | badge | – |\n| Battery room | keypad | %s |\n| Hangar office | key from ops | – |",
				code)
			return hcyS("door-code", "markdown", t, []string{code})
		},
		func() Sample {
			pw := hcyPw()
			t := fmt.Sprintf("Subject: GPU / ground power unit telematics\n\nThe new GPU's web panel is reachable on the apron Wi-Fi at http://192.168.%d.%d.\nadmin password: %s\n\nIt shows fuel level and fault codes. Please don't change the settings.",
				rng.IntN(255), 2+rng.IntN(250), pw)
			return hcyS("device-admin-password", "mail", t, []string{pw})
		},
		func() Sample {
			code := hcyDigitsNZ(4 + rng.IntN(2))
			t := fmt.Sprintf("key safe at the %s GA terminal (for the aircraft keys + tech log): %s — put the keys back after the flight or the next student can't go",
				pick(hcyICAO), code)
			return hcyS("key-safe-code", "chat", t, []string{code})
		},
		func() Sample {
			pw := hcyPw()
			t := fmt.Sprintf("ForeFlight shared account for the sim instructors: sim-instructors@%s / %s — only for the Sim iPad, not personal devices.",
				pick(hcyDomains), pw)
			return hcyS("efb-app-password", "chat", t, []string{pw})
		},
		func() Sample {
			pw := hcyPw()
			t := fmt.Sprintf("$ nmcli dev wifi connect \"EFB-SYNC\" password '%s'\nDevice 'wlan0' successfully activated with '%s'.",
				pw, hcyUUID())
			return hcyS("wifi-key", "shell", t, []string{pw}, "EFB-SYNC")
		},
	}
}
