package main

// heldout_bl*.go is a blind part, written without reading the scrubber's rules or running it.
// It leans towards startup founders, sales and operations people: SaaS keys of the tools they
// use, account handovers, password-manager exports, onboarding checklists, and the ids, invoice
// numbers, invites and coupon codes that fill their notes without being secrets.

import (
	"encoding/base64"
	"fmt"
	"strings"
)

func heldoutBL() []Sample {
	var out []Sample
	out = append(out, hblDiscordSamples()...)
	out = append(out, hblLoginPairSamples()...)
	out = append(out, hblSplitSamples()...)
	out = append(out, hblKeyIDSamples()...)
	out = append(out, hblSaaSSamples()...)
	out = append(out, hblCloudSamples()...)
	out = append(out, hblProseSamples()...)
	out = append(out, hblHandoverSamples()...)
	out = append(out, hblConfigSamples()...)
	out = append(out, hblShellCodeSamples()...)
	out = append(out, hblTrapSamples()...)
	out = append(out, hblTrapSamples2()...)
	out = append(out, hblTrapSamples3()...)
	return out
}

const (
	hblHex    = "0123456789abcdef"
	hblUpHex  = "0123456789ABCDEF"
	hblLowAl  = "abcdefghijklmnopqrstuvwxyz0123456789"
	hblUpAl   = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
	hblAlnum  = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
	hblB64u   = hblAlnum + "-_"
	hblB64s   = hblAlnum + "+/"
	hblSymbol = "!@#$%&*?^+=-_."
	hblB32    = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
)

// hblR draws n characters of set.
func hblR(set string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = set[rng.IntN(len(set))]
	}
	return string(b)
}

// hblP picks one of xs.
func hblP(xs ...string) string { return xs[rng.IntN(len(xs))] }

// hblN draws an int in [lo, hi].
func hblN(lo, hi int) int { return lo + rng.IntN(hi-lo+1) }

// hblDigits draws n digits, the first not zero.
func hblDigits(n int) string {
	return string("123456789"[rng.IntN(9)]) + hblR("0123456789", n-1)
}

// hblSec is a sample with secrets; each secret must be in text.
func hblSec(cat, format, text string, secrets ...string) Sample {
	for _, s := range secrets {
		if !strings.Contains(text, s) {
			panic(fmt.Sprintf("heldout-bl: secret %q not in %q", s, text))
		}
	}
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets}
}

// hblKeep adds lines that must survive.
func hblKeep(s Sample, keep ...string) Sample {
	for _, k := range keep {
		if !strings.Contains(s.Text, k) {
			panic(fmt.Sprintf("heldout-bl: keep %q not in %q", k, s.Text))
		}
	}
	s.Keep = keep
	return s
}

// hblTrap is ordinary text that must come back unchanged.
func hblTrap(cat, format, text string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: []string{}}
}

var hblFirst = []string{"Maya", "Jonas", "Priya", "Tom", "Lucía", "Kenji", "Amara", "Oskar", "Fatima", "Ben",
	"Chloé", "Ravi", "Sofia", "Malik", "Hannah", "Diego", "Yuki", "Noah", "Ingrid", "Leo", "Zara", "Mateo"}

var hblCompanies = []string{"acme", "brightloop", "tallyho", "northwind", "kitepath", "lumora", "fernhill",
	"quillstack", "oakbridge", "pebblepay", "saltmarsh", "zenlead", "hivecart", "orbitly", "tidewell"}

func hblName() string    { return hblFirst[rng.IntN(len(hblFirst))] }
func hblCompany() string { return hblCompanies[rng.IntN(len(hblCompanies))] }
func hblDomain() string {
	return hblCompany() + hblP(".com", ".io", ".co", ".app", ".ai", ".de", ".fr")
}

func hblEmail() string {
	local := hblP("ops", "finance", "hello", "sales", "admin", "founders", "growth", "it", "billing",
		strings.ToLower(strings.NewReplacer("í", "i", "é", "e").Replace(hblName())))
	return local + "@" + hblDomain()
}

var hblWords = []string{"Sunflower", "Marmalade", "Pinecone", "Harbor", "Falcon", "Velvet", "Jupiter", "Cactus",
	"Orchid", "Biscuit", "Waffle", "Mango", "Tiger", "Rocket", "Maple", "Nimbus", "Otter", "Lantern", "Copper",
	"Saffron", "Willow", "Pepper", "Bluebird", "Glacier", "Meadow", "Thunder", "Coral", "Hazel", "Summit"}

func hblWord() string { return hblWords[rng.IntN(len(hblWords))] }

// hblHumanPw is a password a person chose: words, digits and a symbol or two.
func hblHumanPw() string {
	year := hblP("2019", "2021", "2022", "2023", "2024", "2025", "88", "77", "123", "01", "42")
	sym := string(hblSymbol[rng.IntN(8)])
	co := strings.ToUpper(hblCompany()[:1]) + hblCompany()[1:]
	switch rng.IntN(9) {
	case 0:
		return hblWord() + year + sym
	case 1:
		return hblWord() + hblWord() + hblR("0123456789", 2) + sym
	case 2:
		return co + "@" + year
	case 3:
		w := strings.ToLower(hblWord())
		return strings.NewReplacer("a", "@", "o", "0", "e", "3", "i", "1").Replace(w) + sym + year
	case 4:
		return strings.ToLower(hblWord()) + "-" + strings.ToLower(hblWord()) + "-" + strings.ToLower(hblWord()) + "-" + hblR("0123456789", 1)
	case 5:
		return hblP("Welcome", "Spring", "Summer", "Winter", "Launch", "Series", "Payday") + hblR("0123456789", 1) + co + sym
	case 6:
		return hblP("Q", "Hq", "Ops") + hblR("1234", 1) + hblWord() + sym + sym
	case 7:
		return strings.ToLower(hblWord()) + strings.ToUpper(hblR("abcdefghjkmnpqrstuvwxyz", 2)) + year
	default:
		return hblWord() + sym + hblWord() + year
	}
}

// hblRandPw is a generated password, as a password manager makes them.
func hblRandPw() string {
	n := hblN(14, 24)
	s := hblR(hblAlnum, n-3) + hblR(hblSymbol, 1) + hblR("0123456789", 1) + hblR("abcdefghijkmnpqrstuvwxyz", 1)
	b := []byte(s)
	rng.Shuffle(len(b), func(i, j int) { b[i], b[j] = b[j], b[i] })
	return string(b)
}

// hblPw is either kind.
func hblPw() string {
	if rng.IntN(2) == 0 {
		return hblHumanPw()
	}
	return hblRandPw()
}

// hblSnowflake is a Discord id of 17 to 19 digits.
func hblSnowflake() string {
	return hblP("1", "1", "1", "2", "5", "6", "7", "8", "9") + hblR("0123456789", hblN(16, 18))
}

// hblDiscordToken is a bot token: base64 of the bot's id, a dot, 6 chars, a dot, 27 or 38 chars.
func hblDiscordToken() string {
	id := base64.RawStdEncoding.EncodeToString([]byte(hblSnowflake()))
	tail := hblR(hblB64u, 27)
	if rng.IntN(3) == 0 {
		tail = hblR(hblB64u, 38)
	}
	return id + "." + hblR(hblB64u, 6) + "." + tail
}

func hblDiscordSamples() []Sample {
	var out []Sample
	for i := 0; i < 28; i++ {
		tok := hblDiscordToken()
		bot := hblP("standup-bot", "OrderPing", "LeadBot", "community-mod", "DealAlerts", "churn-watch", "Welcomer")
		ch := hblP("#growth", "#ops", "#community", "#eng-bots", "#founders")
		var text, format string
		switch i % 15 {
		case 0:
			format, text = "chat", fmt.Sprintf("%s token for the server is %s — don't share it outside %s pls", bot, tok, ch)
		case 1:
			format, text = "env", fmt.Sprintf("# discord\nDISCORD_BOT_TOKEN=%s\nDISCORD_GUILD_ID=%s\n", tok, hblSnowflake())
		case 2:
			format, text = "python", fmt.Sprintf("import discord\n\nclient = discord.Client(intents=discord.Intents.default())\n\n@client.event\nasync def on_ready():\n    print(f\"logged in as {client.user}\")\n\nclient.run(\"%s\")\n", tok)
		case 3:
			format, text = "js", fmt.Sprintf("const { Client, GatewayIntentBits } = require('discord.js');\nconst client = new Client({ intents: [GatewayIntentBits.Guilds] });\nclient.login('%s');\n", tok)
		case 4:
			format, text = "json", fmt.Sprintf("{\n  \"prefix\": \"!\",\n  \"token\": \"%s\",\n  \"ownerId\": \"%s\"\n}\n", tok, hblSnowflake())
		case 5:
			format, text = "notes", fmt.Sprintf("Community setup (%s)\n- created app in dev portal\n- bot name: %s\n- token: %s\n- invited to server with Manage Roles", hblName(), bot, tok)
		case 6:
			format, text = "chat", fmt.Sprintf("@%s can you swap the token in Railway? new one is `%s`", hblLowerName(), tok)
		case 7:
			format, text = "yaml", fmt.Sprintf("discord:\n  enabled: true\n  bot_token: \"%s\"\n  channel: %s\n", tok, hblSnowflake())
		case 8:
			format, text = "log", fmt.Sprintf("2024-%02d-%02dT09:14:03Z WARN gateway: identify failed, retrying with token=%s (attempt 2/5)", hblN(1, 12), hblN(1, 28), tok)
		case 9:
			format, text = "shell", fmt.Sprintf("$ fly secrets set DISCORD_TOKEN=%s -a %s-bot\nSecrets are staged for the first deployment", tok, hblCompany())
		case 10:
			format, text = "chat", fmt.Sprintf("el token del bot de Discord es %s, lo regeneré ayer", tok)
		case 11:
			format, text = "go", fmt.Sprintf("dg, err := discordgo.New(\"Bot %s\")\nif err != nil {\n\tlog.Fatal(err)\n}\n", tok)
		case 12:
			format, text = "email", fmt.Sprintf("Hi %s,\n\nHere is the bot token for the Discord integration, as asked:\n\n%s\n\nPlease paste it into the Zapier step and delete this email.\n\nThanks,\n%s", hblName(), tok, hblName())
		case 13:
			format, text = "ticket", fmt.Sprintf("OPS-%d: Discord bot offline\nRepro: restart worker\nEnv: DISCORD_TOKEN %s\nExpected: bot comes online", hblN(100, 999), tok)
		default:
			format, text = "chat", fmt.Sprintf("Discordボットのトークン: %s （共有禁止）", tok)
		}
		out = append(out, hblSec("discord-bot-token", format, text, tok))
	}
	return out
}

// hblDiscordWebhook is a webhook URL: id and a 68-char token.
func hblDiscordWebhook() (string, string) {
	tok := hblR(hblB64u, 68)
	return "https://" + hblP("discord.com", "discordapp.com") + "/api/webhooks/" + hblSnowflake() + "/" + tok, tok
}
