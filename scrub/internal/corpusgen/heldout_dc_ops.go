package main

import "fmt"

// Shop operations around the platforms: notifications, mail, search, shipping, cloud, CI,
// the office and the warehouse.

func hdcSlackHook() string {
	return "https://hooks.slack.com/services/T" + hdcR(hdcUpN, 8) + "/B" + hdcR(hdcUpN, 10) + "/" + hdcR(hdcAlnum, 24)
}

func hdcOpsSecrets() []func() Sample {
	return []func() Sample{
		func() Sample {
			h := hdcSlackHook()
			t := fmt.Sprintf("# notify #orders-high-value when an order > 1000 EUR comes in\nSLACK_ORDERS_WEBHOOK=%s\nHIGH_VALUE_THRESHOLD=1000\n", h)
			return hdcS("slack-webhook", "env", t, []string{h}, "HIGH_VALUE_THRESHOLD=1000")
		},
		func() Sample {
			h := fmt.Sprintf("https://discord.com/api/webhooks/%d/%s", hdcN(1000000000000000000, 1399999999999999999), hdcR(hdcB64u, 68))
			t := fmt.Sprintf("import requests\n\nWEBHOOK = \"%s\"\n\ndef low_stock(sku, qty):\n    requests.post(WEBHOOK, json={\"content\": f\"⚠️ {sku} low stock: {qty} left\"})", h)
			return hdcS("discord-webhook", "code", t, []string{h})
		},
		func() Sample {
			h := fmt.Sprintf("https://%s.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s/%s/V2%s", hdcSlug(10), hdcUUID(), hdcUUID(), hdcHex(32), hdcUUID(), hdcR(hdcAlnum, 40))
			t := fmt.Sprintf("Teams-Kanal \"Shop-Alerts\" – eingehender Webhook für das Magento-Monitoring:\n%s\nBitte in Grafana unter Contact points eintragen.", h)
			return hdcS("teams-webhook", "chat", t, []string{h}, "Shop-Alerts")
		},
		func() Sample {
			h := fmt.Sprintf("https://hooks.zapier.com/hooks/catch/%d/%s/", hdcN(1000000, 19999999), hdcR(hdcLowN, 6))
			t := fmt.Sprintf("Zap: new Shopify order → Google Sheet + Trello card\nTrigger: Webhooks by Zapier (Catch Hook)\nURL: %s\nOwner: %s", h, hdcName())
			return hdcS("zapier-webhook", "notes", t, []string{h}, "Webhooks by Zapier")
		},
		func() Sample {
			k := "SG." + hdcR(hdcB64u, 22) + "." + hdcR(hdcB64u, 43)
			t := fmt.Sprintf("bin/magento config:set system/smtp/transport smtp\nbin/magento config:set system/smtp/host smtp.sendgrid.net\nbin/magento config:set system/smtp/username apikey\nbin/magento config:set system/smtp/password %s", k)
			return hdcS("sendgrid-api-key", "shell", t, []string{k}, "smtp.sendgrid.net")
		},
		func() Sample {
			k := "key-" + hdcHex(32)
			d := "mg." + hdcDomain()
			t := fmt.Sprintf("MAIL_MAILER=mailgun\nMAILGUN_DOMAIN=%s\nMAILGUN_SECRET=%s\nMAILGUN_ENDPOINT=api.eu.mailgun.net\n", d, k)
			return hdcS("mailgun-api-key", "env", t, []string{k}, d)
		},
		func() Sample {
			k := hdcUUID()
			t := fmt.Sprintf("curl \"https://api.postmarkapp.com/email\" \\\n  -H \"Accept: application/json\" \\\n  -H \"X-Postmark-Server-Token: %s\" \\\n  -d '{\"From\": \"orders@%s\", \"To\": \"test@example.com\", \"Subject\": \"Your order\", \"TemplateAlias\": \"receipt\"}'", k, hdcDomain())
			return hdcS("postmark-server-token", "shell", t, []string{k})
		},
		func() Sample {
			k := "pk_" + hdcHex(34)
			site := hdcR(hdcAlnum, 6)
			t := fmt.Sprintf("Klaviyo: public site ID %s is in the theme already. Private API key for the back-in-stock sync: %s (full access, we should scope it down)", site, k)
			return hdcS("klaviyo-private-key", "chat", t, []string{k}, site)
		},
		func() Sample {
			app := hdcR(hdcUpN, 10)
			k := hdcHex(32)
			t := fmt.Sprintf("ALGOLIA_APP_ID=%s\nALGOLIA_ADMIN_API_KEY=%s\nALGOLIA_INDEX_PREFIX=%s_prod_\n", app, k, hdcSlug(8))
			return hdcS("algolia-admin-key", "env", t, []string{k}, app)
		},
		func() Sample {
			id := hdcP("AKIA", "AKIA", "ASIA") + hdcR(hdcUpN, 16)
			sec := hdcR(hdcB64, 40)
			b := hdcBrand() + "-media"
			t := fmt.Sprintf("bin/magento setup:config:set --remote-storage-driver=\"aws-s3\" \\\n  --remote-storage-bucket=\"%s\" --remote-storage-region=\"eu-central-1\" \\\n  --remote-storage-key=\"%s\" --remote-storage-secret=\"%s\"", b, id, sec)
			return hdcS("aws-access-key", "shell", t, []string{id, sec}, b)
		},
		func() Sample {
			ak := fmt.Sprint(hdcN(100000000000000, 999999999999999))
			sec := hdcR(hdcB64u, 27)
			cloud := hdcSlug(9) + hdcR(hdcDig, 2)
			u := fmt.Sprintf("cloudinary://%s:%s@%s", ak, sec, cloud)
			t := fmt.Sprintf("# product images\nCLOUDINARY_URL=%s\n", u)
			return hdcS("cloudinary-secret", "env", t, []string{sec})
		},
		func() Sample {
			tok := "ghp_" + hdcR(hdcAlnum, 36)
			t := fmt.Sprintf("{\n    \"github-oauth\": {\n        \"github.com\": \"%s\"\n    },\n    \"http-basic\": {\n        \"composer.amasty.com\": { \"username\": \"%s\", \"password\": \"${AMASTY_KEY}\" }\n    }\n}", tok, hdcHex(32))
			return hdcS("github-token", "json", t, []string{tok}, "composer.amasty.com")
		},
		func() Sample {
			tok := "npm_" + hdcR(hdcAlnum, 36)
			t := fmt.Sprintf("@%s:registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken=%s\nalways-auth=true\n", hdcSlug(9), tok)
			return hdcS("npm-token", "ini", t, []string{tok})
		},
		func() Sample {
			k, s := hdcHex(32), hdcHex(32)
			t := fmt.Sprintf("ShipStation (Settings > Account > API Settings)\nAPI Key: %s\nAPI Secret: %s\nstore id for the Woo shop: %d", k, s, hdcN(100000, 999999))
			return hdcS("shipstation-api-key", "notes", t, []string{k, s})
		},
		func() Sample {
			k := hdcP("EZAK", "EZTK") + hdcR(hdcAlnum, 54)
			t := fmt.Sprintf("const EasyPost = require('@easypost/api');\nconst client = new EasyPost('%s');\n\nconst shipment = await client.Shipment.create({ to_address, from_address, parcel });", k)
			return hdcS("easypost-api-key", "code", t, []string{k})
		},
		func() Sample {
			k := "shippo_" + hdcP("live", "test") + "_" + hdcHex(40)
			t := fmt.Sprintf("%s shippo labels failing with 401 since the token change. Current config:\nSHIPPO_API_TOKEN=%s\nLabel format PDF_4x6, carrier DHL Express", hdcTicket(), k)
			return hdcS("shippo-token", "ticket", t, []string{k}, "PDF_4x6")
		},
		func() Sample {
			code := fmt.Sprint(hdcN(1000, 999999))
			alarm := fmt.Sprint(hdcN(1000, 9999))
			t := fmt.Sprintf("Lager %s – Übergabe fürs Wochenende\n- Tor-Code hinten: %s#\n- Alarmanlage: %s, dann OFF drücken\n- Retouren vom Freitag liegen auf Regal R3\n- DHL-Abholung Montag 9 Uhr", hdcP("Nord", "Süd", "Halle 2"), code, alarm)
			return hdcS("door-code", "notes", t, []string{code, alarm}, "Regal R3")
		},
		func() Sample {
			ssid := hdcP("Atelier", "Popup", "Office", "Studio") + "-" + hdcSlug(8)
			k := hdcPw()
			t := fmt.Sprintf("wifi for the pop-up shop this weekend: %s / %s\nthe card reader (SumUp) needs it too, set it up before 10", ssid, k)
			return hdcS("wifi-key", "chat", t, []string{k}, ssid)
		},
		func() Sample {
			c := fmt.Sprintf("%02d-%02d-%02d", hdcN(0, 99), hdcN(0, 99), hdcN(0, 99))
			t := fmt.Sprintf("The cash float and the spare iPad for the showroom are in the safe under the counter, combination %s. Count the float before you open.", c)
			return hdcS("safe-code", "notes", t, []string{c})
		},
		func() Sample {
			pid := hdcP("merchant-feed", "gmc-sync", "shop-feeds") + "-" + fmt.Sprint(hdcN(100000, 999999))
			kid := hdcHex(40)
			body := []string{"MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQ" + hdcR(hdcB64, 14)}
			for i := 0; i < 2; i++ {
				body = append(body, hdcR(hdcB64, 64))
			}
			pk := fmt.Sprintf("-----BEGIN PRIVATE KEY-----\\n%s\\n%s\\n%s\\n-----END PRIVATE KEY-----\\n", body[0], body[1], body[2])
			t := fmt.Sprintf("{\n  \"type\": \"service_account\",\n  \"project_id\": \"%s\",\n  \"private_key_id\": \"%s\",\n  \"private_key\": \"%s\",\n  \"client_email\": \"content-api@%s.iam.gserviceaccount.com\",\n  \"client_id\": \"%d\"\n}",
				pid, kid, pk, pid, hdcN(100000000000000000, 999999999999999999))
			return hdcS("gcp-service-account", "json", t, []string{kid, pk}, pid)
		},
		func() Sample {
			var body []string
			body = append(body, hdcR(hdcB64, 46))
			for i := 0; i < 3; i++ {
				body = append(body, hdcR(hdcB64, 70))
			}
			ip := hdcIP()
			block := fmt.Sprintf("-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA%s\n%s\n%s\n%s\n-----END OPENSSH PRIVATE KEY-----", body[0], body[1], body[2], body[3])
			t := fmt.Sprintf("deploy key for the Magento box %s (ci only):\n%s", ip, block)
			return hdcS("ssh-private-key", "notes", t, []string{block}, ip)
		},
		func() Sample {
			pw := hdcPwURL()
			host := "pg-" + hdcR(hdcLowN, 6) + ".db.ondigitalocean.com"
			t := fmt.Sprintf("# medusa backend\nDATABASE_URL=postgres://medusa:%s@%s:25060/medusa?sslmode=require\nREDIS_URL=redis://localhost:6379\nSTORE_CORS=https://%s\n", pw, host, hdcDomain())
			return hdcS("db-password", "env", t, []string{pw}, host)
		},
		func() Sample {
			j := hdcR(hdcAlnum, hdcN(32, 48))
			t := fmt.Sprintf("NODE_ENV=production\nJWT_SECRET=%s\nADMIN_CORS=https://admin.%s\n", j, hdcDomain())
			return hdcS("jwt-secret", "env", t, []string{j})
		},
		func() Sample {
			tok := hdcR(hdcB64u, 40)
			zone := hdcHex(32)
			t := fmt.Sprintf("curl -X POST \"https://api.cloudflare.com/client/v4/zones/%s/purge_cache\" \\\n  -H \"Authorization: Bearer %s\" \\\n  -H \"Content-Type: application/json\" --data '{\"purge_everything\":true}'", zone, tok)
			return hdcS("cloudflare-api-token", "shell", t, []string{tok}, zone)
		},
		func() Sample {
			cid := fmt.Sprint(hdcN(10000000000, 99999999999))
			tok := hdcHex(32)
			d := hdcDomain()
			link := fmt.Sprintf("https://%s/account/reset/%s/%s-%d", d, cid, tok, hdcN(1740000000, 1790000000))
			t := fmt.Sprintf("Customer can't log in, so I generated a reset link from the admin and it's valid for 24h – don't forward it to anyone else:\n%s", link)
			return hdcS("reset-link-token", "chat", t, []string{tok}, d)
		},
		func() Sample {
			tok := hdcHex(64)
			d := hdcStage()
			t := fmt.Sprintf("Hi %s, temporary wp-admin access for the audit (expires in 7 days, no password needed):\nhttps://%s/?wtlwp_token=%s\n", hdcName(), d, tok)
			return hdcS("login-link-token", "mail", t, []string{tok}, d)
		},
	}
}

func hdcOpsTraps() []func() Sample {
	return []func() Sample{
		func() Sample {
			t := "# Slack notifications\n# SLACK_ORDERS_WEBHOOK=https://hooks.slack.com/services/XXXXXXXXX/XXXXXXXXX/XXXXXXXXXXXXXXXXXXXXXXXX\nSLACK_ORDERS_WEBHOOK=\n"
			return hdcT("trap-placeholder", "env", t)
		},
		func() Sample {
			t := fmt.Sprintf("Tracking for #%s: DHL %d, UPS 1Z%s%s – both show 'in transit'.", hdcOrder(), hdcN(1000000000, 9999999999), hdcR(hdcUpN, 6), hdcR(hdcDig, 10))
			return hdcT("trap-tracking-number", "chat", t)
		},
		func() Sample {
			t := fmt.Sprintf("resource \"aws_s3_bucket\" \"media\" {\n  bucket = \"%s-media-prod\"\n}\n# arn:aws:s3:::%s-media-prod\n# CloudFront distribution E%s", hdcBrand(), hdcBrand(), hdcR(hdcUpN, 13))
			return hdcT("trap-arn", "code", t)
		},
		func() Sample {
			t := fmt.Sprintf("$ docker pull ghcr.io/%s/storefront:%d.%d.%d\nDigest: sha256:%s\nStatus: Downloaded newer image", hdcBrand(), hdcN(1, 4), hdcN(0, 20), hdcN(0, 9), hdcHex(64))
			return hdcT("trap-digest", "shell", t)
		},
		func() Sample {
			t := fmt.Sprintf("$ git log --oneline -3\n%s fix(checkout): round tax per line\n%s chore: bump @shopify/polaris\n%s feat: gift wrap option", hdcHex(7), hdcHex(7), hdcHex(7))
			return hdcT("trap-commit-sha", "shell", t)
		},
		func() Sample {
			t := fmt.Sprintf("Build #%d for %s finished in %dm%ds (build id %s). Artifacts: theme-%s.zip", hdcN(100, 9000), hdcBrand(), hdcN(1, 9), hdcN(0, 59), hdcUUID(), hdcHex(8))
			return hdcT("trap-build-id", "log", t)
		},
		func() Sample {
			t := fmt.Sprintf("Add this to ~/.ssh/authorized_keys on the staging box:\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI%s %s@laptop", hdcR(hdcB64, 43), hdcNick())
			return hdcT("trap-public-key", "chat", t)
		},
		func() Sample {
			t := fmt.Sprintf("Guest wifi at the showroom is open (\"%s-Guest\"), no password. Staff wifi password is on the sticker under the router, don't post it here.", hdcBrand())
			return hdcT("trap-wifi-talk", "chat", t)
		},
		func() Sample {
			t := fmt.Sprintf("The warehouse door code changes on the 1st. %s will send the new one by SMS to whoever is on the rota, it is not written down anywhere.", hdcName())
			return hdcT("trap-code-talk", "notes", t)
		},
		func() Sample {
			t := fmt.Sprintf("Support rota %s\n| Day | Name | Phone |\n|---|---|---|\n| Mon | %s | +49 151 %s |\n| Tue | %s | +31 6 %s |", hdcDate(), hdcName(), hdcR(hdcDig, 8), hdcName(), hdcR(hdcDig, 8))
			return hdcT("trap-phone", "markdown", t)
		},
		func() Sample {
			t := fmt.Sprintf("sku,title,ean,price,stock\n%s-%d,Merino Beanie,%s,%d.95,%d\n%s-%d,Wool Socks,%s,%d.50,%d\n",
				hdcR(hdcUp, 3), hdcN(100, 999), hdcR(hdcDig, 13), hdcN(9, 60), hdcN(0, 300), hdcR(hdcUp, 3), hdcN(100, 999), hdcR(hdcDig, 13), hdcN(5, 20), hdcN(0, 300))
			return hdcT("trap-ean", "csv", t)
		},
		func() Sample {
			t := fmt.Sprintf("<img alt=\"logo\" width=\"120\" src=\"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAHgAAAAe%s\">", hdcR(hdcB64, hdcN(80, 140)))
			return hdcT("trap-base64-image", "code", t)
		},
		func() Sample {
			t := fmt.Sprintf("<script src=\"https://cdn.%s/js/app.%s.js\" integrity=\"sha384-%s\" crossorigin=\"anonymous\"></script>", hdcDomain(), hdcHex(8), hdcR(hdcB64, 64))
			return hdcT("trap-sri-hash", "code", t)
		},
		func() Sample {
			t := fmt.Sprintf("trace_id=%s span_id=%s service=checkout-api msg=\"payment provider timeout\" duration_ms=%d", hdcHex(32), hdcHex(16), hdcN(3000, 30000))
			return hdcT("trap-trace-id", "log", t)
		},
		func() Sample {
			t := "SENDGRID_API_KEY=<your-sendgrid-api-key>\nMAILGUN_SECRET=<your-mailgun-key>\nALGOLIA_ADMIN_API_KEY=<admin-key-from-dashboard>\n"
			return hdcT("trap-placeholder", "env", t)
		},
		func() Sample {
			t := fmt.Sprintf("Service account: content-api@%s-feed.iam.gserviceaccount.com, client_id %d. Key JSON is in the team vault (GCP / Merchant Center), I deleted the local copy.", hdcSlug(9), hdcN(100000000000000000, 999999999999999999))
			return hdcT("trap-client-id", "chat", t)
		},
	}
}
