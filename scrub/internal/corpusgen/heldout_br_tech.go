package main

import (
	"fmt"
	"strings"
)

// Home-automation tokens, home-server keys, licence keys and recovery keys.
var hbrTechGens = []hbrGen{
	{hbrHAScript, 4}, {hbrHAChat, 3}, {hbrTelegramBot, 4}, {hbrPushover, 3},
	{hbrRcloneB2, 3}, {hbrTailscale, 3}, {hbrWireGuard, 4}, {hbrBitLocker, 4},
	{hbrProductKey, 4}, {hbrAVLicence, 3}, {hbrSSHKey, 3}, {hbrJellyfin, 3},
	{hbrPlex, 3}, {hbrTuya, 3}, {hbrSmartThings, 3}, {hbrSpotifyEnv, 3},
	{hbrRingEnv, 2}, {hbrDiscordHook, 3}, {hbrIFTTT, 3}, {hbrGitHubClone, 3},
	{hbrOpenAIScript, 3}, {hbrPaperless, 3}, {hbrHAWebhook, 3},
}

func hbrHAScript() Sample {
	tok := hbrJWT()
	url := pick([]string{"http://homeassistant.local:8123", "http://" + hbrIP() + ":8123", "https://casa-" + strings.ToLower(pick(hbrSurname)) + ".duckdns.org"})
	txt := fmt.Sprintf("import requests\n\nHA = \"%s\"\nTOKEN = \"%s\"\n\ndef lights_off():\n    r = requests.post(f\"{HA}/api/services/light/turn_off\",\n                      headers={\"Authorization\": f\"Bearer {TOKEN}\"},\n                      json={\"entity_id\": \"light.%s\"})\n    r.raise_for_status()\n", url, tok, pick([]string{"kids_room", "living_room", "porch"}))
	return hbrK(hbrS("home-assistant-token", "code", txt, tok), url)
}

func hbrHAChat() Sample {
	tok := hbrJWT()
	txt := fmt.Sprintf("I made a long-lived access token in Home Assistant for the wall tablet (Fully Kiosk). Keep it here in case I reinstall:\n%s\nProfile → Security → 'kitchen-tablet'", tok)
	return hbrS("home-assistant-token", "chat", txt, tok)
}

func hbrTelegramBot() Sample {
	tok := fmt.Sprint(hbrN(5, 8)) + hbrDig(hbrN(8, 9)) + ":AA" + rnd(b64url, 33)
	chat := "-100" + hbrDig(10)
	txt := fmt.Sprintf("# doorbell -> family telegram group\nBOT_TOKEN = \"%s\"\nCHAT_ID = \"%s\"\n\ndef notify(msg):\n    requests.get(f\"https://api.telegram.org/bot{BOT_TOKEN}/sendMessage\", params={\"chat_id\": CHAT_ID, \"text\": msg})\n", tok, chat)
	return hbrK(hbrS("telegram-bot-token", "code", txt, tok), chat)
}

func hbrPushover() Sample {
	tok := "a" + rnd(lower+digits, 29)
	txt := fmt.Sprintf("# washing machine done -> phone\nPUSHOVER_TOKEN=%s\nPUSHOVER_USER=${PUSHOVER_USER}\nPOWER_THRESHOLD_W=%d\n", tok, hbrN(3, 8))
	return hbrK(hbrS("pushover-token", "env", txt, tok), "PUSHOVER_USER=${PUSHOVER_USER}")
}

func hbrRcloneB2() Sample {
	id := "005" + rnd(hexs, 12) + "000000000" + hbrDig(1)
	key := "K005" + rnd(alnum, 27)
	txt := fmt.Sprintf("$ cat ~/.config/rclone/rclone.conf\n[b2-photos]\ntype = b2\naccount = %s\nkey = %s\nhard_delete = false\n\n$ rclone sync /volume1/photo b2-photos:%s-family-photos --progress", id, key, strings.ToLower(pick(hbrSurname)))
	return hbrK(hbrS("b2-application-key", "shell", txt, key), id)
}

func hbrTailscale() Sample {
	key := "tskey-auth-k" + rnd(alnum, 10) + "CNTRL-" + rnd(alnum, 33)
	txt := fmt.Sprintf("Setting up the pi at %s's house so I can help remotely:\n\n$ curl -fsSL https://tailscale.com/install.sh | sh\n$ sudo tailscale up --authkey=%s --hostname=vovo-pi\n$ tailscale ip -4\n100.%d.%d.%d", pick(hbrWho), key, hbrN(64, 127), hbrN(0, 255), hbrN(1, 254))
	return hbrK(hbrS("tailscale-auth-key", "shell", txt, key), "--hostname=vovo-pi")
}

func hbrWireGuard() Sample {
	priv, pub, psk := hbrB64(32), hbrB64(32), hbrB64(32)
	ep := pick([]string{"casa-", "home-", "vpn-"}) + strings.ToLower(pick(hbrSurname)) + ".duckdns.org:51820"
	txt := fmt.Sprintf("# wg0.conf on my phone, to see the cameras from outside\n[Interface]\nPrivateKey = %s\nAddress = 10.8.0.%d/32\nDNS = 10.8.0.1\n\n[Peer]\nPublicKey = %s\nPresharedKey = %s\nEndpoint = %s\nAllowedIPs = 192.168.1.0/24, 10.8.0.0/24\n", priv, hbrN(2, 20), pub, psk, ep)
	return hbrK(hbrS("wireguard-private-key", "config", txt, priv, psk), pub, ep)
}

func hbrBitLocker() Sample {
	g := make([]string, 8)
	for i := range g {
		g[i] = hbrDig(6)
	}
	key := strings.Join(g, "-")
	id := rnd("0123456789ABCDEF", 8)
	kid := pick(hbrKidsN)
	txt := fmt.Sprintf("%s's school laptop asked for a BitLocker recovery key after the BIOS update.\nKey ID: %s\nRecovery key: %s\n(it came from account.microsoft.com/devices/recoverykey)", kid, id, key)
	return hbrK(hbrS("bitlocker-recovery-key", "note", txt, key), "Key ID: "+id)
}

func hbrProductKey() Sample {
	set := "BCDFGHJKMPQRTVWXY2346789"
	g := make([]string, 5)
	for i := range g {
		g[i] = rnd(set, 5)
	}
	key := strings.Join(g, "-")
	prod := pick([]string{"Office Home & Student 2021", "Windows 11 Pro", "Office 2019"})
	t := pick([]string{
		"%s product key for the family PC: %s (bought it on the Black Friday sale)",
		"keep this, %s licence: %s — installed on Sofia's laptop",
	})
	return hbrK(hbrS("licence-key", "note", fmt.Sprintf(t, prod, key), key), prod)
}

func hbrAVLicence() Sample {
	g := make([]string, 4)
	for i := range g {
		g[i] = rnd(upper+digits, 5)
	}
	key := strings.Join(g, "-")
	prod := pick([]string{"Kaspersky Standard", "ESET Home Security", "Norton 360 Deluxe", "Bitdefender Family Pack"})
	txt := fmt.Sprintf("%s – activation code %s, 5 devices, valid till %s %d. Installed: my laptop, %s's PC, Vovó's notebook.", prod, key, pick([]string{"March", "June", "Nov"}), hbrN(2025, 2027), pick(hbrKidsN))
	return hbrK(hbrS("licence-key", "note", txt, key), prod)
}

func hbrSSHKey() Sample {
	var lines []string
	lines = append(lines, "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW"+rnd(alnum, 6))
	for i := 0; i < hbrN(3, 4); i++ {
		lines = append(lines, rnd(alnum+"+/", 70))
	}
	lines = append(lines, rnd(alnum+"+/", hbrN(20, 40))+"==")
	body := strings.Join(lines, "\n")
	txt := fmt.Sprintf("key for the backup pi at %s's (user pi), don't lose it again:\n\n-----BEGIN OPENSSH PRIVATE KEY-----\n%s\n-----END OPENSSH PRIVATE KEY-----\n", pick(hbrWho), body)
	return hbrS("ssh-private-key", "note", txt, body)
}

func hbrJellyfin() Sample {
	k := rnd(hexs, 32)
	txt := fmt.Sprintf("Jellyfin API key for the TV app (Dashboard → API Keys → 'living-room-tv'): %s\nserver: http://%s:8096", k, hbrIP())
	return hbrS("jellyfin-api-key", "note", txt, k)
}

func hbrPlex() Sample {
	tok := rnd(alnum+"-_", 20)
	ip := hbrIP()
	txt := fmt.Sprintf("this URL lists the kids' movies, the X-Plex-Token is from my account so don't share it:\nhttp://%s:32400/library/sections/%d/all?X-Plex-Token=%s", ip, hbrN(1, 6), tok)
	return hbrK(hbrS("plex-token", "chat", txt, tok), ip)
}

func hbrTuya() Sample {
	id := "bf" + rnd(lower+digits, 20)
	key := rnd(alnum+"#$&'()*+,-./:;<=>?@[]^_{|}~", 16)
	key = strings.NewReplacer("\"", "x", "\\", "y").Replace(key)
	mac := strings.ToLower(hbrMAC())
	txt := fmt.Sprintf("[\n  {\n    \"name\": \"%s\",\n    \"id\": \"%s\",\n    \"key\": \"%s\",\n    \"mac\": \"%s\",\n    \"category\": \"dj\"\n  }\n]", pick([]string{"Sala lamp", "Kids fan", "Porch light", "Aquarium plug"}), id, key, mac)
	return hbrK(hbrS("tuya-local-key", "json", txt, key), id, mac)
}

func hbrSmartThings() Sample {
	tok := hbrUUID()
	txt := fmt.Sprintf("SmartThings personal access token for the garage script (made %s, scopes devices r/x): %s", hbrDate(), tok)
	return hbrS("smartthings-token", "note", txt, tok)
}

func hbrSpotifyEnv() Sample {
	id, sec, ref := rnd(hexs, 32), rnd(hexs, 32), "AQ"+rnd(b64url, 130)
	txt := fmt.Sprintf("# kitchen 'now playing' display\nSPOTIPY_CLIENT_ID=%s\nSPOTIPY_CLIENT_SECRET=%s\nSPOTIPY_REDIRECT_URI=http://127.0.0.1:8888/callback\nSPOTIFY_REFRESH_TOKEN=%s\n", id, sec, ref)
	return hbrK(hbrS("spotify-client-secret", "env", txt, sec, ref), id)
}

func hbrRingEnv() Sample {
	ref := rnd(b64url, hbrN(150, 220))
	txt := fmt.Sprintf("# ring-mqtt config.json\n{\n  \"mqtt_url\": \"mqtt://%s:1883\",\n  \"ring_token\": \"%s\",\n  \"enable_cameras\": true,\n  \"location_ids\": [\"%s\"]\n}", hbrIP(), ref, hbrUUID())
	return hbrS("ring-refresh-token", "json", txt, ref)
}

func hbrDiscordHook() Sample {
	id, tok := hbrSnow(), rnd(b64url, 68)
	txt := fmt.Sprintf("Chore bot for our family Discord posts here:\nhttps://discord.com/api/webhooks/%s/%s\nit pings #chores every Sunday 6pm", id, tok)
	return hbrK(hbrS("discord-webhook-token", "chat", txt, tok), id)
}

func hbrIFTTT() Sample {
	k := rnd(b64url, 22)
	ev := pick([]string{"garage_open", "kid_home", "mailbox_opened", "leak_detected"})
	txt := fmt.Sprintf("$ curl -X POST https://maker.ifttt.com/trigger/%s/with/key/%s -H 'Content-Type: application/json' -d '{\"value1\":\"%s\"}'\nCongratulations! You've fired the %s event", ev, k, pick(hbrKidsN), ev)
	return hbrK(hbrS("ifttt-webhook-key", "shell", txt, k), ev)
}

func hbrGitHubClone() Sample {
	tok := "ghp_" + rnd(alnum, 36)
	u := strings.ToLower(pick(hbrFirst))
	u = strings.ReplaceAll(u, "ê", "e") + "-" + strings.ToLower(pick(hbrSurname))
	txt := fmt.Sprintf("$ git clone https://%s:%s@github.com/%s/homelab.git\nCloning into 'homelab'...\nremote: Enumerating objects: %d, done.", u, tok, u, hbrN(200, 2000))
	return hbrK(hbrS("github-token", "shell", txt, tok), u+"/homelab.git")
}

func hbrOpenAIScript() Sample {
	var k string
	if hbrCoin() {
		k = "sk-proj-" + rnd(b64url, 40) + "T3BlbkFJ" + rnd(b64url, 40)
	} else {
		k = "sk-" + rnd(alnum, 20) + "T3BlbkFJ" + rnd(alnum, 20)
	}
	txt := fmt.Sprintf("# homework helper for %s – explains, does NOT give answers\nfrom openai import OpenAI\nclient = OpenAI(api_key=\"%s\")\nSYSTEM = \"You are a patient tutor for a %d year old.\"\n", pick(hbrKidsN), k, hbrN(8, 14))
	return hbrS("openai-api-key", "code", txt, k)
}

func hbrPaperless() Sample {
	sk, db := rnd(alnum+"!@#%^&*(-_=+)", 50), rnd(alnum, 24)
	sk = strings.ReplaceAll(sk, "$", "")
	txt := fmt.Sprintf("# paperless-ngx (family documents: insurance, school, taxes)\nPAPERLESS_URL=https://docs.%s.home\nPAPERLESS_SECRET_KEY=%s\nPAPERLESS_DBPASS=%s\nPAPERLESS_OCR_LANGUAGE=por+eng\nPAPERLESS_TIME_ZONE=America/Sao_Paulo\n", strings.ToLower(pick(hbrSurname)), sk, db)
	return hbrK(hbrS("paperless-secrets", "env", txt, sk, db), "PAPERLESS_OCR_LANGUAGE=por+eng")
}

func hbrHAWebhook() Sample {
	wid := rnd(b64url, hbrN(30, 44))
	host := rnd(lower+digits, 32) + ".ui.nabu.casa"
	txt := fmt.Sprintf("The Apple Shortcut 'I'm home' calls this (anyone with the URL can open the garage, keep private):\nhttps://%s/api/webhook/%s", host, wid)
	return hbrS("home-assistant-webhook-id", "note", txt, wid)
}
