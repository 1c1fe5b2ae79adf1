package main

import (
	"fmt"
	"strings"
)

// Outsourcing and support centres, small dev shops: chat-app bots, servers, CRMs, logs.

func hboOpsTs() []hboT {
	return []hboT{
		{5, hboLineEnv}, {4, hboZaloCurl}, {5, hboWACloud}, {5, hboTelegramBot}, {3, hboMSG91},
		{5, hboPgURL}, {5, hboLaravelEnv}, {4, hboGmailApp}, {4, hboAWSHandover}, {4, hboGitPAT},
		{5, hboVPNTicket}, {3, hboFreshdesk}, {4, hboShiftHandover}, {4, hboLogLeak}, {3, hboK8sSecret},
		{3, hboFCM}, {3, hboGemini}, {4, hboOpenAIVN}, {3, hboSendGrid}, {3, hboRedisTOML},
		{3, hboJWTEnv}, {4, hboCookieCurl}, {3, hboTOTPSeed}, {3, hboBackupCodes}, {4, hboResetLink},
		{4, hboWebhookURL}, {4, hboDiffLeak}, {3, hboAgentCSV}, {4, hboLicenceKey}, {3, hboSSHKeyChat},
	}
}

func hboLineEnv() Sample {
	cid, cs := hboD(10), rnd(hexs, 32)
	tok := rnd(alnum+"+/", 171) + "="
	text := fmt.Sprintf("# LINE OA - ร้าน%s\nLINE_CHANNEL_ID=%s\nLINE_CHANNEL_SECRET=%s\nLINE_CHANNEL_ACCESS_TOKEN=%s\nPORT=3000", hboOf("ชาไทย", "ข้าวมันไก่", "ซักรีด"), cid, cs, tok)
	return hboS("line-channel-token", "env", text, cs, tok).hboKeep(cid)
}

func hboZaloCurl() Sample {
	tok := rnd(b64url, hboN(180, 220))
	uid := hboD(18)
	text := fmt.Sprintf(`curl -X POST "https://openapi.zalo.me/v3.0/oa/message/cs" \
  -H "access_token: %s" \
  -H "Content-Type: application/json" \
  -d '{"recipient":{"user_id":"%s"},"message":{"text":"Đơn hàng của bạn đã được giao"}}'`, tok, uid)
	return hboS("zalo-access-token", "shell", text, tok).hboKeep(uid)
}

func hboWACloud() Sample {
	tok := "EAA" + rnd(alnum, hboN(150, 200))
	pnid := hboD(15)
	if hboP(0.5) {
		return hboS("whatsapp-cloud-token", "shell", fmt.Sprintf(`curl -i -X POST https://graph.facebook.com/v19.0/%s/messages \
  -H 'Authorization: Bearer %s' \
  -H 'Content-Type: application/json' \
  -d '{"messaging_product":"whatsapp","to":"%s","type":"template","template":{"name":"order_update","language":{"code":"en_US"}}}'`, pnid, tok, "91"+hboD(10)), tok).hboKeep(pnid)
	}
	a, b := hboTwo("in")
	return hboS("whatsapp-cloud-token", "chat", hboChat("wa2",
		a, "Sir permanent token generate ho gaya system user se: "+tok,
		b, "Thanks. Phone number id "+pnid+" wala hi use karna",
	), tok).hboKeep(pnid)
}

func hboTelegramBot() Sample {
	tok := hboD(hboN(9, 10)) + ":AA" + rnd(b64url, 33)
	if hboP(0.5) {
		return hboS("telegram-bot-token", "python", fmt.Sprintf(`# bot notifikasi pesanan toko %s
from telegram.ext import ApplicationBuilder, CommandHandler

TOKEN = "%s"  # dari @BotFather

async def start(update, context):
    await update.message.reply_text("Halo kak, ketik /cek untuk cek resi 📦")

app = ApplicationBuilder().token(TOKEN).build()
app.add_handler(CommandHandler("start", start))
app.run_polling()`, hboName("id"), tok), tok)
	}
	return hboS("telegram-bot-token", "chat", fmt.Sprintf("Done! Congratulations on your new bot. You will find it at t.me/%sBot.\n\nUse this token to access the HTTP API:\n%s\nKeep your token secure and store it safely, it can be used by anyone to control your bot.", hboOf("TokoBudi", "DonHang", "KiranaAlert", "Tindahan"), tok), tok)
}

func hboMSG91() Sample {
	key := hboD(6) + rnd(alnum, 18)
	tpl := rnd(hexs, 24)
	text := fmt.Sprintf(`<?php
// OTP bhejne ke liye MSG91
$authKey    = "%s";
$templateId = "%s";
$mobile     = "91" . $user->phone;
$url = "https://control.msg91.com/api/v5/otp?template_id=$templateId&mobile=$mobile&authkey=$authKey";`, key, tpl)
	return hboS("msg91-auth-key", "php", text, key).hboKeep(tpl)
}

func hboPgURL() Sample {
	user, pw := hboOf("crm_app", "postgres", "bpo_reporting", "app"), hboURLPW()
	host := hboOf("10.20.", "172.16.", "192.168.") + fmt.Sprintf("%d.%d", hboN(0, 254), hboN(2, 254))
	db := hboOf("crm", "ticketing", "callcentre", "orders")
	url := fmt.Sprintf("postgresql://%s:%s@%s:5432/%s", user, pw, host, db)
	switch rng.IntN(3) {
	case 0:
		return hboS("db-password", "yaml", fmt.Sprintf("services:\n  api:\n    image: registry.example.ph/crm-api:%d.%d\n    environment:\n      DATABASE_URL: \"%s\"\n      TZ: Asia/Manila", hboN(1, 4), hboN(0, 20), url), pw).hboKeep(host)
	case 1:
		return hboS("db-password", "shell", fmt.Sprintf("$ psql \"%s\" -c 'select count(*) from tickets where status = ''open'''\n count\n-------\n  %d\n(1 row)", url, hboN(20, 4000)), pw).hboKeep(host)
	}
	a, b := hboTwo("ph")
	return hboS("db-password", "chat", hboChat("plain",
		a, "sir pa-connect ako sa reporting db, ano url?",
		b, url,
		b, "read-only yan ha, wag mag-update",
	), pw).hboKeep(host)
}

func hboLaravelEnv() Sample {
	pw, mpw := hboPW(pick(hboRegions)), hboStrong(hboN(12, 16))
	key := "base64:" + hboB64(43) + "="
	site := pick([][3]string{{"Toko Berkah", "toko", "tokoberkah.id"}, {"Sekolahku", "sekolah", "sekolahku.sch.id"}, {"Klinik Sehat", "klinik", "kliniksehat.co.id"}, {"Dukaan", "dukaan", "dukaan.pk"}})
	text := fmt.Sprintf(`APP_NAME="%s"
APP_ENV=production
APP_KEY=%s
APP_DEBUG=false

DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_DATABASE=%s
DB_USERNAME=%s
DB_PASSWORD=%s

MAIL_HOST=smtp.hostinger.com
MAIL_USERNAME=noreply@%s
MAIL_PASSWORD=%s`, site[0], key, site[1], hboOf("root", "u"+hboD(6)+"_admin", "laravel"), pw, site[2], mpw)
	return hboS("laravel-env", "env", text, key, pw, mpw)
}

func hboGmailApp() Sample {
	ap := rnd(lower, 4) + " " + rnd(lower, 4) + " " + rnd(lower, 4) + " " + rnd(lower, 4)
	mail := "support." + hboOf("ph", "in", "id") + "@" + hboOf("bpoconnect.com", "helpdeskhub.net", "callzone.co")
	text := fmt.Sprintf(`SMTP for the ticketing tool (set up by %s):
host: smtp.gmail.com
port: 587
user: %s
app password: %s
Don't use the normal Gmail password, it won't work with 2FA on.`, hboName("ph"), mail, ap)
	return hboS("smtp-password", "note", text, ap).hboKeep(mail)
}

func hboAWSHandover() Sample {
	id, sec := "AKIA"+rnd(upper+"234567", 16), rnd(alnum+"+/", 40)
	text := fmt.Sprintf(`Night shift handover - %s

1. S3 bucket for call recordings: s3://%s-recordings-apse1
2. Upload script runs from jumpbox, creds (IAM user rec-uploader):
   aws_access_key_id = %s
   aws_secret_access_key = %s
3. If upload fails > 3 times escalate to %s on Teams.`, hboDate(), hboOf("voxph", "callhub", "bpoin"), id, sec, hboName("ph"))
	return hboS("aws-secret-key", "note", text, sec).hboKeep(id)
}

func hboGitPAT() Sample {
	tok := hboOf("ghp_"+rnd(alnum, 36), "github_pat_"+rnd(alnum, 22)+"_"+rnd(alnum, 59))
	org := hboOf("kirana-tech", "tokopintar", "vnshop-dev", "bpo-tools")
	n := hboN(300, 9000)
	text := fmt.Sprintf(`$ git clone https://%s@github.com/%s/backend.git
Cloning into 'backend'...
remote: Enumerating objects: %d, done.
Receiving objects: 100%% (%d/%d), done.`, tok, org, n, n, n)
	return hboS("github-token", "shell", text, tok).hboKeep(org)
}

func hboVPNTicket() Sample {
	user, pw := "agent."+hboOf("ph", "mnl", "ceb")+hboD(4), hboPW("ph")
	text := hboOf(
		fmt.Sprintf("INC%s - FortiClient not connecting\nAgent: %s\nDetails: hi IT, di po ako maka-connect sa VPN since kanina. username %s password %s, sabi invalid credentials. WFH po ako today. Thanks!", hboD(7), hboName("ph"), user, pw),
		fmt.Sprintf("Hello po, new hire here. Ito po yung VPN creds na binigay sa onboarding: %s / pw: %s. Pero ayaw pa rin mag-login sa GlobalProtect.", user, pw),
	)
	return hboS("vpn-password", "ticket", text, pw).hboKeep(user)
}

func hboFreshdesk() Sample {
	key := rnd(alnum, 20)
	dom := hboOf("bpoconnect", "tokosupport", "kiranacare")
	text := fmt.Sprintf("curl -u %s:X -H \"Content-Type: application/json\" -X GET 'https://%s.freshdesk.com/api/v2/tickets?per_page=100'", key, dom)
	return hboS("freshdesk-api-key", "shell", text, key).hboKeep(dom + ".freshdesk.com")
}

func hboShiftHandover() Sample {
	pw, code := hboPW("ph"), hboPIN(4)
	text := fmt.Sprintf(`## Graveyard shift handover — %s
- Queue: %d calls in backlog, AHT 6:40
- Genesys supervisor login (shared): sup_night
  pw: %s
- Pantry door code: %s
- Escalations: TL %s`, hboDate(), hboN(5, 80), pw, code, hboName("ph"))
	return hboS("shared-login", "markdown", text, pw, code).hboKeep("sup_night")
}

func hboLogLeak() Sample {
	user, pw := hboUser(pick(hboRegions)), hboPW(pick(hboRegions))
	rid := rnd(hexs, 16)
	ts := hboISO()[:17]
	text := fmt.Sprintf(`%s%02dZ INFO  [auth] request_id=%s POST /api/login
%s%02dZ DEBUG [auth] payload={"username":"%s","password":"%s","device":"android"}
%s%02dZ WARN  [auth] login failed for user=%s reason=bad_credentials`, ts, 10, rid, ts, 11, user, pw, ts, 12, user)
	return hboS("password-in-log", "log", text, pw).hboKeep(rid)
}

func hboK8sSecret() Sample {
	pw := hboURLPW()
	text := fmt.Sprintf(`apiVersion: v1
kind: Secret
metadata:
  name: %s-db
  namespace: %s
type: Opaque
stringData:
  DB_USER: app
  DB_PASSWORD: "%s"`, hboOf("orders", "crm", "payout"), hboOf("prod", "staging", "bpo-ph"), pw)
	return hboS("db-password", "yaml", text, pw)
}

func hboFCM() Sample {
	key := "AAAA" + rnd(b64url, 7) + ":APA91b" + rnd(b64url, 134)
	text := fmt.Sprintf(`// gửi thông báo đơn hàng
const FCM_SERVER_KEY = '%s';

fetch('https://fcm.googleapis.com/fcm/send', {
  method: 'POST',
  headers: { Authorization: 'key=' + FCM_SERVER_KEY, 'Content-Type': 'application/json' },
  body: JSON.stringify({ to: deviceToken, notification: { title: 'Đơn hàng mới' } }),
});`, key)
	return hboS("fcm-server-key", "javascript", text, key)
}

func hboGemini() Sample {
	key := "AIzaSy" + rnd(b64url, 33)
	text := fmt.Sprintf(`import google.generativeai as genai

genai.configure(api_key="%s")
model = genai.GenerativeModel("gemini-1.5-flash")
print(model.generate_content("Translate to Tagalog: your order has shipped").text)`, key)
	return hboS("google-api-key", "python", text, key)
}

func hboOpenAIVN() Sample {
	key := "sk-proj-" + rnd(b64url, hboN(100, 140))
	a, b := hboTwo("vn")
	return hboS("openai-api-key", "chat", hboChat("plain",
		a, "anh ơi chatbot CSKH bị lỗi 401",
		b, "dùng key mới nha: "+key,
		b, "key cũ hết hạn mức rồi",
		a, "dạ ok anh",
	), key)
}

func hboSendGrid() Sample {
	key := "SG." + rnd(b64url, 22) + "." + rnd(b64url, 43)
	text := fmt.Sprintf("MAIL_MAILER=smtp\nMAIL_HOST=smtp.sendgrid.net\nMAIL_PORT=587\nMAIL_USERNAME=apikey\nMAIL_PASSWORD=%s\nMAIL_FROM_ADDRESS=no-reply@%s", key, hboOf("sekolahku.id", "tindahan.ph", "shopvn.vn"))
	return hboS("sendgrid-api-key", "env", text, key)
}

func hboRedisTOML() Sample {
	pw := hboStrong(hboN(16, 24))
	text := fmt.Sprintf("[redis]\naddr = \"10.0.%d.%d:6379\"\npassword = \"%s\"\ndb = %d\n\n[queue]\nname = \"sms-outbound\"\nworkers = %d", hboN(0, 9), hboN(2, 200), pw, hboN(0, 5), hboN(2, 16))
	return hboS("redis-password", "toml", text, pw)
}

func hboJWTEnv() Sample {
	sec := hboOf(rnd(hexs, 64), hboB64(44), rnd(alnum, 32))
	text := fmt.Sprintf("# auth service\nJWT_SECRET=%s\nJWT_EXPIRES_IN=%s\nREFRESH_TTL_DAYS=30\nCORS_ORIGIN=https://app.%s", sec, hboOf("1h", "15m", "7d"), hboOf("donhang.vn", "kirana.in", "tokopintar.id"))
	return hboS("jwt-signing-secret", "env", text, sec)
}

func hboCookieCurl() Sample {
	sess := rnd(lower+digits, 32)
	text := fmt.Sprintf(`bhai ye request devtools se copy ki hai, 403 aa raha hai, kya galat hai?

curl 'https://admin.%s/api/orders?page=2' \
  -H 'accept: application/json' \
  -H 'cookie: lang=%s; sessionid=%s' \
  -H 'x-requested-with: XMLHttpRequest'`, hboOf("kiranakart.in", "chaiwala.co", "bazaar.pk"), hboOf("en", "hi", "en-IN"), sess)
	return hboS("session-cookie", "shell", text, sess)
}

func hboTOTPSeed() Sample {
	seed := rnd(b32, 32)
	acct := "support@" + hboOf("bpoconnect.com", "tokopintar.id", "vnshop.vn")
	text := fmt.Sprintf(`Shared 2FA for the support mailbox (so night shift can log in too):
otpauth://totp/Google:%s?secret=%s&issuer=Google
Add it to Google Authenticator on the team phone only.`, acct, seed)
	return hboS("totp-seed", "note", text, seed).hboKeep(acct)
}

func hboBackupCodes() Sample {
	var codes []string
	for i := 0; i < hboN(3, 5); i++ {
		codes = append(codes, rnd(digits, 4)+" "+rnd(digits, 4))
	}
	text := fmt.Sprintf("Backup codes admin@%s (Google Workspace) — keep in the locker, not on the shared drive:\n%s\nEach code can be used once.", hboOf("klinikku.id", "bposhared.ph", "kirana.in"), strings.Join(codes, "\n"))
	return hboS("backup-codes", "note", text, codes...)
}

func hboResetLink() Sample {
	tok := rnd(b64url, hboN(32, 48))
	dom := hboOf("portal.sekolahku.sch.id", "my.bpoconnect.com", "hr.kiranakart.in", "taikhoan.shopvn.vn")
	text := hboOf(
		fmt.Sprintf("Hi, ito yung reset link na dumating sa email ko pero expired daw: https://%s/reset-password?token=%s — pwede pa-resend?", dom, tok),
		fmt.Sprintf("Klik tautan berikut untuk masuk tanpa kata sandi (berlaku 15 menit):\nhttps://%s/magic-login?token=%s\nJika bukan Anda, abaikan email ini.", dom, tok),
	)
	return hboS("login-link-token", hboOf("ticket", "mail"), text, tok).hboKeep(dom)
}

func hboWebhookURL() Sample {
	if hboP(0.5) {
		t, b, s := "T"+rnd(upper+digits, 10), "B"+rnd(upper+digits, 10), rnd(alnum, 24)
		text := fmt.Sprintf("# alert ke channel #ops-jakarta\nSLACK_WEBHOOK_URL=https://hooks.slack.com/services/%s/%s/%s\nALERT_LEVEL=error", t, b, s)
		return hboS("slack-webhook", "env", text, s)
	}
	id, tok := hboSnowflake(), rnd(b64url, 68)
	text := fmt.Sprintf("DISCORD_WEBHOOK = \"https://discord.com/api/webhooks/%s/%s\"  # bao cao doanh thu hang ngay", id, tok)
	return hboS("discord-webhook", "python", text, tok).hboKeep(id)
}

func hboDiffLeak() Sample {
	pw := hboPW(pick(hboRegions))
	text := fmt.Sprintf(`commit %s
Author: %s <%s>

    remove hardcoded smtp password, read from env

diff --git a/config/mail.yml b/config/mail.yml
--- a/config/mail.yml
+++ b/config/mail.yml
@@ -3,5 +3,5 @@ smtp:
   host: smtp.zoho.in
   port: 465
   user: alerts@%s
-  password: "%s"
+  password: ${SMTP_PASSWORD}`, rnd(hexs, 40), hboName("in"), hboMail("in"), hboOf("kiranakart.in", "edulabs.in"), pw)
	return hboS("smtp-password", "diff", text, pw)
}

func hboAgentCSV() Sample {
	var rows []string
	var pws, ids []string
	for i := 0; i < hboN(2, 3); i++ {
		id, pw := "PH"+hboD(5), hboOf("Welcome@", "Bpo#", "Temp")+hboD(4)+rnd(lower, 2)
		ids, pws = append(ids, id), append(pws, pw)
		rows = append(rows, fmt.Sprintf("%s,%s %s,%d,%s", id, hboName("ph"), hboOf("Santos", "Reyes", "Cruz", "Bautista", "Garcia"), hboN(2000, 2999), pw))
	}
	text := "agent_id,name,extension,temp_password\n" + strings.Join(rows, "\n")
	return hboS("temp-password", "csv", text, pws...).hboKeep(ids...)
}

func hboLicenceKey() Sample {
	var parts []string
	for i := 0; i < 5; i++ {
		parts = append(parts, rnd("BCDFGHJKMNPQRTVWXY2346789", 5))
	}
	key := strings.Join(parts, "-")
	text := hboOf(
		fmt.Sprintf("Cyber cafe PC-%d: Windows 10 Pro activate nahi hua. Product key jo use kiya: %s", hboN(1, 12), key),
		fmt.Sprintf("Dear customer, thank you for purchasing Tally Prime Silver. Your licence activation key is %s. Do not share this key.", key),
		fmt.Sprintf("Key Office 2021 cho máy kế toán: %s (mua bản quyền, đừng gửi ra ngoài)", key),
	)
	return hboS("licence-key", hboOf("chat", "mail"), text, key)
}

func hboSSHKeyChat() Sample {
	body := hboPEMBody("b3BlbnNzaC1rZXktdjEAAAAA", hboN(4, 7))
	text := fmt.Sprintf(`anh gửi key để vào server staging nhé, lưu vào ~/.ssh/id_ed25519 rồi chmod 600
-----BEGIN OPENSSH PRIVATE KEY-----
%s
-----END OPENSSH PRIVATE KEY-----
user: deploy, host: %s`, body, hboOf("stg.shopvn.vn", "10.10.3.21", "dev.donhang.vn"))
	return hboS("private-key", "chat", text, body)
}
