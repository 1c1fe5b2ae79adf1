package main

import (
	"fmt"
	"strings"
)

// Alarm panels, monitoring centres and their codes.

var hddPanels = []string{"Texecom Premier Elite 48", "Pyronix Enforcer 32", "DSC PowerSeries Neo", "Galaxy Flex 50",
	"Risco LightSYS+", "Bosch Solution 3000", "Paradox EVO192", "Hik AX PRO", "Inim SmartLiving 515"}

func hddPanel() string { return hddPanels[rng.IntN(len(hddPanels))] }

func hddAlarmTpls() []hddTpl {
	return []hddTpl{
		{"alarm-handover", 6, func() Sample {
			eng, mas := hddPin(hddPick1(4, 6)), hddPin(4)
			for eng == mas {
				mas = hddPin(4)
			}
			panel := hddPanel()
			t := fmt.Sprintf("INTRUDER ALARM – HANDOVER\nSite: %s\nPanel: %s, %d zones used\nEngineer code: %s\nMaster user code: %s (client to change on first use)\nSignalling: %s\nNext service due: %s",
				hddSite(), panel, hddIn(6, 24), eng, mas, hddPick("Dualcom GradeShift", "WebWay One", "SPC Connect", "none (speech dialler)", "Ajax PRO Desktop"), hddDate())
			return Sample{Category: "alarm-code", Format: "sheet", Text: t, Secrets: []string{eng, mas}, Keep: []string{panel}}
		}},
		{"arc-codeword", 5, func() Sample {
			acc := fmt.Sprint(hddIn(1000, 9999))
			cw := hddPick("blue", "seventeen", "Madeira", "old", "purple", "lazy", "Gato", "silver", "windy") + " " + hddLow[rng.IntN(len(hddLow))]
			if hddP(0.4) {
				cw = hddWords[rng.IntN(len(hddWords))]
			}
			t := fmt.Sprintf("ARC details for %s\nReceiving centre: %s\nAccount no: %s\nKeyholders: %s, %s\nPassword for keyholder verification: %s\n",
				hddSite(), hddPick("Custodian", "Southern Monitoring", "Verisure ARC", "EMCS"), acc, hddPick("A. Khan", "L. Ferreira", "D. Moss"), hddPick("J. Ruiz", "P. Nowak", "S. Bell"), cw)
			return Sample{Category: "monitoring-password", Format: "sheet", Text: t, Secrets: []string{cw}, Keep: []string{acc}}
		}},
		{"duress", 4, func() Sample {
			d := hddPin(4)
			t := fmt.Sprintf("%s: set the duress code to %s like you asked. If anyone forces you to disarm, use that one – it disarms but sends a silent alarm to the ARC. Don't tell staff who don't need it.",
				hddWho(), d)
			return Sample{Category: "alarm-code", Format: "chat", Text: t, Secrets: []string{d}}
		}},
		{"sia-key", 4, func() Sample {
			k := hddRnd(hddHexU, hddPick1(32, 32, 48, 64))
			acc := hddRnd(hddHexU, 4)
			ip := fmt.Sprintf("%d.%d.%d.%d", hddIn(80, 212), hddIn(0, 255), hddIn(0, 255), hddIn(1, 254))
			t := fmt.Sprintf("IP reporting (SIA DC-09)\n  Receiver: %s:%d\n  Account: %s\n  Encryption: AES-%d\n  Key: %s\n  Supervision: %ds",
				ip, hddPick1(10001, 3061, 5099), acc, len(k)*4, k, hddPick1(90, 180, 300))
			return Sample{Category: "alarm-encryption-key", Format: "config", Text: t, Secrets: []string{k}, Keep: []string{ip}}
		}},
		{"ajax-pro", 4, func() Sample {
			pw := hddPw()
			mail := hddPick("installs", "service", "ops", "tech") + "@" + hddPick("safehome-alarms.co.uk", "vigilsec.pt", "alarmtechniek-noord.nl", "sichertec.de")
			t := fmt.Sprintf("Ajax PRO Desktop company account\nlogin: %s\npassword: %s\nHubs are added with the QR on the hub + the ID, no need to be on site.", mail, pw)
			return Sample{Category: "cloud-account-password", Format: "notes", Text: t, Secrets: []string{pw}, Keep: []string{mail}}
		}},
		{"galaxy-rss", 4, func() Sample {
			pw := hddPw()
			sid := fmt.Sprintf("%s%04d", hddPick("GFX", "HW", "SITE"), hddIn(1, 9999))
			t := fmt.Sprintf("Galaxy Flex at %s: Remote Servicer Suite site %s, connect via ethernet module, RSS password %s. Engineer must be on site to allow remote (menu 56).", hddSite(), sid, pw)
			return Sample{Category: "alarm-remote-password", Format: "notes", Text: t, Secrets: []string{pw}, Keep: []string{sid}}
		}},
		{"dsc-installer", 4, func() Sample {
			ic := hddPin(hddPick1(4, 6))
			t := fmt.Sprintf("%s: how do I get into programming on the Neo? keypad says [*][8]\n%s: *8 then the installer code %s. dont change section 0%d",
				hddWho(), hddWho(), ic, hddIn(11, 19))
			return Sample{Category: "alarm-code", Format: "chat", Text: t, Secrets: []string{ic}}
		}},
		{"paradox-pc", 3, func() Sample {
			pid, pc := hddPin(4), hddPin(4)
			for pid == pc {
				pc = hddPin(4)
			}
			t := fmt.Sprintf("BabyWare connection – EVO192\nPanel ID: %s\nPC password: %s\nIP150 on port 10000, firmware 5.%d", pid, pc, hddIn(1, 4))
			return Sample{Category: "alarm-remote-password", Format: "config", Text: t, Secrets: []string{pc}, Keep: []string{pid}}
		}},
		{"user-code-chat", 6, func() Sample {
			c := hddPin(4)
			t := fmt.Sprintf("%s: Morning! Alarm is back on. Your new user code is %s – you can change it on the keypad or in the app. Fob for your husband is on the kitchen table.\nClient: brilliant thank you",
				hddWho(), c)
			return Sample{Category: "alarm-code", Format: "chat", Text: t, Secrets: []string{c}}
		}},
		{"ha-alarm-code", 4, func() Sample {
			c := hddPin(hddIn(4, 6))
			t := fmt.Sprintf("# configuration.yaml\n%s:\n  host: %s\n  port: %d\n  code: \"%s\"\n  partitions:\n    - name: %s\n",
				hddPick("risco", "texecom", "inim", "paradox_alarm"), hddLAN(), hddPick1(1000, 10001, 5000), c, hddPick("House", "Shop", "Garage"))
			return Sample{Category: "alarm-code", Format: "yaml", Text: t, Secrets: []string{c}}
		}},
		{"bosch-passcode", 3, func() Sample {
			pc := hddRnd(hddAlnum, 10)
			t := fmt.Sprintf("Solution 3000 – RSC+ / automation\nAutomation passcode (10 chars): %s\nApp user: %s (user 2)\nCloud connection: enabled", pc, hddPick("Owner", "Manager", "Carla"))
			return Sample{Category: "alarm-remote-password", Format: "config", Text: t, Secrets: []string{pc}}
		}},
		{"es-alarma", 3, func() Sample {
			ins, mas := hddPin(4), hddPin(4)
			for ins == mas {
				mas = hddPin(4)
			}
			t := fmt.Sprintf("Alarma %s instalada en %s.\nCódigo de instalador: %s\nCódigo maestro del cliente: %s\nLa central está en el armario de la entrada.", hddPanel(), hddPick("la tienda", "el almacén", "la clínica"), ins, mas)
			return Sample{Category: "alarm-code", Format: "notes", Text: t, Secrets: []string{ins, mas}}
		}},
		{"pl-alarm", 3, func() Sample {
			s := hddPin(4)
			t := fmt.Sprintf("%s: kod serwisowy centrali to %s, nie zmieniaj go bo ochrona go ma\n%s: ok, a kod użytkownika dam klientowi osobno", hddWho(), s, hddWho())
			return Sample{Category: "alarm-code", Format: "chat", Text: t, Secrets: []string{s}}
		}},
		{"de-errichter", 3, func() Sample {
			e := hddPin(6)
			t := fmt.Sprintf("Übergabe EMA %s:\nErrichtercode: %s\nBenutzercode wurde vom Kunden selbst vergeben.\nWartung jährlich, nächste im %s.", hddPanel(), e, hddPick("März", "Oktober", "Juni"))
			return Sample{Category: "alarm-code", Format: "notes", Text: t, Secrets: []string{e}}
		}},
		{"pyronix-app", 3, func() Sample {
			pw := hddPin(hddIn(6, 8))
			if hddP(0.5) {
				pw = strings.ToUpper(hddRnd(hddAlnum, 8))
			}
			t := fmt.Sprintf("HomeControl+ setup: Pyronix Cloud system ID %s, app password %s (set in engineer menu > app settings), user code needed after that.", hddRnd(upper+hddDig, 8), pw)
			return Sample{Category: "alarm-remote-password", Format: "notes", Text: t, Secrets: []string{pw}}
		}},
	}
}
