package main

import (
	"fmt"
	"strings"
)

// Random values for heldout-cw: people, hosts, numbers, passwords and vendor tokens.

var hcwFirst = []string{"Priya", "Marco", "Sven", "Aoife", "Tomás", "Keiko", "Dmitri", "Fatima",
	"Luca", "Inês", "Jonas", "Amara", "Chen", "Olu", "Maja", "Rafael", "Hannah", "Yusuf", "Leila",
	"Pieter", "Grace", "Mateus", "Noor", "Bjørn", "Siobhan", "Kwame", "Elif", "Ravi", "Zofia", "Dane"}

var hcwLast = []string{"Nair", "Rossi", "Lindqvist", "Byrne", "Ferreira", "Tanaka", "Volkov",
	"Haddad", "Moretti", "Costa", "Becker", "Okafor", "Wei", "Adeyemi", "Novak", "Ortega", "Schulz",
	"Demir", "Karimi", "de Vries", "Mensah", "Silva", "Aziz", "Halvorsen", "Walsh", "Kowalski"}

var hcwCompanies = []string{"Kestrel Logistics", "Oakhurst Legal", "Nordvik Shipping",
	"Mapleview Clinic", "Brightline Dental", "Solent Estates", "Vireo Insurance", "Castellan Hotels",
	"Bluefin Marine", "Altamira Foods", "Greyfield Accountants", "Lumen Opticians", "Halcyon Travel",
	"Pinecrest Vets", "Tidewater Property", "Quayside Motors", "Ridgeway School", "Sable Recruitment"}

var hcwWords = []string{"Lisboa", "harbour", "Trombone", "falcon", "Granite", "maple", "Orion",
	"zebra", "Velvet", "copper", "Nimbus", "kiwi", "Saturn", "ember", "Fjord", "pepper", "Condor",
	"lagoon", "Marble", "tundra", "Cobalt", "willow", "Bravo", "quokka", "Osaka", "Dublin", "Rioja",
	"penguin", "Castle", "rocket", "Sardine", "biscuit", "Mistral", "otter", "Paprika", "glacier"}

type hcwCarrier struct{ name, host string }

var hcwCarriers = []hcwCarrier{
	{"VoIP.ms", "toronto2.voip.ms"}, {"VoIP.ms", "montreal.voip.ms"}, {"Telnyx", "sip.telnyx.com"},
	{"Flowroute", "us-west-or.sip.flowroute.com"}, {"sipgate", "sipconnect.sipgate.de"},
	{"Callcentric", "sip.callcentric.net"}, {"Simwood", "out.simwood.com"},
	{"Anveo", "sip.anveo.com"}, {"easybell", "sip.easybell.de"}, {"OVH Telecom", "sip3.ovh.fr"},
	{"Localphone", "sip.localphone.com"}, {"AAISP", "voiceless.aa.net.uk"},
	{"Bandwidth", "sip.bandwidth.example-sbc.net"}, {"Voxtelesys", "sip.voxtelesys.net"},
}

func hcwName() string     { return pick(hcwFirst) }
func hcwFull() string     { return pick(hcwFirst) + " " + pick(hcwLast) }
func hcwComp() string     { return pick(hcwCompanies) }
func hcwCarr() hcwCarrier { return pick(hcwCarriers) }

func hcwN(lo, hi int) int { return lo + rng.IntN(hi-lo+1) }

func hcwSlug(s string) string {
	s = strings.ToLower(s)
	s = strings.ReplaceAll(s, " ", "-")
	return s
}

func hcwDomain(c string) string {
	parts := strings.Fields(strings.ToLower(c))
	return pick([]string{parts[0], strings.Join(parts, ""), strings.Join(parts, "-")}) +
		pick([]string{".com", ".co.uk", ".de", ".net", ".ie", ".pt", ".nl", ".eu"})
}

func hcwEmail(first, domain string) string {
	f := strings.ToLower(first)
	f = strings.NewReplacer("á", "a", "ê", "e", "ø", "o", "ô", "o", "é", "e", "ã", "a", "ó", "o").Replace(f)
	return f + "@" + domain
}

func hcwIP() string {
	switch rng.IntN(3) {
	case 0:
		return fmt.Sprintf("10.%d.%d.%d", rng.IntN(255), rng.IntN(255), 2+rng.IntN(250))
	case 1:
		return fmt.Sprintf("192.168.%d.%d", rng.IntN(255), 2+rng.IntN(250))
	}
	return fmt.Sprintf("172.%d.%d.%d", 16+rng.IntN(16), rng.IntN(255), 2+rng.IntN(250))
}

func hcwPubIP() string {
	return pick([]string{"203.0.113.", "198.51.100.", "192.0.2."}) + fmt.Sprint(2+rng.IntN(250))
}

func hcwHost(domain string) string {
	return pick([]string{"pbx", "pbx01", "pbx02", "voip", "freepbx", "asterisk", "sbc1", "pbx-fra1", "tel"}) + "." + domain
}

// hcwExt is an extension number, 3 or 4 digits, not starting with 0 or 9.
func hcwExt() string {
	if rng.IntN(3) == 0 {
		return fmt.Sprint(hcwN(100, 899))
	}
	return fmt.Sprint(hcwN(1000, 8999))
}

func hcwDID() string {
	switch rng.IntN(6) {
	case 0:
		return fmt.Sprintf("+1 %d %03d %04d", hcwN(201, 989), hcwN(200, 999), rng.IntN(10000))
	case 1:
		return fmt.Sprintf("+44 20 %04d %04d", hcwN(3000, 8999), rng.IntN(10000))
	case 2:
		return fmt.Sprintf("+49 30 %d %d", hcwN(200, 999), hcwN(10000, 99999))
	case 3:
		return fmt.Sprintf("+351 21 %03d %04d", hcwN(100, 999), rng.IntN(10000))
	case 4:
		return fmt.Sprintf("(%d) %03d-%04d", hcwN(201, 989), hcwN(200, 999), rng.IntN(10000))
	}
	return fmt.Sprintf("+31 20 %03d %04d", hcwN(100, 999), rng.IntN(10000))
}

func hcwE164() string {
	if rng.IntN(2) == 0 {
		return fmt.Sprintf("+1%d%03d%04d", hcwN(201, 989), hcwN(200, 999), rng.IntN(10000))
	}
	return fmt.Sprintf("+44%d%07d", hcwN(1200, 2099), rng.IntN(10000000))
}

// hcwPin is a PIN of lo..hi digits that does not start with 0 and is not all one digit.
func hcwPin(lo, hi int) string {
	for {
		p := rnd("123456789", 1) + rnd(digits, hcwN(lo, hi)-1)
		if strings.Count(p, p[:1]) != len(p) {
			return p
		}
	}
}

func hcwCap(s string) string { return strings.ToUpper(s[:1]) + s[1:] }

// hcwHumanPw is an invented, memorable password.
func hcwHumanPw(safe bool) string {
	w := pick(hcwWords)
	sym := pick([]string{"#", "!", "@", "$", "%", "&", "*", "."})
	if safe {
		sym = pick([]string{"!", "*", ".", "-", "_", "+"})
	}
	y := fmt.Sprint(hcwN(2015, 2027))
	switch rng.IntN(6) {
	case 0:
		return hcwCap(w) + sym + y
	case 1:
		return strings.ToLower(w) + "-" + strings.ToLower(pick(hcwWords)) + "-" + fmt.Sprint(hcwN(1, 99))
	case 2:
		return hcwCap(w) + fmt.Sprint(hcwN(10, 999)) + sym
	case 3:
		r := strings.NewReplacer("a", "4", "e", "3", "o", "0", "i", "1")
		return hcwCap(r.Replace(strings.ToLower(w))) + sym + fmt.Sprint(hcwN(1, 99))
	case 4:
		return hcwCap(w) + "." + hcwCap(pick(hcwWords)) + "." + fmt.Sprint(hcwN(10, 99))
	}
	return strings.ToLower(w) + y[2:] + sym + hcwCap(pick(hcwWords))
}

// hcwRandPw is a generated password; safe ones avoid shell, URL and YAML specials.
func hcwRandPw(safe bool) string {
	set := alnum + "!@#%^*-_=+."
	if safe {
		set = alnum + "-_.~"
	}
	for {
		p := rnd(alnum, 1) + rnd(set, hcwN(10, 22))
		if strings.ContainsAny(p, digits) && strings.ContainsAny(p, lower) {
			return p
		}
	}
}

// hcwPw is any password; hcwPwS one safe in URLs, shells and YAML.
func hcwPw() string {
	if rng.IntN(2) == 0 {
		return hcwHumanPw(false)
	}
	return hcwRandPw(false)
}

func hcwPwS() string {
	if rng.IntN(2) == 0 {
		return hcwHumanPw(true)
	}
	return hcwRandPw(true)
}

// hcwSipSecret is an extension or trunk secret as PBXs and carriers generate them.
func hcwSipSecret() string {
	switch rng.IntN(4) {
	case 0:
		return rnd(hexs, 32)
	case 1:
		return rnd(alnum, hcwN(12, 24))
	case 2:
		return hcwRandPw(false)
	}
	return hcwHumanPw(false)
}

func hcwUUID() string {
	return rnd(hexs, 8) + "-" + rnd(hexs, 4) + "-4" + rnd(hexs, 3) + "-" + rnd("89ab", 1) + rnd(hexs, 3) + "-" + rnd(hexs, 12)
}

func hcwB64(n int) string { return rnd(alnum+"+/", n) }

// Vendor credentials.
func hcwTwilioSID() string   { return "AC" + rnd(hexs, 32) }
func hcwTwilioToken() string { return rnd(hexs, 32) }
func hcwTelnyxKey() string {
	return "KEY" + rnd("0123456789ABCDEFGHJKMNPQRSTVWXYZ", 26) + "_" + rnd(alnum, 22)
}
func hcwPlivoID() string      { return pick([]string{"MA", "SA"}) + rnd(upper+digits, 18) }
func hcwPlivoToken() string   { return rnd(alnum, 40) }
func hcwSWToken() string      { return "PT" + rnd(hexs, 48) }
func hcwAWSID() string        { return pick([]string{"AKIA", "AKIA", "ASIA"}) + rnd(upper+"234567", 16) }
func hcwAWSSecret() string    { return rnd(alnum+"+/", 40) }
func hcwGHToken() string      { return pick([]string{"ghp_", "github_pat_11"}) + rnd(alnum, 36) }
func hcwAzureSecret() string  { return rnd(alnum, 3) + "8Q~" + rnd(alnum+"_.-~", 34) }
func hcwGoogleSecret() string { return "GOCSPX-" + rnd(b64url, 28) }
func hcwJWT() string {
	h := pick([]string{"eyJhbGciOiJSUzI1NiJ9", "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9", "eyJraWQiOiI" + rnd(b64url, 40) + "In0"})
	return h + ".eyJ" + rnd(b64url, hcwN(80, 160)) + "." + rnd(b64url, 43)
}
func hcwSlackHook() string {
	return "https://hooks.slack.com/services/T" + rnd(upper+digits, hcwN(8, 10)) + "/B" + rnd(upper+digits, hcwN(8, 10)) + "/" + rnd(alnum, 24)
}
func hcwDiscordHook() string {
	return "https://" + pick([]string{"discord.com", "discordapp.com"}) + "/api/webhooks/" +
		"1" + rnd(digits, 18) + "/" + rnd(b64url, 68)
}
func hcwTeamsHook() string {
	return "https://" + pick([]string{"contoso", "kestrel", "oakhurst", "nordvik"}) + ".webhook.office.com/webhookb2/" +
		hcwUUID() + "@" + hcwUUID() + "/IncomingWebhook/" + rnd(hexs, 32) + "/" + hcwUUID() + "/V2" + rnd(b64url, 44)
}
func hcwZapHook() string {
	return fmt.Sprintf("https://hooks.zapier.com/hooks/catch/%d/%s/", hcwN(1000000, 9999999), rnd(lower+digits, 7))
}

// hcwDiscordBot is a Discord bot token: three base64url parts, the first starting with M, N or O.
func hcwDiscordBot() string {
	return rnd("MNO", 1) + rnd("TDjz", 1) + rnd(alnum, hcwN(22, 24)) + "." + rnd(b64url, 6) + "." + rnd(b64url, pick([]int{27, 38}))
}

func hcwPEMBody(lines int) string {
	var b []string
	for i := 0; i < lines; i++ {
		b = append(b, hcwB64(64))
	}
	b = append(b, hcwB64(hcwN(8, 60))+pick([]string{"", "=", "=="}))
	return strings.Join(b, "\n")
}

func hcwTOTP() string { return rnd(b32, pick([]int{16, 26, 32})) }

func hcwDate() string {
	return fmt.Sprintf("2025-%02d-%02d", hcwN(1, 12), hcwN(1, 28))
}

func hcwTime() string { return fmt.Sprintf("%02d:%02d", hcwN(7, 22), rng.IntN(60)) }

func hcwMAC() string {
	p := pick([]string{"80:5E:C0", "00:15:65", "00:04:F2", "C0:74:AD", "00:0B:82", "24:9A:D8"})
	return p + ":" + rnd("0123456789ABCDEF", 2) + ":" + rnd("0123456789ABCDEF", 2) + ":" + rnd("0123456789ABCDEF", 2)
}
