package main

// heldout_bb_prose.go: passwords in prose in many grammars and languages, and the short
// secrets of a venue: Wi-Fi passphrases, PINs, door and alarm codes, TOTP seeds and
// recovery codes.

import (
	"fmt"
	"strings"
)

func hbbProsePwSamples(n int) []Sample {
	var out []Sample
	for i := 0; i < n; i++ {
		pw := hbbAnyPw()
		sys := hbbL(hbbSystems)
		name := hbbL(hbbNames)
		c := "password-prose"
		var t, f string
		switch i % 26 {
		case 0:
			t, f = fmt.Sprintf("the password for the %s is %s", sys, pw), "chat"
		case 1:
			t, f = fmt.Sprintf("%s: pw is %s", name, pw), "chat"
		case 2:
			t, f = fmt.Sprintf("I've reset the %s password to %s, you'll be asked to change it on first login.", sys, pw), "email"
		case 3:
			t, f = fmt.Sprintf("%s is the new password for the %s", pw, sys), "chat"
		case 4:
			t, f = fmt.Sprintf("Note to self — %s\npassword: %s", sys, pw), "notes"
		case 5:
			t, f = fmt.Sprintf("Das Passwort für das Kassensystem lautet %s, bitte nicht weitergeben.", pw), "chat-de"
		case 6:
			t, f = fmt.Sprintf("Le mot de passe de la console son est %s (changé après le festival).", pw), "chat-fr"
		case 7:
			t, f = fmt.Sprintf("La contraseña del panel de control de accesos es %s", pw), "chat-es"
		case 8:
			t, f = fmt.Sprintf("Het wachtwoord van de scorebordcomputer is %s", pw), "chat-nl"
		case 9:
			t, f = fmt.Sprintf("Пароль от кассы: %s — никому не говорите", pw), "chat-ru"
		case 10:
			t, f = fmt.Sprintf("售票系统的密码是 %s，周末之后会改。", pw), "chat-zh"
		case 11:
			t, f = fmt.Sprintf("会員管理システムのパスワードは %s です。", pw), "chat-ja"
		case 12:
			t, f = fmt.Sprintf("체육관 예약 시스템 비밀번호는 %s 입니다", pw), "chat-ko"
		case 13:
			t, f = fmt.Sprintf("كلمة المرور لجهاز التذاكر هي %s", pw), "chat-ar"
		case 14:
			t, f = fmt.Sprintf("Ο κωδικός για το ταμείο είναι %s", pw), "chat-el"
		case 15:
			t, f = fmt.Sprintf("Kasa bilgisayarının şifresi %s, hafta sonu değiştireceğim.", pw), "chat-tr"
		case 16:
			t, f = fmt.Sprintf("Hasło do konsoli oświetleniowej to %s", pw), "chat-pl"
		case 17:
			t, f = fmt.Sprintf("A senha do Glofox agora é %s", pw), "chat-pt"
		case 18:
			t, f = fmt.Sprintf("la password del mixer è %s, non cambiatela", pw), "chat-it"
		case 19:
			t, f = fmt.Sprintf("pass changed → %s", pw), "chat"
		case 20:
			t, f = fmt.Sprintf("new pw for the shared club gmail: %s (case sensitive!)", pw), "chat"
		case 21:
			t, f = fmt.Sprintf("Use %s to unlock the %s, then open the takings report.", pw, sys), "runbook"
		case 22:
			t, f = fmt.Sprintf("Minutes, item 4: the password agreed for the %s is %s; %s to update the handbook.", sys, pw, name), "minutes"
		case 23:
			t, f = fmt.Sprintf("टिकट काउंटर कंप्यूटर का पासवर्ड %s है", pw), "chat-hi"
		case 24:
			t, f = fmt.Sprintf("Lösenordet till ljusbordet är %s", pw), "chat-sv"
		default:
			t, f = fmt.Sprintf("%s wrote: \"can someone remind me of the %s password?\"\n%s: it's %s", hbbL(hbbNames), sys, name, pw), "chat"
		}
		out = append(out, hbbWrapSec(c, f, t, pw))
	}
	return out
}

func hbbPIN(lo, hi int) string {
	return hbbDigits(hbbN(lo, hi))
}

func hbbRecoveryGH() string { return hbbHex(5) + "-" + hbbHex(5) }

func hbbCodeSamples(n int) []Sample {
	var out []Sample
	for i := 0; i < n; i++ {
		ssid := hbbP("Foundry-Staff", "HLA_Crew", "Millbrook-Office", "StAldrics-Bar", "FestivalProd", "Clubhouse5G", "BoxOffice")
		wpw := hbbAnyPw()
		if hbbC(0.3) {
			wpw = strings.ToLower(hbbL(hbbPwWords)) + strings.ToLower(hbbL(hbbPwWords)) + hbbR(digits, 2)
		}
		pin := hbbPIN(4, 6)
		seedLen := 16
		if hbbC(0.5) {
			seedLen = 32
		}
		seed := hbbR(b32, seedLen)
		var s Sample
		switch i % 18 {
		case 0:
			s = hbbWrapSec("wifi", "chat", fmt.Sprintf("Staff Wi-Fi: %s / %s", ssid, wpw), wpw)
		case 1:
			s = hbbSec("wifi", "notes", fmt.Sprintf("QR code on the office door encodes:\nWIFI:T:WPA;S:%s;P:%s;;\n(print a new one if it fades)", ssid, wpw), wpw)
		case 2:
			s = hbbWrapSec("wifi", "chat", fmt.Sprintf("wifi password for the pavilion is %s", wpw), wpw)
		case 3:
			s = hbbWrapSec("wifi", "chat-fr", fmt.Sprintf("Le code wifi des bénévoles : %s", wpw), wpw)
		case 4:
			s = hbbSec("wifi", "config", fmt.Sprintf("interface=wlan0\nssid=%s\nhw_mode=g\nchannel=6\nwpa=2\nwpa_passphrase=%s\nwpa_key_mgmt=WPA-PSK", ssid, wpw), wpw)
			s.Keep = []string{"channel=6"}
		case 5:
			s = hbbWrapSec("door-code", "chat", fmt.Sprintf("door code for the plant room is %s", pin), pin)
		case 6:
			s = hbbWrapSec("door-code", "notes", fmt.Sprintf("Keypad at the stage door: %s# (hold the # for a second)", pin), pin)
		case 7:
			s = hbbWrapSec("alarm-code", "runbook", fmt.Sprintf("Last out: set the alarm with code %s, then lock the shutter.", pin), pin)
		case 8:
			s = hbbWrapSec("safe-code", "chat", fmt.Sprintf("safe combination is %s, floats are on the top shelf", pin), pin)
		case 9:
			p4 := hbbPIN(4, 4)
			s = hbbWrapSec("pin", "chat", fmt.Sprintf("PIN for the card reader is %s", p4), p4)
		case 10:
			s = hbbWrapSec("totp-seed", "notes", fmt.Sprintf("TOTP secret for the Eventbrite admin (for the backup phone): %s", seed), seed)
		case 11:
			u := fmt.Sprintf("otpauth://totp/Eventbrite:%s?secret=%s&issuer=Eventbrite", hbbEmail(), seed)
			s = hbbWrapSec("totp-seed", "notes", u, seed)
		case 12:
			codes := []string{hbbRecoveryGH(), hbbRecoveryGH(), hbbRecoveryGH(), hbbRecoveryGH(), hbbRecoveryGH(), hbbRecoveryGH()}
			t := "GitHub recovery codes for the club website org:\n" + strings.Join(codes, "\n") + "\nKeep these in the safe."
			s = hbbSec("recovery-codes", "notes", t, codes...)
			s.Keep = []string{"Keep these in the safe."}
		case 13:
			var codes []string
			var lines []string
			for k := 0; k < 4; k++ {
				cd := hbbR(digits, 4) + " " + hbbR(digits, 4)
				codes = append(codes, cd)
				lines = append(lines, fmt.Sprintf("%d. %s", k+1, cd))
			}
			t := "Backup codes for the club Google account (each works once):\n" + strings.Join(lines, "\n")
			s = hbbSec("recovery-codes", "notes", t, codes...)
		case 14:
			s = hbbWrapSec("door-code", "notes-de", fmt.Sprintf("Türcode Geräteraum: %s, danach die Tür zuziehen.", pin), pin)
		case 15:
			s = hbbWrapSec("door-code", "chat-it", fmt.Sprintf("Il codice del cancello è %s*", pin), pin)
		case 16:
			s = hbbWrapSec("totp-seed", "chat", fmt.Sprintf("2FA setup key for the Mindbody owner account is %s — put it in the password manager, not here", strings.ToLower(seed)), strings.ToLower(seed))
		default:
			s = hbbSec("wifi", "json", fmt.Sprintf("{\n  \"name\": \"%s\",\n  \"security\": \"wpa2\",\n  \"x_passphrase\": \"%s\",\n  \"vlan\": 20\n}", ssid, wpw), wpw)
		}
		out = append(out, s)
	}
	return out
}
