package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// Everything else people paste: cloud keys, git host tokens, chat webhooks, payment keys,
// database URLs, JWTs, PEM and SSH keys, TOTP seeds, recovery codes, Kubernetes secrets,
// and secrets caught in logs, stack traces and diffs.

func haqGeneralSamples() []Sample {
	var out []Sample
	add := func(cat, format, text string, keep []string, secs ...string) {
		out = append(out, haqSecKeep(cat, format, text, keep, secs...))
	}
	// cloud keys
	for i := 0; i < 12; i++ {
		switch i % 4 {
		case 0:
			id, sec := haqAWSID(), haqAWSSecret()
			add("cloud-aws", "ini", fmt.Sprintf("[%s]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = eu-west-1\n",
				haqPick([]string{"default", "media-assets", "cdn-uploader"}), id, sec), []string{"region = eu-west-1"}, id, sec)
		case 1:
			id, sec := haqAWSID(), haqAWSSecret()
			add("cloud-aws", "chat", fmt.Sprintf("S3 bucket for the podcast audio: key %s secret %s (bucket %s-audio)", id, sec, haqPick([]string{"pod", "papercrane", "newsroom"})), nil, id, sec)
		case 2:
			k := haqGCPKey()
			add("cloud-gcp", haqPick([]string{"html", "notes"}), fmt.Sprintf("YouTube Data API key for the embed widget (server side only!): %s", k), nil, k)
		default:
			acct, key := haqPick([]string{"pcmediaassets", "brightlanedam", "newsroomimg"}), haqAzureAccountKey()
			cs := haqAzureSecret()
			add("cloud-azure", "env", fmt.Sprintf("AZURE_STORAGE_CONNECTION_STRING=DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net\nAZURE_CLIENT_ID=%s\nAZURE_CLIENT_SECRET=%s\n",
				acct, key, haqUUID(), cs), nil, key, cs)
		}
	}
	// git hosts
	for i := 0; i < 9; i++ {
		var t string
		switch i % 3 {
		case 0:
			t = haqGitHub()
		case 1:
			t = haqFineGH()
		default:
			t = haqGitLab()
		}
		switch i % 3 {
		case 0:
			add("git-token", "shell", fmt.Sprintf("$ git clone https://%s:%s@github.com/%s/press-site.git\nCloning into 'press-site'...", haqPick([]string{"oauth2", "x-access-token", "mkt-bot"}), t, haqPick([]string{"papercrane", "brightlane"})), nil, t)
		case 1:
			add("git-token", "chat", fmt.Sprintf("PAT for the Jekyll deploy action: %s (repo scope only)", t), nil, t)
		default:
			add("git-token", "npmrc", fmt.Sprintf("@brightlane:registry=https://gitlab.com/api/v4/projects/%d/packages/npm/\n//gitlab.com/api/v4/projects/%d/packages/npm/:_authToken=%s\n", haqBetween(1000, 99999), haqBetween(1000, 99999), t), nil, t)
		}
	}
	// chat and bot tokens, webhooks
	for i := 0; i < 10; i++ {
		switch i % 4 {
		case 0:
			t := haqSlackBot()
			add("slack-token", "python", fmt.Sprintf("from slack_sdk import WebClient\nclient = WebClient(token=\"%s\")\nclient.chat_postMessage(channel=\"#social-wins\", text=\"New record: 12k views\")\n", t), nil, t)
		case 1:
			p := haqSlackHookPath()
			add("slack-webhook", "chat", fmt.Sprintf("post the daily Klaviyo stats to https://hooks.slack.com/services/%s please", p), nil, p)
		case 2:
			t := haqTelegram()
			add("telegram-token", haqPick([]string{"chat", "env"}), fmt.Sprintf("Telegram channel autoposter\nTELEGRAM_BOT_TOKEN=%s\nTELEGRAM_CHAT_ID=-100%s\n", t, haqDigitsN(10)), nil, t)
		default:
			w := haqDiscordWebhook()
			tail := w[strings.LastIndex(w, "/")+1:]
			add("discord-webhook", "notes", fmt.Sprintf("New episode announcements go to %s\n(set up by %s)", w, haqPick(haqFirstNames)), nil, tail)
		}
	}
	// payment
	for i := 0; i < 8; i++ {
		k := haqStripe()
		wh := "whsec_" + haqRnd(alnum, 32)
		switch i % 2 {
		case 0:
			add("payment-key", "env", fmt.Sprintf("# paid newsletter tiers\nSTRIPE_PUBLISHABLE_KEY=pk_live_%s\nSTRIPE_SECRET_KEY=%s\nSTRIPE_WEBHOOK_SECRET=%s\n", haqRnd(alnum, 24), k, wh), nil, k, wh)
		default:
			add("payment-key", "chat", fmt.Sprintf("Stripe for the merch store: %s. Webhook signing secret is %s", k, wh), nil, k, wh)
		}
	}
	// database URLs and connection strings
	for i := 0; i < 10; i++ {
		pw := haqPass()
		if strings.ContainsAny(pw, "@#?/%:") {
			pw = haqRandPassURLSafe()
		}
		u := haqPick([]string{"wp_user", "ghost", "strapi", "analytics_ro", "postgres", "metabase"})
		h := haqPick([]string{"db.internal", "10.0.3.14", "cms-prod.cluster-c8x2.eu-central-1.rds.amazonaws.com", "localhost", "mysql.papercrane.pub"})
		switch i % 7 {
		case 0:
			add("db-url", "env", fmt.Sprintf("DATABASE_URL=postgres://%s:%s@%s:5432/%s\n", u, pw, h, haqPick([]string{"cms", "strapi", "newsletter"})), nil, pw)
		case 1:
			add("db-url", "chat", fmt.Sprintf("metabase is pointed at mysql://%s:%s@%s/wordpress", u, pw, h), nil, pw)
		case 2:
			add("db-url", "dotnet", fmt.Sprintf("\"ConnectionStrings\": {\n  \"Crm\": \"Server=%s;Database=crm;User Id=%s;Password=%s;TrustServerCertificate=True\"\n}", h, u, pw), nil, pw)
		case 3:
			add("db-url", "yaml", fmt.Sprintf("database:\n  client: postgres\n  connection:\n    host: %s\n    user: %s\n    password: %s\n    database: strapi\n", h, u, pw), nil, pw)
		case 4:
			add("db-url", "mongodb", fmt.Sprintf("MONGO_URI=mongodb+srv://%s:%s@cluster0.%s.mongodb.net/audience?retryWrites=true", u, pw, haqRnd(lower+digits, 5)), nil, pw)
		case 5:
			add("db-url", "redis", fmt.Sprintf("REDIS_URL=redis://default:%s@redis-%d.c1.eu-west-1.ec2.cloud.redislabs.com:%d", pw, haqBetween(10000, 19999), haqBetween(10000, 19999)), nil, pw)
		default:
			add("db-url", "jdbc", fmt.Sprintf("spring.datasource.url=jdbc:postgresql://%s:5432/reports\nspring.datasource.username=%s\nspring.datasource.password=%s\n", h, u, pw), nil, pw)
		}
	}
	// JWTs
	for i := 0; i < 7; i++ {
		j := haqJWT()
		switch i % 3 {
		case 0:
			add("jwt", "http", fmt.Sprintf("GET /ghost/api/admin/posts/ HTTP/1.1\nHost: blog.%s\nAuthorization: Ghost %s\nAccept-Version: v5.0\n", haqPick(haqDomains), j), nil, j)
		case 1:
			add("jwt", "chat", fmt.Sprintf("the preview link token is %s — works for 24h", j), nil, j)
		default:
			add("jwt", "har", fmt.Sprintf("{\"name\": \"authorization\", \"value\": \"Bearer %s\"}", j), nil, j)
		}
	}
	// PEM and SSH keys
	for i := 0; i < 9; i++ {
		switch i % 3 {
		case 0:
			k := haqPEM("PRIVATE KEY")
			add("pem-key", "json-prose", fmt.Sprintf("and the private key from the SA file:\n%s\n", k), nil, k)
		case 1:
			k := haqPEM("OPENSSH PRIVATE KEY")
			add("ssh-key", "notes", fmt.Sprintf("SFTP to the printer's upload server (files for the autumn catalogue)\nhost: sftp.%s  user: upload\nkey:\n%s\n", haqPick(haqDomains), k), []string{"SFTP to the printer's upload server"}, k)
		default:
			k := haqPEM("RSA PRIVATE KEY")
			add("pem-key", "chat", "Apple News API key, don't lose it\n"+k, nil, k)
		}
	}
	// TOTP seeds and recovery codes
	for i := 0; i < 8; i++ {
		switch i % 4 {
		case 0:
			s := haqTOTP()
			add("totp-seed", "chat", fmt.Sprintf("2FA seed for the shared Instagram account: %s — add it to your authenticator", s), nil, s)
		case 1:
			s := haqTOTP()
			add("totp-seed", "uri", fmt.Sprintf("otpauth://totp/Meta%%20Business:%s?secret=%s&issuer=Meta", haqEmail(), s), nil, s)
		case 2:
			var codes []string
			var b strings.Builder
			b.WriteString("Google Ads MCC backup codes (printed, in the safe):\n")
			for j := 0; j < 5; j++ {
				c := haqRnd(digits, 4) + " " + haqRnd(digits, 4)
				codes = append(codes, c)
				b.WriteString(c + "\n")
			}
			add("recovery-codes", "notes", b.String(), nil, codes...)
		default:
			var codes []string
			var b strings.Builder
			b.WriteString("GitHub recovery codes for mkt-bot\n")
			for j := 0; j < 4; j++ {
				c := haqRnd(hexs, 5) + "-" + haqRnd(hexs, 5)
				codes = append(codes, c)
				b.WriteString("  " + c + "\n")
			}
			add("recovery-codes", "notes", b.String(), nil, codes...)
		}
	}
	// Kubernetes secrets
	for i := 0; i < 5; i++ {
		v1 := haqPick(haqVendors).gen()
		p := haqPass()
		e1 := base64.StdEncoding.EncodeToString([]byte(v1))
		e2 := base64.StdEncoding.EncodeToString([]byte(p))
		add("k8s-secret", "yaml", fmt.Sprintf("apiVersion: v1\nkind: Secret\nmetadata:\n  name: newsletter-worker\n  namespace: marketing\ntype: Opaque\ndata:\n  API_TOKEN: %s\n  SMTP_PASSWORD: %s\n", e1, e2), []string{"namespace: marketing"}, e1, e2)
	}
	// logs, stack traces, diffs
	for i := 0; i < 8; i++ {
		v := haqPick(haqVendors)
		val := v.gen()
		switch i % 4 {
		case 0:
			add("log-secret", "log", fmt.Sprintf("[2025-05-%02d 03:00:01] cron.sync_audiences START\n[2025-05-%02d 03:00:02] DEBUG request headers={'Authorization': 'Bearer %s', 'User-Agent': 'sync/1.4'}\n[2025-05-%02d 03:00:04] cron.sync_audiences DONE 2310 rows\n",
				haqBetween(1, 28), haqBetween(1, 28), val, haqBetween(1, 28)), []string{"cron.sync_audiences START"}, val)
		case 1:
			add("stacktrace-secret", "python-traceback", fmt.Sprintf("Traceback (most recent call last):\n  File \"export.py\", line 41, in <module>\n    resp = client.report(token=\"%s\")\n  File \"adsapi/client.py\", line 212, in report\n    raise AuthError(resp.text)\nadsapi.errors.AuthError: {\"error\":\"invalid_grant\"}\n", val), nil, val)
		case 2:
			add("diff-secret", "diff", fmt.Sprintf("diff --git a/config/settings.py b/config/settings.py\n--- a/config/settings.py\n+++ b/config/settings.py\n@@ -12,3 +12,4 @@\n DEBUG = False\n-%s = os.environ[\"%s\"]\n+%s = \"%s\"  # temp for demo\n",
				v.env, v.env, v.env, val), nil, val)
		default:
			add("log-secret", "nginx", fmt.Sprintf("203.0.113.%d - - [12/Mar/2025:10:22:%02d +0000] \"GET /api/track?api_secret=%s&measurement_id=G-%s HTTP/1.1\" 204 0", haqBetween(2, 250), haqBetween(0, 59), val, haqRnd(upper+digits, 10)), nil, val)
		}
	}
	return out
}

func haqRandPassURLSafe() string {
	for {
		p := haqRnd(alnum+"-_.~", haqBetween(14, 24))
		if strings.ContainsAny(p, digits) && strings.ContainsAny(p, upper) {
			return p
		}
	}
}
