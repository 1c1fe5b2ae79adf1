package main

import (
	"fmt"
	"strings"
)

// Traps from recorders, cameras and streams: ids, placeholders and references, no secret.

func hddTrap(cat, format, text string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: []string{}}
}

func hddTrapTplsA() []hddTpl {
	return []hddTpl{
		{"t-hik-sheet", 6, func() Sample {
			m := hddNVR()
			t := fmt.Sprintf("%s\nSerial: %s\nHik-Connect: enabled\nVerification code: %s\nAdded to Hik-ProConnect site \"%s\".", m, hddRnd(upper, 1)+hddRnd(hddDig, 8),
				hddPick("on the label under the unit", "set by client (not recorded)", "******", "[see sealed envelope]", "n/a – added by serial + QR"), hddSite())
			return hddTrap("trap-p2p-id", "sheet", t)
		}},
		{"t-reolink-uid", 5, func() Sample {
			uid := "9527" + hddRnd(hddDig, 4) + hddRnd(upper, 8)
			t := fmt.Sprintf("%s: what's the UID of the doorbell?\n%s: %s – password is whatever you set in the app when you first added it, I don't have it", "Client", hddWho(), uid)
			return hddTrap("trap-p2p-id", "chat", t)
		}},
		{"t-dahua-sn", 5, func() Sample {
			sn := hddRnd(hddDig+upper[:6], 15)
			t := fmt.Sprintf("DMSS: added XVR by SN %s, P2P status online. Device password entered by %s on their phone. Firmware %s.", sn, hddPick("the owner", "Mrs Okafor", "the manager"), hddPick("V4.002.0000000.6.R", "V4.001.0000001.3.R.220329", "V5.000.00AA000.0.R"))
			return hddTrap("trap-p2p-id", "notes", t)
		}},
		{"t-rtsp-nocreds", 6, func() Sample {
			ip := hddLAN()
			t := hddPick(
				fmt.Sprintf("Main stream: rtsp://%s:554/Streaming/Channels/101\nSub stream: rtsp://%s:554/Streaming/Channels/102\n(auth: digest, same user as the web UI)", ip, ip),
				fmt.Sprintf("go2rtc:\n  streams:\n    gate: rtsp://admin:<password>@%s:554/cam/realmonitor?channel=1&subtype=0", ip),
				fmt.Sprintf("VLC: rtsp://USERNAME:PASSWORD@%s:554/h264Preview_01_main – replace with the camera's own login", ip),
				fmt.Sprintf("    - path: rtsp://{FRIGATE_RTSP_USER}:{FRIGATE_RTSP_PASSWORD}@%s:554/Streaming/Channels/101", ip),
			)
			return hddTrap("trap-rtsp-placeholder", "config", t)
		}},
		{"t-frigate-env-example", 5, func() Sample {
			t := fmt.Sprintf("# .env.example – copy to .env and fill in\nTZ=%s\nFRIGATE_RTSP_USER=admin\nFRIGATE_RTSP_PASSWORD=changeme\nFRIGATE_MQTT_PASSWORD=changeme\n# ^ change both before starting the stack\n", hddPick("Europe/London", "Europe/Lisbon", "Europe/Berlin"))
			return hddTrap("trap-placeholder", "env", t)
		}},
		{"t-device-xml", 5, func() Sample {
			t := fmt.Sprintf("<DeviceInfo version=\"2.0\">\n<deviceName>%s</deviceName>\n<deviceID>%s</deviceID>\n<model>%s</model>\n<serialNumber>%s</serialNumber>\n<macAddress>%s</macAddress>\n<firmwareVersion>V4.%d.%d</firmwareVersion>\n<firmwareReleasedDate>build %d</firmwareReleasedDate>\n</DeviceInfo>",
				hddPick("NVR", "Recorder-Shop"), hddUUID(), hddNVR(), hddRnd(upper, 1)+hddRnd(hddDig, 8), strings.ToLower(hddMAC()), hddIn(30, 80), hddIn(0, 9), hddIn(220101, 250930))
			return hddTrap("trap-device-info", "xml", t)
		}},
		{"t-sadp", 6, func() Sample {
			var rows []string
			rows = append(rows, "ID | Status   | IPv4         | Port | Software Version      | Serial No.")
			for i := 0; i < hddIn(2, 4); i++ {
				rows = append(rows, fmt.Sprintf("%03d | %-8s | %-12s | 8000 | V%d.%d.%dbuild %d | %s", i+1, hddPick("Active", "Inactive"), hddLAN(), hddIn(4, 5), hddIn(1, 9), hddIn(0, 99), hddIn(220101, 250930), hddHikSerial(hddCam())))
			}
			return hddTrap("trap-serial", "table", strings.Join(rows, "\n"))
		}},
		{"t-pw-policy", 6, func() Sample {
			t := hddPick(
				"Reminder: Hik recorders need 8–16 characters with at least two of upper case, lower case, digits and symbols. Don't use the site name. Hand the password to the client in person, never by e-mail.",
				"The activation password can't contain the username and must be at least 8 chars. If the client forgets it we need the GUID file or a reset from Hik.",
				"Policy: every recorder gets its own password, generated in Bitwarden (20 chars), stored in the client's collection. No shared passwords between sites.",
				"Wie besprochen: Das Passwort muss mindestens 8 Zeichen haben, Groß/Kleinbuchstaben und Ziffern. Der Kunde vergibt es selbst bei der Übergabe.",
				"Lembrete: a senha do gravador fica só com o cliente, nós não guardamos.",
			)
			return hddTrap("trap-password-talk", "note", t)
		}},
		{"t-reset-talk", 8, func() Sample {
			t := fmt.Sprintf("%s: Hi, we can't get into the recorder, it says the account is locked?\n%s: It locks for 30 min after 7 wrong tries. I've reset your password remotely – %s will ring you with the new one, we don't send them by message.\n%s: ok thanks",
				"Client", hddWho(), hddWho(), "Client")
			return hddTrap("trap-password-talk", "chat", t)
		}},
		{"t-onvif-probe", 5, func() Sample {
			ip := hddLAN()
			t := fmt.Sprintf("$ python3 wsdiscovery.py\nurn:uuid:%s\n  XAddrs: http://%s/onvif/device_service\n  Scopes: onvif://www.onvif.org/hardware/%s onvif://www.onvif.org/name/%s\n  Types: dn:NetworkVideoTransmitter", hddUUID(), ip, hddCam(), hddPick("HIKVISION", "Dahua", "AXIS", "Uniview"))
			return hddTrap("trap-uuid", "shell", t)
		}},
		{"t-cam-csv", 6, func() Sample {
			rows := []string{"name,ip,model,mac,firmware,password"}
			for i := 0; i < hddIn(3, 5); i++ {
				rows = append(rows, fmt.Sprintf("%s%d,%s,%s,%s,%s,%s", hddPick("Entrance", "Yard", "Till", "Rear", "Car park"), i+1, hddLAN(), hddCam(), hddMAC(), hddPick("V5.7.3", "V5.8.2", "2.840.0000000.3.R", "11.9.68"), hddPick("(vault)", "see Bitwarden", "********", "same as NVR – not listed")))
			}
			return hddTrap("trap-masked", "csv", strings.Join(rows, "\n"))
		}},
		{"t-storage-calc", 5, func() Sample {
			n, br, d := hddIn(4, 32), hddPick1(2048, 4096, 6144, 8192), hddIn(14, 31)
			t := fmt.Sprintf("Storage calc – %d cams @ %d kbps, 24/7, %d days\n= %d x %d kbps x 86400 x %d / 8 / 1024^3 ≈ %.1f TB\n-> 2 x %d TB WD Purple, RAID off, overwrite on", n, br, d, n, br, d, float64(n*br)*86400*float64(d)/8/1024/1024/1024, hddPick1(4, 6, 8, 10))
			return hddTrap("trap-numbers", "notes", t)
		}},
		{"t-fw-sha", 5, func() Sample {
			t := fmt.Sprintf("$ sha256sum digicap.dav\n%s  digicap.dav\n$ md5sum digicap.dav\n%s  digicap.dav\n# matches the release notes for %s", hddRnd(hddHexL, 64), hddRnd(hddHexL, 32), hddNVR())
			return hddTrap("trap-checksum", "shell", t)
		}},
		{"t-image-digest", 4, func() Sample {
			t := fmt.Sprintf("services:\n  frigate:\n    image: ghcr.io/blakeblackshear/frigate@sha256:%s\n    shm_size: \"%dmb\"\n    devices:\n      - /dev/bus/usb:/dev/bus/usb\n    environment:\n      FRIGATE_RTSP_PASSWORD: ${FRIGATE_RTSP_PASSWORD}\n", hddRnd(hddHexL, 64), hddPick1(256, 512))
			return hddTrap("trap-image-digest", "yaml", t)
		}},
		{"t-isapi-err", 5, func() Sample {
			ip := hddLAN()
			t := fmt.Sprintf("$ curl -s --digest -u \"admin:$NVR_PASS\" http://%s/ISAPI/System/time\n<ResponseStatus version=\"2.0\">\n<requestURL>/ISAPI/System/time</requestURL>\n<statusCode>4</statusCode>\n<statusString>Invalid Operation</statusString>\n<subStatusCode>notSupport</subStatusCode>\n</ResponseStatus>", ip)
			return hddTrap("trap-env-reference", "shell", t)
		}},
		{"t-masked-handover", 6, func() Sample {
			t := fmt.Sprintf("CLIENT HANDOVER SHEET (office copy)\nSite: %s\nRecorder: %s  IP %s\n  admin password: %s\nWi-Fi key: %s\nAlarm master code: %s\nRetention: %d days", hddSite(), hddNVR(), hddLAN(),
				hddPick("********", "[given to client]", "●●●●●●●●", "see client copy"), hddPick("[REDACTED]", "on the router label", "xxxxxxxx"), hddPick("****", "set by client", "[REDACTED]"), hddIn(14, 31))
			return hddTrap("trap-masked", "sheet", t)
		}},
		{"t-frigate-log", 5, func() Sample {
			t := fmt.Sprintf("%s [frigate.api] INFO: GET /api/events?limit=50 200 req_id=%s\n%s [frigate.record] INFO: Cleaning up recordings older than %d days\n%s [frigate.events] INFO: new event %s.%d-%s label=person camera=%s",
				hddTime(), hddRnd(hddHexL, 32), hddTime(), hddIn(7, 30), hddTime(), fmt.Sprint(hddIn(1700000000, 1760000000)), hddIn(100000, 999999), hddRnd(lower+hddDig, 6), hddPick("driveway", "gate", "yard"))
			return hddTrap("trap-request-id", "log", t)
		}},
		{"t-nmap", 4, func() Sample {
			ip := hddLAN()
			t := fmt.Sprintf("$ nmap -p 80,443,554,8000,37777 %s\nPORT      STATE  SERVICE\n80/tcp    open   http\n443/tcp   open   https\n554/tcp   open   rtsp\n8000/tcp  open   http-alt\n37777/tcp closed unknown\nMAC Address: %s (%s)", ip, hddMAC(), hddPick("Hangzhou Hikvision Digital Technology", "Zhejiang Dahua Technology", "Axis Communications AB"))
			return hddTrap("trap-mac", "shell", t)
		}},
		{"t-milestone-guid", 4, func() Sample {
			t := fmt.Sprintf("Camera '%s' (Id %s) on recording server %s lost connection at %s. Hardware Id %s. Check PoE port %d.", hddPick("Gate PTZ", "Car park 2", "Lobby"), hddUUID(), hddPick("RS01", "XPR-REC-02"), hddTime(), hddUUID(), hddIn(1, 24))
			return hddTrap("trap-uuid", "log", t)
		}},
		{"t-snapshot-b64", 4, func() Sample {
			t := fmt.Sprintf("{\"camera\": \"%s\", \"label\": \"person\", \"score\": 0.%d, \"snapshot\": \"data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/%s\"}", hddPick("front", "gate", "back"), hddIn(70, 99), hddRnd(hddB64, hddIn(80, 120)))
			return hddTrap("trap-base64-image", "json", t)
		}},
		{"t-vault-ref", 7, func() Sample {
			t := hddPick(
				fmt.Sprintf("nvr_password: \"{{ vault_%s_nvr }}\"", hddPick("riverside", "crown", "vale")),
				"NVR_PASSWORD=${NVR_PASSWORD:?set in the environment}",
				fmt.Sprintf("password: vault:secret/data/clients/%s#nvr_admin", hddPick("riverside", "kowalski", "millane")),
				fmt.Sprintf("%s: the NVR and door controller logins for %s are in 1Password, vault 'Clients'. Don't paste them here.", hddWho(), hddSite()),
				"cam_password: \"{{ secrets.CAM_PASSWORD }}\"",
			)
			return hddTrap("trap-secret-reference", "config", t)
		}},
	}
}
