package main

import (
	"fmt"
	"strings"
)

// The four shapes the brief asks for by name: Discord bot tokens, login pairs, a key wrapped
// across two lines, and service-account key ids.

func hakDiscordToken() Sample {
	t := hakDiscordTok()
	bot := hakP("queue-alerts", "shiftbot", "pbx-status", "CallStats", "ticket-relay", "agent-helper", "Standup Bot")
	switch rng.IntN(15) {
	case 0:
		return hakS("discord-token", "chat", fmt.Sprintf("new token for the %s bot after the reset: %s", bot, t), t)
	case 1:
		line := "GUILD_ID=" + hakDigits(18)
		return hakKeep(hakS("discord-token", "env", fmt.Sprintf("# %s\n%s\nDISCORD_TOKEN=%s\nLOG_LEVEL=info\n", bot, line, t), t), line)
	case 2:
		return hakS("discord-token", "json", fmt.Sprintf("{\n  \"prefix\": \"!\",\n  \"token\": \"%s\",\n  \"owner\": \"%s\"\n}", t, hakDigits(18)), t)
	case 3:
		return hakS("discord-token", "python", fmt.Sprintf("import discord\n\nclient = discord.Client(intents=discord.Intents.default())\n\nclient.run('%s')\n", t), t)
	case 4:
		return hakS("discord-token", "javascript", fmt.Sprintf("const { Client } = require('discord.js');\nconst client = new Client({ intents: [] });\nclient.login(\"%s\");", t), t)
	case 5:
		return hakS("discord-token", "yaml", fmt.Sprintf("discord:\n  bot_token: %s\n  channel: \"#%s\"\n", t, bot), t)
	case 6:
		return hakS("discord-token", "chat-es", fmt.Sprintf("oye, el token del bot de discord (%s) es %s, no lo compartas", bot, t), t)
	case 7:
		return hakS("discord-token", "log", fmt.Sprintf("%s %s DEBUG gateway: identify payload token=%s shard=[0, 1]", hakDate(), hakTime(), t), t)
	case 8:
		return hakS("discord-token", "go", fmt.Sprintf("dg, err := discordgo.New(\"Bot %s\")\nif err != nil {\n\tlog.Fatal(err)\n}", t), t)
	case 9:
		return hakS("discord-token", "shell", fmt.Sprintf("curl -s -H \"Authorization: Bot %s\" https://discord.com/api/v10/users/@me", t), t)
	case 10:
		return hakS("discord-token", "shell", fmt.Sprintf("docker run -d --name %s -e DISCORD_BOT_TOKEN=%s ghcr.io/acme/%s:latest", bot, t, strings.ToLower(strings.ReplaceAll(bot, " ", "-"))), t)
	case 11:
		return hakS("discord-token", "note", fmt.Sprintf("Bot: %s\nApp ID: %s\nToken: %s\nInvited to: Support Ops server", bot, hakDigits(18), t), t)
	case 12:
		return hakS("discord-token", "chat", fmt.Sprintf("%s\n^ that's the one, pasted from the dev portal", t), t)
	case 13:
		return hakS("discord-token", "toml", fmt.Sprintf("[bot]\nname = \"%s\"\ntoken = \"%s\"\nstatus = \"watching the queues\"", bot, t), t)
	default:
		return hakS("discord-token", "chat-pt", fmt.Sprintf("Token do bot %s no Discord: `%s` (gerado hoje, antigo já revogado)", bot, t), t)
	}
}

func hakLoginPair() Sample {
	u := hakUser()
	p := hakPw()
	dev := hakP("router", "FreePBX GUI", "3CX console", "Yealink web UI", "SBC", "recording portal",
		"Grandstream UCM", "switch", "firewall", "Vicidial admin", "Issabel", "modem")
	host := hakHost()
	switch rng.IntN(22) {
	case 0:
		return hakS("login-pair", "chat", fmt.Sprintf("%s login %s / %s", dev, u, p), p)
	case 1:
		return hakS("login-pair", "chat", fmt.Sprintf("login is %s / %s", u, p), p)
	case 2:
		return hakS("login-pair", "yaml", fmt.Sprintf("```yaml\n%s:\n  host: %s\n  login: %s / %s\n```", strings.ToLower(strings.ReplaceAll(dev, " ", "_")), host, u, p), p)
	case 3:
		return hakS("login-pair", "chat", fmt.Sprintf("user: %s pass: %s", u, p), p)
	case 4:
		return hakS("login-pair", "chat", fmt.Sprintf("creds for %s -> %s:%s", host, u, p), p)
	case 5:
		return hakS("login-pair", "prose", fmt.Sprintf("The %s username is %s, password %s.", dev, u, p), p)
	case 6:
		line := "URL: https://" + host + "/admin"
		return hakKeep(hakS("login-pair", "note", fmt.Sprintf("%s\n%s\nLogin: %s\nPassword: %s\n", dev, line, u, p), p), line)
	case 7:
		return hakS("login-pair", "chat", fmt.Sprintf("u: %s p: %s", u, p), p)
	case 8:
		return hakS("login-pair", "chat", fmt.Sprintf("log in as %s with %s, then go to Settings > Trunks", u, p), p)
	case 9:
		return hakS("login-pair", "note", fmt.Sprintf("%s creds → %s // %s", dev, u, p), p)
	case 10:
		return hakS("login-pair", "markdown", fmt.Sprintf("| system | host | user | password |\n|---|---|---|---|\n| %s | %s | %s | %s |\n| CRM | crm.internal | (SSO) | n/a |", dev, host, u, p), p)
	case 11:
		return hakS("login-pair", "csv", fmt.Sprintf("system,host,username,password\n%s,%s,%s,%s\n", dev, host, u, p), p)
	case 12:
		return hakS("login-pair", "chat", fmt.Sprintf("%s user=%s pw=%s", host, u, p), p)
	case 13:
		return hakS("login-pair", "chat-es", fmt.Sprintf("usuario: %s contraseña: %s (del %s)", u, p, dev), p)
	case 14:
		return hakS("login-pair", "chat-pt", fmt.Sprintf("login %s senha %s pra entrar no %s", u, p, dev), p)
	case 15:
		return hakS("login-pair", "chat-tl", fmt.Sprintf("ang login sa %s ay %s / %s, pakipalitan pagkatapos", dev, u, p), p)
	case 16:
		return hakS("login-pair", "chat-hi", fmt.Sprintf("%s का यूज़रनेम %s और पासवर्ड %s है", dev, u, p), p)
	case 17:
		return hakS("login-pair", "ticket", fmt.Sprintf("%s: customer gave remote access. %s / %s on https://%s:8443 — remove after visit.", hakTicket(), u, p, host), p)
	case 18:
		return hakS("login-pair", "shell", fmt.Sprintf("$ ssh %s@%s\n%s@%s's password: %s\nLast login: Mon Mar  4 09:12:55 2024", u, host, u, host, p), p)
	case 19:
		return hakS("login-pair", "email", fmt.Sprintf("Hi %s,\n\nYour access to the %s is ready:\n  username - %s\n  password - %s\n\nPlease change it on first login.\n\nRegards,\nIT", hakName(), dev, u, p), p)
	case 20:
		return hakS("login-pair", "chat", fmt.Sprintf("%s: `%s` `%s`", dev, u, p), p)
	default:
		return hakS("login-pair", "meeting-notes", fmt.Sprintf("- migrate trunks to new %s (%s)\n- temp admin account %s, pw %s\n- %s to check call recording retention", dev, host, u, p, hakName()), p)
	}
}

func hakSplitKey() Sample {
	var tok string
	kind := rng.IntN(8)
	switch kind {
	case 0:
		tok = hakStripe()
	case 1:
		tok = hakGitHub()
	case 2:
		tok = hakSendgrid()
	case 3:
		tok = hakMetaToken()
	case 4:
		tok = hakAWSSecret()
	case 5:
		tok = "SK" + hakHex(32) + hakR(alnum, 32)
	case 6:
		tok = hakR(alnum, 64)
	default:
		tok = hakDiscordTok()
	}
	cut := hakN(len(tok)/3, len(tok)-14)
	a, b := tok[:cut], tok[cut:]
	label := hakP("API key", "token", "secret key", "access token", "WhatsApp token", "Twilio API secret", "key")
	switch rng.IntN(10) {
	case 0:
		return hakS("split-key", "chat", fmt.Sprintf("here's the %s, it wrapped when I copied it:\n%s\n%s", label, a, b), a, b)
	case 1:
		return hakS("split-key", "note", fmt.Sprintf("%s (prod):\n  %s\n  %s\n(join the two lines)", label, a, b), a, b)
	case 2:
		ts := hakDate() + "T" + hakTime()
		return hakS("split-key", "log", fmt.Sprintf("%s WARN sms-gateway: rejected credential %s\n%s\n%s INFO retrying in 30s", ts, a, b, ts), a, b)
	case 3:
		return hakS("split-key", "email", fmt.Sprintf("Hello,\n\nAs requested, the new %s for the integration is\n%s\n%s\n\nBest,\n%s", label, a, b, hakName()), a, b)
	case 4:
		return hakS("split-key", "terminal", fmt.Sprintf("$ cat secrets/%s.txt\n%s\n%s\n$", strings.ReplaceAll(strings.ToLower(label), " ", "_"), a, b), a, b)
	case 5:
		return hakS("split-key", "chat-es", fmt.Sprintf("la %s quedó partida en dos líneas, cópiala junta:\n%s\n%s", strings.ToLower(label), a, b), a, b)
	case 6:
		keep := "Next step: update the webhook URL in the vendor portal."
		return hakKeep(hakS("split-key", "note", fmt.Sprintf("%s=%s\\\n%s\n%s", strings.ToUpper(strings.ReplaceAll(label, " ", "_")), a, b, keep), a, b), keep)
	case 7:
		return hakS("split-key", "chat", fmt.Sprintf("%s: %s\n%s", label, a, b), a, b)
	case 8:
		return hakS("split-key", "ticket", fmt.Sprintf("%s\nCustomer pasted their %s in the description field:\n> %s\n> %s\nAsked them to rotate it.", hakTicket(), label, a, b), a, b)
	default:
		return hakS("split-key", "chat-pt", fmt.Sprintf("segue a chave (veio quebrada):\n%s\n%s\nvaleu!", a, b), a, b)
	}
}

func hakKeyID() Sample {
	id := hakHex(40)
	proj := hakP("contact-ccai", "voice-analytics-prod", "ivr-dialogflow", "crm-sync-4312", "callcenter-bq", "stt-pipeline")
	sa := hakP("dialogflow-agent", "speech-to-text", "bq-loader", "firebase-adminsdk-x1y2z", "recording-export", "ccai-insights")
	email := fmt.Sprintf("%s@%s.iam.gserviceaccount.com", sa, proj)
	switch rng.IntN(12) {
	case 0:
		return hakS("key-id", "chat", fmt.Sprintf(`the json has "private_key_id": "%s" — is that the one we rotated?`, id), id)
	case 1:
		body := hakR(hakB64, 64)
		txt := fmt.Sprintf("{\n  \"type\": \"service_account\",\n  \"project_id\": \"%s\",\n  \"private_key_id\": \"%s\",\n  \"private_key\": \"-----BEGIN PRIVATE KEY-----\\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC%s\\n%s\\n-----END PRIVATE KEY-----\\n\",\n  \"client_email\": \"%s\"\n}", proj, id, hakR(hakB64, 32), body, email)
		return hakS("key-id", "json", txt, id, body)
	case 2:
		return hakS("key-id", "prose", fmt.Sprintf("Service account %s has key id %s; disable it after the Dialogflow migration.", email, id), id)
	case 3:
		return hakS("key-id", "yaml", fmt.Sprintf("gcp:\n  project: %s\n  client_email: %s\n  private_key_id: %s\n", proj, email, id), id)
	case 4:
		return hakS("key-id", "chat", fmt.Sprintf("private_key_id %s leaked in the #ivr channel, revoking", id), id)
	case 5:
		return hakS("key-id", "terminal", fmt.Sprintf("$ gcloud iam service-accounts keys list --iam-account=%s\nKEY_ID                                    CREATED_AT            EXPIRES_AT            DISABLED\n%s  %sT10:02:11Z  9999-12-31T23:59:59Z  False", email, id, hakDate()), id)
	case 6:
		return hakS("key-id", "chat-es", fmt.Sprintf(`en el archivo de credenciales aparece "private_key_id": "%s", ¿lo borro del repo?`, id), id)
	case 7:
		return hakS("key-id", "python", fmt.Sprintf("creds_info = {\n    \"type\": \"service_account\",\n    \"private_key_id\": \"%s\",\n    \"client_email\": \"%s\",\n}", id, email), id)
	case 8:
		return hakS("key-id", "ticket", fmt.Sprintf("%s – security: key %s of %s found in a public gist. Rotate and audit Speech-to-Text usage.", hakTicket(), id, email), id)
	case 9:
		return hakS("key-id", "env", fmt.Sprintf("GOOGLE_PROJECT=%s\nGOOGLE_PRIVATE_KEY_ID=%s\nGOOGLE_CLIENT_EMAIL=%s", proj, id, email), id)
	case 10:
		return hakS("key-id", "chat-pt", fmt.Sprintf(`o "private_key_id":"%s" ainda tá no bucket de gravações`, id), id)
	default:
		return hakS("key-id", "notes", fmt.Sprintf("Meeting %s\n* ccai key ('private_key_id': '%s') expires Friday\n* %s owns the rotation", hakDate(), id, hakName()), id)
	}
}
