package main

import "fmt"

// Guest Wi-Fi keys and router logins in house manuals, configs and messages.

func hchWifiGens() []hchGen {
	return []hchGen{
		{6, hchHouseManual}, {6, hchGuidaCasa}, {6, hchOdigosEL}, {5, hchWifiQR},
		{5, hchRouterHandover}, {6, hchWifiAsk}, {4, hchHostapd}, {4, hchNmcli},
		{5, hchWifiGroup}, {5, hchTabletJSON}, {5, hchWifiSMSIT}, {5, hchWifiMailEL},
		{4, hchUnifiShell},
	}
}

func hchHouseManual() Sample {
	ssid, wifi := hchSSID(), hchWifi()
	t := fmt.Sprintf("# %s – House manual\n\n## Wi-Fi\nNetwork: %s\nPassword: %s\n\n## Heating\nThe thermostat is next to the kitchen door. Please keep it under 22°.\n\n## Rubbish\nGlass and plastic go in the %s bin.",
		hchProp(), ssid, wifi, hchP("blue", "yellow", "green"))
	return hchS("wifi-key", "markdown", t, []string{wifi}, ssid)
}

func hchGuidaCasa() Sample {
	ssid, wifi := hchSSID(), hchWifi()
	t := fmt.Sprintf("GUIDA DELLA CASA – %s\n\nWi-Fi\nRete: %s\nPassword: %s\n\nRaccolta differenziata: umido il %s, carta il %s.\nLa lavatrice è sul balcone, il detersivo sotto il lavello.",
		hchProp(), ssid, wifi, hchP("lunedì", "martedì"), hchP("giovedì", "venerdì"))
	return hchS("wifi-key", "wiki", t, []string{wifi}, ssid)
}

func hchOdigosEL() Sample {
	ssid, wifi := hchSSID(), hchWifi()
	t := fmt.Sprintf("Οδηγός σπιτιού – %s\n\nWi-Fi\nΔίκτυο: %s\nΚωδικός: %s\n\nΟ κλιματισμός λειτουργεί με το λευκό τηλεχειριστήριο. Παρακαλούμε κλείνετε τα παράθυρα όταν είναι αναμμένος.",
		hchProp(), ssid, wifi)
	return hchS("wifi-key", "wiki", t, []string{wifi}, ssid)
}

func hchWifiQR() Sample {
	ssid, wifi := hchSSID(), hchWifi()
	t := fmt.Sprintf("note to self: printed the QR for the fridge magnet at %s, contents:\nWIFI:T:WPA;S:%s;P:%s;;\nlaminate 3 more for the other units",
		hchProp(), ssid, wifi)
	return hchS("wifi-key", "notes", t, []string{wifi}, "S:"+ssid)
}

func hchRouterHandover() Sample {
	adm, ssid, wifi := hchPw(), hchSSID(), hchWifi()
	t := fmt.Sprintf("Router swap done at %s (%s)\n- Router admin: http://192.168.1.1 user admin pass %s\n- Guest network %s key %s\n- Old router in the storage room, return to ISP by the %dth",
		hchProp(), hchP("Vodafone Station", "TIM Hub+", "Cosmote Speedport", "FRITZ!Box 7530", "WindTre"), adm, ssid, wifi, hchN(5, 28))
	return hchS("router-password", "handover", t, []string{adm, wifi}, ssid)
}

func hchWifiAsk() Sample {
	wifi := hchWifi()
	g := hchNameEN()
	t := fmt.Sprintf("%s: hey sorry, what's the wifi password again? the card fell behind the sofa 😅\nHost: No worries! It's %s %s\n%s: connected, thanks!!",
		g, wifi, hchP("(case sensitive)", "– all one word", "", "(the 0s are zeros)"), g)
	return hchS("wifi-key", "chat", t, []string{wifi}, g)
}

func hchHostapd() Sample {
	ssid, wifi := hchSSID(), hchWifi()
	t := fmt.Sprintf("# /etc/hostapd/hostapd.conf – guest AP in the annex\ninterface=wlan0\nssid=%s\nhw_mode=g\nchannel=%d\nwpa=2\nwpa_key_mgmt=WPA-PSK\nwpa_passphrase=%s\nrsn_pairwise=CCMP",
		ssid, pick([]int{1, 6, 11}), wifi)
	return hchS("wifi-key", "ini", t, []string{wifi}, "ssid="+ssid)
}

func hchNmcli() Sample {
	ssid, wifi := hchSSID(), hchWifi()
	t := fmt.Sprintf("pi@doorbell-%s:~ $ nmcli dev wifi connect \"%s\" password \"%s\"\nDevice 'wlan0' successfully activated with '%s'.",
		hchDig(2), ssid, wifi, hchUUID())
	return hchS("wifi-key", "shell", t, []string{wifi}, ssid)
}

func hchWifiGroup() Sample {
	p, wifi := hchProp(), hchWifi()
	t := fmt.Sprintf("[Cleaning team 🧹]\n%s: new wifi password at %s after the router swap: %s\n%s: ok I'll update the card on the fridge\n%s: 👍",
		hchNameLat(), p, wifi, hchNameLat(), hchNameLat())
	return hchS("wifi-key", "chat", t, []string{wifi}, p)
}

func hchTabletJSON() Sample {
	ssid, wifi := hchSSID(), hchWifi()
	t := fmt.Sprintf("{\n  \"property\": \"%s\",\n  \"checkout\": \"11:00\",\n  \"wifi\": {\n    \"ssid\": \"%s\",\n    \"password\": \"%s\"\n  },\n  \"emergency\": \"112\"\n}",
		hchProp(), ssid, wifi)
	return hchS("wifi-key", "json", t, []string{wifi}, ssid)
}

func hchWifiSMSIT() Sample {
	wifi := hchWifi()
	t := fmt.Sprintf("Ciao! La password del wifi è %s %s. Se non funziona spegni e riaccendi il modem in %s. A presto, %s",
		wifi, hchP("(tutto attaccato)", "(maiuscole comprese)", "", "– attenzione alle maiuscole"), hchP("sala", "corridoio", "camera"), hchNameIT())
	return hchS("wifi-key", "sms", t, []string{wifi})
}

func hchWifiMailEL() Sample {
	g, ssid, wifi := hchNameEL(), hchSSID(), hchWifi()
	t := fmt.Sprintf("Θέμα: Πληροφορίες άφιξης\n\nΑγαπητή/έ %s,\n\nσας στέλνουμε τις πληροφορίες για το Wi-Fi: το δίκτυο λέγεται %s και ο κωδικός πρόσβασης είναι %s.\nΤο πάρκινγκ βρίσκεται πίσω από το κτίριο.\n\nΜε εκτίμηση,\n%s",
		g, ssid, wifi, hchNameEL())
	return hchS("wifi-key", "mail", t, []string{wifi}, ssid)
}

func hchUnifiShell() Sample {
	ssid, wifi := hchSSID(), hchWifi()
	t := fmt.Sprintf("$ ssh admin@10.0.%d.1\nadmin@UDM:~# grep -A3 'guest' /data/unifi/wlan.cfg\nname=%s\nsecurity=wpapsk\nx_passphrase=%s\nvlan=%d",
		hchN(0, 9), ssid, wifi, hchN(10, 99))
	return hchS("wifi-key", "shell", t, []string{wifi}, "name="+ssid)
}
