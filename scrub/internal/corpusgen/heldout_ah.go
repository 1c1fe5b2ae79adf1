package main

// heldoutAH is a blind part: written without reading the scrubber's rules, leaning towards IoT,
// embedded and industrial engineers and smart-home tinkerers. Its helpers are prefixed "hah".

import (
	"encoding/base64"
	"fmt"
	"strings"
)

func heldoutAH() []Sample {
	var out []Sample
	out = append(out, hahFocus()...)
	out = append(out, hahIoT()...)
	out = append(out, hahGeneral()...)
	out = append(out, hahGeneral2()...)
	out = append(out, hahTraps()...)
	out = append(out, hahTrapsIoT()...)
	return out
}

// hahRun calls each generator n times.
func hahRun(n int, gens ...func() Sample) []Sample {
	var out []Sample
	for _, g := range gens {
		for range n {
			out = append(out, g())
		}
	}
	return out
}

func hahP(xs ...string) string { return xs[rng.IntN(len(xs))] }

func hahN(lo, hi int) int { return lo + rng.IntN(hi-lo+1) }

func hahR(set string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = set[rng.IntN(len(set))]
	}
	return string(b)
}

func hahHex(n int) string  { return hahR(hexs, n) }
func hahUHex(n int) string { return strings.ToUpper(hahR(hexs, n)) }

// hahS builds a sample and checks that every secret and kept line is in the text.
func hahS(cat, format, text string, secrets []string, keep ...string) Sample {
	for _, s := range secrets {
		if s == "" || !strings.Contains(text, s) {
			panic(fmt.Sprintf("heldout-ah: secret %q not in %s/%s text %q", s, cat, format, text))
		}
	}
	for _, k := range keep {
		if !strings.Contains(text, k) {
			panic(fmt.Sprintf("heldout-ah: keep %q not in %s text", k, cat))
		}
		for _, s := range secrets {
			if strings.Contains(k, s) || strings.Contains(s, k) {
				panic(fmt.Sprintf("heldout-ah: keep %q overlaps secret %q", k, s))
			}
		}
	}
	if secrets == nil {
		secrets = []string{}
	}
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets, Keep: keep}
}

func hahT(cat, format, text string) Sample { return hahS(cat, format, text, nil) }

var hahWords = []string{"Sunflower", "tractor", "Bavaria", "mango", "Kellerkind", "pumpkin", "Zephyr",
	"greenhouse", "Lighthouse", "orchid", "Bergsee", "walrus", "Ostsee", "pelican", "Nordlicht", "cactus",
	"marble", "Falcon", "copper", "Paprika", "solder", "Gecko", "basil", "Tundra", "kayak", "Moped",
	"thermostat", "Pinguin", "waffle", "Canyon", "bramble", "Otter", "lantern", "Schnecke", "Rakete", "biscuit"}

const hahSym = "!@#%^&*-_+=?.~"

// hahHumanPw is a password a person picked: words, digits and a symbol.
func hahHumanPw() string {
	w := hahWords[rng.IntN(len(hahWords))]
	w2 := hahWords[rng.IntN(len(hahWords))]
	d := fmt.Sprint(hahN(1, 9999))
	s := string(hahSym[rng.IntN(len(hahSym))])
	switch rng.IntN(6) {
	case 0:
		return w + d + s
	case 1:
		return w + s + hahTitle(w2) + d
	case 2:
		return strings.ToLower(w) + "_" + w2 + d
	case 3:
		return s + w + d
	case 4:
		return hahTitle(w) + d + s + strings.ToLower(w2)
	default:
		return hahTitle(w) + "-" + d + "-" + hahTitle(w2) + s
	}
}

// hahRandPw is a generated password with at least one digit and one symbol.
func hahRandPw() string {
	n := hahN(12, 22)
	b := []byte(hahR(alnum+"!@#%^&*-_+=?", n))
	b[rng.IntN(n)] = digits[rng.IntN(10)]
	b[rng.IntN(n)] = "!@#%^&*-_+="[rng.IntN(11)]
	b[0] = alnum[rng.IntN(len(alnum))]
	return string(b)
}

// hahURLPw is safe inside a URL or an unquoted YAML or shell word.
func hahURLPw() string {
	if rng.IntN(2) == 0 {
		w := hahWords[rng.IntN(len(hahWords))]
		return w + hahP("-", "_", ".") + fmt.Sprint(hahN(10, 9999)) + hahR(upper, 1)
	}
	return hahR(alnum, hahN(14, 24)) + hahP("-", "_", ".", "~") + hahR(alnum, 4)
}

func hahPw() string {
	switch rng.IntN(3) {
	case 0:
		return hahHumanPw()
	case 1:
		return hahRandPw()
	}
	return hahURLPw()
}

func hahUser() string {
	return hahP("admin", "operator", "pi", "root", "hass", "mqtt_user", "sensor01", "tasmota", "esphome",
		"plcadmin", "service", "ops", "maintenance", "octo", "grafana", "nodered", "scada_eng", "ubuntu", "techniker")
}

func hahHost() string {
	return hahP("192.168.1."+fmt.Sprint(hahN(2, 250)), "10.0."+fmt.Sprint(hahN(0, 40))+"."+fmt.Sprint(hahN(2, 250)),
		"mqtt.home.lan", "broker.plant3.local", "homeassistant.local", "raspberrypi.local", "gw-line2.factory.internal",
		"nas.fritz.box", "octopi.local", "hmi-07.halle-b.lan", "172.16."+fmt.Sprint(hahN(0, 31))+"."+fmt.Sprint(hahN(2, 250)))
}

func hahSSID() string {
	return hahP("FRITZ!Box 7590 XQ", "Vodafone-"+hahR(upper+digits, 4), "IoT-Netz", "HomeNet_2G", "Workshop",
		"Garage-AP", "TP-Link_"+hahUHex(4), "Lab-IoT", "Telekom-"+hahR(digits, 6), "Gewaechshaus", "Linksys00"+fmt.Sprint(hahN(100, 999)))
}

// hahSnowflake is a Discord-style id.
func hahSnowflake() string {
	return hahR("123456789", 1) + hahR(digits, hahN(16, 18))
}

func hahDiscordToken() string {
	id := base64.RawStdEncoding.EncodeToString([]byte(hahSnowflake()))
	return id + "." + hahR(b64url, 6) + "." + hahR(b64url, []int{27, 38}[rng.IntN(2)])
}

func hahB64url(s string) string { return base64.RawURLEncoding.EncodeToString([]byte(s)) }

func hahJWT() string {
	h := hahB64url(`{"alg":"` + hahP("HS256", "RS256", "ES256") + `","typ":"JWT"}`)
	p := hahB64url(fmt.Sprintf(`{"iss":"%s","sub":"%s","iat":%d,"exp":%d}`, hahHex(32), hahP("dashboard", "user-"+fmt.Sprint(hahN(100, 99999)), "device:"+hahHex(8)),
		1700000000+hahN(0, 90000000), 2000000000+hahN(0, 90000000)))
	return h + "." + p + "." + hahR(b64url, 43)
}

func hahDate() string {
	return fmt.Sprintf("20%02d-%02d-%02d", hahN(22, 26), hahN(1, 12), hahN(1, 28))
}

func hahTime() string {
	return fmt.Sprintf("%02d:%02d:%02d", hahN(0, 23), hahN(0, 59), hahN(0, 59))
}

func hahMAC(sep string) string {
	p := make([]string, 6)
	for i := range p {
		p[i] = hahUHex(2)
	}
	return strings.Join(p, sep)
}

func hahUUID() string {
	return hahHex(8) + "-" + hahHex(4) + "-4" + hahHex(3) + "-" + hahP("8", "9", "a", "b") + hahHex(3) + "-" + hahHex(12)
}

// hahPEMBody gives base64 lines of a fake key body.
func hahPEMBody(lines int) []string {
	out := make([]string, lines)
	for i := range out {
		out[i] = hahR(alnum+"+/", 64)
	}
	out[lines-1] = hahR(alnum+"+/", hahN(20, 60)) + hahP("=", "==", "")
	return out
}

func hahTitle(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// hahCtx puts a short line into a random surrounding: a chat prefix, a note heading or nothing.
func hahCtx(s string) string {
	who := hahP("jonas", "Marta", "kenji_t", "aisha.k", "Piotr", "lena", "Tom", "ravi")
	switch rng.IntN(7) {
	case 0:
		return "[" + hahTime()[:5] + "] " + who + ": " + s
	case 1:
		return who + " wrote:\n> " + s
	case 2:
		return "Notes " + hahDate() + "\n- " + s
	case 3:
		return s + "\n\n-- " + who
	case 4:
		return hahP("fyi ", "btw ", "PS: ", "Update: ") + s
	case 5:
		return "#" + hahP("smarthome", "plant-ops", "maker-lab", "iot-dev") + " | " + who + " | " + s
	}
	return s
}
