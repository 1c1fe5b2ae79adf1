package main

// heldout_ap_prose.go: passwords written in prose in many grammars and languages, and the
// small secrets of a ward: Wi-Fi keys, PINs, door codes, TOTP seeds, recovery codes.

import (
	"fmt"
	"strings"
)

// hapPWTemplates hold one %[1]s for the system and one %[2]s for the password.
var hapPWTemplates = []struct{ format, tmpl string }{
	{"chat", "the password for %[1]s is %[2]s"},
	{"chat", "pw for %[1]s: %[2]s"},
	{"chat", "%[1]s password got reset to %[2]s, change it when you log in"},
	{"chat", "new pass is %[2]s (for %[1]s)"},
	{"chat", "try %[2]s on %[1]s, that was the old one"},
	{"chat", "I set the %[1]s password to \"%[2]s\" for now"},
	{"notes", "%[1]s -> pwd %[2]s"},
	{"notes", "Password (%[1]s): %[2]s"},
	{"email", "Dear Dr. %[3]s,\n\nyour temporary password for %[1]s is %[2]s. It expires in 72 hours.\n\nHelp Desk"},
	{"ticket", "Reset done for %[3]s on %[1]s. Temp password: %[2]s. Closing."},
	{"chat-de", "Das Passwort für %[1]s lautet %[2]s"},
	{"chat-de", "Kennwort vom %[1]s ist jetzt %[2]s, bitte nicht weitergeben"},
	{"chat-fr", "le mot de passe de %[1]s est %[2]s"},
	{"chat-fr", "mdp %[1]s : %[2]s"},
	{"chat-es", "la contraseña de %[1]s es %[2]s"},
	{"chat-es", "clave del %[1]s: %[2]s"},
	{"chat-it", "la password di %[1]s è %[2]s"},
	{"chat-pt", "a senha do %[1]s agora é %[2]s"},
	{"chat-nl", "het wachtwoord van %[1]s is %[2]s"},
	{"chat-pl", "hasło do %[1]s to %[2]s"},
	{"chat-sv", "lösenordet till %[1]s är %[2]s"},
	{"chat-tr", "%[1]s şifresi: %[2]s"},
	{"chat-ru", "пароль от %[1]s: %[2]s"},
	{"chat-ru", "новый пароль для %[1]s — %[2]s"},
	{"chat-el", "ο κωδικός για το %[1]s είναι %[2]s"},
	{"chat-ja", "%[1]sのパスワードは %[2]s です"},
	{"chat-zh", "%[1]s的密码是 %[2]s"},
	{"chat-ko", "%[1]s 비밀번호는 %[2]s 입니다"},
	{"chat-ar", "كلمة المرور لـ %[1]s هي %[2]s"},
	{"chat-hi", "%[1]s का पासवर्ड %[2]s है"},
	{"chat-he", "הסיסמה של %[1]s היא %[2]s"},
	{"chat-vi", "mật khẩu của %[1]s là %[2]s"},
}

func hapProsePasswords(n int) []Sample {
	var out []Sample
	for i := 0; i < n; i++ {
		t := hapPWTemplates[i%len(hapPWTemplates)]
		pw := hapPW()
		sys := hapPL(hapSystems)
		text := fmt.Sprintf(t.tmpl, sys, pw, hapP("Okafor", "Lindqvist", "Moreau", "Tanaka", "Alvarez", "Nowak"))
		s := hapSec("password-prose", t.format, text, pw)
		if i%4 == 1 {
			before := fmt.Sprintf("%s: %s", hapP("Shift handover", "Re: downtime", "Night notes", "Lab IT"), hapP("bed 12 pump alarm fixed", "interface queue back to 0", "printer in 4West jammed again", "courier late, specimens logged"))
			after := hapP("Thanks!", "See you tomorrow.", "Ping me if it fails.", "Bis morgen.")
			s = hapKeep(hapSec("password-prose", t.format, before+"\n"+text+"\n"+after, pw), before)
		}
		out = append(out, s)
	}
	return out
}

func hapSmallSecrets(n int) []Sample {
	var out []Sample
	for i := 0; i < n; i++ {
		var s Sample
		switch i % 15 {
		case 0:
			ssid := hapP("StAldric-Guest", "RB-Clinical", "LabNet-5G", "Pharmacy_WLAN", "MV-Staff")
			pw := hapHumanPW()
			s = hapSec("wifi", "chat", fmt.Sprintf("Wi-Fi is %s, password %s", ssid, pw), pw)
		case 1:
			pw := hapR(hapAlnum, hapN(12, 20))
			line := "Drucker: HP-4West-02"
			s = hapKeep(hapSec("wifi", "notes-de", fmt.Sprintf("Station 4 West\nWLAN: %s\nWLAN-Schlüssel: %s\n%s", hapP("KH-Intern", "Medizintechnik"), pw, line), pw), line)
		case 2:
			pw := hapHumanPW()
			s = hapSec("wifi", "qr", fmt.Sprintf("WIFI:T:WPA;S:%s;P:%s;;", hapP("OR-Tablets", "LabInstruments", "TeleCart"), pw), pw)
		case 3:
			pin := fmt.Sprintf("%04d", hapN(0, 9999))
			s = hapSec("pin", "chat", fmt.Sprintf("the Pyxis override PIN for nights is %s", pin), pin)
		case 4:
			code := fmt.Sprintf("%d", hapN(1000, 999999))
			s = hapSec("door-code", "notes", fmt.Sprintf("Med room door code: %s#\nSupply closet is unlocked during day shift.", code), code)
		case 5:
			code := fmt.Sprintf("%04d", hapN(0, 9999))
			s = hapSec("door-code", "chat-fr", fmt.Sprintf("code de la porte du labo : %s (changé lundi)", code), code)
		case 6:
			pin := fmt.Sprintf("%06d", hapN(0, 999999))
			s = hapSec("pin", "chat", fmt.Sprintf("my badge PIN for the e-prescribing token is %s, in case you have to sign the controlled-substance orders while I'm out", pin), pin)
		case 7:
			seed := hapR(hapB32, 32)
			s = hapSec("totp-seed", "uri", fmt.Sprintf("otpauth://totp/%s:%s?secret=%s&issuer=%s&digits=6", hapP("Epic", "VPN", "EPCS"), hapPL(hapUsers), seed, hapP("Epic", "Riverbend", "EPCS")), seed)
		case 8:
			seed := hapR(hapB32, 16)
			groups := strings.Join(hapWrap(strings.ToLower(seed), 4), " ")
			s = hapSec("totp-seed", "chat", fmt.Sprintf("2FA setup key for the shared pharmacy account: %s", groups), groups)
		case 9:
			var codes []string
			for j := 0; j < hapN(6, 10); j++ {
				codes = append(codes, hapR(hapLo+hapDig, 5)+"-"+hapR(hapLo+hapDig, 5))
			}
			s = hapSec("recovery-codes", "notes", "GitHub recovery codes (imaging-ai org):\n"+strings.Join(codes, "\n")+"\n", codes...)
		case 10:
			var codes []string
			for j := 0; j < 8; j++ {
				codes = append(codes, fmt.Sprintf("%04d %04d", hapN(0, 9999), hapN(0, 9999)))
			}
			s = hapSec("recovery-codes", "notes", "Backup codes for it-admin@ Google account\n\n"+strings.Join(codes, "   ")+"\n\nKeep them somewhere safe.", codes...)
		case 11:
			code := fmt.Sprintf("%d%d%d%d", hapN(1, 9), hapN(0, 9), hapN(0, 9), hapN(0, 9))
			s = hapSec("alarm-code", "chat-es", fmt.Sprintf("el código de la alarma de la farmacia es %s, no lo pongas en el grupo", code), code)
		case 12:
			pin := fmt.Sprintf("%04d", hapN(0, 9999))
			s = hapSec("pin", "chat-de", fmt.Sprintf("PIN für den Betäubungsmittelschrank: %s", pin), pin)
		case 13:
			seed := hapR(hapB32, 32)
			s = hapSec("totp-seed", "yaml", fmt.Sprintf("vpn_user: %s\nmfa:\n  type: totp\n  secret: %s\n", hapPL(hapUsers), seed), seed)
		default:
			var groups []string
			for j := 0; j < 8; j++ {
				groups = append(groups, fmt.Sprintf("%06d", hapN(0, 720895)))
			}
			key := strings.Join(groups, "-")
			s = hapSec("recovery-key", "chat", fmt.Sprintf("BitLocker recovery for the %s laptop: %s", hapP("ultrasound", "telehealth cart", "lab QC"), key), key)
		}
		out = append(out, s)
	}
	return out
}
