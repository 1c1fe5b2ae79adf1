package main

import "fmt"

// Polish-language QA texts with secrets.

func hciPLGens() []hciGen {
	return []hciGen{
		{hciPLChat, 7}, {hciPLBug, 7}, {hciPLHandover, 4}, {hciPLGherkin, 6}, {hciPLMail, 5},
		{hciPLTestRail, 5}, {hciPLDeviceLab, 5}, {hciPLPostman, 5}, {hciPLCILeak, 5}, {hciPLMeeting, 4},
		{hciPLSauce, 4}, {hciPLSlackHook, 4}, {hciPLTOTP, 4}, {hciPLDB, 4}, {hciPLDiscordHook, 4},
	}
}

func hciPLChat() Sample {
	u, pw := hciEmail(), hciPw()
	t := hciJoin(
		hciCap(pick(hciFirst))+": "+hciP("cześć, ktoś ma dostęp do konta testowego na "+pick(hciEnvs)+"?", "hej, jakie jest hasło do admina na stagingu?", "potrzebuję konta z uprawnieniami admina do testów"),
		hciCap(pick(hciFirst))+": "+hciP("jasne, ", "trzymaj: ", "")+u+hciP(" / ", ", hasło: ", " hasło ")+pw,
		hciCap(pick(hciFirst))+": "+hciP("dzięki!", "działa 👍", "ok, dzięki, zaraz sprawdzę"),
	)
	return hciS("test-account-password", "chat", t, hciL(pw), u)
}

func hciPLBug() Sample {
	u, pw := hciUser(), hciPw()
	tk := hciTicket()
	t := hciJoin(
		tk+" "+hciP("Po zmianie języka koszyk się czyści", "Błędna kwota VAT na fakturze", "Nie można usunąć adresu dostawy", "Przycisk 'Zapłać' nieaktywny na Safari"),
		"",
		"Środowisko: "+pick(hciEnvs)+", wersja "+hciVer()+", "+hciP("Chrome", "Firefox", "Safari")+" na "+hciP("Windows 11", "macOS 14", "iOS 17"),
		"Kroki:",
		"1. Zaloguj się jako "+u+" (hasło: "+pw+")",
		"2. "+hciP("Dodaj produkt do koszyka", "Wejdź w Moje konto > Adresy", "Przejdź do płatności"),
		"3. "+hciP("Zmień język na EN", "Kliknij Usuń", "Wybierz BLIK"),
		"Oczekiwany rezultat: "+hciP("koszyk bez zmian", "adres usunięty", "przycisk aktywny"),
		"Rzeczywisty rezultat: "+hciP("koszyk pusty", "błąd 500", "nic się nie dzieje"),
	)
	return hciS("test-account-password", "ticket", t, hciL(pw), u, tk)
}

func hciPLHandover() Sample {
	bu, k := hciBSUser(), hciBSKey()
	pw := hciPw()
	adm := hciUser()
	t := hciJoin(
		"Przekazanie - "+hciP("urlop", "koniec sprintu", "zmiana projektu")+" ("+hciDate()+")",
		"- regresja "+hciVer()+": zostało "+fmt.Sprint(hciR(3, 40))+" przypadków w TestRail",
		"- BrowserStack: login "+bu+", klucz "+k,
		"- admin na "+pick(hciEnvs)+": "+adm+", hasło "+pw,
		"- "+hciP("nightly czerwony przez mock płatności, zgłoszone", "nie ruszajcie danych testowych w bazie sit", "iPhone z labu ma zbity ekran"),
	)
	return hciS("browserstack-access-key", "note", t, hciL(k, pw), bu, adm)
}

func hciPLGherkin() Sample {
	u, pw := hciEmail(), hciPw()
	t := hciJoin(
		"# language: pl",
		"Funkcja: "+hciP("Logowanie", "Składanie zamówienia", "Zwroty", "Program lojalnościowy"),
		"",
		"  Założenia:",
		"    Zakładając, że jestem na stronie \""+hciURL()+"/logowanie\"",
		"",
		"  Scenariusz: "+hciP("Poprawne logowanie", "Klient widzi swoje zamówienia", "Klient zgłasza zwrot"),
		"    Gdy wpiszę e-mail \""+u+"\"",
		"    Oraz wpiszę hasło \""+pw+"\"",
		"    I kliknę \"Zaloguj\"",
		"    Wtedy zobaczę \""+hciP("Moje konto", "Witaj", "Historia zamówień")+"\"",
	)
	return hciS("test-account-password", "gherkin", t, hciL(pw), u)
}

func hciPLMail() Sample {
	u, pw := hciEmail(), hciPw()
	t := hciJoin(
		"Temat: Dane dostępowe do środowiska "+hciP("UAT", "testowego", "SIT"),
		"",
		"Dzień dobry,",
		"",
		"przesyłam dane do konta testowego na potrzeby testów akceptacyjnych:",
		"adres: "+hciURL(),
		"login: "+u,
		"hasło: "+pw,
		"",
		hciP("Prosimy nie zmieniać hasła, z konta korzysta kilka osób.", "Konto będzie aktywne do końca miesiąca.", "W razie problemów proszę pisać na qa@"+hciDomain()+"."),
		"",
		"Pozdrawiam,",
		hciCap(pick(hciFirst))+" "+hciCap(pick(hciLast)),
		"Zespół QA",
	)
	return hciS("test-account-password", "mail", t, hciL(pw), u)
}

func hciPLTestRail() Sample {
	u, pw := hciUser(), hciPw()
	c := "C" + fmt.Sprint(hciR(1000, 99999))
	t := hciJoin(
		"Przypadek "+c+" - "+hciP("Zaliczony", "Niezaliczony", "Do powtórzenia"),
		"Testowane na "+pick(hciEnvs)+", build "+hciBuildNo()+", "+pick(hciDevices)+".",
		"Konto: "+u+" / "+pw,
		hciP("Po poprawce działa.", "Nadal się wywala przy płatności kartą, screen w załączniku.", "Zablokowane przez SSO, wracam jutro."),
	)
	return hciS("test-account-password", "testrail", t, hciL(pw), u, c)
}

func hciPLDeviceLab() Sample {
	c, wifi := hciPIN(hciR(4, 6)), hciWifi()
	lines := []string{
		hciP("Info dla nowych testerów mobilnych:", "Przypominajka o labie urządzeń:", "Lab urządzeń, pokój "+fmt.Sprint(hciR(100, 420))+":"),
		"• kod do szafki z telefonami: " + c,
		"• hasło do Wi-Fi QA-Lab: " + wifi,
	}
	secs := hciL(c, wifi)
	if hciCoin() {
		pin := hciPIN(4)
		lines = append(lines, "• PIN do kart SIM w telefonach testowych: "+pin)
		secs = append(secs, pin)
	}
	lines = append(lines, "• oddajcie "+pick(hciDevices)+" po testach, plis")
	return hciS("locker-code", "chat", hciJoin(lines...), secs)
}

func hciPLPostman() Sample {
	tok := hciJWT(hciUser())
	env := hciCap(pick(hciEnvs))
	t := hciJoin(
		"W Postmanie w environmencie \""+env+"\" ustawcie sobie zmienną accessToken na:",
		tok,
		hciP("Ważny 24h, jutro wygeneruję nowy.", "To token konta serwisowego, nie wrzucajcie go do kolekcji.", "Stary już wygasł."),
	)
	return hciS("bearer-token", "chat", t, hciL(tok), env)
}

func hciPLCILeak() Sample {
	k := hciP(hciStripeSK(), hciGHP(), hciNpm(), hciPMAK())
	job := fmt.Sprint(hciR(10000, 999999))
	t := hciJoin(
		"Uwaga, w logu z joba #"+job+" wyciekł klucz (echo w skrypcie przed testami):",
		"```",
		"$ echo \"API_KEY="+k+"\" >> .env",
		"```",
		hciP("Trzeba go zrotować i usunąć log.", "Zgłosiłem do security, rotujemy dziś.", "Kto dodał to echo? 🙃"),
	)
	return hciS("api-key", "chat", t, hciL(k), job)
}

func hciPLMeeting() Sample {
	pw := hciPw()
	t := hciJoin(
		"Notatki z retro QA, "+hciDate(),
		"1. Flaky testy: "+hciP("checkout", "wyszukiwarka", "logowanie SSO")+" - "+hciCap(pick(hciFirst))+" ogarnia",
		"2. Nowe hasło do wspólnego konta qa-shared: "+pw+" (stare już nie działa)",
		"3. Przenosimy raporty z Allure do TestRail od sprintu "+fmt.Sprint(hciR(20, 70)),
	)
	return hciS("test-account-password", "meeting-notes", t, hciL(pw))
}

func hciPLSauce() Sample {
	u, k := hciSauceUser(), hciSauceKey()
	t := hciJoin(
		"Jak odpalić testy na Sauce lokalnie:",
		"",
		"    export SAUCE_USERNAME="+u,
		"    export SAUCE_ACCESS_KEY="+k,
		"    npx saucectl run -c .sauce/config.yml --region eu-central-1",
		"",
		"Konto jest wspólne dla całego zespołu, limit "+fmt.Sprint(hciR(2, 10))+" równoległych sesji.",
	)
	return hciS("saucelabs-access-key", "markdown", t, hciL(k), u)
}

func hciPLSlackHook() Sample {
	h := hciSlackHook()
	t := hciJoin(
		"Webhook do kanału #"+hciP("qa-wyniki", "testy-nocne", "e2e-alerty")+" (wklejcie w ustawieniach reportera):",
		h,
		hciP("Nie commitować!", "Trzymamy go też w zmiennych CI.", "Działa od dziś."),
	)
	return hciS("slack-webhook", "chat", t, hciL(h))
}

func hciPLTOTP() Sample {
	u, seed := hciEmail(), hciTOTP()
	t := hciJoin(
		"Konto testowe z 2FA: "+u,
		"Sekret TOTP (do Google Authenticatora albo do otplib w testach): "+seed,
		"Kody backupowe są w TestRail w sekcji Preconditions "+hciP("😉", "", "(nie pytajcie)"),
	)
	return hciS("totp-seed", "note", t, hciL(seed), u)
}

func hciPLDB() Sample {
	pw := hciPwURL()
	h := "db-" + pick(hciEnvs) + "." + hciDomain()
	t := hciJoin(
		"Do resetu danych testowych przed regresją:",
		"psql \"postgresql://qa_admin:"+pw+"@"+h+":5432/"+pick(hciProducts)+"\" -f seed/reset.sql",
		hciP("Uwaga, to czyści tabelę orders!", "Tylko na sit/uat, nie na preprod.", "Trwa ok. 2 minuty."),
	)
	return hciS("db-password", "shell", t, hciL(pw), h)
}

func hciPLDiscordHook() Sample {
	h := hciDiscordHook()
	t := hciJoin(
		"# .github/workflows/e2e.yml (fragment)",
		"      - name: Powiadomienie na Discordzie",
		"        if: failure()",
		"        run: |",
		"          curl -H \"Content-Type: application/json\" -d '{\"content\": \"E2E padły na "+hciP("main", "develop", "release")+" ❌\"}' \\",
		"            "+h,
	)
	return hciS("discord-webhook", "ci-yaml", t, hciL(h))
}
