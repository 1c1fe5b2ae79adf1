package main

import (
	"fmt"
)

// The four shared shapes: Discord bot tokens, "login is user / password" prose, tokens split
// over two lines, and a service account's private_key_id quoted in prose.

func hdtSAEmail() string {
	return pick([]string{"intake-sync", "reminders-bot", "sheets-export", "adoption-feed", "rota-sync"}) +
		"@" + pick([]string{"shelter-ops", "vet-booking", "clinic-data", "rescue-site"}) + "-" + rnd(digits, 6) + ".iam.gserviceaccount.com"
}

func hdtShapeSecretGens() []hdtGen {
	return []hdtGen{
		func() Sample { // discord token in chat
			tok := hdtDiscordBot()
			t := fmt.Sprintf("%s: ok the adoption alert bot is made. token is %s\n%s: put it in the .env on the raspberry pi, not in the repo pls\n%s: yep, it'll post new dogs to #adopt-me every morning",
				pick(hdtFirst), tok, pick(hdtFirst), pick(hdtFirst))
			return hdtS("discord-bot-token", "chat", t, []string{tok}, "#adopt-me")
		},
		func() Sample { // discord token in config
			tok, app := hdtDiscordBot(), "1"+rnd(digits, 18)
			t := fmt.Sprintf("{\n  \"application_id\": \"%s\",\n  \"token\": \"%s\",\n  \"guild\": \"%s Volunteers\",\n  \"commands\": [\"/walks\", \"/foster\", \"/lost-pet\"]\n}", app, tok, pick(hdtClinics))
			return hdtS("discord-bot-token", "json", t, []string{tok}, app)
		},
		func() Sample { // discord token in code with error
			tok := hdtDiscordBot()
			t := fmt.Sprintf("why does my grooming reminder bot crash?\n\n```python\nclient = discord.Client(intents=intents)\nclient.run(\"%s\")\n```\n\nerror: discord.errors.PrivilegedIntentsRequired: Shard ID None is requesting privileged intents", tok)
			return hdtS("discord-bot-token", "code", t, []string{tok}, "PrivilegedIntentsRequired")
		},
		func() Sample { // login prose chat
			u, pw := pick([]string{"admin", "frontdesk", "reception", "Admin", "vet1", "groomer"}), hdtPassword()
			dev := pick([]string{"the autoclave web page", "the kennel cam NVR", "the new card reader", "the lab printer", "the dental x-ray sensor app"})
			t := pick([]string{
				"for %s the login is %s / %s",
				"%s – login is %s / %s, don't change it",
				"re %s: the login's %s / %s (factory reset it last week)",
			})
			t = fmt.Sprintf("%s: "+t, pick(hdtFirst), dev, u, pw)
			return hdtS("device-password", "chat", t, []string{pw}, dev)
		},
		func() Sample { // login prose in YAML
			u, pw := pick([]string{"admin", "radtech", "nurse", "manager", "root"}), hdtPassword()
			ip := fmt.Sprintf("10.%d.%d.%d", hdtN(0, 20), hdtN(0, 255), hdtN(2, 250))
			t := fmt.Sprintf("# equipment.yaml – clinic kit inventory\n%s:\n  location: %s\n  web_ui: http://%s\n  login: %s / %s\n  serial: %s\n",
				pick([]string{"autoclave", "oxygen_concentrator", "kennel_cams", "xray_generator", "ups_surgery"}), pick([]string{"prep room", "surgery", "ward 2", "comms cupboard"}), ip, u, pw, "SN"+rnd(upper+digits, 10))
			return hdtS("device-password", "yaml", t, []string{pw}, ip)
		},
		func() Sample { // login prose in mail
			u, pw, pms := hdtUser(), hdtPassword(), pick(hdtPMS)
			t := fmt.Sprintf("Hi %s,\n\nYour locum shifts are confirmed for next week. For %s the login is %s / %s – it's a shared locum account, so please log out at the end of each day.\n\nParking is round the back.\n\n%s\nPractice Manager", pick(hdtFirst), pms, u, pw, hdtPerson())
			return hdtS("pms-password", "mail", t, []string{pw}, u)
		},
		func() Sample { // split key over two messages
			key := hdtSendGrid()
			if hdtCoin() {
				key = hdtStripeSK()
			}
			cut := len(key)/2 + hdtN(-4, 4)
			a, b := key[:cut], key[cut:]
			t := fmt.Sprintf("%s: sending the key in two bits like IT said\n%s: part 1: %s\n%s: part 2: %s\n%s: got both, thx", pick(hdtFirst), pick(hdtFirst), a, pick(hdtFirst), b, pick(hdtFirst))
			return hdtS("split-api-key", "chat", t, []string{a, b})
		},
		func() Sample { // token wrapped by mail client
			tok := rnd(b64url, hdtN(70, 96))
			cut := hdtN(40, 60)
			a, b := tok[:cut], tok[cut:]
			t := fmt.Sprintf("Subject: RE: %s integration\n\nHi,\n\nYour production API token is:\n\n%s\n%s\n\n(one line, no spaces – our mail server wraps it). Please store it securely.\n\nPartner Support", pick(hdtBooking), a, b)
			return hdtS("split-api-token", "mail", t, []string{a, b})
		},
		func() Sample { // shell continuation
			tok := rnd(alnum, hdtN(48, 64))
			cut := hdtN(24, 36)
			a, b := tok[:cut], tok[cut:]
			name := pick([]string{"PETDESK_TOKEN", "GINGR_API_KEY", "SHELTERLUV_KEY", "VETSTORIA_TOKEN"})
			t := fmt.Sprintf("$ export %s=%s\\\n> %s\n$ ./sync_appointments.sh --since yesterday\nsynced %d appointments", name, a, b, hdtN(3, 80))
			return hdtS("split-api-token", "shell", t, []string{a, b}, name)
		},
		func() Sample { // private_key_id in chat
			id, sa := hdtGCPKeyID(), hdtSAEmail()
			t := fmt.Sprintf("%s: the intake form sync broke after %s left. can you revoke the key he made? it's private_key_id %s on %s\n%s: done, I'll make a new one", pick(hdtFirst), pick(hdtFirst), id, sa, pick(hdtFirst))
			return hdtS("gcp-private-key-id", "chat", t, []string{id}, sa)
		},
		func() Sample { // private_key_id in ticket
			id, sa := hdtGCPKeyID(), hdtSAEmail()
			t := fmt.Sprintf("SEC-%d  Exposed service account key\nThe JSON key for %s (private_key_id \"%s\") was committed to the adoption-site repo on %s. Disable it in IAM and rotate.", hdtN(10, 400), sa, id, hdtDate())
			return hdtS("gcp-private-key-id", "ticket", t, []string{id}, sa)
		},
		func() Sample { // old and new key id
			old, nw := hdtGCPKeyID(), hdtGCPKeyID()
			t := fmt.Sprintf("IT notes %s\n- Rotated the Google service account key for the rota spreadsheet.\n- Old private_key_id was %s (deleted).\n- New key id %s, JSON is on the office PC only.\n- Next: move it to Secret Manager.", hdtDate(), old, nw)
			return hdtS("gcp-private-key-id", "note", t, []string{old, nw}, "rota spreadsheet")
		},
	}
}

func hdtShapeTrapGens() []hdtGen {
	return []hdtGen{
		func() Sample { // discord ids and public key
			t := fmt.Sprintf("Discord dev portal, adoption bot:\nApplication ID: 1%s\nPublic key: %s\nInstall link uses scopes bot + applications.commands. Bot token is in the .env on the Pi, not here.", rnd(digits, 18), rnd(hexs, 64))
			return hdtT("trap-discord-ids", "note", t)
		},
		func() Sample { // discord placeholder
			t := fmt.Sprintf("## Running the walk-rota bot\n\n1. Copy `.env.example` to `.env`\n2. Set `DISCORD_TOKEN=<your-bot-token>` (Developer Portal → Bot → Reset Token)\n3. `python bot.py`\n\nThe bot needs the %s role to post in #walks.", pick([]string{"Volunteer", "Staff", "Coordinator"}))
			return hdtT("trap-discord-placeholder", "markdown", t)
		},
		func() Sample { // login prose without password
			t := pick([]string{
				"%s: for the kennel cams the login is admin / the password is in 1Password under \"NVR\"",
				"%s: login is reception / same as last week, ask the PM if you don't know it",
				"%s: the login is your own email now, no more shared account 🎉",
			})
			return hdtT("trap-login-reference", "chat", fmt.Sprintf(t, pick(hdtFirst)))
		},
		func() Sample { // YAML login with reference
			t := fmt.Sprintf("%s:\n  location: surgery\n  web_ui: http://10.%d.%d.%d\n  login: admin / see vault (kv/clinic/%s)\n  serial: SN%s\n",
				pick([]string{"autoclave", "anaesthetic_monitor", "kennel_cams"}), hdtN(0, 20), hdtN(0, 255), hdtN(2, 250), pick([]string{"devices", "equipment"}), rnd(upper+digits, 10))
			return hdtT("trap-login-reference", "yaml", t)
		},
		func() Sample { // wrapped checksum
			sum := rnd(hexs, 64)
			t := fmt.Sprintf("Firmware for the %s (v%d.%d.%d). SHA-256 so you can check the download:\n%s\n%s\nInstall only outside clinic hours.", pick([]string{"ProCyte", "Catalyst", "DR panel"}), hdtN(1, 9), hdtN(0, 20), hdtN(0, 99), sum[:32], sum[32:])
			return hdtT("trap-split-checksum", "mail", t)
		},
		func() Sample { // commit sha / client id in prose
			sha := rnd(hexs, 40)
			t := pick([]string{
				"The intake sync fix is in commit %s – after deploying, the service account %s worked again.",
				"Reverted %s; that change pointed the rota export at the wrong sheet. SA %s unchanged, no keys touched.",
			})
			return hdtT("trap-commit-sha", "chat", fmt.Sprintf(t, sha, hdtSAEmail()))
		},
	}
}
