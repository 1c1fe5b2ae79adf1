package scrub_test

import "testing"

// The look-alikes of the eighth round, each in a wording of its own (no corpus's): disclaimers
// that name a PIN, examples made into kinds, a log's short session ids, and the words that follow
// a token cut at a line's end.
func TestLeavesEighthRoundLookAlikesAlone(t *testing.T) {
	t.Parallel()
	assertUnchanged(t,
		"Notice: Harbor Credit Union will never ask for your PIN or password by e-mail. Call 0800 4417 if in doubt.",
		"we don't share your password with anyone; questions to 2290",
		"avoid Summer2024!-like passwords, they are in every list",
		"no more Welcome1-style defaults on the printers",
		"ts=2026-03-02T10:11:12Z session=0af3c9e27d1b4a65 path=/cart status=200",
		"slack says: xoxb-\nNext week we rotate it",
		"net user kim /domain",
		"net user backup *",
	)
}

// The shapes of the eighth round, each in a wording of its own.
func TestRedactsEighthRoundShapes(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name    string
		in      string
		secrets []string
	}{
		{"password typed in haste", "new passwrd for the library portal: Kestrel-2291", []string{"Kestrel-2291"}},
		{"another typo, in a text", "hey the pasword to the shared drive is orchid#4417 ok", []string{"orchid#4417"}},
		{"a password that needs no clause end", "the pasword for the pharmacy app is tom1972? dont forget it", []string{"tom1972?"}},
		{"net user sets one", "C:\\> net user backupsvc Sommer2024 /add /y", []string{"Sommer2024"}},
		{"Go DSN with an @ in the password", `db, err := sql.Open("mysql", "app:kiwi@42@tcp(db:3306)/orders")`, []string{"kiwi@42"}},
		{"vendor token cut short, rest alone", "gitlab token from the runner page:\nglpat-Lm2Np6Rt0Y\nBkdPqWzh\nthat's all", []string{"glpat-Lm2Np6Rt0Y", "BkdPqWzh"}},
		{"cut short in a quoted reply", "> ghp_Qw8Lm2Np6Rt0Yv3Bx7Hd9Jf1\n> GsKaZkQpTnWb\n\nok",
			[]string{"ghp_Qw8Lm2Np6Rt0Yv3Bx7Hd9Jf1", "GsKaZkQpTnWb"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) { assertRedacted(t, c.in, c.secrets) })
	}
}
