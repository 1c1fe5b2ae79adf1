package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// Names, places and aircraft for heldout-cy.

var hcyFirst = []string{"Priya", "Tomasz", "Aoife", "Kenji", "Marta", "Olu", "Sven", "Ines", "Dmitri",
	"Fatima", "Luca", "Hannah", "Rafael", "Mei", "Jonas", "Chidi", "Gwen", "Rhys", "Carlos", "Ayesha",
	"Bjorn", "Nadia", "Sean", "Yuki", "Elif", "Mateus", "Claire", "Dewi", "Ahmed", "Lotte"}

var hcyLast = []string{"Okafor", "Novak", "Byrne", "Tanaka", "Silva", "Jensen", "Kowalski", "Haddad",
	"Moreau", "Evans", "Rossi", "Schmidt", "Ivanova", "Murphy", "Costa", "Pryce", "Lindqvist", "Aziz",
	"Fernandes", "Ng", "Walsh", "Ortega", "Brandt", "Jones"}

var hcyAirlines = []string{"Northwind Air", "Atlantica", "SkyLark Regional", "Baltic Coast Airways",
	"Meridian Cargo", "Aerolink", "Celtic Wings", "Sunhaven Air", "Cambria Air", "Fjordline Aviation"}

var hcySchools = []string{"Blue Ridge Flight Academy", "Solent Flying Club", "Cascade Aviation School",
	"Ynys Mon Aero Club", "Tagus Flight Training", "Highveld Aero", "Mistral Flight School"}

var hcyICAO = []string{"EGLL", "EGKK", "LPPT", "EDDF", "KJFK", "KSFO", "EHAM", "LEMD", "LFPG", "EIDW",
	"EGFF", "EGPH", "LIRF", "ESSA", "EKCH", "KBOS", "KDEN", "CYYZ", "EGHI", "LPPR", "EDDM", "ENGM"}

var hcyDomains = []string{"northwind-air.com", "atlantica.aero", "skylark-regional.co.uk", "bcairways.eu",
	"meridiancargo.net", "aerolink.io", "celticwings.ie", "sunhaven.aero", "cambria-air.cymru", "fjordline.no"}

var hcyWords = []string{"Lisboa", "Heathrow", "Kestrel", "Skyhawk", "Bravo", "Albatros", "Piper",
	"Contrail", "Tailwind", "Runway", "Cumulus", "Alpine", "Gatwick", "Mistral", "Sirocco", "Nimbus",
	"Falcon", "Osprey", "Zulu", "Foxtrot", "Tango", "Caravan", "Dakota", "Boeing", "Merlin", "Condor",
	"Heron", "Snowdon", "Porto", "Aurora", "Puffin", "Harrier", "Cirrus", "Vector", "Glider"}

var hcyLowerWords = []string{"correct", "horse", "battery", "staple", "flaps", "gear", "rudder",
	"aileron", "pitot", "holding", "vector", "squawk", "kerosene", "apron", "taxiway", "windsock",
	"beacon", "stall", "crosswind", "hangar", "propeller", "chocks", "tug", "marshal", "ramp"}

func hcyName() string   { return pick(hcyFirst) + " " + pick(hcyLast) }
func hcyFirstN() string { return pick(hcyFirst) }

func hcyUser() string {
	f, l := strings.ToLower(pick(hcyFirst)), strings.ToLower(pick(hcyLast))
	switch rng.IntN(5) {
	case 0:
		return f + "." + l
	case 1:
		return f[:1] + l
	case 2:
		return l + rnd(digits, 2)
	case 3:
		return "crew" + rnd(digits, 5)
	default:
		return f + "_" + l[:min(3, len(l))]
	}
}

func hcyEmail(domain string) string {
	return strings.ToLower(pick(hcyFirst)) + "." + strings.ToLower(pick(hcyLast)) + "@" + domain
}

func hcyTail() string {
	switch rng.IntN(6) {
	case 0:
		return "G-" + rnd(upper, 4)
	case 1:
		return "N" + rnd("123456789", 1) + rnd(digits, 2) + rnd(upper, 2)
	case 2:
		return "D-A" + rnd(upper, 3)
	case 3:
		return "EI-" + rnd(upper, 3)
	case 4:
		return "CS-T" + rnd(upper, 2)
	default:
		return "LN-" + rnd(upper, 3)
	}
}

func hcyFlight() string {
	return pick([]string{"NW", "AT", "SK", "BC", "MC", "AL", "CW", "SH", "CY", "FJ"}) + rnd("123456789", 1) + rnd(digits, 1+rng.IntN(3))
}

func hcyDate() string {
	return fmt.Sprintf("2025-%02d-%02d", 1+rng.IntN(12), 1+rng.IntN(28))
}

func hcyTime() string { return fmt.Sprintf("%02d:%02d", rng.IntN(24), rng.IntN(60)) }

func hcyHost(sub string) string { return sub + "." + pick(hcyDomains) }

func hcyUUID() string {
	return rnd(hexs, 8) + "-" + rnd(hexs, 4) + "-4" + rnd(hexs, 3) + "-" + pick([]string{"8", "9", "a", "b"}) + rnd(hexs, 3) + "-" + rnd(hexs, 12)
}

// Secret values.

func hcyCase(w string) string {
	switch rng.IntN(4) {
	case 0:
		return strings.ToUpper(w)
	case 1:
		return strings.ToLower(w)
	default:
		return w
	}
}

// hcyPw is a password as people make them up, or as a generator makes them.
func hcyPw() string {
	sym := pick([]string{"#", "!", "@", "$", "*", "_", "-", "+"})
	switch rng.IntN(7) {
	case 0:
		return pick(hcyWords) + sym + "20" + rnd(digits, 2)
	case 1:
		return pick(hcyLowerWords) + "-" + pick(hcyLowerWords) + "-" + rnd(digits, 1+rng.IntN(2))
	case 2:
		return rnd(alnum+"!#%&*?", 10+rng.IntN(7))
	case 3:
		return hcyCase(pick(hcyWords)) + rnd(digits, 3) + sym
	case 4:
		return pick([]string{"C172", "PA28", "A320", "B738", "DHC8", "ATR72", "E195"}) + sym + pick(hcyWords) + rnd(digits, 2)
	case 5:
		return rnd(upper, 1) + rnd(lower, 5+rng.IntN(3)) + sym + rnd(digits, 4)
	default:
		return pick(hcyWords) + pick(hcyLowerWords) + sym + rnd(digits, 1+rng.IntN(3))
	}
}

func hcyDigitsNZ(n int) string { return rnd("123456789", 1) + rnd(digits, n-1) }

// hcyKeypad is a door, gate or safe code as posted on a note.
func hcyKeypad() string {
	switch rng.IntN(5) {
	case 0:
		return hcyDigitsNZ(4)
	case 1:
		return hcyDigitsNZ(5) + "#"
	case 2:
		return "*" + hcyDigitsNZ(4)
	case 3:
		return hcyDigitsNZ(6)
	default:
		return hcyDigitsNZ(3) + "-" + rnd(digits, 3)
	}
}

func hcyAWSID() string     { return pick([]string{"AKIA", "AKIA", "ASIA"}) + rnd(upper+"234567", 16) }
func hcyAWSSecret() string { return rnd(alnum+"/+", 40) }
func hcyGHP() string       { return "ghp_" + rnd(alnum, 36) }
func hcyGLPAT() string     { return "glpat-" + rnd(alnum+"-_", 20) }
func hcySlackBot() string {
	return "xox" + pick([]string{"b", "b", "p"}) + "-" + hcyDigitsNZ(11) + "-" + hcyDigitsNZ(13) + "-" + rnd(alnum, 24)
}
func hcySlackHook() string {
	return "https://hooks.slack.com/services/T" + rnd(upper+digits, 8+rng.IntN(3)) + "/B" + rnd(upper+digits, 10) + "/" + rnd(alnum, 24)
}
func hcyDiscordHook() string {
	return "https://" + pick([]string{"discord.com", "discordapp.com"}) + "/api/webhooks/" + hcyDigitsNZ(18+rng.IntN(2)) + "/" + rnd(b64url, 68)
}
func hcyTeamsHook() string {
	return "https://" + pick([]string{"northwindair", "atlantica", "celticwings", "meridiancargo"}) +
		".webhook.office.com/webhookb2/" + hcyUUID() + "@" + hcyUUID() + "/IncomingWebhook/" + rnd(hexs, 32) + "/" + hcyUUID()
}
func hcyZapHook() string {
	return "https://hooks.zapier.com/hooks/catch/" + hcyDigitsNZ(7) + "/" + rnd(lower+digits, 6) + "/"
}
func hcyStripe() string {
	return pick([]string{"sk_live_", "rk_live_"}) + rnd(alnum, 24+rng.IntN(76))
}
func hcySendGrid() string { return "SG." + rnd(b64url, 22) + "." + rnd(b64url, 43) }
func hcyGoogleKey() string {
	return "AIza" + rnd(b64url, 35)
}
func hcyOpenAI() string   { return "sk-proj-" + rnd(b64url, 48+rng.IntN(60)) }
func hcyTelegram() string { return hcyDigitsNZ(9+rng.IntN(2)) + ":AA" + rnd(b64url, 33) }
func hcyVault() string    { return "hvs." + rnd(alnum+"_-", 24+rng.IntN(70)) }
func hcyNPM() string      { return "npm_" + rnd(alnum, 36) }
func hcyHex(n int) string { return rnd(hexs, n) }
func hcyB32(n int) string { return rnd(b32, n) }
func hcyLTAI() string     { return "LTAI" + rnd(alnum, 20) }
func hcyAKID() string     { return "AKID" + rnd(alnum, 32) }

func hcyJWT() string {
	head := base64.RawURLEncoding.EncodeToString([]byte(`{"alg":"` + pick([]string{"HS256", "RS256"}) + `","typ":"JWT"}`))
	body := base64.RawURLEncoding.EncodeToString([]byte(fmt.Sprintf(`{"sub":"%s","role":"%s","iat":17%s}`,
		hcyUser(), pick([]string{"dispatcher", "crew", "mx-planner", "efb", "instructor"}), rnd(digits, 8))))
	return head + "." + body + "." + rnd(b64url, 43)
}

func hcyLicence() string {
	n := 4 + rng.IntN(2)
	parts := make([]string, n)
	for i := range parts {
		parts[i] = rnd(upper+digits, 5)
	}
	return strings.Join(parts, "-")
}

func hcyRecovery() string {
	switch rng.IntN(3) {
	case 0:
		return rnd(lower+digits, 5) + "-" + rnd(lower+digits, 5)
	case 1:
		return rnd(digits, 4) + " " + rnd(digits, 4)
	default:
		return rnd(upper+digits, 4) + "-" + rnd(upper+digits, 4) + "-" + rnd(upper+digits, 4)
	}
}

// hcyKeyBody returns the body lines of a PEM private key.
func hcyKeyBody(prefix string, lines int) []string {
	out := make([]string, lines)
	for i := range out {
		n := 64
		if i == lines-1 {
			n = 20 + rng.IntN(40)
		}
		out[i] = rnd(alnum+"+/", n)
	}
	out[0] = prefix + out[0][len(prefix):]
	if lines > 0 {
		out[lines-1] += pick([]string{"", "=", "=="})
	}
	return out
}

func hcyDiscordBot() string {
	id := hcyDigitsNZ(18 + rng.IntN(2))
	return base64.RawURLEncoding.EncodeToString([]byte(id)) + "." + rnd(b64url, 6) + "." + rnd(b64url, 27+rng.IntN(12))
}
