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
		"curl -u BENUTZER:PASSWORT https://dav.example.de/remote.php",
	)
	cases := []struct{ name, in, secret string }{
		{"a pair apart by a bar after creds =", "creds = jvance | Qp4xR7tLm2zz", "Qp4xR7tLm2zz"},
		{"a password in a namespaced XML element", "<ns1:Password>Wq2#Lm8Zt3x</ns1:Password>", "Wq2#Lm8Zt3x"},
		{"a password whose = follows a random run", "ο κωδικός για το SAP Concur partner portal είναι Zk4qTR=mWpLxVnB$QA", "Zk4qTR=mWpLxVnB$QA"},
		{"a password in Icelandic", "notandi: gudrun lykilorð: Hv8#qLm2Zt", "Hv8#qLm2Zt"},
		{"a Swedish lösen", "lösen: fjord_kanel2023", "fjord_kanel2023"},
		{"a Finnish door code", "Ovikoodi on 8842", "8842"},
		{"a Finnish alarm code", "ovi auki, hälytyskoodi 190377", "190377"},
		{"a Swedish PIN code", "Pinkoden till skrivaren är 4406 (svartvitt)", "4406"},
		{"a BankID security code", "BankID-säkerhetskod: 551902, skriv in den nu", "551902"},
		{"a Finnish key split over two lines", "avain: Qw8Lm2Zt7Vx4Np9Rw3Bc6Yd1Kf5Gs0Ja8Te2Ui7Hq4Lm2Zt\nRw3Bc6Yd1Kf5Gs0Ja8Te2==", "Rw3Bc6Yd1Kf5Gs0Ja8Te2=="},
		{"an Icelandic password on a line of its own words", "Aðgangsorðið að prentaranum: Hv8#qLm2Zt9x", "Hv8#qLm2Zt9x"},
		{"a dotted passphrase after an arrow", "Guidewire sandbox → claims_ro:harbor.violet.83", "harbor.violet.83"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) { assertRedacted(t, c.in, []string{c.secret}) })
	}
}
