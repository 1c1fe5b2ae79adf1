package main

import (
	"fmt"
)

// Guest and staff Wi-Fi keys, router admin passwords.

var hcmWifiGens = []func() Sample{
	hcmWifiHandover, hcmWifiWpaConf, hcmWifiHostapd, hcmWifiUnifiYaml, hcmWifiGuestMail,
	hcmWifiWhatsES, hcmWifiVI, hcmWifiRouterAdmin, hcmWifiWikiTable, hcmWifiReception,
	hcmWifiNmcli, hcmWifiQR,
}

func hcmSSID() string {
	return pick([]string{"", "", "_"}) + hcmCap(hcmSlug()) + pick([]string{"_Staff", "-STAFF", "_Guest", "-Guests", "_Cocina", "_NhanVien", "_Khach", "-Office", "_Bar"})
}

func hcmWifiHandover() Sample {
	key := hcmWifiKey()
	ssid := hcmSSID()
	t := fmt.Sprintf("Morning handover (%s)\n- Delivery from Bidfood came at 7:10, all checked\n- Staff wifi is %s, key %s - the new tablets need it\n- Table 6 leg still wobbly\n- Brunch bookings: 42 covers",
		hcmDate(), ssid, key)
	return hcmS("wifi-key", "handover", t, []string{key}, ssid)
}

func hcmWifiWpaConf() Sample {
	key := hcmWifiKey()
	ssid := hcmSSID()
	t := fmt.Sprintf("# /etc/wpa_supplicant/wpa_supplicant.conf on the kitchen display (KDS-%d)\nctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev\nupdate_config=1\ncountry=%s\n\nnetwork={\n    ssid=\"%s\"\n    psk=\"%s\"\n    key_mgmt=WPA-PSK\n}\n",
		hcmN(1, 4), pick([]string{"ES", "GB", "VN"}), ssid, key)
	return hcmS("wifi-key", "config", t, []string{key}, ssid)
}

func hcmWifiHostapd() Sample {
	key := hcmWifiKey()
	ssid := hcmSSID()
	t := fmt.Sprintf("interface=wlan0\ndriver=nl80211\nssid=%s\nhw_mode=g\nchannel=%d\nwpa=2\nwpa_passphrase=%s\nwpa_key_mgmt=WPA-PSK\nrsn_pairwise=CCMP\n",
		ssid, pick([]int{1, 6, 11}), key)
	return hcmS("wifi-key", "config", t, []string{key}, "ssid="+ssid)
}

func hcmWifiUnifiYaml() Sample {
	g, s := hcmWifiKey(), hcmWifiKey()
	slug := hcmSlug()
	t := fmt.Sprintf("site: %s\nwlans:\n  - name: %s-guest\n    security: wpapsk\n    x_passphrase: %s\n    vlan: 20\n    guest_policy: true\n  - name: %s-staff\n    security: wpapsk\n    x_passphrase: '%s'\n    vlan: 10\n",
		slug, slug, g, slug, s)
	return hcmS("wifi-key", "yaml", t, []string{g, s}, "name: "+slug+"-guest")
}

func hcmWifiGuestMail() Sample {
	key := hcmWifiKey()
	ssid := hcmSSID()
	guest := pick([]string{"Mr Okafor", "Ms Lindqvist", "Sra. Ortega", "Mr Nguyen", "Mrs Patel", "Herr Vogel"})
	v := hcmVenue()
	t := fmt.Sprintf("Dear %s,\n\nThank you for staying with us at %s. Your room %d is ready from 14:00.\nAs requested, the Wi-Fi for the conference suite: network %s, password %s\nBreakfast is served 7:00-10:30 on the terrace.\n\nKind regards,\nFront Office",
		guest, v, hcmN(101, 512), ssid, key)
	return hcmS("wifi-key", "mail", t, []string{key}, v, ssid)
}

func hcmWifiWhatsES() Sample {
	key := hcmWifiKey()
	t := fmt.Sprintf("%s: alguien sabe la clave del wifi de personal? el móvil de pedidos no conecta\n%s: %s\n%s: la de clientes no, eh, la de personal\n%s: sí sí, esa es la de personal",
		hcmStaff(), hcmStaff(), key, hcmStaff(), hcmStaff())
	return hcmS("wifi-key", "whatsapp", t, []string{key}, "la clave del wifi de personal")
}

func hcmWifiVI() Sample {
	k1, k2 := hcmWifiKey(), hcmWifiKey()
	if rng.IntN(2) == 0 {
		t := fmt.Sprintf("%s: pass wifi nhân viên mới là %s nha, wifi khách vẫn giữ nguyên\n%s: ok e", hcmStaff(), k1, hcmStaff())
		return hcmS("wifi-key", "chat", t, []string{k1})
	}
	t := fmt.Sprintf("THÔNG TIN WIFI (không dán lên tường)\nWifi nhân viên: %s / mật khẩu: %s\nWifi khách: %s / mật khẩu: %s", hcmSSID(), k1, hcmSSID(), k2)
	return hcmS("wifi-key", "note", t, []string{k1, k2})
}

func hcmWifiRouterAdmin() Sample {
	pw := hcmPassword()
	ip := fmt.Sprintf("192.168.%d.1", hcmN(0, 10))
	t := fmt.Sprintf("Router (%s) in the cupboard under the bar.\nAdmin page: http://%s\nAdmin password: %s\nIf the internet drops, unplug for 30s first, call Movistar only after that.",
		pick([]string{"TP-Link Archer", "Huawei HG8245", "FRITZ!Box 7590", "Draytek"}), ip, pw)
	return hcmS("router-password", "note", t, []string{pw}, ip)
}

func hcmWifiWikiTable() Sample {
	s, o := hcmWifiKey(), hcmWifiKey()
	t := fmt.Sprintf("## Networks\n\n| SSID | Password | Who |\n|------|----------|-----|\n| %s | %s | kitchen, tablets, KDS |\n| %s | %s | office PCs, printer |\n| %s | (open, captive portal) | guests |\n",
		hcmSSID(), s, hcmSSID(), o, hcmSSID())
	if rng.IntN(2) == 0 {
		t = fmt.Sprintf("## Networks\n\n| SSID | Password | Who |\n|------|----------|-----|\n| %s | %s | kitchen, tablets, KDS, office |\n| %s | (open, captive portal) | guests |\n", hcmSSID(), s, hcmSSID())
		return hcmS("wifi-key", "markdown", t, []string{s}, "(open, captive portal)")
	}
	return hcmS("wifi-key", "markdown", t, []string{s, o}, "(open, captive portal)")
}

func hcmWifiReception() Sample {
	key := hcmWifiKey()
	room := hcmN(101, 620)
	t := fmt.Sprintf("Guest (room %d): hi, the wifi in my room keeps asking for a password??\nReception: Sorry about that! Please join %s and use %s - it's case sensitive.\nGuest: works now, thank you!",
		room, hcmSSID(), key)
	return hcmS("wifi-key", "chat", t, []string{key}, fmt.Sprintf("room %d", room))
}

func hcmWifiNmcli() Sample {
	key := hcmWifiKey()
	ssid := hcmSSID()
	t := fmt.Sprintf("pi@menu-board:~ $ nmcli dev wifi connect \"%s\" password \"%s\"\nDevice 'wlan0' successfully activated with '%s'.\npi@menu-board:~ $ ping -c1 8.8.8.8\n1 packets transmitted, 1 received, 0%% packet loss",
		ssid, key, hcmUUID())
	return hcmS("wifi-key", "shell", t, []string{key}, ssid)
}

func hcmWifiQR() Sample {
	key := hcmWifiKey()
	ssid := hcmSSID()
	t := fmt.Sprintf("qr for the staff room printout:\nWIFI:T:WPA;S:%s;P:%s;;\n(print A5, laminate, put inside the locker room only)", ssid, key)
	return hcmS("wifi-key", "note", t, []string{key}, ssid)
}
