package main

import "fmt"

// e-government and bank logins in Turkish, Arabic, Hebrew and Persian offices.

var hdmGovGens = []func() Sample{
	// Turkish: e-Devlet password for a relative, in a chat.
	func() Sample {
		pw := hdmPw()
		a, b := hdmP("Zeynep", "Burak", "Elif"), hdmP("Murat abi", "Ayşe abla", "Hakan")
		t := fmt.Sprintf("%s: %s\n%s: %s %s\n%s: tamamdır, sgk dökümünü alıp atarım",
			a, hdmP("annemin e-devlet şifresini atar mısın, hizmet dökümü lazım", "babamın emeklilik için e-Devlet şifresi sende var mı", "dedemin e-devlet şifresini unuttum"),
			b, hdmP("şifre:", "Şifresi", "e-devlet şifresi ->", "sifre"), pw, a)
		return hdmSec("egov-password", "chat", t, []string{pw})
	},
	// Turkish: GİB interaktif vergi dairesi, parola + şifre.
	func() Sample {
		p1, p2 := hdmPw(), hdmStrong(hdmN(8, 12))
		firm := hdmP("Demir Tekstil Ltd. Şti.", "Kaya Gıda A.Ş.", "Aksoy Mimarlık", "Öztürk Lojistik")
		t := fmt.Sprintf("Konu: %s - GİB İnteraktif giriş bilgileri\n\nMerhaba %s,\n\n%s için İnteraktif Vergi Dairesi bilgileri aşağıdadır. KDV beyannamesini ayın 28'ine kadar vermemiz gerekiyor.\n\nKullanıcı kodu: VKN ile aynı\nParola: %s\nŞifre: %s\n\nİyi çalışmalar,\n%s",
			firm, hdmP("Selin Hanım", "Murat Bey", "Cem"), firm, p1, p2, hdmP("Ayşe Korkmaz", "Muhasebe", "Hakan Doğan"))
		return hdmSec("egov-password", "mail", t, []string{p1, p2}, firm)
	},
	// Turkish: internet branch password in a note.
	func() Sample {
		pw := hdmCode(6, 6)
		bank := hdmP("Ziraat", "İş Bankası", "Garanti BBVA", "Akbank", "Yapı Kredi", "Halkbank")
		t := fmt.Sprintf("%s kurumsal internet şube\n- müşteri no telefonda kayıtlı\n- %s: %s\n- SMS onayı Burak'ın telefonuna geliyor\n- maaş dosyası her ayın 15'i yüklenecek",
			bank, hdmP("şifre", "giriş şifresi", "İnternet şube şifresi", "sifre (6 hane)"), pw)
		return hdmSec("bank-password", "note", t, []string{pw}, bank)
	},
	// Turkish: mali mühür / e-imza PIN.
	func() Sample {
		pin := hdmCode(4, 8)
		t := fmt.Sprintf("%s, e-fatura imzalanamıyor diye aradılar. Mali mühür kart okuyucu muhasebede, %s. Java güncellemesinden sonra tekrar dene.",
			hdmP("Gökhan", "Deniz", "Elif Hanım"), hdmP("PIN: "+pin, "pin'i "+pin, "PIN kodu "+pin+" (3 yanlışta bloke olur)"))
		return hdmSec("esign-pin", "chat", t, []string{pin})
	},
	// Turkish: SGK işveren sistemi, two passwords.
	func() Sample {
		sys, ws := hdmStrong(hdmN(8, 10)), hdmCode(6, 8)
		user := hdmUser("tr")
		t := fmt.Sprintf("SGK E-Bildirge bilgileri (%s için)\nKullanıcı adı: %s\nSistem şifresi: %s\nİşyeri şifresi: %s\nNot: işe giriş bildirgeleri 1 gün önceden yapılmalı.",
			hdmP("İstanbul şube", "Ankara merkez", "İzmir depo"), user, sys, ws)
		return hdmSec("egov-password", "note", t, []string{sys, ws}, user)
	},
	// Turkish: KEP account.
	func() Sample {
		pw := hdmPw()
		kep := hdmP("demirtekstil", "kayagida", "aksoymimarlik", "ornekas") + "@hs" + hdmDig(2) + ".kep.tr"
		t := fmt.Sprintf("KEP hesabımız: %s\n%s %s\nTebligatlar her sabah kontrol edilecek, ihale yazışmaları buradan gidiyor.",
			kep, hdmP("şifre:", "Şifre =", "parola:"), pw)
		return hdmSec("egov-password", "note", t, []string{pw}, kep)
	},
	// Arabic (Saudi): Qiwa / GOSI establishment account.
	func() Sample {
		pw := hdmPw()
		mail := hdmUser("ar") + "@" + hdmP("company.sa", "alnoor-trading.com", "gulf-est.sa")
		portal := hdmP("قوى", "التأمينات (GOSI)", "مدد", "بلدي")
		t := fmt.Sprintf("السلام عليكم %s\nهذه بيانات حساب المنشأة في منصة %s:\nالبريد: %s\nكلمة المرور: %s\nرجاءً لا تغيرها بدون ما تبلغني، التحقق يجي على جوال المدير.",
			pick(hdmArNames), portal, mail, pw)
		return hdmSec("egov-password", "chat", t, []string{pw}, mail)
	},
	// Arabic (UAE): FTA tax portal mail.
	func() Sample {
		pw := hdmPw()
		mail := "finance@" + hdmP("alnoor", "desertrose", "bluewave", "falcon-it") + ".ae"
		t := fmt.Sprintf("الموضوع: تقديم إقرار ضريبة القيمة المضافة\n\nالأستاذ %s المحترم،\n\nنرجو تقديم الإقرار عن الربع الثالث قبل يوم 28. بيانات الدخول إلى بوابة الهيئة الاتحادية للضرائب:\nاسم المستخدم: %s\nكلمة السر: %s\n\nمع التحية،\nقسم المالية",
			hdmP("خالد", "يوسف", "فيصل"), mail, pw)
		return hdmSec("egov-password", "mail", t, []string{pw}, mail)
	},
	// Arabic (Egypt): online banking, colloquial.
	func() Sample {
		pw := hdmPw()
		user := hdmUser("ar")
		t := fmt.Sprintf("يا %s معلش ادخل على الانترنت بانكنج بتاع الشركة وحول مرتبات الأسبوع\nاليوزر %s\nالباسورد %s\nوالكود هيجيلي على موبايلي ابعتهولك",
			hdmP("عمر", "أحمد", "محمود"), user, pw)
		return hdmSec("bank-password", "chat", t, []string{pw}, user)
	},
	// Arabic: one-time code forwarded in a chat.
	func() Sample {
		code := hdmCode(6, 6)
		shown := code
		if rng.IntN(2) == 0 {
			shown = hdmLocalDigits(code, false)
		}
		a, b := hdmP("خالد", "عمر", "منى"), hdmP("أبو فيصل", "ريم", "يوسف")
		t := fmt.Sprintf("%s: وصلك الكود؟ البنك طالبه عشان أكمل التحويل\n%s: ايوه %s\n%s: تمام تم، شكراً",
			a, b, shown, a)
		return hdmSec("otp-code", "chat", t, []string{shown})
	},
	// Hebrew: Bituach Leumi / gov.il personal area password.
	func() Sample {
		pw := hdmPw()
		t := fmt.Sprintf("%s, הסיסמה לאזור האישי ב%s: %s\nתוריד משם את אישור הניכויים ותשלח לרו\"ח עד %s.",
			pick(hdmHeNames), hdmP("ביטוח לאומי", "רשות המסים", "gov.il", "מס הכנסה"), pw, hdmP("יום חמישי", "סוף החודש", "מחר"))
		return hdmSec("egov-password", "chat", t, []string{pw})
	},
	// Hebrew: bank business account mail.
	func() Sample {
		pw := hdmPw()
		user := hdmUser("he")
		bank := hdmP("לאומי", "הפועלים", "דיסקונט", "מזרחי טפחות")
		t := fmt.Sprintf("נושא: גישה לחשבון העסקי\n\nהיי %s,\nפתחתי לך הרשאת צפייה בבנק %s.\nשם משתמש: %s\nסיסמה זמנית: %s\nבכניסה הראשונה המערכת תבקש להחליף סיסמה.\n\nתודה,\n%s",
			pick(hdmHeNames), bank, user, pw, pick(hdmHeNames))
		return hdmSec("bank-password", "mail", t, []string{pw}, user)
	},
	// Hebrew: tax representatives system, mixed script.
	func() Sample {
		pw := hdmStrong(hdmN(8, 12))
		t := fmt.Sprintf("למשרד: הסיסמה למערכת המייצגים (שע\"מ) הוחלפה היום.\nחדשה: %s\nהישנה כבר לא עובדת. כרטיס חכם נמצא במגירה של %s.",
			pw, pick(hdmHeNames))
		return hdmSec("egov-password", "note", t, []string{pw})
	},
	// Hebrew: credit card company app.
	func() Sample {
		pw := hdmPw()
		mail := hdmUser("he") + "@" + hdmP("gmail.com", "hevra.co.il", "walla.co.il")
		t := fmt.Sprintf("כרטיס האשראי של המשרד (%s)\nמשתמש: %s\nסיסמה: %s\nלבדוק חיובים כפולים מ-%s",
			hdmP("ישראכרט", "כאל", "מקס"), mail, pw, hdmP("AWS", "Wix", "Google Workspace", "Zoom"))
		return hdmSec("bank-password", "note", t, []string{pw}, mail)
	},
	// Persian: internet bank login.
	func() Sample {
		pw := hdmPw()
		user := hdmUser("fa")
		t := fmt.Sprintf("%s جان سلام\nاطلاعات اینترنت‌بانک %s شرکت:\nنام کاربری: %s\nرمز عبور: %s\nرمز پویا رو از اپ %s بگیر. لطفاً بعد از پرداخت حقوق خبر بده.",
			pick(hdmFaNames), hdmP("ملت", "ملی", "پاسارگاد", "سامان", "تجارت"), user, pw, hdmP("همراه‌بانک", "بانک"))
		return hdmSec("bank-password", "chat", t, []string{pw}, user)
	},
	// Persian: petty cash card second PIN and CVV2.
	func() Sample {
		p2 := hdmCode(5, 8)
		cvv := hdmCode(3, 4)
		fa := rng.IntN(2) == 0
		if fa {
			p2, cvv = hdmLocalDigits(p2, true), hdmLocalDigits(cvv, true)
		}
		t := fmt.Sprintf("برای خرید لایسنس از کارت تنخواه استفاده کن.\nرمز دوم ثابت: %s\ncvv2: %s\nتاریخ انقضا پشت کارت هست. فاکتور رو بفرست واحد مالی.",
			p2, cvv)
		return hdmSec("card-pin", "chat", t, []string{p2, cvv})
	},
	// Persian: tax portal (moadian).
	func() Sample {
		pw := hdmPw()
		t := fmt.Sprintf("سامانه مودیان – پرونده شرکت %s\nنام کاربری: کد ملی مدیرعامل\nرمز: %s\nیادآوری: صورتحساب‌های الکترونیکی تا پایان ماه ارسال شود.",
			hdmP("آریا", "پارس‌تک", "نوین", "سپهر"), pw)
		return hdmSec("egov-password", "note", t, []string{pw})
	},
	// Persian: social security employer portal.
	func() Sample {
		pw := hdmStrong(hdmN(8, 12))
		t := fmt.Sprintf("خانم %s سلام، رمز کارگاه در سامانه تأمین اجتماعی عوض شد: %s\nلیست بیمه %s رو لطفاً تا ۱۰ام ارسال کنید.",
			hdmP("جعفری", "رحیمی", "صادقی"), pw, hdmP("مهر", "آبان", "آذر", "دی"))
		return hdmSec("egov-password", "chat", t, []string{pw})
	},
	// Persian: judiciary Sana system.
	func() Sample {
		pw := hdmPw()
		user := hdmUser("fa")
		t := fmt.Sprintf("ابلاغیه جدید در سامانه ثنا اومده. وکیل شرکت گفت خودمون چک کنیم.\nuser: %s\npass: %s\nکد ثنا رو هم تو پوشه حقوقی گذاشتم.",
			user, pw)
		return hdmSec("egov-password", "chat", t, []string{pw}, user)
	},
	// Turkish: corporate bank with user code.
	func() Sample {
		pw := hdmPw()
		t := fmt.Sprintf("[%s] %s: Kurumsal bankacılığa giremiyorum, şifre değişmiş mi?\n[%s] %s: evet geçen hafta değişti, yenisi %s\n[%s] %s: girdim teşekkürler 🙏",
			hdmTime(), hdmP("Elif", "Cem", "Zeynep"), hdmTime(), hdmP("Hakan", "Murat"), pw, hdmTime(), hdmP("Elif", "Cem", "Zeynep"))
		return hdmSec("bank-password", "chat", t, []string{pw})
	},
	// Arabic (Jordan): handover table of portals.
	func() Sample {
		u1, u2 := hdmUser("ar"), hdmUser("ar")
		p1, p2 := hdmPw(), hdmPw()
		t := fmt.Sprintf("## تسليم الحسابات – قسم الموارد البشرية\n\n| المنصة | المستخدم | كلمة المرور |\n|---|---|---|\n| الضمان الاجتماعي | %s | %s |\n| وزارة العمل | %s | %s |\n| سند | رقم وطني | التطبيق على جوال المدير |\n",
			u1, p1, u2, p2)
		return hdmSec("egov-password", "markdown", t, []string{p1, p2}, u1, u2)
	},
	// Hebrew: handover markdown.
	func() Sample {
		u := hdmUser("he")
		p := hdmPw()
		t := fmt.Sprintf("# העברת תפקיד – הנהלת חשבונות\n\n* חשבשבת: ההתחברות עם המשתמש הרגיל\n* פורטל ספקים של %s:\n  * משתמש: `%s`\n  * סיסמה: `%s`\n* שכר: דרך המייל של %s, לא לגעת בחודש הזה",
			hdmP("עיריית חיפה", "משרד הביטחון", "חברת החשמל"), u, p, pick(hdmHeNames))
		return hdmSec("egov-password", "wiki", t, []string{p}, u)
	},
	// Turkish: CSV export of a password sheet.
	func() Sample {
		u1, u2, u3 := hdmUser("tr"), hdmUser("tr"), hdmUser("tr")
		p1, p2 := hdmPw(), hdmPw()
		t := fmt.Sprintf("portal,kullanici,sifre,not\ne-Devlet (şirket),%s,%s,kapı açık\nGİB e-Arşiv,%s,%s,\nTürk Telekom Online İşlemler,%s,SMS ile,fatura buradan\n",
			u1, p1, u2, p2, u3)
		return hdmSec("egov-password", "csv", t, []string{p1, p2}, u1, u2, u3)
	},
	// Persian: family member asks for help with my.gov.ir / adliran (mixed scripts).
	func() Sample {
		pw := hdmPw()
		a, b := hdmAB(hdmFaNames)
		t := fmt.Sprintf("%s: بابا میگه برای یارانه وارد my.gov.ir بشم\n%s: با شماره موبایلش وارد شو، رمزش %s هست\n%s: مرسی 🌹",
			a, b, pw, a)
		return hdmSec("egov-password", "chat", t, []string{pw})
	},
}

func hdmTime() string { return fmt.Sprintf("%02d:%02d", hdmN(8, 19), hdmN(0, 59)) }
