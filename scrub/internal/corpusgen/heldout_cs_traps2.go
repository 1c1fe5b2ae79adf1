package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// More traps: ids, references, talk about credentials, ordinary config.

func hcsTrapGens2() []hcsGen {
	return []hcsGen{
		{4, hcsTIban}, {4, hcsTBrand}, {4, hcsTCron}, {5, hcsTLogIDs}, {4, hcsTDataURI},
		{4, hcsTDiff}, {5, hcsTForget}, {4, hcsTK8sRef}, {4, hcsTTerraform}, {4, hcsTCredRefJSON},
		{5, hcsTMeeting}, {4, hcsTGitignore}, {5, hcsTWifiTalk}, {5, hcsTDoorTalk}, {4, hcsT2FA},
		{4, hcsTTickets}, {4, hcsTLicenceTalk}, {5, hcsTCommitMsg}, {4, hcsTLoginTalk}, {4, hcsTSettingsJSON},
		{5, hcsTTokenCounts}, {4, hcsTKeyWords}, {5, hcsTJAPrefs}, {5, hcsTDEPrefs}, {5, hcsTEnvPlain},
	}
}

func hcsTIban() Sample {
	t := fmt.Sprintf("## Invoicing (user is a freelancer)\n- Bank: %s, IBAN DE%s %s %s %s %s %s, BIC %s\n- VAT ID DE%s\n- Phone for the client: +49 30 %s\n",
		hcsP("GLS Bank", "N26", "Sparkasse"), rnd(digits, 2), rnd(digits, 4), rnd(digits, 4), rnd(digits, 4), rnd(digits, 4), rnd(digits, 2),
		rnd(upper, 6)+"XX", rnd(digits, 9), rnd(digits, 8))
	return hcsT("trap-iban", "memory-md", t)
}

func hcsTBrand() Sample {
	t := fmt.Sprintf("## Design tokens (%s)\n- primary: #%s\n- accent: #%s\n- font: %s\n- Tailwind v%d.%d, shadcn/ui\n- design token file: tokens/colors.json\n", hcsProject(), strings.ToUpper(hcsHex(6)), strings.ToUpper(hcsHex(6)), hcsP("Inter", "IBM Plex Sans", "Noto Sans JP", "Söhne"), hcsN(3, 4), hcsN(0, 4))
	return hcsT("trap-ordinary", "claude-md", t)
}

func hcsTCron() Sample {
	t := fmt.Sprintf("## Jobs\n| job | schedule | last run |\n|---|---|---|\n| backup | `0 2 * * *` | %s |\n| reindex | `*/15 * * * *` | %s |\n| invoices | `0 6 1 * *` | %s |\n", hcsTime(), hcsTime(), hcsTime())
	return hcsT("trap-ordinary", "memory-md", t)
}

func hcsTLogIDs() Sample {
	t := fmt.Sprintf("Saved from the error log while debugging:\n```\n%s ERROR request failed request_id=%s trace_id=%s span_id=%s status=502\n%s WARN retrying build=%s attempt=2\n```\n",
		hcsTime(), rnd(alnum, 26), hcsHex(32), hcsHex(16), hcsTime(), "bld_"+rnd(lower+digits, 12))
	return hcsT("trap-ids", "log", t)
}

func hcsTDataURI() Sample {
	raw := make([]byte, hcsN(40, 90))
	for i := range raw {
		raw[i] = byte(rng.IntN(256))
	}
	copy(raw, []byte("\x89PNG\r\n\x1a\n"))
	t := fmt.Sprintf("- Favicon placeholder the user likes (inline in index.html):\n  `<link rel=\"icon\" href=\"data:image/png;base64,%s\">`\n", base64.StdEncoding.EncodeToString(raw))
	return hcsT("trap-base64-image", "memory-md", t)
}

func hcsTDiff() Sample {
	t := fmt.Sprintf("Change I made in %s (user approved):\n```diff\n-\tclient := api.New(os.Getenv(\"API_TOKEN\"))\n+\tclient := api.New(cfg.APIToken)\n+\tif cfg.APIToken == \"\" {\n+\t\treturn errors.New(\"API_TOKEN not set\")\n+\t}\n```\n", hcsProject())
	return hcsT("trap-secret-ref", "diff", t)
}

func hcsTForget() Sample {
	t := hcsP(
		"- User asked me to forget the password they sent earlier; removed it from memory on "+hcsDate()+"\n",
		"## Note to self\nIf the user pastes a key again, remind them to use the vault instead. Don't save it.\n",
		"{\"op\":\"deleteMemory\",\"id\":\""+hcsMemID()+"\",\"reason\":\"contained a credential\"}",
	)
	return hcsT("trap-password-talk", "memory-md", t)
}

func hcsTK8sRef() Sample {
	t := fmt.Sprintf("```yaml\nenv:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: %s-db\n        key: password\n  - name: API_TOKEN\n    valueFrom:\n      secretKeyRef: {name: %s-api, key: token}\n```\n", hcsProject(), hcsProject())
	return hcsT("trap-secret-ref", "yaml", t)
}

func hcsTTerraform() Sample {
	t := "```hcl\nvariable \"db_password\" {\n  type      = string\n  sensitive = true\n}\n\nresource \"aws_db_instance\" \"main\" {\n  username = \"" + hcsUser() + "\"\n  password = var.db_password\n}\n```\nValue is passed via TF_VAR_db_password in CI.\n"
	return hcsT("trap-secret-ref", "hcl", t)
}

func hcsTCredRefJSON() Sample {
	t := fmt.Sprintf("{\"type\":\"credential_reference\",\"service\":\"%s\",\"location\":\"1Password › Work › %s\",\"note\":\"never store the value\"}", hcsP("AWS", "Stripe", "Postgres", "GitHub"), hcsProject())
	return hcsT("trap-secret-ref", "json", t)
}

func hcsTMeeting() Sample {
	t := fmt.Sprintf("## Meeting %s — %s planning\nAttendees: %s, %s, %s\n- Decided to move auth to passkeys in Q%d\n- %s will write the RFC\n- Password login stays as fallback until usage < 5%%\n", hcsDate(), hcsProject(), hcsName(), hcsName(), hcsName(), hcsN(1, 4), hcsName())
	return hcsT("trap-password-talk", "notes-md", t)
}

func hcsTGitignore() Sample {
	t := "## Never commit\n- `.env`, `.env.*` (except `.env.example`)\n- `*.pem`, `*.key`, `id_rsa*`\n- `credentials.json`, `service-account*.json`\n- `.npmrc` with `_authToken`\n"
	return hcsT("trap-secret-ref", "claude-md", t)
}

func hcsTWifiTalk() Sample {
	t := hcsP(
		"- Guest Wi-Fi at the office is open (captive portal), no password needed\n",
		"- Wi-Fi name ACME-Staff; password is on the whiteboard in the kitchen, user didn't tell me\n",
		"- WLAN-Passwort hat sich geändert, das neue weiß "+hcsName()+"\n",
	)
	return hcsT("trap-wifi-talk", "memory-md", t)
}

func hcsTDoorTalk() Sample {
	t := hcsP(
		"- Door code for the office changes monthly; ask reception\n",
		"- Alarm code was changed on "+hcsDate()+", new one comes via Signal (not stored here)\n",
		fmt.Sprintf("- Server room is on floor %d, room %d.%02d; access with the badge only\n", hcsN(1, 5), hcsN(1, 5), hcsN(1, 40)),
	)
	return hcsT("trap-door-talk", "memory-md", t)
}

func hcsT2FA() Sample {
	t := hcsP(
		"- 2FA via Authy on the user's phone; backup codes printed and in the safe\n",
		"- GitHub requires a security key (YubiKey 5C) for the org\n",
		"- TOTP is enabled for all admins; recovery handled by "+hcsName()+"\n",
	)
	return hcsT("trap-2fa-talk", "memory-md", t)
}

func hcsTTickets() Sample {
	var b strings.Builder
	b.WriteString("key,summary,assignee,status\n")
	for i := 0; i < hcsN(3, 5); i++ {
		b.WriteString(fmt.Sprintf("%s-%d,%s,%s,%s\n", hcsP("ENG", "OPS", "SEC"), hcsN(100, 999),
			hcsP("Rotate API tokens quarterly", "Password reset mail not sent", "Add SSO login", "Move secrets to Vault", "Fix session timeout"),
			strings.ToLower(hcsName()), hcsP("To Do", "In Progress", "Done")))
	}
	return hcsT("trap-ids", "csv", b.String())
}

func hcsTLicenceTalk() Sample {
	t := hcsP(
		fmt.Sprintf("- JetBrains licences are managed via the company account (%d seats); nothing to store\n", hcsN(5, 40)),
		"- Project licence: MIT. Third-party notices in NOTICE.md\n",
		fmt.Sprintf("- Sublime Text %d licence registered to the user's work email (key is in their mailbox)\n", hcsN(3, 4)),
	)
	return hcsT("trap-licence-talk", "memory-md", t)
}

func hcsTCommitMsg() Sample {
	t := hcsP(
		"fix(auth): stop logging the bearer token on 401\n\nThe middleware printed the whole Authorization header. Now only the scheme is logged.\n",
		"chore: move API keys to environment variables\n\nRemoves hardcoded placeholders and reads from process.env. Refs "+hcsP("ENG", "SEC")+"-"+fmt.Sprint(hcsN(10, 999))+"\n",
		"feat: add password strength meter\n\nUses zxcvbn; minimum score 3.\n",
	)
	return hcsT("trap-commit", "commit", t)
}

func hcsTLoginTalk() Sample {
	t := hcsP(
		"- User logs in to everything with Google SSO, no separate passwords\n",
		"- Admin login: "+hcsUser()+"@acme.io via Okta; MFA push\n",
		"- The login page is /signin; the old /login route redirects\n",
	)
	return hcsT("trap-login-talk", "memory-md", t)
}

func hcsTSettingsJSON() Sample {
	t := fmt.Sprintf("User's VS Code settings (saved so I suggest matching formatting):\n{\n  \"editor.tabSize\": %d,\n  \"editor.formatOnSave\": true,\n  \"files.trimTrailingWhitespace\": true,\n  \"workbench.colorTheme\": \"%s\"\n}\n", hcsPi(2, 4), hcsP("One Dark Pro", "GitHub Dark", "Solarized Light"))
	return hcsT("trap-ordinary", "json", t)
}

func hcsTTokenCounts() Sample {
	t := hcsP(
		fmt.Sprintf("- User's budget: keep prompts under %dk tokens; max_tokens=%d for summaries\n", hcsPi(8, 16, 32), hcsPi(1024, 2048, 4096)),
		fmt.Sprintf("- Tokenizer: cl100k_base; the design tokens in Figma are separate\n- Session used %d input tokens, %d output tokens\n", hcsN(10000, 190000), hcsN(500, 9000)),
		"- CSRF token is sent in the X-CSRF-Token header (name only, generated per request)\n",
	)
	return hcsT("trap-token-word", "memory-md", t)
}

func hcsTKeyWords() Sample {
	t := hcsP(
		"- Shortcut the user likes: Cmd+K Cmd+S for keybindings\n- Primary key of orders is (tenant_id, id)\n",
		"- Idempotency-Key header required on POST /payments (client generates a UUID)\n",
		fmt.Sprintf("- Redis key pattern: `%s:session:{user_id}` (TTL 30m)\n", hcsProject()),
	)
	return hcsT("trap-key-word", "memory-md", t)
}

func hcsTJAPrefs() Sample {
	t := fmt.Sprintf("# MEMORY.md\n\n## ユーザー\n- 名前: %s\n%s- 担当: %s のフロントエンド\n- 連絡はSlackで、メールは見ないことが多い\n", hcsJAName(), hcsJAPrefs(), hcsProject())
	return hcsT("trap-preferences", "memory-md", t)
}

func hcsTDEPrefs() Sample {
	t := fmt.Sprintf("# MEMORY.md\n\n## Nutzer\n- Name: %s\n%s- Zuständig für %s\n- Deployment nur dienstags und donnerstags\n", hcsName(), hcsDEPrefs(), hcsProject())
	return hcsT("trap-preferences", "memory-md", t)
}

func hcsTEnvPlain() Sample {
	t := fmt.Sprintf("```env\nPORT=%d\nTZ=%s\nLOG_LEVEL=%s\nNEXT_PUBLIC_API_URL=https://api.%s.dev\nFEATURE_NEW_CHECKOUT=true\nDATABASE_HOST=%s\n```\n", hcsPi(3000, 8080), hcsP("Europe/Berlin", "Asia/Tokyo", "UTC"), hcsP("info", "debug"), hcsProject(), hcsHost())
	return hcsT("trap-ordinary", "env", t)
}
