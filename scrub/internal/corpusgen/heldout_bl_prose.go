package main

import (
	"fmt"
	"strings"
)

// hblPwProse say a password in a sentence, in many grammars and languages.
var hblPwProse = []func(p string) (string, string){
	func(p string) (string, string) { return "chat", "the password for the shared Canva account is " + p },
	func(p string) (string, string) { return "chat", "pw is " + p + " btw" },
	func(p string) (string, string) {
		return "chat", "I changed the Stripe dashboard password to " + p + ", update 1Password pls"
	},
	func(p string) (string, string) { return "chat", "password: " + p },
	func(p string) (string, string) { return "chat", "Passwort für das Buchhaltungs-Login lautet " + p },
	func(p string) (string, string) { return "chat", "le mot de passe du compte Qonto c'est " + p },
	func(p string) (string, string) { return "chat", "la contraseña nueva es " + p + " (con mayúscula)" },
	func(p string) (string, string) { return "chat", "a senha do Wi-Fi do escritório é " + p },
	func(p string) (string, string) { return "chat", "la password dell'account Amazon Business è " + p },
	func(p string) (string, string) { return "chat", "het wachtwoord is " + p },
	func(p string) (string, string) { return "chat", "hasło do panelu to " + p },
	func(p string) (string, string) { return "chat", "пароль от админки: " + p },
	func(p string) (string, string) { return "chat", "パスワードは " + p + " です" },
	func(p string) (string, string) { return "chat", "密码是 " + p + "，别发到群里" },
	func(p string) (string, string) { return "chat", "비밀번호는 " + p + " 입니다" },
	func(p string) (string, string) { return "chat", "şifre: " + p },
	func(p string) (string, string) { return "chat", "كلمة المرور هي " + p },
	func(p string) (string, string) { return "chat", "הסיסמה היא " + p },
	func(p string) (string, string) { return "chat", "पासवर्ड है " + p },
	func(p string) (string, string) { return "chat", "ο κωδικός είναι " + p },
	func(p string) (string, string) {
		return "chat", "reset the Gusto admin pw → it's now \"" + p + "\", old one won't work"
	},
	func(p string) (string, string) {
		return "chat", "use " + p + " as the password for the investor data room (Docsend)"
	},
	func(p string) (string, string) {
		return "chat", "PW for the DocSend room: " + p + " — send to the Series A leads only"
	},
	func(p string) (string, string) {
		return "notes", "Data room access\n- link goes out Monday\n- viewer password " + p + "\n- NDA signed by all three funds"
	},
	func(p string) (string, string) { return "chat", "passphrase for the encrypted cap table xlsx: " + p },
	func(p string) (string, string) {
		return "chat", "my gmail password is " + p + " if you need to get the code from my inbox"
	},
	func(p string) (string, string) { return "chat", "Pass = " + p },
	func(p string) (string, string) { return "chat", "Kennwort (Fritzbox): " + p },
	func(p string) (string, string) {
		return "notes", "Remember: Xero login password " + p + " (don't tell the accountant we share it)"
	},
	func(p string) (string, string) { return "chat", "the zip is protected, password " + p },
	func(p string) (string, string) {
		return "chat", "new pwd " + p + " — the old one was leaked in the Notion export"
	},
	func(p string) (string, string) {
		return "chat", "mot de passe provisoire : " + p + " — à changer à la première connexion"
	},
}

func hblProseSamples() []Sample {
	var out []Sample
	for i := 0; i < 34; i++ {
		p := hblPw()
		format, text := hblPwProse[i%len(hblPwProse)](p)
		s := hblSec("password-prose", format, text, p)
		if strings.Contains(text, "- link goes out Monday") {
			s = hblKeep(s, "- link goes out Monday", "- NDA signed by all three funds")
		}
		out = append(out, s)
	}
	// Wi-Fi.
	for i := 0; i < 8; i++ {
		ssid := hblP(hblCompany()+"-guest", "WeWork", hblCompany()+"_5G", "Office-Staff", "FRITZ!Box 7590 XY", "Factory Floor")
		p := hblP(hblHumanPw(), hblRandPw(), strings.ToLower(hblWord())+hblR("0123456789", 4), hblR("0123456789", 10))
		var format, text string
		var keep []string
		switch i % 6 {
		case 0:
			format, text = "chat", "wifi: "+ssid+" / "+p
		case 1:
			format, text = "notes", "Office info\nAddress: 3rd floor, ring "+hblP("Kitepath", "Fernhill", "Quill")+"\nWi-Fi network: "+ssid+"\nWi-Fi password: "+p+"\nKitchen closes at 6"
			keep = []string{"Kitchen closes at 6"}
		case 2:
			format, text = "qr", "WIFI:T:WPA;S:"+ssid+";P:"+p+";;"
		case 3:
			format, text = "chat", "WLAN-Passwort im Büro: "+p
		case 4:
			format, text = "chat", "le code wifi c'est "+p+" (réseau "+ssid+")"
		default:
			format, text = "email", "Welcome to the team!\n\nA few things for day one:\n• Wi-Fi: "+ssid+", key "+p+"\n• Slack invite is in your inbox\n• Standup is 9:30"
			keep = []string{"• Standup is 9:30"}
		}
		s := hblSec("wifi-password", format, text, p)
		if len(keep) > 0 {
			s = hblKeep(s, keep...)
		}
		out = append(out, s)
	}
	// PINs and door codes.
	for i := 0; i < 8; i++ {
		pin := hblR("0123456789", hblN(4, 6))
		var format, text string
		switch i % 7 {
		case 0:
			format, text = "chat", "door code for the office is "+pin+"#"
		case 1:
			format, text = "chat", "the PIN for the company Amex is "+pin
		case 2:
			format, text = "notes", "Storage unit 14B — padlock combo "+pin+", key for the inner cage is with "+hblName()
		case 3:
			format, text = "chat", "alarm disarm code: "+pin+" (you have 30 seconds after opening the door)"
		case 4:
			format, text = "chat", "Türcode Lager: "+pin
		case 5:
			format, text = "chat", "code de la porte : "+pin+", puis 2e étage à gauche"
		default:
			format, text = "chat", "SIM PIN for the team phone "+pin+", PUK "+hblR("0123456789", 8)
			out = append(out, hblSec("pin-code", format, text, pin, text[strings.LastIndex(text, " ")+1:]))
			continue
		}
		out = append(out, hblSec("pin-code", format, text, pin))
	}
	// TOTP seeds and recovery codes.
	for i := 0; i < 6; i++ {
		seed := hblR(hblB32, 32)
		acct := hblEmail()
		var format, text string
		switch i % 5 {
		case 0:
			format, text = "chat", "2FA seed for the shared Twitter account, add it to your authenticator: "+seed
		case 1:
			format, text = "uri", "otpauth://totp/Stripe:"+acct+"?secret="+seed+"&issuer=Stripe"
		case 2:
			spaced := strings.ToLower(seed[:4] + " " + seed[4:8] + " " + seed[8:12] + " " + seed[12:16] + " " + seed[16:20] + " " + seed[20:24] + " " + seed[24:28] + " " + seed[28:])
			seed = spaced
			format, text = "notes", "Google Workspace super admin\n2-step key (manual entry): "+spaced
		case 3:
			format, text = "csv", "name,login_username,login_totp\nAWS root,"+acct+","+seed+"\n"
		default:
			format, text = "chat", "TOTP secret (Amazon Seller Central): "+seed
		}
		out = append(out, hblSec("totp-seed", format, text, seed))
	}
	for i := 0; i < 6; i++ {
		var codes []string
		n := hblN(4, 8)
		for j := 0; j < n; j++ {
			switch i % 3 {
			case 0:
				codes = append(codes, hblR("0123456789", 4)+" "+hblR("0123456789", 4))
			case 1:
				codes = append(codes, hblR("abcdefghijkmnpqrstuvwxyz23456789", 5)+"-"+hblR("abcdefghijkmnpqrstuvwxyz23456789", 5))
			default:
				codes = append(codes, strings.ToUpper(hblR(hblLowAl, 10)))
			}
		}
		svc := hblP("Google Workspace", "GitHub", "Stripe", "Brex", "Mercury", "Gusto", "Carta")
		var format, text string
		switch i % 4 {
		case 0:
			format, text = "notes", svc+" backup codes\n"+strings.Join(codes, "\n")+"\n(each works once)"
		case 1:
			format, text = "chat", "recovery codes for "+svc+" in case I'm on the plane: "+strings.Join(codes, ", ")
		case 2:
			format, text = "txt", "Save these recovery codes in a safe place.\n\n"+strings.Join(codes, "\n")+"\n\nGenerated "+fmt.Sprintf("2025-0%d-1%d", hblN(1, 9), hblN(0, 9))
		default:
			format, text = "chat", "Wiederherstellungscodes "+svc+": "+strings.Join(codes, " · ")
		}
		out = append(out, hblSec("recovery-codes", format, text, codes...))
	}
	return out
}
