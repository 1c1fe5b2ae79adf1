package main

import (
	"fmt"
	"strings"
)

// Passwords in many languages and scripts; password-manager exports and spreadsheets;
// TOTP seeds, recovery codes, seed phrases.

type hvLang struct {
	code  string
	svcs  []string
	forms []string // each with %[1]s = service, %[2]s = password
}

var hvLangs = []hvLang{
	{"de", []string{"WLAN", "Netflix", "Onlinebanking", "E-Mail-Konto", "Laptop"}, []string{
		"Das Passwort für %[1]s lautet %[2]s.", "%[1]s – Kennwort: %[2]s", "Mein Passwort fürs %[1]s ist %[2]s, bitte nicht weitergeben!",
		"Hallo zusammen,\ndas neue Passwort für %[1]s ist %[2]s\nViele Grüße"}},
	{"fr", []string{"Wi-Fi", "Netflix", "compte bancaire", "la box", "l'ordi"}, []string{
		"Le mot de passe de %[1]s est %[2]s", "mdp %[1]s : %[2]s", "j'ai changé le mot de passe de %[1]s, c'est maintenant « %[2]s »"}},
	{"es", []string{"wifi", "Netflix", "banco", "correo", "router"}, []string{
		"La contraseña del %[1]s es %[2]s", "clave del %[1]s: %[2]s", "te paso la contra del %[1]s: %[2]s (no la compartas)"}},
	{"pt", []string{"wi-fi", "Netflix", "banco", "e-mail", "notebook"}, []string{
		"a senha do %[1]s é %[2]s", "senha %[1]s: %[2]s", "Oi! A senha nova do %[1]s ficou %[2]s, anota aí"}},
	{"it", []string{"wifi", "Netflix", "home banking", "la posta", "il portatile"}, []string{
		"la password di %[1]s è %[2]s", "%[1]s → password: %[2]s", "ho cambiato la password del %[1]s in %[2]s"}},
	{"nl", []string{"wifi", "Netflix", "internetbankieren", "de mail"}, []string{
		"het wachtwoord van %[1]s is %[2]s", "wachtwoord %[1]s: %[2]s"}},
	{"pl", []string{"wifi", "Netflix", "bank", "poczta"}, []string{
		"hasło do %[1]s to %[2]s", "Hasło (%[1]s): %[2]s"}},
	{"ru", []string{"вайфая", "Netflix", "почты", "ноутбука", "роутера"}, []string{
		"пароль от %[1]s: %[2]s", "Пароль от %[1]s — %[2]s, не теряй", "новый пароль от %[1]s %[2]s"}},
	{"uk", []string{"вайфаю", "пошти", "банку"}, []string{"пароль від %[1]s — %[2]s"}},
	{"ja", []string{"Wi-Fi", "ネットフリックス", "銀行", "メール"}, []string{
		"%[1]sのパスワードは%[2]sです", "%[1]s パスワード：%[2]s", "%[1]sのパスワード変えました→%[2]s"}},
	{"zh", []string{"WiFi", "网银", "邮箱", "路由器"}, []string{"%[1]s的密码是%[2]s", "%[1]s密码：%[2]s", "%[1]s 密码 %[2]s，别外传"}},
	{"zh-tw", []string{"WiFi", "網銀", "信箱"}, []string{"%[1]s的密碼是%[2]s"}},
	{"ko", []string{"와이파이", "넷플릭스", "은행", "메일"}, []string{"%[1]s 비밀번호는 %[2]s입니다", "%[1]s 비번: %[2]s"}},
	{"tr", []string{"wifi", "Netflix", "banka", "e-posta"}, []string{"%[1]s şifresi: %[2]s", "%[1]s şifresi %[2]s, kimseye söyleme"}},
	{"ar", []string{"الواي فاي", "البريد", "البنك"}, []string{"كلمة المرور لـ%[1]s هي %[2]s", "كلمة السر %[1]s: %[2]s"}},
	{"he", []string{"וויפי", "נטפליקס", "הבנק"}, []string{"הסיסמה ל%[1]s היא %[2]s"}},
	{"hi", []string{"वाईफाई", "नेटफ्लिक्स", "बैंक"}, []string{"%[1]s का पासवर्ड %[2]s है", "%[1]s पासवर्ड: %[2]s"}},
	{"vi", []string{"wifi", "Netflix", "ngân hàng"}, []string{"mật khẩu %[1]s là %[2]s", "MK %[1]s: %[2]s"}},
	{"sv", []string{"wifi", "Netflix", "banken"}, []string{"lösenordet till %[1]s är %[2]s"}},
	{"el", []string{"WiFi", "Netflix", "τράπεζα"}, []string{"ο κωδικός για το %[1]s είναι %[2]s"}},
	{"id", []string{"wifi", "Netflix", "bank"}, []string{"kata sandi %[1]s adalah %[2]s", "password %[1]s: %[2]s ya"}},
	{"th", []string{"ไวไฟ", "เน็ตฟลิกซ์"}, []string{"รหัสผ่าน%[1]sคือ %[2]s", "รหัส %[1]s: %[2]s"}},
	{"cs", []string{"wifi", "Netflix", "banka"}, []string{"heslo k %[1]s je %[2]s"}},
	{"fi", []string{"wifi", "Netflix", "pankki"}, []string{"%[1]s salasana on %[2]s"}},
	{"hu", []string{"wifi", "Netflix", "bank"}, []string{"a %[1]s jelszó: %[2]s"}},
	{"ro", []string{"wifi", "Netflix", "banca"}, []string{"parola de la %[1]s este %[2]s"}},
	{"sw", []string{"wifi", "benki"}, []string{"nenosiri la %[1]s ni %[2]s"}},
}

func hvLangSamples() []Sample {
	var out []Sample
	for round := 0; round < 2; round++ {
		for _, l := range hvLangs {
			if round == 1 && len(l.forms) < 2 {
				continue
			}
			form := l.forms[(round+rng.IntN(2))%len(l.forms)]
			pw := hvPw(false)
			text := fmt.Sprintf(form, hvP(l.svcs...), pw)
			s := hvSec("password-prose-"+l.code, "chat-"+l.code, text, pw)
			if strings.Contains(text, "\n") {
				s.Format = "email-" + l.code
			}
			out = append(out, s)
		}
	}
	// a few longer messages mixing a secret with ordinary lines
	for i := 0; i < 6; i++ {
		pw := hvPw(false)
		var s Sample
		switch i % 4 {
		case 0:
			s = hvSec("password-prose-de", "email-de", fmt.Sprintf("Hallo %s,\n\nanbei die Zugangsdaten für das Elternportal.\nBenutzername: %s\nPasswort: %s\n\nDer Elternabend ist am Donnerstag um 19 Uhr.\n\nMit freundlichen Grüßen\nSekretariat", hvName(), hvUser(), pw), pw)
			s = hvKeep(s, "Der Elternabend ist am Donnerstag um 19 Uhr.")
		case 1:
			s = hvSec("password-prose-fr", "email-fr", fmt.Sprintf("Bonjour,\n\nVotre compte Espace Client a été créé.\nMot de passe provisoire : %s\nMerci de le modifier lors de votre première connexion.\n\nCordialement", pw), pw)
			s = hvKeep(s, "Merci de le modifier lors de votre première connexion.")
		case 2:
			s = hvSec("password-prose-ja", "notes-ja", fmt.Sprintf("実家の情報\n・ルーター：管理画面 192.168.0.1\n・パスワード：%s\n・ゴミの日：火曜と金曜", pw), pw)
			s = hvKeep(s, "・ゴミの日：火曜と金曜")
		default:
			s = hvSec("password-prose-es", "chat-es", fmt.Sprintf("Mamá: hija, ¿cuál era la contraseña del wifi?\nYo: %s\nMamá: gracias, ya funciona 👍", pw), pw)
			s = hvKeep(s, "Mamá: gracias, ya funciona 👍")
		}
		out = append(out, s)
	}
	return out
}

type hvEntry struct{ name, url, user, pw string }

func hvEntries(n int) []hvEntry {
	sites := [][2]string{{"Netflix", "https://www.netflix.com/login"}, {"Amazon", "https://www.amazon.com"}, {"Chase", "https://secure.chase.com"},
		{"Gmail", "https://accounts.google.com"}, {"Comcast", "https://login.xfinity.com"}, {"Dropbox", "https://www.dropbox.com/login"},
		{"Etsy", "https://www.etsy.com/signin"}, {"IKEA Family", "https://www.ikea.com/profile/login"}, {"DB Navigator", "https://www.bahn.de"},
		{"Vodafone", "https://www.vodafone.de/meinvodafone"}, {"School portal", "https://parents.example-school.org"}, {"Steam", "https://store.steampowered.com/login"}}
	rng.Shuffle(len(sites), func(i, j int) { sites[i], sites[j] = sites[j], sites[i] })
	var es []hvEntry
	for i := 0; i < n; i++ {
		es = append(es, hvEntry{sites[i][0], sites[i][1], hvUser(), hvPw(true)})
	}
	return es
}

func hvManagerExportSamples() []Sample {
	var out []Sample
	for i := 0; i < 20; i++ {
		es := hvEntries(hvN(2, 4))
		var b strings.Builder
		var secs []string
		var header, format string
		switch i % 8 {
		case 0:
			header, format = "name,url,username,password,note", "csv-chrome"
			b.WriteString(header + "\n")
			for _, e := range es {
				fmt.Fprintf(&b, "%s,%s,%s,%s,\n", e.name, e.url, e.user, e.pw)
				secs = append(secs, e.pw)
			}
		case 1:
			header, format = "folder,favorite,type,name,notes,fields,reprompt,login_uri,login_username,login_password,login_totp", "csv-bitwarden"
			b.WriteString(header + "\n")
			for j, e := range es {
				totp := ""
				if j == 0 {
					totp = hvTOTP()
					secs = append(secs, totp)
				}
				fmt.Fprintf(&b, "Family,,login,%s,,,0,%s,%s,%s,%s\n", e.name, e.url, e.user, e.pw, totp)
				secs = append(secs, e.pw)
			}
		case 2:
			header, format = "url,username,password,totp,extra,name,grouping,fav", "csv-lastpass"
			b.WriteString(header + "\n")
			for _, e := range es {
				fmt.Fprintf(&b, "%s,%s,%s,,,%s,Shared-Household,0\n", e.url, e.user, e.pw, e.name)
				secs = append(secs, e.pw)
			}
		case 3:
			header, format = "Title,Url,Username,Password,OTPAuth,Favorite,Archived,Tags,Notes", "csv-1password"
			b.WriteString(header + "\n")
			for _, e := range es {
				fmt.Fprintf(&b, "\"%s\",\"%s\",\"%s\",\"%s\",,false,false,\"home\",\"\"\n", e.name, e.url, e.user, e.pw)
				secs = append(secs, e.pw)
			}
		case 4:
			header, format = "<KeePassFile>", "xml-keepass"
			b.WriteString(header + "\n  <Root><Group><Name>Haushalt</Name>\n")
			for _, e := range es {
				fmt.Fprintf(&b, "    <Entry>\n      <String><Key>Title</Key><Value>%s</Value></String>\n      <String><Key>UserName</Key><Value>%s</Value></String>\n      <String><Key>Password</Key><Value ProtectInMemory=\"True\">%s</Value></String>\n    </Entry>\n", e.name, e.user, e.pw)
				secs = append(secs, e.pw)
			}
			b.WriteString("  </Group></Root>\n</KeePassFile>")
		case 5:
			header, format = "Account\tLogin\tPassword\tWho uses it", "tsv-spreadsheet"
			b.WriteString(header + "\n")
			for _, e := range es {
				fmt.Fprintf(&b, "%s\t%s\t%s\t%s\n", e.name, e.user, e.pw, hvName())
				secs = append(secs, e.pw)
			}
			b.WriteString("Library card\t(card number on the card)\t\tall")
		case 6:
			header, format = "| Account | Email | Password | Last changed |", "markdown-table"
			b.WriteString(header + "\n|---|---|---|---|\n")
			for _, e := range es {
				fmt.Fprintf(&b, "| %s | %s | %s | 2024-%02d |\n", e.name, e.user, e.pw, hvN(1, 12))
				secs = append(secs, e.pw)
			}
			b.WriteString("| Microsoft 365 | work SSO | n/a | — |")
		default:
			header, format = "Passwords 🔒 (don't share this note)", "notes-app"
			b.WriteString(header + "\n")
			for _, e := range es {
				fmt.Fprintf(&b, "%s - %s - %s\n", e.name, e.user, e.pw)
				secs = append(secs, e.pw)
			}
			b.WriteString("Tax office: letter in the blue folder")
		}
		s := hvSec("password-manager-export", format, strings.TrimRight(b.String(), "\n"), secs...)
		s = hvKeep(s, header)
		out = append(out, s)
	}
	return out
}

func hvGroups(s string, n int, sep string) string {
	var parts []string
	for len(s) > n {
		parts = append(parts, s[:n])
		s = s[n:]
	}
	return strings.Join(append(parts, s), sep)
}

var hvBip = []string{"abandon", "ability", "able", "about", "above", "absent", "absorb", "abstract", "absurd", "abuse",
	"access", "accident", "account", "accuse", "achieve", "acid", "acoustic", "acquire", "across", "act", "action",
	"actor", "actress", "actual", "adapt", "add", "addict", "address", "adjust", "admit", "adult", "advance",
	"advice", "aerobic", "affair", "afford", "afraid", "again", "age", "agent", "agree", "ahead", "aim", "air",
	"airport", "aisle", "alarm", "album", "alcohol", "alert", "alien", "all", "alley", "allow", "almost", "alone",
	"zebra", "zero", "zone", "zoo", "wagon", "walnut", "warrior", "wealth", "weasel", "wheat", "whisper", "winter"}

func hvCodesSamples() []Sample {
	var out []Sample
	for i := 0; i < 22; i++ {
		var s Sample
		issuer := hvP("GitHub", "Google", "Dropbox", "Coinbase", "Nextcloud", "Proton", "Microsoft", "Okta")
		email := hvUser()
		if !strings.Contains(email, "@") {
			email += "@" + hvP("gmail.com", "proton.me", "outlook.com")
		}
		switch i % 10 {
		case 0:
			seed := hvTOTP()
			s = hvSec("totp-seed", "uri", fmt.Sprintf("otpauth://totp/%s:%s?secret=%s&issuer=%s&digits=6", issuer, email, seed, issuer), seed)
		case 1:
			seed := strings.ToLower(hvGroups(hvS(32, b32), 4, " "))
			s = hvSec("totp-seed", "notes", fmt.Sprintf("%s 2FA setup key (in case the phone dies):\n%s", issuer, seed), seed)
		case 2:
			var codes []string
			for j := 0; j < hvN(6, 10); j++ {
				codes = append(codes, hvS(5, lower+digits)+"-"+hvS(5, lower+digits))
			}
			s = hvSec("recovery-codes", "notes", fmt.Sprintf("%s recovery codes\n%s\nKeep these somewhere safe.", issuer, strings.Join(codes, "\n")), codes...)
			s = hvKeep(s, "Keep these somewhere safe.")
		case 3:
			var codes []string
			for j := 0; j < 10; j++ {
				codes = append(codes, hvS(4, digits)+" "+hvS(4, digits))
			}
			s = hvSec("recovery-codes", "text", fmt.Sprintf("BACKUP VERIFICATION CODES\n%s\n\n%s\nEach code can be used once.", email, strings.Join(codes, "\n")), codes...)
			s = hvKeep(s, "Each code can be used once.")
		case 4:
			code := hvGroups(hvS(25, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"), 5, "-")
			s = hvSec("recovery-codes", "chat", fmt.Sprintf("Microsoft account recovery code: %s — printed a copy for the safe", code), code)
		case 5:
			key := hvGroups(hvS(28, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"), 4, "-")
			s = hvSec("recovery-codes", "notes", fmt.Sprintf("Apple ID recovery key\n%s\n(stored in the fire box too)", key), key)
			s = hvKeep(s, "(stored in the fire box too)")
		case 6:
			var g []string
			for j := 0; j < 8; j++ {
				g = append(g, hvS(6, digits))
			}
			key := strings.Join(g, "-")
			s = hvSec("recovery-codes", "ticket", fmt.Sprintf("BitLocker recovery for laptop %s-%s:\nKey ID: %s\nRecovery key: %s", hvP("HR", "FIN", "RECEPTION"), hvS(4, upper+digits), strings.ToUpper(hvHex(8)), key), key)
		case 7:
			w := make([]string, hvI(12, 12, 24))
			for j := range w {
				w[j] = hvP(hvBip...)
			}
			phrase := strings.Join(w, " ")
			s = hvSec("seed-phrase", "notes", fmt.Sprintf("wallet backup (Ledger)\n%s", phrase), phrase)
		case 8:
			seed := hvTOTP()
			s = hvSec("totp-seed", "yaml", fmt.Sprintf("mfa:\n  issuer: %s\n  account: %s\n  totp_secret: %s", issuer, email, seed), seed)
		default:
			seed := hvTOTP()
			s = hvSec("totp-seed", "chat", fmt.Sprintf("can't scan the QR on the shared screen, type this key instead: %s", seed), seed)
		}
		out = append(out, s)
	}
	return out
}
