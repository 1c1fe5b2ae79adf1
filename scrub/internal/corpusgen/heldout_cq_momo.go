package main

import (
	"encoding/base64"
	"strings"
)

// Mobile money and telco rails: MTN MoMo, Airtel Money, Africa's Talking, USSD and SMPP
// gateways.

func hcqMomoGens() []hcqGen {
	return []hcqGen{
		{9, hcqMomoEnv},
		{5, hcqMomoShell},
		{7, hcqMomoChat},
		{6, hcqAirtel},
		{12, hcqATKey},
		{7, hcqATChat},
		{10, hcqUSSDGateway},
		{7, hcqSMPP},
		{5, hcqATCode},
	}
}

func hcqMomoEnv() Sample {
	sub, user, key := rnd(hexs, 32), hcqUUID(), rnd(hexs, 32)
	switch rng.IntN(3) {
	case 0:
		c := hcqP("Uganda", "Ghana", "Rwanda", "Zambia", "Cameroon")
		t := hcqF("# MTN MoMo collections - %s\nMOMO_TARGET_ENV=mtn%s\nMOMO_COLLECTION_PRIMARY_KEY=%s\nMOMO_COLLECTION_USER_ID=%s\nMOMO_COLLECTION_API_KEY=%s\nMOMO_CALLBACK_HOST=%s\n", c, strings.ToLower(c), sub, user, key, hcqHost(hcqCo()))
		return hcqSec("momo-api-key", "env", t, []string{sub, key}, user)
	case 1:
		t := hcqF("momo:\n  disbursement:\n    subscriptionKey: ${MOMO_DISB_PRIMARY_KEY}\n    apiUser: %s\n    apiKey: %s\n    currency: %s\n", user, key, hcqP("UGX", "GHS", "RWF", "XAF", "EUR"))
		return hcqSec("momo-api-key", "yaml", t, []string{key}, user, "${MOMO_DISB_PRIMARY_KEY}")
	}
	t := hcqF("{\n  \"momo\": {\n    \"primaryKey\": \"%s\",\n    \"secondaryKey\": \"%s\",\n    \"environment\": \"sandbox\"\n  }\n}", sub, key)
	return hcqSec("momo-subscription-key", "json", t, []string{sub, key}, "\"environment\": \"sandbox\"")
}

func hcqMomoShell() Sample {
	sub, user, key := rnd(hexs, 32), hcqUUID(), rnd(hexs, 32)
	basic := base64.StdEncoding.EncodeToString([]byte(user + ":" + key))
	if rng.IntN(2) == 0 {
		tok := hcqJWT()
		t := hcqF("$ curl -X POST https://proxy.momoapi.mtn.com/collection/token/ \\\n  -H \"Authorization: Basic %s\" \\\n  -H \"Ocp-Apim-Subscription-Key: %s\"\n{\"access_token\":\"%s\",\"token_type\":\"access_token\",\"expires_in\":3600}", basic, sub, tok)
		return hcqSec("momo-api-key", "shell", t, []string{basic, sub, tok}, "token_type")
	}
	t := hcqF("$ curl -X POST https://sandbox.momodeveloper.mtn.com/v1_0/apiuser/%s/apikey -H \"Ocp-Apim-Subscription-Key: %s\"\n{\"apiKey\":\"%s\"}", user, sub, key)
	return hcqSec("momo-api-key", "shell", t, []string{sub, key}, user)
}

func hcqMomoChat() Sample {
	a, b := hcqName(), hcqName()
	key, sub := rnd(hexs, 32), rnd(hexs, 32)
	switch rng.IntN(3) {
	case 0:
		t := hcqF("%s: MoMo wamekubali production. Subscription key: %s\n%s: asante! API key tutaitengeneza kwa provisioning endpoint", a, sub, b)
		return hcqSec("momo-subscription-key", "chat", t, []string{sub}, a)
	case 1:
		t := hcqF("%s: Bonsoir, la clé API MoMo de production : %s\nLe user id reste le même. On bascule demain à 8h.\n%s: ok bien reçu", a, key, b)
		return hcqSec("momo-api-key", "whatsapp", t, []string{key}, "On bascule demain")
	}
	t := hcqF("%s: Chale the momo disbursement key expire? I dey get 401\n%s: use primary key %s\n%s: e work, thanks", a, b, sub, a)
	return hcqSec("momo-subscription-key", "chat", t, []string{sub}, "disbursement")
}

func hcqAirtel() Sample {
	cid, sec := hcqUUID(), hcqUUID()
	pin := rnd(digits, 4)
	if rng.IntN(2) == 0 {
		t := hcqF("AIRTEL_CLIENT_ID=%s\nAIRTEL_CLIENT_SECRET=%s\nAIRTEL_COUNTRY=%s\n", cid, sec, hcqP("KE", "UG", "TZ", "ZM", "MW", "NG"))
		return hcqSec("airtel-client-secret", "env", t, []string{sec}, cid)
	}
	t := hcqF("Airtel Money disbursement: the API needs the wallet PIN encrypted with their RSA key. Our disbursement wallet PIN is %s (do not use it on the handset). Client id %s", pin, cid)
	return hcqSec("airtel-wallet-pin", "note", t, []string{pin}, cid)
}

func hcqATKeyVal() string {
	if rng.IntN(2) == 0 {
		return "atsk_" + rnd(hexs, 64)
	}
	return rnd(hexs, 64)
}

func hcqATKey() Sample {
	key := hcqATKeyVal()
	user := hcqP("lipasasa", "kudibox_sms", "chama", "tumapesa", "wakala_live", "akiba")
	switch rng.IntN(4) {
	case 0:
		t := hcqF("AT_USERNAME=%s\nAT_API_KEY=%s\nAT_SENDER_ID=%s\nAT_SHORTCODE=%s\n", user, key, hcqP("LIPASASA", "KUDIBOX", "AKIBA"), hcqNum(5))
		return hcqSec("africastalking-api-key", "env", t, []string{key}, "AT_USERNAME="+user)
	case 1:
		t := hcqF("import africastalking\n\nafricastalking.initialize(username=\"%s\", api_key=\"%s\")\nsms = africastalking.SMS\nsms.send(\"Your loan of KES %d has been approved\", [\"+2547%s\"])\n", user, key, hcqN(500, 20000), rnd(digits, 8))
		return hcqSec("africastalking-api-key", "python", t, []string{key}, user)
	case 2:
		t := hcqF("const AfricasTalking = require('africastalking')({\n  apiKey: '%s',\n  username: '%s',\n});\n", key, user)
		return hcqSec("africastalking-api-key", "javascript", t, []string{key}, user)
	}
	t := hcqF("$ curl -X POST https://api.africastalking.com/version1/messaging \\\n  -H 'Accept: application/json' \\\n  -H 'apiKey: %s' \\\n  -d 'username=%s&to=%%2B2547%s&message=test'\n", key, user, rnd(digits, 8))
	return hcqSec("africastalking-api-key", "shell", t, []string{key}, "username="+user)
}

func hcqATChat() Sample {
	a, b := hcqName(), hcqName()
	key := hcqATKeyVal()
	switch rng.IntN(3) {
	case 0:
		t := hcqF("%s: SMS hazitoki, AT inasema \"The supplied authentication is invalid\"\n%s: key ilibadilishwa jana. Mpya ni %s\n%s: sawa nimeweka, zinatoka sasa", a, b, key, a)
		return hcqSec("africastalking-api-key", "chat", t, []string{key}, a)
	case 1:
		t := hcqF("Hi %s, here's the Africa's Talking API key for the live app: %s\nSender ID approval is still pending with Safaricom.\n%s", b, key, a)
		return hcqSec("africastalking-api-key", "mail", t, []string{key}, "Sender ID approval")
	}
	pw := hcqPw()
	em := hcqEmail(hcqCo())
	t := hcqF("%s: login ya AT dashboard ni %s, password %s. Usibadilishe bila kuniambia", a, em, pw)
	return hcqSec("africastalking-password", "whatsapp", t, []string{pw}, em)
}

func hcqUSSDGateway() Sample {
	co := hcqCo()
	u := co.slug + "_" + hcqP("ussd", "gw", "api")
	pw := hcqPw()
	code := "*" + hcqNum(3) + "*" + hcqNum(2) + "#"
	switch rng.IntN(4) {
	case 0:
		t := hcqF("ussd_gateway:\n  url: https://%s/ussd/push\n  service_code: \"%s\"\n  username: %s\n  password: \"%s\"\n  session_timeout: 180\n", hcqHost(co), code, u, pw)
		return hcqSec("ussd-gateway-password", "yaml", t, []string{pw}, u, code)
	case 1:
		t := hcqF("Hi team,\n\nThe aggregator has activated %s on all networks. Credentials for the pull gateway:\n\nUser: %s\nPass: %s\nIP whitelist: 196.201.%d.%d\n\nRegards,\n%s", code, u, pw, hcqN(1, 254), hcqN(1, 254), hcqFull())
		return hcqSec("ussd-gateway-password", "mail", t, []string{pw}, u, code)
	case 2:
		t := hcqF("%s: menu ya %s imeanza kujibu. gateway login: %s pw %s\n%s: poa", hcqName(), code, u, pw, hcqName())
		return hcqSec("ussd-gateway-password", "chat", t, []string{pw}, u)
	}
	tok := rnd(alnum, 40)
	t := hcqF("USSD_PROVIDER=%s\nUSSD_SERVICE_CODE=%s\nUSSD_API_TOKEN=%s\n", hcqP("infobip", "hubtel", "cellulant", "beem"), code, tok)
	return hcqSec("ussd-gateway-token", "env", t, []string{tok}, code)
}

func hcqSMPP() Sample {
	sys := hcqP("KUDI", "LIPA", "SIKA", "TUMA", "AKIB") + rnd(digits, 2)
	pw := rnd(alnum, 8)
	if rng.IntN(2) == 0 {
		t := hcqF("[smpp]\nhost = smsc.%s.net\nport = 2775\nsystem_id = %s\npassword = %s\nsystem_type = \nbind = transceiver\n", hcqP("airtel", "mtn", "glo", "vodacom"), sys, pw)
		return hcqSec("smpp-password", "ini", t, []string{pw}, "system_id = "+sys)
	}
	t := hcqF("SMPP bind details from the operator: system_id %s, password %s, TPS limit %d. Bind from the DR server only.", sys, pw, hcqN(20, 200))
	return hcqSec("smpp-password", "note", t, []string{pw}, sys)
}

func hcqATCode() Sample {
	key := hcqATKeyVal()
	t := hcqF("<?php\nuse AfricasTalking\\SDK\\AfricasTalking;\n\n$username = '%s';\n$apiKey   = '%s';\n$AT       = new AfricasTalking($username, $apiKey);\n$voice    = $AT->voice();\n", hcqP("sandbox", "chama_live", "kudibox"), key)
	return hcqSec("africastalking-api-key", "php", t, []string{key}, "$voice")
}
