package main

// heldout-cu is a blind held-out corpus part: texts written by Windows and Active Directory
// administrators (PowerShell sessions, LAPS and BitLocker recovery, GPO notes, service
// accounts, RDP and jump hosts, Intune and Entra), with their secrets labelled, plus traps that
// look like them but hold no secret. It was written without reading the scrubber's rules, its
// tests or any other corpus part.

import (
	"encoding/base64"
	"fmt"
	"strings"
)

type hcuGen func() Sample

// hcuS builds a sample with secrets; keep lists strings that must survive.
func hcuS(cat, format, text string, secrets []string, keep ...string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets, Keep: keep}
}

// hcuT builds a trap: a text with no secret.
func hcuT(cat, format, text string, keep ...string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: []string{}, Keep: keep}
}

func heldoutCU() []Sample {
	var out []Sample
	seen := map[string]bool{}
	hcuRound := func(gens []hcuGen, n int) {
		for i := 0; i < n; i++ {
			s := gens[i%len(gens)]()
			for try := 0; seen[s.Text]; try++ {
				if try > 50 {
					panic("heldout-cu: cannot vary text: " + s.Text)
				}
				s = gens[i%len(gens)]()
			}
			seen[s.Text] = true
			out = append(out, s)
		}
	}
	var core, coreTraps []hcuGen
	core = append(core, hcuPSSecrets...)
	core = append(core, hcuLapsSecrets...)
	core = append(core, hcuSvcSecrets...)
	core = append(core, hcuRdpSecrets...)
	core = append(core, hcuEntraSecrets...)
	coreTraps = append(coreTraps, hcuPSTraps...)
	coreTraps = append(coreTraps, hcuLapsTraps...)
	coreTraps = append(coreTraps, hcuSvcTraps...)
	coreTraps = append(coreTraps, hcuRdpTraps...)
	coreTraps = append(coreTraps, hcuEntraTraps...)
	hcuRound(core, 410)
	hcuRound(hcuExtraSecrets, 40)
	hcuRound(coreTraps, 268)
	hcuRound(hcuExtraTraps, 22)
	// Shuffle with the shared rng so formats interleave.
	rng.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	for _, s := range out {
		hcuCheck(s)
	}
	return out
}

func hcuSpans(text, sub string) [][2]int {
	var sp [][2]int
	for i := 0; ; {
		j := strings.Index(text[i:], sub)
		if j < 0 {
			return sp
		}
		sp = append(sp, [2]int{i + j, i + j + len(sub)})
		i += j + 1
	}
}

func hcuCheck(s Sample) {
	if s.Secrets == nil {
		panic("heldout-cu: nil secrets: " + s.Text)
	}
	if s.Category == "" || s.Format == "" {
		panic("heldout-cu: empty category or format: " + s.Text)
	}
	for _, sec := range s.Secrets {
		if sec == "" || !strings.Contains(s.Text, sec) {
			panic(fmt.Sprintf("heldout-cu: secret %q not in text %q", sec, s.Text))
		}
	}
	for _, k := range s.Keep {
		if k == "" || !strings.Contains(s.Text, k) {
			panic(fmt.Sprintf("heldout-cu: keep %q not in text %q", k, s.Text))
		}
		for _, sec := range s.Secrets {
			for _, a := range hcuSpans(s.Text, k) {
				for _, b := range hcuSpans(s.Text, sec) {
					if a[0] < b[1] && b[0] < a[1] {
						panic(fmt.Sprintf("heldout-cu: keep %q overlaps secret %q", k, sec))
					}
				}
			}
		}
	}
}

// ---- values ----

const hcuSyms = "!@#$%&*?-_+=."

var hcuFirst = []string{"anna", "jan", "mark", "sofia", "pieter", "lena", "tomasz", "karim", "julia", "ravi", "emma", "lars", "chloe", "diego", "ines", "noah", "marta", "felix", "aisha", "oskar", "yuki", "sven", "priya", "hugo"}
var hcuLast = []string{"schmidt", "devries", "kowalski", "haddad", "nguyen", "okafor", "larsen", "moreau", "silva", "patel", "berg", "rossi", "jansen", "novak", "fischer", "tanaka", "dubois", "keller", "murphy", "lindqvist"}
var hcuNB = []string{"CONTOSO", "CORP", "FABRIKAM", "NORTHWIND", "ADATUM", "LITWARE", "WOODGROVE", "TAILSPIN", "HQ", "EMEA"}
var hcuTLD = []string{"local", "com", "lan", "corp", "net", "internal"}
var hcuWords = []string{"Lisboa", "Harbour", "Tulip", "Falcon", "Granite", "Maple", "Orchid", "Kestrel", "Copper", "Nimbus", "Juniper", "Pelican", "Saffron", "Quartz", "Bison", "Walrus", "Meadow", "Cobalt", "Amber", "Thistle", "Glacier", "Raven", "Mango", "Sparrow", "Tundra", "Violet", "Ember", "Lantern", "Pebble", "Zephyr"}
var hcuSeasons = []string{"Winter", "Summer", "Spring", "Autumn", "Herbst", "Zomer", "Fall", "Sommer"}

func hcuN(lo, hi int) int { return lo + rng.IntN(hi-lo+1) }

func hcuUser() string {
	f, l := pick(hcuFirst), pick(hcuLast)
	switch rng.IntN(4) {
	case 0:
		return f + "." + l
	case 1:
		return f[:1] + l
	case 2:
		return l + f[:1]
	}
	return f + "." + l[:1]
}

func hcuSvc() string {
	return pick([]string{"svc_", "svc-", "sa_", "srv_", "svc."}) + pick([]string{"sql", "backup", "veeam", "sccm", "scan", "iis", "adsync", "print", "sharepoint", "exchange", "tasks", "mdt", "wsus", "citrix", "bamboo", "jenkins", "ldapbind", "monitor"}) + pick([]string{"", "01", "_prod", "-dev", "2"})
}

func hcuNetbios() string { return pick(hcuNB) }

func hcuFQDN() string {
	return strings.ToLower(pick(hcuNB)) + "." + pick(hcuTLD)
}

func hcuHost() string {
	p := pick([]string{"DC", "SRV", "FS", "SQL", "RDS", "JMP", "WS", "LT", "PC", "APP", "PRN", "CA", "ADFS", "HV", "WSUS", "MGMT"})
	switch rng.IntN(4) {
	case 0:
		return p + fmt.Sprintf("%02d", hcuN(1, 40))
	case 1:
		return strings.ToLower(pick([]string{"ams", "fra", "lon", "nyc", "waw", "par", "sto", "mad"})) + "-" + strings.ToLower(p) + "-" + fmt.Sprintf("%02d", hcuN(1, 20))
	case 2:
		return pick([]string{"AMS", "FRA", "LON", "NYC", "WAW", "PAR"}) + p + fmt.Sprintf("%03d", hcuN(1, 400))
	}
	return p + "-" + fmt.Sprintf("%04d", hcuN(100, 9999))
}

func hcuIP() string {
	return fmt.Sprintf("10.%d.%d.%d", hcuN(0, 250), hcuN(0, 250), hcuN(2, 250))
}

func hcuGUID() string {
	g := rnd(hexs, 8) + "-" + rnd(hexs, 4) + "-4" + rnd(hexs, 3) + "-" + pick([]string{"8", "9", "a", "b"}) + rnd(hexs, 3) + "-" + rnd(hexs, 12)
	if rng.IntN(3) == 0 {
		return strings.ToUpper(g)
	}
	return g
}

func hcuSID() string {
	return fmt.Sprintf("S-1-5-21-%d-%d-%d-%d", hcuN(100000000, 4200000000), hcuN(100000000, 4200000000), hcuN(100000000, 4200000000), hcuN(1100, 48000))
}

func hcuDate() string {
	return fmt.Sprintf("202%d-%02d-%02d", hcuN(4, 6), hcuN(1, 12), hcuN(1, 28))
}

func hcuTime() string {
	return fmt.Sprintf("%02d:%02d:%02d", hcuN(0, 23), hcuN(0, 59), hcuN(0, 59))
}

func hcuTicket() string {
	return pick([]string{"INC", "REQ", "CHG", "RITM", "SR", "HD-"}) + fmt.Sprintf("%07d", hcuN(10000, 9999999))
}

// hcuPw returns a password a person would invent, in one of several styles.
func hcuPw() string {
	w := pick(hcuWords)
	switch rng.IntN(9) {
	case 0:
		return w + string(hcuSyms[rng.IntN(8)]) + fmt.Sprint(hcuN(2015, 2026))
	case 1:
		return pick(hcuSeasons) + pick([]string{"", "_", "."}) + fmt.Sprint(hcuN(2019, 2026)) + pick([]string{"!", "!!", "#", "?", "$"}) + rnd(digits, hcuN(0, 2))
	case 2:
		return strings.ToLower(w) + "-" + strings.ToLower(pick(hcuWords)) + "-" + fmt.Sprint(hcuN(1, 99))
	case 3:
		r := strings.NewReplacer("a", "@", "o", "0", "e", "3", "i", "1", "s", "$")
		return r.Replace(w) + fmt.Sprint(hcuN(10, 999)) + string(hcuSyms[rng.IntN(6)])
	case 4, 5:
		return hcuComplex(hcuN(12, 20))
	case 6:
		return w + pick(hcuWords) + fmt.Sprint(hcuN(1, 9999)) + string(hcuSyms[rng.IntN(10)])
	case 7:
		return pick([]string{"Welkom", "Bienvenue", "Willkommen", "Witaj", "Hello", "Start"}) + fmt.Sprint(hcuN(10, 99)) + pick([]string{"!", "#", "@", "*"}) + rnd(upper, 2)
	}
	return rnd(upper, 1) + rnd(lower, hcuN(4, 7)) + rnd(digits, hcuN(2, 4)) + string(hcuSyms[rng.IntN(len(hcuSyms))]) + rnd(alnum, hcuN(2, 5))
}

// hcuComplex is a generated password with upper, lower, digit and symbol.
func hcuComplex(n int) string {
	if n < 8 {
		n = 8
	}
	b := []byte(rnd(upper, 1) + rnd(lower, 1) + rnd(digits, 1) + rnd("!@#$%^&*()-_+=?", 1) + rnd(alnum+"!@#$%&*?+-", n-4))
	rng.Shuffle(len(b), func(i, j int) { b[i], b[j] = b[j], b[i] })
	return string(b)
}

// hcuLaps is a LAPS-style generated password (no ambiguous characters).
func hcuLaps() string {
	set := "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789"
	b := []byte(rnd(set, hcuN(13, 23)) + rnd("!#%+,-./:=@{}", hcuN(1, 3)))
	rng.Shuffle(len(b), func(i, j int) { b[i], b[j] = b[j], b[i] })
	return string(b)
}

// hcuPhrase is a LAPS passphrase-style password.
func hcuPhrase() string {
	n := hcuN(3, 4)
	var ws []string
	for i := 0; i < n; i++ {
		ws = append(ws, pick(hcuWords))
	}
	return strings.Join(ws, pick([]string{"", "", "-", "."}))
}

// hcuBLKey is a BitLocker 48-digit recovery password (each block a multiple of 11).
func hcuBLKey() string {
	var g []string
	for i := 0; i < 8; i++ {
		g = append(g, fmt.Sprintf("%06d", rng.IntN(65536)*11))
	}
	return strings.Join(g, "-")
}

func hcuAzSecret() string {
	return rnd(alnum, 3) + rnd(digits, 1) + "Q~" + rnd(alnum+"_-.~", 34)
}

func hcuB64(n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(rng.IntN(256))
	}
	return base64.StdEncoding.EncodeToString(b)
}

func hcuJWT(aud, upn string) string {
	h := fmt.Sprintf(`{"typ":"JWT","alg":"RS256","x5t":"%s","kid":"%s"}`, rnd(b64url, 27), rnd(b64url, 27))
	p := fmt.Sprintf(`{"aud":"%s","iss":"https://sts.windows.net/%s/","iat":%d,"upn":"%s","scp":"%s"}`,
		aud, hcuGUID(), hcuN(1700000000, 1790000000), upn, pick([]string{"User.Read", "DeviceManagementManagedDevices.ReadWrite.All", "Directory.Read.All", "Group.ReadWrite.All"}))
	enc := base64.RawURLEncoding
	return enc.EncodeToString([]byte(h)) + "." + enc.EncodeToString([]byte(p)) + "." + rnd(b64url, hcuN(250, 342))
}

func hcuRefresh() string {
	return "0.A" + rnd(alnum, 2) + "A" + rnd(b64url, hcuN(180, 260)) + "." + rnd(b64url, hcuN(40, 90))
}

func hcuMAK() string {
	set := "BCDFGHJKMPQRTVWXY2346789"
	return rnd(set, 5) + "-" + rnd(set, 5) + "-" + rnd(set, 5) + "-" + rnd(set, 5) + "-" + rnd(set, 5)
}

func hcuDiscord() string {
	return pick([]string{"M", "N", "O"}) + rnd(b64url, hcuN(23, 25)) + "." + rnd(b64url, 6) + "." + rnd(b64url, hcuN(27, 38))
}

func hcuSAKey() string { return hcuB64(64) }

// hcuThumb is a certificate thumbprint (public).
func hcuThumb() string { return strings.ToUpper(rnd(hexs, 40)) }
