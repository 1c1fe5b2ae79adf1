package main

import (
	"encoding/base64"
	"fmt"
)

// The four shared shapes, in an e-commerce setting: Discord bot tokens, "login is user / pw",
// keys split over two lines, and a service account's private_key_id quoted in prose.

func hdcDiscordTok() string {
	id := fmt.Sprint(hdcN(100000000000000000, 1399999999999999999))
	p1 := base64.RawStdEncoding.EncodeToString([]byte(id))
	return p1 + "." + hdcR(hdcB64u, 6) + "." + hdcR(hdcB64u, hdcPI(27, 38))
}

func hdcSnow() string { return fmt.Sprint(hdcN(100000000000000000, 1399999999999999999)) }

// hdcPI picks one of a few ints.
func hdcPI(xs ...int) int { return xs[rng.IntN(len(xs))] }

func hdcShapeSecrets() []func() Sample {
	return []func() Sample{
		// Discord bot tokens
		func() Sample {
			tok := hdcDiscordTok()
			g := hdcSnow()
			t := fmt.Sprintf("# restock-alert bot\nDISCORD_TOKEN=%s\nDISCORD_GUILD_ID=%s\nSHOPIFY_STORE=%s\nALERT_CHANNEL=drops\n", tok, g, hdcShop())
			return hdcS("discord-bot-token", "env", t, []string{tok}, g)
		},
		func() Sample {
			tok := hdcDiscordTok()
			t := fmt.Sprintf("import discord\n\nintents = discord.Intents.default()\nclient = discord.Client(intents=intents)\n\n@client.event\nasync def on_ready():\n    print(f\"order bot online as {client.user}\")\n\n# TODO: env var before we open-source the sneaker-drop bot\nclient.run(\"%s\")", tok)
			return hdcS("discord-bot-token", "code", t, []string{tok})
		},
		func() Sample {
			tok := hdcDiscordTok()
			t := fmt.Sprintf("%s: regenerated the token for the Shopify order bot after the leak, new one:\n%s\n%s: thx, deploying to the VPS now", hdcName(), tok, hdcName())
			return hdcS("discord-bot-token", "chat", t, []string{tok})
		},
		func() Sample {
			tok := hdcDiscordTok()
			t := fmt.Sprintf("services:\n  order-bot:\n    image: ghcr.io/%s/order-bot:latest\n    restart: unless-stopped\n    environment:\n      DISCORD_BOT_TOKEN: \"%s\"\n      WOO_URL: https://%s\n", hdcBrand(), tok, hdcDomain())
			return hdcS("discord-bot-token", "yaml", t, []string{tok}, "order-bot")
		},
		func() Sample {
			tok := hdcDiscordTok()
			t := fmt.Sprintf("const { Client, GatewayIntentBits } = require('discord.js');\nconst client = new Client({ intents: [GatewayIntentBits.Guilds] });\n\nclient.once('ready', () => console.log('support bot ready'));\nclient.login('%s');", tok)
			return hdcS("discord-bot-token", "code", t, []string{tok})
		},
		// login is user / pw
		func() Sample {
			pw := hdcPw()
			u := hdcP("admin", "shopadmin", "mage_admin", "demo")
			d := hdcStage()
			t := fmt.Sprintf("staging admin is up: https://%s/admin\nthe login is %s / %s\npls don't change it, QA uses it too", d, u, pw)
			return hdcS("login-password", "chat", t, []string{pw}, d)
		},
		func() Sample {
			pw := hdcPw()
			u := hdcUser()
			t := fmt.Sprintf("%s: wp-admin on the new staging, login is %s / %s – WooCommerce is already in test mode", hdcName(), u, pw)
			return hdcS("login-password", "chat", t, []string{pw}, u)
		},
		func() Sample {
			pw := hdcPw()
			d := hdcStage()
			t := fmt.Sprintf("staging_shop:\n  url: https://%s/admin\n  login: admin / %s\n  notes: Magento %s, sample data installed\n", d, pw, hdcP("2.4.7", "2.4.6-p8", "2.4.8"))
			return hdcS("login-password", "yaml", t, []string{pw}, d)
		},
		func() Sample {
			pw := hdcPw()
			u := hdcUser()
			t := fmt.Sprintf("Kurze Info: das Shopware-Backend für den Kunden %s ist eingerichtet, Login ist %s / %s. Bitte nach dem ersten Login ändern.", hdcBrand(), u, pw)
			return hdcS("login-password", "chat", t, []string{pw}, u)
		},
		func() Sample {
			p1, p2 := hdcPw(), hdcPw()
			d1, d2 := hdcStage(), hdcStage()
			t := fmt.Sprintf("environments:\n  - name: uat\n    url: https://%s/wp-admin\n    login: qa_tester / %s\n  - name: preprod\n    url: https://%s/wp-admin\n    login: shopmanager / %s\n", d1, p1, d2, p2)
			return hdcS("login-password", "yaml", t, []string{p1, p2}, d1, d2)
		},
		// split over two lines
		func() Sample {
			a, b := "shpat_"+hdcHex(16), hdcHex(16)
			t := fmt.Sprintf("new admin token (Slack wrapped it, join the two lines):\n%s\n%s\nshop is %s", a, b, hdcShop())
			return hdcS("shopify-admin-token", "chat", t, []string{a, b})
		},
		func() Sample {
			full := hdcStripeSk(true)
			cut := len(full) / 2
			a, b := full[:cut], full[cut:]
			t := fmt.Sprintf("Hi %s,\n\nhere is the new live secret key for the Woo Stripe plugin, the mail client\nbroke it over two lines:\n\n%s\n%s\n\nPlease paste it without the line break.\n\nCheers", hdcName(), a, b)
			return hdcS("stripe-secret-key", "mail", t, []string{a, b})
		},
		func() Sample {
			a, b := "cs_"+hdcHex(20), hdcHex(20)
			ck := hdcCk()
			t := fmt.Sprintf("%s\nConsumer key: %s\nConsumer secret (copied from the PDF, it's on two lines):\n%s\n%s", hdcTicket(), ck, a, b)
			return hdcS("woocommerce-api-key", "ticket", t, []string{ck, a, b})
		},
		func() Sample {
			a, b := hdcR(hdcHexU, 32), hdcR(hdcHexU, 32)
			t := fmt.Sprintf("Adyen HMAC-Schlüssel für den Webhook (zweizeilig aus dem Customer Area kopiert):\n%s\n%s\nbeide Zeilen direkt hintereinander einfügen.", a, b)
			return hdcS("adyen-hmac-key", "notes", t, []string{a, b})
		},
		// private_key_id in prose
		func() Sample {
			kid := hdcHex(40)
			t := fmt.Sprintf("The service account key for the Merchant Center feed has private_key_id %s – revoke that one after we switch to workload identity.", kid)
			return hdcS("gcp-private-key-id", "chat", t, []string{kid})
		},
		func() Sample {
			kid := hdcHex(40)
			proj := hdcP("gmc-feed", "shop-analytics", "ga4-export") + "-" + fmt.Sprint(hdcN(100000, 999999))
			t := fmt.Sprintf("%s: leaked SA key in the theme repo\nProject %s, account content-api@%s.iam.gserviceaccount.com, private_key_id %s. Key disabled at %s UTC, history rewrite pending.", hdcTicket(), proj, proj, kid, hdcTime())
			return hdcS("gcp-private-key-id", "ticket", t, []string{kid}, proj)
		},
		func() Sample {
			kid := hdcHex(40)
			t := fmt.Sprintf("Hallo %s,\n\ndie private_key_id des Schlüssels, den ihr für den Google-Shopping-Export nutzt, ist %s. Den löschen wir am Freitag, bitte bis dahin den neuen Key einspielen.\n\nGruß\n%s", hdcName(), kid, hdcName())
			return hdcS("gcp-private-key-id", "mail", t, []string{kid})
		},
		func() Sample {
			kid := hdcHex(40)
			t := fmt.Sprintf("oye, el private_key_id del service account de BigQuery (el de los informes de ventas) es %s, ¿lo borro o lo sigue usando el cron?", kid)
			return hdcS("gcp-private-key-id", "chat", t, []string{kid})
		},
	}
}

func hdcShapeTraps() []func() Sample {
	return []func() Sample{
		func() Sample {
			t := fmt.Sprintf("Invite the order bot to the server: https://discord.com/oauth2/authorize?client_id=%s&permissions=%d&scope=bot%%20applications.commands", hdcSnow(), hdcPI(2048, 3072, 274877975552))
			return hdcT("trap-discord-client-id", "chat", t)
		},
		func() Sample {
			t := fmt.Sprintf("DISCORD_TOKEN=${DISCORD_TOKEN}\nDISCORD_GUILD_ID=%s\nDISCORD_ALERT_CHANNEL_ID=%s\n", hdcSnow(), hdcSnow())
			return hdcT("trap-env-reference", "env", t)
		},
		func() Sample {
			t := fmt.Sprintf("restock bot went offline, see https://discord.com/channels/%s/%s/%s – I regenerated the bot token, it's in the vault now (application id %s)", hdcSnow(), hdcSnow(), hdcSnow(), hdcSnow())
			return hdcT("trap-discord-ids", "chat", t)
		},
		func() Sample {
			t := fmt.Sprintf("staging admin: https://%s/admin\nthe login is admin / the password is in 1Password (\"%s staging\")", hdcStage(), hdcBrand())
			return hdcT("trap-login-reference", "chat", t)
		},
		func() Sample {
			t := fmt.Sprintf("staging_shop:\n  url: https://%s/admin\n  login: admin / ********\n  owner: %s\n", hdcStage(), hdcName())
			return hdcT("trap-masked-password", "yaml", t)
		},
		func() Sample {
			t := fmt.Sprintf("login is your work email / the password comes by SMS from %s, it expires after the first login", hdcName())
			return hdcT("trap-login-talk", "chat", t)
		},
		func() Sample {
			t := fmt.Sprintf("uat:\n  url: https://%s/wp-admin\n  login: qa_tester / ${UAT_ADMIN_PASSWORD}\n", hdcStage())
			return hdcT("trap-env-reference", "yaml", t)
		},
		func() Sample {
			t := fmt.Sprintf("theme-%d.%d.%d.zip sha256 (long, wrapped):\n%s\n%s", hdcN(1, 5), hdcN(0, 20), hdcN(0, 9), hdcHex(32), hdcHex(32))
			return hdcT("trap-checksum", "notes", t)
		},
		func() Sample {
			pk := hdcPk()
			c := len(pk) / 2
			t := fmt.Sprintf("publishable key for the storefront (public, goes in the theme):\n%s\n%s", pk[:c], pk[c:])
			return hdcT("trap-publishable-key", "chat", t)
		},
		func() Sample {
			t := fmt.Sprintf("payment failed, pi id from the log (wrapped):\npi_%s\n%s\ncustomer says the card was charged twice", hdcR(hdcAlnum, 12), hdcR(hdcAlnum, 12))
			return hdcT("trap-stripe-ids", "ticket", t)
		},
		func() Sample {
			t := fmt.Sprintf("The price rounding bug was fixed in commit %s, deployed to prod on %s.", hdcHex(40), hdcDate())
			return hdcT("trap-commit-sha", "chat", t)
		},
		func() Sample {
			t := fmt.Sprintf("Merchant Center feed: the old private_key_id was rotated on %s, the new key lives in Secret Manager (projects/%s/secrets/gmc-sa). Nothing to change in the app.", hdcDate(), hdcBrand())
			return hdcT("trap-key-rotation-talk", "notes", t)
		},
		func() Sample {
			t := fmt.Sprintf("sha1 of the plugin zip we got from the vendor is %s, matches the one on their download page.", hdcHex(40))
			return hdcT("trap-checksum", "chat", t)
		},
		func() Sample {
			t := fmt.Sprintf("%s: private_key_id [REDACTED] – the SA key was pasted in the ticket, I removed it and disabled the key.", hdcTicket())
			return hdcT("trap-redacted", "ticket", t)
		},
	}
}
