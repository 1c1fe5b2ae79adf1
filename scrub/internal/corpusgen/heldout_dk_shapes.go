package main

import (
	"fmt"
	"strings"
)

// Four shared shapes in a mobile setting: Discord bot tokens, "login is user / password",
// a token split over two lines, and a service account's private_key_id in prose.

func hdkShapeGens() []hdkGen {
	return []hdkGen{
		{hdkShapeDiscord, 9},
		{hdkShapeDiscordTrap, 6},
		{hdkShapeLogin, 10},
		{hdkShapeLoginTrap, 6},
		{hdkShapeSplit, 9},
		{hdkShapeSplitTrap, 6},
		{hdkShapePKID, 9},
		{hdkShapePKIDTrap, 6},
	}
}

func hdkDiscordToken() string {
	id := hdkSnowflake()
	return strings.TrimRight(hdkB64Enc(id), "=") + "." + rnd(b64url, 6) + "." + rnd(b64url, hdkP2(27, 38))
}

func hdkP2(a, b int) int {
	if rng.IntN(2) == 0 {
		return a
	}
	return b
}

func hdkShapeDiscord() Sample {
	c := hdkNew()
	tok := hdkDiscordToken()
	ch := hdkSnowflake()
	var text, f string
	switch rng.IntN(5) {
	case 0:
		f = "env"
		text = fmt.Sprintf("# build-status-bot/.env\nDISCORD_BOT_TOKEN=%s\nDISCORD_CHANNEL_ID=%s\nBITRISE_WEBHOOK_SECRET_PATH=/hooks/bitrise\n", tok, ch)
	case 1:
		f = "python"
		text = fmt.Sprintf("# relays TestFlight feedback into #%s-beta\nimport discord\n\nintents = discord.Intents.default()\nclient = discord.Client(intents=intents)\nCHANNEL_ID = %s\n\n@client.event\nasync def on_ready():\n    print(f\"logged in as {client.user}\")\n\nclient.run(\"%s\")\n", c.slug, ch, tok)
	case 2:
		f = "chat"
		text = fmt.Sprintf("%s: the crash-alert bot is up on our Discord. Token is %s in case someone needs to run it locally, please don't commit it", c.who, tok)
	case 3:
		f = "json"
		text = fmt.Sprintf("{\n  \"token\": \"%s\",\n  \"guildId\": \"%s\",\n  \"channels\": {\n    \"builds\": \"%s\",\n    \"crashes\": \"%s\"\n  }\n}", tok, hdkSnowflake(), ch, hdkSnowflake())
	default:
		f = "shell"
		text = fmt.Sprintf("curl -X POST https://discord.com/api/v10/channels/%s/messages \\\n  -H \"Authorization: Bot %s\" \\\n  -H \"Content-Type: application/json\" \\\n  -d '{\"content\":\"%s Android %s uploaded to internal track\"}'", ch, tok, c.app, hdkVer())
	}
	return hdkSec("discord-bot-token", f, text, []string{tok}, hdkIn(text, ch)...)
}

func hdkShapeDiscordTrap() Sample {
	c := hdkNew()
	app := hdkSnowflake()
	pub := rnd(hexs, 64)
	text, f := hdkPT(
		fmt.Sprintf("# build-status-bot/.env.example\nDISCORD_BOT_TOKEN=<bot token from the developer portal>\nDISCORD_APPLICATION_ID=%s\nDISCORD_PUBLIC_KEY=%s\n", app, pub), "env",
		fmt.Sprintf("%s: Discord reset our bot token because it was in a public gist 🙃 new one is in 1Password (\"%s build bot\"). Invite link is unchanged: https://discord.com/oauth2/authorize?client_id=%s&permissions=2048&scope=bot", c.who, c.app, app), "chat",
		fmt.Sprintf("%s INFO discord.client logging in using static token\n%s INFO discord.gateway Shard ID None has connected to Gateway (Session ID: %s).\nLogged in as %sBuildBot#%s (ID: %s)", hdkDate(), hdkDate(), rnd(hexs, 32), strings.ReplaceAll(c.app, " ", ""), rnd(digits, 4), app), "log",
		fmt.Sprintf("      - name: Notify Discord\n        env:\n          DISCORD_BOT_TOKEN: ${{ secrets.DISCORD_BOT_TOKEN }}\n          DISCORD_CHANNEL_ID: \"%s\"\n        run: python scripts/notify_discord.py \"%s build ${{ github.run_number }} done\"", hdkSnowflake(), c.app), "yaml")
	return hdkTrap("trap-discord-bot", f, text)
}

func hdkShapeLogin() Sample {
	c := hdkNew()
	pw := hdkPw()
	user := hdkP("admin", "admin", "qa", "ci-runner", "jenkins", "mobile-ops", "root")
	host := hdkP("jenkins.", "mdm.", "cms-staging.", "grafana.", "nexus.") + c.domain
	var text, f string
	switch rng.IntN(6) {
	case 0:
		f = "chat"
		text = fmt.Sprintf("%s: %s is back up after the disk swap, the login is %s / %s", c.who, host, user, pw)
	case 1:
		f = "chat"
		text = fmt.Sprintf("%s: for the MDM console (%s) the login is %s / %s until we get SSO", c.who, host, user, pw)
	case 2:
		f = "yaml"
		text = fmt.Sprintf("# shared tools for the mobile team\nstaging_cms:\n  url: https://%s\n  login: %s / %s\ncrash_dashboard:\n  url: https://crashes.%s\n  login: sso\n", host, user, pw, c.domain)
	case 3:
		f = "chat"
		text = fmt.Sprintf("%s: o login do painel %s é %s / %s", c.who, host, user, pw)
	case 4:
		f = "yaml"
		text = fmt.Sprintf("device_farm_dashboard:\n  host: %s\n  login: \"%s / %s\"\n  notes: only from the office VPN\n", host, user, pw)
	default:
		f = "chat"
		text = fmt.Sprintf("[%s] %s: Der Login für %s ist %s / %s", hdkClock(), c.who, host, user, pw)
	}
	return hdkSec("login-password", f, text, []string{pw}, host)
}

func hdkShapeLoginTrap() Sample {
	c := hdkNew()
	host := hdkP("jenkins.", "mdm.", "cms-staging.", "grafana.") + c.domain
	text, f := hdkPT(
		fmt.Sprintf("%s: the Jenkins on %s is back up, the login is admin / (password is in 1Password, \"Mobile CI\")", c.who, host), "chat",
		fmt.Sprintf("staging_cms:\n  url: https://%s\n  login: admin / ${CMS_ADMIN_PASSWORD}\n", host), "yaml",
		fmt.Sprintf("%s: login is your normal SSO user / no separate password on %s anymore", c.who, host), "chat",
		fmt.Sprintf("%s: the login is admin / ask %s, I don't want to paste it here", c.who, c.who2), "chat",
		fmt.Sprintf("device_farm_dashboard:\n  host: %s\n  login: \"qa / ********\"\n", host), "yaml",
		fmt.Sprintf("%s: for %s the login is %s / the password you set in the onboarding mail", c.who, host, c.user), "chat")
	return hdkTrap("trap-login", f, text)
}

func hdkShapeSplit() Sample {
	c := hdkNew()
	var tok string
	var cat string
	switch rng.IntN(4) {
	case 0:
		tok, cat = hdkGhp(), "github-token"
	case 1:
		tok, cat = hdkFCMLegacy(), "fcm-server-key"
	case 2:
		tok, cat = "sntrys_"+rnd(b64url, hdkN(80, 120)), "sentry-auth-token"
	default:
		tok, cat = rnd(b64url, 86), "bitrise-token"
	}
	cut := len(tok)/2 + hdkN(-4, 4)
	a, b := tok[:cut], tok[cut:]
	var text, f string
	switch rng.IntN(4) {
	case 0:
		f = "chat"
		text = fmt.Sprintf("%s: Slack keeps mangling it so two parts, just join them:\n%s\n%s", c.who, a, b)
	case 1:
		f = "mail"
		text = fmt.Sprintf("Hi %s,\n\nthe CI token for %s (wrapped by my mail client, remove the line break):\n\n  %s\n  %s\n\nCheers, %s", c.who2, c.app, a, b, c.who)
	case 2:
		f = "chat"
		text = fmt.Sprintf("%s: token part 1: %s\n%s: part 2: %s", c.who, a, c.who, b)
	default:
		f = "note"
		text = fmt.Sprintf("CI token (%s, written from the whiteboard photo)\nline 1: %s\nline 2: %s", c.app, a, b)
	}
	return hdkSec(cat, f, text, []string{a, b})
}

func hdkShapeSplitTrap() Sample {
	c := hdkNew()
	fp := hdkFingerprint(32)
	cut := 48 + 3*rng.IntN(3)
	sha := rnd(hexs, 40)
	trace := rnd(hexs, 32)
	text, f := hdkPT(
		fmt.Sprintf("Certificate fingerprints:\n\t SHA1: %s\n\t SHA256: %s\n\t         %s\nSignature algorithm name: SHA256withRSA", hdkFingerprint(20), fp[:cut], fp[cut:]), "shell",
		fmt.Sprintf("%s: crash trace id for the Android 9 ANR, it wrapped:\n%s\n%s", c.who, trace[:16], trace[16:]), "chat",
		fmt.Sprintf("Hi %s,\n\nthe regression starts at commit\n  %s\n  %s\n(my terminal wrapped it). Could you bisect from there?\n\n%s", c.who2, sha[:20], sha[20:], c.who), "mail",
		fmt.Sprintf("build id for the %s release candidate (two lines because of the sticky note):\n%s\n%s", c.app, strings.ToUpper(rnd(hexs, 12)), strings.ToUpper(rnd(hexs, 12))), "note")
	return hdkTrap("trap-split-id", f, text)
}

func hdkShapePKID() Sample {
	c := hdkNew()
	pkid := rnd(hexs, 40)
	proj := hdkProject(c)
	sa := hdkP("play-publisher", "firebase-adminsdk-"+rnd(lower+digits, 5), "ci-deploy") + "@" + proj + ".iam.gserviceaccount.com"
	text, f := hdkPT(
		fmt.Sprintf("%s: the Play publisher service account's private_key_id is %s — that's the one that leaked in the build log, please disable it in IAM.", c.who, pkid), "chat",
		fmt.Sprintf("Incident %s: a Firebase Admin key for %s (private_key_id %s) was committed in app/src/main/assets. Key deleted at %s, new key issued to the backend only.", hdkDate(), sa, pkid, hdkClock()), "incident",
		fmt.Sprintf("%s: Die private_key_id vom Service-Account %s ist %s, den alten Schlüssel habe ich gelöscht.", c.who, sa, pkid), "chat",
		fmt.Sprintf("Ticket: rotate service account key\nAccount: %s\nKey to delete: private_key_id \"%s\"\nReason: shared in a public Discord by mistake", sa, pkid), "ticket")
	return hdkSec("gcp-private-key-id", f, text, []string{pkid}, hdkIn(text, sa)...)
}

func hdkShapePKIDTrap() Sample {
	c := hdkNew()
	h := rnd(hexs, 40)
	text, f := hdkPT(
		fmt.Sprintf("%s: the fix for the Play upload retry is in commit %s, cherry-pick it onto release/%s", c.who, h, hdkVer()), "chat",
		fmt.Sprintf("%s: the old iPhone 6s in the lab has UDID %s, add it to the ad-hoc profile please", c.who, h), "chat",
		fmt.Sprintf("For Google Sign-In, register the upload cert's SHA-1 in Firebase: %s (the Play App Signing one is different, copy it from Play Console)", h), "note",
		fmt.Sprintf("%s: the service account play-publisher@%s.iam.gserviceaccount.com has client_id %s; its key lives in Secret Manager, not in the repo.", c.who, hdkProject(c), "1"+rnd(digits, 20)), "chat",
		fmt.Sprintf("sha1sum app-release.aab\n%s  app-release.aab", h), "shell")
	return hdkTrap("trap-hex-id", f, text)
}
