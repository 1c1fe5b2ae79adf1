package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// Traps for part heldout-bz, hosting, DNS, payments and ads side.

func hbzTrapGens2() []hbzGen {
	return []hbzGen{
		{14, hbzTrapDNS},
		{12, hbzTrapCloudflare},
		{8, hbzTrapSSHPub},
		{8, hbzTrapDeployYAML},
		{8, hbzTrapFTP},
		{8, hbzTrapInvoice},
		{12, hbzTrapStripe},
		{12, hbzTrapTracking},
		{6, hbzTrapAdsIDs},
		{8, hbzTrapPublicKeys},
		{12, hbzTrapMasked},
		{6, hbzTrapWebhookDoc},
		{8, hbzTrapRegistrar},
		{8, hbzTrapSheetVault},
		{10, hbzTrapHandover},
		{8, hbzTrapOffice},
		{8, hbzTrap2FA},
		{10, hbzTrapRandom},
		{6, hbzTrapOAuthIDs},
	}
}

func hbzTrapDNS() Sample {
	c := hbzNewClient()
	switch rng.IntN(3) {
	case 0:
		t := fmt.Sprintf("%s.\t3600\tIN\tA\t%s\nwww\t3600\tIN\tCNAME\t%s.\n@\t3600\tIN\tMX\t10 mx1.%s.net.\n@\t3600\tIN\tTXT\t\"v=spf1 include:_spf.google.com include:sendgrid.net ~all\"\n@\t3600\tIN\tTXT\t\"google-site-verification=%s\"", c.Domain, hbzIP(), c.Domain, strings.ToLower(strings.ReplaceAll(pick(hbzHosts), " ", "")), rnd(b64url, 43))
		return hbzT("trap-dns-zone", "zone", t)
	case 1:
		t := fmt.Sprintf("Please add this DKIM record for %s so Brevo can sign mail:\n\nHost: mail._domainkey\nType: TXT\nValue: k=rsa;p=MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQ%s\n\nand the brevo-code TXT: brevo-code:%s", c.Domain, rnd(alnum+"+/", 150)+"IDAQAB", rnd(hexs, 32))
		return hbzT("trap-dkim-public", "mail", t)
	}
	t := fmt.Sprintf("$ dig +short TXT _dmarc.%s\n\"v=DMARC1; p=quarantine; rua=mailto:dmarc@%s\"\n$ dig +short NS %s\n%s.ns.cloudflare.com.\n%s.ns.cloudflare.com.", c.Domain, c.Domain, c.Domain, strings.ToLower(pick(hbzFirsts)), strings.ToLower(pick(hbzFirsts)))
	return hbzT("trap-dns-lookup", "shell", t)
}

func hbzTrapCloudflare() Sample {
	c := hbzNewClient()
	switch rng.IntN(4) {
	case 0:
		t := fmt.Sprintf("Cloudflare - %s\nZone ID: %s\nAccount ID: %s\nPlan: Free\nSSL mode: Full (strict)\nAPI token: stored in 1Password (\"CF %s DNS edit\")", c.Domain, rnd(hexs, 32), rnd(hexs, 32), c.Name)
		return hbzT("trap-cloudflare-ids", "note", t)
	case 1:
		t := fmt.Sprintf("Error 522 Ray ID: %s • %s UTC\nConnection timed out\nYou → Cloudflare (%s) → Host (%s)", rnd(hexs, 16), hbzDate(), pick([]string{"London", "Dublin", "Frankfurt", "Amsterdam"}), c.Domain)
		return hbzT("trap-cloudflare-ray", "log", t)
	case 2:
		t := fmt.Sprintf("curl -X GET \"https://api.cloudflare.com/client/v4/zones/%s/dns_records\" \\\n  -H \"Authorization: Bearer $CLOUDFLARE_API_TOKEN\"", rnd(hexs, 32))
		return hbzT("trap-cloudflare-env-ref", "shell", t)
	}
	t := fmt.Sprintf("name = \"%s-forms\"\nmain = \"src/index.ts\"\naccount_id = \"%s\"\n\n[[kv_namespaces]]\nbinding = \"SUBMISSIONS\"\nid = \"%s\"\n# token: wrangler secret put CF_API_TOKEN", c.Slug, rnd(hexs, 32), rnd(hexs, 32))
	return hbzT("trap-cloudflare-ids", "toml", t)
}

func hbzTrapSSHPub() Sample {
	c := hbzNewClient()
	switch rng.IntN(3) {
	case 0:
		t := fmt.Sprintf("Hi, please add my public key to the server for %s:\n\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI%s %s@macbook", c.Domain, rnd(alnum+"+/", 43), strings.ToLower(hbzPerson()))
		return hbzT("trap-ssh-public-key", "mail", t)
	case 1:
		t := fmt.Sprintf("$ ssh-keygen -lf ~/.ssh/%s_deploy.pub\n256 SHA256:%s deploy@%s (ED25519)", c.Slug, rnd(alnum+"+/", 43), c.Domain)
		return hbzT("trap-ssh-fingerprint", "shell", t)
	}
	t := fmt.Sprintf("The authenticity of host '%s (%s)' can't be established.\nED25519 key fingerprint is SHA256:%s.\nAre you sure you want to continue connecting (yes/no/[fingerprint])? yes", c.Domain, hbzIP(), rnd(alnum+"+/", 43))
	return hbzT("trap-ssh-hostkey", "shell", t)
}

func hbzTrapDeployYAML() Sample {
	c := hbzNewClient()
	switch rng.IntN(2) {
	case 0:
		t := fmt.Sprintf("name: Deploy theme\non:\n  push:\n    branches: [main]\njobs:\n  deploy:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: SamKirkland/FTP-Deploy-Action@v4.3.5\n        with:\n          server: ftp.%s\n          username: ${{ secrets.FTP_USERNAME }}\n          password: ${{ secrets.FTP_PASSWORD }}\n          server-dir: /public_html/wp-content/themes/%s/", c.Domain, c.Slug)
		return hbzT("trap-ci-secret-ref", "yaml", t)
	}
	t := fmt.Sprintf("deploy_staging:\n  stage: deploy\n  script:\n    - rsync -az --delete ./ %s@%s:/var/www/staging/\n  variables:\n    SSH_PRIVATE_KEY: $STAGING_SSH_KEY\n  only:\n    - develop", c.Slug[:min(8, len(c.Slug))], hbzIP())
	return hbzT("trap-ci-secret-ref", "yaml", t)
}

func hbzTrapFTP() Sample {
	c := hbzNewClient()
	u := c.Slug[:min(8, len(c.Slug))]
	switch rng.IntN(3) {
	case 0:
		t := fmt.Sprintf("Status:\tConnecting to %s:21...\nStatus:\tConnection established, waiting for welcome message...\nResponse:\t220 FTP Server ready.\nCommand:\tUSER %s\nResponse:\t331 Password required for %s\nCommand:\tPASS ********\nResponse:\t230 User %s logged in", hbzIP(), u, u, u)
		return hbzT("trap-ftp-log", "log", t)
	case 1:
		t := fmt.Sprintf("<Server>\n\t<Host>sftp.%s</Host>\n\t<Port>22</Port>\n\t<Protocol>1</Protocol>\n\t<User>%s</User>\n\t<Logontype>2</Logontype>\n\t<Name>%s (ask for password)</Name>\n</Server>", c.Domain, u, c.Name)
		return hbzT("trap-filezilla-ask", "xml", t)
	}
	t := fmt.Sprintf("FTP for %s: host ftp.%s, user %s, port 21. Password: ask %s, she keeps it.", c.Name, c.Domain, u, c.First)
	return hbzT("trap-ftp-reference", "note", t)
}

func hbzTrapInvoice() Sample {
	c := hbzNewClient()
	iban := pick([]string{"IE", "DE", "NL", "GB"}) + rnd(digits, 2) + " " + rnd(upper, 4) + " " + rnd(digits, 4) + " " + rnd(digits, 4) + " " + rnd(digits, 4) + " " + rnd(digits, 2)
	switch rng.IntN(2) {
	case 0:
		t := fmt.Sprintf("Invoice INV-%d-%03d\nTo: %s\nWebsite care plan (%s), %s\nHosting + SSL renewal\nTotal due: €%d.00\n\nBank: %s\nReference: %s-%d", 2023+rng.IntN(3), rng.IntN(999), c.Name, c.Domain, hbzDate(), 200+rng.IntN(900), iban, strings.ToUpper(c.Slug[:min(5, len(c.Slug))]), rng.IntN(999))
		return hbzT("trap-invoice", "mail", t)
	}
	t := fmt.Sprintf("Dear customer,\n\nyour %s hosting package for %s renews on %s. Customer number: %s. Contract ID: %s. No action needed if you pay by direct debit.", pick(hbzHosts), c.Domain, hbzDate(), hbzDigitsNoLead(8), strings.ToUpper(rnd(alnum, 10)))
	return hbzT("trap-hosting-notice", "mail", t)
}

func hbzTrapStripe() Sample {
	c := hbzNewClient()
	switch rng.IntN(3) {
	case 0:
		t := fmt.Sprintf("<script src=\"https://js.stripe.com/v3/\"></script>\n<script>\n  const stripe = Stripe('pk_live_51%s');\n  // %s booking widget\n</script>", rnd(alnum, 60+rng.IntN(30)), c.Name)
		return hbzT("trap-stripe-publishable", "html", t)
	case 1:
		t := fmt.Sprintf("Stripe webhook log (%s)\nevt_%s  payment_intent.succeeded  200\nevt_%s  charge.refunded           200\nAccount: acct_%s\nEndpoint: https://%s/?wc-api=wc_stripe", hbzDate(), rnd(alnum, 24), rnd(alnum, 24), rnd(alnum, 16), c.Domain)
		return hbzT("trap-stripe-ids", "log", t)
	}
	t := fmt.Sprintf("%s: the refund for cus_%s didn't go through, request id req_%s\n%s: Stripe says the card was cancelled, refunding by bank transfer", hbzPerson(), rnd(alnum, 14), rnd(alnum, 14), hbzPerson())
	return hbzT("trap-stripe-ids", "chat", t)
}

func hbzTrapTracking() Sample {
	switch rng.IntN(3) {
	case 0:
		id := "G-" + rnd(upper+digits, 10)
		t := fmt.Sprintf("<!-- Google tag (gtag.js) -->\n<script async src=\"https://www.googletagmanager.com/gtag/js?id=%s\"></script>\n<script>\n  window.dataLayer = window.dataLayer || [];\n  function gtag(){dataLayer.push(arguments);}\n  gtag('js', new Date());\n  gtag('config', '%s');\n</script>", id, id)
		return hbzT("trap-analytics-id", "html", t)
	case 1:
		t := fmt.Sprintf("fbq('init', '%s');\nfbq('track', 'PageView');", hbzDigitsNoLead(15))
		return hbzT("trap-meta-pixel", "js", t)
	}
	c := hbzNewClient()
	t := fmt.Sprintf("Tracking setup for %s\n- GTM container: GTM-%s\n- GA4 property: %s, stream %s\n- Meta pixel: %s\n- Consent mode v2: on", c.Domain, rnd(upper+digits, 7), hbzDigitsNoLead(9), "G-"+rnd(upper+digits, 10), hbzDigitsNoLead(15))
	return hbzT("trap-tracking-ids", "note", t)
}

func hbzTrapAdsIDs() Sample {
	c := hbzNewClient()
	switch rng.IntN(2) {
	case 0:
		t := fmt.Sprintf("Google Ads for %s\nCustomer ID: %s-%s-%s\nConversion ID: AW-%s\nConversion label (purchase): %s\nManager: our MCC", c.Name, rnd(digits, 3), rnd(digits, 3), rnd(digits, 4), hbzDigitsNoLead(10), rnd(b64url, 20))
		return hbzT("trap-ads-ids", "note", t)
	}
	t := fmt.Sprintf("%s: I've sent the access request to ad account act_%s from our Business Manager (ID %s), can you approve it in Business Settings?", hbzPerson(), hbzDigitsNoLead(15), hbzDigitsNoLead(15))
	return hbzT("trap-ads-ids", "chat", t)
}

func hbzTrapPublicKeys() Sample {
	c := hbzNewClient()
	switch rng.IntN(3) {
	case 0:
		t := fmt.Sprintf("<div class=\"g-recaptcha\" data-sitekey=\"%s\"></div>\n<!-- contact form, %s -->", hbzRecaptcha(), c.Domain)
		return hbzT("trap-recaptcha-site-key", "html", t)
	case 1:
		t := fmt.Sprintf("<script src=\"https://www.paypal.com/sdk/js?client-id=A%s&currency=EUR\"></script>", rnd(b64url, 79))
		return hbzT("trap-paypal-client-id", "html", t)
	}
	t := fmt.Sprintf("Mailchimp embedded form for %s: action=\"https://%s.us%d.list-manage.com/subscribe/post?u=%s&amp;id=%s\"", c.Domain, c.Slug, 1+rng.IntN(21), rnd(hexs, 25), rnd(hexs, 10))
	return hbzT("trap-mailchimp-form", "html", t)
}

func hbzTrapMasked() Sample {
	c := hbzNewClient()
	switch rng.IntN(5) {
	case 0:
		t := fmt.Sprintf("WooCommerce > Payments > Stripe\nLive publishable key: pk_live_51%s\nLive secret key: sk_live_••••••••••••••••%s\nWebhook secret: whsec_••••", rnd(alnum, 40), rnd(alnum, 4))
		return hbzT("trap-masked-key", "note", t)
	case 1:
		t := fmt.Sprintf("WPMS_SENDGRID_API_KEY=[REDACTED]\nWPMS_MAIL_FROM=noreply@%s", c.Domain)
		return hbzT("trap-redacted", "env", t)
	case 2:
		t := fmt.Sprintf("%s: cPanel for %s - user %s, pw xxxxxxxx (I'll ring you with it)", hbzPerson(), c.Domain, c.Slug[:min(8, len(c.Slug))])
		return hbzT("trap-masked-password", "chat", t)
	case 3:
		t := fmt.Sprintf("Client logins (%s)\nWP admin: %s / ****\nHosting: %s / ****\nFull details in the shared vault.", c.Name, hbzUser(c), c.Email)
		return hbzT("trap-masked-password", "note", t)
	}
	t := "// " + c.Domain + "\ndefine( 'DB_PASSWORD', '<your-db-password>' );\ndefine( 'WPMS_SMTP_PASS', '<smtp-password>' );\n// replace the values in angle brackets before deploying"
	return hbzT("trap-placeholder", "php", t)
}

func hbzTrapWebhookDoc() Sample {
	c := hbzNewClient()
	switch rng.IntN(3) {
	case 0:
		t := "SLACK_WEBHOOK_URL=https://hooks.slack.com/services/XXXXXXXXX/XXXXXXXXX/XXXXXXXXXXXXXXXXXXXXXXXX\n# create your own in Slack > Apps > Incoming Webhooks\nSITE=" + c.Domain
		return hbzT("trap-webhook-placeholder", "env", t)
	case 1:
		t := fmt.Sprintf("README (%s maintenance script)\n\nSet DISCORD_WEBHOOK to your channel's webhook URL, e.g. https://discord.com/api/webhooks/<id>/<token>, and run ./check.sh", c.Slug)
		return hbzT("trap-webhook-placeholder", "markdown", t)
	}
	t := fmt.Sprintf("%s: where does the uptime alert go?\n%s: Discord #alerts channel via a webhook, URL is in the Uptime Kuma settings (not pasting it here)", hbzPerson(), hbzPerson())
	return hbzT("trap-webhook-reference", "chat", t)
}

func hbzTrapRegistrar() Sample {
	c := hbzNewClient()
	switch rng.IntN(3) {
	case 0:
		t := fmt.Sprintf("Hi %s,\n\nTo move %s to %s I need the transfer (EPP) code. You can request it in your current registrar's dashboard under Domain > Transfer out; they'll email it to you. Please forward that email to me when it arrives.\n\n%s", c.First, c.Domain, pick(hbzRegistrars), hbzPerson())
		return hbzT("trap-epp-talk", "mail", t)
	case 1:
		t := fmt.Sprintf("Domain: %s\nRegistrar: %s\nStatus: clientTransferProhibited\nExpires: %s\nNameservers: ns1.%s.com, ns2.%s.com", c.Domain, pick(hbzRegistrars), hbzDate(), strings.ToLower(strings.ReplaceAll(pick(hbzRegistrars), " ", "")), strings.ToLower(strings.ReplaceAll(pick(hbzRegistrars), " ", "")))
		return hbzT("trap-whois", "whois", t)
	}
	t := fmt.Sprintf("domain,registrar,account,expires,auto-renew\n%s,%s,client,%s,yes\n%s,%s,agency,%s,no\n", c.Domain, pick(hbzRegistrars), hbzDate(), hbzNewClient().Domain, pick(hbzRegistrars), hbzDate())
	return hbzT("trap-domain-sheet", "csv", t)
}

func hbzTrapSheetVault() Sample {
	c1, c2 := hbzNewClient(), hbzNewClient()
	switch rng.IntN(2) {
	case 0:
		t := fmt.Sprintf("client,site,service,login,password\n%s,%s,WordPress,%s,vault: %s/wp\n%s,%s,cPanel,%s,vault: %s/cpanel\n", c1.Name, c1.Domain, hbzUser(c1), c1.Slug, c2.Name, c2.Domain, c2.Slug[:min(8, len(c2.Slug))], c2.Slug)
		return hbzT("trap-vault-reference", "csv", t)
	}
	t := fmt.Sprintf("| Client | Service | Login | Password |\n|---|---|---|---|\n| %s | WP | %s | 1Password |\n| %s | Hosting | %s | client keeps it |", c1.Name, hbzUser(c1), c2.Name, c2.Email)
	return hbzT("trap-vault-reference", "markdown", t)
}

func hbzTrapHandover() Sample {
	c := hbzNewClient()
	t := fmt.Sprintf("Subject: %s - website handover\n\nHi %s,\n\nThe project is wrapped up! Summary:\n- Site: https://%s (WordPress %d.%d, theme %s)\n- Hosting: %s, in your name\n- Domain: %s, renews %s\n- Backups: daily, kept 30 days\n\nI'll send the logins separately through a one-time secure link, so none of them are in this email.\n\nThanks,\n%s", c.Name, c.First, c.Domain, 6, rng.IntN(8), pick([]string{"Astra", "Kadence", "GeneratePress"}), pick(hbzHosts), pick(hbzRegistrars), hbzDate(), hbzPerson())
	return hbzT("trap-handover-no-creds", "mail", t)
}

func hbzTrapOffice() Sample {
	c := hbzNewClient()
	switch rng.IntN(2) {
	case 0:
		t := fmt.Sprintf("Shoot at %s Thursday 9am, %s lets us in. Guest Wi-Fi is open (no password), network \"%s-Guest\". Parking behind the building.", c.Name, c.First, hbzTitle(c.Slug[:min(8, len(c.Slug))]))
		return hbzT("trap-wifi-open", "note", t)
	}
	t := fmt.Sprintf("%s: what's the door code for the studio?\n%s: changed it this week, I'll text you, don't want it in Slack", hbzPerson(), hbzPerson())
	return hbzT("trap-code-reference", "chat", t)
}

func hbzTrap2FA() Sample {
	c := hbzNewClient()
	switch rng.IntN(2) {
	case 0:
		t := fmt.Sprintf("Hi %s, please turn on two-factor for your admin account on %s: Users > Profile > Wordfence 2FA, scan the QR code with Google Authenticator and save the backup codes somewhere safe (not in email!).", c.First, c.Domain)
		return hbzT("trap-2fa-talk", "mail", t)
	}
	t := fmt.Sprintf("%s: your login code is on its way to your phone\n%s: got it, logged in. Should I keep the 10 backup codes Google gave me?\n%s: yes, print them and keep them in the office safe", c.First, c.First, hbzPerson())
	return hbzT("trap-2fa-talk", "chat", t)
}

func hbzTrapRandom() Sample {
	c := hbzNewClient()
	switch rng.IntN(4) {
	case 0:
		t := fmt.Sprintf("<link rel='stylesheet' href='https://%s/wp-content/cache/autoptimize/css/autoptimize_%s.css' media='all' />", c.Domain, rnd(hexs, 32))
		return hbzT("trap-cache-hash", "html", t)
	case 1:
		img := base64.StdEncoding.EncodeToString([]byte("\x89PNG\r\n\x1a\n" + rnd(alnum, 60)))
		t := fmt.Sprintf(".logo { background-image: url(\"data:image/png;base64,%s\"); }", img)
		return hbzT("trap-base64-image", "css", t)
	case 2:
		t := fmt.Sprintf("Build #%d for %s-theme: passed\ncommit %s\nartifact: theme-%s.zip (sha256 %s)", 100+rng.IntN(900), c.Slug, rnd(hexs, 40), rnd(hexs, 7), rnd(hexs, 64))
		return hbzT("trap-build-ids", "log", t)
	}
	t := fmt.Sprintf("[%s] %s POST /wp-json/contact-form-7/v1/contact-forms/%d/feedback 200 trace=%s request_id=%s", hbzDate(), hbzIP(), 10+rng.IntN(900), rnd(hexs, 32), hbzUUID())
	return hbzT("trap-request-ids", "log", t)
}

func hbzTrapOAuthIDs() Sample {
	c := hbzNewClient()
	switch rng.IntN(2) {
	case 0:
		t := fmt.Sprintf("Site Kit setup for %s: OAuth client ID %s, redirect URI https://%s/wp-admin/. The secret stays in Google Cloud console.", c.Domain, hbzGoogleClientID(), c.Domain)
		return hbzT("trap-oauth-client-id", "note", t)
	}
	t := fmt.Sprintf("{\n  \"facebook\": {\n    \"app_id\": \"%s\",\n    \"app_secret\": \"${FB_APP_SECRET}\",\n    \"graph_version\": \"v19.0\"\n  }\n}", hbzDigitsNoLead(15))
	return hbzT("trap-meta-app-id", "json", t)
}
