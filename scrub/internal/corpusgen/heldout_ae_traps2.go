package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// General traps: talk about passwords, menu paths, login lines with no password, ids and
// digests, ordinary base64, public keys, publishable keys, contact details, and code that
// handles credentials without holding one.

func haeTrapGens2() []haeGen {
	return []haeGen{
		{30, haeTrapPasswordTalk},
		{18, haeTrapLoginNoPassword},
		{20, haeTrapIDs},
		{10, haeTrapBase64Data},
		{12, haeTrapPublicKey},
		{8, haeTrapPublishable},
		{18, haeTrapContacts},
		{14, haeTrapNumbers},
		{24, haeTrapCode},
		{12, haeTrapTerminal},
	}
}

var haePwTalk = []string{
	"the password policy requires 12 characters, one digit and one symbol",
	"passwords expire every 90 days unless you're on SSO",
	"I reset my password but the reset email never arrived",
	"we should rotate the API keys after the offboarding on %s",
	"the token expired, generate a new one in the dashboard",
	"don't share passwords in Slack, use the 1Password share link",
	"password field should be type=password and autocomplete=new-password",
	"the login page shows 'invalid password' even for unknown users — good, no enumeration",
	"secret scanning caught a key in PR #%d, it was revoked within minutes",
	"how long should a Wi-Fi password be for WPA3?",
	"remember to ask Maria for the router password, I don't have it",
	"the PIN is printed on the back of the device",
	"API key goes in the Authorization header, not in the query string",
	"Das Passwort muss mindestens 12 Zeichen lang sein.",
	"Passwort vergessen? Klicke auf „Zurücksetzen“.",
	"Le mot de passe doit contenir au moins une majuscule.",
	"Cambia tu contraseña cada 90 días.",
	"A senha deve ter pelo menos 10 caracteres.",
	"パスワードは管理者に聞いてください。",
	"パスワードを忘れた場合は、ログイン画面の「再設定」を押してください。",
	"密码长度至少为 12 位，并且需要包含数字。",
	"비밀번호는 90일마다 변경해야 합니다.",
	"Пароль должен содержать не менее 12 символов.",
	"يجب أن تحتوي كلمة المرور على 12 حرفًا على الأقل.",
	"पासवर्ड कम से कम 12 अक्षरों का होना चाहिए।",
	"Hasło musi mieć co najmniej 12 znaków.",
	"Şifreniz en az 12 karakter olmalıdır.",
	"the password is stored as an argon2id hash, never in plain text",
	"password: see vault (path secret/data/%s/db)",
	"password: (ask %s)",
}

func haeTrapPasswordTalk() Sample {
	t := pick(haePwTalk)
	if strings.Contains(t, "%s") {
		t = fmt.Sprintf(t, pick([]string{haeDate(), pick(haeWords), haeCap(pick(haeNames))}))
	} else if strings.Contains(t, "%d") {
		t = fmt.Sprintf(t, haeIn(10, 5000))
	}
	switch rng.IntN(4) {
	case 0:
		return haeT("password-talk", "chat", t)
	case 1:
		return haeT("password-talk", "meeting-notes", fmt.Sprintf("Security sync %s\n- %s\n- MFA rollout at %d%%", haeDate(), t, haeIn(40, 100)))
	case 2:
		return haeT("password-talk", "agent-memory", "- "+t)
	default:
		return haeT("password-talk", "ticket", fmt.Sprintf("[SEC-%d] %s", haeIn(10, 999), t))
	}
}

func haeTrapLoginNoPassword() Sample {
	u := pick(haeUsers)
	switch rng.IntN(9) {
	case 0:
		return haeT("login-no-password", "chat", fmt.Sprintf("the login is %s / ask %s for the password", u, haeCap(pick(haeNames))))
	case 1:
		return haeT("menu-path", "docs", "Go to Admin / Settings / Users and click \"Invite\".")
	case 2:
		return haeT("menu-path", "chat", fmt.Sprintf("it's under %s", pick([]string{"Admin / Security / Sessions", "Settings > Developer settings > Personal access tokens", "Account / Billing / Invoices", "System / Users / Roles", "Preferences → Privacy → Passwords"})))
	case 3:
		return haeT("login-no-password", "chat", fmt.Sprintf("sign in as %s / then open the Reports tab", u))
	case 4:
		return haeT("login-no-password", "notes", fmt.Sprintf("router login: %s / (password on the sticker under the device)", u))
	case 5:
		return haeT("login-no-password", "yaml", fmt.Sprintf("login:\n  user: %s\n  password_file: /run/secrets/%s_password", u, u))
	case 6:
		return haeT("ratio", "chat", fmt.Sprintf("login success / failure ratio is %d / %d this week", haeIn(900, 9999), haeIn(1, 80)))
	case 7:
		return haeT("login-no-password", "chat-de", fmt.Sprintf("Benutzer ist %s, das Passwort schicke ich dir per Signal.", u))
	default:
		return haeT("path", "chat", fmt.Sprintf("check /var/log/%s/auth.log and /etc/%s/users.conf", pick([]string{"nginx", "sshd", "gitlab"}), pick([]string{"nginx", "sshd", "gitlab"})))
	}
}

func haeTrapIDs() Sample {
	switch rng.IntN(8) {
	case 0:
		return haeT("uuid", "json", fmt.Sprintf("{\"id\":\"%s\",\"tenant_id\":\"%s\",\"status\":\"active\"}", haeUUID(), haeUUID()))
	case 1:
		return haeT("image-digest", "terminal", fmt.Sprintf("$ docker pull ghcr.io/%s/api:1.%d.%d\nDigest: sha256:%s\nStatus: Downloaded newer image", pick(haeNames), haeIn(0, 9), haeIn(0, 30), haeHex(64)))
	case 2:
		return haeT("image-digest", "k8s-yaml", fmt.Sprintf("      containers:\n        - name: web\n          image: registry.example.com/web@sha256:%s\n          imagePullPolicy: IfNotPresent", haeHex(64)))
	case 3:
		return haeT("build-id", "ci-log", fmt.Sprintf("Build %s started by %s\nbuildId=%d, artifact web-%d.%d.%d-%s.tar.gz", haeUUID(), pick(haeNames), haeIn(10000, 999999), haeIn(1, 5), haeIn(0, 20), haeIn(0, 20), haeHex(8)))
	case 4:
		return haeT("version", "chat", fmt.Sprintf("upgraded to v%d.%d.%d-rc.%d+build.%s, changelog in the release notes", haeIn(1, 9), haeIn(0, 40), haeIn(0, 20), haeIn(1, 5), haeHex(7)))
	case 5:
		return haeT("request-id", "log", fmt.Sprintf("%s WARN rate limited, retry in %ds (request-id: req_%s, org: org-%s)", haeTime(), haeIn(1, 60), rnd(alnum, 24), rnd(alnum, 24)))
	case 6:
		return haeT("arn", "notes", fmt.Sprintf("role: arn:aws:iam::%s:role/%s-deployer\nbucket: arn:aws:s3:::%s-artifacts-%s", rnd(digits, 12), pick(haeWords), pick(haeWords), rnd(lower+digits, 6)))
	default:
		return haeT("uuid", "csv", fmt.Sprintf("id,email,created\n%s,%s@example.com,%s\n%s,%s@example.org,%s", haeUUID(), pick(haeNames), haeDate(), haeUUID(), pick(haeNames), haeDate()))
	}
}

func haeTrapBase64Data() Sample {
	txt := pick([]string{"hello world, this is a test file", "{\"theme\":\"dark\",\"lang\":\"en\"}", "name,qty\napples,3\npears,5\n", "#!/bin/sh\necho starting\n", "Lorem ipsum dolor sit amet"})
	b := base64.StdEncoding.EncodeToString([]byte(txt))
	switch rng.IntN(4) {
	case 0:
		return haeT("base64-data", "json", fmt.Sprintf("{\"filename\":\"notes.txt\",\"encoding\":\"base64\",\"content\":\"%s\"}", b))
	case 1:
		return haeT("base64-data", "html", fmt.Sprintf("<img alt=\"dot\" src=\"data:image/png;base64,%s\">", base64.StdEncoding.EncodeToString([]byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x01\x00\x00\x00\x01"))))
	case 2:
		return haeT("base64-data", "k8s-yaml", fmt.Sprintf("apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: app-config\nbinaryData:\n  settings.json: %s", b))
	default:
		return haeT("base64-data", "terminal", fmt.Sprintf("$ echo '%s' | base64 -d\n%s", b, strings.TrimRight(txt, "\n")))
	}
}

func haeTrapPublicKey() Sample {
	host := pick(haeNames) + "@" + pick([]string{"laptop", "mbp", "build01", "workstation"})
	switch rng.IntN(4) {
	case 0:
		return haeT("public-key", "chat", fmt.Sprintf("add my public key to the server please:\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI%s %s", rnd(alnum+"+/", 43), host))
	case 1:
		return haeT("public-key", "authorized_keys", fmt.Sprintf("ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ%s %s", rnd(alnum+"+/", 200), host))
	case 2:
		body := haeB64Body(haeIn(90, 290))
		body[0] = "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA" + body[0][44:]
		return haeT("public-key", "pem-public", "-----BEGIN PUBLIC KEY-----\n"+strings.Join(body, "\n")+"\n-----END PUBLIC KEY-----")
	default:
		return haeT("public-key", "known_hosts", fmt.Sprintf("github.com ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI%s\n# fingerprint SHA256:%s", rnd(alnum+"+/", 43), strings.TrimRight(haeB64Bytes(32), "=")))
	}
}

func haeTrapPublishable() Sample {
	switch rng.IntN(3) {
	case 0:
		return haeT("publishable-key", "javascript", fmt.Sprintf("const stripe = Stripe('pk_live_51%s'); // publishable, safe in the browser", rnd(alnum, 96)))
	case 1:
		return haeT("publishable-key", "dotenv", fmt.Sprintf("NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=pk_test_51%s", rnd(alnum, 96)))
	default:
		return haeT("publishable-key", "javascript", fmt.Sprintf("mapboxgl.accessToken = 'pk.%s.%s'; // public token, URL-restricted", base64.RawURLEncoding.EncodeToString([]byte(fmt.Sprintf("{\"u\":\"%s\",\"a\":\"%s\"}", pick(haeNames), rnd(lower+digits, 25)))), rnd(b64url, 22)))
	}
}

func haeTrapContacts() Sample {
	n := pick(haeNames)
	switch rng.IntN(6) {
	case 0:
		return haeT("email", "chat", fmt.Sprintf("ping %s@%s.com or ops-oncall@example.org if the deploy fails", n, pick(haeWords)))
	case 1:
		return haeT("url", "chat", fmt.Sprintf("dashboard: https://grafana.%s.internal/d/%s/api-latency?orgId=1&from=now-6h", pick(haeWords), rnd(lower+digits, 9)))
	case 2:
		return haeT("hostname", "notes", fmt.Sprintf("Hosts:\n- %s (primary)\n- %s (replica)\n- %s", pick(haeHosts), pick(haeHosts), pick(haeHosts)))
	case 3:
		return haeT("username", "chat", fmt.Sprintf("my GitHub handle is @%s-%s, username on the VPN is %s.%s", n, pick(haeWords), n, pick(haeWords)))
	case 4:
		return haeT("url", "git", fmt.Sprintf("git clone git@github.com:%s/%s.git\ngit clone https://github.com/%s/%s.git", n, pick(haeWords), n, pick(haeWords)))
	default:
		return haeT("phone", "email", fmt.Sprintf("Thanks,\n%s\n+49 30 %d %d | %s@example.de", haeCap(n), haeIn(100, 999), haeIn(10000, 99999), n))
	}
}

func haeTrapNumbers() Sample {
	switch rng.IntN(6) {
	case 0:
		return haeT("ticket", "chat", fmt.Sprintf("dupe of %s-%d, see also #%d", pick([]string{"JIRA", "PLAT", "INC"}), haeIn(100, 9999), haeIn(100, 9999)))
	case 1:
		return haeT("product-code", "csv", fmt.Sprintf("sku,name,price\n%s-%s,%s mug,12.90\n%s-%s,%s shirt,24.00", rnd(upper+digits, 4), rnd(upper+digits, 4), haeCap(pick(haeWords)), rnd(upper+digits, 4), rnd(upper+digits, 4), haeCap(pick(haeWords))))
	case 2:
		return haeT("order-number", "email", fmt.Sprintf("Your order #%s-%d has shipped. Tracking: 1Z%s", rnd(upper, 3), haeIn(100000, 999999), rnd(upper+digits, 16)))
	case 3:
		return haeT("date", "chat", fmt.Sprintf("release window %s 18:00–20:00 CET, rollback by %s", haeDate(), haeDate()))
	case 4:
		return haeT("phone", "notes", fmt.Sprintf("On-call: %s +1 (415) %d-%04d", haeCap(pick(haeNames)), haeIn(200, 999), haeIn(0, 9999)))
	default:
		return haeT("license-key-public", "chat", fmt.Sprintf("the serial on the switch is %s, model %s-%dP", rnd(upper+digits, 12), rnd(upper, 3), haeIn(8, 48)))
	}
}

func haeTrapCode() Sample {
	switch rng.IntN(10) {
	case 0:
		return haeT("code-no-secret", "go", "func checkPassword(hash []byte, password string) error {\n\treturn bcrypt.CompareHashAndPassword(hash, []byte(password))\n}")
	case 1:
		return haeT("code-no-secret", "python", "api_key = os.environ[\""+pick(haeVendors).env+"\"]\nif not api_key:\n    raise SystemExit(\"missing key\")")
	case 2:
		return haeT("code-no-secret", "typescript", "export function redact(s: string): string {\n  return s.replace(/(password|token|secret)=\\S+/gi, '$1=***');\n}")
	case 3:
		return haeT("code-no-secret", "javascript", "const password = document.querySelector('#password').value;\nif (password.length < 12) showError('Password too short');")
	case 4:
		return haeT("code-no-secret", "sql", "CREATE TABLE users (\n  id bigserial PRIMARY KEY,\n  email text UNIQUE NOT NULL,\n  password_hash text NOT NULL,\n  api_token_last4 char(4)\n);")
	case 5:
		return haeT("code-no-secret", "go", fmt.Sprintf("type Config struct {\n\tDBPassword string `env:\"DB_PASSWORD,required\"`\n\tAPIToken   string `env:\"%s\"`\n}", pick(haeVendors).env))
	case 6:
		return haeT("code-no-secret", "rust", "let token = std::env::var(\"GITHUB_TOKEN\").expect(\"GITHUB_TOKEN not set\");\nlet client = Octocrab::builder().personal_token(token).build()?;")
	case 7:
		return haeT("code-no-secret", "test", "def test_login_rejects_wrong_password(client, user):\n    resp = client.post(\"/login\", data={\"email\": user.email, \"password\": make_wrong_password()})\n    assert resp.status_code == 401")
	case 8:
		return haeT("variable-names", "chat", fmt.Sprintf("rename SECRET_KEY_BASE to %s and drop PASSWORD_SALT, we don't use it anymore", pick([]string{"APP_SECRET", "SESSION_SIGNING_KEY", "RAILS_MASTER_KEY_PATH"})))
	default:
		return haeT("code-no-secret", "shell", "read -rsp 'Password: ' PGPASSWORD && export PGPASSWORD\npsql -h \"$DB_HOST\" -U \"$DB_USER\" -d app")
	}
}

func haeTrapTerminal() Sample {
	switch rng.IntN(4) {
	case 0:
		return haeT("checksum", "terminal", fmt.Sprintf("$ sha256sum dist/*.tar.gz\n%s  dist/app-linux-amd64.tar.gz\n%s  dist/app-darwin-arm64.tar.gz", haeHex(64), haeHex(64)))
	case 1:
		return haeT("terminal", "terminal", fmt.Sprintf("$ npm install\n\nadded %d packages, and audited %d packages in %ds\n\n%d packages are looking for funding\n  run `npm fund` for details\n\nfound 0 vulnerabilities", haeIn(50, 900), haeIn(900, 1500), haeIn(2, 40), haeIn(10, 200)))
	case 2:
		return haeT("terminal", "terminal", fmt.Sprintf("$ go test ./...\nok  \tgithub.com/%s/api/internal/auth\t0.%03ds\nok  \tgithub.com/%s/api/internal/store\t1.%03ds\n?   \tgithub.com/%s/api/cmd/server\t[no test files]", pick(haeNames), haeIn(1, 999), pick(haeNames), haeIn(1, 999), pick(haeNames)))
	default:
		return haeT("terminal", "terminal", fmt.Sprintf("$ docker build -t api .\n => [internal] load build definition from Dockerfile\n => => writing image sha256:%s\n => => naming to docker.io/library/api", haeHex(64)))
	}
}
