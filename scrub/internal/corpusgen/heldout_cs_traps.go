package main

import (
	"fmt"
	"strings"
)

// Traps: memory files with no secret, close to the secrets' shapes and labels.

func hcsTrapGens() []hcsGen {
	g := []hcsGen{
		{6, hcsTClaudePrefs}, {6, hcsTPeople}, {5, hcsTCursorRules}, {6, hcsTSavePref},
		{5, hcsTExport}, {6, hcsTSummary}, {6, hcsTEnvExample}, {6, hcsTMasked},
		{5, hcsTRedacted}, {5, hcsTActions}, {5, hcsTOpRef}, {5, hcsTPolicy},
		{5, hcsTReset}, {5, hcsTARN}, {5, hcsTAzureIDs}, {5, hcsTOAuthID},
		{5, hcsTPublishable}, {5, hcsTPublicKeys}, {4, hcsTDigest}, {5, hcsTOrders},
	}
	return append(g, hcsTrapGens2()...)
}

func hcsTClaudePrefs() Sample {
	p := hcsProject()
	t := fmt.Sprintf("# CLAUDE.md — %s\n\n## Commands\n- build: `%s`\n- test: `%s`\n- lint: `%s`\n\n## Conventions\n%s\n## Architecture\n- `cmd/` entry points, `internal/` packages\n- Postgres via sqlc, no ORM\n",
		p, hcsP("make build", "pnpm build", "cargo build", "go build ./..."), hcsP("make test", "pnpm test", "cargo test", "go test ./..."),
		hcsP("golangci-lint run", "pnpm lint", "ruff check .", "cargo clippy"), hcsBullets(hcsPrefs(hcsN(3, 6)), "- "))
	return hcsT("trap-preferences", "claude-md", t)
}

func hcsTPeople() Sample {
	var b strings.Builder
	for i := 0; i < hcsN(2, 4); i++ {
		n := hcsName()
		b.WriteString(fmt.Sprintf("- %s (%s) — %s, %s@%s, +49 151 %s\n", n, hcsP("backend", "design", "PM", "QA", "SRE"),
			hcsP("owns the auth service", "prefers Slack over email", "in Tokyo, UTC+9", "part-time Mon–Wed", "approves releases"),
			strings.ToLower(n), hcsP("acme.io", "kestrel.dev"), rnd(digits, 7)))
	}
	t := fmt.Sprintf("# MEMORY.md\n\n## People\n%s\n## Meetings\n- Standup %s\n- Retro every other Thursday\n", b.String(), hcsP("09:30 CET", "10:00 JST", "daily at 9"))
	return hcsT("trap-people", "memory-md", t)
}

func hcsTCursorRules() Sample {
	t := fmt.Sprintf("# .cursorrules\n\nYou are a senior %s engineer.\n\n- Prefer composition over inheritance.\n- Never hardcode API keys; read them from `process.env` (e.g. `process.env.OPENAI_API_KEY`).\n- Use zod for validation.\n- Keep files under %d lines.\n- Error messages in English, UI strings via i18n.\n", hcsLang(), hcsPi(200, 300, 400))
	return hcsT("trap-preferences", "cursorrules", t)
}

func hcsTSavePref() Sample {
	c := hcsPrefs(1)[0]
	if rng.IntN(3) == 0 {
		c = fmt.Sprintf("%s is the tech lead for %s; ask them before changing the token refresh logic", hcsName(), hcsProject())
	}
	t := fmt.Sprintf("{\n  \"tool\": \"saveMemory\",\n  \"arguments\": {\n    \"content\": %s,\n    \"tags\": [\"%s\"],\n    \"importance\": \"%s\"\n  }\n}", hcsJ(c), hcsP("preference", "project", "people"), hcsP("low", "medium", "high"))
	return hcsT("trap-preferences", "json", t)
}

func hcsTExport() Sample {
	p := hcsPrefs(3)
	t := fmt.Sprintf("[\n  {\"id\": \"%s\", \"created\": \"%s\", \"text\": %s},\n  {\"id\": \"%s\", \"created\": \"%s\", \"text\": %s},\n  {\"id\": \"%s\", \"created\": \"%s\", \"text\": %s}\n]",
		hcsMemID(), hcsTime(), hcsJ(p[0]), hcsMemID(), hcsTime(), hcsJ(p[1]), hcsMemID(), hcsTime(), hcsJ(p[2]))
	return hcsT("trap-memory-ids", "json", t)
}

func hcsTSummary() Sample {
	t := fmt.Sprintf("## Session summary — %s\n\n**Done**\n- Merged PR #%d (%s)\n- Bumped %s to v%d.%d.%d\n- Reverted %s after the canary failed\n\n**Open**\n- Ticket %s-%d: flaky login test\n- Ask %s about the rate limits\n",
		hcsDate(), hcsN(10, 2400), hcsHex(7), hcsP("react", "pgx", "axum", "fastapi"), hcsN(0, 19), hcsN(0, 30), hcsN(0, 12), hcsHex(12),
		hcsP("ENG", "OPS", "KES", "ATL"), hcsN(100, 9999), hcsName())
	return hcsT("trap-ids", "session-summary", t)
}

func hcsTEnvExample() Sample {
	t := hcsP(
		"## .env.example (commit this one)\n```env\nDATABASE_URL=postgres://USER:PASSWORD@HOST:5432/DB\nOPENAI_API_KEY=sk-...\nSTRIPE_SECRET_KEY=sk_live_xxxxxxxxxxxxxxxx\nJWT_SECRET=change-me\n```\nCopy to `.env` and fill in real values (ask the user, never guess).\n",
		"```env\n# fill these in locally\nGITHUB_TOKEN=<your-token>\nSLACK_WEBHOOK_URL=<webhook url from the Slack app page>\nAWS_ACCESS_KEY_ID=\nAWS_SECRET_ACCESS_KEY=\n```\n",
		fmt.Sprintf("- Template for new devs: `cp .env.example .env`, then set `DB_PASSWORD=` to the value from %s\n", hcsP("Bitwarden", "1Password", "the team vault")),
	)
	return hcsT("trap-placeholder", "env", t)
}

func hcsTMasked() Sample {
	t := hcsP(
		fmt.Sprintf("- OpenAI key in use: sk-proj-****%s (last 4 as shown in the dashboard)\n", rnd(alnum, 4)),
		fmt.Sprintf("- Staging DB: postgres://%s:****@%s:5432/%s\n", hcsUser(), hcsHost(), hcsDB()),
		fmt.Sprintf("- GitHub token: ghp_************************************ (masked by the CLI)\n- Scopes: repo, workflow\n"),
		fmt.Sprintf("```\n$ aws configure list\n      Name                    Value             Type    Location\n access_key     ****************%s shared-credentials-file\n secret_key     ****************%s shared-credentials-file\n     region                %s      config-file    ~/.aws/config\n```\n", rnd(upper, 4), rnd(alnum, 4), hcsP("eu-central-1", "us-east-1")),
	)
	return hcsT("trap-masked", "memory-md", t)
}

func hcsTRedacted() Sample {
	t := hcsP(
		"- User pasted a GitHub token ([REDACTED]) — did not store it, asked them to revoke it\n",
		fmt.Sprintf("{\"id\":\"%s\",\"content\":\"User's Stripe key: [REDACTED by user request]\"}", hcsMemID()),
		"## Session summary\n- The user accidentally pasted their AWS secret; I told them to rotate it and removed it from memory.\n",
		"- DB password: •••••••• (user will share in person)\n",
	)
	return hcsT("trap-redacted", "memory-md", t)
}

func hcsTActions() Sample {
	t := fmt.Sprintf("## CI\n\n```yaml\n- name: Publish\n  run: npm publish\n  env:\n    NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}\n- name: Deploy\n  run: ./deploy.sh\n  env:\n    DATABASE_URL: ${{ secrets.%s_DATABASE_URL }}\n```\n", strings.ToUpper(strings.ReplaceAll(hcsProject(), "-", "_")))
	return hcsT("trap-secret-ref", "yaml", t)
}

func hcsTOpRef() Sample {
	t := hcsP(
		fmt.Sprintf("- Secrets via 1Password CLI: `op run --env-file=.env.tpl -- pnpm dev`\n- .env.tpl has `DB_PASSWORD=op://Engineering/%s staging/password`\n", hcsProject()),
		fmt.Sprintf("- API token for %s: vault:secret/data/%s#token (read with `vault kv get`)\n", hcsProject(), hcsProject()),
		"- Wi-Fi password: it's in the shared 1Password vault under \"Office Wi-Fi\"\n",
		"- `password: \"{{ lookup('env', 'DB_PASSWORD') }}\"` in the Ansible inventory\n",
	)
	return hcsT("trap-secret-ref", "memory-md", t)
}

func hcsTPolicy() Sample {
	t := hcsP(
		fmt.Sprintf("## Auth rules in %s\n- Passwords: min %d chars, checked against HIBP\n- API tokens expire after %d days\n- Session cookie is HttpOnly, SameSite=Lax\n", hcsProject(), hcsPi(10, 12, 16), hcsPi(30, 90)),
		"- User wants me to never save passwords, tokens or keys to memory, even if they paste them\n",
		"- The admin password must be changed on first login (enforced by the app)\n",
	)
	return hcsT("trap-password-talk", "claude-md", t)
}

func hcsTReset() Sample {
	t := hcsP(
		fmt.Sprintf("- %s reset the user's password on %s; they got a reset link by mail\n", hcsName(), hcsDate()),
		fmt.Sprintf("- Rotated the Stripe secret key on %s; the new one is only in the Render env vars\n", hcsDate()),
		"- User forgot the router password → factory reset planned for the weekend\n",
	)
	return hcsT("trap-password-talk", "memory-md", t)
}

func hcsTARN() Sample {
	acct := rnd(digits, 12)
	t := fmt.Sprintf("## AWS\n- Account %s (%s)\n- Deploy role: arn:aws:iam::%s:role/%s-deploy\n- Bucket: arn:aws:s3:::%s-assets-%s\n- SSO start URL: https://%s.awsapps.com/start\n", acct, hcsP("prod", "sandbox", "staging"), acct, hcsProject(), hcsProject(), rnd(lower+digits, 6), hcsP("acme", "kestrel", "orchard"))
	return hcsT("trap-cloud-ids", "memory-md", t)
}

func hcsTAzureIDs() Sample {
	t := fmt.Sprintf("## Azure\n- Tenant ID: %s\n- Subscription: %s\n- App registration (client ID): %s\n- Auth: managed identity, no client secret\n", hcsUUID(), hcsUUID(), hcsUUID())
	return hcsT("trap-cloud-ids", "claude-md", t)
}

func hcsTOAuthID() Sample {
	t := hcsP(
		fmt.Sprintf("- Google OAuth client id: %s-%s.apps.googleusercontent.com (secret is in the server env, not here)\n", rnd(digits, 12), rnd(lower+digits, 32)),
		fmt.Sprintf("- GitHub App: app id %d, client id Iv1.%s, installation %d\n", hcsN(100000, 999999), hcsHex(16), hcsN(10000000, 99999999)),
	)
	return hcsT("trap-oauth-id", "memory-md", t)
}

func hcsTPublishable() Sample {
	t := fmt.Sprintf("## Payments (frontend)\n- STRIPE_PUBLISHABLE_KEY=pk_live_%s\n- Price IDs: price_%s (monthly), price_%s (yearly)\n- Product: prod_%s\n", rnd(alnum, hcsN(24, 99)), rnd(alnum, 24), rnd(alnum, 24), rnd(alnum, 14))
	return hcsT("trap-publishable-key", "claude-md", t)
}

func hcsTPublicKeys() Sample {
	t := hcsP(
		fmt.Sprintf("- User's SSH public key (add to new servers):\n  ssh-ed25519 AAAAC3NzaC1lZDI1NTE5%s %s@%s\n", rnd(alnum+"+/", 32), hcsUser(), hcsP("mbp", "work-laptop")),
		fmt.Sprintf("- age recipient for sops: age1%s\n- .sops.yaml encrypts `secrets/*.yaml`\n", rnd("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58)),
		fmt.Sprintf("- Signs commits with GPG key %s (fingerprint)\n", strings.ToUpper(hcsHex(40))),
	)
	return hcsT("trap-public-key", "memory-md", t)
}

func hcsTDigest() Sample {
	t := fmt.Sprintf("## Pinned images\n| service | image |\n|---|---|\n| api | ghcr.io/acme/%s@sha256:%s |\n| worker | ghcr.io/acme/worker@sha256:%s |\n\nsha256sum of the release tarball: `%s`\n", hcsProject(), hcsHex(64), hcsHex(64), hcsHex(64))
	return hcsT("trap-digest", "memory-md", t)
}

func hcsTOrders() Sample {
	t := hcsP(
		fmt.Sprintf("# MEMORY\n- User ordered a Keychron Q1 (order #%d), UPS tracking 1Z%s\n- Invoice INV-%d-%s goes to accounting\n", hcsN(100000, 999999), rnd(upper+digits, 16), hcsN(2024, 2025), rnd(digits, 5)),
		fmt.Sprintf("- Laptop serial C02%s, AppleCare until %s\n- Monitor: Dell U2723QE, serial CN-0%s\n", rnd(upper+digits, 8), hcsDate(), rnd(upper+digits, 10)),
	)
	return hcsT("trap-ids", "memory-md", t)
}
