package main

import "fmt"

// Device clouds, Postman and the SaaS tools a QA pipeline talks to.

func hciCloudGens() []hciGen {
	return []hciGen{
		{hciBSShell, 6}, {hciBSYaml, 6}, {hciSauceJava, 5}, {hciSauceChat, 5}, {hciLTWorkflow, 5},
		{hciPostmanEnv, 6}, {hciPostmanBearer, 5}, {hciNewmanApiKey, 5}, {hciPostmanBasic, 4},
		{hciPercyCI, 4}, {hciApplitoolsCfg, 4}, {hciCypressRecord, 5}, {hciMailtrapSMTP, 4},
		{hciDeviceFarm, 5}, {hciSonarProps, 4}, {hciGHTokenWorkflow, 5}, {hciNpmrc, 4},
		{hciTestRailCfg, 5}, {hciSlackReporter, 5}, {hciTeamsReporter, 4}, {hciFirebaseDist, 4},
		{hciGitlabCurl, 4}, {hciXrayImport, 4}, {hciSlackBotCfg, 4},
	}
}

func hciBSShell() Sample {
	u, k := hciBSUser(), hciBSKey()
	pr := hciP("$ ", "qa@runner-"+fmt.Sprint(hciR(1, 9))+":~/e2e$ ", "➜  e2e git:(main) ")
	t := hciJoin(
		pr+"export BROWSERSTACK_USERNAME="+u,
		pr+"export BROWSERSTACK_ACCESS_KEY="+k,
		pr+"npx browserstack-node-sdk playwright test --project="+pick(hciBrowsers),
		"[browserstack] Build: "+pick(hciProducts)+"-"+hciP("nightly", "pr", "release")+" #"+hciBuildNo(),
		"[browserstack] Local tunnel started, identifier: "+rnd(lower+digits, 10),
		fmt.Sprintf("Running %d tests using %d workers", hciR(10, 300), hciR(2, 10)),
	)
	return hciS("browserstack-access-key", "shell", t, hciL(k), u)
}

func hciBSYaml() Sample {
	u, k := hciBSUser(), hciBSKey()
	proj := hciCap(pick(hciProducts)) + " " + hciP("E2E", "Web", "Mobile")
	t := hciJoin(
		"userName: "+u,
		"accessKey: "+k,
		"projectName: "+proj,
		"buildName: "+hciP("nightly", "regression", "smoke"),
		"platforms:",
		"  - os: Windows",
		"    osVersion: "+hciP("10", "11"),
		"    browserName: "+hciP("Chrome", "Edge", "Firefox"),
		"    browserVersion: latest",
		"  - deviceName: "+pick(hciDevices),
		"    browserName: "+hciP("safari", "chrome"),
		"parallelsPerPlatform: "+fmt.Sprint(hciR(1, 5)),
		"browserstackLocal: "+hciP("true", "false"),
	)
	return hciS("browserstack-access-key", "yaml", "# browserstack.yml\n"+t, hciL(k), u, proj)
}

func hciSauceJava() Sample {
	u, k := hciSauceUser(), hciSauceKey()
	reg := hciP("eu-central-1", "us-west-1", "us-east-4")
	t := hciJoin(
		"MutableCapabilities sauceOptions = new MutableCapabilities();",
		"sauceOptions.setCapability(\"username\", \""+u+"\");",
		"sauceOptions.setCapability(\"accessKey\", \""+k+"\");",
		"sauceOptions.setCapability(\"build\", \""+pick(hciProducts)+"-"+hciVer()+"\");",
		"ChromeOptions options = new ChromeOptions();",
		"options.setCapability(\"sauce:options\", sauceOptions);",
		"URL url = new URL(\"https://ondemand."+reg+".saucelabs.com:443/wd/hub\");",
		"driver = new RemoteWebDriver(url, options);",
	)
	return hciS("saucelabs-access-key", "java", t, hciL(k), u)
}

func hciSauceChat() Sample {
	clk := hciClock()
	u, k := hciSauceUser(), hciSauceKey()
	who := hciCap(pick(hciFirst))
	t := hciJoin(
		"["+clk()[:5]+"] "+who+": "+hciP("anyone has the sauce creds for the team account?", "my sauce trial expired, which account do we use?", "need sauce for the safari run, creds pls"),
		"["+clk()[:5]+"] "+hciCap(pick(hciFirst))+": "+hciP("here, shared one:", "use the team one", "sure"),
		"SAUCE_USERNAME="+u,
		"SAUCE_ACCESS_KEY="+k,
		"["+clk()[:5]+"] "+who+": "+hciP("thx!", "works, ty", "🙏"),
	)
	return hciS("saucelabs-access-key", "chat", t, hciL(k), u)
}

func hciLTWorkflow() Sample {
	u, k := pick(hciFirst)+pick(hciLast), hciLTKey()
	t := hciJoin(
		"name: e2e-lambdatest",
		"on: [pull_request]",
		"jobs:",
		"  e2e:",
		"    runs-on: ubuntu-latest",
		"    env:",
		"      LT_USERNAME: "+u,
		"      LT_ACCESS_KEY: "+k,
		"    steps:",
		"      - uses: actions/checkout@v4",
		"      - run: npm ci",
		"      - run: npx hyperexecute --user $LT_USERNAME --key $LT_ACCESS_KEY --config he.yaml",
	)
	return hciS("lambdatest-access-key", "yaml", t, hciL(k), u)
}

func hciPostmanEnv() Sample {
	u, pw := hciEmail(), hciPw()
	key := rnd(alnum, hciR(24, 40))
	name := hciCap(pick(hciEnvs)) + " - " + hciCap(pick(hciProducts))
	t := fmt.Sprintf(`{
  "id": "%s",
  "name": "%s",
  "values": [
    { "key": "baseUrl", "value": "%s", "type": "default", "enabled": true },
    { "key": "username", "value": "%s", "type": "default", "enabled": true },
    { "key": "password", "value": "%s", "type": "secret", "enabled": true },
    { "key": "x-api-key", "value": "%s", "type": "secret", "enabled": true }
  ],
  "_postman_variable_scope": "environment"
}`, hciUUID(), name, hciURL(), u, pw, key)
	return hciS("postman-environment", "json", t, hciL(pw, key), u, name)
}

func hciPostmanBearer() Sample {
	tok := hciJWT(hciUser())
	cname := hciCap(pick(hciProducts)) + " API " + hciP("regression", "smoke", "contract tests")
	t := fmt.Sprintf(`{
  "info": {
    "_postman_id": "%s",
    "name": "%s",
    "schema": "https://schema.getpostman.com/json/collection/v2.1.0/collection.json"
  },
  "auth": {
    "type": "bearer",
    "bearer": [
      { "key": "token", "value": "%s", "type": "string" }
    ]
  },
  "item": []
}`, hciUUID(), cname, tok)
	return hciS("bearer-token", "json", t, hciL(tok), cname)
}

func hciNewmanApiKey() Sample {
	k := hciPMAK()
	uid := fmt.Sprintf("%d-%s", hciR(1000000, 39999999), hciUUID())
	t := hciJoin(
		"- name: API tests",
		"  run: |",
		"    newman run \"https://api.getpostman.com/collections/"+uid+"?apikey="+k+"\" \\",
		"      -e environments/"+pick(hciEnvs)+".json --reporters cli,junit --reporter-junit-export results.xml",
	)
	if hciCoin() {
		t = hciJoin(
			"$ curl -s -H \"X-Api-Key: "+k+"\" https://api.getpostman.com/collections/"+uid+" -o collection.json",
			"$ newman run collection.json -e "+pick(hciEnvs)+".postman_environment.json",
			"newman",
			"",
			"→ "+hciP("Login", "Create order", "Get cart"),
			fmt.Sprintf("  POST %s/api/v1/%s [200 OK, %dB, %dms]", hciURL(), hciP("login", "orders", "cart"), hciR(200, 5000), hciR(20, 900)),
		)
	}
	return hciS("postman-api-key", hciP("ci-yaml", "shell"), t, hciL(k), uid)
}

func hciPostmanBasic() Sample {
	u, pw := hciUser(), hciPw()
	t := fmt.Sprintf(`"request": {
  "auth": {
    "type": "basic",
    "basic": [
      { "key": "username", "value": "%s", "type": "string" },
      { "key": "password", "value": "%s", "type": "string" }
    ]
  },
  "method": "GET",
  "url": "{{baseUrl}}/api/%s"
}`, u, pw, hciP("health/deep", "admin/users", "reports/daily"))
	return hciS("basic-auth-password", "json", t, hciL(pw), u)
}

func hciPercyCI() Sample {
	tok := hciPercy()
	t := hciJoin(
		"visual:",
		"  stage: test",
		"  image: cypress/browsers:latest",
		"  variables:",
		"    PERCY_TOKEN: \""+tok+"\"",
		"    PERCY_BRANCH: $CI_COMMIT_REF_NAME",
		"  script:",
		"    - npx percy exec -- cypress run --spec 'cypress/e2e/visual/**'",
	)
	return hciS("percy-token", "yaml", t, hciL(tok))
}

func hciApplitoolsCfg() Sample {
	k := hciApplit()
	app := hciCap(pick(hciProducts)) + " Web"
	t := hciJoin(
		"// applitools.config.js",
		"module.exports = {",
		"  apiKey: '"+k+"',",
		"  appName: '"+app+"',",
		"  batchName: '"+hciP("Nightly visual", "PR visual check", "Release "+hciVer())+"',",
		"  testConcurrency: "+fmt.Sprint(hciR(2, 20))+",",
		"  browser: [{ width: 1280, height: 800, name: '"+pick(hciBrowsers)+"' }],",
		"};",
	)
	return hciS("applitools-api-key", "javascript", t, hciL(k), app)
}

func hciCypressRecord() Sample {
	k := hciUUID()
	pid := rnd(lower+digits, 6)
	t := hciJoin(
		"$ npx cypress run --record --key "+k+" --parallel --ci-build-id "+hciBuildNo(),
		"",
		"====================================================================================================",
		"",
		"  (Run Starting)",
		"",
		"  ┌────────────────────────────────────────────────────────────────────────────────────────────────┐",
		fmt.Sprintf("  │ Cypress:        %-79s│", "13."+fmt.Sprint(hciR(0, 17))+".0"),
		fmt.Sprintf("  │ Browser:        %-79s│", "Electron 118 (headless)"),
		fmt.Sprintf("  │ Specs:          %-79s│", fmt.Sprint(hciR(4, 90))+" found"),
		fmt.Sprintf("  │ Params:         %-79s│", "Tag: false, Group: false, Parallel: true"),
		fmt.Sprintf("  │ Run URL:        %-79s│", "https://cloud.cypress.io/projects/"+pid+"/runs/"+fmt.Sprint(hciR(100, 9000))),
		"  └────────────────────────────────────────────────────────────────────────────────────────────────┘",
	)
	return hciS("cypress-record-key", "shell", t, hciL(k), pid)
}

func hciMailtrapSMTP() Sample {
	u, pw := rnd(hexs, 14), rnd(hexs, 14)
	t := hciJoin(
		"# config/environments/test.rb -- emails from the e2e run go to Mailtrap",
		"config.action_mailer.smtp_settings = {",
		"  address: 'sandbox.smtp.mailtrap.io',",
		"  port: 2525,",
		"  user_name: '"+u+"',",
		"  password: '"+pw+"',",
		"  authentication: :login",
		"}",
	)
	return hciS("smtp-password", "ruby", t, hciL(pw), u)
}

func hciDeviceFarm() Sample {
	id, sec := hciAKIA(), hciAWSSecret()
	reg := "us-west-2"
	t := hciJoin(
		"$ aws configure --profile devicefarm",
		"AWS Access Key ID [None]: "+id,
		"AWS Secret Access Key [None]: "+sec,
		"Default region name [None]: "+reg,
		"Default output format [None]: json",
		"$ aws devicefarm list-projects --profile devicefarm --region "+reg,
	)
	if hciCoin() {
		t = hciJoin(
			"# ~/.aws/credentials on the mac mini in the device lab",
			"[devicefarm-qa]",
			"aws_access_key_id = "+id,
			"aws_secret_access_key = "+sec,
		)
	}
	return hciS("aws-access-key", "shell", t, hciL(id, sec))
}

func hciSonarProps() Sample {
	tok := hciSonar()
	key := hciP("acme", "kwiatex", "fintrail") + ":" + pick(hciProducts) + "-e2e"
	t := hciJoin(
		"sonar.projectKey="+key,
		"sonar.sources=src",
		"sonar.tests=tests",
		"sonar.javascript.lcov.reportPaths=coverage/lcov.info",
		"sonar.host.url=https://sonar."+hciDomain(),
		hciP("sonar.login=", "sonar.token=")+tok,
	)
	return hciS("sonarqube-token", "properties", t, hciL(tok), key)
}

func hciGHTokenWorkflow() Sample {
	tok := hciP(hciGHP(), hciGHPat())
	t := hciJoin(
		"      - name: Publish Allure report to gh-pages",
		"        if: always()",
		"        run: |",
		"          git clone https://x-access-token:"+tok+"@github.com/"+hciP("acme", "kwiatex", "fintrail")+"-qa/test-reports.git reports",
		"          cp -r allure-report reports/"+pick(hciProducts)+"/${{ github.run_number }}",
		"          cd reports && git add . && git commit -m \"report ${{ github.run_number }}\" && git push",
	)
	return hciS("github-token", "ci-yaml", t, hciL(tok))
}

func hciNpmrc() Sample {
	tok := hciNpm()
	scope := "@" + hciP("acme", "kwiatex", "fintrail") + "-qa"
	t := hciJoin(
		"# .npmrc - needed for "+scope+"/test-utils",
		scope+":registry=https://registry.npmjs.org/",
		"//registry.npmjs.org/:_authToken="+tok,
	)
	return hciS("npm-token", "ini", t, hciL(tok), scope)
}

func hciTestRailCfg() Sample {
	u, k := hciEmail(), rnd(alnum+"-", hciR(20, 30))
	t := hciJoin(
		"# testrail.cfg for trcli",
		"[testrail]",
		"host = https://"+hciP("acme", "kwiatex", "fintrail")+".testrail.io",
		"project = "+hciCap(pick(hciProducts)),
		"username = "+u,
		hciP("key", "password")+" = "+k,
		"title = Automated run "+hciDate(),
	)
	return hciS("testrail-api-key", "ini", t, hciL(k), u)
}

func hciSlackReporter() Sample {
	h := hciSlackHook()
	ch := "#" + hciP("qa-results", "e2e-alerts", "nightly-runs", "test-reports")
	t := hciJoin(
		"// playwright.config.ts",
		"reporter: [",
		"  ['html', { open: 'never' }],",
		"  ['./reporters/slack-reporter.ts', {",
		"    webhookUrl: '"+h+"',",
		"    channel: '"+ch+"',",
		"    onlyFailures: "+hciP("true", "false")+",",
		"  }],",
		"],",
	)
	return hciS("slack-webhook", "typescript", t, hciL(h), ch)
}

func hciTeamsReporter() Sample {
	h := hciTeamsHook()
	t := hciJoin(
		"post {",
		"    failure {",
		"        // notify QA channel in Teams",
		"        office365ConnectorSend webhookUrl: '"+h+"',",
		"            message: \"E2E failed on ${env.BRANCH_NAME} (#${env.BUILD_NUMBER})\",",
		"            status: 'Failure'",
		"    }",
		"}",
	)
	return hciS("teams-webhook", "groovy", t, hciL(h))
}

func hciFirebaseDist() Sample {
	tok := hciFirebase()
	app := "1:" + rnd(digits, 12) + ":android:" + rnd(hexs, 16)
	t := hciJoin(
		"$ firebase appdistribution:distribute app/build/outputs/apk/qa/app-qa.apk \\",
		"    --app "+app+" \\",
		"    --groups \"qa-team, "+hciP("beta-testers", "pm", "support")+"\" \\",
		"    --token \""+tok+"\"",
		"i  uploading binary...",
		"✔  uploaded new release "+hciVer()+" ("+hciBuildNo()+") successfully!",
	)
	return hciS("firebase-token", "shell", t, hciL(tok), app)
}

func hciGitlabCurl() Sample {
	tok := hciGlpat()
	pid := fmt.Sprint(hciR(1000, 99999))
	t := hciJoin(
		"trigger the e2e pipeline on another branch from your machine:",
		"",
		"curl --request POST --header \"PRIVATE-TOKEN: "+tok+"\" \\",
		"  \"https://gitlab."+hciDomain()+"/api/v4/projects/"+pid+"/pipeline?ref="+hciP("develop", "release/"+hciVer(), "main")+"\"",
		"",
		hciP("(my token, pls don't abuse 😅)", "token is the qa-bot one", "works from VPN only"),
	)
	return hciS("gitlab-token", "markdown", t, hciL(tok), pid)
}

func hciXrayImport() Sample {
	u, tok := hciEmail(), hciAtlassian()
	key := hciP("QA", "SHOP", "MOB") + "-" + fmt.Sprint(hciR(100, 999))
	t := hciJoin(
		"# import junit results to Xray test execution "+key,
		"curl -H \"Content-Type: multipart/form-data\" \\",
		"  -u "+u+":"+tok+" \\",
		"  -F \"file=@target/surefire-reports/TEST-suite.xml\" \\",
		"  \"https://"+hciP("acme", "kwiatex")+".atlassian.net/rest/raven/1.0/import/execution/junit?testExecKey="+key+"\"",
	)
	return hciS("atlassian-api-token", "shell", t, hciL(tok), u, key)
}

func hciSlackBotCfg() Sample {
	tok := hciSlackBot()
	ch := "C0" + rnd(upper+digits, 9)
	t := hciJoin(
		"# reporter settings (tests/report_bot.yaml)",
		"slack:",
		"  bot_token: "+tok,
		"  channel_id: "+ch,
		"  mention_on_failure: \"@qa-oncall\"",
	)
	return hciS("slack-bot-token", "yaml", t, hciL(tok), ch)
}
