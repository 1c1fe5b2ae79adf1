package scrub

import (
	"regexp"
	"regexp/syntax"
	"strings"
	"unicode/utf8"
)

// placeholderRE matches values that stand for a secret without being one: template variables,
// angle-bracket hints, masks and the documented example keys.
var placeholderRE = regexp.MustCompile(`(?i)^(?:` + strings.Join([]string{
	`\$\{.*`, `\$\(.*`, `\{\{.*`, `\$[A-Za-z_][A-Za-z0-9_]*`, `\$[A-Za-z_][A-Za-z0-9_]*\{[^{}\s]+\}`, `\{[A-Z][A-Z0-9_]*\}`, `\$env:[A-Za-z_][A-Za-z0-9_]*`, `%[A-Za-z_][A-Za-z0-9_]*%`, `\{\{[^}]*\}\}`, `<[^>]*>`, `%[sv]`, `%\([a-z_]+\)s`,
	`\[REDACTED[^\]]*\]`,
	`x{3,}`, `\*{3,}`, `[a-z0-9]{1,12}[_-]?(?:x{6,}|\*{4,}|\.{3,}|•{3,})`, `\.{3,}`, `…+`, `•+`, `-+`, `_+`, `0+`, `(?:x|\*){4,}[a-z0-9]{0,4}`,
	`change[_-]?me(?:[_-][a-z0-9_-]*)?`, `password`, `passwort`, `kennwort`, `wachtwoord`, `passord`, `passw0rd`, `pass`, `passwd`, `pwd`, `pw`, `secret`, `redacted`, `example`,
	`dummy`, `placeholder`, `(?:replace|fill|set)[_-]?me(?:[_-]?in)?`, `your[_-]?[a-z_-]*`, `my[_-]?(?:password|secret|token)`, `todo`, `tbd`,
	`n/a`, `none`, `null`, `empty`, `test`, `foo`, `bar`, `foobar`, `[—–-]+`,
	// The way in, not a password: a table's password column says how the account logs in.
	`sso`, `ldap`, `saml`, `kerberos`, `oauth`, `\([^)]*\s[^)]*\)`,
	// AWS's documented example credentials.
	`AKIAIOSFODNN7EXAMPLE`, `wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY`,
}, "|") + `)$`)

var placeholders = newFullMatch(placeholderRE)

// IsPlaceholder reports whether s is a placeholder or documented example rather than a secret.
func IsPlaceholder(s string) bool {
	s = strings.Trim(s, `"'`+"`„“”«»‘’「」")
	if h, ok := strings.CutPrefix(s, "0x"); ok && len(h) > 4 && (placeholders.match(h) || yourWord(h)) {
		return true // 0xYOUR_PRIVATE_KEY
	}
	if placeholders.match(s) || yourWord(s) || len(s) > 6 && s[0] == '*' && placeholders.match(strings.Trim(s, "*")) || starMask(s) { // ***redacted***
		return true
	}
	// No rune upper-cases into EXAMPLE's letters but theirs, so ASCII folding is enough.
	if containsFoldASCII(s, "example") || masked(s) || prefixedPlaceholder(s) || strings.Contains(s, "...") || strings.Contains(s, "…") {
		return true
	}
	if zeroed(s) {
		return true // pat-na1-00000000-0000-0000-0000-000000000000: a format filled with zeros
	}
	c := strings.IndexByte(s, ':')
	// 123456789:REPLACE_ME: a bot token's id and a placeholder for its secret.
	if c > 0 && allDigits(s[:c]) && placeholders.match(s[c+1:]) {
		return true
	}
	// USERNAME:API_TOKEN, API_TOKEN: names in capitals that say what goes there.
	if c > 0 && capsName(s[:c]) && capsName(s[c+1:]) || capsName(s) && strings.Contains(s, "_") {
		return true
	}
	// admin:PASSWORD, admin:${ORTHANC_PASSWORD}, admin:REDACTED: a user and what stands for the
	// password.
	if c > 0 && isLoginName(s[:c]) && (capsName(s[c+1:]) || varName(s[c+1:]) || placeholders.match(s[c+1:])) {
		return true
	}
	// USER:PASSWORD, user:pass: a pair of placeholders.
	if c > 0 && c < len(s)-1 && strings.Count(s, ":") == 1 &&
		(placeholders.match(s[:c]) || strings.EqualFold(s[:c], "user") || strings.EqualFold(s[:c], "username")) && placeholders.match(s[c+1:]) {
		return true
	}
	// An address whose last part is masked: https://hooks.slack.com/services/XXXXXXXXX/xxxxxxxx.
	if i := strings.LastIndexByte(s, '/'); i > 0 && len(s)-i > 6 && IsPlaceholder(s[i+1:]) {
		return true
	}
	// One character repeated ("aaaaaaaa") is a mask.
	if len(s) < 4 {
		return false
	}
	for i := 1; i < len(s); i++ {
		if s[i] != s[0] {
			return false
		}
	}
	return true
}

// containsFoldASCII reports whether s holds sub (lower-case) with its ASCII letters in any case.
func containsFoldASCII(s, sub string) bool {
	if sub == "" {
		return true
	}
	lo, up := sub[0], sub[0]
	if isLower(lo) {
		up = lo - 'a' + 'A'
	}
	for i := 0; i+len(sub) <= len(s); i++ {
		// Skip to the next byte that can start sub, in either case.
		rest := s[i : len(s)-len(sub)+1]
		j := strings.IndexByte(rest, lo)
		if up != lo {
			if k := strings.IndexByte(rest, up); k >= 0 && (j < 0 || k < j) {
				j = k
			}
		}
		if j < 0 {
			return false
		}
		i += j
		if hasPrefixFold(s[i:], sub) {
			return true
		}
	}
	return false
}

// fullMatch tests a string against an anchored alternation, ^(?:a|b|…)$, branch by branch:
// a branch runs only when the string's length and its first and last bytes fit it. Run whole, the
// alternation of forty placeholders cost a fifth of scrubbing a dense note.
type fullMatch struct {
	re       *regexp.Regexp
	branches []fullBranch
}

type fullBranch struct {
	re       *regexp.Regexp
	first    [256]bool // the bytes an ASCII match starts with, when firstOK
	last     [256]bool // and ends with, when lastOK
	firstOK  bool
	lastOK   bool
	min, max int        // bytes; max -1 when unbounded
	need     [][]string // literals a match holds, one of each set
}

func newFullMatch(re *regexp.Regexp) *fullMatch {
	f := &fullMatch{re: re}
	tree, err := syntax.Parse(re.String(), syntax.Perl)
	if err != nil {
		return f
	}
	elems := concatElems(tree)
	if len(elems) != 3 || elems[0].Op != syntax.OpBeginText || elems[2].Op != syntax.OpEndText || elems[1].Op != syntax.OpAlternate {
		return f
	}
	for _, b := range elems[1].Sub {
		fb := fullBranch{re: regexp.MustCompile(`^(?:` + b.String() + `)\z`), min: minRunes(b), max: maxBytes(b), need: required(b)}
		fb.first, fb.firstOK = asciiEdge(b, false)
		fb.last, fb.lastOK = asciiEdge(b, true)
		f.branches = append(f.branches, fb)
	}
	return f
}

func (f *fullMatch) match(s string) bool {
	if f.branches == nil || !isASCII(s) {
		return f.re.MatchString(s) // the byte counts below hold for ASCII
	}
	for i := range f.branches {
		b := &f.branches[i]
		if len(s) < b.min || b.max >= 0 && len(s) > b.max || b.firstOK && (s == "" || !b.first[s[0]]) ||
			b.lastOK && (s == "" || !b.last[s[len(s)-1]]) {
			continue
		}
		if !holdsAllFold(s, b.need) {
			continue
		}
		if b.re.MatchString(s) {
			return true
		}
	}
	return false
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// holdsAllFold reports whether s holds one literal of every set, in any ASCII case.
func holdsAllFold(s string, need [][]string) bool {
next:
	for _, set := range need {
		for _, l := range set {
			if containsFoldASCII(s, l) {
				continue next
			}
		}
		return false
	}
	return true
}

func lowerByte(c byte) byte {
	if isUpper(c) {
		return c + 'a' - 'A'
	}
	return c
}

// masked reports whether s is a format's prefix and a mask, or a mask and the last characters
// kept: sk_live_xxxxxxxxxxxxxxxx, AKIAXXXXXXXXXXXXXXXX, ••••••••3f9a, ****-****-1234. The mask
// is the longest run of one mask character, six or more and at least half of s; around it stand
// at most a 16-byte prefix and a 4-byte suffix.
func masked(s string) bool {
	if len(s) < 6 || !maskRun(s) {
		return false
	}
	best, bs, be := 0, 0, 0
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		if !isMaskRune(r) {
			i += n
			continue
		}
		j, count := i, 0
		for j < len(s) {
			r2, n2 := utf8.DecodeRuneInString(s[j:])
			if r2 != r && !(r == 'x' && r2 == 'X' || r == 'X' && r2 == 'x') {
				break
			}
			j += n2
			count++
		}
		if count > best {
			best, bs, be = count, i, j
		}
		i = j
	}
	// Stars and bullets stand in no key's alphabet: four are a mask between a prefix and the
	// last four kept (sk-****4344).
	star := best >= 4 && s[bs] != 'x' && s[bs] != 'X' && s[bs] != '#'
	if star {
		// Masked groups (****-****-****-715b:fx): the kept tail starts after the last group.
		r, n := utf8.DecodeRuneInString(s[bs:])
		if i := strings.LastIndex(s, string(r)); i >= be {
			be = i + n
		}
		return bs <= 16 && len(s)-be <= 8
	}
	return best >= 6 && 2*best >= utf8.RuneCountInString(s) && bs <= 16 && len(s)-be <= 4
}

// maskRun: s holds six ASCII mask bytes in a row (or four stars), or a byte that can start a
// bullet; masked needs one or the other, and this costs a fraction of its rune walk.
func maskRun(s string) bool {
	run := 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case 'x', 'X', '*', '#':
			if run++; run >= 6 || run >= 4 && s[i] == '*' {
				return true
			}
		case 0xE2: // the first byte of • and ●
			return true
		default:
			run = 0
		}
	}
	return false
}

func isMaskRune(r rune) bool {
	return r == 'x' || r == 'X' || r == '*' || r == '\u2022' || r == '\u25cf' || r == '#'
}

// prefixedPlaceholder reports whether s is a token format's prefix before a placeholder, as
// docs and .env templates write them: xoxb-your-token, sk_live_<your key>, ghp_changeme.
func prefixedPlaceholder(s string) bool {
	if hasPrefixFold(s, "replace-with") || hasPrefixFold(s, "replace_with") || hasPrefixFold(s, "replace-me") {
		return true // SESSION_SECRET=replace-with-64-random-bytes: an instruction, not a value
	}
	// Cheap first: a template is short and says so in a word of its own.
	if len(s) > 48 || strings.IndexAny(s, "_-") < 0 || !templateHint(s) {
		return false
	}
	for n := 0; n < 3; n++ {
		i := strings.IndexAny(s, "_-")
		if i <= 0 || i > 12 || i+1 >= len(s) {
			return false
		}
		s = s[i+1:]
		if placeholders.match(s) && len(s) > 3 {
			return true
		}
	}
	return false
}

// templateHints are what a template's placeholder holds after a token's prefix.
var templateHints = []string{"your", "my", "change", "replace", "xxx", "<", "{", "here", "placeholder", "dummy", "todo", "tbd", "redacted"}

func templateHint(s string) bool {
	for _, w := range templateHints {
		if containsFoldASCII(s, w) {
			return true
		}
	}
	return false
}

// yourWord: "your …" in a script without spaces, as a template asks for the value:
// 你的密钥, 您的密码, あなたのパスワード, 당신의 비밀번호.
func yourWord(s string) bool {
	for _, p := range []string{"你的", "您的", "你們的", "あなたの", "당신의"} {
		if strings.HasPrefix(s, p) {
			return true
		}
	}
	return false
}

// capsName: a name in capitals and underscores that names what it stands for (API_TOKEN).
// varName: a shell variable, $NAME or ${NAME} (its brace maybe cut off).
func varName(s string) bool {
	if !strings.HasPrefix(s, "$") {
		return false
	}
	name := strings.TrimSuffix(strings.TrimPrefix(s[1:], "{"), "}")
	return isIdent(name) && strings.ToUpper(name) == name
}

func capsName(s string) bool {
	if len(s) < 4 || !isUpper(s[0]) {
		return false
	}
	for i := 0; i < len(s); i++ {
		if !isUpper(s[i]) && s[i] != '_' {
			return false
		}
	}
	return containsAny(s, []string{"USER", "NAME", "TOKEN", "PASS", "KEY", "SECRET", "PWD", "ACCOUNT", "CLIENT", "_ID",
		"CLAVE", "CHAVE", "SENHA", "CONTRASENA", "AQUI", "ICI", "HIER"}) // TU_CLAVE_AQUI, VOTRE_CLE_ICI
}

// starMask: words in capitals between stars, as Windows setup masks what it removed
// (*SENSITIVE*DATA*DELETED*).
func starMask(s string) bool {
	if len(s) < 8 || s[0] != '*' || s[len(s)-1] != '*' {
		return false
	}
	words := strings.Split(strings.Trim(s, "*"), "*")
	for _, w := range words {
		if len(w) < 3 || strings.ToUpper(w) != w || !isPlainWord(w) {
			return false
		}
	}
	return len(words) >= 2
}

// zeroed: twelve zeros or more, at least three in five of the value's letters and digits.
func zeroed(s string) bool {
	if len(s) < 12 || !strings.Contains(s, "0000") {
		return false
	}
	zeros, alnum := 0, 0
	for i := 0; i < len(s); i++ {
		if s[i] == '0' {
			zeros++
		}
		if isLetter(s[i]) || isDigit(s[i]) {
			alnum++
		}
	}
	return zeros >= 12 && 5*zeros >= 3*alnum
}
