package scrub

import (
	"strings"
	"unicode/utf8"
)

// Secrets on a line that names a credential, whatever the grammar around them:
//
//	пароль от вайфая в офисе Xk2!pqLm7.      서버 비번은 Yq7rT2mK9vLpWd3Ns8Bx 입니다
//	Neuer Stripe-Schlüssel: …                Alarmanlage: PIN-Code 48213377 (Schicht B)
//
// Every author words "the password is" differently, so instead of reading a separator or a
// short word, this reads the line: when it names a password, key, PIN or token in any of the
// languages below, every token on it (and on the next line when this one ends at the word or a
// colon) that reads as a secret is one. What keeps chat about passwords alone is how strict
// "reads as a secret" is (readsAsSecret).

// namedLineSecrets finds the secrets on the lines that name a credential.
func namedLineSecrets(text, lower string, h *hits) []Span {
	if !h.any(sentenceIDs) {
		return nil
	}
	type line struct{ s, e, kind, w int }
	var lines []line
	var letters []Span
	var locks lockHits
	marked := strings.Contains(text, markerPrefix)
	for i, id := range sentenceIDs {
		n := int(allPatternLen(id))
		seen := -1 // the end of the line this word was last taken on
		for _, pos := range h.of(id) {
			s, e := int(pos), int(pos)+n
			k := sentenceKinds[i]
			if s < seen && strings.TrimSpace(text[e:seen]) != "" {
				continue // the same word again on a line already taken
			}
			if !wordBounded(text, s, e, k) || inBlob(text, s, e) || embeddedWord(text, s, e) || marked && inMarker(text, s) || k&wordWeak != 0 && keyOfData(lower, s) ||
				e+1 < len(text) && text[e] == '-' && isUpper(text[e+1]) || // PIN-MU-818359: an id's prefix
				k&wordPIN != 0 && pinningWords[prevWord(lower, s)] || // "the cert pin changed": a pinned certificate's hash
				k&wordPIN != 0 && pinAbout(lower, e) || // "PIN reset requested for badge 22446517"
				k&(wordPIN|wordCode) != 0 && postalPIN(lower, s, e) || // "pincode 560034 pe delivery hai?": India's postal code
				e < len(text) && text[e] == '=' && (classify(text[s:e], "") > keyNone || strings.HasPrefix(lower[e+1:], "0x")) { // password=***: the assignment's to judge; appid=0xC6CE: a number
				continue
			}
			ls := strings.LastIndexByte(text[:s], '\n') + 1
			if negated(lower, s, 12) || disclaimed(lower[ls:s]) {
				continue // "the guest Wi-Fi has no password": the line says there is none
			}
			le := lineEnd(text, e)
			seen = le
			if k&wordCode != 0 {
				if !hasCodeContext(lower[ls:le]) && !headedCode(text, lower, ls, s) && !askedCode(text, lower, ls, s, le) {
					continue
				}
				k |= wordPIN
			} else if k&(wordSecret|wordWeak) == wordSecret && locks.in(h, ls, le) {
				k |= wordPIN
			}
			if k&wordAfter != 0 {
				ls = e
			}
			if k&wordPIN != 0 {
				le = sentenceEnd(text, lower, e, le)                                                           // "…will be sent by SMS. Property no.: 08580114772": another sentence's number
				seen = le                                                                                      // and the word again in a later sentence reads that one
				if !digitRunIn(text[e:le]) || strings.HasSuffix(strings.TrimRight(text[e:le], " \t\r"), "?") { // "which code for STR-36554?"
					if ae, ok := answerLine(text, le); ok {
						le, seen = ae, ae // the next chat line gives the code asked for
					}
				}
			}
			// A weak word that opens a label (Token Box (sandbox): …) names what follows.
			if k&wordWeak != 0 && strings.TrimLeft(text[ls:s], " \t-*#") == "" && strings.IndexByte(text[e:le], ':') >= 0 {
				k &^= wordWeak
			}
			// The line ends at the word or a colon, or is a command at a prompt: the value is
			// on the next line (the command's output), or on the indented lines under it.
			rest := strings.TrimSpace(text[e:le])
			// A weak word labels what follows its colon, arrow or verb ("our key is …").
			if k&wordWeak != 0 && (strings.HasPrefix(rest, ":") || strings.HasPrefix(rest, "is ") || strings.HasSuffix(rest, ":") || strings.Contains(rest, "-> ") || strings.Contains(rest, "→ ")) {
				k |= wordLabel
			}
			if (rest == "" || strings.HasSuffix(rest, ":") || strings.HasPrefix(text[ls:], "$ ")) && le < len(text) && !labelledLine(text, le+1) {
				next := le + 1
				if next+1 < len(text) && text[next] == '\n' && strings.HasSuffix(rest, ":") {
					next++ // a mail's blank line between "voici le jeton :" and the value
				}
				le = blockEnd(text, next)
			}
			if k&(wordSecret|wordWeak|wordPIN) == wordSecret {
				if sp, ok := lettersAfter(text, e, le); ok {
					letters = append(letters, sp) // password LXDRzRbi: random letters, no digit
				}
				if sp, ok := answered(text, lower, e); ok {
					letters = append(letters, sp) // "la clave del wifi?" / "Alba: Kettle8723!"
				}
			}
			lines = append(lines, line{ls, le, k, s})
		}
	}
	// One pass per line; a line is weak only when every word on it is.
	var out []Span
	for i, l := range lines {
		if l.kind < 0 {
			continue
		}
		weak := l.kind&wordWeak != 0
		for j := i + 1; j < len(lines); j++ {
			if m := lines[j]; m.s == l.s && m.e == l.e {
				l.kind |= m.kind
				l.w = min(l.w, m.w)
				weak = weak && m.kind&wordWeak != 0
				lines[j].kind = -1
			}
		}
		if !weak {
			l.kind &^= wordWeak
		}
		if underHeader(text, l.s, l.e) {
			continue // a row under a CSV header with a credential column: read by its column
		}
		toks := secretTokens(text, l.s, l.e, l.kind)
		ssid := networkNameEnd(text, lower, l.s, l.w)
		for _, sp := range toks {
			if sp.Start >= ssid && sp.End <= l.w {
				continue // "WiFi: SiteOffice_F7WT / key: …": the network's name before its key
			}
			if l.kind&wordPIN == 0 || !numbered(lower, sp.Start) {
				out = append(out, sp)
			}
		}
		if l.kind&wordPIN != 0 {
			out = append(out, nativeDigits(text, l.s, l.e)...)
		}
	}
	for _, sp := range letters {
		sp.Rule = "password"
		out = append(out, sp)
	}
	return out
}

// nextWord is the word after the blanks at i.
func nextWord(lower string, i int) string {
	i = skipBlanks(lower, i)
	j := i
	for j < len(lower) && isLetter(lower[j]) {
		j++
	}
	return lower[i:j]
}

// blockEnd is the end of the line at ls, or of the list under it: the lines indented as it
// is that hold one item each, as shares or codes are listed (code's indented lines hold more).
func blockEnd(text string, ls int) int {
	le := lineEnd(text, ls)
	indent := text[ls : ls+len(text[ls:le])-len(strings.TrimLeft(text[ls:le], " \t"))]
	if indent == "" || !oneItem(text[ls:le]) {
		return le
	}
	for n := 0; n < 16 && le < len(text) && strings.HasPrefix(text[le+1:], indent) && oneItem(text[le+1:lineEnd(text, le+1)]); n++ {
		le = lineEnd(text, le+1)
	}
	return le
}

// oneItem: the line holds one word, maybe after a list mark (  - Hq3Lw8Zp2Ty6).
func oneItem(line string) bool {
	f := strings.Fields(line)
	return len(f) == 1 || len(f) == 2 && (f[0] == "-" || f[0] == "*" || f[0] == "•")
}

// keyOfData: "key" or "token" after a word that makes it a thing of data, a public key or a
// part of a token: the cache key, a public key, the object key, the token header.
func keyOfData(lower string, s int) bool {
	w := prevWord(lower, s)
	if s > 1 && (lower[s-1] == '-' || lower[s-1] == '_') {
		k := s - 1 // public-key, cache_key
		for k > 0 && isLetter(lower[k-1]) {
			k--
		}
		w = lower[k : s-1]
	}
	return dataKeys[w] || dataKeyQualifiers[w]
}

var dataKeys = setOf(`public site publishable object cache primary foreign sort partition idempotency
	kms gpg pgp ssh host signing verification s3 row map dict hash lookup registry`)

// inBlob: the word at [s, e) stands inside a long run of base64 (a key block's line), where
// letters fall into words by chance.
func inBlob(text string, s, e int) bool {
	if text[s] >= 0x80 {
		return false
	}
	ts, te := s, e
	for ts > 0 && text[ts-1] > ' ' && text[ts-1] < 0x80 {
		ts--
	}
	for te < len(text) && text[te] > ' ' && text[te] < 0x80 {
		te++
	}
	return te-ts > e-s+32 && !strings.ContainsAny(text[ts:te], "=:")
}

// inMarker: the word at s is part of a marker, [REDACTED:password], so scrubbing stays
// idempotent.
func inMarker(text string, s int) bool {
	lo := max(0, s-40)
	i := strings.LastIndexByte(text[lo:s], '[')
	return i >= 0 && strings.HasPrefix(text[lo+i:], markerPrefix) && !strings.Contains(text[lo+i:s], "]")
}

// allPatternLen is the length of the pattern with id.
func allPatternLen(id int) int { return len(allPatterns.patterns[id]) }

// secretTokens returns the tokens on [ls, le) that read as secrets. A token is a run of ASCII
// printable bytes: other scripts' words and punctuation (「」, 。) end it, so a password in a
// Japanese or Korean sentence stands alone.
// spokenDigits is the end of four to eight digits spelled one by one with a blank between
// them at text[p:le], or 0.
func spokenDigits(text string, p, le int) int {
	n, e := 0, p
	for e < le && isDigit(text[e]) && (e+1 == le || !isDigit(text[e+1])) {
		n++
		e++
		if e+1 < le && text[e] == ' ' && isDigit(text[e+1]) {
			e++
			continue
		}
		break
	}
	if n < 4 || n > 8 || e < le && isWordByte(text[e]) {
		return 0
	}
	return e
}

func secretTokens(text string, ls, le, kind int) []Span {
	var out []Span
	// Every shape of a secret holds a digit: go from digit to digit, not word by word.
	for p := ls; p < le; {
		for p < le && !isDigit(text[p]) {
			p++
		}
		if p == le {
			break
		}
		if kind&wordPIN != 0 && (p == ls || text[p-1] == ' ' && (p-2 < ls || !isDigit(text[p-2]))) {
			if e := spokenDigits(text, p, le); e > 0 {
				out = append(out, Span{Start: p, End: e}) // "the code is 7 0 6 9", as a voice note spells it
				p = e
				continue
			}
		}
		i, j := p, p
		for i > ls && asciiToken(text[i-1]) {
			i--
		}
		for j < le && asciiToken(text[j]) {
			j++
		}
		if v := strings.TrimRight(text[i:j], ".,;)"); len(v) >= 4 && len(v) <= 16 && allDigits(v) && !yearLike(v) && !stampDigits(v) && digitsAfterPassword(text, ls, i) ||
			namedCode(text, ls, i, j) {
			out = append(out, Span{Start: i, End: i + len(v)})
			p = j + 1
			continue
		}
		if afterCountryCode(text, ls, i) || maskedBefore(text, ls, i) {
			p = j + 1
			continue // +44 7700 …, **** 7138: a phone number's group, a masked number's last digits
		}
		if i > ls && text[i-1] >= 0x80 && kind&(wordSecret|wordWeak|wordPIN) == wordSecret {
			if s, e, ok := nativeWordNumber(text, ls, i, j); ok {
				out = append(out, Span{Start: s, End: e})
				p = j + 1
				continue
			}
		}
		if kind&(wordSecret|wordWeak|wordPIN) == wordSecret && lastAfterColon(text, ls, le, i, j) {
			out = append(out, Span{Start: i, End: i + len(strings.TrimRight(text[i:j], ".,;!"))})
			p = j + 1
			continue
		}
		// Past a shell's backslash the joined token is judged whole.
		if (j-i >= 4 || j-i == 3 && kind&wordPIN != 0) && !(i == ls && ls >= 2 && text[ls-2] == '\\') && !csvRow(text[i:j]) && !idWordBefore(text, ls, i) && !commitBefore(text[max(ls, i-12):i]) && !negated(text[max(ls, i-16):i], i-max(ls, i-16), 16) &&
			!networkName(text[max(ls, i-8):i]) {
			out = append(out, tokenSecrets(text, ls, i, j, kind)...)
		}
		p = j + 1
	}
	if len(out) > 0 {
		rule := "password"
		if kind&(wordSecret|wordPIN) == wordSecret && !strings.Contains(asciiLower(text[ls:le]), "pass") {
			rule = "secret-assignment"
		}
		for k := range out {
			out[k].Rule = rule
		}
	}
	return out
}

// commitBefore: before, the text right before a token, names a commit in a script without
// blanks around words ("提交 dd0a27a…").
func commitBefore(before string) bool {
	return containsAny(before, []string{"提交", "コミット", "커밋", "коммит"})
}

// isLowerKey: a key name in lower case, digits and . _ - (wxpay.api-v3-key).
func isLowerKey(k string) bool {
	for i := 0; i < len(k); i++ {
		if c := k[i]; !isLower(c) && !isDigit(c) && c != '.' && c != '_' && c != '-' {
			return false
		}
	}
	return true
}

// asciiToken: a byte of a token; blanks and other scripts' letters and punctuation end one.
func asciiToken(c byte) bool { return c > ' ' && c < 0x7f }

// idWordBefore: the token before i (on the line from ls) is one of tokenIDWords: commit 9fce….
func idWordBefore(text string, ls, i int) bool {
	e := i
	for e > ls && text[e-1] == ' ' {
		e--
	}
	if e == i || e == ls {
		return false
	}
	// A particle of another script after the word: テナントIDは …, App ID 是 ….
	if text[e-1] >= 0x80 {
		_, n := utf8.DecodeLastRuneInString(text[ls:e])
		if n != 3 || e-n <= ls {
			return false
		}
		for e -= n; e > ls && text[e-1] == ' '; e-- {
		}
	}
	s := e
	for s > ls && asciiToken(text[s-1]) {
		s--
	}
	if copulas[asciiLower(text[s:e])] && s > ls+1 {
		return idWordBefore(text, ls, s) // "Client id is sb-f45c…": the id's word before the verb
	}
	return idWordAt(text, s, e)
}

// copulas stand between a name and its value: "the client id is …", "tenant ID = …".
var copulas = setOf(`is was = : ist est es é är er`)

// tokenSecrets returns the parts of the token at [i, j) that read as secrets.
func tokenSecrets(text string, ls, i, j, kind int) []Span {
	var out []Span
	s, e := i, j
	// A call's one quoted argument is a value of its own: pyotp.TOTP("…"), getpass('…'); not
	// one of several (strings.Repeat("ab12", 3)), which builds something else.
	if q := strings.IndexAny(text[s:e], "\"'"); q > 0 && text[s+q-1] == '(' &&
		strings.Contains(text[s+q+1:e], text[s+q:s+q+1]+")") {
		s += q
	}
	bold := text[s] == '*'
	if v := strings.TrimRight(text[s:e], ".,;:)"); strings.HasPrefix(v, "**") && !strings.HasSuffix(v, "*") {
		return nil // ****9774: a number masked but its last digits
	}
	for s < e && strings.IndexByte("\"'`([{<*", text[s]) >= 0 {
		s++
	}
	// A final * is markdown's bold only when one opened the token: Mirae04* keeps its own.
	for e > s && strings.IndexByte("\"'`)]}>.,;:*", text[e-1]) >= 0 && (text[e-1] != '*' || bold) {
		e--
		if e > s && text[e-1] == '\\' && (text[e] == '"' || text[e] == '\'') {
			e-- // an escaped quote in code: "GET / HTTP/1.1\" …"
		}
	}
	if kind&wordPIN != 0 && e-s >= 5 && (text[e-1] == '*' || text[e-1] == '#') && allDigits(text[s:e-1]) {
		e-- // a keypad's enter key after the code: 0054*, 37215#
	}
	if text[j-1] == ':' && (j == len(text) || text[j] == ' ') && strings.TrimLeft(text[ls:i], " \t-") == "" && isIdent(text[s:e]) {
		return nil // "  httpHeaderValue1: Bearer …": a key heading its line
	}
	if c := strings.LastIndexByte(text[s:e], ':'); c > 0 && s+c+1 < e && !strings.Contains(text[s:e], "://") && emailLike(strings.TrimSuffix(text[s:s+c], "/token")) {
		s += c + 1 // jo@acme.io/token:… or jo@acme.io:…: an address and, after it, the secret
	}
	if windowsPath(text[s:e]) || userAtHost(text[s:e]) {
		return nil // C:\\Windows\\System32\\config\\SAM, hamid@srv-ankara-02: a file's path, an ssh target
	}
	if v := strings.TrimRight(text[s:e], ":"); strings.Count(v, ".") >= 2 && isDottedIdent(v) && isUpper(v[strings.LastIndexByte(v, '.')+1]) {
		return nil // argon2.exceptions.VerifyMismatchError: a class's path, not a secret (lantern.marmalade.kaffee8 is one)
	}
	if e > s+1 && text[e-1] == '=' && isKeyRun(text[s:e-1]) && strings.IndexByte(text[s:e-1], '=') < 0 && isLowerKey(text[s:e-1]) {
		return nil // wxpay.api-v3-key= and a value in another script: the key, not a secret
	}
	quoted := s > ls && strings.IndexByte("\"'`", text[s-1]) >= 0 || s > 0 && text[s-1] >= 0x80
	// After a weak word only a password's shape counts, or a run set apart in backticks.
	need := shapeRandom
	if kind&wordWeak != 0 && !(quoted && text[s-1] == '`') && !(kind&wordLabel != 0 && e-s >= 32 && strings.IndexByte(text[s:e], '-') < 0) {
		need = shapePassword
	}
	for _, p := range queryValues(text, s, e) {
		v := text[p[0]:p[1]]
		if secretShape(v, quoted) >= need || kind&wordLabel != 0 && len(v) == 36 && hexGroupsDashed(v) && aloneOnLine(text, p[0], p[1]) ||
			kind&wordPIN != 0 && (readsAsSecret(v, true, quoted) || yearLike(v) && rightAfterPIN(text, p[0]) ||
				len(v) == 3 && allDigits(v) && endsInWord(strings.ToLower(strings.TrimRight(text[max(0, p[0]-14):p[0]], " :")), comboWords)) {
			out = append(out, Span{Start: p[0], End: p[1]})
		}
	}
	return out
}

// tokenIDWords name the token after them as an identifier, not a secret: commit 9fceb02…, kid ….
var tokenIDWords = setOf(`id kid etag commit sha sha1 sha256 hash digest fingerprint thumbprint instance request entry
	trace uuid object build checksum serial revision rev client tenant account konto kundenkonto cuenta
	conta compte terminación ending msisdn iccid`)

// idWordAt: the token at [s, e) is one of tokenIDWords, in any case (without allocating: it
// is asked for every token with a digit).
func idWordAt(text string, s, e int) bool {
	w := strings.Trim(text[s:e], ".,;:()\"'`-/")
	// A flag's last word, in camel case: -CertificateThumbprint (not AppId, a key's id).
	for k := len(w) - 1; k > 0; k-- {
		if isUpper(w[k]) && isLower(w[k-1]) {
			if len(w)-k >= 4 {
				w = w[k:]
			}
			break
		}
	}
	if len(w) < 2 || len(w) > 16 {
		return false
	}
	var buf [16]byte
	for i := 0; i < len(w); i++ {
		buf[i] = lowerByte(w[i])
	}
	return tokenIDWords[string(buf[:len(w)])]
}

// queryValues splits a token holding name=value pairs (a query string: q=Berlin&appid=…) and
// keeps the values of the credential-named ones; any other token is its own value.
func queryValues(text string, s, e int) [][2]int {
	eq := strings.IndexByte(strings.TrimRight(text[s:e], "="), '=') // base64's padding is no pair
	// One = in a password's own: before a short tail after a name with capitals (PinguinJuniper=44),
	// or after a random run (p2kDWT=kNgR…); a parameter's name is one word (Region=EU1).
	if v := text[s:e]; eq < 0 || strings.Count(v, "=") == 1 && !strings.ContainsAny(v, "?&;") && !isLowerKey(v[:eq]) && !decimal(v[eq+1:]) && !envSetting(v[:eq], v[eq+1:]) &&
		(len(v)-eq-1 <= 4 && !(isPlainWord(v[:eq]) && caseChanges(v[:eq]) == 0) || hasLetterAndDigit(v[:eq]) && caseChanges(v[:eq]) >= 1) {
		return [][2]int{{s, e}}
	}
	var out [][2]int
	name := ""
	for p := s; p < e; {
		q := p
		for q < e && strings.IndexByte("?&=;", text[q]) < 0 {
			q++
		}
		if p > s && text[p-1] == '=' && credentialName(name) {
			out = append(out, [2]int{p, q})
		}
		name = text[p:q]
		p = q + 1
	}
	return out
}

// envSetting: an environment variable's name in capitals set to a number (POLL_SECONDS=240),
// a setting; a name in capitals is no password's first half.
func envSetting(name, v string) bool {
	return strings.Contains(name, "_") && strings.ToUpper(name) == name && isIdent(name) && v != "" && allDigits(v)
}

// decimal: a number with a fractional part (RateLimit-Limit=2.0 is a setting, not a password).
func decimal(v string) bool {
	return len(v) > 2 && strings.Count(v, ".") == 1 && v[0] != '.' && v[len(v)-1] != '.' && strings.Trim(v, digits+".") == ""
}

// credentialName: a parameter's name says it holds a credential (appid, api_key, token).
func credentialName(name string) bool {
	_, ok := sentenceWords[asciiLower(name)]
	return ok || classify(name, "") != keyNone
}

// rightAfterPIN: the word before s is a word for a PIN ("pin 2084", "PIN 2079") or the verb
// after one ("the key safe's code is 1960"): four digits there are the PIN, whatever year they
// spell.
func rightAfterPIN(text string, s int) bool {
	before := strings.ToLower(text[max(0, s-12):s])
	return endsInWord(strings.TrimRight(before, " :"), pinLeads) || endsInWord(strings.TrimRight(before, " "), codeCopulas)
}

// codeCopulas say that what follows is the code named before (not "garage: 2019", "changed in
// 2019").
var codeCopulas = []string{"is", "ist", "est", "es", "är", "er", "è", "é", "jest", "je"}

// pinLeads are the words a PIN's digits stand right after.
var pinLeads = []string{"pin", "passcode", "pin code", "pincode", "door code", "gate code", "alarm code", "lock code"}

// comboWords stand right before a padlock's three digits: "combination 302".
var comboWords = []string{"combination", "combo", "kombination", "combinación", "combinação", "combinazione", "combinaison"}

// yearLike: 1900 to 2099, which follows "PIN changed in".
func yearLike(v string) bool {
	return len(v) == 4 && (strings.HasPrefix(v, "19") || strings.HasPrefix(v, "20"))
}

// emailLike: name@host.tld, user@10.0.0.4: a host after the @, not a password's symbol.
func emailLike(v string) bool {
	at := strings.IndexByte(v, '@')
	if at <= 0 || !strings.Contains(v[at:], ".") || v[len(v)-1] == '.' {
		return false
	}
	for i := at + 1; i < len(v); i++ {
		if c := v[i]; !isLetter(c) && !isDigit(c) && c != '.' && c != '-' {
			return false
		}
	}
	return true
}

// numberWithUnit: a number and a short unit or ordinal: 16GB, 3.5GHz, 10:30am, 1080p, 25th,
// 12chars+.
func numberWithUnit(v string) bool {
	v = strings.TrimRight(v, "+%") // 12chars+, 8GB+
	i := 0
	for i < len(v) && (isDigit(v[i]) || strings.IndexByte(".,:/x-", v[i]) >= 0) {
		i++
	}
	if i == 0 || i == len(v) || len(v)-i > 5 {
		return false
	}
	for j := i; j < len(v); j++ {
		if !isLetter(v[j]) {
			return false
		}
	}
	return true
}

// csvRow: a run of four or more fields joined by commas is a table's row (a camera's name, IP,
// model and MAC), which a secret's cell would be one field of; a key's bytes (12,201,…) are not.
func csvRow(tok string) bool {
	if strings.Count(tok, ",") < 3 {
		return false
	}
	for f := range strings.SplitSeq(tok, ",") {
		if f = strings.TrimPrefix(strings.TrimPrefix(f, "0x"), "0X"); f != "" && !allHex(f) {
			return true
		}
	}
	return false
}

// networkNameEnd: on a line that names a Wi-Fi network before the word for its key, and goes
// on after that word, where the network's name may start (after the Wi-Fi word); len(text)
// when the line is no such line.
func networkNameEnd(text, lower string, ls, w int) int {
	if w <= ls || len(strings.Fields(text[w:lineEnd(text, w)])) < 2 {
		return len(text)
	}
	end := -1
	for _, ww := range wifiNames {
		if i := strings.LastIndex(lower[ls:w], ww); i >= 0 {
			end = max(end, ls+i+len(ww))
		}
	}
	if end < 0 {
		return len(text)
	}
	return end
}

// aloneOnLine: [s, e) is all its line holds but blanks: a value set under the label that
// names it ("The new token for index edge is:" and a UUID indented below), not an id in prose.
func aloneOnLine(text string, s, e int) bool {
	ls := strings.LastIndexByte(text[:s], '\n') + 1
	return strings.TrimSpace(text[ls:s]) == "" && strings.TrimSpace(text[e:lineEnd(text, e)]) == ""
}
