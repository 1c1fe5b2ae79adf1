package main

import (
	"fmt"
	"strings"
)

// Passwords in prose in many grammars and languages, Wi-Fi, PINs, door codes, TOTP seeds,
// recovery codes.

func hajGeneralProse(b *hajBuilder) {
	prose := []func(p string) (string, string){
		func(p string) (string, string) { return "chat", "the rcon password is " + p },
		func(p string) (string, string) {
			return "chat", "pw for the smp is " + p + " now, i changed it after the grief"
		},
		func(p string) (string, string) { return "chat", "password: " + p },
		func(p string) (string, string) {
			return "chat", "i set the server pass to \"" + p + "\" cuz ppl kept joining"
		},
		func(p string) (string, string) { return "chat", "new panel pwd = " + p },
		func(p string) (string, string) { return "chat", "its " + p + " (the password for the clan ts)" },
		func(p string) (string, string) { return "chat-typo", "pasword for tonight: " + p + " dont tell randos" },
		func(p string) (string, string) { return "chat-caps", "PASSWORD IS " + p + " !!!!" },
		func(p string) (string, string) { return "chat-es", "la contraseña del servidor es " + p },
		func(p string) (string, string) { return "chat-de", "Das Passwort für den Server lautet " + p + "." },
		func(p string) (string, string) { return "chat-fr", "le mot de passe du serveur c'est " + p + " 😉" },
		func(p string) (string, string) { return "chat-it", "la password del server è " + p },
		func(p string) (string, string) { return "chat-pt", "a senha do servidor é " + p + " blz?" },
		func(p string) (string, string) { return "chat-ru", "пароль от сервера: " + p },
		func(p string) (string, string) { return "chat-uk", "пароль до панелі " + p },
		func(p string) (string, string) {
			return "chat-ja", "サーバーのパスワードは「" + p + "」です"
		},
		func(p string) (string, string) { return "chat-zh", "服务器密码是 " + p + " 别外传" },
		func(p string) (string, string) { return "chat-ko", "서버 비밀번호는 " + p + " 입니다" },
		func(p string) (string, string) { return "chat-pl", "hasło do serwera to " + p },
		func(p string) (string, string) { return "chat-tr", "sunucu şifresi " + p },
		func(p string) (string, string) { return "chat-nl", "het wachtwoord is " + p },
		func(p string) (string, string) { return "chat-sv", "lösenordet till servern är " + p },
		func(p string) (string, string) { return "chat-ar", "كلمة السر للسيرفر هي " + p },
		func(p string) (string, string) {
			return "chat-hi", "सर्वर का पासवर्ड " + p + " है"
		},
		func(p string) (string, string) {
			return "meeting-notes", "Mod meeting " + hajDate() + "\n- new mods: " + hajP(hajHandles) + ", " + hajP(hajHandles) + "\n- shared admin pw changed to " + p + "\n- event on saturday 8pm CET"
		},
		func(p string) (string, string) {
			return "email", "Hey " + hajP(hajNames) + ",\n\nthe tournament lobby password will be " + p + " — please only share it with checked-in teams.\n\nGLHF,\nOrga team"
		},
		func(p string) (string, string) { return "chat", "psst the passcode for the private lobby is " + p },
		func(p string) (string, string) {
			return "chat", "if it asks for a password use " + p + " (same as last season)"
		},
		func(p string) (string, string) {
			return "chat", "my steam pw was " + p + " and now im locked out?? 😭"
		},
		func(p string) (string, string) {
			return "chat", "remember: " + p + " is the pw for the shared spotify for the stream"
		},
	}
	for i := 0; i < 28; i++ {
		p := hajAnyPW()
		f, text := prose[i%len(prose)](p)
		var keep []string
		if f == "meeting-notes" {
			keep = []string{"- event on saturday 8pm CET"}
		}
		b.secKeep("password-prose", f, text, keep, p)
	}
	// Wi-Fi
	for i := 0; i < 6; i++ {
		ssid := hajP([]string{"LAN-Party-5G", "GamingDen", "FRITZ!Box 7590 XQ", "Vodafone-2F4A", "bootcamp_guest", "ESL_Players"})
		pw := hajP([]string{hajHumanPW(), hajR(hajLowNum, 12), hajR(hajDigits, 10) + hajR(hajDigits, 6)})
		switch i % 4 {
		case 0:
			b.sec("wifi-password", "chat", "wifi: "+ssid+" / pw "+pw, pw)
		case 1:
			b.sec("wifi-password", "qr-payload", "WIFI:T:WPA;S:"+ssid+";P:"+pw+";;", pw)
		case 2:
			b.secKeep("wifi-password", "notes", "LAN party checklist\n- bring 2 switches\n- WLAN "+ssid+", Schlüssel "+pw+"\n- pizza at 7", []string{"- pizza at 7"}, pw)
		default:
			b.sec("wifi-password", "chat-es", "la clave del wifi es "+pw+" (red "+ssid+")", pw)
		}
	}
	// PINs, door codes
	for i := 0; i < 6; i++ {
		pin := hajR(hajDigits, hajN(4, 6))
		switch i % 4 {
		case 0:
			b.sec("pin", "chat", hajChat("door code for the studio is "+pin+"#"), pin)
		case 1:
			b.sec("pin", "chat", "the PIN for the stream pc's windows login is "+pin, pin)
		case 2:
			b.sec("pin", "notes", "Venue info\nAddress: Hallenstr. "+fmt.Sprint(hajN(1, 99))+"\nKeybox code: "+pin+"\nParking behind the building", pin)
		default:
			b.sec("pin", "chat-de", "Türcode fürs Büro: "+pin+" (ändert sich am Montag)", pin)
		}
	}
	// TOTP seeds
	for i := 0; i < 6; i++ {
		seed := hajR(hajB32, hajP([]int{16, 32}))
		switch i % 3 {
		case 0:
			b.sec("totp-seed", "url", "otpauth://totp/Pterodactyl:"+strings.ToLower(hajP(hajHandles))+"?secret="+seed+"&issuer=Pterodactyl", seed)
		case 1:
			b.sec("totp-seed", "chat", "2fa setup key for the shared twitch acct: "+seed+" (add it to your authenticator)", seed)
		default:
			spaced := seed[:4] + " " + seed[4:8] + " " + seed[8:12] + " " + seed[12:16]
			b.sec("totp-seed", "notes", "Steam Guard alt (WinAuth)\nsecret: "+spaced+"\nrestore code in safe", spaced)
		}
	}
	// Recovery codes
	for i := 0; i < 6; i++ {
		n := hajN(3, 5)
		codes := make([]string, n)
		for j := range codes {
			if i%2 == 0 {
				codes[j] = hajR(hajLowNum, 4) + "-" + hajR(hajLowNum, 4)
			} else {
				codes[j] = hajR(hajHex, 5) + "-" + hajR(hajHex, 5)
			}
		}
		site := hajP([]string{"Discord", "GitHub", "Epic Games", "Twitch", "Battle.net"})
		text := site + " backup codes (each works once):\n" + strings.Join(codes, "\n") + "\nstored " + hajDate()
		b.sec("recovery-codes", "notes", text, codes...)
	}
}
