package main

import (
	"fmt"
	"strings"
)

// Small offices, CAs, hosting, games, SMS gateways; and their traps.

func hboMoreTs() []hboT {
	return []hboT{
		{4, hboEPFO}, {3, hboGSTClients}, {3, hboTally}, {4, hboDapodik}, {4, hboSSSPortal},
		{4, hboVNeTax}, {4, hboThaiSharedMail}, {5, hboGameAcct}, {4, hboDelhivery}, {4, hboSemaphore},
		{4, hboFonnte}, {3, hboSpeedSMS}, {5, hboMySQLCLI}, {4, hboSSHPass}, {4, hboCPanel},
		{4, hboWPAdmin}, {3, hboFileZilla}, {3, hboPGPass}, {4, hboGoogleOAuth}, {4, hboBearerJWT},
		{3, hboHindiMail}, {3, hboPKCafeAdmin},
		{5, hboTrapGovIDs}, {5, hboTrapOAuthClient}, {5, hboTrapMySQLPrompt}, {5, hboTrapHostingMail},
		{5, hboTrapSMSDoc}, {5, hboTrapGameTalk},
	}
}

func hboEPFO() Sample {
	est := strings.ToUpper(hboOf("MH", "DL", "KN", "TN", "GJ")) + strings.ToUpper(rnd(upper, 3)) + hboD(7)
	pw := hboPW("in")
	text := fmt.Sprintf("Sir, EPFO employer portal login details:\nEstablishment ID: %s\nPassword: %s\nECR for %s month file karna hai before 15th.", est, pw, hboOf("March", "April", "June", "October"))
	return hboS("portal-password", "mail", text, pw).hboKeep(est)
}

func hboGSTClients() Sample {
	var rows []string
	var pws, users []string
	for i := 0; i < 2; i++ {
		u, pw := strings.ToLower(hboName("in"))+hboOf("traders", "enterprises", "_gst", "textiles")+hboD(2), hboPW("in")
		users, pws = append(users, u), append(pws, pw)
		rows = append(rows, fmt.Sprintf("%s %s,%s,%s,%s", hboName("in"), hboOf("Traders", "Enterprises", "& Sons", "Textiles"), u, pw, hboOf("GSTR-1 pending", "GSTR-3B filed", "notice reply")))
	}
	text := "client,gst_portal_user,password,remarks\n" + strings.Join(rows, "\n")
	return hboS("portal-password", "csv", text, pws...).hboKeep(users...)
}

func hboTally() Sample {
	pw := hboPW("in")
	co := hboOf("Sharma Traders", "Gupta Steel", "Balaji Medical", "Sai Electricals")
	text := hboOf(
		fmt.Sprintf("Tally me company '%s' khulegi toh password maangega — %s daal dena. FY 24-25 ka data hai.", co, pw),
		fmt.Sprintf("%s ki Tally company ka password %s hai, user: Accountant", co, pw),
	)
	return hboS("software-password", "chat", text, pw).hboKeep(co)
}

func hboDapodik() Sample {
	mail, pw := "operator."+hboOf("sdn", "smpn", "sman")+hboD(2)+"@"+hboOf("gmail.com", "belajar.id"), hboPW("id")
	text := fmt.Sprintf("Bu, ini akun operator Dapodik sekolah kita:\nemail: %s\nkata sandi: %s\nMohon sinkron sebelum tanggal %d ya. Terima kasih 🙏", mail, pw, hboN(5, 28))
	return hboS("portal-password", "chat", text, pw).hboKeep(mail)
}

func hboSSSPortal() Sample {
	user, pw := strings.ToLower(hboName("ph"))+hboOf("", ".", "_")+strings.ToLower(hboOf("santos", "reyes", "cruz", "dizon"))+hboD(2), hboPW("ph")
	site := hboOf("My.SSS", "PhilHealth Member Portal", "Pag-IBIG Virtual")
	text := hboOf(
		fmt.Sprintf("Nay, na-register na kita sa %s. User ID: %s, password: %s. Wag mo ibigay sa iba ha.", site, user, pw),
		fmt.Sprintf("Para sa loan application ni Tatay:\n%s\nuser id: %s\npw: %s", site, user, pw),
	)
	return hboS("portal-password", "chat", text, pw).hboKeep(user)
}

func hboVNeTax() Sample {
	mst, pw := hboD(10), hboPW("vn")
	text := fmt.Sprintf("Chị ơi tài khoản thuế điện tử của công ty: MST %s, mật khẩu %s. Chị nộp tờ khai quý %d giúp em nhé.", mst, pw, hboN(1, 4))
	return hboS("portal-password", "chat", text, pw).hboKeep(mst)
}

func hboThaiSharedMail() Sample {
	mail, pw := "sales@"+hboOf("baansuan", "kafae-thai", "siamtour")+".co.th", hboPW("th")
	a, b := hboTwo("th")
	text := hboChat("line",
		a, fmt.Sprintf("อีเมลกลางของร้าน %s รหัสผ่าน %s นะคะ ใช้ตอบลูกค้าได้เลย", mail, pw),
		b, "รับทราบครับ",
	)
	return hboS("account-password", "chat", text, pw).hboKeep(mail)
}

func hboGameAcct() Sample {
	id := hboD(9) + " (" + hboD(4) + ")"
	pw := hboPW(pick([]string{"id", "ph", "vn"}))
	text := hboOf(
		fmt.Sprintf("bro joki rank ML aku ya, akun moonton email %s pw %s, ID %s. Jangan beli skin pake diamond aku 😤", hboMail("id"), pw, id),
		fmt.Sprintf("pa-push naman sa Mythic, login via Moonton: %s / pass %s. ID ko %s", hboMail("ph"), pw, id),
		fmt.Sprintf("acc Liên Quân của tao: %s, mk %s, cày hộ tuần này nha", hboMail("vn"), pw),
	)
	return hboS("game-account-password", "chat", text, pw)
}

func hboDelhivery() Sample {
	tok := rnd(hexs, 40)
	text := fmt.Sprintf(`import requests

# Delhivery B2C API (client: %s)
HEADERS = {"Authorization": "Token %s", "Content-Type": "application/json"}
r = requests.get("https://track.delhivery.com/api/v1/packages/json/?waybill=%s", headers=HEADERS)
print(r.json())`, hboOf("KIRANAKART SURFACE", "SAREEHOUSE EXPRESS"), tok, hboD(13))
	return hboS("delhivery-api-token", "python", text, tok)
}

func hboSemaphore() Sample {
	key := rnd(hexs, 32)
	text := fmt.Sprintf(`<?php
// Semaphore SMS - pang-notify sa customer pag ready na ang order
$ch = curl_init();
curl_setopt($ch, CURLOPT_URL, 'https://api.semaphore.co/api/v4/messages');
curl_setopt($ch, CURLOPT_POSTFIELDS, http_build_query([
    'apikey'     => '%s',
    'number'     => $customer->mobile,
    'message'    => 'Ready na po ang order ninyo #' . $order->id,
    'sendername' => '%s',
]));`, key, hboOf("TINDAHAN", "PASABUY", "LABADA"))
	return hboS("sms-api-key", "php", text, key)
}

func hboFonnte() Sample {
	tok := rnd(alnum+"!#+@", hboN(20, 22))
	text := hboOf(
		fmt.Sprintf("curl -X POST https://api.fonnte.com/send -H 'Authorization: %s' -d 'target=%s' -d 'message=Pesanan anda sudah dikirim'", tok, "08"+hboD(10)),
		fmt.Sprintf("Mas, token Fonnte device toko: %s . Taruh di env WA_GATEWAY_TOKEN ya", tok),
	)
	return hboS("wa-gateway-token", hboOf("shell", "chat"), text, tok)
}

func hboSpeedSMS() Sample {
	tok := rnd(b64url, 32)
	text := fmt.Sprintf("# gửi OTP đăng ký\nSPEEDSMS_ACCESS_TOKEN=%s\nSPEEDSMS_SENDER=%s\nSMS_TEMPLATE=\"Ma xac thuc cua ban la {code}\"", tok, hboOf("DonHang", "ShopVN", "Verify"))
	return hboS("sms-api-token", "env", text, tok)
}

func hboMySQLCLI() Sample {
	pw := hboOf(rnd(alnum, hboN(10, 16)), hboCase(pick(hboWords[pick(hboRegions)]))+hboD(4))
	user := hboOf("root", "toko", "crm_ro", "wp_user")
	host := fmt.Sprintf("10.%d.%d.%d", hboN(0, 30), hboN(0, 254), hboN(2, 254))
	text := fmt.Sprintf("$ mysql -h %s -u %s -p%s %s\nmysql: [Warning] Using a password on the command line interface can be insecure.\nWelcome to the MySQL monitor.  Commands end with ; or \\g.\nmysql> SELECT COUNT(*) FROM orders WHERE created_at > CURDATE();", host, user, pw, hboOf("toko", "crm", "wordpress"))
	return hboS("db-password", "shell", text, pw).hboKeep(host)
}

func hboSSHPass() Sample {
	ip := fmt.Sprintf("%d.%d.%d.%d", hboN(103, 203), hboN(0, 254), hboN(0, 254), hboN(2, 254))
	pw := hboStrong(hboN(10, 16))
	a, b := hboTwo("in")
	return hboS("server-password", "chat", hboChat("wa2",
		a, "bhai naya VPS le liya Hostinger se",
		a, fmt.Sprintf("ssh root@%s , password %s", ip, pw),
		b, "ok, pehle key-based login set karta hu aur password login band",
	), pw).hboKeep(ip)
}

func hboCPanel() Sample {
	user, pw := strings.ToLower(hboOf("tokober", "sekolah", "klinik", "warung"))+rnd(lower, 2), hboStrong(hboN(12, 16))
	dom := hboOf("tokoberkah.id", "sdn2sukamaju.sch.id", "kliniksehat.co.id", "warungbuyati.com")
	text := fmt.Sprintf(`Subject: Informasi Akun Hosting - %s

Halo Kak,

Akun hosting untuk domain %s sudah aktif.
Login cPanel: https://%s:2083
Username: %s
Password: %s

Segera ganti password setelah login pertama.
Salam,
Tim Support Hosting`, dom, dom, dom, user, pw)
	return hboS("hosting-password", "mail", text, pw).hboKeep(user)
}

func hboWPAdmin() Sample {
	user, pw := hboOf("admin", "quantri", "shopadmin"), hboPW("vn")
	a, b := hboTwo("vn")
	text := hboChat("plain",
		a, fmt.Sprintf("web bán hàng: https://%s/wp-admin , tài khoản %s, mk %s", hboOf("shopvn.vn", "donhang.com.vn", "caphe-sai-gon.vn"), user, pw),
		b, "ok em vào sửa banner Tết",
	)
	return hboS("cms-password", "chat", text, pw).hboKeep(user)
}

func hboFileZilla() Sample {
	pw := hboURLPW()
	enc := hboStd64(pw)
	text := fmt.Sprintf(`<Server>
    <Host>ftp.%s</Host>
    <Port>21</Port>
    <Protocol>0</Protocol>
    <User>%s</User>
    <Pass encoding="base64">%s</Pass>
    <Name>%s</Name>
</Server>`, hboOf("tokoberkah.id", "kirana.in", "tindahan.ph"), hboOf("ftpuser", "deploy", "u8812"), enc, hboOf("website live", "hosting client"))
	return hboS("ftp-password", "xml", text, enc)
}

func hboPGPass() Sample {
	pw := hboURLPW()
	text := fmt.Sprintf("# ~/.pgpass (chmod 600)\n%s:5432:%s:%s:%s", hboOf("db.internal", "10.0.2.11", "pg-reporting"), hboOf("crm", "reporting", "*"), hboOf("analyst", "bpo_ro", "postgres"), pw)
	return hboS("db-password", "text", text, pw)
}

func hboGoogleOAuth() Sample {
	cid := hboD(12) + "-" + rnd(lower+digits, 32) + ".apps.googleusercontent.com"
	cs := "GOCSPX-" + rnd(b64url, 28)
	rt := "1//0" + rnd(alnum, 1) + rnd(b64url, 99)
	text := fmt.Sprintf(`{
  "client_id": "%s",
  "client_secret": "%s",
  "refresh_token": "%s",
  "type": "authorized_user"
}`, cid, cs, rt)
	return hboS("oauth-credentials", "json", text, cs, rt).hboKeep(cid)
}

func hboBearerJWT() Sample {
	h := "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9"
	p := hboStd64(fmt.Sprintf(`{"sub":"%s","role":"agent","exp":%d}`, hboD(6), hboN(1700000000, 1760000000)))
	p = strings.TrimRight(strings.NewReplacer("+", "-", "/", "_").Replace(p), "=")
	jwt := h + "." + p + "." + rnd(b64url, 43)
	text := fmt.Sprintf(`> GET /api/v2/agents/me HTTP/2
> Host: api.%s
> authorization: Bearer %s
> user-agent: curl/8.5.0
>
< HTTP/2 401
< content-type: application/json
{"error":"token_expired"}`, hboOf("bpoconnect.com", "tokopintar.id", "donhang.vn"), jwt)
	return hboS("bearer-token", "shell", text, jwt)
}

func hboHindiMail() Sample {
	user, pw := strings.ToLower(hboName("in"))+"."+hboOf("verma", "singh", "yadav")+"@"+hboOf("gmail.com", "nic.in"), hboPW("in")
	text := fmt.Sprintf("विषय: पोर्टल लॉगिन\n\nमहोदय,\nजेम (GeM) पोर्टल का यूज़र आईडी %s है और पासवर्ड %s है। कृपया बिड अपलोड कर दें।\n\nधन्यवाद\n%s", user, pw, hboName("in"))
	return hboS("portal-password", "mail", text, pw).hboKeep(user)
}

func hboPKCafeAdmin() Sample {
	pw := hboPW("pk")
	text := hboOf(
		fmt.Sprintf("Net cafe ke server PC ka admin password %s hai. Timer software isi se khulta hai. Raat ko band kar ke jana — %s", pw, hboName("pk")),
		fmt.Sprintf("Bhai, cafe ka MikroTik hotspot admin: user admin, password %s. Ghanton ke card wahi se banao.", pw),
	)
	return hboS("admin-password", "chat", text, pw)
}

func hboTrapGovIDs() Sample {
	text := hboOf(
		fmt.Sprintf("Udyam Registration No: UDYAM-%s-%02d-%s\nGSTIN: %s%s%s1Z%s\n(for vendor form)", hboOf("MH", "DL", "KR", "GJ"), hboN(1, 40), hboD(7), hboD(2), rnd(upper, 5), rnd(digits, 4)+rnd(upper, 1), rnd(upper+digits, 1)),
		fmt.Sprintf("Mã số thuế công ty: %s, địa chỉ: %d Lê Lợi, Q.1, TP.HCM", hboD(10), hboN(1, 300)),
		fmt.Sprintf("NPWP perusahaan: %s.%s.%s.%s-%s.%s", rnd(digits, 2), rnd(digits, 3), rnd(digits, 3), rnd(digits, 1), rnd(digits, 3), rnd(digits, 3)),
		fmt.Sprintf("DTI business name registration no. %s, valid until %s", hboD(7), hboDate()),
	)
	return hboTrap("trap-business-id", "note", text)
}

func hboTrapOAuthClient() Sample {
	cid := hboD(12) + "-" + rnd(lower+digits, 32) + ".apps.googleusercontent.com"
	text := fmt.Sprintf(`<div id="g_id_onload"
     data-client_id="%s"
     data-login_uri="https://%s/auth/google"
     data-auto_prompt="false">
</div>
<!-- client secret is only on the server -->`, cid, hboOf("app.kirana.in", "akun.tokopintar.id", "my.bpoconnect.com"))
	return hboTrap("trap-client-id", "html", text)
}

func hboTrapMySQLPrompt() Sample {
	text := fmt.Sprintf("$ mysql -h 10.%d.%d.%d -u %s -p %s\nEnter password:\nERROR 1045 (28000): Access denied for user '%s'@'10.0.0.5' (using password: YES)\n\nbro password DB prod yg bener yg mana ya? yg di Vault atau yg lama?", hboN(0, 30), hboN(0, 254), hboN(2, 254), "toko", "toko", "toko")
	return hboTrap("trap-password-talk", "shell", text)
}

func hboTrapHostingMail() Sample {
	dom, ns := hboOf("tokoberkah.id", "kirana.in", "tindahan.ph", "shopvn.vn"), hboOf("dnsku.id", "hostph.net", "inhost.in")
	text := fmt.Sprintf(`Subject: Your hosting account is ready - %s

Your cPanel username is %s. For security we do not send passwords by email; set yours using the link in the welcome SMS.
Nameservers: ns1.%s, ns2.%s
Order ID: %s`, dom, strings.Split(dom, ".")[0][:6]+rnd(lower, 2), ns, ns, hboD(9))
	return hboTrap("trap-password-talk", "mail", text)
}

func hboTrapSMSDoc() Sample {
	text := hboOf(
		fmt.Sprintf("Semaphore: POST https://api.semaphore.co/api/v4/messages with apikey=YOUR_API_KEY&number=09XXXXXXXXX&message=%s", hboOf("Hello", "Order+ready", "Your+OTP+is+{code}")),
		fmt.Sprintf("MSG91 (%s): pass your authkey in the header `authkey: <AUTH_KEY>` — get it from the dashboard > API.", hboOf("OTP", "Flow", "SMS")),
		fmt.Sprintf("Fonnte: header Authorization: TOKEN (ganti TOKEN dengan token device anda), endpoint https://api.fonnte.com/%s", hboOf("send", "validate", "device")),
		fmt.Sprintf("SpeedSMS: thay ACCESS_TOKEN bằng token trong trang quản trị, không chia sẻ token. Loại tin: %d", hboN(2, 5)),
	)
	return hboTrap("trap-placeholder", "doc", text)
}

func hboTrapGameTalk() Sample {
	text := hboOf(
		hboSay("id", fmt.Sprintf("ID ML aku %s (%s), add ya buat mabar nanti malam", hboD(9), hboD(4))),
		hboSay("id", "jangan pernah kasih password akun ke joki ya, banyak yang kena hack minggu ini"),
		hboSay("ph", fmt.Sprintf("Free Fire UID ko: %s, friend request mo ako", hboD(10))),
		hboSay("in", fmt.Sprintf("Steam friend code: %s, PUBG ke liye add kar", hboD(9))),
	)
	return hboTrap("trap-game-id", "chat", text)
}
