package main

import (
	"fmt"
	"strings"
)

// Venue Wi-Fi, intercom and NDI, door and safe codes, radio automation and Icecast logins.

func hcjSSID() string {
	v := strings.ReplaceAll(pick(hcjVenues[:10]), " ", "")
	return pick([]string{v + "-Crew", v + "_PROD", "Regie-5G", "OBvan-" + rnd(digits, 2), v + "-Tech", "AV-Backstage", "Studio" + rnd(digits, 1) + "-Prod"})
}

func hcjVenueGens() []hcjGen {
	return []hcjGen{
		func() Sample {
			s, pw := hcjSSID(), hcjPw()
			t := fmt.Sprintf("%s: which wifi for the encoders?\n%s: %s, pw is %s\n%s: 2.4 only in the truss area btw, use the 5G near FOH", hcjName(), hcjName(), s, pw, hcjName())
			return hcjS("wifi-key", "chat", t, []string{pw}, s)
		},
		func() Sample {
			s, pw := hcjSSID(), hcjPw()
			t := fmt.Sprintf("Wifi in %s:\nnetwerk: %s\nwachtwoord: %s\nHet publieksnetwerk NIET gebruiken voor de stream, dat zit achter een captive portal.", hcjVenue(), s, pw)
			return hcjS("wifi-key", "chat", t, []string{pw}, s)
		},
		func() Sample {
			s, pw, dc := hcjSSID(), hcjPw(), hcjPIN(hcjN(4, 6))
			t := fmt.Sprintf("CALL SHEET – %s – %s\n\nCall time crew: %s (load-in via the loading dock, Stationsweg side)\nDock door code: %s#\nCrew wifi: %s  key: %s\nCatering: %s in the green room\nDay contact: %s, production manager\nNearest hospital: see page 2\n",
				hcjEvent(), hcjDate(), "07:30", dc, s, pw, "12:30", hcjName())
			return hcjS("door-code", "callsheet", t, []string{dc, pw}, s)
		},
		func() Sample {
			pw := rnd(digits, hcjN(4, 8))
			srv := hcjIP()
			t := fmt.Sprintf("RoS %s – comms\n\nUnity Intercom server: %s:20101\nServer password: %s\nChannels: PROD / CAM / STAGE / LX\nCam ops on iPhones + Bluetooth headsets, check battery at the break", hcjEvent(), srv, pw)
			return hcjS("intercom-password", "notes", t, []string{pw}, srv)
		},
		func() Sample {
			pw := hcjPw()
			t := fmt.Sprintf("%s: the Green-GO web config on the bridge is at http://%s\n%s: user admin, pass %s\n%s: don't touch the groups, %s set them up this morning", hcjName(), hcjIP(), hcjName(), pw, hcjName(), hcjName())
			return hcjS("intercom-password", "chat", t, []string{pw})
		},
		func() Sample {
			pw := hcjPw()
			host := hcjIP()
			t := fmt.Sprintf("Clear-Com Arcadia – %s\n  web UI: https://%s\n  login: admin\n  password: %s\n  FreeSpeak beltpacks 1-12 registered, 13/14 are spares in the Peli case", hcjVenue(), host, pw)
			return hcjS("intercom-password", "notes", t, []string{pw}, host)
		},
		func() Sample {
			k := rnd(alnum, hcjN(20, 32))
			t := fmt.Sprintf("NDI Bridge between the studio and %s:\n- Host mode on the studio side, port %d open on the firewall\n- Encryption key: %s\n- Join side selects 'NDI|HX' for the return feed\nSources show up as BRIDGE (CAM 1) etc.", hcjVenue(), hcjN(5960, 5990), k)
			return hcjS("ndi-bridge-key", "notes", t, []string{k})
		},
		func() Sample {
			u, pw := hcjUser(), hcjPw()
			t := fmt.Sprintf("Dante Domain Manager\nURL: https://ddm.%s.local\nuser: %s\npassword: %s\nDomain: %s – do not enroll the rental Yamaha desk, it stays unmanaged", strings.ToLower(pick(hcjWords)), u, pw, pick([]string{"ZAAL1", "MAIN-PA", "STUDIO"}))
			return hcjS("dante-password", "notes", t, []string{pw}, u)
		},
		func() Sample {
			c := hcjPIN(hcjN(4, 6))
			t := fmt.Sprintf("Hoi allemaal, de OB-wagen staat vanaf morgen op het achterterrein. Code van het hek is %s, de wagen zelf is open vanaf 8u. Parkeren bij P3, niet op het laadperron.", c)
			return hcjS("gate-code", "chat", t, []string{c})
		},
		func() Sample {
			a, k := hcjPIN(4), hcjPIN(hcjN(4, 5))
			t := fmt.Sprintf("Subject: Weekend access studio B\n\nHi %s,\n\nYou're first in on Saturday. Alarm code is %s (you have 30 seconds after opening the door), the key for the machine room is in the key safe next to the lift, code %s.\n\nPlease re-arm when you leave.\n\n%s", hcjName(), a, k, hcjName())
			return hcjS("alarm-code", "mail", t, []string{a, k})
		},
		func() Sample {
			c := fmt.Sprintf("%d-%d-%d", hcjN(0, 9), hcjN(0, 9), hcjN(0, 9))
			if rng.IntN(2) == 0 {
				c = rnd(digits, 4)
			}
			t := fmt.Sprintf("%s: slot van de camera-flightcase is %s, de lenzen zitten in de grijze koffer\n%s: en de accu's?\n%s: in de laadtas bij FOH", hcjName(), c, hcjName(), hcjName())
			return hcjS("lock-code", "chat", t, []string{c})
		},
		func() Sample {
			u, pw := hcjUser(), hcjPw()
			st := pick([]string{"Radio Oost-Veluwe", "Stadsradio Delft", "RTV Rijnmond Nachtstroom", "Campus FM", "Radio Noordkop"})
			t := fmt.Sprintf("Handover %s – weekend\n\n- Zetta studio A: logged in as %s, password %s (don't change it, the night loop uses the same account)\n- Traffic log for Sunday imported, 2 unscheduled spots flagged\n- Fallback player on the rack is OK\n\n%s", st, u, pw, hcjName())
			return hcjS("radio-automation-password", "notes", t, []string{pw}, u, st)
		},
		func() Sample {
			sp, ap := hcjPw(), hcjPw()
			host := pick([]string{"stream.campusfm.nl", "icecast.radiooost.nl", "live.stadsradio.nl"})
			t := fmt.Sprintf(`<icecast>
    <location>%s</location>
    <limits><clients>%d</clients><sources>4</sources></limits>
    <authentication>
        <source-password>%s</source-password>
        <relay-password>%s</relay-password>
        <admin-user>admin</admin-user>
        <admin-password>%s</admin-password>
    </authentication>
    <hostname>%s</hostname>
    <listen-socket><port>8000</port></listen-socket>
</icecast>`, pick([]string{"Delft", "Zwolle", "Utrecht"}), hcjN(100, 900), sp, sp, ap, host)
			return hcjS("icecast-password", "xml", t, []string{sp, ap}, host)
		},
		func() Sample {
			pw := hcjPw()
			host := pick([]string{"stream.campusfm.nl", "icecast.radiooost.nl", "live.stadsradio.nl"})
			t := fmt.Sprintf("#!/usr/bin/liquidsoap\nset(\"log.file.path\", \"/var/log/liquidsoap/main.log\")\n\nlive = input.harbor(\"live\", port=8005, password=\"%s\") # DJs use the same one\nplaylist = playlist(\"/srv/music/nacht\")\nradio = fallback(track_sensitive=false, [live, playlist])\n\noutput.icecast(%%mp3(bitrate=192), host=\"%s\", port=8000,\n  password=\"%s\", mount=\"/live.mp3\", radio)\n", pw, host, pw)
			return hcjS("icecast-password", "code", t, []string{pw}, host)
		},
		func() Sample {
			pw := hcjPwURL()
			t := fmt.Sprintf("[mySQL]\nHostname=%s\nLoginname=rduser\nPassword=%s\nDatabase=Rivendell\nDriver=QMYSQL3\n\n[AudioStore]\nMountSource=%s:/var/snd\n", hcjIP(), pw, hcjIP())
			return hcjS("db-password", "ini", t, []string{pw})
		},
		func() Sample {
			pw := hcjPw()
			t := fmt.Sprintf("%s: wie doet de nachtshow vanavond?\n%s: ik, maar ik heb de DJ-login voor de shoutcast niet\n%s: mount /dj, user dj%s, wachtwoord %s. Om 00:00 neemt de autodj het weer over", hcjName(), hcjName(), hcjName(), rnd(digits, 2), pw)
			return hcjS("radio-dj-password", "chat", t, []string{pw})
		},
		func() Sample {
			s, pw := hcjSSID(), hcjPw()
			t := fmt.Sprintf("QR code on the back of the crew passes encodes:\nWIFI:T:WPA;S:%s;P:%s;;\n(printed %d copies, collect them at wrap)", s, pw, hcjN(20, 80))
			return hcjS("wifi-key", "notes", t, []string{pw}, s)
		},
		func() Sample {
			s, pw := hcjSSID(), hcjPw()
			t := fmt.Sprintf("# production router – flypack %d\ninterface=wlan0\nssid=%s\nhw_mode=a\nchannel=%d\nwpa=2\nwpa_key_mgmt=WPA-PSK\nwpa_passphrase=%s\nrsn_pairwise=CCMP\n", hcjN(1, 4), s, pick([]int{36, 40, 44, 149}), pw)
			return hcjS("wifi-key", "config", t, []string{pw}, s)
		},
		func() Sample {
			u, pw := hcjUser()+"@streamcrew.nl", hcjPw()
			t := fmt.Sprintf("Hi %s,\n\nFor the remote cam on Saturday you can manage the Teradek from Core:\n  https://core.teradek.com\n  %s / %s\nThe Prism is in the 'Tour' group. Call me if the SIM doesn't register.\n\n%s", hcjName(), u, pw, hcjName())
			return hcjS("teradek-password", "mail", t, []string{pw}, u)
		},
		func() Sample {
			pw := hcjPw()
			t := fmt.Sprintf("vMix Web Controller (voor de regisseur op de iPad)\n  http://%s:8088\n  gebruiker: regie\n  wachtwoord: %s\nInstellingen > Web Controller > 'Require password' staat aan.", hcjIP(), pw)
			return hcjS("vmix-web-password", "notes", t, []string{pw})
		},
		func() Sample {
			p1, p3 := hcjPw(), rnd(digits, 6)
			t := fmt.Sprintf("system,user,password,notes\nvMix PC,%s,%s,local admin\nATEM software control PC,%s,(same as vMix PC),\nLoading dock keypad,,%s,changes monthly\n", "regie", p1, "operator", p3)
			return hcjS("crew-credentials", "csv", t, []string{p1, p3})
		},
		func() Sample {
			c := hcjPIN(hcjN(4, 6))
			t := fmt.Sprintf("Actiepunten tech-overleg\n- %s: nieuwe SDI-kabels bestellen (4x 50m)\n- Kluis in de regie: code is nu %s, de oude werkt niet meer\n- %s: storingslijst bijwerken\n", hcjName(), c, hcjName())
			return hcjS("safe-code", "notes", t, []string{c})
		},
		func() Sample {
			u, pw := hcjUser(), hcjPw()
			id := fmt.Sprintf("RAD-%d", hcjN(100, 999))
			t := fmt.Sprintf("%s: presenter can't log in to RadioDJ\n\nUpdate from %s: reset the account '%s', temporary password is %s – they must change it at first login. Closing.", id, hcjName(), u, pw)
			return hcjS("radio-automation-password", "ticket", t, []string{pw}, id, "'"+u+"'")
		},
		func() Sample {
			pw := hcjPwURL()
			t := fmt.Sprintf("$ mysql -h %s -u mairlist -p%s mairlist_db -e 'SELECT COUNT(*) FROM items'\n+----------+\n| COUNT(*) |\n+----------+\n|    %d |\n+----------+", hcjIP(), pw, hcjN(10000, 99999))
			return hcjS("db-password", "shell", t, []string{pw})
		},
		func() Sample {
			pw := hcjPw()
			ip := hcjIP()
			t := fmt.Sprintf("PTZ cams (Panasonic AW-UE150) – web login for all four is admin / %s, IPs %s to .%d. Presets 1-9 are saved, please don't overwrite 1 (wide).", pw, ip, hcjN(2, 250))
			return hcjS("camera-password", "notes", t, []string{pw}, ip)
		},
		func() Sample {
			pw := hcjPw()
			t := fmt.Sprintf("%s: iemand het wachtwoord van de streaming-laptop? scherm staat op slot\n%s: %s\n%s: top, dank", hcjName(), hcjName(), pw, hcjName())
			return hcjS("laptop-password", "chat", t, []string{pw})
		},
	}
}
