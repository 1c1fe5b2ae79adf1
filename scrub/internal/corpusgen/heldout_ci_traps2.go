package main

import "fmt"

// Traps in CI logs, bug reports, TestRail, chat and mail, in English and Polish.

func hciTrap2Gens() []hciGen {
	return []hciGen{
		{hciTrapGHAMasked, 6}, {hciTrapJenkinsMasked, 5}, {hciTrapBugNoCreds, 6}, {hciTrapTestRailRun, 6},
		{hciTrapPolicyChat, 6}, {hciTrapRotatedChat, 5}, {hciTrapCSVNoPw, 5}, {hciTrapWikiVault, 5},
		{hciTrapCommitRef, 5}, {hciTrapRequestIDs, 6}, {hciTrapImageDigest, 5}, {hciTrapDeviceInventory, 5},
		{hciTrapJUnit, 4}, {hciTrapScreenshot, 5}, {hciTrapPLChatVault, 6}, {hciTrapPLBug, 5},
		{hciTrapPLReset, 5}, {hciTrapArn, 4}, {hciTrapOrderData, 5}, {hciTrapSauceConnect, 4},
		{hciTrapMockTemplate, 5}, {hciTrapMailNoCreds, 5}, {hciTrapK6Summary, 4}, {hciTrapPLMeeting, 5},
		{hciTrapHandoverRefs, 5},
	}
}

func hciTrapGHAMasked() Sample {
	clk := hciClock()
	day := hciDate()
	ts := "20" + day[2:] + "T" + clk() + "." + rnd(digits, 7) + "Z "
	t := hciJoin(
		ts+"##[group]Run npm run test:e2e",
		ts+"env:",
		ts+"  BASE_URL: "+hciURL(),
		ts+"  TEST_ADMIN_PASSWORD: ***",
		ts+"  BROWSERSTACK_ACCESS_KEY: ***",
		ts+"##[endgroup]",
		ts+fmt.Sprintf("  %d passed, %d failed, %d flaky (%dm %ds)", hciR(50, 400), hciR(0, 9), hciR(0, 5), hciR(1, 40), hciR(0, 59)),
	)
	return hciT("trap-masked-log", "ci-log", t)
}

func hciTrapJenkinsMasked() Sample {
	job := pick(hciProducts) + "-e2e"
	t := hciJoin(
		"[Pipeline] withCredentials",
		"Masking supported pattern matches of $SAUCE_ACCESS_KEY or $QA_PASSWORD",
		"[Pipeline] sh",
		"+ mvn -B test -Dsauce.user=qa-team -Dsauce.key=**** -Dqa.password=****",
		"[INFO] Tests run: "+fmt.Sprint(hciR(20, 600))+", Failures: "+fmt.Sprint(hciR(0, 6))+", Errors: 0, Skipped: "+fmt.Sprint(hciR(0, 12)),
		"Finished: "+hciP("SUCCESS", "UNSTABLE")+" ("+job+" #"+hciBuildNo()+")",
	)
	return hciT("trap-masked-log", "ci-log", t)
}

func hciTrapBugNoCreds() Sample {
	t := hciJoin(
		hciTicket()+": "+hciP("Coupon field accepts expired codes", "Order confirmation mail has broken logo", "Pagination skips page 2 on mobile"),
		"",
		"Env: "+pick(hciEnvs)+", build "+hciVer()+", "+pick(hciDevices),
		"Steps:",
		"1. Log in as any standard customer (creds: 1Password > QA Shared > \""+hciP("Customer basic", "Staging buyer", "UAT customer")+"\")",
		"2. "+hciP("Enter code EXPIRED2023 at checkout", "Place an order with BLIK", "Open Orders on a 375px screen"),
		"Expected: "+hciP("error \"code expired\"", "logo visible", "page 2 shown"),
		"Actual: "+hciP("10% discount applied", "broken image", "jumps to page 3"),
		"Attachments: screen_"+rnd(digits, 6)+".png, HAR (auth headers stripped)",
	)
	return hciT("trap-bug-no-creds", "ticket", t)
}

func hciTrapTestRailRun() Sample {
	t := hciJoin(
		"Run R"+fmt.Sprint(hciR(100, 9999))+" - Regression "+hciVer(),
		fmt.Sprintf("Passed %d / Failed %d / Blocked %d / Retest %d", hciR(100, 600), hciR(0, 20), hciR(0, 10), hciR(0, 10)),
		"Failed: C"+fmt.Sprint(hciR(1000, 99999))+", C"+fmt.Sprint(hciR(1000, 99999))+" (bugs "+hciTicket()+", "+hciTicket()+")",
		"Tested with the standard test accounts (password rotated on "+hciDate()+", new one in the vault).",
		"Commit under test: "+rnd(hexs, 40),
	)
	return hciT("trap-testrail-run", "testrail", t)
}

func hciTrapPolicyChat() Sample {
	t := hciJoin(
		hciCap(pick(hciFirst))+": "+hciP("why does the signup test fail now?", "login tests red since this morning", "can't create test users anymore"),
		hciCap(pick(hciFirst))+": "+hciP(
			"password policy changed, min "+fmt.Sprint(hciR(12, 16))+" chars + a symbol, our fixtures generate 10",
			"security enabled lockout after "+fmt.Sprint(hciR(3, 5))+" wrong passwords, the negative test locks the shared user",
			"passwords now expire every "+fmt.Sprint(hciR(30, 90))+" days on staging, I reset yours, check the e-mail"),
		hciCap(pick(hciFirst))+": "+hciP("ok, fixing the generator", "great 🙄", "thanks"),
	)
	return hciT("trap-password-talk", "chat", t)
}

func hciTrapRotatedChat() Sample {
	t := hciJoin(
		hciCap(pick(hciFirst))+": "+hciP("BrowserStack", "Sauce", "LambdaTest", "Postman")+" "+hciP("key", "access key", "API key")+" was rotated after the leak in job #"+fmt.Sprint(hciR(1000, 99999)),
		hciCap(pick(hciFirst))+": "+hciP("where's the new one?", "do I need to update my local .env?"),
		hciCap(pick(hciFirst))+": "+hciP("in the CI secrets and in 1Password (QA vault)", "yes, pull it from the vault with `op read op://QA/"+hciP("browserstack", "sauce", "postman")+"/key`", "ask me in DM, not here"),
	)
	return hciT("trap-secret-ref", "chat", t)
}

func hciTrapCSVNoPw() Sample {
	rows := []string{"role,email,user_id,created_at,orders"}
	for _, r := range []string{"admin", "support", "customer", "guest"}[:hciR(2, 4)] {
		rows = append(rows, r+","+hciEmail()+","+hciUUID()+","+hciDate()+","+fmt.Sprint(hciR(0, 40)))
	}
	return hciT("trap-user-list", "csv", hciJoin(rows...))
}

func hciTrapWikiVault() Sample {
	rows := []string{"## Test environments", "", "| Env | URL | User | Password |", "|-----|-----|------|----------|"}
	for i := 0; i < hciR(2, 3); i++ {
		rows = append(rows, "| "+hciEnvs[i]+" | "+hciURL()+" | "+hciUser()+" | "+hciP("see vault", "1Password: QA/"+hciEnvs[i], "`$QA_PASSWORD`", "••••••••")+" |")
	}
	return hciT("trap-password-ref", "markdown", hciJoin(rows...))
}

func hciTrapCommitRef() Sample {
	f := hciP("tests/e2e/login.spec.ts", "e2e/helpers/auth.py")
	t := hciJoin(
		"commit "+rnd(hexs, 40),
		"Author: "+hciCap(pick(hciFirst))+" "+hciCap(pick(hciLast))+" <"+hciEmail()+">",
		"",
		"    test: move sauce credentials to CI secrets",
		"",
		"diff --git a/"+f+" b/"+f,
		"@@ -"+fmt.Sprint(hciR(3, 40))+",2 +"+fmt.Sprint(hciR(3, 40))+",2 @@",
		"-const SAUCE_KEY = process.env.SAUCE_KEY || '';",
		"+const SAUCE_KEY = requireEnv('SAUCE_ACCESS_KEY');",
	)
	return hciT("trap-commit", "diff", t)
}

func hciTrapRequestIDs() Sample {
	t := hciJoin(
		"HTTP/2 "+hciP("500", "502", "429"),
		"content-type: application/json",
		"x-request-id: "+hciUUID(),
		"traceparent: 00-"+rnd(hexs, 32)+"-"+rnd(hexs, 16)+"-01",
		"x-amz-cf-id: "+rnd(alnum+"_-", 54)+"==",
		"etag: W/\""+rnd(hexs, 32)+"\"",
		"",
		"{\"error\":\""+hciP("internal_error", "bad_gateway", "rate_limited")+"\",\"correlationId\":\""+rnd(hexs, 24)+"\"}",
	)
	return hciT("trap-request-id", "http", t)
}

func hciTrapImageDigest() Sample {
	reg, v := "registry."+hciDomain(), hciVer()
	t := hciJoin(
		"$ docker pull "+reg+"/e2e-runner:"+v,
		v+": Pulling from e2e-runner",
		"Digest: sha256:"+rnd(hexs, 64),
		"Status: Downloaded newer image for "+reg+"/e2e-runner:"+v,
		"$ docker run --rm -e BASE_URL="+hciURL()+" --env-file .env.ci "+reg+"/e2e-runner@sha256:"+rnd(hexs, 64),
	)
	return hciT("trap-image-digest", "shell", t)
}

func hciTrapDeviceInventory() Sample {
	rows := []string{"device,os,udid_or_serial,imei,slot"}
	for i := 0; i < hciR(3, 5); i++ {
		d := pick(hciDevices)
		id := rnd(upper+digits, 12)
		if d[0] == 'i' {
			id = rnd(hexs, 8) + "-" + rnd("0123456789ABCDEF", 16)
		}
		rows = append(rows, d+","+hciP("iOS 17.5", "Android 14", "Android 13", "iOS 16.7")+","+id+","+rnd(digits, 15)+","+fmt.Sprint(hciR(1, 30)))
	}
	return hciT("trap-device-serial", "csv", hciJoin(rows...))
}

func hciTrapJUnit() Sample {
	t := hciJoin(
		"<testsuite name=\""+hciP("LoginTests", "CheckoutTests", "ApiContractTests")+"\" tests=\""+fmt.Sprint(hciR(5, 60))+"\" failures=\"1\" time=\""+fmt.Sprintf("%d.%03d", hciR(3, 300), hciR(0, 999))+"\">",
		"  <testcase name=\"login_with_valid_password\" classname=\"auth\" time=\"2.341\"/>",
		"  <testcase name=\"login_with_wrong_password_shows_error\" classname=\"auth\" time=\"1.207\">",
		"    <failure message=\"expected 'Invalid password' but got 'Account locked'\"/>",
		"  </testcase>",
		"  <properties><property name=\"build\" value=\""+hciBuildNo()+"\"/><property name=\"commit\" value=\""+rnd(hexs, 40)+"\"/></properties>",
		"</testsuite>",
	)
	return hciT("trap-junit", "xml", t)
}

func hciTrapScreenshot() Sample {
	t := hciJoin(
		hciTicket()+" attachment (inline, from the Playwright report):",
		"![failure](data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAA"+rnd(alnum+"+/", hciR(120, 240))+"=)",
		"Trace: test-results/"+hciP("checkout", "login", "search")+"-"+rnd(hexs, 5)+"/trace.zip",
	)
	return hciT("trap-base64-image", "markdown", t)
}

func hciTrapPLChatVault() Sample {
	t := hciJoin(
		hciCap(pick(hciFirst))+": "+hciP("jakie jest hasło do konta testowego na "+pick(hciEnvs)+"?", "masz klucz do BrowserStacka?", "gdzie jest token do Postmana?"),
		hciCap(pick(hciFirst))+": "+hciP("w Bitwardenie, kolekcja QA", "w zmiennych CI, nie wklejam tu", "w 1Password, sejf \"QA wspólne\"", "napisz na priv"),
	)
	return hciT("trap-secret-ref", "chat", t)
}

func hciTrapPLBug() Sample {
	t := hciJoin(
		hciTicket()+" "+hciP("Nie działa filtr cen", "Zły format daty na fakturze", "Brak tłumaczenia w koszyku"),
		"Środowisko: "+pick(hciEnvs)+", wersja "+hciVer(),
		"Kroki:",
		"1. Zaloguj się dowolnym kontem klienta (dane w 1Password)",
		"2. "+hciP("Ustaw cenę od 100 do 200 zł", "Pobierz fakturę za zamówienie ZAM/"+rnd(digits, 6), "Przełącz język na EN"),
		"Oczekiwane: "+hciP("produkty w przedziale", "format DD.MM.RRRR", "wszystko po angielsku"),
		"Faktyczne: "+hciP("pusta lista", "format MM/DD", "część po polsku"),
		"Request ID: "+hciUUID(),
	)
	return hciT("trap-bug-no-creds", "ticket", t)
}

func hciTrapPLReset() Sample {
	t := hciP(
		"Zresetowałem ci hasło na "+pick(hciEnvs)+", link przyszedł na maila. Nowe hasło musi mieć min. "+fmt.Sprint(hciR(10, 14))+" znaków.",
		"Hasło do konta testowego wygasło, ustaw nowe przez \"Nie pamiętam hasła\" i wpisz je do sejfu.",
		"Przypominam: nie wklejamy haseł ani tokenów do Jiry i TestRaila, tylko nazwa wpisu w 1Password.",
	)
	return hciT("trap-password-talk", "chat", t)
}

func hciTrapArn() Sample {
	acct := rnd(digits, 12)
	t := hciJoin(
		"Device Farm project for the Android suite:",
		"arn:aws:devicefarm:us-west-2:"+acct+":project:"+hciUUID(),
		"Device pool: arn:aws:devicefarm:us-west-2:"+acct+":devicepool:"+hciUUID()+"/"+hciUUID(),
		"Runner role: arn:aws:iam::"+acct+":role/qa-devicefarm-runner",
	)
	return hciT("trap-arn", "note", t)
}

func hciTrapOrderData() Sample {
	t := hciJoin(
		"Test data for "+hciTicket()+":",
		"order: ORD-"+rnd(digits, 9),
		"invoice: FV/"+fmt.Sprint(hciR(1, 12))+"/"+fmt.Sprint(hciR(2024, 2026))+"/"+rnd(digits, 5),
		"tracking: "+rnd(digits, 24),
		"IBAN (test): PL"+rnd(digits, 26),
		"phone: +48 "+rnd(digits, 3)+" "+rnd(digits, 3)+" "+rnd(digits, 3),
	)
	return hciT("trap-order-data", "note", t)
}

func hciTrapSauceConnect() Sample {
	clk := hciClock()
	day := hciDate()
	t := hciJoin(
		day+" "+clk()+" [INFO] Sauce Connect "+hciP("5.1.1", "4.9.2", "5.0.0")+" starting",
		day+" "+clk()+" [INFO] using user: qa-team, access key: ********",
		day+" "+clk()+" [INFO] tunnel name: "+hciP("qa-tunnel-", "e2e-")+rnd(lower+digits, 6)+", id: "+rnd(hexs, 32),
		day+" "+clk()+" [INFO] Sauce Connect is up, you may start your tests",
	)
	return hciT("trap-masked-log", "log", t)
}

func hciTrapMockTemplate() Sample {
	t := fmt.Sprintf(`{
  "request": { "method": "POST", "url": "/oauth/token" },
  "response": {
    "status": 200,
    "headers": { "Content-Type": "application/json" },
    "jsonBody": {
      "access_token": "{{randomValue length=%d type='ALPHANUMERIC'}}",
      "token_type": "Bearer",
      "expires_in": %s
    },
    "transformers": ["response-template"]
  }
}`, pick([]int{32, 40, 64}), hciP("3600", "900"))
	return hciT("trap-mock-template", "json", t)
}

func hciTrapMailNoCreds() Sample {
	t := hciJoin(
		"Subject: UAT access",
		"",
		"Hi "+hciCap(pick(hciFirst))+",",
		"",
		"your UAT account "+hciEmail()+" is ready. You'll get a separate e-mail with a link to set your password (valid "+fmt.Sprint(hciR(24, 72))+"h).",
		"The environment is at "+hciURL()+" and needs VPN.",
		"",
		"Cheers,",
		hciCap(pick(hciFirst)),
	)
	return hciT("trap-mail-no-creds", "mail", t)
}

func hciTrapK6Summary() Sample {
	t := hciJoin(
		"     checks.........................: "+fmt.Sprintf("%d.%02d%%", hciR(90, 99), hciR(0, 99)),
		"     http_req_duration..............: avg="+fmt.Sprint(hciR(50, 900))+"ms p(95)="+fmt.Sprint(hciR(300, 2000))+"ms",
		"     http_reqs......................: "+fmt.Sprint(hciR(1000, 90000)),
		"     vus_max........................: "+fmt.Sprint(hciR(10, 500)),
		"",
		"     output: cloud (https://app.k6.io/runs/"+fmt.Sprint(hciR(100000, 9999999))+")",
	)
	return hciT("trap-k6-summary", "shell", t)
}

func hciTrapPLMeeting() Sample {
	t := hciJoin(
		"Notatki z planowania sprintu "+fmt.Sprint(hciR(20, 80)),
		"- przenosimy sekrety z repo e2e do Vaulta (ścieżka secret/qa/"+pick(hciEnvs)+")",
		"- hasła kont testowych rotowane co "+fmt.Sprint(hciR(30, 90))+" dni, automatycznie",
		"- BrowserStack: "+fmt.Sprint(hciR(5, 25))+" równoległych sesji, licencja do "+hciDate(),
		"- "+hciCap(pick(hciFirst))+" robi PR z nowym raportem w Allure",
	)
	return hciT("trap-secret-ref", "meeting-notes", t)
}

func hciTrapHandoverRefs() Sample {
	t := hciJoin(
		"Handover - QA, "+hciDate(),
		"- staging admin: "+hciEmail()+" (password in 1Password > QA Shared)",
		"- BrowserStack user: "+hciBSUser()+", key in the CI variables",
		"- Device lab cabinet code: ask facilities, it changes monthly",
		"- Open bugs: "+hciTicket()+", "+hciTicket()+", "+hciTicket(),
	)
	return hciT("trap-secret-ref", "note", t)
}
