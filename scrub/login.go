package scrub

import "strings"

// A user and a password given after the word "login", as people write them for a device:
//
//	router login admin / 15Lq…#pVx       the NVR login is admin/…
//	login for Grafana: admin / …        [09:13] joe: login is admin / …
//
// "login" alone is not a credential key (a login page, login attempts), so only the pair
// counts: a user, a slash or colon, and a value that reads as a password, not as the next
// item of a menu path (Admin / Settings), a word (read-only), a number or a reference.

var loginWords = patternIDs(loginWordList)

// loginWordList are the words a user and password pair follows, longest first where one starts
// another: "login", and the same in French, German and Spanish ("identifiants de la box :",
// "Zugangsdaten Router:"), and a Wi-Fi network's name and password ("Wi-Fi: Guest / …").
var loginWordList = []string{"login/password", "login/pass", "user/pass", "user/pw", "log into", "sign into", "log in", "sign in", "log-in", "sign-in", "signin", "logon", "login",
	"local admin", "account", "creds", "credentials", "identifiants", "zugangsdaten", "anmeldedaten", "credenciales", "wi-fi", "wifi", "wlan", "u/p",
	// "log in" and "login" in other languages and romanizations.
	"anmeldung", "anmelden", "einloggen", "inloggen", "aanmelden", "logowania", "logowanie", "zaloguj", "přihlášení",
	"prihlasenie", "kirjautuminen", "kirjaudu", "bejelentkezés", "connexion", "se connecter", "iniciar sesión",
	"accesso", "roguin", "ログイン", "로그인", "登录", "登入", "вход", "giriş", "masuk pakai", "login pakai"}

// wifiWords name a Wi-Fi network, whose password (WPA) has 8 characters at least.
var wifiWords = setOf(`wi-fi wifi wlan`)

func loginPairs(text, lower string, h *hits) []Span {
	var out []Span
	for _, pos := range h.merged(loginWords, nil) {
		i := int(pos)
		if i > 0 && (isLetter(text[i-1]) || isDigit(text[i-1])) {
			continue
		}
		e := i + wordLen(lower[i:])
		if e < len(text) && isLetter(text[e]) {
			continue // loginname, signing
		}
		if sp, ok := loginPairAt(text, lower, e); ok && (!wifiWords[lower[i:e]] || sp.End-sp.Start >= 8) {
			out = append(out, sp)
		} else if sp, ok := loginBefore(text, lower, i); ok {
			out = append(out, sp)
		}
	}
	return out
}

// wordLen is the length of the login word at the start of s.
func wordLen(s string) int { return wordLenIn(s, loginWordList) }

// loginPairAt reads what follows a login word at p: an optional qualifier and separator
// ("(web UI):", "for the NAS is"), then the pair.
func loginPairAt(text, lower string, p int) (Span, bool) {
	// "login page: …", "login attempts: 3 / 5": about logging in, not a login.
	if q := skipBlanks(text, p); q < len(text) && loginAbout[lower[q:q+letterRun(lower[q:])]] {
		return Span{}, false
	}
	if q := skipBlanks(text, p); q < len(text) && text[q] == '(' {
		if e := strings.IndexByte(text[q:min(len(text), q+40)], ')'); e > 0 && !strings.ContainsAny(text[q:q+e], "\n/") {
			p = q + e + 1
		}
	}
	sep, q := readSeparator(text, lower, p, false, "")
	if sep == sepNone {
		if r, ok := loginLead(text, lower, p); ok {
			sep, q = readSeparator(text, lower, r, false, "")
		}
	}
	if sep == sepNone {
		q = skipBlanks(text, p)
		if q == p {
			return answeredLogin(text, p)
		}
	}
	if q < len(text) && strings.IndexByte("`\"'([", text[q]) >= 0 {
		q++ // login: `admin / …`, the login (admin / …)
	}
	if sp, ok := loginPair(text, q); ok {
		return sp, true
	}
	// "the local admin is .\admin with …"
	if sep == sepProse {
		if sp, ok := userAndPassword(text, lower, q); ok {
			return sp, true
		}
	}
	// "the admin login was changed to …": the login's password, stated alone.
	if sep == sepProse && changeVerb(lower[p:q]) {
		if ve := strings.TrimRight(text[q:tokenEnd(text, q)], ".,;:)"); loginPassword(ve) && !strings.ContainsAny(ve, "/@") {
			return Span{Start: q, End: q + len(ve), Rule: "password"}, true
		}
	}
	// "log in to the NAS as admin / …", "log into the portal with admin and …"
	if r, ok := loginAs(text, lower, p); ok {
		if sp, ok := loginPair(text, r); ok {
			return sp, true
		}
		if sp, ok := userAndPassword(text, lower, r); ok {
			return sp, true
		}
	}
	if sp, ok := loginAside(text, p); ok {
		return sp, true
	}
	// "send login admin and password …": the user right after the word.
	if sep == sepNone {
		if sp, ok := userAndPassword(text, lower, q); ok {
			return sp, true
		}
	}
	return answeredLogin(text, p)
}

// loginAside reads a pair in parentheses a few words after the login word, in the same
// sentence: "the old agency login still works (marketing/gazette-sunflower-06)".
func loginAside(text string, p int) (Span, bool) {
	end := min(lineEnd(text, p), p+60)
	open := strings.IndexByte(text[p:end], '(')
	if open < 0 || strings.ContainsAny(text[p:p+open], ".!?:;") {
		return Span{}, false
	}
	sp, ok := loginPair(text, p+open+1)
	if !ok || sp.End >= len(text) || text[sp.End] != ')' {
		return Span{}, false
	}
	return sp, true
}

// loginWith are the words before the user in "log in as admin", "with", "using", and the
// same in German, Dutch, French, Spanish, Portuguese, Italian and Polish.
var loginWith = setOf(`as with using mit als met avec comme con como com z jako`)

// pairJoiners join a user to a password in prose: "admin and …", "ops + …", "admin und …".
var pairJoiners = setOf(`and with + & und en et y e i och og ja ve и και`)

// userAndPassword reads "admin and …" at p: a user, a word for "and", a password, and the
// word for password may stand before it ("met admin en wachtwoord …").
func userAndPassword(text, lower string, p int) (Span, bool) {
	ue := userEnd(text, p)
	if ue == p || ue-p > 64 || ue+1 >= len(text) || text[ue] != ' ' {
		return Span{}, false
	}
	js := ue + 1
	je := js
	for je < len(text) && text[je] != ' ' && text[je] != '\n' {
		je++
	}
	if !pairJoiners[lower[js:je]] || je >= len(text) || text[je] != ' ' {
		return Span{}, false
	}
	vs := je + 1
	named := false // the word for password stands before the value
	if ke := tokenEnd(text, vs); ke < len(text) && text[ke] == ' ' && classify(strings.TrimRight(text[vs:ke], ":"), "") == keyPassword {
		vs, named = skipBlanks(text, ke), true // "… und Passwort …"
	}
	ve := tokenEnd(text, vs)
	for ve > vs && strings.IndexByte(".,;:)", text[ve-1]) >= 0 {
		ve--
	}
	if v := text[vs:ve]; len(v) < 8 || !loginPassword(v) || !hasLetterAndDigit(v) && !strings.ContainsAny(v, "!#$%&*?@^~") && !named {
		return Span{}, false
	}
	return Span{Start: vs, End: ve, Rule: "password"}, true
}

// loginBefore reads a pair stated before the login word it is: "admin / … is the router
// login", "root:… was our NAS login". Up to three words stand between "is" and the login word,
// which must not be a thing (the login page).
func loginBefore(text, lower string, i int) (Span, bool) {
	if q := skipBlanks(text, i+wordLen(lower[i:])); q < len(text) && loginAbout[lower[q:q+letterRun(lower[q:])]] {
		return Span{}, false
	}
	ls := strings.LastIndexByte(text[:i], '\n') + 1
	ls = max(ls, i-200)
	// Back over the words before the login word to "is", "are" or "was".
	end, words := i, 0
	for {
		e := end
		for e > ls && text[e-1] == ' ' {
			e--
		}
		s := e
		for s > ls && text[s-1] != ' ' {
			s--
		}
		if s == e || words > 4 {
			return Span{}, false
		}
		words++
		if w := lower[s:e]; w == "is" || w == "are" || w == "was" {
			end = s
			break
		}
		end = s
	}
	for end > ls && text[end-1] == ' ' {
		end--
	}
	// The pair ends there: try each word start before it as the user's.
	for r := end - 1; r >= ls && end-r <= 160; r-- {
		if r == ls || text[r-1] == ' ' {
			if sp, ok := loginPair(text, r); ok && sp.End == end {
				return sp, true
			}
		}
	}
	return Span{}, false
}

// changeVerb reports whether a prose separator says a value was set: "was changed to".
func changeVerb(sep string) bool {
	for _, v := range []string{"changed", "set to", "reset", "updated", "rotated"} {
		if strings.Contains(sep, v) {
			return true
		}
	}
	return false
}

// loginAs skips up to six words after a login word to "as" and returns where the pair may
// start: "log in to the NAS as admin / …", "sign in on the console as root / …".
func loginAs(text, lower string, p int) (int, bool) {
	for range 7 {
		q := skipBlanks(text, p)
		if q == p || q >= len(text) {
			return 0, false
		}
		e := q + letterRun(lower[q:])
		for e < len(text) && (isKeyByte(text[e]) || text[e] == '@' || text[e] == '\'' && e > q) {
			e++ // Vault's root
		}
		if e == q {
			return 0, false
		}
		if w := lower[q:e]; loginWith[w] {
			return skipBlanks(text, e), true
		}
		p = e
	}
	return 0, false
}

// answeredLogin reads a pair given on the next line when the login word ends a question or a
// label: "what's the login?" / "support: cisco / …". The pair must fill that line.
func answeredLogin(text string, p int) (Span, bool) {
	q := skipBlanks(text, p)
	for q < len(text) && (text[q] == '?' || text[q] == ':') {
		q++
	}
	nl, ok := closesLine(text, q)
	if !ok || q == p {
		return Span{}, false
	}
	ls := nl + 1
	le := strings.IndexByte(text[ls:], '\n')
	if le < 0 {
		le = len(text)
	} else {
		le += ls
	}
	r := skipBlanks(text, ls)
	if pre := linePrefix(text, le); pre != "" && strings.HasPrefix(text[r:], pre) {
		r += len(pre)
	}
	sp, ok := loginPair(text, r)
	if !ok {
		return Span{}, false
	}
	if e, ok := closesLine(text, sp.End); !ok && e < len(text) {
		return Span{}, false
	}
	return sp, true
}

// userEnd returns where a user's name that starts at p ends: key bytes, an address's @ and a
// domain's backslash (DOMAIN\user).
func userEnd(text string, p int) int {
	for p < len(text) && (isKeyByte(text[p]) || text[p] == '@' || text[p] == '\\') {
		p++
	}
	return p
}

// loginPair reads "user / password", "user/password" or "user:password" at p.
func loginPair(text string, p int) (Span, bool) {
	ue := userEnd(text, p)
	user := text[p:ue]
	if user == "" || len(user) > 64 || !strings.ContainsFunc(user, func(r rune) bool { return r < 128 && isLetter(byte(r)) }) {
		return Span{}, false
	}
	q := skipBlanks(text, ue)
	if q >= len(text) || text[q] != '/' && text[q] != ':' || strings.HasPrefix(text[q:], "://") {
		return Span{}, false
	}
	vs := skipBlanks(text, q+1)
	if vs >= len(text) || (q > ue) != (vs > q+1) {
		return Span{}, false // "a /b", "a/ b": not a pair as people type one
	}
	ve := tokenEnd(text, vs)
	ve = scriptEnd(text, vs, ve)
	for ve > vs && strings.IndexByte(".,;:)", text[ve-1]) >= 0 {
		ve-- // a sentence's end, not the password's (which may well end in ! or ?)
	}
	v := text[vs:ve]
	if !loginPassword(v) || !isASCII(v) && containsAny(v, foreignPasswords) {
		return Span{}, false // 密码找运维要: "the password: ask ops", in the password's place
	}
	// A MAC address (3c:22:fb:7a:11:90) or a fingerprint (SHA256:2/lg…) is no user:password.
	if text[q] == ':' && (hexGroups(user+":"+v) || digestNames[strings.ToLower(user)] || strings.Count(v, ":") >= 2) {
		return Span{}, false
	}
	// A third item makes a list or a path: admin / editor / viewer.
	if r := skipBlanks(text, ve); r < len(text) && text[r] == '/' {
		return Span{}, false
	}
	// A user as random as a key is none: "account: 4gqyf2lP…/Tkn5…==" is one base64 key.
	if q == ue && len(user) >= 16 && hasUpperLowerDigit(user) && entropy(user) >= 3.5 {
		vs = p
	}
	return Span{Start: vs, End: ve, Rule: "password"}, true
}

// digestNames label a digest written name:value.
var digestNames = setOf(`md5 sha1 sha224 sha256 sha384 sha512 sha3 blake2b blake3`)

// mixedCaseGroups: three groups or more of three to six letters and digits joined by dashes,
// with capitals and small letters inside the groups, or letters and digits in each, as a
// generator writes them (zqgE-KzuX-UadM-XKeX); names join words, which are not so drawn.
func mixedCaseGroups(v string) bool {
	groups := strings.Split(v, "-")
	if len(groups) < 3 {
		return false
	}
	mixed, both := 0, 0
	for _, g := range groups {
		if len(g) < 3 || len(g) > 6 || !isAlnum(g) {
			return false
		}
		if strings.IndexFunc(g[1:], func(r rune) bool { return r < 128 && isUpper(byte(r)) }) >= 0 && hasLower(g) {
			mixed++
		}
		if hasLetterAndDigit(g) {
			both++
		}
	}
	return mixed >= 2 || both == len(groups) // or letters and digits drawn in every group: vj0760-r8gszf-ykm8r0
}

// loginPassword vets the value of a login pair.
func loginPassword(v string) bool {
	if len(v) < 4 || len(v) > 128 || strings.ContainsAny(v[:1], "([{<") || IsPlaceholder(v) || strings.Contains(v, "@sha256:") {
		return false
	}
	if wordsPassphrase(v) || mixedCaseGroups(v) {
		return true // ember.lantern.glacier.9 reads as a dotted reference, but no code names things so
	}
	if isReference(v) && !sigilPassword(v) {
		return false
	}
	lv := strings.ToLower(v)
	if commonWords[lv] || stopWords[lv] || commonProse[lv] || passwordManagers[lv] || versionRE.MatchString(v) || timeLike(v) {
		return false
	}
	// "admin / password=…" labels the password: the assignment scanner reads it.
	// Words joined by - _ . / (read-only, nas-02.lan) name things; with a digit beside a word
	// (Sunny-464) they are a password as people make one.
	named := strings.ContainsAny(v, "-_./") && wordy(v) && !(hasLetterAndDigit(v) && !versionRE.MatchString(v) && !strings.Contains(v, ".")) && !dottedPassphrase(v)
	if allDigits(v) && len(v) < 8 || isCamelWords(v) || named || labelled(v) {
		return false
	}
	return looksLikePassword(v)
}

// labelled: "password=…", "pw:…": a key and its value, which the assignment scanner reads.
func labelled(v string) bool {
	i := strings.IndexAny(v, "=:")
	return i >= 0 && (i == 0 || isIdent(v[:i]) && classify(v[:i], "") != keyNone || isIdent(v[:i]) && i+1 < len(v) && v[i+1] == '/')
}

// loginAbout are words after "login" that make it a thing, not a login: the login page.
var loginAbout = setOf(`page pages screen form flow button link url uri attempts attempt events event
	banner timeout policy policies method methods history log logs audit handler endpoint route
	redirect issue issues error errors rate limit limits prompt dialog window portal session sessions
	shell node nodes server hook hooks test tests`)

// letterRun is the length of the run of letters at the start of s.
func letterRun(s string) int {
	n := 0
	for n < len(s) && isLetter(s[n]) {
		n++
	}
	return n
}

// loginLead skips the words between a login word and its separator: "for the UPS web UI =",
// "for the NAS is". It returns where the separator may start.
func loginLead(text, lower string, p int) (int, bool) {
	for range 6 {
		q := skipBlanks(text, p)
		if q == p || q >= len(text) {
			return 0, false
		}
		e := q
		for e < len(text) && (isKeyByte(text[e]) || text[e] == '@' || text[e] >= 0x80) {
			e++ // für, voor: the words of other languages
		}
		if e == q {
			return 0, false
		}
		if w := lower[q:e]; w == "is" || w == "was" || w == "are" || w == "were" {
			return p, true
		}
		p = e
		if nq := skipBlanks(text, p); nq < len(text) && (text[nq] == ':' || text[nq] == '=') {
			return p, true
		}
	}
	return 0, false
}

// hostPairs finds user:password@host (or Oracle's user/password@host) written without a scheme, as people give a device's or
// a server's credentials: "admin:…@10.0.8.12", "the NVR is root:… @ nvr.lan". The host must be
// an IPv4 address or a dotted name ending in a word, and the user no mail header (mailto:).
func hostPairs(text string) []Span {
	var out []Span
	for off := 0; ; {
		a := strings.IndexByte(text[off:], '@')
		if a < 0 {
			return out
		}
		a += off
		off = a + 1
		h := skipBlanksMax(text, a+1, 1)
		if strings.HasPrefix(text[h:], "//") {
			h += 2 // Oracle's EZConnect: scott/…@//db.lan:1521/ORCL
		}
		if !hostAt(text, h) {
			continue
		}
		e := a
		if e > 0 && text[e-1] == ' ' {
			e--
		}
		s := e
		for s > 0 && e-s < 200 && text[s-1] > ' ' && strings.IndexByte("\"'`(<[", text[s-1]) < 0 {
			s--
		}
		tok := text[s:e]
		if strings.HasSuffix(tok, ":") {
			continue // jdbc:oracle:thin:@db: a driver's name and an empty password
		}
		c := strings.IndexByte(tok, ':')
		if c < 0 && strings.Count(tok, "/") == 1 {
			c = strings.IndexByte(tok, '/') // Oracle's user/password@host
		}
		if c <= 0 || strings.Contains(tok, "://") || !isKeyRun(tok[:c]) || !strings.ContainsFunc(tok[:c], func(r rune) bool { return r < 128 && isLetter(byte(r)) }) ||
			mailUsers[strings.ToLower(tok[:c])] || !loginPassword(tok[c+1:]) {
			continue
		}
		out = append(out, Span{Start: s + c + 1, End: e, Rule: "password"})
	}
}

// mailUsers are what stands before a colon and an address without being a user.
var mailUsers = setOf(`mailto email e-mail mail from to cc bcc reply-to contact sip sips xmpp tel`)

func skipBlanksMax(text string, p, n int) int {
	for i := 0; i < n && p < len(text) && text[p] == ' '; i++ {
		p++
	}
	return p
}

// hostAt reports whether an IPv4 address or a dotted host name whose last label is a word
// starts at p.
func hostAt(text string, p int) bool {
	e := p
	for e < len(text) && (isLetter(text[e]) || isDigit(text[e]) || text[e] == '.' || text[e] == '-') {
		e++
	}
	h := strings.TrimRight(text[p:e], ".")
	labels := strings.Split(h, ".")
	if len(labels) < 2 {
		return false
	}
	if len(labels) == 4 && allDigits(strings.Join(labels, "")) {
		return true
	}
	last := labels[len(labels)-1]
	return len(last) >= 2 && isPlainWord(last)
}

// resetWords state that an account's password was set to a value, with no word for password:
// "user locked out; reset to …", "the account was changed to …".
var resetWords = []string{"reset to ", "changed to ", "set to ", "reset it to ", "changed it to ", "set it to ",
	"set it back to ", "reset it back to ", "changed it back to "}

var resetIDs = patternIDs(resetWords)

// accountWords in the same line make such a value an account's password.
var accountWords = []string{"user", "account", "logon", "login", "log in", "locked", "password", "passwort", "pw"}

// logField: an id's field of a log line (user_id=79044, uid=12).
func logField(v string) bool {
	k, n, ok := strings.Cut(v, "=")
	return ok && allDigits(n) && n != "" && (strings.HasSuffix(strings.ToLower(k), "id") || strings.HasSuffix(strings.ToLower(k), "_no"))
}

// resetPasswords finds a password stated after "reset to" on a line about an account: the value
// must read as a password beyond doubt (symbols or mixed case with digits, or a generated
// passphrase), since "set to 30s" and "changed to staging" are no passwords.
func resetPasswords(text, lower string, h *hits) []Span {
	var out []Span
	for _, pos := range h.merged(resetIDs, nil) {
		vs := int(pos) + wordLenIn(lower[pos:], resetWords)
		ve := tokenEnd(text, vs)
		for ve > vs && strings.IndexByte(".,;:)", text[ve-1]) >= 0 {
			ve--
		}
		v := text[vs:ve]
		// "I set it to …": the pronoun stands for the password the talk is about; words run
		// together with digits are one too (rapeseed77greenhouse).
		pronoun := strings.Contains(lower[pos:vs], " it ")
		if !(strongPassword(v) || wordsPassphrase(v) || pronoun && (dashedPassphrase(v) || isAlnum(v) && digitInside(v) && chosenWithDigits(v))) || IsPlaceholder(v) ||
			len(v) > 2 && v[0] == '0' && (v[1] == 'x' || v[1] == 'X') && allHex(v[2:]) || // a register's value: 0x7FFF
			logField(v) { // "sent password reset to user_id=79044": whose
			continue
		}
		ls := strings.LastIndexByte(lower[:vs], '\n') + 1
		if pronoun || containsAny(lower[ls:lineEnd(lower, vs)], accountWords) {
			out = append(out, Span{Start: vs, End: ve, Rule: "password"})
		}
	}
	return out
}

// wordLenIn is the length of the word of words that starts s.
func wordLenIn(s string, words []string) int {
	for _, w := range words {
		if strings.HasPrefix(s, w) {
			return len(w)
		}
	}
	return 0
}

// userAtHost: an ssh or scp target, a login name at a host name with a dash or a dot
// (hamid@srv-ankara-02, it.destek@nas.lan); not p@ssw0rd or Summer@2024.
func userAtHost(v string) bool {
	at := strings.IndexByte(v, '@')
	if at < 2 || strings.Count(v, "@") != 1 || !isLoginName(v[:at]) || strings.ToLower(v[:at]) != v[:at] {
		return false
	}
	host := v[at+1:]
	return len(host) >= 3 && isLetter(host[0]) && strings.ContainsAny(host, "-.") && isLoginName(host) && !strings.Contains(host, "_")
}

// pairThenLoginIDs end a sentence that gives a login by what it is for: "the controller wants
// yossi and Zanzibar.8164 to log in", "… για να μπεις".
var pairThenLoginIDs = patternIDs([]string{" to log in", " to login", " to sign in", " to get in", " para entrar", " pour te connecter",
	" um dich anzumelden", " για να μπεις", " för att logga in", " om in te loggen"})

// pairThenLogin finds the password of "user and password" right before such an ending.
func pairThenLogin(text, lower string, h *hits) []Span {
	var out []Span
	for _, pos := range h.merged(pairThenLoginIDs, nil) {
		i := int(pos)
		ve := i
		vs := strings.LastIndexAny(text[:ve], " \t\n") + 1
		je := vs - 1
		if vs == 0 || je <= 0 || text[je] != ' ' {
			continue
		}
		js := strings.LastIndexAny(text[:je], " \t\n") + 1
		if js == 0 || !pairJoiners[lower[js:je]] || text[js-1] != ' ' {
			continue
		}
		us := strings.LastIndexAny(text[:js-1], " \t\n") + 1
		v := text[vs:ve]
		if user := text[us : js-1]; !isLoginName(user) || !loginPassword(v) ||
			!(hasUpperLowerDigit(v) || chosenWithDigits(v) || hasLetterAndDigit(v) && strings.ContainsAny(v, passwordSymbols)) {
			continue
		}
		out = append(out, Span{Start: vs, End: ve, Rule: "password"})
	}
	return out
}
