package main

import (
	"fmt"
	"strings"
)

// General traps: hashes, ids, digests, base64 of ordinary data, public keys, publishable
// keys, placeholders.

func hajTrapsGeneral(b *hajBuilder) {
	// git SHAs
	for i := 0; i < 12; i++ {
		sha := hajR(hajHex, 40)
		var f, text string
		switch i % 6 {
		case 0:
			f, text = "chat", "fixed the dupe glitch in "+sha[:7]+", pls pull"
		case 1:
			f, text = "shell", "$ git log --oneline -3\n"+sha[:7]+" fix: villager trade crash\n"+hajR(hajHex, 7)+" chore: bump fabric api\n"+hajR(hajHex, 7)+" feat: add /spawn cooldown"
		case 2:
			f, text = "diff", "diff --git a/config/modbot.yml b/config/modbot.yml\nindex "+hajR(hajHex, 7)+".."+hajR(hajHex, 7)+" 100644\n--- a/config/modbot.yml\n+++ b/config/modbot.yml\n@@ -3,3 +3,3 @@\n-  cooldown: 30\n+  cooldown: 60"
		case 3:
			f, text = "chat", "revert "+sha+" it broke the lobby"
		case 4:
			f, text = "url", "https://github.com/"+strings.ToLower(hajP(hajHandles))+"/modpack/commit/"+sha
		default:
			f, text = "ci-log", "HEAD is now at "+sha[:12]+" Merge pull request #"+fmt.Sprint(hajN(10, 900))+" from pixelpaws/fix-netcode"
		}
		b.trap("git-sha", f, text)
	}
	// checksums
	for i := 0; i < 8; i++ {
		file := hajP([]string{"server.jar", "paper-1.20.4-496.jar", "GoblinTavern_Setup.exe", "modpack-2.3.zip", "fx.tar.xz"})
		var f, text string
		switch i % 5 {
		case 0:
			f, text = "shell", "$ sha256sum "+file+"\n"+hajR(hajHex, 64)+"  "+file
		case 1:
			f, text = "chat", "md5 of the modpack zip should be "+hajR(hajHex, 32)+", if not redownload"
		case 2:
			f, text = "markdown", "| file | sha256 |\n|---|---|\n| "+file+" | "+hajR(hajHex, 64)+" |"
		case 3:
			f, text = "text", hajR(hajHex, 64)+" *"+file+"\n"+hajR(hajHex, 64)+" *README.txt"
		default:
			f, text = "powershell", "PS> Get-FileHash .\\"+file+"\n\nAlgorithm       Hash\n---------       ----\nSHA256          "+hajR(hajHexUp, 64)
		}
		b.trap("checksum", f, text)
	}
	// UUIDs, request ids, trace ids
	for i := 0; i < 12; i++ {
		var f, text string
		switch i % 6 {
		case 0:
			f, text = "chat", "panel error 500, Request ID: "+hajUUID()+" — can support check?"
		case 1:
			f, text = "log", hajTS()+" level=error msg=\"upstream timeout\" request_id="+hajR(hajHex, 32)+" trace_id="+hajR(hajHex, 32)
		case 2:
			f, text = "chat", "cloudflare page says Ray ID: "+hajR(hajHex, 16)+"-FRA"
		case 3:
			f, text = "json", "{\"server_uuid\": \""+hajUUID()+"\", \"node\": 2, \"status\": \"running\", \"memory_bytes\": "+fmt.Sprint(hajN(100000000, 8000000000))+"}"
		case 4:
			f, text = "http", "HTTP/2 429\nx-ratelimit-remaining: 0\nx-ratelimit-reset-after: 1.337\nx-request-id: "+hajR(hajHex, 32)
		default:
			f, text = "chat", "order #"+fmt.Sprint(hajN(100000, 999999))+" (transaction "+hajUUID()+") hasn't delivered the VIP rank"
		}
		b.trap("uuid-request-id", f, text)
	}
	// image digests
	for i := 0; i < 8; i++ {
		img := hajP([]string{"ghcr.io/pterodactyl/yolks", "itzg/minecraft-server", "ghcr.io/parkervcp/games", "cm2network/steamcmd"})
		var f, text string
		switch i % 4 {
		case 0:
			f, text = "shell", "docker pull "+img+"@sha256:"+hajR(hajHex, 64)
		case 1:
			f, text = "yaml", "services:\n  mc:\n    image: "+img+"@sha256:"+hajR(hajHex, 64)+"\n    ports:\n      - \"25565:25565\""
		case 2:
			f, text = "log", "Digest: sha256:"+hajR(hajHex, 64)+"\nStatus: Downloaded newer image for "+img+":latest"
		default:
			f, text = "chat", "pin the image to sha256:"+hajR(hajHex, 64)+" before the wipe, latest broke java 21"
		}
		b.trap("image-digest", f, text)
	}
	// base64 of ordinary data
	for i := 0; i < 8; i++ {
		var f, text string
		switch i % 4 {
		case 0:
			f, text = "json", "{\"version\": {\"name\": \"1.20.4\", \"protocol\": 765}, \"favicon\": \"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAYAAACqaXHe"+hajR(hajB64, 40)+"\"}"
		case 1:
			msg := hajP([]string{"server restarting in 5 minutes", "welcome to the smp!", "gg wp everyone", "event starts at 8pm"})
			f, text = "shell", "$ echo "+hajB64Std(msg)+" | base64 -d\n"+msg
		case 2:
			f, text = "yaml", "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: motd\nbinaryData:\n  banner.txt: "+hajB64Std(hajP([]string{"Welcome to BlockHaven", "Season 4 starts now", "Be nice in chat"})+" - "+hajDate())
		default:
			f, text = "chat", "the nbt blob decodes fine: "+hajB64Std(fmt.Sprintf(`{"id":"minecraft:%s","Count":%d}`, hajP([]string{"diamond_sword", "elytra", "golden_apple", "totem_of_undying", "netherite_pickaxe"}), hajN(1, 64)))
		}
		b.trap("base64-ordinary", f, text)
	}
	// public keys and certificates
	for i := 0; i < 10; i++ {
		var f, text string
		switch i % 5 {
		case 0:
			f, text = "authorized_keys", "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI"+hajR(hajB64, 43)+" "+strings.ToLower(hajP(hajNames))+"@gaming-pc"
		case 1:
			f, text = "chat", "add my pubkey to the box pls: ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ"+hajR(hajB64, 160)+" kenji@laptop"
		case 2:
			f, text = "pem", "-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA"+hajR(hajB64, 20)+"\n"+hajR(hajB64, 64)+"\n"+hajR(hajB64, 30)+"IDAQAB\n-----END PUBLIC KEY-----"
		case 3:
			f, text = "pem", "fullchain.pem from certbot for "+hajP(hajHosts)+":\n-----BEGIN CERTIFICATE-----\nMIIFBjCCA+6gAwIBAgISA"+hajR(hajB64, 43)+"\n"+hajR(hajB64, 64)+"\n-----END CERTIFICATE-----"
		default:
			f, text = "chat", "Discord dev portal → General Information → Public Key: "+hajR(hajHex, 64)+" (used to verify interaction signatures)"
		}
		b.trap("public-key", f, text)
	}
	// publishable keys
	for i := 0; i < 6; i++ {
		var f, text string
		switch i % 3 {
		case 0:
			f, text = "html", "<script src=\"https://js.stripe.com/v3/\"></script>\n<script>const stripe = Stripe('pk_live_"+hajR(hajAlnum, 40)+"');</script>"
		case 1:
			f, text = "chat", "the publishable key pk_test_"+hajR(hajAlnum, 40)+" is fine to ship in the store frontend"
		default:
			f, text = "html", "<script src=\"https://js.sentry-cdn.com/"+hajR(hajHex, 32)+".min.js\" crossorigin=\"anonymous\"></script>"
		}
		b.trap("publishable-key", f, text)
	}
	// general placeholders
	ph := []string{
		"export GITHUB_TOKEN=<your-token>",
		"AWS_SECRET_ACCESS_KEY=xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
		"password: changeme  # replace before deploying",
		"DATABASE_URL=postgres://USER:PASSWORD@HOST:5432/DBNAME",
		"curl -u USERNAME:API_TOKEN https://api.example.com/v1/me",
		"api_key = \"REPLACE_ME\"",
		"docker login -u <user> -p <password> registry.example.com",
		"mysql -u root -p  # it will prompt for the password",
		"Authorization: Bearer <token>",
		"STRIPE_SECRET_KEY=sk_live_...  (ask finance)",
		"password=********",
		"secret: \"{{ .Values.discord.token }}\"",
	}
	for i, p := range ph {
		b.trap("placeholder", []string{"shell", "env", "yaml", "chat"}[i%4], p)
	}
	// paths, URLs without credentials
	for i := 0; i < 5; i++ {
		var text string
		switch i % 5 {
		case 0:
			text = "logs are in /home/container/logs/latest.log and the crash reports in /home/container/crash-reports/"
		case 1:
			text = "C:\\Program Files (x86)\\Steam\\steamapps\\common\\GarrysMod\\garrysmod\\cfg\\server.cfg"
		case 2:
			text = "https://" + hajP(hajHosts) + "/server/" + hajR(hajHex, 8) + "/files#/config/paper-global.yml"
		case 3:
			text = "~/.local/share/Steam/steamapps/common/Valheim dedicated server/start_server.sh"
		default:
			text = "rtmp://live.twitch.tv/app/ is the ingest, docs at https://help.twitch.tv/s/twitch-ingest-recommendation"
		}
		b.trap("path-url", "chat", text)
	}
}
