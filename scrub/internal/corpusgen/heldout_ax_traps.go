package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

func haxT(cat, format, text string) Sample { return haxS(cat, format, text) }

func haxMoney() string {
	return haxPick("$", "€", "£", "R$", "CHF ") + fmt.Sprintf("%d.%02d", haxNum(40, 4800), haxNum(0, 99))
}

func haxDate() string {
	return fmt.Sprintf("%d-%02d-%02d", haxNum(2023, 2025), haxNum(1, 12), haxNum(1, 28))
}

func haxTrapFreelance() Sample {
	c := haxPick(haxClients...)
	n := haxPick(haxFirst...)
	inv := fmt.Sprintf("INV-%d-%04d", haxNum(2023, 2025), haxNum(1, 999))
	switch rng.IntN(16) {
	case 0:
		return haxT("trap-invoice", "chat", fmt.Sprintf("Sent %s to %s for %s, due %s.", inv, c, haxMoney(), haxDate()))
	case 1:
		return haxT("trap-wordcount", "chat", fmt.Sprintf("Translation EN>%s done: %d words, %d repetitions, billed at €0.%02d/word.", haxPick("DE", "PT-BR", "FR", "ES", "JA", "PL"), haxNum(800, 12000), haxNum(10, 900), haxNum(6, 14)))
	case 2:
		return haxT("trap-rate", "upwork", fmt.Sprintf("Hi %s, my rate is $%d/hr for VA work and $%d per blog post (up to 1,500 words). I'm available %d hrs/week.", n, haxNum(15, 60), haxNum(60, 300), haxNum(10, 40)))
	case 3:
		return haxT("trap-order", "fiverr", fmt.Sprintf("Order #FO%s%s delivered. Revision requested by %s: \"please make the logo bigger\".", haxRnd(digits, 3), haxRnd(upper+digits, 8), strings.ToLower(n)))
	case 4:
		mid := fmt.Sprintf("%d %04d %04d", haxNum(810, 899), haxNum(0, 9999), haxNum(0, 9999))
		return haxT("trap-meeting", "calendar", fmt.Sprintf("Zoom call with %s\nMeeting ID: %s\nJoin from the link in the invite. Dial-in: +44 20 3481 %04d", c, mid, haxNum(0, 9999)))
	case 5:
		return haxT("trap-project", "notes", fmt.Sprintf("Project %s-%03d (%s website refresh)\nPhase 2 kickoff %s\nBudget: %s\nOwner: %s", strings.ToUpper(haxSlug(c)[:3]), haxNum(1, 200), c, haxDate(), haxMoney(), n))
	case 6:
		return haxT("trap-contract", "upwork", fmt.Sprintf("Contract ID %d — milestone 3 of 4 funded (%s). Work diary shows %d:%02d this week.", haxNum(30000000, 39999999), haxMoney(), haxNum(1, 39), haxNum(0, 59)))
	case 7:
		return haxT("trap-calendar", "chat", fmt.Sprintf("book a slot here: https://calendly.com/%s-%s/30min", strings.ToLower(n), haxPick("va", "translations", "bookkeeping", "writes")))
	case 8:
		return haxT("trap-meeting", "chat", fmt.Sprintf("Google Meet: https://meet.google.com/%s-%s-%s at %d:%02d", haxRnd(lower, 3), haxRnd(lower, 4), haxRnd(lower, 3), haxNum(8, 18), haxPick(0, 15, 30, 45)))
	case 9:
		return haxT("trap-invoice", "email", fmt.Sprintf("Dear %s,\n\nPlease find attached invoice %s for %s (%d hours at %s/h). Payment details are on the PDF; Wise or PayPal both work.\n\nKind regards,\n%s", n, inv, haxPick("March", "April", "May", "October"), haxNum(5, 80), haxMoney(), haxPick(haxFirst...)))
	case 10:
		return haxT("trap-po", "chat", fmt.Sprintf("PO number for %s is PO-%d, put it on the invoice or AP rejects it", c, haxNum(100000, 999999)))
	case 11:
		return haxT("trap-social", "notes", fmt.Sprintf("%s — %s\nposts: Mon/Wed/Fri 9am\nhashtags: #%s #smallbusiness #%s\nhandle: @%s", c, haxPick("Instagram", "LinkedIn", "TikTok"), haxSlug(c), haxPick("yoga", "bakery", "realestate", "books"), haxSlug(c)))
	case 12:
		return haxT("trap-deadline", "chat", fmt.Sprintf("deadline for the %s manuscript moved to %s, %d pages left to proof", c, haxDate(), haxNum(5, 300)))
	case 13:
		return haxT("trap-tax", "notes", fmt.Sprintf("Quarterly VAT return due %s. Xero shows %s owed; category code %d.", haxDate(), haxMoney(), haxNum(200, 899)))
	case 14:
		return haxT("trap-ref", "email", fmt.Sprintf("Payment received — reference %s%d, amount %s, from %s.", haxPick("TRF", "WISE", "PP-"), haxNum(10000000, 99999999), haxMoney(), c))
	default:
		return haxT("trap-quote", "chat", fmt.Sprintf("quote Q-%d for %s: %d social posts + 2 newsletters = %s/month", haxNum(100, 999), c, haxNum(8, 30), haxMoney()))
	}
}

func haxTrapVault() Sample {
	c := haxPick(haxClients...)
	svc := haxPick(haxServices...)
	vault := haxPick("1Password", "Bitwarden", "LastPass", "Dashlane", "KeePass", "Keeper", "NordPass")
	switch rng.IntN(12) {
	case 0:
		return haxT("trap-vault", "chat", fmt.Sprintf("the %s password is in %s under \"%s – %s\"", svc, vault, c, svc))
	case 1:
		return haxT("trap-vault", "chat", fmt.Sprintf("I'll share the %s login with you through %s, not over email", svc, vault))
	case 2:
		return haxT("trap-vault", "notes", fmt.Sprintf("%s: all logins in the shared %s folder \"Clients/%s\". Ask %s for access.", c, vault, c, haxPick(haxFirst...)))
	case 3:
		return haxT("trap-vault", "email", fmt.Sprintf("Hi %s,\n\nplease don't send passwords by email. I've invited you to a %s shared vault; accept the invite and you'll see the %s item.\n\nThanks", haxPick(haxFirst...), vault, svc))
	case 4:
		return haxT("trap-vault", "chat", fmt.Sprintf("password reset link sent to %s, it expires in 1 hour", haxEmail(c)))
	case 5:
		return haxT("trap-vault", "notes", fmt.Sprintf("- %s: password rotated %s, new one saved in %s\n- 2FA on %s via the shared authenticator", svc, haxDate(), vault, haxPick(haxServices...)))
	case 6:
		return haxT("trap-vault", "chat", fmt.Sprintf("can you add me to %s's %s? I don't need the password, just delegate access", c, haxPick("Google Business Profile", "Meta Business Suite", "Xero org", "QuickBooks company")))
	case 7:
		return haxT("trap-vault", "onboarding", fmt.Sprintf("Access checklist — %s\n[x] %s (invited as manager)\n[x] %s (shared via %s)\n[ ] %s (waiting for client)", c, haxPick(haxServices...), svc, vault, haxPick(haxServices...)))
	case 8:
		return haxT("trap-vault", "chat", fmt.Sprintf("Forgot the %s password again, used \"Forgot password?\" and the code went to the client's phone", svc))
	case 9:
		return haxT("trap-vault", "chat-pt", fmt.Sprintf("A senha do %s está no %s, pasta %s.", svc, vault, c))
	case 10:
		return haxT("trap-vault", "chat", fmt.Sprintf("%s emergency kit for %s printed and filed; the secret key is NOT in this note", vault, c))
	default:
		return haxT("trap-vault", "chat-de", fmt.Sprintf("Das Passwort für %s liegt im %s-Tresor, Ordner „%s“.", svc, vault, c))
	}
}

func haxTrapIDs() Sample {
	switch rng.IntN(12) {
	case 0:
		return haxT("trap-uuid", "log", fmt.Sprintf("request_id=%s status=200 duration=%dms", haxUUID(), haxNum(5, 900)))
	case 1:
		return haxT("trap-build", "ci", fmt.Sprintf("Build #%d finished for commit %s on branch main (%s)", haxNum(100, 9999), haxHex(7), haxPick("passed", "failed", "cancelled")))
	case 2:
		return haxT("trap-version", "chat", fmt.Sprintf("updated the theme to v%d.%d.%d and WooCommerce to %d.%d.%d", haxNum(1, 9), haxNum(0, 20), haxNum(0, 30), haxNum(7, 9), haxNum(0, 9), haxNum(0, 9)))
	case 3:
		return haxT("trap-ticket", "ticket", fmt.Sprintf("Support ticket #%d (%s): client can't upload images larger than 2 MB", haxNum(10000, 999999), haxPick("SiteGround", "Bluehost", "Hostinger", "Kinsta")))
	case 4:
		return haxT("trap-stripe-id", "chat", fmt.Sprintf("refund %s for customer %s, payment %s", haxMoney(), "cus_"+haxRnd(alnum, 14), "pi_"+haxRnd(alnum, 24)))
	case 5:
		return haxT("trap-paypal", "email", fmt.Sprintf("You received a payment of %s. Transaction ID: %s", haxMoney(), haxRnd(upper+digits, 17)))
	case 6:
		return haxT("trap-tracking", "chat", fmt.Sprintf("the printed books shipped, tracking %s%s%s", haxPick("1Z", "JD", "LX"), haxRnd(upper+digits, 16), haxPick("", "GB", "DE")))
	case 7:
		return haxT("trap-uuid", "json", fmt.Sprintf("{\"invoice_id\": \"%s\", \"status\": \"PAID\", \"currency\": \"EUR\"}", haxUUID()))
	case 8:
		return haxT("trap-sku", "csv", fmt.Sprintf("sku,title,price\n%s,%s,%d.00\n%s,%s,%d.00", haxRnd(upper, 3)+"-"+haxRnd(upper+digits, 6), "Sourdough Loaf", haxNum(4, 9), haxRnd(upper, 3)+"-"+haxRnd(upper+digits, 6), "Gift Box", haxNum(20, 60)))
	case 9:
		return haxT("trap-request", "http", fmt.Sprintf("HTTP/1.1 429 Too Many Requests\nX-Request-Id: %s\nRetry-After: %d", haxRnd(alnum, 26), haxNum(5, 120)))
	case 10:
		return haxT("trap-license", "chat", fmt.Sprintf("theme order number %s, purchase date %s (the licence itself is attached to the client's Envato account)", haxRnd(digits, 8), haxDate()))
	default:
		return haxT("trap-case", "email", fmt.Sprintf("Your case %s-%d has been updated. Reply above this line to add a comment. [ref:_%s:ref]", haxPick("CS", "SUP", "HC"), haxNum(100000, 9999999), haxRnd(alnum, 10)))
	}
}

func haxTrapHashes() Sample {
	switch rng.IntN(9) {
	case 0:
		return haxT("trap-sha", "git", fmt.Sprintf("commit %s\nAuthor: %s <%s>\nDate:   Tue Mar %d 10:12:44 2024 +0100\n\n    Update footer copyright year", haxHex(40), haxPick(haxFirst...), haxEmail(haxPick(haxClients...)), haxNum(1, 28)))
	case 1:
		return haxT("trap-checksum", "notes", fmt.Sprintf("backup-%s.tar.gz\nsha256: %s", haxDate(), haxHex(64)))
	case 2:
		return haxT("trap-digest", "log", fmt.Sprintf("pulled wordpress:6.%d-php8.2-apache@sha256:%s", haxNum(0, 6), haxHex(64)))
	case 3:
		return haxT("trap-md5", "chat", fmt.Sprintf("md5 of the final PDF is %s, please compare before printing", haxHex(32)))
	case 4:
		return haxT("trap-sha", "chat", fmt.Sprintf("reverted %s and cherry-picked %s onto the staging branch", haxHex(7), haxHex(12)))
	case 5:
		return haxT("trap-etag", "http", fmt.Sprintf("HTTP/2 200\ncontent-type: image/webp\netag: \"%s\"\ncache-control: max-age=31536000", haxHex(32)))
	case 6:
		return haxT("trap-diff", "diff", fmt.Sprintf("diff --git a/style.css b/style.css\nindex %s..%s 100644\n--- a/style.css\n+++ b/style.css\n@@ -12,7 +12,7 @@\n-  color: #333;\n+  color: #222;", haxHex(7), haxHex(7)))
	case 7:
		return haxT("trap-sri", "html", fmt.Sprintf("<script src=\"https://cdn.jsdelivr.net/npm/bootstrap@5.3.%d/dist/js/bootstrap.bundle.min.js\" integrity=\"sha384-%s\" crossorigin=\"anonymous\"></script>", haxNum(0, 3), haxB64(48)))
	default:
		return haxT("trap-lockfile", "lockfile", fmt.Sprintf("\"node_modules/dayjs\": {\n  \"version\": \"1.11.%d\",\n  \"resolved\": \"https://registry.npmjs.org/dayjs/-/dayjs-1.11.%d.tgz\",\n  \"integrity\": \"sha512-%s\"\n}", haxNum(0, 13), haxNum(0, 13), haxB64(64)))
	}
}

func haxSSHPub() string {
	b := []byte{0, 0, 0, 11}
	b = append(b, "ssh-ed25519"...)
	b = append(b, 0, 0, 0, 32)
	for i := 0; i < 32; i++ {
		b = append(b, byte(rng.IntN(256)))
	}
	return "ssh-ed25519 " + base64.StdEncoding.EncodeToString(b)
}

func haxTrapPublic() Sample {
	c := haxSlug(haxPick(haxClients...))
	switch rng.IntN(9) {
	case 0:
		return haxT("trap-pubkey", "chat", fmt.Sprintf("add my public key to the server please:\n%s %s@laptop", haxSSHPub(), strings.ToLower(haxPick(haxFirst...))))
	case 1:
		return haxT("trap-pubkey", "authorized_keys", fmt.Sprintf("# deploy keys for %s\n%s deploy@ci\n%s va@macbook", c, haxSSHPub(), haxSSHPub()))
	case 2:
		raw := haxB64(300)
		var lines []string
		for i := 0; i < len(raw); i += 64 {
			lines = append(lines, raw[i:min(i+64, len(raw))])
		}
		return haxT("trap-cert", "pem", "-----BEGIN CERTIFICATE-----\n"+strings.Join(lines, "\n")+"\n-----END CERTIFICATE-----")
	case 3:
		return haxT("trap-publishable", "js", fmt.Sprintf("const stripe = Stripe('pk_live_%s');", haxRnd(alnum, 99)))
	case 4:
		return haxT("trap-publishable", "html", fmt.Sprintf("<!-- Google tag -->\n<script async src=\"https://www.googletagmanager.com/gtag/js?id=G-%s\"></script>", haxRnd(upper+digits, 10)))
	case 5:
		return haxT("trap-publishable", "notes", fmt.Sprintf("Meta Pixel ID for %s: %d (goes in the theme header)", c, haxNum(100000000000000, 999999999999999)))
	case 6:
		return haxT("trap-pgp", "email", fmt.Sprintf("My PGP fingerprint: %s %s %s %s %s  %s %s %s %s %s", haxRnd("0123456789ABCDEF", 4), haxRnd("0123456789ABCDEF", 4), haxRnd("0123456789ABCDEF", 4), haxRnd("0123456789ABCDEF", 4), haxRnd("0123456789ABCDEF", 4), haxRnd("0123456789ABCDEF", 4), haxRnd("0123456789ABCDEF", 4), haxRnd("0123456789ABCDEF", 4), haxRnd("0123456789ABCDEF", 4), haxRnd("0123456789ABCDEF", 4)))
	case 7:
		return haxT("trap-publishable", "env", fmt.Sprintf("NEXT_PUBLIC_MAPBOX_TOKEN=pk.%s.%s\nNEXT_PUBLIC_SITE_URL=https://%s", haxMapboxBody(c), haxRnd(b64url, 22), haxDomain(c)))
	default:
		return haxT("trap-publishable", "html", fmt.Sprintf("<div class=\"g-recaptcha\" data-sitekey=\"6L%s\"></div>", haxRnd(b64url, 38)))
	}
}

func haxTrapPlaceholder() Sample {
	svc := haxPick(haxServices...)
	k := haxVendor()
	ph := haxPick("<your-token>", "<YOUR_API_KEY>", "YOUR_API_KEY_HERE", "xxxxxxxxxxxx", "********", "changeme", "REPLACE_ME", "{{api_key}}", "[redacted]", "<paste key here>", "your-secret-here", "TODO")
	switch rng.IntN(13) {
	case 0:
		return haxT("trap-placeholder", "readme", fmt.Sprintf("## Setup\n\n1. Copy `.env.example` to `.env`\n2. Set `%s=%s`\n3. Run `%s`", k.env, ph, haxPick("npm start", "python app.py", "make dev", "docker compose up")))
	case 1:
		return haxT("trap-placeholder", "env", fmt.Sprintf("DB_HOST=localhost\nDB_USER=%s\nDB_PASSWORD=%s\nWP_DEBUG=false", haxPick("wordpress", "root", "app"), haxPick("changeme", "password", "<db-password>", "", "CHANGE_ME")))
	case 2:
		return haxT("trap-placeholder", "chat", fmt.Sprintf("the %s password field just shows %s so I can't read it either", svc, strings.Repeat("•", haxNum(8, 14))))
	case 3:
		v := haxPick("SMTP", "FTP", "DB", "MAIL", "WP")
		return haxT("trap-placeholder", "yaml", fmt.Sprintf("%s:\n  user: ${%s_USER}\n  password: ${%s_PASSWORD}", strings.ToLower(v), v, v))
	case 4:
		v := haxPick("FTP_PASSWORD", "SSH_KEY", "STRIPE_KEY", "NPM_TOKEN", k.env)
		return haxT("trap-placeholder", "ci", fmt.Sprintf("- name: Deploy\n  env:\n    %s: ${{ secrets.%s }}\n  run: ./deploy.sh", v, v))
	case 5:
		return haxT("trap-placeholder", "docs", fmt.Sprintf("curl -H \"Authorization: Bearer %s\" https://api.%s.com/v1/me", haxPick("YOUR_ACCESS_TOKEN", "$TOKEN", "<token>", "${API_TOKEN}"), haxPick("freshbooks", "example", "waveapps", "airtable")))
	case 6:
		return haxT("trap-placeholder", "notes", fmt.Sprintf("%s login: %s / %s (fill in after the call)", svc, haxPick("xxxx", "???", "TBD", "..."), haxPick("xxxx", "???", "TBD", "...")))
	case 7:
		return haxT("trap-placeholder", "template", fmt.Sprintf("Hi {{client_name}},\n\nyour %s login is {{email}} and you can set your password at {{reset_link}}.\n\nBest,\n{{va_name}}", svc))
	case 8:
		return haxT("trap-placeholder", "python", fmt.Sprintf("%s = os.environ[\"%s\"]  # never hard-code it", strings.ToLower(k.env), k.env))
	case 9:
		return haxT("trap-placeholder", "chat", fmt.Sprintf("%s password: %s — I removed it before pasting", svc, haxPick("[REDACTED]", "<removed>", "***", "(hidden)")))
	case 10:
		return haxT("trap-placeholder", "docs", fmt.Sprintf("Example: `mysql -u %s -p` (you'll be prompted for the password)", haxPick("root", "admin", "wp_user")))
	case 11:
		return haxT("trap-placeholder", "ini", fmt.Sprintf("[account]\nusername = your_username_here\npassword = %s", haxPick("your_password_here", "<password>", "changeme")))
	default:
		return haxT("trap-placeholder", "docs", fmt.Sprintf("Replace %s with your own key from the %s dashboard.", haxPick("sk_test_XXXXXXXXXXXXXXXX", "sk-...", "ghp_xxxxxxxxxxxx", "AKIAXXXXXXXXXXXXXXXX", "YOUR_KEY"), haxPick("Stripe", "OpenAI", "GitHub", "AWS")))
	}
}

func haxMapboxBody(user string) string {
	return base64.RawURLEncoding.EncodeToString([]byte(`{"u":"` + user + `","a":"` + haxRnd(lower+digits, 25) + `"}`))
}
