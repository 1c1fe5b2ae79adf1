package main

import (
	"fmt"
	"strings"
)

// Secrets in prose: chat, e-mails, hand-over documents, cards, many languages.

func hadProse() []Sample {
	var out []Sample
	out = append(out, hadRep(36, hadPwProse)...)
	out = append(out, hadRep(26, hadCodes)...)
	out = append(out, hadRep(34, hadVendorProse)...)
	return out
}

func hadPwProse() Sample {
	p := hadPw()
	n := hadName()
	d := hadDomain()
	type tpl struct{ f, s string }
	ts := []tpl{
		{"chat", "the password for the WordPress admin is %s"},
		{"chat", "pw for the shop backend: %s"},
		{"chat", "I changed the cPanel password to %s, let me know if it works"},
		{"chat", "new FTP password is %s (old one is disabled)"},
		{"chat", "mailbox info@" + d + " → password %s"},
		{"chat", "Remember: the Shopify staff password is now %s."},
		{"chat", "password: %s"},
		{"chat", "The DB password is %s — don't put it in the repo please"},
		{"chat", "It's %s. That's the password for the Plesk panel."},
		{"notes", "Client meeting " + hadDate() + "\n- wants new banner for sale\n- Mailchimp password: %s\n- next call Tuesday"},
		{"email", "Hi " + n + ",\n\nThe temporary password for your account is %s\nPlease change it when you log in.\n\nKind regards,\nThe agency"},
		{"chat-nl", "Het wachtwoord van de webshop is %s, succes!"},
		{"chat-nl", "wachtwoord: %s (hoofdlettergevoelig)"},
		{"chat-de", "Das Passwort für das Hosting-Panel ist %s."},
		{"chat-de", "Kennwort fürs SFTP: %s – bitte nach dem Umzug ändern"},
		{"chat-fr", "Le mot de passe de l'espace client est %s"},
		{"chat-fr", "mdp du back-office PrestaShop : %s"},
		{"chat-es", "La contraseña del panel es %s, cámbiala después"},
		{"chat-it", "La password dell'area admin è %s"},
		{"chat-pt", "A senha do painel da loja é %s"},
		{"chat-pl", "Hasło do panelu sklepu: %s"},
		{"chat-sv", "Lösenordet till webbhotellet är %s"},
		{"chat-tr", "Yönetim paneli şifresi: %s"},
		{"chat-ru", "Пароль от админки магазина: %s"},
		{"chat-ru", "Новый пароль для FTP — %s, старый больше не работает."},
		{"chat-ja", "管理画面のパスワードは %s です。"},
		{"chat-zh", "后台密码是 %s，请不要外传。"},
		{"chat-ko", "관리자 비밀번호는 %s 입니다"},
		{"chat-el", "Ο κωδικός πρόσβασης για το panel είναι %s"},
		{"chat-ar", "كلمة المرور للوحة التحكم هي %s"},
		{"chat-hi", "एडमिन पैनल का पासवर्ड %s है"},
		{"ticket", "Asana card: Migrate " + d + " to new host\nDescription: old host cPanel pass = %s\nAssignee: " + n},
		{"notion", "## Hosting\n| Item | Value |\n|---|---|\n| Provider | " + hadP("Hostinger", "SiteGround", "TransIP", "IONOS") + " |\n| Panel password | %s |\n| Renewal | " + hadDate() + " |"},
		{"invoice-note", "Invoice INV-" + fmt.Sprint(hadN(2023, 2026)) + "-" + fmt.Sprint(hadN(100, 999)) + " paid. PS the WP admin pass we set is %s"},
		{"chat", "passwd %s"},
		{"chat", "use %s as the password for the Mailgun SMTP user"},
		{"chat", "Pass = %s"},
		{"voice-note", "so yeah the password is %s all one word"},
	}
	t := ts[rng.IntN(len(ts))]
	text := fmt.Sprintf(t.s, p)
	s := hadS("password-prose", t.f, text, p)
	if strings.Contains(text, "\n") && rng.IntN(2) == 0 {
		first := strings.SplitN(text, "\n", 2)[0]
		if !strings.Contains(first, p) {
			s = hadKeep(s, first)
		}
	}
	return s
}

var hadCodesN int

func hadCodes() Sample {
	var text, f, sec, cat string
	switch hadCyc(&hadCodesN, 12) {
	case 0:
		sec = hadPwSafe()
		ssid := hadP("Bakkerij-Gast", "ShopWiFi", "Atelier_5G", "FRITZ!Box 7590 XQ", "Vodafone-"+hadR(hadUp+hadDig, 4), "Guest")
		cat, f = "wifi", "chat"
		text = hadP("wifi: ", "WLAN ", "Wi-Fi network ") + ssid + hadP(" / ", ", password ", " pw: ") + sec
	case 1:
		sec = hadPwSafe()
		cat, f = "wifi", "notes"
		text = fmt.Sprintf("Office\n- address: %s %d\n- WLAN-Schlüssel: %s\n- printer: Brother HL-L2350DW", hadP("Keizersgracht", "Hauptstraße", "Rua Augusta"), hadN(1, 300), sec)
	case 2:
		sec = hadPwSafe()
		cat, f = "wifi", "qr"
		text = fmt.Sprintf("WIFI:T:WPA;S:%s;P:%s;;", hadP("ShopGuest", "Atelier", "Cafe-Nord"), sec)
	case 3:
		sec = fmt.Sprint(hadN(1000, 999999))
		cat, f = "door-code", "chat"
		text = hadP("door code is ", "the code for the back door: ", "key safe code ", "building entry code ") + sec + hadP("", "#", " (then press the bell)", ", the box is next to the bins")
	case 4:
		sec = fmt.Sprint(hadN(1000, 9999))
		cat, f = "pin", "chat"
		text = hadP("PIN of the shop's card terminal: ", "alarm code: ", "the SIM PIN for the 4G router is ", "Bankkarte PIN ") + sec
	case 5:
		sec = hadTOTP()
		cat, f = "totp-seed", "notes"
		text = fmt.Sprintf("2FA for the Shopify owner account\nsetup key: %s\n(scan this into the shared Authenticator)", sec)
	case 6:
		sec = hadTOTP()
		cat, f = "totp-seed", "uri"
		text = fmt.Sprintf("otpauth://totp/%s:%s?secret=%s&issuer=%s", hadP("Cloudflare", "Stripe", "GitHub", "WordPress"), hadP("info@", "admin@")+hadDomain(), sec, hadP("Cloudflare", "Stripe", "GitHub", "WordPress"))
	case 7:
		cat, f = "recovery-codes", "notes"
		var codes []string
		for i := 0; i < 8; i++ {
			codes = append(codes, hadR(hadLo+hadDig, 5)+"-"+hadR(hadLo+hadDig, 5))
		}
		text = "GitHub recovery codes (agency account)\n" + strings.Join(codes, "\n") + "\nSaved " + hadDate()
		return hadS(cat, f, text, codes...)
	case 8:
		cat, f = "recovery-codes", "chat"
		var codes []string
		for i := 0; i < 4; i++ {
			codes = append(codes, hadR(hadDig, 4)+" "+hadR(hadDig, 4))
		}
		text = "backup codes for the Google account of the shop: " + strings.Join(codes, ", ")
		return hadS(cat, f, text, codes...)
	case 9:
		sec = strings.ToUpper(hadR(hadB32, 4) + " " + hadR(hadB32, 4) + " " + hadR(hadB32, 4) + " " + hadR(hadB32, 4))
		cat, f = "totp-seed", "chat"
		text = "Secret key for the authenticator app (if the QR doesn't scan): " + sec
	case 10:
		sec = fmt.Sprint(hadN(100000, 999999))
		cat, f = "pin", "chat-nl"
		text = "De pincode van de kluis is " + sec + ", niet doorvertellen"
	default:
		sec = hadPwSafe()
		cat, f = "wifi", "chat-fr"
		text = "Le code wifi de la boutique : " + sec
	}
	return hadS(cat, f, text, sec)
}

var hadVendorN int

func hadVendorProse() Sample {
	d := hadDomain()
	n := hadName()
	var text, f, cat string
	var sec []string
	switch hadCyc(&hadVendorN, 23) {
	case 0:
		k := hadStripeSK()
		cat, f = "stripe", "chat"
		text = "Stripe secret key for " + d + ": " + k + hadP("", " (live!)", "\nwebhook is already set up")
		sec = []string{k}
	case 1:
		k := hadStripeWh()
		cat, f = "stripe", "notes"
		text = "Stripe webhook endpoint https://" + d + "/?wc-api=wc_stripe\nsigning secret " + k
		sec = []string{k}
	case 2:
		id, s := "A"+hadR(hadB64u, 79), hadPaypalSecret()
		cat, f = "paypal", "email"
		text = fmt.Sprintf("Hi %s,\n\nPayPal REST app credentials for the shop:\nClient ID: %s\nSecret: %s\n\nThanks!", n, id, s)
		sec = []string{s}
	case 3:
		k := hadMollie()
		cat, f = "mollie", "chat-nl"
		text = "Mollie API key van de klant: " + k + " (profiel pfl_" + hadR(hadAln, 10) + ")"
		sec = []string{k}
	case 4:
		k := hadSquare()
		cat, f = "square", "chat"
		text = "Square production access token " + k
		sec = []string{k}
	case 5:
		k := hadShopify()
		cat, f = "shopify", "chat"
		text = "Admin API access token of the custom app on " + strings.Split(d, ".")[0] + ".myshopify.com: " + k
		sec = []string{k}
	case 6:
		k := hadMailgun()
		cat, f = "mailgun", "notes"
		text = "Mailgun (EU region)\ndomain: mg." + d + "\napi key: " + k
		sec = []string{k}
	case 7:
		k := hadSendgrid()
		cat, f = "sendgrid", "chat"
		text = "SendGrid key for the contact form → " + k
		sec = []string{k}
	case 8:
		k := hadUUID()
		cat, f = "postmark", "chat"
		text = "Postmark server API token: " + k + hadP("", " (use it as X-Postmark-Server-Token)", " — for the transactional stream")
		sec = []string{k}
	case 9:
		k := hadBrevo()
		cat, f = "brevo", "chat-fr"
		text = "Clé API Brevo pour la newsletter : " + k
		sec = []string{k}
	case 10:
		k := hadCfToken()
		cat, f = "cloudflare", "chat"
		text = "Cloudflare API token (Zone.DNS edit for " + d + "): " + k
		sec = []string{k}
	case 11:
		k := hadCfGlobal()
		cat, f = "cloudflare", "notes"
		text = "CF account: dns@" + d + "\nGlobal API Key: " + k + "\nTODO: replace with scoped token"
		sec = []string{k}
	case 12:
		k := hadVercel()
		cat, f = "vercel", "chat"
		text = "vercel token for the CI: " + k
		sec = []string{k}
	case 13:
		k := hadNetlify()
		cat, f = "netlify", "chat"
		text = "Netlify personal access token " + k + " — used by the deploy script"
		sec = []string{k}
	case 14:
		k := hadUUID()
		cat, f = "heroku", "chat"
		text = "HEROKU_API_KEY for the pipeline is " + k
		sec = []string{k}
	case 15:
		ck, cs := hadWooCK(), hadWooCS()
		cat, f = "woocommerce", "email"
		text = fmt.Sprintf("Dear %s,\n\nWe created REST API keys for the ERP sync (read/write):\n\nConsumer key: %s\nConsumer secret: %s\n\nRegards,\n%s", n, ck, cs, hadName())
		sec = []string{ck, cs}
	case 16:
		pw := hadR(hadAln, 4) + " " + hadR(hadAln, 4) + " " + hadR(hadAln, 4) + " " + hadR(hadAln, 4) + " " + hadR(hadAln, 4) + " " + hadR(hadAln, 4)
		cat, f = "wordpress-app-password", "chat"
		text = "WP application password for the Zapier connection: " + pw
		sec = []string{pw}
	case 17:
		k := hadR(hadUp+hadDig, 32)
		cat, f = "prestashop", "notes"
		text = "PrestaShop webservice key (orders, customers: GET): " + k
		sec = []string{k}
	case 18:
		pub, priv := hadHexN(32), hadHexN(32)
		cat, f = "magento", "chat"
		text = fmt.Sprintf("repo.magento.com keys — public %s private %s", pub, priv)
		sec = []string{priv}
	case 19:
		k := hadTelegram()
		cat, f = "telegram", "chat"
		text = "Telegram bot for order alerts: @" + strings.ReplaceAll(strings.Split(d, ".")[0], "-", "_") + "_bot, token " + k
		sec = []string{k}
	case 20:
		k := hadSlackHook()
		cat, f = "slack", "notes"
		text = "Slack incoming webhook for #orders:\n" + k
		sec = []string{k[strings.LastIndex(k, "/")+1:]}
	case 21:
		id, s := hadSnowflake(), hadDiscordHookSecret()
		cat, f = "discord-webhook", "chat"
		text = "webhook for the sales channel https://discord.com/api/webhooks/" + id + "/" + s
		sec = []string{s}
	default:
		k := hadMailchimp()
		cat, f = "mailchimp", "handover"
		text = "Newsletter: Mailchimp, audience \"Shop customers\", API key " + k
		sec = []string{k}
	}
	return hadS(cat+"-key", f, text, sec...)
}
