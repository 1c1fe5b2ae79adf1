package scrub

import (
	"strings"
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
func assignments(text, lower string, h *hits) []Span {
	var out []Span
	n := 0
	for _, id := range credStemIDs {
		n += len(h.of(id))
	}
	seen := make(map[int]bool, n) // key starts already read (a key holds several stems)
	for si, stem := range credStems {
		off := 0
		for _, pos := range h.of(credStemIDs[si]) {
			i := int(pos)
			if i < off {
				continue
			}
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
	// A word that goes on in letters outside ASCII is one key: Contraseña, Kennwörter.
	for ke < len(text) && ke-ks < 64 && (text[ke] >= 0x80 && !fullWidthPunct(text[ke:]) || isLetter(text[ke])) && text[ke-1] != '-' {
		ke++
	}
	key := text[ks:ke]
	if cmdletName(key) {
		return nil, 0 // Get-LapsADPassword FRA-PC7419: a command and the computer it asks about
	}
	if fileName(lower[ks:ke]) || inARN(lower, ks) || ks > 0 && text[ks-1] == '/' && (ke == len(text) || strings.IndexByte(" ?\n\r", text[ke]) >= 0) ||
		ks >= 3 && text[ks-3:ks] == "://" {
		return nil, 0 // db-password.txt, arn:aws:secretsmanager:…, PUT /users/7/password: names, not keys; https://__token__:…@ is a URI's user
	}
	prev := prevWord(lower, ks)
	class := classify(key, prev)
	if strings.EqualFold(key, "pin") && pinningWords[prev] {
		return nil, 0 // a certificate's pin, a quiz game's PIN that players join with
	}
	if (key == "key" || key == "Key" || strings.EqualFold(key, "schlüssel")) && (passwordQualifiers[prev] || wifiLine(lower, ks)) {
		class = keyPassword // the Wi-Fi key, the VPN's pre-shared key, "SSID: Guest, key: …", "WLAN: … / Schlüssel …"
	}
	// "Private key ID: …" is private_key_id written as words.
	if strings.EqualFold(key, "key") && prev == "private" && ke+3 <= len(text) && lower[ke:ke+3] == " id" &&
		(ke+3 == len(text) || !isKeyByte(text[ke+3])) {
		ke += 3
		key, class = text[ks:ke], keySecret
	}
	if class == keyNone && strings.EqualFold(key, "key") && !dataKeyQualifiers[prev] {
		if sp, ok := bareKeyValue(text, ks, ke); ok {
			return []Span{sp}, sp.End // "key": "Ls80xrKc…" under an exchange's name
		}
		return keyEvent(text, lower, ke) // "key 39b5…0fa9 was disabled"
	}
	if class == keyNone && hasSuffixFold(key, "key") {
		if sp, ok := keyBytes(text, ke); ok {
			return []Span{sp}, sp.End // NWKSKEY[16] = { 0x2B, … }: a key's bytes, whatever its name
		}
	}
	if class == keyNone || ks >= 2 && text[ks-1] == '{' && text[ks-2] == '$' {
		return nil, 0 // ${PASSWORD:-default} is a reference
	}
	// new NetworkCredential("user", "…"), BasicCredentials('user', '…')
	if ke < len(text) && text[ke] == '(' && isPairKey(key) {
		return pairArgs(text, ke+1)
	}
	// ds.setPassword("…"), client.SetApiKey('…'), set_password("…"): a setter named for the
	// credential takes it as its one string argument.
	if ke < len(text) && text[ke] == '(' && setterName(key) && (!builderMethods[key] || ks > 0 && text[ks-1] == '.') {
		if args := stringArgs(text, ke+1); len(args) == 1 {
			return vetted(text, args[0][0], args[0][1], class, sepAssign, true, key)
		}
		return nil, 0
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
	// read -rsp 'Password: ' DB_PW: the variable a shell reads the password into.
	if ls := strings.LastIndexByte(text[:ks], '\n') + 1; strings.HasPrefix(strings.TrimLeft(text[ls:ks], " \t"), "read ") {
		return nil, 0
	}
	// "self.host, self._password = host, password": one of several names a tuple is unpacked into.
	if ks >= 2 && text[ks-1] == ' ' && text[ks-2] == ',' && strings.HasPrefix(text[ke:], " = ") {
		return nil, 0
	}
	// --token …; and PowerShell's one dash before a parameter's name: -StorageAccountKey '…'.
	flag := ks >= 2 && text[ks-1] == '-' && (text[ks-2] == '-' || ke-ks >= 4 && isUpper(text[ks]) && (text[ks-2] == ' ' || text[ks-2] == '\t'))
	p := ke
	// A quoted key: "apiKey": …, 'password' => …, `API_TOKEN` to `…`
	quotedKey := ks > 0 && (text[ks-1] == '"' || text[ks-1] == '\'' || text[ks-1] == '`') && p < len(text) && text[p] == text[ks-1]
	// A key quoted inside a string, as JSON escapes it: os.environ[\"API_KEY\"] = \"…\"
	escaped := ks > 1 && text[ks-2] == '\\' && (text[ks-1] == '"' || text[ks-1] == '\'') && p+1 < len(text) && text[p] == '\\' && text[p+1] == text[ks-1]
	if escaped {
		p++
		quotedKey = true
	}
	if quotedKey {
		if sp, ok := hclDefault(text, lower, ks, p, class, key); ok {
			return sp, 0
		}
		p++
		if p < len(text) && (text[p] == ']' || text[p] == '}' && ks >= 2 && text[ks-2] == '{') {
			p++ // an index: ENV["API_KEY"] = …, config['token'] ||= …, Perl's $conf{'pass'} = …
		}
		// PHP's serialize(): s:4:"pass";s:14:"…"; the next string is the key's value.
		if q := serializedString(text, p); q > 0 {
			return valueAt(text, q, class, sepAssign, key)
		}
		// A call's key and value arguments: define('DB_PASSWORD', '…'), env.set("API_KEY", "…");
		// the key is the first argument (not any string in a list).
		if q := skipBlanks(text, p); q < len(text) && text[q] == ',' && openParenBefore(text, ks-1) && !lookupCall(text, ks-1) {
			if r := skipBlanks(text, q+1); r < len(text) && (text[r] == '"' || text[r] == '\'') {
				return valueAt(text, r, class, sepAssign, key)
			}
		}
	}
	// Perl's hash element: $c->{dbpass} = '…', $opt{password} = ….
	if !quotedKey && ks >= 2 && text[ks-1] == '{' && (text[ks-2] == '>' || isWordByte(text[ks-2])) && p < len(text) && text[p] == '}' {
		p++
	}
	// A variable's object whose "value" field holds it, as pipelines export their variables:
	// "SQL_ADMIN_PASSWORD": { "isSecret": false, "value": "…" }.
	if quotedKey {
		if q := skipBlanks(text, p); q+1 < len(text) && text[q] == ':' {
			if o := skipBlanks(text, q+1); o < len(text) && text[o] == '{' {
				end := o + strings.IndexByte(text[o:min(len(text), o+200)], '}')
				if i := strings.Index(lower[o:max(o, end)], `"value"`); end > o && i > 0 {
					if sep, v := readSeparator(text, lower, o+i+len(`"value"`), false, ""); sep == sepAssign {
						return valueAt(text, v, class, sepAssign, key)
					}
				}
			}
		}
	}
	// Valve's KeyValues (a SourceMod database): "pass"<tabs>"…", a quoted key, blanks, a quoted value.
	if quotedKey && text[ks-1] == '"' {
		if q := skipBlanks(text, p); q > p && q < len(text) && text[q] == '"' {
			return valueAt(text, q, class, sepAssign, key)
		}
	}
	// A qualifier in parentheses before the separator: "api key (prod): …"
	if q := skipBlanks(text, p); q < len(text) && text[q] == '(' {
		if e := strings.IndexByte(text[q:min(len(text), q+40)], ')'); e > 0 && !strings.ContainsAny(text[q:q+e], "\n\"=") && text[q+1] != '\'' {
			if strings.Contains(lower[q:q+e], "public") {
				return nil, 0 // "site key (public, goes in the HTML): …"
			}
			p = q + e + 1
		}
	}
	// XML element: <password>…</password>, also in a namespace: <wsse:Password>…
	if elementStart(text, ks) && p < len(text) && (text[p] == '>' || text[p] == ' ') {
		vs, ve, ok := elementText(text, lower, p)
		if !ok {
			return nil, 0 // no element closes there: <your-api-key> is a placeholder
		}
		return vetted(text, vs, ve, class, sepAssign, true, key)
	}
	// HTML table: <td>private_key_id</td><td>…</td>
	if vs, ok := nextCell(text, lower, ks, p); ok {
		ve := strings.IndexByte(text[vs:], '<')
		if ve < 0 || ve > 512 {
			return nil, 0
		}
		return vetted(text, vs, vs+ve, class, sepAssign, true, key)
	}
	if n := arraySize(text, p); n > p {
		p = n // a C array's size: static const u1_t APPKEY[16] = { … }
	}
	sep, p := readSeparator(text, lower, p, flag, prev)
	if sep == sepAssign {
		if sp, ok := byteList(text, skipBlanks(text, p)); ok {
			return []Span{sp}, sp.End // network_key: [52, 75, …], APPKEY = { 0x70, 0x15, … }
		}
		p = typedValue(text, lower, p) // let API_KEY: &str = "…"
	}
	if sep == sepNone && strings.HasPrefix(lower[ks:], "salasana") && strings.HasPrefix(lower[ke:], " on ") {
		sep, p = sepProse, ke+4 // Finnish: "Salasana on …"; "on" is too common a word elsewhere
	}
	led := false
	if sep == sepNone && (isProseKey(key) || class >= keySecret) {
		// "password for the staging db is …", "pw for the router: …", "API_KEY for prod is …"
		if q, ok := proseLead(text, lower, ke); ok {
			sep, p = readSeparator(text, lower, q, false, prev)
			led = sep != sepNone
		}
	}
	if sep == sepNone {
		if sp, next := bareValue(text, lower, ke, class, key); sp != nil {
			return sp, next
		}
		if class == keyPassword && isProseKey(key) {
			if sp, next := windowValue(text, ke); sp != nil {
				return sp, next
			}
		}
		if strings.Contains(key, ".") && class >= keySecret {
			// A resource's address names the credential, its "value" field holds it (a
			// Terraform plan: aws_ssm_parameter.access_key … ~ value = "…").
			if sp, next := namedValue(text, lower, ke, class); sp != nil {
				return sp, next
			}
		}
		return parenthesizedValue(text, ke, class, key)
	}
	if strings.HasPrefix(text[p:], markerPrefix) {
		return nil, 0 // redacted already: nothing further may be read as its value
	}
	if sep == sepAssign && p < len(text) && (text[p] == '|' || text[p] == '>') && class >= keySecret {
		return blockScalar(text, ks, p, class, key)
	}
	if sep == sepAssign && (p >= len(text) || text[p] == '\n' || text[p] == '\r') && class >= keySecret {
		if sp, next := childValues(text, lower, ks, p, class); len(sp) > 0 {
			return sp, next
		}
		return nextLineValue(text, p, class, key)
	}
	if isPairKey(key) {
		if sp, next := pairValue(text, p, sep); sp != nil {
			return sp, next
		}
	}
	sp, next := valueAt(text, p, class, sep, key)
	if ks > 0 && (text[ks-1] == '?' || text[ks-1] == '&') && sep == sepAssign {
		sp = queryValue(text, sp) // ?api_key=…&format=csv: the next parameter is no part of it
	}
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
	if sp == nil && led {
		// "the snyk token 01d4… was found": the words before "was" were the value.
		return bareValue(text, lower, ke, class, key)
	}
	return sp, next
}

// parenthesizedValue reads a value given in parentheses later in the key's sentence: "the
// webhook secret (cb7c…) was committed", "Lena sent creds in DM (admin:…)". After a pair key it
// is a user and a password; after another, one token that reads as random beyond doubt.
func parenthesizedValue(text string, ke int, class keyClass, key string) ([]Span, int) {
	if class < keySecret {
		return nil, 0
	}
	end := min(len(text), ke+80)
	if strings.IndexByte(text[ke:end], '(') < 0 {
		return nil, 0
	}
	for i := ke; i < end; i++ {
		switch c := text[i]; {
		case c == '\n' || c == '.' && i+1 < len(text) && text[i+1] == ' ':
			return nil, 0 // the sentence ended
		case c == '(':
			e := strings.IndexByte(text[i:min(len(text), i+200)], ')')
			if e < 0 {
				return nil, 0
			}
			s, v := i+1, text[i+1:i+e]
			if isPairKey(key) {
				if sp, ok := loginPair(text[:i+e], s); ok && sp.End == i+e {
					return []Span{sp}, sp.End
				}
				return nil, 0
			}
			if len(v) >= 16 && !strings.ContainsAny(v, " \t") && looksRandom(v) && entropy(v) >= entropyFloor(v, 3.5) &&
				!structured(v) && !hexGroupsDashed(v) && isTokenRun(v) {
				return vetted(text, s, i+e, class, sepAssign, true, key)
			}
			return nil, 0
		}
	}
	return nil, 0
}

// bareValue reads a value right after its key with no separator but a blank:
// "password Winter-Fox-42", "redis password Zk82hhq1pp", "private_key_id 8ddfc0…".
func bareValue(text, lower string, ke int, class keyClass, key string) ([]Span, int) {
	if ke+1 >= len(text) || text[ke] != ' ' && text[ke] != '\t' {
		return nil, 0
	}
	e := tokenEnd(text, ke+1)
	v := text[ke+1 : e]
	if strings.HasPrefix(v, "--") || strings.HasPrefix(v, "HTTP/") {
		return nil, 0 // the next flag (--project=…), a request line's protocol
	}
	// Password1, Password2: a device's numbered settings read as the word itself (Tasmota).
	if isProseKey(strings.TrimRight(key, digits)) && !proseSeparatorAt(lower, ke+1) {
		// Only a value that could not be a word: letters and digits, six or more, not a version;
		// after a weak key ("write key"), a random one that is not a resource's UUID.
		if len(v) >= 6 && hasLetterAndDigit(v) && !versionRE.MatchString(v) && !typeNames[strings.ToLower(strings.ReplaceAll(v, "-", ""))] &&
			(class == keyPassword || len(v) >= 16 && looksRandom(v) && (class >= keySecret || !hexGroupsDashed(v))) ||
			class == keyPassword && (symbolPassword(v) || randomLetters(v) || allDigits(v) && len(v) >= 12 && len(v) <= 32 && !compactStamp(v)) { // a router's key: 20 digits
			return vetted(text, ke+1, e, class, sepProse, false, key)
		}
	}
	if !isProseKey(key) && class >= keySecret && (text[ke+1] == '"' || text[ke+1] == '\'') {
		// An identifier, a blank and a quoted value: private_key_id "8ddfc0…".
		if q := strings.IndexByte(text[ke+2:min(len(text), ke+2+1024)], text[ke+1]); q > 0 && strings.IndexByte(text[ke+2:ke+2+q], '\n') < 0 {
			return vetted(text, ke+2, ke+2+q, class, sepSpace, true, key)
		}
	}
	if !isProseKey(key) && class >= keySecret {
		// An identifier, a blank and a long random value: "private_key_id 8ddfc0…",
		// "merchant_salt u6DpoBIU9nkzRJiw".
		if (len(v) >= 20 || len(v) >= 16 && hasUpperLowerDigit(v)) && looksRandom(v) && entropy(v) >= entropyFloor(v, 3.5) && !structured(v) {
			return vetted(text, ke+1, e, class, sepSpace, false, key)
		}
	}
	return nil, 0
}

// readSeparator reads what joins a key to its value at p and returns where the value starts.
func readSeparator(text, lower string, p int, flag bool, prev string) (sepKind, int) {
	q := skipBlanks(text, p)
	if q >= len(text) {
		return sepNone, p
	}
	switch c := text[q]; {
	case q == p && (strings.HasPrefix(text[q:], "'s ") || strings.HasPrefix(text[q:], "’s ")):
		// English's "'s" is "is" (or "has") after a noun: "the password's …", "token's …".
		if sep, r, ok := proseSeparator(text, lower, skipBlanks(text, q+strings.IndexByte(text[q:], ' '))); ok {
			return sep, r // "the password's been changed to …"
		}
		return sepProse, skipBlanks(text, q+strings.IndexByte(text[q:], ' '))
	case strings.HasPrefix(text[q:], ":="), strings.HasPrefix(text[q:], "=>"), strings.HasPrefix(text[q:], "<- "):
		return sepAssign, skipBlanks(text, q+2) // <-: R's assignment
	case strings.HasPrefix(text[q:], "||="), strings.HasPrefix(text[q:], "??="):
		return sepAssign, skipBlanks(text, q+3)
	case strings.HasPrefix(text[q:], "?="): // Makefile: KEY ?= value
		return sepAssign, skipBlanks(text, q+2)
	case c == '=':
		if q+1 < len(text) && text[q+1] == '=' {
			return sepNone, p // a comparison
		}
		return sepAssign, skipBlanks(text, q+1)
	case strings.HasPrefix(text[q:], "："):
		return sepAssign, skipBlanks(text, q+len("：")) // 密码：…
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
		if sp, r, ok := proseSeparator(text, lower, q); ok {
			return sp, r
		}
		// WITH PASSWORD 'x', PASSWORD "x": a quoted value right after a password key
		if c := text[q]; (c == '\'' || c == '"') && lower[p-1] != ' ' {
			if classify(lower[strings.LastIndexAny(lower[:p], " \t\n(\"'`")+1:p], "") == keyPassword {
				return sepSpace, q
			}
		}
		if k := text[keyStart(lower, p):p]; flag || envCommand[prev] || (!isProseKey(k) || caseChanges(k) > 0) && (prev == "set" || prev == "-x" || prev == "-gx" || prev == "-ux") {
			if c := text[q]; c != '-' && c != '\n' && c != '|' && c != '>' && c != '\\' {
				return sepSpace, q
			}
		}
	}
	return sepNone, p
}

// proseIs are the words that state a value in prose: "is", and the same in French, German
// Spanish, Italian and Portuguese ("das Passwort lautet …", "la contraseña es …", "a senha é …").
var proseIs = setOf(`is was est était ist lautet war es era è é je jest är`)

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

// queryValue ends the values of a URL's query parameter at the "&" that starts the next one.
func queryValue(text string, sp []Span) []Span {
	for i := range sp {
		if a := strings.IndexByte(text[sp[i].Start:sp[i].End], '&'); a > 0 {
			sp[i].End = sp[i].Start + a
		}
	}
	return sp
}

// cmdletName: PowerShell's Verb-Noun (Get-LapsADPassword, Reset-ComputerMachinePassword): a
// command, whose argument is what it acts on.
func cmdletName(key string) bool {
	verb, noun, ok := strings.Cut(key, "-")
	return ok && psVerbs[verb] && len(noun) > 1 && isUpper(noun[0])
}

var psVerbs = setOf(`Get Set New Reset Remove Update Add Test Invoke Clear Export Import Show Find Start Stop`)
