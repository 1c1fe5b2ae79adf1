package main

import "encoding/base64"

// M-Pesa Daraja: consumer keys and secrets, passkeys, OAuth tokens, initiator passwords and
// security credentials, in configs, code, chats and notes.

func hcqMpesaGens() []hcqGen {
	return []hcqGen{
		{9, hcqMpesaEnv},
		{12, hcqMpesaChat},
		{10, hcqMpesaCode},
		{7, hcqMpesaCurl},
		{7, hcqMpesaTokenLog},
		{8, hcqMpesaB2C},
		{5, hcqMpesaHandover},
		{5, hcqMpesaYAML},
		{6, hcqMpesaTicket},
		{5, hcqMpesaRDC},
	}
}

func hcqDarajaKey() string    { return rnd(alnum, pick([]int{48, 48, 32})) }
func hcqDarajaSecret() string { return rnd(alnum, pick([]int{64, 64, 16, 32})) }
func hcqPasskey() string      { return rnd(hexs, 64) }
func hcqDarajaToken() string  { return rnd(alnum, 28) }
func hcqShortcode() string    { return hcqNum(hcqN(6, 7)) }

func hcqMpesaEnv() Sample {
	co := hcqCo()
	key, sec, pk := hcqDarajaKey(), hcqDarajaSecret(), hcqPasskey()
	sc := hcqShortcode()
	cb := "https://" + hcqHost(co) + "/mpesa/callback"
	switch rng.IntN(3) {
	case 0:
		t := hcqF("# %s - daraja production\nMPESA_ENV=production\nMPESA_CONSUMER_KEY=%s\nMPESA_CONSUMER_SECRET=%s\nMPESA_SHORTCODE=%s\nMPESA_PASSKEY=%s\nMPESA_CALLBACK_URL=%s\n", co.name, key, sec, sc, pk, cb)
		return hcqSec("mpesa-daraja-keys", "env", t, []string{key, sec, pk}, cb, "MPESA_SHORTCODE="+sc)
	case 1:
		t := hcqF("APP_NAME=%s\nAPP_DEBUG=false\nDB_HOST=%s\n\n# safaricom\nSAF_BASE_URL=https://api.safaricom.co.ke\nSAF_KEY=\"%s\"\nSAF_SECRET=\"%s\"\nSAF_TILL=%s\nQUEUE_CONNECTION=redis\n", co.slug, hcqHost(co), key, sec, sc)
		return hcqSec("mpesa-daraja-keys", "env", t, []string{key, sec}, "https://api.safaricom.co.ke")
	}
	t := hcqF("export DARAJA_PASSKEY='%s'\nexport DARAJA_BUSINESS_SHORTCODE=%s\nexport DARAJA_CALLBACK=%s\nnpm run start:stk\n", pk, sc, cb)
	return hcqSec("mpesa-passkey", "shell", t, []string{pk}, cb)
}

func hcqMpesaChat() Sample {
	a, b := hcqName(), hcqName()
	key, sec, pk := hcqDarajaKey(), hcqDarajaSecret(), hcqPasskey()
	switch rng.IntN(4) {
	case 0:
		t := hcqF("[%s] %s: Safaricom wametuma prod credentials sasa hivi 🎉\n[%s] %s: consumer key: %s\nconsumer secret: %s\n[%s] %s: poa, naweka kwa staging kwanza kabla ya kesho", hcqTime(), a, hcqTime(), a, key, sec, hcqTime(), b)
		return hcqSec("mpesa-daraja-keys", "chat", t, []string{key, sec}, a, b)
	case 1:
		t := hcqF("%s: bro the STK push dey fail with \"Invalid Access Token\"\n%s: which passkey you use?\n%s: %s\n%s: e correct, na the prod one. but abeg no paste prod passkey for group again", a, b, a, pk, b)
		return hcqSec("mpesa-passkey", "chat", t, []string{pk}, a)
	case 2:
		t := hcqF("%s, hii ndio passkey ya Lipa Na M-Pesa Online ya till mpya:\n%s\nUsiiweke kwa repo tafadhali, tumia secrets manager.\n- %s", b, pk, a)
		return hcqSec("mpesa-passkey", "whatsapp", t, []string{pk}, b)
	}
	t := hcqF("%s %s: new Daraja app approved for go-live. key %s / secret %s - rotate the old ones after deploy pls", hcqDate(), a, key, sec)
	return hcqSec("mpesa-daraja-keys", "chat", t, []string{key, sec}, "go-live")
}

func hcqMpesaCode() Sample {
	key, sec, pk := hcqDarajaKey(), hcqDarajaSecret(), hcqPasskey()
	sc := hcqShortcode()
	switch rng.IntN(3) {
	case 0:
		t := hcqF("import base64, datetime, requests\nfrom requests.auth import HTTPBasicAuth\n\nCONSUMER_KEY = \"%s\"\nCONSUMER_SECRET = \"%s\"\nSHORTCODE = \"%s\"\n\ndef get_token():\n    r = requests.get(\"https://api.safaricom.co.ke/oauth/v1/generate?grant_type=client_credentials\",\n                     auth=HTTPBasicAuth(CONSUMER_KEY, CONSUMER_SECRET))\n    return r.json()[\"access_token\"]\n", key, sec, sc)
		return hcqSec("mpesa-daraja-keys", "python", t, []string{key, sec}, "def get_token")
	case 1:
		t := hcqF("const shortCode = '%s';\nconst passkey = '%s';\nconst timestamp = moment().format('YYYYMMDDHHmmss');\nconst password = Buffer.from(shortCode + passkey + timestamp).toString('base64');\n", sc, pk)
		return hcqSec("mpesa-passkey", "javascript", t, []string{pk}, "YYYYMMDDHHmmss")
	}
	t := hcqF("<?php\n\nreturn [\n    'env' => 'live',\n    'consumer_key' => '%s',\n    'consumer_secret' => '%s',\n    'shortcode' => '%s',\n];\n", key, sec, sc)
	return hcqSec("mpesa-daraja-keys", "php", t, []string{key, sec}, "'shortcode' => '"+sc+"'")
}

func hcqMpesaCurl() Sample {
	key, sec := hcqDarajaKey(), hcqDarajaSecret()
	basic := base64.StdEncoding.EncodeToString([]byte(key + ":" + sec))
	if rng.IntN(2) == 0 {
		tok := hcqDarajaToken()
		t := hcqF("$ curl -s -X GET 'https://api.safaricom.co.ke/oauth/v1/generate?grant_type=client_credentials' \\\n    -H 'Authorization: Basic %s'\n{\"access_token\":\"%s\",\"expires_in\":\"3599\"}\n", basic, tok)
		return hcqSec("mpesa-oauth", "shell", t, []string{basic, tok}, "expires_in")
	}
	tok := hcqDarajaToken()
	t := hcqF("curl -X POST https://api.safaricom.co.ke/mpesa/stkpush/v1/processrequest \\\n  -H \"Authorization: Bearer %s\" \\\n  -H \"Content-Type: application/json\" \\\n  -d @stk.json", tok)
	return hcqSec("mpesa-oauth", "shell", t, []string{tok}, "stk.json")
}

func hcqMpesaTokenLog() Sample {
	tok := hcqDarajaToken()
	co := hcqCo()
	t := hcqF("%sT%s:%02d.%03dZ INFO  [%s-stk] daraja token refreshed {\"access_token\": \"%s\", \"expires_in\": \"3599\"}\n%sT%s:%02d.%03dZ INFO  [%s-stk] stk push sent phone=%s amount=%d", hcqDate(), hcqTime(), hcqN(0, 59), hcqN(0, 999), co.slug, tok, hcqDate(), hcqTime(), hcqN(0, 59), hcqN(0, 999), co.slug, "2547"+rnd(digits, 8), hcqN(10, 5000))
	return hcqSec("mpesa-access-token", "log", t, []string{tok}, co.slug+"-stk")
}

func hcqMpesaB2C() Sample {
	cred := hcqB64(256)
	ini := hcqP("apiop", "testapi", "b2c_api_user", "Kopa") + rnd(digits, 2)
	pw := hcqPw()
	switch rng.IntN(3) {
	case 0:
		t := hcqF("{\n  \"OriginatorConversationID\": \"%s\",\n  \"InitiatorName\": \"%s\",\n  \"SecurityCredential\": \"%s\",\n  \"CommandID\": \"BusinessPayment\",\n  \"Amount\": %d,\n  \"PartyA\": %s,\n  \"PartyB\": 2547%s,\n  \"Remarks\": \"loan disbursement\"\n}", hcqUUID(), ini, cred, hcqN(500, 50000), hcqShortcode(), rnd(digits, 8))
		return hcqSec("mpesa-security-credential", "json", t, []string{cred}, ini)
	case 1:
		t := hcqF("B2C setup for the payouts service:\n- initiator: %s\n- initiator password: %s\n- encrypt it with the ProductionCertificate.cer, not the sandbox one, or you get \"The initiator information is invalid\"", ini, pw)
		return hcqSec("mpesa-initiator-password", "note", t, []string{pw}, ini)
	}
	t := hcqF("%s: nimebadilisha initiator password ya %s kwa M-Pesa org portal\n%s: sawa, ni gani?\n%s: %s  (itaexpire baada ya siku 90)", hcqName(), ini, hcqName(), hcqName(), pw)
	return hcqSec("mpesa-initiator-password", "chat", t, []string{pw}, ini)
}

func hcqMpesaHandover() Sample {
	co := hcqCo()
	u := hcqUser()
	pw := hcqPw()
	pk := hcqPasskey()
	t := hcqF("## Handover - M-Pesa integration (%s)\n\n- Paybill %s, till %s\n- Org portal: https://org.ke.m-pesa.com, operator **%s**, password `%s`\n- Lipa Na M-Pesa passkey (prod): `%s`\n- Callbacks go to %s; they retry 3x then give up\n- Daily recon job: `make recon` at 06:00 EAT\n\nPing %s if Safaricom calls about the certificate renewal.", co.name, hcqShortcode(), hcqNum(6), u, pw, pk, hcqHost(co), hcqName())
	return hcqSec("mpesa-portal-password", "markdown", t, []string{pw, pk}, u, "make recon")
}

func hcqMpesaYAML() Sample {
	key, sec := hcqDarajaKey(), hcqDarajaSecret()
	if rng.IntN(2) == 0 {
		t := hcqF("apiVersion: v1\nkind: Secret\nmetadata:\n  name: mpesa-credentials\n  namespace: payments\ntype: Opaque\nstringData:\n  consumer-key: %s\n  consumer-secret: %s\n", key, sec)
		return hcqSec("mpesa-daraja-keys", "yaml", t, []string{key, sec}, "mpesa-credentials")
	}
	t := hcqF("mpesa:\n  environment: production\n  shortcode: \"%s\"\n  consumerKey: \"%s\"\n  consumerSecret: \"%s\"\n  timeoutSeconds: 30\n", hcqShortcode(), key, sec)
	return hcqSec("mpesa-daraja-keys", "yaml", t, []string{key, sec}, "timeoutSeconds: 30")
}

func hcqMpesaTicket() Sample {
	pk := hcqPasskey()
	tok := hcqDarajaToken()
	id := hcqP("PAY", "OPS", "INT") + "-" + hcqNum(3)
	if rng.IntN(2) == 0 {
		t := hcqF("%s: STK push returns 500.001.1001 in prod\n\nReporter: %s\nSteps: call processrequest with shortcode %s and passkey %s\nExpected: CustomerMessage \"Success. Request accepted for processing\"\nActual: \"Wrong credentials\"", id, hcqFull(), hcqShortcode(), pk)
		return hcqSec("mpesa-passkey", "ticket", t, []string{pk}, id)
	}
	t := hcqF("%s - callback not firing\nI tested with this token (still valid for ~50 min): %s\nthe CheckoutRequestID was ws_CO_%s%s", id, tok, rnd(digits, 14), rnd(digits, 8))
	return hcqSec("mpesa-access-token", "ticket", t, []string{tok}, id)
}

func hcqMpesaRDC() Sample {
	key := rnd(lower+digits, 32)
	nom := hcqFull()
	t := hcqF("Bonjour %s,\n\nVoici les accès à l'API M-Pesa (Vodacom RDC) pour l'environnement de production :\n\nClé API : %s\nService Provider Code : %s\n\nMerci de ne pas partager cette clé par WhatsApp.\n\nCordialement,\n%s", nom, key, hcqNum(6), hcqFull())
	return hcqSec("mpesa-api-key", "mail", t, []string{key}, nom)
}
