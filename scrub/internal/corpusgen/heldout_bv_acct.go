package main

import "fmt"

// hbvMail renders an e-mail with headers in the writer's language.
func hbvMail(lang, subject, body string) string {
	h := map[string][4]string{
		"ru": {"От", "Кому", "Тема", "С уважением,"},
		"uk": {"Від", "Кому", "Тема", "З повагою,"},
		"pl": {"Od", "Do", "Temat", "Pozdrawiam,"},
		"cs": {"Od", "Komu", "Předmět", "S pozdravem"},
		"sk": {"Od", "Komu", "Predmet", "S pozdravom"},
		"hu": {"Feladó", "Címzett", "Tárgy", "Üdvözlettel:"},
		"bg": {"От", "До", "Тема", "Поздрави,"},
		"sr": {"Od", "Za", "Naslov", "Pozdrav,"},
	}[lang]
	return fmt.Sprintf("%s: %s\n%s: %s\n%s: %s\n\n%s\n\n%s\n%s", h[0], hbvMailAddr(lang), h[1], hbvMailAddr(lang), h[2], subject, body, h[3], hbvName(lang))
}

func hbvNIP() string {
	return hbvDig(3) + hbvOne("-", "") + hbvDig(3) + hbvOne("-", "") + hbvDig(2) + hbvOne("-", "") + hbvDig(2)
}

func hbvAcctGens() []hbvGen {
	return []hbvGen{
		hbvAcctKSeF, hbvAcctDatovka, hbvAcctBitrixHook, hbvAcctBitrixAdmin, hbvAcct1CConn,
		hbvAcct1CLic, hbvAcctWinKey, hbvAcctESET, hbvAcctKaspersky, hbvAcctNAV, hbvAcctSzamlazz,
		hbvAcctFakturoid, hbvAcctSuperFaktura, hbvAcctFio, hbvAcctMono, hbvAcctNovaPoshta,
		hbvAcctLiqPay, hbvAcctYooKassa, hbvAcctP24, hbvAcctPayU, hbvAcctSBIS, hbvAcctEPUAP,
		hbvAcctMedoc, hbvAcctPohoda, hbvAcctOptima, hbvAcctSEF, hbvAcctEcont, hbvAcctFakturownia,
	}
}

func hbvAcctKSeF() Sample {
	nip := hbvNIP()
	tok := hbvHexU(64)
	if hbvCoin() {
		body := fmt.Sprintf("Dzień dobry,\n\nw załączeniu przesyłam dane do integracji z KSeF dla firmy (NIP %s).\nToken autoryzacyjny KSeF wygenerowany w aplikacji podatnika:\n%s\n\nUprawnienia: wystawianie i przeglądanie faktur.\nProszę nie przesyłać go dalej.", nip, tok)
		return hbvS("ksef-token", "mail", hbvMail("pl", "KSeF - token do programu", body), []string{tok}, nip)
	}
	cfg := fmt.Sprintf("[ksef]\nsrodowisko = produkcja\nnip = %s\ntoken = %s\nkatalog_upo = C:\\Faktury\\UPO\n", nip, tok)
	return hbvS("ksef-token", "ini", cfg, []string{tok}, nip)
}

func hbvAcctDatovka() Sample {
	id := rnd("abcdefghijkmnpqrstuvwxyz23456789", 7)
	user := rnd("abcdefghijkmnpqrstuvwxyz23456789", 6)
	pw := hbvPw()
	body := fmt.Sprintf("Dobrý den,\n\npro zpracování DPH za %s potřebujeme přístup do datové schránky.\nID datové schránky: %s\nUživatelské jméno: %s\nHeslo: %s\n\nPo skončení si heslo změňte.", hbvOne("březen", "duben", "1. čtvrtletí", "květen"), id, user, pw)
	return hbvS("databox-password", "mail", hbvMail("cs", "Přístup do datovky", body), []string{pw}, id, user)
}

func hbvAcctBitrixHook() Sample {
	portal := rnd(lower, hbvN(4, 9)) + hbvOne(".bitrix24.ru", ".bitrix24.ua", ".bitrix24.pl", ".bitrix24.by")
	code := rnd(lower+digits, 16)
	uid := fmt.Sprint(hbvN(1, 40))
	url := "https://" + portal + "/rest/" + uid + "/" + code + "/"
	method := hbvOne("crm.lead.add.json", "crm.deal.list", "tasks.task.add", "im.notify.system.add")
	if hbvCoin() {
		text := fmt.Sprintf("# заявки с сайта -> Битрикс24\nBITRIX_WEBHOOK=%s\n# метод %s\n", url, method)
		return hbvS("webhook-secret", "env", text, []string{code}, portal)
	}
	text := fmt.Sprintf("Заявка #%s\nКлиент: %s\nСделал входящий вебхук для формы на сайте: %s%s\nПрава: CRM. Проверьте, лиды падают в воронку «Сайт».", hbvDig(5), hbvFirm("ru"), url, method)
	return hbvS("webhook-secret", "ticket", text, []string{code}, portal)
}

func hbvAcctBitrixAdmin() Sample {
	portal := rnd(lower, hbvN(4, 9)) + ".bitrix24.ru"
	mail := hbvMailAddr("ru")
	pw := hbvPw()
	text := fmt.Sprintf("Передача дел (Битрикс24)\n\n- портал: %s\n- админ: %s\n- пароль: %s\n- тариф «Базовый» оплачен до %s\n- бизнес-процессы не трогать, их настраивал подрядчик", portal, mail, pw, hbvDate())
	return hbvS("crm-password", "note", text, []string{pw}, portal, mail)
}

func hbvAcct1CConn() Sample {
	srv := hbvOne("srv1c", "1c-app01", "SRV-BUH", "10.0.0."+fmt.Sprint(hbvN(2, 90)))
	ref := hbvOne("buh_2024", "ut11", "zup_main", "unf_firm")
	user := hbvOne("Администратор", "Обмен", "robot", "Регламент")
	pw := hbvPw()
	text := fmt.Sprintf("@echo off\nrem ночная выгрузка в ЕГАИС\n\"C:\\Program Files\\1cv8\\8.3.24.1548\\bin\\1cv8.exe\" ENTERPRISE /S\"%s\\%s\" /N\"%s\" /P\"%s\" /Execute \"D:\\obmen\\upload.epf\" /DisableStartupMessages\n", srv, ref, user, pw)
	if hbvCoin() {
		text = fmt.Sprintf("Строка подключения для обработки:\nSrvr=\"%s\";Ref=\"%s\";Usr=\"%s\";Pwd=\"%s\";\nCOM-коннектор V83.COMConnector, зарегистрирован на сервере.", srv, ref, user, pw)
	}
	return hbvS("1c-password", hbvOne("bat", "note"), text, []string{pw}, ref, user)
}

func hbvAcct1CLic() Sample {
	p1 := hbvDig(3) + "-" + hbvDig(3) + "-" + hbvDig(3) + "-" + hbvDig(3) + "-" + hbvDig(3)
	p2 := hbvDig(3) + "-" + hbvDig(3) + "-" + hbvDig(3) + "-" + hbvDig(3) + "-" + hbvDig(3)
	reg := hbvDig(9)
	text := fmt.Sprintf("Добрый день!\nПин-коды для активации программной лицензии 1С (регистрационный номер %s):\nосновной: %s\nрезервный: %s\nАктивацию делайте на сервере, не на ноутбуке.", reg, p1, p2)
	return hbvS("licence-key", "mail", hbvMail("ru", "Лицензия 1С", text), []string{p1, p2}, reg)
}

func hbvAcctWinKey() Sample {
	set := "BCDFGHJKMPQRTVWXY2346789"
	key := hbvLicence(5, 5, set)
	host := hbvOne("PC-KSIEGOWA", "BUH-02", "RECEPCE", "KASSA-1")
	lang := pick([]string{"pl", "cs", "ru"})
	line := map[string]string{
		"pl": "klucz produktu Windows 11 Pro dla " + host + ": " + key,
		"cs": "produktový klíč Office 2021 pro " + host + ": " + key,
		"ru": "ключ Windows 10 Pro для " + host + ": " + key,
	}[lang]
	text := fmt.Sprintf("| # | %s |\n|---|---|\n| 1 | %s |\n| 2 | %s |", hbvOne("zadanie", "úkol", "задача"), line, hbvOne("aktualizacja sterowników", "zálohování", "обновить драйвера"))
	return hbvS("licence-key", "markdown", text, []string{key}, host)
}

func hbvAcctESET() Sample {
	key := hbvLicence(5, 4, upper+digits)
	user := hbvOne("EAV-", "TRIAL-") + hbvDig(10)
	if hbvCoin() {
		body := fmt.Sprintf("Dobrý deň,\n\nďakujeme za nákup ESET Internet Security (3 zariadenia).\nLicenčný kľúč: %s\nVerejné ID licencie: %s\nPlatnosť do %s.", key, user, hbvDate())
		return hbvS("licence-key", "mail", hbvMail("sk", "Vaša licencia ESET", body), []string{key}, user)
	}
	body := fmt.Sprintf("Licenční klíč ESET PROTECT pro 12 stanic: %s\nPřihlášení do ESET Business Account zůstává stejné.", key)
	return hbvS("licence-key", "mail", hbvMail("cs", "ESET licence", body), []string{key})
}

func hbvAcctKaspersky() Sample {
	code := hbvLicence(4, 5, upper+digits)
	text := fmt.Sprintf("Заявка %s: продлили антивирус на 5 ПК.\nКод активации Kaspersky Small Office Security: %s\nПосле активации код больше никому не пересылать.", hbvDig(6), code)
	return hbvS("licence-key", "ticket", text, []string{code})
}

func hbvAcctNAV() Sample {
	tax := hbvDig(8) + "-" + hbvDig(1) + "-" + hbvDig(2)
	login := rnd(lower+digits, 15)
	pw := hbvPw()
	sign := rnd(lower+digits, 2) + "-" + rnd(lower+digits, 4) + "-" + rnd(lower+digits, 16) + rnd(upper, 8)
	xch := hbvHexU(16)
	text := fmt.Sprintf("NAV Online Számla - technikai felhasználó (%s)\n\nAdószám: %s\nFelhasználónév: %s\nJelszó: %s\nXML aláírókulcs: %s\nXML cserekulcs: %s\n\nA számlázó programba ezeket kell beírni.", hbvFirm("hu"), tax, login, pw, sign, xch)
	return hbvS("tax-api-credentials", "note", text, []string{pw, sign, xch}, tax, login)
}

func hbvAcctSzamlazz() Sample {
	key := rnd(lower+digits, 42)
	text := fmt.Sprintf("# szamlazz.hu Számla Agent\nSZAMLAZZ_AGENT_KULCS=%s\nSZAMLAZZ_E_SZAMLA=true\nSZAMLAZZ_NYELV=hu\n", key)
	return hbvS("invoicing-api-key", "env", text, []string{key})
}

func hbvAcctFakturoid() Sample {
	slug := rnd(lower, hbvN(5, 10))
	key := hbvHex(40)
	mail := hbvMailAddr("cs")
	text := fmt.Sprintf("fakturoid:\n  slug: %s\n  email: %s\n  api_key: \"%s\"\n  user_agent: \"eshop-sync (%s)\"\n", slug, mail, key, mail)
	return hbvS("invoicing-api-key", "yaml", text, []string{key}, slug)
}

func hbvAcctSuperFaktura() Sample {
	mail := hbvMailAddr("sk")
	key := hbvHex(32)
	cid := fmt.Sprint(hbvN(1000, 99999))
	text := fmt.Sprintf("{\n  \"superfaktura\": {\n    \"email\": \"%s\",\n    \"apikey\": \"%s\",\n    \"company_id\": %s,\n    \"module\": \"WooCommerce\"\n  }\n}", mail, key, cid)
	return hbvS("invoicing-api-key", "json", text, []string{key}, mail)
}

func hbvAcctFio() Sample {
	tok := rnd(alnum, 64)
	acct := hbvDig(10) + "/2010"
	text := fmt.Sprintf("$ export FIO_TOKEN=%s\n$ curl -s https://fioapi.fio.cz/v1/rest/last/$FIO_TOKEN/transactions.json | jq '.accountStatement.info.accountId'\n\"%s\"", tok, acct[:10])
	if hbvCoin() {
		text = fmt.Sprintf("Ahoj, token pro Fio API (jen pro čtení, účet %s): %s\nPlatnost tokenu je 180 dní.", acct, tok)
		return hbvS("bank-api-token", "chat", text, []string{tok}, acct)
	}
	return hbvS("bank-api-token", "shell", text, []string{tok})
}

func hbvAcctMono() Sample {
	tok := "u" + rnd(b64url, 43)
	text := fmt.Sprintf("import requests\n\n# особистий токен monobank, отримав на api.monobank.ua\nTOKEN = \"%s\"\n\nr = requests.get(\"https://api.monobank.ua/personal/client-info\", headers={\"X-Token\": TOKEN})\nprint(r.json()[\"name\"])\n", tok)
	return hbvS("bank-api-token", "python", text, []string{tok})
}

func hbvAcctNovaPoshta() Sample {
	key := hbvHex(32)
	sender := hbvUUID()
	text := fmt.Sprintf("NOVAPOSHTA_API_KEY=%s\nNOVAPOSHTA_SENDER_REF=%s\nNOVAPOSHTA_CITY=Київ\n", key, sender)
	if hbvCoin() {
		text = fmt.Sprintf("Андрію, ключ API Нової Пошти для сайту: %s\nЗгенерувала в особистому кабінеті, налаштування → безпека.", key)
		return hbvS("shipping-api-key", "chat", text, []string{key})
	}
	return hbvS("shipping-api-key", "env", text, []string{key}, sender)
}

func hbvAcctLiqPay() Sample {
	pub := "i" + hbvDig(11)
	priv := rnd(alnum, 40)
	text := fmt.Sprintf("<?php\n// LiqPay, магазин %s\n$public_key  = '%s';\n$private_key = '%s';\n$liqpay = new LiqPay($public_key, $private_key);\n", hbvFirm("uk"), pub, priv)
	return hbvS("payment-secret", "php", text, []string{priv}, pub)
}

func hbvAcctYooKassa() Sample {
	shop := fmt.Sprint(hbvN(100000, 999999))
	key := "live_" + rnd(b64url, 43)
	text := fmt.Sprintf("yookassa:\n  shop_id: %s\n  secret_key: %s\n  return_url: https://%s.ru/order/done\n", shop, key, rnd(lower, 6))
	return hbvS("payment-secret", "yaml", text, []string{key}, shop)
}

func hbvAcctP24() Sample {
	mid := fmt.Sprint(hbvN(100000, 399999))
	crc := hbvHex(16)
	api := hbvHex(32)
	text := fmt.Sprintf("Przelewy24 – dane produkcyjne\nID sprzedawcy: %s\nKlucz do CRC: %s\nKlucz do raportów (API): %s\nUstawione w WooCommerce 13.03, testowa płatność przeszła.", mid, crc, api)
	return hbvS("payment-secret", "note", text, []string{crc, api}, mid)
}

func hbvAcctPayU() Sample {
	pos := fmt.Sprint(hbvN(300000, 4999999))
	md5 := hbvHex(32)
	cs := hbvHexU(32)
	text := fmt.Sprintf("payu.pos_id=%s\npayu.second_key=%s\npayu.oauth.client_id=%s\npayu.oauth.client_secret=%s\npayu.sandbox=false\n", pos, md5, pos, cs)
	return hbvS("payment-secret", "properties", text, []string{md5, cs}, pos)
}

func hbvAcctSBIS() Sample {
	login := rnd(lower, 6) + hbvDig(2)
	pw := hbvPw()
	text := fmt.Sprintf("Памятка для нового бухгалтера\n1. СБИС: логин %s, пароль %s (ЭЦП на флешке, в СБИС Плагине)\n2. Банк — спросить у директора\n3. Табель сдавать до 25-го", login, pw)
	return hbvS("accounting-password", "note", text, []string{pw}, login)
}

func hbvAcctEPUAP() Sample {
	login := rnd(lower, 5) + "_" + rnd(lower, 4)
	pw := hbvPw()
	text := fmt.Sprintf("Notatka ze spotkania %s\n- ZUS PUE: loguje się prezes przez bank\n- ePUAP firmy: login %s, hasło %s\n- skrzynka ePUAP sprawdzana w poniedziałki\n- KSeF: token wygeneruje Pani Ewa", hbvDate(), login, pw)
	return hbvS("gov-portal-password", "note", text, []string{pw}, login)
}

func hbvAcctMedoc() Sample {
	edrpou := hbvDig(8)
	pw := hbvPw()
	text := fmt.Sprintf("Тікет %s\nКлієнт: %s (ЄДРПОУ %s)\nМ.Е.Док не запускається після оновлення. Вхід: користувач «Адміністратор», пароль %s. Базу зробили копію в D:\\medoc_backup.", hbvDig(5), hbvFirm("uk"), edrpou, pw)
	return hbvS("accounting-password", "ticket", text, []string{pw}, edrpou)
}

func hbvAcctPohoda() Sample {
	user := hbvOne("@", "mserver", "eshop")
	pw := hbvPw()
	port := fmt.Sprint(hbvN(444, 5500))
	text := fmt.Sprintf("; propojení e-shopu s POHODA mServer\n[pohoda]\nurl=http://%s:%s/xml\nico=%s\nuzivatel=%s\nheslo=%s\n", hbvLAN(), port, hbvDig(8), user, pw)
	return hbvS("accounting-password", "ini", text, []string{pw})
}

func hbvAcctOptima() Sample {
	host := hbvOne("SERWER\\OPTIMA", "KSIEGOWOSC\\SQLEXPRESS", "SRV01\\COMARCH")
	pw := hbvPw()
	text := fmt.Sprintf("Przekazanie obsługi IT – %s\n\nComarch ERP Optima, serwer SQL: %s\nKonto sa: hasło %s\nKopia bazy codziennie o 22:00 na NAS.\nOperator ADMIN w Optimie bez hasła – do poprawy.", hbvFirm("pl"), host, pw)
	return hbvS("db-password", "note", text, []string{pw}, host)
}

func hbvAcctSEF() Sample {
	key := hbvUUID()
	pib := hbvDig(9)
	text := fmt.Sprintf("SEF (eFakture) - integracija\nPIB: %s\nAPI ključ: %s\nKljuč se generiše u podešavanjima, važi dok se ne poništi.", pib, key)
	if hbvCoin() {
		text = fmt.Sprintf("curl -H \"ApiKey: %s\" https://efaktura.mfin.gov.rs/api/publicApi/sales-invoice/ids", key)
		return hbvS("invoicing-api-key", "shell", text, []string{key})
	}
	return hbvS("invoicing-api-key", "note", text, []string{key}, pib)
}

func hbvAcctEcont() Sample {
	user := rnd(lower, 6) + hbvDig(2)
	pw := hbvPw()
	text := fmt.Sprintf("{\n  \"econt\": {\n    \"username\": \"%s\",\n    \"password\": \"%s\",\n    \"demo\": false\n  },\n  \"currency\": \"BGN\"\n}", user, pw)
	return hbvS("shipping-password", "json", text, []string{pw}, user)
}

func hbvAcctFakturownia() Sample {
	sub := rnd(lower, hbvN(5, 9))
	tok := rnd(alnum, 20)
	text := fmt.Sprintf("$ curl \"https://%s.fakturownia.pl/invoices.json?period=this_month&api_token=%s\" | jq length\n%d", sub, tok, hbvN(3, 80))
	return hbvS("invoicing-api-key", "shell", text, []string{tok}, sub+".fakturownia.pl")
}
