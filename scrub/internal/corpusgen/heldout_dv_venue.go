package main

import "strings"

// Venues, rehearsal rooms and tour life: Wi-Fi keys, door, alarm, safe and locker codes,
// shared accounts, recovery codes, TOTP seeds, SSH keys, SIM and card PINs.

func hdvSSID() string {
	return pick([]string{"", "The"}) + strings.ReplaceAll(pick([]string{"Lantern", "Apolo", "Paradiso", "Billet", "Vega", "PetitBain", "Melkweg", "Whelans", "Festsaal", "Brudenell"}), " ", "") + pick([]string{"_Crew", "-Backstage", " Artists", "_GUEST", "-Prod", "_5G", " Staff"})
}

func hdvVenueGens() []hdvGen {
	return []hdvGen{
		{5, func() Sample {
			ssid, key := hdvSSID(), hdvWifi()
			v := hdvVenue()
			t := hdvF("ADVANCE SHEET – %s\nDate: %s\nLoad-in: 15:00 via rear yard (max 7.5 t)\nSoundcheck: 16:30–17:30\nDoors: 19:30 / Curfew: 23:00\nParking: 1 bus + 1 van on site\nWi-Fi: %s / %s\nCatering: hot meal 18:00, 2 vegan\nHospitality contact: %s %s", v, hdvDate(), ssid, key, hdvName(), hdvPhone())
			return hdvS("wifi-key", "advance-sheet", t, hdvL(key), ssid, v)
		}},
		{4, func() Sample {
			ssid, key := hdvSSID(), hdvWifi()
			t := hdvF("%s: backstage wifi is %s, pw %s\n%s: the 5G one doesn't reach the dressing rooms btw", hdvName(), ssid, key, hdvName())
			return hdvS("wifi-key", "chat", t, hdvL(key), ssid)
		}},
		{3, func() Sample {
			ssid, key := hdvSSID(), hdvWifi()
			t := hdvF("Bonjour,\n\nQuelques infos pratiques pour jeudi :\n- Wifi : réseau « %s », mot de passe : %s\n- Loges au 1er étage, clés à l'accueil\n- Repas à 18h30\n\nÀ jeudi,\n%s, régie %s", ssid, key, hdvName(), hdvVenue())
			return hdvS("wifi-key", "mail", t, hdvL(key), ssid)
		}},
		{3, func() Sample {
			ssid, key := hdvSSID(), hdvWifi()
			t := hdvF("Info artiesten %s\nwifi: %s\nwachtwoord: %s\nkleedkamer 2 is voor de support act\nbier in de koelkast is gratis, sterke drank niet :)", hdvVenue(), ssid, key)
			return hdvS("wifi-key", "note", t, hdvL(key), ssid)
		}},
		{4, func() Sample {
			code := hdvPIN(hdvN(4, 6)) + pick([]string{"#", "", "*", ""})
			t := hdvF("%s: stage door code is %s, if the keypad's dead ring the bell and ask for %s. load out through the same door after 23:30", hdvName(), code, hdvName())
			return hdvS("door-code", "chat", t, hdvL(code))
		}},
		{4, func() Sample {
			code := hdvPIN(4)
			t := hdvF("Getting in on Sunday (nobody on site till 14:00):\nThere's a key safe to the left of the loading bay shutter. Code %s. Take the green tag key, put it back and scramble the dials when you leave.", code)
			return hdvS("keysafe-code", "note", t, hdvL(code))
		}},
		{4, func() Sample {
			code := hdvPIN(hdvN(4, 6))
			room := pick([]string{"Room 3", "the big room", "Studio B", "the basement"})
			t := hdvF("Rehearsal space rules\n1. Last one out sets the alarm: %s then OFF, you have 30 s.\n2. Drums stay in %s, don't move the kit.\n3. Bins out on Thursday.", code, room)
			return hdvS("alarm-code", "note", t, hdvL(code), room)
		}},
		{3, func() Sample {
			code := hdvPIN(hdvN(5, 8))
			t := hdvF("Box office close-down:\n- Count floats, fill in the sheet\n- Cash + card slips in the safe (code %s), NOT the drawer\n- Email totals to %s before you leave", code, hdvName())
			return hdvS("safe-code", "handover", t, hdvL(code))
		}},
		{3, func() Sample {
			combo := hdvF("%d-%d-%d", hdvN(1, 39), hdvN(1, 39), hdvN(1, 39))
			if rng.IntN(2) == 0 {
				combo = hdvPIN(4)
			}
			t := hdvF("%s: gear locker 14 at the studio, padlock combination %s. my pedalboard is in there, please don't take the TC tuner", hdvName(), combo)
			return hdvS("locker-code", "chat", t, hdvL(combo))
		}},
		{3, func() Sample {
			ssid := pick([]string{"TourBus-MiFi", "NIGHTLINER_07", "VanLife_4G", "HUAWEI-" + rnd(upper+digits, 4)})
			key := hdvWifi()
			t := hdvF("Bus info\n- driver: %s (%s)\n- hotspot: %s / %s (50 GB, no Netflix please)\n- bunks: first come first served, no feet first\n- no number twos on the bus", hdvName(), hdvPhone(), ssid, key)
			return hdvS("wifi-key", "note", t, hdvL(key), ssid)
		}},
		{3, func() Sample {
			pw := hdvPass()
			t := hdvF("FOH laptop (MacBook, sticker \"%s\"):\nuser: foh\npassword: %s\nShow files in ~/Shows/%d, back up to the USB stick after every show.", hdvBand(), pw, 2025)
			return hdvS("laptop-password", "tech-notes", t, hdvL(pw))
		}},
		{3, func() Sample {
			key := hdvWifi()
			t := hdvF("X32 access point: network \"X32-FOH\", WPA key %s. Mixing Station on the iPad connects to %s. Don't put the stage box on the venue network.", key, hdvIP())
			return hdvS("wifi-key", "tech-notes", t, hdvL(key), "X32-FOH")
		}},
		{3, func() Sample {
			pw := hdvPass()
			ip := hdvIP()
			t := hdvF("venue network:\n  router: %s\n  router_admin_password: \"%s\"\n  dante_vlan: 20\n  lighting_vlan: 30  # sACN, keep isolated", ip, pw)
			return hdvS("router-password", "yaml", t, hdvL(pw), ip)
		}},
		{4, func() Sample {
			var codes []string
			var lines []string
			for i := 0; i < hdvN(2, 3); i++ {
				c := rnd(lower+digits, 5) + "-" + rnd(lower+digits, 5)
				if rng.IntN(2) == 0 {
					c = rnd(digits, 4) + " " + rnd(digits, 4)
				}
				codes = append(codes, c)
				lines = append(lines, "  "+c)
			}
			acct := pick([]string{"Instagram", "the band Google account", "Meta Business", "the YouTube channel", "TikTok"})
			t := hdvF("Backup codes for %s (the rest are used up):\n%s\nEach works once. Generate new ones when these are gone.", acct, strings.Join(lines, "\n"))
			return hdvS("recovery-code", "note", t, codes)
		}},
		{4, func() Sample {
			seed := rnd(b32, pick([]int{16, 32}))
			acct := hdvSlug(hdvBand())
			iss := pick([]string{"Instagram", "Bandcamp", "DistroKid", "Shopify"})
			if rng.IntN(2) == 0 {
				t := hdvF("%s: adding the 2FA for %s to your authenticator too – setup key %s (time based)\n%s: done, shows 6 digits 👍", hdvName(), iss, seed, hdvName())
				return hdvS("totp-seed", "chat", t, hdvL(seed))
			}
			t := hdvF("Shared 2FA for the %s account (scan or paste into the band phone):\notpauth://totp/%s:%s?secret=%s&issuer=%s&algorithm=SHA1&digits=6&period=30", iss, iss, acct, seed, iss)
			return hdvS("totp-seed", "uri", t, hdvL(seed))
		}},
		{3, func() Sample {
			body := hdvPEMBody(hdvN(3, 5), "\n")
			t := hdvF("website VPS deploy key (root@%s-web):\n\n-----BEGIN OPENSSH PRIVATE KEY-----\n%s\n-----END OPENSSH PRIVATE KEY-----\n\npublic half is already in authorized_keys", hdvSlug(hdvBand()), body)
			return hdvS("private-key", "note", t, hdvL(body))
		}},
		{3, func() Sample {
			u := "booking@" + hdvSlug(hdvBand()) + ".com"
			pw := hdvPass()
			id := "IT-" + rnd(digits, 4)
			t := hdvF("%s – can't send from booking inbox on phone\nReporter: %s\n\nAccount %s, password %s (just changed it). Outlook app says authentication failed, webmail works.", id, hdvName(), u, pw)
			return hdvS("email-password", "ticket", t, hdvL(pw), u, id)
		}},
		{4, func() Sample {
			pw := hdvPass()
			acct := "@" + hdvSlug(hdvBand())
			t := hdvF("[%s] %s: insta password for %s is %s, post the tour poster at 12:00 and the stories at 18:00 pls", hdvF("%02d:%02d", hdvN(8, 23), hdvN(0, 59)), hdvName(), acct, pw)
			return hdvS("social-password", "chat", t, hdvL(pw), acct)
		}},
		{3, func() Sample {
			pin := hdvPIN(4)
			puk := rnd(digits, 8)
			t := hdvF("Tour phone (the cracked Samsung): SIM PIN %s, PUK %s. Number %s. Charger lives in the production case.", pin, puk, hdvPhone())
			return hdvS("sim-pin", "note", t, hdvL(pin, puk))
		}},
		{3, func() Sample {
			pin := hdvPIN(4)
			t := hdvF("%s: float card is in the merch case, PIN %s. max 200 a day from the ATM, keep the receipts for the accountant", hdvName(), pin)
			return hdvS("card-pin", "chat", t, hdvL(pin))
		}},
		{3, func() Sample {
			u := hdvEmail("prensa")
			pw := hdvPass()
			t := hdvF("Acta reunión festival – %s\n· Acreditaciones: el portal abre el lunes. Usuario %s, contraseña %s\n· Backline: lo pone el festival\n· Horario: 20:10–21:00, escenario 2", hdvDate(), u, pw)
			return hdvS("portal-password", "meeting-notes", t, hdvL(pw), u)
		}},
		{3, func() Sample {
			ssid := hdvSSID()
			key := hdvWifi()
			for strings.ContainsAny(key, ";,:\\\"") {
				key = hdvWifi()
			}
			t := hdvF("<!-- printed on the backstage sign, QR for artists -->\n<img alt=\"wifi\" data-qr=\"WIFI:S:%s;T:WPA;P:%s;;\" src=\"/img/wifi-qr.png\">", ssid, key)
			return hdvS("wifi-key", "html", t, hdvL(key), ssid)
		}},
		{3, func() Sample {
			code := hdvPIN(4)
			h := pick([]string{"Hotel Ibis Centre", "Motel One", "Generator Hostel", "Premier Inn"})
			t := hdvF("DAY SHEET %s\nHotel: %s, 4x twin\nRoom safe in 312 (%s's room) has the passports + settlement cash, code %s\nBus call: 10:00", hdvDate(), h, hdvName(), code)
			return hdvS("safe-code", "day-sheet", t, hdvL(code), h)
		}},
		{3, func() Sample {
			k1, k2 := hdvWifi(), hdvWifi()
			for strings.Contains(k1, ",") || strings.Contains(k2, ",") || k1 == k2 {
				k1, k2 = hdvWifi(), hdvWifi()
			}
			c1, c2 := hdvCity(), hdvCity()
			t := hdvF("date,city,venue,load_in,wifi_ssid,wifi_pass\n%s,%s,%s,15:00,%s,%s\n%s,%s,%s,14:30,%s,%s\n", hdvDate(), c1, hdvVenue(), hdvSSID(), k1, hdvDate(), c2, hdvVenue(), hdvSSID(), k2)
			return hdvS("wifi-key", "csv", t, hdvL(k1, k2))
		}},
		{3, func() Sample {
			pw := hdvPass()
			t := hdvF("Signage screens in the foyer run Xibo. CMS: https://signage.%s.local, user %s, pw %s. Upload the poster as 1080x1920 PNG.", hdvSlug(hdvVenue()), pick([]string{"foyer", "signage", "marketing"}), pw)
			return hdvS("cms-password", "note", t, hdvL(pw))
		}},
	}
}
