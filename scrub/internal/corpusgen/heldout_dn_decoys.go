package main

import (
	"fmt"
	"strings"
)

// hdnDecoyTemplates are chats, notes and logs about credentials that hold none.
var hdnDecoyTemplates = []func() Sample{
	// Rotated key, stored in 1Password.
	func() Sample {
		t := fmt.Sprintf(`%s: rotated the %s key after the contractor left. New one is in 1Password under "ESP – prod", old one revoked at %s.
%s: 👍 I'll redeploy the worker so it picks it up`, hdnName(), hdnP("SendGrid", "Mailgun", "Postmark", "Brevo"), hdnClock(), hdnName())
		return hdnT("trap-secret-location", "chat", t)
	},
	// Password reset talk with policy.
	func() Sample {
		b, d := hdnClient()
		t := fmt.Sprintf(`Hi %s,

I've sent a password reset to %s for the %s Klaviyo account. The new password has to be at least 8 characters with a number and a symbol, and Klaviyo will ask for a 2FA code afterwards.

Let me know once you're back in.
%s`, hdnName(), hdnMail(d), b, hdnName())
		return hdnT("trap-password-talk", "mail", t)
	},
	// DKIM rotation meeting notes.
	func() Sample {
		_, d := hdnClient()
		t := fmt.Sprintf(`Deliverability sync %s
- DKIM rotation for %s: new selector %s, 2048-bit, publish TXT a week before switching
- keep old selector live 7 days after, then delete
- DMARC moving from p=none to p=quarantine pct=%d after reports look clean
- Gmail postmaster: domain reputation "%s", spam rate %d.%d%%`, hdnDate(), d, hdnP("s2025", "k2", "news2"), hdnP2(25, 50), hdnP("High", "Medium"), hdnN(0, 0), hdnN(1, 29))
		return hdnT("trap-deliverability-notes", "notes", t)
	},
	// Vault access note.
	func() Sample {
		ag := pick(hdnAgencies)
		t := fmt.Sprintf(`%s – client access policy
All client ESP logins are in the "Clients" vault in Bitwarden. Never paste passwords in Slack or Asana.
If you need access, ask %s or %s; they'll share the item with you for the length of the project.
Offboarding: we rotate the shared passwords within 48h.`, ag, hdnName(), hdnName())
		return hdnT("trap-secret-location", "wiki", t)
	},
	// UTM link CSV.
	func() Sample {
		var b strings.Builder
		b.WriteString("link,utm_source,utm_medium,utm_campaign,clicks\n")
		for i := 0; i < hdnN(3, 5); i++ {
			b.WriteString(fmt.Sprintf("https://%s/%s?utm_source=newsletter&utm_medium=email&utm_campaign=%s&mc_cid=%s&mc_eid=%s,newsletter,email,%s,%d\n",
				hdnP("fernwood.co", "quill.co", "harborbikes.com"), hdnP("sale", "new-in", "blog/summer", "p/123"), hdnP("spring24", "issue42", "bf"),
				rnd(hexs, 10), rnd(hexs, 10), hdnP("spring24", "issue42", "bf"), hdnN(3, 900)))
		}
		return hdnT("trap-tracking-params", "csv", strings.TrimRight(b.String(), "\n"))
	},
	// Brevo transactional log.
	func() Sample {
		t := fmt.Sprintf(`%s %s INFO  brevo: sent template=%d to=%s messageId=<%s.%d@smtp-relay.mailin.fr>
%s %s INFO  brevo: event=delivered messageId=<%s.%d@smtp-relay.mailin.fr> ts=%d
%s %s WARN  brevo: event=soft_bounce email=%s reason="mailbox full"`,
			hdnDate(), hdnClock(), hdnN(1, 90), hdnMail("gmail.com"), rnd(digits, 12), hdnN(1, 9),
			hdnDate(), hdnClock(), rnd(digits, 12), hdnN(1, 9), hdnN(1700000000, 1760000000),
			hdnDate(), hdnClock(), hdnMail("outlook.com"))
		return hdnT("trap-message-id", "log", t)
	},
	// Warmup stats chat.
	func() Sample {
		t := fmt.Sprintf(`%s: warmup day %d on the new IP (%d.%d.%d.%d): %d sent, inbox %d%%, no blocks at Outlook yet
%s: nice. keep the volume flat tomorrow, Yahoo deferred a few at %s`, hdnName(), hdnN(3, 28), hdnN(100, 220), hdnN(0, 255), hdnN(0, 255), hdnN(0, 255), hdnN(500, 40000), hdnN(80, 99), hdnName(), hdnClock())
		return hdnT("trap-ip-address", "chat", t)
	},
	// German password talk.
	func() Sample {
		t := fmt.Sprintf(`Hallo %s,
ich habe dein Passwort für CleverReach zurückgesetzt, du solltest gleich eine Mail mit dem Link bekommen. Das neue Passwort muss mindestens 10 Zeichen haben. Zwei-Faktor bitte wieder einrichten.
Gruß %s`, hdnName(), hdnName())
		return hdnT("trap-password-talk", "mail", t)
	},
	// IAM user name for SES SMTP.
	func() Sample {
		t := fmt.Sprintf(`Created SES SMTP user ses-smtp-user.%s-%s in account %s. Credentials were downloaded once and put straight into the vault item "SES SMTP %s", the CSV was deleted.
SMTP endpoint: email-smtp.%s.amazonaws.com:587`, strings.ReplaceAll(hdnDate(), "-", ""), rnd(digits, 6), rnd(digits, 12), hdnP("eu", "us"), hdnP("eu-west-1", "us-east-1"))
		return hdnT("trap-iam-user", "note", t)
	},
	// Checksum of listmonk release.
	func() Sample {
		v := fmt.Sprintf("v%d.%d.%d", hdnN(3, 5), hdnN(0, 3), hdnN(0, 3))
		t := fmt.Sprintf(`$ curl -LO https://github.com/knadh/listmonk/releases/download/%s/listmonk_%s_linux_amd64.tar.gz
$ sha256sum listmonk_%s_linux_amd64.tar.gz
%s  listmonk_%s_linux_amd64.tar.gz`, v, v[1:], v[1:], rnd(hexs, 64), v[1:])
		return hdnT("trap-checksum", "shell", t)
	},
	// Image digest deploy.
	func() Sample {
		t := fmt.Sprintf(`deploy newsletter-worker
image: ghcr.io/%s/newsletter-worker@sha256:%s
build: %s  commit: %s
rollout: %d/%d pods ready`, hdnP("sendwise", "inkwell-digital", "openrateco"), rnd(hexs, 64), rnd(lower+digits, 12), rnd(hexs, 12), hdnN(1, 3), hdnN(3, 3))
		return hdnT("trap-image-digest", "log", t)
	},
	// SendGrid request id log.
	func() Sample {
		t := fmt.Sprintf(`%sT%s:05Z sendgrid status=202 x-message-id=%s campaign=%s
%sT%s:06Z sendgrid status=429 retry_after=%d request_id=%s`, hdnDate(), hdnClock(), rnd(b64url, 22), rnd(hexs, 10), hdnDate(), hdnClock(), hdnN(1, 60), hdnUUID())
		return hdnT("trap-request-id", "log", t)
	},
	// Liquid template.
	func() Sample {
		t := `{% if customer.first_name %}Hi {{ customer.first_name | capitalize }},{% else %}Hi there,{% endif %}

Your order {{ event.order_id }} is on its way. Track it here: {{ event.tracking_url }}

{% unsubscribe_link %}Unsubscribe{% endunsubscribe_link %}`
		t = strings.Replace(t, "Hi there", hdnP("Hi there", "Hello friend", "Hey", "Hallo"), 1)
		t = strings.Replace(t, "is on its way", hdnP("is on its way", "has shipped", "left our warehouse"), 1)
		t = strings.Replace(t, "Unsubscribe{%", hdnP("Unsubscribe", "Abmelden", "Stop these emails")+"{%", 1)
		return hdnT("trap-template-vars", "template", t)
	},
	// Braze campaign ids.
	func() Sample {
		t := fmt.Sprintf(`Canvas "%s"
canvas_id: %s
steps:
  - welcome email   (message_variation_id %s)
  - day 3 nudge     (message_variation_id %s)
Segment: %s`, hdnP("Onboarding v4", "Winback Q3", "Trial ending"), hdnUUID(), hdnUUID(), hdnUUID(), hdnP("New signups 30d", "Lapsed 90d"))
		return hdnT("trap-uuid", "yaml", t)
	},
	// Mailchimp data-center suffix talk.
	func() Sample {
		t := fmt.Sprintf(`%s: why do we get "wrong datacenter"?
%s: the part after the dash in a Mailchimp key (-us%d here) has to match the server prefix in the URL, ours is us%d. the key itself is fine, it's in the vault`, hdnName(), hdnName(), hdnN(1, 21), hdnN(1, 21))
		return hdnT("trap-password-talk", "chat", t)
	},
	// AUTH PLAIN redacted.
	func() Sample {
		t := fmt.Sprintf(`%s %s smtp-debug
>>> EHLO relay.%s
<<< 250-AUTH PLAIN LOGIN
>>> AUTH PLAIN ********
<<< 535 5.7.8 Authentication credentials invalid
(auth failed for user %s - credentials masked in debug log)`, hdnDate(), hdnClock(), hdnP("fernwood.co", "quill.co", "harborbikes.com"), hdnP("apikey", "SMTP_Injection", "postmaster@mg.quill.co"))
		return hdnT("trap-masked-key", "log", t)
	},
	// Agency invoice with IBAN and phone.
	func() Sample {
		t := fmt.Sprintf(`%s – Invoice %d-%03d
Client: %s
Email campaign management, %s: €%d.00
Bank: IBAN DE%s, BIC %s
Questions: +49 %d %d`, pick(hdnAgencies), hdnN(2023, 2025), hdnN(1, 300), pick(hdnBrands), hdnP("March", "April", "Q2"), hdnN(800, 6000), rnd(digits, 20), hdnP("COBADEFFXXX", "DEUTDEDBBER"), hdnN(30, 89), hdnN(1000000, 9999999))
		return hdnT("trap-iban", "mail", t)
	},
	// Google site verification and Gmail postmaster.
	func() Sample {
		_, d := hdnClient()
		t := fmt.Sprintf(`To verify %s in Google Postmaster Tools, add this TXT record at the root:

google-site-verification=%s

It can take a few hours. It's a public record, any DNS lookup will show it.`, d, rnd(b64url, 43))
		return hdnT("trap-verification-record", "mail", t)
	},
	// Mailgun DNS records JSON.
	func() Sample {
		_, d := hdnClient()
		sd := hdnSendDomain(d)
		t := fmt.Sprintf(`"sending_dns_records": [
  {"record_type": "TXT", "name": "%s", "value": "v=spf1 include:mailgun.org ~all", "valid": "valid"},
  {"record_type": "TXT", "name": "%s._domainkey.%s", "value": "k=rsa; p=%s", "valid": "unverified"},
  {"record_type": "CNAME", "name": "email.%s", "value": "eu.mailgun.org", "valid": "valid"}
]`, sd, hdnP("mx", "krs", "pic"), sd, hdnDKIMPub(), sd)
		return hdnT("trap-dkim-public-key", "json", t)
	},
	// DMARC aggregate report snippet.
	func() Sample {
		_, d := hdnClient()
		t := fmt.Sprintf(`<record>
  <row>
    <source_ip>%d.%d.%d.%d</source_ip>
    <count>%d</count>
    <policy_evaluated><disposition>none</disposition><dkim>pass</dkim><spf>fail</spf></policy_evaluated>
  </row>
  <identifiers><header_from>%s</header_from></identifiers>
  <auth_results><dkim><domain>%s</domain><selector>%s</selector><result>pass</result></dkim></auth_results>
</record>`, hdnN(1, 220), hdnN(0, 255), hdnN(0, 255), hdnN(0, 255), hdnN(1, 5000), d, d, hdnP("s1", "k1", "mte1"))
		return hdnT("trap-dmarc-report", "xml", t)
	},
	// Support ticket about key without key.
	func() Sample {
		id := hdnTicket()
		t := fmt.Sprintf(`%s  Postmark 401 "Request does not contain a valid Server token"
The worker is sending the *account* token instead of the server token. Fix: set POSTMARK_SERVER_TOKEN from the vault item "%s Postmark server" (not the account one). No new token needed.`, id, pick(hdnBrands))
		return hdnT("trap-password-talk", "ticket", t)
	},
	// SendGrid API keys list without keys.
	func() Sample {
		t := fmt.Sprintf(`GET /v3/api_keys
{
  "result": [
    {"name": "%s", "api_key_id": null, "scopes": ["mail.send"]},
    {"name": "%s", "scopes": ["marketing.read", "suppression.read"]}
  ]
}
(keys themselves are only ever shown once at creation, checked %s)`, hdnP("prod-transactional", "checkout-mails", "receipts"), hdnP("looker-export", "zapier", "segment"), hdnDate())
		return hdnT("trap-key-name", "json", t)
	},
	// Unsub + tracking numbers in a shipment mail.
	func() Sample {
		t := fmt.Sprintf(`Your %s order %s has shipped!
Carrier: %s, tracking number %s
You received this because you bought from us. Manage preferences in your account.`, pick(hdnBrands), "#"+fmt.Sprint(hdnN(10000, 99999)), hdnP("DHL", "UPS", "PostNL"), strings.ToUpper(rnd(upper+digits, 18)))
		return hdnT("trap-tracking-number", "mail", t)
	},
	// Password requirements wiki.
	func() Sample {
		t := fmt.Sprintf(`### Shared ESP accounts
- one owner per client account, agency staff get their own seats where the ESP allows it
- shared passwords: %d+ characters, generated, rotated every %s days and on offboarding
- 2FA on everything; recovery codes go in the vault item, not in Notion
- API keys: one per integration, least scope, named "<integration>-<env>"`, hdnN(12, 20), hdnP("30", "60", "90", "180"))
		return hdnT("trap-password-talk", "wiki", t)
	},
}
