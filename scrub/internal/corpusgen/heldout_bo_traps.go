package main

import (
	"fmt"
	"strings"
)

// Traps from households and payments: receipts, ids, rules, references, placeholders.

func hboTrapHomeTs() []hboT {
	return []hboT{
		{6, hboTrapWifiRef}, {6, hboTrapPolicy}, {5, hboTrapUPIWarn}, {6, hboTrapUPIReceipt},
		{5, hboTrapGCashReceipt}, {5, hboTrapGoPayNotif}, {4, hboTrapMoMoReceipt}, {4, hboTrapPromptPay},
		{5, hboTrapBkashSMS}, {3, hboTrapEasypaisa}, {4, hboTrapIRCTC}, {5, hboTrapResetDone},
		{5, hboTrapGateRef}, {3, hboTrapAadhaarRule}, {5, hboTrapRzpExample}, {6, hboTrapRzpWebhook},
		{5, hboTrapXenditPublic}, {5, hboTrapMidtransClient}, {4, hboTrapXenditCallback}, {4, hboTrapPayMongoPK},
		{3, hboTrapOmisePK}, {3, hboTrapVNPayDoc}, {4, hboTrapPaytmTxn}, {5, hboTrapBankDetails},
		{5, hboTrapMasked}, {5, hboTrapCourier}, {3, hboTrapNetflixTalk}, {4, hboTrapOrderIDs},
		{3, hboTrapPhoneList}, {3, hboTrapCafeRules},
	}
}

func hboTrapWifiRef() Sample {
	text := hboSayOf(
		"in", "Beta wifi ka password router ke peeche sticker pe likha hai, wahi daal do",
		"id", "Password wifi ada di stiker belakang modem ya kak, huruf besar semua",
		"ph", "nasa likod ng modem yung wifi password, yung WPA key",
		"vn", "pass wifi vẫn như cũ nha, không đổi",
		"th", "รหัส wifi เหมือนเดิมนะ ไม่ได้เปลี่ยน",
		"in", fmt.Sprintf("Guest wifi: %s (open network, no password, 1 hour limit)", hboSSID("in")),
		"in", "wifi ka password wahi hai jo pichle mahine bheja tha, group me search kar lo",
		"bd", "wifi er password ta router er pichone lekha ache, dekhe nao",
	)
	return hboTrap("trap-wifi-reference", "chat", text)
}

func hboTrapPolicy() Sample {
	n, d := hboN(8, 12), hboN(30, 120)
	text := hboOf(
		fmt.Sprintf("Mật khẩu phải có ít nhất %d ký tự, gồm chữ hoa, chữ thường, số và ký tự đặc biệt. Đổi mật khẩu sau mỗi %d ngày.", n, d),
		fmt.Sprintf("Kata sandi minimal %d karakter dan wajib diganti setiap %d hari.", n, d),
		fmt.Sprintf("पासवर्ड कम से कम %d अक्षरों का होना चाहिए और हर %d दिन में बदलना ज़रूरी है।", n, d),
		fmt.Sprintf("รหัสผ่านต้องมีอย่างน้อย %d ตัวอักษร และต้องเปลี่ยนทุก %d วัน ห้ามใช้วันเกิด", n, d),
		fmt.Sprintf("Reminder po: bawal gamitin ang birthday as password, dapat at least %d characters at palitan every %d days.", n, d),
		fmt.Sprintf("IT Policy %d.%d: Passwords must be at least %d characters, expire every %d days, and must not be shared with team leads.", hboN(2, 9), hboN(1, 9), n, d),
	)
	return hboTrap("trap-password-policy", hboOf("notice", "doc"), text)
}

func hboTrapUPIWarn() Sample {
	bank := hboOf("SBI", "HDFC Bank", "ICICI Bank", "Axis Bank", "Kotak", "PNB", "Bank of Baroda")
	if hboP(0.4) {
		return hboTrap("trap-pin-talk", "sms", fmt.Sprintf("Dear Customer, %s never asks for your UPI PIN, OTP or CVV. Paise receive karne ke liye PIN dalne ki zarurat nahi hoti. Report fraud: 1930 or %s", bank, hboOf("cybercrime.gov.in", "your nearest branch", "1800"+hboD(7))))
	}
	return hboTrap("trap-pin-talk", "chat", hboSayOf(
		"in", "Papa, koi bhi call karke bole ki cashback ke liye UPI PIN daalo toh mat daalna. Paise lene ke liye PIN nahi lagta.",
		"in", "मम्मी, कोई भी फ़ोन पर UPI पिन या OTP माँगे तो मत बताना, बैंक कभी नहीं माँगता।",
		"ph", "Reminder: huwag ibigay ang MPIN at OTP kahit kanino, kahit sabihin nilang taga-GCash sila.",
		"pk", "Ammi, JazzCash wale kabhi PIN nahi maangte, koi call kare toh foran band kar dena.",
		"id", "Ma, kalau ada yang telepon ngaku dari bank minta PIN atau kode OTP, langsung tutup aja ya.",
	))
}

func hboTrapUPIReceipt() Sample {
	vpa := strings.ToLower(hboName("in")) + hboOf("", rnd(digits, 2)) + "@" + hboOf("oksbi", "okhdfcbank", "ybl", "paytm", "axl", "ibl")
	ref := hboD(12)
	text := hboOf(
		fmt.Sprintf("₹%d paid to %s\nUPI Ref No: %s\n%s, %s\nFrom: XXXXXX%s", hboN(20, 5000), vpa, ref, hboDate(), hboTime(), rnd(digits, 4)),
		fmt.Sprintf("Bhaiya payment kar diya, UPI ref %s, %s pe ₹%d. Screenshot bhej raha hu", ref, vpa, hboN(100, 3000)),
		fmt.Sprintf("Dear UPI user A/C X%s debited by %d.00 on date %s trf to %s Refno %s. If not u? call 1800111109 -SBI", rnd(digits, 4), hboN(10, 9000), hboDate(), strings.ToUpper(hboName("in")), ref),
	)
	return hboTrap("trap-upi-ref", hboOf("sms", "chat"), text)
}

func hboTrapGCashReceipt() Sample {
	text := fmt.Sprintf("You have sent PHP %d.00 to %s %s. on %s %s. Your new balance is PHP %d.%02d. Ref. No. %s %s %s. Use the GCash app to check your transactions.",
		hboN(50, 5000), strings.ToUpper(hboName("ph")[:2])+"***"+strings.ToUpper(hboName("ph")[:1]), strings.ToUpper(hboOf("d", "s", "r", "c")), hboDate(), hboTime(), hboN(0, 20000), rng.IntN(100), rnd(digits, 4), rnd(digits, 3), rnd(digits, 6))
	return hboTrap("trap-wallet-ref", "sms", text)
}

func hboTrapGoPayNotif() Sample {
	text := hboOf(
		fmt.Sprintf("Pembayaran berhasil\nRp%d.%03d ke %s\nID Transaksi: %s\n%s %s WIB", hboN(5, 300), rng.IntN(1000), hboOf("Warung Bu Tini", "Kopi Kenangan", "Indomaret", "Sate Pak Kumis"), strings.ToUpper(rnd(hexs+"ghjkmnpqrstvwxyz", 20)), hboDate(), hboTime()),
		fmt.Sprintf("OVO: Top up Rp%d.000 berhasil. No. Referensi %s. Saldo OVO Cash Anda Rp%d.%03d", hboN(20, 500), hboD(12), hboN(0, 900), rng.IntN(1000)),
		fmt.Sprintf("Kak ini bukti transfer DANA ya, no ref %s, atas nama %s", hboD(16), hboName("id")),
	)
	return hboTrap("trap-wallet-ref", hboOf("notification", "chat"), text)
}

func hboTrapMoMoReceipt() Sample {
	text := fmt.Sprintf("Chuyển tiền thành công\nSố tiền: %d.000đ\nNgười nhận: %s - %s\nMã giao dịch: %s\nThời gian: %s %s", hboN(10, 5000), strings.ToUpper(hboName("vn")), hboPhone("vn"), hboD(11), hboTime(), hboDate())
	return hboTrap("trap-wallet-ref", "notification", text)
}

func hboTrapPromptPay() Sample {
	text := hboOf(
		fmt.Sprintf("โอนเงินสำเร็จ\n%d.00 บาท\nไปยัง พร้อมเพย์ %s\nเลขที่รายการ: %d%s\n%s", hboN(20, 9000), hboPhone("th"), hboN(2023, 2025), rnd(digits, 14), hboDate()),
		fmt.Sprintf("ร้านรับพร้อมเพย์เบอร์ %s นะคะ โอนแล้วส่งสลิปในไลน์ได้เลย", hboPhone("th")),
	)
	return hboTrap("trap-wallet-ref", "notification", text)
}

func hboTrapBkashSMS() Sample {
	text := fmt.Sprintf("You have received Tk %d.00 from %s. Fee Tk 0.00. Balance Tk %d.%02d. TrxID %s at %s %s",
		hboN(100, 20000), hboPhone("bd"), hboN(0, 50000), rng.IntN(100), rnd(upper[:20]+digits, 10), hboDate(), hboTime())
	return hboTrap("trap-wallet-ref", "sms", text)
}

func hboTrapEasypaisa() Sample {
	text := fmt.Sprintf("Rs.%d sent to %s (%s) via Easypaisa. TID: %s. Charges Rs.0. Dated %s", hboN(100, 30000), hboName("pk"), hboPhone("pk"), hboD(11), hboDate())
	return hboTrap("trap-wallet-ref", "sms", text)
}

func hboTrapIRCTC() Sample {
	text := fmt.Sprintf("PNR: %s\nTrain: %s %s\nDOJ: %s\nCoach %s, Berth %d\nBooked from IRCTC id sharma_family (password Papa ke paas hai)", hboD(10), hboD(5), hboOf("RAJDHANI EXP", "SHATABDI EXP", "DURONTO EXP", "GARIB RATH"), hboDate(), hboOf("B2", "A1", "S7", "3A"), hboN(1, 72))
	return hboTrap("trap-booking-ref", "chat", text)
}

func hboTrapResetDone() Sample {
	user := "agent." + hboOf("ph", "mnl", "ceb") + hboD(4)
	text := hboOf(
		fmt.Sprintf("Hi %s, na-reset ko na yung password mo. Check mo yung personal email mo for the temporary password, then palitan mo agad pag first login.", user),
		fmt.Sprintf("INC%s resolved: password for %s reset via AD, user will set new one at next logon.", hboD(7), user),
		fmt.Sprintf("Sir aapka password reset kar diya hai (ticket #%s), naya password SMS pe aayega. Kisi ko share mat karna.", hboD(6)),
		fmt.Sprintf("Mật khẩu tài khoản %s đã được đặt lại lúc %s. Vui lòng kiểm tra email để đăng nhập.", hboUser("vn"), hboTime()),
	)
	return hboTrap("trap-password-talk", "ticket", text)
}

func hboTrapGateRef() Sample {
	text := hboSayOf(
		"in", "Gate ka code badal gaya hai, naya code guard se pooch lena. Delivery wale ko mat dena.",
		"id", "Kode pintu gerbang sudah diganti, tanya pak satpam ya. Jangan dishare di grup.",
		"in", fmt.Sprintf("The lobby door code changes every month — check the notice on the mailroom board in Tower %s.", hboOf("A", "B", "C", "D")),
		"ph", "Nagpalit na ng code sa gate, kay kuya guard na lang kayo magtanong.",
		"ph", fmt.Sprintf("Locker no. %d is yours, code same as your employee ID last 4 digits.", hboN(1, 200)),
		"th", "รหัสประตูหอเปลี่ยนแล้วนะ ถามพี่ รปภ. ที่ป้อมได้เลย",
	)
	return hboTrap("trap-code-reference", "chat", text)
}

func hboTrapAadhaarRule() Sample {
	text := hboSayOf(
		"in", "e-Aadhaar PDF ka password aapke naam ke pehle 4 letters (CAPITAL me) aur birth year hota hai.",
		"in", "The password of the e-Aadhaar PDF is the first four letters of your name in capitals followed by your year of birth.",
		"in", "ई-आधार PDF का पासवर्ड: नाम के पहले 4 अक्षर (कैपिटल) + जन्म का वर्ष।",
	)
	return hboTrap("trap-password-talk", "chat", text)
}

func hboTrapRzpExample() Sample {
	text := fmt.Sprintf(`# .env.example — copy to .env and fill your own keys from the Razorpay dashboard
RAZORPAY_KEY_ID=%s
RAZORPAY_KEY_SECRET=%s
RAZORPAY_WEBHOOK_SECRET=%s`, hboOf("rzp_test_xxxxxxxxxxxxxx", "<your_key_id>", "rzp_test_XXXXXXXXXXXXXX"), hboOf("<your_key_secret>", "xxxxxxxxxxxxxxxxxxxxxxxx", "changeme"), hboOf("", "<set in dashboard>", "your_webhook_secret"))
	return hboTrap("trap-placeholder", "env", text)
}

func hboTrapRzpWebhook() Sample {
	text := fmt.Sprintf(`{
  "entity": "event",
  "account_id": "acc_%s",
  "event": "payment.captured",
  "payload": {
    "payment": {
      "entity": {
        "id": "pay_%s",
        "amount": %d,
        "currency": "INR",
        "order_id": "order_%s",
        "method": "upi",
        "vpa": "%s@okicici",
        "email": "%s",
        "contact": "+91%s"
      }
    }
  },
  "created_at": %d
}`, rnd(alnum, 14), rnd(alnum, 14), hboN(100, 99999)*100, rnd(alnum, 14), strings.ToLower(hboName("in")), hboMail("in"), hboD(10), hboN(1700000000, 1760000000))
	return hboTrap("trap-payment-id", "json", text)
}

func hboTrapXenditPublic() Sample {
	key := "xnd_public_" + hboOf("production_", "development_") + rnd(alnum, 60)
	text := fmt.Sprintf(`<script src="https://js.xendit.co/v1/xendit.min.js"></script>
<script>
  // public key aman di frontend, secret key HANYA di server
  Xendit.setPublishableKey("%s");
</script>`, key)
	return hboTrap("trap-public-key", "html", text)
}

func hboTrapMidtransClient() Sample {
	_, ck := hboMidtransKey(hboP(0.5))
	text := fmt.Sprintf(`<script type="text/javascript"
  src="https://app.%smidtrans.com/snap/snap.js"
  data-client-key="%s"></script>
<!-- server key disimpan di .env server, jangan taruh di sini -->`, hboOf("sandbox.", ""), ck)
	return hboTrap("trap-public-key", "html", text)
}

func hboTrapXenditCallback() Sample {
	text := fmt.Sprintf(`POST /webhooks/xendit/invoice
x-callback-token: {{ env.XENDIT_CALLBACK_TOKEN }}

{"id":"%s","external_id":"INV-%s","user_id":"%s","status":"PAID","paid_amount":%d,"payment_method":"EWALLET","payment_channel":"%s"}`, rnd(hexs, 24), hboD(8), rnd(hexs, 24), hboN(10, 900)*1000, hboOf("OVO", "DANA", "SHOPEEPAY", "LINKAJA"))
	return hboTrap("trap-payment-id", "http", text)
}

func hboTrapPayMongoPK() Sample {
	pk := "pk_" + hboOf("live", "test") + "_" + rnd(alnum, 24)
	text := fmt.Sprintf("// checkout.js — public key lang ito, ok lang nasa browser\nconst PAYMONGO_PUBLIC_KEY = '%s';\nconst methods = ['gcash', 'paymaya', 'card'];", pk)
	return hboTrap("trap-public-key", "javascript", text)
}

func hboTrapOmisePK() Sample {
	pk := "pkey_" + hboOf("test_", "") + "5" + rnd(lower+digits, 18)
	text := fmt.Sprintf("OmiseCard.configure({\n  publicKey: '%s',\n  currency: 'THB',\n  frameLabel: 'ร้านกาแฟบ้านสวน',\n});", pk)
	return hboTrap("trap-public-key", "javascript", text)
}

func hboTrapVNPayDoc() Sample {
	if hboP(0.5) {
		return hboTrap("trap-placeholder", "doc", fmt.Sprintf("Tham số cấu hình VNPAY (tài liệu v%d.%d):\n- vnp_TmnCode: Mã website của merchant trên hệ thống VNPAY\n- vnp_HashSecret: Chuỗi bí mật tạo checksum (VNPAY gửi qua email, KHÔNG commit lên git)\n- vnp_Url: https://sandbox.vnpayment.vn/paymentv2/vpcpay.html", hboN(2, 3), hboN(0, 9)))
	}
	return hboTrap("trap-placeholder", "env", fmt.Sprintf("VNP_TMN_CODE=YOUR_TMN_CODE\nVNP_HASH_SECRET=YOUR_HASH_SECRET\nVNP_RETURN_URL=http://localhost:%d/order/vnpay_return", pick([]int{8888, 3000, 5000, 8080})))
}

func hboTrapPaytmTxn() Sample {
	text := fmt.Sprintf(`{"body":{"resultInfo":{"resultStatus":"TXN_SUCCESS","resultCode":"01","resultMsg":"Txn Success"},"txnId":"%s","bankTxnId":"%s","orderId":"ORDR%s","txnAmount":"%d.00","mid":"%s","paymentMode":"UPI","txnDate":"%s"}}`,
		hboD(20), hboD(12), hboD(9), hboN(10, 9999), strings.ToUpper(hboOf("KIRANA", "CHAIWA", "EDUPAY"))+rnd(digits, 14), hboISO())
	return hboTrap("trap-payment-id", "json", text)
}

func hboTrapBankDetails() Sample {
	switch rng.IntN(3) {
	case 0:
		return hboTrap("trap-bank-details", "mail", fmt.Sprintf("Please find our bank details for the invoice:\nA/c name: %s Traders\nA/c no: XXXXXXXX%s\nIFSC: %s0%s\nUPI: %s@okaxis\nGSTIN: %s%s%s1Z%s",
			hboName("in"), rnd(digits, 4), hboOf("HDFC", "SBIN", "ICIC", "UTIB"), rnd(digits, 6), strings.ToLower(hboName("in")), hboD(2), rnd(upper, 5), rnd(digits, 4)+rnd(upper, 1), rnd(upper+digits, 1)))
	case 1:
		return hboTrap("trap-bank-details", "mail", fmt.Sprintf("Payment to: %s Enterprises\nBank: %s\nIBAN: PK%s%s%s\nPlease share the deposit slip after transfer.", hboName("pk"), hboOf("Meezan Bank", "HBL", "UBL"), rnd(digits, 2), hboOf("MEZN", "HABB", "UNIL"), rnd(digits, 16)))
	}
	return hboTrap("trap-bank-details", "chat", fmt.Sprintf("Transfer ke BCA %s a.n. %s ya kak, jangan lupa kirim bukti 🙏", rnd(digits, 10), hboName("id")))
}

func hboTrapMasked() Sample {
	text := hboOf(
		hboSay("in", "Fwd: Papa: Beta UPI PIN ****, bill bhar dena\n(PIN hata diya hai screenshot se)"),
		hboSay("ph", "GCash MPIN: [REDACTED]\nbayaran mo na yung kuryente"),
		fmt.Sprintf("Wifi: %s\nPassword: ********\n(ask reception)", hboSSID(pick(hboRegions))),
		hboSay("vn", "Mật khẩu: ●●●●●●●● (đã ẩn)"),
		fmt.Sprintf("RAZORPAY_KEY_SECRET=****************  # masked in logs, job %s", hboD(5)),
		fmt.Sprintf("Login: %s\nPassword: [hidden by admin]", hboUser(pick(hboRegions))),
	)
	return hboTrap("trap-masked", "chat", text)
}

func hboTrapCourier() Sample {
	text := hboOf(
		fmt.Sprintf("Paket kakak sudah dikirim via J&T, resi JP%s. Estimasi 2-3 hari.", hboD(10)),
		fmt.Sprintf("Your Shopee order %d%s has been shipped. SPX tracking: SPXPH%s", hboN(23, 25), strings.ToUpper(rnd(digits+upper, 12)), hboD(12)),
		fmt.Sprintf("Delhivery AWB %s — out for delivery today. Delivery boy no. %s", hboD(13), hboPhone("in")),
		fmt.Sprintf("Ninja Van tracking: NV%s%s. Kindly prepare exact amount for COD.", strings.ToUpper(rnd(lower, 4)), hboD(10)),
		fmt.Sprintf("Mã vận đơn GHTK: S%s.%s, shop đã gửi hàng hôm nay ạ", hboD(8), hboOf("SGP", "HN", "DN")+hboD(2)),
	)
	return hboTrap("trap-tracking-number", "chat", text)
}

func hboTrapNetflixTalk() Sample {
	text := hboSayOf(
		"in", "Netflix ne password sharing band kar di, ab hostel wale sab alag plan lo 😭",
		"in", "Guys Spotify family ka password change hua hai, I'll DM each of you separately",
		"id", "Akun Netflix patungan bulan ini udah aku perpanjang, password masih sama ya",
		"ph", "Yung Disney+ natin, pinalitan ni ate yung password, i-PM niya na lang sa inyo",
	)
	return hboTrap("trap-password-talk", "chat", text)
}

func hboTrapOrderIDs() Sample {
	text := hboOf(
		fmt.Sprintf("Pesanan Tokopedia INV/%d%02d%02d/MPL/%s sudah sampai ya kak", hboN(2023, 2025), hboN(1, 12), hboN(1, 28), hboD(10)),
		fmt.Sprintf("Order #%s from Zomato delayed, refund id %s", hboD(10), "rfnd_"+rnd(alnum, 14)),
		fmt.Sprintf("Lazada order %s returned. Return ID: RT%s", hboD(15), hboD(9)),
		fmt.Sprintf("Grab receipt: booking %s-%s, fare ₱%d", hboOf("A", "IOS"), hboD(10), hboN(90, 600)),
	)
	return hboTrap("trap-order-id", "chat", text)
}

func hboTrapPhoneList() Sample {
	r := pick(hboRegions)
	var rows []string
	for _, role := range []string{"Driver", "Maid", "Plumber", "Watchman", "Doctor"}[:hboN(3, 5)] {
		rows = append(rows, fmt.Sprintf("- %s (%s): %s", role, hboName(r), hboPhone(r)))
	}
	return hboTrap("trap-phone-number", "note", "Important numbers\n"+strings.Join(rows, "\n"))
}

func hboTrapCafeRules() Sample {
	text := hboOf(
		fmt.Sprintf("SHREE CYBER CAFE\nRate: ₹%d/hr, Print ₹%d/page\nNOTE: Browser me apna password SAVE na karein. Kaam khatam hone par LOGOUT zaroor karein. Cafe zimmedar nahi hoga.", hboN(20, 40), hboN(2, 10)),
		fmt.Sprintf("WARNET BAROKAH\nRp%d.000/jam\nHarap logout akun game & email sebelum pulang. Jangan simpan password di PC warnet.", hboN(3, 8)),
		fmt.Sprintf("Computer shop rules: ₱%d per hour. Mag-logout sa Facebook at email bago umalis. Hindi kami mananagot sa nakaw na account.", hboN(15, 30)),
	)
	return hboTrap("trap-password-talk", "notice", text)
}
