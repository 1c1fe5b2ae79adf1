package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// Value generators for part heldout-dl: people, companies, vendors, and random secrets and
// look-alike identifiers. Everything draws from the shared rng.

var hdlFirsts = []string{"Maria", "Jonas", "Aisha", "Tomasz", "Priya", "Liam", "Sofia", "Kenji",
	"Fatima", "Lukas", "Chloe", "Diego", "Hannah", "Oluwaseun", "Ingrid", "Marco", "Nadia", "Ravi",
	"Elena", "Pieter", "Grace", "Yusuf", "Camille", "Bjorn", "Lucia", "Sean", "Mei", "Tariq",
	"Annika", "Joaquim", "Dolores", "Femi", "Greta", "Hamid", "Isla", "Krzysztof", "Leonie", "Mateus"}

var hdlLasts = []string{"Schneider", "Okafor", "Nowak", "Patel", "Fernandez", "Murphy", "Tanaka",
	"Haddad", "Jansen", "Rossi", "Dubois", "Kowalski", "Lindqvist", "Mensah", "Silva", "Brennan",
	"Chen", "Hoffmann", "Alvarez", "Novak", "Byrne", "Costa", "Virtanen", "Ahmed", "Whitfield",
	"Osei", "Gallagher", "Moreau", "Bakker", "Rahman"}

type hdlCo struct{ name, slug, domain string }

var hdlCos = []hdlCo{
	{"Brightwater Foods", "brightwater", "brightwaterfoods.com"},
	{"Kestrel Logistics", "kestrel", "kestrel-logistics.co.uk"},
	{"Halvorsen Dental Group", "halvorsen", "halvorsendental.no"},
	{"Pinecrest Hotels", "pinecrest", "pinecresthotels.com"},
	{"Orbis Engineering", "orbiseng", "orbis-eng.de"},
	{"Marlow & Finch Solicitors", "marlowfinch", "marlowfinch.co.uk"},
	{"Tidewell Care Homes", "tidewell", "tidewellcare.org"},
	{"Nordlicht Baeckerei GmbH", "nordlicht", "nordlicht-baeckerei.de"},
	{"Copperleaf Retail", "copperleaf", "copperleaf.shop"},
	{"Ashgrove Academy Trust", "ashgrove", "ashgrove.sch.uk"},
	{"Vela Robotics", "velarobotics", "velarobotics.io"},
	{"Sunfield Farms Co-op", "sunfield", "sunfieldfarms.coop"},
	{"Quayside Marine", "quayside", "quaysidemarine.ie"},
	{"Larkspur Clinics", "larkspur", "larkspurclinics.com"},
	{"Redfern Construction", "redfern", "redfernbuild.com.au"},
	{"Groupe Vallon", "vallon", "groupe-vallon.fr"},
	{"Hostal Mirador SL", "mirador", "hostalmirador.es"},
	{"De Vries Installatietechniek", "devries", "devries-it.nl"},
}

type hdlVendor struct{ name, url string }

// hdlHRISList are HRIS and payroll portals; url takes the company slug.
var hdlHRISList = []hdlVendor{
	{"BambooHR", "https://%s.bamboohr.com/login"},
	{"Personio", "https://%s.personio.de"},
	{"Workday", "https://wd3.myworkday.com/%s/login.htmld"},
	{"ADP Workforce Now", "https://workforcenow.adp.com/?client=%s"},
	{"Paychex Flex", "https://myapps.paychex.com/?co=%s"},
	{"HiBob", "https://app.hibob.com/%s"},
	{"Rippling", "https://app.rippling.com/%s"},
	{"Gusto", "https://app.gusto.com/%s/payroll"},
	{"UKG Pro", "https://%s.ultipro.com"},
	{"Dayforce", "https://www.dayforcehcm.com/mydayforce/%s"},
	{"Paylocity", "https://access.paylocity.com/%s"},
	{"Sage People", "https://%s.sagepeople.com"},
	{"Deel", "https://app.deel.com/%s"},
	{"Factorial", "https://app.factorialhr.com/%s"},
	{"Employment Hero", "https://secure.employmenthero.com/%s"},
	{"Xero Payroll", "https://go.xero.com/%s/payroll"},
	{"Paycor", "https://hcm.paycor.com/%s"},
	{"Justworks", "https://secure.justworks.com/%s"},
	{"DATEV Arbeitnehmer online", "https://arbeitnehmer.datev.de/%s"},
	{"Payfit", "https://app.payfit.com/%s"},
}

var hdlBenefits = []string{"Fidelity NetBenefits", "Vanguard", "Nest Pensions", "Aviva", "Scottish Widows",
	"Guideline", "Empower", "Legal & General", "Royal London", "Allianz", "Principal", "Cigna", "Aetna",
	"Bupa", "Vitality", "Unum", "MetLife", "AXA", "Smart Pension", "Penfold", "Benefitfocus", "Ameritas"}

var hdlBanks = []string{"Barclays", "HSBC", "Lloyds", "Chase", "Wells Fargo", "Bank of America",
	"Deutsche Bank", "Commerzbank", "Sparkasse KoelnBonn", "ING", "ABN AMRO", "Rabobank", "BNP Paribas",
	"Santander", "Nordea", "Danske Bank", "KBC", "CaixaBank", "SEB", "NatWest", "AIB", "Westpac"}

var hdlClocks = []string{"UKG InTouch DX", "Kronos InTouch 9100", "Deputy kiosk", "Jibble kiosk",
	"Homebase clock", "TimeTrex terminal", "ZKTeco SpeedFace", "Timemoto TM-828", "Tanda kiosk",
	"Planday punch clock", "Clockify kiosk", "Acroprint timeQplus"}

var hdlPwWords = []string{"Lisboa", "Harbour", "Maple", "Falcon", "Tulip", "Granite", "Orchid",
	"Saffron", "Zebra", "Copper", "Juniper", "Velvet", "Cobalt", "Meadow", "Lantern", "Puffin",
	"Bramble", "Sirocco", "Walnut", "Marigold", "Thistle", "Quartz", "Pebble", "Sequoia", "Mistral",
	"Nimbus", "Basalt", "Porto", "Krakow", "Biscuit", "Mango", "Otter", "Rainier", "Tundra"}

func hdlOne(xs ...string) string { return pick(xs) }

func hdlASCII(s string) string { return strings.ToLower(s) }

func hdlFirst() string { return pick(hdlFirsts) }
func hdlLast() string  { return pick(hdlLasts) }

// hdlUser makes a login name from a person's name.
func hdlUser(first, last string) string {
	f, l := hdlASCII(first), hdlASCII(last)
	switch rng.IntN(5) {
	case 0:
		return f + "." + l
	case 1:
		return f[:1] + l
	case 2:
		return l + "." + f[:1]
	case 3:
		return f + "_" + l[:1]
	}
	return f + l[:2] + rnd(digits, 2)
}

func hdlMail(first, last string, co hdlCo) string {
	return hdlASCII(first) + "." + hdlASCII(last) + "@" + co.domain
}

func hdlCoPick() hdlCo                    { return pick(hdlCos) }
func hdlHRIS() hdlVendor                  { return pick(hdlHRISList) }
func hdlURL(v hdlVendor, co hdlCo) string { return fmt.Sprintf(v.url, co.slug) }

// hdlPw is a password a person or an admin would set.
func hdlPw() string {
	w := pick(hdlPwWords)
	switch rng.IntN(9) {
	case 0:
		return w + hdlOne("#", "!", "@", "$", "%", "&", "*") + fmt.Sprint(2019+rng.IntN(8))
	case 1:
		return strings.ToLower(w) + "-" + strings.ToLower(pick(hdlPwWords)) + "-" + rnd(digits, 1+rng.IntN(2))
	case 2:
		return rnd(upper, 1) + rnd(alnum+"!#$%&*+-=?@^_~", 10+rng.IntN(9)) + rnd(digits, 1) + hdlOne("!", "#", "%", "&")
	case 3:
		return w + rnd(digits, 2+rng.IntN(3)) + hdlOne("!", "?", "#", "$")
	case 4:
		r := strings.NewReplacer("a", "@", "o", "0", "e", "3", "i", "1", "s", "$")
		return r.Replace(w) + "-" + hdlOne("Q1", "Q2", "Q3", "Q4", "Jan", "Mar", "Sep") + "-" + fmt.Sprint(2022+rng.IntN(4))
	case 5:
		return rnd(alnum, 14+rng.IntN(11))
	case 6:
		return w + "_" + pick(hdlPwWords) + rnd(digits, 2) + "!"
	case 7:
		return hdlOne("Winter", "Summer", "Spring", "Autumn", "Herbst", "Verano") + fmt.Sprint(2020+rng.IntN(6)) + hdlOne("!", "#", "$$", "!!")
	}
	return rnd(lower, 3+rng.IntN(3)) + rnd(digits, 3) + rnd(upper, 2) + hdlOne("*", "+", "=", "~") + rnd(alnum, 4)
}

// hdlPwURL is a password safe inside a URL's userinfo.
func hdlPwURL() string {
	if rng.IntN(2) == 0 {
		return rnd(alnum, 16+rng.IntN(12))
	}
	return pick(hdlPwWords) + rnd(digits, 3) + hdlOne("-", "_", ".", "~") + rnd(alnum, 5+rng.IntN(5))
}

func hdlPin(n int) string {
	s := rnd("123456789", 1) + rnd(digits, n-1)
	return s
}

func hdlHex(n int) string    { return rnd(hexs, n) }
func hdlHEX(n int) string    { return strings.ToUpper(rnd(hexs, n)) }
func hdlB64s(n int) string   { return rnd(alnum+"+/", n) }
func hdlDigits(n int) string { return rnd("123456789", 1) + rnd(digits, n-1) }

func hdlBytes(n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(rng.IntN(256))
	}
	return b
}

func hdlUUID() string {
	return hdlHex(8) + "-" + hdlHex(4) + "-4" + hdlHex(3) + "-" + hdlOne("8", "9", "a", "b") + hdlHex(3) + "-" + hdlHex(12)
}

func hdlDate() string {
	return fmt.Sprintf("%d-%02d-%02d", 2024+rng.IntN(3), 1+rng.IntN(12), 1+rng.IntN(28))
}

func hdlDateEU() string {
	return fmt.Sprintf("%02d.%02d.%d", 1+rng.IntN(28), 1+rng.IntN(12), 2024+rng.IntN(3))
}

func hdlTime() string { return fmt.Sprintf("%02d:%02d", 6+rng.IntN(14), rng.IntN(60)) }

func hdlStamp() string {
	return fmt.Sprintf("%sT%s:%02dZ", hdlDate(), hdlTime(), rng.IntN(60))
}

func hdlEmpID() string {
	switch rng.IntN(4) {
	case 0:
		return "E" + hdlDigits(5)
	case 1:
		return "EMP-" + rnd(digits, 6)
	case 2:
		return hdlDigits(6)
	}
	return strings.ToUpper(rnd(lower, 2)) + rnd(digits, 4)
}

func hdlMonth() string {
	return hdlOne("January", "February", "March", "April", "May", "June", "July", "August",
		"September", "October", "November", "December")
}

// hdlIBAN builds an IBAN with valid check digits.
func hdlIBAN() string {
	cc, n := "DE", 18
	switch rng.IntN(4) {
	case 1:
		cc, n = "NL", 0
	case 2:
		cc, n = "FR", 23
	case 3:
		cc, n = "ES", 20
	}
	bban := ""
	if cc == "NL" {
		bban = hdlOne("INGB", "ABNA", "RABO") + rnd(digits, 10)
	} else {
		bban = rnd(digits, n)
	}
	rearr := bban + cc + "00"
	m := 0
	for _, c := range rearr {
		if c >= 'A' && c <= 'Z' {
			v := int(c-'A') + 10
			m = (m*100 + v) % 97
		} else {
			m = (m*10 + int(c-'0')) % 97
		}
	}
	return fmt.Sprintf("%s%02d%s", cc, 98-m, bban)
}

// Vendor-format tokens.

func hdlAWSID() string {
	return hdlOne("AKIA", "AKIA", "ASIA") + rnd("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)
}
func hdlAWSSecret() string { return hdlB64s(40) }
func hdlStripeSK() string {
	if rng.IntN(2) == 0 {
		return hdlOne("sk_live_", "rk_live_") + "51" + rnd(alnum, 97)
	}
	return "sk_live_" + rnd(alnum, 24+rng.IntN(10))
}
func hdlSlackBot() string {
	return hdlOne("xoxb-", "xoxp-") + hdlDigits(11+rng.IntN(2)) + "-" + hdlDigits(12+rng.IntN(2)) + "-" + rnd(alnum, 24)
}
func hdlSlackHook() string {
	return "https://hooks.slack.com/services/T" + rnd(upper+digits, 8+rng.IntN(3)) + "/B" + rnd(upper+digits, 8+rng.IntN(3)) + "/" + rnd(alnum, 24)
}
func hdlDiscordHook() string {
	return "https://" + hdlOne("discord.com", "discordapp.com") + "/api/webhooks/" + hdlDigits(18+rng.IntN(2)) + "/" + rnd(b64url, 68)
}
func hdlTeamsHook(co hdlCo) string {
	return "https://" + co.slug + ".webhook.office.com/webhookb2/" + hdlUUID() + "@" + hdlUUID() + "/IncomingWebhook/" + hdlHex(32) + "/" + hdlUUID()
}
func hdlZapHook() string {
	return "https://hooks.zapier.com/hooks/catch/" + hdlDigits(6+rng.IntN(2)) + "/" + rnd(lower+digits, 6) + "/"
}
func hdlGHP() string {
	if rng.IntN(3) == 0 {
		return "github_pat_11" + rnd(upper+digits, 20) + "_" + rnd(alnum, 59)
	}
	return "ghp_" + rnd(alnum, 36)
}
func hdlSendGrid() string  { return "SG." + rnd(b64url, 22) + "." + rnd(b64url, 43) }
func hdlGoogleKey() string { return "AIza" + rnd(b64url, 35) }
func hdlOkta() string      { return "00" + rnd(b64url, 40) }
func hdlAzureKey() string  { return base64.StdEncoding.EncodeToString(hdlBytes(64)) }
func hdlTOTP() string      { return rnd(b32, hdlPickInt(16, 26, 32)) }
func hdlLicence() string {
	parts := make([]string, 5)
	for i := range parts {
		parts[i] = rnd("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 5)
	}
	return strings.Join(parts, "-")
}
func hdlRecovery() string {
	if rng.IntN(2) == 0 {
		return rnd(lower+digits, 4) + "-" + rnd(lower+digits, 4)
	}
	return rnd(digits, 5) + " " + rnd(digits, 5)
}
func hdlJWT() string {
	h := base64.RawURLEncoding.EncodeToString([]byte(`{"alg":"` + hdlOne("HS256", "RS256") + `","typ":"JWT"}`))
	p := base64.RawURLEncoding.EncodeToString([]byte(fmt.Sprintf(`{"sub":"%s","tid":"%s","exp":%d}`,
		hdlDigits(7), hdlHex(8), 1760000000+rng.IntN(9000000))))
	return h + "." + p + "." + rnd(b64url, 43)
}
func hdlPickInt(xs ...int) int { return pick(xs) }

// hdlDiscordBot is a bot token: base64 of a snowflake id, a timestamp part, an HMAC part.
func hdlDiscordBot() string {
	id := hdlDigits(18 + rng.IntN(2))
	a := base64.RawURLEncoding.EncodeToString([]byte(id))
	return a + "." + rnd(b64url, 6) + "." + rnd(b64url, hdlPickInt(27, 38))
}

func hdlB64Lines(nbytes, width int) []string {
	s := base64.StdEncoding.EncodeToString(hdlBytes(nbytes))
	var out []string
	for len(s) > width {
		out = append(out, s[:width])
		s = s[width:]
	}
	return append(out, s)
}

// hdlPrivKey returns a private key block and its body (the lines between the armour).
func hdlPrivKey() (block, body string) {
	switch rng.IntN(3) {
	case 0:
		lines := hdlB64Lines(300+rng.IntN(120), 64)
		lines[0] = "MIIE" + lines[0][4:]
		body = strings.Join(lines, "\n")
		return "-----BEGIN RSA PRIVATE KEY-----\n" + body + "\n-----END RSA PRIVATE KEY-----", body
	case 1:
		lines := hdlB64Lines(280+rng.IntN(60), 70)
		lines[0] = "b3BlbnNzaC1rZXktdjEAAAAA" + lines[0][24:]
		body = strings.Join(lines, "\n")
		return "-----BEGIN OPENSSH PRIVATE KEY-----\n" + body + "\n-----END OPENSSH PRIVATE KEY-----", body
	}
	lines := hdlB64Lines(360+rng.IntN(200), 64)
	lines[0] = "lQOYBG" + lines[0][6:]
	body = strings.Join(lines, "\n") + "\n=" + rnd(alnum+"+/", 4)
	return "-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n" + body + "\n-----END PGP PRIVATE KEY BLOCK-----", body
}

func hdlSSHPub(user string) string {
	return "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + rnd(alnum+"+/", 43) + " " + user
}

func hdlPGPPub() string {
	lines := hdlB64Lines(200+rng.IntN(100), 64)
	lines[0] = "mQENBG" + lines[0][6:]
	return "-----BEGIN PGP PUBLIC KEY BLOCK-----\n\n" + strings.Join(lines, "\n") + "\n=" + rnd(alnum+"+/", 4) + "\n-----END PGP PUBLIC KEY BLOCK-----"
}

func hdlFpr() string {
	var g []string
	for i := 0; i < 10; i++ {
		g = append(g, hdlHEX(4))
	}
	return strings.Join(g, " ")
}
