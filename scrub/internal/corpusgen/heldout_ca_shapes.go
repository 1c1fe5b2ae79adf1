package main

import (
	"fmt"
)

// Four shapes in the sellers' setting: Discord bot tokens, "login is user / pw" prose,
// keys split across two lines, and a service account's private_key_id in prose.

func hcaShapeSec() []hcaGen {
	return []hcaGen{
		func() Sample {
			tok, g := hcaDiscordBot(), hcaSnowflake()
			t := fmt.Sprintf("# restock-bot (posts new drops to our shop's Discord)\nDISCORD_BOT_TOKEN=%s\nDISCORD_GUILD_ID=%s\nSHOPIFY_STORE=%s.myshopify.com\n", tok, g, hcaStore())
			return hcaS("discord-bot-token", "env", t, []string{tok}, g)
		},
		func() Sample {
			tok, ch := hcaDiscordBot(), hcaSnowflake()
			t := fmt.Sprintf("import discord\n\nintents = discord.Intents.default()\nclient = discord.Client(intents=intents)\nRESTOCK_CHANNEL = %s\n\n@client.event\nasync def on_ready():\n    ch = client.get_channel(RESTOCK_CHANNEL)\n    await ch.send(\"Back in stock: %s\")\n\nclient.run(\"%s\")\n", ch, hcaSKU(), tok)
			return hcaS("discord-bot-token", "python", t, []string{tok}, ch)
		},
		func() Sample {
			tok, app, who := hcaDiscordBot(), hcaSnowflake(), hcaName()
			t := fmt.Sprintf("%s: order-notify bot is live on the community server 🎉\n%s: application id %s, bot token %s - put it in the VPS .env, I'll reset it if it leaks\n%s: done", who, who, app, tok, hcaName())
			return hcaS("discord-bot-token", "chat", t, []string{tok}, app)
		},
		func() Sample {
			u, pw, tool := hcaP("admin", "lager", "ops", "va01", hcaUser()), hcaPw(), hcaP("WMS", "3PL portal", "repricer", "Sellbrite", "JTL-Wawi", "Pirate Ship")
			t := fmt.Sprintf("%s: %s for the %s the login is %s / %s, pls don't change it, the night shift uses it too", hcaName(), hcaP("fyi", "btw", "quick one:", "ok so"), tool, u, pw)
			return hcaS("login-prose-password", "chat", t, []string{pw}, "login is "+u)
		},
		func() Sample {
			u, pw := hcaP("admin", "warehouse", "client_"+rnd(digits, 4), hcaUser()), hcaPw()
			url := "https://" + hcaP("portal.", "wms.", "app.") + hcaP("fulfilment-partner.eu", "3pl-hub.net", "logistik-direkt.de")
			t := fmt.Sprintf("%s:\n  url: %s\n  login: %s / %s\n  notes: \"stock report export every Monday\"\n", hcaP("wms_portal", "threepl", "fulfilment"), url, u, pw)
			return hcaS("login-prose-password", "yaml", t, []string{pw}, url, "login: "+u)
		},
		func() Sample {
			u, pw := hcaP("admin", "seller", hcaUser()), hcaPw()
			t := fmt.Sprintf("Olá %s! O login do painel do armazém é %s / %s. Qualquer problema com as etiquetas me chama.", hcaName(), u, pw)
			return hcaS("login-prose-password", "chat", t, []string{pw}, "login do painel")
		},
		func() Sample {
			full := hcaShop("shpat_")
			cut := 6 + hcaN(10, 22)
			a, b := full[:cut], full[cut:]
			t := fmt.Sprintf("%s: whatsapp keeps breaking the token, sending it in two lines, just join them:\n%s\n%s\n(store %s.myshopify.com)", hcaName(), a, b, hcaStore())
			return hcaS("split-token", "chat", t, []string{a, b})
		},
		func() Sample {
			full, st := rnd(alnum, 64), hcaStore()
			cut := hcaP("32", "40", "48")
			n := map[string]int{"32": 32, "40": 40, "48": 48}[cut]
			a, b := full[:n], full[n:]
			t := fmt.Sprintf("UPS Developer Portal – App \"%s labels\"\nClient Secret (%s):\n  %s\n  %s\nCallback URL: https://%s.com/ups/callback\n", st, hcaP("copied from the PDF, the line wrapped", "two lines because of the export, join them", "zusammenfügen, Zeilenumbruch aus dem PDF"), a, b, st)
			return hcaS("split-token", "notes", t, []string{a, b}, "Callback URL")
		},
		func() Sample {
			full := hcaLwaSecret()
			cut := hcaN(30, 50)
			a, b := full[:cut], full[cut:]
			t := fmt.Sprintf("LWA_CLIENT_SECRET=%s\\\n%s\n# ^ continued on the next line, remove the backslash when pasting\n", a, b)
			return hcaS("split-token", "env", t, []string{a, b}, "LWA_CLIENT_SECRET")
		},
		func() Sample {
			kid, proj := hcaSha1(), hcaStore()+"-"+rnd(digits, 6)
			em := hcaP("sheets-bot", "va-importer", "inventory-sync") + "@" + proj + ".iam.gserviceaccount.com"
			t := fmt.Sprintf("The VA stock sheet importer runs as %s; the key it uses has private_key_id %s. Please delete that key after %s when we switch to the new one.", em, kid, hcaDate())
			return hcaS("gcp-private-key-id", "notes", t, []string{kid}, em)
		},
		func() Sample {
			kid, proj := hcaSha1(), hcaStore()+"-"+rnd(digits, 6)
			t := fmt.Sprintf("%s: Google mailed us that a service account key for project %s was found in a public repo - it's private_key_id \"%s\" (the one from the old listing-sync laptop). Disabling it now.", hcaName(), proj, kid)
			return hcaS("gcp-private-key-id", "chat", t, []string{kid}, proj)
		},
	}
}

func hcaShapeTrap() []hcaGen {
	return []hcaGen{
		func() Sample {
			t := fmt.Sprintf("Discord app \"%s restock\"\nApplication ID: %s\nPublic Key: %s\nBot token: reset in the dev portal, stored only in the VPS .env\nGuild: %s\n", hcaStore(), hcaSnowflake(), rnd(hexs, 64), hcaSnowflake())
			return hcaT("trap-discord-ids", "notes", t)
		},
		func() Sample {
			t := fmt.Sprintf("%s: for the %s the login is admin / ask %s for the password, it changed yesterday", hcaName(), hcaP("WMS", "3PL portal", "repricer"), hcaName())
			return hcaT("trap-login-no-password", "chat", t)
		},
		func() Sample {
			t := fmt.Sprintf("wms_portal:\n  url: https://portal.%s\n  login: %s / ${WMS_PASSWORD}\n  client_no: %s\n", hcaP("3pl-hub.net", "fulfilment-partner.eu"), hcaP("admin", "warehouse", hcaUser()), rnd(digits, 6))
			return hcaT("trap-login-no-password", "yaml", t)
		},
		func() Sample {
			full := hcaSha256()
			t := fmt.Sprintf("SHA-256 of stock_%s.csv (the line wrapped in the mail):\n%s\n%s\nCompare before importing into JTL.", hcaDate(), full[:32], full[32:])
			return hcaT("trap-split-checksum", "mail", t)
		},
		func() Sample {
			t := fmt.Sprintf("Deployed listing-sync at commit %s; the service account it runs as has client_id %s, and its private_key_id stays in the JSON in Secret Manager.", hcaSha1(), hcaDigits(21))
			return hcaT("trap-commit-sha", "notes", t)
		},
		func() Sample {
			t := fmt.Sprintf("DISCORD_BOT_TOKEN=\nDISCORD_GUILD_ID=%s\n# paste the bot token from the Discord dev portal above, never commit it\n", hcaSnowflake())
			return hcaT("trap-placeholder", "env", t)
		},
	}
}
