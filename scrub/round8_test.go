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
		"db:\n  password: \"您的密码\"  # fill in on the server",
		"Laut Wiki: Benutzer „root“, Passwort „<dein-passwort>“ bitte ändern.",
		"the door password policy changed in 2024",
		"mã đơn hàng: 582201",
		"clé publique du paiement (côté navigateur) : APP_USR-7f0e2c1a-4b3d-4e5f-8a9b-0c1d2e3f4a5b",
		"Admin / Settings / Users",
		"branch main / release-2024",
		"haslo do wifi (Cafe_Gdansk_5G) jest na tablicy",
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
		{"service account key id, Turkish", "servis hesabı anahtar kimliği: 3e9a1c7b5d2f4e6a8c0b1d3f5e7a9c2b4d6f8e0a", []string{"3e9a1c7b5d2f4e6a8c0b1d3f5e7a9c2b4d6f8e0a"}},
		{"private_key_id named in Japanese prose", "private_key_id（サービスアカウント）は 0d2f4b6a8c1e3a5c7e9b2d4f6a8c0e1b3d5f7a9c です", []string{"0d2f4b6a8c1e3a5c7e9b2d4f6a8c0e1b3d5f7a9c"}},
		{"door code with a keypad's hash", "门禁密码 80462#", []string{"80462"}},
		{"Turkish door password with a star", "depo kapı şifresi 7719*", []string{"7719"}},
		{"Vietnamese door code", "mã cửa sau: 305518", []string{"305518"}},
		{"Russian safe code", "код сейфа — 9021", []string{"9021"}},
		{"mysqli_connect's third argument", `$db = mysqli_connect("db.shop.example", "shop", "Tq8zWm2Lx", "orders");`, []string{"Tq8zWm2Lx"}},
		{"French past tense and space before the colon", "Bonjour, votre mot de passe provisoire était : rosier*42", []string{"rosier*42"}},
		{"Portuguese past tense", "entrei, a senha era Porto1987..", []string{"Porto1987"}},
		{"password, new:", "Пароль сбросили, пароль, новый: Kalina_FX4412", []string{"Kalina_FX4412"}},
		{"Thai Wi-Fi password word", "รหัสไวไฟ ร้าน คือ ptt8842xq", []string{"ptt8842xq"}},
		{"Bengali password word", "ইউজার admin পাসওয়ার্ড Dhaka_Rose77", []string{"Dhaka_Rose77"}},
		{"WPA key in French", "clé WPA : bretagne_29plage", []string{"bretagne_29plage"}},
		{"authenticator setup key in Portuguese", "chave de configuração do autenticador: kq7m zx2p wn4r tb5h", []string{"kq7m zx2p wn4r tb5h"}},
		{"Xendit secret key", "Xendit: xnd_development_Qw8Lm2Np6Rt0Yv3Bx7Hd9Jf1Gs5KaZk4Qp7Tn2Wb8Vc4", []string{"xnd_development_Qw8Lm2Np6Rt0Yv3Bx7Hd9Jf1Gs5KaZk4Qp7Tn2Wb8Vc4"}},
		{"Midtrans server key", "midtrans server key Mid-server-Zk4Qp7Tn2Wb8Vc4Xz6Ad1", []string{"Mid-server-Zk4Qp7Tn2Wb8Vc4Xz6Ad1"}},
		{"user / password closing a line", "ルーター管理画面　kassa / Sakura_TK8841", []string{"Sakura_TK8841"}},
		{"user / password after an arrow", "NVR → operador / h7KsQm2=Lp9", []string{"h7KsQm2=Lp9"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) { assertRedacted(t, c.in, c.secrets) })
	}
}
