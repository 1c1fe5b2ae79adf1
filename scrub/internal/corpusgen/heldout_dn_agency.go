package main

import (
	"fmt"
	"strings"
)

// hdnAgencyTemplates are agencies and clients sharing logins in chats, mails, tickets and notes.
var hdnAgencyTemplates = []func() Sample{
	// Slack: client's Mailchimp login.
	func() Sample {
		b, d := hdnClient()
		u, pw := hdnMail(d), hdnPw()
		t := fmt.Sprintf(`%s  %s
got the %s mailchimp access from their marketing lead finally
user: %s
pw: %s
they have 2FA via SMS to her phone so ping me before you log in`, hdnName(), hdnClock(), b, u, pw)
		return hdnS("esp-login-password", "chat", t, hdnL(pw), u)
	},
	// Client mail with Klaviyo login and backup codes.
	func() Sample {
		b, d := hdnClient()
		u, pw := hdnMail(d), hdnPw()
		c := hdnCodes(2)
		n := hdnName()
		t := fmt.Sprintf(`Subject: Klaviyo access for the %s flows

Hi %s team,

You can log in as %s with the password %s for now, we'll set you up as proper users next week.
If the 2FA prompt comes up, use one of these backup codes:
  %s
  %s

Best,
%s
%s`, hdnP("Black Friday", "welcome", "post-purchase", "winback"), hdnP("Inkwell", "Sendwise", "Open Rate"), u, pw, c[0], c[1], n, b)
		return hdnS("esp-login-password", "mail", t, hdnL(pw, c[0], c[1]), u)
	},
	// Handover markdown table of client accounts.
	func() Sample {
		b1, d1 := hdnClient()
		b2, d2 := hdnClient()
		p1, p2 := hdnPw(), hdnPw()
		u1, u2 := hdnMail(d1), hdnMail(d2)
		t := fmt.Sprintf(`## Handover – email clients (%s leaving %s)

| Client | ESP | Login | Password | Notes |
|---|---|---|---|---|
| %s | Mailchimp | %s | %s | audience cleanup due |
| %s | %s | %s | %s | DKIM still pending |

Everything else is in the shared drive under /Clients.`, hdnName(), hdnDate(), b1, u1, p1, b2, hdnP("Brevo", "Klaviyo", "MailerLite", "Campaign Monitor"), u2, p2)
		return hdnS("esp-login-password", "markdown", t, hdnL(p1, p2), b1, u1, u2)
	},
	// Jira ticket: temp password.
	func() Sample {
		b, d := hdnClient()
		pw := hdnPw()
		u := hdnMail(d)
		id := hdnTicket()
		t := fmt.Sprintf(`%s  %s Sendinblue account locked after too many attempts
Reporter: %s   Priority: High

Brevo support unlocked it. Temporary password: %s
Login is %s – please change the password on first login and store the new one in the vault.`, id, b, hdnName(), pw, u)
		return hdnS("temp-password", "ticket", t, hdnL(pw), id, u)
	},
	// Meeting notes: DNS access.
	func() Sample {
		b, d := hdnClient()
		u, pw := hdnP("it@", "admin@", "web@")+d, hdnPw()
		t := fmt.Sprintf(`Onboarding call – %s (%s)
Attendees: %s, %s, %s

- Sending domain: news.%s, ESP is %s
- DNS at %s; they gave us a login so we can add SPF/DKIM/DMARC ourselves:
  %s / password %s
- Goal: first campaign out before %s
- Action: %s to send DNS records list`, b, hdnDate(), hdnName(), hdnName(), hdnName(), d, hdnP("Mailchimp", "Klaviyo", "Brevo", "Postmark"),
			hdnP("GoDaddy", "Namecheap", "IONOS", "Gandi", "OVH"), u, pw, hdnDate(), hdnName())
		return hdnS("registrar-password", "notes", t, hdnL(pw), u, "news."+d)
	},
	// Portuguese WhatsApp.
	func() Sample {
		_, d := hdnClient()
		u, pw := hdnMail(d), hdnPw()
		t := fmt.Sprintf(`[%s, %s] %s: Oi! Consegue subir a newsletter de amanhã? O acesso do Mailchimp é %s
[%s, %s] %s: e a senha é %s
[%s, %s] %s: fechado, subo hoje à noite`, hdnDate(), hdnClock(), hdnName(), u, hdnDate(), hdnClock(), hdnName(), pw, hdnDate(), hdnClock(), hdnName())
		return hdnS("esp-login-password", "chat", t, hdnL(pw), u)
	},
	// German e-mail.
	func() Sample {
		b, d := hdnClient()
		u, pw := hdnMail(d), hdnPw()
		t := fmt.Sprintf(`Hallo %s,

anbei wie besprochen der Zugang zu unserem Newsletter-Tool (%s):

Benutzer: %s
Passwort: %s

Bitte den Versand für Donnerstag 10 Uhr einplanen.

Viele Grüße
%s
%s`, hdnName(), hdnP("CleverReach", "rapidmail", "Brevo", "Mailchimp"), u, pw, hdnName(), b)
		return hdnS("esp-login-password", "mail", t, hdnL(pw), u)
	},
	// TOTP seed for a shared account.
	func() Sample {
		_, d := hdnClient()
		u := hdnMail(d)
		s := hdnTOTP()
		t := fmt.Sprintf(`Shared %s account (%s) now has 2FA.
To add it to your authenticator app choose "enter a setup key" and paste:
%s
Time based, 6 digits. Don't screenshot the QR code into Slack again please.`, hdnP("Mailchimp", "Klaviyo", "SendGrid", "Postmark"), u, s)
		return hdnS("totp-seed", "note", t, hdnL(s), u)
	},
	// Recovery codes in a note.
	func() Sample {
		c := hdnCodes(3)
		t := fmt.Sprintf(`SendGrid (agency parent account) – 2FA recovery codes
generated %s by %s, one-time use, cross out when used:

- %s
- %s
- %s`, hdnDate(), hdnName(), c[0], c[1], c[2])
		return hdnS("recovery-code", "markdown", t, hdnL(c[0], c[1], c[2]))
	},
	// Magic login link.
	func() Sample {
		tok := rnd(b64url, hdnN(32, 48))
		host := hdnP("app.beehiiv.com/login/magic?token=", "app.kit.com/users/login/magic_link?token=", "buttondown.com/login/token/", "app.loops.so/login?magic=")
		t := fmt.Sprintf(`%s: can't get into the newsletter dashboard, no password on this account, it's magic links only
%s: forward me the email?
%s: here: https://%s%s
%s: got in, thanks (it expires in 15 min anyway)`, hdnName(), hdnName(), hdnName(), host, tok, hdnName())
		return hdnS("magic-link-token", "chat", t, hdnL(tok))
	},
	// Password reset link.
	func() Sample {
		tok := rnd(alnum, hdnN(40, 64))
		u := hdnMail("gmail.com")
		t := fmt.Sprintf(`From: MailerLite <noreply@mailerlite.com>
To: %s
Subject: Reset your password

Someone asked to reset the password for your account.
Use this link within 60 minutes:
https://dashboard.mailerlite.com/reset-password/%s

If it wasn't you, ignore this email.`, u, tok)
		return hdnS("password-reset-token", "mail", t, hdnL(tok), u)
	},
	// DM: shared inbox password.
	func() Sample {
		_, d := hdnClient()
		u, pw := hdnP("newsletter@", "hello@", "replies@")+d, hdnPw()
		t := fmt.Sprintf(`%s: who has the %s password? replies to the newsletter are piling up
%s: it's %s
%s: ty`, hdnName(), u, hdnName(), pw, hdnName())
		return hdnS("mailbox-password", "chat", t, hdnL(pw), u)
	},
	// Password manager CSV export.
	func() Sample {
		_, d1 := hdnClient()
		_, d2 := hdnClient()
		u1, u2 := hdnMail(d1), hdnMail(d2)
		p1, p2 := hdnPw(), hdnPw()
		p1 = strings.ReplaceAll(p1, ",", "")
		p2 = strings.ReplaceAll(p2, ",", "")
		t := fmt.Sprintf(`name,url,username,password,note
Mailchimp %s,https://login.mailchimp.com,%s,%s,
Klaviyo %s,https://www.klaviyo.com/login,%s,%s,owner account`, d1, u1, p1, d2, u2, p2)
		return hdnS("esp-login-password", "csv", t, hdnL(p1, p2), u1, u2)
	},
	// Agency wiki with Postmark account token.
	func() Sample {
		b, _ := hdnClient()
		k := hdnUUID()
		t := fmt.Sprintf(`# %s – transactional email

Provider: Postmark, servers "%s Production" and "%s Staging".
Account API token (can create/delete servers, treat like a root password):
    %s
Server tokens live in each server's "API Tokens" tab.`, b, b, b, k)
		return hdnS("postmark-account-token", "wiki", t, hdnL(k))
	},
	// Substack login in a freelancer chat.
	func() Sample {
		u, pw := hdnMail(hdnP("gmail.com", "outlook.com", "proton.me")), hdnPw()
		t := fmt.Sprintf(`hey! substack doesn't do team seats on my plan so just use my login for the scheduling:
%s
%s
please don't change anything in payments 😅`, u, pw)
		return hdnS("esp-login-password", "chat", t, hdnL(pw), u)
	},
	// Alarm / door code for the agency studio.
	func() Sample {
		code := hdnPIN(hdnN(4, 6))
		kind := hdnP("alarm code", "door code", "key safe code")
		t := fmt.Sprintf(`Weekend send for %s: whoever's on call, the studio %s is %s. Laptop with the seed list is in the second drawer.
Campaign goes at 07:00 Sunday, check the inbox placement report after.`, hdnP("Black Friday", "the spring sale", "the launch"), kind, code)
		return hdnS(strings.ReplaceAll(kind, " ", "-"), "chat", t, hdnL(code))
	},
	// Teams chat: Brevo key.
	func() Sample {
		k := hdnBrevo()
		t := fmt.Sprintf(`[%s] %s: Brevo API key for the Shopify app (marketing permission only):
%s
[%s] %s: added, contacts are syncing`, hdnClock(), hdnName(), k, hdnClock(), hdnName())
		return hdnS("brevo-api-key", "chat", t, hdnL(k))
	},
	// Support ticket where customer pasted key.
	func() Sample {
		k := hdnSG()
		id := fmt.Sprint(hdnN(1000000, 9999999))
		t := fmt.Sprintf(`Ticket #%s – "403 Forbidden when sending"
Customer wrote:
> We get {"errors":[{"message":"The provided authorization grant is invalid, expired, or revoked"}]}
> this is the key we use: %s
> it worked yesterday!!

Agent note: key has Mail Send scope removed. Advised customer to rotate it since it was posted here.`, id, k)
		return hdnS("sendgrid-api-key", "ticket", t, hdnL(k), id)
	},
	// Voice transcript / agent memory.
	func() Sample {
		b, _ := hdnClient()
		pw := hdnPw()
		t := fmt.Sprintf(`Memory (%s): User runs the newsletter for %s. Said out loud during the call: "the Klaviyo password is %s, just put it in when you need it". Preferred send time Tuesday 9am CET. Audience ~%d k.`, hdnDate(), b, pw, hdnN(4, 90))
		return hdnS("esp-login-password", "memory", t, hdnL(pw), b)
	},
	// Agent memory note for client ESP key.
	func() Sample {
		b, d := hdnClient()
		k := hdnMailgunKey()
		sd := hdnSendDomain(d)
		t := fmt.Sprintf(`- client: %s
- esp: Mailgun (EU region), sending domain %s
- private API key: %s
- warm-up: day %d of 30, cap %d/day`, b, sd, k, hdnN(2, 29), hdnN(5, 80)*100)
		return hdnS("mailgun-api-key", "memory", t, hdnL(k), sd)
	},
	// Cold outreach mailbox app passwords CSV.
	func() Sample {
		_, d := hdnClient()
		u1, u2 := hdnMail("try"+d), hdnMail("get"+d)
		p1, p2 := strings.ReplaceAll(hdnAppPw(), " ", ""), strings.ReplaceAll(hdnAppPw(), " ", "")
		t := fmt.Sprintf(`email,first_name,smtp_host,smtp_port,imap_host,app_password,daily_limit
%s,%s,smtp.gmail.com,587,imap.gmail.com,%s,%d
%s,%s,smtp.gmail.com,587,imap.gmail.com,%s,%d`, u1, hdnName(), p1, hdnN(20, 50), u2, hdnName(), p2, hdnN(20, 50))
		return hdnS("app-password", "csv", t, hdnL(p1, p2), u1, u2)
	},
	// Office Wi-Fi in onboarding.
	func() Sample {
		ag := pick(hdnAgencies)
		ssid := strings.ReplaceAll(ag, " ", "") + hdnP("", "-Guest", "_5G", "-Studio")
		k := hdnPw()
		t := fmt.Sprintf(`Welcome to %s! First day checklist
1. Wi-Fi: %s, key %s
2. Ask %s for your Mailchimp/Klaviyo seats
3. Read the deliverability playbook in Notion
4. Lunch is on us on Fridays`, ag, ssid, k, hdnName())
		return hdnS("wifi-key", "note", t, hdnL(k), ssid)
	},
	// Spanish chat with API key.
	func() Sample {
		k := hdnMailchimpKey()
		t := fmt.Sprintf(`%s: ¿me pasas la API key de Mailchimp para conectar el formulario de Webflow?
%s: claro, es esta: %s
%s: perfecto, ya está conectado, gracias!`, hdnName(), hdnName(), k, hdnName())
		return hdnS("mailchimp-api-key", "chat", t, hdnL(k))
	},
	// French mail with Sendinblue login.
	func() Sample {
		b, d := hdnClient()
		u, pw := hdnMail(d), hdnPw()
		t := fmt.Sprintf(`Bonjour %s,

Voici les identifiants du compte Brevo de %s :
identifiant : %s
mot de passe : %s

Merci de ne pas modifier les listes existantes.
Bonne journée,
%s`, hdnName(), b, u, pw, hdnName())
		return hdnS("esp-login-password", "mail", t, hdnL(pw), u)
	},
	// Dutch chat: Klaviyo private key.
	func() Sample {
		k := hdnKlaviyo()
		t := fmt.Sprintf(`%s: kun je de private API key van Klaviyo sturen? de Gorgias integratie wil hem
%s: %s
%s: top, werkt 👍`, hdnName(), hdnName(), k, hdnName())
		return hdnS("klaviyo-private-key", "chat", t, hdnL(k))
	},
	// Licence key for Sendy / MailWizz.
	func() Sample {
		var k, prod string
		if hdnCoin() {
			prod = "Sendy"
			k = rnd(upper+digits, 5) + "-" + rnd(upper+digits, 5) + "-" + rnd(upper+digits, 5) + "-" + rnd(upper+digits, 5)
		} else {
			prod = "MailWizz (Envato purchase code)"
			k = hdnUUID()
		}
		t := fmt.Sprintf(`Reinstalling %s on the new VPS – licence key for activation: %s
Licensed domain: news.%s (update it in the licence portal if we move domains)`, prod, k, hdnP("fernwood.co", "harborbikes.com", "quill.co"))
		return hdnS("license-key", "note", t, hdnL(k))
	},
}
