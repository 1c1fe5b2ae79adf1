package main

// heldout_aw*.go: a blind held-out part about agriculture and food production (farm-management
// software, irrigation and greenhouse controllers, dairy robots, silo PLCs, drone mapping,
// weather stations, cooperatives and subsidy portals, cold chain and food-safety audits).
// Written without reading the scrubber's rules or any other part.

import (
	"encoding/base64"
	"fmt"
	"strings"
)

type hawGen struct {
	n int
	f func() Sample
}

func heldoutAW() []Sample {
	var gens []hawGen
	gens = append(gens, hawFourGens()...)
	gens = append(gens, hawProseGens()...)
	gens = append(gens, hawConfigGens()...)
	gens = append(gens, hawCodeGens()...)
	gens = append(gens, hawTrapGens()...)
	gens = append(gens, hawTrapGens2()...)
	var out []Sample
	for _, g := range gens {
		for i := 0; i < g.n; i++ {
			out = append(out, g.f())
		}
	}
	return out
}

func hawRnd(set string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = set[rng.IntN(len(set))]
	}
	return string(b)
}

func hawPick(xs ...string) string { return xs[rng.IntN(len(xs))] }

func hawOne[T any](xs []T) T { return xs[rng.IntN(len(xs))] }

func hawIn(lo, hi int) int { return lo + rng.IntN(hi-lo+1) }

func hawHex(n int) string { return hawRnd(hexs, n) }

func hawNum(n int) string { return fmt.Sprint(1+rng.IntN(9)) + hawRnd(digits, n-1) }

// hawS builds a sample and panics when a secret is not an exact substring of the text.
func hawS(cat, format, text string, secrets ...string) Sample {
	for _, s := range secrets {
		if s == "" || !strings.Contains(text, s) {
			panic(fmt.Sprintf("heldout-aw %s/%s: secret %q not in text %q", cat, format, s, text))
		}
	}
	if secrets == nil {
		secrets = []string{}
	}
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets}
}

// hawK adds substrings that must survive next to the secrets.
func hawK(s Sample, keep ...string) Sample {
	for _, k := range keep {
		if !strings.Contains(s.Text, k) {
			panic(fmt.Sprintf("heldout-aw keep %q not in %q", k, s.Text))
		}
		for _, sec := range s.Secrets {
			if strings.Contains(k, sec) || strings.Contains(sec, k) {
				panic(fmt.Sprintf("heldout-aw keep %q overlaps secret %q", k, sec))
			}
		}
	}
	s.Keep = append(s.Keep, keep...)
	return s
}

func hawT(cat, format, text string) Sample { return hawS(cat, format, text) }

// ---- pools ----

var hawFarms = []string{"Hof Brinkmann", "Ferme des Trois Chênes", "Granja La Esperanza", "Fazenda Boa Vista",
	"Melkveebedrijf De Vries", "Gospodarstwo Nowak", "Greenacres Dairy", "Riverside Orchards", "Azienda Agricola Rossi",
	"Sunnyvale Poultry", "Kibbutz Ein Harod greenhouses", "Tamarack Grain Co-op", "Hofgut Sonnenberg", "Okafor Cassava Farm",
	"Wairarapa Hill Station", "Mühle & Silo Jensen", "Valle Verde Berries", "Prairie Wind Cattle"}

var hawPeople = []string{"Jan", "Marieke", "Klaus", "Sabine", "Pierre", "Amélie", "Carlos", "Lucía", "João", "Ana", "Piotr",
	"Kasia", "Tom", "Emma", "Ravi", "Priya", "Chidi", "Ngozi", "Aroha", "Mehmet", "Ayşe", "Giulia", "Luca", "Sven", "Ingrid"}

var hawCrops = []string{"winter wheat", "maize", "sugar beet", "rapeseed", "barley", "soybeans", "potatoes", "sunflowers",
	"tomatoes", "strawberries", "alfalfa", "oats", "cassava", "rice", "apples"}

var hawSystems = []string{"John Deere Operations Center", "Climate FieldView", "the Priva greenhouse controller",
	"the Lely Horizon herd app", "DeLaval DelPro", "the grain dryer PLC", "the silo level monitor", "DroneDeploy",
	"Pix4Dfields", "the Davis WeatherLink station", "the co-op member portal", "the subsidy portal", "the cold-chain logger cloud",
	"the Hortimax climate computer", "the Netafim irrigation controller", "the SafetyCulture audit app", "Agworld",
	"xarvio FIELD MANAGER", "the Trimble Ag portal", "the feed mixer wagon scale", "365FarmNet", "the milk tank monitor"}

var hawHosts = []string{"farm-nas.local", "192.168.1.20", "10.0.40.7", "silo-plc.hof.lan", "gh-controller.local",
	"dryer01.coop.internal", "172.16.5.12", "herd-db.agri.internal", "weather.farm.lan", "192.168.178.33"}

var hawUsers = []string{"admin", "farmadmin", "operator", "jan.devries", "klaus.b", "agronomo", "ops@greenacres.farm",
	"service", "fieldview_sync", "root", "installer", "tecnico", "melker", "hofbuero", "silo", "user1", "pi"}

func hawFarm() string   { return hawOne(hawFarms) }
func hawPerson() string { return hawOne(hawPeople) }
func hawCrop() string   { return hawOne(hawCrops) }
func hawSys() string    { return hawOne(hawSystems) }
func hawHost() string   { return hawOne(hawHosts) }
func hawUser() string   { return hawOne(hawUsers) }
func hawDate() string {
	return fmt.Sprintf("2024-%02d-%02d", hawIn(1, 12), hawIn(1, 28))
}
func hawTime() string { return fmt.Sprintf("%02d:%02d:%02d", hawIn(0, 23), hawIn(0, 59), hawIn(0, 59)) }

// ---- secret values ----

var hawPwWords = []string{"Tractor", "Kuhstall", "Holstein", "Maisfeld", "Weizen", "Harvest", "Combine", "Barley",
	"Sunflower", "Jersey", "Fendt", "Claas", "Rapeseed", "Olivo", "Vaca", "Trigo", "Moisson", "Boerderij", "Gerste",
	"Silo", "Greenhouse", "Tomate", "Kartoffel", "Heifer", "Bauernhof", "Granja", "Milka", "Dairy", "Fazenda", "Ciągnik"}

func hawHumanPw() string {
	w := hawOne(hawPwWords)
	w2 := hawOne(hawPwWords)
	y := fmt.Sprint(hawIn(1975, 2025))
	sym := hawPick("!", "#", "@", "$", "%", "&", "*", "?", "+")
	switch rng.IntN(7) {
	case 0:
		return w + y + sym
	case 1:
		return w + sym + hawRnd(digits, hawIn(2, 4))
	case 2:
		return strings.ToLower(w) + hawRnd(digits, 2) + strings.ToLower(w2)
	case 3:
		r := strings.NewReplacer("o", "0", "e", "3", "a", "@", "i", "1")
		return r.Replace(w) + hawRnd(digits, 2) + sym
	case 4:
		return w + "-" + w2 + "-" + hawRnd(digits, 2)
	case 5:
		return strings.ToLower(w) + "." + strings.ToLower(w2) + sym + hawRnd(digits, 1)
	default:
		return w + "_" + y[2:] + sym + sym
	}
}

func hawRandPw() string {
	n := hawIn(12, 20)
	p := hawRnd(alnum, n-2)
	return p[:3] + hawPick("!", "#", "%", "*", "-", "_", "@", "?") + p[3:] + hawRnd(digits, 1)
}

func hawPw() string {
	if rng.IntN(2) == 0 {
		return hawHumanPw()
	}
	return hawRandPw()
}

func hawDiscordTok() string {
	id := hawNum(hawIn(17, 19))
	return base64.RawStdEncoding.EncodeToString([]byte(id)) + "." + hawRnd(b64url, 6) + "." + hawRnd(b64url, hawPick2(27, 38))
}

func hawPick2(a, b int) int {
	if rng.IntN(2) == 0 {
		return a
	}
	return b
}

func hawAWSID() string     { return hawPick("AKIA", "ASIA") + hawRnd(upper+"234567", 16) }
func hawAWSSecret() string { return hawRnd(alnum+"+/", 40) }
func hawGhp() string       { return "ghp_" + hawRnd(alnum, 36) }
func hawGhFine() string    { return "github_pat_11" + hawRnd(upper+digits, 20) + "_" + hawRnd(alnum, 59) }
func hawGlpat() string     { return "glpat-" + hawRnd(b64url, 20) }
func hawSlackBot() string {
	return "xoxb-" + hawNum(12) + "-" + hawNum(13) + "-" + hawRnd(alnum, 24)
}
func hawSlackHook() (string, string) {
	tok := hawRnd(alnum, 24)
	return "https://hooks.slack.com/services/T" + hawRnd(upper+digits, 8) + "/B" + hawRnd(upper+digits, 10) + "/" + tok, tok
}
func hawTelegram() string { return hawNum(10) + ":AA" + hawRnd(b64url, 33) }
func hawDiscordHook() (string, string) {
	tok := hawRnd(b64url, 68)
	return "https://discord.com/api/webhooks/" + hawNum(19) + "/" + tok, tok
}
func hawStripe() string   { return hawPick("sk_live_", "rk_live_") + "51" + hawRnd(alnum, 97) }
func hawGAPI() string     { return "AIza" + hawRnd(b64url, 35) }
func hawAzureKey() string { return hawRnd(alnum+"+/", 86) + "==" }
func hawAzureSecret() string {
	return hawRnd(alnum, 3) + fmt.Sprint(rng.IntN(10)) + "Q~" + hawRnd(alnum+"_-.", 34)
}
func hawSendgrid() string { return "SG." + hawRnd(b64url, 22) + "." + hawRnd(b64url, 43) }
func hawOpenAI() string {
	return "sk-proj-" + hawRnd(b64url, 48) + "T3BlbkFJ" + hawRnd(b64url, 48)
}
func hawAnthropic() string { return "sk-ant-api03-" + hawRnd(b64url, 93) + "AA" }
func hawHF() string        { return "hf_" + hawRnd(alnum, 34) }
func hawNpm() string       { return "npm_" + hawRnd(alnum, 36) }
func hawB32(n int) string  { return hawRnd(b32, n) }
func hawJWT() string {
	hdr := base64.RawURLEncoding.EncodeToString([]byte(`{"alg":"HS256","typ":"JWT"}`))
	body := fmt.Sprintf(`{"sub":"%s","farm_id":%d,"role":"%s","iat":%d,"exp":%d}`, hawUser(), hawIn(1000, 99999),
		hawPick("agronomist", "operator", "owner", "contractor"), 1718000000+rng.IntN(9000000), 1728000000+rng.IntN(9000000))
	return hdr + "." + base64.RawURLEncoding.EncodeToString([]byte(body)) + "." + hawRnd(b64url, 43)
}

// hawPEM returns a PEM private key block and two of its body lines.
func hawPEM(kind string) (string, []string) {
	var lines []string
	n := hawIn(6, 12)
	for i := 0; i < n; i++ {
		lines = append(lines, hawRnd(alnum+"+/", 64))
	}
	lines = append(lines, hawRnd(alnum+"+/", hawIn(20, 60))+"==")
	if kind == "OPENSSH PRIVATE KEY" {
		lines[0] = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW"
	}
	block := "-----BEGIN " + kind + "-----\n" + strings.Join(lines, "\n") + "\n-----END " + kind + "-----"
	return block, []string{lines[1], lines[len(lines)-2]}
}
