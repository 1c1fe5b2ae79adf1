package main

import (
	"fmt"
	"strings"
)

// Traps: placeholders in configs and docs, and code / logs / commands that handle
// passwords without containing one.

func hvPlaceholder() string {
	return hvP("<your-token>", "changeme", "xxxx", "YOUR_API_KEY", "<password>", "REPLACE_ME", "********",
		"your-secret-here", "<insert key here>", "TODO", "xxxxxxxxxxxxxxxx", "${DB_PASSWORD}", "{{ .Values.db.password }}",
		"<redacted>", "[REDACTED]", "...", "<PASTE_TOKEN_HERE>", "%API_KEY%", "$(cat /run/secrets/db_password)", "example")
}

func hvTrapsPlaceholders() []Sample {
	return hvCollect(88, func(i int) Sample {
		ph := hvPlaceholder()
		switch i % 24 {
		case 0:
			return hvTrap("placeholder", "env", fmt.Sprintf("# .env.example — copy to .env and fill in\nAPP_ENV=development\nDB_PASSWORD=%s\nSTRIPE_SECRET_KEY=%s", ph, hvPlaceholder()))
		case 1:
			return hvTrap("placeholder", "readme", fmt.Sprintf("Set your token first:\n\n```sh\nexport GITHUB_TOKEN=%s\n```", hvP("<your-token>", "ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "YOUR_TOKEN_HERE")))
		case 2:
			return hvTrap("placeholder", "yaml", fmt.Sprintf("env:\n  - name: GH_TOKEN\n    value: ${{ secrets.%s }}\n  - name: NODE_VERSION\n    value: \"20\"", hvP("GH_TOKEN", "NPM_TOKEN", "DEPLOY_KEY")))
		case 3:
			return hvTrap("placeholder", "shell", fmt.Sprintf("curl -H \"Authorization: Bearer %s\" https://api.example.com/v1/items", hvP("<token>", "$TOKEN", "${API_TOKEN}", "YOUR_ACCESS_TOKEN")))
		case 4:
			return hvTrap("placeholder", "shell", hvP("curl -u USER:PASSWORD https://nas.local/api", "curl -u \"$NAS_USER:$NAS_PASS\" https://nas.local/api", "curl -u username:password https://example.com/api"))
		case 5:
			return hvTrap("placeholder", "docs", hvP("postgres://user:password@localhost:5432/mydb", "mongodb+srv://<username>:<password>@cluster0.example.mongodb.net/", "mysql://USER:PASS@HOST:3306/DB", "amqp://guest:guest@localhost:5672/"))
		case 6:
			return hvTrap("placeholder", "yaml", fmt.Sprintf("database:\n  host: localhost\n  user: app\n  password: %s", hvP("${DB_PASSWORD}", "\"\"", "changeme", "!env DB_PASSWORD", "{{ vault_db_password }}")))
		case 7:
			return hvTrap("placeholder", "chat", fmt.Sprintf("the key looks like sk_live_… but I'm not pasting it here, check %s", hvP("the vault", "1Password", "Bitwarden under 'Shop'")))
		case 8:
			return hvTrap("placeholder", "json", fmt.Sprintf("{\n  \"apiKey\": \"%s\",\n  \"region\": \"eu\"\n}", hvP("YOUR_API_KEY", "<api-key>", "", "xxxx-xxxx-xxxx")))
		case 9:
			return hvTrap("placeholder", "ini", fmt.Sprintf("[default]\naws_access_key_id = %s\naws_secret_access_key = %s", hvP("AKIAXXXXXXXXXXXXXXXX", "<access-key-id>", "YOUR_KEY_ID"), hvP("<secret-access-key>", "YOUR_SECRET", "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx")))
		case 10:
			return hvTrap("placeholder", "docs", fmt.Sprintf("Replace `%s` with the token from %s.", hvP("<your-token>", "YOUR_TOKEN", "<PAT>", "<api-key>"), hvP("Settings → Developer settings → Personal access tokens", "Account / API / Tokens", "Profile > Security > Access keys", "the admin console")))
		case 11:
			r := hvP("nexus", "artifactory", "github", "internal")
			return hvTrap("placeholder", "xml", fmt.Sprintf("<server>\n  <id>%s</id>\n  <username>${env.%s_USER}</username>\n  <password>${env.%s_PASSWORD}</password>\n</server>", r, strings.ToUpper(r), strings.ToUpper(r)))
		case 12:
			return hvTrap("placeholder", "properties", fmt.Sprintf("spring.datasource.url=jdbc:postgresql://%s/%s\nspring.datasource.username=${DB_USER}\nspring.datasource.password=${DB_PASSWORD}\nserver.port=%d", hvHost(), hvP("booking", "crm", "school"), hvI(8080, 8081, 9000)))
		case 13:
			return hvTrap("placeholder", "k8s", fmt.Sprintf("env:\n  - name: %s\n    valueFrom:\n      secretKeyRef:\n        name: %s\n        key: %s", hvP("DB_PASSWORD", "SMTP_PASS", "API_TOKEN"), hvP("postgres", "mailer", "app-secrets"), hvP("password", "token", "api-key")))
		case 14:
			return hvTrap("placeholder", "shell", hvP("echo \"$CR_PAT\" | docker login ghcr.io -u USERNAME --password-stdin", "mysql -u root -p", "read -s -p 'Password: ' PASSWORD", "gh auth login --with-token < token.txt", "psql -h localhost -U postgres -W"))
		case 15:
			return hvTrap("placeholder", "notes", fmt.Sprintf("%s login: %s / %s", hvSvc(), hvUser(), hvP("(in vault)", "********", "see Bitwarden", "ask Dad", "same as email")))
		case 16:
			return hvTrap("placeholder", "docs", fmt.Sprintf("%s: default credentials are printed on the label on the %s of the device. Change them on first login.", hvP("Quick start", "Schnellstart", "Setup", "Step 2"), hvP("bottom", "back", "side")))
		case 17:
			v := hvP("db_password", "admin_password", "smtp_password", "api_token")
			return hvTrap("placeholder", "hcl", fmt.Sprintf("variable \"%s\" {\n  type      = string\n  sensitive = true\n}\n\npassword = var.%s", v, v))
		case 18:
			return hvTrap("placeholder", "env", fmt.Sprintf("%s_API_KEY=\n%s_API_SECRET=\n# ask %s for the values, don't commit them", hvP("WEATHER", "MAPS", "SMS", "PAYMENT"), hvP("WEATHER", "MAPS", "SMS", "PAYMENT"), hvName()))
		case 19:
			return hvTrap("placeholder", "markdown-table", fmt.Sprintf("| Service | Login | Password |\n|---|---|---|\n| Router | admin | %s |\n| NAS | %s | %s |\n| Printer | — | — |", hvP("on sticker", "see card in drawer", "ask Dad"), hvUser(), hvP("Bitwarden", "in the vault", "1Password")))
		case 20:
			return hvTrap("placeholder", "csv", fmt.Sprintf("name,url,username,password,note\n%s,https://www.%s.com,,,\"shared, ask %s\"", hvP("Netflix", "Spotify", "Hulu"), hvP("netflix", "spotify", "hulu"), hvName()))
		case 21:
			return hvTrap("placeholder", "python", fmt.Sprintf("API_KEY = os.environ[\"%s\"]  # never hardcode this", hvP("OPENAI_API_KEY", "WEATHER_KEY", "SMTP_PASSWORD")))
		case 22:
			return hvTrap("placeholder", "log", fmt.Sprintf("%s INFO config loaded: db.host=%s db.user=app db.password=****** smtp.password=[hidden]", hvTS(), hvHost()))
		default:
			return hvTrap("placeholder", "docs", fmt.Sprintf("Stripe test card: 4242 4242 4242 4242, any future date, any CVC. Use keys from the %s dashboard.", hvP("test-mode", "sandbox")))
		}
	})
}

func hvTrapsCode() []Sample {
	return hvCollect(80, func(i int) Sample {
		pv := hvP("password", "passwd", "pw", "plain", "candidate", "userPassword")
		fn := hvP("check_password", "verify_login", "is_valid", "authenticate", "matches")
		env := hvP("GITHUB_TOKEN", "SLACK_TOKEN", "API_KEY", "SMTP_PASSWORD", "DB_PASSWORD", "WEATHER_KEY", "NAS_PASS")
		tbl := hvP("users", "members", "customers", "staff", "parents")
		switch i % 28 {
		case 0:
			return hvTrap("code-no-secret", "python", fmt.Sprintf("def %s(%s: str, hashed: bytes) -> bool:\n    return bcrypt.checkpw(%s.encode(), hashed)", fn, pv, pv))
		case 1:
			n := hvN(8, 14)
			return hvTrap("code-no-secret", "javascript", fmt.Sprintf("if (%s.length < %d) {\n  throw new Error('Password must be at least %d characters');\n}", pv, n, n))
		case 2:
			return hvTrap("code-no-secret", "go", fmt.Sprintf("token := os.Getenv(%q)\nif token == \"\" {\n\tlog.Fatal(\"%s is not set\")\n}", env, env))
		case 3:
			return hvTrap("code-no-secret", "java", fmt.Sprintf("String %s = System.getenv(\"%s\");\nConnection c = DriverManager.getConnection(url, user, %s);", pv, env, pv))
		case 4:
			return hvTrap("code-no-secret", "sql", fmt.Sprintf("SELECT id, email, last_login FROM %s WHERE password_reset_token IS NOT NULL AND reset_expires < now() - interval '%d hours';", tbl, hvN(1, 72)))
		case 5:
			return hvTrap("code-no-secret", "html", fmt.Sprintf("<label for=\"%s\">%s</label>\n<input type=\"password\" id=\"%s\" name=\"%s\" autocomplete=\"current-password\" required minlength=\"%d\">", pv, hvP("Password", "Passwort", "Mot de passe", "Contraseña"), pv, pv, hvN(8, 14)))
		case 6:
			return hvTrap("log-no-secret", "log", fmt.Sprintf("%s WARN auth: invalid password for user %s (attempt %d/5) from 192.168.1.%d", hvTS(), hvUser(), hvN(1, 5), hvN(2, 250)))
		case 7:
			return hvTrap("log-no-secret", "log", fmt.Sprintf("%s INFO auth: password changed for user %s; sessions revoked=%d", hvTS(), hvUser(), hvN(0, 6)))
		case 8:
			u := strings.ToLower(hvP("anna", "sven", "mateo", "priya", "olga", "kenji"))
			h := hvP("laptop", "desktop", "macbook", "pi")
			return hvTrap("shell-no-secret", "shell", fmt.Sprintf("$ ssh-keygen -t ed25519 -C \"%s@%s\"\nGenerating public/private ed25519 key pair.\nYour identification has been saved in /home/%s/.ssh/id_ed25519\nYour public key has been saved in /home/%s/.ssh/id_ed25519.pub\nThe key fingerprint is:\nSHA256:%s %s@%s", u, h, u, u, hvS(43, alnum+"+/"), u, h))
		case 9:
			return hvTrap("code-no-secret", "csharp", fmt.Sprintf("var hash = BCrypt.Net.BCrypt.HashPassword(model.%s, workFactor: %d);\nuser.PasswordHash = hash;\nawait _db.SaveChangesAsync();", hvCap(pv), hvN(10, 13)))
		case 10:
			return hvTrap("code-no-secret", "dockerfile", fmt.Sprintf("FROM node:%d-alpine\nARG NPM_TOKEN\nRUN --mount=type=secret,id=npmrc,target=/root/.npmrc npm ci\nCMD [\"node\", \"%s.js\"]", hvI(18, 20, 22), hvP("server", "index", "app")))
		case 11:
			return hvTrap("code-no-secret", "python", fmt.Sprintf("%s = getpass.getpass(\"%s password: \")\nsession = login(user=args.user, password=%s)", pv, hvP("NAS", "Router", "Mail", "VPN"), pv))
		case 12:
			return hvTrap("variable-names", "chat", fmt.Sprintf("rename PASSWORD_MIN_LENGTH to %s and drop %s from the settings model", hvP("PASSWORD_POLICY_MIN", "PW_MIN_LEN", "MIN_PASSWORD_CHARS"), hvP("api_key_legacy", "old_token_field", "secret_key_v1")))
		case 13:
			return hvTrap("code-no-secret", "ruby", fmt.Sprintf("validates :password, length: { minimum: %d }, confirmation: true\nhas_secure_password", hvN(8, 16)))
		case 14:
			return hvTrap("code-no-secret", "php", fmt.Sprintf("if (!password_verify($_POST['%s'], $row['password_hash'])) {\n    http_response_code(401);\n    exit;\n}", pv))
		case 15:
			return hvTrap("diff-no-secret", "diff", fmt.Sprintf("-    %s = \"\"\n+    %s = os.environ.get(\"%s\", \"\")\n     server.login(user, %s)", pv, pv, env, pv))
		case 16:
			return hvTrap("csv-no-secret", "csv", fmt.Sprintf("name,email,phone,role\n%s,%s@example.org,+1 555 %04d,volunteer\n%s,%s@example.org,+1 555 %04d,treasurer", hvName(), strings.ToLower(hvName()), hvN(0, 9999), hvName(), strings.ToLower(hvName()), hvN(0, 9999)))
		case 17:
			return hvTrap("stacktrace-no-secret", "stacktrace", fmt.Sprintf("Traceback (most recent call last):\n  File \"sync.py\", line %d, in login\n    raise AuthError(\"wrong username or password\")\nAuthError: wrong username or password", hvN(10, 300)))
		case 18:
			return hvTrap("code-no-secret", "typescript", fmt.Sprintf("interface %s {\n  email: string;\n  %s: string;\n  rememberMe?: boolean;\n}", hvP("LoginForm", "SignInRequest", "Credentials"), pv))
		case 19:
			return hvTrap("code-no-secret", "yaml", fmt.Sprintf("- name: Read %s from vault\n  set_fact:\n    %s: \"{{ lookup('hashi_vault', 'secret=kv/data/%s:password') }}\"", env, strings.ToLower(env), hvP("db", "smtp", "nas")))
		case 20:
			return hvTrap("shell-no-secret", "shell", fmt.Sprintf("$ kubectl get secret %s -o jsonpath='{.data}' | jq 'keys'\n[\n  \"password\",\n  \"username\"\n]", hvP("db-creds", "smtp", "registry", "nextcloud")))
		case 21:
			return hvTrap("code-no-secret", "go", fmt.Sprintf("type %s struct {\n\tUsername string `json:\"username\"`\n\tPassword string `json:\"password\"` // never logged\n}", hvP("Credentials", "LoginRequest", "BasicAuth")))
		case 22:
			return hvTrap("log-no-secret", "json-log", fmt.Sprintf("{\"ts\":\"%s\",\"level\":\"info\",\"msg\":\"login ok\",\"user\":\"%s\",\"mfa\":\"totp\",\"ip\":\"10.0.0.%d\"}", hvTS(), hvUser(), hvN(2, 250)))
		case 23:
			return hvTrap("file-path", "notes", fmt.Sprintf("keys live in ~/.ssh/id_ed25519 (private, never copy) and ~/.ssh/id_ed25519.pub; config in /etc/%s/%s.conf", hvP("nginx", "wireguard", "samba"), hvP("site", "wg0", "smb")))
		case 24:
			return hvTrap("url-no-creds", "chat", fmt.Sprintf("dashboard is at https://grafana.%s.lan:3000/d/%s/home?orgId=1&refresh=30s", hvP("home", "office"), hvS(9, alnum)))
		case 25:
			return hvTrap("code-no-secret", "powershell", fmt.Sprintf("$cred = Get-Credential -Message \"Enter the %s account\"\nNew-PSDrive -Name %s -PSProvider FileSystem -Root \\\\srv\\%s -Credential $cred", hvP("office admin", "scanner", "backup"), hvP("S", "T", "Z"), hvP("share", "scans", "buchhaltung")))
		case 26:
			return hvTrap("code-no-secret", "vba", fmt.Sprintf("Sub ProtectAll()\n    Dim %s As String\n    %s = InputBox(\"Sheet password?\")\n    Worksheets(\"%s\").Protect Password:=%s\nEnd Sub", pv, pv, hvP("Budget", "Rota", "Inventory"), pv))
		default:
			return hvTrap("code-no-secret", "arduino", fmt.Sprintf("#include \"secrets.h\"  // WIFI_SSID and WIFI_PASS live there, not in git\nvoid setup() {\n  Serial.begin(%d);\n  WiFi.begin(WIFI_SSID, WIFI_PASS);\n}", hvI(9600, 115200)))
		}
	})
}
