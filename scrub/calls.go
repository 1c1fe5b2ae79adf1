package scrub

import "strings"

// Credentials passed to a call that logs in or connects, as code writes them:
//
//	smtp.login('noreply@initech.net', 'D^dM@L&Vg+hYym+Fj')
//	DriverManager.getConnection("jdbc:sqlserver://…", "tech", "5olyXtBshTi2mNFXyobu")
//	new PDO('mysql:host=…', 'admin', 'tiger*229')       .bearer_auth("d7d5nS2P…")
//
// The call's name says what its string arguments are: the last of two or three after a user
// is the password; the one argument of a bearer or token call is the token.

// loginCalls take a user and a password as their last two string arguments.
var loginCalls = []string{".login(", "getconnection(", "new pdo(", "mysqli(", "mysqli_connect(", "mysqli_real_connect(", "pymysql.connect(",
	"psycopg2.connect(", "basic_auth(", "basicauth(", "setbasicauth(", "httpbasicauth(", "smtp.login(", "ftp.login(",
	"authenticate(", "new networkcredential(", "passwordauthentication(", "usernamepasswordcredentials(",
	"wifi.begin(", "wlan.connect(", ".connect(", "mysqloo.connect(", "createdatabaseconnection(", "credentials.basic("}

// tokenCalls take a token (or an account key) as their last string argument.
var tokenCalls = []string{"bearer_auth(", "bearerauth(", "withtoken(", "settoken(", "cosmosclient(", "storagesharedkeycredential(",
	"azurekeycredential(", "apikeycredential(", "canvas(", "zotero.zotero(", "linebotapi(", "webhookhandler(", "oss2.auth(",
	"authenticationheadervalue(", "hmacsha256(", "hmacsha512(", "hmac_sha256(", "hmac_sha512("}

// bytesCalls turn a string into the bytes of a key or a Basic login: Encoding.UTF8.GetBytes("…")
// inside new SymmetricSecurityKey(…), new HMACSHA256(…) or Convert.ToBase64String(…) for
// "Basic".
var bytesCalls = []string{"getbytes("}

// bytesUses are the calls around GetBytes that make its string a key.
var bytesUses = []string{"securitykey(", "hmacsha", "hmac(", "signingkey", "secretkey", "signing"}

// setCalls set a named setting: their first string argument is its name, their second its value
// (conf.set("fs.azure.account.key.…", "…"), props.setProperty("db.password", "…")).
var setCalls = []string{".set(", ".setproperty(", ".setstring(", "setenv(", "putenv(", ".put("}

// clientCalls build an API client from its credentials: Client("AC…", "…"),
// binance.NewClient(key, secret), cbpro.AuthenticatedClient(key, secret, passphrase).
var clientCalls = []string{"client(", "client.init(", ".new("}

var callIDs = patternIDs(append(append(append(append(append([]string{}, loginCalls...), tokenCalls...), setCalls...), clientCalls...), bytesCalls...))

// callSecrets finds the credentials among a login or token call's string arguments.
func callSecrets(text, lower string, h *hits) []Span {
	var out []Span
	for _, pos := range h.merged(callIDs, nil) {
		i := int(pos)
		open := strings.IndexByte(lower[i:min(len(lower), i+40)], '(')
		if open < 0 {
			continue
		}
		name := lower[i : i+open+1]
		args := stringArgs(text, i+open+1)
		if name == "mysqli_real_connect(" {
			// (link, host, user, password, database, …), as a stack trace prints it with
			// Object(mysqli) and NULLs around the strings.
			if args = stringArgsAmong(text, i+open+1); len(args) >= 3 {
				args = args[:3]
			}
		}
		switch {
		case strings.HasSuffix(name, "getbytes("):
			if len(args) == 1 {
				out = append(out, bytesSecret(text, lower, i, args[0])...)
			}
		case containsAny(name, setCalls):
			if len(args) == 2 {
				key, v := text[args[0][0]:args[0][1]], text[args[1][0]:args[1][1]]
				if c := classify(key, ""); c > keyNone && acceptValue(v, c, sepAssign, true, key) {
					rule := "secret-assignment"
					if c == keyPassword {
						rule = "password"
					}
					out = append(out, Span{Start: args[1][0], End: args[1][1], Rule: rule})
				}
			}
		case containsAny(name, clientCalls) && !containsAny(name, loginCalls) && !containsAny(name, tokenCalls):
			out = append(out, clientArgs(text, args)...)
		case containsAny(name, tokenCalls) && len(args) >= 1:
			a := args[len(args)-1]
			if v := text[a[0]:a[1]]; len(v) >= 16 && looksRandom(v) && !strings.Contains(v, "://") && !IsPlaceholder(v) && !isReference(v) {
				out = append(out, Span{Start: a[0], End: a[1], Rule: "secret-assignment"})
			}
		case len(args) >= 2:
			pw := len(args) - 1
			if (strings.Contains(name, "mysqli_connect") || name == "mysqli(" || strings.HasSuffix(name, "mysqloo.connect(")) && len(args) >= 4 {
				pw = 2 // mysqli_connect(host, user, password, database)
			}
			a := args[pw]
			if user := text[args[pw-1][0]:args[pw-1][1]]; user == "" || strings.Contains(user, "://") {
				continue
			}
			if v := text[a[0]:a[1]]; (loginPassword(v) || statedShape(v)) && !strings.Contains(v, "://") {
				out = append(out, Span{Start: a[0], End: a[1], Rule: "password"})
			}
		}
	}
	return out
}

// bytesSecret: the string GetBytes turns into a key, or the password of the user:password it
// turns into a Basic login, as its line and the line above say.
func bytesSecret(text, lower string, i int, a [2]int) []Span {
	v := text[a[0]:a[1]]
	ls := strings.LastIndexByte(text[:i], '\n') + 1
	before := lower[max(0, strings.LastIndexByte(text[:max(ls-1, 0)], '\n')+1):lineEnd(text, i)]
	if c := strings.IndexByte(v, ':'); c > 0 && strings.Contains(before, "basic") && isLoginName(v[:c]) {
		if pw := v[c+1:]; len(pw) >= 6 && !IsPlaceholder(pw) && !isReference(pw) && (loginPassword(pw) || statedShape(pw)) {
			return []Span{{Start: a[0] + c + 1, End: a[1], Rule: "password"}}
		}
		return nil
	}
	if containsAny(before, bytesUses) && len(v) >= 16 && looksRandom(v) && !IsPlaceholder(v) && !isReference(v) {
		return []Span{{Start: a[0], End: a[1], Rule: "secret-assignment"}}
	}
	return nil
}

// clientArgs: when one of a client's string arguments is a key beyond doubt (32 characters or
// more of high entropy) or a vendor's public key id, the others that read as random are its
// secret and passphrase.
func clientArgs(text string, args [][2]int) []Span {
	strong := false
	for _, a := range args {
		v := text[a[0]:a[1]]
		strong = strong || len(v) >= 32 && isTokenRun(v) && (hasUpperLowerDigit(v) && entropy(v) >= 4.2 || len(v) == 32 && allHex(v) && entropy(v) >= 3.5) ||
			(publicByDesign(v, 0, len(v)) || twilioSID(v)) && len(args) >= 2 // a vendor's key id (rzp_live_…, AC…): the key's secret is beside it
	}
	if !strong {
		return nil
	}
	var out []Span
	for _, a := range args {
		if v := text[a[0]:a[1]]; len(v) >= 10 && isTokenRun(v) && looksRandom(v) && !strings.Contains(v, "://") && !twilioSID(v) {
			out = append(out, Span{Start: a[0], End: a[1], Rule: "secret-assignment"})
		}
	}
	return out
}

// twilioSID: a Twilio account's id, AC and 32 hex digits, which its auth token goes with.
func twilioSID(v string) bool {
	return len(v) == 34 && strings.HasPrefix(v, "AC") && allHex(v[2:])
}

// stringArgsAmong returns the bounds of a call's string arguments on its line, past any others
// (Object(mysqli), NULL).
func stringArgsAmong(text string, p int) [][2]int {
	var out [][2]int
	le := lineEnd(text, p)
	depth := 0
	for p < le {
		switch c := text[p]; {
		case c == '"' || c == '\'':
			e := strings.IndexByte(text[p+1:le], c)
			if e < 0 {
				return out
			}
			if depth == 0 {
				out = append(out, [2]int{p + 1, p + 1 + e})
			}
			p += e + 2
			continue
		case c == '(':
			depth++
		case c == ')':
			if depth == 0 {
				return out
			}
			depth--
		}
		p++
	}
	return out
}

// stringArgs returns the bounds of a call's arguments that are string literals, up to the
// call's closing parenthesis (over lines), ending at the first argument that is not one.
func stringArgs(text string, p int) [][2]int {
	var out [][2]int
	for n := 0; n < 6; n++ {
		p = skipSpace(text, p)
		if p >= len(text) {
			return out
		}
		if text[p] != '"' && text[p] != '\'' {
			if text[p] == ')' {
				return out
			}
			// Not a string (a variable, a nested call): only the strings after it count.
			e := p
			for e < len(text) && e-p < 200 && text[e] != ',' && text[e] != ')' && text[e] != '\n' {
				e++
			}
			if e >= len(text) || text[e] != ',' {
				return out
			}
			out = nil
			p = e + 1
			continue
		}
		q := text[p]
		e := strings.IndexByte(text[p+1:min(len(text), p+1+512)], q)
		if e < 0 || strings.IndexByte(text[p+1:p+1+e], '\n') >= 0 {
			return out
		}
		out = append(out, [2]int{p + 1, p + 1 + e})
		p = skipBlanks(text, p+2+e)
		if p >= len(text) || text[p] != ',' {
			return out
		}
		p++
	}
	return out
}

// twilioTokens finds a Twilio auth token passed right after its account's id, whatever the call:
// require('twilio')('AC…', '…'), new Twilio("AC…", "…").
func twilioTokens(text string) []Span {
	var out []Span
	for off := 0; ; {
		i := strings.Index(text[off:], "AC")
		if i < 0 {
			return out
		}
		i += off
		off = i + 2
		if i == 0 || text[i-1] != '\'' && text[i-1] != '"' || !twilioSID(text[i:min(len(text), i+34)]) {
			continue
		}
		p := i + 34
		if p >= len(text) || text[p] != text[i-1] {
			continue
		}
		q := skipBlanks(text, p+1)
		if q >= len(text) || text[q] != ',' {
			continue
		}
		q = skipSpace(text, q+1)
		if q+34 > len(text) || text[q] != '\'' && text[q] != '"' || text[q+33] != text[q] {
			continue
		}
		if v := text[q+1 : q+33]; allHex(v) {
			out = append(out, Span{Start: q + 1, End: q + 33, Rule: "secret-assignment"})
		}
	}
}

// lookupCall: the string at i is the first argument of Ansible's lookup('password', '/path …')
// or query(…), whose next argument is where a password is kept, not the password.
func lookupCall(text string, i int) bool {
	for i > 0 && (text[i-1] == ' ' || text[i-1] == '\t') {
		i--
	}
	return strings.HasSuffix(text[:max(i-1, 0)], "lookup") || strings.HasSuffix(text[:max(i-1, 0)], "query")
}
