package main

import (
	"fmt"
	"strings"
)

// NVRs, DVRs, cameras, ONVIF users, RTSP URLs and P2P cloud apps.

func hddNVRTpls() []hddTpl {
	return []hddTpl{
		{"nvr-chat", 6, func() Sample {
			site, pw, who := hddSite(), hddPw(), hddWho()
			n := hddPick("8", "16", "4", "12")
			t := fmt.Sprintf("[%s] %s: %s done, %s cams recording, HDD formatted\n[%s] %s: %s admin pw on the nvr is %s — put it on the job sheet pls\n[%s] Office: 👍",
				hddTime()[:5], who, site, n, hddTime()[:5], who, hddPick("fyi", "btw", "oh and"), pw, hddTime()[:5])
			return Sample{Category: "nvr-password", Format: "chat", Text: t, Secrets: []string{pw}, Keep: []string{site}}
		}},
		{"nvr-mail", 5, func() Sample {
			site, pw, ip, model := hddSite(), hddPw(), hddLAN(), hddNVR()
			user := hddPick("admin", "owner", "manager", "viewer1")
			t := fmt.Sprintf("Subject: %s – CCTV handover\n\nHi %s,\n\nThanks for having us on site today. The recorder (%s) is in the comms cabinet under the stairs and is set to record continuously for roughly %d days.\n\nTo log in from the office PC go to http://%s and use:\n  User: %s\n  Password: %s\n\nPlease change the password after the first login and keep it somewhere safe.\n\nKind regards,\n%s\n%s",
				site, hddPick("Sarah", "Mr Patel", "Linda", "João", "Herr Brenner"), model, hddIn(14, 45), ip, user, pw, hddWho(), hddPick("Clearview Security Ltd", "SafeSite CCTV", "Vigil Systems", "Olho Vivo Segurança"))
			return Sample{Category: "nvr-password", Format: "mail", Text: t, Secrets: []string{pw}, Keep: []string{ip, model}}
		}},
		{"nvr-ticket-reset", 5, func() Sample {
			model, pw := hddNVR(), hddPw()
			tk := fmt.Sprintf("%s-%d", hddPick("SR", "TCK", "INC", "JOB"), hddIn(10000, 99999))
			t := fmt.Sprintf("%s | %s | status: resolved\nCustomer locked out of %s after too many attempts. Exported the GUID/reset file via SADP, %s.\nNew admin password set to %s, client informed by phone. Recommended they enable the reset e-mail.",
				tk, hddSite(), model, hddPick("Hik support sent the key back within the hour", "reset done remotely over TeamViewer", "reset done on site with the secure code"), pw)
			return Sample{Category: "nvr-password", Format: "ticket", Text: t, Secrets: []string{pw}, Keep: []string{tk}}
		}},
		{"rtsp-vlc", 5, func() Sample {
			pw, ip := hddUrlPw(), hddLAN()
			user := hddPick("admin", "viewer", "onvif", "bi", "frigate")
			path := hddPick("/Streaming/Channels/101", "/cam/realmonitor?channel=1&subtype=0", "/h264Preview_01_main", "/profile1/media.smp", "/axis-media/media.amp", "/Streaming/Channels/102")
			t := fmt.Sprintf("%s VLC -> Media -> Open Network Stream and paste:\n\nrtsp://%s:%s@%s:554%s\n\n%s",
				hddPick("To check the feed:", "if the app is playing up you can test it in", "quick test from the laptop:"), user, pw, ip, path, hddPick("If it buffers switch to the substream.", "Should come up in a couple of secs.", "Mind the capital letters."))
			return Sample{Category: "rtsp-password", Format: "note", Text: t, Secrets: []string{pw}, Keep: []string{ip}}
		}},
		{"frigate-yaml", 6, func() Sample {
			p1, p2 := hddUrlPw(), hddPw()
			ip1, ip2 := hddLAN(), hddLAN()
			t := fmt.Sprintf("mqtt:\n  host: %s\n  user: frigate\n  password: %s\n\ncameras:\n  %s:\n    ffmpeg:\n      inputs:\n        - path: rtsp://%s:%s@%s:554/cam/realmonitor?channel=1&subtype=%d\n          roles: [detect, record]\n  %s:\n    ffmpeg:\n      inputs:\n        - path: rtsp://{FRIGATE_RTSP_USER}:{FRIGATE_RTSP_PASSWORD}@%s:554/h264Preview_01_main\n          roles: [record]\n",
				hddLAN(), p2, hddPick("driveway", "front_door", "yard"), hddPick("admin", "frigate"), p1, ip1, hddIn(0, 1), hddPick("garden", "garage", "side_gate"), ip2)
			return Sample{Category: "rtsp-password", Format: "yaml", Text: t, Secrets: []string{p2, p1}, Keep: []string{"{FRIGATE_RTSP_PASSWORD}", ip2}}
		}},
		{"onvif-user", 5, func() Sample {
			pw, u := hddPw(), hddPick("onvif_bi", "onvifuser", "milestone", "vms01", "nx")
			vms := hddPick("Blue Iris", "Milestone", "Nx Witness", "Synology Surveillance Station", "Digifort")
			t := fmt.Sprintf("Notes %s\n- Enabled ONVIF on all %d cams (Network > Advanced > Integration protocol)\n- created ONVIF user %s with password %s (media user) for %s\n- Digest/WS-Username token auth both on, time sync to NVR\n- %s",
				hddDate(), hddIn(3, 14), u, pw, vms, hddPick("cam 5 still shows 'unauthorised', re-check tomorrow", "all streams added, motion via ONVIF events working", "PTZ presets ok"))
			return Sample{Category: "onvif-password", Format: "notes", Text: t, Secrets: []string{pw}, Keep: []string{u, vms}}
		}},
		{"hik-verif", 6, func() Sample {
			code := hddRnd(upper, 6)
			if hddP(0.4) {
				code = hddRnd(upper+hddDig, hddIn(6, 10))
			}
			model := hddNVR()
			sn := hddRnd(upper, 1) + hddRnd(hddDig, 8)
			t := fmt.Sprintf("%s\nSerial: %s\nHik-Connect: %s\nVerification code: %s\nAdded to %s's Hik-ProConnect site \"%s\", handed over to client app.",
				model, sn, hddPick("enabled", "online", "ON (status: online)"), code, hddPick("our", "the installer"), hddSite())
			return Sample{Category: "p2p-verification-code", Format: "sheet", Text: t, Secrets: []string{code}, Keep: []string{sn}}
		}},
		{"hik-verif-chat", 6, func() Sample {
			code := hddRnd(upper, 6)
			sn := hddRnd(upper, 1) + hddRnd(hddDig, 8)
			t := fmt.Sprintf("%s: can't add the dvr in the app, what's the code on the sticker?\n%s: the verification code is %s, serial %s. it's under the unit, 6 capital letters\n%s: got it, live view working now",
				"Client", hddWho(), code, sn, "Client")
			return Sample{Category: "p2p-verification-code", Format: "chat", Text: t, Secrets: []string{code}, Keep: []string{sn}}
		}},
		{"dahua-p2p", 5, func() Sample {
			sn := hddRnd(hddDig+upper[:6], 15)
			pw := hddPw()
			t := fmt.Sprintf("DMSS setup for %s:\n1. + > SN/Scan, serial no. %s\n2. device username admin\n3. device password %s\n4. name it '%s'\nP2P status on the XVR shows Online.",
				hddPick("the owner's phone", "Mrs Okafor", "the shop manager", "site office tablet"), sn, pw, hddPick("Shop", "Home", "Yard", "Casa"))
			return Sample{Category: "nvr-password", Format: "howto", Text: t, Secrets: []string{pw}, Keep: []string{sn}}
		}},
		{"reolink-uid", 5, func() Sample {
			uid := "9527" + hddRnd(hddDig, 4) + hddRnd(upper, 8)
			pw := hddPw()
			t := fmt.Sprintf("Reolink doorbell at %s\nUID: %s\nlogin: admin\npassword: %s\nwifi 2.4G only, pushed fw %s",
				hddSite(), uid, pw, hddPick("v3.0.0.2356", "v3.1.0.2174_2309", "v3.0.0.4110"))
			return Sample{Category: "camera-password", Format: "notes", Text: t, Secrets: []string{pw}, Keep: []string{uid}}
		}},
		{"isapi-curl", 5, func() Sample {
			pw, ip := hddUrlPw(), hddLAN()
			sn := hddRnd(upper, 1) + hddRnd(hddDig, 8)
			t := fmt.Sprintf("$ curl -s --digest -u admin:%s http://%s/ISAPI/System/deviceInfo\n<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<DeviceInfo version=\"2.0\" xmlns=\"http://www.hikvision.com/ver20/XMLSchema\">\n<deviceName>%s</deviceName>\n<model>%s</model>\n<serialNumber>%s</serialNumber>\n<firmwareVersion>V4.%d.%d</firmwareVersion>\n</DeviceInfo>",
				pw, ip, hddPick("Network Video Recorder", "NVR-Shop", "Recorder"), hddNVR(), sn, hddIn(30, 80), hddIn(0, 9))
			return Sample{Category: "nvr-password", Format: "shell", Text: t, Secrets: []string{pw}, Keep: []string{ip, sn}}
		}},
		{"onvif-python", 5, func() Sample {
			pw, ip := hddPw(), hddLAN()
			t := fmt.Sprintf("from onvif import ONVIFCamera\n\n# %s\ncam = ONVIFCamera('%s', %d, 'admin', '%s')\nmedia = cam.create_media_service()\nprofiles = media.GetProfiles()\nprint([p.Name for p in profiles])\n",
				hddPick("gate cam, ptz test", "quick check before site visit", "cam 3 car park"), ip, hddPick1(80, 8000, 8899, 2020), pw)
			return Sample{Category: "onvif-password", Format: "code", Text: t, Secrets: []string{pw}, Keep: []string{ip}}
		}},
		{"cam-csv", 5, func() Sample {
			var rows []string
			var sec []string
			n := hddIn(2, 3)
			rows = append(rows, "name,ip,model,user,password")
			same := hddP(0.3)
			pw := hddPw()
			for i := 0; i < n; i++ {
				if !same || i == 0 {
					pw = hddPw()
					for strings.Contains(pw, ",") {
						pw = hddPw()
					}
					sec = append(sec, pw)
				}
				rows = append(rows, fmt.Sprintf("%s,%s,%s,admin,%s", hddPick("Entrance", "Car park", "Till 1", "Till 2", "Yard N", "Loading bay", "Reception", "Back door")+fmt.Sprint(i+1), hddLAN(), hddCam(), pw))
			}
			return Sample{Category: "camera-password", Format: "csv", Text: strings.Join(rows, "\n"), Secrets: sec}
		}},
		{"device-md", 4, func() Sample {
			p1, p2 := hddPw(), hddPw()
			ip1, ip2 := hddLAN(), hddLAN()
			t := fmt.Sprintf("## %s – devices\n\n| Device | IP | Login | Password |\n|---|---|---|---|\n| NVR %s | %s | admin | %s |\n| PoE switch | %s | admin | %s |\n| Router | %s | — | see client |\n",
				hddSite(), hddNVR(), ip1, p1, ip2, p2, hddLAN())
			return Sample{Category: "nvr-password", Format: "markdown", Text: t, Secrets: []string{p1, p2}, Keep: []string{ip1, ip2}}
		}},
		{"ffmpeg-log", 4, func() Sample {
			pw, ip := hddUrlPw(), hddLAN()
			t := fmt.Sprintf("%s %s [ffmpeg.%s.record] ERROR   : [rtsp @ 0x%s] method DESCRIBE failed: 401 Unauthorized\n%s %s [ffmpeg.%s.record] ERROR   : rtsp://admin:%s@%s:554/Streaming/Channels/101: Server returned 401 Unauthorized (authorization failed)\n%s %s [watchdog.%s] INFO    : No frames received from %s in 20 seconds. Exiting ffmpeg...",
				"2025-"+fmt.Sprintf("%02d-%02d", hddIn(1, 12), hddIn(1, 28)), hddTime(), "back", hddRnd(hddHexL, 12),
				"2025-06-02", hddTime(), "back", pw, ip, "2025-06-02", hddTime(), "back", "back")
			return Sample{Category: "rtsp-password", Format: "log", Text: t, Secrets: []string{pw}, Keep: []string{ip}}
		}},
		{"shinobi-json", 4, func() Sample {
			pw, ip := hddPw(), hddLAN()
			t := fmt.Sprintf("{\n  \"mid\": \"%s\",\n  \"name\": \"%s\",\n  \"host\": \"%s\",\n  \"port\": \"554\",\n  \"protocol\": \"rtsp\",\n  \"muser\": \"admin\",\n  \"mpass\": \"%s\",\n  \"path\": \"/Streaming/Channels/101\"\n}",
				hddRnd(hddAlnum, 10), hddPick("Gate", "Warehouse", "Till", "Porch"), ip, pw)
			return Sample{Category: "camera-password", Format: "json", Text: t, Secrets: []string{pw}, Keep: []string{ip}}
		}},
		{"nvr-sms", 6, func() Sample {
			pw := hddPw()
			t := hddPick("nvr pw: ", "dvr login admin pw ", "Recorder password = ", "new nvr pass ") + pw + hddPick("", " (case sensitive)", " cheers", " – dont lose it this time 😅")
			return Sample{Category: "nvr-password", Format: "sms", Text: t, Secrets: []string{pw}}
		}},
		{"nvr-de", 4, func() Sample {
			pw := hddPw()
			t := fmt.Sprintf("Hallo %s,\n\nder Rekorder im Technikraum ist eingerichtet, Aufzeichnung läuft (Bewegung + Dauer auf Kamera 1).\nZugang: Benutzer admin, Passwort %s\nBitte das Passwort bei Gelegenheit ändern.\n\nGruß %s",
				hddPick("Herr Brenner", "Frau Weiß", "Jens", "Team"), pw, hddWho())
			return Sample{Category: "nvr-password", Format: "mail", Text: t, Secrets: []string{pw}}
		}},
		{"nvr-pt", 4, func() Sample {
			pw := hddPw()
			t := fmt.Sprintf("%s: já ficou a gravar o DVR da %s\n%s: utilizador admin, senha %s\n%s: a app é a %s, o código QR está colado na caixa",
				hddWho(), hddPick("farmácia", "quinta", "loja"), hddWho(), pw, hddWho(), hddPick("Hik-Connect", "DMSS", "gDMSS Plus"))
			return Sample{Category: "nvr-password", Format: "chat", Text: t, Secrets: []string{pw}}
		}},
		{"nvr-es", 4, func() Sample {
			pw := hddPw()
			t := fmt.Sprintf("Buenas %s, el grabador ya está en marcha. Para entrar desde el ordenador: usuario admin y la contraseña es %s. Cualquier cosa me decís. Un saludo, %s",
				hddPick("Lucía", "Javier", "equipo"), pw, hddWho())
			return Sample{Category: "nvr-password", Format: "chat", Text: t, Secrets: []string{pw}}
		}},
		{"frigate-env", 4, func() Sample {
			pw, mq := hddPw(), hddPw()
			t := fmt.Sprintf("# /opt/frigate/.env\nTZ=%s\nFRIGATE_RTSP_USER=%s\nFRIGATE_RTSP_PASSWORD=%s\nFRIGATE_MQTT_PASSWORD=%s\nPLUS_API_KEY=\nSHM_SIZE=%dmb\n",
				hddPick("Europe/London", "Europe/Lisbon", "Europe/Berlin", "Europe/Amsterdam"), hddPick("admin", "frigate", "nvruser"), pw, mq, hddPick1(256, 512, 1024))
			return Sample{Category: "rtsp-password", Format: "env", Text: t, Secrets: []string{pw, mq}}
		}},
		{"ha-generic-cam", 4, func() Sample {
			pw, ip := hddPw(), hddLAN()
			t := fmt.Sprintf("# configuration.yaml\ncamera:\n  - platform: generic\n    name: %s\n    still_image_url: http://%s/ISAPI/Streaming/channels/101/picture\n    stream_source: rtsp://%s:554/Streaming/Channels/101\n    username: admin\n    password: \"%s\"\n    authentication: digest\n",
				hddPick("Driveway", "Front Door", "Back Garden"), ip, ip, pw)
			return Sample{Category: "camera-password", Format: "yaml", Text: t, Secrets: []string{pw}, Keep: []string{ip}}
		}},
		{"ivms-export", 3, func() Sample {
			pw, ip := hddPw(), hddLAN()
			t := fmt.Sprintf("Device list export (iVMS-4200)\nName\tIP\tPort\tUser\tPassword\tSerial\n%s\t%s\t8000\tadmin\t%s\t%s\n",
				hddPick("Shop NVR", "Yard DVR", "Office"), ip, pw, hddRnd(upper, 1)+hddRnd(hddDig, 8))
			return Sample{Category: "nvr-password", Format: "tsv", Text: t, Secrets: []string{pw}, Keep: []string{ip}}
		}},
		{"wisenet-note", 3, func() Sample {
			pw := hddPw()
			t := fmt.Sprintf("Wisenet %s at %s – user admin pass %s (they insisted on keeping that one). Wisenet Mobile added on 2 phones, SSM not licensed.", hddPick("XRN-1610S", "QRN-830S", "XRN-2011"), hddSite(), pw)
			return Sample{Category: "nvr-password", Format: "note", Text: t, Secrets: []string{pw}}
		}},
	}
}
