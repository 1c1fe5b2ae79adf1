package main

// Traps, technical: hashes, ids, versions, digests, base64 of ordinary data, public keys,
// publishable keys, placeholders, code and config that handle secrets without holding one.

import (
	"encoding/base64"
	"fmt"
	"strings"
)

func hbhTrapGens() []hbhGen {
	return []hbhGen{
		{16, hbhTrapGitSample},
		{14, hbhTrapChecksumSample},
		{18, hbhTrapIDSample},
		{16, hbhTrapVersionSample},
		{12, hbhTrapB64Sample},
		{14, hbhTrapPubKeySample},
		{10, hbhTrapPublishableSample},
		{24, hbhTrapPlaceholderSample},
		{20, hbhTrapCodeSample},
		{14, hbhTrapConfigSample},
	}
}

var hbhCommitMsgs = []string{"fix(ödeme): M-Pesa callback zaman aşımı", "إصلاح ترتيب الأعمدة في تقرير الرواتب",
	"תיקון: שגיאת עיגול במע\"מ", "رفع باگ تاریخ شمسی در گزارش", "διόρθωση: λάθος στο ΦΠΑ 24%",
	"feat: add Amharic locale (am-ET)", "chore: bump go to 1.22", "refactor: split ledger service",
	"rekebisha: ujumbe wa SMS kwa Kiswahili", "docs: README Türkçe çevirisi"}

func hbhTrapGitSample() Sample {
	sha := hbhHex(40)
	short := sha[:hbhPick([]int{7, 8, 10, 12})]
	c := "trap-git"
	switch rng.IntN(8) {
	case 0:
		return hbhT(c, "shell", fmt.Sprintf("$ git log --oneline -3\n%s %s\n%s %s\n%s %s", short, hbhPick(hbhCommitMsgs), hbhHex(7), hbhPick(hbhCommitMsgs), hbhHex(7), hbhPick(hbhCommitMsgs)))
	case 1:
		return hbhT(c, "chat", fmt.Sprintf("git revert %s lazım, prod'da fatura PDF'leri bozuldu", sha))
	case 2:
		return hbhT(c, "chat", fmt.Sprintf("الكوميت %s هو اللي كسر البناء", short))
	case 3:
		return hbhT(c, "log", fmt.Sprintf("commit %s\nAuthor: Noa Levi <noa@startup.co.il>\nDate:   Sun Mar 3 10:14:02 2024 +0200\n\n    %s", sha, hbhPick(hbhCommitMsgs)))
	case 4:
		return hbhT(c, "chat", fmt.Sprintf("deployed %s to staging, το build πέρασε", short))
	case 5:
		return hbhT(c, "notes", fmt.Sprintf("Sürüm notları\n- temel commit: %s\n- PR #%d birleştirildi", sha, hbhIn(100, 2000)))
	case 6:
		return hbhT(c, "yaml", fmt.Sprintf("- uses: actions/checkout@%s # v4.1.1\n- uses: actions/setup-go@%s", sha, hbhHex(40)))
	default:
		return hbhT(c, "chat", fmt.Sprintf("Tafadhali angalia commit %s kwenye tawi la main", short))
	}
}

func hbhTrapChecksumSample() Sample {
	c := "trap-checksum"
	f := hbhPick([]string{"pardus-23.1-amd64.iso", "muhasebe-setup-2.4.exe", "ubuntu-24.04-live-server-amd64.iso", "backup_1403-08-21.tar.gz", "firmware_HG8245H_V5R020.bin", "lms-export.zip"})
	switch rng.IntN(6) {
	case 0:
		return hbhT(c, "shell", fmt.Sprintf("$ sha256sum %s\n%s  %s", f, hbhHex(64), f))
	case 1:
		return hbhT(c, "chat", fmt.Sprintf("MD5 του αρχείου: %s — ταιριάζει με το site", hbhHex(32)))
	case 2:
		return hbhT(c, "chat", fmt.Sprintf("چک‌سام SHA-1 فایل %s برابر %s است", f, hbhHex(40)))
	case 3:
		return hbhT(c, "notes", fmt.Sprintf("SHA256SUMS\n%s  %s\n%s  %s", hbhHex(64), f, hbhHex(64), "SHA256SUMS.gpg"))
	case 4:
		return hbhT(c, "chat", fmt.Sprintf("בדקתי את ה-checksum: sha512 %s…", hbhHex(32)))
	default:
		return hbhT(c, "log", fmt.Sprintf("INFO  artifact uploaded name=%s size=%d crc32c=%s etag=\"%s\"", f, hbhIn(100000, 900000000), hbhHex(8), hbhHex(32)))
	}
}

func hbhTrapIDSample() Sample {
	c := "trap-id"
	switch rng.IntN(9) {
	case 0:
		return hbhT(c, "log", fmt.Sprintf("2024-06-01T08:12:44.019Z INFO request_id=%s method=POST path=/api/havale status=201 dur=83ms", hbhUUIDv4()))
	case 1:
		return hbhT(c, "chat", fmt.Sprintf("رقم الطلب في الدعم الفني: %s، أرسلوه للمورد", hbhUUIDv4()))
	case 2:
		return hbhT(c, "log", fmt.Sprintf("trace_id=%s span_id=%s service=billing-api", hbhHex(32), hbhHex(16)))
	case 3:
		return hbhT(c, "chat", fmt.Sprintf("Build #%d (id %s) failed on the Android job, αλλά το iOS πέρασε", hbhIn(1000, 9999), hbhHex(12)))
	case 4:
		return hbhT(c, "chat", fmt.Sprintf("Cloudflare Ray ID: %s-%s — site 522 veriyor", hbhHex(16), hbhPick([]string{"IST", "TLV", "DXB", "NBO", "ATH", "ADD", "JED"})))
	case 5:
		return hbhT(c, "log", fmt.Sprintf("START RequestId: %s Version: $LATEST\nEND RequestId: %s\nREPORT Duration: %d.%02d ms", hbhUUIDv4(), hbhUUIDv4(), hbhIn(10, 900), hbhIn(0, 99)))
	case 6:
		return hbhT(c, "chat", fmt.Sprintf("מזהה הזמנה ב-API של הספק: %s", hbhUUIDv4()))
	case 7:
		return hbhT(c, "http", fmt.Sprintf("HTTP/1.1 502 Bad Gateway\nx-ms-request-id: %s\nx-correlation-id: %s\ncontent-length: 0", hbhUUIDv4(), hbhUUIDv4()))
	default:
		return hbhT(c, "chat", fmt.Sprintf("Kitambulisho cha kazi (job id): %s", hbhHex(24)))
	}
}

func hbhTrapVersionSample() Sample {
	c := "trap-version"
	ver := fmt.Sprintf("%d.%d.%d", hbhIn(0, 9), hbhIn(0, 30), hbhIn(0, 40))
	switch rng.IntN(8) {
	case 0:
		return hbhT(c, "yaml", fmt.Sprintf("image: registry.yazilim.com.tr/muhasebe/api@sha256:%s\nreplicas: 3", hbhHex(64)))
	case 1:
		return hbhT(c, "chat", fmt.Sprintf("نسخه %s-rc.%d+build.%d منتشر شد", ver, hbhIn(1, 5), hbhIn(1000, 9999)))
	case 2:
		return hbhT(c, "go", fmt.Sprintf("require github.com/telco/ussd v0.0.0-2024%02d%02d%06d-%s", hbhIn(1, 12), hbhIn(1, 28), hbhIn(0, 235959), hbhHex(12)))
	case 3:
		return hbhT(c, "json", fmt.Sprintf("\"node_modules/lodash\": {\n  \"version\": \"4.17.21\",\n  \"resolved\": \"https://registry.npmjs.org/lodash/-/lodash-4.17.21.tgz\",\n  \"integrity\": \"sha512-%s==\"\n}", hbhRnd(alnum+"+/", 86)))
	case 4:
		return hbhT(c, "chat", fmt.Sprintf("Η εφαρμογή στο Play Store είναι στην έκδοση %s (build %d)", ver, hbhIn(100, 999)))
	case 5:
		return hbhT(c, "shell", fmt.Sprintf("$ docker images\nREPOSITORY        TAG       IMAGE ID       CREATED       SIZE\nmpesa-callback    %s     %s   2 days ago    %dMB", ver, hbhHex(12), hbhIn(20, 900)))
	case 6:
		return hbhT(c, "chat", fmt.Sprintf("Android sürümü 14 (UP1A.%d.%03d), uygulama v%s", hbhIn(230000, 240999), hbhIn(1, 99), ver))
	default:
		return hbhT(c, "log", fmt.Sprintf("Pulling from library/postgres\nDigest: sha256:%s\nStatus: Downloaded newer image for postgres:16.%d", hbhHex(64), hbhIn(0, 4)))
	}
}

func hbhTrapB64Sample() Sample {
	c := "trap-base64"
	phrases := []string{"مرحبا بالعالم", "Merhaba dünya, rapor hazır", "שלום לכולם", "سلام، گزارش ماهانه", "Καλημέρα σε όλους", "Habari za asubuhi", "ሰላም ለሁላችሁ"}
	p := hbhPick(phrases) + hbhPick([]string{"", " " + fmt.Sprint(hbhIn(1, 31)) + "/" + fmt.Sprint(hbhIn(1, 12)), " #" + fmt.Sprint(hbhIn(1, 500))})
	enc := base64.StdEncoding.EncodeToString([]byte(p))
	switch rng.IntN(6) {
	case 0:
		return hbhT(c, "email", fmt.Sprintf("Subject: =?UTF-8?B?%s?=\nContent-Type: text/plain; charset=UTF-8", enc))
	case 1:
		cur := base64.RawURLEncoding.EncodeToString([]byte(fmt.Sprintf(`{"page":%d,"sort":"date_desc","lang":"%s"}`, hbhIn(2, 40), hbhPick([]string{"ar", "tr", "he", "fa", "el"}))))
		return hbhT(c, "json", fmt.Sprintf("{\n  \"items\": [],\n  \"next_cursor\": \"%s\"\n}", cur))
	case 2:
		return hbhT(c, "html", "<img alt=\"logo\" src=\"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk"+hbhRnd(alnum, 8)+"AAAAABJRU5ErkJggg==\">")
	case 3:
		return hbhT(c, "chat", fmt.Sprintf("this base64 is just the greeting text, decode it: %s", enc))
	case 4:
		return hbhT(c, "yaml", fmt.Sprintf("apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: banner\nbinaryData:\n  motd.txt: %s", enc))
	default:
		return hbhT(c, "chat", fmt.Sprintf("رسالة مشفرة base64 من النظام القديم: %s = \"%s\"", enc, p))
	}
}

func hbhTrapPubKeySample() Sample {
	c := "trap-public-key"
	who := hbhPick([]string{"mehmet@laptop", "dawit@ws-12", "yossi@mbp", "reza@office", "eleni@thinkpad", "juma@desk"})
	switch rng.IntN(7) {
	case 0:
		return hbhT(c, "chat", fmt.Sprintf("Public key'im bu, authorized_keys'e ekler misin:\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI%s %s", hbhRnd(alnum+"+/", 43), who))
	case 1:
		return hbhT(c, "notes", fmt.Sprintf("ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ%s %s", hbhRnd(alnum+"+/", 200), who))
	case 2:
		_, body := hbhPEM("PUBLIC KEY")
		return hbhT(c, "chat", "المفتاح العام للتحقق من التوقيع:\n-----BEGIN PUBLIC KEY-----\n"+body+"\n-----END PUBLIC KEY-----")
	case 3:
		_, body := hbhPEM("CERTIFICATE")
		return hbhT(c, "notes", "CA πιστοποιητικό της τράπεζας (δημόσιο):\n-----BEGIN CERTIFICATE-----\n"+body+"\n-----END CERTIFICATE-----")
	case 4:
		return hbhT(c, "ini", fmt.Sprintf("[Peer]\nPublicKey = %s=\nAllowedIPs = 10.8.0.0/24\nEndpoint = vpn.office.ae:51820", hbhRnd(alnum+"+/", 43)))
	case 5:
		fp := strings.ToUpper(hbhHex(40))
		var grp []string
		for i := 0; i < 40; i += 4 {
			grp = append(grp, fp[i:i+4])
		}
		return hbhT(c, "chat", "טביעת האצבע של מפתח ה-GPG שלי: "+strings.Join(grp, " "))
	default:
		return hbhT(c, "chat", fmt.Sprintf("age recipient ya timu: age1%s", hbhRnd("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58)))
	}
}

func hbhTrapPublishableSample() Sample {
	c := "trap-publishable"
	switch rng.IntN(5) {
	case 0:
		return hbhT(c, "html", fmt.Sprintf("<script>\n  const stripe = Stripe('pk_live_%s');\n</script>", hbhRnd(alnum, 99)))
	case 1:
		return hbhT(c, "chat", fmt.Sprintf("مفتاح Stripe العام (publishable) للواجهة: pk_test_%s", hbhRnd(alnum, 99)))
	case 2:
		return hbhT(c, "html", fmt.Sprintf("<div class=\"g-recaptcha\" data-sitekey=\"6L%s\"></div>", hbhRnd(b64url, 38)))
	case 3:
		return hbhT(c, "js", fmt.Sprintf("// public key, safe in the browser\nconst paystackPublicKey = 'pk_live_%s';", hbhHex(40)))
	default:
		return hbhT(c, "js", fmt.Sprintf("FlutterwaveCheckout({\n  public_key: \"FLWPUBK-%s-X\",\n  currency: \"KES\",\n  amount: %d,\n});", hbhHex(32), hbhIn(100, 90000)))
	}
}

func hbhTrapPlaceholderSample() Sample {
	c := "trap-placeholder"
	switch rng.IntN(16) {
	case 0:
		return hbhT(c, "readme", fmt.Sprintf("## %s\n\n```\nexport %s=<your-token>\n%s\n```", hbhPick([]string{"Kurulum", "التثبيت", "התקנה", "نصب", "Εγκατάσταση", "Usakinishaji"}), hbhPick([]string{"API_KEY", "SMS_TOKEN", "BOT_TOKEN", "MPESA_KEY"}), hbhPick([]string{"npm start", "go run .", "python manage.py runserver", "docker compose up -d"})))
	case 1:
		return hbhT(c, "env", fmt.Sprintf("DB_HOST=%s\nDB_USER=%s\nDB_PASSWORD=%s\n# %s", hbhPick([]string{"localhost", "db", "127.0.0.1"}), hbhPick([]string{"app", "dev", "lms"}), hbhPick([]string{"changeme", "CHANGE_ME", "change-me-in-prod"}), hbhPick([]string{"üretimde değiştirin", "غيّرها في الإنتاج", "לשנות בפרודקשן", "change before deploying"})))
	case 2:
		return hbhT(c, "chat", fmt.Sprintf("%s: %s (%s)", hbhPick([]string{"كلمة المرور", "Şifre", "סיסמה", "رمز عبور", "Κωδικός", "Nenosiri"}), strings.Repeat(hbhPick([]string{"*", "•", "x"}), hbhIn(6, 12)), hbhPick([]string{"مخفية في لقطة الشاشة", "ekran görüntüsünde gizli", "hidden", "tarayıcıda kayıtlı"})))
	case 3:
		return hbhT(c, "yaml", fmt.Sprintf("%s:\n  secret_key: %s%s\n  # %s", hbhPick([]string{"stripe", "paystack", "tap"}), hbhPick([]string{"sk_live_", "sk_test_"}), strings.Repeat(hbhPick([]string{"x", "X", "*"}), hbhIn(16, 32)), hbhPick([]string{"put the real one in Vault", "gerçeği Vault'ta", "المفتاح الحقيقي في الخزنة", "το πραγματικό είναι στο Vault"})))
	case 4:
		db := hbhPick([]string{"postgresql", "mysql", "mariadb", "redis", "mongodb", "rabbitmq"})
		return hbhT(c, "yaml", fmt.Sprintf("%s:\n  password: {{ .Values.%s.auth.password }}\n  username: {{ .Values.%s.auth.username }}", hbhPick([]string{"db", "cache", "queue", "store"}), db, db))
	case 5:
		return hbhT(c, "readme", "1. Ανοίξτε το `.env.example`\n2. Συμπληρώστε `SMS_API_KEY=YOUR_API_KEY`\n3. `docker compose up`")
	case 6:
		return hbhT(c, "shell", fmt.Sprintf("$ mysql -u %s -p -h %s\nEnter password:", hbhPick(hbhUsers), hbhPick(hbhHosts)))
	case 7:
		return hbhT(c, "chat", hbhPick([]string{"שם משתמש: <שם המשתמש שלך>\nסיסמה: <הסיסמה שלך>", "kullanıcı: <kullanıcı adınız>\nşifre: <şifreniz>", "اسم المستخدم: <اسمك>\nكلمة المرور: <كلمة المرور الخاصة بك>", "χρήστης: <το όνομά σας>\nκωδικός: <ο κωδικός σας>", "user: <your-username>\npassword: <your-password>"}))
	case 8:
		return hbhT(c, "env", fmt.Sprintf("GITHUB_TOKEN=ghp_%s\nAWS_SECRET_ACCESS_KEY=${AWS_SECRET_ACCESS_KEY}\nAWS_REGION=%s", strings.Repeat(hbhPick([]string{"X", "x", "0"}), 36), hbhPick([]string{"me-south-1", "il-central-1", "eu-south-1", "af-south-1"})))
	case 9:
		return hbhT(c, "readme", fmt.Sprintf("docker login -u $%s_USER -p $%s_PASSWORD %s", hbhPick([]string{"REGISTRY", "HARBOR", "CI"}), hbhPick([]string{"REGISTRY", "HARBOR", "CI"}), hbhPick([]string{"registry.example.com", "harbor.yazilim.com.tr", "ghcr.io"})))
	case 10:
		return hbhT(c, "chat", hbhPick([]string{"رمز عبور رو اینجا ننویس، فقط بنویس [REDACTED]", "password: [REDACTED] — the real one is in " + hbhPick([]string{"1Password", "Bitwarden", "KeePass", "Vault"}), "şifre: <gizlendi>", "كلمة المرور: <محذوفة>", "token=REDACTED user=" + hbhPick(hbhUsers)}))
	case 11:
		return hbhT(c, "json", fmt.Sprintf("{\n  \"username\": \"\",\n  \"password\": \"\",\n  \"remember\": %v,\n  \"lang\": \"%s\"\n}", hbhCoin(), hbhPick([]string{"ar", "he", "fa", "tr", "el", "sw", "am"})))
	case 12:
		return hbhT(c, "notes", fmt.Sprintf("%s hesabı — şifre: %s (tarayıcıda kayıtlı)", hbhPick([]string{"Trendyol", "e-Devlet", "Hepsiburada", "Gmail"}), strings.Repeat("•", hbhIn(6, 12))))
	case 13:
		return hbhT(c, "shell", fmt.Sprintf("curl -u \"$%s_USER:$%s_PASS\" https://%s/service/rest/v1/status", hbhPick([]string{"NEXUS", "ART"}), hbhPick([]string{"NEXUS", "ART"}), hbhPick([]string{"nexus.example.com", "nexus.bank.local", "repo.telco.co.ke"})))
	case 14:
		k := hbhPick([]string{"MPESA_CONSUMER_KEY", "MPESA_CONSUMER_SECRET", "AT_API_KEY", "MPESA_PASSKEY"})
		return hbhT(c, "readme", fmt.Sprintf("Weka `%s=your_%s_here` kwenye faili la `.env`.", k, strings.ToLower(k)))
	default:
		sec := hbhPick([]string{"smtp", "mail", "sms_gateway", "ftp", "ldap"})
		up := strings.ToUpper(sec)
		return hbhT(c, "ini", fmt.Sprintf("[%s]\nhost = %s\nuser = %%%s_USER%%\npassword = %%%s_PASSWORD%%", sec, hbhPick(hbhHosts), up, up))
	}
}

func hbhTrapCodeSample() Sample {
	c := "trap-code"
	switch rng.IntN(12) {
	case 0:
		return hbhT(c, "go", fmt.Sprintf("if len(password) < %d {\n\treturn errors.New(\"şifre en az %d karakter olmalı\")\n}", 12, 12))
	case 1:
		return hbhT(c, "python", "import getpass\npassword = getpass.getpass(\""+hbhPick([]string{"كلمة المرور: ", "Şifre: ", "סיסמה: ", "رمز عبور: ", "Κωδικός: ", "Nenosiri: "})+"\")\nhashed = bcrypt.hashpw(password.encode(), bcrypt.gensalt(rounds="+fmt.Sprint(hbhIn(10, 14))+"))")
	case 2:
		f := hbhPick([]string{"password", "newPassword", "sifre", "pwd"})
		return hbhT(c, "js", fmt.Sprintf("const hash = await argon2.hash(req.body.%s, { type: argon2.argon2id, memoryCost: %d });\nawait db.%s.update({ id: user.id }, { passwordHash: hash });", f, hbhPick([]int{19456, 65536, 47104}), hbhPick([]string{"users", "customers", "students", "agents"})))
	case 3:
		return hbhT(c, "php", "Schema::create('"+hbhPick([]string{"users", "customers", "ogrenciler", "agents"})+"', function (Blueprint $table) {\n    $table->id();\n    $table->string('email')->unique();\n    $table->string('password');\n    $table->rememberToken();\n});")
	case 4:
		l := hbhPick([][2]string{{"sifre", "Şifrenizi girin"}, {"kalma", "أدخل كلمة المرور"}, {"sisma", "הזינו סיסמה"}, {"ramz", "رمز عبور را وارد کنید"}, {"kodikos", "Εισάγετε τον κωδικό"}, {"nenosiri", "Weka nenosiri"}, {"password", "የይለፍ ቃል ያስገቡ"}})
		return hbhT(c, "html", fmt.Sprintf("<label for=\"%s\">%s</label>\n<input type=\"password\" id=\"%s\" name=\"%s\" placeholder=\"%s\" autocomplete=\"%s\" minlength=\"%d\">", l[0], l[1], l[0], l[0], l[1], hbhPick([]string{"current-password", "new-password"}), hbhIn(8, 14)))
	case 5:
		return hbhT(c, "sql", fmt.Sprintf("UPDATE %s SET password_hash = $1, password_changed_at = now() WHERE id = $2;\n-- %s", hbhPick([]string{"users", "kullanicilar", "staff", "customers", "app.accounts"}), hbhPick(hbhCommitMsgs)))
	case 6:
		return hbhT(c, "go", "dsn := fmt.Sprintf(\"postgres://%s:%s@%s/%s\", os.Getenv(\""+hbhPick([]string{"DB_USER", "PGUSER", "BILLING_DB_USER"})+"\"), os.Getenv(\""+hbhPick([]string{"DB_PASSWORD", "PGPASSWORD", "BILLING_DB_PASS"})+"\"), host, name)")
	case 7:
		return hbhT(c, "python", "AUTH_PASSWORD_VALIDATORS = [\n    {'NAME': 'django.contrib.auth.password_validation.MinimumLengthValidator', 'OPTIONS': {'min_length': "+fmt.Sprint(hbhIn(8, 16))+"}},\n]")
	case 8:
		return hbhT(c, "csharp", "public async Task<IActionResult> ResetPassword(string token, string newPassword)\n{\n    var result = await _userManager.ResetPasswordAsync(user, token, newPassword);\n    return result.Succeeded ? Ok() : BadRequest(result.Errors);\n}")
	case 9:
		return hbhT(c, "js", fmt.Sprintf("// %s\nconst strong = /^(?=.*[A-Z])(?=.*\\d)(?=.*[^\\w]).{%d,}$/.test(%s);", hbhPick([]string{"نتحقق من قوة كلمة المرور", "şifre gücü kontrolü", "בדיקת חוזק סיסמה", "έλεγχος ισχύος κωδικού"}), hbhIn(8, 16), hbhPick([]string{"password", "newPassword", "form.sifre", "input.value"})))
	case 10:
		v := hbhPick([]string{"JWT_SECRET", "SIGNING_KEY", "MPESA_PASSKEY", "SMTP_PASSWORD"})
		return hbhT(c, "java", "String secret = System.getenv(\""+v+"\");\nif (secret == null) throw new IllegalStateException(\""+v+" "+hbhPick([]string{"λείπει", "eksik", "غير موجود", "חסר", "haipo"})+"\");")
	default:
		return hbhT(c, "kotlin", "val apiKey = BuildConfig."+hbhPick([]string{"MAPS_API_KEY", "SMS_API_KEY", "PAYMENT_KEY"})+"\nval token = "+hbhPick([]string{"sessionManager", "authRepo", "prefs"})+".fetchAuthToken() ?: return")
	}
}

func hbhTrapConfigSample() Sample {
	c := "trap-config"
	keep := fmt.Sprintf("replicas: %d", hbhIn(1, 6))
	switch rng.IntN(7) {
	case 0:
		return hbhTK(c, "yaml", fmt.Sprintf("env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: billing-db\n        key: password\n%s", keep), keep)
	case 1:
		return hbhT(c, "env", fmt.Sprintf("APP_ENV=production\nAPP_LOCALE=tr\nTZ=Europe/Istanbul\nLOG_LEVEL=info\nPORT=%d", hbhIn(3000, 9000)))
	case 2:
		return hbhT(c, "toml", fmt.Sprintf("[server]\nhost = \"0.0.0.0\"\nport = %d\n\n[auth]\npassword_min_length = %d\nsession_ttl = \"%dh\"", hbhIn(3000, 9000), hbhIn(8, 16), hbhIn(1, 24)))
	case 3:
		sn := hbhPick([]string{"db_password", "pg_pass", "billing_db_pw", "lms_db_password"})
		return hbhT(c, "yaml", fmt.Sprintf("services:\n  db:\n    image: postgres:%d\n    environment:\n      POSTGRES_PASSWORD_FILE: /run/secrets/%s\n    secrets:\n      - %s", hbhIn(13, 17), sn, sn))
	case 4:
		d := hbhPick([]string{"bank", "telco", "uni", "holding"})
		return hbhT(c, "ini", fmt.Sprintf("[ldap]\nserver = ldap://dc%02d.%s.local\nbase_dn = DC=%s,DC=local\nbind_dn = CN=svc-%s,OU=Service,DC=%s,DC=local\n; bind password comes from the vault agent", hbhIn(1, 9), d, d, hbhPick([]string{"ldap", "gitlab", "moodle", "jira"}), d))
	case 5:
		return hbhTK(c, "yaml", fmt.Sprintf("ssh:\n  user: deploy\n  key_file: ~/.ssh/id_ed25519\n  port: 22\n%s", keep), keep)
	default:
		return hbhT(c, "json", fmt.Sprintf("{\n  \"locale\": \"he-IL\",\n  \"currency\": \"ILS\",\n  \"passwordPolicy\": { \"minLength\": 12, \"requireSymbol\": true },\n  \"maxLoginAttempts\": %d\n}", hbhIn(3, 10)))
	}
}
