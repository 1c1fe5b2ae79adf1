package main

import (
	"fmt"
	"strings"
)

func hbpStreamGens() []hbpGen {
	twIngest := []string{"rtmp://live.twitch.tv/app", "rtmp://fra05.contribute.live-video.net/app", "rtmp://live-ams.twitch.tv/app", "rtmp://sea02.contribute.live-video.net/app"}
	return []hbpGen{
		{7, func() Sample {
			k := hbpTwitchKey()
			srv := pick(twIngest)
			text := fmt.Sprintf(`{
  "settings": {
    "bwtest": %s,
    "key": "%s",
    "server": "%s",
    "service": "Twitch"
  },
  "type": "rtmp_common"
}`, pick([]string{"false", "true"}), k, pick([]string{"auto", srv}))
			return hbpS("twitch-stream-key", "json", text, []string{k}, `"service": "Twitch"`)
		}},
		{6, func() Sample {
			k := hbpTwitchKey()
			who := pick(hbpFirst)
			owner := pick(hbpHandles)
			text := fmt.Sprintf("%s: hey can u run the charity stream on my channel tonight? im stuck at the airport\n%s: sure, need the key tho\n%s: %s\n%s: %s\n%s: got it, going live at %s, ill delete the msg after",
				owner, who, owner, pick([]string{"server is auto, key:", "here:", "key ->", "use this one"}), owner, k, who, hbpTime())
			return hbpS("twitch-stream-key", "chat", text, []string{k})
		}},
		{6, func() Sample {
			k := hbpYTKey()
			text := fmt.Sprintf(`## Stream handover – %s

Channel: %s (YouTube)
Scene collection: "%s live v%d"

- Studio > Go live > Stream settings: use the **persistent** key, not the one-off
- Stream key: %s
- Server: rtmp://a.rtmp.youtube.com/live2
- Latency: %s

If chat goes weird, ping %s in #mods.`, hbpDate(), pick(hbpStudios), pick(hbpGames), hbpNum(2, 9), k, pick([]string{"low", "ultra low", "normal"}), pick(hbpFirst))
			return hbpS("youtube-stream-key", "markdown", text, []string{k}, "rtmp://a.rtmp.youtube.com/live2")
		}},
		{5, func() Sample {
			k := hbpKickKey()
			host := rnd(hexs, 12)
			text := fmt.Sprintf("kick setup for the sim rig 👇\nStream URL: rtmps://%s.global-contribute.live-video.net/app\nStream Key: %s\ndont share this one, last time someone hijacked the channel lol",
				host, k)
			return hbpS("kick-stream-key", "chat", text, []string{k}, "Stream URL:")
		}},
		{5, func() Sample {
			k := rnd(alnum, hbpNum(16, 32))
			dom := pick(hbpDomains)
			text := fmt.Sprintf(`$ ffmpeg -re -i %s.mp4 -c:v libx264 -preset veryfast -b:v %dk -c:a aac -f flv "rtmp://ingest.%s/live/%s"
ffmpeg version 6.1.1 Copyright (c) 2000-2023 the FFmpeg developers
Input #0, mov,mp4,m4a,3gp,3g2,mj2, from '%s.mp4':
  Duration: 00:%02d:%02d.00, start: 0.000000, bitrate: %d kb/s
Output #0, flv, to 'rtmp://ingest.%s/live/%s':
frame=  %d fps= 60 q=23.0 size=    %dkB time=00:00:%02d.10 bitrate=%d.2kbits/s speed=   1x`,
				strings.ToLower(strings.ReplaceAll(pick(hbpGames), " ", "_"))+"_trailer", hbpNum(3000, 8000), dom, k, "trailer", hbpNum(1, 5), hbpNum(0, 59), hbpNum(4000, 9000), dom, k, hbpNum(100, 900), hbpNum(1000, 9000), hbpNum(10, 59), hbpNum(3000, 8000))
			return hbpS("rtmp-stream-key", "shell", text, []string{k}, "ingest."+dom)
		}},
		{5, func() Sample {
			k := hbpTwitchKey()
			ts := hbpTime() + fmt.Sprintf(":%02d", hbpNum(0, 59))
			ms := hbpNum(0, 500)
			srv := pick(twIngest)
			text := fmt.Sprintf(`%s.%03d: [rtmp stream: 'adv_stream'] Connecting to RTMP URL %s/%s...
%s.%03d: [rtmp stream: 'adv_stream'] Interface: %s (ethernet, %d mbps)
%s.%03d: [rtmp stream: 'adv_stream'] Connection to %s successful
%s.%03d: ==== Streaming Start ===============================================`,
				ts, ms, srv, k,
				ts, ms+hbpNum(20, 90), pick([]string{"Realtek Gaming 2.5GbE Family Controller", "Intel(R) Ethernet Controller I225-V"}), pick([]int{1000, 2500}),
				ts, ms+hbpNum(100, 300), srv, ts, ms+hbpNum(310, 490))
			return hbpS("twitch-stream-key", "log", text, []string{k}, "Streaming Start")
		}},
		{5, func() Sample {
			yt := hbpYTKey()
			tw := hbpTwitchKey()
			text := fmt.Sprintf(`rtmp {
    server {
        listen 1935;
        chunk_size 4096;
        application live {
            live on;
            record off;
            # restream to both platforms
            push rtmp://a.rtmp.youtube.com/live2/%s;
            push rtmp://live.twitch.tv/app/%s;
        }
    }
}`, yt, tw)
			return hbpS("stream-key", "config", text, []string{yt, tw}, "listen 1935;")
		}},
		{4, func() Sample {
			k := "FB-" + hbpDigits(15) + "-0-Ab" + rnd(b64url, 24)
			text := fmt.Sprintf("Hi %s,\n\nFor Saturday's dev stream on the %s Facebook page, paste these into OBS (Settings > Stream > Custom):\n\nServer: rtmps://live-api-s.facebook.com:443/rtmp/\nStream key: %s\n\nThe key is persistent so please don't post it anywhere.\n\nThanks,\n%s",
				pick(hbpFirst), pick(hbpStudios), k, pick(hbpFirst))
			return hbpS("facebook-stream-key", "mail", text, []string{k}, "rtmps://live-api-s.facebook.com:443/rtmp/")
		}},
		{5, func() Sample {
			pw := hbpPw()
			port := pick([]int{4455, 4455, 4444})
			text := fmt.Sprintf(`# streamerbot / touch portal setup notes
OBS WebSocket: Tools > WebSocket Server Settings
  enable auth: yes
  port: %d
  password: %s
host on the stream pc is %d.%d.%d.%d, the laptop connects over lan`, port, pw, 192, 168, hbpNum(0, 2), hbpNum(2, 250))
			return hbpS("obs-websocket-password", "notes", text, []string{pw}, fmt.Sprintf("port: %d", port))
		}},
		{6, func() Sample {
			tok := rnd(lower+digits, 30)
			bot := pick(hbpHandles) + "_bot"
			text := fmt.Sprintf(`TWITCH_BOT_USERNAME=%s
TWITCH_CHANNEL=%s
TWITCH_OAUTH=oauth:%s
COMMAND_PREFIX=%s
LOG_LEVEL=info`, bot, pick(hbpHandles), tok, pick([]string{"!", "?", "$"}))
			return hbpS("twitch-oauth-token", "env", text, []string{tok}, bot)
		}},
		{5, func() Sample {
			id := rnd(lower+digits, 30)
			sec := rnd(lower+digits, 30)
			text := fmt.Sprintf(`twitch:
  client_id: %s
  client_secret: %s
  redirect_uri: http://localhost:%d/auth/callback
  scopes:
    - channel:read:redemptions
    - moderator:read:followers`, id, sec, pick([]int{3000, 8080, 17563}))
			return hbpS("twitch-client-secret", "yaml", text, []string{sec}, id)
		}},
		{4, func() Sample {
			sec := rnd(alnum, hbpNum(24, 40))
			text := fmt.Sprintf(`const listener = new EventSubHttpListener({
  apiClient,
  adapter: new ReverseProxyAdapter({ hostName: 'events.%s', port: 8080 }),
  secret: '%s', // eventsub HMAC secret
});`, pick(hbpDomains), sec)
			return hbpS("twitch-eventsub-secret", "code", text, []string{sec})
		}},
		{4, func() Sample {
			tok := hbpJWT(fmt.Sprintf(`{"token":"%s","read_only":true,"prevent_master":true,"youtube_id":"UC%s"}`, hbpHexU(20), rnd(b64url, 22)))
			text := fmt.Sprintf("streamlabs socket token for the alert box relay (settings > api settings > api tokens):\n%s\n\nrelay reads it from STREAMLABS_TOKEN, just paste it into the .env on the overlay box", tok)
			return hbpS("streamlabs-socket-token", "notes", text, []string{tok}, "STREAMLABS_TOKEN")
		}},
		{4, func() Sample {
			tok := hbpJWT(fmt.Sprintf(`{"citadel":"%s","role":"owner","channel":"%s","provider":"twitch","authToken":"%s"}`, rnd(hexs, 24), rnd(hexs, 24), rnd(b64url, 40)))
			text := fmt.Sprintf(`import socketio

JWT = "%s"  # StreamElements > account > channels > show secrets

sio = socketio.Client()

@sio.event
def connect():
    sio.emit("authenticate", {"method": "jwt", "token": JWT})`, tok)
			return hbpS("streamelements-jwt", "code", text, []string{tok}, "socketio.Client()")
		}},
		{5, func() Sample {
			k := "AIza" + rnd(b64url, 35)
			text := fmt.Sprintf(`// chat overlay – pulls YouTube live chat every 5s
const CONFIG = {
  videoId: "%s",
  apiKey: "%s",
  pollMs: 5000,
  maxMessages: %d,
};`, rnd(b64url, 11), k, hbpNum(8, 40))
			return hbpS("google-api-key", "code", text, []string{k}, "pollMs: 5000")
		}},
		{4, func() Sample {
			pw := hbpPw()
			mail := pick(hbpHandles) + "@gmail.com"
			text := fmt.Sprintf("Subject: access for editing\n\nhey %s!\n\nwelcome aboard as editor :) for now just log in to the channel google account directly, we'll move you to a brand account role next month\n\n%s\n%s\n\n2FA prompts go to my phone so text me before you log in.\n\n— %s", pick(hbpFirst), mail, pw, pick(hbpHandles))
			return hbpS("account-password", "mail", text, []string{pw}, mail)
		}},
		{4, func() Sample {
			k := "re_" + hbpDigits(7) + "_" + rnd(hexs, 32)
			text := fmt.Sprintf("[%s] %s: moved us to restream so we hit twitch+yt+kick at once\n[%s] %s: restream key for OBS is %s, server rtmp://live.restream.io/live\n[%s] %s: 👍", hbpTime(), pick(hbpFirst), hbpTime(), pick(hbpFirst), k, hbpTime(), pick(hbpHandles))
			return hbpS("restream-key", "chat", text, []string{k})
		}},
		{4, func() Sample {
			k := hbpYTKey()
			tw := hbpTwitchKey()
			text := fmt.Sprintf(`{
  "streamKeys": {
    "youtube": "%s",
    "twitch": "%s"
  },
  "bitrateKbps": %d,
  "encoder": "%s"
}`, k, tw, hbpNum(4500, 8000), pick([]string{"nvenc_hevc", "x264", "amd_amf_h264"}))
			return hbpS("stream-key", "json", text, []string{k, tw}, `"bitrateKbps"`)
		}},
	}
}
