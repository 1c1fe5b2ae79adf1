package main

import (
	"fmt"
	"strings"
)

// Wallet PINs and payment-gateway keys: UPI, Paytm, GCash, GoPay, OVO, MoMo, Razorpay, Xendit,
// Midtrans and the rest.

func hboPayTs() []hboT {
	return []hboT{
		{6, hboRzpEnv}, {5, hboRzpCode}, {3, hboRzpMail}, {5, hboXenditCurl}, {4, hboXenditChat},
		{5, hboMidtransPHP}, {3, hboMidtransBasic}, {4, hboPaytmProps}, {3, hboPhonePeTicket},
		{4, hboCashfreeYAML}, {4, hboMoMoJSON}, {4, hboVNPayCfg}, {4, hboPayMongo}, {4, hboOmise},
		{3, hbo2C2P}, {3, hboDragonpay}, {3, hboJazzCashCfg}, {3, hboEasypaisaCfg}, {3, hboBkashCfg},
		{6, hboUPIPIN}, {5, hboGoPayPIN}, {4, hboMoMoPIN}, {4, hboMerchantDash}, {3, hboMaeManee},
	}
}

func hboRzpID(live bool) string {
	if live {
		return "rzp_live_" + rnd(alnum, 14)
	}
	return "rzp_test_" + rnd(alnum, 14)
}

func hboRzpEnv() Sample {
	id, sec := hboRzpID(hboP(0.5)), rnd(alnum, 24)
	lines := []string{
		"# payments — " + hboOf("prod", "staging", "do not commit"),
		"APP_ENV=" + hboOf("production", "staging"),
		"RAZORPAY_KEY_ID=" + id,
		"RAZORPAY_KEY_SECRET=" + sec,
	}
	secrets := []string{sec}
	if hboP(0.5) {
		wh := hboOf(hboPW("in"), rnd(alnum, 20))
		lines = append(lines, "RAZORPAY_WEBHOOK_SECRET="+wh)
		secrets = append(secrets, wh)
	}
	lines = append(lines, "CURRENCY=INR", "SUPPORT_EMAIL=payments@"+hboOf("kiranastore.in", "chaiwala.co", "edtechlabs.in"))
	return hboS("razorpay-key-secret", "env", strings.Join(lines, "\n"), secrets...).hboKeep(id)
}

func hboRzpCode() Sample {
	id, sec := hboRzpID(hboP(0.5)), rnd(alnum, 24)
	if hboP(0.5) {
		return hboS("razorpay-key-secret", "python", fmt.Sprintf(`import razorpay

# TODO: env se lena hai, abhi testing ke liye hardcode
client = razorpay.Client(auth=("%s", "%s"))

def create_order(amount_rupees, receipt):
    return client.order.create({
        "amount": int(amount_rupees * 100),
        "currency": "INR",
        "receipt": receipt,
    })
`, id, sec), sec).hboKeep(id)
	}
	return hboS("razorpay-key-secret", "javascript", fmt.Sprintf(`const Razorpay = require("razorpay");

const instance = new Razorpay({
  key_id: "%s",
  key_secret: "%s", // FIXME move to process.env before go-live
});

module.exports = instance;`, id, sec), sec).hboKeep(id)
}

func hboRzpMail() Sample {
	wh, mid := hboOf(hboPW("in"), rnd(alnum, hboN(16, 24))), rnd(upper+digits, 14)
	text := fmt.Sprintf(`Subject: Webhook signature mismatch - MID %s

Hi Razorpay Support,

Our payment.captured webhooks are failing verification since yesterday. The webhook secret we have set in the dashboard is %s and we are verifying with HMAC SHA256 on the raw body.
Can you please check from your side?

Regards,
%s
Tech Lead, %s`, mid, wh, hboName("in"), hboOf("Kirana Kart Pvt Ltd", "Saffron EdTech", "DesiMart Retail LLP"))
	return hboS("webhook-secret", "mail", text, wh).hboKeep(mid)
}

func hboXendit(live bool) string {
	if live {
		return "xnd_production_" + rnd(alnum, 64)
	}
	return "xnd_development_" + rnd(alnum, 64)
}

func hboXenditCurl() Sample {
	key := hboXendit(hboP(0.5))
	ext, amt := "INV-"+hboD(8), hboN(50, 900)*1000
	text := fmt.Sprintf(`$ curl https://api.xendit.co/v2/invoices -X POST \
   -u %s: \
   -H 'Content-Type: application/json' \
   --data '{"external_id": "%s", "amount": %d, "payer_email": "%s", "description": "Pembayaran kursus"}'
{"id":"%s","external_id":"%s","status":"PENDING","amount":%d}`, key, ext, amt, hboMail("id"), rnd(hexs, 24), ext, amt)
	return hboS("xendit-secret-key", "shell", text, key).hboKeep(ext)
}

func hboXenditChat() Sample {
	key := hboXendit(hboP(0.4))
	a, b := hboTwo("id")
	return hboS("xendit-secret-key", "chat", hboChat("plain",
		a, hboOf("Mas, minta secret key Xendit buat staging dong", "bro key xendit yg dipake di server apa ya?"),
		b, "ini ya: "+key,
		b, hboOf("jangan di-commit ke repo ya 🙏", "nanti kalau sudah live aku rotate", "taruh di .env aja"),
		a, "siap makasih",
	), key)
}

func hboMidtransKey(prod bool) (string, string) {
	s, c := "Mid-server-"+rnd(b64url, 24), "Mid-client-"+rnd(alnum, 16)
	if !prod {
		return "SB-" + s, "SB-" + c
	}
	return s, c
}

func hboMidtransPHP() Sample {
	prod := hboP(0.5)
	sk, ck := hboMidtransKey(prod)
	text := fmt.Sprintf(`<?php
// config/midtrans.php
\Midtrans\Config::$serverKey = '%s';
\Midtrans\Config::$clientKey = '%s';
\Midtrans\Config::$isProduction = %t;
\Midtrans\Config::$isSanitized = true;
\Midtrans\Config::$is3ds = true;`, sk, ck, prod)
	return hboS("midtrans-server-key", "php", text, sk).hboKeep(ck)
}

func hboMidtransBasic() Sample {
	sk, _ := hboMidtransKey(hboP(0.5))
	enc := hboStd64(sk + ":")
	host := "api.midtrans.com"
	if strings.HasPrefix(sk, "SB-") {
		host = "api.sandbox.midtrans.com"
	}
	order := "ORDER-" + hboD(6)
	text := fmt.Sprintf(`POST /v2/charge HTTP/1.1
Host: %s
Accept: application/json
Content-Type: application/json
Authorization: Basic %s

{"payment_type":"gopay","transaction_details":{"order_id":"%s","gross_amount":%d}}`, host, enc, order, hboN(10, 500)*1000)
	return hboS("basic-auth", "http", text, enc).hboKeep(order)
}

func hboPaytmProps() Sample {
	mid := strings.ToUpper(hboOf("KIRANA", "CHAIWA", "EDUPAY", "MEDSTO")) + rnd(digits, 14)
	key := rnd(alnum+"@#&_!%", 16)
	text := fmt.Sprintf(`# application-%s.properties
paytm.merchant.mid=%s
paytm.merchant.key=%s
paytm.website=%s
paytm.industry.type=Retail
paytm.callback.url=https://shop.example.in/paytm/callback`, hboOf("prod", "uat"), mid, key, hboOf("DEFAULT", "WEBSTAGING"))
	return hboS("paytm-merchant-key", "properties", text, key).hboKeep(mid)
}

func hboPhonePeTicket() Sample {
	salt, mid := hboUUID(), "M"+rnd(upper+digits, 13)
	text := fmt.Sprintf(`JIRA PAY-%d: PhonePe PG integration failing with KEY_NOT_CONFIGURED

Env: UAT
Merchant ID: %s
Salt key: %s
Salt index: 1
Steps: create order from app -> redirect -> error page.
Assignee: %s`, hboN(100, 999), mid, salt, hboName("in"))
	return hboS("phonepe-salt-key", "ticket", text, salt).hboKeep(mid)
}

func hboCashfreeYAML() Sample {
	app := hboOf("TEST", "") + hboD(10) + rnd(hexs, 10)
	env := hboOf("PRODUCTION", "SANDBOX")
	sec := "cfsk_ma_" + map[string]string{"PRODUCTION": "prod_", "SANDBOX": "test_"}[env] + rnd(hexs, 32) + "_" + rnd(hexs, 8)
	text := fmt.Sprintf(`payments:
  provider: cashfree
  env: %s
  cashfree:
    x-client-id: "%s"
    x-client-secret: "%s"
    api-version: "2023-08-01"
  return_url: https://app.example.in/pay/return`, env, app, sec)
	return hboS("cashfree-secret", "yaml", text, sec).hboKeep(app)
}

func hboMoMoJSON() Sample {
	pc := "MOMO" + rnd(upper+digits, 8)
	sk := rnd(alnum, 32)
	text := fmt.Sprintf(`{
  "MoMo": {
    "Endpoint": "https://test-payment.momo.vn/v2/gateway/api/create",
    "PartnerCode": "%s",
    "SecretKey": "%s",
    "RedirectUrl": "https://shop.vn/thanh-toan/ket-qua",
    "IpnUrl": "https://api.shop.vn/momo/ipn"
  }
}`, pc, sk)
	return hboS("momo-secret-key", "json", text, sk).hboKeep(pc)
}

func hboVNPayCfg() Sample {
	tmn, hs := rnd(upper+digits, 8), rnd(upper, 32)
	if hboP(0.5) {
		return hboS("vnpay-hash-secret", "env", fmt.Sprintf("# VNPAY sandbox - anh Huy gửi qua Zalo\nVNP_TMN_CODE=%s\nVNP_HASH_SECRET=%s\nVNP_URL=https://sandbox.vnpayment.vn/paymentv2/vpcpay.html\nVNP_RETURN_URL=http://localhost:3000/vnpay_return", tmn, hs), hs).hboKeep(tmn)
	}
	a, b := hboTwo("vn")
	return hboS("vnpay-hash-secret", "chat", hboChat("plain",
		a, "VNPay gửi thông tin rồi nè: vnp_TmnCode="+tmn+" , vnp_HashSecret="+hs,
		b, "ok em cấu hình vào appsettings luôn",
	), hs).hboKeep(tmn)
}

func hboPayMongo() Sample {
	sk, pk := "sk_"+hboOf("live", "test")+"_"+rnd(alnum, 24), "pk_"+hboOf("live", "test")+"_"+rnd(alnum, 24)
	if hboP(0.5) {
		return hboS("paymongo-secret-key", "env", fmt.Sprintf("PAYMONGO_PUBLIC_KEY=%s\nPAYMONGO_SECRET_KEY=%s\nGCASH_REDIRECT_SUCCESS=https://tindahan.ph/success", pk, sk), sk).hboKeep(pk)
	}
	a, b := hboTwo("ph")
	return hboS("paymongo-secret-key", "chat", hboChat("wa",
		a, "pre pasend ng paymongo secret, di ko makita sa dashboard",
		b, sk,
		b, "yung public "+pk+" nasa frontend na",
		a, "salamat pre",
	), sk).hboKeep(pk)
}

func hboOmise() Sample {
	t := hboOf("test_", "")
	sk, pk := "skey_"+t+"5"+rnd(lower+digits, 18), "pkey_"+t+"5"+rnd(lower+digits, 18)
	if hboP(0.5) {
		return hboS("omise-secret-key", "ruby", fmt.Sprintf("# config/initializers/omise.rb\nOmise.public_api_key = \"%s\"\nOmise.secret_api_key = \"%s\"\nOmise.api_version = \"2019-05-29\"", pk, sk), sk).hboKeep(pk)
	}
	a, b := hboTwo("th")
	return hboS("omise-secret-key", "chat", hboChat("line",
		a, "พี่ครับ secret key ของ Omise ที่ใช้บน server คือ "+sk+" นะครับ",
		b, "โอเค อย่าแปะใน group ใหญ่นะ",
	), sk)
}

func hbo2C2P() Sample {
	mid, sk := hboD(15), rnd("0123456789ABCDEF", 64)
	text := fmt.Sprintf("[payment.2c2p]\nmerchant_id = %s\nsecret_key = %s\ncurrency = THB\nendpoint = https://sandbox-pgw.2c2p.com/payment/4.3/paymentToken\n", mid, sk)
	return hboS("2c2p-secret-key", "ini", text, sk).hboKeep(mid)
}

func hboDragonpay() Sample {
	mid, pw := strings.ToUpper(hboOf("TINDAHAN", "LOADCENTRAL", "PASABUY")), hboStrong(hboN(10, 14))
	text := fmt.Sprintf(`Hi %s,

Welcome to Dragonpay! Your test merchant account is ready.
Merchant ID: %s
Secret key / password: %s
Test environment: https://test.dragonpay.ph/

Please keep your password confidential.

Dragonpay Merchant Support`, hboName("ph"), mid, pw)
	return hboS("merchant-password", "mail", text, pw).hboKeep(mid)
}

func hboJazzCashCfg() Sample {
	mid, pw, salt := "MC"+hboD(5), rnd(lower+digits, 10), rnd(alnum, 10)
	text := fmt.Sprintf(`<?php
return [
    'jazzcash' => [
        'merchant_id'    => '%s',
        'password'       => '%s',
        'integrity_salt' => '%s',
        'return_url'     => 'https://dukaan.pk/jazzcash/return',
        'sandbox'        => true,
    ],
];`, mid, pw, salt)
	return hboS("jazzcash-credentials", "php", text, pw, salt).hboKeep(mid)
}

func hboEasypaisaCfg() Sample {
	store, hk := hboD(5), rnd(upper+digits, 16)
	text := fmt.Sprintf("{\n  \"easypaisa\": {\n    \"storeId\": \"%s\",\n    \"hashKey\": \"%s\",\n    \"postBackURL\": \"https://bazaar.pk/ep/confirm\"\n  }\n}", store, hk)
	return hboS("easypaisa-hash-key", "json", text, hk).hboKeep(store)
}

func hboBkashCfg() Sample {
	user := hboOf("sandboxTokenizedUser", "dokan", "sylhetmart") + hboD(2)
	pw, sec := hboPW("bd"), rnd(alnum, 50)
	text := fmt.Sprintf("# bKash tokenized checkout\nBKASH_USERNAME=%s\nBKASH_PASSWORD=%s\nBKASH_APP_SECRET=%s\nBKASH_BASE_URL=https://tokenized.sandbox.bka.sh/v1.2.0-beta", user, pw, sec)
	return hboS("bkash-credentials", "env", text, pw, sec).hboKeep(user)
}

func hboUPIPIN() Sample {
	pin := hboPIN(pick([]int{4, 6}))
	app := hboOf("PhonePe", "GPay", "Paytm", "BHIM")
	switch rng.IntN(3) {
	case 0:
		return hboS("upi-pin", "chat", hboChat("wa2",
			"Papa", fmt.Sprintf("Beta mere %s ka UPI PIN %s hai. Bijli ka bill bhar dena, phone tere paas hi hai", app, pin),
			hboName("in"), "ok papa. Aur PIN kisi ko mat batana, fraud bahut ho rahe hai",
		), pin).hboKeep(app)
	case 1:
		return hboS("upi-pin", "chat", fmt.Sprintf("bro meri %s se ₹%d bhej de Rohan ko, UPI pin %s. Kal wapas kar dunga", app, hboN(200, 2000), pin), pin).hboKeep(app)
	}
	return hboS("upi-pin", "chat", fmt.Sprintf("दुकान वाले फोन का %s UPI पिन %s है, शाम को हिसाब मिला लेना", app, pin), pin).hboKeep(app)
}

func hboGoPayPIN() Sample {
	pin := hboPIN(6)
	w := hboOf("GoPay", "OVO", "DANA", "ShopeePay")
	a, b := hboTwo("id")
	text := hboOf(
		hboChat("wa", a, fmt.Sprintf("Kak tolong pesenin GoFood pake hp aku ya, PIN %s nya %s", w, pin), b, "oke siap"),
		fmt.Sprintf("Dek, pakai %s kakak aja buat bayar token listrik. PIN: %s. Habis itu hapus chat ini ya", w, pin),
		hboChat("plain", a, "pin "+strings.ToLower(w)+" aku "+pin+" , bayarin parkir dulu", b, "wkwk oke"),
	)
	return hboS("wallet-pin", "chat", text, pin)
}

func hboMoMoPIN() Sample {
	pin := hboPIN(6)
	text := hboOf(
		hboChat("plain", "Mẹ", "con nạp tiền điện thoại giúp mẹ, mật khẩu MoMo "+pin, hboName("vn"), "dạ con làm liền"),
		fmt.Sprintf("Em ơi, mã PIN ví MoMo của chị là %s, chuyển giúp chị 500k cho chủ nhà nhé", pin),
	)
	return hboS("wallet-pin", "chat", text, pin)
}

func hboMerchantDash() Sample {
	mail, pw := "accounts@"+hboOf("chaipoint", "sareehouse", "gharkakhana", "desimart")+".in", hboPW("in")
	dash := hboOf("Razorpay dashboard", "Paytm for Business", "Instamojo", "PayU")
	text := fmt.Sprintf(`Handover — accounts (%s leaving on Friday)
* GST filing: CA %s does it, docs in Drive > GST > FY24-25
* %s login: %s
  password: %s  (2FA OTP comes on the office phone)
* Settlements hit HDFC current a/c every T+2`, hboName("in"), hboName("in"), dash, mail, pw)
	return hboS("account-password", "note", text, pw).hboKeep(mail)
}

func hboMaeManee() Sample {
	pw, phone := hboPW("th"), hboPhone("th")
	text := fmt.Sprintf("น้องฝากดูร้านวันเสาร์ด้วยนะ\nแอปแม่มณี เบอร์ %s\nรหัสผ่าน %s\nลูกค้าสแกน PromptPay แล้วเช็คยอดในแอปได้เลย", phone, pw)
	return hboS("account-password", "note", text, pw).hboKeep(phone)
}
