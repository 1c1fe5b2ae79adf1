package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

func hbvMailGens() []hbvGen {
	return []hbvGen{
		hbvMailHostingWelcome, hbvMailFileZilla, hbvMailSMTP, hbvMailPrivKey, hbvMailTOTP,
		hbvMailRecovery, hbvMailMagicLink, hbvMailResetLink, hbvMailCSV, hbvMailWikiTable,
		hbvMailMeetingHU, hbvMailHandoverBG, hbvMailTicketSR, hbvMailVPNUK, hbvMailDictated,
		hbvMailTSV, hbvMailQueryLog, hbvMailOAuthResp, hbvMailWPAdminSR, hbvMailSynology,
		hbvMailNewEmployeeSK, hbvMailBillingo, hbvMailSpeedy, hbvMailBasicAuth,
	}
}

func hbvMailHostingWelcome() Sample {
	dom := rnd(lower, hbvN(5, 9)) + hbvOne(".ru", ".com.ua", ".pl", ".cz", ".bg", ".rs")
	user := rnd(lower, 5) + hbvDig(2)
	pw := hbvGenPw()
	panel := hbvOne("ISPmanager", "cPanel", "DirectAdmin", "Plesk")
	body := fmt.Sprintf("Здравствуйте!\n\nЗаказ №%s выполнен, хостинг для домена %s активирован.\n\nПанель управления %s: https://panel.%s:1500/\nЛогин: %s\nПароль: %s\n\nNS-серверы: ns1.hostreseller.net, ns2.hostreseller.net\nСлужба поддержки работает круглосуточно.", hbvDig(6), dom, panel, rnd(lower, 6)+".net", user, pw)
	return hbvS("hosting-password", "mail", hbvMail("ru", "Ваш хостинг активирован", body), []string{pw}, dom, user)
}

func hbvMailFileZilla() Sample {
	pw := hbvGenPw()
	enc := base64.StdEncoding.EncodeToString([]byte(pw))
	host := "ftp." + rnd(lower, 6) + hbvOne(".cz", ".sk", ".pl", ".hu")
	user := rnd(lower, 6)
	text := fmt.Sprintf("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<FileZilla3>\n  <Servers>\n    <Server>\n      <Host>%s</Host>\n      <Port>21</Port>\n      <User>%s</User>\n      <Pass encoding=\"base64\">%s</Pass>\n      <Name>web klienta</Name>\n    </Server>\n  </Servers>\n</FileZilla3>", host, user, enc)
	return hbvS("ftp-password", "xml", text, []string{enc}, host)
}

func hbvMailSMTP() Sample {
	pw := rnd(alnum, 20)
	addr := rnd(lower, 6) + "@mail.ru"
	text := fmt.Sprintf("mail:\n  host: smtp.mail.ru\n  port: 465\n  ssl: true\n  username: %s\n  # пароль для внешнего приложения, не от ящика\n  password: \"%s\"\n  from: \"Магазин <%s>\"\n", addr, pw, addr)
	return hbvS("smtp-password", "yaml", text, []string{pw}, addr)
}

func hbvMailPrivKey() Sample {
	block, body := hbvPEM(hbvCoin())
	host := hbvIP()
	lang := pick([]string{"ru", "uk"})
	intro := map[string]string{
		"ru": "Тикет #" + hbvDig(5) + "\nНе могу зайти по ключу на " + host + ", вот мой ключ, проверьте что не так:\n\n",
		"uk": "Звернення #" + hbvDig(5) + "\nНе пускає по ключу на " + host + ". Ось ключ, подивіться будь ласка:\n\n",
	}[lang]
	return hbvS("private-key", "ticket", intro+block+"\n\n"+hbvOne("Спасибо", "Дякую"), []string{body}, host)
}

func hbvMailTOTP() Sample {
	seed := hbvB32(32)
	spaced := strings.ToLower(seed[:4] + " " + seed[4:8] + " " + seed[8:12] + " " + seed[12:16] + " " + seed[16:20] + " " + seed[20:24] + " " + seed[24:28] + " " + seed[28:])
	acct := hbvMailAddr("pl")
	if hbvCoin() {
		text := fmt.Sprintf("Wspólne konto biura (%s) ma teraz 2FA.\nKlucz do Google Authenticator (wpisz ręcznie, jeśli QR nie działa):\n%s\nKażda z nas dodaje go u siebie w telefonie.", acct, spaced)
		return hbvS("totp-seed", "chat", text, []string{spaced}, acct)
	}
	text := fmt.Sprintf("otpauth://totp/Bitrix24:%s?secret=%s&issuer=Bitrix24&digits=6", acct, seed)
	text = "Секрет для 2FA общего аккаунта, добавьте в свои приложения:\n" + text
	return hbvS("totp-seed", "note", text, []string{seed}, acct)
}

func hbvMailRecovery() Sample {
	n := hbvN(2, 3)
	codes := make([]string, n)
	for i := range codes {
		codes[i] = hbvDig(4) + hbvOne(" ", "-") + hbvDig(4)
	}
	svc := hbvOne("Yandex ID", "GitHub", "Google Workspace", "Seznam")
	lang := pick([]string{"ru", "cs", "pl"})
	head := map[string]string{
		"ru": "Резервные коды для " + svc + " (каждый одноразовый), храню тут пока:",
		"cs": "Záložní kódy pro " + svc + ", každý jde použít jen jednou:",
		"pl": "Kody zapasowe do " + svc + " (jednorazowe):",
	}[lang]
	text := head + "\n" + strings.Join(codes, "\n")
	return hbvS("recovery-code", "note", text, codes, svc)
}

func hbvMailMagicLink() Sample {
	tok := rnd(b64url, hbvN(32, 48))
	shop := rnd(lower, 6) + hbvOne(".pl", ".cz", ".hu")
	lang := pick([]string{"pl", "cs", "hu"})
	line := map[string]string{
		"pl": "Kliknij, aby się zalogować (link ważny 15 minut):",
		"cs": "Pro přihlášení klikněte na odkaz (platí 15 minut):",
		"hu": "Kattintson a bejelentkezéshez (a link 15 percig érvényes):",
	}[lang]
	url := fmt.Sprintf("https://%s/auth/magic?token=%s", shop, tok)
	fw := map[string]string{"pl": "PD: przesyłam dalej, zaloguj się za mnie", "cs": "FW: přeposílám, přihlas se za mě", "hu": "TOV: továbbítom, lépj be helyettem"}[lang]
	return hbvS("login-link-token", "mail", hbvMail(lang, fw, line+"\n"+url), []string{tok}, shop)
}

func hbvMailResetLink() Sample {
	tok := hbvHex(hbvN(40, 64))
	portal := rnd(lower, 6) + hbvOne(".ru", ".ua", ".bg")
	lang := map[string]string{".ru": "ru", ".ua": "uk", ".bg": "bg"}[portal[len(portal)-3:]]
	line := map[string]string{
		"ru": "Для восстановления пароля перейдите по ссылке:",
		"uk": "Щоб змінити пароль, перейдіть за посиланням:",
		"bg": "За да смените паролата си, последвайте линка:",
	}[lang]
	body := fmt.Sprintf("%s\nhttps://%s/user/reset-password?key=%s\nЕсли вы не запрашивали восстановление, просто проигнорируйте письмо.", line, portal, tok)
	if lang != "ru" {
		body = fmt.Sprintf("%s\nhttps://%s/user/reset-password?key=%s", line, portal, tok)
	}
	return hbvS("reset-token", "mail", hbvMail(lang, hbvOne("Fwd: ", "")+"Password reset", body), []string{tok}, portal)
}

func hbvMailCSV() Sample {
	rows := []string{"serwis;login;haslo;uwagi"}
	var secrets, keep []string
	svcs := []string{"ZUS PUE", "Allegro", "home.pl", "mBank firma", "InPost Paczkomaty", "nazwa.pl"}
	rng.Shuffle(len(svcs), func(i, j int) { svcs[i], svcs[j] = svcs[j], svcs[i] })
	for i := 0; i < hbvN(2, 3); i++ {
		login := rnd(lower, 5) + hbvDig(3)
		pw := hbvPw()
		rows = append(rows, fmt.Sprintf("%s;%s;%s;%s", svcs[i], login, pw, hbvOne("", "2FA na tel. szefa", "zmienić w marcu", "")))
		secrets = append(secrets, pw)
		keep = append(keep, login)
	}
	return hbvS("password-list", "csv", strings.Join(rows, "\n"), secrets, keep...)
}

func hbvMailWikiTable() Sample {
	pw1 := hbvPw()
	pw2 := hbvPw()
	ip1, ip2 := hbvLAN(), hbvLAN()
	text := fmt.Sprintf("## Доступы офиса (только для админов)\n\n| Что | Адрес | Логин | Пароль |\n|-----|-------|-------|--------|\n| NAS Synology | %s | admin-it | %s |\n| ИБП APC | %s | apc | %s |\n\nОстальное — в KeePass на сервере.", ip1, pw1, ip2, pw2)
	return hbvS("password-list", "markdown", text, []string{pw1, pw2}, ip1, ip2)
}

func hbvMailMeetingHU() Sample {
	guest := hbvWifiKey()
	pw := hbvPw()
	text := fmt.Sprintf("Jegyzőkönyv – irodai megbeszélés, %s\n\nJelen: Gábor, Anikó, Bence\n1. Új vendég wifi: Iroda-Vendeg, jelszó: %s\n2. A nyomtató admin felületének jelszava: %s (Bence változtatta)\n3. Könyvelés: NAV bevallás határideje 20-a.", hbvDate(), guest, pw)
	return hbvS("wifi-key", "meeting-notes", text, []string{guest, pw}, "Iroda-Vendeg")
}

func hbvMailHandoverBG() Sample {
	pw1 := hbvGenPw()
	pw2 := hbvPw()
	dom := rnd(lower, 7) + ".bg"
	text := fmt.Sprintf("Предаване на поддръжката на %s\n\n• Хостинг (SuperHosting, cPanel): потребител %s, парола %s\n• Регистратор на домейна: акаунт %s, парола %s\n• Backup-и: всяка нощ в 03:00\n\nВъпроси – на Viber.", dom, rnd(lower, 6), pw1, hbvMailAddr("bg"), pw2)
	return hbvS("hosting-password", "note", text, []string{pw1, pw2}, dom)
}

func hbvMailTicketSR() Sample {
	pw := hbvPw()
	addr := rnd(lower, 6) + "@" + rnd(lower, 6) + ".rs"
	if hbvCoin() {
		text := fmt.Sprintf("Тикет %s\nКорисник: %s\nРесетовао сам лозинку за поштанско сандуче. Нова лозинка: %s\nМолим вас да је промените после првог пријављивања.", hbvDig(5), addr, pw)
		return hbvS("mail-password", "ticket", text, []string{pw}, addr)
	}
	text := fmt.Sprintf("Tiket %s\nKorisnik: %s\nResetovao sam šifru za mejl. Nova šifra: %s\nPromenite je posle prvog logovanja.", hbvDig(5), addr, pw)
	return hbvS("mail-password", "ticket", text, []string{pw}, addr)
}

func hbvMailVPNUK() Sample {
	user := rnd(lower, 6)
	pw := hbvPw()
	body := fmt.Sprintf("Добрий день!\n\nДля віддаленої роботи налаштували VPN (FortiClient).\nСервер: vpn.%s.com.ua:10443\nЛогін: %s\nПароль: %s\n\nІнструкція у вкладенні. Пароль нікому не пересилайте.", rnd(lower, 6), user, pw)
	return hbvS("vpn-password", "mail", hbvMail("uk", "Доступ до VPN", body), []string{pw}, user)
}

func hbvMailDictated() Sample {
	pw := hbvPw()
	lang := pick([]string{"ru", "pl", "cs"})
	text := map[string]string{
		"ru": "(расшифровка голосового) короче, от кабинета налоговой пароль " + pw + ", всё латиницей, первая большая, потом зайди и выгрузи сверку",
		"pl": "(transkrypcja głosówki) dobra, hasło do panelu to " + pw + ", pierwsza duża, reszta jak leci, wyślij mi potem JPK",
		"cs": "(přepis hlasovky) heslo do portálu je " + pw + ", první písmeno velké, pak stáhni výpis",
	}[lang]
	return hbvS("portal-password", "voice", text, []string{pw})
}

func hbvMailTSV() Sample {
	rows := []string{"Сервис\tЛогин\tПароль"}
	var secrets, keep []string
	svcs := []string{"Контур.Экстерн", "Честный знак", "ОФД.ру", "Ozon Seller", "Wildberries"}
	rng.Shuffle(len(svcs), func(i, j int) { svcs[i], svcs[j] = svcs[j], svcs[i] })
	for i := 0; i < hbvN(2, 3); i++ {
		login := hbvMailAddr("ru")
		pw := hbvPw()
		rows = append(rows, svcs[i]+"\t"+login+"\t"+pw)
		secrets = append(secrets, pw)
		keep = append(keep, login)
	}
	return hbvS("password-list", "tsv", strings.Join(rows, "\n"), secrets, keep...)
}

func hbvMailQueryLog() Sample {
	pw := hbvURLPw()
	user := rnd(lower, 6)
	ip := hbvIP()
	text := fmt.Sprintf("%s [error] 2211#2211: *%s upstream timed out, client: %s, request: \"GET /api/login?user=%s&password=%s HTTP/1.1\", host: \"crm.%s.cz\"", hbvISODate()+" "+hbvTime()+":07", hbvDig(6), ip, user, pw, rnd(lower, 6))
	return hbvS("leaked-password", "log", text, []string{pw}, user, ip)
}

func hbvMailOAuthResp() Sample {
	at := hbvJWT()
	rt := hbvJWT()
	text := fmt.Sprintf("$ curl -s -X POST -u \"$ALLEGRO_CLIENT_ID:$ALLEGRO_CLIENT_SECRET\" \"https://allegro.pl/auth/oauth/token?grant_type=refresh_token&refresh_token=$RT\"\n{\"access_token\":\"%s\",\"token_type\":\"bearer\",\"refresh_token\":\"%s\",\"expires_in\":43199,\"scope\":\"allegro:api:orders:read\",\"jti\":\"%s\"}", at, rt, hbvUUID())
	return hbvS("oauth-token", "shell", text, []string{at, rt})
}

func hbvMailWPAdminSR() Sample {
	user := hbvOne("admin_", "urednik_", "marko_") + rnd(lower, 3)
	pw := hbvPw()
	body := fmt.Sprintf("Zdravo,\n\nsajt je prebačen na novi server. Pristup za WordPress:\nhttps://%s.rs/wp-admin\nkorisnik: %s\nšifra: %s\n\nJavite ako nešto ne radi.", rnd(lower, 7), user, pw)
	return hbvS("cms-password", "mail", hbvMail("sr", "Novi sajt - pristup", body), []string{pw}, user)
}

func hbvMailSynology() Sample {
	pw := hbvPw()
	enc := rnd(alnum+"!#%", hbvN(16, 24))
	text := fmt.Sprintf("# Zálohování kanceláře\n\nNAS: Synology DS220+, http://%s:5000\n* účet správce: spravce-it, heslo %s\n* Hyper Backup do cloudu, šifrovací heslo úlohy: %s (bez něj se záloha neobnoví!)\n* kontrola každé pondělí", hbvLAN(), pw, enc)
	return hbvS("encryption-key", "wiki", text, []string{pw, enc}, "spravce-it")
}

func hbvMailNewEmployeeSK() Sample {
	addr := rnd(lower, 5) + "." + rnd(lower, 6) + "@" + rnd(lower, 6) + ".sk"
	pw := hbvGenPw()
	body := fmt.Sprintf("Ahoj,\n\nod pondelka nastupuje nová kolegyňa. Vytvoril som jej účet:\nmail: %s\nprvotné heslo: %s\nPri prvom prihlásení si ho musí zmeniť.", addr, pw)
	return hbvS("mail-password", "mail", hbvMail("sk", "Nový účet", body), []string{pw}, addr)
}

func hbvMailBillingo() Sample {
	key := hbvUUID()
	text := fmt.Sprintf("# Billingo v3 – webshop integráció\nBILLINGO_API_KEY=%s\nBILLINGO_BLOCK_ID=%d\nBILLINGO_LANG=hu\n", key, hbvN(10000, 99999))
	return hbvS("invoicing-api-key", "env", text, []string{key})
}

func hbvMailSpeedy() Sample {
	user := fmt.Sprint(hbvN(100000, 9999999))
	pw := hbvDig(10)
	text := hbvTg("bg", "Данните за Speedy API за модула на магазина?", fmt.Sprintf("потребител %s, парола %s", user, pw), "мерси, работи")
	return hbvS("shipping-password", "chat", text, []string{pw}, user)
}

func hbvMailBasicAuth() Sample {
	user := rnd(lower, 6)
	pw := hbvGenPw()
	cred := base64.StdEncoding.EncodeToString([]byte(user + ":" + pw))
	text := fmt.Sprintf("> GET /api/v1/orders HTTP/1.1\n> Host: erp.%s.hu\n> Authorization: Basic %s\n> User-Agent: curl/8.5.0\n>\n< HTTP/1.1 200 OK\n< Content-Type: application/json", rnd(lower, 6), cred)
	return hbvS("basic-auth", "shell", text, []string{cred})
}
