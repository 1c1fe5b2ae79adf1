package main

// heldout_x_traps_code.go: traps in code and configuration that handle credentials without
// containing one: environment lookups, prompts, hashing, secret references, variable names.

import (
	"fmt"
)

func bxTrapCode() []Sample {
	env := func() string { return bxVendor().env }
	type gen func() (string, string)
	gens := []gen{
		func() (string, string) {
			return "go", fmt.Sprintf("password := os.Getenv(\"%s\")\nif password == \"\" {\n\treturn errors.New(\"%s is not set\")\n}", bxP("DB_PASSWORD", "PGPASSWORD", "REDIS_PASSWORD"), bxP("DB_PASSWORD", "PGPASSWORD", "REDIS_PASSWORD"))
		},
		func() (string, string) {
			e := env()
			return "javascript", "const token = process.env." + e + ";\nif (!token) throw new Error('" + e + " not set, see CONTRIBUTING.md');"
		},
		func() (string, string) {
			return "python", "import getpass\n\npw = getpass.getpass(\"" + bxP("Keystore password: ", "Password for "+bxL(bxUsers)+": ", "Vault passphrase: ") + "\")\nkey = derive_key(pw, salt=os.urandom(16))"
		},
		func() (string, string) {
			return "python", fmt.Sprintf("def hash_password(password: str) -> str:\n    return bcrypt.hashpw(password.encode(), bcrypt.gensalt(rounds=%d)).decode()", bxN(10, 14))
		},
		func() (string, string) {
			return "kotlin", "val storePassword = System.getenv(\"" + bxP("RELEASE_STORE_PASSWORD", "KEYSTORE_PASS", "UPLOAD_STORE_PASSWORD") + "\") ?: error(\"missing keystore password\")\nval keyAlias = \"" + bxP("upload", "release", "key0") + "\""
		},
		func() (string, string) {
			return "groovy", "signingConfigs {\n    release {\n        storeFile file(System.getenv(\"KEYSTORE_PATH\") ?: \"release.jks\")\n        storePassword System.getenv(\"KEYSTORE_PASSWORD\")\n        keyAlias \"" + bxL(bxWords) + "\"\n        keyPassword System.getenv(\"KEY_PASSWORD\")\n    }\n}"
		},
		func() (string, string) {
			return "swift", "let query: [String: Any] = [\n    kSecClass as String: kSecClassGenericPassword,\n    kSecAttrAccount as String: \"" + bxL(bxUsers) + "\",\n    kSecReturnData as String: true\n]\nlet status = SecItemCopyMatching(query as CFDictionary, &item)"
		},
		func() (string, string) {
			return "csharp", "var apiKey = Environment.GetEnvironmentVariable(\"" + env() + "\")\n    ?? throw new InvalidOperationException(\"API key missing\");"
		},
		func() (string, string) {
			return "rust", "let token = std::env::var(\"" + env() + "\").context(\"set the token first\")?;\nlet client = Client::builder().user_agent(\"" + bxL(bxProjects) + "/0." + fmt.Sprint(bxN(1, 30)) + "\").build()?;"
		},
		func() (string, string) {
			return "csharp-unity", "[SerializeField] private string passwordField;\n\npublic void OnLoginClicked()\n{\n    StartCoroutine(api.Login(usernameInput.text, passwordInput.text));\n}"
		},
		func() (string, string) {
			return "cpp-unreal", "void ULoginWidget::OnSubmit()\n{\n    const FString Password = PasswordBox->GetText().ToString();\n    AuthSubsystem->LoginWithPassword(UserBox->GetText().ToString(), Password);\n}"
		},
		func() (string, string) {
			return "sql", fmt.Sprintf("ALTER TABLE users ADD COLUMN password_hash VARCHAR(%d) NOT NULL;\nALTER TABLE users ADD COLUMN password_changed_at TIMESTAMP;\nCREATE INDEX idx_users_email ON users(email);", bxI(60, 72, 255))
		},
		func() (string, string) {
			e := env()
			return "gha-yaml", "env:\n  " + e + ": ${{ secrets." + e + " }}\n  NODE_VERSION: " + fmt.Sprint(bxI(18, 20, 22)) + "\nsteps:\n  - run: echo \"::add-mask::$" + e + "\""
		},
		func() (string, string) {
			return "gitlab-ci", "deploy:\n  script:\n    - echo \"$CI_REGISTRY_PASSWORD\" | docker login -u \"$CI_REGISTRY_USER\" --password-stdin $CI_REGISTRY\n    - docker push $CI_REGISTRY_IMAGE:$CI_COMMIT_SHORT_SHA"
		},
		func() (string, string) {
			return "jenkinsfile", "withCredentials([usernamePassword(credentialsId: '" + bxL(bxWords) + "-nexus', usernameVariable: 'NEXUS_USER', passwordVariable: 'NEXUS_PASS')]) {\n    sh './gradlew publish -PnexusUser=$NEXUS_USER -PnexusPassword=$NEXUS_PASS'\n}"
		},
		func() (string, string) {
			return "k8s-yaml", "env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: " + bxL(bxWords) + "-db\n        key: password"
		},
		func() (string, string) {
			return "helm-template", "{{- if .Values.auth.existingSecret }}\npassword: {{ .Values.auth.existingSecret | quote }}\n{{- else }}\npassword: {{ randAlphaNum " + fmt.Sprint(bxN(16, 32)) + " | b64enc | quote }}\n{{- end }}"
		},
		func() (string, string) {
			return "terraform", "data \"aws_secretsmanager_secret_version\" \"db\" {\n  secret_id = \"" + bxL(bxProjects) + "/db\"\n}\n\nlocals {\n  db_creds = jsondecode(data.aws_secretsmanager_secret_version.db.secret_string)\n}"
		},
		func() (string, string) {
			return "ansible", "- name: read the token from vault\n  set_fact:\n    api_token: \"{{ lookup('hashi_vault', 'secret=secret/data/ci:token') }}\"\n  no_log: true"
		},
		func() (string, string) {
			return "shell", "read -rsp 'DB password: ' PGPASSWORD && export PGPASSWORD\npsql -h " + bxL(bxHosts) + " -U " + bxL(bxUsers) + " -d app"
		},
		func() (string, string) {
			return "shell", "op read \"op://" + bxP("CI", "Mobile", "Infra") + "/" + bxP("App Store Connect", "Play Console", "Nexus") + "/password\" | docker login -u " + bxL(bxUsers) + " --password-stdin " + bxP("ghcr.io", "registry.gitlab.com")
		},
		func() (string, string) {
			return "shell", "aws secretsmanager get-secret-value --secret-id " + bxL(bxProjects) + "/prod/api --query SecretString --output text | jq -r ." + bxP("token", "apiKey", "password")
		},
		func() (string, string) {
			return "shell", "gh secret set " + env() + " --repo " + bxL(bxWords) + "/" + bxL(bxProjects) + " < token.txt"
		},
		func() (string, string) {
			return "python-test", "def test_login_rejects_wrong_password(client):\n    resp = client.post(\"/login\", json={\"username\": \"alice\", \"password\": \"wrong\"})\n    assert resp.status_code == " + bxP("401", "403")
		},
		func() (string, string) {
			return "typescript", "interface Credentials {\n  username: string;\n  password: string;\n  totpCode?: string;\n}\n\nexport function isValid(c: Credentials): boolean {\n  return c.password.length >= " + fmt.Sprint(bxN(8, 16)) + ";\n}"
		},
		func() (string, string) {
			return "python-log", fmt.Sprintf("%s WARNING auth: login failed for user=%s reason=bad_password attempts=%d ip=%s", bxStamp(), bxL(bxUsers), bxN(1, 9), bxIP())
		},
		func() (string, string) {
			return "mysql-error", "ERROR 1045 (28000): Access denied for user '" + bxL(bxUsers) + "'@'" + bxIP() + "' (using password: YES)"
		},
		func() (string, string) {
			return "git-error", "remote: Support for password authentication was removed on August 13, 2021.\nremote: Please see https://docs.github.com/get-started/getting-started-with-git/about-remote-repositories#cloning-with-https-urls for information on currently recommended modes of authentication.\nfatal: Authentication failed for 'https://github.com/" + bxL(bxWords) + "/" + bxL(bxProjects) + ".git/'"
		},
		func() (string, string) {
			return "issue-template", "### Environment\n- OS: " + bxP("macOS 14.4", "Windows 11", "Ubuntu 22.04") + "\n- Version: " + fmt.Sprintf("%d.%d.%d", bxN(0, 3), bxN(0, 30), bxN(0, 9)) + "\n\n> ⚠️ Do not include tokens, passwords or private keys. Redact them as `***`."
		},
		func() (string, string) {
			return "fastfile", "lane :release do\n  app_store_connect_api_key(\n    key_id: ENV[\"ASC_KEY_ID\"],\n    issuer_id: ENV[\"ASC_ISSUER_ID\"],\n    key_filepath: \"./" + bxP("AuthKey.p8", "keys/asc.p8") + "\"\n  )\n  upload_to_app_store(skip_metadata: " + bxP("true", "false") + ")\nend"
		},
		func() (string, string) {
			return "unreal-ini", fmt.Sprintf("[/Script/Engine.GameSession]\nMaxPlayers=%d\n\n[/Script/OnlineSubsystemUtils.IpNetDriver]\nNetServerMaxTickRate=%d\nMaxClientRate=%d", bxN(2, 64), bxI(30, 60, 120), bxN(10000, 100000))
		},
		func() (string, string) {
			return "csv", fmt.Sprintf("username,role,last_login,mfa\n%s,admin,%s,yes\n%s,developer,%s,yes\n%s,viewer,never,no", bxL(bxUsers), bxDate(), bxL(bxUsers), bxDate(), bxL(bxUsers))
		},
	}
	var out []Sample
	for i := 0; i < 3*len(gens); i++ {
		if false {
			continue
		}
		f, text := gens[i%len(gens)]()
		out = append(out, bxT("trap-code", f, text))
	}
	return out
}
