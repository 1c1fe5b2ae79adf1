package main

import (
	"fmt"
	"strings"
)

// Traps from door controllers, alarm panels, cloud services and the office: no secret.

func hddTrapTplsB() []hddTpl {
	return []hddTpl{
		{"t-wiegand", 5, func() Sample {
			t := fmt.Sprintf("Reader wiring (%s):\nred 12V, black 0V, green D0, white D1, brown LED, yellow buzzer\nCable: %s, max %dm. Controller door %d, reader input %s.", hddPick("KR102E", "ProID30", "iCLASS SE R10", "Paxton proximity"), hddPick("CAT5e", "8-core alarm cable", "Belden 9538"), hddPick1(50, 100, 150), hddIn(1, 4), hddPick("R1", "RD-IN", "W1"))
			return hddTrap("trap-wiring", "notes", t)
		}},
		{"t-zones", 6, func() Sample {
			rows := []string{"Zone | Name | Type | Attrib"}
			for i := 1; i <= hddIn(4, 8); i++ {
				rows = append(rows, fmt.Sprintf("%03d | %s | %s | %s", i, hddPick("Front door", "Hall PIR", "Kitchen PIR", "Rear door", "Garage", "Office PIR", "Fire exit", "Shock sensor"), hddPick("Entry/Exit 1", "Guard access", "Guard", "24hr", "Fire"), hddPick("chime", "-", "part set omit", "double knock")))
			}
			rows = append(rows, fmt.Sprintf("Entry time %ds, exit time %ds, bell cutoff %d min", hddPick1(20, 30, 45), hddPick1(30, 45, 60), hddPick1(15, 20)))
			return hddTrap("trap-numbers", "table", strings.Join(rows, "\n"))
		}},
		{"t-door-schedule", 5, func() Sample {
			t := fmt.Sprintf("Door schedule – %s\nMain entrance: unlocked %02d:00–%02d:00 Mon–Fri, card only otherwise\nStaff door: card + PIN after %02d:00\nBank holidays: locked all day\nFire release: all doors on fire panel relay %d", hddSite(), hddIn(6, 8), hddIn(17, 20), hddIn(18, 22), hddIn(1, 4))
			return hddTrap("trap-schedule", "notes", t)
		}},
		{"t-cardholders", 5, func() Sample {
			rows := []string{"Surname,First name,Staff no,Department,Access level,Valid until"}
			for i := 0; i < hddIn(3, 5); i++ {
				rows = append(rows, fmt.Sprintf("%s,%s,%s,%s,%s,%s", hddPick("Smith", "Ferreira", "Nowak", "de Vries", "Khan", "Müller"), hddPick("Anna", "Rui", "Ola", "Joost", "Imran", "Lena"), fmt.Sprintf("E%05d", hddIn(100, 99999)), hddPick("Warehouse", "Office", "Cleaning", "Management"), hddPick("All doors", "Ground floor", "Office hours"), hddDate()))
			}
			return hddTrap("trap-ids", "csv", strings.Join(rows, "\n"))
		}},
		{"t-arc-ids", 6, func() Sample {
			t := fmt.Sprintf("Monitoring: %s, account %d, police URN %s/%04d/%02d, signalling %s (chip no. %s). Keyholders: %s, %s. Keyholder password: set by client with the ARC directly.",
				hddPick("Custodian", "Southern Monitoring", "EMCS"), hddIn(1000, 9999), hddPick("SY", "WM", "LS"), hddIn(1, 9999), hddIn(18, 25), hddPick("Dualcom", "WebWay", "Emizon"), hddRnd(hddDig, 8), hddPick("A. Khan 07700 900"+hddRnd(hddDig, 3), "L. Ferreira"), hddPick("J. Ruiz", "P. Nowak 07700 900"+hddRnd(hddDig, 3)))
			return hddTrap("trap-ids", "notes", t)
		}},
		{"t-invoice", 6, func() Sample {
			t := fmt.Sprintf("INVOICE INV-%d   Order PO-%d\n%d x %s  £%d.00\n1 x %s  £%d.00\nLabour %dh  £%d.00\nPayment to: %s, IBAN GB%02d %s %s %s %s %s, ref INV-%d\nDelivery tracking: %s",
				hddIn(20000, 29999), hddIn(1000, 9999), hddIn(2, 8), hddCam(), hddIn(90, 400), hddNVR(), hddIn(200, 900), hddIn(3, 16), hddIn(180, 900),
				hddPick("Clearview Security Ltd", "Vigil Systems"), hddIn(10, 99), hddRnd(upper, 4), hddRnd(hddDig, 4), hddRnd(hddDig, 4), hddRnd(hddDig, 4), hddRnd(hddDig, 2), hddIn(20000, 29999), hddPick("JD0002"+hddRnd(hddDig, 12), "1Z"+hddRnd(upper+hddDig, 16), "15"+hddRnd(hddDig, 12)))
			return hddTrap("trap-invoice", "text", t)
		}},
		{"t-alarm-log", 5, func() Sample {
			var l []string
			day := hddDate()
			for i := 0; i < hddIn(3, 5); i++ {
				l = append(l, fmt.Sprintf("%s %s %s", day, hddTime()[:5], hddPick("Unset by User 02 (Manager)", "Full set by User 01 (Master)", "Zone 004 Kitchen PIR alarm", "AC mains fail", "Engineer access granted", "Tamper restore", "Part set B by keyfob 03")))
			}
			return hddTrap("trap-event-log", "log", strings.Join(l, "\n"))
		}},
		{"t-code-talk", 8, func() Sample {
			t := hddPick(
				"Client changed the master code themselves after handover, we don't have it and that's fine.",
				"Remember to change the engineer code from the factory default before you leave site – auditors check this now.",
				"User codes must be 4 or 6 digits, no repeating or sequential digits. Give each member of staff their own code so the log shows who unset.",
				"Gate code is on the job sheet in the van, or ask the site manager on arrival.",
				"Door code was changed after the break-in – ring the office for the new one, don't ask the client in front of staff.",
				"Le code du portail vous sera communiqué par le gardien sur place.",
				"Der Türcode wird dem Monteur vor Ort vom Hausmeister mitgeteilt.",
			)
			return hddTrap("trap-code-talk", "note", t)
		}},
		{"t-osdp-ref", 4, func() Sample {
			t := fmt.Sprintf("OSDP readers on bus %d, addr 0-%d, %d baud. Secure channel ON, keys set from the controller in install mode (not recorded in this document). Reader firmware %d.%d.%d.", hddIn(1, 2), hddIn(1, 7), hddPick1(9600, 38400, 115200), hddIn(1, 3), hddIn(0, 9), hddIn(0, 40))
			return hddTrap("trap-key-reference", "notes", t)
		}},
		{"t-twilio-ref", 4, func() Sample {
			t := fmt.Sprintf("TWILIO_ACCOUNT_SID=AC%s\nTWILIO_AUTH_TOKEN=${TWILIO_AUTH_TOKEN}\nTWILIO_FROM=+44%s\nMESSAGING_SERVICE_SID=MG%s\n", hddRnd(hddHexL, 32), "7700900"+hddRnd(hddDig, 3), hddRnd(hddHexL, 32))
			return hddTrap("trap-env-reference", "env", t)
		}},
		{"t-webhook-placeholder", 4, func() Sample {
			t := hddPick(
				"webhook: https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX  # example from the docs, replace",
				"Discord webhook: <paste the channel webhook URL here>",
				fmt.Sprintf("%s: the Teams webhook for the Service channel is in Uptime Kuma > Settings > Notifications, I didn't copy it anywhere else.", hddWho()),
				"DISCORD_WEBHOOK_URL=https://discord.com/api/webhooks/<id>/<token>",
			)
			return hddTrap("trap-webhook-placeholder", "config", t)
		}},
		{"t-aws-arn", 5, func() Sample {
			acct := hddRnd(hddDig, 12)
			b := hddPick("acme-cctv-archive", "clearview-footage-eu", "vigil-evidence") + "-" + hddRnd(lower+hddDig, 4)
			t := fmt.Sprintf("{\n  \"Effect\": \"Allow\",\n  \"Principal\": {\"AWS\": \"arn:aws:iam::%s:user/nvr-uploader\"},\n  \"Action\": [\"s3:PutObject\"],\n  \"Resource\": \"arn:aws:s3:::%s/*\"\n}", acct, b)
			return hddTrap("trap-arn", "json", t)
		}},
		{"t-wg-show", 4, func() Sample {
			t := fmt.Sprintf("$ sudo wg show\ninterface: wg0\n  public key: %sk=\n  private key: (hidden)\n  listening port: 51820\n\npeer: %sU=\n  endpoint: %d.%d.%d.%d:51820\n  allowed ips: 10.99.0.0/24\n  latest handshake: %d seconds ago", hddRnd(hddB64, 42), hddRnd(hddB64, 42), hddIn(81, 212), hddIn(0, 255), hddIn(0, 255), hddIn(1, 254), hddIn(3, 90))
			return hddTrap("trap-public-key", "shell", t)
		}},
		{"t-ssh-pub", 4, func() Sample {
			t := fmt.Sprintf("Add our key to the site Pi so we can get in for NVR exports:\n\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI%s %s@%s\n\n(public key, fine to share)", hddRnd(hddB64, 43), hddPick("noc", "dave", "installs"), hddPick("clearview", "vigil-laptop", "van3"))
			return hddTrap("trap-public-key", "notes", t)
		}},
		{"t-pk-live", 3, func() Sample {
			t := fmt.Sprintf("<script src=\"https://js.stripe.com/v3/\"></script>\n<!-- maintenance contract payments page -->\n<div id=\"pay\" data-publishable-key=\"pk_live_%s\" data-plan=\"cctv-annual-%s\"></div>", hddRnd(hddAlnum, 99), hddPick("basic", "plus"))
			return hddTrap("trap-publishable-key", "html", t)
		}},
		{"t-portal-reqid", 5, func() Sample {
			t := fmt.Sprintf("%s portal error when adding the device:\n\"Device already added by another account (code %d)\"\nRequest ID: %s\nTrace: %s\nSerial: %s", hddPick("Hik-ProConnect", "DMSS", "Ajax PRO"), hddIn(1000, 9999), hddUUID(), hddRnd(hddHexL, 32), hddRnd(upper, 1)+hddRnd(hddDig, 8))
			return hddTrap("trap-request-id", "text", t)
		}},
		{"t-licence-ref", 4, func() Sample {
			t := fmt.Sprintf("%s licence activated online for %s (order %s, %d camera channels). Licence file is attached to the job in the CRM; nothing to type in.", hddPick("Milestone", "Nx Witness", "Blue Iris", "Genetec"), hddSite(), fmt.Sprintf("SO-%d", hddIn(100000, 999999)), hddPick1(8, 16, 32))
			return hddTrap("trap-licence-reference", "note", t)
		}},
		{"t-dash-css", 3, func() Sample {
			t := fmt.Sprintf(".cam-online { color: #%s; }\n.cam-offline { color: #%s; }\n.alarm-set { background: #%s; }\n/* build %s */", hddRnd(hddHexU, 6), hddRnd(hddHexU, 6), hddRnd(hddHexL, 6), hddRnd(hddHexL, 8))
			return hddTrap("trap-colour", "css", t)
		}},
		{"t-door-events", 5, func() Sample {
			var l []string
			day := hddDate()
			for i := 0; i < hddIn(3, 5); i++ {
				l = append(l, fmt.Sprintf("%s %s Door %d %s user ID %04d (%s)", day, hddTime(), hddIn(1, 4), hddPick("Access granted", "Access denied – outside schedule", "Door forced", "Door held open"), hddIn(1, 500), hddPick("J. Smith", "A. Nowak", "Cleaner 2", "Visitor")))
			}
			return hddTrap("trap-event-log", "log", strings.Join(l, "\n"))
		}},
		{"t-poe-budget", 4, func() Sample {
			t := fmt.Sprintf("PoE budget %s: %dW total\n%d x turret @ %.1fW\n%d x PTZ @ %dW (PoE+)\nheadroom %d%%", hddPick("DS-3E1318P-EI", "GS308P", "PFS3110-8ET-96"), hddPick1(65, 96, 120, 130), hddIn(4, 8), 4.5+float64(hddIn(0, 40))/10, hddIn(0, 1), hddPick1(25, 30), hddIn(10, 40))
			return hddTrap("trap-numbers", "notes", t)
		}},
		{"t-sa-json-redacted", 4, func() Sample {
			t := fmt.Sprintf("{\n  \"type\": \"service_account\",\n  \"project_id\": \"%s\",\n  \"private_key_id\": \"<redacted>\",\n  \"private_key\": \"-----BEGIN PRIVATE KEY-----\\n...\\n-----END PRIVATE KEY-----\\n\",\n  \"client_email\": \"%s\",\n  \"client_id\": \"1%s\"\n}", hddPick("clearview-cctv", "vigil-ops")+"-"+hddRnd(hddDig, 6), hddSAEmail(), hddRnd(hddDig, 20))
			return hddTrap("trap-masked", "json", t)
		}},
		{"t-keypad-sms", 4, func() Sample {
			t := fmt.Sprintf("Your engineer %s is on the way, ETA %s. Job ref %s. Please make sure someone can let us in or the key safe code has been shared with our office by phone.", hddWho(), hddTime()[:5], fmt.Sprintf("J%d", hddIn(40000, 99999)))
			return hddTrap("trap-code-talk", "sms", t)
		}},
		{"t-fw-notes", 4, func() Sample {
			t := fmt.Sprintf("Updated %s from V%d.%d.%d build %d to V%d.%d.%d build %d. Config kept, all %d channels back online. Cam 3 IP %s, MAC %s.", hddNVR(), 4, hddIn(30, 60), hddIn(0, 9), hddIn(220101, 240101), 4, hddIn(61, 90), hddIn(0, 9), hddIn(240102, 250930), hddIn(4, 16), hddLAN(), hddMAC())
			return hddTrap("trap-version", "notes", t)
		}},
	}
}
