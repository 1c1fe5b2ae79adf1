// Blind held-out part heldout-dd: texts from CCTV and access-control installers (NVRs and DVRs,
// P2P cloud ids, ONVIF users, door controllers, alarm panels, handover sheets for clients),
// plus variants of four shapes (Discord bot tokens, "login is user / pw", keys split across two
// lines, private_key_id in prose). Written without reading the scrubber's rules, its tests or
// any other corpus part.

package main

import (
	"fmt"
	"strings"
)

const (
	hddDig   = "0123456789"
	hddHexL  = "0123456789abcdef"
	hddHexU  = "0123456789ABCDEF"
	hddAlnum = upper + lower + hddDig
	hddB64u  = upper + lower + hddDig + "-_"
	hddB64   = upper + lower + hddDig + "+/"
	hddB32   = upper + "234567"
)

// hddTpl is one template and how many samples it writes.
type hddTpl struct {
	name string
	n    int
	fn   func() Sample
}

func heldoutDD() []Sample {
	var groups [][]hddTpl
	groups = append(groups, hddNVRTpls(), hddAccessTpls(), hddAlarmTpls(), hddCloudTpls(),
		hddHandoverTpls(), hddShapeTpls(), hddTrapTplsA(), hddTrapTplsB(), hddTrapTplsC())
	var out []Sample
	for _, g := range groups {
		for _, t := range g {
			for i := 0; i < t.n; i++ {
				out = append(out, hddMake(t))
			}
		}
	}
	rng.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	return out
}

// hddMake calls a template until its sample passes the checks that a random collision can break
// (a short code touching other digits, a keep overlapping a secret); a missing string panics.
func hddMake(t hddTpl) Sample {
	for try := 0; try < 40; try++ {
		s := t.fn()
		if s.Secrets == nil {
			s.Secrets = []string{}
		}
		for _, x := range append(append([]string{}, s.Secrets...), s.Keep...) {
			if x == "" || !strings.Contains(s.Text, x) {
				panic(fmt.Sprintf("heldout-dd %s: %q not in text:\n%s", t.name, x, s.Text))
			}
		}
		if len(s.Secrets) == 0 && len(s.Keep) > 0 {
			panic("heldout-dd " + t.name + ": keep in a trap")
		}
		if hddClean(s) {
			return s
		}
	}
	panic("heldout-dd " + t.name + ": no clean sample in 40 tries")
}

func hddIsAl(b byte) bool {
	return b >= '0' && b <= '9' || b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z'
}

func hddIsDig(b byte) bool { return b >= '0' && b <= '9' }

// hddClean reports whether short secrets stand alone and no keep overlaps a secret.
func hddClean(s Sample) bool {
	type span struct{ a, b int }
	var sp []span
	for _, x := range s.Secrets {
		for i := 0; ; {
			j := strings.Index(s.Text[i:], x)
			if j < 0 {
				break
			}
			a, b := i+j, i+j+len(x)
			sp = append(sp, span{a, b})
			if len(x) < 20 {
				if a > 0 && hddIsAl(s.Text[a-1]) && hddIsAl(x[0]) {
					return false
				}
				if b < len(s.Text) && hddIsAl(s.Text[b]) && hddIsAl(x[len(x)-1]) {
					return false
				}
				if strings.Trim(x, hddDig) == "" {
					if a > 1 && strings.ContainsRune(".-:/,", rune(s.Text[a-1])) && hddIsDig(s.Text[a-2]) {
						return false
					}
					if b+1 < len(s.Text) && strings.ContainsRune(".-:/,", rune(s.Text[b])) && hddIsDig(s.Text[b+1]) {
						return false
					}
				}
			}
			i = a + 1
		}
	}
	for _, k := range s.Keep {
		for i := 0; ; {
			j := strings.Index(s.Text[i:], k)
			if j < 0 {
				break
			}
			a, b := i+j, i+j+len(k)
			for _, p := range sp {
				if a < p.b && p.a < b {
					return false
				}
			}
			i = a + 1
		}
	}
	return true
}

func hddRnd(alpha string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = alpha[rng.IntN(len(alpha))]
	}
	return string(b)
}

func hddPick(xs ...string) string { return xs[rng.IntN(len(xs))] }

// hddIn returns an int in [lo, hi].
func hddIn(lo, hi int) int { return lo + rng.IntN(hi-lo+1) }

func hddP(p float64) bool { return rng.Float64() < p }

func hddPin(n int) string {
	for {
		s := hddRnd(hddDig, n)
		if s[0] != '0' || hddP(0.3) {
			return s
		}
	}
}

var hddWords = []string{"Lisboa", "Kamera", "Falcon", "Girassol", "Maple", "Oranje", "Biscuit",
	"Tornado", "Harbour", "Sonnenblume", "Pelican", "Granite", "Colibri", "Marmite", "Vesuvio",
	"Nordlicht", "Kestrel", "Tamarind", "Ribeira", "Juniper", "Bramble", "Cobalt", "Paprika",
	"Zeppelin", "Otter", "Laranja", "Pinguin", "Gouda", "Sardinha", "Thistle"}

var hddLow = []string{"correct", "horse", "battery", "staple", "purple", "monkey", "dish",
	"river", "candle", "tiger", "lemon", "window", "rocket", "velvet", "cactus", "pepper",
	"ladder", "mango", "copper", "blanket", "walnut", "seagull", "tulip", "anchor"}

// hddPw is a password someone typed: invented words with years and symbols, passphrases, or
// random strong strings. It never holds a space, quote, backslash, colon, slash or '@'.
func hddPw() string {
	w := hddWords[rng.IntN(len(hddWords))]
	switch rng.IntN(9) {
	case 0:
		return w + hddPick("#", "!", "@", "$", "*", "_") + hddPick("2019", "2021", "2023", "2024", "2025", "2026")
	case 1:
		return w + hddRnd(hddDig, hddIn(2, 4)) + hddPick("!", "#", "?", "%", "")
	case 2:
		return hddLow[rng.IntN(len(hddLow))] + "-" + hddLow[rng.IntN(len(hddLow))] + "-" + hddRnd(hddDig, hddIn(1, 2))
	case 3:
		r := strings.NewReplacer("a", "4", "e", "3", "o", "0", "i", "1", "s", "$")
		return r.Replace(w) + hddRnd(hddDig, 2) + hddPick("!", "#", "")
	case 4:
		return hddRnd(hddAlnum+"!#%*+=?", hddIn(10, 16))
	case 5:
		return hddPick("Cctv", "Nvr", "Cam", "Secure", "Site", "Admin") + hddRnd(hddDig, hddIn(3, 5)) + hddPick("!", "#", "$", ".")
	case 6:
		return strings.ToLower(w) + hddPick(".", "_", "-") + strings.ToLower(hddWords[rng.IntN(len(hddWords))]) + hddRnd(hddDig, 2)
	case 7:
		return hddRnd(upper, 1) + hddRnd(lower, hddIn(4, 7)) + hddRnd(hddDig, hddIn(2, 4)) + hddRnd("!#%&*", 1) + hddRnd(upper, 1)
	default:
		return hddRnd(hddAlnum, hddIn(12, 20))
	}
}

// hddUrlPw is a password safe inside a URL's user:pass@ part.
func hddUrlPw() string {
	for {
		p := hddPw()
		if !strings.ContainsAny(p, "#%?@$+=!*") || hddP(0.15) && !strings.ContainsAny(p, "#%?@/") {
			return p
		}
	}
}

var hddPeople = []string{"Marek", "Jo", "Priya", "Dave", "Lucía", "Tiago", "Femke", "Kai", "Sanne",
	"Ahmed", "Olu", "Bea", "Rui", "Tom", "Hannah", "Piotr", "Chloé", "Mo", "Grace", "Jens", "Niamh",
	"Stefan", "Aisha", "Gary", "Inês", "Wojtek"}

func hddWho() string { return hddPeople[rng.IntN(len(hddPeople))] }

var hddSites = []string{"Riverside Dental", "Casa Amarela B&B", "Kowalski Motors", "Hartley Trading Est. unit 4",
	"St Brendan's Primary", "Bakkerij de Vries", "Quinta do Vale", "Northgate Self Storage",
	"Lakeview Apartments blk C", "Harbour Fish Co", "Oakfield Vets", "Autohaus Brenner", "Fitness24 Leeds",
	"Sunset Marina", "Café Lumière", "Greenway depot", "Mill Lane Surgery", "Hotel Miramar",
	"Zahnarztpraxis Dr. Weiß", "Farmácia Central", "The Crown & Anchor", "Patel Cash&Carry"}

func hddSite() string { return hddSites[rng.IntN(len(hddSites))] }

var hddNVRs = []string{"DS-7608NI-K2/8P", "DS-7716NI-I4/16P", "DHI-NVR4216-16P-4KS2", "NVR5232-EI",
	"NVR302-16S2", "RLN16-410", "XRN-1610S", "N48PAW", "DS-7204HQHI-K1", "XVR5108HS-I3", "DS-7732NXI-K4",
	"NVR4108HS-8P-4KS2"}

func hddNVR() string { return hddNVRs[rng.IntN(len(hddNVRs))] }

var hddCams = []string{"DS-2CD2387G2-LU", "IPC-HDW3849H-AS-PV", "IPC2124LE-ADF28KM-G", "P3265-LVE",
	"QNV-8080R", "RLC-811A", "DS-2CD2146G2-ISU", "IPC-HFW2431S-S-S2", "M3086-V", "XNV-6081Z"}

func hddCam() string { return hddCams[rng.IntN(len(hddCams))] }

func hddLAN() string {
	switch rng.IntN(3) {
	case 0:
		return fmt.Sprintf("192.168.%d.%d", hddPick1(0, 1, 1, 10, 50, 100), hddIn(2, 250))
	case 1:
		return fmt.Sprintf("10.%d.%d.%d", hddIn(0, 40), hddIn(0, 20), hddIn(2, 250))
	}
	return fmt.Sprintf("172.16.%d.%d", hddIn(0, 31), hddIn(2, 250))
}

func hddPick1(xs ...int) int { return xs[rng.IntN(len(xs))] }

func hddMAC() string {
	b := make([]string, 6)
	for i := range b {
		b[i] = hddRnd(hddHexU, 2)
	}
	return strings.Join(b, hddPick(":", "-"))
}

func hddDate() string {
	d, m := hddIn(1, 28), hddIn(1, 12)
	switch rng.IntN(3) {
	case 0:
		return fmt.Sprintf("%02d/%02d/%d", d, m, hddPick1(2024, 2025, 2026))
	case 1:
		return fmt.Sprintf("%d-%02d-%02d", hddPick1(2024, 2025, 2026), m, d)
	}
	return fmt.Sprintf("%d.%d.", d, m)
}

func hddTime() string { return fmt.Sprintf("%02d:%02d:%02d", hddIn(0, 23), hddIn(0, 59), hddIn(0, 59)) }

// hddHikSerial is a Hikvision-style device serial (an identifier, not a secret).
func hddHikSerial(model string) string {
	return strings.ReplaceAll(strings.ReplaceAll(model, "/", ""), "-", "") + fmt.Sprintf("%d%02d%02dCCRR", hddIn(2022, 2025), hddIn(1, 12), hddIn(1, 28)) + hddRnd(upper+hddDig, 9) + "WCVU"
}
