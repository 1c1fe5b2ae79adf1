package scrub_test

import "testing"

// Recovery codes are found by their layout, under a heading in any language or none.
func TestRedactsCodeBlocksByTheirLayout(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name, in string
		secrets  []string
	}{
		{"a Dutch heading", "Herstelcodes van het teamaccount:\nQ7RT-M2KD-X9PL\nB4NV-8WQE-2HZC\n6YJS-KF3T-P0MA\nDW9E-R5LC-7UXN\nbewaar ze in de kluis",
			[]string{"Q7RT-M2KD-X9PL", "B4NV-8WQE-2HZC", "6YJS-KF3T-P0MA", "DW9E-R5LC-7UXN"}},
		{"a file name for a heading", "sso-backup.txt\n\n4f1e9-0c2ab\nd83b7-5e0f1\n91ac2-b7d44\n0e6f5-3a9c8",
			[]string{"4f1e9-0c2ab", "d83b7-5e0f1", "91ac2-b7d44", "0e6f5-3a9c8"}},
		{"numbered groups of digits", "PASSKEY FALLBACK\n1. 4821 0937\n2. 5590 1264\n3. 7306 8841\n4. 1175 3098",
			[]string{"4821 0937", "5590 1264", "7306 8841", "1175 3098"}},
		{"three on one line", "códigos: K2WM-9QXA / 7TPB-E4RN / Z8HC-3LVU",
			[]string{"K2WM-9QXA", "7TPB-E4RN", "Z8HC-3LVU"}},
		{"in columns", "codes\n  a81f3-99c0e   7be21-04d5a\n  3c0d9-e6b17   f4a02-18c3d",
			[]string{"a81f3-99c0e", "7be21-04d5a", "3c0d9-e6b17", "f4a02-18c3d"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) { assertRedacted(t, c.in, c.secrets) })
	}
}

// Lists of one shape that are no codes: fixed patterns, ids, dates, years, numbers of mixed sizes.
func TestLeavesListsOfOneShapeAlone(t *testing.T) {
	t.Parallel()
	assertUnchanged(t,
		"tickets this sprint:\nOPS-1234\nOPS-1302\nOPS-1311\nOPS-1420",
		"SKUs on the pallet:\nAB-1001\nAB-1002\nCD-2001\nCD-2002",
		"runs:\n3f2a1c0e-7b9d-4e21-a8c3-5d6f7e8a9b0c\n0c9b8a7f-6e5d-4c3b-2a19-0f8e7d6c5b4a\n11111111-2222-4333-8444-555555555555\n9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d",
		"dates:\n2026-01-05\n2026-02-02\n2026-03-02\n2026-04-06",
		"budget by year\n2023 2024\n2025 2026\n2027 2028\n2029 2030",
		"phones:\n030 1234567\n089 7654321\n040 5550123\n0711 998877",
		"cherry-pick these:\n9fceb02\n1a2b3c4\ne4d5f6a\n7c8d9e0",
		"words: kafrp-nwigi lomet-sabra quine-vorts",
	)
}

// A TOTP seed with no label: 32 base32 characters, or six or more groups of four.
func TestRedactsBareSeeds(t *testing.T) {
	t.Parallel()
	assertRedacted(t, "add this to your authenticator before the on-call: GZ4TKNRXHA2DMQ3FMFXW6ZLTORSXE5DS",
		[]string{"GZ4TKNRXHA2DMQ3FMFXW6ZLTORSXE5DS"})
	assertRedacted(t, "Einrichtung: wq3k 7zbm pd2r tx5h mn4c ys6e kf2a", []string{"wq3k 7zbm pd2r tx5h mn4c ys6e kf2a"})
}

// What has a seed's alphabet and is none: a 16-character request id, a card number after words,
// a hex digest, words in groups of four.
func TestLeavesSeedLookAlikesAlone(t *testing.T) {
	t.Parallel()
	assertUnchanged(t,
		"x-amz-request-id: QC2LABFCYSR22XQG",
		"Stripe test card 4242 4242 4242 4242, any future date",
		"sha256 of the image: 3FA2C4E6A8B0D1F3E5A7C9B1D3F5E7A93FA2C4E6A8B0D1F3E5A7C9B1D3F5E7A9",
		"team room plan: that will take some time from next week",
		"ticket QWERTYUIOPASDFGHJKLZXCVBNMQWERTY was a keyboard test",
		`const base32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"`,
	)
}
