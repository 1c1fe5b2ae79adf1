package main

// heldout_bj_shapes.go: the four shapes the brief asks for in many variants: Discord bot
// tokens, login pairs written "user / password", secrets wrapped over two lines, and the key
// ids of service accounts.

import (
	"fmt"
	"strings"
)

func hbjShapeGens() []hbjGen {
	return []hbjGen{
		{34, hbjDiscordSample},
		{46, hbjLoginPair},
		{32, hbjSplitSecret},
		{30, hbjKeyID},
	}
}

var hbjDiscordT = []struct{ format, t string }{
	{"chat", "new token for the NOC alerts bot (the old one got reset): {S}"},
	{"chat", "{TECH}: discord bot token for {CLIENT}'s status channel is {S} — pls put it in Hudu"},
	{"env", "# discord alert relay\nDISCORD_TOKEN={S}\nDISCORD_CHANNEL_ID={SNOW}\nALERT_LEVEL=warning"},
	{"json", "{\n  \"prefix\": \"!\",\n  \"token\": \"{S}\",\n  \"owner\": \"{SNOW}\",\n  \"status\": \"watching backups\"\n}"},
	{"python", "import discord\n\nintents = discord.Intents.default()\nclient = discord.Client(intents=intents)\n\n# TODO move to env\nclient.run(\"{S}\")"},
	{"python", "bot = commands.Bot(command_prefix='?')\nTOKEN = '{S}'\n\nif __name__ == '__main__':\n    bot.run(TOKEN)"},
	{"javascript", "const { Client, GatewayIntentBits } = require('discord.js');\nconst client = new Client({ intents: [GatewayIntentBits.Guilds] });\nclient.login('{S}');"},
	{"yaml", "discord:\n  bot_token: {S}\n  guild: \"{SNOW}\"\n  notify_role: \"oncall\""},
	{"shell", "docker run -d --name rmm-discord-bridge -e DISCORD_BOT_TOKEN={S} -e TZ=Europe/Berlin ghcr.io/{SLUG}/bridge:1.4"},
	{"chat-de", "Hier der Bot-Token für den Ticket-Bot: {S}\nBitte nicht ins Wiki kopieren."},
	{"chat-fr", "le token du bot discord (celui qui poste les alertes Veeam) : {S}"},
	{"chat-es", "token del bot de Discord para {CLIENT}: {S} (lo regeneré hoy)"},
	{"log", "{DATE} {TIME} INFO  gateway: identifying with token {S}\n{DATE} {TIME} INFO  gateway: READY session established"},
	{"shell", "curl -s -H \"Authorization: Bot {S}\" https://discord.com/api/v10/users/@me | jq ."},
	{"notes", "Handover {TICKET} – {CLIENT}\n- Discord server: '{CLIENT} IT'\n- Alerts bot token:\n  {S}\n- Bot has Manage Messages only"},
	{"toml", "[discord]\ntoken = \"{S}\"\napplication_id = {SNOW}\n\n[ninja]\npoll_seconds = 60"},
	{"csharp", "var client = new DiscordSocketClient();\nawait client.LoginAsync(TokenType.Bot, \"{S}\");\nawait client.StartAsync();"},
	{"go", "dg, err := discordgo.New(\"Bot {S}\")\nif err != nil {\n\tlog.Fatal(err)\n}"},
	{"chat-ja", "Discord ボットのトークン: {S} です。後で再発行します。"},
	{"ticket", "Ticket {TICKET}: bot stopped posting.\nCause: token was rotated by {TECH}. New token {S} deployed to {HOST}.\nClosing."},
	{"markdown", "| Service | Value |\n|---|---|\n| Discord bot | `{S}` |\n| Channel | #alerts-{SLUG} |"},
	{"chat", "{S}\n^ that's the bot token, don't ask"},
}

func hbjDiscordSample() Sample {
	tok := hbjDiscordTok()
	t := hbjDiscordT[rng.IntN(len(hbjDiscordT))]
	text := hbjFill(t.t, "{S}", tok, "{SNOW}", hbjSnowflake())
	return hbjKeep(hbjSec("discord-bot-token", t.format, text, tok), 1)
}

var hbjUsers = []string{"admin", "Administrator", "root", "ADMIN", "sysadmin", "support", "msp-admin",
	"administrator@vsphere.local", "ubnt", "manager", "operator", "pi", "backup", "veeamadmin", "cisco", "netadmin"}

var hbjDevices = []string{"router", "firewall", "core switch", "iDRAC", "iLO", "IPMI", "NAS", "Synology",
	"UPS card", "printer", "ESXi host", "vCenter", "Proxmox", "Fortigate", "UniFi controller", "WHM", "Plesk",
	"DVR", "access point", "PBX", "Veeam console", "Datto SIRIS", "MikroTik", "SonicWall"}

var hbjPairT = []struct{ format, t string }{
	{"chat", "{DEV} login {U} / {S}"},
	{"chat", "{DEV} login is {U} / {S}"},
	{"chat", "login is {U} / {S} for the {DEV} at {CLIENT}"},
	{"chat", "fyi the {DEV} creds are {U}/{S}"},
	{"chat", "{DEV}: {U} // {S}"},
	{"chat", "{U}:{S} works on the {DEV} ({IP})"},
	{"chat", "log in to the {DEV} as {U} with {S}"},
	{"chat", "user {U} pass {S} on {IP}"},
	{"chat", "{DEV} - u: {U} p: {S}"},
	{"chat", "creds for {HOST}: {U} and {S}"},
	{"chat", "({U}, {S}) — {DEV} at {CLIENT}, changed {DATE}"},
	{"chat", "try {U} / {S}, if that fails it's still the sticker password"},
	{"chat", "{DEV} → {U} — {S}"},
	{"chat", "username {U}, password {S}"},
	{"chat", "it's {U} and the pw is {S}"},
	{"yaml", "{SLUG}_{DEVK}:\n  host: {IP}\n  login: {U} / {S}\n  notes: \"rack {RACK}\""},
	{"yaml", "- name: {HOST}\n  type: {DEV}\n  login: \"{U} / {S}\"\n  site: {CLIENT}"},
	{"notes", "{CLIENT} — {DEV}\nURL: https://{IP}\nLogin: {U}\nPassword: {S}\nLast checked {DATE} by {TECH}"},
	{"notes", "{DEV} ({IP})\n  user = {U} ; pw = {S}\n  firmware updated {DATE}"},
	{"markdown", "| Device | IP | User | Password |\n|---|---|---|---|\n| {DEV} | {IP} | {U} | {S} |\n| Switch stack | {IP2} | see above | same |"},
	{"csv", "hostname,ip,username,password,location\n{HOST},{IP},{U},{S},{RACK}\n{HOST2},{IP2},{U},{S2},{RACK}"},
	{"email", "Hi {TECH},\n\nFor tomorrow's visit: the {DEV} is reachable on {IP}, login {U} / {S}.\nParking is at the back.\n\nCheers,\n{TECH2}"},
	{"ticket", "{TICKET} onsite {DATE}\nReset {DEV} to factory and set new login {U} / {S}\nCustomer informed."},
	{"chat-de", "{DEV}-Zugang: Benutzer {U}, Passwort {S}"},
	{"chat-de", "Login für die {DEV}: {U} / {S} (bitte in IT Glue eintragen)"},
	{"chat-fr", "identifiant : {U} / mot de passe : {S} pour le {DEV}"},
	{"chat-es", "usuario {U} / clave {S} del {DEV} de la oficina"},
	{"chat-pt", "acesso ao {DEV}: usuário {U} senha {S}"},
	{"chat-nl", "inloggegevens {DEV}: {U} / {S}"},
	{"chat-pl", "{DEV}: login {U}, hasło {S}"},
	{"chat-ja", "{DEV} のログイン: ユーザー名 {U} / パスワード {S}"},
	{"chat-ru", "доступ к {DEV}: логин {U}, пароль {S}"},
	{"notes", "onsite {DATE}\n- {DEV} {IP}  {U}  {S}\n- UPS battery due\n- label patch panel B"},
	{"ini", "[{DEVK}]\nhost = {IP}\nlogin = {U} / {S}\n"},
	{"chat", "{DEV} creds → {U} | {S}"},
	{"notes", "* {DEV}: `{U}` / `{S}`"},
}

func hbjPair() (string, string) {
	u := hbjPL(hbjUsers)
	return u, hbjPw()
}

func hbjLoginPair() Sample {
	t := hbjPairT[rng.IntN(len(hbjPairT))]
	u, pw := hbjPair()
	if strings.Contains(t.t, "{U} / {S}") || strings.Contains(t.t, "{U}/{S}") || strings.Contains(t.t, "{U}:{S}") {
		// keep the separators unambiguous
		for strings.ContainsAny(pw, "/:") {
			pw = hbjPw()
		}
	}
	pw2 := hbjPw()
	dev := hbjPL(hbjDevices)
	devk := strings.ToLower(strings.NewReplacer(" ", "_", "-", "_").Replace(dev))
	text := hbjFill(t.t, "{U}", u, "{S}", pw, "{S2}", pw2, "{DEV}", dev, "{DEVK}", devk)
	secs := []string{pw}
	if strings.Contains(t.t, "{S2}") {
		secs = append(secs, pw2)
	}
	return hbjKeep(hbjSec("login-pair", t.format, text, secs...), 1)
}

var hbjSplitT = []struct{ format, t string }{
	{"chat", "{NAME} for {CLIENT} (Teams wrapped it, join the two lines):\n{A}\n{B}"},
	{"chat", "here's the {NAME}\n{A}\n{B}\nno spaces"},
	{"notes", "{CLIENT} onboarding\n{NAME}:\n    {A}\n    {B}\n(rotate after go-live {DATE})"},
	{"log", "{DATE} {LTIME} DEBUG sync-agent: using credential={A}\n{B} for tenant {SLUG}\n{DATE} {LTIME} INFO  sync-agent: 200 OK"},
	{"log", "[{LTIME}] auth header: Bearer {A}\n                      {B}\n[{LTIME}] request completed in 231ms"},
	{"email", "> {NAME} is\n> {A}\n> {B}\n\nThanks, got it working on {HOST}."},
	{"ticket", "{TICKET} – integration broken\nOld {NAME} expired. New one from {TECH}:\n{A}\n{B}\nRestarted the service on {HOST}."},
	{"chat", "{A}\n{B}\n^ {NAME}, pasted from my phone so it wrapped"},
	{"markdown", "### {NAME}\n```\n{A}\n{B}\n```\nStored in the PSA as well."},
	{"chat-de", "{NAME} (zwei Zeilen, zusammenfügen):\n{A}\n{B}"},
	{"terminal", "$ cat /etc/{SLUG}/token\n{A}\n{B}\n$ systemctl restart {SLUG}-agent"},
	{"notes", "key (split over 2 lines in the PDF):\n{A}-\n{B}"},
	{"chat-fr", "la {NAME} (coupée en deux par Outlook) :\n{A}\n{B}"},
}

func hbjSplitSecret() Sample {
	name, tok := hbjTokenAny()
	cut := hbjI(len(tok)/3, len(tok)-14)
	if len(tok)-cut < 12 {
		cut = len(tok) - 12
	}
	a, b := tok[:cut], tok[cut:]
	t := hbjSplitT[rng.IntN(len(hbjSplitT))]
	text := hbjFill(t.t, "{NAME}", name, "{A}", a, "{B}", b)
	return hbjKeep(hbjSec("split-secret", t.format, text, a, b), 1)
}

var hbjKeyIDT = []struct{ format, t string }{
	{"chat", "the leaked one is \"private_key_id\": \"{K}\" — revoke it in the console please"},
	{"chat", "can you delete key \"private_key_id\": \"{K}\" from {SA}? {CLIENT} rotated"},
	{"ticket", "{TICKET}: service account {SA} key exposed in a public repo.\nOffending key: \"private_key_id\": \"{K}\"\nAction: disabled, new key issued."},
	{"notes", "GCP backup SA for {CLIENT}\n  client_email: {SA}\n  private_key_id: {K}\n  created {DATE}"},
	{"json", "{\n  \"type\": \"service_account\",\n  \"project_id\": \"{SLUG}-backup-prod\",\n  \"private_key_id\": \"{K}\",\n  \"client_email\": \"{SA}\"\n}"},
	{"chat", "private_key_id={K} is the one Veeam uses for the GCS repo"},
	{"email", "Hi,\n\nplease confirm that the key with id {K} (private_key_id) for {SA} has been destroyed.\n\nRegards,\n{TECH}"},
	{"terminal", "$ gcloud iam service-accounts keys list --iam-account={SA}\nKEY_ID                                    CREATED_AT            EXPIRES_AT\n{K}  {DATE}T09:12:44Z  9999-12-31T23:59:59Z"},
	{"terminal", "$ gcloud iam service-accounts keys delete {K} --iam-account={SA}\nDeleted key [{K}] for service account [{SA}]."},
	{"chat-de", "Der alte Schlüssel \"private_key_id\": \"{K}\" muss noch gelöscht werden."},
	{"chat-es", "la clave con \"private_key_id\": \"{K}\" sigue activa en {SLUG}-prod"},
	{"yaml", "gcp:\n  service_account: {SA}\n  private_key_id: \"{K}\"\n  bucket: {SLUG}-veeam-offsite"},
	{"python", "creds = {\n    \"type\": \"service_account\",\n    \"private_key_id\": \"{K}\",\n    \"client_email\": \"{SA}\",\n}"},
	{"chat", "key id {K} on {SA} — that's the one in the old RMM script"},
	{"log", "{DATE} {LTIME} WARN google.auth: key {K} for {SA} is older than 90 days"},
	{"markdown", "| SA | key id | status |\n|---|---|---|\n| {SA} | `{K}` | active |"},
}

func hbjKeyID() Sample {
	k := hbjR(hexs, 40)
	t := hbjKeyIDT[rng.IntN(len(hbjKeyIDT))]
	slug := hbjSlug(hbjClient())
	sa := fmt.Sprintf("%s@%s-%s.iam.gserviceaccount.com", hbjP("veeam-offsite", "rmm-sync", "dns-updater", "backup", "svc-reports"), slug, hbjP("prod", "backup", "infra"))
	text := hbjFill(t.t, "{K}", k, "{SA}", sa)
	s := hbjSec("service-account-key-id", t.format, text, k)
	if strings.Contains(t.t, "\"private_key_id\": \"{K}\",") && hbjCoin(30) {
		// a full key file pastes the private key too
		pk := hbjPEMBody("MIIEvQIBADANBgkqhkiG9w0BAQEFAASC", hbjI(4, 10))
		text = strings.Replace(text, "\"client_email\"", "\"private_key\": \"-----BEGIN PRIVATE KEY-----\\n"+strings.ReplaceAll(pk, "\n", "\\n")+"\\n-----END PRIVATE KEY-----\\n\",\n  \"client_email\"", 1)
		s = hbjSec("service-account-key-id", t.format, text, k, strings.ReplaceAll(pk, "\n", "\\n"))
	}
	return hbjKeep(s, 1)
}
