package scrub

import "testing"

// readsAsSecret is what keeps chat about passwords alone: each look-alike below stands on
// lines that name a credential in the corpora and in chat.
func TestReadsAsSecret(t *testing.T) {
	t.Parallel()
	yes := []string{"Krot!Lis2031", "Qv8nL3xT9mKp2Wz7", "copper-meadow-trout-58", "Elia.Thalassa!61",
		"orange2008@", "Tanuki2019-", "9f8e7d6c5b4a39281706f5e4d3c2b1a0", "sl.Qw8Lp2Xv9Kd4Mz8Rw1Ty5Bn",
		"Kedi+Deniz72", "lq%QS4gTr#p", "Vyshnia#884", "Zk2q-Wm8Lx"}
	no := []string{"12chars+", "1Password", "OPS-1234", "v4.2.1-rc3", "2026-03-14", "10.0.0.12",
		"srv-web01", "srv-db02.internal", "build-agent-7", "Server01", "iPhone15", "16GB", "10:30am",
		"ops@example.com", "deploy@10.0.0.4", "psycopg2.OperationalError", "release-notes-2024",
		"#throwback2019", "@user2024", "ansible_vault_v2", "postgres:16", "idrac-r740",
		"3b1f0c2e-9a4d-4e7f-8c21-5d6e7f8a9b0c", "https://x.example/a1B2c3D4e5F6g7H8", "<your-key-1>",
		"makeKey(user42)", "[REDACTED:password]", "Passwort123", "Ufficio-5G", "Build-Agent-7",
		`name\x00`, `100\r\nExpect`, "%.2f%%", "MaxPasswordLen+1", "100*recall", "auto-2026-08-01-5f0c1a2b-3"}
	for _, v := range yes {
		if !readsAsSecret(v, false, false) {
			t.Errorf("%q should read as a secret", v)
		}
	}
	for _, v := range no {
		if readsAsSecret(v, false, false) {
			t.Errorf("%q should not read as a secret", v)
		}
	}
	// Digits only after a PIN word, and no year.
	if !readsAsSecret("773041", true, false) || readsAsSecret("773041", false, false) || readsAsSecret("2024", true, false) {
		t.Error("a PIN's digits read as a secret only after a PIN word, and a year never")
	}
}
