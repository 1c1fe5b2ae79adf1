package main

// Part heldout-cz: a blind held-out corpus part about DNS, mail and domain administrators
// (registrar and DNS-host logins, DKIM/DMARC setup, SMTP relays and app passwords, mailbox
// migrations, MX/SPF troubleshooting), with Czech and English text. It was written without
// reading the scrubber's rules, its tests or any other corpus part.

import (
	"fmt"
	"strings"
)

// hczSecretCount and hczTrapCount are how many samples of each kind the part holds.
const (
	hczSecretCount = 452
	hczTrapCount   = 288
)

func heldoutCZ() []Sample {
	var out []Sample
	sec := hczSecretGens()
	for i := 0; i < hczSecretCount; i++ {
		out = append(out, sec[i%len(sec)]())
	}
	tr := hczTrapGens()
	for i := 0; i < hczTrapCount; i++ {
		out = append(out, tr[i%len(tr)]())
	}
	rng.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	for _, s := range out {
		hczCheck(s)
	}
	return out
}

func hczSecretGens() []func() Sample {
	var g []func() Sample
	g = append(g, hczRegistrarSecrets...)
	g = append(g, hczMailSecrets...)
	g = append(g, hczMigrateSecrets...)
	g = append(g, hczOpsSecrets...)
	g = append(g, hczShapeSecrets...)
	return g
}

func hczTrapGens() []func() Sample {
	var g []func() Sample
	g = append(g, hczTraps...)
	g = append(g, hczTraps2...)
	g = append(g, hczShapeTraps...)
	return g
}

// hczCheck panics when a sample is malformed, so mistakes show at generation.
func hczCheck(s Sample) {
	for _, bad := range []string{"(EXTRA ", "(BADINDEX)", "(MISSING)", "(NOVERB)", "%!s(", "%!d(", "%!v("} {
		if strings.Contains(s.Text, bad) {
			panic("heldout-cz: format error in " + s.Category + ":\n" + s.Text)
		}
	}
	if s.Secrets == nil {
		panic("heldout-cz: nil secrets in " + s.Category)
	}
	if len(s.Secrets) == 0 && !strings.HasPrefix(s.Category, "trap-") {
		panic("heldout-cz: trap without trap- category: " + s.Category)
	}
	if len(s.Secrets) > 0 && strings.HasPrefix(s.Category, "trap-") {
		panic("heldout-cz: trap category with secrets: " + s.Category)
	}
	type span struct{ a, b int }
	var spans []span
	seen := map[string]bool{}
	for _, sec := range s.Secrets {
		if sec == "" || !strings.Contains(s.Text, sec) {
			panic(fmt.Sprintf("heldout-cz: secret %q not in text of %s:\n%s", sec, s.Category, s.Text))
		}
		if seen[sec] {
			panic("heldout-cz: duplicate secret in " + s.Category)
		}
		seen[sec] = true
		for i := 0; ; {
			j := strings.Index(s.Text[i:], sec)
			if j < 0 {
				break
			}
			spans = append(spans, span{i + j, i + j + len(sec)})
			i += j + 1
		}
	}
	for _, k := range s.Keep {
		if k == "" || !strings.Contains(s.Text, k) {
			panic(fmt.Sprintf("heldout-cz: keep %q not in text of %s:\n%s", k, s.Category, s.Text))
		}
		for i := 0; ; {
			j := strings.Index(s.Text[i:], k)
			if j < 0 {
				break
			}
			a, b := i+j, i+j+len(k)
			for _, sp := range spans {
				if a < sp.b && sp.a < b {
					panic(fmt.Sprintf("heldout-cz: keep %q overlaps a secret in %s", k, s.Category))
				}
			}
			i += j + 1
		}
	}
}

// hczS builds a sample with secrets; hczT builds a trap.
func hczS(cat, format, text string, secrets []string, keep ...string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets, Keep: keep}
}

func hczT(cat, format, text string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: []string{}}
}

var hczWords = []string{
	"lisboa", "praha", "brno", "ostrava", "vltava", "sumava", "kafe", "medved", "jablko",
	"kolo", "horse", "battery", "staple", "falcon", "harbor", "tulip", "granite", "orbit",
	"meadow", "copper", "river", "lantern", "maple", "zebra", "sokol", "lipa", "pivo", "snih",
	"hvezda", "duha", "krtek", "jezevec", "borovice", "kometa", "pernik", "tatra", "sazava",
	"otter", "walnut", "cobalt", "pepper", "velvet", "thunder", "mango", "pixel", "kaktus",
}

var hczSyms = []string{"!", "#", "%", "*", "-", "_", ".", "+", "?", "@", "="}

func hczCap(s string) string { return strings.ToUpper(s[:1]) + s[1:] }

func hczYear() string { return fmt.Sprint(2017 + rng.IntN(10)) }

// hczPw returns a password of a varied, human or generated style. It never holds quotes,
// backslashes, dollars, spaces or backticks, so it fits every template.
func hczPw() string {
	switch rng.IntN(7) {
	case 0:
		return hczCap(pick(hczWords)) + pick(hczSyms) + hczYear()
	case 1:
		return pick(hczWords) + "-" + pick(hczWords) + "-" + fmt.Sprint(rng.IntN(99)+1)
	case 2:
		return rnd(alnum, 10+rng.IntN(5)) + pick(hczSyms) + rnd(alnum, 3+rng.IntN(4))
	case 3:
		return hczCap(pick(hczWords)) + fmt.Sprint(rng.IntN(90)+10) + hczCap(pick(hczWords)) + pick(hczSyms)
	case 4:
		w := []byte(hczCap(pick(hczWords)))
		for i, c := range w {
			switch c {
			case 'a':
				w[i] = '4'
			case 'e':
				w[i] = '3'
			case 'o':
				w[i] = '0'
			}
		}
		return string(w) + pick([]string{"_", "!", "#", "."}) + hczCap(pick(hczWords)) + fmt.Sprint(rng.IntN(90)+10)
	case 5:
		return rnd(alnum+"!#%*+-_.", 16+rng.IntN(9))
	default:
		return hczCap(pick(hczWords)) + "." + hczCap(pick(hczWords)) + "." + pick(hczWords) + fmt.Sprint(rng.IntN(9))
	}
}

// hczPwURL returns a password safe inside a URL's userinfo.
func hczPwURL() string {
	switch rng.IntN(3) {
	case 0:
		return hczCap(pick(hczWords)) + pick([]string{"-", "_", "."}) + hczYear()
	case 1:
		return rnd(alnum, 14+rng.IntN(8))
	default:
		return pick(hczWords) + "_" + rnd(alnum, 6) + fmt.Sprint(rng.IntN(9))
	}
}

func hczB64(n int) string { return rnd(alnum+"+/", n) }

func hczUUID() string {
	return rnd(hexs, 8) + "-" + rnd(hexs, 4) + "-4" + rnd(hexs, 3) + "-" + pick([]string{"8", "9", "a", "b"}) + rnd(hexs, 3) + "-" + rnd(hexs, 12)
}

func hczPEM(kind string, lines int) string {
	var b strings.Builder
	b.WriteString("-----BEGIN " + kind + "-----\n")
	for i := 0; i < lines; i++ {
		if i == 0 {
			pre := "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC"
			if strings.HasPrefix(kind, "RSA") {
				pre = "MIIEpAIBAAKCAQEA"
			}
			b.WriteString(pre + hczB64(64-len(pre)) + "\n")
			continue
		}
		b.WriteString(hczB64(64) + "\n")
	}
	b.WriteString(hczB64(20+rng.IntN(40)) + pick([]string{"", "=", "=="}) + "\n")
	b.WriteString("-----END " + kind + "-----")
	return b.String()
}

var hczFirst = []string{
	"Petr", "Jana", "Tomáš", "Lucie", "Martin", "Kateřina", "Ondřej", "Zuzana", "Jakub", "Veronika",
	"Pavel", "Eva", "Lukáš", "Tereza", "Michal", "Sarah", "Tom", "Priya", "Lars", "Marek", "Ivana",
}

var hczUsers = []string{
	"pnovak", "jdvorakova", "tomas.k", "lucie.m", "mhorak", "katka", "ondra", "zcerna", "jakub.b",
	"vero", "pspacek", "eva.s", "lukas", "terka", "michal.v", "sarah.k", "tomw", "priya", "lars.e",
}

var hczDomains = []string{
	"pekarna-hradec.cz", "autoservis-brno.cz", "kvetinarstvi-lipa.cz", "acme-logistics.com",
	"stavebniny-kolin.cz", "ordinace-zahradni.cz", "hotel-podjavorem.cz", "vinarstvi-mikulov.cz",
	"nordpeak.io", "tiskarna-plzen.cz", "skolka-slunicko.cz", "brightline.eu", "ucetni-firma.cz",
	"zubni-praha.cz", "kavarna-u-mostu.cz", "greenfield-labs.com", "strojirny-zlin.cz",
	"advokati-jihlava.cz", "fitko-ostrava.cz", "mesto-hlinsko.cz", "ecoshop.sk", "lakeview.dev",
}

func hczDomain() string { return pick(hczDomains) }

func hczFirstName() string { return pick(hczFirst) }

func hczUser() string { return pick(hczUsers) }

func hczMbox(d string) string {
	return pick([]string{"info", "obchod", "faktury", "admin", "postmaster", "noreply", "recepce", "jana", "petr.novak", "support"}) + "@" + d
}

func hczIP() string {
	return fmt.Sprintf("%d.%d.%d.%d", pick([]int{185, 91, 46, 213, 81, 37, 194}), rng.IntN(256), rng.IntN(256), 1+rng.IntN(254))
}

func hczDate() string {
	return fmt.Sprintf("%s-%02d-%02d", hczYear(), 1+rng.IntN(12), 1+rng.IntN(28))
}

func hczTime() string { return fmt.Sprintf("%02d:%02d", 7+rng.IntN(14), rng.IntN(60)) }

func hczTicket() string {
	return pick([]string{"OPS", "MAIL", "DNS", "HD", "IT"}) + "-" + fmt.Sprint(100+rng.IntN(9000))
}

// hczAppPwGoogle is a Google-style 16-letter app password, shown in groups of four.
func hczAppPwGoogle() string {
	s := rnd(lower, 16)
	if rng.IntN(3) == 0 {
		return s
	}
	return s[:4] + " " + s[4:8] + " " + s[8:12] + " " + s[12:]
}

func hczAWSID() string { return pick([]string{"AKIA", "AKIA", "ASIA"}) + rnd(upper+"234567", 16) }

func hczAWSSecret() string { return hczB64(40) }

func hczCFToken() string { return rnd(b64url, 40) }

func hczSendGrid() string { return "SG." + rnd(b64url, 22) + "." + rnd(b64url, 43) }

func hczMailgun() string {
	if rng.IntN(2) == 0 {
		return "key-" + rnd(hexs, 32)
	}
	return rnd(hexs, 32) + "-" + rnd(hexs, 8) + "-" + rnd(hexs, 8)
}

func hczBrevo(smtp bool) string {
	p := "xkeysib-"
	if smtp {
		p = "xsmtpsib-"
	}
	return p + rnd(hexs, 64) + "-" + rnd(alnum, 16)
}

func hczSlackHook() string {
	return "https://hooks.slack.com/services/T" + rnd(upper+digits, 8+rng.IntN(3)) + "/B" + rnd(upper+digits, 8+rng.IntN(3)) + "/" + rnd(alnum, 24)
}

func hczDiscordHook() string {
	return "https://discord.com/api/webhooks/" + fmt.Sprint(1000000000000000000+rng.Int64N(200000000000000000)) + "/" + rnd(b64url, 68)
}

func hczLicence() string {
	var p []string
	for i := 0; i < 5; i++ {
		p = append(p, rnd(upper+digits, 5))
	}
	return strings.Join(p, "-")
}

func hczSerialNo() string { return hczYear() + fmt.Sprintf("%02d%02d", 1+rng.IntN(12), rng.IntN(99)) }
