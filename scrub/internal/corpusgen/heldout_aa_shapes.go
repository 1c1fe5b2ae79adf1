package main

// heldout_aa_shapes.go: the four shapes asked for by name — Discord bot tokens, login pairs
// written in prose, a key wrapped over two lines, and service-account key ids quoted in prose.

import (
	"fmt"
	"strings"
)

func haaDiscord() []Sample {
	c := "discord-bot-token"
	tpls := []func() Sample{
		func() Sample {
			t := haaDiscordToken()
			return haaSec(c, "chat", fmt.Sprintf("%s: refill-reminder bot for the pharmacy server is back up, token is %s — please don't paste it in #general", haaName(), t), []string{t})
		},
		func() Sample {
			t := haaDiscordToken()
			keep := "LOG_LEVEL=" + haaP("info", "debug", "warn")
			return haaSec(c, "env", fmt.Sprintf("# notifier for critical lab values (%s)\nDISCORD_BOT_TOKEN=%s\nDISCORD_ALERT_CHANNEL=%s\n%s\n", haaOrg(), t, haaSnow(), keep), []string{t}, keep)
		},
		func() Sample {
			t := haaDiscordToken()
			return haaSec(c, "json", fmt.Sprintf("{\n  \"token\": \"%s\",\n  \"prefix\": \"%s\",\n  \"guildId\": \"%s\",\n  \"queue\": \"claims-escalations\"\n}", t, haaP("!", "?", "$"), haaSnow()), []string{t})
		},
		func() Sample {
			t := haaDiscordToken()
			keep := "  status: \"watching the on-call queue\""
			return haaSec(c, "yaml", fmt.Sprintf("discord:\n  token: %s\n%s\n  intents: [guilds, guild_messages]", haaP(t, "\""+t+"\"", "'"+t+"'"), keep), []string{t}, keep)
		},
		func() Sample {
			t := haaDiscordToken()
			return haaSec(c, "python", fmt.Sprintf("import discord\n\nclient = discord.Client(intents=discord.Intents.default())\n\n@client.event\nasync def on_ready():\n    print(f\"logged in as {client.user}\")\n\nclient.run(%q)\n", t), []string{t})
		},
		func() Sample {
			t := haaDiscordToken()
			return haaSec(c, "javascript", fmt.Sprintf("const { Client, GatewayIntentBits } = require('discord.js');\nconst client = new Client({ intents: [GatewayIntentBits.Guilds] });\nclient.once('ready', () => console.log('triage bot ready'));\nclient.login('%s');", t), []string{t})
		},
		func() Sample {
			t := haaDiscordToken()
			return haaSec(c, "go", fmt.Sprintf("dg, err := discordgo.New(\"Bot %s\")\nif err != nil {\n\tlog.Fatalf(\"discord session: %%v\", err)\n}", t), []string{t})
		},
		func() Sample {
			t := haaDiscordToken()
			return haaSec(c, "log", fmt.Sprintf("%s DEBUG gateway: IDENTIFY payload={\"token\":\"%s\",\"intents\":513,\"shard\":[0,1]}\n%s INFO gateway: READY session established", haaTS(), t, haaTS()), []string{t})
		},
		func() Sample {
			t := haaDiscordToken()
			return haaSec(c, "ticket", fmt.Sprintf("%s — Discord bot token exposed\nThe appointment-reminder bot's token (%s) was committed to a public gist by a contractor. Reset it in the Developer Portal and update the vault entry.\nPriority: P2", haaTicket(), t), []string{t})
		},
		func() Sample {
			t := haaDiscordToken()
			return haaSec(c, "prose-de", fmt.Sprintf("Hallo %s, der Bot-Token für den Praxis-Server lautet %s. Bitte nicht weitergeben, ich rotiere ihn nach dem Go-live.", haaName(), t), []string{t})
		},
		func() Sample {
			t := haaDiscordToken()
			return haaSec(c, "shell", fmt.Sprintf("$ curl -s -H \"Authorization: Bot %s\" https://discord.com/api/v10/users/@me | jq .username\n\"claims-helper\"", t), []string{t})
		},
		func() Sample {
			t := haaDiscordToken()
			return haaSec(c, "compose", fmt.Sprintf("services:\n  notifier:\n    image: ghcr.io/meridianlab/notifier:1.4.2\n    environment:\n      - DISCORD_TOKEN=%s\n      - TZ=Europe/Berlin", t), []string{t})
		},
		func() Sample {
			t := haaDiscordToken()
			return haaSec(c, "toml", fmt.Sprintf("[discord]\ntoken = \"%s\"\nchannel = \"lab-critical\"\n\n[schedule]\ncron = \"*/5 * * * *\"", t), []string{t})
		},
		func() Sample {
			t := haaDiscordToken()
			return haaSec(c, "notes", fmt.Sprintf("Meeting notes %s — IT weekly\n- printers on 3rd floor replaced\n- Discord bot for shift swaps: %s (move to Key Vault!)\n- next audit window: week %d", haaDate(), t, haaN(10, 50)), []string{t}, "- printers on 3rd floor replaced")
		},
		func() Sample {
			t := haaDiscordToken()
			return haaSec(c, "csharp", fmt.Sprintf("await _client.LoginAsync(TokenType.Bot, \"%s\");\nawait _client.StartAsync();", t), []string{t})
		},
		func() Sample {
			t := haaDiscordToken()
			return haaSec(c, "prose-es", fmt.Sprintf("%s, te paso el token del bot de Discord de la clínica: %s\ncuando puedas lo cambiamos por uno nuevo.", haaName(), t), []string{t})
		},
		func() Sample {
			t := haaDiscordToken()
			return haaSec(c, "rust", fmt.Sprintf("let token = \"%s\";\nlet mut client = Client::builder(token, GatewayIntents::GUILD_MESSAGES)\n    .event_handler(Handler)\n    .await?;", t), []string{t})
		},
		func() Sample {
			t := haaDiscordToken()
			return haaSec(c, "chat", fmt.Sprintf("[%s] %s: bot token? \n[%s] %s: %s", haaTime(), haaName(), haaTime(), haaName(), t), []string{t})
		},
	}
	return haaCycle(30, tpls)
}

// ---- login pairs ----

var haaDevices = []string{"router", "firewall", "label printer", "fax gateway", "badge system", "PACS workstation",
	"chemistry analyzer", "NAS", "UPS management card", "camera NVR", "core switch", "check scanner",
	"Fortigate", "Wi-Fi controller", "dictation server", "kiosk in the lobby", "blood bank fridge monitor"}

func haaLoginPairs() []Sample {
	c := "login-pair"
	sep := func() string { return haaP(" / ", "/", " / ", " : ", " | ", " // ") }
	tpls := []func() Sample{
		func() Sample {
			pw := haaPw()
			return haaSec(c, "chat", fmt.Sprintf("%s: %s login %s%s%s", haaName(), haaAny(haaDevices), haaP("admin", "root", "Admin"), sep(), pw), []string{pw})
		},
		func() Sample {
			pw := haaPw()
			return haaSec(c, "chat", fmt.Sprintf("router login admin / %s", pw), []string{pw})
		},
		func() Sample {
			pw := haaPw()
			keep := fmt.Sprintf("  ip: %s", haaIP4())
			return haaSec(c, "yaml", fmt.Sprintf("- name: %s\n%s\n  notes: login is admin / %s\n  location: server closet B2", haaAny(haaDevices), keep, pw), []string{pw}, keep)
		},
		func() Sample {
			pw := haaPw()
			return haaSec(c, "yaml", fmt.Sprintf("device:\n  model: %s\n  login: %s / \"%s\"\n", haaP("RT-AX58U", "FG-60F", "ZD420", "DS920+"), haaUser(), pw), []string{pw})
		},
		func() Sample {
			pw, u := haaPw(), haaUser()
			return haaSec(c, "chat", fmt.Sprintf("the login is %s / %s, it's the same on the backup box", u, pw), []string{pw})
		},
		func() Sample {
			pw, u := haaPw(), haaUser()
			return haaSec(c, "notes", fmt.Sprintf("%s — vendor remote session\nusername: %s\npassword: %s\nVPN profile: %s", haaOrg(), u, pw, haaP("ClinicSite", "BO-Ops", "Claims-RO")), []string{pw})
		},
		func() Sample {
			pw, u := haaPw(), haaUser()
			return haaSec(c, "chat", fmt.Sprintf("creds for the %s: %s:%s", haaAny(haaDevices), u, pw), []string{pw})
		},
		func() Sample {
			pw, u := haaPw(), haaUser()
			return haaSec(c, "chat", fmt.Sprintf("u: %s  p: %s", u, pw), []string{pw})
		},
		func() Sample {
			pw, u := haaPw(), haaUser()
			return haaSec(c, "prose", fmt.Sprintf("Log in as %s with %s, then go to Admin > Interfaces and restart the HL7 listener.", u, pw), []string{pw})
		},
		func() Sample {
			pw := haaURLPw()
			return haaSec(c, "shell", fmt.Sprintf("ssh admin:%s@%s   # the old switch only takes this form", pw, haaIP4()), []string{pw})
		},
		func() Sample {
			pw, u := haaPw(), haaUser()
			return haaSec(c, "prose-de", fmt.Sprintf("Zugang zum %s: Benutzer %s, Kennwort %s", haaP("Laborgerät", "Faxserver", "Praxisrouter"), u, pw), []string{pw})
		},
		func() Sample {
			pw, u := haaPw(), haaUser()
			return haaSec(c, "prose-es", fmt.Sprintf("Para el escáner de cheques: usuario %s y contraseña %s", u, pw), []string{pw})
		},
		func() Sample {
			pw, u := haaPw(), haaUser()
			return haaSec(c, "prose-fr", fmt.Sprintf("Identifiant : %s / mot de passe : %s (ne pas partager hors du service)", u, pw), []string{pw})
		},
		func() Sample {
			pw, u := haaPw(), haaUser()
			return haaSec(c, "prose-ja", fmt.Sprintf("電子カルテの検証環境\nユーザー名: %s\nパスワード: %s\n本番では使わないでください。", u, pw), []string{pw}, "本番では使わないでください。")
		},
		func() Sample {
			pw, u := haaPw(), haaUser()
			return haaSec(c, "prose-pl", fmt.Sprintf("login: %s, hasło: %s — do drukarki etykiet w laboratorium", u, pw), []string{pw})
		},
		func() Sample {
			pw, u := haaPw(), haaUser()
			return haaSec(c, "prose-nl", fmt.Sprintf("Gebruikersnaam %s, wachtwoord %s. Graag na de eerste keer wijzigen.", u, pw), []string{pw})
		},
		func() Sample {
			pw, u := haaPw(), haaUser()
			return haaSec(c, "prose-ru", fmt.Sprintf("логин %s / пароль %s — для панели ИБП в серверной", u, pw), []string{pw})
		},
		func() Sample {
			pw, u := haaPw(), haaUser()
			return haaSec(c, "prose-zh", fmt.Sprintf("收费系统测试账号 %s 密码 %s，请勿外传。", u, pw), []string{pw})
		},
		func() Sample {
			pw, u := haaPw(), haaUser()
			return haaSec(c, "prose-pt", fmt.Sprintf("usuário: %s | senha: %s (portal da operadora)", u, pw), []string{pw})
		},
		func() Sample {
			pw, pw2 := haaPw(), haaPw()
			keep := "| Device | IP | Login |"
			return haaSec(c, "markdown", fmt.Sprintf("%s\n|---|---|---|\n| Fax gateway | %s | admin / %s |\n| Badge server | %s | secadmin / %s |", keep, haaIP4(), pw, haaIP4(), pw2), []string{pw, pw2}, keep)
		},
		func() Sample {
			pw := haaPw()
			return haaSec(c, "chat", fmt.Sprintf("the PACS viewer (radiology/%s) keeps kicking people out after 5 min", pw), []string{pw})
		},
		func() Sample {
			pw, u := haaPw(), haaUser()
			keep := "Please change it at first login."
			return haaSec(c, "email", fmt.Sprintf("Subject: Your %s vendor portal account\n\nHello,\n\nUsername: %s\nTemporary password: %s\n\n%s\n\nRegards,\nVendor Onboarding", haaOrg(), u, pw, keep), []string{pw}, keep)
		},
		func() Sample {
			pw, u := haaPw(), haaUser()
			return haaSec(c, "ticket", fmt.Sprintf("%s: new starter at front desk, gave her %s + %s for the check-in kiosk", haaTicket(), u, pw), []string{pw})
		},
		func() Sample {
			pw, u := haaPw(), haaUser()
			return haaSec(c, "chat", fmt.Sprintf("User/PW: %s/%s", u, pw), []string{pw})
		},
		func() Sample {
			pw := haaPw()
			return haaSec(c, "prose-it", fmt.Sprintf("utente admin, password %s — vale per tutti i lettori di badge del piano terra", pw), []string{pw})
		},
		func() Sample {
			pw, u := haaPw(), haaUser()
			return haaSec(c, "prose-tr", fmt.Sprintf("Kullanıcı adı: %s  Şifre: %s", u, pw), []string{pw})
		},
	}
	return haaCycle(34, tpls)
}

// ---- keys wrapped over two lines ----

func haaSplitKeys() []Sample {
	c := "split-key"
	toks := []func() (string, string){
		func() (string, string) { return haaAWSSecret(), "AWS secret key" },
		func() (string, string) {
			return "github_pat_" + haaR(alnum, 22) + "_" + haaR(alnum, 59), "GitHub token"
		},
		func() (string, string) { return "sk_live_" + haaR(alnum, 99), "Stripe key" },
		func() (string, string) { return haaSendGrid(), "SendGrid key" },
		func() (string, string) { return haaAzureKey(), "storage account key" },
		func() (string, string) {
			return "xoxb-" + haaR(digits, 12) + "-" + haaR(digits, 13) + "-" + haaR(alnum, 24), "Slack bot token"
		},
		func() (string, string) { return haaHex(64), "HMAC secret" },
		func() (string, string) { return "sk-proj-" + haaR(b64url, 120), "OpenAI key" },
		func() (string, string) { return haaR(alnum, 48), "clearing house API key" },
		func() (string, string) { return haaJWT(), "FHIR access token" },
	}
	gen := func() (string, string, string) {
		t, what := haaAny(toks)()
		a, b := haaSplit(t)
		return a, b, what
	}
	tpls := []func() Sample{
		func() Sample {
			a, b, what := gen()
			n := haaName()
			return haaSec(c, "chat", fmt.Sprintf("%s: here's the %s, Teams broke it in two:\n%s\n%s", n, what, a, b), []string{a, b})
		},
		func() Sample {
			a, b, what := gen()
			return haaSec(c, "chat", fmt.Sprintf("[%s] %s: %s\n[%s] %s: %s\n[%s] %s: ^ that's one %s, the second line is the rest", haaTime(), "ops", a, haaTime(), "ops", b, haaTime(), "ops", what), []string{a, b})
		},
		func() Sample {
			a, b, what := gen()
			keep := "Owner: payments team"
			return haaSec(c, "notes", fmt.Sprintf("%s (copied from the PDF, wrapped):\n    %s\n    %s\n%s", what, a, b, keep), []string{a, b}, keep)
		},
		func() Sample {
			a, b, _ := gen()
			return haaSec(c, "log", fmt.Sprintf("%s DEBUG outbound request headers: Authorization=Bearer %s\n%s\n%s DEBUG response 200 in %dms", haaTS(), a, b, haaTS(), haaN(40, 900)), []string{a, b})
		},
		func() Sample {
			a, b, what := gen()
			return haaSec(c, "email-qp", fmt.Sprintf("Content-Transfer-Encoding: quoted-printable\n\nHi, the %s for the sandbox is %s=\n%s\nThanks,", what, a, b), []string{a, b})
		},
		func() Sample {
			a, b, _ := gen()
			return haaSec(c, "shell", fmt.Sprintf("$ export API_SECRET=\"%s\\\n%s\"\n$ ./sync-claims.sh --dry-run", a, b), []string{a, b})
		},
		func() Sample {
			a, b, _ := gen()
			return haaSec(c, "yaml", fmt.Sprintf("gateway:\n  url: https://%s/api\n  secret: >-\n    %s\n    %s\n  timeout: 30s", haaHost(), a, b), []string{a, b}, "  timeout: 30s")
		},
		func() Sample {
			a, b, what := gen()
			return haaSec(c, "ticket", fmt.Sprintf("%s\nReporter pasted the %s into the ticket body:\n> %s\n> %s\nAction: revoke and reissue, then scrub the ticket.", haaTicket(), what, a, b), []string{a, b})
		},
		func() Sample {
			a, b, what := gen()
			return haaSec(c, "prose-de", fmt.Sprintf("Der %s war im Handbuch umgebrochen:\n%s\n%s\nBitte zusammenfügen, ohne Leerzeichen.", what, a, b), []string{a, b})
		},
		func() Sample {
			a, b, _ := gen()
			return haaSec(c, "notes", fmt.Sprintf("key = %s\n      %s", a, b), []string{a, b})
		},
		func() Sample {
			a, b, what := gen()
			return haaSec(c, "chat", fmt.Sprintf("%s pt 1: %s\npt 2: %s", what, a, b), []string{a, b})
		},
	}
	return haaCycle(30, tpls)
}

// ---- service-account key ids ----

func haaProject() string {
	return haaP("clinic-ehr", "meridian-lis", "harborline-claims", "nb-payments", "kessler-edisc", "county-permits") + "-" + fmt.Sprint(haaN(100000, 999999))
}

func haaSA() string {
	return haaP("fhir-sync", "lab-export", "claims-etl", "sepa-batch", "edisc-loader", "firebase-adminsdk-"+haaR(lower+digits, 5)) + "@" + haaProject() + ".iam.gserviceaccount.com"
}

func haaKeyIDs() []Sample {
	c := "sa-key-id"
	tpls := []func() Sample{
		func() Sample {
			k := haaHex(40)
			return haaSec(c, "prose", fmt.Sprintf("The leaked file had \"private_key_id\": \"%s\" — that's the %s account, disable the key in IAM first.", k, haaP("lab-export", "claims-etl", "fhir-sync")), []string{k})
		},
		func() Sample {
			k := haaHex(40)
			return haaSec(c, "chat", fmt.Sprintf("%s: can you revoke key id %s? it belongs to %s", haaName(), k, haaSA()), []string{k})
		},
		func() Sample {
			k := haaHex(40)
			return haaSec(c, "audit", fmt.Sprintf("Finding AF-%d-%02d (medium): service account key older than 90 days.\nEvidence: \"private_key_id\": \"%s\", created %s.\nRemediation: rotate and enforce iam.serviceAccountKeyExpiryHours.", haaN(2023, 2025), haaN(1, 40), k, haaDate()), []string{k}, "Remediation: rotate and enforce iam.serviceAccountKeyExpiryHours.")
		},
		func() Sample {
			k := haaHex(40)
			keep := "  \"type\": \"service_account\","
			return haaSec(c, "json", fmt.Sprintf("{\n%s\n  \"project_id\": \"%s\",\n  \"private_key_id\": \"%s\",\n  \"client_email\": \"%s\"\n}", keep, haaProject(), k, haaSA()), []string{k}, keep)
		},
		func() Sample {
			k := haaHex(40)
			_, body := haaPEM()
			esc := strings.ReplaceAll(body, "\n", "\\n")
			return haaSec(c, "json", fmt.Sprintf("{\"type\": \"service_account\", \"project_id\": \"%s\", \"private_key_id\": \"%s\", \"private_key\": \"-----BEGIN PRIVATE KEY-----\\n%s\\n-----END PRIVATE KEY-----\\n\", \"client_email\": \"%s\"}", haaProject(), k, esc, haaSA()), []string{k, esc})
		},
		func() Sample {
			k := haaHex(40)
			return haaSec(c, "python", fmt.Sprintf("creds_info = {\n    'type': 'service_account',\n    'private_key_id': '%s',\n    'client_email': '%s',\n}", k, haaSA()), []string{k})
		},
		func() Sample {
			k := haaHex(40)
			return haaSec(c, "yaml", fmt.Sprintf("gcp:\n  project: %s\n  private_key_id: %s\n  key_file: /etc/secrets/sa.json", haaProject(), k), []string{k})
		},
		func() Sample {
			k := haaHex(40)
			return haaSec(c, "env", fmt.Sprintf("GOOGLE_PRIVATE_KEY_ID=%s\nGOOGLE_CLIENT_EMAIL=%s", k, haaSA()), []string{k})
		},
		func() Sample {
			k := haaHex(40)
			return haaSec(c, "prose-de", fmt.Sprintf("Bitte den Schlüssel mit private_key_id %s deaktivieren, der lag unverschlüsselt auf dem Fileshare der Abrechnung.", k), []string{k})
		},
		func() Sample {
			k := haaHex(40)
			return haaSec(c, "javascript", fmt.Sprintf("admin.initializeApp({\n  credential: admin.credential.cert({\n    projectId: '%s',\n    privateKeyId: '%s',\n    clientEmail: '%s',\n  }),\n});", haaProject(), k, haaSA()), []string{k})
		},
		func() Sample {
			k := haaHex(40)
			return haaSec(c, "ticket", fmt.Sprintf("%s change request: delete SA key %s (%s) after the new key is deployed to the Mirth channel.", haaTicket(), k, haaSA()), []string{k})
		},
		func() Sample {
			k := haaHex(40)
			return haaSec(c, "prose-fr", fmt.Sprintf("La clé du compte de service (\"private_key_id\": \"%s\") a été envoyée par mail au prestataire, il faut la révoquer.", k), []string{k})
		},
		func() Sample {
			k := haaHex(40)
			return haaSec(c, "shell", fmt.Sprintf("$ gcloud iam service-accounts keys delete %s --iam-account=%s\nDeleted key [%s].", k, haaSA(), k), []string{k})
		},
		func() Sample {
			k := haaHex(40)
			return haaSec(c, "chat", fmt.Sprintf("private_key_id=%s is the one in the old backup job", k), []string{k})
		},
	}
	return haaCycle(28, tpls)
}
