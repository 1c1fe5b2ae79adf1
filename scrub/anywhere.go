package scrub

import (
	"strconv"
	"strings"
)

// Secrets no word points at. Every other rule needs a cue: a key's name, a vendor's prefix, a
// word for password on the line. People paste secrets without one ("use Tr0ub4dor&3 for the
// vpn", "creds: admin / 15Lq#pVx"), and each new way of writing around a secret escapes the
// cues. A token with a password's shape and all four kinds of character is redacted wherever it
// stands: no name, word, number or code has it. The shape test is secretShape's, which keeps
// addresses, versions, dates, ids, hosts and code out.

// ruleStrong names what strongTokens finds.
const ruleStrong = "strong-token"

// strongTokens finds the tokens anywhere in text that read as secrets on their own, but for
// those that overlap a span found already (most passwords have a cue too): each span costs the
// merge and the placeholder tests.
func strongTokens(text string, found []Span) []Span {
	var out []Span
	// Every such token holds a digit: go from digit to digit, not word by word.
	for p := 0; p < len(text); {
		for p < len(text) && !isDigit(text[p]) {
			p++
		}
		if p == len(text) {
			break
		}
		i, j := p, p
		for i > 0 && asciiToken(text[i-1]) {
			i--
		}
		for j < len(text) && asciiToken(text[j]) {
			j++
		}
		if j-i >= 8 {
			if s, e, ok := strongToken(text, i, j); ok && !overlapsAny(found, s, e) {
				out = append(out, Span{Start: s, End: e, Rule: ruleStrong})
			}
		}
		p = j + 1
	}
	return out
}

// overlapsAny: [s, e) overlaps one of spans (in any order).
func overlapsAny(spans []Span, s, e int) bool {
	for _, sp := range spans {
		if sp.Start < e && s < sp.End {
			return true
		}
	}
	return false
}

// strongToken trims the token at [i, j) of its quotes, brackets and sentence punctuation, takes
// the value of a name=value, and reports the bytes that read as a secret on their own.
func strongToken(text string, i, j int) (s, e int, ok bool) {
	if strings.HasSuffix(strings.TrimRight(text[i:j], ":"), "...") || windowsPath(text[i:j]) || devicePrompt(text[i:j]) {
		return 0, 0, false // a label's leader dots (Speed.#1.........:), a path (C:\\Windows\\…)
	}
	s, e = i, j
	stars := 0 // markdown's **bold**: as many stars close the token as opened it
	for s < e && strings.IndexByte("\"'`([{<*", text[s]) >= 0 {
		if text[s] == '*' {
			stars++
		}
		s++
	}
	for e > s && strings.IndexByte("\"'`)]}>.,;:*\\^", text[e-1]) >= 0 {
		if text[e-1] == '*' {
			if stars == 0 {
				break // Barley_83**: the password's own stars
			}
			stars--
		}
		e--
	}
	// An address's parts, a sops value's fields and a list's items or pairs are no one token.
	if v := text[s:e]; strings.Contains(v, "://") || strings.Contains(v, "ENC[") || strings.ContainsAny(v, ",;") {
		return 0, 0, false
	}
	if eq := strings.IndexByte(strings.TrimRight(text[s:e], "="), '='); eq >= 0 {
		s += eq + 1
		if strings.IndexByte(strings.TrimRight(text[s:e], "="), '=') >= 0 {
			return 0, 0, false // pairs: the rules for assignments read them
		}
	}
	// Oracle's user/password@database, strong as a whole: the password alone is the secret.
	if sl, at := strings.IndexByte(text[s:e], '/'), strings.LastIndexByte(text[s:e], '@'); sl > 0 && at > sl+4 && isLoginName(text[s:s+sl]) &&
		at+1 < e-s && isLetter(text[s+at+1]) && isHostName(strings.TrimRight(text[s+at+1:e], ":/0123456789")) && strongShape(text[s:e]) && !packageSpec(text[s:e]) && hasLetterAndDigit(text[s+sl+1:s+at]) && !IsPlaceholder(text[s+sl+1:s+at]) {
		return s + sl + 1, s + at, true
	}
	if e-s < 8 || inBlob(text, s, e) {
		return 0, 0, false
	}
	v := text[s:e]
	// A query's pairs are the query rules' (a value ends at &); a crypt(3) hash is hashes.go's.
	if amp := strings.IndexByte(v, '&'); amp >= 0 && strings.IndexByte(v[amp:], '=') >= 0 || v[0] == '$' && strings.Count(v, "$") >= 3 {
		return 0, 0, false
	}
	return s, e, strongShape(v) && !packageSpec(v)
}

// packageSpec: a package and the version a manifest pins it to (knolleary/PubSubClient@^2.8,
// @scope/name@~1.4.0): a name, an @, a range's sign and a version.
func packageSpec(v string) bool {
	at := strings.LastIndexByte(v, '@')
	if at <= 0 {
		return false
	}
	ver := strings.TrimLeft(v[at+1:], "^~=<>v")
	ranged := len(ver) < len(v)-at-1
	if ver == "" || !isDigit(ver[0]) || !versionRE.MatchString(ver) && !(ranged && allDigits(ver)) {
		return false // Priya76@0 is a password
	}
	for i := 0; i < at; i++ {
		if c := v[i]; !isLetter(c) && !isDigit(c) && strings.IndexByte("/-_.@", c) < 0 {
			return false
		}
	}
	return true
}

// strongShape: a password's shape (secretShape) with upper and lower case, a digit and a symbol
// that no name or encoding is joined by, 8 to 64 bytes. Random runs without a symbol are left
// to the rules with cues: anywhere, they are as often a public key, a checksum or an id.
func strongShape(v string) bool {
	// The byte tests first: most tokens with a digit fail them, and secretShape costs more.
	return len(v) <= 64 && fourKinds(v) && strings.IndexByte(v, '|') < 0 && !operatorExpr(v) && !variablePath(v) && !objectPath(v) && secretShape(v, false) == shapePassword
}

// fourKinds: upper and lower case ASCII letters, a digit and a password's symbol.
func fourKinds(v string) bool {
	var upper, lower, digit bool
	for k := 0; k < len(v); k++ {
		upper = upper || isUpper(v[k])
		lower = lower || isLower(v[k])
		digit = digit || isDigit(v[k])
	}
	return upper && lower && digit && hasPasswordSymbol(v)
}

// operatorExpr: code's arithmetic or bitwise expression, numbers and names joined by operators,
// one of them a field (time.Second, o.TTL), a hex literal (r&0xFFFE) or a name in lower case
// (2*backoff*j). Tr0ub4dor&3 has digits inside its word, Summer&2024 a capital: passwords.
func operatorExpr(v string) bool {
	operands := strings.FieldsFunc(v, func(r rune) bool { return strings.ContainsRune("*+/%&|^<>!~=-", r) })
	if len(operands) < 2 {
		return false
	}
	code := false
	for _, o := range operands {
		switch {
		case allDigits(o):
		case strings.HasPrefix(o, "0x") && len(o) > 2 && allHex(o[2:]):
			code = true
		case strings.Contains(o, ".") && isDottedIdent(o):
			code = true
		case isIdent(o) && !strings.ContainsAny(o, digits):
			code = code || isLower(o[0])
		default:
			return false
		}
	}
	return code
}

// variablePath: a path under a shell variable, $dir/SHA256SUMS.
func variablePath(v string) bool {
	return v[0] == '$' && len(v) > 1 && (isLetter(v[1]) || v[1] == '{') && strings.IndexByte(v, '/') > 0
}

// objectPath: names joined by / and two $ or more (and dots), as an IEC 61850 object (IED1LD0/LLN0$GO$gcb02)
// or a JVM inner class (com/acme/Cart$Line$1.total) is named; a password's parts start with
// digits too.
func objectPath(v string) bool {
	if !strings.Contains(v, "/") || strings.Count(v, "$") < 2 {
		return false
	}
	parts := strings.FieldsFunc(v, func(r rune) bool { return r == '/' || r == '$' || r == '.' })
	for _, p := range parts {
		if !isIdent(p) && !allDigits(p) || isDigit(p[0]) && !allDigits(p) {
			return false
		}
	}
	return len(parts) >= 3
}

// hasPasswordSymbol: a symbol that joins no names (- _ . : / and Windows' \), pads or extends no
// base64 (+ / =), escapes no byte of an address (%2F), is not a sentence's final ! or ?, and is
// no @ before a host or a version (ci:build@42.x, pkg@1.2).
func hasPasswordSymbol(v string) bool {
	for k := 0; k < len(v); k++ {
		c := v[k]
		switch {
		case isLetter(c) || isDigit(c) || strings.IndexByte("-_.:/\\+=", c) >= 0:
		case k == len(v)-1 && (c == '!' || c == '?'):
		case c == '%' && k+2 < len(v) && allHex(v[k+1:k+3]) && !alnumEscape(v[k+1:k+3]):
		case c == '@' && strings.IndexByte(v[k:], '.') > 0:
		default:
			return true
		}
	}
	return false
}

// alnumEscape: the two hex digits after a % stand for a letter or a digit, which no address
// escapes (%69 is a password's "%" and "69", %2F an escaped slash).
func alnumEscape(h string) bool {
	b, err := strconv.ParseUint(h, 16, 8)
	return err == nil && (b >= '0' && b <= '9' || b >= 'A' && b <= 'Z' || b >= 'a' && b <= 'z')
}

// windowsPath: v starts with a drive and a backslash (C:\Windows\System32\config\SAM).
func windowsPath(v string) bool {
	return len(v) > 3 && isLetter(v[0]) && v[1] == ':' && v[2] == '\\'
}

// promptCommands are what a network device's prompt is followed by.
var promptCommands = setOf(`show sh conf configure enable ping traceroute write copy reload debug terminal exit end do`)

// devicePrompt: a network device's prompt and the command typed at it (CASA-ESX01#show,
// core-sw1>enable), not a password with a # in it.
func devicePrompt(v string) bool {
	i := strings.IndexAny(v, "#>")
	return i > 0 && promptCommands[v[i+1:]] && isLoginName(v[:i])
}
