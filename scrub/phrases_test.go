package scrub_test

import "testing"

// Passphrases and seed phrases are words after their label, in any language the label is in.
func TestRedactsPassphrasesAndSeedPhrases(t *testing.T) {
	t.Parallel()
	cases := []struct{ name, in, secret string }{
		{"a generator's words and number", "Passphrase of the backup disk: marmot velvet quarry lantern 47", "marmot velvet quarry lantern 47"},
		{"in guillemets", "Le mot de passe du NAS : « cactus violon marelle 318 »", "cactus violon marelle 318"},
		{"joined by underscores", "phrase for the signing key: pelican_orchard_tundra_beacon_walnut", "pelican_orchard_tundra_beacon_walnut"},
		{"a wallet's seed", "seed (cold wallet): garden ripple ozone ladder frost cabin humble nephew oyster vivid amber tonic",
			"garden ripple ozone ladder frost cabin humble nephew oyster vivid amber tonic"},
		{"a Chinese label's colon", "助记词：garden ripple ozone ladder frost cabin humble nephew oyster vivid amber tonic",
			"garden ripple ozone ladder frost cabin humble nephew oyster vivid amber tonic"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) { assertRedacted(t, c.in, []string{c.secret}) })
	}
}

// Words after those labels that are prose, a policy or a database's seed data.
func TestLeavesPhraseLookAlikesAlone(t *testing.T) {
	t.Parallel()
	assertUnchanged(t,
		"Password policy: minimum twelve characters required",
		"Passphrase: use the one from the vault",
		"Seed data: users orders products invoices payments",
		"seed: customers regions warehouses suppliers carriers shipments",
		"catch phrase: move fast break nothing",
		"password rotation: quarterly since 2024",
	)
}
