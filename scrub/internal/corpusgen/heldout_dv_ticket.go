package main

// Ticketing and merch: Stripe, Shopify, Square, PayPal, SumUp, Eventbrite, Ticket Tailor,
// Printful, webhooks, signing keys, door-staff logins and POS PINs.

func hdvSlackHook() string {
	return "https://hooks.slack.com/services/T" + rnd(upper+digits, hdvN(8, 10)) + "/B" + rnd(upper+digits, hdvN(8, 10)) + "/" + rnd(alnum, 24)
}

func hdvDiscordHook() string {
	return "https://discord.com/api/webhooks/" + hdvPIN(hdvN(18, 19)) + "/" + rnd(b64url, 68)
}

func hdvShop() string {
	return hdvSlug(hdvBand()) + pick([]string{"-merch", "-store", "shop", ""}) + ".myshopify.com"
}

func hdvStripeSK(prefix string) string {
	if rng.IntN(2) == 0 {
		return prefix + "51" + rnd(alnum, 97)
	}
	return prefix + rnd(alnum, 24)
}

func hdvTicketGens() []hdvGen {
	return []hdvGen{
		{5, func() Sample {
			pk := "pk_live_" + rnd(alnum, hdvN(24, 99))
			sk := hdvStripeSK("sk_live_")
			t := hdvF("# merch store (production)\nSTRIPE_PUBLISHABLE_KEY=%s\nSTRIPE_SECRET_KEY=%s\nCURRENCY=eur\nSHIPPING_FROM=%s\n", pk, sk, hdvCity())
			return hdvS("stripe-secret-key", "env", t, hdvL(sk), pk)
		}},
		{4, func() Sample {
			rk := hdvStripeSK("rk_live_")
			t := hdvF("%s: for the door scanner app use the restricted key, read-only on checkout sessions: %s\n%s: and if it leaks?\n%s: then we roll it in the dashboard, but pls don't paste it in the group chat again", hdvName(), rk, hdvName(), hdvName())
			return hdvS("stripe-restricted-key", "chat", t, hdvL(rk))
		}},
		{4, func() Sample {
			wh := "whsec_" + rnd(alnum, 32)
			t := hdvF("stripe:\n  mode: live\n  webhook:\n    path: /hooks/stripe\n    signing_secret: %s\n    events:\n      - checkout.session.completed\n      - charge.refunded\ntickets:\n  event: \"%s – %s\"", wh, hdvBand(), hdvCity())
			return hdvS("webhook-signing-secret", "yaml", t, hdvL(wh))
		}},
		{4, func() Sample {
			tok := "shpat_" + rnd(hexs, 32)
			shop := hdvShop()
			t := hdvF("import shopify\n\nSHOP = \"%s\"\nTOKEN = \"%s\"\n\nsession = shopify.Session(SHOP, \"2024-07\", TOKEN)\nshopify.ShopifyResource.activate_session(session)\nfor p in shopify.Product.find(limit=50):\n    print(p.title, p.variants[0].inventory_quantity)", shop, tok)
			return hdvS("shopify-access-token", "python", t, hdvL(tok), shop)
		}},
		{3, func() Sample {
			ss := "shpss_" + rnd(hexs, 32)
			t := hdvF("SHOPIFY_APP_URL=https://tourstock.%s.dev\nSHOPIFY_API_SECRET=%s\nSCOPES=read_products,write_inventory\n", hdvSlug(hdvBand()), ss)
			return hdvS("shopify-shared-secret", "env", t, hdvL(ss))
		}},
		{4, func() Sample {
			app := "sq0idp-" + rnd(b64url, 22)
			tok := "EAAA" + rnd(b64url, 60)
			t := hdvF("square:\n  environment: production\n  application_id: %s\n  access_token: %s\n  location: \"Merch table – %s\"", app, tok, hdvVenue())
			return hdvS("square-access-token", "yaml", t, hdvL(tok), app)
		}},
		{3, func() Sample {
			sec := "sq0csp-" + rnd(b64url, 43)
			t := hdvF("%s: square app secret for the merch-sync thing is %s – OAuth redirect still points to localhost, fix before the tour", hdvName(), sec)
			return hdvS("oauth-client-secret", "chat", t, hdvL(sec))
		}},
		{4, func() Sample {
			id := "A" + rnd(b64url, 79)
			sec := "E" + rnd(b64url, 79)
			t := hdvF("PAYPAL_MODE=live\nPAYPAL_CLIENT_ID=%s\nPAYPAL_CLIENT_SECRET=%s\n", id, sec)
			return hdvS("paypal-client-secret", "env", t, hdvL(sec), id)
		}},
		{4, func() Sample {
			tok := rnd(upper+digits, 20)
			ev := rnd(digits, 12)
			t := hdvF("$ curl -s \"https://www.eventbriteapi.com/v3/events/%s/attendees/?status=attending\" \\\n    -H \"Authorization: Bearer %s\" | jq '.pagination.object_count'\n%d", ev, tok, hdvN(80, 1400))
			return hdvS("eventbrite-token", "shell", t, hdvL(tok), ev)
		}},
		{3, func() Sample {
			k := "sk_" + rnd(digits, 4) + "_" + rnd(digits, 6) + "_" + rnd(hexs, 32)
			t := hdvF("import requests\n\nTT_KEY = \"%s\"  # ticket tailor, box office account\nr = requests.get(\"https://api.tickettailor.com/v1/orders\", auth=(TT_KEY, \"\"))\nprint(len(r.json()[\"data\"]), \"orders\")", k)
			return hdvS("ticketing-api-key", "python", t, hdvL(k))
		}},
		{3, func() Sample {
			tok := rnd(alnum, 40)
			t := hdvF("%s: printful api token for the shopify sync: %s\n%s: cheers, the tour shirts are live tomorrow then", hdvName(), tok, hdvName())
			return hdvS("merch-api-token", "chat", t, hdvL(tok))
		}},
		{4, func() Sample {
			h := hdvSlackHook()
			t := hdvF("# ticket sales bot\nsales_alerts:\n  every: 1h\n  threshold_percent: [50, 75, 90, 100]\n  slack_webhook: %s\n  channel: \"#%s-tour\"", h, hdvSlug(hdvBand()))
			return hdvS("slack-webhook", "yaml", t, hdvL(h))
		}},
		{4, func() Sample {
			h := hdvDiscordHook()
			t := hdvF("// ping the crew discord on every merch order\nconst HOOK = \"%s\";\n\nexport async function notify(order) {\n  await fetch(HOOK, {\n    method: \"POST\",\n    headers: { \"Content-Type\": \"application/json\" },\n    body: JSON.stringify({ content: `🛒 ${order.name}: ${order.total} €` }),\n  });\n}", h)
			return hdvS("discord-webhook", "javascript", t, hdvL(h))
		}},
		{3, func() Sample {
			h := "https://" + hdvSlug(hdvCity()) + "fest.webhook.office.com/webhookb2/" + hdvUUID() + "@" + hdvUUID() + "/IncomingWebhook/" + rnd(hexs, 32) + "/" + hdvUUID()
			t := hdvF("Volunteer rota alerts post to the Teams channel \"Crew – Stage B\" via this connector:\n%s\nIf someone leaves the org, regenerate it.", h)
			return hdvS("teams-webhook", "wiki", t, hdvL(h))
		}},
		{3, func() Sample {
			h := "https://hooks.zapier.com/hooks/catch/" + rnd(digits, 8) + "/" + rnd(lower+digits, 6) + "/"
			t := hdvF("Zap: new Eventbrite order → row in the guest list sheet.\nCatch hook: %s\nTest with a comp ticket, not a real one.", h)
			return hdvS("zapier-webhook", "note", t, hdvL(h))
		}},
		{4, func() Sample {
			k := rnd(hexs, 64)
			t := hdvF("# door-scan service\n[tickets]\nqr_issuer = \"%s\"\nqr_signing_key = \"%s\"\nqr_alg = \"HS256\"\nvalid_from_minutes_before_doors = 90", hdvSlug(hdvVenue()), k)
			return hdvS("signing-key", "toml", t, hdvL(k))
		}},
		{4, func() Sample {
			sid := "AC" + rnd(hexs, 32)
			tok := rnd(hexs, 32)
			t := hdvF("from twilio.rest import Client\n\n# show-day SMS reminders\nclient = Client(\"%s\", \"%s\")\nclient.messages.create(\n    to=row[\"phone\"], from_=\"+44%s\",\n    body=f\"Doors at 19:00 tonight at %s! Bring ID.\")", sid, tok, rnd(digits, 10), hdvVenue())
			return hdvS("twilio-auth-token", "python", t, hdvL(tok), sid)
		}},
		{3, func() Sample {
			u := hdvEmail("promoter")
			pw := hdvPass()
			t := hdvF("Betreff: Zugangsdaten Vorverkauf\n\nHallo %s,\n\nhier die Zugangsdaten für das Veranstalter-Backend:\nBenutzer: %s\nPasswort: %s\n\nBitte nach dem ersten Login ändern.\n\nViele Grüße\n%s", hdvName(), u, pw, hdvName())
			return hdvS("ticketing-password", "mail", t, hdvL(pw), u)
		}},
		{4, func() Sample {
			u := hdvUser()
			pw := hdvPass()
			v := hdvVenue()
			t := hdvF("DOOR STAFF – %s, %s\n\n1. Scanner phones are in the box office drawer.\n2. Organizer app login: %s\n   password: %s\n3. Guest list is a printout, not the app.\n4. Re-entry: stamp + wristband only.", v, hdvDate(), u, pw)
			return hdvS("ticketing-password", "handover", t, hdvL(pw), u, v)
		}},
		{3, func() Sample {
			sess := rnd(hexs, 32)
			oid := rnd(digits, 6)
			t := hdvF("Bug: refunds page crashes\nSteps: open /admin/orders/%s/refund\nRequest copied from devtools:\ncurl 'https://boxoffice.%s.com/admin/orders/%s/refund' -H 'Cookie: _boxoffice_session=%s; locale=en' -H 'Accept: text/html'\nResponse: 500", oid, hdvSlug(hdvVenue()), oid, sess)
			return hdvS("session-cookie", "ticket", t, hdvL(sess))
		}},
		{3, func() Sample {
			jwt := "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9." + rnd(b64url, hdvN(60, 90)) + "." + rnd(b64url, 43)
			t := hdvF("2025-%02d-%02dT18:%02d:44Z INFO  scan-gateway request method=POST path=/v2/checkins status=201 dur=84ms\n2025-%02d-%02dT18:%02d:44Z DEBUG scan-gateway headers authorization=\"Bearer %s\" device=door-%d", hdvN(1, 12), hdvN(1, 28), hdvN(0, 59), hdvN(1, 12), hdvN(1, 28), hdvN(0, 59), jwt, hdvN(1, 6))
			return hdvS("bearer-token", "log", t, hdvL(jwt))
		}},
		{4, func() Sample {
			pin := hdvPIN(pick([]int{4, 6}))
			n := hdvName()
			t := hdvF("Merch table notes (%s)\n- float: 150 € in the grey cash box\n- iPad POS: staff %s, PIN %s\n- sizes running low: M black tee, L tote\n- count stock before load-out!", hdvVenue(), n, pin)
			return hdvS("pos-pin", "note", t, hdvL(pin), n)
		}},
		{3, func() Sample {
			k := "sup_sk_" + rnd(alnum, 32)
			t := hdvF("SUMUP_MERCHANT_CODE=M%s\nSUMUP_API_KEY=%s\nSUMUP_CURRENCY=EUR\n", rnd(upper+digits, 7), k)
			return hdvS("payment-api-key", "env", t, hdvL(k))
		}},
		{3, func() Sample {
			k := "key-" + rnd(hexs, 32)
			d := hdvSlug(hdvVenue())
			t := hdvF("[mail]\ndriver = mailgun\ndomain = tickets.%s.com\nsecret = %s\nfrom = \"Box Office <boxoffice@%s.com>\"", d, k, d)
			return hdvS("mailgun-api-key", "ini", t, hdvL(k))
		}},
	}
}
