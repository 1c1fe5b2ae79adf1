package scrub

import "strings"

// A value that points at a secret kept elsewhere (a variable, a vault path, a template) is
// no secret itself.

// sigilPassword: a sigil before lower-case letters and digits (@anchor9409, !glacier8112) is a
// password's own symbol after a password's key; an alias or a handle is a name (isReference).
func sigilPassword(v string) bool {
	return wordYear(v) || len(v) >= 6 && strings.IndexByte("@!*&", v[0]) >= 0 && hasLetterAndDigit(v[1:]) && !strings.ContainsAny(v, ".(){}") ||
		len(v) >= 9 && v[0] == '$' && isAlnum(v[1:]) && hasUpperLowerDigit(v[1:]) && digitInside(v[1:]) &&
			!isCamelWords(strings.Map(func(r rune) rune {
				if r >= '0' && r <= '9' {
					return -1
				}
				return r
			}, v[1:])) // $s3cretVar is a name with a digit for a letter
}

// wordYear: $, a capitalised word and a number, as people make a password of a place and a
// year ($Bristol2024, $Themis51); a variable is named in capitals or small letters.
func wordYear(v string) bool {
	w := strings.TrimRight(v, digits)
	return len(v) >= 8 && v[0] == '$' && len(w) < len(v) && len(w) >= 6 && isUpper(w[1]) && strings.ToLower(w[2:]) == w[2:] && isPlainWord(w[2:])
}

// digitInside: a digit with a letter after it (Urteil23ES, h8IsDbo), where a variable's name
// has its digits at its end ($dbPass1) or none.
func digitInside(s string) bool {
	for i := 1; i < len(s); i++ {
		if isDigit(s[i-1]) && isLetter(s[i]) {
			return true
		}
	}
	return false
}

// isReference: the value points at a secret kept elsewhere (env, vault, a file, a template).
func isReference(v string) bool {
	if v == "" {
		return false
	}
	switch v[0] {
	case '<', '{', '[', '(':
		return !generated(v) // <your-key>, {{ .Values.x }}, [see vault], (ask Lena); not {KKPf…&[<b.M6X
	case '$', '!', '*', '&', '@':
		if strings.HasPrefix(v, "@keychain:") || strings.HasPrefix(v, "@env:") {
			return true // altool's -p @keychain:AC_PASSWORD: where the password is kept
		}
		// $VAR, !Ref Name, *alias, &anchor, @Microsoft.KeyVault(…): a sigil before a name;
		// not a random value that happens to start with one ("@n3ou…%", "!g4ZcCYcVhCi": a
		// tag, alias or anchor is a name, not eight random letters and digits).
		rest := strings.TrimLeft(v[1:], "{(")
		if i := strings.IndexAny(rest, "(}) "); i >= 0 {
			rest = rest[:i]
		}
		if v[0] != '$' && v[0] != '@' && len(rest) >= 8 && (hasUpperLowerDigit(rest) || caseChanges(rest) >= 3 && !spokenCamel(rest)) && !strings.Contains(rest, ".") {
			return false
		}
		if v[0] == '$' {
			// $HOME/.config/…/creds.json, "$USER@login1": a variable starts a path or an address.
			if i := strings.IndexAny(rest, "/@:"); i > 0 && isIdent(rest[:i]) && strings.ToUpper(rest[:i]) == rest[:i] {
				return true
			}
		}
		return rest != "" && isDottedIdent(rest)
	case '%':
		// %APPDATA%, %(name)s, Symfony's %env(NAME)%, TeamCity's %db.password%: a name between
		// the signs, not %1Bf…%%; or a path from one: %TEMP%\setup.log.
		if end := strings.IndexByte(v[1:], '%') + 1; end > 1 && end+1 < len(v) && (v[end+1] == '\\' || v[end+1] == '/') {
			return isIdent(v[1:end])
		}
		return len(v) > 2 && strings.HasSuffix(v, "%") && (isDottedIdent(v[1:len(v)-1]) || nameCall(v[1:len(v)-1])) ||
			strings.HasPrefix(v, "%(") ||
			len(v) > 3 && v[1] == '{' && strings.HasSuffix(v, "}") && isDottedIdent(v[2:len(v)-1]) // Robot Framework's %{ENV_VAR}
	case '#':
		// Octopus Deploy's #{Mail.Relay.Password} (or #{DB_PASSWORD}# in a config transform): a
		// variable the deployment fills in.
		v = strings.TrimSuffix(v, "#")
		return len(v) > 3 && v[1] == '{' && strings.HasSuffix(v, "}") && isDottedIdent(v[2:len(v)-1])
	case '\\':
		// A share: \\FS02\sqlbackups\full.
		host, rest, ok := strings.Cut(strings.TrimPrefix(v, `\\`), `\`)
		return strings.HasPrefix(v, `\\`) && ok && rest != "" && len(host) <= 63 && isLoginName(host)
	case '~':
		return len(v) > 1 && v[1] == '/' || len(v) == 1
	case '/':
		return !strings.ContainsAny(v[1:], "!#%^&*+=?") // a path, not "/pa$$"
	}
	for _, pre := range referencePrefixes {
		if hasPrefixFold(v, pre) {
			return !(hasPrefixFold(v, "http") && strings.IndexByte(v, '@') >= 0)
		}
	}
	return false
}

// referencePrefixes start a value that points at a secret kept elsewhere, lower-case.
var referencePrefixes = []string{"enc[", "vault:", "arn:", "env:", "op://", "ssm:", "sm://", "awssm:", "gcp:",
	"secret/", "secrets/", "file:", "./", "../", "http://", "https://", "k8s:", "azure:", "keyvault:",
	"secretsmanager:", "projects/", "ref+", "process.env", "os.environ", "os.getenv", "env[", "env.",
	"getenv", "settings.", "config.", "secrets.", "vars.", "self.", "this.", "ref(", "!ref", "sha256:", "sha1:",
	"hmac-sha256:", "hmac-sha1:", "hmac-sha512:", "sha512:", "see-", "see_", "ask-"}

// nameCall: a name applied to names, as a config's processor reads a variable: env(DB_PASS),
// env(resolve:DB_URL).
func nameCall(s string) bool {
	open := strings.IndexByte(s, '(')
	if open <= 0 || !strings.HasSuffix(s, ")") || !isIdent(s[:open]) {
		return false
	}
	for _, part := range strings.Split(s[open+1:len(s)-1], ":") {
		if !isIdent(part) {
			return false
		}
	}
	return true
}
