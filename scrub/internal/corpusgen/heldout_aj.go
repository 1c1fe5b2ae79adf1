package main

// heldout_aj*.go: a blind held-out part leaning towards gamers, streamers, modders and the
// people who run community servers. Written without reading the scrubber's rules.

import (
	"encoding/base64"
	"fmt"
	"strings"
)

type hajBuilder struct{ out []Sample }

func (b *hajBuilder) add(cat, format, text string, keep []string, secrets []string) {
	for _, s := range secrets {
		if s == "" || !strings.Contains(text, s) {
			panic(fmt.Sprintf("heldout-aj: secret %q not in text %q", s, text))
		}
	}
	for _, k := range keep {
		if !strings.Contains(text, k) {
			panic(fmt.Sprintf("heldout-aj: keep %q not in text %q", k, text))
		}
		for _, s := range secrets {
			if strings.Contains(k, s) || strings.Contains(s, k) {
				panic(fmt.Sprintf("heldout-aj: keep %q overlaps secret %q", k, s))
			}
		}
	}
	if secrets == nil {
		secrets = []string{}
	}
	b.out = append(b.out, Sample{Category: cat, Format: format, Text: text, Secrets: secrets, Keep: keep})
}

func (b *hajBuilder) sec(cat, format, text string, secrets ...string) {
	b.add(cat, format, text, nil, secrets)
}

func (b *hajBuilder) secKeep(cat, format, text string, keep []string, secrets ...string) {
	b.add(cat, format, text, keep, secrets)
}

func (b *hajBuilder) trap(cat, format, text string) {
	b.add(cat, format, text, nil, nil)
}

func heldoutAJ() []Sample {
	b := &hajBuilder{}
	hajDiscordTokens(b)
	hajLoginPairs(b)
	hajSplitKeys(b)
	hajKeyIDs(b)
	hajGamingServers(b)
	hajGamingStreams(b)
	hajGeneralCloud(b)
	hajGeneralProse(b)
	hajTrapsGaming(b)
	hajTrapsGaming2(b)
	hajTrapsGeneral(b)
	hajTrapsGeneral2(b)
	return b.out
}

// ---- random helpers -------------------------------------------------------------------

const (
	hajUpper  = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	hajLower  = "abcdefghijklmnopqrstuvwxyz"
	hajDigits = "0123456789"
	hajAlnum  = hajUpper + hajLower + hajDigits
	hajLowNum = hajLower + hajDigits
	hajB64U   = hajAlnum + "-_"
	hajB64    = hajAlnum + "+/"
	hajHex    = "0123456789abcdef"
	hajHexUp  = "0123456789ABCDEF"
	hajB32    = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
)

func hajR(set string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = set[rng.IntN(len(set))]
	}
	return string(b)
}

func hajP[T any](xs []T) T { return xs[rng.IntN(len(xs))] }

func hajN(lo, hi int) int { return lo + rng.IntN(hi-lo+1) }

func hajCoin() bool { return rng.IntN(2) == 0 }

// hajMixed returns n characters from set with at least one digit, one upper and one lower.
func hajMixed(n int) string {
	for {
		s := hajR(hajAlnum, n)
		if strings.ContainsAny(s, hajDigits) && strings.ContainsAny(s, hajUpper) && strings.ContainsAny(s, hajLower) {
			return s
		}
	}
}

func hajSnowflake() string {
	return fmt.Sprint(hajN(1, 9)) + hajR(hajDigits, hajN(16, 18))
}

func hajDiscordToken() string {
	id := hajSnowflake()
	return base64.RawURLEncoding.EncodeToString([]byte(id)) + "." + hajMixed(6) + "." + hajR(hajB64U, hajN(27, 38))
}

var hajWords = []string{
	"Creeper", "Diamond", "Enderman", "Nether", "Pickaxe", "Redstone", "Zelda", "Pikachu",
	"Kirby", "Ganon", "Dragon", "Phoenix", "Shadow", "Headshot", "Respawn", "Sniper", "Goblin",
	"Wither", "Blaze", "Ghast", "Raider", "Lootgoblin", "Speedrun", "Kappa", "Pog", "Yeet",
	"Frosty", "Pixel", "Turtle", "Mango", "Waffle", "Banshee", "Viking", "Sheriff", "Bazooka",
	"Moonlight", "Cactus", "Tornado", "Samurai", "Pancake", "Wumpus", "Sandvich", "Crowbar",
}

var hajSyms = []string{"!", "#", "$", "%", "&", "*", "?", "-", "_", ".", "@", "+", "="}

var hajSafeSyms = []string{"!", "*", "-", "_", "."}

// hajHumanPW is a password a person picked: words, digits, a symbol, some leet.
func hajHumanPW() string {
	w1, w2 := hajP(hajWords), hajP(hajWords)
	d := fmt.Sprint(hajN(1, 9999))
	switch rng.IntN(8) {
	case 0:
		return w1 + w2 + d + hajP(hajSyms)
	case 1:
		return "xX" + w1 + "Xx" + d
	case 2:
		return strings.ToLower(w1) + "_" + strings.ToLower(w2) + "_" + fmt.Sprint(hajN(1990, 2025))
	case 3:
		r := strings.NewReplacer("a", "4", "e", "3", "o", "0", "i", "1", "s", "$")
		return r.Replace(w1) + hajP(hajSyms) + w2 + d
	case 4:
		return w1 + hajP(hajSyms) + d + hajP(hajSyms) + strings.ToLower(w2)
	case 5:
		return strings.ToUpper(w1[:1]) + strings.ToLower(w1[1:]) + d + hajP(hajSyms) + hajP(hajSyms)
	case 6:
		return strings.ToLower(w1) + d + strings.ToUpper(w2)
	default:
		return w1 + "." + w2 + "." + d
	}
}

// hajSafePW avoids characters that break URLs and shell quoting.
func hajSafePW() string {
	if hajCoin() {
		return hajP(hajWords) + hajP(hajSafeSyms) + fmt.Sprint(hajN(10, 9999)) + strings.ToLower(hajP(hajWords))
	}
	return hajMixed(hajN(14, 22))
}

func hajRandPW() string {
	for {
		s := hajR(hajAlnum+"!#$%^&*-_", hajN(12, 20))
		if strings.ContainsAny(s, hajDigits) && strings.ContainsAny(s, hajLower) && strings.ContainsAny(s, hajUpper) {
			return s
		}
	}
}

func hajAnyPW() string {
	if rng.IntN(3) == 0 {
		return hajRandPW()
	}
	return hajHumanPW()
}

func hajIP() string {
	return fmt.Sprintf("%d.%d.%d.%d", hajP([]int{51, 95, 135, 144, 147, 185, 193, 5, 37, 45}), hajN(1, 254), hajN(0, 254), hajN(1, 254))
}

func hajUUID() string {
	return hajR(hajHex, 8) + "-" + hajR(hajHex, 4) + "-4" + hajR(hajHex, 3) + "-" + hajP([]string{"8", "9", "a", "b"}) + hajR(hajHex, 3) + "-" + hajR(hajHex, 12)
}

func hajSteamID64() string { return "7656119" + fmt.Sprint(hajN(7960265729, 9999999999)) }

func hajDate() string {
	return fmt.Sprintf("%d-%02d-%02d", hajN(2022, 2025), hajN(1, 12), hajN(1, 28))
}

func hajTS() string {
	return fmt.Sprintf("%sT%02d:%02d:%02dZ", hajDate(), hajN(0, 23), hajN(0, 59), hajN(0, 59))
}

func hajClock() string { return fmt.Sprintf("%02d:%02d:%02d", hajN(0, 23), hajN(0, 59), hajN(0, 59)) }

var hajHosts = []string{
	"mc.blockhaven.gg", "play.craftnation.net", "panel.frostbyte.host", "ts.clanwar.eu",
	"node2.pixelforge.io", "srv.lanpartyhq.de", "game.redlinegaming.com", "mumble.guildhall.org",
	"fivem.lossantosrp.city", "build.snailstudio.dev", "rust.wipeday.gg", "gmod.darkrp-zone.net",
}

var hajNames = []string{
	"Jess", "Marco", "Kenji", "Priya", "Tomasz", "Lea", "Dmitri", "Aisha", "Bruno", "Sofia",
	"Yuki", "Omar", "Hana", "Finn", "Carla", "Mateus", "Ines", "Noah",
}

var hajHandles = []string{
	"xXSlayerXx", "creeperqueen", "n00bmaster69", "ttv_frostbyte", "ModBot", "lagswitch",
	"DaddyDiamonds", "pixelpaws", "kenji_plays", "yeetlord", "rcon_ranger", "sweatyTryhard",
}

var hajOpen = []string{
	"", "", "yo ", "ok so ", "heads up: ", "lol ", "ngl ", "bruh ", "FYI ", "@here ", "hey guys ",
	"omg ", "pls ", "quick one - ", "for the mods: ", "OK FOUND IT ", "sry late, ",
}

var hajClose = []string{
	"", "", " 🙏", " lol", " dont leak it pls", " 😅", " 🔥🔥", " ty", " (rotate after the event)",
	" ok?", " !!!", " 💀", " gg", " <3", " thx", " kk",
}

func hajB64Std(s string) string { return base64.StdEncoding.EncodeToString([]byte(s)) }

func hajChat(s string) string { return hajP(hajOpen) + s + hajP(hajClose) }
