package main

import "fmt"

// IT tickets, chats and shell sessions in the four languages.

var hdmITGens = []func() Sample{
	// Turkish: AD temp password in a ticket.
	func() Sample {
		pw, user, tk := hdmPw(), hdmUser("tr"), hdmTicket()
		t := fmt.Sprintf("Talep: %s\nKonu: Hesap kilitlendi\nKullanıcı: %s\nÇözüm: Hesabın kilidi açıldı, geçici şifre %s olarak ayarlandı. İlk girişte değiştirmesi istendi.\nDurum: Çözüldü",
			tk, user, pw)
		return hdmSec("ad-password", "ticket", t, []string{pw}, user, tk)
	},
	// Turkish: FortiClient VPN creds in chat.
	func() Sample {
		pw, user := hdmPw(), hdmUser("tr")
		host := hdmHost("tr")
		asker := pick(hdmTrNames)
		t := fmt.Sprintf("%s: evden bağlanamıyorum\n%s: FortiClient'ta sunucu %s, port 10443\nkullanıcı %s şifre %s\n%s: oldu sağol",
			asker, hdmP("IT", "Gökhan (IT)", "Cem"), host, user, pw, asker)
		return hdmSec("vpn-password", "chat", t, []string{pw}, host, user)
	},
	// Arabic: new employee mailbox.
	func() Sample {
		pw := hdmPw()
		mail := hdmUser("ar") + "@" + hdmP("company.sa", "alnoor.ae", "gulf-est.com")
		tk := hdmTicket()
		t := fmt.Sprintf("رقم الطلب: %s\nتم إنشاء البريد الإلكتروني للموظف الجديد:\n%s\nكلمة المرور المؤقتة: %s\nيرجى تفعيل المصادقة الثنائية خلال ٧ أيام.",
			tk, mail, pw)
		return hdmSec("email-password", "ticket", t, []string{pw}, mail, tk)
	},
	// Arabic: SAP password in chat.
	func() Sample {
		pw, user := hdmPw(), hdmUser("ar")
		t := fmt.Sprintf("%s: أستاذ %s، يوزر SAP حقك جاهز: %s والباس %s\nلا تنسى تغيره أول ما تدخل\n%s: جزاك الله خير",
			pick(hdmArNames), hdmP("فيصل", "سلطان", "عمر"), user, pw, pick(hdmArNames))
		return hdmSec("erp-password", "chat", t, []string{pw}, user)
	},
	// Hebrew: Priority ERP reset ticket.
	func() Sample {
		pw, user, tk := hdmPw(), hdmUser("he"), hdmTicket()
		t := fmt.Sprintf("קריאה %s – איפוס סיסמה בפריוריטי\nמשתמש: %s\nבוצע איפוס. סיסמה חדשה: %s\nנא לסגור את הקריאה אחרי אישור המשתמש.",
			tk, user, pw)
		return hdmSec("erp-password", "ticket", t, []string{pw}, user, tk)
	},
	// Hebrew: AWS keys in Slack.
	func() Sample {
		id, sec := hdmAWSID(), hdmAWSSecret()
		t := fmt.Sprintf("%s: תשתמש בזה בינתיים עד שנסדר IAM role\nAccess key: %s\nSecret: %s\n%s: 👍 אמחק אחרי הדמו",
			pick(hdmHeNames), id, sec, pick(hdmHeNames))
		return hdmSec("aws-key", "chat", t, []string{id, sec})
	},
	// Persian: Telegram bot token for the office notifier.
	func() Sample {
		tok := hdmTelegram()
		t := fmt.Sprintf("ربات اطلاع‌رسانی سفارش‌ها رو با BotFather ساختم.\nتوکن: %s\nچت آیدی گروه رو هم تو کانفیگ گذاشتم. لطفاً تو گروه عمومی نفرستید.",
			tok)
		return hdmSec("telegram-bot-token", "chat", t, []string{tok})
	},
	// Persian: MikroTik router ticket.
	func() Sample {
		pw := hdmStrong(hdmN(10, 16))
		host := hdmHost("fa")
		t := fmt.Sprintf("تیکت %s\nموضوع: قطعی اینترنت طبقه دوم\nروتر میکروتیک (%s) ریست شد. ورود با Winbox:\nuser: admin\npassword: %s\nلطفاً بعد از رفع مشکل رمز رو عوض کنید.",
			hdmTicket(), host, pw)
		return hdmSec("router-password", "ticket", t, []string{pw}, host)
	},
	// Turkish: GitHub token for CI in chat.
	func() Sample {
		tok := hdmGHToken()
		dev := hdmP("Emre", "Burak", "Deniz")
		t := fmt.Sprintf("%s: pipeline private repo'yu çekemiyor\n%s: şu token'ı secret olarak ekle: %s\n%s: ekledim, yeşil ✅",
			dev, hdmP("Cem", "Selin"), tok, dev)
		return hdmSec("github-token", "chat", t, []string{tok})
	},
	// Arabic: Tap/Stripe secret key in a mail.
	func() Sample {
		key := hdmStripe()
		t := fmt.Sprintf("الموضوع: ربط بوابة الدفع بالمتجر\n\nمرحباً %s،\nهذا المفتاح السري لحساب الدفع (بيئة الإنتاج):\n%s\nأرجو عدم رفعه على GitHub، ضعه في متغيرات البيئة فقط.\n\nتحياتي",
			hdmP("م. يوسف", "فريق التطوير", "خالد"), key)
		return hdmSec("payment-secret-key", "mail", t, []string{key})
	},
	// Hebrew: Slack bot token in a Jira comment.
	func() Sample {
		tok := hdmSlackBot()
		t := fmt.Sprintf("[%s] תגובה מאת %s:\nהבוט של ההתראות הפסיק לעבוד כי הטוקן בוטל. הנה החדש: %s\nעדכנתי גם ב-Vault, צריך רק restart לשירות.",
			hdmTicket(), pick(hdmHeNames), tok)
		return hdmSec("slack-token", "ticket", t, []string{tok})
	},
	// Turkish: mysql shell session.
	func() Sample {
		pw, host := hdmURLPw(), hdmHost("tr")
		t := fmt.Sprintf("$ mysql -h %s -u muhasebe_app -p'%s' logo_db\nmysql: [Warning] Using a password on the command line interface can be insecure.\nmysql> SELECT COUNT(*) FROM faturalar WHERE tarih > '2025-01-01';\n+----------+\n| COUNT(*) |\n+----------+\n|     %d |\n+----------+",
			host, pw, hdmN(1000, 9999))
		return hdmSec("db-password", "shell", t, []string{pw}, host)
	},
	// Arabic: sshpass in a runbook.
	func() Sample {
		pw, host := hdmURLPw(), hdmHost("ar")
		t := fmt.Sprintf("# نسخ احتياطي يومي – خادم الفرع\nsshpass -p '%s' rsync -avz /data/backup/ backup@%s:/srv/backup/\n# ملاحظة: نقلها إلى مفتاح SSH لاحقاً",
			pw, host)
		return hdmSec("ssh-password", "shell", t, []string{pw}, host)
	},
	// Persian: log with bearer JWT.
	func() Sample {
		jwt := hdmJWT()
		t := fmt.Sprintf("2025-%02d-%02d %s ERROR [payment-gw] upstream 401 from shaparak proxy\n  request: POST /api/v1/settle\n  headers: {\"Authorization\": \"Bearer %s\", \"X-Request-Id\": \"%s\"}\n  retry: 3/3",
			hdmN(1, 12), hdmN(1, 28), hdmTime(), jwt, hdmUUID())
		return hdmSec("bearer-token", "log", t, []string{jwt})
	},
	// Hebrew: curl with OpenAI key.
	func() Sample {
		key := hdmOpenAI()
		t := fmt.Sprintf("ניסיתי ככה וזה מחזיר 429, מישהו יודע למה?\n```\ncurl https://api.openai.com/v1/chat/completions \\\n  -H \"Authorization: Bearer %s\" \\\n  -H \"Content-Type: application/json\" \\\n  -d '{\"model\": \"gpt-4o-mini\", \"messages\": [{\"role\": \"user\", \"content\": \"שלום\"}]}'\n```",
			key)
		return hdmSec("openai-key", "chat", t, []string{key})
	},
	// Turkish: SendGrid key in a mail.
	func() Sample {
		key := hdmSendgrid()
		t := fmt.Sprintf("Merhaba %s,\n\nKampanya mailleri için SendGrid API anahtarını oluşturdum (sadece Mail Send yetkisi var):\n\n%s\n\nGönderici domain doğrulaması tamam.\n\nSelamlar",
			hdmP("Elif", "pazarlama ekibi", "Zeynep"), key)
		return hdmSec("sendgrid-key", "mail", t, []string{key})
	},
	// Arabic: Alibaba Cloud AccessKey pair.
	func() Sample {
		id, sec := hdmAliID(), rnd(alnum, 30)
		t := fmt.Sprintf("بيانات الوصول لحساب Alibaba Cloud (منطقة الرياض):\nAccessKey ID: %s\nAccessKey Secret: %s\nالصلاحيات: OSS فقط. سيتم تدويرها نهاية الشهر.",
			id, sec)
		return hdmSec("alibaba-key", "chat", t, []string{id, sec})
	},
	// Persian: ArvanCloud API key.
	func() Sample {
		key := hdmUUID()
		t := fmt.Sprintf("برای پاک کردن کش CDN:\ncurl -X DELETE https://napi.arvancloud.ir/cdn/4.0/domains/%s/caching?purge=all \\\n  -H \"Authorization: Apikey %s\"\nاین کلید API دسترسی کامل داره، جایی پخشش نکنید.",
			hdmP("example.ir", "sherkat.ir", "shop.daftar.ir"), key)
		return hdmSec("cdn-api-key", "shell", t, []string{key})
	},
	// Turkish: TOTP seed for a shared admin account.
	func() Sample {
		seed := hdmTOTP()
		acct := hdmP("admin@ornekas.com.tr", "it@holding.com.tr", "destek@sirket.com.tr")
		t := fmt.Sprintf("Ortak yönetici hesabı için 2FA: Authenticator'a elle ekleyin.\nHesap: %s\nGizli anahtar: %s\n(otpauth://totp/Ornek:%s?secret=%s&issuer=Ornek)",
			acct, seed, acct, seed)
		return hdmSec("totp-seed", "note", t, []string{seed}, acct)
	},
	// Hebrew: Google Workspace recovery codes.
	func() Sample {
		st := rng.IntN(3)
		a, b, c := hdmRecovery(st), hdmRecovery(st), hdmRecovery(st)
		t := fmt.Sprintf("קודי גיבוי לחשבון האדמין של Google Workspace (כל קוד חד פעמי):\n1. %s\n2. %s\n3. %s\nהשאר מודפסים בכספת.",
			a, b, c)
		return hdmSec("recovery-code", "note", t, []string{a, b, c})
	},
	// Arabic: Office licence key.
	func() Sample {
		key := hdmLicence()
		t := fmt.Sprintf("تم تسليم اللابتوب الجديد لـ %s.\nمفتاح ترخيص Office 2021: %s\nالرجاء عدم استخدامه على جهاز آخر.",
			pick(hdmArNames), key)
		return hdmSec("licence-key", "ticket", t, []string{key})
	},
	// Persian: SSH private key pasted in chat.
	func() Sample {
		ossh := rng.IntN(2) == 0
		kind, file := "RSA PRIVATE KEY", "id_rsa"
		if ossh {
			kind, file = "OPENSSH PRIVATE KEY", "id_ed25519"
		}
		body := hdmKeyBody(hdmN(4, 7), ossh)
		t := fmt.Sprintf("این کلید سرور تست هست، بذارش تو ~/.ssh/%s:\n-----BEGIN %s-----\n%s\n-----END %s-----\nبعد chmod 600 یادت نره.",
			file, kind, body, kind)
		return hdmSec("private-key", "chat", t, []string{body})
	},
	// Turkish: Slack webhook for alerts.
	func() Sample {
		hook := hdmSlackHook()
		t := fmt.Sprintf("Zabbix alarmlarını #%s kanalına düşürmek için webhook:\n%s\nMedia type'a ekledim, test mesajı geldi.",
			hdmP("alarmlar", "noc", "sunucu-izleme"), hook)
		return hdmSec("webhook-url", "chat", t, []string{hook})
	},
	// Hebrew: Teams webhook in a ticket.
	func() Sample {
		hook := hdmTeamsHook()
		t := fmt.Sprintf("קריאה %s: לחבר את ההתראות מהגיבוי לערוץ IT ב-Teams\nה-webhook שנוצר:\n%s\nסטטוס: בטיפול",
			hdmTicket(), hook)
		return hdmSec("webhook-url", "ticket", t, []string{hook})
	},
	// Arabic: Gemini key.
	func() Sample {
		key := hdmGoogleKey()
		t := fmt.Sprintf("%s: مفتاح Gemini API للمشروع الداخلي: %s\nالحد اليومي محدد، لا تستخدمه في التطبيق العام.",
			pick(hdmArNames), key)
		return hdmSec("google-api-key", "chat", t, []string{key})
	},
	// Persian: GitLab token.
	func() Sample {
		tok := hdmGitlab()
		t := fmt.Sprintf("برای clone از گیت‌لب داخلی:\ngit clone https://oauth2:%s@gitlab.%s/erp/backend.git\nتوکن فقط read_repository داره.",
			tok, hdmP("daftar.ir", "sherkat.local", "dev.tehran-office.ir"))
		return hdmSec("gitlab-token", "shell", t, []string{tok})
	},
	// Turkish: Discord webhook for a team channel.
	func() Sample {
		hook := hdmDiscordHook()
		t := fmt.Sprintf("Oyun stüdyosu build bildirimi: Jenkins sonunda şu webhook'a POST atıyor -> %s\nbuild no, branch ve süre gidiyor.",
			hook)
		return hdmSec("webhook-url", "chat", t, []string{hook})
	},
}
