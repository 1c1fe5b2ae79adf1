package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

var hbpFirst = []string{"Marta", "Jonas", "Priya", "Kenji", "Lea", "Tomasz", "Aiko", "Diego", "Sven",
	"Chloé", "Nia", "Oskar", "Ravi", "Bea", "Mateo", "Yuki", "Femi", "Ingrid", "Luca", "Sasha", "Hamid", "Noor"}

var hbpHandles = []string{"pixelwitch", "rollbackrob", "cozyfrog_tv", "nightowlplays", "kaijuKat",
	"speedy_sam", "manaburn", "lowpolylena", "grindhouse_g", "retroRaccoon", "tiltproof", "moonjumpr",
	"bitcrushd", "hexenhaus", "quietquokka", "frame_perfect"}

var hbpStudios = []string{"Bramble Forge", "Tinfoil Owl Games", "Northkite Studio", "Lumen & Loam",
	"Quiet Harbor Interactive", "Saltpine", "Hollow Crown Games", "Paper Moth", "Dusk Lantern", "Ironfern Works"}

var hbpGames = []string{"Hollowmere", "Skyrail Tactics", "Mossheart", "Neon Drift 2", "Lantern Keep",
	"Duck Tales of Yore", "Cinderfall", "Outpost Zero", "Tidecaller", "Gloomberry Farm"}

var hbpWords = []string{"dragon", "pixel", "goblin", "lantern", "cobalt", "falcon", "raccoon", "waffle",
	"meteor", "thistle", "ember", "nebula", "walrus", "cactus", "biscuit", "quartz", "otter", "saturn",
	"mango", "glacier", "pepper", "harbor", "tundra", "violet", "rocket", "badger", "crimson", "zephyr"}

var hbpPlaces = []string{"Lisboa", "Krakow", "Osaka", "Tromso", "Valencia", "Montreal", "Bergen", "Quito",
	"Leipzig", "Dublin", "Seoul", "Porto", "Malmo", "Cusco"}

var hbpDomains = []string{"brambleforge.gg", "tinfoilowl.com", "northkite.io", "saltpine.games",
	"papermoth.dev", "dusklantern.net", "ironfern.studio", "hollowcrown.gg"}

func hbpCap(s string) string { return strings.ToUpper(s[:1]) + s[1:] }

func hbpNum(lo, hi int) int { return lo + rng.IntN(hi-lo+1) }

func hbpDigits(n int) string {
	return string("123456789"[rng.IntN(9)]) + rnd(digits, n-1)
}

// hbpPw returns a password of the kind people invent or generate.
func hbpPw() string {
	sym := "#!@$%&*.?+"
	switch rng.IntN(7) {
	case 0:
		return pick(hbpPlaces) + string(sym[rng.IntN(len(sym))]) + fmt.Sprint(hbpNum(1990, 2026))
	case 1:
		sep := pick([]string{"-", "_", ".", "-"})
		return pick(hbpWords) + sep + pick(hbpWords) + sep + fmt.Sprint(hbpNum(1, 99))
	case 2:
		return rnd(alnum, hbpNum(4, 7)) + string(sym[rng.IntN(len(sym))]) + rnd(alnum, hbpNum(5, 11))
	case 3:
		w := pick(hbpWords)
		r := strings.NewReplacer("a", "4", "e", "3", "o", "0", "i", "1", "s", "$")
		return hbpCap(r.Replace(w)) + rnd(digits, 2) + string(sym[rng.IntN(len(sym))])
	case 4:
		return pick(hbpWords) + fmt.Sprint(hbpNum(10, 999)) + hbpCap(pick(hbpWords))
	case 5:
		return hbpCap(pick(hbpWords)) + hbpCap(pick(hbpWords)) + string(sym[rng.IntN(len(sym))]) + rnd(digits, hbpNum(1, 4))
	default:
		return rnd(lower+digits, 4) + "-" + rnd(upper+digits, 4) + "-" + rnd(alnum, 4)
	}
}

// hbpGenPw is a machine-generated password (password manager style).
func hbpGenPw() string {
	set := alnum + "!#%^*()-_=+"
	for {
		p := rnd(set, hbpNum(16, 28))
		if strings.ContainsAny(p, digits) && strings.ContainsAny(p, upper) {
			return p
		}
	}
}

func hbpUser() string {
	switch rng.IntN(4) {
	case 0:
		return strings.ToLower(pick(hbpFirst[:8])) + fmt.Sprint(hbpNum(1, 9))
	case 1:
		return pick([]string{"qa_tester", "qa-bot", "playtest", "tester"}) + fmt.Sprint(hbpNum(1, 40))
	case 2:
		return pick(hbpHandles)
	default:
		return pick([]string{"build", "ci-build", "buildbot", "steam_upload", "deploy"}) + pick([]string{"", "_ci", "01", "-svc"})
	}
}

func hbpEmail() string {
	n := strings.ToLower(pick([]string{"marta", "jonas", "priya", "kenji", "lea", "tomasz", "aiko", "diego", "sven", "nia", "oskar"}))
	return n + pick([]string{"", ".", "_"}) + pick([]string{"qa", "dev", "audio", "art", "ops", "vo"}) + "@" + pick(hbpDomains)
}

func hbpUUID() string {
	return rnd(hexs, 8) + "-" + rnd(hexs, 4) + "-4" + rnd(hexs, 3) + "-" + string("89ab"[rng.IntN(4)]) + rnd(hexs, 3) + "-" + rnd(hexs, 12)
}

func hbpDate() string {
	return fmt.Sprintf("2025-%02d-%02d", hbpNum(1, 12), hbpNum(1, 28))
}

func hbpTime() string { return fmt.Sprintf("%02d:%02d", hbpNum(8, 23), hbpNum(0, 59)) }

// hbpJWT builds a JWT with a plausible payload and random signature.
func hbpJWT(payload string) string {
	enc := base64.RawURLEncoding
	h := enc.EncodeToString([]byte(`{"alg":"HS256","typ":"JWT"}`))
	p := enc.EncodeToString([]byte(payload))
	return h + "." + p + "." + rnd(b64url, 43)
}

// hbpSnowflake is a Discord-style numeric id.
func hbpSnowflake() string { return "1" + rnd(digits, hbpNum(17, 18)) }

// hbpDiscordToken builds a bot token: base64 of the bot id, a timestamp part, an HMAC part.
func hbpDiscordToken() string {
	id := pick([]string{"1", "1", "1", "4", "5", "6", "7", "8", "9"}) + rnd(digits, hbpNum(16, 18))
	first := base64.RawURLEncoding.EncodeToString([]byte(id))
	return first + "." + rnd(b64url, 6) + "." + rnd(b64url, hbpNum(27, 38))
}

func hbpTwitchKey() string { return "live_" + hbpDigits(9) + "_" + rnd(alnum, 30) }

func hbpYTKey() string {
	s := lower + digits
	return rnd(s, 4) + "-" + rnd(s, 4) + "-" + rnd(s, 4) + "-" + rnd(s, 4) + "-" + rnd(s, 4)
}

func hbpKickKey() string { return "sk_us-west-2_" + rnd(alnum, 12) }

func hbpHexU(n int) string { return strings.ToUpper(rnd(hexs, n)) }

func hbpSteamID() string { return "7656119" + rnd(digits, 10) }

func hbpWifi() string {
	switch rng.IntN(3) {
	case 0:
		return pick(hbpWords) + pick(hbpWords) + fmt.Sprint(hbpNum(100, 9999))
	case 1:
		return hbpPw()
	default:
		return rnd(alnum, hbpNum(10, 16))
	}
}

func hbpCode(n int) string { return hbpDigits(n) }
