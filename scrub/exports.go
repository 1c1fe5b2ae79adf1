package scrub

import "strings"

// Rows of a password manager's export pasted without their header, as people paste the one
// row an import rejected: "PayPal,https://www.paypal.com/signin,olu.nakamura,iLLW=mT49…".
// Browsers and vaults export name, address, login and password in that order.

// exportRows finds the password in each line of 4 to 6 comma-separated cells where an
// address is followed by a login and the password.
func exportRows(text string) []Span {
	var out []Span
	for off := 0; ; {
		u := strings.Index(text[off:], ",http")
		if u < 0 {
			return out
		}
		u += off
		off = u + 5
		ls := strings.LastIndexByte(text[:u], '\n') + 1
		le := lineEnd(text, u)
		line := text[ls:le]
		cells := strings.Split(line, ",")
		if len(cells) < 4 || len(cells) > 6 {
			continue
		}
		url, login, pw := cells[1], cells[2], strings.TrimRight(cells[3], "\r ")
		if !strings.HasPrefix(url, "http://") && !strings.HasPrefix(url, "https://") || !loginCell(login) ||
			len(pw) < 4 || len(pw) > 128 || strings.ContainsAny(pw, " \t\"") || !looksLikePassword(pw) && secretShape(pw, false) == shapeNone {
			continue
		}
		s := ls + len(cells[0]) + len(url) + len(login) + 3
		out = append(out, Span{Start: s, End: s + len(pw), Rule: "password"})
	}
}

// loginCell: an address or a user name, with no blanks.
func loginCell(c string) bool {
	return len(c) >= 2 && len(c) <= 128 && !strings.ContainsAny(c, " \t\"/") && (isLetter(c[0]) || isDigit(c[0]))
}
