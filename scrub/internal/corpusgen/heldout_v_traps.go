package main

import (
	"fmt"
	"strings"
)

// Traps: ordinary text that must come back unchanged. This file: talk about passwords with
// no password in it, and household / office notes with codes that are not credentials.

// hvCollect calls f until it has n samples with distinct texts (or gives up).
func hvCollect(n int, f func(i int) Sample) []Sample {
	seen := map[string]bool{}
	var out []Sample
	for i := 0; len(out) < n && i < n*20; i++ {
		s := f(i)
		if seen[s.Text] {
			continue
		}
		seen[s.Text] = true
		out = append(out, s)
	}
	return out
}

func hvTrapsWords() []Sample {
	return hvCollect(88, func(i int) Sample {
		name, svc := hvName(), hvSvc()
		n := hvN(8, 16)
		switch i % 46 {
		case 0:
			return hvTrap("password-talk", "chat", fmt.Sprintf("the password policy requires %d characters, one number and one symbol", n))
		case 1:
			return hvTrap("password-talk", "chat", fmt.Sprintf("I forgot my %s password again 🙈 can you reset it from your phone?", svc))
		case 2:
			return hvTrap("password-talk", "email", fmt.Sprintf("Hi %s,\n\nA password reset link was sent to your address. It expires in %d minutes.\nIf you didn't request this, ignore this email.\n\nSupport", name, hvI(15, 30, 60)))
		case 3:
			return hvTrap("password-talk", "notice", "Please never share your password by email or chat. IT will never ask you for it.")
		case 4:
			return hvTrap("password-talk", "chat", fmt.Sprintf("changed the wifi password %s, the new one is on the fridge", hvP("yesterday", "this morning", "on Sunday")))
		case 5:
			return hvTrap("password-talk-de", "chat-de", fmt.Sprintf("Das Passwort muss mindestens %d Zeichen lang sein und darf nicht den Benutzernamen enthalten.", n))
		case 6:
			return hvTrap("password-talk-fr", "chat-fr", fmt.Sprintf("le mot de passe de %s a expiré, il faut le changer avant vendredi", hvP("l'intranet", "la messagerie", "Pronote")))
		case 7:
			return hvTrap("password-talk-es", "chat-es", "¿Te acuerdas de la contraseña del wifi? Yo no, y el router está en el desván.")
		case 8:
			return hvTrap("password-talk-ja", "chat-ja", fmt.Sprintf("%sのパスワードを忘れました。再設定のメールが届きません。", hvP("Netflix", "銀行アプリ", "学校のポータル")))
		case 9:
			return hvTrap("password-talk-zh", "ui-zh", "密码错误，请重试。连续输错5次后账户将被锁定30分钟。")
		case 10:
			return hvTrap("password-talk", "meeting-notes", fmt.Sprintf("Meeting %02d/%02d\n- password manager rollout: Bitwarden vs 1Password, decision next week\n- %s to check licence cost\n- no passwords in the team chat please", hvN(1, 28), hvN(1, 12), name))
		case 11:
			return hvTrap("menu-path", "chat", "you'll find it under Admin / Settings / Users, then the little pencil icon")
		case 12:
			return hvTrap("menu-path", "howto", "Settings > Accounts > Sign-in options > PIN (Windows Hello) > Change PIN")
		case 13:
			return hvTrap("login-no-password", "chat", "router login admin / see the sticker under the router")
		case 14:
			return hvTrap("login-no-password", "notes", fmt.Sprintf("%s: %s (password in 1Password, vault \"Family\")", svc, hvUser()))
		case 15:
			return hvTrap("password-talk", "howto", "Click “Forgot password?” on the sign-in page and follow the link in the email.")
		case 16:
			return hvTrap("masked", "screenshot-text", fmt.Sprintf("Username: %s\nPassword: ••••••••••\n[ Sign in ]", hvUser()))
		case 17:
			return hvTrap("password-talk", "chat", "the PIN pad at the side door is broken again, use the key from the key cabinet")
		case 18:
			return hvTrap("password-talk", "notes", fmt.Sprintf("%s — two-factor enabled via authenticator app (%s's phone)", svc, name))
		case 19:
			return hvTrap("password-talk-de", "ui-de", "Passwort vergessen? Kein Problem – klicke auf „Passwort zurücksetzen“.")
		case 20:
			return hvTrap("password-talk", "ticket", fmt.Sprintf("INC%07d – User locked out after %d failed password attempts. Unlocked account, user reset password via self-service.", hvN(100000, 9999999), hvN(3, 10)))
		case 21:
			return hvTrap("password-talk", "chat", "pro tip: a long passphrase of four random words is easier to remember than P-something with a number")
		case 22:
			return hvTrap("password-talk", "policy", fmt.Sprintf("Password Policy v%d.%d\n1. Minimum length: %d\n2. Rotation: every %d days\n3. History: last 5 passwords cannot be reused\n4. Lockout after 5 failures", hvN(1, 4), hvN(0, 9), n, hvI(90, 180, 365)))
		case 23:
			return hvTrap("password-talk-pt", "chat-pt", "esqueci a senha do banco de novo, vou ter que ir na agência amanhã")
		case 24:
			return hvTrap("password-talk-it", "chat-it", "la password della wifi la trovi sotto il modem, sull'etichetta bianca")
		case 25:
			return hvTrap("password-talk-ru", "chat-ru", "я поменял пароль от роутера, спроси у папы")
		case 26:
			return hvTrap("password-talk-ko", "chat-ko", "비밀번호를 잊어버렸어요. 재설정 링크를 다시 보내 주세요.")
		case 27:
			return hvTrap("password-talk-ar", "chat-ar", "نسيت كلمة المرور، هل يمكنك إرسال رابط إعادة التعيين؟")
		case 28:
			return hvTrap("password-talk-hi", "chat-hi", "मैं अपना पासवर्ड भूल गया, रीसेट लिंक भेज दो")
		case 29:
			return hvTrap("password-talk-tr", "chat-tr", "şifremi unuttum, sıfırlama bağlantısı gelmedi")
		case 30:
			return hvTrap("password-talk", "chat", fmt.Sprintf("%s, did you change the Disney+ password? it logged me out on the TV", name))
		case 31:
			return hvTrap("password-talk", "email", "Subject: Your password was changed\n\nThe password for your account was changed on "+fmt.Sprintf("%d %s 2024", hvN(1, 28), hvP("May", "June", "July"))+". If this wasn't you, secure your account now.")
		case 32:
			return hvTrap("roles", "chat", "permissions are admin / editor / viewer, give the intern viewer only")
		case 33:
			return hvTrap("menu-path", "ui", "Home / Account / Security / Passkeys")
		case 34:
			return hvTrap("password-talk", "chat", "the guest network doesn't have a password, it's the one called Office-Guest")
		case 35:
			return hvTrap("password-talk", "chat", fmt.Sprintf("new rule from IT: passwords expire every %d days, and you get a reminder 7 days before", hvI(60, 90, 120)))
		case 36:
			return hvTrap("password-talk", "notes", "Passwords → moved everything to Bitwarden on Sunday, deleted the old spreadsheet")
		case 37:
			return hvTrap("password-talk", "chat", fmt.Sprintf("wrong password error on the printer again, I think %s changed the scan-to-email account", name))
		case 38:
			return hvTrap("login-no-password", "chat", fmt.Sprintf("login is %s, and the password is the one we use for everything else, I'm not writing it here", hvUser()))
		case 39:
			return hvTrap("password-talk-nl", "chat-nl", "wachtwoord vergeten, de herstelmail zit in de spam")
		case 40:
			return hvTrap("password-talk-pl", "chat-pl", "hasło musi mieć co najmniej 12 znaków, w tym cyfrę")
		case 41:
			return hvTrap("password-talk-vi", "chat-vi", "mình quên mật khẩu wifi rồi, ai nhớ không?")
		case 42:
			return hvTrap("password-talk", "howto", "To change the Wi-Fi password: open 192.168.1.1, go to Wireless > Security, type the new key twice and press Apply.")
		case 43:
			return hvTrap("password-talk", "chat", "the password field says 'at least one uppercase letter', which is silly for a PIN")
		case 44:
			return hvTrap("password-talk-he", "chat-he", "שכחתי את הסיסמה של הבנק, אני אתקשר אליהם מחר")
		default:
			return hvTrap("password-talk", "chat", fmt.Sprintf("%s asked for the %s password. I told %s to ask %s directly, not over chat.", name, svc, hvP("her", "him", "them"), hvName()))
		}
	})
}

func hvTrapsHome() []Sample {
	return hvCollect(84, func(i int) Sample {
		name := hvName()
		switch i % 30 {
		case 0:
			return hvTrap("household", "notes", fmt.Sprintf("Shopping\n- %d eggs\n- oat milk\n- batteries AA x%d\n- birthday card for %s", hvI(6, 10, 12), hvI(4, 8), name))
		case 1:
			return hvTrap("household", "chat", fmt.Sprintf("pick up at %d:%02d from room %d, %s has football after", hvN(13, 17), hvI(0, 15, 30, 45), hvN(100, 420), name))
		case 2:
			return hvTrap("household", "chat", fmt.Sprintf("order number %d-%d arrived, the parcel is with the neighbours at no. %d", hvN(1000, 9999), hvN(1000, 9999), hvN(1, 80)))
		case 3:
			return hvTrap("wifi-name-only", "notes", fmt.Sprintf("Wi-Fi: %s (password on the fridge)", hvSSID()))
		case 4:
			return hvTrap("household", "chat", "the door code changed this week, ask the caretaker for the new one")
		case 5:
			return hvTrap("household", "chat", "Netflix profile lock is on, ask Mum to unlock the kids profile")
		case 6:
			return hvTrap("menu-path", "howto", "iPhone: Settings → Wi-Fi → (i) → Forget This Network, then join again")
		case 7:
			return hvTrap("email-list", "notes", fmt.Sprintf("Parents' contacts\n%s: %s@gmail.com\n%s: %s@outlook.com\n%s: +44 7700 9%05d", name, strings.ToLower(name), hvName(), strings.ToLower(hvName()), hvName(), hvN(0, 99999)))
		case 8:
			return hvTrap("hostname", "notes", fmt.Sprintf("devices: fritz.box, nas.local (%s), printer at 192.168.178.%d, Hue bridge .%d", hvP("DS920+", "DS224+"), hvN(20, 99), hvN(100, 199)))
		case 9:
			return hvTrap("username-only", "chat", fmt.Sprintf("my Steam username is %s, add me!", hvP("darkwolf_", "pixelmum", "kiwi.gamer", "captain_")+fmt.Sprint(hvN(1980, 2012))))
		case 10:
			return hvTrap("phone", "notes", fmt.Sprintf("Plumber: %s, %s\nDoctor: +49 30 %d %d", hvP("Mr. Novak", "Hassan & Sons"), fmt.Sprintf("(555) %03d-%04d", hvN(200, 999), hvN(0, 9999)), hvN(100, 999), hvN(1000, 9999)))
		case 11:
			return hvTrap("calendar", "notes", fmt.Sprintf("%s %02d.%02d.%d %d:%02d Elternabend, Raum %d", hvP("Mo", "Di", "Mi", "Do"), hvN(1, 28), hvN(1, 12), hvN(2024, 2025), hvN(17, 20), hvI(0, 30), hvN(101, 320)))
		case 12:
			return hvTrap("recipe", "notes", fmt.Sprintf("Pancakes (%d people)\n%d g flour\n%d ml milk\n2 eggs\npinch of salt\nbake at %d°C", hvN(2, 6), hvI(200, 250, 300), hvI(300, 400, 500), hvI(180, 200)))
		case 13:
			return hvTrap("household-de", "chat-de", fmt.Sprintf("Paket kommt morgen zwischen %d und %d Uhr, Sendungsnummer %s", hvN(8, 12), hvN(13, 18), "00340434"+hvS(12, digits)))
		case 14:
			return hvTrap("household-fr", "chat-fr", fmt.Sprintf("le code wifi est sur l'étiquette de la box, moi je ne m'en souviens plus. RDV à %dh au parc !", hvN(14, 18)))
		case 15:
			return hvTrap("household-es", "chat-es", fmt.Sprintf("la reunión de la comunidad es el %d de %s a las %d:00 en el portal %d", hvN(1, 28), hvP("marzo", "abril", "mayo"), hvN(18, 20), hvN(1, 9)))
		case 16:
			return hvTrap("office", "ticket", fmt.Sprintf("REQ-%d | New monitor for %s (desk %s-%d)\nStatus: ordered, delivery in %d days", hvN(1000, 9999), name, hvP("A", "B", "C"), hvN(1, 40), hvN(2, 10)))
		case 17:
			return hvTrap("office", "email", fmt.Sprintf("Hi all,\n\nthe office will be closed on %d %s. The alarm will be set by %s at 18:00.\n\nThanks", hvN(1, 28), hvP("December", "April", "August"), name))
		case 18:
			return hvTrap("office", "chat", fmt.Sprintf("printer on 2nd floor is %s, toner code %s, order via the supplies form", hvP("HP M479", "Brother MFC-L8900", "Kyocera M5526"), hvP("W2030X", "TN-423BK", "TK-5240K")))
		case 19:
			return hvTrap("product-code", "notes", fmt.Sprintf("IKEA: KALLAX shelf %d.%d.%d, BILLY %d.%d.%d (aisle %d, bin %d)", hvN(100, 999), hvN(100, 999), hvN(10, 99), hvN(100, 999), hvN(100, 999), hvN(10, 99), hvN(1, 40), hvN(1, 60)))
		case 20:
			return hvTrap("serial", "notes", fmt.Sprintf("Laptop serial %s, warranty until %02d/%d, invoice in the blue folder", hvS(12, upper+digits), hvN(1, 12), hvN(2025, 2028)))
		case 21:
			return hvTrap("household", "chat", fmt.Sprintf("bus %d is cancelled, take the %d to %s instead", hvN(10, 299), hvN(10, 299), hvP("Hauptbahnhof", "Central", "the hospital")))
		case 22:
			return hvTrap("household", "notes", fmt.Sprintf("Meter readings %d\nelectricity: %d kWh\nwater: %d.%03d m³\ngas: %d m³", hvN(2023, 2025), hvN(10000, 99999), hvN(100, 999), hvN(0, 999), hvN(1000, 9999)))
		case 23:
			return hvTrap("username-only", "notes", fmt.Sprintf("school portal username: %s (password reset via the school office)", strings.ToLower(name)+"."+hvP("k", "m", "s")+fmt.Sprint(hvN(10, 99))))
		case 24:
			return hvTrap("household-ja", "chat-ja", fmt.Sprintf("明日%d時に宅配便が来ます。不在票の番号は%sです。", hvN(9, 20), hvS(4, digits)+"-"+hvS(4, digits)+"-"+hvS(4, digits)))
		case 25:
			return hvTrap("household-zh", "chat-zh", fmt.Sprintf("周六下午%d点家长会，在%d号教室。", hvN(1, 5), hvN(101, 399)))
		case 26:
			return hvTrap("office", "meeting-notes", fmt.Sprintf("Standup %d/%d\n%s: onboarding docs\n%s: printer driver issue (ticket %d)\nBlockers: none", hvN(1, 12), hvN(1, 28), name, hvName(), hvN(10000, 99999)))
		case 27:
			return hvTrap("household", "chat", "we'll set up the new router on Saturday, I'll write the new network name and password on the card in the drawer")
		case 28:
			return hvTrap("household-pt", "chat-pt", fmt.Sprintf("o boleto vence dia %d, código de barras está no app do banco", hvN(1, 28)))
		default:
			return hvTrap("household", "chat", fmt.Sprintf("flight %s%d lands at %d:%02d, terminal %d, gate B%d", hvP("LH", "BA", "TK", "AF", "EK"), hvN(100, 9999), hvN(6, 23), hvN(0, 59), hvN(1, 5), hvN(1, 60)))
		}
	})
}
