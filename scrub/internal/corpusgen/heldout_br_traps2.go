package main

import (
	"fmt"
	"strings"
)

// Traps near the technical shapes: configs with references, ids, keys that are public,
// digests, logs and device lists of the home network.
var hbrTrap2Gens = []hbrGen{
	{hbrTrapESPRefs, 5}, {hbrTrapSecretsTmpl, 4}, {hbrTrapComposeRefs, 5}, {hbrTrapRouterStatus, 4},
	{hbrTrapNmcliList, 3}, {hbrTrapWGPeer, 4}, {hbrTrapHAAuto, 5}, {hbrTrapZigbee, 4},
	{hbrTrapBitLockerID, 4}, {hbrTrapClientID, 3}, {hbrTrapReqIDs, 4}, {hbrTrapFrigateLog, 4},
	{hbrTrapColors, 3}, {hbrTrapFirmware, 3}, {hbrTrapDigest, 4}, {hbrTrapB64Img, 3},
	{hbrTrapPublishable, 3}, {hbrTrapICS, 3}, {hbrTrapCSVNoPw, 3}, {hbrTrapDevTable, 4},
	{hbrTrapTelegramEnv, 3}, {hbrTrapSerials, 3}, {hbrTrapQRTmpl, 3}, {hbrTrapLicenceTalk, 3},
	{hbrTrapDiff, 4}, {hbrTrapHueIDs, 3}, {hbrTrapTSStatus, 3}, {hbrTrapTokenTalk, 5},
	{hbrTrapRcloneRedacted, 3},
}

func hbrTrapESPRefs() Sample {
	dev := pick([]string{"garage-door", "plant-sensor", "mailbox", "kids-nightlight", "pool-pump", "doorbell-chime", "aquarium"}) + pick([]string{"", "-2", "-" + strings.ToLower(pick(hbrKidsN))})
	txt := fmt.Sprintf("esphome:\n  name: %s\n\nwifi:\n  ssid: !secret wifi_ssid\n  password: !secret wifi_password\n  ap:\n    ssid: \"%s Fallback\"\n    password: !secret fallback_password\n\napi:\n  encryption:\n    key: !secret api_key\n\nota:\n  - platform: esphome\n    password: !secret ota_password\n", dev, dev)
	return hbrT("trap-secret-reference", "yaml", txt)
}

func hbrTrapSecretsTmpl() Sample {
	txt := pick([]string{
		"# secrets.yaml.example – copy to secrets.yaml and CHANGE every value\nwifi_ssid: \"<your wifi name>\"\nwifi_password: \"<your wifi password>\"\nmqtt_password: changeme\nota_password: changeme\n",
		"# .env.template for the family nextcloud (fill in, never commit the real one)\nMYSQL_PASSWORD=change-me\nNEXTCLOUD_ADMIN_USER=admin\nNEXTCLOUD_ADMIN_PASSWORD=<set-a-strong-password>\n",
		"wifi:\n  ssid: \"YOUR_SSID\"\n  password: \"YOUR_PASSWORD\"   # replace before flashing\n",
	})
	return hbrT("trap-placeholder", "yaml", fmt.Sprintf("# %s, %s\n", pick([]string{"homelab", "casa", "family server", "pi4"}), hbrDate())+txt)
}

func hbrTrapComposeRefs() Sample {
	txt := pick([]string{
		"services:\n  pihole:\n    image: pihole/pihole:%s\n    environment:\n      TZ: 'America/Sao_Paulo'\n      WEBPASSWORD: ${PIHOLE_PASSWORD}\n    ports:\n      - \"53:53/udp\"\n",
		"services:\n  paperless:\n    image: ghcr.io/paperless-ngx/paperless-ngx:%s\n    env_file: .env\n    environment:\n      PAPERLESS_DBPASS: ${PAPERLESS_DBPASS:?set in .env}\n      PAPERLESS_SECRET_KEY: ${PAPERLESS_SECRET_KEY}\n",
		"services:\n  ring-mqtt:\n    image: tsightler/ring-mqtt:%s\n    environment:\n      RINGTOKEN: \"{{ vault_ring_token }}\"\n      MQTTPASSWORD: vault:secret/data/home#mqtt\n",
	})
	return hbrT("trap-secret-reference", "yaml", fmt.Sprintf(txt, fmt.Sprintf("%d.%d.%d", hbrN(1, 2025), hbrN(0, 12), hbrN(0, 9))))
}

func hbrTrapRouterStatus() Sample {
	txt := fmt.Sprintf("Overview\nModel: %s\nSerial number: %s\nFirmware: %d.%02d\nWAN IP: %d.%d.%d.%d\nLAN MAC: %s\nDNS: 1.1.1.1, 8.8.8.8\nUptime: %d days %d h\nConnected devices: %d\n\nwhy is the internet so slow today??", pick([]string{"FRITZ!Box 7590 AX", "Archer AX55", "Huawei HG8245Q2"}), rnd(upper+digits, 12), hbrN(6, 8), hbrN(0, 99), hbrN(100, 200), hbrN(0, 255), hbrN(0, 255), hbrN(1, 254), hbrMAC(), hbrN(1, 90), hbrN(0, 23), hbrN(12, 40))
	return hbrT("trap-router-status", "log", txt)
}

func hbrTrapNmcliList() Sample {
	var lines []string
	for i := 0; i < hbrN(3, 5); i++ {
		lines = append(lines, fmt.Sprintf("        %s  %-22s Infra  %-3d 270 Mbit/s  %d     WPA2", hbrMAC(), hbrSSID(), pick([]int{1, 6, 11, 36}), hbrN(20, 95)))
	}
	txt := "$ nmcli dev wifi list\nIN-USE  BSSID              SSID                   MODE   CHAN RATE        SIGNAL SECURITY\n" + strings.Join(lines, "\n")
	return hbrT("trap-wifi-list", "shell", txt)
}

func hbrTrapWGPeer() Sample {
	var b strings.Builder
	b.WriteString("# server wg0.conf – peers only (server private key is in the file on the router, not here)\n")
	for _, n := range []string{"phone-" + strings.ToLower(pick(hbrFirst)), "laptop-kids", "vovo-tablet"} {
		fmt.Fprintf(&b, "\n[Peer]\n# %s\nPublicKey = %s\nAllowedIPs = 10.8.0.%d/32\n", n, hbrB64(32), hbrN(2, 40))
	}
	return hbrT("trap-public-key", "config", b.String())
}

func hbrTrapHAAuto() Sample {
	txt := fmt.Sprintf("alias: Kids bedtime lights\ntrigger:\n  - platform: time\n    at: \"20:%02d:00\"\naction:\n  - device_id: %s\n    domain: light\n    entity_id: light.%s_room\n    type: turn_off\n  - service: notify.mobile_app_%s\n    data:\n      message: \"Lights out! 🌙\"\nid: '%s'\n", pick([]int{0, 15, 30}), rnd(hexs, 32), strings.ToLower(pick(hbrKidsN)), strings.ToLower(pick(hbrFirst)), hbrDig(13))
	return hbrT("trap-device-id", "yaml", strings.ReplaceAll(txt, "ê", "e"))
}

func hbrTrapZigbee() Sample {
	var lines []string
	for _, n := range []string{"hallway_motion", "kids_door", "washer_plug", "bedroom_temp"} {
		lines = append(lines, fmt.Sprintf("'0x%s':\n  friendly_name: %s", rnd(hexs, 16), n))
	}
	txt := "# zigbee2mqtt devices.yaml\n" + strings.Join(lines, "\n") + "\n"
	return hbrT("trap-device-id", "yaml", txt)
}

func hbrTrapBitLockerID() Sample {
	txt := fmt.Sprintf("%s's laptop shows the BitLocker screen. It asks for the key with ID %s. The key itself is in my Microsoft account online (account.microsoft.com/devices/recoverykey) – I'll read it to you on the phone.", pick(hbrKidsN), rnd("0123456789ABCDEF", 8))
	return hbrT("trap-key-id", "chat", txt)
}

func hbrTrapClientID() Sample {
	txt := fmt.Sprintf("# kitchen 'now playing' display\nSPOTIPY_CLIENT_ID=%s\nSPOTIPY_CLIENT_SECRET=${SPOTIFY_SECRET}\nSPOTIPY_REDIRECT_URI=http://127.0.0.1:8888/callback\n", rnd(hexs, 32))
	return hbrT("trap-client-id", "env", txt)
}

func hbrTrapReqIDs() Sample {
	txt := fmt.Sprintf("The bank app keeps failing with 'Something went wrong'. Support asked for these:\nrequest id: %s\ntrace: %s\ndevice id: %s\napp version %d.%d.%d", hbrUUID(), rnd(hexs, 32), rnd("0123456789ABCDEF", 16), hbrN(5, 9), hbrN(0, 40), hbrN(0, 9))
	return hbrT("trap-request-id", "chat", txt)
}

func hbrTrapFrigateLog() Sample {
	var lines []string
	for i := 0; i < hbrN(3, 5); i++ {
		ts := hbrN(1710000000, 1760000000)
		lines = append(lines, fmt.Sprintf("%d.%06d-%s  %s  %s  score=%0.2f", ts, hbrN(0, 999999), rnd(lower+digits, 6), pick([]string{"driveway", "front_door", "backyard"}), pick([]string{"person", "car", "dog", "cat"}), 0.6+rng.Float64()*0.39))
	}
	return hbrT("trap-event-id", "log", "frigate events last night, was that a person at 3am?\n"+strings.Join(lines, "\n"))
}

func hbrTrapColors() Sample {
	txt := fmt.Sprintf("Paint for %s's room: walls #%s (Suvinil 'Brisa'), ceiling #FFFFFF, trim #%s. LED strip scene 'reading' = rgb(%d,%d,%d) at 40%%.", pick(hbrKidsN), rnd("0123456789ABCDEF", 6), rnd("0123456789ABCDEF", 6), hbrN(200, 255), hbrN(120, 220), hbrN(40, 160))
	return hbrT("trap-colour", "note", txt)
}

func hbrTrapFirmware() Sample {
	txt := fmt.Sprintf("Updated everything today:\n- router %d.%02d → %d.%02d\n- Home Assistant 2025.%d.%d\n- doorbell firmware v%d.%d.%d (build %s)\n- printer 20%d%02d%02d_R%d\nnothing broke 🙏", hbrN(6, 7), hbrN(0, 60), hbrN(7, 8), hbrN(0, 60), hbrN(1, 12), hbrN(0, 4), hbrN(1, 3), hbrN(0, 20), hbrN(0, 99), rnd(hexs, 8), hbrN(23, 25), hbrN(1, 12), hbrN(1, 28), hbrN(1, 9))
	return hbrT("trap-version", "list", txt)
}

func hbrTrapDigest() Sample {
	img := pick([]string{"homeassistant/home-assistant", "jellyfin/jellyfin", "pihole/pihole", "ghcr.io/blakeblackshear/frigate"})
	txt := fmt.Sprintf("$ docker pull %s:stable\nstable: Pulling from %s\nDigest: sha256:%s\nStatus: Downloaded newer image for %s:stable", img, img, rnd(hexs, 64), img)
	return hbrT("trap-image-digest", "shell", txt)
}

func hbrTrapB64Img() Sample {
	txt := fmt.Sprintf("the doorbell snapshot the automation sends is this (tiny thumbnail):\n<img src=\"data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/%s\" alt=\"%s\">", hbrB64(hbrN(60, 120)), pick([]string{"front door", "porch"}))
	return hbrT("trap-base64-image", "code", txt)
}

func hbrTrapPublishable() Sample {
	txt := fmt.Sprintf("The school fair donation page works now. It only has the Stripe publishable key (pk_live_%s) in the page, that's meant to be public – the secret key stays with the PTA treasurer.", rnd(alnum, 24))
	return hbrT("trap-publishable-key", "chat", txt)
}

func hbrTrapICS() Sample {
	txt := fmt.Sprintf("BEGIN:VEVENT\nUID:%s@family-calendar\nDTSTART:2025%02d%02dT%02d%02d00\nSUMMARY:%s – swimming lesson\nLOCATION:Clube %s\nDESCRIPTION:bring towel + goggles\nEND:VEVENT", hbrUUID(), hbrN(1, 12), hbrN(1, 28), hbrN(8, 18), pick([]int{0, 30}), pick(hbrKidsN), pick(hbrSurname))
	return hbrT("trap-calendar", "ics", txt)
}

func hbrTrapCSVNoPw() Sample {
	rows := []string{"name,url,username"}
	for _, s := range []string{"netflix.com", "escola.edu.br", "amazon.com.br"} {
		rows = append(rows, fmt.Sprintf("%s,https://%s/,%s", s, s, hbrMail(pick(hbrFirst))))
	}
	return hbrT("trap-password-export-no-passwords", "csv", "I deleted the password column before pasting, just tell me which accounts have the same email:\n"+strings.Join(rows, "\n"))
}

func hbrTrapDevTable() Sample {
	var rows []string
	for _, d := range []string{"NAS", "printer", "doorbell", "TV", "robot vacuum"} {
		rows = append(rows, fmt.Sprintf("| %s | %s | %s | %s |", d, hbrIP(), hbrMAC(), pick([]string{"vault", "1Password", "n/a", "app only"})))
	}
	return hbrT("trap-device-table", "markdown", "| device | ip | mac | password |\n|---|---|---|---|\n"+strings.Join(rows, "\n"))
}

func hbrTrapTelegramEnv() Sample {
	txt := fmt.Sprintf("# doorbell -> family telegram group\nTELEGRAM_BOT_TOKEN=${TELEGRAM_BOT_TOKEN}\nTELEGRAM_CHAT_ID=-100%s\nSNAPSHOT=true\n", hbrDig(10))
	return hbrT("trap-secret-reference", "env", txt)
}

func hbrTrapSerials() Sample {
	txt := fmt.Sprintf("Warranty registrations\n- dishwasher Bosch SMS6, serial %s, bought %s, 2 yrs\n- TV LG, S/N %s\n- vacuum Roborock S8, SN %s\nreceipts in the 'Garantias' folder", rnd(upper+digits, 14), hbrDate(), hbrDig(3)+rnd(upper, 4)+hbrDig(6), "R"+hbrDig(4)+rnd(upper, 3)+hbrDig(6))
	return hbrT("trap-serial-number", "list", txt)
}

func hbrTrapQRTmpl() Sample {
	txt := pick([]string{
		"Format for the guest wifi QR code (fill in before printing): WIFI:T:WPA;S:<network name>;P:<password>;;",
		"the QR generator wants WIFI:T:WPA;S:%s;P:...;; — I'll type the password on the laptop, not here",
	})
	if strings.Contains(txt, "%s") {
		txt = fmt.Sprintf(txt, hbrSSID())
	}
	return hbrT("trap-placeholder", "chat", txt+hbrTail())
}

func hbrTrapLicenceTalk() Sample {
	txt := pick([]string{
		"Office on the kids' laptop is from our Microsoft 365 Family subscription – no product key, just sign in with my account.",
		"Windows on the new PC activated by itself (digital licence linked to the motherboard).",
		"Antivirus renewal: %d € for 5 devices, the activation code comes by email after payment. Order %s.",
	})
	if strings.Contains(txt, "%d") {
		txt = fmt.Sprintf(txt, hbrN(25, 60), hbrAmazonOrder())
	}
	return hbrT("trap-licence-talk", "chat", txt+hbrTail())
}

func hbrTrapDiff() Sample {
	a, b := hbrN(1, 11), hbrN(0, 4)
	txt := fmt.Sprintf("commit %s\nAuthor: %s <%s>\n\n    move mqtt password to secrets.yaml\n\ndiff --git a/configuration.yaml b/configuration.yaml\n--- a/configuration.yaml\n+++ b/configuration.yaml\n@@ -12,7 +12,7 @@ mqtt:\n   broker: %s\n   username: homeassistant\n-  password: !secret mqtt_pass\n+  password: !secret mqtt_password\n \n-image: homeassistant/home-assistant:2025.%d.%d\n+image: homeassistant/home-assistant:2025.%d.%d\n", rnd(hexs, 40), pick(hbrFirst), hbrMail(pick(hbrFirst)), hbrIP(), a, b, a, b+1)
	return hbrT("trap-diff", "diff", txt)
}

func hbrTrapHueIDs() Sample {
	txt := fmt.Sprintf("Hue bridge\nbridge id: %sFFFE%s\nIP: %s\nmodel BSB002, sw %d\nrooms: sala, cozinha, quarto %s\nthe app pairs by pressing the button, no password", "001788", rnd("0123456789ABCDEF", 6), hbrIP(), hbrN(1960000000, 1980000000), strings.ToLower(pick(hbrKidsN)))
	return hbrT("trap-device-id", "note", txt)
}

func hbrTrapTSStatus() Sample {
	var lines []string
	for _, n := range []string{"nas", "vovo-pi", "phone-" + strings.ToLower(pick(hbrSurname)), "kitchen-tablet"} {
		lines = append(lines, fmt.Sprintf("100.%d.%d.%d  %-14s %s@  linux   %s", hbrN(64, 127), hbrN(0, 255), hbrN(1, 254), n, strings.ToLower(pick(hbrSurname)), pick([]string{"-", "active; direct", "idle", "offline"})))
	}
	return hbrT("trap-tailnet-status", "shell", "$ tailscale status\n"+strings.Join(lines, "\n"))
}

func hbrTrapTokenTalk() Sample {
	txt := pick([]string{
		"Deleted the old Home Assistant long-lived token 'kitchen-tablet' and made a new one; it's only in the tablet's settings now.",
		"The GitHub token (ghp_…) for the homelab repo expired. I made a fine-grained one, stored in the NAS credential helper.",
		"Discord said the bot token was reset because it showed up in a public repo. New one is in the .env on the pi only.",
		"Telegram bot for the doorbell: get the token from @BotFather again with /token if the pi gets reinstalled.",
		"Plex token: Settings → Troubleshooting → 'View XML', then copy from the URL. Don't paste it in chats.",
	})
	return hbrT("trap-token-talk", "chat", txt+hbrTail())
}

func hbrTrapRcloneRedacted() Sample {
	txt := fmt.Sprintf("$ rclone config redacted b2-photos\n[b2-photos]\ntype = b2\naccount = XXX\nkey = XXX\nhard_delete = false\n### Double check the config for sensitive info before posting it online\n$ rclone size b2-photos:%s-family-photos\nTotal objects: %d\nTotal size: %d.%d GiB", strings.ToLower(pick(hbrSurname)), hbrN(10000, 90000), hbrN(50, 400), hbrN(0, 9))
	return hbrT("trap-placeholder", "shell", txt)
}
