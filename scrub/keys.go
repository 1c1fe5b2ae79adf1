package scrub

import (
	"strings"
)

// Credential keys: which identifiers and words name a secret, and how strongly.

// credStems are the substrings every credential key holds (lower case).
var credStems = []string{"pass", "pw", "secret", "token", "key", "auth", "cred", "pin", "contrase", "senha", "mdp", "pasuw", "пароль", "parola", "parole", "wachtwoord", "lösenord", "salasana", "session", "cookie", "kennwort", "losenord", "memorable word", "code word", "codeword", "safe word", "safeword", "door_code", "gate_code", "alarm_code", "lockbox", "keybox", "codice", "psk", "clave", "_pat", "-pat", "pat_",
	"heslo", "hasło", "haslo", "şifre", "Şifre", "sifre", "jelszó", "passord", "adgangskode", "parool",
	"パスワード", "密码", "密碼", "비밀번호", "lozinka", "лозинка", "парола", "geslo", "slaptažod", "סיסמה", "รหัสผ่าน", "पासवर्ड", "psw",
	"jelszo", "wagwoord", "kodeord", "κωδικ", "Κωδικ", "mật khẩu", "mat khau", "kata sandi", "kata laluan", "code wifi", "wifi code",
	"كلمة المرور", "كلمة السر", "رمز عبور", "parolă", "sessid", "connect.sid", "schlüssel", "p12", "pfx", "ይለፍ ቃል", "باسورد", "salt",
	"matchingid", "matching_id", "matching id", "võti", "raktas", "atslēg", "avain", "klucz", "chiave", "sleutel",
	"nyckel", "nøkkel", "anahtar", "kulcs", "klíč", "ključ", "cheie", "ключ"}

var credStemIDs = patternIDs(credStems)

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

// foreignPasswords start the word for password in other languages, in any of its forms.
var foreignPasswords = []string{"lösenord", "heslo", "hesla", "hasło", "hasła", "haslo", "şifre", "sifre", "jelszó", "jelszav",
	"passord", "adgangskode", "parool", "wachtwoord", "contraseña", "contrasena", "senha", "kennw", "passwort", "пароль",
	"パスワード", "密码", "密碼", "비밀번호", "salasana", "pasuw", "lozinka", "лозинка", "парола", "geslo", "slaptažod",
	"סיסמה", "รหัสผ่าน", "पासवर्ड", "jelszo", "wagwoord", "kodeord", "κωδικ", "Κωδικ", "parolă"}

// aboutCompounds close a compound that is about a password (Dutch, German, Scandinavian).
var aboutCompounds = setOf(`beleid richtlinie richtlinien regel regels regeln policy länge lengte wechsel änderung
	manager beheer vergessen vergeten reset rücksetzung sterkte stärke eisen anforderungen vereisten komplexität
	complexiteit generator tresor kluis safe hinweis hint skydd policyn regler krav`)

// passwordPhrases are words for password written as two or more words: Indonesian and Malay
// "kata sandi", Vietnamese "mật khẩu", French "code wifi", Arabic, Persian and Amharic.
var passwordPhrases = setOf(`memorable_word code_word safe_word kata_sandi kata_laluan mật_khẩu mat_khau code_wifi wifi_code كلمة_المرور كلمة_السر رمز_عبور ይለፍ_ቃል`)

// keyWords are "key" in the languages whose qualifiers keyQualifiers holds.
var keyWords = setOf(`key keys key1 key2 võti atslēga raktas avain klucz chiave sleutel nyckel nøkkel
	anahtar kulcs klíč ključ cheie ключ`)

// keyQualifiers make a bare "key" a credential key: api key, access key, signing key.
var keyQualifiers = setOf(`api access secret private signing encryption master auth app client consumer
	service account license licence deploy subscription storage shared webhook hmac session ssh
	admin root bot integration developer dev prod production live test sandbox publishable aes decryption wrapping authorization merchant
	routing symmetric salajane slaptas slaptasis slepenā slepena salainen secreta secreto geheimer geheime segreta
	segreto secrète tajny gizli privat privado privada`)

// dataKeyQualifiers make "key" a key into data: a cache key, a sort key, a primary key.
var dataKeyQualifiers = setOf(`recv send cache caching sort partition shard sharding routing idempotency dedup dedupe gpg pgp
	lookup index hash composite natural surrogate unique primary foreign bucket row object map group
	cluster clustering schema sequence hot idx join compound candidate alternate secondary column
	field dictionary translation i18n locale message cursor pagination continuation registry consumer
	memo memoization etag public crashreporter reporter`)

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
var passwordQualifiers = setOf(`wifi wi-fi wlan wpa wpa2 wireless network door alarm safe pre-shared preshared`)

// valueAdjectives before a password word mean a value follows even without a separator.
var valueAdjectives = setOf(`new temp temporary default initial old current updated rotated`)

// metaSuffixes end keys that name something about a secret, not the secret: token_type,
// password_file, secret_name, api_key_header, password_min_length, token_url.
var metaSuffixes = setOf(`type types url uri urls endpoint endpoints name names ref refs file files path
	paths dir length len min max count limit limits expiry expires expiration exp ttl lifetime age
	policy policies method methods mode enabled enable disabled required header headers field fields
	format prefix suffix hint env var location kind provider version rotation rotated hash hashed
	size id ids set public arn label description desc help regex pattern strategy store storage manager
	backend source template placeholder prompt reset changed updated created at algorithm alg
	scheme scope scopes audience issuer lookup command cmd helper class used usage budget index
	pos bucket rate stdin flag flags option options mount key_id keyid chars characters digits
	rules rule strength complexity validation validator input selector ref_name secretname
	lifespan duration timeout interval policy_id sha checksum fingerprint length_min
	history attempts retries tries generator generation encoder decoder parser identifier thumbprint
	time date timestamp users user email emails
	serial digest`)

// metaPrefixes start keys that count or switch something: max_tokens, is_secret, use_token.
var metaPrefixes = setOf(`max min num n total count is has use uses enable enabled disable show hide
	require requires allow no skip validate forgot reset generate gen rotate check verify
	tokenize public`)

// conversationWords name what a session id may belong to that is no login.
var conversationWords = setOf(`call chat conference media rtp sip voice video room meeting`)

// notPass are words that end in "pass" without being a password.
var notPass = setOf(`bypass compass surpass trespass overpass underpass encompass firstpass sshpass
	multipass onepass singlepass twopass secondpass`)

// classify says how much a key is a credential key.
func classify(key, prevWord string) keyClass {
	segs := splitKey(key)
	if len(segs) == 0 || passwordManagers[asciiLower(key)] {
		return keyNone // 1Password → "Platform / Harbor": where the secret is kept
	}
	// A service account's private_key_id (sa_key_id) names its key, but leaked beside it (or
	// alone) it is treated as part of the credential; other key ids are public.
	if n := len(segs); n >= 3 && (segs[n-3] == "private" || segs[n-3] == "sa") && segs[n-2] == "key" && segs[n-1] == "id" || segs[n-1] == "privatekeyid" {
		return keySecret
	}
	// An eSIM's matching id: what its download redeems.
	last, before := segs[len(segs)-1], prevWord
	if len(segs) > 1 {
		before = segs[len(segs)-2]
	}
	if last == "id" && before == "matching" || last == "matchingid" {
		return keySecret
	}
	// A session's id is its bearer credential, not a record's id.
	if n := len(segs); n >= 2 && segs[n-2] == "session" && segs[n-1] == "id" {
		if n >= 3 && conversationWords[segs[n-3]] {
			return keyNone // call_session_id: a call's, a chat's id, which logs nobody in
		}
		return keyWeak
	}
	if metaSuffixes[segs[len(segs)-1]] || len(segs) > 1 && metaPrefixes[segs[0]] {
		return keyNone
	}
	if lockCodeName(key) {
		return keyPassword // door_code, lockbox_code, Codice portone: what opens a lock
	}
	best := keyNone
	for i, s := range segs {
		c := classifySeg(s)
		if keyWords[s] { // Azure's storage account key1 and key2; API võti, slaptas raktas
			q := prevWord
			if i > 0 {
				q = segs[i-1]
			}
			switch {
			case keyQualifiers[q]:
				c = keySecret
			case (q == "primary" || q == "secondary") && i == len(segs)-1 && i >= 2:
				c = keyWeak // MOMO_COLLECTION_PRIMARY_KEY: a subscription's key pair, not a table's
			case dataKeyQualifiers[q]:
				c = keyNone // a cache key, a primary key: data, not a credential
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
		"passwort", "pincode", "pin", "passe", "contraseña", "senha", "пароль", "parola", "parole", "wachtwoord", "lösenord", "salasana",
		"kennwort", "contrasena", "psk", "clave", "mdp", "psw", "passhash", "codeword", "safeword", "باسورد", "الباسورد", "contrasenya", "losenord", "losen":
		return keyPassword
	case "secret", "secrets", "token", "apikey", "credential", "credentials", "creds", "cred", "keystore", "p12", "pfx", "jks", "salt", "authtok":
		return keySecret
	case "auth", "tokens", "authorization", "authkey", "session", "sessionid", "sid", "cookie":
		return keyWeak
	}
	// A numbered one: STA_PASS1, MQTT_PASSWORD2.
	if t := strings.TrimRight(s, digits); t != s && len(t) >= 4 && classifySeg(t) == keyPassword {
		return keyPassword
	}
	// A framework's session cookie: PHPSESSID, JSESSIONID, ASP.NET_SessionId, laravel_session.
	if strings.HasSuffix(s, "sessid") || strings.HasSuffix(s, "sessionid") || strings.HasSuffix(s, "_session") {
		return keyWeak
	}
	switch {
	case strings.Contains(s, "password") || strings.Contains(s, "passwd") || strings.Contains(s, "passphrase"):
		if t := strings.TrimRight(s, "0123456789"); strings.HasPrefix(t, "password") && len(t) > len("password") && t != "passwords" {
			return keyNone // passwordless, passwordreset
		}
		return keyPassword
	case strings.HasSuffix(s, "pass") && !notPass[s], strings.HasSuffix(s, "pwd"), len(s) > 4 && strings.HasSuffix(s, "pw"): // bindpw, rootpw
		return keyPassword
	case len(s) > len("kulcs") && strings.HasSuffix(s, "kulcs"): // aláírókulcs, titkoskulcs: Hungarian compounds on "key"
		return keySecret
	case strings.Contains(s, "secret") && !strings.HasPrefix(s, "secretar"):
		return keySecret
	case strings.HasSuffix(s, "key") && keyQualifiers[strings.TrimSuffix(s, "key")]: // servicekey, apikey
		return keySecret
	case strings.HasSuffix(s, "token"), strings.HasSuffix(s, "apikey"), strings.HasSuffix(s, "accesskey"),
		strings.HasSuffix(s, "privatekey"), strings.HasSuffix(s, "secretkey"), strings.HasSuffix(s, "signingkey"),
		strings.HasSuffix(s, "masterkey"), strings.HasSuffix(s, "credentials"):
		return keySecret
	}
	if strings.IndexByte(s, ' ') > 0 && passwordPhrases[strings.ReplaceAll(strings.ToLower(s), " ", "_")] {
		return keyPassword
	}
	if len(s) >= 5 && foreignFirst[s[0]] {
		for _, w := range foreignPasswords {
			if strings.HasPrefix(s, w) {
				if aboutCompounds[strings.TrimPrefix(s[len(w):], "s")] {
					return keyNone // wachtwoordbeleid, Passwortrichtlinie: the policy, not the password
				}
				return keyPassword // Lösenordet, Şifresi, hasła, パスワード
			}
		}
	}
	return keyNone
}

// foreignFirst holds the first bytes of foreignPasswords, so most words skip the list.
var foreignFirst = func() (t [256]bool) {
	for _, w := range foreignPasswords {
		t[w[0]] = true
	}
	return t
}()

// lockCodeName: the key names the code of a lock (door_code, lockbox_code, Codice portone).
func lockCodeName(key string) bool {
	if !containsFoldASCII(key, "cod") && !containsFoldASCII(key, "kod") && !containsFoldASCII(key, "pin") && !containsFoldASCII(key, "comb") {
		return false
	}
	return lockCodeKey(strings.FieldsFunc(strings.ToLower(key), func(r rune) bool { return r == ' ' || r == '_' || r == '-' || r == '.' }))
}

// lockCodeKey: the key's words name a code and a lock.
func lockCodeKey(segs []string) bool {
	if len(segs) < 2 || len(segs) > 4 {
		return false
	}
	code, lock := false, false
	for _, s := range segs {
		code = code || codeSegs[s]
		lock = lock || lockSegs[s]
	}
	return code && lock
}

var (
	codeSegs = setOf(`code codes codice codigo código kod kode koodi pin combo combination`)
	lockSegs = setOf(`door gate lockbox keybox keysafe alarm safe locker portone portail porta puerta portao portão garage tür tor
		cancello keypad padlock cadeado lucchetto entry entrance building`)
)

// codeColumns marks the columns of a table's header that hold codes: one named code or
// combination beside a column that names a lock ("Locker", "Door"). It reports whether it
// marked any.
func codeColumns(names []string, cols []keyClass) bool {
	lock := false
	for _, n := range names {
		for _, w := range strings.Fields(strings.ToLower(n)) {
			lock = lock || lockSegs[w]
		}
	}
	marked := false
	for i, n := range names {
		switch strings.ToLower(strings.TrimSpace(n)) {
		case "code", "codes", "combination", "combo", "kod", "código", "codice", "code d'accès":
			if lock {
				cols[i], marked = keyPassword, true
			}
		}
	}
	return marked
}
