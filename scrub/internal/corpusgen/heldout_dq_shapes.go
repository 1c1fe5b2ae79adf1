package main

import (
	"fmt"
	"strings"
)

// The four shared shapes, in a legal setting: Discord bot tokens, "login is user / pw" prose,
// keys split across two lines, and a service account's private_key_id quoted in prose.
// Each comes with traps of the same shape.

func hdqShapeGens() []hdqGen {
	return []hdqGen{
		{3, hdqShDiscordEnv}, {3, hdqShDiscordChat}, {3, hdqShDiscordCode}, {2, hdqShDiscordLog},
		{2, hdqShTrapDiscordIDs}, {2, hdqShTrapDiscordPlaceholder},
		{4, hdqShLoginChat}, {3, hdqShLoginYAML}, {3, hdqShLoginMail},
		{3, hdqShTrapLoginNoPw},
		{3, hdqShSplitChat}, {3, hdqShSplitWrap}, {2, hdqShSplitYAML}, {2, hdqShSplitLabel},
		{2, hdqShTrapSplitHash}, {2, hdqShTrapSplitURL},
		{4, hdqShKeyIDChat}, {3, hdqShKeyIDTicket}, {3, hdqShKeyIDMail},
		{2, hdqShTrapKeyIDCommit}, {2, hdqShTrapKeyIDHash}, {2, hdqShTrapKeyIDRedacted},
	}
}

func hdqBotName() string {
	return pick([]string{"DocketBot", "MootCourtHelper", "ClinicIntake", "BarPrepBuddy", "FilingReminder", "CiteCheck"})
}

func hdqShDiscordEnv() Sample {
	tok := hdqDiscordToken()
	app := hdqPIN(18)
	text := fmt.Sprintf("# %s - legal clinic Discord bot\nDISCORD_TOKEN=%s\nDISCORD_APPLICATION_ID=%s\nINTAKE_CHANNEL=new-enquiries", hdqBotName(), tok, app)
	return hdqS("discord-bot-token", "env", text, []string{tok}, app)
}

func hdqShDiscordChat() Sample {
	tok := hdqDiscordToken()
	bot := hdqBotName()
	text := fmt.Sprintf("%s: moot court server - %s keeps going offline, I redeployed it. if you need to restart it manually the bot token is %s\n%s: cool, will pin the deadlines again after", hdqFirst(), bot, tok, hdqFirst())
	return hdqS("discord-bot-token", "chat", text, []string{tok}, bot)
}

func hdqShDiscordCode() Sample {
	tok := hdqDiscordToken()
	text := fmt.Sprintf(`import discord

client = discord.Client(intents=discord.Intents.default())

@client.event
async def on_ready():
    print("filing-reminder online")

client.run("%s")`, tok)
	return hdqS("discord-bot-token", "python", text, []string{tok})
}

func hdqShDiscordLog() Sample {
	tok := hdqDiscordToken()
	text := fmt.Sprintf("Traceback (most recent call last):\n  File \"bot.py\", line 88, in <module>\n    bot.run(\"%s\")\ndiscord.errors.PrivilegedIntentsRequired: Shard ID None is requesting privileged intents\n\n^ clinic bot crash, anyone know what this means?", tok)
	return hdqS("discord-bot-token", "log", text, []string{tok})
}

func hdqShTrapDiscordIDs() Sample {
	text := fmt.Sprintf("%s bot details for the clinic wiki:\nApplication ID: %s\nPublic key: %s\nServer (guild) ID: %s\nInvite: https://discord.com/oauth2/authorize?client_id=%s&scope=bot&permissions=2048\nToken: ask %s, it's in the clinic's password manager.",
		hdqBotName(), hdqPIN(18), rnd(hexs, 64), hdqPIN(19), hdqPIN(18), hdqFirst())
	return hdqTrap("trap-discord-ids", "wiki", text)
}

func hdqShTrapDiscordPlaceholder() Sample {
	text := pick([]string{
		"# copy to .env and fill in\nDISCORD_TOKEN=<your-bot-token>\nDISCORD_APPLICATION_ID=%s",
		"DISCORD_TOKEN=${DISCORD_TOKEN}\nDISCORD_APPLICATION_ID=%s\n# token injected by the deploy pipeline",
	})
	return hdqTrap("trap-discord-placeholder", "env", fmt.Sprintf(text, hdqPIN(18)))
}

func hdqShLoginChat() Sample {
	pw := hdqPw()
	u := pick([]string{"admin", "Administrator", "frontdesk", "scanner", "reception"})
	dev := pick([]string{"the conveyancing scanner", "the new dictation server", "the test instance of the case management system", "the client kiosk in reception", "the court-bundle PC"})
	text := fmt.Sprintf("[%s] %s: for %s the login is %s / %s\n[%s] %s: ta", hdqTime(), hdqFirst(), dev, u, pw, hdqTime(), hdqFirst())
	return hdqS("login-password", "chat", text, []string{pw}, u)
}

func hdqShLoginYAML() Sample {
	pw := hdqPw()
	for strings.ContainsAny(pw, "#'\"") {
		pw = hdqPw()
	}
	u := pick([]string{"admin", "notary_admin", "svc_efile", "sysadmin"})
	text := fmt.Sprintf(`systems:
  - name: notary-kiosk
    url: https://kiosk.%s
    notes: the login is %s / %s
  - name: bundle-builder
    url: https://bundles.%s
    notes: SSO`, hdqFirm().domain, u, pw, hdqFirm().domain)
	if rng.IntN(2) == 0 {
		text = fmt.Sprintf("dms_sandbox:\n  host: dms-test.%s\n  login: %s / %s\n  owner: %s", hdqFirm().domain, u, pw, hdqPerson())
	}
	return hdqS("login-password", "yaml", text, []string{pw}, u)
}

func hdqShLoginMail() Sample {
	pw := hdqPw()
	u := pick([]string{"admin", "paralegal1", "trainee", "clerk"})
	text := fmt.Sprintf("Hi %s,\n\nThe laptop for the trial team is set up. Login is %s / %s, and the case files are synced to the desktop. Please bring it back after the hearing.\n\nThanks,\n%s (IT)", hdqFirst(), u, pw, hdqFirst())
	return hdqS("login-password", "mail", text, []string{pw}, u)
}

func hdqShTrapLoginNoPw() Sample {
	dev := pick([]string{"the conveyancing scanner", "the dictation server", "the kiosk in reception", "the bundle PC"})
	who := hdqFirst()
	var text string
	switch rng.IntN(4) {
	case 0:
		text = fmt.Sprintf("for %s the login is admin / (ask %s in IT for the password, they rotate it monthly)", dev, who)
	case 1:
		text = fmt.Sprintf("dms_sandbox:\n  host: dms-test.%s\n  login: admin / see Keeper entry \"DMS sandbox\"\n  owner: %s", hdqFirm().domain, hdqPerson())
	case 2:
		text = fmt.Sprintf("%s: for %s the login is your firm email / your normal Windows password - nothing new to remember", who, dev)
	default:
		text = fmt.Sprintf("%s: login is admin / ******** (masked it, ring me on ext %d for it)", who, 2000+rng.IntN(7999))
	}
	return hdqTrap("trap-login-no-password", "chat", text)
}

func hdqSplitAt(s string) (string, string) {
	i := len(s)/2 + rng.IntN(len(s)/4+1) - len(s)/8
	return s[:i], s[i:]
}

func hdqShSplitChat() Sample {
	key := pick([]string{hdqStripe(), hdqSendGrid(), hdqOpenAI(), rnd(alnum, 48)})
	a, b := hdqSplitAt(key)
	from, to := hdqFirst(), hdqFirst()
	text := fmt.Sprintf("%s: sending the new billing API key in two messages so it doesn't end up whole in one notification\n%s: %s\n%s: %s\n%s: thx, pasted into the portal config", from, from, a, from, b, to)
	return hdqS("split-api-key", "chat", text, []string{a, b})
}

func hdqShSplitWrap() Sample {
	key := pick([]string{hdqAzureKey(), hdqMSSecret(), hdqGH()})
	a, b := hdqSplitAt(key)
	text := fmt.Sprintf("Hi %s,\n\nAs discussed, here is the secret for the e-billing integration (LEDES upload):\n%s\n%s\nPlease store it in the vault and delete this email.\n\n%s", hdqFirst(), a, b, hdqFirst())
	return hdqS("split-client-secret", "mail", text, []string{a, b})
}

func hdqShSplitYAML() Sample {
	key := rnd(alnum, 40+rng.IntN(24))
	a, b := hdqSplitAt(key)
	text := fmt.Sprintf("relativity:\n  client_id: %s\n  client_secret: >-\n    %s\n    %s\n  workspace: %d", rnd(lower+digits, 20), a, b, 1000000+rng.IntN(900000))
	return hdqS("split-client-secret", "yaml", text, []string{a, b})
}

func hdqShSplitLabel() Sample {
	key := hdqJWT("efiling")
	parts := strings.Split(key, ".")
	head := parts[0] + "." + parts[1]
	tail := parts[2]
	text := fmt.Sprintf("EFSP service token (long-lived, for the overnight batch filer):\n%s.\n%s\nRotate on %s.", head, tail, hdqDate())
	return hdqS("split-token", "note", text, []string{head, tail})
}

func hdqShTrapSplitHash() Sample {
	h := rnd(hexs, 64)
	a, b := h[:32], h[32:]
	text := fmt.Sprintf("Exhibit %s-%d (native file), SHA-256:\n%s\n%s\nVerified against the production log on %s.", strings.ToUpper(rnd(upper, 2)), 1+rng.IntN(300), a, b, hdqDate())
	return hdqTrap("trap-split-hash", "note", text)
}

func hdqShTrapSplitURL() Sample {
	text := fmt.Sprintf("Docket entry link (wrapped by Outlook):\nhttps://ecf.nysd.uscourts.gov/cgi-bin/DktRpt.pl?%d\n&caseid=%d&docnum=%d\nJudge's individual practices are at the bottom of the page.", rng.IntN(999999), rng.IntN(999999), 1+rng.IntN(300))
	return hdqTrap("trap-split-url", "mail", text)
}

func hdqSAEmail() string {
	return pick([]string{"ediscovery-export", "drive-collector", "docket-sync", "vault-archiver"}) + "@" + pick([]string{"harcourt-lit", "clinic-intake", "firm-dms"}) + "-" + rnd(digits, 6) + ".iam.gserviceaccount.com"
}

func hdqShKeyIDChat() Sample {
	old, nw := rnd(hexs, 40), rnd(hexs, 40)
	sa := hdqSAEmail()
	text := fmt.Sprintf("%s: rotated the key on %s for the Drive collection job. old private_key_id was %s, new one %s - if the collector errors, it's still reading the old JSON", hdqFirst(), sa, old, nw)
	return hdqS("gcp-private-key-id", "chat", text, []string{old, nw}, sa)
}

func hdqShKeyIDTicket() Sample {
	id := rnd(hexs, 40)
	sa := hdqSAEmail()
	text := fmt.Sprintf("SEC-%d: service account key committed to the precedent-bank repo\nAccount: %s\nThe key's private_key_id is %s. Please disable that key in IAM and issue a new one; the repo history is being rewritten.", 100+rng.IntN(900), sa, id)
	return hdqS("gcp-private-key-id", "ticket", text, []string{id}, sa)
}

func hdqShKeyIDMail() Sample {
	id := rnd(hexs, 40)
	proj := pick([]string{"harcourt-lit", "clinic-intake", "firm-dms"}) + "-" + rnd(digits, 6)
	text := fmt.Sprintf("Hi %s,\n\nThe vendor asked which credential we uploaded for the Vault export. It's the JSON key for project %s, private_key_id \"%s\" - I've sent the file itself through the secure portal, not email.\n\nBest,\n%s", hdqFirst(), proj, id, hdqFirst())
	return hdqS("gcp-private-key-id", "mail", text, []string{id}, proj)
}

func hdqShTrapKeyIDCommit() Sample {
	text := fmt.Sprintf("Fixed the date parsing in the docket scraper in commit %s, deployed to prod. The older commit %s can be reverted if needed.", rnd(hexs, 40), rnd(hexs, 40))
	return hdqTrap("trap-commit-sha", "chat", text)
}

func hdqShTrapKeyIDHash() Sample {
	text := fmt.Sprintf("Production log: DOC%07d, custodian %s, SHA-1 %s, MD5 %s; DOC%07d, SHA-1 %s.", rng.IntN(9999999), hdqPerson(), rnd(hexs, 40), rnd(hexs, 32), rng.IntN(9999999), rnd(hexs, 40))
	if rng.IntN(2) == 0 {
		text = fmt.Sprintf("The e-filing client certificate was renewed; new thumbprint (SHA-1) is %s, valid to %s. Nothing for you to do.", strings.ToUpper(rnd(hexs, 40)), hdqDate())
	}
	return hdqTrap("trap-sha1-hash", "note", text)
}

func hdqShTrapKeyIDRedacted() Sample {
	text := pick([]string{
		"The collector's JSON for %s has \"private_key_id\": \"[REDACTED]\" in the copy I attached to the ticket - the real file is in the secrets manager (client_id %s).",
		"Service account %s has client_id %s; private_key_id is in the vault, not here.",
	})
	text = fmt.Sprintf(text, hdqSAEmail(), hdqPIN(21))
	return hdqTrap("trap-key-id-reference", "ticket", text)
}
