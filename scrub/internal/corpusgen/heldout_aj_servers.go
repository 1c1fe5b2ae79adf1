package main

import (
	"fmt"
)

// Secrets of people who run community game servers: configs, panels, voice servers.

var hajMotds = []string{
	"§6BlockHaven §7| §aSurvival 1.20", "Welcome to CraftNation!", "LAN party server - be nice",
	"§cHardcore SMP §fseason 4", "Modded ATM9 - whitelist only",
}

func hajGamingServers(b *hajBuilder) {
	// Minecraft server.properties
	for i := 0; i < 8; i++ {
		pw := hajAnyPW()
		motd := "motd=" + hajP(hajMotds)
		text := "#Minecraft server properties\n#" + hajDate() + "\nenable-rcon=true\n" + motd +
			"\nrcon.port=" + fmt.Sprint(hajN(25570, 25590)) + "\nrcon.password=" + pw +
			"\nlevel-seed=" + fmt.Sprint(-hajN(1000000, 999999999)) + "\nmax-players=" + fmt.Sprint(hajN(10, 120))
		if i%2 == 1 {
			text = hajChat("set rcon.password=" + pw + " in server.properties, restart pls")
			b.sec("minecraft-rcon", "chat", text, pw)
			continue
		}
		b.secKeep("minecraft-rcon", "properties", text, []string{motd}, pw)
	}
	// Pterodactyl keys
	for i := 0; i < 6; i++ {
		kind := hajP([]string{"ptlc_", "ptla_"})
		k := kind + hajR(hajAlnum, 43)
		host := hajP(hajHosts)
		var text, f string
		switch i % 4 {
		case 0:
			f = "shell"
			text = "curl \"https://" + host + "/api/client/servers/" + hajR(hajHex, 8) + "/power\" \\\n  -H 'Accept: application/json' \\\n  -H 'Authorization: Bearer " + k + "' \\\n  -X POST -d '{\"signal\": \"restart\"}'"
		case 1:
			f = "env"
			text = "PTERO_URL=https://" + host + "\nPTERO_API_KEY=" + k + "\nSERVER_ID=" + hajR(hajHex, 8)
		case 2:
			f = "chat"
			text = hajChat("made an application api key for the status bot: " + k)
		default:
			f = "php"
			text = "<?php\n// status page for " + host + "\n$panel = new Pterodactyl('https://" + host + "', '" + k + "');\n$servers = $panel->servers();"
		}
		b.sec("pterodactyl-key", f, text, k)
	}
	// Wings node token (random 64 char)
	for i := 0; i < 3; i++ {
		tid, tok := hajR(hajAlnum, 16), hajR(hajAlnum, 64)
		text := "debug: false\nuuid: " + hajUUID() + "\ntoken_id: " + tid + "\ntoken: " + tok + "\nremote: 'https://" + hajP(hajHosts) + "'"
		b.sec("pterodactyl-wings", "yaml", text, tid, tok)
	}
	// AMP instance manager
	for i := 0; i < 4; i++ {
		pw := hajSafePW()
		text := "ampinstmgr CreateInstance Minecraft " + hajP([]string{"SMP01", "Modded", "Creative"}) + " 0.0.0.0 " + fmt.Sprint(hajN(8081, 8099)) + " " + hajR(hajAlnum, 24) + " +Core.Login.Username admin +Core.Login.Password " + pw
		b.sec("amp-panel", "shell", text, pw)
	}
	// Source engine: server.cfg with rcon, sv_password, GSLT
	for i := 0; i < 8; i++ {
		rcon, join, gslt := hajAnyPW(), hajHumanPW(), hajR(hajHexUp, 32)
		hn := "hostname \"" + hajP([]string{"[EU] Frag Factory | 128tick", "LAN Night CS2", "TTT Chill Server", "DarkRP Zone | FastDL"}) + "\""
		switch i % 5 {
		case 0:
			b.secKeep("source-server-cfg", "cfg", "// server.cfg\n"+hn+"\nrcon_password \""+rcon+"\"\nsv_password \""+join+"\"\nsv_lan 0\nsv_region 3", []string{hn}, rcon, join)
		case 1:
			b.sec("source-gslt", "shell", "./srcds_run -game csgo -console -usercon +game_type 0 +game_mode 1 +map de_inferno +sv_setsteamaccount "+gslt+" -port 27015", gslt)
		case 2:
			b.sec("source-server-cfg", "chat", hajChat("rcon pw is "+rcon+" and the join pw for tonight is "+join), rcon, join)
		case 3:
			b.sec("source-gslt", "cfg", hn+"\nsv_setsteamaccount "+gslt+" // GSLT for app 730\nhost_workshop_collection "+fmt.Sprint(hajN(100000000, 3999999999)), gslt)
		default:
			b.sec("gmod-server-cfg", "shell", "srcds_run -game garrysmod +maxplayers 32 +map gm_construct +gamemode darkrp +host_workshop_collection "+fmt.Sprint(hajN(100000000, 3999999999))+" +rcon_password \""+rcon+"\"", rcon)
		}
	}
	// SourceMod databases.cfg, GMod mysqloo
	for i := 0; i < 6; i++ {
		pw := hajAnyPW()
		if i%2 == 0 {
			text := "\"Databases\"\n{\n\t\"driver_default\"\t\t\"mysql\"\n\n\t\"sourcebans\"\n\t{\n\t\t\"driver\"\t\t\t\"mysql\"\n\t\t\"host\"\t\t\t\"" + hajIP() + "\"\n\t\t\"database\"\t\t\"sourcebans\"\n\t\t\"user\"\t\t\t\"sb_user\"\n\t\t\"pass\"\t\t\t\"" + pw + "\"\n\t}\n}"
			b.sec("sourcemod-db", "keyvalues", text, pw)
		} else {
			text := "-- lua/autorun/server/db.lua\nrequire(\"mysqloo\")\nlocal db = mysqloo.connect(\"" + hajIP() + "\", \"darkrp\", \"" + pw + "\", \"darkrp_prod\", 3306)\ndb:connect()"
			b.sec("gmod-mysqloo", "lua", text, pw)
		}
	}
	// FiveM / RedM server.cfg
	for i := 0; i < 6; i++ {
		lic := "cfxk_" + hajR(hajAlnum, 20) + "_" + hajR(hajAlnum, 6)
		steam := hajR(hajHexUp, 32)
		rcon := hajAnyPW()
		switch i % 4 {
		case 0:
			b.secKeep("fivem-license", "cfg", "endpoint_add_tcp \"0.0.0.0:30120\"\nendpoint_add_udp \"0.0.0.0:30120\"\nsv_hostname \"Los Santos RP | Whitelist\"\nsv_licenseKey \""+lic+"\"\nsteam_webApiKey \""+steam+"\"\nsv_maxclients 48", []string{"sv_maxclients 48"}, lic, steam)
		case 1:
			b.sec("fivem-license", "chat", hajChat("new keymaster key: "+lic), lic)
		case 2:
			b.sec("fivem-license", "cfg", "set sv_licenseKey "+lic+"\nrcon_password \""+rcon+"\"\nset onesync on", lic, rcon)
		default:
			b.sec("fivem-license", "shell", "./run.sh +exec server.cfg +set sv_licenseKey "+lic+" +set gamename rdr3", lic)
		}
	}
	// Survival game servers: Valheim, ARK, Palworld, Rust, Terraria, Factorio
	for i := 0; i < 8; i++ {
		pw := hajHumanPW()
		var f, text string
		switch i % 6 {
		case 0:
			f, text = "shell", "./valheim_server.x86_64 -name \"Viking Dads\" -port 2456 -world \"Dedicated\" -password \""+pw+"\" -public 0"
		case 1:
			f, text = "ini", "[ServerSettings]\nServerPassword=\nServerAdminPassword="+pw+"\nMaxPlayers=20\nDifficultyOffset=1.0"
		case 2:
			f, text = "ini", "[/Script/Pal.PalGameWorldSettings]\nOptionSettings=(Difficulty=None,ServerName=\"Pal Pals\",AdminPassword=\""+pw+"\",ServerPlayerMaxNum=16,RCONEnabled=True,RCONPort=25575)"
		case 3:
			f, text = "shell", "RustDedicated -batchmode +server.port 28015 +server.hostname \"Wipe Day EU\" +rcon.port 28016 +rcon.password \""+pw+"\" +rcon.web 1"
		case 4:
			f, text = "config", "#terraria serverconfig.txt\nworld=/home/terraria/Worlds/Calamity.wld\nmaxplayers=8\nport=7777\npassword="+pw+"\nmotd=hi"
		default:
			tok := hajR(hajHex, 30)
			f, text = "json", "{\n  \"name\": \"Factorio LAN\",\n  \"game_password\": \""+pw+"\",\n  \"username\": \"factory_owner\",\n  \"token\": \""+tok+"\",\n  \"max_players\": 0\n}"
			b.sec("factorio-server", f, text, pw, tok)
			continue
		}
		b.sec("survival-server-password", f, text, pw)
	}
	// TeamSpeak and Mumble
	for i := 0; i < 8; i++ {
		pw := hajR(hajAlnum, 8)
		priv := hajR(hajAlnum+"+", 40)
		apikey := "BAA" + hajR(hajB64U, 37)
		switch i % 5 {
		case 0:
			text := "------------------------------------------------------------------\n                      I M P O R T A N T\n------------------------------------------------------------------\n               Server Query Admin Account created\n         loginname= \"serveradmin\", password= \"" + pw + "\"\n         apikey= \"" + apikey + "\"\n------------------------------------------------------------------"
			b.sec("teamspeak-first-start", "log", text, pw, apikey)
		case 1:
			text := "------------------------------------------------------------------\n      ServerAdmin privilege key created, please use it to gain\n      serveradmin rights for your virtualserver. please\n      also check the doc/privilegekey_guide.txt for details.\n\n       token=" + priv + "\n------------------------------------------------------------------"
			b.sec("teamspeak-privilege-key", "log", text, priv)
		case 2:
			b.sec("teamspeak-privilege-key", "chat", hajChat("use this privilege key to get admin on ts: "+priv), priv)
		case 3:
			mp := hajHumanPW()
			b.secKeep("mumble-server", "ini", "; murmur.ini\nwelcometext=\"<b>Guild Hall</b> voice\"\nport=64738\nserverpassword="+mp+"\nbandwidth=72000\nusers=100", []string{"port=64738"}, mp)
		default:
			mp := hajAnyPW()
			b.sec("mumble-server", "shell", "sudo murmurd -ini /etc/murmur.ini -supw "+mp, mp)
		}
	}
	// Minecraft proxies and plugins
	for i := 0; i < 8; i++ {
		switch i % 4 {
		case 0:
			s := hajR(hajAlnum, 12)
			b.sec("minecraft-velocity", "shell", "$ cat forwarding.secret\n"+s+"\n$ grep forwarding velocity.toml\nplayer-info-forwarding-mode = \"modern\"\nforwarding-secret-file = \"forwarding.secret\"", s)
		case 1:
			pw := hajAnyPW()
			b.sec("minecraft-luckperms", "yaml", "storage-method: mysql\ndata:\n  address: "+hajIP()+":3306\n  database: luckperms\n  username: lp\n  password: '"+pw+"'\n  pool-settings:\n    maximum-pool-size: 10", pw)
		case 2:
			s := hajR(hajAlnum, 12)
			b.sec("minecraft-velocity", "toml", "# paper-global.yml equivalent\n[proxies.velocity]\nenabled = true\nonline-mode = true\nsecret = \""+s+"\"", s)
		default:
			pw := hajHumanPW()
			b.sec("minecraft-authme", "chat", hajChat("/register "+pw+" "+pw+" is literally what i typed in chat in front of everyone 💀"), pw)
		}
	}
	// Build servers and game studios
	for i := 0; i < 10; i++ {
		switch i % 7 {
		case 0:
			pw := hajAnyPW()
			b.sec("steamcmd-login", "shell", "steamcmd +login snail_builder "+pw+" +run_app_build ../scripts/app_build_"+fmt.Sprint(hajN(1000000, 2999999))+".vdf +quit", pw)
		case 1:
			tok := "11" + hajR(hajHex, 32)
			b.sec("jenkins-token", "shell", "curl -X POST -u ci-bot:"+tok+" https://"+hajP(hajHosts)+"/job/nightly-win64/build", tok)
		case 2:
			pw := hajAnyPW()
			b.secKeep("perforce", "env", "P4PORT=ssl:perforce.snailstudio.dev:1666\nP4USER=build\nP4PASSWD="+pw+"\nP4CLIENT=build-win64", []string{"P4CLIENT=build-win64"}, pw)
		case 3:
			pw := hajAnyPW()
			serial := "E3-" + hajR(hajUpper+hajDigits, 4) + "-" + hajR(hajUpper+hajDigits, 4) + "-" + hajR(hajUpper+hajDigits, 4) + "-" + hajR(hajUpper+hajDigits, 4) + "-" + hajR(hajUpper+hajDigits, 4)
			b.sec("unity-license", "shell", "\"/Applications/Unity/Hub/Editor/2022.3.20f1/Unity.app/Contents/MacOS/Unity\" -quit -batchmode -serial "+serial+" -username ci@snailstudio.dev -password \""+pw+"\"", serial, pw)
		case 4:
			sec := hajR(hajB64U, 43)
			b.sec("epic-eos", "ini", "[/Script/OnlineSubsystemEOS.EOSSettings]\nProductId="+hajR(hajHex, 32)+"\nClientId=xyza7891"+hajR(hajAlnum, 24)+"\nClientSecret="+sec, sec)
		case 5:
			k := hajR(hajUpper+hajDigits, 52)
			b.sec("playfab-secret", "shell", "curl https://"+hajR(hajUpper+hajDigits, 5)+".playfabapi.com/Admin/GetTitleData -H \"X-SecretKey: "+k+"\" -d '{}'", k)
		default:
			k := hajR(hajLowNum, 40)
			b.sec("itch-butler", "ci-yaml", "- name: push to itch\n  env:\n    BUTLER_API_KEY: "+k+"\n  run: butler push build/win snailstudio/goblin-tavern:windows", k)
		}
	}
}
