package main

import (
	"fmt"
	"strings"
)

// Parts suppliers' accounts and the shop's service integrations (payments, SMS, chat hooks).

var hdoSuppliers = []string{"Partslink24", "Euro Car Parts", "GSF", "LKQ", "Worldpac speedDIAL", "NAPA PROLink", "Autodoc PRO", "Stahlgruber", "WM SE", "Alliance Automotive", "O'Reilly First Call", "Motaquip"}

func hdoTeamsHook() string {
	return "https://" + hdoSlug(pick(hdoDealers)) + ".webhook.office.com/webhookb2/" + hdoUUID() + "@" + hdoUUID() + "/IncomingWebhook/" + rnd(hexs, 32) + "/" + hdoUUID()
}

func hdoZapHook() string {
	return "https://hooks.zapier.com/hooks/catch/" + hdoDigits(hdoN(6, 8)) + "/" + rnd(lower+digits, hdoN(6, 7)) + "/"
}

func hdoPartsSecrets() []func() Sample {
	return []func() Sample{
		func() Sample {
			cid, pw := hdoDigits(7), hdoPw()
			t := fmt.Sprintf("Partslink24 for the parts counter:\n  Company ID: %s\n  User: admin\n  Password: %s\nBrands: %s, %s. Licence renews %s.", cid, pw, hdoCar()[0], hdoCar()[0], hdoDate())
			return hdoS("parts-portal-password", "note", t, []string{pw}, cid)
		},
		func() Sample {
			k := rnd(alnum, hdoN(36, 44))
			pid := hdoDigits(5)
			t := fmt.Sprintf("# catalogue service\nTECDOC_PROVIDER_ID=%s\nTECDOC_API_KEY=%s\nTECDOC_LANG=%s\nTECDOC_COUNTRY=%s\n", pid, k, hdoOne("en", "de", "fr", "nl"), hdoOne("GB", "DE", "FR", "NL"))
			return hdoS("api-key", "env", t, []string{k}, pid)
		},
		func() Sample {
			acc, pw := hdoDigits(6), hdoPw()
			t := fmt.Sprintf("Hi %s,\n\nyour trade account %s with %s is live. Log in at the trade site with %s and the password %s – change it under My Account.\nDelivery runs: %s and %s.%s", hdoName(), acc, hdoOne("Euro Car Parts", "GSF Car Parts", "Motor Parts Direct"), hdoMail(pick(hdoDealers)), pw, hdoClock(), hdoClock(), hdoSig())
			return hdoS("parts-portal-password", "mail", t, []string{pw}, acc)
		},
		func() Sample {
			u, pw := hdoUser(), hdoPw()
			t := fmt.Sprintf("%s: worldpac login on the front pc got changed?\n%s: yeah, %s / %s now\n%s: ok got in. brake pads for the %s are %s, $%d", hdoName(), hdoName(), u, pw, hdoName(), hdoCar()[1], hdoPartNo(), hdoN(30, 160))
			return hdoS("parts-portal-password", "chat", t, []string{pw}, u)
		},
		func() Sample {
			k, partner := rnd(hexs, 8)+"-"+rnd(hexs, 4)+"-"+rnd(hexs, 4)+"-"+rnd(hexs, 4)+"-"+rnd(hexs, 12), "shop-"+hdoDigits(5)
			t := fmt.Sprintf("{\n  \"partstech\": {\n    \"partnerId\": \"%s\",\n    \"user\": \"%s\",\n    \"apiKey\": \"%s\"\n  },\n  \"defaultStore\": \"%s\"\n}", partner, hdoUser(), k, hdoOne("NAPA #", "AutoZone #", "Advance #")+hdoDigits(4))
			return hdoS("api-key", "json", t, []string{k}, partner)
		},
		func() Sample {
			u, pw := hdoDigits(6), rnd(alnum, hdoN(8, 12))
			t := fmt.Sprintf("OCI punch-out URL for the DMS parts module (from %s):\nhttps://b2b.%s.de/oci/login?USERNAME=%s&PASSWORD=%s&HOOK_URL=https://dms.local/oci/return\n", hdoOne("Stahlgruber", "WM SE", "Trost"), hdoOne("stahlgruber", "wm", "trost"), u, pw)
			return hdoS("parts-portal-password", "url", t, []string{pw}, "USERNAME="+u)
		},
		func() Sample {
			sk, pk := hdoStripe(), "pk_live_"+rnd(alnum, hdoN(24, 99))
			t := fmt.Sprintf("# online service booking – deposits\nSTRIPE_PUBLISHABLE_KEY=%s\nSTRIPE_SECRET_KEY=%s\nDEPOSIT_GBP=%d\n", pk, sk, pick([]int{25, 50, 100}))
			return hdoS("stripe-key", "env", t, []string{sk}, pk)
		},
		func() Sample {
			sid, tok := "AC"+rnd(hexs, 32), rnd(hexs, 32)
			t := fmt.Sprintf("service reminders SMS (%s):\n  twilio:\n    account_sid: %s\n    auth_token: %s\n    from: \"+44%s\"\n", pick(hdoDealers), sid, tok, hdoDigits(10))
			return hdoS("twilio-token", "yaml", t, []string{tok}, sid)
		},
		func() Sample {
			k := hdoSendGrid()
			t := fmt.Sprintf("const sg = require('@sendgrid/mail');\nsg.setApiKey('%s');\n\nasync function motReminder(c) {\n  await sg.send({ to: c.email, from: 'service@%s', templateId: 'd-%s', dynamicTemplateData: { reg: c.reg, due: c.motDue } });\n}\n", k, hdoDomain(pick(hdoDealers)), rnd(hexs, 32))
			return hdoS("sendgrid-key", "code", t, []string{k})
		},
		func() Sample {
			h := hdoSlackHook()
			t := fmt.Sprintf("parts-bot posts to #parts-arrived with this webhook, if it dies regenerate it in the Slack app:\n%s\n(%s set it up)", h, hdoName())
			return hdoS("slack-webhook", "note", t, []string{h})
		},
		func() Sample {
			h := hdoTeamsHook()
			t := fmt.Sprintf("$ curl -H 'Content-Type: application/json' -d '{\"text\":\"%s waiting for parts > 5 days\"}' \\\n  '%s'\n1", hdoRO(), h)
			return hdoS("teams-webhook", "shell", t, []string{h})
		},
		func() Sample {
			h := hdoZapHook()
			t := fmt.Sprintf("Zap: \"new booking → DMS appointment\". Website form posts to %s – if you change the form fields tell %s first.", h, hdoName())
			return hdoS("zapier-webhook", "wiki", t, []string{h})
		},
		func() Sample {
			g := hdoGhp()
			t := fmt.Sprintf("# .github/workflows/deploy.yml (dealer website)\n      - name: pull stock images\n        env:\n          GH_TOKEN: %s\n        run: gh release download stock-%s -R %s/stock-images\n", g, hdoDate(), hdoSlug(pick(hdoDealers)))
			return hdoS("github-token", "yaml", t, []string{g})
		},
		func() Sample {
			tok, loc := "EAAA"+rnd(b64url, 60), "L"+rnd(upper+digits, 12)
			t := fmt.Sprintf("Square POS in the parts shop:\nlocation_id = %s\naccess_token = %s\nenvironment = production", loc, tok)
			return hdoS("square-token", "config", t, []string{tok}, loc)
		},
		func() Sample {
			u, pw := "edi"+hdoDigits(4), hdoPw()
			t := fmt.Sprintf("#!/bin/sh\n# nightly price file from %s\nset -e\nlftp -u %s,'%s' sftp://edi.%s.com <<EOF\nget /out/prices_$(date +%%Y%%m%%d).csv -o /srv/parts/prices.csv\nbye\nEOF\n", hdoOne("LKQ", "Alliance", "Motaquip"), u, pw, hdoOne("lkq", "alliance", "motaquip"))
			return hdoS("sftp-password", "shell", t, []string{pw}, u)
		},
		func() Sample {
			k := "shpat_" + rnd(hexs, 32)
			shop := hdoSlug(pick(hdoDealers)) + "-accessories.myshopify.com"
			t := fmt.Sprintf("accessories webshop sync – stock levels from the DMS every hour\nshop: %s\nadmin api token: %s\napi version: 2024-10", shop, k)
			return hdoS("shopify-token", "note", t, []string{k}, shop)
		},
		func() Sample {
			pw := rnd(alnum, hdoN(14, 20))
			from := "parts@" + hdoDomain(pick(hdoDealers))
			t := fmt.Sprintf("<?php\n// invoice mailer for the parts counter\n$mail->Host = 'smtp.%s';\n$mail->Username = '%s';\n$mail->Password = '%s';\n$mail->SMTPSecure = 'tls';\n$mail->Port = 587;\n", hdoOne("mailgun.org", "office365.com", "ionos.co.uk"), from, pw)
			return hdoS("smtp-password", "code", t, []string{pw}, from)
		},
	}
}

func hdoPartsTraps() []func() Sample {
	return []func() Sample{
		func() Sample {
			t := fmt.Sprintf("Order confirmation %s\nAccount: %s\n1 x %s  brake disc pair\n2 x %s  pad set\nDelivery: %s run, tracking %s\nRef: %s", "SO"+hdoDigits(8), hdoDigits(6), hdoPartNo(), hdoPartNo(), hdoOne("11:30", "14:00"), hdoOne("15", "JD0002")+hdoDigits(12), hdoRO())
			return hdoT("trap-order-number", "mail", t)
		},
		func() Sample {
			t := fmt.Sprintf("<script src=\"https://js.stripe.com/v3/\"></script>\n<script>\n  const stripe = Stripe('pk_live_%s');\n  // deposit for service booking, amount set server-side\n</script>", rnd(alnum, hdoN(24, 99)))
			return hdoT("trap-publishable-key", "code", t)
		},
		func() Sample {
			t := fmt.Sprintf("twilio:\n  account_sid: AC%s\n  messaging_service_sid: MG%s\n  auth_token: ${TWILIO_AUTH_TOKEN}\n  from: \"+44%s\"\n", rnd(hexs, 32), rnd(hexs, 32), hdoDigits(10))
			return hdoT("trap-reference", "yaml", t)
		},
		func() Sample {
			t := hdoOne(
				"SLACK_WEBHOOK_URL=https://hooks.slack.com/services/TXXXXXXXX/BXXXXXXXX/XXXXXXXXXXXXXXXXXXXXXXXX  # replace with the #parts-arrived hook",
				"parts-bot: set SLACK_WEBHOOK_URL in the server env (see Bitwarden → \"parts-bot\"), never in the repo",
			)
			return hdoT("trap-placeholder", "env", t)
		},
		func() Sample {
			t := fmt.Sprintf("Remittance to %s\nIBAN: GB%s %s %s %s %s %s\nBIC: %s\nVAT no: GB%s\nInvoices: %s, %s", pick(hdoSuppliers), rnd(digits, 2), rnd(upper, 4), rnd(digits, 4), rnd(digits, 4), rnd(digits, 4), rnd(digits, 2), rnd(upper, 6)+"22", hdoDigits(9), "INV"+hdoDigits(6), "INV"+hdoDigits(6))
			return hdoT("trap-iban", "mail", t)
		},
		func() Sample {
			t := fmt.Sprintf("Partslink24: company ID %s, user admin – password is with %s in parts, ask her, it's not going in this channel.", hdoDigits(7), hdoName())
			return hdoT("trap-reference", "chat", t)
		},
		func() Sample {
			t := fmt.Sprintf("EPC lookup %s\nOE no.   %s (superseded by %s)\nEAN      %s\nFits     VIN %s, engine %s\nQty on hand: %d", hdoDate(), hdoPartNo(), hdoPartNo(), hdoDigits(13), hdoVIN(), rnd(upper, 3), hdoN(0, 12))
			return hdoT("trap-part-number", "log", t)
		},
		func() Sample {
			t := fmt.Sprintf("Warranty claim %s\nDealer code: %s\nVIN: %s\nLabour op: %s  %d.%d h\nCausal part: %s\nClaim UUID: %s\nStatus: submitted", "WC"+hdoDigits(7), hdoDigits(5), hdoVIN(), rnd(upper, 2)+hdoDigits(6), hdoN(0, 6), hdoN(0, 9), hdoPartNo(), hdoUUID())
			return hdoT("trap-claim-number", "report", t)
		},
		func() Sample {
			t := "# catalogue service – copy to .env\nTECDOC_PROVIDER_ID=<provider-id>\nTECDOC_API_KEY=<your-api-key>\nTECDOC_LANG=en\n"
			if rng.IntN(2) == 0 {
				t = strings.Replace(t, "<your-api-key>", "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", 1)
			}
			return hdoT("trap-placeholder", "env", t)
		},
		func() Sample {
			t := fmt.Sprintf("%s: where's the turbo for %s?\n%s: DPD %s, out for delivery, consignment %s", hdoName(), hdoRO(), hdoName(), hdoDigits(14), rnd(upper+digits, 10))
			return hdoT("trap-tracking-number", "chat", t)
		},
		func() Sample {
			t := fmt.Sprintf("%s POST /webhooks/stripe 200 event=evt_%s type=payment_intent.succeeded pi=pi_%s req=req_%s booking=%s", hdoDate()+"T"+hdoClock(), rnd(alnum, 24), rnd(alnum, 24), rnd(alnum, 14), hdoDigits(6))
			return hdoT("trap-request-id", "log", t)
		},
		func() Sample {
			var b strings.Builder
			b.WriteString(fmt.Sprintf("%s statement, account %s, credit limit £%d\ndate,invoice,ro,amount\n", pick(hdoSuppliers), hdoDigits(6), hdoN(5, 50)*1000))
			for i := 0; i < hdoN(3, 6); i++ {
				b.WriteString(fmt.Sprintf("%s,%s,%s,%d.%02d\n", hdoDate(), "INV"+hdoDigits(7), hdoDigits(6), hdoN(10, 900), hdoN(0, 99)))
			}
			return hdoT("trap-order-number", "csv", b.String())
		},
		func() Sample {
			t := fmt.Sprintf("      - name: pull stock images\n        env:\n          GH_TOKEN: ${{ secrets.STOCK_IMAGES_TOKEN }}\n          SENDGRID_API_KEY: ${{ secrets.SENDGRID_API_KEY }}\n        run: gh release download stock-%s -R %s/stock-images\n", hdoDate(), hdoSlug(pick(hdoDealers)))
			return hdoT("trap-reference", "yaml", t)
		},
	}
}
