package main

import (
	"fmt"
)

// Paywall, subscriptions, newsletters and the webhooks around them.

func hdaPayGens() []hdaGen {
	return []hdaGen{
		{8, hdaPayStripe},
		{5, hdaPayWhsec},
		{6, hdaPayPiano},
		{7, hdaPayMailchimp},
		{7, hdaPaySendGrid},
		{4, hdaPayMailgun},
		{4, hdaPayPostmark},
		{4, hdaPayBraze},
		{5, hdaPayNewsletterKey},
		{8, hdaPayConnString},
		{3, hdaPayMandrill},
		{4, hdaPayZapier},
		{4, hdaPayDiscordHook},
		{4, hdaPayTeamsHook},
		{6, hdaPayQAAccount},
		{4, hdaPayVideo},
	}
}

func hdaPayStripe() Sample {
	sk := hdaStripe(hdaP("sk", "sk", "rk"))
	pk := "pk_live_" + rnd(alnum, 99)
	var t, f string
	switch rng.IntN(3) {
	case 0:
		f = "env"
		t = fmt.Sprintf("# subscriptions service — production\nSTRIPE_PUBLISHABLE_KEY=%s\nSTRIPE_SECRET_KEY=%s\nTRIAL_DAYS=%d\nPRICE_DIGITAL_MONTHLY=price_%s\n", pk, sk, hdaN(7, 30), rnd(alnum, 24))
	case 1:
		f = "chat"
		t = fmt.Sprintf("%s: finance needs the refund script run tonight, stripe key is %s (restricted, refunds only)\n%s: ok will do after the print deadline", hdaFirst(), sk, hdaFirst())
	default:
		f = "log"
		t = fmt.Sprintf("%s DEBUG paywall.checkout stripe.api_key=%s customer=cus_%s plan=digital-annual\n%s INFO  paywall.checkout session created cs_live_%s", hdaStamp(), sk, rnd(alnum, 14), hdaStamp(), rnd(alnum, 58))
	}
	return hdaS("stripe-secret-key", f, t, hdaL(sk), pk)
}

func hdaPayWhsec() Sample {
	w := "whsec_" + rnd(alnum, 32)
	ep := "we_" + rnd(alnum, 24)
	t := fmt.Sprintf("Stripe dashboard → Developers → Webhooks → %s\nEndpoint: https://subs.%s/stripe/events\nSigning secret: %s\nEvents: customer.subscription.updated, invoice.payment_failed", ep, hdaOut().dom, w)
	return hdaS("webhook-signing-secret", "notes", t, hdaL(w), ep)
}

func hdaPayPiano() Sample {
	aid := rnd(alnum, 10)
	tok := rnd(alnum, 40)
	var t, f string
	if hdaC(50) {
		f = "yaml"
		t = fmt.Sprintf("piano:\n  environment: production\n  aid: %s\n  api_token: %s\n  paywall_template: OT%s\n  meter_limit: %d\n", aid, tok, rnd(upper+digits, 10), hdaN(3, 10))
	} else {
		f = "shell"
		t = fmt.Sprintf("$ curl -s \"https://api.piano.io/api/v3/publisher/user/access/list?aid=%s&api_token=%s&uid=%s\" | jq '.accesses | length'\n%d", aid, tok, hdaUUID(), hdaN(0, 3))
	}
	return hdaS("paywall-api-token", f, t, hdaL(tok), aid)
}

func hdaPayMailchimp() Sample {
	k := hdaMailchimp()
	list := hdaHex(10)
	var t, f string
	switch rng.IntN(3) {
	case 0:
		f = "code"
		t = fmt.Sprintf("const mailchimp = require(\"@mailchimp/mailchimp_marketing\");\nmailchimp.setConfig({ apiKey: \"%s\", server: \"%s\" });\nconst MORNING_BRIEFING_LIST = \"%s\";\n", k, k[len(k)-4:], list)
	case 1:
		f = "chat"
		t = fmt.Sprintf("%s: Mailchimp API key for the %s newsletter import: %s — audience id is %s", hdaFirst(), hdaP("morning briefing", "sport", "weekend reads"), k, list)
	default:
		f = "ticket"
		t = fmt.Sprintf("NEWS-%d newsletter signups not syncing\nsteps: ran sync.py with MAILCHIMP_KEY=%s, got 401 \"API Key Invalid\". Audience %s.", hdaN(100, 999), k, list)
	}
	return hdaS("mailchimp-api-key", f, t, hdaL(k), list)
}

func hdaPaySendGrid() Sample {
	k := hdaSG()
	tpl := "d-" + hdaHex(32)
	var t, f string
	if hdaC(50) {
		f = "env"
		t = fmt.Sprintf("SENDGRID_API_KEY=%s\nSENDGRID_TEMPLATE_WELCOME=%s\nMAIL_FROM=newsletters@%s\n", k, tpl, hdaOut().dom)
	} else {
		f = "code"
		t = fmt.Sprintf("sg = sendgrid.SendGridAPIClient(api_key='%s')\nmsg = Mail(from_email='alerts@%s', to_emails=subscriber)\nmsg.template_id = '%s'\n", k, hdaOut().dom, tpl)
	}
	return hdaS("sendgrid-api-key", f, t, hdaL(k), tpl)
}

func hdaPayMailgun() Sample {
	k := "key-" + hdaHex(32)
	dom := "mg." + hdaOut().dom
	t := fmt.Sprintf("$ curl -s --user 'api:%s' https://api.eu.mailgun.net/v3/%s/messages \\\n    -F from='Breaking <breaking@%s>' -F to=test@%s -F subject='Test alert'\n{\"id\":\"<%s@%s>\",\"message\":\"Queued. Thank you.\"}", k, dom, dom, dom, hdaDig(14), dom)
	return hdaS("mailgun-api-key", "shell", t, hdaL(k), dom)
}

func hdaPayPostmark() Sample {
	tok := hdaUUID()
	oo := hdaOut()
	t := fmt.Sprintf("# transactional mail (password resets, receipts)\npostmark:\n  server_token: \"%s\"\n  message_stream: outbound\n  from: \"%s <no-reply@%s>\"\n", tok, oo.name, oo.dom)
	return hdaS("postmark-server-token", "yaml", t, hdaL(tok))
}

func hdaPayBraze() Sample {
	k := hdaUUID()
	inst := hdaP("rest.fra-01.braze.eu", "rest.iad-03.braze.com", "rest.iad-01.braze.com")
	t := fmt.Sprintf("%s: for the push alerts migration — Braze REST key %s, endpoint %s. app group is the %s one\n%s: 👍", hdaFirst(), k, inst, hdaOut().name, hdaFirst())
	return hdaS("braze-api-key", "chat", t, hdaL(k), inst)
}

func hdaPayNewsletterKey() Sample {
	var t, f, k string
	switch rng.IntN(3) {
	case 0:
		k = rnd(alnum, 64)
		f = "env"
		t = fmt.Sprintf("BEEHIIV_API_KEY=%s\nBEEHIIV_PUBLICATION_ID=pub_%s\n", k, hdaUUID())
	case 1:
		k = rnd(b64url, 43)
		f = "yaml"
		t = fmt.Sprintf("convertkit:\n  api_secret: %s\n  form_id: %s\n  tag_on_signup: %s\n", k, hdaDig(7), hdaP("morning", "sport", "culture"))
	default:
		k = rnd(lower+digits, 32)
		f = "notes"
		t = fmt.Sprintf("Substack → Ghost migration notes\n- exported %d subscribers\n- Ghost Content API key is fine to share (public) but the Admin one is NOT\n- Buttondown API key we used for the test send: %s (revoke after)", hdaN(1000, 90000), k)
	}
	return hdaS("newsletter-api-key", f, t, hdaL(k))
}

func hdaPayConnString() Sample {
	o := hdaOut()
	u := hdaP("subs_app", "paywall", "crm_ro", "newsletter")
	pw := hdaPwURL()
	host := hdaP("subs-db.", "pg-primary.", "crm.") + "internal." + o.dom
	var cs string
	switch rng.IntN(3) {
	case 0:
		cs = fmt.Sprintf("postgres://%s:%s@%s:5432/subscriptions?sslmode=require", u, pw, host)
	case 1:
		cs = fmt.Sprintf("mysql://%s:%s@%s:3306/newsletter", u, pw, host)
	default:
		cs = fmt.Sprintf("mongodb+srv://%s:%s@%s/readers?retryWrites=true", u, pw, host)
	}
	var t, f string
	switch rng.IntN(3) {
	case 0:
		f = "env"
		t = "DATABASE_URL=" + cs + "\nREDIS_URL=redis://cache:6379/0\n"
	case 1:
		f = "log"
		t = fmt.Sprintf("%s FATAL subs-worker: could not connect to %s: connection refused (retry %d/5)", hdaStamp(), cs, hdaN(1, 5))
	default:
		f = "chat"
		t = fmt.Sprintf("%s: read replica for the churn analysis: %s\n%s: do i need vpn?\n%s: yes", hdaFirst(), cs, hdaFirst(), hdaFirst())
	}
	return hdaS("db-password", f, t, hdaL(pw), u, host)
}

func hdaPayMandrill() Sample {
	k := "md-" + rnd(b64url, 22)
	t := fmt.Sprintf("[mail]\ntransport = mandrill\nmandrill_key = %s\nreply_to = letters@%s\n", k, hdaOut().dom)
	return hdaS("mandrill-api-key", "ini", t, hdaL(k))
}

func hdaPayZapier() Sample {
	u := hdaZapier()
	t := fmt.Sprintf("Zap: \"New subscriber → welcome series\"\nTrigger URL (POST JSON here): %s\nTested with %s on %s", u, hdaUser()+"@example.org", hdaDate())
	if hdaC(40) {
		t = fmt.Sprintf("%s: hook for the corrections form → %s", hdaFirst(), u)
		return hdaS("zapier-webhook", "chat", t, hdaL(u))
	}
	return hdaS("zapier-webhook", "notes", t, hdaL(u))
}

func hdaPayDiscordHook() Sample {
	u := hdaDiscordHook()
	t := fmt.Sprintf("# readers' community server: post new articles in #%s\nDISCORD_WEBHOOK_URL=%s\nPOST_CATEGORIES=local,sport\n", hdaP("latest", "news-feed", "headlines"), u)
	return hdaS("discord-webhook", "env", t, hdaL(u))
}

func hdaPayTeamsHook() Sample {
	o := hdaOut()
	u := hdaTeamsHook(o.short)
	t := fmt.Sprintf("{\n  \"name\": \"paywall-alerts\",\n  \"notify\": {\n    \"teams_webhook\": \"%s\",\n    \"threshold_failed_payments\": %d\n  }\n}", u, hdaN(10, 200))
	return hdaS("teams-webhook", "json", t, hdaL(u))
}

func hdaPayQAAccount() Sample {
	o := hdaOut()
	email := "qa+" + hdaP("digital", "premium", "print", "trial") + "@" + o.dom
	pw := hdaPw()
	var t, f string
	if hdaC(50) {
		f = "ticket"
		t = fmt.Sprintf("QA-%d Paywall shows for logged-in premium users on AMP\n\nRepro:\n1. Log in at %s with %s / pw %s\n2. Open any premium article on AMP\n3. Paywall overlay appears\n\nExpected: full article.", hdaN(100, 999), "https://www."+o.dom+"/account", email, pw)
	} else {
		f = "notes"
		t = fmt.Sprintf("Test subscribers (staging + prod)\n- %s — password: %s — digital annual\n- trial expired user: create a new one, don't reuse", email, pw)
	}
	return hdaS("test-account-password", f, t, hdaL(pw), email)
}

func hdaPayVideo() Sample {
	var t, f, k string
	if hdaC(50) {
		k = rnd(alnum, 48)
		f = "env"
		t = fmt.Sprintf("JWPLAYER_SITE_ID=%s\nJWPLAYER_API_SECRET=%s\n", rnd(alnum, 8), k)
	} else {
		k = rnd(b64url, 86)
		f = "yaml"
		t = fmt.Sprintf("brightcove:\n  account_id: \"%s\"\n  client_id: %s\n  client_secret: %s\n", hdaDig(13), hdaUUID(), k)
	}
	return hdaS("video-platform-secret", f, t, hdaL(k))
}
