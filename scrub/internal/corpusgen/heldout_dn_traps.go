package main

import (
	"fmt"
	"strings"
)

// hdnTrapTemplates look like the configs and code with keys, but hold none.
var hdnTrapTemplates = []func() Sample{
	// .env.example with placeholders.
	func() Sample {
		_, d := hdnClient()
		t := fmt.Sprintf(`# copy to .env and fill in
MAIL_MAILER=%s
MAIL_FROM_ADDRESS=news@%s
SENDGRID_API_KEY=%s
MAILCHIMP_API_KEY=%s
MAIL_PASSWORD=changeme   # change me, never commit the real one`, hdnP("sendgrid", "smtp"), d,
			hdnP("<your-sendgrid-api-key>", "SG.xxxxxxxxxxxxxxxxxxxxxx.xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "your_key_here", ""),
			hdnP("<api-key>-us21", "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx-usX", "YOUR_MAILCHIMP_KEY"))
		return hdnT("trap-placeholder", "env", t)
	},
	// GitHub Actions with secrets references.
	func() Sample {
		t := fmt.Sprintf(`name: send-digest
on:
  schedule:
    - cron: "0 %d * * %d"
jobs:
  send:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - run: python scripts/send_digest.py --list %s
        env:
          POSTMARK_SERVER_TOKEN: ${{ secrets.POSTMARK_SERVER_TOKEN }}
          SMTP_PASSWORD: ${{ secrets.SMTP_PASSWORD }}
          SLACK_WEBHOOK_URL: ${{ secrets.SLACK_WEBHOOK_URL }}`, hdnN(5, 9), hdnN(1, 5), rnd(hexs, 10))
		return hdnT("trap-secret-reference", "yaml", t)
	},
	// ExternalSecret / vault references.
	func() Sample {
		t := fmt.Sprintf(`apiVersion: external-secrets.io/v1beta1
kind: ExternalSecret
metadata:
  name: esp-keys
spec:
  refreshInterval: %s
  secretStoreRef:
    name: vault-%s
    kind: ClusterSecretStore
  data:
    - secretKey: SENDGRID_API_KEY
      remoteRef: { key: marketing/esp/sendgrid, property: api_key }
    - secretKey: MAILGUN_WEBHOOK_SIGNING_KEY
      remoteRef: { key: %s/esp/mailgun, property: signing_key }`, hdnP("1h", "15m", "30m", "6h"), hdnP("prod", "eu", "shared"), hdnP("marketing", "mkt", "growth", "crm"))
		return hdnT("trap-secret-reference", "yaml", t)
	},
	// dig output of a DKIM TXT.
	func() Sample {
		_, d := hdnClient()
		sel := hdnP("s1", "k1", "google", "mail", "pm")
		t := fmt.Sprintf(`$ dig +short TXT %s._domainkey.%s
"v=DKIM1; k=rsa; p=%s"`, sel, d, hdnDKIMPub())
		return hdnT("trap-dkim-public-key", "shell", t)
	},
	// Zone file with SPF, DMARC, verification.
	func() Sample {
		_, d := hdnClient()
		t := fmt.Sprintf(`$ORIGIN %s.
@            3600 IN TXT   "v=spf1 include:_spf.google.com include:%s ~all"
@            3600 IN TXT   "google-site-verification=%s"
_dmarc       3600 IN TXT   "v=DMARC1; p=%s; rua=mailto:dmarc@%s; fo=1"
em%d         3600 IN CNAME u%d.wl%d.sendgrid.net.
s1._domainkey 3600 IN CNAME s1.domainkey.u%d.wl%d.sendgrid.net.`, d,
			hdnP("sendgrid.net", "mailgun.org", "spf.brevo.com", "servers.mcsv.net"), rnd(b64url, 43),
			hdnP("none", "quarantine", "reject"), d, hdnN(1000, 9999), hdnN(1000000, 40000000), hdnN(1, 300), hdnN(1000000, 40000000), hdnN(1, 300))
		return hdnT("trap-dns-records", "zone", t)
	},
	// SendGrid dynamic template id with key from env.
	func() Sample {
		t := fmt.Sprintf(`sg = SendGridAPIClient(os.environ["SENDGRID_API_KEY"])
msg = Mail(from_email="%s", to_emails=user.email)
msg.template_id = "d-%s"
msg.dynamic_template_data = {"first_name": user.first_name, "order_id": "%s"}
resp = sg.send(msg)
log.info("sendgrid status=%%s x-message-id=%%s", resp.status_code, resp.headers.get("X-Message-Id"))`,
			hdnMail(hdnP("quill.co", "harborbikes.com")), rnd(hexs, 32), fmt.Sprint(hdnN(10000, 99999)))
		return hdnT("trap-template-id", "code", t)
	},
	// Mailchimp audience / merge fields JSON.
	func() Sample {
		t := fmt.Sprintf(`{
  "list_id": "%s",
  "web_id": %d,
  "name": "%s",
  "stats": { "member_count": %d, "unsubscribe_count": %d, "open_rate": %d.%d },
  "merge_fields": ["FNAME", "LNAME", "BIRTHDAY"],
  "double_optin": true
}`, rnd(hexs, 10), hdnN(100000, 999999), hdnP("Main newsletter", "Customers 2024", "VIP"), hdnN(1000, 90000), hdnN(10, 900), hdnN(18, 55), hdnN(0, 99))
		return hdnT("trap-list-id", "json", t)
	},
	// Postmark send response.
	func() Sample {
		t := fmt.Sprintf(`{
  "To": "%s",
  "SubmittedAt": "%sT%s:07.5412+00:00",
  "MessageID": "%s",
  "ErrorCode": 0,
  "Message": "OK"
}`, hdnMail("example.com"), hdnDate(), hdnClock(), hdnUUID())
		return hdnT("trap-message-id", "json", t)
	},
	// SES CLI output.
	func() Sample {
		t := fmt.Sprintf(`$ aws sesv2 send-email --from-email-address news@%s --destination ToAddresses=%s --content file://msg.json --configuration-set-name %s
{
    "MessageId": "0102018%s-%s-%s-%s-%s-000000"
}`, hdnP("fernwood.co", "quill.co", "lumenyoga.de"), hdnMail("example.org"), hdnP("newsletter-tracking", "default-cs", "marketing"),
			rnd(hexs, 9), rnd(hexs, 8), rnd(hexs, 4), rnd(hexs, 4), rnd(hexs, 12))
		return hdnT("trap-message-id", "shell", t)
	},
	// Postfix log.
	func() Sample {
		q1, q2 := rnd(upper+digits, 10), rnd(upper+digits, 11)
		_, d := hdnClient()
		t := fmt.Sprintf(`%s mx1 postfix/smtp[%d]: %s: to=<%s>, relay=gmail-smtp-in.l.google.com[142.250.%d.%d]:25, delay=1.2, dsn=2.0.0, status=sent (250 2.0.0 OK  %d %s.%d - gsmtp)
%s mx1 postfix/smtp[%d]: %s: to=<%s>, relay=none, delay=30, dsn=4.4.1, status=deferred (connect to mx.%s[%d.%d.%d.%d]:25: Connection timed out)
%s mx1 postfix/qmgr[%d]: %s: from=<bounces@news.%s>, size=%d, nrcpt=1 (queue active)`,
			hdnClock(), hdnN(1000, 30000), q1, hdnMail("gmail.com"), hdnN(1, 250), hdnN(1, 250), hdnN(1700000000, 1760000000), rnd(lower+digits, 20), hdnN(100, 999),
			hdnClock(), hdnN(1000, 30000), q2, hdnMail(d), d, hdnN(1, 250), hdnN(1, 250), hdnN(1, 250), hdnN(1, 250),
			hdnClock(), hdnN(1000, 30000), q2, d, hdnN(8000, 90000))
		return hdnT("trap-queue-id", "log", t)
	},
	// Bounce CSV.
	func() Sample {
		var b strings.Builder
		b.WriteString("email,event,reason,timestamp,sg_message_id\n")
		for i := 0; i < hdnN(3, 5); i++ {
			b.WriteString(fmt.Sprintf("%s,%s,%s,%d,%s.filter%04d.%d.%s.0\n", hdnMail(hdnP("gmail.com", "yahoo.com", "web.de", "icloud.com")),
				hdnP("bounce", "dropped", "deferred"), hdnP("550 5.1.1 user unknown", "Bounced Address", "452 mailbox full"),
				hdnN(1700000000, 1760000000), rnd(b64url, 22), hdnN(1, 9999), hdnN(10000, 99999), strings.ToUpper(rnd(hexs, 8))))
		}
		return hdnT("trap-message-id", "csv", strings.TrimRight(b.String(), "\n"))
	},
	// Campaign stats table.
	func() Sample {
		t := fmt.Sprintf(`| Campaign | Sent | Opens | Clicks | Unsubs |
|---|---|---|---|---|
| %s | %d | %d.%d%% | %d.%d%% | %d |
| %s | %d | %d.%d%% | %d.%d%% | %d |

Campaign IDs for the export: %s, %s`, hdnP("Spring sale", "Issue #42", "Welcome v3"), hdnN(2000, 90000), hdnN(20, 60), hdnN(0, 9), hdnN(1, 9), hdnN(0, 9), hdnN(3, 200),
			hdnP("Winback", "Issue #43", "Restock alert"), hdnN(2000, 90000), hdnN(20, 60), hdnN(0, 9), hdnN(1, 9), hdnN(0, 9), hdnN(3, 200), rnd(hexs, 10), rnd(hexs, 10))
		return hdnT("trap-campaign-id", "markdown", t)
	},
	// Masked key in dashboard.
	func() Sample {
		t := fmt.Sprintf(`API Keys
Name               Key                                   Created      Last used
%s      %s   %s   %s
%s     %s   %s   never`, hdnP("prod-transactional", "shopify-sync  "), hdnP("SG.****************.****", "••••••••••••••••••••-us14", "xkeysib-••••••••••••"+rnd(alnum, 4)),
			hdnDate(), hdnDate(), hdnP("zapier-old    ", "staging       "), hdnP("key-****************************"+rnd(hexs, 4), "************ (hidden)", "[REDACTED]"), hdnDate())
		return hdnT("trap-masked-key", "table", t)
	},
	// SendGrid event webhook verification public key.
	func() Sample {
		pub := "MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE" + rnd(alnum+"+/", 84) + "=="
		t := fmt.Sprintf(`Signed Event Webhook is on. SendGrid shows this verification key, it's the ECDSA *public* key we use to check the X-Twilio-Email-Event-Webhook-Signature header, fine to commit:

EVENT_WEBHOOK_PUBLIC_KEY=%s`, pub)
		return hdnT("trap-public-key", "note", t)
	},
	// OAuth client id only.
	func() Sample {
		t := fmt.Sprintf(`Mailchimp OAuth app registered.
client_id: %d
redirect URI: https://app.%s/oauth/mailchimp/callback
client secret is in 1Password ("Mailchimp OAuth – prod").`, hdnN(100000000000, 999999999999), hdnP("sendwise.io", "inkwell.digital"))
		return hdnT("trap-client-id", "note", t)
	},
	// SES ARNs.
	func() Sample {
		acct := rnd(digits, 12)
		reg := hdnP("eu-west-1", "us-east-1")
		t := fmt.Sprintf(`{
  "Effect": "Allow",
  "Action": ["ses:SendEmail", "ses:SendRawEmail"],
  "Resource": [
    "arn:aws:ses:%s:%s:identity/%s",
    "arn:aws:ses:%s:%s:configuration-set/%s"
  ],
  "Condition": {"StringEquals": {"ses:FromAddress": "news@%s"}}
}`, reg, acct, hdnP("fernwood.co", "harborbikes.com"), reg, acct, hdnP("marketing", "tracking"), hdnP("fernwood.co", "harborbikes.com"))
		return hdnT("trap-arn", "json", t)
	},
	// HTML with base64 image.
	func() Sample {
		t := fmt.Sprintf(`<td align="center" style="padding:24px 0">
  <img src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAA%s" width="%d" alt="%s logo">
</td>`, rnd(alnum+"+/", hdnN(120, 220)), hdnN(120, 220), hdnP("Fernwood", "Harbor", "Quill"))
		return hdnT("trap-base64-image", "html", t)
	},
	// SMTP session to MX, no auth.
	func() Sample {
		_, d := hdnClient()
		t := fmt.Sprintf(`$ telnet mx.%s 25
220 mx.%s ESMTP Postfix
EHLO test.local
250-mx.%s
250-STARTTLS
250 8BITMIME
MAIL FROM:<bounce-test@%s>
250 2.1.0 Ok
RCPT TO:<nobody@%s>
550 5.1.1 <nobody@%s>: Recipient address rejected: User unknown`, d, d, d, hdnP("sendwise.io", "openrate.co"), d, d)
		return hdnT("trap-smtp-session", "shell", t)
	},
	// Commit removing literal key.
	func() Sample {
		a := hdnP("tom", "lena", "ravi", "ines", "bram")
		t := fmt.Sprintf(`commit %s
Author: %s <%s@%s>
Date:   %s

    Read ESP keys from the environment

    Mailgun and Postmark credentials now come from MAILGUN_API_KEY and
    POSTMARK_SERVER_TOKEN; the old keys were rotated on %s.`, rnd(hexs, 40), hdnCap(a), a, hdnP("sendwise.io", "inkwell.digital"), hdnDate(), hdnDate())
		return hdnT("trap-commit-sha", "git", t)
	},
	// ESP invoice.
	func() Sample {
		t := fmt.Sprintf(`Your %s invoice %s

Plan: %s (%d,000 contacts)
Amount: $%d.00
Paid with Visa ending in %s
Invoice number: %s-%s
Questions? Reply to this email.`, hdnP("Mailchimp", "Klaviyo", "SendGrid", "Brevo"), hdnDate(), hdnP("Standard", "Essentials", "Pro"), hdnN(5, 50), hdnN(20, 900), rnd(digits, 4), hdnP("MC", "INV", "SG"), rnd(digits, 9))
		return hdnT("trap-invoice", "mail", t)
	},
	// Raw email headers with DKIM-Signature.
	func() Sample {
		_, d := hdnClient()
		t := fmt.Sprintf(`DKIM-Signature: v=1; a=rsa-sha256; c=relaxed/relaxed; d=%s; s=%s;
	h=from:to:subject:date:message-id; bh=%s=;
	b=%s
Message-ID: <%s@%s>
Feedback-ID: %s:%s:mailchimp
List-Unsubscribe-Post: List-Unsubscribe=One-Click
X-Campaign-ID: %s`, d, hdnP("k1", "s1", "mte1"), rnd(alnum+"+/", 42), rnd(alnum+"+/", 170), rnd(hexs, 24), hdnSendDomain(d), rnd(digits, 8), rnd(hexs, 10), rnd(hexs, 10))
		return hdnT("trap-dkim-signature", "headers", t)
	},
	// docker compose with env refs.
	func() Sample {
		t := fmt.Sprintf(`services:
  listmonk:
    image: listmonk/listmonk:v`+fmt.Sprintf("%d.%d.%d", hdnN(3, 5), hdnN(0, 3), hdnN(0, 3))+`
    ports: ["`+fmt.Sprint(hdnN(80, 99)*100)+`:9000"]
    env_file: .env
    environment:
      LISTMONK_db__password: ${POSTGRES_PASSWORD}
      LISTMONK_ADMIN_PASSWORD: ${LISTMONK_ADMIN_PASSWORD:?set it in .env}
  db:
    image: postgres:%d
    environment:
      POSTGRES_PASSWORD: ${POSTGRES_PASSWORD}`, hdnN(13, 16))
		return hdnT("trap-secret-reference", "yaml", t)
	},
	// Terraform variable, sensitive.
	func() Sample {
		t := `variable "sendgrid_api_key" {
  type      = string
  sensitive = true
}

resource "sendgrid_api_key" "newsletter" {
  name   = "` + hdnP("newsletter", "receipts", "digest", "alerts") + `-` + hdnP("prod", "staging", "eu") + `"
  scopes = ["mail.send"` + hdnP("", `, "suppression.read"`, `, "stats.read"`, `, "templates.read"`) + `]
}

output "key_name" { value = sendgrid_api_key.newsletter.name }`
		return hdnT("trap-secret-reference", "hcl", t)
	},
	// Ansible vault refs.
	func() Sample {
		_, d := hdnClient()
		t := fmt.Sprintf(`postfix_relayhost: "[smtp.sendgrid.net]:587"
postfix_sasl_user: apikey
postfix_sasl_password: "{{ vault_sendgrid_api_key }}"
opendkim_domains:
  - name: %s
    selector: %s
    key: "{{ lookup('community.hashi_vault.hashi_vault', 'secret/data/dkim/%s:private') }}"`, d, hdnP("s1", "mail"), d)
		return hdnT("trap-secret-reference", "yaml", t)
	},
	// Mailchimp API error.
	func() Sample {
		t := fmt.Sprintf(`{
  "type": "https://mailchimp.com/developer/marketing/docs/errors/",
  "title": "API Key Invalid",
  "status": 401,
  "detail": "Your API key may be invalid, or you've attempted to access the wrong datacenter.",
  "instance": "%s"
}`, hdnUUID())
		return hdnT("trap-request-id", "json", t)
	},
	// Mailchimp embed form.
	func() Sample {
		t := fmt.Sprintf(`<form action="https://%s.us%d.list-manage.com/subscribe/post?u=%s&amp;id=%s&amp;f_id=00%s" method="post" target="_blank">
  <input type="email" name="EMAIL" placeholder="you@example.com" required>
  <div style="position:absolute;left:-5000px" aria-hidden="true"><input type="text" name="b_%s_%s" tabindex="-1" value=""></div>
  <button type="submit">Subscribe</button>
</form>`, hdnP("fernwood", "harborbikes", "quillco"), hdnN(1, 21), rnd(hexs, 25), rnd(hexs, 10), rnd(hexs, 6), rnd(hexs, 25), rnd(hexs, 10))
		return hdnT("trap-embed-form", "html", t)
	},
	// HubSpot form embed.
	func() Sample {
		t := fmt.Sprintf(`<script charset="utf-8" type="text/javascript" src="//js-eu1.hsforms.net/forms/embed/v2.js"></script>
<script>
  hbspt.forms.create({
    region: "eu1",
    portalId: "%d",
    formId: "%s"
  });
</script>`, hdnN(1000000, 49999999), hdnUUID())
		return hdnT("trap-form-id", "html", t)
	},
	// Cloudflare zone/account ids with env token.
	func() Sample {
		t := fmt.Sprintf(`# dns automation for sending domains
CF_ACCOUNT_ID=%s
CF_ZONE_ID=%s
CF_API_TOKEN=${CF_API_TOKEN}   # from the CI secret store
DKIM_TARGET=s1.domainkey.u%d.wl%d.sendgrid.net`, rnd(hexs, 32), rnd(hexs, 32), hdnN(1000000, 40000000), hdnN(1, 300))
		return hdnT("trap-zone-id", "env", t)
	},
}
