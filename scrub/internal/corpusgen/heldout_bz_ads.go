package main

import (
	"fmt"
	"strings"
)

// Payments, mail delivery, ads, analytics and webhook samples for part heldout-bz.

func hbzAdsGens() []hbzGen {
	return []hbzGen{
		{14, hbzPayments},
		{20, hbzSMTP},
		{8, hbzMailchimpKey},
		{10, hbzGoogleAds},
		{10, hbzMeta},
		{6, hbzGA4Secret},
		{7, hbzRecaptchaSecret},
		{14, hbzWebhooks},
		{10, hbzAdAccountLogin},
	}
}

func hbzPayments() Sample {
	c := hbzNewClient()
	switch rng.IntN(5) {
	case 0:
		sk := hbzStripeSK()
		wh := "whsec_" + rnd(alnum, 32)
		pk := "pk_live_51" + rnd(alnum, 40)
		t := fmt.Sprintf("STRIPE_PUBLISHABLE_KEY=%s\nSTRIPE_SECRET_KEY=%s\nSTRIPE_WEBHOOK_SECRET=%s\nBOOKING_SITE=https://%s", pk, sk, wh, c.Domain)
		return hbzS("stripe-secret-key", "env", t, []string{sk, wh}, pk)
	case 1:
		id := "A" + rnd(b64url, 79)
		sec := "E" + rnd(b64url, 79)
		t := fmt.Sprintf("PayPal Payments (WooCommerce) - live app \"%s shop\"\nClient ID: %s\nSecret: %s\nSandbox still on the agency account.", c.Name, id, sec)
		return hbzS("paypal-client-secret", "note", t, []string{sec}, id)
	case 2:
		k := "live_" + rnd(alnum, 30)
		t := fmt.Sprintf("%s: Mollie won't connect on %s, it says invalid API key\n%s: you pasted the test one. live key is %s\n%s: ah! working now", hbzPerson(), c.Domain, hbzPerson(), k, hbzPerson())
		return hbzS("mollie-api-key", "chat", t, []string{k}, c.Domain)
	case 3:
		sk := hbzStripeSK()
		t := fmt.Sprintf("<?php\n// mu-plugins/donations.php for %s\n\\Stripe\\Stripe::setApiKey( '%s' );\n$session = \\Stripe\\Checkout\\Session::create( [\n    'mode' => 'payment',\n    'success_url' => home_url( '/thank-you/' ),\n] );", c.Name, sk)
		return hbzS("stripe-secret-key", "php", t, []string{sk})
	}
	pp := hbzPwURL()
	mid := hbzDigitsNoLead(8)
	t := fmt.Sprintf("PayFast settings (%s)\nMerchant ID: %s\nSecurity passphrase: %s\nDebug log: off", c.Domain, mid, pp)
	return hbzS("payment-gateway-secret", "note", t, []string{pp}, "Merchant ID: "+mid)
}

func hbzSMTP() Sample {
	c := hbzNewClient()
	switch rng.IntN(7) {
	case 0:
		k := hbzSendGrid()
		t := fmt.Sprintf("define( 'WPMS_ON', true );\ndefine( 'WPMS_MAIL_FROM', 'noreply@%s' );\ndefine( 'WPMS_MAILER', 'sendgrid' );\ndefine( 'WPMS_SENDGRID_API_KEY', '%s' );", c.Domain, k)
		return hbzS("sendgrid-api-key", "php", t, []string{k}, "noreply@"+c.Domain)
	case 1:
		k := hbzMailgun()
		t := fmt.Sprintf("WP Mail SMTP > Mailgun\nDomain: mg.%s\nRegion: EU\nPrivate API key: %s\nFrom: %s", c.Domain, k, c.Email)
		return hbzS("mailgun-api-key", "note", t, []string{k}, "mg."+c.Domain)
	case 2:
		k := hbzBrevo()
		t := fmt.Sprintf("%s: brevo key for %s newsletter plugin -> %s\n%s: 🙏", hbzPerson(), c.Name, k, hbzPerson())
		return hbzS("brevo-api-key", "chat", t, []string{k}, c.Name)
	case 3:
		ap := hbzGmailAppPw()
		acct := strings.ToLower(c.First) + "." + c.Slug[:min(6, len(c.Slug))] + "@gmail.com"
		t := fmt.Sprintf("SMTP for the booking form (client only has Gmail):\nhost smtp.gmail.com / 587 / TLS\nuser %s\napp password: %s\n(generated under Google Account > Security > App passwords)", acct, ap)
		return hbzS("gmail-app-password", "note", t, []string{ap}, acct)
	case 4:
		pw := hbzPw()
		t := fmt.Sprintf("Hi %s,\n\nForms on the site were going to spam so I've switched them to send through your Microsoft 365 mailbox.\nSMTP: smtp.office365.com, port 587\nAccount: %s\nPassword used: %s\n\nIf you change that password, the forms will stop sending - let me know first!\n\n%s", c.First, c.Email, pw, hbzPerson())
		return hbzS("smtp-password", "mail", t, []string{pw}, c.Email)
	case 5:
		id, sec := hbzAWSID(), "BF"+rnd(alnum+"+/", 42)
		t := fmt.Sprintf("Amazon SES SMTP credentials (eu-west-1)\nSMTP endpoint: email-smtp.eu-west-1.amazonaws.com\nIAM user: ses-smtp-%s\nSMTP username: %s\nSMTP password: %s", c.Slug, id, sec)
		return hbzS("aws-ses-smtp", "note", t, []string{id, sec}, "ses-smtp-"+c.Slug)
	}
	k := "api-" + strings.ToUpper(rnd(hexs, 32))
	t := fmt.Sprintf("[smtp2go]\nfrom_email = hello@%s\napi_key = %s\nsender_name = %s", c.Domain, k, c.Name)
	return hbzS("smtp2go-api-key", "ini", t, []string{k}, "hello@"+c.Domain)
}

func hbzMailchimpKey() Sample {
	c := hbzNewClient()
	k := hbzMailchimp()
	aud := rnd(hexs, 10)
	switch rng.IntN(2) {
	case 0:
		t := fmt.Sprintf("MC4WP settings for %s\nAPI key: %s\nList: Newsletter (%s)\nDouble opt-in: yes", c.Domain, k, aud)
		return hbzS("mailchimp-api-key", "note", t, []string{k}, aud)
	}
	t := fmt.Sprintf("MAILCHIMP_API_KEY=%s\nMAILCHIMP_AUDIENCE_ID=%s\nMAILCHIMP_TAG=website-signup", k, aud)
	return hbzS("mailchimp-api-key", "env", t, []string{k}, "MAILCHIMP_AUDIENCE_ID="+aud)
}

func hbzGoogleAds() Sample {
	c := hbzNewClient()
	cid := fmt.Sprintf("%s-%s-%s", rnd(digits, 3), rnd(digits, 3), rnd(digits, 4))
	switch rng.IntN(3) {
	case 0:
		dev, sec, ref := rnd(b64url, 22), hbzGoogleSecret(), hbzRefresh()
		id := hbzGoogleClientID()
		t := fmt.Sprintf("# google-ads.yaml (reporting script for %s)\ndeveloper_token: %s\nclient_id: %s\nclient_secret: %s\nrefresh_token: %s\nlogin_customer_id: %s\nuse_proto_plus: True", c.Name, dev, id, sec, ref, strings.ReplaceAll(cid, "-", ""))
		return hbzS("google-ads-credentials", "yaml", t, []string{dev, sec, ref}, id)
	case 1:
		k := hbzGoogleKey()
		t := fmt.Sprintf("# server-side only, used by the store locator importer cron\nGOOGLE_PLACES_SERVER_KEY=%s\nIMPORT_CRON=\"0 3 * * *\"", k)
		return hbzS("google-api-key", "env", t, []string{k})
	}
	sec := hbzGoogleSecret()
	id := hbzGoogleClientID()
	t := fmt.Sprintf("For the Site Kit / Search Console connection on %s I had to make our own OAuth client:\nclient id %s\nclient secret %s\nredirect https://%s/wp-admin/admin.php?page=googlesitekit-splash", c.Domain, id, sec, c.Domain)
	return hbzS("oauth-client-secret", "note", t, []string{sec}, id)
}

func hbzMeta() Sample {
	c := hbzNewClient()
	pixel := hbzDigitsNoLead(15)
	switch rng.IntN(3) {
	case 0:
		tok := hbzMetaToken()
		t := fmt.Sprintf("Conversions API for WooCommerce (%s)\nPixel ID: %s\nAccess token: %s\nTest event code: TEST%s", c.Domain, pixel, tok, rnd(digits, 5))
		return hbzS("meta-access-token", "note", t, []string{tok}, "Pixel ID: "+pixel)
	case 1:
		app := hbzDigitsNoLead(15)
		sec := rnd(hexs, 32)
		t := fmt.Sprintf("{\n  \"facebook\": {\n    \"app_id\": \"%s\",\n    \"app_secret\": \"%s\",\n    \"graph_version\": \"v19.0\"\n  }\n}", app, sec)
		return hbzS("meta-app-secret", "json", t, []string{sec}, app)
	}
	tok := hbzMetaToken()
	t := fmt.Sprintf("%s: the Instagram feed on %s stopped again 😩\n%s: token expired. new long-lived one: %s\n%s: pasted, feed's back", c.First, c.Domain, hbzPerson(), tok, c.First)
	return hbzS("meta-access-token", "chat", t, []string{tok}, c.Domain)
}

func hbzGA4Secret() Sample {
	c := hbzNewClient()
	mid := "G-" + rnd(upper+digits, 10)
	sec := rnd(b64url, 22)
	t := fmt.Sprintf("// server-side purchase events for %s\nconst MEASUREMENT_ID = '%s';\nconst API_SECRET = '%s'; // GA4 > Admin > Data streams > Measurement Protocol API secrets\nfetch(`https://www.google-analytics.com/mp/collect?measurement_id=${MEASUREMENT_ID}&api_secret=${API_SECRET}`, { method: 'POST', body })", c.Domain, mid, sec)
	return hbzS("ga4-api-secret", "js", t, []string{sec}, mid)
}

func hbzRecaptchaSecret() Sample {
	site, sec := hbzRecaptcha(), hbzRecaptcha()
	switch rng.IntN(2) {
	case 0:
		t := fmt.Sprintf("Contact Form 7 > Integration > reCAPTCHA\nSite key: %s\nSecret key: %s", site, sec)
		return hbzS("recaptcha-secret", "note", t, []string{sec}, site)
	}
	t := fmt.Sprintf("define( 'RECAPTCHA_SITE_KEY', '%s' );\ndefine( 'RECAPTCHA_SECRET_KEY', '%s' );", site, sec)
	return hbzS("recaptcha-secret", "php", t, []string{sec}, site)
}

func hbzWebhooks() Sample {
	c := hbzNewClient()
	switch rng.IntN(5) {
	case 0:
		h := hbzSlackHook()
		t := fmt.Sprintf("Uptime Kuma -> notification \"%s down\"\ntype: Slack\nwebhook: %s\nchannel: #client-sites", c.Domain, h)
		return hbzS("slack-webhook", "note", t, []string{h}, "#client-sites")
	case 1:
		h := hbzDiscordHook()
		t := fmt.Sprintf("add_action( 'woocommerce_new_order', function ( $order_id ) {\n    wp_remote_post( '%s', [\n        'body' => [ 'content' => 'New order #' . $order_id ],\n    ] );\n} );", h)
		return hbzS("discord-webhook", "php", t, []string{h})
	case 2:
		h := hbzZapierHook()
		t := fmt.Sprintf("%s: gravity forms -> zapier webhook for %s's CRM is %s\n%s: added to the form feed", hbzPerson(), c.First, h, hbzPerson())
		return hbzS("zapier-webhook", "chat", t, []string{h})
	case 3:
		h := hbzTeamsHook()
		t := fmt.Sprintf("MAINTENANCE_REPORT_TEAMS_URL=%s\nMAINTENANCE_SITES=%s", h, c.Domain)
		return hbzS("teams-webhook", "env", t, []string{h}, c.Domain)
	}
	h := hbzSlackHook()
	t := fmt.Sprintf("#!/bin/sh\n# nightly backup check for %s\nif ! ls /backups/%s-$(date +%%F).tar.gz >/dev/null 2>&1; then\n  curl -X POST -H 'Content-type: application/json' --data '{\"text\":\"backup missing: %s\"}' %s\nfi", c.Domain, c.Slug, c.Domain, h)
	return hbzS("slack-webhook", "shell", t, []string{h}, "/backups/"+c.Slug)
}

func hbzAdAccountLogin() Sample {
	c := hbzNewClient()
	pw := hbzPw()
	switch rng.IntN(3) {
	case 0:
		acct := "marketing." + c.Slug[:min(8, len(c.Slug))] + "@gmail.com"
		t := fmt.Sprintf("Hi %s,\n\nI can't accept the Google Ads invite from your side, so could you check the account? You sent the login last week:\n%s\n%s\n\nI won't use it unless you say so.\n%s", c.First, acct, pw, hbzPerson())
		return hbzS("google-account-password", "mail", t, []string{pw}, acct)
	case 1:
		t := fmt.Sprintf("%s: Facebook for the shop page - the owner's personal account is %s, pw %s. she said to just log in and add us to Business Manager\n%s: I'd rather she added us herself tbh", hbzPerson(), c.Email, pw, hbzPerson())
		return hbzS("facebook-password", "chat", t, []string{pw}, c.Email)
	}
	t := fmt.Sprintf("Instagram (@%s)\nlogin: %s\npassword: %s\nposting: Tue/Thu via Meta Business Suite", c.Slug, c.Email, pw)
	return hbzS("instagram-password", "note", t, []string{pw}, "@"+c.Slug)
}
