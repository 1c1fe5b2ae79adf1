package main

import (
	"fmt"
	"strings"
)

func hdnSA() string {
	return hdnP("newsletter-sync", "signup-sheets", "looker-esp", "crm-export", "mc-bigquery") + "@" +
		hdnP("mkt-data", "fernwood-growth", "sendwise-prod", "harbor-analytics") + "-" + fmt.Sprint(hdnN(100000, 999999)) + ".iam.gserviceaccount.com"
}

// hdnSplit cuts a value in two at a random point away from its ends.
func hdnSplit(v string) (string, string) {
	i := hdnN(len(v)/3, 2*len(v)/3)
	return v[:i], v[i:]
}

// hdnShapeSecretTemplates are new variants of the four shared shapes, with secrets.
var hdnShapeSecretTemplates = []func() Sample{
	// Discord bot token in .env.
	func() Sample {
		k := hdnDiscordBot()
		g := "1" + rnd(digits, 18)
		t := fmt.Sprintf(`# announcer bot: posts each new newsletter issue to #announcements
DISCORD_BOT_TOKEN=%s
DISCORD_GUILD_ID=%s
RSS_FEED=https://%s/feed`, k, g, hdnP("news.fernwood.co", "harborbikes.substack.com", "quill.beehiiv.com"))
		return hdnS("discord-bot-token", "env", t, hdnL(k), g)
	},
	// discord.py bot.
	func() Sample {
		k := hdnDiscordBot()
		t := fmt.Sprintf(`@tasks.loop(minutes=30)
async def check_feed():
    for issue in new_issues():
        await channel.send(f"📬 New issue: **{issue.title}** {issue.url}")

bot.run("%s")`, k)
		return hdnS("discord-bot-token", "code", t, hdnL(k))
	},
	// Discord bot token in chat.
	func() Sample {
		k := hdnDiscordBot()
		t := fmt.Sprintf(`%s: the subscriber-count bot went offline, I reset its token in the dev portal
%s: new one?
%s: %s
%s: deployed`, hdnName(), hdnName(), hdnName(), k, hdnName())
		return hdnS("discord-bot-token", "chat", t, hdnL(k))
	},
	// Login prose in chat.
	func() Sample {
		u := hdnP("admin", "listmonk", "sendy", "mautic-admin", "ops")
		pw := hdnPw()
		t := fmt.Sprintf(`%s: for the %s panel the login is %s / %s, change it after the migration pls`, hdnName(), hdnP("listmonk", "Sendy", "Mautic", "Postal"), u, pw)
		return hdnS("login-password", "chat", t, hdnL(pw))
	},
	// Login prose in a YAML block.
	func() Sample {
		b, d := hdnClient()
		u, pw := hdnMail(d), hdnPw()
		t := fmt.Sprintf(`clients:
  - name: %s
    esp: %s
    sending_domain: news.%s
    access: "the login is %s / %s (2FA goes to %s's phone)"
    next_send: %s`, b, hdnP("Mailchimp", "Klaviyo", "Brevo"), d, u, pw, hdnName(), hdnDate())
		return hdnS("login-password", "yaml", t, hdnL(pw), u)
	},
	// Login prose in mail.
	func() Sample {
		_, d := hdnClient()
		u, pw := hdnMail(d), hdnPw()
		t := fmt.Sprintf(`Hi %s,

Sendy is live at https://news.%s/sendy. Login is %s / %s for now; I'll create you a separate user once the brand settings are done.

%s`, hdnName(), d, u, pw, hdnName())
		return hdnS("login-password", "mail", t, hdnL(pw), u)
	},
	// SendGrid key wrapped in an email.
	func() Sample {
		k := hdnSG()
		a, b := hdnSplit(k)
		t := fmt.Sprintf(`Hi,

here is the API key for the transactional account (my mail client wraps it, join the two lines):

%s
%s

Scope is Mail Send only.
%s`, a, b, hdnName())
		return hdnS("sendgrid-api-key", "mail", t, hdnL(a, b))
	},
	// Brevo key over two chat messages.
	func() Sample {
		k := hdnBrevo()
		a, b := hdnSplit(k)
		t := fmt.Sprintf(`[%s] %s: brevo key part 1: %s
[%s] %s: part 2: %s
[%s] %s: got both, connected`, hdnClock(), hdnName(), a, hdnClock(), hdnName(), b, hdnClock(), hdnName())
		return hdnS("brevo-api-key", "chat", t, hdnL(a, b))
	},
	// Mailchimp / Postmark key split in a ticket comment.
	func() Sample {
		var k, cat string
		if hdnCoin() {
			k, cat = hdnMailchimpKey(), "mailchimp-api-key"
		} else {
			k, cat = rnd(hexs, 72), "activecampaign-api-key"
		}
		a, b := hdnSplit(k)
		id := hdnTicket()
		t := fmt.Sprintf(`%s comment by %s:
New key for the integration (pasted from the phone, it broke the line):
%s
%s
Old key revoked.`, id, hdnName(), a, b)
		return hdnS(cat, "ticket", t, hdnL(a, b), id)
	},
	// private_key_id in prose.
	func() Sample {
		sa := hdnSA()
		k := rnd(hexs, 40)
		t := fmt.Sprintf(`The signup form → Google Sheets → Mailchimp sync runs as %s. Its current key has private_key_id %s; please disable that key in IAM once the new one is deployed.`, sa, k)
		return hdnS("gcp-private-key-id", "note", t, hdnL(k), sa)
	},
	// private_key_id in a ticket.
	func() Sample {
		sa := hdnSA()
		k := rnd(hexs, 40)
		id := hdnTicket()
		t := fmt.Sprintf(`%s: service account key exposed in Looker Studio connector
The JSON for %s was uploaded to a shared folder. Key id (private_key_id) is %s. Revoke it and issue a new one for the ESP export job.`, id, sa, k)
		return hdnS("gcp-private-key-id", "ticket", t, hdnL(k), sa, id)
	},
	// private_key_id in chat.
	func() Sample {
		k := rnd(hexs, 40)
		t := fmt.Sprintf(`%s: which key is the BigQuery export for Klaviyo data using?
%s: the one with private_key_id "%s", created %s
%s: ok rotating it today`, hdnName(), hdnName(), k, hdnDate(), hdnName())
		return hdnS("gcp-private-key-id", "chat", t, hdnL(k))
	},
}

// hdnShapeTrapTemplates look like the four shapes but hold no secret.
var hdnShapeTrapTemplates = []func() Sample{
	// Discord app ids and public key.
	func() Sample {
		t := fmt.Sprintf(`# announcer bot (Discord developer portal)
DISCORD_APPLICATION_ID=1%s
DISCORD_PUBLIC_KEY=%s
DISCORD_GUILD_ID=1%s
DISCORD_BOT_TOKEN=${DISCORD_BOT_TOKEN}`, rnd(digits, 18), rnd(hexs, 64), rnd(digits, 18))
		return hdnT("trap-discord-ids", "env", t)
	},
	// Discord chat about reset token, none shown.
	func() Sample {
		t := fmt.Sprintf(`%s: I reset the newsletter bot's token, the new one is in the vault as "discord-announcer". Bot user id is 1%s if you need to re-invite it.`, hdnName(), rnd(digits, 18))
		return hdnT("trap-discord-ids", "chat", t)
	},
	// Login prose without password.
	func() Sample {
		u := hdnP("admin", "ops", "listmonk", hdnMail(hdnP("fernwood.co", "quill.co")))
		t := fmt.Sprintf(`%s: the login is %s / %s`, hdnName(), u, hdnP("ask me on Signal for the password", "password in 1Password (Clients vault)", "(same as the staging one, in Bitwarden)", "you'll get an invite email"))
		return hdnT("trap-login-no-password", "chat", t)
	},
	// YAML login without password.
	func() Sample {
		b, d := hdnClient()
		t := fmt.Sprintf(`clients:
  - name: %s
    esp: %s
    access: "login is %s / see vault item '%s ESP'"
    owner: %s`, b, hdnP("Mailchimp", "Klaviyo"), hdnMail(d), b, hdnName())
		return hdnT("trap-login-no-password", "yaml", t)
	},
	// Split DKIM TXT strings (public key).
	func() Sample {
		_, d := hdnClient()
		p := hdnDKIMPub()
		a, b := hdnSplit(p)
		t := fmt.Sprintf(`%s._domainkey.%s. 3600 IN TXT ( "v=DKIM1; k=rsa; p=%s"
    "%s" )`, hdnP("s1", "k2", "mail"), d, a, b)
		return hdnT("trap-dkim-public-key", "zone", t)
	},
	// Split message id.
	func() Sample {
		_, d := hdnClient()
		t := fmt.Sprintf(`Message-ID:
 <%s.%s@%s>
X-Mailgun-Batch-Id: %s
X-Mailgun-Tag: %s`, rnd(digits, 14), rnd(hexs, 16), hdnSendDomain(d), rnd(hexs, 24), hdnP("newsletter", "weekly", "promo"))
		return hdnT("trap-message-id", "headers", t)
	},
	// 40-hex commit / fingerprint in prose.
	func() Sample {
		var t string
		if hdnCoin() {
			t = fmt.Sprintf(`The unsubscribe bug was fixed in commit %s, deployed %s. Bounce handling is untouched.`, rnd(hexs, 40), hdnDate())
		} else {
			t = fmt.Sprintf(`TLS cert on smtp.%s renewed, SHA-1 fingerprint %s, expires %s. Nothing to change on the ESP side.`, hdnP("fernwood.co", "sendwise.io"), strings.ToUpper(rnd(hexs, 40)), hdnDate())
		}
		return hdnT("trap-hex-id", "note", t)
	},
	// private_key_id not shown.
	func() Sample {
		t := fmt.Sprintf(`The Sheets sync service account is %s (client_id %s). Don't paste the JSON key or its private_key_id here, it's in Secret Manager as esp-sync-sa-key.`, hdnSA(), rnd(digits, 21))
		return hdnT("trap-key-id-reference", "note", t)
	},
}
