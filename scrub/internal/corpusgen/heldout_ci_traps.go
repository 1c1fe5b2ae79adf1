package main

import (
	"fmt"
	"strings"
)

// Traps in configs, fixtures and feature files: the same layouts as the secrets, no secret.

func hciTrapGens() []hciGen {
	return []hciGen{
		{hciTrapGherkinEnv, 6}, {hciTrapFixtureMasked, 6}, {hciTrapPlaywrightEnv, 5}, {hciTrapEnvExample, 6},
		{hciTrapBSYamlRef, 5}, {hciTrapBSSession, 6}, {hciTrapSauceJob, 5}, {hciTrapPostmanVault, 6},
		{hciTrapPostmanIDs, 5}, {hciTrapStripeCards, 6}, {hciTrapAppiumApp, 5}, {hciTrapStorageConsent, 5},
		{hciTrapChangeme, 5}, {hciTrapComposeRef, 5}, {hciTrapCypressProject, 5}, {hciTrapSeleniumGrid, 5},
		{hciTrapRobotEnv, 5}, {hciTrapNpmLock, 5}, {hciTrapMailosaurIDs, 5}, {hciTrapJavaEnv, 5},
		{hciTrapK6Env, 4}, {hciTrapPLGherkin, 5}, {hciTrapUUIDFixture, 5}, {hciTrapPostmanScript, 5},
		{hciTrapWebhookRef, 5},
	}
}

func hciTrapGherkinEnv() Sample {
	u := hciEmail()
	t := hciJoin(
		"Feature: "+hciP("Checkout", "Refunds", "Login"),
		"",
		"  Scenario: "+hciP("registered user logs in", "user resets password", "locked user cannot log in"),
		"    Given I open the login page",
		"    When I log in as \""+u+"\" with the password from env \""+hciP("QA_USER_PASSWORD", "E2E_PASSWORD", "STAGING_PASS")+"\"",
		"    Then I see "+hciP("\"My account\"", "the dashboard", "\"Account locked\""),
		"",
		"  Scenario: password rules are shown",
		"    When I open the registration form",
		"    Then I see the hint \"At least "+fmt.Sprint(hciR(8, 14))+" characters, one digit and one special character\"",
	)
	return hciT("trap-password-ref", "gherkin", t)
}

func hciTrapFixtureMasked() Sample {
	t := fmt.Sprintf(`{
  "admin": {
    "email": %q,
    "password": %q
  },
  "customer": {
    "email": %q,
    "password": %q,
    "orderId": "%s"
  }
}`, hciEmail(), hciP("********", "<set in cypress.env.json>", "[REDACTED]", "{{ADMIN_PASSWORD}}"), hciEmail(),
		hciP("********", "<your-password>", "{{CUSTOMER_PASSWORD}}", "xxxxxxxx"), "ORD-"+rnd(digits, 8))
	return hciT("trap-masked-password", "json", t)
}

func hciTrapPlaywrightEnv() Sample {
	t := hciJoin(
		"export default defineConfig({",
		"  use: {",
		"    baseURL: '"+hciURL()+"',",
		"    httpCredentials: {",
		"      username: process.env.BASIC_AUTH_USER!,",
		"      password: process.env.BASIC_AUTH_PASSWORD!,",
		"    },",
		"    video: 'retain-on-failure',",
		"  },",
		fmt.Sprintf("  workers: process.env.CI ? %d : undefined,", hciR(1, 8)),
		"});",
	)
	return hciT("trap-env-ref", "typescript", t)
}

func hciTrapEnvExample() Sample {
	t := hciJoin(
		"# .env.example - copy to .env.test and fill in (values are in the QA vault)",
		"BASE_URL="+hciURL(),
		"TEST_USER_EMAIL="+hciEmail(),
		"TEST_USER_PASSWORD=",
		"MAILOSAUR_SERVER_ID="+rnd(lower+digits, 8),
		"MAILOSAUR_API_KEY=<your-api-key>",
		"BROWSERSTACK_ACCESS_KEY="+hciP("", "<from browserstack.com/accounts/settings>", "xxxxxxxxxxxxxxxxxxxx"),
	)
	return hciT("trap-placeholder", "dotenv", t)
}

func hciTrapBSYamlRef() Sample {
	t := hciJoin(
		"# browserstack.yml",
		"userName: ${BROWSERSTACK_USERNAME}",
		"accessKey: ${BROWSERSTACK_ACCESS_KEY}",
		"projectName: "+hciCap(pick(hciProducts))+" E2E",
		"buildName: "+hciP("nightly", "pr-"+fmt.Sprint(hciR(100, 999))),
		"buildIdentifier: '#${BUILD_NUMBER}'",
		"platforms:",
		"  - deviceName: "+pick(hciDevices),
		"    osVersion: \""+fmt.Sprint(hciR(12, 17))+"\"",
	)
	return hciT("trap-env-ref", "yaml", t)
}

func hciTrapBSSession() Sample {
	b, s := rnd(hexs, 40), rnd(hexs, 40)
	t := hciJoin(
		hciP("Failing session on BrowserStack:", "Video of the failure:", "Sesja z błędem:"),
		"https://automate.browserstack.com/dashboard/v2/builds/"+b+"/sessions/"+s,
		"Build: "+pick(hciProducts)+"-nightly #"+hciBuildNo()+", "+pick(hciDevices)+", "+hciP("Safari", "Chrome"),
		"Session ID: "+s,
	)
	return hciT("trap-session-id", "ticket", t)
}

func hciTrapSauceJob() Sample {
	j := rnd(hexs, 32)
	t := hciJoin(
		"Sauce job "+j+" failed: "+hciP("element not interactable", "timeout waiting for #checkout", "session not created"),
		"https://app.eu-central-1.saucelabs.com/tests/"+j,
		"Tunnel: "+hciP("qa-tunnel-", "sc-", "e2e-")+rnd(lower+digits, 6)+", platform "+hciP("Windows 11", "macOS 13")+", "+pick(hciBrowsers),
	)
	return hciT("trap-job-id", "ticket", t)
}

func hciTrapPostmanVault() Sample {
	t := fmt.Sprintf(`{
  "name": "%s",
  "values": [
    { "key": "baseUrl", "value": "%s", "type": "default", "enabled": true },
    { "key": "username", "value": "%s", "type": "default", "enabled": true },
    { "key": "password", "value": "%s", "type": "secret", "enabled": true },
    { "key": "apiKey", "value": "%s", "type": "secret", "enabled": true }
  ]
}`, hciCap(pick(hciEnvs))+" - "+hciCap(pick(hciProducts)), hciURL(), hciEmail(),
		hciP("{{vault:staging-password}}", "", "<fill in locally>"), hciP("{{vault:partner-api-key}}", "", "{{$processEnvironment.API_KEY}}"))
	return hciT("trap-postman-vault", "json", t)
}

func hciTrapPostmanIDs() Sample {
	uid := fmt.Sprintf("%d-%s", hciR(1000000, 39999999), hciUUID())
	t := hciJoin(
		"Collection: "+hciCap(pick(hciProducts))+" API regression",
		"Collection UID: "+uid,
		"Environment UID: "+fmt.Sprintf("%d-%s", hciR(1000000, 39999999), hciUUID()),
		"Workspace: https://"+hciP("acme", "kwiatex", "fintrail")+"-qa.postman.co/workspace/"+hciUUID(),
		"Run with: newman run $COLLECTION_URL?apikey=$POSTMAN_API_KEY",
	)
	return hciT("trap-postman-id", "note", t)
}

func hciTrapStripeCards() Sample {
	t := hciJoin(
		"Test cards for the checkout suite (Stripe test mode):",
		"| Card | Number | Exp | CVC |",
		"|---|---|---|---|",
		"| Visa ok | 4242 4242 4242 4242 | "+fmt.Sprintf("%02d/%d", hciR(1, 12), hciR(27, 34))+" | any 3 digits |",
		"| 3DS required | 4000 0027 6000 3184 | any future | any |",
		"| Declined | 4000 0000 0000 0002 | any future | any |",
		"",
		"Publishable key used by the frontend: "+hciStripePK(),
		"The secret key is only in the CI variables.",
	)
	return hciT("trap-test-card", "markdown", t)
}

func hciTrapAppiumApp() Sample {
	plat, dev := "Android", hciP("Pixel 8", "Galaxy S23", "Pixel 6a", "Galaxy A54")
	if hciCoin() {
		plat, dev = "iOS", hciP("iPhone 15", "iPhone 13 mini", "iPad Air")
	}
	t := fmt.Sprintf(`{
  "platformName": "%s",
  "appium:deviceName": "%s",
  "appium:app": "bs://%s",
  "bstack:options": {
    "userName": "${BROWSERSTACK_USERNAME}",
    "accessKey": "${BROWSERSTACK_ACCESS_KEY}",
    "buildName": "%s-%s",
    "sessionName": "%s"
  }
}`, plat, dev, rnd(hexs, 40), pick(hciProducts), hciVer(), hciP("login smoke", "checkout happy path", "push permissions"))
	return hciT("trap-app-id", "json", t)
}

func hciTrapStorageConsent() Sample {
	h := hciHost()
	t := fmt.Sprintf(`{
  "cookies": [
    { "name": "cookie_consent", "value": "accepted", "domain": "%s", "path": "/" },
    { "name": "lang", "value": "%s", "domain": "%s", "path": "/" },
    { "name": "ab_variant", "value": "%s", "domain": "%s", "path": "/" }
  ],
  "origins": [
    { "origin": "https://%s", "localStorage": [ { "name": "theme", "value": "%s" } ] }
  ]
}`, h, hciP("pl", "en", "de"), h, hciP("checkout_v2", "control", "B"), h, h, hciP("dark", "light"))
	return hciT("trap-cookie", "json", t)
}

func hciTrapChangeme() Sample {
	t := hciJoin(
		"# config.template.yml -- copy to config.yml and CHANGE the values below before the first run",
		"db:",
		"  host: localhost",
		"  user: qa",
		"  password: changeme",
		"admin:",
		"  email: "+hciEmail(),
		"  password: changeme",
	)
	return hciT("trap-placeholder", "yaml", t)
}

func hciTrapComposeRef() Sample {
	db := pick(hciProducts) + "_test"
	t := hciJoin(
		"services:",
		"  db:",
		"    image: postgres:16",
		"    environment:",
		"      POSTGRES_USER: qa",
		"      POSTGRES_PASSWORD: ${DB_PASSWORD:?set DB_PASSWORD}",
		"      POSTGRES_DB: "+db,
		"  e2e:",
		"    environment:",
		"      DATABASE_URL: postgres://qa:${DB_PASSWORD}@db:5432/"+db,
	)
	return hciT("trap-env-ref", "yaml", t)
}

func hciTrapCypressProject() Sample {
	t := hciJoin(
		"// cypress.config.js",
		"module.exports = defineConfig({",
		"  projectId: '"+rnd(lower+digits, 6)+"',",
		"  // record key comes from CYPRESS_RECORD_KEY in CI",
		"  e2e: {",
		"    baseUrl: '"+hciURL()+"',",
		"    viewportWidth: "+hciP("1280", "1440", "375")+",",
		"    retries: { runMode: "+fmt.Sprint(hciR(0, 3))+", openMode: 0 },",
		"  },",
		"});",
	)
	return hciT("trap-project-id", "javascript", t)
}

func hciTrapSeleniumGrid() Sample {
	t := hciJoin(
		"selenium.grid.url=http://selenium-hub."+hciDomain()+":4444/wd/hub",
		"selenium.browser="+pick(hciBrowsers),
		"selenium.implicitWait="+fmt.Sprint(hciR(0, 10)),
		"app.url="+hciURL(),
		"app.user="+hciUser(),
		"# app.password is read from the APP_PASSWORD environment variable",
	)
	return hciT("trap-env-ref", "properties", t)
}

func hciTrapRobotEnv() Sample {
	t := hciJoin(
		"*** Variables ***",
		"${URL}         "+hciURL(),
		"${USERNAME}    "+hciUser(),
		"${PASSWORD}    %{QA_PASSWORD}",
		"",
		"*** Test Cases ***",
		"Valid Login",
		"    Input Text        id=username    ${USERNAME}",
		"    Input Password    id=password    ${PASSWORD}",
		"    Page Should Contain    "+hciP("Welcome", "Witaj", "Dashboard"),
	)
	return hciT("trap-env-ref", "robot", t)
}

func hciTrapNpmLock() Sample {
	pkg, v := hciP("@playwright/test", "cypress", "webdriverio", "newman", "@wdio/cli"), hciVer()
	t := hciJoin(
		"    \"node_modules/"+pkg+"\": {",
		"      \"version\": \""+v+"\",",
		"      \"resolved\": \"https://registry.npmjs.org/"+pkg+"/-/"+pkg[strings.LastIndex(pkg, "/")+1:]+"-"+v+".tgz\",",
		"      \"integrity\": \"sha512-"+rnd(alnum+"+/", 86)+"==\",",
		"      \"dev\": true",
		"    },",
	)
	return hciT("trap-checksum", "json", t)
}

func hciTrapMailosaurIDs() Sample {
	sid := rnd(lower+digits, 8)
	t := hciJoin(
		"Mailosaur setup for the signup tests:",
		"- server id: "+sid,
		"- inbox pattern: anything@"+sid+".mailosaur.net",
		"- API key: in the CI variable MAILOSAUR_API_KEY (ask "+hciCap(pick(hciFirst))+" for local runs)",
		"- last message id in the failing run: "+hciUUID(),
	)
	return hciT("trap-server-id", "note", t)
}

func hciTrapJavaEnv() Sample {
	t := hciJoin(
		"public final class TestConfig {",
		"    public static final String BASE_URL = System.getenv().getOrDefault(\"BASE_URL\", \""+hciURL()+"\");",
		"    public static final String ADMIN_EMAIL = \""+hciEmail()+"\";",
		"    public static final String ADMIN_PASSWORD = System.getenv(\"ADMIN_PASSWORD\");",
		"    public static final String SAUCE_KEY = System.getenv(\"SAUCE_ACCESS_KEY\");",
		"}",
	)
	return hciT("trap-env-ref", "java", t)
}

func hciTrapK6Env() Sample {
	t := hciJoin(
		"const TOKEN = __ENV.API_TOKEN; // k6 run -e API_TOKEN=... script.js",
		"export const options = { thresholds: { http_req_duration: ['p(95)<"+fmt.Sprint(hciR(200, 1500))+"'] } };",
		"export default function () {",
		"  http.get('"+hciURL()+"/api/products', { headers: { Authorization: `Bearer ${TOKEN}` } });",
		"}",
	)
	return hciT("trap-env-ref", "javascript", t)
}

func hciTrapPLGherkin() Sample {
	t := hciJoin(
		"# language: pl",
		"Funkcja: Rejestracja",
		"",
		"  Scenariusz: Hasło za krótkie",
		"    Zakładając, że jestem na stronie rejestracji",
		"    Gdy wpiszę e-mail \""+hciEmail()+"\"",
		"    Oraz wpiszę hasło krótsze niż "+fmt.Sprint(hciR(8, 12))+" znaków",
		"    Wtedy zobaczę komunikat \"Hasło musi mieć co najmniej "+fmt.Sprint(hciR(8, 12))+" znaków\"",
	)
	return hciT("trap-password-rule", "gherkin", t)
}

func hciTrapUUIDFixture() Sample {
	t := fmt.Sprintf(`[
  { "id": "%s", "email": %q, "tenantId": "%s", "createdAt": "%sT%sZ" },
  { "id": "%s", "email": %q, "tenantId": "%s", "createdAt": "%sT%sZ" }
]`, hciUUID(), hciEmail(), hciUUID(), hciDate(), hciTime(), hciUUID(), hciEmail(), hciUUID(), hciDate(), hciTime())
	return hciT("trap-uuid", "json", "// fixtures/users.seed.json\n"+t)
}

func hciTrapPostmanScript() Sample {
	t := hciJoin(
		"// Tests tab of \"Login\" request",
		"pm.test(\"status is 200\", () => pm.response.to.have.status(200));",
		"const body = pm.response.json();",
		"pm.environment.set(\"accessToken\", body.access_token);",
		"pm.environment.set(\"userId\", body.user.id);",
		"pm.expect(body.expires_in).to.eql("+hciP("3600", "900", "86400")+");",
	)
	return hciT("trap-postman-script", "javascript", t)
}

func hciTrapWebhookRef() Sample {
	t := hciJoin(
		"      - name: Notify "+hciP("Slack", "Teams", "Discord"),
		"        if: failure()",
		"        uses: "+hciP("slackapi/slack-github-action@v1.26.0", "jdcargile/ms-teams-notification@v1.4", "sarisia/actions-status-discord@v1"),
		"        with:",
		"          webhook: ${{ secrets."+hciP("SLACK_WEBHOOK_URL", "TEAMS_WEBHOOK", "DISCORD_WEBHOOK")+" }}",
		"          title: \"E2E failed on ${{ github.ref_name }}\"",
	)
	return hciT("trap-webhook-ref", "ci-yaml", t)
}
