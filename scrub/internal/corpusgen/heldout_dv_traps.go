package main

import "strings"

// Traps for streaming, distribution and podcasting: placeholders, references, masked values,
// public ids, checksums and talk about credentials without one.

func hdvISRC() string {
	return pick([]string{"GB", "DE", "ES", "NL", "IE", "FR"}) + rnd(upper+digits, 3) + "25" + rnd(digits, 5)
}

func hdvTrapGens() []hdvGen {
	return []hdvGen{
		{5, func() Sample {
			t := hdvF("{\n  \"settings\": {\n    \"key\": \"<paste-your-stream-key>\",\n    \"server\": \"rtmp://%s.contribute.live-video.net/app\",\n    \"service\": \"Twitch\"\n  },\n  \"type\": \"rtmp_common\"\n}", pick([]string{"lhr08", "fra05", "ams03"}))
			return hdvT("trap-placeholder", "json", t)
		}},
		{5, func() Sample {
			t := hdvF("## Going live (%s)\n\n1. Open OBS → Settings → Stream.\n2. Service: Twitch, Server: Auto.\n3. Stream key: copy it from the Twitch Creator Dashboard → Settings → Stream. **Never paste it in Slack or in this wiki.**\n4. Output: 6000 kbps, keyframe interval 2 s.\n5. Ask %s for the overlay scene collection.", hdvBand(), hdvName())
			return hdvT("trap-credential-talk", "wiki", t)
		}},
		{5, func() Sample {
			t := hdvF("$ export STREAM_KEY=$(op read \"op://Tour/YouTube %s/stream key\")\n$ ffmpeg -re -i walkin_loop.mp4 -c:v libx264 -b:v 4000k -c:a aac -f flv \"rtmp://a.rtmp.youtube.com/live2/${STREAM_KEY}\"", hdvBand())
			return hdvT("trap-env-reference", "shell", t)
		}},
		{4, func() Sample {
			t := hdvF("%s: can someone send me the YT key? the one in the doc is just xxxx-xxxx-xxxx-xxxx-xxxx\n%s: it's in 1Password under \"%s YouTube\", I'm not posting it here", hdvName(), hdvName(), hdvBand())
			return hdvT("trap-masked", "chat", t)
		}},
		{5, func() Sample {
			t := hdvF("%s.%03d: [rtmp stream: 'adv_stream'] Connecting to RTMP URL rtmp://a.rtmp.youtube.com/live2/[REDACTED]...\n%s.%03d: [rtmp stream: 'adv_stream'] Connection to rtmp://a.rtmp.youtube.com/live2/ successful\n%s.%03d: [x264 encoder: 'streaming_h264'] bitrate: 4500, buffer size: 4500, rate_control: CBR",
				"21:03:11", rng.IntN(1000), "21:03:12", rng.IntN(1000), "21:03:12", rng.IntN(1000))
			return hdvT("trap-redacted", "log", t)
		}},
		{5, func() Sample {
			t := hdvF("{\n  \"data\": {\n    \"id\": \"%s\",\n    \"status\": \"ready\",\n    \"duration\": %d.%03d,\n    \"playback_ids\": [{ \"policy\": \"public\", \"id\": \"%s\" }],\n    \"passthrough\": \"%s-%s\"\n  }\n}", rnd(alnum, 40), hdvN(60, 7200), rng.IntN(1000), rnd(alnum, 40), hdvSlug(hdvBand()), hdvDate())
			return hdvT("trap-public-id", "json", t)
		}},
		{5, func() Sample {
			var rows []string
			for i := 0; i < hdvN(3, 5); i++ {
				rows = append(rows, hdvF("%s,%s,https://youtu.be/%s,%s", hdvDate(), pick([]string{"teaser", "live clip", "interview", "lyric video", "tour diary"}), rnd(b64url, 11), pick([]string{"scheduled", "draft", "published"})))
			}
			t := "date,type,url,status\n" + strings.Join(rows, "\n") + hdvF("\n# channel UC%s", rnd(b64url, 22))
			return hdvT("trap-public-id", "csv", t)
		}},
		{5, func() Sample {
			t := hdvF("SPOTIFY_CLIENT_ID=%s\nSPOTIFY_CLIENT_SECRET=${SPOTIFY_CLIENT_SECRET}\nSPOTIFY_ARTIST_URI=spotify:artist:%s\n", rnd(hexs, 32), rnd(alnum, 22))
			return hdvT("trap-client-id", "env", t)
		}},
		{5, func() Sample {
			var rows []string
			for i := 1; i <= hdvN(3, 6); i++ {
				rows = append(rows, hdvF("| %d | %s | %s | %d:%02d |", i, pick([]string{"Harbour Lights", "Paper Crown", "Night Bus", "Velvet Ash", "Low Tide", "Copper Sky", "Saltwater"}), hdvISRC(), hdvN(2, 5), hdvN(0, 59)))
			}
			t := hdvF("Release metadata – %s EP\nUPC: %s\n\n| # | Title | ISRC | Length |\n|---|---|---|---|\n%s", hdvBand(), rnd(digits, 12), strings.Join(rows, "\n"))
			return hdvT("trap-isrc", "markdown-table", t)
		}},
		{4, func() Sample {
			t := hdvF("Hi %s,\n\nyour Q%d royalty statement is ready. Payout of %d.%02d EUR will go to IBAN %s%s %s %s %s on the 15th.\nInvoice no. INV-%s\n\nRoyalties team", hdvName(), hdvN(1, 4), hdvN(40, 3000), rng.IntN(100), pick([]string{"DE", "NL", "ES", "IE"}), rnd(digits, 2), rnd(digits, 4), rnd(digits, 4), rnd(digits, 4), rnd(digits, 6))
			return hdvT("trap-iban", "mail", t)
		}},
		{5, func() Sample {
			show := hdvPod()
			t := hdvF("<channel>\n  <title>%s</title>\n  <itunes:new-feed-url>https://feeds.transistor.fm/%s</itunes:new-feed-url>\n  <podcast:guid>%s</podcast:guid>\n  <item>\n    <title>Ep. %d – %s</title>\n    <guid isPermaLink=\"false\">%s</guid>\n    <enclosure url=\"https://media.transistor.fm/%s/%s.mp3\" length=\"%d\" type=\"audio/mpeg\"/>\n  </item>\n</channel>",
				show, hdvSlug(show), hdvUUID(), hdvN(1, 200), pick([]string{"Touring on a budget", "Mixing vocals", "Our worst gig", "Vinyl pressing 101"}), hdvUUID(), rnd(hexs, 8), rnd(hexs, 8), hdvN(10000000, 90000000))
			return hdvT("trap-public-id", "xml", t)
		}},
		{5, func() Sample {
			t := hdvF("%s: I reset the %s password this morning after the phishing mail. New one is in the band vault, the old one doesn't work any more.\n%s: cheers. did you also log out the other sessions?", hdvName(), pick([]string{"Bandcamp", "Libsyn", "DistroKid", "Instagram", "Spotify for Artists"}), hdvName())
			return hdvT("trap-credential-talk", "chat", t)
		}},
		{4, func() Sample {
			t := hdvF("Account rules for %s\n- Passwords must be at least %d characters and unique per service.\n- 2FA on every distributor and social account.\n- Shared logins live in Bitwarden, collection \"Band\".\n- Never send a password by e-mail or WhatsApp.", hdvBand(), pick([]int{12, 14, 16}))
			return hdvT("trap-password-policy", "wiki", t)
		}},
		{5, func() Sample {
			t := "# .env.example – copy to .env and change every value marked changeme\nTRANSISTOR_API_KEY=changeme\nBUZZSPROUT_TOKEN=changeme\nMAILCHIMP_API_KEY=changeme\nSHOW_SLUG=" + hdvSlug(hdvPod()) + "\n"
			return hdvT("trap-placeholder", "env", t)
		}},
		{5, func() Sample {
			t := hdvF("podcast:\n  host: libsyn\n  username: %s\n  password: vault:secret/data/podcast/libsyn#password\n  show_id: %s", hdvEmail("pod"), rnd(digits, 6))
			return hdvT("trap-vault-reference", "yaml", t)
		}},
		{5, func() Sample {
			t := "jobs:\n  publish:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - name: Upload episode\n        env:\n          BUZZSPROUT_TOKEN: ${{ secrets.BUZZSPROUT_TOKEN }}\n          PODCAST_ID: \"" + rnd(digits, 7) + "\"\n        run: ./publish.sh episodes/latest.mp3"
			return hdvT("trap-secret-reference", "yaml", t)
		}},
		{5, func() Sample {
			t := hdvF("$ docker images --digests | grep transcoder\nghcr.io/%s/transcoder   %d.%d.%d   sha256:%s   %s   %d days ago   412MB", hdvSlug(hdvPod()), hdvN(0, 3), hdvN(0, 20), hdvN(0, 9), rnd(hexs, 64), rnd(hexs, 12), hdvN(1, 40))
			return hdvT("trap-digest", "shell", t)
		}},
		{5, func() Sample {
			t := hdvF("commit %s\nAuthor: %s <%s>\nDate:   Tue %s 14:%02d:09 2025 +0100\n\n    podcast: rotate Transistor API key\n\n    The old key was revoked; the new one is only in the repo secrets.\n    No code change besides reading TRANSISTOR_API_KEY from the env.", rnd(hexs, 40), hdvName(), hdvEmail(strings.ToLower(hdvName())), hdvDate(), hdvN(0, 59))
			return hdvT("trap-commit-sha", "commit", t)
		}},
		{5, func() Sample {
			t := hdvF("2025-%02d-%02dT09:%02d:%02dZ upload episode=%d status=retry request_id=req_%s trace_id=%s attempt=2\n2025-%02d-%02dT09:%02d:%02dZ upload episode=%d status=ok bytes=%d", hdvN(1, 12), hdvN(1, 28), hdvN(0, 59), hdvN(0, 59), hdvN(1, 300), rnd(alnum, 14), rnd(hexs, 32), hdvN(1, 12), hdvN(1, 28), hdvN(0, 59), hdvN(0, 59), hdvN(1, 300), hdvN(10000000, 99999999))
			return hdvT("trap-request-id", "log", t)
		}},
		{4, func() Sample {
			t := hdvF("<a href=\"/episodes/%d\"><img alt=\"cover\" width=\"64\" src=\"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAYAAACqaXHe%s\"></a>", hdvN(1, 200), rnd(alnum+"+/", hdvN(80, 140)))
			return hdvT("trap-base64-image", "html", t)
		}},
		{5, func() Sample {
			acct := rnd(digits, 12)
			b := hdvSlug(hdvBand())
			t := hdvF("{\n  \"Version\": \"2012-10-17\",\n  \"Statement\": [{\n    \"Effect\": \"Allow\",\n    \"Principal\": { \"AWS\": \"arn:aws:iam::%s:user/%s-uploader\" },\n    \"Action\": [\"s3:PutObject\", \"s3:GetObject\"],\n    \"Resource\": \"arn:aws:s3:::%s-stems/*\"\n  }]\n}", acct, b, b)
			return hdvT("trap-arn", "json", t)
		}},
		{4, func() Sample {
			kid := rnd(upper+digits, 10)
			t := hdvF("MusicKit: Key ID %s, Team ID %s. The .p8 file (AuthKey_%s.p8) is in the label's vault, ask %s – Apple only lets you download it once.", kid, rnd(upper+digits, 10), kid, hdvName())
			return hdvT("trap-key-id", "note", t)
		}},
		{4, func() Sample {
			t := hdvF("%s: the maps embed broke because the key (AIzaSy…%s, restricted to our domain) hit the quota. I'm raising the limit, no new key needed", hdvName(), rnd(b64url, 4))
			return hdvT("trap-masked", "chat", t)
		}},
		{4, func() Sample {
			t := hdvF("SoundCloud stats export – %s\ntrack_id,permalink,plays,likes\n%s,https://soundcloud.com/%s/%s,%d,%d\n%s,https://soundcloud.com/%s/%s,%d,%d", hdvDate(), rnd(digits, 10), hdvSlug(hdvBand()), pick([]string{"low-tide", "night-bus-demo", "copper-sky"}), hdvN(100, 90000), hdvN(1, 900), rnd(digits, 10), hdvSlug(hdvBand()), pick([]string{"paper-crown", "harbour-lights"}), hdvN(100, 90000), hdvN(1, 900))
			return hdvT("trap-public-id", "csv", t)
		}},
		{5, func() Sample {
			t := hdvF("item,model,serial,value_eur\nmixing desk,Allen & Heath SQ-5,%s,%d\nstage box,DX168,%s,%d\nwireless mic,Shure ULXD2/B87A,%s,%d\n", rnd(upper+digits, 10), hdvN(4000, 7000), rnd(upper+digits, 9), hdvN(1500, 2500), rnd(upper+digits, 8), hdvN(500, 900))
			return hdvT("trap-serial", "csv", t)
		}},
		{4, func() Sample {
			t := hdvF("curl -s -H \"Client-Id: %s\" -H \"Authorization: Bearer $TWITCH_APP_TOKEN\" \\\n  \"https://api.twitch.tv/helix/streams?user_id=%s\" | jq '.data[0].viewer_count'", rnd(lower+digits, 30), rnd(digits, 9))
			return hdvT("trap-env-reference", "shell", t)
		}},
		{5, func() Sample {
			t := "| Platform | Ingest server | Notes |\n|---|---|---|\n| Twitch | rtmp://fra05.contribute.live-video.net/app | key in 1Password |\n| YouTube | rtmp://a.rtmp.youtube.com/live2 | backup: b.rtmp.youtube.com |\n| Facebook | rtmps://live-api-s.facebook.com:443/rtmp/ | persistent key, ask " + hdvName() + " |\n| Kick | rtmps://fa723fc1b171.global-contribute.live-video.net | |"
			return hdvT("trap-credential-talk", "markdown-table", t)
		}},
		{4, func() Sample {
			t := hdvF("%s: the stream key got leaked in yesterday's screenshot so I reset it. If OBS says \"invalid stream key\" just grab the new one from the dashboard yourself\n%s: 👍", hdvName(), hdvName())
			return hdvT("trap-credential-talk", "chat", t)
		}},
	}
}
