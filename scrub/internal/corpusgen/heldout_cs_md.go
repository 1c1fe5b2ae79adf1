package main

import (
	"fmt"
	"strings"
)

// Markdown memory files: CLAUDE.md, MEMORY.md, .cursorrules, notes with a credential inside.

func hcsMDGens() []hcsGen {
	return []hcsGen{
		{5, hcsMDClaudeDB}, {5, hcsMDWifi}, {5, hcsMDCursorKey}, {6, hcsMDCredSection},
		{5, hcsMDVercel}, {5, hcsMDDoorCode}, {6, hcsMDAWS}, {5, hcsMDGitHubExpiry},
		{5, hcsMDSlackHook}, {6, hcsMDTestAccount}, {4, hcsMDTOTP}, {4, hcsMDRecovery},
		{5, hcsMDCompose}, {5, hcsMDSupabase}, {4, hcsMDAlarm}, {5, hcsMDNpmrc},
		{4, hcsMDSudo}, {4, hcsMDDeployKey}, {5, hcsMDStripe}, {4, hcsMDTelegram},
		{4, hcsMDGPG}, {4, hcsMDLicence}, {5, hcsMDCurlBasic}, {4, hcsMDLocker},
		{4, hcsMDSentry}, {4, hcsMDDoppler}, {5, hcsMDCookie},
	}
}

func hcsMDClaudeDB() Sample {
	url, pw, user, host := hcsConnStr()
	p := hcsProject()
	lbl := hcsP("Staging DB", "Dev database", "Prod read replica (read-only!)", "Local tunnel DB", "Shared QA db")
	t := fmt.Sprintf("# CLAUDE.md — %s\n\n## Stack\n- %s backend, React frontend\n- Migrations in `db/migrations`, run with `make migrate`\n\n## Environment\n- %s: `%s`\n- Never run destructive queries without asking %s first\n\n## Conventions\n%s",
		p, hcsLang(), lbl, url, hcsName(), hcsBullets(hcsPrefs(2), "- "))
	return hcsS("db-password", "claude-md", t, []string{pw}, user, host)
}

func hcsMDWifi() Sample {
	ssid := hcsP("FRITZ!Box 7590 KL", "Vodafone-8C2A", "Schulz_Home", "HomeNet-5G", "TP-Link_3F1C", "aterm-4be2c1-g", "Buero-Gast", "CafeLuna")
	key := hcsPassword()
	name := hcsName()
	place := hcsP("home", "the office", "the studio", "the Airbnb in Lisbon", "the co-working space")
	line := hcsP(
		fmt.Sprintf("- Wi-Fi at %s: SSID `%s`, key `%s`", place, ssid, key),
		fmt.Sprintf("- %s's wifi at %s is %s, password %s", name, place, ssid, key),
		fmt.Sprintf("- WLAN (%s): %s / pw: %s", place, ssid, key),
	)
	t := fmt.Sprintf("# MEMORY.md\n\n## About the user\n- Name: %s\n%s%s\n\n## Devices\n- MacBook Pro M3, external 4K monitor\n- Printer: Brother HL-L2350DW\n",
		name, hcsBullets(hcsPrefs(2), "- "), line)
	return hcsS("wifi-key", "memory-md", t, []string{key}, ssid)
}

func hcsMDCursorKey() Sample {
	name, env, val := hcsAPIKey()
	p := hcsProject()
	t := fmt.Sprintf("# .cursorrules for %s\n\nYou are an expert %s developer.\n\n- Always write tests for new functions.\n- Keep components small.\n- For local testing of the %s integration use %s=%s (user pasted it, dev only).\n- Never log request bodies.\n",
		p, hcsLang(), strings.Split(name, " ")[0], env, val)
	if rng.IntN(2) == 0 {
		t = fmt.Sprintf("## Rules\n1. Use %s idioms.\n2. Prefer early returns.\n3. The %s for scripts/seed.ts is `%s` — don't commit it.\n4. Ask before renaming public APIs.\n", hcsLang(), name, val)
		return hcsS("api-key", "cursorrules", t, []string{val}, "scripts/seed.ts")
	}
	return hcsS("api-key", "cursorrules", t, []string{val}, env)
}

func hcsMDCredSection() Sample {
	name, _, val := hcsAPIKey()
	u := hcsName()
	head := hcsP("## Credentials the user asked me to remember", "## Keys (from chat)", "## Secrets (temporary, remove after migration)", "### Access")
	t := fmt.Sprintf("# Memory\n\n## User\n- %s, works on %s\n%s\n%s\n- %s: %s\n- added %s, user said \"%s\"\n",
		u, hcsProject(), hcsBullets(hcsPrefs(2), "- "), head, name, val, hcsDate(),
		hcsP("just keep it here for now", "remember this so I don't have to paste it again", "rotate it next sprint"))
	return hcsS("api-key", "memory-md", t, []string{val}, u)
}

func hcsMDVercel() Sample {
	tok := rnd(alnum, 24)
	team := "team_" + rnd(alnum, 24)
	t := fmt.Sprintf("## Deploy\n\nPreview deploys are automatic. For a manual prod deploy:\n\n```bash\nexport VERCEL_TOKEN=%s\nexport VERCEL_ORG_ID=%s\nvercel deploy --prod --token $VERCEL_TOKEN\n```\n\nThe org id is fine to share; the token is %s's personal one.\n", tok, team, hcsName())
	return hcsS("vercel-token", "claude-md", t, []string{tok}, team)
}

func hcsMDDoorCode() Sample {
	code := hcsPIN(hcsN(4, 6))
	if rng.IntN(3) == 0 {
		code += hcsP("#", "*")
	}
	who := hcsName()
	what := hcsP("server room", "back door", "bike garage", "storage room", "main entrance after 19:00", "Keybox at the flat")
	t := fmt.Sprintf("# Notes about %s\n\n- Office is in %s, 3rd floor\n- %s: code %s\n- Parking: visitor spots behind the building\n- Coffee machine descaling on Fridays (their turn every 4th week)\n",
		who, hcsP("Berlin Kreuzberg", "Munich", "Shibuya", "Leeds", "Amsterdam Noord"), strings.ToUpper(what[:1])+what[1:], code)
	return hcsS("door-code", "memory-md", t, []string{code}, who)
}

func hcsMDAWS() Sample {
	id, sec := hcsAWSID(), hcsAWSSecret()
	acct := rnd(digits, 12)
	region := hcsP("eu-central-1", "us-east-1", "eu-west-1", "ap-northeast-1", "us-west-2")
	var t string
	if rng.IntN(2) == 0 {
		t = fmt.Sprintf("## AWS\n\n- Account `%s`, region %s\n- CLI profile `%s-dev` uses:\n  - aws_access_key_id = %s\n  - aws_secret_access_key = %s\n- Terraform state bucket: `tfstate-%s`\n", acct, region, hcsProject(), id, sec, acct)
	} else {
		t = fmt.Sprintf("# MEMORY\n\n- User got IAM keys for the %s sandbox (account %s): access key %s, secret %s. Region %s.\n- They prefer CDK over raw CloudFormation.\n", hcsProject(), acct, id, sec, region)
	}
	return hcsS("aws-keys", "claude-md", t, []string{id, sec}, acct, region)
}

func hcsMDGitHubExpiry() Sample {
	tok := hcsGitHub()
	org := hcsP("acme-corp", "kestrel-labs", "orchard-io", "tidepool-dev", "inkwell-hq")
	t := fmt.Sprintf("## GitHub\n\n- Org: `%s`, main repo `%s/%s`\n- Token for the release script: %s\n  (expires in %d days, scope: contents:write on %s only)\n- Branch protection: 1 review required\n", org, org, hcsProject(), tok, hcsPi(7, 30, 60, 90), org)
	return hcsS("github-token", "memory-md", t, []string{tok}, org)
}

func hcsMDSlackHook() Sample {
	hook := hcsSlackHook()
	ch := hcsP("#deploys", "#alerts-prod", "#team-backend", "#ci-notify", "#standup")
	t := fmt.Sprintf("### Things to remember (session %s)\n\n- Build notifications go to %s via incoming webhook %s\n- %s is on holiday until the 20th\n- Don't run the nightly job manually, it double-bills\n", hcsDate(), ch, hook, hcsName())
	return hcsS("slack-webhook", "notes-md", t, []string{hook}, ch)
}

func hcsMDTestAccount() Sample {
	mail := hcsP("qa+", "e2e.", "test-", "demo.") + hcsUser() + "@" + hcsP("example.com", "acme.io", "kestrel.dev", "mailinator.com")
	pw := hcsPassword()
	env := hcsP("staging", "QA", "preview", "the demo tenant")
	t := hcsP(
		fmt.Sprintf("## E2E tests\n\nPlaywright logs in on %s with:\n- email: %s\n- password: %s\n\nDon't use it for manual testing, it resets nightly.\n", env, mail, pw),
		fmt.Sprintf("# CLAUDE.md\n\n- Test user for %s → %s, pw `%s`\n- Run `pnpm e2e --headed` when debugging\n- Screenshots land in test-results/\n", env, mail, pw),
	)
	return hcsS("test-password", "claude-md", t, []string{pw}, mail)
}

func hcsMDTOTP() Sample {
	seed := hcsB32(hcsPi(16, 32))
	acct := hcsUser() + "@" + hcsP("acme.io", "gmail.com", "kestrel.dev")
	issuer := hcsP("AWS", "GitHub", "Grafana", "Okta", "Bitwarden")
	var t string
	if rng.IntN(2) == 0 {
		t = fmt.Sprintf("## 2FA (shared ops account)\n\notpauth://totp/%s:%s?secret=%s&issuer=%s\n\nUser wants me to remind them to move this into the vault.\n", issuer, acct, seed, issuer)
	} else {
		t = fmt.Sprintf("- Shared %s login %s has TOTP; setup key (base32): %s — used by the nightly smoke test\n", issuer, acct, seed)
	}
	return hcsS("totp-seed", "memory-md", t, []string{seed}, acct)
}

func hcsMDRecovery() Sample {
	codes := hcsRecovery(hcsN(2, 3))
	svc := hcsP("GitHub", "Google Workspace", "1Password", "Proton", "npm")
	var b strings.Builder
	for _, c := range codes {
		b.WriteString("  - " + c + "\n")
	}
	t := fmt.Sprintf("# MEMORY.md\n\n## Account stuff\n- %s recovery codes the user pasted (unused ones):\n%s- Primary phone for SMS fallback ends in %s\n", svc, b.String(), rnd(digits, 2))
	return hcsS("recovery-code", "memory-md", t, codes, svc)
}

func hcsMDCompose() Sample {
	pw := hcsPwPlain()
	user := hcsUser()
	t := fmt.Sprintf("## Local dev\n\n```yaml\nservices:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: %s\n      POSTGRES_PASSWORD: %s\n      POSTGRES_DB: %s\n    ports: [\"5432:5432\"]\n```\n\nStart with `docker compose up -d db`.\n", user, pw, hcsDB())
	return hcsS("db-password", "claude-md", t, []string{pw}, user)
}

func hcsMDSupabase() Sample {
	key := hcsJWT()
	ref := rnd(lower, 20)
	url := "https://" + ref + ".supabase.co"
	t := fmt.Sprintf("## Supabase\n- URL: %s\n- service_role key (server only, bypasses RLS!): %s\n- anon key is in .env.example\n", url, key)
	return hcsS("supabase-service-key", "cursorrules", t, []string{key}, url)
}

func hcsMDAlarm() Sample {
	code := hcsPIN(4)
	t := hcsP(
		fmt.Sprintf("- Office alarm: disarm code %s, you have 30 s after opening the door\n- Last one out switches off the coffee machine\n", code),
		fmt.Sprintf("## Office\n\nIf %s asks: the Alarmanlage code is %s (they forget it every Monday).\n", hcsName(), code),
	)
	return hcsS("alarm-code", "memory-md", t, []string{code})
}

func hcsMDNpmrc() Sample {
	tok := hcsNpm()
	scope := hcsP("@acme", "@kestrel", "@orchard", "@inkwell")
	t := fmt.Sprintf("## Private packages\n\n`%s/*` packages come from npm. The user's `.npmrc`:\n\n```\n%s:registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken=%s\n```\n", scope, scope, tok)
	return hcsS("npm-token", "claude-md", t, []string{tok}, scope)
}

func hcsMDSudo() Sample {
	pw := hcsPassword()
	t := hcsP(
		fmt.Sprintf("- During brew setup the user typed their macOS login password into chat: %s (told them to change it)\n", pw),
		fmt.Sprintf("## Machine\n- Ubuntu 24.04 VM, sudo password `%s`\n- Docker rootless\n", pw),
		fmt.Sprintf("Session note: sudo pw for the build box is %s per %s.\n", pw, hcsName()),
	)
	return hcsS("os-password", "memory-md", t, []string{pw})
}

func hcsMDDeployKey() Sample {
	kind := hcsP("OPENSSH PRIVATE KEY", "RSA PRIVATE KEY", "EC PRIVATE KEY", "PRIVATE KEY")
	key := hcsPEM(kind)
	host := hcsHost()
	t := fmt.Sprintf("## Deploy key for %s\n\nUser pasted it so I could set up the runner:\n\n```\n%s\n```\n\nInstalled at ~/.ssh/deploy_%s on the runner.\n", host, key, hcsProject())
	return hcsS("private-key", "notes-md", t, []string{key}, host)
}

func hcsMDStripe() Sample {
	sk := "sk_live_" + rnd(alnum, hcsN(24, 99))
	pk := "pk_live_" + rnd(alnum, hcsN(24, 99))
	whs := "whsec_" + rnd(alnum, 32)
	if rng.IntN(2) == 0 {
		t := fmt.Sprintf("## Payments\n- Publishable key (frontend): %s\n- Secret key (backend only): %s\n", pk, sk)
		return hcsS("stripe-key", "claude-md", t, []string{sk}, pk)
	}
	t := fmt.Sprintf("## Payments\n- pk: %s\n- sk: %s\n- webhook signing secret: %s\n", pk, sk, whs)
	return hcsS("stripe-key", "claude-md", t, []string{sk, whs}, pk)
}

func hcsMDTelegram() Sample {
	tok := hcsTelegram()
	chat := "-100" + rnd(digits, 10)
	t := fmt.Sprintf("## Notifications\nThe user's alert bot: token %s, chat_id %s. Send only failures, not successes.\n", tok, chat)
	return hcsS("telegram-token", "memory-md", t, []string{tok}, chat)
}

func hcsMDGPG() Sample {
	pp := strings.Join([]string{hcsP("amber", "gravel", "lantern", "puffin", "zeppelin", "orbit", "teacup"), hcsP("river", "mango", "stapler", "glacier", "fennel", "harp"), hcsP("ninja", "tulip", "cobalt", "pixel", "quartz")}, hcsP("-", " ", "."))
	pp += fmt.Sprint(hcsN(1, 99))
	fpr := strings.ToUpper(hcsHex(40))
	t := fmt.Sprintf("## Backups\n- restic repo on B2, GPG key %s\n- passphrase: \"%s\"\n- runs nightly at 02:00\n", fpr, pp)
	return hcsS("passphrase", "memory-md", t, []string{pp}, fpr)
}

func hcsMDLicence() Sample {
	var parts []string
	for i := 0; i < hcsPi(4, 5); i++ {
		parts = append(parts, rnd(upper+digits, 5))
	}
	key := strings.Join(parts, "-")
	app := hcsP("Sublime Text", "Tower", "TablePlus", "Beyond Compare", "Affinity Designer", "DataGrip")
	t := fmt.Sprintf("- User bought a %s licence (registered to %s); licence key: %s — reinstall on the new Mac\n", app, hcsName(), key)
	return hcsS("licence-key", "memory-md", t, []string{key}, app)
}

func hcsMDCurlBasic() Sample {
	user := hcsUser()
	pw := hcsPwPlain()
	host := hcsP("jenkins.acme.io", "grafana.internal", "nexus.kestrel.dev", "registry.orchard.local")
	t := fmt.Sprintf("## Useful commands\n\n```sh\n# trigger a build\ncurl -u %s:%s -X POST https://%s/job/%s/build\n```\n", user, pw, host, hcsProject())
	return hcsS("basic-auth-password", "claude-md", t, []string{pw}, user, host)
}

func hcsMDLocker() Sample {
	code := hcsPIN(hcsPi(3, 4))
	what := hcsP("gym locker", "bike lock", "safe in the hotel room", "lockbox with the spare key", "padlock on the storage unit")
	t := fmt.Sprintf("# MEMORY\n- User asked me to remember the %s combination: %s\n- Trip to %s from %s\n", what, code, hcsP("Osaka", "Porto", "Vienna", "Oslo"), hcsDate())
	return hcsS("lock-code", "memory-md", t, []string{code})
}

func hcsMDSentry() Sample {
	tok := "sntrys_" + rnd(b64url, 120)
	org := hcsP("acme", "kestrel-labs", "orchard")
	t := fmt.Sprintf("## Source maps\nUpload in CI with SENTRY_AUTH_TOKEN=%s, org `%s`, project `%s`.\n", tok, org, hcsProject())
	return hcsS("sentry-token", "claude-md", t, []string{tok}, org)
}

func hcsMDDoppler() Sample {
	tok := hcsDoppler()
	t := fmt.Sprintf("## Secrets\nEverything comes from Doppler (`doppler run -- pnpm dev`). For the CI runner the user generated a service token: %s\n", tok)
	return hcsS("doppler-token", "claude-md", t, []string{tok})
}

func hcsMDCookie() Sample {
	val := rnd(alnum+"%", hcsN(32, 64))
	name := hcsP("sessionid", "_session", "connect.sid", "JSESSIONID", "laravel_session")
	host := hcsP("admin.acme.io", "app.kestrel.dev", "dashboard.orchard.io")
	t := fmt.Sprintf("Session summary %s\n- Debugged the 403 on %s; reproduced with the user's cookie `%s=%s`\n- Root cause: CSRF middleware order\n- TODO: add a test\n", hcsDate(), host, name, val)
	return hcsS("session-cookie", "notes-md", t, []string{val}, name, host)
}
