package main

import "strings"

// Traps from the payment rails: callbacks, receipts, references, public keys, placeholders
// and references to where a secret lives. None holds a secret.

func hcqTrapGens() []hcqGen {
	return []hcqGen{
		{9, hcqTrapStkCallback},
		{9, hcqTrapMpesaSMS},
		{10, hcqTrapEnvExample},
		{9, hcqTrapSecretRefs},
		{8, hcqTrapPublicKeys},
		{7, hcqTrapPaystackEvent},
		{7, hcqTrapFlwVerify},
		{7, hcqTrapMomoRequest},
		{6, hcqTrapATResponse},
		{7, hcqTrapUSSDLog},
		{7, hcqTrapMasked},
		{7, hcqTrapPayInstructions},
		{6, hcqTrapDarajaDocs},
		{6, hcqTrapTransferCodes},
		{6, hcqTrapMomoCallback},
		{6, hcqTrapHMACCode},
		{6, hcqTrapB2CResult},
	}
}

func hcqTrapStkCallback() Sample {
	t := hcqF("{\n  \"Body\": {\n    \"stkCallback\": {\n      \"MerchantRequestID\": \"%s-%s-%d\",\n      \"CheckoutRequestID\": \"ws_CO_%s%s\",\n      \"ResultCode\": 0,\n      \"ResultDesc\": \"The service request is processed successfully.\",\n      \"CallbackMetadata\": {\n        \"Item\": [\n          {\"Name\": \"Amount\", \"Value\": %d},\n          {\"Name\": \"MpesaReceiptNumber\", \"Value\": \"%s\"},\n          {\"Name\": \"TransactionDate\", \"Value\": 2025%s},\n          {\"Name\": \"PhoneNumber\", \"Value\": 2547%s}\n        ]\n      }\n    }\n  }\n}", rnd(digits, 5), rnd(digits, 8), hcqN(1, 9), rnd(digits, 14), rnd(digits, 9), hcqN(1, 20000), hcqMpesaReceipt(), rnd(digits, 10), rnd(digits, 8))
	return hcqTrap("trap-mpesa-callback", "json", t)
}

func hcqTrapMpesaSMS() Sample {
	r := hcqMpesaReceipt()
	amt := hcqF("%d,%03d.00", hcqN(1, 99), hcqN(0, 999))
	switch rng.IntN(3) {
	case 0:
		t := hcqF("%s Confirmed. Ksh%s sent to %s %s 07%s on %d/%d/25 at %d:%02d PM. New M-PESA balance is Ksh%d.%02d. Transaction cost, Ksh%d.00.", r, amt, strings.ToUpper(hcqName()), strings.ToUpper(pick(hcqLast)), rnd(digits, 8), hcqN(1, 28), hcqN(1, 12), hcqN(1, 12), hcqN(0, 59), hcqN(100, 90000), hcqN(0, 99), hcqN(0, 105))
		return hcqTrap("trap-mpesa-receipt", "sms", t)
	case 1:
		t := hcqF("%s: nimetuma pesa, code ni %s. Ksh%s kwa paybill %s account %s\n%s: imefika, asante 🙏", hcqName(), r, amt, hcqShortcode(), rnd(upper, 3)+rnd(digits, 4), hcqName())
		return hcqTrap("trap-mpesa-receipt", "whatsapp", t)
	}
	t := hcqF("Customer says payment %s went through but order %s still shows UNPAID. Checked Daraja transaction status: Completed. Re-triggering the fulfilment job.", r, "ORD-"+rnd(digits, 6))
	return hcqTrap("trap-mpesa-receipt", "ticket", t)
}

func hcqTrapEnvExample() Sample {
	switch rng.IntN(4) {
	case 0:
		return hcqTrap("trap-env-placeholder", "env", "# copy to .env and fill in from the Daraja portal\nMPESA_ENV=sandbox\nMPESA_CONSUMER_KEY=your_consumer_key\nMPESA_CONSUMER_SECRET=your_consumer_secret\nMPESA_PASSKEY=\nMPESA_SHORTCODE="+hcqShortcode()+"\n")
	case 1:
		return hcqTrap("trap-env-placeholder", "env", "PAYSTACK_PUBLIC_KEY=pk_test_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\nPAYSTACK_SECRET_KEY=sk_test_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\nAPP_URL=http://localhost:"+hcqF("%d", hcqN(3000, 9000))+"\n")
	case 2:
		return hcqTrap("trap-env-placeholder", "env", "FLW_PUBLIC_KEY=<flutterwave-public-key>\nFLW_SECRET_KEY=<flutterwave-secret-key>\nFLW_ENCRYPTION_KEY=<encryption-key>\nFLW_SECRET_HASH=changeme # change this, then set the same value on the dashboard\n")
	}
	t := hcqF("# .env.example\nAT_USERNAME=sandbox\nAT_API_KEY=<your-africastalking-api-key>\nMOMO_SUBSCRIPTION_KEY=\nMOMO_API_USER=%s\nMOMO_API_KEY=\nREDIS_URL=redis://localhost:6379/0\n", hcqUUID())
	return hcqTrap("trap-env-placeholder", "env", t)
}

func hcqTrapSecretRefs() Sample {
	switch rng.IntN(4) {
	case 0:
		svc := hcqP("payouts", "checkout", "collections", "ussd-gateway", "loans-api")
		env := hcqP("PROD", "STAGING", "NG", "KE", "GH")
		return hcqTrap("trap-secret-reference", "yaml", hcqF("      - name: Deploy %s\n        env:\n          PAYSTACK_SECRET_KEY: ${{ secrets.PAYSTACK_SECRET_KEY_%s }}\n          FLW_SECRET_KEY: ${{ secrets.FLW_SECRET_KEY_%s }}\n          MPESA_PASSKEY: ${{ secrets.MPESA_PASSKEY_%s }}\n        run: ./scripts/deploy.sh %s\n", svc, env, env, env, svc))
	case 1:
		return hcqTrap("trap-secret-reference", "yaml", "env:\n  - name: MPESA_CONSUMER_SECRET\n    valueFrom:\n      secretKeyRef:\n        name: mpesa-credentials\n        key: consumer-secret\n  - name: AT_API_KEY\n    valueFrom:\n      secretKeyRef:\n        name: africastalking\n        key: api-key\n")
	case 2:
		t := hcqF("%s: where the Daraja passkey dey?\n%s: e dey vault: secret/data/payments/mpesa#passkey. Use your own token to read am, no screenshot", hcqName(), hcqName())
		return hcqTrap("trap-secret-reference", "chat", t)
	}
	t := hcqF("%s: Flutterwave secret key iko kwa 1Password, vault \"Fintech Prod\", item \"FLW live\". Kama huna access muombe %s.", hcqName(), hcqName())
	return hcqTrap("trap-secret-reference", "whatsapp", t)
}

func hcqTrapPublicKeys() Sample {
	switch rng.IntN(3) {
	case 0:
		t := hcqF("const handler = PaystackPop.setup({\n  key: '%s',\n  email: customer.email,\n  amount: total * 100,\n  ref: '%s',\n  onClose: () => alert('Window closed.'),\n});\n", hcqPaystackPK(), rnd(lower+digits, 12))
		return hcqTrap("trap-publishable-key", "javascript", t)
	case 1:
		t := hcqF("<script src=\"https://checkout.flutterwave.com/v3.js\"></script>\n<script>\n  FlutterwaveCheckout({\n    public_key: \"%s\",\n    tx_ref: \"%s\",\n    amount: %d,\n    currency: \"NGN\",\n  });\n</script>", hcqFlwPK(), "titanic-"+rnd(digits, 8), hcqN(500, 90000))
		return hcqTrap("trap-publishable-key", "html", t)
	}
	t := hcqF("%s: for the mobile app only the public key goes in: %s. The secret stays on the server.", hcqName(), hcqPaystackPK())
	return hcqTrap("trap-publishable-key", "slack", t)
}

func hcqTrapPaystackEvent() Sample {
	t := hcqF("{\n  \"event\": \"charge.success\",\n  \"data\": {\n    \"id\": %s,\n    \"reference\": \"%s\",\n    \"amount\": %d00,\n    \"currency\": \"NGN\",\n    \"channel\": \"%s\",\n    \"customer\": {\n      \"email\": \"%s\",\n      \"customer_code\": \"CUS_%s\"\n    },\n    \"paid_at\": \"%sT%s:00.000Z\"\n  }\n}", hcqNum(10), rnd(lower+digits, 10), hcqN(1, 50000), hcqP("card", "bank_transfer", "ussd"), hcqEmail(hcqCo()), rnd(lower+digits, 15), hcqDate(), hcqTime())
	return hcqTrap("trap-paystack-event", "json", t)
}

func hcqTrapFlwVerify() Sample {
	t := hcqF("{\"status\":\"success\",\"message\":\"Transaction fetched successfully\",\"data\":{\"id\":%s,\"tx_ref\":\"%s\",\"flw_ref\":\"FLW-MOCK-%s\",\"device_fingerprint\":\"%s\",\"amount\":%d,\"currency\":\"%s\",\"status\":\"successful\",\"payment_type\":\"card\"}}", hcqNum(7), "hooli-tx-"+rnd(digits, 10), rnd(hexs, 32), rnd(hexs, 32), hcqN(100, 90000), hcqP("NGN", "KES", "GHS", "UGX"))
	return hcqTrap("trap-flutterwave-response", "json", t)
}

func hcqTrapMomoRequest() Sample {
	c := pick([][3]string{{"uganda", "UGX", "256"}, {"ghana", "GHS", "233"}, {"rwanda", "RWF", "250"}})
	t := hcqF("POST /collection/v1_0/requesttopay HTTP/1.1\nHost: proxy.momoapi.mtn.com\nAuthorization: Bearer {{access_token}}\nX-Reference-Id: %s\nX-Target-Environment: mtn%s\nOcp-Apim-Subscription-Key: {{collection_primary_key}}\nContent-Type: application/json\n\n{\"amount\":\"%d\",\"currency\":\"%s\",\"externalId\":\"%s\",\"payer\":{\"partyIdType\":\"MSISDN\",\"partyId\":\"%s\"}}", hcqUUID(), c[0], hcqN(500, 90000), c[1], rnd(digits, 9), c[2]+rnd(digits, 9))
	return hcqTrap("trap-momo-request", "http", t)
}

func hcqTrapATResponse() Sample {
	t := hcqF("{\"SMSMessageData\":{\"Message\":\"Sent to 1/1 Total Cost: KES 0.8000\",\"Recipients\":[{\"statusCode\":101,\"number\":\"+2547%s\",\"status\":\"Success\",\"cost\":\"KES 0.8000\",\"messageId\":\"ATXid_%s\"}]}}", rnd(digits, 8), rnd(hexs, 32))
	return hcqTrap("trap-africastalking-response", "json", t)
}

func hcqTrapUSSDLog() Sample {
	sid := "ATUid_" + rnd(hexs, 32)
	code := "*" + hcqNum(3) + "*" + hcqNum(3) + "#"
	t := hcqF("%s %s INFO ussd sessionId=%s serviceCode=%s phoneNumber=+2547%s text=\"%s\"\n%s %s INFO ussd reply CON Chagua:\\n1. Angalia salio\\n2. Lipa mkopo\\n3. Toka", hcqDate(), hcqTime(), sid, code, rnd(digits, 8), hcqP("", "1", "2", "1*2", "2*1"), hcqDate(), hcqTime())
	return hcqTrap("trap-ussd-session", "log", t)
}

func hcqTrapMasked() Sample {
	switch rng.IntN(4) {
	case 0:
		t := hcqF("API Keys & Webhooks\nTest Secret Key   sk_test_••••••••••••••••••••%s   [Reveal]\nLive Secret Key   sk_live_••••••••••••••••••••%s   [Reveal]\nLive Public Key   %s", rnd(hexs, 4), rnd(hexs, 4), hcqPaystackPK())
		return hcqTrap("trap-masked-key", "dashboard", t)
	case 1:
		return hcqTrap("trap-masked-key", "note", "Daraja app \"payouts-prod\"\nConsumer Key: "+rnd(alnum, 4)+"****************************************\nConsumer Secret: ****************\nStatus: Live")
	case 2:
		t := hcqF("%s: I don paste the key for the ticket but I mask am: FLWSECK-%s************************-X", hcqName(), rnd(hexs, 6))
		return hcqTrap("trap-masked-key", "chat", t)
	}
	return hcqTrap("trap-masked-key", "log", hcqF("%s %s WARN auth failed for api key [REDACTED] from 41.90.%d.%d (AT callback)", hcqDate(), hcqTime(), hcqN(1, 254), hcqN(1, 254)))
}

func hcqTrapPayInstructions() Sample {
	acct := rnd(upper, 2) + rnd(digits, 5)
	switch rng.IntN(3) {
	case 0:
		t := hcqF("Jinsi ya kulipa:\n1. Nenda M-PESA > Lipa na M-PESA > Pay Bill\n2. Business no. %s\n3. Account no. %s\n4. Weka kiasi, kisha PIN yako ya M-PESA\n5. Utapokea SMS ya uthibitisho", hcqShortcode(), acct)
		return hcqTrap("trap-pay-instructions", "sms", t)
	case 1:
		t := hcqF("Dear customer, pay your loan of NGN %d,%03d to %s, Account No: %s. Use your loan ID %s as narration. KudiBox will never ask for your PIN or OTP.", hcqN(5, 900), hcqN(0, 999), hcqP("Wema Bank", "Providus Bank", "Moniepoint MFB"), rnd(digits, 10), "LN"+rnd(digits, 7))
		return hcqTrap("trap-pay-instructions", "sms", t)
	}
	t := hcqF("Pour payer par MoMo : composez *%d# > Paiement marchand > ID marchand %s > montant > confirmez avec votre code secret. Ne communiquez jamais votre code secret.", hcqN(120, 190), rnd(digits, 6))
	return hcqTrap("trap-pay-instructions", "sms", t)
}

func hcqTrapDarajaDocs() Sample {
	switch rng.IntN(3) {
	case 0:
		return hcqTrap("trap-docs", "markdown", hcqF("### STK push password\n\nThe `Password` field is `base64(BusinessShortCode + Passkey + Timestamp)`, where `Timestamp` is `YYYYMMDDHHmmss`. The passkey for production comes by email from Safaricom after go-live; never commit it. In sandbox, use the test credentials shown on your app page.\n\n_Last edited by %s, %s_", hcqName(), hcqDate()))
	case 1:
		return hcqTrap("trap-docs", "markdown", hcqF("## Rotating the Paystack secret key (%s)\n\n1. Generate a new key under Settings > API Keys & Webhooks.\n2. Update `PAYSTACK_SECRET_KEY` in %s (prod config).\n3. Redeploy `payouts` and `checkout`.\n4. The old key stops working immediately, so do this off-peak (after %d:00).", hcqCo().name, hcqP("Doppler", "Vault", "AWS Secrets Manager", "GCP Secret Manager"), hcqN(21, 23)))
	}
	return hcqTrap("trap-docs", "markdown", hcqF("## Kuhusu PIN ya wakala (%s)\n\n- PIN lazima iwe na tarakimu 4.\n- Usiandike PIN kwenye daftari la duka.\n- Ukisahau PIN, piga %s ukiwa na kitambulisho.\n- Tukikupigia, hatutakuuliza PIN yako kamwe.", hcqCo().name, hcqP("234", "100", "0722 000 000", "*544#")))
}

func hcqTrapTransferCodes() Sample {
	t := hcqF("{\n  \"status\": true,\n  \"message\": \"Transfer has been queued\",\n  \"data\": {\n    \"reference\": \"%s\",\n    \"recipient\": \"RCP_%s\",\n    \"transfer_code\": \"TRF_%s\",\n    \"integration\": %s,\n    \"amount\": %d00,\n    \"status\": \"pending\"\n  }\n}", hcqUUID(), rnd(lower+digits, 15), rnd(lower+digits, 15), hcqNum(6), hcqN(100, 500000))
	return hcqTrap("trap-transfer-codes", "json", t)
}

func hcqTrapMomoCallback() Sample {
	t := hcqF("%s INFO momo callback received {\"financialTransactionId\":\"%s\",\"externalId\":\"%s\",\"amount\":\"%d\",\"currency\":\"%s\",\"payer\":{\"partyIdType\":\"MSISDN\",\"partyId\":\"%s\"},\"status\":\"SUCCESSFUL\"} ref=%s", hcqDate(), hcqNum(9), rnd(digits, 8), hcqN(500, 90000), hcqP("UGX", "GHS", "XAF"), "233"+rnd(digits, 9), hcqUUID())
	return hcqTrap("trap-momo-callback", "log", t)
}

func hcqTrapHMACCode() Sample {
	if rng.IntN(2) == 0 {
		return hcqTrap("trap-code-env", "python", "import hashlib, hmac, os\n\ndef valid_paystack_signature(body: bytes, signature: str) -> bool:\n    secret = os.environ[\""+hcqP("PAYSTACK_SECRET_KEY", "PAYSTACK_SK", "PSTK_LIVE_SECRET", "PAYSTACK_KEY_"+hcqP("NG", "GH", "KE", "ZA"))+"\"].encode()\n    digest = hmac.new(secret, body, hashlib.sha512).hexdigest()\n    return hmac.compare_digest(digest, signature)\n")
	}
	return hcqTrap("trap-code-env", "javascript", "app.post('/webhooks/"+hcqP("flutterwave", "flw", "rave", "flutterwave/"+hcqP("ng", "gh", "ke"))+"', (req, res) => {\n  const hash = req.headers['verif-hash'];\n  if (!hash || hash !== process.env.FLW_SECRET_HASH) {\n    return res.status(401).end();\n  }\n  queue.add('flw-event', req.body);\n  res.sendStatus(200);\n});\n")
}

func hcqTrapB2CResult() Sample {
	t := hcqF("{\"Result\":{\"ResultType\":0,\"ResultCode\":0,\"ResultDesc\":\"The service request is processed successfully.\",\"OriginatorConversationID\":\"%s-%s-1\",\"ConversationID\":\"AG_2025%s_%s\",\"TransactionID\":\"%s\"}}", rnd(digits, 5), rnd(digits, 8), rnd(digits, 4), rnd(hexs, 20), hcqMpesaReceipt())
	return hcqTrap("trap-mpesa-b2c-result", "json", t)
}
