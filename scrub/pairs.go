package scrub

import (
	"regexp"
	"strings"
)

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
		if vs, ok := pipedPair(text, off, le); ok {
			out = append(out, vs)
		} else if c := strings.Index(text[off:le], ": "); c > 0 && c <= 60 && strings.IndexByte(text[off+c:le], '/') > 0 {
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

// pipedPair reads "label → user|password", a note's way to give a device's login: the pair
// fills the rest of the line, the user is an account's name (or the label says credentials)
// and the password mixes letters and digits.
func pipedPair(text string, ls, le int) (Span, bool) {
	a := strings.Index(text[ls:le], " → ")
	if a <= 0 || a > 60 {
		return Span{}, false
	}
	ps := ls + a + len(" → ")
	pair := strings.TrimRight(text[ps:le], " \r")
	bar := strings.IndexByte(pair, '|')
	if bar <= 0 || strings.Count(pair, "|") > 1 {
		return Span{}, false
	}
	user, pw := strings.TrimSpace(pair[:bar]), strings.TrimSpace(pair[bar+1:])
	// With a word for credentials before the arrow (creds → radio | …), any name is the user's.
	named := containsAny(strings.ToLower(text[ls:ls+a]), []string{"creds", "credentials", "login"})
	if strings.ContainsAny(user, " \t") || strings.ContainsAny(pw, " \t") || !named && !accountName(strings.ToLower(user)) ||
		!loginPassword(pw) || !hasLetterAndDigit(pw) {
		return Span{}, false
	}
	vs := ps + bar + 1 + (len(pair[bar+1:]) - len(strings.TrimLeft(pair[bar+1:], " ")))
	return Span{Start: vs, End: vs + len(pw), Rule: "password"}, true
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

var useID = pattern("use ")

// usePairs reads a login handed over after "use": "use n.schmidt:Autumn8116- on sql-ehr-prd",
// "use Administrator and aV-PAeZNO-hj6GK2J4TW to get in". The user must read as an account
// (a known one, or a name with a dot, a domain or an @), and the password mix letters and
// digits, as a word after "use" (use python:3.11-slim, use numpy and pandas) does not.
func usePairs(text, lower string, h *hits) []Span {
	var out []Span
	for _, pos := range h.of(useID) {
		i := int(pos)
		if i > 0 && isWordByte(text[i-1]) {
			continue
		}
		p := i + len("use ")
		ue := userEnd(text, p)
		if !accountLike(text[p:ue]) {
			continue
		}
		sp, ok := loginPair(text, p)
		if !ok {
			sp, ok = userAndPassword(text, lower, p)
		}
		if v := text[sp.Start:sp.End]; ok && (hasUpperLowerDigit(v) || hasLetterAndDigit(v) && strings.ContainsAny(v, "!#$%&*+=?@^_~-")) {
			out = append(out, sp)
		}
	}
	return out
}

// accountLike: a user's name as an account gives it (admin, CORP\exch_admin, n.schmidt,
// ops@example.com), not a word.
func accountLike(u string) bool {
	if u == "" || len(u) > 64 {
		return false
	}
	return accountName(strings.ToLower(u)) || strings.ContainsAny(u, `\@`) || strings.Contains(u, ".") && isLoginName(u) && !strings.HasSuffix(u, ".")
}

// tuplePairs reads a login written as a pair in parentheses: "(CORP\exch_admin,
// Mango_Quartz_5516) is what the vendor set up". The user must read as an account and the
// password mix letters and digits with capitals or symbols.
func tuplePairs(text string) []Span {
	var out []Span
	for off := 0; ; {
		i := strings.IndexByte(text[off:], '(')
		if i < 0 {
			return out
		}
		i += off
		off = i + 1
		if i > 0 && isWordByte(text[i-1]) {
			continue // a call's arguments: connect(admin, Password1) passes two names
		}
		ue := userEnd(text, i+1)
		if !accountLike(text[i+1:ue]) || !strings.HasPrefix(text[ue:], ", ") {
			continue
		}
		vs := ue + 2
		ve := vs
		for ve < len(text) && text[ve] > ' ' && text[ve] != ')' {
			ve++
		}
		if ve >= len(text) || text[ve] != ')' {
			continue
		}
		if v := text[vs:ve]; len(v) >= 8 && loginPassword(v) && hasLetterAndDigit(v) && (hasUpperLowerDigit(v) || strings.ContainsAny(v, "!#$%&*+=?@^_~-")) {
			out = append(out, Span{Start: vs, End: ve, Rule: "password"})
		}
	}
}

// emailColonPairs reads address:password tokens.
func emailColonPairs(text string) []Span {
	var out []Span
	for off := 0; ; {
		at := strings.IndexByte(text[off:], '@')
		if at < 0 {
			return out
		}
		at += off
		off = at + 1
		us := strings.LastIndexAny(text[:at], " \t\n(<\"'") + 1
		colon := strings.IndexByte(text[at:lineEnd(text, at)], ':')
		if us == at || colon < 0 || !isLoginName(text[us:at]) {
			continue
		}
		host := text[at+1 : at+colon]
		if !strings.Contains(host, ".") || !isLoginName(host) {
			continue
		}
		vs := at + colon + 1
		ve := tokenEnd(text, vs)
		for ve > vs && strings.IndexByte(".,;)", text[ve-1]) >= 0 {
			ve--
		}
		if v := text[vs:ve]; loginPassword(v) && hasLetterAndDigit(v) && !strings.Contains(v, "/") && !allDigits(v) {
			out = append(out, Span{Start: vs, End: ve, Rule: "password"})
		}
	}
}

// stackedLogins reads a login written as a service's name, then its user and its password on
// lines of their own: "Ghost admin" / "  root" / "  Y49FmH=O3-bDAHDGFMg". With no word for
// either, the user must be an account's known name and the password random beyond doubt.
func stackedLogins(text string) []Span {
	var out []Span
	prev := -1 // the start of the line before
	for ls := 0; ls < len(text); {
		le := lineEnd(text, ls)
		if u := strings.TrimSpace(text[ls:le]); prev >= 0 && le < len(text) && len(u) >= 2 && len(u) <= 16 && isPlainWord(strings.Trim(u, "-_")) && accountNames[asciiLower(u)] {
			title := strings.TrimSpace(text[prev : ls-1])
			vs := skipBlanks(text, le+1)
			ve := lineEnd(text, vs)
			v := strings.TrimRight(text[vs:ve], " \t\r")
			if title != "" && len(title) <= 40 && !strings.ContainsAny(title, ":=/") && len(v) >= 10 &&
				!strings.ContainsAny(v, " \t") && randomPassword(v) && loginPassword(v) {
				out = append(out, Span{Start: vs, End: vs + len(v), Rule: "password"})
			}
		}
		prev = ls
		ls = le + 1
	}
	return out
}

// emailPairs reads an e-mail address and a password apart by a slash or joined by a colon,
// wherever a line gives them ("… is facilities@harborpm.com / MeCkAWQ1Pb4N", "creds for
// Mailchimp -> hello@atlastours.fr:VsSrSUXz7zy^"): an address is an account's name beyond doubt,
// so the password needs only to read as one and end the line (or its word).
func emailPairs(text string) []Span {
	out := emailColonPairs(text)
	for off := 0; ; {
		i := strings.Index(text[off:], " / ")
		if i < 0 {
			return out
		}
		i += off
		off = i + 3
		us := strings.LastIndexAny(text[:i], " \t\n(") + 1
		if at := strings.IndexByte(text[us:i], '@'); at <= 0 || !strings.Contains(text[us+at:i], ".") {
			continue
		}
		vs := i + 3
		ve := tokenEnd(text, vs)
		for ve > vs && strings.IndexByte(".,;)", text[ve-1]) >= 0 {
			ve--
		}
		if v := text[vs:ve]; loginPassword(v) && hasLetterAndDigit(v) && pairEnds(text[ve:lineEnd(text, ve)]) {
			out = append(out, Span{Start: vs, End: ve, Rule: "password"})
		}
	}
}

// windowsLogins finds the password after a Windows account written DOMAIN\user or .\user, as
// notes give a domain login: "Domain admin HOLLIS\msp_admin: P3l1c4n_l4nt3rn06", ".\admin with
// X". The account says what the value is; the value must read as a password still.
func windowsLogins(text string) []Span {
	var out []Span
	for off := 0; ; {
		b := strings.IndexByte(text[off:], '\\')
		if b < 0 {
			return out
		}
		b += off
		off = b + 1
		ds := b
		for ds > 0 && (isUpper(text[ds-1]) || isDigit(text[ds-1]) || text[ds-1] == '-' || text[ds-1] == '.') {
			ds--
		}
		if ds == b || b-ds > 15 || ds > 0 && text[ds-1] != ' ' && text[ds-1] != '\t' && text[ds-1] != '(' || b-ds > 1 && text[ds] == '.' {
			continue // a domain in capitals (or "." for the machine's own), as a word of its own
		}
		ue := b + 1
		for ue < len(text) && (isLower(text[ue]) || isDigit(text[ue]) || strings.IndexByte("._-", text[ue]) >= 0) {
			ue++
		}
		if ue-b < 3 {
			continue
		}
		var vs int
		switch {
		case strings.HasPrefix(text[ue:], ": "), strings.HasPrefix(text[ue:], " / "):
			vs = skipBlanks(text, ue+2)
		case strings.HasPrefix(text[ue:], " with "):
			vs = ue + len(" with ")
		default:
			continue
		}
		ve := tokenEnd(text, vs)
		for ve > vs && strings.IndexByte(".,;:)", text[ve-1]) >= 0 {
			ve--
		}
		if v := text[vs:ve]; loginPassword(v) && hasLetterAndDigit(v) {
			out = append(out, Span{Start: vs, End: ve, Rule: "password"})
		}
	}
}

// alignedPairs finds the value that a credential's name heads on its own line, set apart by a
// run of blanks as notes align them ("password   Pelican_8671XK" under "user       ignition"):
// the value must be the line's one other word and pass the name's vetting.
func alignedPairs(text string) []Span {
	var out []Span
	for ls := 0; ls < len(text); {
		le := lineEnd(text, ls)
		line := text[ls:le]
		ks := len(line) - len(strings.TrimLeft(line, " \t-*•"))
		if strings.HasPrefix(line[ks:], "#define ") {
			ks += len("#define ") // a C macro: #define MQTT_PASS1 "…"
		}
		robot := strings.HasPrefix(line[ks:], "${")
		if robot {
			ks += 2 // a Robot Framework variable: ${PASSWORD}    k.u_.CgZ8yvQ6
		}
		ke := ks
		for ke < len(line) && isKeyByte(line[ke]) {
			ke++
		}
		if robot && (ke == len(line) || line[ke] != '}') {
			ls = le + 1
			continue
		}
		kEnd := ke
		if robot {
			ke++
		}
		if vs := ke + len(line[ke:]) - len(strings.TrimLeft(line[ke:], " \t")); ke > ks && (vs-ke >= 2 || vs > ke && line[ke] == '\t' || vs == ke+1 && strings.ContainsAny(line[ks:ke], "_.")) && vs < len(line) {
			v := strings.TrimRight(line[vs:], " \t\r")
			if c := classify(line[ks:kEnd], ""); c >= keySecret && !strings.ContainsAny(v, " \t") {
				sp, _ := vetted(text, ls+vs, ls+vs+len(v), c, sepAssign, false, line[ks:kEnd])
				out = append(out, sp...)
			}
		}
		ls = le + 1
	}
	return out
}

// stackedEmailLogins reads a login given as an address and a password on lines of their own,
// under a line that names a login or an account: "just use my login:" / "ops@gmail.com" /
// "0rb1t!66".
func stackedEmailLogins(text, lower string) []Span {
	var out []Span
	for off := 0; ; {
		at := strings.IndexByte(text[off:], '@')
		if at < 0 {
			return out
		}
		at += off
		ls := strings.LastIndexByte(text[:at], '\n') + 1
		le := lineEnd(text, at)
		off = le
		if ls < 2 || le >= len(text) || !bareAddress.MatchString(strings.TrimSpace(text[ls:le])) {
			continue
		}
		ps := strings.LastIndexByte(text[:ls-1], '\n') + 1
		if head := lower[ps : ls-1]; !containsAny(head, loginHeads) {
			continue
		}
		vs := skipBlanks(text, le+1)
		ve := lineEnd(text, vs)
		v := strings.TrimRight(text[vs:ve], " \t\r")
		if v != "" && !strings.ContainsAny(v, " \t@") && looksLikePassword(v) && (hasLetterAndDigit(v) || symbolPassword(v)) {
			out = append(out, Span{Start: vs, End: vs + len(v), Rule: "password"})
		}
	}
}

// bareAddress is an address and nothing else: its host ends in letters (not "S.o5").
var bareAddress = regexp.MustCompile(`^[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[A-Za-z]{2,}$`)

// loginHeads name what the address and password under them are for.
var loginHeads = []string{"login", "log in", "account", "credentials", "sign in", "anmeld", "zugang", "acceso", "identifiants"}
