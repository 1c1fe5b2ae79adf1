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

var inlinePair = regexp.MustCompile(`(?i)(?:^|[\s\[,;])(\(u\)|(?:u|usr|user|username|login|benutzer|utente|usuario|utilisateur)\s*[:=]|(?:user|username|benutzer|utente|usuario|utilisateur)\s)\s*` +
	`([^\s,;:/()]{2,64})\s*[,;/]?\s*(?:\(p\)|(?:p|pw|pwd|pass|passwd|password|passwort|kennwort|senha|contraseña)\s*[:=]|(?:pw|pwd|pass|password|passwort|kennwort|senha|contraseña)\s)\s*([^\s;,]{4,128})`)

var inlineIDs = patternIDs([]string{"p:", "p=", "(p)", "pw", "pass"})

// inlinePairs finds the password of a labelled pair on one line.
func inlinePairs(text string, h *hits) []Span {
	if !h.any(inlineIDs) {
		return nil
	}
	var out []Span
	for _, m := range inlinePair.FindAllStringSubmatchIndex(text, -1) {
		user, vs, ve := text[m[4]:m[5]], m[6], m[7]
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
	return out
}
