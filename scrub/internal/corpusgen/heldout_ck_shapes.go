package main

import (
	"fmt"
	"strings"
)

// Four shapes in the bookkeeping setting: a Discord bot token, a password given after
// "login" with the user first, a key split across two lines, and a service account's
// private_key_id quoted in prose.

func hckSplit(s string) (string, string) {
	cut := len(s)/2 + hckN(-3, 3)
	return s[:cut], s[cut:]
}

var hckShapeSecrets = []hckTpl{
	func() Sample { // discord, chat
		tok := hckDiscord()
		t := fmt.Sprintf("%s: the deadline reminder bot on our Discord stopped posting VAT dates\n%s: I reset it, new bot token is %s\n%s: thx, restarting it on the office NUC",
			pick(hckENFirst), pick(hckENFirst), tok, pick(hckENFirst))
		return hckS("discord-bot-token", "chat", t, []string{tok})
	},
	func() Sample { // discord, env
		tok := hckDiscord()
		ch := rnd(digits, 19)
		t := fmt.Sprintf("# Fristen-Bot für den Kanzlei-Discord\nDISCORD_BOT_TOKEN=%s\nDISCORD_CHANNEL_ID=%s\nREMINDER_DAYS=%d",
			tok, ch, hckN(3, 14))
		return hckS("discord-bot-token", "env", t, []string{tok}, ch)
	},
	func() Sample { // discord, python
		tok := hckDiscord()
		t := fmt.Sprintf("import discord\n\nintents = discord.Intents.default()\nclient = discord.Client(intents=intents)\n\n@client.event\nasync def on_ready():\n    print(\"momsbot online – påminner om momsdeklarationen\")\n\nclient.run(\"%s\")",
			tok)
		return hckS("discord-bot-token", "python", t, []string{tok})
	},
	func() Sample { // login prose, chat en
		user := pick([]string{"admin", "Administrator", "sage", "manager", "office"})
		pw := hckPw()
		t := fmt.Sprintf("%s: how do I get into the %s at %s?\n%s: the login is %s / %s – only for the year-end backup please",
			pick(hckENFirst), pick([]string{"Sage server", "NAS", "router", "old Windows PC with Sage Line 50"}), pick(hckENFirm), pick(hckENFirst), user, pw)
		return hckS("login-password", "chat", t, []string{pw})
	},
	func() Sample { // login prose, yaml
		user := pick([]string{"admin", "buchhaltung", "root", "kasse"})
		pw := hckPw()
		host := pick([]string{"nas.kanzlei.local", "192.168.178." + fmt.Sprint(hckN(2, 250)), "kasse-01.lan"})
		t := fmt.Sprintf("mandant: %s\ngeraete:\n  - name: %s\n    host: %s\n    login: %s / %s\n    notiz: DATEV-Belegtransfer läuft darauf",
			pick(hckDEFirm), pick([]string{"NAS Büro", "Kassen-PC", "Scanner-PC"}), host, user, pw)
		return hckS("login-password", "yaml", t, []string{pw}, host)
	},
	func() Sample { // login prose, de / sv
		user := pick([]string{"admin", "buero", "kontor", "ekonomi"})
		pw := hckPw()
		var t string
		if hckCoin() {
			t = fmt.Sprintf("Kurz für die Urlaubsvertretung: der Login für den Scanner-PC bei %s ist %s / %s, die Belege landen dann automatisch in DUo.", pick(hckDEFirm), user, pw)
		} else {
			t = fmt.Sprintf("Inloggningen till kassadatorn hos %s är %s / %s. Z-rapporterna ligger i mappen Dagskassor.", pick(hckSVFirm), user, pw)
		}
		return hckS("login-password", "note", t, []string{pw})
	},
	func() Sample { // split key, chat
		sec := rnd(b64url, 48)
		a, b := hckSplit(sec)
		t := fmt.Sprintf("%s: Xero client secret for the new app (Teams cut it in two, join the lines):\n%s\n%s\n%s: got it, works",
			pick(hckENFirst), a, b, pick(hckENFirst))
		return hckS("split-key", "chat", t, []string{a, b})
	},
	func() Sample { // split key, mail
		key := pick([]string{"sk_live_", "rk_live_"}) + rnd(alnum, hckN(60, 99))
		a, b := hckSplit(key)
		t := fmt.Sprintf("Hallo %s,\n\nder Stripe-Schlüssel für den Abgleich (mein Mailprogramm bricht ihn leider um):\n\n%s\n%s\n\nBitte ohne Leerzeichen zusammensetzen.\n\nGruß %s",
			pick(hckDEFirst), a, b, pick(hckDEFirst))
		return hckS("split-key", "mail", t, []string{a, b})
	},
	func() Sample { // split key, yaml folded
		tok := rnd(hexs, 32) + rnd(hexs, 32)
		a, b := hckSplit(tok)
		t := fmt.Sprintf("fortnox:\n  client_id: %s\n  refresh_token: >-\n    %s\n    %s\n  scope: bookkeeping invoice",
			rnd(alnum, 12), a, b)
		return hckS("split-key", "yaml", t, []string{a, b})
	},
	func() Sample { // private_key_id prose en
		id := rnd(hexs, 40)
		sa := fmt.Sprintf("sheets-export@%s.iam.gserviceaccount.com", pick([]string{"practice-reports", "kanzlei-fristen", "byran-rapport"})+"-"+rnd(digits, 6))
		t := fmt.Sprintf("FYI I rotated the key for %s this morning – the old private_key_id was %s, please delete the JSON you have locally. The client deadlines sheet is shared with it, nothing else.",
			sa, id)
		return hckS("sa-private-key-id", "chat", t, []string{id}, sa)
	},
	func() Sample { // private_key_id prose de
		id := rnd(hexs, 40)
		t := fmt.Sprintf("Notiz: Das Dienstkonto für den Google-Sheets-Export der Mandantenfristen nutzt den Schlüssel mit private_key_id %s. Die JSON-Datei liegt auf dem Server unter C:\\Fristen\\sa.json, nicht weitergeben.",
			id)
		return hckS("sa-private-key-id", "note", t, []string{id})
	},
	func() Sample { // private_key_id prose sv
		id := rnd(hexs, 40)
		t := fmt.Sprintf("Hej! Servicekontot som läser bokslutslistan i Google Sheets har private_key_id \"%s\". Jag har lagt nyckelfilen i byråns valv, radera den från skrivbordet.",
			id)
		return hckS("sa-private-key-id", "mail", t, []string{id})
	},
}

var hckShapeTraps = []hckTpl{
	func() Sample {
		t := fmt.Sprintf("Discord bot – Kanzlei-Fristen\nApplication ID: %s\nPublic Key: %s\nToken: stored in the password manager (\"Discord Fristen-Bot\"), reset only via Developer Portal",
			rnd(digits, 19), rnd(hexs, 64))
		return hckT("trap-discord-ids", "note", t)
	},
	func() Sample {
		v := pick([]string{"DISCORD_BOT_TOKEN", "DISCORD_TOKEN", "FRISTEN_BOT_TOKEN", "MOMSBOT_TOKEN"})
		t := fmt.Sprintf("import os\nimport discord\n\nclient = discord.Client(intents=discord.Intents.default())\nclient.run(os.environ[\"%s\"])  # %s",
			v, pick([]string{"token lives in the NUC's .env, never commit it", "set in the service unit", "siehe Passwortmanager"}))
		return hckT("trap-env-reference", "python", t)
	},
	func() Sample {
		t := fmt.Sprintf("%s: what's the login for the Sage server?\n%s: the login is admin / ask %s for the password, she changed it after the audit",
			pick(hckENFirst), pick(hckENFirst), pick(hckENFirst))
		return hckT("trap-login-no-password", "chat", t)
	},
	func() Sample {
		t := fmt.Sprintf("geraete:\n  - name: NAS Büro\n    host: nas.kanzlei.local\n    login: admin / ********\n    notiz: Passwort im Tresor, Eintrag \"NAS %s\"", pick(hckDELast))
		return hckT("trap-masked-login", "yaml", t)
	},
	func() Sample {
		a := rnd(hexs, 64)
		x, y := hckSplit(a)
		t := fmt.Sprintf("SHA-256 der übermittelten Datei (für die Akte):\n%s\n%s\nDatei: EXTF_Buchungsstapel_%s.csv", x, y, rnd(digits, 8))
		return hckT("trap-split-checksum", "note", t)
	},
	func() Sample {
		t := fmt.Sprintf("Payment failed, quote this reference to support:\nreq_%s\n%s\n(wrapped by the mail client)", rnd(alnum, 20), rnd(alnum, 14))
		return hckT("trap-split-request-id", "mail", t)
	},
	func() Sample {
		t := fmt.Sprintf("The commit that added the Sheets export is %s – the service account's key itself was never in the repo, and its client_id is %s.",
			rnd(hexs, 40), rnd(digits, 21))
		return hckT("trap-commit-sha", "chat", t)
	},
	func() Sample {
		t := fmt.Sprintf("Servicekontot %s@%s.iam.gserviceaccount.com har inga nycklar längre; vi använder workload identity. Unikt ID: %s.",
			pick([]string{"sheets-export", "rapport"}), "byran-"+rnd(digits, 6), rnd(digits, 21))
		return hckT("trap-sa-ids", "note", strings.TrimSpace(t))
	},
}
