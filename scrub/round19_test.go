package scrub_test

import "testing"

// The shapes of the nineteenth round, each in a wording of its own.
func TestRedactsNineteenthRoundShapes(t *testing.T) {
	t.Parallel()
	assertUnchanged(t,
		"mask = read | Write2Able",
		"docs → changelog:notes.page.2",
	)
	cases := []struct{ name, in, secret string }{
		{"a pair apart by a bar after creds =", "creds = jvance | Qp4xR7tLm2zz", "Qp4xR7tLm2zz"},
		{"a dotted passphrase after an arrow", "Guidewire sandbox → claims_ro:harbor.violet.83", "harbor.violet.83"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) { assertRedacted(t, c.in, []string{c.secret}) })
	}
}
