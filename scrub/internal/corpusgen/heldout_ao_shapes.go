package main

import (
	"fmt"
	"strings"
)

// The four shapes the brief asks for in many variants: Discord bot tokens, login pairs written
// "user / password", keys wrapped over two lines, and service-account key ids.

func haoDiscordSamples(n int) []Sample {
	var out []Sample
	for i := 0; i < n; i++ {
		t := haoDiscordToken()
		bot := haoPick("ReconBot", "flagwatcher", "ctf-helper", "ModMate", "raidlogger", "ticketbot", "hackerone-feed")
		switch i % 10 {
		case 0:
			out = append(out, haoSec("discord-token", "chat",
				fmt.Sprintf("found the %s bot token hardcoded in their public repo lol: %s — reported via H1, don't use it", bot, t), t))
		case 1:
			out = append(out, haoKeep(haoSec("discord-token", "env",
				fmt.Sprintf("# %s\nDISCORD_TOKEN=%s\nGUILD_ID=%s\nPREFIX=!", bot, t, haoDigits(18)), t), "PREFIX=!"))
		case 2:
			out = append(out, haoSec("discord-token", "python",
				fmt.Sprintf("import discord\n\nclient = discord.Client(intents=discord.Intents.default())\n\n@client.event\nasync def on_ready():\n    print(f'logged in as {client.user}')\n\nclient.run(%q)", t), t))
		case 3:
			out = append(out, haoSec("discord-token", "json",
				fmt.Sprintf("{\n  \"token\": \"%s\",\n  \"prefix\": \"$\",\n  \"owner\": \"%s\"\n}", t, haoDigits(18)), t))
		case 4:
			out = append(out, haoSec("discord-token", "report",
				fmt.Sprintf("### Finding 3: Discord bot token exposed in client bundle\n\nSeverity: High\n\nThe file `/static/js/main.%s.js` contains:\n\n```\nconst BOT_TOKEN = \"%s\";\n```\n\nAn attacker can take over the bot and read every channel it can see.", haoR(hexs, 8), t), t))
		case 5:
			out = append(out, haoSec("discord-token", "trufflehog",
				fmt.Sprintf("Found verified result 🐷🔑\nDetector Type: Discord\nDecoder Type: PLAIN\nRaw result: %s\nFile: config/bot.yml\nLine: %d\nCommit: %s", t, haoN(2, 40), haoR(hexs, 40)), t))
		case 6:
			out = append(out, haoSec("discord-token", "js",
				fmt.Sprintf("const { Client, GatewayIntentBits } = require('discord.js');\nconst client = new Client({ intents: [GatewayIntentBits.Guilds] });\nclient.login('%s');", t), t))
		case 7:
			out = append(out, haoSec("discord-token", "yaml",
				fmt.Sprintf("bot:\n  name: %s\n  token: %s\n  status: \"watching the scoreboard\"", bot, t), t))
		case 8:
			out = append(out, haoSec("discord-token", "notes",
				fmt.Sprintf("ctf infra todo\n- rotate the %s token (%s) after the event\n- close registration\n- archive #writeups", bot, t), t))
		default:
			out = append(out, haoSec("discord-token", "shell",
				fmt.Sprintf("$ curl -s -H \"Authorization: Bot %s\" https://discord.com/api/v10/users/@me | jq .username\n\"%s\"", t, bot), t))
		}
	}
	return out
}

func haoLoginPairSamples(n int) []Sample {
	var out []Sample
	for i := 0; i < n; i++ {
		u := haoUser()
		p := haoPw()
		ip := haoIP()
		dev := haoPick("router", "switch", "printer", "NAS", "firewall", "iDRAC", "camera", "UPS", "AP", "PBX")
		var s Sample
		switch i % 17 {
		case 0:
			s = haoSec("login-pair", "chat", fmt.Sprintf("%s login %s / %s", dev, u, p), p)
		case 1:
			s = haoSec("login-pair", "chat", fmt.Sprintf("fyi the login is %s / %s for the staging box", u, p), p)
		case 2:
			s = haoKeep(haoSec("login-pair", "yaml", fmt.Sprintf("%s:\n  host: %s\n  login: %s / %s\n  notes: default creds never changed", dev, ip, u, p), p), "notes: default creds never changed")
		case 3:
			s = haoSec("login-pair", "notes", fmt.Sprintf("Creds that worked on %s: %s:%s (ssh)", ip, u, p), p)
		case 4:
			s = haoSec("login-pair", "report", fmt.Sprintf("| Host | Service | Username | Password |\n|---|---|---|---|\n| %s | %s | %s | %s |", ip, haoPick("ssh", "rdp", "smb", "http-admin", "mssql"), u, p), p)
		case 5:
			s = haoSec("login-pair", "chat", fmt.Sprintf("%s: user `%s` pw `%s`", haoFirst(), u, p), p)
		case 6:
			s = haoSec("login-pair", "hydra", fmt.Sprintf("Hydra v9.5 (c) 2023 by van Hauser/THC\n[DATA] attacking ssh://%s:22/\n[22][ssh] host: %s   login: %s   password: %s\n1 of 1 target successfully completed, 1 valid password found", ip, ip, u, p), p)
		case 7:
			s = haoSec("login-pair", "email", fmt.Sprintf("Hi,\n\nThe vendor portal account for the audit:\n\nUsername: %s\nPassword: %s\n\nPlease change it after the first login.\n\nThanks,\n%s", u, p, haoFirst()), p)
		case 8:
			s = haoSec("login-pair", "chat", fmt.Sprintf("%s // %s  <- wifi controller, dont lose it", u, p), p)
		case 9:
			s = haoSec("login-pair", "notes", fmt.Sprintf("- %s (%s)\n  - u: %s\n  - p: %s", dev, ip, u, p), p)
		case 10:
			s = haoKeep(haoSec("login-pair", "ticket", fmt.Sprintf("INC-%d: %s web UI unreachable after firmware update.\nTried %s with %s, got 403.\nAssigning to network team.", haoN(10000, 99999), dev, u, p), p), "Assigning to network team.")
		case 11:
			s = haoSec("login-pair", "chat", fmt.Sprintf("log in as %s, password is %s", u, p), p)
		case 12:
			s = haoSec("login-pair", "csv", fmt.Sprintf("host,port,user,pass,source\n%s,%d,%s,%s,spray\n", ip, haoPick3(22, 3389, 445), u, p), p)
		case 13:
			s = haoSec("login-pair", "chat", fmt.Sprintf("creds for the lab: %s@%s %s", u, ip, p), p)
		case 14:
			s = haoSec("login-pair", "notes", fmt.Sprintf("%s admin panel → http://%s/login\n  %s\n  %s", dev, ip, u, p), p)
		case 15:
			s = haoSec("login-pair", "chat", fmt.Sprintf("%s / %s works on %s (both v2 and v3 UI)", u, p, dev), p)
		default:
			s = haoSec("login-pair", "crackmapexec", fmt.Sprintf("SMB  %s  445  %s  [+] CORP\\%s:%s (Pwn3d!)", ip, strings.ToUpper(strings.Split(haoHost(), ".")[0]), u, p), p)
		}
		out = append(out, s)
	}
	return out
}

func haoPick3(a, b, c int) int {
	switch rng.IntN(3) {
	case 0:
		return a
	case 1:
		return b
	}
	return c
}

// haoSplit cuts a token into two halves, the second long enough to look like noise.
func haoSplit(t string) (string, string) {
	cut := len(t)/2 + haoN(-4, 4)
	return t[:cut], t[cut:]
}

func haoSplitSamples(n int) []Sample {
	var out []Sample
	gens := []func() string{haoGHPat, haoOpenAI, haoAnthropic, haoJWT, haoSendgrid, haoSlackBot, haoStripeSK,
		func() string { return haoAWSSecret() + haoR(haoB64, 0) }, func() string { return haoR(haoB64, 86) + "==" }}
	for i := 0; i < n; i++ {
		t := gens[i%len(gens)]()
		if len(t) < 36 {
			t += haoR(alnum, 20)
		}
		a, b := haoSplit(t)
		d := haoDate()
		var s Sample
		switch i % 10 {
		case 0:
			s = haoSec("split-key", "chat", fmt.Sprintf("key got wrapped by teams, join these two lines:\n%s\n%s", a, b), a, b)
		case 1:
			s = haoKeep(haoSec("split-key", "notes", fmt.Sprintf("Meeting 14:00 – pentest kickoff\n* scope: 3 web apps + AD\n* test key from client:\n  %s\n  %s\n* report due %s", a, b, haoDate()), a, b), "* scope: 3 web apps + AD")
		case 2:
			s = haoSec("split-key", "log", fmt.Sprintf("%s %s DEBUG auth.client using token %s\n%s\n%s %s INFO request ok status=200", d, haoTime(), a, b, d, haoTime()), a, b)
		case 3:
			s = haoSec("split-key", "email", fmt.Sprintf("Here is the API key you asked for (my mail client breaks long lines):\n\n%s\n%s\n\nBest", a, b), a, b)
		case 4:
			s = haoSec("split-key", "chat", fmt.Sprintf("%s: %s\n%s: %s", haoFirst(), a, haoFirst(), b), a, b)
		case 5:
			s = haoSec("split-key", "report", fmt.Sprintf("Evidence (screenshot OCR, line break in original):\n> token=%s\n> %s", a, b), a, b)
		case 6:
			s = haoSec("split-key", "shell", fmt.Sprintf("$ export API_TOKEN=\"%s\\\n%s\"", a, b), a, b)
		case 7:
			s = haoSec("split-key", "notes", fmt.Sprintf("secret (2 parts, paste together):\npart 1: %s\npart 2: %s", a, b), a, b)
		case 8:
			s = haoSec("split-key", "log", fmt.Sprintf("[worker-%d] WARN leaked credential in payload: %s\n    %s\n[worker-%d] INFO job done", haoN(1, 9), a, b, haoN(1, 9)), a, b)
		default:
			s = haoSec("split-key", "chat", fmt.Sprintf("ok try this one\n\n%s\n%s\n\n(it's one line, slack wrapped it)", a, b), a, b)
		}
		out = append(out, s)
	}
	return out
}

func haoKeyIDSamples(n int) []Sample {
	var out []Sample
	for i := 0; i < n; i++ {
		kid := haoR(hexs, 40)
		proj := haoPick("billing-prod", "ml-sandbox-", "acme-data", "ctf-infra", "analytics") + haoR(digits, 4)
		sa := haoPick("terraform", "ci-deployer", "bq-reader", "backup", "scanner") + "@" + proj + ".iam.gserviceaccount.com"
		var s Sample
		switch i % 9 {
		case 0:
			s = haoSec("sa-key-id", "chat", fmt.Sprintf("the leaked json had \"private_key_id\": \"%s\" — can you disable that key on %s?", kid, sa), kid)
		case 1:
			s = haoSec("sa-key-id", "report", fmt.Sprintf("The exposed credential file `gcp.json` belongs to %s (\"private_key_id\": \"%s\"). The key was still valid at %s UTC.", sa, kid, haoTime()), kid)
		case 2:
			s = haoSec("sa-key-id", "json", fmt.Sprintf("{\n  \"type\": \"service_account\",\n  \"project_id\": \"%s\",\n  \"private_key_id\": \"%s\",\n  \"client_email\": \"%s\",\n  \"token_uri\": \"https://oauth2.googleapis.com/token\"\n}", proj, kid, sa), kid)
		case 3:
			s = haoSec("sa-key-id", "notes", fmt.Sprintf("rotate SA key %s (private_key_id) for %s before Friday", kid, sa), kid)
		case 4:
			s = haoSec("sa-key-id", "yaml", fmt.Sprintf("gcp:\n  project: %s\n  private_key_id: %s\n  client_email: %s", proj, kid, sa), kid)
		case 5:
			s = haoSec("sa-key-id", "chat", fmt.Sprintf("key id %s ← that's the one trufflehog flagged in the .git history", kid), kid)
		case 6:
			pk := haoPEM("PRIVATE KEY")
			esc := strings.ReplaceAll(pk, "\n", "\\n")
			s = haoSec("sa-key-id", "json", fmt.Sprintf("{\"type\": \"service_account\", \"project_id\": \"%s\", \"private_key_id\": \"%s\", \"private_key\": \"%s\\n\", \"client_email\": \"%s\"}", proj, kid, esc, sa), kid, esc)
		case 7:
			s = haoSec("sa-key-id", "ticket", fmt.Sprintf("SEC-%d bug bounty: researcher found service account creds in a public bucket.\nprivate_key_id=%s\nStatus: key disabled, awaiting audit log review.", haoN(100, 999), kid), kid)
		default:
			ak := haoAWSKeyID()
			s = haoSec("sa-key-id", "chat", fmt.Sprintf("two leaked ids: GCP private_key_id '%s' and AWS access key id %s — both belong to the ci account", kid, ak), kid, ak)
		}
		out = append(out, s)
	}
	return out
}
