package scrub

import "strings"

// A user and a password apart by a slash (or two), closing a line, as people note a device's login in
// any language with no word for either:
//
//	ルーター管理画面　buchhaltung / Kasse_BR2643      вход в роутер: caixa01 / Mercado_LI2689
//
// Without a label the shapes must say it: a lower-case user name, then a value with upper- and
// lower-case letters and digits that reads as a password (not "Admin / Settings", "main /
// release-2024").

// slashPairs finds the password of each "user / password" at a line's end.
func slashPairs(text string) []Span {
	var out []Span
	for off := 0; ; {
		i := strings.Index(text[off:], " / ")
		sep := 3
		if j := strings.Index(text[off:], " // "); j >= 0 && (i < 0 || j < i) {
			i, sep = j, 4 // "airflow // ScWm-LrhA5s4f"
		}
		if i < 0 {
			return out
		}
		i += off
		off = i + sep
		us := i
		for us > 0 && (isLower(text[us-1]) || isDigit(text[us-1]) || strings.IndexByte("._-", text[us-1]) >= 0) {
			us--
		}
		if i-us < 3 || !isLower(text[us]) || us > 0 && !(text[us-1] == ' ' || text[us-1] == '\t' || text[us-1] >= 0x80) {
			continue
		}
		ps, pe := i+sep, lineEnd(text, i+sep)
		v := strings.TrimRight(text[ps:pe], " \t\r")
		if len(v) < 8 || len(v) > 64 || strings.ContainsAny(v, " \t/") || !hasUpperLowerDigit(v) || !statedShape(v) {
			continue
		}
		out = append(out, Span{Start: ps, End: ps + len(v), Rule: "password"})
	}
}

// colonPairs finds "user:password" standing as a token of its own, in parentheses or after an
// arrow, as notes give a device's login: "(postgres:Juniper_Zephyr62)", "Canvas -> owner:…". The
// same shapes as slashPairs' say it: a lower-case user name, then a password with capitals,
// small letters and digits; not a scheme, a digest or a key's name (https:, sha256:, tag:).
func colonPairs(text string) []Span {
	var out []Span
	for off := 0; ; {
		c := strings.IndexByte(text[off:], ':')
		if c < 0 {
			return out
		}
		c += off
		off = c + 1
		us := c
		for us > 0 && (isLower(text[us-1]) || isDigit(text[us-1]) || text[us-1] == '_' || text[us-1] == '-') {
			us--
		}
		if c-us < 3 || c-us > 32 || !isLower(text[us]) || us > 0 && !(text[us-1] == ' ' || text[us-1] == '(' || text[us-1] == '\t') ||
			notUsers[text[us:c]] {
			continue
		}
		ve := c + 1
		for ve < len(text) && text[ve] > ' ' && text[ve] != ')' && text[ve] != ',' {
			ve++
		}
		v := text[c+1 : ve]
		if ve < len(text) && text[ve] != ' ' && text[ve] != ')' && text[ve] != '\n' && text[ve] != '\r' {
			continue
		}
		if len(v) < 8 || len(v) > 64 || strings.ContainsAny(v, "@/:") || !hasUpperLowerDigit(v) || !statedShape(v) {
			continue
		}
		out = append(out, Span{Start: c + 1, End: ve, Rule: "password"})
	}
}

// notUsers name what a colon follows that is no user: schemes, digests, keys of a record.
var notUsers = setOf(`http https ftp ssh git file mailto data urn tag image ref key id type sha1 sha256 sha512
	md5 hmac arn uuid token bearer basic version build commit branch host port user username login`)
