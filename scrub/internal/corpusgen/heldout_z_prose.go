package main

import (
	"fmt"
	"strings"
)

// hzProsePw: passwords written in sentences, dictated, misspelt, in many languages.
func hzProsePw(n int) []Sample {
	var out []Sample
	tmpl := []struct{ f, t string }{
		{"dictation", "remind me the password for %[1]s is %[2]s"},
		{"dictation", "ok google note the new password for %[1]s is %[2]s capital first letter"},
		{"sms", "Mom the pasword for %[1]s is %[2]s dont forget again"},
		{"sms", "changed the %[1]s passwrd to %[2]s"},
		{"chat", "fyi pw for %[1]s: %[2]s"},
		{"chat", "%[1]s password got reset, its now %[2]s"},
		{"email", "Dear parents,\n\nThe class account for %[1]s uses the password %[2]s until the end of term.\n\nKind regards,\nMrs. Patel"},
		{"note", "%[1]s\npassword = %[2]s\n(security question: first pet)"},
		{"note-fr", "Le mot de passe de %[1]s est %[2]s"},
		{"note-de", "Das Passwort für %[1]s lautet %[2]s"},
		{"note-es", "la contraseña de %[1]s es %[2]s no la compartas"},
		{"note-it", "la password di %[1]s è %[2]s"},
		{"note-pt", "a senha do %[1]s é %[2]s"},
		{"note-nl", "het wachtwoord voor %[1]s is %[2]s"},
		{"note-pl", "hasło do %[1]s to %[2]s"},
		{"note-ru", "пароль от %[1]s: %[2]s"},
		{"note-ja", "%[1]sのパスワードは %[2]s です"},
		{"note-zh", "%[1]s 的密码是 %[2]s"},
		{"note-ko", "%[1]s 비밀번호는 %[2]s 입니다"},
		{"note-tr", "%[1]s şifresi: %[2]s"},
		{"note-ar", "كلمة المرور لحساب %[1]s هي %[2]s"},
		{"note-hi", "%[1]s का पासवर्ड %[2]s है"},
		{"note-el", "ο κωδικός για το %[1]s είναι %[2]s"},
		{"note-vi", "mật khẩu %[1]s là %[2]s"},
		{"note-sv", "lösenordet till %[1]s är %[2]s"},
		{"chat", "new passcode for %[1]s → %[2]s"},
		{"dictation", "password for %[1]s all lowercase %[2]s"},
		{"ticket", "Ticket: parent cannot log into %[1]s.\nResolution: reset to temporary password %[2]s, asked to change at next login.\nStatus: closed"},
		{"notes", "Staff meeting\n- fire drill on Tuesday\n- %[1]s shared login password: %[2]s\n- report cards due Friday"},
	}
	sites := []string{"Netflix", "the ParentPortal", "Amazon", "Gmail", "Facebook", "the bank app", "Google Classroom", "Epic MyChart", "Kaiser", "Allianz", "AXA", "Sparkasse", "HMRC", "PayPal", "eBay", "the gym app", "Roblox", "Steam", "Instagram", "iCloud", "the HOA portal", "the tenant portal", "Xfinity", "QuickBooks", "TurboTax"}
	for i := 0; i < n; i++ {
		t := tmpl[i%len(tmpl)]
		p := hzPw()
		text := fmt.Sprintf(t.t, pick(sites), p)
		var keep []string
		if strings.Contains(text, "fire drill") {
			keep = []string{"- fire drill on Tuesday", "- report cards due Friday"}
		}
		out = append(out, hzS("password-prose", t.f, text, []string{p}, keep...))
	}
	return out
}

// hzHome: Wi-Fi, PINs, door and alarm codes, lockers, loyalty cards, TOTP seeds.
func hzHome(n int) []Sample {
	var out []Sample
	for i := 0; i < n; i++ {
		ssid := pick([]string{"NETGEAR47", "TheSmiths_5G", "Casa-Garcia", "FRITZ!Box 7590 KL", "BT-7XK2QP", "SKY4F2A1", "Livebox-9C31", "PrettyFlyForAWiFi", "Guest_Cottage", "TP-Link_8A2C"})
		wpw := pick([]func() string{hzHumanPw, func() string { return rnd("abcdefghjkmnpqrstuvwxyz23456789", 12) }, func() string { return hzDigits(4) + " " + hzDigits(4) + " " + hzDigits(4) + " " + hzDigits(4) }})()
		pin := hzDigits(pick([]int{4, 4, 5, 6}))
		switch i % 18 {
		case 0:
			out = append(out, hzS("wifi", "note", fmt.Sprintf("Welcome to the cottage!\nWi-Fi: %s\nPassword: %s\nCheckout is at 10am, please leave keys in the lockbox.", ssid, wpw), []string{wpw}, "Checkout is at 10am, please leave keys in the lockbox."))
		case 1:
			out = append(out, hzS("wifi", "qr", fmt.Sprintf("WIFI:T:WPA;S:%s;P:%s;;", ssid, wpw), []string{wpw}))
		case 2:
			out = append(out, hzS("wifi", "sms", fmt.Sprintf("wifi is %s pw %s", ssid, wpw), []string{wpw}))
		case 3:
			out = append(out, hzS("alarm-code", "sms", fmt.Sprintf("Hi! Alarm code is %s, press OFF then the code. Cat food in the pantry. Thanks for watching the house!", pin), []string{pin}))
		case 4:
			out = append(out, hzS("door-code", "note", fmt.Sprintf("Front door keypad: %s#\nGarage: %s\nTrash goes out Wednesday night", pin, hzDigits(4)), []string{pin}, "Trash goes out Wednesday night"))
		case 5:
			c := fmt.Sprintf("%02d-%02d-%02d", hzN(0, 39), hzN(0, 39), hzN(0, 39))
			out = append(out, hzS("locker", "chat", fmt.Sprintf("my gym locker combo is %s if you need to grab my bag", c), []string{c}))
		case 6:
			out = append(out, hzS("pin", "dictation", fmt.Sprintf("note to self debit card pin %s dont tell anyone", pin), []string{pin}))
		case 7:
			out = append(out, hzS("pin", "note-es", fmt.Sprintf("PIN de la tarjeta: %s", pin), []string{pin}))
		case 8:
			seed := rnd(b32, 32)
			out = append(out, hzS("totp-seed", "note", fmt.Sprintf("bank 2FA setup key (in case I lose my phone): %s", seed), []string{seed}))
		case 9:
			seed := rnd(b32, 16)
			grp := strings.ToLower(seed[:4] + " " + seed[4:8] + " " + seed[8:12] + " " + seed[12:])
			out = append(out, hzS("totp-seed", "note", fmt.Sprintf("Authenticator app > add account > enter a setup key\nAccount: %s\nKey: %s\nTime based: yes", hzEmail(), grp), []string{grp}))
		case 10:
			var codes []string
			for j := 0; j < hzN(4, 8); j++ {
				codes = append(codes, hzDigits(4)+" "+rnd(digits, 4))
			}
			out = append(out, hzS("recovery-codes", "note", "Google backup codes - keep safe\n"+strings.Join(codes, "\n")+"\nprinted "+hzDate(), codes))
		case 11:
			var codes []string
			for j := 0; j < 6; j++ {
				codes = append(codes, rnd("abcdef0123456789", 5)+"-"+rnd("abcdef0123456789", 5))
			}
			out = append(out, hzS("recovery-codes", "text", "recovery codes:\n"+strings.Join(codes, "  ")+"\n", codes))
		case 12:
			out = append(out, hzS("pin", "chat", fmt.Sprintf("smart lock guest code for the cleaner: %s (valid Tue-Thu)", pin), []string{pin}))
		case 13:
			out = append(out, hzS("pin", "note-de", fmt.Sprintf("Alarmanlage Code %s, Briefkasten Schlüssel hängt im Flur", pin), []string{pin}))
		case 14:
			p := hzHumanPw()
			out = append(out, hzS("smart-home", "note", fmt.Sprintf("Hue bridge / SmartThings hub\naccount: %s\npassword: %s\nhub serial on the bottom sticker", hzEmail(), p), []string{p}, "hub serial on the bottom sticker"))
		case 15:
			p := hzHumanPw()
			out = append(out, hzS("wifi", "note-fr", fmt.Sprintf("Code wifi de la box : %s (réseau %s)", p, ssid), []string{p}))
		case 16:
			out = append(out, hzS("pin", "sms", fmt.Sprintf("Your voicemail PIN is %s. Dial 123 to listen.", pin), []string{pin}))
		default:
			p := hzHumanPw()
			out = append(out, hzS("wifi", "dictation", fmt.Sprintf("the wifi password for grandpa is %s its on the fridge too", p), []string{p}))
		}
	}
	return out
}
