package scrub_test

import "testing"

// A vendor's token whose body is hex, cut where a chat client or a terminal wrapped it: the
// next line's hex is its second piece, after a prefix of several parts too.
func TestJoinsHexBodiesAfterAPrefixOfSeveralParts(t *testing.T) {
	t.Parallel()
	cases := []struct{ name, in, second string }{
		{"a DigitalOcean token wrapped", "the deploy token (wrapped):\ndop_v1_4c1e0b9a7d3f2e6a8b5c0d9e1f2a3b\n4c5d6e7f8091a2b3c4d5e6f708192a3b4c",
			"4c5d6e7f8091a2b3c4d5e6f708192a3b4c"},
		{"in two chat messages", "[09:30] lu: dop_v1_9a8b7c6d5e4f30211f2e3d4c5b6a79880\n[09:30] lu: a1b2c3d4e5f60718293a4b5c6d7e8f9",
			"a1b2c3d4e5f60718293a4b5c6d7e8f9"},
		{"a Slack user token wrapped", "xoxp-1234567890123-234567890123-3456789012345-9f8e7d6\nc5b4a39281706f5e4d3c2b1a0",
			"c5b4a39281706f5e4d3c2b1a0"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) { assertRedacted(t, c.in, []string{c.second}) })
	}
}
