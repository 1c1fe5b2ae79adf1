package main

import (
	"fmt"
	"strings"
)

// Code, configs, logs and traces that handle credentials without containing any.

func haoVar() string {
	return haoPick("password", "passwd", "db_password", "apiKey", "secret_key", "token", "auth_token", "client_secret", "private_key")
}

func haoCodeTraps(n int) []Sample {
	var out []Sample
	for i := 0; i < n; i++ {
		v := haoVar()
		var s Sample
		switch i % 22 {
		case 0:
			s = haoTrap("code-handles-pw", "python", fmt.Sprintf("import bcrypt\n\ndef check(%s: str, stored: bytes) -> bool:\n    return bcrypt.checkpw(%s.encode(), stored)", v, v))
		case 1:
			s = haoTrap("env-lookup", "python", fmt.Sprintf("%s = os.environ.get(\"%s\")\nif not %s:\n    raise RuntimeError(\"%s is not set\")", strings.ToLower(v), strings.ToUpper(v), strings.ToLower(v), strings.ToUpper(v)))
		case 2:
			s = haoTrap("env-lookup", "go", fmt.Sprintf("pw, ok := os.LookupEnv(\"%s\")\nif !ok {\n\tlog.Fatal(\"missing %s\")\n}\ndb, err := sql.Open(\"pgx\", fmt.Sprintf(\"postgres://%%s:%%s@%%s/app\", user, pw, host))", strings.ToUpper(v), strings.ToUpper(v)))
		case 3:
			s = haoTrap("ci-secret-ref", "yaml", fmt.Sprintf("- name: Publish\n  run: npm publish\n  env:\n    NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}\n- name: Notify\n  run: ./notify.sh \"${{ secrets.%s }}\"", haoPick("SLACK_WEBHOOK", "DISCORD_WEBHOOK", "TEAMS_URL")))
		case 4:
			s = haoTrap("k8s-ref", "yaml", fmt.Sprintf("env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: %s\n        key: password", haoPick("db-creds", "postgres-secret", "app-secrets")))
		case 5:
			s = haoTrap("terraform", "hcl", fmt.Sprintf("variable \"%s\" {\n  type      = string\n  sensitive = true\n}\n\nresource \"aws_db_instance\" \"main\" {\n  username = \"app\"\n  password = var.%s\n}", strings.ToLower(v), strings.ToLower(v)))
		case 6:
			s = haoTrap("stack-trace", "python", fmt.Sprintf("Traceback (most recent call last):\n  File \"/app/auth/login.py\", line %d, in authenticate\n    user = verify_password(username, password)\n  File \"/app/auth/crypto.py\", line %d, in verify_password\n    raise InvalidCredentials(\"password mismatch\")\nauth.errors.InvalidCredentials: password mismatch", haoN(10, 300), haoN(10, 300)))
		case 7:
			s = haoTrap("stack-trace", "java", fmt.Sprintf("org.springframework.security.authentication.BadCredentialsException: Bad credentials\n\tat org.springframework.security.authentication.dao.DaoAuthenticationProvider.additionalAuthenticationChecks(DaoAuthenticationProvider.java:%d)\n\tat com.acme.auth.LoginController.login(LoginController.java:%d)", haoN(50, 120), haoN(20, 200)))
		case 8:
			s = haoTrap("sql-schema", "sql", fmt.Sprintf("CREATE TABLE users (\n  id BIGSERIAL PRIMARY KEY,\n  email TEXT UNIQUE NOT NULL,\n  password_hash VARCHAR(255) NOT NULL,\n  mfa_secret_enc BYTEA,\n  created_at TIMESTAMPTZ DEFAULT now()\n);\n-- migration %s", haoR(digits, 14)))
		case 9:
			s = haoTrap("env-example", "env", fmt.Sprintf("# .env.example\nDB_HOST=localhost\nDB_PORT=5432\nDB_USER=\nDB_PASSWORD=\nJWT_SECRET=\nSENTRY_ENVIRONMENT=%s", haoPick("dev", "staging", "local")))
		case 10:
			s = haoTrap("compose", "yaml", fmt.Sprintf("services:\n  db:\n    image: postgres:%d\n    environment:\n      POSTGRES_PASSWORD: ${POSTGRES_PASSWORD:?set it in .env}\n      POSTGRES_USER: app\n    ports:\n      - \"5432:5432\"", haoN(13, 17)))
		case 11:
			s = haoTrap("validation", "js", fmt.Sprintf("const strong = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)(?=.*[^\\w\\s]).{%d,}$/;\nif (!strong.test(form.password.value)) {\n  showError('Password too weak');\n}", haoN(8, 16)))
		case 12:
			s = haoTrap("cli-flag", "python", "parser = argparse.ArgumentParser(prog=\""+haoPick("spray.py", "lootkit", "adcheck", "smbwalk")+"\")\nparser.add_argument(\"-p\", \"--password\", help=\"password for the target (prompted if omitted)\")\nparser.add_argument(\"-H\", \"--hashes\", metavar=\"LMHASH:NTHASH\", help=\"NTLM hashes, format is LMHASH:NTHASH\")")
		case 13:
			s = haoTrap("log-no-secret", "log", fmt.Sprintf("%s %s INFO auth: user=%s login ok mfa=totp ip=%s session_ttl=3600", haoDate(), haoTime(), haoUser(), haoIP()))
		case 14:
			s = haoTrap("log-no-secret", "log", fmt.Sprintf("%s %s WARN auth: %d failed logins for %s from %s, account locked until %s", haoDate(), haoTime(), haoN(5, 30), haoUser(), haoIP(), haoTime()))
		case 15:
			s = haoTrap("diff", "diff", fmt.Sprintf("diff --git a/config.py b/config.py\n--- a/config.py\n+++ b/config.py\n@@ -3,2 +3,2 @@\n-API_KEY = \"REDACTED\"\n+API_KEY = os.environ[\"API_KEY\"]\n # %s", haoPick("remove hardcoded key (rotated)", "read from env", "per audit finding F-07")))
		case 16:
			s = haoTrap("hash-of-data", "python", fmt.Sprintf(">>> hashlib.sha256(b\"%s\").hexdigest()\n'%s'", haoPick("report-final.pdf", "hello", "nmap-output.xml", "scope.txt"), haoSHA256()))
		case 17:
			s = haoTrap("go-struct", "go", fmt.Sprintf("type %s struct {\n\tUsername string `json:\"username\"`\n\tPassword string `json:\"password\"` // %s\n\tToken    string `json:\"token,omitempty\"`\n}", haoPick("Credentials", "LoginRequest", "TargetAuth", "SprayConfig"), haoPick("never logged", "redacted by String()", "zeroed after use")))
		case 18:
			s = haoTrap("markdown-table", "markdown", fmt.Sprintf("| Host | OS | Open ports | Notes |\n|---|---|---|---|\n| %s | Windows Server 2022 | 135, 445, 3389 | SMB signing disabled |\n| %s | Ubuntu 22.04 | 22, 80 | default nginx page |", haoIP(), haoIP()))
		case 19:
			s = haoTrap("vault-cli", "shell", fmt.Sprintf("$ vault kv get -field=password secret/%s/db\n$ export DB_PASSWORD=$(vault kv get -field=password secret/%s/db)", haoPick("prod", "staging"), haoPick("prod", "staging")))
		case 20:
			s = haoTrap("rust", "rust", fmt.Sprintf("let token = std::env::var(\"%s\").expect(\"set %s\");\nlet client = reqwest::Client::new();\nlet res = client.get(url).bearer_auth(&token).send().await?;", strings.ToUpper(v), strings.ToUpper(v)))
		default:
			s = haoTrap("powershell", "powershell", fmt.Sprintf("$cred = Get-Credential -Message \"%s\"\nInvoke-Command -ComputerName %s -Credential $cred -ScriptBlock { %s }", haoPick("Domain admin for the lab", "Enter the test account", "Kennwort für das Testkonto"), strings.ToUpper(strings.Split(haoHost(), ".")[0]), haoPick("Get-ADUser -Filter * | Measure-Object", "Get-LocalGroupMember Administrators", "Get-Service WinRM")))
		}
		out = append(out, s)
	}
	return out
}
