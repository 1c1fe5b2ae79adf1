package main

import (
	"fmt"
	"strings"
)

// Immobiliser PINs, radio codes, key programming, and the workshop's own codes.

func hdoRadioSerial() string {
	return hdoOne("VWZ1Z2", "VWZ4Z7", "AUZ1Z3", "SKZ1Z2", "M", "V", "BP") + rnd(upper+digits, hdoN(1, 2)) + rnd(digits, 7)
}

func hdoDigitsAny(n int) string { return rnd(digits, n) }

func hdoCodeSecrets() []func() Sample {
	return []func() Sample{
		func() Sample {
			ser, code := hdoRadioSerial(), hdoDigitsAny(4)
			t := fmt.Sprintf("Subject: RE: radio code request %s\n\nHello,\n\nthe code for radio serial %s (VIN %s) is %s.\nAfter 3 wrong tries the unit locks for an hour, leave the ignition on.%s", hdoDigits(6), ser, hdoVIN(), code, hdoSig())
			return hdoS("radio-code", "mail", t, []string{code}, ser)
		},
		func() Sample {
			code := hdoDigitsAny(4)
			c := hdoCar()
			t := fmt.Sprintf("%s: the %s on ramp %d is asking for a radio code after the battery swap\n%s: %s. was on the card in the glovebox, put it back there\n%s: sorted ta", hdoName(), c[1], hdoN(1, 6), hdoName(), hdoOne("code is "+code, "it's "+code, code), hdoName())
			return hdoS("radio-code", "chat", t, []string{code})
		},
		func() Sample {
			pre, code := rnd(upper, 1)+rnd(digits, 3), hdoDigitsAny(4)
			t := fmt.Sprintf("Clio %s – battery replaced, radio locked.\nPrecode %s → code %s (from Renault, ref %s). Entered OK, presets restored.", hdoPlate(), pre, code, hdoDigits(6))
			return hdoS("radio-code", "note", t, []string{code}, pre)
		},
		func() Sample {
			ser, code := rnd(digits, 8), hdoDigitsAny(5)
			t := fmt.Sprintf("%s  %s\nCustomer: %s  Honda Civic %s\nWork: replace 12V battery, reset TPMS\nNote: anti-theft radio – serial %s, code %s (on file now). Nav also needed the code.", hdoRO(), hdoDate(), hdoFull(), hdoPlate(), ser, code)
			return hdoS("radio-code", "job-card", t, []string{code}, ser)
		},
		func() Sample {
			vin, pin := hdoVIN(), "0"+hdoDigitsAny(4)
			t := fmt.Sprintf("Key programming – %s\nVIN: %s\nImmo PIN: %s (read via OBD, dash %s)\nKeys learned: %d of %d\nTime: %d min", hdoOne("Golf 7", "Polo 6R", "Octavia III", "A3 8V"), vin, pin, hdoOne("VDO", "Bosch RB8", "Magneti Marelli"), hdoN(2, 3), hdoN(3, 4), hdoN(20, 70))
			return hdoS("immo-pin", "report", t, []string{pin}, vin)
		},
		func() Sample {
			pin := hdoDigitsAny(4)
			t := fmt.Sprintf("%s: lost all keys on a %s %s, what's the BCM PIN?\n%s: pulled it from the BCM dump: %s\n%s: 🙏 cutting the blade now", hdoName(), hdoOne("2016", "2019", "2014"), hdoOne("Qashqai", "Juke", "Micra", "X-Trail"), hdoName(), pin, hdoName())
			return hdoS("immo-pin", "chat", t, []string{pin})
		},
		func() Sample {
			pin := hdoDigitsAny(4)
			t := fmt.Sprintf("[%s] IM608 > %s > Immobilizer > Read PIN\n[%s] Communication OK\n[%s] PIN code: %s\n[%s] Add key: waiting for new transponder...\n[%s] Key added successfully (%d/8)", hdoClock(), hdoOne("Ford", "Kia", "Hyundai", "Vauxhall"), hdoClock(), hdoClock(), pin, hdoClock(), hdoClock(), hdoN(2, 4))
			return hdoS("immo-pin", "log", t, []string{pin})
		},
		func() Sample {
			pw := strings.ToUpper(rnd(hexs, 16))
			t := fmt.Sprintf("W%s EIS done on the bench. EIS password %s – calculated, took %d min with the power supply. Now writing the key file, %s", hdoOne("204", "212", "166", "906"), pw, hdoN(4, 25), hdoOne("then dealer key", "then back in the car", "key 3 and 4"))
			return hdoS("key-programming-password", "note", t, []string{pw})
		},
		func() Sample {
			code := hdoDigitsAny(hdoN(4, 6))
			t := fmt.Sprintf("Closing up (%s):\n- lights off in bays, compressor off\n- alarm code is %s then %s\n- roller doors down, key for the bike gate on the hook\n- %s on lates next week", hdoDate(), code, hdoOne("SET", "#", "the away button"), hdoName())
			return hdoS("alarm-code", "note", t, []string{code})
		},
		func() Sample {
			code := hdoDigitsAny(hdoN(4, 6))
			n := hdoName()
			t := fmt.Sprintf("Hi %s, welcome aboard! Your key cabinet PIN is %s – it logs every key you take out, so always use your own. Courtesy cars are slots 40–52.%s", n, code, hdoSig())
			return hdoS("key-cabinet-code", "mail", t, []string{code}, n)
		},
		func() Sample {
			code := hdoDigitsAny(4)
			t := fmt.Sprintf("Hi %s, your %s is ready from %s. We close at 18:00; if you come later the keys are in the drop box by the side door, code %s. Total £%d.%02d, pay online with the link we texted. – %s", hdoName(), hdoCar()[1], hdoClock(), code, hdoN(80, 900), hdoN(0, 99), pick(hdoDealers))
			return hdoS("key-drop-code", "sms", t, []string{code})
		},
		func() Sample {
			combo := fmt.Sprintf("%02d-%02d-%02d", hdoN(0, 99), hdoN(0, 99), hdoN(0, 99))
			t := fmt.Sprintf("Parts office safe: combo %s (changed %s after %s left). Petty cash and the spare master keys are in there.", combo, hdoDate(), hdoName())
			return hdoS("safe-code", "note", t, []string{combo})
		},
		func() Sample {
			code := hdoDigitsAny(4) + hdoOne("*", "#", "")
			t := fmt.Sprintf("%s: delivery driver for the tyres can't get in\n%s: back gate is %s, tell him to shut it after\n%s: 👍", hdoName(), hdoName(), code, hdoName())
			return hdoS("gate-code", "chat", t, []string{code})
		},
		func() Sample {
			ssid, key := hdoOne("WS-DIAG", "Werkstatt-Diag", "BAY-VCI", "Workshop-5G"), rnd(alnum, hdoN(12, 20))
			t := fmt.Sprintf("New router in the workshop. The VCIs and the tablets go on %s, key %s. Customer lounge stays on the old box. Don't give the workshop key to anyone outside the team.", ssid, key)
			return hdoS("wifi-key", "note", t, []string{key}, ssid)
		},
		func() Sample {
			ssid, psk := "ws-"+hdoSlug(pick(hdoCities)), hdoPw()
			t := fmt.Sprintf("interface=wlan0\nssid=%s\nhw_mode=g\nchannel=%d\nwpa=2\nwpa_key_mgmt=WPA-PSK\nwpa_passphrase=%s\nrsn_pairwise=CCMP\n", ssid, pick([]int{1, 6, 11}), psk)
			return hdoS("wifi-key", "config", t, []string{psk}, ssid)
		},
		func() Sample {
			pin := hdoDigitsAny(4)
			t := fmt.Sprintf("Job %s – Model 3 %s\nCustomer note: \"PIN to Drive is %s, please switch it back on when you're done\"\nWork: front upper control arms, alignment", hdoDigits(6), hdoPlate(), pin)
			return hdoS("vehicle-pin", "job-card", t, []string{pin})
		},
		func() Sample {
			seq := hdoDigitsAny(hdoN(4, 6))
			t := fmt.Sprintf("%s – customer has a Ghost immobiliser fitted. Disarm sequence: %s on the steering wheel buttons before pressing start. Don't lose the card, it's in the envelope with the key.", hdoPlate(), seq)
			return hdoS("immo-pin", "note", t, []string{seq})
		},
	}
}

func hdoCodeTraps() []func() Sample {
	return []func() Sample{
		func() Sample {
			t := fmt.Sprintf("Radio code requested for serial %s (VIN %s) via the dealer portal, ref %s. VW says 24–48h. Customer informed, car stays in.", hdoRadioSerial(), hdoVIN(), hdoDigits(7))
			return hdoT("trap-radio-serial", "note", t)
		},
		func() Sample {
			t := fmt.Sprintf("%s: %s radio is locked after the battery\n%s: code's on the card in the service book, customer has it, ring them on %s", hdoName(), hdoCar()[1], hdoName(), "07"+hdoDigits(9))
			return hdoT("trap-reference", "chat", t)
		},
		func() Sample {
			t := fmt.Sprintf("Key programming – %s\nVIN: %s\nImmo ID: %s\nImmo PIN: **** (online GeKo session required)\nResult: aborted, no online access\nDTC: %s", hdoOne("Golf 8", "Tiguan II", "Passat B8"), hdoVIN(), rnd(upper, 3)+rnd(digits, 1)+rnd(upper, 1)+rnd(digits, 1)+rnd(upper+digits, 8), hdoDTC())
			return hdoT("trap-masked", "report", t)
		},
		func() Sample {
			var b strings.Builder
			b.WriteString("| Make | Blade | Chip | FCC ID | MHz | Blank £ |\n|---|---|---|---|---|---|\n")
			for i := 0; i < hdoN(3, 5); i++ {
				b.WriteString(fmt.Sprintf("| %s | %s | %s | %s | %s | %d.%02d |\n", hdoCar()[0], hdoOne("HU66", "HU101", "HU92", "TOY43", "NSN14", "HY22"), hdoOne("ID48", "Hitag Pro", "Hitag2", "ID46", "8A", "Megamos AES"), rnd(upper+digits, 3)+rnd(upper, 1)+rnd(digits+upper, 3), hdoOne("433", "315", "868"), hdoN(5, 90), hdoN(0, 99)))
			}
			return hdoT("trap-part-number", "markdown", b.String())
		},
		func() Sample {
			t := fmt.Sprintf("Alarm code got changed after %s left. %s has the new one, ask her in person – don't put it in here.", hdoName(), hdoName())
			return hdoT("trap-password-talk", "chat", t)
		},
		func() Sample {
			t := fmt.Sprintf("Safe log %s\n%s opened by %s – float £%d counted, spare keys x%d\n%s closed by %s", hdoDate(), hdoClock(), hdoName(), hdoN(100, 300), hdoN(4, 20), hdoClock(), hdoName())
			return hdoT("trap-log", "log", t)
		},
		func() Sample {
			t := fmt.Sprintf("Customer Wi-Fi: %s-Guest – no password, just accept the terms on the splash page. Staff: please use the workshop network, ask %s to add your phone.", strings.ReplaceAll(pick(hdoDealers), " ", ""), hdoName())
			return hdoT("trap-password-talk", "sign", t)
		},
		func() Sample {
			t := fmt.Sprintf("Most pre-2010 VAG dashes give up the 4-digit immo PIN over OBD; from MQB onwards you need the online component protection (GeKo) or the dump from the %s. The PIN is always 5 digits on the label, with a leading 0.", hdoOne("EEPROM", "24C32", "95320"))
			return hdoT("trap-password-talk", "wiki", t)
		},
		func() Sample {
			t := fmt.Sprintf("%s  %s\nComplaint: car won't start, key light flashing\nFound: %s immobiliser not authorised, %s\nKeys on hook %d, customer tel %s\nAction: ordered key %s, programme on arrival", hdoRO(), hdoVIN(), hdoOne("B10A3", "P1260", "U0167", "B2799"), hdoOne("antenna ring OK", "transponder not read"), hdoN(1, 60), "0"+hdoDigits(10), hdoPartNo())
			return hdoT("trap-dtc", "job-card", t)
		},
		func() Sample {
			t := fmt.Sprintf("Hi %s, your car's ready from %s. We close at 18:00; for later pick-up ring us and we'll text you the drop-box code on the day. Invoice %s, total £%d.%02d. – %s", hdoName(), hdoClock(), "INV"+hdoDigits(6), hdoN(80, 900), hdoN(0, 99), pick(hdoDealers))
			return hdoT("trap-password-talk", "sms", t)
		},
		func() Sample {
			t := fmt.Sprintf("interface=wlan0\nssid=ws-%s\nwpa=2\nwpa_key_mgmt=WPA-PSK\n# wpa_passphrase is set by ansible from the vault, don't edit here\nwpa_passphrase=__VAULT_WIFI_PSK__\n", hdoSlug(pick(hdoCities)))
			return hdoT("trap-placeholder", "config", t)
		},
		func() Sample {
			t := fmt.Sprintf("Lost your radio code? We can get it from the manufacturer for £%d. Bring the V5C, photo ID and the radio serial number (we can read it for you). Usually back within %d working days.", hdoN(10, 30), hdoN(1, 3))
			return hdoT("trap-password-talk", "web", t)
		},
		func() Sample {
			t := fmt.Sprintf("Invoice %s – %s %s\n2 x remote key %s (%s)   £%d.00\nKey programming (diag), 1.0 h          £%d.00\nBlade cut %s                          £%d.00\nVAT 20%%, paid by card ****%s", "INV"+hdoDigits(6), hdoCarName(), hdoPlate(), hdoPartNo(), hdoOne("ID48", "Hitag Pro", "Hitag AES"), hdoN(90, 300), hdoN(60, 140), hdoOne("HU66", "HU101", "TOY48"), hdoN(10, 40), rnd(digits, 4))
			return hdoT("trap-part-number", "invoice", t)
		},
	}
}
