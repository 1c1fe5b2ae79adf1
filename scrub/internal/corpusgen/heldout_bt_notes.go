package main

import (
	"fmt"
	"strings"
)

// Memories the agent saves, what the developer types into the chat, plans, handovers and
// tickets, holding secrets.

func hbtNoteSecrets() []hbtTpl {
	return []hbtTpl{
		// CLAUDE.md-style memory with staging DB creds.
		func() Sample {
			u, pw, host := hbtUser(), hbtPw(), hbtHost()
			pm := pick([]string{"pnpm", "uv", "bun", "cargo-nextest"})
			t := fmt.Sprintf("## Project memory\n\n- The user prefers %s and small PRs; always run the linter before committing.\n- Staging DB creds are %s / %s on %s (port 5432). Read-write, so be careful with migrations.\n- Tests that hit Stripe are tagged `@live` and skipped in CI.", pm, u, pw, host)
			return hbtMk("db-password", "memory-md", t, []string{pw}, u, host)
		},
		// memory JSON entry.
		func() Sample {
			v := hbtVendorPick()
			k := v.gen()
			t := fmt.Sprintf(`{"id":"mem_%s","scope":"project:%s","created":"2025-%02d-%02dT%02d:%02d:00Z","content":"User's %s key for local runs: %s (they said it is a personal key, do not share in PRs)"}`,
				rnd(lower+digits, 10), hbtProject(), hbtN(1, 12), hbtN(1, 28), hbtN(0, 23), hbtN(0, 59), v.name, k)
			return hbtMk("api-key", "memory-json", t, []string{k}, hbtKeepOut(v.name, k)...)
		},
		// user chat handing over a key.
		func() Sample {
			v := hbtVendorPick()
			k := v.gen()
			t := pick([]string{
				"here's my %s key, use it for the integration test and then forget it: %s",
				"ok try again with this one %s -> %s . the old one got revoked this morning",
				"> can you add the %s key to .env?\nsure: %s\nput it in .env.local not .env pls",
			})
			t = fmt.Sprintf(t, v.name, k)
			return hbtMk("api-key", "chat", t, []string{k}, hbtKeepOut(v.name, k)...)
		},
		// agent plan with a key to rotate.
		func() Sample {
			id, sec := hbtAKIA(), hbtAWSSec()
			t := fmt.Sprintf("Plan:\n1. Deactivate the leaked key %s in IAM (user `%s`).\n2. Grep the repo history for the secret `%s` and purge it with git filter-repo.\n3. Create a new key, store it in Secrets Manager, update the CI variable.\n4. Confirm CloudTrail shows no use of the old key after the cut-over.", id, pick([]string{"ci-uploader", "s3-sync", "terraform"}), sec)
			return hbtMk("aws-secret-key", "plan", t, []string{sec}, id)
		},
		// handover summary.
		func() Sample {
			tok := hbtFly()
			app := hbtProject()
			t := fmt.Sprintf("Session summary (%s)\n- Migrated `%s` from Heroku to Fly; deploys now run `fly deploy --remote-only`.\n- The user gave me a deploy token for this: FLY_API_TOKEN=%s — it is scoped to the app, expires in 30 days.\n- Open: healthcheck on /ready still flaps under load.", "2025-"+fmt.Sprintf("%02d-%02d", hbtN(1, 12), hbtN(1, 28)), app, tok)
			return hbtMk("deploy-token", "summary", t, []string{tok}, "fly deploy --remote-only")
		},
		// wifi for raspberry pi.
		func() Sample {
			ssid := pick([]string{"Acme-Lab", "FRITZ!Box 7590 XQ", "Vodafone-8C2A", "HomeNet_5G", "workshop-iot"})
			psk := hbtPw()
			t := fmt.Sprintf("user: the pi needs to join the lab network, ssid %s, wpa2 key is %s\n\nassistant: I'll write /etc/wpa_supplicant/wpa_supplicant.conf:\n```\nnetwork={\n    ssid=\"%s\"\n    psk=\"%s\"\n    key_mgmt=WPA-PSK\n}\n```", ssid, psk, ssid, psk)
			return hbtMk("wifi-key", "chat", t, []string{psk}, ssid)
		},
		// home automation alarm code.
		func() Sample {
			code := hbtPIN(pick([]int{4, 4, 6}))
			t := fmt.Sprintf("I updated `configuration.yaml` for Home Assistant as you asked:\n\n```yaml\nalarm_control_panel:\n  - platform: manual\n    name: %s\n    code: \"%s\"\n    arming_time: 30\n    delay_time: 20\n```\nThe disarm code you gave me is now the only one accepted.", pick([]string{"House alarm", "Garage", "Office"}), code)
			return hbtMk("alarm-code", "chat", t, []string{code}, "arming_time: 30")
		},
		// TOTP seed memory.
		func() Sample {
			seed := hbtTOTP()
			acct := pick([]string{"npm", "pypi", "GitHub", "AWS root"})
			bot := pick([]string{"release-bot", "acme-ci", "deploy-bot"})
			if rng.IntN(2) == 0 {
				t := fmt.Sprintf("Remember for the release script: the %s account `%s` has 2FA; the TOTP seed is %s (generate codes with `oathtool --totp -b`).", acct, bot, seed)
				return hbtMk("totp-seed", "memory-md", t, []string{seed}, bot)
			}
			t := fmt.Sprintf("otpauth URI from the setup page:\notpauth://totp/%s:%s?secret=%s&issuer=%s&algorithm=SHA1&digits=6&period=30", acct, bot, seed, acct)
			return hbtMk("totp-seed", "chat", t, []string{seed}, bot)
		},
		// recovery codes.
		func() Sample {
			n := 2
			codes := make([]string, n)
			style := rng.IntN(3)
			for i := range codes {
				codes[i] = hbtRecovery(style)
			}
			t := fmt.Sprintf("the bot account's recovery codes (the ones not used yet), pls store them in the vault entry for %s:\n%s", pick([]string{"github/acme-bot", "npm/release", "google/ops"}), strings.Join(codes, "\n"))
			return hbtMk("recovery-code", "chat", t, codes)
		},
		// magic link.
		func() Sample {
			tok := rnd(b64url, hbtN(32, 48))
			em := hbtEmail()
			t := fmt.Sprintf("test user login doesn't work locally, this is the magic link from mailpit:\nhttp://localhost:%d/auth/verify?token=%s&email=%s&redirect=/dashboard\nit says expired right away", hbtN(3000, 5173), tok, strings.ReplaceAll(em, "@", "%40"))
			return hbtMk("login-link-token", "chat", t, []string{tok}, strings.ReplaceAll(em, "@", "%40"))
		},
		// password reset link.
		func() Sample {
			tok := hbtHex(64)
			uid := fmt.Sprint(hbtN(1000, 99999))
			t := fmt.Sprintf("[2025-10-%02d 11:%02d:07] INFO mailer: sent password reset to user_id=%s link=https://app.%s/reset-password?uid=%s&token=%s", hbtN(1, 28), hbtN(0, 59), uid, pick([]string{"acme.io", "kodo.com"}), uid, tok)
			return hbtMk("reset-token", "log", t, []string{tok}, "user_id="+uid)
		},
		// slack webhook in chat.
		func() Sample {
			tid, bid, sec := "T"+rnd(upper+digits, hbtN(8, 10)), "B"+rnd(upper+digits, hbtN(8, 10)), rnd(alnum, 24)
			t := fmt.Sprintf("wire the deploy notifications to #%s, webhook is https://hooks.slack.com/services/%s/%s/%s", pick([]string{"deploys", "eng-alerts", "releases"}), tid, bid, sec)
			return hbtMk("webhook-url", "chat", t, []string{sec})
		},
		// discord webhook in .env diff.
		func() Sample {
			id, sec := rnd(digits, 19), rnd(b64url, 68)
			t := fmt.Sprintf("diff --git a/.env.example b/.env\n--- a/.env.example\n+++ b/.env\n@@ -3,2 +3,2 @@\n-ALERT_WEBHOOK=\n+ALERT_WEBHOOK=https://discord.com/api/webhooks/%s/%s\n LOG_LEVEL=info", id, sec)
			return hbtMk("webhook-url", "diff", t, []string{sec}, "LOG_LEVEL=info")
		},
		// meeting notes with shared basic auth.
		func() Sample {
			pw := hbtPw()
			t := fmt.Sprintf("Standup notes (agent summary)\n- %s: finished the CSV export, PR #%d needs review\n- %s: staging is behind basic auth now, user `preview` pw `%s` — share only with the QA folks\n- Blockers: none", hbtDev(), hbtN(100, 2999), hbtDev(), pw)
			return hbtMk("basic-auth-password", "meeting-notes", t, []string{pw}, "preview")
		},
		// multilingual chat.
		func() Sample {
			pw := hbtPw()
			host := hbtHost()
			t := pick([]string{
				"das Passwort für den Staging-Server (%s) ist %s, Benutzer deploy. Kannst du die Migration laufen lassen?",
				"la contraseña del servidor de staging %s es %s, usuario deploy. ¿puedes correr la migración?",
				"a senha do servidor de staging %s é %s, usuário deploy. roda a migração por favor",
				"le mot de passe du serveur staging %s c'est %s, utilisateur deploy. tu peux lancer la migration ?",
			})
			t = fmt.Sprintf(t, host, pw)
			return hbtMk("server-password", "chat", t, []string{pw}, host)
		},
		// ticket about leaked sendgrid key.
		func() Sample {
			k := hbtSG()
			t := fmt.Sprintf("%s-%d: Rotate SendGrid key exposed in build logs\n\nThe key %s was printed by `npm run build` in job #%d. Revoke it in SendGrid, create a new one with Mail Send only, update the Vercel env. Assignee: %s", pick([]string{"OPS", "SEC", "PLAT"}), hbtN(100, 999), k, hbtN(1000, 9999), hbtDev())
			return hbtMk("sendgrid-key", "ticket", t, []string{k}, "Mail Send only")
		},
		// memory YAML.
		func() Sample {
			u, pw := hbtUser(), hbtPw()
			tok := hbtLinear()
			t := fmt.Sprintf("# agent memory (%s)\npreferences:\n  tests: \"%s\"\n  commit_style: conventional\ncredentials:\n  linear_api_key: %s\n  grafana:\n    user: %s\n    password: \"%s\"", hbtProject(), pick([]string{"pytest -q", "go test ./...", "vitest run"}), tok, u, pw)
			return hbtMaybeDrop(hbtMk("api-key", "yaml", t, []string{tok, pw}, "commit_style: conventional"), 1)
		},
		// CSV of service accounts.
		func() Sample {
			rows := []string{"service,username,password,owner"}
			var sec []string
			for i := 0; i < hbtN(1, 3); i++ {
				pw := hbtPw()
				sec = append(sec, pw)
				rows = append(rows, fmt.Sprintf("%s,%s,%s,%s", pick([]string{"jenkins", "sonarqube", "nexus", "grafana", "airflow"}), hbtUser(), pw, strings.ToLower(hbtDev())))
			}
			t := "Read(ops/service_accounts.csv)\n" + strings.Join(rows, "\n")
			return hbtMk("service-password", "csv", t, sec, "service,username,password,owner")
		},
		// markdown table in wiki.
		func() Sample {
			pw1, pw2 := hbtPw(), hbtPw()
			t := fmt.Sprintf("### Local dev accounts\n\n| App | User | Password | Notes |\n|---|---|---|---|\n| Keycloak admin | admin | %s | realm `dev` |\n| pgAdmin | %s | %s | only on localhost:5050 |\n| Mailpit | – | – | no auth |", pw1, hbtEmail(), pw2)
			return hbtMaybeDrop(hbtMk("app-password", "markdown-table", t, []string{pw1, pw2}, "Keycloak admin"), 1)
		},
		// licence key memory.
		func() Sample {
			lic := hbtLicense()
			prod := pick([]string{"Tailwind Plus", "Sidekiq Pro", "AG Grid Enterprise", "Kendo UI", "PSPDFKit"})
			t := fmt.Sprintf("Note to self for the build: %s needs the licence key at build time; the user's key is %s (paid seat, do not print it in CI logs).", prod, lic)
			return hbtMk("licence-key", "memory-md", t, []string{lic}, prod)
		},
		// door code, office.
		func() Sample {
			code := hbtPIN(hbtN(4, 6))
			t := fmt.Sprintf("user: also remember for tomorrow, server room door code is %s# and the rack key is in the drawer under the printer\nassistant: Noted. I'll keep that in the session notes for the hardware swap.", code)
			return hbtMk("door-code", "chat", t, []string{code}, "rack key")
		},
		// agent-proposed diff adding service role key.
		func() Sample {
			k := hbtJWT()
			ref := rnd(lower, 20)
			t := fmt.Sprintf("I'll add the env vars the edge function needs:\n\n```diff\n+SUPABASE_URL=https://%s.supabase.co\n+SUPABASE_SERVICE_ROLE_KEY=%s\n```\nNote the service role key bypasses RLS, so it must stay server-side.", ref, k)
			return hbtMk("supabase-key", "diff", t, []string{k}, ref+".supabase.co")
		},
		// commit message that leaked a token.
		func() Sample {
			tok := hbtTelegram()
			t := fmt.Sprintf("commit %s\nAuthor: %s <%s>\n\n    bot: hardcode token until env works on the pi (%s)\n\n    TODO move back to env", hbtHex(40), hbtDev(), hbtEmail(), tok)
			return hbtMk("telegram-token", "git-log", t, []string{tok}, "TODO move back to env")
		},
		// ngrok authtoken.
		func() Sample {
			tok := rnd(alnum, 27) + "_" + rnd(alnum, 21)
			t := fmt.Sprintf("$ ngrok config add-authtoken %s\nAuthtoken saved to configuration file: /home/%s/.config/ngrok/ngrok.yml", tok, strings.ToLower(hbtDev()))
			return hbtMk("ngrok-token", "shell", t, []string{tok}, "Authtoken saved")
		},
		// agent quoting the user back in a plan with two creds.
		func() Sample {
			pw := hbtPw()
			k := hbtResend()
			t := fmt.Sprintf("Before I start, to confirm what you gave me:\n- SMTP relay: smtp.resend.com:465, user `resend`, password = the API key `%s`\n- Admin seed user: admin@%s / `%s`\nI'll put both in `.env` (gitignored) and reference them from settings.", k, pick([]string{"acme.io", "kodo.com"}), pw)
			return hbtMaybeDrop(hbtMk("smtp-password", "chat", t, []string{k, pw}, "smtp.resend.com:465"), 1)
		},
		// age key.
		func() Sample {
			k := hbtAge()
			pub := "age1" + rnd("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58)
			t := fmt.Sprintf("# created: 2025-0%d-1%dT10:22:41+02:00\n# public key: %s\n%s", hbtN(1, 9), hbtN(0, 9), pub, k)
			return hbtMk("age-key", "file", t, []string{k}, pub)
		},
		// wireguard.
		func() Sample {
			priv, pub := hbtWG(), hbtWG()
			t := fmt.Sprintf("[Interface]\nAddress = 10.8.0.%d/24\nPrivateKey = %s\nDNS = 1.1.1.1\n\n[Peer]\nPublicKey = %s\nEndpoint = vpn.%s:51820\nAllowedIPs = 0.0.0.0/0", hbtN(2, 200), priv, pub, pick([]string{"acme.io", "kodo.com", "lumen.co"}))
			return hbtMk("wireguard-key", "ini", t, []string{priv}, pub)
		},
	}
}
