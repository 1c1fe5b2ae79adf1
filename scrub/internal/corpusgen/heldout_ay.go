package main

// heldout-ay: a blind part written without reading the scrubber's rules. It leans towards
// energy and utilities: power plants and substations, historians, RTUs and gateways, solar and
// wind installers, smart meters and AMI head-ends, EV charging back-ends, oil and gas field
// SCADA, water utilities and field crews. This file holds the entry point, small helpers and
// the generators of random values; the samples live in heldout_ay_*.go.

import (
	"encoding/base64"
	"fmt"
	"strings"
)

func heldoutAY() []Sample {
	var out []Sample
	// the four shapes asked for by name
	out = append(out, hayDiscordBots(30)...)
	out = append(out, hayLoginPairs(32)...)
	out = append(out, haySplitKeys(30)...)
	out = append(out, hayKeyIDs(28)...)
	// everything else a person might paste
	out = append(out, hayCloudKeys(30)...)
	out = append(out, hayGitTokens(12)...)
	out = append(out, hayChatTokens(18)...)
	out = append(out, hayPaymentKeys(9)...)
	out = append(out, hayDBURLs(14)...)
	out = append(out, hayJWTs(8)...)
	out = append(out, hayPEMs(12)...)
	out = append(out, haySaaSKeys(18)...)
	out = append(out, hayEnergyKeys(24)...)
	out = append(out, hayBasicAuth(12)...)
	out = append(out, hayProsePasswords(28)...)
	out = append(out, hayWifi(9)...)
	out = append(out, hayPins(11)...)
	out = append(out, hayTOTP(7)...)
	out = append(out, hayRecovery(5)...)
	out = append(out, hayConnStrings(8)...)
	out = append(out, hayEnvFiles(7)...)
	out = append(out, hayK8sSecrets(6)...)
	out = append(out, hayCommands(14)...)
	// traps, dressed so fixed wordings vary
	var traps []Sample
	traps = append(traps, hayTrapsIDs(60)...)
	traps = append(traps, hayTrapsKeysPublic(40)...)
	traps = append(traps, hayTrapsPlaceholders(45)...)
	traps = append(traps, hayTrapsTalk(50)...)
	traps = append(traps, hayTrapsEnergy(80)...)
	traps = append(traps, hayTrapsCode(35)...)
	traps = append(traps, hayTrapsMisc(34)...)
	seen := map[string]bool{}
	for _, t := range traps {
		d := hayDress(t, false)
		for k := 0; seen[d.Text] && k < 20; k++ {
			d = hayDress(t, true)
		}
		seen[d.Text] = true
		out = append(out, d)
	}
	return out
}

const (
	haySym    = "!@#$%^&*-_+=?"
	hayURLPw  = "abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789-_~"
	hayUpperH = "0123456789ABCDEF"
)

func hayR(set string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = set[rng.IntN(len(set))]
	}
	return string(b)
}

func hayP(xs ...string) string { return xs[rng.IntN(len(xs))] }

func hayPi(xs ...int) int { return xs[rng.IntN(len(xs))] }

func hayN(lo, hi int) int { return lo + rng.IntN(hi-lo+1) }

func hayD(lo, hi int) string { return fmt.Sprint(hayN(lo, hi)) }

// haySec builds a sample with secrets; it panics if a secret is not in the text, so a broken
// template fails at generation time rather than in the corpus.
func haySec(cat, format, text string, secrets ...string) Sample {
	for _, s := range secrets {
		if s == "" || !strings.Contains(text, s) {
			panic(fmt.Sprintf("heldout-ay: secret %q not in text of %s/%s:\n%s", s, cat, format, text))
		}
	}
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets}
}

func hayKeep(s Sample, keep ...string) Sample {
	for _, k := range keep {
		if !strings.Contains(s.Text, k) {
			panic(fmt.Sprintf("heldout-ay: keep %q not in text:\n%s", k, s.Text))
		}
	}
	s.Keep = append(s.Keep, keep...)
	return s
}

func hayTrap(cat, format, text string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: []string{}}
}

// ---- people, places and machines ----

func hayName() string {
	return hayP("Priya", "Tomasz", "Keiko", "Ahmed", "Lucía", "Jonas", "Sven", "Olu", "Marguerite",
		"Dev", "Hannah", "Rafael", "Mei", "Bogdan", "Aisha", "Carlos", "Ingrid", "Wes", "Nadia", "Tariq")
}

func haySite() string {
	return hayP("Cedar Ridge CCGT", "Harlan Creek Wind", "Mesa Verde Solar", "North Fork Hydro",
		"Bayside 138kV sub", "Elm St Sub 12", "Kettle Falls WWTP", "Pump Station 7",
		"Red Rock compressor station", "Blackwater field", "Sandy Hollow BESS", "Lakeview lift station",
		"Millbrook water plant", "Ostend offshore substation", "Pine Bluff 69kV", "Gorse Hill solar farm")
}

func hayHost() string {
	return hayP("pi-hist01.gridops.local", "rtu-sub12.scada.lan", "10.40.12.7", "192.168.3.21",
		"ocpp.chargeflow.io", "ami-headend.util.local", "hmi-ctrl-02", "scada-gw-north",
		"historian.plant.internal", "172.20.8.44", "ems-db01", "mdms.coop-power.net", "10.8.0.15")
}

func hayUser() string {
	return hayP("admin", "operator", "scada_eng", "piadmin", "fieldtech", "root", "installer",
		"hmi_ro", "svc_historian", "maint", "jdoe", "m.garcia", "engineer", "ops01", "pvadmin", "ctrlroom")
}

func hayDevice() string {
	return hayP("the RTU", "the SEL-3530", "the Fronius inverter", "the SMA Sunny Boy", "the Enphase Envoy",
		"the DNP3 gateway", "the PI server", "the HMI", "the Moxa switch", "the Cisco IE router",
		"the meter head-end", "the charger back office", "the PLC", "the Ignition gateway",
		"the weather station logger", "the SolarEdge portal", "the Teltonika modem", "the relay web page")
}

// ---- passwords ----

var hayWords = []string{"Turbine", "Sunflower", "Kilowatt", "Feeder", "Breaker", "Pelican", "Thunder",
	"Maple", "Granite", "Voltage", "Riverbend", "Coyote", "Bluebird", "Harvest", "Copper", "Lantern",
	"Meadow", "Falcon", "Otter", "Cobalt", "Juniper", "Walrus", "Tundra", "Saffron"}

func hayWord() string { return hayWords[rng.IntN(len(hayWords))] }

// hayHumanPw is a password a person picked: words, digits and a symbol.
func hayHumanPw() string {
	w := hayWord()
	switch rng.IntN(7) {
	case 0:
		return w + hayP("#", "!", "@", "$") + hayD(1990, 2026)
	case 1:
		return strings.ToLower(w) + hayD(10, 99) + hayP("!", "?", "#", "*")
	case 2:
		return w + "_" + hayWord() + hayD(1, 9)
	case 3:
		r := strings.NewReplacer("a", "@", "o", "0", "e", "3", "i", "1")
		return r.Replace(w) + hayD(10, 999) + hayP("!", "$")
	case 4:
		return strings.ToLower(hayWord()) + "-" + strings.ToLower(hayWord()) + "-" + strings.ToLower(hayWord()) + hayD(1, 99)
	case 5:
		return hayP("Summer", "Winter", "Spring", "Autumn", "Fall") + hayD(2019, 2026) + hayP("!", "#", "!!")
	default:
		return hayWord() + hayP("&", "%", "+") + hayWord() + hayD(0, 9)
	}
}

// hayRandPw is a generated password with at least one digit and one symbol.
func hayRandPw() string {
	n := hayN(12, 20)
	b := []byte(hayR(alnum, n))
	b[rng.IntN(n)] = digits[rng.IntN(10)]
	b[rng.IntN(n-1)+1] = haySym[rng.IntN(len(haySym))]
	return string(b)
}

func hayPw() string {
	if rng.IntN(2) == 0 {
		return hayHumanPw()
	}
	return hayRandPw()
}

// hayURLPass is a password that can stand in a URL unescaped.
func hayURLPass() string {
	if rng.IntN(2) == 0 {
		return hayWord() + hayD(10, 9999) + hayP("-", "_", "~") + strings.ToLower(hayWord())
	}
	return hayR(hayURLPw, hayN(14, 24))
}

// ---- tokens ----

func haySnowflake() string {
	if rng.IntN(5) == 0 {
		return hayD(2, 9) + hayR(digits, 16)
	}
	return "1" + hayR(digits, hayN(17, 18))
}

func hayDiscordToken() string {
	id := base64.RawStdEncoding.EncodeToString([]byte(haySnowflake()))
	return id + "." + hayR(b64url, 6) + "." + hayR(b64url, hayN(27, 38))
}

func hayAWSID() string {
	return hayP("AKIA", "AKIA", "ASIA") + hayR("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)
}
func hayAWSSecret() string { return hayR(alnum+"+/", 40) }
func hayGCPKey() string    { return "AIza" + hayR(b64url, 35) }
func hayB64(nbytes int) string {
	b := make([]byte, nbytes)
	for i := range b {
		b[i] = byte(rng.IntN(256))
	}
	return base64.StdEncoding.EncodeToString(b)
}
func hayAzureSecret() string {
	return hayR(alnum, 3) + hayP("8Q~", "7Q~") + hayR(alnum+"~._-", 34)
}
func hayGitHub() string {
	switch rng.IntN(4) {
	case 0:
		return "github_pat_11" + hayR(upper+digits, 20) + "_" + hayR(alnum, 59)
	case 1:
		return "glpat-" + hayR(alnum+"-_", 20)
	default:
		return hayP("ghp_", "ghp_", "gho_", "ghs_") + hayR(alnum, 36)
	}
}
func haySlackBot() string {
	return hayP("xoxb-", "xoxp-") + hayR(digits, hayN(10, 13)) + "-" + hayR(digits, 13) + "-" + hayR(alnum, 24)
}
func hayTelegram() string { return hayD(100000000, 7999999999) + ":AA" + hayR(b64url, 33) }
func hayStripe() string {
	return hayP("sk_live_", "rk_live_", "sk_live_") + hayR(alnum, hayPi(24, 99))
}
func hayOpenAI() string      { return "sk-proj-" + hayR(b64url, hayN(48, 64)) }
func hayAnthropic() string   { return "sk-ant-api03-" + hayR(b64url, 93) + "AA" }
func haySendGrid() string    { return "SG." + hayR(b64url, 22) + "." + hayR(b64url, 43) }
func haySolarEdge() string   { return hayR(upper+digits, 32) }
func hayTOTPSeed() string    { return hayR(b32, hayPi(16, 32, 32)) }
func hayHexKey(n int) string { return hayR(hexs, n) }

func hayJWT() string {
	hdr := base64.RawURLEncoding.EncodeToString([]byte(`{"alg":"` + hayP("HS256", "RS256", "ES256") + `","typ":"JWT"}`))
	body := fmt.Sprintf(`{"sub":"%s","iss":"%s","iat":%d,"exp":%d,"scope":"%s"}`,
		hayUser(), hayP("https://auth.gridops.io", "ocpp-csms", "ami-headend", "https://login.pvportal.example"),
		1717000000+rng.IntN(9000000), 1727000000+rng.IntN(9000000), hayP("read:meters", "telemetry", "cp:admin", "historian:write"))
	return hdr + "." + base64.RawURLEncoding.EncodeToString([]byte(body)) + "." + hayR(b64url, 43)
}

// hayPEMLines returns body lines of a private key: full 64-char lines and a shorter last one.
func hayPEMLines(n int) []string {
	var ls []string
	for i := 0; i < n; i++ {
		ls = append(ls, hayR(alnum+"+/", 64))
	}
	ls = append(ls, hayR(alnum+"+/", hayN(24, 60))+hayP("", "=", "=="))
	return ls
}

func hayPEM(kind string, n int) (string, []string) {
	ls := hayPEMLines(n)
	pre := map[string]string{
		"OPENSSH":   "b3BlbnNzaC1rZXktdjEAAAAA",
		"RSA":       "MIIEpAIBAAKCAQEA",
		"":          "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC",
		"EC":        "MHcCAQEEI",
		"ENCRYPTED": "MIIFHDBOBgkqhkiG9w0BBQ0wQTApBgkqhkiG9w0BBQwwHAQI",
	}[kind]
	ls[0] = pre + ls[0][len(pre):]
	return "-----BEGIN " + kind + " PRIVATE KEY-----\n" + strings.Join(ls, "\n") + "\n-----END " + kind + " PRIVATE KEY-----", ls
}

func hayUUID() string {
	return hayR(hexs, 8) + "-" + hayR(hexs, 4) + "-4" + hayR(hexs, 3) + "-" + hayP("8", "9", "a", "b") + hayR(hexs, 3) + "-" + hayR(hexs, 12)
}

func hayDate() string {
	return fmt.Sprintf("2024-%02d-%02d", hayN(1, 12), hayN(1, 28))
}

func hayTime() string {
	return fmt.Sprintf("%s %02d:%02d:%02d", hayDate(), hayN(0, 23), hayN(0, 59), hayN(0, 59))
}

func hayISO() string {
	return fmt.Sprintf("%sT%02d:%02d:%02d.%03dZ", hayDate(), hayN(0, 23), hayN(0, 59), hayN(0, 59), hayN(0, 999))
}

// haySplit cuts a token in two pieces, each at least 12 characters long.
func haySplit(tok string) (string, string) {
	lo := 12
	hi := len(tok) - 12
	cut := len(tok) / 2
	if hi > lo {
		cut = hayN(lo+(hi-lo)/4, hi-(hi-lo)/4)
	}
	return tok[:cut], tok[cut:]
}
