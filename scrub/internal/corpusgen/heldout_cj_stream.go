package main

import (
	"fmt"
	"strings"
)

// Stream keys, SRT passphrases, OBS / vMix / encoder settings.

// hcjPlatformKey returns a platform's name, its ingest server and a stream key in its format.
func hcjPlatformKey() (string, string, string) {
	switch rng.IntN(4) {
	case 0:
		return "YouTube", "rtmp://a.rtmp.youtube.com/live2", hcjYTKey()
	case 1:
		return "Twitch", "rtmp://" + pick([]string{"live-ams", "live-fra", "live-lhr", "live-cdg"}) + ".twitch.tv/app", hcjTwitchKey()
	case 2:
		return "Facebook", "rtmps://live-api-s.facebook.com:443/rtmp", hcjFBKey()
	}
	return "Cloudflare", "rtmps://live.cloudflare.com:443/live", hcjCFKey()
}

func hcjStreamGens() []hcjGen {
	return []hcjGen{
		func() Sample {
			p, srv, k := hcjPlatformKey()
			t := fmt.Sprintf(`{
    "settings": {
        "bwtest": false,
        "key": "%s",
        "server": "%s",
        "service": "%s",
        "use_auth": false
    },
    "type": "rtmp_common"
}`, k, srv, p)
			return hcjS("stream-key", "json", t, []string{k}, srv)
		},
		func() Sample {
			p, srv, k := hcjPlatformKey()
			n := hcjName()
			t := fmt.Sprintf("%s: ok for tonight we go out on %s\n%s: server is %s\n%s: key %s\n%s: %s",
				n, p, n, srv, n, k, hcjName(), pick([]string{"got it, pasting into OBS now 👍", "thx! testing at 18:30", "cheers, will do a private test first", "copy"}))
			return hcjS("stream-key", "chat", t, []string{k}, srv)
		},
		func() Sample {
			p, srv, k := hcjPlatformKey()
			t := fmt.Sprintf("Hoi %s,\n\nVoor %s in %s streamen we naar %s. In OBS bij Instellingen > Stream:\n- Server: %s\n- Streamsleutel: %s\n\nNiet delen buiten de crew-app aub. Soundcheck is om %s.\n\nGroet,\n%s",
				hcjName(), hcjEvent(), hcjVenue(), p, srv, k, hcjTime(), hcjName())
			return hcjS("stream-key", "mail", t, []string{k}, srv)
		},
		func() Sample {
			_, srv, k := hcjPlatformKey()
			sl := strings.ToLower(pick(hcjWords))
			t := fmt.Sprintf(`$ ffmpeg -re -stream_loop -1 -i slate_%s.mp4 \
    -c:v libx264 -preset veryfast -b:v %dk -maxrate %dk -bufsize %dk -g 60 \
    -c:a aac -b:a 160k -ar 48000 \
    -f flv "%s/%s"
ffmpeg version 6.1.1 Copyright (c) 2000-2023 the FFmpeg developers
Input #0, mov,mp4,m4a,3gp,3g2,mj2, from 'slate_%s.mp4':
  Duration: 00:00:30.00, start: 0.000000, bitrate: 2411 kb/s
frame=  %d fps= 30 q=21.0 size=    %dkB time=00:00:%02d.40 bitrate=%d.2kbits/s speed=   1x`,
				sl, hcjN(3, 8)*1000, 6000, 12000, srv, k, sl, hcjN(200, 900), hcjN(900, 4000), hcjN(10, 59), hcjN(2800, 6000))
			return hcjS("stream-key", "shell", t, []string{k}, srv)
		},
		func() Sample {
			pp := rnd(alnum, hcjN(16, 32))
			ip := hcjIP()
			port := hcjN(9000, 9999)
			t := fmt.Sprintf("Handover – encoder racks %s\n\n- Main SRT feed to the playout: srt://%s:%d?mode=caller&latency=%d&passphrase=%s&pbkeylen=%s\n- Backup goes over the 4G bonding unit, see the LiveU sheet\n- Do NOT restart enc-02 during the show, it takes 4 min to lock\n\n%s",
				hcjVenue(), ip, port, hcjN(2, 8)*100, pp, pick([]string{"16", "32"}), hcjName())
			return hcjS("srt-passphrase", "notes", t, []string{pp}, ip)
		},
		func() Sample {
			pp := hcjPw() + rnd(alnum, 4)
			ip := hcjIP()
			t := fmt.Sprintf("[stream1]\nenabled=1\nprotocol=SRT\nmode=listener\nport=%d\nlatency_ms=%d\nencryption=AES-%s\npassphrase=%s\nstream_id=%s\n\n[stream2]\nenabled=0\nprotocol=RTMP\nurl=rtmp://%s/live\n",
				hcjN(7000, 9999), hcjN(1, 6)*120, pick([]string{"128", "256"}), pp, pick([]string{"main-stage", "pgm", "cam-iso-1", "zaal2"}), ip)
			return hcjS("srt-passphrase", "ini", t, []string{pp}, ip)
		},
		func() Sample {
			_, srv, k := hcjPlatformKey()
			lic := hcjLicence()
			t := fmt.Sprintf(`<?xml version="1.0" encoding="utf-8"?>
<vMixSettings>
  <Registration Name="%s AV" Key="%s" />
  <Streaming Index="0" Enabled="True">
    <Destination>Custom RTMP</Destination>
    <URL>%s</URL>
    <StreamName>%s</StreamName>
    <Quality>1080p 6000kbps H264</Quality>
  </Streaming>
</vMixSettings>`, hcjName(), lic, srv, k)
			return hcjS("stream-key", "xml", t, []string{lic, k}, srv)
		},
		func() Sample {
			_, srv, k := hcjPlatformKey()
			ssid := pick(hcjVenues[:8])
			ssid = strings.ReplaceAll(ssid, " ", "_") + "-" + pick([]string{"Crew", "Prod", "Backstage", "Tech"})
			wk := hcjPw()
			t := fmt.Sprintf("# CALL SHEET – %s\n**Venue:** %s  \n**Date:** %s\n\n| Time | What |\n|---|---|\n| %s | Load-in |\n| %s | Line check |\n| %s | Doors |\n\n## Tech\n- Wifi: `%s` / pass `%s`\n- Stream: %s\n- Key: %s\n- Producer: %s (+31 6 %s)\n",
				hcjEvent(), hcjVenue(), hcjDate(), "08:00", "13:30", "19:00", ssid, wk, srv, k, hcjName(), rnd(digits, 8))
			return hcjS("stream-key", "markdown", t, []string{wk, k}, ssid)
		},
		func() Sample {
			k := hcjYTKey()
			t := fmt.Sprintf("RUN OF SHOW v%d\n\n%s  Encoders armed, private test to backup ingest\n%s  Go live\n      Primary:  rtmp://a.rtmp.youtube.com/live2/%s\n      Backup:   rtmp://b.rtmp.youtube.com/live2?backup=1 (same key)\n%s  Opening VT (2:14)\n%s  Host welcome\n%s  Panel 1\n",
				hcjN(2, 9), "18:45", "19:00", k, "19:01", "19:03", "19:10")
			return hcjS("stream-key", "notes", t, []string{k})
		},
		func() Sample {
			k := hcjFBKey()
			page := pick([]string{"Stichting Jazz Zwolle", "Kerk de Ark", "Rotterdam Marathon", "FC Oudewater", "Bevrijdingsfestival"})
			t := fmt.Sprintf("Subject: Facebook Live for %s\n\nHi all,\n\nThe page admin sent us the persistent stream key for the %s page:\n\n    %s\n\nServer is rtmps://live-api-s.facebook.com:443/rtmp/ as usual. Please set up the Live Producer event as 'use persistent stream key' otherwise it changes.\n\nThanks,\n%s", hcjEvent(), page, k, hcjName())
			return hcjS("stream-key", "mail", t, []string{k}, page)
		},
		func() Sample {
			_, srv, k := hcjPlatformKey()
			id := fmt.Sprintf("AV-%d", hcjN(1000, 9999))
			t := fmt.Sprintf("%s  Encoder in %s won't connect\nReporter: %s\nPriority: High\n\nThe Magewell in the back of the hall keeps showing 'connect failed'. Settings on it now:\nURL: %s\nStream key: %s\nTried rebooting twice. Could be the venue firewall blocking 1935?",
				id, hcjVenue(), hcjName(), srv, k)
			return hcjS("stream-key", "ticket", t, []string{k}, id)
		},
		func() Sample {
			k := hcjTwitchKey()
			ing := pick([]string{"live-ams", "live-fra", "live-lhr"})
			d := hcjDate()
			t := fmt.Sprintf("%s 19:02:11.310 [info] output 'adv_stream': connecting to rtmp://%s.twitch.tv/app/%s\n%s 19:02:11.622 [info] output 'adv_stream': connected\n%s 19:02:14.004 [warn] dropped 12 frames (0.4%%) due to network congestion\n%s 19:02:44.920 [info] bitrate 5984 kb/s",
				d, ing, k, d, d, d)
			return hcjS("stream-key", "log", t, []string{k}, ing+".twitch.tv")
		},
		func() Sample {
			k1, k2 := hcjYTKey(), hcjTwitchKey()
			t := fmt.Sprintf(`rtmp {
    server {
        listen 1935;
        chunk_size 4096;
        application live {
            live on;
            record off;
            allow publish %s;
            deny publish all;
            push rtmp://a.rtmp.youtube.com/live2/%s;
            push rtmp://live-ams.twitch.tv/app/%s;
        }
    }
}`, hcjIP(), k1, k2)
			return hcjS("stream-key", "config", t, []string{k1, k2})
		},
		func() Sample {
			pp := rnd(alnum, hcjN(12, 24))
			t := fmt.Sprintf(`{
  "output": {
    "type": "srt",
    "server": "srt://%s:%d?streamid=publish/%s&passphrase=%s",
    "latency": %d
  },
  "video": {"codec": "h264", "bitrate": %d, "keyint_sec": 2}
}`, pick([]string{"ingest.eventstream.nl", "srt.regie.local", "pgm-in.studioeen.nl"}), hcjN(9000, 9100), pick([]string{"stage-a", "zaal1", "main"}), pp, hcjN(2, 9)*100, hcjN(4, 9)*1000)
			return hcjS("srt-passphrase", "json", t, []string{pp})
		},
		func() Sample {
			pp := rnd(alnum+"-_", hcjN(12, 20))
			ip := hcjIP()
			t := fmt.Sprintf("phone cam setup for the roaming reporter (Larix):\n1. Connections > + > URL srt://%s:%d\n2. Mode: Audio+Video, SRT sender\n3. passphrase: %s  (pbkeylen 16)\n4. latency 2000, max bitrate 4 Mbps\nthen tap the red button and tell %s on comms", ip, hcjN(6000, 6100), pp, hcjName())
			return hcjS("srt-passphrase", "notes", t, []string{pp}, ip)
		},
		func() Sample {
			u, pw := hcjUser(), hcjPw()
			t := fmt.Sprintf("Hi %s, LiveU Central for the %s gig:\nhttps://central.liveu.tv\nuser: %s\npassword: %s\nThe LU800 is already paired, just hit Go Live on the Smart TV channel. Bring the 4 SIMs back after!",
				hcjName(), hcjEvent(), u, pw)
			return hcjS("bonding-portal-password", "chat", t, []string{pw}, u)
		},
		func() Sample {
			pw := hcjPw()
			t := fmt.Sprintf("zixi broadcaster op het OB-station:\n  http://%s:4444  (admin / %s)\n  input 'pgm_srt' komt binnen op 2088, output naar de CDN staat op 'auto-start'\n  bij problemen eerst de input bitrate checken, niet meteen herstarten", hcjIP(), pw)
			return hcjS("stream-server-password", "notes", t, []string{pw})
		},
		func() Sample {
			_, srv, k := hcjPlatformKey()
			n := hcjName()
			t := fmt.Sprintf("Beste %s,\n\nHierbij de gegevens voor de livestream van %s op %s.\n\nStreamserver: %s\nStream key: %s\nResolutie: 1920x1080, 25p, max 6 Mbit/s\n\nWil je om %s een testuitzending doen? Wij kijken mee vanuit de regie.\n\nMet vriendelijke groet,\n%s\nProductieleider",
				n, hcjEvent(), hcjDate(), srv, k, hcjTime(), hcjName())
			return hcjS("stream-key", "mail", t, []string{k}, srv)
		},
		func() Sample {
			o, n := hcjYTKey(), hcjYTKey()
			t := fmt.Sprintf(`diff --git a/deploy/restream.env b/deploy/restream.env
index %s..%s 100644
--- a/deploy/restream.env
+++ b/deploy/restream.env
@@ -1,4 +1,4 @@
 INGEST_PORT=1935
 OUTPUT_RES=1080p
-YOUTUBE_STREAM_KEY=%s
+YOUTUBE_STREAM_KEY=%s
 RECORD_DIR=/mnt/rec`, rnd(hexs, 7), rnd(hexs, 7), o, n)
			return hcjS("stream-key", "diff", t, []string{o, n})
		},
		func() Sample {
			y, tw := hcjYTKey(), hcjTwitchKey()
			if rng.IntN(2) == 0 {
				t := fmt.Sprintf("# restreamer .env – %s\nLISTEN=0.0.0.0:1935\nYOUTUBE_URL=rtmp://a.rtmp.youtube.com/live2\nYOUTUBE_KEY=%s\nTWITCH_ENABLED=false\nLOG_LEVEL=info\n", hcjEvent(), y)
				return hcjS("stream-key", "env", t, []string{y})
			}
			t := fmt.Sprintf("# restreamer .env – %s\nLISTEN=0.0.0.0:1935\nYOUTUBE_URL=rtmp://a.rtmp.youtube.com/live2\nYOUTUBE_KEY=%s\nTWITCH_URL=rtmp://live-ams.twitch.tv/app\nTWITCH_KEY=%s\nLOG_LEVEL=info\n", hcjEvent(), y, tw)
			return hcjS("stream-key", "env", t, []string{y, tw})
		},
		func() Sample {
			k := hcjYTKey()
			t := fmt.Sprintf(`import subprocess

INGEST = "rtmp://a.rtmp.youtube.com/live2"
STREAM_KEY = "%s"  # %s channel


def start(src: str) -> subprocess.Popen:
    cmd = ["ffmpeg", "-re", "-i", src, "-c", "copy", "-f", "flv", f"{INGEST}/{STREAM_KEY}"]
    return subprocess.Popen(cmd)
`, k, pick([]string{"main", "kerk", "backup", "NL"}))
			return hcjS("stream-key", "code", t, []string{k})
		},
		func() Sample {
			y, tw := hcjYTKey(), hcjTwitchKey()
			t := fmt.Sprintf("platform,ingest,key,owner\nYouTube,rtmp://a.rtmp.youtube.com/live2,%s,%s\nTwitch,rtmp://live-ams.twitch.tv/app,%s,%s\nFacebook,rtmps://live-api-s.facebook.com:443/rtmp,(per event),%s\n",
				y, hcjName(), tw, hcjName(), hcjName())
			return hcjS("stream-key", "csv", t, []string{y, tw})
		},
		func() Sample {
			k := hcjYTKey()
			t := fmt.Sprintf("Notulen productie-overleg %s\nAanwezig: %s, %s, %s\n\n1. Camera-plan: 4 camera's + 1 PTZ op het balkon\n2. Stream: YouTube, unlisted. Nieuwe sleutel is %s (oude is ingetrokken)\n3. Catering: 18 crew, vegetarisch x5\n4. Volgend overleg donderdag", hcjDate(), hcjName(), hcjName(), hcjName(), k)
			return hcjS("stream-key", "notes", t, []string{k})
		},
		func() Sample {
			_, srv, k := hcjPlatformKey()
			t := fmt.Sprintf("Wirecast doc for %s – output settings\n\nDestination: RTMP Server\nAddress: %s\nStream: %s\nUser agent: FMLE/3.0\nEncoding: 1080p30 H.264 %d kbps\n\nRemember to untick 'auto-start on launch' after the show.", hcjVenue(), srv, k, hcjN(4, 8)*1000)
			return hcjS("stream-key", "notes", t, []string{k}, srv)
		},
		func() Sample {
			pw := hcjPw()
			port := hcjN(4400, 4460)
			t := fmt.Sprintf(`{
  "obs-websocket": {
    "server_enabled": true,
    "server_port": %d,
    "alerts_enabled": false,
    "auth_required": true,
    "server_password": "%s"
  }
}`, port, pw)
			return hcjS("obs-websocket-password", "json", t, []string{pw})
		},
	}
}
