package main

import (
	"encoding/base64"
	"fmt"
)

// Four shapes asked for in every part, in the agent setting: a Discord bot token, a password
// given after "login" with the user first, a key split across two lines, and a service
// account's private_key_id quoted in prose. Each comes with traps of the same look.

type hbtShape struct {
	sec, trap   []hbtTpl
	nSec, nTrap int
}

func hbtSnowflake() string {
	return pick([]string{"1", "1", "6", "7", "8", "9"}) + rnd(digits, hbtN(17, 18))
}

func hbtDiscord() (tok, appID string) {
	appID = hbtSnowflake()
	return base64.RawURLEncoding.EncodeToString([]byte(appID)) + "." + rnd(b64url, 6) + "." + rnd(b64url, pick([]int{27, 38, 38})), appID
}

func hbtLoginUser() string {
	return pick([]string{"admin", "root", "ops", "superuser", "qa", "demo", "administrator"})
}

// hbtSplit cuts s into two halves of at least 12 characters each.
func hbtSplit(s string) (string, string) {
	i := hbtN(12, len(s)-12)
	return s[:i], s[i:]
}

func hbtShapes() []hbtShape {
	return []hbtShape{
		{nSec: 10, nTrap: 5, sec: []hbtTpl{
			func() Sample {
				tok, id := hbtDiscord()
				t := fmt.Sprintf("Read(bot/.env)\n  ⎿  DISCORD_TOKEN=%s\n     DISCORD_CLIENT_ID=%s\n     GUILD_ID=%s", tok, id, hbtSnowflake())
				return hbtMk("discord-bot-token", "tool-result", t, []string{tok}, id)
			},
			func() Sample {
				tok, _ := hbtDiscord()
				t := fmt.Sprintf("ok the bot is created in the dev portal. token: %s\nmake the slash command register on startup, guild only for now", tok)
				return hbtMk("discord-bot-token", "chat", t, []string{tok}, "slash command")
			},
			func() Sample {
				tok, _ := hbtDiscord()
				t := fmt.Sprintf("import discord\n\nintents = discord.Intents.default()\nintents.message_content = True\nclient = discord.Client(intents=intents)\n\nclient.run(\"%s\")", tok)
				return hbtMk("discord-bot-token", "python", t, []string{tok}, "discord.Intents.default()")
			},
			func() Sample {
				tok, _ := hbtDiscord()
				t := fmt.Sprintf(`{"name":"Bash","input":{"command":"DISCORD_BOT_TOKEN='%s' node src/index.js","description":"Start the bot locally to check the ready event"}}`, tok)
				return hbtMk("discord-bot-token", "tool-call", t, []string{tok}, "src/index.js")
			},
			func() Sample {
				tok, id := hbtDiscord()
				t := fmt.Sprintf("- Discord bot `%s` (application id %s) logs in with token %s; it only has the applications.commands and bot scopes.", pick([]string{"deploy-notifier", "standup-bot", "modbot"}), id, tok)
				return hbtMk("discord-bot-token", "memory-md", t, []string{tok}, id)
			},
			func() Sample {
				tok, _ := hbtDiscord()
				t := fmt.Sprintf("```diff\n-client.login(\"%s\");\n+client.login(process.env.DISCORD_TOKEN);\n```\nAfter this lands, reset the token in the developer portal, since the old one is in git history.", tok)
				return hbtMk("discord-bot-token", "diff", t, []string{tok}, "process.env.DISCORD_TOKEN")
			},
		}, trap: []hbtTpl{
			func() Sample {
				id := hbtSnowflake()
				t := fmt.Sprintf("Invite link for the test server: https://discord.com/oauth2/authorize?client_id=%s&permissions=%d&scope=bot%%20applications.commands\nInteractions public key: %s", id, hbtN(2048, 412317240384), hbtHex(64))
				return hbtTrap("trap-discord-ids", "chat", t)
			},
			func() Sample {
				t := "DISCORD_TOKEN=<bot token from the Developer Portal → Bot → Reset Token>\nDISCORD_CLIENT_ID=" + hbtSnowflake()
				return hbtTrap("trap-placeholder", "env", t)
			},
			func() Sample {
				t := fmt.Sprintf("discord.errors.LoginFailure: Improper token has been passed.\n\nThat means DISCORD_TOKEN is empty in the container; the message is at https://discord.com/channels/%s/%s/%s", hbtSnowflake(), hbtSnowflake(), hbtSnowflake())
				return hbtTrap("trap-discord-ids", "error", t)
			},
		}},
		{nSec: 10, nTrap: 5, sec: []hbtTpl{
			func() Sample {
				u, pw := hbtLoginUser(), hbtPw()
				svc := pick([]string{"grafana", "the staging admin", "pgadmin", "keycloak", "the router", "jenkins", "the wp-admin"})
				t := pick([]string{"the login for %s is %s / %s", "%s login is %s / %s, don't change it pls", "fyi %s: login is %s / %s"})
				t = fmt.Sprintf(t, svc, u, pw)
				return hbtMk("login-password", "chat", t, []string{pw}, svc)
			},
			func() Sample {
				u, pw := hbtLoginUser(), hbtPw()
				host := pick([]string{"admin.staging.acme.io", "cms.kodo.dev", "localhost:8080/admin", "grafana.internal"})
				t := fmt.Sprintf("environments:\n  staging:\n    url: https://%s\n    login: %s / %s\n    notes: seeded by `make seed`", host, u, pw)
				return hbtMk("login-password", "yaml", t, []string{pw}, host)
			},
			func() Sample {
				u, pw := hbtLoginUser(), hbtPw()
				t := fmt.Sprintf("user: the e2e test can't get past the login page\nassistant: Which credentials should the test use?\nuser: login is %s / %s on the seeded db", u, pw)
				return hbtMk("login-password", "chat", t, []string{pw}, "seeded db")
			},
			func() Sample {
				u, pw := hbtLoginUser(), hbtPw()
				t := fmt.Sprintf("# Playwright fixtures\nadmin_panel:\n  base_url: http://localhost:%d\n  login: \"%s / %s\"", hbtN(3000, 9000), u, pw)
				return hbtMk("login-password", "yaml", t, []string{pw}, "admin_panel")
			},
			func() Sample {
				u, pw := hbtLoginUser(), hbtPw()
				t := fmt.Sprintf("Memory saved: for the local Directus instance the login is %s / %s (only on this laptop).", u+"@example.com", pw)
				return hbtMk("login-password", "memory-md", t, []string{pw}, u+"@example.com")
			},
		}, trap: []hbtTpl{
			func() Sample {
				svc := pick([]string{"grafana", "argo", "the staging admin", "sentry", "metabase", "the old jenkins", "rabbitmq mgmt"})
				var t string
				switch rng.IntN(3) {
				case 0:
					t = fmt.Sprintf("the login for %s is %s / SSO only, no local password", svc, hbtLoginUser())
				case 1:
					t = fmt.Sprintf("%s login is %s / ask %s for it, it's in the team vault", svc, hbtLoginUser(), hbtDev())
				default:
					t = fmt.Sprintf("%s: login is your Google account, no separate password", svc)
				}
				return hbtTrap("trap-login-no-password", "chat", t)
			},
			func() Sample {
				t := fmt.Sprintf("%s:\n  url: https://admin.%s.%s\n  login: %s / <password from 1Password \"%s admin\">", "staging", pick([]string{"staging", "preview", "qa"}), pick([]string{"acme.io", "kodo.com", "lumen.co"}), hbtLoginUser(), pick([]string{"Staging", "Preview", "QA"}))
				return hbtTrap("trap-login-no-password", "yaml", t)
			},
		}},
		{nSec: 10, nTrap: 5, sec: []hbtTpl{
			func() Sample {
				k := pick([]func() string{hbtAnthropic, hbtOpenAI, hbtGhFG})()
				a, b := hbtSplit(k)
				t := fmt.Sprintf("user: the key wrapped when I copied it from the terminal, join the two lines:\n%s\n%s", a, b)
				return hbtMk("split-api-key", "chat", t, []string{a, b})
			},
			func() Sample {
				k := hbtStripe()
				a, b := hbtSplit(k)
				t := fmt.Sprintf("const STRIPE_KEY =\n  \"%s\" +\n  \"%s\";", a, b)
				return hbtMk("split-api-key", "javascript", t, []string{a, b}, "STRIPE_KEY")
			},
			func() Sample {
				k := hbtPypi()
				a, b := hbtSplit(k)
				t := fmt.Sprintf("TOKEN = (\n    \"%s\"\n    \"%s\"\n)  # pypi upload token, split to satisfy the line-length lint", a, b)
				return hbtMk("split-api-key", "python", t, []string{a, b}, "line-length lint")
			},
			func() Sample {
				k := hbtJWT()
				a, b := hbtSplit(k)
				t := fmt.Sprintf("  ⎿  HTTP 200 — session created\n     access_token: %s\n     %s\n     expires_in: 3600", a, b)
				return hbtMk("split-token", "tool-result", t, []string{a, b}, "expires_in: 3600")
			},
			func() Sample {
				k := hbtSlack()
				a, b := hbtSplit(k)
				t := fmt.Sprintf("SLACK_BOT_TOKEN=%s\\\n%s\n(the .env had a stray backslash-newline in the middle of the token, that's why auth.test fails)", a, b)
				return hbtMk("split-token", "env", t, []string{a, b}, "auth.test")
			},
		}, trap: []hbtTpl{
			func() Sample {
				h := hbtHex(64)
				a, b := h[:32], h[32:]
				t := fmt.Sprintf("Expected checksum (wrapped in the release notes):\n%s\n%s\nsha256sum matches after joining the lines.", a, b)
				return hbtTrap("trap-split-checksum", "chat", t)
			},
			func() Sample {
				k := rnd(alnum+"+/", 68)
				t := fmt.Sprintf("ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI%s\n%s %s", k[:30], k[30:43], hbtEmail())
				return hbtTrap("trap-split-public-key", "chat", "this deploy key line wrapped, it is the public one:\n"+t)
			},
			func() Sample {
				id := hbtHex(32)
				t := fmt.Sprintf("trace_id=%s\n%s (wrapped by the log viewer; it's one id)", id[:16], id[16:])
				return hbtTrap("trap-split-trace-id", "log", t)
			},
		}},
		{nSec: 9, nTrap: 5, sec: []hbtTpl{
			func() Sample {
				kid := hbtHex(40)
				em := fmt.Sprintf("%s@%s.iam.gserviceaccount.com", pick([]string{"ci-deployer", "bq-export", "vertex-sa"}), pick([]string{"acme-prod", "kodo-ml", "rag-dev-9921"}))
				t := fmt.Sprintf("I pasted the wrong JSON earlier — the one with private_key_id %s for %s. Please delete it from the conversation notes and don't use it.", kid, em)
				return hbtMk("gcp-private-key-id", "chat", t, []string{kid}, em)
			},
			func() Sample {
				kid := hbtHex(40)
				t := fmt.Sprintf("- GCP: CI authenticates as `%s`; its current key's private_key_id is \"%s\", created %s.", pick([]string{"github-actions@acme-prod.iam.gserviceaccount.com", "deployer@kodo-ml.iam.gserviceaccount.com"}), kid, "2025-0"+fmt.Sprint(hbtN(1, 9))+"-1"+fmt.Sprint(hbtN(0, 9)))
				return hbtMk("gcp-private-key-id", "memory-md", t, []string{kid}, "CI authenticates")
			},
			func() Sample {
				kid := hbtHex(40)
				t := fmt.Sprintf("SEC-%d: service account key committed in config/gcp.json (private_key_id=%s). Disable the key, purge the file from history, move CI to workload identity federation.", hbtN(10, 999), kid)
				return hbtMk("gcp-private-key-id", "ticket", t, []string{kid}, "workload identity federation")
			},
		}, trap: []hbtTpl{
			func() Sample {
				t := fmt.Sprintf("The regression came in with commit %s (\"%s\"); reverting it fixes the 403 from the token endpoint.", hbtHex(40), pick([]string{"auth: cache google creds", "deps: bump google-auth", "refactor credential loading"}))
				return hbtTrap("trap-commit-sha", "chat", t)
			},
			func() Sample {
				t := fmt.Sprintf("The uploaded file's sha1 is %s and its project_number is %s; client_email is %s@%s.iam.gserviceaccount.com.", hbtHex(40), rnd(digits, 12), pick([]string{"ci", "reader"}), pick([]string{"acme-prod", "kodo-ml"}))
				return hbtTrap("trap-hex-id", "chat", t)
			},
		}},
	}
}
