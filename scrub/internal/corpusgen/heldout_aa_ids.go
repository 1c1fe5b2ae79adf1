package main

// heldout_aa_ids.go: identifiers of regulated work that look random but are not credentials
// (IBANs with valid check digits, BICs, NPIs with valid check digits, DEA numbers, tax ids,
// record, claim, case and policy numbers), and the traps built from them.

import (
	"fmt"
	"strings"
)

func haaMod97(s string) int {
	r := 0
	for _, ch := range s {
		if ch >= '0' && ch <= '9' {
			r = (r*10 + int(ch-'0')) % 97
		} else {
			r = (r*100 + int(ch-'A') + 10) % 97
		}
	}
	return r
}

func haaIBAN() string {
	var cc, bban string
	switch rng.IntN(7) {
	case 0:
		cc, bban = "DE", haaR(digits, 18)
	case 1:
		cc, bban = "FR", haaR(digits, 23)
	case 2:
		cc, bban = "GB", haaP("NWBK", "BARC", "LOYD", "HBUK")+haaR(digits, 14)
	case 3:
		cc, bban = "NL", haaP("ABNA", "INGB", "RABO")+haaR(digits, 10)
	case 4:
		cc, bban = "ES", haaR(digits, 20)
	case 5:
		cc, bban = "BE", haaR(digits, 12)
	default:
		cc, bban = "IT", haaR(upper, 1)+haaR(digits, 22)
	}
	check := 98 - haaMod97(bban+cc+"00")
	iban := fmt.Sprintf("%s%02d%s", cc, check, bban)
	if rng.IntN(2) == 0 {
		return strings.Join(haaChunk(iban, 4), " ")
	}
	return iban
}

func haaBIC() string {
	b := haaP("DEUT", "COBA", "NWBK", "BNPA", "INGB", "RABO", "CAIX", "UNCR", "GEBA", haaR(upper, 4)) +
		haaP("DE", "FR", "GB", "NL", "ES", "IT", "BE") + haaR(upper+digits, 2)
	if rng.IntN(2) == 0 {
		b += haaP("XXX", haaR(upper+digits, 3))
	}
	return b
}

func haaLuhnDigit(payload string) int {
	sum := 0
	double := true
	for i := len(payload) - 1; i >= 0; i-- {
		d := int(payload[i] - '0')
		if double {
			d *= 2
			if d > 9 {
				d -= 9
			}
		}
		sum += d
		double = !double
	}
	return (10 - sum%10) % 10
}

func haaNPI() string {
	nine := haaP("1", "2") + haaR(digits, 8)
	return nine + fmt.Sprint(haaLuhnDigit("80840"+nine))
}

func haaDEA() string {
	d := make([]int, 6)
	for i := range d {
		d[i] = rng.IntN(10)
	}
	chk := (d[0] + d[2] + d[4] + 2*(d[1]+d[3]+d[5])) % 10
	return haaP("A", "B", "F", "M") + haaR(upper, 1) + fmt.Sprintf("%d%d%d%d%d%d%d", d[0], d[1], d[2], d[3], d[4], d[5], chk)
}

func haaEIN() string { return fmt.Sprintf("%02d-%07d", haaN(10, 98), haaN(0, 9999999)) }

func haaMRN() string { return haaP("", "MRN", "E", "00") + haaR(digits, haaN(6, 8)) }

func haaClaim() string {
	return haaP("CLM-", "CL", "C-", "") + fmt.Sprint(haaN(2022, 2025)) + haaP("-", "") + haaR(digits, haaN(6, 8))
}

func haaCaseNo() string {
	return fmt.Sprintf("%d:%02d-%s-%05d", haaN(1, 4), haaN(20, 25), haaP("cv", "cr", "bk"), haaN(100, 99999))
}

func haaPolicy() string {
	return haaP("POL-", "HM", "PIN-", "") + haaR(upper, 2) + "-" + haaR(digits, 6) + "-" + haaR(digits, 2)
}

func haaMBI() string {
	// Medicare Beneficiary Identifier shape: C A AN N A AN N A A N N
	a := "ACDEFGHJKMNPQRTUVWXY"
	an := a + digits
	return haaR("123456789", 1) + haaR(a, 1) + haaR(an, 1) + haaR(digits, 1) + "-" + haaR(a, 1) + haaR(an, 1) + haaR(digits, 1) + "-" + haaR(a, 2) + haaR(digits, 2)
}

func haaBates() string {
	return haaP("KOL", "HMX", "DEF", "PLTF") + fmt.Sprintf("%07d", haaN(1, 999999))
}

func haaAmount() string { return fmt.Sprintf("%d.%02d", haaN(10, 99999), haaN(0, 99)) }

func haaTrapsRegulated() []Sample {
	c := "trap-regulated-ids"
	tpls := []func() Sample{
		func() Sample {
			return haaTrap(c, "chat", fmt.Sprintf("%s: MRN %s has two open encounters after the ADT merge, can someone on the HIM team look? %s", haaName(), haaMRN(), haaTicket()))
		},
		func() Sample {
			return haaTrap(c, "claims-note", fmt.Sprintf("Claim %s denied (CARC %d, RARC N%d). Resubmit with prior auth PA%s and corrected NPI %s.", haaClaim(), haaN(4, 252), haaN(1, 800), haaR(digits, 9), haaNPI()))
		},
		func() Sample {
			return haaTrap(c, "email", fmt.Sprintf("Hello,\n\nplease credit IBAN %s (BIC %s) with EUR %s, reference INV-%d-%04d.\n\nKind regards,\nAccounts Payable", haaIBAN(), haaBIC(), haaAmount(), haaN(2023, 2025), haaN(1, 9999)))
		},
		func() Sample {
			return haaTrap(c, "vendor-onboarding", fmt.Sprintf("Vendor onboarding form\nLegal name: %s\nTax ID (EIN): %s\nNPI: %s\nRemit-to IBAN: %s\nBIC: %s\nW-9 received: yes", haaP("Acme Medical Supply LLC", "Northwind Diagnostics", "Bluepeak Courier GmbH"), haaEIN(), haaNPI(), haaIBAN(), haaBIC()))
		},
		func() Sample {
			b1 := haaN(1000, 90000)
			return haaTrap(c, "legal", fmt.Sprintf("Matter %d-%04d / Case No. %s. Bates range %s–%s%07d produced on %s; privilege log to follow.", haaN(2022, 2025), haaN(1, 999), haaCaseNo(), haaBates(), haaP("KOL", "HMX"), b1, haaDate()))
		},
		func() Sample {
			return haaTrap(c, "insurance", fmt.Sprintf("Policy %s renewed on %s. Open claim %s assigned to adjuster %s (ext. %d).", haaPolicy(), haaDate(), haaClaim(), haaName(), haaN(1000, 9999)))
		},
		func() Sample {
			rows := []string{"mrn,encounter,admit_date,unit,attending_npi"}
			for i := 0; i < haaN(3, 6); i++ {
				rows = append(rows, fmt.Sprintf("%s,E%s,%s,%s,%s", haaR(digits, 8), haaR(digits, 9), haaDate(), haaP("4W", "ICU", "ED", "L&D", "5E"), haaNPI()))
			}
			return haaTrap(c, "csv", strings.Join(rows, "\n"))
		},
		func() Sample {
			rows := []string{"| Batch | IBAN | Amount | Status |", "|---|---|---|---|"}
			for i := 0; i < haaN(2, 5); i++ {
				rows = append(rows, fmt.Sprintf("| SEPA-%s-%02d | %s | %s EUR | %s |", strings.ReplaceAll(haaDate(), "-", ""), i+1, haaIBAN(), haaAmount(), haaP("ACCP", "RJCT", "PDNG", "ACSC")))
			}
			return haaTrap(c, "markdown", strings.Join(rows, "\n"))
		},
		func() Sample {
			return haaTrap(c, "checklist", fmt.Sprintf("HIPAA vendor checklist — %s\n- [x] BAA signed (contract C-%d-%03d)\n- [ ] Quarterly access review of the claims system\n- [x] Encryption at rest verified (AES-256)\n- [ ] Password policy documented in the SOP\n- [x] Pen test report received (%s)", haaOrg(), haaN(2023, 2025), haaN(1, 400), haaDate()))
		},
		func() Sample {
			return haaTrap(c, "audit", fmt.Sprintf("Finding AF-%d-%02d (high): %d user accounts in the claims workbench have no MFA enrolled. Owner: %s. Due: %s. Evidence ref: EV-%s.", haaN(2023, 2025), haaN(1, 40), haaN(2, 40), haaName(), haaDate(), haaR(digits, 5)))
		},
		func() Sample {
			return haaTrap(c, "government", fmt.Sprintf("Permit application BP-%d-%06d submitted through the county portal. Confirmation number %s-%s. Inspection window: %s.", haaN(2023, 2025), haaN(1, 999999), haaR(upper+digits, 4), haaR(upper+digits, 4), haaDate()))
		},
		func() Sample {
			return haaTrap(c, "eligibility", fmt.Sprintf("Eligibility 271 OK for MBI %s, plan %s, effective %s. Member ID %s%s.", haaMBI(), haaP("Part B", "MA-PD H1234-005", "Medigap G"), haaDate(), haaR(upper, 3), haaR(digits, 9)))
		},
		func() Sample {
			return haaTrap(c, "lab", fmt.Sprintf("Specimen S%d-%06d: LOINC 2345-7 glucose %d mg/dL (H). NDC %04d-%04d-%02d on the med list. Accession ACC%s.", haaN(22, 25), haaN(1, 999999), haaN(140, 400), haaN(1, 9999), haaN(1, 9999), haaN(1, 99), haaR(digits, 8)))
		},
		func() Sample {
			return haaTrap(c, "coding", fmt.Sprintf("Coded %s, %s; CPT %d-25 + 93000. Rendering NPI %s, billing TIN %s.", haaP("E11.9", "I10", "J45.909", "M54.5", "Z00.00"), haaP("E78.5", "N18.3", "F41.1"), haaN(99202, 99215), haaNPI(), haaEIN()))
		},
		func() Sample {
			return haaTrap(c, "change-request", fmt.Sprintf("%s: upgrade the FHIR gateway from %d.%d.%d to %d.%d.%d on %s 22:00–23:00.\nRisk: low. Backout: redeploy the previous image.\nCAB: approved by %s.", "CHG"+haaR(digits, 7), haaN(2, 3), haaN(0, 9), haaN(0, 9), haaN(3, 4), haaN(0, 9), haaN(0, 9), haaDate(), haaName()))
		},
		func() Sample {
			return haaTrap(c, "ticket", fmt.Sprintf("%s: user can't open CT study, accession %s, Study Instance UID 1.2.840.113619.2.%d.%d.%d.%d", haaTicket(), haaR(digits, 10), haaN(55, 400), haaN(1000, 99999), haaN(1000000, 9999999), haaN(100000000, 999999999)))
		},
		func() Sample {
			return haaTrap(c, "prose-de", fmt.Sprintf("Bitte Rechnung Nr. %d-%04d an IBAN %s (BIC %s) überweisen, Verwendungszweck: Patientennummer %s.", haaN(2023, 2025), haaN(1, 9999), haaIBAN(), haaBIC(), haaR(digits, 7)))
		},
		func() Sample {
			return haaTrap(c, "prose-fr", fmt.Sprintf("Dossier n° %d/%04d : remboursement sur l'IBAN %s, BIC %s, contrat %s.", haaN(2023, 2025), haaN(1, 9999), haaIBAN(), haaBIC(), haaPolicy()))
		},
		func() Sample {
			return haaTrap(c, "prose-es", fmt.Sprintf("Siniestro n.º SIN-%d-%06d, póliza %s, perito asignado: %s.", haaN(2023, 2025), haaN(1, 999999), haaPolicy(), haaName()))
		},
		func() Sample {
			return haaTrap(c, "prose-ja", fmt.Sprintf("患者ID %s の検査結果（検体番号 %s）が電子カルテに届いていません。", haaR(digits, 8), haaR(digits, 10)))
		},
		func() Sample {
			return haaTrap(c, "payments", fmt.Sprintf("SWIFT gpi tracker: UETR %s, status ACSP, instructed amount USD %s, ordering BIC %s.", haaUUID(), haaAmount(), haaBIC()))
		},
		func() Sample {
			return haaTrap(c, "pharmacy", fmt.Sprintf("Prescriber DEA %s and NPI %s verified against the state PDMP on %s.", haaDEA(), haaNPI(), haaDate()))
		},
		func() Sample {
			return haaTrap(c, "tax", fmt.Sprintf("Supplier VAT %s, UK VAT GB %03d %04d %02d, EIN %s — all validated in the vendor master.", "DE"+haaR(digits, 9), haaN(100, 999), haaN(1000, 9999), haaN(10, 99), haaEIN()))
		},
		func() Sample {
			return haaTrap(c, "notes", fmt.Sprintf("Call with %s re: policy %s\n- claimant phone +1 (%d) %d-%04d\n- date of loss %s\n- reserve set at $%s", haaName(), haaPolicy(), haaN(201, 989), haaN(200, 999), haaN(0, 9999), haaDate(), haaAmount()))
		},
	}
	return haaCycle(72, tpls)
}
