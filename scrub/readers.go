package scrub

import "strings"

// The output of a command that reads a stored secret, pasted under the command:
//
//	$ kubectl get secret db -o jsonpath='{.data.password}'     $ terraform output -raw api_token
//	a3EyUHpw…                                                  4a0015ad…
//
// Like a generator's (generators.go), the output has no key, but the command says what it is:
// a secret store read by name, a variable named like a credential echoed, or such an output
// decoded from base64 by the next command.

// readerCommands read a secret by what they are; a "secret" word in the command is enough.
var readerCommands = []string{"get secret", "secrets versions access", "op read", "pass show",
	"find-generic-password", "keyvault secret show", "secrets get", "get-secret-value", "-field=", "initial-password"}

// namedReaders print whatever they are given: their output is a secret when the command names
// a credential (terraform output -raw db_password, echo $API_KEY, heroku config:get TOKEN).
var namedReaders = []string{"terraform output", "output -raw", "echo $", "echo %", "printenv ", "config:get", "get-parameter", "cat "}

// secretFiles are files that hold a secret and nothing else: cat prints it.
var secretFiles = []string{".erlang.cookie", "/token", ".token", "_token", "-token", ".pgpass",
	"passwd.txt", "password.txt", "password", "secret.txt", "/secret", ".secret", "apikey", "api_key", "api-key", "credentials"}

var readerIDs = patternIDs(append(append([]string{"base64 -d", "base64 --decode"}, readerCommands...), namedReaders...))

// readerOutputs finds the lines printed under a command that reads a secret.
func readerOutputs(text, lower string, h *hits) []Span {
	var out []Span
	done, lastReader := 0, -1
	for _, pos := range h.merged(readerIDs, nil) {
		i := int(pos)
		if i < done || !commandLine(text, i) {
			continue
		}
		ls := strings.LastIndexByte(text[:i], '\n') + 1
		le := lineEnd(text, i)
		done = le
		line := lower[ls:le]
		decode := strings.Contains(line, "base64 -d") || strings.Contains(line, "base64 --decode")
		cat := strings.Contains(line, "cat ")
		reads := containsAny(line, readerCommands) && !strings.Contains(line, "--help") ||
			containsAny(line, namedReaders) && (namesCredentialWord(line) || cat && containsAny(line, secretFiles)) ||
			decode && lastReader >= 0 && strings.Count(text[lastReader:ls], "\n") <= 4
		if !reads {
			continue
		}
		lastReader = ls
		out = append(out, outputLines(text, le+1, "secret-output", func(v string) bool {
			// A file cat prints may hold its user first (auth.txt) or a URL the URI rules read.
			if cat && (strings.Contains(v, "://") || isLoginName(v) && strings.ToLower(v) == v && len(v) <= 32) {
				return false
			}
			return len(v) >= 6 && !strings.ContainsAny(v, "{}") && !IsPlaceholder(v)
		})...)
	}
	return out
}

// namesCredentialWord: a word of the command line names a credential (db_password, API_KEY).
func namesCredentialWord(line string) bool {
	for _, w := range strings.FieldsFunc(line, func(r rune) bool {
		return r == ' ' || r == '$' || r == '%' || r == '"' || r == '\'' || r == '{' || r == '}' || r == '(' || r == ')'
	}) {
		if classify(w, "") >= keySecret {
			return true
		}
	}
	return false
}
