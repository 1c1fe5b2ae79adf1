package main

import (
	"fmt"
	"strings"
)

// Traps near the stream and platform secrets' shapes: ids, placeholders, references, masked values.

func hcjTrapGensA() []hcjGen {
	return []hcjGen{
		func() Sample {
			_, srv, _ := hcjPlatformKey()
			t := fmt.Sprintf("{\n    \"settings\": {\n        \"bwtest\": false,\n        \"key\": \"\",\n        \"server\": \"%s\",\n        \"use_auth\": false\n    },\n    \"type\": \"rtmp_common\"\n}", srv)
			return hcjT("trap-empty-key", "json", t)
		},
		func() Sample {
			p, srv, _ := hcjPlatformKey()
			t := fmt.Sprintf("%s: server for %s is %s\n%s: and the key?\n%s: in 1Password, vault 'Live', item '%s %s'. don't paste it here pls", hcjName(), p, srv, hcjName(), hcjName(), p, pick([]string{"main", "backup", "kerk", "NL"}))
			return hcjT("trap-secret-reference", "chat", t)
		},
		func() Sample {
			t := fmt.Sprintf("De streamsleutel staat in de kluis (Bitwarden, collectie 'Regie'). Zet hem alsjeblieft niet in de WhatsApp-groep. %s heeft hem vorige week al eens moeten vervangen.", hcjName())
			return hcjT("trap-secret-reference", "chat", t)
		},
		func() Sample {
			t := fmt.Sprintf("#!/bin/sh\n# usage: STREAM_KEY=... ./golive.sh input.mp4\nset -eu\n: \"${STREAM_KEY:?set STREAM_KEY first}\"\nffmpeg -re -i \"$1\" -c:v libx264 -b:v %dk -c:a aac -f flv \"rtmp://a.rtmp.youtube.com/live2/${STREAM_KEY}\"\n", hcjN(3, 8)*1000)
			return hcjT("trap-env-reference", "shell", t)
		},
		func() Sample {
			ip := hcjIP()
			t := fmt.Sprintf("SRT return feed for the presenters' monitor:\nsrt://%s:%d?mode=caller&latency=%d&streamid=return/pgm\npassphrase: zie Bitwarden 'SRT return' (wordt per show vernieuwd)", ip, hcjN(9000, 9999), hcjN(2, 8)*100)
			return hcjT("trap-secret-reference", "notes", t)
		},
		func() Sample {
			t := "# .env.example – copy to .env and fill in\nYOUTUBE_URL=rtmp://a.rtmp.youtube.com/live2\nYOUTUBE_KEY=xxxx-xxxx-xxxx-xxxx-xxxx\nTWITCH_URL=rtmp://live-ams.twitch.tv/app\nTWITCH_KEY=live_<your-user-id>_<your-key>\nLOG_LEVEL=" + pick([]string{"info", "debug", "warn"}) + "\n"
			return hcjT("trap-placeholder", "env", t)
		},
		func() Sample {
			t := fmt.Sprintf(`{
  "data": {
    "id": "%s",
    "status": "ready",
    "duration": %d.%03d,
    "max_stored_resolution": "HD",
    "playback_ids": [{"policy": "public", "id": "%s"}],
    "passthrough": "%s"
  }
}`, rnd(alnum, 32), hcjN(60, 9000), hcjN(0, 999), rnd(alnum, 32), strings.ToLower(pick(hcjWords))+"-"+rnd(digits, 3))
			return hcjT("trap-asset-id", "json", t)
		},
		func() Sample {
			t := fmt.Sprintf("curl -s \"https://api.cloudflare.com/client/v4/accounts/%s/stream/live_inputs\" \\\n  -H \"Authorization: Bearer $CF_API_TOKEN\" | jq '.result[] | {uid, meta}'", rnd(hexs, 32))
			return hcjT("trap-env-reference", "shell", t)
		},
		func() Sample {
			ch, v := "UC"+rnd(b64url, 22), rnd(b64url, 11)
			t := fmt.Sprintf("Links for the socials team:\n- Channel: https://www.youtube.com/channel/%s\n- Tonight's stream: https://youtu.be/%s (scheduled %s)\n- Embed: <iframe src=\"https://www.youtube.com/embed/%s\" allowfullscreen></iframe>", ch, v, hcjTime(), v)
			return hcjT("trap-public-id", "notes", t)
		},
		func() Sample {
			t := fmt.Sprintf("twitch setup check\nclient id: %s (public, it's in the overlay's JS anyway)\nbroadcaster_id: %s\nscopes: channel:read:subscriptions moderator:read:followers\nclient secret: lives in the server's env, not here", rnd(lower+digits, 30), hcjPIN(9))
			return hcjT("trap-client-id", "notes", t)
		},
		func() Sample {
			t := fmt.Sprintf("application live {\n    live on;\n    record off;\n    push rtmp://a.rtmp.youtube.com/live2/{{ youtube_stream_key }};\n    push rtmp://live-ams.twitch.tv/app/{{ twitch_stream_key }};\n    allow publish %s;\n}", hcjIP())
			return hcjT("trap-template-reference", "config", t)
		},
		func() Sample {
			d := hcjDate()
			t := fmt.Sprintf("%s 19:00:02.114 [info] request_id=%s start output 'pgm'\n%s 19:00:02.891 [info] connected to ingest, session=%s\n%s 19:04:10.003 [warn] trace_id=%s bitrate dropped to %d kb/s\n%s 19:04:12.401 [info] bitrate recovered", d, rnd(hexs, 16), d, hcjUUID(), d, rnd(hexs, 32), hcjN(800, 2500), d)
			return hcjT("trap-request-id", "log", t)
		},
		func() Sample {
			t := fmt.Sprintf("CALL SHEET – %s\nVenue: %s\nCrew call: %s\nDoor code: you'll get it from security at the gate on the day (changes daily)\nWifi: details on the whiteboard in the green room\nProducer: %s, +31 6 %s\nStage manager: %s, +31 6 %s\n", hcjEvent(), hcjVenue(), "08:00", hcjName(), rnd(digits, 8), hcjName(), rnd(digits, 8))
			return hcjT("trap-callsheet", "callsheet", t)
		},
		func() Sample {
			t := fmt.Sprintf("| TC in | Item | Dur | Src |\n|---|---|---|---|\n| 00:00:00:00 | Countdown | 05:00 | VT1 |\n| 00:05:00:00 | Opening | 02:14 | VT2 |\n| 00:07:14:00 | Welcome %s | 04:00 | CAM1 |\n| 00:11:14:00 | Panel | 35:00 | CAM1-4 |\n| 00:46:14:00 | Break, slate %s | 10:00 | GFX |\n", hcjName(), rnd(upper, 2)+rnd(digits, 3))
			return hcjT("trap-run-of-show", "markdown", t)
		},
		func() Sample {
			t := fmt.Sprintf("commit %s\nAuthor: %s <%s@streamcrew.nl>\n\n    Rotate all stream keys after the leak in #%d\n\n    Keys now come from the secrets manager at start-up; nothing is\n    written to restream.env anymore.", rnd(hexs, 40), hcjName(), strings.ToLower(hcjName()), hcjN(100, 999))
			return hcjT("trap-commit", "commit", t)
		},
		func() Sample {
			t := fmt.Sprintf("services:\n  restreamer:\n    image: ghcr.io/streamcrew/restreamer@sha256:%s\n    ports: [\"1935:1935\"]\n    environment:\n      YOUTUBE_KEY_FILE: /run/secrets/yt_key\n    secrets: [yt_key]\nsecrets:\n  yt_key:\n    external: true\n", rnd(hexs, 64))
			return hcjT("trap-image-digest", "yaml", t)
		},
		func() Sample {
			t := fmt.Sprintf("%s: the intercom password has to be 8 digits now, the old 4-digit ones are rejected\n%s: ok I reset yours, you'll get it from %s in person\n%s: 👍", hcjName(), hcjName(), hcjName(), hcjName())
			return hcjT("trap-password-talk", "chat", t)
		},
		func() Sample {
			t := fmt.Sprintf("Stream destinations (as shown in Restream):\nYouTube  – key ****-****-****-****-%s\nTwitch   – key live_%s_**************************\nFacebook – key hidden\n", rnd(lower+digits, 4), hcjPIN(9))
			return hcjT("trap-masked", "notes", t)
		},
		func() Sample {
			t := "env:\n  - name: MUX_TOKEN_SECRET\n    valueFrom:\n      secretKeyRef:\n        name: mux-credentials\n        key: token-secret\n  - name: MUX_ENV\n    value: " + pick([]string{"production", "staging"}) + "\n"
			return hcjT("trap-secret-reference", "yaml", t)
		},
		func() Sample {
			t := "- name: Upload highlight reel\n  run: node upload.js dist/reel.mp4\n  env:\n    MUX_TOKEN_SECRET: ${{ secrets.MUX_TOKEN_SECRET }}\n    YOUTUBE_API_KEY: ${{ secrets.YOUTUBE_API_KEY }}\n    CF_ACCOUNT_ID: " + rnd(hexs, 32) + "\n"
			return hcjT("trap-secret-reference", "yaml", t)
		},
		func() Sample {
			t := fmt.Sprintf("<script src=\"https://js.stripe.com/v3/\"></script>\n<script>\n  // pay-per-view checkout\n  const stripe = Stripe('pk_live_%s');\n</script>", rnd(alnum, hcjN(30, 40)))
			return hcjT("trap-publishable-key", "code", t)
		},
		func() Sample {
			var b strings.Builder
			b.WriteString("channel,mic,frequency_mhz,group\n")
			for i := 1; i <= hcjN(4, 7); i++ {
				fmt.Fprintf(&b, "%d,%s,%d.%03d,G%d\n", i, pick([]string{"SKM9000", "ULXD2", "AD2", "EW-DX"}), hcjN(470, 690), hcjN(0, 999), hcjN(1, 4))
			}
			return hcjT("trap-frequency-plan", "csv", b.String())
		},
		func() Sample {
			t := fmt.Sprintf("NDI sources on the production VLAN:\n  %s (CAM 1)      %s\n  %s (CAM 2)      %s\n  VMIX-PGM (Output 1)  %s\n  group: %s\n", strings.ToUpper(pick(hcjWords)), hcjIP(), strings.ToUpper(pick(hcjWords)), hcjIP(), hcjIP(), pick([]string{"public", "regie", "studio"}))
			return hcjT("trap-ndi-sources", "notes", t)
		},
		func() Sample {
			t := fmt.Sprintf("Licentie vMix 4K – geregistreerd op %s AV, verlengt op %s. De sleutel staat in het klantportaal, niet in deze wiki. Versie op de regie-pc: 27.0.0.%d", hcjName(), hcjDate(), hcjN(40, 90))
			return hcjT("trap-licence-talk", "wiki", t)
		},
	}
}
