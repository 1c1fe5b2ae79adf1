package main

// heldout_ba_traps_local.go: traps from the region's daily life: phone numbers, Aadhaar-like,
// PAN-like and GST numbers, IFSC codes, UPI ids, order and transaction ids, PNRs, dates in local
// calendars, local-script product names, postal PIN codes and queue tokens. None is a credential.

import (
	"fmt"
	"strings"
)

func hbaPAN() string {
	return rnd(upper, 3) + string("PCHFT"[rng.IntN(5)]) + rnd(upper, 1) + rnd(digits, 4) + rnd(upper, 1)
}

func hbaGSTIN() string {
	return fmt.Sprintf("%02d", hbaN(1, 37)) + hbaPAN() + string("123"[rng.IntN(3)]) + "Z" + rnd(upper+digits, 1)
}

func hbaIFSC() string {
	return pick([]string{"SBIN", "HDFC", "ICIC", "UTIB", "KKBK", "PUNB", "BARB", "CNRB"}) + "0" + rnd(upper+digits, 6)
}

func hbaAadhaarLike() string {
	return string("23456789"[rng.IntN(8)]) + rnd(digits, 3) + " " + rnd(digits, 4) + " " + rnd(digits, 4)
}

func hbaRzpID(prefix string) string { return prefix + "_" + rnd(alnum, 14) }

func hbaTrapLocalGens() []func() (string, string) {
	return []func() (string, string){
		func() (string, string) {
			return "chat", pick([]string{"Delivery ke liye {N} ko call karo: {PH}", "Gọi cho {N} số {PH} để giao hàng nhé",
				"โทรหา{N}ที่เบอร์ {PH} ได้เลยค่ะ", "Tawagan mo si {N} sa {PH} para sa delivery", "Boleh call {N} di {PH}",
				"{N} এর নম্বর {PH}", "{N} का नंबर {PH} है, शाम 6 बजे के बाद कॉल करना", "{N} ကို {PH} ကိုဖုန်းဆက်ပါ"})
		},
		func() (string, string) {
			return "note", "KYC done ✅\nName: {N}\nAadhaar: XXXX XXXX " + rnd(digits, 4) + "\nPAN: " + hbaPAN() + "\nMobile: {PH}"
		},
		func() (string, string) {
			return "chat", "Aadhaar number " + hbaAadhaarLike() + " se e-KYC fail ho raha hai, biometric dobara karna padega"
		},
		func() (string, string) {
			return "invoice", "TAX INVOICE\n{SHOP}\nGSTIN: " + hbaGSTIN() + "\nInvoice No: INV/2024-25/" + fmt.Sprintf("%05d", hbaN(1, 99999)) +
				"\nHSN 0902 | Masala Chai 250g | Qty 4 | ₹ 480.00\nCGST 2.5% ₹ 12.00 | SGST 2.5% ₹ 12.00"
		},
		func() (string, string) {
			return "chat", "Payment is account mein bhejna: A/c " + rnd(digits, 11) + ", IFSC " + hbaIFSC() + ", {SHOP}"
		},
		func() (string, string) {
			u := strings.ToLower(strings.Fields(pick(hbaFirst))[0])
			return "chat", "UPI se bhej do: " + u + pick([]string{"@okaxis", "@ybl", "@paytm", "@oksbi", "@ibl"}) + " — ₹" + fmt.Sprint(hbaN(50, 5000))
		},
		func() (string, string) {
			return "log", "{D} INFO razorpay webhook payment.captured order_id=" + hbaRzpID("order") + " payment_id=" + hbaRzpID("pay") + " amount=" + fmt.Sprint(hbaN(100, 99999)) + "00 currency=INR"
		},
		func() (string, string) {
			return "chat", "Refund initiated 👍 Refund ID " + hbaRzpID("rfnd") + ", 5-7 working days mein aa jayega"
		},
		func() (string, string) {
			return "chat", "UTR number " + hbaDigits(12) + " hai, bank se confirm kar lo"
		},
		func() (string, string) {
			return "chat", "GCash Ref No. " + rnd(digits, 4) + " " + rnd(digits, 3) + " " + rnd(digits, 6) + " — paid na po ako, paki-check"
		},
		func() (string, string) {
			return "chat", "Em đã chuyển khoản qua MoMo, mã giao dịch " + hbaDigits(11) + " ạ"
		},
		func() (string, string) {
			return "chat", "โอนผ่านพร้อมเพย์แล้วค่ะ เลขที่รายการ " + rnd(digits, 4) + rnd(upper, 3) + rnd(digits, 11)
		},
		func() (string, string) {
			return "chat", "PromptPay ร้าน: 0" + string("689"[rng.IntN(3)]) + rnd(digits, 1) + "-" + rnd(digits, 3) + "-" + rnd(digits, 4) + " (ชื่อบัญชี {N})"
		},
		func() (string, string) {
			return "note", "PNR " + hbaDigits(10) + " — 12951 Mumbai Rajdhani, B2 coach, berth 34, 15/08"
		},
		func() (string, string) {
			return "note", pick([]string{"विक्रम संवत 2081, कार्तिक शुक्ल एकादशी — दुकान बंद रहेगी",
				"১লা বৈশাখ ১৪৩১ — হালখাতা, সব কাস্টমারকে মিষ্টি",
				"วันที่ 13 เมษายน พ.ศ. 2567 ร้านปิด (สงกรานต์)",
				"Mùng 1 Tết Ất Tỵ (29/01/2025) nghỉ bán, mùng 6 mở lại",
				"Thingyan ၁၃၈၆ — ဆိုင်ပိတ်ပါမည်",
				"15 Ramadan 1445 H — iftar order cut-off 4 PM",
				"தை 1, 2055 திருவள்ளுவர் ஆண்டு — பொங்கல் விடுமுறை",
				"1 Syawal 1445H — kedai tutup 3 hari"})
		},
		func() (string, string) {
			return "catalog", pick([]string{"मसाला चाय 250g — SKU MC-250-" + rnd(upper, 2) + "\nMRP ₹120, barcode 890" + rnd(digits, 10),
				"ข้าวหอมมะลิ 5 กก. รหัสสินค้า 885" + rnd(digits, 10) + " ราคา 189 บาท",
				"Nước mắm Phú Quốc 500ml — mã SP NM500-" + rnd(upper+digits, 4) + ", giá 45.000đ",
				"ইলিশ মাছ (পদ্মা) ১ কেজি — কোড ILS-" + rnd(digits, 3),
				"Kopi Tenom 1kg — kod produk KT" + rnd(digits, 5) + "-" + rnd(upper, 2),
				"Lucky Me Pancit Canton x10 — item code " + rnd(upper, 2) + rnd(digits, 6),
				"லட்டு ½ kg — item " + rnd(upper+digits, 8),
				"ပဲပြုတ် ၁ ထုပ် — SKU " + rnd(upper, 3) + "-" + rnd(digits, 4)})
		},
		func() (string, string) {
			return "chat", "bhai courier ka AWB " + hbaDigits(12) + " hai, Delhivery pe track kar lo, pincode " + hbaDigits(6)
		},
		func() (string, string) {
			return "chat", pick([]string{"Shopee order #" + "24" + rnd(digits, 4) + rnd(upper+digits, 8) + " chưa giao tới", "Flipkart order OD" + hbaDigits(18) + " return pickup kal hai",
				"Lazada order " + hbaDigits(15) + " — na-deliver na daw pero wala pa", "Grab order A-" + rnd(upper+digits, 10) + " cancel na"})
		},
		func() (string, string) {
			return "note", "Application No. " + pick([]string{"UP", "MH", "TN", "WB", "KA"}) + "/2024/" + hbaDigits(7) + " — income certificate, status: pending at tehsil"
		},
		func() (string, string) {
			return "chat", "e-challan " + pick([]string{"MH", "KA", "DL"}) + hbaDigits(14) + " gaadi " + pick([]string{"MH 12 AB ", "KA 05 MN ", "DL 3C AQ "}) + rnd(digits, 4) + " — ₹500 fine, online bhar diya"
		},
		func() (string, string) {
			return "chat", "Mobile ka IMEI " + hbaDigits(15) + " hai, CEIR portal pe block request daal do"
		},
		func() (string, string) {
			return "note", pick([]string{"CNIC: " + hbaDigits(5) + "-" + rnd(digits, 7) + "-" + rnd(digits, 1),
				"TIN: " + rnd(digits, 3) + "-" + rnd(digits, 3) + "-" + rnd(digits, 3) + "-000",
				"NID নম্বর " + hbaDigits(10) + " দিয়ে রেজিস্ট্রেশন করো",
				"MST (mã số thuế): 0" + rnd(digits, 9)})
		},
		func() (string, string) {
			return "note", "Token no. " + fmt.Sprint(hbaN(1, 150)) + " — counter " + fmt.Sprint(hbaN(1, 8)) + ", {SHOP}\nPlease wait for your token to be called"
		},
		func() (string, string) {
			return "chat", "PIN code " + hbaDigits(6) + " pe delivery available hai kya? Andheri East wala area"
		},
		func() (string, string) {
			return "chat", "Gate pass no. GP/" + fmt.Sprint(hbaN(2023, 2025)) + "/" + fmt.Sprint(hbaN(1, 999)) + " le ke aana, warna security andar nahi jaane dega"
		},
		func() (string, string) {
			return "roster", "Call centre roster — week 23\nShift A 06:00–14:30: {N}, Priya, Jomar\nShift B 14:00–22:30: Karthik, Siti\nAHT target 280 sec, CSAT 4.5+"
		},
		func() (string, string) {
			return "chat", "Recharge kar do {PH} pe, ₹299 wala plan, 28 din, 1.5GB/day"
		},
		func() (string, string) {
			return "chat", "Zalo OA của shop: zalo.me/" + hbaDigits(19) + " — khách nhắn tin đặt hàng ở đây"
		},
		func() (string, string) {
			return "chat", "LINE ID ร้าน: @" + strings.ToLower(rnd(lower, 6)) + rnd(digits, 3) + " แอดไลน์เพื่อสั่งของได้เลย"
		},
		func() (string, string) {
			return "csv", "date,order_id,customer,phone,amount\n" + fmt.Sprintf("2024-06-%02d", hbaN(1, 28)) + "," + hbaRzpID("order") + ",{N},{PH}," + fmt.Sprint(hbaN(100, 9999)) + "\n" +
				fmt.Sprintf("2024-06-%02d", hbaN(1, 28)) + "," + hbaRzpID("order") + ",Priya," + hbaPhone() + "," + fmt.Sprint(hbaN(100, 9999))
		},
		func() (string, string) {
			return "ticket", "Complaint No. " + pick([]string{"CMP", "SR", "GRV"}) + hbaDigits(9) + " registered. Customer {N} ({PH}) reports UPI debit without credit, UTR " + hbaDigits(12) + "."
		},
		func() (string, string) {
			return "chat", "bKash merchant number 01" + string("3456789"[rng.IntN(7)]) + rnd(digits, 8) + ", TrxID " + rnd(upper+digits, 10) + " — টাকা পাঠিয়েছি"
		},
		func() (string, string) {
			return "chat", "Maybank acc " + rnd(digits, 12) + " a/n {N}, DuitNow ID " + hbaPhone()
		},
		func() (string, string) {
			return "note", "Udyam Registration No. UDYAM-" + pick([]string{"MH", "TN", "UP", "KL"}) + "-" + fmt.Sprintf("%02d", hbaN(1, 40)) + "-" + rnd(digits, 7) + "\nFSSAI Lic. " + hbaDigits(14)
		},
	}
}

func hbaTrapsLocal() []Sample {
	gens := hbaTrapLocalGens()
	var out []Sample
	for i := 0; i < 112; i++ {
		f, t := gens[i%len(gens)]()
		text := hbaFill(t, "N", pick(hbaFirst), "PH", hbaPhone(), "SHOP", pick(hbaShops), "D", hbaTime())
		out = append(out, hbaTrap("trap-local-id", f, text))
	}
	return out
}
