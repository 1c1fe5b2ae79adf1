package main

import (
	"fmt"
	"strings"
)

// Spreadsheets of units, pasted as CSV, TSV or markdown tables, with codes and passwords.

func hchSheetGens() []hchGen {
	return []hchGen{
		{6, hchUnitsCSV}, {5, hchOwnerAccountsMD}, {5, hchFogliIT}, {5, hchPinakasEL},
		{5, hchBookingPinsCSV}, {4, hchSheetRowChat}, {5, hchServicesMD}, {4, hchWifiTSV},
	}
}

func hchUnitsCSV() Sample {
	u1, u2 := hchUnit(), hchUnit()
	for u2 == u1 {
		u2 = hchUnit()
	}
	c1, c2 := hchCode(), hchCode()
	s1, s2 := hchSSID(), hchSSID()
	t := fmt.Sprintf("unit,address,lockbox_code,wifi_ssid,cleaner,beds\n%s,\"Via %s %d\",%s,%s,%s,%d\n%s,\"Via %s %d\",%s,%s,%s,%d",
		u1, hchP("Roma", "Garibaldi", "Dante"), hchN(1, 90), c1, s1, hchNameIT(), hchN(2, 6),
		u2, hchP("Mazzini", "Cavour", "Verdi"), hchN(1, 90), c2, s2, hchNameIT(), hchN(2, 6))
	if rng.IntN(2) == 0 {
		t = strings.Replace(t, ","+c2+",", ",concierge,", 1)
		return hchS("lockbox-code", "csv", t, []string{c1}, s1, s2)
	}
	return hchS("lockbox-code", "csv", t, []string{c1, c2}, s1, s2)
}

func hchOwnerAccountsMD() Sample {
	n1, n2 := hchNameEN(), hchNameIT()
	e1, e2 := hchEmail(n1), hchEmail(n2)
	p1, p2 := hchPw(), hchPw()
	t := fmt.Sprintf("| Owner | Property | Portal login | Password |\n|---|---|---|---|\n| %s | %s | %s | %s |\n| %s | %s | %s | %s |",
		n1, hchProp(), e1, p1, n2, hchProp(), e2, p2)
	if rng.IntN(2) == 0 {
		t = strings.Replace(t, "| "+p2+" |", "| (owner changed it) |", 1)
		return hchS("portal-password", "markdown", t, []string{p1}, e1, e2)
	}
	return hchS("portal-password", "markdown", t, []string{p1, p2}, e1, e2)
}

func hchFogliIT() Sample {
	c1, c2 := hchCode(), hchCode()
	t := fmt.Sprintf("Appartamento\tCodice portone\tCodice keybox\tNote\n%s\t%s\t%s\tsuonare interno %d\n%s\tvedi sopra\tchiavi dal portiere\tportiere fino alle 19",
		hchProp(), c1, c2, hchN(1, 20), hchProp())
	return hchS("gate-code", "csv", t, []string{c1, c2})
}

func hchPinakasEL() Sample {
	a1, a2 := hchCode(), hchCode()
	p1, p2 := hchProp(), hchProp()
	t := fmt.Sprintf("| Ακίνητο | Κωδικός συναγερμού | Καθαρίστρια |\n|---|---|---|\n| %s | %s | %s |\n| %s | %s | %s |",
		p1, a1, hchNameEL(), p2, a2, hchNameEL())
	if rng.IntN(2) == 0 {
		t = strings.Replace(t, "| "+a2+" |", "| χωρίς συναγερμό |", 1)
		return hchS("alarm-code", "markdown", t, []string{a1})
	}
	return hchS("alarm-code", "markdown", t, []string{a1, a2})
}

func hchBookingPinsCSV() Sample {
	ref1, ref2 := "HM"+rnd(upper+digits, 8), "HM"+rnd(upper+digits, 8)
	p1, p2 := hchDig(hchN(6, 8)), hchDig(hchN(6, 8))
	t := fmt.Sprintf("booking_ref,guest,arrival,nights,door_pin\n%s,%s,%s,%d,%s\n%s,%s,%s,%d,%s",
		ref1, hchNameEN(), hchDate(), hchN(2, 9), p1, ref2, hchNameIT(), hchDate(), hchN(2, 9), p2)
	if rng.IntN(2) == 0 {
		t = strings.Replace(t, ","+p2, ",pending", 1)
		return hchS("smart-lock-pin", "csv", t, []string{p1}, ref1, ref2)
	}
	return hchS("smart-lock-pin", "csv", t, []string{p1, p2}, ref1, ref2)
}

func hchSheetRowChat() Sample {
	u, gate, wifi := hchUnit(), hchCode(), hchWifi()
	t := fmt.Sprintf("copying row %d from the sheet for you: Unit %s | gate %s | wifi pw %s | cleaner %s | checkout 10:00",
		hchN(3, 40), u, gate, wifi, hchNameLat())
	return hchS("gate-code", "chat", t, []string{gate, wifi}, "Unit "+u)
}

func hchServicesMD() Sample {
	p1, p2 := hchPw(), hchCode()
	t := fmt.Sprintf("### Office – accounts (do not share with guests)\n\n| Service | User | Password / code |\n|---|---|---|\n| NAS (Synology) | admin | %s |\n| Alarm app (%s) | office@%s.com | PIN %s |\n| Printer | – | no password |",
		p1, hchP("Ajax", "Verisure", "Bentel"), hchCo(), p2)
	return hchS("nas-password", "markdown", t, []string{p1, p2})
}

func hchWifiTSV() Sample {
	s, w := hchSSID(), hchWifi()
	cols := []string{hchProp(), s, w, hchP("Fibra 1Gb", "VDSL 100", "Starlink", "4G router")}
	t := "Property\tSSID\tWi-Fi password\tLine\n" + strings.Join(cols, "\t")
	return hchS("wifi-key", "csv", t, []string{w}, s)
}
