package main

// heldout_ap.go: a held-out part written blind, with a healthcare, pharma and laboratory
// flavour (hospital IT, EHR logins, HL7/FHIR interface engines, PACS, LIMS, pharmacy, EDC,
// telehealth, device vendors). It shares nothing with the other parts: its own pools, its own
// secret generators, its own traps. Every identifier carries the "hap" prefix.

import (
	"encoding/base64"
	"fmt"
	"strings"
)

const (
	hapUp    = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	hapLo    = "abcdefghijklmnopqrstuvwxyz"
	hapDig   = "0123456789"
	hapAlnum = hapUp + hapLo + hapDig
	hapB64u  = hapAlnum + "-_"
	hapB64   = hapAlnum + "+/"
	hapHex   = "0123456789abcdef"
	hapHexU  = "0123456789ABCDEF"
	hapB32   = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
	hapPWSym = "!@#%^&*-_=+?."
)

// hapR returns n random characters of set.
func hapR(set string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = set[rng.IntN(len(set))]
	}
	return string(b)
}

// hapN returns a random int in [lo, hi].
func hapN(lo, hi int) int { return lo + rng.IntN(hi-lo+1) }

// hapP picks one of xs.
func hapP(xs ...string) string { return xs[rng.IntN(len(xs))] }

// hapPL picks one of a slice.
func hapPL(xs []string) string { return xs[rng.IntN(len(xs))] }

// hapCoin is true half of the time.
func hapCoin() bool { return rng.IntN(2) == 0 }

// hapSec builds a sample with secrets, checking every secret is in the text.
func hapSec(cat, format, text string, secrets ...string) Sample {
	for _, s := range secrets {
		if s == "" || !strings.Contains(text, s) {
			panic(fmt.Sprintf("heldout-ap: secret %q not in text %q", s, text))
		}
	}
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets}
}

// hapKeep adds substrings that must survive.
func hapKeep(s Sample, keep ...string) Sample {
	for _, k := range keep {
		if !strings.Contains(s.Text, k) {
			panic(fmt.Sprintf("heldout-ap: keep %q not in text %q", k, s.Text))
		}
		for _, sec := range s.Secrets {
			if strings.Contains(k, sec) || strings.Contains(sec, k) {
				panic(fmt.Sprintf("heldout-ap: keep %q overlaps secret %q", k, sec))
			}
		}
	}
	s.Keep = append(s.Keep, keep...)
	return s
}

// hapTrap builds a sample that must come back unchanged.
func hapTrap(cat, format, text string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: []string{}}
}

// pools

var hapHospitals = []string{"St. Aldric Medical Center", "Riverbend Health", "Northgate Children's", "Mercy Vale Hospital",
	"Klinikum Altstadt", "Hôpital Saint-Brieuc Nord", "Hospital San Telmo", "Lakeshore Regional", "Ospedale Santa Chiara",
	"Hartwell University Hospital", "Pinecrest Oncology Institute", "Westbury Clinical Labs"}

var hapSystems = []string{"Epic Hyperspace", "Cerner PowerChart", "OpenEMR", "Mirth Connect", "Orthanc", "dcm4chee-arc",
	"the LIMS", "Sunquest", "Beaker", "REDCap", "Medidata Rave", "the Pyxis console", "Omnicell", "Surescripts gateway",
	"the HAPI FHIR server", "Rhapsody", "Cloverleaf", "the Sysmex XN workstation", "the Roche cobas PC", "PowerScribe",
	"the telehealth portal", "Meditech Expanse", "athenaNet", "NextGen", "eClinicalWorks"}

var hapHosts = []string{"mirth-prod-01.corp.local", "pacs02.rad.internal", "orthanc.imaging.lan", "lims-db.lab.local",
	"fhir.riverbend-health.org", "ehr-test.mercyvale.net", "hl7-gw3.hosp.local", "redcap.research.edu",
	"dcm4chee.rad.local", "rx-gateway.pharm.local", "10.40.12.7", "172.16.8.21", "sql-ehr-prd\\EHRPROD",
	"telehealth-api.northgate.org", "lab-nas01", "cloverleaf-ie02.int"}

var hapUsers = []string{"admin", "mirthadmin", "svc_mirth", "labtech2", "jdoe", "orthanc", "radtech", "pharmacist1",
	"svc_hl7", "epicsvc", "root", "sa", "cerner_ro", "redcap_api", "dr.okafor", "n.schmidt", "ehr_app", "pacsadmin",
	"biomed", "svc-lims", "tele_ops", "emr_reader", "qa_user", "fhir-client"}

var hapWords = []string{"Radiology", "Pharmacy", "Cardio", "Sunflower", "Winter", "Tulip", "Hippo", "Nurse", "Welcome",
	"Spring", "Pathology", "Oncology", "Meridian", "Marigold", "Bluejay", "Scalpel", "Stetho", "Platelet", "Insulin",
	"Mercy", "Harbor", "Falcon", "Pelican", "Granite", "Lakers", "Summer", "Autumn", "Dragon", "Monkey", "Orchid"}

var hapNames = []string{"Priya", "Tom", "Dr. Haddad", "Marta", "Kenji", "Aoife", "Luis", "Fatima", "Ola", "Sven",
	"Nurse Kelly", "Ravi", "Chen", "Beatriz", "Dmitri", "Grace"}

// hapHumanPW makes a password a person would choose.
func hapHumanPW() string {
	w := hapPL(hapWords)
	if hapN(0, 3) == 0 {
		w = strings.NewReplacer("o", "0", "a", "@", "e", "3", "i", "1").Replace(w)
	}
	sym := string(hapPWSym[rng.IntN(9)])
	num := hapP(fmt.Sprint(hapN(2019, 2026)), fmt.Sprint(hapN(1, 99)), fmt.Sprint(hapN(100, 9999)))
	switch rng.IntN(6) {
	case 0:
		return w + num + sym
	case 1:
		return w + sym + num
	case 2:
		return sym + w + num
	case 3:
		return w + hapPL(hapWords) + num
	case 4:
		return strings.ToLower(w) + sym + strings.ToLower(hapPL(hapWords)) + num
	default:
		return w + "_" + num + sym + sym
	}
}

// hapRandPW makes a generated password.
func hapRandPW() string {
	n := hapN(12, 22)
	for {
		p := hapR(hapAlnum+hapPWSym, n-1) + hapR(hapAlnum, 1)
		if strings.ContainsAny(p, hapDig) && strings.ContainsAny(p, hapLo) && strings.ContainsAny(p, hapUp) {
			return p
		}
	}
}

// hapPW picks either kind.
func hapPW() string {
	if hapCoin() {
		return hapHumanPW()
	}
	return hapRandPW()
}

// hapURLPW is a password safe to put unencoded in a URL.
func hapURLPW() string {
	if hapCoin() {
		return hapPL(hapWords) + fmt.Sprint(hapN(10, 9999)) + hapP("", "-", "_", ".", "~")
	}
	return hapR(hapAlnum, hapN(14, 24))
}

// hapB64Enc encodes s in standard base64.
func hapB64Enc(s string) string { return base64.StdEncoding.EncodeToString([]byte(s)) }

// hapB64URLEnc encodes s in unpadded base64url.
func hapB64URLEnc(s string) string { return base64.RawURLEncoding.EncodeToString([]byte(s)) }

// hapWrap cuts s into lines of n characters.
func hapWrap(s string, n int) []string {
	var out []string
	for len(s) > n {
		out = append(out, s[:n])
		s = s[n:]
	}
	if s != "" {
		out = append(out, s)
	}
	return out
}

// heldoutAP collects the part.
func heldoutAP() []Sample {
	var out []Sample
	out = append(out, hapDiscord(30)...)
	out = append(out, hapLoginPairs(36)...)
	out = append(out, hapSplitKeys(30)...)
	out = append(out, hapKeyIDs(28)...)
	out = append(out, hapVendorKeys(80)...)
	out = append(out, hapProsePasswords(44)...)
	out = append(out, hapSmallSecrets(30)...)
	out = append(out, hapConnStrings(28)...)
	out = append(out, hapShellCmds(24)...)
	out = append(out, hapCodeSecrets(22)...)
	out = append(out, hapStructured(24)...)
	out = append(out, hapTrapsClinical(120)...)
	out = append(out, hapTrapsTech(120)...)
	out = append(out, hapTrapsLookalike(100)...)
	return out
}
