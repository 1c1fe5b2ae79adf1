package main

import (
	"fmt"
	"strings"
)

// Traps from transport operations: identifiers that look random but are
// not credentials. Each must come back unchanged.

var havAirlines = []string{"BA", "LH", "KL", "AF", "SK", "AY", "EI", "UA", "DL", "QF", "SQ", "EK", "TK", "LX", "OS", "IB"}
var havICAO = []string{"EGLL", "EHAM", "EDDF", "LFPG", "ENGM", "EKCH", "KJFK", "KORD", "WSSS", "OMDB", "LTFM", "YSSY", "RJTT", "CYYZ", "LEMD", "EIDW"}
var havIATA = []string{"LHR", "AMS", "FRA", "CDG", "OSL", "CPH", "JFK", "ORD", "SIN", "DXB", "IST", "SYD", "HND", "YYZ", "MAD", "DUB"}

func havFlight() string {
	return havP(havAirlines) + havP([]string{"", " "}) + fmt.Sprint(havBetween(1, 2999))
}

func havTail() string {
	switch havN(6) {
	case 0:
		return "N" + fmt.Sprint(havBetween(100, 999)) + havR(upper, 2)
	case 1:
		return "G-" + havR(upper, 4)
	case 2:
		return "D-A" + havR(upper, 3)
	case 3:
		return "9V-S" + havR(upper, 2)
	case 4:
		return "VH-" + havR(upper, 3)
	default:
		return "JA" + fmt.Sprint(havBetween(100, 999)) + havR(upper, 1)
	}
}

func havIMO() string {
	d := havR(digits, 6)
	if d[0] == '0' {
		d = "9" + d[1:]
	}
	sum := 0
	for i := 0; i < 6; i++ {
		sum += int(d[i]-'0') * (7 - i)
	}
	return d + fmt.Sprint(sum%10)
}

func havMMSI() string {
	return havP([]string{"235", "257", "636", "477", "563", "366", "311", "538", "244", "219"}) + havR(digits, 6)
}

// havContainer returns an ISO 6346 container number with a valid check digit.
func havContainer() string {
	owner := havP([]string{"MSC", "MAE", "CMA", "HLX", "OOL", "EGH", "TGH", "CAI", "TCL", "SEG"}) + "U"
	num := havR(digits, 6)
	vals := map[byte]int{}
	v := 10
	for c := byte('A'); c <= 'Z'; c++ {
		if v%11 == 0 {
			v++
		}
		vals[c] = v
		v++
	}
	s := owner + num
	sum := 0
	for i := 0; i < 10; i++ {
		x := 0
		if s[i] >= 'A' {
			x = vals[s[i]]
		} else {
			x = int(s[i] - '0')
		}
		sum += x << i
	}
	return s + fmt.Sprint(sum%11%10)
}

func havAWB() string {
	n := havBetween(1000000, 9999999)
	return fmt.Sprintf("%s-%07d%d", havP([]string{"020", "125", "176", "057", "618", "074", "157", "235"}), n, n%7)
}

// havVIN returns a 17-character VIN with a valid check digit.
func havVIN() string {
	set := "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
	b := []byte(havP([]string{"1FU", "3AK", "4V4", "1XK", "YV2", "WDB", "1M1", "2NP"}) + havR(set, 14))
	tr := map[byte]int{'A': 1, 'B': 2, 'C': 3, 'D': 4, 'E': 5, 'F': 6, 'G': 7, 'H': 8, 'J': 1, 'K': 2, 'L': 3, 'M': 4, 'N': 5,
		'P': 7, 'R': 9, 'S': 2, 'T': 3, 'U': 4, 'V': 5, 'W': 6, 'X': 7, 'Y': 8, 'Z': 9}
	w := []int{8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2}
	sum := 0
	for i, c := range b {
		x := 0
		if c >= '0' && c <= '9' {
			x = int(c - '0')
		} else {
			x = tr[c]
		}
		sum += x * w[i]
	}
	r := sum % 11
	if r == 10 {
		b[8] = 'X'
	} else {
		b[8] = byte('0' + r)
	}
	return string(b)
}

func havCoord() string {
	if havChance(50) {
		return fmt.Sprintf("%d°%02d'%02d\"N %03d°%02d'%02d\"%s", havBetween(30, 65), havN(60), havN(60), havBetween(0, 30), havN(60), havN(60), havP([]string{"W", "E"}))
	}
	return fmt.Sprintf("%.5f, %.5f", 30+rng.Float64()*35, -10+rng.Float64()*40)
}

// havAIVDM builds an NMEA AIS sentence with a correct checksum.
func havAIVDM() string {
	armour := "0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVW`abcdefghijklmnopqrstuvw"
	body := fmt.Sprintf("AIVDM,1,1,,%s,%s%s,0", havP([]string{"A", "B"}), havP([]string{"1", "3", "B"}), havR(armour, 27))
	cs := byte(0)
	for i := 0; i < len(body); i++ {
		cs ^= body[i]
	}
	return fmt.Sprintf("!%s*%02X", body, cs)
}

func havTrapSamples() []Sample {
	var out []Sample
	out = append(out, havRepeat(30, havTrapAviation)...)
	out = append(out, havRepeat(22, havTrapMessaging)...)
	out = append(out, havRepeat(24, havTrapShipping)...)
	out = append(out, havRepeat(20, havTrapCargoTrucking)...)
	out = append(out, havRepeat(14, havTrapRail)...)
	out = append(out, havRepeat(22, havTrapMaintenance)...)
	out = append(out, havRepeat(22, havTrapLoginTalk)...)
	out = append(out, havRepeat(14, havTrapForeign)...)
	return out
}

func havTrapAviation() Sample {
	cat := "trap-aviation"
	switch havN(9) {
	case 0:
		return havTrap(cat, "chat", fmt.Sprintf("%s swapped to %s, now departing %s at %02d:%02dZ from stand %s%d", havFlight(), havTail(), havP(havIATA), havN(24), havN(60), havP([]string{"A", "B", "C", "5", "2"}), havBetween(1, 60)))
	case 1:
		return havTrap(cat, "note", fmt.Sprintf("METAR %s %02d%02d%02dZ %03d%02dKT 9999 FEW0%d BKN0%d %02d/%02d Q10%02d NOSIG", havP(havICAO), havBetween(1, 28), havN(24), havP([]int{20, 50}), havN(36)*10, havBetween(3, 25), havBetween(10, 49), havBetween(10, 99), havBetween(2, 25), havBetween(-5, 10)+5, havBetween(0, 30)))
	case 2:
		return havTrap(cat, "note", fmt.Sprintf("NOTAM %s%04d/25 %s RWY %02d%s CLSD DUE WIP %s%02d0600-%s%02d1400", havP([]string{"A", "B", "C"}), havBetween(1, 4999), havP(havICAO), havBetween(1, 36), havP([]string{"L", "R", ""}), "2503", havBetween(1, 28), "2503", havBetween(1, 28)))
	case 3:
		return havTrap(cat, "csv", fmt.Sprintf("flight,reg,dep,arr,std\n%s,%s,%s,%s,%s\n%s,%s,%s,%s,%s", havFlight(), havTail(), havP(havIATA), havP(havIATA), havTime()[:5], havFlight(), havTail(), havP(havIATA), havP(havIATA), havTime()[:5]))
	case 4:
		return havTrap(cat, "chat", fmt.Sprintf("Pax on ticket %03d-%010d rebooked onto %s, seat %d%s", havBetween(1, 999), havN(1999999999), havFlight(), havBetween(1, 45), havR("ABCDEFK", 1)))
	case 5:
		return havTrap(cat, "note", fmt.Sprintf("ADS-B hex %s (%s) last seen %s, FL%d, squawk %04o", strings.ToUpper(havHex(6)), havTail(), havCoord(), havBetween(100, 410), havN(4096)))
	case 6:
		return havTrap(cat, "note", fmt.Sprintf("Route: %s DCT %s%d %s UL%d %s DCT %s", havP(havICAO), havR(upper, 5), havN(9), havR(upper, 5), havBetween(1, 999), havR(upper, 5), havP(havICAO)))
	case 7:
		return havTrap(cat, "markdown", fmt.Sprintf("| Reg | Type | MSN | Base |\n|---|---|---|---|\n| %s | A320-214 | %d | %s |\n| %s | B737-8 | %d | %s |", havTail(), havBetween(1000, 9999), havP(havIATA), havTail(), havBetween(30000, 65000), havP(havIATA)))
	default:
		return havTrap(cat, "chat", fmt.Sprintf("ATC slot for %s moved to %02d%02d, CTOT confirmed via Eurocontrol, IFPS ref %s%d", havFlight(), havN(24), havN(60), havR(upper, 2), havBetween(10000000, 99999999)))
	}
}

func havTrapMessaging() Sample {
	cat := "trap-acars-sita"
	switch havN(5) {
	case 0:
		return havTrap(cat, "sita", fmt.Sprintf("QU %s%s %s%s\n.%s%s %02d%02d%02d\nMVT\n%s/%02d.%s.%s\nAD%02d%02d/%02d%02d EA%02d%02d %s", havP(havIATA), havR(upper, 4), havP(havIATA), havR(upper, 4), havP(havIATA), havR(upper, 4), havBetween(1, 28), havN(24), havN(60),
			strings.ReplaceAll(havFlight(), " ", ""), havBetween(1, 28), havTail(), havP(havIATA), havN(24), havN(60), havN(24), havN(60), havN(24), havN(60), havP(havIATA)))
	case 1:
		return havTrap(cat, "acars", fmt.Sprintf("ACARS %s %s OUT %02d%02d OFF %02d%02d ON %02d%02d IN %02d%02d FOB %d", havTail(), strings.ReplaceAll(havFlight(), " ", ""), havN(24), havN(60), havN(24), havN(60), havN(24), havN(60), havN(24), havN(60), havBetween(2000, 9000)))
	case 2:
		return havTrap(cat, "log", fmt.Sprintf("%s INFO acars-gw: uplink msg_id=%s label=H1 tail=%s seq=%s ack=%s", havStamp(), havR(upper+digits, 8), havTail(), havR(upper+digits, 4), havP([]string{"Y", "N"})))
	case 3:
		return havTrap(cat, "sita", fmt.Sprintf("QD %s%s\n.%s%s\nLDM\n%s/%02d.%s.%s.2/4\n-%s.%d/%d/%d.T%d", havP(havIATA), havR(upper, 4), havP(havIATA), havR(upper, 4), strings.ReplaceAll(havFlight(), " ", ""), havBetween(1, 28), havTail(), havP([]string{"Y180", "C12Y150", "Y189"}), havP(havIATA), havBetween(60, 180), havN(10), havN(3), havBetween(800, 4000)))
	default:
		return havTrap(cat, "chat", fmt.Sprintf("SITA address for %s ops is %s%s, copy %s%s on all MVTs", havP(havCompanies), havP(havIATA), havR(upper, 4), havP(havIATA), havR(upper, 4)))
	}
}

func havTrapShipping() Sample {
	cat := "trap-shipping"
	switch havN(9) {
	case 0:
		return havTrap(cat, "chat", fmt.Sprintf("MV %s (IMO %s, MMSI %s) ETA %s %s, berth %d", havP(havWords), havIMO(), havMMSI(), havP([]string{"NLRTM", "DEHAM", "SGSIN", "BEANR", "GBFXT", "CNSHA"}), havDate(), havBetween(1, 80)))
	case 1:
		return havTrap(cat, "log", fmt.Sprintf("%s\n%s\n%s", havAIVDM(), havAIVDM(), havAIVDM()))
	case 2:
		return havTrap(cat, "csv", fmt.Sprintf("container,size,seal,pol,pod\n%s,40HC,%s%d,%s,%s\n%s,20GP,%s%d,%s,%s", havContainer(), havR(upper, 2), havBetween(100000, 999999), "CNNGB", "NLRTM", havContainer(), havR(upper, 2), havBetween(100000, 999999), "SGSIN", "DEHAM"))
	case 3:
		return havTrap(cat, "email", fmt.Sprintf("Dear team,\n\nPlease find B/L %s%d for %s. Vessel %s voy. %s%d, container %s.\n\nBest regards,\nDocumentation desk", havP([]string{"MAEU", "MEDU", "HLCU", "CMDU", "ONEY"}), havBetween(100000000, 999999999), havP(havCompanies), havP(havWords), havR(upper, 1), havBetween(100, 999), havContainer()))
	case 4:
		return havTrap(cat, "note", fmt.Sprintf("Noon report %s: pos %s, COG %03d, SOG %.1f kn, ROB HFO %d t", havDate(), havCoord(), havN(360), 8+rng.Float64()*10, havBetween(200, 2000)))
	case 5:
		return havTrap(cat, "note", fmt.Sprintf("ECDIS: ENC cell %s%s%d updated to edition %d update %d; permit file received from chart agent", havP([]string{"GB", "NL", "DE", "NO"}), havP([]string{"4", "5"}), havBetween(10000, 99999), havBetween(1, 20), havBetween(0, 40)))
	case 6:
		return havTrap(cat, "chat", fmt.Sprintf("VSAT beam switched to %s-%d at %sZ, modem serial %s%d, SNR back to %.1f dB", havP([]string{"IOR", "AOR", "POR"}), havBetween(1, 9), havTime()[:5], havR(upper, 3), havBetween(100000, 999999), 6+rng.Float64()*6))
	case 7:
		return havTrap(cat, "markdown", fmt.Sprintf("| Vessel | IMO | Call sign | Flag |\n|---|---|---|---|\n| %s | %s | %s%d%s | %s |", havP(havWords)+" "+havP([]string{"Star", "Spirit", "Trader", "Express"}), havIMO(), havR(upper, 1), havN(10), havR(upper, 2), havP([]string{"MT", "LR", "PA", "NO", "SG"})))
	default:
		return havTrap(cat, "chat", fmt.Sprintf("PCS ref %s%d: customs release for %s received, gate-out slot %s %s", havP([]string{"PC", "DV", "TR"}), havBetween(1000000, 9999999), havContainer(), havDate(), havTime()[:5]))
	}
}

func havTrapCargoTrucking() Sample {
	cat := "trap-cargo-trucking"
	switch havN(7) {
	case 0:
		return havTrap(cat, "chat", fmt.Sprintf("AWB %s, %d pcs %d kg, on ULD %s%d%s for %s", havAWB(), havBetween(1, 40), havBetween(20, 3000), havP([]string{"AKE", "PMC", "PAG", "AKH"}), havBetween(10000, 99999), havP(havAirlines), havFlight()))
	case 1:
		return havTrap(cat, "note", fmt.Sprintf("Truck %d (VIN %s) — DOT %d, plate %s-%s, next PM at %d mi", havBetween(100, 999), havVIN(), havBetween(1000000, 3999999), havR(upper, 3), havR(digits, 4), havBetween(50000, 400000)))
	case 2:
		return havTrap(cat, "log", fmt.Sprintf("%s WARN eld: unit=%s vin=%s diag=%s dtc=SPN%d-FMI%d engine_hours=%.1f", havStamp(), havR(upper+digits, 10), havVIN(), havP([]string{"P", "E", "T", "L"}), havBetween(100, 5000), havN(31), 1000+rng.Float64()*20000))
	case 3:
		return havTrap(cat, "csv", fmt.Sprintf("pro_number,shipper,consignee,pallets\n%d,%s,%s,%d\n%d,%s,%s,%d", havBetween(100000000, 999999999), havP(havCompanies), havP(havCompanies), havBetween(1, 26), havBetween(100000000, 999999999), havP(havCompanies), havP(havCompanies), havBetween(1, 26)))
	case 4:
		return havTrap(cat, "chat", fmt.Sprintf("driver %s is out of hours at %s, 10h break until %s local; trailer %s%d stays at the yard", havP(havPeople), havCoord(), havTime()[:5], havR(upper, 2), havBetween(1000, 9999)))
	case 5:
		return havTrap(cat, "note", fmt.Sprintf("Samsara vehicle id %d, gateway serial %s-%s-%s, firmware %d.%d.%d", havBetween(100000000000, 999999999999), havR(upper+digits, 4), havR(upper+digits, 3), havR(upper+digits, 3), havBetween(30, 60), havN(20), havN(100)))
	default:
		return havTrap(cat, "chat", fmt.Sprintf("Geotab device %s%s on unit %d stopped reporting since %s", havP([]string{"G9", "GA"}), havR(upper+digits, 10), havBetween(100, 999), havStamp()))
	}
}

func havTrapRail() Sample {
	cat := "trap-rail"
	switch havN(5) {
	case 0:
		return havTrap(cat, "chat", fmt.Sprintf("%d%s%02d delayed %d min at %s due to signal failure, unit %d", havN(10), havR(upper, 1), havN(100), havBetween(2, 90), havP([]string{"Crewe", "Utrecht Centraal", "Hamburg-Harburg", "Malmö C", "Lyon Part-Dieu"}), havBetween(100000, 999999)))
	case 1:
		return havTrap(cat, "note", fmt.Sprintf("Wagon %d %d %04d %03d-%d brake test failed, set aside on siding %d", havBetween(21, 89), havBetween(10, 88), havN(10000), havN(1000), havN(10), havBetween(1, 20)))
	case 2:
		return havTrap(cat, "log", fmt.Sprintf("%s TCMS fault code %s%04X on car %d, balise group %d passed at km %d.%03d", havStamp(), havP([]string{"E", "W", "F"}), havN(65535), havBetween(1, 8), havBetween(1000, 99999), havBetween(1, 400), havN(1000)))
	default:
		return havTrap(cat, "note", fmt.Sprintf("Possession %s%d: %s–%s, %s 00:30–05:00, work order %d", havR(upper, 2), havBetween(10000, 99999), havP([]string{"Didcot", "Swindon", "Reading"}), havP([]string{"Oxford", "Bath", "Newbury"}), havDate(), havBetween(1000000, 9999999)))
	}
}

func havTrapMaintenance() Sample {
	cat := "trap-maintenance"
	switch havN(7) {
	case 0:
		return havTrap(cat, "ticket", fmt.Sprintf("AMOS WO %d/%06d — %s: replace brake unit #%d, P/N %d-%04d-%02d, S/N %s%d. ATA 32-42-%02d.", havBetween(2023, 2026), havN(999999), havTail(), havBetween(1, 8), havBetween(2000, 9000), havN(10000), havN(100), havR(upper, 2), havBetween(1000, 99999), havN(100)))
	case 1:
		return havTrap(cat, "note", fmt.Sprintf("TRAX task card %s-%s-%d: borescope HPT stage 1, engine ESN %d, due at %d FH / %d FC", havR(upper, 2), havR(digits, 3), havBetween(1, 99), havBetween(890000, 899999), havBetween(10000, 60000), havBetween(5000, 30000)))
	case 2:
		return havTrap(cat, "chat", fmt.Sprintf("MEL %d-%02d-%02d applied on %s, cat %s, deferral ref %s%d", havBetween(21, 80), havN(100), havN(100), havTail(), havP([]string{"A", "B", "C"}), havR(upper, 3), havBetween(10000, 99999)))
	case 3:
		return havTrap(cat, "csv", fmt.Sprintf("part_number,serial,description,qty\n%s%d-%d,%s%d,STARTER GENERATOR,1\n%d-%04d,%s%d,FUEL PUMP,2", havR(upper, 2), havBetween(1000, 9999), havN(100), havR(upper, 3), havBetween(1000, 99999), havBetween(1000, 9999), havN(10000), havR(upper, 2), havBetween(1000, 99999)))
	case 4:
		return havTrap(cat, "note", fmt.Sprintf("EFB fleet: iPad %s, iPadOS %d.%d, Jeppesen FD-Pro %d.%d, cycle %d%02d, MDM group EFB-%s", havP([]string{"Air 5", "Pro 11", "mini 6"}), havBetween(16, 18), havN(7), havBetween(8, 10), havN(9), havBetween(2501, 2513), havN(100), havP(havIATA)))
	case 5:
		return havTrap(cat, "log", fmt.Sprintf("%s INFO mro-sync: imported %d work orders, %d task cards, batch %s", havStamp(), havBetween(1, 900), havBetween(1, 5000), havR(upper+digits, 12)))
	default:
		return havTrap(cat, "ticket", fmt.Sprintf("OPS-%d Reported by %s: AOG %s at %s, part ETA %s via %s, AWB %s", havBetween(100, 99999), havP(havPeople), havTail(), havP(havIATA), havDate(), havFlight(), havAWB()))
	}
}

// Login and password talk without any password.
func havTrapLoginTalk() Sample {
	cat := "trap-login-talk"
	sys := havP([]string{"AMOS", "TRAX", "the crew portal", "Samsara", "the ECDIS", "the VSAT portal", "MyGeotab"})
	switch havN(12) {
	case 0:
		return havTrap(cat, "chat", fmt.Sprintf("go to Admin / Settings / Users in %s and add the new dispatcher", sys))
	case 1:
		return havTrap(cat, "note", fmt.Sprintf("%s password policy: at least 12 characters, one digit, no reuse of the last 5, expires every 90 days", sys))
	case 2:
		return havTrap(cat, "chat", fmt.Sprintf("login for %s is via SSO now, use your staff number and the usual MFA", sys))
	case 3:
		return havTrap(cat, "chat", fmt.Sprintf("the %s password is in the vault under ops/%s, ask the duty manager for access", sys, havP(havHostStems)))
	case 4:
		return havTrap(cat, "chat", fmt.Sprintf("log in as %s and open Fleet / Vehicles / Diagnostics", havP(havUsers)))
	case 5:
		return havTrap(cat, "ticket", fmt.Sprintf("INC%07d: user %s locked out of %s after 5 failed password attempts. Unlocked, asked to reset via self-service.", havN(9999999), havP(havUsers), sys))
	case 6:
		return havTrap(cat, "chat", "forgot my password again, the reset mail goes to "+strings.ToLower(havP(havPeople))+"@"+havP(havDomains))
	case 7:
		return havTrap(cat, "note", fmt.Sprintf("Shift change: Login / Logout at the %s kiosk is mandatory; Settings / Crew / Rest rules unchanged", havP(havIATA)))
	case 8:
		return havTrap(cat, "yaml", fmt.Sprintf("ecdis:\n  user: bridge\n  password: ${ECDIS_PASSWORD}\n  host: %s", havIP()))
	case 9:
		return havTrap(cat, "chat", "username is your 6-digit employee number, password is whatever you set at onboarding")
	case 10:
		return havTrap(cat, "note", fmt.Sprintf("Crew rest: %s / %s / %s — %dh minimum between duties", havP(havIATA), havP(havIATA), havP(havIATA), havBetween(10, 12)))
	default:
		return havTrap(cat, "chat", fmt.Sprintf("the default password was changed during commissioning of %s, nobody should use the vendor one", sys))
	}
}

func havTrapForeign() Sample {
	cat := "trap-foreign"
	forms := []string{
		"Flug %s landet um %s in %s, Position %s.",
		"Le vol %s est retardé, nouvelle heure %s, porte %s.",
		"El buque con IMO %s atraca a las %s en el muelle %s.",
		"航班 %s 预计 %s 到达 %s 号登机口。",
		"便名 %s は %s に %s 番ゲートから出発します。",
		"Рейс %s задерживается до %s, выход %s.",
		"O contêiner %s sai às %s do terminal %s.",
		"Passwortregeln: mindestens %s Zeichen, Ablauf nach %s Tagen, Verlauf %s.",
		"Il codice della pratica è %s, scadenza %s, sportello %s.",
		"항공편 %s 은 %s 에 %s 게이트에서 출발합니다.",
	}
	f := havP(forms)
	a := havFlight()
	if strings.Contains(f, "IMO") {
		a = havIMO()
	} else if strings.Contains(f, "contêiner") {
		a = havContainer()
	} else if strings.Contains(f, "Passwortregeln") {
		a = "12"
	} else if strings.Contains(f, "pratica") {
		a = fmt.Sprintf("%d/%s/%d", havBetween(100, 999), havR(upper, 2), havBetween(2023, 2026))
	}
	b := havTime()[:5]
	if strings.Contains(f, "Passwortregeln") {
		b = "90"
	}
	c := fmt.Sprint(havP([]string{"A", "B", "C", "D"}), havBetween(1, 40))
	if strings.Contains(f, "Passwortregeln") {
		c = "5"
	}
	if strings.Contains(f, "Position") {
		c = havCoord()
		return havTrap(cat, "chat", fmt.Sprintf(f, a, b, havP(havIATA), c))
	}
	return havTrap(cat, "chat", fmt.Sprintf(f, a, b, c))
}
