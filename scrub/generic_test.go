package scrub_test

import (
	"testing"
)

// The general forms added after the heldout-n blind run, each in wordings of its own. Every
// value is made up.
func TestRedactsGenericForms(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name, in string
		secrets  []string
	}{
		// A password word, then a short word (a copula or particle of any language), then a
		// token that reads as a password.
		{"short word before the value", "ang password ng wifi ay Mabuhay#77 ha", []string{"Mabuhay#77"}},
		{"Polish copula", "Hasło do drukarki to Kwiat!Lato5", []string{"Kwiat!Lato5"}},
		{"romanised Japanese", "pasuwaado wa Yq7rT2mK9vLp desu", []string{"Yq7rT2mK9vLp"}},
		{"Croatian", "Lozinka za ruter je Sunce#2024", []string{"Sunce#2024"}},
		{"Slovenian", "geslo za wifi: Macka7!Zelena", []string{"Macka7!Zelena"}},
		{"Bulgarian", "паролата за сървъра е Zora!Vek77", []string{"Zora!Vek77"}},
		{"Hebrew", "סיסמה: Tapuz!Zahav3", []string{"Tapuz!Zahav3"}},
		{"abbreviation psw", "psw for the kiosk: Kx9!vTq2", []string{"Kx9!vTq2"}},
		{"French abbreviation", "compte : ops, mdp : Pomme_verte417", []string{"Pomme_verte417"}},
		{"quoted value after the word", "ssh in as `ops`, password `Tr4ck!ng9`, then sudo", []string{"Tr4ck!ng9"}},
		{"question answered on the next chat line", "[09:01] <lee> whats the vpn pass for the lab?\n[09:02] <kim> Bl0ck-Ch41n-Qz\n[09:02] <lee> thx",
			[]string{"Bl0ck-Ch41n-Qz"}},
		{"question on the word itself", "kim: wifi password?\nlee: Tulip7Garden\nkim: ta", []string{"Tulip7Garden"}},
		{"one-letter labels on two lines", "user: ops\np: Gr33n_Apple!", []string{"Gr33n_Apple!"}},
		{"an e-mail address as the user", "Spotify: me@mail.example / Zebra+Cross7", []string{"Zebra+Cross7"}},
		{"a Wi-Fi network's key", "Office WLAN: SSID Lobby, key: K3ttle&Pot", []string{"K3ttle&Pot"}},
		{"capitalised dotted passphrase", "Hasło do NAS to Orzech.Jesien4", []string{"Orzech.Jesien4"}},
		// Password hashes.
		{"bcrypt in htpasswd", "ops:$2b$12$NrWehkSfzcj1ZgCj0fnAfWeAdpJZqnLvlwTkgfy90M54SKDvDiK9P",
			[]string{"NrWehkSfzcj1ZgCj0fnAfWeAdpJZqnLvlwTkgfy90M54SKDvDiK9P"}},
		{"sha512-crypt in shadow", "root:$6$3IhnZtPr8ZdhMPQ9$4gjG6gfL3IVQa5Rtm9fzIoDWW9it3XHp1HZRUBriurBB/8vFI.qZTMoe4WWXWl7Xfwgy2smPel.rkSbhyUrEQS:19700:0:99999:7:::",
			[]string{"4gjG6gfL3IVQa5Rtm9fzIoDWW9it3XHp1HZRUBriurBB"}},
		{"apache md5", "web:$apr1$6nm8577L$iqlPF7saySqbKjFStRAOAw", []string{"iqlPF7saySqbKjFStRAOAw"}},
		{"yescrypt", "pi:$y$j9T$CXBx9RbbH6FwQ3QSiAlB6x$Py7.7QinVx7u1OjW5Xistobr5q6Qroa/lp1wzbEzJCN:19000::::::",
			[]string{"Py7.7QinVx7u1OjW5Xistobr5q6Qroa"}},
		// Assignments in more languages' syntax.
		{"Makefile conditional assignment", "DB_PASSWORD ?= Lamp!Post9x\n\ntest:\n\tgo test ./...", []string{"Lamp!Post9x"}},
		{"Rust typed constant", `const SESSION_SECRET: &'static str = "q8Vn2LkX7pR4mZ1wT6yB";`, []string{"q8Vn2LkX7pR4mZ1wT6yB"}},
		{"TypeScript typed variable", `let apiToken: string = "Wd93kPq7Lx2Mv8Nz4Rt6";`, []string{"Wd93kPq7Lx2Mv8Nz4Rt6"}},
		{"fish with a camelCase name", "set -gx stripeSecret 'Hq7Lp2Xv9Kd4Mz8Rw1Ty5Bn'", []string{"Hq7Lp2Xv9Kd4Mz8Rw1Ty5Bn"}},
		{"short password under an auth key", "MQ_AUTH := 'Ferr0!us'", []string{"Ferr0!us"}},
		// Other forms.
		{"a settings table", "| setting | value |\n| --- | --- |\n| region | eu-west-1 |\n| api_secret | Zk4Wq8Lm2Np6Rt0Yv3Bx |",
			[]string{"Zk4Wq8Lm2Np6Rt0Yv3Bx"}},
		{"shell continuation into a new alphabet", "export API_SECRET=Kw82hTq5\\\n  Lm+Xz/9pRv3Nq7Ty", []string{"Kw82hTq5", "Lm+Xz/9pRv3Nq7Ty"}},
		{"a key that was revoked", "heads up: the key Nq8Zr3Lx7Wk2Pv9Mt4Yb6Hd has been revoked", []string{"Nq8Zr3Lx7Wk2Pv9Mt4Yb6Hd"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) { assertRedacted(t, c.in, c.secrets) })
	}
}

// What the general forms must leave alone: prose about passwords, names with digits after a
// short word, unanswered questions, type annotations without a value, keys into data.
func TestLeavesGenericLookAlikesAlone(t *testing.T) {
	t.Parallel()
	assertUnchanged(t,
		"Hasło do routera to samo co zawsze",
		"pasuwaado wa mada desu",
		"the password on Server01 expired last night",
		"password reset INC-20931 is closed",
		"reset the password on db-prod-01 tomorrow",
		"mdp : voir le coffre",
		"[09:01] <lee> whats the wifi password?\n[09:02] <kim> ask the front desk",
		"[09:01] <lee> whats the wifi password?\n[09:02] <kim> v2.4",
		"[09:01] <lee> whats the wifi password?\n[09:02] <kim> dunno!",
		"lee: what is our password policy?\nkim: 12chars+",
		"[09:01] <lee> whats the wifi password?\n[09:02] <kim> OPS-4411",
		"user: ops\np: see vault",
		"Contact: help@mail.example / tomorrow",
		"Wi-Fi: SSID Lobby, key: see the sticker",
		"$2b$12$ is bcrypt's prefix; the cost is 12",
		"MQ_AUTH ?= yes",
		"let max_tokens: usize = 4096;",
		"password: string",
		"| setting | value |\n| --- | --- |\n| password_policy | strict |\n| token_ttl | 3600 |",
		"the cache key 9f8e7d6c5b4a39281706f5e4d3c2b1a0 was evicted",
		"the key Nq8Zr3Lx7Wk2Pv9Mt4Yb6Hd was pressed twice",
		"ab:cd:ef:01:23:45 is the printer's wifi",
		"Host key: SHA256:Zq8/Kx2Lm9Pw4Rt7Yv1Bn5Cs3Df6Gh0Jk4Lm8Np2Q (RSA)",
		"Passwort: siehe Tresor",
	)
}
