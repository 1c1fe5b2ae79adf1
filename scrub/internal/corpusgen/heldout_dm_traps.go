package main

import "fmt"

// Traps from the same offices: talk about passwords and codes without one, public numbers,
// references to where a secret lives.

var hdmTrapGens = []func() Sample{
	// Forgot e-Devlet password, no value.
	func() Sample {
		t := fmt.Sprintf("%s: e-Devlet şifremi unuttum, SGK dökümü lazım\n%s: PTT'ye kimlikle git, zarfla yeni şifre veriyorlar. ya da internet bankacılığından gir, daha hızlı\n%s: ok yarın giderim",
			hdmABA(hdmTrNames)...)
		return hdmTrap("trap-password-talk", "chat", t)
	},
	// Bank SMS about a changed password.
	func() Sample {
		t := hdmP(
			fmt.Sprintf("%s: İnternet şifreniz %s tarihinde değiştirilmiştir. Bu işlemi siz yapmadıysanız 0850 %s %s numaralı hattı arayınız.", hdmP("GARANTI BBVA", "ISBANK", "AKBANK"), fmt.Sprintf("%02d.%02d.2025", hdmN(1, 28), hdmN(1, 12)), hdmDig(3), hdmDig(4)),
			fmt.Sprintf("بنك %s: تم تغيير كلمة المرور الخاصة بك بنجاح. إذا لم تقم بهذا الإجراء اتصل بنا على 8001%s.", hdmP("الراجحي", "الأهلي", "الإنماء"), hdmDig(5)),
			fmt.Sprintf("בנק %s: הסיסמה שלך שונתה בהצלחה. אם לא ביצעת את הפעולה, התקשר *%s.", hdmP("לאומי", "הפועלים", "דיסקונט"), hdmDig(4)),
		)
		return hdmTrap("trap-password-talk", "sms", t)
	},
	// Password policy.
	func() Sample {
		n := hdmN(8, 14)
		t := hdmP(
			fmt.Sprintf("Bilgi Güvenliği Politikası md. 4.2: Şifreler en az %d karakter olmalı, büyük harf, rakam ve özel karakter içermeli, %d günde bir değiştirilmelidir. Son 5 şifre tekrar kullanılamaz.", n, hdmP90()),
			fmt.Sprintf("سياسة كلمات المرور: الحد الأدنى %d أحرف، وتتضمن حرفاً كبيراً ورقماً ورمزاً، وتتغير كل %d يوماً.", n, hdmP90()),
			fmt.Sprintf("מדיניות סיסמאות: לפחות %d תווים, אות גדולה, ספרה ותו מיוחד. החלפה כל %d יום.", n, hdmP90()),
			fmt.Sprintf("سیاست رمز عبور: حداقل %d کاراکتر، شامل حرف بزرگ، عدد و نماد. هر %d روز یک‌بار تغییر کند.", n, hdmP90()),
		)
		return hdmTrap("trap-policy", "wiki", t)
	},
	// IBAN for a supplier payment.
	func() Sample {
		lang := hdmP("tr", "ar", "he", "fa")
		iban := hdmIBAN(lang)
		t := hdmP(
			fmt.Sprintf("Merhaba, fatura no %s için ödemeyi aşağıdaki hesaba yapabilirsiniz:\nAlıcı: %s\nIBAN: %s\nAçıklamaya fatura numarasını yazınız.", "FT"+hdmDig(8), hdmP("Kaya Gıda A.Ş.", "Demir Tekstil Ltd."), iban),
			fmt.Sprintf("يرجى التحويل إلى الحساب التالي:\nالمستفيد: %s\nالآيبان: %s\nرقم الفاتورة: INV-%s", hdmP("مؤسسة النور التجارية", "شركة الصحراء"), iban, hdmDig(6)),
			fmt.Sprintf("פרטי העברה:\nמוטב: %s\nIBAN: %s\nמספר חשבונית: %s", hdmP("טכנו-מיזוג בע\"מ", "דפוס השרון"), iban, hdmDig(6)),
			fmt.Sprintf("لطفاً مبلغ پیش‌فاکتور رو به شماره شبا زیر واریز کنید:\n%s\nبه نام %s", iban, hdmP("شرکت آریا", "پارس‌تک")),
		)
		return hdmTrap("trap-iban", "mail", t)
	},
	// Postal code and extension, words near "code".
	func() Sample {
		t := hdmP(
			fmt.Sprintf("Yeni ofis adresi: %s Mah. %s Cad. No:%d Kat:%d, posta kodu %s. Santral 0212 %s, dahili %s.", hdmP("Caferağa", "Kızılay", "Alsancak"), hdmP("Moda", "Atatürk", "Kıbrıs Şehitleri"), hdmN(1, 120), hdmN(1, 9), hdmDig(5), hdmDig(7), hdmDig(4)),
			fmt.Sprintf("العنوان الجديد: حي %s، الرمز البريدي %s، الهاتف %s، تحويلة %s", hdmP("العليا", "الملقا", "الروضة"), hdmDig(5), hdmPhone(), hdmDig(3)),
			fmt.Sprintf("הכתובת החדשה: %s %d, %s, מיקוד %s. שלוחה %s.", hdmP("דרך מנחם בגין", "רחוב הרצל", "שדרות רוטשילד"), hdmN(1, 150), hdmP("תל אביב", "חיפה", "באר שבע"), hdmDig(7), hdmDig(3)),
			fmt.Sprintf("آدرس جدید دفتر: خیابان %s، پلاک %d، کد پستی %s، داخلی %s", hdmP("ولیعصر", "شریعتی", "آزادی"), hdmN(1, 300), hdmLocalDigits(hdmDig(10), rng.IntN(2) == 0), hdmDig(3)),
		)
		return hdmTrap("trap-postal-code", "note", t)
	},
	// Shipment tracking code.
	func() Sample {
		t := hdmP(
			fmt.Sprintf("Siparişiniz kargoya verildi. Kargo takip kodu: %s (%s). Sipariş no: %s", hdmDig(12), hdmP("Yurtiçi", "Aras", "MNG"), hdmDig(9)),
			fmt.Sprintf("تم شحن طلبك رقم %s. رقم التتبع: %s عبر %s.", hdmDig(8), "SMSA"+hdmDig(10), hdmP("سمسا", "أرامكس")),
			fmt.Sprintf("کد رهگیری مرسوله پستی: %s\nشماره سفارش: %s", hdmDig(24), hdmDig(7)),
			fmt.Sprintf("המשלוח יצא. מספר מעקב: %s", "RR"+hdmDig(9)+"IL"),
		)
		return hdmTrap("trap-tracking-number", "sms", t)
	},
	// Absher forgotten password, steps only.
	func() Sample {
		t := fmt.Sprintf("%s: نسيت كلمة المرور في أبشر، وش أسوي؟\n%s: ادخل على \"نسيت كلمة المرور\" واكتب رقم الهوية، يجيك رمز تحقق على جوالك المسجل، بعدها تختار كلمة مرور جديدة\n%s: تمام مشكور",
			hdmABA(hdmArNames)...)
		return hdmTrap("trap-password-talk", "chat", t)
	},
	// Bank warning: never share the code.
	func() Sample {
		t := hdmP(
			"تنبيه: لن يطلب منك البنك أبداً رمز التحقق أو كلمة المرور عبر الهاتف أو الرسائل. لا تشارك رمزك مع أي شخص.",
			"אזהרה: הבנק לעולם לא יבקש ממך סיסמה או קוד אימות בטלפון. אל תמסור את הקוד לאף אחד.",
			"هشدار: بانک هرگز رمز دوم یا رمز پویا را تلفنی از شما نمی‌خواهد. رمز خود را در اختیار دیگران قرار ندهید.",
			"Bankamız hiçbir koşulda şifrenizi veya SMS doğrulama kodunuzu sormaz. Kodu kimseyle paylaşmayın.",
		)
		return hdmTrap("trap-password-talk", "sms", t)
	},
	// Invoice with VAT number.
	func() Sample {
		t := hdmP(
			fmt.Sprintf("فاتورة ضريبية\nرقم الفاتورة: %s\nالرقم الضريبي للمورد: 3%s3\nالإجمالي شامل الضريبة: %d.%02d ر.س", hdmDig(7), hdmDig(13), hdmN(100, 99999), hdmN(0, 99)),
			fmt.Sprintf("Fatura No: GIB2025%s\nVergi Dairesi: %s\nVKN: %s\nToplam: %d,%02d TL", hdmDig(9), hdmP("Kadıköy", "Çankaya", "Konak"), hdmDig(10), hdmN(100, 99999), hdmN(0, 99)),
			fmt.Sprintf("חשבונית מס מספר %s\nח.פ. %s\nסה\"כ לתשלום: %d ₪", hdmDig(5), "51"+hdmDig(7), hdmN(100, 99999)),
		)
		return hdmTrap("trap-invoice-number", "note", t)
	},
	// Reset link sent, no link shown.
	func() Sample {
		t := fmt.Sprintf("%s: שכחתי את הסיסמה לפורטל העובדים\n%s: שלחתי לך קישור לאיפוס למייל, הוא בתוקף לשעה\n%s: הגיע, תודה",
			hdmABA(hdmHeNames)...)
		return hdmTrap("trap-password-talk", "chat", t)
	},
	// Persian: dynamic PIN talk.
	func() Sample {
		fa1, fa2 := hdmAB(hdmFaNames)
		t := fmt.Sprintf("%s: از اول %s رمز دوم ثابت کارت‌ها غیرفعال میشه، برای خرید اینترنتی باید رمز پویا رو از اپ بانک یا پیامک بگیرید.\n%s: یعنی دیگه رمز دوم قبلی کار نمی‌کنه؟\n%s: نه، فقط رمز یک‌بار مصرف.",
			fa1, hdmP("مهر", "آبان", "دی"), fa2, fa1)
		return hdmTrap("trap-password-talk", "chat", t)
	},
	// Masked card and Shaba.
	func() Sample {
		t := fmt.Sprintf("کارت تنخواه: %s-%s**-****-%s\nشماره شبا: %s\nموجودی آخر ماه: %s ریال",
			hdmP("6037", "6104", "5892", "6219"), hdmDig(2), hdmDig(4), hdmIBAN("fa"), hdmLocalDigits(fmt.Sprint(hdmN(1000000, 99999999)), true))
		return hdmTrap("trap-masked-card", "note", t)
	},
	// Wi-Fi password by reference.
	func() Sample {
		ssid := hdmSSID()
		t := hdmP(
			fmt.Sprintf("Misafirler için ağ: %s. Şifre resepsiyondaki kartta yazıyor, her ay değişiyor.", ssid),
			fmt.Sprintf("شبكة الضيوف: %s – كلمة المرور على البطاقة عند الاستقبال.", ssid),
			fmt.Sprintf("רשת אורחים: %s. הסיסמה על השלט ליד המטבחון.", ssid),
			fmt.Sprintf("شبکه مهمان: %s — رمز روی کاغذ کنار پرینتر نوشته شده.", ssid),
		)
		return hdmTrap("trap-wifi-reference", "note", t)
	},
	// Door code changes, sent individually.
	func() Sample {
		t := hdmP(
			"Değerli çalışma arkadaşlarımız, pazartesi itibarıyla ana kapı şifresi değişecektir. Yeni şifre her çalışana SMS ile ayrı ayrı gönderilecektir.",
			"الزملاء الكرام، سيتم تغيير رمز الباب الرئيسي يوم الأحد، وسيصل الرمز الجديد لكل موظف برسالة نصية.",
			"עובדים יקרים, קוד הדלת יוחלף ביום ראשון. הקוד החדש יישלח לכל אחד בהודעה אישית.",
			"همکاران گرامی، رمز در ورودی از شنبه عوض می‌شود و رمز جدید به صورت پیامک برای هر نفر ارسال خواهد شد.",
		)
		return hdmTrap("trap-door-code-talk", "mail", t)
	},
	// Meeting room, floor and extension numbers.
	func() Sample {
		t := hdmP(
			fmt.Sprintf("Toplantı %s saat %s'te, %d numaralı salon (kat %d). Dahili %s'ten ulaşabilirsiniz.", hdmP("salı", "çarşamba", "perşembe"), hdmTime(), hdmN(101, 905), hdmN(1, 9), hdmDig(4)),
			fmt.Sprintf("الاجتماع يوم %s الساعة %s في القاعة %d، الطابق %d.", hdmP("الأحد", "الاثنين", "الثلاثاء"), hdmTime(), hdmN(101, 905), hdmN(1, 9)),
			fmt.Sprintf("הפגישה ביום %s ב-%s, חדר %d קומה %d. שלוחה %s.", hdmP("שני", "שלישי", "רביעי"), hdmTime(), hdmN(101, 905), hdmN(1, 9), hdmDig(3)),
			fmt.Sprintf("جلسه %s ساعت %s، اتاق %d طبقه %d.", hdmP("شنبه", "یکشنبه", "دوشنبه"), hdmTime(), hdmN(101, 905), hdmN(1, 9)),
		)
		return hdmTrap("trap-room-number", "note", t)
	},
	// Locker numbers, no codes.
	func() Sample {
		t := fmt.Sprintf("Dolap dağılımı:\n| Ad | Dolap | Kat |\n|---|---|---|\n| %s | %d | %d |\n| %s | %d | %d |\n| %s | %d | %d |\nKilit şifresini herkes kendisi belirliyor.",
			"Ayşe", hdmN(1, 40), hdmN(1, 3), "Emre", hdmN(41, 80), hdmN(1, 3), "Zeynep", hdmN(81, 120), hdmN(1, 3))
		return hdmTrap("trap-locker-number", "markdown", t)
	},
	// Masked password note.
	func() Sample {
		t := hdmP(
			fmt.Sprintf("Muhasebe paylaşımları\n\\\\%s\\muhasebe\nkullanıcı: %s\nşifre: ******** (güncel olanı Bitwarden'da \"Muhasebe\" klasöründe)", hdmHost("tr"), hdmUser("tr")),
			fmt.Sprintf("שרת קבצים: \\\\%s\\finance\nמשתמש: %s\nסיסמה: [REDACTED]", hdmHost("he"), hdmUser("he")),
			fmt.Sprintf("سرور فایل: \\\\%s\\mali\nنام کاربری: %s\nرمز: •••••••• (در KeePass)", hdmHost("fa"), hdmUser("fa")),
		)
		return hdmTrap("trap-masked-password", "note", t)
	},
	// Blank gov form template.
	func() Sample {
		t := hdmP(
			"Yeni personel e-Devlet yetkilendirme formu\nAd Soyad: ____________\nTC Kimlik No: ____________\nŞifre: (personel kendisi girecek)\nİmza: ____________",
			"نموذج تفويض منصة قوى\nالاسم: ____________\nرقم الهوية: ____________\nكلمة المرور: لا تكتبها هنا\nالتوقيع: ____________",
			"טופס הרשאה לאזור האישי\nשם: ____________\nת.ז.: ____________\nסיסמה: <תמלא בעצמך במערכת>\nחתימה: ____________",
		)
		return hdmTrap("trap-form-template", "note", t)
	},
	// Phone list.
	func() Sample {
		t := fmt.Sprintf("name,role,mobile,ext\n%s,IT,%s,%s\n%s,Finance,%s,%s\n%s,HR,%s,%s\n",
			hdmUser("tr"), hdmPhone(), hdmDig(4), hdmUser("ar"), hdmPhone(), hdmDig(4), hdmUser("he"), hdmPhone(), hdmDig(4))
		return hdmTrap("trap-phone-list", "csv", t)
	},
	// OTP talk without code.
	func() Sample {
		t := hdmP(
			fmt.Sprintf("%s: doğrulama kodu gelmiyor\n%s: operatörde kısa mesaj engeli açık olabilir, 3 dk bekle tekrar gönder'e bas", hdmABA(hdmTrNames)[:2]...),
			fmt.Sprintf("%s: رمز التحقق ما وصل\n%s: تأكد إن رقم الجوال محدث في أبشر وانتظر دقيقتين", hdmABA(hdmArNames)[:2]...),
			fmt.Sprintf("%s: קוד האימות לא מגיע לי\n%s: תבדוק שהמספר מעודכן, אפשר גם לבקש שיחה קולית", hdmABA(hdmHeNames)[:2]...),
			fmt.Sprintf("%s: رمز پویا برام نمیاد\n%s: تو اپ بانک بخش رمز ساز رو فعال کن", hdmABA(hdmFaNames)[:2]...),
		)
		return hdmTrap("trap-otp-talk", "chat", t)
	},
	// Licence count without key.
	func() Sample {
		t := hdmP(
			fmt.Sprintf("Office 2021 lisansları %d kullanıcılık alındı (fatura %s). Aktivasyon anahtarı IT'de, tek tek kurulacak.", hdmN(5, 50), "FT"+hdmDig(8)),
			fmt.Sprintf("تم شراء %d رخصة ويندوز 11 برو، رقم أمر الشراء PO-%s. المفاتيح لدى قسم تقنية المعلومات.", hdmN(5, 50), hdmDig(6)),
			fmt.Sprintf("Licence: XXXXX-XXXXX-XXXXX-XXXXX-%s (מוסתר, רק 5 תווים אחרונים)", rnd("BCDFGHJKMPQRTVWXY2346789", 5)),
		)
		return hdmTrap("trap-licence-talk", "note", t)
	},
	// Card last four in an expense report.
	func() Sample {
		t := fmt.Sprintf("Masraf raporu %s\n- Otel (%s): %d TL, kart **** %s\n- Uçak: %d TL, kart **** %s\n- Taksi: %d TL nakit",
			fmt.Sprintf("%02d/2025", hdmN(1, 12)), hdmP("Ankara", "İzmir", "Dubai"), hdmN(1000, 9000), hdmDig(4), hdmN(1000, 9000), hdmDig(4), hdmN(100, 900))
		return hdmTrap("trap-masked-card", "note", t)
	},
}

func hdmP90() int { return []int{30, 60, 90, 180}[rng.IntN(4)] }
