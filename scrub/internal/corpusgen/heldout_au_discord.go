package main

// heldout_au_discord.go: Discord bot tokens and webhooks, Slack, Telegram and WhatsApp Business
// tokens, in prose, config and code.

import (
	"encoding/base64"
	"fmt"
)

// hauDiscordToken: base64 of a snowflake user id (starts with M, N or O), a dot, 6 chars, a dot,
// 27 or 38 chars.
func hauDiscordToken() string {
	id := hauRnd("123456789", 1) + hauRnd(digits, 16+rng.IntN(3))
	first := base64.RawStdEncoding.EncodeToString([]byte(id))
	return first + "." + hauRnd(b64url, 6) + "." + hauRnd(b64url, hauPickInt(27, 38, 27, 32))
}

func hauPickInt(xs ...int) int { return xs[rng.IntN(len(xs))] }

func hauDiscordOne() Sample {
	t := hauDiscordToken()
	n := hauName()
	switch rng.IntN(16) {
	case 0:
		return hauSec("discord-token", "chat", fmt.Sprintf("[%s] %s: token do bot da rádio no Discord: %s (não espalha)", hauTime(), n, t), t)
	case 1:
		return hauSec("discord-token", "env", fmt.Sprintf("# bot de avisos\nDISCORD_TOKEN=%s\nGUILD_ID=%s\nPREFIX=!", t, hauDigits(18)), t).hauKeep("PREFIX=!")
	case 2:
		return hauSec("discord-token", "json", fmt.Sprintf("{\n  \"token\": \"%s\",\n  \"prefix\": \"%s\",\n  \"canal_noticias\": \"%s\"\n}", t, hauPick("!", "?", "$"), hauDigits(18)), t)
	case 3:
		return hauSec("discord-token", "python", fmt.Sprintf("import discord\n\nintents = discord.Intents.default()\nclient = discord.Client(intents=intents)\n\n# TODO: mover pra variável de ambiente\nclient.run(%q)", t), t).hauKeep("intents = discord.Intents.default()")
	case 4:
		return hauSec("discord-token", "javascript", fmt.Sprintf("const { Client, GatewayIntentBits } = require('discord.js');\nconst client = new Client({ intents: [GatewayIntentBits.Guilds] });\nclient.login('%s');", t), t)
	case 5:
		return hauSec("discord-token", "yaml", fmt.Sprintf("discord:\n  token: %s\n  canal: anuncios\n  idioma: es", t), t).hauKeep("canal: anuncios")
	case 6:
		return hauSec("discord-token", "chat", fmt.Sprintf("%s: bro tokennya bot discord komunitas: %s\n%s: oke makasih, nanti gue ganti", n, t, hauName()), t)
	case 7:
		return hauSec("discord-token", "stacktrace", fmt.Sprintf("Traceback (most recent call last):\n  File \"/home/%s/bot/main.py\", line 88, in <module>\n    bot.run(\"%s\")\n  File \"/usr/lib/python3/site-packages/discord/client.py\", line 860, in run\ndiscord.errors.PrivilegedIntentsRequired: Shard ID None is requesting privileged intents", hauUser(), t), t)
	case 8:
		return hauSec("discord-token", "go", fmt.Sprintf("dg, err := discordgo.New(\"Bot %s\")\nif err != nil {\n\tlog.Fatal(\"erro ao criar sessão: \", err)\n}", t), t)
	case 9:
		return hauSec("discord-token", "shell", fmt.Sprintf("$ curl -H \"Authorization: Bot %s\" https://discord.com/api/v10/users/@me", t), t)
	case 10:
		return hauSec("discord-token", "toml", fmt.Sprintf("[discord]\ntoken = \"%s\"\nstatus = \"Ouvindo a Rádio Maré\"", t), t)
	case 11:
		return hauSec("discord-token", "shell", fmt.Sprintf("docker run -d --name bot-radio -e DISCORD_TOKEN=%s -e TZ=America/Bahia ghcr.io/radiomare/bot:1.4", t), t)
	case 12:
		return hauSec("discord-token", "note", fmt.Sprintf("Bot du serveur de l'asso\n- jeton : %s\n- propriétaire : %s\n- hébergé sur le Raspberry du local", t, n), t).hauKeep("- hébergé sur le Raspberry du local")
	case 13:
		return hauSec("discord-token", "chat", fmt.Sprintf("%s: Discord botunun tokeni şu, kimseyle paylaşma: %s", n, t), t)
	case 14:
		return hauSec("discord-token", "chat", fmt.Sprintf("%s: token ya bot ya Discord ni %s — usiiweke kwenye group ya WhatsApp tafadhali", n, t), t)
	default:
		return hauSec("discord-token", "csharp", fmt.Sprintf("await _client.LoginAsync(TokenType.Bot, \"%s\");\nawait _client.StartAsync();", t), t)
	}
}

func hauDiscordWebhook() Sample {
	id := hauDigits(18 + rng.IntN(2))
	tok := hauRnd(b64url, 68)
	url := "https://discord.com/api/webhooks/" + id + "/" + tok
	switch rng.IntN(4) {
	case 0:
		return hauSec("discord-webhook", "env", "ALERTAS_WEBHOOK="+url, tok)
	case 1:
		return hauSec("discord-webhook", "shell", fmt.Sprintf("curl -H 'Content-Type: application/json' -d '{\"content\":\"backup ok\"}' %s", url), tok)
	case 2:
		return hauSec("discord-webhook", "chat", fmt.Sprintf("%s: webhook pra mandar as manchetes no canal #pauta: %s", hauName(), url), tok)
	default:
		return hauSec("discord-webhook", "yaml", fmt.Sprintf("notifiers:\n  - type: discord\n    url: \"%s\"\n    on: [failure]", url), tok)
	}
}

func hauDiscordSamples() []Sample {
	out := hauRep(34, hauDiscordOne)
	return append(out, hauRep(8, hauDiscordWebhook)...)
}

func hauTelegramToken() string {
	return hauDigits(9+rng.IntN(2)) + ":AA" + hauRnd(b64url, 33)
}

func hauSlackBot() string {
	return hauPick("xoxb-", "xoxp-") + hauDigits(11) + "-" + hauDigits(12) + "-" + hauRnd(alnum, 24)
}

func hauMetaToken() string { return "EAA" + hauRnd(alnum, 150+rng.IntN(60)) }

func hauChatBotOne() Sample {
	n := hauName()
	switch rng.IntN(12) {
	case 0:
		t := hauTelegramToken()
		return hauSec("telegram-token", "chat", fmt.Sprintf("%s: el token del bot de Telegram para las alertas de lluvia es %s, lo saqué del BotFather", n, t), t)
	case 1:
		t := hauTelegramToken()
		return hauSec("telegram-token", "python", fmt.Sprintf("from telegram.ext import Application\n\napp = Application.builder().token(\"%s\").build()\napp.run_polling()", t), t).hauKeep("app.run_polling()")
	case 2:
		t := hauTelegramToken()
		return hauSec("telegram-token", "shell", fmt.Sprintf("curl -s \"https://api.telegram.org/bot%s/sendMessage?chat_id=-100%s&text=Transmissão+no+ar\"", t, hauDigits(10)), t)
	case 3:
		t := hauTelegramToken()
		return hauSec("telegram-token", "env", fmt.Sprintf("TELEGRAM_BOT_TOKEN=%s\nTELEGRAM_CHAT_ID=-100%s", t, hauDigits(10)), t)
	case 4:
		t := hauSlackBot()
		return hauSec("slack-token", "yaml", fmt.Sprintf("slack:\n  bot_token: %s\n  canal: \"#redacao\"", t), t)
	case 5:
		t := hauSlackBot()
		return hauSec("slack-token", "chat", fmt.Sprintf("%s: le token Slack de l'appli de veille : %s — à mettre dans le coffre", n, t), t)
	case 6:
		p := hauRnd(alnum, 24)
		url := "https://hooks.slack.com/services/T" + hauRnd(upper+digits, 10) + "/B" + hauRnd(upper+digits, 10) + "/" + p
		return hauSec("slack-webhook", "env", "SLACK_WEBHOOK_URL="+url, p)
	case 7:
		t := hauMetaToken()
		return hauSec("whatsapp-token", "shell", fmt.Sprintf("curl -X POST https://graph.facebook.com/v19.0/%s/messages \\\n  -H 'Authorization: Bearer %s' \\\n  -H 'Content-Type: application/json' \\\n  -d '{\"messaging_product\":\"whatsapp\",\"to\":\"2547%s\",\"type\":\"template\",\"template\":{\"name\":\"lembrete_vacina\",\"language\":{\"code\":\"pt_BR\"}}}'", hauDigits(15), t, hauDigits(8)), t)
	case 8:
		t := hauMetaToken()
		return hauSec("whatsapp-token", "note", fmt.Sprintf("WhatsApp Business API (número da ONG)\nphone_number_id: %s\naccess token permanente: %s\nverificar template antes de disparar", hauDigits(15), t), t).hauKeep("verificar template antes de disparar")
	case 9:
		v := hauHumanPw()
		t := hauMetaToken()
		return hauSec("whatsapp-token", "env", fmt.Sprintf("WA_PHONE_ID=%s\nWA_TOKEN=%s\nWA_VERIFY_TOKEN=%s", hauDigits(15), t, v), t, v)
	case 10:
		t := hauTelegramToken()
		return hauSec("telegram-token", "chat", fmt.Sprintf("%s: توكن بوت التليجرام الخاص بالجمعية: %s", n, t), t)
	default:
		t := hauSlackBot()
		return hauSec("slack-token", "javascript", fmt.Sprintf("const { App } = require('@slack/bolt');\nconst app = new App({\n  token: '%s',\n  signingSecret: process.env.SLACK_SIGNING_SECRET,\n});", t), t).hauKeep("signingSecret: process.env.SLACK_SIGNING_SECRET,")
	}
}

func hauChatBotSamples() []Sample { return hauRep(18, hauChatBotOne) }
