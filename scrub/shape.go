package scrub

import (
	"math"
	"regexp"
	"strings"
	"unicode"
)

// How a token on a credential's line reads: as nothing, as a random run, or as a password.

// How much a token reads as a secret: not at all, as a random run (an id reads so too), or as
// a password (a password's symbol or a passphrase's shape, which ids and names never have).
const (
	shapeNone = iota
	shapeRandom
	shapePassword
)

// readsAsSecret: a token no prose, name, number or code reads as (secretShape), or after a
// PIN word a run of 4 to 12 digits that is no year.
func readsAsSecret(v string, pin, quoted bool) bool {
	if pin {
		// A keypad's entry ends in # (16088#); a safe's combination is pairs of digits
		// (21-27-20) or two groups of three (807-474); a door's code may lead or end with a
		// letter (B4056, 3655A).
		if d := strings.TrimSuffix(v, "#"); allDigits(d) {
			return len(d) >= 4 && len(d) <= 12 && !yearLike(d)
		}
		if comboDigits(v) || len(v) == 7 && v[3] == '-' && allDigits(v[:3]) && allDigits(v[4:]) || len(v) >= 4 && len(v) <= 7 && (isUpper(v[0]) && allDigits(v[1:]) || isUpper(v[len(v)-1]) && allDigits(v[:len(v)-1])) {
			return true
		}
	}
	return secretShape(v, quoted) != shapeNone
}

// secretShape is what keeps a line that only talks about a password alone, so it is strict:
// letters and digits, 6 to 256 bytes (a Dropbox token runs to 140), none of the things that
// carry both (addresses, versions, dates, ids, hosts, units, handles, code), and then three
// kinds of character, a passphrase's shape or a random run of 16 or more.
func secretShape(v string, quoted bool) int {
	if len(v) < 6 || len(v) > 256 || !hasLetterAndDigit(v) {
		return shapeNone
	}
	lv := strings.ToLower(v)
	if IsPlaceholder(v) || isReference(v) || strings.Contains(v, "://") || strings.HasPrefix(v, markerPrefix) ||
		passwordManagers[lv] || commonWords[lv] || versionRE.MatchString(v) || timeLike(v) ||
		ticketID(v) || hexGroupsDashed(v) || emailLike(v) || numberWithUnit(v) || isCamelWords(v) ||
		namesCredential(lv) || strings.ContainsAny(v, "()[]{}<>\"'`") || v[0] == '#' || v[0] == '@' || actionRef(v) ||
		codeToken(v) || domainUser(v) || servicePrincipal(v) || scriptFile(lv) || algorithmName(lv) {
		return shapeNone
	}
	if wordsPassphrase(v) || dashedPassphrase(v) {
		return shapePassword
	}
	if wordy(v) || isCodeExpr(v) || dottedName(v) {
		return shapeNone // srv-web01, release/2026.03, config.v2, psycopg2.OperationalError
	}
	var upper, lower, symbol, pwSymbol bool
	for i := 0; i < len(v); i++ {
		c := v[i]
		switch {
		case isUpper(c):
			upper = true
		case isLower(c):
			lower = true
		case isDigit(c):
		case i == len(v)-1 && (c == '!' || c == '?') && !quoted:
			// "…, right?": a sentence's end, not the password's
		case strings.IndexByte("-_.:/", c) >= 0 && i > 0 && i < len(v)-1:
			symbol = true // what names are joined by: only with both cases a password's
		default:
			symbol, pwSymbol = true, true
		}
	}
	switch {
	case pwSymbol:
		return shapePassword
	case upper && lower && (symbol && !joinedNames(v) || !symbol && !wordAndNumber(v)):
		return shapeRandom
	case len(v) >= 16 && looksRandom(v) && entropy(v) >= entropyFloor(v, 3.5) && !wordsOnly(v):
		return shapeRandom
	case !upper && !symbol && len(v) >= 8 && scatteredDigits(v):
		return shapeRandom // a generated password in small letters: l84g1dx5vi, q1is93hf
	}
	return shapeNone
}

// scatteredDigits: small letters and digits where the digits fall in two or more places
// among three or more letters, as a generator scatters them; not hex (a commit), nor a name
// with one number in it (ubuntu2204lts).
func scatteredDigits(v string) bool {
	groups, letters, hex := 0, 0, true
	for i := 0; i < len(v); i++ {
		if isDigit(v[i]) {
			if i == 0 || !isDigit(v[i-1]) {
				groups++
			}
		} else {
			letters++
			hex = hex && v[i] <= 'f'
		}
	}
	return groups >= 2 && letters >= 3 && !hex
}

// wordAndNumber: a word, capitalised or camel-cased once, then digits: Server01, iPhone15.
func wordAndNumber(v string) bool {
	letters := strings.TrimRight(v, digits)
	if n := len(letters); n >= 3 && isUpper(letters[n-1]) && isUpper(letters[n-2]) && isLower(letters[n-3]) {
		return false // YassaFQ7785: capitals after a word, as a generator adds them
	}
	return len(letters) < len(v) && isPlainWord(letters) && caseChanges(letters) <= 1
}

// dashedPassphrase: two or more words and a two- or three-digit number joined by one
// separator, or joined to the last word, as password generators make them (sakura-medved-73,
// orchard-willow-marble14); a year or a version at the end makes a name (release-notes-2024).
func dashedPassphrase(v string) bool {
	i := strings.IndexAny(v, "-_.")
	if i < 0 {
		return false
	}
	parts := strings.Split(v, v[i:i+1])
	last := parts[len(parts)-1]
	if word := strings.TrimRight(last, digits); len(word) >= 4 && isPlainWord(word) {
		last = last[len(word):] // the number joined to the last word: orchard-willow-marble14
	}
	if len(parts) < 3 || !allDigits(last) || len(last) < 2 || len(last) > 3 || len(last) == 2 && last[0] == '0' && len(parts) == 3 && len(parts[0]) <= 4 && len(parts[1]) <= 4 {
		return false // prd-gru-02, hml-lis-01: a cluster's or a host's name, numbered from 01
	}
	for _, p := range parts[:len(parts)-1] {
		if len(p) < 3 || !isPlainWord(p) {
			return false
		}
	}
	return true
}

// joinedNames: words and numbers joined by - _ . : /, each a name's part (Ufficio-5G,
// Build-Agent-7, eu-West-1a), where a random part has its case or digits in the middle.
func joinedNames(v string) bool {
	for _, p := range strings.FieldsFunc(v, func(r rune) bool { return strings.ContainsRune("-_.:/", r) }) {
		letters := strings.TrimRight(p, digits)
		lead := strings.TrimLeft(p, digits)
		switch {
		case letters == "" || isPlainWord(letters) && caseChanges(letters) <= 1:
		case len(lead) <= 3 && isPlainWord(lead): // 5G, 2FA, 4K
		default:
			return false
		}
	}
	return true
}

// codeToken: what a line of code or a format holds beside a word for password: an escape
// ("name\x00", \r\n, \u0026), a format verb (%.2f%%), a name and a number joined by an
// operator (MaxPasswordLen+1, 100*recall), an id built on a date (auto-2026-08-01-5f0c1a2b).
func codeToken(v string) bool {
	for i := 0; i+1 < len(v); i++ {
		switch v[i] {
		case '\\':
			if strings.IndexByte("xunrt0", v[i+1]) >= 0 {
				return true
			}
		case '%':
			j := i + 1
			for j < len(v) && (isDigit(v[j]) || v[j] == '.') {
				j++
			}
			if j < len(v) && strings.IndexByte("dfsvqx%", v[j]) >= 0 && (j+1 == len(v) || !isLetter(v[j+1])) {
				return true
			}
		}
		if i+10 <= len(v) && isDate(v[i:i+10]) {
			return true
		}
	}
	if k := strings.IndexAny(v, "+*/-"); k > 0 && k < len(v)-1 && strings.Count(v, v[k:k+1]) == 1 {
		a, b := v[:k], v[k+1:]
		return allDigits(a) && len(a) <= 4 && isIdent(b) && !hasLetterAndDigit(b) ||
			allDigits(b) && len(b) <= 4 && isIdent(a) && !hasLetterAndDigit(a) && isCamelWordsOrWord(a)
	}
	return false
}

// isCamelWordsOrWord: a name in code, MaxPasswordLen or recall.
func isCamelWordsOrWord(s string) bool {
	return isCamelWords(s) || isPlainWord(s) && strings.ToLower(s) == s
}

// dottedName: names joined by dots, each a word and maybe a number (psycopg2.OperationalError,
// app.Config2), as code names things; a random part (sl.Qw8Lp2Xv9…) makes a token.
func dottedName(v string) bool {
	if !strings.Contains(v, ".") {
		return false
	}
	for p := range strings.SplitSeq(v, ".") {
		letters := strings.TrimRight(p, digits)
		if !isPlainWord(letters) || caseChanges(letters) > 1 {
			return false
		}
	}
	return true
}

// domainUser: a Windows account as DOMAIN\user (CONTOSO\sa_sccm2, corp\svc-backup): a domain
// in one case, a user in small letters, digits and joiners.
func domainUser(v string) bool {
	d, u, ok := strings.Cut(v, "\\")
	if !ok || len(d) < 2 || len(u) < 2 || !isLetter(u[0]) || strings.ToUpper(d) != d && strings.ToLower(d) != d {
		return false
	}
	for i := 0; i < len(d); i++ {
		if !isLetter(d[i]) && !isDigit(d[i]) && d[i] != '-' && d[i] != '.' {
			return false
		}
	}
	for i := 0; i < len(u); i++ {
		if !isLower(u[i]) && !isDigit(u[i]) && strings.IndexByte("_-.$", u[i]) < 0 {
			return false
		}
	}
	return true
}

// servicePrincipal: a Kerberos service's name, class/host[:port] (MSSQLSvc/sql01.corp.local:1433).
func servicePrincipal(v string) bool {
	class, host, ok := strings.Cut(v, "/")
	if !ok || len(class) < 3 || !isPlainWord(class) {
		return false
	}
	host, port, _ := strings.Cut(host, ":")
	return strings.Count(host, ".") >= 2 && isHostName(host) && (port == "" || allDigits(port))
}

// isHostName: letters, digits, dashes and dots, starting with a letter or digit.
func isHostName(h string) bool {
	if h == "" || !isLetter(h[0]) && !isDigit(h[0]) {
		return false
	}
	for i := 0; i < len(h); i++ {
		if !isLetter(h[i]) && !isDigit(h[i]) && h[i] != '-' && h[i] != '.' {
			return false
		}
	}
	return true
}

// scriptFile: a script's or a program's file (.\New-SvcAccount.ps1, deploy_v2.sh), named by its
// extension.
func scriptFile(lv string) bool {
	for _, ext := range []string{".ps1", ".psm1", ".sh", ".py", ".bat", ".cmd", ".exe", ".msi", ".vbs"} {
		if strings.HasSuffix(lv, ext) && len(lv) > len(ext)+1 {
			return true
		}
	}
	return false
}

// algorithmName: a hash's, a cipher's or an authentication method's name; the expression runs
// only on a token that starts as one does.
func algorithmName(lv string) bool {
	return strings.IndexByte("acdehmprsx", lv[0]) >= 0 && algorithmRE.MatchString(lv)
}

// algorithmRE: a hash's, a cipher's or an authentication method's name (scram-sha-256,
// aes-256-cts-hmac-sha1-96, hmac-sha512, ed25519).
var algorithmRE = regexp.MustCompile(`^(?:scram-|hmac-|rsa-)?(?:sha|md|aes|pbkdf|argon|blake|ed|curve|chacha|des)-?[0-9]+(?:-[a-z0-9]+)*$`)

// looksRandom accepts a token-like string: long, with digits or mixed case.
func looksRandom(s string) bool {
	var lower, upper, digit int
	for _, r := range s {
		switch {
		case unicode.IsLower(r):
			lower++
		case unicode.IsUpper(r):
			upper++
		case unicode.IsDigit(r):
			digit++
		}
	}
	return digit > 0 && (lower > 0 || upper > 0) || lower > 0 && upper > 1
}

func hasUpperLowerDigit(s string) bool {
	var u, l, d bool
	for _, r := range s {
		u = u || unicode.IsUpper(r)
		l = l || unicode.IsLower(r)
		d = d || unicode.IsDigit(r)
	}
	return u && l && d
}

// entropyFloor is the entropy a random-looking value must reach: bits, or less for hex, whose
// 16 symbols cannot carry more than 4 bits and whose random 40-digit strings fall under 3.5 one
// time in ten.
func entropyFloor(v string, bits float64) float64 {
	if allHex(v) {
		return min(bits, 3.0)
	}
	return bits
}

// entropy is the Shannon entropy of s in bits per character.
func entropy(s string) float64 {
	var h float64
	n := float64(len(s))
	eachRuneCount(s, func(c int) {
		p := float64(c) / n
		h -= p * math.Log2(p)
	})
	return h
}
