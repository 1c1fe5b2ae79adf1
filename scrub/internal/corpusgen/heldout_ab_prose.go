package main

import (
	"fmt"
	"strings"
)

// Passwords, Wi-Fi keys, PINs, door codes, TOTP seeds and recovery codes in prose.

func habProseSecrets() []Sample {
	var out []Sample
	add := func(cat, format, text string, secrets []string, keep ...string) {
		out = append(out, habS(cat, format, text, secrets, keep...))
	}
	pw := []func(p string) (string, string){
		func(p string) (string, string) { return fmt.Sprintf("the password for the GPU box is %s", p), "chat" },
		func(p string) (string, string) {
			return fmt.Sprintf("I changed the jupyter password to %s, tell Omar", p), "chat"
		},
		func(p string) (string, string) { return fmt.Sprintf("pw for the labeling vm: %s", p), "chat" },
		func(p string) (string, string) {
			return fmt.Sprintf("Standup %s\n- Ana: retrained ranker, +1.2 nDCG\n- Li: new warehouse password is %s\n- blockers: none", habDate(), p), "notes"
		},
		func(p string) (string, string) {
			return fmt.Sprintf("remember: %s is the passphrase for the backup gpg key", p), "note"
		},
		func(p string) (string, string) {
			return fmt.Sprintf("Das Passwort für den Trainingsserver ist %s.", p), "chat-de"
		},
		func(p string) (string, string) {
			return fmt.Sprintf("Le mot de passe de la base de features est « %s ».", p), "chat-fr"
		},
		func(p string) (string, string) { return fmt.Sprintf("la contraseña nueva es %s", p), "chat-es" },
		func(p string) (string, string) {
			return fmt.Sprintf("a senha do servidor de MLflow é %s", p), "chat-pt"
		},
		func(p string) (string, string) {
			return fmt.Sprintf("пароль от сервера с GPU: %s", p), "chat-ru"
		},
		func(p string) (string, string) {
			return fmt.Sprintf("学習サーバーのパスワードは %s です", p), "chat-ja"
		},
		func(p string) (string, string) { return fmt.Sprintf("数据库密码改成了 %s", p), "chat-zh" },
		func(p string) (string, string) {
			return fmt.Sprintf("서버 비밀번호는 %s 입니다", p), "chat-ko"
		},
		func(p string) (string, string) {
			return fmt.Sprintf("كلمة المرور الجديدة هي %s", p), "chat-ar"
		},
		func(p string) (string, string) {
			return fmt.Sprintf("सर्वर का पासवर्ड %s है", p), "chat-hi"
		},
		func(p string) (string, string) { return fmt.Sprintf("Hasło do Jupytera: %s", p), "chat-pl" },
		func(p string) (string, string) { return fmt.Sprintf("wachtwoord van de NAS is %s", p), "chat-nl" },
		func(p string) (string, string) {
			return fmt.Sprintf("TICKET DS-%d\nSummary: cannot reach feature store\nRepro: connect as svc_feast with password '%s'\nExpected: connection ok", habN(100, 999), p), "ticket"
		},
		func(p string) (string, string) {
			return fmt.Sprintf("if anyone needs the kaggle account: same as always but the password is now %s", p), "chat"
		},
		func(p string) (string, string) {
			return fmt.Sprintf("%s WARN auth: login failed for user 'svc_train' (password='%s')", habTime(), p), "log"
		},
		func(p string) (string, string) {
			return fmt.Sprintf("Runbook: restore the label DB\n1. ssh into %s\n2. sudo -u postgres psql\n3. ALTER USER labeler WITH PASSWORD '%s';\n4. restart label-studio", habHost(), p), "runbook"
		},
		func(p string) (string, string) {
			return fmt.Sprintf("diff --git a/config/dev.yaml b/config/dev.yaml\n@@ -3,3 +3,3 @@ db:\n   user: app\n-  password: ${DB_PASSWORD}\n+  password: %s\n   pool: 5", p), "diff"
		},
		func(p string) (string, string) { return fmt.Sprintf("passwd: %s", p), "note" },
		func(p string) (string, string) {
			return fmt.Sprintf("The zip with the raw interviews is encrypted, password %s — please delete after labeling.", p), "email"
		},
	}
	for i := range 24 {
		p := habPw()
		text, format := pw[i%len(pw)](p)
		add("password-prose", format, text, []string{p})
	}

	// Wi-Fi.
	wifi := []func(ssid, p string) (string, string){
		func(ssid, p string) (string, string) { return fmt.Sprintf("wifi: %s / %s", ssid, p), "note" },
		func(ssid, p string) (string, string) {
			return fmt.Sprintf("WIFI:T:WPA;S:%s;P:%s;;", ssid, p), "qr"
		},
		func(ssid, p string) (string, string) {
			return fmt.Sprintf("Offsite in Lisbon\n- venue wifi \"%s\", password %s\n- lunch at 13:00", ssid, p), "notes"
		},
		func(ssid, p string) (string, string) {
			return fmt.Sprintf("network={\n    ssid=\"%s\"\n    psk=\"%s\"\n}", ssid, p), "wpa_supplicant"
		},
		func(ssid, p string) (string, string) {
			return fmt.Sprintf("WLAN-Schlüssel fürs Labor (%s): %s", ssid, p), "chat-de"
		},
	}
	for i := range 6 {
		ssid := habP([]string{"AcmeGuest", "ML-Lab-5G", "Offsite2024", "FRITZ!Box 7590 XQ", "Casa_Porto", "lab-iot"})
		p := habHumanPw()
		text, format := wifi[i%len(wifi)](ssid, p)
		add("wifi", format, text, []string{p})
	}

	// PINs and door codes.
	pin := []func(c string) (string, string){
		func(c string) (string, string) { return fmt.Sprintf("door code for the server room is %s#", c), "chat" },
		func(c string) (string, string) { return fmt.Sprintf("the SIM PIN of the 4G modem is %s", c), "note" },
		func(c string) (string, string) { return fmt.Sprintf("alarm code: %s (disarm within 30s)", c), "note" },
		func(c string) (string, string) { return fmt.Sprintf("Türcode Büro: %s", c), "chat-de" },
		func(c string) (string, string) {
			return fmt.Sprintf("el código del candado del rack es %s", c), "chat-es"
		},
		func(c string) (string, string) {
			return fmt.Sprintf("YubiKey PIV PIN %s, PUK %s", c, c[:2]+habR(digits, 6)), "note"
		},
		func(c string) (string, string) { return fmt.Sprintf("Lockbox at the colo: %s", c), "chat" },
	}
	for i := range 8 {
		c := habR(digits, habN(4, 6))
		text, format := pin[i%len(pin)](c)
		secrets := []string{c}
		if strings.Contains(text, "PUK ") {
			secrets = append(secrets, text[strings.Index(text, "PUK ")+4:])
		}
		add("pin", format, text, secrets)
	}

	// TOTP seeds and recovery codes.
	for i := range 6 {
		s := habTOTP()
		switch i % 5 {
		case 0:
			add("totp", "uri", fmt.Sprintf("otpauth://totp/AWS:ml-admin?secret=%s&issuer=Amazon%%20Web%%20Services", s), []string{s})
		case 1:
			add("totp", "chat", fmt.Sprintf("2FA seed for the shared W&B admin account: %s", s), []string{s})
		case 2:
			sp := strings.ToLower(s[:4] + " " + s[4:8] + " " + s[8:12] + " " + s[12:16])
			add("totp", "note", fmt.Sprintf("authenticator setup key (google): %s", sp), []string{sp})
		case 3:
			add("totp", "python", fmt.Sprintf("totp = pyotp.TOTP(\"%s\")\nprint(totp.now())", s), []string{s})
		case 4:
			add("totp", "chat-fr", fmt.Sprintf("clé TOTP du compte partagé : %s", s), []string{s})
		}
	}
	for i := range 4 {
		var codes []string
		switch i % 4 {
		case 0:
			for range 8 {
				codes = append(codes, habHex(5)+"-"+habHex(5))
			}
			add("recovery", "note", "GitHub recovery codes (ml-bot):\n"+strings.Join(codes, "\n"), codes)
		case 1:
			for range 6 {
				codes = append(codes, habR(digits, 4)+" "+habR(digits, 4))
			}
			add("recovery", "note", "Google backup codes\n"+strings.Join(codes, "\n")+"\nkeep in the safe", codes, "keep in the safe")
		case 2:
			for range 5 {
				codes = append(codes, strings.ToUpper(habR(lower+digits, 4)+"-"+habR(lower+digits, 4)+"-"+habR(lower+digits, 4)))
			}
			add("recovery", "chat", "backup codes for the HF org admin: "+strings.Join(codes, ", "), codes)
		case 3:
			for range 4 {
				codes = append(codes, habR(lower+digits, 10))
			}
			add("recovery", "markdown", "### Recovery codes (Anthropic console)\n- "+strings.Join(codes, "\n- "), codes)
		}
	}
	return out
}
