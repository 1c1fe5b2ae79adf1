package main

import (
	"fmt"
	"strings"
)

func hahFocus() []Sample {
	var out []Sample
	out = append(out, hahRun(34, hahDiscord)...)
	out = append(out, hahRun(44, hahLoginPair)...)
	out = append(out, hahRun(34, hahSplitKey)...)
	out = append(out, hahRun(32, hahKeyID)...)
	return out
}

func hahDiscord() Sample {
	t := hahDiscordToken()
	q := hahP("", "\"", "'")
	name := hahP("GreenhouseBot", "doorbell-bot", "PrinterWatch", "plc-alarms", "MQTT Bridge", "Wetterstation", "garage bot")
	switch rng.IntN(16) {
	case 0:
		return hahS("discord-bot-token", "chat", hahP("my bot token is ", "here's the discord token for "+name+": ", "bot token -> ", "token for the alert bot is ")+t+hahP("", " , don't share pls", " (regenerate later)", "."), []string{t})
	case 1:
		return hahS("discord-bot-token", "env", "# discord notifier\nDISCORD_TOKEN="+t+"\nDISCORD_CHANNEL_ID="+hahSnowflake()+"\nLOG_LEVEL=info", []string{t}, "LOG_LEVEL=info")
	case 2:
		return hahS("discord-bot-token", "json", "{\n  \"token\": \""+t+"\",\n  \"prefix\": \""+hahP("!", "?", "$", ">")+"\",\n  \"owner\": \""+hahSnowflake()+"\"\n}", []string{t})
	case 3:
		return hahS("discord-bot-token", "python", "import discord\n\nintents = discord.Intents.default()\nclient = discord.Client(intents=intents)\n\n@client.event\nasync def on_ready():\n    print(f'{client.user} online')\n\nclient.run('"+t+"')", []string{t}, "intents = discord.Intents.default()")
	case 4:
		return hahS("discord-bot-token", "javascript", "const { Client, GatewayIntentBits } = require('discord.js');\nconst client = new Client({ intents: [GatewayIntentBits.Guilds] });\nclient.once('ready', () => console.log('ready'));\nclient.login(\""+t+"\");", []string{t}, "client.once('ready', () => console.log('ready'));")
	case 5:
		return hahS("discord-bot-token", "go", "dg, err := discordgo.New(\"Bot "+t+"\")\nif err != nil {\n\tlog.Fatal(err)\n}", []string{t})
	case 6:
		return hahS("discord-bot-token", "shell", "$ docker run -d --name "+strings.ToLower(strings.ReplaceAll(name, " ", "-"))+" -e DISCORD_TOKEN="+t+" -v /opt/bot:/data ghcr.io/example/bot:latest", []string{t})
	case 7:
		return hahS("discord-bot-token", "yaml", "discord:\n  enabled: true\n  token: "+q+t+q+"\n  channel: "+hahSnowflake()+"\n", []string{t})
	case 8:
		return hahS("discord-bot-token", "http", "curl -H \"Authorization: Bot "+t+"\" https://discord.com/api/v10/users/@me", []string{t})
	case 9:
		d := hahDate()
		return hahS("discord-bot-token", "log", d+" "+hahTime()+" DEBUG gateway: identify with token="+t+"\n"+d+" "+hahTime()+" INFO  gateway: session established shard=0", []string{t}, "INFO  gateway: session established shard=0")
	case 10:
		return hahS("discord-bot-token", "chat-de", hahP("Hier der Bot-Token für ", "Token vom Discord-Bot ")+name+": "+t+hahP(" – bitte nicht weitergeben", "", ". Läuft auf dem Pi im Keller."), []string{t})
	case 11:
		return hahS("discord-bot-token", "note", "## "+name+"\n- runs on the pi4 in the garage\n- token: `"+t+"`\n- invite url in bookmarks", []string{t}, "- runs on the pi4 in the garage")
	case 12:
		return hahS("discord-bot-token", "ha-yaml", "notify:\n  - platform: discord\n    name: discord_alerts\n    token: "+t+"\n", []string{t})
	case 13:
		return hahS("discord-bot-token", "traceback", "Traceback (most recent call last):\n  File \"/home/pi/bot/main.py\", line 42, in <module>\n    bot.run(\""+t+"\")\ndiscord.errors.LoginFailure: Improper token has been passed.", []string{t}, "discord.errors.LoginFailure: Improper token has been passed.")
	case 14:
		return hahS("discord-bot-token", "chat-es", "El token del bot de Discord es "+t+" , lo puse en el .env del servidor", []string{t})
	default:
		return hahS("discord-bot-token", "toml", "[bot]\nname = \""+name+"\"\ntoken = '"+t+"'\nguild = "+hahSnowflake()+"\n", []string{t})
	}
}

func hahLoginPair() Sample {
	u := hahUser()
	pw := hahPw()
	dev := hahP("router", "Teltonika RUT955", "MikroTik hEX", "FRITZ!Box", "HMI panel", "Moxa MGate", "OctoPrint", "Shelly",
		"NAS", "Unifi controller", "Siemens KTP700", "Node-RED editor", "Ignition gateway", "camera", "Synology", "PLC web server")
	host := hahHost()
	up := hahURLPw()
	switch rng.IntN(22) {
	case 0:
		return hahS("password-prose", "chat", dev+" login "+u+" / "+pw, []string{pw})
	case 1:
		return hahS("password-prose", "chat", "login is "+u+" / "+pw+hahP("", " btw", " (changed it last week)", "."), []string{pw})
	case 2:
		return hahS("password-prose", "yaml", "devices:\n  - name: "+strings.ToLower(strings.ReplaceAll(dev, " ", "-"))+"\n    ip: "+host+"\n    login: "+u+" / "+up+"\n    notes: behind the cabinet\n", []string{up}, "    notes: behind the cabinet")
	case 3:
		return hahS("password-prose", "note", "Username: "+u+"\nPassword: "+pw+"\nURL: http://"+host+"/", []string{pw}, "URL: http://"+host+"/")
	case 4:
		return hahS("password-prose", "chat", "creds for the "+dev+" are "+u+":"+up, []string{up})
	case 5:
		return hahS("password-prose", "chat", "user "+u+" pass "+pw+" on "+host, []string{pw})
	case 6:
		return hahS("password-prose", "chat", "u: "+u+"  p: "+pw, []string{pw})
	case 7:
		return hahS("password-prose", "chat", "log in with "+u+hahP(" and ", ", password ", " + ", " // ")+pw+" then go to Settings > Network", []string{pw})
	case 8:
		return hahS("password-prose", "markdown", "| device | ip | user | password |\n|---|---|---|---|\n| "+dev+" | "+host+" | "+u+" | "+up+" |\n| switch | 10.0.0.2 | - | see vault |", []string{up}, "| switch | 10.0.0.2 | - | see vault |")
	case 9:
		return hahS("password-prose", "csv", "name,ip,user,password,location\n"+strings.ReplaceAll(dev, ",", "")+","+host+","+u+","+up+",Halle B", []string{up})
	case 10:
		return hahS("password-prose", "chat-de", hahP("Zugang: ", "Login fürs "+dev+": ", "Anmeldung ")+u+" / "+pw+hahP("", " (nicht ändern!)", " – steht auch im Schaltschrank"), []string{pw})
	case 11:
		return hahS("password-prose", "chat-fr", "identifiant : "+u+" / mot de passe : "+pw, []string{pw})
	case 12:
		return hahS("password-prose", "chat-es", "usuario "+u+" y contraseña "+pw+" para el "+dev, []string{pw})
	case 13:
		return hahS("password-prose", "chat-ja", dev+"のログイン: ユーザー名 "+u+" / パスワード "+pw, []string{pw})
	case 14:
		return hahS("password-prose", "chat-ru", "логин "+u+", пароль "+pw+hahP("", " — не меняйте", ""), []string{pw})
	case 15:
		return hahS("password-prose", "chat-pt", "acesso do "+dev+": login "+u+" senha "+pw, []string{pw})
	case 16:
		return hahS("password-prose", "chat-nl", "gebruikersnaam "+u+" wachtwoord "+pw, []string{pw})
	case 17:
		return hahS("password-prose", "chat-pl", "login: "+u+" hasło: "+pw, []string{pw})
	case 18:
		return hahS("password-prose", "chat-zh", dev+" 账号 "+u+" 密码 "+pw, []string{pw})
	case 19:
		return hahS("password-prose", "ticket", "TICKET-"+fmt.Sprint(hahN(1000, 9999))+": "+dev+" at "+host+" unreachable after firmware update.\nRemote access: "+u+" / "+pw+"\nPlease check before Monday's shift.", []string{pw}, "Please check before Monday's shift.")
	case 20:
		return hahS("password-prose", "chat", "ssh "+u+"@"+host+" (pw: "+pw+")", []string{pw})
	default:
		return hahS("password-prose", "email", "Hi team,\n\nthe new "+dev+" is installed in line 2. Web UI: https://"+host+"\nCredentials: "+u+" / "+pw+"\n\nRegards,\n"+hahP("Jonas", "Marta", "Kenji", "Aisha"), []string{pw}, "Hi team,")
	}
}

// hahSplitToken gives a long token and where it wraps.
func hahSplitToken() (string, string, string) {
	var t string
	switch rng.IntN(7) {
	case 0:
		t = "ghp_" + hahR(alnum, 36)
	case 1:
		t = hahR(alnum+"+/", 40)
	case 2:
		t = "sk_live_" + hahR(alnum, 48)
	case 3:
		t = hahDiscordToken()
	case 4:
		t = "xoxb-" + hahR(digits, 12) + "-" + hahR(digits, 13) + "-" + hahR(alnum, 24)
	case 5:
		t = hahR(alnum, 64)
	default:
		t = "glpat-" + hahR(b64url, 20) + hahR(alnum, 20)
	}
	k := len(t)/2 + hahN(-6, 6)
	return t, t[:k], t[k:]
}

func hahSplitKey() Sample {
	_, a, b := hahSplitToken()
	what := hahP("api key", "token", "access key", "secret", "broker token", "deploy token", "bot token")
	switch rng.IntN(12) {
	case 0:
		return hahS("split-secret", "chat", "here's the "+what+" (slack wrapped it):\n"+a+"\n"+b, []string{a, b})
	case 1:
		return hahS("split-secret", "note", "Greenhouse controller\n"+what+": "+a+"\n"+b+"\nrotate every 90 days", []string{a, b}, "rotate every 90 days")
	case 2:
		d := hahDate()
		return hahS("split-secret", "log", d+"T"+hahTime()+"Z WARN  auth: rejected credential "+a+"\n    "+b+"\n"+d+"T"+hahTime()+"Z INFO  auth: retrying in 30s", []string{a, b}, "INFO  auth: retrying in 30s")
	case 3:
		return hahS("split-secret", "email", "> Can you send me the "+what+" again?\n\nSure, it's "+a+"\n"+b+"\n\nCheers", []string{a, b}, "> Can you send me the "+what+" again?")
	case 4:
		return hahS("split-secret", "terminal", "pi@gateway:~ $ cat ~/.config/uplink/"+strings.ReplaceAll(what, " ", "_")+"\n"+a+"\n"+b+"\npi@gateway:~ $", []string{a, b})
	case 5:
		return hahS("split-secret", "chat-de", "Der "+hahTitle(what)+" ist zu lang für eine Zeile:\n"+a+"\n"+b+"\nbitte zusammenkleben", []string{a, b}, "bitte zusammenkleben")
	case 6:
		return hahS("split-secret", "meeting", "Standup "+hahDate()+"\n* Kai: MQTT bridge done\n* new "+what+" = "+a+"\n  "+b+"\n* next: OTA updates", []string{a, b}, "* next: OTA updates")
	case 7:
		return hahS("split-secret", "chat", a+"\n"+b+"\n^ that's the "+what+", paste it as one line", []string{a, b})
	case 8:
		return hahS("split-secret", "serial", "[  "+fmt.Sprint(hahN(10, 999))+".213] boot: provisioning\n[  "+fmt.Sprint(hahN(10, 999))+".214] cfg: token="+a+"\n"+b+"\n[  "+fmt.Sprint(hahN(10, 999))+".402] wifi: connected", []string{a, b}, "wifi: connected")
	case 9:
		return hahS("split-secret", "ticket", "Steps to reproduce:\n1. flash fw 2.4.1\n2. set "+what+" to "+a+"\n"+b+"\n3. reboot -> device never joins", []string{a, b}, "1. flash fw 2.4.1")
	case 10:
		return hahS("split-secret", "chat-fr", "voici la clé, coupée en deux :\n"+a+"\n"+b, []string{a, b})
	default:
		return hahS("split-secret", "markdown", "> **"+what+"** (do not commit)\n> "+a+"\n> "+b, []string{a, b})
	}
}

func hahKeyID() Sample {
	id := hahHex(40)
	proj := hahP("smart-greenhouse", "fleet-telemetry-"+fmt.Sprint(hahN(100, 999)), "plant-ota", "home-auto-4711", "lora-backend")
	sa := hahP("ota-uploader", "firebase-adminsdk-"+hahR(lower+digits, 5), "telemetry-writer", "ci-deployer") + "@" + proj + ".iam.gserviceaccount.com"
	switch rng.IntN(13) {
	case 0:
		return hahS("key-id", "chat", "the leaked file had \"private_key_id\": \""+id+"\" so please revoke that key", []string{id})
	case 1:
		return hahS("key-id", "json", "{\n  \"type\": \"service_account\",\n  \"project_id\": \""+proj+"\",\n  \"private_key_id\": \""+id+"\",\n  \"client_email\": \""+sa+"\"\n}", []string{id}, "\"project_id\": \""+proj+"\",")
	case 2:
		return hahS("key-id", "ticket", "SEC-"+fmt.Sprint(hahN(100, 999))+" service account key exposed in firmware repo\nAccount: "+sa+"\nprivate_key_id: "+id+"\nAction: disable key, rotate, purge history", []string{id}, "Action: disable key, rotate, purge history")
	case 3:
		return hahS("key-id", "chat", "can you delete key "+id+" on "+sa+"? it was in the esp32 image", []string{id})
	case 4:
		return hahS("key-id", "python", "creds = {\n    \"type\": \"service_account\",\n    \"private_key_id\": \""+id+"\",\n    \"client_id\": \""+hahR(digits, 21)+"\",\n}", []string{id})
	case 5:
		return hahS("key-id", "javascript", "admin.initializeApp({ credential: admin.credential.cert({ projectId: '"+proj+"', privateKeyId: '"+id+"', clientEmail: '"+sa+"' }) });", []string{id})
	case 6:
		return hahS("key-id", "note", "GCP SA key for the gateway uploader\n- email: "+sa+"\n- private key id "+id+"\n- json lives in /etc/gw/sa.json", []string{id}, "- json lives in /etc/gw/sa.json")
	case 7:
		return hahS("key-id", "terraform", "output \"sa_key\" {\n  value = {\n    private_key_id = \""+id+"\"\n  }\n}", []string{id})
	case 8:
		return hahS("key-id", "chat-de", "Bitte den Key mit \"private_key_id\": \""+id+"\" sperren, der lag im öffentlichen Repo.", []string{id})
	case 9:
		return hahS("key-id", "env", "GOOGLE_PRIVATE_KEY_ID="+id+"\nGOOGLE_CLIENT_EMAIL="+sa+"\nGOOGLE_PROJECT_ID="+proj, []string{id}, "GOOGLE_PROJECT_ID="+proj)
	case 10:
		return hahS("key-id", "log", hahDate()+" "+hahTime()+" ERROR gcs-sync: invalid_grant: Invalid JWT Signature (private_key_id="+id+")", []string{id})
	case 11:
		return hahS("key-id", "yaml", "gcp:\n  project: "+proj+"\n  private_key_id: '"+id+"'\n  client_email: "+sa+"\n", []string{id})
	default:
		return hahS("key-id", "chat-ja", "サービスアカウントの \"private_key_id\": \""+id+"\" が公開リポジトリに入っていました。無効化してください。", []string{id})
	}
}
