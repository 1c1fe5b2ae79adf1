package main

import (
	"fmt"
	"strings"
)

// The four shared shapes in a telephony setting: Discord bot token, "login is user / pw",
// a key split over two lines, a service account's private_key_id in prose; and their traps.

func hcwShapeGens() []hcwGen {
	return []hcwGen{hcwDiscordEnv, hcwDiscordPy, hcwDiscordChat, hcwLoginChat, hcwLoginYAML,
		hcwLoginPortal, hcwSplitMail, hcwSplitChat, hcwSplitNote, hcwKeyIDProse, hcwKeyIDTicket,
		hcwKeyIDChat}
}

func hcwShapeTrapGens() []hcwGen {
	return []hcwGen{hcwTDiscordApp, hcwTDiscordMasked, hcwTLoginNoPw, hcwTLoginYAMLRef,
		hcwTSplitFingerprint, hcwTCommitSHA, hcwTThumbprint, hcwTSAClientID}
}

func hcwDiscordEnv() Sample {
	tok := hcwDiscordBot()
	t := fmt.Sprintf(`# queuebot – posts live queue stats from the AMI into #phones
DISCORD_BOT_TOKEN=%s
DISCORD_CHANNEL_ID=%s
AMI_HOST=%s
AMI_USER=queuebot
AMI_SECRET_FILE=/run/secrets/ami
`, tok, "1"+rnd(digits, 18), hcwIP())
	return hcwS("discord-bot-token", "env", t, hcwSec(tok), "queuebot")
}

func hcwDiscordPy() Sample {
	tok := hcwDiscordBot()
	t := fmt.Sprintf(`import discord
from discord.ext import commands

bot = commands.Bot(command_prefix="!", intents=discord.Intents.default())

@bot.command()
async def oncall(ctx):
    await ctx.send("Tonight's on-call phone: ext %s")

bot.run("%s")
`, hcwExt(), tok)
	return hcwS("discord-bot-token", "python", t, hcwSec(tok), "oncall")
}

func hcwDiscordChat() Sample {
	tok := hcwDiscordBot()
	t := fmt.Sprintf(`%s: the missed-call bot for the community hotline server kept crashing, I reset it – new bot token is %s
%s: updating the systemd unit now`, hcwName(), tok, hcwName())
	return hcwS("discord-bot-token", "chat", t, hcwSec(tok))
}

func hcwLoginChat() Sample {
	pw := hcwPw()
	user := pick([]string{"admin", "maint", "root", "sysadmin"})
	what := pick([]string{"FreePBX box at the Porto office", "Grandstream UCM in the warehouse", "3CX at the clinic", "old Elastix server", "Mitel in reception"})
	var t string
	switch rng.IntN(3) {
	case 0:
		t = fmt.Sprintf("%s: for the %s the login is %s / %s", hcwName(), what, user, pw)
	case 1:
		t = fmt.Sprintf("%s: anyone know how to get into the %s?\n%s: login is %s / %s, it's on the sticker inside the rack door too 🙈", hcwName(), what, hcwName(), user, pw)
	default:
		t = fmt.Sprintf("%s: %s web login: %s / %s – change it once the migration is done pls", hcwName(), what, user, pw)
	}
	return hcwS("login-password", "chat", t, hcwSec(pw), what)
}

func hcwLoginYAML() Sample {
	pw := hcwPwS()
	user := pick([]string{"admin", "installer", "noc"})
	site := pick([]string{"porto", "leeds", "haarlem", "cork", "lyon"})
	t := fmt.Sprintf(`sites:
  %s:
    pbx: %s
    model: %s
    login: %s / %s
    trunk: %s
    notes: "night mode on ring group 601"
`, site, hcwIP(), pick([]string{"FreePBX 16", "UCM6304", "3CX v20", "Asterisk 20"}), user, pw, hcwCarr().name)
	return hcwS("login-password", "yaml", t, hcwSec(pw), site)
}

func hcwLoginPortal() Sample {
	pw := hcwPw()
	dom := hcwDomain(hcwComp())
	user := pick([]string{"telecoms@", "it@", "noc@"}) + dom
	c := hcwCarr()
	t := fmt.Sprintf(`Hi %s,
For the %s customer portal the login is %s / %s – you can order new DIDs there and see the CDRs. Please don't change it, three of us share it.
%s`, hcwName(), c.name, user, pw, hcwName())
	return hcwS("login-password", "mail", t, hcwSec(pw), user)
}

func hcwSplitMail() Sample {
	key := hcwTelnyxKey()
	cut := hcwN(12, len(key)-10)
	a, b := key[:cut], key[cut:]
	t := fmt.Sprintf(`Subject: Telnyx API key for the click-to-call widget

Hi %s,

as discussed, the API v2 key for the click-to-call widget (our mail client wraps it, join the two lines without a space):

%s
%s

Connection id for outbound is %d.

Best,
%s`, hcwName(), a, b, hcwN(1000000000, 2099999999), hcwName())
	return hcwS("split-api-key", "mail", t, hcwSec(a, b), "click-to-call widget")
}

func hcwSplitChat() Sample {
	tok := hcwTwilioToken()
	cut := hcwN(12, 20)
	a, b := tok[:cut], tok[cut:]
	sid := hcwTwilioSID()
	t := fmt.Sprintf(`%s: sending the Twilio auth token for the IVR sub-account (%s) in two bits
%s: first half: %s
%s: second half: %s
%s: 👍 stitched, IVR answering again`, hcwName(), sid, hcwName(), a, hcwName(), b, hcwName())
	return hcwS("split-auth-token", "chat", t, hcwSec(a, b), sid)
}

func hcwSplitNote() Sample {
	tok := hcwSWToken()
	cut := hcwN(20, 30)
	a, b := tok[:cut], tok[cut:]
	t := fmt.Sprintf(`SignalWire – fax-to-email relay
Project: %s
API token (wrapped):
  %s
  %s
Space: %s.signalwire.com`, hcwUUID(), a, b, pick([]string{"kestrel", "mapleview", "tidewater"}))
	return hcwS("split-api-token", "notes", t, hcwSec(a, b), "fax-to-email relay")
}

func hcwKeyIDProse() Sample {
	kid := rnd(hexs, 40)
	proj := pick([]string{"vm-transcribe", "ivr-dialogflow", "callcentre-stt"}) + "-" + fmt.Sprint(hcwN(100000, 999999))
	email := "stt-worker@" + proj + ".iam.gserviceaccount.com"
	t := fmt.Sprintf(`The voicemail transcription job authenticates as %s; the service account key it uses has private_key_id %s, and the JSON sits in /etc/vm-transcribe/sa.json on pbx01.`, email, kid)
	return hcwS("gcp-private-key-id", "notes", t, hcwSec(kid), email)
}

func hcwKeyIDTicket() Sample {
	kid := rnd(hexs, 40)
	proj := pick([]string{"contact-centre", "voicebot", "ivr-nlu"}) + "-" + fmt.Sprint(hcwN(100000, 999999))
	t := fmt.Sprintf(`Ticket #%d – rotate Dialogflow credentials
The key with private key id "%s" for dialogflow-client@%s.iam.gserviceaccount.com was attached to a support e-mail. Please create a new key, deploy it to the IVR containers and delete this one.`, hcwN(10000, 99999), kid, proj)
	return hcwS("gcp-private-key-id", "ticket", t, hcwSec(kid), proj)
}

func hcwKeyIDChat() Sample {
	kid := rnd(hexs, 40)
	t := fmt.Sprintf(`%s: which key is the TTS container using?
%s: private_key_id is %s – the one I created on %s, the older one is disabled`, hcwName(), hcwName(), kid, hcwDate())
	return hcwS("gcp-private-key-id", "chat", t, hcwSec(kid), "TTS container")
}

func hcwTDiscordApp() Sample {
	t := fmt.Sprintf(`# queuebot – public app info (safe to share)
DISCORD_APPLICATION_ID=%s
DISCORD_PUBLIC_KEY=%s
DISCORD_GUILD_ID=%s
# the bot token is injected from the secret store as DISCORD_BOT_TOKEN`, "1"+rnd(digits, 18), rnd(hexs, 64), "1"+rnd(digits, 18))
	return hcwTrap("trap-discord-ids", "env", t)
}

func hcwTDiscordMasked() Sample {
	t := fmt.Sprintf(`%s: queuebot logs say "Improper token has been passed". Token in the unit file starts %s… – is that the one you reset?
%s: no, I reset it an hour ago, I'll put the new one in the secret store myself`, hcwName(), rnd("MNO", 1)+rnd("TDjz", 1)+rnd(alnum, 4), hcwName())
	return hcwTrap("trap-discord-masked", "chat", t)
}

func hcwTLoginNoPw() Sample {
	t := fmt.Sprintf(`%s: for the %s the login is admin / the usual one, it's in Bitwarden under "PBX %s"`,
		hcwName(), pick([]string{"Porto FreePBX", "warehouse UCM", "clinic 3CX"}), pick([]string{"Porto", "Warehouse", "Clinic"}))
	if rng.IntN(2) == 0 {
		t = fmt.Sprintf("%s: login is admin / <ask %s>, not putting it in here", hcwName(), hcwName())
	}
	return hcwTrap("trap-login-no-password", "chat", t)
}

func hcwTLoginYAMLRef() Sample {
	t := fmt.Sprintf(`sites:
  %s:
    pbx: %s
    login: admin / {{ vault_pbx_admin_password }}
    trunk: %s
`, pick([]string{"porto", "leeds", "cork"}), hcwIP(), hcwCarr().name)
	return hcwTrap("trap-login-no-password", "yaml", t)
}

func hcwTSplitFingerprint() Sample {
	fp := make([]string, 32)
	for i := range fp {
		fp[i] = rnd("0123456789ABCDEF", 2)
	}
	t := fmt.Sprintf(`Please pin this SHA-256 fingerprint of our SBC's SIP-TLS certificate (sbc1.%s) on your side:
%s
%s
It's the public cert, renewal due %s.`, hcwDomain(hcwComp()), strings.Join(fp[:16], ":")+":", strings.Join(fp[16:], ":"), hcwDate())
	return hcwTrap("trap-fingerprint", "mail", t)
}

func hcwTCommitSHA() Sample {
	t := fmt.Sprintf(`The one-way audio fix for the NAT'd softphones is in commit %s on pbx-config main; %s reviewed it. Deploy after 18:00.`, rnd(hexs, 40), hcwName())
	return hcwTrap("trap-commit-sha", "chat", t)
}

func hcwTThumbprint() Sample {
	t := fmt.Sprintf(`Teams Direct Routing needs the SBC cert with thumbprint %s – it's the public one uploaded on %s. The service account key isn't involved.`, strings.ToUpper(rnd(hexs, 40)), hcwDate())
	return hcwTrap("trap-thumbprint", "notes", t)
}

func hcwTSAClientID() Sample {
	proj := pick([]string{"vm-transcribe", "ivr-dialogflow"}) + "-" + fmt.Sprint(hcwN(100000, 999999))
	t := fmt.Sprintf(`Service account for transcription: stt-worker@%s.iam.gserviceaccount.com, unique id (client_id) %s. No keys — it uses workload identity now, so there is no private_key_id to rotate.`, proj, rnd(digits, 21))
	return hcwTrap("trap-service-account-id", "notes", t)
}
