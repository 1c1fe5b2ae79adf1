package main

import (
	"fmt"
	"strings"
)

// Look-alikes that must come back unchanged: digests, ids, versions, public keys and
// certificates, placeholders and references, key names without values, prose about passwords,
// public-by-design keys, masked values, paths, URLs without credentials, code identifiers.

func hrB64Lines(n, w int) string {
	var lines []string
	for range n {
		lines = append(lines, rnd(alnum+"+/", w))
	}
	return strings.Join(lines, "\n")
}

var hrPolicyProse = []string{
	"Password policy: at least 14 characters, no reuse of the last 5, rotation only after a suspected leak.",
	"Passwörter müssen mindestens 12 Zeichen lang sein und dürfen nicht im Wiki stehen.",
	"Mot de passe oublié ? Cliquez sur « Réinitialiser » sur la page de connexion.",
	"La contraseña se guarda con bcrypt (coste 12); nunca en texto plano.",
	"A senha expira a cada 90 dias; o usuário recebe um aviso por e-mail.",
	"パスワードは12文字以上で、英大文字・数字・記号を含めてください。",
	"密码至少需要 12 位，并且必须包含数字和符号。",
	"Пароль должен содержать не менее 12 символов и не совпадать с логином.",
	"비밀번호는 90일마다 변경해야 합니다.",
	"Hasło nie może zawierać imienia ani nazwiska użytkownika.",
	"Şifrenizi kimseyle paylaşmayın; destek ekibi asla şifre sormaz.",
	"كلمة المرور يجب أن تتكون من 12 حرفًا على الأقل.",
	"Het wachtwoord wordt nooit per e-mail verstuurd.",
	"Decision: service accounts authenticate with workload identity, so no API key lives in the repo anymore.",
	"We rotated every token after the laptop was stolen; the old ones are revoked and useless.",
	"Reminder: the password field must not be logged, even at debug level.",
	"The secret to a stable test suite is waiting for signals instead of sleeping.",
	"The tokenizer splits the prompt into 4096 tokens; longer inputs are truncated.",
	"Der Schlüssel für den Serverraum liegt beim Empfang.",
	"The mountain pass was closed, so the offsite moved to Thursday.",
	"Pin numpy to 1.26.4 until the pandas upgrade lands.",
	"Kata sandi minimal 12 karakter dan wajib diganti setiap 6 bulan.",
	"Mật khẩu phải có ít nhất 12 ký tự.",
	"Heslo musí mít alespoň 12 znaků.",
}

var hrPlaceholders = []string{
	"API_KEY=your-api-key-here\nDB_PASSWORD=<set me>",
	"export GITHUB_TOKEN=<YOUR_TOKEN>",
	"password: \"{{ .Values.db.password }}\"",
	"dsn = \"host=%(host)s user=%(user)s password=%(password)s\"",
	"env:\n  NPM_TOKEN: ${{ secrets.NPM_TOKEN }}\n  AWS_SECRET_ACCESS_KEY: ${{ secrets.AWS_SECRET_ACCESS_KEY }}",
	"psql \"postgres://app:$DB_PASSWORD@db:5432/app\"",
	"STRIPE_SECRET_KEY=sk_live_xxxxxxxxxxxxxxxxxxxxxxxx",
	"token: REDACTED\npassword: '[secret removed]'",
	"SLACK_BOT_TOKEN=xoxb-your-bot-token",
	"password: \"\"\napi_key: null",
	"OPENAI_API_KEY=sk-...\nANTHROPIC_API_KEY=sk-ant-...",
	"Authorization: Bearer $TOKEN",
	"DATABASE_URL=postgresql://USER:PASSWORD@HOST:5432/DBNAME",
	"client_secret = \"${var.client_secret}\"",
	"mysql -u root -p   # prompts for the password",
	"secret: !vault |\n  $ANSIBLE_VAULT;1.1;AES256",
	"token = os.environ[\"HF_TOKEN\"]",
	"apiKey: process.env.STRIPE_SECRET_KEY ?? ''",
	"password := viper.GetString(\"db.password\")",
	"String secret = System.getenv(\"JWT_SECRET\");",
	"valueFrom:\n  secretKeyRef:\n    name: db-creds\n    key: password",
	"aws secretsmanager get-secret-value --secret-id prod/db/password --query SecretString",
	"op://Engineering/Postgres prod/password",
	"vault kv get -field=password secret/data/prod/db",
	"Required env vars: GITHUB_TOKEN, NPM_TOKEN, AWS_SECRET_ACCESS_KEY (see README).",
	"~ password = (sensitive value)\n~ master_password = (sensitive value)",
}

var hrMasked = []func() string{
	func() string {
		return "Stripe key in use ends with …" + rnd(alnum, 4) + " (sk_live_••••••••" + rnd(alnum, 4) + ")"
	},
	func() string { return "GITHUB_TOKEN=ghp_****************************" + rnd(alnum, 4) },
	func() string {
		return "access key AKIA************" + rnd("ABCDEFGHIJKLMNOPQRSTUVWXYZ", 4) + " was deactivated"
	},
	func() string { return "Password: ●●●●●●●●●●" },
	func() string { return "DD_API_KEY=*** (masked by CI)" },
	func() string { return "Kennwort: ******** (steht im Passwortmanager)" },
	func() string { return "token=[FILTERED] user_id=" + fmt.Sprint(rng.IntN(99999)) },
}

var hrTrapGens = []hrTrap{
	{"digest", "shell", 10, func() string {
		return "$ sha256sum acme-cli_" + fmt.Sprintf("%d.%d.%d", rng.IntN(3), rng.IntN(20), rng.IntN(10)) + "_linux_amd64.tar.gz\n" + rnd(hexs, 64) + "  acme-cli_linux_amd64.tar.gz"
	}},
	{"git-sha", "shell", 10, func() string {
		return "$ git log --oneline -3\n" + rnd(hexs, 7) + " fix: retry on 503\n" + rnd(hexs, 7) + " chore: bump deps\n" + rnd(hexs, 7) + " Merge pull request #" + fmt.Sprint(100+rng.IntN(900)) + "\nreverted " + rnd(hexs, 40)
	}},
	{"integrity", "json", 8, func() string {
		return "\"node_modules/left-pad\": {\n  \"version\": \"1.3.0\",\n  \"integrity\": \"sha512-" + rnd(alnum+"+/", 86) + "==\"\n}"
	}},
	{"docker-digest", "shell", 8, func() string {
		return "16.4: Pulling from library/postgres\nDigest: sha256:" + rnd(hexs, 64) + "\nStatus: Downloaded newer image for postgres:16.4"
	}},
	{"go-sum", "file", 6, func() string {
		return "golang.org/x/crypto v0.31.0 h1:" + rnd(alnum+"+/", 43) + "=\ngolang.org/x/crypto v0.31.0/go.mod h1:" + rnd(alnum+"+/", 43) + "="
	}},
	{"uuid", "config", 10, func() string {
		return "AZURE_TENANT_ID=" + hrUUID() + "\nAZURE_SUBSCRIPTION_ID=" + hrUUID() + "\nAZURE_CLIENT_ID=" + hrUUID()
	}},
	{"version", "note", 8, func() string {
		return fmt.Sprintf("Bumped pgx v5.7.%d → v5.7.%d, node 22.%d.0, kubectl v1.31.%d, terraform 1.9.%d; build 2026.03.%02d-rc%d.", rng.IntN(3), 3+rng.IntN(3), rng.IntN(15), rng.IntN(9), rng.IntN(9), 1+rng.IntN(28), 1+rng.IntN(4))
	}},
	{"public-key", "file", 10, func() string {
		return pick([]string{"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + rnd(alnum+"+/", 43) + " dana@work-laptop",
			"ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ" + rnd(alnum+"+/", 500) + " deploy@ci",
			"age recipient for sops: age1" + rnd("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58),
			"[Peer]\nPublicKey = " + rnd(alnum+"+/", 43) + "=\nEndpoint = vpn.acme.io:51820\nAllowedIPs = 10.8.0.0/24"})
	}},
	{"certificate", "file", 8, func() string {
		kind := pick([]string{"CERTIFICATE", "PUBLIC KEY", "PGP PUBLIC KEY BLOCK", "CERTIFICATE REQUEST"})
		return "Intermediate for the load balancer:\n-----BEGIN " + kind + "-----\n" + hrB64Lines(6+rng.IntN(6), 64) + "\n-----END " + kind + "-----"
	}},
	{"kubeconfig-ca", "file", 5, func() string {
		return "clusters:\n- cluster:\n    certificate-authority-data: " + rnd(alnum+"+/", 300) + "=\n    server: https://k8s.acme.lan:6443\n  name: prod\nusers:\n- name: oidc\n  user:\n    exec:\n      command: kubelogin\n      args: [get-token, --oidc-issuer-url=https://login.acme.io]"
	}},
	{"placeholder", "config", 26, func() string { return pick(hrPlaceholders) }},
	{"masked", "note", 14, func() string { return pick(hrMasked)() }},
	{"policy-prose", "note", 30, func() string { return pick(hrPolicyProse) }},
	{"public-by-design", "config", 14, func() string {
		return pick([]string{
			"STRIPE_PUBLISHABLE_KEY=pk_live_" + rnd(alnum, 99),
			"NEXT_PUBLIC_STRIPE_KEY=pk_test_" + rnd(alnum, 99),
			"GOOGLE_CLIENT_ID=" + rnd(digits, 12) + "-" + rnd(lower+digits, 32) + ".apps.googleusercontent.com",
			"VITE_POSTHOG_KEY=phc_" + rnd(alnum, 43),
			"mapboxgl.accessToken = 'pk.eyJ1IjoiYWNtZSIsImEiOiJ" + rnd(alnum, 20) + "In0." + rnd(b64url, 22) + "';",
			"clientId: '" + hrUUID() + "', authority: 'https://login.microsoftonline.com/" + hrUUID() + "'",
		})
	}},
	{"path", "note", 10, func() string {
		return pick([]string{"Keys live in ~/.ssh/id_ed25519 and ~/.ssh/id_ed25519.pub.", "nginx reads /etc/ssl/private/acme.io.key (mode 0600).",
			"gcloud writes C:\\Users\\dana\\AppData\\Roaming\\gcloud\\application_default_credentials.json",
			"The file secrets/prod/db-password.txt is git-ignored and mounted at /run/secrets/db_password.",
			"AWS CLI reads ~/.aws/credentials then ~/.aws/config."})
	}},
	{"url-no-creds", "url", 12, func() string {
		return pick([]string{"postgres://app@" + hrHost() + ":5432/app?sslmode=verify-full", "git clone ssh://git@github.com/acme/api.git",
			"https://dana@bitbucket.org/acme/mobile.git", "redis://cache.acme.lan:6379/2",
			"https://grafana.acme.io/d/" + rnd(lower+digits, 9) + "/api?orgId=1&from=now-6h&var-pod=" + rnd(lower, 5),
			"https://hooks.slack.com/services/ is the host we allow in the egress proxy",
			"mongodb://mongo-0.mongo,mongo-1.mongo/?replicaSet=rs0"})
	}},
	{"code-identifier", "code", 14, func() string {
		return pick([]string{"func (s *Store) CheckPassword(hash, password []byte) error {\n\treturn bcrypt.CompareHashAndPassword(hash, password)\n}",
			"const passwordMinLength = 12\nvar errWrongPassword = errors.New(\"wrong password\")",
			"ids = tokenizer.encode(text, add_special_tokens=False)",
			"if (!token) throw new AuthError('missing token');",
			"type SecretRef struct {\n\tName string `json:\"name\"`\n\tKey  string `json:\"key\"`\n}",
			"def rotate_api_key(user_id: int) -> ApiKey: ...",
			"password_hash = PasswordHasher().hash(form.password.data)",
			"<input type=\"password\" name=\"password\" autocomplete=\"current-password\">"})
	}},
	{"test-card", "note", 6, func() string {
		return pick([]string{"Stripe test card: 4242 4242 4242 4242, any future expiry, CVC 123.", "Mastercard test number 5555555555554444 fails with 3DS on purpose.",
			"Testkarte 4000 0025 0000 3155 löst die Authentifizierung aus."})
	}},
	{"colour", "code", 6, func() string {
		return fmt.Sprintf(":root {\n  --brand-600: #%s;\n  --brand-50: #%s;\n  --shadow: rgba(%d, %d, %d, 0.2);\n}", rnd(hexs, 6), rnd(hexs, 6), rng.IntN(255), rng.IntN(255), rng.IntN(255))
	}},
	{"timestamp", "log", 8, func() string {
		return fmt.Sprintf("2026-03-%02dT%02d:%02d:%02d.%03dZ level=info msg=\"deploy finished\" ts=%d duration_ms=%d", 1+rng.IntN(28), rng.IntN(24), rng.IntN(60), rng.IntN(60), rng.IntN(1000), 1772000000000+rng.Int64N(99999999), rng.IntN(99999))
	}},
	{"cloud-ids", "note", 10, func() string {
		return "arn:aws:iam::" + rnd(digits, 12) + ":role/github-deployer, ami-0" + rnd(hexs, 16) + ", i-0" + rnd(hexs, 16) + ", subnet-0" + rnd(hexs, 16) + ", sg-0" + rnd(hexs, 16)
	}},
	{"vendor-ids", "note", 8, func() string {
		return "Refund for cus_" + rnd(alnum, 14) + ": pi_3" + rnd(alnum, 23) + " → re_3" + rnd(alnum, 23) + ", pod api-" + rnd(lower+digits, 10) + "-" + rnd(lower+digits, 5) + ", ObjectId " + rnd(hexs, 24)
	}},
	{"trace-ids", "log", 8, func() string {
		return "traceparent: 00-" + rnd(hexs, 32) + "-" + rnd(hexs, 16) + "-01\nX-Request-Id: " + hrUUID() + "\nX-Amzn-Trace-Id: Root=1-" + rnd(hexs, 8) + "-" + rnd(hexs, 24)
	}},
	{"password-hash", "file", 6, func() string {
		return pick([]string{"fixture user: {email: qa@acme.io, password_hash: \"$2b$12$" + rnd(alnum+"./", 53) + "\"}",
			"$argon2id$v=19$m=65536,t=3,p=4$" + rnd(alnum+"+/", 22) + "$" + rnd(alnum+"+/", 43),
			"The stored hash (pbkdf2_sha256$600000$" + rnd(alnum, 22) + "$" + rnd(alnum+"+/", 43) + "=) is what the migration compares against."})
	}},
	{"sshd-log", "log", 6, func() string {
		return fmt.Sprintf("Mar 14 03:12:%02d bastion sshd[%d]: Failed password for invalid user admin from 203.0.113.%d port %d ssh2", rng.IntN(60), 1000+rng.IntN(9000), rng.IntN(255), 30000+rng.IntN(30000))
	}},
	{"host-fingerprint", "shell", 6, func() string {
		return "The authenticity of host 'bastion.acme.io (198.51.100.7)' can't be established.\nED25519 key fingerprint is SHA256:" + rnd(alnum+"+/", 43) + ".\nAre you sure you want to continue connecting (yes/no)?"
	}},
	{"aws-docs-example", "note", 4, func() string {
		return "The docs use AKIAIOSFODNN7EXAMPLE / wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY; ours are in the vault."
	}},
	{"bundle-hash", "code", 6, func() string {
		return "<script src=\"/static/js/main." + rnd(hexs, 8) + ".js\"></script>\n<link href=\"/static/css/app." + rnd(hexs, 20) + ".css\" rel=\"stylesheet\">\n<div class=\"css-" + rnd(lower+digits, 7) + "\">"
	}},
	{"config-keys", "config", 10, func() string {
		return pick([]string{"password_min_length: 12\npassword_max_age_days: 90\nrequire_mfa: true", "token_ttl: 3600\nrefresh_token_ttl: 2592000\nsecret_rotation: weekly",
			"auth:\n  method: oidc\n  api_key_header: X-Api-Key\n  session_cookie: __Host-session", "[security]\ndisable_initial_admin_creation = true\ncookie_secure = true"})
	}},
	{"rotation-note", "note", 8, func() string {
		return pick([]string{"Rotated the Slack bot token on " + fmt.Sprintf("2026-02-%02d", 1+rng.IntN(28)) + "; new one is only in Vault under kv/slack/bot.",
			"commit " + rnd(hexs, 40) + "\n    Remove leaked Mailgun key from config (key revoked)",
			"Der alte GitLab-Token ist widerrufen, der neue steht nur im CI unter Settings → CI/CD → Variables.",
			"旧的 AccessKey 已禁用，新的只保存在 KMS 中。"})
	}},
	{"numbers", "note", 6, func() string {
		return fmt.Sprintf("Order %d shipped; call +49 30 %d; MAC 3c:22:fb:%s:%s:%s; IPv6 2001:db8::%s", 100000+rng.IntN(899999), 1000000+rng.IntN(8999999), rnd(hexs, 2), rnd(hexs, 2), rnd(hexs, 2), rnd(hexs, 4))
	}},
	{"image-data", "code", 4, func() string {
		return "<img alt=\"logo\" src=\"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAA" + rnd(alnum+"+/", 240) + "=\">"
	}},
}

func hrTraps() []hrTrap { return hrTrapGens }
