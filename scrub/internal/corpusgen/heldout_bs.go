// Part heldout-bs: a blind held-out corpus part on energy, utilities and industrial control
// (SCADA/HMI stations, PLC engineering tools, OPC UA, Modbus and DNP3 gateways, historians,
// remote access through jump hosts and vendor VPNs, shift logs, work orders, site access codes).
// It was written without reading the scrubber's rules, its tests or any other corpus part.
package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// hbsB collects the secrets and keeps a template marks while it builds its text.
type hbsB struct{ secs, keeps []string }

// S marks v as a secret and returns it.
func (b *hbsB) S(v string) string {
	for _, s := range b.secs {
		if s == v {
			return v
		}
	}
	b.secs = append(b.secs, v)
	return v
}

// K marks v as a string that must survive and returns it.
func (b *hbsB) K(v string) string {
	for _, s := range b.keeps {
		if s == v {
			return v
		}
	}
	b.keeps = append(b.keeps, v)
	return v
}

// hbsT is one text template: n samples of category cat and format format.
type hbsT struct {
	cat, format string
	n           int
	f           func(b *hbsB) string
}

func heldoutBS() []Sample {
	var all []hbsT
	all = append(all, hbsPLCTemplates()...)
	all = append(all, hbsRemoteTemplates()...)
	all = append(all, hbsDataTemplates()...)
	all = append(all, hbsShapeTemplates()...)
	all = append(all, hbsTrapTemplates()...)
	all = append(all, hbsTrapTemplates2()...)
	var out []Sample
	for _, t := range all {
		for i := 0; i < t.n; i++ {
			out = append(out, hbsMake(t))
		}
	}
	rng.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	return out
}

// hbsMake builds one sample from t. A random collision (a secret that occurs twice, or a keep
// that touches a secret) is redrawn; a secret or keep missing from the text is a template bug.
func hbsMake(t hbsT) Sample {
	for try := 0; try < 30; try++ {
		b := &hbsB{}
		hbsSpk[0] = hbsName()
		hbsSpk[1] = hbsOther(hbsSpk[0])
		hbsMin = hbsN(0, 20*60)
		text := t.f(b)
		s := Sample{Category: t.cat, Format: t.format, Text: text, Secrets: append([]string{}, b.secs...), Keep: b.keeps}
		isTrap := strings.HasPrefix(t.cat, "trap-")
		if isTrap != (len(s.Secrets) == 0) {
			panic(fmt.Sprintf("heldout-bs: %s: trap/secret mismatch: %q", t.cat, text))
		}
		for _, v := range append(append([]string{}, s.Secrets...), s.Keep...) {
			if v == "" || !strings.Contains(text, v) {
				panic(fmt.Sprintf("heldout-bs: %s: %q not in text %q", t.cat, v, text))
			}
		}
		if hbsClean(s) {
			return s
		}
	}
	panic("heldout-bs: " + t.cat + ": no clean draw in 30 tries")
}

// hbsClean reports whether every secret occurs exactly once and no keep overlaps a secret.
func hbsClean(s Sample) bool {
	for _, v := range s.Secrets {
		if strings.Count(s.Text, v) != 1 {
			return false
		}
		for _, w := range s.Secrets {
			if v != w && strings.Contains(w, v) {
				return false
			}
		}
	}
	for _, k := range s.Keep {
		for _, v := range s.Secrets {
			for _, ki := range hbsAll(s.Text, k) {
				for _, vi := range hbsAll(s.Text, v) {
					if ki < vi+len(v) && vi < ki+len(k) {
						return false
					}
				}
			}
		}
	}
	return true
}

func hbsAll(text, sub string) []int {
	var idx []int
	for i := 0; ; {
		j := strings.Index(text[i:], sub)
		if j < 0 {
			return idx
		}
		idx = append(idx, i+j)
		i += j + 1
	}
}

// ---- value generators ----

func hbsP(xs ...string) string { return xs[rng.IntN(len(xs))] }

func hbsN(lo, hi int) int { return lo + rng.IntN(hi-lo+1) }

func hbsD(n int) string { return rnd(digits, n) }

var hbsWords = []string{"Turbine", "Kessel", "Pumpe", "Solar", "Voltage", "Lisboa", "Nordsee",
	"Falcon", "Granite", "Harbor", "Orion", "Kraftwerk", "Wasser", "Aurora", "Tejo", "Fjord",
	"Cobalt", "Maple", "Sierra", "Boiler", "Rotor", "Gecko", "Mistral", "Bergen", "Condor",
	"Tundra", "Quartz", "Pelican", "Sonne", "Windrad", "Brisa", "Molino", "Ventus", "Juniper",
	"Basalt", "Copper", "Zander", "Heron", "Sommer", "Winter", "Lighthouse", "Drachen"}

var hbsLow = []string{"correct", "horse", "battery", "staple", "river", "lantern", "orbit",
	"meadow", "pylon", "valve", "gauge", "ember", "canal", "willow", "thunder", "pepper", "ridge",
	"signal", "otter", "cactus", "marble", "bison", "tulip", "anchor", "saffron", "glacier"}

const hbsSym = "!#%&*+=?@^_-"

// hbsPw is a password as people on site make them up, or as a generator makes them.
func hbsPw() string {
	w := hbsWords[rng.IntN(len(hbsWords))]
	switch rng.IntN(8) {
	case 0:
		return w + hbsP("#", "!", "@", "$", "%", "&", "*", "_", ".", "-") + fmt.Sprint(2015+rng.IntN(12))
	case 1:
		return strings.ToLower(w) + hbsD(hbsN(3, 4)) + hbsP("!", "?", "#", "$", "")
	case 2:
		sep := hbsP("-", ".", "_")
		return hbsLow[rng.IntN(len(hbsLow))] + sep + hbsLow[rng.IntN(len(hbsLow))] + sep + hbsLow[rng.IntN(len(hbsLow))] + sep + hbsD(hbsN(1, 2))
	case 3:
		return rnd(alnum, 4) + rnd(hbsSym, 1) + rnd(alnum+hbsSym, hbsN(8, 18))
	case 4:
		r := strings.NewReplacer("a", "4", "e", "3", "o", "0", "i", "1", "s", "$")
		return r.Replace(w) + hbsP("!", "#", "?") + hbsD(2)
	case 5:
		return w + hbsWords[rng.IntN(len(hbsWords))] + hbsD(hbsN(2, 4)) + hbsP("!", "#", "+", "")
	case 6:
		return hbsP("Spring", "Summer", "Autumn", "Winter", "Herbst", "Fruehling", "Verano", "Invierno") + hbsD(4) + hbsP("!", "#", "")
	default:
		return rnd(alnum, hbsN(14, 24))
	}
}

func hbsPin(lo, hi int) string { return hbsD(hbsN(lo, hi)) }

var hbsNames = []string{"Jana", "Rui", "Pieter", "Ahmed", "Ingrid", "Tomasz", "Lucía", "Kwame",
	"Sven", "Marta", "Olu", "Henrik", "Chloé", "Dmitri", "Aisha", "Bruno", "Keiko", "Lars",
	"Fatima", "Gareth", "Inês", "Mehmet", "Noor", "Paulo", "Ravi", "Sanne", "Tobias", "Yusuf"}

func hbsName() string { return hbsNames[rng.IntN(len(hbsNames))] }

var hbsSites = []string{"WTP Nordhafen", "Unit 2 GT", "Solar Park Alqueva", "Windpark Emden-Süd",
	"Compressor Station 7", "Booster PS Kaltenbach", "Hydro Plant Lysefjord", "Line 4 bottling",
	"Substation Riverside 132kV", "CCGT Teesside B", "Wellpad 14B", "Biogas Plant Ostrau",
	"WWTP Eastbank", "Tank Farm North", "Offshore WF Borkum Ost", "Desal Plant Sines"}

func hbsSite() string { return hbsSites[rng.IntN(len(hbsSites))] }

func hbsHost() string {
	return hbsP("hmi", "scada", "ews", "hist", "opc", "gw", "pi", "ign", "rtu", "srv") + "-" +
		hbsP("nhf", "u2", "alq", "ems", "cs7", "kbh", "lys", "l4", "rvs", "tsb", "wp14", "ost") +
		fmt.Sprintf("%02d", hbsN(1, 12)) + hbsP(".ot.local", ".plant.corp", ".scada.lan", "", ".ot.example.net")
}

func hbsIP() string {
	return fmt.Sprintf("%s.%d.%d", hbsP("10.20", "10.110", "172.16", "192.168", "10.4"), hbsN(0, 250), hbsN(2, 250))
}

func hbsUser() string {
	return hbsP("operator", "engineer", "maint", "svc_hist", "opcua_client", "piadmin", "ign_admin",
		"vendor_abb", "vendor_siemens", "ews_user", "techsupport", "schichtleiter", "j.moreau",
		"k.nowak", "a.silva", "h.jensen", "p.devries", "m.okafor", "scada_ro", "fieldsvc")
}

func hbsDate() string {
	return fmt.Sprintf("2024-%02d-%02d", hbsN(1, 12), hbsN(1, 28))
}

func hbsWO() string { return hbsP("WO-", "WO", "MWO-", "SAP-PM ", "AM-") + hbsD(hbsN(6, 8)) }

func hbsHex(n int) string { return rnd(hexs, n) }

func hbsUUID() string {
	return hbsHex(8) + "-" + hbsHex(4) + "-4" + hbsHex(3) + "-" + hbsP("8", "9", "a", "b") + hbsHex(3) + "-" + hbsHex(12)
}

func hbsB64(n int) string { return rnd(alnum+"+/", n) }

// hbsPEM is the body of a private key: n lines of 64 base64 characters and a short last line.
func hbsPEM(n int) string {
	lines := make([]string, 0, n+1)
	for i := 0; i < n; i++ {
		lines = append(lines, hbsB64(64))
	}
	lines = append(lines, hbsB64(hbsN(8, 40))+hbsP("=", "==", ""))
	return strings.Join(lines, "\n")
}

func hbsJWT() string {
	h := base64.RawURLEncoding.EncodeToString([]byte(`{"alg":"` + hbsP("HS256", "RS256", "ES256") + `","typ":"JWT"}`))
	p := base64.RawURLEncoding.EncodeToString([]byte(fmt.Sprintf(`{"sub":"%s","scope":"%s","exp":%d}`,
		hbsUser(), hbsP("scada.read", "historian:write", "ops", "api"), 1700000000+rng.IntN(90000000))))
	return h + "." + p + "." + rnd(b64url, 43)
}

func hbsLicense() string {
	n := hbsN(4, 6)
	g := make([]string, n)
	l := hbsN(4, 5)
	for i := range g {
		g[i] = rnd(upper+digits, l)
	}
	return strings.Join(g, "-")
}

// hbsDiscord is a Discord bot token: base64 of a snowflake id, a timestamp part and an HMAC.
func hbsDiscord() string {
	id := hbsP("1", "2", "4", "7", "8") + hbsD(hbsN(17, 18))
	first := base64.RawStdEncoding.EncodeToString([]byte(id))
	return first + "." + rnd(b64url, 6) + "." + rnd(b64url, hbsN(27, 38))
}

// hbsPwU is a password safe inside a URL or an unquoted config value.
func hbsPwU() string {
	switch rng.IntN(4) {
	case 0:
		return rnd(alnum, hbsN(12, 24))
	case 1:
		return hbsWords[rng.IntN(len(hbsWords))] + hbsP("-", "_", ".") + hbsD(hbsN(2, 5)) + rnd(upper, 2)
	case 2:
		return strings.ToLower(hbsWords[rng.IntN(len(hbsWords))]) + rnd(alnum, hbsN(6, 10))
	default:
		return rnd(lower+digits, 5) + hbsP("-", "_") + rnd(alnum, hbsN(6, 12))
	}
}

func hbsOther(not string) string {
	for {
		if n := hbsName(); n != not {
			return n
		}
	}
}

// hbsSpk are the two people of one sample's conversation; hbsMin its running clock in minutes.
var (
	hbsSpk [2]string
	hbsMin int
)

func hbsA() string { return hbsSpk[0] }

func hbsC() string { return hbsSpk[1] }

// hbsTick advances the sample's clock and returns it as hh:mm, so log lines stay in order.
func hbsTick() string {
	hbsMin += hbsN(2, 80)
	return fmt.Sprintf("%02d:%02d", (hbsMin/60)%24, hbsMin%60)
}
