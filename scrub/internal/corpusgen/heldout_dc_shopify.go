package main

import "fmt"

// Shopify apps, themes and staging stores.

func hdcShpat() string  { return "shpat_" + hdcHex(32) }
func hdcShpss() string  { return "shpss_" + hdcHex(32) }
func hdcAPIVer() string { return hdcP("2024-07", "2024-10", "2025-01", "2025-04", "2025-07") }

func hdcShopifySecrets() []func() Sample {
	return []func() Sample{
		func() Sample {
			sec := hdcP(hdcShpss(), hdcHex(32))
			host := hdcP("https://", "https://app.") + hdcDomain()
			scopes := hdcP("read_orders,write_products", "read_products,read_inventory,write_inventory", "read_customers,read_orders,write_fulfillments")
			t := fmt.Sprintf("# .env (local dev, do not commit)\nSHOPIFY_API_KEY=%s\nSHOPIFY_API_SECRET=%s\nSCOPES=%s\nHOST=%s\nPORT=%d\n",
				hdcHex(32), sec, scopes, host, hdcN(3000, 8081))
			return hdcS("shopify-api-secret", "env", t, []string{sec}, scopes, host)
		},
		func() Sample {
			tok := hdcShpat()
			shop := hdcShop()
			app := hdcP("ERP sync", "Klaviyo bridge", "stock-importer", "Pimcore feed", "returns portal")
			t := fmt.Sprintf("@%s here's the admin API token for %s (custom app \"%s\"):\n%s\nscopes are read_orders + write_inventory. pls don't paste it in #general again 🙈",
				hdcName(), shop, app, tok)
			return hdcS("shopify-admin-token", "chat", t, []string{tok}, shop, app)
		},
		func() Sample {
			tok := hdcShpat()
			shop := hdcShop()
			ver := hdcAPIVer()
			t := fmt.Sprintf("$ curl -s \"https://%s/admin/api/%s/orders.json?status=any&limit=2\" \\\n    -H \"X-Shopify-Access-Token: %s\" | jq '.orders[].name'\n\"#%s\"\n\"#%s\"",
				shop, ver, tok, hdcOrder(), hdcOrder())
			return hdcS("shopify-admin-token", "shell", t, []string{tok}, shop, ver)
		},
		func() Sample {
			tok := "shptka_" + hdcHex(32)
			shop := hdcShop()
			t := fmt.Sprintf("~/themes/dawn-custom $ shopify theme push --store %s --password %s --unpublished\n\n╭─ info ───────────────────────────────╮\n│  Uploading theme to %s  │\n╰──────────────────────────────────────╯\n✔ Theme pushed (#%d)",
				shop, tok, shop, hdcN(120000000000, 180000000000))
			return hdcS("shopify-theme-access-token", "shell", t, []string{tok}, shop)
		},
		func() Sample {
			tok := "shptka_" + hdcHex(32)
			shop := hdcShop()
			t := fmt.Sprintf("name: Deploy theme\non:\n  push:\n    branches: [main]\njobs:\n  deploy:\n    runs-on: ubuntu-latest\n    env:\n      SHOPIFY_FLAG_STORE: %s\n      SHOPIFY_CLI_THEME_TOKEN: %s   # TODO move to repo secrets\n    steps:\n      - uses: actions/checkout@v4\n      - run: npm i -g @shopify/cli\n      - run: shopify theme push --live --allow-live\n",
				shop, tok)
			return hdcS("shopify-theme-access-token", "yaml", t, []string{tok}, shop)
		},
		func() Sample {
			pw := hdcP(hdcPw(), hdcLower(hdcWord())+fmt.Sprint(hdcN(10, 99)), "aeb"+hdcR(hdcLow, 3))
			shop := hdcShop()
			t := fmt.Sprintf("Handover – %s\n\n- Theme: Dawn 15 fork, repo %s/theme\n- The dev store is password protected. Storefront password: %s\n- Test orders go through Bogus Gateway (card 1 = success)\n- Ping %s for anything checkout related",
				shop, hdcBrand(), pw, hdcName())
			return hdcS("storefront-password", "notes", t, []string{pw}, shop)
		},
		func() Sample {
			sec := hdcHex(32)
			t := fmt.Sprintf("import { shopifyApp } from \"@shopify/shopify-app-remix/server\";\n\nconst shopify = shopifyApp({\n  apiKey: \"%s\",\n  apiSecretKey: \"%s\", // FIXME read from env\n  apiVersion: ApiVersion.%s,\n  scopes: [\"read_products\", \"write_products\"],\n  appUrl: \"https://%s\",\n});",
				hdcHex(32), sec, hdcP("October24", "January25", "April25", "July24"), hdcStage())
			return hdcS("shopify-api-secret", "code", t, []string{sec})
		},
		func() Sample {
			tok := hdcShpat()
			shop := hdcShop()
			t := fmt.Sprintf("import shopify\n\nshop_url = \"%s\"\napi_version = \"%s\"\n# private app token from the client, rotate after migration\nsession = shopify.Session(shop_url, api_version, \"%s\")\nshopify.ShopifyResource.activate_session(session)\nprint(shopify.Shop.current().name)",
				shop, hdcAPIVer(), tok)
			return hdcS("shopify-admin-token", "code", t, []string{tok}, shop)
		},
		func() Sample {
			tok := hdcP("shpat_", "shpca_") + hdcHex(32)
			sec := hdcShpss()
			n := hdcName()
			t := fmt.Sprintf("Subject: Zugangsdaten Custom App\n\nHallo %s,\n\nich habe die App \"Warenwirtschaft\" im Shop angelegt und installiert.\nAdmin-API-Zugriffstoken: %s\nAPI-Geheimschlüssel: %s\n\nDas Token wird nur einmal angezeigt, bitte gut aufheben.\n\nViele Grüße\n%s",
				n, tok, sec, hdcName())
			return hdcS("shopify-admin-token", "mail", t, []string{tok, sec}, "Warenwirtschaft")
		},
		func() Sample {
			tok := hdcShpat()
			shop := hdcShop()
			t := fmt.Sprintf("%sT%sZ INFO  [auth] oauth callback completed shop=%s scope=read_orders,read_products access_token=%s\n%sT%sZ INFO  [webhooks] registered APP_UNINSTALLED for %s",
				hdcDate(), hdcTime(), shop, tok, hdcDate(), hdcTime(), shop)
			return hdcS("shopify-admin-token", "log", t, []string{tok}, shop)
		},
		func() Sample {
			tok := "prtapi_" + hdcHex(32)
			org := fmt.Sprint(hdcN(1000000, 3999999))
			t := fmt.Sprintf("curl -X POST https://partners.shopify.com/%s/api/%s/graphql.json \\\n  -H 'Content-Type: application/json' \\\n  -H 'X-Shopify-Access-Token: %s' \\\n  -d '{\"query\": \"{ app(id: \\\"gid://partners/App/%d\\\") { name } }\"}'",
				org, hdcAPIVer(), tok, hdcN(5000000, 9999999))
			return hdcS("shopify-partner-token", "shell", t, []string{tok}, org)
		},
		func() Sample {
			sec := hdcHex(32)
			t := fmt.Sprintf("// verify Shopify webhook HMAC\nconst crypto = require('crypto');\nconst SHOPIFY_WEBHOOK_SECRET = '%s';\n\nfunction verify(req) {\n  const digest = crypto.createHmac('sha256', SHOPIFY_WEBHOOK_SECRET)\n    .update(req.rawBody, 'utf8').digest('base64');\n  return crypto.timingSafeEqual(Buffer.from(digest), Buffer.from(req.get('X-Shopify-Hmac-Sha256')));\n}",
				sec)
			return hdcS("shopify-webhook-secret", "code", t, []string{sec})
		},
		func() Sample {
			var codes []string
			for i := 0; i < 2; i++ {
				codes = append(codes, hdcR(hdcLowN, 5)+"-"+hdcR(hdcLowN, 5))
			}
			mail := "owner@" + hdcDomain()
			t := fmt.Sprintf("Owner account %s – 2FA backup codes (each works once, the others are used up):\n  7. %s\n  8. %s\nPhone with the authenticator is in the office drawer.",
				mail, codes[0], codes[1])
			return hdcS("backup-codes", "notes", t, codes, mail)
		},
		func() Sample {
			pw := hdcPw()
			mail := hdcP("ops", "dev", "shop", "admin") + "@" + hdcDomain()
			t := fmt.Sprintf("Weekly sync %s\nAttendees: %s, %s, %s\n\n* Plus sandbox is live. Staff account %s, password %s – change on first login\n* Markets: enable NL + BE before launch\n* Checkout extensibility migration: %s owns it",
				hdcDate(), hdcName(), hdcName(), hdcName(), mail, pw, hdcName())
			return hdcS("staff-password", "notes", t, []string{pw}, mail)
		},
		func() Sample {
			ss := hdcR(hdcAlnum, hdcN(32, 48))
			tok := hdcHex(32)
			store := hdcShop()
			t := fmt.Sprintf("# hydrogen storefront .env\nSESSION_SECRET=\"%s\"\nPUBLIC_STORE_DOMAIN=\"%s\"\nPRIVATE_STOREFRONT_API_TOKEN=\"%s\"\nPUBLIC_CHECKOUT_DOMAIN=\"checkout.%s\"\n",
				ss, store, tok, hdcDomain())
			return hdcS("session-secret", "env", t, []string{ss, tok}, store)
		},
		func() Sample {
			tok := hdcShpat()
			shop := hdcShop()
			t := fmt.Sprintf("[%s] migration script crashed:\n\nShopifyAPI::Errors::HttpResponseError (429)\n  from bin/import.rb:42\n\nrun it again with\n  SHOP=%s TOKEN=%s bundle exec ruby bin/import.rb --resume %d",
				hdcTicket(), shop, tok, hdcN(100, 9000))
			return hdcS("shopify-admin-token", "ticket", t, []string{tok}, shop)
		},
	}
}

func hdcLower(s string) string {
	b := []byte(s)
	for i, c := range b {
		if c >= 'A' && c <= 'Z' {
			b[i] = c + 32
		}
	}
	return string(b)
}

func hdcShopifyTraps() []func() Sample {
	return []func() Sample{
		func() Sample {
			t := fmt.Sprintf("curl -s \"https://%s/admin/api/%s/products/%d.json\" \\\n  -H \"X-Shopify-Access-Token: $SHOPIFY_ADMIN_TOKEN\" | jq .product.variants[0].sku\n\"%s-%s-%d\"",
				hdcShop(), hdcAPIVer(), hdcN(7000000000000, 9999999999999), hdcR(hdcUp, 3), hdcP("BLK", "WHT", "NVY"), hdcN(36, 46))
			return hdcT("trap-env-reference", "shell", t)
		},
		func() Sample {
			t := fmt.Sprintf("# .env.example – copy to .env and fill in from the Partner Dashboard\nSHOPIFY_API_KEY=\nSHOPIFY_API_SECRET=\nSCOPES=read_products,write_products\nHOST=https://%s\n", hdcStage())
			return hdcT("trap-empty-template", "env", t)
		},
		func() Sample {
			t := fmt.Sprintf("%sT%sZ INFO webhook received topic=orders/create shop=%s webhook_id=%s triggered_at=%sT%s.%03dZ order=#%s",
				hdcDate(), hdcTime(), hdcShop(), hdcUUID(), hdcDate(), hdcTime(), hdcN(0, 999), hdcOrder())
			return hdcT("trap-webhook-id", "log", t)
		},
		func() Sample {
			t := fmt.Sprintf("ok reinstalled the app on %s and the token shpat_••••••••••••%s works again. old one is revoked", hdcShop(), hdcHex(4))
			return hdcT("trap-masked-token", "chat", t)
		},
		func() Sample {
			cur := hdcR(hdcB64, hdcN(40, 60))
			t := fmt.Sprintf("query {\n  products(first: 50, after: \"%s\") {\n    edges { node { id title handle } }\n    pageInfo { hasNextPage endCursor }\n  }\n}\n# last page ended at gid://shopify/Product/%d", cur, hdcN(7000000000000, 9999999999999))
			return hdcT("trap-cursor", "code", t)
		},
		func() Sample {
			t := fmt.Sprintf("# shopify.app.toml\nclient_id = \"%s\"\nname = \"%s\"\napplication_url = \"https://%s\"\nembedded = true\n\n[access_scopes]\nscopes = \"read_orders,write_products\"\n\n[webhooks]\napi_version = \"%s\"\n",
				hdcHex(32), hdcP("Bundle Builder", "Stock Sync", "Gift Wrap Pro", "B2B Quotes"), hdcStage(), hdcAPIVer())
			return hdcT("trap-client-id", "toml", t)
		},
		func() Sample {
			t := fmt.Sprintf("{\n  \"current\": {\n    \"colors_solid_button_labels\": \"#%s\",\n    \"colors_accent_1\": \"#%s\",\n    \"type_header_font\": \"assistant_n4\",\n    \"sections\": {\n      \"%d__image_banner\": { \"type\": \"image-banner\" }\n    }\n  }\n}",
				hdcHex(6), hdcHex(6), hdcN(1600000000, 1750000000))
			return hdcT("trap-theme-settings", "json", t)
		},
		func() Sample {
			t := fmt.Sprintf("[API] Invalid API key or access token (unrecognized login or wrong password)\n\nGot this on %s after the merchant reinstalled. I think the token in the DB is stale, will re-run OAuth.", hdcShop())
			return hdcT("trap-error-message", "ticket", t)
		},
		func() Sample {
			t := fmt.Sprintf("Hi %s, the Shopify admin API token is stored in 1Password under \"%s – Admin API\". Don't send it by mail please, just ask for vault access.", hdcName(), hdcBrand())
			return hdcT("trap-vault-reference", "chat", t)
		},
		func() Sample {
			t := fmt.Sprintf("{%% comment %%} product card {%% endcomment %%}\n<div class=\"card\" data-product-id=\"{{ product.id }}\" data-variant=\"%d\">\n  {{ product.title | escape }}\n  {{ product.price | money_with_currency }}\n</div>", hdcN(40000000000000, 49999999999999))
			return hdcT("trap-liquid", "code", t)
		},
		func() Sample {
			t := fmt.Sprintf("The storefront password page is turned off on %s since launch day. If you see the password page again it's the cache, purge it.", hdcShop())
			return hdcT("trap-password-talk", "chat", t)
		},
		func() Sample {
			t := fmt.Sprintf("X-Request-Id: %s\nX-Shopify-Shop-Id: %d\nX-Shopify-API-Version: %s\nX-Shopify-Shop-Api-Call-Limit: %d/40", hdcUUID(), hdcN(50000000, 90000000), hdcAPIVer(), hdcN(1, 39))
			return hdcT("trap-request-id", "log", t)
		},
	}
}
