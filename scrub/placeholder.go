package scrub

import (
	"regexp"
	"strings"
)

// placeholderRE matches values that stand for a secret without being one: template variables,
// angle-bracket hints, masks and the documented example keys.
var placeholderRE = regexp.MustCompile(`(?i)^(?:` + strings.Join([]string{
	`\$\{.*`, `\$\(.*`, `\{\{.*`, `\$[A-Za-z_][A-Za-z0-9_]*`, `\{\{[^}]*\}\}`, `<[^>]*>`, `%[sv]`, `%\([a-z_]+\)s`,
	`\[REDACTED[^\]]*\]`,
	`x{3,}`, `\*{3,}`, `[a-z0-9]{1,12}[_-]?(?:x{6,}|\*{4,}|\.{3,}|•{3,})`, `\.{3,}`, `…+`, `•+`, `-+`, `_+`, `0+`, `(?:x|\*){4,}[a-z0-9]{0,4}`,
	`changeme`, `change_me`, `change-me`, `password`, `passw0rd`, `pass`, `passwd`, `pwd`, `pw`, `secret`, `redacted`, `example`,
	`dummy`, `placeholder`, `your[_-]?[a-z_-]*`, `my[_-]?(?:password|secret|token)`, `todo`, `tbd`,
	`n/a`, `none`, `null`, `empty`, `test`, `foo`, `bar`, `foobar`,
	// AWS's documented example credentials.
	`AKIAIOSFODNN7EXAMPLE`, `wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY`,
}, "|") + `)$`)

// IsPlaceholder reports whether s is a placeholder or documented example rather than a secret.
func IsPlaceholder(s string) bool {
	s = strings.Trim(s, `"'`+"`")
	if placeholderRE.MatchString(s) {
		return true
	}
	if strings.Contains(strings.ToUpper(s), "EXAMPLE") {
		return true
	}
	// One character repeated ("aaaaaaaa") is a mask.
	if len(s) >= 4 && strings.Count(s, s[:1]) == len(s) {
		return true
	}
	return false
}
