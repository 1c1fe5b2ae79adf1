package main

// Passwords, PINs, Wi-Fi keys, TOTP seeds and recovery codes written in prose, mostly in
// Arabic, Hebrew, Persian, Turkish, Greek, Swahili and Amharic.

import (
	"fmt"
	"strings"
)

func hbhProseGens() []hbhGen {
	return []hbhGen{
		{40, hbhPwProseSample},
		{16, hbhWifiSample},
		{20, hbhPinSample},
		{14, hbhTotpSample},
	}
}

func hbhPwProseSample() Sample {
	pw := hbhPw()
	svc := hbhPick([]string{"e-Devlet", "Absher", "Turkcell Online İşlemler", "Moodle", "the ERP", "İş Bankası internet şubesi", "KRA iTax", "Safaricom portal", "myGov.gr (TAXISnet)", "Bit", "Paybox", "Jumia seller center", "SAP", "the VPN", "Outlook"})
	c := "password-prose"
	switch rng.IntN(26) {
	case 0:
		return hbhS(c, "chat", fmt.Sprintf("كلمة السر الجديدة لـ %s هي %s", svc, pw), pw)
	case 1:
		return hbhS(c, "chat", fmt.Sprintf("%s şifrem %s, unutursam buraya bakarım", svc, pw), pw)
	case 2:
		return hbhS(c, "chat", fmt.Sprintf("הסיסמא ל%s זה %s", svc, pw), pw)
	case 3:
		return hbhS(c, "chat", fmt.Sprintf("رمز عبور %s رو عوض کردم: %s", svc, pw), pw)
	case 4:
		return hbhS(c, "chat", fmt.Sprintf("Ο κωδικός για το %s είναι %s", svc, pw), pw)
	case 5:
		return hbhS(c, "chat", fmt.Sprintf("Nenosiri la %s ni %s usimwambie mtu", svc, pw), pw)
	case 6:
		return hbhS(c, "chat", fmt.Sprintf("የ%s የይለፍ ቃል %s ነው", svc, pw), pw)
	case 7:
		return hbhS(c, "chat", fmt.Sprintf("parola olarak %s koydum, büyük harf ve sembol var", pw), pw)
	case 8:
		keep := "غداً نجتمع الساعة العاشرة"
		return hbhK(c, "notes", fmt.Sprintf("ملاحظات:\n- %s\n- حساب البريد: info@%s\n- الرمز: %s", keep, hbhPick([]string{"shop.sa", "matjar.jo", "souq-online.ae"}), pw), []string{keep}, pw)
	case 9:
		return hbhS(c, "chat", fmt.Sprintf("Anne, %s şifresi %s — kimseye verme olur mu", svc, pw), pw)
	case 10:
		return hbhS(c, "chat", fmt.Sprintf("pw: %s", pw), pw)
	case 11:
		return hbhS(c, "chat", fmt.Sprintf("the password for %s is now %s (changed after the audit)", svc, pw), pw)
	case 12:
		return hbhS(c, "chat", fmt.Sprintf("גם הסיסמה של המייל של אבא: %s", pw), pw)
	case 13:
		return hbhS(c, "chat", fmt.Sprintf("گذرواژه‌ی ایمیل دانشگاه: %s", pw), pw)
	case 14:
		return hbhS(c, "chat", fmt.Sprintf("συνθηματικό: %s (το άλλαξα χθες)", pw), pw)
	case 15:
		return hbhS(c, "chat", fmt.Sprintf("Nywila mpya ya %s: %s", svc, pw), pw)
	case 16:
		keep := "ሰኞ ጠዋት ሪፖርት መላክ"
		return hbhK(c, "notes", fmt.Sprintf("%s\nየኢሜል ይለፍ ቃል — %s", keep, pw), []string{keep}, pw)
	case 17:
		return hbhS(c, "email", fmt.Sprintf("Sayın Öğrencimiz,\n\n%s hesabınızın geçici parolası: %s\nİlk girişte değiştirmeniz gerekmektedir.\n\nBilgi İşlem Daire Başkanlığı", svc, pw), pw)
	case 18:
		return hbhS(c, "chat", fmt.Sprintf("\"%s\" — this is the pass for %s, don't paste it in the group", pw, svc), pw)
	case 19:
		return hbhS(c, "chat", fmt.Sprintf("الباسورد %s", pw), pw)
	case 20:
		return hbhS(c, "chat", fmt.Sprintf("şifre=%s", pw), pw)
	case 21:
		return hbhS(c, "chat", fmt.Sprintf("Password ya %s ni %s, ukibadilisha niambie", svc, pw), pw)
	case 22:
		return hbhS(c, "chat", fmt.Sprintf("کلمه عبور وای‌پی‌ان شرکت %s است", pw), pw)
	case 23:
		keep := "Η συνάντηση μεταφέρθηκε για Τρίτη."
		return hbhK(c, "notes", fmt.Sprintf("%s\nΚωδικός πρόσβασης %s: %s", keep, svc, pw), []string{keep}, pw)
	case 24:
		return hbhS(c, "chat", fmt.Sprintf("my %s password: %s", strings.ToLower(svc), pw), pw)
	default:
		return hbhS(c, "chat", fmt.Sprintf("סיסמה: %s\nמשתמש: תעודת זהות שלך", pw), pw)
	}
}

func hbhWifiSample() Sample {
	ssid := hbhPick([]string{"Turkcell-Superonline_5G", "TurkTelekom_T" + hbhRnd(digits, 4), "STC_" + hbhRnd(upper+digits, 4), "Bezeq-" + hbhRnd(digits, 3), "Irancell-TD-" + hbhRnd(upper+digits, 4), "COSMOTE-" + hbhRnd(digits, 6), "Safaricom Home " + hbhRnd(digits, 3), "ethio_telecom_" + hbhRnd(digits, 2), "Cafe_Yasmin", "Misafir", "Ofis-Kat2"})
	pw := hbhPick([]string{hbhHumanPw(), hbhRnd(alnum, 12), hbhRnd(digits, 10), strings.ToLower(hbhPick(hbhPwWords)) + hbhRnd(digits, 4)})
	c := "wifi-password"
	switch rng.IntN(10) {
	case 0:
		return hbhS(c, "chat", fmt.Sprintf("Wi-Fi: %s\nşifre: %s", ssid, pw), pw)
	case 1:
		return hbhS(c, "chat", fmt.Sprintf("باسورد الواي فاي %s هو %s", ssid, pw), pw)
	case 2:
		return hbhS(c, "chat", fmt.Sprintf("הסיסמה לוויפי (%s): %s", ssid, pw), pw)
	case 3:
		return hbhS(c, "chat", fmt.Sprintf("رمز وای‌فای خونه: %s", pw), pw)
	case 4:
		return hbhS(c, "chat", fmt.Sprintf("WiFi %s, κωδικός %s", ssid, pw), pw)
	case 5:
		return hbhS(c, "chat", fmt.Sprintf("Nenosiri la WiFi ni %s (mtandao: %s)", pw, ssid), pw)
	case 6:
		return hbhS(c, "chat", fmt.Sprintf("የዋይፋይ ይለፍ ቃል: %s", pw), pw)
	case 7:
		return hbhS(c, "notes", fmt.Sprintf("WIFI:T:WPA;S:%s;P:%s;;", ssid, pw), pw)
	case 8:
		keep := "Kahvaltı 08:00-10:30 arası"
		return hbhK(c, "notes", fmt.Sprintf("Misafirlerimiz için\n%s\nAğ: %s  Şifre: %s", keep, ssid, pw), []string{keep}, pw)
	default:
		return hbhS(c, "chat", fmt.Sprintf("wifi pass is %s", pw), pw)
	}
}

func hbhPinSample() Sample {
	four := hbhRnd(digits, 4)
	six := hbhRnd(digits, 6)
	c := "pin-code"
	switch rng.IntN(14) {
	case 0:
		v := hbhAr(four)
		return hbhS(c, "chat", fmt.Sprintf("الرقم السري لبطاقة الصراف %s", v), v)
	case 1:
		v := hbhFa(six)
		return hbhS(c, "chat", fmt.Sprintf("رمز دوم کارت بانک ملت: %s", v), v)
	case 2:
		return hbhS(c, "chat", fmt.Sprintf("kapı şifresi %s# , alarm kodu %s", four, six), four, six)
	case 3:
		return hbhS(c, "chat", fmt.Sprintf("הקוד לדלת בבניין %s, ולכספת %s", four, six), four, six)
	case 4:
		return hbhS(c, "sms", fmt.Sprintf("PIN yangu ya M-Pesa ni %s, ukitoa pesa kwa wakala tumia hiyo", four), four)
	case 5:
		return hbhS(c, "chat", fmt.Sprintf("ο κωδικός της πόρτας είναι %s και του συναγερμού %s", four, six), four, six)
	case 6:
		v := hbhAr(six)
		return hbhS(c, "chat", fmt.Sprintf("رمز الخزنة في المحل: %s", v), v)
	case 7:
		return hbhS(c, "chat", fmt.Sprintf("kartın şifresi %s, market alışverişi için kullan", four), four)
	case 8:
		return hbhS(c, "chat", fmt.Sprintf("የኤቲኤም ሚስጥራዊ ቁጥሩ %s ነው", four), four)
	case 9:
		v := hbhFa(four)
		return hbhS(c, "chat", fmt.Sprintf("کد در پارکینگ %s", v), v)
	case 10:
		return hbhS(c, "notes", fmt.Sprintf("Gate code: %s*\nLocker 12 combo %s", four, six[:3]), four, six[:3])
	case 11:
		puk := hbhRnd(digits, 8)
		return hbhS(c, "chat", fmt.Sprintf("Turkcell SIM PIN %s, PUK %s", four, puk), four, puk)
	case 12:
		keep := "Baba, ilaçlarını unutma"
		return hbhK(c, "chat", fmt.Sprintf("%s\nbanka kartı şifresi %s", keep, four), []string{keep}, four)
	default:
		return hbhS(c, "chat", fmt.Sprintf("namba ya siri ya kadi ni %s", four), four)
	}
}

func hbhTotpSample() Sample {
	seed := hbhB32(hbhPick([]int{16, 32}))
	issuer := hbhPick([]string{"Binance TR", "GitLab", "Paribu", "Nobitex", "Bank Hapoalim", "AWS", "Cloudflare", "Kraken"})
	acct := hbhPick([]string{"ops@yazilim.com.tr", "it@bank.co.il", "admin@duka.co.ke", "noc@telco.gr"})
	c := "totp-recovery"
	switch rng.IntN(9) {
	case 0:
		return hbhS(c, "notes", fmt.Sprintf("otpauth://totp/%s:%s?secret=%s&issuer=%s", strings.ReplaceAll(issuer, " ", "%20"), acct, seed, strings.ReplaceAll(issuer, " ", "%20")), seed)
	case 1:
		return hbhS(c, "chat", fmt.Sprintf("2FA kurulum anahtarı (%s): %s", issuer, seed), seed)
	case 2:
		return hbhS(c, "chat", fmt.Sprintf("مفتاح المصادقة الثنائية لحساب %s هو %s", issuer, seed), seed)
	case 3:
		spaced := ""
		for i := 0; i < len(seed); i += 4 {
			if i > 0 {
				spaced += " "
			}
			spaced += strings.ToLower(seed[i : i+4])
		}
		return hbhS(c, "chat", fmt.Sprintf("Google Authenticator setup key for %s: %s", issuer, spaced), spaced)
	case 4:
		codes := hbhRecovery(8)
		return hbhS(c, "notes", fmt.Sprintf("%s recovery codes:\n%s\nKeep these somewhere safe.", issuer, strings.Join(codes, "\n")), codes...)
	case 5:
		codes := hbhRecovery(6)
		return hbhS(c, "chat", fmt.Sprintf("קודי שחזור ל-%s: %s", issuer, strings.Join(codes, ", ")), codes...)
	case 6:
		codes := hbhRecovery(5)
		return hbhS(c, "notes", fmt.Sprintf("کدهای بازیابی %s:\n- %s", issuer, strings.Join(codes, "\n- ")), codes...)
	case 7:
		return hbhS(c, "chat", fmt.Sprintf("TOTP seed ya %s: %s", issuer, seed), seed)
	default:
		codes := hbhRecovery(4)
		return hbhS(c, "chat", fmt.Sprintf("κωδικοί ανάκτησης %s: %s", issuer, strings.Join(codes, " ")), codes...)
	}
}
