package main

import (
	"fmt"
	"strings"
)

// Four shapes in a hospital setting: Discord bot tokens, "the login is user / pw" prose, keys split
// over two lines, and a service account's private_key_id quoted in prose. Each with near traps.

var hbyShapeGens = []hbyT{
	{4, hbyDiscordPy}, {3, hbyDiscordChat}, {3, hbyDiscordEnv},
	{3, hbyLoginChat}, {3, hbyLoginChat2}, {3, hbyLoginYAML}, {2, hbyLoginMail},
	{3, hbySplitPager}, {3, hbySplitParts}, {3, hbySplitCode}, {2, hbySplitLog},
	{3, hbyPKIDIncident}, {3, hbyPKIDChat}, {3, hbyPKIDTicket},
	{2, hbyTrapDiscordApp}, {2, hbyTrapDiscordLog}, {2, hbyTrapDiscordTemplate},
	{2, hbyTrapLoginAD}, {2, hbyTrapLoginVault}, {2, hbyTrapLoginMasked},
	{2, hbyTrapSplitSha}, {2, hbyTrapSplitDigest}, {3, hbyTrapSHACommit}, {2, hbyTrapThumbprint},
}

func hbyBotName() string {
	return hbyPick("ShiftSwapBot", "OnCallPing", "CodeBlueDrill", "NightNurseBot", "RxQueueBot", "PACSWatch")
}

func hbyDiscordPy() Sample {
	tok := hbyDiscord()
	text := fmt.Sprintf(`import discord

intents = discord.Intents.default()
client = discord.Client(intents=intents)

@client.event
async def on_ready():
    print(f"{client.user} is watching the %s shift-swap channel")

client.run("%s")`, pick(hbyUnits), tok)
	return hbyS("discord-bot-token", "python", text, []string{tok})
}

func hbyDiscordChat() Sample {
	tok := hbyDiscord()
	bot := hbyBotName()
	text := fmt.Sprintf(`%s: I regenerated the token for %s after %s left the residents' server
%s: ok what is it, the bot's been offline since lunch
%s: %s
%s: thx, restarted on the pi under the nurses station`, hbyFirstN(), bot, hbyFirstN(), hbyFirstN(), hbyFirstN(), tok, hbyFirstN())
	return hbyS("discord-bot-token", "chat", text, []string{tok}, bot)
}

func hbyDiscordEnv() Sample {
	tok := hbyDiscord()
	guild := "1" + rnd(digits, 18)
	text := fmt.Sprintf(`# %s - posts the weekly call schedule to the hospitalist Discord
DISCORD_BOT_TOKEN=%s
DISCORD_GUILD_ID=%s
SCHEDULE_SOURCE=https://amion.example/%s.csv`, strings.ToLower(hbyBotName()), tok, guild, rnd(lower, 6))
	return hbyS("discord-bot-token", "env", text, []string{tok}, guild)
}

func hbyLoginUser() string {
	return hbyPick("admin", "labadmin", "ris_admin", "pacsadmin", "service", "sysadmin", "fse", "supervisor", "biomed") +
		hbyPick("", "", rnd(digits, 2))
}

func hbyLoginChat() Sample {
	pw := hbyPw()
	user := hbyLoginUser()
	text := hbyPick(
		fmt.Sprintf("%s: the login is %s / %s for the %s PC in the core lab, don't change it the vendor uses it too", hbyFirstN(), user, pw, hbyPick("Sysmex", "cobas", "urinalysis", "blood bank")),
		fmt.Sprintf("re the RIS test box - login's %s / %s, it was reset this morning", user, pw),
		fmt.Sprintf("%s: anyone know how to get into the old dictation server?\n%s: login is %s / %s iirc, try that", hbyFirstN(), hbyFirstN(), user, pw),
	)
	return hbyS("login-password", "chat", text, []string{pw}, user)
}

func hbyLoginChat2() Sample {
	c := hbyNewClock()
	pw := hbyPwPl()
	user := hbyLoginUser()
	text := fmt.Sprintf(`[%s] %s: cath lab hemo system is asking for a supervisor override
[%s] %s: login = %s / %s  (only for the override screen)
[%s] %s: worked, thanks`, c.T(), hbyName(), c.T(), hbyName(), user, pw, c.T(), hbyName())
	return hbyS("login-password", "chat", text, []string{pw}, user)
}

func hbyLoginYAML() Sample {
	pw := hbyPwPl()
	user := hbyLoginUser()
	text := fmt.Sprintf(`devices:
  - name: %s
    location: %s
    ip: %s
    web_ui: https://%s/
    login: %s / %s
    notes: vendor field service only`, hbyPick("bladder-scanner-dock", "ecg-cart-mgmt", "sterilizer-ctrl", "bed-mgmt-gw"), pick(hbyUnits), hbyIP(), hbyIP(), user, pw)
	return hbyS("login-password", "yaml", text, []string{pw}, user)
}

func hbyLoginMail() Sample {
	pw := hbyPw()
	user := hbyLoginUser()
	text := fmt.Sprintf(`Hi %s,

The nurse call server is back up after the power work. The login is %s / %s if you need to
re-add the %s pillow speakers. Let me know if anything is still offline.

%s`, hbyFirstN(), user, pw, pick(hbyUnits), hbySign())
	return hbyS("login-password", "mail", text, []string{pw}, user)
}

func hbySplitHalves(s string) (string, string) {
	cut := len(s)/2 + hbyN(-4, 4)
	return s[:cut], s[cut:]
}

func hbySplitPager() Sample {
	tok := hbyPick(hbyStripe(), hbySlackBot(), hbyGhp(), rnd(alnum, 48))
	a, b := hbySplitHalves(tok)
	text := fmt.Sprintf(`%s: the pager app wraps it, here's the integration key for the lab billing sync, paste both lines together without a space:
%s
%s`, hbyFirstN(), a, b)
	return hbyS("split-token", "chat", text, []string{a, b})
}

func hbySplitParts() Sample {
	sec := rnd(alnum+"-_~.", hbyN(34, 44))
	a, b := hbySplitHalves(sec)
	cid := rnd(lower+digits, 10)
	text := fmt.Sprintf(`Per our security policy the FHIR client secret for client %s is split in two:
  part 1: %s
  part 2: %s
Concatenate the parts (no spaces) in the secret store, then delete this email.`, cid, a, b)
	return hbyS("split-token", "mail", text, []string{a, b}, cid)
}

func hbySplitCode() Sample {
	key := rnd(alnum, hbyN(56, 72))
	a, b := hbySplitHalves(key)
	text := fmt.Sprintf(`# lab results webhook, HMAC key from the reference lab portal
RESULTS_HMAC_KEY = (
    "%s"
    "%s"
)

def verify(body, signature):
    return hmac.compare_digest(hmac.new(RESULTS_HMAC_KEY.encode(), body, "sha256").hexdigest(), signature)`, a, b)
	return hbyS("split-token", "python", text, []string{a, b})
}

func hbySplitLog() Sample {
	c := hbyNewClock()
	tok := hbyJWT()
	cut := hbyN(60, 76)
	a, b := tok[:cut], tok[cut:]
	text := fmt.Sprintf(`%s DEBUG fhir-proxy outbound request GET /R4/Encounter?patient=%s
  Authorization: Bearer %s
%s
%s DEBUG fhir-proxy response 200 (412 ms)`, c.T(), rnd(digits, 7), a, b, c.T())
	return hbyS("split-token", "log", text, []string{a, b})
}

func hbySAEmail() string {
	return hbyPick("fhir-export", "healthcare-api-writer", "dicom-deid", "bq-claims-etl", "portal-notify") + "@" +
		hbyPick("hvh-data-prod", "stbrigid-research", "lakeview-analytics", "mercy-ehr-int") + ".iam.gserviceaccount.com"
}

func hbyPKIDIncident() Sample {
	id := rnd(hexs, 40)
	sa := hbySAEmail()
	text := fmt.Sprintf(`Incident %s: a service account key file was attached to a vendor support case.
The key (private_key_id %s) belongs to %s and can write to the de-identified imaging bucket.
The key has been disabled and a new one issued; vendor confirmed deletion of the attachment.`, "SEC-"+rnd(digits, 4), id, sa)
	return hbyS("gcp-private-key-id", "report", text, []string{id}, sa)
}

func hbyPKIDChat() Sample {
	id := rnd(hexs, 40)
	text := fmt.Sprintf(`%s: is the JSON key on the dicom-deid VM the new one? mine says "private_key_id": "%s"
%s: no, that's the one from before the rotation, swap it for the file in the ticket`, hbyFirstN(), id, hbyFirstN())
	return hbyS("gcp-private-key-id", "chat", text, []string{id})
}

func hbyPKIDTicket() Sample {
	id := rnd(hexs, 40)
	sa := hbySAEmail()
	text := fmt.Sprintf(`%s - rotate GCP key
Service account: %s
Old key private_key_id %s found in a shared drive folder (Radiology Research > scripts).
Please delete that key in IAM and issue a new one to the research team through the vault.`, hbyTicket(), sa, id)
	return hbyS("gcp-private-key-id", "ticket", text, []string{id}, sa)
}

func hbyTrapDiscordApp() Sample {
	app := "1" + rnd(digits, 18)
	pub := rnd(hexs, 64)
	return hbyTrap("trap-discord-public", "wiki", fmt.Sprintf(`## %s (Discord)
Application ID: %s
Public key: %s
Bot token: stored in the IT vault under discord/%s, never paste it in chat.
Invite link scopes: bot, applications.commands`, hbyBotName(), app, pub, strings.ToLower(hbyBotName())))
}

func hbyTrapDiscordLog() Sample {
	c := hbyNewClock()
	return hbyTrap("trap-discord-log", "log", fmt.Sprintf(`%s [INFO] discord.client: logging in using static token
%s [INFO] discord.gateway: Shard ID None has connected to Gateway.
%s [INFO] bot: Logged in as %s#%s (id %s), watching %d channels`, c.T(), c.T(), c.T(), hbyBotName(), rnd(digits, 4), "1"+rnd(digits, 18), hbyN(2, 12)))
}

func hbyTrapDiscordTemplate() Sample {
	return hbyTrap("trap-discord-placeholder", "env", fmt.Sprintf(`# copy to .env and fill in - %s
DISCORD_BOT_TOKEN=<paste the bot token from the developer portal>
DISCORD_GUILD_ID=%s
POST_HOUR=%d`, hbyBotName(), "1"+rnd(digits, 18), hbyN(5, 9)))
}

func hbyTrapLoginAD() Sample {
	return hbyTrap("trap-login-prose", "chat", hbyPick(
		fmt.Sprintf("%s: the login is your normal network username / password, same as Epic. if it fails call x%s", hbyFirstN(), rnd(digits, 4)),
		"login is badge tap now, no more username / password on the COWs 🎉",
		fmt.Sprintf("for the new fetal monitoring viewer the login is your AD account / your AD password, %s set up SSO yesterday", hbyFirstN()),
	))
}

func hbyTrapLoginVault() Sample {
	return hbyTrap("trap-login-reference", "yaml", fmt.Sprintf(`devices:
  - name: %s
    location: %s
    ip: %s
    login: %s / (see Secret Server folder "Biomed\Vendors")
    notes: vendor field service only`, hbyPick("ecg-cart-mgmt", "sterilizer-ctrl", "bed-mgmt-gw"), pick(hbyUnits), hbyIP(), hbyLoginUser()))
}

func hbyTrapLoginMasked() Sample {
	return hbyTrap("trap-login-masked", "chat", fmt.Sprintf(`%s: login is %s / ******** - I'll give you the password by phone, not here`, hbyFirstN(), hbyLoginUser()))
}

func hbyTrapSplitSha() Sample {
	sum := hbySha256()
	a, b := hbySplitHalves(sum)
	return hbyTrap("trap-split-checksum", "mail", fmt.Sprintf(`Firmware %s.%d for the infusion pumps is on the biomed share. SHA-256 (wrapped):
%s
%s
Verify before staging on the %s test pumps.`, hbyPick("9.33", "12.1", "4.7"), hbyN(1, 9), a, b, hbyPick("5", "10")))
}

func hbyTrapSplitDigest() Sample {
	d := "sha256:" + hbySha256()
	a, b := hbySplitHalves(d)
	return hbyTrap("trap-split-digest", "chat", fmt.Sprintf(`prod fhir-gateway is running image digest (copy from the console, it wrapped)
%s
%s
same as staging, so the 502s aren't the build`, a, b))
}

func hbyTrapSHACommit() Sample {
	return hbyTrap("trap-sha-prose", "chat", hbyPick(
		fmt.Sprintf("the ADT mapping fix is in commit %s, deployed to the test engine at %s", hbySha1(), hbyTime()),
		fmt.Sprintf("reverted %s - it broke the PV1-3 bed parsing for %s", hbySha1(), pick(hbyUnits)),
		fmt.Sprintf("%s: which build is on the PACS router? %s: git rev %s from the release branch", hbyFirstN(), hbyFirstN(), hbySha1()),
	))
}

func hbyTrapThumbprint() Sample {
	return hbyTrap("trap-cert-thumbprint", "ticket", fmt.Sprintf(`%s - renew DICOM TLS certificate
Current cert thumbprint (SHA1): %s, expires %s
New cert issued by the internal CA, thumbprint %s. Bind it on the router and send the
public cert to the modality vendors.`, hbyTicket(), strings.ToUpper(hbySha1()), hbyUSDate(), strings.ToUpper(hbySha1())))
}
