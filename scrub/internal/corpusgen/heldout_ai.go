package main

// heldout-ai: a blind part written without reading the scrubber's rules or running it. It leans
// towards finance, fintech and crypto developers and accountants: exchange keys, trading bots,
// wallet seeds, payment and banking integrations, bookkeeping tools and tax portals, and traps
// made of transaction hashes, wallet addresses, IBANs, ISINs and the like.

import (
	"fmt"
	"strings"
)

// haiGen is one generator of samples and how many samples to draw from it.
type haiGen struct {
	n int
	f func() Sample
}

func heldoutAI() []Sample {
	var gens []haiGen
	gens = append(gens, haiFourGens()...)
	gens = append(gens, haiFinGens()...)
	gens = append(gens, haiFin2Gens()...)
	gens = append(gens, haiMiscGens()...)
	gens = append(gens, haiTrapGens()...)
	gens = append(gens, haiTrap2Gens()...)
	var out []Sample
	seen := map[string]bool{}
	for _, g := range gens {
		for i := 0; i < g.n; i++ {
			s := g.f()
			for tries := 0; seen[s.Text] && tries < 20; tries++ {
				s = g.f()
			}
			if seen[s.Text] {
				continue
			}
			seen[s.Text] = true
			out = append(out, s)
		}
	}
	return out
}

const (
	haiB58  = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
	haiB64  = alnum + "+/"
	haiSym  = "!#%&*-_=+?.@^~"
	haiURLs = alnum + "-_.~"
	haiHexU = "0123456789ABCDEF"
)

func haiR(set string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = set[rng.IntN(len(set))]
	}
	return string(b)
}

func haiP(xs ...string) string { return xs[rng.IntN(len(xs))] }

func haiN(lo, hi int) int { return lo + rng.IntN(hi-lo+1) }

// haiSec builds a sample with secrets; every secret must be a substring of the text.
func haiSec(cat, format, text string, secrets ...string) Sample {
	for _, s := range secrets {
		if s == "" || !strings.Contains(text, s) {
			panic(fmt.Sprintf("heldout-ai: secret %q not in %s text %q", s, cat, text))
		}
	}
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets}
}

// haiKeep adds substrings that must survive next to the secrets.
func haiKeep(s Sample, keep ...string) Sample {
	for _, k := range keep {
		if !strings.Contains(s.Text, k) {
			panic(fmt.Sprintf("heldout-ai: keep %q not in text %q", k, s.Text))
		}
		for _, sec := range s.Secrets {
			if strings.Contains(k, sec) || strings.Contains(sec, k) {
				panic(fmt.Sprintf("heldout-ai: keep %q overlaps secret %q", k, sec))
			}
		}
	}
	s.Keep = append(s.Keep, keep...)
	return s
}

func haiTrap(cat, format, text string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: []string{}}
}

var haiNames = []string{"Anna", "Jonas", "Priya", "Mateo", "Yuki", "Olu", "Fatima", "Lars", "Chloé", "Dmitri",
	"Sofia", "Kenji", "Aisha", "Tomasz", "Lucía", "Ravi", "Ingrid", "Wei", "Noah", "Zeynep", "Marek", "Elif"}

var haiCompanies = []string{"Kontor Treuhand", "Bluefin Capital", "Northwind Ledger", "Alpenblick GmbH",
	"Quanta Pay", "Harbor & Finch LLP", "Satori Labs", "Meridian Fund Services", "Lumen Invest", "Ostsee Steuerberatung"}

var haiHosts = []string{"ledger-db01", "recon.internal", "pg-treasury.prod", "sftp.bankfeed.local", "bot-vps-fra1",
	"erp-sql02", "mt5-bridge", "node.eth-mainnet.lan", "fin-reports.corp", "kraken-bot.home"}

var haiUsers = []string{"admin", "root", "treasury", "svc_recon", "buchhaltung", "ops", "trader", "j.meyer",
	"finance-bot", "sa", "postgres", "reporting", "ubuntu", "pi", "accounting"}

var haiWords = []string{"Sunflower", "kraken", "Bitcoin", "Mausi", "Ledger", "Tiramisu", "Falcon", "bluebird",
	"Cheddar", "Marmelade", "Zaragoza", "Hamster", "Gotham", "Pumpkin", "Satoshi", "Lambo", "Dolomiti",
	"Pelikan", "Wombat", "Orchid", "Bilanz", "moonshot", "Hodl", "Steuer", "Cappuccino", "Tulipan", "Jaguar",
	"Kaffeebohne", "Nebraska", "Quokka", "soleil", "Barcelona", "dividend", "Pinguin", "Mango", "Ravioli"}

// haiHumanPW returns a password a person would pick: words, digits and symbols.
func haiHumanPW() string {
	w := haiWords[rng.IntN(len(haiWords))]
	w2 := haiWords[rng.IntN(len(haiWords))]
	sym := string(haiSym[rng.IntN(7)])
	switch rng.IntN(6) {
	case 0:
		return w + sym + fmt.Sprint(haiN(1970, 2025))
	case 1:
		return strings.ToLower(w) + fmt.Sprint(haiN(10, 999)) + sym
	case 2:
		r := strings.NewReplacer("a", "4", "e", "3", "o", "0", "i", "1", "s", "$")
		return r.Replace(w) + fmt.Sprint(haiN(1, 99)) + "!"
	case 3:
		return w + sym + w2 + fmt.Sprint(haiN(1, 9))
	case 4:
		return strings.ToUpper(w[:1]) + strings.ToLower(w[1:]) + "_" + fmt.Sprint(haiN(100, 9999)) + sym
	default:
		return fmt.Sprint(haiN(1, 99)) + w + sym + strings.ToLower(w2)
	}
}

// haiRandPW returns a generated password from a password manager.
func haiRandPW() string {
	return haiR(upper, 1) + haiR(alnum+haiSym, haiN(10, 20)) + haiR(digits, 1) + haiR("!#%&*", 1)
}

// haiPW mixes human and generated passwords.
func haiPW() string {
	if rng.IntN(2) == 0 {
		return haiHumanPW()
	}
	return haiRandPW()
}

// haiURLPW is a password that can sit in a URL without escaping.
func haiURLPW() string {
	if rng.IntN(2) == 0 {
		return haiWords[rng.IntN(len(haiWords))] + haiR(digits, haiN(2, 4)) + haiR("-_.", 1) + haiR(lower, 3)
	}
	return haiR(haiURLs, haiN(14, 26))
}

func haiHex(n int) string { return haiR(hexs, n) }

func haiUUID() string {
	return haiHex(8) + "-" + haiHex(4) + "-4" + haiHex(3) + "-" + haiP("8", "9", "a", "b") + haiHex(3) + "-" + haiHex(12)
}

func haiName() string { return haiNames[rng.IntN(len(haiNames))] }
func haiHost() string { return haiHosts[rng.IntN(len(haiHosts))] }
func haiUser() string { return haiUsers[rng.IntN(len(haiUsers))] }
func haiCo() string   { return haiCompanies[rng.IntN(len(haiCompanies))] }

func haiDate() string {
	return fmt.Sprintf("2025-%02d-%02d", haiN(1, 12), haiN(1, 28))
}

func haiTime() string {
	return fmt.Sprintf("%02d:%02d:%02d", haiN(0, 23), haiN(0, 59), haiN(0, 59))
}

// haiPEMBody returns base64 lines of a private key body, 64 characters a line.
func haiPEMBody(lines int) string {
	var b strings.Builder
	for i := 0; i < lines; i++ {
		if i > 0 {
			b.WriteString("\n")
		}
		if i == lines-1 {
			b.WriteString(haiR(haiB64, haiN(20, 60)) + "=")
		} else {
			b.WriteString(haiR(haiB64, 64))
		}
	}
	return b.String()
}

// haiBIP39 holds real BIP39 English words (a subset of the list).
var haiBIP39 = strings.Fields(`abandon ability able about above absent absorb abstract absurd abuse access
accident account accuse achieve acid acoustic acquire across act action actor actress actual adapt add
addict address adjust admit adult advance advice aerobic affair afford afraid again age agent agree ahead
aim air airport aisle alarm album alcohol alert alien all alley allow almost alone alpha already also
alter always amateur amazing among amount amused analyst anchor ancient anger angle angry animal ankle
announce annual another answer antenna antique anxiety any apart apology appear apple approve april arch
arctic area arena argue arm armed armor army around arrange arrest arrive arrow art artefact artist
artwork ask aspect assault asset assist assume asthma athlete atom attack attend attitude attract auction
audit august aunt author auto autumn average avocado avoid awake aware away awesome awful awkward axis
baby bachelor bacon badge bag balance balcony ball bamboo banana banner bar barely bargain barrel base
basic basket battle beach bean beauty because become beef before begin behave behind believe below belt
bench benefit best betray better between beyond bicycle bid bike bind biology bird birth bitter black
blade blame blanket blast bleak bless blind blood blossom blouse blue blur blush board boat body boil
bomb bone bonus book boost border boring borrow boss bottom bounce box boy bracket brain brand brass
brave bread breeze brick bridge brief bright bring brisk broccoli broken bronze broom brother brown
brush bubble buddy budget buffalo build bulb bulk bullet bundle bunker burden burger burst bus business
busy butter buyer buzz cabbage cabin cable cactus cage cake call calm camera camp can canal cancel candy
cannon canoe canvas canyon capable capital captain car carbon card cargo carpet carry cart case cash
casino castle casual cat catalog catch category cattle caught cause caution cave ceiling celery cement
census century cereal certain chair chalk champion change chaos chapter charge chase chat cheap check
cheese chef cherry chest chicken chief child chimney choice choose chronic chuckle chunk churn cigar
cinnamon circle citizen city civil claim clap clarify claw clay clean clerk clever click client cliff
climb clinic clip clock clog close cloth cloud clown club clump cluster clutch coach coast coconut code
coffee coil coin collect color column combine come comfort comic common company concert conduct confirm
congress connect consider control convince cook cool copper copy coral core corn correct cost cotton
couch country couple course cousin cover coyote crack cradle craft cram crane crash crater crawl crazy
cream credit creek crew cricket crime crisp critic crop cross crouch crowd crucial cruel cruise crumble
crunch crush cry crystal cube culture cup cupboard curious current curtain curve cushion custom cute
cycle wisdom witness wolf woman wonder wood wool word work world worry worth wrap wreck wrestle wrist
write wrong yard year yellow you young youth zebra zero zone zoo`)

func haiMnemonic(n int) string {
	w := make([]string, n)
	for i := range w {
		w[i] = haiBIP39[rng.IntN(len(haiBIP39))]
	}
	return strings.Join(w, " ")
}

func haiEthAddr() string { return "0x" + haiR("0123456789abcdefABCDEF", 40) }

// haiWIF returns a private key in wallet import format (uncompressed 5..., compressed K/L...).
func haiWIF() string {
	if rng.IntN(3) == 0 {
		return "5" + haiP("H", "J", "K") + haiR(haiB58, 49)
	}
	return haiP("K", "L") + haiR(haiB58, 51)
}
