package main

import "strings"

// Traps, part two: talk about passwords with none in it, placeholders, references to
// variables, code that handles credentials, commands that prompt, addresses and paths.

func hwTraps2() []Sample {
	var out []Sample
	out = append(out, hwRun(46, hwTrapTalk)...)
	out = append(out, hwRun(36, hwTrapPlaceholder)...)
	out = append(out, hwRun(34, hwTrapCode)...)
	out = append(out, hwRun(28, hwTrapPlaces)...)
	out = append(out, hwRun(26, hwTrapNumbers)...)
	return out
}

func hwTrapTalk() Sample {
	p := hwPerson()
	svc := hwP([]string{"the VPN", "Xero", "Jira", "the NAS", "Google Workspace", "the bank portal", "the school app"})
	switch rng.IntN(20) {
	case 0:
		return hwT("password-talk", "note", hwF("The password policy requires %d characters, one digit and no reuse of the last %d passwords.", hwN(10, 16), hwN(3, 12)))
	case 1:
		return hwT("password-talk", "chat", hwF("%s forgot the password for %s again, I sent a reset link", p, svc))
	case 2:
		return hwT("password-talk", "ticket", hwF("%s User locked out of %s after 5 failed password attempts. Unlocked, asked them to use the self-service reset.", hwTicket(), svc))
	case 3:
		return hwT("password-talk", "chat", hwF("don't paste passwords in here please, use the shared vault in Bitwarden (collection \"%s\")", hwP([]string{"Ops", "Family", "Clients"})))
	case 4:
		return hwT("password-talk", "meeting-notes", hwF("Security review %s\n- rotate all service passwords quarterly\n- enforce 2FA for admin accounts\n- %s owns the password manager rollout", hwDate(), p))
	case 5:
		return hwT("password-talk", "chat-de", hwF("Ich habe das Passwort für %s geändert, das neue steht im Tresor.", svc))
	case 6:
		return hwT("password-talk", "chat-fr", "J'ai oublié mon mot de passe, tu peux me renvoyer le lien de réinitialisation ?")
	case 7:
		return hwT("password-talk", "chat-es", hwF("%s dice que la contraseña caduca cada 90 días", p))
	case 8:
		return hwT("password-talk", "chat-ja", "パスワードを忘れたので、リセットのメールを送ってください。")
	case 9:
		return hwT("password-talk", "chat-ru", "пароль поменял, новый лежит в менеджере паролей")
	case 10:
		return hwT("password-talk", "chat-zh", "密码已经重置了，请查看邮件里的链接。")
	case 11:
		return hwT("password-talk", "chat", hwF("the wifi password is on the sticker under the router, network is %s", hwP([]string{"Lindqvist-5G", "BrightdeskGuest", "FRITZ!Box 7530"})))
	case 12:
		return hwT("password-talk", "email", hwF("Hi %s,\n\nFor security reasons we will never ask for your password by e-mail. If you received such a request, please forward it to security@brightdesk.io.\n\nIT team", p))
	case 13:
		return hwT("password-talk", "note", "Login: use your work email; password is the same as for Windows (SSO).")
	case 14:
		return hwT("password-talk", "chat", hwF("%s: I typed the password wrong three times and now the PIN pad is locked for %d minutes", p, hwN(5, 30)))
	case 15:
		return hwT("password-talk", "chat-pt", "a senha do wi-fi mudou, pergunta na recepção")
	case 16:
		return hwT("password-talk", "runbook", "If the admin password is lost:\n1. Hold the reset button for 10 seconds.\n2. Log in with the credentials printed on the label.\n3. Set a new password and store it in the vault.")
	case 17:
		return hwT("password-talk", "chat", hwF("is the %s token still valid or did %s rotate it?", hwP([]string{"GitHub", "Stripe", "Slack", "Discord bot"}), p))
	case 18:
		return hwT("password-talk", "chat-it", "la password scade domani, ricordati di cambiarla")
	}
	return hwT("password-talk", "note", hwF("TODO %s: generate new API key for %s, revoke the old one, update CI secrets", hwDay(), hwP([]string{"Mailgun", "SendGrid", "OpenAI", "Shopify"})))
}

func hwTrapPlaceholder() Sample {
	switch rng.IntN(16) {
	case 0:
		return hwT("placeholder", "env", "# copy to .env and fill in\nDATABASE_URL=postgres://USER:PASSWORD@HOST:5432/DB\nSTRIPE_SECRET_KEY=sk_live_xxxxxxxxxxxxxxxxxxxx\nSLACK_BOT_TOKEN=<your-token>")
	case 1:
		return hwT("placeholder", "yaml", hwF("db:\n  host: %s\n  user: app\n  password: ${DB_PASSWORD}", hwHost()))
	case 2:
		return hwT("placeholder", "readme", "## Setup\n\nSet `GITHUB_TOKEN` to a personal access token with `repo` scope:\n\n```sh\nexport GITHUB_TOKEN=<your-token>\n```")
	case 3:
		return hwT("placeholder", "shell", "$ curl -H \"Authorization: Bearer $API_TOKEN\" https://api.brightdesk.io/v1/me")
	case 4:
		return hwT("placeholder", "docker-compose", "environment:\n  POSTGRES_PASSWORD_FILE: /run/secrets/pg_password\nsecrets:\n  pg_password:\n    file: ./secrets/pg_password.txt")
	case 5:
		return hwT("placeholder", "note", "password: ******** (hidden in the screenshot)")
	case 6:
		return hwT("placeholder", "env", "API_KEY=YOUR_API_KEY_HERE\nAPI_URL=https://api.example.com")
	case 7:
		return hwT("placeholder", "ini", "[smtp]\nusername = billing@brightdesk.io\npassword = changeme   ; replaced by ansible at deploy")
	case 8:
		return hwT("placeholder", "k8s", hwF("env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: %s\n        key: password", hwP([]string{"db-credentials", "pg-app", "crm-db"})))
	case 9:
		return hwT("placeholder", "log", hwF("%s INFO  connecting to postgres://etl:***@%s:5432/dw", hwLogTS(), hwHost()))
	case 10:
		return hwT("placeholder", "github-actions", "- name: Deploy\n  env:\n    AWS_SECRET_ACCESS_KEY: ${{ secrets.AWS_SECRET_ACCESS_KEY }}\n  run: ./deploy.sh")
	case 11:
		return hwT("placeholder", "chat", "the token looks like xoxb-XXXX-XXXX-XXXX, paste yours in the settings page, not here")
	case 12:
		return hwT("placeholder", "note", "Discord token format: <base64 user id>.<timestamp>.<hmac> — never commit it")
	case 13:
		return hwT("placeholder", "json", "{\n  \"type\": \"service_account\",\n  \"private_key_id\": \"REPLACE_ME\",\n  \"private_key\": \"-----BEGIN PRIVATE KEY-----\\n...\\n-----END PRIVATE KEY-----\\n\"\n}")
	case 14:
		return hwT("placeholder", "terraform", "variable \"db_password\" {\n  type      = string\n  sensitive = true\n}")
	}
	return hwT("placeholder", "log", hwF("%s DEBUG headers: Authorization: Bearer [REDACTED]", hwLogTS()))
}

func hwTrapCode() Sample {
	v := hwP([]string{"password", "passwd", "secret", "apiKey", "token", "db_password", "authToken", "clientSecret"})
	switch rng.IntN(14) {
	case 0:
		return hwT("code-no-secret", "go", hwF("%s := os.Getenv(\"%s\")\nif %s == \"\" {\n\treturn errors.New(\"%s not set\")\n}", v, strings.ToUpper(v), v, strings.ToUpper(v)))
	case 1:
		return hwT("code-no-secret", "python", "def check_password(user, password):\n    return bcrypt.checkpw(password.encode(), user.password_hash)")
	case 2:
		return hwT("code-no-secret", "javascript", hwF("const %s = process.env.%s;\nif (!%s) throw new Error('missing %s');", v, strings.ToUpper(v), v, v))
	case 3:
		return hwT("code-no-secret", "python", "password = getpass.getpass(\"Password: \")\nconn = connect(host=args.host, user=args.user, password=password)")
	case 4:
		return hwT("code-no-secret", "sql", "ALTER TABLE users ADD COLUMN password_hash TEXT NOT NULL;\nCREATE INDEX users_email_idx ON users (email);")
	case 5:
		return hwT("code-no-secret", "java", "if (!encoder.matches(rawPassword, user.getPasswordHash())) {\n    throw new BadCredentialsException(\"Invalid username or password\");\n}")
	case 6:
		return hwT("code-no-secret", "shell", hwF("$ mysql -u %s -p -h %s\nEnter password:", hwUser(), hwHost()))
	case 7:
		return hwT("code-no-secret", "shell", hwF("$ cat ~/pat.txt | docker login ghcr.io -u %s --password-stdin\nLogin Succeeded", strings.ToLower(hwPerson())))
	case 8:
		return hwT("code-no-secret", "shell", hwF("$ curl -u %s https://%s/api/status\nEnter host password for user '%s':", hwUser(), hwHost(), hwUser()))
	case 9:
		return hwT("code-no-secret", "html", "<label for=\"pw\">Password</label>\n<input type=\"password\" id=\"pw\" name=\"password\" minlength=\"12\" autocomplete=\"current-password\">")
	case 10:
		return hwT("code-no-secret", "python", hwF("TOKEN_RE = re.compile(r\"^[A-Za-z0-9_-]{%d,}$\")\nMAX_LOGIN_ATTEMPTS = %d", hwN(20, 40), hwN(3, 10)))
	case 11:
		return hwT("code-no-secret", "stacktrace", hwF("Traceback (most recent call last):\n  File \"app.py\", line %d, in login\n    verify(form[\"password\"])\nKeyError: 'password'", hwN(20, 200)))
	case 12:
		return hwT("code-no-secret", "log", hwF("%s WARN auth: invalid password for user=%s ip=198.51.100.%d attempts=%d", hwLogTS(), hwUser(), hwN(2, 250), hwN(2, 6)))
	}
	return hwT("code-no-secret", "rust", hwF("let hash = argon2.hash_password(%s.as_bytes(), &salt)?.to_string();", v))
}

func hwTrapPlaces() Sample {
	p := strings.ToLower(hwPerson())
	switch rng.IntN(12) {
	case 0:
		return hwT("email-address", "note", hwF("send the invoice to accounts@%s and cc %s@brightdesk.io", hwP([]string{"ferreira-bakery.pt", "lindqvist.family", "acme-logistics.de"}), p))
	case 1:
		return hwT("url", "chat", hwF("dashboard is at https://%s/d/%s/orders?orgId=1&from=now-7d", "grafana.brightdesk.io", hwR(lower+digits, 9)))
	case 2:
		return hwT("file-path", "note", hwF("keys live in ~/.ssh/ and the backup script in /opt/backup/run.sh; logs go to /var/log/backup/%s.log", hwDate()))
	case 3:
		return hwT("hostname", "runbook", hwF("ssh %s@%s\nsudo systemctl restart nginx\ncurl -I https://%s", hwUser(), hwHost(), "shop.brightdesk.io"))
	case 4:
		return hwT("username-only", "chat", hwF("your username is %s, the password comes in a separate e-mail", hwUser()))
	case 5:
		return hwT("file-path", "shell", "$ ls -la secrets/\ntotal 16\n-rw------- 1 ops ops  41 Mar  3 09:12 api_token.txt\n-rw------- 1 ops ops 128 Mar  3 09:12 db_password.txt")
	case 6:
		return hwT("url", "markdown", "- [Password reset](https://accounts.brightdesk.io/reset)\n- [Token settings](https://github.com/settings/tokens)\n- [Discord dev portal](https://discord.com/developers/applications)")
	case 7:
		return hwT("hostname", "ssh-config", hwF("Host backup\n    HostName %s\n    User %s\n    IdentityFile ~/.ssh/id_ed25519\n    Port %d", hwHost(), hwUser(), hwP([]int{22, 2222, 2200})))
	case 8:
		return hwT("url", "note", hwF("git remote: git@github.com:brightdesk/%s.git", hwP([]string{"invoicer", "site", "infra", "dotfiles"})))
	case 9:
		return hwT("email-address", "csv", hwF("name,email,role\n%s,%s@brightdesk.io,admin\n%s,%s@brightdesk.io,support", hwPerson(), p, hwPerson(), strings.ToLower(hwPerson())))
	case 10:
		return hwT("url", "chat-de", "Die Anleitung liegt unter https://wiki.brightdesk.io/ops/passwort-zuruecksetzen")
	}
	return hwT("hostname", "note", hwF("DNS: %s A 203.0.113.%d, MX mail.brightdesk.io, TXT v=spf1 include:_spf.google.com ~all", "shop.brightdesk.io", hwN(2, 250)))
}

func hwTrapNumbers() Sample {
	switch rng.IntN(12) {
	case 0:
		return hwT("room-number", "note", hwF("Meeting in room %s, dial-in extension %s", hwR(digits, 3), hwR(digits, 4)))
	case 1:
		return hwT("order-number", "chat", hwF("order #%s shipped, arrives %s", hwR(digits, 6), hwDay()))
	case 2:
		return hwT("flight", "note", hwF("Flight LH %s on %s, seat %d%s, booking ref %s", hwR(digits, 4), hwDate(), hwN(1, 40), hwP([]string{"A", "C", "F"}), hwR(upper, 6)))
	case 3:
		return hwT("price", "chat", hwF("the quote is €%d.%02d + VAT, valid until %s", hwN(100, 9000), hwN(0, 99), hwDate()))
	case 4:
		return hwT("phone", "note", hwF("Kita: 030 %s %s, Dr. Weber: +49 170 %s", hwR(digits, 3), hwR(digits, 4), hwR(digits, 7)))
	case 5:
		return hwT("version", "chat", hwF("we're on v%d.%d.%d, the fix is in v%d.%d.%d-rc.%d", hwN(1, 3), hwN(0, 20), hwN(0, 9), hwN(3, 4), hwN(0, 2), 0, hwN(1, 4)))
	case 6:
		return hwT("stats", "notebook", hwF("accuracy=0.%d f1=0.%d n=%d seed=%d", hwN(700, 999), hwN(600, 999), hwN(1000, 90000), hwN(1, 9999)))
	case 7:
		return hwT("date-time", "note", hwF("School holidays %s to %s; dentist %s at %s", hwDate(), hwDate(), hwDay(), hwTime()))
	case 8:
		return hwT("ticket-number", "email", hwF("Re: [%s] Printer on 2nd floor offline\n\nFixed, it had a new IP (10.0.%d.%d).", hwTicket(), hwN(1, 9), hwN(2, 250)))
	case 9:
		return hwT("port-list", "note", hwF("open ports: 22, 80, 443, %d; firewall rule id %s", hwN(8000, 9999), hwR(digits, 6)))
	case 10:
		return hwT("measurement", "chat", hwF("the rack is %d cm wide and draws about %d W", hwN(40, 60), hwN(200, 900)))
	}
	return hwT("pin-talk", "chat", "the card PIN came by post in a separate letter, I put it in the safe")
}
