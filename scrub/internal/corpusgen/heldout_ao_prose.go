package main

import (
	"fmt"
	"strings"
)

// Passwords, PINs, seeds and codes written in prose, in several languages.

var haoProsePw = []func(u, p string) (string, string){
	func(u, p string) (string, string) { return "en", fmt.Sprintf("the password for %s is %s btw", u, p) },
	func(u, p string) (string, string) {
		return "en", fmt.Sprintf("Password reuse confirmed: %s uses %s for both VPN and O365.", u, p)
	},
	func(u, p string) (string, string) {
		return "en", fmt.Sprintf("pw: %s (don't paste it in the channel again pls)", p)
	},
	func(u, p string) (string, string) {
		return "en", fmt.Sprintf("I set it to %s, change it after the demo", p)
	},
	func(u, p string) (string, string) {
		return "de", fmt.Sprintf("Das Passwort für %s lautet %s – bitte nicht weitergeben.", u, p)
	},
	func(u, p string) (string, string) { return "de", fmt.Sprintf("Kennwort: %s\nBenutzer: %s", p, u) },
	func(u, p string) (string, string) {
		return "fr", fmt.Sprintf("Le mot de passe du compte %s est « %s ».", u, p)
	},
	func(u, p string) (string, string) {
		return "es", fmt.Sprintf("La contraseña del servidor es %s, el usuario %s.", p, u)
	},
	func(u, p string) (string, string) { return "pt", fmt.Sprintf("senha do %s: %s", u, p) },
	func(u, p string) (string, string) { return "it", fmt.Sprintf("la password di %s è %s", u, p) },
	func(u, p string) (string, string) {
		return "nl", fmt.Sprintf("Wachtwoord van %s is %s, graag meteen wijzigen.", u, p)
	},
	func(u, p string) (string, string) { return "pl", fmt.Sprintf("Hasło do konta %s: %s", u, p) },
	func(u, p string) (string, string) {
		return "ru", fmt.Sprintf("Пароль от %s — %s, не забудь сменить.", u, p)
	},
	func(u, p string) (string, string) { return "uk", fmt.Sprintf("логін %s, пароль %s", u, p) },
	func(u, p string) (string, string) {
		return "ja", fmt.Sprintf("%sのパスワードは %s です。", u, p)
	},
	func(u, p string) (string, string) {
		return "zh", fmt.Sprintf("服务器账号 %s，密码是 %s，用完请修改。", u, p)
	},
	func(u, p string) (string, string) { return "ko", fmt.Sprintf("%s 계정 비밀번호: %s", u, p) },
	func(u, p string) (string, string) {
		return "tr", fmt.Sprintf("%s kullanıcısının şifresi %s", u, p)
	},
	func(u, p string) (string, string) {
		return "ar", fmt.Sprintf("كلمة المرور للمستخدم %s هي %s", u, p)
	},
	func(u, p string) (string, string) {
		return "hi", fmt.Sprintf("%s का पासवर्ड %s है", u, p)
	},
	func(u, p string) (string, string) {
		return "el", fmt.Sprintf("Ο κωδικός για τον %s είναι %s", u, p)
	},
	func(u, p string) (string, string) { return "he", fmt.Sprintf("הסיסמה של %s היא %s", u, p) },
	func(u, p string) (string, string) { return "vi", fmt.Sprintf("Mật khẩu của %s là %s", u, p) },
	func(u, p string) (string, string) { return "sv", fmt.Sprintf("Lösenordet till %s är %s", u, p) },
}

func haoProseSamples(n int) []Sample {
	var out []Sample
	for i := 0; i < n; i++ {
		f := haoProsePw[i%len(haoProsePw)]
		p := haoPw()
		lang, text := f(haoUser(), p)
		if i%3 == 0 {
			head, tail := "Standup notes "+haoDate(), haoPick("Next: check the SIEM alerts.", "Next: write up the AD findings.", "Retest scheduled for next week.")
			switch lang {
			case "de":
				head, tail = "Notizen vom "+haoDate(), haoPick("Nächster Schritt: Firewall-Regeln prüfen.", "Bericht bis Freitag.")
			case "fr":
				head, tail = "Compte rendu du "+haoDate(), haoPick("Prochaine réunion jeudi.", "Rapport à envoyer au client.")
			case "ja":
				head, tail = "メモ "+haoDate(), haoPick("次回は金曜日。", "報告書は来週提出。")
			case "ru", "uk":
				head, tail = "Заметки "+haoDate(), haoPick("Дальше: отчёт клиенту.", "Созвон в четверг.")
			case "es", "pt":
				head, tail = "Notas "+haoDate(), haoPick("Siguiente: informe final.", "Próxima reunião na segunda.")
			}
			out = append(out, haoKeep(haoSec("password-prose", "notes-"+lang, head+"\n"+text+"\n"+tail, p), tail))
			continue
		}
		out = append(out, haoSec("password-prose", "chat-"+lang, text, p))
	}
	// Wi-Fi, PINs, door codes, TOTP seeds, recovery codes
	for i := 0; i < 24; i++ {
		var s Sample
		switch i % 10 {
		case 0:
			w := haoHumanPw()
			s = haoSec("wifi", "chat", fmt.Sprintf("wifi at the client site: %s / %s (guest vlan, not in scope)", haoPick("ACME-Guest", "Visitors", "CorpWLAN"), w), w)
		case 1:
			w := haoR(alnum, 16)
			s = haoSec("wifi", "notes", fmt.Sprintf("Onsite checklist\n- badge from reception\n- WLAN-Schlüssel: %s\n- Drucker im 2. OG", w), w)
		case 2:
			c := haoR(digits, 4)
			s = haoSec("door-code", "chat", fmt.Sprintf("server room door code is %s#, alarm panel is next to it", c), c)
		case 3:
			c := haoR(digits, 6)
			s = haoSec("pin", "chat", fmt.Sprintf("the phone for the vishing test has PIN %s", c), c)
		case 4:
			seed := haoR(b32, 32)
			s = haoSec("totp-seed", "url", fmt.Sprintf("MFA enrolment QR decoded to:\notpauth://totp/Acme:%s?secret=%s&issuer=Acme&digits=6", haoUser(), seed), seed)
		case 5:
			seed := haoR(b32, 4) + " " + haoR(b32, 4) + " " + haoR(b32, 4) + " " + haoR(b32, 4)
			s = haoSec("totp-seed", "chat", fmt.Sprintf("2FA setup key for the shared test account: %s", seed), seed)
		case 6:
			var codes []string
			var b strings.Builder
			b.WriteString("GitHub recovery codes (red-team account)\n\n")
			for j := 0; j < 6; j++ {
				c := haoR(hexs, 5) + "-" + haoR(hexs, 5)
				codes = append(codes, c)
				b.WriteString(c + "\n")
			}
			b.WriteString("\nKeep them in the vault.")
			s = haoKeep(haoSec("recovery-codes", "notes", b.String(), codes...), "Keep them in the vault.")
		case 7:
			c := fmt.Sprintf("%02d-%02d-%02d", rng.IntN(60), rng.IntN(60), rng.IntN(60))
			s = haoSec("pin", "chat", fmt.Sprintf("key safe combo for the site office: %s", c), c)
		case 8:
			c := haoR(digits, 4)
			s = haoSec("pin", "notes-de", fmt.Sprintf("Tresor im Büro: Code %s, Schlüssel für den Serverraum liegt oben links.", c), c)
		default:
			c := haoR(upper+digits, 4) + "-" + haoR(upper+digits, 4) + "-" + haoR(upper+digits, 4)
			s = haoSec("recovery-codes", "chat", fmt.Sprintf("BitLocker recovery for the stolen-laptop scenario? no wait that's the Bitwarden emergency code: %s", c), c)
		}
		out = append(out, s)
	}
	return out
}
