package main

import (
	"fmt"
	"strings"
)

// Four shapes shared with earlier parts, in the care setting: Discord bot tokens, a login
// given as "user / password" in prose, a key split over two lines, and a service account's
// private_key_id quoted in prose. Secret samples first, then their traps.

func hdiShapeGens() []hdiGen {
	return []hdiGen{
		hdiShapeDiscordEnv, hdiShapeDiscordPy, hdiShapeDiscordChat,
		hdiShapeLoginChat, hdiShapeLoginYAML, hdiShapeLoginNote,
		hdiShapeSplitChat, hdiShapeSplitPy, hdiShapeSplitMail,
		hdiShapeKeyIDChat, hdiShapeKeyIDTicket, hdiShapeKeyIDMemory,
	}
}

func hdiShapeTrapGens() []hdiGen {
	return []hdiGen{
		hdiShapeTrapDiscordIDs, hdiShapeTrapDiscordInvite, hdiShapeTrapLoginNoPW, hdiShapeTrapLoginYAMLRef,
		hdiShapeTrapSplitChecksum, hdiShapeTrapCommitSHA, hdiShapeTrapKeyIDRedacted, hdiShapeTrapFingerprint,
	}
}

func hdiGsaEmail() string {
	return hdiP("sheets-sync", "fax-to-drive", "med-reminders", "portal-export", "carelog") + "@" +
		hdiP("famcare", "clinic-nord", "homehealth", "stmarys-hc") + "-" + hdiR(hdiDigits, 6) + ".iam.gserviceaccount.com"
}

func hdiShapeDiscordEnv() Sample {
	tok := hdiDiscordBot()
	text := hdiJoin(
		"# family server bot: posts Grandma's CGM lows to #alerts",
		"DISCORD_BOT_TOKEN="+tok,
		"ALERT_CHANNEL=alerts",
		"LOW_THRESHOLD_MMOL=3.9",
		"NIGHTSCOUT_URL=https://"+hdiNSHost(),
	)
	return hdiS("discord-bot-token", "env", text, hdiSec(tok))
}

func hdiShapeDiscordPy() Sample {
	tok := hdiDiscordBot()
	text := hdiJoin(
		"@tasks.loop(time=datetime.time(hour=8))",
		"async def meds():",
		"    ch = bot.get_channel(MEDS_CHANNEL)",
		"    await ch.send(\"Morning meds for Dad: "+hdiMed()+" 💊 react ✅ when given\")",
		"",
		fmt.Sprintf("bot.run(%q)", tok),
	)
	return hdiS("discord-bot-token", "code", text, hdiSec(tok))
}

func hdiShapeDiscordChat() Sample {
	tok := hdiDiscordBot()
	text := hdiJoin(
		hdiName()+": the reminder bot on our family Discord went offline again",
		hdiName()+": "+hdiP("here's the token it uses, can you restart it on your pi? ", "token is ", "paste this into the bot's config: ")+tok,
		hdiName()+": on it",
	)
	return hdiS("discord-bot-token", "chat", text, hdiSec(tok))
}

func hdiShapeLoginChat() Sample {
	u := hdiP("admin", "nurse", "carer", "family", "root", "installer")
	pw := hdiPW()
	dev := hdiP("pill dispenser hub", "bed sensor base station", "telecare hub", "router", "tablet we gave Oma", "medication cart")
	text := hdiJoin(
		fmt.Sprintf("%s: how do I get into the settings on the %s?", hdiName(), dev),
		fmt.Sprintf("%s: %s %s / %s", hdiName(), hdiP("the login is", "login is", "login:", "Login ->"), u, pw),
	)
	return hdiS("login-password", "chat", text, hdiSec(pw), u+" / ")
}

func hdiShapeLoginYAML() Sample {
	u := hdiP("admin", "nurse", "careadmin", "pi")
	pw := hdiPW()
	text := hdiJoin(
		"devices:",
		"  - name: "+hdiP("pill-dispenser", "fall-hub", "bp-gateway"),
		"    ip: 192.168.0."+fmt.Sprint(hdiN(2, 250)),
		"    notes: the login is "+u+" / "+pw,
		"  - name: doorbell",
		"    notes: cloud only",
	)
	return hdiS("login-password", "yaml", text, hdiSec(pw), "login is "+u+" / ")
}

func hdiShapeLoginNote() Sample {
	u1, u2 := hdiP("admin", "Admin"), hdiUser()
	p1, p2 := hdiPW(), hdiPW()
	text := hdiJoin(
		"Tech stuff at Dad's (so I stop getting calls)",
		"- router: login "+u1+" / "+p1,
		"- "+hdiP("Omron", "Withings", "iHealth")+" blood pressure app: login "+u2+" / "+p2,
		"- TV remote batteries are AAA, spares in the drawer",
	)
	return hdiS("login-password", "note", text, hdiSec(p1, p2), u2)
}

func hdiSplitAt(s string) (string, string) {
	k := len(s)/2 + hdiN(-4, 4)
	return s[:k], s[k:]
}

func hdiShapeSplitChat() Sample {
	full := hdiP("a", "b", "c")
	switch full {
	case "a":
		full = hdiStripe()
	case "b":
		full = hdiSendGrid()
	default:
		full = hdiNSToken() + hdiR(hdiHex, 16)
	}
	a, b := hdiSplitAt(full)
	text := hdiJoin(
		hdiName()+": "+hdiP("the key for the clinic booking thing, my phone split it in two:", "sending the key in two parts so it fits:", "key (2 msgs):"),
		hdiName()+": "+a,
		hdiName()+": "+b,
		hdiName()+": "+hdiP("just stick them together", "no space between", "got both?"),
	)
	return hdiS("split-key", "chat", text, hdiSec(a, b))
}

func hdiShapeSplitPy() Sample {
	full := hdiR(hdiB64URL, hdiN(56, 72))
	a, b := hdiSplitAt(full)
	text := hdiJoin(
		"# Medisafe-style reminder relay, caregiver edition",
		"PUSH_API_TOKEN = (",
		fmt.Sprintf("    %q", a),
		fmt.Sprintf("    %q", b),
		")",
		"PATIENT_TZ = \"Europe/"+hdiP("Lisbon", "Berlin", "London", "Warsaw")+"\"",
	)
	return hdiS("split-key", "code", text, hdiSec(a, b))
}

func hdiShapeSplitMail() Sample {
	full := hdiJWT()
	a, b := hdiSplitAt(full)
	text := hdiJoin(
		"Hi IT,",
		"the home-monitoring tablet for "+hdiFull()+" stopped syncing. The support page told me to send the device token, here it is:",
		"",
		a,
		b,
		"",
		"(it wrapped over two lines when I copied it)",
		"Thanks, "+hdiName()+" (carer)",
	)
	return hdiS("split-key", "mail", text, hdiSec(a, b))
}

func hdiShapeKeyIDChat() Sample {
	id := hdiHexKey(40)
	sa := hdiGsaEmail()
	text := hdiJoin(
		hdiName()+": the sheets sync for the carers' rota broke",
		fmt.Sprintf("%s: it's using the service account %s, key %s, maybe it got disabled?", hdiName(), sa, id),
		hdiName()+": I'll check the console tonight",
	)
	return hdiS("gcp-private-key-id", "chat", text, hdiSec(id), sa)
}

func hdiShapeKeyIDTicket() Sample {
	id := hdiHexKey(40)
	sa := hdiGsaEmail()
	text := hdiJoin(
		"SEC-"+hdiR(hdiDigits, 4)+": leaked service account key",
		fmt.Sprintf("The JSON for %s was attached to a patient-facing email by mistake.", sa),
		fmt.Sprintf("Please revoke the key with private_key_id %s and issue a new one.", id),
		"Affected: fax-to-Drive import for referrals.",
	)
	return hdiS("gcp-private-key-id", "ticket", text, hdiSec(id), sa)
}

func hdiShapeKeyIDMemory() Sample {
	id := hdiHexKey(40)
	text := hdiJoin(
		"memory: The family's appointment-calendar script authenticates with a Google service account.",
		fmt.Sprintf("Its private_key_id is \"%s\"; the key file lives on %s's laptop.", id, hdiName()),
		"User wants it rotated every 90 days.",
	)
	return hdiS("gcp-private-key-id", "memory", text, hdiSec(id))
}

// --- traps for the four shapes ---

func hdiShapeTrapDiscordIDs() Sample {
	text := hdiJoin(
		"# discord bot for Dad's med reminders",
		"DISCORD_BOT_TOKEN=${DISCORD_BOT_TOKEN}",
		"APPLICATION_ID="+hdiSnowflake(),
		"GUILD_ID="+hdiSnowflake(),
		"MEDS_CHANNEL="+hdiSnowflake(),
		"# token lives in the pi's systemd credentials, not here",
	)
	return hdiT("trap-discord-ids", "env", text)
}

func hdiShapeTrapDiscordInvite() Sample {
	text := hdiJoin(
		hdiName()+": to add the meds bot to the family server click this:",
		fmt.Sprintf("https://discord.com/oauth2/authorize?client_id=%s&permissions=%d&scope=bot", hdiSnowflake(), hdiN(2048, 277025508352)),
		hdiName()+": added 👍 it's called "+hdiP("PillPal", "MedBot", "OmaCare"),
	)
	return hdiT("trap-discord-invite", "chat", text)
}

func hdiShapeTrapLoginNoPW() Sample {
	u := hdiP("admin", "nurse", "carer", "family")
	text := hdiJoin(
		fmt.Sprintf("%s: what's the login for the %s?", hdiName(), hdiP("telecare hub", "pill dispenser", "router")),
		fmt.Sprintf("%s: the login is %s / %s", hdiName(), u, hdiP("the password on the sticker underneath", "whatever you set on first boot", "ask the office, they keep it", "same as the wifi, it's in 1Password")),
	)
	return hdiT("trap-login-no-password", "chat", text)
}

func hdiShapeTrapLoginYAMLRef() Sample {
	u := hdiP("admin", "careadmin", "pi")
	text := hdiJoin(
		"devices:",
		"  - name: "+hdiP("pill-dispenser", "fall-hub", "bp-gateway"),
		"    ip: 192.168.0."+fmt.Sprint(hdiN(2, 250)),
		"    notes: the login is "+u+" / "+hdiP("${HUB_PASSWORD}", "<see vault>", "********", "{{ hub_password }}"),
	)
	return hdiT("trap-login-reference", "yaml", text)
}

func hdiShapeTrapSplitChecksum() Sample {
	sum := hdiR(hdiHex, 64)
	a, b := sum[:32], sum[32:]
	text := hdiJoin(
		fmt.Sprintf("Firmware %d.%d.%d for the %s, SHA-256 (wrapped):", hdiN(1, 4), hdiN(0, 9), hdiN(0, 20), hdiP("insulin pump uploader", "pill dispenser", "bed sensor")),
		a,
		b,
		"Compare before flashing; the vendor page lists the same value.",
	)
	return hdiT("trap-split-checksum", "note", text)
}

func hdiShapeTrapCommitSHA() Sample {
	sha := hdiHexKey(40)
	text := hdiJoin(
		hdiName()+": the rota sync crash is fixed",
		fmt.Sprintf("%s: it's in commit %s, deployed to the pi this morning", hdiName(), sha),
		hdiName()+": great, the carers' calendar looks right again",
	)
	return hdiT("trap-commit-sha", "chat", text)
}

func hdiShapeTrapKeyIDRedacted() Sample {
	text := hdiJoin(
		"SEC-"+hdiR(hdiDigits, 4)+": rotate service account key",
		fmt.Sprintf("Service account %s, client_id %s.", hdiGsaEmail(), hdiR("123456789", 1)+hdiR(hdiDigits, 20)),
		"Old private_key_id: "+hdiP("[REDACTED]", "<removed>", "(see Secret Manager)", "****"),
		"New key is stored in Secret Manager as "+hdiP("carelog-sa-key", "fax-sa", "sheets-sa")+"; nobody needs the file.",
	)
	return hdiT("trap-key-id-redacted", "ticket", text)
}

func hdiShapeTrapFingerprint() Sample {
	fp := strings.ToUpper(hdiHexKey(40))
	var g []string
	for i := 0; i < 40; i += 4 {
		g = append(g, fp[i:i+4])
	}
	text := hdiJoin(
		"To send me Mum's scans encrypted, use my public key:",
		"fingerprint "+strings.Join(g, " "),
		"It's on keys.openpgp.org under "+hdiUser()+".",
	)
	return hdiT("trap-key-fingerprint", "mail", text)
}
