package main

import (
	"fmt"
	"strings"
)

// ERP and inventory tools, repricers, VAT and tax, payments, webhooks, VA sheets.

func hcaOpsSec() []hcaGen {
	return []hcaGen{
		func() Sample {
			app, sec, tok := hcaUUID(), hcaUUID(), hcaUUID()
			t := fmt.Sprintf("{\n  \"ApplicationId\": \"%s\",\n  \"ApplicationSecret\": \"%s\",\n  \"Token\": \"%s\"\n}\n", app, sec, tok)
			if hcaCoin() {
				t = strings.Replace(t, ",\n  \"Token\": \""+tok+"\"", "", 1)
				return hcaS("linnworks-app-secret", "json", t, []string{sec}, app)
			}
			return hcaS("linnworks-app-secret", "json", t, []string{sec, tok}, app)
		},
		func() Sample {
			sec, who := rnd(alnum, 40), hcaName()
			t := fmt.Sprintf("%s: Sellbrite API secret key for the Zapier stock sync -> %s\n%s: got it, thx", who, sec, hcaName())
			return hcaS("sellbrite-secret-key", "chat", t, []string{sec})
		},
		func() Sample {
			pw, h := hcaPw(), hcaP("JTL-SERVER", "WAWI01", "SRV-LAGER", "192.168.1."+fmt.Sprint(2+rng.IntN(200)))
			t := fmt.Sprintf("JTL-Wawi Installation Notizen\n- SQL Server: %s\\JTLWAWI\n- SQL-Benutzer: sa\n- SQL-Passwort: %s\n- Mandant: eazybusiness\n- Worker läuft als Dienst, Abgleich alle 5 min\n", h, pw)
			return hcaS("db-password", "notes", t, []string{pw}, h+"\\JTLWAWI", "eazybusiness")
		},
		func() Sample {
			pw, h := hcaPwURL(), hcaHost()
			t := fmt.Sprintf("Server=%s,1433;Database=eazybusiness;User Id=%s;Password=%s;TrustServerCertificate=True;", h, hcaP("sa", "jtl_sync", "wawi_ro"), pw)
			return hcaS("db-password", "connection-string", t, []string{pw}, h)
		},
		func() Sample {
			pw, h, u := hcaPwURL(), hcaHost(), hcaP("inventory", "orders_ro", "sync", "metabase")
			t := fmt.Sprintf("DATABASE_URL=postgres://%s:%s@%s:5432/inventory\nREDIS_URL=redis://%s:6379/0\n", u, pw, h, hcaHost())
			return hcaS("db-password", "env", t, []string{pw}, h, u)
		},
		func() Sample {
			key := rnd(alnum, 32)
			t := fmt.Sprintf("Informed.co API key (Repricer -> reports export): %s\nOnly the report endpoints are used, see the cron on %s.", key, hcaHost())
			return hcaS("repricer-api-key", "notes", t, []string{key})
		},
		func() Sample {
			u, pw := hcaEmail(), hcaPw()
			t := fmt.Sprintf("| Tool | Login | Password | Who uses it |\n|---|---|---|---|\n| BQool repricer | %s | %s | %s |\n| Helium 10 | same | see row above | %s |\n| Canva | %s | (Google SSO) | design VA |\n", u, pw, hcaName(), hcaName(), hcaEmail())
			return hcaS("repricer-password", "markdown", t, []string{pw}, u)
		},
		func() Sample {
			lic, who := hcaLicence(), hcaName()
			t := fmt.Sprintf("Repricer desktop licence for the second PC (%s's): %s — it's bound to 2 machines max, deactivate the old laptop first.", who, lic)
			return hcaS("software-licence-key", "chat", t, []string{lic})
		},
		func() Sample {
			sec, cid := hcaUUID(), rnd(alnum, 27)
			t := fmt.Sprintf("HMRC MTD VAT app (production)\nclient_id: %s\nclient_secret: %s\nVRN: %s\nNext return due %s\n", cid, sec, rnd(digits, 9), hcaDate())
			return hcaS("hmrc-client-secret", "notes", t, []string{sec}, cid)
		},
		func() Sample {
			pin, who := hcaPw(), hcaName()
			t := fmt.Sprintf("Hi %s, die Umsatzsteuer-Voranmeldung für %s ist fertig. Für ELSTER brauchst du die Zertifikatsdatei (liegt im Steuer-Ordner als .pfx) und das Passwort dazu: %s\nBitte bis zum 10. übermitteln.", who, hcaP("Januar", "Februar", "März", "April", "Mai", "Juni"), pin)
			return hcaS("elster-certificate-password", "mail", t, []string{pin}, who)
		},
		func() Sample {
			acc, lic := hcaDigits(10), rnd(upper+digits, 16)
			t := fmt.Sprintf("AVALARA_ACCOUNT_ID=%s\nAVALARA_LICENSE_KEY=%s\nAVALARA_COMPANY_CODE=%s\nAVALARA_ENV=production\n", acc, lic, hcaUpper(rnd(lower, 6)))
			return hcaS("avalara-license-key", "env", t, []string{lic}, acc)
		},
		func() Sample {
			tok := rnd(hexs, 32)
			t := fmt.Sprintf("$ curl https://api.taxjar.com/v2/summary_rates -H \"Authorization: Bearer %s\" | head -c 200\n{\"summary_rates\":[{\"country_code\":\"US\",\"country\":\"United States\",\"region_code\":\"AL\",\"region\":\"Alabama\",\"minimum_rate\":{\"label\":\"State Tax\",\"rate\":0.04}", tok)
			return hcaS("taxjar-token", "shell", t, []string{tok}, "https://api.taxjar.com/v2/summary_rates")
		},
		func() Sample {
			u, pw := hcaEmail(), hcaPw()
			t := fmt.Sprintf("OSS-Meldung Q%d: Login BZStOnline-Portal: %s, Passwort %s. Zertifikat ist dasselbe wie bei ELSTER.", 1+rng.IntN(4), u, pw)
			return hcaS("tax-portal-password", "chat", t, []string{pw}, u)
		},
		func() Sample {
			sk := hcaStripe()
			t := fmt.Sprintf("STRIPE_SECRET_KEY=%s\nSTRIPE_PUBLISHABLE_KEY=pk_live_%s\nSTRIPE_CURRENCY=eur\n", sk, "51"+rnd(alnum, 60))
			return hcaS("stripe-secret-key", "env", t, []string{sk}, "STRIPE_CURRENCY=eur")
		},
		func() Sample {
			cid, sec := "A"+rnd(b64url, 79), hcaPaypalSecret()
			t := fmt.Sprintf("paypal:\n  mode: live\n  client_id: %s\n  client_secret: %s\n  webhook_id: %s\n", cid, sec, rnd(upper+digits, 17))
			return hcaS("paypal-client-secret", "yaml", t, []string{sec}, cid)
		},
		func() Sample {
			hook := hcaSlackHook()
			t := fmt.Sprintf("// notify #orders when a high-value order arrives\nconst SLACK_WEBHOOK = \"%s\";\n\nif (order.total_price > %d) {\n  await fetch(SLACK_WEBHOOK, { method: \"POST\", body: JSON.stringify({ text: `Big order ${order.name}` }) });\n}\n", hook, 200+rng.IntN(800))
			return hcaS("slack-webhook", "javascript", t, []string{hook}, "#orders")
		},
		func() Sample {
			hook := hcaDiscordHook()
			t := fmt.Sprintf("Low stock alerts now go to the Discord #restock channel. Webhook (add it to the Linnworks rule): %s", hook)
			return hcaS("discord-webhook", "chat", t, []string{hook}, "#restock")
		},
		func() Sample {
			hook := hcaTeamsHook()
			t := fmt.Sprintf("alerts:\n  teams:\n    enabled: true\n    url: %s\n  on: [negative_feedback, a_to_z_claim, account_health_drop]\n", hook)
			return hcaS("teams-webhook", "yaml", t, []string{hook}, "a_to_z_claim")
		},
		func() Sample {
			hook := hcaZapierHook()
			t := fmt.Sprintf("Etsy new order -> Zap -> Google Sheet. The catch hook is %s (anyone with this URL can add rows, so keep it internal).", hook)
			return hcaS("zapier-webhook", "notes", t, []string{hook})
		},
		func() Sample {
			kid, body, proj := hcaSha1(), hcaPrivBody(), hcaStore()+"-"+rnd(digits, 6)
			em := "sheets-sync@" + proj + ".iam.gserviceaccount.com"
			pk := "-----BEGIN PRIVATE KEY-----\\n" + hcaReplaceNL(body) + "\\n-----END PRIVATE KEY-----\\n"
			t := fmt.Sprintf("{\n  \"type\": \"service_account\",\n  \"project_id\": \"%s\",\n  \"private_key_id\": \"%s\",\n  \"private_key\": \"%s\",\n  \"client_email\": \"%s\",\n  \"client_id\": \"%s\"\n}\n", proj, kid, pk, em, hcaDigits(21))
			return hcaS("gcp-service-account-key", "json", t, []string{kid, pk}, em)
		},
		func() Sample {
			tok, e := rnd(b64url, hcaN(40, 64)), hcaEmail()
			t := fmt.Sprintf("Staff invite for %s - the link only works once and expires in 7 days:\nhttps://%s.myshopify.com/admin/staff/accept_invite?token=%s\nSend it by WhatsApp, not email.", e, hcaStore(), tok)
			return hcaS("one-time-login-token", "notes", t, []string{tok}, e)
		},
		func() Sample {
			e1, p1, p2 := hcaEmail(), hcaPw(), hcaPw()
			t := fmt.Sprintf("VA ACCESS SHEET (do not forward)\n\nEtsy       | %s | %s\n%s| %s | %s\nGmail      | %s | ask owner (2FA)\n", e1, p1, hcaP("Pirate Ship", "Printful   ", "Faire      "), e1, p2, e1)
			return hcaS("va-shared-password", "notes", t, []string{p1, p2}, e1)
		},
		func() Sample {
			u, pw, who := hcaEmail(), hcaPw(), hcaName()
			t := fmt.Sprintf("Hi po %s! Here's the login for the supplier portal: %s, password is %s. Please download the invoices for %s and upload them to the Drive folder. Salamat!", who, u, pw, hcaP("March", "April", "May", "June"))
			return hcaS("va-shared-password", "chat", t, []string{pw}, u)
		},
		func() Sample {
			pin, who := hcaPin(hcaN(4, 6)), hcaName()
			t := fmt.Sprintf("%s, the company card for the FBA fees ends in %s, PIN is %s if the bank asks at the counter. Limit is EUR 3000/month.", who, rnd(digits, 4), pin)
			return hcaS("card-pin", "chat", t, []string{pin})
		},
		func() Sample {
			pw, u := hcaPw(), hcaEmail()
			t := fmt.Sprintf("Payoneer\n  user: %s\n  password: %s\n  2FA: SMS to the office phone (%s)\n", u, pw, hcaP("+49", "+48", "+63", "+34")+" "+rnd(digits, 3)+" "+rnd(digits, 7))
			return hcaS("payoneer-password", "notes", t, []string{pw}, u)
		},
		func() Sample {
			key, h := rnd(b64url, 56), hcaHost()
			t := fmt.Sprintf("n8n credential \"JTL-Shop REST\" on %s:\n  Header Name: X-API-Key\n  Header Value: %s\n", h, key)
			return hcaS("jtl-shop-api-key", "notes", t, []string{key}, h)
		},
		func() Sample {
			u, pw, h := "ffn_"+rnd(lower, 5), hcaPw(), hcaP("Lagerpartner", "FulfillmentX", "Logistik Nord")
			t := fmt.Sprintf("JTL-FFN: Fulfiller %s ist angebunden. Händler-Zugang:\n  Benutzer: %s\n  Kennwort: %s\nAbgleich der Bestände erfolgt stündlich.", h, u, pw)
			return hcaS("jtl-ffn-password", "notes", t, []string{pw}, u, h)
		},
		func() Sample {
			pw, u := hcaPw(), hcaEmail()
			t := fmt.Sprintf("commit %s\nAuthor: %s <%s>\nDate:   %s\n\n    add linnworks export script\n\n    temporary: hardcoded ftp password (%s) until vault works\n", hcaSha1(), hcaName(), u, hcaTime(), pw)
			return hcaS("ftp-password", "commit", t, []string{pw}, u)
		},
	}
}

func hcaReplaceNL(s string) string {
	out := make([]byte, 0, len(s)+32)
	for i := 0; i < len(s); i++ {
		if s[i] == '\n' {
			out = append(out, '\\', 'n')
			continue
		}
		out = append(out, s[i])
	}
	return string(out)
}
