package main

// heldout-t: a blind part. It was written from public knowledge of credential formats and of how
// people write, without reading the scrubber's rules or running it. heldout_t.go holds the
// helpers, the shared words and surroundings, and the four shapes the part stresses (Discord bot
// tokens, login pairs, keys wrapped over two lines, key ids of service accounts);
// heldout_t_secrets.go the rest of the secrets; heldout_t_traps.go the traps.

import (
	"encoding/base64"
	"fmt"
	"strings"
	"time"
)

func heldoutT() []Sample {
	var s []Sample
	s = append(s, tMany(30, tDiscordSample)...)
	s = append(s, tMany(42, tLoginPairSample)...)
	s = append(s, tMany(32, tSplitKeySample)...)
	s = append(s, tMany(28, tKeyIDSample)...)
	s = append(s, tSecretSamples()...)
	s = append(s, tTrapSamples()...)
	return s
}

// ---------- small helpers (own names, so the part depends on nothing but rng and the charsets)

func tRnd(set string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = set[rng.IntN(len(set))]
	}
	return string(b)
}

func tPick[T any](xs []T) T { return xs[rng.IntN(len(xs))] }

func tIn(lo, hi int) int { return lo + rng.IntN(hi-lo+1) }

func tOdds(p float64) bool { return rng.Float64() < p }

// tSeen holds the texts made so far, so that a generator run many times gives n different texts.
var tSeen = map[string]bool{}

func tMany(n int, f func() Sample) []Sample {
	out := make([]Sample, 0, n)
	for tries := 0; len(out) < n && tries < 50*n; tries++ {
		tNow = tNow.Add(time.Duration(tIn(1, 12*3600)) * time.Second)
		s := f()
		if tSeen[s.Text] {
			continue
		}
		tSeen[s.Text] = true
		out = append(out, s)
	}
	return out
}

func tCap(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

func tB64(s string) string { return base64.StdEncoding.EncodeToString([]byte(s)) }

func tB64URL(s string) string { return base64.RawURLEncoding.EncodeToString([]byte(s)) }

func tClock() string { return fmt.Sprintf("%02d:%02d", tIn(7, 22), tIn(0, 59)) }

func tDate() string { return fmt.Sprintf("2025-%02d-%02d", tIn(1, 12), tIn(1, 28)) }

// tNow is the clock of the log lines; it moves a little per line and jumps between samples,
// so the lines of one sample are in order.
var tNow = time.Date(2025, 3, 1, 8, 0, 0, 0, time.UTC)

func tStamp() string {
	tNow = tNow.Add(time.Duration(tIn(0, 4000)) * time.Millisecond)
	return tNow.Format("2006-01-02T15:04:05.000Z")
}

// tSnowflake is a Discord id: 17 or 18 digits for older accounts, 19 starting with 1 for newer ones.
func tSnowflake() string {
	if tOdds(0.4) {
		return "1" + tRnd("0123", 1) + tRnd(digits, 17)
	}
	return string(rune('1'+rng.IntN(9))) + tRnd(digits, tIn(16, 17))
}

func tIP() string { return fmt.Sprintf("10.%d.%d.%d", tIn(0, 40), tIn(0, 254), tIn(2, 254)) }

// ---------- shared words

var tPeople = []string{"ana", "Marco", "priya", "Jonas", "li.wei", "Kenji", "fatima", "Olu", "sven", "Chloé",
	"dmitri", "Aroha", "Tomás", "nadia", "Yuki", "bea", "Raj", "ingrid", "Mehmet", "zoe", "Kwame", "hannah"}

var tUsers = []string{"admin", "root", "ops", "deploy", "svc-backup", "jenkins", "pi", "ubuntu", "postgres", "sa",
	"grafana", "elastic", "administrator", "support", "netadmin", "m.keller", "jdoe", "build-bot", "reporting_ro",
	"app_user", "kiosk", "operator"}

var tHosts = []string{"db-prod-02.internal", "nas.home.lan", "build-runner-3", "pg-main.eu-west-1.rds.amazonaws.com",
	"git.acme-corp.net", "vpn.example.org", "redis-cache-01", "jump.ops.example.com", "192.168.1.1", "mq.staging.local",
	"ldap.corp.example", "erp-test.intra", "mongo-shard-2.svc.cluster.local", "grafana.monitoring.svc"}

var tServices = []string{"billing", "checkout", "search-api", "auth-gateway", "reporting", "media-worker",
	"notifications", "inventory", "ledger", "crm-sync"}

var tWords = []string{"sunflower", "otter", "lisbon", "kaffee", "marmalade", "falcon", "pistachio", "river",
	"tango", "nebula", "cactus", "biscuit", "harbor", "maple", "quokka", "saturn", "velvet", "zebra", "copper",
	"mango", "thunder", "willow", "orchid", "pepper", "glacier", "koala", "lantern", "meadow", "domino", "rocket",
	"bergamot", "tortuga", "sakura", "fjord", "paprika", "monsoon"}

// tHumanPw is a password a person chose: words, digits, a symbol or two.
func tHumanPw() string {
	w1, w2, w3 := tPick(tWords), tPick(tWords), tPick(tWords)
	yr := fmt.Sprint(tIn(1979, 2026))
	sym := tPick([]string{"!", "@", "#", "%", "&", "*", "?", "+"})
	switch rng.IntN(9) {
	case 0:
		return tCap(w1) + yr + sym
	case 1:
		return tCap(w1) + "-" + tCap(w2) + "-" + tRnd(digits, 2)
	case 2:
		r := strings.NewReplacer("a", "@", "e", "3", "o", "0", "i", "1")
		return tCap(r.Replace(w1)) + sym + tRnd(digits, tIn(2, 4))
	case 3:
		return w1 + "." + w2 + "." + w3 + tRnd(digits, 1)
	case 4:
		return tCap(w1) + "@" + tRnd(digits, 3) + tCap(w2)
	case 5:
		return tCap(w1) + tCap(w2) + sym + tRnd(digits, 2)
	case 6:
		return w1 + tRnd(digits, 2) + sym + tCap(w2)
	case 7:
		return "My" + tCap(w1) + "Is" + tCap(w2) + yr[2:]
	default:
		return strings.ToUpper(w1[:1]) + w1[1:] + "_" + w2 + "_" + yr
	}
}

// tRandPw is a generated password; it starts with a letter and carries no quote, space or backslash.
func tRandPw() string {
	return tRnd(upper+lower, 1) + tRnd(alnum+"!@#%^&*-_+=?", tIn(11, 23))
}

// tURLPw is a password that can sit in a URL's userinfo without escaping.
func tURLPw() string {
	if tOdds(0.4) {
		w := tHumanPw()
		return strings.Map(func(r rune) rune {
			if strings.ContainsRune(alnum+"-_", r) {
				return r
			}
			return '_'
		}, w)
	}
	return tRnd(upper+lower, 1) + tRnd(alnum+"-_", tIn(13, 27)) + tRnd(alnum, 1)
}

// tShellPw is a password safe inside single quotes or bare on a command line.
func tShellPw() string {
	if tOdds(0.5) {
		w := tHumanPw()
		return strings.Map(func(r rune) rune {
			if strings.ContainsRune(alnum+"-_.@%+=", r) {
				return r
			}
			return '-'
		}, w)
	}
	return tRnd(upper+lower, 1) + tRnd(alnum+"-_@%+=", tIn(11, 21))
}

func tAnyPw() string {
	if tOdds(0.5) {
		return tHumanPw()
	}
	return tRandPw()
}

// ---------- surroundings: a line wrapped in a chat, notes, a ticket, an e-mail or a runbook

type tCtx struct {
	text, format string
	plain        []string // ordinary whole lines of text, for Keep
}

var tReplies = []string{"thx, that worked", "ok got it 👍", "logging in now", "merci, ça marche",
	"saved it in the vault", "perfect, deploying after lunch", "danke!", "can you ping me when the migration is done?",
	"works, ticket closed", "gracias, ya entré"}

// tNewChat returns a writer of chat lines in one style, with a clock that moves forward.
func tNewChat() func(who, msg string) string {
	style := rng.IntN(5)
	h, m := tIn(7, 21), tIn(0, 50)
	day, mon := tIn(1, 28), tIn(1, 12)
	return func(who, msg string) string {
		clock := fmt.Sprintf("%02d:%02d", h, m)
		if m += tIn(0, 4); m > 59 {
			m, h = m-60, h+1
		}
		switch style {
		case 0:
			return "[" + clock + "] " + who + ": " + msg
		case 1:
			return "<" + who + "> " + msg
		case 2:
			return fmt.Sprintf("%02d/%02d/2025, %s - %s: %s", day, mon, clock, tCap(who), msg)
		case 3:
			return "**" + who + "**: " + msg
		default:
			return who + "  " + clock + "\n" + msg
		}
	}
}

func tChatLine(who, msg string) string { return tNewChat()(who, msg) }

func tChat(msg string) tCtx {
	a, b := tPick(tPeople), tPick(tPeople)
	for b == a {
		b = tPick(tPeople)
	}
	var lines, plain []string
	line := tNewChat()
	if tOdds(0.5) {
		q := tPick([]string{"anyone have access to the box?", "what's the login again?", "need the creds for staging pls",
			"can you send me what you used yesterday?", "the cron job fails on auth again"})
		l := line(b, q)
		lines, plain = append(lines, l), append(plain, q)
	}
	lines = append(lines, line(a, msg))
	if tOdds(0.6) {
		r := tPick(tReplies)
		lines, plain = append(lines, line(b, r)), append(plain, r)
	}
	return tCtx{strings.Join(lines, "\n"), "chat", plain}
}

func tWrap(msg string) tCtx {
	switch rng.IntN(7) {
	case 0, 1:
		return tChat(msg)
	case 2:
		a := "- " + tPick([]string{"migrate the cron jobs to k8s by Friday", "release 4.2 slips one week",
			"on-call swap: Raj takes next weekend", "budget review moved to Tuesday", "new laptops arrive next week",
			"postmortem for the outage is due Thursday", "pen test scheduled for May", "customer asked for an SLA report"})
		b := "- action: " + tPick(tPeople) + " to update the runbook"
		head := tPick([]string{"## Ops sync " + tDate(), "Meeting notes – infra weekly", "Standup " + tDate(), "# Notes (retro)"})
		return tCtx{head + "\n" + a + "\n- " + msg + "\n" + b, "notes", []string{a, b}}
	case 3:
		id := fmt.Sprintf("%s-%d", tPick([]string{"OPS", "INFRA", "SUP", "HELP", "IT"}), tIn(100, 9999))
		title := tPick([]string{"Staging DB unreachable after maintenance", "New hire needs access", "Backup job failing",
			"Printer on 3rd floor offline", "VPN drops every 10 minutes", "Nightly export empty since Monday", "Cannot reach the admin UI",
			"Migrate service to the new cluster", "Customer demo environment", "Rotate credentials after offboarding"})
		steps := "Steps tried: " + tPick([]string{"restarted the service.", "rebooted the router twice.", "cleared the cache, no change."})
		return tCtx{"[" + id + "] " + title + "\nPriority: P" + fmt.Sprint(tIn(1, 4)) + "\n\n" + msg + "\n\n" + steps, "ticket", []string{steps}}
	case 4:
		to, from := tCap(tPick(tPeople)), tCap(tPick(tPeople))
		subj := "Subject: " + tPick([]string{"access for the new contractor", "handover before my leave", "re: server move", "Zugang / access",
			"Fwd: onboarding checklist", "quick one", "RE: RE: staging env", "notes from today's call", "[ext] vendor setup", "weekend maintenance"})
		close := tPick([]string{"Best,", "Thanks,", "Cheers,", "Viele Grüße,"})
		return tCtx{subj + "\n\nHi " + to + ",\n\n" + msg + "\n\n" + close + "\n" + from, "email", []string{subj}}
	case 5:
		s1 := "1. Connect to the bastion: `ssh " + tPick(tUsers) + "@" + tPick(tHosts) + "`"
		s3 := "3. " + tPick([]string{"Run `./restore.sh --latest` and watch the logs.", "Check the dashboard for 5xx errors.",
			"Post in #ops when done.", "Restart the service: `sudo systemctl restart app`."})
		head := tPick([]string{"## Restore procedure", "### Failover checklist", "## First day setup", "# Runbook: rotate the cache node"})
		return tCtx{head + "\n" + s1 + "\n2. " + msg + "\n" + s3, "runbook", []string{s3}}
	default:
		return tCtx{msg, "note", nil}
	}
}

// tKeep returns a few of the ordinary lines, sometimes none.
func tKeep(c tCtx) []string {
	if len(c.plain) == 0 || tOdds(0.4) {
		return nil
	}
	return []string{tPick(c.plain)}
}

// ---------- shape 1: Discord bot tokens

func tDiscordToken() string {
	id := base64.RawStdEncoding.EncodeToString([]byte(tSnowflake()))
	return id + "." + tRnd(b64url, 6) + "." + tRnd(b64url, tPick([]int{27, 38}))
}

func tDiscordSample() Sample {
	tok := tDiscordToken()
	guild := tSnowflake()
	var text, format string
	var keep []string
	switch rng.IntN(17) {
	case 0:
		text = "DISCORD_TOKEN=" + tok + "\nPREFIX=!\nGUILD_ID=" + guild + "\nLOG_LEVEL=info"
		format, keep = "env", []string{"PREFIX=!", "LOG_LEVEL=info"}
	case 1:
		text = "{\n  \"token\": \"" + tok + "\",\n  \"prefix\": \"?\",\n  \"ownerId\": \"" + guild + "\"\n}"
		format = "json"
	case 2:
		text = "import discord\nfrom discord.ext import commands\n\nbot = commands.Bot(command_prefix=\"!\", intents=discord.Intents.default())\n\nbot.run(\"" + tok + "\")"
		format, keep = "python", []string{"import discord"}
	case 3:
		text = "const { Client, GatewayIntentBits } = require('discord.js');\nconst client = new Client({ intents: [GatewayIntentBits.Guilds] });\nclient.once('ready', () => console.log('ready'));\nclient.login('" + tok + "');"
		format = "js"
	case 4:
		c := tChat(tPick([]string{"my bot token is " + tok + " can u check why it 401s",
			"here: " + tok, "token " + tok + " (the test bot, not prod)", "ok new token after reset -> " + tok}))
		text, format, keep = c.text, c.format, tKeep(c)
	case 5:
		text = "dg, err := discordgo.New(\"Bot " + tok + "\")\nif err != nil {\n\tlog.Fatal(err)\n}"
		format = "go"
	case 6:
		text = "await client.LoginAsync(TokenType.Bot, \"" + tok + "\");\nawait client.StartAsync();"
		format = "csharp"
	case 7:
		text = "let token = \"" + tok + "\";\nlet mut client = Client::builder(token, GatewayIntents::non_privileged()).await?;"
		format = "rust"
	case 8:
		text = "$ curl -s -H \"Authorization: Bot " + tok + "\" https://discord.com/api/v10/users/@me\n{\"id\": \"" + guild + "\", \"username\": \"helper-bot\", \"bot\": true}"
		format = "shell"
	case 9:
		text = "services:\n  bot:\n    image: ghcr.io/acme/helper-bot:1.4\n    environment:\n      DISCORD_BOT_TOKEN: " + tok + "\n      TZ: Europe/Berlin"
		format, keep = "yaml", []string{"image: ghcr.io/acme/helper-bot:1.4"}
	case 10:
		text = tStamp() + " INFO  bot: starting with token " + tok + "\n" + tStamp() + " ERROR discord.client: Improper token has been passed."
		format = "log"
	case 11:
		text = "### Bug: bot never comes online\n\nI set everything up like the README says. My config:\n\n```\ntoken: " + tok + "\nprefix: \"!\"\n```\n\nAny idea?"
		format = "issue"
	case 12:
		text = tPick([]string{"el token del bot es ", "le token du bot : ", "der Bot-Token lautet ", "o token do bot é ", "ボットのトークン: "}) + tok
		format = "chat-i18n"
	case 13:
		text = "[discord]\ntoken = \"" + tok + "\"\nstatus = \"watching the logs\"\n\n[db]\npath = \"bot.sqlite\""
		format, keep = "toml", []string{"path = \"bot.sqlite\""}
	case 14:
		text = "JDA jda = JDABuilder.createDefault(\"" + tok + "\")\n        .enableIntents(GatewayIntent.MESSAGE_CONTENT)\n        .build();"
		format = "java"
	case 15:
		text = "[Service]\nExecStart=/usr/bin/node /opt/bot/index.js\nEnvironment=\"DISCORD_TOKEN=" + tok + "\"\nRestart=always"
		format, keep = "systemd", []string{"Restart=always"}
	default:
		text = "bot = Discordrb::Bot.new token: '" + tok + "'\nbot.message(with_text: 'ping') { |e| e.respond 'pong' }\nbot.run"
		format = "ruby"
	}
	return Sample{Category: "discord-bot-token", Format: format, Text: text, Secrets: []string{tok}, Keep: keep}
}

// ---------- shape 2: a username and a password written together

func tLoginPairSample() Sample {
	u := tPick(tUsers)
	pw := tAnyPw()
	host := tPick(tHosts)
	var msg string
	switch rng.IntN(30) {
	case 0:
		msg = "router login " + u + " / " + pw
	case 1:
		msg = "login is " + u + " / " + pw
	case 2:
		msg = "creds: " + u + ":" + pw
	case 3:
		msg = "username " + u + ", password " + pw
	case 4:
		msg = "u: " + u + " p: " + pw
	case 5:
		msg = "log in as " + u + " with " + pw
	case 6:
		msg = "NAS: " + u + "/" + pw + " (web UI on port 5001)"
	case 7:
		msg = "the account is " + u + ", pass is " + pw
	case 8:
		msg = "ssh " + u + "@" + host + " (password " + pw + ")"
	case 9:
		msg = "Benutzer: " + u + " / Passwort: " + pw
	case 10:
		msg = "usuario " + u + " / clave " + pw
	case 11:
		msg = "identifiant : " + u + " / mot de passe : " + pw
	case 12:
		msg = "ID：" + u + "　PW：" + pw
	case 13:
		msg = u + " + " + pw + " for the printer admin page"
	case 14:
		msg = "default creds on the new switch are " + u + " / " + pw + ", change them before racking"
	case 15:
		msg = "user=" + u + " pass=" + pw
	case 16:
		msg = "Login: " + u + "\nPassword: " + pw
	case 17:
		msg = "you can use " + u + " // " + pw + " until IT creates your own account"
	case 18:
		msg = u + " (pw: " + pw + ")"
	case 19:
		msg = "sign in with " + u + "@example.com and " + pw
	case 20:
		msg = "логин " + u + ", пароль " + pw
	case 21:
		msg = "账号 " + u + " 密码 " + pw
	case 22:
		msg = "utente " + u + " / password " + pw
	case 23:
		msg = u + " — " + pw
	case 24:
		msg = "gebruiker " + u + ", wachtwoord " + pw
	case 25:
		msg = "camera login is " + u + " and " + pw
	case 26:
		msg = "login/password: " + u + "/" + pw
	case 27:
		msg = "user " + u + " pwd " + pw
	case 28:
		msg = "Kullanıcı adı: " + u + " Şifre: " + pw
	default:
		msg = "for " + host + " it's " + u + " " + pw
	}
	var text, format string
	var keep []string
	switch rng.IntN(9) {
	case 0:
		// a YAML block with the pair as one value
		svc := tPick(tServices)
		text = "devices:\n  - name: " + svc + "-gw\n    ip: " + tIP() + "\n    login: " + u + " / " + pw + "\n    notes: rack B, top shelf"
		format, keep = "yaml", []string{"notes: rack B, top shelf"}
	case 1:
		text = "| host | user | password | notes |\n|---|---|---|---|\n| " + host + " | " + u + " | " + pw + " | rotated " + tDate() + " |\n| printer-2f | — | — | no login |"
		format, keep = "markdown-table", []string{"| printer-2f | — | — | no login |"}
	case 2:
		text = "host,user,password,site\n" + host + "," + u + "," + pw + ",HQ\n" + tIP() + ",guest,,branch"
		format = "csv"
	case 3:
		text = "machine " + host + "\n  login " + u + "\n  password " + pw
		format = "netrc"
	default:
		c := tWrap(msg)
		text, format, keep = c.text, c.format, tKeep(c)
	}
	return Sample{Category: "login-pair", Format: format, Text: text, Secrets: []string{pw}, Keep: keep}
}

// ---------- shape 3: a secret wrapped over two lines

// tLongToken returns a long token, its kind, and how long its fixed prefix is.
func tLongToken() (string, string, int) {
	switch rng.IntN(12) {
	case 0:
		return "sk_live_" + tRnd(alnum, 99), "stripe", 8
	case 1:
		return "ghp_" + tRnd(alnum, 36), "github", 4
	case 2:
		return "sk-proj-" + tRnd(b64url, 156), "openai", 8
	case 3:
		return "xoxb-" + tRnd(digits, 12) + "-" + tRnd(digits, 13) + "-" + tRnd(alnum, 24), "slack", 5
	case 4:
		return tRnd(alnum+"/+", 40), "aws-secret", 0
	case 5:
		return tRnd(hexs, 64), "hex-64", 0
	case 6:
		return "sk-ant-api03-" + tRnd(b64url, 93) + "AA", "anthropic", 13
	case 7:
		return "SG." + tRnd(b64url, 22) + "." + tRnd(b64url, 43), "sendgrid", 3
	case 8:
		return tDiscordToken(), "discord", 0
	case 9:
		return "glpat-" + tRnd(b64url, 20), "gitlab", 6
	case 10:
		return tRnd(alnum+"+/", 86) + "==", "azure-storage", 0
	default:
		const head = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9."
		return head + tB64URL(fmt.Sprintf(`{"sub":"%d","role":"service","iat":%d}`, tIn(1000, 99999), tIn(1700000000, 1760000000))) + "." + tRnd(b64url, 43), "jwt", len(head)
	}
}

func tSplitKeySample() Sample {
	tok, kind, pre := tLongToken()
	// the first piece keeps the prefix and some of the random part; the second alone looks like random text
	lo, hi := pre+8, len(tok)-14
	if hi < lo { // a short token: cut the random part in half
		lo = pre + (len(tok)-pre)/2
		hi = lo
	}
	cut := tIn(lo, hi)
	a, b := tok[:cut], tok[cut:]
	var text, format string
	var keep []string
	switch rng.IntN(8) {
	case 0:
		who, line := tPick(tPeople), tNewChat()
		l1 := line(who, "here's the "+kind+" key, slack wrapped it:")
		text = l1 + "\n" + a + "\n" + b + "\n" + line(tPick(tPeople), "got it, thanks")
		format = "chat"
	case 1:
		text = "## Handover\n- prod key (copied from the old wiki, it was broken over two lines there):\n  " + a + "\n  " + b + "\n- staging uses the same format"
		format, keep = "notes", []string{"- staging uses the same format"}
	case 2:
		ts := tStamp()
		text = ts + " WARN  config: api_key=" + a + "\n    " + b + "\n" + tStamp() + " INFO  worker: started 4 threads"
		format, keep = "log", []string{"INFO  worker: started 4 threads"}
	case 3:
		text = "> the token is " + a + "\n> " + b + "\n\nThanks, rotating it now since it went over e-mail."
		format, keep = "email", []string{"Thanks, rotating it now since it went over e-mail."}
	case 4:
		text = "API_KEY=" + a + "\\\n" + b + "\nTIMEOUT_SECONDS=30"
		format, keep = "env", []string{"TIMEOUT_SECONDS=30"}
	case 5:
		who, line := tPick(tPeople), tNewChat()
		text = line(who, "key: "+a) + "\n" + line(who, b) + "\n" + line(who, "^ that's one string, join the two lines")
		format = "chat"
	case 6:
		text = "Meeting notes " + tDate() + "\nTemp key for the demo (delete after):\n" + a + "\n" + b + "\nDemo went fine, customer wants a follow-up."
		format, keep = "notes", []string{"Demo went fine, customer wants a follow-up."}
	default:
		text = "token: \"" + a + "\n  " + b + "\"\nregion: eu-central-1"
		format, keep = "yaml", []string{"region: eu-central-1"}
	}
	return Sample{Category: "split-key-" + kind, Format: format, Text: text, Secrets: []string{a, b}, Keep: keep}
}

// ---------- shape 4: key ids of service accounts quoted in prose and config

func tGCPProject() string {
	return tPick([]string{"acme-prod", "billing-staging", "ml-sandbox", "data-lake", "webshop-live", "intern-tools"}) + "-" + tRnd(digits, 6)
}

func tPEMBody(first string, lines int) []string {
	out := []string{first + tRnd(alnum+"+/", 64-len(first))}
	for range lines - 2 {
		out = append(out, tRnd(alnum+"+/", 64))
	}
	return append(out, tRnd(alnum+"+/", tIn(20, 60))+tPick([]string{"", "=", "=="}))
}

func tKeyIDSample() Sample {
	kid := tRnd(hexs, 40)
	proj := tGCPProject()
	sa := tPick([]string{"deployer", "ci-runner", "bq-export", "terraform", "backup"}) + "@" + proj + ".iam.gserviceaccount.com"
	secrets := []string{kid}
	var text, format string
	var keep []string
	switch rng.IntN(11) {
	case 0:
		body := tPEMBody("MIIEvQIBADANBgkqhkiG9w0BAQEFAASC", tIn(4, 8))
		text = "{\n  \"type\": \"service_account\",\n  \"project_id\": \"" + proj + "\",\n  \"private_key_id\": \"" + kid +
			"\",\n  \"private_key\": \"-----BEGIN PRIVATE KEY-----\\n" + strings.Join(body, "\\n") + "\\n-----END PRIVATE KEY-----\\n\",\n  \"client_email\": \"" + sa + "\"\n}"
		secrets = append(secrets, body...)
		format = "json"
	case 1:
		c := tWrap("the SA json we committed by mistake has \"private_key_id\": \"" + kid + "\" — revoke that one first")
		text, format, keep = c.text, c.format, tKeep(c)
	case 2:
		c := tWrap("rotated " + sa + ", old private_key_id was " + kid + ", new one is in the vault")
		text, format, keep = c.text, c.format, tKeep(c)
	case 3:
		text = "credentials = {\n    'type': 'service_account',\n    'project_id': '" + proj + "',\n    'private_key_id': '" + kid + "',\n    'client_email': '" + sa + "',\n}"
		format = "python"
	case 4:
		text = "gcp:\n  project: " + proj + "\n  private_key_id: " + kid + "\n  client_email: " + sa
		format, keep = "yaml", []string{"project: " + proj}
	case 5:
		text = "GOOGLE_PROJECT_ID=" + proj + "\nGOOGLE_PRIVATE_KEY_ID=" + kid + "\nGOOGLE_CLIENT_EMAIL=" + sa
		format, keep = "env", []string{"GOOGLE_PROJECT_ID=" + proj}
	case 6:
		text = "Looking at the leaked file: `\"private_key_id\": \"" + kid + "\"`, client " + sa + ". Disabled the key in IAM at " + tClock() + "."
		format = "incident"
	case 7:
		text = "resource \"google_service_account_key\" \"ci\" {\n  service_account_id = google_service_account.ci.name\n}\n# imported key: private_key_id = \"" + kid + "\""
		format = "hcl"
	case 8:
		kid2 := tRnd(hexs, 40)
		secrets = append(secrets, kid2)
		text = "```diff\n-  \"private_key_id\": \"" + kid + "\",\n+  \"private_key_id\": \"" + kid2 + "\",\n   \"client_email\": \"" + sa + "\",\n```"
		format = "diff"
	case 9:
		text = tPick([]string{"Die private_key_id des Dienstkontos ist ", "la private_key_id de la cuenta de servicio es ", "サービスアカウントの private_key_id は "}) + kid
		format = "chat-i18n"
	default:
		text = "[gcp]\nprivate_key_id = \"" + kid + "\"\nclient_email = \"" + sa + "\"\ntoken_uri = \"https://oauth2.googleapis.com/token\""
		format, keep = "toml", []string{"token_uri = \"https://oauth2.googleapis.com/token\""}
	}
	return Sample{Category: "service-account-key-id", Format: format, Text: text, Secrets: secrets, Keep: keep}
}
