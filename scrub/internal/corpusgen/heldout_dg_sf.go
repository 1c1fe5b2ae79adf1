package main

// Salesforce administration samples with secrets: integration users, security tokens,
// connected apps, sandboxes, CLI auth.

import "fmt"

var hdgSFGens = []hdgGen{
	{7, func() Sample { // slack chat: pw + token for integration user
		co := hdgCo()
		u, pw := hdgSFUser(co), hdgPassword()
		tok, ts := hdgMaybeTok("not needed, the connector's IP range is allowlisted")
		who := hdgName()
		t := fmt.Sprintf("%s  %s\nhey, I set up the integration user for the %s sync\nuser: %s\npw: %s\nsecurity token: %s\n%s  %s\nthx! will plug it into the connector %s",
			who, hdgTime(), hdgPick("HubSpot", "NetSuite", "Marketo", "Zendesk", "ERP"), u, pw, tok, hdgName(), hdgTime(),
			hdgPick("now", "after lunch", "tmrw morning", "🙏"))
		return hdgMk("sf-password-token", "chat", t, append([]string{pw}, ts...), u)
	}},
	{6, func() Sample { // email: sandbox refreshed
		co, sbx := hdgCo(), hdgSandbox()
		u := hdgEmail(co) + "." + sbx
		pw := hdgPassword()
		t := fmt.Sprintf("Subject: %s sandbox refreshed – test logins\n\nHi all,\n\nthe %s sandbox was refreshed from production on %s. Log in at https://%s (or test.salesforce.com).\n\nShared tester login:\n  Username: %s\n  Password: %s\n\nPlease don't change the password, %s people share it. Email deliverability is set to System email only.\n\nCheers,\n%s\nCRM Platform Team",
			sbx, hdgLower(sbx), hdgDate(), hdgSandboxHost(co, sbx), u, pw, hdgNum(4, 15), hdgName())
		return hdgMk("sandbox-password", "mail", t, []string{pw}, u, hdgSandboxHost(co, sbx))
	}},
	{7, func() Sample { // .env
		co := hdgCo()
		u, pw := hdgSFUser(co), hdgPassword()
		tok, ts := hdgMaybeTok("")
		t := fmt.Sprintf("# salesforce connection for the nightly sync\nSF_LOGIN_URL=https://%s\nSF_USERNAME=%s\nSF_PASSWORD=%s\nSF_SECURITY_TOKEN=%s\nSF_API_VERSION=%s.0\nLOG_LEVEL=%s\n",
			hdgPick("login.salesforce.com", "test.salesforce.com", hdgMyDomain(co)), u, pw, tok, hdgNum(55, 62), hdgPick("info", "debug"))
		return hdgMk("sf-password-token", "env", t, append([]string{pw}, ts...), u)
	}},
	{5, func() Sample { // simple_salesforce
		co := hdgCo()
		u, pw := hdgSFUser(co), hdgPassword()
		tok, ts := hdgMaybeTok("")
		t := fmt.Sprintf("from simple_salesforce import Salesforce\nimport pandas as pd\n\nsf = Salesforce(\n    username=\"%s\",\n    password=\"%s\",\n    security_token=\"%s\",\n    domain=\"%s\",\n)\n\nrows = sf.query_all(\"SELECT Id, Name, Industry FROM Account WHERE LastModifiedDate = LAST_N_DAYS:%d\")\ndf = pd.DataFrame(rows[\"records\"]).drop(columns=\"attributes\")\nprint(len(df))\n",
			u, pw, tok, hdgPick("login", "test"), hdgIn(1, 30))
		return hdgMk("sf-password-token", "code", t, append([]string{pw}, ts...), u)
	}},
	{5, func() Sample { // jsforce concatenated
		co := hdgCo()
		u, pw, tok := hdgSFUser(co), hdgPassword(), hdgSFToken()
		t := fmt.Sprintf("const jsforce = require('jsforce');\nconst conn = new jsforce.Connection({ loginUrl: 'https://%s' });\n\n// password + security token, IP range not whitelisted for the worker\nawait conn.login('%s', '%s%s');\nconsole.log('connected to', conn.instanceUrl);\n",
			hdgPick("login.salesforce.com", "test.salesforce.com"), u, pw, tok)
		return hdgMk("sf-password-token", "code", t, []string{pw + tok}, u)
	}},
	{6, func() Sample { // sfdx auth url
		co := hdgCo()
		r := hdgSFRefresh()
		host := hdgMyDomain(co)
		env := hdgPick("PROD", "UAT", "QA")
		t := fmt.Sprintf("$ sf org display --target-org %s --verbose --json | jq -r .result.sfdxAuthUrl\nforce://PlatformCLI::%s@%s\n$ gh secret set SFDX_AUTH_URL_%s --repo %s/salesforce-metadata < auth.txt\n✓ Set Actions secret SFDX_AUTH_URL_%s for %s/salesforce-metadata",
			hdgLower(env), r, host, env, co, env, co)
		return hdgMk("sfdx-auth-url", "shell", t, []string{r}, host)
	}},
	{5, func() Sample { // sf org display verbose
		co := hdgCo()
		org := hdgOrgID()
		at := hdgSFAccess(org)
		u := hdgSFUser(co)
		host := hdgMyDomain(co)
		t := fmt.Sprintf("=== Org Description\n\n KEY              VALUE\n ──────────────── ─────────────────────────────\n Access Token     %s\n Api Version      %s.0\n Client Id        PlatformCLI\n Connected Status Connected\n Id               %s\n Instance Url     https://%s\n Username         %s\n Alias            %s",
			at, hdgNum(58, 62), org, host, u, hdgPick("prod", "int", "devhub"))
		return hdgMk("sf-access-token", "shell", t, []string{at}, u, host)
	}},
	{4, func() Sample { // curl password grant
		co := hdgCo()
		ck, cs := hdgConsumerKey(), hdgConsumerSecret()
		u, pw, tok := hdgSFUser(co), hdgURLPass(), hdgSFToken()
		t := fmt.Sprintf("curl -s https://%s/services/oauth2/token \\\n  -d grant_type=password \\\n  -d client_id=%s \\\n  -d client_secret=%s \\\n  -d username=%s \\\n  -d password=%s%s | jq .",
			hdgPick("login.salesforce.com", "test.salesforce.com"), ck, cs, u, pw, tok)
		return hdgMk("sf-oauth-password-grant", "shell", t, []string{cs, pw + tok}, ck, u)
	}},
	{4, func() Sample { // token response JSON
		co := hdgCo()
		org := hdgOrgID()
		at, rt := hdgSFAccess(org), hdgSFRefresh()
		uid := hdgRecID("005")
		t := fmt.Sprintf("{\n  \"access_token\": \"%s\",\n  \"refresh_token\": \"%s\",\n  \"instance_url\": \"https://%s\",\n  \"id\": \"https://login.salesforce.com/id/%s/%s\",\n  \"token_type\": \"Bearer\",\n  \"issued_at\": \"%d\",\n  \"scope\": \"refresh_token api\"\n}",
			at, rt, hdgMyDomain(co), org, uid, hdgIn(1700000000, 1790000000)*1000)
		return hdgMk("sf-oauth-tokens", "json", t, []string{at, rt}, uid)
	}},
	{6, func() Sample { // connected app handover md
		ck, cs := hdgConsumerKey(), hdgConsumerSecret()
		app := hdgPick("HubSpot Bridge", "Tableau CRM Sync", "Boomi Integration", "Data Warehouse ELT", "Mule Orders API")
		t := fmt.Sprintf("## Connected App: %s\n\n- Callback URL: https://login.salesforce.com/services/oauth2/callback\n- OAuth scopes: api, refresh_token, offline_access\n- Permitted users: Admin approved users are pre-authorized\n- IP relaxation: %s\n\n**Consumer Key:** `%s`\n**Consumer Secret:** `%s`\n\nOwner: %s (RevOps). Rotate the secret every %d months.",
			app, hdgPick("Enforce IP restrictions", "Relax IP restrictions"), ck, cs, hdgName(), hdgIn(3, 12))
		return hdgMk("sf-consumer-secret", "markdown", t, []string{cs}, ck)
	}},
	{5, func() Sample { // frontdoor link
		co := hdgCo()
		org := hdgOrgID()
		at := hdgSFAccess(org)
		host := hdgMyDomain(co)
		t := fmt.Sprintf("%s: can't reproduce, here's a direct login as the integration user so you can look at the failing flow\nhttps://%s/secur/frontdoor.jsp?sid=%s&retURL=/lightning/setup/Flows/home\n%s: got in, thanks. link dies when the session expires right?",
			hdgName(), host, at, hdgName())
		return hdgMk("sf-session-link", "chat", t, []string{at}, host)
	}},
	{5, func() Sample { // JWT server.key in ticket
		ck := hdgConsumerKey()
		key := hdgPEM()
		u := hdgSFUser(hdgCo())
		t := fmt.Sprintf("%s: JWT bearer flow for CI fails with invalid_grant\n\nSteps: sf org login jwt --client-id %s --jwt-key-file server.key --username %s\n\nserver.key used by the pipeline:\n%s\n\nCert uploaded to the connected app on %s.",
			hdgTicket(), ck, u, key, hdgDate())
		return hdgMk("jwt-private-key", "ticket", t, []string{key}, ck, u)
	}},
	{4, func() Sample { // ticket: locked integration user
		co := hdgCo()
		u, pw := hdgSFUser(co), hdgPassword()
		tok, ts := hdgMaybeTok("not needed, the middleware IPs are in the trusted ranges")
		t := fmt.Sprintf("[%s] Integration user locked out\nStatus: Resolved\n\n%s (%s):\nUnlocked %s, set a new password: %s\nSecurity token: %s\nPlease update the %s connector, old creds stop working now.",
			hdgTicket(), hdgName(), hdgDate(), u, pw, tok, hdgPick("Informatica", "Fivetran", "Jitterbit", "MuleSoft", "Workato"))
		return hdgMk("sf-password-token", "ticket", t, append([]string{pw}, ts...), u)
	}},
	{4, func() Sample { // handover: several orgs
		co := hdgCo()
		p1, p2 := hdgPassword(), hdgPassword()
		u1, u2 := hdgSFUser(co), "admin@"+co+".com."+hdgSandbox()
		t := fmt.Sprintf("Handover – CRM admin (%s)\n\nOrgs\n1. Production – %s\n   api login: %s / pw %s\n2. Full sandbox – %s\n   admin: %s / pw %s (MFA off for this one, exception approved)\n\nOpen items: finish the Lead assignment rules, %s still waiting on the Territory model.",
			hdgName(), hdgMyDomain(co), u1, p1, hdgSandboxHost(co, hdgSandbox()), u2, p2, hdgName())
		return hdgMk("sf-password", "notes", t, []string{p1, p2}, u1, u2)
	}},
	{4, func() Sample { // markdown table of sandbox logins
		co := hdgCo()
		rows := ""
		var secs []string
		var keep []string
		for _, sb := range []string{"dev", "qa", "uat"}[:hdgIn(2, 3)] {
			u := "tester@" + co + ".com." + sb
			pw := hdgPassword()
			rows += fmt.Sprintf("| %s | %s | %s | %s |\n", sb, u, pw, hdgDate())
			secs = append(secs, pw)
			keep = append(keep, u)
		}
		t := "| Sandbox | Username | Password | Last refresh |\n|---|---|---|---|\n" + rows
		return hdgMk("sandbox-password", "markdown-table", t, secs, keep...)
	}},
	{4, func() Sample { // verification code email
		code := hdgRnd(hdgDigits, 5)
		u := hdgSFUser(hdgCo())
		t := fmt.Sprintf("From: Salesforce <noreply@salesforce.com>\nSubject: Verify your identity in Salesforce\n\nYou're trying to log in to Salesforce as %s. To finish logging in, enter this verification code:\n\nVerification Code: %s\n\nIf you didn't try to log in, contact your Salesforce admin.",
			u, code)
		return hdgMk("verification-code", "mail", t, []string{code}, u)
	}},
	{4, func() Sample { // TOTP seed
		seed := hdgTOTP()
		u := hdgSFUser(hdgCo())
		t := fmt.Sprintf("MFA for %s (shared API-only user, runbook in Confluence)\nWe registered a TOTP authenticator instead of Salesforce Authenticator so the on-call person can generate codes.\nSecret key: %s\nIssuer: Salesforce  Digits: 6  Period: 30s", u, seed)
		return hdgMk("totp-seed", "notes", t, []string{seed}, u)
	}},
	{5, func() Sample { // apex basic auth
		user, pw := hdgLower(hdgName())+"_api", hdgURLPass()
		t := fmt.Sprintf("public with sharing class ErpCallout {\n    public static HttpResponse pushOrder(String body) {\n        HttpRequest req = new HttpRequest();\n        req.setEndpoint('https://erp.%s.com/api/orders');\n        req.setMethod('POST');\n        Blob creds = Blob.valueOf('%s:%s');\n        req.setHeader('Authorization', 'Basic ' + EncodingUtil.base64Encode(creds));\n        req.setBody(body);\n        return new Http().send(req);\n    }\n}",
			hdgCo(), user, pw)
		return hdgMk("apex-hardcoded-password", "code", t, []string{pw}, user)
	}},
	{4, func() Sample { // apex api key constant
		key := hdgRnd(hdgAlnum, hdgIn(32, 40))
		t := fmt.Sprintf("// TODO move to Named Credential before go-live!!\npublic class AddressVerify {\n    private static final String API_KEY = '%s';\n    private static final String BASE = 'https://api.%s.com/v2/verify';\n\n    @future(callout=true)\n    public static void run(Id accountId) {\n        HttpRequest r = new HttpRequest();\n        r.setEndpoint(BASE + '?key=' + API_KEY);\n        r.setMethod('GET');\n        new Http().send(r);\n    }\n}",
			key, hdgPick("addresscheck", "geoverify", "postlookup"))
		return hdgMk("apex-api-key", "code", t, []string{key})
	}},
	{4, func() Sample { // debug log with OAuth header
		org := hdgOrgID()
		at := hdgSFAccess(org)
		t := fmt.Sprintf("%s 12:%02d:%02d.%03d (%d)|CALLOUT_REQUEST|[%d]|System.HttpRequest[Endpoint=https://%s/services/data/v%s.0/sobjects/Case, Method=POST]\n%s 12:%02d:%02d.%03d (%d)|USER_DEBUG|[%d]|DEBUG|headers: {Authorization=OAuth %s, Content-Type=application/json}",
			hdgDate(), hdgIn(0, 59), hdgIn(0, 59), hdgIn(0, 999), hdgIn(100000, 999999), hdgIn(10, 200), hdgMyDomain(hdgCo()), hdgNum(57, 62),
			hdgDate(), hdgIn(0, 59), hdgIn(0, 59), hdgIn(0, 999), hdgIn(100000, 999999), hdgIn(10, 200), at)
		return hdgMk("sf-access-token", "log", t, []string{at})
	}},
	{5, func() Sample { // German chat
		co := hdgCo()
		u, pw := hdgSFUser(co), hdgPassword()
		t := fmt.Sprintf("%s: Kannst du mir kurz die Zugangsdaten für den Integrationsuser in der Teilkopie geben?\n%s: Benutzer %s, Passwort %s – Sicherheitstoken brauchst du nicht, die IP von eurem Server ist freigeschaltet.\n%s: Super, danke!",
			hdgName(), hdgName(), u, pw, hdgName())
		return hdgMk("sf-password", "chat", t, []string{pw}, u)
	}},
	{4, func() Sample { // Spanish email
		co := hdgCo()
		u, pw := hdgSFUser(co), hdgPassword()
		tok, ts := hdgMaybeTok("no hace falta, la IP del servidor está en la lista de confianza")
		t := fmt.Sprintf("Hola %s,\n\nte paso los datos del usuario de integración para el sandbox de QA:\n\nUsuario: %s\nContraseña: %s\nToken de seguridad: %s\n\nCualquier duda me dices.\n\nSaludos,\n%s",
			hdgName(), u, pw, tok, hdgName())
		return hdgMk("sf-password-token", "mail", t, append([]string{pw}, ts...), u)
	}},
	{5, func() Sample { // Postman env
		co := hdgCo()
		ck, cs := hdgConsumerKey(), hdgConsumerSecret()
		u, pw := hdgSFUser(co), hdgPassword()
		t := fmt.Sprintf("{\n  \"name\": \"Salesforce %s\",\n  \"values\": [\n    {\"key\": \"url\", \"value\": \"https://%s\", \"enabled\": true},\n    {\"key\": \"clientId\", \"value\": \"%s\", \"enabled\": true},\n    {\"key\": \"clientSecret\", \"value\": \"%s\", \"enabled\": true},\n    {\"key\": \"username\", \"value\": \"%s\", \"enabled\": true},\n    {\"key\": \"password\", \"value\": \"%s\", \"enabled\": true}\n  ]\n}",
			hdgPick("UAT", "Prod", "Dev"), hdgMyDomain(co), ck, cs, u, pw)
		return hdgMk("sf-postman-env", "json", t, []string{cs, pw}, ck, u)
	}},
	{4, func() Sample { // Marketing Cloud installed package
		sub := hdgRnd(lower+hdgDigits, 28)
		cid, sec := hdgRnd(lower+hdgDigits, 24), hdgRnd(hdgAlnum, 24)
		t := fmt.Sprintf("marketing_cloud:\n  auth_base_uri: https://%s.auth.marketingcloudapis.com/\n  rest_base_uri: https://%s.rest.marketingcloudapis.com/\n  client_id: %s\n  client_secret: %s\n  account_id: %s\n",
			sub, sub, cid, sec, hdgNum(100000000, 999999999))
		return hdgMk("mc-client-secret", "yaml", t, []string{sec}, cid)
	}},
	{3, func() Sample { // Pardot user key
		key, pw := hdgRnd(hdgHexL, 32), hdgPassword()
		u := hdgEmail(hdgCo())
		t := fmt.Sprintf("Pardot legacy API (v3) still used by the webinar sync:\n  email=%s\n  password=%s\n  user_key=%s\nWe need to move this to the Salesforce OAuth flow before the v3 shutdown.",
			u, pw, key)
		return hdgMk("pardot-user-key", "notes", t, []string{pw, key}, u)
	}},
	{4, func() Sample { // diff adding creds
		co := hdgCo()
		u, pw := hdgSFUser(co), hdgPassword()
		t := fmt.Sprintf("diff --git a/config/salesforce.yml b/config/salesforce.yml\nindex %s..%s 100644\n--- a/config/salesforce.yml\n+++ b/config/salesforce.yml\n@@ -3,6 +3,8 @@ salesforce:\n   login_url: https://test.salesforce.com\n   api_version: \"%s.0\"\n+  username: %s\n+  password: \"%s\"\n   batch_size: %d\n   objects:\n     - Account",
			hdgRnd(hdgHexL, 7), hdgRnd(hdgHexL, 7), hdgNum(56, 62), u, pw, hdgIn(2, 10)*100)
		return hdgMk("sf-password", "diff", t, []string{pw}, u)
	}},
	{4, func() Sample { // commit message + diff removing token
		tok := hdgSFToken()
		sha := hdgRnd(hdgHexL, 40)
		t := fmt.Sprintf("commit %s\nAuthor: %s <%s>\n\n    remove hardcoded security token from sync script\n\ndiff --git a/scripts/sync_contacts.py b/scripts/sync_contacts.py\n-SF_TOKEN = \"%s\"\n+SF_TOKEN = os.environ[\"SF_TOKEN\"]",
			sha, hdgName(), hdgEmail(hdgCo()), tok)
		return hdgMk("sf-security-token", "diff", t, []string{tok}, sha)
	}},
	{4, func() Sample { // DBAmp ini
		co := hdgCo()
		u, pw := hdgSFUser(co), hdgPassword()
		tok, ts := hdgMaybeTok("")
		t := fmt.Sprintf("; DBAmp linked server settings (SQL01)\n[Salesforce]\nUserName=%s\nPassword=%s\nSecurityToken=%s\nLoginUrl=https://login.salesforce.com\nBulkAPI=1\n\n[SQL]\nServer=SQL01\\CRM\nDatabase=SalesforceBackups",
			u, pw, tok)
		return hdgMk("sf-password-token", "ini", t, append([]string{pw}, ts...), u)
	}},
	{4, func() Sample { // meeting notes
		co := hdgCo()
		pw := hdgPassword()
		u := "uat.tester@" + co + ".com.uat"
		t := fmt.Sprintf("UAT kickoff – %s\nAttendees: %s, %s, %s\n\n- Scope: Opportunity stages, new quote template, CPQ approvals\n- Testers log in with %s, pw %s (shared, reset after UAT)\n- Defects go into Jira board %s\n- Go/no-go on %s",
			hdgDate(), hdgName(), hdgName(), hdgName(), u, pw, hdgPick("CRMUAT", "SFQA"), hdgDate())
		return hdgMk("sandbox-password", "meeting-notes", t, []string{pw}, u)
	}},
	{4, func() Sample { // refresh token in terminal history
		rt := hdgSFRefresh()
		ck := hdgConsumerKey()
		cs := hdgConsumerSecret()
		secs := []string{rt, cs}
		if hdgP(50) {
			cs, secs = "$SF_CLIENT_SECRET", []string{rt}
		}
		t := fmt.Sprintf("$ export SF_REFRESH_TOKEN='%s'\n$ curl -s -X POST https://login.salesforce.com/services/oauth2/token \\\n    -d grant_type=refresh_token -d client_id=\"%s\" \\\n    -d client_secret=\"%s\" -d refresh_token=\"$SF_REFRESH_TOKEN\" | jq -r .access_token | cut -c1-8\n00D%s",
			rt, ck, cs, hdgRnd(hdgAlnum, 5))
		return hdgMk("sf-refresh-token", "shell", t, secs, ck)
	}},
	{4, func() Sample { // French chat with token only
		u, tok := hdgSFUser(hdgCo()), hdgSFToken()
		t := fmt.Sprintf("%s : le connecteur renvoie INVALID_LOGIN depuis ce matin\n%s : normal, j'ai changé le mot de passe hier et le jeton a été régénéré. Nouveau jeton de sécurité pour %s : %s\n%s : merci, je relance le job",
			hdgName(), hdgName(), u, tok, hdgName())
		return hdgMk("sf-security-token", "chat", t, []string{tok}, u)
	}},
	{5, func() Sample { // sf login access-token
		org := hdgOrgID()
		at := hdgSFAccess(org)
		host := hdgMyDomain(hdgCo())
		t := fmt.Sprintf("$ export SF_ACCESS_TOKEN='%s'\n$ sf org login access-token --instance-url https://%s --no-prompt -a hotfix\nSuccessfully authorized %s with org ID %s",
			at, host, hdgSFUser(hdgCo()), org)
		return hdgMk("sf-access-token", "shell", t, []string{at}, host)
	}},
	{5, func() Sample { // NamedCredential metadata with password
		u, pw := hdgLower(hdgName())+"_svc", hdgPassword()
		t := fmt.Sprintf("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<NamedCredential xmlns=\"http://soap.sforce.com/2006/04/metadata\">\n    <label>ERP Orders</label>\n    <endpoint>https://erp.%s.com/odata</endpoint>\n    <principalType>NamedUser</principalType>\n    <protocol>Password</protocol>\n    <username>%s</username>\n    <password>%s</password>\n    <generateAuthorizationHeader>true</generateAuthorizationHeader>\n</NamedCredential>",
			hdgCo(), u, pw)
		return hdgMk("named-credential-password", "xml", t, []string{pw}, u)
	}},
	{4, func() Sample { // heroku api key
		key := hdgUUID()
		t := fmt.Sprintf("Heroku Connect mappings are deployed from CI with the Heroku Platform API:\n\n  HEROKU_API_KEY=%s\n  HEROKU_APP=%s-connect-%s\n\n(key belongs to the bot account crm-deploy@%s.com)", key, hdgCo(), hdgPick("prod", "stg"), hdgCo())
		return hdgMk("heroku-api-key", "notes", t, []string{key})
	}},
	{5, func() Sample { // exchange service account for activity capture / lightning sync
		u, pw := "svc-sfsync@"+hdgCo()+".com", hdgPassword()
		t := fmt.Sprintf("Lightning Sync / Einstein Activity Capture – Exchange service account\n  Account: %s\n  Password: %s\n  Impersonation role granted on %s by %s\n  Exchange URL: https://outlook.office365.com/EWS/Exchange.asmx", u, pw, hdgDate(), hdgName())
		return hdgMk("exchange-password", "notes", t, []string{pw}, u)
	}},
	{5, func() Sample { // IMAP mailbox receiving token emails
		u, pw := "sf-tokens@"+hdgCo()+".com", hdgPassword()
		t := fmt.Sprintf("%s: all the security-token-reset mails for the API users go to the shared box %s, IMAP password is %s, if you need a new token just reset it and grab it from there", hdgName(), u, pw)
		return hdgMk("mailbox-password", "chat", t, []string{pw}, u)
	}},
	{5, func() Sample { // CRM Analytics snowflake connector
		pw := hdgPassword()
		acct := hdgRnd(lower, 2) + hdgRnd(hdgDigits, 5)
		t := fmt.Sprintf("CRM Analytics → Data Manager → Connections → New \"SFDC_SNOWFLAKE_MART\"\n  Account: %s\n  Warehouse: ANALYTICS_WH\n  Username: TCRM_READER\n  Password: %s\n  Role: CRM_READ\nSaved and tested OK (%s).", acct, pw, hdgDate())
		return hdgMk("snowflake-password", "notes", t, []string{pw}, "TCRM_READER")
	}},
}
