// heldout-ce is a blind held-out corpus part on IoT and embedded firmware work:
// MQTT brokers, Azure IoT Hub and AWS IoT credentials, OTA signing keys,
// provisioning scripts, serial console logs, ESP-IDF/PlatformIO configs, Home
// Assistant and Tasmota setups, in English and German. It was written without
// reading the scrubber's rules, its tests or any other corpus part.

package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

type hceGen func() Sample

// hceS builds a sample with secrets (keep values are optional).
func hceS(cat, format, text string, secrets []string, keep ...string) Sample {
	if secrets == nil {
		secrets = []string{}
	}
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets, Keep: keep}
}

// hceT builds a trap: a text without any secret.
func hceT(cat, format, text string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: []string{}}
}

func hceP(xs ...string) string { return pick(xs) }

// hceMaybe returns lit and records val as a secret, or (half the time) returns alt.
func hceMaybe(secs *[]string, val, lit, alt string) string {
	if rng.IntN(2) == 0 {
		return alt
	}
	*secs = append(*secs, val)
	return lit
}

func hceN(lo, hi int) int { return lo + rng.IntN(hi-lo+1) }

func hceBytes(n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(rng.IntN(256))
	}
	return b
}

func hceB64(n int) string    { return base64.StdEncoding.EncodeToString(hceBytes(n)) }
func hceB64URL(n int) string { return base64.RawURLEncoding.EncodeToString(hceBytes(n)) }
func hceHex(n int) string    { return rnd(hexs, n) }
func hceHexUp(n int) string  { return strings.ToUpper(rnd(hexs, n)) }

var hceWords = []string{
	"Sommer", "Kaffee", "Werkstatt", "Bastelkeller", "Loetkolben", "Gartenhaus", "Heizung",
	"Schrebergarten", "Ostsee", "Brezel", "Fichte", "Dachboden", "Lisboa", "Tulpe", "Rhein",
	"falcon", "copper", "orbit", "pumpkin", "harbor", "maple", "sparrow", "voltage", "tundra",
	"lantern", "walrus", "gecko", "nebula", "pretzel", "cobalt", "meadow", "zeppelin", "relay",
}

var hceSyms = "!#%*+-_.?"

// hcePw returns a password as people invent or generate them.
func hcePw() string {
	w := pick(hceWords)
	switch rng.IntN(6) {
	case 0:
		return w + string(hceSyms[rng.IntN(len(hceSyms))]) + fmt.Sprint(hceN(2015, 2026))
	case 1:
		return strings.ToLower(w) + "-" + strings.ToLower(pick(hceWords)) + "-" + fmt.Sprint(hceN(1, 99))
	case 2:
		return rnd(alnum, hceN(12, 20))
	case 3:
		return rnd(alnum+"!#%*+-_.", hceN(14, 24))
	case 4:
		return w + fmt.Sprint(hceN(10, 9999)) + string("!?#*"[rng.IntN(4)])
	default:
		return rnd(upper, 1) + rnd(lower, hceN(4, 7)) + rnd(digits, hceN(2, 4)) + rnd("!#*", 1) + rnd(alnum, hceN(2, 5))
	}
}

// hcePwURL returns a password safe inside a URL or connection string.
func hcePwURL() string {
	switch rng.IntN(3) {
	case 0:
		return rnd(alnum, hceN(14, 26))
	case 1:
		return pick(hceWords) + rnd(digits, hceN(2, 5)) + rnd(alnum, hceN(3, 6))
	default:
		return rnd(alnum+"-_.", hceN(16, 30))
	}
}

func hceUUID() string {
	return hceHex(8) + "-" + hceHex(4) + "-4" + hceHex(3) + "-" + rnd("89ab", 1) + hceHex(3) + "-" + hceHex(12)
}

func hceMAC(sep string) string {
	p := make([]string, 6)
	for i := range p {
		p[i] = hceHexUp(2)
	}
	return strings.Join(p, sep)
}

func hceIP() string {
	return hceP("192.168.", "10.0.", "10.10.", "172.16.") + fmt.Sprintf("%d.%d", hceN(0, 30), hceN(2, 250))
}

var hcePeople = []string{"Jonas", "Lena", "Mehmet", "Priya", "Tobi", "Sven", "Anja", "Chris", "Kai",
	"Dana", "Felix", "Marta", "Raj", "Nils", "Sophie", "Olu", "Hannah", "Lukas", "Ines", "Yuki"}

func hcePerson() string { return pick(hcePeople) }

func hceUser() string {
	return hceP("iot", "mqtt", "sensor", "node", "esp", "gw", "ha", "tasmota", "z2m", "dev", "fw") +
		hceP("", "_", "-") + hceP("user", "client", "bridge", "svc", "01", "lab", "test", "prod")
}

func hceDevice() string {
	return hceP("esp32", "esp8266", "c3", "s3", "nrf", "stm32", "rp2040", "gw", "thermo", "plug", "sensor") +
		"-" + hceP(hceHex(6), hceP("kueche", "bad", "keller", "garage", "lab", "wz", "office", "greenhouse")+"-"+fmt.Sprintf("%02d", hceN(1, 40)))
}

func hceBroker() string {
	return hceP("mqtt", "broker", "mosquitto", "emqx", "hivemq") + "." +
		hceP("lab.local", "home.arpa", "iot.example.com", "fabrik.intern", "acme-iot.de", "sensors.example.net")
}

func hceHub() string {
	return hceP("contoso", "fab", "acme", "heizung", "fleet", "smartmeter", "lab") + "-" + hceP("iothub", "hub", "iot") +
		"-" + hceP("dev", "prod", "weu", "neu", "test", fmt.Sprint(hceN(1, 99)))
}

func hceRegion() string {
	return hceP("eu-central-1", "eu-west-1", "us-east-1", "us-west-2", "ap-southeast-2", "eu-north-1")
}

func hceAKIA() string  { return hceP("AKIA", "AKIA", "ASIA") + rnd(upper+"234567", 16) }
func hceAwsSk() string { return rnd(alnum+"/+", 40) }

// hcePEM returns a private key block and its body lines.
func hcePEM(kind string, n int) (string, []string) {
	body := hceB64(n)
	var lines []string
	for len(body) > 64 {
		lines = append(lines, body[:64])
		body = body[64:]
	}
	lines = append(lines, body)
	block := "-----BEGIN " + kind + "-----\n" + strings.Join(lines, "\n") + "\n-----END " + kind + "-----"
	return block, lines
}

// hcePEMSecrets labels either the whole block or, for short keys, its body lines.
func hcePEMSecrets(block string, lines []string) []string {
	if len(lines) > 4 || rng.IntN(2) == 0 {
		return []string{block}
	}
	return lines
}

func hceJWT() string {
	head := hceP(`{"alg":"HS256","typ":"JWT"}`, `{"typ":"JWT","alg":"HS256"}`, `{"alg":"RS256","typ":"JWT"}`)
	pay := fmt.Sprintf(`{"iss":"%s","iat":%d,"exp":%d}`, hceHex(32), 1700000000+rng.IntN(60000000), 2000000000+rng.IntN(60000000))
	enc := base64.RawURLEncoding
	return enc.EncodeToString([]byte(head)) + "." + enc.EncodeToString([]byte(pay)) + "." + hceB64URL(32)
}

func hceDiscordTok() string {
	return rnd("MNO", 1) + rnd(alnum, pick([]int{23, 25, 25})) + "." + rnd(b64url, 6) + "." + rnd(b64url, pick([]int{27, 38, 38}))
}

func hceSlackHook() string {
	return "https://hooks.slack.com/services/T" + rnd(upper+digits, hceN(8, 10)) + "/B" + rnd(upper+digits, hceN(8, 10)) + "/" + rnd(alnum, 24)
}

func hceDiscordHook() string {
	return "https://discord.com/api/webhooks/" + fmt.Sprint(hceN(1, 9)) + rnd(digits, 18) + "/" + rnd(b64url, 68)
}

func hceTeamsHook() string {
	return "https://" + hceP("contoso", "acmeiot", "fabrikag") + ".webhook.office.com/webhookb2/" + hceUUID() + "@" + hceUUID() +
		"/IncomingWebhook/" + hceHex(32) + "/" + hceUUID()
}

func hceSAS(host, dev string) (string, string) {
	sig := hceB64(32)
	sig = strings.NewReplacer("+", "%2B", "/", "%2F", "=", "%3D").Replace(sig)
	return fmt.Sprintf("SharedAccessSignature sr=%s%%2Fdevices%%2F%s&sig=%s&se=%d", host, dev, sig, 1700000000+rng.IntN(90000000)), sig
}

func hceZigbeeKey() string {
	p := make([]string, 16)
	for i := range p {
		p[i] = fmt.Sprint(rng.IntN(256))
	}
	return strings.Join(p, ", ")
}

func hceTTNKey() string { return "NNSXS." + rnd(upper+digits, 39) + "." + rnd(upper+digits, 64) }

func hceTOTP() string { return rnd(b32, pick([]int{16, 32, 32})) }

func hceGroup(s string, n int, sep string) string {
	var p []string
	for len(s) > n {
		p = append(p, s[:n])
		s = s[n:]
	}
	return strings.Join(append(p, s), sep)
}

// hceCheck panics when a sample's labels do not fit its text.
func hceCheck(s Sample) {
	if s.Secrets == nil {
		panic("heldout-ce: nil secrets in " + s.Category)
	}
	for _, sec := range s.Secrets {
		if sec == "" || !strings.Contains(s.Text, sec) {
			panic(fmt.Sprintf("heldout-ce: secret %q not in text (%s)", sec, s.Category))
		}
	}
	for _, k := range s.Keep {
		if k == "" || !strings.Contains(s.Text, k) {
			panic(fmt.Sprintf("heldout-ce: keep %q not in text (%s)", k, s.Category))
		}
		for ki := 0; ki < len(s.Text); {
			j := strings.Index(s.Text[ki:], k)
			if j < 0 {
				break
			}
			ks, ke := ki+j, ki+j+len(k)
			for _, sec := range s.Secrets {
				for si := 0; si < len(s.Text); {
					m := strings.Index(s.Text[si:], sec)
					if m < 0 {
						break
					}
					ss, se := si+m, si+m+len(sec)
					if ks < se && ss < ke {
						panic(fmt.Sprintf("heldout-ce: keep %q overlaps secret %q (%s)", k, sec, s.Category))
					}
					si = ss + 1
				}
			}
			ki = ks + 1
		}
	}
}

func hceRun(gens []hceGen, n int) []Sample {
	out := make([]Sample, 0, n)
	for i := 0; len(out) < n; i++ {
		out = append(out, gens[i%len(gens)]())
	}
	return out
}

func heldoutCE() []Sample {
	var secretGens, trapGens []hceGen
	secretGens = append(secretGens, hceMQTTGens...)
	secretGens = append(secretGens, hceCloudGens...)
	secretGens = append(secretGens, hceFwGens...)
	trapGens = append(trapGens, hceTrapGensA...)
	trapGens = append(trapGens, hceTrapGensB...)
	var out []Sample
	out = append(out, hceRun(secretGens, 398)...)
	out = append(out, hceRun(hceShapeGens, 40)...)
	out = append(out, hceRun(trapGens, 286)...)
	out = append(out, hceRun(hceShapeTraps, 20)...)
	for _, s := range out {
		hceCheck(s)
	}
	return out
}
