package main

import (
	"strings"
)

// Four shapes in a payroll/HR setting: Discord bot tokens, "login is user / pw" prose,
// keys split across two lines, and a service account's private_key_id in prose. Each with traps.

func hdlShapeGens() []hdlGen {
	return []hdlGen{
		{hdlDiscordChat, 3}, {hdlDiscordEnv, 3}, {hdlDiscordPy, 2}, {hdlDiscordJSON, 2},
		{hdlDiscordTrapIDs, 2}, {hdlDiscordTrapMasked, 2}, {hdlDiscordTrapRef, 1},
		{hdlLoginChat, 3}, {hdlLoginYAML, 3}, {hdlLoginSpanish, 2}, {hdlLoginMemory, 2},
		{hdlLoginTrapSSO, 2}, {hdlLoginTrapVault, 2}, {hdlLoginTrapYAML, 1},
		{hdlSplitChat, 3}, {hdlSplitShell, 3}, {hdlSplitLetter, 2}, {hdlSplitMail, 2},
		{hdlSplitTrapChecksum, 2}, {hdlSplitTrapTrace, 2},
		{hdlPKIDChat, 3}, {hdlPKIDMail, 3}, {hdlPKIDRotate, 2}, {hdlPKIDMemory, 2},
		{hdlPKIDTrapCommit, 2}, {hdlPKIDTrapSha1, 2}, {hdlPKIDTrapClient, 1},
	}
}

func hdlBotName() string {
	return hdlOne("PaydayBot", "ShiftPal", "RotaBot", "PayslipPinger", "ClockBot", "HR Helper")
}

func hdlDiscordChat() Sample {
	tok := hdlDiscordBot()
	bot := hdlBotName()
	t := hdlF("%s: %s stopped posting the payday reminders in the staff Discord\n%s: prob the token, i regenerated it last week. new one is %s\n%s: updated on the server, it's back online",
		hdlFirst(), bot, hdlFirst(), tok, hdlFirst())
	return hdlSec("discord-bot-token", "chat", t, hdlS(tok), bot)
}

func hdlDiscordEnv() Sample {
	tok := hdlDiscordBot()
	guild := hdlDigits(18 + rng.IntN(2))
	t := hdlF(`# rota + payslip reminder bot for the kitchen staff server
DISCORD_BOT_TOKEN=%s
DISCORD_GUILD_ID=%s
ROTA_CHANNEL=rota-%s
PAYDAY_CRON="0 9 %d * *"`, tok, guild, hdlOne("kitchen", "frontofhouse", "warehouse"), 20+rng.IntN(8))
	return hdlSec("discord-bot-token", "env", t, hdlS(tok), guild)
}

func hdlDiscordPy() Sample {
	tok := hdlDiscordBot()
	t := hdlF(`import discord

intents = discord.Intents.default()
client = discord.Client(intents=intents)

@client.event
async def on_ready():
    ch = client.get_channel(%s)
    await ch.send("Timesheets close tonight at %s - please check your hours in the portal!")

client.run("%s")`, hdlDigits(19), hdlTime(), tok)
	return hdlSec("discord-bot-token", "code", t, hdlS(tok))
}

func hdlDiscordJSON() Sample {
	tok := hdlDiscordBot()
	app := hdlDigits(19)
	t := hdlF(`{
  "applicationId": "%s",
  "token": "%s",
  "prefix": "!",
  "shiftSwapChannel": "%s",
  "managersRole": "Shift Leads"
}`, app, tok, hdlDigits(19))
	return hdlSec("discord-bot-token", "json", t, hdlS(tok), app)
}

func hdlDiscordTrapIDs() Sample {
	t := hdlF(`%s setup (staff server)
Application ID: %s
Public key: %s
Guild ID: %s
Permissions integer: %s
The bot token itself is only in the hosting dashboard's environment variables; do not paste it here.`,
		hdlBotName(), hdlDigits(19), hdlHex(64), hdlDigits(18), hdlOne("2048", "274877975552", "84992"))
	return hdlTrap("trap-discord-ids", "note", t)
}

func hdlDiscordTrapMasked() Sample {
	id := hdlDiscordBot()
	pre := strings.SplitN(id, ".", 2)[0][:8]
	t := hdlF("Discord says our token for %s was reset because it was found in a public repo (%s...). I generated a new one and put it in the env vars; nothing to do on your side.", hdlBotName(), pre)
	return hdlTrap("trap-discord-masked", "chat", t)
}

func hdlDiscordTrapRef() Sample {
	t := `services:
  rota-bot:
    image: ghcr.io/hr-tools/rota-bot:1.4.2
    environment:
      DISCORD_BOT_TOKEN: ${DISCORD_BOT_TOKEN}
      GUILD_ID: "` + hdlDigits(18) + `"
      TZ: Europe/London`
	return hdlTrap("trap-discord-env-ref", "yaml", t)
}

func hdlLoginChat() Sample {
	pw := hdlPw()
	var user, what string
	switch rng.IntN(3) {
	case 0:
		user, what = "admin", "the "+pick(hdlClocks)+" web panel"
	case 1:
		user, what = "payroll@"+hdlCoPick().domain, hdlHRIS().name
	default:
		user, what = hdlOne("supervisor", "hradmin", "sitemgr"), "the timesheet approval screen"
	}
	t := hdlF("%s the login for %s is %s / %s", hdlOne("fyi", "btw", "ok so", "for tonight:"), what, user, pw)
	if rng.IntN(2) == 0 {
		t = hdlF("%s: how do I get into %s?\n%s: login is %s / %s", hdlFirst(), what, hdlFirst(), user, pw)
	}
	return hdlSec("password-login-prose", "chat", t, hdlS(pw), user)
}

func hdlLoginYAML() Sample {
	pw := hdlPw()
	user := hdlOne("admin", "supervisor", "kiosk-admin", "payroll")
	site := pick(hdlSites)
	t := hdlF(`# site handover - %s
timeclock:
  model: %s
  ip: 10.%s.%s.%s
  login: %s / %s
payroll:
  cutoff: "%s"
  contact: %s`, site, pick(hdlClocks), hdlDigits(2), hdlDigits(1), hdlDigits(2), user, pw, hdlOne("Mon 12:00", "18th", "Tue 09:00"), hdlFirst())
	return hdlSec("password-login-prose", "yaml", t, hdlS(pw), user)
}

func hdlLoginSpanish() Sample {
	pw := hdlPw()
	t := hdlF("Para fichar desde la tablet de %s: el login es encargado / %s (no se lo deis a los temporales)", pick(hdlSites), pw)
	return hdlSec("password-login-prose", "chat", t, hdlS(pw), "encargado")
}

func hdlLoginMemory() Sample {
	pw := hdlPw()
	user := "hr.ops@" + hdlCoPick().domain
	t := hdlF("Login for the %s employer portal is %s / %s (user asked me to keep it for the monthly contribution upload).", pick(hdlBenefits), user, pw)
	return hdlSec("password-login-prose", "memory", t, hdlS(pw), user)
}

func hdlLoginTrapSSO() Sample {
	t := hdlOne(
		"New starters: the login is your work email / your normal Microsoft password (SSO), no separate account needed for "+hdlHRIS().name+".",
		"login is your employee number / the 4-digit PIN you chose on day one. If you forgot it, ask your shift lead to reset it.",
		"the login for the "+pick(hdlClocks)+" is admin / same as the alarm panel, ask "+hdlFirst()+" in person")
	return hdlTrap("trap-login-prose", "chat", t)
}

func hdlLoginTrapVault() Sample {
	t := hdlF("%s: what's the login for the %s portal?\n%s: login is payroll@%s / see 1Password, vault \"Payroll\", item \"%s admin\"",
		hdlFirst(), pick(hdlBenefits), hdlFirst(), hdlCoPick().domain, hdlOne("Pension", "Benefits", "Bank"))
	return hdlTrap("trap-login-prose", "chat", t)
}

func hdlLoginTrapYAML() Sample {
	t := hdlF(`# site handover - %s
timeclock:
  model: %s
  login: admin / <set during install, stored in vault>
payroll:
  cutoff: "18th"`, pick(hdlSites), pick(hdlClocks))
	return hdlTrap("trap-login-prose", "yaml", t)
}

func hdlSplitToken() string {
	switch rng.IntN(4) {
	case 0:
		return hdlHex(40)
	case 1:
		return hdlJWT()
	case 2:
		return hdlStripeSK()
	}
	return rnd(alnum, 56+rng.IntN(20))
}

func hdlSplitAt(s string) (string, string) {
	i := len(s)/2 + rng.IntN(5) - 2
	return s[:i], s[i:]
}

func hdlSplitChat() Sample {
	a, b := hdlSplitAt(hdlSplitToken())
	v := hdlHRIS()
	t := hdlF("%s API key for the payroll export, Teams kept cutting it off so in two bits:\n%s\n%s\njust paste them together with no space", v.name, a, b)
	return hdlSec("split-api-key", "chat", t, hdlS(a, b))
}

func hdlSplitShell() Sample {
	a, b := hdlSplitAt(rnd(alnum, 60+rng.IntN(20)))
	t := hdlF(`$ export PAYROLL_API_TOKEN="%s\
%s"
$ ./sync_hours.sh --from %s --dry-run
fetched 214 timesheets, 3 with missing approvals`, a, b, hdlDate())
	return hdlSec("split-api-token", "shell", t, hdlS(a, b))
}

func hdlSplitLetter() Sample {
	a, b := hdlSplitAt(strings.ToUpper(rnd(hexs, 48)))
	t := hdlF(`(scanned letter from %s, OCR)
Your pension scheme API access key
Please keep this key confidential. It allows contribution files to be submitted on your behalf.
Access key: %s
            %s
Scheme reference: %s`, pick(hdlBenefits), a, b, "PS"+hdlDigits(8))
	return hdlSec("split-api-key", "letter", t, hdlS(a, b))
}

func hdlSplitMail() Sample {
	a, b := hdlSplitAt(hdlJWT())
	t := hdlF(`> From: integrations@%s
> the long-lived token for the benefits carrier feed is:
> Bearer %s
> %s
> It expires in 12 months.

Thanks - where should this go, the EDI server or the HRIS?`, hdlCoPick().domain, a, b)
	return hdlSec("split-bearer-token", "mail", t, hdlS(a, b))
}

func hdlSplitTrapChecksum() Sample {
	h := hdlHex(64)
	t := hdlF(`Bank confirmed receipt of payments_%s.xml.pgp
SHA-256 (as printed on their receipt):
%s
%s
matches ours, so nothing to resend.`, hdlDate(), h[:32], h[32:])
	return hdlTrap("trap-split-checksum", "mail", t)
}

func hdlSplitTrapTrace() Sample {
	id := hdlHex(32)
	t := hdlF("%s support asked for the trace id of the failed payroll import, it wrapped in the error box:\n%s\n%s\nticket number is %s", hdlHRIS().name, id[:16], id[16:], hdlDigits(7))
	return hdlTrap("trap-split-trace-id", "chat", t)
}

func hdlSAEmail() string {
	return hdlOne("payroll-export", "hris-sync", "benefits-feed", "headcount-bi") + "@" +
		hdlOne("people-analytics", "hr-data", "payroll-prod", "comp-bi") + "-" + hdlDigits(6) + ".iam.gserviceaccount.com"
}

func hdlPKIDChat() Sample {
	id := hdlHex(40)
	sa := hdlSAEmail()
	t := hdlF("the headcount dashboard stopped refreshing. it's using %s, key id %s - was that the one you deleted yesterday?", sa, id)
	return hdlSec("gcp-private-key-id", "chat", t, hdlS(id), sa)
}

func hdlPKIDMail() Sample {
	id := hdlHex(40)
	sa := hdlSAEmail()
	t := hdlF(`Subject: [Action required] Exposed service account key

We detected a publicly exposed credential for service account %s.
The key with private_key_id %s was found in a public GitHub repository.
Please rotate the key and review the project's activity logs for payroll data access.`, sa, id)
	return hdlSec("gcp-private-key-id", "mail", t, hdlS(id), sa)
}

func hdlPKIDRotate() Sample {
	old, nw := hdlHex(40), hdlHex(40)
	t := hdlF(`[%s] Rotated the BigQuery payroll export key.
Old private_key_id %s disabled, new private_key_id is %s.
New JSON uploaded to the scheduler; next run %s.`, "OPS-"+hdlDigits(4), old, nw, hdlDate())
	return hdlSec("gcp-private-key-id", "ticket", t, hdlS(old, nw))
}

func hdlPKIDMemory() Sample {
	id := hdlHex(40)
	sa := hdlSAEmail()
	t := hdlF("Payroll BI export authenticates as %s; current private_key_id is %s (created %s).", sa, id, hdlDate())
	return hdlSec("gcp-private-key-id", "memory", t, hdlS(id), sa)
}

func hdlPKIDTrapCommit() Sample {
	t := hdlF("fixed the overtime rounding bug in the export script, commit %s on main. the service account key didn't need changing.", hdlHex(40))
	return hdlTrap("trap-commit-sha", "chat", t)
}

func hdlPKIDTrapSha1() Sample {
	t := hdlF("SHA1 of the pension contribution file we uploaded on %s: %s. Provider says theirs is different, so they got a truncated file.", hdlDate(), hdlHex(40))
	return hdlTrap("trap-file-sha1", "mail", t)
}

func hdlPKIDTrapClient() Sample {
	t := hdlF("For the domain-wide delegation in the Workspace admin console use the service account's client ID %s (not the email %s). Scopes: directory read-only.", hdlDigits(21), hdlSAEmail())
	return hdlTrap("trap-sa-client-id", "chat", t)
}
