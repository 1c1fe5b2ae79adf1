package main

// heldout-ai: payment providers, open banking, bank SFTP feeds, bookkeeping integrations,
// Excel VBA / Power Query connections and tax-portal logins.

import (
	"fmt"
	"strings"
)

func haiFin2Gens() []haiGen {
	return []haiGen{
		{8, haiPlaidSample},
		{7, haiAdyenSample},
		{8, haiStripeSample},
		{7, haiPayPalSample},
		{7, haiOpenBankingSample},
		{8, haiSFTPSample},
		{9, haiBookkeepingSample},
		{8, haiVBASample},
		{8, haiTaxPortalSample},
	}
}

func haiPlaidSample() Sample {
	cat := "plaid"
	cid, sec := haiHex(24), haiHex(30)
	env := haiP("sandbox", "development", "production")
	tok := "access-" + env + "-" + haiUUID()
	switch rng.IntN(6) {
	case 0:
		x := haiSec(cat, "env", fmt.Sprintf("PLAID_CLIENT_ID=%s\nPLAID_SECRET=%s\nPLAID_ENV=%s\nPLAID_PRODUCTS=transactions,auth", cid, sec, env), sec)
		return haiKeep(x, "PLAID_PRODUCTS=transactions,auth")
	case 1:
		return haiSec(cat, "shell", fmt.Sprintf("curl -X POST https://%s.plaid.com/transactions/sync -H 'Content-Type: application/json' -d '{\"client_id\": \"%s\", \"secret\": \"%s\", \"access_token\": \"%s\"}'", env, cid, sec, tok), sec, tok)
	case 2:
		return haiSec(cat, "chat", fmt.Sprintf("the access token for %s's Chase item is %s, stored it in the items table", haiName(), tok), tok)
	case 3:
		return haiSec(cat, "python", fmt.Sprintf("configuration = plaid.Configuration(\n    host=plaid.Environment.Production,\n    api_key={'clientId': '%s', 'secret': '%s'},\n)", cid, sec), sec)
	case 4:
		return haiSec(cat, "log", fmt.Sprintf("%s %s INFO sync: item=%s cursor=%s access_token=%s added=%d", haiDate(), haiTime(), haiR(alnum, 37), haiR(b64url, 20), tok, haiN(0, 300)), tok)
	default:
		return haiSec(cat, "prose-de", fmt.Sprintf("Plaid-Secret für Produktion: %s (Client-ID %s, die ist unkritisch)", sec, cid), sec)
	}
}

func haiAdyenSample() Sample {
	cat := "adyen"
	key := "AQE" + haiR(alnum, 3) + "Hmfx" + haiR(alnum+"+/", 90) + "=-" + haiR(alnum+"+/", 40) + "=-" + haiR(alnum+"<>[]{}%", 14)
	hmac := haiR(haiHexU, 64)
	merchant := strings.ReplaceAll(haiCo(), " ", "") + "ECOM"
	switch rng.IntN(5) {
	case 0:
		return haiSec(cat, "shell", fmt.Sprintf("curl https://checkout-test.adyen.com/v71/paymentMethods \\\n  -H 'x-API-key: %s' \\\n  -H 'content-type: application/json' \\\n  -d '{\"merchantAccount\": \"%s\"}'", key, merchant), key)
	case 1:
		x := haiSec(cat, "yaml", fmt.Sprintf("adyen:\n  merchant_account: %s\n  api_key: \"%s\"\n  hmac_key: %s\n  environment: LIVE", merchant, key, hmac), key, hmac)
		return haiKeep(x, "environment: LIVE")
	case 2:
		return haiSec(cat, "chat", fmt.Sprintf("webhook HMAC key for the Adyen notifications: %s", hmac), hmac)
	case 3:
		return haiSec(cat, "java", fmt.Sprintf("Config config = new Config();\nconfig.setApiKey(\"%s\");\nconfig.setEnvironment(Environment.TEST);\nClient client = new Client(config);", key), key)
	default:
		return haiSec(cat, "prose-nl", fmt.Sprintf("De Adyen API-sleutel voor %s is %s", merchant, key), key)
	}
}

func haiStripeSample() Sample {
	cat := "stripe"
	mode := haiP("live", "test")
	sk := "sk_" + mode + "_" + haiP("51", "4e") + haiR(alnum, 97)
	rk := "rk_" + mode + "_" + haiR(alnum, 99)
	wh := "whsec_" + haiR(alnum, 32)
	acct := "acct_1" + haiR(alnum, 15)
	pk := "pk_" + mode + "_" + haiR(alnum, 99)
	switch rng.IntN(8) {
	case 0:
		x := haiSec(cat, "shell", fmt.Sprintf("curl https://api.stripe.com/v1/payouts \\\n  -u %s: \\\n  -H \"Stripe-Account: %s\" \\\n  -d amount=125000 -d currency=eur", sk, acct), sk)
		return haiKeep(x, "Stripe-Account: "+acct)
	case 1:
		return haiSec(cat, "env", fmt.Sprintf("STRIPE_PUBLISHABLE_KEY=%s\nSTRIPE_SECRET_KEY=%s\nSTRIPE_WEBHOOK_SECRET=%s", pk, sk, wh), sk, wh)
	case 2:
		return haiSec(cat, "python", fmt.Sprintf("stripe.api_key = \"%s\"\ntransfer = stripe.Transfer.create(amount=4200, currency=\"usd\", destination=\"%s\")", rk, acct), rk)
	case 3:
		return haiSec(cat, "chat", fmt.Sprintf("restricted key for the Connect reconciliation job: %s (read-only on balance_transactions)", rk), rk)
	case 4:
		return haiSec(cat, "ruby", fmt.Sprintf("Stripe.api_key = '%s'\nevent = Stripe::Webhook.construct_event(payload, sig_header, '%s')", sk, wh), sk, wh)
	case 5:
		return haiSec(cat, "log", fmt.Sprintf("%s %s ERROR stripe: No such destination: '%s' (request req_%s) key=%s", haiDate(), haiTime(), acct, haiR(alnum, 14), sk), sk)
	case 6:
		return haiSec(cat, "prose-fr", fmt.Sprintf("la clé secrète Stripe du compte plateforme : %s — celle du compte connecté %s n'existe pas, on passe par l'en-tête", sk, acct), sk)
	default:
		return haiSec(cat, "php", fmt.Sprintf("$stripe = new \\Stripe\\StripeClient('%s');\n$balance = $stripe->balance->retrieve([], ['stripe_account' => '%s']);", sk, acct), sk)
	}
}

func haiPayPalSample() Sample {
	cat := "paypal"
	cid := "A" + haiR(b64url, 79)
	sec := "E" + haiR(b64url, 79)
	tok := "A21AA" + haiR(b64url, 92)
	switch rng.IntN(5) {
	case 0:
		return haiSec(cat, "shell", fmt.Sprintf("curl -v https://api-m.paypal.com/v1/oauth2/token \\\n  -u \"%s:%s\" \\\n  -d \"grant_type=client_credentials\"", cid, sec), sec)
	case 1:
		return haiSec(cat, "env", fmt.Sprintf("PAYPAL_MODE=live\nPAYPAL_CLIENT_ID=%s\nPAYPAL_CLIENT_SECRET=%s", cid, sec), sec)
	case 2:
		return haiSec(cat, "http", fmt.Sprintf("GET /v1/reporting/transactions?start_date=%sT00:00:00Z HTTP/1.1\nHost: api-m.paypal.com\nAuthorization: Bearer %s", haiDate(), tok), tok)
	case 3:
		return haiSec(cat, "chat", fmt.Sprintf("paypal REST app secret for the shop: %s", sec), sec)
	default:
		return haiSec(cat, "prose-it", fmt.Sprintf("Il segreto dell'app PayPal è %s, il client id lo trovi nel pannello", sec), sec)
	}
}

func haiOpenBankingSample() Sample {
	cat := "open-banking"
	switch rng.IntN(5) {
	case 0:
		id, key := haiUUID(), haiHex(128)
		return haiSec(cat, "python", fmt.Sprintf("client = NordigenClient(\n    secret_id=\"%s\",\n    secret_key=\"%s\",\n)\ntoken = client.generate_token()", id, key), id, key)
	case 1:
		sec := haiUUID()
		return haiSec(cat, "env", fmt.Sprintf("TRUELAYER_CLIENT_ID=%s-%s\nTRUELAYER_CLIENT_SECRET=%s\nTRUELAYER_REDIRECT_URI=https://app.example.com/callback", strings.ToLower(strings.ReplaceAll(haiCo(), " ", "")), haiR(lower+digits, 6), sec), sec)
	case 2:
		sec := haiHex(32)
		return haiSec(cat, "chat", fmt.Sprintf("Tink client secret for the AIS integration is %s", sec), sec)
	case 3:
		body := haiPEMBody(haiN(6, 10))
		x := haiSec(cat, "pem", fmt.Sprintf("# OBIE transport key (eIDAS QWAC) for the PSD2 sandbox\n-----BEGIN PRIVATE KEY-----\n%s\n-----END PRIVATE KEY-----\n# cert is in transport.pem", body), body)
		return haiKeep(x, "# cert is in transport.pem")
	default:
		sec := haiR(b64url, 43)
		return haiSec(cat, "yaml", fmt.Sprintf("psd2:\n  aspsp: %s\n  client_id: %s\n  client_secret: %s\n  scope: accounts payments", haiP("sparkasse", "ing", "revolut", "monzo"), haiUUID(), sec), sec)
	}
}

func haiSFTPSample() Sample {
	cat := "bank-sftp"
	pw := haiPW()
	u := haiP("camt053_", "mt940_", "bai2_", "ebics") + haiR(digits, 4)
	bank := haiP("sftp.bankfeed.example.net", "h2h.corpbank.example.com", "files.treasury-bank.example")
	switch rng.IntN(8) {
	case 0:
		return haiSec(cat, "shell", fmt.Sprintf("sshpass -p '%s' sftp -oPort=2222 %s@%s <<< 'get /outbox/camt053_*.xml'", pw, u, bank), pw)
	case 1:
		pw = haiURLPW()
		return haiSec(cat, "shell", fmt.Sprintf("lftp -u %s,%s sftp://%s -e 'mirror /outbox ./statements; quit'", u, pw, bank), pw)
	case 2:
		pw = haiURLPW()
		fp := "ssh-ed25519 255 " + haiR(haiB64, 43) + "="
		x := haiSec(cat, "winscp", fmt.Sprintf("open sftp://%s:%s@%s/ -hostkey=\"%s\"\ncd /outbox\nget *.mt940 C:\\Buchhaltung\\Kontoauszuege\\\nexit", u, pw, bank, fp), pw)
		return haiKeep(x, "cd /outbox")
	case 3:
		return haiSec(cat, "python", fmt.Sprintf("transport = paramiko.Transport((\"%s\", 22))\ntransport.connect(username=\"%s\", password=\"%s\")\nsftp = paramiko.SFTPClient.from_transport(transport)", bank, u, pw), pw)
	case 4:
		body := haiPEMBody(haiN(5, 8))
		return haiSec(cat, "pem", fmt.Sprintf("key for the nightly MT940 pull (user %s):\n-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA%s\n-----END OPENSSH PRIVATE KEY-----", u, body), "b3BlbnNzaC1rZXktdjEAAAAA"+body)
	case 5:
		x := haiSec(cat, "runbook", fmt.Sprintf("### Bank statement feed\n- host: %s\n- user: %s\n- pass: %s\n- files land in /outbox around 06:30 CET\n- if missing, call the bank's H2H desk", bank, u, pw), pw)
		return haiKeep(x, "- files land in /outbox around 06:30 CET")
	case 6:
		return haiSec(cat, "prose-de", fmt.Sprintf("SFTP zur Bank für die Kontoauszüge: Benutzer %s, Passwort %s, Host %s", u, pw, bank), pw)
	default:
		return haiSec(cat, "ini", fmt.Sprintf("[bankfeed]\nprotocol = sftp\nhost = %s\nusername = %s\npassword = %s\nremote_dir = /outbox", bank, u, pw), pw)
	}
}

func haiBookkeepingSample() Sample {
	cat := "bookkeeping-api"
	qbSec := haiR(alnum, 40)
	qbRefresh := "AB11" + haiR(digits, 10) + haiR(alnum, 36)
	xeroSec := haiR(b64url, 48)
	datevSec := haiHex(32)
	switch rng.IntN(8) {
	case 0:
		return haiSec(cat, "env", fmt.Sprintf("QBO_CLIENT_ID=AB%s\nQBO_CLIENT_SECRET=%s\nQBO_REALM_ID=%s\nQBO_ENVIRONMENT=production", haiR(alnum, 48), qbSec, haiR(digits, 19)), qbSec)
	case 1:
		return haiSec(cat, "python", fmt.Sprintf("auth_client = AuthClient(client_id=CLIENT_ID, client_secret='%s', environment='production', redirect_uri=REDIRECT)\nclient = QuickBooks(auth_client=auth_client, refresh_token='%s', company_id='%s')", qbSec, qbRefresh, haiR(digits, 19)), qbSec, qbRefresh)
	case 2:
		return haiSec(cat, "chat", fmt.Sprintf("Xero app client secret (custom connection for %s): %s", haiCo(), xeroSec), xeroSec)
	case 3:
		return haiSec(cat, "json", fmt.Sprintf("{\n  \"xero\": {\n    \"clientId\": \"%s\",\n    \"clientSecret\": \"%s\",\n    \"tenantId\": \"%s\"\n  }\n}", strings.ToUpper(haiHex(32)), xeroSec, haiUUID()), xeroSec)
	case 4:
		return haiSec(cat, "prose-de", fmt.Sprintf("DATEV-Schnittstelle (Rechnungsdatenservice): Client-Secret %s, läuft über das Entwicklerportal.", datevSec), datevSec)
	case 5:
		return haiSec(cat, "yaml", fmt.Sprintf("datev:\n  client_id: %s\n  client_secret: %s\n  berater_nr: %d\n  mandant_nr: %d", haiHex(32), datevSec, haiN(1000, 99999), haiN(1, 99999)), datevSec)
	case 6:
		return haiSec(cat, "log", fmt.Sprintf("%s %s WARN qbo-sync: token refresh failed for realm %s refresh_token=%s", haiDate(), haiTime(), haiR(digits, 19), qbRefresh), qbRefresh)
	default:
		pw := haiHumanPW()
		lx, sd := haiR(b64url, 44), haiHex(32)
		return haiSec(cat, "notes", fmt.Sprintf("Lexoffice/sevDesk API\n- lexoffice key: %s\n- sevDesk token: %s\n- DATEV Unternehmen online Login: Smartcard, PIN %s", lx, sd, pw), lx, sd, pw)
	}
}

func haiVBASample() Sample {
	cat := "excel-connection"
	pw := haiPW()
	srv := haiP("ERP-SQL02", "FINSQL01\\PROD", "10.20.4.15,1433", "sqlfin.corp.local")
	tok := haiR(b64url, 40)
	switch rng.IntN(8) {
	case 0:
		return haiSec(cat, "vba", fmt.Sprintf("Dim cn As New ADODB.Connection\ncn.ConnectionString = \"Provider=SQLOLEDB;Data Source=%s;Initial Catalog=Ledger;User ID=sa;Password=%s;\"\ncn.Open\nSet rs = cn.Execute(\"SELECT * FROM dbo.OpenItems\")", srv, pw), pw)
	case 1:
		return haiSec(cat, "powerquery", fmt.Sprintf("let\n    Source = Web.Contents(\"https://api.fx-rates.example/v2/latest\", [Headers=[Authorization=\"Bearer %s\"]]),\n    Json = Json.Document(Source)\nin\n    Json", tok), tok)
	case 2:
		return haiSec(cat, "powerquery", fmt.Sprintf("let\n    Source = Odbc.DataSource(\"DSN=Buchhaltung;UID=report;PWD=%s\", [HierarchicalNavigation=true])\nin\n    Source", pw), pw)
	case 3:
		ak := haiHex(32)
		return haiSec(cat, "vba", fmt.Sprintf("' refresh FX rates every morning\nSub GetRates()\n    Dim http As Object\n    Set http = CreateObject(\"MSXML2.XMLHTTP\")\n    http.Open \"GET\", \"https://data.fixer.example/latest?access_key=%s\", False\n    http.send\n    Sheets(\"FX\").Range(\"A1\").Value = http.responseText\nEnd Sub", ak), ak)
	case 4:
		return haiSec(cat, "odc", fmt.Sprintf("<odc:ConnectionString>Provider=MSOLEDBSQL;Password=%s;Persist Security Info=True;User ID=xl_reader;Data Source=%s;Initial Catalog=Finance</odc:ConnectionString>", pw, srv), pw)
	case 5:
		return haiSec(cat, "chat", fmt.Sprintf("the cash-flow workbook connects with uid xl_reader / pwd %s, don't email the xlsx outside", pw), pw)
	case 6:
		return haiSec(cat, "powerquery", fmt.Sprintf("Source = Sql.Database(\"%s\", \"Ledger\", [Query=\"select * from gl\"])\n// credentials saved: Database, user powerbi_ro, password %s", srv, pw), pw)
	default:
		return haiSec(cat, "prose-es", fmt.Sprintf("La macro del Excel de tesorería se conecta con usuario sa y clave %s al servidor %s", pw, srv), pw)
	}
}

func haiTaxPortalSample() Sample {
	cat := "tax-portal"
	pw := haiPW()
	pin := fmt.Sprint(haiN(10000, 999999))
	switch rng.IntN(10) {
	case 0:
		return haiSec(cat, "prose-de", fmt.Sprintf("ELSTER: Zertifikatsdatei liegt auf dem NAS, Passwort dazu ist %s", pw), pw)
	case 1:
		id := haiR(digits, 12)
		x := haiSec(cat, "notes", fmt.Sprintf("HMRC Government Gateway\nUser ID: %s\nPassword: %s\nSA UTR is on the letter", id, pw), pw)
		return haiKeep(x, "SA UTR is on the letter")
	case 2:
		return haiSec(cat, "prose-de", fmt.Sprintf("FinanzOnline: Teilnehmer-ID %s, Benutzer %s, PIN %s", haiR(upper+digits, 8), haiR(lower, 6), pin), pin)
	case 3:
		return haiSec(cat, "prose-pt", fmt.Sprintf("Portal das Finanças: NIF %d, senha %s", haiN(100000000, 299999999), pw), pw)
	case 4:
		return haiSec(cat, "prose-es", fmt.Sprintf("Cl@ve de la asesoría: usuario %s, contraseña %s (caduca en marzo)", haiR(digits, 8)+haiR(upper, 1), pw), pw)
	case 5:
		return haiSec(cat, "prose-it", fmt.Sprintf("credenziali Fisconline del cliente: codice fiscale %s, password %s, PIN %s", haiR(upper, 6)+haiR(digits, 2)+haiR(upper, 1)+haiR(digits, 2)+haiR(upper, 1)+haiR(digits, 3)+haiR(upper, 1), pw, pin), pw, pin)
	case 6:
		return haiSec(cat, "chat", fmt.Sprintf("IRS e-Services login for the firm: %s / %s — 2FA goes to my phone", strings.ToLower(haiName())+"_cpa", pw), pw)
	case 7:
		return haiSec(cat, "prose-fr", fmt.Sprintf("impots.gouv espace pro : identifiant %s, mot de passe %s", strings.ToLower(haiName())+"@"+"cabinet.example", pw), pw)
	case 8:
		return haiSec(cat, "prose-hi", fmt.Sprintf("इनकम टैक्स पोर्टल: PAN %s, पासवर्ड %s", haiR(upper, 5)+haiR(digits, 4)+haiR(upper, 1), pw), pw)
	default:
		pw2 := haiHumanPW()
		return haiSec(cat, "csv", fmt.Sprintf("client,portal,login,password\n%s,ELSTER,zertifikat,%s\n%s,e-CAC,%s,%s", haiCo(), pw, haiCo(), haiR(digits, 11), pw2), pw, pw2)
	}
}
