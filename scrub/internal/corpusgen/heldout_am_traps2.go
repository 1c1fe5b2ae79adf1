package main

// Traps: placeholders, talk about passwords, menu paths, addresses, and code that handles
// credentials without containing one.

func hamPlaceholderTraps(n int) []Sample {
	type gen func() (format, text string)
	gens := []gen{
		func() (string, string) { return "env", "DISCORD_TOKEN=<your-bot-token>\nGUILD_ID=<server-id>" },
		func() (string, string) { return "env", "DB_PASSWORD=changeme\nDB_USER=eakte\nDB_HOST=localhost" },
		func() (string, string) { return "env", "STRIPE_SECRET_KEY=sk_live_xxxxxxxxxxxxxxxxxxxxxxxx" },
		func() (string, string) {
			return "env", "AWS_ACCESS_KEY_ID=\nAWS_SECRET_ACCESS_KEY=\nAWS_REGION=eu-central-1"
		},
		func() (string, string) {
			return "yaml", "database:\n  user: civicrm\n  password: ${CIVICRM_DB_PASSWORD}\n  host: db"
		},
		func() (string, string) {
			return "yaml", "ansible_become_pass: \"{{ vault_wahlserver_become_pass }}\""
		},
		func() (string, string) { return "chat", "login is admin / ******** (ask Petra for the real one)" },
		func() (string, string) {
			return "chat", "Passwort: [entfernt] – steht im Passwort-Safe unter \"beA Kanzlei\""
		},
		func() (string, string) {
			return "markdown", "## Configuration\n\nSet `SENDGRID_API_KEY` to your key:\n\n```\nexport SENDGRID_API_KEY=\"your_api_key_here\"\n```"
		},
		func() (string, string) {
			return "json", "{\n  \"apiKey\": \"YOUR_API_KEY\",\n  \"apiSecret\": \"YOUR_API_SECRET\"\n}"
		},
		func() (string, string) {
			return "shell", "docker login -u <username> --password-stdin registry.kanzlei-berger.de < ~/.registry_pw"
		},
		func() (string, string) { return "shell", "mysql -u civicrm -p -h db civicrm" },
		func() (string, string) {
			return "shell", "curl -u \"$API_USER:$API_PASS\" https://efiling.example.org/api/cases"
		},
		func() (string, string) {
			return "xml", "<add key=\"SmtpPassword\" value=\"\" />\n<add key=\"SmtpUser\" value=\"noreply@stadt-hildesheim.de\" />"
		},
		func() (string, string) {
			return "connstring", "Server=sql01;Database=RAMICRO;User Id=<user>;Password=<password>;"
		},
		func() (string, string) {
			return "notes", "Template für Zugangsdaten:\nBenutzer: ____________\nPasswort: ____________\nGültig ab: ____________"
		},
		func() (string, string) {
			return "chat", "token: xxxx-xxxx-xxxx-xxxx (placeholder, the real one is in 1Password)"
		},
		func() (string, string) {
			return "chat", "mot de passe : (voir coffre-fort KeePass, entrée « RPVA »)"
		},
		func() (string, string) { return "chat", "contraseña: la de siempre, no la pongo aquí" },
		func() (string, string) {
			return "yaml", "apiVersion: v1\nkind: Secret\nmetadata:\n  name: eakte-db\ntype: Opaque\ndata:\n  password: <base64-encoded-password>"
		},
		func() (string, string) {
			return "hcl", "variable \"db_password\" {\n  type      = string\n  sensitive = true\n}"
		},
		func() (string, string) {
			return "ini", "[smtp]\nhost = mail.kanzlei-berger.de\nuser = fristen@kanzlei-berger.de\npassword = %(SMTP_PASSWORD)s"
		},
		func() (string, string) {
			return "python", "GITHUB_TOKEN = os.environ[\"GITHUB_TOKEN\"]  # ghp_... from the org secrets"
		},
		func() (string, string) { return "chat", "senha: ******** (mandei por SMS)" },
		func() (string, string) { return "chat", "la password è quella solita, te la dico a voce" },
		func() (string, string) {
			return "url", "postgres://USER:PASSWORD@HOST:5432/DBNAME"
		},
		func() (string, string) {
			return "env", "TELEGRAM_BOT_TOKEN=123456789:AAxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"
		},
		func() (string, string) {
			return "markdown", "| Variable | Beispiel |\n|---|---|\n| `DB_PASSWORD` | `changeme` |\n| `DB_HOST` | `localhost` |"
		},
		func() (string, string) {
			return "chat", "كلمة المرور: ******** (موجودة في خزنة كلمات المرور)"
		},
		func() (string, string) {
			return "chat", "Authorization: Bearer <token>"
		},
	}
	var out []Sample
	for i := 0; i < n; i++ {
		f, t := gens[i%len(gens)]()
		out = append(out, hamTrap("trap-placeholder", f, t))
	}
	return out
}

func hamTalkTraps(n int) []Sample {
	type gen func() (format, text string)
	gens := []gen{
		func() (string, string) {
			return "memo", "Die Passwortrichtlinie der Stadtverwaltung verlangt mindestens " + hamPick("12", "14", "16") + " Zeichen, davon eine Ziffer und ein Sonderzeichen."
		},
		func() (string, string) {
			return "chat", "the password policy requires " + hamPick("12", "14") + " characters and a rotation every 90 days"
		},
		func() (string, string) {
			return "chat", "log in as " + hamUser() + ", then go to Admin / Settings / Users and click \"Reset password\""
		},
		func() (string, string) {
			return "notes", "Menüpfad: Verwaltung / Benutzer / Kennwort zurücksetzen"
		},
		func() (string, string) {
			return "chat", "Ouvrir Paramètres / Sécurité / Mot de passe, puis choisir « Modifier »."
		},
		func() (string, string) {
			return "ticket", "Ticket #" + hamDigits(5) + ": Nutzer " + hamUser() + " hat sein Passwort vergessen. Reset-Link per Mail verschickt. Status: erledigt."
		},
		func() (string, string) {
			return "chat", "I forgot my password for " + hamSystem() + " again, who can reset it?"
		},
		func() (string, string) {
			return "minutes", "Protokoll Datenschutzbeirat " + hamDate() + "\nTOP 3: Passwortmanager – Einführung von KeePassXC für alle Dezernate beschlossen.\nTOP 4: Schulung zu Phishing im Mai."
		},
		func() (string, string) {
			return "email", "Estimados compañeros:\n\nOs recordamos que nunca debéis enviar contraseñas por correo electrónico. Usad el gestor de contraseñas corporativo.\n\nUn saludo,\nDepartamento de Informática"
		},
		func() (string, string) {
			return "chat", "a senha expira em 30 dias; o sistema avisa uma semana antes"
		},
		func() (string, string) {
			return "chat", "la password deve contenere almeno 10 caratteri e non può essere uguale alle ultime 5"
		},
		func() (string, string) {
			return "chat", "يجب تغيير كلمة المرور كل ٩٠ يومًا ولا يجوز مشاركتها مع أي شخص"
		},
		func() (string, string) {
			return "chat", "username is " + hamUser() + " — she'll set her own password on first login"
		},
		func() (string, string) {
			return "chat", "send it to " + hamPick("m.albrecht@kanzlei-berger.de", "greffe@moreau-avocats.fr", "secretaria@ruiz-abogados.es", "grants@greenleaf.org") + " please"
		},
		func() (string, string) {
			return "chat", "server is " + hamHost() + ", port 8443, the VPN must be on"
		},
		func() (string, string) {
			return "notes", "Ablage: \\\\fileserver\\akten\\2024\\" + hamAktenzeichenPath() + "\\Schriftsätze\\Klageerwiderung_v3.docx"
		},
		func() (string, string) {
			return "chat", "see /srv/eakte/config/settings.yaml and /var/log/eakte/app.log"
		},
		func() (string, string) {
			return "chat", "portal: https://" + hamPick("www.elster.de/eportal/start", "portal.beasupport.de", "www.telerecours.fr", "lexnet.justicia.es", "pje.tjsp.jus.br") + " (no login needed for the status page)"
		},
		func() (string, string) {
			return "chat", "Telefon Geschäftsstelle: +49 5121 " + hamDigits(3) + "-" + hamDigits(3) + ", Fax -" + hamDigits(3)
		},
		func() (string, string) {
			return "chat", "Tél. du greffe : 04 72 " + hamDigits(2) + " " + hamDigits(2) + " " + hamDigits(2)
		},
		func() (string, string) {
			return "chat", "Hotline DATEV: 0911 319-" + hamDigits(5) + ", Beraternummer " + hamDigits(5) + ", Mandantennummer " + hamDigits(5)
		},
		func() (string, string) {
			return "notes", "Die PIN der beA-Karte wurde dreimal falsch eingegeben; die Karte ist gesperrt. Neue PUK bei der BNotK anfordern."
		},
		func() (string, string) {
			return "chat", "the door code changed on Monday, ask reception for it"
		},
		func() (string, string) {
			return "chat", "Wi-Fi for guests is \"Rathaus-Gast\", the voucher is printed at the front desk"
		},
		func() (string, string) {
			return "memo", "Der Token für das ELSTER-Zertifikat wurde am " + hamDate() + " erneuert; Ablage im Tresor, Schrank 4."
		},
		func() (string, string) {
			return "chat", "Artikelnummer " + hamRnd(hamUpNum, 4) + "-" + hamRnd(hamUpNum, 4) + "-" + hamRnd(hamUpNum, 2) + ", Seriennummer " + hamRnd(hamUpNum, 12)
		},
		func() (string, string) {
			return "chat", "Jira " + hamPick("EAKTE", "WAHL", "CRM", "GRANT") + "-" + hamDigits(4) + " covers the login timeout; " + hamPick("EAKTE", "WAHL") + "-" + hamDigits(4) + " is the SSO work"
		},
		func() (string, string) {
			return "chat", "meeting moved to " + hamDate() + " 14:00 CET, room " + hamDigits(1) + "." + hamDigits(2)
		},
		func() (string, string) {
			return "chat", "Konto für die e-Akte beantragen: Formular IT-07, Unterschrift der Amtsleitung, dann Freischaltung durch das Rechenzentrum."
		},
		func() (string, string) {
			return "email", "Madame, Monsieur,\n\nVotre identifiant vous sera communiqué par courrier ; le mot de passe provisoire sera envoyé séparément par SMS.\n\nCordialement,\nService des élections"
		},
		func() (string, string) {
			return "chat", "Two-factor is mandatory from " + hamDate() + "; use the authenticator app, not SMS."
		},
		func() (string, string) {
			return "notes", "Rollen: Sachbearbeitung (lesen), Teamleitung (lesen/schreiben), Admin (alles) – siehe Berechtigungskonzept v2.3"
		},
		func() (string, string) {
			return "chat", "the token expired, so the sync failed overnight; I'll rotate it in the vault this morning"
		},
		func() (string, string) {
			return "chat", "names of the city, of the office and of the current year are on the banned-password list"
		},
	}
	var out []Sample
	for i := 0; i < n; i++ {
		f, t := gens[i%len(gens)]()
		out = append(out, hamTrap("trap-talk", f, t))
	}
	return out
}

func hamAktenzeichenPath() string {
	return hamDigits(3) + "-" + hamDigits(2) + "_" + hamPick("Mueller", "Schmidt", "Stadtwerke", "Greenleaf")
}

func hamCodeTraps(n int) []Sample {
	type gen func() (format, text string)
	gens := []gen{
		func() (string, string) {
			return "python", "def check_password(user, password):\n    if len(password) < 12:\n        raise ValueError(\"password too short\")\n    return bcrypt.checkpw(password.encode(), user.password_hash)"
		},
		func() (string, string) {
			return "python", "password = os.environ.get(\"DB_PASSWORD\")\nif not password:\n    sys.exit(\"DB_PASSWORD is not set\")"
		},
		func() (string, string) {
			return "javascript", "const token = process.env.DISCORD_TOKEN;\nif (!token) throw new Error('DISCORD_TOKEN missing');\nclient.login(token);"
		},
		func() (string, string) {
			return "go", "func (s *Store) SetPassword(userID int64, password string) error {\n\thash, err := bcrypt.GenerateFromPassword([]byte(password), bcrypt.DefaultCost)\n\tif err != nil {\n\t\treturn err\n\t}\n\treturn s.db.UpdatePasswordHash(userID, hash)\n}"
		},
		func() (string, string) {
			return "java", "String apiKey = System.getenv(\"CLIO_API_KEY\");\nrequest.header(\"Authorization\", \"Bearer \" + apiKey);"
		},
		func() (string, string) {
			return "csharp", "var secret = await client.GetSecretAsync(\"eakte-db-password\");\nconnBuilder.Password = secret.Value.Value;"
		},
		func() (string, string) {
			return "php", "$password = $_POST['password'] ?? '';\nif (!password_verify($password, $row['hash'])) {\n    http_response_code(401);\n}"
		},
		func() (string, string) {
			return "sql", "SELECT user_id, username, last_login, password_changed_at FROM users WHERE password_changed_at < now() - interval '90 days';"
		},
		func() (string, string) {
			return "yaml", "- name: read db password from vault\n  set_fact:\n    db_password: \"{{ lookup('hashi_vault', 'secret=kv/data/eakte:password') }}\""
		},
		func() (string, string) {
			return "log", "2024-02-1" + hamDigits(1) + " 09:12:44 INFO auth: login ok user=" + hamUser() + " ip=10.0." + hamDigits(1) + "." + hamDigits(2) + " mfa=totp"
		},
		func() (string, string) {
			return "log", "WARN auth: failed login for user \"" + hamUser() + "\" (password=***redacted***), attempt " + hamDigits(1) + "/5"
		},
		func() (string, string) {
			return "log", "sshd[" + hamDigits(4) + "]: Accepted publickey for deploy from 10.0.4." + hamDigits(2) + " port " + hamDigits(5) + " ssh2: ED25519 SHA256:" + hamRnd(hamB64, 43)
		},
		func() (string, string) {
			return "stacktrace", "Traceback (most recent call last):\n  File \"/srv/grants/auth.py\", line 27, in login\n    verify(password, stored_hash)\nargon2.exceptions.VerifyMismatchError: The password does not match the supplied hash"
		},
		func() (string, string) {
			return "diff", "--- a/auth/policy.py\n+++ b/auth/policy.py\n@@ -3,5 +3,5 @@\n-MIN_PASSWORD_LENGTH = 10\n+MIN_PASSWORD_LENGTH = 12\n PASSWORD_HISTORY = 5"
		},
		func() (string, string) {
			return "go", "type Credentials struct {\n\tUsername string `json:\"username\"`\n\tPassword string `json:\"password\"`\n\tTOTPCode string `json:\"totp_code,omitempty\"`\n}"
		},
		func() (string, string) {
			return "typescript", "interface LoginForm {\n  username: string;\n  password: string;\n  rememberMe?: boolean;\n}"
		},
		func() (string, string) {
			return "html", "<label for=\"pw\">Passwort</label>\n<input type=\"password\" id=\"pw\" name=\"password\" autocomplete=\"current-password\" required minlength=\"12\">"
		},
		func() (string, string) {
			return "shell", "read -rsp 'Passwort für den Wahl-Server: ' WAHL_PW; echo\nsshpass -e ssh wahlleiter@wahl-srv01"
		},
		func() (string, string) {
			return "shell", "$ gpg --symmetric --cipher-algo AES256 beweismittel.zip\n$ ls -l beweismittel.zip.gpg\n-rw-r--r-- 1 ediscovery ediscovery 48213392 Mar 12 10:14 beweismittel.zip.gpg"
		},
		func() (string, string) {
			return "shell", "$ kubectl get secret eakte-db -n justiz-prod\nNAME       TYPE     DATA   AGE\neakte-db   Opaque   2      41d"
		},
		func() (string, string) {
			return "python", "PASSWORD_FIELD = \"password\"\nTOKEN_HEADER = \"X-Api-Token\"\nSECRET_KEY_NAME = \"django_secret_key\""
		},
		func() (string, string) {
			return "json", "{\n  \"passwordMinLength\": 12,\n  \"passwordRequiresSymbol\": true,\n  \"tokenTtlSeconds\": 3600,\n  \"maxLoginAttempts\": 5\n}"
		},
		func() (string, string) {
			return "yaml", "security:\n  password_hashing: argon2id\n  session_timeout_minutes: 30\n  require_mfa_for_roles: [admin, wahlleiter]"
		},
		func() (string, string) {
			return "csv", "username,full_name,department,last_password_change\n" + hamUser() + ",Maria Albrecht,Rechtsamt,2024-02-01\n" + hamUser() + ",Jean Dubois,Wahlamt,2024-01-15"
		},
		func() (string, string) {
			return "sql", "UPDATE users SET must_change_password = true WHERE department = 'Wahlamt';"
		},
		func() (string, string) {
			return "powershell", "$cred = Get-Credential -UserName 'STADT\\svc_wahl' -Message 'Passwort eingeben'\nNew-PSDrive -Name W -PSProvider FileSystem -Root \\\\srv-rathaus-02\\Wahlen -Credential $cred"
		},
		func() (string, string) {
			return "rust", "let password = rpassword::prompt_password(\"Kennwort: \")?;\nlet hash = argon2.hash_password(password.as_bytes(), &salt)?.to_string();"
		},
		func() (string, string) {
			return "log", "2024-11-0" + hamDigits(1) + " 22:01:09 INFO token refreshed for integration npsp-sync, expires_in=3600"
		},
		func() (string, string) {
			return "markdown", "### Passwort zurücksetzen\n\n1. Auf der Anmeldeseite „Passwort vergessen?“ wählen.\n2. Benutzername eingeben.\n3. Den Link in der E-Mail innerhalb von 24 Stunden öffnen."
		},
		func() (string, string) {
			return "python", "hashed = hashlib.sha256(evidence_bytes).hexdigest()\nlog.info(\"evidence %s hashed\", evidence_id)"
		},
		func() (string, string) {
			return "go", "if err := bcrypt.CompareHashAndPassword(u.Hash, []byte(req.Password)); err != nil {\n\treturn ErrInvalidCredentials\n}"
		},
	}
	var out []Sample
	for i := 0; i < n; i++ {
		f, t := gens[i%len(gens)]()
		out = append(out, hamTrap("trap-code", f, t))
	}
	return out
}
