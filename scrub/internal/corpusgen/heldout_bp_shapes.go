package main

import (
	"fmt"
	"strings"
)

// hbpShapeGens covers the four extra shapes: Discord bot tokens, "login is user / pw"
// prose, keys split over two lines, and service-account private_key_id in prose,
// each with look-alike traps.
func hbpShapeGens() []hbpGen {
	return []hbpGen{
		// Discord bot tokens.
		{3, func() Sample {
			tok := hbpDiscordToken()
			text := fmt.Sprintf(`import discord
from discord.ext import commands

bot = commands.Bot(command_prefix="!", intents=discord.Intents.default())

@bot.command()
async def buildstatus(ctx):
    await ctx.send(await fetch_latest_build())

bot.run("%s")  # TODO env var before we open-source this`, tok)
			return hbpS("discord-bot-token", "code", text, []string{tok}, "commands.Bot")
		}},
		{3, func() Sample {
			tok := hbpDiscordToken()
			text := fmt.Sprintf("%s: the playtest key bot is offline again\n%s: I regenerated its token in the dev portal, new one: %s\n%s: restarting the container now", pick(hbpFirst), pick(hbpFirst), tok, pick(hbpFirst))
			return hbpS("discord-bot-token", "chat", text, []string{tok}, "playtest key bot")
		}},
		{3, func() Sample {
			tok := hbpDiscordToken()
			app := hbpSnowflake()
			text := fmt.Sprintf("DISCORD_APPLICATION_ID=%s\nDISCORD_BOT_TOKEN=%s\nSTEAM_NEWS_APPID=%d\nPOLL_SECONDS=%d", app, tok, hbpNum(1200000, 3400000), pick([]int{60, 300, 900}))
			return hbpS("discord-bot-token", "env", text, []string{tok}, app)
		}},
		{2, func() Sample {
			tok := hbpDiscordToken()
			ch := hbpSnowflake()
			text := fmt.Sprintf(`$ curl -X POST https://discord.com/api/v10/channels/%s/messages \
  -H "Authorization: Bot %s" \
  -H "Content-Type: application/json" \
  -d '{"content":"Patch %d.%d notes are up!"}'`, ch, tok, hbpNum(1, 3), hbpNum(0, 20))
			return hbpS("discord-bot-token", "shell", text, []string{tok}, ch)
		}},
		{3, func() Sample {
			tok := hbpDiscordToken()
			masked := tok[:hbpNum(6, 12)] + pick([]string{"…", "...", "****"})
			text := fmt.Sprintf("heads up: the mod bot token got posted in #general for ~2 min (%s). I reset it in the dev portal, the old one is dead. New one is only in the server's secret store – nobody paste it anywhere pls.", masked)
			return hbpT("trap-discord-token-masked", "chat", text)
		}},
		{3, func() Sample {
			app := hbpSnowflake()
			pub := rnd(hexs, 64)
			text := fmt.Sprintf("For the interactions endpoint Discord needs these – both are public, they're shown on the General Information page:\nApplication ID: %s\nPublic Key: %s\nThe bot token is separate and lives in the secret manager (discord/bot-token).", app, pub)
			return hbpT("trap-discord-public-ids", "notes", text)
		}},
		// "login is user / password" prose.
		{3, func() Sample {
			u := pick([]string{"admin", "qa", "build", "root", "obs"})
			pw := hbpPw()
			text := fmt.Sprintf("%s: the login is %s / %s for the %s, restart it from the web panel if it hangs", pick(hbpFirst), u, pw, pick([]string{"build farm NAS", "stream PC's remote desktop", "devkit web UI", "Jenkins box"}))
			return hbpS("login-password", "chat", text, []string{pw}, "the login is "+u)
		}},
		{3, func() Sample {
			u := pick([]string{"admin", "ops", "liveops"})
			pw := hbpPw()
			host := pick([]string{"grafana", "nakama-console", "crashes", "builds"}) + "." + pick(hbpDomains)
			text := fmt.Sprintf(`services:
  - name: %s
    url: https://%s
    login: %s / %s
    owner: %s`, strings.Split(host, ".")[0], host, u, pw, strings.ToLower(pick(hbpFirst)))
			return hbpS("login-password", "yaml", text, []string{pw}, host)
		}},
		{3, func() Sample {
			u := hbpUser()
			pw := hbpPw()
			text := fmt.Sprintf("Hi %s,\n\nyour PS5 test build is on the shared devkit. Login is %s / %s on the devkit's user picker; it has the trophies reset.\n\nThanks,\nQA", pick(hbpFirst), u, pw)
			return hbpS("login-password", "mail", text, []string{pw}, u)
		}},
		{2, func() Sample {
			u := pick([]string{"streamer", "producer", "caster1"})
			pw := hbpPw()
			text := fmt.Sprintf("tournament cast pc: vMix runs as %s, login's %s / %s — ask before installing anything", u, u, pw)
			return hbpS("login-password", "chat", text, []string{pw}, "tournament cast pc")
		}},
		{3, func() Sample {
			u := pick([]string{"admin", "qa", "build"})
			text := fmt.Sprintf("%s: the login is %s / %s for the build farm NAS", pick(hbpFirst), u, pick([]string{"the usual one", "ask Sven, he rotated it", "whatever is in 1Password under NAS", "same as the wiki one"}))
			return hbpT("trap-login-no-password", "chat", text)
		}},
		{2, func() Sample {
			text := fmt.Sprintf(`services:
  - name: grafana
    url: https://grafana.%s
    login: admin / ${GRAFANA_ADMIN_PASSWORD}
    owner: %s`, pick(hbpDomains), strings.ToLower(pick(hbpFirst)))
			return hbpT("trap-login-reference", "yaml", text)
		}},
		// Keys split over two lines.
		{3, func() Sample {
			k := hbpTwitchKey()
			cut := hbpNum(12, len(k)-8)
			a, b := k[:cut], k[cut:]
			text := fmt.Sprintf("%s: phone keeps wrapping it, key is\n%s\n%s\n%s: no spaces, I just join them? \n%s: yep", pick(hbpFirst), a, b, pick(hbpFirst), pick(hbpFirst))
			return hbpS("twitch-stream-key-split", "chat", text, []string{a, b}, "no spaces")
		}},
		{3, func() Sample {
			k := "sk_live_" + rnd(alnum, hbpNum(60, 99))
			cut := hbpNum(20, 40)
			a, b := k[:cut], k[cut:]
			text := fmt.Sprintf(`// merch webhook worker
const STRIPE_KEY =
  "%s" +
  "%s";`, a, b)
			return hbpS("stripe-secret-key-split", "code", text, []string{a, b}, "merch webhook worker")
		}},
		{2, func() Sample {
			k := rnd(upper+digits, 52)
			a, b := k[:26], k[26:]
			text := fmt.Sprintf("PlayFab developer secret for title %s (printed on the handover sheet, two lines):\n  %s\n  %s", hbpHexU(5), a, b)
			return hbpS("playfab-secret-key-split", "notes", text, []string{a, b}, "handover sheet")
		}},
		{2, func() Sample {
			tok := hbpDiscordToken()
			cut := strings.Index(tok, ".") + 1
			a, b := tok[:cut], tok[cut:]
			text := fmt.Sprintf("> bot token (wrapped by the ticket system):\n> %s\n> %s", a, b)
			return hbpS("discord-bot-token-split", "ticket", text, []string{a, b}, "wrapped by the ticket system")
		}},
		{3, func() Sample {
			sum := rnd(hexs, 64)
			text := fmt.Sprintf("SHA-256 of %s_%d.%d.zip (gold master, wrapped by the mail client):\n%s\n%s\nplease verify before uploading to the portal", strings.ReplaceAll(pick(hbpGames), " ", ""), hbpNum(1, 2), hbpNum(0, 9), sum[:32], sum[32:])
			return hbpT("trap-checksum-split", "mail", text)
		}},
		{2, func() Sample {
			id := rnd(hexs, 40)
			text := fmt.Sprintf("build id for the cert submission (both lines, it got wrapped):\n%s\n%s", id[:20], id[20:])
			return hbpT("trap-build-id-split", "chat", text)
		}},
		// private_key_id in prose.
		{3, func() Sample {
			kid := rnd(hexs, 40)
			sa := pick([]string{"play-publisher", "fastlane-upload", "crashlytics-ci"}) + "@" + pick([]string{"bramble-prod", "saltpine-live", "tidecaller-4821"}) + ".iam.gserviceaccount.com"
			text := fmt.Sprintf("FYI the Google Play upload JSON that was in the old CI image is for %s, private_key_id %s. I've asked %s to disable that key today.", sa, kid, pick(hbpFirst))
			return hbpS("gcp-private-key-id", "chat", text, []string{kid}, sa)
		}},
		{3, func() Sample {
			kid := rnd(hexs, 40)
			text := fmt.Sprintf("Ticket %d: Firebase admin credentials for the push-notification service.\nThe key in use has private_key_id \"%s\"; rotate after the %s launch and update the secret in the deploy env.", hbpNum(1000, 9999), kid, pick(hbpGames))
			return hbpS("gcp-private-key-id", "ticket", text, []string{kid}, "push-notification service")
		}},
		{2, func() Sample {
			kid := rnd(hexs, 40)
			text := fmt.Sprintf("- [ ] Revoke service account key `%s` (private_key_id of the leaderboard exporter) – it was committed to the %s repo by mistake", kid, pick(hbpGames))
			return hbpS("gcp-private-key-id", "markdown", text, []string{kid}, "leaderboard exporter")
		}},
		{3, func() Sample {
			sha := rnd(hexs, 40)
			text := fmt.Sprintf("The private_key_id problem is fixed in %s – the exporter now reads the service account JSON from the secret manager instead of the repo. No key ids in chat please.", sha)
			return hbpT("trap-commit-sha", "chat", text)
		}},
		{2, func() Sample {
			text := fmt.Sprintf(`{
  "type": "service_account",
  "project_id": "%s",
  "private_key_id": "<from secret manager>",
  "private_key": "<from secret manager>",
  "client_email": "play-publisher@%s.iam.gserviceaccount.com",
  "client_id": "%s"
}`, pick([]string{"bramble-prod", "saltpine-live"}), pick([]string{"bramble-prod", "saltpine-live"}), "1"+rnd(digits, 20))
			return hbpT("trap-service-account-template", "json", text)
		}},
	}
}
