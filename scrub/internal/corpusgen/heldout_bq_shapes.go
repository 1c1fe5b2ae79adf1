package main

import (
	"fmt"
	"strings"
)

// The four extra shapes, set in schools: Discord bot tokens, "login is user / password" prose,
// keys split across two lines, and a service account's private_key_id in prose; with traps.

func hbqShapeGens() []hbqGen {
	return []hbqGen{
		{4, hbqBotCode},
		{4, hbqBotChat},
		{3, hbqBotEnv},
		{2, hbqBotInviteTrap},
		{2, hbqBotPubKeyTrap},
		{2, hbqBotPlaceholderTrap},
		{6, hbqLoginChat},
		{4, hbqLoginYAML},
		{3, hbqLoginNoPwTrap},
		{2, hbqLoginYAMLTrap},
		{4, hbqSplitMail},
		{3, hbqSplitChat},
		{3, hbqSplitShell},
		{2, hbqSplitChecksumTrap},
		{2, hbqSplitURLTrap},
		{4, hbqKeyIDProse},
		{4, hbqKeyIDChat},
		{2, hbqKeyIDCommitTrap},
		{2, hbqKeyIDClientTrap},
	}
}

func hbqBotCode() Sample {
	tok := hbqDiscordBot()
	guild := hbqSnowflake()
	t := fmt.Sprintf(`# homework_bot.py — %s class server
import discord
from discord.ext import commands

GUILD_ID = %s
bot = commands.Bot(command_prefix="!", intents=discord.Intents.default())

@bot.command()
async def due(ctx):
    await ctx.send("Next due: %s, %s")

bot.run("%s")`, pick(hbqCourses), guild, pick([]string{"lab report", "chapter 6 questions", "essay plan"}), pick([]string{"Friday", "Monday 8am"}), tok)
	return hbqS("discord-bot-token", "code", t, []string{tok}, guild)
}

func hbqBotChat() Sample {
	tok := hbqDiscordBot()
	t := pick([]string{
		"[#bot-dev] %s: reset the token for the quiz bot, new one is %s — put it in the repl secrets not the code this time",
		"%s: ok so the attendance bot token is %s, can you restart it on the raspberry pi in the lab?",
	})
	return hbqS("discord-bot-token", "chat", fmt.Sprintf(t, hbqFirstN(), tok), []string{tok})
}

func hbqBotEnv() Sample {
	tok := hbqDiscordBot()
	app := hbqSnowflake()
	t := fmt.Sprintf(`# .env for the class server bot (%s)
DISCORD_APPLICATION_ID=%s
DISCORD_TOKEN=%s
HOMEWORK_CHANNEL=%s
`, pick([]string{"Y10 computing", "CS club", "Chem 210 study group"}), app, tok, hbqSnowflake())
	return hbqS("discord-bot-token", "env", t, []string{tok}, app)
}

func hbqBotInviteTrap() Sample {
	t := fmt.Sprintf(`To add the homework bot to your class server, open
https://discord.com/oauth2/authorize?client_id=%s&permissions=%d&scope=bot%%20applications.commands
and pick the server. You need Manage Server on it. The bot's token stays with IT.`, hbqSnowflake(), 2048+rng.IntN(300000))
	return hbqT("trap-bot-invite", "chat", t)
}

func hbqBotPubKeyTrap() Sample {
	t := fmt.Sprintf(`Discord app "%s" (General Information page)
Application ID: %s
Public Key: %s
Interactions endpoint: https://bots.%s/interactions`, pick([]string{"QuizMaster", "HW Reminder", "Attendance"}), hbqSnowflake(), hbqHex(64), hbqDomain())
	return hbqT("trap-public-key", "notes", t)
}

func hbqBotPlaceholderTrap() Sample {
	t := pick([]string{
		"# .env.example — copy to .env\nDISCORD_TOKEN=<paste-your-bot-token>\nGUILD_ID=%s\n",
		"import os\nGUILD_ID = %s\nbot.run(os.environ[\"DISCORD_TOKEN\"])  # token lives in the server's secrets, ask Mr K\n",
	})
	return hbqT("trap-placeholder", "code", fmt.Sprintf(t, hbqSnowflake()))
}

func hbqLoginChat() Sample {
	u := pick([]string{"admin", "teacher", "staff", "Administrator", "root", "itadmin"})
	pw := hbqPw()
	dev := pick([]string{"library kiosk", "smartboard in " + hbqRoom(), "robotics lab router", "3D printer's web panel", "Moodle test site", "bell system"})
	t := pick([]string{
		"%[1]s: the login for the %[2]s is %[3]s / %[4]s",
		"[%[5]s] %[1]s: fyi the login is %[3]s / %[4]s for the %[2]s, don't give it to students",
		"%[1]s: login for the %[2]s is %[3]s / %[4]s. if that fails try rebooting it first",
	})
	txt := fmt.Sprintf(t, hbqFirstN(), dev, u, pw, hbqTime())
	return hbqS("device-password", "chat", txt, []string{pw}, u)
}

func hbqLoginYAML() Sample {
	u := pick([]string{"admin", "labadmin", "sysop", "makerspace"})
	pw := hbqPw()
	name := pick([]string{"printer-staffroom", "av-hall-mixer", "weather-station", "makerspace-pi"})
	t := fmt.Sprintf(`# inventory.yml — %s
devices:
  - name: %s
    ip: %s
    login: %s / %s
    notes: %s
  - name: %s
    ip: %s
    notes: no web login
`, pick([]string{"site IT", "science dept", "AV"}), name, hbqIP(), u, pw, pick([]string{"firmware 2.1", "in cupboard B", "reset via pinhole"}), pick([]string{"door-controller", "clock-master"}), hbqIP())
	return hbqS("device-password", "yaml", t, []string{pw}, name, u)
}

func hbqLoginNoPwTrap() Sample {
	t := pick([]string{
		"%s: the login for the smartboard PC is admin / the usual one, ask the office if you don't know it",
		"%s: login is admin / whatever IT set — it's in the password manager under \"AV\"",
		"%s: the login is teacher / (ask Mrs %s, I'm not putting it in chat)",
	})
	if strings.Count(t, "%s") == 2 {
		return hbqT("trap-password-reference", "chat", fmt.Sprintf(t, hbqFirstN(), pick(hbqLast)))
	}
	return hbqT("trap-password-reference", "chat", fmt.Sprintf(t, hbqFirstN()))
}

func hbqLoginYAMLTrap() Sample {
	t := fmt.Sprintf(`devices:
  - name: %s
    ip: %s
    login: admin / "{{ vault_%s_password }}"
  - name: %s
    ip: %s
    login: admin / ${AV_PANEL_PASSWORD}
`, pick([]string{"printer-library", "projector-hall"}), hbqIP(), pick([]string{"printer", "projector"}), pick([]string{"mixer-gym", "display-foyer"}), hbqIP())
	return hbqT("trap-password-reference", "yaml", t)
}

func hbqSplitAt(s string) (string, string) {
	cut := len(s)/2 - 4 + rng.IntN(9)
	return s[:cut], s[cut:]
}

func hbqSplitMail() Sample {
	tok := hbqCanvasToken()
	a, b := hbqSplitAt(tok)
	t := fmt.Sprintf(`Hi %s,

here's the access token for the gradebook integration you asked about:
%s
%s
(my mail client wrapped it, just join the two lines). It expires at the end of term.

%s`, hbqFirstN(), a, b, hbqFirstN())
	return hbqS("canvas-token", "mail", t, []string{a, b})
}

func hbqSplitChat() Sample {
	var tok string
	switch rng.IntN(3) {
	case 0:
		tok = hbqGhp()
	case 1:
		tok = hbqSlackBot()
	default:
		tok = hbqGOCSPX()
	}
	a, b := hbqSplitAt(tok)
	n := hbqFirstN()
	h, m := 8+rng.IntN(9), rng.IntN(55)
	t := fmt.Sprintf(`[%02d:%02d] %s: token for the classroom sync, sending in 2 bits because teams keeps cutting it
[%02d:%02d] %s: %s
[%02d:%02d] %s: %s
[%02d:%02d] %s: got it`, h, m, n, h, m+1, n, a, h, m+1, n, b, h, m+3, hbqFirstN())
	return hbqS("split-token", "chat", t, []string{a, b})
}

func hbqSplitShell() Sample {
	key := hbqHex(32) + rnd(alnum, 20)
	a, b := hbqSplitAt(key)
	t := fmt.Sprintf(`# set the LTI signing secret on the staging box
export LTI_SHARED_SECRET=%s\
%s
systemctl restart lti-bridge
journalctl -u lti-bridge -n 3 --no-pager`, a, b)
	return hbqS("split-token", "shell", t, []string{a, b})
}

func hbqSplitChecksumTrap() Sample {
	sum := hbqHex(64)
	a, b := sum[:32], sum[32:]
	t := fmt.Sprintf(`Subject: exam papers upload — checksum

Hi %s,

uploaded the encrypted archive to the board's portal. SHA-256 of the zip:
%s
%s
(the mail client split it). The archive password goes by phone as usual, not by mail.

%s`, hbqFirstN(), a, b, hbqFirstN())
	return hbqT("trap-checksum", "mail", t)
}

func hbqSplitURLTrap() Sample {
	t := fmt.Sprintf(`Syllabus link for %s (copy both lines into the browser):
https://docs.google.com/document/d/1%s
/edit?usp=sharing
It's view-only for students.`, pick(hbqCourses), rnd(b64url, 43))
	return hbqT("trap-split-url", "mail", t)
}

func hbqKeyIDProse() Sample {
	kid := hbqHex(40)
	sa := pick([]string{"grades-sync", "classroom-roster", "lms-export", "attendance-bot"}) + "@" + pick([]string{"school-it", "nf-lms", "kb-edu"}) + "-" + rnd(digits, 6) + ".iam.gserviceaccount.com"
	t := pick([]string{
		"Incident note: a student forked the coursework repo that still had the JSON key for %s. The file's private_key_id is %s. Key disabled %s; rotate and check audit logs.",
		"Please revoke the service account key for %s — private_key_id \"%s\" — it was attached to a ticket on %s by mistake.",
	})
	return hbqS("service-account-key-id", "notes", fmt.Sprintf(t, sa, kid, hbqDate()), []string{kid}, sa)
}

func hbqKeyIDChat() Sample {
	kid := hbqHex(40)
	t := fmt.Sprintf(`%s: which key is the roster sync using now?
%s: the one with private_key_id %s, the older one is deleted
%s: ok ta`, hbqFirstN(), hbqFirstN(), kid, hbqFirstN())
	return hbqS("service-account-key-id", "chat", t, []string{kid})
}

func hbqKeyIDCommitTrap() Sample {
	t := fmt.Sprintf("The service account JSON was removed from the coursework repo in commit %s and the key was rotated in the console the same day. History rewrite done, nothing else to do.", hbqHex(40))
	return hbqT("trap-commit-sha", "notes", t)
}

func hbqKeyIDClientTrap() Sample {
	t := fmt.Sprintf(`%s: for the domain-wide delegation I need the service account's client ID, not the key
%s: it's %s (the numeric one on the Details tab). private_key_id is irrelevant there
%s: 👍`, hbqFirstN(), hbqFirstN(), "1"+rnd(digits, 20), hbqFirstN())
	return hbqT("trap-client-id", "chat", t)
}
