package main

// heldout-dq is a blind held-out corpus part themed on law firms and courts: e-filing and
// court portals, document management, client portals and data rooms, conveyancing and notary
// platforms, and legal assistants' notes. It was written without reading the scrubber's rules,
// its tests or any other corpus part; the labels follow only the corpus brief.

import (
	"fmt"
	"strings"
)

// hdqGen is one text template and how many samples it yields.
type hdqGen struct {
	n  int
	fn func() Sample
}

func heldoutDQ() []Sample {
	var gens []hdqGen
	gens = append(gens, hdqPortalGens()...)
	gens = append(gens, hdqConfigGens()...)
	gens = append(gens, hdqCodeGens()...)
	gens = append(gens, hdqOfficeGens()...)
	gens = append(gens, hdqExtraGens()...)
	gens = append(gens, hdqShapeGens()...)
	gens = append(gens, hdqTrapGens()...)
	gens = append(gens, hdqTrap2Gens()...)
	var out []Sample
	for _, g := range gens {
		for i := 0; i < g.n; i++ {
			s := g.fn()
			hdqCheck(s)
			out = append(out, s)
		}
	}
	rng.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	return out
}

// hdqS builds a sample; an empty secret list makes a trap.
func hdqS(cat, format, text string, secrets []string, keep ...string) Sample {
	if secrets == nil {
		secrets = []string{}
	}
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets, Keep: keep}
}

func hdqTrap(cat, format, text string) Sample { return hdqS(cat, format, text, []string{}) }

func hdqIdx(text, sub string) []int {
	var out []int
	for off := 0; ; {
		i := strings.Index(text[off:], sub)
		if i < 0 {
			return out
		}
		out = append(out, off+i)
		off += i + 1
	}
}

func hdqCheck(s Sample) {
	if s.Secrets == nil {
		panic("heldout-dq: nil secrets in " + s.Category)
	}
	for _, sec := range s.Secrets {
		if sec == "" || !strings.Contains(s.Text, sec) {
			panic(fmt.Sprintf("heldout-dq: %s: secret %q not in text %q", s.Category, sec, s.Text))
		}
	}
	for _, k := range s.Keep {
		if k == "" || !strings.Contains(s.Text, k) {
			panic(fmt.Sprintf("heldout-dq: %s: keep %q not in text %q", s.Category, k, s.Text))
		}
		for _, ki := range hdqIdx(s.Text, k) {
			for _, sec := range s.Secrets {
				for _, si := range hdqIdx(s.Text, sec) {
					if ki < si+len(sec) && si < ki+len(k) {
						panic(fmt.Sprintf("heldout-dq: %s: keep %q overlaps secret %q", s.Category, k, sec))
					}
				}
			}
		}
	}
}

// ---- people, firms, courts ----

var hdqFirsts = []string{"Amelia", "Priya", "Tomasz", "Siobhan", "Kwame", "Hannah", "Rafael", "Ingrid",
	"Yusuf", "Chloe", "Declan", "Mei", "Farid", "Beatriz", "Oluwaseun", "Greta", "Jonas", "Marguerite",
	"Devon", "Aisha", "Lars", "Niamh", "Mateo", "Sven", "Harriet", "Rohan", "Elodie", "Bram", "Lucia", "Callum"}

var hdqLasts = []string{"Whitcombe", "Okafor", "Brennan", "Kowalski", "Haddad", "Lindqvist", "Moreau",
	"Castellanos", "Nakamura", "Fairbairn", "Achterberg", "Delacroix", "Osei", "Pemberton", "Rahman",
	"Iyer", "Gallagher", "Schaefer", "Novak", "Templeton", "Vasquez", "Hartley", "Mensah", "Duval"}

type hdqFirmT struct{ name, domain string }

var hdqFirms = []hdqFirmT{
	{"Harcourt Vell LLP", "harcourtvell.com"}, {"Okafor & Lindqvist", "okaforlindqvist.law"},
	{"Pemberton Rahman Solicitors", "pembertonrahman.co.uk"}, {"Moreau Avocats", "moreau-avocats.fr"},
	{"Schaefer & Partner Rechtsanwälte", "schaefer-partner.de"}, {"Achterberg Advocaten", "achterberg.nl"},
	{"Castellanos Abogados", "castellanosabogados.es"}, {"Fairbairn Whitcombe", "fairbairnwhitcombe.com"},
	{"Brennan Gallagher Solicitors", "brennangallagher.ie"}, {"Osei Legal", "oseilegal.com"},
	{"Templeton Hartley PC", "templetonhartley.com"}, {"Vasquez Iyer LLP", "vasqueziyer.law"},
}

type hdqPortalT struct{ name, host string }

var hdqCourts = []hdqPortalT{
	{"CM/ECF", "ecf.nysd.uscourts.gov"}, {"PACER", "pacer.uscourts.gov"}, {"CE-File", "efile.cefile-app.com"},
	{"eFileTexas", "efile.txcourts.gov"}, {"File & ServeXpress", "secure.fileandservexpress.com"},
	{"NYSCEF", "iapps.courts.state.ny.us"}, {"e-Curia", "curia.europa.eu"},
	{"MyHMCTS", "manage-case.platform.hmcts.net"}, {"Mijn Rechtspraak", "mijn.rechtspraak.nl"},
	{"e-Barreau", "www.ebarreau.fr"}, {"One Legal", "app.onelegal.com"}, {"ECF (N.D. Cal.)", "ecf.cand.uscourts.gov"},
}

var hdqPlatforms = []hdqPortalT{
	{"iManage Work", "cloudimanage.com"}, {"NetDocuments", "vault.netvoyage.com"}, {"Clio", "app.clio.com"},
	{"RelativityOne", "harcourt.relativity.one"}, {"Datasite", "app.datasite.com"}, {"Intralinks", "services.intralinks.com"},
	{"Ansarada", "dataroom.ansarada.com"}, {"Proof", "app.proof.com"}, {"InfoTrack", "search.infotrack.co.uk"},
	{"LEAP", "app.leap.co.uk"}, {"Actionstep", "go.actionstep.com"}, {"Filevine", "app.filevine.com"},
	{"MyCase", "app.mycase.com"}, {"Smokeball", "app.smokeball.com"}, {"HM Land Registry portal", "portal.landregistry.gov.uk"},
}

func hdqFirst() string { return pick(hdqFirsts) }
func hdqLast() string  { return pick(hdqLasts) }
func hdqPerson() string {
	return hdqFirst() + " " + hdqLast()
}
func hdqFirm() hdqFirmT { return pick(hdqFirms) }

// hdqUser makes a login name in one of the styles firms use.
func hdqUser(first, last string) string {
	f, l := strings.ToLower(first), strings.ToLower(strings.ReplaceAll(last, " ", ""))
	switch rng.IntN(5) {
	case 0:
		return f + "." + l
	case 1:
		return f[:1] + l
	case 2:
		return l + f[:1] + fmt.Sprint(rng.IntN(90)+10)
	case 3:
		return strings.ToUpper(f[:1] + l[:3])
	}
	return f + "_" + l
}

func hdqEmail(first, last, domain string) string {
	return strings.ToLower(first) + "." + strings.ToLower(strings.ReplaceAll(last, " ", "")) + "@" + domain
}

func hdqCaseNo() string {
	switch rng.IntN(8) {
	case 0:
		return fmt.Sprintf("%d:%02d-cv-%05d", 1+rng.IntN(3), 21+rng.IntN(5), rng.IntN(99999))
	case 1:
		return fmt.Sprintf("HC-20%02d-%06d", 21+rng.IntN(5), rng.IntN(999999))
	case 2:
		return fmt.Sprintf("CL-20%02d-%06d", 21+rng.IntN(5), rng.IntN(999999))
	case 3:
		return fmt.Sprintf("C-%d/%02d", 1+rng.IntN(899), 21+rng.IntN(5))
	case 4:
		return fmt.Sprintf("%d O %d/%02d", 1+rng.IntN(40), 1+rng.IntN(400), 21+rng.IntN(5))
	case 5:
		return fmt.Sprintf("RG %02d/%05d", 21+rng.IntN(5), rng.IntN(99999))
	case 6:
		return fmt.Sprintf("%06d/20%02d", rng.IntN(999999), 21+rng.IntN(5))
	}
	return fmt.Sprintf("C/%02d/%06d", 1+rng.IntN(19), rng.IntN(999999))
}

func hdqMatter() string {
	switch rng.IntN(3) {
	case 0:
		return fmt.Sprintf("%05d-%04d", rng.IntN(99999), rng.IntN(9999))
	case 1:
		return fmt.Sprintf("M%06d", rng.IntN(999999))
	}
	return fmt.Sprintf("%s/%s/%d", strings.ToUpper(rnd(upper, 3)), strings.ToUpper(rnd(upper, 2)), 1000+rng.IntN(9000))
}

func hdqDate() string {
	months := []string{"January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"}
	d, m, y := 1+rng.IntN(28), rng.IntN(12), 2024+rng.IntN(3)
	switch rng.IntN(3) {
	case 0:
		return fmt.Sprintf("%d-%02d-%02d", y, m+1, d)
	case 1:
		return fmt.Sprintf("%d %s %d", d, months[m], y)
	}
	return fmt.Sprintf("%d/%d/%d", m+1, d, y%100)
}

func hdqTime() string { return fmt.Sprintf("%02d:%02d", 7+rng.IntN(12), rng.IntN(12)*5) }

// ---- passwords and codes ----

var hdqPwWords = []string{"Lisboa", "Themis", "Habeas", "Tort", "Docket", "Affidavit", "Chancery", "Verdict",
	"Gavel", "Equity", "Statute", "Mandamus", "Probate", "Escrow", "Covenant", "Estoppel", "Brighton",
	"Utrecht", "Valencia", "Salzburg", "Bristol", "Ottawa", "Kilkenny", "Marbella", "Porto", "Biscuit",
	"Pumpkin", "Magnolia", "Falcon", "Juniper", "Harbour", "Clover", "Wombat", "Orchard", "Tamarind"}

var hdqPhraseWords = []string{"correct", "horse", "battery", "staple", "ledger", "pier", "amber", "copper",
	"willow", "meadow", "quartz", "lantern", "saffron", "harbor", "ripple", "velvet", "granite", "otter",
	"maple", "thistle", "cobalt", "pepper", "walrus", "mosaic", "tundra", "ember", "falcon", "gravel"}

const hdqSyms = "!#$%&*+-=?@^_~."

func hdqPwWord() string {
	w := pick(hdqPwWords)
	switch rng.IntN(4) {
	case 0:
		w = strings.ToLower(w)
	case 1:
		w = strings.ToUpper(w[:1]) + strings.ToLower(w[1:2]) + w[2:]
	}
	suffix := fmt.Sprint(2019 + rng.IntN(8))
	if rng.IntN(2) == 0 {
		suffix = rnd(digits, 1+rng.IntN(3))
	}
	sym := string(hdqSyms[rng.IntN(len(hdqSyms))])
	switch rng.IntN(3) {
	case 0:
		return w + sym + suffix
	case 1:
		return w + suffix + sym
	}
	return string("!#$@*&"[rng.IntN(6)]) + w + suffix
}

func hdqPhrase() string {
	n := 2 + rng.IntN(3)
	sep := pick([]string{"-", ".", "_", "-", ""})
	parts := make([]string, n)
	for i := range parts {
		parts[i] = pick(hdqPhraseWords)
		if sep == "" {
			parts[i] = strings.ToUpper(parts[i][:1]) + parts[i][1:]
		}
	}
	p := strings.Join(parts, sep)
	if sep == "" || rng.IntN(3) > 0 {
		p += pick([]string{"-", "", "!", "_"}) + rnd(digits, 1+rng.IntN(2))
	}
	return p
}

func hdqStrong() string {
	n := 12 + rng.IntN(11)
	return rnd(alnum, 1) + rnd(alnum+hdqSyms+alnum, n-3) + rnd(digits, 1) + rnd(alnum, 1)
}

// hdqPw is a password of any of the kinds people use.
func hdqPw() string {
	switch rng.IntN(5) {
	case 0, 1:
		return hdqPwWord()
	case 2:
		return hdqPhrase()
	}
	return hdqStrong()
}

// hdqURLPw is a password safe to put inside a URL's user-info.
func hdqURLPw() string {
	n := 12 + rng.IntN(14)
	return rnd(alnum, 2) + rnd(alnum+"-_.~", n-4) + rnd(digits, 1) + rnd(alnum, 1)
}

func hdqPIN(n int) string { return rnd(digits[1:], 1) + rnd(digits, n-1) }

func hdqUUID() string {
	return rnd(hexs, 8) + "-" + rnd(hexs, 4) + "-4" + rnd(hexs, 3) + "-" + pick([]string{"8", "9", "a", "b"}) + rnd(hexs, 3) + "-" + rnd(hexs, 12)
}
