package main

import (
	"fmt"
	"strings"
)

// Four shapes in the household setting: Discord bot tokens, "the login is user / password",
// keys split across two lines, a service account's private_key_id; with their traps.
var hbrShapeGens = []hbrGen{
	{hbrDiscordBotChat, 4}, {hbrDiscordBotCode, 3}, {hbrDiscordBotCompose, 3},
	{hbrLoginChat, 7}, {hbrLoginYAML, 5},
	{hbrSplitTok, 7}, {hbrSplitWifi, 4},
	{hbrPKIDProse, 5}, {hbrPKIDChat, 4},
	{hbrTrapDiscordIDs, 4}, {hbrTrapDiscordPlaceholder, 3}, {hbrTrapLoginRef, 5},
	{hbrTrapSplitID, 4}, {hbrTrapHex40, 4},
}

func hbrDiscordBotChat() Sample {
	tok := hbrDiscordTok()
	name := pick([]string{"ChoreBot", "Tia Robô", "Dinner Bell", "HomeworkBuddy", "GrannyPings"})
	t := pick([]string{
		"token for the family discord bot (%s), in case the pi dies again: %s",
		"ok reset the %s bot token in the developer portal, new one is\n%s\nput it in the .env later",
		"Remember: %s's bot token = %s. Only me and Rafa know it.",
	})
	return hbrK(hbrS("discord-bot-token", "chat", fmt.Sprintf(t, name, tok), tok), name)
}

func hbrDiscordBotCode() Sample {
	tok := hbrDiscordTok()
	txt := fmt.Sprintf("import discord\nfrom discord.ext import tasks\n\nintents = discord.Intents.default()\nclient = discord.Client(intents=intents)\n\n@tasks.loop(hours=24)\nasync def trash_day():\n    ch = client.get_channel(%s)\n    await ch.send(\"🗑️ bins out tonight, %s!\")\n\nclient.run(\"%s\")\n", hbrSnow(), pick(hbrKidsN), tok)
	return hbrS("discord-bot-token", "code", txt, tok)
}

func hbrDiscordBotCompose() Sample {
	tok := hbrDiscordTok()
	txt := fmt.Sprintf("services:\n  family-music-bot:\n    image: jagrosh/jmusicbot:latest\n    restart: unless-stopped\n    environment:\n      BOT_OWNER: \"%s\"\n      DISCORD_TOKEN: \"%s\"\n      PREFIX: \"!\"\n", hbrSnow(), tok)
	return hbrS("discord-bot-token", "yaml", txt, tok)
}

func hbrLoginChat() Sample {
	pw := hbrPw()
	user := pick([]string{"admin", "admin", "root", "pi", "ubnt", "user"})
	dev := pick([]string{"the baby monitor", "the router", "the NAS", "the printer", "the DVR in the garage", "the solar inverter", "o roteador"})
	t := pick([]string{
		"the login for %s is %s / %s",
		"fyi the login is %[2]s / %[3]s for %[1]s, don't change it",
		"%s: login %s / %s (I changed the default)",
		"if %s needs a reset, the login is %s / %s",
	})
	return hbrK(hbrS("login-password", "chat", fmt.Sprintf(t, dev, user, pw), pw), dev)
}

func hbrLoginYAML() Sample {
	pw := hbrPw()
	pw = strings.NewReplacer("\"", "", "#", "%").Replace(pw)
	user := pick([]string{"admin", "installer", "root", strings.ToLower(pick(hbrSurname))})
	ip := hbrIP()
	var txt string
	if hbrCoin() {
		txt = fmt.Sprintf("devices:\n  - name: solar inverter\n    ip: %s\n    notes: \"the login is %s / %s, installer set it\"\n  - name: heat pump\n    ip: %s\n    notes: cloud only\n", ip, user, pw, hbrIP())
	} else {
		txt = fmt.Sprintf("baby_monitor:\n  host: %s\n  login: %s / %s\n  app: %s\n", ip, user, pw, pick([]string{"Nanit", "Owlet", "Motorola Nursery"}))
	}
	return hbrK(hbrS("login-password", "yaml", txt, pw), ip)
}

// hbrSplitTok is a token that a note or chat wrapped onto two lines.
func hbrSplitTok() Sample {
	var tok, what string
	switch rng.IntN(5) {
	case 0:
		tok, what = hbrJWT(), "Home Assistant token"
	case 1:
		tok, what = fmt.Sprint(hbrN(5, 8))+hbrDig(9)+":AA"+rnd(b64url, 33), "doorbell bot token (telegram)"
	case 2:
		tok, what = "tskey-auth-k"+rnd(alnum, 10)+"CNTRL-"+rnd(alnum, 33), "tailscale key for vovó's pi"
	case 3:
		tok, what = hbrDiscordTok(), "family discord bot token"
	default:
		tok, what = "ghp_"+rnd(alnum, 36), "github token for the homelab repo"
	}
	cut := len(tok)/2 + hbrN(-4, 4)
	a, b := tok[:cut], tok[cut:]
	t := pick([]string{
		"%s (the note app wrapped it, join the two lines):\n%s\n%s",
		"%s — part 1:\n%s\npart 2:\n%s",
		"copying the %s from the old phone, it's in two pieces\n%s\n%s\nno space between them",
	})
	return hbrS("split-token", "note", fmt.Sprintf(t, what, a, b), a, b)
}

func hbrSplitWifi() Sample {
	key := hbrDig(20)
	if hbrCoin() {
		key = rnd(alnum, 24)
	}
	cut := hbrN(8, 12)
	a, b := key[:cut], key[cut:]
	ssid := hbrSSID()
	txt := fmt.Sprintf("Wifi key from the sticker on the router (%s), it's printed on two lines:\n%s\n%s", ssid, a, b)
	return hbrK(hbrS("wifi-key", "note", txt, a, b), ssid)
}

func hbrPKIDProse() Sample {
	id := rnd(hexs, 40)
	proj := pick([]string{"family-photos", "casa-calendar", "frame-sync", "kids-drive-backup"}) + "-" + hbrDig(6)
	sa := pick([]string{"photo-frame", "calendar-sync", "backup"}) + "@" + proj + ".iam.gserviceaccount.com"
	txt := fmt.Sprintf("The kitchen photo frame pulls from Google Photos with the service account %s. Its current key has private_key_id %s; I need to rotate it before %s.", sa, id, hbrDate())
	return hbrK(hbrS("gcp-private-key-id", "note", txt, id), sa)
}

func hbrPKIDChat() Sample {
	id := rnd(hexs, 40)
	txt := pick([]string{
		"remember which key the calendar script uses: private_key_id %s (the json is on the NAS, not in git)",
		"Google sent a warning about the key %s — that's the private_key_id of the backup service account. I'll make a new one tonight.",
		"fyi the private_key_id in the frame's credentials is \"%s\", matches the one in the console",
	})
	return hbrS("gcp-private-key-id", "chat", fmt.Sprintf(txt, id), id)
}

func hbrTrapDiscordIDs() Sample {
	txt := fmt.Sprintf("Discord bot setup notes\nApplication ID: %s\nPublic Key: %s\nServer (guild) ID: %s\n#chores channel ID: %s\nThe token itself is only in the .env on the pi.", hbrSnow(), rnd(hexs, 64), hbrSnow(), hbrSnow())
	return hbrT("trap-discord-ids", "note", txt)
}

func hbrTrapDiscordPlaceholder() Sample {
	txt := pick([]string{
		"services:\n  family-music-bot:\n    image: jagrosh/jmusicbot:latest\n    environment:\n      DISCORD_TOKEN: \"${DISCORD_TOKEN}\"\n      BOT_OWNER: \"%s\"\n",
		"# .env.example – copy to .env and fill in\nDISCORD_TOKEN=your-bot-token-here\nOWNER_ID=%s\n",
		"the bot won't start, log says:\ndiscord.errors.LoginFailure: Improper token has been passed.\nowner id %s. I think I pasted the client secret instead of the token lol",
	})
	return hbrT("trap-discord-placeholder", "config", fmt.Sprintf(txt, hbrSnow()))
}

func hbrTrapLoginRef() Sample {
	dev := pick([]string{"the baby monitor", "the router", "the NAS", "the camera DVR"})
	txt := pick([]string{
		"the login for %s is admin / the password on the sticker underneath",
		"login is admin / same as the wifi one, for %s",
		"%s: login admin / ******** (it's in Bitwarden under 'Casa')",
		"device:\n  name: %s\n  login: admin / ${DVR_PASSWORD}\n",
		"For %s the default login is admin / admin but it forces you to change it on first boot, which I did.",
	})
	return hbrT("trap-login-reference", "chat", fmt.Sprintf(txt, dev)+hbrTail())
}

func hbrTrapSplitID() Sample {
	var v, what string
	switch rng.IntN(3) {
	case 0:
		v, what = rnd(hexs, 64), "SHA-256 of the router firmware file (to check the download)"
	case 1:
		v, what = "1Z"+rnd(upper+digits, 16), "UPS tracking for the new vacuum"
	default:
		v, what = "req_"+rnd(alnum, 40), "request id the bank's support chat gave me"
	}
	cut := len(v) / 2
	txt := fmt.Sprintf("%s, it wrapped:\n%s\n%s", what, v[:cut], v[cut:])
	return hbrT("trap-split-id", "note", txt)
}

func hbrTrapHex40() Sample {
	txt := pick([]string{
		"Fixed the photo-frame crash in commit %s (the service account JSON is loaded from the NAS now, no key in the repo).",
		"The private_key_id is the 40-character hex field in the JSON; Google shows the same value in the console so you can match them. Mine's on the NAS, I won't paste it here. (frame build %s)",
		"homelab: pin ha-core to upstream commit %s\n\nupdate script runs Sunday 4am",
		"$ git rev-parse HEAD\n%s\n(that's the frame build that reads the credentials path from env)",
	})
	return hbrT("trap-hex40", "chat", fmt.Sprintf(txt, rnd(hexs, 40)))
}
