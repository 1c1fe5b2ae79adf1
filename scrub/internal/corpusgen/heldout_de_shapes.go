package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// The four shared shapes in this theme's setting: Discord bot tokens, "login is user / pw",
// keys split across two lines and a service account's private_key_id in prose; with traps.

func hdeShapeGens() []hdeGen {
	return []hdeGen{
		{hdeDiscordBot, 9}, {hdeDiscordTrap, 6},
		{hdeLoginProse, 10}, {hdeLoginTrap, 6},
		{hdeSplitKey, 9}, {hdeSplitTrap, 5},
		{hdePKID, 9}, {hdePKIDTrap, 5},
	}
}

func hdeSnowflake() string { return fmt.Sprint(hdeN(1, 9)) + hdeRnd(hdeDig, hdeN(16, 18)) }

func hdeDiscordToken(id string) string {
	first := base64.RawURLEncoding.EncodeToString([]byte(id))
	n := 27
	if hdeCoin() {
		n = 38
	}
	return first + "." + hdeRnd(hdeB64u, 6) + "." + hdeRnd(hdeB64u, n)
}

func hdeDiscordBot() Sample {
	app := hdeSnowflake()
	tok := hdeDiscordToken(app)
	text := hdePick(
		fmt.Sprintf("# noc-discord-bot/.env\nDISCORD_BOT_TOKEN=%s\nDISCORD_APP_ID=%s\nSIM_API=https://%s/api\n", tok, app, hdeHost()),
		fmt.Sprintf("bot:\n  name: sim-status\n  application_id: \"%s\"\n  token: \"%s\"\n  channel: outages\n", app, tok),
		fmt.Sprintf("%s: der Discord-Bot, der im Community-Server die Netzstörungen postet, läuft wieder. Token falls du ihn lokal starten willst: %s", hdeFirst(), tok),
		fmt.Sprintf("client = discord.Client(intents=intents)\n# posts cell outages from the NOC feed\nclient.run(\"%s\")", tok),
	)
	return hdeS("discord-bot-token", hdePick("env", "yaml", "chat", "python"), text, []string{tok})
}

func hdeDiscordTrap() Sample {
	app := hdeSnowflake()
	pub := hdeRnd(hdeHexLc, 64)
	return hdePick(
		hdeT("trap-discord-ids", "env", fmt.Sprintf("DISCORD_APP_ID=%s\nDISCORD_PUBLIC_KEY=%s\nDISCORD_BOT_TOKEN=${DISCORD_BOT_TOKEN}\n", app, pub)),
		hdeT("trap-discord-placeholder", "yaml", fmt.Sprintf("bot:\n  name: sim-status\n  application_id: \"%s\"\n  token: \"<paste bot token here>\"\n", app)),
		hdeT("trap-discord-ids", "chat", fmt.Sprintf("%s: invite link for the outage bot: https://discord.com/oauth2/authorize?client_id=%s&scope=bot&permissions=2048 — token is in the team vault, not here", hdeFirst(), app)),
		hdeT("trap-discord-ids", "log", fmt.Sprintf("%s INFO discord: logged in as sim-status#%04d (id %s), guilds=%d", hdeStamp(), hdeN(1, 9999), app, hdeN(1, 5))),
	)
}

func hdeLoginProse() Sample {
	pw := hdePass()
	user := hdePick("admin", "root", "fieldeng", "noc", "service", "operator", hdeUser())
	what := hdePick("the LTE router at "+hdeSite(), "the SIM portal", "the eNodeB web UI", "the MiFi in van "+fmt.Sprint(hdeN(1, 9)), "the OTA server console")
	var text string
	switch rng.IntN(4) {
	case 0:
		text = fmt.Sprintf("%s: the login for %s is %s / %s", hdeFirst(), what, user, pw)
	case 1:
		text = fmt.Sprintf("%s: Login für %s ist %s / %s, falls %s fragt", hdeFirst(), strings.Replace(what, "the ", "", 1), user, pw, hdeFirst())
	case 2:
		text = fmt.Sprintf("site: %s\nequipment: %s\nlogin: %s / %s\nnotes: reboot takes ~3 min\n", hdeSite(), hdePick("RUT955", "RUTX11", "Cradlepoint IBR900", "MikroTik LtAP"), user, pw)
	default:
		text = fmt.Sprintf("devices:\n  - name: gw-%s\n    ip: 10.%d.%d.1\n    login: \"%s / %s\"\n", hdeSite(), hdeN(0, 255), hdeN(0, 255), user, pw)
	}
	f := "chat"
	if strings.Contains(text, "\n") {
		f = "yaml"
	}
	return hdeS("login-password", f, text, []string{pw}, user)
}

func hdeLoginTrap() Sample {
	user := hdePick("admin", "root", "fieldeng", "noc")
	return hdePick(
		hdeT("trap-login-reference", "chat", fmt.Sprintf("%s: the login for the LTE router at %s is %s / the password from the site sheet in KeePass", hdeFirst(), hdeSite(), user)),
		hdeT("trap-login-placeholder", "yaml", fmt.Sprintf("site: %s\nequipment: RUT955\nlogin: %s / ${ROUTER_ADMIN_PASSWORD}\nnotes: reboot takes ~3 min\n", hdeSite(), user)),
		hdeT("trap-login-masked", "yaml", fmt.Sprintf("devices:\n  - name: gw-%s\n    login: \"%s / ********\"\n", hdeSite(), user)),
		hdeT("trap-login-talk", "chat", fmt.Sprintf("%s: Login ist %s / wie immer, das Passwort hab ich dir vorhin am Telefon gesagt", hdeFirst(), user)),
	)
}

func hdeSplitKey() Sample {
	switch rng.IntN(3) {
	case 0:
		k := hdeRnd(hdeHexUc, 32)
		a, b := k[:16], k[16:]
		kcv := hdeRnd(hdeHexUc, 6)
		text := fmt.Sprintf("Transport key ceremony %s (dual control)\ncomponent 1 (%s): %s\ncomponent 2 (%s): %s\nKCV of combined key: %s", hdeDate(), hdeFirst(), a, hdeFirst(), b, kcv)
		return hdeS("split-key", "note", text, []string{a, b}, kcv)
	case 1:
		tok := hdeRnd(hdeHexLc, 32)
		cut := hdeN(12, 20)
		a, b := tok[:cut], tok[cut:]
		text := fmt.Sprintf("[SMS 1/2] Twilio auth token fuer den Fleet-Manager: %s\n[SMS 2/2] %s\nbitte zusammensetzen, ohne Leerzeichen", a, b)
		return hdeS("split-key", "sms", text, []string{a, b})
	default:
		key := hdeRnd(hdeAlnum, 40)
		cut := hdeN(18, 24)
		a, b := key[:cut], key[cut:]
		text := fmt.Sprintf("%s: the IoT platform API key is too long for the ticket field, so:\nfirst half:  %s\nsecond half: %s", hdeFirst(), a, b)
		return hdeS("split-key", "chat", text, []string{a, b})
	}
}

func hdeSplitTrap() Sample {
	sum := hdeRnd(hdeHexLc, 64)
	return hdePick(
		hdeT("trap-split-checksum", "note", fmt.Sprintf("SHA-256 of the eSIM profile package (line-wrapped):\n%s\n%s", sum[:32], sum[32:])),
		hdeT("trap-split-trace", "log", fmt.Sprintf("%s WARN es9plus: handleNotification slow, trace_id=%s\n    continued span=%s", hdeStamp(), hdeRnd(hdeHexLc, 32), hdeRnd(hdeHexLc, 16))),
		hdeT("trap-split-iccid", "chat", fmt.Sprintf("%s: ICCID in two parts because the scanner cut it:\n%s\n%s", hdeFirst(), "8949"+hdeRnd(hdeDig, 6), hdeRnd(hdeDig, 9))),
	)
}

func hdePKID() Sample {
	id := hdeRnd(hdeHexLc, 40)
	sa := hdePick("sim-usage-export", "esim-analytics", "bq-cdr-loader", "noc-dashboards") + "@" + hdePick("nordtel-data", "iot-fleet-prod", "oss-reporting") + ".iam.gserviceaccount.com"
	text := hdePick(
		fmt.Sprintf("%s: the key of %s leaked in the old repo, private_key_id %s – please disable it in the console", hdeFirst(), sa, id),
		fmt.Sprintf("Der Service-Account %s (private_key_id %s) exportiert die CDRs nach BigQuery, Schlüssel wird am %s rotiert.", sa, id, hdeDate()),
		fmt.Sprintf("Incident %s: a JSON key for %s was attached to a ticket. Its private_key_id is %s. Key revoked at %s.", hdeTicket(), sa, id, hdeTime()),
	)
	f := "note"
	if strings.HasPrefix(text, "Incident") {
		f = "incident"
	}
	return hdeS("gcp-private-key-id", f, text, []string{id}, sa)
}

func hdePKIDTrap() Sample {
	sha := hdeRnd(hdeHexLc, 40)
	sa := hdePick("sim-usage-export", "esim-analytics") + "@" + hdePick("nordtel-data", "iot-fleet-prod") + ".iam.gserviceaccount.com"
	return hdePick(
		hdeT("trap-commit-sha", "chat", fmt.Sprintf("%s: the fix for the SIM export is in commit %s, deployed to prod at %s", hdeFirst(), sha, hdeTime())),
		hdeT("trap-cert-fingerprint", "note", fmt.Sprintf("SM-DP+ server cert SHA-1 fingerprint: %s (compare before pinning)", strings.ToUpper(sha))),
		hdeT("trap-service-account", "note", fmt.Sprintf("Service account %s, client_id %s, has BigQuery Data Editor on the CDR dataset. Key was rotated; the new JSON lives in Secret Manager.", sa, hdeRnd(hdeDig, 21))),
	)
}
