package main

import (
	"fmt"
	"strings"
)

// heldout-t: secrets people write in words: passwords in prose and other languages, Wi-Fi, PINs,
// TOTP seeds and recovery codes.

var tProseTemplates = []string{
	"the password is %s",
	"pw: %s",
	"pass = %s",
	"changed the admin password, I set it to %s",
	"use %s as the password",
	"%s is the new password for the staging db",
	"password for jenkins: %s",
	"It's %s (capital first letter)",
	"new pwd -> %s",
	"the passphrase for the backup key is %s",
	"vault master password: %s",
	"temp password %s, they'll be forced to change it at first login",
	"Password reset done. Temporary password: %s",
	"pwd was %s before the rotation, in case the old backups ask for it",
	"the passcode is %s",
	"my password's %s lol don't tell anyone",
	"if it asks for a password type %s",
	"password=%s",
	"P/W: %s",
	"the shared mailbox password got changed to %s",
	"password (case-sensitive): %s",
	"password is \"%s\"",
	"it's '%s' without the quotes",
	"Secret phrase for the alarm company: %s",
	"The password for the finance share is now %s.",
}

func tProsePwSample() Sample {
	pw := tAnyPw()
	secrets := []string{pw}
	msg := fmt.Sprintf(tPick(tProseTemplates), pw)
	if tOdds(0.15) {
		pw2 := tAnyPw()
		msg = "keystore password is " + pw + ", key password is " + pw2
		secrets = append(secrets, pw2)
	}
	c := tWrap(msg)
	return tSample("password-prose", c.format, c.text, secrets, tKeep(c))
}

var tI18nTemplates = []struct{ lang, t string }{
	{"de", "Das Passwort lautet %s – bitte nicht weitergeben."},
	{"de", "Mein neues Passwort für den Server ist %s"},
	{"fr", "Le mot de passe du compte admin est %s, je l'ai changé hier."},
	{"fr", "mdp : %s"},
	{"es", "La contraseña del router es %s"},
	{"es", "te paso la clave: %s"},
	{"pt", "A senha do banco é %s, troca depois."},
	{"it", "La password di root è %s"},
	{"nl", "Het wachtwoord is %s (hoofdlettergevoelig)."},
	{"pl", "Hasło do serwera: %s"},
	{"ru", "Пароль от сервера: %s, не теряй."},
	{"uk", "Новий пароль — %s"},
	{"ja", "サーバーのパスワードは %s です。"},
	{"ja", "パスワード：%s"},
	{"zh", "数据库密码是 %s，别外传。"},
	{"zh", "密码：%s"},
	{"ko", "관리자 비밀번호는 %s 입니다."},
	{"tr", "Sunucunun şifresi %s, kimseye söyleme."},
	{"ar", "كلمة المرور هي %s"},
	{"he", "הסיסמה לשרת היא %s"},
	{"hi", "सर्वर का पासवर्ड %s है।"},
	{"sv", "Lösenordet till NAS:en är %s"},
	{"vi", "Mật khẩu của tài khoản là %s"},
	{"el", "Ο κωδικός του router είναι %s"},
	{"id", "Kata sandinya %s ya, jangan disebar."},
	{"fi", "Salasana on %s"},
	{"cs", "Heslo k účtu je %s"},
}

func tI18nPwSample() Sample {
	pw := tAnyPw()
	tpl := tPick(tI18nTemplates)
	msg := fmt.Sprintf(tpl.t, pw)
	if tOdds(0.5) {
		c := tChat(msg)
		return tSample("password-prose-"+tpl.lang, "chat-"+tpl.lang, c.text, []string{pw}, tKeep(c))
	}
	return tSample("password-prose-"+tpl.lang, "note-"+tpl.lang, msg, []string{pw}, nil)
}

var tSSIDs = []string{"Office-5G", "FRITZ!Box 7590 XQ", "Cafe-Guest", "HomeNet", "Vodafone-A3F2", "WLAN-483920", "Livebox-8C21", "TP-Link_5G_2E4A", "Lab-IoT"}

func tWifiSample() Sample {
	ssid := tPick(tSSIDs)
	pw := tAnyPw()
	switch rng.IntN(11) {
	case 0:
		c := tWrap("Wi-Fi: " + ssid + " / pass " + pw)
		return tSample("wifi-password", c.format, c.text, []string{pw}, tKeep(c))
	case 1:
		return tSample("wifi-password", "wpa_supplicant", "network={\n    ssid=\""+ssid+"\"\n    psk=\""+pw+"\"\n    key_mgmt=WPA-PSK\n}", []string{pw}, []string{"key_mgmt=WPA-PSK"})
	case 2:
		pw = tShellPw()
		return tSample("wifi-password", "shell", "sudo nmcli dev wifi connect \""+ssid+"\" password '"+pw+"'", []string{pw}, nil)
	case 3:
		return tSample("wifi-password", "qr", "WIFI:T:WPA;S:"+ssid+";P:"+pw+";;", []string{pw}, nil)
	case 4:
		c := tChat("guest wifi is " + ssid + ", code " + pw)
		return tSample("wifi-password", c.format, c.text, []string{pw}, tKeep(c))
	case 5:
		return tSample("wifi-password", "yaml", "network:\n  version: 2\n  wifis:\n    wlan0:\n      dhcp4: true\n      access-points:\n        \""+ssid+"\":\n          password: \""+pw+"\"", []string{pw}, nil)
	case 6:
		key := tRnd(digits, 4) + " " + tRnd(digits, 4) + " " + tRnd(digits, 4) + " " + tRnd(digits, 4) + " " + tRnd(digits, 4)
		return tSample("wifi-password", "note-de", "WLAN: "+ssid+"\nWLAN-Schlüssel: "+key+"\n(steht auch hinten auf der Box)", []string{key}, []string{"(steht auch hinten auf der Box)"})
	case 7:
		return tSample("wifi-password", "hostapd", "interface=wlan0\nssid="+ssid+"\nwpa=2\nwpa_passphrase="+pw+"\nwpa_key_mgmt=WPA-PSK", []string{pw}, []string{"interface=wlan0"})
	case 8:
		return tSample("wifi-password", "chat-fr", tChatLine(tPick(tPeople), "le code wifi c'est "+pw+" (réseau "+ssid+")"), []string{pw}, nil)
	case 9:
		return tSample("wifi-password", "esphome", "wifi:\n  ssid: \""+ssid+"\"\n  password: \""+pw+"\"\n\nlogger:\n  level: DEBUG", []string{pw}, []string{"level: DEBUG"})
	default:
		return tSample("wifi-password", "arduino", "const char* ssid = \""+ssid+"\";\nconst char* password = \""+pw+"\";\n\nvoid setup() {\n  WiFi.begin(ssid, password);\n}", []string{pw}, []string{"WiFi.begin(ssid, password);"})
	}
}

func tPINSample() Sample {
	d := tRnd(digits, tPick([]int{4, 4, 5, 6}))
	var msg string
	secret := d
	switch rng.IntN(13) {
	case 0:
		msg = "the door code is " + d
	case 1:
		msg = "alarm code: " + d + " then #"
	case 2:
		msg = "PIN for the company card is " + d
	case 3:
		secret = tRnd(digits, 2) + "-" + tRnd(digits, 2) + "-" + tRnd(digits, 2)
		msg = "safe combination " + secret
	case 4:
		msg = "garage keypad: *" + d + "#"
	case 5:
		msg = "lockbox on the porch is " + d + ", key for the cleaner is inside"
	case 6:
		msg = "SIM PIN " + d + ", PUK " + tRnd(digits, 8)
		secret = ""
	case 7:
		msg = "Türcode fürs Lager: " + d
	case 8:
		msg = "code de la porte : " + d + "B"
	case 9:
		msg = "server room keypad changed to " + d + " after the audit"
	case 10:
		msg = "phone unlock code is " + d + " if you need to grab the 2FA from it"
	case 11:
		msg = "el PIN de la tarjeta es " + d
	default:
		msg = "bike lock " + d + " (the blue one)"
	}
	secrets := []string{secret}
	if secret == "" {
		puk := msg[strings.LastIndex(msg, " ")+1:]
		secrets = []string{d, puk}
	}
	c := tWrap(msg)
	return tSample("pin-code", c.format, c.text, secrets, tKeep(c))
}

func tTOTPSample() Sample {
	seed := tRnd(b32, tPick([]int{16, 32}))
	who := strings.ToLower(tPick(tPeople))
	issuer := tPick([]string{"GitHub", "AWS", "ACME", "Okta", "Bitwarden"})
	switch rng.IntN(5) {
	case 0:
		uri := "otpauth://totp/" + issuer + ":" + who + "@acme.io?secret=" + seed + "&issuer=" + issuer + "&algorithm=SHA1&digits=6&period=30"
		c := tWrap("shared 2FA for the root account, add it to your authenticator: " + uri)
		return tSample("totp-seed", c.format, c.text, []string{seed}, tKeep(c))
	case 1:
		low := strings.ToLower(seed)
		var g []string
		for i := 0; i < len(low); i += 4 {
			g = append(g, low[i:i+4])
		}
		spaced := strings.Join(g, " ")
		return tSample("totp-seed", "note", issuer+" 2FA setup key (can't scan QR on the VM):\n"+spaced+"\nTime based: yes", []string{spaced}, []string{"Time based: yes"})
	case 2:
		return tSample("totp-seed", "env", "TOTP_SECRET="+seed+"\nTOTP_ISSUER="+issuer, []string{seed}, []string{"TOTP_ISSUER=" + issuer})
	case 3:
		return tSample("totp-seed", "python", "import pyotp\ntotp = pyotp.TOTP(\""+seed+"\")\nprint(totp.now())", []string{seed}, []string{"print(totp.now())"})
	default:
		return tSample("totp-seed", "chat", tChatLine(tPick(tPeople), "MFA seed for the shared "+issuer+" login is "+seed+", pls don't screenshot"), []string{seed}, nil)
	}
}

func tRecoverySample() Sample {
	var codes []string
	var text string
	switch rng.IntN(4) {
	case 0:
		for range tIn(4, 10) {
			codes = append(codes, tRnd(hexs, 5)+"-"+tRnd(hexs, 5))
		}
		text = "GitHub recovery codes (" + tDate() + "):\n" + strings.Join(codes, "\n") + "\nKeep them somewhere safe."
	case 1:
		for range tIn(4, 10) {
			codes = append(codes, tRnd(digits, 4)+" "+tRnd(digits, 4))
		}
		text = "BACKUP VERIFICATION CODES\n" + tPick(tPeople) + "@gmail.com\n\n" + strings.Join(codes, "\n")
	case 2:
		var g []string
		for range 7 {
			g = append(g, tRnd(upper+digits, 4))
		}
		codes = []string{strings.Join(g, "-")}
		text = "Bitwarden recovery code: " + codes[0] + " — printed copy is in the safe"
	default:
		var g []string
		for range 8 {
			g = append(g, tRnd(digits, 6))
		}
		codes = []string{strings.Join(g, "-")}
		text = "BitLocker recovery key for LAPTOP-" + tRnd(upper+digits, 7) + ":\n" + codes[0] + "\nKey ID: " + strings.ToUpper(tUUID()[:8])
	}
	c := tWrap(text)
	return tSample("recovery-codes", c.format, c.text, codes, tKeep(c))
}
