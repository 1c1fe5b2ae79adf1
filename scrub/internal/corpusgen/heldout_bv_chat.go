package main

import (
	"fmt"
	"strings"
)

// hbvTg renders a Telegram/Viber-style exchange between two people of one language.
func hbvTg(lang string, msgs ...string) string {
	a := hbvName(lang)
	b := hbvName(lang)
	for b == a {
		b = hbvName(lang)
	}
	h, m := hbvN(8, 19), hbvN(0, 50)
	date := hbvDate()
	style := rng.IntN(3)
	var sb strings.Builder
	for i, msg := range msgs {
		who := a
		if i%2 == 1 {
			who = b
		}
		m += rng.IntN(3)
		if m > 59 {
			h, m = h+1, m-60
		}
		t := fmt.Sprintf("%02d:%02d", h, m)
		switch style {
		case 0:
			fmt.Fprintf(&sb, "[%s] %s: %s\n", t, who, msg)
		case 1:
			fmt.Fprintf(&sb, "%s, [%s %s]\n%s\n\n", who, date, t, msg)
		default:
			fmt.Fprintf(&sb, "%s: %s\n", who, msg)
		}
	}
	return strings.TrimRight(sb.String(), "\n")
}

func hbvChatGens() []hbvGen {
	return []hbvGen{
		hbvChatWifi, hbvChatDoorAlarm, hbvChat1C, hbvChatBankClient, hbvChatGosuslugi,
		hbvChatKEP, hbvChatRutoken, hbvChatTgBot, hbvChatSafe, hbvChatRoot, hbvChatAppPw,
		hbvChatUgyfelkapu, hbvChatNAP, hbvChatSrBank, hbvChatSim, hbvChatRouter,
		hbvChatCardPin, hbvChatGate, hbvChatCCTV, hbvChatAnyDesk, hbvChatRDP, hbvChatAllegro,
		hbvChatProfilZaufany, hbvChatBOK, hbvChatSeznam, hbvChatLocker,
	}
}

func hbvChatWifi() Sample {
	lang := pick(hbvLangs)
	ssid := hbvOne("Office", "Kancelaria", "Kancelar", "Iroda", "Ofis", "Kancelarija", "TP-Link_", "Keenetic-", "UPC") + hbvOne("", "_5G", "-Guest", hbvDig(4))
	key := hbvWifiKey()
	var q, ans string
	switch lang {
	case "ru":
		q, ans = hbvOne("скинь пароль от вайфая плиз", "какой пароль от wi-fi в офисе?", "вайфай новый? не цепляется"), "сеть "+ssid+", пароль "+key
	case "uk":
		q, ans = hbvOne("який пароль від вайфаю?", "скинь пароль від wi-fi, бо не підключається"), ssid+" / пароль: "+key
	case "pl":
		q, ans = hbvOne("jakie jest hasło do wifi?", "podeślij hasło do wi-fi dla gościa"), "sieć "+ssid+", hasło "+key
	case "cs":
		q, ans = hbvOne("jaký je heslo na wifi?", "pošli mi heslo k wifi prosím"), ssid+", heslo je "+key
	case "sk":
		q, ans = hbvOne("aké je heslo na wifi?", "pošli heslo na wifinu"), "sieť "+ssid+" heslo "+key
	case "hu":
		q, ans = hbvOne("mi a wifi jelszó?", "elküldenéd a wifi jelszót?"), ssid+" - jelszó: "+key
	case "bg":
		q, ans = hbvOne("каква е паролата за wifi-то?", "прати паролата за интернета"), "мрежа "+ssid+", парола "+key
	default:
		q, ans = hbvOne("koja je šifra za wifi?", "pošalji lozinku za wi-fi"), ssid+", šifra: "+key
	}
	tail := map[string]string{"ru": "спасибо!", "uk": "дякую", "pl": "dzięki", "cs": "díky", "sk": "vďaka", "hu": "köszi", "bg": "мерси", "sr": "hvala"}[lang]
	if hbvCoin() {
		tail = hbvOne("👍", "ok", "+")
	}
	return hbvS("wifi-key", "chat", hbvTg(lang, q, ans, tail), []string{key}, ssid)
}

func hbvChatDoorAlarm() Sample {
	lang := pick([]string{"ru", "pl", "cs", "hu", "bg", "uk"})
	door := hbvPin(hbvN(4, 5))
	alarm := hbvPin(hbvN(4, 6))
	var msg string
	switch lang {
	case "ru":
		msg = fmt.Sprintf("Завтра первый приходишь ты. Код домофона %s, сигнализацию снимаешь кодом %s и потом #. Ключ у охраны.", door, alarm)
	case "uk":
		msg = fmt.Sprintf("Код на вхідних дверях %s, сигналізація %s (після введення натисни OFF)", door, alarm)
	case "pl":
		msg = fmt.Sprintf("Kod do drzwi na klatkę: %s\nKod do alarmu: %s, masz 30 sekund na rozbrojenie", door, alarm)
	case "cs":
		msg = fmt.Sprintf("Kód na vchod je %s, alarm vypneš kódem %s. Nezapomeň ho večer zase zapnout.", door, alarm)
	case "hu":
		msg = fmt.Sprintf("Kapukód: %s\nRiasztó kódja: %s (utána OFF gomb)", door, alarm)
	default:
		msg = fmt.Sprintf("Кодът за входа е %s, алармата се изключва с %s", door, alarm)
	}
	reply := map[string]string{"ru": "понятно", "uk": "зрозуміло", "pl": "jasne", "cs": "rozumím", "hu": "rendben", "bg": "добре"}[lang]
	return hbvS("alarm-code", "chat", hbvTg(lang, msg, reply), []string{door, alarm})
}

func hbvChat1C() Sample {
	user := hbvOne("Марина", "Бухгалтер", "Кассир", "ИвановаЕА", "Главбух", "Администратор")
	pw := hbvPw()
	base := hbvOne("Бухгалтерия 3.0", "УТ 11", "ЗУП", "УНФ")
	if hbvCoin() {
		msg := fmt.Sprintf("Марина, завела тебя в 1С (%s). Пользователь %s, пароль %s. При первом входе поменяй.", base, user, pw)
		return hbvS("1c-password", "chat", hbvTg("ru", msg, "Спасибо, зашла"), []string{pw}, user, base)
	}
	msg := fmt.Sprintf("в 1С %s заходь під «%s», пароль %s, базу обери другу", base, user, pw)
	return hbvS("1c-password", "chat", hbvTg("uk", "не можу зайти в 1С, який пароль?", msg), []string{pw}, user)
}

func hbvChatBankClient() Sample {
	lang := pick([]string{"ru", "uk", "pl", "cs", "bg", "sr"})
	login := hbvOne("FIN", "KB", "ip", "org") + hbvDig(hbvN(5, 8))
	pw := hbvPw()
	var text string
	switch lang {
	case "ru":
		text = hbvTg(lang, "Ольга в отпуске, платёжки завтра отправишь ты", fmt.Sprintf("Клиент-банк Сбер Бизнес: логин %s, пароль %s. СМС придёт на рабочий телефон.", login, pw))
	case "uk":
		text = hbvTg(lang, fmt.Sprintf("Приват24 для бізнесу: логін %s, пароль %s", login, pw), "дякую, зараз зайду")
	case "pl":
		text = hbvTg(lang, "potrzebuję dostęp do banku żeby zrobić przelewy ZUS", fmt.Sprintf("bankowość firmowa: identyfikator %s, hasło %s", login, pw))
	case "cs":
		text = hbvTg(lang, fmt.Sprintf("Do internetbankingu: klientské číslo %s, heslo %s. Potvrzovací SMS chodí na mě, tak mi napiš.", login, pw), "ok")
	case "bg":
		text = hbvTg(lang, fmt.Sprintf("Онлайн банкирането: потребител %s, парола %s", login, pw), "благодаря")
	default:
		text = hbvTg(lang, "treba da platim PDV danas", fmt.Sprintf("eBanking: korisničko ime %s, lozinka %s", login, pw))
	}
	return hbvS("bank-password", "chat", text, []string{pw}, login)
}

func hbvChatGosuslugi() Sample {
	phone := "+7 9" + hbvDig(2) + " " + hbvDig(3) + "-" + hbvDig(2) + "-" + hbvDig(2)
	pw := hbvPw()
	msgs := []string{
		"мам, запиши тебя к врачу через госуслуги, скинь пароль",
		fmt.Sprintf("логин телефон %s, пароль %s", phone, pw),
		"ок, записала на четверг",
	}
	return hbvS("gov-portal-password", "chat", hbvTg("ru", msgs...), []string{pw}, phone)
}

func hbvChatKEP() Sample {
	pw := hbvPw()
	if hbvCoin() {
		msg := fmt.Sprintf("Ключ КЕП лежить на флешці в папці ДПС, пароль до ключа: %s. Звіт по ЄП треба подати до 20-го.", pw)
		return hbvS("signature-key-password", "chat", hbvTg("uk", "Оксано, я на лікарняному, подай декларацію сама", msg, "Добре, подам"), []string{pw})
	}
	msg := fmt.Sprintf("Для Дії.Підпис: файл Key-6.dat, пароль %s", pw)
	return hbvS("signature-key-password", "chat", hbvTg("uk", msg, "прийняла"), []string{pw})
}

func hbvChatRutoken() Sample {
	pin := hbvPin(hbvN(6, 8))
	msg := fmt.Sprintf("Рутокен с ЭЦП директора в сейфе. ПИН %s, не ошибись больше 10 раз — заблокируется", pin)
	return hbvS("token-pin", "chat", hbvTg("ru", "мне отчёт в Контур подписать нечем", msg), []string{pin})
}

func hbvChatTgBot() Sample {
	tok := hbvTgBot()
	lang := pick([]string{"ru", "uk", "pl", "sr"})
	intro := map[string]string{
		"ru": "создал бота для уведомлений о заказах, токен: ",
		"uk": "ось токен бота від BotFather: ",
		"pl": "bot do powiadomień gotowy, token: ",
		"sr": "napravio sam bota, token je ",
	}[lang]
	reply := hbvOne("ок, прокину в env", "дякую, додам у конфіг", "ok, wrzucę do .env", "ok, ubacujem u config")
	return hbvS("telegram-bot-token", "chat", hbvTg(lang, intro+tok, reply), []string{tok})
}

func hbvChatSafe() Sample {
	code := hbvPin(hbvN(4, 6))
	lang := pick([]string{"pl", "cs", "sk", "hu"})
	msg := map[string]string{
		"pl": "Gotówka z kasy do sejfu na zapleczu, szyfr do sejfu: " + code,
		"cs": "Tržbu dej do trezoru v kanceláři, kód od trezoru je " + code,
		"sk": "Peniaze daj do trezoru, kód " + code + ", potom zamkni",
		"hu": "A bevételt tedd a széfbe, a széf kódja " + code,
	}[lang]
	reply := map[string]string{"pl": "jasne", "cs": "jasně", "sk": "dobre", "hu": "rendben"}[lang]
	return hbvS("safe-code", "chat", hbvTg(lang, msg, reply), []string{code})
}

func hbvChatRoot() Sample {
	ip := hbvIP()
	pw := hbvGenPw()
	lang := pick([]string{"ru", "uk", "bg"})
	msg := map[string]string{
		"ru": fmt.Sprintf("VPS поднял. IP %s, пользователь root, пароль %s. Ключи сам добавь и пароль выключи.", ip, pw),
		"uk": fmt.Sprintf("сервер готовий: %s, root, пароль %s", ip, pw),
		"bg": fmt.Sprintf("сървърът е готов: %s, root, парола %s", ip, pw),
	}[lang]
	return hbvS("root-password", "chat", hbvTg(lang, msg, "👍"), []string{pw}, ip)
}

func hbvChatAppPw() Sample {
	app := rnd(lower, 16)
	addr := hbvMailAddr("ru")
	msg := fmt.Sprintf("для почты в 1С нужен пароль приложения, создал в Яндекс ID: %s (ящик %s)", app, addr)
	return hbvS("app-password", "chat", hbvTg("ru", "почта из 1С не уходит, ошибка авторизации", msg, "заработало, спасибо"), []string{app}, addr)
}

func hbvChatUgyfelkapu() Sample {
	user := rnd(lower, hbvN(5, 8)) + hbvDig(2)
	pw := hbvPw()
	msgs := []string{
		"Anya, be tudnál lépni az Ügyfélkapura helyettem? Az adóbevallást kell megnézni.",
		fmt.Sprintf("felhasználónév: %s\njelszó: %s", user, pw),
		"megvan, köszi",
	}
	return hbvS("gov-portal-password", "chat", hbvTg("hu", msgs...), []string{pw}, user)
}

func hbvChatNAP() Sample {
	pik := rnd(upper+digits, 10)
	egn := hbvOne("ЕИК 20", "ЕИК 17", "ЕИК 13") + hbvDig(7)
	msg := fmt.Sprintf("ПИК кодът от НАП за фирмата (%s) е %s, подай декларацията до 30-ти", egn, pik)
	return hbvS("gov-access-code", "chat", hbvTg("bg", msg, "добре, ще я подам утре"), []string{pik}, egn)
}

func hbvChatSrBank() Sample {
	user := rnd(lower, 6) + hbvDig(3)
	pw := hbvPw()
	cyr := hbvCoin()
	var msg string
	if cyr {
		msg = fmt.Sprintf("За еПорезе: корисничко име %s, лозинка %s", user, pw)
	} else {
		msg = fmt.Sprintf("za ePorezi ti je korisničko ime %s a šifra %s", user, pw)
	}
	return hbvS("gov-portal-password", "chat", hbvTg("sr", msg, "hvala"), []string{pw}, user)
}

func hbvChatSim() Sample {
	pin := hbvPin(4)
	puk := hbvPin(8)
	lang := pick([]string{"pl", "cs", "ru", "hu"})
	msg := map[string]string{
		"pl": fmt.Sprintf("Nowa karta SIM dla Tomka: PIN %s, PUK %s", pin, puk),
		"cs": fmt.Sprintf("SIM do služebního telefonu: PIN %s, PUK %s", pin, puk),
		"ru": fmt.Sprintf("сим-карта для кассы: пин %s, пук %s", pin, puk),
		"hu": fmt.Sprintf("Az új céges SIM: PIN %s, PUK %s", pin, puk),
	}[lang]
	return hbvS("sim-pin", "chat", hbvTg(lang, msg, "ok"), []string{pin, puk})
}

func hbvChatRouter() Sample {
	ip := hbvLAN()
	pw := hbvPw()
	lang := pick([]string{"pl", "cs", "sk", "ru"})
	msg := map[string]string{
		"pl": fmt.Sprintf("panel routera %s, hasło admina %s — nie zmieniaj nic przy DHCP", ip, pw),
		"cs": fmt.Sprintf("router je na %s, heslo do administrace %s", ip, pw),
		"sk": fmt.Sprintf("router %s, heslo do správy %s", ip, pw),
		"ru": fmt.Sprintf("роутер %s, пароль от админки %s, проброс 3389 уже сделал", ip, pw),
	}[lang]
	q := map[string]string{"pl": "nie mogę się dostać do routera", "cs": "nejde mi se přihlásit do routeru", "sk": "neviem sa dostať do routera", "ru": "не могу зайти в роутер"}[lang]
	return hbvS("router-password", "chat", hbvTg(lang, q, msg), []string{pw}, ip)
}

func hbvChatCardPin() Sample {
	pin := hbvPin(4)
	last := hbvDig(4)
	lang := pick([]string{"pl", "cs", "ru", "sr"})
	msg := map[string]string{
		"pl": fmt.Sprintf("karta firmowa (końcówka %s) jest w szufladzie, PIN %s, zatankuj busa", last, pin),
		"cs": fmt.Sprintf("firemní karta končí na %s, PIN je %s", last, pin),
		"ru": fmt.Sprintf("корпоративная карта *%s, пин-код %s, заправь машину", last, pin),
		"sr": fmt.Sprintf("kartica se završava na %s, PIN %s", last, pin),
	}[lang]
	return hbvS("card-pin", "chat", hbvTg(lang, msg, "ok 👍"), []string{pin}, last)
}

func hbvChatGate() Sample {
	code := hbvPin(hbvN(4, 6))
	lang := pick([]string{"hu", "sk", "bg"})
	msg := map[string]string{
		"hu": "a raktár kapukódja változott, új kód: " + code + "#",
		"sk": "nový kód na bránu do skladu: " + code,
		"bg": "новият код за портала на склада е " + code,
	}[lang]
	return hbvS("gate-code", "chat", hbvTg(lang, msg, "ok"), []string{code})
}

func hbvChatCCTV() Sample {
	user := hbvOne("admin", "viewer", "operator")
	pw := hbvPw()
	if hbvCoin() {
		msg := fmt.Sprintf("регистратор Hikvision, вход через приложение: пользователь %s, пароль %s", user, pw)
		return hbvS("cctv-password", "chat", hbvTg("ru", "как посмотреть камеры с телефона?", msg), []string{pw}, "Hikvision")
	}
	msg := fmt.Sprintf("rejestrator kamer: użytkownik %s, hasło %s (przez Hik-Connect)", user, pw)
	return hbvS("cctv-password", "chat", hbvTg("pl", "jak zobaczyć kamery na telefonie?", msg), []string{pw}, "Hik-Connect")
}

func hbvChatAnyDesk() Sample {
	id := hbvDig(3) + " " + hbvDig(3) + " " + hbvDig(3)
	pw := hbvGenPw()
	lang := pick([]string{"ru", "uk", "pl", "cs"})
	tool := hbvOne("AnyDesk", "TeamViewer", "RustDesk")
	msg := map[string]string{
		"ru": fmt.Sprintf("%s: ID %s, пароль для неконтролируемого доступа %s", tool, id, pw),
		"uk": fmt.Sprintf("%s ID %s, пароль %s — підключайтесь", tool, id, pw),
		"pl": fmt.Sprintf("%s ID %s, hasło %s", tool, id, pw),
		"cs": fmt.Sprintf("%s ID %s, heslo %s", tool, id, pw),
	}[lang]
	reply := map[string]string{"ru": "подключился", "uk": "підключився", "pl": "jestem", "cs": "jsem tam"}[lang]
	return hbvS("remote-access-password", "chat", hbvTg(lang, msg, reply), []string{pw}, id, tool)
}

func hbvChatRDP() Sample {
	host := hbvIP() + ":" + hbvOne("3389", "33890", "53389")
	user := hbvOne("buh", "buh2", "kassa", "Administrator")
	pw := hbvPw()
	msg := fmt.Sprintf("RDP %s\nuser: %s\npass: %s", host, user, pw)
	if hbvCoin() {
		return hbvS("rdp-password", "chat", hbvTg("ru", "скинь доступ к терминальнику", msg), []string{pw}, host)
	}
	return hbvS("rdp-password", "chat", hbvTg("uk", "скинь доступ до термінального сервера", msg), []string{pw}, host)
}

func hbvChatAllegro() Sample {
	login := "sklep_" + rnd(lower, 5)
	pw := hbvPw()
	msgs := []string{
		"Kasia, wystaw nowe aukcje na Allegro, ja jestem w rozjazdach",
		fmt.Sprintf("login %s\nhasło %s\nkod z SMS ci przekażę", login, pw),
		"ok, wystawię po południu",
	}
	return hbvS("marketplace-password", "chat", hbvTg("pl", msgs...), []string{pw}, login)
}

func hbvChatProfilZaufany() Sample {
	login := rnd(lower, 6) + "." + rnd(lower, 5)
	pw := hbvPw()
	msg := fmt.Sprintf("do Profilu Zaufanego: login %s, hasło %s — złóż mi PIT przez e-Urząd Skarbowy", login, pw)
	return hbvS("gov-portal-password", "chat", hbvTg("pl", msg, "ok mamo"), []string{pw}, login)
}

func hbvChatBOK() Sample {
	bok := hbvPin(6)
	msg := "kartu s čipom máš v peňaženke, BOK je " + bok + ", PIN k podpisu som ti poslal SMS"
	return hbvS("eid-pin", "chat", hbvTg("sk", "potrebujem sa prihlásiť na slovensko.sk", msg), []string{bok})
}

func hbvChatSeznam() Sample {
	addr := hbvMailAddr("cs")
	pw := hbvPw()
	msg := fmt.Sprintf("faktury chodí na %s, heslo %s, koukni tam prosím zítra", addr, pw)
	return hbvS("mail-password", "chat", hbvTg("cs", msg, "jasně"), []string{pw}, addr)
}

func hbvChatLocker() Sample {
	n := fmt.Sprint(hbvN(1, 60))
	code := hbvPin(4)
	lang := pick([]string{"cs", "pl", "hu"})
	msg := map[string]string{
		"cs": "notebook je ve skříňce č. " + n + ", kód " + code,
		"pl": "laptop zostawiłem w szafce nr " + n + ", kod " + code,
		"hu": "a laptop a " + n + "-es szekrényben van, a kód " + code,
	}[lang]
	return hbvS("locker-code", "chat", hbvTg(lang, msg, "ok"), []string{code})
}
