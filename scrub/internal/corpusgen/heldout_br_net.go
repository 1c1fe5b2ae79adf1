package main

import (
	"fmt"
	"strings"
)

// Home network, router, cameras and smart-home hubs, with secrets.
var hbrNetGens = []hbrGen{
	{hbrWifiChat, 7}, {hbrWifiSitter, 5}, {hbrWifiPt, 5}, {hbrRouterAdmin, 5},
	{hbrWpaConf, 4}, {hbrWpaPassphrase, 3}, {hbrNmcli, 4}, {hbrWifiQR, 3},
	{hbrESPHome, 4}, {hbrHASecrets, 4}, {hbrCamRTSP, 5}, {hbrCamAccount, 5},
	{hbrMosquitto, 3}, {hbrPihole, 3}, {hbrNextcloudEnv, 3}, {hbrTwoNets, 4},
	{hbrNASNote, 4}, {hbrPrinterDirect, 3}, {hbrNetTable, 3}, {hbrPPPoE, 3},
	{hbrFrigate, 3},
}

func hbrWifiChat() Sample {
	ssid, key := hbrSSID(), hbrWifi()
	t := pick([]string{
		"remember the wifi pls: network %s, password %s",
		"Wifi at home is %s and the pw is %s 👍",
		"ok new wifi after the router swap -> %s / key: %s",
		"save this: home wifi \"%s\" password \"%s\"",
		"hey can u remember our wifi for when the grandparents visit. %s, senha %s",
	})
	return hbrK(hbrS("wifi-key", "chat", fmt.Sprintf(t, ssid, key), key), ssid)
}

func hbrWifiSitter() Sample {
	ssid, key, ph := hbrSSID(), hbrWifi(), hbrPhone()
	kid := pick(hbrKidsN)
	txt := fmt.Sprintf("Notes for the babysitter (%s)\n\n- %s goes to bed at %s, one story max 😅\n- no screens after dinner\n- Wifi: %s\n  password: %s\n- our mobiles: %s\n- pizza money in the blue jar",
		hbrDate(), kid, pick([]string{"8:00", "8:30", "7:45", "9"}), ssid, key, ph)
	return hbrK(hbrS("wifi-key", "note", txt, key), ssid, ph)
}

func hbrWifiPt() Sample {
	ssid, key := hbrSSID(), hbrWifi()
	t := pick([]string{
		"anota aí: a senha do wifi da casa da praia é %[2]s (rede %[1]s)",
		"Wi-Fi do apê novo\nrede: %[1]s\nsenha: %[2]s\nroteador fica atrás da TV",
		"lembra pra mim a senha do wifi da vovó? rede %[1]s senha %[2]s, ela sempre esquece kkk",
	})
	return hbrK(hbrS("wifi-key", "chat", fmt.Sprintf(t, ssid, key), key), ssid)
}

func hbrRouterAdmin() Sample {
	ip, pw := pick([]string{"192.168.1.1", "192.168.0.1", "192.168.178.1", "10.0.0.1", "fritz.box"}), hbrPw()
	model := pick([]string{"FRITZ!Box 7590", "TP-Link Archer AX55", "Netgear Orbi", "ASUS RT-AX58U", "Huawei HG8245"})
	var txt string
	switch rng.IntN(3) {
	case 0:
		txt = fmt.Sprintf("Router (%s)\nadmin page: http://%s\nadmin password: %s\nfirmware updated %s", model, ip, pw, hbrDate())
	case 1:
		txt = fmt.Sprintf("I changed the router admin password today, the new one is %s. Page is at %s if you need to reboot the %s.", pw, ip, model)
	default:
		txt = fmt.Sprintf("Remember for me: %s web UI %s – pw %s (not the wifi one!!)", model, ip, pw)
	}
	return hbrK(hbrS("router-admin-password", pick([]string{"note", "chat"}), txt, pw), ip, model)
}

func hbrWpaConf() Sample {
	ssid, key := hbrSSID(), hbrWifi()
	txt := fmt.Sprintf("# /boot/wpa_supplicant.conf for the kitchen photo frame pi\nctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev\nupdate_config=1\ncountry=%s\n\nnetwork={\n    ssid=\"%s\"\n    psk=\"%s\"\n    key_mgmt=WPA-PSK\n}\n",
		pick([]string{"BR", "PT", "DE", "GB", "US"}), ssid, key)
	return hbrK(hbrS("wifi-key", "config", txt, key), ssid)
}

func hbrWpaPassphrase() Sample {
	ssid := pick(hbrSurname) + "-Net"
	key := hbrPw()
	hx := rnd(hexs, 64)
	txt := fmt.Sprintf("pi@frame:~ $ wpa_passphrase \"%s\" '%s'\nnetwork={\n\tssid=\"%s\"\n\t#psk=\"%s\"\n\tpsk=%s\n}", ssid, key, ssid, key, hx)
	return hbrK(hbrS("wifi-key", "shell", txt, key, hx), ssid)
}

func hbrNmcli() Sample {
	ssid, key := hbrSSID(), hbrWifi()
	q := pick([]string{"'", "\""})
	txt := fmt.Sprintf("$ nmcli dev wifi list | head -3\nIN-USE  BSSID              SSID        MODE   CHAN  RATE        SIGNAL\n        %s  %s  Infra  %d    270 Mbit/s  %d\n$ sudo nmcli dev wifi connect %s%s%s password %s%s%s\nDevice 'wlan0' successfully activated with '%s'.",
		hbrMAC(), ssid, pick([]int{1, 6, 11, 36, 44}), hbrN(40, 90), q, ssid, q, q, key, q, hbrUUID())
	return hbrK(hbrS("wifi-key", "shell", txt, key), ssid)
}

func hbrWifiQR() Sample {
	ssid, key := strings.ReplaceAll(hbrSSID(), ";", ""), hbrWifi()
	txt := fmt.Sprintf("For the guest room frame I need a QR code with this string, can you make it?\n\nWIFI:T:WPA;S:%s;P:%s;;", ssid, key)
	return hbrK(hbrS("wifi-key", "chat", txt, key), "WIFI:T:WPA;S:"+ssid)
}

func hbrESPHome() Sample {
	ssid, key := hbrSSID(), hbrWifi()
	enc, ota := hbrB64(32), rnd(alnum, hbrN(12, 20))
	dev := pick([]string{"garage-door", "plant-sensor", "mailbox", "kids-nightlight", "water-heater"})
	if hbrCoin() {
		txt := fmt.Sprintf("esphome:\n  name: %s\n\nesp32:\n  board: esp32dev\n\nwifi:\n  ssid: \"%s\"\n  password: \"%s\"\n\napi:\n  encryption:\n    key: !secret api_key\n\nota:\n  - platform: esphome\n    password: \"%s\"\n\nlogger:\n", dev, ssid, key, ota)
		return hbrK(hbrS("esphome-secrets", "yaml", txt, key, ota), dev, ssid)
	}
	txt := fmt.Sprintf("esphome:\n  name: %s\n\nesp8266:\n  board: d1_mini\n\nwifi:\n  ssid: !secret wifi_ssid\n  password: !secret wifi_password\n\napi:\n  encryption:\n    key: \"%s\"\n\nlogger:\n", dev, enc)
	return hbrK(hbrS("esphome-api-key", "yaml", txt, enc), dev, "!secret wifi_password")
}

func hbrHASecrets() Sample {
	wk, mq := hbrWifi(), hbrPw()
	lat := fmt.Sprintf("%d.%04d", -hbrN(10, 30), hbrN(0, 9999))
	txt := fmt.Sprintf("# secrets.yaml  (home assistant)\nwifi_ssid: %s\nwifi_password: %s\nmqtt_user: homeassistant\nmqtt_password: %s\nhome_latitude: %s\n", hbrSSID(), wk, mq, lat)
	return hbrK(hbrS("home-assistant-secrets", "yaml", txt, wk, mq), "mqtt_user: homeassistant")
}

func hbrCamRTSP() Sample {
	pw, ip := hbrPw(), hbrIP()
	user := pick([]string{"admin", "viewer", "frigate", "cam"})
	pw = strings.NewReplacer("@", "", "#", "", "?", "", "/", "", ":", "").Replace(pw)
	url := fmt.Sprintf("rtsp://%s:%s@%s:554/%s", user, pw, ip, pick([]string{"stream1", "h264Preview_01_main", "cam/realmonitor?channel=1&subtype=0", "Streaming/Channels/101"}))
	var txt string
	if hbrCoin() {
		txt = fmt.Sprintf("VLC won't open the backyard camera, this is the URL I use:\n%s\nit worked last week", url)
	} else {
		txt = fmt.Sprintf("cameras:\n  %s:\n    ffmpeg:\n      inputs:\n        - path: %s\n          roles: [detect, record]", pick([]string{"driveway", "backyard", "front_door", "garage"}), url)
	}
	return hbrK(hbrS("camera-password", "chat", txt, pw), ip)
}

func hbrCamAccount() Sample {
	who := pick(hbrFirst)
	mail, pw := hbrMail(who), hbrPw()
	brand := pick([]string{"Ring", "Eufy", "Arlo", "Wyze", "Reolink", "Intelbras Mibo"})
	t := pick([]string{
		"%s camera app login -> %s / %s. Shared with %s so she can see the front door",
		"The %s account for the cameras is %s, password %s. %s has it on her phone too.",
		"📷 %s\nemail: %s\npw: %s\nshared w/ %s",
	})
	return hbrK(hbrS("camera-account-password", "note", fmt.Sprintf(t, brand, mail, pw, pick(hbrFirst)), pw), mail)
}

func hbrMosquitto() Sample {
	user := pick([]string{"homeassistant", "zigbee2mqtt", "tasmota", "shelly"})
	pw := rnd(alnum, hbrN(14, 24))
	txt := fmt.Sprintf("$ sudo mosquitto_passwd -b /etc/mosquitto/passwd %s %s\n$ sudo systemctl restart mosquitto\n$ systemctl status mosquitto | head -3\n● mosquitto.service - Mosquitto MQTT Broker\n     Loaded: loaded (/lib/systemd/system/mosquitto.service; enabled)\n     Active: active (running) since %s", user, pw, pick([]string{"Sat 2025-03-01 10:12:44 UTC", "Tue 2024-11-19 21:03:10 CET"}))
	return hbrK(hbrS("mqtt-password", "shell", txt, pw), user)
}

func hbrPihole() Sample {
	pw := hbrPw()
	txt := fmt.Sprintf("services:\n  pihole:\n    container_name: pihole\n    image: pihole/pihole:latest\n    ports:\n      - \"53:53/tcp\"\n      - \"53:53/udp\"\n      - \"8080:80/tcp\"\n    environment:\n      TZ: '%s'\n      WEBPASSWORD: '%s'\n    volumes:\n      - './etc-pihole:/etc/pihole'\n    restart: unless-stopped\n", pick([]string{"America/Sao_Paulo", "Europe/Lisbon", "Europe/Berlin"}), pw)
	return hbrK(hbrS("pihole-password", "yaml", txt, pw), "pihole/pihole:latest")
}

func hbrNextcloudEnv() Sample {
	db, adm := rnd(alnum, hbrN(16, 28)), hbrPw()
	user := strings.ToLower(pick(hbrSurname))
	txt := fmt.Sprintf("# .env for the family nextcloud\nMYSQL_DATABASE=nextcloud\nMYSQL_USER=nextcloud\nMYSQL_PASSWORD=%s\nNEXTCLOUD_ADMIN_USER=%s\nNEXTCLOUD_ADMIN_PASSWORD=%s\nNEXTCLOUD_TRUSTED_DOMAINS=cloud.%s.family\n", db, user, adm, user)
	return hbrK(hbrS("nextcloud-passwords", "env", txt, db, adm), "NEXTCLOUD_ADMIN_USER="+user)
}

func hbrTwoNets() Sample {
	main, iot := hbrWifi(), hbrWifi()
	s := pick(hbrSurname)
	txt := fmt.Sprintf("Two networks now:\n1) %s – for us, pw %s\n2) %s-IoT – bulbs, vacuum, cameras, pw %s\nguests get the QR on the fridge", s, main, s, iot)
	return hbrK(hbrS("wifi-key", "list", txt, main, iot), s+"-IoT")
}

func hbrNASNote() Sample {
	ip, pw := hbrIP(), hbrPw()
	u := strings.ToLower(pick(hbrFirst))
	u = strings.ReplaceAll(u, "ê", "e")
	txt := pick([]string{
		"note to self the nas is at %[1]s user is %[2]s and the password is %[3]s the photos share is /volume1/photo",
		"Synology (%[1]s)\nDSM login: %[2]s\nDSM pass: %[3]s\nHyper Backup runs Sunday 3am",
		"if the NAS acts up again: log into %[1]s:5001 as %[2]s, password %[3]s, Storage Manager → check the disk 2 warning",
	})
	return hbrK(hbrS("nas-password", "note", fmt.Sprintf(txt, ip, u, pw), pw), ip)
}

func hbrPrinterDirect() Sample {
	key := rnd(lower+digits, 8)
	id := rnd("0123456789ABCDEF", 2)
	txt := fmt.Sprintf("Printer (HP OfficeJet in the study) – if the kids need to print from a tablet without the home wifi, connect to DIRECT-%s-HP OfficeJet 8010, Wi-Fi Direct password %s", id, key)
	return hbrK(hbrS("wifi-direct-key", "note", txt, key), "DIRECT-"+id+"-HP OfficeJet 8010")
}

func hbrNetTable() Sample {
	s := pick(hbrSurname)
	a, b := hbrWifi(), hbrWifi()
	txt := fmt.Sprintf("| Network | SSID | Password | Band |\n|---|---|---|---|\n| main | %s_5G | %s | 5 GHz |\n| guest | %s_Guest | %s | 2.4 GHz |\n| iot | %s_IoT | (same as guest) | 2.4 GHz |", s, a, s, b, s)
	return hbrK(hbrS("wifi-key", "markdown", txt, a, b), s+"_5G", s+"_Guest")
}

func hbrPPPoE() Sample {
	u := strings.ToLower(pick(hbrSurname)) + hbrDig(4) + "@" + pick([]string{"vivofibra", "claro", "meo", "telekom"})
	pw := rnd(alnum, hbrN(8, 12))
	txt := fmt.Sprintf("If the ISP router dies and we use the ASUS directly it needs PPPoE:\nusername %s\npassword %s\nVLAN 10 (they said on the phone)", u, pw)
	return hbrK(hbrS("pppoe-password", "note", txt, pw), u)
}

func hbrFrigate() Sample {
	mq, cam := hbrPw(), rnd(alnum, hbrN(10, 16))
	ip := hbrIP()
	txt := fmt.Sprintf("mqtt:\n  host: %s\n  user: frigate\n  password: %s\n\ncameras:\n  front_door:\n    ffmpeg:\n      inputs:\n        - path: rtsp://admin:%s@%s:554/h264Preview_01_sub\n          roles:\n            - detect\n    detect:\n      width: 640\n      height: 360\n", hbrIP(), mq, cam, ip)
	return hbrK(hbrS("camera-password", "yaml", txt, mq, cam), ip)
}
