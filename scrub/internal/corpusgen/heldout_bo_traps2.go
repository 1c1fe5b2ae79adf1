package main

import (
	"fmt"
	"strings"
)

// Traps from support centres and dev teams: ids, digests, references, placeholders, public keys.

func hboTrapOpsTs() []hboT {
	return []hboT{
		{5, hboTrapLineEvent}, {5, hboTrapEnvExample}, {5, hboTrapComposeRef}, {4, hboTrapK8sRef},
		{5, hboTrapGHActions}, {4, hboTrapVaultRef}, {6, hboTrapLogIDs}, {4, hboTrapARN},
		{4, hboTrapDigest}, {4, hboTrapBuild}, {3, hboTrapDataURI}, {4, hboTrapTicketCSV},
		{4, hboTrapSSHPub}, {4, hboTrapDiffEnv}, {3, hboTrapTOTPHowTo}, {4, hboTrapSerial},
		{4, hboTrapTelegramIDs}, {3, hboTrapWAIds}, {3, hboTrapColours}, {3, hboTrapChangelog},
		{4, hboTrapAccessKeyID}, {4, hboTrapRzpKeyID}, {3, hboTrapJWTDoc}, {5, hboTrapMaskedLog},
		{4, hboTrapAzureIDs}, {4, hboTrapMeetingTalk},
	}
}

func hboTrapLineEvent() Sample {
	text := fmt.Sprintf(`{
  "destination": "U%s",
  "events": [{
    "type": "message",
    "mode": "active",
    "timestamp": %d,
    "source": {"type": "user", "userId": "U%s"},
    "webhookEventId": "01%s",
    "message": {"id": "%s", "type": "text", "text": "%s"}
  }]
}`, rnd(hexs, 32), hboN(1700000000, 1760000000)*1000, rnd(hexs, 32), rnd("0123456789ABCDEFGHJKMNPQRSTVWXYZ", 24), hboD(18), hboOf("สั่งชาไทย 2 แก้วค่ะ", "ร้านเปิดกี่โมงคะ", "ขอเลขพัสดุด้วยครับ"))
	return hboTrap("trap-line-ids", "json", text)
}

func hboTrapEnvExample() Sample {
	text := fmt.Sprintf(`# Copy to .env and change every value marked changeme before deploying
APP_NAME=%s
LINE_CHANNEL_ID=
LINE_CHANNEL_SECRET=
LINE_CHANNEL_ACCESS_TOKEN=
DB_PASSWORD=changeme
%s=changeme
TELEGRAM_BOT_TOKEN=<token from @BotFather>
PORT=%d`, hboOf("chathai-bot", "tokobot", "donhang-api", "kirana-notify", "tindahan-bot"), hboOf("JWT_SECRET", "SESSION_SECRET", "APP_SECRET"), pick([]int{3000, 8080, 5000, 8000}))
	return hboTrap("trap-placeholder", "env", text)
}

func hboTrapComposeRef() Sample {
	text := fmt.Sprintf(`services:
  db:
    image: postgres:%d
    environment:
      POSTGRES_USER: %s
      POSTGRES_PASSWORD: ${POSTGRES_PASSWORD}
      POSTGRES_DB: %s
  api:
    image: ghcr.io/%s/api:%s
    env_file: .env.production   # not in git, ask %s`, hboN(13, 17), hboOf("crm", "app", "toko"), hboOf("crm", "orders", "toko"), hboOf("kirana-tech", "tokopintar", "vnshop-dev"), hboOf("latest", "v1.4.2", "main-"+rnd(hexs, 7)), hboName(pick(hboRegions)))
	return hboTrap("trap-secret-reference", "yaml", text)
}

func hboTrapK8sRef() Sample {
	text := fmt.Sprintf(`        env:
          - name: %s
            valueFrom:
              secretKeyRef:
                name: %s
                key: %s
          - name: DB_PASSWORD
            valueFrom:
              secretKeyRef:
                name: %s-db
                key: password`, hboOf("XENDIT_SECRET_KEY", "MIDTRANS_SERVER_KEY", "RAZORPAY_KEY_SECRET", "MOMO_SECRET_KEY"), hboOf("xendit-prod", "payments", "pg-keys"), hboOf("secret-key", "server-key", "value"), hboOf("orders", "crm", "payout", "ledger"))
	return hboTrap("trap-secret-reference", "yaml", text)
}

func hboTrapGHActions() Sample {
	a := hboOf("RAZORPAY_KEY_SECRET", "XENDIT_SECRET_KEY", "PAYMONGO_SECRET_KEY", "OMISE_SECRET_KEY")
	b := hboOf("MIDTRANS_SERVER_KEY", "LINE_CHANNEL_ACCESS_TOKEN", "TELEGRAM_BOT_TOKEN", "DB_PASSWORD")
	text := fmt.Sprintf(`      - name: Deploy
        env:
          %s: ${{ secrets.%s }}
          %s: ${{ secrets.%s }}
          SSH_KEY: ${{ secrets.DEPLOY_SSH_KEY }}
        run: ./scripts/deploy.sh %s`, a, a, b, b, hboOf("production", "staging", "uat"))
	return hboTrap("trap-secret-reference", "yaml", text)
}

func hboTrapVaultRef() Sample {
	text := hboOf(
		"paytm.merchant.mid=KIRANA"+rnd(digits, 14)+"\npaytm.merchant.key=${vault:secret/data/paytm#merchant_key}",
		hboSay("id", "Password DB production ada di Vault path secret/"+hboOf("toko", "pos", "crm")+"/db, minta akses ke Mas "+hboName("id")+"."),
		hboSay("ph", "Creds ng Genesys supervisor nasa 1Password vault \"BPO Night Shift\", wag na i-paste sa chat."),
		hboSay("id", "Server key Midtrans: lihat Bitwarden > Collection Payments > midtrans-"+hboOf("prod", "sandbox")),
	)
	return hboTrap("trap-secret-reference", hboOf("properties", "chat"), text)
}

func hboTrapLogIDs() Sample {
	ts := hboISO()[:17]
	text := fmt.Sprintf(`%s01Z INFO  request_id=%s trace_id=%s span_id=%s POST /api/login user=%s status=200
%s02Z INFO  request_id=%s trace_id=%s span_id=%s GET /api/orders status=200 dur=%dms
%s02Z DEBUG auth payload={"username":"%s","password":"***"}`, ts, hboUUID(), rnd(hexs, 32), rnd(hexs, 16), hboUser(pick(hboRegions)), ts, hboUUID(), rnd(hexs, 32), rnd(hexs, 16), hboN(4, 900), ts, hboUser(pick(hboRegions)))
	return hboTrap("trap-log-ids", "log", text)
}

func hboTrapARN() Sample {
	acct := hboD(12)
	text := fmt.Sprintf(`Ticket OPS-%s: recordings upload failing
Account: %s (ap-southeast-1)
Role: arn:aws:iam::%s:role/rec-uploader
Bucket: arn:aws:s3:::%s-recordings-apse1
Error: AccessDenied on PutObject — policy missing s3:PutObjectAcl`, hboD(4), acct, acct, hboOf("voxph", "callhub", "bpoin"))
	return hboTrap("trap-cloud-ids", "ticket", text)
}

func hboTrapDigest() Sample {
	text := fmt.Sprintf("$ docker pull registry.%s/api:%d.%d.%d\nDigest: sha256:%s\nStatus: Downloaded newer image", hboOf("example.ph", "tokopintar.id", "kirana.in"), hboN(1, 4), hboN(0, 30), hboN(0, 9), rnd(hexs, 64))
	return hboTrap("trap-digest", "shell", text)
}

func hboTrapBuild() Sample {
	text := fmt.Sprintf("✅ Build #%d passed (%s)\ncommit %s — \"%s\"\nartifact: app-release-%s.apk (%d.%d MB)\nbuild id: %s", hboN(100, 9999), hboOf("main", "release/2.3", "develop"), rnd(hexs, 7), hboOf("fix gopay deeplink", "thêm thanh toán MoMo", "add UPI intent flow", "ayusin ang GCash callback"), rnd(hexs, 8), hboN(10, 80), rng.IntN(10), hboUUID())
	return hboTrap("trap-build-id", "chat", text)
}

func hboTrapDataURI() Sample {
	text := fmt.Sprintf(`<img alt="logo" width="24" src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABgAAAAYCAYAAADgdz34AAAA%s">`, rnd(alnum+"+/", hboN(80, 160)))
	return hboTrap("trap-base64-image", "html", text)
}

func hboTrapTicketCSV() Sample {
	var rows []string
	for i := 0; i < hboN(3, 5); i++ {
		rows = append(rows, fmt.Sprintf("%s,TKT-%s,PH%s,%s,%s", hboUUID(), hboD(6), hboD(5), hboOf("open", "pending", "resolved"), hboOf("password reset", "VPN issue", "headset broken", "payroll query")))
	}
	return hboTrap("trap-ticket-ids", "csv", "id,ticket_no,agent_id,status,topic\n"+strings.Join(rows, "\n"))
}

func hboTrapSSHPub() Sample {
	var ls []string
	for i := 0; i < hboN(2, 3); i++ {
		ls = append(ls, "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI"+rnd(alnum+"+/", 43)+" "+hboUser(pick(hboRegions))+"@"+hboOf("laptop", "thinkpad", "macbook", "DESKTOP-"+rnd(upper+digits, 7)))
	}
	return hboTrap("trap-public-key", "text", "# ~/.ssh/authorized_keys on stg\n"+strings.Join(ls, "\n"))
}

func hboTrapDiffEnv() Sample {
	field, env := hboOf("AuthKey", "APIKey", "Token"), hboOf("MSG91_AUTH_KEY", "SEMAPHORE_API_KEY", "FONNTE_TOKEN", "SPEEDSMS_TOKEN")
	text := fmt.Sprintf(`diff --git a/notify/sms.go b/notify/sms.go
--- a/notify/sms.go
+++ b/notify/sms.go
@@ -%d,7 +%d,7 @@ func NewClient() *Client {
 	return &Client{
-		%s: cfg.%s,
+		%s: os.Getenv("%s"),
 		Sender:  "%s",
 	}
 }`, hboN(8, 40), hboN(8, 40), field, field, field, env, hboOf("KIRANA", "TOKOPT", "SHOPVN", "BPOPH"))
	return hboTrap("trap-secret-reference", "diff", text)
}

func hboTrapTOTPHowTo() Sample {
	text := hboOf(
		fmt.Sprintf("2FA setup for %s: open Google Authenticator, tap +, scan the QR shown by the portal, then type the 6-digit code. Don't screenshot the QR.", hboOf("the CRM", "Freshdesk", "the VPN portal", "Workspace")),
		fmt.Sprintf("Cara aktifkan 2FA di %s: buka menu Keamanan > Autentikasi 2 Langkah, scan QR pakai Google Authenticator, lalu masukkan kode 6 digit.", hboOf("dashboard Xendit", "akun toko", "email kantor")),
		fmt.Sprintf("Bật xác thực 2 lớp cho %s: quét mã QR bằng app Authenticator rồi nhập mã 6 số. Mỗi người tự quét trên máy mình.", hboOf("tài khoản MoMo Business", "email công ty", "trang quản trị")),
	)
	return hboTrap("trap-2fa-talk", "doc", text)
}

func hboTrapSerial() Sample {
	text := hboOf(
		fmt.Sprintf("Laptop issued to %s: Dell Latitude 5440, Service Tag %s, asset BPO-%s", hboName("ph"), strings.ToUpper(rnd(upper+digits, 7)), hboD(5)),
		"Windows product key format is XXXXX-XXXXX-XXXXX-XXXXX-XXXXX, check the sticker under the PC.",
		fmt.Sprintf("Tally Prime release %d.%d installed on all 4 PCs; licence is the online one linked to the CA's account.", hboN(3, 5), hboN(0, 2)),
		fmt.Sprintf("Router S/N: %s, MAC %s", strings.ToUpper(rnd(upper+digits, 16)), strings.ToUpper(rnd(hexs, 2)+":"+rnd(hexs, 2)+":"+rnd(hexs, 2)+":"+rnd(hexs, 2)+":"+rnd(hexs, 2)+":"+rnd(hexs, 2))),
	)
	return hboTrap("trap-serial-number", "note", text)
}

func hboTrapTelegramIDs() Sample {
	text := fmt.Sprintf("Bot pesanan: @%sBot\nGroup admin chat_id: -100%s\nOwner user id: %s\n(token bot ada di server, file /etc/tokobot/env)", hboOf("TokoBudi", "Warung", "Pesanan"), hboD(10), hboD(10))
	return hboTrap("trap-telegram-ids", "note", text)
}

func hboTrapWAIds() Sample {
	text := fmt.Sprintf("WhatsApp Business setup done ✅\nWABA ID: %s\nPhone number ID: %s\nDisplay no: +91 %s\nTemplates approved: order_update, payment_reminder\nAccess token Business Settings > System users me hai.", hboD(15), hboD(15), hboD(10))
	return hboTrap("trap-whatsapp-ids", "chat", text)
}

func hboTrapColours() Sample {
	text := fmt.Sprintf(":root {\n  --brand-primary: #%s;\n  --brand-accent: #%s;\n  --bg: #%s;\n  --font: 'Noto Sans Thai', 'Noto Sans Devanagari', sans-serif;\n}", rnd(hexs, 6), rnd(hexs, 6), rnd(hexs, 6))
	return hboTrap("trap-colours", "css", text)
}

func hboTrapChangelog() Sample {
	text := fmt.Sprintf("## v%d.%d.%d (%s)\n- Added GCash and Maya via Xendit\n- Fixed UPI intent on Android 14\n- Bumped razorpay-python to 1.4.%d\n- Thêm ngôn ngữ Tiếng Việt", hboN(1, 3), hboN(0, 20), hboN(0, 9), hboISO()[:10], hboN(1, 2))
	return hboTrap("trap-version", "markdown", text)
}

func hboTrapAccessKeyID() Sample {
	text := fmt.Sprintf("$ aws iam list-access-keys --user-name rec-uploader\n{\n    \"AccessKeyMetadata\": [\n        {\n            \"UserName\": \"rec-uploader\",\n            \"AccessKeyId\": \"AKIA%s\",\n            \"Status\": \"%s\",\n            \"CreateDate\": \"%sZ\"\n        }\n    ]\n}", rnd(upper+"234567", 16), hboOf("Active", "Inactive"), hboISO())
	return hboTrap("trap-key-id", "shell", text)
}

func hboTrapRzpKeyID() Sample {
	text := fmt.Sprintf(`var options = {
  "key": "%s", // key id only, secret stays on the server
  "amount": "%d",
  "currency": "INR",
  "name": "%s",
  "order_id": "order_%s",
  "prefill": {"contact": "+91%s"}
};
var rzp = new Razorpay(options);`, hboRzpID(hboP(0.5)), hboN(100, 9999)*100, hboOf("Kirana Kart", "Saffron EdTech", "Chai Point"), rnd(alnum, 14), hboD(10))
	return hboTrap("trap-key-id", "javascript", text)
}

func hboTrapJWTDoc() Sample {
	n := pick([]int{32, 48, 64})
	text := hboOf(
		fmt.Sprintf("JWT_SECRET: generate your own with `openssl rand -hex %d` and put it in .env (never reuse the staging one).", n),
		fmt.Sprintf("Set JWT_SECRET trong .env, dùng lệnh `openssl rand -base64 %d` để tạo chuỗi ngẫu nhiên.", n),
		fmt.Sprintf("JWT_SECRET wajib minimal %d karakter. Generate pakai `openssl rand -hex %d`.", n, n),
	)
	return hboTrap("trap-password-talk", "doc", text)
}

func hboTrapMaskedLog() Sample {
	text := hboOf(
		fmt.Sprintf("%sZ DEBUG http > POST https://api.xendit.co/v2/invoices\n> Authorization: Basic ****\n< 200 OK id=%s", hboISO(), rnd(hexs, 24)),
		fmt.Sprintf("Using Razorpay key %s with secret ****%s", hboRzpID(true), rnd(alnum, 4)),
		"access_token=[FILTERED] refresh_token=[FILTERED] user_id="+hboD(8),
		"DB_PASSWORD=<redacted> DB_HOST=10.0.3.14 DB_NAME=crm",
		fmt.Sprintf("sk_live_...%s revoked by %s on %s", rnd(alnum, 4), hboName("ph"), hboDate()),
	)
	return hboTrap("trap-masked", "log", text)
}

func hboTrapAzureIDs() Sample {
	text := fmt.Sprintf(`{
  "AzureAd": {
    "Instance": "https://login.microsoftonline.com/",
    "TenantId": "%s",
    "ClientId": "%s",
    "ClientSecret": "see Key Vault kv-%s / aad-client-secret"
  }
}`, hboUUID(), hboUUID(), hboOf("bpo-prod", "crm-sea", "hr-ph"))
	return hboTrap("trap-cloud-ids", "json", text)
}

func hboTrapMeetingTalk() Sample {
	d := hboDate()
	text := hboOf(
		fmt.Sprintf("MoM %s: (1) rotate all Razorpay keys after vendor offboarding — %s; (2) move wifi passwords out of the WhatsApp group into Bitwarden — %s; (3) next review Friday.", d, hboName("in"), hboName("in")),
		fmt.Sprintf("Notulen rapat %s: semua password admin toko diganti minggu depan, yang pegang Mas %s. Jangan kirim password lewat WA lagi.", d, hboName("id")),
		fmt.Sprintf("Meeting notes %s: agents keep writing passwords on sticky notes. Reminder email sent by %s. Clean desk audit on Thursday.", d, hboName("ph")),
		fmt.Sprintf("Biên bản họp %s: đổi toàn bộ mật khẩu POS sau khi nhân viên nghỉ việc, anh %s phụ trách.", d, hboName("vn")),
	)
	return hboTrap("trap-password-talk", "note", text)
}
