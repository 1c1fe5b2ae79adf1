package main

// heldout_aa_traps2.go: traps — placeholders where a secret would go, talk about passwords
// with no password in it, menu and file paths, addresses and names alone, and code that
// handles credentials without containing one.

import (
	"fmt"
	"strings"
)

// haaFrame puts a fixed snippet in one of several surroundings, so no text repeats.
func haaFrame(t string) string {
	switch rng.IntN(7) {
	case 0:
		return t
	case 1:
		return "```\n" + t + "\n```"
	case 2:
		return fmt.Sprintf("%s: is this the right way to do it?\n%s", haaName(), t)
	case 3:
		return fmt.Sprintf("From %s (%s):\n%s", haaP("the claims-api repo", "the LIS bridge", "our runbook", "the PR review", "the vendor's sample", "the audit evidence folder"), haaTicket(), t)
	case 4:
		return t + "\n# reviewed " + haaDate() + " by " + haaName()
	case 5:
		return fmt.Sprintf("// %s %s\n%s", haaP("see change", "per audit finding", "ticket", "fix for"), haaTicket(), t)
	default:
		return fmt.Sprintf("%s, line %d:\n%s", haaP("src/auth/db.py", "deploy/values.yaml", "Claims.Api/Startup.cs", "bridge/main.go", "infra/main.tf"), haaN(3, 400), t)
	}
}

func haaTrapsPlaceholders() []Sample {
	c := "trap-placeholder"
	ph := func() string {
		return haaP("<your-token>", "<password>", "changeme", "xxxxxxxx", "********", "REPLACE_ME", "[REDACTED]", "<redacted>",
			"your_password_here", "TODO", "<set-in-vault>", "***", "XXXXXXXXXXXXXXXX", "<API_KEY>", "{{password}}", "<secret>")
	}
	tpls := []func() Sample{
		func() Sample {
			return haaTrap(c, "env-example", fmt.Sprintf("# .env.example — copy to .env and fill in\nDB_HOST=localhost\nDB_USER=claims\nDB_PASSWORD=%s\nSTRIPE_SECRET_KEY=%s\nFHIR_CLIENT_SECRET=", ph(), haaP("sk_live_...", "sk_test_xxx", "<stripe-secret>")))
		},
		func() Sample {
			return haaTrap(c, "yaml", fmt.Sprintf("database:\n  host: %s\n  user: lis_app\n  password: ${LIS_DB_PASSWORD}\n  pool: %d", haaHost(), haaN(5, 50)))
		},
		func() Sample {
			return haaTrap(c, "helm", haaFrame("env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: claims-db\n        key: password\n  - name: API_TOKEN\n    value: {{ .Values.apiToken | quote }}"))
		},
		func() Sample {
			return haaTrap(c, "docs", haaFrame(fmt.Sprintf("To push images, run:\n\n    docker login -u <username> -p %s registry.%s\n\nor better, pipe the password via --password-stdin.", haaP("<password>", "$REGISTRY_PASSWORD", "\"$(cat ~/.registry-pass)\""), haaP("stbrigid.org", "northbridge.corp"))))
		},
		func() Sample {
			return haaTrap(c, "shell", fmt.Sprintf("$ mysql -h %s -u lis_admin -p\nEnter password:\nWelcome to the MySQL monitor.", haaHost()))
		},
		func() Sample {
			return haaTrap(c, "shell", fmt.Sprintf("curl -u \"$API_USER:$API_TOKEN\" https://%s/api/v2/claims?status=pended", haaHost()))
		},
		func() Sample {
			return haaTrap(c, "shell", haaFrame("export PGPASSWORD=\"$(vault kv get -field=password secret/claims/db)\"\npg_dump -h claims-db.harborline.net -U claims claims > claims.sql"))
		},
		func() Sample {
			return haaTrap(c, "chat", fmt.Sprintf("%s: the token in the README is just %s, put your own from the portal", haaName(), ph()))
		},
		func() Sample {
			return haaTrap(c, "ticket", fmt.Sprintf("%s: user pasted their password into the ticket; I replaced it with %s and asked them to reset it.", haaTicket(), haaP("[REDACTED]", "****", "<removed>")))
		},
		func() Sample {
			return haaTrap(c, "json", fmt.Sprintf("{\n  \"sftp\": {\n    \"host\": \"%s\",\n    \"user\": \"remit835\",\n    \"password\": \"%s\"\n  }\n}", haaHost(), haaP("<from keyvault>", "", "CHANGEME", "${SFTP_PASSWORD}")))
		},
		func() Sample {
			return haaTrap(c, "ini", fmt.Sprintf("[smtp]\nserver = mail.%s\nport = %d\nuser = %s\npassword = %%(SMTP_PASSWORD)s", haaP("kessler-oduya.law", "pinecrest.ins", "stbrigid.org"), haaAny([]int{25, 465, 587}), haaP("scanner", "noreply", "fax2mail")))
		},
		func() Sample {
			return haaTrap(c, "docs", haaFrame("Set AZURE_CLIENT_SECRET to the value shown once in App registrations > Certificates & secrets. Never commit it."))
		},
		func() Sample {
			return haaTrap(c, "connstring", fmt.Sprintf("Server=%s;Database=CaseManager;Integrated Security=SSPI;TrustServerCertificate=True;", haaHost()))
		},
		func() Sample {
			return haaTrap(c, "terraform", haaFrame("variable \"db_admin_password\" {\n  type      = string\n  sensitive = true\n}\n\nadministrator_login_password = var.db_admin_password"))
		},
		func() Sample {
			return haaTrap(c, "prose-de", fmt.Sprintf("%s – Passwort: %s (steht im KeePass unter „%s“)", haaP("Laborgerät", "Faxserver", "Praxisrouter", "Scanner Empfang"), haaP("siehe Tresor", "********", "bitte telefonisch erfragen"), haaP("Labor / Analyzer", "Netzwerk / Router", "Empfang / Geräte")))
		},
		func() Sample {
			return haaTrap(c, "k8s", haaFrame("kubectl -n claims create secret generic claims-db --from-env-file=./claims-db.env\nkubectl -n claims get secret claims-db -o jsonpath='{.data}' | wc -c"))
		},
	}
	return haaCycle(40, tpls)
}

func haaTrapsTalk() []Sample {
	c := "trap-talk"
	tpls := []func() Sample{
		func() Sample {
			return haaTrap(c, "policy", fmt.Sprintf("The password policy for %s requires at least %d characters, one digit and one symbol, and rotation every %d days. Service accounts are exempt but must be in the vault.", haaP("the EHR", "the claims system", "all workstations"), haaN(12, 16), haaAny([]int{60, 90, 180})))
		},
		func() Sample {
			return haaTrap(c, "chat", fmt.Sprintf("%s: I forgot my password for the lab portal again 🙃 can you unlock %s?", haaName(), haaUser()))
		},
		func() Sample {
			return haaTrap(c, "ticket", fmt.Sprintf("%s: password expired for user %s on %s. Sent the self-service reset link; no further action.", haaTicket(), haaUser(), haaHost()))
		},
		func() Sample {
			return haaTrap(c, "menu-path", fmt.Sprintf("%sGo to %s and click %s.", haaP("", "To unlock a user: ", haaName()+": ", "Step 3. ", "FYI "), haaP("Admin / Settings / Users", "Admin / Security / Password Policy", "Setup > Users > Reset Password", "Billing › Payers › Edit", "Tools → Options → Interfaces"), haaP("Save", "Reset", "Apply", "Unlock")))
		},
		func() Sample {
			return haaTrap(c, "ui", fmt.Sprintf("The %s login page has Username / Password fields and a \"Forgot password?\" link; on the %s kiosk the Login / Logout buttons are swapped (%s).", haaP("EHR", "claims portal", "intranet", "court e-filing"), haaP("lobby", "pharmacy", "ED triage", "records office"), haaTicket()))
		},
		func() Sample {
			return haaTrap(c, "runbook", fmt.Sprintf("Password reset for the %s (%s):\n1. Verify identity with two of: DOB, employee ID, manager name.\n2. Open Admin / Users, find the account, choose Reset.\n3. The system emails a one-time link; never read a password out over the phone.", haaP("EHR", "claims workbench", "case management system", "e-filing portal"), haaTicket()))
		},
		func() Sample {
			return haaTrap(c, "path", fmt.Sprintf("Scans go to \\\\%s\\scans\\%s\\%s and the logs to /var/log/mirth/%s.log", strings.Split(haaHost(), ".")[0], haaP("intake", "referrals", "eob"), haaDate(), haaP("channels", "server", "audit")))
		},
		func() Sample {
			return haaTrap(c, "url", fmt.Sprintf("Portal: https://%s/login?next=/claims/%s — docs at https://%s/help/password-reset", haaHost(), haaClaim(), haaHost()))
		},
		func() Sample {
			return haaTrap(c, "contacts", fmt.Sprintf("Contacts for the SEPA migration:\n- %s <%s@%s>, +49 %d %d\n- service desk: servicedesk@%s, ext. %d", haaName(), strings.ToLower(haaP("m.schulz", "l.perez", "o.adeyemi")), haaP("northbridge.corp", "crescentcu.lan"), haaN(30, 89), haaN(1000000, 9999999), haaP("northbridge.corp", "crescentcu.lan"), haaN(1000, 9999)))
		},
		func() Sample {
			return haaTrap(c, "username", fmt.Sprintf("The account %s is locked after %d failed attempts from %s; it's the HL7 service user, so the interface engine stopped.", haaUser(), haaN(3, 10), haaIP4()))
		},
		func() Sample {
			return haaTrap(c, "hosts", fmt.Sprintf("%s  %s\n%s  %s\n%s  %s", haaIP4(), haaHost(), haaIP4(), haaHost(), haaIP4(), haaHost()))
		},
		func() Sample {
			return haaTrap(c, "prose-de", fmt.Sprintf("Das Passwort muss mindestens %d Zeichen lang sein und darf nicht den Benutzernamen enthalten. Bei Fragen: Servicedesk, Durchwahl %d.", haaN(10, 16), haaN(100, 999)))
		},
		func() Sample {
			return haaTrap(c, "prose-es", fmt.Sprintf("La contraseña %s caduca cada %d días. Si la olvida, use la opción «¿Olvidó su contraseña?» en la pantalla de inicio.", haaP("de la intranet", "del portal de siniestros", "de la historia clínica", "del correo"), haaAny([]int{30, 60, 90, 180})))
		},
		func() Sample {
			return haaTrap(c, "prose-fr", fmt.Sprintf("Le mot de passe %s doit être changé à la première connexion ; il n'est jamais envoyé par courriel. Support : poste %d.", haaP("du portail", "de la messagerie", "du logiciel de cabinet"), haaN(100, 999)))
		},
		func() Sample {
			return haaTrap(c, "prose-ja", fmt.Sprintf("%sのパスワードは%d日ごとに変更してください。初期パスワードは郵送でお届けします。", haaP("電子カルテ", "検査システム", "会計システム"), haaAny([]int{30, 60, 90})))
		},
		func() Sample {
			return haaTrap(c, "prose-zh", fmt.Sprintf("%s密码至少%d位，需包含数字和符号。忘记密码请联系信息科（分机%d）。", haaP("HIS系统", "医保结算系统", "办公电脑"), haaN(8, 14), haaN(1000, 9999)))
		},
		func() Sample {
			return haaTrap(c, "prose-pt", fmt.Sprintf("A senha do %s será enviada por SMS para o telefone cadastrado; não responda a este e-mail. Protocolo %d.", haaP("portal do beneficiário", "sistema de guias", "aplicativo"), haaN(100000, 999999)))
		},
		func() Sample {
			return haaTrap(c, "prose-ru", fmt.Sprintf("Пароль должен содержать не менее %d символов. Никому не сообщайте его, даже сотрудникам ИТ. Заявка № %d.", haaN(8, 16), haaN(10000, 99999)))
		},
		func() Sample {
			return haaTrap(c, "chat", fmt.Sprintf("%s: the password for the shared %s login is in 1Password under \"%s\", not in Teams please", haaName(), haaP("treasury", "payroll", "court e-filing", "Medicare portal"), haaP("Bank / Treasury", "Shared / Finance", "IT / Portals", "Legal / Filing")))
		},
		func() Sample {
			return haaTrap(c, "meeting", fmt.Sprintf("Minutes %s — security committee\n- Agreed: passphrases instead of complex passwords (NIST 800-63B)\n- MFA for remote access to the EHR by %s\n- Password manager rollout: %d%% of staff enrolled", haaDate(), haaDate(), haaN(40, 99)))
		},
		func() Sample {
			return haaTrap(c, "email", fmt.Sprintf("Subject: Scheduled maintenance %s\n\nThe claims portal will be unavailable from %s to %s. Your username and password do not change. Questions: %s@%s", haaDate(), haaTime(), haaTime(), haaP("it-support", "helpdesk"), haaP("harborline.net", "pinecrest.ins")))
		},
		func() Sample {
			return haaTrap(c, "chat", fmt.Sprintf("%s: after login the Admin / Settings page won't load since the update, anyone else?", haaName()))
		},
		func() Sample {
			return haaTrap(c, "chat", fmt.Sprintf("%s: what's the password for the %s? I think it's on the sticky note in the server room, I'll go check", haaName(), haaAny(haaDevices)))
		},
		func() Sample {
			return haaTrap(c, "calendar", fmt.Sprintf("%s %s–%s: HIPAA refresher (room %d), %s; dial-in +1 %d-%d-%04d, meeting ID %d %d %d", haaDate(), haaTime(), haaTime(), haaN(100, 499), haaOrg(), haaN(200, 999), haaN(200, 999), haaN(0, 9999), haaN(100, 999), haaN(100, 999), haaN(1000, 9999)))
		},
	}
	return haaCycle(56, tpls)
}

func haaTrapsCode() []Sample {
	c := "trap-code"
	tpls := []func() Sample{
		func() Sample {
			return haaTrap(c, "python", haaFrame("import getpass, os\n\npassword = os.environ.get(\"LIS_DB_PASSWORD\") or getpass.getpass(\"LIS password: \")\nconn = psycopg2.connect(host=HOST, user=USER, password=password)"))
		},
		func() Sample {
			return haaTrap(c, "python", haaFrame(fmt.Sprintf("def validate_password(pw: str) -> list[str]:\n    errors = []\n    if len(pw) < %d:\n        errors.append(\"too short\")\n    if not re.search(r\"\\d\", pw):\n        errors.append(\"needs a digit\")\n    return errors", haaN(10, 16))))
		},
		func() Sample {
			return haaTrap(c, "go", haaFrame(strings.ReplaceAll("dsn := fmt.Sprintf(\"postgres://%s:%s@%s/DBNAME\", os.Getenv(\"DB_USER\"), url.QueryEscape(os.Getenv(\"DB_PASSWORD\")), host)\ndb, err := sql.Open(\"pgx\", dsn)", "DBNAME", haaP("claims", "ledger", "lis", "cases", "permits"))))
		},
		func() Sample {
			return haaTrap(c, "javascript", haaFrame("const ok = await bcrypt.compare(req.body.password, user.passwordHash);\nif (!ok) return res.status(401).json({ error: 'invalid credentials' });"))
		},
		func() Sample {
			return haaTrap(c, "java", haaFrame("char[] password = console.readPassword(\"Keystore password: \");\ntry {\n    keyStore.load(in, password);\n} finally {\n    Arrays.fill(password, '\\0');\n}"))
		},
		func() Sample {
			return haaTrap(c, "sql", haaFrame("UPDATE users SET password_hash = $1, password_changed_at = now(), must_change_password = false WHERE id = $2;"))
		},
		func() Sample {
			return haaTrap(c, "csharp", haaFrame("var secret = await client.GetSecretAsync(\"claims-db-password\");\nbuilder.Password = secret.Value.Value;"))
		},
		func() Sample {
			return haaTrap(c, "log", fmt.Sprintf("%s WARN auth: login failed for user=%s from %s (reason=bad_password, attempt %d/5)", haaTS(), haaUser(), haaIP4(), haaN(1, 5)))
		},
		func() Sample {
			return haaTrap(c, "config", fmt.Sprintf("password_min_length = %d\npassword_history = %d\nsession_timeout_minutes = %d\nreset_token_ttl_seconds = %d", haaN(10, 16), haaN(5, 24), haaN(10, 30), haaAny([]int{900, 1800, 3600})))
		},
		func() Sample {
			return haaTrap(c, "stack-trace", fmt.Sprintf("org.springframework.security.authentication.BadCredentialsException: Bad credentials\n\tat org.springframework.security.authentication.dao.DaoAuthenticationProvider.additionalAuthenticationChecks(DaoAuthenticationProvider.java:%d)\n\tat com.harborline.claims.auth.LoginController.login(LoginController.java:%d)", haaN(70, 99), haaN(30, 120)))
		},
		func() Sample {
			return haaTrap(c, "variables", haaFrame("Rename DB_PASSWORD to CLAIMS_DB_PASSWORD and STRIPE_SECRET_KEY to PAYMENTS_STRIPE_SECRET_KEY in all three environments; the values stay in Key Vault."))
		},
		func() Sample {
			return haaTrap(c, "shell", haaFrame(fmt.Sprintf("read -rsp 'SFTP password: ' SFTP_PASS; echo\nsshpass -e sftp -oBatchMode=no %s@%s <<< \"put $FILE\"", haaP("remit835", "era_drop", "sepa_in"), haaHost())))
		},
		func() Sample {
			return haaTrap(c, "yaml", haaFrame("- name: set db password from vault\n  ansible.builtin.set_fact:\n    db_password: \"{{ lookup('community.hashi_vault.hashi_vault', 'secret/data/lis:password') }}\"\n  no_log: true"))
		},
		func() Sample {
			return haaTrap(c, "typescript", haaFrame("interface LoginRequest {\n  username: string;\n  password: string;\n  otp?: string;\n}\n\nexport const MAX_PASSWORD_AGE_DAYS = 90;"))
		},
		func() Sample {
			return haaTrap(c, "diff", haaFrame("-    password = \"\"\n+    password = os.environ[\"SMTP_PASSWORD\"]\n     server.login(user, password)"))
		},
	}
	return haaCycle(40, tpls)
}
