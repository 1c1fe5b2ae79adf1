package main

import "fmt"

// Test fixtures, feature files and framework configs with test accounts' credentials.

func hciFixtureGens() []hciGen {
	return []hciGen{
		{hciGherkinLogin, 7}, {hciGherkinTable, 4}, {hciFixtureJSON, 4}, {hciPlaywrightHTTPCreds, 5},
		{hciEnvTest, 6}, {hciConftest, 6}, {hciRobotVars, 5}, {hciCypressEnv, 4}, {hciWdioFallback, 5},
		{hciJavaTestData, 6}, {hciStorageState, 5}, {hciK6Script, 5}, {hciJMeterProps, 4},
		{hciGradleSigning, 4}, {hciComposeTest, 5}, {hciKarateConfig, 4}, {hciTOTPFixture, 6},
		{hciRecoveryCodes, 3}, {hciSQLSeed, 5}, {hciLocalStorageCmd, 5},
	}
}

func hciGherkinLogin() Sample {
	u, pw := hciEmail(), hciPw()
	feat := hciP("Checkout", "Order history", "Refunds", "User profile", "Wishlist", "Invoices")
	t := hciJoin(
		"@"+hciP("smoke", "regression", "e2e", "critical")+" @"+pick(hciEnvs),
		"Feature: "+feat,
		"",
		"  Background:",
		"    Given I open the "+hciP("login page", "staging site", "app")+" on \""+hciURL()+"\"",
		fmt.Sprintf("    And I log in as %q with password %q", u, pw),
		"",
		"  Scenario: "+hciP("user sees", "user can open", "user can filter")+" "+hciP("the last orders", "saved cards", "the invoice list", "their addresses"),
		"    When I go to \"/"+hciP("account", "orders", "profile", "invoices")+"\"",
		"    Then I should see "+fmt.Sprint(hciR(1, 20))+" rows",
	)
	return hciS("test-account-password", "gherkin", t, hciL(pw), u)
}

func hciGherkinTable() Sample {
	n := hciR(2, 3)
	roles := []string{"admin", "editor", "viewer", "support", "buyer"}
	rows := []string{}
	var secs, keep []string
	for i := 0; i < n; i++ {
		u, pw := hciUser(), hciPw()
		rows = append(rows, fmt.Sprintf("      | %-9s | %-16s | %-20s |", roles[i], u, pw))
		secs = append(secs, pw)
		keep = append(keep, u)
	}
	t := hciJoin(
		"Feature: Role based access",
		"",
		"  Scenario Outline: <role> can "+hciP("open the dashboard", "export reports", "see the audit log"),
		"    Given I am logged in as \"<username>\" with password \"<password>\"",
		"    When I open \"/"+hciP("admin", "reports", "audit", "settings")+"\"",
		"    Then the page "+hciP("loads", "shows the menu for", "is visible for")+" <role>",
		"",
		"    Examples:",
		"      | role      | username         | password             |",
	) + "\n" + hciJoin(rows...)
	return hciS("test-account-password", "gherkin", t, secs, keep...)
}

func hciFixtureJSON() Sample {
	a, ap := hciEmail(), hciPw()
	v, vp := hciEmail(), hciPw()
	t := fmt.Sprintf(`{
  "admin": {
    "email": %q,
    "password": %q,
    "displayName": "QA Admin"
  },
  "%s": {
    "email": %q,
    "password": %q,
    "locale": "%s"
  }
}`, a, ap, hciP("viewer", "customer", "buyer", "guest"), v, vp, hciP("en-GB", "pl-PL", "de-DE"))
	if hciCoin() {
		t = "// " + hciP("cypress", "tests/e2e") + "/fixtures/users.json\n" + t
	}
	return hciS("test-account-password", "json", t, hciL(ap, vp), a, v)
}

func hciPlaywrightHTTPCreds() Sample {
	u, pw := hciUser(), hciPw()
	h := hciURL()
	t := hciJoin(
		"import { defineConfig, devices } from '@playwright/test';",
		"",
		"export default defineConfig({",
		"  testDir: './tests',",
		fmt.Sprintf("  retries: %d,", hciR(0, 2)),
		"  use: {",
		"    baseURL: '"+h+"',",
		"    // "+hciP("staging is behind basic auth", "nginx basic auth on the test env", "TODO move to env"),
		"    httpCredentials: { username: '"+u+"', password: '"+pw+"' },",
		"    trace: 'on-first-retry',",
		"  },",
		"  projects: [{ name: '"+pick(hciBrowsers)+"', use: { ...devices['Desktop Chrome'] } }],",
		"});",
	)
	return hciS("basic-auth-password", "typescript", t, hciL(pw), u, h)
}

func hciEnvTest() Sample {
	u, pw := hciEmail(), hciPw()
	lines := []string{
		"# ." + hciP("env.test", "env.e2e", "env.staging", "env.local") + " - " + hciP("do not commit", "for local runs", "QA only"),
		"BASE_URL=" + hciURL(),
		"TEST_USER_EMAIL=" + u,
		"TEST_USER_PASSWORD=" + pw,
		"HEADLESS=" + hciP("true", "false"),
	}
	secs := hciL(pw)
	switch rng.IntN(4) {
	case 0:
		k := rnd(alnum, hciR(16, 32))
		lines = append(lines, "MAILOSAUR_SERVER_ID="+rnd(lower+digits, 8), "MAILOSAUR_API_KEY="+k)
		secs = append(secs, k)
	case 1:
		k := hciStripeSK()
		lines = append(lines, "STRIPE_SECRET_KEY="+k)
		secs = append(secs, k)
	}
	lines = append(lines, "DEFAULT_TIMEOUT="+fmt.Sprint(hciR(5, 60)*1000))
	return hciS("test-account-password", "dotenv", hciJoin(lines...), secs, u)
}

func hciConftest() Sample {
	u, pw := hciUser(), hciPw()
	t := hciJoin(
		"import pytest",
		"",
		"",
		"@pytest.fixture(scope=\""+hciP("session", "module")+"\")",
		"def logged_in_page(page, base_url):",
		"    page.goto(f\"{base_url}/login\")",
		"    page.fill(\"#username\", \""+u+"\")",
		"    page.fill(\"#password\", \""+pw+"\")  # "+hciP("shared QA account", "TODO env var", "staging only"),
		"    page.click(\"button[type=submit]\")",
		"    page.wait_for_url(\"**/"+hciP("dashboard", "home", "orders")+"\")",
		"    return page",
	)
	return hciS("test-account-password", "python", t, hciL(pw), u)
}

func hciRobotVars() Sample {
	u, pw := hciUser(), hciPw()
	h := hciURL()
	t := hciJoin(
		"*** Settings ***",
		"Library    SeleniumLibrary",
		"",
		"*** Variables ***",
		"${URL}         "+h,
		"${BROWSER}     "+pick(hciBrowsers),
		"${USERNAME}    "+u,
		"${PASSWORD}    "+pw,
		"",
		"*** Test Cases ***",
		"Valid Login",
		"    Open Browser    ${URL}/login    ${BROWSER}",
		"    Input Text      id=username    ${USERNAME}",
		"    Input Password  id=password    ${PASSWORD}",
		"    Click Button    Sign in",
		"    Page Should Contain    "+hciP("Welcome", "Dashboard", "My orders"),
	)
	return hciS("test-account-password", "robot", t, hciL(pw), u, h)
}

func hciCypressEnv() Sample {
	u, pw, tok := hciEmail(), hciPw(), rnd(hexs, 40)
	t := fmt.Sprintf(`{
  "apiUrl": "%s/api",
  "username": %q,
  "password": %q,
  "apiToken": %q,
  "grepTags": "@%s"
}`, hciURL(), u, pw, tok, hciP("smoke", "regression"))
	return hciS("test-account-password", "json", "cypress.env.json:\n"+t, hciL(pw, tok), u)
}

func hciWdioFallback() Sample {
	u, k := hciBSUser(), hciBSKey()
	t := hciJoin(
		"exports.config = {",
		"    user: process.env.BROWSERSTACK_USERNAME || '"+u+"',",
		"    key: process.env.BROWSERSTACK_ACCESS_KEY || '"+k+"',",
		"    hostname: 'hub.browserstack.com',",
		"    services: [['browserstack', { browserstackLocal: "+hciP("true", "false")+" }]],",
		"    capabilities: [{",
		"        browserName: '"+pick(hciBrowsers)+"',",
		"        'bstack:options': { os: '"+hciP("Windows", "OS X")+"', buildName: '"+pick(hciProducts)+"-"+hciBuildNo()+"' }",
		"    }],",
		"    framework: 'mocha',",
		"};",
	)
	return hciS("browserstack-access-key", "javascript", t, hciL(k), u)
}

func hciJavaTestData() Sample {
	u, pw := hciEmail(), hciPw()
	cls := hciP("TestData", "Credentials", "TestUsers", "Accounts")
	t := hciJoin(
		"package com."+hciP("acme", "kwiatex", "fintrail")+".qa.data;",
		"",
		"public final class "+cls+" {",
		"    private "+cls+"() {}",
		"",
		"    public static final String BASE_URL = \""+hciURL()+"\";",
		"    public static final String ADMIN_EMAIL = \""+u+"\";",
		"    public static final String ADMIN_PASSWORD = \""+pw+"\";",
		"    public static final int TIMEOUT_SECONDS = "+fmt.Sprint(hciR(5, 30))+";",
		"}",
	)
	return hciS("test-account-password", "java", t, hciL(pw), u)
}

func hciStorageState() Sample {
	sess := hciSession()
	h := hciHost()
	name := hciP("sessionid", "connect.sid", "JSESSIONID", "_app_session", "auth_session")
	t := fmt.Sprintf(`{
  "cookies": [
    {
      "name": "%s",
      "value": "%s",
      "domain": "%s",
      "path": "/",
      "expires": %d,
      "httpOnly": true,
      "secure": true,
      "sameSite": "Lax"
    },
    {
      "name": "cookie_consent",
      "value": "accepted",
      "domain": "%s",
      "path": "/",
      "expires": -1,
      "httpOnly": false,
      "secure": false,
      "sameSite": "Lax"
    }
  ],
  "origins": []
}`, name, sess, h, hciR(1760000000, 1800000000), h)
	pre := hciP("playwright/.auth/user.json", "auth/storageState.json", "e2e/.auth/admin.json")
	return hciS("session-cookie", "json", pre+"\n"+t, hciL(sess), h)
}

func hciK6Script() Sample {
	tok := hciJWT(hciUser())
	t := hciJoin(
		"import http from 'k6/http';",
		"import { check, sleep } from 'k6';",
		"",
		fmt.Sprintf("export const options = { vus: %d, duration: '%dm' };", hciR(5, 200), hciR(1, 30)),
		"",
		"const TOKEN = '"+tok+"';",
		"",
		"export default function () {",
		"  const res = http.get('"+hciURL()+"/api/"+hciP("orders", "products", "search?q=shoes", "cart")+"', {",
		"    headers: { Authorization: `Bearer ${TOKEN}` },",
		"  });",
		"  check(res, { 'status is 200': (r) => r.status === 200 });",
		"  sleep(1);",
		"}",
	)
	return hciS("bearer-token", "javascript", t, hciL(tok))
}

func hciJMeterProps() Sample {
	u, pw := hciUser(), hciPw()
	h := hciHost()
	t := hciJoin(
		"# user.properties for the "+hciP("nightly", "release", "soak")+" load test",
		"target.host="+h,
		"target.port=443",
		"threads="+fmt.Sprint(hciR(10, 500)),
		"rampup="+fmt.Sprint(hciR(10, 300)),
		"login.user="+u,
		"login.password="+pw,
	)
	return hciS("test-account-password", "properties", t, hciL(pw), u, h)
}

func hciGradleSigning() Sample {
	sp, kp := hciPw(), hciPw()
	alias := hciP("qa", "upload", "internal", "debugqa")
	t := hciJoin(
		"android {",
		"    signingConfigs {",
		"        qa {",
		"            storeFile file(\"../keystores/qa-release.jks\")",
		"            storePassword \""+sp+"\"",
		"            keyAlias \""+alias+"\"",
		"            keyPassword \""+kp+"\"",
		"        }",
		"    }",
		"    buildTypes {",
		"        qa { signingConfig signingConfigs.qa; applicationIdSuffix \".qa\" }",
		"    }",
		"}",
	)
	return hciS("keystore-password", "gradle", t, hciL(sp, kp))
}

func hciComposeTest() Sample {
	pw := hciPwURL()
	db := pick(hciProducts) + "_test"
	t := hciJoin(
		"# docker-compose.test.yml",
		"services:",
		"  db:",
		"    image: postgres:"+hciP("15", "16", "14-alpine"),
		"    environment:",
		"      POSTGRES_USER: qa",
		"      POSTGRES_PASSWORD: "+pw,
		"      POSTGRES_DB: "+db,
		"  e2e:",
		"    build: ./e2e",
		"    depends_on: [db]",
		"    environment:",
		"      DATABASE_URL: postgres://qa:"+pw+"@db:5432/"+db,
	)
	return hciS("db-password", "yaml", t, hciL(pw), db)
}

func hciKarateConfig() Sample {
	pw := hciPw()
	key := rnd(alnum, hciR(28, 40))
	t := hciJoin(
		"function fn() {",
		"  var env = karate.env || '"+pick(hciEnvs)+"';",
		"  var config = { baseUrl: '"+hciURL()+"' };",
		"  config.adminUser = 'admin';",
		"  config.adminPassword = '"+pw+"';",
		"  config.partnerApiKey = '"+key+"';",
		"  karate.configure('connectTimeout', "+fmt.Sprint(hciR(5, 30)*1000)+");",
		"  return config;",
		"}",
	)
	return hciS("test-account-password", "javascript", t, hciL(pw, key))
}

func hciTOTPFixture() Sample {
	u, pw, seed := hciEmail(), hciPw(), hciTOTP()
	if hciCoin() {
		t := hciJoin(
			"# fixtures/mfa_user.yml",
			"mfa_user:",
			"  email: "+u,
			"  password: \""+pw+"\"",
			"  totp_secret: "+seed+"   # "+hciP("used by otplib in the login step", "2FA enabled on staging", "scan once in Authy if you need it manually"),
		)
		return hciS("totp-seed", "yaml", t, hciL(pw, seed), u)
	}
	uri := "otpauth://totp/" + hciP("Shop", "Portal", "Billing") + ":" + u + "?secret=" + seed + "&issuer=" + hciP("Shop", "Portal", "Billing")
	t := hciJoin(
		"Test account with 2FA for the MFA regression suite:",
		"user: "+u,
		"QR (as text, for otplib): "+uri,
		"Don't turn 2FA off on it, TC-"+fmt.Sprint(hciR(100, 999))+" depends on it.",
	)
	return hciS("totp-seed", "note", t, hciL(seed), u)
}

func hciRecoveryCodes() Sample {
	u := hciEmail()
	codes := []string{}
	for i := 0; i < hciR(2, 3); i++ {
		if hciCoin() {
			codes = append(codes, rnd(digits, 4)+" "+rnd(digits, 4))
		} else {
			codes = append(codes, rnd(lower+digits, 5)+"-"+rnd(lower+digits, 5))
		}
	}
	lines := []string{"Backup codes for the shared " + hciP("Google", "GitHub", "Okta", "Microsoft") + " test account " + u + " (each works once):"}
	for _, c := range codes {
		lines = append(lines, "  "+c)
	}
	lines = append(lines, hciP("If you burn one, cross it out here.", "Ping QA lead when we run low.", "Used by the device lab phones."))
	return hciS("recovery-code", "note", hciJoin(lines...), codes, u)
}

func hciSQLSeed() Sample {
	pw := hciPw()
	e1, e2 := hciEmail(), hciEmail()
	t := hciJoin(
		"-- seed/"+fmt.Sprintf("%03d", hciR(1, 40))+"_test_users.sql",
		"-- all seeded users log in with the same password",
		"INSERT INTO users (email, password_hash, role) VALUES",
		"  ('"+e1+"', crypt('"+pw+"', gen_salt('bf')), 'admin'),",
		"  ('"+e2+"', crypt('"+pw+"', gen_salt('bf')), 'customer');",
	)
	return hciS("test-account-password", "sql", t, hciL(pw), e1, e2)
}

func hciLocalStorageCmd() Sample {
	tok := hciJWT(hciEmail())
	t := hciJoin(
		"// cypress/support/commands.js",
		"Cypress.Commands.add('loginByToken', () => {",
		"  // "+hciP("token for qa-admin, valid till end of sprint", "copied from devtools, faster than UI login", "long-lived token from staging"),
		"  window.localStorage.setItem('"+hciP("authToken", "access_token", "jwt")+"', '"+tok+"');",
		"  cy.visit('/"+hciP("dashboard", "orders", "")+"');",
		"});",
	)
	return hciS("bearer-token", "javascript", t, hciL(tok))
}
