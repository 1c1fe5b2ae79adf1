package scrub

import (
	"strings"
	"unicode"
)

// Values: where a value stated after a credential key ends, and whether it is a secret.

// valueAt reads the value that starts at p and vets it.
func valueAt(text string, p int, class keyClass, sep sepKind, key string) ([]Span, int) {
	if p >= len(text) {
		return nil, 0
	}
	// A user and password pair: auth=("user", "pass"), credentials: ['user', 'pass'].
	if (text[p] == '(' || text[p] == '[') && (isPairKey(key) || strings.EqualFold(key, "auth")) {
		return pairArgs(text, p+1)
	}
	// Strings side by side in parentheses are one (Python): KEY = (\n "abc…"\n "def…"\n)
	if text[p] == '(' {
		return concatenated(text, p, class, key)
	}
	// A YAML tag before the value: !!str …, !!binary …
	if strings.HasPrefix(text[p:], "!!") {
		if sp := strings.IndexByte(text[p:min(len(text), p+12)], ' '); sp > 2 {
			p = skipBlanks(text, p+sp)
			if p >= len(text) {
				return nil, 0
			}
		}
	}
	// A value quoted inside a string, as JSON escapes it: \"sk-…\"
	if text[p] == '\\' && p+1 < len(text) && (text[p+1] == '"' || text[p+1] == '\'') {
		q := text[p+1]
		e := p + 2
		for e+1 < len(text) && e-p < 1024 && text[e] != '\n' && !(text[e] == '\\' && text[e+1] == q) {
			e++
		}
		if e+1 >= len(text) || text[e] != '\\' || text[e+1] != q {
			return nil, 0
		}
		return vetted(text, p+2, e, class, sep, true, key)
	}
	// SQL Server's Unicode literal: PASSWORD = N'…'; Objective-C's string: password:@"…";
	// Python's bytes: API_SECRET = b"…".
	if (text[p] == 'N' && text[p+1:min(len(text), p+2)] == "'" || text[p] == '@' && text[p+1:min(len(text), p+2)] == `"` ||
		text[p] == 'b' && p+1 < len(text) && (text[p+1] == '"' || text[p+1] == '\'')) && sep == sepAssign {
		p++
	}
	switch c := text[p]; c {
	case '"', '\'', '`':
		e := p + 1
		for e < len(text) && text[e] != c && text[e] != '\n' {
			if text[e] == '\\' {
				e++
			}
			e++
		}
		if e < len(text) && text[e] == '\n' {
			return wrappedQuote(text, p, e, class, sep, key)
		}
		if e >= len(text) || text[e] != c || e-p-1 > 1024 {
			return nil, 0
		}
		return vetted(text, p+1, e, class, sep, true, key)
	case '\n', '\r', '|', '>':
		return nil, 0 // a block follows: key blocks are the private-key rule's job
	}
	// Template and reference units hold spaces: ${A B}, {{ .Values.x }}, $(cat f), <your key>.
	for _, open := range []string{"${", "{{", "$(", "<", "%(", "["} {
		if strings.HasPrefix(text[p:], open) {
			return nil, 0
		}
	}
	if text[p] == '{' && p+1 < len(text) && (text[p+1] == '"' || text[p+1] == '\'') {
		return valueAt(text, p+1, class, sep, key) // a list of one string: "password": {"…"}
	}
	if text[p] == '{' && p > 0 && text[p-1] == '=' { // ODBC: PWD={p;a ss};
		e := strings.IndexByte(text[p:], '}')
		if e < 0 || e > 256 {
			return nil, 0
		}
		return vetted(text, p+1, p+e, class, sep, true, key)
	}
	e := tokenEnd(text, p)
	if e == p {
		return nil, 0
	}
	// A menu's path: "To reset a password: Apps > Directory > Users".
	for _, step := range []string{" > ", " » ", " › "} {
		if r := e + len(step); strings.HasPrefix(text[e:], step) && r < len(text) && isUpper(text[r]) {
			return nil, 0
		}
	}
	// An operator after the value makes it code: token := TokenPrefix + encode(raw). Not in
	// prose: "my pass is … if you need to get into my mailbox".
	for _, op := range []string{" + ", " || ", " ?? ", " && ", " ? ", " or ", " if "} {
		if strings.HasPrefix(text[e:], op) && (sep != sepProse || op != " if ") {
			return nil, 0
		}
	}
	// A passphrase after a colon or dash: "my password is: correct horse battery staple".
	if class == keyPassword && (sep == sepAssign || sep == sepDash) {
		if pe, ok := passphrase(text, p); ok {
			return []Span{{Start: p, End: pe, Rule: "password"}}, pe
		}
		// prose continues after a plain word: "Password: see the vault"; not after a shell's
		// KEY=value, where a command follows (PGPASSWORD=RandomLetters psql …).
		if isPlainWord(text[p:e]) && !(p >= 2 && text[p-1] == '=' && isKeyByte(text[p-2])) {
			if r := skipBlanks(text, e); r > e && r < len(text) && isLetter(text[r]) {
				return nil, 0
			}
		}
	}
	sp, next := vetted(text, p, e, class, sep, false, key)
	if len(sp) == 1 && sp[0].End == e {
		if e2 := longValueEnd(text, p, e); e2 > e {
			sp[0].End, next = e2, e2
		}
	}
	return sp, next
}

// maxValueLen bounds how far tokenEnd reads an unquoted value; an accepted value that runs on
// is extended by longValueEnd.
const maxValueLen = 512

// tokenEnd returns where an unquoted value that starts at p ends: at white space, a quote, a
// comma or semicolon, or a closing bracket it did not open; a dot or colon that ends a sentence
// is not part of it.
func tokenEnd(text string, p int) int {
	e := p
	depth := 0
	for e < len(text) && e-p < maxValueLen {
		c := text[e]
		if c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '"' || c == '\'' || c == '`' || c == ',' || c == ';' || c == '<' {
			break
		}
		if eol := e+1 == len(text) || text[e+1] == '\n' || text[e+1] == '\r'; c == '\\' && eol || c == '^' && eol && e+1 < len(text) {
			break // a shell's (or cmd's) line continuation: the word goes on on the next line (wrapped.go)
		}
		if c >= 0x80 && fullWidthPunct(text[e:]) {
			break // 密码：…（测试环境）
		}
		if c == '&' && formField(text, e+1) {
			break // token=…&user=…: a form's next field
		}
		if c == '(' || c == '[' || c == '{' {
			depth++
		}
		if c == ')' || c == ']' || c == '}' {
			switch {
			case depth > 0:
				depth--
			case e+1 >= len(text) || !tokenByte(text[e+1]):
				// A bracket it did not open ends the value, unless the token goes on past it:
				// passwords hold stray brackets (qVYjKoC)TX8p).
				return trimSentenceEnd(text, p, e)
			}
		}
		e++
	}
	return trimSentenceEnd(text, p, e)
}

// formField: text[p:] opens a form's field, a name and "=".
func formField(text string, p int) bool {
	q := p
	for q < len(text) && q-p < 40 && (isLower(text[q]) || isDigit(text[q]) || text[q] == '_' || text[q] == '.' || text[q] == '-') {
		q++
	}
	return q-p >= 2 && q < len(text) && text[q] == '=' && isLower(text[p]) // not a password's "&hZOq…="
}

// trimSentenceEnd drops the dots and colons that end a sentence from the value [p, e).
func trimSentenceEnd(text string, p, e int) int {
	for e > p && (text[e-1] == '.' || text[e-1] == ':') {
		e--
	}
	return e
}

// fullWidthPunct reports whether s starts with CJK punctuation, which ends a value as a blank does.
func fullWidthPunct(s string) bool {
	for _, p := range []string{"（", "）", "，", "。", "、", "；", "：", "「", "」", "　"} {
		if strings.HasPrefix(s, p) {
			return true
		}
	}
	return false
}

// passphrase reads two to eight plain words to the end of the clause, none of them a word that
// starts ordinary prose ("see", "the", "stored"), and returns where they end.
func passphrase(text string, p int) (int, bool) {
	words, e := 0, p
	for {
		we := e
		for we < len(text) && isLetter(text[we]) {
			we++
		}
		w := strings.ToLower(text[e:we])
		if we == e || we-e > 24 || stopWords[w] || credentialWords[w] || words == 0 && (commonProse[w] && !passphraseStart[w] || namesCredential(w)) {
			return 0, false
		}
		words++
		e = we
		if e >= len(text) || text[e] != ' ' || e+1 >= len(text) || !isLetter(text[e+1]) {
			break
		}
		if words == 8 {
			return 0, false
		}
		e++
	}
	// The clause must end here: end of text, line or sentence.
	if e < len(text) && !strings.ContainsRune(".,;!?\n\r)\"'", rune(text[e])) {
		return 0, false
	}
	return e, words >= 2
}

// credentialWords in a run of words make it a sentence about a password ("senha atualizada com
// sucesso"), not a passphrase.
var credentialWords = setOf(`password passwort senha contraseña contrasena wachtwoord lösenord passord salasana hasło heslo parola mdp passe
	login token`)

// passphraseStart are prose words that still start the famous passphrases.
var passphraseStart = setOf(`correct`)

func isLetter(c byte) bool { return isLower(c) || isUpper(c) }

func isPlainWord(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isLetter(s[i]) {
			return false
		}
	}
	return s != ""
}

// vetted returns the span [s, e) when the value looks enough like a secret for its key class.
func vetted(text string, s, e int, class keyClass, sep sepKind, quoted bool, key string) ([]Span, int) {
	v := text[s:e]
	if !quoted {
		v = strings.TrimRight(v, ".:")
	}
	// A scheme word before a token: "Bearer abc…", "token abc…".
	if sp := strings.IndexByte(v, ' '); sp > 0 && authSchemes[strings.ToLower(v[:sp])] {
		rest := strings.TrimLeft(v[sp:], " ")
		s += len(v) - len(rest)
		v = rest
	}
	if !acceptValue(v, class, sep, quoted, key) {
		return nil, 0
	}
	return []Span{{Start: s, End: s + len(v), Rule: ruleFor(class)}}, s + len(v)
}

var authSchemes = setOf(`bearer basic token digest apikey`)

func ruleFor(c keyClass) string {
	if c == keyPassword {
		return "password"
	}
	return "secret-assignment"
}

// userField: a log line's field that names a user (user=steward21), not a password.
func userField(v string) bool {
	eq := strings.IndexByte(v, '=')
	return eq > 0 && userFields[strings.ToLower(v[:eq])]
}

var userFields = setOf(`user username uid login account userid user_id`)

// acceptValue decides whether v, the value of a key of class c, is a secret.
func acceptValue(v string, c keyClass, sep sepKind, quoted bool, key string) bool {
	if len(v) < 3 || len(v) > 1024 || (IsPlaceholder(v) || isReference(v)) && !(c == keyPassword && sigilPassword(v)) || v[0] == ' ' || v[len(v)-1] == ' ' {
		return false // a quote's blank edge: the quotes were code's, around " + f(",
	}
	if strings.Contains(v, "${") || strings.HasPrefix(v, ".*") {
		return false // sed's s/^password=.*/password=${SIP_PASS}/: a pattern and a variable
	}
	if k := normKey(key); strings.HasSuffix(k, "pin") && !strings.HasSuffix(k, "spin") {
		return allDigits(v) && len(v) >= 4 && len(v) <= 8 // a PIN is digits; "pin: v1.2.3" pins a version
	}
	if v[0] >= 0x80 && !strings.ContainsFunc(v, func(r rune) bool { return r < 0x80 && unicode.IsLetter(r) || unicode.IsDigit(r) }) {
		return false // "كلمة المرور: تُسلَّم بشكل منفصل": a word of another script, no digit: prose
	}
	lv := strings.ToLower(v)
	if w := strings.TrimRight(strings.Trim(lv, "*_"), "?"); len(w) < len(lv) && stopWords[w] {
		lv = w // "are **not** in this repo", "what should it be?": a word emphasised or asked
	}
	if commonWords[lv] || typeNames[lv] || stopWords[lv] || passwordManagers[lv] || metaSuffixes[lv] || isCamelWords(v) || strings.EqualFold(v, key) || sameKey(v, key) || namesCredential(lv) || labelValue(lv) {
		return false
	}
	if !quoted && (isCodeExpr(v) || strings.Contains(v, "()") || strings.HasSuffix(v, "(") || strings.HasSuffix(v, "[")) && !(c == keyPassword && (dottedPassphrase(v) || sigilPassword(v))) {
		return false // System.console().readPassword(: a call, not a value
	}
	if strings.ContainsAny(v, " \t") {
		// Only a quoted password may hold spaces, and not when it reads as prose.
		if c != keyPassword || !quoted {
			return false
		}
		for w := range strings.FieldsSeq(lv) {
			if stopWords[w] || commonProse[w] && !passphraseStart[w] {
				return false
			}
		}
		return true
	}
	switch c {
	case keyPassword:
		if !quoted && userField(v) {
			return false // "password check failed for user=steward21": a log's field, not the value
		}
		if (sep == sepProse || sep == sepDash) && !quoted {
			// "password reset INC-20931 is done", "is case-sensitive", "sent a password reset to ops@…"
			return looksLikePassword(v) && !ticketID(v) && !lowerWords(v) && !commonProse[lv] && !bareAddress.MatchString(v)
		}
		if t := strings.TrimSuffix(v, "+"); t != v && allDigits(t) {
			return false // "passwords: 14+ characters": a length
		}
		if allDigits(v) {
			return len(v) >= 4
		}
		return !commonProse[lv]
	case keySecret:
		if len(v) < 8 {
			// short, but letters and digits after "secret:" or "token =": s3cr3t, abc123
			return len(v) >= 6 && sep == sepAssign && hasLetterAndDigit(v) && !versionRE.MatchString(v)
		}
		if allDigits(v) {
			return len(v) >= 12
		}
		return looksRandom(v) || len(v) >= 20 && entropy(v) >= 3.5 && !wordsOnly(v)
	case keyWeak:
		if strings.Contains(strings.TrimRight(v, "="), "=") {
			return false // name=value pairs (a cookie header): the pair's own key decides
		}
		if sep == sepAssign && len(v) >= 8 && strings.ContainsAny(v, "!#$%&*+?@^~") && strongPassword(v) {
			return true // REDIS_AUTH := "Shadow028*": a password, whatever its length
		}
		if allHex(v) && len(v) < 24 {
			return false // session=96fa078af2325e1e: a log's short id (a trace's, an analytics session's)
		}
		return len(v) >= 16 && looksRandom(v) && entropy(v) >= 3.0
	}
	return false
}

func hasLetterAndDigit(s string) bool {
	var l, d bool
	for i := 0; i < len(s); i++ {
		l = l || isLetter(s[i])
		d = d || isDigit(s[i])
	}
	return l && d
}

func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isDigit(s[i]) {
			return false
		}
	}
	return s != ""
}

// wordsOnly: lower-case words joined by - or _ ("staging-readonly-bot"), a name, not a token.
func wordsOnly(s string) bool {
	for _, w := range strings.FieldsFunc(s, func(r rune) bool { return r == '-' || r == '_' || r == '.' }) {
		if len(w) > 12 || !isPlainWord(w) {
			return false
		}
	}
	return true
}

// sameKey reports whether normKey(a) == normKey(b), without building either for ASCII keys:
// the same letters and digits, case and the separators _ - . aside.
func sameKey(a, b string) bool {
	if !isASCII(a) || !isASCII(b) {
		return normKey(a) == normKey(b)
	}
	i, j := 0, 0
	for {
		for i < len(a) && (a[i] == '_' || a[i] == '-' || a[i] == '.') {
			i++
		}
		for j < len(b) && (b[j] == '_' || b[j] == '-' || b[j] == '.') {
			j++
		}
		if i == len(a) || j == len(b) {
			return i == len(a) && j == len(b)
		}
		if lowerByte(a[i]) != lowerByte(b[j]) {
			return false
		}
		i, j = i+1, j+1
	}
}

func normKey(s string) string {
	return strings.Join(splitKey(s), "")
}

// namesCredential: words joined by - _ . : / of which one is a credential word, as the name of a
// secret, a key in a Kubernetes Secret or a credential file is written (postgres-password,
// db-password:/etc/credstore/db-password, api_key.txt), not the secret itself.
func namesCredential(lv string) bool {
	if !strings.ContainsAny(lv, "-_.:/") || !containsAny(lv, credentialNounStems) {
		return false
	}
	parts := strings.FieldsFunc(lv, func(r rune) bool { return strings.ContainsRune("-_.:/", r) })
	if len(parts) < 2 {
		return false
	}
	named := false
	for _, w := range parts {
		letters := strings.TrimRight(w, digits)
		if letters == "" && len(w) <= 4 {
			continue
		}
		if len(w) <= 5 && isLetter(w[0]) && isAlnum(w) && !credentialNouns[letters] {
			continue // a product's short name: d365-client-secret, o365-…, k8s-…
		}
		if !isPlainWord(letters) || len(w)-len(letters) > 0 && !credentialNouns[letters] || len(letters) > 16 {
			return false
		}
		named = named || credentialNouns[letters]
	}
	return named
}

// labelValue: words, of which one names a credential in some language: the text of a label or
// its translation ("password": "Mot de passe", "Passwort wiederholen", "Clave de API"), not a
// password.
func labelValue(lv string) bool {
	// A label is letters and blanks: a digit or a symbol makes a value (the common case).
	for i := 0; i < len(lv); i++ {
		if c := lv[i]; isDigit(c) || c < 0x80 && !isLetter(c) && strings.IndexByte(" '?!.-", c) < 0 {
			return false
		}
	}
	named := false
	for _, w := range strings.FieldsFunc(lv, func(r rune) bool { return r == ' ' || r == '\'' || r == '?' || r == '!' || r == '.' }) {
		for _, r := range w {
			if !unicode.IsLetter(r) && r != '-' {
				return false
			}
		}
		named = named || credentialNouns[w] || classifySeg(w) == keyPassword
	}
	return named
}

// dottedPassphrase: words joined by dots, the last with digits (otter.glimmer.otter59,
// Arsenal.Princess9), as a password is made, not as code names a field (config.db.password).
func dottedPassphrase(v string) bool {
	parts := strings.Split(v, ".")
	if len(parts) < 2 {
		return false
	}
	for i, p := range parts {
		letters := strings.TrimRight(p, digits)
		if i > 0 && i == len(parts)-1 && letters == "" && (len(p) >= 3 || len(p) == 2 && len(parts) >= 3) {
			continue // a word and a number: recess.4126, Summit.Cobalt.54
		}
		if !isPlainWord(letters) || strings.ToLower(letters[1:]) != letters[1:] || (i == len(parts)-1) != (len(letters) < len(p)) {
			return false
		}
	}
	return true
}

// credentialNounStems are what every credential noun holds, for a cheap first look.
var credentialNounStems = []string{"pass", "pwd", "secret", "token", "key", "cred", "pin"}

// credentialNouns are the words that name a credential in such a name.
var credentialNouns = setOf(`password passwords passwd pwd pass secret secrets token tokens key keys apikey
	credential credentials creds passphrase pin`)

// isCodeExpr: an unquoted value that reads as code: a call, a field access, an index.
func isCodeExpr(v string) bool {
	if strings.HasSuffix(v, ")") && strings.Contains(v, "(") || strings.HasSuffix(v, "]") && strings.Contains(v, "[") {
		return true
	}
	// a call that continues past the value: setOf(`…`), auth=("user", …)
	if i := strings.IndexByte(v, '('); i >= 0 && !strings.Contains(v[i:], ")") {
		if i == len(v)-1 || i > 0 && isDottedIdent(strings.TrimRight(v[:i], "=")) {
			return true
		}
	}
	// a.b.c with identifier parts: config.token, process.env.API_KEY, req.body.password
	if strings.Contains(v, ".") {
		ident := true
		for part := range strings.SplitSeq(v, ".") {
			if part == "" || !isIdent(part) {
				ident = false
				break
			}
		}
		if ident && !hasDigitAndLetterMix(v) {
			return true
		}
	}
	// snake_case identifiers: token_from_env, user_password
	if strings.Contains(v, "_") && strings.ToLower(v) == v && isIdent(v) && !strings.ContainsAny(v, "0123456789") {
		return true
	}
	return false
}

func hasDigitAndLetterMix(s string) bool {
	var d, l bool
	for _, r := range s {
		d = d || unicode.IsDigit(r)
		l = l || unicode.IsLetter(r)
	}
	return d && l && looksRandom(s) && entropy(s) > 3.5
}

// typeNames are what follows a key in a type annotation: password: string, token: str.
var typeNames = setOf(`string str int bool boolean number any object bytes byte text varchar char
	string? str? []byte *string secretstr secretstring securestring option<string> string[]
	uuid integer optional<string> sensitive nullable password secret token credential
	base64 base32 base58 hex sha1 sha256 sha384 sha512 hs256 hs384 hs512 rs256 rs512 es256 es384
	eddsa aes128 aes256 utf8 utf-8 md5 x86_64 arm64 amd64 i386 ipv4 ipv6 oauth2 http2 h2c tls13`)

// stopWords start or fill ordinary prose (English, and the words for see, ask and the articles
// of a few more languages); a value made of them is a sentence, not a secret.
var stopWords = setOf(`the a an to of in on at for from with by is are was were be been being see
	use used using ask asked check look find get set sent stored kept saved not no never same as
	and or but via per it its this that these those your my our their his her must should will
	can could may might needs need required managed rotated handled provided available found
	click go call contact open visit run follow enter type read email ping message copy paste
	please do does did done if then else when where which who what how also only just still
	again there here now later soon today tomorrow yesterday below above inside outside under
	over into onto off up down out about after before until while because so than too very
	have has had having any some all each every both either neither none nothing one two
	we you they he she i me us them him let lets generated generate reset change update create
	expires expired rotate store keep put give share shared sharing send sending
	updated changed successfully
	voir siehe ver vedi zie demander fragen preguntar chiedere vraag le la les du des dans im el los`)

// commonProse are single words that, after "password:", describe rather than state a value.
var commonProse = setOf(`unchanged required optional hidden masked protected encrypted hashed
	rotated expired invalid valid correct incorrect wrong missing empty blank set unset none
	same different unknown default random generated strong weak secure insecure plaintext
	cleartext bcrypt argon2 argon2id argon2i argon2d pbkdf2 yescrypt sha512crypt sha256crypt md5crypt scrypt sha256 md5 enabled disabled yes no true false on off null
	nil undefined prompt interactive manual automatic auto ok fine good bad ignored omitted
	sensitive confidential private public secret tbd todo pending removed deleted redacted
	elided truncated omitted skip skipped fail failed passed passing failing flaky pending xfail
	idem même meme stessa stesso mismo misma igual gleich dasselbe selbe hetzelfde zelfde samma samme aceeași aceeasi`)

func setOf(words string) map[string]bool {
	m := map[string]bool{}
	for w := range strings.FieldsSeq(words) {
		m[w] = true
	}
	return m
}

// tokenByte: a byte that goes on a token (no blank, quote or separator a value ends at).
func tokenByte(c byte) bool {
	return c > ' ' && strings.IndexByte("\"'`,;<>)]}.:", c) < 0
}

// compactStamp: digits that start with a year and a month (202406011230), a time, not a key.
func compactStamp(v string) bool {
	return len(v) >= 6 && yearLike(v[:4]) && (v[4] == '0' || v[4] == '1' && v[5] <= '2')
}

// randomLetters: ten letters or more whose case changes as a generator's does
// (NTgFSPvDkvuaEMlk), not a name in camel case.
func randomLetters(v string) bool {
	return len(v) >= 10 && isPlainWord(v) && caseChanges(v) >= 3
}
