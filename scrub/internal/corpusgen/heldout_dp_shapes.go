package main

import (
	"encoding/base64"
	"fmt"
)

// Four shapes in a home-lab setting: Discord bot tokens, "login is user / pw", a key split over
// two lines, and a service account's private_key_id in prose; with their traps.

// hdpDiscordBot is a Discord bot token: base64 of the bot's id, a timestamp part, an HMAC part.
func hdpDiscordBot() string {
	id := pick([]string{"1", "1", "4", "5", "6", "7", "8", "9"}) + rnd(digits, hdpN(16, 18))
	return base64.RawStdEncoding.EncodeToString([]byte(id)) + "." + rnd(b64url, 6) + "." +
		rnd(b64url, pick([]int{27, 38, 38}))
}

// hdpSplit cuts s into two halves at a random point away from its ends.
func hdpSplit(s string) (string, string) {
	i := hdpN(len(s)/3, 2*len(s)/3)
	return s[:i], s[i:]
}

func hdpSAEmail() string {
	return hdpOneOf("ha-assistant", "gcs-backup", "restic-gcs", "nest-sdm", "velero") + "@" +
		hdpOneOf("homelab-", "ha-home-", "lab-backup-") + rnd(digits, 6) + ".iam.gserviceaccount.com"
}

func hdpShapeSecrets() []hdpGen {
	return []hdpGen{
		func() Sample {
			tok := hdpDiscordBot()
			t := fmt.Sprintf("services:\n  %s:\n    image: %s\n    restart: unless-stopped\n    environment:\n      - DISCORD_TOKEN=%s\n      - GUILD_ID=%s\n      - STATUS_HOSTS=%s,%s,%s",
				hdpOneOf("statusbot", "mc-bot", "lab-bot"), hdpOneOf("ghcr.io/"+hdpPerson()+"/labbot:latest", "node:20-alpine"), tok, hdpSnowflake(), hdpHost(), hdpHost(), hdpHost())
			return hdpS("discord-bot-token", "compose", t, []string{tok})
		},
		func() Sample {
			tok, guild := hdpDiscordBot(), hdpSnowflake()
			t := fmt.Sprintf("%s my little discord bot that posts Proxmox backup results stopped working after I moved it to an LXC. config.json:\n\n{\n  \"token\": \"%s\",\n  \"guildId\": \"%s\",\n  \"channel\": \"backups\"\n}\n\nlog says \"Used disallowed intents\". %s",
				hdpHi(), tok, guild, hdpThanks())
			return hdpS("discord-bot-token", "forum", t, []string{tok}, guild)
		},
		func() Sample {
			tok := hdpDiscordBot()
			t := fmt.Sprintf("import discord, subprocess\n\nintents = discord.Intents.default()\nclient = discord.Client(intents=intents)\n\n@client.event\nasync def on_message(msg):\n    if msg.content == \"!nas\":\n        out = subprocess.run([\"zpool\", \"list\", \"-H\"], capture_output=True, text=True).stdout\n        await msg.channel.send(f\"```{out}```\")\n\nclient.run(\"%s\")",
				tok)
			return hdpS("discord-bot-token", "python", t, []string{tok})
		},
		func() Sample {
			pw, user := hdpPw(), hdpOneOf("admin", "root", "ubnt", "pi", hdpPerson())
			dev := hdpOneOf("the new switch", "the UPS web card", "the OPNsense box", "the old Synology", "the iDRAC", "the printer")
			t := fmt.Sprintf("[%s] %s: %s is up on %s, the login is %s / %s\n[%s] %s: nice, I'll add it to uptime kuma",
				hdpClock(), hdpPerson(), dev, hdpIP(), user, pw, hdpClock(), hdpPerson())
			return hdpS("login-password", "chat", t, []string{pw}, dev)
		},
		func() Sample {
			pw, user := hdpPw(), hdpOneOf("root", "admin", "truenas_admin", "operator")
			t := fmt.Sprintf("- name: %s\n  url: https://%s\n  location: %s\n  notes: \"login is %s / %s, change after the %s upgrade\"\n- name: %s\n  url: https://%s:8006\n  notes: \"SSO via authentik\"",
				hdpOneOf("opnsense", "truenas", "unifi", "pikvm"), hdpIP(), hdpOneOf("rack shelf 2", "basement", "closet"), user, pw, hdpOneOf("24.7", "next", "firmware"), hdpHost(), hdpIP())
			return hdpS("login-password", "yaml", t, []string{pw}, "login is "+user)
		},
		func() Sample {
			pw, user := hdpPw(), hdpOneOf("admin", "root", "Administrator", hdpPerson())
			t := fmt.Sprintf("Übergabe Homelab (%s)\n- PiKVM: https://%s, Login ist %s / %s\n- USV: Eaton, Netzwerkkarte noch nicht konfiguriert\n- Backups laufen nachts um 3 Uhr auf den PBS",
				hdpDate(), hdpIP(), user, pw)
			if rng.IntN(2) == 0 {
				t = fmt.Sprintf("Homelab handover (%s)\n- PiKVM: https://%s, login: %s / %s\n- UPS: Eaton, network card not configured yet\n- Backups run nightly at 3am to PBS",
					hdpDate(), hdpIP(), user, pw)
			}
			return hdpS("login-password", "notes", t, []string{pw}, user+" / ")
		},
		func() Sample {
			key := hdpTSKey("auth")
			a, b := hdpSplit(key)
			t := fmt.Sprintf("[%s] %s: here's the auth key for the new pi, signal wrapped it so careful when copying:\n%s\n%s\n[%s] %s: got it, joined",
				hdpClock(), hdpPerson(), a, b, hdpClock(), hdpPerson())
			return hdpS("tailscale-auth-key", "chat", t, []string{a, b})
		},
		func() Sample {
			key := hdpWGKey()
			a, b := hdpSplit(key)
			t := fmt.Sprintf("phone peer (copied off the tiny screen, line broke):\n[Interface]\nPrivateKey = %s\n%s\nAddress = 10.8.0.%d/32\n\n[Peer]\nEndpoint = %s:51820",
				a, b, hdpN(2, 60), "vpn."+hdpDomain())
			return hdpS("wireguard-private-key", "notes", t, []string{a, b})
		},
		func() Sample {
			tok := hdpCFToken()
			a, b := hdpSplit(tok)
			p := hdpPerson()
			t := fmt.Sprintf("[%s] %s: cloudflare token for the DNS challenge, in two bits so it doesn't end up in one notification preview\n[%s] %s: %s\n[%s] %s: %s\n[%s] %s: ok traefik got the wildcard cert",
				hdpClock(), p, hdpClock(), p, a, hdpClock(), p, b, hdpClock(), hdpPerson())
			return hdpS("cloudflare-api-token", "chat", t, []string{a, b})
		},
		func() Sample {
			tok := hdpJWT()
			a, b := hdpSplit(tok)
			t := fmt.Sprintf("Subject: HA token for the wall tablet\n\nHi %s,\n\nhere is the long-lived token for the Fully Kiosk tablet in the hallway (my mail client wraps long lines, just join them):\n\n%s\n%s\n\nPaste it into the HA dashboard URL settings.\n\n- %s",
				hdpPerson(), a, b, hdpPerson())
			return hdpS("hass-token", "mail", t, []string{a, b})
		},
		func() Sample {
			id, sa := hdpHex(40), hdpSAEmail()
			t := fmt.Sprintf("[%s] %s: rotated the key for %s, the new private_key_id is %s. Old one is deleted in the console.\n[%s] %s: HA Google Assistant still syncing?",
				hdpClock(), hdpPerson(), sa, id, hdpClock(), hdpPerson())
			return hdpS("gcp-private-key-id", "chat", t, []string{id}, sa)
		},
		func() Sample {
			id := hdpHex(40)
			path := hdpOneOf("/root/gcs-sa.json", "/etc/restic/gcs.json", "/opt/velero/credentials-gcp")
			t := fmt.Sprintf("Remember: offsite backups to GCS use the service account key file at %s (private_key_id %s, created %s). If uploads start failing with invalid_grant, that key was probably revoked.",
				path, id, hdpDate())
			return hdpS("gcp-private-key-id", "memory", t, []string{id}, path)
		},
		func() Sample {
			id := hdpHex(40)
			sa := hdpOneOf("ha-google", "home-assistant", "hass-ga") + "@" + hdpOneOf("ha-home-", "smart-home-") + rnd(digits, 6) + ".iam.gserviceaccount.com"
			t := fmt.Sprintf("%s\nHA Google Assistant integration says \"Invalid JWT Signature\" on every sync. The json file is for %s and the private_key_id inside is \"%s\". Did I download the wrong key? %s",
				hdpHi(), sa, id, hdpThanks())
			return hdpS("gcp-private-key-id", "forum", t, []string{id}, sa)
		},
	}
}

func hdpShapeTraps() []hdpGen {
	return []hdpGen{
		func() Sample {
			app := hdpSnowflake()
			t := fmt.Sprintf("Discord bot for lab alerts\n- Application ID: %s\n- Public key: %s\n- Invite: https://discord.com/oauth2/authorize?client_id=%s&scope=bot&permissions=%d\n- Bot token: in .env on %s, not in git",
				app, hdpHex(64), app, hdpN(2048, 300000), hdpHost())
			return hdpT("trap-discord-id", "notes", t)
		},
		func() Sample {
			t := fmt.Sprintf("services:\n  labbot:\n    image: ghcr.io/%s/labbot:%s\n    environment:\n      - DISCORD_TOKEN=${DISCORD_TOKEN}\n      - GUILD_ID=%s\n# put DISCORD_TOKEN=your-bot-token-here in .env",
				hdpPerson(), hdpVer(), hdpSnowflake())
			return hdpT("trap-reference", "compose", t)
		},
		func() Sample {
			user := hdpOneOf("admin", "root", "ubnt")
			t := fmt.Sprintf("[%s] %s: the new AP is on %s, the login is %s / the password printed on the sticker underneath\n[%s] %s: I'll change it once it's adopted",
				hdpClock(), hdpPerson(), hdpIP(), user, hdpClock(), hdpPerson())
			return hdpT("trap-login-reference", "chat", t)
		},
		func() Sample {
			t := fmt.Sprintf("- name: %s\n  url: https://%s\n  notes: \"login is %s / (see Vaultwarden, folder Homelab)\"\n- name: pikvm\n  url: https://%s\n  notes: \"login is admin / <set on first boot>\"",
				hdpOneOf("opnsense", "truenas", "unifi"), hdpIP(), hdpOneOf("root", "admin"), hdpIP())
			return hdpT("trap-login-reference", "yaml", t)
		},
		func() Sample {
			a, b := hdpSplit(hdpWGKey())
			t := fmt.Sprintf("server public key for your client config (the forum wraps it):\nPublicKey = %s\n%s\nEndpoint = %s:51820", a, b, "vpn."+hdpDomain())
			return hdpT("trap-public-key", "forum", t)
		},
		func() Sample {
			a, b := hdpSplit(hdpHex(64))
			t := fmt.Sprintf("%s level=info msg=\"pulled image\" image=ghcr.io/home-assistant/home-assistant:stable digest=sha256:%s\n%s platform=linux/amd64", hdpStamp(), a, b)
			return hdpT("trap-digest", "log", t)
		},
		func() Sample {
			t := fmt.Sprintf("The service account %s (client_id %s) in project %s has the Storage Object Admin role on the backup bucket only. Its private_key_id is in the JSON on the server; I'm not pasting it here.",
				hdpSAEmail(), rnd(digits, 21), hdpOneOf("homelab-", "lab-backup-")+rnd(digits, 6))
			return hdpT("trap-client-id", "memory", t)
		},
		func() Sample {
			t := fmt.Sprintf("Fixed the GCS upload script to read the service account path from GOOGLE_APPLICATION_CREDENTIALS instead of hardcoding it; change is in commit %s on the homelab-ansible repo.",
				hdpHex(40))
			return hdpT("trap-commit", "chat", t)
		},
	}
}
