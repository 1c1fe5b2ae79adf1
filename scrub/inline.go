package scrub

import (
	"regexp"
	"strings"
)

// A user and a password labelled on one line, each by its own short label:
//
//	u: elastic p: pepper.velvet.bergamot3     (u) ops (p) gandalf$701
//	user=kim, pass=Harbor.Cobalt.28           utente app_user / password AtzQ6s=p+Sb_me#
//
// Each label alone is too short to name a credential ("p" is many things); the two together
// are a login, so the password may have any shape a person chooses (statedShape).

var inlinePair = regexp.MustCompile(`(?i)(?:^|[\s\[,;])(\(u\)|(?:u|usr|user|username|login|benutzer|utente|usuario|utilisateur|gebruiker|bruker|användare|brugernavn|käyttäjä)\s*[:=]|(?:user|username|benutzer|utente|usuario|utilisateur|gebruiker|bruker|användare|brugernavn|käyttäjä)\s)\s*` +
	`([^\s,;:/()]{2,64})\s*[,;/]?\s*(?:\(p\)|(?:p|pw|pwd|pass|passwd|password|passwort|kennwort|senha|contraseña)\s*[:=]|(?:pw|pwd|pass|password|passwort|kennwort|senha|contraseña|ww)\s)\s*([^\s;,]{4,128})`)

// inlineIDs are the short password labels this rule is for; "password:" and "password=" are the
// assignment scanner's, and dense text is full of them.
var inlineIDs = patternIDs([]string{"p:", "p=", "(p)", "pw:", "pw=", "pwd:", "pass:", "pass=", "pass ", "password ", "passwort ", "ww "})

// inlinePairs finds the password of a labelled pair on one line. The expression runs on the
// lines that hold a password's label and a user's, not on the whole text: prose says "pass"
// (passed, passenger) often, and the expression is the costliest of the scrubber's.
func inlinePairs(text, lower string, h *hits) []Span {
	if !h.any(inlineIDs) {
		return nil
	}
	var out []Span
	done := -1
	for _, pos := range h.merged(inlineIDs, nil) {
		if int(pos) < done {
			continue
		}
		ls := strings.LastIndexByte(text[:pos], '\n') + 1
		le := lineEnd(text, int(pos))
		done = le
		if !containsAny(lower[ls:le], userLabelWords) {
			continue
		}
		for _, m := range inlinePair.FindAllStringSubmatchIndex(text[ls:le], -1) {
			user, vs, ve := text[ls+m[4]:ls+m[5]], ls+m[6], ls+m[7]
			if strings.ContainsAny(user, "[]{}<>\"'`") || strings.HasPrefix(text[vs:], markerPrefix) {
				continue
			}
			for ve > vs && strings.IndexByte(".,;)", text[ve-1]) >= 0 {
				ve--
			}
			if v := text[vs:ve]; statedShape(v) || loginPassword(v) && !strings.ContainsAny(v, "=:") {
				out = append(out, Span{Start: vs, End: ve, Rule: "password"})
			}
		}
	}
	return out
}

// userLabelWords are what a user's label holds (lower case); a line without one has no pair.
var userLabelWords = []string{"u:", "u=", "(u)", "usr", "user", "login", "benutzer", "utente", "usuario", "utilisateur", "gebruiker",
	"bruker", "användare", "brugernavn", "käyttäjä"}
