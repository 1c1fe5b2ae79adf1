package main

import (
	"fmt"
)

// Traps near the marketplace secrets: ids, placeholders, references, masked values.

func hcaTrapsA() []hcaGen {
	return []hcaGen{
		func() Sample {
			t := fmt.Sprintf("# SP-API app - copy to .env and fill in\nSP_API_REGION=eu\nMARKETPLACE_ID=%s\nLWA_APP_ID=%s\nLWA_CLIENT_SECRET=<your-lwa-client-secret>\nSP_API_REFRESH_TOKEN=<refresh token from the authorisation step>\n", hcaMktID(), hcaLwaClient())
			return hcaT("trap-placeholder", "env", t)
		},
		func() Sample {
			t := fmt.Sprintf("credentials = dict(\n    refresh_token=os.environ['SP_API_REFRESH_TOKEN'],\n    lwa_app_id='%s',\n    lwa_client_secret=os.environ['LWA_CLIENT_SECRET'],\n)\n", hcaLwaClient())
			return hcaT("trap-env-reference", "python", t)
		},
		func() Sample {
			t := fmt.Sprintf("App registration done ✅\nApp ID: %s\nLWA client identifier: %s\nSeller ID: %s\nMarketplaces: %s, %s\nThe client secret and refresh token are in 1Password under \"SP-API prod\".", hcaSPAppID(), hcaLwaClient(), hcaSellerID(), hcaMktID(), hcaMktID())
			return hcaT("trap-client-id", "notes", t)
		},
		func() Sample {
			t := fmt.Sprintf("%s WARN spapi.client 403 Unauthorized GET /fba/inventory/v1/summaries x-amzn-RequestId=%s x-amzn-RateLimit-Limit=2.0 marketplace=%s (access token expired, refreshing)\n%s INFO spapi.client token refreshed, expires_in=3600\n", hcaTS(), hcaReqID(), hcaMktID(), hcaTS())
			return hcaT("trap-request-id", "log", t)
		},
		func() Sample {
			o, a := hcaAmzOrder(), hcaASIN()
			cs := []string{"DHL", "DPD", "GLS", "UPS"}
			i := rng.IntN(4)
			tr := []string{hcaDHLTrack(), hcaDPDTrack(), hcaGLSTrack(), hcaUPS1Z()}[i]
			t := fmt.Sprintf("Dear customer,\n\nthank you for your order %s.\n\n1x %s (ASIN %s) - EUR %s\nShipped with %s, tracking number %s.\n\nYour seller: %s\n", o, hcaP("Bamboo cutting board", "Dog harness M", "LED desk lamp", "Linen napkins set of 4"), a, hcaPrice(), cs[i], tr, hcaStore())
			return hcaT("trap-order-number", "mail", t)
		},
		func() Sample {
			t := fmt.Sprintf("sku,asin,fnsku,ean,qty,price\n%s,%s,%s,%s,%d,%s\n%s,%s,%s,%s,%d,%s\n%s,%s,%s,%s,%d,%s\n",
				hcaSKU(), hcaASIN(), hcaFNSKU(), hcaEAN(), rng.IntN(300), hcaPrice(),
				hcaSKU(), hcaASIN(), hcaFNSKU(), hcaEAN(), rng.IntN(300), hcaPrice(),
				hcaSKU(), hcaASIN(), hcaFNSKU(), hcaEAN(), rng.IntN(300), hcaPrice())
			return hcaT("trap-sku-table", "csv", t)
		},
		func() Sample {
			t := fmt.Sprintf("Hi %s, I reset the Seller Central %s password for your user %s - you should have an email from Amazon with a link. Choose something with at least %d characters and don't reuse the old one. 2SV stays on your phone.", hcaName(), hcaP("DE", "UK", "US", "EU", "JP"), hcaP("this morning", "just now", "after the lockout", "at 9:40"), pick([]int{8, 10, 12}))
			return hcaT("trap-password-talk", "chat", t)
		},
		func() Sample {
			t := fmt.Sprintf("Account,Marketplace,Login email,Password,Notes\nSeller Central,DE,%s,********,2SV on Joy's phone\nSeller Central,UK,%s,(in Bitwarden),\n", hcaEmail(), hcaEmail())
			return hcaT("trap-masked", "csv", t)
		},
		func() Sample {
			t := fmt.Sprintf("[ebay.production]\napp_id = \"%s\"\ncert_id = \"${EBAY_CERT_ID}\"\nru_name = \"%s\"\nsite_id = %d\n", hcaEbayApp(), hcaName()+"_"+hcaP("Kowalski", "Schmidt")+"-"+rnd(alnum, 8)+"-"+rnd(lower, 5), pick([]int{0, 3, 77}))
			return hcaT("trap-env-reference", "toml", t)
		},
		func() Sample {
			t := fmt.Sprintf("eBay order %s from buyer %s: %s, paid %s EUR via eBay managed payments. Ship by %s, tracking %s uploaded.", hcaEbayOrder(), hcaUser()+rnd(digits, 3), hcaP("2x phone case", "vintage lamp", "set of screwdrivers"), hcaPrice(), hcaDate(), hcaTrack())
			return hcaT("trap-order-number", "chat", t)
		},
		func() Sample {
			t := fmt.Sprintf("SHOPIFY_STORE=%s.myshopify.com\nSHOPIFY_ADMIN_TOKEN=shpat_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\nSHOPIFY_API_VERSION=2025-%s\nSHOPIFY_LOCATION_ID=%s\n# replace the x's with the token from Settings > Apps > Develop apps\n", hcaStore(), hcaP("01", "04", "07", "10"), hcaDigits(11))
			return hcaT("trap-placeholder", "env", t)
		},
		func() Sample {
			t := fmt.Sprintf("{\n  \"colors\": {\"primary\": \"#%s\", \"accent\": \"#%s\", \"background\": \"#%s\"},\n  \"logo_width\": %d,\n  \"app_block_id\": \"%s\",\n  \"stripe_publishable\": \"pk_live_51%s\"\n}\n", rnd(hexs, 6), rnd(hexs, 6), rnd(hexs, 6), 80+rng.IntN(100), hcaUUID(), rnd(alnum, 60))
			return hcaT("trap-publishable-key", "json", t)
		},
		func() Sample {
			t := fmt.Sprintf("X-Shopify-Topic: orders/create\nX-Shopify-Shop-Domain: %s.myshopify.com\nX-Shopify-Webhook-Id: %s\nX-Shopify-API-Version: 2025-01\nX-Shopify-Triggered-At: %s\n\n{\"id\": %s, \"name\": \"#%d\", \"total_price\": \"%s\"}", hcaStore(), hcaUUID(), hcaTS(), hcaDigits(13), 1000+rng.IntN(9000), hcaPrice())
			return hcaT("trap-webhook-id", "http", t)
		},
		func() Sample {
			t := fmt.Sprintf("Admin API token: shpat_••••••••••••••••••••••••%s (created %s by %s). Revealed only once - if lost, uninstall and reinstall the custom app.", rnd(hexs, 4), hcaDate(), hcaName())
			return hcaT("trap-masked", "notes", t)
		},
		func() Sample {
			t := fmt.Sprintf("Anúncio MLB%s pausado por falta de estoque. Vendedor %s (user_id %s), app id %s. Pedido %s enviado pelo Mercado Envios, rastreio %s.", hcaDigits(10), hcaUser(), hcaDigits(9), hcaDigits(16), hcaDigits(16), "BR"+rnd(digits, 9)+"BR")
			return hcaT("trap-item-id", "chat", t)
		},
		func() Sample {
			t := fmt.Sprintf("allegro:\n  environment: production\n  client_id: %s\n  client_secret: !vault secret/data/allegro#client_secret\n  redirect_uri: https://%s.pl/allegro/auth\n", rnd(hexs, 32), hcaStore())
			return hcaT("trap-vault-reference", "yaml", t)
		},
		func() Sample {
			t := fmt.Sprintf("Zamówienie %s z Allegro (oferta %s), kupujący %s, wysyłka InPost Paczkomat %s, numer nadania %s. Faktura VAT nr FV/%d/%s.", hcaUUID(), hcaDigits(11), hcaUser(), hcaUpper(rnd(lower, 3))+rnd(digits, 2)+"M", rnd(digits, 24), 100+rng.IntN(900), hcaP("2025", "03/2025"))
			return hcaT("trap-order-number", "chat", t)
		},
		func() Sample {
			t := fmt.Sprintf("楽天RMS（%s）: licenseKeyの有効期限が%sに切れます。RMS > 拡張サービス一覧 > WEB APIサービス から再発行してください（キー自体はSlackに貼らないこと）。", hcaStore(), hcaDate())
			return hcaT("trap-password-talk", "chat", t)
		},
		func() Sample {
			t := fmt.Sprintf("zDirect API\nMerchant ID: %s\nClient ID: %s\nClient Secret: [REDACTED]\nScopes: orders.read stocks.write\n", hcaUUID(), hcaUUID())
			return hcaT("trap-redacted", "notes", t)
		},
		func() Sample {
			t := fmt.Sprintf("Etsy listing %s renewed (USD 0.20). Shop ID %s, receipt %s, transaction %s. Buyer asked for gift wrap.", hcaDigits(10), hcaDigits(8), hcaDigits(10), hcaDigits(10))
			return hcaT("trap-listing-id", "notes", t)
		},
		func() Sample {
			t := hcaP("sync-listings", "sync-stock", "nightly-sync")
			t = fmt.Sprintf("name: %s\non:\n  schedule:\n    - cron: '*/%d * * * *'\njobs:\n  sync:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - run: python%s sync.py --since %dh\n        env:\n          ETSY_ACCESS_TOKEN: ${{ secrets.ETSY_ACCESS_TOKEN }}\n          EBAY_REFRESH_TOKEN: ${{ secrets.EBAY_REFRESH_TOKEN }}\n          SHOPIFY_ADMIN_TOKEN: ${{ secrets.SHOPIFY_ADMIN_TOKEN }}\n          STORE: %s\n", t, pick([]int{10, 15, 20, 30}), hcaP("", "3"), 1+rng.IntN(48), hcaStore())
			return hcaT("trap-secret-reference", "yaml", t)
		},
		func() Sample {
			t := fmt.Sprintf("commit %s\nAuthor: %s <%s>\nDate:   %s\n\n    rotate Amazon and eBay credentials\n\n    Secrets moved to the secret manager; config now reads them from env.\n    See ticket %s-%d.\n", hcaSha1(), hcaName(), hcaEmail(), hcaTime(), hcaUpper(rnd(lower, 3)), 100+rng.IntN(900))
			return hcaT("trap-commit-sha", "commit", t)
		},
		func() Sample {
			t := fmt.Sprintf("Account health DE: ODR %0.2f%%, late shipment %0.1f%%, valid tracking %0.1f%%. Policy violation on %s (ASIN %s) - appeal ref %s submitted by %s.", rng.Float64(), rng.Float64()*4, 95+rng.Float64()*5, hcaDate(), hcaASIN(), rnd(digits, 10), hcaName())
			return hcaT("trap-case-id", "notes", t)
		},
		func() Sample {
			t := fmt.Sprintf("Amazon MWS is gone since March 2024; the old MWS auth token field in the repricer can stay empty. Seller %s is now connected via SP-API (app %s).", hcaSellerID(), hcaSPAppID())
			return hcaT("trap-password-talk", "notes", t)
		},
		func() Sample {
			t := fmt.Sprintf("$ aws sts get-caller-identity\n{\n    \"UserId\": \"AROA%s:sp-api\",\n    \"Account\": \"%s\",\n    \"Arn\": \"arn:aws:sts::%s:assumed-role/SellingPartnerRole/sp-api\"\n}\n", rnd(upper+digits, 17), rnd(digits, 12), rnd(digits, 12))
			return hcaT("trap-arn", "shell", t)
		},
		func() Sample {
			t := fmt.Sprintf("Hola %s, la contraseña de Seller Central México la tiene %s, pídesela por teléfono. No la pongas en el grupo de WhatsApp, porfa.", hcaName(), hcaName())
			return hcaT("trap-password-talk", "chat", t)
		},
	}
}
