package main

// The four shapes the brief names: Discord bot tokens, login pairs in prose, secrets wrapped
// across two lines, and service-account key ids quoted in prose.

import (
	"fmt"
	"strings"
)

func hacShapeGens() []hacGen {
	return []hacGen{
		{30, hacDiscordSample},
		{40, hacLoginPairSample},
		{30, hacSplitSample},
		{28, hacKeyIDSample},
	}
}

func hacDiscordSample() Sample {
	tok := hacDiscordToken()
	bot := hacPick("uptime-kuma-notifier", "homelab-alerts", "NetWatch", "pfsense-bot", "the ops bot", "ModBot", "wg-status")
	ch := hacRnd(digits, 18)
	switch rng.IntN(12) {
	case 0:
		return hacS("discord-token", "chat", fmt.Sprintf("%s: ok the bot token for %s is %s, don't share it lol", hacPerson(), bot, tok), tok)
	case 1:
		line := fmt.Sprintf("DISCORD_CHANNEL_ID=%s", ch)
		return hacK(hacS("discord-token", "env", fmt.Sprintf("# %s\nDISCORD_TOKEN=%s\n%s\nLOG_LEVEL=info", bot, tok, line), tok), line)
	case 2:
		return hacS("discord-token", "python", fmt.Sprintf("import discord\n\nclient = discord.Client(intents=discord.Intents.default())\n\n@client.event\nasync def on_ready():\n    print(f\"logged in as {client.user}\")\n\nclient.run(\"%s\")", tok), tok)
	case 3:
		return hacS("discord-token", "yaml", fmt.Sprintf("discord:\n  enabled: true\n  token: \"%s\"\n  channel: \"%s\"\n  mention_role: \"@noc\"", tok, ch), tok)
	case 4:
		return hacS("discord-token", "js", fmt.Sprintf("const { Client, GatewayIntentBits } = require('discord.js');\nconst client = new Client({ intents: [GatewayIntentBits.Guilds] });\nclient.login('%s');", tok), tok)
	case 5:
		return hacS("discord-token", "json", fmt.Sprintf("{\n  \"prefix\": \"!\",\n  \"botToken\": \"%s\",\n  \"ownerId\": \"%s\"\n}", tok, hacRnd(digits, 18)), tok)
	case 6:
		return hacS("discord-token", "note", fmt.Sprintf("Home Assistant -> Discord integration\n- created app \"%s\" in dev portal\n- token %s\n- invited with scope bot+applications.commands", bot, tok), tok)
	case 7:
		return hacS("discord-token", "shell", fmt.Sprintf("$ docker run -d --name %s -e TOKEN=%s ghcr.io/example/discord-relay:1.4", strings.ReplaceAll(strings.ToLower(bot), " ", "-"), tok), tok)
	case 8:
		return hacS("discord-token", "chat", fmt.Sprintf("Ich hab den Bot-Token neu generiert: %s – bitte im Vaultwarden ablegen", tok), tok)
	case 9:
		return hacS("discord-token", "go", fmt.Sprintf("dg, err := discordgo.New(\"Bot \" + \"%s\")\nif err != nil {\n\tlog.Fatal(err)\n}", tok), tok)
	case 10:
		return hacS("discord-token", "log", fmt.Sprintf("%s %s [relay] DEBUG gateway identify payload={\"op\":2,\"d\":{\"token\":\"%s\",\"intents\":513}}", hacDate(), hacTime(), tok), tok)
	default:
		return hacS("discord-token", "ticket", fmt.Sprintf("INC-%d: the %s token was pasted in #general (%s). Revoked at %s. Old value for the record: %s", 1000+rng.IntN(9000), bot, hacDate(), hacTime(), tok), tok)
	}
}

func hacLoginPairSample() Sample {
	u := hacUser()
	pw := hacPw()
	dev := hacPick("router", "core switch", "FortiGate", "pfSense box", "UniFi controller", "iDRAC", "iLO", "Synology", "Proxmox host", "MikroTik", "printer", "NVR", "TrueNAS", "OPNsense", "Omada controller")
	ip := hacIP()
	switch rng.IntN(22) {
	case 0:
		return hacS("login-pair", "chat", fmt.Sprintf("%s login %s / %s", strings.ToLower(dev), u, pw), pw)
	case 1:
		return hacS("login-pair", "chat", fmt.Sprintf("fyi the %s login is %s / %s (https://%s)", dev, u, pw, ip), pw)
	case 2:
		line := fmt.Sprintf("  address: %s", ip)
		return hacK(hacS("login-pair", "yaml", fmt.Sprintf("%s:\n%s\n  login: %s / %s\n  notes: behind the rack, port 24", strings.ReplaceAll(strings.ToLower(dev), " ", "_"), line, u, pw), pw), line)
	case 3:
		return hacS("login-pair", "chat", fmt.Sprintf("creds for %s are %s:%s", ip, u, pw), pw)
	case 4:
		return hacS("login-pair", "note", fmt.Sprintf("%s (%s)\nuser: %s\npass: %s", dev, ip, u, pw), pw)
	case 5:
		return hacS("login-pair", "chat", fmt.Sprintf("u/p %s / %s", u, pw), pw)
	case 6:
		return hacS("login-pair", "chat", fmt.Sprintf("log in with %s and %s, then go to System > Firmware", u, pw), pw)
	case 7:
		hdr := "| device | ip | user | password |"
		return hacK(hacS("login-pair", "markdown", fmt.Sprintf("%s\n|---|---|---|---|\n| %s | %s | %s | %s |\n| switch-02 | %s | %s | (see vault) |", hdr, dev, ip, u, pw, hacIP(), hacUser()), pw), hdr)
	case 8:
		return hacS("login-pair", "chat", fmt.Sprintf("%s // %s", u, pw), pw)
	case 9:
		return hacS("login-pair", "note", fmt.Sprintf("Login: %s / Passwort: %s", u, pw), pw)
	case 10:
		return hacS("login-pair", "note", fmt.Sprintf("Benutzer %s, Kennwort %s – gilt für alle APs im Keller", u, pw), pw)
	case 11:
		return hacS("login-pair", "note", fmt.Sprintf("identifiant : %s / mdp : %s", u, pw), pw)
	case 12:
		return hacS("login-pair", "chat", fmt.Sprintf("usuario %s contraseña %s, y acordate de cambiarla", u, pw), pw)
	case 13:
		return hacS("login-pair", "csv", fmt.Sprintf("hostname,ip,username,password\n%s,%s,%s,%s\n%s,%s,%s,", hacHost(), ip, u, pw, hacHost(), hacIP(), hacUser()), pw)
	case 14:
		return hacS("login-pair", "chat", fmt.Sprintf("%s — %s — %s", ip, u, pw), pw)
	case 15:
		return hacS("login-pair", "chat", fmt.Sprintf("default was %s/%s but I changed it to %s / %s", u, hacPick("admin", "password", "ubnt"), u, pw), pw)
	case 16:
		return hacS("login-pair", "ini", fmt.Sprintf("[%s]\nhost = %s\nuser = %s\npassword = %s", strings.ReplaceAll(strings.ToLower(dev), " ", "-"), ip, u, pw), pw)
	case 17:
		return hacS("login-pair", "chat", fmt.Sprintf("ssh %s@%s (pw: %s)", u, ip, pw), pw)
	case 18:
		return hacS("login-pair", "email", fmt.Sprintf("Hi %s,\n\nthe %s is racked and reachable at %s.\nUsername: %s\nPassword: %s\n\nPlease change it on first login.\n\nThanks,\n%s", hacPerson(), dev, ip, u, pw, hacPerson()), pw)
	case 19:
		return hacS("login-pair", "chat", fmt.Sprintf("(%s, %s) works for the web ui", u, pw), pw)
	case 20:
		return hacS("login-pair", "note", fmt.Sprintf("ログイン: %s / %s", u, pw), pw)
	default:
		return hacS("login-pair", "note", fmt.Sprintf("%s: %s@%s, pw %s", dev, u, ip, pw), pw)
	}
}

// hacLongToken returns a long token that people paste and that wraps.
func hacLongToken() string {
	switch rng.IntN(9) {
	case 0:
		return hacGitHubFine()
	case 1:
		return hacOpenAI()
	case 2:
		return hacAzureKey()
	case 3:
		return hacSlackBot()
	case 4:
		return hacJWT()
	case 5:
		return hacAnthropic()
	case 6:
		return hacTrueNAS()
	case 7:
		return hacVaultToken() + hacRnd(b64url, 30)
	default:
		return hacHexBytes(32)
	}
}

func hacSplitSample() Sample {
	tok := hacLongToken()
	a, b := hacSplit(tok)
	switch rng.IntN(8) {
	case 0:
		return hacS("split-secret", "chat", fmt.Sprintf("here's the key, my client wrapped it:\n%s\n%s", a, b), a, b)
	case 1:
		return hacS("split-secret", "note", fmt.Sprintf("API key (copied from the portal):\n  %s\n  %s\nexpires in 90 days", a, b), a, b)
	case 2:
		return hacS("split-secret", "log", fmt.Sprintf("%s %s WARN auth: rejected token=%s\n    %s (len=%d)", hacDate(), hacTime(), a, b, len(tok)), a, b)
	case 3:
		return hacS("split-secret", "email", fmt.Sprintf("Hi,\n\nyour new access token is %s\n%s\n\nKeep it safe.", a, b), a, b)
	case 4:
		keep := fmt.Sprintf("host: %s", hacHost())
		return hacK(hacS("split-secret", "note", fmt.Sprintf("%s\ntoken: %s\n%s\nport: 8006", keep, a, b), a, b), keep)
	case 5:
		return hacS("split-secret", "chat", fmt.Sprintf("%s: sry pasted from my phone, the token is\n%s\n%s\n(it's one string, no newline)", hacPerson(), a, b), a, b)
	case 6:
		return hacS("split-secret", "shell", fmt.Sprintf("$ export API_TOKEN=%s\\\n%s\n$ ./sync.sh --dry-run", a, b), a, b)
	default:
		return hacS("split-secret", "ticket", fmt.Sprintf("Reproduced with the customer's key:\n> %s\n> %s\nSee attached HAR.", a, b), a, b)
	}
}

func hacKeyIDSample() Sample {
	kid := hacHex(40)
	proj := hacPick("homelab-", "netops-", "siem-", "backup-") + hacRnd(lower+digits, 6)
	sa := hacPick("terraform", "velero", "log-shipper", "ha-backup", "dns-updater") + "@" + proj + ".iam.gserviceaccount.com"
	switch rng.IntN(10) {
	case 0:
		return hacS("key-id", "chat", fmt.Sprintf("the leaked one has \"private_key_id\": \"%s\", can you disable it?", kid), kid)
	case 1:
		line := fmt.Sprintf("  \"client_email\": \"%s\",", sa)
		return hacK(hacS("key-id", "json", fmt.Sprintf("{\n  \"type\": \"service_account\",\n  \"project_id\": \"%s\",\n  \"private_key_id\": \"%s\",\n%s\n  \"token_uri\": \"https://oauth2.googleapis.com/token\"\n}", proj, kid, line), kid), line)
	case 2:
		return hacS("key-id", "note", fmt.Sprintf("Rotated SA key for %s. private_key_id was %s, new one is in Secret Manager.", sa, kid), kid)
	case 3:
		return hacS("key-id", "ticket", fmt.Sprintf("GitGuardian alert: service account key found in repo infra-lab (commit on %s).\nprivate_key_id: %s\nAction: delete key, rewrite history.", hacDate(), kid), kid)
	case 4:
		id := hacAWSKeyID()
		return hacS("key-id", "chat", fmt.Sprintf("CloudTrail shows calls from \"aws_access_key_id\": \"%s\" at 03:12 UTC — that's the old backup user", id), id)
	case 5:
		return hacS("key-id", "yaml", fmt.Sprintf("gcp:\n  sa: %s\n  private_key_id: '%s'\n  key_file: /etc/velero/gcp.json", sa, kid), kid)
	case 6:
		b2 := "005" + hacHex(9) + "000000000" + fmt.Sprint(rng.IntN(9)+1)
		app := "K005" + hacRnd(alnum+"/+", 27)
		return hacS("key-id", "note", fmt.Sprintf("Backblaze B2 for the TrueNAS cloud sync task:\nkeyID %s\napplicationKey %s", b2, app), b2, app)
	case 7:
		r2, r2s := hacHex(32), hacHex(64)
		return hacS("key-id", "chat", fmt.Sprintf("R2 bucket creds for restic: access_key_id %s, secret %s", r2, r2s), r2, r2s)
	case 8:
		return hacS("key-id", "prose", fmt.Sprintf("Die Schlüssel-ID (private_key_id) %s gehört zum Dienstkonto %s und muss widerrufen werden.", kid, sa), kid)
	default:
		return hacS("key-id", "shell", fmt.Sprintf("$ jq -r .private_key_id ~/keys/%s.json\n%s\n$ gcloud iam service-accounts keys delete %s --iam-account=%s", proj, kid, kid, sa), kid)
	}
}
