package main

import (
	"fmt"
	"strings"
)

// The four shapes the brief asks for: Discord bot tokens, login pairs, keys split over two
// lines, and service-account key ids quoted in prose.

func haeFourGens() []haeGen {
	return []haeGen{
		{30, haeDiscordSample},
		{32, haeLoginPairSample},
		{28, haeSplitKeySample},
		{27, haeKeyIDSample},
	}
}

func haeDiscordSample() Sample {
	t := haeDiscordToken()
	bot := pick([]string{"ModBot", "release-notifier", "dice-roller", "standup-bot", "Karaoke", "ticket-helper", "raidwatch"})
	switch rng.IntN(16) {
	case 0:
		return haeS("discord-token", "chat", fmt.Sprintf("%s token for the #%s bot is %s — pls don't paste it anywhere public", bot, pick([]string{"alerts", "general", "deploys"}), t), t)
	case 1:
		return haeKeep(haeS("discord-token", "dotenv", fmt.Sprintf("# %s\nDISCORD_TOKEN=%s\nGUILD_ID=%s\nLOG_LEVEL=info", bot, t, haeSnowflake()), t), "LOG_LEVEL=info")
	case 2:
		return haeS("discord-token", "json", fmt.Sprintf("{\n  \"token\": \"%s\",\n  \"prefix\": \"%s\",\n  \"owners\": [\"%s\"]\n}", t, pick([]string{"!", "?", "$", ">>"}), haeSnowflake()), t)
	case 3:
		return haeS("discord-token", "python", fmt.Sprintf("import discord\n\nintents = discord.Intents.default()\nclient = discord.Client(intents=intents)\n\n@client.event\nasync def on_ready():\n    print(f'logged in as {client.user}')\n\nclient.run('%s')", t), t)
	case 4:
		return haeS("discord-token", "javascript", fmt.Sprintf("const { Client, GatewayIntentBits } = require('discord.js');\nconst client = new Client({ intents: [GatewayIntentBits.Guilds] });\nclient.once('ready', () => console.log('ready'));\nclient.login(\"%s\");", t), t)
	case 5:
		return haeS("discord-token", "agent-memory", fmt.Sprintf("## Project notes\n- %s runs on the Hetzner box, systemd unit `%s.service`\n- Discord bot token (user gave it %s): %s\n- restart with `sudo systemctl restart %s`", bot, strings.ToLower(bot), haeDate(), t, strings.ToLower(bot)), t)
	case 6:
		return haeS("discord-token", "mcp-config", fmt.Sprintf("{\n  \"mcpServers\": {\n    \"discord\": {\n      \"command\": \"npx\",\n      \"args\": [\"-y\", \"mcp-discord\"],\n      \"env\": {\n        \"DISCORD_TOKEN\": \"%s\"\n      }\n    }\n  }\n}", t), t)
	case 7:
		return haeS("discord-token", "shell", fmt.Sprintf("$ curl -s -H \"Authorization: Bot %s\" https://discord.com/api/v10/users/@me | jq .username\n\"%s\"", t, bot), t)
	case 8:
		return haeS("discord-token", "go", fmt.Sprintf("func main() {\n\tdg, err := discordgo.New(\"Bot %s\")\n\tif err != nil {\n\t\tlog.Fatal(err)\n\t}\n\tdg.AddHandler(onMessage)\n}", t), t)
	case 9:
		return haeS("discord-token", "yaml", fmt.Sprintf("discord:\n  token: %s\n  status: \"watching %s\"\n  shard_count: %d", t, pick([]string{"the logs", "you", "deploys"}), haeIn(1, 4)), t)
	case 10:
		return haeS("discord-token", "chat-ja", fmt.Sprintf("DiscordのBotトークンはこれです：%s\n再発行したら教えてください。", t), t)
	case 11:
		return haeS("discord-token", "issue", fmt.Sprintf("### Bug\n`TokenInvalid: An invalid token was provided.`\n\nI'm starting it with `node index.js` and the token `%s` which worked yesterday. discord.js v14.%d.", t, haeIn(9, 16)), t)
	case 12:
		return haeS("discord-token", "rust", fmt.Sprintf("#[tokio::main]\nasync fn main() {\n    let token = \"%s\";\n    let mut client = Client::builder(token, GatewayIntents::GUILD_MESSAGES).await.expect(\"client\");\n    client.start().await.unwrap();\n}", t), t)
	case 13:
		return haeS("discord-token", "compose", fmt.Sprintf("services:\n  bot:\n    image: ghcr.io/%s/%s:latest\n    restart: unless-stopped\n    environment:\n      - BOT_TOKEN=%s\n      - TZ=Europe/Berlin", pick(haeNames), strings.ToLower(bot), t), t)
	case 14:
		return haeS("discord-token", "chat-es", fmt.Sprintf("oye, el token del bot de Discord es %s, lo necesitas para el servidor de pruebas", t), t)
	default:
		return haeS("discord-token", "transcript", fmt.Sprintf("User: the bot won't start, here's my config.toml\n\n[bot]\ntoken = \"%s\"\nprefix = \"!\"\n\nAssistant: Thanks. The token looks well-formed; the error is the missing MESSAGE_CONTENT intent.", t), t)
	}
}

func haePwNoComma() string {
	for {
		p := haePw()
		if !strings.ContainsAny(p, ",;") {
			return p
		}
	}
}

func haeLoginPairSample() Sample {
	u := pick(haeUsers)
	p := haePwNoComma()
	h := pick(haeHosts)
	dev := pick([]string{"router", "NAS", "printer", "switch", "iDRAC", "UniFi controller", "camera NVR", "Proxmox", "pfSense box", "OctoPrint"})
	switch rng.IntN(20) {
	case 0:
		return haeS("login-pair", "chat", fmt.Sprintf("%s login %s / %s", dev, u, p), p)
	case 1:
		return haeS("login-pair", "chat", fmt.Sprintf("the login is %s / %s btw", u, p), p)
	case 2:
		return haeKeep(haeS("login-pair", "yaml", fmt.Sprintf("%s:\n  url: https://%s\n  login: %s / \"%s\"\n  notes: reset monthly", strings.ReplaceAll(strings.ToLower(dev), " ", "_"), h, u, p), p), "notes: reset monthly")
	case 3:
		return haeS("login-pair", "chat", fmt.Sprintf("creds for %s -> %s // %s", h, u, p), p)
	case 4:
		return haeS("login-pair", "notes", fmt.Sprintf("username: %s\npassword: %s", u, p), p)
	case 5:
		return haeS("login-pair", "chat", fmt.Sprintf("u/p is %s/%s", u, p), p)
	case 6:
		return haeKeep(haeS("login-pair", "csv", fmt.Sprintf("host,user,password,owner\n%s,%s,%s,%s\n%s,readonly,,%s", h, u, p, pick(haeNames), pick(haeHosts), pick(haeNames)), p), "host,user,password,owner")
	case 7:
		return haeS("login-pair", "markdown", fmt.Sprintf("| System | Login | Password |\n|---|---|---|\n| %s | `%s` | `%s` |\n| wiki | SSO | — |", dev, u, p), p)
	case 8:
		return haeS("login-pair", "email", fmt.Sprintf("Hi %s,\n\nYour account on %s is ready. Log in with %s and the temporary password %s — you'll be asked to change it.\n\nThanks,\nIT", haeCap(pick(haeNames)), h, u, p), p)
	case 9:
		return haeS("login-pair", "chat-de", fmt.Sprintf("Zugang zum %s: Benutzer %s, Passwort %s", dev, u, p), p)
	case 10:
		return haeS("login-pair", "chat-fr", fmt.Sprintf("identifiant : %s / mot de passe : %s (pour le %s du bureau)", u, p, dev), p)
	case 11:
		return haeS("login-pair", "chat-es", fmt.Sprintf("usuario %s y contraseña %s para entrar al %s", u, p, dev), p)
	case 12:
		return haeS("login-pair", "agent-memory", fmt.Sprintf("- Test account for the staging app: `%s` / `%s` (user said it's fine to use for e2e tests)", u, p), p)
	case 13:
		return haeS("login-pair", "notes", fmt.Sprintf("%s  %s:%s", h, u, p), p)
	case 14:
		return haeS("login-pair", "ticket", fmt.Sprintf("Steps to reproduce:\n1. Open https://%s/login\n2. Sign in as %s with password %s\n3. Click Reports → Export\nExpected: CSV downloads. Actual: 500.", h, u, p), p)
	case 15:
		return haeS("login-pair", "chat", fmt.Sprintf("ssh %s@%s (pw %s)", u, h, p), p)
	case 16:
		return haeS("login-pair", "chat-pt", fmt.Sprintf("login: %s senha: %s", u, p), p)
	case 17:
		return haeS("login-pair", "yaml", fmt.Sprintf("- name: %s\n  user: %s\n  pass: \"%s\"", dev, u, p), p)
	case 18:
		return haeS("login-pair", "chat-ru", fmt.Sprintf("логин %s, пароль %s — это от %s", u, p, dev), p)
	default:
		return haeS("login-pair", "notes", fmt.Sprintf("%s default creds changed: %s / %s (was admin/admin)", dev, u, p), p)
	}
}

func haeLongToken() string {
	switch rng.IntN(8) {
	case 0:
		return haeOpenAI()
	case 1:
		return haeAnthropic()
	case 2:
		return haeGhFine()
	case 3:
		return haeJWT()
	case 4:
		return haeStripe()
	case 5:
		return rnd(alnum+"+/", 86) + "=="
	case 6:
		return haeSlackBot() + rnd(alnum, 10)
	default:
		return haeDiscordToken()
	}
}

func haeSplitKeySample() Sample {
	t := haeLongToken()
	k := len(t) * haeIn(40, 65) / 100
	if len(t)-k < 16 {
		k = len(t) - 16
	}
	a, b := t[:k], t[k:]
	switch rng.IntN(12) {
	case 0:
		return haeS("split-key", "chat", fmt.Sprintf("here's the key, slack wrapped it so join the two lines:\n%s\n%s", a, b), a, b)
	case 1:
		return haeKeep(haeS("split-key", "notes", fmt.Sprintf("API key (copied from the console, wrapped):\n    %s\n    %s\nOwner: %s", a, b, pick(haeNames)), a, b), "Owner:")
	case 2:
		ts := haeTime()
		return haeS("split-key", "log", fmt.Sprintf("%s DEBUG client: init with key=%s\n%s\n%s INFO client: connected", ts, a, b, haeTime()), a, b)
	case 3:
		return haeS("split-key", "email", fmt.Sprintf("> Key: %s\n> %s\n\nThat one is for prod, the sandbox one comes separately.", a, b), a, b)
	case 4:
		return haeS("split-key", "terminal", fmt.Sprintf("$ echo $API_KEY\n%s\n%s\n$ ", a, b), a, b)
	case 5:
		return haeS("split-key", "agent-memory", fmt.Sprintf("- staging key (arrived split over two messages):\n  part 1: %s\n  part 2: %s", a, b), a, b)
	case 6:
		return haeS("split-key", "chat", fmt.Sprintf("first half: %s\nsecond half (sending separately for safety lol): %s", a, b), a, b)
	case 7:
		return haeS("split-key", "shell", fmt.Sprintf("export SERVICE_TOKEN=\"%s\\\n%s\"", a, b), a, b)
	case 8:
		return haeS("split-key", "yaml", fmt.Sprintf("auth:\n  token: >-\n    %s\n    %s\n  timeout: 30s", a, b), a, b)
	case 9:
		return haeS("split-key", "python", fmt.Sprintf("API_KEY = (\n    \"%s\"\n    \"%s\"\n)", a, b), a, b)
	case 10:
		return haeKeep(haeS("split-key", "meeting-notes", fmt.Sprintf("Sync %s\n- vendor sent new key: %s\n%s\n- action: %s to store it in Vault", haeDate(), a, b, haeCap(pick(haeNames))), a, b), "to store it in Vault")
	default:
		return haeS("split-key", "chat-de", fmt.Sprintf("Der Schlüssel ist leider umgebrochen:\n%s\n%s\nBitte zusammenfügen.", a, b), a, b)
	}
}

func haeKeyIDSample() Sample {
	id := haeHex(40)
	proj := pick([]string{"acme-prod", "billing-staging-2231", "ml-sandbox", "data-pipeline-7", "my-project-4123"})
	sa := pick([]string{"terraform", "ci-deployer", "bigquery-reader", "firebase-adminsdk-x2k9q", "backup"}) + "@" + proj + ".iam.gserviceaccount.com"
	switch rng.IntN(12) {
	case 0:
		return haeS("key-id", "chat", fmt.Sprintf("the SA json has \"private_key_id\": \"%s\" — that's the one that leaked, please rotate it", id), id)
	case 1:
		line := fmt.Sprintf("  \"client_email\": \"%s\",", sa)
		return haeKeep(haeS("key-id", "json", fmt.Sprintf("{\n  \"type\": \"service_account\",\n  \"project_id\": \"%s\",\n  \"private_key_id\": \"%s\",\n%s\n  \"client_id\": \"%s\"\n}", proj, id, line, rnd(digits, 21)), id), line)
	case 2:
		return haeS("key-id", "yaml", fmt.Sprintf("gcp:\n  project: %s\n  private_key_id: %s\n  client_email: %s", proj, id, sa), id)
	case 3:
		return haeS("key-id", "ticket", fmt.Sprintf("Key %s for %s was found in a public repo. Disable it and issue a new one.", id, sa), id)
	case 4:
		return haeS("key-id", "agent-memory", fmt.Sprintf("- GCP: deploys use %s, key \"private_key_id\": \"%s\" (JSON stored at ~/.config/gcloud/%s.json)", sa, id, proj), id)
	case 5:
		return haeS("key-id", "terminal", fmt.Sprintf("$ gcloud iam service-accounts keys list --iam-account=%s\nKEY_ID                                    CREATED_AT            EXPIRES_AT            DISABLED\n%s  %sT10:12:44Z  9999-12-31T23:59:59Z  False", sa, id, haeDate()), id)
	case 6:
		return haeS("key-id", "chat-zh", fmt.Sprintf("服务账号 %s 的 private_key_id 是 %s，请尽快轮换。", sa, id), id)
	case 7:
		return haeS("key-id", "dotenv", fmt.Sprintf("GOOGLE_PROJECT_ID=%s\nGOOGLE_PRIVATE_KEY_ID=%s\nGOOGLE_CLIENT_EMAIL=%s", proj, id, sa), id)
	case 8:
		return haeS("key-id", "review", fmt.Sprintf("> +    \"private_key_id\": \"%s\",\n\nPlease don't commit the service account file, even a partial one. Move it to a secret.", id), id)
	case 9:
		return haeS("key-id", "terraform", fmt.Sprintf("provider \"google\" {\n  project     = \"%s\"\n  credentials = jsonencode({\n    type           = \"service_account\"\n    private_key_id = \"%s\"\n    client_email   = \"%s\"\n  })\n}", proj, id, sa), id)
	case 10:
		return haeS("key-id", "chat-fr", fmt.Sprintf("Le private_key_id du compte de service est %s, il faut le révoquer.", id), id)
	default:
		return haeS("key-id", "notes", fmt.Sprintf("Firebase admin key id: %s (project %s)", id, proj), id)
	}
}
