package scrub

import (
	"strings"
)

// Second factors: the recovery codes a service prints once, and a TOTP seed typed in groups.
//
//	GitHub recovery codes:                   2FA setup key (if the QR doesn't scan):
//	uyy6z-457ir                              iifs 2rpo n2xf syfk
//	pslwg-aw0cl

// codeLabels announce recovery codes.
var codeLabels = patternIDs([]string{"recovery code", "backup code", "scratch code", "emergency code", "recovery key",
	"single-use code", "one-time code"})

// recoveryCodes redacts the codes on the label's line after its colon and on the lines after
// it, until a line holds anything but codes.
func recoveryCodes(text string, h *hits) []Span {
	var out []Span
	last := -1
	for _, pos := range h.merged(codeLabels, nil) {
		i := int(pos)
		if i < last {
			continue
		}
		le := strings.IndexByte(text[i:], '\n')
		if le < 0 {
			le = len(text)
		} else {
			le += i
		}
		last = le
		// Codes on the label's own line, after its colon.
		if c := strings.IndexByte(text[i:le], ':'); c >= 0 {
			if sp, ok := codeLine(text, i+c+1, le); ok {
				out = append(out, sp...)
			}
		}
		for ls := le + 1; ls < len(text); {
			e := strings.IndexByte(text[ls:], '\n')
			if e < 0 {
				e = len(text)
			} else {
				e += ls
			}
			sp, ok := codeLine(text, ls, e)
			if !ok {
				break
			}
			out = append(out, sp...)
			last = e
			ls = e + 1
		}
	}
	return out
}

// codeBlocks finds recovery codes by their layout alone, whatever the heading says or in what
// language (Wiederherstellungscodes, リカバリーコード, github-recovery-codes.txt): four or more
// codes on lines that hold nothing else (after a label's colon), or three or more on one line, all of one shape (the
// same groups, apart by a dash or a blank) and random within it: letters and digits at
// different places from code to code, or groups of digits of one length. A list of ticket ids
// (OPS-1234), of commits or of dates has no such shape.
func codeBlocks(text string) []Span {
	var out, block []Span
	lines := 0
	flush := func() {
		if len(block) >= 4 || lines == 1 && len(block) >= 3 {
			if codesOfOneShape(text, block) {
				out = append(out, block...)
			}
		}
		block, lines = block[:0], 0
	}
	for ls := 0; ls < len(text); {
		le := lineEnd(text, ls)
		from := ls
		if c := strings.IndexByte(text[ls:le], ':'); c >= 0 {
			from = ls + c + 1 // after a label: "códigos: K2WM-9QXA / 7TPB-E4RN / …"
		}
		var sp []Span
		ok := mayHoldCodes(text, from, le)
		if ok {
			sp, ok = codeLine(text, from, le)
		}
		if ok {
			block = append(block, sp...)
			lines++
		} else {
			flush()
		}
		ls = le + 1
	}
	flush()
	return out
}

// mayHoldCodes: the line's first word has a digit or a dash, as every code has; most lines of
// prose fail here, before codeLine looks at them.
func mayHoldCodes(text string, s, e int) bool {
	for s < e && strings.IndexByte(codeMarks, text[s]) >= 0 {
		s++
	}
	for ; s < e && text[s] != ' '; s++ {
		if isDigit(text[s]) || text[s] == '-' {
			return true
		}
	}
	return false
}

// codesOfOneShape: every code has the first one's groups, two or more, and the codes are
// random within that shape.
func codesOfOneShape(text string, codes []Span) bool {
	shape := func(w string) string {
		var b strings.Builder
		for i := 0; i < len(w); i++ {
			switch {
			case w[i] == '-' || w[i] == ' ':
				b.WriteByte('-')
			case isDigit(w[i]):
				b.WriteByte('9')
			default:
				b.WriteByte('a')
			}
		}
		return b.String()
	}
	groups := func(sh string) string { return strings.NewReplacer("9", "x", "a", "x").Replace(sh) }
	first := shape(text[codes[0].Start:codes[0].End])
	if !strings.Contains(first, "-") {
		return false
	}
	varied, digitsOnly := false, true
	for _, c := range codes {
		w := text[c.Start:c.End]
		sh := shape(w)
		if groups(sh) != groups(first) || hexGroupsDashed(w) && strings.Count(w, "-") >= 2 {
			return false
		}
		varied = varied || sh != first
		digitsOnly = digitsOnly && !strings.Contains(sh, "a")
	}
	if digitsOnly {
		// Groups of digits of one length each (5016 6087), most of them no year.
		size := strings.IndexByte(first, '-')
		var n, years int
		for _, c := range codes {
			for g := range strings.FieldsFuncSeq(text[c.Start:c.End], func(r rune) bool { return r == '-' || r == ' ' }) {
				if len(g) != size || size < 3 {
					return false
				}
				n++
				if yearLike(g) {
					years++
				}
			}
		}
		return 2*years < n
	}
	return varied
}

// codeMarks stand between codes on a line: blanks, separators and list marks.
const codeMarks = " \t\r,;|*-•/"

// codeLine returns the codes of the line [s, e) when it holds codes and nothing else (list
// marks, numbers and separators aside).
func codeLine(text string, s, e int) ([]Span, bool) {
	var out []Span
	for p := s; p < e; {
		for p < e && strings.IndexByte(codeMarks, text[p]) >= 0 {
			p++
		}
		q := p
		for q < e && (isLetter(text[q]) || isDigit(text[q]) || text[q] == '-') {
			q++
		}
		if q == p {
			if p < e {
				return nil, false
			}
			break
		}
		// Some services print a backup code as two groups of four digits, apart by a blank.
		if g := q - p; g >= 4 && allDigits(text[p:q]) {
			for q+1 < e && text[q] == ' ' && digitRun(text, q+1) == g {
				q += 1 + g
			}
		}
		w := text[p:q]
		switch {
		case strings.HasSuffix(w, ".") || len(w) <= 3 && allDigits(w):
			// a list number
		case isCode(strings.ReplaceAll(w, " ", "-")):
			out = append(out, Span{Start: p, End: q, Rule: "recovery-code"})
		default:
			return nil, false
		}
		p = q
		if p < e && text[p] == '.' {
			p++
		}
	}
	return out, len(out) > 0
}

// isCode: 6 to 64 letters and digits, with dashes between groups (a BitLocker key has seven),
// not a word, a date or a version.
func isCode(w string) bool {
	body := strings.ReplaceAll(w, "-", "")
	if len(body) < 6 || len(body) > 64 || strings.Count(w, "-") > 8 || isDate(w) || allDigits(w) && len(w) < 8 {
		return false
	}
	var letters, digitsN int
	for i := 0; i < len(body); i++ {
		if isDigit(body[i]) {
			digitsN++
		} else {
			letters++
		}
	}
	// Codes in groups may be letters only (kafrp-nwigi): the dash makes them a code's shape.
	return digitsN > 0 && (letters > 0 || len(body) >= 8) || strings.Contains(w, "-") && len(body) >= 8 && caseChanges(body) == 0
}

// isDate: yyyy-mm-dd.
func isDate(w string) bool {
	return len(w) == 10 && w[4] == '-' && w[7] == '-' && allDigits(w[:4]+w[5:7]+w[8:])
}

// seedLabels name a TOTP seed before it.
var seedLabels = setOf(`key secret seed 2fa mfa totp otp authenticator`)

// seedScanIDs are the label words a seed follows.
var seedScanIDs = patternIDs([]string{"key", "secret", "seed", "2fa", "mfa", "totp", "otp", "authenticator"})

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
	for _, w := range strings.FieldsFunc(before, func(r rune) bool { return !isLetter(byte(r)) && !isDigit(byte(r)) || r > 127 }) {
		if seedLabels[w] {
			return true
		}
	}
	return false
}

// digitRun is the length of the run of digits at text[i:].
func digitRun(text string, i int) int {
	n := 0
	for i+n < len(text) && isDigit(text[i+n]) {
		n++
	}
	return n
}
