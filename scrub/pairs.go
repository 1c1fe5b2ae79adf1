package scrub

import "strings"

// labelPairs finds a user and a password given after a label with no word for credentials,
// as notes list accounts ("Grafana: mqadmin / ROCIA1swMhyx5y", "the NAS: postgres /
// cinder-otter-8332"). The pair fills the rest of the line (a remark in parentheses or after a
// dash aside). With no credential word, the user must be an account's name or the password
// random beyond doubt: "Roles: admin / editor", "Models: gpt-4o / llama3" and "Ratio: 14 / 20"
// are no logins.
func labelPairs(text string) []Span {
	var out []Span
	for off := 0; off < len(text); {
		le := strings.IndexByte(text[off:], '\n')
		if le < 0 {
			le = len(text)
		} else {
			le += off
		}
		if c := strings.Index(text[off:le], ": "); c > 0 && c <= 60 && strings.IndexByte(text[off+c:le], '/') > 0 {
			vs := skipBlanks(text, off+c+2)
			if sp, ok := loginPair(text[:le], vs); ok && pairEnds(text[sp.End:le]) {
				user := strings.ToLower(strings.TrimSpace(text[vs : strings.IndexAny(text[vs:le], " /:")+vs]))
				// A user is a name, not a blob: a long or random run before a slash is base64 (logo.png:
				// iVBOR…/…, x-amz-id-2: Nolx6…/…).
				raw := text[vs : vs+len(user)]
				if (len(user) <= 32 || strings.IndexByte(user, '@') > 0) && !(len(raw) >= 12 && hasUpperLowerDigit(raw)) &&
					(accountName(user) || randomPassword(text[sp.Start:sp.End])) {
					out = append(out, sp)
				}
			}
		}
		off = le + 1
	}
	return out
}

// pairEnds: nothing but blanks, punctuation, or a remark in parentheses or after a dash.
func pairEnds(rest string) bool {
	rest = strings.TrimSpace(strings.TrimRight(rest, "\r"))
	return rest == "" || strings.HasPrefix(rest, "(") || strings.HasPrefix(rest, "—") || strings.HasPrefix(rest, "- ") ||
		strings.Trim(rest, ".,;") == ""
}

// accountNames are the users accounts are made for.
var accountNames = setOf(`admin administrator root sa postgres mysql oracle ubuntu ec2-user centos debian pi guest
	operator ops support service deploy deployer backup jenkins grafana git elastic kibana superuser sysadmin
	netadmin manager monitor reporter readonly tech installer field helpdesk`)

// accountName: a known account, or a name an account is given (svc-etl, app_rw, mqadmin).
func accountName(u string) bool {
	if at := strings.IndexByte(u, '@'); accountNames[u] || at > 0 && strings.Contains(u[at:], ".") {
		return true // a known account, or an e-mail address (an account's name at a service)
	}
	for _, part := range []string{"admin", "root", "svc", "_rw", "_ro", "-rw", "-ro", "service", "deploy", "backup", "bot"} {
		if strings.Contains(u, part) {
			return true
		}
	}
	return false
}

// randomPassword: ten characters or more, upper, lower and digits, not words and numbers.
func randomPassword(v string) bool {
	return len(v) >= 10 && hasUpperLowerDigit(v) && !wordy(v) && caseChanges(v) >= 2
}
