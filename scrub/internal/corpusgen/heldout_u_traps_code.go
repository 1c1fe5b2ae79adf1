package main

import (
	"fmt"
)

// Traps, part three: code that handles credentials without holding one, configuration that
// refers to secrets kept elsewhere, and infrastructure files with no secret in them.

var uTrapCodeSnips = []struct{ format, text string }{
	{"python", "password = os.environ[\"DB_PASSWORD\"]\nconn = psycopg2.connect(host=DB_HOST, user=DB_USER, password=password)"},
	{"python", "hashed = bcrypt.hashpw(password.encode(), bcrypt.gensalt(rounds=12))\nuser.password_hash = hashed.decode()"},
	{"python", "if not check_password(candidate, user.password_hash):\n    raise AuthError(\"invalid credentials\")"},
	{"python", "pw = getpass.getpass(\"Password for %s: \" % args.user)"},
	{"python", "API_KEY_HEADER = \"X-Api-Key\"\nPASSWORD_MIN_LENGTH = 12\nTOKEN_TTL = timedelta(hours=24)"},
	{"javascript", "const token = process.env.GITHUB_TOKEN;\nif (!token) throw new Error('GITHUB_TOKEN is not set');"},
	{"javascript", "app.post('/login', async (req, res) => {\n  const { username, password } = req.body;\n  const ok = await argon2.verify(user.hash, password);\n  res.status(ok ? 200 : 401).end();\n});"},
	{"go", "pw := os.Getenv(\"PGPASSWORD\")\nif pw == \"\" {\n\treturn errors.New(\"PGPASSWORD not set\")\n}"},
	{"go", "if err := bcrypt.CompareHashAndPassword(u.Hash, []byte(req.Password)); err != nil {\n\treturn ErrUnauthorized\n}"},
	{"go", "type Config struct {\n\tDBPassword string `env:\"DB_PASSWORD,required\"`\n\tAPIKey     string `env:\"API_KEY\"`\n}"},
	{"java", "char[] password = System.console().readPassword(\"Password: \");\ntry { login(user, password); } finally { Arrays.fill(password, ' '); }"},
	{"csharp", "var secret = builder.Configuration[\"Stripe:SecretKey\"]\n    ?? throw new InvalidOperationException(\"Stripe:SecretKey missing\");"},
	{"rust", "let token = std::env::var(\"DISCORD_TOKEN\").expect(\"DISCORD_TOKEN not set\");\nlet mut client = Client::builder(&token, intents).await?;"},
	{"bash", "read -r -s -p \"Password: \" PW\necho\nexport PGPASSWORD=\"$PW\""},
	{"bash", "docker login -u \"$REGISTRY_USER\" --password-stdin \"$REGISTRY\" < \"$HOME/.registry-pass\""},
	{"sql", "SELECT id FROM users\nWHERE email = $1\n  AND password_hash = crypt($2, password_hash);"},
	{"python", "PASSWORD_RE = re.compile(r\"^(?=.*\\d)(?=.*[!@#$%^&*]).{12,}$\")"},
	{"typescript", "interface Credentials {\n  username: string;\n  password: string;\n  otp?: string;\n}"},
	{"python", "def rotate_api_key(client_id: str) -> str:\n    new_key = secrets.token_urlsafe(32)\n    store.put(client_id, hash_key(new_key))\n    return new_key"},
	{"ruby", "user.authenticate(params[:password]) or render status: :unauthorized"},
	{"php", "if (!password_verify($_POST['password'], $row['password_hash'])) {\n    http_response_code(401);\n}"},
	{"kotlin", "val apiKey = System.getenv(\"OPENAI_API_KEY\") ?: error(\"OPENAI_API_KEY missing\")"},
	{"powershell", "$cred = Get-Credential -UserName \"CORP\\svc_backup\" -Message \"Backup account\"\nInvoke-Command -ComputerName $host -Credential $cred -ScriptBlock { Get-Service }"},
	{"python", "def test_rejects_empty_password(client):\n    resp = client.post(\"/login\", json={\"username\": \"alice\", \"password\": \"\"})\n    assert resp.status_code == 400"},
	{"yaml", "- name: read db password from vault\n  set_fact:\n    db_password: \"{{ lookup('community.hashi_vault.hashi_vault', 'secret=kv/data/db:password') }}\"\n  no_log: true"},
	{"go", "// redact hides the password in a DSN before it is logged.\nfunc redact(dsn string) string {\n\tu, err := url.Parse(dsn)\n\tif err != nil {\n\t\treturn \"<unparseable>\"\n\t}\n\treturn u.Redacted()\n}"},
}

func uTrapCode(b *uB) {
	for i := 0; i < 26; i++ {
		s := uTrapCodeSnips[i%len(uTrapCodeSnips)]
		text := s.text
		if uMaybe(0.3) {
			text = fmt.Sprintf("%s:%d\n%s", uP("src/auth.py", "internal/db/conn.go", "lib/login.ts", "app/Services/Auth.php", "scripts/backup.sh"), uN(10, 400), text)
		}
		b.trap("trap-code", s.format, text)
	}
}

func uTrapRefs(b *uB) {
	for i := 0; i < 26; i++ {
		var text, format string
		switch i % 13 {
		case 0:
			text, format = "resource \"aws_db_instance\" \"main\" {\n  username = \"dbadmin\"\n  password = var.db_password\n}\n\nresource \"random_password\" \"db\" {\n  length  = 24\n  special = true\n}", "hcl"
		case 1:
			text, format = "data:\n  password: {{ .Values.auth.password | b64enc | quote }}\n  api-key: {{ required \"apiKey is required\" .Values.apiKey | b64enc }}", "helm"
		case 2:
			text, format = "env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: db-creds\n        key: password", "yaml"
		case 3:
			text, format = "- run: npm publish\n  env:\n    NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}", "yaml"
		case 4:
			text, format = "mysql_root_password: \"{{ vault_mysql_root_password }}\"\nmysql_users:\n  - name: app\n    password: \"{{ vault_mysql_app_password }}\"", "yaml"
		case 5:
			text, format = "services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_PASSWORD_FILE: /run/secrets/pg_password\n    secrets:\n      - pg_password", "yaml"
		case 6:
			text, format = "DB_PASSWORD=${DB_PASSWORD:?DB_PASSWORD must be set}\nAPI_TOKEN=$(cat /run/secrets/api_token)", "env"
		case 7:
			text, format = fmt.Sprintf("$ vault kv get -field=password secret/%s/db\n(value copied to clipboard)", uP("prod", "staging")), "shell"
		case 8:
			text, format = fmt.Sprintf("secret: arn:aws:secretsmanager:eu-west-1:%d:secret:prod/db-%s\nparameter: /prod/api/stripe_key", uN(100000000000, 999999999999), uR(alnum, 6)), "notes"
		case 9:
			text, format = "DATABASE_PASSWORD=op://Infra/Postgres prod/password\nop run --env-file=.env -- ./bin/server", "env"
		case 10:
			text, format = "withCredentials([usernamePassword(credentialsId: 'nexus-deploy', usernameVariable: 'NEXUS_USER', passwordVariable: 'NEXUS_PASS')]) {\n  sh 'mvn deploy -s settings.xml'\n}", "groovy"
		case 11:
			text, format = "\"DbPassword\": \"@Microsoft.KeyVault(SecretUri=https://kv-prod.vault.azure.net/secrets/db-password/)\"", "json"
		default:
			text, format = fmt.Sprintf("gcloud secrets versions access latest --secret=db-password --project=%s-%d", uL(uWords), uN(100000, 999999)), "shell"
		}
		b.trap("trap-ref", format, text)
	}
}

func uTrapInfra(b *uB) {
	for i := 0; i < 14; i++ {
		var text, format string
		switch i % 7 {
		case 0:
			text, format = fmt.Sprintf("resource \"aws_security_group_rule\" \"https\" {\n  type              = \"ingress\"\n  from_port         = 443\n  to_port           = 443\n  protocol          = \"tcp\"\n  cidr_blocks       = [\"%s/%d\"]\n  security_group_id = aws_security_group.%s.id\n}", uIP(), uP(16, 24, 32), uL(uWords)), "hcl"
		case 1:
			text, format = fmt.Sprintf("replicaCount: %d\nimage:\n  repository: ghcr.io/acme/api\n  tag: \"%d.%d.%d\"\n  digest: sha256:%s\nresources:\n  limits:\n    memory: 512Mi", uN(2, 6), uN(1, 3), uN(0, 30), uN(0, 9), uHex(64)), "yaml"
		case 2:
			text, format = "- name: install packages\n  ansible.builtin.apt:\n    name: [nginx, certbot, python3-certbot-nginx]\n    state: present\n    update_cache: true\n- name: deploy config\n  ansible.builtin.template:\n    src: nginx.conf.j2\n    dest: /etc/nginx/nginx.conf\n  notify: reload nginx", "yaml"
		case 3:
			text, format = fmt.Sprintf("FROM python:3.12-slim@sha256:%s\nRUN pip install --no-cache-dir -r requirements.txt\nUSER 10001\nCMD [\"gunicorn\", \"app:app\", \"-b\", \"0.0.0.0:8000\"]", uHex(64)), "dockerfile"
		case 4:
			text, format = "groups:\n  - name: api\n    rules:\n      - alert: HighErrorRate\n        expr: sum(rate(http_requests_total{code=~\"5..\"}[5m])) / sum(rate(http_requests_total[5m])) > 0.05\n        for: 10m\n        labels:\n          severity: page", "yaml"
		case 5:
			d := uL(uWords)
			text, format = fmt.Sprintf("server {\n    listen 443 ssl;\n    server_name %s.example;\n    ssl_certificate     /etc/letsencrypt/live/%s.example/fullchain.pem;\n    ssl_certificate_key /etc/letsencrypt/live/%s.example/privkey.pem;\n    location / { proxy_pass http://127.0.0.1:%d; }\n}", d, d, d, uN(3000, 9000)), "nginx"
		default:
			text, format = "[Unit]\nDescription=node exporter\nAfter=network-online.target\n\n[Service]\nUser=node_exporter\nExecStart=/usr/local/bin/node_exporter --collector.systemd\nRestart=on-failure", "systemd"
		}
		b.trap("trap-infra", format, text)
	}
}
