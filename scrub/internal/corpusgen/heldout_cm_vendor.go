package main

import (
	"fmt"
	"strings"
)

// Vendor-format tokens used around online ordering, SMS reminders, menus and hotel systems.

var hcmVendorGens = []func() Sample{
	hcmVdStripe, hcmVdSquare, hcmVdTwilio, hcmVdSendGrid, hcmVdAWS, hcmVdShopify, hcmVdMailchimp,
	hcmVdTelegram, hcmVdOpenAI, hcmVdGitRemote, hcmVdTOTP, hcmVdRecovery, hcmVdPEM, hcmVdCookie,
	hcmVdLicence, hcmVdMagicLink, hcmVdSlackBot,
}

func hcmVdStripe() Sample {
	sk := hcmStripeSK()
	pk := "pk_live_" + rnd(alnum, hcmN(24, 99))
	wh := "whsec_" + rnd(alnum, 32)
	t := fmt.Sprintf("# online ordering - .env.production\nSTRIPE_PUBLISHABLE_KEY=%s\nSTRIPE_SECRET_KEY=%s\nSTRIPE_WEBHOOK_SECRET=%s\nORDER_CUTOFF=21:30\n", pk, sk, wh)
	if rng.IntN(2) == 0 {
		t = strings.Replace(t, "STRIPE_WEBHOOK_SECRET="+wh+"\n", "", 1)
		return hcmS("stripe-secret-key", "env", t, []string{sk}, pk)
	}
	return hcmS("stripe-secret-key", "env", t, []string{sk, wh}, pk)
}

func hcmVdSquare() Sample {
	tok := hcmSquare()
	loc := "L" + rnd(upper+digits, 12)
	t := fmt.Sprintf("from square.client import Client\n\n# loyalty export for %s\nclient = Client(access_token=\"%s\", environment=\"production\")\nres = client.loyalty.search_loyalty_accounts(body={\"query\": {}, \"limit\": 200})\nLOCATION_ID = \"%s\"\n",
		hcmVenue(), tok, loc)
	return hcmS("square-access-token", "code", t, []string{tok}, loc)
}

func hcmVdTwilio() Sample {
	sid := "AC" + rnd(hexs, 32)
	tok := hcmTwilioTok()
	t := fmt.Sprintf("Booking reminders (SMS 24h before):\nTWILIO_ACCOUNT_SID=%s\nTWILIO_AUTH_TOKEN=%s\nTWILIO_FROM=%s\n", sid, tok, hcmPhone())
	return hcmS("twilio-auth-token", "env", t, []string{tok}, sid)
}

func hcmVdSendGrid() Sample {
	key := hcmSendGrid()
	from := "reservas@" + hcmSlug() + ".es"
	t := fmt.Sprintf("mail:\n  provider: sendgrid\n  api_key: %s\n  from: %s\n  templates:\n    confirmation: d-%s\n    reminder: d-%s\n", key, from, rnd(hexs, 32), rnd(hexs, 32))
	return hcmS("sendgrid-api-key", "yaml", t, []string{key}, from)
}

func hcmVdAWS() Sample {
	id := hcmAWSID()
	sec := hcmAWSSecret()
	bucket := hcmSlug() + "-menu-photos"
	if rng.IntN(2) == 0 {
		t := fmt.Sprintf("[menu-uploader]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = eu-west-%d\n# bucket: %s\n", id, sec, hcmN(1, 3), bucket)
		return hcmS("aws-access-key", "ini", t, []string{id, sec}, bucket)
	}
	t := fmt.Sprintf("%s: the menu photos uploader is failing again, it still uses key %s, I think that one was disabled\n%s: yeah, I'll make a new one for %s", hcmStaff(), id, hcmStaff(), bucket)
	return hcmS("aws-access-key", "chat", t, []string{id}, bucket)
}

func hcmVdShopify() Sample {
	tok := hcmShopify()
	shop := hcmSlug() + "-vouchers.myshopify.com"
	t := fmt.Sprintf("$ export SHOPIFY_TOKEN=%s\n$ curl -s -H \"X-Shopify-Access-Token: $SHOPIFY_TOKEN\" https://%s/admin/api/2024-10/gift_cards/count.json\n{\"count\":%d}", tok, shop, hcmN(10, 900))
	return hcmS("shopify-token", "shell", t, []string{tok}, shop)
}

func hcmVdMailchimp() Sample {
	key := hcmMailchimp()
	list := rnd(hexs, 10)
	t := fmt.Sprintf("Newsletter (brunch menu launch)\nMailchimp API key: %s\nAudience id: %s\nSend Thursday 10:00, Spanish + English versions", key, list)
	return hcmS("mailchimp-api-key", "note", t, []string{key}, list)
}

func hcmVdTelegram() Sample {
	tok := hcmTelegram()
	chat := "-100" + rnd(digits, 10)
	t := fmt.Sprintf("# gửi đơn mới vào group bếp\nBOT_TOKEN = \"%s\"\nCHAT_ID = \"%s\"\n\ndef notify(order):\n    requests.post(f\"https://api.telegram.org/bot{BOT_TOKEN}/sendMessage\", json={\"chat_id\": CHAT_ID, \"text\": order.summary()})\n", tok, chat)
	return hcmS("telegram-bot-token", "code", t, []string{tok}, chat)
}

func hcmVdOpenAI() Sample {
	key := hcmOpenAI()
	t := fmt.Sprintf("I'm using this to translate the menu into Vietnamese and Spanish, key is %s - why does it keep returning 429?\n\n```python\nclient = OpenAI(api_key=KEY)\nfor dish in menu:\n    translate(dish)\n```", key)
	return hcmS("openai-api-key", "chat", t, []string{key}, "translate the menu")
}

func hcmVdGitRemote() Sample {
	tok := hcmGhp()
	repo := hcmSlug() + "-website"
	t := fmt.Sprintf("$ git remote -v\norigin\thttps://%s@github.com/%s/%s.git (fetch)\norigin\thttps://%s@github.com/%s/%s.git (push)\n$ git push origin main\nEverything up-to-date",
		tok, hcmSlug(), repo, tok, hcmSlug(), repo)
	return hcmS("github-token", "shell", t, []string{tok}, repo)
}

func hcmVdTOTP() Sample {
	seed := hcmTOTP()
	acct := hcmEmailOf(hcmStaff())
	t := fmt.Sprintf("2FA for the delivery manager account, so whoever is on shift can log in:\notpauth://totp/%s:%s?secret=%s&issuer=%s\n(scan into the office phone's authenticator)",
		pick([]string{"UberEats", "Deliveroo", "Glovo", "JustEat"}), acct, seed, pick([]string{"UberEats", "Deliveroo", "Glovo", "JustEat"}))
	return hcmS("totp-seed", "note", t, []string{seed}, acct)
}

func hcmVdRecovery() Sample {
	n := hcmN(2, 3)
	var codes []string
	for i := 0; i < n; i++ {
		codes = append(codes, hcmRecovery())
	}
	t := fmt.Sprintf("Backup codes for the Google Business Profile (%s) - each works once:\n%s\nKeep in the office safe, not on the shared drive.", hcmVenue(), strings.Join(codes, "\n"))
	return hcmS("recovery-code", "note", t, codes, "Google Business Profile")
}

func hcmVdPEM() Sample {
	body := hcmPEMBody()
	t := fmt.Sprintf("Certificado para TicketBAI (facturación del restaurante), clave privada:\n-----BEGIN PRIVATE KEY-----\n%s\n-----END PRIVATE KEY-----\nNIF: B%s", strings.Join(body, "\n"), rnd(digits, 8))
	return hcmS("private-key", "note", t, []string{strings.Join(body, "\n")}, "-----BEGIN PRIVATE KEY-----")
}

func hcmVdCookie() Sample {
	sess := rnd(b64url, hcmN(32, 64))
	t := fmt.Sprintf("Bug report: reservations dashboard shows yesterday's covers.\nRequest copied from devtools:\nGET /api/dashboard/covers?date=today HTTP/2\nHost: manager.%s.com\nCookie: lang=es; sessionid=%s; tz=Europe%%2FMadrid\nAccept: application/json",
		hcmSlug(), sess)
	return hcmS("session-cookie", "ticket", t, []string{sess}, "lang=es")
}

func hcmVdLicence() Sample {
	lic := hcmLicence()
	prod := pick([]string{"Agora POS", "ICG FrontRest", "Hotelogix", "Orderbird PRO", "ProtelAir"})
	t := fmt.Sprintf("New till PC for the bar. Install %s and activate with licence key %s (we paid for 3 seats, this is seat 2).", prod, lic)
	return hcmS("licence-key", "note", t, []string{lic}, prod)
}

func hcmVdMagicLink() Sample {
	tok := rnd(b64url, hcmN(32, 48))
	t := fmt.Sprintf("%s: can't find the login email, can you just send me yours?\n%s: here, it's a one-time link: https://partners.%s.com/auth/magic?token=%s\n%s: in, thanks",
		hcmStaff(), hcmStaff(), pick([]string{"tablebook", "reservio", "dinerpro"}), tok, hcmStaff())
	return hcmS("login-link-token", "chat", t, []string{tok}, "one-time link")
}

func hcmVdSlackBot() Sample {
	tok := hcmSlackBot()
	t := fmt.Sprintf("the 86-board bot posts sold-out items to #kitchen. config:\nSLACK_BOT_TOKEN=%s\nSLACK_CHANNEL=#kitchen-%s", tok, hcmSlug())
	return hcmS("slack-token", "env", t, []string{tok}, "SLACK_CHANNEL")
}
