package scrub

import (
	"strings"
	"unicode"
)

// TOTP seeds: base32 secrets an authenticator app is set up with, labelled or bare.

// seedLabels name a TOTP seed before it.
var seedLabels = setOf(`key secret seed 2fa mfa totp otp authenticator chave clave klucz autenticador authentifikator authentificateur
	schlüssel clé chiave sleutel nyckel ключ`)

// seedScanIDs are the label words a seed follows.
var seedScanIDs = patternIDs([]string{"key", "secret", "seed", "2fa", "mfa", "totp", "otp", "authenticator", "chave", "clave",
	"klucz", "autenticador", "authentifikator", "authentificateur", "schlüssel", "clé", "chiave", "sleutel", "nyckel", "ключ"})

// spacedSeeds finds a base32 seed written in groups of four after a label on its line:
// four or more groups of exactly four base32 characters, with a digit among them, starting
// within 80 bytes after a label word on its line.
func spacedSeeds(text, lower string, h *hits) []Span {
	var out []Span
	last := 0
	for _, pos := range h.merged(seedScanIDs, nil) {
		// The seed follows its label closely: "2FA setup key (if the QR doesn't scan): …".
		from := max(int(pos), last)
		le := strings.IndexByte(text[from:], '\n')
		if le < 0 {
			le = len(text)
		} else {
			le += from
		}
		last = min(le, from+80)
		if strings.IndexAny(text[from:le], "234567") < 0 {
			continue // a seed holds a digit
		}
		for i := from; i < last; i++ {
			if text[i] != ' ' {
				continue
			}
			s := i + 1
			e, groups, digit := s, 0, false
			for e+4 <= le && isBase32Group(text[e:e+4]) && (e+4 == le || !isLetter(text[e+4]) && !isDigit(text[e+4])) {
				digit = digit || strings.ContainsAny(text[e:e+4], "234567")
				groups++
				e += 4
				if e+5 <= le && text[e] == ' ' && isBase32Group(text[e+1:e+5]) {
					e++
					continue
				}
				break
			}
			// Groups of hex digits only are a key's fingerprint (621A 1588 D73C …): a seed's
			// alphabet runs to Z.
			if groups < 4 || !digit || allHex(strings.ReplaceAll(text[s:e], " ", "")) ||
				!labelledSeed(lower[strings.LastIndexByte(text[:s], '\n')+1:s]) {
				continue
			}
			out = append(out, Span{Start: s, End: e, Rule: "totp-seed"})
			i = e
		}
	}
	return out
}

// bareSeeds finds TOTP seeds that no label announces: 32 base32 characters in one case, as an
// authenticator's setup screen prints them, or six or more groups of four apart by a blank
// (hds2 2oqb cdue 7rxk 3td7 75ul), a third of them letters and digits mixed. A seed's alphabet
// has no 0, 1, 8 or 9, which ids and hashes of 32 characters almost always hold (of 16, one
// request id in seven does not: those need a label, spacedSeeds); it must hold a digit and not
// be hex only.
func bareSeeds(text string) []Span {
	var out []Span
	// Every seed holds a digit from 2 to 7: go from such digit to digit, not byte by byte.
	for p := 0; p < len(text); p++ {
		if c := text[p]; c < '2' || c > '7' {
			continue
		}
		s, q := p, p
		for s > 0 && base32Bytes[text[s-1]] {
			s--
		}
		for q < len(text) && base32Bytes[text[q]] {
			q++
		}
		p = q
		if s > 0 && isWordByte(text[s-1]) || q < len(text) && isWordByte(text[q]) {
			continue // part of a longer word or token
		}
		switch q - s {
		case 32:
			if whole := text[s:q]; isBase32Group(whole) && seedLike(whole) {
				out = append(out, Span{Start: s, End: q, Rule: "totp-seed"})
			}
		case 4:
			// Groups of four apart by one blank, six or more: back to the first, then on.
			for s >= 5 && text[s-1] == ' ' && isBase32Group(text[s-5:s-1]) && (s == 5 || !isWordByte(text[s-6])) {
				s -= 5
			}
			groups, e := 0, s
			for e+4 <= len(text) && isBase32Group(text[e:e+4]) && (e+4 == len(text) || !isWordByte(text[e+4])) {
				groups++
				e += 4
				if e+5 <= len(text) && text[e] == ' ' {
					e++
					continue
				}
				break
			}
			v := strings.TrimRight(text[s:e], " ")
			if groups >= 6 && randomGroups(v) && seedLike(strings.ReplaceAll(v, " ", "")) {
				if len(out) == 0 || out[len(out)-1].Start != s {
					out = append(out, Span{Start: s, End: s + len(v), Rule: "totp-seed"})
				}
			}
			p = max(p, s+len(v))
		}
	}
	return out
}

// randomGroups: a third or more of the groups mix letters and digits, where words and numbers
// (test card 4242 4242 …) mix none.
func randomGroups(v string) bool {
	var n, mixed int
	for g := range strings.SplitSeq(v, " ") {
		n++
		if hasLetterAndDigit(g) {
			mixed++
		}
	}
	return 3*mixed >= n
}

// seedLike: base32 with a digit and five letters or more, not hex only.
func seedLike(v string) bool {
	var letters, digitsN int
	for i := 0; i < len(v); i++ {
		if isDigit(v[i]) {
			digitsN++
		} else {
			letters++
		}
	}
	return digitsN > 0 && letters >= 5 && !allHex(v) && !runsInOrder(v)
}

// runsInOrder: four characters in a row in the alphabet's order, as the alphabet itself is
// written (ABCDEFGHIJKLMNOPQRSTUVWXYZ234567), never a random seed.
func runsInOrder(v string) bool {
	n := 1
	for i := 1; i < len(v); i++ {
		if v[i] == v[i-1]+1 {
			n++
			if n >= 4 {
				return true
			}
		} else {
			n = 1
		}
	}
	return false
}

// base32Bytes: letters and 2 to 7, looked up (bareSeeds asks it of the bytes around a digit).
var base32Bytes = func() (t [256]bool) {
	for c := range 256 {
		t[c] = isLetter(byte(c)) || c >= '2' && c <= '7'
	}
	return t
}()

func isBase32Group(g string) bool {
	var lower, upper bool
	for i := 0; i < len(g); i++ {
		c := g[i]
		switch {
		case c >= 'a' && c <= 'z':
			lower = true
		case c >= 'A' && c <= 'Z':
			upper = true
		case c >= '2' && c <= '7':
		default:
			return false
		}
	}
	return !(lower && upper)
}

// labelledSeed: the line before the seed names one (setup key, 2FA secret, TOTP seed).
func labelledSeed(before string) bool {
	for _, w := range strings.FieldsFunc(before, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }) {
		if seedLabels[strings.ToLower(w)] {
			return true
		}
	}
	return false
}

// labelledSeeds finds a seed right after a word that names one on its line ("MFA seed for the
// shared login is UHCX…", pyotp.TOTP("BKOP…")), or on the next line when the label's line ends
// in a colon ("2FA setup key (can't scan the QR):" / "gs2w dxxo qaot jtjp"): 16 to 64 base32
// characters in one case, or four or more groups of four.
func labelledSeeds(text, lower string, h *hits) []Span {
	var out []Span
	last := 0
	for _, pos := range h.merged(seedWordIDs, nil) {
		from := max(int(pos), last)
		if from > int(pos) || !seedWordAt(lower, int(pos)) {
			continue
		}
		le := lineEnd(text, from)
		if strings.HasSuffix(strings.TrimRight(text[from:le], " \t\r"), ":") && le < len(text) {
			le = lineEnd(text, le+1)
		}
		last = le
		for p := from; p < le; {
			for p < le && !base32Bytes[text[p]] {
				p++
			}
			s := p
			for p < le && base32Bytes[text[p]] {
				p++
			}
			// Groups of four apart by one blank are one seed: gs2w dxxo qaot jtjp.
			for p-s >= 4 && p+5 <= le && text[p] == ' ' && isBase32Group(text[p+1:p+5]) &&
				(p+5 == le || !base32Bytes[text[p+5]]) && (p-s == 4 || text[p-5] == ' ') {
				p += 5
			}
			if sp, ok := seedAt(text, s, p); ok {
				out = append(out, sp)
			}
		}
	}
	return out
}

// seedAt vets the run [s, e) after a seed's label: one case of base32, no word around it.
func seedAt(text string, s, e int) (Span, bool) {
	if s > 0 && isWordByte(text[s-1]) || e < len(text) && (isWordByte(text[e]) || text[e] == '-') {
		return Span{}, false
	}
	v := text[s:e]
	if strings.IndexByte(v, ' ') > 0 {
		groups := strings.Split(v, " ")
		for _, g := range groups {
			if len(g) != 4 || !isBase32Group(g) {
				return Span{}, false
			}
		}
		joined := strings.Join(groups, "")
		return Span{Start: s, End: e, Rule: "totp-seed"}, len(groups) >= 4 && strings.ContainsAny(joined, "234567") && !allHex(joined) && !runsInOrder(joined)
	}
	if len(v) < 16 || len(v) > 64 || !isBase32Group(v) || runsInOrder(v) || allHex(v) {
		return Span{}, false
	}
	// Without a digit only upper case letters that change often read as a seed, not a word.
	ok := seedLike(v) || !strings.ContainsAny(v, "234567") && strings.ToUpper(v) == v && !commonWords[strings.ToLower(v)]
	return Span{Start: s, End: e, Rule: "totp-seed"}, ok
}

// seedWordIDs are the words that name a seed on their own; "key" and "secret" only as a
// setup key or in a line that says 2FA.
var seedWordIDs = patternIDs([]string{"seed", "2fa", "mfa", "totp", "setup key", "authenticator", "the qr", "qr code"})

// seedWordAt: the word at i is a label, not part of a longer word ("seedling", "seeded").
func seedWordAt(lower string, i int) bool {
	for _, w := range []string{"seeds", "seed", "2fa", "mfa", "totp", "setup key", "authenticator", "the qr", "qr code"} {
		if strings.HasPrefix(lower[i:], w) {
			e := i + len(w)
			return e == len(lower) || !isLetter(lower[e]) && !isDigit(lower[e])
		}
	}
	return false
}
