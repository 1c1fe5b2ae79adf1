package scrub

import (
	"strings"
	"unicode"
)

// Passwords stated in prose past the separators assignments know: a word for password, then
// within a few words of the same sentence a token that reads as one.
//
//	Hasło do routera to Copper!Winter8          for the NAS use user `backup` and password `…`
//	<ana> what's the pw for the printer?        u: deploy
//	<raj> rocket-Shadow-85                      p: banana_summer342
//
// Without a verb the rules know, the language is unknown, so the evidence is the token itself:
// a short word right before it (to, wa, er, ni, é: the "is" of most languages is short), quotes
// around it, or a question about the password that the next chat line answers with it alone.

// proseWindow is how many words after a password word the token may stand.
const proseWindow = 6

// windowValue reads a password stated after a password word that ends at ke in one of the
// forms above. It is tried when no separator follows the word.
func windowValue(text string, ke int) ([]Span, int) {
	if ke < len(text) && text[ke] == '?' {
		return answeredPassword(text, ke+1) // "what's the wifi password?"
	}
	p := ke
	prevShort := false
	for n := 0; n < proseWindow; n++ {
		q := skipBlanks(text, p)
		if q == p || q >= len(text) {
			break
		}
		// A quoted token right after the word is the value: password `h%Lv…`.
		if c := text[q]; c == '`' || c == '"' || c == '\'' {
			e := strings.IndexByte(text[q+1:min(len(text), q+130)], c)
			if e <= 0 {
				return nil, 0
			}
			if v := text[q+1 : q+1+e]; n == 0 && !strings.ContainsAny(v, " \t\n") && loginPassword(v) && hasLetterAndDigit(v) {
				return []Span{{Start: q + 1, End: q + 1 + e, Rule: "password"}}, q + 1 + e
			}
			return nil, 0
		}
		e := q
		for e < len(text) && text[e] != ' ' && text[e] != '\t' && text[e] != '\n' && text[e] != '\r' {
			e++
		}
		w := strings.TrimRight(text[q:e], ".,;:!?)")
		if bang := strings.TrimRight(text[q:e], ".,;:?)"); len(bang) > len(w) && !endsSentence(text, q+len(bang)) {
			w = bang // a password that ends in "!" before the sentence goes on: "wa Ember85! desu"
		}
		if n == 0 && metaSuffixes[strings.ToLower(w)] {
			return nil, 0 // "password policy": about it, not it
		}
		if prevShort && (strongPassword(w) || wordsPassphrase(w)) && !userField(w) {
			return []Span{{Start: q, End: q + len(w), Rule: "password"}}, q + len(w)
		}
		// The sentence ends: a question may be answered on the next line.
		if end := text[q:e]; strings.HasSuffix(end, "?") {
			return answeredPassword(text, e)
		} else if strings.HasSuffix(end, ".") || strings.HasSuffix(end, "!") {
			return nil, 0
		}
		prevShort = isShortWord(w)
		p = e
	}
	return nil, 0
}

// isShortWord: one to three letters (any script's, counted in runes), the length of the
// copulas and particles that join a subject to what it is.
func isShortWord(w string) bool {
	n := 0
	for _, r := range w {
		if r < 128 && !isLetter(byte(r)) || r >= 128 && !unicode.IsLetter(r) {
			return false
		}
		n++
	}
	return n >= 1 && n <= 3
}

// answeredPassword reads the line after a question about a password (which ends at p): when
// it holds one token past its chat prefix ("[14:37] <raj> ", "raj: ") and the token reads as
// a password, that is the answer.
func answeredPassword(text string, p int) ([]Span, int) {
	nl, ok := closesLine(text, p)
	if !ok {
		return nil, 0
	}
	q := skipLineMarks(text, nl+1)
	if q < len(text) && text[q] == '<' {
		if e := strings.IndexByte(text[q:min(len(text), q+40)], '>'); e > 0 {
			q = skipBlanks(text, q+e+1)
		}
	} else {
		e := q
		for e < len(text) && e-q < 32 && (isWordByte(text[e]) || text[e] == '.' || text[e] == '-') {
			e++
		}
		if e > q && e+1 < len(text) && (text[e] == ':' || text[e] == '>') && text[e+1] == ' ' {
			q = e + 2 // "lee: ", "lee> "
		}
	}
	e := q
	for e < len(text) && text[e] > ' ' {
		e++
	}
	if r, ok := closesLine(text, e); !ok && r < len(text) {
		return nil, 0 // more than one word: a sentence, not a password
	}
	v := strings.TrimRight(text[q:e], ".,;")
	if !hasLetterAndDigit(v) || ticketID(v) || !loginPassword(v) {
		return nil, 0
	}
	return []Span{{Start: q, End: q + len(v), Rule: "password"}}, q + len(v)
}

// strongPassword: a token no prose holds: letters and digits, and a password's symbol or both
// cases, not a capitalised word and a number (Server01), a ticket, a host or an address.
func strongPassword(v string) bool {
	// The cheap tests first: most words after a short word have no digit.
	if len(v) < 6 || len(v) > 64 || !hasLetterAndDigit(v) || ticketID(v) || !loginPassword(v) {
		return false
	}
	if at := strings.IndexByte(v, '@'); at >= 0 && strings.Contains(v[at:], ".") {
		return false // an address
	}
	if strings.ContainsAny(v, "!#$%&*+=?@^~") {
		return true
	}
	letters := strings.TrimRight(v, digits)
	return hasUpperLowerDigit(v) && !(isUpper(v[0]) && isPlainWord(letters) && caseChanges(letters) == 0)
}

// ticketID: an issue's key (INC-20931, OPS-77), which stands after "password" in "password
// reset INC-20931".
func ticketID(v string) bool {
	i := strings.IndexAny(v, "-#")
	return i > 0 && strings.ToUpper(v[:i]) == v[:i] && isPlainWord(v[:i]) && allDigits(v[i+1:])
}

// passLineID is a line's "p:" label (or "P:"), as the automaton finds it.
var passLineID = pattern("\np:")

// userLinePairs finds the password on a line "p: …" right after a line "u: …" (or user,
// username, login): the one-letter labels say what they are only together.
func userLinePairs(text string, h *hits) []Span {
	var out []Span
	for _, pos := range h.of(passLineID) {
		i := int(pos)
		ls := strings.LastIndexByte(text[:i], '\n') + 1
		prev := strings.ToLower(strings.TrimSpace(text[ls:i]))
		c := strings.IndexByte(prev, ':')
		if c <= 0 || !userLabels[prev[:c]] || strings.TrimSpace(prev[c+1:]) == "" {
			continue
		}
		vs := skipBlanks(text, i+3)
		ve := vs
		for ve < len(text) && text[ve] > ' ' {
			ve++
		}
		if r, ok := closesLine(text, ve); !ok && r < len(text) {
			continue
		}
		v := strings.TrimRight(text[vs:ve], ".,;")
		if loginPassword(v) {
			out = append(out, Span{Start: vs, End: vs + len(v), Rule: "password"})
		}
	}
	return out
}

// userLabels name the user on the line before a "p:" line.
var userLabels = setOf(`u user username login benutzer usuario utilisateur identifiant`)

// wifiLine: the line that holds offset i names a Wi-Fi network, so a bare "key" on it is the
// network's password.
func wifiLine(lower string, i int) bool {
	ls := strings.LastIndexByte(lower[:i], '\n') + 1
	line := lower[ls:i]
	if strings.TrimSpace(line) == "" && ls > 0 {
		// "Key:" opening its line under "SSID: …" or a Wi-Fi heading: the two lines above.
		p := ls - 1
		for n := 0; n < 2 && p > 0; n++ {
			p = max(0, strings.LastIndexByte(lower[:p], '\n'))
		}
		line = lower[p:ls]
	}
	return containsAny(line, wifiNames)
}

// wifiNames are the words (lower case) a line names a Wi-Fi network by.
var wifiNames = []string{"wi-fi", "wifi", "wlan", "ssid"}

// wifiDigits finds a Wi-Fi network's key of digits after its name and a slash, as routers
// print one: "wifi for the workshop: FRITZ!Box 7590 KX / 57076349887271326369".
func wifiDigits(text, lower string) []Span {
	var out []Span
	for off := 0; ; {
		i := strings.Index(text[off:], " / ")
		if i < 0 {
			return out
		}
		i += off
		off = i + 3
		n := digitRun(text, off)
		e := off + n
		rest := strings.TrimSpace(text[e:lineEnd(text, e)])
		if n < 8 || n > 63 || n == 8 && yearLike(text[off:off+4]) || rest != "" && !strings.HasPrefix(rest, "(") && !strings.HasPrefix(rest, "—") || !wifiLine(lower, i) {
			continue
		}
		out = append(out, Span{Start: off, End: e, Rule: "password"})
	}
}

// keyEvent reads a bare "key" followed by a long random token that something happened to:
// "key 39b5…0fa9 was disabled", "the key AKx…9 has been revoked". What is revoked, rotated or
// leaked is a credential (or the id that names it beside its secret); a key into data is not
// disabled.
func keyEvent(text, lower string, ke int) ([]Span, int) {
	if ke >= len(text) || text[ke] != ' ' {
		return nil, 0
	}
	vs := ke + 1
	ve := tokenEnd(text, vs)
	v := text[vs:ve]
	if len(v) < 20 || !looksRandom(v) || entropy(v) < entropyFloor(v, 3.5) || structured(v) || hexGroupsDashed(v) || !isTokenRun(v) {
		return nil, 0
	}
	r := skipBlanks(text, ve)
	for _, aux := range []string{"was ", "has been ", "is ", "got ", "had been "} {
		if strings.HasPrefix(lower[r:], aux) {
			r = skipBlanks(text, r+len(aux))
			w := lower[r : r+letterRun(lower[r:])]
			if keyEvents[w] {
				return []Span{{Start: vs, End: ve, Rule: "secret-assignment"}}, ve
			}
			break
		}
	}
	return nil, 0
}

// keyEvents are what happens to a credential.
var keyEvents = setOf(`disabled revoked rotated deleted leaked exposed compromised expired regenerated
	invalidated deactivated reissued committed pushed published`)

// endsSentence: what follows p is the end of the line or a new sentence (a capital letter).
func endsSentence(text string, p int) bool {
	q := skipBlanks(text, p)
	return q >= len(text) || text[q] == '\n' || text[q] == '\r' || isUpper(text[q])
}

// wordsPassphrase: three or more words and a number joined by dots, as password generators
// make them (ember.lantern.glacier.9); two (config.v2) name a thing.
func wordsPassphrase(v string) bool {
	if strings.Count(v, ".") < 2 || len(v) > 64 {
		return false
	}
	if dottedPassphrase(v) {
		return true
	}
	// Words, then a number on its own: nebula.lantern.velvet.5
	last := strings.LastIndexByte(v, '.')
	if !allDigits(v[last+1:]) || len(v) == last+1 {
		return false
	}
	for w := range strings.SplitSeq(v[:last], ".") {
		if len(w) < 3 || !isPlainWord(w) || strings.ToLower(w) != w {
			return false
		}
	}
	return true
}
