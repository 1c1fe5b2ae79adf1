package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// Traps that resemble the four shapes but hold no credential.

func hadShapeTraps() []Sample {
	var out []Sample
	out = append(out, hadRep(25, hadDiscordTrap)...)
	out = append(out, hadRep(30, hadLoginTrap)...)
	out = append(out, hadRep(25, hadSplitTrap)...)
	out = append(out, hadRep(25, hadKeyIDTrap)...)
	return out
}

func hadDiscordTrap() Sample {
	var text, f string
	switch rng.IntN(10) {
	case 0:
		f = "chat"
		text = fmt.Sprintf("the order bot posts in channel %s on server %s, ping me if it stops", hadSnowflake(), hadSnowflake())
	case 1:
		f = "chat"
		text = "join our community server: https://discord.gg/" + hadR(hadAln, hadN(7, 10)) + hadP("", " 🎉", " — giveaway on Friday!")
	case 2:
		f = "dotenv"
		text = fmt.Sprintf("# .env.example\nDISCORD_TOKEN=%s\nGUILD_ID=%s\n", hadP("your-bot-token-here", "<discord-bot-token>", "changeme", "xxxxxxxx.xxxxxx.xxxxxxxxxxxxxxxxxxxxxxxxxxx"), hadP("123456789012345678", "<guild-id>"))
	case 3:
		f = "markdown"
		text = fmt.Sprintf("Invite the bot with\nhttps://discord.com/oauth2/authorize?client_id=%s&permissions=%d&scope=bot%%20applications.commands", hadSnowflake(), hadPick(2048, 274877975552, 8, 3072))
	case 4:
		f = "notes"
		text = fmt.Sprintf("Discord app\nApplication ID: %s\nPublic key: %s\n(the public key only verifies interaction signatures)", hadSnowflake(), hadHexN(64))
	case 5:
		f = "python"
		text = "import os\nimport discord\n\nclient = discord.Client(intents=discord.Intents.default())\nclient.run(os.environ[\"DISCORD_TOKEN\"])\n"
	case 6:
		f = "javascript"
		text = "require('dotenv').config();\nconst client = new Client({ intents: [GatewayIntentBits.Guilds] });\nclient.login(process.env.DISCORD_TOKEN);"
	case 7:
		f = "log"
		text = fmt.Sprintf("%s %s [discord] message %s sent to channel %s (guild %s)", hadDate(), hadTime(), hadSnowflake(), hadSnowflake(), hadSnowflake())
	case 8:
		f = "chat"
		text = fmt.Sprintf("my discord handle is %s, user id %s if you need it for the role", hadP("sanne.codes", "bram#4821", "pixelpriya", "kofi_dev"), hadSnowflake())
	default:
		f = "chat"
		text = "reset the bot token in the Developer Portal (Bot → Reset Token) and put the new one in Vercel env, not in the repo"
	}
	return hadS("discord-lookalike", f, text)
}

func hadLoginTrap() Sample {
	u := hadUser()
	var text, f string
	switch rng.IntN(20) {
	case 0:
		f = "chat"
		text = hadP("go to ", "it's under ", "check ") + hadP("Admin / Settings", "Settings / Permalinks", "WooCommerce / Settings / Payments", "Catalog / Products", "Stores / Configuration / Sales", "Online Store / Themes") + hadP("", " and hit save", ", second tab")
	case 1:
		f = "chat"
		text = fmt.Sprintf("login is %s / ask %s for the password", u, hadName())
	case 2:
		f = "notes"
		text = fmt.Sprintf("login: %s / (see Bitwarden, folder \"%s\")", u, hadP("Clients", "Shops", "Hosting"))
	case 3:
		f = "email"
		text = fmt.Sprintf("Username: %s\nPassword: sent separately by SMS\n\nPlease change it after the first login.", u)
	case 4:
		f = "shell"
		text = hadP("chown -R www-data:www-data /var/www/html/wp-content/uploads", "chown -R nginx:nginx /srv/shop/var", "sudo -u www-data php bin/magento cache:flush")
	case 5:
		f = "chat"
		text = "the login is " + u + " / the password is the one I sent you on Signal yesterday"
	case 6:
		f = "html"
		text = "<form method=\"post\" action=\"/wp-login.php\">\n  <input type=\"text\" name=\"log\" autocomplete=\"username\">\n  <input type=\"password\" name=\"pwd\" autocomplete=\"current-password\">\n  <button>Log in</button>\n</form>"
	case 7:
		f = "chat"
		text = hadP("og:image should be 1200 / 630", "aspect ratio 16 / 9 for the hero", "columns 2 / 3 on tablet", "font-size: 18px / 1.5")
	case 8:
		f = "ticket"
		text = fmt.Sprintf("Bug: Login / Register links overlap on mobile (iPhone %d). Ticket #%d", hadN(11, 16), hadN(1000, 99999))
	case 9:
		f = "chat"
		text = "staging login is the same as production, it's in 1Password under \"" + hadDomain() + "\""
	case 10:
		f = "yaml"
		text = fmt.Sprintf("staging:\n  url: https://staging.%s\n  login: %s\n  password_hint: \"see vault\"\n", hadDomain(), u)
	case 11:
		f = "chat"
		text = fmt.Sprintf("router admin page is at 192.168.%d.1 / fritz.box, login with the code on the sticker", hadN(0, 178))
	case 12:
		f = "notes"
		text = fmt.Sprintf("user: %s\npass: ******** (reset link sent %s)", u, hadDate())
	case 13:
		f = "chat"
		text = fmt.Sprintf("ssh %s@vps.%s — key auth only, password login is disabled", u, hadDomain())
	case 14:
		f = "csv"
		text = fmt.Sprintf("service,url,username,password\nhosting,https://my.%s,%s,<in vault>\n", hadP("transip.nl", "strato.de", "ovh.com"), u)
	case 15:
		f = "chat-de"
		text = "Login: " + u + " | Passwort: bekommst du per Telefon"
	case 16:
		f = "chat-fr"
		text = "identifiant : " + u + " / mot de passe : je te l'envoie par SMS"
	case 17:
		f = "markdown-table"
		text = "| Service | Login | Password |\n|---|---|---|\n| WordPress | " + u + " | (1Password) |\n| Mailchimp | agency SSO | n/a |\n"
	case 18:
		f = "chat"
		text = hadP("Customer / Orders / Refunds", "Products / Attributes / Colour", "Marketing / Coupons", "Users / Add New") + " is where you'll find it"
	default:
		f = "chat"
		text = fmt.Sprintf("username %s and password field are both required, the form shows \"%s\"", u, hadP("Unknown username. Check again or try your email address.", "Invalid login or password.", "Ongeldige gebruikersnaam of wachtwoord"))
	}
	return hadS("login-lookalike", f, text)
}

func hadSplitTrap() Sample {
	var text, f string
	switch rng.IntN(8) {
	case 0:
		h := hadHexN(64)
		c := hadN(30, 48)
		f = "log"
		text = fmt.Sprintf("%s %s backup ok: wp-content.tar.gz sha256=%s\n    %s (%d MB)", hadDate(), hadTime(), h[:c], h[c:], hadN(20, 900))
	case 1:
		svg := `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24"><path d="M12 2l3 7h7l-5.5 4 2 7-6.5-4.5L5.5 20l2-7L2 9h7z" fill="` + hadP("#ffb400", "#222", "currentColor") + `"/></svg>`
		b := base64.StdEncoding.EncodeToString([]byte(svg))
		c := len(b) / 2
		f = "css"
		text = ".rating-star {\n  background-image: url(\"data:image/svg+xml;base64," + b[:c] + "\n" + b[c:] + "\");\n}"
	case 2:
		fp := strings.ToUpper(hadHexN(40))
		var g []string
		for i := 0; i < 40; i += 4 {
			g = append(g, fp[i:i+4])
		}
		f = "email"
		text = "My PGP key fingerprint (public, for verifying signed invoices):\n" + strings.Join(g[:5], " ") + "\n" + strings.Join(g[5:], " ")
	case 3:
		f = "chat"
		text = fmt.Sprintf("the campaign link is\nhttps://%s/collections/sale?utm_source=newsletter&utm_medium=email\n&utm_campaign=%s_%d&utm_content=hero", hadDomain(), hadP("spring", "blackfriday", "xmas"), hadN(2023, 2026))
	case 4:
		k := hadR(hadB64, 68)
		f = "notes"
		text = "deploy key (PUBLIC part, add it to GitHub → Settings → Deploy keys):\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + k[:20] + "\n" + k[20:] + " deploy@" + hadDomain()
	case 5:
		h := hadHexN(40)
		f = "chat"
		text = "regression started at\n" + h[:20] + "\n" + h[20:] + "\n(that's one commit sha, slack wrapped it)"
	case 6:
		in := base64.StdEncoding.EncodeToString([]byte(`{"cart_id":` + fmt.Sprint(hadN(1000, 99999)) + `,"items":[{"sku":"` + hadSKU() + `","qty":` + fmt.Sprint(hadN(1, 5)) + `}],"currency":"EUR"}`))
		c := len(in) / 2
		f = "log"
		text = "DEBUG cart cookie woocommerce_cart_state=" + in[:c] + "\n  " + in[c:]
	default:
		h := hadR(hadB64, 64)
		f = "html"
		text = "<script src=\"https://cdn.jsdelivr.net/npm/swiper@11/swiper-bundle.min.js\"\n  integrity=\"sha384-" + h[:32] + "\n" + h[32:] + "\" crossorigin=\"anonymous\"></script>"
	}
	return hadS("split-lookalike", f, text)
}

func hadKeyIDTrap() Sample {
	h := hadHexN(40)
	var text, f string
	switch rng.IntN(10) {
	case 0:
		f = "json"
		text = fmt.Sprintf("{\n  \"deployment\": %d,\n  \"commit\": \"%s\",\n  \"branch\": \"main\",\n  \"status\": \"READY\"\n}", hadN(100, 9999), h)
	case 1:
		f = "chat"
		text = fmt.Sprintf("fixed the checkout bug in %s, deployed to staging", hadP(h, h[:7], h[:12]))
	case 2:
		f = "json"
		text = "{\n  \"type\": \"service_account\",\n  \"project_id\": \"your-project-id\",\n  \"private_key_id\": \"<your-private-key-id>\",\n  \"private_key\": \"-----BEGIN PRIVATE KEY-----\\n...\\n-----END PRIVATE KEY-----\\n\",\n  \"client_email\": \"name@your-project-id.iam.gserviceaccount.com\"\n}"
	case 3:
		f = "json"
		text = fmt.Sprintf("\"client_id\": \"%s\",\n\"auth_uri\": \"https://accounts.google.com/o/oauth2/auth\",\n\"token_uri\": \"https://oauth2.googleapis.com/token\"", hadR(hadDig, 21))
	case 4:
		f = "composer-lock"
		text = fmt.Sprintf("\"source\": {\n    \"type\": \"git\",\n    \"url\": \"https://github.com/woocommerce/action-scheduler.git\",\n    \"reference\": \"%s\"\n},", h)
	case 5:
		f = "notes"
		text = fmt.Sprintf("Android app signing cert SHA-1 (for Firebase): %s", hadColonHex(20))
	case 6:
		f = "chat"
		text = "where do I find the private_key_id? the docs say it's in the JSON you download from IAM → Service accounts → Keys"
	case 7:
		f = "yaml"
		text = fmt.Sprintf("- uses: actions/checkout@%s # v4.1.%d\n- uses: shivammathur/setup-php@%s # v2", h, hadN(0, 7), hadHexN(40))
	case 8:
		f = "log"
		text = fmt.Sprintf("HEAD is now at %s Merge pull request #%d from agency/feature/mollie-refunds", h[:7], hadN(10, 900))
	default:
		f = "json"
		text = fmt.Sprintf("{\"etag\": \"%s\", \"size\": %d, \"key\": \"uploads/%d/%02d/hero-banner.webp\"}", h, hadN(10000, 999999), hadN(2022, 2026), hadN(1, 12))
	}
	return hadS("keyid-lookalike", f, text)
}

func hadColonHex(n int) string {
	var g []string
	for i := 0; i < n; i++ {
		g = append(g, strings.ToUpper(hadHexN(2)))
	}
	return strings.Join(g, ":")
}

func hadSKU() string {
	return hadP("TEA", "MUG", "BIKE", "VNL", "CER", "TOY", "OIL", "SHRT") + "-" + hadR(hadUp, 2) + "-" + fmt.Sprint(hadN(100, 9999))
}
