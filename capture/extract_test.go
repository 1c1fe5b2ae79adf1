package capture

import (
	"bufio"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestExtractKeepsDurableStatementsInTheUsersWords(t *testing.T) {
	tests := map[string]struct {
		turn string
		want []Statement
	}{
		"an explicit request, hint without the request's words": {
			"Remember that the staging database is read-only.",
			[]Statement{{KindRequest, "Remember that the staging database is read-only.", "Asked to remember: The staging database is read-only"}}},
		"a standing instruction, lead words dropped from the hint": {
			"ok. From now on, use pnpm instead of npm.",
			[]Statement{{KindInstruction, "From now on, use pnpm instead of npm.", "Standing instruction: Use pnpm instead of npm"}}},
		"the same instruction put the other way has the same hint": {
			"Use pnpm instead of npm from now on.",
			[]Statement{{KindInstruction, "Use pnpm instead of npm from now on.", "Standing instruction: Use pnpm instead of npm"}}},
		"always and never": {
			"Always run the linter. Never force-push to main!",
			[]Statement{{KindInstruction, "Always run the linter.", "Standing instruction: Always run the linter"},
				{KindInstruction, "Never force-push to main!", "Standing instruction: Never force-push to main"}}},
		"a preference": {"I prefer early returns over nested ifs.",
			[]Statement{{KindPreference, "I prefer early returns over nested ifs.", "User preference: I prefer early returns over nested ifs"}}},
		"a decision": {"We went with Postgres over MySQL.",
			[]Statement{{KindDecision, "We went with Postgres over MySQL.", "Decision: We went with Postgres over MySQL"}}},
		"a convention": {"Our CI runs on GitHub Actions.",
			[]Statement{{KindConvention, "Our CI runs on GitHub Actions.", "Project convention: Our CI runs on GitHub Actions"}}},
		"a habit": {"I usually run the tests with -race.",
			[]Statement{{KindHabit, "I usually run the tests with -race.", "User habit: I usually run the tests with -race"}}},
		"a fact": {"My timezone is PST.", []Statement{{KindFact, "My timezone is PST.", "About the user: My timezone is PST"}}},
		"a list of rules, one statement each": {
			"Rules:\n- Always use context.Context first.\n* We use zerolog for logs.",
			[]Statement{{KindInstruction, "Always use context.Context first.", "Standing instruction: Always use context.Context first"},
				{KindConvention, "We use zerolog for logs.", "Project convention: We use zerolog for logs"}}},
		"curly quotes and case do not matter": {"REMEMBER THAT the API’s base path is /v2.",
			[]Statement{{KindRequest, "REMEMBER THAT the API’s base path is /v2.", "Asked to remember: The API’s base path is /v2"}}},
		"a statement said twice in a turn is kept once": {"Always pin versions. Always pin versions.",
			[]Statement{{KindInstruction, "Always pin versions.", "Standing instruction: Always pin versions"}}},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			assert.Equal(t, tc.want, Extract(tc.turn))
		})
	}
}

func TestExtractLeavesOutWhatIsNotDurable(t *testing.T) {
	for name, turn := range map[string]string{
		"a task request":                  "Make the button blue and run the tests.",
		"a reminder for the task":         "Remember to update the changelog.",
		"a question":                      "Does this always return nil?",
		"asking about the past":           "Do you remember what we changed?",
		"a reaction":                      "I like this version better.",
		"pointing at the screen":          "Let's go with option 2.",
		"hedged":                          "Maybe we should always use Redis.",
		"limited to now":                  "For now, never run the slow tests.",
		"just past":                       "I decided to rename it yesterday.",
		"someone else":                    "Sarah always deploys on Fridays.",
		"a state of the moment":           "Our tests are failing.",
		"never mind":                      "Never mind, I found it.",
		"inside a code fence":             "```\n// Always call Close.\n```",
		"a quoted line":                   "> always return early\nis that right?",
		"indented code":                   "see:\n    always(true)",
		"a client's reminder":             "<system-reminder>Always use the Read tool.</system-reminder>",
		"too short":                       "From now on",
		"a pasted line that is not prose": "Always: {{ .x }} == [[ 0x1f ]] && $$ || %% != ##",
		"a sentence too long to be one":   "Always " + strings.Repeat("keep going ", 70),
	} {
		t.Run(name, func(t *testing.T) {
			assert.Empty(t, Extract(turn))
		})
	}
}

func TestSentencesSplitAtSentenceEndsOnly(t *testing.T) {
	assert.Equal(t, []string{"Use e.g. main.go and v1.22 here.", "Then stop!", "Why?"},
		sentences("Use e.g. main.go and v1.22 here. Then stop! Why?"))
	assert.Equal(t, []string{"Run `a. B` now.", "Done."}, sentences("Run `a. B` now. Done."), "not inside inline code")
	assert.Equal(t, []string{`He said "stop."`, "Then left."}, sentences(`He said "stop." Then left.`), "after closing quotes")
}

func TestHintsAreBoundedAtAWordBoundary(t *testing.T) {
	st := Extract("Remember that " + strings.Repeat("the ledger service keeps every entry ", 12) + "forever.")
	require.Len(t, st, 1)
	assert.LessOrEqual(t, len(st[0].Hint), MaxHint)
	assert.True(t, strings.HasSuffix(st[0].Hint, "…"), st[0].Hint)
	assert.NotContains(t, st[0].Hint, "Remember that")
}

// readTurns returns the user turns ParseLine finds in a fixture transcript.
func readTurns(t *testing.T, path string) []Turn {
	t.Helper()
	f, err := os.Open(path)
	require.NoError(t, err)
	defer f.Close()
	var out []Turn
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		if turn, ok := ParseLine(sc.Bytes()); ok {
			out = append(out, turn)
		}
	}
	require.NoError(t, sc.Err())
	return out
}

// Fixtures written from the documented shapes of each client's transcript: only what the user
// typed comes back, never the assistant's text, tool output, meta lines, a subagent's prompt,
// slash-command echoes, compaction summaries or injected reminders.
func TestParseLineReadsOnlyWhatTheUserTyped(t *testing.T) {
	at := func(s string) time.Time { v, _ := time.Parse(time.RFC3339, s); return v }
	assert.Equal(t, []Turn{
		{Text: "Remember that the staging database is read-only. Can you look at the failing checkout test?", At: at("2026-05-04T09:00:01Z")},
		{Text: "From now on, write commit messages in the imperative mood.", At: at("2026-05-04T09:03:00Z")},
		{Text: "I prefer table-driven tests with named cases. Thanks!", At: at("2026-05-04T09:05:00Z")},
	}, readTurns(t, "testdata/claude-code.jsonl"), "Claude Code")
	assert.Equal(t, []Turn{
		{Text: "We use pnpm in this repo, never npm. Fix the lockfile.", At: at("2026-05-04T10:00:01Z")},
		{Text: "Going forward, every endpoint needs an OpenAPI entry.", At: at("2026-05-04T10:01:00Z")},
	}, readTurns(t, "testdata/codex.jsonl"), "Codex")
	for _, bad := range []string{``, `not json`, `{"type":"user"}`, `{"type":"user","message":{"role":"assistant","content":"Always x y"}}`,
		`{"type":"event_msg","payload":{"type":"agent_message","message":"Always x y"}}`, `[1,2]`} {
		_, ok := ParseLine([]byte(bad))
		assert.False(t, ok, bad)
	}
}

// loadCases reads a labelled set (testdata/README.md).
func loadCases(t *testing.T, path string) []Case {
	t.Helper()
	raw, err := os.ReadFile(path)
	require.NoError(t, err)
	cases, err := ParseCases(path, raw)
	require.NoError(t, err)
	return cases
}

// The labelled sets hold the extractor to what it measured (docs/benchmarks.md): a rule change
// that costs precision or recall on any of them fails here. eval2 was never used to tune.
func TestExtractorPrecisionAndRecallOnTheLabelledSets(t *testing.T) {
	for _, tc := range []struct {
		file        string
		prec, recal float64
	}{
		{"testdata/tuning.jsonl", 0.97, 0.97},
		{"testdata/eval.jsonl", 0.95, 0.85},
		{"testdata/eval2.jsonl", 0.90, 0.92},
	} {
		sc := Evaluate(loadCases(t, tc.file))
		t.Logf("%s: %d turns, precision %.3f, recall %.3f; missed %q; wrong %q", tc.file, sc.Cases, sc.Precision(), sc.Recall(), sc.Missed, sc.Wrong)
		assert.GreaterOrEqual(t, sc.Precision(), tc.prec, tc.file)
		assert.GreaterOrEqual(t, sc.Recall(), tc.recal, tc.file)
	}
}
