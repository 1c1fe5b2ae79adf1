package main

import (
	"fmt"
	"strings"
)

// The four shapes the brief asks for in depth: Discord bot tokens, login pairs written
// "user / password", keys wrapped over two lines, and service-account key ids.

func hbcFocusPlan() []hbcPlanItem {
	return []hbcPlanItem{
		{30, hbcGenDiscord},
		{36, hbcGenLoginPair},
		{30, hbcGenSplitKey},
		{28, hbcGenKeyID},
	}
}

func hbcGenDiscord() Sample {
	t := hbcDiscordToken()
	bot := hbcP("ServiceBot", "BookingBuddy", "PartsPinger", "RentalDesk", "RO-Notifier", "WorkshopBell")
	chans := hbcP("#service-bookings", "#parts-arrivals", "#bodyshop", "#rental-returns", "#sales-floor")
	switch rng.IntN(10) {
	case 0:
		return hbcSec("discord-token", "chat", fmt.Sprintf("%s: the %s bot token is %s, it posts into %s when a car is ready", hbcPerson(), bot, t, chans), t)
	case 1:
		return hbcSec("discord-token", "env", fmt.Sprintf("# %s\nDISCORD_TOKEN=%s\nDISCORD_CHANNEL_ID=%s\nDMS_POLL_SECONDS=60", bot, t, hbcD(18)), t)
	case 2:
		return hbcSec("discord-token", "python", fmt.Sprintf("import discord\n\nclient = discord.Client(intents=discord.Intents.default())\n\n@client.event\nasync def on_ready():\n    print(\"%s online\")\n\nclient.run(%q)", bot, t), t)
	case 3:
		return hbcSec("discord-token", "js", fmt.Sprintf("const { Client, GatewayIntentBits } = require('discord.js');\nconst client = new Client({ intents: [GatewayIntentBits.Guilds] });\nclient.login('%s'); // %s", t, bot), t)
	case 4:
		return hbcSec("discord-token", "yaml", fmt.Sprintf("bot:\n  name: %s\n  token: \"%s\"\n  prefix: \"!\"\n  notify_channel: \"%s\"", bot, t, chans), t)
	case 5:
		s := hbcSec("discord-token", "notes", fmt.Sprintf("Workshop bot notes (%s)\n- pings %s when a job card closes\n- token: %s\n- owner: %s", hbcDealer(), chans, t, hbcPerson()), t)
		return hbcKeep(s, "- pings "+chans+" when a job card closes")
	case 6:
		return hbcSec("discord-token", "json", fmt.Sprintf("{\n  \"botName\": \"%s\",\n  \"discordToken\": \"%s\",\n  \"guildId\": \"%s\"\n}", bot, t, hbcD(18)), t)
	case 7:
		return hbcSec("discord-token", "shell", fmt.Sprintf("$ docker run -d --name %s -e BOT_TOKEN=%s ghcr.io/%s/dealer-bot:1.%d", strings.ToLower(bot), t, strings.ToLower(hbcP("northgate", "becker", "speedyrent")), hbcIn(0, 9)), t)
	case 8:
		return hbcSec("discord-token", "chat", fmt.Sprintf("%s\n> hey can u check why %s stopped posting?\n> Bot %s\n> that's what we have in the header", hbcPerson()+" wrote:", bot, t), t)
	default:
		return hbcSec("discord-token", "de-chat", fmt.Sprintf("Der Discord-Bot für die Werkstatt läuft wieder. Token falls jemand ihn braucht: %s (bitte nicht weitergeben)", t), t)
	}
}

func hbcGenLoginPair() Sample {
	u := hbcUser()
	pw := hbcAnyPw()
	sys := hbcSystem()
	host := hbcHost()
	p := hbcPerson()
	switch rng.IntN(18) {
	case 0:
		return hbcSec("login-pair", "chat", fmt.Sprintf("router login %s / %s", u, pw), pw)
	case 1:
		return hbcSec("login-pair", "chat", fmt.Sprintf("%s: login is %s / %s for %s", p, u, pw, sys), pw)
	case 2:
		s := hbcSec("login-pair", "yaml", fmt.Sprintf("workshop_router:\n  ip: %s\n  login: %s / %s\n  model: %s", host, u, pw, hbcP("FritzBox 7590", "Ubiquiti ER-X", "TP-Link ER605", "Draytek 2865")), pw)
		return hbcKeep(s, "  ip: "+host)
	case 3:
		return hbcSec("login-pair", "notes", fmt.Sprintf("%s creds: %s/%s", sys, u, pw), pw)
	case 4:
		return hbcSec("login-pair", "chat", fmt.Sprintf("user %s pass %s — that gets you into %s on the front desk PC", u, pw, sys), pw)
	case 5:
		return hbcSec("login-pair", "notes", fmt.Sprintf("Diag laptop (%s)\nWindows: %s : %s\nSerial: %s", hbcP("ODIS", "ISTA", "Techstream", "Xentry"), u, pw, hbcR(upper+digits, 10)), pw)
	case 6:
		return hbcSec("login-pair", "email", fmt.Sprintf("Hi %s,\n\nyour %s account is set up. Username: %s, password: %s. Please change it after the first login.\n\nThanks,\n%s", p, sys, u, pw, hbcPerson()), pw)
	case 7:
		return hbcSec("login-pair", "markdown-table", fmt.Sprintf("| System | User | Password |\n|---|---|---|\n| %s | %s | %s |\n| Key cabinet | - | see office |", sys, u, pw), pw)
	case 8:
		return hbcSec("login-pair", "chat", fmt.Sprintf("for the %s use %s and %s", hbcP("paint booth controller", "alignment rig", "tyre machine PC", "wash bay panel"), u, pw), pw)
	case 9:
		return hbcSec("login-pair", "csv", fmt.Sprintf("system,host,username,password\n%s,%s,%s,%s\nprinter,%s,,", sys, host, u, pw, hbcHost()), pw)
	case 10:
		return hbcSec("login-pair", "fr-chat", fmt.Sprintf("Identifiant : %s / mot de passe : %s (poste réception)", u, pw), pw)
	case 11:
		return hbcSec("login-pair", "de-notes", fmt.Sprintf("Zugang %s: Benutzer %s, Kennwort %s", sys, u, pw), pw)
	case 12:
		return hbcSec("login-pair", "ticket", fmt.Sprintf("TICKET %s-%d\nSummary: tech can't log into %s\nSteps: tried %s // %s, got 'account locked'\nPriority: P2", hbcR(upper, 3), hbcIn(1000, 9999), sys, u, pw), pw)
	case 13:
		return hbcSec("login-pair", "chat", fmt.Sprintf("%s@%s pw %s", u, host, pw), pw)
	case 14:
		return hbcSec("login-pair", "es-chat", fmt.Sprintf("usuario: %s contraseña: %s (el del taller)", u, pw), pw)
	case 15:
		return hbcSec("login-pair", "notes", fmt.Sprintf("%s -> %s | %s", sys, u, pw), pw)
	case 16:
		return hbcSec("login-pair", "nl-chat", fmt.Sprintf("inloggen op %s met %s en wachtwoord %s", sys, u, pw), pw)
	default:
		return hbcSec("login-pair", "ini", fmt.Sprintf("[%s]\nhost = %s\nuser = %s\npassword = %s", strings.ReplaceAll(strings.ToLower(sys), " ", "_"), host, u, pw), pw)
	}
}

func hbcLongToken() string {
	switch rng.IntN(6) {
	case 0:
		return "sk_live_51" + hbcR(alnum, 97)
	case 1:
		return "github_pat_11" + hbcR(upper+digits, 21) + "_" + hbcR(alnum, 59)
	case 2:
		return hbcJWT()
	case 3:
		return hbcR(alnum, 88)
	case 4:
		return "sk-proj-" + hbcR(b64url, 60) + "T3BlbkFJ" + hbcR(b64url, 60)
	default:
		return hbcR(alnum+"+/", 86) + "=="
	}
}

func hbcGenSplitKey() Sample {
	t := hbcLongToken()
	cut := hbcIn(len(t)/3, 2*len(t)/3)
	// never cut right after a separator, so neither half ends or starts with one
	for strings.ContainsRune("._-", rune(t[cut-1])) || strings.ContainsRune("._-", rune(t[cut])) {
		cut++
	}
	a, b := t[:cut], t[cut:]
	what := hbcP("the DMS API key", "the Keyloop integration key", "the payment terminal key", "the RouteOne secret", "the telematics token", "the parts-portal key")
	p := hbcPerson()
	switch rng.IntN(8) {
	case 0:
		return hbcSec("split-key", "chat", fmt.Sprintf("%s: here's %s, it wrapped when I copied it:\n%s\n%s\n%s: ta", p, what, a, b, hbcPerson()), a, b)
	case 1:
		s := hbcSec("split-key", "notes", fmt.Sprintf("Meeting notes %02d/%02d — %s\n- new integration live Monday\n- key:\n  %s\n  %s\n- follow up with vendor re: rate limits", hbcIn(1, 28), hbcIn(1, 12), hbcDealer(), a, b), a, b)
		return hbcKeep(s, "- new integration live Monday")
	case 2:
		return hbcSec("split-key", "log", fmt.Sprintf("2025-%02d-%02dT08:%02d:11Z INFO sync: using api key %s\n%s\n2025-%02d-%02dT08:%02d:12Z INFO sync: 42 repair orders pulled", hbcIn(1, 12), hbcIn(1, 28), hbcIn(10, 59), a, b, hbcIn(1, 12), hbcIn(1, 28), hbcIn(10, 59)), a, b)
	case 3:
		return hbcSec("split-key", "chat", fmt.Sprintf("%s first half: %s\nsecond half: %s", what, a, b), a, b)
	case 4:
		return hbcSec("split-key", "email", fmt.Sprintf("Hi %s,\n\nAs requested, %s for the %s site is below (paste both lines together):\n\n%s\n%s\n\nRegards,\n%s", p, what, hbcDealer(), a, b, hbcPerson()), a, b)
	case 5:
		return hbcSec("split-key", "shell", fmt.Sprintf("$ export DMS_TOKEN=\"%s\\\n%s\"\n$ ./pull-ros.sh --since yesterday", a, b), a, b)
	case 6:
		return hbcSec("split-key", "ticket", fmt.Sprintf("Re: integration failing\nThe token in the vault entry is\n%s\n%s\nbut the portal says it was rotated. Can you check? — %s", a, b, p), a, b)
	default:
		return hbcSec("split-key", "de-notes", fmt.Sprintf("Schlüssel für %s (wegen Zeilenumbruch zweiteilig):\n%s\n%s\nGültig bis Ende Quartal.", hbcSystem(), a, b), a, b)
	}
}

func hbcGenKeyID() Sample {
	id := hbcHex(40)
	proj := hbcP("dealer-dms-sync", "speedyrent-fleet", "northgate-prod", "bodyshop-estimates", "becker-parts-423", "rental-telematics-01")
	sa := hbcP("dms-sync", "fleet-export", "looker-reader", "parts-bot", "ro-importer") + "@" + proj + ".iam.gserviceaccount.com"
	switch rng.IntN(9) {
	case 0:
		return hbcSec("sa-key-id", "chat", fmt.Sprintf("the old json had \"private_key_id\": \"%s\" — that's the one we need to revoke for %s", id, sa), id)
	case 1:
		return hbcSec("sa-key-id", "json", fmt.Sprintf("{\n  \"type\": \"service_account\",\n  \"project_id\": \"%s\",\n  \"private_key_id\": \"%s\",\n  \"client_email\": \"%s\",\n  \"token_uri\": \"https://oauth2.googleapis.com/token\"\n}", proj, id, sa), id)
	case 2:
		return hbcSec("sa-key-id", "notes", fmt.Sprintf("SA key for the BigQuery export of repair orders: private_key_id %s (client %s)", id, sa), id)
	case 3:
		return hbcSec("sa-key-id", "ticket", fmt.Sprintf("Security review: key %s of %s was found in the shared drive (Fleet/telematics/creds.json). Please disable and rotate.", id, sa), id)
	case 4:
		return hbcSec("sa-key-id", "yaml", fmt.Sprintf("gcp:\n  project: %s\n  client_email: %s\n  private_key_id: %s\n  private_key: ${GCP_PRIVATE_KEY}", proj, sa, id), id)
	case 5:
		return hbcSec("sa-key-id", "chat", fmt.Sprintf("%s: private key id = %s, I pasted the rest into the vault", hbcPerson(), id), id)
	case 6:
		return hbcSec("sa-key-id", "python", fmt.Sprintf("info = {\n    \"type\": \"service_account\",\n    \"private_key_id\": '%s',\n    \"client_email\": '%s',\n}\ncreds = service_account.Credentials.from_service_account_info(info)", id, sa), id)
	case 7:
		return hbcSec("sa-key-id", "de-chat", fmt.Sprintf("Der Dienstkonto-Schlüssel hat die ID %s, private_key_id steht so auch im JSON", id), id)
	default:
		return hbcSec("sa-key-id", "log", fmt.Sprintf("WARN auth: key \"private_key_id\":\"%s\" for %s expires in 7 days", id, sa), id)
	}
}
