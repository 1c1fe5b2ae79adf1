package main

// The four shapes this part leans on: Discord bot tokens, login pairs written in prose, secret
// keys wrapped across two lines, and service-account key ids quoted in text.

import (
	"encoding/base64"
	"fmt"
	"strings"
)

func hagFocus() []Sample {
	var out []Sample
	out = append(out, hagRep(32, hagDiscord)...)
	out = append(out, hagRep(44, hagLoginPair)...)
	out = append(out, hagRep(32, hagSplit)...)
	out = append(out, hagRep(30, hagKeyID)...)
	return out
}

// hagDiscordToken is base64(user id) . 6 chars . 27 or 38 chars.
func hagDiscordToken() string {
	id := fmt.Sprint(hagN(1, 9)) + hagR(digits, hagN(16, 18))
	return base64.RawStdEncoding.EncodeToString([]byte(id)) + "." + hagR(b64url, 6) + "." + hagR(b64url, hagP27or38())
}

func hagP27or38() int {
	if rng.IntN(3) == 0 {
		return 38
	}
	return 27
}

var hagDiscordT = []struct{ format, text, keep string }{
	{"chat", "{N}: here's the token for the reading-group bot, pls don't commit it → {S}", ""},
	{"env", "# bot for the {G} server\nDISCORD_TOKEN={S}\nCOMMAND_PREFIX=!\nLOG_LEVEL=info", "COMMAND_PREFIX=!"},
	{"json", "{\n  \"token\": \"{S}\",\n  \"prefix\": \"?\",\n  \"owner\": \"{N}\"\n}", "\"prefix\": \"?\""},
	{"python", "import discord\n\nintents = discord.Intents.default()\nclient = discord.Client(intents=intents)\n\n@client.event\nasync def on_ready():\n    print(f\"logged in as {client.user}\")\n\nclient.run(\"{S}\")", "print(f\"logged in as {client.user}\")"},
	{"javascript", "const { Client, GatewayIntentBits } = require('discord.js');\nconst client = new Client({ intents: [GatewayIntentBits.Guilds] });\nclient.login('{S}');", ""},
	{"yaml", "discord:\n  bot_token: {S}\n  channel: announcements\nslurm:\n  partition: gpu", "partition: gpu"},
	{"chat-de", "Hi {N}, der Bot-Token für den {G}-Server ist {S} – bitte nicht ins Wiki kopieren.", ""},
	{"chat-ko", "{N}님, 디스코드 봇 토큰은 {S} 입니다. 깃허브에 올리지 마세요!", ""},
	{"chat-zh", "组会 Discord 机器人的 token：{S}（别发到群里）", ""},
	{"notes-es", "Token del bot de Discord para el curso {G}: {S}", ""},
	{"chat-pt", "o token do bot do discord do laboratório é {S}, não compartilha", ""},
	{"chat-it", "Il token del bot Discord del gruppo è {S}, non metterlo su GitHub.", ""},
	{"log", "2024-03-11 09:14:02 [bot] starting, token={S} guilds=3\n2024-03-11 09:14:03 [bot] ready", "[bot] ready"},
	{"shell", "curl -H \"Authorization: Bot {S}\" https://discord.com/api/v10/users/@me", ""},
	{"r", "Sys.setenv(DISCORD_BOT_TOKEN = \"{S}\")\nsource(\"R/notify_slurm.R\")", "source(\"R/notify_slurm.R\")"},
	{"notes", "lab bot (runs on the raspberry pi under the bench)\n{S}\nregenerate it in the developer portal if it leaks", "lab bot (runs on the raspberry pi under the bench)"},
	{"markdown", "| bot | token | owner |\n|---|---|---|\n| slurm-notify | {S} | {N} |", ""},
	{"shell", "docker run -d --name thesis-bot -e DISCORD_TOKEN={S} ghcr.io/{O}/thesis-bot:1.4", ""},
	{"ini", "[Service]\nEnvironment=BOT_TOKEN={S}\nExecStart=/usr/bin/python3 /opt/bot/main.py\nRestart=always", "Restart=always"},
	{"toml", "[discord]\ntoken = \"{S}\"\nguild_id = 1093847561029384756\n\n[cluster]\nhost = \"{H}\"", ""},
	{"slurm", "#!/bin/bash\n#SBATCH --job-name=notify\n#SBATCH --time=00:05:00\nexport DISCORD_TOKEN='{S}'\npython notify.py --job $SLURM_JOB_ID", "#SBATCH --time=00:05:00"},
	{"chat", "if the bot dies again just restart it with {S} as the argument, it's the one from {N}'s account", ""},
	{"java", "JDA jda = JDABuilder.createDefault(\"{S}\")\n        .enableIntents(GatewayIntent.MESSAGE_CONTENT)\n        .build();", ""},
	{"go", "dg, err := discordgo.New(\"Bot \" + \"{S}\")\nif err != nil {\n\tlog.Fatal(err)\n}", ""},
	{"email-de", "Betreff: Discord-Bot für das Tutorium\n\nHallo {N},\n\nanbei der Token: {S}\n\nViele Grüße", "Betreff: Discord-Bot für das Tutorium"},
	{"jupyter", "In [3]: TOKEN = '{S}'\nIn [4]: bot.run(TOKEN)", ""},
	{"diff", "diff --git a/.env b/.env\n--- a/.env\n+++ b/.env\n@@ -1,2 +1,2 @@\n-DISCORD_TOKEN=\n+DISCORD_TOKEN={S}\n LOG_LEVEL=debug", " LOG_LEVEL=debug"},
	{"chat-fr", "le token du bot discord du TD : {S} (à régénérer après le semestre)", ""},
	{"notes", "Discord bot — {G} tutorial server\ntoken {S}\nintents: guilds, messages", "intents: guilds, messages"},
}

func hagDiscord(i int) Sample {
	t := hagDiscordT[i%len(hagDiscordT)]
	tok := hagDiscordToken()
	text := hagFill(t.text, "S", tok, "N", hagName(), "G", hagCourse(), "O", hagOrg(), "H", hagHost())
	s := hagS("discord-bot-token", t.format, text, tok)
	if t.keep != "" && i%2 == 0 {
		s = hagK(s, t.keep)
	}
	return s
}

var hagLoginT = []struct{ format, text, keep string }{
	{"chat", "router login {U} / {S}", ""},
	{"chat", "the login is {U} / {S} for the {D}", ""},
	{"yaml", "{DK}:\n  host: {IP}\n  login: {U} / {S}\n  notes: ask {N} before rebooting", "notes: ask {N} before rebooting"},
	{"chat", "{N}: login is {U} / {S}", ""},
	{"chat", "creds for the {D}: {U}/{S}", ""},
	{"notes", "{D}\nuser: {U}\npass: {S}", ""},
	{"notes", "U: {U}  P: {S}", ""},
	{"notes", "{D} → {U} : {S}", ""},
	{"chat", "username {U}, password {S}", ""},
	{"chat", "just log in as {U} with password {S}, it's the shared account", ""},
	{"chat", "log into the {D} as {U}, pw is {S}", ""},
	{"chat-de", "Zugang zum {D}: Benutzer {U} / Passwort {S}", ""},
	{"notes-de", "Login: {U}, Kennwort: {S}", ""},
	{"chat-es", "usuario: {U} / contraseña: {S}", ""},
	{"chat-es", "para el {D} entra con {U} y la clave {S}", ""},
	{"chat-it", "utente {U}, password {S} (PC del {D})", ""},
	{"chat-pt", "login {U} senha {S}", ""},
	{"chat-zh", "{D} 账号：{U} 密码：{S}", ""},
	{"chat-ko", "{D} 아이디 {U} / 비번 {S}", ""},
	{"markdown", "| Gerät | Login | Passwort |\n|---|---|---|\n| {D} | {U} | {S} |\n| Drucker | - | - |", "| Drucker | - | - |"},
	{"csv", "device,user,password\n{D},{U},{S}", "device,user,password"},
	{"chat", "{U} // {S}", ""},
	{"chat", "creds ({U} + {S}) were on the sticky note, copying here before it falls off", ""},
	{"chat", "default admin login {U}/{S} still works on the {D}, we should change it", ""},
	{"notes", "Lab meeting {DATE}\n- {D} back online\n- login {U} / {S}\n- order more pipette tips", "- order more pipette tips"},
	{"chat", "ssh {U}@{H} (pw {S})", ""},
	{"chat", "{U} / {S} — that's for the grant portal, not the SSO", ""},
	{"ticket", "Ticket #HPC-{NUM}\nUser reports they cannot access the {D}. Tested with {U} / {S}, works from campus only.", "works from campus only."},
	{"wiki", "== {D} ==\n* IP: {IP}\n* Login: {U} / {S}\n* Software: ZEN 3.4, FIJI", "* Software: ZEN 3.4, FIJI"},
	{"yaml", "account: {U}\npassword: {S}\nupdated: {DATE}", ""},
	{"chat-fr", "identifiant {U} / mot de passe {S}", ""},
	{"chat-ja", "ユーザー名 {U} パスワード {S}", ""},
	{"chat", "credentials: {U}:{S}", ""},
	{"email-pt", "Oi {N},\n\no acesso ao {D} é {U} / {S}.\n\nAbraço", "Abraço"},
	{"chat", "login {U} pass {S}", ""},
	{"json", "{\"device\": \"{D}\", \"user\": \"{U}\", \"password\": \"{S}\"}", ""},
	{"email-it", "Ciao {N},\nper il {D} usa {U} come utente e {S} come password.\nA presto", "A presto"},
	{"chat-ko", "연구실 NAS 계정: {U} / {S}", ""},
	{"chat-zh", "用户名 {U}，密码 {S}，别改", ""},
	{"notes-es", "Acceso {D}\n  usuario → {U}\n  clave → {S}", ""},
	{"chat", "login is {U} and the password is {S} (yes, with the symbols)", ""},
	{"yaml", "- name: {D}\n  credentials: \"{U} / {S}\"", ""},
}

func hagLoginPair(i int) Sample {
	t := hagLoginT[i%len(hagLoginT)]
	pw := hagPw()
	dev := hagDevice()
	dk := strings.ReplaceAll(strings.ToLower(strings.Fields(dev)[0]), "-", "")
	name := hagName()
	text := hagFill(t.text, "S", pw, "U", hagUser(), "D", dev, "DK", dk+"_pc", "IP", hagIP(), "N", name,
		"H", hagHost(), "DATE", hagDate(), "NUM", hagR(digits, 4))
	s := hagS("password-login-pair", t.format, text, pw)
	if t.keep != "" {
		s = hagK(s, hagFill(t.keep, "N", name))
	}
	return s
}

// hagLongToken gives a long token of several kinds for wrapping.
func hagLongToken(i int) (string, string) {
	switch i % 10 {
	case 0:
		return "ghp_" + hagR(alnum, 36), "GitHub token"
	case 1:
		return "github_pat_11" + hagR(upper+digits, 20) + "_" + hagR(alnum, 59), "GitHub token"
	case 2:
		return "sk_live_51" + hagR(alnum, 96), "Stripe key"
	case 3:
		return "hf_" + hagR(upper+lower, 34), "Hugging Face token"
	case 4:
		return "sk-proj-" + hagR(b64url, 48) + "T3BlbkFJ" + hagR(b64url, 48), "OpenAI key"
	case 5:
		return hagR(alnum+"+/", 40), "AWS secret access key"
	case 6:
		return hagJWT(), "JWT"
	case 7:
		return hagR(b64url, 64), "secret key"
	case 8:
		return "sk-ant-api03-" + hagR(b64url, 93) + "AA", "Anthropic key"
	default:
		return hagR(digits, 4) + "~" + hagR(alnum, 64), "Canvas token"
	}
}

var hagSplitT = []struct{ format, text, keep string }{
	{"chat", "{N}: here's the {K}, slack wrapped it\n{A}\n{B}", ""},
	{"chat", "token: {A}\n{B}", ""},
	{"notes", "API key for the cluster job (copied from the portal, wrapped):\n    {A}\n    {B}\n(expires end of semester)", "(expires end of semester)"},
	{"log", "2024-05-02T11:03:55Z DEBUG http: Authorization: Bearer {A}\n{B}\n2024-05-02T11:03:56Z INFO request finished status=200", "2024-05-02T11:03:56Z INFO request finished status=200"},
	{"email", "> the {K} is {A}\n> {B}\n\nthanks, it works now!", "thanks, it works now!"},
	{"shell", "export API_KEY=\"{A}\\\n{B}\"", ""},
	{"email", "Content-Transfer-Encoding: quoted-printable\n\nYour access key: {A}=\n{B}\n\nRegards, Research IT", "Regards, Research IT"},
	{"shell", "$ cat ~/.config/{O}/token\n{A}\n{B}\n$ ls", ""},
	{"chat-de", "Der Schlüssel ist zu lang für eine Zeile:\n{A}\n{B}", ""},
	{"chat-zh", "密钥太长了，分两行发：\n{A}\n{B}", ""},
	{"markdown", "```\nSECRET_KEY={A}\n{B}\n```", ""},
	{"notes-de", "Ihr persönlicher API-Schlüssel:\n{A}\n{B}\nBitte bewahren Sie ihn sicher auf.", "Bitte bewahren Sie ihn sicher auf."},
	{"chat-es", "la clave (va en dos líneas, júntalas):\n{A}\n{B}", ""},
	{"python", "TOKEN = (\"{A}\"\n         \"{B}\")\nclient = Client(TOKEN)", "client = Client(TOKEN)"},
	{"chat-ko", "토큰이 길어서 두 줄로 보냅니다\n{A}\n{B}", ""},
	{"chat-it", "chiave:\n{A}\n{B}\n(tutto su una riga quando la incolli)", "(tutto su una riga quando la incolli)"},
}

func hagSplit(i int) Sample {
	tok, kind := hagLongToken(i)
	lo, hi := len(tok)/3, 2*len(tok)/3
	if lo < 12 {
		lo = 12
	}
	cut := hagN(lo, hi)
	a, b := tok[:cut], tok[cut:]
	t := hagSplitT[i%len(hagSplitT)]
	text := hagFill(t.text, "A", a, "B", b, "K", kind, "N", hagName(), "O", hagOrg())
	s := hagS("secret-split-lines", t.format, text, a, b)
	if t.keep != "" {
		s = hagK(s, t.keep)
	}
	return s
}

func hagSAEmail() (string, string) {
	proj := hagP("thesis", "eeg", "climate", "earth-engine", "survey", "lab") + "-" + hagR(lower+digits, 6)
	sa := hagP("colab-runner", "gee-export", "bq-reader", "firebase-adminsdk-"+hagR(lower+digits, 5), "notebook-sa", "drive-sync")
	return proj, sa + "@" + proj + ".iam.gserviceaccount.com"
}

var hagKeyIDT = []struct{ format, text, keep string }{
	{"chat", "the leaked file had \"private_key_id\": \"{K}\" — I've asked {N} to disable it", ""},
	{"yaml", "gcp:\n  project: {P}\n  private_key_id: {K}\n  client_email: {E}", "project: {P}"},
	{"env", "GCP_PROJECT={P}\nGCP_PRIVATE_KEY_ID={K}\nGCP_CLIENT_EMAIL={E}", "GCP_PROJECT={P}"},
	{"chat-de", "Im Repo lag die credentials.json mit \"private_key_id\": \"{K}\" – bitte sofort widerrufen.", ""},
	{"chat-zh", "服务账号的 \"private_key_id\": \"{K}\" 已经泄露了，请尽快删除", ""},
	{"python", "creds = {\n    \"type\": \"service_account\",\n    \"project_id\": \"{P}\",\n    \"private_key_id\": \"{K}\",\n    \"client_email\": \"{E}\",\n}", ""},
	{"hcl", "output \"sa_key\" {\n  value = {\n    private_key_id = \"{K}\"\n  }\n}", ""},
	{"log", "google.auth: loaded service account {E} (private_key_id={K})", ""},
	{"chat", "key id of the earth-engine SA is {K}, rotating it tonight", ""},
	{"chat", "can you delete key {K} from the {E} service account? it was in the notebook we shared", ""},
	{"chat-es", "el JSON tenía \"private_key_id\": \"{K}\" y la clave privada completa, hay que revocarla", ""},
	{"chat-ko", "서비스 계정 키 ID {K} 를 폐기해 주세요", ""},
	{"python", "info = {'type': 'service_account', 'private_key_id': '{K}', 'client_email': '{E}'}", ""},
	{"ticket", "INC-{NUM}: service-account key exposed in a public GitHub repo\nkey: \"private_key_id\": \"{K}\"\nowner: {E}", "owner: {E}"},
	{"chat-pt", "o arquivo do colab tinha \"private_key_id\": \"{K}\", já pedi pra revogar", ""},
	{"json", "  \"private_key_id\": \"{K}\",\n  \"client_id\": \"1{CID}\",", ""},
	{"shell", "$ jq .private_key_id ~/keys/{P}.json\n\"{K}\"", ""},
	{"shell", "$ gcloud iam service-accounts keys list --iam-account={E}\nKEY_ID                                    CREATED_AT            EXPIRES_AT\n{K}  {DATE}T09:12:44Z  9999-12-31T23:59:59Z", ""},
	{"chat-it", "nella chiave del service account c'è \"private_key_id\": \"{K}\", va disattivata", ""},
	{"notes", "Rotated SA key for {P}.\nOld key id: {K}\nNew key lives in Secret Manager only.", "New key lives in Secret Manager only."},
	{"email-de", "Hallo {N},\n\nder Schlüssel mit der ID {K} des Dienstkontos {E} war im Overleaf-Projekt sichtbar. Bitte löschen.\n\nGruß", ""},
	{"markdown", "| field | value |\n|---|---|\n| type | service_account |\n| private_key_id | `{K}` |", "| type | service_account |"},
}

func hagKeyID(i int) Sample {
	k := hagR(hexs, 40)
	proj, email := hagSAEmail()
	if i >= 27 {
		return hagSAJSON(k, proj, email)
	}
	t := hagKeyIDT[i%len(hagKeyIDT)]
	text := hagFill(t.text, "K", k, "P", proj, "E", email, "N", hagName(), "NUM", hagR(digits, 5),
		"CID", hagR(digits, 20), "DATE", hagDate())
	s := hagS("service-account-key-id", t.format, text, k)
	if t.keep != "" {
		s = hagK(s, hagFill(t.keep, "P", proj, "E", email))
	}
	return s
}

// hagSAJSON is a whole service-account key file.
func hagSAJSON(k, proj, email string) Sample {
	body := hagPEMBody("MIIEvQIBADANBgkqhkiG9w0BAQEFAASC", 26, 64, "\\n")
	text := "{\n  \"type\": \"service_account\",\n  \"project_id\": \"" + proj + "\",\n  \"private_key_id\": \"" + k +
		"\",\n  \"private_key\": \"-----BEGIN PRIVATE KEY-----\\n" + body + "\\n-----END PRIVATE KEY-----\\n\",\n  \"client_email\": \"" +
		email + "\",\n  \"client_id\": \"1" + hagR(digits, 20) + "\",\n  \"auth_uri\": \"https://accounts.google.com/o/oauth2/auth\",\n  \"token_uri\": \"https://oauth2.googleapis.com/token\"\n}"
	return hagK(hagS("service-account-key-id", "json", text, k, body), "\"token_uri\": \"https://oauth2.googleapis.com/token\"")
}
