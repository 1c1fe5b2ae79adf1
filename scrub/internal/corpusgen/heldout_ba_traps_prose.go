package main

// heldout_ba_traps_prose.go: prose traps: talk about passwords, PINs, tokens and keys with none in
// it, menu paths, usernames alone, ticket numbers, meeting notes, in many languages and scripts.

import (
	"fmt"
	"strings"
)

var hbaTrapProseTpl = []struct{ cat, format, text string }{
	{"trap-password-talk", "chat", "पासवर्ड कम से कम 8 अक्षर का होना चाहिए, जिसमें एक नंबर और एक चिन्ह हो"},
	{"trap-password-talk", "chat", "bhai password bhool gaya, 'Forgot password' pe click karke OTP se reset kar lo"},
	{"trap-password-talk", "chat", "Mật khẩu phải có ít nhất 8 ký tự, gồm chữ hoa, chữ thường và số"},
	{"trap-password-talk", "chat", "รหัสผ่านต้องมีอย่างน้อย 8 ตัวอักษร และต้องเปลี่ยนทุก 90 วัน"},
	{"trap-password-talk", "chat", "Nakalimutan ko yung password ko sa GCash, paano i-reset?"},
	{"trap-password-talk", "chat", "Kata laluan anda telah tamat tempoh. Sila tukar kata laluan sebelum log masuk."},
	{"trap-password-talk", "chat", "পাসওয়ার্ড ভুলে গেছি, রিসেট লিংক পাঠান প্লিজ"},
	{"trap-password-talk", "chat", "கடவுச்சொல் மறந்துவிட்டேன், OTP வரவில்லை"},
	{"trap-password-talk", "chat", "پاس ورڈ بھول گیا ہوں، نیا لنک بھیج دیں"},
	{"trap-password-talk", "chat", "စကားဝှက် မေ့သွားလို့ ပြန်သတ်မှတ်ချင်ပါတယ်"},
	{"trap-password-talk", "note", "The password policy requires 12 characters, no reuse of the last 5, and MFA for admins."},
	{"trap-password-talk", "chat", "password reset link bhej diya hai {N} ko, 15 minute mein expire ho jayega"},
	{"trap-password-talk", "chat", "Sir, OTP 6 digit ka aayega SMS pe, woh daal dena, kisi ko batana mat"},
	{"trap-password-talk", "chat", "Never share your UPI PIN with anyone — bank kabhi PIN nahi maangta"},
	{"trap-password-talk", "chat", "Wi-Fi ka naam Cafe_Moc_5G hai, password counter pe pooch lo"},
	{"trap-password-talk", "chat", "{N}, đã đổi mật khẩu wifi rồi, ai cần thì hỏi chị nhé"},
	{"trap-password-talk", "note", "Reminder: change the default router password on all new installs (checklist item 4)."},
	{"trap-password-talk", "chat", "ang haba ng bagong password requirement, 16 characters na daw 😩"},
	{"trap-password-talk", "chat", "Mình dùng trình quản lý mật khẩu Bitwarden cho cả team, đừng lưu pass trong Excel nữa"},
	{"trap-password-talk", "chat", "Token expire ho gaya, refresh karna padega — naya token server khud generate karega"},
	{"trap-password-talk", "chat", "Secret key portal se regenerate karni hogi, purani wali ab kaam nahi karegi"},
	{"trap-password-talk", "ticket", "User reports 'Invalid password' on the billing app after the update. Cleared cache; login works. No credentials were shared."},
	{"trap-password-talk", "chat", "Discord bot token kabhi GitHub pe push mat karna, Discord use auto-reset kar deta hai"},
	{"trap-password-talk", "chat", "ใครลืมรหัส PIN ของแอปธนาคาร ให้ไปที่สาขาพร้อมบัตรประชาชนนะคะ"},
	{"trap-menu-path", "note", "Go to Admin / Settings / Users and untick 'can refund'."},
	{"trap-menu-path", "note", "Settings > Security > Change password (top right menu)"},
	{"trap-menu-path", "chat", "Cài đặt > Tài khoản > Đổi mật khẩu, rồi bấm Lưu"},
	{"trap-menu-path", "chat", "Tally mein Gateway of Tally > Display More Reports > Account Books"},
	{"trap-menu-path", "note", "Roles: Admin / Manager / Cashier / Viewer"},
	{"trap-menu-path", "chat", "login / logout button kaam nahi kar raha mobile pe"},
	{"trap-menu-path", "chat", "Profile → Security → Two-factor authentication → Enable"},
	{"trap-menu-path", "chat", "GCash app: Profile > Settings > Security > Change MPIN"},
	{"trap-username", "chat", "mera username {U} hai, login nahi ho raha"},
	{"trap-username", "chat", "Login ID is your registered mobile number, e.g. {PH}"},
	{"trap-username", "note", "user: {U}\nrole: cashier\nbranch: {P}"},
	{"trap-username", "chat", "Tên đăng nhập là {U}, còn mật khẩu thì em tự đặt lúc kích hoạt nhé"},
	{"trap-username", "chat", "ဆိုင်အကောင့် username က {U} ပါ"},
	{"trap-ticket", "ticket", "INC00{I} — POS printer offline at {P} branch. Assigned to L2. ETA 2h."},
	{"trap-ticket", "ticket", "SUP-{I}: customer cannot receive OTP on Jio numbers; SMS gateway shows DLT template mismatch."},
	{"trap-ticket", "chat", "ticket #{I} close kar diya, customer ka refund ho gaya"},
	{"trap-meeting", "notes", "Meeting — {P} store, {DATE}\n- Diwali stock order placed\n- new UPI QR stickers printed\n- staff training on returns policy\n- next meeting after Chhath"},
	{"trap-meeting", "notes", "Biên bản họp {DATE}\n- Ra mắt menu mới: trà sữa khoai môn\n- Tích hợp MoMo xong, chờ duyệt\n- Ca tối thiếu 1 người"},
	{"trap-meeting", "notes", "Minutes ng meeting {DATE}\n- GCash QR sa counter, okay na\n- Restock ng load cards\n- Day-off ni {N} sa Biyernes"},
	{"trap-meeting", "notes", "บันทึกประชุม {DATE}\n- เปิดใช้ PromptPay QR หน้าร้าน\n- ราคาข้าวมันไก่ขึ้น 5 บาท\n- {N} ลาพักร้อนสัปดาห์หน้า"},
	{"trap-everyday", "chat", "Gate pass ke bina andar entry nahi milegi, security ko ID card dikhana"},
	{"trap-everyday", "chat", "Bus pass renew karna hai, depot pe 2 photo aur Aadhaar copy le jaana"},
	{"trap-everyday", "chat", "ye hamari secret recipe hai — masala ratio kisi ko mat batana 😄"},
	{"trap-everyday", "chat", "key points from today's call: delivery slots, COD limit, return window"},
	{"trap-everyday", "chat", "dukaan ki chaabi (key) {N} ke paas hai, subah 9 baje khol dega"},
	{"trap-everyday", "chat", "Boarding pass download ho gaya, seat 14C, gate 22"},
	{"trap-everyday", "chat", "Pass na ako sa board exam!!! 🎉 Salamat sa lahat"},
	{"trap-everyday", "chat", "Ticket booked: token number 47 at the passport seva kendra, 10:30 slot"},
	{"trap-everyday", "chat", "mật khẩu là gì thì em không biết, anh hỏi chị {N} nha"},
	{"trap-everyday", "chat", "Admin ko bolo ki mujhe staff group mein add kare"},
	{"trap-everyday", "note", "Login page ka design naya hai: phone number field, 'Get OTP' button, aur language selector (हिंदी / English / বাংলা)"},
	{"trap-everyday", "chat", "Kunci motor ketinggalan kat kedai, esok saya ambil"},
	{"trap-everyday", "chat", "ဒီနေ့ ဆိုင်ဖွင့်ချိန် မနက် ၉ နာရီ၊ ပိတ်ချိန် ည ၈ နာရီ"},
	{"trap-everyday", "chat", "ہمارا دفتر پیر سے ہفتہ صبح 9 سے شام 6 بجے تک کھلا ہے"},
	{"trap-everyday", "chat", "আজকের অর্ডার: ২০ কেজি চাল, ৫ লিটার তেল, ৩ ডজন ডিম"},
	{"trap-everyday", "chat", "இன்று கடை 10 மணிக்கு திறக்கும், ஸ்டாக் வந்துவிட்டது"},
}

func hbaTrapsProse() []Sample {
	var out []Sample
	for i := 0; i < 112; i++ {
		t := hbaTrapProseTpl[i%len(hbaTrapProseTpl)]
		text := hbaFill(t.text, "N", pick(hbaFirst), "U", pick(hbaUsers), "PH", hbaPhone(), "P", pick(hbaPlaces),
			"I", fmt.Sprint(hbaN(1000, 99999)), "DATE", fmt.Sprintf("%02d/%02d/2024", hbaN(1, 28), hbaN(1, 12)))
		if i >= len(hbaTrapProseTpl) && rng.IntN(3) == 0 {
			// the same talk with a chat header around it
			text = "[" + hbaClock() + "] " + pick(hbaFirst) + ": " + strings.ReplaceAll(text, "\n", "\n  ")
		}
		out = append(out, hbaTrap(t.cat, t.format, text))
	}
	return out
}
