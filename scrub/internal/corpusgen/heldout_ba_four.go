package main

// heldout_ba_four.go: the four shapes the part must cover in depth: Discord bot tokens, login
// pairs written in prose, secret keys wrapped across two lines, and service-account key ids.

import (
	"fmt"
	"strings"
)

var hbaDiscordTpl = []struct{ format, text string }{
	{"chat", "bhai discord bot ka token ye hai: {T}\nserver pe .env mein daal dena, github pe mat push karna"},
	{"chat", "[{C}] {N}: Eto yung token ng bot natin {T} pakilagay na lang sa config ha"},
	{"chat", "Token bot Discord của shop: {T} (đừng gửi cho ai nha)"},
	{"chat", "โทเคนบอท Discord คือ {T} ครับ อย่าเอาไปแปะในกลุ่มนะ"},
	{"chat", "ডিসকর্ড বটের টোকেন: {T}\nএটা কাউকে দিও না"},
	{"note", "bot ka token {T} hai, isko baad mein reset kar dena"},
	{"chat", "Token bot: {T} — jangan kongsi dengan orang lain ya"},
	{"chat", "Discord bot டோக்கன்: {T}"},
	{"chat", "ဘော့ token က {T} ပါ။ ပြန်မပို့ပါနဲ့"},
	{"env", "# shop order bot\nDISCORD_TOKEN={T}\nGUILD_ID={S}\nPREFIX=!"},
	{"json", "{\n  \"token\": \"{T}\",\n  \"prefix\": \"?\",\n  \"owner_id\": \"{S}\"\n}"},
	{"yaml", "bot:\n  name: OrderBot\n  token: \"{T}\"\n  status: online"},
	{"python", "import discord\n\nclient = discord.Client(intents=discord.Intents.default())\nclient.run('{T}')"},
	{"javascript", "const { Client, GatewayIntentBits } = require('discord.js');\nconst client = new Client({ intents: [GatewayIntentBits.Guilds] });\nclient.login(\"{T}\");"},
	{"go", "dg, err := discordgo.New(\"Bot \" + \"{T}\")\nif err != nil {\n\tlog.Fatal(err)\n}"},
	{"http", "GET /api/v10/users/@me HTTP/1.1\nHost: discord.com\nAuthorization: Bot {T}"},
	{"shell", "$ curl -s -H \"Authorization: Bot {T}\" https://discord.com/api/v10/users/@me | jq .username"},
	{"log", "{D} ERROR discord.client: LoginFailure: Improper token has been passed (token={T})"},
	{"shell", "docker run -d --name orderbot -e DISCORD_TOKEN={T} ghcr.io/paykaro/orderbot:1.4"},
	{"toml", "[discord]\ntoken = \"{T}\"\nchannel = \"{S}\""},
	{"rust", "let token = \"{T}\";\nlet mut client = Client::builder(token, intents).await?;"},
	{"java", "JDA jda = JDABuilder.createDefault(\"{T}\").build();"},
	{"csharp", "await _client.LoginAsync(TokenType.Bot, \"{T}\");\nawait _client.StartAsync();"},
	{"markdown", "| bot | token | owner |\n|---|---|---|\n| OrderBot | {T} | {N} |"},
	{"chat", "yaar mera bot login nahi ho raha, token {T} daala hai phir bhi 401 aa raha"},
	{"email", "Hi {N},\n\nAs requested, the Discord bot token for the support server is:\n\n{T}\n\nPlease keep it private.\n\nThanks"},
	{"note", "Mật khẩu bot (token): {T}\nKênh thông báo: #don-hang"},
	{"ticket", "JIRA SUP-{I}: bot offline. Found token {T} hard-coded in bot.py, moved to vault."},
	{"chat", "ito na yung bagong token after reset: {T} paki-restart yung bot"},
	{"php", "$discord = new DiscordPHP\\Discord(['token' => '{T}']);"},
	{"ini", "[bot]\ntoken={T}\nlog_channel={S}"},
	{"chat", "Bot ने token leak कर दिया था, नया token: {T}"},
}

func hbaDiscord() []Sample {
	var out []Sample
	for i := 0; i < 30; i++ {
		t := hbaDiscordTpl[i%len(hbaDiscordTpl)]
		tok := hbaDiscordToken()
		text := hbaFill(t.text, "T", tok, "S", hbaSnowflake(), "N", pick(hbaFirst), "C", hbaClock(), "D", hbaTime(),
			"I", fmt.Sprint(hbaN(100, 9999)))
		s := hbaSec("discord-bot-token", t.format, text, tok)
		if strings.Contains(text, "PREFIX=!") {
			s = hbaKeep(s, "PREFIX=!")
		}
		out = append(out, s)
	}
	return out
}

var hbaLoginTpl = []struct{ format, text string }{
	{"chat", "router login admin / {P}"},
	{"chat", "[{C}] {N}: login is {U} / {P}"},
	{"yaml", "wifi_router:\n  ip: 192.168.0.1\n  login: admin / {P}\n  model: TP-Link Archer C6"},
	{"note", "POS machine: {U}/{P}"},
	{"chat", "user: {U} pass: {P}"},
	{"note", "u/p: {U} / {P}"},
	{"chat", "username {U}, password {P} — change it after first login"},
	{"note", "creds for tally server -> {U}:{P}"},
	{"markdown", "| Site | User | Password |\n|---|---|---|\n| GST portal | {U} | {P} |\n| Tally | tally_user | (ask Ravi) |"},
	{"csv", "system,username,password,notes\nbilling,{U},{P},shared by front desk"},
	{"chat", "CCTV DVR ka login admin hai aur password {P} hai"},
	{"chat", "यूज़रनेम: {U} पासवर्ड: {P}"},
	{"chat", "Yung login sa POS: user {U}, pass {P} po"},
	{"chat", "Tài khoản: {U} / Mật khẩu: {P}"},
	{"chat", "user: {U} รหัส: {P} นะคะ"},
	{"chat", "ID pengguna {U}, kata laluan {P}"},
	{"chat", "ইউজার {U}, পাসওয়ার্ড {P}"},
	{"chat", "பயனர்பெயர் {U}, கடவுச்சொல் {P}"},
	{"chat", "یوزر نیم: {U} پاس ورڈ: {P}"},
	{"chat", "အသုံးပြုသူ {U} / စကားဝှက် {P}"},
	{"note", "login with {U} and {P} on the billing PC"},
	{"note", "{U} — {P} (cyber café counter PC)"},
	{"chat", "id {U} pw {P}"},
	{"email", "Hi team,\n\nThe new ERP account is ready:\n  Login ID : {U}\n  Password : {P}\n\nPlease change it on first login.\nRegards,\nAnita"},
	{"ticket", "INC00{I} — reset done. Temp creds {U} / {P}, user must change at next logon."},
	{"shell", "ssh {U}@10.0.{I2}.5   # pw: {P}"},
	{"note", "login: {U}\npassword: {P}"},
	{"note", "Username → {U}\nPassword → {P}"},
	{"python", "session.login(user=\"{U}\", passwd=\"{P}\")"},
	{"chat", "bhai irctc wala login {U} / {P} hai, tatkal ke liye 10 baje ready rehna"},
	{"chat", "GST portal ka user {U} aur pass {P}, return kal tak file karni hai"},
	{"chat", "Sir, UMANG app ka login mobile {U} hai, MPIN {PIN}"},
	{"chat", "ang login sa GCash merchant portal: {U} tapos password {P}"},
	{"chat", "tk zalo OA: {U} mk: {P}"},
	{"chat", "เข้าระบบด้วย {U} พาส {P} ได้เลยครับ"},
	{"chat", "log masuk guna {U}, password dia {P} lah"},
	{"yaml", "credentials:\n  - host: nas.local\n    login: {U} / {P}\n  - host: printer.local\n    login: (no auth)"},
	{"note", "Wi-Fi admin page → 192.168.1.1 → admin / {P}"},
	{"chat", "mera login {U} hai, password '{P}' — kisi ko mat batana"},
	{"note", "(user={U}, pass={P})"},
	{"chat", "{N}: the login for the kiosk is {U} and the password is {P}"},
	{"ticket", "Caller gave login {U} / {P} over the phone to verify — logged per SOP, to be reset."},
}

func hbaLoginPairs() []Sample {
	var out []Sample
	for i := 0; i < 42; i++ {
		t := hbaLoginTpl[i%len(hbaLoginTpl)]
		pw := hbaPw()
		pin := hbaDigits(hbaN(4, 6))
		text := hbaFill(t.text, "U", hbaUser(), "P", pw, "PIN", pin, "N", pick(hbaFirst), "C", hbaClock(),
			"I", fmt.Sprint(hbaN(1000, 99999)), "I2", fmt.Sprint(hbaN(0, 9)))
		sec := pw
		if strings.Contains(t.text, "{PIN}") {
			sec = pin
		}
		s := hbaSec("password-login-pair", t.format, text, sec)
		if strings.Contains(text, "printer.local") {
			s = hbaKeep(s, "host: printer.local")
		}
		if strings.Contains(text, "Tally | tally_user") {
			s = hbaKeep(s, "| Tally | tally_user | (ask Ravi) |")
		}
		out = append(out, s)
	}
	return out
}

// hbaLongToken returns a long token worth wrapping, and its kind.
func hbaLongToken() (string, string) {
	switch rng.IntN(10) {
	case 0:
		return "github_pat_" + rnd(alnum, 22) + "_" + rnd(alnum, 59), "github-pat"
	case 1:
		return "sk-proj-" + rnd(b64url, 120) + "T3BlbkFJ" + rnd(b64url, 30), "openai-key"
	case 2:
		return hbaB64(86) + "==", "azure-storage-key"
	case 3:
		return hbaB64(171) + "=", "line-channel-token"
	case 4:
		return hbaJWT(), "jwt"
	case 5:
		return "SG." + rnd(b64url, 22) + "." + rnd(b64url, 43), "sendgrid-key"
	case 6:
		return "sk_live_51" + rnd(alnum, 97), "stripe-key"
	case 7:
		return hbaHex(64), "hex-secret"
	case 8:
		return "xoxb-" + hbaDigits(12) + "-" + hbaDigits(13) + "-" + rnd(alnum, 24), "slack-token"
	default:
		return "sk-ant-api03-" + rnd(b64url, 93) + "-" + rnd(b64url, 6) + "AA", "anthropic-key"
	}
}

var hbaSplitTpl = []struct{ format, text string }{
	{"chat", "[{C}] {N}: key nè\n[{C}] {N}: {A}\n[{C}] {N}: {B}"},
	{"note", "API key (copied from the dashboard, wrapped):\n{A}\n{B}\nexpires 31/12"},
	{"log", "{D} INFO config loaded, token={A}\n{B}\n{D} INFO listening on :8080"},
	{"email", "> On Mon, {N} wrote:\n> here is the key:\n> {A}\n> {B}\n\nThanks, got it working."},
	{"yaml", "payment:\n  secret: {A}\n    {B}\n  mode: live"},
	{"shell", "$ export API_KEY={A}\n{B}\n$ ./deploy.sh"},
	{"chat", "Forwarded\nsecret key:\n{A}\n{B}\npls update on server"},
	{"shell", "TOKEN={A}\\\n{B}"},
	{"chat", "bhai key do line mein aa gayi, dono jod lena:\n{A}\n{B}"},
	{"chat", "yung key nahati sa dalawa, pagdugtungin mo na lang:\n{A}\n{B}"},
	{"chat", "คีย์มันตัดบรรทัด ต่อกันเองนะ\n{A}\n{B}"},
	{"note", "Khóa bí mật (2 dòng):\n{A}\n{B}"},
	{"note", "সিক্রেট কি:\n{A}\n{B}"},
	{"log", "[{D}] WARN  auth header truncated: Bearer {A}\n                               {B}"},
	{"ticket", "Customer pasted this in the chat (line break is from the widget):\n{A}\n{B}\nAsked them to rotate it."},
	{"markdown", "```\n{A}\n{B}\n```\n^ the key, line broke when I pasted"},
}

func hbaSplitKeys() []Sample {
	var out []Sample
	for i := 0; i < 30; i++ {
		t := hbaSplitTpl[i%len(hbaSplitTpl)]
		tok, kind := hbaLongToken()
		cut := len(tok)/2 + hbaN(-len(tok)/8, len(tok)/8)
		if rng.IntN(3) == 0 && len(tok) > 80 {
			cut = 64
		}
		a, b := tok[:cut], tok[cut:]
		text := hbaFill(t.text, "A", a, "B", b, "N", pick(hbaFirst), "C", hbaClock(), "D", hbaTime())
		s := hbaSec("split-key-"+kind, t.format, text, a, b)
		if strings.Contains(text, "./deploy.sh") {
			s = hbaKeep(s, "$ ./deploy.sh")
		}
		if strings.Contains(text, "listening on :8080") {
			s = hbaKeep(s, "INFO listening on :8080")
		}
		out = append(out, s)
	}
	return out
}

var hbaProjects = []string{"paykaro-prod", "kirana-app-3f2a1", "csc-kendra-portal", "momo-bridge-vn", "gcash-recon",
	"sari-sari-inventory", "callcentre-ivr-291", "desibites-orders", "thai-pos-sync", "zalo-bot-4481"}

var hbaKeyIDTpl = []struct{ format, text string }{
	{"chat", "service account json mein \"private_key_id\": \"{H}\" dikh raha hai, kya isko bhi chhupana hai?"},
	{"json", "{\n  \"type\": \"service_account\",\n  \"project_id\": \"{PR}\",\n  \"private_key_id\": \"{H}\",\n  \"client_email\": \"{SA}\",\n  \"client_id\": \"{CID}\"\n}"},
	{"chat", "firebase wale json me private_key_id {H} hai, rotate karna padega"},
	{"chat", "private_key_id trong file JSON là \"{H}\", anh kiểm tra giúp em"},
	{"yaml", "gcp:\n  project: {PR}\n  private_key_id: {H}\n  client_email: {SA}"},
	{"env", "GOOGLE_PROJECT_ID={PR}\nGOOGLE_PRIVATE_KEY_ID={H}\nGOOGLE_CLIENT_EMAIL={SA}"},
	{"python", "creds_info = {\n    \"type\": \"service_account\",\n    \"private_key_id\": \"{H}\",\n    \"client_email\": \"{SA}\",\n}"},
	{"log", "{D} DEBUG google.auth: loaded service account {SA} (private_key_id={H})"},
	{"shell", "$ gcloud iam service-accounts keys list --iam-account={SA}\nKEY_ID                                    CREATED_AT            EXPIRES_AT\n{H}  2024-03-02T10:11:12Z  9999-12-31T23:59:59Z"},
	{"terraform", "locals {\n  private_key_id = \"{H}\"\n  sa_email       = \"{SA}\"\n}"},
	{"chat", "ไฟล์ key ของ service account มี \"private_key_id\": \"{H}\" ต้องลบออกก่อน commit ไหมครับ"},
	{"chat", "Pakisilip nga, may \"private_key_id\": \"{H}\" sa na-commit na json, delikado ba?"},
	{"note", "Private key ID: {H}\nService account: {SA}"},
	{"javascript", "const serviceAccount = {\n  privateKeyId: \"{H}\",\n  clientEmail: \"{SA}\",\n};"},
	{"chat", "সার্ভিস অ্যাকাউন্টের \"private_key_id\": \"{H}\" — এটা কি গোপন রাখতে হবে?"},
	{"ticket", "SEC-{I}: leaked GCP key. Offending line: \"private_key_id\": \"{H}\", — key disabled, new key issued."},
	{"chat", "kunci service account dengan \"private_key_id\": \"{H}\" sudah saya padam semalam"},
	{"diff", "--- a/config/firebase.json\n+++ b/config/firebase.json\n@@ -2,3 +2,3 @@\n   \"project_id\": \"{PR}\",\n-  \"private_key_id\": \"OLD\",\n+  \"private_key_id\": \"{H}\",\n   \"client_email\": \"{SA}\","},
	{"chat", "`\"key_id\": \"{H}\"` ye wala service account ka key id hai, usko bhi vault mein daal do"},
	{"properties", "gcp.credentials.private-key-id={H}\ngcp.credentials.client-email={SA}"},
}

func hbaKeyIDs() []Sample {
	var out []Sample
	for i := 0; i < 28; i++ {
		t := hbaKeyIDTpl[i%len(hbaKeyIDTpl)]
		h := hbaHex(40)
		pr := pick(hbaProjects)
		sa := pick([]string{"firebase-adminsdk-" + rnd("abcdefghijklmnopqrstuvwxyz0123456789", 5), "sheets-sync", "ivr-bot", "backup-writer"}) +
			"@" + pr + ".iam.gserviceaccount.com"
		text := hbaFill(t.text, "H", h, "PR", pr, "SA", sa, "CID", hbaDigits(21), "D", hbaTime(), "I", fmt.Sprint(hbaN(10, 999)))
		secs := []string{h}
		if strings.Contains(text, "\"OLD\"") {
			old := hbaHex(40)
			text = strings.Replace(text, "OLD", old, 1)
			secs = append(secs, old)
		}
		if i%5 == 1 && strings.Contains(text, "  \"client_email\"") {
			// the full key file, with its private key as an escaped PEM
			body := strings.ReplaceAll(hbaPEMBody("MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQ", 6), "\n", "\\n")
			text = strings.Replace(text, "  \"client_email\"", "  \"private_key\": \"-----BEGIN PRIVATE KEY-----\\n"+body+"\\n-----END PRIVATE KEY-----\\n\",\n  \"client_email\"", 1)
			secs = append(secs, body)
		}
		s := hbaSec("service-account-key-id", t.format, text, secs...)
		if strings.Contains(text, "\"client_email\": \""+sa) && i%3 == 0 {
			s = hbaKeep(s, "\"client_email\": \""+sa+"\"")
		}
		out = append(out, s)
	}
	return out
}
