package main

import "strings"

// Payment gateways: Paystack, Flutterwave, Chipper, Mono, Korapay, Monnify, Interswitch,
// Hubtel and Termii secrets in configs, code, chats and mails.

func hcqPayGens() []hcqGen {
	return []hcqGen{
		{12, hcqPaystackEnv},
		{10, hcqPaystackChat},
		{9, hcqPaystackCode},
		{9, hcqFlutterEnv},
		{9, hcqFlutterChat},
		{6, hcqFlutterCode},
		{8, hcqChipper},
		{6, hcqMono},
		{6, hcqKorapay},
		{6, hcqMonnify},
		{5, hcqInterswitch},
		{5, hcqHubtel},
		{5, hcqTermii},
		{6, hcqPaystackWebhookHash},
	}
}

func hcqPaystackSK() string {
	return hcqP("sk_live_", "sk_live_", "sk_test_") + rnd(hexs, 40)
}
func hcqPaystackPK() string { return hcqP("pk_live_", "pk_test_") + rnd(hexs, 40) }
func hcqFlwSK() string {
	return hcqP("FLWSECK-", "FLWSECK-", "FLWSECK_TEST-") + rnd(hexs, 32) + "-X"
}
func hcqFlwPK() string { return hcqP("FLWPUBK-", "FLWPUBK_TEST-") + rnd(hexs, 32) + "-X" }
func hcqFlwEnc() string {
	if rng.IntN(2) == 0 {
		return "FLWSECK_TEST" + rnd(hexs, 12)
	}
	return rnd(hexs, 24)
}

func hcqPaystackEnv() Sample {
	sk := hcqPaystackSK()
	pk := strings.Replace(sk[:8], "sk_", "pk_", 1) + rnd(hexs, 40)
	co := hcqCo()
	switch rng.IntN(3) {
	case 0:
		t := hcqF("NODE_ENV=production\nPORT=%d\nPAYSTACK_PUBLIC_KEY=%s\nPAYSTACK_SECRET_KEY=%s\nPAYSTACK_CALLBACK_URL=https://%s/paystack/verify\n", hcqN(3000, 9000), pk, sk, co.domain)
		return hcqSec("paystack-secret-key", "env", t, []string{sk}, pk)
	case 1:
		t := hcqF("[paystack]\npublic_key = \"%s\"\nsecret_key = \"%s\"\nsubaccount = \"ACCT_%s\"\ncurrency = \"%s\"\n", pk, sk, rnd(lower+digits, 15), hcqP("NGN", "GHS", "KES", "ZAR"))
		return hcqSec("paystack-secret-key", "toml", t, []string{sk}, pk)
	}
	t := hcqF("{\n  \"paystack\": {\n    \"secretKey\": \"%s\",\n    \"baseUrl\": \"https://api.paystack.co\",\n    \"splitCode\": \"SPL_%s\"\n  }\n}", sk, rnd(alnum, 10))
	return hcqSec("paystack-secret-key", "json", t, []string{sk}, "https://api.paystack.co")
}

func hcqPaystackChat() Sample {
	a, b := hcqName(), hcqName()
	sk := hcqPaystackSK()
	switch rng.IntN(4) {
	case 0:
		t := hcqF("%s: Oga the transfers dey fail since morning, 401 everywhere\n%s: I rotate the paystack key yesterday, sorry 🙏 use this one: %s\n%s: ehen, e don work. thank you", a, b, sk, a)
		return hcqSec("paystack-secret-key", "chat", t, []string{sk}, a, b)
	case 1:
		t := hcqF("@%s can you add this to the staging secrets? PAYSTACK_SECRET_KEY=%s\nThe old one was revoked by %s", b, sk, a)
		return hcqSec("paystack-secret-key", "slack", t, []string{sk}, "@"+b)
	case 2:
		t := hcqF("%s (%s): Please I need the live secret key to test bulk transfer\n%s (%s): %s\n%s (%s): Thanks! will delete this message", a, hcqTime(), b, hcqTime(), sk, a, hcqTime())
		return hcqSec("paystack-secret-key", "whatsapp", t, []string{sk}, "bulk transfer")
	}
	pw := hcqPw()
	em := hcqEmail(hcqCo())
	t := hcqF("%s: I no fit login to paystack dashboard, 2FA don reset\n%s: use the shared one: %s , password %s\n%s: sharp", a, b, em, pw, a)
	return hcqSec("paystack-dashboard-password", "chat", t, []string{pw}, em)
}

func hcqPaystackCode() Sample {
	sk := hcqPaystackSK()
	switch rng.IntN(3) {
	case 0:
		t := hcqF("const paystack = require('paystack-api')('%s');\n\nasync function charge(email, amountKobo) {\n  return paystack.transaction.initialize({ email, amount: amountKobo });\n}\n", sk)
		return hcqSec("paystack-secret-key", "javascript", t, []string{sk}, "amountKobo")
	case 1:
		t := hcqF("curl https://api.paystack.co/transaction/verify/%s \\\n  -H \"Authorization: Bearer %s\" \\\n  -X GET", rnd(lower+digits, 10), sk)
		return hcqSec("paystack-secret-key", "shell", t, []string{sk}, "https://api.paystack.co/transaction/verify/")
	}
	t := hcqF("-PAYSTACK_SECRET_KEY = os.environ[\"PAYSTACK_SECRET_KEY\"]\n+PAYSTACK_SECRET_KEY = \"%s\"  # TODO revert before merge\n", sk)
	return hcqSec("paystack-secret-key", "diff", t, []string{sk}, "os.environ[\"PAYSTACK_SECRET_KEY\"]")
}

func hcqFlutterEnv() Sample {
	sk, pk, enc := hcqFlwSK(), hcqFlwPK(), hcqFlwEnc()
	switch rng.IntN(3) {
	case 0:
		hash := hcqPw()
		t := hcqF("FLW_PUBLIC_KEY=%s\nFLW_SECRET_KEY=%s\nFLW_ENCRYPTION_KEY=%s\nFLW_SECRET_HASH=%s\n", pk, sk, enc, hash)
		return hcqSec("flutterwave-secret-key", "env", t, []string{sk, enc, hash}, pk)
	case 1:
		t := hcqF("flutterwave:\n  public_key: %s\n  secret_key: %s\n  encryption_key: %s\n  redirect_url: https://%s/pay/done\n", pk, sk, enc, hcqCo().domain)
		return hcqSec("flutterwave-secret-key", "yaml", t, []string{sk, enc}, pk)
	}
	t := hcqF("RAVE_SECRET=%s\nRAVE_ENV=live\nLOG_LEVEL=info\n", sk)
	return hcqSec("flutterwave-secret-key", "env", t, []string{sk}, "RAVE_ENV=live")
}

func hcqFlutterChat() Sample {
	a, b := hcqName(), hcqName()
	sk := hcqFlwSK()
	switch rng.IntN(3) {
	case 0:
		t := hcqF("%s: Salut %s, la clé secrète Flutterwave pour le compte Sénégal c'est %s\n%s: merci, je la mets dans le coffre et je supprime le message", a, b, sk, b)
		return hcqSec("flutterwave-secret-key", "chat", t, []string{sk}, a)
	case 1:
		t := hcqF("%s: abeg who get flutterwave secret key for the merchant account? webhook no dey verify\n%s: check pinned message... ok here: %s\n%s: thank you jare", a, b, sk, a)
		return hcqSec("flutterwave-secret-key", "chat", t, []string{sk}, "pinned message")
	}
	hash := rnd(alnum, hcqN(16, 32))
	t := hcqF("Hi %s,\n\nFor the webhook, set the secret hash on the Flutterwave dashboard to:\n\n    %s\n\nand we compare it with the verif-hash header. Payouts should start flowing today.\n\n%s", b, hash, a)
	return hcqSec("flutterwave-webhook-hash", "mail", t, []string{hash}, "verif-hash")
}

func hcqFlutterCode() Sample {
	sk, pk := hcqFlwSK(), hcqFlwPK()
	if rng.IntN(2) == 0 {
		t := hcqF("from rave_python import Rave\n\nrave = Rave(\"%s\", \"%s\", production=True)\nres = rave.Card.charge(payload)\n", pk, sk)
		return hcqSec("flutterwave-secret-key", "python", t, []string{sk}, pk)
	}
	t := hcqF("$ http POST https://api.flutterwave.com/v3/transfers \\\n    Authorization:\"Bearer %s\" account_bank=044 amount=%d currency=NGN\nHTTP/1.1 200 OK\n{\"status\":\"success\",\"message\":\"Transfer Queued Successfully\"}", sk, hcqN(1000, 90000))
	return hcqSec("flutterwave-secret-key", "shell", t, []string{sk}, "Transfer Queued Successfully")
}

func hcqChipper() Sample {
	key := rnd(alnum, hcqN(36, 44))
	uid := hcqUUID()
	a := hcqName()
	switch rng.IntN(3) {
	case 0:
		t := hcqF("CHIPPER_NETWORK_USER_ID=%s\nCHIPPER_NETWORK_API_KEY=%s\nCHIPPER_BASE_URL=https://api.chipper.network/v1\n", uid, key)
		return hcqSec("chipper-api-key", "env", t, []string{key}, uid)
	case 1:
		t := hcqF("Chipper sandbox was approved for prod 🎉. Network API key: %s (user id %s). %s please store it in Doppler and not Notion", key, uid, a)
		return hcqSec("chipper-api-key", "slack", t, []string{key}, uid)
	}
	pw := hcqPw()
	tag := "@" + strings.ToLower(a) + rnd(digits, 2)
	t := hcqF("%s: Pls I need access to the company Chipper account to pay the vendors\nMe: cashtag %s, password %s - change it after", a, tag, pw)
	return hcqSec("chipper-password", "whatsapp", t, []string{pw}, tag)
}

func hcqMono() Sample {
	sk := "live_sk_" + rnd(alnum, 20)
	if rng.IntN(3) == 0 {
		sk = "test_sk_" + rnd(alnum, 20)
	}
	pub := "live_pk_" + rnd(alnum, 20)
	if rng.IntN(2) == 0 {
		t := hcqF("MONO_PUBLIC_KEY=%s\nMONO_SECRET_KEY=%s\n", pub, sk)
		return hcqSec("mono-secret-key", "env", t, []string{sk}, pub)
	}
	t := hcqF("curl --request GET \\\n     --url https://api.withmono.com/v2/accounts/%s/balance \\\n     --header 'mono-sec-key: %s'", rnd(hexs, 24), sk)
	return hcqSec("mono-secret-key", "shell", t, []string{sk}, "https://api.withmono.com/v2/accounts/")
}

func hcqKorapay() Sample {
	sk := "sk_live_" + rnd(alnum, 32)
	pk := "pk_live_" + rnd(alnum, 32)
	if rng.IntN(2) == 0 {
		t := hcqF("# korapay\nKORA_PUBLIC_KEY=%s\nKORA_SECRET_KEY=%s\nKORA_ENCRYPTION_KEY=${KORA_ENC_KEY}\n", pk, sk)
		return hcqSec("korapay-secret-key", "env", t, []string{sk}, pk)
	}
	t := hcqF("%s: Korapay live secret na %s\n%s: e don enter. payout for Ghana don go", hcqName(), sk, hcqName())
	return hcqSec("korapay-secret-key", "chat", t, []string{sk}, "payout for Ghana")
}

func hcqMonnify() Sample {
	sec := rnd(upper+digits, 32)
	code := hcqNum(10)
	if rng.IntN(2) == 0 {
		t := hcqF("monnify:\n  base_url: https://api.monnify.com\n  contract_code: \"%s\"\n  secret_key: \"%s\"\n", code, sec)
		return hcqSec("monnify-secret-key", "yaml", t, []string{sec}, code)
	}
	t := hcqF("Monnify prod\ncontract code: %s\nsecret key: %s\n(from %s, %s)", code, sec, hcqName(), hcqDate())
	return hcqSec("monnify-secret-key", "note", t, []string{sec}, code)
}

func hcqInterswitch() Sample {
	cid := "IKIA" + rnd(upper+digits, 36)
	sec := hcqB64(30)
	t := hcqF("Interswitch QT credentials (prod)\nClient ID: %s\nSecret Key: %s\nTerminal ID: 3%s\n", cid, sec, rnd(upper+digits, 7))
	return hcqSec("interswitch-client-secret", "note", t, []string{sec}, cid)
}

func hcqHubtel() Sample {
	id, sec := rnd(lower, 8), rnd(lower, 8)
	if rng.IntN(2) == 0 {
		t := hcqF("HUBTEL_CLIENT_ID=%s\nHUBTEL_CLIENT_SECRET=%s\nHUBTEL_SENDER_ID=%s\n", id, sec, hcqP("SikaWallet", "MoMoPay", "KofiShop"))
		return hcqSec("hubtel-client-secret", "env", t, []string{sec}, "HUBTEL_CLIENT_ID="+id)
	}
	t := hcqF("%s: Chale, Hubtel client secret be %s, client id %s. Don't post am for the big group oo", hcqName(), sec, id)
	return hcqSec("hubtel-client-secret", "whatsapp", t, []string{sec}, "client id "+id)
}

func hcqTermii() Sample {
	key := "TL" + rnd(alnum, hcqN(56, 62))
	if rng.IntN(2) == 0 {
		t := hcqF("payload = {\n    \"to\": \"%s\",\n    \"from\": \"%s\",\n    \"sms\": \"Your code expires in 10 minutes\",\n    \"type\": \"plain\",\n    \"channel\": \"dnd\",\n    \"api_key\": \"%s\",\n}\n", "234"+rnd(digits, 10), hcqP("KudiBox", "N-Alert", "OwoRapid"), key)
		return hcqSec("termii-api-key", "python", t, []string{key}, "\"channel\": \"dnd\"")
	}
	t := hcqF("TERMII_API_KEY=%s\nTERMII_SENDER=%s\n", key, hcqP("KudiBox", "NairaNest"))
	return hcqSec("termii-api-key", "env", t, []string{key}, "TERMII_SENDER=")
}

func hcqPaystackWebhookHash() Sample {
	sk := hcqPaystackSK()
	t := hcqF("func verifyPaystack(body []byte, sig string) bool {\n\tmac := hmac.New(sha512.New, []byte(\"%s\"))\n\tmac.Write(body)\n\treturn hex.EncodeToString(mac.Sum(nil)) == sig\n}\n", sk)
	return hcqSec("paystack-secret-key", "go", t, []string{sk}, "verifyPaystack")
}
