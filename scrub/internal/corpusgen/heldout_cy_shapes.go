package main

import (
	"encoding/base64"
	"fmt"
)

// The four shared shapes, in an aviation setting: Discord bot tokens, "login is user / pw",
// keys split over two lines, and a service account's private_key_id quoted in prose.

func hcySplit(s string) (string, string) {
	n := len(s)/2 + rng.IntN(len(s)/6+1) - len(s)/12
	return s[:n], s[n:]
}

func hcyShapeGens() []hcyGen {
	return []hcyGen{
		func() Sample {
			tok := hcyDiscordBot()
			t := fmt.Sprintf("%s: club discord bot (the one that posts who's booked the Cessna) stopped working after I reset it. new bot token: %s\n%s: ok pasting it into the pi now",
				hcyFirstN(), tok, hcyFirstN())
			return hcyS("discord-bot-token", "chat", t, []string{tok})
		},
		func() Sample {
			tok := hcyDiscordBot()
			app := hcyDigitsNZ(18)
			t := fmt.Sprintf("# metar-bot/.env\nDISCORD_APPLICATION_ID=%s\nDISCORD_BOT_TOKEN=%s\nMETAR_STATIONS=%s,%s,%s",
				app, tok, pick(hcyICAO), pick(hcyICAO), pick(hcyICAO))
			return hcyS("discord-bot-token", "env", t, []string{tok}, app)
		},
		func() Sample {
			tok := hcyDiscordBot()
			t := fmt.Sprintf("import discord\n\nclient = discord.Client(intents=discord.Intents.default())\n\n@client.event\nasync def on_ready():\n    print('crew-swap bot online')\n\nclient.run('%s')", tok)
			return hcyS("discord-bot-token", "python", t, []string{tok})
		},
		func() Sample {
			pw := hcyPw()
			user := pick([]string{"admin", "ops", "gpu_admin", "hangar", "fuel"})
			t := fmt.Sprintf("%s: for the fuel farm tablet the login is %s / %s\n%s: thx, the laminated card by the bowser still has the old one btw",
				hcyFirstN(), user, pw, hcyFirstN())
			return hcyS("login-password", "chat", t, []string{pw}, user)
		},
		func() Sample {
			pw := hcyPw()
			user := pick([]string{"admin", "dispatch2", "stores", "mxplanner"})
			host := hcyHost(pick([]string{"gse", "stores", "planning"}))
			t := fmt.Sprintf("- name: %s\n  url: https://%s\n  notes: \"login is %s / %s, shared by the night shift\"\n- name: Crew portal\n  url: https://%s\n  notes: \"personal logins only\"",
				pick([]string{"GSE tracker", "Stores portal", "Planning board"}), host, user, pw, hcyHost("ecrew"))
			return hcyS("login-password", "yaml", t, []string{pw}, user, host)
		},
		func() Sample {
			pw := hcyPw()
			user := pick([]string{"admin", "instructor", "duty"})
			t := fmt.Sprintf("Handover %s: Sim #2 IOS rebooted twice. If it asks for it, the login is %s / %s. Motion base fault cleared, logged in the sim tech log.",
				hcyDate(), user, pw)
			return hcyS("login-password", "note", t, []string{pw}, user)
		},
		func() Sample {
			pw := hcyPw()
			user := pick([]string{"admin", "root", "camera"})
			t := fmt.Sprintf("apron_cameras:\n  nvr: 10.%d.%d.%d\n  login: %s / %s\n  retention_days: 30", rng.IntN(255), rng.IntN(255), 2+rng.IntN(250), user, pw)
			return hcyS("login-password", "yaml", t, []string{pw}, user)
		},
		func() Sample {
			tok := hcyGHP()
			a, b := hcySplit(tok)
			t := fmt.Sprintf("%s: the EFB notes app wraps it, so here's the deploy token for the OFP viewer repo in two bits, join them:\n%s\n%s",
				hcyFirstN(), a, b)
			return hcyS("split-token", "chat", t, []string{a, b})
		},
		func() Sample {
			id, sec := hcyAWSID(), hcyAWSSecret()
			a, b := hcySplit(sec)
			t := fmt.Sprintf("Hi %s,\n\nkeys for the tech-log photo bucket (the secret broke across lines in my mail client, join the two lines):\n\nAccess key ID: %s\nSecret access key: %s\n%s\n\nPlease move them into the vault today.",
				hcyFirstN(), id, a, b)
			return hcyS("split-token", "mail", t, []string{id, a, b})
		},
		func() Sample {
			key := hcySendGrid()
			a, b := hcySplit(key)
			t := fmt.Sprintf("notifier:\n  sendgrid_api_key: \"%s\\\n    %s\"\n  from: crew-notices@%s", a, b, pick(hcyDomains))
			return hcyS("split-token", "yaml", t, []string{a, b})
		},
		func() Sample {
			tok := hcySlackBot()
			a, b := hcySplit(tok)
			t := fmt.Sprintf("ops-bot token (line 1 of 2) %s\nops-bot token (line 2 of 2) %s", a, b)
			return hcyS("split-token", "note", t, []string{a, b})
		},
		func() Sample {
			kid := hcyHex(40)
			proj := pick([]string{"flight-ops-data", "crew-roster-sync", "mx-analytics", "efb-telemetry"}) + "-" + rnd(digits, 6)
			t := fmt.Sprintf("%s: heads up, someone committed the service account JSON for %s to the wiki. Its private_key_id is %s — I've disabled that key in IAM, can you create a new one?",
				hcyFirstN(), proj, kid)
			return hcyS("gcp-private-key-id", "chat", t, []string{kid}, proj)
		},
		func() Sample {
			kid := hcyHex(40)
			sa := "roster-sync@" + pick([]string{"flight-ops-data", "crew-roster-sync", "mx-analytics"}) + ".iam.gserviceaccount.com"
			t := fmt.Sprintf("Ticket SEC-%s\nService account: %s\nFinding: key with private_key_id %s found in the shared OneDrive folder 'Dispatch tools'.\nAction: rotate and delete the file.",
				rnd(digits, 4), sa, kid)
			return hcyS("gcp-private-key-id", "ticket", t, []string{kid}, sa)
		},
		func() Sample {
			kid := hcyHex(40)
			t := fmt.Sprintf("Für die BigQuery-Auswertung der Flugdaten benutze ich den Schlüssel mit der private_key_id \"%s\". Die JSON-Datei liegt auf dem Laptop in der Wartungshalle.",
				kid)
			return hcyS("gcp-private-key-id", "mail", t, []string{kid})
		},
	}
}

func hcyShapeTrapGens() []hcyGen {
	return []hcyGen{
		func() Sample {
			t := fmt.Sprintf("# metar-bot/.env\nDISCORD_APPLICATION_ID=%s\nDISCORD_PUBLIC_KEY=%s\nDISCORD_BOT_TOKEN=${DISCORD_BOT_TOKEN}\nGUILD_ID=%s",
				hcyDigitsNZ(18), rnd(hexs, 64), hcyDigitsNZ(18))
			return hcyT("trap-discord-ids", "env", t)
		},
		func() Sample {
			id := base64.RawURLEncoding.EncodeToString([]byte(hcyDigitsNZ(18)))
			t := fmt.Sprintf("%s: bot log says \"Improper token has been passed\" for token %s.******.************ — I think someone regenerated it in the dev portal. Can whoever has access paste it into the vault (not here)?",
				hcyFirstN(), id[:8])
			return hcyT("trap-discord-masked", "chat", t)
		},
		func() Sample {
			t := fmt.Sprintf("%s: the login is %s / %s\n%s: 👍",
				hcyFirstN(), pick([]string{"admin", "ops", "dispatch2"}), pick([]string{"ask Sven for the password", "the usual one", "your crew number", "whatever's in 1Password under 'Fuel farm'", "<password from the binder>"}), hcyFirstN())
			return hcyT("trap-login-no-password", "chat", t)
		},
		func() Sample {
			t := fmt.Sprintf("apron_cameras:\n  nvr: 10.%d.%d.%d\n  login: %s / %s\n  retention_days: 30", rng.IntN(255), rng.IntN(255), 2+rng.IntN(250), pick([]string{"admin", "camera"}), pick([]string{"${NVR_PASSWORD}", "********", "\"{{ vault('ops/nvr') }}\""}))
			return hcyT("trap-login-no-password", "yaml", t)
		},
		func() Sample {
			d := rnd(hexs, 64)
			a, b := d[:32], d[32:]
			t := fmt.Sprintf("%s: checksum of the new nav database didn't fit on one line of the EFB screen:\nsha256 %s\n%s\nmatches the Jeppesen one ✅", hcyFirstN(), a, b)
			return hcyT("trap-split-checksum", "chat", t)
		},
		func() Sample {
			tr := rnd(upper+digits, 30)
			t := fmt.Sprintf("Trace for the failed OFP upload (wrapped):\ntrace-id: %s\n%s\nrequest at %s UTC from EFB-%s", tr[:15], tr[15:], hcyTime(), rnd(digits, 3))
			return hcyT("trap-split-trace", "note", t)
		},
		func() Sample {
			t := fmt.Sprintf("The service account roster-sync@%s.iam.gserviceaccount.com (client_id %s) is fine to share with the vendor; the private_key_id and the key itself stay in Secret Manager.",
				pick([]string{"flight-ops-data", "crew-roster-sync"}), hcyDigitsNZ(21))
			return hcyT("trap-private-key-id-talk", "mail", t)
		},
		func() Sample {
			t := fmt.Sprintf("%s: the fix for the key rotation script is in commit %s, deployed at %s. private_key_id values are now masked in the logs.", hcyFirstN(), rnd(hexs, 40), hcyTime())
			return hcyT("trap-commit-sha", "chat", t)
		},
		func() Sample {
			t := fmt.Sprintf("Manual revision %d of the %s AMM uploaded. SHA-1 %s, %d pages.", 40+rng.IntN(30), pick([]string{"A320", "ATR 72", "B737"}), rnd(hexs, 40), 2000+rng.IntN(9000))
			return hcyT("trap-checksum", "note", t)
		},
		func() Sample {
			t := fmt.Sprintf("{\n  \"type\": \"service_account\",\n  \"project_id\": \"%s\",\n  \"private_key_id\": \"%s\",\n  \"private_key\": \"%s\",\n  \"client_email\": \"roster-sync@%s.iam.gserviceaccount.com\"\n}",
				"mx-analytics", pick([]string{"<private_key_id>", "REDACTED"}), pick([]string{"<private_key>", "REDACTED"}), "mx-analytics")
			return hcyT("trap-masked", "json", t)
		},
	}
}
