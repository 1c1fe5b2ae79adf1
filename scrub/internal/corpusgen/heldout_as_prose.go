package main

import (
	"fmt"
	"strings"
)

// Passwords in prose, in many grammars and languages, and short codes.

func hasProsePwSample() Sample {
	pw := hasAnyPw()
	sys := hasP("PowerSchool", "Infinite Campus", "Canvas", "Moodle", "Google Admin", "the Microsoft 365 admin center", "ClassLink", "Clever", "Destiny", "PaperCut", "Securly", "GoGuardian", "the parent portal", "Respondus", "the gradebook", "the district VPN")
	switch rng.IntN(30) {
	case 0:
		return hasSec("password-prose", "chat", fmt.Sprintf("password for %s is %s", sys, pw), pw)
	case 1:
		return hasSec("password-prose", "chat", fmt.Sprintf("I reset %s's password to %s, tell her to change it on Monday", hasUpperFirst(hasName()), pw), pw)
	case 2:
		return hasSec("password-prose", "chat", fmt.Sprintf("pw is %s btw", pw), pw)
	case 3:
		return hasSec("password-prose", "chat", fmt.Sprintf("new temp password for all 7th graders: %s", pw), pw)
	case 4:
		s := hasSec("password-prose", "notes", fmt.Sprintf("Substitute hand-over — %s, room %d\n- Seating chart is in the blue folder.\n- Smartboard password: %s\n- Period 4 has a quiz (do not give answers).", hasFull(), hasN(100, 330), pw), pw)
		return hasWithKeep(s, "- Seating chart is in the blue folder.", "- Period 4 has a quiz (do not give answers).")
	case 5:
		return hasSec("password-prose", "email", fmt.Sprintf("Dear parents,\n\nThe password to this year's class photo gallery is %s.\n\nKind regards,\n%s", pw, hasFull()), pw)
	case 6:
		return hasSec("password-prose", "chat", fmt.Sprintf("exam password for period %d: %s (give it out at 9:00 sharp)", hasN(1, 7), pw), pw)
	case 7:
		return hasSec("password-prose", "chat-es", fmt.Sprintf("La contraseña de %s es %s, cámbiala después del examen.", sys, pw), pw)
	case 8:
		return hasSec("password-prose", "chat-fr", fmt.Sprintf("Le mot de passe de l'ENT pour la classe de %s est %s", hasP("6e B", "5e A", "CM2", "seconde 3"), pw), pw)
	case 9:
		return hasSec("password-prose", "chat-de", fmt.Sprintf("Das Passwort für den Lehrer-Account lautet %s – bitte nicht an Schüler weitergeben.", pw), pw)
	case 10:
		return hasSec("password-prose", "chat-it", fmt.Sprintf("La password del registro elettronico è %s", pw), pw)
	case 11:
		return hasSec("password-prose", "chat-nl", fmt.Sprintf("Het wachtwoord van Magister voor de invalkracht is %s", pw), pw)
	case 12:
		return hasSec("password-prose", "chat-ja", fmt.Sprintf("校内LANのパスワードは %s です。生徒には教えないでください。", pw), pw)
	case 13:
		return hasSec("password-prose", "chat-zh", fmt.Sprintf("教务系统的密码改成了 %s，明天开会前记得登录一下。", pw), pw)
	case 14:
		return hasSec("password-prose", "chat-ko", fmt.Sprintf("교무실 컴퓨터 비밀번호는 %s 입니다", pw), pw)
	case 15:
		return hasSec("password-prose", "chat-ru", fmt.Sprintf("Пароль от электронного журнала: %s", pw), pw)
	case 16:
		return hasSec("password-prose", "chat-ar", fmt.Sprintf("كلمة المرور لنظام المدرسة هي %s", pw), pw)
	case 17:
		return hasSec("password-prose", "chat-tr", fmt.Sprintf("Öğretmen hesabının şifresi %s, yarın değiştiririz.", pw), pw)
	case 18:
		return hasSec("password-prose", "chat-vi", fmt.Sprintf("Mật khẩu phần mềm quản lý điểm là %s nhé thầy", pw), pw)
	case 19:
		return hasSec("password-prose", "chat-hi", fmt.Sprintf("स्कूल पोर्टल का पासवर्ड %s है", pw), pw)
	case 20:
		return hasSec("password-prose", "chat-pt", fmt.Sprintf("A senha do diário de classe agora é %s", pw), pw)
	case 21:
		return hasSec("password-prose", "chat", fmt.Sprintf("%s's account was locked, I set it back to %s and ticked 'change at next sign-in'", hasEmail(), pw), pw)
	case 22:
		return hasSec("password-prose", "ticket", fmt.Sprintf("INC-%d | Teacher cannot access %s\nResolution: password reset to %s, verified by phone.", hasN(100000, 999999), sys, pw), pw)
	case 23:
		return hasSec("password-prose", "chat", fmt.Sprintf("passwd: %s", pw), pw)
	case 24:
		return hasSec("password-prose", "chat", fmt.Sprintf("remember the %s admin pass? it's \"%s\"", sys, pw), pw)
	case 25:
		s := hasSec("password-prose", "notes", fmt.Sprintf("Library closing routine\n* Lock the back office\n* Destiny circulation desk pwd = %s\n* Turn off the book return light", pw), pw)
		return hasWithKeep(s, "* Turn off the book return light")
	case 26:
		return hasSec("password-prose", "chat-he", fmt.Sprintf("הסיסמה למערכת הציונים היא %s", pw), pw)
	case 27:
		return hasSec("password-prose", "chat-el", fmt.Sprintf("Ο κωδικός για το σύστημα του σχολείου είναι %s", pw), pw)
	case 28:
		return hasSec("password-prose", "chat", fmt.Sprintf("Password reset done. Student: %s, grade %d. New password %s.", hasFull(), hasN(3, 12), pw), pw)
	default:
		return hasSec("password-prose", "chat", fmt.Sprintf("use %s as the password when the %s asks", pw, hasP("proctoring app", "exam kiosk", "LockDown Browser", "Chromebook kiosk")), pw)
	}
}

func hasShortCodeSample() Sample {
	switch rng.IntN(18) {
	case 0:
		pw := hasP(hasHumanPw(), hasRandPw(hasN(10, 16)))
		return hasSec("wifi", "chat", fmt.Sprintf("staff wifi is %s-Staff, password %s", strings.Fields(hasSchool())[0], pw), pw)
	case 1:
		pw := hasHumanPw()
		s := hasSec("wifi", "notes", fmt.Sprintf("Welcome packet for new teachers\nWi-Fi: %s-Staff\nWi-Fi password: %s\nCopy room: B-%d\nLunch: 11:40", strings.Fields(hasSchool())[0], pw, hasN(100, 160)), pw)
		return hasWithKeep(s, "Lunch: 11:40")
	case 2:
		pw := hasRandPw(hasN(12, 24))
		return hasSec("wifi", "wpa", fmt.Sprintf("network={\n    ssid=\"%s-Classroom\"\n    psk=\"%s\"\n    key_mgmt=WPA-PSK\n}", strings.Fields(hasSchool())[0], pw), pw)
	case 3:
		pw := hasHumanPw()
		return hasSec("wifi", "chat-es", fmt.Sprintf("La clave del wifi de profesores es %s", pw), pw)
	case 4:
		pw := hasHumanPw()
		return hasSec("wifi", "qr", fmt.Sprintf("WIFI:T:WPA;S:%s-Guest;P:%s;;", strings.Fields(hasSchool())[0], pw), pw)
	case 5:
		c := fmt.Sprint(hasN(1000, 999999))
		return hasSec("door-code", "chat", fmt.Sprintf("door code for the gym side entrance is %s#", c), c)
	case 6:
		c := fmt.Sprint(hasN(1000, 99999))
		return hasSec("copier-code", "notes", fmt.Sprintf("Sub info:\n- Copier user code: %s\n- Lesson plans on desk\n- Bus duty at 3:05", c), c)
	case 7:
		c := fmt.Sprint(hasN(1000, 9999))
		return hasSec("pin", "chat", fmt.Sprintf("the alarm PIN for the main office is %s, disarm within 30 sec", c), c)
	case 8:
		c := fmt.Sprint(hasN(100000, 999999))
		return hasSec("pin", "chat-de", fmt.Sprintf("Die PIN für den Kopierer im Lehrerzimmer ist %s", c), c)
	case 9:
		c := fmt.Sprint(hasN(1000, 9999))
		return hasSec("pin", "chat-fr", fmt.Sprintf("Le code de la porte de la salle informatique : %s", c), c)
	case 10:
		seed := hasB32(32)
		return hasSec("totp-seed", "uri", fmt.Sprintf("otpauth://totp/%s:%s?secret=%s&issuer=%s", hasP("Google", "ClassLink", "Microsoft"), hasEmail(), seed, hasP("Google", "ClassLink", "Microsoft")), seed)
	case 11:
		seed := strings.ToLower(hasB32(32))
		var grp []string
		for i := 0; i < 32; i += 4 {
			grp = append(grp, seed[i:i+4])
		}
		g := strings.Join(grp, " ")
		return hasSec("totp-seed", "chat", fmt.Sprintf("can't scan the QR, so here's the setup key for the admin 2FA: %s", g), g)
	case 12:
		var codes []string
		for i := 0; i < hasN(4, 8); i++ {
			codes = append(codes, fmt.Sprintf("%04d %04d", hasN(0, 9999), hasN(0, 9999)))
		}
		s := hasSec("recovery-codes", "notes", "Google backup codes for the super admin ("+hasEmail()+"):\n"+strings.Join(codes, "\n")+"\nKeep in the safe.", codes...)
		return hasWithKeep(s, "Keep in the safe.")
	case 13:
		var codes []string
		for i := 0; i < hasN(3, 6); i++ {
			codes = append(codes, hasHex(5)+"-"+hasHex(5))
		}
		return hasSec("recovery-codes", "chat", "github recovery codes for the district org owner: "+strings.Join(codes, " "), codes...)
	case 14:
		c := fmt.Sprint(hasN(1000, 9999))
		return hasSec("pin", "chat", fmt.Sprintf("my debit pin is %s, can you grab the pizza for the class party?", c), c)
	case 15:
		c := fmt.Sprint(hasN(10000, 99999))
		return hasSec("copier-code", "chat-ja", fmt.Sprintf("印刷室のコピー機の部門コードは %s です", c), c)
	case 16:
		pw := hasHumanPw()
		return hasSec("wifi", "chat-ko", fmt.Sprintf("교사용 와이파이 비밀번호: %s", pw), pw)
	default:
		c := fmt.Sprintf("%d-%d-%d", hasN(1, 39), hasN(1, 39), hasN(1, 39))
		return hasSec("locker-combo", "chat", fmt.Sprintf("the combo for the Chromebook cart padlock is %s", c), c)
	}
}
