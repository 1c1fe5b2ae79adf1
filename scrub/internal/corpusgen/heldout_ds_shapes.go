package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// Four shapes in the venue setting: Discord bot tokens, "the login is user / pw", keys split
// over two lines, a service account's private_key_id in prose; with their traps.

func hdsShapeGens() []hdsGen {
	return []hdsGen{
		{4, hdsShDiscordEnv}, {4, hdsShDiscordChat}, {3, hdsShDiscordPy}, {2, hdsShDiscordYAML},
		{3, hdsShDiscordTrapIDs}, {2, hdsShDiscordTrapReset}, {2, hdsShDiscordTrapInvite},
		{5, hdsShLoginChat}, {4, hdsShLoginYAML}, {2, hdsShLoginMail},
		{3, hdsShLoginTrapRef}, {2, hdsShLoginTrapYAML}, {2, hdsShLoginTrapUsual},
		{4, hdsShSplitChat}, {3, hdsShSplitEnv}, {3, hdsShSplitMail}, {4, hdsShSplitTrap},
		{4, hdsShPkidChat}, {3, hdsShPkidTicket}, {3, hdsShPkidTrapIDs}, {2, hdsShPkidTrapDeleted},
	}
}

func hdsDiscordToken() string {
	id := "1" + rnd(digits, 18)
	if rng.IntN(3) == 0 {
		id = fmt.Sprint(hdsN(2, 9)) + rnd(digits, 17)
	}
	return base64.RawStdEncoding.EncodeToString([]byte(id)) + "." + rnd(b64url, 6) + "." + rnd(b64url, pick([]int{27, 38, 38}))
}

func hdsShDiscordEnv() Sample {
	tok := hdsDiscordToken()
	guild := "1" + rnd(digits, 18)
	text := fmt.Sprintf(`# returns-queue bot: posts returned seats for sold-out shows to #day-seats
DISCORD_BOT_TOKEN=%s
DISCORD_GUILD_ID=%s
DISCORD_CHANNEL=day-seats
POLL_SECONDS=%d
`, tok, guild, hdsN(20, 300))
	return hdsS("discord-bot-token", "env", text, []string{tok}, "DISCORD_GUILD_ID="+guild)
}

func hdsShDiscordChat() Sample {
	tok := hdsDiscordToken()
	ch := pick([]string{"#box-office-alerts", "#foh-team", "#volunteers", "#late-night-events"})
	text := fmt.Sprintf(pick([]string{
		"%[1]s: bot token for the %[2]s bot is %[3]s, put it on the pi in the FOH office\n%[4]s: done, it's online",
		"%[1]s: I reset the %[2]s bot's token because it was posting twice. New token: %[3]s\n%[4]s: thx, restarting",
		"%[4]s: how do I run the %[2]s bot locally?\n%[1]s: python bot.py with DISCORD_TOKEN=%[3]s in your env, but don't commit it",
	}), hdsFirstN(), ch, tok, hdsFirstN())
	return hdsS("discord-bot-token", "chat", text, []string{tok}, ch)
}

func hdsShDiscordPy() Sample {
	tok := hdsDiscordToken()
	text := fmt.Sprintf(`import discord

intents = discord.Intents.default()
client = discord.Client(intents=intents)

@client.event
async def on_ready():
    print("volunteer rota bot ready for %s")

client.run("%s")`, pick(hdsVenues).name, tok)
	return hdsS("discord-bot-token", "python", text, []string{tok}, "volunteer rota bot")
}

func hdsShDiscordYAML() Sample {
	tok := hdsDiscordToken()
	text := fmt.Sprintf(`discord:
  token: %s
  announce_channel: "%s"
  message: "Doors open for %s — returns at the box office"`, tok, "1"+rnd(digits, 18), pick(hdsShows))
	return hdsS("discord-bot-token", "yaml", text, []string{tok}, "announce_channel")
}

func hdsShDiscordTrapIDs() Sample {
	text := fmt.Sprintf(`Discord app for the returns-queue bot
Application ID: %s
Public key: %s
Permissions integer: %d
Invite: https://discord.com/oauth2/authorize?client_id=%[1]s&scope=bot&permissions=%[3]d
Token: stored in the FOH pi's env file (DISCORD_BOT_TOKEN), not here.`, "1"+rnd(digits, 18), rnd(hexs, 64), hdsN(1024, 277025508352))
	return hdsT("trap-discord-ids", "notes", text)
}

func hdsShDiscordTrapReset() Sample {
	text := fmt.Sprintf(pick([]string{
		"%[1]s: the volunteers bot token leaked in a screenshot so I hit Reset Token in the developer portal. New one is in 1Password (FOH > Discord bot).",
		"%[1]s: DISCORD_BOT_TOKEN=<bot token from the developer portal> — fill that in, the rest of .env.example is fine (POLL_SECONDS=%[2]d)",
	}), hdsFirstN(), hdsN(20, 300))
	return hdsT("trap-secret-reference", "chat", text)
}

func hdsShDiscordTrapInvite() Sample {
	text := fmt.Sprintf(`Join the volunteers' server: https://discord.gg/%s
Rota channel id %s, announcements %s. Ping %s with questions.`, rnd(alnum, 8), "1"+rnd(digits, 18), "1"+rnd(digits, 18), hdsFirstN())
	return hdsT("trap-discord-ids", "mail", text)
}

func hdsShLoginChat() Sample {
	pw := hdsPw()
	user := pick([]string{"admin", "operator", "lxtech", "boxoffice", "foh", "volunteer"})
	thing := pick([]string{"grandMA onPC laptop", "Q-SYS UCI editor", "kiosk admin page", "CMS staging", "projector web page", "NVR"})
	text := fmt.Sprintf(pick([]string{
		"%[1]s: the login for the %[2]s is %[3]s / %[4]s",
		"%[1]s: what's the %[2]s login?\n%[5]s: the login is %[3]s / %[4]s — change it after the show please",
		"%[5]s: login is %[3]s / %[4]s for the %[2]s, %[1]s set it up yesterday",
	}), hdsFirstN(), thing, user, pw, hdsFirstN())
	return hdsS("login-password", "chat", text, []string{pw}, thing)
}

func hdsShLoginYAML() Sample {
	pw := strings.ReplaceAll(hdsPw(), "#", "")
	user := pick([]string{"admin", "supervisor", "technician", "lx"})
	text := fmt.Sprintf(`%s:
  host: %s
  location: %s
  login: %s / %s
  notes: "reboot from the rack if the web UI hangs"`, pick([]string{"lighting_desk", "media_server", "access_panel", "nvr"}), hdsIP(),
		pick([]string{"FOH rack", "dimmer room", "Gallery 4 AV cupboard"}), user, pw)
	return hdsS("login-password", "yaml", text, []string{pw}, "login: "+user+" /")
}

func hdsShLoginMail() Sample {
	pw := hdsPw()
	user := pick([]string{"visitingco", "touring", "guestLD"})
	text := fmt.Sprintf(`Hi %s,

For the dressing room TVs (show relay), the login is %s / %s on the relay web page.
Any problems call stage door.

%s`, hdsFirstN(), user, pw, hdsName())
	return hdsS("login-password", "mail", text, []string{pw}, "show relay")
}

func hdsShLoginTrapRef() Sample {
	text := fmt.Sprintf(pick([]string{
		"%[1]s: the login is admin / ask %[2]s for the password, it's not in slack for a reason",
		"%[1]s: login is operator / (see the AV vault entry \"Q-SYS UCI\")",
		"%[1]s: the login is admin / the password is on the label under the unit — check with %[2]s first",
	}), hdsFirstN(), hdsFirstN())
	return hdsT("trap-secret-reference", "chat", text)
}

func hdsShLoginTrapYAML() Sample {
	text := fmt.Sprintf(`lighting_desk:
  host: %s
  login: admin / %s
  notes: "credentials in the LX vault"`, hdsIP(), pick([]string{"<password>", "********", "${LX_DESK_PASSWORD}"}))
	return hdsT("trap-placeholder", "yaml", text)
}

func hdsShLoginTrapUsual() Sample {
	text := fmt.Sprintf(pick([]string{
		"%s: for the staff intranet the login is your staff number / your usual Windows password",
		"%s: login is your work email / the password you set on day one, IT can't see it",
	}), hdsFirstN())
	return hdsT("trap-password-talk", "chat", text)
}

func hdsSplitAt(s string) (string, string) {
	i := len(s)/2 + hdsN(-4, 4)
	return s[:i], s[i:]
}

func hdsShSplitChat() Sample {
	key := pick([]string{"sk_live_" + rnd(alnum, 60), "shpat_" + rnd(hexs, 32), rnd(alnum+"+/", 43) + "=", "SG." + rnd(b64url, 22) + "." + rnd(b64url, 43)})
	a, b := hdsSplitAt(key)
	who := hdsFirstN()
	what := "ticketing integration"
	switch {
	case strings.HasPrefix(key, "sk_live_"):
		what = "card payments"
	case strings.HasPrefix(key, "SG."):
		what = "e-mail receipts"
	case strings.HasPrefix(key, "shpat_"):
		what = "museum shop"
	}
	text := fmt.Sprintf(`%s: the key for the `+what+` is too long for one text, sending in two
%s: part 1: %s
%s: part 2: %s
%s: got both, joining them`, who, who, a, who, b, hdsFirstN())
	return hdsS("split-key", "chat", text, []string{a, b}, "the key for the "+what)
}

func hdsShSplitEnv() Sample {
	tok := rnd(b64url, hdsN(70, 110))
	a, b := hdsSplitAt(tok)
	text := fmt.Sprintf(`# audience data platform export
EXPORT_URL=https://api.%s/v1/exports
EXPORT_TOKEN="%s\
%s"
EXPORT_FORMAT=parquet`, pick(hdsVenues).dom, a, b)
	return hdsS("split-key", "env", text, []string{a, b}, "EXPORT_FORMAT=parquet")
}

func hdsShSplitMail() Sample {
	tok := rnd(alnum, hdsN(80, 120))
	a, b := hdsSplitAt(tok)
	text := fmt.Sprintf(`Subject: API access for the collections search app

Dear %s,

Your access token for the collection API (read-only, expires in a year) is below. Our mail
system wraps long lines, so join the two lines without a space:

%s
%s

Rate limit is %d requests per minute.
%s, Digital Team`, hdsFirstN(), a, b, hdsN(60, 600), hdsName())
	return hdsS("split-key", "mail", text, []string{a, b}, "collections search app")
}

func hdsShSplitTrap() Sample {
	switch rng.IntN(3) {
	case 0:
		h := rnd(hexs, 64)
		return hdsT("trap-checksum", "mail", fmt.Sprintf("SHA-256 of the exhibition catalogue PDF (wrapped by my mail client):\n%s\n%s\nPlease check before sending to print.", h[:32], h[32:]))
	case 1:
		u := hdsUUID()
		return hdsT("trap-uuid", "chat", fmt.Sprintf("%s: the loan agreement record id is too long for the form field, it's\n%s\n%s\n(one uuid)", hdsFirstN(), u[:18], u[18:]))
	default:
		t := rnd(hexs, 32)
		return hdsT("trap-request-id", "log", fmt.Sprintf("ERROR export failed trace_id=%s\\\n  %s span=%s", t[:16], t[16:], rnd(hexs, 16)))
	}
}

func hdsShPkidChat() Sample {
	id := rnd(hexs, 40)
	sa := pick([]string{"coll-search", "ticket-reports", "donor-bq", "iiif-uploader"}) + "@" + pick([]string{"museum-data", "venue-analytics", "kh-collections"}) + "-" + rnd(digits, 6) + ".iam.gserviceaccount.com"
	text := fmt.Sprintf(pick([]string{
		"%[1]s: heads up, the JSON for %[2]s was attached to a public Trello card. private_key_id was %[3]s, can you revoke that key?\n%[4]s: revoked, new key issued",
		"%[1]s: for the record, the key we gave the agency for %[2]s has private_key_id %[3]s — delete it when the contract ends",
		"%[1]s: which key is the dashboard using? %[2]s has two.\n%[4]s: the one with private_key_id \"%[3]s\"",
	}), hdsFirstN(), sa, id, hdsFirstN())
	return hdsS("gcp-private-key-id", "chat", text, []string{id}, sa)
}

func hdsShPkidTicket() Sample {
	id := rnd(hexs, 40)
	text := fmt.Sprintf(`SEC-%d: service account key committed to the exhibitions repo

The file gcp-key.json (private_key_id: %s) was in commit %s of the exhibitions site for %d days.
The key was disabled at %s. Owner: %s. Please check BigQuery audit logs for use from unknown IPs.`,
		hdsN(10, 400), id, rnd(hexs, 7), hdsN(1, 30), hdsTime(), hdsName())
	return hdsS("gcp-private-key-id", "ticket", text, []string{id}, "gcp-key.json")
}

func hdsShPkidTrapIDs() Sample {
	text := fmt.Sprintf(`Service account for the visitor dashboard: dash-reader@%s.iam.gserviceaccount.com
client_id %s, project %s. Deployed from commit %s. The key itself is in Secret Manager (dash-reader-key).`,
		"venue-analytics-"+rnd(digits, 6), rnd(digits, 21), "venue-analytics-"+rnd(digits, 6), rnd(hexs, 40))
	return hdsT("trap-client-id", "notes", text)
}

func hdsShPkidTrapDeleted() Sample {
	text := fmt.Sprintf(`%s: I deleted all user-managed keys on the coll-search service account, it uses workload identity now, so there's no private_key_id to rotate any more. Commit %s has the change.`,
		hdsFirstN(), rnd(hexs, 40))
	return hdsT("trap-commit-sha", "chat", text)
}
