package main

import "fmt"

// Variants of four shapes in this part's setting: a Discord bot token, "login is user / pw",
// a key split over two lines, a service account's private_key_id in prose; with their traps.

func hdmSplit(s string) (string, string) {
	i := len(s)/2 + hdmN(-3, 3)
	return s[:i], s[i:]
}

func hdmSAEmail() string {
	return hdmP("erp-sync", "sheets-bot", "backup-runner", "crm-export") + "@" + hdmP("misrad-prod", "daftar-erp", "ornekas-bulut", "alnoor-data") + "-" + hdmDig(6) + ".iam.gserviceaccount.com"
}

var hdmShapeGens = []func() Sample{
	// Discord bot token in a Turkish chat.
	func() Sample {
		tok := hdmDiscordToken()
		t := fmt.Sprintf("%s: ofis discord sunucusundaki vardiya botu çöktü, tokeni sıfırladım\n%s: yenisini at\n%s: %s\n%s: tamam sunucuya girdim, restart ediyorum",
			hdmP("Emre", "Deniz"), hdmP("Cem", "Burak"), hdmP("Emre", "Deniz"), tok, hdmP("Cem", "Burak"))
		return hdmSec("discord-bot-token", "chat", t, []string{tok})
	},
	// Discord bot token in an Arabic .env.
	func() Sample {
		tok := hdmDiscordToken()
		gid := string(digits[1+rng.IntN(9)]) + hdmDig(18)
		t := fmt.Sprintf("# بوت الدعم الفني لمجتمع اللاعبين\nDISCORD_TOKEN=%s\nGUILD_ID=%s\nPREFIX=!\nLANG=ar\n", tok, gid)
		return hdmSec("discord-bot-token", "env", t, []string{tok}, gid)
	},
	// Discord bot token in Hebrew-commented Python.
	func() Sample {
		tok := hdmDiscordToken()
		t := fmt.Sprintf("import discord\n\nintents = discord.Intents.default()\nclient = discord.Client(intents=intents)\n\n# הבוט של צוות התמיכה\nclient.run(\"%s\")\n", tok)
		return hdmSec("discord-bot-token", "code", t, []string{tok})
	},
	// "login is user / pw" in a chat line, four languages.
	func() Sample {
		user := hdmP("admin", "administrator", "yonetici", "support", "it-admin", hdmUser("tr"))
		pw := hdmPw()
		t := hdmP(
			fmt.Sprintf("%s: yazıcının web paneline giriş: login %s / %s", pick(hdmTrNames), user, pw),
			fmt.Sprintf("%s: كاميرات المراقبة، اللوجن %s / %s", pick(hdmArNames), user, pw),
			fmt.Sprintf("%s: הלוגין ל-NAS הוא %s / %s", pick(hdmHeNames), user, pw),
			fmt.Sprintf("%s: لاگین سانترال: %s / %s", pick(hdmFaNames), user, pw),
			fmt.Sprintf("%s: the login is %s / %s (Synology, 2. kat)", pick(hdmTrNames), user, pw),
		)
		return hdmSec("login-password", "chat", t, []string{pw}, user)
	},
	// "login: user / pw" in a YAML block.
	func() Sample {
		user := hdmP("admin", "root", "operator", hdmUser("ar"), hdmUser("fa"))
		pw := hdmPw()
		t := fmt.Sprintf("cihazlar:\n  - ad: %s\n    ip: 10.%d.%d.%d\n    login: %s / %s\n    not: %s\n",
			hdmP("Hikvision NVR", "FortiGate 60F", "Canon iR-ADV", "UniFi Controller"), hdmN(0, 40), hdmN(0, 255), hdmN(2, 250), user, pw,
			hdmP("bina girişi", "دفتر تهران", "مكتب الرياض", "קומה 3"))
		return hdmSec("login-password", "yaml", t, []string{pw}, user)
	},
	// Token split over two lines in a chat.
	func() Sample {
		full := hdmP(hdmGHToken(), hdmSendgrid(), hdmStripe(), hdmOpenAI(), hdmAWSSecret())
		a, b := hdmSplit(full)
		t := hdmP(
			fmt.Sprintf("telefondan kopyalarken ikiye bölündü, birleştirip kullan:\n%s\n%s\n", a, b),
			fmt.Sprintf("המפתח ארוך אז שלחתי בשתי שורות, תחבר בלי רווח:\n%s\n%s", a, b),
			fmt.Sprintf("المفتاح انقسم على سطرين، ادمجهم:\n%s\n%s", a, b),
			fmt.Sprintf("کلید API (دو خط، بدون فاصله بچسبونید):\n%s\n%s", a, b),
		)
		return hdmSec("split-key", "chat", t, []string{a, b})
	},
	// Key split across two lines in a mail or note, with a label.
	func() Sample {
		full := hdmP(hdmSlackBot(), hdmJWT(), hdmAzureKey(), rnd(alnum, 64))
		a, b := hdmSplit(full)
		t := fmt.Sprintf("%s\n\n%s\n%s\n\n%s",
			hdmP("Konu: entegrasyon anahtarı\nMerhaba, API secret aşağıda (satır sonunu silin):", "נושא: מפתח API לספק\nשלום, הנה ה-secret (השורה נשברה במייל):", "الموضوع: مفتاح الربط\nمرحباً، هذا الـ secret (انكسر السطر في البريد):"),
			a, b, hdmP("İyi çalışmalar", "תודה", "مع التحية"))
		return hdmSec("split-key", "mail", t, []string{a, b})
	},
	// private_key_id quoted in prose.
	func() Sample {
		kid := hdmHex(40)
		sa := hdmSAEmail()
		t := hdmP(
			fmt.Sprintf("Servis hesabı %s için oluşturulan anahtarın private_key_id'si %s, eski JSON'u silin.", sa, kid),
			fmt.Sprintf("حساب الخدمة %s: قيمة private_key_id هي %s، يرجى إلغاء المفتاح القديم.", sa, kid),
			fmt.Sprintf("ה-private_key_id של %s הוא %s, תעדכנו את הקובץ בשרת.", sa, kid),
			fmt.Sprintf("private_key_id سرویس‌اکانت %s برابر %s است؛ فایل قبلی را پاک کنید.", sa, kid),
		)
		return hdmSec("gcp-private-key-id", "chat", t, []string{kid}, sa)
	},
	// private_key_id in a ticket note.
	func() Sample {
		kid := hdmHex(40)
		tk := hdmTicket()
		t := fmt.Sprintf("%s\n%s\n\"private_key_id\": \"%s\"",
			tk, hdmP("Google Sheets entegrasyonu hata veriyor, kullandığımız anahtar:", "מה שמוגדר אצלנו כרגע בקובץ ה-JSON:", "المفتاح المستخدم في التكامل حالياً:", "کلیدی که الان روی سرور هست:"), kid)
		return hdmSec("gcp-private-key-id", "ticket", t, []string{kid}, tk)
	},
	// Traps.
	// Discord application id and public key (public values).
	func() Sample {
		app := string(digits[1+rng.IntN(9)]) + hdmDig(18)
		t := fmt.Sprintf("Discord Developer Portal – %s\nApplication ID: %s\nPublic Key: %s\nInteractions endpoint: https://bot.%s/interactions\nBot token: Vault'ta (kv/discord/%s)",
			hdmP("VardiyaBot", "بوت الدعم", "DaftarBot"), app, hdmHex(64), hdmP("ornekas.com.tr", "daftar.ir", "alnoor.ae"), hdmP("prod", "vardiya", "support"))
		return hdmTrap("trap-discord-app-id", "note", t)
	},
	// Discord token placeholder.
	func() Sample {
		t := hdmP(
			"# .env.example\nDISCORD_TOKEN=<bot-token-buraya>\nGUILD_ID=\nPREFIX=!\n",
			"client.run(os.environ[\"DISCORD_TOKEN\"])  # הטוקן מגיע מה-secrets של GitHub\n",
			"DISCORD_TOKEN=${{ secrets.DISCORD_TOKEN }}\n# التوكن الحقيقي في إعدادات المستودع فقط\n",
			"DISCORD_TOKEN=xxxxxxxxxxxxxxxxxxxxxxxx.xxxxxx.xxxxxxxxxxxxxxxxxxxxxxxxxxx\n# توکن واقعی رو از مدیر بگیرید\n",
		)
		return hdmTrap("trap-placeholder", hdmP("env", "code"), t)
	},
	// "login is user / <masked or reference>".
	func() Sample {
		user := hdmP("admin", "yonetici", "support", hdmUser("he"))
		t := hdmP(
			fmt.Sprintf("%s: yazıcı paneli login %s / şifre 1Password'de \"Yazıcılar\" kasasında", pick(hdmTrNames), user),
			fmt.Sprintf("%s: הלוגין ל-NAS הוא %s / ********, תבקש ממני בפרטי", pick(hdmHeNames), user),
			fmt.Sprintf("%s: اللوجن %s / نفس كلمة سر الراوتر القديمة، اسأل خالد", pick(hdmArNames), user),
			fmt.Sprintf("%s: لاگین سانترال %s / رمز رو حضوری میدم", pick(hdmFaNames), user),
		)
		return hdmTrap("trap-login-no-password", "chat", t)
	},
	// YAML login with a reference.
	func() Sample {
		t := fmt.Sprintf("cihazlar:\n  - ad: %s\n    ip: 10.%d.%d.%d\n    login: %s / ${%s}\n    not: şifre vault'tan okunuyor\n",
			hdmP("Hikvision NVR", "FortiGate 60F", "Canon iR-ADV"), hdmN(0, 40), hdmN(0, 255), hdmN(2, 250), hdmP("admin", "operator"), hdmP("NVR_PASSWORD", "FGT_ADMIN_PW", "PRINTER_PASS"))
		return hdmTrap("trap-secret-reference", "yaml", t)
	},
	// Checksum or digest wrapped over two lines.
	func() Sample {
		a, b := hdmSplit(hdmHex(64))
		t := hdmP(
			fmt.Sprintf("ISO'nun SHA-256 özeti (mail ikiye böldü):\n%s\n%s\nindirdikten sonra kontrol edin.", a, b),
			fmt.Sprintf("ה-digest של האימג' (נשבר לשתי שורות):\nsha256:%s\n%s", a, b),
			fmt.Sprintf("چک‌سام فایل نصب (دو خط):\n%s\n%s", a, b),
		)
		return hdmTrap("trap-checksum", "mail", t)
	},
	// 40-hex commit SHA and service account client id in prose.
	func() Sample {
		sha := hdmSHA()
		t := hdmP(
			fmt.Sprintf("Servis hesabı okuma hatası %s numaralı commit ile düzeldi, %s sürümüne girdi.", sha, "v"+fmt.Sprint(hdmN(1, 4))+"."+fmt.Sprint(hdmN(0, 20))),
			fmt.Sprintf("התיקון לטעינת ה-service account נכנס בקומיט %s, ה-client_id של החשבון %s.", sha, "1"+hdmDig(20)),
			fmt.Sprintf("إصلاح قراءة حساب الخدمة في الـ commit %s، ومعرّف العميل client_id هو %s.", sha, "1"+hdmDig(20)),
			fmt.Sprintf("مشکل سرویس‌اکانت با کامیت %s حل شد؛ ایمیل حساب: %s", sha, hdmSAEmail()),
		)
		return hdmTrap("trap-commit-sha", "chat", t)
	},
}
