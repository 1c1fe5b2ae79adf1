package main

import (
	"fmt"
	"strings"
)

// Households, PG hostels, kos and nhà trọ, students sharing accounts, cyber-cafés.

func hboHomeTs() []hboT {
	return []hboT{
		{7, hboWifiFamily}, {6, hboWifiKos}, {5, hboWifiZalo}, {5, hboWifiLine}, {5, hboWifiTaglish},
		{5, hboGateCode}, {4, hboLockerCode}, {4, hboAlarmCode}, {6, hboOTTShare}, {4, hboAadhaarPDF},
		{4, hboDigiLocker}, {5, hboCollegeERP}, {5, hboCyberCafe}, {4, hboIRCTC}, {5, hboMBankingPIN},
		{5, hboGCashMPIN}, {4, hboFbVN}, {4, hboKPlus}, {5, hboBkash}, {5, hboJazzCash},
		{4, hboModemAdmin}, {5, hboKeepNote}, {4, hboSchoolApp}, {4, hboHindiWifi},
	}
}

func hboWifiFamily() Sample {
	ssid, pw := hboSSID("in"), hboWifi("in")
	mom, kid := hboOf("Mummy", "Papa", "Chachi", "Dadi"), hboName("in")
	msg := hboOf(
		fmt.Sprintf("Naya router lag gaya. Wifi name %s aur password %s hai. Guests ko mat dena please", ssid, pw),
		fmt.Sprintf("wifi ka naam %s , pass: %s (capital small dhyan se)", ssid, pw),
		fmt.Sprintf("Airtel wale aaye the, wifi reset kiya. New password - %s", pw),
	)
	s := hboS("wifi-key", "chat", hboChat(hboOf("wa", "wa2"),
		mom, "Beta wifi nahi chal raha phone me 😟",
		kid, msg,
		mom, hboOf("ok ho gaya 👍", "Thik hai", "Dadi ke phone me bhi daal dena"),
	), pw)
	if strings.Contains(msg, ssid) {
		s = s.hboKeep(ssid)
	}
	return s
}

func hboWifiKos() Sample {
	pw, pw2 := hboWifi("id"), hboWifi("id")
	ssid := hboSSID("id")
	own := "Ibu " + hboName("id")
	text := fmt.Sprintf(`*INFO KOS %s*
Assalamualaikum adik2 penghuni kos 🙏
1. Wifi lantai 1: %s
   password: %s
2. Wifi lantai 2 & 3: %s_Lt2
   password: %s
3. Pembayaran kos paling lambat tgl 10, transfer ke rekening yg biasa.
4. Tamu lawan jenis dilarang masuk kamar.
Terima kasih 🙏
- %s`, hboOf("MAWAR", "BU HARTI", "PUTRI INDAH", "ANGGREK 2"), ssid, pw, ssid, pw2, own)
	return hboS("wifi-key", "notice", text, pw, pw2).hboKeep(own)
}

func hboWifiZalo() Sample {
	pw := hboWifi("vn")
	a, b := hboTwo("vn")
	return hboS("wifi-key", "chat", hboChat("plain",
		a, hboOf("pass wifi phòng trọ là gì vậy", "ê cho xin pass wifi với", "wifi mới đổi pass hả?"),
		b, hboOf("pass mới: ", "mật khẩu wifi: ", "pass: ")+pw,
		b, hboOf("đừng cho phòng bên cạnh nha 😅", "chủ nhà mới đổi hôm qua", "nhớ chữ hoa đầu nha"),
		a, "ok cảm ơn",
	), pw)
}

func hboWifiLine() Sample {
	pw, room := hboWifi("th"), hboD(4)
	a, b := hboTwo("th")
	text := hboChat("line",
		a, fmt.Sprintf("รหัส wifi ห้อง %s คือ %s นะคะ", room, pw),
		b, hboOf("ขอบคุณค่ะ", "ได้แล้วครับ ขอบคุณครับ", "โอเค 👍"),
	)
	return hboS("wifi-key", "chat", text, pw)
}

func hboWifiTaglish() Sample {
	pw := hboWifi("ph")
	a, b := hboTwo("ph")
	return hboS("wifi-key", "chat", hboChat(hboOf("wa", "plain"),
		a, hboOf("ano pw ng wifi ulit?", "pa-share naman ng wifi pass", "nag-change ba kayo ng wifi password?"),
		b, hboOf("", "yung bago: ")+pw,
		b, hboOf("wag mo ipamigay sa kapitbahay ha haha", "case sensitive yan", "pinalitan ni kuya kahapon"),
		a, hboOf("sige salamat!", "noted po", "ok na, connected na"),
	), pw)
}

func hboGateCode() Sample {
	code := hboPIN(hboN(4, 6))
	owner := hboOf("Sharma", "Verma", "Reddy", "Iyer", "Khan", "Gupta") + " " + hboOf("ji", "uncle", "sir")
	text := hboOf(
		fmt.Sprintf("Hi guys, PG ka main gate raat 11 baje lock ho jaata hai. Late aao toh keypad pe %s# dabao. Code kisi outsider ko mat batana. - %s", code, owner),
		fmt.Sprintf("Gate code changed from today: %s\nPlease don't share with delivery boys, they should call the guard.\n- %s (PG owner)", code, owner),
		fmt.Sprintf("Dear residents, the lobby door code is now %s. Swiggy/Zomato riders must wait at the gate. Regards, %s, RWA", code, owner),
	)
	return hboS("door-code", hboOf("chat", "notice"), text, code).hboKeep(owner)
}

func hboLockerCode() Sample {
	code := hboPIN(hboN(4, 6))
	switch rng.IntN(3) {
	case 0:
		return hboS("safe-code", "chat", hboChat("wa",
			"Bapak", "Dek, kode brankas toko "+code+". Uang setoran taruh di situ ya",
			hboName("id"), "Siap pak, nanti jam 9 saya tutup toko",
		), code)
	case 1:
		a, b := hboTwo("in")
		return hboS("locker-code", "chat", hboChat("wa2",
			a, fmt.Sprintf("Gym locker %d ka combination %s hai, mera bag nikal lena pls", hboN(1, 80), code),
			b, hboOf("ok bro", "done, reception pe rakh diya", "haan 6 baje tak"),
		), code)
	}
	return hboS("safe-code", "note", fmt.Sprintf("Handover — sari-sari store\n- Susi ng kandado sa likod, nasa ilalim ng paso\n- Combination ng safe: %s\n- Utang ni Aling %s: ₱%d", code, hboName("ph"), hboN(120, 900)), code)
}

func hboAlarmCode() Sample {
	code := hboPIN(4)
	site := hboOf("Makati", "BGC", "Ortigas", "Cebu IT Park")
	text := fmt.Sprintf(`Hi team,

Reminder for night-shift leads at the %s site: if you're the last to leave, set the alarm.
Disarm/arm code: %s then press OFF/AWAY.
If the alarm goes off by mistake call the guard desk at %s.

Thanks,
%s
Facilities`, site, code, hboPhone("ph"), hboName("ph"))
	return hboS("alarm-code", "mail", text, code).hboKeep(site)
}

func hboOTTShare() Sample {
	mail, pw := hboMail("in"), hboPW("in")
	svc := hboOf("Netflix", "Hotstar", "Prime Video", "SonyLIV", "JioCinema", "Spotify")
	text := hboOf(
		fmt.Sprintf("%s group (4 log) 🍿\nemail: %s\npass: %s\nPlease password change mat karna, aur apna profile hi use karna. Har mahine ₹%d UPI kar dena", svc, mail, pw, hboN(50, 199)),
		fmt.Sprintf("bhai %s ka login de de\n> %s\n> %s\nprofile 'Kids' pe mat dekhna lol", svc, mail, pw),
		fmt.Sprintf("Hostel room 204 ka %s: %s / %s . Exam ke baad hi dekhna 😂", svc, mail, pw),
	)
	return hboS("account-password", "chat", text, pw).hboKeep(mail)
}

func hboAadhaarPDF() Sample {
	name := strings.ToUpper(hboOf("RAJESH", "SUNITA", "MOHAMMED", "KAVITA", "GURPREET", "ANANYA"))
	yob := fmt.Sprint(hboN(1955, 2005))
	pw := name[:4] + yob
	text := hboOf(
		fmt.Sprintf("Papa ka e-Aadhaar download kar diya, mail pe bheja hai. PDF ka password %s hai.", pw),
		fmt.Sprintf("Sir, attaching the e-Aadhaar of the applicant. PDF password: %s\nKindly complete the KYC.", pw),
		fmt.Sprintf("मम्मी का आधार PDF भेज दिया है, password है %s", pw),
	)
	return hboS("document-password", hboOf("chat", "mail"), text, pw)
}

func hboDigiLocker() Sample {
	pin := hboPIN(6)
	who := hboOf("Mummy", "Nani", "Bhaiya", "Papa")
	text := hboChat("wa2",
		who, hboOf("Mera DigiLocker PIN ", "DigiLocker ka 6 digit security PIN ")+pin+" hai. PAN aur 10th marksheet download kar lena",
		hboName("in"), "ok, OTP aayega aapke phone pe, bata dena",
		who, "haan",
	)
	return hboS("pin", "chat", text, pin)
}

func hboCollegeERP() Sample {
	roll := hboOf("21BCE", "22CS", "2K21/IT/", "20ECE") + rnd(digits, 3)
	pw := hboPW("in")
	text := hboOf(
		fmt.Sprintf("Bhai attendance laga dena kal, ERP login: roll no %s, password %s. Main ghar ja raha hu", roll, pw),
		fmt.Sprintf("मेरा ERP लॉगिन — यूज़रनेम %s पासवर्ड %s . फीस रसीद download कर देना please", roll, pw),
		fmt.Sprintf("Portal: erp.college.ac.in\nUser: %s\nPass: %s\n(Assignment 3 upload karna hai before 5pm)", roll, pw),
	)
	return hboS("portal-password", "chat", text, pw).hboKeep(roll)
}

func hboCyberCafe() Sample {
	r := pick([]string{"in", "bd", "pk"})
	mail, pw := hboMail(r), hboPW(r)
	cust := hboName(r)
	text := hboOf(
		fmt.Sprintf("CYBER CAFE REGISTER %s\nCustomer: %s  Mob: %s\nWork: SSC form + photo upload\nGmail: %s\nPass: %s\nFees: ₹%d paid", hboDate(), cust, hboPhone(r), mail, pw, hboN(50, 150)),
		fmt.Sprintf("Bhaiya mera form bhar dena, email %s hai aur password %s. Photo pendrive me hai", mail, pw),
		fmt.Sprintf("Ami %s. Amar email %s, password %s. Passport form ta fill kore diben please", cust, mail, pw),
	)
	return hboS("account-password", hboOf("note", "chat"), text, pw).hboKeep(mail)
}

func hboIRCTC() Sample {
	user := "sharma" + hboOf("_family", ".rk", "ji", "123") + rnd(digits, 2)
	pw := hboPW("in")
	text := fmt.Sprintf("%s:\nTatkal kal subah 10 baje. IRCTC id %s password %s. Login 9:55 pe kar lena, OTP main bata dunga\nPassengers: Papa (58), Mummy (54), main", hboOf("Chachu", "Bhaiya", "Papa"), user, pw)
	return hboS("account-password", "chat", text, pw).hboKeep(user)
}

func hboMBankingPIN() Sample {
	pin := hboPIN(6)
	bank := hboOf("m-BCA", "BRImo", "Livin' Mandiri", "BNI Mobile")
	text := hboChat("wa",
		"Mama", fmt.Sprintf("Dek tolong transferin uang sekolah adikmu pake hp mama ya. PIN %s: %s", bank, pin),
		hboName("id"), hboOf("iya ma, nanti sore", "Ma jangan kirim PIN lewat WA dong 😅 tp ok aku transfer sekarang"),
		"Mama", "Makasih nak",
	)
	return hboS("banking-pin", "chat", text, pin).hboKeep(bank)
}

func hboGCashMPIN() Sample {
	pin := hboPIN(4)
	text := hboOf(
		hboChat("plain", "Nanay", "anak yung MPIN ko sa GCash "+pin+", bayaran mo na yung Meralco", hboName("ph"), "sige po nay"),
		fmt.Sprintf("Ate pa-load naman ng 100, gamitin mo na lang GCash ko. MPIN: %s. Salamat 😘", pin),
		hboChat("wa", hboName("ph"), "pautang muna, transfer mo na lang sa sarili mo galing GCash ko, mpin "+pin, hboName("ph"), "okay bes, babalik ko sa sahod"),
	)
	return hboS("wallet-pin", "chat", text, pin)
}

func hboFbVN() Sample {
	pw, mail := hboPW("vn"), hboMail("vn")
	text := hboChat("plain",
		"Mẹ", "con ơi mẹ quên mật khẩu facebook rồi",
		hboName("vn"), fmt.Sprintf("mẹ đăng nhập bằng %s, mật khẩu mới là %s nha. Đừng đổi nữa", mail, pw),
		"Mẹ", "ừ được rồi",
	)
	return hboS("account-password", "chat", text, pw).hboKeep(mail)
}

func hboKPlus() Sample {
	pin := hboPIN(6)
	app := hboOf("K PLUS", "SCB EASY", "Krungthai NEXT")
	text := hboChat("line",
		"แม่", fmt.Sprintf("ลูก โอนค่าเทอมให้น้องด้วยนะ รหัส %s ของแม่คือ %s", app, pin),
		hboName("th"), hboOf("ได้ค่ะแม่ เดี๋ยวโอนให้", "โอเคครับ แต่แม่เปลี่ยนรหัสด้วยนะ"),
	)
	return hboS("banking-pin", "chat", text, pin).hboKeep(app)
}

func hboBkash() Sample {
	pin := hboPIN(5)
	text := hboOf(
		hboChat("wa2", "Ammu", "Baba, amar bKash PIN "+pin+". Current bill ta pay kore dio", hboName("bd"), "accha ammu"),
		fmt.Sprintf("Bhai dokaner bKash agent number er PIN %s, cash-in korle amake janaba", pin),
	)
	return hboS("wallet-pin", "chat", text, pin)
}

func hboJazzCash() Sample {
	pin := hboPIN(pick([]int{4, 5}))
	wallet := hboOf("JazzCash", "Easypaisa")
	text := hboChat("wa",
		"Abbu", fmt.Sprintf("Beta mera %s ka PIN %s hai, bijli ka bill jama kara dena", wallet, pin),
		hboName("pk"), "Ji Abbu, kar dunga. Aap PIN kisi aur ko mat batana",
	)
	return hboS("wallet-pin", "chat", text, pin).hboKeep(wallet)
}

func hboModemAdmin() Sample {
	pw := hboOf("", "", "Adm") + hboStrong(hboN(8, 12))
	user := hboOf("admin", "user", "telecomadmin", "root")
	text := hboOf(
		fmt.Sprintf("Mas, kalau mau ganti password wifi masuk 192.168.1.1\nuser: %s\npassword: %s\nlalu menu WLAN > Security", user, pw),
		fmt.Sprintf("Router admin page: http://192.168.0.1\nusername %s / password %s\nchange SSID from there", user, pw),
		fmt.Sprintf("Trang quản lý modem FPT: 192.168.1.1, tài khoản %s, mật khẩu %s", user, pw),
	)
	return hboS("router-password", "note", text, pw)
}

func hboKeepNote() Sample {
	wifi, gate := hboWifi("in"), hboPIN(4)
	maid := hboPhone("in")
	text := fmt.Sprintf(`Ghar ki details (for Nani visiting)
- Wifi: %s
- Society gate code: %s
- Kamla bai (maid): %s
- Milk: Amul, 2 packet, paid monthly
- Gas cylinder booking: call IVRS`, wifi, gate, maid)
	return hboS("house-codes", "note", text, wifi, gate).hboKeep(maid)
}

func hboSchoolApp() Sample {
	pw := hboPW("vn")
	phone := hboPhone("vn")
	text := hboOf(
		fmt.Sprintf("Phụ huynh lớp 5A lưu ý: tài khoản VnEdu của bé Bơ là %s, mật khẩu %s. Các ba mẹ xem điểm trên app nhé.", phone, pw),
		fmt.Sprintf("Anh ơi, app sổ liên lạc: sđt %s, mk %s, em vừa đổi hôm qua", phone, pw),
	)
	return hboS("portal-password", "chat", text, pw).hboKeep(phone)
}

func hboHindiWifi() Sample {
	pw := hboWifi("in")
	text := hboOf(
		fmt.Sprintf("दीदी, वाईफाई का पासवर्ड बदल दिया है। नया पासवर्ड: %s", pw),
		fmt.Sprintf("भैया दुकान का वाई-फाई पासवर्ड %s है, ग्राहकों को मत देना", pw),
		fmt.Sprintf("सभी को सूचित किया जाता है कि ऑफिस वाईफाई का नया पासवर्ड %s है।", pw),
	)
	return hboS("wifi-key", "chat", text, pw)
}
