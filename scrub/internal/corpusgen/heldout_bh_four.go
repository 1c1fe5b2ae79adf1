package main

// The four shapes asked for by name: Discord bot tokens, login pairs in prose, keys wrapped
// across two lines, and service-account key ids.

import (
	"fmt"
	"strings"
)

func hbhFourGens() []hbhGen {
	return []hbhGen{
		{30, hbhDiscordSample},
		{31, hbhLoginPairSample},
		{28, hbhSplitKeySample},
		{28, hbhKeyIDSample},
	}
}

func hbhDiscordSample() Sample {
	t := hbhDiscord()
	bot := hbhPick([]string{"Mizan", "Nöbetçi", "Hekim", "Safari", "Kahve Botu", "Shomer", "Tavla", "Bunna Bot", "Rafiki", "Zeus"})
	server := hbhPick([]string{"Tehran Devs", "Kodlama Kulübü", "ΑΠΘ Gaming", "Nairobi JS", "Addis Hackers", "מפתחים בצפון", "Amman Makers"})
	switch rng.IntN(14) {
	case 0:
		return hbhS("discord-token", "chat", fmt.Sprintf("توكن بوت %s للديسكورد هو %s لا تشاركه مع أحد", bot, t), t)
	case 1:
		return hbhS("discord-token", "chat", fmt.Sprintf("%s botunun token'ı: %s\nsunucuya ekledim, yetkileri sonra ayarlarız", bot, t), t)
	case 2:
		keep := "DISCORD_GUILD_ID=" + hbhNum(18)
		return hbhK("discord-token", "env", fmt.Sprintf("# %s\n%s\nDISCORD_TOKEN=%s\nPREFIX=!", server, keep, t), []string{keep}, t)
	case 3:
		return hbhS("discord-token", "python", fmt.Sprintf("import discord\n\nclient = discord.Client(intents=discord.Intents.default())\n\n@client.event\nasync def on_ready():\n    print(f'{client.user} آماده است')\n\nclient.run('%s')", t), t)
	case 4:
		return hbhS("discord-token", "js", fmt.Sprintf("const { Client, GatewayIntentBits } = require('discord.js');\nconst client = new Client({ intents: [GatewayIntentBits.Guilds] });\nclient.login(\"%s\");", t), t)
	case 5:
		return hbhS("discord-token", "json", fmt.Sprintf("{\n  \"token\": \"%s\",\n  \"prefix\": \"?\",\n  \"ownerId\": \"%s\",\n  \"language\": \"el\"\n}", t, hbhNum(18)), t)
	case 6:
		return hbhS("discord-token", "chat", fmt.Sprintf("Το token του bot (%s) είναι %s — μην το ανεβάσεις στο GitHub", bot, t), t)
	case 7:
		return hbhS("discord-token", "chat", fmt.Sprintf("הטוקן של הבוט בשרת %s: %s\nתשמור אצלך", server, t), t)
	case 8:
		return hbhS("discord-token", "yaml", fmt.Sprintf("bot:\n  name: %s\n  token: \"%s\"\n  status: \"Karibu!\"\n", bot, t), t)
	case 9:
		return hbhS("discord-token", "chat", fmt.Sprintf("Tokeni ya bot ya %s ni %s , usiiweke kwenye repo", server, t), t)
	case 10:
		return hbhS("discord-token", "shell", fmt.Sprintf("$ export DISCORD_BOT_TOKEN='%s'\n$ node index.js\n[ready] logged in as %s#%s", t, bot, hbhRnd(digits, 4)), t)
	case 11:
		return hbhS("discord-token", "go", fmt.Sprintf("dg, err := discordgo.New(\"Bot \" + \"%s\")\nif err != nil {\n\tlog.Fatal(err)\n}", t), t)
	case 12:
		return hbhS("discord-token", "notes", fmt.Sprintf("የቦቱ ቶከን (%s): %s\nበ .env ፋይል ውስጥ አስቀምጥ", bot, t), t)
	default:
		return hbhS("discord-token", "toml", fmt.Sprintf("[discord]\ntoken = \"%s\"\nguild = %s\nlocale = \"tr\"", t, hbhNum(18)), t)
	}
}

func hbhLoginPairSample() Sample {
	u := hbhPick(hbhUsers)
	pw := hbhPw()
	dev := hbhPick(hbhDevices)
	host := hbhPick(hbhHosts)
	c := "login-pair"
	switch rng.IntN(24) {
	case 0:
		return hbhS(c, "chat", fmt.Sprintf("%s login %s / %s", dev, u, pw), pw)
	case 1:
		return hbhS(c, "yaml", fmt.Sprintf("- name: %s\n  address: %s\n  login: %s / %s\n  notes: second floor", dev, host, u, pw), pw)
	case 2:
		return hbhS(c, "chat", fmt.Sprintf("login is %s / %s", u, pw), pw)
	case 3:
		return hbhS(c, "chat", fmt.Sprintf("kullanıcı adı: %s şifre: %s", u, pw), pw)
	case 4:
		return hbhS(c, "chat", fmt.Sprintf("اسم المستخدم %s وكلمة المرور %s", u, pw), pw)
	case 5:
		return hbhS(c, "chat", fmt.Sprintf("שם משתמש: %s\nסיסמה: %s", u, pw), pw)
	case 6:
		return hbhS(c, "chat", fmt.Sprintf("نام کاربری %s و رمز عبور %s هست", u, pw), pw)
	case 7:
		return hbhS(c, "chat", fmt.Sprintf("όνομα χρήστη: %s, κωδικός: %s", u, pw), pw)
	case 8:
		return hbhS(c, "chat", fmt.Sprintf("jina la mtumiaji ni %s na nenosiri ni %s", u, pw), pw)
	case 9:
		return hbhS(c, "chat", fmt.Sprintf("የተጠቃሚ ስም: %s\nየይለፍ ቃል: %s", u, pw), pw)
	case 10:
		keep := fmt.Sprintf("| %s | %s |", "Konum", "Cihaz")
		return hbhK(c, "markdown-table", fmt.Sprintf("%s Kullanıcı | Şifre |\n|---|---|---|---|\n| Depo | %s | %s | %s |\n| Mağaza | kamera | — | kurulumda |", keep, dev, u, pw), []string{keep}, pw)
	case 11:
		return hbhS(c, "chat", fmt.Sprintf("%s: %s/%s", dev, u, pw), pw)
	case 12:
		return hbhS(c, "chat", fmt.Sprintf("creds for %s are %s + %s", dev, u, pw), pw)
	case 13:
		return hbhS(c, "notes", fmt.Sprintf("ssh %s@%s (pass: %s)", u, host, pw), pw)
	case 14:
		return hbhS(c, "chat", fmt.Sprintf("u: %s p: %s", u, pw), pw)
	case 15:
		return hbhS(c, "chat", fmt.Sprintf("%s giriş bilgileri → %s / %s", host, u, pw), pw)
	case 16:
		keep := "الطابق الثالث، غرفة الخوادم"
		return hbhK(c, "notes", fmt.Sprintf("جهاز %s\n%s\nالدخول: %s / %s", dev, keep, u, pw), []string{keep}, pw)
	case 17:
		return hbhS(c, "email", fmt.Sprintf("Merhaba Ayşe Hanım,\n\nPanel adresi: https://%s/\nKullanıcı: %s\nParola: %s\n\nİyi çalışmalar", host, u, pw), pw)
	case 18:
		return hbhS(c, "csv", fmt.Sprintf("device,ip,user,password\n%s,%s,%s,%s", strings.ReplaceAll(dev, ",", ""), host, u, pw), pw)
	case 19:
		return hbhS(c, "chat", fmt.Sprintf("το %s θέλει %s και %s για να μπεις", dev, u, pw), pw)
	case 20:
		return hbhS(c, "chat", fmt.Sprintf("ingia kwa %s, password %s", u, pw), pw)
	case 21:
		return hbhS(c, "ticket", fmt.Sprintf("TKT-%s: المستخدم لا يستطيع الدخول\nتم تعيين الدخول المؤقت: %s:%s\nيرجى التغيير بعد أول تسجيل", hbhNum(5), u, pw), pw)
	case 22:
		return hbhS(c, "chat", fmt.Sprintf("למצלמות: %s , %s", u, pw), pw)
	default:
		return hbhS(c, "yaml", fmt.Sprintf("wifi_router:\n  model: %s\n  login: \"%s / %s\"", dev, u, pw), pw)
	}
}

// hbhSplitValue returns a long token to be wrapped.
func hbhSplitValue() string {
	switch rng.IntN(8) {
	case 0:
		return hbhGitHub()
	case 1:
		return hbhStripe() + hbhRnd(alnum, 20)
	case 2:
		return hbhAWSSecret()
	case 3:
		return hbhSlackBot()
	case 4:
		return hbhOpenAI()
	case 5:
		return hbhAzureKey()
	case 6:
		return hbhRnd(b64url, hbhIn(48, 72))
	default:
		return hbhJWT()
	}
}

func hbhSplitKeySample() Sample {
	v := hbhSplitValue()
	cut := len(v)/2 + hbhIn(-6, 6)
	a, b := v[:cut], v[cut:]
	c := "split-key"
	switch rng.IntN(13) {
	case 0:
		return hbhS(c, "chat", fmt.Sprintf("المفتاح طويل وانقسم على سطرين، انسخه كاملاً:\n%s\n%s", a, b), a, b)
	case 1:
		return hbhS(c, "chat", fmt.Sprintf("anahtar iki parça geldi:\n%s\n%s\nbirleştirip kullan", a, b), a, b)
	case 2:
		return hbhS(c, "chat", fmt.Sprintf("המפתח:\n%s\n%s\nתמחק את ההודעה אחרי שהעתקת", a, b), a, b)
	case 3:
		return hbhS(c, "log", fmt.Sprintf("2024-%02d-%02dT09:%02d:11Z DEBUG client init token=%s\n%s\n2024-%02d-%02dT09:%02d:12Z INFO connected", hbhIn(1, 12), hbhIn(1, 28), hbhIn(10, 59), a, b, hbhIn(1, 12), hbhIn(1, 28), hbhIn(10, 59)), a, b)
	case 4:
		return hbhS(c, "email", fmt.Sprintf("Content-Transfer-Encoding: quoted-printable\n\nKey for the Mombasa branch integration:\n%s=\n%s\n\nRegards,\nOtieno", a, b), a, b)
	case 5:
		keep := "- ثبت‌نام دانشجویان از شنبه"
		return hbhK(c, "notes", fmt.Sprintf("یادداشت جلسه\n%s\n- کلید API سرویس پیامک:\n  %s\n  %s\n- بعدی: پنجشنبه", keep, a, b), []string{keep}, a, b)
	case 6:
		return hbhS(c, "shell", fmt.Sprintf("$ export API_KEY=%s\\\n%s\n$ ./sync.sh", a, b), a, b)
	case 7:
		return hbhS(c, "yaml", fmt.Sprintf("auth:\n  key: >-\n    %s\n    %s\n  region: me-central-1", a, b), a, b)
	case 8:
		return hbhS(c, "chat", fmt.Sprintf("Το κλειδί (κόπηκε στη μέση από το Viber):\n%s\n%s", a, b), a, b)
	case 9:
		return hbhS(c, "chat", fmt.Sprintf("ufunguo ni huu, umekatika mistari miwili:\n%s\n%s", a, b), a, b)
	case 10:
		keep := "ቀጣዩ ስብሰባ ሐሙስ"
		return hbhK(c, "notes", fmt.Sprintf("የኤፒአይ ቁልፍ:\n%s\n%s\n%s", a, b, keep), []string{keep}, a, b)
	case 11:
		return hbhS(c, "log", fmt.Sprintf("[worker-3] | secret loaded: %s\n[worker-3] | %s\n[worker-3] | ready in 412ms", a, b), a, b)
	default:
		return hbhS(c, "chat", fmt.Sprintf("token: %s\n%s (WhatsApp wrapped it)", a, b), a, b)
	}
}

func hbhKeyIDSample() Sample {
	id := hbhHex(40)
	proj := hbhPick([]string{"bank-mobile-prod", "e-okul-sync", "telco-billing-412", "kiosk-haifa", "duka-analytics", "uni-thessaloniki-lms", "absher-bridge-dev", "jumia-feeds"})
	sa := hbhPick([]string{"deployer", "firebase-adminsdk-" + hbhRnd(lower+digits, 5), "bq-reader", "ci-runner", "notifier"})
	email := fmt.Sprintf("%s@%s.iam.gserviceaccount.com", sa, proj)
	c := "sa-key-id"
	switch rng.IntN(12) {
	case 0:
		return hbhS(c, "chat", fmt.Sprintf("the new SA key has \"private_key_id\": \"%s\" — rotate the old one today", id), id)
	case 1:
		keep := fmt.Sprintf("\"client_email\": \"%s\",", email)
		return hbhK(c, "json", fmt.Sprintf("{\n  \"type\": \"service_account\",\n  \"project_id\": \"%s\",\n  \"private_key_id\": \"%s\",\n  %s\n  \"client_id\": \"%s\"\n}", proj, id, keep, hbhNum(21)), []string{keep}, id)
	case 2:
		return hbhS(c, "chat", fmt.Sprintf("معرف مفتاح حساب الخدمة \"private_key_id\": \"%s\" للمشروع %s", id, proj), id)
	case 3:
		return hbhS(c, "chat", fmt.Sprintf("servis hesabı anahtarı: \"private_key_id\": \"%s\", proje %s", id, proj), id)
	case 4:
		return hbhS(c, "yaml", fmt.Sprintf("gcp:\n  project: %s\n  client_email: %s\n  private_key_id: %s", proj, email, id), id)
	case 5:
		return hbhS(c, "env", fmt.Sprintf("GOOGLE_PROJECT_ID=%s\nGOOGLE_PRIVATE_KEY_ID=%s\nGOOGLE_CLIENT_EMAIL=%s", proj, id, email), id)
	case 6:
		return hbhS(c, "terraform", fmt.Sprintf("output \"sa_key\" {\n  value = {\n    private_key_id = \"%s\"\n    email          = \"%s\"\n  }\n}", id, email), id)
	case 7:
		return hbhS(c, "python", fmt.Sprintf("creds_info = {\n    'type': 'service_account',\n    'project_id': '%s',\n    'private_key_id': '%s',\n}", proj, id), id)
	case 8:
		return hbhS(c, "chat", fmt.Sprintf("ה-private_key_id של חשבון השירות הוא %s , תעדכן ב-Vault", id), id)
	case 9:
		return hbhS(c, "ticket", fmt.Sprintf("Ticket #%s\nΚλειδί service account (%s): private_key_id=%s\nΠρέπει να ανακληθεί.", hbhNum(6), email, id), id)
	case 10:
		return hbhS(c, "chat", fmt.Sprintf("kitambulisho cha ufunguo \"private_key_id\": \"%s\" kwa mradi %s", id, proj), id)
	default:
		return hbhS(c, "chat", fmt.Sprintf("شناسه کلید: private_key_id → %s (حساب %s)", id, sa), id)
	}
}
