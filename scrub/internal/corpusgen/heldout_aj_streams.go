package main

import (
	"fmt"
	"strings"
)

// Secrets of streamers, modders and community bots: stream keys, Twitch and Steam API
// credentials, webhooks of Discord, Patreon and Ko-fi, mod-site API keys.

func hajTwitchStreamKey() string {
	return "live_" + fmt.Sprint(hajN(10000000, 999999999)) + "_" + hajR(hajAlnum, 30)
}

func hajYTKey() string {
	return hajR(hajLowNum, 4) + "-" + hajR(hajLowNum, 4) + "-" + hajR(hajLowNum, 4) + "-" + hajR(hajLowNum, 4) + "-" + hajR(hajLowNum, 4)
}

func hajGamingStreams(b *hajBuilder) {
	// stream keys
	for i := 0; i < 12; i++ {
		switch i % 8 {
		case 0:
			k := hajTwitchStreamKey()
			b.sec("twitch-stream-key", "chat", hajChat("ok stream key for the charity stream: "+k), k)
		case 1:
			k := hajTwitchStreamKey()
			b.secKeep("twitch-stream-key", "json", "{\n    \"settings\": {\n        \"bwtest\": false,\n        \"key\": \""+k+"\",\n        \"server\": \"auto\",\n        \"service\": \"Twitch\"\n    },\n    \"type\": \"rtmp_common\"\n}", []string{"\"service\": \"Twitch\""}, k)
		case 2:
			k := hajYTKey()
			b.sec("youtube-stream-key", "chat", "yt key "+k+" , server rtmp://a.rtmp.youtube.com/live2 , set keyframes to 2s", k)
		case 3:
			k := hajYTKey()
			b.sec("youtube-stream-key", "shell", "ffmpeg -re -i intro.mp4 -c:v libx264 -b:v 4500k -c:a aac -f flv rtmp://a.rtmp.youtube.com/live2/"+k, k)
		case 4:
			k := "sk_us-west-2_" + hajR(hajAlnum, 12)
			b.sec("kick-stream-key", "notes", "Kick setup\nServer: rtmps://fa723fc1b171.global-contribute.live-video.net\nStream key: "+k+"\nRes 1080p60", k)
		case 5:
			k := hajTwitchStreamKey()
			b.sec("twitch-stream-key", "chat-caps", "I LEAKED MY STREAM KEY ON STREAM LMAOOO "+k+" resetting it now", k)
		case 6:
			k := hajTwitchStreamKey()
			b.sec("twitch-stream-key", "ini", "[SimpleOutput]\nFilePath=C:\\\\Users\\\\stream\\\\Videos\n[Stream1]\nServer=rtmp://fra05.contribute.live-video.net/app/\nKey="+k, k)
		default:
			k := hajYTKey()
			b.sec("youtube-stream-key", "chat-es", "la clave de transmisión de youtube es "+k+" , no la enseñes en pantalla", k)
		}
	}
	// OBS websocket
	for i := 0; i < 5; i++ {
		pw := hajMixed(16)
		switch i % 3 {
		case 0:
			b.sec("obs-websocket", "chat", hajChat("streamer.bot needs the obs websocket pw: "+pw+" port 4455"), pw)
		case 1:
			b.sec("obs-websocket", "json", "{\n  \"alerts_enabled\": false,\n  \"auth_required\": true,\n  \"server_enabled\": true,\n  \"server_password\": \""+pw+"\",\n  \"server_port\": 4455\n}", pw)
		default:
			b.sec("obs-websocket", "url", "obsws://192.168.1."+fmt.Sprint(hajN(2, 250))+":4455/"+pw, pw)
		}
	}
	// Twitch OAuth tokens, client secrets
	for i := 0; i < 8; i++ {
		tok := hajR(hajLowNum, 30)
		switch i % 6 {
		case 0:
			b.sec("twitch-oauth", "irc", "PASS oauth:"+tok+"\nNICK "+strings.ToLower(hajP(hajHandles))+"\nJOIN #"+strings.ToLower(hajP(hajHandles)), tok)
		case 1:
			b.sec("twitch-oauth", "env", "TWITCH_BOT_USERNAME=modbot\nTWITCH_OAUTH=oauth:"+tok+"\nCHANNEL=ttv_frostbyte", tok)
		case 2:
			b.sec("twitch-oauth", "shell", "curl -H 'Authorization: Bearer "+tok+"' -H 'Client-Id: "+hajR(hajLowNum, 30)+"' 'https://api.twitch.tv/helix/users?login="+strings.ToLower(hajP(hajHandles))+"'", tok)
		case 3:
			b.sec("twitch-client-secret", "python", "TWITCH_CLIENT_ID = \""+hajR(hajLowNum, 30)+"\"\nTWITCH_CLIENT_SECRET = \""+tok+"\"\n\ndef get_app_token():\n    ...", tok)
		case 4:
			ref := hajR(hajLowNum, 50)
			b.sec("twitch-oauth", "chat", hajChat("twitchtokengenerator gave me "+tok+" as access token, refresh is "+ref), tok, ref)
		default:
			b.sec("twitch-oauth", "js", "const client = new tmi.Client({\n  identity: { username: 'modbot', password: 'oauth:"+tok+"' },\n  channels: ['ttv_frostbyte']\n});", tok)
		}
	}
	// Steam Web API key
	for i := 0; i < 7; i++ {
		k := hajR(hajHexUp, 32)
		switch i % 5 {
		case 0:
			b.sec("steam-web-api-key", "url", "https://api.steampowered.com/ISteamUser/GetPlayerSummaries/v0002/?key="+k+"&steamids="+hajSteamID64(), k)
		case 1:
			b.sec("steam-web-api-key", "chat", hajChat("steam api key for the stats site: "+k), k)
		case 2:
			b.sec("steam-web-api-key", "env", "STEAM_API_KEY="+k+"\nSTEAM_RETURN_URL=https://"+hajP(hajHosts)+"/auth/steam/return", k)
		case 3:
			b.sec("steam-web-api-key", "php", "<?php\n$steamauth['apikey'] = \""+k+"\";\n$steamauth['domainname'] = \""+hajP(hajHosts)+"\";\n$steamauth['logoutpage'] = \"\";", k)
		default:
			b.sec("steam-web-api-key", "chat-ru", "ключ Steam API: "+k+" — не свети его в стриме", k)
		}
	}
	// Discord webhooks
	for i := 0; i < 7; i++ {
		id, tok := hajSnowflake(), hajR(hajB64U, 68)
		url := "https://discord.com/api/webhooks/" + id + "/" + tok
		switch i % 5 {
		case 0:
			b.sec("discord-webhook", "chat", hajChat("webhook for #server-status: "+url), tok)
		case 1:
			b.sec("discord-webhook", "shell", "curl -H 'Content-Type: application/json' -d '{\"content\":\"Server restarted ✅\"}' "+url, tok)
		case 2:
			b.sec("discord-webhook", "yaml", "# DiscordWebhook plugin\nwebhook-url: \""+url+"\"\nsend-join-messages: true", tok)
		case 3:
			b.sec("discord-webhook", "python", "WEBHOOK = \""+url+"\"\nrequests.post(WEBHOOK, json={\"content\": msg})", tok)
		default:
			b.sec("discord-webhook", "cfg", "// FiveM discord logs\nset discord_log_webhook \"https://discordapp.com/api/webhooks/"+id+"/"+tok+"\"", tok)
		}
	}
	// Discord bot client secret
	for i := 0; i < 3; i++ {
		s := hajR(hajB64U, 32)
		b.sec("discord-client-secret", "env", "DISCORD_CLIENT_ID="+hajSnowflake()+"\nDISCORD_CLIENT_SECRET="+s+"\nREDIRECT_URI=https://"+hajP(hajHosts)+"/callback", s)
	}
	// Patreon, Ko-fi, Streamlabs, StreamElements
	for i := 0; i < 8; i++ {
		switch i % 6 {
		case 0:
			s := hajR(hajB64U, 64)
			b.sec("patreon-webhook-secret", "env", "PATREON_WEBHOOK_SECRET="+s+"\nPATREON_CAMPAIGN_ID="+fmt.Sprint(hajN(1000000, 9999999)), s)
		case 1:
			s := hajR(hajB64U, 43)
			b.sec("patreon-token", "chat", hajChat("patreon creator access token "+s+" , the discord role sync needs it"), s)
		case 2:
			u := hajUUID()
			b.sec("kofi-verification-token", "chat", "ko-fi verification token is "+u+" , put it in the webhook handler", u)
		case 3:
			u := hajUUID()
			b.sec("kofi-verification-token", "python", "KOFI_VERIFICATION_TOKEN = \""+u+"\"\n\nif data[\"verification_token\"] != KOFI_VERIFICATION_TOKEN:\n    abort(401)", u)
		case 4:
			j := hajJWT()
			b.sec("streamelements-jwt", "chat", hajChat("SE jwt token (account > channels > show secrets): "+j), j)
		default:
			s, j := hajR(hajHexUp, 20), hajJWT()
			b.sec("streamlabs-token", "notes", "Streamlabs\n- socket api token: "+j+"\n- widget token "+s, j, s)
		}
	}
	// Modding sites
	for i := 0; i < 7; i++ {
		switch i % 5 {
		case 0:
			k := "$2a$10$" + hajR(hajAlnum+"./", 53)
			b.sec("curseforge-api-key", "env", "CF_API_KEY='"+k+"'\nMODPACK_ID="+fmt.Sprint(hajN(200000, 999999)), k)
		case 1:
			k := "mrp_" + hajR(hajAlnum, 36)
			b.sec("modrinth-token", "ci-yaml", "- uses: Kir-Antipov/mc-publish@v3.3\n  with:\n    modrinth-id: "+hajR(hajAlnum, 8)+"\n    modrinth-token: "+k+"\n    loaders: fabric", k)
		case 2:
			k := hajR(hajB64, 60) + "--" + hajR(hajB64, 24) + "--" + hajR(hajB64, 22) + "=="
			b.sec("nexus-api-key", "chat", hajChat("nexus api key for vortex/collections tool: "+k), k)
		case 3:
			k := "ghp_" + hajR(hajAlnum, 36)
			b.sec("github-token", "gradle", "// build.gradle\ncurseforge {\n    apiKey = findProperty('cf_key') ?: ''\n}\ngithubRelease {\n    token '"+k+"'\n    owner 'pixelpaws'\n}", k)
		default:
			k := "mrp_" + hajR(hajAlnum, 36)
			b.sec("modrinth-token", "chat", "MODRINTH_TOKEN="+k+" <- the publish action fails without it", k)
		}
	}
}

func hajJWT() string {
	enc := func(s string) string {
		out := strings.TrimRight(hajB64Std(s), "=")
		out = strings.ReplaceAll(out, "+", "-")
		return strings.ReplaceAll(out, "/", "_")
	}
	h := enc(`{"alg":"HS256","typ":"JWT"}`)
	p := enc(fmt.Sprintf(`{"sub":"%s","channel":"%s","iat":%d,"exp":%d}`, hajR(hajHex, 24), hajR(hajHex, 24), hajN(1700000000, 1750000000), hajN(1750000001, 1790000000)))
	return h + "." + p + "." + hajR(hajB64U, 43)
}
