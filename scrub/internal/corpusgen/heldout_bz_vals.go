package main

import (
	"fmt"
	"strings"
)

// Value generators for part heldout-bz: people, clients, hosts and credential shapes.

var hbzFirsts = []string{"Kate", "Tom", "Priya", "Lukas", "Sofia", "Joao", "Marta", "Ahmed",
	"Chloe", "Niamh", "Dev", "Ines", "Bram", "Aoife", "Mateo", "Yuki", "Femi", "Olga", "Rhys",
	"Hannah", "Sven", "Leila", "Callum", "Beatriz", "Jonas", "Amira", "Ollie", "Greta"}

var hbzLasts = []string{"Walsh", "Fischer", "Okafor", "Lindqvist", "Moreau", "Patel", "Costa",
	"Brennan", "de Vries", "Novak", "Tanaka", "Hughes", "Schmid", "Ferreira", "Keane", "Dubois"}

var hbzBizA = []string{"rosewood", "harbour", "bluefig", "oakline", "littlecrumb", "nordlicht",
	"casaverde", "fernhill", "brightside", "saltstone", "velvet", "kiwi", "atelier-mona",
	"peakform", "lumen", "tidewater", "hopfield", "maple-lane", "zest", "copperpot", "wildthyme",
	"northgate", "silverbirch", "dunmore", "alpenblick", "greenhaus"}

var hbzBizB = []string{"dental", "bakery", "physio", "studio", "yoga", "law", "roofing",
	"florist", "cafe", "vets", "joinery", "boutique", "photo", "roasters", "architects", "spa",
	"garage", "ink", "winery", "bikes", "optics", "kitchens", "pilates", "surveyors"}

var hbzTLDs = []string{".co.uk", ".com", ".com.au", ".de", ".ie", ".nl", ".fr", ".ca",
	".co.nz", ".es", ".pt", ".be"}

var hbzHosts = []string{"SiteGround", "Krystal", "20i", "Hostinger", "IONOS", "Bluehost",
	"A2 Hosting", "Kinsta", "WP Engine", "Strato", "OVH", "Namecheap", "GoDaddy", "Hetzner"}

var hbzRegistrars = []string{"Namecheap", "GoDaddy", "123 Reg", "Gandi", "Porkbun",
	"Cloudflare Registrar", "IONOS", "Blacknight", "TransIP", "OVH"}

var hbzPwWords = []string{"Lisboa", "Tulip", "Marmalade", "Pelican", "Granite", "Sunflower",
	"Harlequin", "Blueberry", "Moonlight", "Cobalt", "Pinecone", "Saffron", "Thunder", "Juniper",
	"Mango", "Velcro", "Porto", "Kestrel", "Quokka", "Zebra", "Biscuit", "Rhubarb", "Waffle",
	"Otter", "Lantern", "Meadow", "Cactus", "Nebula", "Paprika", "Walrus", "Galway", "Sevilla"}

var hbzPhrase = []string{"correct", "horse", "battery", "staple", "purple", "monkey", "yellow",
	"river", "pickle", "banjo", "orbit", "violet", "tractor", "pebble", "falcon", "noodle",
	"coral", "ginger", "teapot", "comet", "puffin", "salsa", "marble", "kettle"}

// hbzClient is one of the agency's clients.
type hbzClient struct {
	Name, Slug, Domain, Contact, First, Email string
}

func hbzTitle(s string) string {
	parts := strings.FieldsFunc(s, func(r rune) bool { return r == '-' })
	for i, p := range parts {
		parts[i] = strings.ToUpper(p[:1]) + p[1:]
	}
	return strings.Join(parts, " ")
}

func hbzNewClient() hbzClient {
	a, b := pick(hbzBizA), pick(hbzBizB)
	slug := a + "-" + b
	if rng.IntN(2) == 0 {
		slug = strings.ReplaceAll(a, "-", "") + b
	}
	first := pick(hbzFirsts)
	for first == hbzCast[0] || first == hbzCast[1] {
		first = pick(hbzFirsts)
	}
	last := pick(hbzLasts)
	dom := slug + pick(hbzTLDs)
	return hbzClient{
		Name:    hbzTitle(a) + " " + hbzTitle(b),
		Slug:    strings.ReplaceAll(slug, "-", ""),
		Domain:  dom,
		Contact: first + " " + last,
		First:   first,
		Email:   strings.ToLower(pick([]string{first, "info", "hello", "office"})) + "@" + dom,
	}
}

func hbzPerson() string {
	p := hbzCast[hbzTurn%2]
	hbzTurn++
	return p
}

// hbzUser returns a plausible WordPress or panel user name.
func hbzUser(c hbzClient) string {
	switch rng.IntN(6) {
	case 0:
		return "admin"
	case 1:
		return strings.ToLower(c.First) + "_admin"
	case 2:
		return c.Slug[:min(len(c.Slug), 8)]
	case 3:
		return strings.ToLower(c.First)
	case 4:
		return "agency-" + rnd(lower, 3)
	}
	return c.Email
}

func hbzLeet(w string) string {
	r := strings.NewReplacer("a", "@", "o", "0", "e", "3", "i", "1", "s", "$")
	return r.Replace(w)
}

// hbzPw returns a password of the kinds people and generators produce.
func hbzPw() string {
	syms := "!#*?@%$+-_."
	switch rng.IntN(7) {
	case 0:
		return pick(hbzPwWords) + string(syms[rng.IntN(len(syms))]) + fmt.Sprint(2015+rng.IntN(12))
	case 1:
		return pick(hbzPwWords) + pick(hbzPwWords) + rnd(digits, 2) + string("!?#*"[rng.IntN(4)])
	case 2:
		sep := pick([]string{"-", ".", "_"})
		return pick(hbzPhrase) + sep + pick(hbzPhrase) + sep + pick(hbzPhrase) + sep + rnd(digits, 1+rng.IntN(2))
	case 3:
		return rnd(alnum, 3) + rnd(alnum+"!#*?@%", 9+rng.IntN(10)) + rnd(digits, 1)
	case 4:
		return hbzLeet(pick(hbzPwWords)) + pick(hbzPwWords)[:3] + rnd(digits, 1+rng.IntN(3)) + "!"
	case 5:
		return pick(hbzPwWords) + rnd(digits, 2+rng.IntN(3)) + pick(hbzPhrase)
	}
	return rnd(alnum, 16+rng.IntN(9))
}

// hbzPwURL is a password safe inside a URL or a connection string.
func hbzPwURL() string {
	switch rng.IntN(3) {
	case 0:
		return pick(hbzPwWords) + rnd(digits, 3) + pick(hbzPhrase)
	case 1:
		return rnd(alnum, 12+rng.IntN(10))
	}
	return pick(hbzPhrase) + "-" + pick(hbzPwWords) + "-" + rnd(digits, 2)
}

// hbzPwPlain has no symbols that need quoting anywhere.
func hbzPwPlain() string {
	if rng.IntN(2) == 0 {
		return rnd(alnum, 14+rng.IntN(8))
	}
	return pick(hbzPwWords) + rnd(digits, 2+rng.IntN(3)) + pick(hbzPwWords)
}

func hbzSalt() string {
	set := alnum + "!#%*()-_=+[]{}<>?,.;:|~^@&"
	return rnd(set, 64)
}

func hbzDigitsNoLead(n int) string { return rnd("123456789", 1) + rnd(digits, n-1) }

func hbzIP() string {
	return fmt.Sprintf("%d.%d.%d.%d", pick([]int{31, 45, 77, 85, 91, 109, 138, 145, 176, 185, 212}),
		rng.IntN(256), rng.IntN(256), 2+rng.IntN(250))
}

func hbzDate() string {
	return fmt.Sprintf("%d-%02d-%02d", 2022+rng.IntN(4), 1+rng.IntN(12), 1+rng.IntN(28))
}

func hbzDMY() string {
	return fmt.Sprintf("%02d/%02d/%02d", 1+rng.IntN(28), 1+rng.IntN(12), 22+rng.IntN(4))
}

func hbzHM() string { return fmt.Sprintf("%02d:%02d", 7+rng.IntN(14), rng.IntN(60)) }

func hbzUUID() string {
	return rnd(hexs, 8) + "-" + rnd(hexs, 4) + "-4" + rnd(hexs, 3) + "-" + rnd("89ab", 1) + rnd(hexs, 3) + "-" + rnd(hexs, 12)
}

// hbzLicence returns a licence key of one of the common shapes.
func hbzLicence() string {
	switch rng.IntN(4) {
	case 0:
		return rnd(hexs, 32)
	case 1:
		return rnd(upper+digits, 5) + "-" + rnd(upper+digits, 5) + "-" + rnd(upper+digits, 5) + "-" + rnd(upper+digits, 5)
	case 2:
		return rnd(upper+digits, 4) + "-" + rnd(upper+digits, 4) + "-" + rnd(upper+digits, 4) + "-" + rnd(upper+digits, 4) + "-" + rnd(upper+digits, 4)
	}
	return strings.ToUpper(rnd(hexs, 8)) + "-" + strings.ToUpper(rnd(hexs, 8)) + "-" + strings.ToUpper(rnd(hexs, 8))
}

// hbzAppPw is a WordPress application password: six groups of four.
func hbzAppPw() string {
	g := make([]string, 6)
	for i := range g {
		g[i] = rnd(alnum, 4)
	}
	return strings.Join(g, " ")
}

// hbzGmailAppPw is a Google app password: four groups of four lower-case letters.
func hbzGmailAppPw() string {
	sep := pick([]string{" ", "", " "})
	return rnd(lower, 4) + sep + rnd(lower, 4) + sep + rnd(lower, 4) + sep + rnd(lower, 4)
}

func hbzAWSID() string { return pick([]string{"AKIA", "AKIA", "ASIA"}) + rnd(upper+"234567", 16) }

func hbzAWSSecret() string { return rnd(alnum+"+/", 40) }

func hbzStripeSK() string {
	return pick([]string{"sk_live_", "sk_live_", "rk_live_"}) + "51" + rnd(alnum, 22+rng.IntN(75))
}

func hbzCFToken() string { return rnd(alnum+"-_", 40) }

func hbzSendGrid() string { return "SG." + rnd(b64url, 22) + "." + rnd(b64url, 43) }

func hbzMailgun() string {
	if rng.IntN(2) == 0 {
		return "key-" + rnd(hexs, 32)
	}
	return rnd(hexs, 32) + "-" + rnd(hexs, 8) + "-" + rnd(hexs, 8)
}

func hbzBrevo() string { return "xkeysib-" + rnd(hexs, 64) + "-" + rnd(alnum, 16) }

func hbzMailchimp() string { return rnd(hexs, 32) + "-us" + fmt.Sprint(1+rng.IntN(21)) }

func hbzMetaToken() string { return "EAA" + rnd(alnum, 3) + "ZC" + rnd(alnum, 140+rng.IntN(60)) }

func hbzGoogleKey() string { return "AIza" + rnd(b64url, 35) }

func hbzGoogleSecret() string { return "GOCSPX-" + rnd(b64url, 28) }

func hbzGoogleClientID() string {
	return hbzDigitsNoLead(12) + "-" + rnd(lower+digits, 32) + ".apps.googleusercontent.com"
}

func hbzRefresh() string { return "1//0" + rnd(b64url, 2) + rnd(b64url, 95) }

func hbzRecaptcha() string { return "6L" + rnd(b64url, 38) }

func hbzSSHBody() string {
	var lines []string
	for i := 0; i < 4+rng.IntN(3); i++ {
		lines = append(lines, rnd(alnum+"+/", 70))
	}
	lines = append(lines, rnd(alnum+"+/", 20+rng.IntN(40))+"==")
	return "b3BlbnNzaC1rZXktdjEAAAAA" + rnd(alnum+"+/", 46) + "\n" + strings.Join(lines, "\n")
}

func hbzB32(n int) string { return rnd(b32, n) }

func hbzGHToken() string { return "ghp_" + rnd(alnum, 36) }

func hbzDOToken() string { return "dop_v1_" + rnd(hexs, 64) }

func hbzDiscordToken() string {
	return rnd("MNO", 1) + rnd(alnum, 23+rng.IntN(3)) + "." + rnd(b64url, 6) + "." + rnd(b64url, 27+rng.IntN(12))
}

func hbzSlackHook() string {
	return "https://hooks.slack.com/services/T" + rnd(upper+digits, 8+rng.IntN(3)) + "/B" + rnd(upper+digits, 8+rng.IntN(3)) + "/" + rnd(alnum, 24)
}

func hbzDiscordHook() string {
	return "https://discord.com/api/webhooks/" + hbzDigitsNoLead(18+rng.IntN(2)) + "/" + rnd(b64url, 68)
}

func hbzZapierHook() string {
	return "https://hooks.zapier.com/hooks/catch/" + hbzDigitsNoLead(7+rng.IntN(2)) + "/" + rnd(lower+digits, 6) + "/"
}

func hbzTeamsHook() string {
	return "https://" + pick([]string{"agency", "studio", "webcrew"}) + ".webhook.office.com/webhookb2/" + hbzUUID() + "@" + hbzUUID() + "/IncomingWebhook/" + rnd(hexs, 32) + "/" + hbzUUID() + "/V2" + rnd(b64url, 40)
}
