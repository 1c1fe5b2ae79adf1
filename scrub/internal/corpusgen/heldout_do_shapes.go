package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// Four shared shapes in a workshop setting: Discord bot tokens, "the login is user / password",
// keys split over two lines, and a service account's private_key_id quoted in prose.

func hdoDiscordID() string {
	return string("123456789"[rng.IntN(9)]) + rnd(digits, hdoN(16, 18))
}

func hdoDiscordTok() string {
	return base64.RawURLEncoding.EncodeToString([]byte(hdoDiscordID())) + "." + rnd(b64url, 6) + "." + rnd(b64url, pick([]int{27, 38}))
}

func hdoSAEmail() string {
	return hdoOne("reviews-export", "gbp-sync", "sheets-bot", "dms-bigquery") + "@" + hdoSlug(pick(hdoDealers)) + "-" + hdoDigits(6) + ".iam.gserviceaccount.com"
}

func hdoShapeSecrets() []func() Sample {
	return []func() Sample{
		func() Sample {
			tok, app := hdoDiscordTok(), hdoDiscordID()
			t := fmt.Sprintf("# workshop-bot (posts tomorrow's bookings to #workshop at 17:00)\nDISCORD_APP_ID=%s\nDISCORD_TOKEN=%s\nDISCORD_CHANNEL=%s\nDMS_EXPORT=/srv/exports/bookings.csv\n", app, tok, hdoDiscordID())
			return hdoS("discord-bot-token", "env", t, []string{tok}, app)
		},
		func() Sample {
			tok := hdoDiscordTok()
			format, t := hdoAlt([]string{"code", "chat"},
				fmt.Sprintf("import discord\n\nclient = discord.Client(intents=discord.Intents.default())\n\n@client.event\nasync def on_ready():\n    print('parts bot up')\n\nclient.run('%s')\n", tok),
				fmt.Sprintf("%s: the parts-arrived bot on the garage discord is dead, I think the token was reset\n%s: new one: %s\n%s: ok redeploying", hdoName(), hdoName(), tok, hdoName()),
			)
			return hdoS("discord-bot-token", format, t, []string{tok})
		},
		func() Sample {
			u, pw := hdoOne("admin", "tech", "werkstatt", "service"), hdoPw()
			dev := hdoOne("Autel tablet", "bay 3 diag PC", "alignment rig", "tyre machine PC", "ODIS laptop", "key cabinet console")
			t := hdoOne(
				fmt.Sprintf("%s: the login for the %s is %s / %s", hdoName(), dev, u, pw),
				fmt.Sprintf("%s: fyi the login is %s / %s on the %s now, %s changed it", hdoName(), u, pw, dev, hdoName()),
				fmt.Sprintf("[%s] %s: login is %s / %s for the %s, don't lock it pls", hdoClock(), hdoName(), u, pw, dev),
			)
			return hdoS("login-password", "chat", t, []string{pw}, u+" / ")
		},
		func() Sample {
			u, pw := hdoOne("admin", "tech01", "parts", "shop"), hdoPw()
			t := hdoOne(
				fmt.Sprintf("devices:\n  alignment_rig:\n    ip: %s\n    notes: \"the login is %s / %s, factory reset wipes the targets\"\n", hdoIP(), u, pw),
				fmt.Sprintf("# bay equipment\n- name: %s\n  ip: %s\n  login: %s / %s\n  vendor_support: \"+44 %s\"\n", hdoOne("hunter-hawkeye", "tyre-changer", "brake-tester"), hdoIP(), u, pw, hdoDigits(10)),
			)
			return hdoS("login-password", "yaml", t, []string{pw}, u+" / ")
		},
		func() Sample {
			k := hdoOne(hdoStripe(), hdoSendGrid(), "sk-proj-"+rnd(b64url, 48))
			cut := len(k)/2 + hdoN(-4, 4)
			a, b := k[:cut], k[cut:]
			t := fmt.Sprintf("Hi %s,\n\nhere's the new key for the booking site, my mail client broke it over two lines so paste both together:\n\n%s\n%s\n\nOld one is revoked.%s", hdoName(), a, b, hdoSig())
			return hdoS("split-token", "mail", t, []string{a, b})
		},
		func() Sample {
			k := hdoLicence() + "-" + hdoLicence()
			if rng.IntN(2) == 0 {
				k = rnd(alnum, hdoN(40, 56))
			}
			cut := len(k)/2 + hdoN(-3, 3)
			a, b := k[:cut], k[cut:]
			what := hdoOne("ESI licence key", "TecDoc API key", "Autodata activation key", "ProDemand API key")
			t := fmt.Sprintf("%s: %s part 1: %s\n%s: part 2: %s\n%s: got it, activating on the new PC", hdoName(), what, a, hdoName(), b, hdoName())
			return hdoS("split-token", "chat", t, []string{a, b})
		},
		func() Sample {
			kid, sa := rnd(hexs, 40), hdoSAEmail()
			format, t := hdoAlt([]string{"chat", "ticket"},
				fmt.Sprintf("%s: the google reviews export uses %s, the key on the server has private_key_id %s – if that's not the one in the console it's been rotated", hdoName(), sa, kid),
				fmt.Sprintf("Ticket: BigQuery load of the DMS export fails with invalid_grant. Service account %s, private_key_id %s. Probably the key was deleted in the console – please check.", sa, kid),
			)
			return hdoS("gcp-private-key-id", format, t, []string{kid}, sa)
		},
		func() Sample {
			kid := rnd(hexs, 40)
			t := fmt.Sprintf("Handover: the Google Sheets sync for the used-car stock runs as a service account. Its key's private key id is %s, project %s. JSON file lives on the feed box only.", kid, hdoSlug(pick(hdoDealers))+"-stock")
			return hdoS("gcp-private-key-id", "note", t, []string{kid})
		},
	}
}

func hdoShapeTraps() []func() Sample {
	return []func() Sample{
		func() Sample {
			t := fmt.Sprintf("# workshop-bot\nDISCORD_APP_ID=%s\nDISCORD_PUBLIC_KEY=%s\nDISCORD_TOKEN=${DISCORD_TOKEN}\n# invite: https://discord.com/oauth2/authorize?client_id=%s&scope=bot\n", hdoDiscordID(), rnd(hexs, 64), hdoDiscordID())
			return hdoT("trap-discord-app-id", "env", t)
		},
		func() Sample {
			u := hdoOne("admin", "tech", "service")
			format, t := hdoAlt([]string{"chat", "yaml", "chat"},
				fmt.Sprintf("%s: the login for the %s is %s / same as the DMS one", hdoName(), hdoOne("Autel tablet", "alignment rig"), u),
				fmt.Sprintf("devices:\n  alignment_rig:\n    ip: %s\n    login: %s / (ask %s)\n", hdoIP(), u, hdoName()),
				fmt.Sprintf("%s: login is %s / the usual, it's in the 1Password vault under \"bay kit\"", hdoName(), u),
			)
			return hdoT("trap-login-no-password", format, t)
		},
		func() Sample {
			h := rnd(hexs, 64)
			t := fmt.Sprintf("Firmware image for the %s, check before flashing – sha256 (wrapped):\n%s\n%s\nfile: %s_%d.%d.bin", hdoOne("key cabinet", "tyre machine", "VCI"), h[:32], h[32:], hdoOne("kc", "tm", "vci"), hdoN(1, 9), hdoN(0, 40))
			return hdoT("trap-split-hash", "mail", t)
		},
		func() Sample {
			sha := rnd(hexs, 40)
			t := hdoOne(
				fmt.Sprintf("%s: the stock-sync fix is in %s, deployed to the feed box. service account is %s, key unchanged.", hdoName(), sha, hdoSAEmail()),
				fmt.Sprintf("Service account %s (client_id %s) – private_key_id is in the vault, not here. Last deploy commit %s.", hdoSAEmail(), hdoDigits(21), sha),
			)
			return hdoT("trap-commit-sha", "chat", t)
		},
		func() Sample {
			t := fmt.Sprintf("bot token got posted in #general by accident (%s…) – I reset it in the developer portal within a minute, new one is only on the server. %s", strings.Repeat("*", hdoN(8, 20)), hdoOne("No harm done.", "Please delete your screenshots."))
			return hdoT("trap-masked", "chat", t)
		},
	}
}
