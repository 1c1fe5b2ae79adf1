package scrub

import "testing"

// Two rules that find the same bytes name the marker the same way whatever order the engines
// returned them in: the order came from maps, so one process wrote [REDACTED:password] and the
// next [REDACTED:secret-assignment] for the same text. A shape found alone names it last.
func TestMergeNamesASpanWhateverTheOrder(t *testing.T) {
	a := Span{Start: 4, End: 14, Rule: "secret-assignment"}
	b := Span{Start: 4, End: 14, Rule: "password"}
	c := Span{Start: 2, End: 14, Rule: ruleStrong}
	for _, spans := range [][]Span{{a, b, c}, {b, a, c}, {c, b, a}, {c, a, b}} {
		got := merge(append([]Span(nil), spans...))
		if len(got) != 1 || got[0] != (Span{Start: 2, End: 14, Rule: "password"}) {
			t.Errorf("merge(%v) = %v, want one span [2,14) named password", spans, got)
		}
	}
}
