package main

// heldout_x_prose.go: passwords and codes written in prose, in many grammars and languages;
// Wi-Fi keys, PINs and door codes, TOTP seeds, recovery codes, app-specific passwords.

import (
	"fmt"
	"strings"
)

func bxProseSamples() []Sample {
	var out []Sample

	en := []func(p string) string{
		func(p string) string { return "the password for the staging db is " + p },
		func(p string) string { return "pw's " + p + " btw" },
		func(p string) string { return p + " is the new password for the shared jenkins account" },
		func(p string) string {
			return "changed the upload keystore password to " + p + ", someone update the CI secret"
		},
		func(p string) string { return "passphrase for the release signing key: " + p },
		func(p string) string { return "use " + p + " as the password when gradle asks for the keystore" },
		func(p string) string { return "Password was reset → " + p },
		func(p string) string { return "fwiw the sonar admin pass is still " + p + " (never changed it)" },
		func(p string) string { return "MATCH_PASSWORD is " + p + ", that's what decrypts the certs repo" },
		func(p string) string { return "if the VM asks, the sudo password is `" + p + "`" },
		func(p string) string { return "Set the Grafana admin password to \"" + p + "\" for now." },
		func(p string) string { return "The .p12 export password: " + p },
		func(p string) string { return "p12 pass = " + p },
		func(p string) string { return "I typed " + p + " into the prompt and it still says wrong password??" },
		func(p string) string { return "Note to self — vault unseal passphrase " + p },
	}
	langs := []struct{ f, t string }{
		{"de", "Das Passwort für den Build-Server lautet %s."},
		{"de", "Kennwort: %s (bitte nach dem Login ändern)"},
		{"fr", "le mot de passe du serveur CI est %s"},
		{"fr", "mdp : %s — à changer après la démo"},
		{"es", "la contraseña del keystore es %s"},
		{"es", "clave del wifi de la oficina: %s"},
		{"pt", "a senha do banco de homologação é %s"},
		{"it", "la password dell'account di test è %s"},
		{"nl", "het wachtwoord is %s, niet doorsturen"},
		{"pl", "hasło do serwera to %s"},
		{"ru", "пароль от сервера сборки: %s"},
		{"uk", "пароль — %s, змініть після входу"},
		{"ja", "ビルドサーバーのパスワードは%sです。"},
		{"zh", "测试服务器的密码是%s，别外传"},
		{"ko", "빌드 서버 비밀번호는 %s 입니다"},
		{"tr", "sunucu şifresi %s, kimseyle paylaşma"},
		{"vi", "mật khẩu máy chủ là %s nhé"},
		{"hi", "सर्वर का पासवर्ड %s है"},
		{"ar", "كلمة المرور للخادم هي %s"},
		{"he", "הסיסמה לשרת היא %s"},
		{"el", "ο κωδικός για τον server είναι %s"},
		{"sv", "lösenordet till byggservern är %s"},
		{"id", "kata sandi server build: %s"},
		{"th", "รหัสผ่านเซิร์ฟเวอร์คือ %s"},
		{"cs", "heslo k serveru je %s"},
		{"fi", "palvelimen salasana on %s"},
	}
	for i := 0; i < 20; i++ {
		p := bxPw()
		out = append(out, bxS("password-prose", "chat", en[i%len(en)](p), p))
	}
	for i, l := range langs {
		p := bxPw()
		if i%3 == 0 {
			p = bxHuman()
		}
		out = append(out, bxS("password-prose-"+l.f, "chat", fmt.Sprintf(l.t, p), p))
	}

	// Wi-Fi
	wifi := []func(ssid, p string) (string, string){
		func(ssid, p string) (string, string) { return "chat", "guest wifi: " + ssid + ", pass " + p },
		func(ssid, p string) (string, string) {
			return "notes", "Office network\nSSID: " + ssid + "\nWPA2 key: " + p + "\nPrinter is on 2nd floor"
		},
		func(ssid, p string) (string, string) { return "qr", "WIFI:T:WPA;S:" + ssid + ";P:" + p + ";;" },
		func(ssid, p string) (string, string) { return "chat-de", "WLAN " + ssid + " – Schlüssel: " + p },
		func(ssid, p string) (string, string) { return "chat-fr", "mot de passe wifi (" + ssid + ") : " + p },
		func(ssid, p string) (string, string) { return "chat-zh", ssid + " 的WiFi密码：" + p },
		func(ssid, p string) (string, string) {
			return "chat", "for the playtest room the wifi is " + ssid + " and the password is " + p
		},
		func(ssid, p string) (string, string) {
			return "wpa", "network={\n    ssid=\"" + ssid + "\"\n    psk=\"" + p + "\"\n    key_mgmt=WPA-PSK\n}"
		},
	}
	for i := 0; i < 14; i++ {
		ssid := bxP("StudioGuest", "Forge-5G", "PLAYTEST", "devroom", "Office-2.4", "QA-Lab", "FRITZ!Box 7590 XY")
		p := bxP(bxHuman(), bxR(alnum, 16), bxL(bxWords)+bxR(digits, 4)+bxL(bxWords))
		f, text := wifi[i%len(wifi)](ssid, p)
		s := bxS("wifi-password", f, text, p)
		if f == "notes" {
			s = bxK(s, "Printer is on 2nd floor")
		}
		out = append(out, s)
	}

	// PINs and door codes
	pins := []func(c string) string{
		func(c string) string { return "door code for the server room is " + c + "#" },
		func(c string) string { return "alarm PIN: " + c + " (disarm within 30s)" },
		func(c string) string { return "SIM PIN of the test phone is " + c },
		func(c string) string { return "the lockbox with the spare mac mini keys opens with " + c },
		func(c string) string { return "garage keypad " + c + ", then press the bell icon" },
		func(c string) string { return "Unlock PIN for the shared Android test device: " + c },
		func(c string) string { return "Türcode Serverraum: " + c },
		func(c string) string { return "code porte local technique : " + c },
		func(c string) string { return "PIN tarjeta corporativa " + c + " (no compartir)" },
		func(c string) string { return "YubiKey PIN changed to " + c },
	}
	for i := 0; i < 14; i++ {
		c := bxR(digits, bxI(4, 4, 6, 5))
		if i%5 == 3 {
			c = strings.Join(strings.Split(bxR(digits, 4), ""), "-")
		}
		out = append(out, bxS("pin-code", "chat", pins[i%len(pins)](c), c))
	}

	// TOTP seeds
	for i := 0; i < 12; i++ {
		seed := bxTOTP()
		var text string
		secs := []string{seed}
		switch i % 6 {
		case 0:
			text = fmt.Sprintf("otpauth://totp/%s:%s?secret=%s&issuer=%s", bxP("GitHub", "npm", "PyPI", "AWS"), bxL(bxUsers), seed, bxP("GitHub", "npm", "PyPI", "AWS"))
		case 1:
			var g []string
			for j := 0; j < len(seed); j += 4 {
				g = append(g, seed[j:j+4])
			}
			grouped := strings.Join(g, " ")
			text = "2FA seed for the shared App Store Connect account: " + grouped
			secs = []string{grouped}
		case 2:
			text = "TOTP secret (if you lose the phone): " + seed
		case 3:
			text = "mfa:\n  issuer: Forge CI\n  totp_secret: " + seed + "\n  digits: 6"
		case 4:
			text = "Can't scan the QR? enter this key manually: " + strings.ToLower(seed)
			secs = []string{strings.ToLower(seed)}
		default:
			text = "oathtool --totp -b " + seed
		}
		out = append(out, bxS("totp-seed", "mixed", text, secs...))
	}

	// recovery codes
	for i := 0; i < 10; i++ {
		n := bxN(4, 8)
		var codes []string
		for j := 0; j < n; j++ {
			switch i % 3 {
			case 0:
				codes = append(codes, bxHex(5)+"-"+bxHex(5))
			case 1:
				codes = append(codes, bxR(lower+digits, 4)+"-"+bxR(lower+digits, 4))
			default:
				codes = append(codes, bxR(digits, 8))
			}
		}
		var text string
		switch i % 5 {
		case 0:
			text = bxP("GitHub", "GitLab", "npm", "Apple Developer") + " recovery codes for the release bot:\n" + strings.Join(codes, "\n")
		case 1:
			text = "# backup codes\n" + "- " + strings.Join(codes, "\n- ") + "\n\nEach code works once."
		case 2:
			text = "Recovery codes: " + strings.Join(codes, ", ")
		case 3:
			text = "Wiederherstellungscodes (ausgedruckt im Safe):\n" + strings.Join(codes, "  ")
		default:
			text = "| # | code |\n|---|---|\n"
			for j, c := range codes {
				text += fmt.Sprintf("| %d | %s |\n", j+1, c)
			}
		}
		s := bxS("recovery-codes", "notes", text, codes...)
		if i%5 == 1 {
			s = bxK(s, "Each code works once.")
		}
		out = append(out, s)
	}

	// app-specific passwords
	for i := 0; i < 8; i++ {
		p := bxAppSpecific()
		text := bxP(
			"FASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD="+p,
			"xcrun altool --upload-app -f build/App.ipa -u release@studio.dev -p "+p,
			"app-specific password for notarytool: "+p,
			"xcrun notarytool store-credentials \"AC_NOTARY\" --apple-id dev@forge.dev --team-id "+bxR(upper+digits, 10)+" --password "+p,
			"Gmail app password for the CI mailer is "+p,
		)
		out = append(out, bxS("app-specific-password", "mixed", text, p))
	}
	return out
}
