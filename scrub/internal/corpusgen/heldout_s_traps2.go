package main

// More traps: ordinary identifiers, talk about secrets without one, code, logs, tables and
// near misses of the shapes in heldout_s_four.go.

import (
	"fmt"
	"strings"
)

func hsTrapsMore(c *hsCorpus) {
	t := func(cat, format, text string) Sample { return hsS(cat, format, text) }
	name := func() string { return hsP(hsNames...) }
	email := func() string {
		return strings.ToLower(name()) + "." + hsP("ng", "silva", "kowalski", "okafor", "tanaka", "meyer") + "@" + hsP(hsDomains...)
	}

	// URLs without credentials
	c.each(14,
		func() Sample {
			return t("url", "chat", hsChat(fmt.Sprintf("dashboard: https://grafana.%s/d/%s/api-latency?orgId=1&from=now-6h&to=now", hsP(hsDomains...), hsR(alnum, 9))))
		},
		func() Sample {
			return t("url", "prose", fmt.Sprintf("See https://github.com/acme/api/pull/%d and the discussion in https://github.com/acme/api/issues/%d.", hsN(100, 9000), hsN(100, 9000)))
		},
		func() Sample {
			return t("url", "prose", fmt.Sprintf("spec is here: https://docs.google.com/document/d/1%s/edit#heading=h.%s", hsR(b64url, 43), hsR(lower+digits, 12)))
		},
		func() Sample {
			return t("url", "chat", hsChat(fmt.Sprintf("recording: https://www.youtube.com/watch?v=%s&t=%ds", hsR(b64url, 11), hsN(10, 3000))))
		},
		func() Sample {
			return t("url", "markdown", fmt.Sprintf("[Runbook](https://wiki.%s/display/OPS/Database+failover) · [Status](https://status.%s)", hsP(hsDomains...), hsP(hsDomains...)))
		},
		func() Sample {
			return t("url", "prose", "The login page is https://accounts.example.com/login?next=%2Fadmin%2Fusers and the reset form is /account/password/reset.")
		},
		func() Sample {
			return t("url", "git", fmt.Sprintf("git clone git@github.com:%s/%s.git\ngit remote add upstream https://github.com/%s/%s.git", hsP("acme", "globex"), hsP("api", "web"), hsP("acme", "globex"), hsP("api", "web")))
		},
		func() Sample {
			return t("url", "chat", hsChat(fmt.Sprintf("short link for the survey: https://bit.ly/%s", hsR(alnum, 7))))
		},
		func() Sample {
			return t("url", "prose-pt", fmt.Sprintf("o painel fica em https://%s:3000/dashboards", hsP(hsHosts...)))
		},
	)

	// e-mail addresses, usernames alone, hostnames
	c.each(20,
		func() Sample {
			return t("identity", "chat", hsChat(fmt.Sprintf("my GitHub username is %s-%s", strings.ToLower(name()), hsP("dev", "codes", "x", "42"))))
		},
		func() Sample {
			return t("identity", "prose", fmt.Sprintf("The login is %s (password is in the team vault).", hsP(hsUsers...)))
		},
		func() Sample {
			return t("identity", "email", fmt.Sprintf("To: %s\nCc: %s\nSubject: Q3 access review\n\nPlease confirm your reports by Friday.", email(), email()))
		},
		func() Sample {
			return t("identity", "prose", fmt.Sprintf("ssh into %s as %s, then sudo -i", hsP(hsHosts...), hsP(hsUsers...)))
		},
		func() Sample {
			return t("identity", "csv", fmt.Sprintf("username,email,role\n%s,%s,admin\n%s,%s,viewer", hsP(hsUsers...), email(), hsP(hsUsers...), email()))
		},
		func() Sample {
			return t("identity", "prose-de", fmt.Sprintf("Der Benutzername ist %s, das Passwort bekommst du von %s.", hsP(hsUsers...), name()))
		},
		func() Sample {
			return t("identity", "terminal", fmt.Sprintf("$ whoami\n%s\n$ hostname\n%s", hsP(hsUsers...), hsP(hsHosts...)))
		},
		func() Sample {
			return t("identity", "prose", fmt.Sprintf("Service account: ci-deployer@%s.iam.gserviceaccount.com (client id %s)", hsP(hsProjects...), hsNum(21)))
		},
		func() Sample {
			return t("identity", "prose-ja", fmt.Sprintf("ユーザー名は %s です。パスワードは別途お送りします。", hsP(hsUsers...)))
		},
		func() Sample {
			return t("identity", "chat", hsChat(fmt.Sprintf("login: %s, 2FA via the yubikey", email())))
		},
	)

	// talk about passwords and secrets, with none in it
	about := []string{
		"the password policy requires 12 characters, one digit and one symbol",
		"reset your password via the link in the welcome email",
		"I forgot my password again, can someone unlock me?",
		"we rotated the API key yesterday, update your local .env",
		"token expired, re-run the login command",
		"the secret is stored in Vault at secret/data/payments/stripe",
		"password is in 1Password under \"Prod DB (read-only)\"",
		"I'll DM you the credentials, not posting them here",
		"never paste tokens in this channel please",
		"passwords must not be reused across the last 5 changes",
		"the wifi password is on the fridge",
		"ask Olga for the door code, it changed on Monday",
		"the admin password expires every 90 days",
		"did anyone change the root password on the jump host?",
		"MFA is mandatory from June, set up your authenticator app",
		"our API keys now start with a prefix so scanners can find them",
		"keys older than 90 days get disabled automatically",
		"use a passphrase of four random words, it's easier to remember",
		"the login form now rate-limits after 5 failed attempts",
		"the SSH key must be ed25519, RSA is no longer accepted",
		"don't commit .env files; the pre-commit hook blocks them anyway",
		"password reset emails are delayed by about 10 minutes today",
	}
	aboutIntl := []struct{ format, text string }{
		{"prose-de", "Das Passwort muss mindestens 12 Zeichen lang sein."},
		{"prose-de", "Ich habe mein Passwort vergessen – kann mich jemand entsperren?"},
		{"prose-fr", "Le mot de passe doit être changé tous les 90 jours."},
		{"prose-fr", "Mot de passe oublié ? Cliquez sur le lien ci-dessous."},
		{"prose-es", "La contraseña debe tener al menos una mayúscula y un número."},
		{"prose-es", "Te mando la contraseña por privado."},
		{"prose-pt", "A senha expirou, peça um reset ao suporte."},
		{"prose-it", "La password deve contenere almeno 10 caratteri."},
		{"prose-ja", "パスワードは12文字以上にしてください。"},
		{"prose-ja", "パスワードを忘れた場合は管理者に連絡してください。"},
		{"prose-zh", "密码至少需要 12 位，并包含数字和符号。"},
		{"prose-zh", "请不要在群里发送密码。"},
		{"prose-ko", "비밀번호는 90일마다 변경해야 합니다."},
		{"prose-ru", "Пароль должен содержать не менее 12 символов."},
		{"prose-ru", "Токен истёк, войдите заново."},
		{"prose-ar", "يجب تغيير كلمة المرور كل ثلاثة أشهر."},
		{"prose-hi", "पासवर्ड कम से कम 12 अक्षरों का होना चाहिए।"},
		{"prose-nl", "Het wachtwoord staat in de kluis van het team."},
		{"prose-pl", "Hasło musi mieć co najmniej 12 znaków."},
		{"prose-tr", "Şifrenizi kimseyle paylaşmayın."},
	}
	var aboutFs []func() Sample
	for _, a := range about {
		a := a
		aboutFs = append(aboutFs, func() Sample {
			switch rng.IntN(3) {
			case 0:
				return t("password-talk", "chat", hsChat(a))
			case 1:
				return t("password-talk", "chat", hsChat(hsP(hsChatLines...))+"\n"+hsChat(a)+"\n"+hsChat(hsP(hsChatLines...)))
			}
			return t("password-talk", "prose", hsCap(a)+".")
		})
	}
	for _, a := range aboutIntl {
		a := a
		aboutFs = append(aboutFs, func() Sample { return t("password-talk", a.format, a.text) })
	}
	c.all(aboutFs...)
	c.all(
		func() Sample {
			return t("password-talk", "meeting-notes", fmt.Sprintf("Security sync %s\n- password manager rollout: %d%% done\n- decision: no shared accounts after Q3\n- %s to draft the key rotation runbook", hsDate(), hsN(40, 95), name()))
		},
		func() Sample {
			return t("password-talk", "ticket", fmt.Sprintf("SEC-%d: Enforce minimum password length of 14 on the HR portal\nAcceptance: existing users prompted at next login.", hsN(100, 999)))
		},
		func() Sample {
			return t("password-talk", "email", fmt.Sprintf("Hi %s,\n\nYour password will expire in 7 days. Change it from any office PC with Ctrl+Alt+Del.\n\nIT", name()))
		},
		func() Sample {
			return t("password-talk", "docs", "### Rotating secrets\n1. Create the new key in the provider console.\n2. Store it in Vault.\n3. Redeploy, then revoke the old key.")
		},
	)

	// ticket numbers, dates, phone numbers
	c.each(14,
		func() Sample {
			return t("ticket-number", "chat", hsChat(fmt.Sprintf("tracked in %s-%d, blocked by %s-%d", hsP("PLAT", "WEB", "OPS"), hsN(100, 9999), hsP("PLAT", "INFRA"), hsN(100, 9999))))
		},
		func() Sample {
			return t("ticket-number", "prose", fmt.Sprintf("ServiceNow INC%07d was merged into PRB%07d.", hsN(1000, 9999999), hsN(1000, 9999999)))
		},
		func() Sample {
			return t("date", "prose", fmt.Sprintf("Maintenance window: %s 22:00–02:00 UTC, rollback deadline %s.", hsDate(), hsDate()))
		},
		func() Sample {
			return t("phone", "email-signature", fmt.Sprintf("--\n%s\nSite Reliability\nTel. +49 30 %d %d\nMobile +44 7700 900%03d", name(), hsN(100, 999), hsN(10000, 99999), hsN(0, 999)))
		},
		func() Sample {
			return t("phone", "prose", fmt.Sprintf("on-call phone is (555) %03d-%04d, extension %d for the NOC", hsN(100, 999), hsN(0, 9999), hsN(100, 999)))
		},
		func() Sample {
			return t("ticket-number", "prose", fmt.Sprintf("Patched CVE-20%d-%d in the base image.", hsN(21, 25), hsN(1000, 49999)))
		},
		func() Sample {
			return t("date", "prose-fr", fmt.Sprintf("Réunion le %02d/%02d/20%d à 14h30, salle %d.%02d.", hsN(1, 28), hsN(1, 12), hsN(24, 25), hsN(1, 5), hsN(1, 40)))
		},
	)

	// product codes, serial numbers, tracking numbers
	c.each(14,
		func() Sample {
			return t("product-code", "prose", fmt.Sprintf("Ordered 3x SKU %s-%d-%s, delivery next week.", hsR(upper, 2), hsN(1000, 9999), hsR(upper+digits, 2)))
		},
		func() Sample {
			return t("product-code", "note", fmt.Sprintf("Laptop S/N: C02%s, asset tag IT-%05d", hsR(upper+digits, 9), hsN(1, 99999)))
		},
		func() Sample {
			return t("product-code", "prose", fmt.Sprintf("UPS tracking: 1Z%s%s", hsR(upper+digits, 6), hsR(digits, 10)))
		},
		func() Sample {
			return t("product-code", "prose", fmt.Sprintf("ISBN 978-%d-%d-%d-%d", hsN(0, 1), hsN(100, 999), hsN(10000, 99999), hsN(0, 9)))
		},
		func() Sample {
			return t("product-code", "csv", fmt.Sprintf("part_number,description,qty\n%s-%s,M3 hex bolt,%d\n%s-%s,cable tie 200mm,%d", hsR(upper+digits, 4), hsR(upper+digits, 5), hsN(10, 999), hsR(upper+digits, 4), hsR(upper+digits, 5), hsN(10, 999)))
		},
		func() Sample {
			return t("product-code", "prose-de", fmt.Sprintf("Artikelnummer %d-%d, Rechnungsnummer RE-20%d-%05d", hsN(100000, 999999), hsN(10, 99), hsN(23, 25), hsN(1, 99999)))
		},
		func() Sample {
			return t("product-code", "prose", fmt.Sprintf("model %s-%d%s, firmware %d.%d.%d build %s", hsP("RT-AX", "DS", "EX"), hsN(10, 999), hsR(upper, 1), hsN(1, 9), hsN(0, 9), hsN(0, 99), hsR(upper+digits, 8)))
		},
	)

	// variable names and code that handles passwords without holding one
	c.all(
		func() Sample {
			return t("code", "python", "def login(username: str, password: str) -> bool:\n    user = User.get(username)\n    return user is not None and bcrypt.checkpw(password.encode(), user.password_hash)")
		},
		func() Sample {
			return t("code", "go", "hash, err := bcrypt.GenerateFromPassword([]byte(req.Password), bcrypt.DefaultCost)\nif err != nil {\n\treturn fmt.Errorf(\"hash password: %w\", err)\n}")
		},
		func() Sample {
			return t("code", "javascript", "const token = process.env.GITHUB_TOKEN;\nif (!token) throw new Error('GITHUB_TOKEN is not set');")
		},
		func() Sample {
			return t("code", "java", "char[] password = console.readPassword(\"Password: \");\ntry {\n    authenticate(user, password);\n} finally {\n    Arrays.fill(password, ' ');\n}")
		},
		func() Sample {
			return t("code", "rust", "let api_key = std::env::var(\"API_KEY\").expect(\"API_KEY must be set\");\nlet client = Client::new(&api_key);")
		},
		func() Sample {
			return t("code", "sql", "UPDATE users SET password_hash = $1, password_changed_at = now() WHERE id = $2;")
		},
		func() Sample {
			return t("code", "shell", "read -rsp 'Password: ' PASSWORD; echo\nexport PGPASSWORD=\"$PASSWORD\"")
		},
		func() Sample {
			return t("code", "python", "PASSWORD_MIN_LENGTH = 12\nPASSWORD_MAX_AGE_DAYS = 90\nSECRET_KEY = os.environ[\"DJANGO_SECRET_KEY\"]")
		},
		func() Sample {
			return t("code", "typescript", "interface Credentials {\n  username: string;\n  password: string;\n  otp?: string;\n}")
		},
		func() Sample {
			return t("code", "csharp", "var secret = await secretClient.GetSecretAsync(\"StorageAccountKey\");\nvar key = secret.Value.Value;")
		},
		func() Sample {
			return t("code", "prose", "the env var is called STRIPE_SECRET_KEY, and the config key is payments.stripe.secretKeyRef")
		},
		func() Sample {
			return t("code", "python", "if len(password) < settings.PASSWORD_MIN_LENGTH:\n    raise ValidationError(_(\"Password too short\"))")
		},
		func() Sample {
			return t("code", "go", "type Config struct {\n\tDBPassword string `env:\"DB_PASSWORD,required\"`\n\tAPIToken   string `env:\"API_TOKEN\"`\n}")
		},
		func() Sample {
			return t("code", "php", "$hash = password_hash($_POST['password'], PASSWORD_ARGON2ID);\nif (!password_verify($input, $hash)) { http_response_code(401); }")
		},
		func() Sample {
			return t("code", "ruby", "has_secure_password\nvalidates :password, length: { minimum: 12 }, allow_nil: true")
		},
		func() Sample {
			return t("code", "kotlin", "val token = BuildConfig.API_TOKEN.ifBlank { error(\"missing API token\") }")
		},
		func() Sample {
			return t("code", "yaml", "argon2:\n  memory: 65536\n  iterations: 3\n  parallelism: 4\n  salt_length: 16\n  key_length: 32")
		},
	)

	// logs without secrets
	c.each(14,
		func() Sample {
			return t("log", "auth.log", fmt.Sprintf("%s %s sshd[%d]: Failed password for invalid user %s from %s port %d ssh2", hsP("Mar  3", "Jun 21", "Nov 30"), hsTime()+":12", hsN(1000, 60000), hsP("admin", "oracle", "test", "ubuntu"), hsIP(), hsN(30000, 65000)))
		},
		func() Sample {
			return t("log", "nginx", fmt.Sprintf("%s - - [%02d/Mar/2024:%s:41 +0000] \"POST /api/login HTTP/1.1\" 401 53 \"-\" \"Mozilla/5.0 (X11; Linux x86_64)\"", hsIP(), hsN(1, 28), hsTime()))
		},
		func() Sample {
			var b strings.Builder
			for i := 0; i < 4; i++ {
				fmt.Fprintf(&b, "%s %s\n", hsStamp(), hsP(hsLogLines...))
			}
			return t("log", "app", strings.TrimSuffix(b.String(), "\n"))
		},
		func() Sample {
			return t("log", "app", fmt.Sprintf("%s WARN auth: login failed for user=%s reason=bad_password attempts=%d", hsStamp(), hsP(hsUsers...), hsN(1, 5)))
		},
		func() Sample {
			return t("log", "app", fmt.Sprintf("%s INFO token refreshed for client_id=%s expires_in=3600", hsStamp(), hsUUID()))
		},
		func() Sample {
			return t("log", "syslog", fmt.Sprintf("%s kernel: [%d.%06d] eth0: link up, 1000Mbps, full-duplex, lpa 0x%s", hsP("Mar  3 10:14:02", "Jun 21 23:01:55"), hsN(10, 99999), hsN(0, 999999), hsHexU(4)))
		},
		func() Sample {
			return t("log", "ci", fmt.Sprintf("Run docker/login-action@v3\nLogging into ghcr.io...\nLogin Succeeded!\nPost job cleanup.\nDigest: sha256:%s", hsHex(64)))
		},
		func() Sample {
			return t("log", "audit", fmt.Sprintf("%s user=%s action=password_changed ip=%s result=success", hsStamp(), email(), hsIP()))
		},
		func() Sample {
			return t("log", "windows", fmt.Sprintf("An account failed to log on.\nSecurity ID: NULL SID\nAccount Name: %s\nFailure Reason: Unknown user name or bad password.\nStatus: 0xC000006D\nLogon Type: 3", hsP(hsUsers...)))
		},
	)

	// stack traces
	c.each(10,
		func() Sample {
			return t("stack-trace", "java", fmt.Sprintf("java.lang.IllegalStateException: Password must not be null\n\tat com.acme.auth.LoginService.authenticate(LoginService.java:%d)\n\tat com.acme.auth.LoginController.login(LoginController.java:%d)\n\tat java.base/jdk.internal.reflect.DirectMethodHandleAccessor.invoke(DirectMethodHandleAccessor.java:103)", hsN(20, 300), hsN(20, 300)))
		},
		func() Sample {
			return t("stack-trace", "go", fmt.Sprintf("panic: runtime error: invalid memory address or nil pointer dereference\n[signal SIGSEGV: segmentation violation code=0x1 addr=0x18 pc=0x%s]\n\ngoroutine %d [running]:\nmain.(*Server).handleLogin(0xc000%s, {0x%s, 0xc0001%s})\n\t/src/server.go:%d +0x%s", hsHex(6), hsN(1, 300), hsHex(6), hsHex(6), hsHex(5), hsN(20, 400), hsHex(2)))
		},
		func() Sample {
			return t("stack-trace", "python", fmt.Sprintf("Traceback (most recent call last):\n  File \"/app/auth.py\", line %d, in verify\n    if not check_password(form.password.data, user.password_hash):\n  File \"/app/security.py\", line %d, in check_password\n    return bcrypt.checkpw(pw.encode(), hashed)\nValueError: Invalid salt", hsN(10, 200), hsN(10, 200)))
		},
		func() Sample {
			return t("stack-trace", "javascript", fmt.Sprintf("TypeError: Cannot read properties of undefined (reading 'token')\n    at refreshSession (/app/src/auth.js:%d:%d)\n    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)", hsN(10, 300), hsN(1, 40)))
		},
		func() Sample {
			return t("stack-trace", "dotnet", fmt.Sprintf("System.UnauthorizedAccessException: Access to the path 'C:\\inetpub\\keys\\app.pfx' is denied.\n   at System.IO.FileSystem.OpenHandle(String fullPath)\n   at Acme.Web.Startup.LoadCertificate() in D:\\a\\1\\s\\Startup.cs:line %d", hsN(20, 200)))
		},
	)

	// diffs without secrets
	c.each(8,
		func() Sample {
			return t("diff", "diff", fmt.Sprintf("diff --git a/config/settings.py b/config/settings.py\nindex %s..%s 100644\n--- a/config/settings.py\n+++ b/config/settings.py\n@@ -12,7 +12,7 @@\n-SECRET_KEY = \"dev\"\n+SECRET_KEY = os.environ[\"SECRET_KEY\"]\n DEBUG = False", hsHex(7), hsHex(7)))
		},
		func() Sample {
			return t("diff", "diff", fmt.Sprintf("diff --git a/.github/workflows/ci.yml b/.github/workflows/ci.yml\nindex %s..%s 100644\n@@ -20,3 +20,4 @@\n       - run: npm test\n+        env:\n+          NPM_TOKEN: ${{ secrets.NPM_TOKEN }}", hsHex(7), hsHex(7)))
		},
		func() Sample {
			return t("diff", "diff", fmt.Sprintf("--- a/README.md\n+++ b/README.md\n@@ -1,4 +1,4 @@\n-Set the password in `config.yml`.\n+Set the password with `app secrets set db_password`.\n Version %d.%d", hsN(1, 5), hsN(0, 20)))
		},
		func() Sample {
			return t("diff", "diff", fmt.Sprintf("index %s..%s\n--- a/package.json\n+++ b/package.json\n-    \"jsonwebtoken\": \"^8.5.1\",\n+    \"jsonwebtoken\": \"^9.0.2\",", hsHex(7), hsHex(7)))
		},
	)

	// tables without secrets
	c.each(12,
		func() Sample {
			var b strings.Builder
			b.WriteString("| Host | IP | Owner | Password location |\n|---|---|---|---|\n")
			for i := 0; i < 3; i++ {
				fmt.Fprintf(&b, "| %s | %s | %s | Vault: secret/hosts/%d |\n", hsP(hsHosts...), hsIP(), name(), i+1)
			}
			return t("table", "markdown", strings.TrimSuffix(b.String(), "\n"))
		},
		func() Sample {
			var b strings.Builder
			b.WriteString("hostname,ip,os,owner\n")
			for i := 0; i < 4; i++ {
				fmt.Fprintf(&b, "%s,%s,%s,%s\n", hsP(hsHosts...), hsIP(), hsP("Ubuntu 22.04", "Debian 12", "Windows Server 2022", "RHEL 9"), strings.ToLower(name()))
			}
			return t("table", "csv", strings.TrimSuffix(b.String(), "\n"))
		},
		func() Sample {
			return t("table", "markdown", fmt.Sprintf("| Key | Rotated | Owner |\n|---|---|---|\n| Stripe secret key | %s | payments |\n| GitHub deploy key | %s | platform |\n| SendGrid API key | %s | growth |", hsDate(), hsDate(), hsDate()))
		},
		func() Sample {
			return t("table", "text", fmt.Sprintf("NAME                    READY   STATUS    RESTARTS   AGE\napi-%s-%s   1/1     Running   0          %dd\nworker-%s-%s 1/1     Running   %d          %dh", hsHex(10), hsR(lower+digits, 5), hsN(1, 30), hsHex(10), hsR(lower+digits, 5), hsN(0, 4), hsN(1, 23)))
		},
	)
}
