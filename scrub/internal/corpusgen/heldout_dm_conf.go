package main

import (
	"fmt"
	"strings"
)

// Configs, code, diffs and runbooks from the same offices.

func hdmGmailAppPw() string {
	return rnd(lower, 4) + " " + rnd(lower, 4) + " " + rnd(lower, 4) + " " + rnd(lower, 4)
}

var hdmConfGens = []func() Sample{
	// .env of a Turkish shop with iyzico.
	func() Sample {
		db, sk := hdmURLPw(), hdmP("", "sandbox-")+rnd(alnum, 32)
		t := fmt.Sprintf("# magaza/.env  (canlı ortam - paylaşmayın)\nAPP_ENV=production\nAPP_URL=https://www.%s.com.tr\nDB_HOST=127.0.0.1\nDB_DATABASE=magaza\nDB_USERNAME=magaza\nDB_PASSWORD=%s\nIYZICO_BASE_URL=https://api.iyzipay.com\nIYZICO_SECRET_KEY=%s\n",
			hdmP("kayagida", "aksoyev", "demirtekstil"), db, sk)
		return hdmSec("db-password", "env", t, []string{db, sk})
	},
	// Spring application.yml with Arabic comments.
	func() Sample {
		pw, host := hdmURLPw(), hdmHost("ar")
		t := fmt.Sprintf("# إعدادات قاعدة البيانات - بيئة الإنتاج\nspring:\n  datasource:\n    url: jdbc:oracle:thin:@%s:1521/HRPROD\n    username: hr_app\n    password: \"%s\"\n  jpa:\n    show-sql: false\n",
			host, pw)
		return hdmSec("db-password", "yaml", t, []string{pw}, host, "hr_app")
	},
	// .NET appsettings.json, Hebrew project.
	func() Sample {
		pw, host := hdmURLPw(), hdmHost("he")
		t := fmt.Sprintf("{\n  \"ConnectionStrings\": {\n    \"Default\": \"Server=%s;Database=Misrad;User Id=sa;Password=%s;TrustServerCertificate=True\"\n  },\n  \"Logging\": { \"LogLevel\": { \"Default\": \"Warning\" } },\n  \"Culture\": \"he-IL\"\n}",
			host, pw)
		return hdmSec("db-password", "json", t, []string{pw}, host)
	},
	// TOML for a Go notifier with Persian comments.
	func() Sample {
		tok := hdmTelegram()
		t := fmt.Sprintf("# تنظیمات سرویس اعلان\n[telegram]\nbot_token = \"%s\"\nchat_id = -100%s\n\n[database]\nhost = \"%s\"\nuser = \"notifier\"\n# رمز از متغیر محیطی خوانده می‌شود\npassword = \"${NOTIFIER_DB_PASSWORD}\"\n",
			tok, hdmDig(10), hdmHost("fa"))
		return hdmSec("telegram-bot-token", "toml", t, []string{tok}, "notifier")
	},
	// Odoo config.
	func() Sample {
		admin, db := hdmStrong(hdmN(12, 18)), hdmURLPw()
		t := fmt.Sprintf("[options]\n; Odoo %s – %s\nadmin_passwd = %s\ndb_host = localhost\ndb_port = 5432\ndb_user = odoo\ndb_password = %s\naddons_path = /opt/odoo/addons,/opt/odoo/custom\nlang = %s\n",
			hdmP("16", "17"), hdmP("شركة النور", "دفتر مرکزی", "Kaya Gıda"), admin, db, hdmP("ar_001", "fa_IR", "tr_TR"))
		return hdmSec("app-password", "ini", t, []string{admin, db})
	},
	// docker-compose.
	func() Sample {
		pg := hdmURLPw()
		t := fmt.Sprintf("services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: arsiv\n      POSTGRES_PASSWORD: %s\n  minio:\n    image: minio/minio\n    environment:\n      MINIO_ROOT_USER: arsivadmin\n      MINIO_ROOT_PASSWORD: ${MINIO_ROOT_PASSWORD}\n    command: server /data --console-address \":9001\"\n",
			pg)
		return hdmSec("db-password", "yaml", t, []string{pg}, "arsivadmin")
	},
	// Django settings.
	func() Sample {
		sk := "django-insecure-" + rnd(lower+digits+"!@#%^&*(-_=+)", 50)
		if rng.IntN(2) == 0 {
			sk = rnd(lower+digits+"!@#%^&*(-_=+)", 50)
		}
		t := fmt.Sprintf("# settings/prod.py\nimport os\n\nLANGUAGE_CODE = '%s'\nTIME_ZONE = '%s'\nSECRET_KEY = '%s'\nEMAIL_HOST = 'smtp.gmail.com'\nEMAIL_HOST_USER = 'noreply.%s@gmail.com'\nEMAIL_HOST_PASSWORD = os.environ.get('EMAIL_HOST_PASSWORD', '')\n",
			hdmP("fa", "ar", "he", "tr"), hdmP("Asia/Tehran", "Asia/Riyadh", "Asia/Jerusalem", "Europe/Istanbul"), sk, hdmP("daftar", "misrad", "ofis", "maktab"))
		return hdmSec("django-secret-key", "code", t, []string{sk})
	},
	// wp-config.php.
	func() Sample {
		pw := hdmURLPw()
		t := fmt.Sprintf("<?php\n// ** تنظیمات پایگاه داده ** //\ndefine( 'DB_NAME', 'wp_%s' );\ndefine( 'DB_USER', 'wp_user' );\ndefine( 'DB_PASSWORD', '%s' );\ndefine( 'DB_HOST', 'localhost' );\ndefine( 'WP_DEBUG', false );\n$table_prefix = 'wp_';\n",
			hdmP("shop", "blog", "news"), pw)
		return hdmSec("db-password", "code", t, []string{pw})
	},
	// diff removing a hard-coded password.
	func() Sample {
		pw := hdmPw()
		t := fmt.Sprintf("commit: %s\n    Şifreyi koddan kaldır, ortam değişkenine taşı\n\n--- a/entegrasyon/logo_client.py\n+++ b/entegrasyon/logo_client.py\n@@ -12,7 +12,7 @@ class LogoClient:\n     def __init__(self):\n         self.user = \"entegrasyon\"\n-        self.password = \"%s\"\n+        self.password = os.environ[\"LOGO_PASSWORD\"]\n         self.firma = %d\n",
			hdmSHA()[:10], pw, hdmN(100, 999))
		return hdmSec("app-password", "diff", t, []string{pw})
	},
	// diff adding AWS keys to .env by mistake.
	func() Sample {
		id, sec := hdmAWSID(), hdmAWSSecret()
		t := fmt.Sprintf("diff --git a/.env.production b/.env.production\n+S3_BUCKET=%s-uploads\n+AWS_REGION=me-central-1\n+AWS_ACCESS_KEY_ID=%s\n+AWS_SECRET_ACCESS_KEY=%s\n",
			hdmP("misrad", "maktab", "ofis", "daftar"), id, sec)
		return hdmSec("aws-key", "diff", t, []string{id, sec})
	},
	// Kubernetes secret.
	func() Sample {
		pw := hdmURLPw()
		t := fmt.Sprintf("apiVersion: v1\nkind: Secret\nmetadata:\n  name: sms-gateway\n  namespace: %s\ntype: Opaque\nstringData:\n  SMS_USER: %s\n  SMS_PASSWORD: \"%s\"\n  SMS_SENDER: \"%s\"\n",
			hdmP("prod", "musteri-hizmetleri", "crm"), hdmUser("tr"), pw, hdmP("ORNEKAS", "KAYAGIDA", "AKSOY"))
		return hdmSec("sms-password", "yaml", t, []string{pw})
	},
	// nodemailer with Gmail app password.
	func() Sample {
		app := hdmGmailAppPw()
		user := "bildirim." + hdmP("ofis", "misrad", "maktab") + "@gmail.com"
		t := fmt.Sprintf("const transporter = nodemailer.createTransport({\n  service: 'gmail',\n  auth: {\n    user: '%s',\n    pass: '%s', // uygulama şifresi\n  },\n});\n",
			user, app)
		return hdmSec("app-password", "code", t, []string{app}, user)
	},
	// Azure storage connection string.
	func() Sample {
		key := hdmAzureKey()
		acct := hdmP("misradstorage", "maktabfiles", "ofisarsiv", "daftardocs")
		t := fmt.Sprintf("\"Storage\": {\n  \"ConnectionString\": \"DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net\",\n  \"Container\": \"scans\"\n}",
			acct, key)
		return hdmSec("azure-storage-key", "json", t, []string{key}, acct)
	},
	// .npmrc.
	func() Sample {
		tok := hdmNpm()
		t := fmt.Sprintf("# ~/.npmrc on the build server\n@%s:registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken=%s\nsave-exact=true\n",
			hdmP("misrad", "daftar", "ornekas"), tok)
		return hdmSec("npm-token", "ini", t, []string{tok})
	},
	// C# SMTP credentials.
	func() Sample {
		pw := hdmPw()
		mail := "reports@" + hdmP("alnoor.ae", "hevra.co.il", "sirket.com.tr")
		t := fmt.Sprintf("var smtp = new SmtpClient(\"smtp.office365.com\", 587)\n{\n    EnableSsl = true,\n    Credentials = new NetworkCredential(\"%s\", \"%s\")\n};\n// TODO: להעביר ל-KeyVault\n",
			mail, pw)
		return hdmSec("smtp-password", "code", t, []string{pw}, mail)
	},
	// Ansible inventory.
	func() Sample {
		pw, host := hdmURLPw(), hdmHost("tr")
		t := fmt.Sprintf("[subeler]\n%s ansible_user=yonetici ansible_password=%s ansible_connection=winrm\n\n[subeler:vars]\nansible_winrm_server_cert_validation=ignore\n",
			host, pw)
		return hdmSec("windows-password", "ini", t, []string{pw}, host)
	},
	// Tencent SDK code.
	func() Sample {
		id, sec := hdmTencentID(), rnd(alnum, 32)
		t := fmt.Sprintf("from tencentcloud.common import credential\n\n# حساب السحابة للفرع\ncred = credential.Credential(\"%s\", \"%s\")\nclient = sms_client.SmsClient(cred, \"ap-singapore\")\n",
			id, sec)
		return hdmSec("tencent-key", "code", t, []string{id, sec})
	},
	// .pgpass.
	func() Sample {
		pw, host := hdmURLPw(), hdmHost("he")
		t := fmt.Sprintf("$ cat ~/.pgpass\n%s:5432:payroll:payroll_ro:%s\n$ chmod 600 ~/.pgpass\n$ psql -h %s -U payroll_ro payroll -c '\\dt'\n",
			host, pw, host)
		return hdmSec("db-password", "shell", t, []string{pw}, host)
	},
	// SQL create user.
	func() Sample {
		pw := hdmURLPw()
		user := hdmP("rapor", "taqarir", "dooh", "gozaresh") + "_ro"
		t := fmt.Sprintf("-- کاربر فقط‌خواندنی برای داشبورد مدیریت\nCREATE USER %s WITH PASSWORD '%s';\nGRANT SELECT ON ALL TABLES IN SCHEMA public TO %s;\n",
			user, pw, user)
		return hdmSec("db-password", "code", t, []string{pw}, user)
	},
	// Persian Laravel .env with SMS provider key.
	func() Sample {
		db, sms := hdmURLPw(), rnd("0123456789ABCDEF", 80)
		t := fmt.Sprintf("APP_NAME=Daftar\nAPP_LOCALE=fa\nDB_CONNECTION=mysql\nDB_PASSWORD=%s\nMAIL_HOST=mail.%s\nMAIL_PASSWORD=null\nKAVENEGAR_API_KEY=%s\n",
			db, hdmP("sherkat.ir", "daftar.ir"), sms)
		return hdmSec("db-password", "env", t, []string{db, sms})
	},
	// GitHub Actions with hard-coded Slack webhook.
	func() Sample {
		hook := hdmSlackHook()
		t := fmt.Sprintf("name: deploy\non: [push]\njobs:\n  notify:\n    runs-on: ubuntu-latest\n    steps:\n      - name: הודעה לסלאק\n        run: |\n          curl -X POST -H 'Content-type: application/json' \\\n            --data '{\"text\":\"deploy done\"}' \\\n            %s\n",
			hook)
		return hdmSec("webhook-url", "yaml", t, []string{hook})
	},
	// Netgsm PHP code.
	func() Sample {
		pw := hdmStrong(hdmN(8, 12))
		usercode := "850" + hdmDig(7)
		t := fmt.Sprintf("<?php\n// Netgsm SMS gönderimi\n$data = [\n    'usercode' => '%s',\n    'password' => '%s',\n    'msgheader' => '%s',\n    'msg' => 'Randevunuz onaylandı.',\n];\n",
			usercode, pw, strings.ToUpper(hdmP("ornekas", "kayagida", "aksoy")))
		return hdmSec("sms-password", "code", t, []string{pw}, usercode)
	},
}
