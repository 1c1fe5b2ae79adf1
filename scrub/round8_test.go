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
		"Crash log\nCrashReporter Key:   7c1e9a0b3d5f7e2a4c6b8d0f1e3a5c7b9d2f4e6a\nOS Version: iPhone OS 18.1",
		"nuget push pkg.nupkg --api-key $env:FEED_API_KEY --source https://feed.example/v3/index.json",
		"set TOKEN=%DEPLOY_TOKEN%",
		"Encrypt the team secrets to `age1qy7w5m2k0zj4fx9n3hd8c6t2r5v7e0p4s9l1g3u6a8w0y2q4z6x8c0vgbd` before you commit",
		"config:\n  shop:apiToken:\n    secure: v1:Qm9vbGVhbjpY:c2VjcmV0IGJ5IHB1bHVtaSBhbmQgbm90IHlvdXJz\n  shop:region: eu",
		"db_password: ENC[AES256_GCM,data:Zx81qLm2Np6R,iv:Yv3Bx7Hd9Jf1Gs5KaZk4Qp7T,tag:Tn2Wb8==,type:str]",
		"ticket INC-5521 is the password reset we talked about",
		"that spreadsheet is the password inventory, not the passwords",
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
		{"a CJK word right after Latin letters", "会议室的WiFi密码：Lotus8842Pond", []string{"Lotus8842Pond"}},
		{"Chinese copula", "备份服务器的密码是Maple_Rain71，记住", []string{"Maple_Rain71"}},
		{"Vietnamese copula and a closing word", "mật khẩu wifi là otter-fjord-candle5 nha", []string{"otter-fjord-candle5"}},
		{"Korean topic particle", "관리자 비밀번호는 hana2580kim 입니다", []string{"hana2580kim"}},
		{"value first, then what it is", "Harbor-Lamp77 is now the temporary password for the kiosk", []string{"Harbor-Lamp77"}},
		{"a generated key of letters alone", "Gäste-WLAN, Schlüssel: QmTzRkWpLxVbNcHy", []string{"QmTzRkWpLxVbNcHy"}},
		{"recovery codes in German", "Wiederherstellungscodes:\n41870235  90316642\n57102984  33870125", []string{"41870235", "90316642", "57102984", "33870125"}},
		{"keychain unlocked in CI", `security unlock-keychain -p "w8Kq2Lm9Zp" build.keychain`, []string{"w8Kq2Lm9Zp"}},
		{"cargo login with the token", "$ cargo login Qw8Lm2Np6Rt0Yv3Bx7Hd9Jf1Gs5Ka", []string{"Qw8Lm2Np6Rt0Yv3Bx7Hd9Jf1Gs5Ka"}},
		{"Atlassian token cut with its checksum on the next line", "rotated this one:\nATATT3xFfGF0Lm2Np6Rt0Yv3Bx7Hd9Jf1Gs5KaZk4Qp7Tn2Wb8Vc4Xz6Ad1Qs5Ee9Rr3\nTt7Yy1Uu5Ii9Oo3Pp7Aa1Ss5Dd9Ff3Gg7Hh1Jj5Kk9Ll3Zz7Xx1Cc5Vv9Bb3Nn7Mm1Qq5Ww9Ee3Rr7Tt1Yy5Uu9Ii3Oo7Pp1Aa5Ss9Dd3Ff7Gg1Hh5Jj9=A1B2C3D4\ndone",
			[]string{"ATATT3xFfGF0Lm2Np6Rt0Yv3Bx7Hd9Jf1Gs5KaZk4Qp7Tn2Wb8Vc4Xz6Ad1Qs5Ee9Rr3", "Tt7Yy1Uu5Ii9Oo3Pp7Aa1Ss5Dd9Ff3Gg7Hh1Jj5Kk9Ll3Zz7Xx1Cc5Vv9Bb3Nn7Mm1Qq5Ww9Ee3Rr7Tt1Yy5Uu9Ii3Oo7Pp1Aa5Ss9Dd3Ff7Gg1Hh5Jj9=A1B2C3D4"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) { assertRedacted(t, c.in, c.secrets) })
	}
}
