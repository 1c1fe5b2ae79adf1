package main

import (
	"fmt"
	"strings"
)

// Traps in the chat / accounting setting: same labels and layouts, no secret.

func hbvTrapGensA() []hbvGen {
	return []hbvGen{
		hbvTrWifiSticker, hbvTrPolicy, hbvTrResetDone, hbvTrGosuslugiBank, hbvTrKSeFNumber,
		hbvTrKSeFRef, hbvTrDatovkaID, hbvTrBitrixDeal, hbvTrBitrixPlaceholder, hbvTr1CNoPw,
		hbvTr1CLicReg, hbvTrWinPartial, hbvTrESETID, hbvTrNAVLogin, hbvTrIBAN, hbvTrTTN,
		hbvTrInPost, hbvTrAllegroOrder, hbvTrLiqPayPub, hbvTrYooShop, hbvTrP24Session,
		hbvTrNAPLetter, hbvTrSrPIB, hbvTrSIMICCID, hbvTrAnyDeskID, hbvTrDoorAsk, hbvTrVS,
		hbvTrHuAccount, hbvTrKEPTalk, hbvTrRutokenTalk, hbvTrChangeme, hbvTrSMSMasked,
		hbvTrBitwarden, hbvTrSignature,
	}
}

func hbvTrWifiSticker() Sample {
	lang := pick([]string{"ru", "pl", "cs", "hu", "bg"})
	msg := map[string]string{
		"ru": "пароль от вайфая на наклейке снизу роутера, сеть Office_" + hbvDig(4),
		"pl": "hasło do wifi jest na kartce przy drukarce, sieć Biuro-" + hbvDig(3),
		"cs": "heslo na wifi je na štítku pod routerem, síť Kancelar_5G",
		"hu": "a wifi jelszó a router alján lévő matricán van",
		"bg": "паролата за wifi-то е на стикера под рутера",
	}[lang]
	q := map[string]string{"ru": "а пароль от wifi?", "pl": "hasło do wifi?", "cs": "heslo na wifi?", "hu": "wifi jelszó?", "bg": "паролата за wifi?"}[lang]
	return hbvT("trap-wifi-talk", "chat", hbvTg(lang, q, msg))
}

func hbvTrPolicy() Sample {
	n := hbvN(8, 16)
	d := pick([]int{30, 60, 90, 180})
	lang := pick([]string{"ru", "pl", "cs", "hu", "uk", "sr"})
	text := map[string]string{
		"ru": fmt.Sprintf("Напоминаем: с понедельника пароль в 1С и в домене должен быть не короче %d символов, с цифрами и заглавными буквами. Менять раз в %d дней.", n, d),
		"pl": fmt.Sprintf("Od poniedziałku hasło do systemu musi mieć co najmniej %d znaków, w tym cyfrę i znak specjalny. Zmiana co %d dni.", n, d),
		"cs": fmt.Sprintf("Nové heslo musí mít aspoň %d znaků, velké písmeno a číslici. Platnost hesla je %d dní.", n, d),
		"hu": fmt.Sprintf("Az új jelszónak legalább %d karakterből kell állnia, tartalmazzon számot és nagybetűt, és %d naponta le kell cserélni.", n, d),
		"uk": fmt.Sprintf("Пароль має бути не коротший за %d символів і не збігатися з трьома попередніми, зміна кожні %d днів.", n, d),
		"sr": fmt.Sprintf("Lozinka mora imati najmanje %d karaktera, jedno veliko slovo i broj, a menja se na %d dana.", n, d),
	}[lang]
	return hbvT("trap-password-policy", hbvOne("mail", "note", "chat"), text)
}

func hbvTrResetDone() Sample {
	lang := pick([]string{"ru", "pl", "cs", "uk", "sk"})
	text := map[string]string{
		"ru": "Заявка %s закрыта. Сбросил пароль пользователю %s, временный пароль отправлен ему СМС. При входе система попросит сменить.",
		"pl": "Zgłoszenie %s: zresetowałem hasło użytkownikowi %s, link do ustawienia nowego poszedł mailem.",
		"cs": "Požadavek %s: heslo uživatele %s jsem resetoval, nové si nastaví přes odkaz v e-mailu.",
		"uk": "Заявка %s: скинув пароль користувачу %s, тимчасовий пароль надіслано в SMS.",
		"sk": "Tiket %s: heslo používateľa %s som resetoval, nové mu prišlo SMS-kou.",
	}[lang]
	return hbvT("trap-password-reset", "ticket", fmt.Sprintf(text, hbvDig(5), rnd(lower, 6)))
}

func hbvTrGosuslugiBank() Sample {
	return hbvT("trap-password-talk", "chat", hbvTg("ru", "мам, не помню пароль от госуслуг", "восстанови через Сбер Онлайн, там кнопка «Войти через банк», пароль потом сама задашь", "получилось!"))
}

func hbvTrKSeFNumber() Sample {
	nip := hbvDig(10)
	num := fmt.Sprintf("%s-%s-%s-%s", nip, strings.ReplaceAll(hbvISODate(), "-", ""), hbvHexU(12), hbvHexU(2))
	text := fmt.Sprintf("Dzień dobry,\nfaktura FV/%d/%02d/%d została przyjęta w KSeF.\nNumer KSeF: %s\nData przyjęcia: %s\nUPO w załączniku.", hbvN(2024, 2025), hbvN(1, 12), hbvN(1, 400), num, hbvISODate())
	return hbvT("trap-invoice-number", "mail", hbvMail("pl", "UPO KSeF", text))
}

func hbvTrKSeFRef() Sample {
	ref := strings.ReplaceAll(hbvISODate(), "-", "") + "-EC-" + hbvHexU(10) + "-" + hbvHexU(10) + "-" + hbvHexU(2)
	text := fmt.Sprintf("Token KSeF dla programu wygenerowany, wpisałam go od razu w Optimę (nie wysyłam mailem).\nNumer referencyjny tokenu: %s\nOpis: integracja ERP\nUprawnienia: InvoiceWrite, InvoiceRead", ref)
	return hbvT("trap-token-reference", "note", text)
}

func hbvTrDatovkaID() Sample {
	id := rnd("abcdefghijkmnpqrstuvwxyz23456789", 7)
	text := fmt.Sprintf("Dobrý den,\nnaše ID datové schránky je %s, fakturu prosím pošlete tam.\nIČO %s, DIČ CZ%s.\nPřístupové údaje k datovce vám nedáme, dokumenty vám přepošleme.", id, hbvDig(8), hbvDig(8))
	return hbvT("trap-databox-id", "mail", hbvMail("cs", "Kontaktní údaje", text))
}

func hbvTrBitrixDeal() Sample {
	portal := rnd(lower, hbvN(4, 9)) + ".bitrix24.ru"
	text := fmt.Sprintf("Посмотри сделку https://%s/crm/deal/details/%d/ и задачу https://%s/company/personal/user/%d/tasks/task/view/%d/ — клиент ждёт счёт.", portal, hbvN(100, 9999), portal, hbvN(1, 60), hbvN(1000, 99999))
	return hbvT("trap-crm-link", "chat", text)
}

func hbvTrBitrixPlaceholder() Sample {
	portal := rnd(lower, hbvN(4, 9)) + ".bitrix24." + hbvOne("ru", "ua", "pl")
	text := fmt.Sprintf("## Интеграция формы с Битрикс24\n\n1. Разработчикам → Другое → Входящий вебхук.\n2. Скопируйте URL вида `https://%s/rest/1/<код_вебхука>/`.\n3. Вставьте его в переменную `BITRIX_WEBHOOK` в `.env` на сервере.\n\nКод вебхука никому не отправляйте.", portal)
	return hbvT("trap-webhook-placeholder", "markdown", text)
}

func hbvTr1CNoPw() Sample {
	srv := hbvOne("srv1c", "1c-app01", "SRV-BUH")
	text := fmt.Sprintf("Строка подключения к базе: Srvr=\"%s\";Ref=\"%s\";\nПользователь «%s», пароль спросите у %s, в переписку не пишем.", srv, hbvOne("buh_2024", "ut11", "zup_main", "unf_firm"), hbvOne("Обмен", "robot", "Регламент"), hbvOne("Ирины", "главбуха", "Димы", "админа"))
	return hbvT("trap-1c-connection", "note", text)
}

func hbvTr1CLicReg() Sample {
	text := fmt.Sprintf("Лицензия 1С на 5 рабочих мест, регистрационный номер %s, комплект поставки %s. Конверт с пин-кодами в сейфе у директора. Активирована %s.", hbvDig(9), hbvDig(10), hbvDate())
	return hbvT("trap-licence-reg", "note", text)
}

func hbvTrWinPartial() Sample {
	part := rnd("BCDFGHJKMPQRTVWXY2346789", 5)
	text := fmt.Sprintf("C:\\> cscript //nologo C:\\Windows\\System32\\slmgr.vbs /dli\nName: Windows(R), Professional edition\nDescription: Windows(R) Operating System, RETAIL channel\nPartial Product Key: %s\nLicense Status: Licensed", part)
	return hbvT("trap-partial-key", "shell", text)
}

func hbvTrESETID() Sample {
	pub := rnd(upper+digits, 3) + "-" + rnd(upper+digits, 3) + "-" + rnd(upper+digits, 3)
	text := fmt.Sprintf("Dobrý deň,\nlicencia ESET (verejné ID licencie %s) bola predĺžená do %s. Licenčný kľúč zostáva rovnaký, netreba nič meniť.", pub, hbvDate())
	return hbvT("trap-licence-id", "mail", hbvMail("sk", "Predĺženie licencie", text))
}

func hbvTrNAVLogin() Sample {
	text := fmt.Sprintf("NAV technikai felhasználó elkészült.\nAdószám: %s-%s-%s\nFelhasználónév: %s\nA jelszót és a kulcsokat a KeePass „Könyvelés” mappájába tettem, e-mailben nem küldöm.", hbvDig(8), hbvDig(1), hbvDig(2), rnd(lower+digits, 15))
	return hbvT("trap-login-only", "note", text)
}

func hbvTrIBAN() Sample {
	lang := pick([]string{"pl", "cs", "hu", "bg", "sr"})
	var iban string
	switch lang {
	case "pl":
		iban = "PL" + hbvDig(2) + " " + hbvDig(4) + " " + hbvDig(4) + " " + hbvDig(4) + " " + hbvDig(4) + " " + hbvDig(4) + " " + hbvDig(4)
	case "cs":
		iban = "CZ" + hbvDig(2) + " " + hbvDig(4) + " " + hbvDig(4) + " " + hbvDig(4) + " " + hbvDig(4) + " " + hbvDig(4)
	case "hu":
		iban = "HU" + hbvDig(2) + " " + hbvDig(4) + " " + hbvDig(4) + " " + hbvDig(4) + " " + hbvDig(4) + " " + hbvDig(4) + " " + hbvDig(4) + " " + hbvDig(4)
	case "bg":
		iban = "BG" + hbvDig(2) + " UNCR " + hbvDig(4) + " " + hbvDig(4) + " " + hbvDig(4) + " " + hbvDig(2)
	default:
		iban = "RS" + hbvDig(2) + " " + hbvDig(3) + " " + hbvDig(13) + " " + hbvDig(2)
	}
	body := map[string]string{
		"pl": "W załączeniu faktura. Proszę o przelew na konto " + iban + " w terminie 14 dni.",
		"cs": "Fakturu posílám v příloze, platba na účet " + iban + ", splatnost 14 dní.",
		"hu": "Mellékelten a számla, kérjük utalják a " + iban + " számlaszámra.",
		"bg": "Приложено е фактурата, плащане по сметка " + iban + ".",
		"sr": "U prilogu je faktura, uplata na račun " + iban + ".",
	}[lang]
	subj := map[string]string{"pl": "Faktura", "cs": "Faktura", "hu": "Számla", "bg": "Фактура", "sr": "Faktura"}[lang]
	return hbvT("trap-iban", "mail", hbvMail(lang, subj+" "+hbvDig(4), body))
}

func hbvTrTTN() Sample {
	ttn := "20" + hbvDig(12)
	return hbvT("trap-tracking-number", "chat", hbvTg("uk", "відправили замовлення?", "так, ТТН "+ttn+", Нова Пошта, відділення №"+fmt.Sprint(hbvN(1, 300)), "дякую"))
}

func hbvTrInPost() Sample {
	num := hbvDig(24)
	return hbvT("trap-tracking-number", "mail", hbvMail("pl", "Twoja paczka jest w drodze", fmt.Sprintf("Numer przesyłki: %s\nPaczkomat: KRA%02dM\nKod odbioru otrzymasz w SMS, gdy paczka dotrze.", num, hbvN(1, 99))))
}

func hbvTrAllegroOrder() Sample {
	text := fmt.Sprintf("Zamówienie Allegro %s\nKupujący: %s\nDostawa: Allegro One Box\nSuma: %d,%02d zł\nStatus: READY_FOR_PROCESSING", hbvUUID(), rnd(lower, 6)+hbvDig(3), hbvN(20, 900), hbvN(0, 99))
	return hbvT("trap-order-id", "note", text)
}

func hbvTrLiqPayPub() Sample {
	text := fmt.Sprintf("<!-- кнопка оплати LiqPay -->\n<form method=\"POST\" action=\"https://www.liqpay.ua/api/3/checkout\">\n  <input type=\"hidden\" name=\"data\" value=\"%s\"/>\n  <input type=\"hidden\" name=\"signature\" value=\"%s\"/>\n</form>\n<!-- public_key i%s, private_key лише на сервері в .env -->", rnd(hbvB64, 88)+"=", rnd(hbvB64, 27)+"=", hbvDig(11))
	return hbvT("trap-public-key", "html", text)
}

func hbvTrYooShop() Sample {
	return hbvT("trap-id-only", "chat", hbvTg("ru", "какие данные нужны для ЮKassa в модуле?", fmt.Sprintf("shopId %d, а секретный ключ выпусти сам в личном кабинете → Интеграция → Ключи API", hbvN(100000, 999999))))
}

func hbvTrP24Session() Sample {
	text := fmt.Sprintf("[%s] p24: transaction verified, orderId=%d, amount=%d, currency=PLN, merchantId=%d, statement=p24-%s-%s-%s, orderRef=%s", hbvISODate()+" "+hbvTime(), hbvN(100000000, 999999999), hbvN(1000, 99999), hbvN(100000, 399999), rnd(upper+digits, 3), rnd(upper+digits, 3), rnd(upper+digits, 3), hbvUUID())
	return hbvT("trap-payment-reference", "log", text)
}

func hbvTrNAPLetter() Sample {
	return hbvT("trap-password-talk", "chat", hbvTg("bg", "имаме ли ПИК от НАП?", "подадох заявление, ПИК-ът ще дойде с писмо до 7 дни", "ок"))
}

func hbvTrSrPIB() Sample {
	text := fmt.Sprintf("Podaci za fakturu:\n%s\nPIB: %s\nMatični broj: %s\nTekući račun: %s-%s-%s\nLozinku za portal ću ti reći usmeno.", hbvFirm("sr"), hbvDig(9), hbvDig(8), hbvDig(3), hbvDig(13), hbvDig(2))
	return hbvT("trap-company-ids", "chat", text)
}

func hbvTrSIMICCID() Sample {
	text := fmt.Sprintf("Nowa karta SIM dla kierowcy:\nnumer: +48 %s %s %s\nICCID: 8948%s\nPIN i PUK są na plastikowej karcie w kopercie, oddałem mu do ręki.", hbvDig(3), hbvDig(3), hbvDig(3), hbvDig(15))
	return hbvT("trap-sim-ids", "note", text)
}

func hbvTrAnyDeskID() Sample {
	id := hbvDig(3) + " " + hbvDig(3) + " " + hbvDig(3)
	return hbvT("trap-remote-id", "chat", hbvTg("ru", "запустите AnyDesk и скажите ID", "ID "+id, "подключаюсь, нажмите «Принять»"))
}

func hbvTrDoorAsk() Sample {
	lang := pick([]string{"ru", "pl", "cs"})
	msg := map[string]string{
		"ru": "код домофона поменяли, новый спроси у охраны на первом этаже",
		"pl": "kod do drzwi zmieniony, nowy podam ci osobiście",
		"cs": "kód na vchod se změnil, nový ti řeknu v kanceláři",
	}[lang]
	return hbvT("trap-code-talk", "chat", hbvTg(lang, msg, "ok"))
}

func hbvTrVS() Sample {
	vs := hbvDig(10)
	text := fmt.Sprintf("Faktura č. %s\nVariabilní symbol: %s\nKonstantní symbol: 0308\nČástka: %d Kč\nSplatnost: %s", vs, vs, hbvN(500, 90000), hbvDate())
	return hbvT("trap-payment-reference", "note", text)
}

func hbvTrHuAccount() Sample {
	text := fmt.Sprintf("Kedves Anikó!\nA bérszámfejtés kész. Számlaszám: %s-%s-%s, közlemény: BÉR %d/%02d.\nA NAV-os bevallást holnap küldöm ügyfélkapun keresztül.", hbvDig(8), hbvDig(8), hbvDig(8), hbvN(2024, 2025), hbvN(1, 12))
	return hbvT("trap-account-number", "mail", text)
}

func hbvTrKEPTalk() Sample {
	return hbvT("trap-password-talk", "chat", hbvTg("uk", "який пароль до ключа КЕП?", "той самий, що й минулого року, я тобі казала по телефону", "а, згадала, дякую"))
}

func hbvTrRutokenTalk() Sample {
	return hbvT("trap-password-talk", "chat", hbvTg("ru", "ПИН рутокена не подходит", "стандартный ПИН сменили при выдаче, новый знает только директор. Осталось попыток: "+fmt.Sprint(hbvN(2, 9))))
}

func hbvTrChangeme() Sample {
	user := hbvOne("app", "shop", "crm", "buh")
	text := "# шаблон конфига для новых клиентов\n# ОБЯЗАТЕЛЬНО замените значения ниже перед запуском!\ndb:\n  host: " + hbvOne("localhost", "db", hbvLAN()) + "\n  user: " + user + "\n  password: changeme\nadmin_password: changeme\n"
	if hbvCoin() {
		text = "# szablon – przed wdrożeniem podmień hasła!\nDB_HOST=" + hbvOne("localhost", hbvLAN()) + "\nDB_USER=" + user + "\nDB_PASSWORD=changeme\nADMIN_PASSWORD=<ustaw_hasło>\n"
	}
	return hbvT("trap-placeholder", hbvOne("yaml", "env"), text)
}

func hbvTrSMSMasked() Sample {
	lang := pick([]string{"pl", "cs", "ru"})
	text := map[string]string{
		"pl": "Kod weryfikacyjny został wysłany na numer +48 *** *** " + hbvDig(3) + ". Kod jest ważny 5 minut.",
		"cs": "Ověřovací kód jsme poslali na číslo +420 *** *** " + hbvDig(3) + ".",
		"ru": "Код подтверждения отправлен на номер +7 *** ***-**-" + hbvDig(2) + ". Не сообщайте его никому.",
	}[lang]
	return hbvT("trap-masked", "notification", text)
}

func hbvTrBitwarden() Sample {
	lang := pick([]string{"bg", "sr", "ru", "hu"})
	text := map[string]string{
		"bg": "## Достъпи\nВсички пароли са в Bitwarden, колекция „Счетоводство“. Ако нямаш достъп – пиши на " + hbvName("bg") + ". Не записвай пароли в Viber.",
		"sr": "## Pristupi\nSve lozinke su u Bitwarden-u, kolekcija „Knjigovodstvo“. Ako nemaš pristup, javi se: " + hbvName("sr") + ". Ne šalji šifre preko Vibera.",
		"ru": "## Доступы\nВсе пароли — в Bitwarden, коллекция «Бухгалтерия». Нет доступа — пиши: " + hbvName("ru") + ". Пароли в Телеграм не отправляем.",
		"hu": "## Hozzáférések\nMinden jelszó a Bitwardenben van, „Könyvelés” gyűjtemény, kérdés esetén: " + hbvName("hu") + ". Jelszót Viberen nem küldünk.",
	}[lang]
	return hbvT("trap-secret-location", "wiki", text)
}

func hbvTrSignature() Sample {
	lang := pick(hbvLangs)
	body := map[string]string{
		"ru": "Счёт во вложении.", "uk": "Рахунок у вкладенні.", "pl": "Faktura w załączniku.",
		"cs": "Fakturu posílám v příloze.", "sk": "Faktúru posielam v prílohe.", "hu": "A számlát csatoltam.",
		"bg": "Фактурата е в прикачения файл.", "sr": "Faktura je u prilogu.",
	}[lang]
	cc := map[string]int{"ru": 7, "uk": 380, "pl": 48, "cs": 420, "sk": 421, "hu": 36, "bg": 359, "sr": 381}[lang]
	sig := fmt.Sprintf("--\n%s\n%s\ntel. +%d %s %s %s\n%s", hbvName(lang), hbvFirm(lang), cc, hbvDig(3), hbvDig(3), hbvDig(3), hbvMailAddr(lang))
	return hbvT("trap-signature", "mail", body+"\n\n"+sig)
}
