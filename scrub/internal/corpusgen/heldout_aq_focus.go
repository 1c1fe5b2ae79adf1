package main

import (
	"fmt"
	"strings"
)

// The four shapes the brief asks for in many variants: Discord bot tokens, login pairs written
// in prose, a key wrapped over two lines, and service-account key ids quoted in prose.

func haqDiscordSamples() []Sample {
	var out []Sample
	bots := []string{"the community bot", "PodBot", "our launch-day giveaway bot", "the #announcements relay",
		"NewsletterBuddy", "the fan-server moderation bot", "StreamAlerts", "the episode-drop notifier"}
	for i := 0; i < 28; i++ {
		tok := haqDiscordToken()
		bot := haqPick(bots)
		var text, format string
		switch i % 8 {
		case 0:
			format = "chat"
			text = haqPick([]string{
				"hey, token for %s is %s — don't post it in #general pls",
				"%s token: %s",
				"ok I regenerated the token for %s, new one is %s",
				"for %s use %s (reset it yesterday after the leak scare)",
			})
			text = fmt.Sprintf(text, bot, tok)
		case 1:
			format = "env"
			text = fmt.Sprintf("# %s\nDISCORD_GUILD_ID=%s\n%s=%s\nLOG_LEVEL=info\n", bot, haqDigitsN(18),
				haqPick([]string{"DISCORD_TOKEN", "BOT_TOKEN", "DISCORD_BOT_TOKEN", "discord_token"}), tok)
		case 2:
			format = "python"
			text = fmt.Sprintf("import discord\n\nintents = discord.Intents.default()\nclient = discord.Client(intents=intents)\n\n@client.event\nasync def on_ready():\n    print(f'logged in as {client.user}')\n\nclient.run(%s)\n",
				haqPick([]string{"'" + tok + "'", "\"" + tok + "\""}))
		case 3:
			format = "javascript"
			text = fmt.Sprintf("const { Client, GatewayIntentBits } = require('discord.js');\nconst client = new Client({ intents: [GatewayIntentBits.Guilds] });\nclient.once('ready', () => console.log('ready'));\nclient.login('%s');\n", tok)
		case 4:
			format = "json"
			text = fmt.Sprintf("{\n  \"prefix\": \"!\",\n  \"token\": \"%s\",\n  \"ownerId\": \"%s\",\n  \"announceChannel\": \"%s\"\n}\n", tok, haqDigitsN(18), haqDigitsN(19))
		case 5:
			format = "notes"
			text = fmt.Sprintf("Podcast launch checklist\n- schedule ep. %d on Buzzsprout\n- Discord bot (%s) token → %s\n- post teaser to IG stories\n", haqBetween(10, 90), bot, tok)
			out = append(out, haqSecKeep("discord-token", format, text, []string{"- post teaser to IG stories"}, tok))
			continue
		case 6:
			format = "yaml"
			text = fmt.Sprintf("discord:\n  bot_token: %s\n  channel: community-updates\n  embed_color: \"#5865F2\"\n", tok)
		default:
			format = "chat-" + haqPick([]string{"de", "fr", "es", "pt", "ja"})
			text = fmt.Sprintf(haqPick([]string{
				"Der Token vom Discord-Bot lautet %s, bitte nicht weitergeben.",
				"Le token du bot Discord : %s (à ne pas partager)",
				"El token del bot de Discord es %s, no lo compartas.",
				"O token do bot do Discord é %s — não compartilhe.",
				"Discordボットのトークンは %s です。共有しないでください。",
			}), tok)
		}
		out = append(out, haqSec("discord-token", format, text, tok))
	}
	return out
}

func haqLoginPairSamples() []Sample {
	var out []Sample
	devices := []string{"router", "NAS", "studio printer", "Synology", "office switch", "camera DVR", "UniFi controller", "podcast mixer web UI"}
	services := []string{"the Canva team account", "Shutterstock", "the Hootsuite seat", "WordPress admin", "Ghost admin",
		"Getty Images", "the Later account", "Brandfolder", "Semrush", "the shared Adobe Stock login", "Libsyn", "beehiiv"}
	for i := 0; i < 32; i++ {
		pw := haqPass()
		user := haqPick([]string{"admin", "root", "marketing", "social@" + haqPick(haqDomains), "editor", "ops", haqEmail(), "studio"})
		var text, format string
		var keep []string
		switch i % 12 {
		case 0:
			format = "chat"
			text = fmt.Sprintf("%s login %s / %s", haqPick(devices), user, pw)
		case 1:
			format = "chat"
			text = fmt.Sprintf("login is %s / %s for %s", user, pw, haqPick(services))
		case 2:
			format = "yaml"
			text = fmt.Sprintf("# handover notes\n%s:\n  url: https://%s.%s/admin\n  login: %s / %s\n  owner: %s\n",
				strings.ToLower(strings.ReplaceAll(haqPick(haqTools), " ", "_")), haqPick([]string{"cms", "blog", "press"}), haqPick(haqDomains), user, pw, haqPick(haqFirstNames))
			keep = []string{"# handover notes"}
		case 3:
			format = "chat"
			text = fmt.Sprintf("%s: user %s pass %s", haqPick(services), user, pw)
		case 4:
			format = "notes"
			text = fmt.Sprintf("%s creds → %s : %s", haqPick(services), user, pw)
		case 5:
			format = "email"
			text = fmt.Sprintf("Hi %s,\n\nHere's access to %s:\nUsername: %s\nPassword: %s\n\nPlease change it after your first login.\n\nCheers,\n%s\n",
				haqPick(haqFirstNames), haqPick(services), user, pw, haqPick(haqFirstNames))
			keep = []string{"Please change it after your first login."}
		case 6:
			format = "chat"
			text = fmt.Sprintf("%s (%s/%s)", haqPick([]string{"use the shared login", "the old agency login still works", "try the backup account"}), user, pw)
		case 7:
			format = "markdown"
			text = fmt.Sprintf("| Tool | Login | Password |\n|---|---|---|\n| %s | %s | %s |\n| %s | SSO | via Okta |\n",
				haqPick(haqTools), user, pw, haqPick(haqTools))
			keep = []string{"via Okta"}
		case 8:
			format = "chat"
			text = fmt.Sprintf("creds for %s: %s:%s", haqPick(devices), user, pw)
		case 9:
			format = "ticket"
			text = fmt.Sprintf("MKT-%d: can't reach %s. Tried %s with password %s, still 403. Screenshot attached.",
				haqBetween(100, 9999), haqPick(services), user, pw)
		case 10:
			format = "chat-" + haqPick([]string{"de", "fr", "es", "it", "nl"})
			text = fmt.Sprintf(haqPick([]string{
				"Zugang für %[3]s: Benutzer %[1]s, Passwort %[2]s",
				"Accès %[3]s : identifiant %[1]s / mot de passe %[2]s",
				"Acceso a %[3]s: usuario %[1]s y contraseña %[2]s",
				"Accesso %[3]s: utente %[1]s, password %[2]s",
				"Inlog %[3]s: gebruiker %[1]s / wachtwoord %[2]s",
			}), user, pw, haqPick(services))
		default:
			format = "notes"
			text = fmt.Sprintf("%s\n  %s\n  %s\n(%s)", haqPick(services), user, pw, haqPick([]string{"2FA goes to Maya's phone", "shared with the freelancers", "rotate after the campaign"}))
		}
		out = append(out, haqSecKeep("password-login-pair", format, text, keep, pw))
	}
	return out
}

// haqSplit wraps a long token at a point where both halves are long.
func haqSplit(tok string) (string, string) {
	cut := len(tok)/2 + rng.IntN(len(tok)/4+1) - len(tok)/8
	if cut < 12 {
		cut = 12
	}
	return tok[:cut], tok[cut:]
}

func haqSplitSamples() []Sample {
	var out []Sample
	gens := []struct {
		name string
		f    func() string
	}{
		{"Meta Marketing API", haqMetaToken}, {"LinkedIn Ads", haqLinkedIn}, {"Google Ads refresh token", haqGoogleRefresh},
		{"Sanity", haqSanity}, {"SendGrid", haqSendGrid}, {"Brevo", haqBrevo}, {"Slack bot", haqSlackBot},
		{"Contentful CMA", haqContentful}, {"GitHub", haqFineGH}, {"Strapi", func() string { return haqRnd(hexs, 128) }},
	}
	for i := 0; i < 28; i++ {
		g := gens[i%len(gens)]
		tok := g.f()
		a, b := haqSplit(tok)
		var text, format string
		switch i % 6 {
		case 0:
			format = "chat"
			text = fmt.Sprintf("%s token (slack wrapped it, sorry):\n%s\n%s", g.name, a, b)
		case 1:
			format = "notes"
			text = fmt.Sprintf("Ads API setup — %s\naccount: act_%s\ntoken: %s\n       %s\nexpires in 60 days", g.name, haqDigitsN(15), a, b)
		case 2:
			format = "log"
			text = fmt.Sprintf("2025-0%d-1%d 09:1%d:22 INFO sync: using credential\n  %s\n  %s\n2025-0%d-1%d 09:1%d:23 INFO sync: 412 contacts pushed",
				haqBetween(1, 9), haqBetween(0, 9), haqBetween(0, 9), a, b, haqBetween(1, 9), haqBetween(0, 9), haqBetween(0, 9))
		case 3:
			format = "email"
			text = fmt.Sprintf("Hi team,\nthe new %s key is below (it wraps, paste both lines as one):\n\n%s\n%s\n\nThanks,\n%s", g.name, a, b, haqPick(haqFirstNames))
		case 4:
			format = "chat"
			text = fmt.Sprintf("first half: %s\nsecond half: %s\n(%s)", a, b, g.name)
		default:
			format = "terminal"
			text = fmt.Sprintf("$ cat ~/.config/%s/token\n%s\n%s\n$ ", strings.ToLower(strings.Fields(g.name)[0]), a, b)
		}
		out = append(out, haqSec("split-token", format, text, a, b))
	}
	return out
}

func haqKeyIDSamples() []Sample {
	var out []Sample
	projects := []string{"ga4-export-prod", "ads-reporting-381", "newsroom-bigquery", "looker-feeds", "podcast-analytics", "brand-dam-sync"}
	for i := 0; i < 27; i++ {
		kid := haqRnd(hexs, 40)
		proj := haqPick(projects)
		sa := fmt.Sprintf("%s@%s.iam.gserviceaccount.com", haqPick([]string{"reporting", "ads-sync", "bq-writer", "sheets-bot"}), proj)
		var text, format string
		switch i % 10 {
		case 0:
			format = "chat"
			text = fmt.Sprintf("the SA json has \"private_key_id\": \"%s\" — is that the one we revoked?", kid)
		case 1:
			format = "notes"
			text = fmt.Sprintf("Service account for the Looker Studio connector\n  client_email: %s\n  \"private_key_id\": \"%s\",\n  created by %s", sa, kid, haqPick(haqFirstNames))
		case 2:
			format = "ticket"
			text = fmt.Sprintf("Security asked us to rotate key %s on %s (private_key_id in the leaked json was \"%s\").", haqPick([]string{"for", "of"}), sa, kid)
		case 3:
			format = "json"
			text = fmt.Sprintf("{\n  \"type\": \"service_account\",\n  \"project_id\": \"%s\",\n  \"private_key_id\": \"%s\",\n  \"client_email\": \"%s\"\n}", proj, kid, sa)
		case 4:
			format = "chat"
			text = fmt.Sprintf("private_key_id=%s, client %s", kid, sa)
		case 5:
			format = "yaml"
			text = fmt.Sprintf("gcp:\n  project: %s\n  private_key_id: \"%s\"\n  client_email: %s\n", proj, kid, sa)
		case 6:
			format = "python"
			text = fmt.Sprintf("info = {\n    'type': 'service_account',\n    'private_key_id': '%s',\n    'client_email': '%s',\n}\ncreds = service_account.Credentials.from_service_account_info(info)\n", kid, sa)
		case 7:
			format = "chat-de"
			text = fmt.Sprintf("Im Service-Account-JSON steht \"private_key_id\": \"%s\" – bitte heute noch rotieren.", kid)
		case 8:
			format = "email"
			text = fmt.Sprintf("Hi,\nquick one: the key with id %s (private_key_id) for %s is still active in prod. Can you disable it?\nThanks", kid, sa)
		default:
			format = "toml"
			text = fmt.Sprintf("[bigquery]\nproject = \"%s\"\nprivate_key_id = \"%s\"\nclient_email = \"%s\"\n", proj, kid, sa)
		}
		out = append(out, haqSec("service-account-key-id", format, text, kid))
	}
	return out
}
