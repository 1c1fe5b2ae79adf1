package main

import (
	"fmt"
	"strings"
)

// Four shapes shared across parts, in this part's setting: Discord bot tokens, "login is
// user / password" prose, keys split across two lines, and private_key_id quoted in prose.

func hcjSplit(s string) (string, string) {
	i := len(s)/2 + hcjN(-4, 4)
	return s[:i], s[i:]
}

func hcjShapeGens() []hcjGen {
	return []hcjGen{
		func() Sample {
			tok := hcjDiscordTok()
			t := fmt.Sprintf("# crew-call bot (posts call times in #%s)\nDISCORD_TOKEN=%s\nGUILD_ID=%s\nCALL_CHANNEL=%s\nTZ=Europe/Amsterdam\n", pick([]string{"callsheet", "crew", "planning"}), tok, hcjPIN(18), hcjPIN(19))
			return hcjS("discord-bot-token", "env", t, []string{tok})
		},
		func() Sample {
			tok := hcjDiscordTok()
			t := fmt.Sprintf("%s: token van de regie-bot (die de tally-status in Discord zet) is %s\n%s: thx, zet ik in de Companion-module\n%s: niet in de gedeelde config aub", hcjName(), tok, hcjName(), hcjName())
			return hcjS("discord-bot-token", "chat", t, []string{tok})
		},
		func() Sample {
			tok := hcjDiscordTok()
			t := fmt.Sprintf("import discord\n\nintents = discord.Intents.default()\nclient = discord.Client(intents=intents)\n\n@client.event\nasync def on_ready():\n    print('stream-status bot online')\n\nclient.run('%s')\n", tok)
			return hcjS("discord-bot-token", "code", t, []string{tok})
		},
		func() Sample {
			pw := hcjPw()
			u := pick([]string{"admin", "operator", "regie", "stream"})
			thing := pick([]string{"the vMix PC", "Companion on the Stream Deck Pi", "the Magewell encoders", "the ATEM streaming bridge's web page", "the NAS with the VTs"})
			t := fmt.Sprintf("%s: quick q, how do I get into %s?\n%s: the login is %s / %s\n%s: works, ta", hcjName(), thing, hcjName(), u, pw, hcjName())
			return hcjS("login-password", "chat", t, []string{pw})
		},
		func() Sample {
			pw := hcjPw()
			u := pick([]string{"admin", "presentator", "regie", "nacht"})
			t := fmt.Sprintf("%s: de login is %s / %s voor mAirList in studio %d. Na je uitzending wel uitloggen!", hcjName(), u, pw, hcjN(1, 3))
			return hcjS("login-password", "chat", t, []string{pw})
		},
		func() Sample {
			pw := hcjPw()
			ip := hcjIP()
			t := fmt.Sprintf("devices:\n  - name: PTZ-%d\n    ip: %s\n    model: %s\n    login: admin / %s\n    notes: preset 1 = wide\n  - name: Tally hub\n    ip: %s\n", hcjN(1, 4), ip, pick([]string{"AW-UE150", "BRC-X400", "PTZOptics 30X"}), pw, hcjIP())
			return hcjS("login-password", "yaml", t, []string{pw}, ip)
		},
		func() Sample {
			tok := hcjCFToken() + rnd(alnum, 8)
			a, b := hcjSplit(tok)
			t := fmt.Sprintf("Hi %s,\n\nHere's the API token for the Stream account (our mail client wraps it, join the two lines without a space):\n\n%s\n%s\n\nScope: Stream:Edit only.\n\n%s", hcjName(), a, b, hcjName())
			return hcjS("split-token", "mail", t, []string{a, b})
		},
		func() Sample {
			s := hcjMuxSecret()
			a, b := hcjSplit(s)
			n := hcjName()
			t := fmt.Sprintf("%s: mux secret, in two bits because slack keeps eating it:\n%s: %s\n%s: %s\n%s: got both, thanks", n, n, a, n, b, hcjName())
			return hcjS("split-token", "chat", t, []string{a, b})
		},
		func() Sample {
			kid := rnd(hexs, 40)
			proj := "yt-uploader-" + rnd(digits, 6)
			t := fmt.Sprintf("FYI the service account the highlight uploader uses (%s) still runs on the key with private_key_id %s – that one was in the old laptop backup, so please create a new key and delete this one after the show.", proj, kid)
			return hcjS("gcp-private-key-id", "notes", t, []string{kid}, proj)
		},
		func() Sample {
			kid := rnd(hexs, 40)
			t := fmt.Sprintf("%s: welke sleutel gebruikt de archief-upload naar YouTube?\n%s: private_key_id \"%s\", staat op de render-pc in C:\\keys\\", hcjName(), hcjName(), kid)
			return hcjS("gcp-private-key-id", "chat", t, []string{kid})
		},
	}
}

func hcjShapeTrapGens() []hcjGen {
	return []hcjGen{
		func() Sample {
			t := fmt.Sprintf("Discord app for the tally bot\napplication id: %s\nguild id: %s\npublic key: %s\ninteractions endpoint: https://bot.%s.nl/interactions\nbot token: in the server's .env, ask %s", hcjPIN(19), hcjPIN(18), rnd(hexs, 64), strings.ToLower(pick(hcjWords)), hcjName())
			return hcjT("trap-discord-ids", "notes", t)
		},
		func() Sample {
			t := fmt.Sprintf("%s: the login is admin / the usual one, it's on the sticker under the vMix PC 😉\n%s: ah found it", hcjName(), hcjName())
			return hcjT("trap-login-no-password", "chat", t)
		},
		func() Sample {
			t := fmt.Sprintf("devices:\n  - name: PTZ-%d\n    ip: %s\n    login: admin / ${PTZ_PASSWORD}\n", hcjN(1, 4), hcjIP())
			return hcjT("trap-login-reference", "yaml", t)
		},
		func() Sample {
			h := rnd(hexs, 64)
			a, b := h[:32], h[32:]
			t := fmt.Sprintf("checksum of the ISO recording (wraps in the ticket):\n%s\n%s\ncompare before deleting the card", a, b)
			return hcjT("trap-split-checksum", "ticket", t)
		},
		func() Sample {
			t := fmt.Sprintf("the uploader's service account is uploader@yt-archive-%s.iam.gserviceaccount.com, client_id %s. The private_key_id and the key itself are in Secret Manager, not here.", rnd(digits, 6), hcjPIN(21))
			return hcjT("trap-service-account-ids", "notes", t)
		},
		func() Sample {
			t := "# .env.example\nDISCORD_TOKEN=your-bot-token-here\nGUILD_ID=\nCALL_CHANNEL=\n"
			return hcjT("trap-placeholder", "env", t)
		},
	}
}
