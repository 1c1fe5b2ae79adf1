package scrub

import "strings"

// A Cookie header carries the session: whatever its cookies are named (ezproxy, SESS…, a site's
// own), a random value in it logs someone in. An assignment's key decides only for names that
// say so (sessionid, PHPSESSID); in a Cookie header the header says it.

var cookieIDs = patternIDs([]string{"cookie:", "--cookie ", "-b '", `-b "`})

// cookieHeaders finds the random values of a Cookie (or Set-Cookie) header's pairs, and of
// curl's --cookie and -b.
func cookieHeaders(text string, h *hits) []Span {
	var out []Span
	for _, pos := range h.merged(cookieIDs, nil) {
		i := int(pos)
		for i < len(text) && text[i] != ':' && text[i] != ' ' {
			i++
		}
		i = skipBlanks(text, i+1)
		end := lineEnd(text, i)
		if i < end && (text[i] == '\'' || text[i] == '"') {
			if q := strings.IndexByte(text[i+1:end], text[i]); q >= 0 {
				end = i + 1 + q
			}
			i++
		}
		for off := i; off < end; {
			next := strings.IndexByte(text[off:end], ';')
			pairEnd := end
			if next >= 0 {
				pairEnd = off + next
			}
			if eq := strings.IndexByte(text[off:pairEnd], '='); eq > 0 {
				vs := off + eq + 1
				v := strings.TrimRight(text[vs:pairEnd], " \t'\"\\")
				if sessionValue(v) {
					out = append(out, Span{Start: vs, End: vs + len(v), Rule: "session-cookie"})
				}
			}
			off = pairEnd + 1
		}
	}
	return out
}

// sessionValue: a cookie's value that is a session's secret, not an analytics id
// (GA1.2.1803455117.1700000000), a flag or a date.
func sessionValue(v string) bool {
	if len(v) < 16 || strings.ContainsAny(v, " ,") || isReference(v) {
		return false
	}
	digits := 0
	for i := 0; i < len(v); i++ {
		if isDigit(v[i]) {
			digits++
		}
	}
	if strings.Count(v, ".") >= 2 && 2*digits >= len(v) || timeLike(v) {
		return false
	}
	return hasLetterAndDigit(v) && entropy(v) >= 3.0
}
