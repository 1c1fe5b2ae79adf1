package main

// heldout_ap_traps_clinical.go: traps from the clinic and the lab: record numbers, accession
// numbers, NDC and LOINC codes, DICOM UIDs, lot numbers, ICD-10 codes, device serials, study
// ids, dosage tables, HL7 and FHIR messages. None holds a credential.

import (
	"fmt"
	"strings"
)

func hapDicomUID() string {
	root := hapP("1.2.840.113619.2.55.3", "1.3.12.2.1107.5.2.43", "1.2.826.0.1.3680043.8.498", "1.2.392.200036.9116.2.6.1.48")
	return fmt.Sprintf("%s.%d.%d.%d.%d", root, hapN(100000000, 999999999), hapN(100, 9999), hapN(1000000000, 1999999999), hapN(1, 999))
}

func hapNDC() string {
	return fmt.Sprintf("%05d-%04d-%02d", hapN(1, 99999), hapN(1, 9999), hapN(1, 99))
}

func hapOrthancID() string {
	return strings.Join([]string{hapR(hapHex, 8), hapR(hapHex, 8), hapR(hapHex, 8), hapR(hapHex, 8), hapR(hapHex, 8)}, "-")
}

func hapUUID() string {
	return hapR(hapHex, 8) + "-" + hapR(hapHex, 4) + "-4" + hapR(hapHex, 3) + "-" + hapP("8", "9", "a", "b") + hapR(hapHex, 3) + "-" + hapR(hapHex, 12)
}

var hapLoinc = [][3]string{{"2345-7", "Glucose", "mg/dL"}, {"2160-0", "Creatinine", "mg/dL"}, {"718-7", "Hemoglobin", "g/dL"},
	{"6690-2", "WBC", "10*3/uL"}, {"2823-3", "Potassium", "mmol/L"}, {"2951-2", "Sodium", "mmol/L"}, {"4548-4", "HbA1c", "%"},
	{"777-3", "Platelets", "10*3/uL"}, {"1742-6", "ALT", "U/L"}, {"33762-6", "NT-proBNP", "pg/mL"}}

var hapICD = []string{"E11.65", "I10", "Z79.4", "J18.9", "N17.9", "I48.91", "C50.911", "K21.9", "F32.A", "R07.89", "S72.001A", "U07.1"}

var hapDrugs = []string{"heparin 5,000 units/mL", "vancomycin 1 g", "insulin glargine 100 units/mL", "ondansetron 4 mg",
	"metoprolol tartrate 25 mg", "ceftriaxone 2 g", "enoxaparin 40 mg/0.4 mL", "morphine 2 mg/mL", "amoxicillin 500 mg"}

var hapTrapClinicalGens = []func() Sample{
	func() Sample {
		return hapTrap("trap-mrn", "note", fmt.Sprintf("Pt MRN %08d, DOB %02d/%02d/%d, admitted to %s for %s. Dx %s.", hapN(1, 99999999), hapN(1, 12), hapN(1, 28), hapN(1935, 2015),
			hapP("5N", "4 West", "CCU", "MICU"), hapP("CHF exacerbation", "CAP", "DKA", "AKI"), hapPL(hapICD)))
	},
	func() Sample {
		return hapTrap("trap-accession", "note", fmt.Sprintf("Accession %s-%d-%07d (%s) read by %s, final at %02d:%02d.", hapP("RAD", "CT", "MR", "US"), hapN(2019, 2025), hapN(1, 9999999),
			hapP("CT chest w/o contrast", "MRI brain w/wo", "US abdomen complete", "XR chest 2 views"), hapPL(hapNames), hapN(0, 23), hapN(0, 59)))
	},
	func() Sample {
		return hapTrap("trap-ndc", "pharmacy", fmt.Sprintf("NDC %s %s, lot %s%d, exp %d-%02d. Quantity on hand: %d.", hapNDC(), hapPL(hapDrugs), hapR(hapUp, 2), hapN(10000, 99999), hapN(2025, 2028), hapN(1, 12), hapN(0, 400)))
	},
	func() Sample {
		var b strings.Builder
		b.WriteString("| LOINC | Test | Result | Units |\n|---|---|---|---|\n")
		for j := 0; j < hapN(3, 6); j++ {
			l := hapLoinc[rng.IntN(len(hapLoinc))]
			fmt.Fprintf(&b, "| %s | %s | %d.%d | %s |\n", l[0], l[1], hapN(1, 300), hapN(0, 9), l[2])
		}
		return hapTrap("trap-loinc", "markdown", b.String())
	},
	func() Sample {
		return hapTrap("trap-dicom-uid", "dicom", fmt.Sprintf("(0020,000D) UI [%s] # StudyInstanceUID\n(0020,000E) UI [%s] # SeriesInstanceUID\n(0008,0050) SH [%d] # AccessionNumber\n(0008,0060) CS [%s] # Modality",
			hapDicomUID(), hapDicomUID(), hapN(10000000, 99999999), hapP("CT", "MR", "US", "CR", "DX")))
	},
	func() Sample {
		return hapTrap("trap-lot", "csv", fmt.Sprintf("date,vaccine,lot,site,given_by\n2024-%02d-%02d,%s,%s%d,L deltoid,%s\n2024-%02d-%02d,%s,%s,R deltoid,%s\n",
			hapN(1, 12), hapN(1, 28), hapP("Influenza quadrivalent", "Tdap", "COVID-19 2024-25"), hapR(hapUp, 2), hapN(100000, 999999), hapPL(hapNames),
			hapN(1, 12), hapN(1, 28), hapP("Hep B", "PCV20", "Zoster RZV"), hapR(hapUp+hapDig, 6), hapPL(hapNames)))
	},
	func() Sample {
		return hapTrap("trap-icd10", "note", fmt.Sprintf("Assessment/Plan:\n1. %s — continue home meds\n2. %s — recheck BMP in AM\n3. %s — PT/OT consult", hapPL(hapICD), hapPL(hapICD), hapPL(hapICD)))
	},
	func() Sample {
		return hapTrap("trap-serial", "ticket", fmt.Sprintf("Biomed ticket: %s SN %s%d failed self-test (error E%03d). Loaner SN %s%d issued to %s.", hapP("Alaris 8015", "Philips IntelliVue MX450", "GE CARESCAPE B650", "Zoll R Series"),
			hapR(hapUp, 2), hapN(1000000, 9999999), hapN(1, 999), hapR(hapUp, 2), hapN(1000000, 9999999), hapP("4 West", "ED bay 7", "PACU")))
	},
	func() Sample {
		return hapTrap("trap-study-id", "notes", fmt.Sprintf("Study NCT0%07d (protocol %s-%d-%03d): subject %04d-%03d randomized to arm %s on day %d. Next visit window %d–%d days.",
			hapN(1000000, 6999999), hapP("RB-ONC", "MV-CARD", "NG-PEDS"), hapN(2020, 2025), hapN(1, 99), hapN(1000, 1999), hapN(1, 200), hapP("A", "B"), hapN(1, 30), hapN(25, 35), hapN(36, 45)))
	},
	func() Sample {
		var b strings.Builder
		b.WriteString("Weight (kg) | Dose | Volume\n------------|------|-------\n")
		for j := 0; j < 4; j++ {
			w := hapN(3, 40)
			fmt.Fprintf(&b, "%-11d | %d mg | %.1f mL\n", w, w*15, float64(w*15)/40)
		}
		return hapTrap("trap-dosage", "table", "Acetaminophen oral suspension 160 mg/5 mL, 15 mg/kg q6h\n"+b.String())
	},
	func() Sample {
		ts := fmt.Sprintf("2024%02d%02d%02d%02d", hapN(1, 12), hapN(1, 28), hapN(0, 23), hapN(0, 59))
		return hapTrap("trap-hl7", "hl7", fmt.Sprintf("MSH|^~\\&|%s|%s|%s|%s|%s||ORU^R01|%s%d|P|2.5.1\nPID|1||%08d^^^MRN||%s^%s||%d%02d%02d|%s\nOBR|1|%d|%d|%s^%s^LN\nOBX|1|NM|%s^%s^LN||%d|%s|||||F",
			hapP("SUNQUEST", "BEAKER", "COBAS"), hapP("LAB", "CORE"), hapP("EPIC", "CERNER"), hapP("RBH", "MVH"), ts, hapR(hapUp, 3), hapN(100000, 999999), hapN(1, 99999999),
			hapP("DOE", "NGUYEN", "MÜLLER", "GARCIA"), hapP("JANE", "MINH", "KLAUS", "ROSA"), hapN(1940, 2015), hapN(1, 12), hapN(1, 28), hapP("F", "M"), hapN(100000, 999999), hapN(100000, 999999),
			"2345-7", "Glucose", "2345-7", "Glucose", hapN(60, 300), "mg/dL"))
	},
	func() Sample {
		return hapTrap("trap-fhir", "json", fmt.Sprintf("{\n  \"resourceType\": \"Patient\",\n  \"id\": \"%s\",\n  \"identifier\": [{\"system\": \"urn:oid:1.2.840.114350.1.13.%d.2.7.5.737384.14\", \"value\": \"%d\"}],\n  \"name\": [{\"family\": \"%s\", \"given\": [\"%s\"]}],\n  \"birthDate\": \"%d-%02d-%02d\"\n}",
			hapUUID(), hapN(100, 999), hapN(1000000, 9999999), hapP("Lopez", "Okafor", "Schmidt"), hapP("Camila", "Ada", "Jonas"), hapN(1940, 2020), hapN(1, 12), hapN(1, 28)))
	},
	func() Sample {
		return hapTrap("trap-orthanc-id", "json", fmt.Sprintf("[\n  \"%s\",\n  \"%s\",\n  \"%s\"\n]\n(GET /studies on %s)", hapOrthancID(), hapOrthancID(), hapOrthancID(), hapP("orthanc.imaging.lan:8042", "localhost:8042")))
	},
	func() Sample {
		id := "e" + hapR(hapAlnum, 23)
		return hapTrap("trap-fhir-id", "chat", fmt.Sprintf("sandbox patient for the SMART app demo: Patient/%s (%s), use encounter %s", id, hapP("Camila Lopez", "Derrick Lin", "Jason Argonaut"), "e"+hapR(hapAlnum, 20)+"3"))
	},
	func() Sample {
		return hapTrap("trap-specimen", "log", fmt.Sprintf("%s INFO LIS received specimen %d-%s-%06d tube %d (%s) from %s, rack %d pos %d",
			hapTS(), hapN(24, 25), hapP("CH", "HE", "MB", "CO"), hapN(1, 999999), hapN(1000000000, 9999999999), hapP("lavender", "SST", "light blue"), hapP("ED", "4W", "ICU"), hapN(1, 60), hapN(1, 10)))
	},
	func() Sample {
		return hapTrap("trap-npi", "note", fmt.Sprintf("Ordering provider: %s, NPI %d, taxonomy %s. Callback %d-%03d-%04d, pager %d.",
			hapP("Dr. A. Okafor", "Dr. L. Moreau", "Dr. K. Tanaka"), hapN(1000000000, 1999999999), hapP("207R00000X", "208600000X", "207Q00000X"), hapN(200, 989), hapN(200, 999), hapN(0, 9999), hapN(10000, 99999)))
	},
	func() Sample {
		return hapTrap("trap-hipaa-audit", "ticket", fmt.Sprintf("HIPAA-%d: Privacy audit flagged user %s for %d accesses to MRN %08d between %02d/%02d and %02d/%02d. Manager review scheduled; no credentials were shared.",
			hapN(1000, 9999), hapPL(hapUsers), hapN(5, 60), hapN(1, 99999999), hapN(1, 12), hapN(1, 28), hapN(1, 12), hapN(1, 28)))
	},
	func() Sample {
		return hapTrap("trap-qc", "log", fmt.Sprintf("Sysmex XN-%s SN %05d | QC lot %d | L%d | WBC %.2f (range %.2f-%.2f) OK | RBC %.2f OK | run %s",
			hapP("1000", "2000", "3000"), hapN(10000, 99999), hapN(3000, 3999), hapN(1, 3), 7.2+float64(hapN(0, 9))/10, 6.5, 8.1, 4.5, hapR(hapUp+hapDig, 8)))
	},
	func() Sample {
		return hapTrap("trap-clinical-de", "note-de", fmt.Sprintf("Fallnr. %d, Station %s. Labor: Kreatinin %.1f mg/dl, Kalium %.1f mmol/l. Diagnose %s. Befund im KIS unter Auftrag %d.",
			hapN(2024000000, 2024999999), hapP("3B", "Intensiv", "Kardio"), 0.6+float64(hapN(0, 30))/10, 3.5+float64(hapN(0, 20))/10, hapPL(hapICD), hapN(1000000, 9999999)))
	},
	func() Sample {
		return hapTrap("trap-clinical-fr", "note-fr", fmt.Sprintf("IPP %d, séjour %d. Examen %s du %02d/%02d, n° d'examen %s%d. Code CIM-10 : %s.",
			hapN(100000, 999999), hapN(10000000, 99999999), hapP("scanner thoracique", "IRM cérébrale", "échographie"), hapN(1, 28), hapN(1, 12), hapR(hapUp, 2), hapN(100000, 999999), hapPL(hapICD)))
	},
	func() Sample {
		return hapTrap("trap-clinical-ja", "note-ja", fmt.Sprintf("患者ID %08d、検体番号 %d-%05d。HbA1c %.1f%%、血糖 %d mg/dL。次回外来 %d月%d日。", hapN(1, 99999999), hapN(24, 25), hapN(1, 99999), 5.5+float64(hapN(0, 40))/10, hapN(70, 250), hapN(1, 12), hapN(1, 28)))
	},
	func() Sample {
		return hapTrap("trap-clinical-es", "note-es", fmt.Sprintf("NHC %d. Tratamiento: %s cada %s h. Lote %s, caduca %02d/%d. CIE-10 %s.", hapN(100000, 9999999), hapPL(hapDrugs), hapP("6", "8", "12"),
			hapR(hapUp+hapDig, 7), hapN(1, 12), hapN(2025, 2028), hapPL(hapICD)))
	},
	func() Sample {
		return hapTrap("trap-mirth-channel", "xml", fmt.Sprintf("<channel version=\"4.%d.0\">\n  <id>%s</id>\n  <name>%s</name>\n  <sourceConnector>\n    <transportName>TCP Listener</transportName>\n    <properties><listenerConnectorProperties><host>0.0.0.0</host><port>%d</port></listenerConnectorProperties></properties>\n  </sourceConnector>\n</channel>",
			hapN(0, 5), hapUUID(), hapP("ADT_IN_EPIC", "ORU_OUT_LIS", "RDE_PHARM"), hapN(6600, 6699)))
	},
	func() Sample {
		return hapTrap("trap-rx", "pharmacy", fmt.Sprintf("Rx #%d refilled: %s, qty %d, %d refills left. Prescriber NPI %d. Surescripts msg id %s.",
			hapN(1000000, 9999999), hapPL(hapDrugs), hapN(10, 90), hapN(0, 5), hapN(1000000000, 1999999999), hapR(hapHex, 32)))
	},
}

func hapTrapsClinical(n int) []Sample {
	var out []Sample
	for i := 0; i < n; i++ {
		out = append(out, hapTrapClinicalGens[i%len(hapTrapClinicalGens)]())
	}
	return out
}
