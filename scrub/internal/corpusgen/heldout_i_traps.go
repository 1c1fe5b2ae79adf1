package main

import (
	"fmt"
	"strings"
)

// hiTraps are heldout-i's texts with no secret: translations of "password", forms and code that
// handle one, help and docs that name one, tool output without one, and values that read as
// random (fingerprints, addresses, resource ids, asset hashes, test card numbers).
var hiTraps = []func() string{
	func() string {
		return "{\n  \"login\": \"Connexion\",\n  \"password\": \"Mot de passe\",\n  \"forgot_password\": \"Mot de passe oublié ?\",\n  \"logout\": \"Déconnexion\"\n}"
	},
	func() string {
		return "{\"password\": \"Passwort\", \"password_repeat\": \"Passwort wiederholen\", \"token_expired\": \"Sitzung abgelaufen\"}"
	},
	func() string {
		return "password: Contraseña\nconfirm_password: Confirmar contraseña\napi_key: Clave de API"
	},
	func() string {
		return "<input type=\"password\" name=\"password\" placeholder=\"Enter your password\" autocomplete=\"current-password\" minlength=\"12\">"
	},
	func() string {
		return "def check_password(password: str, stored_hash: bytes) -> bool:\n    return bcrypt.checkpw(password.encode(), stored_hash)"
	},
	func() string {
		return "if (password !== confirmPassword) {\n  setError(\"passwords do not match\");\n  return;\n}"
	},
	func() string {
		return "token, err := jwt.Parse(raw, keyFunc)\nif err != nil {\n\treturn fmt.Errorf(\"parse token: %w\", err)\n}\nsecret := os.Getenv(\"APP_SECRET\")"
	},
	func() string {
		return "CREATE TABLE users (\n  id UUID PRIMARY KEY,\n  password_hash VARCHAR(255) NOT NULL,\n  api_token_id UUID REFERENCES tokens(id)\n);"
	},
	func() string {
		return "Flags:\n  --password string   Password for the registry (env: REG_PASSWORD)\n  --token string      Access token (default: $TOKEN)\n  -v, --verbose       more output"
	},
	func() string {
		return "| Variable | Meaning | Required |\n|---|---|---|\n| DB_PASSWORD | the database password | yes |\n| API_TOKEN | token for the billing API | no |"
	},
	func() string {
		return "Name:         db-credentials\nNamespace:    prod\nType:  Opaque\n\nData\n====\npassword:  16 bytes\nusername:  5 bytes"
	},
	func() string {
		return "        \"Env\": [\n            \"PATH=/usr/local/bin:/usr/bin\",\n            \"NODE_VERSION=" + bvSemver() + "\",\n            \"YARN_VERSION=1.22.22\"\n        ],"
	},
	func() string {
		return "HOSTNAME=" + rnd(hexs, 12) + "\nHOME=/root\nTERM=xterm\nKUBERNETES_SERVICE_HOST=10.96.0.1\nKUBERNETES_SERVICE_PORT=443"
	},
	func() string {
		return "$ git remote -v\norigin\tgit@github.com:acme/infra.git (fetch)\norigin\tgit@github.com:acme/infra.git (push)"
	},
	func() string {
		return bvSHA()[:7] + " fix token refresh\n" + bvSHA()[:7] + " bump pgx to v5.7.1\n" + bvSHA()[:7] + " docs: password policy"
	},
	func() string {
		return "require golang.org/x/crypto v0.0.0-2024" + rnd(digits, 10) + "-" + rnd(hexs, 12) + " // indirect"
	},
	func() string {
		return "build/static/js/main." + rnd(hexs, 8) + ".js  142.3 kB\nbuild/static/css/main." + rnd(hexs, 8) + ".css  9.1 kB"
	},
	func() string {
		return "version https://git-lfs.github.com/spec/v1\noid sha256:" + rnd(hexs, 64) + "\nsize " + fmt.Sprint(10000+rng.IntN(900000))
	},
	func() string {
		return "/subscriptions/" + bvUUID() + "/resourceGroups/rg-prod/providers/Microsoft.KeyVault/vaults/kv-acme-prod"
	},
	func() string {
		return "client_id: " + rnd(digits, 12) + "-" + rnd(lower+digits, 32) + ".apps.googleusercontent.com\nredirect_uri: https://acme.io/oauth/callback"
	},
	func() string {
		var g []string
		for range 10 {
			g = append(g, rnd("0123456789ABCDEF", 4))
		}
		return "pub   rsa4096 2024-03-01 [SC]\n      " + strings.Join(g, " ") + "\nuid           [ultimate] Ops Team <ops@acme.io>"
	},
	func() string {
		return "Send refunds to bc1q" + rnd("023456789acdefghjklmnpqrstuvwxyz", 38) + " or IBAN DE89 3704 0044 0532 0130 00."
	},
	func() string {
		return "Test cards: 4242 4242 4242 4242 (Visa), 5555 5555 5555 4444 (Mastercard); tracking 1Z" + rnd(upper+digits, 16) + "."
	},
	func() string {
		return "temperature=0.7, top_p=0.9, max_tokens=1024; the key insight is that retrieval beats fine-tuning here."
	},
	func() string {
		return "revoked: sk-ant-…" + rnd(alnum, 4) + " (redacted), ghp_…" + rnd(alnum, 4) + ", Bearer eyJ… (truncated)"
	},
	func() string {
		return "mot de passe : <votre mot de passe>\nPasswort: ********\ncontraseña: (la de siempre, pregúntame)"
	},
	func() string {
		return "Einstellungen / Konto / Passwort ändern → neues Passwort zweimal eingeben"
	},
	func() string {
		return "{\"type\":\"message\",\"user\":\"U0" + rnd(upper+digits, 9) + "\",\"text\":\"rotated the staging token, new one is in the vault\",\"ts\":\"17" + rnd(digits, 8) + ".000200\"}"
	},
	func() string {
		return "{\"name\": \"x-request-id\", \"value\": \"" + bvUUID() + "\"},\n{\"name\": \"etag\", \"value\": \"W/\\\"" + rnd(hexs, 32) + "\\\"\"}"
	},
	func() string {
		return "\"auth\": {\n  \"type\": \"bearer\",\n  \"bearer\": [{\"key\": \"token\", \"value\": \"{{access_token}}\", \"type\": \"string\"}]\n}"
	},
	func() string {
		return "{\n \"cell_type\": \"code\",\n \"outputs\": [{\"text\": [\"sha256 " + rnd(hexs, 64) + "\\n\"]}],\n \"source\": [\"hashlib.sha256(data).hexdigest()\"]\n}"
	},
	func() string {
		return "network={\n    ssid=\"AcmeGuest\"\n    key_mgmt=NONE\n}"
	},
	func() string {
		return "[default]\naccess_key = \nsecret_key = \nhost_base = s3.amazonaws.com"
	},
	func() string {
		return "ALTER USER reporting WITH PASSWORD NULL;\nALTER ROLE reporting VALID UNTIL 'infinity';"
	},
	func() string {
		return "<dev42> just do export TOKEN=$(vault read -field=token secret/ci) and rerun"
	},
	func() string {
		return "u/p: see 1Password (Infra vault)\nusername: ops, password: ask Lena"
	},
	func() string {
		return "PRIVATE KEY ID column is empty for user-managed keys; the key id " + bvUUID() + " is the KMS one"
	},
	func() string {
		return "Discord: https://discord.gg/" + rnd(alnum, 7) + " · guild " + rnd(digits, 18) + " · channel " + rnd(digits, 19)
	},
	func() string {
		return "Quoted-printable soft breaks end a line with =\nlike this one, and base64 bodies wrap at 76 columns."
	},
	func() string {
		return "Olá! A senha precisa ter 12 caracteres; het wachtwoord verloopt na 90 dagen; la password scade ogni 3 mesi."
	},
	func() string {
		return "Chunk " + rnd(alnum, 20) + " uploaded (" + fmt.Sprint(rng.IntN(90)+10) + " MB), upload id " + rnd(b64url, 40)
	},
	func() string {
		return "reCAPTCHA site key (public, goes in the HTML): 6L" + rnd(b64url, 38)
	},
	func() string {
		return "docker images\nREPOSITORY   TAG      IMAGE ID       SIZE\nacme/api     " + bvSemver() + "   " + rnd(hexs, 12) + "   142MB"
	},
}
