package main

// heldout_ap_shapes.go: the four shapes the brief asks for in many variants: Discord bot
// tokens, login pairs in prose, secrets wrapped over two lines, and service-account key ids.

import (
	"encoding/base64"
	"fmt"
	"strings"
)

func hapDiscordToken() string {
	id := fmt.Sprint(hapN(1, 9)) + hapR(hapDig, hapN(16, 18))
	tail := hapR(hapB64u, 27+11*rng.IntN(2))
	return base64.RawStdEncoding.EncodeToString([]byte(id)) + "." + hapR(hapB64u, 6) + "." + tail
}

func hapDiscord(n int) []Sample {
	var out []Sample
	purposes := []string{"on-call paging bot", "lab critical-value alert bot", "pharmacy shift-swap bot",
		"bed-board bot", "sepsis alert relay", "IT helpdesk bot", "study coordinator reminders bot"}
	for i := 0; i < n; i++ {
		t := hapDiscordToken()
		p := hapPL(purposes)
		var s Sample
		switch i % 15 {
		case 0:
			s = hapSec("discord-token", "chat", fmt.Sprintf("token for the %s is %s — don't share it outside the channel", p, t), t)
		case 1:
			line := fmt.Sprintf("GUILD_ID=%s", hapR(hapDig, 18))
			s = hapKeep(hapSec("discord-token", "env", fmt.Sprintf("# %s\nDISCORD_TOKEN=%s\n%s\nLOG_LEVEL=info\n", p, t, line), t), line)
		case 2:
			s = hapSec("discord-token", "json", fmt.Sprintf("{\n  \"prefix\": \"!\",\n  \"token\": \"%s\",\n  \"alertChannel\": \"%s\"\n}", t, hapR(hapDig, 18)), t)
		case 3:
			s = hapSec("discord-token", "python", fmt.Sprintf("import discord\n\nclient = discord.Client(intents=discord.Intents.default())\n# TODO move to env\nclient.run('%s')\n", t), t)
		case 4:
			s = hapSec("discord-token", "javascript", fmt.Sprintf("const { Client, GatewayIntentBits } = require('discord.js');\nconst client = new Client({ intents: [GatewayIntentBits.Guilds] });\nclient.login(\"%s\");", t), t)
		case 5:
			s = hapSec("discord-token", "go", fmt.Sprintf("dg, err := discordgo.New(\"Bot %s\")\nif err != nil {\n\tlog.Fatal(err)\n}", t), t)
		case 6:
			s = hapSec("discord-token", "yaml", fmt.Sprintf("bot:\n  name: %s\n  token: %s\n  channels:\n    - lab-alerts\n    - pharmacy\n", strings.ReplaceAll(p, " ", "-"), t), t)
		case 7:
			s = hapSec("discord-token", "notes", fmt.Sprintf("Meeting notes %d/%d\n- %s reconnected after the outage\n- bot token (regenerated): %s\n- next: move to Teams?", hapN(1, 12), hapN(1, 28), p, t), t)
		case 8:
			s = hapSec("discord-token", "log", fmt.Sprintf("[%02d:%02d:%02d] WARN gateway: session invalidated, retrying with token=%s\n[%02d:%02d:%02d] INFO gateway: READY", hapN(0, 23), hapN(0, 59), hapN(0, 59), t, hapN(0, 23), hapN(0, 59), hapN(0, 59)), t)
		case 9:
			s = hapSec("discord-token", "chat-de", fmt.Sprintf("Hier der Bot-Token für den %s: %s (bitte nicht ins Wiki kopieren)", p, t), t)
		case 10:
			s = hapSec("discord-token", "chat-es", fmt.Sprintf("el token del bot es \"%s\", lo cambié ayer", t), t)
		case 11:
			s = hapSec("discord-token", "docker-compose", fmt.Sprintf("services:\n  alertbot:\n    image: ghcr.io/%s/alertbot:1.%d\n    environment:\n      - BOT_TOKEN=%s\n      - TZ=Europe/Berlin", hapP("riverbend", "mercyvale", "northgate"), hapN(0, 9), t), t)
		case 12:
			s = hapSec("discord-token", "ticket", fmt.Sprintf("INC%07d — %s stopped posting.\nRoot cause: token was reset by the vendor. New token: %s\nResolved by %s.", hapN(100000, 9999999), p, t, hapPL(hapNames)), t)
		case 13:
			s = hapSec("discord-token", "toml", fmt.Sprintf("[discord]\ntoken = \"%s\"\nowner_id = %s\n", t, hapR(hapDig, 18)), t)
		default:
			s = hapSec("discord-token", "shell", fmt.Sprintf("$ export DISCORD_BOT_TOKEN='%s'\n$ python3 bot.py\nLogged in as %s#%04d", t, strings.ReplaceAll(p, " ", ""), hapN(1, 9999)), t)
		}
		out = append(out, s)
	}
	return out
}

func hapLoginPairs(n int) []Sample {
	var out []Sample
	devices := []string{"router", "PACS workstation", "lab analyzer PC", "Pyxis station", "ultrasound cart",
		"infusion pump server", "Mirth admin console", "Orthanc web UI", "OpenEMR test site", "NAS in the lab",
		"badge printer", "fetal monitor gateway", "switch in IDF 3", "ECG management box", "vendor VPN appliance"}
	for i := 0; i < n; i++ {
		u := hapPL(hapUsers)
		pw := hapPW()
		d := hapPL(devices)
		h := hapPL(hapHosts)
		var s Sample
		switch i % 24 {
		case 0:
			s = hapSec("login-pair", "chat", fmt.Sprintf("%s login %s / %s", d, u, pw), pw)
		case 1:
			s = hapSec("login-pair", "chat", fmt.Sprintf("fyi the login is %s / %s for %s", u, pw, h), pw)
		case 2:
			first := fmt.Sprintf("  host: %s", h)
			s = hapKeep(hapSec("login-pair", "yaml", fmt.Sprintf("%s:\n%s\n  login: %s / %s\n  notes: vendor support line ext %d\n", strings.ReplaceAll(d, " ", "_"), first, u, pw, hapN(1000, 9999)), pw), first)
		case 3:
			s = hapSec("login-pair", "notes", fmt.Sprintf("%s\nuser: %s\npass: %s\n", d, u, pw), pw)
		case 4:
			p := hapURLPW()
			s = hapSec("login-pair", "chat", fmt.Sprintf("use %s:%s on %s, it's the read-only account", u, p, h), p)
		case 5:
			s = hapSec("login-pair", "chat", fmt.Sprintf("creds — %s / %s (temp, it forces a change on first login)", u, pw), pw)
		case 6:
			s = hapSec("login-pair", "markdown", fmt.Sprintf("| System | Username | Password |\n|---|---|---|\n| %s | %s | %s |\n| Wiki | (SSO) | — |", d, u, pw), pw)
		case 7:
			s = hapSec("login-pair", "csv", fmt.Sprintf("system,host,user,password\n%s,%s,%s,%s\n", d, h, u, pw), pw)
		case 8:
			s = hapSec("login-pair", "chat", fmt.Sprintf("log in as %s with %s and then go to Tools > Interfaces", u, pw), pw)
		case 9:
			s = hapSec("login-pair", "notes", fmt.Sprintf("%s — login: %s  pwd: %s", d, u, pw), pw)
		case 10:
			s = hapSec("login-pair", "sticky-note", fmt.Sprintf("U: %s\nP: %s", u, pw), pw)
		case 11:
			s = hapSec("login-pair", "email", fmt.Sprintf("Hello,\n\nYour account for the %s has been created.\nUsername: %s\nTemporary password: %s\n\nRegards,\n%s IT Service Desk", hapPL(hapSystems), u, pw, hapPL(hapHospitals)), pw)
		case 12:
			s = hapSec("login-pair", "chat", fmt.Sprintf("%s (pw %s) is the one the vendor uses for remote sessions", u, pw), pw)
		case 13:
			s = hapSec("login-pair", "chat-de", fmt.Sprintf("Zugang zum %s: Benutzer %s, Passwort %s", d, u, pw), pw)
		case 14:
			s = hapSec("login-pair", "chat-fr", fmt.Sprintf("identifiant : %s / mot de passe : %s (poste %s)", u, pw, h), pw)
		case 15:
			s = hapSec("login-pair", "chat-es", fmt.Sprintf("usuario %s contraseña %s para el %s", u, pw, d), pw)
		case 16:
			s = hapSec("login-pair", "chat-pt", fmt.Sprintf("o acesso do %s é usuário: %s senha: %s", d, u, pw), pw)
		case 17:
			s = hapSec("login-pair", "chat-ja", fmt.Sprintf("%sのログイン：ユーザー名 %s パスワード %s", h, u, pw), pw)
		case 18:
			s = hapSec("login-pair", "chat-ru", fmt.Sprintf("логин %s пароль %s — это от %s", u, pw, h), pw)
		case 19:
			s = hapSec("login-pair", "chat-zh", fmt.Sprintf("服务器 %s 的账号：%s，密码：%s", h, u, pw), pw)
		case 20:
			s = hapSec("login-pair", "runbook", fmt.Sprintf("## Restarting the %s\n1. RDP to %s\n2. Sign in with `%s` / `%s`\n3. Restart the service and check the queue", d, h, u, pw), pw)
		case 21:
			s = hapSec("login-pair", "chat", fmt.Sprintf("the %s is still on default-ish creds: %s/%s. ticket to biomed?", d, u, pw), pw)
		case 22:
			s = hapSec("login-pair", "chat-ko", fmt.Sprintf("%s 계정: 아이디 %s 비밀번호 %s", d, u, pw), pw)
		default:
			s = hapSec("login-pair", "chat", fmt.Sprintf("%s\n%s\n%s\n^ that's the %s, username then password", h, u, pw, d), pw)
		}
		out = append(out, s)
	}
	return out
}

// hapSplitToken returns a long token of some real-world shape.
func hapSplitToken() (string, string) {
	switch rng.IntN(9) {
	case 0:
		return "ghp_" + hapR(hapAlnum, 36), "GitHub token"
	case 1:
		return "sk_live_" + hapR(hapAlnum, 99), "Stripe secret key"
	case 2:
		return "xoxb-" + hapR(hapDig, 12) + "-" + hapR(hapDig, 13) + "-" + hapR(hapAlnum, 24), "Slack bot token"
	case 3:
		return hapR(hapB64, 40), "AWS secret access key"
	case 4:
		return hapR(hapB64, 86) + "==", "storage account key"
	case 5:
		return "glpat-" + hapR(hapB64u, 20), "GitLab token"
	case 6:
		return hapR(hapB64u, 64), "FHIR client secret"
	case 7:
		return "sk-ant-api03-" + hapR(hapB64u, 93) + "AA", "Anthropic key"
	default:
		return "hvs." + hapR(hapB64u, 90), "Vault token"
	}
}

func hapSplitKeys(n int) []Sample {
	var out []Sample
	for i := 0; i < n; i++ {
		tok, kind := hapSplitToken()
		cut := len(tok) * hapN(40, 65) / 100
		if len(tok)-cut < 12 {
			cut = len(tok) - 12
		}
		a, b := tok[:cut], tok[cut:]
		var s Sample
		switch i % 10 {
		case 0:
			s = hapSec("split-secret", "chat", fmt.Sprintf("%s for the interface engine (Teams wrapped it, join the two lines):\n%s\n%s", kind, a, b), a, b)
		case 1:
			intro := fmt.Sprintf("Interface: %s", hapP("ADT feed", "ORU results", "SIU scheduling", "RDE pharmacy orders"))
			s = hapKeep(hapSec("split-secret", "notes", fmt.Sprintf("%s\n%s:\n    %s\n    %s\nowner: %s", intro, kind, a, b, hapPL(hapNames)), a, b), intro)
		case 2:
			ts := fmt.Sprintf("2024-%02d-%02dT%02d:%02d:11Z", hapN(1, 12), hapN(1, 28), hapN(0, 23), hapN(0, 59))
			s = hapSec("split-secret", "log", fmt.Sprintf("%s DEBUG outbound headers: Authorization: Bearer %s\n%s HTTP/1.1 200 OK (%d ms)", ts, a, b, hapN(20, 900)), a, b)
		case 3:
			s = hapSec("split-secret", "email", fmt.Sprintf("On Tue, %s wrote:\n> new %s below\n> %s\n> %s\n\nThanks, deployed.", hapPL(hapNames), kind, a, b), a, b)
		case 4:
			s = hapSec("split-secret", "shell", fmt.Sprintf("export API_SECRET=\"%s\\\n%s\"\n./sync_results.sh --site %s", a, b, hapP("north", "south", "main")), a, b)
		case 5:
			s = hapSec("split-secret", "yaml", fmt.Sprintf("fhir:\n  base_url: https://%s/r4\n  client_secret: >-\n    %s\n    %s\n", hapPL(hapHosts), a, b), a, b)
		case 6:
			s = hapSec("split-secret", "chat", fmt.Sprintf("key part 1: %s\nkey part 2: %s\n(sent in two pieces on purpose)", a, b), a, b)
		case 7:
			s = hapSec("split-secret", "notes-de", fmt.Sprintf("Schlüssel (%s), über zwei Zeilen:\n%s\n%s\nGültig bis Ende Quartal.", kind, a, b), a, b)
		case 8:
			line := fmt.Sprintf("Validation run %d passed.", hapN(10, 400))
			s = hapKeep(hapSec("split-secret", "ticket", fmt.Sprintf("%s\nUpdated the %s in the channel config:\n%s\n%s\n", line, kind, a, b), a, b), line)
		default:
			s = hapSec("split-secret", "log", fmt.Sprintf("[mirth] channel %q deployed with credential %s\n         %s", hapP("LAB_ORU_OUT", "ADT_IN", "RX_RDE"), a, b), a, b)
		}
		out = append(out, s)
	}
	return out
}

func hapKeyIDs(n int) []Sample {
	var out []Sample
	for i := 0; i < n; i++ {
		kid := hapR(hapHex, 40)
		proj := hapP("riverbend-fhir", "mv-lab-exports", "northgate-edc", "pharm-analytics-prod", "rad-ai-pilot") + "-" + fmt.Sprint(hapN(100000, 999999))
		sa := hapP("fhir-export", "hl7-bridge", "dicom-uploader", "redcap-sync", "bq-loader") + "@" + proj + ".iam.gserviceaccount.com"
		var s Sample
		switch i % 14 {
		case 0:
			s = hapSec("key-id", "chat", fmt.Sprintf("the json they sent has \"private_key_id\": \"%s\" — is that the one we revoked?", kid), kid)
		case 1:
			s = hapSec("key-id", "json", fmt.Sprintf("{\n  \"type\": \"service_account\",\n  \"project_id\": \"%s\",\n  \"private_key_id\": \"%s\",\n  \"client_email\": \"%s\"\n}", proj, kid, sa), kid)
		case 2:
			s = hapSec("key-id", "notes", fmt.Sprintf("Rotated SA key for %s. old private_key_id %s, new one is in the vault.", sa, kid), kid)
		case 3:
			s = hapSec("key-id", "ticket", fmt.Sprintf("HIPAA audit finding #%d: a key file (private_key_id=%s) was committed to the imaging repo. Key disabled.", hapN(10, 300), kid), kid)
		case 4:
			s = hapSec("key-id", "terraform", fmt.Sprintf("# imported by hand\nlocals {\n  sa_private_key_id = \"%s\"\n}", kid), kid)
		case 5:
			s = hapSec("key-id", "chat", fmt.Sprintf("key id %s for %s, can you check if it's still active?", kid, sa), kid)
		case 6:
			s = hapSec("key-id", "python", fmt.Sprintf("creds_info = {\n    \"type\": \"service_account\",\n    \"private_key_id\": '%s',\n    \"client_email\": '%s',\n}", kid, sa), kid)
		case 7:
			s = hapSec("key-id", "chat-fr", fmt.Sprintf("la clé du compte de service (\"private_key_id\": \"%s\") traîne dans le ticket, il faut la révoquer", kid), kid)
		case 8:
			s = hapSec("key-id", "log", fmt.Sprintf("google.auth.exceptions.RefreshError: ('invalid_grant: Invalid JWT Signature.', {'error': 'invalid_grant', 'key_id': '%s'})", kid), kid)
		case 9:
			s = hapSec("key-id", "env", fmt.Sprintf("GCP_PROJECT=%s\nGCP_PRIVATE_KEY_ID=%s\nGCP_CLIENT_EMAIL=%s\n", proj, kid, sa), kid)
		case 10:
			s = hapSec("key-id", "yaml", fmt.Sprintf("firebase:\n  project_id: %s\n  private_key_id: \"%s\"\n  client_email: %s\n", proj, kid, sa), kid)
		case 11:
			s = hapSec("key-id", "chat-de", fmt.Sprintf("Im Anhang steht \"private_key_id\":\"%s\" – bitte sofort sperren.", kid), kid)
		case 12:
			s = hapSec("key-id", "email", fmt.Sprintf("Hi team,\n\nthe telehealth vendor asked for our key. Please do NOT send them private_key_id %s or the key file itself.\n\n%s", kid, hapPL(hapNames)), kid)
		default:
			s = hapSec("key-id", "markdown", fmt.Sprintf("| SA | privateKeyId | created |\n|---|---|---|\n| %s | %s | 2024-%02d-%02d |", sa, kid, hapN(1, 12), hapN(1, 28)), kid)
		}
		out = append(out, s)
	}
	return out
}
