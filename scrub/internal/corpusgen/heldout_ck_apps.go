package main

import (
	"fmt"
	"strings"
)

// Accounting, payroll and payment software: API keys, client secrets, tokens, webhooks.

func hckXeroID() string { return strings.ToUpper(rnd(hexs, 32)) }

func hckQBRefresh() string { return "AB11" + rnd(digits, 13) + rnd(alnum, 33) }

func hckStripe() string {
	if hckCoin() {
		return pick([]string{"sk_live_", "rk_live_"}) + rnd(alnum, 24)
	}
	return pick([]string{"sk_live_51", "rk_live_51"}) + rnd(alnum, 97)
}

func hckAWSID() string {
	return pick([]string{"AKIA", "ASIA"}) + rnd("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)
}

func hckSlackHook() string {
	return "https://hooks.slack.com/services/T" + rnd(upper+digits, hckN(8, 10)) + "/B" + rnd(upper+digits, hckN(8, 10)) + "/" + rnd(alnum, 24)
}

var hckAppSecrets = []hckTpl{
	func() Sample {
		id, sec := hckXeroID(), rnd(b64url, 48)
		t := fmt.Sprintf("# xero sync for practice dashboard\nXERO_CLIENT_ID=%s\nXERO_CLIENT_SECRET=%s\nXERO_REDIRECT_URI=https://%s/callback\nXERO_SCOPES=\"openid profile email accounting.transactions offline_access\"",
			id, sec, pick([]string{"dash.fletcher-accounts.co.uk", "localhost:5000", "portal.hughes-bookkeeping.com"}))
		return hckS("xero-client-secret", "env", t, []string{sec}, id)
	},
	func() Sample {
		at, rt := hckJWT(), rnd(hexs, 64)
		ten := hckUUID()
		t := fmt.Sprintf("{\n  \"id_token\": null,\n  \"access_token\": \"%s\",\n  \"expires_in\": 1800,\n  \"token_type\": \"Bearer\",\n  \"refresh_token\": \"%s\",\n  \"scope\": \"accounting.transactions accounting.contacts offline_access\",\n  \"xero_tenant_id\": \"%s\"\n}",
			at, rt, ten)
		return hckS("xero-token", "json", t, []string{at, rt}, ten)
	},
	func() Sample {
		cid := "AB" + rnd(alnum, 48)
		sec := rnd(alnum, 40)
		realm := "9130" + rnd(digits, 15)
		t := fmt.Sprintf("from intuitlib.client import AuthClient\n\nauth_client = AuthClient(\n    client_id=\"%s\",\n    client_secret=\"%s\",\n    environment=\"production\",\n    redirect_uri=\"https://%s/qbo/callback\",\n)\nREALM_ID = \"%s\"  # %s",
			cid, sec, pick([]string{"books.okafor-reid.com", "127.0.0.1:8000"}), realm, pick(hckENFirm))
		return hckS("qbo-client-secret", "python", t, []string{sec}, cid, realm)
	},
	func() Sample {
		rt := hckQBRefresh()
		t := fmt.Sprintf("%s: QBO connection for %s dropped again (refresh token expired after 100 days)\n%s: reauthorised, new refresh token is %s – paste it into the sync sheet\n%s: done 👍",
			pick(hckENFirst), pick(hckENFirm), pick(hckENFirst), rt, pick(hckENFirst))
		return hckS("qbo-refresh-token", "chat", t, []string{rt})
	},
	func() Sample {
		cid, sec := rnd(hexs, 32), rnd(hexs, 32)
		t := fmt.Sprintf("datev:\n  environment: production\n  client_id: %s\n  client_secret: %s\n  berater_nr: %s\n  mandanten:\n    - %s\n    - %s",
			cid, sec, rnd(digits, 7), rnd(digits, 5), rnd(digits, 5))
		return hckS("datev-client-secret", "yaml", t, []string{sec}, cid)
	},
	func() Sample {
		tok := rnd(hexs, 32)
		t := fmt.Sprintf("$ curl -s 'https://my.sevdesk.de/api/v1/Voucher?limit=%d&status=100' \\\n    -H 'Authorization: %s' | jq '.objects | length'\n%d",
			hckN(10, 100), tok, hckN(0, 60))
		return hckS("sevdesk-token", "shell", t, []string{tok})
	},
	func() Sample {
		key := rnd(b64url, hckN(40, 48))
		t := fmt.Sprintf("Hallo %s,\n\nfür den Belegimport aus lexoffice habe ich einen API-Schlüssel erzeugt:\n\n%s\n\nGültig bis %s. Bitte nur für den Abgleich mit DATEV verwenden.\n\nLG %s",
			pick(hckDEFirst), key, hckDate(), pick(hckDEFirst))
		return hckS("lexoffice-key", "mail", t, []string{key})
	},
	func() Sample {
		at, cs := hckUUID(), rnd(alnum, 10)
		t := fmt.Sprintf("<?php\n// Fortnox-integration för %s\nreturn [\n    'fortnox' => [\n        'access_token'  => '%s',\n        'client_secret' => '%s',\n        'base_url'      => 'https://api.fortnox.se/3/',\n    ],\n];",
			pick(hckSVFirm), at, cs)
		return hckS("fortnox-token", "php", t, []string{at, cs})
	},
	func() Sample {
		id := "eaccounting" + rnd(lower, 6)
		sec := rnd(alnum+"-", 36)
		t := fmt.Sprintf("{\n  \"Visma\": {\n    \"ClientId\": \"%s\",\n    \"ClientSecret\": \"%s\",\n    \"Scopes\": \"ea:api offline_access ea:sales\"\n  },\n  \"Logging\": { \"LogLevel\": { \"Default\": \"Warning\" } }\n}",
			id, sec)
		return hckS("visma-client-secret", "json", t, []string{sec}, id)
	},
	func() Sample {
		pw := hckPw()
		user := pick([]string{"sa", "sage_ro", "Manager", "sageuser"})
		host := pick([]string{"SRV-BUERO\\SAGE", "sage01.local", "10.0.0." + fmt.Sprint(hckN(2, 250))})
		t := fmt.Sprintf("<connectionStrings>\n  <add name=\"Sage50\" connectionString=\"Server=%s;Database=%s;User Id=%s;Password=%s;TrustServerCertificate=true\" />\n</connectionStrings>",
			host, pick([]string{"SAGE50_2024", "Accounts", "Company_" + rnd(digits, 3)}), user, pw)
		return hckS("db-password", "xml", t, []string{pw}, host)
	},
	func() Sample {
		sec := rnd(alnum, hckN(32, 44))
		cid := rnd(hexs, 32) + "/" + hckUUID()
		t := fmt.Sprintf("SAGE_CLIENT_ID=%s\nSAGE_CLIENT_SECRET=%s\nSAGE_REGION=%s",
			cid, sec, pick([]string{"uk", "de", "ie"}))
		return hckS("sage-client-secret", "env", t, []string{sec}, cid)
	},
	func() Sample {
		k := hckStripe()
		f, _, firm := hckWho("en")
		t := fmt.Sprintf("Hi,\n\nFor the Stripe reconciliation – here is the key our web guy gave me: %s\nThe payouts go to the Starling account. Let me know if you need anything else for %s.\n\n%s",
			k, firm, f)
		return hckS("stripe-secret-key", "mail", t, []string{k}, firm)
	},
	func() Sample {
		tok := "live_" + rnd(b64url, 40)
		t := fmt.Sprintf("[gocardless]\nenvironment = \"live\"\naccess_token = \"%s\"\ncreditor_id = \"CR%s\"\n\n[export]\nformat = \"datev\"",
			tok, strings.ToUpper(rnd(upper+digits, 12)))
		return hckS("gocardless-token", "toml", t, []string{tok})
	},
	func() Sample {
		cid, sec := rnd(hexs, 24), rnd(hexs, 30)
		t := fmt.Sprintf("PLAID_ENV=production\nPLAID_CLIENT_ID=%s\nPLAID_SECRET=%s\nPLAID_PRODUCTS=transactions",
			cid, sec)
		return hckS("plaid-secret", "env", t, []string{sec}, cid)
	},
	func() Sample {
		cid := "A" + rnd(b64url, 79)
		sec := "E" + rnd(b64url, 79)
		t := fmt.Sprintf("%s: paypal export for the shop is a mess, can you pull it via the API?\n%s: sure, need REST app creds\n%s: client id %s\nsecret %s",
			pick(hckENFirst), pick(hckENFirst), pick(hckENFirst), cid, sec)
		return hckS("paypal-secret", "chat", t, []string{sec}, cid)
	},
	func() Sample {
		id, sec := hckAWSID(), rnd(alnum+"/+", 40)
		t := fmt.Sprintf("$ aws configure --profile mandanten-backup\nAWS Access Key ID [None]: %s\nAWS Secret Access Key [None]: %s\nDefault region name [None]: eu-central-1\nDefault output format [None]: json\n$ aws s3 sync ./Mandanten s3://kanzlei-%s-backup --profile mandanten-backup",
			id, sec, strings.ToLower(hckASCII(pick(hckDELast))))
		return hckS("aws-key", "shell", t, []string{id, sec})
	},
	func() Sample {
		tok := "ghp_" + rnd(alnum, 36)
		org := "kanzlei-" + strings.ToLower(hckASCII(pick(hckDELast)))
		t := fmt.Sprintf("$ git remote -v\norigin\thttps://buchhaltung:%s@github.com/%s/payroll-scripts.git (fetch)\norigin\thttps://buchhaltung:%s@github.com/%s/payroll-scripts.git (push)",
			tok, org, tok, org)
		return hckS("github-token", "shell", t, []string{tok})
	},
	func() Sample {
		u := hckSlackHook()
		t := fmt.Sprintf("import requests\n\nWEBHOOK = \"%s\"\n\ndef remind(client, due):\n    requests.post(WEBHOOK, json={\"text\": f\"VAT return for {client} due {due}\"})",
			u)
		return hckS("slack-webhook", "python", t, []string{u})
	},
	func() Sample {
		u := "https://" + strings.ToLower(hckASCII(pick(hckENLast))) + "accounts.webhook.office.com/webhookb2/" + hckUUID() + "@" + hckUUID() + "/IncomingWebhook/" + rnd(hexs, 32) + "/" + hckUUID() + "/V2" + rnd(b64url, 40)
		t := fmt.Sprintf("# posts payroll run summary to the Teams channel\n$hook = '%s'\n$body = @{ text = \"Payroll for $month submitted to HMRC (RTI)\" } | ConvertTo-Json\nInvoke-RestMethod -Uri $hook -Method Post -Body $body -ContentType 'application/json'",
			u)
		return hckS("teams-webhook", "powershell", t, []string{u})
	},
	func() Sample {
		u := fmt.Sprintf("https://hooks.zapier.com/hooks/catch/%s/%s/", rnd(digits, 7), rnd(lower+digits, 6))
		t := fmt.Sprintf("Automations (wiki)\n\n- New receipt in Dext → Zap posts to %s → row in \"Receipts %d\" sheet\n- Anyone with this URL can add rows, so keep it internal.\n- Owner: %s",
			u, hckN(2024, 2026), pick(hckENFirst))
		return hckS("zapier-webhook", "wiki", t, []string{u})
	},
	func() Sample {
		k := "AIza" + rnd(b64url, 35)
		t := fmt.Sprintf("// Apps Script – reads the client deadlines sheet\nconst API_KEY = '%s';\nconst SHEET_ID = '%s';\nfunction fetchDeadlines() {\n  const url = `https://sheets.googleapis.com/v4/spreadsheets/${SHEET_ID}/values/A1:F200?key=${API_KEY}`;\n  return UrlFetchApp.fetch(url);\n}",
			k, rnd(b64url, 44))
		return hckS("google-api-key", "javascript", t, []string{k})
	},
	func() Sample {
		k := "SG." + rnd(b64url, 22) + "." + rnd(b64url, 43)
		t := fmt.Sprintf("payslips:\n  sender: lohn@%s.de\n  smtp:\n    host: smtp.sendgrid.net\n    port: 587\n    user: apikey\n    password: %s",
			strings.ToLower(hckASCII(pick(hckDELast))), k)
		return hckS("sendgrid-key", "yaml", t, []string{k})
	},
	func() Sample {
		cid, sec := hckUUID(), rnd(alnum, 48)
		t := fmt.Sprintf("Personio-API (Lohnexport) für %s\nClient-ID: %s\nClient-Secret: %s\nRechte: Mitarbeiter lesen, Abwesenheiten lesen",
			pick(hckDEFirm), cid, sec)
		return hckS("payroll-api-secret", "note", t, []string{sec}, cid)
	},
	func() Sample {
		k := rnd(alnum, 32)
		t := fmt.Sprintf("DEXT_API_KEY=%s\nDEXT_ACCOUNT=%s\nPUBLISH_TO=xero", k, rnd(digits, 6))
		return hckS("dext-key", "env", t, []string{k})
	},
	func() Sample {
		sec := rnd(b64url, 48)
		sha := rnd(hexs, 7)
		t := fmt.Sprintf("commit %s\n\n    move xero creds to env\n\ndiff --git a/sync/config.py b/sync/config.py\n--- a/sync/config.py\n+++ b/sync/config.py\n@@ -3,3 +3,3 @@\n XERO_CLIENT_ID = \"%s\"\n-XERO_CLIENT_SECRET = \"%s\"\n+XERO_CLIENT_SECRET = os.environ[\"XERO_CLIENT_SECRET\"]",
			sha+rnd(hexs, 33), hckXeroID(), sec)
		return hckS("xero-client-secret", "diff", t, []string{sec})
	},
	func() Sample {
		jwt := hckJWT()
		tid := rnd(digits, 1) + "-" + rnd(hexs, 8) + "-" + rnd(hexs, 24)
		t := fmt.Sprintf("%s DEBUG qbo.client GET https://quickbooks.api.intuit.com/v3/company/%s/query?query=select%%20*%%20from%%20Invoice\n%s DEBUG qbo.client headers={'Accept': 'application/json', 'Authorization': 'Bearer %s'}\n%s INFO  qbo.client 200 intuit_tid=%s",
			hckISO()+"T09:1"+fmt.Sprint(hckN(0, 9)), "9130"+rnd(digits, 15), hckISO(), jwt, hckISO(), tid)
		return hckS("bearer-token", "log", t, []string{jwt}, "intuit_tid="+tid)
	},
	func() Sample {
		key := strings.Join([]string{rnd(upper+digits, 5), rnd(upper+digits, 5), rnd(upper+digits, 5), rnd(upper+digits, 5), rnd(upper+digits, 5)}, "-")
		t := fmt.Sprintf("Lizenz %s (%s Arbeitsplätze) – für Neuinstallation am Empfangsrechner\nLizenzschlüssel: %s\nKundennummer: %s",
			pick([]string{"Lexware buchhaltung pro", "Lexware lohn+gehalt", "WISO Mein Büro"}), fmt.Sprint(hckN(1, 5)), key, rnd(digits, 8))
		return hckS("licence-key", "note", t, []string{key})
	},
	func() Sample {
		lic := rnd(digits, 4) + "-" + rnd(digits, 4) + "-" + rnd(digits, 4) + "-" + rnd(digits, 3)
		prod := rnd(digits, 3) + "-" + rnd(digits, 3)
		t := fmt.Sprintf("Reinstalling QuickBooks Desktop %s on the new laptop for %s.\nLicense number: %s\nProduct number: %s\nDon't share the licence number outside the office – it's the paid seat.",
			pick([]string{"Pro Plus 2024", "Premier Accountant 2023", "Enterprise 24.0"}), pick(hckENFirm), lic, prod)
		return hckS("licence-key", "note", t, []string{lic}, prod)
	},
	func() Sample {
		tok := hckUUID()
		t := fmt.Sprintf("# Wise business – daily statement pull for %s\nWISE_API_TOKEN=%s\nWISE_PROFILE_ID=%s",
			pick(hckENFirm), tok, rnd(digits, 8))
		return hckS("wise-token", "env", t, []string{tok})
	},
	func() Sample {
		seed := rnd(b32, pick([]int{16, 32}))
		shown := seed
		if hckCoin() {
			var g []string
			for i := 0; i < len(seed); i += 4 {
				g = append(g, strings.ToLower(seed[i:i+4]))
			}
			shown = strings.Join(g, " ")
		}
		t := fmt.Sprintf("Shared practice login for %s (the one the partners use)\nuser: practice@%s.co.uk\n2FA: authenticator set-up key %s – add it to the office phone too\n",
			pick([]string{"Xero HQ", "QuickBooks Online Accountant", "Dext Practice"}), strings.ToLower(hckASCII(pick(hckENLast))), shown)
		return hckS("totp-seed", "note", t, []string{shown})
	},
	func() Sample {
		var codes []string
		n := hckN(3, 5)
		for i := 0; i < n; i++ {
			codes = append(codes, rnd(digits, 4)+" "+rnd(digits, 4))
		}
		t := fmt.Sprintf("Backup codes – admin@%s.se (Google Workspace, byråns admin)\n\n%s\n\nVarje kod kan användas en gång. Förvara utskriften i kassaskåpet.",
			strings.ToLower(hckASCII(pick(hckSVLast))), strings.Join(codes, "\n"))
		return hckS("recovery-code", "note", t, codes)
	},
}

var hckAppTraps = []hckTpl{
	func() Sample {
		t := fmt.Sprintf("# copy to .env and fill in\nXERO_CLIENT_ID=%s\nXERO_CLIENT_SECRET=<your-client-secret>\nXERO_REDIRECT_URI=http://localhost:5000/callback", hckXeroID())
		return hckT("trap-placeholder", "env", t)
	},
	func() Sample {
		t := fmt.Sprintf("[\n  {\n    \"id\": \"%s\",\n    \"authEventId\": \"%s\",\n    \"tenantId\": \"%s\",\n    \"tenantType\": \"ORGANISATION\",\n    \"tenantName\": \"%s\"\n  }\n]",
			hckUUID(), hckUUID(), hckUUID(), pick(hckENFirm))
		return hckT("trap-tenant-id", "json", t)
	},
	func() Sample {
		t := fmt.Sprintf("QBO company %s (realm %s): invoice %d SyncToken %d, customer ref %d, total %d.%02d",
			pick(hckENFirm), "9130"+rnd(digits, 15), hckN(1000, 9999), hckN(0, 12), hckN(1, 400), hckN(50, 9000), hckN(0, 99))
		return hckT("trap-realm-id", "log", t)
	},
	func() Sample {
		t := fmt.Sprintf("datev:\n  client_id: %s\n  client_secret: vault:secret/data/kanzlei/datev#client_secret\n  berater_nr: %s", rnd(hexs, 32), rnd(digits, 7))
		return hckT("trap-vault-reference", "yaml", t)
	},
	func() Sample {
		t := fmt.Sprintf("<script src=\"https://js.stripe.com/v3/\"></script>\n<script>\n  const stripe = Stripe('pk_live_%s');\n  // invoice payment page for %s\n</script>", rnd(alnum, 99), pick(hckENFirm))
		return hckT("trap-publishable-key", "html", t)
	},
	func() Sample {
		t := "name: nightly-qbo-sync\non:\n  schedule:\n    - cron: \"" + fmt.Sprint(hckN(0, 59)) + " 2 * * *\"\njobs:\n  sync:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - run: python sync.py\n        env:\n          QBO_CLIENT_ID: ${{ secrets.QBO_CLIENT_ID }}\n          QBO_CLIENT_SECRET: ${{ secrets.QBO_CLIENT_SECRET }}\n          QBO_REFRESH_TOKEN: ${{ secrets.QBO_REFRESH_TOKEN }}"
		return hckT("trap-secret-reference", "yaml", t)
	},
	func() Sample {
		t := fmt.Sprintf("services:\n  belegsync:\n    image: registry.kanzlei.local/belegsync:%d.%d.%d\n    environment:\n      SEVDESK_TOKEN: ${SEVDESK_TOKEN}\n      LEXOFFICE_API_KEY: ${LEXOFFICE_API_KEY}\n    restart: unless-stopped", hckN(1, 3), hckN(0, 20), hckN(0, 9))
		return hckT("trap-env-reference", "yaml", t)
	},
	func() Sample {
		t := fmt.Sprintf("%s WARN xero.sync 429 Too Many Requests tenant=%s correlation-id=%s retry-after=%d\n%s INFO xero.sync retrying request_id=%s",
			hckISO(), hckUUID(), hckUUID(), hckN(1, 60), hckISO(), rnd(hexs, 32))
		return hckT("trap-request-id", "log", t)
	},
	func() Sample {
		a, b := rnd(digits, 8), rnd(digits, 4)
		t := fmt.Sprintf("$ sha256sum EXTF_Buchungsstapel_%s.csv SIE4_%s.se\n%s  EXTF_Buchungsstapel_%s.csv\n%s  SIE4_%s.se",
			a, b, rnd(hexs, 64), a, rnd(hexs, 64), b)
		return hckT("trap-checksum", "shell", t)
	},
	func() Sample {
		t := fmt.Sprintf("%s: where does the deadline bot post from?\n%s: Slack incoming webhook, https://hooks.slack.com/services/T000/B000/XXXXXXXXXXXX in the docs, the real one is in the team vault\n%s: ta",
			pick(hckENFirst), pick(hckENFirst), pick(hckENFirst))
		return hckT("trap-masked-webhook", "chat", t)
	},
	func() Sample {
		t := fmt.Sprintf("commit %s\nAuthor: %s <%s>\n\n    Rotate Xero client secret\n\n    Old secret revoked in the developer portal; new one only in the\n    deployment environment. No code change needed.",
			rnd(hexs, 40), pick(hckENFirst)+" "+pick(hckENLast), strings.ToLower(pick(hckENFirst))+"@"+strings.ToLower(pick(hckENLast))+"-accounts.co.uk")
		return hckT("trap-commit-sha", "commit", t)
	},
	func() Sample {
		t := fmt.Sprintf("$ docker pull ghcr.io/kanzlei-it/datev-bridge:%d.%d\n%d.%d: Pulling from kanzlei-it/datev-bridge\nDigest: sha256:%s\nStatus: Downloaded newer image for ghcr.io/kanzlei-it/datev-bridge:%d.%d",
			2, 4, 2, 4, rnd(hexs, 64), 2, 4)
		return hckT("trap-image-digest", "shell", t)
	},
	func() Sample {
		t := fmt.Sprintf("{\n  \"item_id\": \"%s\",\n  \"institution_id\": \"ins_%d\",\n  \"request_id\": \"%s\",\n  \"client_id\": \"%s\"\n}",
			rnd(alnum, 37), hckN(1, 130000), rnd(alnum, 15), rnd(hexs, 24))
		return hckT("trap-plaid-ids", "json", t)
	},
	func() Sample {
		t := fmt.Sprintf("Backup bucket: arn:aws:s3:::kanzlei-%s-backup\nRole: arn:aws:iam::%s:role/MandantenBackup\nAccount ID: %s\nRegion: eu-central-1\nKeys: only via SSO, no static keys",
			strings.ToLower(hckASCII(pick(hckDELast))), rnd(digits, 12), rnd(digits, 12))
		return hckT("trap-arn", "note", t)
	},
	func() Sample {
		t := fmt.Sprintf("QuickBooks Desktop %s\nProduct number: %s-%s\nRelease: R%dP\nLicense: on the sticker in the box (ask %s)",
			pick([]string{"Pro 2024", "Premier 2023"}), rnd(digits, 3), rnd(digits, 3), hckN(3, 15), pick(hckENFirst))
		return hckT("trap-product-number", "note", t)
	},
	func() Sample {
		t := fmt.Sprintf("Ärende #%d – Fortnox-kopplingen för %s slutade fungera.\nLogg: Access-Token: [REDACTED], Client-Secret: ********\nFelkod %d, \"Invalid access token\". Kunden får godkänna integrationen igen.",
			hckN(1000, 9999), pick(hckSVFirm), 2000000+hckN(0, 999))
		return hckT("trap-masked-token", "ticket", t)
	},
	func() Sample {
		t := fmt.Sprintf("Mit freundlichen Grüßen\n%s %s\nSteuerberatung\n<img alt=\"Logo\" src=\"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAA%s\">",
			pick(hckDEFirst), pick(hckDELast), rnd(alnum+"+/", hckN(120, 200)))
		return hckT("trap-base64-image", "mail", t)
	},
}
