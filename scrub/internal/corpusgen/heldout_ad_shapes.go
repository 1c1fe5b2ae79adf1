package main

import (
	"fmt"
	"strings"
)

// The four shapes the brief names, each in many variants.

func hadShapes() []Sample {
	var out []Sample
	out = append(out, hadRep(28, hadDiscordSample)...)
	out = append(out, hadRep(34, hadLoginPair)...)
	out = append(out, hadRep(28, hadSplitKey)...)
	out = append(out, hadRep(27, hadKeyID)...)
	return out
}

func hadDiscordSample() Sample {
	t := hadDiscord()
	shop := hadDomain()
	var text, f string
	switch rng.IntN(14) {
	case 0:
		f = "chat"
		text = hadP("here's the bot token for the shop's Discord: ", "bot token (order notifications): ", "ok new token after the reset → ", "Discord bot token for "+shop+" is ") + t + hadP("", " — don't share", "\nit posts new orders in #sales", " 🙏")
	case 1:
		f = "dotenv"
		text = fmt.Sprintf("# discord order bot\n%s=%s\nGUILD_ID=%s\nCHANNEL_ORDERS=%s\n", hadP("DISCORD_TOKEN", "DISCORD_BOT_TOKEN", "BOT_TOKEN"), hadP(t, `"`+t+`"`), hadSnowflake(), hadSnowflake())
	case 2:
		f = "json"
		text = fmt.Sprintf("{\n  \"token\": \"%s\",\n  \"prefix\": \"%s\",\n  \"shopUrl\": \"https://%s\"\n}", t, hadP("!", "?", "$"), shop)
	case 3:
		f = "python"
		text = fmt.Sprintf("import discord\n\nintents = discord.Intents.default()\nclient = discord.Client(intents=intents)\n\n@client.event\nasync def on_ready():\n    print(f'Logged in as {client.user}')\n\nclient.run('%s')\n", t)
	case 4:
		f = "javascript"
		text = fmt.Sprintf("const { Client, GatewayIntentBits } = require('discord.js');\nconst client = new Client({ intents: [GatewayIntentBits.Guilds] });\nclient.once('ready', () => console.log('ready'));\nclient.login(%s);", hadP("'"+t+"'", "\""+t+"\"", "`"+t+"`"))
	case 5:
		f = "yaml"
		text = fmt.Sprintf("bot:\n  name: %s-orders\n  token: %s\n  channel: %s\n", strings.Split(shop, ".")[0], hadP(t, "\""+t+"\"", "'"+t+"'"), hadSnowflake())
	case 6:
		f = "shell"
		text = fmt.Sprintf("curl -H \"Authorization: Bot %s\" https://discord.com/api/v10/users/@me", t)
	case 7:
		f = "log"
		text = fmt.Sprintf("%s %s [discord] connecting gateway v10\n%s %s [discord] DEBUG identify payload token=%s shard=[0,1]\n%s %s [discord] READY session established", hadDate(), hadTime(), hadDate(), hadTime(), t, hadDate(), hadTime())
	case 8:
		f = "docker"
		text = fmt.Sprintf("docker run -d --name shopbot --restart unless-stopped \\\n  -e DISCORD_TOKEN=%s \\\n  -e SHOP_URL=https://%s \\\n  ghcr.io/%s/shopbot:latest", t, shop, hadP("agencyfox", "pixelwerk", "studio-fjord"))
	case 9:
		f = "trello"
		text = fmt.Sprintf("Card: Discord notifications for %s\nChecklist:\n- [x] create application in dev portal\n- [x] bot token: %s\n- [ ] invite bot to the server\nDue: %s", shop, t, hadDate())
	case 10:
		f = "chat-nl"
		text = hadP("Hoi! De token van de Discord-bot is ", "Nieuwe bot token: ", "token van de bestelbot → ") + t + hadP(" (niet delen aub)", "", ". Groetjes!")
	case 11:
		f = "chat-de"
		text = "Der Bot-Token für den Discord vom Shop lautet " + t + hadP(", bitte nicht weitergeben.", ".", " – ist in Bitwarden noch nicht drin.")
	case 12:
		f = "php"
		text = fmt.Sprintf("<?php\n// send new WooCommerce orders to Discord\ndefine('HAD_DISCORD_BOT_TOKEN', '%s');\n$ch = curl_init('https://discord.com/api/v10/channels/%s/messages');\ncurl_setopt($ch, CURLOPT_HTTPHEADER, ['Authorization: Bot ' . HAD_DISCORD_BOT_TOKEN]);", t, hadSnowflake())
	default:
		f = "toml"
		text = fmt.Sprintf("[discord]\ntoken = \"%s\"\napplication_id = %s\nlog_level = \"info\"\n", t, hadSnowflake())
	}
	return hadS("discord-bot-token", f, text, t)
}

func hadLoginPair() Sample {
	u := hadUser()
	p := hadPw()
	host := hadDomain()
	var text, f string
	keep := ""
	switch rng.IntN(22) {
	case 0:
		f = "chat"
		text = hadP("router login ", "the router login is ", "Fritzbox login ", "modem: ") + u + " / " + p
	case 1:
		f = "chat"
		text = hadP("login is ", "Login is ", "wp-admin login is ", "staging login is ") + u + " / " + p + hadP("", ".", " — change it after go-live", " :)")
	case 2:
		f = "yaml"
		keep = "url: https://" + host + "/wp-admin"
		text = fmt.Sprintf("staging:\n  %s\n  login: %s / %s\n  notes: basic auth is off\n", keep, u, p)
	case 3:
		f = "notes"
		text = fmt.Sprintf("user: %s  pass: %s", u, p)
	case 4:
		f = "chat"
		text = hadP("creds for staging: ", "creds: ", "use ") + u + ":" + p + hadP("", " on https://staging."+host, " for the shop backend")
	case 5:
		f = "notes"
		text = fmt.Sprintf("u: %s\np: %s", u, p)
	case 6:
		f = "email"
		keep = "Hi " + hadName() + ","
		text = fmt.Sprintf("%s\n\nHere are the details for the new site:\n\nURL: https://%s/wp-admin\nUsername: %s\nPassword: %s\n\nLet me know if anything doesn't work.\n\nBest,\n%s", keep, host, u, p, hadName())
	case 7:
		f = "chat"
		text = fmt.Sprintf("log in with username `%s` and password `%s`", u, p)
	case 8:
		f = "chat"
		text = fmt.Sprintf("log in as %s with %s, then go to WooCommerce > Settings", u, p)
	case 9:
		f = "handover"
		text = fmt.Sprintf("%s: %s / %s", hadP("cPanel", "Plesk", "DirectAdmin", "Shopify staff account", "PrestaShop back office"), u, p)
	case 10:
		f = "chat-de"
		text = fmt.Sprintf("Login: %s | Passwort: %s", u, p)
	case 11:
		f = "chat-fr"
		text = fmt.Sprintf("identifiant : %s / mot de passe : %s", u, p)
	case 12:
		f = "chat-es"
		text = fmt.Sprintf("usuario: %s contraseña: %s", u, p)
	case 13:
		f = "markdown-table"
		keep = "| Google Analytics | via agency account | n/a |"
		text = fmt.Sprintf("| Service | Login | Password |\n|---|---|---|\n| WordPress | %s | %s |\n%s\n", u, p, keep)
	case 14:
		f = "csv"
		text = fmt.Sprintf("service,url,username,password\nhosting,https://my.%s,%s,%s\n", hadP("transip.nl", "hostinger.com", "strato.de", "ovh.com"), u, p)
	case 15:
		f = "notes"
		text = fmt.Sprintf("credentials → %s // %s", u, p)
	case 16:
		f = "handover"
		text = fmt.Sprintf("FTP: ftp.%s / %s / %s (port 21, explicit TLS)", host, u, p)
	case 17:
		f = "chat"
		text = fmt.Sprintf("ssh %s@%s, pw %s", u, "vps."+host, p)
	case 18:
		f = "chat"
		text = fmt.Sprintf("%s, pw: %s", u, p)
	case 19:
		f = "yaml"
		text = fmt.Sprintf("- name: mail\n  host: mail.%s\n  user: %s@%s\n  password: %s\n", host, hadP("info", "orders", "noreply"), host, p)
	case 20:
		f = "chat-pt"
		text = fmt.Sprintf("o login do painel é %s e a senha %s", u, p)
	default:
		f = "chat"
		text = fmt.Sprintf("%s / %s is the login for the %s", u, p, hadP("NAS", "printer", "alarm panel app", "Synology", "router"))
	}
	s := hadS("login-pair", f, text, p)
	if keep != "" {
		s = hadKeep(s, keep)
	}
	return s
}

func hadSplitKey() Sample {
	var tok string
	switch rng.IntN(10) {
	case 0:
		tok = hadGhFine()
	case 1:
		tok = hadSendgrid()
	case 2:
		tok = "sk_live_" + hadR(hadAln, 99)
	case 3:
		tok = hadBrevo()
	case 4:
		tok = hadJWT()
	case 5:
		tok = hadR(hadB64, 86) + "=="
	case 6:
		tok = hadSquare()
	case 7:
		tok = hadPaypalSecret()
	case 8:
		tok = hadDiscord()
	default:
		tok = hadSlack() + hadR(hadAln, 10)
	}
	cut := hadN(len(tok)/3, len(tok)-16)
	a, b := tok[:cut], tok[cut:]
	var text, f string
	switch rng.IntN(9) {
	case 0:
		f = "chat"
		text = fmt.Sprintf("%s\n%s\n%s", hadP("token is", "here's the key:", "new api key, pasted from my phone:"), a, b) + hadP("", "\n(sorry it wrapped)", "\nit's one line, remove the break")
	case 1:
		f = "chat"
		text = fmt.Sprintf("key: %s\n%s", a, b)
	case 2:
		f = "notes"
		text = fmt.Sprintf("## Integrations of %s\nowner: %s\nAPI key (wrapped):\n  %s\n  %s\nrenew: %s", hadDomain(), hadName(), a, b, hadDate())
	case 3:
		f = "log"
		text = fmt.Sprintf("%s %s INFO  integration: init token=%s\n    %s\n%s %s INFO  integration: ready", hadDate(), hadTime(), a, b, hadDate(), hadTime())
	case 4:
		f = "email"
		text = fmt.Sprintf("> On %s, %s wrote:\n> Can you send the key again?\n\nSure:\n\n> %s\n> %s\n\nIt is valid until the end of the month.", hadDate(), hadName(), a, b)
	case 5:
		f = "shell"
		text = fmt.Sprintf("$ export API_TOKEN=%s\\\n%s\n$ npm run deploy", a, b)
	case 6:
		f = "notes"
		text = fmt.Sprintf("Vercel env for %s\nSECRET=%s\n%s\n(added to Production + Preview)", hadDomain(), a, b)
	case 7:
		f = "ticket"
		text = fmt.Sprintf("Ticket #%d — webhook failing\nClient pasted their key as:\n%s\n%s\nSteps: rotate and retry.", hadN(1000, 9999), a, b)
	default:
		f = "chat-de"
		text = fmt.Sprintf("Hier der Schlüssel, ist leider umgebrochen:\n%s\n%s\nBitte zusammenfügen.", a, b)
	}
	return hadS("split-secret", f, text, a, b)
}

func hadKeyID() Sample {
	id := hadHexN(40)
	proj := hadP("shop-sync", "woo-feed", "agency-analytics", "merchant-center", "bakery-site", "sheets-export") + "-" + fmt.Sprint(hadN(100000, 999999))
	sa := hadP("uploader", "feed-bot", "sheets", "firebase-adminsdk-"+hadR(hadLo+hadDig, 5), "ga4-export") + "@" + proj + ".iam.gserviceaccount.com"
	var text, f string
	var extra []string
	switch rng.IntN(11) {
	case 0:
		f = "chat"
		text = fmt.Sprintf("the key file has \"private_key_id\": \"%s\" — %s", id, hadP("can you revoke it?", "that's the one I leaked", "is that the prod one?"))
	case 1:
		f = "json"
		text = fmt.Sprintf("{\n  \"type\": \"service_account\",\n  \"project_id\": \"%s\",\n  \"private_key_id\": \"%s\",\n  \"client_email\": \"%s\",\n  \"token_uri\": \"https://oauth2.googleapis.com/token\"\n}", proj, id, sa)
	case 2:
		f = "json"
		body := hadR(hadB64, 64) + "\\n" + hadR(hadB64, 64) + "\\n" + hadR(hadB64, 40)
		text = fmt.Sprintf("{\"type\": \"service_account\", \"project_id\": \"%s\", \"private_key_id\": \"%s\", \"private_key\": \"-----BEGIN PRIVATE KEY-----\\nMIIEv%s\\n-----END PRIVATE KEY-----\\n\", \"client_email\": \"%s\"}", proj, id, body, sa)
		extra = append(extra, "MIIEv"+body)
	case 3:
		f = "notes"
		text = fmt.Sprintf("Google Merchant feed\n- service account: %s\n- private_key_id: %s\n- json stored in 1Password", sa, id)
	case 4:
		f = "dotenv"
		text = fmt.Sprintf("GOOGLE_PROJECT_ID=%s\nGOOGLE_PRIVATE_KEY_ID=%s\nGOOGLE_CLIENT_EMAIL=%s\n", proj, id, sa)
	case 5:
		f = "terraform"
		text = fmt.Sprintf("Outputs:\n\nsa_email = \"%s\"\nsa_private_key_id = \"%s\"\n", sa, id)
	case 6:
		f = "chat"
		text = fmt.Sprintf("Firebase admin json for the app: private_key_id %s, client_email %s", id, sa)
	case 7:
		f = "yaml"
		text = fmt.Sprintf("gcp:\n  project_id: %s\n  private_key_id: \"%s\"\n  client_email: %s\n", proj, id, sa)
	case 8:
		f = "chat-fr"
		text = fmt.Sprintf("Le fichier JSON du compte de service contient \"private_key_id\": \"%s\", il faut le révoquer.", id)
	case 9:
		f = "php"
		text = fmt.Sprintf("$credentials = [\n    'type' => 'service_account',\n    'project_id' => '%s',\n    'private_key_id' => '%s',\n    'client_email' => '%s',\n];", proj, id, sa)
	default:
		f = "ticket"
		text = fmt.Sprintf("Asana: GA4 export broken\nThe sheet sync uses key %s (\"private_key_id\") of %s. Rotate before Friday.", id, sa)
	}
	return hadS("service-account-key-id", f, text, append([]string{id}, extra...)...)
}
