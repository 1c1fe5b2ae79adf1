package main

// More tour and office tooling: tour databases, wikis, the band website's host, Patreon,
// holiday-let keypads, festival apps and press-tent Wi-Fi.

func hdvMoreGens() []hdvGen {
	return []hdvGen{
		{4, func() Sample {
			pat := "pat" + rnd(alnum, 14) + "." + rnd(hexs, 64)
			base := "app" + rnd(alnum, 14)
			t := hdvF("# tour dates → website sync\nAIRTABLE_TOKEN=%s\nAIRTABLE_BASE=%s\nAIRTABLE_TABLE=Shows\n", pat, base)
			return hdvS("airtable-token", "env", t, hdvL(pat), base)
		}},
		{4, func() Sample {
			sec := "secret_" + rnd(alnum, 43)
			t := hdvF("%s: made a Notion integration so the advance sheets get copied into the tour wiki. internal integration secret: %s . share the \"%s tour\" page with it or you get 404s", hdvName(), sec, hdvBand())
			return hdvS("notion-token", "chat", t, hdvL(sec))
		}},
		{4, func() Sample {
			tok := "dop_v1_" + rnd(hexs, 64)
			t := hdvF("$ doctl auth init --context %s\nPlease authenticate doctl for use with your DigitalOcean account. You can generate a token in the control panel at https://cloud.digitalocean.com/account/api/tokens\n\nEnter your access token: %s\nValidating token... OK", hdvSlug(hdvBand()), tok)
			return hdvS("cloud-api-token", "shell", t, hdvL(tok))
		}},
		{4, func() Sample {
			tok := rnd(b64url, 43)
			cid := rnd(b64url, 64)
			t := hdvF("# patron-only downloads\nPATREON_CLIENT_ID=%s\nPATREON_CREATOR_ACCESS_TOKEN=%s\nPATREON_CAMPAIGN_ID=%s\n", cid, tok, rnd(digits, 7))
			return hdvS("patreon-token", "env", t, hdvL(tok), cid)
		}},
		{4, func() Sample {
			code := hdvPIN(hdvN(4, 6))
			host := hdvName()
			t := hdvF("Message from %s (host):\nHi! Check-in is from 15:00. The front door has a keypad – your code is %s and works from check-in until 11:00 on departure day. Van parking is in the yard behind the house. Have a great gig in %s!", host, code, hdvCity())
			return hdvS("door-code", "message", t, hdvL(code), host)
		}},
		{4, func() Sample {
			tok := rnd(b64url, hdvN(32, 48))
			api := "api." + hdvSlug(hdvCity()) + "fest.app"
			t := hdvF("%s: volunteer app pulls the shift rota from %s, the crew token is Bearer %s — it's read/write, so don't put it in the public repo", hdvName(), api, tok)
			return hdvS("bearer-token", "chat", t, hdvL(tok), api)
		}},
		{4, func() Sample {
			ssid := "Imprensa_" + hdvSlug(hdvCity())
			key := hdvWifi()
			t := hdvF("Olá %s,\n\nA tenda de imprensa abre às 14h. Rede wi-fi: %s, palavra-passe: %s. Acreditações no balcão junto à entrada norte.\n\nCumprimentos,\n%s", hdvName(), ssid, key, hdvName())
			return hdvS("wifi-key", "mail", t, hdvL(key), ssid)
		}},
	}
}
