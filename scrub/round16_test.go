package scrub_test

import "testing"

// The look-alikes of the sixteenth round, each in a wording of its own (no corpus's): a vault
// named after its password manager, a rate in another currency.
func TestLeavesSixteenthRoundLookAlikesAlone(t *testing.T) {
	t.Parallel()
	assertUnchanged(t,
		"Das Passwort für Canva liegt im 1Password-Tresor, Ordner „Atelier Lune“.",
		"Quote: 12 hours at US$95.50/h, paid through Wise",
		"relay:\n  user: ops\n  password: see-1password\n  host: relay.example.net",
		"services:\n  db:\n    image: postgres/postgres@sha256:5d41402abc4b2a76b9719d911017c592aa8fcd2e5d41402abc4b2a76b9719d91",
	)
}

// The shapes of the sixteenth round, each in a wording of its own.
func TestRedactsSixteenthRoundShapes(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name    string
		in      string
		secrets []string
	}{
		{"a password that is literally", "lol the password is literally PumpkinLatte-58 ok", []string{"PumpkinLatte-58"}},
		{"a Bitwarden Send link's key", "here: https://send.bitwarden.com/#Zt8Qm2LkV7xNp4Rw/Bc6Yd1Kf5Gs0Ja8Te2Ui7H (one view)", []string{"Bc6Yd1Kf5Gs0Ja8Te2Ui7H"}},
		{"a 1Password share link's key", "shared via https://share.1password.com/s#Qw8Lm2Zt7Vx4Np9Rw3Bc6Yd1Kf5Gs0Ja8Te2", []string{"Qw8Lm2Zt7Vx4Np9Rw3Bc6Yd1Kf5Gs0Ja8Te2"}},
		{"a client built by New", "c := brevo.New(\"QzLpa8vtyRHK3mwNEoTX2sd7bUcF5gJ-kWe4nMq9\")", []string{"QzLpa8vtyRHK3mwNEoTX2sd7bUcF5gJ-kWe4nMq9"}},
		{"an address and a password joined by a colon", "creds for Canva -> studio@lunaworks.co:WqEtRaPL7yz^", []string{"WqEtRaPL7yz^"}},
		{"a login word, a user and a password", "please send login editor and password harborLantern_Quay before Monday", []string{"harborLantern_Quay"}},
		{"a service account's key id under its short name", "variable \"sa_key_id\" { default = \"0f1e2d3c4b5a69788796a5b4c3d2e1f0a9b8c7d6\" }", []string{"0f1e2d3c4b5a69788796a5b4c3d2e1f0a9b8c7d6"}},
		{"a token wrapped under a log line's ellipsis", "2025-05-01 08:00:00 DEBUG init token=Zt8Qm2LkV7xNp4RwB9cYd6HfQm7vXk\n2025-05-01 08:00:00 DEBUG ... Lq7Vx2Np9Zt5Wm3Rc8Bd4Hf6Jk1Ls0Qa", []string{"Lq7Vx2Np9Zt5Wm3Rc8Bd4Hf6Jk1Ls0Qa"}},
		{"a BMC's IPMI password", "ipmitool -I lanplus -H 10.20.0.7 -U root -P Hull8Anchor_x sel list", []string{"Hull8Anchor_x"}},
		{"a gate's code in Spanish", "el código del portón de carga es 551820", []string{"551820"}},
		{"a pair after login/pass", "used login/pass deck/Keel42- for the chart PC", []string{"Keel42-"}},
		{"a Google app password", "Gmail app password for the backup script: wkxq plmr tyvu aezs", []string{"wkxq plmr tyvu aezs"}},
		{"a WordPress application password under its label", "application password for the shop (Woo):\nZt8Q m2Lk V7xN p4Rw B9cY d6Hf", []string{"Zt8Q m2Lk V7xN p4Rw B9cY d6Hf"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) { assertRedacted(t, c.in, c.secrets) })
	}
}
