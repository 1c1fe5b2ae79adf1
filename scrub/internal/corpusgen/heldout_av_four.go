package main

import (
	"fmt"
	"strings"
)

// The four shapes the brief names: Discord bot tokens, login pairs,
// keys split over two lines, and service-account key ids.

func havDiscordSamples(n int) []Sample {
	bots := []string{"crew-roster-bot", "dispatch-pinger", "NOTAM-watch", "berth-alerts", "eld-hos-bot", "wx-metar-bot", "gatebot"}
	return havRepeat(n, func() Sample {
		t := havDiscordBot()
		bot := havP(bots)
		who := havP(havPeople)
		switch havN(14) {
		case 0:
			return havSec("discord-bot-token", "chat", fmt.Sprintf("%s: token for %s on the dispatch server is %s — don't paste it in #general pls", who, bot, t), t)
		case 1:
			line := "DISCORD_GUILD_ID=" + havR(digits, 18)
			s := havSec("discord-bot-token", "env", havLines("# "+bot, "DISCORD_TOKEN="+t, line, "LOG_LEVEL=info"), t)
			return havWithKeep(s, line)
		case 2:
			return havSec("discord-bot-token", "json", fmt.Sprintf("{\n  \"token\": \"%s\",\n  \"prefix\": \"!\",\n  \"channel\": \"ops-%s\"\n}", t, havP([]string{"lhr", "ams", "sin", "jfk", "osl"})), t)
		case 3:
			return havSec("discord-bot-token", "code", fmt.Sprintf("import discord\n\nclient = discord.Client(intents=discord.Intents.default())\n# %s\nclient.run(\"%s\")", bot, t), t)
		case 4:
			return havSec("discord-bot-token", "code", fmt.Sprintf("const { Client, GatewayIntentBits } = require('discord.js');\nconst client = new Client({ intents: [GatewayIntentBits.Guilds] });\nclient.login('%s');", t), t)
		case 5:
			s := havSec("discord-bot-token", "yaml", fmt.Sprintf("discord:\n  bot_token: %s\n  notify_channel: fleet-alerts\n  mention_role: duty-manager", t), t)
			return havWithKeep(s, "notify_channel: fleet-alerts")
		case 6:
			return havSec("discord-bot-token", "shell", fmt.Sprintf("$ curl -H \"Authorization: Bot %s\" https://discord.com/api/v10/users/@me", t), t)
		case 7:
			return havSec("discord-bot-token", "log", fmt.Sprintf("%s DEBUG gateway: sending IDENTIFY token=%s intents=513\n%s INFO  gateway: READY session established", havStamp(), t, havStamp()), t)
		case 8:
			return havSec("discord-bot-token", "chat", fmt.Sprintf("Der Bot-Token für den Crew-Discord lautet %s, bitte nur im Passwortmanager ablegen.", t), t)
		case 9:
			return havSec("discord-bot-token", "shell", fmt.Sprintf("docker run -d --name %s -e DISCORD_BOT_TOKEN=%s ghcr.io/%s/%s:1.4", bot, t, strings.ToLower(strings.Fields(havP(havCompanies))[0]), bot), t)
		case 10:
			return havSec("discord-bot-token", "toml", fmt.Sprintf("[bot]\nname = \"%s\"\ntoken = \"%s\"\n\n[feeds]\nmetar = [\"EGLL\", \"EHAM\"]", bot, t), t)
		case 11:
			return havSec("discord-bot-token", "code", fmt.Sprintf("dg, err := discordgo.New(\"Bot %s\")\nif err != nil {\n\tlog.Fatalf(\"discord: %%v\", err)\n}", t), t)
		case 12:
			s := havSec("discord-bot-token", "note", havLines("## "+bot+" handover", "- hosted on "+havHost(), "- token: `"+t+"`", "- restarts nightly at 03:00 UTC"), t)
			return havWithKeep(s, "- restarts nightly at 03:00 UTC")
		default:
			return havSec("discord-bot-token", "chat", fmt.Sprintf("el token del bot de Discord para avisos de atraque: %s (lo regeneramos el viernes)", t), t)
		}
	})
}

func havLoginPairSamples(n int) []Sample {
	systems := []string{"router", "VSAT modem", "ECDIS PC", "AMOS web", "TRAX", "crew portal", "EFB admin console",
		"gate controller", "ELD admin page", "Geotab MyAdmin", "Samsara dashboard", "TCMS laptop", "SITA gateway", "AIS receiver",
		"port community system", "fuel farm HMI", "iridium terminal", "baggage sortation PLC"}
	return havRepeat(n, func() Sample {
		pw := havPW()
		u := havP(havUsers)
		sys := havP(systems)
		cat := "login-pair"
		switch havN(22) {
		case 0:
			return havSec(cat, "chat", fmt.Sprintf("%s login %s / %s", strings.ToLower(sys), u, pw), pw)
		case 1:
			return havSec(cat, "chat", fmt.Sprintf("fyi the %s login is %s / %s, change it after the audit", sys, u, pw), pw)
		case 2:
			s := havSec(cat, "yaml", fmt.Sprintf("vessels:\n  - name: MV %s\n    vsat: %s\n    login: %s / %s\n    notes: reboot via bridge breaker 14", havP(havWords), havIP(), u, pw), pw)
			return havWithKeep(s, "notes: reboot via bridge breaker 14")
		case 3:
			return havSec(cat, "note", fmt.Sprintf("%s\nuser: %s\npass: %s", sys, u, pw), pw)
		case 4:
			return havSec(cat, "chat", fmt.Sprintf("http://%s/ — %s:%s", havIP(), u, pw), pw)
		case 5:
			return havSec(cat, "email", fmt.Sprintf("Hi %s,\n\nFor the %s use username %s and password %s. It is shared by the night shift.\n\nRegards,\n%s", havP(havPeople), sys, u, pw, havP(havPeople)), pw)
		case 6:
			return havSec(cat, "chat", fmt.Sprintf("creds for %s: %s / %s", sys, u, pw), pw)
		case 7:
			return havSec(cat, "note", fmt.Sprintf("%s — u: %s p: %s", sys, u, pw), pw)
		case 8:
			return havSec(cat, "chat", fmt.Sprintf("log in to the %s as %s with %s", sys, u, pw), pw)
		case 9:
			other := havPW()
			s := havSec(cat, "markdown", fmt.Sprintf("| System | User | Password |\n|---|---|---|\n| %s | %s | %s |\n| Wi-Fi (bridge) | — | %s |", sys, u, pw, other), pw, other)
			return havWithKeep(s, "| System | User | Password |")
		case 10:
			return havSec(cat, "csv", fmt.Sprintf("system,username,password,site\n%s,%s,%s,%s", sys, u, pw, havP([]string{"LHR", "CPH", "Rotterdam", "Felixstowe", "Denver yard"})), pw)
		case 11:
			return havSec(cat, "chat", fmt.Sprintf("ID: %s / PW: %s", u, pw), pw)
		case 12:
			return havSec(cat, "note", fmt.Sprintf("Zugang %s — Benutzer: %s / Passwort: %s", sys, u, pw), pw)
		case 13:
			return havSec(cat, "chat", fmt.Sprintf("para el %s el usuario es %s y la contraseña %s", sys, u, pw), pw)
		case 14:
			return havSec(cat, "chat", fmt.Sprintf("%s // %s (%s)", u, pw, sys), pw)
		case 15:
			return havSec(cat, "note", fmt.Sprintf("%s: user=%s pass=%s", sys, u, pw), pw)
		case 16:
			return havSec(cat, "chat", fmt.Sprintf("it's the usual %s, %s for the %s", u, pw, sys), pw)
		case 17:
			return havSec(cat, "ticket", fmt.Sprintf("INC%07d  %s unreachable after firmware update.\nTech on site used login/pass %s/%s to roll back.\nStatus: resolved", havN(9999999), sys, u, pw), pw)
		case 18:
			s := havSec(cat, "yaml", fmt.Sprintf("- host: %s\n  login: %s\n  password: %s\n  port: 22", havHost(), u, pw), pw)
			return havWithKeep(s, "port: 22")
		case 19:
			return havSec(cat, "chat", fmt.Sprintf("%s: %s の ID は %s、パスワードは %s です", havP(havPeople), sys, u, pw), pw)
		case 20:
			return havSec(cat, "note", fmt.Sprintf("* %s (%s)\n  %s\n  %s", sys, havIP(), u, pw), pw)
		default:
			return havSec(cat, "chat", fmt.Sprintf("Login %s + Passwort %s, gilt für alle %s an Bord", u, pw, sys), pw)
		}
	})
}

// havSplit cuts a token into two parts of at least 12 characters.
func havSplit(t string) (string, string) {
	cut := havBetween(12, len(t)-12)
	return t[:cut], t[cut:]
}

func havSplitKeySamples(n int) []Sample {
	return havRepeat(n, func() Sample {
		label, t := havAnyKey()
		for len(t) < 30 {
			label, t = havAnyKey()
		}
		a, b := havSplit(t)
		cat := "split-key"
		switch havN(10) {
		case 0:
			return havSec(cat, "chat", fmt.Sprintf("%s: the %s got wrapped when I pasted it from the tablet:\n%s\n%s\njoin the two lines", havP(havPeople), label, a, b), a, b)
		case 1:
			s := havSec(cat, "note", fmt.Sprintf("Ops handover %s\n- %s for the %s integration (wrapped):\n    %s\n    %s\n- ACARS backlog cleared", havDate(), label, havP(havHostStems), a, b), a, b)
			return havWithKeep(s, "- ACARS backlog cleared")
		case 2:
			return havSec(cat, "log", fmt.Sprintf("%s WARN config: api_key=%s\n%s WARN config: (cont) %s", havStamp(), a, havStamp(), b), a, b)
		case 3:
			return havSec(cat, "shell", fmt.Sprintf("export API_TOKEN=%s\\\n%s", a, b), a, b)
		case 4:
			return havSec(cat, "email", fmt.Sprintf("> On %s, %s wrote:\n> new %s below, the mail client broke it:\n> %s\n> %s\n\nThanks, updated the dispatch server.", havDate(), havP(havPeople), label, a, b), a, b)
		case 5:
			return havSec(cat, "chat", fmt.Sprintf("key part 1: %s\nkey part 2: %s", a, b), a, b)
		case 6:
			s := havSec(cat, "note", fmt.Sprintf("MX tracking sync\nEndpoint: https://%s/api\nToken:\n%s\n%s\nOwner: line maintenance", havHost(), a, b), a, b)
			return havWithKeep(s, "Owner: line maintenance")
		case 7:
			return havSec(cat, "chat", fmt.Sprintf("ok so it's\n%s\n%s\n(it wrapped, no space between)", a, b), a, b)
		case 8:
			return havSec(cat, "log", fmt.Sprintf("[%s] ERROR auth failed for token '%s\n%s' (401 Unauthorized)", havTime(), a, b), a, b)
		default:
			return havSec(cat, "chat", fmt.Sprintf("le jeton %s est coupé en deux dans le ticket :\n%s\n%s", label, a, b), a, b)
		}
	})
}

func havKeyIDSamples(n int) []Sample {
	projects := []string{"ops-data-prod", "crew-sched-412", "acars-ingest", "mro-analytics", "eld-telemetry", "port-pcs-sandbox", "ais-stream-prod"}
	return havRepeat(n, func() Sample {
		kid := havHex(40)
		proj := havP(projects)
		acct := havP([]string{"acars-ingest", "roster-sync", "bq-loader", "ecdis-updates", "eld-export", "terraform"}) + "@" + proj + ".iam.gserviceaccount.com"
		cat := "service-account-key-id"
		switch havN(12) {
		case 0:
			return havSec(cat, "chat", fmt.Sprintf("the json that leaked had \"private_key_id\": \"%s\" in it — revoke that key for %s", kid, acct), kid)
		case 1:
			pem, body := havPEM()
			pem = strings.ReplaceAll(pem, "\n", "\\n")
			body = strings.ReplaceAll(body, "\n", "\\n")
			s := havSec(cat, "json", fmt.Sprintf("{\n  \"type\": \"service_account\",\n  \"project_id\": \"%s\",\n  \"private_key_id\": \"%s\",\n  \"private_key\": \"%s\\n\",\n  \"client_email\": \"%s\"\n}", proj, kid, pem, acct), kid, body)
			return havWithKeep(s, "\"type\": \"service_account\"")
		case 2:
			return havSec(cat, "yaml", fmt.Sprintf("gcp:\n  project: %s\n  client_email: %s\n  private_key_id: %s", proj, acct, kid), kid)
		case 3:
			return havSec(cat, "shell", fmt.Sprintf("$ gcloud iam service-accounts keys list --iam-account=%s\nKEY_ID                                    CREATED_AT            EXPIRES_AT            DISABLED\n%s  %sT09:12:44Z  9999-12-31T23:59:59Z", acct, kid, havDate()), kid)
		case 4:
			return havSec(cat, "ticket", fmt.Sprintf("SEC-%d: service account key %s (%s) found in the EFB build logs. Owner: %s. Action: disable + rotate.", havBetween(100, 9999), kid, acct, havP(havPeople)), kid)
		case 5:
			return havSec(cat, "code", fmt.Sprintf("creds = {\n    'type': 'service_account',\n    'project_id': '%s',\n    'private_key_id': '%s',\n    'client_email': '%s',\n}", proj, kid, acct), kid)
		case 6:
			return havSec(cat, "chat", fmt.Sprintf("private key id is %s, the one ending %s is the old one", kid, havHex(4)), kid)
		case 7:
			return havSec(cat, "chat", fmt.Sprintf("Le fichier JSON contient \"private_key_id\": \"%s\" ; il faut le supprimer du dépôt.", kid), kid)
		case 8:
			return havSec(cat, "code", fmt.Sprintf("$sa = [\n    'private_key_id' => '%s',\n    'client_email'   => '%s',\n];", kid, acct), kid)
		case 9:
			return havSec(cat, "log", fmt.Sprintf("%s INFO google.auth: loaded credentials client_email=%s private_key_id=%s", havStamp(), acct, kid), kid)
		case 10:
			return havSec(cat, "note", fmt.Sprintf("Rotation checklist (%s)\n1. new key created: %s\n2. uploaded to Secret Manager\n3. old key disabled", proj, kid), kid)
		default:
			return havSec(cat, "env", fmt.Sprintf("GOOGLE_CLOUD_PROJECT=%s\nGCP_SA_EMAIL=%s\nGCP_SA_PRIVATE_KEY_ID=%s", proj, acct, kid), kid)
		}
	})
}
