package main

// heldout_bb_traps2.go: traps of public material (public keys, certificates, publishable
// keys, base64 of ordinary data), placeholders, code that handles passwords without
// holding one, and ordinary identifiers: paths, URLs, e-mail addresses, phone numbers.

import (
	"fmt"
	"strings"
)

func hbbTrapPublic(n int) []Sample {
	var out []Sample
	for i := 0; i < n; i++ {
		var t, f string
		switch i % 12 {
		case 0:
			t, f = fmt.Sprintf("Add this to authorized_keys on the LX backup box:\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI%s %s@laptop", hbbR(alnum+"+/", 43), strings.ToLower(hbbL(hbbNames[:10]))), "notes"
		case 1:
			t, f = fmt.Sprintf("ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ%s deploy@boxoffice-01", hbbR(alnum+"+/", 160)), "notes"
		case 2:
			body := hbbPEMBody(hbbN(4, 7))
			t, f = "Here's the public certificate for tickets.harbourlane.org.uk (fullchain, safe to share):\n-----BEGIN CERTIFICATE-----\n"+strings.Join(body, "\n")+"\n-----END CERTIFICATE-----", "pem"
		case 3:
			body := hbbPEMBody(hbbN(3, 5))
			t, f = "Webhook signature verification key from the ticketing vendor (public):\n-----BEGIN PUBLIC KEY-----\n"+strings.Join(body, "\n")+"\n-----END PUBLIC KEY-----", "pem"
		case 4:
			t, f = fmt.Sprintf("<script src=\"https://js.stripe.com/v3/\"></script>\n<script>\n  const stripe = Stripe('pk_live_51%s');\n</script>", hbbR(alnum, 96)), "html"
		case 5:
			tok := "pk." + hbbRawURL(`{"u":"lakesidefest","a":"`+hbbR(lower+digits, 25)+`"}`) + "." + hbbR(b64url, 22)
			t, f = fmt.Sprintf("mapboxgl.accessToken = '%s'; // public token, URL-restricted to lakesidefest.org", tok), "js"
		case 6:
			t, f = fmt.Sprintf("<div class=\"g-recaptcha\" data-sitekey=\"6Lc%s\"></div>", hbbR(b64url, 37)), "html"
		case 7:
			t, f = fmt.Sprintf("<img alt=\"club crest\" src=\"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAYAAAAf8/9hAAAA%s\">", hbbR(alnum+"+/", 60)), "html"
		case 8:
			payload := fmt.Sprintf(`{"event":"summer-gig","date":"%s","venue":"The Foundry"}`, hbbDate())
			t, f = fmt.Sprintf("The share link carries the event as base64: https://thefoundry.live/share?e=%s", hbbRawURL(payload)), "chat"
		case 9:
			t, f = fmt.Sprintf("[Peer]\n# festival site office\nPublicKey = %s=\nAllowedIPs = 10.66.0.%d/32\nEndpoint = vpn.lakesidefest.org:51820", hbbR(alnum+"+/", 43), hbbN(2, 200)), "ini"
		case 10:
			t, f = fmt.Sprintf("Committee PGP key fingerprint: %s %s %s %s %s  %s %s %s %s %s", hbbUHex(4), hbbUHex(4), hbbUHex(4), hbbUHex(4), hbbUHex(4), hbbUHex(4), hbbUHex(4), hbbUHex(4), hbbUHex(4), hbbUHex(4)), "email"
		default:
			t, f = fmt.Sprintf("{\n  \"keys\": [\n    {\"kty\": \"RSA\", \"use\": \"sig\", \"kid\": \"%s\", \"e\": \"AQAB\", \"n\": \"%s\"}\n  ]\n}", hbbHex(16), hbbR(b64url, 171)), "json"
		}
		out = append(out, hbbWrapTrap("trap-public", f, t))
	}
	return out
}

func hbbTrapPlaceholders(n int) []Sample {
	var out []Sample
	for i := 0; i < n; i++ {
		var t, f string
		switch i % 15 {
		case 0:
			t, f = "# .env.example — copy to .env and fill in\nEVENTBRITE_TOKEN=<your-token>\nDB_PASSWORD=changeme\nPORT=8080", "env"
		case 1:
			t, f = fmt.Sprintf("API_KEY=%s\nAPI_URL=https://api.clubspark.example/v1", strings.Repeat("x", hbbN(16, 32))), "env"
		case 2:
			t, f = "database:\n  user: bookings\n  password: ${DB_PASSWORD}\n  host: ${DB_HOST:-localhost}", "yaml"
		case 3:
			t, f = "      - name: Post result\n        env:\n          DISCORD_TOKEN: ${{ secrets.DISCORD_TOKEN }}\n        run: python post_result.py", "yaml"
		case 4:
			t, f = "curl -H \"Authorization: Bearer <token>\" https://api.seetickets.example/v1/events", "shell"
		case 5:
			t, f = "curl -u USERNAME:PASSWORD https://scoreboard.local/api/reset", "shell"
		case 6:
			t, f = "Connection string format: postgres://user:password@localhost:5432/dbname", "readme"
		case 7:
			t, f = "STRIPE_SECRET_KEY=sk_live_...\nSTRIPE_WEBHOOK_SECRET=whsec_...   # from the dashboard, never commit", "env"
		case 8:
			t, f = "$ mysql -u root -p\nEnter password:\nWelcome to the MySQL monitor.", "shell"
		case 9:
			t, f = "Replace YOUR_API_KEY in config.js with the key from the Glofox dashboard (Settings / Integrations).", "readme"
		case 10:
			t, f = "db_password = os.environ[\"DB_PASSWORD\"]\napi_key = os.getenv(\"MINDBODY_API_KEY\", \"\")", "python"
		case 11:
			t, f = "scanner:\n  api_key: \"REPLACE_ME\"\n  admin_password: \"\"  # set on first boot", "yaml"
		case 12:
			t, f = "apiVersion: v1\nkind: Secret\nmetadata:\n  name: doorlist\ndata:\n  password: <base64-encoded-password>", "k8s"
		case 13:
			t, f = fmt.Sprintf("Discord token: %s (redacted, ask %s)", strings.Repeat("*", hbbN(8, 20)), hbbL(hbbNames)), "chat"
		default:
			t, f = "docker login ghcr.io -u northgate-afc --password-stdin < ~/.ghcr_token", "shell"
		}
		out = append(out, hbbWrapTrap("trap-placeholder", f, t))
	}
	return out
}

func hbbTrapCode(n int) []Sample {
	var out []Sample
	for i := 0; i < n; i++ {
		var t, f string
		switch i % 14 {
		case 0:
			t, f = "def check_password(member, candidate):\n    return bcrypt.checkpw(candidate.encode(), member.password_hash)", "python"
		case 1:
			t, f = "const { username, password } = req.body;\nif (!password || password.length < 12) {\n  return res.status(400).json({ error: 'password too short' });\n}", "js"
		case 2:
			t, f = "func (s *Store) SetPassword(id int, pw string) error {\n\thash, err := bcrypt.GenerateFromPassword([]byte(pw), 12)\n\tif err != nil {\n\t\treturn err\n\t}\n\treturn s.db.Exec(\"UPDATE members SET password_hash=$1 WHERE id=$2\", hash, id)\n}", "go"
		case 3:
			t, f = "ALTER TABLE members ADD COLUMN password_hash TEXT NOT NULL DEFAULT '';\nCREATE INDEX members_email_idx ON members (email);", "sql"
		case 4:
			t, f = "<label for=\"pw\">Password</label>\n<input type=\"password\" id=\"pw\" name=\"password\" autocomplete=\"current-password\" required>", "html"
		case 5:
			t, f = fmt.Sprintf("security:\n  password_min_length: %d\n  password_expiry_days: %d\n  lockout_after_attempts: 5", hbbN(10, 16), hbbN(60, 180)), "yaml"
		case 6:
			t, f = "token := os.Getenv(\"DISCORD_TOKEN\")\nif token == \"\" {\n\tlog.Fatal(\"DISCORD_TOKEN is not set\")\n}", "go"
		case 7:
			t, f = fmt.Sprintf("%s WARN auth: password check failed for user=steward%d (attempt %d/5)", hbbStamp(), hbbN(1, 40), hbbN(1, 5)), "log"
		case 8:
			t, f = "AUTH_PASSWORD_VALIDATORS = [\n    {\"NAME\": \"django.contrib.auth.password_validation.MinimumLengthValidator\"},\n    {\"NAME\": \"django.contrib.auth.password_validation.CommonPasswordValidator\"},\n]", "python"
		case 9:
			t, f = "interface LoginRequest {\n  username: string;\n  password: string;\n  totpCode?: string;\n}", "ts"
		case 10:
			t, f = "API_KEY_HEADER = \"X-Api-Key\"\nSECRET_NAME = \"scanner/prod/api-key\"\nsecret = boto3.client(\"secretsmanager\").get_secret_value(SecretId=SECRET_NAME)", "python"
		case 11:
			t, f = "PASSWORD_RE = re.compile(r\"^(?=.*[A-Z])(?=.*\\d)(?=.*[^\\w\\s]).{12,}$\")", "python"
		case 12:
			t, f = "class Member < ApplicationRecord\n  has_secure_password\n  validates :password, length: { minimum: 12 }, allow_nil: true\nend", "ruby"
		default:
			t, f = "$ kubectl get secret doorlist -o jsonpath='{.data.password}' | base64 -d\n(output not pasted on purpose)", "shell"
		}
		out = append(out, hbbWrapTrap("trap-code", f, t))
	}
	return out
}

func hbbTrapMisc(n int) []Sample {
	var out []Sample
	for i := 0; i < n; i++ {
		var t, f string
		switch i % 14 {
		case 0:
			t, f = fmt.Sprintf("Logs are in /var/log/turnstile/gated.log and the exports in C:\\BoxOffice\\exports\\%s.csv", hbbDate()), "notes"
		case 1:
			t, f = fmt.Sprintf("Tickets: https://www.eventbrite.co.uk/e/summer-gig-at-the-foundry-tickets-%s?aff=club", hbbDigits(12)), "chat"
		case 2:
			t, f = fmt.Sprintf("Contact the box office at %s or +44 20 7946 0%03d (Mon–Fri 10–4).", hbbEmail(), hbbN(0, 999)), "email"
		case 3:
			t, f = fmt.Sprintf("Your username is steward%d — you'll get a separate email to set your password.", hbbN(1, 60)), "email"
		case 4:
			t, f = fmt.Sprintf("scanner-%02d.lakeside.lan (10.0.40.%d) keeps dropping off the network near Gate %d.", hbbN(1, 12), hbbN(2, 250), hbbN(1, 8)), "ticket"
		case 5:
			t, f = fmt.Sprintf("Raised INC%07d with Ticketmaster client services about the duplicate orders.", hbbN(1, 9999999)), "chat"
		case 6:
			t, f = fmt.Sprintf("Serial no. SN-%s-%s-%s on the turnstile reader, part no. TR-%d-%s.", hbbR(upper+digits, 4), hbbR(digits, 4), hbbR(upper+digits, 3), hbbN(100, 999), hbbR(upper, 2)), "notes"
		case 7:
			t, f = fmt.Sprintf("Stewards' phone list:\n%s 07700 900%03d\n%s +44 7700 900%03d\n%s (0161) 496 0%03d", hbbL(hbbNames), hbbN(0, 999), hbbL(hbbNames), hbbN(0, 999), hbbL(hbbNames), hbbN(0, 999)), "notes"
		case 8:
			t, f = "Menu path: Admin / Settings / Integrations / Eventbrite, then \"Reconnect\".", "runbook"
		case 9:
			t, f = fmt.Sprintf("Sound desk MAC %s:%s:%s:%s:%s:%s is on VLAN 30, port %d of the stage switch.", hbbUHex(2), hbbUHex(2), hbbUHex(2), hbbUHex(2), hbbUHex(2), hbbUHex(2), hbbN(1, 24)), "notes"
		case 10:
			t, f = fmt.Sprintf("Adresse : Stade municipal, 12 rue des Sports, 69007 Lyon — vestiaires B, terrain %d.", hbbN(1, 4)), "email-fr"
		case 11:
			t, f = fmt.Sprintf("Festival dates: %s to %s, build from %s, get-out %s.", hbbDate(), hbbDate(), hbbDate(), hbbDate()), "notes"
		case 12:
			t, f = fmt.Sprintf("https://clubspark.lta.org.uk/RiversideTennisClub/Booking/BookByDate#?date=%s&role=member", hbbDate()), "chat"
		default:
			t, f = fmt.Sprintf("Voucher batch %s: codes printed on the back of the programme, valid for one free drink each.", hbbR(upper+digits, 6)), "notes"
		}
		out = append(out, hbbWrapTrap("trap-misc", f, t))
	}
	return out
}
