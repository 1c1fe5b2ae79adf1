package main

import (
	"fmt"
	"strings"
)

// hzTrapPlaces: placeholders, menu paths, file paths, URLs, e-mails, usernames and hostnames.
func hzTrapPlaces(n int) []Sample {
	var out []Sample
	for i := 0; i < n; i++ {
		name := strings.ToLower(pick(hzFirst))
		var text, f string
		switch i % 14 {
		case 0:
			text, f = fmt.Sprintf("API_KEY=<your-api-key>\nPASSWORD=changeme\nUSERNAME=%s", name), "env-template"
		case 1:
			text, f = fmt.Sprintf("Go to %s and click \"%s\" next to the %s's name.", pick([]string{"Admin / Settings / Users", "Admin / Staff / Accounts", "Settings / Security / Members", "Manage / People"}), pick([]string{"Reset password", "Send reset link", "Unlock"}), pick([]string{"teacher", "nurse", "tenant", "volunteer", "student"})), "howto"
		case 2:
			text, f = fmt.Sprintf("the spreadsheet is in C:\\Users\\%s\\Documents\\Taxes\\2024\\receipts.xlsx", name), "chat"
		case 3:
			text, f = fmt.Sprintf("sign up at https://portal.%s.org/register?lang=%s&ref=%s and pick your own password", pick([]string{"riverside-school", "cityclinic", "greenhoa", "parishcouncil"}), pick([]string{"en", "es", "fr"}), pick([]string{"newsletter", "flyer", "sms", "fb"})), "email"
		case 4:
			text, f = fmt.Sprintf("email %s or call %s about the field trip", hzEmail(), hzPhone()), "sms"
		case 5:
			text, f = fmt.Sprintf("my username on the forum is %s%d, same as on Instagram", name, hzN(1, 999)), "chat"
		case 6:
			text, f = fmt.Sprintf("printer is at printer-%s.local (192.168.1.%d), scanner share \\\\nas\\scans", pick([]string{"office", "kitchen", "den"}), hzN(2, 250)), "note"
		case 7:
			text, f = fmt.Sprintf("%s: %s\npassword: %s\n(%s)", pick([]string{"token", "api_key", "secret"}), pick([]string{"xxxxxxxxxxxxxxxxxxxx", "<your-token>", "REPLACE_ME", "YOUR_API_KEY_HERE", "<redacted>"}), pick([]string{"********", "<password>", "changeme", "•••••••", "[hidden]"}), pick([]string{"redacted before sending", "fill in your own", "template from the wiki", "do not put the real one here"})), "note"
		case 8:
			text, f = pick([]string{"Einstellungen > Konto > Passwort ändern", "Paramètres > Compte > Modifier le mot de passe", "Configuración > Cuenta > Cambiar contraseña", "設定 > アカウント > パスワードの変更", "Impostazioni > Account > Cambia password", "Instellingen > Account > Wachtwoord wijzigen"})+pick([]string{"", " (" + pick(hzFirst) + ")", " — p. " + fmt.Sprint(hzN(3, 90))}), "howto-intl"
		case 9:
			text, f = fmt.Sprintf("docker run -e POSTGRES_PASSWORD=$POSTGRES_PASSWORD -v /srv/%s/data:/var/lib/postgresql/data postgres:16", name), "shell"
		case 10:
			text, f = pick([]string{"Settings → Wi-Fi → (i) → Share Password, then hold the phones next to each other", "Settings > Network & internet > Internet > gear icon > Share (shows a QR code)", "on the router app: Devices > Guest network > Share"})+pick([]string{"", ". Works for " + pick(hzFirst) + "'s tablet too", " - thats how I did it for the " + pick([]string{"babysitter", "cleaner", "tenant in 2B", "book club"})}), "howto"
		case 11:
			text, f = fmt.Sprintf("mysql -u %s -p\nEnter password:\n", name), "shell"
		case 12:
			text, f = fmt.Sprintf("ssh %s@%s.local  # it will ask for the password, ask me in person", name, pick([]string{"raspberrypi", "homeserver", "plex"})), "shell"
		default:
			text, f = pick([]string{"Reemplaza TU_TOKEN_AQUI con el token de tu cuenta. Nunca lo compartas por correo.", "Remplacez VOTRE_CLE_API par la clé de votre compte.", "Ersetze DEIN_PASSWORT durch dein eigenes Passwort.", "Substitua SUA_SENHA pela senha da sua conta.", "Replace {{password}} with the value from the vault."})+pick([]string{"", " (" + fmt.Sprint(hzN(2, 9)) + "/" + fmt.Sprint(hzN(10, 12)) + ")", " Paso " + fmt.Sprint(hzN(2, 7)) + "."}), "docs-intl"
		}
		out = append(out, hzT("trap-placeholder", f, text))
	}
	return out
}

var hzTalkSites = []string{"Hulu", "Canvas", "Outlook", "Schoology", "Venmo", "Etsy", "Peacock", "Seesaw"}

var hzTalkDays = []string{"Monday", "Wednesday", "the 15th", "end of term", "next week"}

// hzTrapTalk: talk about passwords, PINs and codes without any in it.
func hzTrapTalk(n int) []Sample {
	lines := []struct{ f, t string }{
		{"dictation", "remind me to change the netflix password when the kids come back from college"},
		{"dictation", "the wifi password is on the sticker under the router ask grandpa if you cant find it"},
		{"policy", "The password policy requires at least 12 characters, one number and one symbol. Passwords expire every 90 days."},
		{"sms", "BANK ALERT: We will never ask for your PIN or password by text or phone. Report suspicious messages to 7726."},
		{"chat", "I forgot my PowerSchool password again, the reset email never arrives, can you help tomorrow?"},
		{"email", "Hi Mr. Okafor,\n\nYour temporary password has been sent to your phone in a separate message.\n\nIT Help Desk"},
		{"note-de", "Passwort vergessen? Auf der Anmeldeseite auf „Passwort zurücksetzen“ klicken und den Link in der E-Mail öffnen."},
		{"note-fr", "Ne communiquez jamais votre mot de passe ni votre code PIN, même à un conseiller."},
		{"note-es", "Si olvidaste tu contraseña, pulsa «¿Olvidaste tu contraseña?» y sigue los pasos."},
		{"note-ja", "パスワードを忘れた場合は、ログイン画面の「パスワードをお忘れの方」をクリックしてください。"},
		{"note-zh", "请不要把密码告诉任何人，客服不会向您索要密码。"},
		{"note-ru", "Пароль должен содержать не менее 8 символов. Не используйте дату рождения."},
		{"note-pt", "Esqueci a senha do banco, vou passar na agência amanhã às 10h."},
		{"note-ko", "비밀번호를 5회 이상 틀리면 계정이 잠깁니다."},
		{"note-ar", "لا تشارك كلمة المرور مع أي شخص."},
		{"note-hi", "अपना पासवर्ड किसी के साथ साझा न करें।"},
		{"notes", "Staff meeting\n- everyone must turn on two-factor for the gradebook by Friday\n- password manager licences: ask the office\n- no sticky notes with passwords on monitors"},
		{"ticket", "Ticket #%d: user locked out after too many password attempts. Unlocked account, user reset password herself via the self-service page."},
		{"chat", "grandma keeps writing her passwords in a notebook, is that actually so bad?"},
		{"dictation", "call the alarm company about changing the master code its been the same since we moved in"},
		{"chat", "the door code changed again, the landlord will text everyone the new one tonight"},
		{"email", "Reminder: the locker combinations will be handed out in homeroom on the first day. Do not share them."},
		{"sms", "Your verification code expires in 10 minutes. If you didn't request this, ignore this message."},
		{"note", "TODO: move all passwords from the spreadsheet into Bitwarden, then delete the spreadsheet"},
		{"chat", "does the password have to be different from the last 5? it keeps saying 'password too similar'"},
		{"runbook", "1. Open the router admin page\n2. Log in with the password from the vault entry \"Home router\"\n3. Wireless > Security > change WPA2 to WPA3"},
		{"dictation", "password reset link sent to my work email not my personal one"},
		{"chat", "tip: a passphrase of four random words is easier to remember than P@ssw0rd-style stuff"},
		{"note-it", "Ho cambiato la password della posta, quella nuova è nel portachiavi del Mac."},
		{"note-pl", "Zapomniałam hasła do e-dziennika, muszę zadzwonić do sekretariatu."},
	}
	var out []Sample
	for i := 0; i < n; i++ {
		l := lines[i%len(lines)]
		t := l.t
		if strings.Contains(t, "%d") {
			t = fmt.Sprintf(t, hzN(1000, 99999))
		}
		if i >= len(lines) {
			// a second pass: same thought in a different surrounding
			t = strings.NewReplacer("netflix", strings.ToLower(pick(hzTalkSites)), "Netflix", pick(hzTalkSites), "PowerSchool", pick(hzTalkSites),
				"Friday", pick(hzTalkDays), "Okafor", pick(hzFirst), "Bitwarden", pick([]string{"1Password", "KeePass", "Dashlane"})).Replace(t)
			t = pick([]string{"fwd: ", "Re: ", "note " + hzDate() + ": ", "[" + hzTime()[:5] + "] " + pick(hzFirst) + ": "}) + t
		}
		out = append(out, hzT("trap-talk", l.f, t))
	}
	return out
}

// hzTrapCode: code that handles passwords and tokens without containing one.
func hzTrapCode(n int) []Sample {
	snips := []struct{ f, t string }{
		{"python", "password = os.environ[\"DB_PASSWORD\"]\nconn = psycopg2.connect(host=host, user=user, password=password)\n"},
		{"python", "hashed = bcrypt.hashpw(password.encode(), bcrypt.gensalt(rounds=12))\n"},
		{"python", "if len(new_password) < 12:\n    raise ValueError('password too short')\n"},
		{"js", "const token = process.env.DISCORD_TOKEN;\nclient.login(token);\n"},
		{"yaml", "env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: db-credentials\n        key: password\n"},
		{"yaml", "steps:\n  - run: npm publish\n    env:\n      NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}\n"},
		{"html", "<label for=\"pw\">Password</label>\n<input type=\"password\" id=\"pw\" name=\"password\" autocomplete=\"current-password\" required>\n"},
		{"sql", "UPDATE users SET password_hash = $1, updated_at = now() WHERE id = $2;"},
		{"go", "pw := os.Getenv(\"SMTP_PASSWORD\")\nif pw == \"\" {\n\tlog.Fatal(\"SMTP_PASSWORD not set\")\n}\n"},
		{"env", "DATABASE_URL=postgres://app:${DB_PASSWORD}@db:5432/app\nREDIS_URL=redis://redis:6379/0\n"},
		{"java", "char[] password = console.readPassword(\"Password: \");\nArrays.fill(password, ' ');\n"},
		{"csharp", "var secret = builder.Configuration[\"Stripe:SecretKey\"];\n"},
		{"ruby", "validates :password, length: { minimum: 12 }, confirmation: true\n"},
		{"php", "if (password_verify($_POST['password'], $row['password_hash'])) {\n    $_SESSION['uid'] = $row['id'];\n}\n"},
		{"shell", "read -s -p \"Wi-Fi password: \" WIFI_PW\nnmcli dev wifi connect \"$SSID\" password \"$WIFI_PW\"\n"},
		{"python", "API_KEY = os.getenv('OPENAI_API_KEY')  # set this in your .env, never commit it\n"},
		{"toml", "[database]\nurl = \"env:DATABASE_URL\"\npool_size = 5\n"},
		{"go", "type Login struct {\n\tUsername string `json:\"username\"`\n\tPassword string `json:\"password\"`\n}\n"},
		{"js", "const [password, setPassword] = useState('');\n<input type=\"password\" value={password} onChange={e => setPassword(e.target.value)} />\n"},
		{"vba", "pw = InputBox(\"Enter the sheet password\")\nSheets(\"Tenants\").Unprotect Password:=pw\n"},
	}
	var out []Sample
	for i := 0; i < n; i++ {
		s := snips[i%len(snips)]
		t := s.t
		if i >= len(snips) {
			t = pick([]string{"# from the tutorial\n", "// snippet\n", "see below:\n", "```\n"}) + t
			if strings.HasPrefix(t, "```") {
				t += "```\n"
			}
		}
		out = append(out, hzT("trap-code", s.f, t))
	}
	return out
}

// hzTrapLogin: the shape of a login pair with no password, plus tickets, dates and codes.
func hzTrapLogin(n int) []Sample {
	var out []Sample
	for i := 0; i < n; i++ {
		u := hzUser()
		var text, f string
		switch i % 16 {
		case 0:
			text, f = fmt.Sprintf("router login is %s / (ask Dad for the password)", u), "chat"
		case 1:
			text, f = fmt.Sprintf("login: %s\npassword: in the family vault under \"Bank\"", u), "note"
		case 2:
			text, f = fmt.Sprintf("Log in as %s / go to %s / set %s / Save", pick([]string{"admin", "the owner account", "Administrator"}), pick([]string{"Wireless", "Advanced / Wireless", "WLAN", "Network"}), pick([]string{"channel to " + fmt.Sprint(hzN(1, 11)), "band to 5 GHz", "guest network to ON"})), "howto"
		case 3:
			text, f = fmt.Sprintf("username %s password is the usual one", u), "dictation"
		case 4:
			text, f = fmt.Sprintf("Ticket INC%07d: printer in room %d jams on duplex. Assigned to %s.", hzN(0, 9999999), hzN(100, 330), pick(hzFirst)), "ticket"
		case 5:
			text, f = fmt.Sprintf("parent-teacher night %s 6-8pm, sign-in sheet at the front desk, questions to %s", hzDate(), hzPhone()), "email"
		case 6:
			text, f = fmt.Sprintf("SKU %s-%s-%s restocked, aisle %d", rnd(upper, 3), rnd(digits, 4), rnd(upper+digits, 3), hzN(1, 40)), "note"
		case 7:
			text, f = fmt.Sprintf("| Site | Login | Password |\n|---|---|---|\n| Netflix | %s | (in Bitwarden) |\n| Bank | %s | (in Bitwarden) |", u, hzUser()), "markdown"
		case 8:
			text, f = fmt.Sprintf("User / Group: %s / staff\nPermissions: read / write", u), "note"
		case 9:
			text, f = fmt.Sprintf("ID %s / PW: same as the email one, don't write it here", u), "sms"
		case 10:
			text, f = fmt.Sprintf("Coupon SAVE%d applied, you saved $%d.%02d. Loyalty points: %d", hzN(5, 30), hzN(1, 40), hzN(0, 99), hzN(100, 9000)), "receipt"
		case 11:
			text, f = fmt.Sprintf("identifiant : %s (le mot de passe vous sera envoyé par courrier)", u), "letter-fr"
		case 12:
			text, f = fmt.Sprintf("Meeting ID: %d %04d %04d\nJoin from the link in the calendar invite.", hzN(800, 999), hzN(0, 9999), hzN(0, 9999)), "invite"
		case 13:
			text, f = fmt.Sprintf("Kundennummer %s, Vertragsnummer %s-%s", rnd(digits, 8), rnd(upper, 2), rnd(digits, 6)), "letter-de"
		case 14:
			text, f = fmt.Sprintf("student id %s homeroom %d%s bus %d", rnd(digits, 7), hzN(1, 8), pick([]string{"A", "B", "C"}), hzN(1, 40)), "dictation"
		default:
			text, f = fmt.Sprintf("user: %s\npass: ${ROUTER_PASSWORD}", u), "yaml"
		}
		out = append(out, hzT("trap-login-shape", f, text))
	}
	return out
}
