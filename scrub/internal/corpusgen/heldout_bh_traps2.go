package main

// Traps, human and local: menu paths, addresses, talk about passwords, tickets and local
// calendars, phone numbers, national ids, IBANs, invoices, plates and product codes.

import (
	"fmt"
	"math/big"
	"strings"
)

var hbhMenuDeck, hbhTalkDeck []string

// hbhDeck deals the items of a list in a shuffled order, reshuffling when they run out, so
// a fixed list is not drawn with repeats before every item has been used.
func hbhDeck(deck *[]string, items []string) string {
	if len(*deck) == 0 {
		*deck = append([]string(nil), items...)
		rng.Shuffle(len(*deck), func(i, j int) { (*deck)[i], (*deck)[j] = (*deck)[j], (*deck)[i] })
	}
	x := (*deck)[0]
	*deck = (*deck)[1:]
	return x
}

func hbhTrapGens2() []hbhGen {
	return []hbhGen{
		{14, hbhTrapMenuSample},
		{24, hbhTrapAddrSample},
		{36, hbhTrapTalkSample},
		{22, hbhTrapDateSample},
		{16, hbhTrapPhoneSample},
		{16, hbhTrapNationalIDSample},
		{16, hbhTrapIBANSample},
		{20, hbhTrapInvoiceSample},
		{12, hbhTrapPlateSample},
		{10, hbhTrapProductSample},
	}
}

func hbhTrapMenuSample() Sample {
	c := "trap-menu"
	return hbhT(c, hbhPick([]string{"chat", "runbook", "ticket"}), hbhDeck(&hbhMenuDeck, []string{
		"Admin / Settings / Users → Reset MFA",
		"الإعدادات / الأمان / تغيير كلمة المرور",
		"Ayarlar > Güvenlik > Şifre Değiştir yolunu izleyin",
		"הגדרות ← אבטחה ← סיסמה",
		"تنظیمات / حساب کاربری / تغییر رمز عبور",
		"Ρυθμίσεις > Λογαριασμός > Αλλαγή κωδικού",
		"Mipangilio / Usalama / Badilisha nenosiri",
		"ቅንብሮች / ደህንነት / የይለፍ ቃል ቀይር",
		"router panel: Advanced / Wireless / Security, then WPA2-PSK",
		"M-PESA > My Account > M-PESA PIN Manager > Change PIN",
		"e-Devlet > Şifre İşlemleri > Şifre Yenile",
		"Absher > Services > Passports > Issue/Renew",
		"Yönetim / Kullanıcılar / admin satırındaki Düzenle butonu",
		"Login / Forgot password / Reset via SMS",
		"Menu → Settings → Privacy → Two-step verification",
	}))
}

func hbhTrapAddrSample() Sample {
	c := "trap-address"
	user := hbhPick(hbhUsers)
	switch rng.IntN(12) {
	case 0:
		return hbhT(c, "chat", fmt.Sprintf("dosya /srv/yedek/%s/muhasebe_%d.sql.gz altında", user, hbhIn(2020, 2025)))
	case 1:
		return hbhT(c, "chat", fmt.Sprintf("البوابة الجديدة: https://%s.%s/ar/%s", hbhPick([]string{"portal", "eservices", "my", "app"}), hbhPick([]string{"bank.com.sa", "uni.edu.jo", "shop.ae", "telco.com.eg", "clinic.qa"}), hbhPick([]string{"login?next=/dashboard", "register", "help/faq", "services/" + fmt.Sprint(hbhIn(10, 99))})))
	case 2:
		return hbhT(c, "chat", fmt.Sprintf("שלחו את הקורות חיים ל-%s@%s", hbhPick([]string{"jobs", "hr", "noa.levi"}), hbhPick([]string{"startup.co.il", "bank.co.il"})))
	case 3:
		return hbhT(c, "chat", fmt.Sprintf("نام کاربری من توی سیستم %s %s هست، رمز رو خودم وارد می‌کنم", hbhPick([]string{"گلستان", "سامانه حقوق", "اتوماسیون اداری", "سپیدار"}), user))
	case 4:
		return hbhT(c, "chat", fmt.Sprintf("ssh %s@%s -p 2222 ile bağlan, anahtarın zaten tanımlı", user, hbhPick(hbhHosts)))
	case 5:
		return hbhT(c, "notes", fmt.Sprintf("Διακομιστές:\n- %s (βάση)\n- %s (εφαρμογή)\n- %s (backup)", hbhPick(hbhHosts), hbhPick(hbhHosts), hbhPick(hbhHosts)))
	case 6:
		return hbhT(c, "chat", fmt.Sprintf("C:\\Users\\%s\\AppData\\Roaming\\Muhasebe\\config.ini dosyasını sil ve tekrar aç", user))
	case 7:
		return hbhT(c, "chat", fmt.Sprintf("Barua pepe yangu mpya ni %s@%s", hbhPick([]string{"wanjiku.m", "juma", "amani"}), hbhPick([]string{"gmail.com", "duka.co.ke", "uonbi.ac.ke"})))
	case 8:
		return hbhT(c, "chat", fmt.Sprintf("git clone git@gitlab.yazilim.com.tr:%s/%s.git", user, hbhPick([]string{"mobil-bankacilik", "ussd-menu", "fatura-api", "hijri-calendar", "lms-theme"})))
	case 9:
		return hbhT(c, "chat", fmt.Sprintf("የተጠቃሚ ስሜ %s ነው", user))
	case 10:
		return hbhT(c, "chat", fmt.Sprintf("https://github.com/%s/tarih-donusturucu/blob/main/README.md", user))
	default:
		return hbhT(c, "chat", fmt.Sprintf("login page is https://%s/login and the user is %s — she knows her own password", hbhPick(hbhHosts), user))
	}
}

func hbhTrapTalkSample() Sample {
	c := "trap-password-talk"
	return hbhT(c, hbhPick([]string{"chat", "email", "notes", "ticket"}), hbhPick([]string{"", "", "", "FYI: ", "> ", "Not: ", "ملاحظة: ", "- "})+hbhDeck(&hbhTalkDeck, []string{
		"the password policy requires 12 characters, one digit and one symbol",
		"سياسة كلمات المرور تتطلب ١٢ حرفاً على الأقل وتغييرها كل ٩٠ يوماً",
		"Şifrenizi kimseyle paylaşmayın. Banka çalışanları asla şifrenizi sormaz.",
		"אף פעם לא נבקש ממך את הסיסמה בטלפון או במייל",
		"رمز عبورتان را هر سه ماه یک بار تغییر دهید",
		"Ποτέ μην δίνετε τον κωδικό σας σε τρίτους, ούτε σε υπαλλήλους της τράπεζας.",
		"Usimpe mtu yeyote PIN yako ya M-Pesa, hata wakala.",
		"የይለፍ ቃልዎን ለማንም አያጋሩ",
		"Absher will never ask you for your password or the verification code",
		"forgot-password link in the LMS is broken again, students can't reset",
		"parolamı unuttum, e-Devlet şifresini PTT'den yeniden aldım",
		"reset the password for user ayse.demir, she is locked out after 5 tries",
		"לאפס סיסמה למשתמש של רונית, היא ננעלה",
		"رمز الدخول انتهت صلاحيته، اطلب من قسم تقنية المعلومات إعادة تعيينه",
		"Ο κωδικός του router είναι γραμμένος στο αυτοκόλλητο από κάτω",
		"şifre çok basitti, daha uzun bir parola seçtim ve yöneticiye söylemedim",
		"password manager'a geçelim mi? Bitwarden self-hosted olabilir",
		"kwa nini nenosiri lazima liwe na herufi 12? wateja wanalalamika",
		"we rotate the database password every quarter; next rotation is in April",
		"Bank Leumi app asks for the password and then an SMS code",
		"نسيت كلمة السر، أرسلوا لي رابط استعادة على الإيميل",
		"گذرواژه باید حداقل ۸ کاراکتر باشد",
		"Wi-Fi şifresi resepsiyonda, misafirlere kartla veriyoruz",
		"ο κωδικός Wi-Fi είναι στην πίσω πλευρά του μόντεμ",
		"Password123 gibi şifreler artık sistem tarafından reddediliyor",
		"PIN must be exactly four digits and cannot be your birth year",
		"the API key is stored in Vault under secret/data/mpesa, ask Otieno for access",
		"token expired — re-login from the app and it will issue a new one",
		"הסיסמה שלי נשמרה בדפדפן אז אני לא זוכר אותה",
		"DB şifresi env değişkeninden okunuyor, koda yazmayın",
		"ከዚህ በኋላ የይለፍ ቃሎችን በቴሌግራም አትላኩ",
		"Tumebadilisha sera: nenosiri litabadilishwa kila siku 90",
		"إذا طلب منك أحد رمز التحقق فهو محتال",
		"το 2FA είναι πλέον υποχρεωτικό για όλους τους λογαριασμούς admin",
		"مدیر سیستم گفت رمزها رو توی اکسل ننویسید",
		"password reset ticket closed; user confirmed she can log in",
		"Kullanıcı şifresini 3 kez yanlış girince hesap 15 dakika kilitleniyor",
		"the login form now shows 'wrong username or password' without saying which",
	}))
}

var hbhHijriMonths = []string{"محرم", "صفر", "ربيع الأول", "ربيع الآخر", "جمادى الأولى", "جمادى الآخرة", "رجب", "شعبان", "رمضان", "شوال", "ذو القعدة", "ذو الحجة"}
var hbhEthMonths = []string{"መስከረም", "ጥቅምት", "ኅዳር", "ታኅሣሥ", "ጥር", "የካቲት", "መጋቢት", "ሚያዝያ", "ግንቦት", "ሰኔ", "ሐምሌ", "ነሐሴ"}
var hbhGreekMonths = []string{"Ιανουαρίου", "Φεβρουαρίου", "Μαρτίου", "Απριλίου", "Μαΐου", "Ιουνίου", "Ιουλίου", "Αυγούστου", "Σεπτεμβρίου", "Οκτωβρίου", "Νοεμβρίου", "Δεκεμβρίου"}

func hbhTrapDateSample() Sample {
	c := "trap-date-ticket"
	switch rng.IntN(11) {
	case 0:
		return hbhT(c, "chat", fmt.Sprintf("الاجتماع يوم %s %s %s هـ", hbhAr(fmt.Sprint(hbhIn(1, 29))), hbhPick(hbhHijriMonths), hbhAr(fmt.Sprint(hbhIn(1444, 1447)))))
	case 1:
		return hbhT(c, "chat", fmt.Sprintf("تحویل پروژه: %s", hbhFa(fmt.Sprintf("%d/%02d/%02d", hbhIn(1402, 1404), hbhIn(1, 12), hbhIn(1, 29)))))
	case 2:
		return hbhT(c, "chat", fmt.Sprintf("החתונה ב-%s, ט\"ו באב תשפ\"%s", fmt.Sprintf("%02d.%02d.%d", hbhIn(1, 28), hbhIn(1, 12), hbhIn(2024, 2026)), hbhPick([]string{"ד", "ה", "ו"})))
	case 3:
		return hbhT(c, "chat", fmt.Sprintf("ፈተናው %s %d, %d ዓ.ም. ይጀምራል", hbhPick(hbhEthMonths), hbhIn(1, 30), hbhIn(2015, 2018)))
	case 4:
		return hbhT(c, "chat", fmt.Sprintf("Η προθεσμία είναι %d %s %d", hbhIn(1, 28), hbhPick(hbhGreekMonths), hbhIn(2024, 2026)))
	case 5:
		return hbhT(c, "ticket", fmt.Sprintf("JIRA %s-%d: USSD menüsü Kiswahili dilinde yanlış görünüyor\nÖncelik: Yüksek\nAtanan: %s", hbhPick([]string{"BANK", "TEL", "LMS", "POS"}), hbhIn(100, 9999), hbhPick(hbhUsers)))
	case 6:
		return hbhT(c, "chat", fmt.Sprintf("Tiketi #%d imefungwa tarehe %02d/%02d/%d", hbhIn(10000, 99999), hbhIn(1, 28), hbhIn(1, 12), hbhIn(2023, 2025)))
	case 7:
		return hbhT(c, "chat", fmt.Sprintf("رقم البلاغ INC%07d بتاريخ %s", hbhIn(1, 9999999), hbhAr(fmt.Sprintf("%02d/%02d/%d", hbhIn(1, 28), hbhIn(1, 12), hbhIn(2023, 2025)))))
	case 8:
		return hbhT(c, "notes", fmt.Sprintf("Toplantı: %02d.%02d.%d saat %02d:%02d, Salon B\nGündem: KVKK denetimi", hbhIn(1, 28), hbhIn(1, 12), hbhIn(2024, 2025), hbhIn(8, 18), hbhPick([]int{0, 15, 30, 45})))
	case 9:
		return hbhT(c, "chat", fmt.Sprintf("سررسید قسط: %s (برابر با %d-%02d-%02d)", hbhFa(fmt.Sprintf("%d/%02d/%02d", 1403, hbhIn(1, 12), hbhIn(1, 29))), 2024, hbhIn(1, 12), hbhIn(1, 28)))
	default:
		return hbhT(c, "ticket", fmt.Sprintf("כרטיס %d נפתח ב-%02d/%02d, SLA: %d שעות", hbhIn(10000, 99999), hbhIn(1, 28), hbhIn(1, 12), hbhPick([]int{4, 8, 24, 48})))
	}
}

func hbhTrapPhoneSample() Sample {
	c := "trap-phone"
	switch rng.IntN(8) {
	case 0:
		return hbhT(c, "chat", fmt.Sprintf("beni +90 5%d %s %s %s numarasından ara", hbhIn(30, 59), hbhRnd(digits, 3), hbhRnd(digits, 2), hbhRnd(digits, 2)))
	case 1:
		return hbhT(c, "chat", fmt.Sprintf("رقم الجوال: %s", hbhAr("+966 5"+hbhRnd(digits, 1)+" "+hbhRnd(digits, 3)+" "+hbhRnd(digits, 4))))
	case 2:
		return hbhT(c, "chat", fmt.Sprintf("شماره‌ام: %s", hbhFa("0912"+hbhRnd(digits, 3)+hbhRnd(digits, 4))))
	case 3:
		return hbhT(c, "chat", fmt.Sprintf("הטלפון של הטכנאי: 05%d-%s-%s", hbhIn(0, 8), hbhRnd(digits, 3), hbhRnd(digits, 4)))
	case 4:
		return hbhT(c, "chat", fmt.Sprintf("τηλ. 69%d %s %s", hbhIn(0, 9), hbhRnd(digits, 3), hbhRnd(digits, 4)))
	case 5:
		return hbhT(c, "sms", fmt.Sprintf("Nipigie 07%s %s %s au +254 1%s %s", hbhRnd(digits, 2), hbhRnd(digits, 3), hbhRnd(digits, 3), hbhRnd(digits, 2), hbhRnd(digits, 6)))
	case 6:
		return hbhT(c, "chat", fmt.Sprintf("ስልክ ቁጥሬ +251 9%s %s %s ነው", hbhRnd(digits, 1), hbhRnd(digits, 3), hbhRnd(digits, 4)))
	default:
		return hbhT(c, "notes", fmt.Sprintf("Çağrı merkezi: 444 %s %s\nWhatsApp destek: +971 50 %s %s", hbhRnd(digits, 2), hbhRnd(digits, 2), hbhRnd(digits, 3), hbhRnd(digits, 4)))
	}
}

func hbhTCKimlik() string {
	d := make([]int, 11)
	d[0] = hbhIn(1, 9)
	for i := 1; i < 9; i++ {
		d[i] = rng.IntN(10)
	}
	odd := d[0] + d[2] + d[4] + d[6] + d[8]
	even := d[1] + d[3] + d[5] + d[7]
	d[9] = ((odd*7-even)%10 + 10) % 10
	s := 0
	for i := 0; i < 10; i++ {
		s += d[i]
	}
	d[10] = s % 10
	var b strings.Builder
	for _, x := range d {
		b.WriteByte(byte('0' + x))
	}
	return b.String()
}

func hbhLuhnComplete(prefix string) string {
	// appends a Luhn check digit
	sum := 0
	double := true
	for i := len(prefix) - 1; i >= 0; i-- {
		n := int(prefix[i] - '0')
		if double {
			n *= 2
			if n > 9 {
				n -= 9
			}
		}
		sum += n
		double = !double
	}
	return prefix + string(rune('0'+(10-sum%10)%10))
}

func hbhIRCode() string {
	p := hbhRnd(digits, 9)
	s := 0
	for i := 0; i < 9; i++ {
		s += int(p[i]-'0') * (10 - i)
	}
	r := s % 11
	if r >= 2 {
		r = 11 - r
	}
	return p + string(rune('0'+r))
}

func hbhTrapNationalIDSample() Sample {
	c := "trap-national-id"
	switch rng.IntN(8) {
	case 0:
		return hbhT(c, "chat", fmt.Sprintf("TC kimlik no: %s, doğum yılı %d", hbhTCKimlik(), hbhIn(1950, 2005)))
	case 1:
		return hbhT(c, "chat", fmt.Sprintf("מספר תעודת זהות: %s", hbhLuhnComplete(hbhRnd(digits, 8))))
	case 2:
		return hbhT(c, "chat", fmt.Sprintf("کد ملی: %s", hbhFa(hbhIRCode())))
	case 3:
		return hbhT(c, "chat", fmt.Sprintf("رقم الهوية الوطنية %s", hbhLuhnComplete("1"+hbhRnd(digits, 8))))
	case 4:
		return hbhT(c, "chat", fmt.Sprintf("Namba ya kitambulisho: %s, KRA PIN A%s%s", hbhNum(8), hbhRnd(digits, 9), hbhRnd(upper, 1)))
	case 5:
		return hbhT(c, "chat", fmt.Sprintf("ΑΦΜ %s, ΔΟΥ Αθηνών, ΑΜΚΑ %s", hbhRnd(digits, 9), hbhRnd(digits, 11)))
	case 6:
		return hbhT(c, "csv", fmt.Sprintf("ad,soyad,tckn,il\nAli,Kaya,%s,Ankara\nZeynep,Şahin,%s,İzmir", hbhTCKimlik(), hbhTCKimlik()))
	default:
		return hbhT(c, "chat", fmt.Sprintf("የፋይዳ ቁጥር (FAN): %s", hbhRnd(digits, 16)))
	}
}

func hbhIBAN(country string, bban string) string {
	rearr := bban + country + "00"
	var num strings.Builder
	for _, r := range rearr {
		if r >= 'A' && r <= 'Z' {
			num.WriteString(fmt.Sprint(int(r-'A') + 10))
		} else {
			num.WriteRune(r)
		}
	}
	n, _ := new(big.Int).SetString(num.String(), 10)
	m := new(big.Int).Mod(n, big.NewInt(97)).Int64()
	return fmt.Sprintf("%s%02d%s", country, 98-m, bban)
}

func hbhGroup4(s string) string {
	var parts []string
	for len(s) > 4 {
		parts = append(parts, s[:4])
		s = s[4:]
	}
	return strings.Join(append(parts, s), " ")
}

func hbhTrapIBANSample() Sample {
	c := "trap-iban"
	var iban string
	switch rng.IntN(8) {
	case 0:
		iban = hbhIBAN("TR", hbhRnd(digits, 5)+"0"+hbhRnd(digits, 16))
	case 1:
		iban = hbhIBAN("SA", hbhRnd(digits, 2)+hbhRnd(digits, 18))
	case 2:
		iban = hbhIBAN("IL", hbhRnd(digits, 19))
	case 3:
		iban = hbhIBAN("GR", hbhRnd(digits, 7)+hbhRnd(digits, 16))
	case 4:
		iban = hbhIBAN("AE", hbhRnd(digits, 19))
	case 5:
		iban = hbhIBAN("JO", hbhRnd(upper, 4)+hbhRnd(digits, 4)+hbhRnd(digits, 18))
	case 6:
		iban = hbhIBAN("IR", hbhRnd(digits, 22))
	default:
		iban = hbhIBAN("EG", hbhRnd(digits, 25))
	}
	if hbhCoin() {
		iban = hbhGroup4(iban)
	}
	switch rng.IntN(6) {
	case 0:
		return hbhT(c, "chat", "kira için IBAN: "+iban+" (Ahmet Yılmaz)")
	case 1:
		return hbhT(c, "chat", "رقم الآيبان للتحويل: "+iban)
	case 2:
		return hbhT(c, "email", "Παρακαλούμε καταθέστε στο IBAN "+iban+" με αιτιολογία τον αριθμό τιμολογίου.")
	case 3:
		return hbhT(c, "chat", "מספר IBAN להעברה: "+iban)
	case 4:
		return hbhT(c, "chat", "شماره شبا: "+iban)
	default:
		return hbhT(c, "notes", "Tedarikçi: Deniz Gıda Ltd.\nIBAN: "+iban+"\nVade: 30 gün")
	}
}

func hbhTrapInvoiceSample() Sample {
	c := "trap-invoice"
	switch rng.IntN(9) {
	case 0:
		code := hbhRnd(upper, 3) + hbhRnd(upper+digits, 7)
		return hbhT(c, "sms", fmt.Sprintf("%s Confirmed. Ksh%d.00 sent to %s 07%s on %d/%d/24 at %d:%02d PM. New M-PESA balance is Ksh%d.%02d. Transaction cost, Ksh%d.00.",
			code, hbhIn(50, 50000), hbhPick([]string{"JOHN KAMAU", "MARY WANJIRU", "KPLC PREPAID", "NAIVAS LTD"}), hbhRnd(digits, 8), hbhIn(1, 28), hbhIn(1, 12), hbhIn(1, 11), hbhIn(0, 59), hbhIn(0, 90000), hbhIn(0, 99), hbhPick([]int{0, 7, 13, 23, 33})))
	case 1:
		return hbhT(c, "chat", fmt.Sprintf("e-Arşiv fatura no: %s%d%09d", hbhRnd(upper, 3), hbhIn(2023, 2025), hbhIn(1, 999999)))
	case 2:
		return hbhT(c, "chat", fmt.Sprintf("Jumia order number %d — delivery to Westlands pick-up station", hbhIn(300000000, 399999999)))
	case 3:
		return hbhT(c, "chat", fmt.Sprintf("رقم الطلب من أمازون: %d-%07d-%07d", hbhIn(400, 409), hbhIn(0, 9999999), hbhIn(0, 9999999)))
	case 4:
		return hbhT(c, "chat", fmt.Sprintf("חשבונית מס/קבלה מס' %d על סך ₪%d", hbhIn(10000, 99999), hbhIn(50, 9000)))
	case 5:
		return hbhT(c, "chat", fmt.Sprintf("Αρ. παραστατικού ΤΠΥ-%06d, ΦΠΑ 24%%", hbhIn(1, 999999)))
	case 6:
		return hbhT(c, "notes", fmt.Sprintf("Paybill: %d\nAccount no: %s\nKiasi: KES %d", hbhIn(200000, 999999), hbhPick([]string{"INV", "ADM", "STU"})+hbhRnd(digits, 6), hbhIn(500, 80000)))
	case 7:
		return hbhT(c, "chat", fmt.Sprintf("شماره پیگیری تراکنش: %s", hbhFa(hbhRnd(digits, 12))))
	default:
		return hbhT(c, "chat", fmt.Sprintf("Trendyol sipariş no %d, kargo takip %s%s", hbhIn(10000000, 99999999), hbhRnd(upper, 2), hbhRnd(digits, 11)))
	}
}

func hbhTrapPlateSample() Sample {
	c := "trap-plate"
	switch rng.IntN(7) {
	case 0:
		return hbhT(c, "chat", fmt.Sprintf("aracın plakası %02d %s %d", hbhIn(1, 81), hbhRnd("ABCDEFGHJKLMNPRSTUVYZ", hbhIn(1, 3)), hbhIn(10, 9999)))
	case 1:
		return hbhT(c, "chat", fmt.Sprintf("αριθμός κυκλοφορίας %s-%04d", hbhRnd("ΑΒΕΖΗΙΚΜΝΟΡΤΥΧ", 1)+"Ι"+hbhRnd("ΑΒΕΖΗΙΚΜΝΟΡΤΥΧ", 1), hbhIn(1000, 9999)))
	case 2:
		return hbhT(c, "chat", fmt.Sprintf("מספר הרכב %02d-%03d-%02d", hbhIn(10, 99), hbhIn(100, 999), hbhIn(10, 99)))
	case 3:
		return hbhT(c, "chat", fmt.Sprintf("پلاک ماشین: %s %s %s ایران %s", hbhFa(fmt.Sprint(hbhIn(10, 99))), hbhPick([]string{"ب", "ج", "د", "س", "ص", "ط", "ق", "ل", "م", "ن", "و", "ه", "ی"}), hbhFa(fmt.Sprint(hbhIn(100, 999))), hbhFa(fmt.Sprint(hbhIn(10, 99)))))
	case 4:
		return hbhT(c, "chat", fmt.Sprintf("gari ni K%s %d%s, rangi nyeupe", hbhRnd("ABCDEFGHJ", 2), hbhIn(100, 999), hbhRnd("ABCDEFGHJKLMNPQRSTUVWXYZ", 1)))
	case 5:
		return hbhT(c, "chat", fmt.Sprintf("لوحة السيارة: %s %s", hbhPick([]string{"أ ب ح", "ر س ص", "ط ع ق", "ك ل م", "ن ه و"}), hbhAr(fmt.Sprint(hbhIn(1000, 9999)))))
	default:
		return hbhT(c, "chat", fmt.Sprintf("የመኪናው ሰሌዳ ቁጥር %d-%s%05d", hbhIn(1, 5), hbhPick([]string{"AA", "OR", "AM", "B"}), hbhIn(0, 99999)))
	}
}

func hbhTrapProductSample() Sample {
	c := "trap-product-code"
	switch rng.IntN(7) {
	case 0:
		return hbhT(c, "chat", fmt.Sprintf("SKU: %s-%s-%04d-%s", hbhPick([]string{"TR", "KE", "GR"}), hbhRnd(upper, 3), hbhIn(1, 9999), hbhPick([]string{"BLK", "WHT", "RED"})))
	case 1:
		return hbhT(c, "chat", fmt.Sprintf("الرقم التسلسلي للجهاز: %s", hbhRnd(upper+digits, 12)))
	case 2:
		return hbhT(c, "chat", fmt.Sprintf("IMEI: %s", hbhLuhnComplete("35"+hbhRnd(digits, 12))))
	case 3:
		return hbhT(c, "chat", fmt.Sprintf("barkod 869%s, raf 4B", hbhRnd(digits, 10)))
	case 4:
		return hbhT(c, "notes", fmt.Sprintf("MAC: %s\nS/N: %s\nModel: HG8245H5", strings.ToUpper(strings.Join([]string{hbhHex(2), hbhHex(2), hbhHex(2), hbhHex(2), hbhHex(2), hbhHex(2)}, ":")), hbhRnd(upper+digits, 16)))
	case 5:
		return hbhT(c, "chat", fmt.Sprintf("קוד מוצר %s%s במלאי, %d יחידות", hbhRnd(upper, 2), hbhRnd(digits, 6), hbhIn(1, 300)))
	default:
		return hbhT(c, "chat", fmt.Sprintf("Κωδικός είδους %s/%d — εκτός αποθέματος", hbhRnd(upper+digits, 8), hbhIn(10, 99)))
	}
}
