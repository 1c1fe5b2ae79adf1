package main

import (
	"fmt"
	"strings"
)

// The four shapes the brief asks for by name: Discord bot tokens, username/password pairs,
// tokens wrapped over two lines, and service-account key ids.

func uDiscord(b *uB) {
	for i := 0; i < 28; i++ {
		t := uDiscordTok()
		bot := uP("modbot", "ticket-bot", "musicbox", "deploy-notifier", "raid-guard", "standup-bot", "alertmanager-relay")
		var text, format string
		var keep []string
		switch i % 17 {
		case 0:
			var k string
			text, format, k = uScene(fmt.Sprintf("new token for %s after the reset: %s", bot, t))
			keep = uKeep(k)
		case 1:
			text, format = fmt.Sprintf("regenerated the bot token in the dev portal, it's %s now — update the secret in k8s", t), "chat"
		case 2:
			k := "DISCORD_GUILD_ID=" + uSnowflake()
			text, format, keep = fmt.Sprintf("# %s\nDISCORD_TOKEN=%s\n%s\nLOG_LEVEL=info", bot, t, k), "env", []string{k}
		case 3:
			text, format = fmt.Sprintf("{\n  \"token\": \"%s\",\n  \"prefix\": \"%s\",\n  \"owner_id\": \"%s\"\n}", t, uP("!", "?", "$"), uSnowflake()), "json"
		case 4:
			text, format = fmt.Sprintf("bot:\n  name: %s\n  token: %q\n  intents: [guilds, guild_messages]\n  status: online", bot, t), "yaml"
		case 5:
			text, format = fmt.Sprintf("[discord]\ntoken = \"%s\"\ncommand_prefix = \"!\"\nsharding = false", t), "toml"
		case 6:
			text, format = fmt.Sprintf("import discord\n\nintents = discord.Intents.default()\nclient = discord.Client(intents=intents)\n\n@client.event\nasync def on_ready():\n    print(f\"logged in as {client.user}\")\n\nclient.run(%q)", t), "python"
		case 7:
			text, format = fmt.Sprintf("const { Client, GatewayIntentBits } = require('discord.js');\nconst client = new Client({ intents: [GatewayIntentBits.Guilds] });\nclient.once('ready', () => console.log('ready'));\nclient.login('%s');", t), "javascript"
		case 8:
			text, format = fmt.Sprintf("dg, err := discordgo.New(\"Bot %s\")\nif err != nil {\n\tlog.Fatalf(\"session: %%v\", err)\n}", t), "go"
		case 9:
			text, format = fmt.Sprintf("$ curl -s -H \"Authorization: Bot %s\" https://discord.com/api/v10/users/@me | jq .username\n\"%s\"", t, bot), "shell"
		case 10:
			text, format = fmt.Sprintf("docker run -d --name %s --restart unless-stopped \\\n  -e DISCORD_TOKEN=%s \\\n  ghcr.io/acme/%s:latest", bot, t, bot), "shell"
		case 11:
			text, format = fmt.Sprintf("%s WARN  gateway: session invalidated, reconnecting (token=%s, shard 0/1)", uStamp(), t), "log"
		case 12:
			text, format = fmt.Sprintf("await client.LoginAsync(TokenType.Bot, \"%s\");\nawait client.StartAsync();", t), "csharp"
		case 13:
			text, format = fmt.Sprintf("JDA jda = JDABuilder.createDefault(\"%s\")\n        .enableIntents(GatewayIntent.MESSAGE_CONTENT)\n        .build();", t), "java"
		case 14:
			text, format = fmt.Sprintf(uP("el token del bot de Discord es %s, no lo subas al repo",
				"Discord-Bot-Token: %s (bitte nicht committen)",
				"le token du bot : %s — à régénérer après la démo",
				"токен бота для дискорда: %s",
				"Discordボットのトークン: %s（共有しないで）"), t), "chat"
		case 15:
			text, format = fmt.Sprintf("apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s\ntype: Opaque\nstringData:\n  DISCORD_BOT_TOKEN: %s", bot, t), "yaml"
		default:
			text, format = fmt.Sprintf("let mut client = Client::builder(%q, GatewayIntents::non_privileged())\n    .event_handler(Handler)\n    .await\n    .expect(\"client\");", t), "rust"
		}
		b.add("discord-bot-token", format, text, []string{t}, keep...)
	}
}

// uPairLine writes a username and a password together, the way people do.
func uPairLine(user, pw string) string {
	dev := uP("router", "NAS", "switch", "firewall", "iDRAC", "iLO", "UPS", "printer", "jenkins", "grafana", "pfSense box", "Proxmox host", "camera NVR")
	switch rng.IntN(22) {
	case 0:
		return fmt.Sprintf("%s login %s / %s", dev, user, pw)
	case 1:
		return fmt.Sprintf("login is %s / %s", user, pw)
	case 2:
		return fmt.Sprintf("creds for the %s: %s:%s", dev, user, pw)
	case 3:
		return fmt.Sprintf("user: %s  pass: %s", user, pw)
	case 4:
		return fmt.Sprintf("username `%s`, password `%s`", user, pw)
	case 5:
		return fmt.Sprintf("%s web UI is (%s, %s)", dev, user, pw)
	case 6:
		return fmt.Sprintf("Login: %s@corp.example / %s", user, pw)
	case 7:
		return fmt.Sprintf("ssh %s@%s — pw %s", user, uIP(), pw)
	case 8:
		return fmt.Sprintf("console creds -> %s // %s", user, pw)
	case 9:
		return fmt.Sprintf("log in to the %s as %s with %s", dev, user, pw)
	case 10:
		return fmt.Sprintf("%s + %s gets you into the %s", user, pw, dev)
	case 11:
		return fmt.Sprintf("U: %s P: %s", user, pw)
	case 12:
		return fmt.Sprintf("user=%s pass=%s", user, pw)
	case 13:
		return fmt.Sprintf("%s (pw: %s)", user, pw)
	case 14:
		return fmt.Sprintf("the %s's admin account is %s and its password is %s", dev, user, pw)
	case 15:
		return fmt.Sprintf("%s/%s for the %s", user, pw, dev)
	case 16:
		return fmt.Sprintf("u/p: %s / %s", user, pw)
	case 17:
		return fmt.Sprintf("Benutzer: %s / Passwort: %s", user, pw)
	case 18:
		return fmt.Sprintf("identifiant %s, mot de passe %s", user, pw)
	case 19:
		return fmt.Sprintf("usuario %s y contraseña %s", user, pw)
	case 20:
		return fmt.Sprintf("%s:%s — %s local account", user, pw, dev)
	default:
		return fmt.Sprintf("account %s, passwd %s", user, pw)
	}
}

func uLoginPairs(b *uB) {
	for i := 0; i < 30; i++ {
		user, pw := uUser(), uAnyPw()
		if strings.Contains(user, pw) || strings.Contains(pw, user) {
			pw = uRandPw(14)
		}
		var text, format string
		var keep []string
		switch i % 8 {
		case 0, 1, 2:
			var k string
			text, format, k = uScene(uPairLine(user, pw))
			keep = uKeep(k)
		case 3:
			k := fmt.Sprintf("  host: %s", uIP())
			text, format = fmt.Sprintf("```yaml\n%s:\n%s\n  login: %s / %s\n  notes: reboot weekly\n```", uP("router", "core_switch", "nas", "bmc"), k, user, pw), "yaml"
			keep = uKeep(k)
		case 4:
			k := fmt.Sprintf("| %s | %s | (key only) | ssh |", uHost(), uUser())
			text, format = fmt.Sprintf("| host | user | password | notes |\n|---|---|---|---|\n| %s | %s | %s | console only |\n%s", uHost(), user, pw, k), "markdown"
			keep = uKeep(k)
		case 5:
			text, format = fmt.Sprintf("hostname,ip,username,password\n%s,%s,%s,%s\n%s,%s,%s,", uHost(), uIP(), user, pw, uHost(), uIP(), uUser()), "csv"
		case 6:
			k := fmt.Sprintf("Site: %s", uP("Lisbon DC", "Frankfurt colo", "branch office 3", "the lab"))
			text, format = fmt.Sprintf("%s\nDevice: %s\nUsername: %s\nPassword: %s\nFirmware: 7.%d.%d", k, uP("Fortigate 60F", "Synology DS920+", "UniFi Dream Machine", "HPE iLO 5"), user, pw, uN(0, 4), uN(0, 20)), "notes"
			keep = uKeep(k)
		default:
			ts := uClocks(2)
			text, format = fmt.Sprintf("[%s] %s: login is %s / %s\n[%s] %s: works, thanks", ts[0], uName(), user, pw, ts[1], uName()), "chat"
		}
		b.add("password-pair", format, text, []string{pw}, keep...)
	}
}

func uSplitToken() string {
	switch rng.IntN(10) {
	case 0:
		return uGHFine()
	case 1:
		return uAWSSec()
	case 2:
		return uSlackBot()
	case 3:
		return "sk-proj-" + uR(b64url, 74) + "T3BlbkFJ" + uR(b64url, 74)
	case 4:
		return uStripeSK() + uR(alnum, 20)
	case 5:
		return uAzKey()
	case 6:
		return uJWT()
	case 7:
		return "sk-ant-api03-" + uR(b64url, 93) + "AA"
	case 8:
		return uDiscordTok()
	default:
		return uVendorKey().val + uR(alnum, 8)
	}
}

func uSplitKeys(b *uB) {
	for i := 0; i < 28; i++ {
		tok := uSplitToken()
		if len(tok) < 30 {
			tok += uR(alnum, 20)
		}
		p1, p2 := uSplit(tok)
		n := uName()
		var text, format string
		var keep []string
		switch i % 11 {
		case 0:
			text, format = fmt.Sprintf("key got wrapped when I pasted it, it's:\n%s\n%s\n(join the two lines)", p1, p2), "chat"
		case 1:
			ts := uClocks(4)
			k := fmt.Sprintf("[%s] %s: ok deploying now", ts[3], uName())
			text, format = fmt.Sprintf("[%s] %s: token is %s\n[%s] %s: %s\n[%s] %s: ^ slack cut it, second line is the rest\n%s", ts[0], n, p1, ts[0], n, p2, ts[1], n, k), "chat"
			keep = uKeep(k)
		case 2:
			k := "Owner: " + uTitle(uName())
			text, format = fmt.Sprintf("API key (wrapped in the doc):\n    %s\n    %s\n%s", p1, p2, k), "notes"
			keep = uKeep(k)
		case 3:
			ts := uSyslog()
			text, format = fmt.Sprintf("%s web-%d app[%d]: loaded credential %s\n%s", ts, uN(1, 9), uN(200, 9000), p1, p2), "log"
		case 4:
			text, format = fmt.Sprintf("> key: %s\n> %s\n\nThanks, saved it in the vault.", p1, p2), "email"
		case 5:
			text, format = fmt.Sprintf("API_KEY = (\n    \"%s\"\n    \"%s\"\n)", p1, p2), "python"
		case 6:
			text, format = fmt.Sprintf("export TOKEN=%s\\\n%s\n./deploy.sh --env prod", p1, p2), "shell"
		case 7:
			k := fmt.Sprintf("- %s", uL(uNoteFill)[2:])
			text, format = fmt.Sprintf("## %s\n%s\n- new key, first half: %s\n  second half: %s", uDate(), k, p1, p2), "notes"
			keep = uKeep(k)
		case 8:
			text, format = fmt.Sprintf("%s ERROR auth failed for token %s\n%s (printer wrapped at 80 cols)", uStamp(), p1, p2), "log"
		case 9:
			text, format = fmt.Sprintf("credential:\n%s\n%s\nexpires in 90 days", p1, p2), "memory"
		default:
			text, format = fmt.Sprintf("Der Schlüssel ist auf zwei Zeilen umgebrochen:\n%s\n%s", p1, p2), "chat"
		}
		b.add("split-secret", format, text, []string{p1, p2}, keep...)
	}
}

func uSAEmail() string {
	return fmt.Sprintf("%s@%s-%d.iam.gserviceaccount.com", uP("deploy", "ci-runner", "bq-loader", "terraform", "backup", "looker"), uL(uWords), uN(100000, 999999))
}

func uKeyIDs(b *uB) {
	for i := 0; i < 26; i++ {
		kid := uHex(40)
		sa := uSAEmail()
		var text, format string
		var secrets = []string{kid}
		var keep []string
		switch i % 10 {
		case 0:
			text, format = fmt.Sprintf("the leaked file had \"private_key_id\": \"%s\" — revoke that key in IAM first", kid), "chat"
		case 1:
			var k string
			text, format, k = uScene(fmt.Sprintf("SA %s, key id %s, created by terraform", sa, kid))
			keep = uKeep(k)
		case 2:
			pem, lines := uPEM()
			esc := strings.ReplaceAll(pem, "\n", `\n`) + `\n`
			proj := fmt.Sprintf("%s-%d", uL(uWords), uN(100000, 999999))
			text = fmt.Sprintf("{\n  \"type\": \"service_account\",\n  \"project_id\": \"%s\",\n  \"private_key_id\": \"%s\",\n  \"private_key\": \"%s\",\n  \"client_email\": \"%s\",\n  \"client_id\": \"%s\"\n}", proj, kid, esc, sa, uR(digits, 21))
			format = "json"
			secrets = append(secrets, lines...)
		case 3:
			text, format = fmt.Sprintf("can you check why %s keeps failing? its key is \"private_key_id\":\"%s\" per the json we got from the vendor", sa, kid), "chat"
		case 4:
			k := "Impact: BigQuery exports paused"
			text, format = fmt.Sprintf("%s: rotate leaked GCP key\n%s\nThe key with private_key_id %s for %s was committed to a public repo.", uTicketID(), k, kid, sa), "ticket"
			keep = uKeep(k)
		case 5:
			text, format = fmt.Sprintf("gcp_credentials = {\n  private_key_id = \"%s\"\n  client_email   = \"%s\"\n}", kid, sa), "hcl"
		case 6:
			text, format = fmt.Sprintf("creds = {\n    'type': 'service_account',\n    'private_key_id': '%s',\n    'client_email': '%s',\n}", kid, sa), "python"
		case 7:
			text, format = fmt.Sprintf(uP("la clé du compte de service : \"private_key_id\": \"%s\"",
				"die Schlüssel-ID des Servicekontos ist %s",
				"el private_key_id de la cuenta de servicio es %s",
				"サービスアカウントの private_key_id は %s です"), kid), "chat"
		case 8:
			text, format = fmt.Sprintf("$ gcloud iam service-accounts keys list --iam-account=%s\nKEY_ID                                    CREATED_AT            EXPIRES_AT            DISABLED\n%s  %sT10:22:11Z  9999-12-31T23:59:59Z"+"\n\nthat first one is the key from the leaked json, kill it", sa, kid, uDate()), "shell"
		default:
			text, format = fmt.Sprintf("firebase-adminsdk json: private_key_id: %s, client_email: %s", kid, sa), "memory"
		}
		b.add("key-id", format, text, secrets, keep...)
	}
}
