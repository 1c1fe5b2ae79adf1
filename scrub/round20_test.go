package scrub_test

import "testing"

// The shapes of the twentieth round, each in a wording of its own.
func TestRedactsTwentiethRoundShapes(t *testing.T) {
	t.Parallel()
	assertUnchanged(t,
		"Barcode 4006381333931 on the pallet, postcode 1012 AB",
		"## Backup codes\n\nThey are printed once; keep them in the safe.",
		"Koden til rapporten ligger i mappe 2024",
		"the www mirror is ww 2 of 3",
	)
	cases := []struct{ name, in, secret string }{
		{"a list of codes a blank line under its heading", "### Recovery codes (Bitwarden)\n\n* 71930264\n* 48210957\n* 30691847\n* 95028316", "48210957"},
		{"a Norwegian list of backup codes", "Reservekoder Dropbox:\n16402937\n82045719\n57391026\n20948613", "82045719"},
		{"a Danish door code in a compound", "Hoveddørkoden er 6013, husk at låse efter dig", "6013"},
		{"a Dutch door code in a compound", "De deurcode is 712953 sinds maandag", "712953"},
		{"a code with its article", "Koden til nøkkelboksen bak butikken: 4820", "4820"},
		{"an Icelandic door code", "Útihurðarkóðinn er 9157", "9157"},
		{"a Swedish password with its article", "Lösenordet till skrivaren är Ekorre#2219", "Ekorre#2219"},
		{"a login pair after words in German", "user/pass für backup.lan.example.de: e.berg / fjord_tulpe2022", "fjord_tulpe2022"},
		{"a Dutch ww after a user", "gebruiker p.devries ww 7=hK*pqWz3Lm=xT", "7=hK*pqWz3Lm=xT"},
		{"a Norwegian user and password", "bruker kari.nord passord 9x=Lq*Wm2Tz", "9x=Lq*Wm2Tz"},
		{"a Swedish user and password in a line", "användare kalle lösenord 7=hK*pqWz3Lm=xT", "7=hK*pqWz3Lm=xT"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) { assertRedacted(t, c.in, []string{c.secret}) })
	}
}
