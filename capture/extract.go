// Package capture finds, in what a user typed to an AI assistant, the statements worth keeping
// as memories, without a model: explicit requests to remember, standing instructions,
// preferences, decisions, conventions of the project, habits and facts about the user, each in
// the user's own words. It reads client transcripts (Claude Code's and Codex's JSONL) line by
// line. It does no I/O: the memory service feeds it turns and saves what it returns.
package capture

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Tag marks every memory capture saves, so people can review them (the console's "Captured"
// view) and a run revert or a tag filter finds them.
const Tag = "captured"

// Kind is what a captured statement is.
type Kind string

const (
	KindRequest     Kind = "request"     // "remember that …"
	KindInstruction Kind = "instruction" // "from now on …", "always …", "never …"
	KindPreference  Kind = "preference"  // "I prefer …"
	KindDecision    Kind = "decision"    // "we decided …"
	KindConvention  Kind = "convention"  // "we use …", "our CI …"
	KindHabit       Kind = "habit"       // "I usually …"
	KindFact        Kind = "fact"        // "my name is …"
)

// labels say, at the head of a hint, what the statement is.
var labels = map[Kind]string{
	KindRequest:     "Asked to remember",
	KindInstruction: "Standing instruction",
	KindPreference:  "User preference",
	KindDecision:    "Decision",
	KindConvention:  "Project convention",
	KindHabit:       "User habit",
	KindFact:        "About the user",
}

// Statement is one durable statement of a user's turn.
type Statement struct {
	Kind Kind
	Text string // the sentence, in the user's words
	// Hint is a recallHint for it: what it is, then what it says without the words that only
	// asked for it to be kept ("remember that", "from now on"), so the same request made twice
	// has the same hint and updates one memory.
	Hint string
}

// Limits on what is read and returned.
const (
	MaxSentence = 600 // bytes: a longer "sentence" is pasted text, not a statement
	MaxHint     = 200 // bytes of a hint (memory.MaxHintLen is 300)
)

// Extract returns the durable statements of one user turn, in order, each once.
func Extract(turn string) []Statement {
	var out []Statement
	seen := map[string]bool{}
	for _, line := range prose(dropInjected(turn)) {
		for _, sent := range sentences(line) {
			st, ok := classify(sent)
			if !ok || seen[st.Hint] {
				continue
			}
			seen[st.Hint] = true
			out = append(out, st)
		}
	}
	return out
}

// classify applies the rules to one sentence.
func classify(sent string) (Statement, bool) {
	if len(sent) > MaxSentence {
		return Statement{}, false
	}
	norm := normalize(sent)
	open := opening(norm)
	s := strings.Join(strings.Fields(norm)[open:], " ")
	if refused(s) {
		return Statement{}, false
	}
	for _, r := range rules {
		v := r(s)
		if !v.decided {
			continue
		}
		if !v.keep {
			return Statement{}, false
		}
		return Statement{Kind: v.kind, Text: strings.TrimSpace(sent), Hint: hint(v.kind, sent, open+v.lead, v.tail)}, true
	}
	return Statement{}, false
}

// hint is the kind's label and the sentence without its first lead and last tail words.
func hint(k Kind, sent string, lead, tail int) string {
	f := strings.Fields(sent)
	if lead+tail < len(f) {
		f = f[lead : len(f)-tail]
	}
	core := strings.Trim(strings.Join(f, " "), " ,:;-")
	core = strings.TrimRight(core, ".!")
	if r, n := utf8.DecodeRuneInString(core); n > 0 {
		core = string(unicode.ToUpper(r)) + core[n:]
	}
	return clip(labels[k]+": "+core, MaxHint)
}
