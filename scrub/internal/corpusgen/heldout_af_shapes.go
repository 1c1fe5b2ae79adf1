package main

import "strings"

// The four shapes the brief asks for in many variants: Discord bot tokens, login pairs,
// keys wrapped across two lines, and service-account key ids.

func hafShapeGens() []hafGen {
	return []hafGen{
		{30, hafDiscord},
		{40, hafLoginPair},
		{30, hafSplitKey},
		{28, hafKeyIDSample},
	}
}

func hafDiscord() Sample {
	t := hafDiscordToken()
	app := hafSnowflake()
	bot := hafP([]string{"PrintWatch", "VeeamNotify", "ZabbixRelay", "HelpdeskBot", "PatchTuesday", "SAPJobAlarm", "OnCallPager"})
	switch hafCyc("hafDiscord#0", 17) {
	case 0:
		return hafSec("discord-token", "chat", hafF("bot token for the %s Discord bot: %s (don't commit it pls)", bot, t), t)
	case 1:
		return hafSec("discord-token", "teams-de", hafF("Hier der Token für den %s-Bot auf unserem Discord, bitte nur in den Tresor legen: %s", bot, t), t)
	case 2:
		s := hafSec("discord-token", "note", hafF("Discord bot %q\napp id: %s\ntoken: %s\nowner: %s", bot, app, t, hafName()), t)
		return hafKeep(s, "app id: "+app)
	case 3:
		return hafSec("discord-token", "env", hafF("# %s\nDISCORD_TOKEN=%s\nDISCORD_GUILD_ID=%s\nLOG_LEVEL=info", bot, t, hafSnowflake()), t)
	case 4:
		return hafSec("discord-token", "json", hafF("{\n  \"token\": \"%s\",\n  \"prefix\": \"!\",\n  \"statusChannel\": \"%s\"\n}", t, hafSnowflake()), t)
	case 5:
		s := hafSec("discord-token", "yaml", hafF("discord:\n  bot_token: \"%s\"\n  guild_id: %s\n  alert_role: \"@oncall\"\nzabbix:\n  url: https://zbx.%s/api_jsonrpc.php", t, hafSnowflake(), hafP(hafMailDom)), t)
		return hafKeep(s, "  alert_role: \"@oncall\"")
	case 6:
		return hafSec("discord-token", "appsettings", hafF("\"Discord\": {\n    \"BotToken\": \"%s\",\n    \"ApplicationId\": %s\n}", t, app), t)
	case 7:
		return hafSec("discord-token", "compose", hafF("  %s:\n    image: ghcr.io/it-ops/%s:1.4\n    environment:\n      - DISCORD_BOT_TOKEN=%s\n      - TZ=Europe/Berlin", strings.ToLower(bot), strings.ToLower(bot), t), t)
	case 8:
		return hafSec("discord-token", "ini", hafF("[discord]\ntoken = %s\nchannel = %s\n\n[smtp]\nhost = smtp.office365.com", t, hafSnowflake()), t)
	case 9:
		return hafSec("discord-token", "python", hafF("intents = discord.Intents.default()\nclient = discord.Client(intents=intents)\n\nclient.run(\"%s\")", t), t)
	case 10:
		return hafSec("discord-token", "javascript", hafF("client.once('ready', () => console.log('up'));\nclient.login('%s');", t), t)
	case 11:
		return hafSec("discord-token", "csharp", hafF("await _client.LoginAsync(TokenType.Bot, \"%s\");\nawait _client.StartAsync();", t), t)
	case 12:
		return hafSec("discord-token", "go", hafF("dg, err := discordgo.New(\"Bot %s\")\nif err != nil {\n\tlog.Fatal(err)\n}", t), t)
	case 13:
		return hafSec("discord-token", "shell", hafF("curl -s -H \"Authorization: Bot %s\" https://discord.com/api/v10/users/@me | jq .username", t), t)
	case 14:
		return hafSec("discord-token", "powershell", hafF("$headers = @{ Authorization = \"Bot %s\" }\nInvoke-RestMethod -Uri \"https://discord.com/api/v10/channels/%s/messages\" -Headers $headers -Method Post -Body $body", t, hafSnowflake()), t)
	case 15:
		return hafSec("discord-token", "chat-fr", hafF("Salut, j'ai régénéré le jeton du bot %s : %s — l'ancien est révoqué.", bot, t), t)
	default:
		w := hafDiscordWebhook()
		return hafSec("discord-webhook", "chat", hafF("For the %s alerts just POST to %s , no auth needed beyond the URL", bot, w), w)
	}
}

func hafLoginPair() Sample {
	u := hafP(append(append([]string{}, hafAdmins...), hafSvcUsers...))
	p := hafAnyPw()
	h := hafHost()
	dev := hafP([]string{"router", "switch", "firewall", "iDRAC", "iLO", "NAS", "printer", "UPS", "KVM", "Fritzbox", "access point", "PDU"})
	switch hafCyc("hafLoginPair#0", 30) {
	case 0:
		return hafSec("login-pair", "chat", hafF("%s login %s / %s", dev, u, p), p)
	case 1:
		return hafSec("login-pair", "chat", hafF("login is %s / %s", u, p), p)
	case 2:
		s := hafSec("login-pair", "yaml", hafF("%s:\n  host: %s\n  login: %s / %s\n  notes: reboot only in maintenance window", strings.ToLower(strings.ReplaceAll(dev, " ", "_")), h, u, p), p)
		return hafKeep(s, "  notes: reboot only in maintenance window")
	case 3:
		return hafSec("login-pair", "chat", hafF("the %s at %s is still on factory settings, user %s pass %s", dev, hafIP(), u, p), p)
	case 4:
		return hafSec("login-pair", "note", hafF("%s — %s:%s", h, u, p), p)
	case 5:
		return hafSec("login-pair", "chat", hafF("creds for %s: %s // %s", h, u, p), p)
	case 6:
		return hafSec("login-pair", "teams-de", hafF("Zugang %s: Benutzer %s, Kennwort %s — bitte nach dem Update ändern.", h, u, p), p)
	case 7:
		return hafSec("login-pair", "mail-fr", hafF("Bonjour,\nidentifiant : %s / mot de passe : %s\npour la console %s.\nCordialement", u, p, h), p)
	case 8:
		return hafSec("login-pair", "chat-es", hafF("entra con el usuario %s y la contraseña %s en %s", u, p, h), p)
	case 9:
		return hafSec("login-pair", "chat-nl", hafF("gebruikersnaam %s, wachtwoord %s (de %s in de serverruimte)", u, p, dev), p)
	case 10:
		return hafSec("login-pair", "chat-ja", hafF("%sのログイン情報です。ユーザー名: %s / パスワード: %s", h, u, p), p)
	case 11:
		s := hafSec("login-pair", "markdown", hafF("| Host | User | Password | Notes |\n|---|---|---|---|\n| %s | %s | %s | %s |\n| %s | — | (SSO) | Entra ID login |", h, u, p, hafP([]string{"prod", "DMZ", "lab", "branch"}), hafHost()), p)
		return hafKeep(s, "(SSO) | Entra ID login |")
	case 12:
		return hafSec("login-pair", "ticket", hafF("Please log on with %s\\%s and %s, then open the share.", hafP(hafDomains), u, p), p)
	case 13:
		return hafSec("login-pair", "chat", hafF("%s (pw %s)", u, p), p)
	case 14:
		return hafSec("login-pair", "chat", hafF("login %s, pass is %s", u, p), p)
	case 15:
		return hafSec("login-pair", "chat", hafF("it's %s and %s, same as the old %s", u, p, dev), p)
	case 16:
		return hafSec("login-pair", "note", hafF("SAP GUI %s: Mandant %d, Benutzer %s, PW %s", hafP([]string{"PRD", "QAS", "DEV"}), hafP([]int{100, 200, 300, 800}), hafP([]string{"DDIC", "SAP*", "BASIS_ADM", "RFC_BW"}), p), p)
	case 17:
		return hafSec("login-pair", "note", hafF("AS/400 sign-on: QSECOFR / %s (only for PTF install)", p), p)
	case 18:
		c := hafF("hostname,user,password,site\n%s,%s,%s,%s\n%s,%s,%s,%s", h, u, p, hafP(hafCities), hafHost(), hafP(hafSvcUsers), hafRandPw(14), hafP(hafCities))
		p2 := strings.Split(strings.Split(c, "\n")[2], ",")[2]
		return hafKeep(hafSec("login-pair", "csv", c, p, p2), "hostname,user,password,site")
	case 19:
		return hafSec("login-pair", "chat", hafF("u/p = %s / %s", u, p), p)
	case 20:
		return hafSec("login-pair", "chat", hafF("%s\n%s\n%s", h, u, p), p)
	case 21:
		return hafSec("login-pair", "mail", hafF("Hi %s,\n\nthe temp account for the auditors is %s with password %s. It expires Friday.\n\nThanks,\n%s", hafFirstName(), u, p, hafName()), p)
	case 22:
		return hafSec("login-pair", "chat", hafF("%s@%s pw: %s", u, h, p), p)
	case 23:
		return hafSec("login-pair", "teams-de", hafF("Der Scanner im 2. OG nimmt %s / %s für die Weboberfläche", u, p), p)
	case 24:
		return hafSec("login-pair", "runbook", hafF("3. Log in to the %s web UI (https://%s) as `%s` / `%s`.\n4. Go to Maintenance > Firmware.", dev, h, u, p), p)
	case 25:
		return hafSec("login-pair", "chat-fr", hafF("le login c'est %s et le mdp %s", u, p), p)
	case 26:
		return hafSec("login-pair", "chat-es", hafF("usuario: %s\nclave: %s", u, p), p)
	case 27:
		return hafSec("login-pair", "chat-ja", hafF("ID は %s、PW は %s です。", u, p), p)
	case 28:
		return hafSec("login-pair", "note", hafF("[%s]\nUser=%s\nPass=%s", h, u, p), p)
	default:
		return hafSec("login-pair", "chat", hafF("Okta break-glass: %s@%s, password %s", u, hafP(hafMailDom), p), p)
	}
}

func hafSplitKey() Sample {
	var tok, what string
	switch hafCyc("hafSplitKey#0", 9) {
	case 0:
		tok, what = hafAzureStorageKey(), "storage account key"
	case 1:
		tok, what = hafAtlassian(), "Atlassian API token"
	case 2:
		tok, what = hafGHFine(), "GitHub PAT"
	case 3:
		tok, what = hafZabbixToken(), "Zabbix API token"
	case 4:
		tok, what = hafSFConsumerSecret(), "Salesforce consumer secret"
	case 5:
		tok, what = hafSendGrid(), "SendGrid key"
	case 6:
		tok, what = hafJWT(), "bearer token"
	case 7:
		tok, what = hafAWSSecret(), "AWS secret access key"
	default:
		tok, what = hafR(alnum+"+/", 64), "encryption key"
	}
	if len(tok) < 40 {
		tok += hafR(alnum, 40-len(tok))
	}
	a, b := hafWrap(tok)
	switch hafCyc("hafSplitKey#1", 10) {
	case 0:
		return hafSec("split-key", "chat", hafF("here's the %s, Teams wrapped it:\n%s\n%s", what, a, b), a, b)
	case 1:
		return hafSec("split-key", "note", hafF("%s (%s)\n%s\n%s\nrotate by end of Q%d", what, hafHost(), a, b, hafN(1, 4)), a, b)
	case 2:
		s := hafSec("split-key", "log", hafF("%s %s WARN  sync: using %s=%s\n    %s\n%s %s INFO  sync: 42 objects pushed", hafDate(), hafTime(), strings.ReplaceAll(what, " ", "_"), a, b, hafDate(), hafTime()), a, b)
		return hafKeep(s, "INFO  sync: 42 objects pushed")
	case 3:
		return hafSec("split-key", "mail", hafF("> Can you send me the %s again?\n\nSure:\n\n%s\n%s\n\nGruß %s", what, a, b, hafFirstName()), a, b)
	case 4:
		return hafSec("split-key", "powershell", hafF("PS C:\\Scripts> $key = '%s\n%s'\nPS C:\\Scripts> .\\Sync-Tenant.ps1 -Key $key", a, b), a, b)
	case 5:
		return hafSec("split-key", "markdown", hafF("Key for the %s:\n\n```\n%s\n%s\n```\n\n(joined without the line break)", what, a, b), a, b)
	case 6:
		return hafSec("split-key", "teams-de", hafF("%s, hier der %s in zwei Teilen:\n%s\n%s", hafFirstName(), what, a, b), a, b)
	case 7:
		return hafSec("split-key", "chat", hafF("part 1: %s\npart 2: %s", a, b), a, b)
	case 8:
		return hafSec("split-key", "ticket", hafF("Customer pasted the %s into the ticket (INC%07d):\n  %s\n  %s\nPlease rotate.", what, hafN(1000000, 9999999), a, b), a, b)
	default:
		return hafSec("split-key", "mail-nl", hafF("Hoi %s,\n\nDe sleutel staat hieronder (Outlook heeft hem afgebroken):\n%s\n%s\n\nGroet", hafFirstName(), a, b), a, b)
	}
}

func hafKeyID() string { return hafR(hexs, 40) }

func hafKeyIDSample() Sample { return hafKeyIDWith(hafKeyID()) }

func hafKeyIDWith(k string) Sample {
	proj := hafP([]string{"intune-reporting", "m365-audit-export", "sap-bw-loader", "backup-offsite", "snow-integration"}) + "-" + hafR(digits, 6)
	sa := hafP([]string{"sa-sync", "export", "bw-loader", "veeam-gcs", "snow-mid"}) + "@" + proj + ".iam.gserviceaccount.com"
	switch hafCyc("hafKeyIDWith#0", 12) {
	case 0:
		return hafSec("key-id", "chat", hafF("the json for %s has \"private_key_id\": \"%s\" — is that the one we revoked?", sa, k), k)
	case 1:
		s := hafSec("key-id", "json", hafF("{\n  \"type\": \"service_account\",\n  \"project_id\": \"%s\",\n  \"private_key_id\": \"%s\",\n  \"client_email\": \"%s\",\n  \"token_uri\": \"https://oauth2.googleapis.com/token\"\n}", proj, k, sa), k)
		return hafKeep(s, "\"client_email\": \""+sa+"\"")
	case 2:
		return hafSec("key-id", "note", hafF("SA key for %s: key id %s, created %s, owner %s", proj, k, hafDate(), hafName()), k)
	case 3:
		return hafSec("key-id", "yaml", hafF("gcp:\n  project: %s\n  private_key_id: %s\n  client_email: %s", proj, k, sa), k)
	case 4:
		return hafSec("key-id", "python", hafF("creds_info = {\n    'type': 'service_account',\n    'private_key_id': '%s',\n    'client_email': '%s',\n}", k, sa), k)
	case 5:
		return hafSec("key-id", "chat-ja", hafF("サービスアカウント %s の private_key_id は %s です。ローテーションお願いします。", sa, k), k)
	case 6:
		return hafSec("key-id", "ticket", hafF("Leaked key: private_key_id=%s (service account %s). Disabled in console at %s.", k, sa, hafTime()), k)
	case 7:
		return hafSec("key-id", "teams-de", hafF("Kannst du den Key mit der ID %s für %s deaktivieren? Der lag im Share.", k, sa), k)
	case 8:
		return hafSec("key-id", "shell", hafF("$ gcloud iam service-accounts keys list --iam-account=%s\nKEY_ID                                    CREATED_AT            EXPIRES_AT            DISABLED\n%s  %sT09:12:44Z  9999-12-31T23:59:59Z", sa, k, hafDate()), k)
	case 9:
		return hafSec("key-id", "chat", hafF("private_key_id %s", k), k)
	case 10:
		return hafSec("key-id", "mail-es", hafF("Hola %s,\nla clave de la cuenta de servicio (\"private_key_id\": \"%s\") sigue activa en el proyecto %s.\nSaludos", hafFirstName(), k, proj), k)
	default:
		return hafSec("key-id", "terraform", hafF("# terraform state show google_service_account_key.bw\n    id               = \"projects/%s/serviceAccounts/%s/keys/%s\"\n    private_key_id   = \"%s\"", proj, sa, k, k), k)
	}
}
