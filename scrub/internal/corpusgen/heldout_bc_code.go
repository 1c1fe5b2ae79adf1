package main

import (
	"fmt"
	"strings"
)

// Tokens in code, logs, stack traces, diffs and tables; chat hooks and payment keys.

func hbcCodePlan() []hbcPlanItem {
	return []hbcPlanItem{
		{12, hbcGenChatHooks},
		{12, hbcGenPayment},
		{12, hbcGenSaaSCode},
		{8, hbcGenJWT},
		{10, hbcGenLogsTraces},
		{8, hbcGenDiffs},
		{6, hbcGenTables},
	}
}

func hbcGenChatHooks() Sample {
	slackHook := "https://hooks.slack.com/services/T" + hbcR(upper+digits, 10) + "/B" + hbcR(upper+digits, 10) + "/" + hbcR(alnum, 24)
	dcHook := "https://discord.com/api/webhooks/" + hbcD(19) + "/" + hbcR(b64url, 68)
	tg := hbcTelegram()
	sb := hbcSlackBot()
	switch rng.IntN(8) {
	case 0:
		return hbcSec("chat-hook", "chat", fmt.Sprintf("post workshop alerts to %s", slackHook), slackHook[strings.LastIndex(slackHook, "/")+1:])
	case 1:
		return hbcSec("chat-hook", "shell", fmt.Sprintf("curl -X POST -H 'Content-type: application/json' --data '{\"text\":\"RO %s ready for QC\"}' %s", hbcD(6), slackHook), slackHook[strings.LastIndex(slackHook, "/")+1:])
	case 2:
		return hbcSec("chat-hook", "env", fmt.Sprintf("DISCORD_WEBHOOK_URL=%s", dcHook), dcHook[strings.LastIndex(dcHook, "/")+1:])
	case 3:
		return hbcSec("chat-hook", "python", fmt.Sprintf("requests.post(\"%s\", json={\"content\": f\"Rental {plate} returned with damage\"})", dcHook), dcHook[strings.LastIndex(dcHook, "/")+1:])
	case 4:
		return hbcSec("chat-hook", "shell", fmt.Sprintf("curl -s \"https://api.telegram.org/bot%s/sendMessage?chat_id=%s&text=Car%%20ready\"", tg, hbcD(9)), tg)
	case 5:
		return hbcSec("chat-hook", "chat", fmt.Sprintf("the telegram bot for customer texts is @%sBot, token %s", hbcP("Northgate", "Becker", "SpeedyRent"), tg), tg)
	case 6:
		return hbcSec("chat-hook", "yaml", fmt.Sprintf("slack:\n  bot_token: %s\n  channel: \"#parts-arrivals\"", sb), sb)
	default:
		return hbcSec("chat-hook", "js", fmt.Sprintf("const web = new WebClient(\"%s\");\nawait web.chat.postMessage({ channel: 'C0%s', text: 'Loan car back' });", sb, hbcR(upper+digits, 8)), sb)
	}
}

func hbcGenPayment() Sample {
	st := hbcStripeSecret()
	wh := "whsec_" + hbcR(alnum, 32)
	sq := "EAAA" + hbcR(b64url, 60)
	pp := hbcR(b64url, 80)
	switch rng.IntN(7) {
	case 0:
		return hbcSec("payment", "chat", fmt.Sprintf("stripe key for the deposit page is %s", st), st)
	case 1:
		return hbcSec("payment", "python", fmt.Sprintf("import stripe\nstripe.api_key = \"%s\"\nintent = stripe.PaymentIntent.create(amount=25000, currency=\"gbp\")", st), st)
	case 2:
		return hbcSec("payment", "env", fmt.Sprintf("STRIPE_WEBHOOK_SECRET=%s\nSTRIPE_API_VERSION=2024-06-20", wh), wh)
	case 3:
		return hbcSec("payment", "json", fmt.Sprintf("{\"square\": {\"environment\": \"production\", \"accessToken\": \"%s\", \"locationId\": \"L%s\"}}", sq, hbcR(upper+digits, 12)), sq)
	case 4:
		return hbcSec("payment", "notes", fmt.Sprintf("PayPal REST app 'RentalDeposits'\nclient id: A%s\nsecret: E%s", hbcR(b64url, 79), pp), "E"+pp)
	case 5:
		return hbcSec("payment", "ruby", fmt.Sprintf("Stripe.api_key = ENV.fetch('STRIPE_KEY', '%s')", st), st)
	default:
		return hbcSec("payment", "de-chat", fmt.Sprintf("Stripe-Schlüssel für die Anzahlungen: %s – bitte im Tresor ablegen", st), st)
	}
}

func hbcGenSaaSCode() Sample {
	k, name, vendor := hbcSaaS()
	switch rng.IntN(7) {
	case 0:
		return hbcSec("saas-key", "go", fmt.Sprintf("package notify\n\nconst %s = %q\n\nfunc Client() *http.Client { return &http.Client{Timeout: 10 * time.Second} }", hbcCamel(name), k), k)
	case 1:
		return hbcSec("saas-key", "csharp", fmt.Sprintf("var client = new %sClient(\"%s\");\nawait client.SendAsync(reminder); // MOT reminder", strings.ReplaceAll(vendor, " ", ""), k), k)
	case 2:
		return hbcSec("saas-key", "java", fmt.Sprintf("private static final String API_KEY = \"%s\"; // %s", k, vendor), k)
	case 3:
		return hbcSec("saas-key", "chat", fmt.Sprintf("%s: %s token is %s if you need it for the service-reminder script", hbcPerson(), vendor, k), k)
	case 4:
		return hbcSec("saas-key", "shell", fmt.Sprintf("export %s=%s\npython send_reminders.py --days 30", name, k), k)
	case 5:
		return hbcSec("saas-key", "properties", fmt.Sprintf("reminders.provider=%s\nreminders.api-key=%s\nreminders.batch-size=200", strings.ToLower(vendor), k), k)
	default:
		return hbcSec("saas-key", "fr-chat", fmt.Sprintf("Clé API %s pour les rappels d'entretien : %s", vendor, k), k)
	}
}

func hbcGenJWT() Sample {
	j := hbcJWT()
	switch rng.IntN(5) {
	case 0:
		return hbcSec("jwt", "http", fmt.Sprintf("POST /api/v3/repair-orders HTTP/1.1\nHost: dms-api.%s.example\nAuthorization: Bearer %s\nContent-Type: application/json", strings.ToLower(strings.Fields(hbcDealer())[0]), j), j)
	case 1:
		return hbcSec("jwt", "chat", fmt.Sprintf("session token from the OEM portal: %s — works for about an hour", j), j)
	case 2:
		return hbcSec("jwt", "shell", fmt.Sprintf("curl -H \"Authorization: Bearer %s\" https://%s/v1/fleet/positions", j, hbcHost()), j)
	case 3:
		return hbcSec("jwt", "har", fmt.Sprintf("{\"name\": \"authorization\", \"value\": \"Bearer %s\"}", j), j)
	default:
		return hbcSec("jwt", "log", fmt.Sprintf("INFO  auth  token refreshed: %s (dealer=%s)", j, hbcR(upper, 3)+hbcD(4)), j)
	}
}

func hbcGenLogsTraces() Sample {
	pw := hbcAnyPw()
	k := hbcAnyToken()
	host := hbcHost()
	switch rng.IntN(6) {
	case 0:
		s := hbcSec("log", "log", fmt.Sprintf("2025-03-%02d 07:%02d:01 INFO  Starting DMS bridge v4.%d\n2025-03-%02d 07:%02d:02 DEBUG config: {host: %s, user: dms_api, password: %s}\n2025-03-%02d 07:%02d:03 INFO  Connected", hbcIn(10, 28), hbcIn(10, 59), hbcIn(1, 9), hbcIn(10, 28), hbcIn(10, 59), host, pw, hbcIn(10, 28), hbcIn(10, 59)), pw)
		return hbcKeep(s, "INFO  Connected")
	case 1:
		return hbcSec("log", "stacktrace", fmt.Sprintf("Traceback (most recent call last):\n  File \"/opt/bridge/sync.py\", line %d, in pull\n    conn = pyodbc.connect(\"DSN=dms;UID=sa;PWD=%s\")\npyodbc.InterfaceError: ('28000', \"Login failed for user 'sa'.\")", hbcIn(20, 300), pw), pw)
	case 2:
		return hbcSec("log", "stacktrace", fmt.Sprintf("Exception in thread \"main\" com.dealer.ApiException: 401 Unauthorized (token=%s)\n\tat com.dealer.keyloop.Client.call(Client.java:%d)\n\tat com.dealer.keyloop.Sync.run(Sync.java:%d)", k, hbcIn(40, 200), hbcIn(10, 90)), k)
	case 3:
		return hbcSec("log", "log", fmt.Sprintf("[%s] WARN telematics: retrying with api_key=%s after 503", hbcP("fleet-01", "fleet-02"), k), k)
	case 4:
		return hbcSec("log", "journal", fmt.Sprintf("Mar %02d 06:%02d:11 %s dms-bridge[%d]: auth failed for dms_api using password '%s'", hbcIn(1, 28), hbcIn(10, 59), strings.Split(host, ".")[0], hbcIn(1000, 40000), pw), pw)
	default:
		s := hbcSec("log", "ci", fmt.Sprintf("Run ./deploy.sh\n+ export DEPLOY_TOKEN=%s\n+ ./upload --target %s\nUploaded 3 files\nDone in 4.2s", k, host), k)
		return hbcKeep(s, "Uploaded 3 files")
	}
}

func hbcGenDiffs() Sample {
	pw := hbcAnyPw()
	k := hbcAnyToken()
	switch rng.IntN(4) {
	case 0:
		s := hbcSec("diff", "diff", fmt.Sprintf("--- a/config/dms.yml\n+++ b/config/dms.yml\n@@ -3,4 +3,4 @@\n host: %s\n-password: ${DMS_PASSWORD}\n+password: %s\n timeout: 30", hbcHost(), pw), pw)
		return hbcKeep(s, "-password: ${DMS_PASSWORD}")
	case 1:
		return hbcSec("diff", "diff", fmt.Sprintf("diff --git a/.env.production b/.env.production\n@@ -1,3 +1,3 @@\n APP_ENV=production\n-API_TOKEN=\n+API_TOKEN=%s\n QUEUE=redis", k), k)
	case 2:
		return hbcSec("diff", "diff", fmt.Sprintf("@@ -12,7 +12,7 @@ def connect():\n-    pw = os.environ[\"DMS_PW\"]\n+    pw = \"%s\"  # TODO revert before merge\n     return dms.login(\"svc.adv\", pw)", pw), pw)
	default:
		return hbcSec("diff", "review", fmt.Sprintf("Review comment on line 18: you committed the real key (%s), please move it to the secret store and rotate it.", k), k)
	}
}

func hbcGenTables() Sample {
	p1, p2 := hbcAnyPw(), hbcAnyPw()
	u1, u2 := hbcUser(), hbcUser()
	switch rng.IntN(3) {
	case 0:
		return hbcSec("table", "markdown-table", fmt.Sprintf("| Bay | Device | Login | Password |\n|-----|--------|-------|----------|\n| 1 | Alignment rig | %s | %s |\n| 4 | Diag laptop | %s | %s |\n| 6 | Tyre changer | - | - |", u1, p1, u2, p2), p1, p2)
	case 1:
		return hbcSec("table", "csv", fmt.Sprintf("site;system;user;pass\n%s;%s;%s;%s\n%s;%s;%s;%s", hbcDealer(), hbcSystem(), u1, p1, hbcDealer(), hbcSystem(), u2, p2), p1, p2)
	default:
		return hbcSec("table", "tsv", fmt.Sprintf("Portal\tUsername\tPassword\tNotes\n%s\t%s\t%s\tshared\n%s\t%s\t%s\tparts only", hbcSystem(), u1, p1, hbcSystem(), u2, p2), p1, p2)
	}
}

func hbcCamel(name string) string {
	var b strings.Builder
	for _, w := range strings.Split(strings.ToLower(name), "_") {
		if w != "" {
			b.WriteString(strings.ToUpper(w[:1]) + w[1:])
		}
	}
	return b.String()
}
