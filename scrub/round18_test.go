package scrub_test

import "testing"

// The look-alikes of the eighteenth round, each in a wording of its own: a log's user field after
// a failed password check, base64 of a JSON document without blanks.
func TestLeavesEighteenthRoundLookAlikesAlone(t *testing.T) {
	t.Parallel()
	assertUnchanged(t,
		"09:14:02 ERROR login: password rejected for username=bar_staff7 (locked after 3)",
		"{\"kind\": \"event\", \"body\": \"eyJzZWF0IjoiQTEiLCJyb3ciOjQsImdhdGUiOjd9\"}",
	)
}
