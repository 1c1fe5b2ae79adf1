package main

import "encoding/base64"

// Four shared shapes set in the theme: Discord bot tokens, "login is user / password",
// keys split over two lines, and a service account's private_key_id in prose. Each has traps.

func hdvSnowflake() string {
	return pick([]string{"1", "9", "5", "7", "8", "6"}) + rnd(digits, hdvN(17, 18))
}

func hdvDiscordToken() string {
	id := pick([]string{"1", "9", "5", "1", "1"}) + rnd(digits, hdvN(17, 18))
	first := base64.RawURLEncoding.EncodeToString([]byte(id))
	return first + "." + rnd(b64url, 6) + "." + rnd(b64url, pick([]int{27, 38}))
}

func hdvSAEmail() string {
	return pick([]string{"sheets-sync", "ticket-export", "press-drive", "setlist-bot", "merch-reports"}) + "@" + hdvSlug(hdvBand()) + "-" + rnd(digits, 6) + ".iam.gserviceaccount.com"
}

func hdvSplit(s string) (string, string) {
	i := len(s)/2 + hdvN(-4, 4)
	return s[:i], s[i:]
}

func hdvShapeGens() []hdvGen {
	return []hdvGen{
		// Discord bot tokens.
		{4, func() Sample {
			tok := hdvDiscordToken()
			app := hdvSnowflake()
			t := hdvF("# fan server bot (role picker + gig announcements)\nDISCORD_TOKEN=%s\nDISCORD_APPLICATION_ID=%s\nGUILD_ID=%s\nANNOUNCE_CHANNEL=gigs\n", tok, app, hdvSnowflake())
			return hdvS("discord-bot-token", "env", t, hdvL(tok), app)
		}},
		{4, func() Sample {
			tok := hdvDiscordToken()
			t := hdvF("import discord\n\nintents = discord.Intents.default()\nbot = discord.Client(intents=intents)\n\n@bot.event\nasync def on_ready():\n    print(\"setlist bot online for %s\")\n\nbot.run(\"%s\")", hdvBand(), tok)
			return hdvS("discord-bot-token", "python", t, hdvL(tok))
		}},
		{3, func() Sample {
			tok := hdvDiscordToken()
			t := hdvF("%s: the ticket-drop bot is down again. token is %s if you want to run it on your machine tonight\n%s: ok, running it from the tour laptop", hdvName(), tok, hdvName())
			return hdvS("discord-bot-token", "chat", t, hdvL(tok))
		}},
		{2, func() Sample {
			app := hdvSnowflake()
			pub := rnd(hexs, 64)
			t := hdvF("{\n  \"bot\": \"merch-drop\",\n  \"application_id\": \"%s\",\n  \"public_key\": \"%s\",\n  \"token\": \"${DISCORD_BOT_TOKEN}\",\n  \"channels\": { \"drops\": \"%s\" }\n}", app, pub, hdvSnowflake())
			return hdvT("trap-discord-ids", "json", t)
		}},
		{2, func() Sample {
			app := hdvSnowflake()
			t := hdvF("%s: to add the gig bot to your server use https://discord.com/oauth2/authorize?client_id=%s&permissions=274877975552&scope=bot%%20applications.commands — the token stays on the server, don't ask me for it", hdvName(), app)
			return hdvT("trap-discord-invite", "chat", t)
		}},
		// login is user / password.
		{4, func() Sample {
			u := pick([]string{"admin", "merch", "doors", "foh", "tourmgr", "boxoffice"})
			pw := hdvPass()
			what := pick([]string{"the ticket scanner dashboard", "the merch iPad", "the venue router", "the lighting desk PC", "the Shopify POS"})
			t := hdvF("%s: for %s the login is %s / %s", hdvName(), what, u, pw)
			return hdvS("login-password", "chat", t, hdvL(pw), u)
		}},
		{4, func() Sample {
			u := pick([]string{"admin", "stage", "stream", "crew"})
			pw := hdvPass()
			t := hdvF("%s:\n  url: http://%s/\n  login: %s / %s\n  notes: reboot after firmware update", pick([]string{"scanner_gateway", "stream_encoder", "dmx_node", "ticket_kiosk"}), hdvIP(), u, pw)
			return hdvS("login-password", "yaml", t, hdvL(pw), u)
		}},
		{3, func() Sample {
			u := hdvUser()
			pw := hdvPass()
			t := hdvF("%s: login's %s / %s for the festival artist portal – upload the stage plot before friday", hdvName(), u, pw)
			return hdvS("login-password", "chat", t, hdvL(pw), u)
		}},
		{2, func() Sample {
			t := hdvF("%s: the login is admin / the one in the %s vault, ask %s if you can't see it", hdvName(), pick([]string{"1Password", "Bitwarden"}), hdvName())
			return hdvT("trap-login-reference", "chat", t)
		}},
		{2, func() Sample {
			t := hdvF("ticket_kiosk:\n  url: http://%s/\n  login: admin / ********\n  notes: password is on the label under the kiosk, not in this file", hdvIP())
			return hdvT("trap-login-masked", "yaml", t)
		}},
		// Key split over two lines.
		{4, func() Sample {
			k := hdvStripeSK("sk_live_")
			a, b := hdvSplit(k)
			t := hdvF("%s: whatsapp cut the key in half, here it is again, join the two lines:\n%s\n%s\n%s: got it, merch checkout works again", hdvName(), a, b, hdvName())
			return hdvS("split-key", "chat", t, hdvL(a, b))
		}},
		{4, func() Sample {
			p, _, k := hdvStreamKey()
			if len(k) < 24 {
				k = hdvTwitchKey()
				p = "Twitch"
			}
			a, b := hdvSplit(k)
			t := hdvF("Subject: %s key for Saturday\n\nThe PDF wrapped it, so the stream key is these two lines glued together (no space):\n\n  %s\n  %s\n\n%s", p, a, b, hdvName())
			return hdvS("split-key", "mail", t, hdvL(a, b))
		}},
		{3, func() Sample {
			k := "shpat_" + rnd(hexs, 32)
			a, b := hdvSplit(k)
			t := hdvF("shopify admin token (pasted from my phone, it broke the line):\n%s\n%s", a, b)
			return hdvS("split-key", "note", t, hdvL(a, b))
		}},
		{2, func() Sample {
			h := rnd(hexs, 64)
			a, b := h[:32], h[32:]
			t := hdvF("Master delivered: %s_final_24bit.wav\nsha256 (split over two lines by the mail client):\n%s\n%s", hdvSlug(hdvBand()), a, b)
			return hdvT("trap-split-checksum", "mail", t)
		}},
		{2, func() Sample {
			id := rnd(alnum, 48)
			a, b := id[:24], id[24:]
			t := hdvF("%s: upload to the distributor failed, support wants the request id. it wrapped:\n%s\n%s", hdvName(), a, b)
			return hdvT("trap-split-request-id", "chat", t)
		}},
		// private_key_id in prose.
		{4, func() Sample {
			kid := rnd(hexs, 40)
			em := hdvSAEmail()
			t := hdvF("%s: the guest list sheet sync uses %s, private_key_id %s. the JSON is on the NAS, not in git", hdvName(), em, kid)
			return hdvS("gcp-private-key-id", "chat", t, hdvL(kid), em)
		}},
		{3, func() Sample {
			kid := rnd(hexs, 40)
			em := hdvSAEmail()
			t := hdvF("TIX-%s: ticket export to Google Sheets returns 401\n\nService account: %s\nKey in use has private key id %s, created in March. Probably disabled when the project moved orgs.", rnd(digits, 3), em, kid)
			return hdvS("gcp-private-key-id", "ticket", t, hdvL(kid), em)
		}},
		{3, func() Sample {
			kid := rnd(hexs, 40)
			em := hdvSAEmail()
			t := hdvF("Hallo %s,\n\nder Pressebereich lädt die Fotos über den Service-Account %s. Der private_key_id des aktiven Schlüssels ist %s – bitte nicht löschen, sonst ist die Galerie leer.\n\nGruß\n%s", hdvName(), em, kid, hdvName())
			return hdvS("gcp-private-key-id", "mail", t, hdvL(kid), em)
		}},
		{2, func() Sample {
			sha := rnd(hexs, 40)
			t := hdvF("%s: the setlist bot fix is in commit %s, deployed to the pi. the service account key didn't change", hdvName(), sha)
			return hdvT("trap-commit-sha", "chat", t)
		}},
		{2, func() Sample {
			em := hdvSAEmail()
			cid := "1" + rnd(digits, 20)
			t := hdvF("Service account for the press drive: %s (client id %s). The key itself is in the vault under \"press-drive-sa\".", em, cid)
			return hdvT("trap-service-account-id", "note", t)
		}},
	}
}
