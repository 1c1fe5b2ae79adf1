package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

type haxKey struct{ name, env, val string }

func haxVendor() haxKey { return haxVendorN(rng.IntN(30)) }

func haxVendorN(n int) haxKey {
	switch n {
	case 0:
		return haxKey{"AWS access key", "AWS_ACCESS_KEY_ID", "AKIA" + haxRnd(upper+"234567", 16)}
	case 1:
		return haxKey{"AWS secret", "AWS_SECRET_ACCESS_KEY", haxRnd(alnum+"/+", 40)}
	case 2:
		return haxKey{"Google Maps API key", "GOOGLE_MAPS_KEY", "AIza" + haxRnd(b64url, 35)}
	case 3:
		return haxKey{"Azure client secret", "AZURE_CLIENT_SECRET", haxRnd(alnum, 3) + "8Q~" + haxRnd(alnum+"_.~-", 34)}
	case 4:
		return haxKey{"GitHub token", "GITHUB_TOKEN", "ghp_" + haxRnd(alnum, 36)}
	case 5:
		return haxKey{"GitLab token", "GITLAB_TOKEN", "glpat-" + haxRnd(b64url, 20)}
	case 6:
		return haxKey{"Slack bot token", "SLACK_BOT_TOKEN", "xoxb-" + haxRnd(digits, 11) + "-" + haxRnd(digits, 13) + "-" + haxRnd(alnum, 24)}
	case 7:
		return haxKey{"Telegram bot token", "TELEGRAM_BOT_TOKEN", haxRnd("123456789", 1) + haxRnd(digits, 9) + ":AA" + haxRnd(b64url, 33)}
	case 8:
		return haxKey{"Stripe secret key", "STRIPE_SECRET_KEY", "sk_live_" + haxRnd(alnum, 24)}
	case 9:
		return haxKey{"Stripe webhook secret", "STRIPE_WEBHOOK_SECRET", "whsec_" + haxRnd(alnum, 32)}
	case 10:
		return haxKey{"SendGrid key", "SENDGRID_API_KEY", "SG." + haxRnd(b64url, 22) + "." + haxRnd(b64url, 43)}
	case 11:
		return haxKey{"Mailchimp API key", "MAILCHIMP_API_KEY", haxHex(32) + "-us" + fmt.Sprint(haxNum(1, 21))}
	case 12:
		return haxKey{"OpenAI key", "OPENAI_API_KEY", "sk-proj-" + haxRnd(b64url, 48)}
	case 13:
		return haxKey{"Shopify admin token", "SHOPIFY_ACCESS_TOKEN", "shpat_" + haxHex(32)}
	case 14:
		return haxKey{"HubSpot private app token", "HUBSPOT_TOKEN", "pat-" + haxPick("na1", "eu1") + "-" + haxUUID()}
	case 15:
		return haxKey{"Notion integration secret", "NOTION_TOKEN", "secret_" + haxRnd(alnum, 43)}
	case 16:
		return haxKey{"Airtable token", "AIRTABLE_TOKEN", "pat" + haxRnd(alnum, 14) + "." + haxHex(64)}
	case 17:
		return haxKey{"Mailgun key", "MAILGUN_API_KEY", "key-" + haxHex(32)}
	case 18:
		return haxKey{"Twilio auth token", "TWILIO_AUTH_TOKEN", haxHex(32)}
	case 19:
		return haxKey{"DigitalOcean token", "DO_TOKEN", "dop_v1_" + haxHex(64)}
	case 20:
		return haxKey{"Google OAuth client secret", "GOOGLE_CLIENT_SECRET", "GOCSPX-" + haxRnd(b64url, 28)}
	case 21:
		return haxKey{"npm token", "NPM_TOKEN", "npm_" + haxRnd(alnum, 36)}
	case 22:
		return haxKey{"Square access token", "SQUARE_ACCESS_TOKEN", "EAAA" + haxRnd(b64url, 60)}
	case 23:
		return haxKey{"Anthropic key", "ANTHROPIC_API_KEY", "sk-ant-api03-" + haxRnd(b64url, 93) + "AA"}
	case 24:
		return haxKey{"Cloudflare API token", "CLOUDFLARE_API_TOKEN", haxRnd(b64url, 40)}
	case 25:
		return haxKey{"Xero client secret", "XERO_CLIENT_SECRET", haxRnd(b64url, 48)}
	case 26:
		return haxKey{"FreshBooks client secret", "FRESHBOOKS_CLIENT_SECRET", haxHex(64)}
	case 27:
		return haxKey{"Figma token", "FIGMA_TOKEN", "figd_" + haxRnd(b64url, 40)}
	case 28:
		return haxKey{"Mapbox secret token", "MAPBOX_SECRET", "sk." + haxMapboxBody(haxPick("bloomweb", "casa-amarela", "atlastours")) + "." + haxRnd(b64url, 22)}
	default:
		return haxKey{"PayPal client secret", "PAYPAL_CLIENT_SECRET", "E" + haxRnd(b64url, 79)}
	}
}

func haxVendorKey() Sample {
	k := haxVendorN(haxCycle("vendor", 30))
	c := haxPick(haxClients...)
	v := k.val
	switch rng.IntN(13) {
	case 0:
		return haxS("vendor-key", "chat", fmt.Sprintf("here's the %s for %s: %s", k.name, c, v), v)
	case 1:
		return haxK(haxS("vendor-key", "env", fmt.Sprintf("# %s\nNODE_ENV=production\n%s=%s\nLOG_LEVEL=info", c, k.env, v), v), "LOG_LEVEL=info")
	case 2:
		return haxS("vendor-key", "notes", fmt.Sprintf("%s — integrations\n* %s: %s\n* contact: %s", c, k.name, v, haxEmail(c)), v)
	case 3:
		return haxS("vendor-key", "shell", fmt.Sprintf("$ export %s=\"%s\"\n$ python sync_invoices.py --client %s", k.env, v, haxSlug(c)), v)
	case 4:
		return haxS("vendor-key", "yaml", fmt.Sprintf("integrations:\n  %s:\n    key: %s\n    enabled: true", strings.ToLower(strings.Fields(k.name)[0]), v), v)
	case 5:
		return haxS("vendor-key", "upwork", fmt.Sprintf("Hi %s, the %s you asked for is %s. Let me know once the Zap runs.", haxPick(haxFirst...), k.name, v), v)
	case 6:
		return haxS("vendor-key", "json", fmt.Sprintf("{\n  \"client\": \"%s\",\n  \"%s\": \"%s\"\n}", c, strings.ToLower(k.env), v), v)
	case 7:
		return haxS("vendor-key", "ticket", fmt.Sprintf("JIRA %s-%d: webhook returns 403\nSteps: called the API with key %s, got Forbidden.", strings.ToUpper(haxSlug(c)[:3]), haxNum(10, 999), v), v)
	case 8:
		return haxS("vendor-key", "chat-es", fmt.Sprintf("te paso la clave de %s: %s", k.name, v), v)
	case 9:
		return haxS("vendor-key", "docker-compose", fmt.Sprintf("services:\n  web:\n    image: %s/site:latest\n    environment:\n      - %s=%s\n      - TZ=Europe/Lisbon", haxSlug(c), k.env, v), v)
	case 10:
		return haxS("vendor-key", "chat-de", fmt.Sprintf("Der %s lautet %s – bitte nicht ins Repo committen.", k.name, v), v)
	case 11:
		return haxS("vendor-key", "diff", fmt.Sprintf("--- a/.env.example\n+++ b/.env\n@@ -1,3 +1,3 @@\n APP_NAME=%s\n-%s=\n+%s=%s", haxSlug(c), k.env, k.env, v), v)
	default:
		fl := haxFiller()
		return haxK(haxS("vendor-key", "notes", fmt.Sprintf("%s\n%s = %s", fl, k.name, v), v), fl)
	}
}

func haxDBURL() Sample {
	c := haxSlug(haxPick(haxClients...))
	p := haxPick(haxRandPw(), haxHumanPw(), haxRnd(alnum, 24))
	// keep URL-safe characters in passwords that sit inside URLs
	p = strings.NewReplacer("@", "A", "#", "h", "/", "s", "?", "q", "%", "p", ":", "c", "&", "n", "+", "x", "=", "e", "^", "v", "$", "d").Replace(p)
	host := haxPick("db."+c+".internal", "localhost", c+"-prod.cluster-"+haxRnd(lower+digits, 12)+".eu-west-1.rds.amazonaws.com", "cluster0."+haxRnd(lower+digits, 5)+".mongodb.net", "10.0."+fmt.Sprint(haxNum(0, 9))+"."+fmt.Sprint(haxNum(2, 250)))
	user := haxPick("app", c, "wp_"+c[:4], "admin", "bookkeeper")
	var url string
	switch rng.IntN(6) {
	case 0:
		url = fmt.Sprintf("postgres://%s:%s@%s:5432/%s", user, p, host, c)
	case 1:
		url = fmt.Sprintf("mysql://%s:%s@%s:3306/%s_wp", user, p, host, c)
	case 2:
		url = fmt.Sprintf("mongodb+srv://%s:%s@%s/%s?retryWrites=true&w=majority", user, p, host, c)
	case 3:
		url = fmt.Sprintf("redis://:%s@%s:6379/0", p, host)
	case 4:
		url = fmt.Sprintf("ftp://%s:%s@ftp.%s/public_html", user, p, haxDomain(c))
	default:
		url = fmt.Sprintf("postgresql://%s:%s@%s/%s?sslmode=require", user, p, host, c)
	}
	switch rng.IntN(6) {
	case 0:
		return haxS("db-url", "env", fmt.Sprintf("DATABASE_URL=%s", url), p)
	case 1:
		return haxS("db-url", "chat", fmt.Sprintf("connection string: %s", url), p)
	case 2:
		return haxS("db-url", "log", fmt.Sprintf("%s ERROR could not connect to %s: timeout after 30s", "2024-11-0"+fmt.Sprint(haxNum(1, 9))+"T08:00:12Z", url), p)
	case 3:
		return haxS("db-url", "python", fmt.Sprintf("engine = create_engine(\"%s\")", url), p)
	case 4:
		return haxK(haxS("db-url", "notes", fmt.Sprintf("Migration plan\n1. dump the old DB\n2. point the app at %s\n3. test the checkout", url), p), "1. dump the old DB")
	default:
		return haxS("db-url", "yaml", fmt.Sprintf("spring:\n  datasource:\n    url: %s", url), p)
	}
}

func haxCommandLine() Sample {
	p := haxPick(haxRandPw(), haxHumanPw())
	p = strings.NewReplacer("'", "", "\"", "", "$", "S", "!", "I", "&", "n", "*", "x", "?", "q").Replace(p)
	c := haxSlug(haxPick(haxClients...))
	switch rng.IntN(10) {
	case 0:
		return haxS("cli", "shell", fmt.Sprintf("$ docker login -u %s -p %s registry.gitlab.com", c, p), p)
	case 1:
		return haxS("cli", "shell", fmt.Sprintf("mysql -u root -p%s %s_wp < backup.sql", p, c), p)
	case 2:
		return haxS("cli", "shell", fmt.Sprintf("curl -u %s:%s https://api.%s/v1/orders?limit=50", haxPick("admin", "api", c), p, haxDomain(c)), p)
	case 3:
		return haxS("cli", "shell", fmt.Sprintf("PGPASSWORD=%s psql -h db.%s.internal -U app -d %s", p, c, c), p)
	case 4:
		return haxS("cli", "shell", fmt.Sprintf("sshpass -p '%s' ssh %s@%s.ssh.wpengine.net", p, c, c), p)
	case 5:
		tok := "ghp_" + haxRnd(alnum, 36)
		return haxS("cli", "shell", fmt.Sprintf("git clone https://%s:%s@github.com/%s/website.git", c, tok, c), tok)
	case 6:
		return haxS("cli", "shell", fmt.Sprintf("wget --user=%s --password=%s https://files.%s/exports/march.zip", c, p, haxDomain(c)), p)
	case 7:
		return haxS("cli", "shell", fmt.Sprintf("lftp -u %s,%s sftp://%s", c, p, haxDomain(c)), p)
	case 8:
		return haxS("cli", "shell", fmt.Sprintf("echo '%s' | docker login ghcr.io -u %s --password-stdin", p, c), p)
	default:
		return haxS("cli", "shell", fmt.Sprintf("mysqldump --user=%s --password=%s --single-transaction %s > %s.sql", c, p, c, c), p)
	}
}

func haxBasicAuth() Sample {
	u := haxPick("admin", "staging", "client", "preview", "va")
	p := strings.NewReplacer("@", "a", ":", "c", "/", "s", "#", "h", "?", "q", "%", "p").Replace(haxPw())
	enc := base64.StdEncoding.EncodeToString([]byte(u + ":" + p))
	d := haxDomain(haxPick(haxClients...))
	switch rng.IntN(4) {
	case 0:
		return haxS("basic-auth", "http", fmt.Sprintf("GET /wp-json/wc/v3/orders HTTP/1.1\nHost: %s\nAuthorization: Basic %s\nAccept: application/json", d, enc), enc)
	case 1:
		return haxS("basic-auth", "chat", fmt.Sprintf("staging is behind a password: https://%s:%s@staging.%s/", u, p, d), p)
	case 2:
		return haxS("basic-auth", "js", fmt.Sprintf("fetch(\"https://%s/api/export\", {\n  headers: { Authorization: \"Basic %s\" },\n});", d, enc), enc)
	default:
		return haxS("basic-auth", "notes", fmt.Sprintf("preview link for the client: https://%s:%s@preview.%s (send them this, they don't need an account)", u, p, d), p)
	}
}

func haxJWT() Sample {
	h := base64.RawURLEncoding.EncodeToString([]byte(`{"alg":"HS256","typ":"JWT"}`))
	pl := base64.RawURLEncoding.EncodeToString([]byte(fmt.Sprintf(`{"sub":"%d","name":"%s","iat":%d,"exp":%d}`, haxNum(1000, 999999), haxPick(haxFirst...), 1700000000+haxNum(0, 9999999), 1730000000+haxNum(0, 9999999))))
	t := h + "." + pl + "." + haxRnd(b64url, 43)
	switch rng.IntN(4) {
	case 0:
		return haxS("jwt", "http", fmt.Sprintf("curl -H \"Authorization: Bearer %s\" https://api.calendly.com/users/me", t), t)
	case 1:
		return haxS("jwt", "chat", fmt.Sprintf("the session token from the browser: %s", t), t)
	case 2:
		return haxS("jwt", "log", fmt.Sprintf("DEBUG request headers={'Authorization': 'Bearer %s', 'Accept': '*/*'}", t), t)
	default:
		return haxS("jwt", "notes", fmt.Sprintf("Calendly personal access token (%s):\n%s", haxPick(haxClients...), t), t)
	}
}

func haxPemKey() Sample {
	kind := haxPick("RSA PRIVATE KEY", "PRIVATE KEY", "OPENSSH PRIVATE KEY", "EC PRIVATE KEY")
	raw := haxB64(haxPick(180, 240, 300))
	var lines []string
	for i := 0; i < len(raw); i += 64 {
		e := i + 64
		if e > len(raw) {
			e = len(raw)
		}
		lines = append(lines, raw[i:e])
	}
	body := strings.Join(lines, "\n")
	block := "-----BEGIN " + kind + "-----\n" + body + "\n-----END " + kind + "-----"
	c := haxPick(haxClients...)
	switch rng.IntN(4) {
	case 0:
		return haxS("pem", "chat", fmt.Sprintf("SFTP key for %s's server, save as id_rsa:\n%s", c, block), lines...)
	case 1:
		return haxK(haxS("pem", "notes", fmt.Sprintf("Server access (%s)\nhost: %s\nuser: deploy\nkey:\n%s\nport 22", c, haxDomain(c), block), lines...), "user: deploy")
	case 2:
		block = strings.ReplaceAll(block, kind, "PRIVATE KEY")
		esc := strings.ReplaceAll(block, "\n", "\\n")
		return haxS("pem", "json", fmt.Sprintf("{\n  \"type\": \"service_account\",\n  \"private_key\": \"%s\\n\",\n  \"client_email\": \"sync@%s.iam.gserviceaccount.com\"\n}", esc, haxSlug(c)), lines...)
	default:
		return haxS("pem", "yaml", fmt.Sprintf("ssh:\n  host: %s\n  private_key: |\n    %s", haxDomain(c), strings.ReplaceAll(block, "\n", "\n    ")), lines...)
	}
}
