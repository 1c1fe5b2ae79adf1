package main

import (
	"fmt"
	"strings"
)

// hbgTraps3 writes the numbers of northern offices that are no secrets: IBANs, VAT ids, tax
// numbers, personal ids, postal codes, plates, invoice and customer numbers, phone numbers,
// tickets, product codes, and how-tos for BankID, DigiD, ELSTER and friends.
func hbgTraps3(o *hbgOut) {
	o.run(14, hbgTrapIBAN)
	o.run(12, hbgTrapTax)
	o.run(10, hbgTrapPersonID)
	o.run(12, hbgTrapAddressPlate)
	o.run(14, hbgTrapInvoice)
	o.run(10, hbgTrapPhone)
	o.run(12, hbgTrapProduct)
	o.run(12, hbgTrapServices)
	o.run(10, hbgTrapTables)
}

// hbgIBAN builds an IBAN with correct check digits.
func hbgIBAN(cc, bban string) string {
	s := bban + cc + "00"
	rem := 0
	for _, r := range s {
		var v int
		if r >= '0' && r <= '9' {
			v = int(r - '0')
			rem = (rem*10 + v) % 97
		} else {
			v = int(r-'A') + 10
			rem = (rem*100 + v) % 97
		}
	}
	return fmt.Sprintf("%s%02d%s", cc, 98-rem, bban)
}

func hbgGroup4(s string) string {
	var parts []string
	for len(s) > 4 {
		parts = append(parts, s[:4])
		s = s[4:]
	}
	return strings.Join(append(parts, s), " ")
}

func hbgRandIBAN() string {
	switch rng.IntN(7) {
	case 0:
		return hbgIBAN("DE", hbgR(digits, 18))
	case 1:
		return hbgIBAN("NL", hbgP("INGB", "RABO", "ABNA", "TRIO")+hbgR(digits, 10))
	case 2:
		return hbgIBAN("SE", hbgR(digits, 20))
	case 3:
		return hbgIBAN("NO", hbgR(digits, 11))
	case 4:
		return hbgIBAN("DK", hbgR(digits, 14))
	case 5:
		return hbgIBAN("FI", hbgR(digits, 14))
	default:
		return hbgIBAN("IS", hbgR(digits, 22))
	}
}

func hbgPhone() string {
	switch rng.IntN(7) {
	case 0:
		return fmt.Sprintf("+49 %d %d", hbgN(30, 89), hbgN(1000000, 9999999))
	case 1:
		return fmt.Sprintf("06-%d", hbgN(10000000, 99999999))
	case 2:
		return fmt.Sprintf("+46 70 %d %02d %02d", hbgN(100, 999), hbgN(0, 99), hbgN(0, 99))
	case 3:
		return fmt.Sprintf("+47 %d %02d %03d", hbgN(400, 999), hbgN(0, 99), hbgN(0, 999))
	case 4:
		return fmt.Sprintf("+45 %02d %02d %02d %02d", hbgN(20, 99), hbgN(0, 99), hbgN(0, 99), hbgN(0, 99))
	case 5:
		return fmt.Sprintf("040 %d %04d", hbgN(100, 999), hbgN(0, 9999))
	default:
		return fmt.Sprintf("+354 %d %04d", hbgN(500, 899), hbgN(0, 9999))
	}
}

func hbgTrapIBAN() hbgS {
	i := hbgRandIBAN()
	switch rng.IntN(6) {
	case 0:
		return hbgTrap("trap-iban", "chat", fmt.Sprintf("Bitte den Mitgliedsbeitrag auf %s überweisen, Verwendungszweck: Name + Jahrgang.", hbgGroup4(i)))
	case 1:
		return hbgTrap("trap-iban", "email", fmt.Sprintf("Bankverbindung:\n%s\nIBAN: %s\nBIC: %s", hbgOrg(), i, hbgP("GENODEF1NKR", "INGBNL2A", "SWEDSESS", "DNBANOKK", "DABADKKK", "NDEAFIHH", "NBIIISRE")))
	case 2:
		return hbgTrap("trap-iban", "chat", fmt.Sprintf("Kun je de declaratie overmaken naar %s t.n.v. %s %s?", i, hbgFirst(), hbgLast()))
	case 3:
		return hbgTrap("trap-iban", "chat", fmt.Sprintf("Kontonummer för utlägg: %s (IBAN), Swish %s", i, "123 "+hbgR(digits, 3)+" "+hbgR(digits, 2)+" "+hbgR(digits, 2)))
	case 4:
		return hbgTrap("trap-iban", "csv", fmt.Sprintf("Name;IBAN;Betrag\n%s;%s;%d,%02d €\n%s;%s;%d,00 €", hbgLast(), i, hbgN(10, 500), hbgN(0, 99), hbgLast(), hbgRandIBAN(), hbgN(10, 500)))
	default:
		return hbgTrap("trap-iban", "chat", fmt.Sprintf("Tilinumero laskuun: %s, viitenumero %s", hbgGroup4(i), hbgR(digits, 10)))
	}
}

func hbgTrapTax() hbgS {
	switch rng.IntN(8) {
	case 0:
		return hbgTrap("trap-tax", "email", fmt.Sprintf("%s\nUSt-IdNr.: DE%s\nSteuernummer: %d/%d/%d\nAmtsgericht Osnabrück HRB %d", hbgOrg(), hbgR(digits, 9), hbgN(10, 99), hbgN(100, 999), hbgN(10000, 99999), hbgN(10000, 99999)))
	case 1:
		return hbgTrap("trap-tax", "chat", fmt.Sprintf("Btw-nummer: NL%sB01, KvK %s", hbgR(digits, 9), hbgR(digits, 8)))
	case 2:
		return hbgTrap("trap-tax", "chat", fmt.Sprintf("Momsreg.nr SE%s01, org.nr %s-%s", hbgR(digits, 10), hbgR(digits, 6), hbgR(digits, 4)))
	case 3:
		return hbgTrap("trap-tax", "chat", fmt.Sprintf("Organisasjonsnummer %s %s %s MVA", hbgR(digits, 3), hbgR(digits, 3), hbgR(digits, 3)))
	case 4:
		return hbgTrap("trap-tax", "chat", fmt.Sprintf("CVR-nr. %s – husk at skrive det på fakturaen.", hbgR(digits, 8)))
	case 5:
		return hbgTrap("trap-tax", "chat", fmt.Sprintf("Y-tunnus %s-%d, ALV-numero FI%s", hbgR(digits, 7), hbgN(0, 9), hbgR(digits, 8)))
	case 6:
		return hbgTrap("trap-tax", "chat", fmt.Sprintf("VSK-númer %s, kennitala félagsins %s-%s", hbgR(digits, 5), hbgR(digits, 6), hbgR(digits, 4)))
	default:
		return hbgTrap("trap-tax", "chat", fmt.Sprintf("Die Steuer-ID steht oben rechts auf dem Bescheid (11 Stellen), das Aktenzeichen ist %d/%d/%d.", hbgN(10, 99), hbgN(100, 999), hbgN(10000, 99999)))
	}
}

func hbgTrapPersonID() hbgS {
	d, m, y := hbgN(1, 28), hbgN(1, 12), hbgN(40, 99)
	switch rng.IntN(6) {
	case 0:
		return hbgTrap("trap-personid", "chat", fmt.Sprintf("Personnummer %02d%02d%02d-%s till anmälan, resten fyller jag i.", y, m, d, hbgR(digits, 4)))
	case 1:
		return hbgTrap("trap-personid", "chat", fmt.Sprintf("Fødselsnummer: %02d%02d%02d %s (til lønnssystemet)", d, m, y, hbgR(digits, 5)))
	case 2:
		return hbgTrap("trap-personid", "chat", fmt.Sprintf("CPR %02d%02d%02d-%s står på sygesikringskortet.", d, m, y, hbgR(digits, 4)))
	case 3:
		return hbgTrap("trap-personid", "chat", fmt.Sprintf("Henkilötunnus %02d%02d%02d-%s%s", d, m, y, hbgR(digits, 3), hbgR("ABCDEFHJKLMNPRSTUVWXY", 1)))
	case 4:
		return hbgTrap("trap-personid", "chat", fmt.Sprintf("Kennitala: %02d%02d%02d-%s", d, m, y, hbgR(digits, 4)))
	default:
		return hbgTrap("trap-personid", "chat", fmt.Sprintf("BSN van de nieuwe medewerker: %s, startdatum %s", hbgR(digits, 9), hbgDate()))
	}
}

func hbgTrapAddressPlate() hbgS {
	switch rng.IntN(8) {
	case 0:
		return hbgTrap("trap-plate", "chat", fmt.Sprintf("Der Dienstwagen %s-%s %d steht ab %s in der Werkstatt.", hbgP("OS", "B", "HH", "M", "K"), hbgR(upper, 2), hbgN(1, 9999), hbgDate()))
	case 1:
		return hbgTrap("trap-plate", "chat", fmt.Sprintf("Kenteken %s-%03d-%s, parkeervergunning loopt tot %s.", hbgR(upper, 2), hbgN(1, 999), hbgR(upper, 1), hbgDate()))
	case 2:
		return hbgTrap("trap-plate", "chat", fmt.Sprintf("Bilen %s %02d%s är bokad för utflykten.", hbgR("ABCDEFGHJKLMNOPRSTUWXYZ", 3), hbgN(10, 99), hbgR(upper+digits, 1)))
	case 3:
		return hbgTrap("trap-address", "email", fmt.Sprintf("%s\n%s %d\n%s", hbgOrg(), hbgP("Hauptstraße", "Kerkstraat", "Storgatan", "Kongens gate", "Vestergade", "Hämeenkatu", "Laugavegur"), hbgN(1, 120), hbgP("48485 Neuenkirchen", "8011 AB Zwolle", "852 30 Sundsvall", "5003 Bergen", "8000 Aarhus C", "33100 Tampere", "101 Reykjavík")))
	case 4:
		return hbgTrap("trap-plate", "chat", fmt.Sprintf("Varebilen %s %s er på EU-kontroll %s.", hbgR(upper, 2), hbgR(digits, 5), hbgDate()))
	case 5:
		return hbgTrap("trap-plate", "chat", fmt.Sprintf("Rekisterinumero %s-%d, katsastus %s", hbgR(upper, 3), hbgN(1, 999), hbgDate()))
	case 6:
		return hbgTrap("trap-address", "chat", fmt.Sprintf("Lieferadresse: Lager 3, Industriestr. %d, %05d %s", hbgN(1, 80), hbgN(10000, 99999), hbgP("Emsdetten", "Lingen", "Bielefeld", "Kiel")))
	default:
		return hbgTrap("trap-plate", "chat", fmt.Sprintf("Bíllinn %s%s%d fer í skoðun í %s.", hbgR(upper, 2), hbgR(upper+digits, 1), hbgN(10, 99), hbgP("maí", "júní", "september")))
	}
}

func hbgTrapInvoice() hbgS {
	switch rng.IntN(8) {
	case 0:
		return hbgTrap("trap-invoice", "email", fmt.Sprintf("Rechnung Nr. RE-%d-%05d vom %s\nKundennummer: K%s\nBetrag: %d,%02d EUR, zahlbar bis %s", hbgN(2023, 2026), hbgN(1, 99999), hbgDate(), hbgR(digits, 6), hbgN(10, 9999), hbgN(0, 99), hbgDate()))
	case 1:
		return hbgTrap("trap-invoice", "chat", fmt.Sprintf("Factuurnummer %d%s, klantnummer %s – graag binnen 14 dagen betalen.", hbgN(2023, 2026), hbgR(digits, 5), hbgR(digits, 7)))
	case 2:
		return hbgTrap("trap-invoice", "chat", fmt.Sprintf("Fakturanr %s, OCR %s, bankgiro %d-%04d", hbgR(digits, 6), hbgR(digits, 14), hbgN(100, 9999), hbgN(0, 9999)))
	case 3:
		return hbgTrap("trap-invoice", "chat", fmt.Sprintf("KID-nummer: %s, forfall %s", hbgR(digits, 15), hbgDate()))
	case 4:
		return hbgTrap("trap-invoice", "chat", fmt.Sprintf("Faktura %s – betales via FI-kort +71<%s+%s<", hbgR(digits, 5), hbgR(digits, 15), hbgR(digits, 8)))
	case 5:
		return hbgTrap("trap-invoice", "chat", fmt.Sprintf("Lasku %s, viite RF%02d %s %s, eräpäivä %s", hbgR(digits, 6), hbgN(10, 99), hbgR(digits, 4), hbgR(digits, 4), hbgDate()))
	case 6:
		return hbgTrap("trap-invoice", "chat", fmt.Sprintf("Bestellung %s-%s ist raus, Auftragsnummer im ERP: AB%s.", hbgR(upper, 2), hbgR(digits, 8), hbgR(digits, 7)))
	default:
		return hbgTrap("trap-invoice", "chat", fmt.Sprintf("Reikningur nr. %s, gjalddagi %s, upphæð %d.%03d kr.", hbgR(digits, 6), hbgDate(), hbgN(1, 999), hbgN(0, 999)))
	}
}

func hbgTrapPhone() hbgS {
	p := hbgPhone()
	switch rng.IntN(5) {
	case 0:
		return hbgTrap("trap-phone", "chat", fmt.Sprintf("Rückruf bitte unter %s, ich bin bis %s Uhr im Büro.", p, hbgClock()))
	case 1:
		return hbgTrap("trap-phone", "email", fmt.Sprintf("Met vriendelijke groet,\n%s %s\nT %s\n%s", hbgFirst(), hbgLast(), p, hbgOrg()))
	case 2:
		return hbgTrap("trap-phone", "chat", fmt.Sprintf("Jourtelefon för fastigheten: %s (dygnet runt)", p))
	case 3:
		return hbgTrap("trap-phone", "chat", fmt.Sprintf("Ring vaktmester på %s hvis alarmen går.", p))
	default:
		return hbgTrap("trap-phone", "chat", fmt.Sprintf("Soita numeroon %s, jos tulostin jumittaa taas.", p))
	}
}

func hbgTrapProduct() hbgS {
	switch rng.IntN(8) {
	case 0:
		return hbgTrap("trap-product", "chat", fmt.Sprintf("Seriennummer des Laptops: %s, Inventar-Nr. INV-%s", hbgR(upper+digits, 10), hbgR(digits, 5)))
	case 1:
		return hbgTrap("trap-product", "chat", fmt.Sprintf("Artikel %s-%s-%s (Toner schwarz), 3 Stück bestellen.", hbgR(upper, 2), hbgR(digits, 4), hbgR(upper+digits, 3)))
	case 2:
		return hbgTrap("trap-product", "chat", fmt.Sprintf("Service Tag %s, garantie tot %s.", hbgR(upper+digits, 7), hbgDate()))
	case 3:
		return hbgTrap("trap-product", "chat", fmt.Sprintf("EAN %s, lagerplats %s-%02d", hbgR(digits, 13), hbgR(upper, 1), hbgN(1, 40)))
	case 4:
		return hbgTrap("trap-product", "chat", fmt.Sprintf("MAC-Adresse des Druckers: %s:%s:%s:%s:%s:%s", hbgUHex(2), hbgUHex(2), hbgUHex(2), hbgUHex(2), hbgUHex(2), hbgUHex(2)))
	case 5:
		return hbgTrap("trap-product", "chat", fmt.Sprintf("Modell %s, Firmware %d.%d.%d, Hardware-Rev. %s", hbgP("ZyWALL USG FLEX 100", "UniFi U6 Pro", "Synology DS923+", "HP LaserJet M507"), hbgN(1, 9), hbgN(0, 30), hbgN(0, 200), hbgR(upper, 1)))
	case 6:
		return hbgTrap("trap-product", "chat", fmt.Sprintf("Sporingsnummer fra Posten: %s%sNO", hbgR(upper, 2), hbgR(digits, 9)))
	default:
		return hbgTrap("trap-product", "chat", fmt.Sprintf("Chargennummer %s%s, MHD %s", hbgR(upper, 1), hbgR(digits, 7), hbgDate()))
	}
}

func hbgTrapServices() hbgS {
	switch rng.IntN(10) {
	case 0:
		return hbgTrap("trap-service", "chat", "Öppna BankID-appen, skanna QR-koden och ange din säkerhetskod – koden ska du aldrig lämna ut till någon.")
	case 1:
		return hbgTrap("trap-service", "chat", fmt.Sprintf("Log in met DigiD (app of sms-controle) op mijn.%s, dan zie je je aanvraag.", hbgP("zwolle.nl", "delft.nl", "utrecht.nl")))
	case 2:
		return hbgTrap("trap-service", "chat", "Du skal godkende med MitID-appen; pinkoden indtaster du kun i appen, aldrig i en sms.")
	case 3:
		return hbgTrap("trap-service", "chat", fmt.Sprintf("Betal med Vipps til %d, merk betalingen med navnet på barnet.", hbgN(100000, 999999)))
	case 4:
		return hbgTrap("trap-service", "chat", fmt.Sprintf("Swisha %d kr till 123 %s %s %s senast fredag.", hbgN(50, 500), hbgR(digits, 3), hbgR(digits, 2), hbgR(digits, 2)))
	case 5:
		return hbgTrap("trap-service", "notes", fmt.Sprintf("ELSTER-Zertifikat verlängert am %s, gültig 3 Jahre. Datei liegt auf dem verschlüsselten Stick im Tresor.", hbgDate()))
	case 6:
		return hbgTrap("trap-service", "chat", "DATEV-SmartCard steckt im Lesegerät am Platz von Frau Krüger – bitte nicht mitnehmen.")
	case 7:
		return hbgTrap("trap-service", "chat", fmt.Sprintf("iDEAL-betaling van € %d,%02d ontvangen, kenmerk %s.", hbgN(5, 300), hbgN(0, 99), hbgR(digits, 16)))
	case 8:
		return hbgTrap("trap-service", "chat", "Kirjaudu Suomi.fi-tunnistuksella pankkitunnuksilla tai mobiilivarmenteella.")
	default:
		return hbgTrap("trap-service", "chat", fmt.Sprintf("Tink-Verbindung für Konto %s läuft am %s ab, Kunde muss sie in der App erneuern.", hbgGroup4(hbgRandIBAN()), hbgDate()))
	}
}

func hbgTrapTables() hbgS {
	switch rng.IntN(4) {
	case 0:
		return hbgTrap("trap-table", "markdown", fmt.Sprintf("| Gerät | Seriennummer | Standort | Zuständig |\n|---|---|---|---|\n| %s | %s | Raum %d | %s |\n| Switch | %s | Keller | %s |", hbgP("NAS", "Drucker", "Router"), hbgR(upper+digits, 12), hbgN(100, 300), hbgUser(), hbgR(upper+digits, 12), hbgUser()))
	case 1:
		return hbgTrap("trap-table", "csv", fmt.Sprintf("medlemsnr,namn,postnummer,telefon\n%s,%s %s,%s,%s\n%s,%s %s,%s,%s", hbgR(digits, 5), hbgFirst(), hbgLast(), fmt.Sprintf("%03d %02d", hbgN(100, 999), hbgN(0, 99)), hbgPhone(), hbgR(digits, 5), hbgFirst(), hbgLast(), fmt.Sprintf("%03d %02d", hbgN(100, 999), hbgN(0, 99)), hbgPhone()))
	case 2:
		return hbgTrap("trap-table", "markdown", fmt.Sprintf("| Dienst | Login | Passwort |\n|---|---|---|\n| Nextcloud | %s | im Passwortmanager |\n| DATEV | SmartCard | PIN kennt nur die Chefin |", hbgUser()))
	default:
		return hbgTrap("trap-table", "notes", fmt.Sprintf("Protokoll Vorstandssitzung %s\nAnwesend: %s, %s, %s\nTOP 1: Kassenbericht (%d,%02d € Bestand)\nTOP 2: Neue Homepage, Zugangsdaten verwaltet %s", hbgDate(), hbgFirst(), hbgFirst(), hbgFirst(), hbgN(100, 20000), hbgN(0, 99), hbgFirst()))
	}
}
