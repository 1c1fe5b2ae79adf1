package main

import (
	"fmt"
	"strings"
)

// Passwords and other secrets people write in sentences.

var uProseOne = []string{
	"the password is %s",
	"pw: %s",
	"password for the staging db is %s",
	"%s is the new root password on the bastion",
	"I set it to %s, change it when you log in",
	"use %s to log in to the VPN",
	"passphrase for the release signing key: %s",
	"temp password %s (must change at first login)",
	"Your temporary password is: %s",
	"it's %s — capital first letter",
	"try %s, that's what it was last quarter",
	"pwd=%s",
	"helpdesk reset it to %s",
	"the zip with the export is protected with %s",
	"LUKS passphrase for the backup disk: %s",
	"UEFI supervisor password on the new laptops: %s",
	"Password: %s",
	"the pass for it is %s btw",
	"PW changed -> %s",
	"ansible vault password is %s",
	"restic repo encryption passphrase: %s",
	"The sa password got rotated; the new one is %s.",
	"postgres superuser pw = %s",
	"redis requirepass is %s",
	"Grafana admin password after the reset is %s",
	"shared mailbox ops@ → password %s",
	"mot de passe / password: %s",
}

var uProseTwo = []string{
	"keystore password %s, key password %s",
	"old password was %s, the new one is %s",
	"prod: %s / staging: %s",
}

func uProsePasswords(b *uB) {
	for i := 0; i < 24; i++ {
		var line string
		var secrets []string
		switch {
		case i%9 == 8:
			p1, p2 := uAnyPw(), uAnyPw()
			for strings.Contains(p1, p2) || strings.Contains(p2, p1) {
				p2 = uRandPw(16)
			}
			line, secrets = fmt.Sprintf(uL(uProseTwo), p1, p2), []string{p1, p2}
		case i%9 == 7:
			p := uHex(32)
			line, secrets = fmt.Sprintf("jenkins initialAdminPassword: %s", p), []string{p}
		case i%9 == 6:
			p := uR(alnum+"*_=+", 20)
			line, secrets = fmt.Sprintf("$ bin/elasticsearch-reset-password -u elastic\nPassword for the [elastic] user successfully reset.\nNew value: %s", p), []string{p}
		default:
			p := uAnyPw()
			line, secrets = fmt.Sprintf(uL(uProseOne), p), []string{p}
		}
		t, f, k := uScene(line)
		b.add("password-prose", f, t, secrets, uKeep(k)...)
	}
}

type uLang struct {
	code  string
	words []string // native words people build passwords from
	lines []string
}

var uLangs = []uLang{
	{"de", []string{"Sonnenblume", "Käsekuchen", "Fußball", "Schmetterling"}, []string{"Das Passwort für den Server ist %s", "Kennwort: %s (bitte nach dem ersten Login ändern)", "Zugangsdaten: Benutzer ist bekannt, Passwort %s"}},
	{"fr", []string{"Fromage", "Soleil", "Papillon", "Château"}, []string{"le mot de passe du NAS est %s", "mdp : %s", "Voici le nouveau mot de passe : %s"}},
	{"es", []string{"Girasol", "Mañana", "Mariposa", "Tortilla"}, []string{"la contraseña de la base de datos es %s", "clave: %s", "te paso la contraseña del router: %s"}},
	{"pt", []string{"Saudade", "Coração", "Goiabada"}, []string{"a senha do roteador é %s", "senha provisória: %s"}},
	{"it", []string{"Girasole", "Farfalla", "Pomodoro"}, []string{"la password di root è %s", "password temporanea: %s"}},
	{"nl", []string{"Zonnebloem", "Fietsbel", "Stroopwafel"}, []string{"het wachtwoord is %s", "wachtwoord van de beheerder: %s"}},
	{"pl", []string{"Słonecznik", "Pierogi", "Motyl"}, []string{"hasło do serwera: %s", "nowe hasło to %s"}},
	{"ru", []string{"Ромашка", "Солнце", "Parol"}, []string{"пароль от сервера: %s", "новый пароль — %s", "пароль к базе %s, не теряй"}},
	{"uk", []string{"Соняшник", "Kalyna"}, []string{"пароль до бази: %s"}},
	{"cs", []string{"Slunecnice", "Knedlik"}, []string{"heslo k databázi je %s"}},
	{"sv", []string{"Solros", "Kanelbulle"}, []string{"lösenordet är %s", "Lösenord: %s"}},
	{"fi", []string{"Auringonkukka", "Sauna"}, []string{"salasana on %s"}},
	{"tr", []string{"Ayçiçeği", "Lokum"}, []string{"sunucunun şifresi %s", "parola: %s"}},
	{"ja", []string{"sakura", "himawari"}, []string{"サーバーのパスワードは %s です", "パスワード：%s", "初期パスワードは「%s」です"}},
	{"zh", []string{"xiangrikui", "Panda"}, []string{"数据库密码是 %s", "密码：%s", "服务器的登录密码为 %s，请勿外传"}},
	{"ko", []string{"haebaragi", "Kimchi"}, []string{"서버 비밀번호는 %s 입니다", "비밀번호: %s"}},
	{"ar", []string{"Shams", "Yasmin"}, []string{"كلمة المرور هي %s", "كلمة السر للخادم: %s"}},
	{"he", []string{"Shemesh", "Hamsa"}, []string{"הסיסמה לשרת היא %s"}},
	{"hi", []string{"Surajmukhi", "Chai"}, []string{"सर्वर का पासवर्ड %s है"}},
	{"vi", []string{"Hoahuongduong", "Pho"}, []string{"mật khẩu máy chủ là %s"}},
	{"el", []string{"Ilios", "Thalassa"}, []string{"ο κωδικός είναι %s", "κωδικός πρόσβασης: %s"}},
	{"id", []string{"Matahari", "Kopi"}, []string{"kata sandinya %s", "kata sandi server: %s"}},
}

func uForeignPasswords(b *uB) {
	for i := 0; i < 24; i++ {
		l := uLangs[i%len(uLangs)]
		var p string
		if uCoin() {
			p = uL(l.words) + fmt.Sprint(uN(1, 2026)) + uP("!", "#", "?", "*", ".")
		} else {
			p = uAnyPw()
		}
		line := fmt.Sprintf(uL(l.lines), p)
		var text, format string
		var keep []string
		if uCoin() {
			text, format = line, "chat-"+l.code
		} else {
			var k string
			text, format, k = uScene(line)
			format += "-" + l.code
			keep = uKeep(k)
		}
		b.add("password-foreign", format, text, []string{p}, keep...)
	}
}

func uWifi(b *uB) {
	for i := 0; i < 12; i++ {
		ssid := uP("ACME-Guest", "Office-5G", "LabNet", "Warehouse_2G", "FRITZ!Box 7590 XY", "Vodafone-"+uR(uUpD, 4), "eduroam-ish", "Casa_"+uTitle(uName()))
		p := uP(uHumanPw(), uR(alnum, uN(10, 20)), strings.ToLower(uL(uWords))+fmt.Sprint(uN(1000, 99999)))
		var text, format string
		switch i % 12 {
		case 0:
			text, format = fmt.Sprintf("Guest wifi: %s / pw %s", ssid, p), "chat"
		case 1:
			text, format = fmt.Sprintf("WIFI:T:WPA;S:%s;P:%s;;", ssid, p), "qr"
		case 2:
			text, format = fmt.Sprintf("SSID %s, WPA2 key %s — printed on the back of the AP too", ssid, p), "notes"
		case 3:
			text, format = fmt.Sprintf("interface=wlan0\nssid=%s\nwpa=2\nwpa_passphrase=%s\nwpa_key_mgmt=WPA-PSK", ssid, p), "conf"
		case 4:
			text, format = fmt.Sprintf("network={\n    ssid=\"%s\"\n    psk=\"%s\"\n    key_mgmt=WPA-PSK\n}", ssid, p), "conf"
		case 5:
			text, format = fmt.Sprintf("network:\n  version: 2\n  wifis:\n    wlan0:\n      dhcp4: true\n      access-points:\n        \"%s\":\n          password: \"%s\"", ssid, p), "yaml"
		case 6:
			text, format = fmt.Sprintf("WLAN-Passwort fürs Büro: %s (Netz: %s)", p, ssid), "chat-de"
		case 7:
			text, format = fmt.Sprintf("le code wifi de la salle de réunion : %s", p), "chat-fr"
		case 8:
			text, format = fmt.Sprintf("la clave del wifi es %s, red %s", p, ssid), "chat-es"
		case 9:
			text, format = fmt.Sprintf("Wi-Fiのパスワードは %s です（SSID: %s）", p, ssid), "chat-ja"
		case 10:
			text, format = fmt.Sprintf("$ nmcli dev wifi connect \"%s\" password \"%s\"\nDevice 'wlp2s0' successfully activated", ssid, p), "shell"
		default:
			text, format, _ = uScene(fmt.Sprintf("wifi for the offsite is %s, password %s", ssid, p))
		}
		if !uOnce(text, p) {
			i--
			continue
		}
		b.add("wifi-password", format, text, []string{p})
	}
}

func uPins(b *uB) {
	for i := 0; i < 14; i++ {
		pin := uR(digits, uP(4, 4, 5, 6))
		var text, format string
		secrets := []string{pin}
		switch i % 14 {
		case 0:
			text, format = fmt.Sprintf("door code for the server room is %s#", pin), "chat"
		case 1:
			text, format = fmt.Sprintf("alarm disarm code: %s (you have 30 seconds)", pin), "notes"
		case 2:
			puk := uR(digits, 8)
			text, format, secrets = fmt.Sprintf("SIM for the out-of-band modem: PIN %s, PUK %s", pin, puk), "notes", []string{pin, puk}
		case 3:
			text, format = fmt.Sprintf("the keypad on the cage at the colo takes %s", pin), "chat"
		case 4:
			text, format = fmt.Sprintf("voicemail PIN is %s", pin), "chat"
		case 5:
			text, format = fmt.Sprintf("YubiKey PIV PIN set to %s, management key left default", pin), "notes"
		case 6:
			text, format = fmt.Sprintf("Türcode fürs Lager: %s", pin), "chat-de"
		case 7:
			text, format = fmt.Sprintf("digicode de l'immeuble : %s puis la porte B", pin), "chat-fr"
		case 8:
			text, format = fmt.Sprintf("el código de la puerta del rack es %s", pin), "chat-es"
		case 9:
			text, format = fmt.Sprintf("PIN for the company card: %s", pin), "chat"
		case 10:
			text, format = fmt.Sprintf("Gate code: *%s", pin), "memory"
		case 11:
			a, c, d := uN(1, 39), uN(1, 39), uN(1, 39)
			combo := fmt.Sprintf("%d-%d-%d", a, c, d)
			text, format, secrets = fmt.Sprintf("safe combination in the NOC is %s", combo), "notes", []string{combo}
		case 12:
			text, format = fmt.Sprintf("Backup tape locker: code %s, key is with facilities", pin), "runbook"
		default:
			text, format = fmt.Sprintf("ドアの暗証番号は %s です", pin), "chat-ja"
		}
		if uMaybe(0.5) {
			var k string
			text, format, k = uScene(text)
			if !uOnce(text, secrets...) {
				i--
				continue
			}
			b.add("pin-code", format, text, secrets, uKeep(k)...)
			continue
		}
		if !uOnce(text, secrets...) {
			i--
			continue
		}
		b.add("pin-code", format, text, secrets)
	}
}

func uTOTP(b *uB) {
	for i := 0; i < 8; i++ {
		s := uTOTPSeed()
		acct := uName() + "@corp.example"
		var text, format string
		lab := s
		switch i % 5 {
		case 0:
			text, format = fmt.Sprintf("otpauth://totp/%s:%s?secret=%s&issuer=%s&digits=6", uP("AWS", "GitHub", "Okta", "ACME"), acct, s, uP("AWS", "GitHub", "Okta", "ACME")), "uri"
		case 1:
			lab = uGroup(strings.ToLower(s), 4, " ")
			text, format = fmt.Sprintf("MFA seed for the shared root account (break-glass): %s", lab), "notes"
		case 2:
			text, format = fmt.Sprintf("$ oathtool --totp -b %s\n%06d", s, uN(0, 999999)), "shell"
		case 3:
			text, format = fmt.Sprintf("Title: %s console\nUsername: %s\nTOTP seed: %s\nURL: https://console.%s.example", uP("Cloudflare", "Registrar", "AWS root"), acct, s, uL(uWords)), "notes"
		default:
			t, f, _ := uScene(fmt.Sprintf("2FA secret key if you need to re-add it to your authenticator: %s", s))
			text, format = t, f
		}
		b.add("totp-seed", format, text, []string{lab})
	}
}

func uRecoveryCodes(b *uB) {
	for i := 0; i < 6; i++ {
		var codes []string
		var text, format string
		switch i % 4 {
		case 0:
			for j := 0; j < uN(6, 16); j++ {
				codes = append(codes, uR(uLowD, 5)+"-"+uR(uLowD, 5))
			}
			text, format = "GitHub recovery codes for the org owner account:\n"+strings.Join(codes, "\n")+"\nKeep them somewhere safe.", "notes"
		case 1:
			for j := 0; j < 10; j++ {
				codes = append(codes, uR(digits, 4)+" "+uR(digits, 4))
			}
			var sb strings.Builder
			sb.WriteString("backup codes (google admin):\n")
			for j, c := range codes {
				fmt.Fprintf(&sb, "%d. %s\n", j+1, c)
			}
			text, format = sb.String()+"each code works once", "notes"
		case 2:
			c := uR(uUpD, 4) + "-" + uR(uUpD, 4) + "-" + uR(uUpD, 4) + "-" + uR(uUpD, 4) + "-" + uR(uUpD, 4) + "-" + uR(uUpD, 4) + "-" + uR(uUpD, 4)
			codes = []string{c}
			text, format = fmt.Sprintf("Bitwarden recovery code for the team vault: %s", c), "chat"
		default:
			c := "A3-" + uR(uUpD, 6) + "-" + uR(uUpD, 6) + "-" + uR(uUpD, 5) + "-" + uR(uUpD, 5) + "-" + uR(uUpD, 5) + "-" + uR(uUpD, 5)
			codes = []string{c}
			text, format = fmt.Sprintf("1Password emergency kit\nSign-in address: %s.1password.com\nEmail: %s@corp.example\nSecret Key: %s", uL(uWords), uName(), c), "notes"
		}
		b.add("recovery-codes", format, text, codes)
	}
}
