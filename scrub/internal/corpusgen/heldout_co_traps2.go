package main

import (
	"fmt"
	"strings"
)

// Traps in reports, notes, chats and configs: talk about credentials, references to where
// they live, placeholders, masked values and public identifiers.
func hcoTrapsB() []hcoGen {
	return []hcoGen{
		hcoTPolicyRemediation, hcoTVaultChat, hcoTComposeVars, hcoTJSPublishable, hcoTFindingsIDs,
		hcoTScopeMail, hcoTResetNotes, hcoTPhishTargets, hcoTBloodhound, hcoTAutocomplete,
		hcoTInvoice, hcoTMaskedToken, hcoTRedactDiff, hcoTJWTClaims, hcoTSprayPlan,
		hcoTK8sRefs, hcoTActionsRefs, hcoTEnvExample, hcoTAnsibleRefs, hcoTExecSummary,
		hcoTRetestFixed, hcoTCIRun, hcoTLootRedacted, hcoTDropBox, hcoTAskCreds, hcoTOAuthClient,
	}
}

func hcoTPolicyRemediation() Sample {
	t := fmt.Sprintf("Recommendation (AD-%02d)\n\n- Raise the minimum password length from %d to %d characters and enable a banned-password list that blocks the company name, seasons and years.\n- Enforce MFA for all remote access.\n- Rotate the passwords of every account found in the spray (listed in the confidential appendix, not in this document).\n- Service accounts: move to gMSA where possible.\n", hcoN(1, 30), hcoN(6, 8), hcoN(12, 16))
	return hcoTrap("trap-password-talk", "report-md", t)
}

func hcoTVaultChat() Sample {
	a, b := hcoTester(), hcoTester()
	t := fmt.Sprintf("%s: where did you put the creds for the %s jump box?\n%s: engagement KeePass, entry %s/%s. also the AWS keys are in vault at kv/engagements/%s/aws\n%s: 👍 not pasting anything in here\n", a, hcoCo(), b, strings.ToUpper(hcoCo()), hcoPick("jump01", "bastion", "citrix"), hcoCo(), a)
	return hcoTrap("trap-secret-reference", "chat", t)
}

func hcoTComposeVars() Sample {
	t := fmt.Sprintf("# docker-compose.yml (the client's fixed version, retest %s)\nservices:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: app\n      POSTGRES_PASSWORD: ${DB_PASSWORD}\n    secrets:\n      - db_root\nsecrets:\n  db_root:\n    file: /run/secrets/db_root\n", hcoDate())
	return hcoTrap("trap-env-reference", "yaml", t)
}

func hcoTJSPublishable() Sample {
	t := fmt.Sprintf("Info-only: main.%s.js contains\n  Stripe.setPublishableKey(\"pk_live_%s\")\n  googleClientId: \"%s-%s.apps.googleusercontent.com\"\nBoth are meant to be public; no secret keys were found in the bundle.\n", hcoHex(8), rnd(alnum, hcoN(24, 40)), rnd(digits, 12), rnd(lower+digits, 32))
	return hcoTrap("trap-publishable-key", "notes", t)
}

func hcoTFindingsIDs() Sample {
	t := "| ID | Title | CVSS 3.1 | Vector | Ref |\n|---|---|---|---|---|\n"
	for i := 0; i < hcoN(3, 5); i++ {
		t += fmt.Sprintf("| %s-%02d | %s | %d.%d | CVSS:3.1/AV:%s/AC:L/PR:%s/UI:N/S:U/C:H/I:H/A:%s | CVE-%d-%d |\n", hcoPick("EXT", "INT", "WEB"), hcoN(1, 40), hcoPick("Outdated Exchange", "Kerberoastable service account", "Default credentials on BMC", "SMB signing disabled", "Verbose errors"), hcoN(4, 9), rng.IntN(10), hcoPick("N", "A"), hcoPick("N", "L"), hcoPick("H", "N"), hcoN(2019, 2025), hcoN(1000, 49999))
	}
	return hcoTrap("trap-finding-id", "md-table", t)
}

func hcoTScopeMail() Sample {
	t := fmt.Sprintf("Subject: Scope confirmation - %s internal test\n\nIn scope: %s.0/24, %s.0/22\nOut of scope: production SCADA, the payroll SaaS\nWindow: %s, %d working days, 08:00-18:00 CET\nEmergency contact: %s %s, +44 7%s\nTest accounts will be handed over by phone on day 1; please do not e-mail passwords.\n", pick(hcoClients), strings.Join(strings.Split(hcoIP(), ".")[:3], "."), strings.Join(strings.Split(hcoIP(), ".")[:3], "."), hcoDate(), hcoN(5, 15), hcoCap(pick(hcoFirst)), hcoCap(pick(hcoLast)), rnd(digits, 9))
	return hcoTrap("trap-scope", "mail", t)
}

func hcoTResetNotes() Sample {
	u := pick(hcoSvc)
	t := fmt.Sprintf("Notes %s\n- client's helpdesk reset the password of %s at 14:%02d after our notification\n- we confirmed the old password no longer works\n- the new one was NOT shared with us (correct)\n- %s to update the finding status\n", hcoDate(), u, rng.IntN(60), hcoCap(hcoTester()))
	return hcoTrap("trap-password-talk", "notes", t)
}

func hcoTPhishTargets() Sample {
	t := "email,first_name,last_name,position,phone\n"
	for i := 0; i < hcoN(3, 5); i++ {
		f, l := pick(hcoFirst), pick(hcoLast)
		t += fmt.Sprintf("%s.%s@%s.example,%s,%s,%s,+1%s\n", f, l, hcoCo(), hcoCap(f), hcoCap(l), hcoPick("Accounts Payable", "HR", "IT Support", "Sales"), rnd(digits, 10))
	}
	return hcoTrap("trap-contact-list", "csv", t)
}

func hcoTBloodhound() Sample {
	d := hcoFQDN(hcoDom())
	t := fmt.Sprintf("Path to DA (BloodHound):\n%s@%s -[MemberOf]-> IT-HELPDESK@%s -[GenericAll]-> %s@%s -[AdminTo]-> %s.%s -[HasSession]-> ADM_%s@%s\nShortest path length %d; no credentials needed beyond our foothold user.\n", strings.ToUpper(hcoUser()), strings.ToUpper(d), strings.ToUpper(d), strings.ToUpper(pick(hcoSvc)), strings.ToUpper(d), hcoHost(), d, strings.ToUpper(hcoUser()), strings.ToUpper(d), hcoN(3, 7))
	return hcoTrap("trap-attack-path", "notes", t)
}

func hcoTAutocomplete() Sample {
	t := fmt.Sprintf("Issue: Password field with autofill enabled\nSeverity: Low   Confidence: Certain\nURL: https://%s.example/login\n\nThe page contains a form with a password field that does not set autocomplete=\"off\" / \"new-password\". Browsers may store the password in the user's profile.\n", hcoPick("portal.", "my.", "secure.")+hcoCo())
	return hcoTrap("trap-password-talk", "report-md", t)
}

func hcoTInvoice() Sample {
	t := fmt.Sprintf("Invoice INV-%d-%04d\nPO: %s\nServices: internal penetration test, %d days\nTotal: EUR %d,%03d.00\nPay to IBAN DE%s %s %s %s %s %s\nBIC %s\n", hcoN(2023, 2025), hcoN(1, 9999), "PO-"+rnd(digits, 7), hcoN(5, 20), hcoN(8, 60), rng.IntN(1000), rnd(digits, 2), rnd(digits, 4), rnd(digits, 4), rnd(digits, 4), rnd(digits, 4), rnd(digits, 2), rnd(upper, 6)+"XX")
	return hcoTrap("trap-iban", "mail", t)
}

func hcoTMaskedToken() Sample {
	p := hcoPick("ghp_", "xoxb-", "sk_live_", "glpat-", "AKIA")
	t := fmt.Sprintf("Evidence E-%02d: token found in CI logs, shown masked as required by the RoE: %s%s%s (first %d / last 4 characters kept). Validity confirmed on %s.\n", hcoN(1, 40), p, strings.Repeat("*", hcoN(12, 30)), rnd(alnum, 4), len(p), hcoDate())
	return hcoTrap("trap-masked-token", "report-md", t)
}

func hcoTRedactDiff() Sample {
	t := fmt.Sprintf("diff --git a/report/appendix-c.md b/report/appendix-c.md\n--- a/report/appendix-c.md\n+++ b/report/appendix-c.md\n@@ -%d,3 +%d,3 @@\n | %s | %s | Credentials in share |\n-| Evidence | see loot vault item %d |\n+| Evidence | [REDACTED - delivered separately] |\n", hcoN(10, 90), hcoN(10, 90), hcoHost(), pick(hcoSvc), hcoN(100, 999))
	return hcoTrap("trap-redacted", "diff", t)
}

func hcoTJWTClaims() Sample {
	t := fmt.Sprintf("Decoded claims of the session token (signature not shown, token itself not kept):\n{\n  \"sub\": \"%s\",\n  \"role\": \"user\",\n  \"iat\": %d,\n  \"exp\": %d\n}\nheader: {\"alg\":\"none\"} accepted by the API -> W-%02d (critical)\n", hcoUser(), 1700000000+rng.IntN(60000000), 1760000000+rng.IntN(9000000), hcoN(1, 20))
	return hcoTrap("trap-jwt-claims", "notes", t)
}

func hcoTSprayPlan() Sample {
	t := fmt.Sprintf("Spray plan (agreed with %s):\n- lockout threshold %d / observation window %d min -> max 1 attempt per user per %d min\n- candidate passwords: season+year, company name+digits, keyboard walks (list in engagement vault)\n- stop on first lockout and call the SOC\n", hcoCap(pick(hcoFirst)), hcoN(3, 10), hcoN(15, 60), hcoN(30, 90))
	return hcoTrap("trap-password-talk", "notes", t)
}

func hcoTK8sRefs() Sample {
	t := fmt.Sprintf("apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: %s\nspec:\n  template:\n    spec:\n      containers:\n        - name: app\n          env:\n            - name: DB_PASSWORD\n              valueFrom:\n                secretKeyRef:\n                  name: db-creds\n                  key: password\n            - name: API_TOKEN\n              valueFrom:\n                secretKeyRef: {name: api-keys, key: token}\n", hcoPick("orders-api", "billing", "web"))
	return hcoTrap("trap-secret-reference", "yaml", t)
}

func hcoTActionsRefs() Sample {
	t := fmt.Sprintf("# .github/workflows/deploy.yml - fixed after finding CI-%02d\njobs:\n  deploy:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: aws-actions/configure-aws-credentials@v4\n        with:\n          role-to-assume: arn:aws:iam::%s:role/gh-deploy\n          aws-region: eu-west-1\n      - run: ./deploy.sh\n        env:\n          SLACK_WEBHOOK: ${{ secrets.SLACK_WEBHOOK }}\n", hcoN(1, 20), rnd(digits, 12))
	return hcoTrap("trap-secret-reference", "yaml", t)
}

func hcoTEnvExample() Sample {
	t := fmt.Sprintf("# .env.example - copy to .env and change every value before deploying\nAPP_ENV=production\nDB_HOST=%s\nDB_USERNAME=app\nDB_PASSWORD=changeme\nMAIL_PASSWORD=<your-smtp-password>\nAPI_KEY=xxxxxxxxxxxxxxxx\n", hcoPick("localhost", "db", "127.0.0.1"))
	return hcoTrap("trap-placeholder", "env", t)
}

func hcoTAnsibleRefs() Sample {
	t := fmt.Sprintf("# group_vars/windows.yml after remediation\nansible_user: %s\nansible_password: \"{{ vault_winrm_password }}\"\nansible_become_pass: \"{{ lookup('community.hashi_vault.hashi_vault', 'secret=kv/data/ansible:become') }}\"\nansible_connection: winrm\n", pick(hcoSvc))
	return hcoTrap("trap-secret-reference", "yaml", t)
}

func hcoTExecSummary() Sample {
	t := fmt.Sprintf("Executive summary\n\n%s engaged us to test its internal network in %s over %d days. Starting from a standard user account, the team obtained domain administrator privileges within %d hours, mainly through password reuse and credentials stored in readable scripts. %d findings were rated high or critical. Passwords and keys recovered during the test are not reproduced in this report.\n", pick(hcoClients), hcoPick("January", "March", "May", "June", "September", "November")+" "+hcoPick("2023", "2024", "2025"), hcoN(5, 15), hcoN(4, 40), hcoN(2, 9))
	return hcoTrap("trap-password-talk", "report-md", t)
}

func hcoTRetestFixed() Sample {
	t := fmt.Sprintf("Retest %s - %s-%02d: REMEDIATED\nThe previously reported credential for %s no longer authenticates; the account now has a 25-character random password managed by LAPS / the PAM tool. No new credentials found in NETLOGON.\n", hcoDate(), hcoPick("AD", "INT"), hcoN(1, 30), pick(hcoSvc))
	return hcoTrap("trap-password-talk", "report-md", t)
}

func hcoTCIRun() Sample {
	t := fmt.Sprintf("Run #%d (build %s) on runner %s\n  job id: %s\n  artifact digest: sha256:%s\n  secrets in this job: masked by the CI (***)\n  TOKEN=***\n", hcoN(100, 9000), hcoHex(12), strings.ToLower(hcoHost()), hcoUUID(), hcoHex(64))
	return hcoTrap("trap-build-id", "log", t)
}

func hcoTLootRedacted() Sample {
	t := "host,service,username,password,source\n"
	for i := 0; i < hcoN(2, 4); i++ {
		t += fmt.Sprintf("%s,%s,%s,%s,%s\n", hcoIP(), hcoPick("smb", "mssql", "ssh"), hcoUser(), hcoPick("<vault>", "[REDACTED]", "********", "see KeePass"), hcoPick("spray", "lsa", "share"))
	}
	return hcoTrap("trap-masked-password", "csv", t)
}

func hcoTDropBox() Sample {
	t := fmt.Sprintf("Drop box for the on-site phase\n- device: Raspberry Pi 5, serial %s\n- shipped %s, tracking 1Z%s\n- MAC %s (client whitelisted it on port %s)\n- returns label in the box\n", hcoHexU(16), hcoDate(), rnd(upper+digits, 16), strings.ToUpper(strings.Join([]string{hcoHex(2), hcoHex(2), hcoHex(2), hcoHex(2), hcoHex(2), hcoHex(2)}, ":")), hcoPick("Gi1/0/14", "Fa0/7", "ge-0/0/3"))
	return hcoTrap("trap-serial", "notes", t)
}

func hcoTAskCreds() Sample {
	t := fmt.Sprintf("%s: anyone have the VPN creds for %s? mine expired\n%s: ask %s, she'll read them to you over the phone. don't put them in here\n%s: ok, also is the test account still %s or did they rename it\n", hcoTester(), hcoCap(hcoCo()), hcoTester(), hcoCap(pick(hcoFirst)), hcoTester(), "pt-"+hcoUser())
	return hcoTrap("trap-password-talk", "chat", t)
}

func hcoTOAuthClient() Sample {
	t := fmt.Sprintf("OAuth config observed in the SPA:\n  authority: https://login.microsoftonline.com/%s\n  client_id: %s\n  redirect_uri: https://app.%s.example/callback\nPKCE is used and no client secret is present in the front end (good).\n", hcoUUID(), hcoUUID(), hcoCo())
	return hcoTrap("trap-client-id", "notes", t)
}
