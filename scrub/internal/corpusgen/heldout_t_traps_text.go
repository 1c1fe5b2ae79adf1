package main

import (
	"fmt"
	"strings"
)

// heldout-t traps in words and files: talk about passwords, tickets, code, logs, tables.

var tPwTalk = []string{
	"the password policy requires 12 characters, one digit and one symbol",
	"reset your password at https://id.acme.io/reset, the link expires after 30 minutes",
	"I forgot my password again, can someone reset it?",
	"passwords are stored as argon2id hashes, never in plain text",
	"Password must not contain your username.",
	"Don't paste passwords in Slack, use the vault.",
	"MFA is mandatory from April; a password alone won't be accepted anymore",
	"The password for the router is on the sticker under it.",
	"password expired, you'll be prompted to change it on next login",
	"rotate all service passwords every 90 days",
	"the token expires in 3600 seconds, refresh it with the /oauth/token endpoint",
	"API keys are created under Settings → API → New key",
	"Ask Raj for the staging password, I don't have it",
	"we moved the secrets to AWS Secrets Manager, path prod/shop/db",
	"the password is 16 characters long now, the policy changed last week",
	"Error: password is incorrect",
	"login fails even though the password is correct — maybe caps lock?",
	"password is required and must be at least 8 characters",
	"the new password is in the vault under ops/router",
	"password: required (string, min 12 chars)",
	"Your password was changed on " + "14 March 2025" + ". If this wasn't you, contact support.",
	"use a passphrase of four random words instead of a short password",
	"we never send your password by e-mail",
	"token scopes: read:org, repo, workflow",
}

var tPwTalkI18n = []string{
	"Bitte ändere dein Passwort alle 90 Tage.",
	"Le mot de passe doit contenir au moins 12 caractères.",
	"Olvidé mi contraseña, ¿me la pueden restablecer?",
	"パスワードは12文字以上にしてください。",
	"请不要在聊天中发送密码。",
	"Пароль должен содержать не менее 12 символов.",
	"Sua senha expira em 5 dias.",
	"비밀번호를 잊으셨나요? 재설정 링크를 보내드릴게요.",
	"Het wachtwoord staat in de kluis, niet in de chat.",
	"Şifreniz en az 10 karakter olmalıdır.",
	"كلمة المرور يجب أن تحتوي على رقم واحد على الأقل.",
	"הסיסמה חייבת לכלול לפחות 12 תווים.",
}

func tTrapPasswordTalk() Sample {
	if tOdds(0.35) {
		return tTrapWrap("password-talk-i18n", tPick(tPwTalkI18n))
	}
	return tTrapWrap("password-talk", tPick(tPwTalk))
}

func tTrapTicketDate() Sample {
	x := tPick([]string{
		"OPS-" + fmt.Sprint(tIn(100, 9999)) + " is due " + tDate(),
		"order #" + tRnd(digits, 3) + "-" + tRnd(digits, 7) + "-" + tRnd(digits, 7) + " shipped",
		"tracking number 1Z" + tRnd(upper+digits, 16),
		"invoice INV-2025-" + tRnd(digits, 5) + " paid on " + tDate(),
		"support case " + tRnd(digits, 8) + " escalated to tier 2",
		"CVE-2024-" + fmt.Sprint(tIn(1000, 49999)) + " affects our base image",
		"meeting on " + tPick([]string{"14.03.2025", "03/14/2025", "2025-03-14", "Friday 14 March"}) + " at " + tClock(),
		"PR #" + fmt.Sprint(tIn(100, 9999)) + " closes issue #" + fmt.Sprint(tIn(100, 9999)),
	})
	return tTrapWrap("ticket-date", x)
}

func tTrapProductCode() Sample {
	x := tPick([]string{
		"SKU: " + tRnd(upper+digits, 3) + "-" + tRnd(upper+digits, 3) + "-" + tRnd(upper+digits, 3),
		"S/N: C02" + tRnd(upper+digits, 9),
		"Part no. " + tRnd(upper+digits, 4) + "-" + tRnd(digits, 2) + "-" + tRnd(upper, 1),
		"model WRT3200ACM, firmware 1.0.8.19",
		"container MSCU " + tRnd(digits, 6) + "-" + tRnd(digits, 1),
		"lot " + tRnd(digits, 2) + tRnd(upper, 1) + tRnd(digits, 3) + ", best before 09/2026",
		"EAN 40" + tRnd(digits, 11),
		"asset tag LT-" + tRnd(digits, 5) + " (ThinkPad T14)",
	})
	return tTrapWrap("product-code", x)
}

func tTrapVarNames() Sample {
	switch rng.IntN(6) {
	case 0:
		return tTrap("variable-names", "python", "PASSWORD_MIN_LENGTH = 12\nPASSWORD_MAX_AGE_DAYS = 90\nTOKEN_EXPIRY_SECONDS = 3600")
	case 1:
		return tTrap("variable-names", "go", "const (\n\tAPIKeyHeader   = \"X-API-Key\"\n\tSecretKeyField = \"secret_key\"\n\tpasswordParam  = \"password\"\n)")
	case 2:
		return tTrap("variable-names", "js", "export const AUTH_TOKEN_STORAGE_KEY = 'auth_token';\nexport const REFRESH_TOKEN_COOKIE = 'refresh_token';")
	case 3:
		return tTrap("variable-names", "yaml", "required_env:\n  - DB_PASSWORD\n  - STRIPE_SECRET_KEY\n  - JWT_SECRET\n  - SENTRY_DSN")
	case 4:
		return tTrapWrap("variable-names", "rename SECRET_KEY_BASE to RAILS_SECRET_KEY_BASE in the chart, the old name is deprecated")
	default:
		return tTrap("variable-names", "sql", "CREATE TABLE api_keys (\n  id bigserial PRIMARY KEY,\n  key_prefix text NOT NULL,\n  key_hash bytea NOT NULL,\n  created_at timestamptz DEFAULT now()\n);")
	}
}

func tTrapPwCode() Sample {
	env := tPick([]string{"DB_PASSWORD", "PGPASSWORD", "REDIS_PASSWORD", "SMTP_PASS", "ADMIN_PASSWORD", "MYSQL_PWD"})
	minLen := fmt.Sprint(tPick([]int{8, 10, 12, 14, 16}))
	rounds := fmt.Sprint(tPick([]int{10, 11, 12, 13, 14}))
	svc := tPick(tServices)
	switch rng.IntN(12) {
	case 0:
		return tTrap("password-code", "python", "import getpass, bcrypt\n\npassword = getpass.getpass(\"Password: \")\nhashed = bcrypt.hashpw(password.encode(), bcrypt.gensalt(rounds="+rounds+"))")
	case 1:
		return tTrap("password-code", "js", "const { email, password } = req.body;\nconst ok = await argon2.verify(user.passwordHash, password);\nif (!ok) return res.status(401).json({ error: '"+tPick([]string{"invalid credentials", "wrong email or password", "unauthorized"})+"' });")
	case 2:
		return tTrap("password-code", "go", "pw := os.Getenv(\""+env+"\")\nif pw == \"\" {\n\tlog.Fatal(\""+env+" is not set\")\n}\ndsn := fmt.Sprintf(\"postgres://"+svc+":%s@db:5432/"+svc+"\", url.QueryEscape(pw))")
	case 3:
		return tTrap("password-code", "java", "char[] password = console.readPassword(\"Enter keystore password: \");\nKeyStore ks = KeyStore.getInstance(\""+tPick([]string{"PKCS12", "JKS"})+"\");\nks.load(in, password);\nArrays.fill(password, ' ');")
	case 4:
		return tTrap("password-code", "sql", "UPDATE "+tPick([]string{"users", "accounts", "members", "staff"})+" SET password_hash = $1, password_changed_at = now() WHERE id = $2;")
	case 5:
		return tTrap("password-code", "go", "if len(password) < "+minLen+" {\n\treturn ErrPasswordTooShort\n}\nif strings.Contains(strings.ToLower(password), strings.ToLower(username)) {\n\treturn ErrPasswordContainsUsername\n}")
	case 6:
		return tTrap("password-code", "php", "if (password_verify($_POST['password'], $row['"+tPick([]string{"hash", "pw_hash", "password_hash"})+"'])) {\n    $_SESSION['uid'] = $row['id'];\n}")
	case 7:
		return tTrap("password-code", "shell", "read -r -s -p 'Password: ' PW\necho\nexport "+env+"=\"$PW\"\n./bin/"+svc+" migrate")
	case 8:
		return tTrap("password-code", "rust", "let password = rpassword::prompt_password(\""+tPick([]string{"Password: ", "Passphrase: ", "Vault password: "})+"\")?;\nlet hash = Argon2::default().hash_password(password.as_bytes(), &salt)?.to_string();")
	case 9:
		return tTrap("password-code", "csharp", "var token = await _tokenService.CreateAsync(user, TimeSpan.FromMinutes("+fmt.Sprint(tPick([]int{5, 15, 30, 60}))+"));\nResponse.Cookies.Append(\"refresh_token\", token.Value, new CookieOptions { HttpOnly = true });")
	case 10:
		key := tPick([]string{"API_KEY", "STRIPE_SECRET_KEY", "OPENAI_API_KEY", "GITHUB_TOKEN"})
		return tTrap("password-code", "python", key+" = os.environ[\""+key+"\"]\nheaders = {\"Authorization\": f\"Bearer {"+key+"}\"}\nr = requests.get(URL, headers=headers, timeout="+fmt.Sprint(tPick([]int{5, 10, 30}))+")")
	default:
		return tTrap("password-code", "ruby", "user = User.find_by(email: params[:email])\nif user&.authenticate(params[:password])\n  session[:user_id] = user.id\n  redirect_to "+tPick([]string{"root_path", "dashboard_path", "admin_path"})+"\nend")
	}
}

func tTrapEnvRefs() Sample {
	switch rng.IntN(8) {
	case 0:
		return tTrap("env-ref", "docker-compose", "services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_PASSWORD: ${POSTGRES_PASSWORD}\n      POSTGRES_USER: app")
	case 1:
		return tTrap("env-ref", "github-actions", "- name: migrate\n  env:\n    DATABASE_URL: ${{ secrets.DATABASE_URL }}\n    API_TOKEN: ${{ secrets.API_TOKEN }}\n  run: make migrate")
	case 2:
		return tTrap("env-ref", "yaml", "env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: "+tPick(tServices)+"-db\n        key: password")
	case 3:
		return tTrap("env-ref", "shell", "$ vault kv get -field=password secret/prod/"+tPick(tServices)+"/db > /dev/null && echo ok\nok")
	case 4:
		return tTrap("env-ref", "properties", "spring.datasource.username=${DB_USER:app}\nspring.datasource.password=${DB_PASSWORD:}")
	case 5:
		return tTrap("env-ref", "env", "DB_PASSWORD=op://Engineering/"+tPick(tServices)+"-db/password\nAPI_KEY=op://Engineering/stripe/credential")
	case 6:
		return tTrapWrap("env-ref", "the secret is arn:aws:secretsmanager:eu-west-1:"+tRnd(digits, 12)+":secret:prod/"+tPick(tServices)+"-"+tRnd(alnum, 6)+", the task role can read it")
	default:
		return tTrap("env-ref", "hcl", "resource \"aws_db_instance\" \"main\" {\n  username = \"app\"\n  password = var.db_password\n  manage_master_user_password = false\n}")
	}
}

func tTrapShellNoCreds() Sample {
	switch rng.IntN(9) {
	case 0:
		return tTrap("shell-no-creds", "shell", "$ mysql -u root -p -h "+tPick(tHosts)+"\nEnter password:\nWelcome to the MySQL monitor.")
	case 1:
		acct := tRnd(digits, 12)
		return tTrap("shell-no-creds", "shell", "aws ecr get-login-password --region eu-west-1 | docker login --username AWS --password-stdin "+acct+".dkr.ecr.eu-west-1.amazonaws.com")
	case 2:
		return tTrap("shell-no-creds", "shell", "ssh -i ~/.ssh/deploy_key -o IdentitiesOnly=yes deploy@"+tPick(tHosts))
	case 3:
		return tTrap("shell-no-creds", "shell", "psql -h "+tPick(tHosts)+" -U app -W ledger\nPassword for user app:")
	case 4:
		return tTrap("shell-no-creds", "shell", "kubectl create secret generic db --from-file=password=./db-password.txt --dry-run=client -o yaml")
	case 5:
		return tTrap("shell-no-creds", "shell", "gh auth login --with-token < ~/.config/ci/token.txt\ngh auth status")
	case 6:
		return tTrap("shell-no-creds", "shell", "$ passwd ana\nNew password:\nRetype new password:\npasswd: password updated successfully")
	case 7:
		return tTrap("shell-no-creds", "shell", "$ ssh-keygen -t ed25519 -C \"ana@laptop\"\nYour identification has been saved in /home/ana/.ssh/id_ed25519\nYour public key has been saved in /home/ana/.ssh/id_ed25519.pub\nThe key fingerprint is:\nSHA256:"+tRnd(alnum+"+/", 43)+" ana@laptop")
	default:
		return tTrap("shell-no-creds", "shell", "docker login ghcr.io -u ana --password-stdin < ~/.ghcr_token\nLogin Succeeded")
	}
}

func tTrapLoginLookalike() Sample {
	u := tPick(tUsers)
	switch rng.IntN(16) {
	case 0:
		return tTrapWrap("login-lookalike", "login is "+u+" / see 1Password vault 'Routers'")
	case 1:
		return tTrapWrap("login-lookalike", "Username / Password fields are both required on the form")
	case 2:
		return tTrapWrap("login-lookalike", u+" / (password in Vault at secret/ops/router)")
	case 3:
		return tTrapWrap("login-lookalike", "login: "+u+", password: ask IT")
	case 4:
		return tTrapWrap("login-lookalike", "go to Login / Forgot password to reset it")
	case 5:
		return tTrapWrap("login-lookalike", "user "+u+" / pass → check the sticker on the device")
	case 6:
		return tTrap("login-lookalike", "markdown-table", "| host | user | password |\n|---|---|---|\n| "+tPick(tHosts)+" | "+u+" | (in vault) |\n| "+tPick(tHosts)+" | "+tPick(tUsers)+" | SSO |")
	case 7:
		return tTrap("login-lookalike", "csv", "host,user,password\n"+tPick(tHosts)+","+u+",\n"+tPick(tHosts)+","+tPick(tUsers)+",")
	case 8:
		return tTrap("login-lookalike", "yaml", "devices:\n  - name: core-switch\n    ip: "+tIP()+"\n    login: "+u+" / SSO\n    notes: rack B")
	case 9:
		return tTrapWrap("login-lookalike", "roles: Admin / Editor / Viewer")
	case 10:
		return tTrapWrap("login-lookalike", "user/pass auth is disabled on "+tPick(tHosts)+", use your SSH key")
	case 11:
		return tTrapWrap("login-lookalike", "ssh "+u+"@"+tPick(tHosts)+" (key auth, no password)")
	case 12:
		return tTrapWrap("login-lookalike", "Benutzer: "+u+" / Passwort: siehe KeePass")
	case 13:
		return tTrapWrap("login-lookalike", "ID / PW は別途お送りします。")
	case 14:
		return tTrapWrap("login-lookalike", "usuario: "+u+" / contraseña: la de siempre (pregúntale a Raj)")
	default:
		return tTrapWrap("login-lookalike", "scopes: read / write / admin")
	}
}

func tTrapDiscordLookalike() Sample {
	g, c, m := tSnowflake(), tSnowflake(), tSnowflake()
	switch rng.IntN(9) {
	case 0:
		return tTrap("discord-lookalike", "yaml", "discord:\n  guild_id: \""+g+"\"\n  log_channel_id: \""+c+"\"\n  admin_role_id: \""+m+"\"")
	case 1:
		return tTrapWrap("discord-lookalike", "join us: https://discord.gg/"+tRnd(alnum, tIn(7, 10)))
	case 2:
		return tTrapWrap("discord-lookalike", "see the thread https://discord.com/channels/"+g+"/"+c+"/"+m)
	case 3:
		return tTrap("discord-lookalike", "env", "DISCORD_APPLICATION_ID="+g+"\nDISCORD_PUBLIC_KEY="+tRnd(hexs, 64)+"\nDISCORD_TOKEN=")
	case 4:
		return tTrapWrap("discord-lookalike", "<@"+g+"> can you check the bot logs? <@&"+c+"> fyi")
	case 5:
		return tTrap("discord-lookalike", "js", "client.login(process.env.DISCORD_TOKEN);")
	case 6:
		return tTrapWrap("discord-lookalike", "invite the bot with https://discord.com/oauth2/authorize?client_id="+g+"&permissions=274877975552&scope=bot%20applications.commands")
	case 7:
		return tTrap("discord-lookalike", "json", "{\n  \"token\": \"YOUR_BOT_TOKEN_HERE\",\n  \"clientId\": \""+g+"\",\n  \"guildId\": \""+c+"\"\n}")
	default:
		return tTrapWrap("discord-lookalike", "the bot's user id is "+g+" and it has the <:pepe_ok:"+c+"> emoji perms")
	}
}

func tTrapWrapped() Sample {
	switch rng.IntN(7) {
	case 0:
		return tTrap("wrapped-lookalike", "note", "sha512 of the firmware image:\n"+tRnd(hexs, 64)+"\n"+tRnd(hexs, 64))
	case 1:
		var lines []string
		off := 0
		for range tIn(3, 5) {
			var hx []string
			for range 16 {
				hx = append(hx, tRnd(hexs, 2))
			}
			lines = append(lines, fmt.Sprintf("%08x  %s  %s", off, strings.Join(hx[:8], " "), strings.Join(hx[8:], " ")))
			off += 16
		}
		return tTrap("wrapped-lookalike", "hexdump", "$ hexdump -C blob.bin | head\n"+strings.Join(lines, "\n"))
	case 2:
		k := tSSHPub()
		cut := len(k) / 2
		return tTrap("wrapped-lookalike", "email", "Here's my public key (Outlook broke the line, sorry):\n"+k[:cut]+"\n"+k[cut:])
	case 3:
		u := "https://grafana.example.com/d/" + tRnd(lower+digits, 9) + "/checkout?orgId=1&var-env=prod&var-service=" + tPick(tServices) + "&from=now-24h&to=now&refresh=30s"
		return tTrap("wrapped-lookalike", "chat", tChatLine(tPick(tPeople), "dashboard: "+u[:50])+"\n"+u[50:])
	case 4:
		b := tB64("Quarterly numbers are attached. Revenue is up, churn is down, and the new pricing page converts better than the old one.")
		return tTrap("wrapped-lookalike", "mime", "Content-Transfer-Encoding: base64\n\n"+b[:76]+"\n"+b[76:])
	case 5:
		return tTrap("wrapped-lookalike", "log", tStamp()+" ERROR worker: job "+tUUID()+" failed after 3 retries, last error: context deadline exceeded (Client.Timeout\n    exceeded while awaiting headers) url=https://api.partner.example/v2/sync")
	default:
		var ids []string
		for range 4 {
			ids = append(ids, tRnd(hexs, 40))
		}
		return tTrap("wrapped-lookalike", "chat", tChatLine(tPick(tPeople), "commits to cherry-pick:")+"\n"+strings.Join(ids, "\n"))
	}
}

func tTrapKeyIDLookalike() Sample {
	proj := tGCPProject()
	switch rng.IntN(7) {
	case 0:
		return tTrap("keyid-lookalike", "json", "{\n  \"type\": \"service_account\",\n  \"project_id\": \""+proj+"\",\n  \"private_key_id\": \"<redacted>\",\n  \"client_email\": \"ci@"+proj+".iam.gserviceaccount.com\",\n  \"client_id\": \""+tRnd(digits, 21)+"\",\n  \"token_uri\": \"https://oauth2.googleapis.com/token\"\n}")
	case 1:
		return tTrap("keyid-lookalike", "gpg", "pub   rsa4096 2023-05-02 [SC] [expires: 2027-05-01]\n      "+strings.ToUpper(tRnd(hexs, 40))+"\nuid           [ultimate] "+tCap(tPick(tPeople))+" <dev@acme.io>\nsub   rsa4096 2023-05-02 [E]")
	case 2:
		return tTrap("keyid-lookalike", "json", "{\n  \"KeyMetadata\": {\n    \"KeyId\": \""+tUUID()+"\",\n    \"Arn\": \"arn:aws:kms:eu-west-1:"+tRnd(digits, 12)+":key/"+tUUID()+"\",\n    \"KeyState\": \"Enabled\"\n  }\n}")
	case 3:
		return tTrapWrap("keyid-lookalike", "cert thumbprint "+strings.ToUpper(tRnd(hexs, 40))+" expires on "+tDate()+", renew before then")
	case 4:
		return tTrapWrap("keyid-lookalike", "APNs: Key ID "+tRnd(upper+digits, 10)+", Team ID "+tRnd(upper+digits, 10)+" — the .p8 file itself is in the vault")
	case 5:
		return tTrapWrap("keyid-lookalike", "host key fingerprint is SHA256:"+tRnd(alnum+"+/", 43)+", compare it before you accept")
	default:
		return tTrapWrap("keyid-lookalike", "GCP client_id "+tRnd(digits, 21)+" belongs to the "+proj+" CI account; the key file was deleted")
	}
}

func tTrapLogs() Sample {
	ip := fmt.Sprintf("%d.%d.%d.%d", tIn(1, 223), tIn(0, 255), tIn(0, 255), tIn(1, 254))
	switch rng.IntN(9) {
	case 0:
		return tTrap("log", "access-log", ip+" - - [14/Mar/2025:10:"+fmt.Sprintf("%02d", tIn(0, 59))+":07 +0000] \"GET /static/app."+tRnd(hexs, 8)+".js HTTP/2.0\" 200 48213 \"https://shop.example.com/\" \"Mozilla/5.0 (X11; Linux x86_64)\"")
	case 1:
		return tTrap("log", "auth-log", "Mar 14 10:12:01 "+tPick([]string{"bastion", "web01", "nas"})+" sshd["+tRnd(digits, 5)+"]: Failed password for invalid user admin from "+ip+" port "+fmt.Sprint(tIn(30000, 60000))+" ssh2")
	case 2:
		return tTrap("log", "postgres-log", tStamp()+" FATAL:  password authentication failed for user \"app\"\n"+tStamp()+" DETAIL:  Connection matched pg_hba.conf line 99: \"host all all 10.0.0.0/8 scram-sha-256\"")
	case 3:
		return tTrap("log", "mysql-log", "ERROR 1045 (28000): Access denied for user 'root'@'"+tIP()+"' (using password: YES)")
	case 4:
		return tTrap("stacktrace", "java", "java.lang.NullPointerException: Cannot invoke \"String.length()\" because \"token\" is null\n\tat com.acme.auth.TokenFilter.doFilter(TokenFilter.java:57)\n\tat org.springframework.web.filter.OncePerRequestFilter.doFilter(OncePerRequestFilter.java:116)")
	case 5:
		return tTrap("stacktrace", "go", "panic: runtime error: invalid memory address or nil pointer dereference\n[signal SIGSEGV: segmentation violation code=0x1 addr=0x0 pc=0x"+tRnd(hexs, 6)+"]\n\ngoroutine "+fmt.Sprint(tIn(1, 400))+" [running]:\nmain.(*Server).auth(0xc000"+tRnd(hexs, 6)+", {0x0, 0x0})\n\t/app/server.go:88 +0x1d")
	case 6:
		return tTrap("log", "json-log", "{\"ts\":\""+tStamp()+"\",\"level\":\"warn\",\"msg\":\"invalid api key\",\"key_prefix\":\"sk_live_\",\"ip\":\""+ip+"\",\"status\":401}")
	case 7:
		return tTrap("log", "k8s-events", "LAST SEEN   TYPE      REASON    OBJECT                          MESSAGE\n2m          Warning   BackOff   pod/"+tPick(tServices)+"-"+tRnd(lower+digits, 10)+"-"+tRnd(lower+digits, 5)+"   Back-off restarting failed container")
	default:
		return tTrap("stacktrace", "python", "Traceback (most recent call last):\n  File \"/app/main.py\", line 12, in <module>\n    token = os.environ[\"API_TOKEN\"]\nKeyError: 'API_TOKEN'")
	}
}

func tTrapDiffs() Sample {
	n := tIn(2, 180)
	file := tPick([]string{"config.yaml", "deploy/values.yaml", "app/settings.yaml", "charts/api/values.yaml"})
	switch rng.IntN(5) {
	case 0:
		env := tPick([]string{"DB_PASSWORD", "POSTGRES_PASSWORD", "APP_DB_PASS"})
		return tTrap("diff", "diff", fmt.Sprintf("--- a/%s\n+++ b/%s\n@@ -%d,3 +%d,3 @@\n database:\n-  password: changeme\n+  password: ${%s}\n   pool: %d", file, file, n, n, env, tIn(5, 50)))
	case 1:
		return tTrap("diff", "diff", fmt.Sprintf("@@ -%d,6 +%d,9 @@ def login(request):\n     user = authenticate(username=u, password=p)\n+    if user is None:\n+        audit.log(\"%s\", username=u)\n+        return HttpResponse(status=401)", n, n, tPick([]string{"login_failed", "auth_failure", "bad_login"})))
	case 2:
		mod := tPick([]string{"golang.org/x/crypto", "golang.org/x/net", "github.com/jackc/pgx/v5", "google.golang.org/grpc"})
		a := tIn(10, 40)
		return tTrap("diff", "diff", fmt.Sprintf("diff --git a/go.mod b/go.mod\n-\t%s v0.%d.0\n+\t%s v0.%d.0", mod, a, mod, a+1))
	case 3:
		extra := tPick([]string{"*.pem", "*.key", ".env.local", "secrets/", "*.p12", "credentials.json"})
		return tTrap("diff", "diff", "--- a/.gitignore\n+++ b/.gitignore\n@@ -1,2 +1,3 @@\n node_modules/\n .env\n+"+extra)
	default:
		return tTrap("diff", "diff", fmt.Sprintf("--- a/%s\n+++ b/%s\n@@ -%d,2 +%d,2 @@\n-replicaCount: %d\n+replicaCount: %d\n image: ghcr.io/acme/%s:4.%d.0", file, file, n, n, tIn(1, 3), tIn(4, 8), tPick(tServices), tIn(0, 9)))
	}
}

func tTrapTables() Sample {
	switch rng.IntN(4) {
	case 0:
		text := "hostname,ip,os,owner\n"
		for range tIn(2, 4) {
			text += tPick(tHosts) + "," + tIP() + "," + tPick([]string{"ubuntu-22.04", "debian-12", "rhel-9", "windows-2022"}) + "," + strings.ToLower(tPick(tPeople)) + "\n"
		}
		return tTrap("table", "csv", strings.TrimSuffix(text, "\n"))
	case 1:
		text := "| service | status | p95 (ms) |\n|---|---|---|\n"
		for range tIn(2, 4) {
			text += "| " + tPick(tServices) + " | " + tPick([]string{"ok", "degraded", "ok"}) + " | " + fmt.Sprint(tIn(40, 900)) + " |\n"
		}
		return tTrap("table", "markdown-table", text)
	case 2:
		text := "email,role,last_login,mfa\n"
		for range tIn(2, 4) {
			text += strings.ToLower(tPick(tPeople)) + "@acme.io," + tPick([]string{"admin", "member", "billing"}) + "," + tDate() + "," + tPick([]string{"true", "false"}) + "\n"
		}
		return tTrap("table", "csv", strings.TrimSuffix(text, "\n"))
	default:
		return tTrap("table", "markdown-table", "| Parameter | Type | Required | Description |\n|---|---|---|---|\n| `username` | string | yes | Login name |\n| `password` | string | yes | At least 12 characters |\n| `otp` | string | no | 6-digit code if MFA is on |")
	}
}

var tI18nPlain = []string{
	"Der Server " + "db-prod-02" + " wird am Samstag um 02:00 Uhr neu gestartet.",
	"La réunion est déplacée à jeudi 14h, salle Lisbonne.",
	"El despliegue de la versión 4.2.1 terminó sin errores.",
	"A fatura INV-2025-00384 foi paga ontem.",
	"デプロイは金曜日の17時に予定しています。",
	"请在周五之前提交报销单，编号 2025-0317。",
	"Сервер перезагрузится в 03:00 по Москве, простой около 10 минут.",
	"내일 오전 10시에 회의실 B에서 스탠드업합니다.",
	"Toplantı yarın saat 15:00'te, gündem: bütçe ve işe alım.",
	"Het nieuwe kantoor is op de derde verdieping, kamer 3.14.",
	"Zamówienie nr 48213 zostało wysłane kurierem.",
	"Η συντήρηση του δικτύου θα γίνει την Κυριακή.",
	"יום שלישי הבא אין משלוחים בגלל החג.",
	"सर्वर का अपग्रेड शनिवार रात को होगा।",
	"Julkaisu 3.2 siirtyy ensi viikolle.",
	"Máy chủ sẽ được bảo trì vào tối thứ Bảy.",
}

func tTrapI18n() Sample {
	return tTrapWrap("i18n-plain", tPick(tI18nPlain))
}

func tTrapWifiPin() Sample {
	x := tPick([]string{
		"the guest Wi-Fi " + tPick(tSSIDs) + " has no password, you just accept the terms",
		"Wi-Fi password is on the fridge",
		"PIN must be 4 to 6 digits and can't be 1234",
		"door code changed, ask reception for the new one",
		"SSID Office-5G is WPA2-Enterprise, log in with your AD account",
		"reset the PIN in the app under Security",
		"enter the 6-digit code from your authenticator app",
		"the verification code expires in 10 minutes",
		"your one-time code was sent to +49 151 ****" + tRnd(digits, 4),
		"room 4.12, floor 4, building B",
		"the WLAN key is printed on the back of the router",
		"Wi-Fi 6 access points arrive on " + tDate(),
	})
	return tTrapWrap("wifi-pin-talk", x)
}

func tTrapMisc() Sample {
	x := tPick([]string{
		"brand colours: #1F6FEB, #0D1117 and #F78166",
		"regex for the order id: ^ORD-[A-Z0-9]{8}$",
		"office is at 52.5200° N, 13.4050° E",
		"ULID of the event: 01" + tRnd("0123456789ABCDEFGHJKMNPQRSTVWXYZ", 24),
		"instance i-0" + tRnd(hexs, 16) + " in sg-0" + tRnd(hexs, 16) + " is the one that's leaking memory",
		"AWS account " + tRnd(digits, 12) + " is the sandbox",
		"MAC " + strings.ToUpper(tRnd(hexs, 2)+":"+tRnd(hexs, 2)+":"+tRnd(hexs, 2)+":"+tRnd(hexs, 2)+":"+tRnd(hexs, 2)+":"+tRnd(hexs, 2)) + " gets the static lease",
		"cron: 0 3 * * 1-5 runs the backup on weekdays",
		"IPv6 prefix 2001:db8:" + tRnd(hexs, 4) + "::/48",
		"ISBN 978-3-16-148410-0",
		"the container is named " + tPick(tServices) + "_" + tRnd(lower, 6) + "_1",
		"pi is roughly 3.14159265358979",
		"hash in the URL is just the route: https://app.example.com/#/settings/profile",
		"pod " + tPick(tServices) + "-" + tRnd(lower+digits, 10) + "-" + tRnd(lower+digits, 5) + " is crashlooping",
	})
	return tTrapWrap("misc", x)
}

func tTrapConfig() Sample {
	switch rng.IntN(9) {
	case 0:
		return tTrap("config", "nginx", "server {\n    listen 443 ssl;\n    server_name shop.example.com;\n    ssl_certificate     /etc/ssl/certs/shop.pem;\n    ssl_certificate_key /etc/ssl/private/shop.key;\n    location / { proxy_pass http://127.0.0.1:8080; }\n}")
	case 1:
		return tTrap("config", "sshd_config", "PermitRootLogin no\nPasswordAuthentication no\nPubkeyAuthentication yes\nAllowUsers deploy ana")
	case 2:
		return tTrap("config", "pg_hba", "# TYPE  DATABASE  USER  ADDRESS       METHOD\nhost    all       all   10.0.0.0/8    scram-sha-256\nlocal   all       postgres            peer")
	case 3:
		return tTrap("config", "yaml", "auth:\n  method: oidc\n  issuer: https://id.acme.io\n  client_id: "+tPick(tServices)+"-web\n  password_min_length: 12\n  session_ttl: 8h")
	case 4:
		return tTrap("config", "toml", "[tool.poetry]\nname = \""+tPick(tServices)+"\"\nversion = \"0."+fmt.Sprint(tIn(1, 30))+".0\"\n\n[tool.poetry.dependencies]\npython = \"^3.12\"\ncryptography = \"^42.0\"")
	case 5:
		return tTrap("config", "json", "{\n  \"name\": \"@acme/"+tPick(tServices)+"\",\n  \"version\": \"2."+fmt.Sprint(tIn(0, 20))+".1\",\n  \"scripts\": { \"build\": \"tsc -p .\", \"test\": \"vitest run\" },\n  \"dependencies\": { \"jsonwebtoken\": \"^9.0.2\", \"bcrypt\": \"^5.1.1\" }\n}")
	case 6:
		return tTrap("config", "ini", "[client]\nuser = app\nhost = "+tPick(tHosts)+"\nport = 3306\n# password comes from ~/.mylogin.cnf")
	case 7:
		return tTrap("config", "yaml", "apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: "+tPick(tServices)+"\nspec:\n  replicas: 3\n  template:\n    spec:\n      containers:\n        - name: app\n          image: ghcr.io/acme/app:4.2.0")
	default:
		return tTrap("config", "hcl", "vault {\n  address = \"https://vault.corp.example:8200\"\n  auth_method = \"kubernetes\"\n  role = \""+tPick(tServices)+"\"\n}")
	}
}
