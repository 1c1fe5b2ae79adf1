package scrub

import "strings"

// The output of a command that makes secrets, pasted under the command as a terminal shows it:
//
//	$ openssl rand -base64 48          $ pwgen -s 24 1
//	q1Vb…                               Ai3x…
//
// The output has no key and often no format a rule knows, but what a random generator prints
// is a secret by construction. A command that prints ids (uuidgen) is no such generator.

// generatorCommands make secrets: OpenSSL's and GnuPG's random bytes, password generators,
// bytes read from the kernel's random device, and Python's secrets module.
var generatorCommands = []string{"openssl rand", "pwgen", "/dev/urandom", "/dev/random", "gpg --gen-random",
	"gpg2 --gen-random", "apg ", "xkcdpass", "diceware", "token_hex", "token_urlsafe", "token_bytes", "randombytes",
	"securerandom", "crypto.randombytes", "mkpasswd -l", "makepasswd", "genpass", "pass generate"}

var generatorIDs = patternIDs(generatorCommands)

// maxGeneratorLines bounds how many output lines one command is read for (a few secrets, or
// one wrapped over lines).
const maxGeneratorLines = 8

// generatorOutputs finds the lines printed by a generator command under it: each line that
// holds one token of 8 characters or more, until a blank line, another prompt or prose.
func generatorOutputs(text string, h *hits) []Span {
	var out []Span
	done := 0
	for _, pos := range h.merged(generatorIDs, nil) {
		i := int(pos)
		if i < done || !commandLine(text, i) {
			continue
		}
		le := lineEnd(text, i)
		done = le
		out = append(out, outputLines(text, le+1, "generated-secret", func(v string) bool { return len(v) >= 8 && !structured(v) })...)
	}
	return out
}

// outputLines returns the lines from ls on that a command printed, each one token (of letters,
// digits and a token's or a password's symbols) that ok accepts, up to maxGeneratorLines and
// until a blank line, another prompt or prose.
func outputLines(text string, ls int, rule string, ok func(v string) bool) []Span {
	var out []Span
	for n := 0; n < maxGeneratorLines && ls < len(text); n++ {
		e := lineEnd(text, ls)
		s := skipBlanks(text, ls)
		if strings.HasPrefix(text[s:], "⎿") {
			s = skipBlanks(text, s+len("⎿")) // a coding agent's transcript marks a tool's output
		}
		v := strings.TrimRight(text[s:e], " \t\r")
		if len(v) > 512 || strings.ContainsAny(v, " \t") || promptStart(v) || !isTokenRun(v) && !looksLikePassword(v) || !ok(v) {
			break
		}
		out = append(out, Span{Start: s, End: s + len(v), Rule: rule})
		ls = e + 1
	}
	return out
}

// commandLine reports whether the generator's name at i is part of a command the line runs: it
// starts with a prompt, or the command is the line's first word (or is in a pipe).
func commandLine(text string, i int) bool {
	ls := strings.LastIndexByte(text[:i], '\n') + 1
	line := strings.TrimLeft(text[ls:i], " \t")
	return line == "" || promptStart(line) || agentToolCall(line) || strings.Contains(line, "|") || strings.Contains(line, "$(") ||
		strings.HasPrefix(line, "head ") || strings.HasPrefix(line, "tr ") || strings.HasPrefix(line, "dd ") ||
		strings.HasPrefix(line, "python") || strings.HasPrefix(line, "node ") || strings.HasPrefix(line, "ruby ")
}

// agentToolCall: a coding agent's transcript runs the command in a tool call: "⏺ Bash(terraform
// output -raw db_password)".
func agentToolCall(line string) bool {
	line = strings.TrimLeft(strings.TrimPrefix(line, "⏺"), " ")
	return strings.HasPrefix(line, "Bash(") || strings.HasPrefix(line, "Shell(") || strings.HasPrefix(line, "run_terminal_cmd(")
}

// promptStart: a shell prompt starts the line ("$ ", "# ", "> ", "PS C:\>", "user@host:~$ ").
func promptStart(line string) bool {
	if strings.HasPrefix(line, "$ ") || strings.HasPrefix(line, "# ") || strings.HasPrefix(line, "> ") || strings.HasPrefix(line, "PS ") {
		return true
	}
	if sp := strings.IndexByte(line, ' '); sp > 1 && sp < 64 {
		w := line[:sp]
		return strings.HasSuffix(w, "$") || strings.HasSuffix(w, "#") || strings.HasSuffix(w, ">") || strings.HasSuffix(w, "%")
	}
	return false
}
