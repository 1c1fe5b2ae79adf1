package main

import (
	"fmt"
	"strings"
)

// Door controllers, keypads, key safes, intercoms and card encoding keys.

func hddAccessTpls() []hddTpl {
	return []hddTpl{
		{"door-code-chat", 8, func() Sample {
			code := hddPin(hddIn(4, 6))
			door := hddPick("side door", "staff entrance", "bin store", "back gate", "plant room", "roof access")
			t := fmt.Sprintf("%s: keypad on the %s is live. code is %s%s\n%s: ta, will let the cleaners know\n%s: dont write it on the wall again 🙄",
				hddWho(), door, code, hddPick("#", " then #", "", " + key symbol"), "Site mgr", hddWho())
			return Sample{Category: "door-code", Format: "chat", Text: t, Secrets: []string{code}, Keep: []string{door}}
		}},
		{"keysafe-handover", 5, func() Sample {
			code := hddPin(4)
			t := fmt.Sprintf("Access for engineers – %s\n- Key safe: %s, code %s\n- Alarm panel is behind the door on the left\n- Parking: %s\n- Out of hours contact: %s",
				hddSite(), hddPick("left of the meter box", "on the wall by the bins", "behind the downpipe at the rear"), code, hddPick("visitors bays only", "on the street after 6", "yard, gate open 7-18"), hddPick("07700 900"+hddRnd(hddDig, 3), "+351 91"+hddRnd(hddDig, 7), "+44 7700 900"+hddRnd(hddDig, 3)))
			return Sample{Category: "keysafe-code", Format: "notes", Text: t, Secrets: []string{code}}
		}},
		{"gate-code-mail", 5, func() Sample {
			code := hddPin(hddIn(4, 5))
			t := fmt.Sprintf("Hi,\n\nJust to confirm we're booked in for %s to replace the gate controller at %s. Could you send us the gate code or leave the pedestrian gate open?\n\n> Hi, the gate code is %s. Please shut it behind you, we've had problems.\n\nThanks, %s",
				hddPick("Tuesday", "Thursday 8am", "the 14th", "Monday morning"), hddSite(), code, hddWho())
			return Sample{Category: "gate-code", Format: "mail", Text: t, Secrets: []string{code}}
		}},
		{"net2-login", 5, func() Sample {
			pw := hddPw()
			t := fmt.Sprintf("Net2 Pro v6.%d on the reception PC (%s). Operator login \"System engineer\" / %s. Created operator 'Reception' with limited rights, no pw given to them yet. ACUs: %d, all online after the switch swap.",
				hddIn(6, 9), hddPick("NUC under the desk", "RECEP-01", "the old Dell"), pw, hddIn(2, 9))
			return Sample{Category: "access-software-password", Format: "notes", Text: t, Secrets: []string{pw}, Keep: []string{"System engineer"}}
		}},
		{"zk-commkey", 4, func() Sample {
			ck := hddPin(hddIn(6, 6))
			ip := hddLAN()
			t := fmt.Sprintf("inBio 460 @ %s port 4370\nComm password (CommKey): %s\n-> needed when adding the panel in ZKBio CVSecurity, otherwise it just times out.\nWiegand reader on door 2 swapped to %s.",
				ip, ck, hddPick("KR102E", "FR1200", "ProID30"))
			return Sample{Category: "controller-comm-key", Format: "notes", Text: t, Secrets: []string{ck}, Keep: []string{ip}}
		}},
		{"osdp-scbk", 4, func() Sample {
			k := hddRnd(hddHexU, 32)
			if hddP(0.4) {
				k = strings.ToLower(k)
			}
			addr := hddIn(0, 7)
			t := fmt.Sprintf("OSDP v2 readers, %d baud, addr %d on bus 1\nsecure channel: ON\nSCBK (installation key): %s\ndo NOT leave readers in install mode, they'll accept the default key",
				hddPick1(9600, 38400, 115200), addr, k)
			return Sample{Category: "osdp-key", Format: "notes", Text: t, Secrets: []string{k}}
		}},
		{"desfire-key", 4, func() Sample {
			k := hddRnd(hddHexU, 32)
			aid := hddRnd(hddHexU, 6)
			t := fmt.Sprintf("Card encoding – %s\nCard type: MIFARE DESFire EV%d\nApplication ID: %s\nApp master key (AES-128): %s\nFile 0x01, 26-bit format. Keep the key out of the job pack, only in the encoder PC.",
				hddSite(), hddIn(2, 3), aid, k)
			return Sample{Category: "card-encryption-key", Format: "sheet", Text: t, Secrets: []string{k}, Keep: []string{aid}}
		}},
		{"2n-sip", 5, func() Sample {
			pw := hddPw()
			ext := fmt.Sprint(hddIn(100, 9999))
			host := hddPick("sip.", "pbx.", "voip.") + hddPick("fibernet.co.uk", "ip-voz.pt", "meinpbx.de", "acme-telecom.nl")
			t := fmt.Sprintf("2N IP Verso – Services > Phone > SIP 1\n  Display name: %s\n  Phone number (ID): %s\n  Domain: %s\n  Authentication ID: %s\n  Password: %s\n  Registration: Registered ✔",
				hddPick("Main Gate", "Entrance", "Reception"), ext, host, ext, pw)
			return Sample{Category: "sip-password", Format: "config", Text: t, Secrets: []string{pw}, Keep: []string{host}}
		}},
		{"axis-vapix", 4, func() Sample {
			pw, ip := hddUrlPw(), hddLAN()
			t := fmt.Sprintf("# unlock door 1 for 5s (A1601)\ncurl --anyauth -u root:%s \"http://%s/vapix/doorcontrol\" \\\n  -H 'Content-Type: application/json' \\\n  -d '{\"tdc:AccessDoor\":{\"Token\":\"Axis-%s:%d.%d\"}}'",
				pw, ip, hddRnd(hddHexL, 12), hddIn(1000000000, 1999999999), hddIn(100000, 999999))
			return Sample{Category: "door-controller-password", Format: "shell", Text: t, Secrets: []string{pw}, Keep: []string{ip}}
		}},
		{"salto-connstr", 4, func() Sample {
			pw := hddPw()
			for strings.ContainsAny(pw, ";") {
				pw = hddPw()
			}
			srv := hddPick("SALTO-SRV", "ACCESS01", "SRV-SEC")
			t := fmt.Sprintf("<add name=\"ProAccessSpace\" connectionString=\"Server=%s\\SQLEXPRESS;Database=SALTO_SPACE;User Id=sa;Password=%s;TrustServerCertificate=True\" />", srv, pw)
			return Sample{Category: "db-password", Format: "xml", Text: t, Secrets: []string{pw}, Keep: []string{srv}}
		}},
		{"gallagher-api", 4, func() Sample {
			g := make([]string, 8)
			for i := range g {
				g[i] = hddRnd(hddHexU, 4)
			}
			k := strings.Join(g, "-")
			host := hddPick("cc-server", "gallagher01", "10.20.0.15")
			t := fmt.Sprintf("import requests\n\nBASE = \"https://%s:8904/api\"\nHDR = {\"Authorization\": \"GGL-API-KEY %s\"}\n\nr = requests.get(BASE + \"/cardholders?top=100\", headers=HDR, verify=False)\nprint(r.status_code)\n", host, k)
			return Sample{Category: "api-key", Format: "code", Text: t, Secrets: []string{k}, Keep: []string{host}}
		}},
		{"face-terminal", 4, func() Sample {
			pw := hddPw()
			t := fmt.Sprintf("Activated the %s face terminals (x%d) with password %s, added to iVMS as access control devices. Door open duration 5s, magnetic contact NC. Still need the client's staff photos.",
				hddPick("DS-K1T341", "DS-K1T671", "MinMoe"), hddIn(2, 6), pw)
			return Sample{Category: "door-controller-password", Format: "notes", Text: t, Secrets: []string{pw}}
		}},
		{"lift-code", 3, func() Sample {
			code := hddPin(hddIn(4, 6))
			t := fmt.Sprintf("Lift: floors 3–5 are card-only after 19:00. Engineer override on the car keypad is %s then the floor button. %s",
				code, hddPick("Lift company knows, dont give to tenants.", "Only for our service visits.", ""))
			return Sample{Category: "door-code", Format: "notes", Text: strings.TrimSpace(t), Secrets: []string{code}}
		}},
		{"resident-code", 3, func() Sample {
			code := hddPin(4)
			flat := fmt.Sprint(hddIn(1, 40))
			t := fmt.Sprintf("Hi, it's %s from flat %s. The new door entry panel is in. My code from the management company is %s but it beeps red every time, can your engineer have a look?",
				hddPick("Maria", "Ben", "Agnieszka", "Tunde"), flat, code)
			return Sample{Category: "door-code", Format: "sms", Text: t, Secrets: []string{code}}
		}},
		{"nl-sleutelkast", 3, func() Sample {
			code := hddPin(4)
			t := fmt.Sprintf("Hoi %s, morgen komt de monteur voor de camera's. Het sleutelkastje naast de voordeur heeft code %s, de sleutel van de meterkast hangt erin. Groet, %s",
				hddPick("Femke", "Sanne", "Pieter"), code, hddPick("Bakkerij de Vries", "Jan", "VvE Oranjehof"))
			return Sample{Category: "keysafe-code", Format: "chat", Text: t, Secrets: []string{code}}
		}},
		{"fr-digicode", 3, func() Sample {
			code := hddRnd(hddDig, 1) + hddRnd("AB", 1) + hddRnd(hddDig, 2) + hddRnd("AB", 1)
			if hddP(0.5) {
				code = hddRnd("AB", 1) + hddRnd(hddDig, 4)
			}
			t := fmt.Sprintf("Bonjour, pour l'intervention de %s : digicode du portail %s, puis interphone \"%s\". Le boîtier d'alarme est dans le local vélos.",
				hddPick("jeudi", "lundi matin", "demain"), code, hddPick("Lumière", "Gardien", "Bureau 2"))
			return Sample{Category: "door-code", Format: "mail", Text: t, Secrets: []string{code}}
		}},
		{"padlock-combi", 3, func() Sample {
			d := []string{hddRnd(hddDig, 1), hddRnd(hddDig, 1), hddRnd(hddDig, 1), hddRnd(hddDig, 1)}
			code := strings.Join(d, hddPick("", "-"))
			t := fmt.Sprintf("NB the rack in the loft has a combination padlock now – combi %s. NVR + switch + UPS in there.", code)
			return Sample{Category: "lock-combination", Format: "note", Text: t, Secrets: []string{code}}
		}},
		{"unifi-local", 3, func() Sample {
			pw := hddPw()
			u := hddPick("installer", "localadmin", "sitetech")
			t := fmt.Sprintf("UniFi Access / Protect – %s\nlocal admin (not tied to UI account): %s\npassword: %s\nowner's UI account invited as Super Admin, 2FA on their side.",
				hddSite(), u, pw)
			return Sample{Category: "access-software-password", Format: "notes", Text: t, Secrets: []string{pw}, Keep: []string{u}}
		}},
		{"biostar-ini", 3, func() Sample {
			pw := hddPw()
			t := fmt.Sprintf("; BioStar 2 setup notes\n[database]\ntype=MariaDB\nhost=127.0.0.1\nport=3312\nuser=biostar\npassword=%s\n\n[web]\nhttps_port=443\n", pw)
			return Sample{Category: "db-password", Format: "ini", Text: t, Secrets: []string{pw}}
		}},
		{"door-web-pw", 4, func() Sample {
			pw := hddPw()
			ip := hddLAN()
			t := fmt.Sprintf("%s\nweb: https://%s (self-signed, click through)\nuser: admin\npw: %s\nDoors 1-%d, REX on input 2, lock relay fail-safe.",
				hddPick("ZKTeco C3-400", "DS-K2604T", "ASC3202B", "HID VertX V1000"), ip, pw, hddIn(2, 4))
			return Sample{Category: "door-controller-password", Format: "notes", Text: t, Secrets: []string{pw}, Keep: []string{ip}}
		}},
	}
}
