package main

// heldout_ba_prose.go: passwords in prose in many languages and scripts, Wi-Fi passwords, PINs and
// door codes, TOTP seeds and recovery codes.

import (
	"strings"
)

var hbaPwProseTpl = []struct{ format, text string }{
	{"chat", "राउटर का पासवर्ड {P} है"},
	{"chat", "मेरे ईमेल का पासवर्ड {P} है, कृपया लॉगिन करके रिपोर्ट डाउनलोड कर लो"},
	{"chat", "bhai laptop ka password {P} hai, format mat karna please"},
	{"chat", "ওয়াইফাই পাসওয়ার্ড হলো {P}"},
	{"chat", "অফিস কম্পিউটারের পাসওয়ার্ড {P} দিয়ে খুলবে"},
	{"chat", "dada, counter PC er password {P} diye dilam, kaal change korbo"},
	{"chat", "கணினி கடவுச்சொல் {P}"},
	{"chat", "anna, billing system password {P} — boss kitta sollaadheenga"},
	{"chat", "کمپیوٹر کا پاس ورڈ {P} ہے"},
	{"chat", "yaar dukaan wale PC ka password {P} rakha hai ab"},
	{"chat", "Mật khẩu máy tính quầy là {P}"},
	{"chat", "mk email công ty: {P} nha em"},
	{"chat", "รหัสผ่านคอมเครื่องแคชเชียร์คือ {P}"},
	{"chat", "Yung password ng laptop ni boss ay {P}, wag mo ipagkalat"},
	{"chat", "Kata laluan komputer kaunter: {P}"},
	{"chat", "ကွန်ပျူတာ စကားဝှက်က {P} ပါ"},
	{"chat", "Kata sandi email kantor: {P}"},
	{"note", "the password for the shared drive is {P}"},
	{"chat", "pw is {P} btw"},
	{"email", "Hello {N},\n\nYour password has been reset as requested. New password: {P}\nYou will be asked to change it after you log in.\n\nCSC Helpdesk"},
	{"chat", "I changed the admin password to {P} — update the wiki pls"},
	{"ticket", "Password was reset by L1 support; it is now {P}. Closing ticket."},
	{"chat", "naya password {P} hai, purana wala band ho gaya"},
	{"chat", "Pinalitan ko na, bagong password: {P}"},
	{"chat", "đổi pass rồi nhé, pass mới là {P}"},
	{"chat", "เปลี่ยนพาสแล้วนะ พาสใหม่ {P}"},
	{"chat", "Password baru saya {P}, jangan beritahu sesiapa"},
	{"notes", "Meeting notes — {SHOP}\n- new billing software installed\n- admin password: {P}\n- training on Friday"},
	{"chat", "password : {P}\n(capital letter first)"},
	{"chat", "पासवर्ड है \"{P}\" — बिना quotes के डालना"},
	{"chat", "Ang passcode sa tablet ng kusina ay {P}"},
	{"note", "नेटबैंकिंग पासवर्ड: {P} (मम्मी का अकाउंट)"},
}

var hbaSSIDs = []string{"Cafe_Moc_5G", "Laxmi-Kirana", "JioFiber-Sharma", "PLDTHOMEFIBR_Nena", "Viettel_Tang2", "TRUE_Guest",
	"unifi_KedaiPakAli", "CyberZone-Guest", "GreenValley-Staff", "AIS_4G_Home", "Grameenphone_Office", "ShweMobile_WiFi"}

var hbaWifiTpl = []struct{ format, text string }{
	{"note", "WiFi: {S} | pass: {P}"},
	{"chat", "Wi-Fi নাম {S}, পাসওয়ার্ড {P}"},
	{"note", "वाई-फाई: {S}\nपासवर्ड: {P}"},
	{"chat", "Wifi ng shop: {S} / {P}"},
	{"note", "WIFI: {S}\nMK: {P}\nCảm ơn quý khách!"},
	{"note", "ไวไฟ: {S} รหัส {P}"},
	{"text", "WIFI:T:WPA;S:{S};P:{P};;"},
	{"shell", "nmcli dev wifi connect '{S}' password '{P}'"},
	{"config", "network={\n    ssid=\"{S}\"\n    psk=\"{P}\"\n    key_mgmt=WPA-PSK\n}"},
	{"chat", "Wi-Fi: {S} kata laluan {P}"},
	{"chat", "guest wifi ka password {P} hai, naam {S}"},
	{"chat", "வைஃபை பெயர் {S}, பாஸ்வேர்ட் {P}"},
}

var hbaPinTpl = []struct{ format, text string }{
	{"chat", "ATM PIN {PIN} hai, kisi ko mat batana"},
	{"chat", "UPI PIN: {PIN} (SBI wala account)"},
	{"note", "door code {PIN}#"},
	{"chat", "gate ka code {PIN} hai, raat ko 10 baje ke baad"},
	{"note", "Mã cửa kho: {PIN}"},
	{"note", "รหัสประตูห้องเซิร์ฟเวอร์ {PIN}"},
	{"chat", "alarm code is {PIN}, disarm within 30 sec"},
	{"chat", "phone unlock PIN {PIN} — it's the shop phone"},
	{"note", "Server room door: {PIN}* then press the green button"},
	{"chat", "Ang PIN ng GCash ko ay {PIN}, ikaw na bahala mag-load"},
	{"chat", "MPIN ng Maya: {PIN}"},
	{"chat", "bKash PIN {PIN}, ১০০০ টাকা ক্যাশ আউট করো"},
	{"chat", "EasyPaisa ka PIN {PIN} hai"},
	{"chat", "Mã PIN thẻ ATM: {PIN}"},
	{"chat", "ตู้เซฟรหัส {PIN} นะ"},
	{"chat", "Nombor PIN kad: {PIN}"},
	{"chat", "लॉकर का कॉम्बिनेशन {PIN} है"},
}

func hbaProse() []Sample {
	var out []Sample
	for i := 0; i < 32; i++ {
		t := hbaPwProseTpl[i%len(hbaPwProseTpl)]
		pw := hbaPw()
		text := hbaFill(t.text, "P", pw, "N", pick(hbaFirst), "SHOP", pick(hbaShops))
		s := hbaSec("password-prose", t.format, text, pw)
		if strings.Contains(text, "- training on Friday") {
			s = hbaKeep(s, "- training on Friday", "- new billing software installed")
		}
		out = append(out, s)
	}
	for i := 0; i < 16; i++ {
		t := hbaWifiTpl[i%len(hbaWifiTpl)]
		pw := hbaPw()
		if rng.IntN(4) == 0 {
			pw = hbaDigits(8)
		}
		ssid := pick(hbaSSIDs)
		text := hbaFill(t.text, "P", pw, "S", ssid)
		s := hbaSec("wifi-password", t.format, text, pw)
		if i%3 == 0 && !strings.Contains(pw, ssid) && !strings.Contains(ssid, pw) {
			s = hbaKeep(s, ssid)
		}
		out = append(out, s)
	}
	for i := 0; i < 17; i++ {
		t := hbaPinTpl[i%len(hbaPinTpl)]
		pin := hbaDigits(hbaN(4, 6))
		text := hbaFill(t.text, "PIN", pin)
		out = append(out, hbaSec("pin-code", t.format, text, pin))
	}
	out = append(out, hbaOTPSeeds()...)
	return out
}

func hbaGroup4(s string) string {
	var parts []string
	for i := 0; i < len(s); i += 4 {
		parts = append(parts, s[i:min(i+4, len(s))])
	}
	return strings.Join(parts, " ")
}

// hbaOTPSeeds: TOTP seeds, otpauth URIs and recovery codes.
func hbaOTPSeeds() []Sample {
	var out []Sample
	issuers := []string{"PayKaro", "GitHub", "Zoho", "Razorpay", "AWS", "Cloudflare", "Binance", "Shopee Seller"}
	for i := 0; i < 10; i++ {
		seed := rnd(b32, pick([]int{16, 32}))
		iss := pick(issuers)
		acct := strings.ToLower(strings.Fields(pick(hbaFirst))[0]) + "@" + pick(hbaDomains)
		var s Sample
		switch i % 5 {
		case 0:
			s = hbaSec("totp-seed", "chat", "2FA secret for the shared "+iss+" account: "+seed+" — add it to your authenticator", seed)
		case 1:
			uri := "otpauth://totp/" + iss + ":" + acct + "?secret=" + seed + "&issuer=" + strings.ReplaceAll(iss, " ", "%20")
			s = hbaSec("totp-seed", "note", "QR didn't scan, so here is the link:\n"+uri, seed)
		case 2:
			g := hbaGroup4(strings.ToLower(seed))
			s = hbaSec("totp-seed", "note", "Google Authenticator setup key ("+iss+"): "+g, g)
		case 3:
			s = hbaSec("totp-seed", "chat", "2FA ka secret key "+seed+" hai, dono phone mein daal lo taaki night shift wale bhi login kar sake", seed)
		default:
			s = hbaSec("totp-seed", "yaml", "mfa:\n  issuer: "+iss+"\n  account: "+acct+"\n  totp_secret: "+seed, seed)
		}
		out = append(out, s)
	}
	for i := 0; i < 8; i++ {
		var codes []string
		n := hbaN(4, 8)
		var text string
		switch i % 4 {
		case 0:
			for j := 0; j < n; j++ {
				codes = append(codes, hbaHex(5)+"-"+hbaHex(5))
			}
			text = "GitHub recovery codes (org owner account):\n" + strings.Join(codes, "\n") + "\nstore these in the safe"
		case 1:
			for j := 0; j < n; j++ {
				codes = append(codes, rnd(digits, 4)+" "+rnd(digits, 4))
			}
			text = "Backup codes Google của shop:\n- " + strings.Join(codes, "\n- ")
		case 2:
			codes = append(codes, rnd(upper+digits, 5)+"-"+rnd(upper+digits, 5)+"-"+rnd(upper+digits, 5)+"-"+rnd(upper+digits, 5))
			text = "Recovery key ng Apple ID ni boss: " + codes[0] + " (nakasulat din sa notebook)"
		default:
			for j := 0; j < n; j++ {
				codes = append(codes, rnd("abcdefghijklmnopqrstuvwxyz0123456789", 10))
			}
			text = "bhai 2FA ke backup codes: " + strings.Join(codes, ", ") + " — ek use ho gaya"
		}
		out = append(out, hbaSec("recovery-codes", "note", text, codes...))
	}
	return out
}
