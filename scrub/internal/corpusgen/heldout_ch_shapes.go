package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// Four shapes shared with earlier parts, set among rental hosts: a Discord bot token, a
// password given after "login" with the user first, a key split across two lines, and a
// service account's private_key_id quoted in prose. With their traps.

func hchShapeGens() []hchGen {
	return []hchGen{
		{4, hchDiscordEnv}, {3, hchDiscordPy}, {3, hchDiscordChat},
		{4, hchLoginChat}, {3, hchLoginYAML}, {3, hchLoginITEL},
		{4, hchSplitSMS}, {3, hchSplitMail}, {3, hchSplitChatEL},
		{4, hchKeyIDProse}, {3, hchKeyIDIT}, {3, hchKeyIDTicket},
		// traps
		{2, hchTrapDiscordIDs}, {2, hchTrapDiscordPlaceholder}, {2, hchTrapDiscordPublicKey},
		{2, hchTrapLoginNoPw}, {2, hchTrapLoginYAMLRef}, {1, hchTrapLoginMasked},
		{2, hchTrapSplitPublic}, {2, hchTrapSplitTrace}, {1, hchTrapSplitDigest},
		{2, hchTrapSHAProse}, {2, hchTrapKeyIDRedacted}, {1, hchTrapChecksumProse},
	}
}

// hchDiscordToken is a bot token: the base64 of the bot's id (so it starts with M, N or O),
// a timestamp part and an HMAC part.
func hchDiscordToken() string {
	id := fmt.Sprint(hchN(1, 9)) + hchDig(hchN(16, 18))
	return base64.RawStdEncoding.EncodeToString([]byte(id)) + "." + rnd(b64url, 6) + "." + rnd(b64url, pick([]int{27, 38}))
}

func hchSnowflake() string { return "1" + hchDig(hchN(17, 18)) }

func hchDiscordEnv() Sample {
	tok, g := hchDiscordToken(), hchSnowflake()
	t := fmt.Sprintf("# cleaning-rota bot (posts checkouts to #pulizie)\nDISCORD_TOKEN=%s\nGUILD_ID=%s\nICAL_URL_FILE=/srv/rota/listings.txt\nPOST_AT=%s", tok, g, hchTime())
	return hchS("discord-bot-token", "env", t, []string{tok}, g)
}

func hchDiscordPy() Sample {
	tok := hchDiscordToken()
	t := fmt.Sprintf("@bot.command()\nasync def turni(ctx):\n    await ctx.send(rota_for_today())\n\n# TODO move to env before %s sees this\nbot.run(\"%s\")", hchNameIT(), tok)
	return hchS("discord-bot-token", "code", t, []string{tok})
}

func hchDiscordChat() Sample {
	tok := hchDiscordToken()
	t := fmt.Sprintf("%s: the Discord bot that pings the cleaners stopped after the Pi rebooted\n%s: its token is %s – paste it in config.json on the Pi and restart the service\n%s: on it",
		hchNameEN(), hchNameEN(), tok, hchNameEN())
	return hchS("discord-bot-token", "chat", t, []string{tok})
}

func hchLoginChat() Sample {
	u, pw := hchP("admin", "host", hchEmail(hchNameLat()), "office", "casa"+hchDig(2)), hchPw()
	what := hchP("alarm app", "owner portal", "Hostaway", "router at "+hchProp(), "Nuki web")
	t := fmt.Sprintf("%s: what's the login for the %s? I need to check the guest list\n%s: the login is %s / %s",
		hchNameEN(), what, hchNameEN(), u, pw)
	return hchS("login-password", "chat", t, []string{pw}, u+" /")
}

func hchLoginYAML() Sample {
	u, pw := hchUser(), hchStrongPw()
	t := fmt.Sprintf("%s:\n  url: https://%s.%s.com\n  login: %s / %s\n  notes: owner statements on the 5th", hchP("owner_portal", "channel_manager", "alarm_panel"), hchP("app", "portal", "owners"), hchCo(), u, pw)
	return hchS("login-password", "yaml", t, []string{pw}, "login: "+u)
}

func hchLoginITEL() Sample {
	u, pw := hchP("admin", "amministratore", "reception", "host"), hchPw()
	if rng.IntN(2) == 0 {
		t := fmt.Sprintf("%s, per il pannello del condizionatore centralizzato il login è %s / %s, poi vai su Zone > %s.", hchNameIT(), u, pw, hchUnit())
		return hchS("login-password", "chat", t, []string{pw}, u+" /")
	}
	t := fmt.Sprintf("%s, για την κάμερα της εισόδου το login είναι %s / %s, μην το αλλάξεις σε παρακαλώ.", hchNameEL(), u, pw)
	return hchS("login-password", "chat", t, []string{pw}, u+" /")
}

// hchSplit cuts s in two non-empty halves near the middle.
func hchSplit(s string) (string, string) {
	i := len(s)/2 + hchN(-4, 4)
	return s[:i], s[i:]
}

func hchSplitSMS() Sample {
	k := hchP(hchSkLive(), "SG."+rnd(b64url, 22)+"."+rnd(b64url, 43), hchHex(64))
	a, b := hchSplit(k)
	n, h, m := hchNameLat(), hchN(8, 21), hchN(0, 55)
	t := fmt.Sprintf("[%02d:%02d] %s: API key for the booking site (sorry it's long, it got cut in two):\n[%02d:%02d] %s: %s\n[%02d:%02d] %s: %s",
		h, m, n, h, m+1, n, a, h, m+2, n, b)
	return hchS("split-api-key", "sms", t, []string{a, b})
}

func hchSplitMail() Sample {
	k := rnd(b64url, hchN(70, 100))
	a, b := k[:60], k[60:]
	t := fmt.Sprintf("Hello,\n\nas requested here is your %s API key for %s. Keep it secret:\n\n%s\n%s\n\nThe key gives full access to reservations and rates.\n\nBest regards,\nPartner Support",
		hchP("Smoobu", "Beds24", "Lodgify", "Hospitable", "Avantio"), hchProp(), a, b)
	return hchS("split-api-key", "mail", t, []string{a, b})
}

func hchSplitChatEL() Sample {
	k := hchHex(hchN(48, 64))
	a, b := hchSplit(k)
	if rng.IntN(2) == 0 {
		t := fmt.Sprintf("Το token του Nuki είναι μεγάλο, σου το στέλνω σε δύο κομμάτια:\n%s\n%s\nκόλλησέ τα μαζί χωρίς κενό.", a, b)
		return hchS("split-api-key", "chat", t, []string{a, b})
	}
	t := fmt.Sprintf("Il token dell'API della serratura è lungo, te lo mando in due righe:\n%s\n%s\nincollale senza spazi.", a, b)
	return hchS("split-api-key", "chat", t, []string{a, b})
}

func hchKeyIDProse() Sample {
	kid := hchHex(40)
	sa := "occupancy-sync@" + hchCo() + "-" + hchDig(5) + ".iam.gserviceaccount.com"
	t := fmt.Sprintf("The sheet sync runs as %s. Its key has private_key_id %s; if the JSON file ever leaks, that's the key to delete in IAM.", sa, kid)
	return hchS("gcp-private-key-id", "notes", t, []string{kid}, sa)
}

func hchKeyIDIT() Sample {
	kid := hchHex(40)
	t := fmt.Sprintf("%s, la chiave del service account che legge il calendario ha private_key_id \"%s\". Il file JSON è sul NAS, non mandarlo per mail.", hchNameIT(), kid)
	return hchS("gcp-private-key-id", "chat", t, []string{kid})
}

func hchKeyIDTicket() Sample {
	kid := hchHex(40)
	t := fmt.Sprintf("OPS-%d: reviews scraper stopped (%s)\nCause: the service account's key (private_key_id %s) was disabled by the Workspace admin.\nNext: new key, update secret on the VPS.", hchN(100, 999), hchDate(), kid)
	return hchS("gcp-private-key-id", "ticket", t, []string{kid})
}

// Traps for the four shapes.

func hchTrapDiscordIDs() Sample {
	t := fmt.Sprintf("bot config:\n  guild_id: %s\n  cleaners_channel_id: %s\n  owners_channel_id: %s\n  mention_role: %s\n  token: from env DISCORD_TOKEN", hchSnowflake(), hchSnowflake(), hchSnowflake(), hchSnowflake())
	return hchT("trap-discord-ids", "yaml", t)
}

func hchTrapDiscordPlaceholder() Sample {
	t := hchP("DISCORD_TOKEN=<paste-bot-token-here>\nGUILD_ID="+hchSnowflake()+"\n# get the token from the Developer Portal > Bot > Reset Token",
		"bot.run(os.environ[\"DISCORD_TOKEN\"])  # never hardcode, "+hchNameIT()+" please")
	return hchT("trap-discord-placeholder", hchP("env", "code"), t)
}

func hchTrapDiscordPublicKey() Sample {
	t := fmt.Sprintf("Discord app for the cleaners' bot:\nApplication ID: %s\nPublic key: %s\n(interactions endpoint verifies requests with the public key)", hchSnowflake(), hchHex(64))
	return hchT("trap-discord-public-key", "notes", t)
}

func hchTrapLoginNoPw() Sample {
	t := hchP(
		fmt.Sprintf("%s: the login is admin / the usual one, ask %s if you forgot it", hchNameEN(), hchNameEN()),
		fmt.Sprintf("%s: il login è reception / la password te la dico a voce", hchNameIT()),
		fmt.Sprintf("%s: login is %s / password is in 1Password under 'Owner portal'", hchNameEN(), hchEmail(hchNameLat())))
	return hchT("trap-login-no-password", "chat", t)
}

func hchTrapLoginYAMLRef() Sample {
	t := fmt.Sprintf("owner_portal:\n  url: https://owners.%s.com\n  login: %s / ${OWNER_PORTAL_PASSWORD}\n  notes: set the variable in the server's env", hchCo(), hchUser())
	return hchT("trap-login-env-ref", "yaml", t)
}

func hchTrapLoginMasked() Sample {
	t := fmt.Sprintf("%s: the login is admin / ******** (I masked it, check the vault)", hchNameEN())
	return hchT("trap-login-masked", "chat", t)
}

func hchTrapSplitPublic() Sample {
	pk := hchPkLive()
	a, b := hchSplit(pk)
	t := fmt.Sprintf("Publishable key for the booking widget (safe to put in the page, it got wrapped):\n%s\n%s", a, b)
	return hchT("trap-split-publishable-key", "chat", t)
}

func hchTrapSplitTrace() Sample {
	id := hchHex(32) + hchHex(32)
	a, b := hchSplit(id)
	t := fmt.Sprintf("Support asked for the trace id of the failed payout sync, it wraps in their form:\n%s\n%s\nHappened at %s on %s.", a, b, hchTime(), hchDate())
	return hchT("trap-split-trace-id", "mail", t)
}

func hchTrapSplitDigest() Sample {
	d := hchHex(64)
	t := fmt.Sprintf("image for the lock-sync container pinned to\nsha256:%s\n%s", d[:40], d[40:])
	return hchT("trap-split-image-digest", "notes", t)
}

func hchTrapSHAProse() Sample {
	t := hchP(
		fmt.Sprintf("The double-booking bug was fixed in commit %s, deployed %s.", hchHex(40), hchDate()),
		fmt.Sprintf("Ο διορθωμένος υπολογισμός του φόρου διαμονής είναι στο commit %s.", hchHex(40)))
	return hchT("trap-commit-sha", "notes", t)
}

func hchTrapKeyIDRedacted() Sample {
	t := fmt.Sprintf("The reviews scraper's service account (reviews@%s.iam.gserviceaccount.com) has private_key_id [REDACTED]; client_id is %s.", hchCo()+"-"+hchDig(5), "1"+hchDig(20))
	return hchT("trap-key-id-redacted", "notes", t)
}

func hchTrapChecksumProse() Sample {
	t := fmt.Sprintf("Export of the %s bookings checks out: SHA-1 %s, %d rows.", hchP("July", "August", "June"), strings.ToUpper(hchHex(40)), hchN(80, 400))
	return hchT("trap-checksum", "notes", t)
}
