package scrub

import (
	"regexp"
	"strings"
	"unicode"
)

// assignments finds secrets stated as the value of a credential-named key, in any of the ways
// people write one down:
//
//	password: hunter2            api_key = "…"           {"clientSecret": "…"}
//	export API_KEY=…             --token=… / --password …  Password=…;Server=…
//	<password>…</password>       $env:API_TOKEN = "…"      - name: DB_PASSWORD \n value: …
//	my password is: correct horse battery staple          the api key - 9f8e…
//
// It is a hand-written scanner, not one big regular expression: it looks for the few stems a
// credential key holds (pass, pw, secret, token, key, auth, cred), takes the whole key around
// each one, classifies the key by its words, then reads the separator and the value. How much a
// value must look like a secret depends on the key: anything but a placeholder after
// "password:", a token-like string after "token:", a long random string after "stripe_key:".
func assignments(text, lower string) []Span {
	var out []Span
	seen := map[int]bool{} // key starts already read (a key holds several stems)
	for _, stem := range credStems {
		for off := 0; ; {
			i := strings.Index(lower[off:], stem)
			if i < 0 {
				break
			}
			i += off
			off = i + len(stem)
			ks, ke := expandKey(text, i, i+len(stem))
			if seen[ks] {
				continue
			}
			seen[ks] = true
			sp, next := assignmentAt(text, lower, ks, ke)
			out = append(out, sp...)
			off = max(off, next)
		}
	}
	return out
}

// tableCells finds secrets in the credential columns of a Markdown table:
//
//	| service | user  | password |
//	|---------|-------|----------|
//	| grafana | admin | …        |
func tableCells(text string) []Span {
	var out []Span
	var cols []keyClass // the header's credential columns, while inside a table
	sepSeen := false
	off := 0
	for off <= len(text) {
		end := strings.IndexByte(text[off:], '\n')
		if end < 0 {
			end = len(text)
		} else {
			end += off
		}
		line := text[off:end]
		// The table is between the first and the last bar; text may stand around it.
		bar := strings.IndexByte(line, '|')
		trimmed := line[:strings.LastIndexByte(line, '|')+1]
		if bar < 0 || bar == len(trimmed)-1 {
			cols, sepSeen = nil, false
		} else {
			cells := strings.Split(trimmed[bar+1:len(trimmed)-1], "|")
			switch {
			case cols == nil:
				cols = make([]keyClass, len(cells))
				any := false
				for i, c := range cells {
					c = strings.TrimSpace(c)
					cols[i] = classify(strings.ReplaceAll(c, " ", "_"), "")
					any = any || cols[i] != keyNone
				}
				if !any {
					cols = []keyClass{}
				}
			case !sepSeen:
				sepSeen = strings.Trim(trimmed[bar:], "|-: ") == ""
				if !sepSeen {
					cols = []keyClass{}
				}
			default:
				pos := off + bar + 1
				for i, c := range cells {
					if i < len(cols) && cols[i] != keyNone {
						v := strings.TrimSpace(c)
						if v != "" {
							vs := pos + strings.Index(c, v)
							sp, _ := vetted(text, vs, vs+len(v), cols[i], sepAssign, true, "")
							out = append(out, sp...)
						}
					}
					pos += len(c) + 1
				}
			}
		}
		off = end + 1
	}
	return out
}

// credStems are the substrings every credential key holds (lower case).
var credStems = []string{"pass", "pw", "secret", "token", "key", "auth", "cred", "pincode", "contrase", "senha", "пароль", "parola", "wachtwoord", "lösenord", "salasana", "session", "cookie"}

func isKeyByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '-' || c == '.'
}

// expandKey widens [s, e) to the whole identifier around it and trims dots and dashes that
// end a sentence or start a flag.
func expandKey(text string, s, e int) (int, int) {
	// Bounded: a key is at most 64 bytes, and a long run of key bytes ("passpass…") must not
	// be walked again for every stem in it.
	for lo := max(0, s-80); s > lo && isKeyByte(text[s-1]); {
		s--
	}
	for hi := min(len(text), e+80); e < hi && isKeyByte(text[e]); {
		e++
	}
	for e > s && (text[e-1] == '.' || text[e-1] == '-') {
		e--
	}
	for s < e && (text[s] == '.' || text[s] == '-') {
		s++
	}
	return s, e
}

type keyClass int

const (
	keyNone     keyClass = iota
	keyWeak              // stripe_key, auth, tokens: the value must be long and random
	keySecret            // secret, token, api key, credential: the value must look like a token
	keyPassword          // password, passwd, pwd, pass: any value that is not a placeholder
)

// splitKey splits an identifier into lower-case words: snake, kebab, dotted and camel case
// ("AWS_SECRET_ACCESS_KEY", "x-api-key", "clientSecret", "APIKey", "db.password").
func splitKey(key string) []string {
	var segs []string
	start := 0
	flush := func(end int) {
		if end > start {
			segs = append(segs, strings.ToLower(key[start:end]))
		}
	}
	for i := 0; i < len(key); i++ {
		c := key[i]
		if c == '_' || c == '-' || c == '.' {
			flush(i)
			start = i + 1
			continue
		}
		if i > start && isUpper(c) {
			prev := key[i-1]
			// aB -> a|B; ABc -> A|Bc (an acronym ends before the capital that starts a word)
			if isLower(prev) || isDigit(prev) || (isUpper(prev) && i+1 < len(key) && isLower(key[i+1])) {
				flush(i)
				start = i
			}
		}
	}
	flush(len(key))
	return segs
}

func isUpper(c byte) bool { return c >= 'A' && c <= 'Z' }
func isLower(c byte) bool { return c >= 'a' && c <= 'z' }
func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// keyQualifiers make a bare "key" a credential key: api key, access key, signing key.
var keyQualifiers = setOf(`api access secret private signing encryption master auth app client consumer
	service account license licence deploy subscription storage shared webhook hmac session ssh
	admin root bot integration developer dev prod production live test sandbox publishable`)

// proseSeparatorAt: a word at i that joins a key to its value ("is", "was", "for").
func proseSeparatorAt(lower string, i int) bool {
	for _, w := range []string{"is ", "was ", "for ", "to ", "has ", "of ", "on ", "in ", "and ", "or "} {
		if strings.HasPrefix(lower[i:], w) {
			return true
		}
	}
	return false
}

// passwordQualifiers make a bare "key" a password: the Wi-Fi key, the WPA key.
var passwordQualifiers = setOf(`wifi wi-fi wlan wpa wpa2 wireless network door alarm safe`)

// valueAdjectives before a password word mean a value follows even without a separator.
var valueAdjectives = setOf(`new temp temporary default initial old current updated rotated`)

// metaSuffixes end keys that name something about a secret, not the secret: token_type,
// password_file, secret_name, api_key_header, password_min_length, token_url.
var metaSuffixes = setOf(`type types url uri urls endpoint endpoints name names ref refs file files path
	paths dir length len min max count limit limits expiry expires expiration exp ttl lifetime age
	policy policies method methods mode enabled enable disabled required header headers field fields
	format prefix suffix hint env var location kind provider version rotation rotated hash hashed
	size id ids arn label description desc help regex pattern strategy store storage manager
	backend source template placeholder prompt reset changed updated created at algorithm alg
	scheme scope scopes audience issuer lookup command cmd helper class used usage budget index
	pos bucket rate stdin flag flags option options mount key_id keyid chars characters digits
	rules rule strength complexity validation validator input selector ref_name secretname
	lifespan duration timeout interval policy_id sha checksum fingerprint length_min
	history attempts retries tries generator generation encoder decoder parser`)

// metaPrefixes start keys that count or switch something: max_tokens, is_secret, use_token.
var metaPrefixes = setOf(`max min num n total count is has use uses enable enabled disable show hide
	require requires allow no skip validate forgot reset generate gen rotate check verify
	tokenize`)

// notPass are words that end in "pass" without being a password.
var notPass = setOf(`bypass compass surpass trespass overpass underpass encompass firstpass
	multipass onepass singlepass twopass secondpass`)

// classify says how much a key is a credential key.
func classify(key, prevWord string) keyClass {
	segs := splitKey(key)
	if len(segs) == 0 {
		return keyNone
	}
	if metaSuffixes[segs[len(segs)-1]] || len(segs) > 1 && metaPrefixes[segs[0]] {
		return keyNone
	}
	best := keyNone
	for i, s := range segs {
		c := classifySeg(s)
		if s == "key" || s == "keys" {
			q := prevWord
			if i > 0 {
				q = segs[i-1]
			}
			switch {
			case keyQualifiers[q]:
				c = keySecret
			case i > 0:
				c = keyWeak
			case q != "" && !stopWords[q] && !commonWords[q]:
				c = keyWeak
			}
		}
		if s == "pat" && len(segs) > 1 {
			c = keySecret
		}
		if c > best {
			best = c
		}
	}
	return best
}

func classifySeg(s string) keyClass {
	switch s {
	case "password", "passwd", "pwd", "pass", "passphrase", "passcode", "pw", "pword", "pswd",
		"passwort", "pincode", "passe", "contraseña", "senha", "пароль", "parola", "wachtwoord", "lösenord", "salasana":
		return keyPassword
	case "secret", "secrets", "token", "apikey", "credential", "credentials", "creds", "cred":
		return keySecret
	case "auth", "tokens", "authorization", "authkey", "session", "sessionid", "sid", "cookie":
		return keyWeak
	}
	switch {
	case strings.Contains(s, "password") || strings.Contains(s, "passwd") || strings.Contains(s, "passphrase"):
		if strings.HasPrefix(s, "password") && len(s) > len("password") && s != "passwords" {
			return keyNone // passwordless, passwordreset
		}
		return keyPassword
	case strings.HasSuffix(s, "pass") && !notPass[s], strings.HasSuffix(s, "pwd"):
		return keyPassword
	case strings.Contains(s, "secret") && !strings.HasPrefix(s, "secretar"):
		return keySecret
	case strings.HasSuffix(s, "key") && keyQualifiers[strings.TrimSuffix(s, "key")]: // servicekey, apikey
		return keySecret
	case strings.HasSuffix(s, "token"), strings.HasSuffix(s, "apikey"), strings.HasSuffix(s, "accesskey"),
		strings.HasSuffix(s, "privatekey"), strings.HasSuffix(s, "secretkey"), strings.HasSuffix(s, "signingkey"),
		strings.HasSuffix(s, "masterkey"), strings.HasSuffix(s, "credentials"):
		return keySecret
	}
	return keyNone
}

// separator kinds, from strongest to weakest evidence that a value follows.
type sepKind int

const (
	sepNone   sepKind = iota
	sepAssign         // = := => : and XML's >
	sepSpace          // --flag value, ENV KEY value
	sepProse          // is, was, "for the staging db is"
	sepDash           // the api key - abc123
)

// assignmentAt reads a key at [ks, ke) and, when it is a credential key followed by a value,
// returns the value's span. next is where scanning may resume.
func assignmentAt(text, lower string, ks, ke int) ([]Span, int) {
	if ke-ks > 64 || ke <= ks {
		return nil, 0
	}
	key := text[ks:ke]
	prev := prevWord(lower, ks)
	class := classify(key, prev)
	if (key == "key" || key == "Key") && passwordQualifiers[prev] {
		class = keyPassword // the Wi-Fi key
	}
	if class == keyNone || ks >= 2 && text[ks-1] == '{' && text[ks-2] == '$' {
		return nil, 0 // ${PASSWORD:-default} is a reference
	}
	// new NetworkCredential("user", "…"), BasicCredentials('user', '…')
	if ke < len(text) && text[ke] == '(' && isPairKey(key) {
		return pairArgs(text, ke+1)
	}
	// "new pw Tr0ub4dor", "temporary password Summer2026!": no separator, an adjective before.
	if class == keyPassword && valueAdjectives[prev] && ke+1 < len(text) && text[ke] == ' ' && isProseKey(key) &&
		(isLetter(text[ke+1]) || isDigit(text[ke+1])) && !proseSeparatorAt(lower, ke+1) {
		if sp, next := valueAt(text, ke+1, class, sepProse, key); sp != nil {
			return sp, next
		}
	}
	// "- name: DB_PASSWORD\n  value: …", `<add key="ApiKey" value="…"/>`,
	// ParameterKey=DbPassword,ParameterValue=…: the key is the value of a name field.
	if isNameField(lower, ks) {
		return namedValue(text, lower, ke, class)
	}
	flag := ks >= 2 && text[ks-1] == '-' && text[ks-2] == '-'
	p := ke
	// A quoted key: "apiKey": …, 'password' => …, `API_TOKEN` to `…`
	quotedKey := ks > 0 && (text[ks-1] == '"' || text[ks-1] == '\'' || text[ks-1] == '`') && p < len(text) && text[p] == text[ks-1]
	if quotedKey {
		p++
		// A call's key and value arguments: define('DB_PASSWORD', '…'), env.set("API_KEY", "…");
		// the key is the first argument (not any string in a list).
		if q := skipBlanks(text, p); q < len(text) && text[q] == ',' && openParenBefore(text, ks-1) {
			if r := skipBlanks(text, q+1); r < len(text) && (text[r] == '"' || text[r] == '\'') {
				return valueAt(text, r, class, sepAssign, key)
			}
		}
	}
	// A qualifier in parentheses before the separator: "api key (prod): …"
	if q := skipBlanks(text, p); q < len(text) && text[q] == '(' {
		if e := strings.IndexByte(text[q:min(len(text), q+40)], ')'); e > 0 && !strings.ContainsAny(text[q:q+e], "\n\"=") && text[q+1] != '\'' {
			p = q + e + 1
		}
	}
	// XML element: <password>…</password>
	if ks > 0 && text[ks-1] == '<' && p < len(text) && text[p] == '>' {
		vs := p + 1
		ve := strings.IndexByte(text[vs:], '<')
		if ve < 0 || ve > 512 {
			return nil, 0
		}
		return vetted(text, vs, vs+ve, class, sepAssign, true, key)
	}
	sep, p := readSeparator(text, lower, p, flag, prev)
	if sep == sepNone && isProseKey(key) {
		// "password for the staging db is …", "pw for the router: …"
		if q, ok := proseLead(text, lower, ke); ok {
			sep, p = readSeparator(text, lower, q, false, prev)
		}
	}
	if sep == sepNone {
		return nil, 0
	}
	if sep == sepAssign && (p >= len(text) || text[p] == '\n' || text[p] == '\r') && class >= keySecret {
		return childValues(text, lower, ks, p, class)
	}
	if isPairKey(key) {
		if sp, next := pairValue(text, p, sep); sp != nil {
			return sp, next
		}
	}
	sp, next := valueAt(text, p, class, sep, key)
	if sp == nil && sep == sepProse && isProseKey(key) {
		// "the sa password was rotated, new one: …": a colon later in the same sentence.
		end := p
		for end < len(text) && end-p < 60 && text[end] != '\n' && text[end] != '.' {
			end++
		}
		if i := strings.Index(text[p:end], ": "); i >= 0 {
			return valueAt(text, skipBlanks(text, p+i+1), class, sepProse, key)
		}
	}
	return sp, next
}

// pairArgs reads two quoted arguments at p ("user", "pass") and returns the second's span.
func pairArgs(text string, p int) ([]Span, int) {
	var spans [2][2]int
	for i := range 2 {
		p = skipBlanks(text, p)
		if p >= len(text) || (text[p] != '"' && text[p] != '\'') {
			return nil, 0
		}
		e := strings.IndexByte(text[p+1:min(len(text), p+200)], text[p])
		if e < 0 {
			return nil, 0
		}
		spans[i] = [2]int{p + 1, p + 1 + e}
		p = skipBlanks(text, p+e+2)
		if i == 0 && (p >= len(text) || text[p] != ',') {
			return nil, 0
		}
		p++
	}
	return vetted(text, spans[1][0], spans[1][1], keyPassword, sepAssign, true, "")
}

// openParenBefore reports whether "(" stands right before offset i, blanks aside.
func openParenBefore(text string, i int) bool {
	for i > 0 && (text[i-1] == ' ' || text[i-1] == '\t') {
		i--
	}
	return i > 0 && text[i-1] == '('
}

// isPairKey: keys whose value is a user and a password together ("creds: admin / …").
func isPairKey(key string) bool {
	segs := splitKey(key)
	if len(segs) == 0 {
		return false
	}
	switch segs[len(segs)-1] {
	case "creds", "cred", "credentials", "credential", "login", "logins":
		return true
	}
	return false
}

// pairValue reads "user / password", "user/password" or "user:password" at p and returns the
// password's span.
func pairValue(text string, p int, sep sepKind) ([]Span, int) {
	ue := p
	for ue < len(text) && (isKeyByte(text[ue]) || text[ue] == '@') {
		ue++
	}
	if ue == p || ue-p > 64 {
		return nil, 0
	}
	q := skipBlanks(text, ue)
	if q >= len(text) || (text[q] != '/' && text[q] != ':') {
		return nil, 0
	}
	vs := skipBlanks(text, q+1)
	if vs >= len(text) || (q-ue > 0) != (vs-q-1 > 0) && text[q] == '/' {
		return nil, 0
	}
	ve := tokenEnd(text, vs)
	v := text[vs:ve]
	if ve == vs || IsPlaceholder(v) || isReference(v) || commonProse[strings.ToLower(v)] || stopWords[strings.ToLower(v)] {
		return nil, 0
	}
	if (sep == sepProse || sep == sepDash) && !looksLikePassword(v) {
		return nil, 0
	}
	return []Span{{Start: vs, End: ve, Rule: "password"}}, ve
}

// childValues reads a YAML block under a credential parent key: every value of the more
// indented lines after "secrets:" or "credentials:" is vetted as a secret, except fields that
// name where or who (host, user, region).
//
//	credentials:
//	  db: hunter2Xy…
//	  user: app
func childValues(text, lower string, ks, p int, class keyClass) ([]Span, int) {
	ls := strings.LastIndexByte(text[:ks], '\n') + 1
	indent := ks - ls
	if strings.TrimLeft(text[ls:ks], " -\"'") != "" {
		return nil, 0 // the key does not start its line
	}
	var out []Span
	for p < len(text) && text[p] == '\r' {
		p++
	}
	for p < len(text) && text[p] == '\n' {
		line := p + 1
		q := skipBlanks(text, line)
		if q-line <= indent || q >= len(text) || text[q] == '\n' {
			break
		}
		if text[q] == '-' && q+1 < len(text) && text[q+1] == ' ' {
			q = skipBlanks(text, q+1)
		}
		ce := q
		for ce < len(text) && isKeyByte(text[ce]) {
			ce++
		}
		if ce > q && ce < len(text) && text[ce] == ':' && !childMeta[strings.ToLower(text[q:ce])] && classify(text[q:ce], "") == keyNone {
			if sp, _ := valueAt(text, skipBlanks(text, ce+1), keySecret, sepAssign, text[q:ce]); sp != nil {
				out = append(out, sp...)
			}
		}
		nl := strings.IndexByte(text[line:], '\n')
		if nl < 0 {
			break
		}
		p = line + nl
	}
	return out, p
}

// childMeta are fields under a credentials block that are not secret.
var childMeta = setOf(`user username login email host hostname port url uri endpoint name region
	database db_name dbname type kind id client_id account project tenant scope scopes path file
	provider driver schema role description expires expiry created`)

// readSeparator reads what joins a key to its value at p and returns where the value starts.
func readSeparator(text, lower string, p int, flag bool, prev string) (sepKind, int) {
	q := skipBlanks(text, p)
	if q >= len(text) {
		return sepNone, p
	}
	switch c := text[q]; {
	case strings.HasPrefix(text[q:], ":="), strings.HasPrefix(text[q:], "=>"):
		return sepAssign, skipBlanks(text, q+2)
	case c == '=':
		if q+1 < len(text) && text[q+1] == '=' {
			return sepNone, p // a comparison
		}
		return sepAssign, skipBlanks(text, q+1)
	case c == ':':
		if q+1 < len(text) && text[q+1] == ':' {
			return sepNone, p // Go/C++ scope, Ruby symbol
		}
		// "is:" and "- " handled below; a colon then a newline opens a block
		return sepAssign, skipBlanks(text, q+1)
	case q > p && (strings.HasPrefix(text[q:], "-> ") || strings.HasPrefix(text[q:], "→") || strings.HasPrefix(text[q:], "⇒")):
		// an arrow in prose: "postgres password → …" (not $this->token)
		w := len("→")
		if c == '-' {
			w = 2
		}
		return sepDash, skipBlanks(text, q+w)
	case c == '-' || strings.HasPrefix(text[q:], "–") || strings.HasPrefix(text[q:], "—"):
		if q == p || (c == '-' && (q+1 >= len(text) || text[q+1] != ' ')) {
			return sepNone, p
		}
		w := 1
		if c != '-' {
			w = len("–")
		}
		return sepDash, skipBlanks(text, q+w)
	}
	if q > p {
		for _, w := range []string{"is", "was", "are", "has", "to", "changed", "set", "reset", "rotated", "updated"} {
			if strings.HasPrefix(lower[q:], w) {
				r := q + len(w)
				// "is now", "is set to": take the longest phrase that fits
				if r < len(text) && (text[r] == ' ' || text[r] == ':' || text[r] == '\t') {
					if text[r] == ':' {
						return sepAssign, skipBlanks(text, r+1)
					}
					// "was changed to", "is now", "has been reset to", "is currently set to"
					r2 := skipBlanks(text, r)
					for moved := true; moved; {
						moved = false
						for _, more := range proseVerbs {
							if strings.HasPrefix(lower[r2:], more) {
								r2 = skipBlanks(text, r2+len(more))
								moved = true
							}
						}
					}
					return sepProse, r2
				}
			}
		}
		// WITH PASSWORD 'x', PASSWORD "x": a quoted value right after a password key
		if c := text[q]; (c == '\'' || c == '"') && lower[p-1] != ' ' {
			if classify(lower[strings.LastIndexAny(lower[:p], " \t\n(\"'`")+1:p], "") == keyPassword {
				return sepSpace, q
			}
		}
		if flag || envCommand[prev] || !isProseKey(lower[keyStart(lower, p):p]) && (prev == "set" || prev == "-x" || prev == "-gx" || prev == "-ux") {
			if c := text[q]; c != '-' && c != '\n' && c != '|' && c != '>' && c != '\\' {
				return sepSpace, q
			}
		}
	}
	return sepNone, p
}

// proseVerbs may stand between "is"/"was" and a value stated in prose.
var proseVerbs = []string{"now ", "currently ", "still ", "temporarily ", "been ", "set to ", "changed to ",
	"reset to ", "updated to ", "rotated to ", "switched to ", "changed ", "set ", "to "}

// keyStart returns where the key that ends at p starts.
func keyStart(lower string, p int) int {
	for p > 0 && isKeyByte(lower[p-1]) {
		p--
	}
	return p
}

// envCommand are words after which "KEY value" is an assignment: Dockerfile ENV, setx, setenv.
var envCommand = setOf(`env setx setenv`)

func skipBlanks(text string, p int) int {
	for p < len(text) && (text[p] == ' ' || text[p] == '\t') {
		p++
	}
	return p
}

// proseLead skips up to four words between a key and its separator in prose: "password for
// the staging db is …", "pw for the router: …". It returns where the separator may start.
func proseLead(text, lower string, p int) (int, bool) {
	for range 4 {
		q := skipBlanks(text, p)
		if q == p || q >= len(text) {
			return 0, false
		}
		e := q
		for e < len(text) && (isKeyByte(text[e]) || text[e] == '@' || text[e] == '/') {
			e++
		}
		if e == q {
			return 0, false
		}
		w := lower[q:e]
		if w == "is" || w == "was" {
			return p, true
		}
		p = e
		for e > q && (text[e-1] == '.' || text[e-1] == '-') {
			return 0, false // a sentence ended
		}
		if nq := skipBlanks(text, p); nq < len(text) && (text[nq] == ':' || text[nq] == '=') {
			return p, true
		}
	}
	q := skipBlanks(text, p)
	if strings.HasPrefix(lower[q:], "is ") || strings.HasPrefix(lower[q:], "was ") {
		return p, true
	}
	return 0, false
}

// isProseKey: a key written as a word (password, Password, api key), not an identifier.
func isProseKey(key string) bool {
	for i := 0; i < len(key); i++ {
		if c := key[i]; c == '_' || c == '.' || isDigit(c) {
			return false
		}
	}
	return true
}

// prevWord returns the lower-case word right before offset i on the same line, if only blanks
// separate them ("api key", "ENV API_KEY").
func prevWord(lower string, i int) string {
	j := i
	for j > 0 && (lower[j-1] == ' ' || lower[j-1] == '\t') {
		j--
	}
	if j == i || j == 0 {
		return ""
	}
	k := j
	for k > 0 && isKeyByte(lower[k-1]) {
		k--
	}
	return lower[k:j]
}

// isNameField reports whether the key at ks is itself the value of a field called name or key:
// `name: DB_PASSWORD`, `"Name": "API_TOKEN"`, `key="ApiKey"`, `ParameterKey=DbPassword`.
func isNameField(lower string, ks int) bool {
	j := ks
	for j > 0 && (lower[j-1] == '"' || lower[j-1] == '\'' || lower[j-1] == ' ') {
		j--
	}
	if j == 0 || (lower[j-1] != ':' && lower[j-1] != '=') {
		return false
	}
	j--
	for j > 0 && (lower[j-1] == '"' || lower[j-1] == '\'' || lower[j-1] == ' ') {
		j--
	}
	k := j
	for k > 0 && isKeyByte(lower[k-1]) {
		k--
	}
	f := lower[k:j]
	return f == "name" || f == "key" || strings.HasSuffix(f, "parameterkey")
}

// namedValue finds the value field that goes with a name field: within the next 160 bytes.
func namedValue(text, lower string, ke int, class keyClass) ([]Span, int) {
	end := min(len(text), ke+160)
	i := strings.Index(lower[ke:end], "value")
	if i < 0 {
		return nil, 0
	}
	p := ke + i + len("value")
	if p < len(text) && (text[p] == '"' || text[p] == '\'') {
		p++
	}
	sep, p := readSeparator(text, lower, p, false, "")
	if sep != sepAssign {
		return nil, 0
	}
	return valueAt(text, p, class, sepAssign, "")
}

// valueAt reads the value that starts at p and vets it.
func valueAt(text string, p int, class keyClass, sep sepKind, key string) ([]Span, int) {
	if p >= len(text) {
		return nil, 0
	}
	// A user and password pair: auth=("user", "pass"), credentials: ['user', 'pass'].
	if (text[p] == '(' || text[p] == '[') && (isPairKey(key) || strings.EqualFold(key, "auth")) {
		return pairArgs(text, p+1)
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
		if e >= len(text) || text[e] != c || e-p-1 > 1024 {
			return nil, 0
		}
		return vetted(text, p+1, e, class, sep, true, key)
	case '\n', '\r', '|', '>':
		return nil, 0 // a block follows: key blocks are the private-key rule's job
	}
	// Template and reference units hold spaces: ${A B}, {{ .Values.x }}, $(cat f), <your key>.
	for _, u := range [][2]string{{"${", "}"}, {"{{", "}}"}, {"$(", ")"}, {"<", ">"}, {"%(", ")"}, {"[", "]"}} {
		if strings.HasPrefix(text[p:], u[0]) {
			return nil, 0
		}
	}
	if text[p] == '{' { // ODBC: PWD={p;a ss};
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
	// An operator after the value makes it code: token := TokenPrefix + encode(raw)
	for _, op := range []string{" + ", " || ", " ?? ", " && ", " ? ", " or ", " if "} {
		if strings.HasPrefix(text[e:], op) {
			return nil, 0
		}
	}
	// A passphrase after a colon or dash: "my password is: correct horse battery staple".
	if class == keyPassword && (sep == sepAssign || sep == sepDash) {
		if pe, ok := passphrase(text, p); ok {
			return []Span{{Start: p, End: pe, Rule: "password"}}, pe
		}
		// prose continues after a plain word: "Password: see the vault"
		if isPlainWord(text[p:e]) {
			if r := skipBlanks(text, e); r > e && r < len(text) && isLetter(text[r]) {
				return nil, 0
			}
		}
	}
	return vetted(text, p, e, class, sep, false, key)
}

// tokenEnd returns where an unquoted value that starts at p ends: at white space, a quote, a
// comma or semicolon, or a closing bracket it did not open; a dot or colon that ends a sentence
// is not part of it.
func tokenEnd(text string, p int) int {
	e := p
	depth := 0
	for e < len(text) && e-p < 512 {
		c := text[e]
		if c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '"' || c == '\'' || c == '`' || c == ',' || c == ';' || c == '<' {
			break
		}
		if c == '(' || c == '[' || c == '{' {
			depth++
		}
		if c == ')' || c == ']' || c == '}' {
			if depth == 0 {
				break
			}
			depth--
		}
		e++
	}
	for e > p && (text[e-1] == '.' || text[e-1] == ':') {
		e--
	}
	return e
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
		if we == e || we-e > 24 || stopWords[w] || words == 0 && commonProse[w] && !passphraseStart[w] {
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

// acceptValue decides whether v, the value of a key of class c, is a secret.
func acceptValue(v string, c keyClass, sep sepKind, quoted bool, key string) bool {
	if len(v) < 3 || len(v) > 1024 || IsPlaceholder(v) || isReference(v) {
		return false
	}
	lv := strings.ToLower(v)
	if commonWords[lv] || typeNames[lv] || stopWords[lv] || isCamelWords(v) || strings.EqualFold(v, key) || normKey(v) == normKey(key) {
		return false
	}
	if !quoted && isCodeExpr(v) {
		return false
	}
	if strings.ContainsAny(v, " \t") {
		// Only a quoted password may hold spaces, and not when it reads as prose.
		if c != keyPassword || !quoted {
			return false
		}
		for w := range strings.FieldsSeq(lv) {
			if stopWords[w] || commonProse[w] {
				return false
			}
		}
		return true
	}
	switch c {
	case keyPassword:
		if (sep == sepProse || sep == sepDash) && !quoted {
			return looksLikePassword(v)
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
		return len(v) >= 16 && looksRandom(v) && entropy(v) >= 3.0
	}
	return false
}

// isCamelWords: an identifier made of words (TokenPrefix, CodeUnauthenticated, getToken),
// which random letters almost never are.
func isCamelWords(s string) bool {
	i := 0
	for i < len(s) && isLower(s[i]) {
		i++
	}
	words := 0
	for i < len(s) {
		if !isUpper(s[i]) {
			return false
		}
		j := i + 1
		for j < len(s) && isLower(s[j]) {
			j++
		}
		if j-i < 3 {
			return false
		}
		words++
		i = j
	}
	return words >= 1 && len(s) >= 6
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

func normKey(s string) string {
	return strings.Join(splitKey(s), "")
}

// isReference: the value points at a secret kept elsewhere (env, vault, a file, a template).
func isReference(v string) bool {
	switch v[0] {
	case '<', '{', '[':
		return true
	case '$', '!', '*', '&', '@':
		// $VAR, !Ref Name, *alias, &anchor, @Microsoft.KeyVault(…): a sigil before a name;
		// not a random value that happens to start with one ("@n3ou…%").
		rest := strings.TrimLeft(v[1:], "{(")
		if i := strings.IndexAny(rest, "(}) "); i >= 0 {
			rest = rest[:i]
		}
		return rest != "" && isDottedIdent(rest)
	case '%':
		return strings.HasSuffix(v, "%") || strings.HasPrefix(v, "%(")
	case '~':
		return len(v) > 1 && v[1] == '/' || len(v) == 1
	case '/':
		return !strings.ContainsAny(v[1:], "!#%^&*+=?") // a path, not "/pa$$"
	}
	lv := strings.ToLower(v)
	for _, pre := range []string{"enc[", "vault:", "arn:", "env:", "op://", "ssm:", "sm://", "awssm:", "gcp:",
		"secret/", "secrets/", "file:", "./", "../", "http://", "https://", "k8s:", "azure:", "keyvault:",
		"secretsmanager:", "projects/", "ref+", "process.env", "os.environ", "os.getenv", "env[", "env.",
		"getenv", "settings.", "config.", "secrets.", "vars.", "self.", "this.", "ref(", "!ref", "sha256:", "sha1:"} {
		if strings.HasPrefix(lv, pre) {
			return !(strings.HasPrefix(lv, "http") && strings.Contains(lv, "@"))
		}
	}
	return false
}

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

// isDottedIdent: pkg.Func, obj.method, name.
func isDottedIdent(s string) bool {
	for part := range strings.SplitSeq(s, ".") {
		if !isIdent(part) {
			return false
		}
	}
	return true
}

func isIdent(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(isLetter(c) || c == '_' || i > 0 && isDigit(c)) {
			return false
		}
	}
	return s != ""
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

// stopWords start or fill ordinary prose; a value made of them is a sentence, not a secret.
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
	expires expired rotate store keep put give share shared sharing send sending`)

// commonProse are single words that, after "password:", describe rather than state a value.
var commonProse = setOf(`unchanged required optional hidden masked protected encrypted hashed
	rotated expired invalid valid correct incorrect wrong missing empty blank set unset none
	same different unknown default random generated strong weak secure insecure plaintext
	cleartext bcrypt argon2 scrypt sha256 md5 enabled disabled yes no true false on off null
	nil undefined prompt interactive manual automatic auto ok fine good bad ignored omitted
	sensitive confidential private public secret tbd todo pending removed deleted redacted
	elided truncated omitted skip skipped fail failed passed passing failing flaky pending xfail`)

func setOf(words string) map[string]bool {
	m := map[string]bool{}
	for w := range strings.FieldsSeq(words) {
		m[w] = true
	}
	return m
}

// sqlInsertRE matches INSERT INTO t (columns) VALUES (values) for sqlInserts.
var sqlInsertRE = regexp.MustCompile(`(?is)\binsert\s+into\s+[\w."\x60\[\]]+\s*\(([^()]{1,400})\)\s*values\s*\(`)

// sqlInserts finds the values of credential columns in SQL inserts:
//
//	INSERT INTO users (name, password) VALUES ('ops', '…');
func sqlInserts(text, lower string) []Span {
	if !strings.Contains(lower, "insert") {
		return nil
	}
	var out []Span
	for _, m := range sqlInsertRE.FindAllStringSubmatchIndex(text, -1) {
		cols := strings.Split(text[m[2]:m[3]], ",")
		p := m[1]
		for _, col := range cols {
			col = strings.Trim(strings.TrimSpace(col), "\"`[]")
			p = skipBlanks(text, p)
			for p < len(text) && (text[p] == '\n' || text[p] == '\r' || text[p] == ' ' || text[p] == '\t') {
				p++
			}
			if p >= len(text) {
				break
			}
			vs, ve, next := p, p, p
			if q := text[p]; q == '\'' || q == '"' {
				e := strings.IndexByte(text[p+1:min(len(text), p+1+512)], q)
				if e < 0 {
					break
				}
				vs, ve, next = p+1, p+1+e, p+e+2
			} else {
				for next < len(text) && text[next] != ',' && text[next] != ')' {
					next++
				}
				ve = next
			}
			if c := classify(col, ""); c != keyNone {
				sp, _ := vetted(text, vs, ve, c, sepAssign, true, col)
				out = append(out, sp...)
			}
			p = skipBlanks(text, next)
			if p >= len(text) || text[p] != ',' {
				break
			}
			p++
		}
	}
	return out
}

// valueFlagRE matches a flag that carries a value named by another argument.
var valueFlagRE = regexp.MustCompile(`\s(?:--value|--body|--secret-string|--secret-value|--secret-binary|--data|--payload)(?:=|\s+)("[^"\n]{1,512}"|'[^'\n]{1,512}'|[^\s"']{1,512})`)

// valueFlags finds secrets given to a command that names them in another argument:
//
//	gh secret set DEPLOY_TOKEN --body …
//	aws ssm put-parameter --name /prod/db_password --value … --type SecureString
func valueFlags(text, lower string) []Span {
	if !strings.Contains(lower, "--") {
		return nil
	}
	var out []Span
	for _, m := range valueFlagRE.FindAllStringSubmatchIndex(text, -1) {
		ls := strings.LastIndexByte(text[:m[0]], '\n') + 1
		named := keyNone
		for _, f := range strings.FieldsFunc(text[ls:m[0]], func(r rune) bool { return r == ' ' || r == '/' || r == '=' || r == ':' }) {
			if c := classify(strings.Trim(f, "\"'"), ""); c > named {
				named = c
			}
		}
		if named == keyNone {
			continue
		}
		vs, ve := m[2], m[3]
		quoted := text[vs] == '"' || text[vs] == '\''
		if quoted {
			vs, ve = vs+1, ve-1
		}
		sp, _ := vetted(text, vs, ve, max(named, keySecret), sepAssign, quoted, "")
		out = append(out, sp...)
	}
	return out
}
