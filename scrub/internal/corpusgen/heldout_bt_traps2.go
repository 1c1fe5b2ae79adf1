package main

import (
	"fmt"
	"strings"
)

// More traps: masked and redacted values, ids, config without credentials, talk about secrets.

func hbtTraps2() []hbtTpl {
	return []hbtTpl{
		// log with masked password.
		func() Sample {
			t := fmt.Sprintf("2025-10-%02d 09:%02d:12,481 INFO  [pool-1] HikariPool-1 - Starting... url=jdbc:postgresql://%s:5432/orders user=%s password=********", hbtN(1, 28), hbtN(0, 59), hbtHost(), hbtUser())
			return hbtTrap("trap-masked-password", "log", t)
		},
		// agent summary with [REDACTED].
		func() Sample {
			v := hbtVendorPick()
			t := fmt.Sprintf("Summary: the 401s came from an expired %s key. You rotated it (new value: [REDACTED], stored in %s). I re-ran the suite: %d passed, 0 failed.", v.name, pick([]string{"Doppler", "the GitHub repo secrets", "1Password"}), hbtN(40, 400))
			return hbtTrap("trap-redacted", "summary", t)
		},
		// ticket about password requirements.
		func() Sample {
			t := fmt.Sprintf("%s-%d: Password rules on signup are inconsistent\n\nBackend requires 12+ chars and one symbol, the form only checks 8. Align both on 12, show the strength meter, and keep bcrypt cost at %d. Also: reset-password emails should expire after 30 minutes.", pick([]string{"WEB", "AUTH", "APP"}), hbtN(100, 999), hbtN(10, 13))
			return hbtTrap("trap-password-talk", "ticket", t)
		},
		// commit message about rotation without values.
		func() Sample {
			t := fmt.Sprintf("commit %s\nAuthor: %s <%s>\n\n    ops: rotate %s key and move it to the secret store\n\n    The old key was revoked on the vendor side. No value is committed.", hbtHex(40), hbtDev(), hbtEmail(), hbtVendorPick().name)
			return hbtTrap("trap-secret-talk", "git-log", t)
		},
		// users CSV without passwords.
		func() Sample {
			rows := []string{"id,email,role,last_login,mfa"}
			for i := 0; i < hbtN(3, 5); i++ {
				rows = append(rows, fmt.Sprintf("%d,%s,%s,2025-%02d-%02dT%02d:%02d:00Z,%s", hbtN(100, 9999), hbtEmail(), pick([]string{"admin", "member", "viewer"}), hbtN(1, 12), hbtN(1, 28), hbtN(0, 23), hbtN(0, 59), pick([]string{"totp", "webauthn", "none"})))
			}
			return hbtTrap("trap-user-list", "csv", "Read(exports/users.csv)\n"+strings.Join(rows, "\n"))
		},
		// table of where secrets live.
		func() Sample {
			t := fmt.Sprintf("| Secret | Where | Owner |\n|---|---|---|\n| DB password | `vault kv get secret/%s/db` | %s |\n| Stripe key | Doppler `prd` config | %s |\n| GitHub app key | AWS Secrets Manager `gh-app/%s` | platform |", hbtProject(), hbtDev(), hbtDev(), rnd(lower, 6))
			return hbtTrap("trap-secret-location", "markdown-table", t)
		},
		// wireguard public only.
		func() Sample {
			t := fmt.Sprintf("[Peer]\n# %s's laptop\nPublicKey = %s\nAllowedIPs = 10.8.0.%d/32\nPersistentKeepalive = 25", hbtDev(), hbtWG(), hbtN(2, 250))
			return hbtTrap("trap-public-key", "ini", t)
		},
		// API error JSON with request id.
		func() Sample {
			t := fmt.Sprintf("{\"type\":\"error\",\"error\":{\"type\":\"authentication_error\",\"message\":\"invalid x-api-key\"},\"request_id\":\"req_%s\"}", rnd(alnum, 24))
			return hbtTrap("trap-request-id", "json", t)
		},
		// billing chat with ids.
		func() Sample {
			t := fmt.Sprintf("the webhook for invoice in_%s failed; customer is cus_%s, IBAN on file %s, order #%d. can you check why the handler 500s?", rnd(alnum, 24), rnd(alnum, 14), fmt.Sprintf("DE%02d %s %s %s %s %s", hbtN(10, 99), rnd(digits, 4), rnd(digits, 4), rnd(digits, 4), rnd(digits, 4), rnd(digits, 2)), hbtN(10000, 99999))
			return hbtTrap("trap-billing-ids", "chat", t)
		},
		// tailwind config colors.
		func() Sample {
			t := fmt.Sprintf("theme: {\n  extend: {\n    colors: {\n      brand: '#%s',\n      accent: '#%s',\n    },\n  },\n},\n// tailwindcss %d.%d.%d", hbtHex(6), hbtHex(6), hbtN(3, 4), hbtN(0, 4), hbtN(0, 17))
			return hbtTrap("trap-colour", "javascript", t)
		},
		// git config without creds.
		func() Sample {
			t := fmt.Sprintf("$ git config --list | grep -E 'user|credential|remote'\nuser.name=%s\nuser.email=%s\ncredential.helper=%s\nremote.origin.url=git@github.com:acme/%s.git", hbtDev(), hbtEmail(), pick([]string{"osxkeychain", "manager", "store", "cache --timeout=3600"}), hbtProject())
			return hbtTrap("trap-git-config", "shell", t)
		},
		// aws config.
		func() Sample {
			t := fmt.Sprintf("[profile %s]\nsso_session = acme\nsso_account_id = %s\nsso_role_name = %s\nregion = eu-west-1\n\n[sso-session acme]\nsso_start_url = https://acme.awsapps.com/start\nsso_region = eu-west-1", pick([]string{"dev", "prod-readonly", "sandbox"}), rnd(digits, 12), pick([]string{"AdministratorAccess", "PowerUser", "ReadOnly"}))
			return hbtTrap("trap-aws-config", "ini", t)
		},
		// kubeconfig exec.
		func() Sample {
			t := fmt.Sprintf("users:\n- name: arn:aws:eks:eu-west-1:%s:cluster/%s\n  user:\n    exec:\n      apiVersion: client.authentication.k8s.io/v1beta1\n      command: aws\n      args: [\"eks\", \"get-token\", \"--cluster-name\", \"%s\"]", rnd(digits, 12), "staging", "staging")
			return hbtTrap("trap-kubeconfig-exec", "yaml", t)
		},
		// MCP config env refs.
		func() Sample {
			t := fmt.Sprintf("{\n  \"servers\": {\n    \"linear\": {\n      \"type\": \"http\",\n      \"url\": \"https://mcp.linear.app/%s\"\n    },\n    \"postgres\": {\n      \"command\": \"uvx\",\n      \"args\": [\"postgres-mcp\", \"--access-mode=%s\", \"--timeout=%d\"],\n      \"env\": { \"DATABASE_URI\": \"${env:%s}\" }\n    }\n  }\n}", pick([]string{"mcp", "sse"}), pick([]string{"restricted", "unrestricted"}), hbtN(5, 120), pick([]string{"PG_RO_URI", "DATABASE_URI", "STAGING_DB_URL", "NEON_READONLY_URL"}))
			return hbtTrap("trap-env-reference", "json", t)
		},
		// compose with ${VAR}.
		func() Sample {
			t := "services:\n  db:\n    image: postgres:16\n    env_file: .env\n    environment:\n      POSTGRES_PASSWORD: ${POSTGRES_PASSWORD:?set it in .env}\n      POSTGRES_USER: " + hbtUser()
			return hbtTrap("trap-env-reference", "yaml", t)
		},
		// twilio sid only.
		func() Sample {
			t := fmt.Sprintf("SMS are sent from %s via Messaging Service MG%s on account %s. The auth token is set as TWILIO_AUTH_TOKEN in Render.", fmt.Sprintf("+44 7%d %06d", hbtN(100, 999), hbtN(0, 999999)), hbtHex(32), "AC"+hbtHex(32))
			return hbtTrap("trap-account-id", "chat", t)
		},
		// AKIA alone.
		func() Sample {
			t := fmt.Sprintf("IAM shows two access keys for `%s`: %s (Active, last used today) and %s (Inactive). I'll delete the inactive one; the active secret is only in the CI variables.", pick([]string{"ci-uploader", "terraform", "backup-bot"}), hbtAKIA(), hbtAKIA())
			return hbtTrap("trap-key-id", "chat", t)
		},
		// docs with xxxx.
		func() Sample {
			v := hbtVendorPick()
			t := fmt.Sprintf("## Setup\n\n```bash\nexport %s=%s\n%s\n```\nGet a key from the %s dashboard. Tokens look like `%s…` — never commit one.", v.env, strings.Repeat("x", hbtN(16, 40)), pick([]string{"make dev", "pnpm dev", "cargo run", "uv run app.py", "go run ./cmd/server"}), v.name, pick([]string{"sk-…", "ghp_", "xoxb-", "hf_"}))
			return hbtTrap("trap-placeholder", "markdown", t)
		},
		// conn string without password.
		func() Sample {
			t := fmt.Sprintf("DATABASE_URL=postgres://%s@localhost:5432/%s?sslmode=disable   # local socket auth, no password\nREDIS_URL=redis://localhost:6379/%d", hbtUser(), pick([]string{"app_dev", "ledger_test", "shop_dev", "crm_local"}), hbtN(0, 15))
			return hbtTrap("trap-no-password", "env", t)
		},
		// sha256sum.
		func() Sample {
			p := hbtProject()
			t := fmt.Sprintf("$ sha256sum dist/*\n%s  dist/%s_linux_amd64.tar.gz\n%s  dist/%s_darwin_arm64.tar.gz\n%s  dist/checksums.txt", hbtHex(64), p, hbtHex(64), p, hbtHex(64))
			return hbtTrap("trap-checksum", "shell", t)
		},
		// gpg list keys.
		func() Sample {
			t := fmt.Sprintf("$ gpg --list-secret-keys --keyid-format=long\nsec   ed25519/%s 2024-0%d-1%d [SC]\n      %s\nuid                 [ultimate] %s <%s>", strings.ToUpper(hbtHex(16)), hbtN(1, 9), hbtN(0, 9), strings.ToUpper(hbtHex(40)), hbtDev(), hbtEmail())
			return hbtTrap("trap-key-fingerprint", "shell", t)
		},
		// build ids.
		func() Sample {
			t := fmt.Sprintf("Deployment %s is READY\nBuild ID: bld_%s\nURL: https://%s-%s-acme.vercel.app\nInspect: https://vercel.com/acme/%s/%s", "dpl_"+rnd(alnum, 28), rnd(lower+digits, 20), hbtProject(), rnd(lower+digits, 9), hbtProject(), rnd(alnum, 28))
			return hbtTrap("trap-build-id", "shell", t)
		},
		// supabase anon key is public? no: anon key in frontend is by design public; keep out. Use project ref + url.
		func() Sample {
			ref := rnd(lower, 20)
			t := fmt.Sprintf("Project ref is %s, API URL https://%s.supabase.co, region eu-central-1. The service role key stays in the edge function secrets (`supabase secrets set`), never in the client.", ref, ref)
			return hbtTrap("trap-project-id", "chat", t)
		},
		// uuid-heavy tool result.
		func() Sample {
			t := fmt.Sprintf("⏺ linear - list_issues (MCP)(team: \"%s\")\n  ⎿  [{\"id\":\"%s\",\"identifier\":\"ENG-%d\",\"title\":\"Rotate API keys quarterly\"},{\"id\":\"%s\",\"identifier\":\"ENG-%d\",\"title\":\"Password reset link expires too early\"}]", pick([]string{"ENG", "Platform"}), hbtUUID(), hbtN(100, 999), hbtUUID(), hbtN(100, 999))
			return hbtTrap("trap-uuid", "tool-result", t)
		},
		// stack trace with token variable name only.
		func() Sample {
			t := fmt.Sprintf("Traceback (most recent call last):\n  File \"/app/%s/client.py\", line %d, in _headers\n    \"Authorization\": f\"Bearer {self.token}\",\nAttributeError: 'Client' object has no attribute 'token'", strings.ReplaceAll(hbtProject(), "-", "_"), hbtN(10, 300))
			return hbtTrap("trap-code-reference", "error", t)
		},
		// k8s secret with sealed secrets (encrypted).
		func() Sample {
			t := fmt.Sprintf("$ kubectl get secret %s-db -o jsonpath='{.data}' | jq 'keys'\n[\n  \"%s\",\n  \"username\"\n]\n\nBoth keys exist, so the pod's CreateContainerConfigError is about the secret's namespace, not its contents (pod is in `%s`).", hbtProject(), pick([]string{"password", "api-key", "token", "dsn"}), pick([]string{"default", "payments", "staging", "jobs"}))
			return hbtTrap("trap-secret-ref", "shell", t)
		},
		// version strings and timestamps.
		func() Sample {
			t := fmt.Sprintf("$ node -v && npm -v && go version && rustc --version\nv%d.%d.%d\n%d.%d.%d\ngo version go1.%d.%d darwin/arm64\nrustc 1.%d.%d (%s 2025-0%d-%02d)", hbtN(18, 24), hbtN(0, 20), hbtN(0, 9), hbtN(9, 11), hbtN(0, 9), hbtN(0, 9), hbtN(22, 26), hbtN(0, 9), hbtN(80, 92), hbtN(0, 2), hbtHex(9), hbtN(1, 9), hbtN(1, 28))
			return hbtTrap("trap-version", "shell", t)
		},
	}
}
