package main

import (
	"fmt"
	"strings"
)

// Four recurring shapes in a newsroom setting: Discord bot tokens, "login is user / pw" prose,
// keys split over two lines, and a service account's private_key_id in prose. Each with traps.

func hdaShapeGens() []hdaGen {
	return []hdaGen{
		{12, hdaShDiscordBot},
		{6, hdaShDiscordTrap},
		{12, hdaShLogin},
		{5, hdaShLoginTrap},
		{10, hdaShSplit},
		{5, hdaShSplitTrap},
		{10, hdaShKeyID},
		{5, hdaShKeyIDTrap},
	}
}

func hdaDiscordBot() string {
	return hdaP("M", "N", "O") + rnd(alnum, hdaN(23, 25)) + "." + rnd(b64url, 6) + "." + rnd(b64url, pick([]int{27, 38}))
}

func hdaShDiscordBot() Sample {
	tok := hdaDiscordBot()
	o := hdaOut()
	bot := o.short + "-" + hdaP("headlines", "liveblog", "scores", "alerts") + "-bot"
	var t, f string
	switch rng.IntN(6) {
	case 0:
		f = "chat"
		t = fmt.Sprintf("%s: reset the token for %s after the leak, new one is %s\n%s: redeploying", hdaFirst(), bot, tok, hdaFirst())
	case 1:
		f = "code"
		t = fmt.Sprintf("# %s — posts every published story into the readers' server\nimport discord\n\nintents = discord.Intents.default()\nclient = discord.Client(intents=intents)\n\nclient.run(\"%s\")\n", bot, tok)
	case 2:
		f = "env"
		t = fmt.Sprintf("DISCORD_BOT_TOKEN=%s\nDISCORD_GUILD_ID=%s\nDISCORD_NEWS_CHANNEL=%s\n", tok, hdaDig(18), hdaDig(19))
	case 3:
		f = "yaml"
		t = fmt.Sprintf("discord:\n  bot_name: %s\n  token: \"%s\"\n  post_channels:\n    - %s\n", bot, tok, hdaDig(18))
	case 4:
		f = "log"
		t = fmt.Sprintf("%s [INFO] %s starting\n%s [DEBUG] gateway: IDENTIFY token=%s shard=0\n%s [INFO] connected to %d guilds", hdaStamp(), bot, hdaStamp(), tok, hdaStamp(), hdaN(1, 4))
	default:
		f = "ticket"
		t = fmt.Sprintf("SOC-%d: Discord bot token committed to the %s repo\n\nToken found in config.json: %s\nAction: regenerate in the developer portal, purge from git history.", hdaN(100, 999), bot, tok)
	}
	return hdaS("discord-bot-token", f, t, hdaL(tok), bot)
}

func hdaShDiscordTrap() Sample {
	o := hdaOut()
	bot := o.short + "-" + hdaP("headlines", "scores", "alerts") + "-bot"
	var t, f string
	switch rng.IntN(4) {
	case 0:
		f = "notes"
		t = fmt.Sprintf("Discord app for %s\nApplication ID: %s\nPublic Key: %s\nInvite: https://discord.com/oauth2/authorize?client_id=%s&scope=bot&permissions=%d\nToken: stored in Vault at kv/social/discord", bot, hdaDig(18), hdaHex(64), hdaDig(18), hdaN(2048, 277025770560))
	case 1:
		f = "env"
		t = fmt.Sprintf("DISCORD_BOT_TOKEN=${DISCORD_BOT_TOKEN}\nDISCORD_GUILD_ID=%s\nDISCORD_NEWS_CHANNEL=%s\n", hdaDig(18), hdaDig(19))
	case 2:
		f = "chat"
		t = fmt.Sprintf("%s: the bot token is in 1Password under \"%s\", don't paste it here pls. channel id is %s", hdaFirst(), bot, hdaDig(19))
	default:
		f = "log"
		t = fmt.Sprintf("%s [INFO] %s starting\n%s [DEBUG] gateway: IDENTIFY token=[redacted] shard=0 session=%s\n%s [INFO] ready as %s#%04d", hdaStamp(), bot, hdaStamp(), hdaHex(32), hdaStamp(), bot, hdaN(1, 9999))
	}
	return hdaT("trap-discord-ids", f, t)
}

func hdaShLogin() Sample {
	o := hdaOut()
	u := hdaP("admin", "desk", "editor", hdaDeskAcct(), "photo", o.short+"admin", "redaktion")
	pw := hdaPw()
	svc := hdaP("wire portal", "photo archive", "print PDF site", "newsletter tool", "podcast host", "old WordPress", "syndication portal")
	var t, f string
	switch rng.IntN(6) {
	case 0:
		f = "chat"
		t = fmt.Sprintf("%s: fyi the login is %s / %s for the %s", hdaFirst(), u, pw, svc)
	case 1:
		f = "chat"
		t = fmt.Sprintf("%s: anyone know how to get into the %s?\n%s: login is %s / %s, but don't tell IT we share it", hdaFirst(), svc, hdaFirst(), u, pw)
	case 2:
		f = "chat"
		t = fmt.Sprintf("%s: Login für das %s ist %s / %s", hdaFirst(), hdaP("Bildarchiv", "Agenturportal", "E-Paper-Backend"), u, pw)
	case 3:
		f = "yaml"
		t = fmt.Sprintf("# desk tools inventory\n- name: %s\n  url: https://%s\n  owner: %s\n  notes: \"login is %s / %s, shared by the desk\"\n", svc, hdaP("portal.", "archive.", "pdf.")+o.dom, hdaPerson(), u, pw)
	case 4:
		f = "yaml"
		t = fmt.Sprintf("%s:\n  url: https://%s\n  login: %s / %s\n  2fa: none\n", strings.ReplaceAll(svc, " ", "_"), hdaP("tools.", "legacy.", "media.")+o.dom, u, pw)
	default:
		f = "chat"
		t = fmt.Sprintf("[%s] %s: covering the weekend? the %s login is %s / %s — first letter capital", hdaClock(), hdaFirst(), svc, u, pw)
	}
	return hdaS("login-password", f, t, hdaL(pw), u, svc)
}

func hdaShLoginTrap() Sample {
	u := hdaP("admin", "desk", "editor", hdaDeskAcct())
	svc := hdaP("wire portal", "photo archive", "print PDF site", "newsletter tool")
	var t, f string
	switch rng.IntN(4) {
	case 0:
		f = "chat"
		t = fmt.Sprintf("%s: the login is %s / ask the duty editor for the password, it changed on %s", hdaFirst(), u, hdaDate())
	case 1:
		f = "yaml"
		t = fmt.Sprintf("- name: %s\n  login: %s / (see 1Password vault \"Desk\")\n  owner: %s\n", svc, u, hdaPerson())
	case 2:
		f = "chat"
		t = fmt.Sprintf("%s: login is your normal SSO for the %s now, no more %s / shared password 🎉", hdaFirst(), svc, u)
	default:
		f = "yaml"
		t = fmt.Sprintf("%s:\n  login: %s / ********\n  note: password rotated monthly by IT\n", strings.ReplaceAll(svc, " ", "_"), u)
	}
	return hdaT("trap-login-no-password", f, t)
}

func hdaShSplit() Sample {
	var k, what string
	switch rng.IntN(6) {
	case 0:
		k, what = hdaStripe("sk"), "Stripe secret key"
	case 1:
		k, what = hdaSG(), "SendGrid key"
	case 2:
		k, what = hdaOpenAI(), "OpenAI key"
	case 3:
		k, what = hdaSlackBot(), "Slack bot token"
	case 4:
		k, what = hdaTwBearer(), "X bearer token"
	default:
		k, what = rnd(alnum, 64), "Arc API token"
	}
	cut := len(k)*2/5 + rng.IntN(len(k)/5+1)
	h1, h2 := k[:cut], k[cut:]
	var t, f string
	switch rng.IntN(4) {
	case 0:
		f = "mail"
		t = fmt.Sprintf("Hi %s,\n\nHere is the %s for the %s project (my mail client wrapped it, join the two lines):\n\n    %s\n    %s\n\nThanks,\n%s", hdaFirst(), what, hdaP("newsletter", "archive", "liveblog"), h1, h2, hdaFirst())
	case 1:
		f = "chat"
		t = fmt.Sprintf("%s: %s is\n%s\n%s\n(one line, no space — slack broke it)", hdaFirst(), what, h1, h2)
	case 2:
		f = "shell"
		t = fmt.Sprintf("$ export API_TOKEN=\"%s\\\n%s\"\n$ ./publish.sh --dry-run\nauth ok", h1, h2)
	default:
		f = "code"
		t = fmt.Sprintf("# %s, split to keep the line under 100 chars\nTOKEN = (\n    \"%s\"\n    \"%s\"\n)\n", what, h1, h2)
	}
	return hdaS("split-secret", f, t, hdaL(h1, h2))
}

func hdaShSplitTrap() Sample {
	var t, f string
	switch rng.IntN(4) {
	case 0:
		tr := hdaHex(32)
		f = "log"
		t = fmt.Sprintf("%s ERROR render article=%s trace_id=%s\n    %s span=%s took=%dms", hdaStamp(), hdaDig(7), tr[:16], tr[16:], hdaHex(16), hdaN(200, 9000))
	case 1:
		s := hdaHex(64)
		f = "mail"
		t = fmt.Sprintf("Hi,\n\nThe SHA-256 of the leaked spreadsheet we received is (wrapped):\n\n    %s\n    %s\n\nPlease check yours matches before we quote from it.\n\n%s", s[:32], s[32:], hdaFirst())
	case 2:
		u := fmt.Sprintf("https://www.%s/%s/%s/%s-%s", hdaOut().dom, hdaP("news", "politics", "sport"), hdaDate(), hdaP("council-backs-night-tram-plan-after-long-debate", "storm-closes-coast-road-for-second-night-running"), hdaDig(8))
		c := len(u) / 2
		f = "chat"
		t = fmt.Sprintf("%s: link for the newsletter (wrapped, sorry):\n%s\n%s", hdaFirst(), u[:c], u[c:])
	default:
		d := rnd(b64url, 80)
		f = "code"
		t = fmt.Sprintf("# request id from the CDN, split for readability\nREQ = (\n    \"%s\"\n    \"%s\"\n)\n", d[:40], d[40:])
	}
	return hdaT("trap-split-id", f, t)
}

func hdaShKeyID() Sample {
	o := hdaOut()
	kid := hdaHex(40)
	proj := o.short + "-" + hdaP("analytics", "archive", "speech", "newsletter") + "-" + hdaDig(6)
	sa := hdaP("bq-export", "transcriber", "sheets-bot", "archive-reader") + "@" + proj + ".iam.gserviceaccount.com"
	var t, f string
	switch rng.IntN(5) {
	case 0:
		f = "chat"
		t = fmt.Sprintf("%s: the key that leaked is the one with private_key_id %s on %s — disabling it now", hdaFirst(), kid, sa)
	case 1:
		f = "ticket"
		t = fmt.Sprintf("SEC-%d Service account key found in public gist\n\nAccount: %s\nprivate_key_id: %s\nFound by: %s\nStatus: key deleted, new one in Secret Manager", hdaN(100, 999), sa, kid, hdaPerson())
	case 2:
		f = "notes"
		t = fmt.Sprintf("Audience data pipeline — handover\n* runs nightly at 02:00 on %s\n* uses %s, current private_key_id is %s\n* dashboard owner: %s", proj, sa, kid, hdaPerson())
	case 3:
		f = "chat"
		t = fmt.Sprintf("%s: Die private_key_id vom Dienstkonto %s lautet %s, bitte in der Doku nachtragen", hdaFirst(), sa, kid)
	default:
		f = "mail"
		t = fmt.Sprintf("Subject: GCP key rotation %s\n\nHi all,\n\nThe transcription service now uses the new key (private_key_id %s) for %s. The old one is revoked on Friday.\n\n%s", hdaDate(), kid, sa, hdaFirst())
	}
	return hdaS("gcp-private-key-id", f, t, hdaL(kid), sa)
}

func hdaShKeyIDTrap() Sample {
	o := hdaOut()
	proj := o.short + "-" + hdaP("analytics", "archive", "speech") + "-" + hdaDig(6)
	var t, f string
	switch rng.IntN(4) {
	case 0:
		f = "chat"
		t = fmt.Sprintf("%s: fixed the service account loader in commit %s, it was reading the wrong field", hdaFirst(), hdaHex(40))
	case 1:
		f = "ticket"
		t = fmt.Sprintf("SEC-%d Rotate service account key for %s\n\nDon't paste the private_key_id or the JSON here — attach it to the vault request instead. client_id is %s.", hdaN(100, 999), proj, hdaDig(21))
	case 2:
		f = "notes"
		t = fmt.Sprintf("Pipeline notes: project %s, project number %s, dataset audience_%s. Key JSON lives in Secret Manager (sa-key-latest).", proj, hdaDig(12), hdaP("daily", "hourly"))
	default:
		f = "mail"
		t = fmt.Sprintf("Subject: Image digest for the archive-reader deploy\n\nDeployed sha256:%s to %s. Release tag points at %s.", hdaHex(64), proj, hdaHex(40))
	}
	return hdaT("trap-key-id", f, t)
}
