package main

import (
	"encoding/base64"
	"fmt"
)

// Traps from IT work: placeholders, references, public ids and random-looking non-secrets.

var hdmTrap2Gens = []func() Sample{
	// .env.example with placeholders.
	func() Sample {
		t := fmt.Sprintf("# .env.example — kopyalayıp .env yapın, değerleri kendiniz doldurun\nAPP_ENV=local\nDB_HOST=127.0.0.1\nDB_USERNAME=magaza\nDB_PASSWORD=changeme   # canlıda mutlaka değiştirin\nIYZICO_SECRET_KEY=<iyzico-secret-key>\nMAIL_PASSWORD=\nTELEGRAM_BOT_TOKEN=%s\n",
			hdmP("<bot-token>", "your-token-here", "\"\""))
		return hdmTrap("trap-placeholder", "env", t)
	},
	// YAML with references.
	func() Sample {
		t := fmt.Sprintf("spring:\n  datasource:\n    url: jdbc:postgresql://%s:5432/hr\n    username: hr_app\n    password: ${HR_DB_PASSWORD}\nmail:\n  password: \"{{ vault \"secret/data/mail\" \"password\" }}\"\n# كلمات المرور في Vault فقط\n",
			hdmHost("ar"))
		return hdmTrap("trap-secret-reference", "yaml", t)
	},
	// GitHub Actions secrets references.
	func() Sample {
		t := fmt.Sprintf("jobs:\n  %s:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - name: %s\n        env:\n          SSH_KEY: ${{ secrets.%s }}\n          SLACK_WEBHOOK: ${{ secrets.%s }}\n        run: ./deploy.sh %s\n",
			hdmP("deploy", "release", "prod"), hdmP("פריסה לשרת", "النشر على الخادم", "استقرار روی سرور", "Sunucuya dağıt"),
			hdmP("DEPLOY_SSH_KEY", "PROD_SSH_KEY", "SERVER_KEY"), hdmP("SLACK_WEBHOOK_URL", "SLACK_HOOK", "NOTIFY_WEBHOOK"), hdmP("prod", "staging", "$GITHUB_SHA"))
		return hdmTrap("trap-secret-reference", "yaml", t)
	},
	// Redacted JSON in a ticket.
	func() Sample {
		t := fmt.Sprintf("Talep %s: entegrasyon 401 dönüyor. Gönderilen istek:\n{\n  \"username\": \"%s\",\n  \"password\": \"[REDACTED]\",\n  \"apiKey\": \"****\"\n}\nLog'da değerler maskeleniyor, asıl değerleri kontrol edin.",
			hdmTicket(), hdmUser("tr"))
		return hdmTrap("trap-masked-password", "ticket", t)
	},
	// K8s secretKeyRef.
	func() Sample {
		t := fmt.Sprintf("env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: %s-db\n        key: password\n  - name: SMS_API_KEY\n    valueFrom:\n      secretKeyRef:\n        name: %s\n        key: api-key\n",
			hdmP("erp", "crm", "payroll", "hr"), hdmP("kavenegar", "netgsm", "unifonic", "sms-gateway"))
		return hdmTrap("trap-secret-reference", "yaml", t)
	},
	// Stripe publishable key.
	func() Sample {
		t := fmt.Sprintf("// checkout.js — الدفع في المتجر\nconst stripe = Stripe('pk_live_%s');\n// المفتاح السري على الخادم فقط (STRIPE_SECRET_KEY)\n",
			rnd(alnum, hdmN(24, 99)))
		return hdmTrap("trap-publishable-key", "code", t)
	},
	// AWS ARN and account id.
	func() Sample {
		acct := hdmDig(12)
		t := hdmP(
			fmt.Sprintf("%s: לאמבדה אין הרשאה, תוסיף לרול arn:aws:iam::%s:role/%s את ה-policy של S3", pick(hdmHeNames), acct, hdmP("invoice-processor", "ocr-lambda")),
			fmt.Sprintf("Hesap ID %s, bucket arn:aws:s3:::%s-fatura-arsiv, bölge eu-central-1", acct, hdmP("ornekas", "kayagida")),
			fmt.Sprintf("الحساب %s، الدور arn:aws:iam::%s:role/BackupRole في me-south-1", acct, acct),
		)
		return hdmTrap("trap-arn", "chat", t)
	},
	// Google OAuth client id, secret from env.
	func() Sample {
		cid := hdmDig(12) + "-" + rnd(lower+digits, 32) + ".apps.googleusercontent.com"
		t := fmt.Sprintf("GOOGLE_CLIENT_ID=%s\nGOOGLE_CLIENT_SECRET=${GOOGLE_CLIENT_SECRET}\nGOOGLE_REDIRECT_URI=https://%s/auth/google/callback\n",
			cid, hdmP("portal.daftar.ir", "crm.ornekas.com.tr", "app.hevra.co.il"))
		return hdmTrap("trap-client-id", "env", t)
	},
	// Commit log.
	func() Sample {
		t := fmt.Sprintf("%s Şifre sıfırlama e-postasının Türkçe metni düzeltildi\n%s Rotate DB password via Vault (value not in repo)\n%s הוספת בדיקת אורך סיסמה\n%s رفع نسخه به %d.%d.%d",
			hdmHex(7), hdmHex(7), hdmHex(7), hdmHex(7), hdmN(1, 5), hdmN(0, 20), hdmN(0, 9))
		return hdmTrap("trap-commit-sha", "commit", t)
	},
	// Image digest in deploy log.
	func() Sample {
		t := fmt.Sprintf("[deploy] pulling registry.%s/erp/api:%d.%d.%d\n[deploy] digest: sha256:%s\n[deploy] rollout complete in %ds",
			hdmP("daftar.ir", "ornekas.com.tr", "hevra.co.il"), hdmN(1, 4), hdmN(0, 30), hdmN(0, 9), hdmHex(64), hdmN(10, 90))
		return hdmTrap("trap-image-digest", "log", t)
	},
	// Request and trace ids in a log.
	func() Sample {
		t := fmt.Sprintf("2025-%02d-%02dT%s:%02dZ WARN gateway خطای زمان‌بر در سرویس پرداخت\n  request_id=%s trace_id=%s span_id=%s\n  user=%s duration_ms=%d",
			hdmN(1, 12), hdmN(1, 28), hdmTime(), hdmN(0, 59), hdmUUID(), hdmHex(32), hdmHex(16), hdmUser("fa"), hdmN(3000, 30000))
		return hdmTrap("trap-trace-id", "log", t)
	},
	// SSH public key.
	func() Sample {
		t := fmt.Sprintf("%s: public key'imi sunucuya ekler misin?\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI%s %s@laptop",
			pick(hdmTrNames), rnd(alnum+"+/", 43), hdmUser("tr"))
		return hdmTrap("trap-public-key", "chat", t)
	},
	// Base64 image in HTML signature.
	func() Sample {
		png := base64.StdEncoding.EncodeToString([]byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + rnd(alnum, 60)))
		t := fmt.Sprintf("<table dir=\"rtl\"><tr><td><img src=\"data:image/png;base64,%s\" alt=\"לוגו\"></td><td>%s<br>מחלקת מחשוב</td></tr></table>",
			png, pick(hdmHeNames))
		return hdmTrap("trap-base64-image", "code", t)
	},
	// Password reset done, no value.
	func() Sample {
		t := fmt.Sprintf("تذكرة %s\nالمستخدم: %s\nالإجراء: تم إرسال رابط إعادة تعيين كلمة المرور إلى البريد البديل. لم يتم إرسال كلمة المرور عبر الهاتف حسب السياسة.\nالحالة: مغلقة",
			hdmTicket(), hdmUser("ar"))
		return hdmTrap("trap-password-talk", "ticket", t)
	},
	// Build ids and ticket numbers.
	func() Sample {
		t := fmt.Sprintf("Sprint özeti: %s, %s, %s kapandı. Son build #%d (id %s) prod'a çıktı.",
			hdmTicket(), hdmTicket(), hdmTicket(), hdmN(1000, 9999), rnd(lower+digits, 20))
		return hdmTrap("trap-build-id", "note", t)
	},
	// Telegram bot name and chat id, no token.
	func() Sample {
		t := fmt.Sprintf("ربات سفارش‌ها: @%s_bot\nchat_id گروه: -100%s\nتوکن ربات در Vault ذخیره شده (kv/telegram/orders).",
			hdmP("daftar_orders", "sherkat_notify", "aria_shop"), hdmDig(10))
		return hdmTrap("trap-bot-id", "note", t)
	},
	// Slack ids.
	func() Sample {
		t := fmt.Sprintf("Bildirimler kanal %s'ye gidiyor, bot kullanıcısı %s, workspace %s. Token'ı Slack admin panelinden alırsınız.",
			"C0"+rnd(upper+digits, 9), "U0"+rnd(upper+digits, 9), "T0"+rnd(upper+digits, 8))
		return hdmTrap("trap-slack-id", "chat", t)
	},
	// Payment callback URL.
	func() Sample {
		t := fmt.Sprintf("iyzico panelinde callback URL: https://www.%s.com.tr/odeme/callback\nBildirim URL: https://www.%s.com.tr/api/iyzico/webhook (imza doğrulaması açık)",
			hdmP("kayagida", "aksoyev"), hdmP("kayagida", "aksoyev"))
		return hdmTrap("trap-callback-url", "note", t)
	},
	// RTL theme colours.
	func() Sample {
		t := fmt.Sprintf(":root {\n  --primary: #%s;\n  --accent: #%s;\n  --font: 'Vazirmatn', 'Heebo', sans-serif;\n}\nbody { direction: rtl; }\n",
			rnd("0123456789ABCDEF", 6), rnd("0123456789ABCDEF", 6))
		return hdmTrap("trap-colour", "code", t)
	},
	// Password prompt without value.
	func() Sample {
		t := fmt.Sprintf("$ mysql -h %s -u root -p\nEnter password:\nWelcome to the MySQL monitor.  Commands end with ; or \\g.\nmysql> \\q\nBye\n$ sudo passwd %s\nNew password:\nRetype new password:\npasswd: password updated successfully",
			hdmHost("tr"), hdmUser("tr"))
		return hdmTrap("trap-password-prompt", "shell", t)
	},
	// Auth failure log.
	func() Sample {
		t := fmt.Sprintf("%s FATAL:  password authentication failed for user \"hr_app\"\n%s DETAIL:  Connection matched pg_hba.conf line 98: \"host all all 10.0.0.0/8 scram-sha-256\"\nMySQL: Access denied for user 'erp'@'%s' (using password: YES)",
			hdmTime(), hdmTime(), hdmHost("ar"))
		return hdmTrap("trap-auth-log", "log", t)
	},
	// Vault reference in config.
	func() Sample {
		t := fmt.Sprintf("[database]\nhost = %s\nuser = payroll\npassword = vault:secret/data/payroll#db_password\n; הסיסמה נמשכת מ-Vault בזמן עלייה\n",
			hdmHost("he"))
		return hdmTrap("trap-secret-reference", "ini", t)
	},
	// Inventory with serials and MACs.
	func() Sample {
		mac := func() string {
			return hdmHex(2) + ":" + hdmHex(2) + ":" + hdmHex(2) + ":" + hdmHex(2) + ":" + hdmHex(2) + ":" + hdmHex(2)
		}
		t := fmt.Sprintf("cihaz,seri_no,mac,zimmet\nLaptop Dell 5440,%s,%s,%s\nYazıcı Canon,%s,%s,Muhasebe\nModem ZTE,%s,%s,Ofis\n",
			rnd(upper+digits, 7), mac(), hdmUser("tr"), rnd(upper+digits, 10), mac(), "ZTE"+rnd(upper+digits, 12), mac())
		return hdmTrap("trap-serial-number", "csv", t)
	},
	// 2FA setup instructions without a seed.
	func() Sample {
		t := hdmP(
			"2FA kurulumu: Google Authenticator'ı indirin, portalda \"Güvenlik > İki adımlı doğrulama\" menüsünden QR kodu okutun. Yedek kodları çıktı alıp kasaya koyun.",
			"הפעלת אימות דו-שלבי: פותחים את Microsoft Authenticator, סורקים את ה-QR במסך ההגדרות. קודי הגיבוי נשמרים במעטפה בכספת.",
			"لتفعيل التحقق الثنائي: افتح تطبيق المصادقة وامسح رمز QR من صفحة الإعدادات، واحتفظ برموز الاسترداد في مكان آمن.",
		)
		return hdmTrap("trap-2fa-talk", "wiki", t)
	},
	// UUIDs as ids in a JSON API response.
	func() Sample {
		t := fmt.Sprintf("{\n  \"tenantId\": \"%s\",\n  \"employeeId\": \"%s\",\n  \"name\": \"%s\",\n  \"department\": \"%s\",\n  \"createdAt\": \"2025-%02d-%02dT09:%02d:00+03:00\"\n}",
			hdmUUID(), hdmUUID(), hdmP("محمد القحطاني", "Ayşe Demir", "נועה לוי", "مریم رضایی"), hdmP("المالية", "Muhasebe", "כספים", "مالی"), hdmN(1, 12), hdmN(1, 28), hdmN(0, 59))
		return hdmTrap("trap-uuid", "json", t)
	},
	// Webhook endpoint described, no URL.
	func() Sample {
		t := hdmP(
			"Teams kanalına bildirim için Incoming Webhook bağlayıcısı ekledik, URL'yi Key Vault'a koydum (adı: teams-it-webhook).",
			"הוספנו webhook לערוץ ב-Slack, ה-URL שמור ב-1Password תחת \"Slack – התראות\".",
			"تمت إضافة webhook لقناة الديسكورد، والرابط محفوظ في إعدادات الخادم فقط.",
		)
		return hdmTrap("trap-webhook-reference", "chat", t)
	},
	// Version and hash talk in Persian.
	func() Sample {
		t := fmt.Sprintf("نسخه جدید نرم‌افزار حسابداری %d.%d.%d منتشر شد.\nMD5: %s\nلطفاً قبل از نصب هش رو چک کنید.",
			hdmN(1, 9), hdmN(0, 20), hdmN(0, 99), hdmHex(32))
		return hdmTrap("trap-checksum", "note", t)
	},
	// Masked AWS key in an alert.
	func() Sample {
		t := fmt.Sprintf("GuardDuty uyarısı: kullanıcı %s için erişim anahtarı devre dışı bırakıldı (AKIA****************). Yeni anahtar IAM üzerinden oluşturulacak, kimseye mesajla gönderilmeyecek.",
			hdmUser("tr"))
		return hdmTrap("trap-masked-key", "mail", t)
	},
}
