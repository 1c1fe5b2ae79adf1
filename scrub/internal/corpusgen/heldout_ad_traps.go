package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// Traps: shop paperwork, front-end ids, and developer noise. No credentials.

func hadTraps() []Sample {
	var out []Sample
	out = append(out, hadRep(44, hadShopTrap)...)
	out = append(out, hadRep(40, hadWebTrap)...)
	out = append(out, hadRep(42, hadDevTrap)...)
	return out
}

func hadIBAN() string {
	switch rng.IntN(4) {
	case 0:
		return "NL" + fmt.Sprint(hadN(10, 99)) + " " + hadP("INGB", "RABO", "ABNA", "KNAB") + " " + hadR(hadDig, 4) + " " + hadR(hadDig, 4) + " " + hadR(hadDig, 2)
	case 1:
		return "DE" + fmt.Sprint(hadN(10, 99)) + " " + hadR(hadDig, 4) + " " + hadR(hadDig, 4) + " " + hadR(hadDig, 4) + " " + hadR(hadDig, 4) + " " + hadR(hadDig, 2)
	case 2:
		return "BE" + fmt.Sprint(hadN(10, 99)) + " " + hadR(hadDig, 4) + " " + hadR(hadDig, 4) + " " + hadR(hadDig, 4)
	default:
		return "FR76 " + hadR(hadDig, 4) + " " + hadR(hadDig, 4) + " " + hadR(hadDig, 4) + " " + hadR(hadDig, 4) + " " + hadR(hadDig, 4) + " " + hadR(hadDig, 3)
	}
}

func hadTracking() string {
	switch rng.IntN(5) {
	case 0:
		return "1Z" + hadR(hadUp+hadDig, 6) + hadR(hadDig, 10)
	case 1:
		return "3S" + hadR(hadUp, 4) + hadR(hadDig, 7)
	case 2:
		return "JJD" + hadR(hadDig, 18)
	case 3:
		return "9400 " + hadR(hadDig, 4) + " " + hadR(hadDig, 4) + " " + hadR(hadDig, 4) + " " + hadR(hadDig, 4) + " " + hadR(hadDig, 2)
	default:
		return hadR(hadUp, 2) + hadR(hadDig, 9) + hadP("NL", "DE", "GB", "FR")
	}
}

func hadShopTrap() Sample {
	d := hadDomain()
	n := hadName()
	order := fmt.Sprint(hadN(1000, 999999))
	var text, f string
	switch rng.IntN(16) {
	case 0:
		f = "email"
		text = fmt.Sprintf("Hi %s,\n\nThanks for your order #%s! It has shipped with %s.\nTrack & trace: %s\n\nThe %s team", n, order, hadP("PostNL", "DHL", "UPS", "DPD"), hadTracking(), strings.Split(d, ".")[0])
	case 1:
		f = "invoice"
		text = fmt.Sprintf("INVOICE %s-%03d\nDate: %s\nClient: %s\n\nWebsite maintenance (%s)   € %d,00\nVAT 21%%                           € %d,%02d\n\nPlease transfer to IBAN %s (BIC %s) quoting the invoice number.", hadP("2024", "2025", "INV"), hadN(1, 400), hadDate(), n, hadP("Q1", "Q2", "March", "hosting + updates"), hadN(90, 2400), hadN(10, 500), hadN(0, 99), hadIBAN(), hadP("INGBNL2A", "RABONL2U", "COBADEFFXXX", "GEBABEBB"))
	case 2:
		f = "csv"
		text = "sku,name,price,stock\n"
		for i := 0; i < hadN(3, 6); i++ {
			text += fmt.Sprintf("%s,%s,%d.%02d,%d\n", hadSKU(), hadP("Matcha 100g", "Stoneware mug", "Inner tube 28\"", "Rose bouquet", "Vinyl LP", "Olive oil 500ml", "Linen apron"), hadN(3, 90), hadN(0, 99), hadN(0, 250))
		}
	case 3:
		f = "chat"
		text = fmt.Sprintf("coupon %s gives %d%% off until %s, it's on the newsletter too", hadP("SUMMER", "WELKOM", "BLACKFRIDAY", "XMAS", "FREESHIP", "HELLO")+fmt.Sprint(hadN(10, 30)), hadN(5, 40), hadDate())
	case 4:
		f = "ticket"
		text = fmt.Sprintf("Customer %s (%s@example.com) says order %s arrived damaged. Refund via %s, ref %s.", n, strings.ToLower(n), order, hadP("Mollie", "Stripe", "PayPal"), hadP("re_", "tr_", "ch_")+hadR(hadAln, hadN(10, 24)))
	case 5:
		f = "notes"
		text = fmt.Sprintf("VAT no. %s\nChamber of Commerce (KvK): %s\nEORI: %s", hadP("NL", "BE0", "DE")+hadR(hadDig, 9)+hadP("B01", "", ""), hadR(hadDig, 8), hadP("NL", "DE")+hadR(hadDig, 9))
	case 6:
		f = "json"
		text = fmt.Sprintf("{\"id\": %s, \"status\": \"processing\", \"currency\": \"EUR\", \"total\": \"%d.%02d\", \"transaction_id\": \"tr_%s\", \"payment_method\": \"%s\"}", order, hadN(10, 300), hadN(0, 99), hadR(hadAln, 13), hadP("mollie_wc_gateway_ideal", "stripe", "ppcp-gateway", "bacs"))
	case 7:
		f = "chat"
		text = fmt.Sprintf("GTIN for the new mug is %s, MPN %s", hadR(hadDig, 13), hadR(hadUp, 3)+"-"+hadR(hadDig, 5))
	case 8:
		f = "email"
		text = fmt.Sprintf("Beste %s,\n\nUw bestelling %s is verzonden. Uw track & trace code is %s.\n\nMet vriendelijke groet,\n%s", n, order, hadTracking(), strings.Split(d, ".")[0])
	case 9:
		f = "markdown-table"
		text = "| Order | Date | Total | Status |\n|---|---|---|---|\n"
		for i := 0; i < hadN(2, 5); i++ {
			text += fmt.Sprintf("| #%d | %s | €%d.%02d | %s |\n", hadN(10000, 99999), hadDate(), hadN(10, 400), hadN(0, 99), hadP("Completed", "Refunded", "On hold"))
		}
	case 10:
		f = "chat"
		text = fmt.Sprintf("gift card %s-XXXX-XXXX was redeemed on order %s, balance €0", hadR(hadUp+hadDig, 4), order)
	case 11:
		f = "chat-de"
		text = fmt.Sprintf("Rechnung RE-%s-%04d ist bezahlt, Bankverbindung des Kunden: %s", hadP("2024", "2025"), hadN(1, 9999), hadIBAN())
	case 12:
		f = "notes"
		text = fmt.Sprintf("Shopify order %s%s / payment ref %s / Klarna %s", hadP("#", "#R"), order, hadR(hadDig, 10), hadUUID())
	case 13:
		f = "chat"
		text = fmt.Sprintf("phone of the client: +31 6 %s %s, office +49 30 %s", hadR(hadDig, 4), hadR(hadDig, 4), hadR(hadDig, 7))
	case 14:
		f = "csv"
		text = fmt.Sprintf("date,order,carrier,tracking\n%s,%s,%s,%s\n%s,%d,%s,%s\n", hadDate(), order, "UPS", hadTracking(), hadDate(), hadN(1000, 99999), "DHL", hadTracking())
	default:
		f = "chat-fr"
		text = fmt.Sprintf("Commande n° %s expédiée, numéro de suivi %s. Code promo %s pour la prochaine.", order, hadTracking(), hadP("BIENVENUE10", "NOEL15", "ETE20"))
	}
	return hadS("shop-trap", f, text)
}

func hadWebTrap() Sample {
	d := hadDomain()
	var text, f string
	switch rng.IntN(15) {
	case 0:
		f = "css"
		text = fmt.Sprintf(":root {\n  --brand: #%s;\n  --accent: #%s;\n  --text: #%s;\n}\n.btn-primary { background: var(--brand); border-color: #%s; }", hadHexN(6), hadHexN(6), hadHexN(3), hadHexN(6))
	case 1:
		f = "html"
		text = fmt.Sprintf("<link rel=\"stylesheet\" href=\"/assets/app.%s.css\">\n<script src=\"/assets/vendor.%s.js\" defer></script>\n<script src=\"/assets/main.%s.js\" defer></script>", hadHexN(8), hadHexN(8), hadHexN(20))
	case 2:
		f = "html"
		text = fmt.Sprintf("<link rel='stylesheet' id='woocommerce-general-css' href='https://%s/wp-content/plugins/woocommerce/assets/css/woocommerce.css?ver=%d.%d.%d' media='all' />\n<script src='https://%s/wp-includes/js/jquery/jquery.min.js?ver=3.7.1'></script>", d, hadN(7, 9), hadN(0, 9), hadN(0, 3), d)
	case 3:
		f = "html"
		g := "G-" + hadR(hadUp+hadDig, 10)
		text = fmt.Sprintf("<script async src=\"https://www.googletagmanager.com/gtag/js?id=%s\"></script>\n<script>\n  window.dataLayer = window.dataLayer || [];\n  function gtag(){dataLayer.push(arguments);}\n  gtag('js', new Date());\n  gtag('config', '%s');\n</script>", g, g)
	case 4:
		f = "chat"
		text = fmt.Sprintf("old Universal Analytics was %s, new GA4 stream is %s, GTM container %s", "UA-"+hadR(hadDig, 8)+"-"+fmt.Sprint(hadN(1, 3)), "G-"+hadR(hadUp+hadDig, 10), "GTM-"+hadR(hadUp+hadDig, 7))
	case 5:
		f = "html"
		text = fmt.Sprintf("<div class=\"g-recaptcha\" data-sitekey=\"6L%s\"></div>", hadR(hadB64u, 38))
	case 6:
		f = "html"
		text = fmt.Sprintf("<div class=\"cf-turnstile\" data-sitekey=\"0x4AAAAAAA%s\" data-theme=\"light\"></div>", hadR(hadB64u, 14))
	case 7:
		f = "javascript"
		text = fmt.Sprintf("// publishable key — safe to ship to the browser\nconst stripe = Stripe('pk_live_%s');\nconst elements = stripe.elements({ locale: '%s' });", hadR(hadAln, hadPick(24, 99)), hadP("nl", "de", "fr", "auto"))
	case 8:
		f = "html"
		text = fmt.Sprintf("<script src=\"https://www.paypal.com/sdk/js?client-id=A%s&currency=EUR&components=buttons\"></script>", hadR(hadB64u, 79))
	case 9:
		f = "chat"
		text = fmt.Sprintf("Meta pixel id %s, Hotjar site id %d, Clarity project %s", hadR(hadDig, 16), hadN(1000000, 3999999), hadR(hadLo+hadDig, 10))
	case 10:
		f = "chat"
		text = fmt.Sprintf("clear the cache, the CSS is still served as style.css?v=%s (should be ?v=%s)", hadHexN(hadPick(6, 8, 10)), hadHexN(hadPick(6, 8, 10)))
	case 11:
		f = "json"
		text = fmt.Sprintf("{\n  \"name\": \"%s-theme\",\n  \"version\": \"%d.%d.%d\",\n  \"private\": true,\n  \"scripts\": { \"build\": \"vite build\", \"dev\": \"vite\" },\n  \"devDependencies\": { \"vite\": \"^5.%d.0\", \"tailwindcss\": \"^3.4.%d\" }\n}", strings.Split(d, ".")[0], hadN(0, 3), hadN(0, 20), hadN(0, 9), hadN(0, 4), hadN(0, 13))
	case 12:
		f = "html"
		text = fmt.Sprintf("<meta name=\"google-site-verification\" content=\"%s\" />\n<meta name=\"facebook-domain-verification\" content=\"%s\" />", hadR(hadB64u, 43), hadR(hadLo+hadDig, 30))
	case 13:
		f = "notes"
		text = fmt.Sprintf("Mollie profile id pfl_%s (website %s) — payment methods: iDEAL, Bancontact, card", hadR(hadAln, 10), d)
	default:
		f = "chat"
		text = fmt.Sprintf("the hero image is /wp-content/uploads/%d/%02d/hero-%dx%d.webp, %s and %s are the brand colours", hadN(2022, 2026), hadN(1, 12), hadPick(1920, 1600, 2400), hadPick(800, 900, 1080), "#"+hadHexN(6), "#"+strings.ToUpper(hadHexN(6)))
	}
	return hadS("web-trap", f, text)
}

func hadDevTrap() Sample {
	d := hadDomain()
	var text, f string
	switch rng.IntN(16) {
	case 0:
		f = "git-log"
		for i := 0; i < hadN(3, 5); i++ {
			text += fmt.Sprintf("%s %s\n", hadHexN(7), hadP("fix: checkout button on mobile", "feat: Mollie refunds", "chore: bump woocommerce to 9.1", "style: footer spacing", "fix(cart): rounding of VAT", "Merge branch 'staging'"))
		}
	case 1:
		f = "shell"
		text = fmt.Sprintf("$ sha256sum wordpress-6.%d.%d.zip\n%s  wordpress-6.%d.%d.zip", hadN(0, 6), hadN(0, 3), hadHexN(64), hadN(0, 6), hadN(0, 3))
	case 2:
		f = "log"
		text = fmt.Sprintf("%s %s INFO request_id=%s method=POST path=/checkout status=302 duration=%dms", hadDate(), hadTime(), hadUUID(), hadN(20, 900))
	case 3:
		f = "shell"
		text = fmt.Sprintf("$ docker pull wordpress:6.%d-php8.%d-fpm\nDigest: sha256:%s\nStatus: Downloaded newer image for wordpress:6.%d-php8.%d-fpm", hadN(3, 6), hadN(1, 3), hadHexN(64), hadN(3, 6), hadN(1, 3))
	case 4:
		f = "chat"
		text = fmt.Sprintf("updated WooCommerce %d.%d.%d → %d.%d.%d and PHP 8.%d, build #%d is green", hadN(7, 8), hadN(0, 9), hadN(0, 3), hadN(8, 9), hadN(0, 9), hadN(0, 3), hadN(1, 3), hadN(100, 4000))
	case 5:
		b := base64.StdEncoding.EncodeToString([]byte(fmt.Sprintf(`{"page":%d,"per_page":20,"orderby":"date"}`, hadN(1, 30))))
		f = "log"
		text = "GET /api/products?cursor=" + b + " 200"
	case 6:
		f = "notes"
		text = fmt.Sprintf("Add this public key to ~/.ssh/authorized_keys on the server:\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI%s %s@laptop", hadR(hadB64, 43), strings.ToLower(hadName()))
	case 7:
		f = "pem"
		text = "-----BEGIN CERTIFICATE-----\nMIIF" + hadPEMBody(hadN(6, 10)) + "\n-----END CERTIFICATE-----\n(that's the public cert from Let's Encrypt, the chain is below)"
	case 8:
		f = "json"
		text = fmt.Sprintf("\"node_modules/swiper\": {\n  \"version\": \"11.%d.%d\",\n  \"resolved\": \"https://registry.npmjs.org/swiper/-/swiper-11.%d.%d.tgz\",\n  \"integrity\": \"sha512-%s==\"\n}", hadN(0, 2), hadN(0, 9), hadN(0, 2), hadN(0, 9), hadR(hadB64, 86))
	case 9:
		f = "ci-log"
		text = fmt.Sprintf("Run #%d (%s) on runner %s\nCache key: composer-%s\nArtifacts: theme-build-%s.zip", hadN(100, 9999), hadHexN(7), hadP("ubuntu-latest", "self-hosted-01"), hadHexN(64), hadHexN(12))
	case 10:
		f = "shell"
		text = fmt.Sprintf("$ wp core verify-checksums\nSuccess: WordPress installation verifies against checksums.\n$ wp plugin list --status=active --format=csv\nname,status,update,version\nwoocommerce,active,none,9.%d.%d\nwordfence,active,available,7.%d.%d", hadN(0, 4), hadN(0, 2), hadN(10, 11), hadN(0, 5))
	case 11:
		f = "stacktrace"
		text = fmt.Sprintf("PHP Warning:  Undefined array key \"password\" in /var/www/html/wp-content/themes/%s/functions.php on line %d\nPHP Stack trace:\nPHP   1. {main}() /var/www/html/index.php:0", strings.Split(d, ".")[0], hadN(10, 900))
	case 12:
		f = "chat"
		text = fmt.Sprintf("the uuid of the webhook is %s, and the Stripe event id evt_%s", hadUUID(), hadR(hadAln, 24))
	case 13:
		f = "dns"
		text = fmt.Sprintf("%s.  3600  IN  TXT  \"v=spf1 include:mailgun.org include:_spf.google.com ~all\"\n_dmarc.%s.  3600  IN  TXT  \"v=DMARC1; p=quarantine; rua=mailto:dmarc@%s\"\nk1._domainkey.%s.  IN  TXT  \"k=rsa; p=MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQ%s\"", d, d, d, d, hadR(hadB64, 150))
	case 14:
		f = "yaml"
		text = fmt.Sprintf("version: 2\nupdates:\n  - package-ecosystem: composer\n    directory: \"/\"\n    schedule:\n      interval: weekly\n# pinned: sha256:%s", hadHexN(64))
	default:
		f = "shell"
		text = fmt.Sprintf("$ git rev-parse HEAD\n%s\n$ git describe --tags\nv%d.%d.%d-%d-g%s", hadHexN(40), hadN(1, 4), hadN(0, 20), hadN(0, 9), hadN(1, 40), hadHexN(7))
	}
	return hadS("dev-trap", f, text)
}
