package main

import (
	"fmt"
	"strings"
)

func haxTrapPolicy() Sample {
	svc := haxPick(haxServices...)
	c := haxPick(haxClients...)
	switch rng.IntN(12) {
	case 0:
		return haxT("trap-policy", "chat", fmt.Sprintf("the %s password policy requires %d characters, one number and one symbol", svc, haxPick(8, 10, 12, 14, 16)))
	case 1:
		return haxT("trap-policy", "notes", fmt.Sprintf("%s wants all passwords changed every %d days; set a reminder for %s", c, haxPick(60, 90, 180), haxDate()))
	case 2:
		return haxT("trap-policy", "chat", fmt.Sprintf("never reuse the same password across clients, use the generator in %s (%d+ chars)", haxPick("1Password", "Bitwarden", "the password manager", "KeePassXC"), haxPick(16, 20, 24)))
	case 3:
		return haxT("trap-policy", "chat", fmt.Sprintf("I typed the password wrong %d times and %s locked the account for 30 minutes", haxNum(3, 6), svc))
	case 4:
		return haxT("trap-policy", "email", fmt.Sprintf("Hi %s,\n\nfor security reasons I can't accept passwords over WhatsApp. Could you add me as a team member on %s instead? Then you keep full control and can remove me anytime.\n\nThanks!", haxPick(haxFirst...), svc))
	case 5:
		return haxT("trap-policy", "runbook", fmt.Sprintf("Offboarding a client\n1. Remove my user from %s\n2. Ask them to change any shared passwords\n3. Delete the client folder from the vault\n4. Send final invoice", svc))
	case 6:
		return haxT("trap-policy", "chat", fmt.Sprintf("%s token expired, I need to generate a new one %s — the old key was revoked", haxPick(haxServices...), haxPick("tomorrow", "on Monday", "after the call", "tonight")))
	case 7:
		return haxT("trap-policy", "chat", fmt.Sprintf("%s enabled 2FA so I need the client to read me the 6-digit code when I log in", c))
	case 8:
		return haxT("trap-policy", "notes", fmt.Sprintf("Password strength for %s: use a passphrase of %d+ random words; length beats complexity.", haxPick(haxClients...), haxNum(4, 6)))
	case 9:
		return haxT("trap-policy", "chat", fmt.Sprintf("the API key field in %s is empty, that's why the sync fails", haxPick("Zapier", "Make", "the plugin settings", "n8n")))
	case 10:
		return haxT("trap-policy", "ticket", fmt.Sprintf("Customer reports: \"password reset email never arrives\". Checked SPF/DKIM for %s, both pass.", haxDomain(c)))
	default:
		return haxT("trap-policy", "chat", fmt.Sprintf("did you rotate the %s secret after %s left? just checking, don't send it here", svc, haxPick(haxFirst...)))
	}
}

func haxTrapPaths() Sample {
	c := haxPick(haxClients...)
	d := haxDomain(c)
	switch rng.IntN(11) {
	case 0:
		return haxT("trap-menu", "chat", fmt.Sprintf("go to %s", haxPick("Admin / Settings / Users", "Settings > Team > Invite", "Accounting / Bank accounts / Add", "Business Settings → Users → People", "Tools ▸ Site Health ▸ Info")))
	case 1:
		return haxT("trap-path", "notes", fmt.Sprintf("files are in ~/Clients/%s/%d/Invoices and /mnt/backup/%s/", strings.ReplaceAll(c, " ", "_"), haxNum(2022, 2025), haxSlug(c)))
	case 2:
		return haxT("trap-url", "chat", fmt.Sprintf("staging is at https://staging.%s/wp-admin/ and live at https://www.%s", d, d))
	case 3:
		return haxT("trap-email", "chat", fmt.Sprintf("send the proofs to %s and cc %s", haxEmail(c), haxEmail(haxPick(haxClients...))))
	case 4:
		return haxT("trap-host", "notes", fmt.Sprintf("DNS: A record %s → %d.%d.%d.%d, MX mx1.%s priority 10", d, haxNum(11, 223), haxNum(0, 255), haxNum(0, 255), haxNum(1, 254), haxPick("improvmx.com", "zoho.eu", "google.com")))
	case 5:
		return haxT("trap-path", "shell", fmt.Sprintf("$ rsync -avz ./dist/ %s@%s:/var/www/%s/\n$ ls /var/www/%s/wp-content/uploads/%d/", haxSlug(c), d, haxSlug(c), haxSlug(c), haxNum(2020, 2025)))
	case 6:
		return haxT("trap-url", "chat", fmt.Sprintf("shared the folder: https://drive.google.com/drive/folders/%s?usp=sharing", "1"+haxRnd(b64url, 32)))
	case 7:
		return haxT("trap-url", "chat", fmt.Sprintf("doc for review: https://docs.google.com/document/d/%s/edit", "1"+haxRnd(b64url, 43)))
	case 8:
		return haxT("trap-menu", "chat-fr", fmt.Sprintf("va dans Réglages / Comptes / %s", haxPick("Utilisateurs", "Facturation", "Sécurité")))
	case 9:
		return haxT("trap-url", "notes", fmt.Sprintf("Login page: https://%s/login?redirect=/dashboard\nHelp: https://support.%s/articles/%d", d, d, haxNum(1000, 99999)))
	default:
		return haxT("trap-path", "notes", fmt.Sprintf("C:\\Users\\%s\\Documents\\Translations\\%s\\final_v%d.docx", haxPick(haxFirst...), strings.ReplaceAll(c, " ", ""), haxNum(2, 9)))
	}
}

func haxTrapCode() Sample {
	switch rng.IntN(10) {
	case 0:
		return haxT("trap-code", "python", "def check_password(user, password):\n    if not bcrypt.checkpw(password.encode(), user.password_hash):\n        raise AuthError(\"invalid credentials\")\n    return True")
	case 1:
		return haxT("trap-code", "js", fmt.Sprintf("const %s = process.env.%s;\nif (!%s) throw new Error('missing %s');", haxPick("apiKey", "token", "secret"), haxVendor().env, haxPick("apiKey", "token", "secret"), haxPick("API key", "token", "secret")))
	case 2:
		id := haxPick("pw", "password", "client-pass", "login_pw", "pass1")
		return haxT("trap-code", "html", fmt.Sprintf("<label for=\"%s\">%s</label>\n<input type=\"password\" id=\"%s\" name=\"password\" minlength=\"%d\" autocomplete=\"%s\" required>", id, haxPick("Password", "Senha", "Passwort", "Mot de passe", "Contraseña"), id, haxPick(8, 10, 12, 14), haxPick("current-password", "new-password")))
	case 3:
		return haxT("trap-code", "sql", fmt.Sprintf("UPDATE users SET password_hash = $1, reset_token = NULL WHERE id = %d;", haxNum(1, 9999)))
	case 4:
		return haxT("trap-code", "go", fmt.Sprintf("func (c *%s) Login(user, password string) error {\n\treq := loginRequest{User: user, Password: password}\n\treturn c.post(\"%s\", req)\n}", haxPick("Client", "XeroClient", "WaveAPI", "Portal"), haxPick("/login", "/api/v2/session", "/auth/token")))
	case 5:
		return haxT("trap-code", "php", "$password = $_POST['"+haxPick("password", "pass", "pwd", "senha")+"'] ?? '';\nif (password_verify($password, $row['hash'])) {\n    session_regenerate_id();\n}")
	case 6:
		return haxT("trap-code", "yaml", fmt.Sprintf("env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: %s-db\n        key: password", haxSlug(haxPick(haxClients...))))
	case 7:
		return haxT("trap-code", "bash", fmt.Sprintf("read -s -p \"Password: \" PASS\necho\nmysql -u \"$USER\" -p\"$PASS\" -e '%s'", haxPick("SHOW DATABASES;", "SELECT COUNT(*) FROM wp_posts;", "SHOW TABLES;", "SELECT NOW();", "SHOW PROCESSLIST;", "SELECT VERSION();")))
	case 8:
		return haxT("trap-code", "css", fmt.Sprintf(".login-form input[type=\"password\"] {\n  border: 1px solid #%s;\n  padding: %dpx;\n}", haxHex(6), haxNum(4, 12)))
	default:
		return haxT("trap-code", "python", fmt.Sprintf("token = secrets.token_urlsafe(%d)  # generated at runtime, stored hashed", haxPick(16, 32, 48)))
	}
}

func haxTrapForeign() Sample {
	svc := haxPick(haxServices...)
	switch rng.IntN(12) {
	case 0:
		return haxT("trap-foreign", "chat-es", fmt.Sprintf("Olvidé la contraseña de %s, ¿me puedes enviar el enlace para restablecerla?", svc))
	case 1:
		return haxT("trap-foreign", "chat-fr", fmt.Sprintf("Le mot de passe de %s doit contenir au moins %d caractères.", svc, haxPick(8, 10, 12)))
	case 2:
		return haxT("trap-foreign", "chat-de", fmt.Sprintf("Bitte schick mir keine Passwörter per Mail, ich lade dich in %s ein.", haxPick("1Password", "Bitwarden")))
	case 3:
		return haxT("trap-foreign", "chat-ja", fmt.Sprintf("%sのパスワードを忘れました。リセットをお願いします。", svc))
	case 4:
		return haxT("trap-foreign", "chat-zh", fmt.Sprintf("翻译稿共 %d 字，按每千字 %d 元计算。", haxNum(3000, 30000), haxNum(80, 300)))
	case 5:
		return haxT("trap-foreign", "chat-pt", fmt.Sprintf("Nota fiscal nº %d emitida, valor R$ %d,00.", haxNum(100, 9999), haxNum(300, 9000)))
	case 6:
		return haxT("trap-foreign", "chat-ru", fmt.Sprintf("Пароль лежит в менеджере паролей, папка %s.", haxPick(haxClients...)))
	case 7:
		return haxT("trap-foreign", "chat-ar", fmt.Sprintf("يرجى تغيير كلمة المرور لحساب %s كل ثلاثة أشهر", svc))
	case 8:
		return haxT("trap-foreign", "chat-it", fmt.Sprintf("Fattura n. %d/%d inviata, scadenza a 30 giorni.", haxNum(1, 200), haxNum(2023, 2025)))
	case 9:
		return haxT("trap-foreign", "chat-pl", fmt.Sprintf("Spotkanie w czwartek o %d:00, link w kalendarzu.", haxNum(9, 17)))
	case 10:
		return haxT("trap-foreign", "chat-ko", fmt.Sprintf("%s 비밀번호를 재설정했어요. 새 비밀번호는 고객님께 직접 전달했습니다.", svc))
	default:
		return haxT("trap-foreign", "chat-tr", fmt.Sprintf("%s hesabına iki adımlı doğrulama eklendi, kodu müşteri onaylayacak.", svc))
	}
}

func haxTrapTables() Sample {
	var b strings.Builder
	switch rng.IntN(4) {
	case 0:
		b.WriteString("Date,Client,Project,Hours,Rate\n")
		for i := 0; i < haxNum(3, 6); i++ {
			fmt.Fprintf(&b, "%s,%s,%s-%03d,%d.%d,%d\n", haxDate(), haxPick(haxClients...), haxRnd(upper, 3), haxNum(1, 99), haxNum(0, 8), haxPick(0, 25, 5, 75), haxNum(20, 80))
		}
		return haxT("trap-table", "toggl-csv", strings.TrimRight(b.String(), "\n"))
	case 1:
		b.WriteString("| Invoice | Client | Amount | Status |\n|---|---|---|---|\n")
		for i := 0; i < haxNum(3, 5); i++ {
			fmt.Fprintf(&b, "| INV-%04d | %s | %s | %s |\n", haxNum(1, 999), haxPick(haxClients...), haxMoney(), haxPick("paid", "overdue", "sent", "draft"))
		}
		return haxT("trap-table", "markdown", strings.TrimRight(b.String(), "\n"))
	case 2:
		b.WriteString("job_id\tlanguage_pair\twords\tdue\n")
		for i := 0; i < haxNum(3, 5); i++ {
			fmt.Fprintf(&b, "%s\t%s>%s\t%d\t%s\n", haxRnd(upper+digits, 8), haxPick("EN", "DE", "FR"), haxPick("PT", "ES", "IT", "JA", "PL"), haxNum(200, 9000), haxDate())
		}
		return haxT("trap-table", "tsv", strings.TrimRight(b.String(), "\n"))
	default:
		b.WriteString("| Service | Account owner | Where the login lives |\n|---|---|---|\n")
		for i := 0; i < haxNum(3, 5); i++ {
			fmt.Fprintf(&b, "| %s | %s | %s |\n", haxPick(haxServices...), haxPick(haxFirst...), haxPick("1Password: Clients", "Bitwarden org", "client keeps it", "SSO via Google"))
		}
		return haxT("trap-table", "markdown", strings.TrimRight(b.String(), "\n"))
	}
}

func haxTrapLoginNoPw() Sample {
	c := haxPick(haxClients...)
	svc := haxPick(haxServices...)
	u := haxUser(c)
	switch rng.IntN(8) {
	case 0:
		return haxT("trap-login", "chat", fmt.Sprintf("%s login is %s, password in the vault", svc, u))
	case 1:
		return haxT("trap-login", "notes", fmt.Sprintf("%s\nusername: %s\npassword: (ask %s)", svc, u, haxPick(haxFirst...)))
	case 2:
		return haxT("trap-login", "chat", fmt.Sprintf("log in with Google as %s, no separate password", haxEmail(c)))
	case 3:
		return haxT("trap-login", "yaml", fmt.Sprintf("%s:\n  login: %s\n  password_ref: op://Clients/%s/password", haxSlug(c), u, strings.ReplaceAll(svc, " ", "-")))
	case 4:
		return haxT("trap-login", "chat", fmt.Sprintf("my Upwork username is %s if you want to send the offer directly", strings.ToLower(haxPick(haxFirst...))+haxPick("_va", "writes", "translates", fmt.Sprint(haxNum(1, 99)))))
	case 5:
		return haxT("trap-login", "notes", fmt.Sprintf("%s / %s → uses SSO, password managed by their IT", svc, u))
	case 6:
		return haxT("trap-login", "chat", fmt.Sprintf("the admin user on %s is %s (not the old %s account)", haxDomain(c), u, haxPick("webmaster", "test", "olduser")))
	default:
		return haxT("trap-login", "csv", fmt.Sprintf("service,login,notes\n%s,%s,2FA via SMS to client\n%s,%s,magic link login", svc, u, haxPick(haxServices...), haxEmail(c)))
	}
}

func haxTrapMisc() Sample {
	c := haxPick(haxClients...)
	switch rng.IntN(10) {
	case 0:
		return haxT("trap-phone", "chat", fmt.Sprintf("call %s on +%d %d %d %04d after 3pm", haxPick(haxFirst...), haxNum(1, 99), haxNum(10, 99), haxNum(100, 999), haxNum(0, 9999)))
	case 1:
		return haxT("trap-address", "notes", fmt.Sprintf("%s\n%d %s Street, Suite %d\nVAT ID: %s%d", c, haxNum(1, 300), haxPick("Market", "Church", "King", "Harbour"), haxNum(1, 40), haxPick("DE", "PT", "FR", "GB"), haxNum(100000000, 999999999)))
	case 2:
		return haxT("trap-coupon", "chat", fmt.Sprintf("the newsletter discount code is %s%d, valid until %s", haxPick("SPRING", "WELCOME", "BLOOM", "BOOKS"), haxNum(10, 30), haxDate()))
	case 3:
		return haxT("trap-color", "notes", fmt.Sprintf("palette: #%s, #%s, #%s; font: %s", haxHex(6), haxHex(6), haxHex(6), haxPick("Inter", "Lora", "Poppins", "Merriweather")))
	case 4:
		return haxT("trap-isbn", "chat", fmt.Sprintf("ISBN 978-%d-%d-%d-%d for the translated edition", haxNum(0, 9), haxNum(100, 999), haxNum(10000, 99999), haxNum(0, 9)))
	case 5:
		return haxT("trap-time", "chat", fmt.Sprintf("worked %d:%02d today, timer id %d", haxNum(1, 9), haxNum(0, 59), haxNum(1000000000, 9999999999)))
	case 6:
		return haxT("trap-product", "chat", fmt.Sprintf("license key for the font is on the receipt, product code %s-%s-%s", haxRnd(upper+digits, 4), haxRnd(upper+digits, 4), haxRnd(upper+digits, 4)))
	case 7:
		return haxT("trap-base64", "email", fmt.Sprintf("Content-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: base64\n\n%s", haxB64Of(fmt.Sprintf("Hi %s, the proofs look great. Please send the final invoice. Thanks!", haxPick(haxFirst...)))))
	case 8:
		return haxT("trap-base64", "html", fmt.Sprintf("<img src=\"data:image/png;base64,%s\" alt=\"logo\">", haxB64(haxPick(60, 90, 120))))
	default:
		return haxT("trap-snowflake", "chat", fmt.Sprintf("the Discord server id is %s and the channel id is %s", haxSnowflake(), haxSnowflake()))
	}
}

func haxTrapLogs() Sample {
	ts := fmt.Sprintf("%sT%02d:%02d:%02dZ", haxDate(), haxNum(0, 23), haxNum(0, 59), haxNum(0, 59))
	switch rng.IntN(8) {
	case 0:
		return haxT("trap-log", "log", fmt.Sprintf("%s INFO user %s logged in from %d.%d.%d.%d", ts, haxEmail(haxPick(haxClients...)), haxNum(11, 223), haxNum(0, 255), haxNum(0, 255), haxNum(1, 254)))
	case 1:
		return haxT("trap-log", "log", fmt.Sprintf("%s WARN login failed for user admin: invalid password (attempt %d/5)", ts, haxNum(1, 4)))
	case 2:
		return haxT("trap-log", "stacktrace", fmt.Sprintf("Traceback (most recent call last):\n  File \"sync.py\", line %d, in <module>\n    main()\n  File \"sync.py\", line %d, in main\n    client.authenticate()\nAuthenticationError: token has expired", haxNum(50, 300), haxNum(10, 49)))
	case 3:
		return haxT("trap-log", "log", fmt.Sprintf("%s job=%s status=ok invoices_synced=%d duration=%.1fs", ts, haxRnd(lower+digits, 12), haxNum(0, 80), float64(haxNum(1, 900))/10))
	case 4:
		return haxT("trap-log", "nginx", fmt.Sprintf("%d.%d.%d.%d - - [10/Oct/2024:13:55:36 +0000] \"POST /wp-login.php HTTP/1.1\" %d %d \"-\" \"Mozilla/5.0\"", haxNum(11, 223), haxNum(0, 255), haxNum(0, 255), haxNum(1, 254), haxPick(200, 302, 403), haxNum(100, 9999)))
	case 5:
		return haxT("trap-log", "log", fmt.Sprintf("%s ERROR smtp: 535 5.7.8 Username and Password not accepted", ts))
	case 6:
		return haxT("trap-log", "ci", fmt.Sprintf("Step 4/9 : RUN npm ci\n ---> Using cache\n ---> %s\nSuccessfully built %s", haxHex(12), haxHex(12)))
	default:
		return haxT("trap-log", "log", fmt.Sprintf("%s session=%s created for user_id=%d (expires in 3600s)", ts, haxPick("sess_", "s-")+haxRnd(digits, 6), haxNum(1, 99999)))
	}
}
