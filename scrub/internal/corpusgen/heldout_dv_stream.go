package main

import "strings"

// Livestream keys: Twitch, YouTube, Facebook, Kick, Restream, SRT, Mux, Cloudflare, OBS.

func hdvTwitchKey() string { return "live_" + rnd(digits, hdvN(8, 10)) + "_" + rnd(alnum, 30) }

func hdvYTKey() string {
	g := make([]string, pick([]int{4, 5}))
	for i := range g {
		g[i] = rnd(lower+digits, 4)
	}
	return strings.Join(g, "-")
}

func hdvFBKey() string {
	return "FB-" + rnd(digits, 15) + "-0-" + "Ab" + rnd(b64url, hdvN(28, 34))
}

func hdvCFKey() string { return rnd(hexs, 32) + "k" + rnd(hexs, 32) }

func hdvStreamKey() (platform, server, key string) {
	switch rng.IntN(3) {
	case 0:
		return "Twitch", "rtmp://" + pick([]string{"lhr08", "fra05", "ams03", "mad01"}) + ".contribute.live-video.net/app/", hdvTwitchKey()
	case 1:
		return "YouTube", "rtmp://a.rtmp.youtube.com/live2/", hdvYTKey()
	}
	return "Facebook", "rtmps://live-api-s.facebook.com:443/rtmp/", hdvFBKey()
}

func hdvStreamGens() []hdvGen {
	return []hdvGen{
		{5, func() Sample {
			p, srv, k := hdvStreamKey()
			t := hdvF("%s: ok for tonight's %s stream from %s:\nserver %s\nkey %s\nplease don't start before 20:45, support act is not cleared for broadcast",
				hdvName(), p, hdvVenue(), srv, k)
			return hdvS("stream-key", "chat", t, hdvL(k), srv)
		}},
		{4, func() Sample {
			k := hdvYTKey()
			b := hdvBand()
			t := hdvF("## Livestream handover – %s, %s\n\n- Platform: YouTube (channel owned by label, not band)\n- Visibility: unlisted until doors\n- Stream key: %s\n- Latency: low\n- Encoder: OBS on the FOH laptop, scene collection \"%s live\"\n\nIf the stream drops, restart the output, do NOT create a new broadcast.",
				b, hdvDate(), k, hdvSlug(b))
			return hdvS("youtube-stream-key", "markdown", t, hdvL(k), b)
		}},
		{4, func() Sample {
			k := hdvTwitchKey()
			t := hdvF("{\n  \"settings\": {\n    \"bwtest\": false,\n    \"key\": \"%s\",\n    \"server\": \"auto\",\n    \"service\": \"Twitch\"\n  },\n  \"type\": \"rtmp_common\"\n}", k)
			return hdvS("twitch-stream-key", "json", t, hdvL(k))
		}},
		{4, func() Sample {
			_, srv, k := hdvStreamKey()
			f := pick([]string{"set_final.mp4", "loop_intermission.mov", "soundcheck.mkv"})
			t := hdvF("$ ffmpeg -re -stream_loop -1 -i %s -c:v libx264 -preset veryfast -b:v 4500k -maxrate 4500k -bufsize 9000k \\\n    -c:a aac -b:a 160k -ar 44100 -f flv \"%s%s\"\nffmpeg version 6.1.1 Copyright (c) 2000-2023 the FFmpeg developers\nInput #0, mov,mp4,m4a,3gp,3g2,mj2, from '%s':\n  Duration: 00:%02d:%02d.04, start: 0.000000, bitrate: 6120 kb/s",
				f, srv, k, f, hdvN(3, 59), hdvN(0, 59))
			return hdvS("stream-key", "shell", t, hdvL(k), f)
		}},
		{4, func() Sample {
			k := hdvFBKey()
			n := hdvName()
			t := hdvF("Subject: FB Live for the %s show\n\nHi %s,\n\nthe venue page will host the live video. Persistent stream key (valid for the whole tour, so keep it to yourselves):\n\n%s\n\nServer URL is the usual rtmps one. We go live 21:00 sharp.\n\nBest,\n%s\nSocial media, %s",
				hdvCity(), n, k, hdvName(), hdvVenue())
			return hdvS("facebook-stream-key", "mail", t, hdvL(k))
		}},
		{3, func() Sample {
			k := "re_" + rnd(digits, 7) + "_" + rnd(hexs, 20)
			id := "OPS-" + rnd(digits, 4)
			t := hdvF("%s · Multistream for album release party\nReporter: %s\nStatus: In progress\n\nRestream key for the band account is %s . Twitch + YT + Kick are connected in Restream, we only send one feed from the venue. Bitrate cap 6000.\nBackup: phone hotspot, see checklist.",
				id, hdvName(), k)
			return hdvS("restream-key", "ticket", t, hdvL(k), id)
		}},
		{4, func() Sample {
			pp := rnd(alnum, hdvN(16, 32))
			host := pick([]string{"ingest.streamhub.live", "srt.belabox.net", "live.cityradio.fm", "srt-in.festivalcast.eu"})
			port := hdvN(5000, 9999)
			var t string
			if rng.IntN(2) == 0 {
				t = hdvF("[output.srt]\nurl = srt://%s:%d\nmode = caller\nlatency_ms = 2000\nstreamid = %s-stage%d\npassphrase = %s\npbkeylen = 32", host, port, hdvSlug(hdvBand()), hdvN(1, 3), pp)
			} else {
				t = hdvF("SRT for the IRL cam: srt://%s:%d?mode=caller&latency=2000000&passphrase=%s&pbkeylen=16\nLarix profile is called \"%s crowd cam\".", host, port, pp, hdvCity())
			}
			return hdvS("srt-passphrase", pick([]string{"ini", "chat"}), t, hdvL(pp), host)
		}},
		{4, func() Sample {
			pw := rnd(alnum, hdvN(12, 20))
			ip := hdvIP()
			var t, f string
			if rng.IntN(2) == 0 {
				f = "yaml"
				t = hdvF("# Companion / Stream Deck connection\nobs:\n  host: %s\n  port: 4455\n  password: %s\n  reconnect: true\nscenes:\n  - Walk-in\n  - Main stage\n  - BRB", ip, pw)
			} else {
				f = "chat"
				t = hdvF("obs websocket on the stream pc is %s:4455, pw %s - plug the streamdeck into the same switch or it won't see it", ip, pw)
			}
			return hdvS("obs-websocket-password", f, t, hdvL(pw), ip)
		}},
		{3, func() Sample {
			sec := hdvB64(hdvN(70, 76))
			t := hdvF("# .env for the venue-cam uploader\nMUX_ENV=production\nMUX_TOKEN_SECRET=%s\nMUX_PLAYBACK_POLICY=public\nRECORDINGS_DIR=/srv/recordings/%s\n", sec, hdvSlug(hdvVenue()))
			return hdvS("mux-token-secret", "env", t, hdvL(sec))
		}},
		{3, func() Sample {
			sk := hdvUUID()
			pid := rnd(alnum, 40)
			t := hdvF("{\n  \"data\": {\n    \"stream_key\": \"%s\",\n    \"status\": \"idle\",\n    \"playback_ids\": [\n      { \"policy\": \"public\", \"id\": \"%s\" }\n    ],\n    \"latency_mode\": \"low\",\n    \"reconnect_window\": 60\n  }\n}", sk, pid)
			return hdvS("mux-stream-key", "json", t, hdvL(sk), pid)
		}},
		{3, func() Sample {
			k := hdvCFKey()
			t := hdvF("%s: cloudflare stream is set up for the festival. RTMPS url rtmps://live.cloudflare.com:443/live/ and the stream key is %s\n%s: 👍 copying into the vMix profile now", hdvName(), k, hdvName())
			return hdvS("cloudflare-stream-key", "chat", t, hdvL(k), "rtmps://live.cloudflare.com:443/live/")
		}},
		{3, func() Sample {
			k := "sk_" + pick([]string{"us-west-2", "eu-central-1"}) + "_" + rnd(alnum, 12)
			t := hdvF("Kick: stream URL rtmps://fa723fc1b171.global-contribute.live-video.net\nstream key %s\n(ask before you share the key, it's the band's main channel)", k)
			return hdvS("kick-stream-key", "note", t, hdvL(k))
		}},
		{4, func() Sample {
			tok := rnd(lower+digits, 30)
			bot := hdvSlug(hdvBand()) + "bot"
			t := hdvF("# chat bot for the stream overlay\nTWITCH_BOT_USERNAME=%s\nTWITCH_CHANNEL=%s\nTWITCH_OAUTH=oauth:%s\nCOMMAND_PREFIX=!\n", bot, hdvSlug(hdvBand()), tok)
			return hdvS("twitch-oauth-token", "env", t, hdvL(tok), bot)
		}},
		{3, func() Sample {
			id := rnd(lower+digits, 30)
			sec := rnd(lower+digits, 30)
			t := hdvF("TWITCH_CLIENT_ID=%s\nTWITCH_CLIENT_SECRET=%s\nTWITCH_REDIRECT_URI=http://localhost:3000/auth/callback\n", id, sec)
			return hdvS("twitch-client-secret", "env", t, hdvL(sec), id)
		}},
		{4, func() Sample {
			k := hdvYTKey()
			t := hdvF("Meeting notes – stream crew, %s\nPresent: %s, %s, %s\n\n1. Audio feed from desk: use matrix out 3, not the aux.\n2. YT key was leaked in last week's screenshot, rotated. New key: %s\n3. Thumbnail needs the sponsor logo.\n4. Next test: Thursday 17:00.",
				hdvDate(), hdvName(), hdvName(), hdvName(), k)
			return hdvS("youtube-stream-key", "meeting-notes", t, hdvL(k))
		}},
		{3, func() Sample {
			k := hdvTwitchKey()
			t := hdvF("%s: Stream-Schlüssel für heute Abend ist %s – bitte erst nach dem Soundcheck live gehen, danke!", hdvName(), k)
			return hdvS("twitch-stream-key", "chat", t, hdvL(k))
		}},
		{3, func() Sample {
			k := hdvYTKey()
			t := hdvF("Hola %s, la clave de transmisión de YouTube para el concierto en %s es %s. El servidor es rtmp://a.rtmp.youtube.com/live2. Empezamos a las 21:30.", hdvName(), hdvVenue(), k)
			return hdvS("youtube-stream-key", "chat", t, hdvL(k))
		}},
		{3, func() Sample {
			k := hdvTwitchKey()
			srv := "rtmp://" + pick([]string{"lhr08", "fra05", "ams03"}) + ".contribute.live-video.net/app/"
			t := hdvF("11:42:07.918: [rtmp stream: 'adv_stream'] Connecting to RTMP URL %s%s...\n11:42:08.201: [rtmp stream: 'adv_stream'] Interface: Realtek PCIe GbE Family Controller (ethernet, 1000 mbps)\n11:42:08.544: [rtmp stream: 'adv_stream'] Connection to %s successful\n11:42:08.560: ==== Streaming Start ===============================================",
				srv, k, srv)
			return hdvS("twitch-stream-key", "log", t, hdvL(k))
		}},
		{3, func() Sample {
			k1 := hdvTwitchKey()
			k2 := hdvYTKey()
			t := hdvF("# nginx-rtmp relay on the venue mini pc\nrtmp {\n  server {\n    listen 1935;\n    application live {\n      live on;\n      record off;\n      push rtmp://live.twitch.tv/app/%s;\n      push rtmp://a.rtmp.youtube.com/live2/%s;\n    }\n  }\n}", k1, k2)
			return hdvS("stream-key", "config", t, hdvL(k1, k2))
		}},
		{3, func() Sample {
			k := hdvFBKey()
			t := hdvF("Larix Broadcaster → Connections → New\nName: %s FB\nURL: rtmps://live-api-s.facebook.com:443/rtmp/%s\nMode: Audio + Video\nAuth: none", hdvBand(), k)
			return hdvS("facebook-stream-key", "note", t, hdvL(k))
		}},
	}
}
