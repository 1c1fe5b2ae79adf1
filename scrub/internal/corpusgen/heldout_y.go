package main

// heldout_y*.go is a blind held-out part, written without reading the scrubber's rules or
// running it. Its lean: small businesses and customer support in many countries and scripts —
// shops, POS terminals, mail-hosting panels, accounting tools, local payment providers —
// with the secrets people paste into notes and chats there, and the ordinary text around
// them that must come back unchanged.

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// hyBag collects the samples of this part and checks each one as it is added.
type hyBag struct {
	out  []Sample
	seen map[string]bool
}

// dup reports whether a text was already added, so a template drawn twice is not repeated.
func (b *hyBag) dup(text string) bool {
	if b.seen == nil {
		b.seen = map[string]bool{}
	}
	if b.seen[text] {
		return true
	}
	b.seen[text] = true
	return false
}

func (b *hyBag) sec(cat, format, text string, secrets []string, keep ...string) {
	for _, s := range secrets {
		if s == "" || !strings.Contains(text, s) {
			panic(fmt.Sprintf("heldout-y: secret %q not in text %q", s, text))
		}
	}
	for _, k := range keep {
		if !strings.Contains(text, k) {
			panic(fmt.Sprintf("heldout-y: keep %q not in text %q", k, text))
		}
	}
	if b.dup(text) {
		return
	}
	b.out = append(b.out, Sample{Category: cat, Format: format, Text: text, Secrets: secrets, Keep: keep})
}

func (b *hyBag) trap(cat, format, text string) {
	if b.dup(text) {
		return
	}
	b.out = append(b.out, Sample{Category: cat, Format: format, Text: text, Secrets: []string{}})
}

func heldoutY() []Sample {
	b := &hyBag{}
	hyFour(b)
	hyProse(b)
	hyProseMore(b)
	hyVendors(b)
	hyConfig(b)
	hyShell(b)
	hyTrapsIDs(b)
	hyTrapsTalk(b)
	hyTrapsCode(b)
	return b.out
}

// ---- small helpers -------------------------------------------------------------------------

func hyR(set string, n int) string {
	out := make([]byte, n)
	for i := range out {
		out[i] = set[rng.IntN(len(set))]
	}
	return string(out)
}

func hyP[T any](xs ...T) T { return xs[rng.IntN(len(xs))] }

func hyN(lo, hi int) int { return lo + rng.IntN(hi-lo+1) }

func hyDigits(n int) string {
	s := hyR("123456789", 1) + hyR(digits, n-1)
	return s
}

const hyB64 = alnum + "+/"

// hyHuman is a password a person chose: a word, a number, a symbol, in many languages.
func hyHuman() string {
	w := hyP("Primavera", "Girasol", "Saudade", "Papillon", "Sonnenblume", "Tulpen", "Kocham",
		"Krakov", "Istanbul", "Moskva", "Kyiv", "Thalassa", "Yasmin", "Shalom", "Ganesha",
		"Padma", "Sawasdee", "HoaSen", "Merdeka", "Sakura", "Haneul", "Longjing", "Azulejo",
		"Bacalhau", "Fenerbahce", "Galata", "Zlatousta", "Vltava", "Mercado", "Tienda",
		"Boulanger", "Gelateria", "Apotheke", "Warung", "Kasse", "Tortilla", "Pierogi")
	n := hyP(fmt.Sprint(hyN(1, 99)), fmt.Sprint(hyN(1960, 2025)), fmt.Sprint(hyN(100, 9999)))
	s := hyP("!", "#", "@", "$", "*", "&", "?", ".", "_", "%")
	switch rng.IntN(6) {
	case 0:
		return w + n + s
	case 1:
		return w + s + n
	case 2:
		return strings.ToLower(w) + s + n
	case 3:
		return s + w + n
	case 4:
		return w + "_" + strings.ToUpper(hyR(lower, 2)) + n
	default:
		return strings.ToUpper(w[:1]) + strings.ToLower(w[1:]) + n + s + s
	}
}

// hyRandPass is a generated password from a manager or a panel.
func hyRandPass() string {
	for {
		p := hyR(alnum+"!#%&*+-=?@^_", hyN(12, 20))
		if strings.ContainsAny(p, digits) && strings.ContainsAny(p, upper) && strings.ContainsAny(p, lower) {
			return p
		}
	}
}

func hyPass() string {
	if rng.IntN(2) == 0 {
		return hyHuman()
	}
	return hyRandPass()
}

func hyUser() string {
	return hyP("admin", "administrador", "soporte", "caixa01", "kasse", "ventas", "gerente",
		"manager", "operador", "buchhaltung", "contabil", "magazyn", "kasiyer", "bukhgalter",
		"root", "tienda", "loja", "boutique", "shop", "info", "recepcao", "pos-terminal", "staff",
		"kassierer", "yonetici", "quanly", "pengurus", "tenchou")
}

func hySnowflake() string { return hyDigits(hyN(17, 19)) }

func hyDiscordBot() string {
	id := base64.RawStdEncoding.EncodeToString([]byte(hySnowflake()))
	return id + "." + hyR(b64url, 6) + "." + hyR(b64url, hyP(27, 38))
}

func hyHex(n int) string { return hyR(hexs, n) }

func hyUUID() string {
	return hyHex(8) + "-" + hyHex(4) + "-4" + hyHex(3) + "-" + hyP("8", "9", "a", "b") + hyHex(3) + "-" + hyHex(12)
}

func hyB64Of(s string) string { return base64.StdEncoding.EncodeToString([]byte(s)) }

func hyJWT() string {
	head := base64.RawURLEncoding.EncodeToString([]byte(hyP(`{"alg":"HS256","typ":"JWT"}`, `{"alg":"RS256","kid":"`+hyHex(16)+`","typ":"JWT"}`)))
	body := base64.RawURLEncoding.EncodeToString([]byte(fmt.Sprintf(`{"sub":"%s","shop":"%s","iat":%d,"exp":%d}`,
		hyDigits(6), hyP("loja-centro", "tienda-norte", "kiosk-7", "filiale-bonn"), 1700000000+rng.IntN(90000000), 1790000000+rng.IntN(9000000))))
	return head + "." + body + "." + hyR(b64url, 43)
}

func hyPEMBody(lines int) []string {
	var out []string
	out = append(out, "MII"+hyP("E", "J")+hyR(hyB64, 61))
	for i := 1; i < lines-1; i++ {
		out = append(out, hyR(hyB64, 64))
	}
	out = append(out, hyR(hyB64, hyN(20, 60))+hyP("=", "==", ""))
	return out
}

func hyAWSID() string  { return hyP("AKIA", "ASIA") + hyR("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16) }
func hyAWSKey() string { return hyR(hyB64, 40) }
func hyGHP() string    { return "ghp_" + hyR(alnum, 36) }
func hyGLPat() string  { return "glpat-" + hyR(b64url, 20) }
func hyTelegram() string {
	return fmt.Sprint(hyN(100000000, 8999999999)) + ":AA" + hyR(b64url, 33)
}
func hySlack() string {
	return hyP("xoxb-", "xoxp-") + hyDigits(hyP(10, 12)) + "-" + hyDigits(13) + "-" + hyR(alnum, 24)
}
func hyStripe() string { return hyP("sk_live_", "rk_live_") + hyR(alnum, hyP(24, 99)) }
func hyTOTP() string   { return hyR(b32, hyP(16, 32)) }

// hyVary puts an ordinary line of chat into one of many surroundings.
func hyVary(t string) string {
	switch rng.IntN(8) {
	case 0:
		return fmt.Sprintf("[%02d:%02d] %s: %s", hyN(7, 22), hyN(0, 59), hyP("Marta", "João", "Kemal", "Олена", "Yuki", "Minh", "Priya", "Dario", "Noa", "Agnieszka"), t)
	case 1:
		return "> " + t
	case 2:
		return t + hyP(" (ref #", " — ticket ", " [#") + fmt.Sprint(hyN(1000, 99999)) + hyP(")", "", "]")
	case 3:
		return hyP("Re: ", "Fwd: ", "RE: ", "TR: ", "WG: ") + t
	case 4:
		return "- " + t
	case 5:
		return t + "\n" + hyP("obrigado!", "gracias", "danke", "merci", "спасибо", "ありがとう", "teşekkürler", "dzięki")
	default:
		return t
	}
}

// hyVaryCode puts a code or config fragment under a comment or in a fence.
func hyVaryCode(t string) string {
	switch rng.IntN(5) {
	case 0:
		return hyP("# ", "// ", "-- ") + hyP("ajuste ", "cambio ", "Änderung ", "修正 ", "düzeltme ") + fmt.Sprintf("%02d/%02d", hyN(1, 28), hyN(1, 12)) + "\n" + t
	case 1:
		return "```\n" + t + "\n```"
	case 2:
		return hyP("veja:", "mira esto:", "schau mal:", "regarde :", "смотри:", "これ見て：") + "\n" + t
	default:
		return t
	}
}
