package scrub

import (
	"regexp"
	"sort"
	"strings"
)

// Secrets wrapped onto the next line, by a terminal, a chat client, a PDF or a line-length
// limit:
//
//	GITHUB_TOKEN=ghp_lj8ZZUy5KR3TMpsyjDSB        db:
//	69FNCDkCJC0tScQz                              password: xsvGLa!b7
//	                                                63DYqtk
//	[10:02] kai: Authorization: Bearer rky0iIlm…
//	[10:02] kai: tVoNhdbOpxFEClj0H8pGVf           api key:
//	                                              9f947e1d7776914a7df296a9
//	secret = "08MvpIXX6GSjjXt" \                  99ab7c8f73e538b72e05ed92
//	  "ftP7OlUThfY7EgC"
//
// The first piece is found as any secret is (or, after a credential key that ends its line,
// as the value on the next line); the next line continues it when it holds nothing but one
// token written in the first piece's alphabet, random rather than a word, a date or an id.

// maxWrappedLines bounds how many lines one secret may be wrapped over.
const maxWrappedLines = 4

// maxJoinTries bounds how many joined pieces one text has scrubbed alone: each costs a pass of
// the engines, and a memory holds a few wrapped secrets, not hundreds.
const maxJoinTries = 256

// continuations returns the wrapped pieces that follow the spans (merged, in order).
func continuations(text string, spans []Span) []Span {
	var out []Span
	for _, sp := range spans {
		first := text[sp.Start:sp.End]
		for range maxWrappedLines - 1 {
			nl, ok := closesLine(text, sp.End)
			alphabet := first
			if !ok && sp.End < len(text) && text[sp.End] == '.' {
				// Cut after a dot: a JWT's or a Discord token's next part, in base64url.
				if nl, ok = closesLine(text, sp.End+1); ok {
					alphabet = first + ".-_"
				}
			}
			if !ok && sp.End < len(text) && text[sp.End] == '=' && (sp.End+1 == len(text) || text[sp.End+1] != '=') {
				// A quoted-printable soft line break: the line ends in "=" and the word goes on.
				nl, ok = closesLine(text, sp.End+1)
			}
			if !ok {
				break
			}
			s, e, ok := loneToken(text, nl+1, speakerOf(text, sp.Start))
			if !ok {
				s, e, ok = headedToken(text, nl+1)
				ok = ok && e-s >= 10
			}
			if ok && e-s > 13 && strings.HasPrefix(text[s:e], "...") {
				s += 3 // "[23:11:52] ...41819669-SSJa…": the piece after a log's ellipsis
			}
			shell := shellJoined(text, sp.End, nl) && !backticked(text, sp.Start)
			if !ok && (shell || hangingIndent(text, sp.Start, nl+1)) {
				s, e, ok = firstWord(text, nl+1)
				if shell && ok && text[s:e] == "More?" {
					s, e, ok = firstWord(text, e) // cmd's prompt for the rest of a ^-continued line
				}
			}
			// Past a continuation mark the next word is the same word: its alphabet may show
			// symbols the first piece did not (34iNHRuep7\ / oRf2UHpT5B/weI0…), and a hex
			// piece after a prefixed token is no commit hash on a line of its own.
			if !ok || !continues(alphabet, text[s:e], sp.Rule == "password") && !yamlContinued(text, sp.Start, nl+1, s, e) &&
				!(shell && (continues(alphabet+"+/=-_", text[s:e], true) || allHex(text[s:e]) && len(text[s:e]) >= 8)) {
				break
			}
			sp = Span{Start: s, End: e, Rule: sp.Rule}
			out = append(out, sp)
		}
	}
	return out
}

// joinedTokens finds a token cut at the end of a line that no rule recognised, because the cut
// left it too short for its format ("CI token glpat-x5_TqC" / "BCHY0oRUCR2FxI"), or that only its
// label makes a secret ("key: 608a8c11…" / "5d1c78ae…"): the last token of the line, joined to a
// next line that could continue it, is scrubbed with what stands before it on its line (and on
// the line before, when the piece stands alone), and a secret found across the join redacts
// both pieces.
func (s *Scrubber) joinedTokens(text string, spans []Span) []Span {
	var out []Span
	tries := 0
	for nl := strings.IndexByte(text, '\n'); nl >= 0 && tries < maxJoinTries; {
		a0, a1, ok := lastToken(text, nl)
		next := strings.IndexByte(text[nl+1:], '\n')
		if next >= 0 {
			next += nl + 1
		}
		if ok {
			// Past a shell's backslash the next word is the same word; otherwise the next line
			// must read as a piece of it. Either way a rule must find a secret across the join.
			bl := nl + 1
			if h, _, ok := chatHeader(text, bl); ok && h < len(text) {
				bl = h + 1 // the message goes on under its header
			}
			b0, b1, ok := loneToken(text, bl, speakerOf(text, a0))
			if shell := shellJoined(text, a1, nl) && !backticked(text, a0); shell {
				b0, b1, ok = firstWord(text, nl+1)
				ok = ok && text[b0] != '-' // -e TZ=…: the command's next option, not the word's rest
			} else {
				lone := ok
				if !ok {
					// The piece may be followed by prose: "glpat-CX-X4pR" / "anYJAcT9 (from CI)".
					b0, b1, ok = firstWord(text, bl)
				}
				ok = ok && !packageSpec(text[a0:a1]) && (continues(text[a0:a1], text[b0:b1], false) || dottedPiece(text[a0:a1], text[b0:b1]) || labelledPieces(text, a0, a1, b0, b1) ||
					lone && restOfCut(text[a0:a1], text[b0:b1]))
			}
			// A piece already found takes part only when its secret ends (or starts) at the cut.
			ca, cb := covered(spans, a0, a1), covered(spans, b0, b1)
			if ok && !(ca && cb) && (!ca || endsAt(spans, a1)) && (!cb || startsAt(spans, b0)) {
				tries++
				if sp, ok := s.acrossJoin(text, a0, a1, b0, b1); ok {
					out = append(out, sp...)
				}
			}
		}
		nl = next
	}
	return out
}

// acrossJoin scrubs the pieces [a0, a1) and [b0, b1) joined, after the label before the first,
// and returns both pieces when a secret was found across the join.
func (s *Scrubber) acrossJoin(text string, a0, a1, b0, b1 int) ([]Span, bool) {
	cs := strings.LastIndexByte(text[:a0], '\n') + 1
	if q := skipLineMarks(text, cs); cs > 0 && (q+len(linePrefix(text, a0)) >= a0 || q+1 == a0 && strings.IndexByte("\"'`", text[q]) >= 0) {
		cs = labelLineAbove(text, cs) // the piece stands alone: its label is above
	}
	cs = max(cs, a0-240)
	// What closes the second piece's line comes too: the quote and ";" a rule may need.
	tail := text[b1:min(lineEnd(text, b1), b1+8)]
	found, ok := s.find(text[cs:a1] + text[b0:b1] + tail)
	if !ok {
		return nil, false
	}
	// The finding across the join that starts first takes the most of the first piece (a
	// Doppler token, not the 40 characters of it that read as AWS's).
	cut, best := a1-cs, -1
	for i, sp := range found {
		if sp.Start < cut && sp.End > cut && (best < 0 || sp.Start < found[best].Start) {
			best = i
		}
	}
	if best < 0 {
		// No rule knows the whole, but a long random run cut in two under words for a key is
		// one: "the storage account key, my phone wrapped it" / "Blgtq…" / "2a00…==".
		if joined := text[a0:a1] + text[b0:b1]; len(joined) >= 32 && isTokenRun(joined) &&
			(hasUpperLowerDigit(joined) && entropy(joined) >= 4.2 || len(joined) >= 40 && allHex(joined) && entropy(joined) >= 3.5) && (splitCredWordsIn(asciiLower(text[cs:a0])) || pointedAt(text, b1)) && !strings.Contains(text[cs:a0], "-----") && !publicKeyLabel(asciiLower(text[cs:a0])) {
			return []Span{{Start: a0, End: a1, Rule: "secret-part"}, {Start: b0, End: b1, Rule: "secret-part"}}, true
		}
		return nil, false
	}
	r := found[best].Rule
	return []Span{{Start: max(a0, cs+found[best].Start), End: a1, Rule: r}, {Start: b0, End: b1, Rule: r}}, true
}

// dottedPiece: the next line holds a dotted token's rest (a Discord bot token cut in its first
// part: "MjU4NTc4" / "NDA0MDQ4….wgcTLx.rLWP…").
func dottedPiece(first, v string) bool {
	return len(first) >= 6 && isAlnum(first) && strings.Count(v, ".") >= 1 && isTokenRun(v) && len(v) >= 20 && randomPiece(v, first)
}

// lastToken returns the last token of the line that ends at nl, before closing characters:
// it must look like part of a token (letters with digits or _ and -).
func lastToken(text string, nl int) (int, int, bool) {
	e := nl
	for e > 0 && strings.IndexByte("\"'`\\,;+ \t\r", text[e-1]) >= 0 {
		e--
	}
	s := e
	for s > 0 && text[s-1] > ' ' && strings.IndexByte("\"'`", text[s-1]) < 0 {
		s--
	}
	// A piece holds a digit or a dash; or it is base64's mix of cases, as a short piece may be (mdbT/etPotNIREM).
	if e-s < 6 || !strings.ContainsAny(text[s:e], "0123456789_-") && !(e-s >= 12 && caseChanges(text[s:e]) >= 3) {
		return 0, 0, false
	}
	return s, e, true
}

// covered reports whether [s, e) overlaps one of the spans (merged: sorted, apart).
func covered(spans []Span, s, e int) bool {
	i := sort.Search(len(spans), func(i int) bool { return spans[i].End > s })
	return i < len(spans) && spans[i].Start < e
}

// yamlContinued reports whether the lone token at [s, e) on the line at ls continues a YAML
// plain scalar whose value starts at start: the value's line is "key: value" and the token's
// line is indented deeper than the key, which makes it part of the same value.
func yamlContinued(text string, start, ls, s, e int) bool {
	kl := strings.LastIndexByte(text[:start], '\n') + 1
	key := skipBlanks(text, kl)
	colon := strings.Index(text[key:start], ": ")
	if colon <= 0 || !isKeyRun(text[key:key+colon]) || skipBlanks(text, key+colon+1) != start {
		return false
	}
	indent := skipBlanks(text, ls) - ls
	return indent > key-kl && !structured(text[s:e]) && !strings.HasPrefix(text[s:e], "-") && !strings.HasPrefix(text[s:e], markerPrefix) && !IsPlaceholder(text[s:e])
}

// structured: a token that is a field, a reference or an address, not a piece of a secret:
// key=value, key: value, $VAR…, a URL, a host and path (cdn.example.com/a/b), a comment.
func structured(v string) bool {
	if strings.ContainsAny(strings.TrimRight(v, "="), "=:") || strings.HasPrefix(v, "$") {
		return true
	}
	slash := strings.IndexByte(v, '/')
	return slash > 0 && strings.Contains(v[:slash], ".")
}

func isKeyRun(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isKeyByte(s[i]) {
			return false
		}
	}
	return s != ""
}

// shellJoined reports whether a line-continuation mark after a token at e ends the line at
// nl: the word goes on at the start of the next line. The mark is a shell's backslash (echo
// glpat-m7Qc4ShL\ / TUV8dfoL…, with or without a blank before it), cmd's caret or
// PowerShell's backtick.
func shellJoined(text string, e, nl int) bool {
	rest := strings.TrimRight(text[e:nl], "\r")
	if q := strings.TrimLeft(rest, " \t"); len(q) == 1 && len(q) < len(rest) && q[0] == '\\' {
		return true // "KEY=abc \"
	}
	return rest == "\\" || rest == "^" || rest == "`"
}

// hangingIndent reports whether the line at ls is indented deeper than the line that holds
// p: a log or a terminal wrapped a long line and indented what it carried over.
func hangingIndent(text string, p, ls int) bool {
	start := strings.LastIndexByte(text[:p], '\n') + 1
	return skipBlanks(text, ls)-ls > skipBlanks(text, start)-start+1
}

// firstWord returns the word at the start of the line at ls, past indentation, up to white
// space or a shell operator.
func firstWord(text string, ls int) (int, int, bool) {
	s := skipBlanks(text, ls)
	e := s
	for e < len(text) && text[e] > ' ' && strings.IndexByte("|;&<>\"'`", text[e]) < 0 {
		e++
	}
	return s, e, e > s
}

// closesLine reports whether only closing characters (quotes, a continuation mark, a comma, a
// concatenation operator, a table's bar) stand between p and the end of its line, and where that newline is.
func closesLine(text string, p int) (int, bool) {
	quoted := false
	for p < len(text) {
		c := text[p]
		switch {
		case c == '\n':
			return p, true
		case strings.IndexByte("\"'`", c) >= 0:
			quoted = true
		case c == '.' && quoted: // "…" .. (Lua) and "…" . (PHP) join strings
		case c == '^' && p+1 < len(text) && (text[p+1] == '\n' || text[p+1] == '\r'): // cmd's continuation
		case strings.IndexByte("\\,;+| \t\r", c) < 0: // | closes a table's cell
			return p, false
		}
		p++
	}
	return p, false
}

// continues reports whether v can be the next piece of first: written only in first's
// alphabet, long enough, and random rather than a word, a number, a date or a version.
func continues(first, v string, password bool) bool {
	if len(v) < 6 || len(first) < 6 || strings.HasPrefix(v, markerPrefix) {
		return false
	}
	// key=value and key:value are lines of their own (PORT=8080), not pieces.
	if structured(v) || !sameAlphabet(first, v, password) || !randomPiece(v, first) {
		return false
	}
	// A hash on its own line (a commit, a checksum) after a secret that is not hex, nor hex after
	// a vendor's prefix (SK…, bkua_…).
	if allHex(v) && !allHex(first) && !allHex(first[strings.LastIndexAny(first, "=:")+1:]) && !allHex(strings.TrimLeft(vendorPrefix(first), "_-")) && !hexBody(first) {
		return false
	}
	lv := strings.ToLower(v)
	// A base64 piece may start with its "/": no path after a token of letters and digits.
	ref := isReference(v) && !(v[0] == '/' && isAlnum(first) && len(first) >= 12 && !strings.Contains(v[1:], "/."))
	return !commonWords[lv] && !stopWords[lv] && !commonProse[lv] && !dottedVersion.MatchString(v) && !timeLike(v) && !ref && !hexGroupsDashed(v)
}

// dottedVersion is a version number (1.2.3, v10.4, 2.0.1-rc.1): versionRE also takes 12-4c7e…
// for one, which a piece of a token can start like.
var dottedVersion = regexp.MustCompile(`^[vV]?\d{1,4}(?:\.\d{1,4}){1,3}(?:[-+][0-9A-Za-z.]{1,20})?$`)

// sameAlphabet: v is written in first's alphabet. Letters and digits go with any alphabet but
// hex (a hex secret continues in hex); a symbol must be first's or of the same family: base64's
// + and / (and = at the end), base64url's - and _, or a password's punctuation (which any
// password may hold).
func sameAlphabet(first, v string, password bool) bool {
	hex := len(first) >= 16 && allHex(first)
	body := strings.TrimRight(v, "=")
	for i := 0; i < len(body); i++ {
		c := body[i]
		switch {
		case isLetter(c) || isDigit(c):
			if hex && !isDigit(c) && lowerByte(c) > 'f' {
				return false
			}
		case c >= 0x80:
			return false
		default:
			if !symbolFits(first, c, password) {
				return false
			}
		}
	}
	return !hex || allHex(body)
}

// symbolFamilies are symbols that stand in for each other in a random string's alphabet; the
// last is a password's punctuation.
var symbolFamilies = []string{"+/", "-_", "!@#$%^&*?~"}

func symbolFits(first string, c byte, password bool) bool {
	if strings.IndexByte(first, c) >= 0 || password && strings.IndexByte(symbolFamilies[2], c) >= 0 {
		return true
	}
	// A dotted token (a JWT's, a Discord token's parts) is written in base64url.
	if strings.IndexByte("-_", c) >= 0 && strings.Contains(first, ".") && isTokenRun(first) {
		return true
	}
	// A long run of letters and digits may be base64 that has not met a symbol yet.
	if strings.IndexByte("+/-_", c) >= 0 && len(first) >= 12 && isAlnum(first) {
		return true
	}
	for _, f := range symbolFamilies {
		if strings.IndexByte(f, c) >= 0 && strings.ContainsAny(first, f) {
			return true
		}
	}
	return false
}

// randomPiece: a piece of a random string changes between lower case, upper case and digits
// more than words, names and numbered names do (Maintenance2026, ReleaseNotes).
// Words joined by - _ . / (ops-oncall-rotation) name something, unless those symbols belong to
// the alphabet of the secret it would continue (base64's /).
func randomPiece(v, first string) bool {
	if isCamelWords(v) || camelWords(strings.TrimRight(v, digits)) {
		return false
	}
	if foreignSeparator(v, first) && wordy(v) {
		return false
	}
	// One case of letters and no digit: an identifier (FEATURE_FLAGS) or a word.
	var lower, upper, digit bool
	for i := 0; i < len(v); i++ {
		lower, upper, digit = lower || isLower(v[i]), upper || isUpper(v[i]), digit || isDigit(v[i])
	}
	if !digit && lower != upper {
		return false
	}
	changes := 0
	for i := 1; i < len(v); i++ {
		if charClass(v[i]) != charClass(v[i-1]) {
			changes++
		}
	}
	return changes >= 2
}

func charClass(c byte) int {
	switch {
	case isLower(c):
		return 0
	case isUpper(c):
		return 1
	case isDigit(c):
		return 2
	}
	return 3
}

// nextLineValue reads the value of a credential key that ends its line ("api key:"), when the
// next line holds one random token and nothing else.
func nextLineValue(text string, p int, class keyClass, key string) ([]Span, int) {
	nl, ok := closesLine(text, p)
	if !ok {
		return nil, 0
	}
	s, e, ok := loneToken(text, nl+1, "")
	if !ok || structured(text[s:e]) || !randomPiece(text[s:e], "") {
		return nil, 0
	}
	if k := strings.TrimRight(text[s:e], "=:"); len(k) < e-s && classify(k, "") > keyNone {
		return nil, 0 // storePassword=⏎keyPassword=: the next line is another key, left empty too
	}
	return vetted(text, s, e, class, sepAssign, true, key)
}

// wrappedQuote reads a quoted value whose line ends before its closing quote (at nl), when the
// next line holds the rest of it and the quote: "token": "8WUPBNzoBPZAl
// h75BEDFAjNCn4". The pieces are vetted together, and the second must continue the first.
func wrappedQuote(text string, open, nl int, class keyClass, sep sepKind, key string) ([]Span, int) {
	q := text[open]
	a0, a1 := open+1, nl
	if a1 > a0 && text[a1-1] == '\r' {
		a1--
	}
	b0 := skipBlanks(text, nl+1)
	b1 := b0
	for b1 < len(text) && text[b1] > ' ' && text[b1] != q {
		b1++
	}
	if b1 >= len(text) || text[b1] != q || strings.ContainsAny(text[a0:a1], " \t") {
		return nil, 0
	}
	r := b1 + 1
	for r < len(text) && strings.IndexByte("}])", text[r]) >= 0 {
		r++ // {"refresh_token": "…\n…"}
	}
	if r, ok := closesLine(text, r); !ok && r < len(text) {
		return nil, 0
	}
	first, rest := text[a0:a1], text[b0:b1]
	if !continues(first, rest, class == keyPassword) || !acceptValue(first+rest, class, sep, true, key) {
		return nil, 0
	}
	return []Span{{Start: a0, End: a1, Rule: ruleFor(class)}, {Start: b0, End: b1, Rule: ruleFor(class)}}, b1
}

// vendorPrefix returns s without a vendor's prefix: up to five letters and a separator
// (bkua_, glpat-) or two capitals (SK, AC), as hex tokens carry them.
func vendorPrefix(s string) string {
	i := 0
	for i < len(s) && i < 6 && isLetter(s[i]) {
		i++
	}
	if i < len(s) && (s[i] == '_' || s[i] == '-') && i > 0 {
		return s[i:]
	}
	if len(s) > 2 && isUpper(s[0]) && isUpper(s[1]) {
		return s[2:]
	}
	return s
}

// hexBody: a vendor's token whose last part is hex, after a prefix of several parts
// (dop_v1_0ed7…, xoxp-48…-98…-7e4753c): its next piece is hex too.
func hexBody(s string) bool {
	i := strings.LastIndexAny(s, "_-")
	return i > 0 && vendorPrefix(s) != s && len(s)-i > 6 && allHex(s[i+1:])
}

func isAlnum(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isLetter(s[i]) && !isDigit(s[i]) {
			return false
		}
	}
	return true
}

// camelWords: capitalised words of two letters or more, run together (ExpiresOn, ReleaseNotes),
// as a name is written and a random string almost never is.
func camelWords(s string) bool {
	if s == "" || !isUpper(s[0]) {
		return false
	}
	for i := 0; i < len(s); {
		if !isUpper(s[i]) {
			return false
		}
		j := i + 1
		for j < len(s) && isLower(s[j]) {
			j++
		}
		if j-i < 2 {
			return false
		}
		i = j
	}
	return true
}

// foreignSeparator reports whether v holds a word separator (- _ . /) that first does not.
func foreignSeparator(v, first string) bool {
	for i := 0; i < len(v); i++ {
		if strings.IndexByte("-_./", v[i]) >= 0 && strings.IndexByte(first, v[i]) < 0 {
			return true
		}
	}
	return false
}

// backticked: a backtick opened before the token at s on its line (`H@rb0r38`, `net use …
// pw`), so the backtick after it closes that quote; it is no PowerShell continuation.
func backticked(text string, s int) bool {
	ls := strings.LastIndexByte(text[:s], '\n') + 1
	return strings.Count(text[ls:s], "`")%2 == 1
}

// splitCredWordsOther are the same words in other languages and scripts.
var splitCredWordsOther = []string{"トークン", "シークレット", "キー", "密钥", "秘钥", "密鑰", "金鑰", "令牌", "토큰", "시크릿", "키 ",
	"токен", "ключ", "секрет", "klucz", "sekret", "schlüssel", "clé", "clave", "chave", "chiave", "sleutel"}

// splitCredWordsIn: the words before a cut key name one (key, token, secret, password).
func splitCredWordsIn(lower string) bool {
	if containsAny(lower, splitCredWordsOther) {
		return true
	}
	for _, w := range []string{"key", "token", "secret", "password", "credential"} {
		for off := 0; ; {
			i := strings.Index(lower[off:], w)
			if i < 0 {
				break
			}
			i += off
			off = i + len(w)
			// A word of its own (keys, key's), not letters inside a run of base64.
			if (i == 0 || !isLetter(lower[i-1]) && !isDigit(lower[i-1])) && (off == len(lower) || !isDigit(lower[off]) && (!isLetter(lower[off]) || lower[off] == 's')) {
				return true
			}
		}
	}
	return false
}

// labelLineAbove returns where the lines above the line at ls start that may label it: up to
// three lines of text within 300 bytes, past blank lines ("Telegram secret" /
// "" / "3629…:AADR…"; "> Can you send the storage key?" / "" / "Sure:" / "" / "lbHA…").
func labelLineAbove(text string, ls int) int {
	p, lines := ls, 0
	for p > 0 && lines < 3 && ls-p < 300 {
		q := strings.LastIndexByte(text[:p-1], '\n') + 1
		l := strings.TrimSpace(text[q:p])
		if strings.HasPrefix(l, "$ANSIBLE_VAULT;") {
			return ls // ciphertext's lines under its header: the key that opens them is elsewhere
		}
		if l != "" {
			lines++
		}
		p = q
	}
	return p
}

// labelledPieces: both pieces stand alone on their lines under a label that names a key, and
// each is a run of a token's alphabet (a bot token's "3629…:AADR…" / "Qxpx…_2wn…").
func labelledPieces(text string, a0, a1, b0, b1 int) bool {
	ls := strings.LastIndexByte(text[:a0], '\n') + 1
	a, b := text[a0:a1], text[b0:b1]
	if skipBlanks(text, ls) != a0 || len(a) < 8 || len(b) < 8 || !isTokenRun(b) || !randomPiece(b, a) ||
		strings.Contains(strings.TrimRight(b, "="), "=") || strings.Contains(a, "=") {
		return false // KEY=value lines are no pieces
	}
	if c := strings.IndexByte(a, ':'); c >= 0 && !allDigits(a[:c]) {
		return false // only a bot token's "<digits>:" may hold a colon
	}
	return ls > 0 && splitCredWordsIn(asciiLower(text[labelLineAbove(text, ls):ls])) || pointedAt(text, b1)
}

// pointedAt: the line after the one ending at e points up at it and names a key, as chat labels
// what was just pasted: "^ that's the secret".
func pointedAt(text string, e int) bool {
	le := lineEnd(text, e)
	if le >= len(text) {
		return false
	}
	next := strings.TrimLeft(text[le+1:lineEnd(text, le+1)], " \t>")
	return (strings.HasPrefix(next, "^") || strings.HasPrefix(next, "↑")) && splitCredWordsIn(asciiLower(next))
}

// endsAt: a span ends at e; startsAt: a span starts at s (spans merged: sorted, apart).
func endsAt(spans []Span, e int) bool {
	i := sort.Search(len(spans), func(i int) bool { return spans[i].End >= e })
	return i < len(spans) && spans[i].End == e
}

func startsAt(spans []Span, s int) bool {
	i := sort.Search(len(spans), func(i int) bool { return spans[i].Start >= s })
	return i < len(spans) && spans[i].Start == s
}
