package main

import (
	"fmt"
)

// eBay, Etsy, Shopify, Mercado Libre, Allegro, Rakuten, Zalando.

func hcaMarketSec() []hcaGen {
	return []hcaGen{
		func() Sample {
			app, cert := hcaEbayApp(), hcaEbayCert()
			ru := hcaName() + "_" + hcaP("Kowalski", "Schmidt", "Santos") + "-" + app[:8] + "-" + rnd(lower, 5)
			t := fmt.Sprintf("[ebay.production]\napp_id = \"%s\"\ncert_id = \"%s\"\nru_name = \"%s\"\nsite_id = %d\nscopes = [\"sell.inventory\", \"sell.fulfillment\"]\n", app, cert, ru, pick([]int{0, 3, 77, 186}))
			return hcaS("ebay-cert-id", "toml", t, []string{cert}, app, ru)
		},
		func() Sample {
			tok, user := hcaEbayToken(), hcaUser()
			t := fmt.Sprintf("eBay user token for %s (expires in 18 months, generated via the dev portal because the OAuth flow kept failing):\n\n%s\n\nPaste it into Sellbrite > Channels > eBay > Advanced.", user, tok)
			return hcaS("ebay-user-token", "notes", t, []string{tok}, user)
		},
		func() Sample {
			app, cert, rt := hcaEbayApp(), hcaEbayCert(), hcaEbayToken()
			t := fmt.Sprintf("EBAY_CLIENT_ID=%s\nEBAY_CLIENT_SECRET=%s\nEBAY_REFRESH_TOKEN='%s'\nEBAY_MARKETPLACE=EBAY_%s\n", app, cert, rt, hcaP("DE", "GB", "US", "IT", "ES"))
			return hcaS("ebay-refresh-token", "env", t, []string{cert, rt}, app)
		},
		func() Sample {
			pw, u, a, b := hcaPw(), hcaUser(), hcaName(), hcaName()
			t := fmt.Sprintf("%s: can you answer the eBay messages today? I'm at the trade fair\n%s: sure, which login?\n%s: the shop one, user %s pw %s - don't accept offers below 80%%\n%s: ok 👌", a, b, a, u, pw, b)
			return hcaS("ebay-password", "chat", t, []string{pw}, u)
		},
		func() Sample {
			tok, shop := hcaEtsyToken(), hcaDigits(8)
			t := fmt.Sprintf("ETSY_SHOP_ID=%s\nETSY_ACCESS_TOKEN=%s\nETSY_REDIRECT_URI=https://%s.com/etsy/callback\n", shop, tok, hcaStore())
			return hcaS("etsy-oauth-token", "env", t, []string{tok}, shop)
		},
		func() Sample {
			rt, at := hcaEtsyToken(), hcaEtsyToken()
			t := fmt.Sprintf("$ http POST https://api.etsy.com/v3/public/oauth/token grant_type=refresh_token client_id=$ETSY_KEYSTRING refresh_token=%s\nHTTP/1.1 200 OK\nContent-Type: application/json\n\n{\"access_token\":\"%s\",\"token_type\":\"Bearer\",\"expires_in\":3600,\"refresh_token\":\"%s\"}\n", rt, at, rt)
			return hcaS("etsy-refresh-token", "shell", t, []string{rt, at}, "https://api.etsy.com/v3/public/oauth/token")
		},
		func() Sample {
			tok, store := hcaShop("shpat_"), hcaStore()
			t := fmt.Sprintf("SHOPIFY_STORE=%s.myshopify.com\nSHOPIFY_ADMIN_TOKEN=%s\nSHOPIFY_API_VERSION=2025-%s\n", store, tok, hcaP("01", "04", "07", "10"))
			return hcaS("shopify-admin-token", "env", t, []string{tok}, store+".myshopify.com")
		},
		func() Sample {
			tok, store := hcaShop("shpat_"), hcaStore()
			t := fmt.Sprintf("curl -X GET \"https://%s.myshopify.com/admin/api/2025-01/inventory_levels.json?location_ids=%s\" \\\n  -H \"X-Shopify-Access-Token: %s\"", store, hcaDigits(11), tok)
			return hcaS("shopify-admin-token", "shell", t, []string{tok}, store+".myshopify.com")
		},
		func() Sample {
			ss, store, who := hcaShop("shpss_"), hcaStore(), hcaName()
			t := fmt.Sprintf("Hi %s,\n\nthe custom app for the B2B price lists is installed on %s. For the webhook verification you need the API secret key: %s\nThe app's API key is in the partner dashboard, you have access.\n\nCheers, %s", who, store, ss, hcaName())
			return hcaS("shopify-api-secret", "mail", t, []string{ss}, store)
		},
		func() Sample {
			e, store := hcaEmail(), hcaStore()
			codes := []string{hcaRecovery(), hcaRecovery()}
			for codes[1] == codes[0] {
				codes[1] = hcaRecovery()
			}
			t := fmt.Sprintf("Shopify owner account (%s)\nemail: %s\npassword: %s\nrecovery codes left (each works once):\n  %s\n  %s\n", store, e, hcaP("same as the Gmail one", "in 1Password", "ask Lukas"), codes[0], codes[1])
			return hcaS("recovery-code", "notes", t, codes, e)
		},
		func() Sample {
			ref, app := hcaMeliRefresh(), hcaDigits(16)
			sec := rnd(alnum, 32)
			t := fmt.Sprintf("{\n  \"client_id\": \"%s\",\n  \"client_secret\": \"%s\",\n  \"refresh_token\": \"%s\",\n  \"user_id\": %s,\n  \"site\": \"%s\"\n}\n", app, sec, ref, hcaDigits(9), hcaP("MLB", "MLA", "MLM", "MLC"))
			return hcaS("mercadolibre-refresh-token", "json", t, []string{sec, ref}, app)
		},
		func() Sample {
			tok := hcaMeliToken()
			t := fmt.Sprintf("Oi %s, o token do Mercado Livre que gerei hoje de manhã é %s — vale por 6 horas, depois o n8n renova sozinho. Não compartilha no grupo, tá?", hcaName(), tok)
			return hcaS("mercadolibre-access-token", "chat", t, []string{tok})
		},
		func() Sample {
			item, tok := "MLB"+hcaDigits(10), hcaMeliToken()
			t := fmt.Sprintf("curl -X PUT -H 'Authorization: Bearer %s' \\\n  -H 'Content-Type: application/json' \\\n  https://api.mercadolibre.com/items/%s -d '{\"available_quantity\": %d}'", tok, item, rng.IntN(80))
			return hcaS("mercadolibre-access-token", "shell", t, []string{tok}, item)
		},
		func() Sample {
			cid, sec := rnd(hexs, 32), rnd(alnum, 64)
			t := fmt.Sprintf("allegro:\n  environment: production\n  client_id: %s\n  client_secret: %s\n  redirect_uri: https://%s.pl/allegro/auth\n  default_delivery: \"%s\"\n", cid, sec, hcaStore(), hcaP("Allegro Paczkomaty InPost", "Allegro One Box", "DPD Pickup"))
			return hcaS("allegro-client-secret", "yaml", t, []string{sec}, cid)
		},
		func() Sample {
			tok := hcaJWT()
			t := fmt.Sprintf("Cześć %s, wrzucam token do Allegro REST API, ważny 12h:\n%s\nJak wygaśnie to odpal skrypt refresh.py, hasło do konta sprzedawcy jest w KeePassie.", hcaName(), tok)
			return hcaS("allegro-access-token", "chat", t, []string{tok})
		},
		func() Sample {
			ss, lk := hcaRakuten("SP"), hcaRakuten("SL")
			t := fmt.Sprintf("# RMS WEB SERVICE\nRMS_SERVICE_SECRET=%s\nRMS_LICENSE_KEY=%s\n# licenseKey は3か月ごとに更新が必要 (次回 %s)\nSHOP_URL=%s\n", ss, lk, hcaDate(), hcaStore())
			return hcaS("rakuten-license-key", "env", t, []string{ss, lk}, "RMS WEB SERVICE")
		},
		func() Sample {
			lk := hcaRakuten("SL")
			t := fmt.Sprintf("楽天RMSのlicenseKeyを更新しました（serviceSecretは変更なし）。\n新しいlicenseKey: %s\n受注同期（%s）の設定画面に貼り付けてください。", lk, hcaP("ネクストエンジン", "自社ツール", "Linnworks"))
			return hcaS("rakuten-license-key", "chat", t, []string{lk}, "serviceSecret")
		},
		func() Sample {
			cid, sec := hcaUUID(), rnd(b64url, 40)
			t := fmt.Sprintf("zDirect API (Zalando Partner Program)\nMerchant ID: %s\nClient ID: %s\nClient Secret: %s\nScopes: orders.read articles.write stocks.write\n", hcaUUID(), cid, sec)
			return hcaS("zalando-client-secret", "notes", t, []string{sec}, cid)
		},
		func() Sample {
			pw, u := hcaPw(), hcaEmail()
			t := fmt.Sprintf("Zalando Partner Portal: %s / Passwort %s – nur für Retouren-Übersicht verwenden, Preise bitte nicht anfassen.", u, pw)
			return hcaS("zalando-password", "chat", t, []string{pw}, u)
		},
		func() Sample {
			sec, who := rnd(hexs, 64), hcaName()
			t := fmt.Sprintf("Kaufland Seller API\n  secret key:  %s\n  storefront:  %s\n  contact:     %s\nThe secret key signs every request (HMAC), treat it like a password.", sec, hcaP("de", "cz", "sk", "pl"), who)
			return hcaS("kaufland-secret-key", "notes", t, []string{sec}, who)
		},
	}
}
