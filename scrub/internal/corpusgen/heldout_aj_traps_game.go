package main

import (
	"fmt"
	"strings"
)

// Traps from gaming communities: ids, seeds, addresses, hashes, coordinates, configs with
// nothing secret in them.

func hajTrapsGaming(b *hajBuilder) {
	// Steam IDs
	for i := 0; i < 14; i++ {
		id := hajSteamID64()
		acc := hajN(1000000, 999999999)
		var f, text string
		switch i % 7 {
		case 0:
			f, text = "chat", "my steamid64 is "+id+" add me for the raid"
		case 1:
			f, text = "chat", hajChat(fmt.Sprintf("ban STEAM_0:%d:%d pls, he was wallhacking on de_nuke", hajN(0, 1), acc))
		case 2:
			f, text = "ini", fmt.Sprintf("// admins_simple.ini\n\"STEAM_0:1:%d\"\t\"99:z\"\n\"[U:1:%d]\"\t\"50:abcdefg\"", acc, hajN(1000000, 999999999))
		case 3:
			f, text = "url", "https://steamcommunity.com/profiles/"+id+"/inventory/#730"
		case 4:
			f, text = "log", "L "+hajDate()+" - "+hajClock()+": \""+hajP(hajHandles)+"<"+fmt.Sprint(hajN(2, 64))+"><[U:1:"+fmt.Sprint(acc)+"]><CT>\" killed \""+hajP(hajHandles)+"<"+fmt.Sprint(hajN(2, 64))+"><[U:1:"+fmt.Sprint(hajN(1000000, 999999999))+"]><TERRORIST>\" with \"ak47\" (headshot)"
		case 5:
			f, text = "json", "{\"steamid\": \""+id+"\", \"personaname\": \""+hajP(hajHandles)+"\", \"profilestate\": 1, \"communityvisibilitystate\": 3}"
		default:
			f, text = "chat-de", "Meine Steam-ID: "+id+" – Freundschaftscode "+fmt.Sprint(acc)
		}
		b.trap("steam-id", f, text)
	}
	// Match ids and share codes
	for i := 0; i < 10; i++ {
		var f, text string
		switch i % 5 {
		case 0:
			f, text = "chat", "gg last night, dotabuff match "+fmt.Sprint(hajN(7000000000, 7999999999))+" if u wanna see the throw"
		case 1:
			sc := "CSGO-" + hajR(hajAlnum, 5) + "-" + hajR(hajAlnum, 5) + "-" + hajR(hajAlnum, 5) + "-" + hajR(hajAlnum, 5) + "-" + hajR(hajAlnum, 5)
			f, text = "chat", "demo share code "+sc+" round 14 is insane"
		case 2:
			f, text = "url", "https://www.faceit.com/en/cs2/room/1-"+hajUUID()+"/scoreboard"
		case 3:
			f, text = "chat", "match id EUW1_"+fmt.Sprint(hajN(6000000000, 6999999999))+" — check the 20 min baron call"
		default:
			f, text = "csv", "match_id,map,score,mvp\n"+fmt.Sprint(hajN(100000, 999999))+",de_mirage,13-9,"+hajP(hajHandles)+"\n"+fmt.Sprint(hajN(100000, 999999))+",de_anubis,11-13,"+hajP(hajHandles)
		}
		b.trap("match-id", f, text)
	}
	// World seeds
	for i := 0; i < 10; i++ {
		seed := fmt.Sprint(hajN(100000000, 999999999)) + fmt.Sprint(hajN(1000000000, 9999999999))
		if hajCoin() {
			seed = "-" + seed
		}
		var f, text string
		switch i % 6 {
		case 0:
			f, text = "properties", "level-name=world\nlevel-seed="+seed+"\nlevel-type=minecraft\\:normal\ngamemode=survival"
		case 1:
			f, text = "chat", "SEED "+seed+" HAS A VILLAGE AT SPAWN 😱😱"
		case 2:
			f, text = "chat", "/seed says Seed: ["+seed+"] fyi for chunkbase"
		case 3:
			f, text = "chat", "terraria world seed for the challenge run: "+fmt.Sprint(hajN(100000000, 2147483647))+" (drunk world)"
		case 4:
			f, text = "chat", "valheim seed "+hajR(hajAlnum, 10)+" spawns you right next to the elder"
		default:
			ex := ">>>eNp" + hajR(hajB64, 120) + "<<<"
			f, text = "chat", "factorio map exchange string for the LAN:\n"+ex+"\nrail world, no biters"
		}
		b.trap("world-seed", f, text)
	}
	// Server addresses and ports
	for i := 0; i < 14; i++ {
		ip, port := hajIP(), hajN(2000, 65000)
		var f, text string
		switch i % 7 {
		case 0:
			f, text = "chat", "server ip: "+hajP(hajHosts)+" (java + bedrock, port 19132 for bedrock)"
		case 1:
			f, text = "chat", fmt.Sprintf("connect %s:27015 in console", ip)
		case 2:
			f, text = "chat", fmt.Sprintf("TS: %s:9987, no pw needed for the lobby channel", hajP(hajHosts))
		case 3:
			f, text = "log", fmt.Sprintf("[%s] [Server thread/INFO]: Starting Minecraft server on %s:%d", hajClock(), ip, port)
		case 4:
			f, text = "shell", fmt.Sprintf("$ nmap -p 25565,25575 %s\nPORT      STATE  SERVICE\n25565/tcp open   minecraft\n25575/tcp closed unknown", ip)
		case 5:
			f, text = "notes", fmt.Sprintf("Node list\n| node | ip | ports |\n|---|---|---|\n| de-fra-1 | %s | 25565-25600 |\n| de-fra-2 | %s | 27015-27030 |", ip, hajIP())
		default:
			f, text = "chat", fmt.Sprintf("fivem: connect cfx.re/join/%s or F8 → connect %s:30120", hajR(hajLowNum, 6), ip)
		}
		b.trap("server-address", f, text)
	}
	// Mod ids
	for i := 0; i < 10; i++ {
		var f, text string
		switch i % 6 {
		case 0:
			ids := make([]string, hajN(3, 6))
			for j := range ids {
				ids[j] = fmt.Sprint(hajN(731604991, 3299999999))
			}
			f, text = "ini", "[ServerSettings]\nActiveMods="+strings.Join(ids, ",")+"\nMaxPlayers=70"
		case 1:
			f, text = "chat", "workshop id "+fmt.Sprint(hajN(100000000, 3299999999))+" is the better ttt weapon pack"
		case 2:
			f, text = "chat", fmt.Sprintf("curseforge project %d (JEI), file id %d for 1.20.1", hajN(200000, 999999), hajN(4000000, 5999999))
		case 3:
			f, text = "json", fmt.Sprintf("{\n  \"projectID\": %d,\n  \"fileID\": %d,\n  \"required\": true\n}", hajN(200000, 999999), hajN(4000000, 5999999))
		case 4:
			f, text = "toml", "[[mods]]\nmodId=\"create\"\nversion=\"0.5.1.f\"\ndisplayName=\"Create\"\n[[dependencies.create]]\nmodId=\"forge\"\nversionRange=\"[47,)\""
		default:
			f, text = "url", "https://www.nexusmods.com/skyrimspecialedition/mods/"+fmt.Sprint(hajN(1000, 120000))+"?tab=files&file_id="+fmt.Sprint(hajN(100000, 599999))
		}
		b.trap("mod-id", f, text)
	}
	// Twitch and Discord ids, invites
	for i := 0; i < 14; i++ {
		var f, text string
		switch i % 7 {
		case 0:
			f, text = "url", "https://api.twitch.tv/helix/streams?user_id="+fmt.Sprint(hajN(10000000, 999999999))
		case 1:
			f, text = "chat", "broadcaster_id for ttv_frostbyte is "+fmt.Sprint(hajN(10000000, 999999999))+" (needed for the eventsub sub)"
		case 2:
			f, text = "chat", "join the discord: discord.gg/"+hajR(hajAlnum, hajN(7, 10))
		case 3:
			f, text = "env", "GUILD_ID="+hajSnowflake()+"\nMOD_ROLE_ID="+hajSnowflake()+"\nLOG_CHANNEL_ID="+hajSnowflake()
		case 4:
			f, text = "url", "https://discord.com/oauth2/authorize?client_id="+hajSnowflake()+"&permissions=8&scope=bot%20applications.commands"
		case 5:
			f, text = "chat", "right click → Copy Message ID gives "+hajSnowflake()+", paste that in the ticket"
		default:
			f, text = "url", "https://clips.twitch.tv/"+hajP([]string{"Awkward", "Brave", "Clumsy", "Gentle"})+hajP([]string{"Helpless", "Tiny", "Sparkly"})+hajP([]string{"Salamander", "Otter", "Moose"})+"SwiftRage-"+hajR(hajB64U, 16)
		}
		b.trap("platform-id", f, text)
	}
	// Map file hashes
	for i := 0; i < 10; i++ {
		m := hajP([]string{"de_frostbite_v3.bsp", "ttt_minecraft_b5.bsp", "gm_construct_13.bsp", "surf_utopia_v3.bsp", "rp_downtown_v4c.bsp"})
		var f, text string
		switch i % 5 {
		case 0:
			f, text = "shell", "$ sha1sum maps/"+m+"\n"+hajR(hajHex, 40)+"  maps/"+m
		case 1:
			f, text = "chat", "map crc mismatch again?? server has "+m+" with md5 "+hajR(hajHex, 32)+", fastdl has "+hajR(hajHex, 32)
		case 2:
			f, text = "log", "Host_Changelevel: "+strings.TrimSuffix(m, ".bsp")+"\nMap CRC "+fmt.Sprint(hajN(100000000, 2147483647))+" ok"
		case 3:
			f, text = "json", "{\"file\": \""+m+"\", \"size\": "+fmt.Sprint(hajN(1000000, 90000000))+", \"sha256\": \""+hajR(hajHex, 64)+"\"}"
		default:
			f, text = "markdown", "| map | sha256 |\n|---|---|\n| "+m+" | `"+hajR(hajHex, 64)+"` |"
		}
		b.trap("map-hash", f, text)
	}
	// Coordinates
	for i := 0; i < 10; i++ {
		x, y, z := hajN(-30000, 30000), hajN(-60, 300), hajN(-30000, 30000)
		var f, text string
		switch i % 6 {
		case 0:
			f, text = "chat", fmt.Sprintf("base is at X: %d Y: %d Z: %d dont grief pls", x, y, z)
		case 1:
			f, text = "chat", fmt.Sprintf("/tp @s %d %d %d", x, y, z)
		case 2:
			f, text = "chat", fmt.Sprintf("nether portal coords %d / %d (overworld %d / %d)", x/8, z/8, x, z)
		case 3:
			f, text = "cfg", fmt.Sprintf("setpos %d.%d %d.%d %d.%d;setang 0 90 0", x, hajN(0, 99), z, hajN(0, 99), y, hajN(0, 99))
		case 4:
			f, text = "chat-es", fmt.Sprintf("la aldea está en %d, %d, %d (cerca del río)", x, y, z)
		default:
			f, text = "lua", fmt.Sprintf("Config.Garage = vector4(%.2f, %.2f, %.2f, %.1f)", float64(x)/10, float64(z)/10, float64(y)/3, float64(hajN(0, 359)))
		}
		b.trap("coordinates", f, text)
	}
}
