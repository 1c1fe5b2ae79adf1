package main

// Salesforce-side traps: the same layouts and labels as the secrets, with no secret in them.

import (
	"fmt"
	"strings"
)

var hdgTrapGens = []hdgGen{
	{5, func() Sample { // sf org list
		co := hdgCo()
		var b strings.Builder
		b.WriteString("$ sf org list\n\n     ALIAS    USERNAME                                ORG ID             STATUS\n ──── ──────── ─────────────────────────────────────── ────────────────── ─────────\n")
		for i, a := range []string{"prod", "uat", "dev-" + hdgLower(hdgName())}[:hdgIn(2, 3)] {
			mark := "  "
			if i == 0 {
				mark = "🌳"
			}
			fmt.Fprintf(&b, " %s %-8s %-39s %s Connected\n", mark, a, hdgEmail(co), hdgOrgID()+hdgRnd(upper, 3))
		}
		return hdgTrap("trap-org-list", "shell", b.String())
	}},
	{5, func() Sample { // org display json filtered
		co := hdgCo()
		t := fmt.Sprintf("$ sf org display -o prod --json | jq '.result | {id, username, instanceUrl, apiVersion, connectedStatus}'\n{\n  \"id\": \"%s\",\n  \"username\": \"%s\",\n  \"instanceUrl\": \"https://%s\",\n  \"apiVersion\": \"%s.0\",\n  \"connectedStatus\": \"Connected\"\n}",
			hdgOrgID()+hdgRnd(upper, 3), hdgSFUser(co), hdgMyDomain(co), hdgNum(58, 62))
		return hdgTrap("trap-org-display", "shell", t)
	}},
	{6, func() Sample { // .env.example
		t := fmt.Sprintf("# copy to .env and fill in\nSF_LOGIN_URL=https://test.salesforce.com\nSF_USERNAME=%s\nSF_PASSWORD=%s\nSF_SECURITY_TOKEN=%s\nSF_CLIENT_ID=\nSF_CLIENT_SECRET=\n",
			hdgPick("you@company.com.uat", "<integration user>", "integration@example.com"),
			hdgPick("<your password>", "changeme", "********", "your-password-here"),
			hdgPick("<token from the reset email>", "xxxxxxxxxxxxxxxxxxxxxxxx", "", "REPLACE_ME"))
		return hdgTrap("trap-env-placeholder", "env", t)
	}},
	{5, func() Sample { // github actions secrets refs
		t := fmt.Sprintf("jobs:\n  validate:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - name: Auth\n        run: |\n          echo \"${{ secrets.SFDX_AUTH_URL_%s }}\" > ./auth.txt\n          sf org login sfdx-url -f ./auth.txt -a target\n          rm ./auth.txt\n      - run: sf project deploy validate -o target --test-level RunLocalTests --wait %d",
			hdgPick("UAT", "PROD", "QA"), hdgIn(30, 90))
		return hdgTrap("trap-secret-reference", "yaml", t)
	}},
	{5, func() Sample { // token reset chat, no value
		t := fmt.Sprintf("%s: INVALID_LOGIN again on the %s job\n%s: I reset the security token for %s, it went to the integration mailbox. Grab it from there and update the connector, don't paste it here pls\n%s: ok 👍",
			hdgName(), hdgPick("Fivetran", "Boomi", "Data Loader", "Workato"), hdgName(), hdgSFUser(hdgCo()), hdgName())
		return hdgTrap("trap-token-talk", "chat", t)
	}},
	{5, func() Sample { // password policy wiki
		t := fmt.Sprintf("## Password policies (Setup → Password Policies)\n\n| Setting | Value |\n|---|---|\n| User passwords expire in | %d days |\n| Enforce password history | %d passwords remembered |\n| Minimum password length | %d |\n| Password complexity | Must include alpha, numeric and special characters |\n| Maximum invalid login attempts | %d |\n| Lockout effective period | %d minutes |\n\nAPI-only integration users are exempt from expiry (profile setting \"Password never expires\").",
			[]int{60, 90, 180}[rng.IntN(3)], hdgIn(3, 10), hdgIn(10, 16), hdgIn(3, 10), []int{15, 30, 60}[rng.IntN(3)])
		return hdgTrap("trap-password-policy", "wiki", t)
	}},
	{5, func() Sample { // setup audit trail csv
		co := hdgCo()
		var b strings.Builder
		b.WriteString("Date,User,Source Namespace Prefix,Action,Section,Delegate User\n")
		for i := 0; i < hdgIn(3, 5); i++ {
			act := hdgPick("Reset password for "+hdgSFUser(co), "Changed password policy: minimum length from 8 to 12",
				"Reset security token for "+hdgSFUser(co), "Changed Consumer Secret for connected app HubSpot Bridge", "Unlocked user "+hdgEmail(co))
			fmt.Fprintf(&b, "\"%s %s:00 CET\",%s,,\"%s\",Manage Users,\n", hdgDate(), hdgTime(), hdgEmail(co), act)
		}
		return hdgTrap("trap-audit-trail", "csv", b.String())
	}},
	{5, func() Sample { // login history csv
		co := hdgCo()
		var b strings.Builder
		b.WriteString("Login Time,Username,Source IP,Login Type,Status,Application,Login URL\n")
		for i := 0; i < hdgIn(3, 6); i++ {
			st := hdgPick("Success", "Invalid Password", "Failed: API security token required", "Success", "User is Frozen")
			fmt.Fprintf(&b, "%s %s,%s,%s,Remote Access 2.0,%s,%s,login.salesforce.com\n", hdgDate(), hdgTime(), hdgSFUser(co), hdgIP(), st,
				hdgPick("Data Loader Bulk", "Salesforce CLI", "HubSpot", "Boomi", "Browser"))
		}
		return hdgTrap("trap-login-history", "csv", b.String())
	}},
	{5, func() Sample { // data loader success csv
		var b strings.Builder
		b.WriteString("\"ID\",\"NAME\",\"OWNERID\",\"STATUS\"\n")
		for i := 0; i < hdgIn(3, 6); i++ {
			fmt.Fprintf(&b, "\"%s\",\"%s %s\",\"%s\",\"Item Updated\"\n", hdgRecID("001"), hdgPick("Acme", "Globex", "Helio", "Orbis", "Kestrel"), hdgPick("GmbH", "Ltd", "Inc", "SAS", "BV"), hdgRecID("005"))
		}
		return hdgTrap("trap-record-ids", "csv", b.String())
	}},
	{5, func() Sample { // INVALID_LOGIN log
		t := fmt.Sprintf("%s %s ERROR [sf-sync] login failed for %s: INVALID_LOGIN: Invalid username, password, security token; or user locked out. (requestId=%s)\n%s %s INFO  [sf-sync] retry %d/5 in %ds",
			hdgDate(), hdgTime(), hdgSFUser(hdgCo()), hdgRnd(hdgAlnum, 22), hdgDate(), hdgTime(), hdgIn(1, 4), hdgIn(10, 120))
		return hdgTrap("trap-login-error", "log", t)
	}},
	{6, func() Sample { // connected app: key only
		ck := hdgConsumerKey()
		t := fmt.Sprintf("## Connected App: %s\n\n**Consumer Key:** `%s`\n**Consumer Secret:** stored in %s (entry \"%s connected app\"). To view it in Setup you need the email verification code.\n\nCallback: https://%s/oauth/callback",
			hdgPick("Warehouse ELT", "CI Deploy", "HubSpot Bridge", "Gong"), ck, hdgPick("1Password", "Vault", "Azure Key Vault", "Bitwarden"), hdgPick("SF", "Salesforce"), hdgPick("app.", "sync.", "etl.")+hdgCo()+".com")
		return hdgTrap("trap-consumer-key", "markdown", t)
	}},
	{5, func() Sample { // curl env refs
		t := fmt.Sprintf("curl -s \"$SF_INSTANCE_URL/services/data/v%s.0/query?q=SELECT+Id,Name+FROM+Account+LIMIT+%d\" \\\n  -H \"Authorization: Bearer $SF_ACCESS_TOKEN\" | jq '.records[].Name'", hdgNum(58, 62), hdgIn(5, 50))
		return hdgTrap("trap-env-reference", "shell", t)
	}},
	{5, func() Sample { // web-to-lead html
		org := hdgOrgID()
		t := fmt.Sprintf("<form action=\"https://webto.salesforce.com/servlet/servlet.WebToLead?encoding=UTF-8&orgId=%s\" method=\"POST\">\n  <input type=hidden name=\"oid\" value=\"%s\">\n  <input type=hidden name=\"retURL\" value=\"https://www.%s.com/thanks\">\n  <label for=\"email\">Email</label><input id=\"email\" maxlength=\"80\" name=\"email\" size=\"20\" type=\"text\" />\n  <input type=\"submit\" name=\"submit\">\n</form>", org, org, hdgCo())
		return hdgTrap("trap-web-to-lead-oid", "html", t)
	}},
	{4, func() Sample { // package install link
		p := "04t" + hdgRnd(hdgAlnum, 12)
		t := fmt.Sprintf("Install the managed package into the sandbox first:\nhttps://test.salesforce.com/packaging/installPackage.apexp?p0=%s\nVersion %d.%d, subscriber package version id %s. Installation key is NOT needed for this one.", p, hdgIn(1, 4), hdgIn(0, 30), p)
		return hdgTrap("trap-package-id", "chat", t)
	}},
	{5, func() Sample { // apex named credential
		t := fmt.Sprintf("HttpRequest req = new HttpRequest();\nreq.setEndpoint('callout:%s/api/v1/orders');\nreq.setHeader('X-Api-Key', '{!$Credential.%s.apiKey}');\nreq.setHeader('Authorization', 'Basic {!$Credential.%s}');\nreq.setMethod('GET');\nHttpResponse res = new Http().send(req);",
			hdgPick("ERP_Orders", "HubSpot_API", "Stripe_API"), hdgPick("ErpCred", "HubSpotCred"), hdgPick("BasicAuth", "AuthorizationHeaderValue"))
		return hdgTrap("trap-named-credential-ref", "code", t)
	}},
	{5, func() Sample { // redacted token response
		org := hdgOrgID()
		t := fmt.Sprintf("{\n  \"access_token\": \"%s\",\n  \"instance_url\": \"https://%s\",\n  \"id\": \"https://login.salesforce.com/id/%s/%s\",\n  \"token_type\": \"Bearer\",\n  \"issued_at\": \"%d\"\n}",
			hdgPick(org+"!"+strings.Repeat("*", hdgIn(12, 30)), "[REDACTED]", "<redacted>", org+"!AQ…(truncated)"), hdgMyDomain(hdgCo()), org, hdgRecID("005"), hdgIn(1700000000, 1790000000)*1000)
		return hdgTrap("trap-redacted-token", "json", t)
	}},
	{5, func() Sample { // public cert
		t := fmt.Sprintf("Upload this certificate to the connected app (Use digital signatures). The matching server.key stays on the CI runner.\n\n%s", hdgCert())
		return hdgTrap("trap-public-cert", "wiki", t)
	}},
	{5, func() Sample { // bulk api job json
		t := fmt.Sprintf("{\n  \"id\": \"%s\",\n  \"operation\": \"upsert\",\n  \"object\": \"Contact\",\n  \"createdById\": \"%s\",\n  \"createdDate\": \"%sT%s:00.000+0000\",\n  \"state\": \"%s\",\n  \"externalIdFieldName\": \"HubSpot_Id__c\",\n  \"concurrencyMode\": \"Parallel\",\n  \"numberRecordsProcessed\": %d,\n  \"apiVersion\": %s.0\n}",
			hdgRecID("750"), hdgRecID("005"), hdgDate(), hdgTime(), hdgPick("JobComplete", "Failed", "InProgress"), hdgIn(0, 90000), hdgNum(58, 62))
		return hdgTrap("trap-bulk-job", "json", t)
	}},
	{5, func() Sample { // deploy output
		t := fmt.Sprintf("$ sf project deploy start -o uat -x manifest/package.xml --test-level RunLocalTests\nDeploy ID: %s\nStatus: Succeeded | ████████████████████ | %d/%d Components | Tests: %d/%d passing\nElapsed time: %dm %ds\nTest coverage: %d%%",
			"0Af"+hdgRnd(hdgAlnum, 15), hdgIn(20, 90), hdgIn(90, 120), hdgIn(100, 300), hdgIn(300, 400), hdgIn(1, 12), hdgIn(0, 59), hdgIn(75, 95))
		return hdgTrap("trap-deploy-output", "shell", t)
	}},
	{5, func() Sample { // sandbox refresh notes
		t := fmt.Sprintf("Sandbox refresh %s – %s\n- Refreshed from prod, emails scrambled (.invalid suffix)\n- Log in with your prod username + \".%s\" and your prod password; MFA as usual\n- Integration user passwords were NOT copied; ask %s to set them in the vault\n- Named credentials point at the ERP test system now",
			hdgDate(), hdgSandbox(), hdgSandbox(), hdgName())
		return hdgTrap("trap-sandbox-notes", "meeting-notes", t)
	}},
	{4, func() Sample { // trusted IP ranges
		var b strings.Builder
		b.WriteString("| Start IP | End IP | Description |\n|---|---|---|\n")
		for i := 0; i < hdgIn(2, 4); i++ {
			ip := hdgIP()
			fmt.Fprintf(&b, "| %s | %s | %s |\n", ip, ip[:strings.LastIndex(ip, ".")]+".254", hdgPick("Office VPN", "Boomi atom", "Data Loader VM", "Fivetran egress"))
		}
		b.WriteString("\nUsers logging in from these ranges don't need the security token appended to the password.")
		return hdgTrap("trap-ip-ranges", "markdown-table", b.String())
	}},
	{4, func() Sample { // debug log session removed
		t := fmt.Sprintf("%s 09:%02d:%02d.%03d (%d)|USER_DEBUG|[%d]|DEBUG|session: SESSION_ID_REMOVED\n%s 09:%02d:%02d.%03d (%d)|CALLOUT_RESPONSE|[%d]|System.HttpResponse[Status=OK, StatusCode=200]",
			hdgDate(), hdgIn(0, 59), hdgIn(0, 59), hdgIn(0, 999), hdgIn(100000, 999999), hdgIn(10, 90), hdgDate(), hdgIn(0, 59), hdgIn(0, 59), hdgIn(0, 999), hdgIn(100000, 999999), hdgIn(10, 90))
		return hdgTrap("trap-session-removed", "log", t)
	}},
	{4, func() Sample { // apex getSessionId
		t := "public with sharing class MetadataHelper {\n    public static String sessionId() {\n        // only works in Visualforce context, returns null for Lightning\n        return UserInfo.getSessionId();\n    }\n    public static String apiUrl() {\n        return URL.getOrgDomainUrl().toExternalForm() + '/services/data/v" + hdgNum(58, 62) + ".0';\n    }\n}"
		return hdgTrap("trap-apex-session-call", "code", t)
	}},
	{5, func() Sample { // password changed email
		t := fmt.Sprintf("From: Salesforce <noreply@salesforce.com>\nSubject: Your Salesforce password has been changed\n\nThe password for %s was changed on %s at %s. If you didn't make this change, contact your administrator immediately.\n\nThank you,\nSalesforce", hdgSFUser(hdgCo()), hdgDate(), hdgTime())
		return hdgTrap("trap-password-notice", "mail", t)
	}},
	{5, func() Sample { // ticket: reset done without value
		t := fmt.Sprintf("[%s] Can't log in to %s sandbox\n\n%s: Reset your password, you should have a reset link in your inbox (valid 24h). New password must be at least %d characters and can't match your last %d.\nStatus: Waiting for customer",
			hdgTicket(), hdgSandbox(), hdgName(), hdgIn(10, 14), hdgIn(3, 5))
		return hdgTrap("trap-reset-talk", "ticket", t)
	}},
	{4, func() Sample { // process-conf with oauth, no password
		t := fmt.Sprintf("<entry key=\"sfdc.endpoint\" value=\"https://%s\"/>\n<entry key=\"sfdc.username\" value=\"%s\"/>\n<!-- password is read from the Windows Credential Manager entry SFDC_DL, not stored here -->\n<entry key=\"sfdc.oauth.Production.clientid\" value=\"%s\"/>\n<entry key=\"process.operation\" value=\"upsert\"/>\n<entry key=\"sfdc.externalIdField\" value=\"ERP_Id__c\"/>",
			hdgMyDomain(hdgCo()), hdgSFUser(hdgCo()), hdgConsumerKey())
		return hdgTrap("trap-dataloader-config", "xml", t)
	}},
	{4, func() Sample { // salesforce order/invoice
		t := fmt.Sprintf("Salesforce order confirmation\nOrder number: %s\nContract: %s\nOrg ID: %s\nProducts: Sales Cloud Enterprise × %d, Platform Starter × %d\nInvoice %s due %s", hdgRnd(hdgDigits, 8), hdgRnd(hdgDigits, 10), hdgOrgID(), hdgIn(10, 400), hdgIn(5, 60), "INV-"+hdgRnd(hdgDigits, 7), hdgDate())
		return hdgTrap("trap-order-numbers", "mail", t)
	}},
}
