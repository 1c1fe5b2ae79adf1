package main

import (
	"fmt"
	"strings"
)

// CI logs, bug reports, TestRail notes, mock servers, handovers and chat in English.

func hciLogGens() []hciGen {
	return []hciGen{
		{hciGHALogLeak, 7}, {hciJenkinsCurl, 5}, {hciPytestHeaders, 5}, {hciPWApiLog, 5},
		{hciBugRepro, 8}, {hciBugCurl, 6}, {hciBugCookie, 5}, {hciTestRailNote, 7}, {hciTestRailPrecond, 5},
		{hciWiremockAdmin, 5}, {hciWiremockRecorded, 5}, {hciMockoonProxy, 4}, {hciHandover, 5},
		{hciStandup, 5}, {hciCommitDiff, 5}, {hciMailCreds, 6}, {hciCSVAccounts, 4}, {hciWikiTable, 4},
		{hciDeviceLab, 5}, {hciAppleID, 5}, {hciMagicLink, 5}, {hciMongoURI, 4}, {hciSSHKey, 4},
		{hciDockerLoginLog, 4},
	}
}

func hciGHALogLeak() Sample {
	clk := hciClock()
	day := hciDate()
	pw := hciPw()
	ts := func() string { return "20" + day[2:] + "T" + clk() + "." + rnd(digits, 7) + "Z " }
	t := hciJoin(
		ts()+"##[group]Run npm run test:e2e -- --env="+pick(hciEnvs),
		ts()+"> e2e@"+hciVer()+" test:e2e",
		ts()+"[config] loaded .env."+pick(hciEnvs)+" (DEBUG="+hciP("1", "true", "*")+")",
		ts()+"[config] "+hciP("TEST_ADMIN_PASSWORD", "E2E_PASSWORD", "QA_USER_PASS")+"="+pw,
		ts()+"[config] BASE_URL="+hciURL(),
		ts()+fmt.Sprintf("Running %d tests using %d workers", hciR(5, 200), hciR(1, 8)),
	)
	return hciS("ci-log-password", "ci-log", t, hciL(pw))
}

func hciJenkinsCurl() Sample {
	u, tok := hciP("qa-bot", "svc-jenkins-qa", hciUser()), hciJenkinsTok()
	job := pick(hciProducts) + "-e2e-" + hciP("nightly", "pr", "release")
	t := hciJoin(
		"Started by timer",
		"Running on agent-"+fmt.Sprint(hciR(1, 20))+" in /var/lib/jenkins/workspace/"+job,
		"[Pipeline] sh",
		"+ curl -s -X POST -u "+u+":"+tok+" https://jenkins."+hciDomain()+"/job/"+job+"-report/buildWithParameters?RUN="+hciBuildNo(),
		"[Pipeline] echo",
		"Triggered downstream report job",
		"Finished: "+hciP("SUCCESS", "UNSTABLE", "FAILURE"),
	)
	return hciS("jenkins-api-token", "ci-log", t, hciL(tok), job)
}

func hciPytestHeaders() Sample {
	tok := hciJWT(hciEmail())
	code := hciP("401", "500", "422")
	ep := "/api/v" + fmt.Sprint(hciR(1, 3)) + "/" + hciP("orders", "users/me", "refunds", "cart/items")
	t := hciJoin(
		"FAILED tests/api/test_"+hciP("orders", "refunds", "profile")+".py::test_"+hciP("create", "list", "update")+"_"+hciP("order", "refund", "address")+" - AssertionError: expected 200, got "+code,
		"----------------------------- Captured log call ------------------------------",
		"DEBUG    urllib3.connectionpool:connectionpool.py:546 https://"+hciHost()+":443 \"GET "+ep+" HTTP/1.1\" "+code+" "+fmt.Sprint(hciR(20, 900)),
		"DEBUG    api_client:client.py:"+fmt.Sprint(hciR(20, 300))+" request headers: {'Accept': 'application/json', 'Authorization': 'Bearer "+tok+"', 'X-Request-Id': '"+hciUUID()+"'}",
	)
	return hciS("bearer-token", "test-log", t, hciL(tok), ep)
}

func hciPWApiLog() Sample {
	u, pw := hciEmail(), hciPw()
	t := hciJoin(
		"  pw:api => page.goto started []",
		"  pw:api <= page.goto succeeded []",
		"  pw:api => locator.fill(\""+u+"\") started [#email]",
		"  pw:api <= locator.fill succeeded [#email]",
		"  pw:api => locator.fill(\""+pw+"\") started [input[name=\"password\"]]",
		"  pw:api <= locator.fill succeeded [input[name=\"password\"]]",
		"  pw:api => locator.click started [button:has-text(\""+hciP("Sign in", "Log in", "Zaloguj")+"\")]",
		"  pw:api <= locator.click failed: Timeout "+fmt.Sprint(hciR(5, 30)*1000)+"ms exceeded.",
	)
	return hciS("test-account-password", "test-log", t, hciL(pw), u)
}

func hciBugRepro() Sample {
	u, pw := hciEmail(), hciPw()
	tk := hciTicket()
	env := pick(hciEnvs)
	t := hciJoin(
		tk+": "+hciP("Discount code applied twice on checkout", "Invoice PDF shows wrong VAT", "Cart empties after login", "Address form accepts empty postcode", "Order status stuck in Pending"),
		"",
		"Environment: "+env+" ("+hciURL()+"), "+hciP("Chrome 126", "Firefox 127", "Safari 17.5", "Edge 125")+", build "+hciVer(),
		"",
		"Steps to reproduce:",
		"1. Log in as "+u+" / "+pw,
		"2. "+hciP("Add 2 items to the cart", "Go to My account > Invoices", "Open the last order", "Apply code SPRING10"),
		"3. "+hciP("Proceed to checkout", "Click Download", "Refresh the page", "Click Apply again"),
		"",
		"Expected: "+hciP("discount applied once", "23% VAT", "cart keeps items", "validation error"),
		"Actual: "+hciP("discount applied twice", "0% VAT", "cart is empty", "form submits"),
		"Severity: "+hciP("Major", "Minor", "Critical"),
	)
	return hciS("test-account-password", "ticket", t, hciL(pw), u, tk)
}

func hciBugCurl() Sample {
	tok := hciJWT(hciUser())
	tk := hciTicket()
	h := hciHost()
	t := hciJoin(
		"**"+tk+"** "+hciP("API returns 500 for orders with >50 items", "PATCH /users drops the phone field", "Search endpoint ignores the locale", "Refund endpoint returns 200 but nothing happens"),
		"",
		"Repro (token from the qa-admin session, "+hciP("still valid", "valid for 24h", "expires tonight")+"):",
		"```",
		"curl -i https://"+h+"/api/"+hciP("orders?limit=60", "users/"+fmt.Sprint(hciR(100, 99999)), "search?q=buty&locale=pl", "refunds")+" \\",
		"  -H 'Authorization: Bearer "+tok+"'",
		"```",
		"Response: HTTP/2 "+hciP("500", "200", "400")+", x-request-id: "+hciUUID(),
	)
	return hciS("bearer-token", "markdown", t, hciL(tok), tk, h)
}

func hciBugCookie() Sample {
	sess := hciSession()
	tk := hciTicket()
	name := hciP("sessionid", "PHPSESSID", "JSESSIONID", "_shop_session", "sid")
	t := hciJoin(
		"Bug "+tk+" - "+hciP("user gets logged out after switching language", "admin panel shows other tenant's data", "checkout page loops"),
		"Copied from devtools (Network tab), request that fails:",
		"  GET /"+hciP("account/settings?lang=pl", "admin/orders", "checkout/payment")+" HTTP/1.1",
		"  Host: "+hciHost(),
		"  Cookie: "+name+"="+sess+"; cookie_consent=accepted; lang="+hciP("pl", "en", "de"),
		"  User-Agent: Mozilla/5.0 ("+hciP("Windows NT 10.0; Win64; x64", "Macintosh; Intel Mac OS X 10_15_7")+")",
		"Response: 302 to /login",
	)
	return hciS("session-cookie", "ticket", t, hciL(sess), tk)
}

func hciTestRailNote() Sample {
	u, pw := hciUser(), hciPw()
	run := "R" + fmt.Sprint(hciR(100, 9999))
	c := "C" + fmt.Sprint(hciR(1000, 99999))
	t := hciJoin(
		"Test run "+run+" / case "+c+" - "+hciP("Passed", "Failed", "Retest", "Blocked"),
		"Tested on "+pick(hciEnvs)+", build "+hciVer()+", "+pick(hciDevices)+".",
		hciP("Used account ", "Account: ", "Logged in with ")+u+hciP(" pw ", " / ", ", password: ")+pw,
		hciP("Works as expected after the fix.", "Still reproducible, see attached screenshot.", "Blocked by login issue on SSO, retest tomorrow."),
	)
	return hciS("test-account-password", "testrail", t, hciL(pw), u, run, c)
}

func hciTestRailPrecond() Sample {
	u, pw := hciEmail(), hciPw()
	c := "C" + fmt.Sprint(hciR(1000, 99999))
	t := hciJoin(
		"Case "+c+": "+hciP("Customer can cancel an unpaid order", "Password change requires old password", "Newsletter opt-out is saved"),
		"",
		"Preconditions:",
		"- User exists: "+u,
		"- Password: "+pw,
		"- At least one "+hciP("unpaid order", "saved address", "active subscription"),
		"",
		"Steps:",
		"1. Log in with the user above",
		"2. "+hciP("Open My orders", "Open Security settings", "Open Preferences"),
		"3. "+hciP("Click Cancel on the unpaid order", "Change the password", "Untick the newsletter box and save"),
	)
	return hciS("test-account-password", "testrail", t, hciL(pw), u, c)
}

func hciWiremockAdmin() Sample {
	tok := rnd(alnum, hciR(24, 40))
	port := fmt.Sprint(hciR(8080, 9999))
	t := hciJoin(
		"# start the shared mock on the QA box",
		"docker run -d --name "+hciP("payments", "sms-gateway", "shipping", "crm")+"-mock -p "+port+":8080 \\",
		"  wiremock/wiremock:"+hciP("3.9.1", "3.5.4", "latest")+" \\",
		"  --admin-api-basic-auth admin:"+tok+" --global-response-templating",
		"",
		"# reset between suites",
		"curl -X POST -u admin:"+tok+" http://qa-mocks."+hciDomain()+":"+port+"/__admin/reset",
	)
	return hciS("mock-admin-password", "shell", t, hciL(tok), port)
}

func hciWiremockRecorded() Sample {
	key := hciP("sk_test_"+rnd(alnum, 24), rnd(alnum, 32), "Bearer "+hciJWT("svc-"+pick(hciProducts)))
	val := key
	t := fmt.Sprintf(`// mappings/%s.json - recorded against the real %s sandbox, the key is the live sandbox one
{
  "request": {
    "method": "POST",
    "urlPath": "/v1/%s",
    "headers": {
      "Authorization": { "equalTo": "%s" }
    }
  },
  "response": {
    "status": 200,
    "bodyFileName": "%s-ok.json"
  }
}`, hciP("create-charge", "send-sms", "create-shipment"), hciP("payments", "SMS provider", "courier"), hciP("charges", "messages", "shipments"), val, hciP("charge", "sms", "shipment"))
	sec := val
	if strings.HasPrefix(val, "Bearer ") {
		sec = strings.TrimPrefix(val, "Bearer ")
	}
	return hciS("api-key", "json", t, hciL(sec))
}

func hciMockoonProxy() Sample {
	key := rnd(alnum, hciR(32, 40))
	up := "https://sandbox." + hciP("paylane", "inpost-api", "smsapi", "fakturownia") + ".example.net"
	t := fmt.Sprintf(`{
  "name": "%s mock",
  "port": %d,
  "proxyMode": true,
  "proxyHost": "%s",
  "proxyReqHeaders": [
    { "key": "X-Api-Key", "value": "%s" }
  ],
  "routes": []
}`, hciCap(pick(hciProducts)), hciR(3000, 3999), up, key)
	return hciS("api-key", "json", t, hciL(key), up)
}

func hciHandover() Sample {
	u, pw := hciEmail(), hciPw()
	k := hciBSKey()
	bu := hciBSUser()
	t := hciJoin(
		"Handover - "+hciP("QA shift", "before my holiday", "end of sprint "+fmt.Sprint(hciR(10, 60))),
		"",
		"- Regression for "+hciVer()+": "+fmt.Sprint(hciR(60, 99))+"% done, remaining cases in TestRail run R"+fmt.Sprint(hciR(100, 999)),
		"- Flaky: "+hciP("checkout.spec.ts (payment iframe)", "search filters on Safari", "login with SSO on Firefox"),
		"- Staging admin: "+u+" / "+pw,
		"- BrowserStack (team plan): user "+bu+", key "+k,
		"- "+hciP("Nightly is red because of the mail provider, not us.", "Don't merge to release until the smoke is green.", "Device lab iPhone needs charging."),
	)
	return hciS("test-account-password", "note", t, hciL(pw, k), u, bu)
}

func hciStandup() Sample {
	pw := hciPw()
	acc := hciP("qa-shared", "e2e-admin", "uat-tester", "demo-account")
	t := hciJoin(
		"Standup "+hciDate(),
		"* "+hciCap(pick(hciFirst))+": finished smoke on "+pick(hciEnvs)+", "+fmt.Sprint(hciR(1, 9))+" bugs filed",
		"* "+hciCap(pick(hciFirst))+": automating "+hciP("refunds", "coupon", "onboarding")+" flow",
		"* IT rotated the "+acc+" account, new password: "+pw,
		"* Action: update it in the CI variables before tonight's run",
	)
	return hciS("test-account-password", "meeting-notes", t, hciL(pw), acc)
}

func hciCommitDiff() Sample {
	pw := hciPw()
	file := hciP("tests/e2e/login.spec.ts", "src/test/resources/config.properties", "e2e/helpers/auth.py")
	t := hciJoin(
		"commit "+rnd(hexs, 40),
		"Author: "+hciCap(pick(hciFirst))+" "+hciCap(pick(hciLast))+" <"+hciEmail()+">",
		"",
		"    test: read admin password from env instead of hardcoding",
		"",
		"diff --git a/"+file+" b/"+file,
		"--- a/"+file,
		"+++ b/"+file,
		"@@ -"+fmt.Sprint(hciR(3, 40))+",3 +"+fmt.Sprint(hciR(3, 40))+",3 @@",
		"-const ADMIN_PASSWORD = '"+pw+"';",
		"+const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD;",
	)
	return hciS("test-account-password", "diff", t, hciL(pw), file)
}

func hciMailCreds() Sample {
	u, pw := hciEmail(), hciPw()
	to := hciCap(pick(hciFirst))
	t := hciJoin(
		"Subject: UAT access for "+hciP("the external testers", "the new QA contractor", "the vendor team"),
		"",
		"Hi "+to+",",
		"",
		"UAT is at "+hciURL()+". You can use this account until we set up yours:",
		"",
		"  login: "+u,
		"  password: "+pw,
		"",
		"Please report anything odd in Jira with the label uat-"+fmt.Sprint(hciR(1, 12))+".",
		"",
		"Thanks,",
		hciCap(pick(hciFirst)),
	)
	return hciS("test-account-password", "mail", t, hciL(pw), u)
}

func hciCSVAccounts() Sample {
	rows := []string{"role,email,password,notes"}
	var secs, keep []string
	for _, r := range []string{"admin", "support", "customer"}[:hciR(2, 3)] {
		e, pw := hciEmail(), hciPw()
		rows = append(rows, r+","+e+","+pw+","+hciP("2FA off", "pl locale", "has 3 orders", ""))
		secs = append(secs, pw)
		keep = append(keep, e)
	}
	return hciS("test-account-password", "csv", hciJoin(rows...), secs, keep...)
}

func hciWikiTable() Sample {
	rows := []string{"## Test environments", "", "| Env | URL | User | Password |", "|-----|-----|------|----------|"}
	var secs, keep []string
	for i := 0; i < hciR(2, 3); i++ {
		u, pw := hciUser(), hciPw()
		rows = append(rows, "| "+hciEnvs[i]+" | "+hciURL()+" | "+u+" | "+pw+" |")
		secs = append(secs, pw)
		keep = append(keep, u)
	}
	rows = append(rows, "", hciP("Ask in #qa if something is locked.", "Prod is not on this list on purpose.", "Accounts are reset every Monday."))
	return hciS("test-account-password", "markdown", hciJoin(rows...), secs, keep...)
}

func hciDeviceLab() Sample {
	c, wifi := hciPIN(hciR(4, 6)), hciWifi()
	ssid := hciP("QA-Lab", "DeviceLab-5G", "qa-devices", "TestLab")
	t := hciJoin(
		hciP("Device lab info for newcomers:", "Reminder for the mobile testers:", "Device lab (room 2."+fmt.Sprint(hciR(1, 30))+"):"),
		"- cabinet with the phones: code "+c,
		"- Wi-Fi "+ssid+", key: "+wifi,
		"- return the "+pick(hciDevices)+" to slot "+fmt.Sprint(hciR(1, 24))+" after use",
	)
	return hciS("locker-code", "chat", t, hciL(c, wifi), ssid)
}

func hciAppleID() Sample {
	u, pw := "qa.devices"+fmt.Sprint(hciR(1, 20))+"@"+hciDomain(), hciPw()
	t := hciJoin(
		"All test iPhones are signed in to the same Apple ID for TestFlight:",
		u,
		"pwd: "+pw,
		"2FA goes to the lab phone ("+pick(hciDevices)+"), don't remove it from trusted devices.",
	)
	return hciS("apple-id-password", "chat", t, hciL(pw), u)
}

func hciMagicLink() Sample {
	tok := rnd(b64url, hciR(32, 48))
	h := hciHost()
	t := hciJoin(
		hciP("@"+pick(hciFirst), "fyi")+" "+hciP("mailosaur is down so here's the login link from the test inbox:", "the login link for qa-admin (magic link, one use):", "quickest way in, the link from the email:"),
		"https://"+h+"/auth/"+hciP("magic", "email-login", "verify")+"?token="+tok+"&email="+hciP("qa%40", "test%40")+strings.Split(hciDomain(), ".")[0]+".com",
		hciP("expires in 15 min", "don't share outside the team", "used it once already? then ask again"),
	)
	return hciS("login-link-token", "chat", t, hciL(tok), h)
}

func hciMongoURI() Sample {
	pw := hciPwURL()
	u := hciP("qa_runner", "e2e", "tests_rw")
	cl := "cluster" + fmt.Sprint(hciR(0, 9)) + "." + rnd(lower+digits, 5) + ".mongodb.net"
	t := hciJoin(
		"# jest global setup uses this to reset the test db",
		"MONGO_URL=mongodb+srv://"+u+":"+pw+"@"+cl+"/"+pick(hciProducts)+"_e2e?retryWrites=true&w=majority",
	)
	return hciS("db-password", "dotenv", t, hciL(pw), cl)
}

func hciSSHKey() Sample {
	body := []string{"b3BlbnNzaC1rZXktdjEAAAAA" + rnd(alnum+"+/", 46)}
	for i := 0; i < hciR(3, 5); i++ {
		body = append(body, rnd(alnum+"+/", 70))
	}
	body = append(body, rnd(alnum+"+/", hciR(20, 60))+"=")
	lines := []string{
		"Key for the test runner VM (" + hciP("qa-runner-01", "e2e-agent-3", "perf-box") + "), add it to your ~/.ssh to debug failed jobs:",
		"-----BEGIN OPENSSH PRIVATE KEY-----",
	}
	lines = append(lines, body...)
	lines = append(lines, "-----END OPENSSH PRIVATE KEY-----")
	return hciS("private-key", "ticket", hciJoin(lines...), hciL(hciJoin(body...)))
}

func hciDockerLoginLog() Sample {
	pw := hciPw()
	reg := "registry." + hciDomain()
	t := hciJoin(
		"$ docker login "+reg+" -u qa-ci -p '"+pw+"'",
		"WARNING! Using --password via the CLI is insecure. Use --password-stdin.",
		"Login Succeeded",
		"$ docker pull "+reg+"/e2e-runner:"+hciVer(),
	)
	return hciS("registry-password", "ci-log", t, hciL(pw), reg)
}
