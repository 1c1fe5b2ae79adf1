package main

// heldout_ar_shapes.go: the four shapes asked for by name: Discord bot tokens, login pairs,
// keys wrapped over two lines and service-account key ids.

import (
	"fmt"
	"strings"
)

func harShapeGens() []harGen {
	return []harGen{
		{28, harDiscordSample},
		{30, harLoginPairSample},
		{28, harSplitSample},
		{26, harKeyIDSample},
	}
}

func harDiscordSample() Sample {
	t := harDiscord()
	bot := harPick("ReleaseBot", "OnCallPager", "BuildWatcher", "ModHelper", "DeployNotifier", "TicketRelay")
	switch harCycle(12) {
	case 0:
		return harS("discord-token", "chat", harChat(harName(), "new token for "+bot+" after the reset: "+t+" (old one is revoked)"), t)
	case 1:
		return harS("discord-token", "dotenv", "# "+bot+"\nDISCORD_TOKEN="+t+"\nDISCORD_GUILD_ID="+harDigits(18)+"\nLOG_LEVEL=info", t)
	case 2:
		return harS("discord-token", "appsettings.json", "{\n  \"Discord\": {\n    \"BotToken\": \""+t+"\",\n    \"Prefix\": \"!\",\n    \"GuildId\": "+harDigits(18)+"\n  }\n}", t)
	case 3:
		return harS("discord-token", "csharp", "var client = new DiscordSocketClient();\nawait client.LoginAsync(TokenType.Bot, \""+t+"\");\nawait client.StartAsync();", t)
	case 4:
		return harS("discord-token", "python", "import discord\n\nclient = discord.Client(intents=discord.Intents.default())\nclient.run('"+t+"')", t)
	case 5:
		return harS("discord-token", "powershell", "$env:DISCORD_BOT_TOKEN = '"+t+"'\n.\\"+bot+".exe --guild "+harDigits(18), t)
	case 6:
		k := harFiller()
		return harK("discord-token", "notes", "## "+bot+"\n"+k+"\nBot token (Developer Portal → Bot → Reset Token): "+t+"\nInvite uses scope bot+applications.commands.", []string{k}, t)
	case 7:
		return harS("discord-token", "javascript", "const { Client, GatewayIntentBits } = require('discord.js');\nconst client = new Client({ intents: [GatewayIntentBits.Guilds] });\nclient.login(\""+t+"\");", t)
	case 8:
		return harS("discord-token", "log", fmt.Sprintf("%sT%s:11Z ERR gateway auth failed token=%s status=4004", harDate(), harTime(), t), t)
	case 9:
		return harS("discord-token", "yaml", "discord:\n  token: "+t+"\n  status: \"watching builds\"\n  owner_id: "+harDigits(18), t)
	case 10:
		return harS("discord-token", "chat", harChat(harName(), harPick("le token du bot : ", "Bot-Token lautet ", "el token del bot es ", "токен бота: ", "ボットのトークン: ")+t), t)
	default:
		return harS("discord-token", "shell", "docker run -d --name "+strings.ToLower(bot)+" -e BOT_TOKEN="+t+" ghcr.io/contoso/"+strings.ToLower(bot)+":1.4", t)
	}
}

func harLoginPairSample() Sample {
	u := harPick("admin", "Administrator", "sa", "root", "ubnt", "cisco", "operator", harUser(), harDomUser())
	p := harPw()
	dev := harPick("router", "switch", "firewall", "iDRAC", "iLO", "NAS", "UPS", "printer", "Synology", "FortiGate", "pfSense box", "KVM", "vCenter", "SSMS on "+harHost())
	switch harCycle(17) {
	case 0:
		return harS("login-pair", "chat", harChat(harName(), dev+" login "+u+" / "+p), p)
	case 1:
		return harS("login-pair", "chat", harChat(harName(), "login is "+u+" / "+p+" for the "+dev), p)
	case 2:
		k := "  ip: 10." + fmt.Sprint(harNum(0, 255)) + "." + fmt.Sprint(harNum(0, 255)) + ".1"
		return harK("login-pair", "yaml", strings.ToLower(strings.ReplaceAll(dev, " ", "_"))+":\n"+k+"\n  login: "+u+" / "+p+"\n  notes: factory reset in 2023", []string{k}, p)
	case 3:
		return harS("login-pair", "notes", "- "+dev+": user `"+u+"`, pass `"+p+"`", p)
	case 4:
		return harS("login-pair", "chat", harChat(harName(), "creds for the "+dev+" are "+u+":"+p+" — please don't share"), p)
	case 5:
		return harS("login-pair", "markdown-table", "| Device | IP | User | Password |\n|---|---|---|---|\n| "+dev+" | 192.168.1."+fmt.Sprint(harNum(1, 254))+" | "+u+" | "+p+" |\n| Printer | 192.168.1.40 | (none) | (none) |", p)
	case 6:
		return harS("login-pair", "email", "Hi "+harName()+",\n\nYour account for the "+dev+" is ready.\nUsername: "+u+"\nPassword: "+p+"\n\nPlease change it after first sign-in.\n\nThanks,\nIT Service Desk", p)
	case 7:
		return harS("login-pair", "chat", harChat(harName(), "use "+u+" and "+p+" to get in"), p)
	case 8:
		return harS("login-pair", "notes", dev+" → "+u+" // "+p, p)
	case 9:
		return harS("login-pair", "csv", "system,username,password,owner\n"+strings.ReplaceAll(dev, ",", " ")+","+u+","+p+","+harName()+"\nwiki,,(sso),IT", p)
	case 10:
		return harS("login-pair", "chat", harChat(harName(), "u: "+u+"  p: "+p), p)
	case 11:
		return harS("login-pair", "ticket", harTicket()+" — "+dev+" unreachable after firmware upgrade.\nConsole works with "+u+" + "+p+", web UI times out.\nNext step: roll back to the previous image.", p)
	case 12:
		return harS("login-pair", "notes", "("+u+", "+p+") is what the vendor set up on the "+dev+".", p)
	case 13:
		return harS("login-pair", "chat", harChat(harName(), harPick(
			"identifiant "+u+" / mot de passe "+p,
			"Benutzer "+u+", Kennwort "+p,
			"usuario "+u+" y contraseña "+p,
			"логин "+u+", пароль "+p,
			"ユーザー名 "+u+" / パスワード "+p,
			"用户名 "+u+" 密码 "+p,
			"kullanıcı adı "+u+" şifre "+p,
			"gebruiker "+u+" / wachtwoord "+p)), p)
	case 14:
		return harS("login-pair", "keepass-export", "Title: "+dev+"\nUser Name: "+u+"\nPassword: "+p+"\nURL: https://"+strings.ToLower(harPick("fw01", "nas01", "idrac-"+harHost()))+".corp.local\nNotes: rotated quarterly", p)
	case 15:
		return harS("login-pair", "chat", harChat(harName(), "sign in as "+u+" with password "+p+", then Admin / Settings / Users"), p)
	default:
		return harS("login-pair", "runbook", "3. Open the "+dev+" console.\n4. Log on with **"+u+"** / **"+p+"**.\n5. Check the event log for warnings.", p)
	}
}

// harLongToken returns a long token worth wrapping and a label.
func harLongToken() (string, string) {
	switch harCycle(8) {
	case 0:
		return harAzureStorageKey(), "storage account key"
	case 1:
		return harAzDoPAT(), "Azure DevOps PAT"
	case 2:
		return harGHFine(), "GitHub token"
	case 3:
		return harStripe() + harRnd(alnum, 20), "Stripe key"
	case 4:
		return harRnd(harB64, 64), "API secret"
	case 5:
		return harSendGrid(), "SendGrid key"
	case 6:
		return harAnthropic(), "API key"
	default:
		return harNuGet(), "NuGet key"
	}
}

func harSplitSample() Sample {
	t, label := harLongToken()
	cut := len(t)/2 + harNum(-6, 6)
	a, b := t[:cut], t[cut:]
	switch harCycle(8) {
	case 0:
		n := harName()
		return harS("split-secret", "chat", harChat(n, "here is the "+label+", teams wrapped it:")+"\n"+harChat(n, a)+"\n"+harChat(n, b), a, b)
	case 1:
		k := harFiller()
		return harK("split-secret", "notes", "# "+label+"\n"+k+"\nkey = "+a+"\n      "+b+"\n(paste as one line)", []string{k}, a, b)
	case 2:
		return harS("split-secret", "log", fmt.Sprintf("%s %s INFO  Config loaded: secret=%s\n%s %s INFO  %s\n%s %s INFO  Listening on :8080", harDate(), harTime(), a, harDate(), harTime(), b, harDate(), harTime()), a, b)
	case 3:
		return harS("split-secret", "email", "The "+label+" for the integration is below (Outlook may wrap it):\n\n"+a+"\n"+b+"\n\nRegards,\n"+harName(), a, b)
	case 4:
		return harS("split-secret", "chat", harChat(harName(), label+": "+a)+"\n"+b+"\n"+harChat(harName(), "thx, got it"), a, b)
	case 5:
		return harS("split-secret", "powershell", "$key = '"+a+"' +\n       '"+b+"'\nSet-AzKeyVaultSecret -VaultName kv-prod -Name ApiKey -SecretValue (ConvertTo-SecureString $key -AsPlainText -Force)", a, b)
	case 6:
		k := "Owner: " + harName() + " (platform team)"
		return harK("split-secret", "ticket", harTicket()+": rotate "+label+"\n"+k+"\nCurrent value\n> "+a+"\n> "+b+"\nExpires end of quarter.", []string{k}, a, b)
	default:
		return harS("split-secret", "meeting-notes", "Action items:\n- "+harName()+" to update the pipeline variable with\n  "+a+"\n  "+b+"\n- review alerts next week", a, b)
	}
}

func harKeyIDSample() Sample {
	id := harHex(40)
	sa := harPick("deploy", "ci-runner", "bq-export", "terraform", "looker", "pubsub-writer") + "@" + harPick("contoso-prod", "fabrikam-data", "nw-analytics-221") + ".iam.gserviceaccount.com"
	switch harCycle(9) {
	case 0:
		return harS("sa-key-id", "chat", harChat(harName(), "the json we leaked had \"private_key_id\": \""+id+"\" — disable that key first"), id)
	case 1:
		return harS("sa-key-id", "json", "{\n  \"type\": \"service_account\",\n  \"project_id\": \""+harPick("contoso-prod", "fabrikam-data")+"\",\n  \"private_key_id\": \""+id+"\",\n  \"client_email\": \""+sa+"\",\n  \"token_uri\": \"https://oauth2.googleapis.com/token\"\n}", id)
	case 2:
		return harS("sa-key-id", "notes", "SA "+sa+" — \"private_key_id\":\""+id+"\", created "+harDate()+", owner "+harName(), id)
	case 3:
		k := harFiller()
		return harK("sa-key-id", "ticket", harTicket()+" Rotate GCP key\n"+k+"\nOld key: private_key_id = "+id+"\nNew key to be stored in Key Vault only.", []string{k}, id)
	case 4:
		return harS("sa-key-id", "yaml", "gcp:\n  client_email: "+sa+"\n  private_key_id: "+id+"\n  private_key: ${GCP_PRIVATE_KEY}", id)
	case 5:
		return harS("sa-key-id", "csharp", "var cred = new JsonCredentialParameters {\n    Type = \"service_account\",\n    PrivateKeyId = \""+id+"\",\n    ClientEmail = \""+sa+"\",\n};", id)
	case 6:
		return harS("sa-key-id", "chat", harChat(harName(), harPick("la clé ", "der Schlüssel ", "a chave ", "ключ ")+"private_key_id \""+id+"\" "+harPick("est toujours active", "ist noch aktiv", "ainda está ativa", "всё ещё активен")), id)
	case 7:
		return harS("sa-key-id", "shell", "$ gcloud iam service-accounts keys disable "+id+" --iam-account="+sa+"\nDisabled key ["+id+"] for service account ["+sa+"].", id)
	default:
		return harS("sa-key-id", "email", "Security flagged a key in the public repo:\n\n  \"private_key_id\": \""+id+"\",\n  \"client_email\": \""+sa+"\",\n\nPlease delete it today.", id)
	}
}
