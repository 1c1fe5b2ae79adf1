package main

import "fmt"

// Office, Wi-Fi, door, alarm, safe and locker codes.

func hdmSSID() string {
	return hdmP("Ofis_", "OFIS-5G-", "Misafir_", "Guest-", "Dafter-", "Misrad_", "Maktab-", "TP-Link_", "ZTE-", "HUAWEI-", "Office-", "WiFi-") + rnd(upper+digits, hdmN(2, 4))
}

var hdmOfficeGens = []func() Sample{
	// Turkish Wi-Fi in a WhatsApp group.
	func() Sample {
		k, ssid := hdmWifi(), hdmSSID()
		t := fmt.Sprintf("%s: arkadaşlar yeni modem geldi\nwifi adı: %s\nşifre: %s\neski ağı yarın kapatıyoruz",
			pick(hdmTrNames), ssid, k)
		return hdmSec("wifi-key", "chat", t, []string{k}, ssid)
	},
	// Turkish door and alarm codes in a handover note.
	func() Sample {
		door, alarm := hdmCode(4, 6), hdmCode(4, 6)
		t := fmt.Sprintf("Bayram nöbeti notları\n- Ana kapı şifresi: %s#\n- Alarm kodu %s, çıkarken kurmayı unutmayın (60 sn süre var)\n- Kargo gelirse güvenliğe bırakılsın\n- Acil: Murat Bey %s",
			door, alarm, hdmPhone())
		return hdmSec("door-code", "note", t, []string{door, alarm})
	},
	// Turkish safe code.
	func() Sample {
		c := hdmCode(4, 8)
		t := fmt.Sprintf("%s, kasanın şifresi %s. Senetler üst rafta, kasadan aldığını deftere yaz lütfen.",
			hdmP("Selin", "Zeynep Hanım", "Emre"), c)
		return hdmSec("safe-code", "chat", t, []string{c})
	},
	// Turkish locker / dolap.
	func() Sample {
		c := hdmCode(3, 4)
		t := fmt.Sprintf("Soyunma odası dolap no %d, şifreli kilit: %s. Yedek iş ayakkabısı içinde.", hdmN(1, 80), c)
		return hdmSec("locker-code", "chat", t, []string{c})
	},
	// Arabic Wi-Fi on reception board.
	func() Sample {
		k, ssid := hdmWifi(), hdmSSID()
		t := fmt.Sprintf("أهلاً بكم في %s\nشبكة الواي فاي: %s\nكلمة المرور: %s\nللمساعدة تواصل مع الاستقبال (تحويلة %d)",
			hdmP("مكتب الرياض", "فرع جدة", "مقر الشركة – دبي", "مكتب عمّان"), ssid, k, hdmN(100, 199))
		return hdmSec("wifi-key", "note", t, []string{k}, ssid)
	},
	// Arabic door code, Gulf colloquial.
	func() Sample {
		c := hdmCode(4, 6)
		shown := c
		if rng.IntN(2) == 0 {
			shown = hdmLocalDigits(c, false)
		}
		a, b := hdmAB(hdmArNames)
		t := fmt.Sprintf("%s: يا شباب رمز باب المستودع تغير\n%s: كم صار؟\n%s: %s وبعدين اضغط على المفتاح",
			a, b, a, shown)
		return hdmSec("door-code", "chat", t, []string{shown})
	},
	// Arabic alarm code, mail.
	func() Sample {
		c := hdmCode(4, 6)
		t := fmt.Sprintf("الموضوع: نظام الإنذار الجديد\n\nالزملاء الأعزاء،\nتم تركيب نظام الإنذار في الطابق الثاني. رمز التفعيل والإلغاء: %s\nفي حال انطلاق الإنذار بالخطأ يرجى الاتصال بشركة الحراسة فوراً.\n\nإدارة المرافق",
			c)
		return hdmSec("alarm-code", "mail", t, []string{c})
	},
	// Arabic server room code, IT ticket.
	func() Sample {
		c := hdmCode(4, 8)
		tk := hdmTicket()
		t := fmt.Sprintf("تذكرة %s\nالحالة: مغلقة\nالحل: تم تغيير رمز غرفة الخوادم إلى %s وتم إبلاغ فريق الشبكات فقط.",
			tk, c)
		return hdmSec("door-code", "ticket", t, []string{c}, tk)
	},
	// Hebrew Wi-Fi.
	func() Sample {
		k, ssid := hdmWifi(), hdmSSID()
		a, b := hdmAB(hdmHeNames)
		t := fmt.Sprintf("%s: מה הסיסמה לוויפי של האורחים?\n%s: הרשת %s והסיסמה %s\n%s: תודה!!",
			a, b, ssid, k, a)
		return hdmSec("wifi-key", "chat", t, []string{k}, ssid)
	},
	// Hebrew door and alarm, building note.
	func() Sample {
		door, alarm := hdmCode(4, 6), hdmCode(4, 4)
		t := fmt.Sprintf("למי שמגיע ביום שישי:\nקוד לדלת הכניסה: %s\nקוד אזעקה: %s (לנטרל תוך 30 שניות)\nהמפתח של המטבחון אצל %s.",
			door, alarm, pick(hdmHeNames))
		return hdmSec("door-code", "note", t, []string{door, alarm})
	},
	// Hebrew safe code.
	func() Sample {
		c := hdmCode(4, 6)
		a, b := hdmAB(hdmHeNames)
		t := fmt.Sprintf("‏%s, הקוד לכספת בחדר של %s הוא %s. הצ'קים בפנים, לא לשכוח להחזיר.",
			a, b, c)
		return hdmSec("safe-code", "chat", t, []string{c})
	},
	// Hebrew parking gate.
	func() Sample {
		c := hdmCode(4, 6)
		t := fmt.Sprintf("חניון הבניין: הקוד לשער החשמלי %s*, חניות %d-%d שלנו. לא לחנות בחניית נכים.",
			c, hdmN(1, 20), hdmN(21, 40))
		return hdmSec("gate-code", "note", t, []string{c})
	},
	// Persian Wi-Fi with Persian digits sometimes.
	func() Sample {
		k, ssid := hdmWifi(), hdmSSID()
		if rng.IntN(3) == 0 {
			k = hdmLocalDigits(hdmCode(8, 10), true)
		}
		a, b := hdmAB(hdmFaNames)
		t := fmt.Sprintf("%s: رمز وای‌فای دفتر چیه؟\n%s: اسم شبکه %s، رمزش %s\n%s: ممنون 🙏",
			a, b, ssid, k, a)
		return hdmSec("wifi-key", "chat", t, []string{k}, ssid)
	},
	// Persian door code.
	func() Sample {
		c := hdmCode(4, 6)
		shown := c
		if rng.IntN(2) == 0 {
			shown = hdmLocalDigits(c, true)
		}
		t := fmt.Sprintf("همکاران گرامی\nاز شنبه رمز در ورودی طبقه %s به %s تغییر می‌کند. لطفاً آن را در اختیار مراجعین قرار ندهید.\nواحد اداری",
			hdmP("سوم", "چهارم", "پنجم"), shown)
		return hdmSec("door-code", "note", t, []string{shown})
	},
	// Persian safe and alarm.
	func() Sample {
		safe, alarm := hdmCode(4, 8), hdmCode(4, 5)
		t := fmt.Sprintf("مریم جان من فردا مرخصی‌ام:\n- رمز گاوصندوق: %s\n- رمز دزدگیر: %s\n- چک‌های آقای %s سررسیدشون پنجشنبه‌ست",
			safe, alarm, hdmP("کریمی", "احمدی", "مرادی"))
		return hdmSec("safe-code", "chat", t, []string{safe, alarm})
	},
	// Secure print / copier PIN, Turkish.
	func() Sample {
		c := hdmCode(4, 6)
		t := fmt.Sprintf("Yazıcıdan gizli çıktı almak için: Yazdır > Güvenli Baskı seç, PIN %s gir. Kat %d'teki Canon'da serbest bırak.",
			c, hdmN(2, 9))
		return hdmSec("printer-pin", "note", t, []string{c})
	},
	// Voicemail PIN, Hebrew/English mixed.
	func() Sample {
		c := hdmCode(4, 6)
		t := fmt.Sprintf("%s, הגדרתי לך את התא הקולי בשלוחה %d. PIN: %s. תחליף בהזדמנות.",
			pick(hdmHeNames), hdmN(200, 299), c)
		return hdmSec("voicemail-pin", "chat", t, []string{c})
	},
	// Router admin page, Persian.
	func() Sample {
		pw := hdmPw()
		t := fmt.Sprintf("مودم دفتر (TP-Link)\nآدرس پنل: 192.168.%d.1\nuser: admin\nرمز پنل مدیریت: %s\nشبکه مهمان جدا شده.",
			hdmN(0, 1), pw)
		return hdmSec("router-password", "note", t, []string{pw})
	},
	// Turkish Wi-Fi in YAML inventory.
	func() Sample {
		k, ssid := hdmWifi(), hdmSSID()
		t := fmt.Sprintf("# sube_envanter.yml\nsube: %s\nag:\n  ssid: %s\n  guvenlik: WPA2-PSK\n  psk: \"%s\"\n  vlan: %d\n",
			hdmP("kadikoy", "cankaya", "bornova", "nilufer"), ssid, k, hdmN(10, 90))
		return hdmSec("wifi-key", "yaml", t, []string{k}, ssid)
	},
	// Arabic intercom and mailbox codes.
	func() Sample {
		a := hdmCode(4, 5)
		t := fmt.Sprintf("ملاحظة للموظف الجديد:\n• رمز الدخول للعمارة من الإنتركم: %s\n• صندوق البريد رقم %d، المفتاح عند الحارس\n• الدوام من 8 إلى 4",
			a, hdmN(1, 40))
		return hdmSec("door-code", "note", t, []string{a})
	},
	// Hebrew office Wi-Fi in a wiki page.
	func() Sample {
		k1, k2 := hdmWifi(), hdmWifi()
		s1, s2 := "Misrad-"+hdmP("5G", "Staff", "Main"), "Misrad-Guest"
		t := fmt.Sprintf("## רשתות אלחוטיות\n\n| רשת | סיסמה | הערות |\n|---|---|---|\n| %s | %s | לעובדים בלבד |\n| %s | %s | מתחלפת כל חודש |\n",
			s1, k1, s2, k2)
		return hdmSec("wifi-key", "markdown", t, []string{k1, k2}, s1, s2)
	},
	// Alarm company call notes, Turkish.
	func() Sample {
		c, word := hdmCode(4, 6), hdmP("lale", "zeytin", "martı", "çınar", "pusula")+hdmDig(2)
		t := fmt.Sprintf("Alarm firması aradı (%s). Yanlış alarmda sorulan parola: %s, panel kodu: %s. Bunlar sadece yöneticilerde kalsın.",
			hdmTime(), word, c)
		return hdmSec("alarm-code", "note", t, []string{word, c})
	},
}
