package main

import (
	"fmt"
)

// The four shared shapes in this part's setting: Discord bot tokens, "the login is user / pw"
// prose, keys split over two lines, and private_key_ids quoted in prose; with their traps.

var hcmShapeGens = []func() Sample{
	hcmShDiscordEnv, hcmShDiscordChat, hcmShLoginChat, hcmShLoginYaml, hcmShSplitChat,
	hcmShSplitMail, hcmShKeyIDProse, hcmShKeyIDProseES,
}

var hcmShapeTraps = []func() Sample{
	hcmTrDiscordIDs, hcmTrDiscordPlaceholder, hcmTrLoginNoPw, hcmTrLoginYamlRef, hcmTrSplitChecksum,
	hcmTrKeyIDRef,
}

func hcmSnowflake() string { return rnd("123456789", 1) + rnd(digits, hcmN(17, 18)) }

func hcmShDiscordEnv() Sample {
	tok := hcmDiscordBot()
	app := hcmSnowflake()
	t := fmt.Sprintf("# reservas-bot (avisa en #reservas cuando entra una mesa grande)\nDISCORD_APP_ID=%s\nDISCORD_BOT_TOKEN=%s\nRESERVAS_CHANNEL=%s\nMIN_PAX=8\n", app, tok, hcmSnowflake())
	return hcmS("discord-bot-token", "env", t, []string{tok}, app)
}

func hcmShDiscordChat() Sample {
	tok := hcmDiscordBot()
	switch rng.IntN(3) {
	case 0:
		t := fmt.Sprintf("%s: shift-swap bot is back up. token if you need to redeploy: %s\n%s: don't paste that here man, this channel has the part-timers", hcmStaff(), tok, hcmStaff())
		return hcmS("discord-bot-token", "chat", t, []string{tok}, "shift-swap bot")
	case 1:
		t := fmt.Sprintf("import discord\n\nclient = discord.Client(intents=discord.Intents.default())\n\n@client.event\nasync def on_ready():\n    print('rota bot online for %s')\n\nclient.run('%s')\n", hcmVenue(), tok)
		return hcmS("discord-bot-token", "code", t, []string{tok}, "rota bot online")
	default:
		t := fmt.Sprintf("Bot Discord báo món hết (86) cho bếp, token: %s - anh đừng gửi cho ai khác nha", tok)
		return hcmS("discord-bot-token", "chat", t, []string{tok}, "Bot Discord")
	}
}

func hcmShLoginChat() Sample {
	pw := hcmPassword()
	user := pick([]string{"admin", "manager", "gerente", "caja1", "frontdesk", "quanly", "bar"})
	dev := pick([]string{"the kiosk", "the KDS", "the back office", "the till PC", "the printer web page"})
	var t string
	switch rng.IntN(3) {
	case 0:
		t = fmt.Sprintf("%s: how do I get into %s?\n%s: the login is %s / %s", hcmStaff(), dev, hcmStaff(), user, pw)
	case 1:
		t = fmt.Sprintf("%s: el login es %s / %s, pero no toquéis los precios", hcmStaff(), user, pw)
	default:
		t = fmt.Sprintf("%s: login là %s / %s nha, xong nhớ đăng xuất", hcmStaff(), user, pw)
	}
	return hcmS("login-password", "chat", t, []string{pw}, user+" / ")
}

func hcmShLoginYaml() Sample {
	pw := hcmPassword()
	user := pick([]string{"admin", "manager", "recepcion", "housekeeping", "nightaudit"})
	host := pick([]string{"kiosk", "kds", "menuboard", "pms"}) + fmt.Sprint(hcmN(1, 9)) + "." + hcmSlug() + ".lan"
	t := fmt.Sprintf("devices:\n  - name: %s\n    location: %s\n    login: %s / %s\n    notes: reboot nightly 04:00\n", host, pick([]string{"front counter", "pass", "lobby", "bar"}), user, pw)
	return hcmS("login-password", "yaml", t, []string{pw}, host, "login: "+user)
}

func hcmShSplitChat() Sample {
	key := hcmAPIKey()
	if len(key) < 30 {
		key += rnd(alnum, 12)
	}
	cut := len(key)/2 + hcmN(-3, 3)
	a, b := key[:cut], key[cut:]
	who := hcmStaff()
	t := fmt.Sprintf("%s: whatsapp keeps cutting it so in two bits. channel manager API key, first half:\n%s\n%s: and?\n%s: second half:\n%s\njust stick them together, no space",
		who, a, hcmStaff(), who, b)
	return hcmS("split-api-key", "chat", t, []string{a, b}, "channel manager API key")
}

func hcmShSplitMail() Sample {
	var key string
	switch rng.IntN(3) {
	case 0:
		key = "sk_live_" + rnd(alnum, hcmN(70, 99))
	case 1:
		key = hcmSquare()
	default:
		key = hcmJWT()
	}
	cut := hcmN(30, len(key)-12)
	a, b := key[:cut], key[cut:]
	t := fmt.Sprintf("> On %s, %s wrote:\n> Here's the production key for the ordering site, it's\n> %s\n> %s\n> (the mail client wrapped it)\n\nThanks, got it - deploying tonight after service.",
		hcmDate(), hcmStaff(), a, b)
	return hcmS("split-api-key", "mail", t, []string{a, b}, "deploying tonight after service")
}

func hcmShKeyIDProse() Sample {
	kid := rnd(hexs, 40)
	sa := "reviews-dashboard@" + hcmSlug() + "-" + rnd(digits, 6) + ".iam.gserviceaccount.com"
	t := pick([]string{
		"The service account %s is still using private_key_id %s - please revoke that key, the old agency had the JSON.",
		"FYI I rotated the key for %s. The old one (\"private_key_id\": \"%s\") should be deleted in the console.",
	})
	text := fmt.Sprintf(t, sa, kid)
	return hcmS("gcp-private-key-id", "chat", text, []string{kid}, sa)
}

func hcmShKeyIDProseES() Sample {
	kid := rnd(hexs, 40)
	proj := hcmSlug() + "-reservas"
	if rng.IntN(2) == 0 {
		t := fmt.Sprintf("Para la integración de Google Reserve del proyecto %s, el private_key_id de la cuenta de servicio es %s; la clave entera te la mando aparte.", proj, kid)
		return hcmS("gcp-private-key-id", "mail", t, []string{kid}, proj)
	}
	t := fmt.Sprintf("Service account của dự án %s: private_key_id là \"%s\", file JSON anh để trong ổ USB két sắt.", proj, kid)
	return hcmS("gcp-private-key-id", "chat", t, []string{kid}, proj)
}

// traps for the shapes

func hcmTrDiscordIDs() Sample {
	app := hcmSnowflake()
	pub := rnd(hexs, 64)
	t := fmt.Sprintf("Reservations bot - General Information\nApplication ID: %s\nPublic Key: %s\nInteractions Endpoint URL: https://bot.%s.com/interactions\nGuild: %s\n", app, pub, hcmSlug(), hcmSnowflake())
	return hcmTrap("trap-discord-ids", "note", t)
}

func hcmTrDiscordPlaceholder() Sample {
	if rng.IntN(2) == 0 {
		t := "# reservas-bot\nDISCORD_APP_ID=" + hcmSnowflake() + "\nDISCORD_BOT_TOKEN=<paste-bot-token-here>\nMIN_PAX=8\n"
		return hcmTrap("trap-placeholder", "env", t)
	}
	t := fmt.Sprintf("%s: where's the token for the rota bot?\n%s: Developer Portal > Bot > Reset Token. it's also in 1Password under \"Discord rota bot\". don't paste it in here", hcmStaff(), hcmStaff())
	return hcmTrap("trap-secret-reference", "chat", t)
}

func hcmTrLoginNoPw() Sample {
	user := pick([]string{"admin", "manager", "gerente", "caja1", "frontdesk", "quanly"})
	switch rng.IntN(3) {
	case 0:
		return hcmTrap("trap-login-no-password", "chat", fmt.Sprintf("%s: the login is %s / ask %s for the password, it changed on Monday", hcmStaff(), user, hcmStaff()))
	case 1:
		return hcmTrap("trap-login-no-password", "chat", fmt.Sprintf("%s: el login es %s / la contraseña la tiene el encargado en el sobre de la caja fuerte", hcmStaff(), user))
	default:
		return hcmTrap("trap-login-no-password", "chat", fmt.Sprintf("%s: login là %s / ********, mật khẩu hỏi chị quản lý", hcmStaff(), user))
	}
}

func hcmTrLoginYamlRef() Sample {
	user := pick([]string{"admin", "manager", "recepcion", "housekeeping"})
	host := pick([]string{"kiosk", "kds", "menuboard"}) + fmt.Sprint(hcmN(1, 9)) + "." + hcmSlug() + ".lan"
	ref := pick([]string{"${KIOSK_PASSWORD}", "{{ vault_kiosk_password }}", "<see Bitwarden>", "[REDACTED]"})
	t := fmt.Sprintf("devices:\n  - name: %s\n    location: front counter\n    login: %s / %s\n    notes: reboot nightly 04:00\n", host, user, ref)
	return hcmTrap("trap-login-no-password", "yaml", t)
}

func hcmTrSplitChecksum() Sample {
	sum := rnd(hexs, 64)
	a, b := sum[:32], sum[32:]
	fw := fmt.Sprintf("%d.%d.%d", hcmN(1, 4), hcmN(0, 12), hcmN(0, 30))
	t := fmt.Sprintf("Firmware %s for the card terminals. Check the SHA-256 before flashing, it didn't fit on one line of the label:\n%s\n%s\nIf it doesn't match, don't install.", fw, a, b)
	return hcmTrap("trap-checksum", "note", t)
}

func hcmTrKeyIDRef() Sample {
	sha := rnd(hexs, 40)
	sa := "reviews-dashboard@" + hcmSlug() + "-" + rnd(digits, 6) + ".iam.gserviceaccount.com"
	if rng.IntN(2) == 0 {
		t := fmt.Sprintf("Deployed commit %s of the reviews dashboard. It runs as %s; its key is in Secret Manager, no JSON on disk anymore.", sha, sa)
		return hcmTrap("trap-commit-sha", "chat", t)
	}
	cid := rnd("123456789", 1) + rnd(digits, 20)
	t := fmt.Sprintf("Service account for Google Reserve: %s, client_id %s. private_key_id: see vault:gcp/reserve#key_id (do not paste).", sa, cid)
	return hcmTrap("trap-secret-reference", "note", t)
}
