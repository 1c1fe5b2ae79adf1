package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// CDN and streaming platforms' API keys and tokens, cloud keys, webhooks, keys and seeds.

func hcjPEMBody(sep string, lines int) string {
	var b []string
	b = append(b, "MIIE"+rnd(alnum+"+/", 60))
	for i := 1; i < lines; i++ {
		b = append(b, rnd(alnum+"+/", 64))
	}
	b = append(b, rnd(alnum+"+/", hcjN(12, 40))+"==")
	return strings.Join(b, sep)
}

func hcjSSHBody() string {
	b := []string{"b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW"}
	for i := 0; i < hcjN(3, 5); i++ {
		b = append(b, rnd(alnum+"+/", 70))
	}
	b = append(b, rnd(alnum+"+/", hcjN(20, 60))+"=")
	return strings.Join(b, "\n")
}

func hcjCDNGens() []hcjGen {
	return []hcjGen{
		func() Sample {
			s := hcjMuxSecret()
			t := fmt.Sprintf("# .env – clip uploader for %s\nNODE_ENV=production\nUPLOAD_DIR=/srv/clips\nMUX_TOKEN_SECRET=%s\nMUX_TEST_MODE=false\n", hcjEvent(), s)
			return hcjS("mux-token-secret", "env", t, []string{s})
		},
		func() Sample {
			k := hcjUUID()
			pid := rnd(alnum, 32)
			t := fmt.Sprintf(`{
  "data": {
    "stream_key": "%s",
    "status": "idle",
    "reconnect_window": 60,
    "playback_ids": [{"policy": "public", "id": "%s"}],
    "latency_mode": "%s",
    "id": "%s"
  }
}`, k, pid, pick([]string{"low", "standard", "reduced"}), rnd(alnum, 32))
			return hcjS("stream-key", "json", t, []string{k}, pid)
		},
		func() Sample {
			pem := "-----BEGIN RSA PRIVATE KEY-----\n" + hcjPEMBody("\n", 8) + "\n-----END RSA PRIVATE KEY-----\n"
			b := base64.StdEncoding.EncodeToString([]byte(pem))
			t := fmt.Sprintf("signed playback for the paid replay:\n\nMUX_SIGNING_KEY_PRIVATE=%s\n\n(the key id is in the dashboard, policy = signed)", b)
			return hcjS("signing-key", "env", t, []string{b})
		},
		func() Sample {
			tok := hcjCFToken()
			acc := rnd(hexs, 32)
			t := fmt.Sprintf(`$ curl -s -X POST "https://api.cloudflare.com/client/v4/accounts/%s/stream/live_inputs" \
    -H "Authorization: Bearer %s" \
    -H "Content-Type: application/json" \
    --data '{"meta": {"name": "%s"}, "recording": {"mode": "automatic"}}' | jq .result.uid
"%s"`, acc, tok, hcjEvent(), rnd(hexs, 32))
			return hcjS("cloudflare-api-token", "shell", t, []string{tok}, acc)
		},
		func() Sample {
			k := hcjCFKey()
			pp := rnd(alnum, hcjN(30, 40))
			uid := rnd(hexs, 32)
			t := fmt.Sprintf(`{
  "result": {
    "uid": "%s",
    "rtmps": {
      "url": "rtmps://live.cloudflare.com:443/live/",
      "streamKey": "%s"
    },
    "srt": {
      "url": "srt://live.cloudflare.com:778",
      "streamId": "%s",
      "passphrase": "%s"
    },
    "status": null
  },
  "success": true
}`, uid, k, uid, pp)
			return hcjS("stream-key", "json", t, []string{k, pp}, uid)
		},
		func() Sample {
			tok := hcjCFToken()
			t := fmt.Sprintf("provider \"cloudflare\" {\n  api_token = \"%s\"\n}\n\nresource \"cloudflare_stream_live_input\" \"main_stage\" {\n  account_id = var.account_id\n  meta       = { name = \"%s\" }\n  recording  = { mode = \"automatic\", timeout_seconds = 10 }\n}\n", tok, hcjEvent())
			return hcjS("cloudflare-api-token", "hcl", t, []string{tok})
		},
		func() Sample {
			k := hcjAIza()
			ch := "UC" + rnd(b64url, 22)
			t := fmt.Sprintf("// lower-third shows live viewer count\nconst API_KEY = '%s';\nconst CHANNEL = '%s';\n\nasync function viewers(videoId) {\n  const r = await fetch(`https://www.googleapis.com/youtube/v3/videos?part=liveStreamingDetails&id=${videoId}&key=${API_KEY}`);\n  const j = await r.json();\n  return j.items[0].liveStreamingDetails.concurrentViewers;\n}\n", k, ch)
			return hcjS("google-api-key", "code", t, []string{k}, ch)
		},
		func() Sample {
			cid := hcjPIN(12) + "-" + rnd(lower+digits, 32) + ".apps.googleusercontent.com"
			cs := "GOCSPX-" + rnd(b64url, 28)
			rt := "1//0" + rnd("4cg", 1) + rnd(b64url, hcjN(90, 100))
			t := fmt.Sprintf(`{"installed":{"client_id":"%s","project_id":"yt-uploader-%s","auth_uri":"https://accounts.google.com/o/oauth2/auth","token_uri":"https://oauth2.googleapis.com/token","client_secret":"%s","redirect_uris":["http://localhost"]},
 "refresh_token":"%s"}`, cid, rnd(digits, 6), cs, rt)
			return hcjS("oauth-client-secret", "json", t, []string{cs, rt}, cid)
		},
		func() Sample {
			cid := rnd(lower+digits, 30)
			cs := rnd(lower+digits, 30)
			t := fmt.Sprintf("# twitch clip bot\nTWITCH_CLIENT_ID=%s\nTWITCH_CLIENT_SECRET=%s\nTWITCH_CHANNEL=%s\nCLIP_WEBHOOK_PATH=/hooks/clip\n", cid, cs, strings.ToLower(pick(hcjWords))+"live")
			return hcjS("twitch-client-secret", "env", t, []string{cs}, cid)
		},
		func() Sample {
			tok := hcjTwitchTok()
			nick := strings.ToLower(pick(hcjNames)) + "_bot"
			t := fmt.Sprintf("import socket\n\nHOST, PORT = 'irc.chat.twitch.tv', 6667\nNICK = '%s'\nTOKEN = 'oauth:%s'\n\ns = socket.socket()\ns.connect((HOST, PORT))\ns.send(f'PASS {TOKEN}\\r\\n'.encode())\ns.send(f'NICK {NICK}\\r\\n'.encode())\n", nick, tok)
			return hcjS("twitch-oauth-token", "code", t, []string{tok}, nick)
		},
		func() Sample {
			ak, sk := hcjAKIA(), hcjAWSSecret()
			prof := pick([]string{"medialive", "broadcast-prod", "mediapackage", "default"})
			t := fmt.Sprintf("[%s]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = eu-west-1\n", prof, ak, sk)
			return hcjS("aws-access-key", "ini", t, []string{ak, sk}, "["+prof+"]")
		},
		func() Sample {
			ak, sk := hcjAKIA(), hcjAWSSecret()
			n := hcjName()
			t := fmt.Sprintf("%s: MediaLive channel for the %s is created, IAM user for the encoder:\n%s: access key %s\n%s: secret %s\n%s: pls delete this msg after you've put it in the Elemental Link config", n, hcjEvent(), n, ak, n, sk, n)
			return hcjS("aws-access-key", "chat", t, []string{ak, sk})
		},
		func() Sample {
			tok := rnd(hexs, 32)
			t := fmt.Sprintf(`$ curl -H "Authorization: bearer %s" \
       -H "Accept: application/vnd.vimeo.*+json;version=3.4" \
       https://api.vimeo.com/me/live_events
{"total": %d, "page": 1, "per_page": 25, "data": [...]}`, tok, hcjN(1, 30))
			return hcjS("vimeo-token", "shell", t, []string{tok})
		},
		func() Sample {
			ak, ac := rnd(alnum, 64), rnd(alnum, 64)
			t := fmt.Sprintf("curl -X GET \\\n  -H \"wsc-api-key: %s\" \\\n  -H \"wsc-access-key: %s\" \\\n  \"https://api.video.wowza.com/api/v1.10/live_streams\"", ak, ac)
			return hcjS("wowza-api-key", "shell", t, []string{ak, ac})
		},
		func() Sample {
			h := hcjSlackHook()
			t := fmt.Sprintf("alerts:\n  stream_health:\n    check_every: 15s\n    min_bitrate_kbps: %d\n    notify:\n      slack_webhook: %s\n      channel: \"#%s\"\n", hcjN(2, 4)*1000, h, pick([]string{"regie-alerts", "stream-status", "noc"}))
			return hcjS("slack-webhook", "yaml", t, []string{h})
		},
		func() Sample {
			h := hcjDiscordHook()
			t := fmt.Sprintf("import requests\n\nWEBHOOK = \"%s\"\n\ndef going_live(title):\n    requests.post(WEBHOOK, json={\"content\": f\"🔴 We're live: {title}\"})\n", h)
			return hcjS("discord-webhook", "code", t, []string{h})
		},
		func() Sample {
			h := hcjTeamsHook()
			t := fmt.Sprintf("Hoi %s, de Teams-webhook voor het kanaal 'Uitzendingen' is:\n%s\nDie kun je in de Companion-knop 'Stream gestart' plakken.", hcjName(), h)
			return hcjS("teams-webhook", "chat", t, []string{h})
		},
		func() Sample {
			j := hcjJWT()
			t := fmt.Sprintf("overlay/config.js\n\nexport default {\n  provider: 'streamelements',\n  jwt: '%s',\n  alertsTheme: 'dark',\n  showTips: true,\n}", j)
			return hcjS("jwt-token", "code", t, []string{j})
		},
		func() Sample {
			k := hcjUUID() + "-" + rnd(hexs, 4) + "-" + rnd(hexs, 4)
			lib := fmt.Sprint(hcjN(100000, 399999))
			t := fmt.Sprintf("$ curl --request GET \\\n     --url 'https://video.bunnycdn.com/library/%s/videos?page=1' \\\n     --header 'AccessKey: %s' \\\n     --header 'accept: application/json'", lib, k)
			return hcjS("bunny-api-key", "shell", t, []string{k}, lib)
		},
		func() Sample {
			kid := rnd(hexs, 40)
			body := hcjPEMBody(`\n`, 6)
			proj := "yt-archive-" + rnd(digits, 6)
			t := fmt.Sprintf(`{
  "type": "service_account",
  "project_id": "%s",
  "private_key_id": "%s",
  "private_key": "-----BEGIN PRIVATE KEY-----\n%s\n-----END PRIVATE KEY-----\n",
  "client_email": "uploader@%s.iam.gserviceaccount.com",
  "client_id": "%s"
}`, proj, kid, body, proj, hcjPIN(21))
			return hcjS("gcp-service-account", "json", t, []string{kid, body}, "uploader@"+proj+".iam.gserviceaccount.com")
		},
		func() Sample {
			seed := rnd(b32, pick([]int{16, 32}))
			acct := pick([]string{"regie@", "stream@", "av@"}) + pick([]string{"studioeen.nl", "eventcrew.nl", "kerkzwolle.nl"})
			t := fmt.Sprintf("2FA for the shared YouTube brand account (%s), so the weekend crew can log in too:\notpauth://totp/Google:%s?secret=%s&issuer=Google\nadd it to the crew authenticator, not your personal phone pls", acct, acct, seed)
			return hcjS("totp-seed", "notes", t, []string{seed}, acct)
		},
		func() Sample {
			c1, c2 := rnd(lower+digits, 5)+"-"+rnd(lower+digits, 5), rnd(lower+digits, 5)+"-"+rnd(lower+digits, 5)
			t := fmt.Sprintf("Twitch account %s – backup codes (from the 2FA setup), the other ones are used up:\n\n  %s\n  %s\n\nkeep in the safe in the regie, one use each", strings.ToLower(pick(hcjWords))+"tv", c1, c2)
			return hcjS("recovery-code", "notes", t, []string{c1, c2})
		},
		func() Sample {
			body := hcjSSHBody()
			host := "ingest-" + rnd(digits, 2) + ".streamcrew.nl"
			t := fmt.Sprintf("Overdracht ingest-server\n\nHost: %s, user deploy. Sleutel hieronder, zet hem in ~/.ssh/ingest met chmod 600.\n\n-----BEGIN OPENSSH PRIVATE KEY-----\n%s\n-----END OPENSSH PRIVATE KEY-----\n\nnginx-rtmp draait als systemd unit 'rtmp'.", host, body)
			return hcjS("private-key", "notes", t, []string{body}, host)
		},
		func() Sample {
			u, pw := hcjUser(), hcjPwURL()
			host := pick([]string{"db.ticketing.local", "pg-stats.streamcrew.nl", "10.40.1.12"})
			t := fmt.Sprintf("viewer stats dashboard\nDATABASE_URL=postgres://%s:%s@%s:5432/viewerstats?sslmode=require\nGRAFANA_PORT=3000", u, pw, host)
			return hcjS("db-password", "env", t, []string{pw}, host)
		},
		func() Sample {
			k := "sk_live_" + rnd(alnum, hcjN(24, 34))
			t := fmt.Sprintf("ticketing for the paid stream (pay-per-view):\n\nstripe:\n  publishable: pk_live_%s\n  secret: %s\n  currency: eur\n", rnd(alnum, 30), k)
			return hcjS("stripe-secret-key", "yaml", t, []string{k})
		},
	}
}
