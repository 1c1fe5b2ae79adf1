package main

import (
	"fmt"
	"strings"
)

func hatCode() string {
	return hatDig(hatN(4, 6))
}

func hatRecovery() []string {
	var out []string
	style := rng.IntN(3)
	for i := 0; i < hatN(4, 8); i++ {
		switch style {
		case 0:
			out = append(out, hatHex(5)+"-"+hatHex(5))
		case 1:
			out = append(out, hatR(lower+digits, 4)+"-"+hatR(lower+digits, 4)+"-"+hatR(lower+digits, 4))
		default:
			out = append(out, hatR(digits, 4)+" "+hatR(digits, 4))
		}
	}
	return out
}

func hatProse(b *hatBag) {
	// Passwords in prose, in many grammars.
	b.run(26, func() {
		pw := hatPw()
		p := hatP(hatProps...)
		sys := hatP("Yardi", "AppFolio", "Buildium", "the owner portal", "the ConEd account", "the water utility portal",
			"the Home Depot Pro account", "the Otis eService login", "the Tridium workbench", "the NVR", "the tenant app admin")
		brand := hatP("Yardi", "AppFolio", "Buildium", "Rent Manager", "Otis eService", "Niagara", "Hik-Connect")
		var t string
		switch rng.IntN(14) {
		case 0:
			t = "the password for " + sys + " is " + pw
		case 1:
			t = "Password for " + sys + " at " + p + " changed to " + pw + " this morning."
		case 2:
			t = "pw for " + sys + ": " + pw
		case 3:
			t = "I reset " + sys + " — new password " + pw + ", write it in the binder"
		case 4:
			t = "FYI " + sys + " pass is now " + pw
		case 5:
			t = "we set the " + sys + " password to \"" + pw + "\" until the new manager starts"
		case 6:
			t = "Remember: " + pw + " is the password for " + sys + "."
		case 7:
			t = "contraseña de " + brand + ": " + pw
		case 8:
			t = "Das Passwort für " + brand + " lautet " + pw + "."
		case 9:
			t = "le mot de passe de " + brand + " est " + pw
		case 10:
			t = brand + " のパスワードは " + pw + " です。"
		case 11:
			t = brand + " 的密码是 " + pw
		case 12:
			t = "пароль от " + brand + " — " + pw
		default:
			t = "a senha do " + brand + " é " + pw + ", não compartilhe"
		}
		if rng.IntN(3) == 0 {
			keep := "Elevator inspection is booked for " + hatDate() + "."
			b.add("password-prose", "note-multiline", "Notes for "+p+"\n"+t+"\n"+keep, []string{pw}, keep)
			return
		}
		b.add("password-prose", hatP("chat", "note", "memory"), t, []string{pw})
	})

	// Wi-Fi for tenants, staff and contractors.
	b.run(20, func() {
		ssid := hatP("MapleCourt-Residents", "HVL_Guest", "Elmwood-Staff", "Meridian Lobby", "BLDG-MGMT", "Juniper_5G", "SunsetRidge-Amenity")
		pw := hatP(hatHumanPw(), hatRandPw(), strings.ToLower(hatP(hatWords...))+hatDig(4))
		switch rng.IntN(9) {
		case 0:
			b.add("wifi", "note", fmt.Sprintf("Wi-Fi: %s / pw %s", ssid, pw), []string{pw})
		case 1:
			b.add("wifi", "listing", fmt.Sprintf("Welcome to your new home!\nNetwork: %s\nPassword: %s\nTrash day is Tuesday; recycling goes in the blue bins.", ssid, pw), []string{pw}, "Trash day is Tuesday; recycling goes in the blue bins.")
		case 2:
			b.add("wifi", "chat", fmt.Sprintf("the clubhouse wifi is %s and the password is %s", ssid, pw), []string{pw})
		case 3:
			b.add("wifi", "qr", fmt.Sprintf("WIFI:T:WPA;S:%s;P:%s;;", ssid, pw), []string{pw})
		case 4:
			b.add("wifi", "chat-es", fmt.Sprintf("Hola, la red es %s y la clave del wifi es %s. Cualquier cosa me avisas.", ssid, pw), []string{pw})
		case 5:
			b.add("wifi", "chat-de", fmt.Sprintf("WLAN im Gemeinschaftsraum: %s, Kennwort %s", ssid, pw), []string{pw})
		case 6:
			b.add("wifi", "config", fmt.Sprintf("network={\n    ssid=\"%s\"\n    psk=\"%s\"\n    key_mgmt=WPA-PSK\n}", ssid, pw), []string{pw}, "key_mgmt=WPA-PSK")
		case 7:
			b.add("wifi", "chat-fr", fmt.Sprintf("Le wifi de la loge : %s, mot de passe %s", ssid, pw), []string{pw})
		default:
			b.add("wifi", "handover", fmt.Sprintf("Contractor Wi-Fi (plant room AP)\nSSID %s\nWPA2 key: %s\nExpires at handover.", ssid, pw), []string{pw}, "Expires at handover.")
		}
	})

	// Door, gate, garage, lockbox and alarm codes.
	b.run(28, func() {
		c := hatCode()
		p := hatP(hatProps...)
		n := hatP(hatNames...)
		switch rng.IntN(15) {
		case 0:
			b.add("access-code", "listing", fmt.Sprintf("SHOWING INSTRUCTIONS: Vacant. Supra lockbox on the side gate, code %s. Please turn off lights and lock the deadbolt.", c), []string{c}, "Please turn off lights and lock the deadbolt.")
		case 1:
			b.add("access-code", "chat", fmt.Sprintf("gate code is %s# for %s, the callbox is broken", c, p), []string{c})
		case 2:
			b.add("access-code", "note", fmt.Sprintf("Garage keypad at %s: %s (changes on the 1st)", hatP(hatStreets...), c), []string{c})
		case 3:
			b.add("access-code", "ticket", fmt.Sprintf("WO-%d Leak under kitchen sink, unit %d\nEntry: tenant OK'd entry, lockbox code %s\nPriority: high", hatN(10000, 99999), hatN(101, 999), c), []string{c}, "Priority: high")
		case 4:
			b.add("access-code", "note", fmt.Sprintf("Alarm panel (Honeywell Vista) master code %s, installer code changed from default", c), []string{c})
		case 5:
			b.add("access-code", "chat", fmt.Sprintf("[%s] %s: disarm code for the leasing office is %s, arm it when you leave", hatTime(), n, c), []string{c})
		case 6:
			b.add("access-code", "chat-es", fmt.Sprintf("El código del portón es %s y el del candado %s.", c, hatDig(4)), []string{c})
		case 7:
			b.add("access-code", "smart-lock", fmt.Sprintf("Schlage Encode on unit %d front door — guest PIN %s valid %s through %s", hatN(1, 40), c, hatDate(), hatDate()), []string{c})
		case 8:
			b.add("access-code", "chat-de", fmt.Sprintf("Der Schlüsseltresor hängt am Zaun, Code %s. Bitte danach wieder verstellen.", c), []string{c})
		case 9:
			b.add("access-code", "chat-fr", fmt.Sprintf("Le digicode de l'immeuble est %s, puis 2e étage à gauche.", c), []string{c})
		case 10:
			b.add("access-code", "email", fmt.Sprintf("Hi %s,\n\nThe roofers can get in through the service entrance. Keypad: %s.\nThe ladder is in the B2 storage cage.\n\n%s", n, c, hatP(hatNames...)), []string{c}, "The ladder is in the B2 storage cage.")
		case 11:
			b.add("access-code", "chat-ja", fmt.Sprintf("オートロックの暗証番号は %s です。宅配ボックスは1階にあります。", c), []string{c})
		case 12:
			b.add("access-code", "note", fmt.Sprintf("Igloohome keybox at %s — one-time PIN %s for the cleaners", p, c), []string{c})
		case 13:
			b.add("access-code", "chat-pt", fmt.Sprintf("A senha do portão da garagem é %s, o controle está na portaria.", c), []string{c})
		default:
			b.add("access-code", "runbook", fmt.Sprintf("After-hours callout, %s:\n1. Gate: key in %s on the keypad.\n2. Boiler room key is on the red tag.\n3. Log the visit in the binder.", p, c), []string{c}, "2. Boiler room key is on the red tag.")
		}
	})

	// TOTP seeds and recovery codes.
	b.run(14, func() {
		seed := hatR(b32, []int{16, 32}[rng.IntN(2)])
		acct := hatP("yardi", "appfolio", "brivo", "quickbooks", "owner-portal")
		switch rng.IntN(5) {
		case 0:
			b.add("totp-seed", "uri", fmt.Sprintf("otpauth://totp/%s:ops%%40harborpm.com?secret=%s&issuer=%s&digits=6", acct, seed, acct), []string{seed})
		case 1:
			b.add("totp-seed", "note", fmt.Sprintf("2FA seed for the shared %s login (so the night manager can add it): %s", acct, seed), []string{seed})
		case 2:
			s := strings.ToLower(seed)
			var parts []string
			for i := 0; i+4 <= len(s); i += 4 {
				parts = append(parts, s[i:i+4])
			}
			sp := strings.Join(parts, " ")
			b.add("totp-seed", "chat", fmt.Sprintf("can't scan the QR? type this key in the authenticator: %s", sp), []string{sp})
		case 3:
			codes := hatRecovery()
			b.add("recovery-codes", "note", fmt.Sprintf("%s recovery codes (shared mgmt account):\n%s\nKeep in the safe.", acct, strings.Join(codes, "\n")), codes, "Keep in the safe.")
		default:
			codes := hatRecovery()[:3]
			b.add("recovery-codes", "chat", fmt.Sprintf("backup codes for %s if I'm on leave: %s", acct, strings.Join(codes, ", ")), codes)
		}
	})
}
