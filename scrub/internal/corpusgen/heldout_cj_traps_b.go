package main

import (
	"fmt"
	"strings"
)

// Traps near the venue, radio and cloud secrets' shapes.

func hcjTrapGensB() []hcjGen {
	return []hcjGen{
		func() Sample {
			t := fmt.Sprintf("%s: guest wifi is %s, it's open, no password, but it's slow\n%s: ok then the encoders go on the cable, %s is running a line from FOH", hcjName(), pick([]string{"Venue-Guest", "Publiek", "FreeWifi_" + strings.ReplaceAll(pick(hcjVenues[:6]), " ", "")}), hcjName(), hcjName())
			return hcjT("trap-wifi-open", "chat", t)
		},
		func() Sample {
			t := fmt.Sprintf("Wifi voor de crew: netwerk %s. Het wachtwoord staat op de achterkant van je crewpas, vraag het anders aan %s bij de productie-unit.", hcjSSID(), hcjName())
			return hcjT("trap-wifi-reference", "chat", t)
		},
		func() Sample {
			t := "<authentication>\n    <!-- CHANGE THESE before the server goes public -->\n    <source-password>changeme</source-password>\n    <relay-password>changeme</relay-password>\n    <admin-user>admin</admin-user>\n    <admin-password>changeme</admin-password>\n</authentication>"
			return hcjT("trap-placeholder", "xml", t)
		},
		func() Sample {
			acct := rnd(digits, 12)
			t := fmt.Sprintf("MediaLive channel ARN: arn:aws:medialive:eu-west-1:%s:channel:%d\nInput: arn:aws:medialive:eu-west-1:%s:input:%d\nMediaPackage endpoint: https://%s.mediapackage.eu-west-1.amazonaws.com/out/v1/%s/index.m3u8", acct, hcjN(1000000, 9999999), acct, hcjN(1000000, 9999999), rnd(hexs, 16), rnd(hexs, 32))
			return hcjT("trap-arn", "notes", t)
		},
		func() Sample {
			var b strings.Builder
			b.WriteString("asset,model,serial,case\n")
			for i := 0; i < hcjN(3, 6); i++ {
				fmt.Fprintf(&b, "%s-%03d,%s,%s,%s\n", pick([]string{"CAM", "ENC", "LENS", "IC"}), hcjN(1, 200), pick([]string{"PXW-Z190", "Magewell Ultra Encode", "FreeSpeak II", "URSA Mini Pro", "Teradek Prism"}), rnd(upper, 2)+rnd(digits, 8), pick([]string{"Peli 1", "Peli 2", "rack A"}))
			}
			return hcjT("trap-serial-number", "csv", b.String())
		},
		func() Sample {
			t := fmt.Sprintf("Subject: Factuur %d – %s\n\nBeste %s,\n\nIn de bijlage de factuur voor de livestream van %s. Graag binnen 30 dagen voldoen op NL%02dINGB%s t.n.v. %s AV Producties, o.v.v. factuurnummer.\n\nMet vriendelijke groet,\n%s", hcjN(2025000, 2025999), hcjEvent(), hcjName(), hcjDate(), hcjN(10, 99), rnd(digits, 10), hcjName(), hcjName())
			return hcjT("trap-invoice", "mail", t)
		},
		func() Sample {
			id := fmt.Sprintf("RAD-%d", hcjN(100, 999))
			t := fmt.Sprintf("%s: presenter locked out of Zetta\n\nI reset the password for '%s'. They get a one-time link by e-mail and have to pick a new one (min. 12 characters). Closing.", id, hcjUser())
			return hcjT("trap-password-talk", "ticket", t)
		},
		func() Sample {
			t := fmt.Sprintf("output.icecast(%%mp3(bitrate=%d),\n  host=\"%s\", port=8000,\n  password=environment.get(\"ICECAST_SOURCE_PASSWORD\"),\n  mount=\"/live.mp3\", radio)", pick([]int{128, 192, 256}), pick([]string{"stream.campusfm.nl", "icecast.radiooost.nl"}))
			return hcjT("trap-env-reference", "code", t)
		},
		func() Sample {
			t := fmt.Sprintf("ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI%s %s@regie-laptop\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI%s %s@obvan", rnd(alnum+"+/", 43), strings.ToLower(hcjName()), rnd(alnum+"+/", 43), strings.ToLower(hcjName()))
			return hcjT("trap-public-key", "config", t)
		},
		func() Sample {
			f := pick([]string{"ATEM_Switchers_9.6.1.dmg", "vMix27.exe", "FreeSpeakII_4.3.0.zip", "Magewell_UE_1.4.320.bin"})
			t := fmt.Sprintf("Firmware for the rig is on the NAS, check before flashing:\n$ sha256sum %s\n%s  %s", f, rnd(hexs, 64), f)
			return hcjT("trap-checksum", "shell", t)
		},
		func() Sample {
			t := fmt.Sprintf("Dante devices (DDM export)\nname,device_id,ip\nStagebox-1,%s,%s\nFOH-Desk,%s,%s\nRecorder,%s,%s\n", hcjUUID(), hcjIP(), hcjUUID(), hcjIP(), hcjUUID(), hcjIP())
			return hcjT("trap-device-id", "csv", t)
		},
		func() Sample {
			t := fmt.Sprintf("Build %d finished (graphics package)\nbuild_id: %s\nartifact: lowerthirds-%d.%d.%d.zip\ncolours: primary #%s, accent #%s\nduration: %dm%02ds", hcjN(100, 900), rnd(hexs, 24), hcjN(1, 3), hcjN(0, 12), hcjN(0, 40), strings.ToUpper(rnd(hexs, 6)), strings.ToUpper(rnd(hexs, 6)), hcjN(1, 9), hcjN(0, 59))
			return hcjT("trap-build-id", "log", t)
		},
		func() Sample {
			t := fmt.Sprintf("<img class=\"bug\" alt=\"logo\" src=\"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAYAAACqaXHe%s\">", rnd(alnum+"+/", hcjN(80, 160))+"AAAAAElFTkSuQmCC")
			return hcjT("trap-base64-image", "code", t)
		},
		func() Sample {
			t := fmt.Sprintf("Order confirmation %s-%d\nRental: 2x Teradek Prism Flex, 1x LiveU LU300S\nDelivery to %s on %s, tracking 3S%s\nQuestions? Quote your order number.", rnd(upper, 3), hcjN(10000, 99999), hcjVenue(), hcjDate(), rnd(upper+digits, 12))
			return hcjT("trap-order-number", "mail", t)
		},
		func() Sample {
			t := fmt.Sprintf("Zetta login for the night presenters: same as the studio PC, password is in vault:secret/data/radio/zetta#%s. Ask %s if you can't open it.", pick([]string{"password", "night"}), hcjName())
			return hcjT("trap-secret-reference", "notes", t)
		},
		func() Sample {
			t := fmt.Sprintf("Wachtwoordbeleid regie-pc's: minimaal 12 tekens, om de 90 dagen wijzigen, niet hetzelfde als je vorige 5. Vergeten? Mail %s, die reset hem.", pick([]string{"helpdesk@", "it@", "servicedesk@"})+pick([]string{"studioeen.nl", "radiooost.nl"}))
			return hcjT("trap-password-talk", "wiki", t)
		},
		func() Sample {
			t := fmt.Sprintf("Cloudflare Stream – VOD of the %s\nvideo uid: %s\nthumbnail: https://customer-%s.cloudflarestream.com/%s/thumbnails/thumbnail.jpg?time=%ds\nHLS: https://customer-%s.cloudflarestream.com/%s/manifest/video.m3u8", hcjEvent(), rnd(hexs, 32), rnd(lower+digits, 16), rnd(hexs, 32), hcjN(5, 90), rnd(lower+digits, 16), rnd(hexs, 32))
			return hcjT("trap-public-id", "notes", t)
		},
		func() Sample {
			t := fmt.Sprintf("%s: stream key = ****************\n%s: lol yes the screenshot hides it. I'll read it to you over comms\n%s: [REDACTED] in the handover doc too, good", hcjName(), hcjName(), hcjName())
			return hcjT("trap-masked", "chat", t)
		},
		func() Sample {
			t := fmt.Sprintf("TWITCH_CLIENT_ID=%s\nTWITCH_CLIENT_SECRET=\nTWITCH_CHANNEL=%s\n# secret: ask %s, do not commit", rnd(lower+digits, 30), strings.ToLower(pick(hcjWords))+"live", hcjName())
			return hcjT("trap-client-id", "env", t)
		},
		func() Sample {
			t := fmt.Sprintf("%s – tech rider summary\n- 2x 32A CEE at stage left\n- Fibre from FOH to the OB van (%dm)\n- Internet: dedicated %d/%d Mbit line, static IP %s, no firewall restrictions on 1935/9000-9100 UDP\n- Intercom: 4 wired beltpacks + 8 wireless\n", hcjVenue(), hcjN(50, 300), pick([]int{100, 500, 1000}), pick([]int{100, 500, 1000}), fmt.Sprintf("%d.%d.%d.%d", hcjN(80, 213), hcjN(0, 255), hcjN(0, 255), hcjN(1, 254)))
			return hcjT("trap-tech-rider", "notes", t)
		},
		func() Sample {
			t := fmt.Sprintf("aws medialive start-channel --channel-id %d --profile medialive\n{\n    \"Arn\": \"arn:aws:medialive:eu-west-1:%s:channel:%d\",\n    \"State\": \"STARTING\",\n    \"PipelinesRunningCount\": 0\n}", hcjN(1000000, 9999999), rnd(digits, 12), hcjN(1000000, 9999999))
			return hcjT("trap-arn", "shell", t)
		},
		func() Sample {
			t := fmt.Sprintf("Houd er rekening mee dat de deurcode van de artiesteningang elke dag verandert. %s van de beveiliging stuurt hem om 7:00 naar de productie-app. Zonder code: bellen naar de portiersloge.", hcjName())
			return hcjT("trap-code-talk", "chat", t)
		},
		func() Sample {
			t := fmt.Sprintf("mux:\n  env: production\n  token_id: ${MUX_TOKEN_ID}\n  token_secret: ${MUX_TOKEN_SECRET}\n  webhook_path: /hooks/mux\n  playback_policy: %s\n", pick([]string{"public", "signed"}))
			return hcjT("trap-env-reference", "yaml", t)
		},
	}
}
