package main

// heldout-dh: the four extra shapes in an agency setting (Discord bot token, "the login is
// user / pw", a key split over two lines, a private_key_id in prose), and their traps.

import "fmt"

func hdhSAEmail() (string, string) {
	proj := hdhPick("mt-", "loc-", "l10n-") + hdhWord() + "-" + hdhRnd(hdhDig, 6)
	return hdhPick("translate-sa", "mt-runner", "drive-sync", "glossary-bot") + "@" + proj + ".iam.gserviceaccount.com", proj
}

// hdhSplit cuts a value into two non-empty halves near the middle.
func hdhSplit(v string) (string, string) {
	i := len(v)/2 + hdhN(-len(v)/6, len(v)/6)
	return v[:i], v[i:]
}

func hdhShapeTpls() []func() Sample {
	return []func() Sample{
		func() Sample { // discord bot .env
			tok, gid := hdhDiscordBot(), hdhPIN(hdhN(18, 19))
			t := fmt.Sprintf("# locbot – posts string-freeze reminders to the %s translators' server\nDISCORD_BOT_TOKEN=%s\nDISCORD_GUILD_ID=%s\nFREEZE_CHANNEL=loc-announcements\n", hdhPick("Vireo Games", "Pixelhaven"), tok, gid)
			return hdhS("discord-bot-token", "env", t, hdhSec(tok), gid)
		},
		func() Sample { // login prose chat
			pw, dom := hdhPw(), "staging."+hdhSlug(hdhClient(), "")+".com"
			t := fmt.Sprintf("%s: for the in-context review on %s the login is admin / %s – only the %s pages, please don't touch the menus", hdhName(), dom, pw, hdhPick("DE", "FR", "IT", "PT"))
			return hdhS("cms-password", "chat", t, hdhSec(pw), dom)
		},
		func() Sample { // split key in chat
			k := hdhPick(hdhOpenAI(), hdhGoogleKey(), hdhDeepL(), hdhCrowdin())
			a, b := hdhSplit(k)
			t := fmt.Sprintf("%s: Teams keeps mangling it, so here's the %s key in two lines, just join them without spaces:\n%s\n%s", hdhName(), hdhPick("MT", "pretranslation", "API"), a, b)
			return hdhS("split-api-key", "chat", t, hdhSec(a, b))
		},
		func() Sample { // private_key_id in prose
			email, _ := hdhSAEmail()
			kid := hdhHex(40)
			t := fmt.Sprintf("%s: heads-up – the zip we sent the new freelancer contained the JSON for %s. Its private_key_id is %s; I've asked IT to disable that key and issue a new one.", hdhName(), email, kid)
			return hdhS("gcp-private-key-id", "chat", t, hdhSec(kid), email)
		},
		func() Sample { // discord bot token in chat
			tok := hdhDiscordBot()
			t := fmt.Sprintf("%s: reset the LocBot token in the dev portal after the leak, new one is %s – can you update it on the VPS and restart the service?\n%s: on it", hdhName(), tok, hdhName())
			return hdhS("discord-bot-token", "chat", t, hdhSec(tok))
		},
		func() Sample { // login in YAML block
			pw := hdhPw()
			c := hdhClient()
			u := hdhPick("admin", "translator", "loc-review", "agency")
			t := fmt.Sprintf("review_environments:\n  %s:\n    url: https://preview.%s.com/admin\n    login: %s / %s\n    languages: [de, fr, es]\n    notes: screenshots go to the LQA sheet\n", hdhSlug(c, "_"), hdhSlug(c, ""), u, pw)
			return hdhS("cms-password", "yaml", t, hdhSec(pw), "preview."+hdhSlug(c, "")+".com")
		},
		func() Sample { // split key in e-mail, two messages
			k := hdhPick(hdhDeepL(), hdhAzureKey(), hdhLokalise(), hdhPhrase())
			a, b := hdhSplit(k)
			t := fmt.Sprintf("Hi %s,\n\nas discussed I'm splitting the %s API key – first part here: %s\nthe second part is: %s\nPut them together in the plugin settings.\n\nThanks,\n%s", hdhName(), hdhPick("DeepL", "Azure", "Lokalise", "Phrase"), a, b, hdhName())
			return hdhS("split-api-key", "mail", t, hdhSec(a, b))
		},
		func() Sample { // private_key_id in ticket
			email, proj := hdhSAEmail()
			kid := hdhHex(40)
			t := fmt.Sprintf("SEC-%d: service account key committed to the connector repo\n\nAccount: %s (project %s)\nKey ID (private_key_id): %s\nAction: delete the key in IAM, rotate, check audit logs for use since %s.", hdhN(10, 99), email, proj, kid, hdhDate())
			return hdhS("gcp-private-key-id", "ticket", t, hdhSec(kid), email)
		},
		func() Sample { // discord bot JS
			tok := hdhDiscordBot()
			t := fmt.Sprintf("const { Client, GatewayIntentBits } = require('discord.js');\nconst client = new Client({ intents: [GatewayIntentBits.Guilds] });\nclient.once('ready', () => console.log('locbot up'));\nclient.login('%s');\n", tok)
			return hdhS("discord-bot-token", "code", t, hdhSec(tok))
		},
		func() Sample { // login prose in other languages
			u, pw := hdhPick("admin", "redaktion", "traduction", "admin"), hdhPw()
			t := hdhPick(
				fmt.Sprintf("%s: le login c'est %s / %s pour le back-office de %s, tu peux exporter les XLIFF toi-même", hdhName(), u, pw, hdhClient()),
				fmt.Sprintf("%s: der Login ist %s / %s, gilt für das Staging von %s", hdhName(), u, pw, hdhClient()),
				fmt.Sprintf("%s: the login is %s / %s for the %s test app on TestFlight", hdhName(), u, pw, hdhClient()))
			return hdhS("cms-password", "chat", t, hdhSec(pw))
		},
		func() Sample { // split key in Python string concatenation
			vendor := rng.IntN(3)
			k := []string{hdhOpenAI(), hdhAnthropic(), hdhGoogleKey()}[vendor]
			model := []string{"gpt-4o", "claude-sonnet-4", "gemini-1.5-pro"}[vendor]
			a, b := hdhSplit(k)
			t := fmt.Sprintf("# llm_review.py – LQA pass on %s before human review\nMODEL = \"%s\"\nAPI_KEY = (\n    \"%s\"\n    \"%s\"\n)  # split to keep flake8 quiet\nMAX_SEGMENTS = %d\n", hdhPair(), model, a, b, hdhN(50, 500))
			return hdhS("split-api-key", "code", t, hdhSec(a, b))
		},
		func() Sample { // private_key_id in German mail
			email, _ := hdhSAEmail()
			kid := hdhHex(40)
			t := fmt.Sprintf("Hallo %s,\n\nbitte den Schlüssel mit der private_key_id %s für das Dienstkonto %s heute noch deaktivieren – die Datei lag im freigegebenen Freelancer-Ordner.\n\nDanke\n%s", hdhName(), kid, email, hdhName())
			return hdhS("gcp-private-key-id", "mail", t, hdhSec(kid), email)
		},
	}
}

func hdhShapeTrapTpls() []func() Sample {
	return []func() Sample{
		func() Sample { // discord env without token
			t := fmt.Sprintf("DISCORD_APPLICATION_ID=%s\nDISCORD_PUBLIC_KEY=%s\nDISCORD_BOT_TOKEN=\nDISCORD_GUILD_ID=%s\n# token: ask %s, it's not in git", hdhPIN(19), hdhHex(64), hdhPIN(18), hdhName())
			return hdhT("trap-discord-ids", "env", t)
		},
		func() Sample { // login with no password
			t := fmt.Sprintf("%s: the login is admin / same password as on staging, ask %s if you don't have it", hdhName(), hdhName())
			return hdhT("trap-login-no-password", "chat", t)
		},
		func() Sample { // split checksum
			a, b := hdhSplit(hdhHex(64))
			t := fmt.Sprintf("Delivery note – %s, %s\nPackage: %s_final.zip\nSHA-256 (split for the PDF layout):\n%s\n%s", hdhClient(), hdhPair(), hdhRnd(hdhUp, 3), a, b)
			return hdhT("trap-split-checksum", "notes", t)
		},
		func() Sample { // commit sha in prose
			t := fmt.Sprintf("%s: the fix for the broken placeholders in the %s strings is in commit %s, deployed to staging at %s.", hdhName(), hdhPick("iOS", "Android", "web"), hdhHex(40), hdhTime())
			return hdhT("trap-commit-sha", "chat", t)
		},
		func() Sample { // discord python env
			t := fmt.Sprintf("import os, discord\n\nGUILD_ID = %s\nclient = discord.Client(intents=discord.Intents.default())\nclient.run(os.environ[\"DISCORD_BOT_TOKEN\"])\n", hdhPIN(18))
			return hdhT("trap-env-reference", "code", t)
		},
		func() Sample { // login yaml with reference
			c := hdhClient()
			t := fmt.Sprintf("review_environments:\n  %s:\n    url: https://preview.%s.com/admin\n    login: admin / see 1Password (\"%s preview\")\n", hdhSlug(c, "_"), hdhSlug(c, ""), c)
			return hdhT("trap-login-no-password", "yaml", t)
		},
		func() Sample { // split request id in wrapped log
			a, b := hdhSplit(hdhRnd(hdhLo+hdhDig, 48))
			t := fmt.Sprintf("ERROR xtm-connector upload failed (HTTP 502), request id\n%s\n%s – retrying in %ds", a, b, hdhN(5, 60))
			return hdhT("trap-split-id", "log", t)
		},
		func() Sample { // sha1 in prose
			t := fmt.Sprintf("The SHA-1 of the TMX we delivered to %s is %s and matches the one in their receipt, so the file wasn't changed in transit.", hdhClient(), hdhHex(40))
			return hdhT("trap-checksum", "mail", t)
		},
		func() Sample { // discord token reset talk
			t := fmt.Sprintf("%s: I reset the LocBot token in the Discord developer portal (app id %s). New token is in the vault under discord/locbot, the old one is dead.", hdhName(), hdhPIN(19))
			return hdhT("trap-secret-reference", "chat", t)
		},
		func() Sample { // login masked
			t := fmt.Sprintf("%s: the login is %s / ******** (it's in the handover mail from %s)", hdhName(), hdhPick("admin", "translator", "redaktion"), hdhName())
			return hdhT("trap-masked", "chat", t)
		},
		func() Sample { // wrapped base64 image
			a, b := hdhSplit("iVBORw0KGgoAAAANSUhEUgAA" + hdhRnd(hdhB64, hdhN(60, 100)))
			t := fmt.Sprintf("<!-- flag icon for the language switcher, %s -->\n<img src=\"data:image/png;base64,%s\n%s\" alt=\"%s\">", hdhPick("de", "fr", "ja"), a, b, hdhPick("Deutsch", "Français", "日本語"))
			return hdhT("trap-base64-image", "html", t)
		},
		func() Sample { // service account, only public ids
			email, proj := hdhSAEmail()
			t := fmt.Sprintf("The MT connector runs as %s in project %s (client id %s). Its key file is only on the build server, not in the repo.", email, proj, hdhRnd(hdhDig, 21))
			return hdhT("trap-service-account-id", "notes", t)
		},
	}
}
