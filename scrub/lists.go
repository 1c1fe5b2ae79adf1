package scrub

import "strings"

// Accounts listed one to a line, as people keep them in a notes app:
//
//	Passwords (don't share this note)
//	Etsy - fatima - kathmandu-dublin-mango-6
//	Dropbox - sofia@gmx.de - Lucia99.1
//
// A line of three fields apart by " - " (or " | ", or tabs) whose middle is a user (a name or an
// address) and whose last is a password's shape is an account; two such lines, or one under a
// heading that names passwords, make the list.

// accountLists finds the passwords in such lists.
func accountLists(text, lower string) []Span {
	if !strings.Contains(text, " - ") && !strings.Contains(text, "\t") && !strings.Contains(text, " | ") {
		return nil
	}
	var rows []Span
	for ls := 0; ls < len(text); {
		le := lineEnd(text, ls)
		if sp, ok := accountRow(text, ls, le); ok {
			rows = append(rows, sp)
		}
		ls = le + 1
	}
	if len(rows) == 0 || len(rows) == 1 && !containsAny(lower, []string{"password", "passwort", "mot de passe", "contraseña", "senha", "logins", "accounts"}) {
		return nil
	}
	return rows
}

// accountRow reads "service - user - password" on the line [ls, le).
func accountRow(text string, ls, le int) (Span, bool) {
	line := text[ls:le]
	var sep string
	for _, s := range []string{" - ", " | ", "\t"} {
		if strings.Count(line, s) == 2 {
			sep = s
			break
		}
	}
	if sep == "" {
		return Span{}, false
	}
	fields := strings.Split(line, sep)
	user, pw := strings.TrimSpace(fields[1]), strings.TrimRight(strings.TrimSpace(fields[2]), "\r")
	if strings.TrimSpace(fields[0]) == "" || len(fields[0]) > 40 || user == "" || strings.ContainsAny(user, " \t") || len(user) > 64 ||
		strings.ContainsAny(pw, " \t") || !(emailLike(user) || isKeyRun(strings.ReplaceAll(user, ".", "_"))) {
		return Span{}, false
	}
	if !statedShape(pw) || emailLike(pw) || versionRE.MatchString(pw) {
		return Span{}, false
	}
	s := ls + strings.LastIndex(line, pw)
	return Span{Start: s, End: s + len(pw), Rule: "password"}, true
}
