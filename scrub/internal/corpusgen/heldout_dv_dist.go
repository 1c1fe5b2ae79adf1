package main

import "strings"

// Distribution and streaming dashboards: aggregator logins, Spotify/SoundCloud/YouTube/Apple
// API credentials, storage for masters and stems, plug-in and DAW licences.

func hdvEmail(user string) string {
	return user + "@" + pick([]string{"gmail.com", "protonmail.com", hdvSlug(hdvBand()) + ".com", "outlook.com", "fastmail.fm"})
}

func hdvAKIA() string {
	return pick([]string{"AKIA", "ASIA"}) + rnd("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)
}

func hdvAWSSecret() string { return rnd(alnum+"+/", 40) }

func hdvGoogleKey() string { return "AIzaSy" + rnd(b64url, 33) }

func hdvLicence(groups, n int) string {
	g := make([]string, groups)
	for i := range g {
		g[i] = rnd(upper+digits, n)
	}
	return strings.Join(g, "-")
}

func hdvDistGens() []hdvGen {
	return []hdvGen{
		{5, func() Sample {
			u := hdvEmail(strings.ToLower(pick([]string{"band", "mgmt", "hello", "info", "releases"})))
			pw := hdvPass()
			t := hdvF("%s: distrokid login for uploading the single -> %s / pw: %s\n%s: thx, will set the release date to the %s", hdvName(), u, pw, hdvName(), hdvDate())
			return hdvS("distributor-password", "chat", t, hdvL(pw), u)
		}},
		{4, func() Sample {
			u1, u2 := hdvEmail("releases"), hdvUser()
			p1, p2 := hdvPass(), hdvPass()
			t := hdvF("# Band accounts (private wiki)\n\n| Service | Login | Password | Notes |\n|---|---|---|---|\n| TuneCore | %s | %s | payouts to band account |\n| CD Baby | %s | %s | old catalogue only |\n| Bandcamp | see 1Password | – | merch + digital |\n", u1, p1, u2, p2)
			return hdvS("distributor-password", "markdown-table", t, hdvL(p1, p2), u1, "TuneCore", "CD Baby")
		}},
		{4, func() Sample {
			id := rnd(hexs, 32)
			sec := rnd(hexs, 32)
			t := hdvF("# release-radar bot\nSPOTIFY_CLIENT_ID=%s\nSPOTIFY_CLIENT_SECRET=%s\nSPOTIFY_ARTIST_ID=%s\nPOST_TO=#releases\n", id, sec, rnd(alnum, 22))
			return hdvS("spotify-client-secret", "env", t, hdvL(sec), id)
		}},
		{3, func() Sample {
			u := hdvEmail("spotify")
			pw := hdvPass()
			n := hdvName()
			t := hdvF("Spotify for Artists is on the shared address %s, password %s. 2FA codes go to %s's phone so text her before logging in. Please don't change the pitch text, the label already submitted it.", u, pw, n)
			return hdvS("streaming-dashboard-password", "note", t, hdvL(pw), u)
		}},
		{4, func() Sample {
			tok := "2-" + rnd(digits, 6) + "-" + rnd(digits, 9) + "-" + rnd(alnum, 14)
			t := hdvF("import requests\n\nSC_TOKEN = \"%s\"  # soundcloud oauth, band account\nTRACK_ID = %s\n\nr = requests.get(\n    f\"https://api.soundcloud.com/tracks/{TRACK_ID}\",\n    headers={\"Authorization\": f\"OAuth {SC_TOKEN}\"},\n)\nprint(r.json()[\"playback_count\"])", tok, rnd(digits, 10))
			return hdvS("soundcloud-oauth-token", "python", t, hdvL(tok))
		}},
		{4, func() Sample {
			k := hdvGoogleKey()
			ch := "UC" + rnd(b64url, 22)
			t := hdvF("// latest videos block on the band site\nconst YT_API_KEY = '%s';\nconst CHANNEL_ID = '%s';\n\nexport async function latestVideos() {\n  const url = `https://www.googleapis.com/youtube/v3/search?key=${YT_API_KEY}&channelId=${CHANNEL_ID}&order=date&maxResults=6`;\n  return (await fetch(url)).json();\n}", k, ch)
			return hdvS("google-api-key", "javascript", t, hdvL(k), ch)
		}},
		{3, func() Sample {
			kid := rnd(upper+digits, 10)
			team := rnd(upper+digits, 10)
			body := hdvPEMBody(2, "\n")
			t := hdvF("MusicKit key for the tour app (do not commit):\nKey ID: %s\nTeam ID: %s\n\n-----BEGIN PRIVATE KEY-----\n%s\n-----END PRIVATE KEY-----", kid, team, body)
			return hdvS("apple-private-key", "note", t, hdvL(body), kid, team)
		}},
		{4, func() Sample {
			id, sec := hdvAKIA(), hdvAWSSecret()
			t := hdvF("[default]\nregion = eu-west-1\n\n[stems]\naws_access_key_id = %s\naws_secret_access_key = %s\n# bucket: %s-masters, lifecycle moves WAVs to glacier after 90d", id, sec, hdvSlug(hdvBand()))
			return hdvS("aws-access-key", "ini", t, hdvL(id, sec))
		}},
		{3, func() Sample {
			at := "sl." + rnd(b64url, hdvN(130, 140))
			rt := rnd(alnum, 11) + "AAAAAAAAA" + rnd(alnum+"-_", 32)
			t := hdvF("[dropbox-stems]\ntype = dropbox\ntoken = {\"access_token\":\"%s\",\"token_type\":\"bearer\",\"refresh_token\":\"%s\",\"expiry\":\"2025-%02d-%02dT14:%02d:11.000Z\"}\n", at, rt, hdvN(1, 12), hdvN(1, 28), hdvN(0, 59))
			return hdvS("dropbox-token", "ini", t, hdvL(at, rt), "[dropbox-stems]")
		}},
		{4, func() Sample {
			pw := hdvPass()
			b := hdvBand()
			t := hdvF("Hi all,\n\nI've moved the Bandcamp account to the new band address. Login is the same email, the new password is %s\n\nPlease update your password managers and stop using the old one. Pre-orders for the vinyl go live on %s.\n\nCheers,\n%s (mgmt, %s)", pw, hdvDate(), hdvName(), b)
			return hdvS("bandcamp-password", "mail", t, hdvL(pw), b)
		}},
		{3, func() Sample {
			u := hdvUser()
			pw := hdvPass()
			t := hdvF("Handover – label portal\n----------------------\nURL: https://portal.%s.com\nUser: %s\nPass: %s\nOnly use it for metadata fixes; deliveries go through the SFTP (see below).", pick([]string{"fuga", "theorchard", "believe", "ditto"}), u, pw)
			return hdvS("label-portal-password", "handover", t, hdvL(pw), u)
		}},
		{3, func() Sample {
			pat := "ghp_" + rnd(alnum, 36)
			t := hdvF("diff --git a/.github/workflows/deploy.yml b/.github/workflows/deploy.yml\n@@ -14,7 +14,7 @@ jobs:\n       - uses: actions/checkout@v4\n       - name: push tour dates\n         env:\n-          GH_TOKEN: ${{ secrets.GH_TOKEN }}\n+          GH_TOKEN: %s\n         run: ./scripts/update-dates.sh", pat)
			return hdvS("github-token", "diff", t, hdvL(pat), "${{ secrets.GH_TOKEN }}")
		}},
		{4, func() Sample {
			k := rnd(alnum, 16)
			aid := rnd(digits, 7)
			t := hdvF("curl -s \"https://api.songkick.com/api/3.0/artists/%s/calendar.json?apikey=%s\" | jq '.resultsPage.results.event[].displayName'", aid, k)
			return hdvS("songkick-api-key", "shell", t, hdvL(k), aid)
		}},
		{4, func() Sample {
			lk := hdvLicence(pick([]int{4, 5, 6}), pick([]int{4, 5}))
			prod := pick([]string{"FabFilter Pro-Q 3", "Soundtoys 5", "Valhalla VintageVerb", "Ableton Live 12 Suite", "Melodyne 5 studio", "iZotope RX 11 Standard"})
			t := hdvF("Subject: Your licence – %s\n\nThank you for your purchase!\n\nProduct: %s\nLicensed to: %s\nLicence key: %s\n\nKeep this e-mail: you'll need the key to authorise a new computer.", prod, prod, hdvName()+" "+pick([]string{"Okafor", "Lindqvist", "Moreau", "García", "Byrne"}), lk)
			return hdvS("software-licence-key", "mail", t, hdvL(lk), prod)
		}},
		{3, func() Sample {
			tok := rnd(b64url, hdvN(40, 48))
			t := hdvF("chartmetric:\n  base_url: https://api.chartmetric.com/api\n  refresh_token: %s\n  artist_ids: [%s, %s]\n  schedule: \"0 7 * * 1\"", tok, rnd(digits, 6), rnd(digits, 6))
			return hdvS("refresh-token", "yaml", t, hdvL(tok))
		}},
		{4, func() Sample {
			host := "sftp." + pick([]string{"delivery-eu.fuga.com", "ingest.labelworx.com", "ddex.believe.com"})
			u := hdvSlug(hdvBand()) + "_ddex"
			pw := rnd(alnum+"!#%", hdvN(14, 20))
			t := hdvF("delivery:\n  protocol: sftp\n  host: %s\n  port: 22\n  username: %s\n  password: \"%s\"\n  remote_dir: /incoming/%s", host, u, pw, rnd(digits, 8))
			return hdvS("sftp-password", "yaml", t, hdvL(pw), host, u)
		}},
		{3, func() Sample {
			id := rnd(digits, 12) + "-" + rnd(lower+digits, 32) + ".apps.googleusercontent.com"
			sec := "GOCSPX-" + rnd(b64url, 28)
			t := hdvF("{\"installed\":{\"client_id\":\"%s\",\"project_id\":\"%s-uploads\",\"auth_uri\":\"https://accounts.google.com/o/oauth2/auth\",\"token_uri\":\"https://oauth2.googleapis.com/token\",\"client_secret\":\"%s\",\"redirect_uris\":[\"http://localhost\"]}}", id, hdvSlug(hdvBand()), sec)
			return hdvS("oauth-client-secret", "json", t, hdvL(sec), id)
		}},
		{3, func() Sample {
			tok := hdvPIN(10) + ":AA" + rnd(b64url, 33)
			t := hdvF("new release notifier runs on the pi in the rehearsal room, telegram bot token %s, posts to the fan channel at 00:00 on release day", tok)
			return hdvS("telegram-bot-token", "chat", t, hdvL(tok))
		}},
		{3, func() Sample {
			asp := rnd(lower, 4) + "-" + rnd(lower, 4) + "-" + rnd(lower, 4) + "-" + rnd(lower, 4)
			u := hdvEmail("booking")
			t := hdvF("Thunderbird on the tour laptop: account %s, IMAP imap.mail.me.com:993. Use the app-specific password %s (NOT the Apple ID password).", u, asp)
			return hdvS("app-password", "note", t, hdvL(asp), u)
		}},
		{3, func() Sample {
			pw := hdvPass()
			t := hdvF("%s : le mdp du compte DistroKid c'est %s, tu peux mettre le single en ligne pour vendredi ? merci 🙏", hdvName(), pw)
			return hdvS("distributor-password", "chat", t, hdvL(pw))
		}},
		{3, func() Sample {
			k := hdvGoogleKey()
			t := hdvF("# tourmap/config.toml\n[maps]\nprovider = \"google\"\napi_key = \"%s\"\ndefault_zoom = 5\n\n[data]\nsource = \"dates.csv\"", k)
			return hdvS("google-api-key", "toml", t, hdvL(k))
		}},
	}
}
