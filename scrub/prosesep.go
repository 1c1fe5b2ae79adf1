package scrub

import "strings"

// How prose separates a credential's name from its value: a verb that states it ("is", "was
// changed to", "lautet") and the few words that may stand between ("password for the staging
// db is …").

// proseSeparator reads a verb that states a value at q: "is", "was changed to", "lautet".
func proseSeparator(text, lower string, q int) (sepKind, int, bool) {
	if !proseVerbFirst[lower[q]] {
		return sepNone, 0, false
	}
	for _, w := range proseSeparators {
		if !strings.HasPrefix(lower[q:], w) {
			continue
		}
		r := q + len(w)
		// "is now", "is set to": take the longest phrase that fits
		if r < len(text) && (text[r] == ' ' || text[r] == ':' || text[r] == '\t') {
			if text[r] == ':' {
				return sepAssign, skipBlanks(text, r+1), true
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
			return sepProse, r2, true
		}
	}
	return sepNone, 0, false
}

// proseSeparators state a value in prose, in English and other languages: "the password is …",
// "das Passwort lautet …", "la contraseña es …", "a senha é …".
var proseSeparators = []string{"is", "was", "are", "has", "to", "changed", "set", "reset", "rotated", "updated",
	"est", "ist", "lautet", "es", "è", "é", "je", "jest", "är", "c'est", "c’est", "は", "是", "为", "為", "已更换为", "更换为", "改为", "已改为"}

// proseVerbFirst holds the first bytes of proseSeparators.
var proseVerbFirst = func() (t [256]bool) {
	for _, w := range proseSeparators {
		t[w[0]] = true
	}
	return t
}()

// proseVerbs may stand between "is"/"was" and a value stated in prose.
var proseVerbs = []string{"now ", "currently ", "still ", "temporarily ", "been ", "literally ", "set to ", "changed to ",
	"reset to ", "updated to ", "rotated to ", "switched to ", "changed ", "set ", "to "}

// keyStart returns where the key that ends at p starts.
func keyStart(lower string, p int) int {
	for p > 0 && isKeyByte(lower[p-1]) {
		p--
	}
	return p
}

// envCommand are words after which "KEY value" is an assignment: Dockerfile ENV, setx, setenv.
// And nginx's directives that set a header or a parameter by name: proxy_set_header X-Api-Key ….
var envCommand = setOf(`env setx setenv proxy_set_header grpc_set_header add_header fastcgi_param uwsgi_param scgi_param
	more_set_headers more_set_input_headers`)

func skipBlanks(text string, p int) int {
	for p < len(text) && (text[p] == ' ' || text[p] == '\t') {
		p++
	}
	return p
}

// proseLead skips up to eight words between a key and its separator in prose: "password for
// the staging db is …", "pw for the router: …". It returns where the separator may start.
func proseLead(text, lower string, p int) (int, bool) {
	first, last := "", ""
	for n := range 8 {
		q := skipBlanks(text, p)
		if q == p || q >= len(text) {
			return 0, false
		}
		// A name in parentheses between the words: "clave del wifi (POS-Net) es …".
		if text[q] == '(' {
			if c := strings.IndexByte(text[q:min(len(text), q+40)], ')'); c > 0 && !strings.ContainsAny(text[q:q+c], "\n=") {
				p = q + c + 1
				continue
			}
		}
		e := q
		for e < len(text) && (isKeyByte(text[e]) || text[e] == '@' || text[e] == '/' || text[e] >= 0x80 || text[e] == '"' && e-q < 40) {
			e++ // words, and a quoted name: Enter new password for user "reporting": …
		}
		if e == q {
			return 0, false
		}
		w := lower[q:e]
		if proseIs[w] {
			return p, !naming[last] // "token signing cert thumbprint is …": an id of it, not it
		}
		last = w
		if n == 0 {
			first = w
		}
		if n == 0 && metaSuffixes[w] && w != "field" {
			return 0, false // "password manager is …", "password policy is …": about it, not it
		}
		p = e
		for e > q && (text[e-1] == '.' || text[e-1] == '-') {
			return 0, false // a sentence ended
		}
		// An "=" joined to the last word makes that word a key of its own: client_id=…, --dry-run=….
		if nq := skipBlanks(text, p); nq < len(text) && (text[nq] == ':' && endsWord(text, nq+1) || text[nq] == '=' && nq > p) {
			return p, !(text[nq] == ':' && (metaSuffixes[first] || first == "info" || aboutLast[w])) // not "password info for domain: CORP", "Session Key Type: AES-256"
		}
		// A spaced dash after what the key is for: "developer token for the spring campaign - …".
		if nq := skipBlanks(text, p); nq > p && first == "for" && (strings.HasPrefix(text[nq:], "- ") || strings.HasPrefix(text[nq:], "— ") || strings.HasPrefix(text[nq:], "– ")) {
			return p, !naming[w]
		}
	}
	q := skipBlanks(text, p)
	if strings.HasPrefix(lower[q:], "is ") || strings.HasPrefix(lower[q:], "was ") {
		return p, !naming[last]
	}
	return 0, false
}

// aboutLast end a label that describes a credential rather than holds it: "Session Key Type:",
// "password backup directory:".
var aboutLast = setOf(`type types length len expiry expires policy hint format prefix algorithm alg version size
	count id ids location rotation age scheme strategy method mode directory message error status`)

// naming words name what identifies a credential, which is no secret: its id, hash, thumbprint.
var naming = setOf(`id identifier thumbprint fingerprint hash checksum sha serial digest kid`)

// endsWord: a blank, a quote or the end of the line or text at p: a colon there separates; a
// colon inside a word (90:e, 10:30) does not.
func endsWord(text string, p int) bool {
	return p >= len(text) || strings.IndexByte(" \t\r\n\"'`", text[p]) >= 0
}
