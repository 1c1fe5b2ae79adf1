package main

import "fmt"

// hdnIntegTemplates cover automation tools, webhooks and the less common ESPs.
var hdnIntegTemplates = []func() Sample{
	// Omnisend header in a chat.
	func() Sample {
		k := rnd(hexs, 24) + "-" + rnd(alnum, 50)
		n := hdnName()
		t := fmt.Sprintf(`%s: ok the Shopify sync is still failing for Omnisend, can you try with the new key?
%s: X-API-KEY: %s
%s: thx, trying now`, hdnName(), n, k, hdnName())
		return hdnS("omnisend-api-key", "chat", t, hdnL(k))
	},
	// SMTP2GO JSON body.
	func() Sample {
		_, d := hdnClient()
		k := "api-" + rnd(hexs, 32)
		from := hdnMail(d)
		t := fmt.Sprintf(`POST https://api.smtp2go.com/v3/email/send
Content-Type: application/json

{
  "api_key": "%s",
  "to": ["<%s>"],
  "sender": "%s",
  "subject": "Your weekly digest",
  "text_body": "Here is what happened this week..."
}`, k, hdnMail("example.net"), from)
		return hdnS("smtp2go-api-key", "http", t, hdnL(k), from)
	},
	// Mailtrap sending token.
	func() Sample {
		k := rnd(hexs, 32)
		t := fmt.Sprintf(`# staging only, real sends go through postmark
MAILTRAP_API_TOKEN=%s
MAILTRAP_INBOX_ID=%d
MAIL_FROM=staging@%s`, k, hdnN(1000000, 3999999), hdnP("harborbikes.dev", "fernwood-staging.io", "lumenyoga.test"))
		return hdnS("mailtrap-api-token", "env", t, hdnL(k))
	},
	// Ghost admin key.
	func() Sample {
		_, d := hdnClient()
		k := hdnGhostAdmin()
		t := fmt.Sprintf(`GHOST_API_URL=https://%s
GHOST_ADMIN_API_KEY=%s
GHOST_API_VERSION=v5.0
NEWSLETTER_SLUG=%s`, hdnP("blog.", "news.", "")+d, k, hdnP("default-newsletter", "weekly", "the-digest"))
		return hdnS("ghost-admin-key", "env", t, hdnL(k))
	},
	// Beehiiv bearer in n8n node JSON.
	func() Sample {
		k := rnd(alnum, 64)
		pub := "pub_" + hdnUUID()
		t := fmt.Sprintf(`{
  "parameters": {
    "method": "POST",
    "url": "https://api.beehiiv.com/v2/publications/%s/subscriptions",
    "sendHeaders": true,
    "headerParameters": {
      "parameters": [
        { "name": "Authorization", "value": "Bearer %s" }
      ]
    },
    "sendBody": true,
    "jsonBody": "={ \"email\": \"{{ $json.email }}\", \"reactivate_existing\": false }"
  },
  "name": "Add to beehiiv",
  "type": "n8n-nodes-base.httpRequest"
}`, pub, k)
		return hdnS("beehiiv-api-key", "json", t, hdnL(k), pub)
	},
	// MailerLite JWT in WP plugin export.
	func() Sample {
		k := hdnJWT()
		t := fmt.Sprintf(`{"mailerlite_settings":{"api_version":"new","api_key":"%s","group_id":"%d","double_optin":"1","popups":"0"}}`,
			k, hdnN(10000000, 99999999)*1000+hdnN(100, 999))
		return hdnS("mailerlite-api-token", "json", t, hdnL(k))
	},
	// Campaign Monitor basic auth in python.
	func() Sample {
		k := rnd(alnum+"+/", 86) + "=="
		cid := rnd(hexs, 32)
		t := fmt.Sprintf(`# campaign monitor has no bearer auth, it's basic with key + anything
CM_API_KEY = "%s"
CLIENT_ID = "%s"
resp = requests.get(
    f"https://api.createsend.com/api/v3.3/clients/{CLIENT_ID}/lists.json",
    auth=(CM_API_KEY, "x"),
)`, k, cid)
		return hdnS("campaignmonitor-api-key", "code", t, hdnL(k), cid)
	},
	// Mailjet secret shared in a mail.
	func() Sample {
		k := rnd(hexs, 32)
		n := hdnName()
		t := fmt.Sprintf(`Hi %s,

as discussed, here's the secret key for the Mailjet sub-account so you can finish the Magento plugin setup:

%s

The public key is already filled in on the plugin screen. Please don't forward this one.

Cheers,
%s`, n, k, hdnName())
		return hdnS("mailjet-secret-key", "mail", t, hdnL(k), n)
	},
	// Mailchimp OAuth client secret in Django settings.
	func() Sample {
		cid := fmt.Sprint(hdnN(100000000000, 999999999999))
		k := rnd(hexs, 64)
		t := fmt.Sprintf(`# Mailchimp OAuth app "%s Connect"
MAILCHIMP_CLIENT_ID = "%s"
MAILCHIMP_CLIENT_SECRET = "%s"
MAILCHIMP_REDIRECT_URI = "https://app.%s/oauth/mailchimp/callback"`,
			hdnP("Sendwise", "Inkwell", "Letterbox"), cid, k, hdnP("sendwise.io", "inkwell.digital", "letterboxlab.com"))
		return hdnS("mailchimp-oauth-secret", "code", t, hdnL(k), cid)
	},
	// Salesforce Marketing Cloud installed package.
	func() Sample {
		cid, k := rnd(lower+digits, 24), rnd(alnum, 24)
		sub := rnd(lower+digits, 28)
		mid := fmt.Sprint(hdnN(100000000, 999999999))
		t := fmt.Sprintf(`{
  "auth_url": "https://%s.auth.marketingcloudapis.com/",
  "client_id": "%s",
  "client_secret": "%s",
  "account_id": "%s",
  "grant_type": "client_credentials"
}`, sub, cid, k, mid)
		return hdnS("sfmc-client-secret", "json", t, hdnL(k), cid, mid)
	},
	// Diff committing a Mailgun key.
	func() Sample {
		k := hdnMailgunKey()
		t := fmt.Sprintf(`diff --git a/config/mail.py b/config/mail.py
index %s..%s 100644
--- a/config/mail.py
+++ b/config/mail.py
@@ -4,6 +4,7 @@ import os
 MAILGUN_DOMAIN = os.getenv("MAILGUN_DOMAIN", "mg.%s")
 MAILGUN_REGION = "eu"
-MAILGUN_API_KEY = os.getenv("MAILGUN_API_KEY")
+# quick fix for the cron box, env isn't loaded there
+MAILGUN_API_KEY = "%s"
 DEFAULT_FROM = "News <news@%s>"`, rnd(hexs, 7), rnd(hexs, 7), hdnP("fernwood.co", "harborbikes.com", "tidewater.io"), k, hdnP("fernwood.co", "harborbikes.com"))
		return hdnS("mailgun-api-key", "diff", t, hdnL(k))
	},
	// App log dumping config.
	func() Sample {
		_, d := hdnClient()
		pw := hdnPw()
		u := "postmaster@" + hdnSendDomain(d)
		t := fmt.Sprintf(`%sT%s:12.481Z ERROR mailer: transport init failed: dial tcp: i/o timeout
%sT%s:12.482Z DEBUG mailer: cfg={host:smtp.mailgun.org port:587 user:%s pass:%s tls:true}
%sT%s:12.490Z WARN  queue: 214 messages deferred, retry in 300s`, hdnDate(), hdnClock(), hdnDate(), hdnClock(), u, pw, hdnDate(), hdnClock())
		return hdnS("smtp-password", "log", t, hdnL(pw), u)
	},
	// Terraform mailgun provider.
	func() Sample {
		_, d := hdnClient()
		k, pw := hdnMailgunKey(), hdnPwURL()
		sd := hdnSendDomain(d)
		t := fmt.Sprintf(`provider "mailgun" {
  api_key = "%s"
}

resource "mailgun_domain" "news" {
  name          = "%s"
  region        = "eu"
  spam_action   = "disabled"
  smtp_password = "%s"
  dkim_key_size = 2048
}`, k, sd, pw)
		return hdnS("mailgun-api-key", "hcl", t, hdnL(k, pw), sd)
	},
	// docker-compose for listmonk.
	func() Sample {
		apw, dpw := hdnPw(), hdnPwURL()
		t := fmt.Sprintf(`services:
  app:
    image: listmonk/listmonk:v%d.%d.0
    ports: ["9000:9000"]
    environment:
      LISTMONK_app__address: 0.0.0.0:9000
      LISTMONK_db__host: db
      LISTMONK_db__password: %s
      LISTMONK_ADMIN_USER: %s
      LISTMONK_ADMIN_PASSWORD: "%s"
  db:
    image: postgres:%d-alpine
    environment:
      POSTGRES_USER: listmonk
      POSTGRES_PASSWORD: %s`, hdnN(3, 5), hdnN(0, 3), dpw, hdnP("admin", "ops"), apw, hdnN(13, 16), dpw)
		return hdnS("db-password", "yaml", t, hdnL(dpw, apw))
	},
	// wp-config with WP Mail SMTP constants.
	func() Sample {
		k := hdnSG()
		t := fmt.Sprintf(`/* WP Mail SMTP */
define( 'WPMS_ON', true );
define( 'WPMS_MAILER', 'sendgrid' );
define( 'WPMS_SENDGRID_API_KEY', '%s' );
define( 'WPMS_MAIL_FROM', 'shop@%s' );
define( 'WPMS_MAIL_FROM_FORCE', true );

/* That's all, stop editing! Happy publishing. */`, k, hdnP("littlefox.shop", "kettleandcrumb.com", "verdantplant.co"))
		return hdnS("sendgrid-api-key", "code", t, hdnL(k), "WPMS_SENDGRID_API_KEY")
	},
	// Zapier catch hook in a note.
	func() Sample {
		h := hdnZapierHook()
		t := fmt.Sprintf(`Zap "%s → Mailchimp tag"
- trigger: Webhooks by Zapier, Catch Hook
- hook url (anyone with it can fire the zap!): %s
- action: Mailchimp, Add/Update Subscriber, audience "%s"
- owner: %s, last edited %s`, hdnP("Typeform quiz", "Webflow form", "Calendly booking", "Shopify order"), h, hdnP("Main list", "Customers", "Newsletter"), hdnName(), hdnDate())
		return hdnS("webhook-url", "markdown", t, hdnL(h))
	},
	// Slack webhook in YAML alerts config.
	func() Sample {
		h := hdnSlackHook()
		ch := hdnP("#email-alerts", "#campaigns", "#deliverability", "#mkt-ops")
		t := fmt.Sprintf(`alerts:
  bounce_rate_threshold: %d.%d
  complaint_rate_threshold: 0.1
  notify:
    - type: slack
      channel: "%s"
      webhook_url: %s
    - type: email
      to: deliverability@%s`, hdnN(2, 5), hdnN(0, 9), ch, h, hdnP("sendwise.io", "openrate.co", "inkwell.digital"))
		return hdnS("webhook-url", "yaml", t, hdnL(h), ch)
	},
	// Mailgun webhook signing key in Flask.
	func() Sample {
		k := rnd(hexs, 32)
		t := fmt.Sprintf(`import hmac, hashlib

MAILGUN_WEBHOOK_SIGNING_KEY = "%s"

def verify(token: str, timestamp: str, signature: str) -> bool:
    digest = hmac.new(
        MAILGUN_WEBHOOK_SIGNING_KEY.encode(),
        (timestamp + token).encode(),
        hashlib.sha256,
    ).hexdigest()
    return hmac.compare_digest(digest, signature)`, k)
		return hdnS("webhook-signing-key", "code", t, hdnL(k))
	},
	// Cloudflare token for DKIM records.
	func() Sample {
		_, d := hdnClient()
		k := hdnCFToken()
		zone := rnd(hexs, 32)
		t := fmt.Sprintf(`$ export CF_API_TOKEN=%s
$ curl -s -X POST "https://api.cloudflare.com/client/v4/zones/%s/dns_records" \
    -H "Authorization: Bearer $CF_API_TOKEN" -H "Content-Type: application/json" \
    --data '{"type":"CNAME","name":"s1._domainkey.%s","content":"s1.domainkey.u%d.wl.sendgrid.net","proxied":false}'
{"success":true,"errors":[],"messages":[]}`, k, zone, d, hdnN(1000000, 40000000))
		return hdnS("cloudflare-api-token", "shell", t, hdnL(k), zone)
	},
	// Discord / Teams / Make webhook for campaign reports.
	func() Sample {
		var h, where string
		switch rng.IntN(3) {
		case 0:
			h, where = hdnDiscordHook(), "the #newsletter-stats channel on our Discord"
		case 1:
			h, where = hdnTeamsHook(hdnP("inkwelldigital", "sendwise", "openrateco")), "the Campaigns channel in Teams"
		default:
			h, where = hdnMakeHook(), "the Make scenario that writes to the reporting sheet"
		}
		t := fmt.Sprintf(`Weekly report bot: after each send, POST the stats JSON to %s.
URL: %s
(if it leaks, regenerate it, anyone can post with it)`, where, h)
		return hdnS("webhook-url", "note", t, hdnL(h))
	},
}
