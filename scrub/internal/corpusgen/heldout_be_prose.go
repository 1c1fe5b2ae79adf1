package main

import "strings"

// Passwords, PINs, door codes, Wi-Fi keys, TOTP seeds and recovery codes in prose.

func hbeProseSamples() []Sample {
	var out []Sample
	// passwords in many grammars and languages
	for i := 0; i < 40; i++ {
		p := hbePw()
		sys := hbeSystem()
		n := hbeName()
		var s Sample
		switch i % 22 {
		case 0:
			s = hbeSec("password-prose", "chat", hbeF("the %s password is %s", sys, p), p)
		case 1:
			s = hbeSec("password-prose", "chat", hbeF("%s changed the extranet pw to %s yesterday", n, p), p)
		case 2:
			s = hbeSec("password-prose", "chat", hbeF("pwd for the group inbox: %s", p), p)
		case 3:
			s = hbeSec("password-prose", "chat", hbeF("remember: %s is what we use on %s now (old one expired)", p, sys), p)
		case 4:
			s = hbeSec("password-prose", "chat-es", hbeF("La contraseña de %s es %s, no la apuntes en la pizarra", sys, p), p)
		case 5:
			s = hbeSec("password-prose", "chat-de", hbeF("Das Kennwort für %s lautet %s.", sys, p), p)
		case 6:
			s = hbeSec("password-prose", "chat-fr", hbeF("Le mot de passe du %s est « %s »", sys, p), p)
		case 7:
			s = hbeSec("password-prose", "chat-it", hbeF("la password nuova del gestionale è %s", p), p)
		case 8:
			s = hbeSec("password-prose", "chat-pt", hbeF("a senha do %s agora é %s", sys, p), p)
		case 9:
			s = hbeSec("password-prose", "chat-nl", hbeF("wachtwoord van %s: %s", sys, p), p)
		case 10:
			s = hbeSec("password-prose", "chat-pl", hbeF("hasło do %s to %s", sys, p), p)
		case 11:
			s = hbeSec("password-prose", "chat-el", hbeF("ο κωδικός για το %s είναι %s", sys, p), p)
		case 12:
			s = hbeSec("password-prose", "chat-ar", hbeF("كلمة المرور لنظام %s هي %s", sys, p), p)
		case 13:
			s = hbeSec("password-prose", "chat-zh", hbeF("%s 的密码是 %s", sys, p), p)
		case 14:
			s = hbeSec("password-prose", "chat-ko", hbeF("%s 비밀번호: %s", sys, p), p)
		case 15:
			s = hbeSec("password-prose", "chat-hi", hbeF("%s का पासवर्ड %s है", sys, p), p)
		case 16:
			s = hbeSec("password-prose", "notes", hbeF("Supplier call with %s (%s)\n- they reset our account\n- temporary password: %s\n- must be changed within 24h\n- next contract review in March", hbeAgency(), n, p), p)
			s = hbeKeep(s, "- next contract review in March")
		case 17:
			s = hbeSec("password-prose", "chat", hbeF("I set it to %s so it's easy for the night team", p), p)
		case 18:
			s = hbeSec("password-prose", "chat", hbeF("%s, passcode %s", sys, p), p)
		case 19:
			s = hbeSec("password-prose", "email", hbeF("Subject: Access to the visa portal\n\n%s, the password for the shared embassy account is now %s. Please do not save it in the browser.\n\nThanks", n, p), p)
			s = hbeKeep(s, "Subject: Access to the visa portal")
		case 20:
			s = hbeSec("password-prose", "chat-sv", hbeF("lösenordet till %s är %s", sys, p), p)
		default:
			s = hbeSec("password-prose", "chat", hbeF("new password → %s (for %s)", p, sys), p)
		}
		out = append(out, s)
	}
	// GDS terminal sign-ins with a password
	for i := 0; i < 10; i++ {
		p := hbeR(hbeUpDig, hbeN(8, 10))
		switch i % 5 {
		case 0:
			out = append(out, hbeSec("gds-signin", "terminal", hbeF("JI%sBS/SU.%s\nJGD/%s\n>AN%s%s%s", hbeR(hbeDig, 4), hbeR(hbeUpper, 2), p, hbeDate(), hbeCity(), hbeCity()), p))
		case 1:
			out = append(out, hbeSec("gds-signin", "chat", hbeF("Sabre sign in: SI*%s then password %s, PCC %s", hbeR(hbeDig, 5), p, hbeR(hbeUpDig, 4)), p))
		case 2:
			out = append(out, hbeSec("gds-signin", "notes", hbeF("Galileo training terminal\nSON/ZTRN%s\npassword: %s\nthen: A%s%s%s", hbeR(hbeDig, 3), p, hbeDate(), hbeCity(), hbeCity()), p))
		case 3:
			out = append(out, hbeSec("gds-signin", "chat-es", hbeF("para entrar en Amadeus: firma %s, contraseña %s, oficina MAD1S2%s", hbeR(hbeDig, 4)+"MG", p, hbeR(hbeDig, 3)), p))
		default:
			out = append(out, hbeSec("gds-signin", "chat", hbeF("Worldspan login: %s pw %s", hbeR(hbeUpper, 3)+hbeR(hbeDig, 3), p), p))
		}
	}
	// Wi-Fi
	for i := 0; i < 14; i++ {
		p := hbeP(hbeHumanPw(), hbeR(hbeAlnum, 12), strings.ToLower(hbeWords[rng.IntN(len(hbeWords))])+hbeR(hbeDig, 4))
		ssid := hbeP("Miramar_Guest", "Riad-Staff", "BUS-"+hbeR(hbeDig, 3), "Lobby5G", "TourOffice", "VillaOlea")
		switch i % 7 {
		case 0:
			out = append(out, hbeSec("wifi", "chat", hbeF("wifi on the coach: %s / %s", ssid, p), p))
		case 1:
			out = append(out, hbeSec("wifi", "notes", hbeF("Welcome pack for the group\nBreakfast 7:00–10:30, terrace\nWi-Fi: %s\nPassword: %s\nCheck-out 11:00", ssid, p), p))
			out[len(out)-1] = hbeKeep(out[len(out)-1], "Check-out 11:00")
		case 2:
			out = append(out, hbeSec("wifi", "qr", hbeF("WIFI:T:WPA;S:%s;P:%s;;", ssid, p), p))
		case 3:
			out = append(out, hbeSec("wifi", "chat-es", hbeF("la clave del wifi del hotel es %s", p), p))
		case 4:
			out = append(out, hbeSec("wifi", "chat-fr", hbeF("code wifi de la réception : %s", p), p))
		case 5:
			out = append(out, hbeSec("wifi", "chat-de", hbeF("WLAN %s, Schlüssel %s", ssid, p), p))
		default:
			out = append(out, hbeSec("wifi", "chat", hbeF("network %s, passphrase is %s", ssid, p), p))
		}
	}
	// PINs and door codes
	for i := 0; i < 16; i++ {
		c := hbeR(hbeDig, hbeN(4, 6))
		var s Sample
		switch i % 8 {
		case 0:
			s = hbeSec("door-code", "chat", hbeF("key safe at the apartment entrance, code %s", c), c)
		case 1:
			s = hbeSec("door-code", "notes", hbeF("Self check-in %s\n1. Main door code: %s#\n2. Flat 3B, keys in the drawer\n3. Leave keys on the table", hbeHotel(), c), c)
			s = hbeKeep(s, "2. Flat 3B, keys in the drawer")
		case 2:
			s = hbeSec("pin", "chat", hbeF("corporate card PIN is %s, only for the fuel at the depot", c), c)
		case 3:
			s = hbeSec("pin", "chat-es", hbeF("el PIN de la tarjeta de la agencia es %s", c), c)
		case 4:
			s = hbeSec("door-code", "chat-it", hbeF("il codice del portone è %s", c), c)
		case 5:
			s = hbeSec("pin", "chat", hbeF("safe in room 214: %s", c), c)
		case 6:
			s = hbeSec("door-code", "chat-de", hbeF("Türcode Büro: %s", c), c)
		default:
			s = hbeSec("pin", "chat", hbeF("voicemail pin for the emergency line is %s", c), c)
		}
		out = append(out, s)
	}
	// TOTP seeds
	for i := 0; i < 12; i++ {
		t := hbeTOTP()
		acct := hbeUser()
		switch i % 4 {
		case 0:
			out = append(out, hbeSec("totp-seed", "uri", hbeF("otpauth://totp/%s:%s?secret=%s&issuer=%s", "Booking.com", acct, t, "Booking.com"), t))
		case 1:
			out = append(out, hbeSec("totp-seed", "chat", hbeF("2FA setup key for the Expedia account: %s (scan didn't work, typed it in)", t), t))
		case 2:
			spaced := strings.ToLower(t[:4] + " " + t[4:8] + " " + t[8:12] + " " + t[12:16])
			out = append(out, hbeSec("totp-seed", "chat", hbeF("authenticator key: %s", spaced), spaced))
		default:
			out = append(out, hbeSec("totp-seed", "notes", hbeF("MFA for %s\nseed: %s\nbackup phone: reception desk", hbeSystem(), t), t))
		}
	}
	// recovery codes
	for i := 0; i < 10; i++ {
		var codes []string
		k := hbeN(3, 6)
		for j := 0; j < k; j++ {
			switch i % 3 {
			case 0:
				codes = append(codes, hbeR(hbeHex, 5)+"-"+hbeR(hbeHex, 5))
			case 1:
				codes = append(codes, hbeR(hbeDig, 4)+" "+hbeR(hbeDig, 4))
			default:
				codes = append(codes, hbeR(hbeUpDig, 4)+"-"+hbeR(hbeUpDig, 4)+"-"+hbeR(hbeUpDig, 4))
			}
		}
		var text string
		switch i % 2 {
		case 0:
			text = hbeF("Recovery codes for %s (keep offline):\n%s", hbeSystem(), strings.Join(codes, "\n"))
		default:
			text = hbeF("backup codes: %s", strings.Join(codes, ", "))
		}
		out = append(out, hbeSec("recovery-codes", "notes", text, codes...))
	}
	return out
}
