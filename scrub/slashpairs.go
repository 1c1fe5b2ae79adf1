package scrub

import (
	"strings"
	"unicode"
)

// A user and a password apart by a slash (or two), closing a line, as people note a device's login in
// any language with no word for either:
//
//	ルーター管理画面　buchhaltung / Kasse_BR2643      вход в роутер: caixa01 / Mercado_LI2689
//
// Without a label the shapes must say it: a lower-case user name, then a value with upper- and
// lower-case letters and digits that reads as a password (not "Admin / Settings", "main /
// release-2024").

// slashPairs finds the password of each "user / password" at a line's end.
func slashPairs(text string) []Span {
	var out []Span
	// next holds where each separator occurs next at or after off (len(text) when it does not),
	// so a text full of one separator is not searched for the others again at each.
	var next [len(pairSeparators)]int
	for k := range next {
		next[k] = -1
	}
	for off := 0; ; {
		i, sep := -1, 0
		for k, sp := range pairSeparators {
			if next[k] < off {
				next[k] = len(text)
				if j := strings.Index(text[off:], sp); j >= 0 {
					next[k] = off + j
				}
			}
			if next[k] < len(text) && (i < 0 || next[k] < i) {
				i, sep = next[k], len(sp) // "airflow // ScWm-LrhA5s4f"
			}
		}
		if i < 0 {
			return out
		}
		off = i + sep
		ue := i
		if ue > 0 && strings.IndexByte("\"'`", text[ue-1]) >= 0 {
			ue-- // `reporting` / `river570Cactus?`
		}
		us := ue
		for us > 0 && (isLower(text[us-1]) || isDigit(text[us-1]) || strings.IndexByte("._-", text[us-1]) >= 0) {
			us--
		}
		capsUser := false // SAP's and mainframes' users are capitals: "creds -> TDUBOIS // …"
		if us == ue {
			for us > 0 && (isUpper(text[us-1]) || isDigit(text[us-1]) || text[us-1] == '_') {
				us--
			}
			capsUser = us < ue
		}
		if ue < i && us > 0 && text[us-1] == text[ue] {
			us--
		}
		if ue-us < 2 || us > 0 && !(text[us-1] == ' ' || text[us-1] == '\t' || text[us-1] == '(' || text[us-1] >= 0x80) {
			continue
		}
		before := text[strings.LastIndexByte(text[:us], '\n')+1 : us]
		labelled := text[i+1] == '+' || text[i+1] == '|' || text[i+1] == ':' // a plus, a bar or a colon needs a label before
		dash := text[i+1] != '/' && !labelled
		strong := (dash || text[i+1] == '+') && !strings.Contains(before, "=") && strongPairValue(text, i+sep) // not a sum in code
		if dash && !hostThen(before, text[i:i+sep]) && !strong {
			continue // a dash joins a pair only after a host ("10.0.0.7 — ubnt — …") or before a strong password
		}
		if labelled && !strings.Contains(before, "→") && !strings.Contains(before, "->") && !strings.HasSuffix(before, ": ") &&
			!(strings.HasSuffix(before, "= ") && loginCue(asciiLower(before))) && !strong { // creds = pnovak | …
			continue // a plus or a bar joins a pair only after a label ("NAS → root + …"), not in a sum
		}
		if text[i+1] == ':' && (commonWords[text[us:ue]] || stopWords[text[us:ue]]) {
			continue // "Note: see : Section4": a word, not a user
		}
		cue := dash || strong || loginCue(asciiLower(before)) // host — user — password: a login by its layout
		if capsUser && (!cue || dash) {
			continue // "Admin / Settings", "MAIN / HOTFIX2": capitals pair with a password only after a word for a login
		}
		if sp, ok := slashValue(text, i+sep, cue); ok {
			out = append(out, sp)
		}
	}
}

// strongPairValue: the token at p has capitals, small letters, digits and a symbol, or is long
// and mixed, as only a password is: "jdoe — Harbor.Cobalt.28", "amp_admin + xXCrowbarXx8480".
func strongPairValue(text string, p int) bool {
	e := p
	for e < len(text) && text[e] > ' ' {
		e++
	}
	v := strings.TrimRight(text[p:e], ".,;")
	return len(v) >= 8 && hasUpperLowerDigit(v) && (strings.IndexFunc(v, func(r rune) bool { return r < 128 && !isLetter(byte(r)) && !isDigit(byte(r)) }) >= 0 || len(v) >= 12) &&
		!versionRE.MatchString(v) && !isCamelWords(v)
}

// pairSeparators stand between a user and a password: a slash, two, a plus, a bar or a spaced
// colon after a label, or a dash after a host.
var pairSeparators = [...]string{" / ", " // ", " — ", " – ", " + ", " | ", " : "}

// hostThen: before, the line up to a user, is a host (an address or a dotted name) and the
// separator sep: "10.207.180.43 — ".
func hostThen(before, sep string) bool {
	h, ok := strings.CutSuffix(before, sep)
	if !ok {
		return false
	}
	h = h[strings.LastIndexAny(h, " \t")+1:]
	return len(h) >= 4 && strings.Count(h, ".") >= 1 && strings.Trim(h, "abcdefghijklmnopqrstuvwxyz0123456789.-") == ""
}

// slashValue reads the password of a slash pair at ps: a token, or a quoted one, that closes its
// line or is followed by a remark ("(port 21, explicit TLS)"), or that holds letters, digits and
// a symbol, as only a password does ("svc_print / Fraise_Paris14! für die Weboberfläche"). After
// a word for logging in (cue), letters with digits are enough, and any words may follow ("log in
// with hass // copper_Kellerkind3481 then go to Settings").
func slashValue(text string, ps int, cue bool) (Span, bool) {
	le := lineEnd(text, ps)
	var vs, ve int
	if ps < le && strings.IndexByte("\"'`", text[ps]) >= 0 {
		q := strings.IndexByte(text[ps+1:le], text[ps])
		if q < 0 {
			return Span{}, false
		}
		vs, ve = ps+1, ps+1+q
	} else {
		vs, ve = ps, ps
		for ve < le && text[ve] != ' ' && text[ve] != '\t' && text[ve] != '\r' {
			ve++
		}
		cut := scriptEnd(text, vs, ve)
		rest := strings.TrimSpace(text[cut:le])
		remark := strings.HasPrefix(rest, "(") || strings.HasPrefix(rest, "—") || strings.HasPrefix(rest, "- ") || cut < ve // "，是不是…"
		ve = cut
		if ve > vs && text[ve-1] == ')' && strings.IndexByte(text[vs:ve], '(') < 0 {
			ve-- // "(admin / Regie+2025)": the pair's parenthesis
		}
		for !remark && ve > vs && strings.IndexByte(".,;", text[ve-1]) >= 0 {
			ve-- // a sentence's end (a remark keeps what precedes it: "V3lv3t9588. (port 21)")
		}
		if rest != "" && !remark && !threeClasses(text[vs:ve]) && !generated(text[vs:ve]) && !cue {
			return Span{}, false
		}
	}
	v := text[vs:ve]
	if len(v) < 8 || len(v) > 64 || strings.ContainsAny(v, " \t/") || !statedShape(v) ||
		!(hasUpperLowerDigit(v) || dashedPassphrase(v) || generated(v) || wordsAndNumber(v) || mixedCaseGroups(v) || cue && (chosenWithDigits(v) || hasLetterAndDigit(v) && strings.ContainsAny(v, passwordSymbols))) {
		return Span{}, false
	}
	return Span{Start: vs, End: ve, Rule: "password"}, true
}

// colonPairs finds "user:password" standing as a token of its own, in parentheses or after an
// arrow, as notes give a device's login: "(postgres:Juniper_Zephyr62)", "Canvas -> owner:…". The
// same shapes as slashPairs' say it: a lower-case user name, then a password with capitals,
// small letters and digits; not a scheme, a digest or a key's name (https:, sha256:, tag:).
func colonPairs(text string) []Span {
	var out []Span
	for off := 0; ; {
		c := strings.IndexByte(text[off:], ':')
		if c < 0 {
			return out
		}
		c += off
		off = c + 1
		us := c
		for us > 0 && (isLower(text[us-1]) || isDigit(text[us-1]) || text[us-1] == '_' || text[us-1] == '-' || text[us-1] == '.') {
			us--
		}
		if c-us < 3 || c-us > 32 || !isLower(text[us]) || us > 0 && !(text[us-1] == ' ' || text[us-1] == '(' || text[us-1] == '\t') ||
			notUsers[text[us:c]] || text[c-1] == '.' || fileName(text[us:c]) || strings.Count(text[us:c], ".") > 1 { // anita.sharma, not app.yaml or a.b.c
			continue
		}
		ve := c + 1
		for ve < len(text) && text[ve] > ' ' && text[ve] != ')' && text[ve] != ',' {
			ve++
		}
		v := text[c+1 : ve]
		if ve < len(text) && text[ve] != ' ' && text[ve] != ')' && text[ve] != '\n' && text[ve] != '\r' {
			continue
		}
		// After an arrow, a passphrase of words and a number is one too: "QA → ro:maple.cobalt.27".
		before := text[strings.LastIndexByte(text[:us], '\n')+1 : us]
		arrow := strings.Contains(before, "→") || strings.Contains(before, "->")
		if len(v) < 8 || len(v) > 64 || strings.ContainsAny(v, "@/:") || !statedShape(v) ||
			!hasUpperLowerDigit(v) && !(arrow && dashedPassphrase(strings.ReplaceAll(v, ".", "-"))) {
			continue
		}
		out = append(out, Span{Start: c + 1, End: ve, Rule: "password"})
	}
}

// notUsers name what a colon follows that is no user: schemes, digests, keys of a record.
var notUsers = setOf(`http https ftp ssh git file mailto data urn tag image ref key id type sha1 sha256 sha512
	md5 hmac arn uuid token bearer basic version build commit branch host port user username login`)

// wordsAndNumber: three words or more and a number, joined by dashes, as a generator writes a
// passphrase (tango-cobalt-thunder-8483).
func wordsAndNumber(v string) bool {
	parts := strings.Split(v, "-")
	last := parts[len(parts)-1]
	if len(parts) < 4 || !allDigits(last) || len(last) < 2 || len(last) > 6 {
		return false
	}
	for _, p := range parts[:len(parts)-1] {
		if len(p) < 3 || !isPlainWord(p) {
			return false
		}
	}
	return true
}

// loginCues say a line gives a login: the pair after them is a user and a password.
var loginCues = []string{"login", "log in", "log on", "logon", "sign in", "signin", "access:", "creds", "credentials",
	"zugang", "anmeld", "acceso", "accès", "accesso", "acesso", "inloggen", "logowanie", "ログイン", "登录", "로그인"}

func loginCue(before string) bool { return containsAny(before, loginCues) }

// chosenWithDigits: letters and digits as a person composes a password: two words or more
// (greenhouse_cactus5053), or mixed case; not one word and a year (release_2024).
func chosenWithDigits(v string) bool {
	if !hasLetterAndDigit(v) || len(v) < 10 {
		return false
	}
	words := strings.FieldsFunc(v, func(r rune) bool { return !unicode.IsLetter(r) })
	return len(words) >= 2 || strings.IndexFunc(v, unicode.IsUpper) >= 0 && strings.IndexFunc(v, unicode.IsLower) >= 0
}
