package main

// Passwords as people write them in sentences, Wi-Fi keys, PINs and door codes, TOTP seeds and
// recovery codes.

import (
	"fmt"
	"strings"
)

func hsProsePasswords(c *hsCorpus) {
	const cat = "password-prose"
	what := func() string {
		return hsP("staging box", "VPN", "shared mailbox", "old Jenkins", "printer admin page", "HR portal", "test account", "laptop", "backup drive", "demo tenant", "wiki admin", "build server")
	}
	// wordings in English and in other languages; %s is the password, the thing is filled in first
	type w struct {
		format, tpl string
	}
	en := []w{
		{"prose", "my password is %s"},
		{"prose", "pw is %s"},
		{"prose", "the password for the THING is %s"},
		{"prose", "I set the THING password to %s"},
		{"prose", "changed it to %s, the old one stopped working"},
		{"prose", "new password: %s"},
		{"prose", "password = %s (THING)"},
		{"prose", "THING pass: %s"},
		{"prose", "the THING uses %s as its password"},
		{"prose", "Password for THING → %s"},
		{"prose", "remember: THING password is \"%s\""},
		{"prose", "passphrase for the THING: %s"},
		{"prose", "temporary password %s, you'll be asked to change it on first login"},
		{"prose", "your THING password has been reset to: %s"},
		{"prose", "the THING's password? it's %s"},
		{"prose", "pwd %s"},
		{"prose", "password was reset to '%s' per ticket"},
		{"prose", "It's %s — capital first letter."},
	}
	intl := []w{
		{"prose-de", "Das Passwort für THING lautet %s"},
		{"prose-de", "Kennwort: %s"},
		{"prose-fr", "le mot de passe est %s"},
		{"prose-fr", "mdp du THING : %s"},
		{"prose-es", "la contraseña es %s"},
		{"prose-es", "clave del THING: %s"},
		{"prose-pt", "a senha é %s"},
		{"prose-it", "la password è %s"},
		{"prose-nl", "het wachtwoord is %s"},
		{"prose-sv", "lösenordet är %s"},
		{"prose-pl", "hasło to %s"},
		{"prose-tr", "şifre: %s"},
		{"prose-ru", "пароль: %s"},
		{"prose-ru", "пароль от THING — %s"},
		{"prose-uk", "пароль %s"},
		{"prose-ja", "パスワードは %s です"},
		{"prose-ja", "THINGのパスワード：%s"},
		{"prose-zh", "密码是 %s"},
		{"prose-zh", "THING的密码：%s"},
		{"prose-ko", "비밀번호는 %s 입니다"},
		{"prose-ar", "كلمة المرور هي %s"},
		{"prose-hi", "पासवर्ड %s है"},
		{"prose-he", "הסיסמה היא %s"},
		{"prose-el", "ο κωδικός είναι %s"},
		{"prose-vi", "mật khẩu là %s"},
		{"prose-id", "kata sandinya %s"},
		{"prose-th", "รหัสผ่านคือ %s"},
		{"prose-fa", "رمز عبور %s است"},
		{"prose-cs", "heslo je %s"},
		{"prose-fi", "salasana on %s"},
	}
	mk := func(x w) func() Sample {
		return func() Sample {
			p := hsPw()
			t := fmt.Sprintf(strings.ReplaceAll(x.tpl, "THING", what()), p)
			switch rng.IntN(4) {
			case 0:
				return hsS(cat, "chat", hsChat(t), p)
			case 1:
				other := hsP(hsChatLines...)
				return hsK(hsS(cat, "chat", hsChat(other)+"\n"+hsChat(t)+"\n"+hsChat(hsP(hsChatLines...)), p), other)
			}
			return hsS(cat, x.format, t, p)
		}
	}
	var fs []func() Sample
	for _, x := range en {
		fs = append(fs, mk(x))
	}
	for _, x := range intl {
		fs = append(fs, mk(x))
	}
	c.all(fs...)
	// longer surroundings
	c.all(
		func() Sample {
			p := hsPw()
			return hsK(hsS(cat, "email", fmt.Sprintf("Hi %s,\n\nWelcome aboard! Your laptop is ready. The initial password is %s and you will be asked to change it.\n\nIT Service Desk", hsP(hsNames...), p), p), "IT Service Desk")
		},
		func() Sample {
			p := hsPw()
			return hsK(hsS(cat, "ticket", fmt.Sprintf("INC%07d — user locked out\nResolution: unlocked the account and set a temporary password (%s).\nCategory: Access", hsN(1000, 9999999), p), p), "Category: Access")
		},
		func() Sample {
			p := hsPw()
			return hsK(hsS(cat, "meeting-notes", fmt.Sprintf("Offsite logistics\n- venue wifi is handled by the hotel\n- shared Zoom account password: %s\n- bring adapters", p), p), "- bring adapters")
		},
		func() Sample {
			p := hsPw()
			return hsS(cat, "diary", fmt.Sprintf("%s — finally set up the new email. password %s, recovery phone is the old number.", hsDate(), p), p)
		},
		func() Sample {
			p := hsPw()
			return hsS(cat, "python", fmt.Sprintf("def connect():\n    return smtplib.SMTP_SSL('smtp.%s', 465).login('noreply@%s', '%s')", hsP(hsDomains...), hsP(hsDomains...), p), p)
		},
		func() Sample {
			p := hsPw()
			return hsS(cat, "javascript", fmt.Sprintf("const transporter = nodemailer.createTransport({\n  host: 'smtp.%s',\n  auth: { user: 'alerts@%s', pass: '%s' },\n});", hsP(hsDomains...), hsP(hsDomains...), p), p)
		},
		func() Sample {
			p := hsPw()
			return hsS(cat, "sql", fmt.Sprintf("CREATE USER '%s'@'%%' IDENTIFIED BY '%s';\nGRANT SELECT ON reporting.* TO '%s'@'%%';", "bi_reader", p, "bi_reader"), p)
		},
		func() Sample {
			p := hsPw()
			return hsS(cat, "sql", fmt.Sprintf("ALTER ROLE %s WITH LOGIN PASSWORD '%s';", hsP("app", "replicator", "metabase"), p), p)
		},
		func() Sample {
			p := hsPw()
			return hsS(cat, "yaml", fmt.Sprintf("smtp:\n  host: smtp.%s\n  port: 587\n  user: alerts\n  password: '%s'", hsP(hsDomains...), p), p)
		},
		func() Sample {
			p := hsPw()
			return hsS(cat, "ini", fmt.Sprintf("[mail]\nserver = imap.%s\nusername = %s\npassword = %s", hsP(hsDomains...), strings.ToLower(hsP(hsNames...)), p), p)
		},
		func() Sample {
			p := hsPw()
			return hsS(cat, "chat", hsChat(fmt.Sprintf("for the record the %s password is still %s, nobody rotated it", what(), p)), p)
		},
		func() Sample {
			p := hsPw()
			return hsS(cat, "sms", fmt.Sprintf("Your temporary password is %s. It expires in 24 hours.", p), p)
		},
		func() Sample {
			p := hsPw()
			return hsS(cat, "prose-de", fmt.Sprintf("Hallo %s, das neue Passwort fürs Gäste-Konto ist %s. Gruß", hsP(hsNames...), p), p)
		},
		func() Sample {
			p, q := hsPw(), hsPw()
			return hsS(cat, "chat", hsChat(fmt.Sprintf("old pw %s, new pw %s", p, q)), p, q)
		},
		func() Sample {
			p := hsPw()
			return hsS(cat, "php", fmt.Sprintf("define('DB_NAME', 'wordpress');\ndefine('DB_USER', 'wp_user');\ndefine('DB_PASSWORD', '%s');\ndefine('DB_HOST', 'localhost');", p), p)
		},
		func() Sample {
			p := hsPw()
			return hsS(cat, "password-manager-csv", fmt.Sprintf("name,url,username,password\n%s,https://%s,%s,%s", hsP("Router", "NAS", "Bank"), hsP(hsHosts...), hsP(hsUsers...), p), p)
		},
	)
}

func hsWifi(c *hsCorpus) {
	const cat = "wifi"
	ssid := func() string {
		return hsP("Casa-Garcia", "FRITZ!Box 7590 XY", "Office-Guest", "Vodafone-"+hsR(upper+digits, 4), "TP-Link_"+hsHexU(4), "HomeNet5G", "Cafe Lumen", "ACME-Staff")
	}
	key := func() string {
		switch rng.IntN(4) {
		case 0:
			return hsHumanPw()
		case 1:
			return hsR(alnum, hsN(12, 20))
		case 2:
			return hsR(digits, 4) + " " + hsR(digits, 4) + " " + hsR(digits, 4) + " " + hsR(digits, 4)
		}
		return strings.ToLower(hsP(hsWords...)) + hsR(digits, 4)
	}
	c.all(
		func() Sample {
			k := key()
			return hsS(cat, "prose", fmt.Sprintf("wifi: %s / pw %s", ssid(), k), k)
		},
		func() Sample {
			k := strings.ReplaceAll(key(), ";", "")
			return hsS(cat, "qr", fmt.Sprintf("WIFI:T:WPA;S:%s;P:%s;;", ssid(), k), k)
		},
		func() Sample {
			k := hsR(alnum, 16)
			return hsS(cat, "hostapd", fmt.Sprintf("interface=wlan0\nssid=%s\nwpa=2\nwpa_key_mgmt=WPA-PSK\nwpa_passphrase=%s\nrsn_pairwise=CCMP", ssid(), k), k)
		},
		func() Sample {
			k := key()
			return hsS(cat, "wpa_supplicant", fmt.Sprintf("network={\n    ssid=\"%s\"\n    psk=\"%s\"\n}", ssid(), k), k)
		},
		func() Sample {
			k := hsR(alnum, 14)
			return hsS(cat, "shell", fmt.Sprintf("nmcli device wifi connect \"%s\" password %s", ssid(), k), k)
		},
		func() Sample {
			k := key()
			return hsS(cat, "chat", hsChat(fmt.Sprintf("guest wifi is %s, password %s", ssid(), k)), k)
		},
		func() Sample {
			k := key()
			return hsS(cat, "prose-de", fmt.Sprintf("WLAN: %s, WLAN-Schlüssel: %s", ssid(), k), k)
		},
		func() Sample {
			k := key()
			return hsS(cat, "prose-fr", fmt.Sprintf("réseau %s, clé Wi-Fi : %s", ssid(), k), k)
		},
		func() Sample {
			k := key()
			return hsS(cat, "prose-es", fmt.Sprintf("la clave del wifi es %s (red %s)", k, ssid()), k)
		},
		func() Sample {
			k := key()
			return hsS(cat, "prose-ja", fmt.Sprintf("Wi-Fiのパスワードは %s です（SSID：%s）", k, ssid()), k)
		},
		func() Sample {
			k := key()
			return hsK(hsS(cat, "note", fmt.Sprintf("House info for the sitter\n- Wi-Fi: %s\n- Password: %s\n- Bins go out on Tuesday", ssid(), k), k), "- Bins go out on Tuesday")
		},
		func() Sample {
			k := hsR(alnum, 20)
			return hsS(cat, "xml", fmt.Sprintf("<WLANProfile>\n  <name>%s</name>\n  <MSM><security><sharedKey><keyType>passPhrase</keyType><protected>false</protected><keyMaterial>%s</keyMaterial></sharedKey></security></MSM>\n</WLANProfile>", ssid(), k), k)
		},
		func() Sample {
			k := key()
			return hsS(cat, "prose-it", fmt.Sprintf("la password del wifi dell'ufficio è %s", k), k)
		},
		func() Sample {
			k := key()
			return hsS(cat, "chat", hsChat(fmt.Sprintf("%s pw: %s", ssid(), k)), k)
		},
		func() Sample {
			k := hsR(alnum, 13)
			return hsS(cat, "uci", fmt.Sprintf("config wifi-iface 'default_radio0'\n\toption ssid '%s'\n\toption encryption 'psk2'\n\toption key '%s'", ssid(), k), k)
		},
		func() Sample {
			k := key()
			return hsS(cat, "prose-zh", fmt.Sprintf("无线网络 %s 的密码是 %s", ssid(), k), k)
		},
	)
}

func hsPins(c *hsCorpus) {
	const cat = "pin-code"
	pin := func() string { return hsR("123456789", 1) + hsR(digits, hsN(3, 5)) }
	c.all(
		func() Sample {
			p := pin()
			return hsS(cat, "chat", hsChat(fmt.Sprintf("door code is %s#", p)), p)
		},
		func() Sample {
			p := pin()
			return hsS(cat, "note", fmt.Sprintf("gate keypad: %s then the bell icon", p), p)
		},
		func() Sample {
			p := pin()
			return hsS(cat, "prose", fmt.Sprintf("my bank card PIN is %s", p), p)
		},
		func() Sample {
			p := pin()
			return hsK(hsS(cat, "note", fmt.Sprintf("Airbnb check-in\nAddress: Calle Mayor %d, 3ºB\nLockbox code: %s\nCheckout by 11:00", hsN(2, 80), p), p), "Checkout by 11:00")
		},
		func() Sample {
			p := pin()
			return hsS(cat, "chat", hsChat(fmt.Sprintf("alarm disarm code is %s, you have 30 seconds after opening the door", p)), p)
		},
		func() Sample {
			a, b, d := hsN(10, 39), hsN(10, 39), hsN(10, 39)
			combo := fmt.Sprintf("%d-%d-%d", a, b, d)
			return hsS(cat, "prose", fmt.Sprintf("safe combination: %s (right, left, right)", combo), combo)
		},
		func() Sample {
			p := pin()
			return hsS(cat, "prose-de", fmt.Sprintf("Der Türcode für den Serverraum ist %s", p), p)
		},
		func() Sample {
			p := hsR("AB", 1) + hsR(digits, 4)
			return hsS(cat, "prose-fr", fmt.Sprintf("code de la porte d'entrée : %s, puis 2e étage gauche", p), p)
		},
		func() Sample {
			p := pin()
			return hsS(cat, "prose-ja", fmt.Sprintf("暗証番号は %s です", p), p)
		},
		func() Sample {
			p := pin()
			return hsS(cat, "prose-es", fmt.Sprintf("el PIN de la SIM nueva es %s y el PUK está en la tarjeta", p), p)
		},
		func() Sample {
			p := pin()
			return hsK(hsS(cat, "meeting-notes", fmt.Sprintf("Facilities\n- storage room code: %s\n- projector remote is in the drawer", p), p), "- projector remote is in the drawer")
		},
		func() Sample {
			p := pin()
			return hsS(cat, "chat", hsChat(fmt.Sprintf("garage is %s, bike lock is the same", p)), p)
		},
		func() Sample {
			p := pin()
			return hsS(cat, "prose", fmt.Sprintf("phone unlock PIN: %s", p), p)
		},
		func() Sample {
			p := pin()
			return hsS(cat, "prose-pt", fmt.Sprintf("a senha do cadeado é %s", p), p)
		},
		func() Sample {
			p := pin()
			return hsS(cat, "prose", fmt.Sprintf("voicemail PIN %s", p), p)
		},
		func() Sample {
			p := pin()
			return hsS(cat, "prose-nl", fmt.Sprintf("de pincode van de sleutelkluis is %s", p), p)
		},
	)
}

func hsTOTP(c *hsCorpus) {
	const cat = "totp-seed"
	seed := func() string { return hsR(b32, hsP(16, 32, 32)) }
	groups := func(s string) string {
		var g []string
		for _, x := range hsWrap(s, 4) {
			g = append(g, x)
		}
		out := strings.Join(g, " ")
		if hsCoin() {
			out = strings.ToLower(out)
		}
		return out
	}
	c.all(
		func() Sample {
			s := seed()
			return hsS(cat, "uri", fmt.Sprintf("otpauth://totp/%s:%s@%s?secret=%s&issuer=%s&digits=6", "ACME", strings.ToLower(hsP(hsNames...)), hsP(hsDomains...), s, "ACME"), s)
		},
		func() Sample {
			s := groups(seed())
			return hsS(cat, "prose", fmt.Sprintf("2FA setup key for the shared admin account: %s", s), s)
		},
		func() Sample {
			s := seed()
			return hsS(cat, "chat", hsChat(fmt.Sprintf("add this to your authenticator so you can cover on-call: %s", s)), s)
		},
		func() Sample {
			s := seed()
			return hsS(cat, "python", fmt.Sprintf("totp = pyotp.TOTP(\"%s\")\nprint(totp.now())", s), s)
		},
		func() Sample {
			s := seed()
			return hsS(cat, "password-manager-csv", fmt.Sprintf("name,url,username,password,totp\n%s,https://%s,%s,,otpauth://totp/x?secret=%s", hsP("AWS root", "Registrar", "Cloudflare"), hsP(hsHosts...), hsP(hsUsers...), s), s)
		},
		func() Sample {
			s := groups(seed())
			return hsS(cat, "prose-de", fmt.Sprintf("Einrichtungsschlüssel für die Zwei-Faktor-Authentifizierung: %s", s), s)
		},
		func() Sample {
			s := seed()
			return hsS(cat, "env", fmt.Sprintf("E2E_USER=qa-bot\nE2E_TOTP_SECRET=%s", s), s)
		},
		func() Sample {
			s := groups(seed())
			return hsS(cat, "prose-ja", fmt.Sprintf("二段階認証のセットアップキー：%s", s), s)
		},
		func() Sample {
			s := seed()
			return hsK(hsS(cat, "note", fmt.Sprintf("Registrar account\n- MFA seed: %s\n- renewal due in November", s), s), "- renewal due in November")
		},
		func() Sample {
			s := groups(seed())
			return hsS(cat, "prose-es", fmt.Sprintf("clave de configuración del autenticador: %s", s), s)
		},
	)
}

func hsRecoveryCodes(c *hsCorpus) {
	const cat = "recovery-code"
	gh := func() string { return hsHex(5) + "-" + hsHex(5) }
	goog := func() string { return hsR(digits, 4) + " " + hsR(digits, 4) }
	gen := func() string { return hsR(upper+digits, 4) + "-" + hsR(upper+digits, 4) }
	list := func(f func() string, n int) []string {
		out := make([]string, n)
		for i := range out {
			out[i] = f()
		}
		return out
	}
	c.all(
		func() Sample {
			l := list(gh, 8)
			return hsS(cat, "note", "github-recovery-codes.txt\n\n"+strings.Join(l, "\n"), l...)
		},
		func() Sample {
			l := list(goog, 5)
			var b strings.Builder
			for i, x := range l {
				fmt.Fprintf(&b, "%d. %s\n", i+1, x)
			}
			return hsS(cat, "note", "BACKUP VERIFICATION CODES\n"+b.String()+"Keep them somewhere safe.", l...)
		},
		func() Sample {
			l := list(gen, 4)
			return hsS(cat, "chat", hsChat("recovery codes for the team Apple ID: "+strings.Join(l, ", ")), l...)
		},
		func() Sample {
			k := "A3-" + hsR(upper+digits, 6) + "-" + hsR(upper+digits, 6) + "-" + hsR(upper+digits, 5) + "-" + hsR(upper+digits, 5) + "-" + hsR(upper+digits, 5) + "-" + hsR(upper+digits, 5)
			return hsS(cat, "prose", fmt.Sprintf("1Password Secret Key from the emergency kit: %s", k), k)
		},
		func() Sample {
			s := hsSeedPhrase(12)
			return hsS(cat, "prose", fmt.Sprintf("wallet seed phrase (write it on paper!): %s", s), s)
		},
		func() Sample {
			s := hsSeedPhrase(24)
			return hsS(cat, "note", "hardware wallet backup\n"+s, s)
		},
		func() Sample {
			k := strings.ToUpper(hsR(b32, 32))
			var g []string
			for _, x := range hsWrap(k, 4) {
				g = append(g, x)
			}
			s := strings.Join(g, "-")
			return hsS(cat, "prose", fmt.Sprintf("Bitwarden recovery code: %s", s), s)
		},
		func() Sample {
			l := list(gh, 6)
			return hsS(cat, "prose-de", "Wiederherstellungscodes für GitLab:\n"+strings.Join(l, "  "), l...)
		},
		func() Sample {
			var g []string
			for i := 0; i < 8; i++ {
				g = append(g, hsR(digits, 6))
			}
			k := strings.Join(g, "-")
			return hsS(cat, "prose", fmt.Sprintf("BitLocker recovery key for the finance laptop: %s", k), k)
		},
		func() Sample {
			l := list(gen, 3)
			return hsS(cat, "prose-fr", "codes de secours : "+strings.Join(l, " / "), l...)
		},
	)
}
