package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

func hblTitle(s string) string { return strings.ToUpper(s[:1]) + s[1:] }

func hblVersion() string { return fmt.Sprintf("%d.%d.%d", hblN(0, 9), hblN(0, 30), hblN(0, 40)) }

// hblTrapSamples2 are technical look-alikes: hashes, ids, digests, public keys, placeholders.
func hblTrapSamples2() []Sample {
	var out []Sample
	for i := 0; i < 120; i++ {
		var format, text string
		switch i % 30 {
		case 0:
			format, text = "chat", fmt.Sprintf("fixed in %s, deployed to prod at %02d:%02d", hblR(hblHex, 40), hblN(0, 23), hblN(0, 59))
		case 1:
			format, text = "shell", fmt.Sprintf("$ git log --oneline -3\n%s fix pipedrive pagination\n%s bump stripe-node to %s\n%s add zapier retry", hblR(hblHex, 7), hblR(hblHex, 7), hblVersion(), hblR(hblHex, 7))
		case 2:
			format, text = "shell", fmt.Sprintf("$ sha256sum crm-export-%s.zip\n%s  crm-export-%s.zip", "2025-03", hblR(hblHex, 64), "2025-03")
		case 3:
			format, text = "log", fmt.Sprintf("%s INFO request_id=%s user_id=%s path=/api/deals status=200 duration_ms=%d", "2025-04-0"+fmt.Sprint(hblN(1, 9))+"T10:00:0"+fmt.Sprint(hblN(0, 9))+"Z", hblUUID(), hblUUID(), hblN(5, 900))
		case 4:
			format, text = "chat", fmt.Sprintf("build #%d (%s) passed, artifact id %s", hblN(1000, 9999), hblR(hblHex, 12), hblR(hblHex, 24))
		case 5:
			format, text = "yaml", fmt.Sprintf("image: ghcr.io/%s/crm-sync@sha256:%s\nreplicas: 2\n", hblCompany(), hblR(hblHex, 64))
		case 6:
			data := base64.StdEncoding.EncodeToString([]byte(fmt.Sprintf("{\"page\":%d,\"sort\":\"created_at\",\"filter\":\"open\"}", hblN(1, 99))))
			format, text = "chat", "the next-page cursor is just base64 of the query: "+data
		case 7:
			format, text = "ssh", fmt.Sprintf("ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI%s %s@%s-macbook", hblR(hblB64s, 43), hblLowerName(), hblLowerName())
		case 8:
			format, text = "notes", fmt.Sprintf("Add my public key to the server's authorized_keys:\nssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ%s %s", hblR(hblB64s, 120), hblEmail())
		case 9:
			format = "pem"
			var lines []string
			lines = append(lines, "MIID"+hblR(hblB64s, 60))
			for j := 0; j < hblN(3, 6); j++ {
				lines = append(lines, hblR(hblB64s, 64))
			}
			lines = append(lines, hblR(hblB64s, hblN(8, 60))+"=")
			text = "-----BEGIN CERTIFICATE-----\n" + strings.Join(lines, "\n") + "\n-----END CERTIFICATE-----"
		case 10:
			format, text = "pem", "-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE"+hblR(hblB64s, 28)+"\n"+hblR(hblB64s, 56)+"==\n-----END PUBLIC KEY-----"
		case 11:
			format, text = "env", fmt.Sprintf("STRIPE_PUBLISHABLE_KEY=pk_live_%s\nNEXT_PUBLIC_POSTHOG_KEY=phc_%s\nNEXT_PUBLIC_GA_ID=G-%s", hblR(hblAlnum, 24), hblR(hblAlnum, 43), hblR(hblUpAl, 10))
		case 12:
			format, text = "html", fmt.Sprintf("<div class=\"g-recaptcha\" data-sitekey=\"6L%s\"></div>", hblR(hblB64u, 38))
		case 13:
			format, text = "env", "# copy to .env and fill in\n"+hblP("HUBSPOT_TOKEN", "PIPEDRIVE_API_TOKEN", "AIRTABLE_TOKEN")+"="+hblP("<your-token>", "<your-hubspot-token>", "your_token_here", "REPLACE_ME", "${TOKEN}")+"\nNOTION_TOKEN=\nSTRIPE_SECRET_KEY=sk_live_"+strings.Repeat(hblP("x", "X", "*"), 24)+"\nDATABASE_URL=postgres://"+hblP("user:password", "USER:PASSWORD", "<user>:<password>")+"@localhost:5432/"+hblP("app", "crm", "dev")
		case 14:
			format, text = "readme", fmt.Sprintf("## Setup\n\n1. Create a %s API key under Settings → API.\n2. Run `export %s_API_KEY=YOUR_API_KEY_HERE`\n3. `npm run sync`", hblTool(), strings.ToUpper(hblCompany()))
		case 15:
			format, text = "yaml", hblP("db", "database", "postgres", "mysql")+":\n  user: "+hblP("app", "crm", "dev", "root")+"\n  password: "+hblP("changeme", "\"<password>\"", "\"\"", "\"${DB_PASSWORD}\"", "xxxxxxxx", "\"********\"")+"   # set via DB_PASSWORD in prod\n  host: "+hblP("localhost", "db", "127.0.0.1")+"\n"
		case 16:
			format, text = "chat", fmt.Sprintf("logs are in /var/log/%s/sync-%s.log and the config in ~/.config/%s/settings.json", hblCompany(), hblR(hblHex, 6), hblCompany())
		case 17:
			format, text = "chat", fmt.Sprintf("docs: https://developers.%s/reference/authentication#api-keys (see the section on rotating keys)", hblDomain())
		case 18:
			format, text = "chat", fmt.Sprintf("ping %s or %s about the SSO rollout", hblEmail(), hblEmail())
		case 19:
			format, text = "chat", fmt.Sprintf("prod is %s-prod.%s, staging %s-stg-%s.fly.dev", hblCompany(), hblDomain(), hblCompany(), hblR(hblLowAl, 4))
		case 20:
			fn := hblP("check_password", "verify_login", "is_valid_password", "authenticate")
			format, text = "python", "def "+fn+"(user, password: str) -> bool:\n    \"\"\"Compare against the stored "+hblP("bcrypt", "argon2", "scrypt")+" hash.\"\"\"\n    return "+hblP("bcrypt.checkpw(password.encode(), user.password_hash)", "hasher.verify(user.password_hash, password)", "check_password_hash(user.pw_hash, password)")+"\n"
		case 21:
			ev := hblP("HUBSPOT_TOKEN", "NOTION_TOKEN", "PIPEDRIVE_TOKEN", "AIRTABLE_PAT", "SLACK_BOT_TOKEN", "DISCORD_TOKEN")
			format, text = "js", "const "+hblP("token", "apiKey", "secret", "accessToken")+"Value = process.env."+ev+";\nif (!"+"process.env."+ev+") throw new Error('"+ev+" is not set');\nconst client = new Client({ auth: process.env."+ev+" });"
		case 22:
			ev := hblP("SMTP_PASSWORD", "DB_PASSWORD", "REDIS_PASSWORD", "ADMIN_PASSWORD")
			vn := hblP("password", "pw", "pass", "secret")
			format, text = "go", vn+" := os.Getenv(\""+ev+"\")\nif "+vn+" == \"\" {\n\treturn errors.New(\""+strings.ToLower(ev)+" is not configured\")\n}\n"
		case 23:
			ev := hblP("STRIPE_SECRET_KEY", "DATABASE_URL", "HUBSPOT_TOKEN", "SENDGRID_API_KEY", "NOTION_TOKEN")
			format, text = "yaml", "env:\n  - name: "+ev+"\n    valueFrom:\n      secretKeyRef:\n        name: "+hblP("billing", "crm", "sync", "web")+"-secrets\n        key: "+strings.ToLower(strings.ReplaceAll(ev, "_", "-"))+"\n"
		case 24:
			format, text = "shell", fmt.Sprintf("$ npm install @hubspot/api-client@%s\nadded %d packages, and audited %d packages in %ds", hblVersion(), hblN(2, 40), hblN(300, 900), hblN(2, 20))
		case 25:
			format, text = "chat", fmt.Sprintf("Discord server invite: https://discord.gg/%s — channel id %s", hblR(hblAlnum, 8), hblSnowflake())
		case 26:
			format, text = "chat", fmt.Sprintf("Slack channel %s%s, message ts %d.%06d", "C0", hblR(hblUpAl, 9), hblN(1700000000, 1750000000), hblN(0, 999999))
		case 27:
			format, text = "log", fmt.Sprintf("webhook delivered: event evt_%s type=invoice.paid livemode=true", hblR(hblAlnum, 24))
		case 28:
			format, text = "chat", fmt.Sprintf("brand colours: #%s primary, #%s accent; font Inter %s", strings.ToUpper(hblR(hblHex, 6)), strings.ToUpper(hblR(hblHex, 6)), hblP("400", "600"))
		default:
			format, text = "yaml", fmt.Sprintf("version: \"%s\"\nbuild: %s\ncommit: %s\nchecksum: md5:%s\n", hblVersion(), hblDigits(8), hblR(hblHex, 40), hblR(hblHex, 32))
		}
		out = append(out, hblTrap("trap-technical", format, text))
	}
	return out
}

// hblLowerName is a first name fit for a login or a host name.
func hblLowerName() string {
	return strings.ToLower(strings.NewReplacer("í", "i", "é", "e").Replace(hblName()))
}
