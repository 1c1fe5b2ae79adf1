package main

import "fmt"

// Payment gateways: Stripe, PayPal, Braintree, Adyen, Mollie, Square, Mercado Pago, Klarna,
// Authorize.Net, Checkout.com, Razorpay, Worldpay.

func hdcStripeSk(live bool) string {
	p := "sk_test_"
	if live {
		p = "sk_live_"
	}
	if hdcCoin() {
		return p + "51" + hdcR(hdcAlnum, hdcN(95, 105))
	}
	return p + hdcR(hdcAlnum, hdcN(24, 34))
}

func hdcPk() string { return "pk_live_51" + hdcR(hdcAlnum, hdcN(60, 98)) }

func hdcPaySecrets() []func() Sample {
	return []func() Sample{
		func() Sample {
			sk := hdcStripeSk(hdcCoin())
			pk := hdcPk()
			wh := "whsec_" + hdcR(hdcAlnum, 32)
			t := fmt.Sprintf("STRIPE_PUBLISHABLE_KEY=%s\nSTRIPE_SECRET_KEY=%s\nSTRIPE_WEBHOOK_SECRET=%s\nCHECKOUT_SUCCESS_URL=https://%s/thanks\n", pk, sk, wh, hdcDomain())
			return hdcS("stripe-secret-key", "env", t, []string{sk, wh}, pk)
		},
		func() Sample {
			wh := "whsec_" + hdcR(hdcAlnum, hdcN(32, 64))
			t := fmt.Sprintf("$ stripe listen --forward-to localhost:%d/api/webhooks/stripe\n> Ready! You are using Stripe API Version [%s]. Your webhook signing secret is %s (^C to quit)\n%s   --> checkout.session.completed [evt_%s]",
				hdcN(3000, 9000), hdcP("2024-06-20", "2025-03-31.basil", "2024-12-18.acacia"), wh, hdcTime(), hdcR(hdcAlnum, 24))
			return hdcS("stripe-webhook-secret", "shell", t, []string{wh})
		},
		func() Sample {
			rk := "rk_live_" + hdcR(hdcAlnum, hdcN(24, 99))
			t := fmt.Sprintf("%s: made a restricted key for the ERP (read-only on charges, refunds write):\n%s\nput it in their config, not ours", hdcName(), rk)
			return hdcS("stripe-restricted-key", "chat", t, []string{rk})
		},
		func() Sample {
			cid := "A" + hdcR(hdcB64u, 79)
			sec := "E" + hdcR(hdcB64u, 79)
			t := fmt.Sprintf("Hi %s,\n\nas requested, the PayPal REST credentials for the live app \"%s Checkout\":\n\nClient ID: %s\nSecret: %s\n\nPlease confirm once you've stored them, I'll delete this mail.\n\n%s",
				hdcName(), hdcBrand(), cid, sec, hdcName())
			return hdcS("paypal-client-secret", "mail", t, []string{sec}, cid)
		},
		func() Sample {
			cid := "A" + hdcR(hdcB64u, 79)
			sec := "E" + hdcR(hdcB64u, 79)
			at := "A21AA" + hdcR(hdcB64u, hdcN(90, 110))
			t := fmt.Sprintf("$ curl -s https://api-m.sandbox.paypal.com/v1/oauth2/token \\\n    -u \"%s:%s\" \\\n    -d \"grant_type=client_credentials\"\n{\"scope\":\"https://uri.paypal.com/services/payments/payment\",\"access_token\":\"%s\",\"token_type\":\"Bearer\",\"app_id\":\"APP-%s\",\"expires_in\":32400}",
				cid, sec, at, hdcR(hdcUpN, 17))
			return hdcS("paypal-access-token", "shell", t, []string{sec, at}, cid)
		},
		func() Sample {
			mid := hdcR(hdcLowN, 16)
			pub := hdcR(hdcLowN, 16)
			priv := hdcHex(32)
			t := fmt.Sprintf("$gateway = new Braintree\\Gateway([\n    'environment' => 'production',\n    'merchantId' => '%s',\n    'publicKey' => '%s',\n    'privateKey' => '%s'\n]);", mid, pub, priv)
			return hdcS("braintree-private-key", "code", t, []string{priv}, mid)
		},
		func() Sample {
			key := "AQE" + hdcR(hdcAlnum, hdcN(14, 20)) + "/" + hdcR(hdcAlnum, 20) + "-" + hdcR(hdcAlnum+"+/", 44) + "=-" + hdcR(hdcAlnum, 16)
			ma := hdcP("NorthPeakECOM", "LumenCandlesEU", "BergkaffeeDE", "CasaOlivaES") + hdcP("", "_TEST")
			t := fmt.Sprintf("curl https://checkout-test.adyen.com/v71/paymentMethods \\\n-H 'x-API-key: %s' \\\n-H 'content-type: application/json' \\\n-d '{\"merchantAccount\": \"%s\", \"countryCode\": \"NL\", \"amount\": {\"currency\": \"EUR\", \"value\": %d}}'",
				key, ma, hdcN(500, 20000))
			return hdcS("adyen-api-key", "shell", t, []string{key}, ma)
		},
		func() Sample {
			hm := hdcR(hdcHexU, 64)
			d := hdcDomain()
			t := fmt.Sprintf("Adyen webhook (Standard notification) for %s\n- URL: https://%s/adyen/webhook\n- Basic auth user: ws_adyen_notif\n- HMAC key: %s\n- Events: AUTHORISATION, REFUND, CHARGEBACK", d, d, hm)
			return hdcS("adyen-hmac-key", "notes", t, []string{hm}, "ws_adyen_notif")
		},
		func() Sample {
			k := hdcP("live_", "test_") + hdcR(hdcAlnum, 30)
			t := fmt.Sprintf("<?php\n$mollie = new \\Mollie\\Api\\MollieApiClient();\n$mollie->setApiKey(\"%s\");\n$payment = $mollie->payments->create([\n    \"amount\" => [\"currency\" => \"EUR\", \"value\" => \"%d.00\"],\n    \"description\" => \"Bestelling #%s\",\n    \"redirectUrl\" => \"https://%s/bedankt\",\n]);", k, hdcN(5, 300), hdcOrder(), hdcDomain())
			return hdcS("mollie-api-key", "code", t, []string{k})
		},
		func() Sample {
			tok := "EAAA" + hdcR(hdcB64u, 60)
			app := "sq0idp-" + hdcR(hdcB64u, 22)
			loc := "L" + hdcR(hdcUpN, 12)
			t := fmt.Sprintf("SQUARE_ENVIRONMENT=production\nSQUARE_APPLICATION_ID=%s\nSQUARE_ACCESS_TOKEN=%s\nSQUARE_LOCATION_ID=%s\n", app, tok, loc)
			return hdcS("square-access-token", "env", t, []string{tok}, app, loc)
		},
		func() Sample {
			sec := "sq0csp-" + hdcR(hdcB64u, 43)
			t := fmt.Sprintf("OAuth for the POS sync: application secret is %s (Developer Dashboard > OAuth > Production). redirect url https://%s/square/callback", sec, hdcStage())
			return hdcS("square-app-secret", "chat", t, []string{sec})
		},
		func() Sample {
			tok := fmt.Sprintf("APP_USR-%d-%06d-%s-%d", hdcN(1000000000000000, 9999999999999999), hdcN(0, 999999), hdcHex(32), hdcN(100000000, 999999999))
			t := fmt.Sprintf("import mercadopago\n\n# token de produção da conta da loja (não commitar!)\nsdk = mercadopago.SDK(\"%s\")\n\npreference = sdk.preference().create({\n    \"items\": [{\"title\": \"Camiseta\", \"quantity\": 1, \"unit_price\": %d.9}]\n})", tok, hdcN(29, 199))
			return hdcS("mercadopago-access-token", "code", t, []string{tok})
		},
		func() Sample {
			u := "PK" + fmt.Sprint(hdcN(10000, 99999)) + "_" + hdcHex(12)
			pw := hdcR(hdcAlnum, 16)
			t := fmt.Sprintf("resp = requests.post(\n    \"https://api.klarna.com/payments/v1/sessions\",\n    auth=(\"%s\", \"%s\"),\n    json=payload,\n    timeout=10,\n)", u, pw)
			return hdcS("klarna-api-password", "code", t, []string{pw}, u)
		},
		func() Sample {
			login := hdcR(hdcAlnum, hdcN(8, 10))
			tk := hdcR(hdcAlnum, 16)
			t := fmt.Sprintf("{\n  \"createTransactionRequest\": {\n    \"merchantAuthentication\": {\n      \"name\": \"%s\",\n      \"transactionKey\": \"%s\"\n    },\n    \"refId\": \"%d\",\n    \"transactionRequest\": { \"transactionType\": \"authCaptureTransaction\", \"amount\": \"%d.%02d\" }\n  }\n}", login, tk, hdcN(100000, 999999), hdcN(5, 500), hdcN(0, 99))
			return hdcS("authorizenet-transaction-key", "json", t, []string{tk}, login)
		},
		func() Sample {
			sk := "sk_sbox_" + hdcR(hdcLowN, 26)
			pk := "pk_sbox_" + hdcR(hdcLowN, 26)
			t := fmt.Sprintf("checkout_com:\n  environment: sandbox\n  public_key: %s\n  secret_key: %s\n  processing_channel_id: pc_%s\n", pk, sk, hdcR(hdcLowN, 26))
			return hdcS("checkoutcom-secret-key", "yaml", t, []string{sk}, pk)
		},
		func() Sample {
			kid := "rzp_live_" + hdcR(hdcAlnum, 14)
			ks := hdcR(hdcAlnum, 24)
			t := fmt.Sprintf("RAZORPAY_KEY_ID=%s\nRAZORPAY_KEY_SECRET=%s\nRAZORPAY_CURRENCY=INR\n", kid, ks)
			return hdcS("razorpay-key-secret", "env", t, []string{ks})
		},
		func() Sample {
			mc := hdcR(hdcUp, hdcN(6, 10))
			pw := hdcPw()
			t := fmt.Sprintf("%s – Worldpay XML direct integration\n\nMerchant code: %s\nXML password: %s\nInstallation ID: %d\n\nTest card 4444333322221111 is declined since %s, need to check with Worldpay support.", hdcTicket(), mc, pw, hdcN(1000000, 1999999), hdcDate())
			return hdcS("gateway-password", "ticket", t, []string{pw}, mc)
		},
		func() Sample {
			sk := hdcStripeSk(true)
			t := fmt.Sprintf(">>> import stripe\n>>> stripe.api_key = \"%s\"\n>>> stripe.Refund.create(payment_intent=\"pi_%s\", amount=%d)\n<Refund refund id=re_%s JSON: {\n  \"status\": \"succeeded\"\n}>", sk, hdcR(hdcAlnum, 24), hdcN(100, 9000), hdcR(hdcAlnum, 24))
			return hdcS("stripe-secret-key", "shell", t, []string{sk})
		},
		func() Sample {
			var body []string
			body = append(body, "MIGTAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBHkwdwIBAQQg"+hdcR(hdcB64, 16))
			for i := 0; i < 3; i++ {
				body = append(body, hdcR(hdcB64, 64))
			}
			body = append(body, hdcR(hdcB64, hdcN(20, 40))+"==")
			mid := "merchant.com." + hdcSlug(9) + ".shop"
			block := fmt.Sprintf("-----BEGIN PRIVATE KEY-----\n%s\n%s\n%s\n%s\n%s\n-----END PRIVATE KEY-----", body[0], body[1], body[2], body[3], body[4])
			t := fmt.Sprintf("Apple Pay merchant identity cert for %s – key used by the payment server:\n\n%s", mid, block)
			return hdcS("private-key", "notes", t, []string{block}, mid)
		},
		func() Sample {
			sk := hdcStripeSk(false)
			t := fmt.Sprintf("diff --git a/config/payments.yml b/config/payments.yml\n@@ -3,5 +3,5 @@ stripe:\n   currency: eur\n-  api_key: <%%= ENV['STRIPE_KEY'] %%>\n+  api_key: %s\n   capture_method: manual", sk)
			return hdcS("stripe-secret-key", "diff", t, []string{sk})
		},
	}
}

func hdcPayTraps() []func() Sample {
	return []func() Sample{
		func() Sample {
			t := fmt.Sprintf("{\n  \"id\": \"evt_%s\",\n  \"type\": \"payment_intent.succeeded\",\n  \"livemode\": true,\n  \"data\": { \"object\": {\n    \"id\": \"pi_%s\",\n    \"customer\": \"cus_%s\",\n    \"payment_method\": \"pm_%s\",\n    \"latest_charge\": \"ch_%s\",\n    \"amount\": %d\n  } }\n}",
				hdcR(hdcAlnum, 24), hdcR(hdcAlnum, 24), hdcR(hdcAlnum, 14), hdcR(hdcAlnum, 24), hdcR(hdcAlnum, 24), hdcN(500, 90000))
			return hdcT("trap-stripe-ids", "json", t)
		},
		func() Sample {
			t := fmt.Sprintf("<script src=\"https://js.stripe.com/v3/\"></script>\n<script>\n  const stripe = Stripe('%s');\n  const elements = stripe.elements({ locale: '%s' });\n</script>", hdcPk(), hdcP("de", "nl", "fr", "auto"))
			return hdcT("trap-publishable-key", "code", t)
		},
		func() Sample {
			t := fmt.Sprintf("<script src=\"https://www.paypal.com/sdk/js?client-id=A%s&currency=EUR&intent=capture\"></script>", hdcR(hdcB64u, 79))
			return hdcT("trap-client-id", "code", t)
		},
		func() Sample {
			t := fmt.Sprintf("{\"live\":\"true\",\"notificationItems\":[{\"NotificationRequestItem\":{\"eventCode\":\"AUTHORISATION\",\"success\":\"true\",\"pspReference\":\"%d\",\"merchantReference\":\"%s\",\"merchantAccountCode\":\"%sECOM\",\"amount\":{\"currency\":\"EUR\",\"value\":%d}}}]}",
				hdcN(1000000000000000, 9999999999999999), hdcOrder(), hdcP("NorthPeak", "Lumen", "Ferro"), hdcN(500, 90000))
			return hdcT("trap-psp-reference", "json", t)
		},
		func() Sample {
			t := fmt.Sprintf("%s - - [%s] \"GET /checkout/success?session_id=cs_live_a1%s HTTP/2\" 200 %d \"-\" \"Mozilla/5.0\"", hdcIP(), hdcDate(), hdcR(hdcAlnum, 56), hdcN(4000, 40000))
			return hdcT("trap-session-id", "log", t)
		},
		func() Sample {
			t := fmt.Sprintf("Traceback (most recent call last):\n  File \"refunds.py\", line %d, in <module>\n    stripe.Refund.create(charge=charge_id)\nstripe.error.AuthenticationError: Invalid API Key provided: sk_live_*********************%s", hdcN(10, 90), hdcR(hdcAlnum, 4))
			return hdcT("trap-masked-key", "log", t)
		},
		func() Sample {
			t := fmt.Sprintf("SQUARE_APPLICATION_ID=sq0idp-%s\nSQUARE_LOCATION_ID=L%s\nSQUARE_ACCESS_TOKEN=${SQUARE_ACCESS_TOKEN}\n", hdcR(hdcB64u, 22), hdcR(hdcUpN, 12))
			return hdcT("trap-env-reference", "env", t)
		},
		func() Sample {
			t := fmt.Sprintf("API keys (Dashboard > Developers)\nPublishable key   %s\nSecret key        sk_live_••••••••••••••••%s   Reveal live key\nLast used         %s", hdcPk(), hdcR(hdcAlnum, 4), hdcDate())
			return hdcT("trap-masked-key", "notes", t)
		},
		func() Sample {
			t := fmt.Sprintf("Transaction ID,Type,Status,Amount,Currency,Created\n%s,sale,settled,%d.%02d,EUR,%s\n%s,credit,submitted_for_settlement,%d.%02d,EUR,%s\n",
				hdcR(hdcLowN, 8), hdcN(5, 400), hdcN(0, 99), hdcDate(), hdcR(hdcLowN, 8), hdcN(5, 400), hdcN(0, 99), hdcDate())
			return hdcT("trap-transaction-id", "csv", t)
		},
		func() Sample {
			t := fmt.Sprintf("Payout account updated:\nIBAN: DE%02d %s %s %s %s %s\nBIC: %sDEFF%s\nPayouts: daily, 7-day rolling", hdcN(10, 99), hdcR(hdcDig, 4), hdcR(hdcDig, 4), hdcR(hdcDig, 4), hdcR(hdcDig, 4), hdcR(hdcDig, 2), hdcR(hdcUp, 4), hdcR(hdcUpN, 3))
			return hdcT("trap-iban", "notes", t)
		},
		func() Sample {
			t := "payments:\n  stripe:\n    secret_key: \"{{ secrets.STRIPE_SECRET_KEY }}\"\n    webhook_secret: \"{{ secrets.STRIPE_WEBHOOK_SECRET }}\"\n  adyen:\n    api_key: vault:secret/data/payments#adyen_api_key\n"
			return hdcT("trap-template-reference", "yaml", t)
		},
		func() Sample {
			t := fmt.Sprintf("I rotated the Stripe live key after %s left. New one is in 1Password (\"Stripe – live – server\"), staging still uses the test key from the shared vault.", hdcName())
			return hdcT("trap-vault-reference", "chat", t)
		},
		func() Sample {
			t := fmt.Sprintf("%s %s refund re_%s for ch_%s amount=%d currency=eur status=succeeded request=req_%s", hdcDate(), hdcTime(), hdcR(hdcAlnum, 24), hdcR(hdcAlnum, 24), hdcN(100, 30000), hdcR(hdcAlnum, 14))
			return hdcT("trap-stripe-ids", "log", t)
		},
		func() Sample {
			t := fmt.Sprintf("Test cards for staging checkout:\n- 4242 4242 4242 4242 any CVC, any future date → success\n- 4000 0027 6000 3184 → 3DS challenge\n- 4000 0000 0000 9995 → insufficient_funds\nSandbox merchant account: %sECOM_TEST", hdcP("NorthPeak", "Lumen", "Ferro", "CasaOliva"))
			return hdcT("trap-test-card", "wiki", t)
		},
	}
}
