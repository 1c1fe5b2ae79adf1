package main

import (
	"fmt"
	"strings"
)

func hatPhone() string {
	return hatP(
		fmt.Sprintf("(%d) 555-%04d", hatN(201, 989), hatN(100, 199)),
		fmt.Sprintf("+1 %d-555-%04d", hatN(201, 989), hatN(100, 199)),
		fmt.Sprintf("+44 20 7946 %04d", hatN(0, 999)),
		fmt.Sprintf("+49 30 %d %d", hatN(100, 999), hatN(1000, 9999)),
		fmt.Sprintf("06 %02d %02d %02d %02d", hatN(10, 99), hatN(10, 99), hatN(10, 99), hatN(10, 99)),
	)
}

func hatMoney() string { return fmt.Sprintf("$%d,%03d.%02d", hatN(1, 9), hatN(0, 999), hatN(0, 99)) }

var hatPlaceTraps = []func() (string, string, string){
	func() (string, string, string) {
		return "parcel", "note", fmt.Sprintf("APN %03d-%03d-%02d for %s; building permit BLD%d-%05d issued %s, final inspection pending.",
			hatN(100, 999), hatN(100, 999), hatN(10, 99), hatP(hatStreets...), hatN(2021, 2025), hatN(100, 99999), hatDate())
	},
	func() (string, string, string) {
		return "listing", "listing", fmt.Sprintf("MLS# ML%d — %d bd / %d ba, %d,%03d sq ft, lot %d,%03d sq ft (0.%02d ac). HOA $%d/mo. Built %d.\nShowing: appointment only, call the listing agent at %s. Tenant occupied, 24h notice.",
			hatN(80000000, 81999999), hatN(1, 5), hatN(1, 4), hatN(1, 3), hatN(0, 999), hatN(4, 12), hatN(0, 999), hatN(10, 40), hatN(150, 650), hatN(1925, 2022), hatPhone())
	},
	func() (string, string, string) {
		return "meter", "note", fmt.Sprintf("Meter readings %s, %s:\nwater meter #%d — %05d.%d m³\nelectric meter %s-%d — %d,%03d kWh\ngas %d ccf",
			hatDate(), hatP(hatProps...), hatN(10000000, 99999999), hatN(100, 99999), hatN(0, 9), hatP("E", "EM", "MTR"), hatN(100000, 999999), hatN(1, 90), hatN(0, 999), hatN(100, 9999))
	},
	func() (string, string, string) {
		return "invoice", "email", fmt.Sprintf("Hi %s,\n\nAttached is invoice INV-%d-%05d from %s for %s, due net 30. PO %d.\nPlease approve in AppFolio under Payables.\n\nThanks,\n%s",
			hatP(hatNames...), hatN(2023, 2025), hatN(1, 99999), hatP(hatVendors...), hatMoney(), hatN(4500000000, 4599999999), hatP(hatNames...))
	},
	func() (string, string, string) {
		return "work-order", "ticket", fmt.Sprintf("WO-%d-%05d | Unit %d%s | %s | Priority %d | Assigned: %s | Scheduled %s %s",
			hatN(2022, 2025), hatN(1, 99999), hatN(1, 30), hatP("A", "B", "C", "", "F"), hatP("HVAC not cooling", "Garbage disposal jammed", "Smoke detector chirping", "Front door lock sticking", "Leak from ceiling"), hatN(1, 4), hatP(hatNames...), hatDate(), hatTime())
	},
	func() (string, string, string) {
		return "model-serial", "note", fmt.Sprintf("Equipment list, unit %d:\n- Condenser: Carrier 24ACC6%02dA003, S/N %d%s%05d\n- Furnace: Trane S9V2B%03dU4PSA, serial %d%s%d\n- Water heater: Rheem PROG50-38N RH62, serial Q%d%06d",
			hatN(101, 512), hatN(10, 60), hatN(1019, 2424), hatP("E", "X", "G"), hatN(0, 99999), hatN(40, 120), hatN(10, 24), hatP("A", "L", "R"), hatN(1000000, 9999999), hatN(1, 52), hatN(0, 999999))
	},
	func() (string, string, string) {
		return "address-phone", "note", fmt.Sprintf("Leasing office: %s, Suite %d. Tel %s, after-hours maintenance %s. Open Mon–Fri 9–6.",
			hatP(hatStreets...), hatN(100, 450), hatPhone(), hatPhone())
	},
	func() (string, string, string) {
		return "talk-about-codes", "chat", hatP(
			"The gate code changes on the 1st of every month; residents get the new one by text from the office. Please never post it in the group chat.",
			"Reminder: lockbox codes go out through ShowingTime only, don't put them in the MLS remarks.",
			"Tenant asked for the garage code again — I told her to call the office, we don't give it over email.",
			"Can someone reset the Kisi keypad? It rejects every PIN since the firmware update.",
			"Door codes are six digits now; the old four-digit ones stopped working Monday.",
		)
	},
	func() (string, string, string) {
		return "talk-about-passwords", "note", hatP(
			"Yardi now requires 12-character passwords and MFA for all users. Resets go through Settings > Security > Reset password.",
			"Policy: change the NVR and BMS default passwords at handover and record them in the vault, not in the O&M manual.",
			"The password policy for the owner portal: at least 12 characters, no reuse of the last 5, expires every 180 days.",
			"If a resident forgets the app password, send them to the 'Forgot password' link; staff can't see passwords.",
			"Wi-Fi password for the clubhouse is printed on the welcome card in each mailbox.",
			"Le mot de passe du portail locataire doit contenir au moins 10 caractères.",
			"Das WLAN-Passwort steht auf dem Aushang neben den Briefkästen.",
		)
	},
	func() (string, string, string) {
		return "menu-path", "note", hatP(
			"In AppFolio go to Admin / Settings / Users to deactivate the old leasing agent.",
			"Buildium: Tasks > Resident requests > New request, then pick the unit.",
			"Yardi Voyager → Residents → Transactions → Post charges.",
			"On the NVR: Configuration / Network / Advanced / Email to fix the alerts.",
			"Niagara Workbench: Config > Services > UserService > admin (just check the role, don't edit).",
			"Kisi dashboard: Places / Locks / Main Entrance / Schedules.",
		)
	},
	func() (string, string, string) {
		var rows []string
		for i := 0; i < hatN(3, 6); i++ {
			rows = append(rows, fmt.Sprintf("%d,%d,%d,%d,%d,%s", hatN(101, 420), hatN(0, 3), hatN(1, 2), hatN(450, 1400), hatN(1100, 3800), hatDate()))
		}
		return "rent-roll", "csv", "unit,beds,baths,sqft,rent,lease_end\n" + strings.Join(rows, "\n") + "\n"
	},
	func() (string, string, string) {
		return "rent-roll", "markdown", fmt.Sprintf("| Unit | Tenant | Sq ft | Rent | Balance |\n|---|---|---|---|---|\n| %d | %s | %d | $%d | $0.00 |\n| %d | vacant | %d | $%d | — |",
			hatN(101, 420), hatP(hatNames...)+" "+hatP("K.", "M.", "R."), hatN(450, 1400), hatN(1100, 3800), hatN(101, 420), hatN(450, 1400), hatN(1100, 3800))
	},
	func() (string, string, string) {
		return "bms-log", "log", fmt.Sprintf("%s AHU-%d SAT=%.1fF SP=55.0F VFD=%d%% OA-DMPR=%d%%\n%s VAV-%d-%02d ZN-T=%.1fF OCC=on BACnet dev %d\n%s CH-1 LWT=%.1fF alarm=none",
			hatStamp(), hatN(1, 6), 54+rng.Float64()*3, hatN(30, 95), hatN(10, 100), hatStamp(), hatN(1, 9), hatN(1, 40), 68+rng.Float64()*6, hatN(1000, 99999), hatStamp(), 42+rng.Float64()*4)
	},
	func() (string, string, string) {
		return "inspection", "note", fmt.Sprintf("Elevator %d certificate #EL-%02d-%05d expires %s. Fire sprinkler 5-year test done %s, report no. FS-%d.",
			hatN(1, 4), hatN(10, 99), hatN(0, 99999), hatDate(), hatDate(), hatN(10000, 99999))
	},
	func() (string, string, string) {
		return "access-log", "log", fmt.Sprintf("%s door=\"Main Lobby\" event=granted user_id=%d name=\"%s\" reader=R%d\n%s door=\"Garage Gate\" event=held_open duration=%ds",
			hatStamp(), hatN(100, 9999), hatP(hatNames...), hatN(1, 12), hatStamp(), hatN(30, 300))
	},
	func() (string, string, string) {
		switch rng.IntN(8) {
		case 0:
			return "non-english", "chat-es", fmt.Sprintf("El plomero viene el martes a las %s; la fianza es de %d €. Apartamento %d%s.", hatTime(), hatN(600, 2400), hatN(1, 9), hatP("ºA", "ºB"))
		case 1:
			return "non-english", "chat-fr", fmt.Sprintf("Le syndic a voté les travaux de ravalement, devis n° %d-%03d, montant %d €.", hatN(2023, 2025), hatN(1, 999), hatN(10000, 90000))
		case 2:
			return "non-english", "chat-de", fmt.Sprintf("Nebenkostenabrechnung %d: Nachzahlung %d,%02d €, Zählerstand Wasser %d,%d m³.", hatN(2021, 2024), hatN(20, 400), hatN(0, 99), hatN(100, 999), hatN(0, 9))
		case 3:
			return "non-english", "chat-ja", fmt.Sprintf("管理費は月額%d,000円、修繕積立金は%d,500円です。部屋番号%d号室。", hatN(8, 25), hatN(3, 12), hatN(101, 1205))
		case 4:
			return "non-english", "chat-zh", fmt.Sprintf("物业费每平米%d.%d元，面积%d平米，%d号楼%d单元。", hatN(1, 5), hatN(0, 9), hatN(45, 180), hatN(1, 20), hatN(1, 6))
		case 5:
			return "non-english", "chat-pl", fmt.Sprintf("Przegląd kominiarski w budynku przy %s odbędzie się %s o %s.", hatP(hatStreets...), hatDate(), hatTime())
		case 6:
			return "non-english", "chat-pt", fmt.Sprintf("O condomínio é R$ %d,00 e o IPTU está incluso. Vaga de garagem nº %d.", hatN(300, 1500), hatN(1, 120))
		case 7:
			return "non-english", "chat-ar", fmt.Sprintf("الإيجار الشهري %d درهم، الشقة رقم %d في الطابق %d.", hatN(3000, 15000), hatN(101, 999), hatN(1, 20))
		}
		return "", "", ""
	},
	func() (string, string, string) {
		return "lot-legal", "note", fmt.Sprintf("Legal description: Lot %d, Block %d, Tract %d, as recorded in Book %d of Maps, Page %d. Zoning R-%d, lot size %d,%03d sq ft.",
			hatN(1, 60), hatN(1, 12), hatN(1000, 9999), hatN(10, 300), hatN(1, 99), hatN(1, 4), hatN(3, 20), hatN(0, 999))
	},
	func() (string, string, string) {
		return "smart-lock-talk", "chat", fmt.Sprintf("Tenant in %d says the %s keypad beeps — batteries low. Model %s, firmware %d.%d.%d. Bringing 4x AA tomorrow at %s.",
			hatN(101, 420), hatP("Yale", "Schlage", "August", "Igloohome"), hatP("YRD256", "BE469ZP", "AUG-SL05", "IGB4"), hatN(1, 6), hatN(0, 20), hatN(0, 40), hatTime())
	},
	func() (string, string, string) {
		return "schedule", "meeting-notes", fmt.Sprintf("Site meeting %s — %s\n* Drywall L2 done, L3 starts %s\n* RFI-%03d: window sill height, waiting on architect\n* Change order CO-%02d approved (%s)\n* Next meeting %s %s, trailer",
			hatDate(), hatP(hatProps...), hatDate(), hatN(1, 300), hatN(1, 40), hatMoney(), hatDate(), hatTime())
	},
	func() (string, string, string) {
		return "cctv-talk", "note", fmt.Sprintf("NVR at 10.0.%d.%d (web UI on port 80), %s channels, %d days retention, model %s, serial %s%d.",
			hatN(0, 9), hatN(2, 250), hatP("8", "16", "32"), hatN(14, 90), hatP("DS-7616NI-I2", "NVR5216-16P-4KS2E", "RLN16-410"), hatP("DS", "7B", "F"), hatN(100000000, 999999999))
	},
	func() (string, string, string) {
		return "showing", "listing", fmt.Sprintf("Private remarks: Please remove shoes. Dog in backyard, do not let out. Call %s to schedule; seller prefers 2h notice. Offers due %s by 5pm.",
			hatPhone(), hatDate())
	},
	func() (string, string, string) {
		return "tenant-message", "email", fmt.Sprintf("Dear residents,\n\nThe water will be shut off on %s from %s to 14:00 for riser repairs in stack %d.\nPlease store some water beforehand.\n\n%s, %s management",
			hatDate(), hatTime(), hatN(1, 8), hatP(hatNames...), hatP(hatProps...))
	},
	func() (string, string, string) {
		n := hatP(hatNames...)
		return "tenant-message", hatP("sms", "chat"), hatP(
			fmt.Sprintf("Hi %s, the locksmith from %s will rekey unit %d on %s between 9 and 12. No need to be home; we'll use the master key.", n, hatP(hatVendors...), hatN(101, 980), hatDate()),
			fmt.Sprintf("Hola %s, el técnico de la caldera pasa el %s por la mañana. Si no está, entramos con la llave maestra.", n, hatDate()),
			fmt.Sprintf("Bonjour %s, l'ascenseur sera en maintenance le %s de 8h à 12h. Merci de votre compréhension.", n, hatDate()),
			fmt.Sprintf("Hallo %s, der Schornsteinfeger kommt am %s. Bitte den Zugang zum Dachboden freihalten.", n, hatDate()),
			fmt.Sprintf("%sさん、%s に排水管の清掃があります。ご在宅でなくても作業できます。", n, hatDate()),
			fmt.Sprintf("Hi %s — your new key fob is at the front desk, just bring a photo ID. The old fob was deactivated today.", n),
		)
	},
	func() (string, string, string) {
		return "wifi-talk", "note", hatP(
			fmt.Sprintf("Tenant Wi-Fi at %s is now WPA3; SSID stays %s. Routers are Ubiquiti U6-Lite, %d APs, firmware %s.", hatP(hatProps...), hatP("MapleCourt-Residents", "HVL_Guest", "Juniper_5G"), hatN(4, 30), hatVer()),
			"If a resident can't join the Wi-Fi, have them forget the network and re-enter the key from the welcome card.",
			fmt.Sprintf("ISP ticket %d: fibre to the MDF at %s is back up, speed test %d/%d Mbps.", hatN(100000, 999999), hatP(hatStreets...), hatN(300, 940), hatN(300, 940)),
		)
	},
}

func hatTrapsPlace(b *hatBag) {
	b.run(165, func() {
		cat, format, text := hatPlaceTraps[rng.IntN(len(hatPlaceTraps))]()
		b.trap(cat, format, text)
	})
}
