package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// heldout-p's traps: what sits in the same notes and must come back unchanged.

func hpzULID() string { return "01" + rnd("0123456789ABCDEFGHJKMNPQRSTVWXYZ", 24) }

type hpzTrap struct {
	cat string
	gen func() string
}

var hpzTraps = []hpzTrap{
	{"git-sha", func() string {
		return "Bisected to " + rnd(hexs, 40) + "; the fix is cherry-picked as " + rnd(hexs, 12) + " on release/2.4."
	}},
	{"git-log", func() string {
		return "commit " + rnd(hexs, 40) + "\nMerge: " + rnd(hexs, 7) + " " + rnd(hexs, 7) + "\n\n    Rotate Stripe key (old one revoked, new one in Vault)"
	}},
	{"uuid", func() string {
		return "tenant " + hpzUUID() + " → workspace " + hpzUUID() + " (migrated)"
	}},
	{"azure-ids", func() string {
		return "ARM_SUBSCRIPTION_ID=" + hpzUUID() + "\nARM_TENANT_ID=" + hpzUUID() + "\nARM_USE_OIDC=true"
	}},
	{"digest", func() string {
		return "ghcr.io/acme/api@sha256:" + rnd(hexs, 64) + " is what prod runs; sha1 of the tarball " + rnd(hexs, 40)
	}},
	{"sri", func() string {
		return "<script src=\"https://cdn.jsdelivr.net/npm/htmx.org@2.0.3\" integrity=\"sha384-" + rnd(alnum+"+/", 64) + "\" crossorigin=\"anonymous\"></script>"
	}},
	{"ssh-public-key", func() string {
		return "add to authorized_keys: ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ" + rnd(alnum+"+/", 300) + " marta@thinkpad"
	}},
	{"certificate", func() string {
		var b []string
		for range 6 {
			b = append(b, rnd(alnum+"+/", 64))
		}
		return "CA bundle for the proxy (public):\n-----BEGIN CERTIFICATE-----\nMIID" + rnd(alnum, 60) + "\n" + strings.Join(b, "\n") + "\n-----END CERTIFICATE-----"
	}},
	{"placeholder", func() string {
		return pick([]string{
			"STRIPE_SECRET_KEY=sk_live_...\nOPENAI_API_KEY=<paste here>",
			"password: \"{{ vault_db_password }}\"\napi_key: \"{{ lookup('env', 'API_KEY') }}\"",
			"env:\n  NPM_TOKEN: ${{ secrets.NPM_TOKEN }}\n  GH_TOKEN: ${{ github.token }}",
			"DATABASE_URL=postgres://user:password@localhost:5432/dbname",
			"token = os.environ[\"HF_TOKEN\"]  # never hard-code",
			"Authorization: Bearer $(gcloud auth print-access-token)",
			"mysql -u root -p  # prompts for the password",
			"aws_secret_access_key = YOUR_SECRET_KEY_HERE",
		})
	}},
	{"key-names", func() string {
		return "Set SENTRY_DSN, STRIPE_WEBHOOK_SECRET, and DATADOG_API_KEY in the Vercel project; SUPABASE_SERVICE_ROLE_KEY stays server-side only."
	}},
	{"policy", func() string {
		return pick([]string{
			"Password policy: min. 14 characters, one digit, one symbol; no reuse of the last 5 passwords.",
			"Das Passwort muss mindestens 12 Zeichen lang sein und darf den Benutzernamen nicht enthalten.",
			"Le mot de passe doit contenir au moins une majuscule et un chiffre.",
			"La contraseña caduca cada 90 días.",
			"パスワードは12文字以上で、記号を含めてください。",
			"密码长度至少为12位，并且每90天更换一次。",
			"비밀번호는 8자 이상이어야 합니다.",
			"Пароль должен содержать не менее 12 символов.",
			"Hasło musi mieć co najmniej 10 znaków.",
			"Şifreniz en az 8 karakter olmalıdır.",
		})
	}},
	{"prose", func() string {
		return pick([]string{
			"I reset my password on the HR portal and now SSO loops; clearing cookies fixed it.",
			"Note: the token expires after 1 hour, refresh it with the refresh token flow.",
			"Het wachtwoord is verlopen, vraag een nieuw aan via de servicedesk.",
			"Il token di accesso viene ruotato ogni notte dal job di Jenkins.",
			"A senha foi enviada por SMS ao cliente.",
			"Lösenordet har bytts, det nya finns i Bitwarden.",
			"Heslo je v trezoru pod položkou 'sklad'.",
			"The secret key lives in AWS Secrets Manager under prod/api/stripe.",
			"We decided to stop sharing passwords in Slack; use 1Password share links.",
		})
	}},
	{"version", func() string {
		return fmt.Sprintf("bumped terraform to %d.%d.%d, provider hashicorp/aws v5.%d.0, chart 0.%d.%d-rc.%d+build.%s",
			1, rng.IntN(12), rng.IntN(9), rng.IntN(90), rng.IntN(30), rng.IntN(9), rng.IntN(5), rnd(hexs, 7))
	}},
	{"ids", func() string {
		return "Order ORD-" + rnd(digits, 8) + ", invoice INV-2025-" + rnd(digits, 5) + ", ticket SUP-" + rnd(digits, 5) + ", UPS 1Z" + rnd(upper+digits, 16)
	}},
	{"iban-vin", func() string {
		return "Refund to IBAN DE" + rnd(digits, 2) + " " + rnd(digits, 4) + " " + rnd(digits, 4) + " " + rnd(digits, 4) + " " + rnd(digits, 4) + " " + rnd(digits, 2) + "; car VIN WVWZZZ" + rnd("ABCDEFGHJKLMNPRSTUVWXYZ0123456789", 11)
	}},
	{"path", func() string {
		return pick([]string{
			"The key file is at ~/.ssh/id_ed25519 and the config in ~/.ssh/config.",
			"C:\\Users\\svc_build\\AppData\\Roaming\\npm\\node_modules\\",
			"/var/lib/postgresql/15/main/pg_wal/0000000100000A2B000000" + rnd(upper+digits, 2),
			"/etc/ssl/private/ is mode 0700; secrets are mounted at /run/secrets/db_password",
		})
	}},
	{"identifier", func() string {
		return pick([]string{
			"renamed getPasswordResetTokenExpiry() to passwordResetTtl() and SecretKeyRotationJob to KeyRotator",
			"Passwortrichtlinie, Zugangsdatenverwaltung und Tokenerneuerung sind im Konzept beschrieben.",
			"func (s *Store) ValidateAPIKey(ctx context.Context, key string) error",
			"class ClientSecretBasicAuthenticator(BaseAuthenticator):",
			"SELECT id, password_hash, last_login FROM users WHERE email = $1",
		})
	}},
	{"url", func() string {
		return "https://console.aws.amazon.com/secretsmanager/secret?name=prod%2Fapi&region=eu-west-1 and https://github.com/acme/api/settings/secrets/actions"
	}},
	{"colour-time", func() string {
		return fmt.Sprintf("theme: primary #%s, accent rgb(%d, %d, %d); last deploy 2025-0%d-1%dT0%d:%d2:11.%03dZ (epoch %d)",
			rnd(hexs, 6), rng.IntN(256), rng.IntN(256), rng.IntN(256), 1+rng.IntN(9), rng.IntN(9), rng.IntN(9), rng.IntN(6), rng.IntN(1000), 1700000000+rng.IntN(99999999))
	}},
	{"ulid", func() string { return "event " + hpzULID() + " followed by " + hpzULID() }},
	{"base64-data", func() string {
		b := base64.StdEncoding.EncodeToString([]byte("# acme-api\n\nInternal API for orders. Run `make dev` to start " + rnd(lower, 20)))
		return "GET /repos/acme/api/contents/README.md → {\"encoding\": \"base64\", \"content\": \"" + b + "\"}"
	}},
	{"configmap", func() string {
		return "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: app-config\ndata:\n  LOG_LEVEL: debug\n  FEATURE_SEARCH: \"true\"\n  settings.json: " + base64.StdEncoding.EncodeToString([]byte(`{"page_size":50}`))
	}},
	{"publishable", func() string {
		return pick([]string{
			"frontend .env: NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=pk_live_" + rnd(alnum, 99),
			"mapboxgl.accessToken = 'pk." + hpzB64(`{"u":"acme","a":"`+rnd(lower+digits, 25)+`"}`) + "." + rnd(b64url, 22) + "';",
			"<div class=\"g-recaptcha\" data-sitekey=\"6L" + rnd(b64url, 38) + "\"></div>",
			"GOOGLE_CLIENT_ID=" + rnd(digits, 12) + "-" + rnd(lower+digits, 32) + ".apps.googleusercontent.com",
			"algolia app id " + rnd(upper+digits, 10) + ", index products_prod",
		})
	}},
	{"masked-cli", func() string {
		return "$ aws configure list\n      Name                    Value             Type    Location\n      ----                    -----             ----    --------\n   profile                <not set>             None    None\naccess_key     ****************" + rnd(upper+digits, 4) + " shared-credentials-file\nsecret_key     ****************" + rnd(alnum, 4) + " shared-credentials-file\n    region                eu-west-1      config-file    ~/.aws/config"
	}},
	{"sensitive-plan", func() string {
		return "  # azurerm_key_vault_secret.db will be created\n  + resource \"azurerm_key_vault_secret\" \"db\" {\n      + name  = \"db-password\"\n      + value = (sensitive value)\n    }"
	}},
	{"token-words", func() string {
		return "{\"token_type\": \"Bearer\", \"expires_in\": 3600, \"scope\": \"read:org repo\"} — the tokenizer splits on whitespace; CSRF token rotates per request."
	}},
	{"trace", func() string {
		return "traceparent: 00-" + rnd(hexs, 32) + "-" + rnd(hexs, 16) + "-01\nx-request-id: " + hpzUUID()
	}},
	{"cloud-ids", func() string {
		return "arn:aws:iam::" + rnd(digits, 12) + ":role/ci-deployer, instance i-0" + rnd(hexs, 16) + ", sg-0" + rnd(hexs, 16) + ", vpc-" + rnd(hexs, 8)
	}},
	{"eth-address", func() string {
		return "Donations: 0x" + rnd(hexs, 40) + " (public address)"
	}},
	{"otp-prose", func() string {
		return pick([]string{
			"Enter the 6-digit code from your authenticator app, then click Verify.",
			"Die PIN ist vierstellig und wird nach drei Fehlversuchen gesperrt.",
			"Recovery codes are shown once; store them in the password manager.",
			"Scan the QR code with Google Authenticator or Authy.",
		})
	}},
}

func hpzTrapSamples() []Sample {
	var out []Sample
	for i := range 10 * len(hpzTraps) {
		t := hpzTraps[i%len(hpzTraps)]
		out = append(out, Sample{Category: "trap:hp-" + t.cat, Format: "note", Text: t.gen()})
	}
	return out
}
