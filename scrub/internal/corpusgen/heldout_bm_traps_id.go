package main

// heldout_bm_traps_id.go: traps made of administrative numbers: SIRET, SIREN, codice fiscale,
// partita IVA, CNP-like ids, IBANs, postal codes, phone numbers, invoice and file numbers.

import (
	"fmt"
	"math/big"
	"strconv"
	"strings"
)

// hbmLuhn completes a digit string with its Luhn check digit.
func hbmLuhn(s string) string {
	sum := 0
	for i := len(s) - 1; i >= 0; i-- {
		d := int(s[i] - '0')
		if (len(s)-i)%2 == 1 {
			d *= 2
			if d > 9 {
				d -= 9
			}
		}
		sum += d
	}
	return s + strconv.Itoa((10-sum%10)%10)
}

// hbmIBAN builds an IBAN with correct check digits for a country and its BBAN.
func hbmIBAN(cc, bban string) string {
	var num strings.Builder
	for _, c := range bban + cc + "00" {
		if c >= 'A' && c <= 'Z' {
			num.WriteString(strconv.Itoa(int(c-'A') + 10))
		} else {
			num.WriteRune(c)
		}
	}
	n, _ := new(big.Int).SetString(num.String(), 10)
	chk := 98 - int(new(big.Int).Mod(n, big.NewInt(97)).Int64())
	return fmt.Sprintf("%s%02d%s", cc, chk, bban)
}

// hbmGroup4 writes s in groups of four, as printed on a RIB.
func hbmGroup4(s string) string {
	var parts []string
	for len(s) > 4 {
		parts = append(parts, s[:4])
		s = s[4:]
	}
	return strings.Join(append(parts, s), " ")
}

// hbmCF is an Italian codice fiscale shape.
func hbmCF() string {
	return hbmR("BCDFGLMNPRSTVZ", 6) + hbmR(digits, 2) + hbmR("ABCDEHLMPRST", 1) + fmt.Sprintf("%02d", hbmN(1, 71)) +
		hbmR("ADFGHLMZ", 1) + hbmR(digits, 3) + hbmR(upper, 1)
}

// hbmPhone is a phone number in a local format.
func hbmPhone() string {
	switch rng.IntN(5) {
	case 0:
		return "0" + hbmP("1", "4", "6", "7") + " " + hbmR(digits, 2) + " " + hbmR(digits, 2) + " " + hbmR(digits, 2) + " " + hbmR(digits, 2)
	case 1:
		return "+33 6 " + hbmR(digits, 2) + " " + hbmR(digits, 2) + " " + hbmR(digits, 2) + " " + hbmR(digits, 2)
	case 2:
		return "+39 3" + hbmR(digits, 2) + " " + hbmR(digits, 3) + " " + hbmR(digits, 4)
	case 3:
		return "07" + hbmR(digits, 2) + " " + hbmR(digits, 3) + " " + hbmR(digits, 3)
	}
	return "+34 93 " + hbmR(digits, 3) + " " + hbmR(digits, 2) + " " + hbmR(digits, 2)
}

// hbmTrapsIDAll: administrative numbers that are not secrets.
func hbmTrapsIDAll() []Sample {
	var out []Sample
	for i := 0; i < 110; i++ {
		var text, format string
		switch i % 22 {
		case 0:
			siren := hbmLuhn(hbmDigits(8))
			format = "email"
			text = "Bonjour,\n\nNotre SIREN est " + siren + " et le SIRET du siège " + hbmLuhn(siren+hbmR(digits, 4)) + ".\nMerci de mettre à jour la fiche fournisseur.\n\n" + hbmName()
		case 1:
			format = "chat"
			text = "SIRET de l'asso pour la subvention : " + hbmLuhn(hbmDigits(13)) + " (code APE 9499Z)"
		case 2:
			format = "chat"
			text = "il codice fiscale del cliente è " + hbmCF() + ", partita IVA " + hbmDigits(11)
		case 3:
			format = "notes"
			text = "Anagrafica fornitore\nRagione sociale: " + hbmP("Rossi Impianti S.r.l.", "Studio Bianchi & Associati", "Ferrari Forniture SNC") + "\nP.IVA: IT" + hbmDigits(11) + "\nSDI: " + hbmR(upper+digits, 7) + "\nPEC: amministrazione@pec." + hbmP("rossi-impianti", "studiobianchi", "ferrari-forniture") + ".it"
		case 4:
			format = "chat"
			text = "CNP-ul elevului (doar pentru dosar, nu-l trimite pe grup): " + hbmP("5", "6") + hbmR(digits, 12)
		case 5:
			format = "notes"
			text = "Date firmă\nCUI: RO" + hbmDigits(8) + "\nNr. Reg. Com.: J40/" + hbmDigits(4) + "/" + strconv.Itoa(hbmN(2005, 2024)) + "\nIBAN: " + hbmIBAN("RO", hbmP("BTRL", "RNCB", "INGB", "BRDE")+"RONCRT"+hbmR(digits, 10))
		case 6:
			format = "email"
			text = "Veuillez trouver notre RIB :\nIBAN : " + hbmGroup4(hbmIBAN("FR", hbmR(digits, 10)+hbmR(upper+digits, 11)+hbmR(digits, 2))) + "\nBIC : " + hbmP("CEPAFRPP", "AGRIFRPP", "BNPAFRPP", "CMCIFR2A") + hbmR(digits, 3)
		case 7:
			format = "chat"
			text = "l'IBAN per il bonifico è " + hbmIBAN("IT", hbmR(upper, 1)+hbmR(digits, 10)+hbmR(digits, 12))
		case 8:
			format = "chat"
			text = "IBAN de l'associació: " + hbmGroup4(hbmIBAN("ES", hbmR(digits, 20))) + " (La Caixa)"
		case 9:
			format = "chat"
			text = "Mairie de " + hbmP("Saint-Avold", "Bourg-en-Bresse", "Vannes", "Rodez") + ", " + hbmP("57500", "01000", "56000", "12000") + " — accueil au 0" + hbmP("1", "3", "4", "5") + " " + hbmR(digits, 2) + " " + hbmR(digits, 2) + " " + hbmR(digits, 2) + " " + hbmR(digits, 2) + ", du lundi au vendredi 8h30-12h"
		case 10:
			format = "notes"
			text = "Contacts utiles\n- secrétariat : " + hbmPhone() + "\n- prestataire info : " + hbmPhone() + "\n- astreinte : " + hbmPhone()
		case 11:
			format = "chat"
			text = "Facture n° FAC-" + strconv.Itoa(hbmN(2021, 2025)) + "-" + fmt.Sprintf("%05d", hbmN(1, 99999)) + " réglée le " + hbmDateFR() + ", montant " + strconv.Itoa(hbmN(100, 9999)) + "," + hbmR(digits, 2) + " € TTC"
		case 12:
			format = "csv"
			text = "numero;date;client;montant_ht;tva\n" + hbmInvoiceRows(hbmN(2, 4))
		case 13:
			format = "chat"
			text = "Fattura n. " + strconv.Itoa(hbmN(1, 400)) + "/" + strconv.Itoa(hbmN(2022, 2025)) + " del " + hbmDateFR() + ", importo € " + strconv.Itoa(hbmN(1, 9)) + "." + hbmR(digits, 3) + "," + hbmR(digits, 2)
		case 14:
			format = "chat"
			text = "Factura nr. " + hbmP("BV", "CJ", "SB") + " " + hbmDigits(4) + " din " + hbmDateFR() + ", total " + strconv.Itoa(hbmN(100, 5000)) + ",00 lei"
		case 15:
			format = "chat"
			text = "NIF de l'empresa: B" + hbmDigits(8) + " · DNI del president: " + hbmDigits(8) + hbmR("TRWAGMYFPDXBNJZSQVHLCKE", 1)
		case 16:
			format = "notes"
			text = "Dossier n° " + hbmR(upper, 2) + "-" + hbmDigits(6) + "\nService instructeur : urbanisme\nRéférence du courrier : " + strconv.Itoa(hbmN(2022, 2025)) + "/" + hbmDigits(5)
		case 17:
			format = "chat"
			text = "numéro de pochette DPAE : " + hbmDigits(10) + ", numéro de sécurité sociale employeur dans le classeur bleu"
		case 18:
			format = "chat"
			text = "Codice univoco ufficio: " + hbmR(upper+digits, 6) + " — CIG " + hbmR(upper+digits, 10) + " — CUP " + hbmR(upper, 1) + hbmDigits(2) + hbmR(upper, 1) + hbmDigits(11)
		case 19:
			format = "chat"
			text = "Codi postal " + hbmP("08", "17", "25", "43") + hbmR(digits, 3) + ", carrer " + hbmP("Major", "de la Font", "Nou") + " " + strconv.Itoa(hbmN(1, 120)) + ", telèfon " + hbmPhone()
		case 20:
			format = "chat"
			text = "RDV Doctolib confirmé le " + hbmDateFR() + " à " + strconv.Itoa(hbmN(8, 18)) + "h" + hbmP("00", "15", "30", "45") + ", référence " + hbmR(upper+digits, 8)
		default:
			format = "chat"
			text = "Numero di protocollo " + hbmDigits(5) + " del " + hbmDateFR() + ", pratica SUAP n. " + hbmDigits(11) + "-" + hbmR(digits, 8) + "-" + hbmR(digits, 4)
		}
		out = append(out, hbmS("trap-admin-id", format, text, nil))
	}
	return out
}

// hbmInvoiceRows makes CSV invoice lines.
func hbmInvoiceRows(n int) string {
	var b strings.Builder
	for j := 0; j < n; j++ {
		b.WriteString(fmt.Sprintf("F%d-%04d;%s;%s;%d,%s;20%%\n", hbmN(2022, 2025), hbmN(1, 9999), hbmDateFR(), hbmP(hbmLast...), hbmN(50, 5000), hbmR(digits, 2)))
	}
	return strings.TrimSuffix(b.String(), "\n")
}
