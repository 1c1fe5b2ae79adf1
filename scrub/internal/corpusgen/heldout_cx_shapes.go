package main

import (
	"fmt"
	"strings"
)

// Four shapes in the migration setting: Discord bot tokens, "login is user / pw" prose, keys
// split over two lines, and a service account's private_key_id quoted in prose.

func hcxShapeGens() []hcxGen {
	return []hcxGen{
		{4, hcxDiscordChat}, {4, hcxDiscordEnv}, {2, hcxDiscordKP},
		{6, hcxLoginChat}, {4, hcxLoginYAML},
		{3, hcxSplitMail}, {3, hcxSplitChat}, {2, hcxSplitCSVNote},
		{5, hcxKeyIDProse}, {3, hcxKeyIDTicket},
		// traps
		{4, hcxTrapDiscordApp}, {2, hcxTrapDiscordPlaceholder}, {4, hcxTrapLoginNoPw}, {2, hcxTrapLoginYAMLRef},
		{4, hcxTrapSplitHash}, {2, hcxTrapCommitProse}, {2, hcxTrapSAProse},
	}
}

func hcxDiscordChat() Sample {
	tok := hcxDiscordBot()
	app := hcxDigitsN(hcxN(18, 19))
	name := hcxOne("ModBot", "RaidHelper", "guild-notifier", "DJ Otter", "TicketBot")
	t := hcxOne(
		fmt.Sprintf("putting %s's creds in the team vault before I leave the server. app id %s, bot token %s", name, app, tok),
		fmt.Sprintf("%s → moving from the old KeePass to Bitwarden\napplication id: %s\ntoken: %s\n(reset it after the move?)", name, app, tok),
		fmt.Sprintf("the bot token for %s was only in my Chrome notes lol: %s\napp id is %s", name, tok, app),
	)
	return hcxSec("discord-bot-token", "chat", t, []string{tok}, app)
}

func hcxDiscordEnv() Sample {
	tok := hcxDiscordBot()
	gid := hcxDigitsN(18)
	t := hcxLines("# bot/.env (copied into the vault item 'Discord bot prod', then deleted here)",
		"DISCORD_TOKEN="+tok, "GUILD_ID="+gid, "LOG_LEVEL=info")
	return hcxSec("discord-bot-token", "env", t, []string{tok}, gid)
}

func hcxDiscordKP() Sample {
	tok := hcxDiscordBot()
	e := hcxKPEntry(hcxOne("Discord bot", "discord: announcer"), "bot", "", "https://discord.com/developers/applications", "")
	e = strings.Replace(e, "</Entry>", "\t<String><Key>Bot token</Key><Value ProtectInMemory=\"True\">"+tok+"</Value></String>\n</Entry>", 1)
	return hcxSec("discord-bot-token", "xml", e, []string{tok}, "https://discord.com/developers/applications")
}

func hcxLoginChat() Sample {
	u := hcxOne("admin", "root", "ubnt", "pi", "svc_backup", "Administrator", "manager")
	pw := hcxOne(hcxHumanPw(), hcxGenPw(), hcxPw())
	dev := hcxOne("the old NAS", "the printer", "the camera NVR", "the office router", "grandpa's PC", "the Proxmox box")
	t := hcxOne(
		fmt.Sprintf("found it in the old LastPass notes: the login for %s is %s / %s", dev, u, pw),
		fmt.Sprintf("%s wasn't in the export. the login is %s / %s, can you make an item for it?", dev, u, pw),
		fmt.Sprintf("ok for %s the login is %s / %s — I'll add it to Bitwarden tonight", dev, u, pw),
	)
	return hcxSec("device-password", "chat", t, []string{pw}, dev)
}

func hcxLoginYAML() Sample {
	u := hcxOne("admin", "root", "operator", "backup", "kiosk")
	pw := hcxOne(hcxHumanPw(), hcxGenPw(), hcxPhrase())
	host := hcxOne("nvr.lan", "printer-2f.lan", "switch-core.mgmt", "pbx.office", "ups01.mgmt")
	var t string
	if hcxP(50) {
		t = hcxLines("# items still to move (from the paper list)", "- name: "+host, "  type: login", "  notes: |",
			"    login is "+u+" / "+pw, "    web ui on port "+hcxOne("443", "8080", "8443"), "  collection: Facilities")
	} else {
		t = hcxLines("devices:", "  "+host+":", "    location: "+hcxOne("server room", "2nd floor", "reception"),
			"    login: "+u+" / "+pw, "    migrated: false")
	}
	return hcxSec("device-password", "yaml", t, []string{pw}, host)
}

func hcxSplitToken() string {
	switch rng.IntN(5) {
	case 0:
		return hcxGhp()
	case 1:
		return hcxOpenAI()
	case 2:
		return hcxSG()
	case 3:
		return hcxAnthro()
	}
	return hcxStripe() + rnd(alnum, 30)
}

func hcxSplitAt(tok string) (string, string) {
	n := len(tok)
	i := n/2 + hcxN(-n/6, n/6)
	return tok[:i], tok[i:]
}

func hcxSplitMail() Sample {
	tok := hcxSplitToken()
	a, b := hcxSplitAt(tok)
	t := fmt.Sprintf("> On %s, %s wrote:\n> Here's the key from the old vault, please store it in the new one:\n> %s\n> %s\n> Then delete this mail.\n\nDone, it's in Bitwarden now.", hcxDate(), hcxWho().Display, a, b)
	return hcxSec("api-key", "mail", t, []string{a, b})
}

func hcxSplitChat() Sample {
	var tok string
	if hcxP(50) {
		tok = hcxAWSSec()
	} else {
		tok = hcxSplitToken()
	}
	a, b := hcxSplitAt(tok)
	who := hcxCap(pick(hcxFirsts))
	t := fmt.Sprintf("%s: pasting in two bits, the app cuts long lines\n%s: %s\n%s: %s\n%s: that's the %s from the LastPass note, all of it", who, who, a, who, b, who, hcxOne("secret key", "API key", "token"))
	return hcxSec("api-key", "chat", t, []string{a, b})
}

func hcxSplitCSVNote() Sample {
	tok := hcxSplitToken()
	a, b := hcxSplitAt(tok)
	u := hcxLogin(hcxWho())
	t := "url,username,password,totp,extra,name,grouping,fav\nhttps://platform.example.dev,\"" + u + "\",,,\"API key (wrapped when I copied it):\n" + a + "\n" + b + "\",API dev account,Work,0"
	return hcxSec("api-key", "csv", t, []string{a, b}, u)
}

func hcxKeyIDProse() Sample {
	kid := hcxSAKeyID()
	proj := hcxOne("kl-prod", "billing-exports", "family-photos", "crm-sync") + "-" + fmt.Sprint(hcxN(100000, 999999))
	t := hcxOne(
		fmt.Sprintf("the service account key I moved into 1Password is the one with private_key_id %s (project %s). the older key can be deleted", kid, proj),
		fmt.Sprintf("checked the JSON attached to the vault item: private_key_id is %s, matches what the console shows for %s", kid, proj),
		fmt.Sprintf("note to self: %s SA key, private_key_id \"%s\", lives in Bitwarden now, not in ~/Downloads", proj, kid),
	)
	return hcxSec("gcp-private-key-id", "chat", t, []string{kid}, proj)
}

func hcxKeyIDTicket() Sample {
	kid := hcxSAKeyID()
	sa := hcxOne("exporter", "ci-deploy", "backup") + "@" + hcxOne("kl-prod", "crm-sync") + "-" + fmt.Sprint(hcxN(100000, 999999)) + ".iam.gserviceaccount.com"
	id := fmt.Sprintf("SEC-%d", hcxN(100, 9999))
	t := fmt.Sprintf("%s: service account key found in old LastPass shared folder\nAccount: %s\nThe key's private_key_id is %s. Moved to the Infra vault; rotating anyway since LastPass was breached.", id, sa, kid)
	return hcxSec("gcp-private-key-id", "ticket", t, []string{kid}, sa, id)
}

// --- traps ---

func hcxTrapDiscordApp() Sample {
	t := fmt.Sprintf("Discord app '%s' (for the vault item's notes)\nApplication ID: %s\nPublic Key: %s\nBot token: in the concealed field, not here\nInvite: https://discord.com/oauth2/authorize?client_id=%s&scope=bot",
		hcxOne("ModBot", "RaidHelper", "TicketBot"), hcxDigitsN(18), rnd(hexs, 64), hcxDigitsN(18))
	return hcxTrap("trap-discord-app-id", "notes", t)
}

func hcxTrapDiscordPlaceholder() Sample {
	t := hcxLines("# bot/.env.example", "DISCORD_TOKEN=your-bot-token-here", "GUILD_ID="+hcxDigitsN(18), "# real token: 1Password → Dev → Discord bot")
	return hcxTrap("trap-placeholder", "env", t)
}

func hcxTrapLoginNoPw() Sample {
	dev := hcxOne("the old NAS", "the printer", "the office router", "the NVR")
	t := hcxOne(
		fmt.Sprintf("the login for %s is admin / the one in the vault (Facilities)", dev),
		fmt.Sprintf("%s: login is admin / no password set yet, first boot asks for one", dev),
		fmt.Sprintf("login for %s is root / ask %s, I reset it", dev, hcxCap(pick(hcxFirsts))),
	)
	return hcxTrap("trap-login-no-password", "chat", t)
}

func hcxTrapLoginYAMLRef() Sample {
	t := hcxLines("devices:", "  "+hcxOne("nvr.lan", "ups01.mgmt", "pbx.office")+":", "    login: admin / see 1Password \"Facilities\"", "    migrated: true")
	return hcxTrap("trap-login-no-password", "yaml", t)
}

func hcxTrapSplitHash() Sample {
	h := rnd(hexs, 64)
	t := hcxOne(
		"sha256 of the encrypted export (wrapped):\n"+h[:32]+"\n"+h[32:]+"\ncompare before importing",
		"image digest for the new vaultwarden deploy:\nsha256:"+h[:40]+"\n"+h[40:],
	)
	return hcxTrap("trap-checksum", hcxOne("chat", "notes"), t)
}

func hcxTrapCommitProse() Sample {
	t := hcxOne(
		fmt.Sprintf("the dedupe fix landed in commit %s, rerun the import after pulling", rnd(hexs, 40)),
		fmt.Sprintf("reverted %s (it dropped TOTP fields) and tagged v%d.%d.%d", rnd(hexs, 40), hcxN(0, 3), hcxN(0, 20), hcxN(0, 9)),
	)
	return hcxTrap("trap-commit-sha", "chat", t)
}

func hcxTrapSAProse() Sample {
	t := hcxOne(
		fmt.Sprintf("the service account exporter@kl-prod-%d.iam.gserviceaccount.com (client_id %s) has no keys left after the cleanup, we use workload identity now", hcxN(100000, 999999), hcxDigitsN(21)),
		"SA key JSON: moved to the vault, key id not copied anywhere else. Project: crm-sync-"+fmt.Sprint(hcxN(100000, 999999)),
	)
	return hcxTrap("trap-sa-metadata", "chat", t)
}
