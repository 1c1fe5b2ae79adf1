package scrub_test

import "testing"

// The shapes of the nineteenth round, each in a wording of its own.
func TestRedactsNineteenthRoundShapes(t *testing.T) {
	t.Parallel()
	assertUnchanged(t,
		"mask = read | Write2Able",
		"docs → changelog:notes.page.2",
		"please add my key to the jump host:\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIQw8Lm2Zt7Vx4Np9Rw3Bc6Yd1Kf5Gs0Ja8Te2Ui7Hq4 ana@mac",
		"the key page: Region=EU1 is the default",
	)
	cases := []struct{ name, in, secret string }{
		{"a pair apart by a bar after creds =", "creds = jvance | Qp4xR7tLm2zz", "Qp4xR7tLm2zz"},
		{"a password in a namespaced XML element", "<ns1:Password>Wq2#Lm8Zt3x</ns1:Password>", "Wq2#Lm8Zt3x"},
		{"a password whose = follows a random run", "ο κωδικός για το SAP Concur partner portal είναι Zk4qTR=mWpLxVnB$QA", "Zk4qTR=mWpLxVnB$QA"},
		{"a dotted passphrase after an arrow", "Guidewire sandbox → claims_ro:harbor.violet.83", "harbor.violet.83"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) { assertRedacted(t, c.in, []string{c.secret}) })
	}
}
