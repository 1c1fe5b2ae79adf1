package main

import (
	"fmt"
	"strings"
)

// Traps (no secret) from VPNs, reverse proxies, DNS and self-hosted apps.

func hdpTraps2() []hdpGen {
	return []hdpGen{
		func() Sample {
			t := fmt.Sprintf("$ sudo wg show\ninterface: wg0\n  public key: %s\n  private key: (hidden)\n  listening port: %d\n\npeer: %s\n  preshared key: (hidden)\n  endpoint: %s:%d\n  allowed ips: 10.8.0.%d/32\n  latest handshake: %d seconds ago\n  transfer: %d.%02d MiB received, %d.%02d MiB sent",
				hdpWGKey(), hdpN(51000, 51999), hdpWGKey(), hdpIP(), hdpN(30000, 60000), hdpN(2, 40), hdpN(2, 120), hdpN(1, 900), hdpN(0, 99), hdpN(1, 900), hdpN(0, 99))
			return hdpT("trap-public-key", "shell", t)
		},
		func() Sample {
			t := fmt.Sprintf("## 3. Client config\n\nCreate `/etc/wireguard/wg0.conf` on the client:\n\n%sini\n[Interface]\nPrivateKey = <client-private-key>\nAddress = 10.%d.0.2/32\n\n[Peer]\nPublicKey = <server-public-key>\nEndpoint = vpn.example.com:51820\nAllowedIPs = 10.%d.0.0/24\n%s\n\nGenerate the pair with `wg genkey | tee privatekey | wg pubkey > publickey`.",
				hdpFence, hdpN(6, 99), hdpN(6, 99), hdpFence)
			return hdpT("trap-placeholder", "wiki", t)
		},
		func() Sample {
			var rows []string
			for i := 0; i < hdpN(3, 6); i++ {
				rows = append(rows, fmt.Sprintf("100.%d.%d.%d  %-14s %-12s %-7s %s", hdpN(64, 127), hdpN(0, 255), hdpN(1, 254), hdpHost(), hdpPerson()+"@", hdpOneOf("linux", "windows", "iOS", "android"), hdpOneOf("-", "active; direct "+hdpIP()+":41641", "idle, tx 2304 rx 1812", "offline")))
			}
			t := "$ tailscale status\n" + strings.Join(rows, "\n")
			return hdpT("trap-ip", "shell", t)
		},
		func() Sample {
			t := fmt.Sprintf("  tailscale:\n    image: tailscale/tailscale:%s\n    hostname: %s\n    environment:\n      - TS_AUTHKEY=${TS_AUTHKEY}\n      - TS_STATE_DIR=/var/lib/tailscale\n    secrets:\n      - ts_authkey\n\nsecrets:\n  ts_authkey:\n    file: ./secrets/ts_authkey.txt",
				hdpOneOf("latest", "stable", "v1.7"+fmt.Sprint(hdpN(0, 9))), hdpOneOf("ts-immich", "ts-grafana", "ts-nextcloud", "ts-mealie", "ts-audiobookshelf")+hdpOneOf("", "-"+hdpPerson()))
			return hdpT("trap-reference", "compose", t)
		},
		func() Sample {
			t := fmt.Sprintf("%s set `TS_AUTHKEY=tskey-auth-%s` (generate it under Settings > Keys, tick \"%s\"). The key expires after %d days by default, but nodes that already joined stay.",
				hdpOneOf("To add a container to your tailnet,", "For the sidecar,", "In the .env file", "Step 2:"), hdpOneOf("XXXXXXXXXXXX-XXXXXXXXXXXXXXXXXXXXXXXXXXXX", "<your-key>", "xxxxxxxx", "REPLACE_ME"), hdpOneOf("Ephemeral", "Reusable", "Pre-approved"), pick([]int{1, 7, 30, 90}))
			return hdpT("trap-placeholder", "wiki", t)
		},
		func() Sample {
			var rows []string
			for i := 0; i < hdpN(2, 4); i++ {
				rows = append(rows, fmt.Sprintf("%s - - [%s] \"GET /api/%s HTTP/2.0\" %d %d \"-\" \"-\" %d \"%s@docker\" \"http://%s:%d\" %dms X-Request-Id=%s traceparent=00-%s-%s-01",
					hdpIP(), hdpDate(), hdpOneOf("v1/status", "websocket", "states"), pick([]int{200, 200, 304, 502}), hdpN(100, 9000), hdpN(1, 9999), hdpOneOf("hass", "jellyfin", "immich"), hdpIP(), hdpN(80, 9000), hdpN(1, 400), hdpUUID(), hdpHex(32), hdpHex(16)))
			}
			return hdpT("trap-request-id", "log", strings.Join(rows, "\n"))
		},
		func() Sample {
			t := fmt.Sprintf("variable \"cloudflare_api_token\" {\n  type      = string\n  sensitive = true\n}\n\nprovider \"cloudflare\" {\n  api_token = var.cloudflare_api_token\n}\n\nresource \"cloudflare_record\" \"jellyfin\" {\n  zone_id = \"%s\"\n  name    = \"jellyfin\"\n  content = \"%s\"\n  type    = \"A\"\n  proxied = false\n}\n# account_id = %s",
				hdpHex(32), hdpIP(), hdpHex(32))
			return hdpT("trap-id", "hcl", t)
		},
		func() Sample {
			dom := hdpDomain()
			t := fmt.Sprintf("{\n\tacme_dns cloudflare {env.CF_API_TOKEN}\n\temail admin@%s\n}\n\nvault.%s {\n\treverse_proxy %s:80\n}\n\n# CF_API_TOKEN comes from the systemd drop-in, see /etc/systemd/system/caddy.service.d/override.conf",
				dom, dom, hdpIP())
			return hdpT("trap-reference", "caddyfile", t)
		},
		func() Sample {
			t := fmt.Sprintf("$ cat ~/.ssh/authorized_keys\n%s %s@laptop\n%s ansible@%s\n$ ssh-keygen -lf ~/.ssh/id_ed25519.pub\n256 SHA256:%s %s@laptop (ED25519)",
				hdpSSHPub(), hdpPerson(), hdpSSHPub(), hdpHost(), rnd(alnum+"+/", 43), hdpPerson())
			return hdpT("trap-public-key", "shell", t)
		},
		func() Sample {
			t := fmt.Sprintf("# .sops.yaml\ncreation_rules:\n  - path_regex: clusters/.*\\.sops\\.ya?ml\n    encrypted_regex: \"^(data|stringData)$\"\n    age: >-\n      %s,\n      %s",
				hdpAgePublic(), hdpAgePublic())
			return hdpT("trap-public-key", "yaml", t)
		},
		func() Sample {
			t := fmt.Sprintf("[%s] %s: can you add my laptop to the photos folder in syncthing? device id:\n%s\n[%s] %s: done, accept it on your side",
				hdpClock(), hdpPerson(), hdpSyncthingID(), hdpClock(), hdpPerson())
			return hdpT("trap-device-id", "chat", t)
		},
		func() Sample {
			img := hdpOneOf("ghcr.io/immich-app/immich-server", "lscr.io/linuxserver/sonarr", "vaultwarden/server", "ghcr.io/home-assistant/home-assistant")
			t := fmt.Sprintf("$ docker compose pull\n[+] Pulling 3/3\n ✔ %s Pulled\n%s: Pulling from %s\nDigest: sha256:%s\nStatus: Downloaded newer image for %s:latest\n$ docker image inspect --format '{{.Id}}' %s\nsha256:%s",
				strings.Split(img, "/")[len(strings.Split(img, "/"))-1], hdpOneOf("latest", "release", "stable"), img, hdpHex(64), img, img, hdpHex(64))
			return hdpT("trap-digest", "shell", t)
		},
		func() Sample {
			var rows []string
			for i := 0; i < hdpN(3, 5); i++ {
				rows = append(rows, fmt.Sprintf("%s   %-36s Up %d %s   %s", hdpHex(12), hdpOneOf("jellyfin/jellyfin", "linuxserver/qbittorrent", "postgres:16", "redis:7", "traefik:v3.1", "adguard/adguardhome"), hdpN(2, 59), hdpOneOf("hours", "days", "minutes"), hdpOneOf("jellyfin", "qbit", "db", "cache", "traefik", "adguard")))
			}
			t := "$ docker ps --format 'table {{.ID}}\\t{{.Image}}\\t{{.Status}}\\t{{.Names}}'\nCONTAINER ID   IMAGE                                STATUS         NAMES\n" + strings.Join(rows, "\n")
			return hdpT("trap-container-id", "shell", t)
		},
		func() Sample {
			t := fmt.Sprintf("# .env.example - copy to .env and CHANGE EVERY VALUE below before first start\nDB_USER=%s\nDB_PASSWORD=changeme\nREDIS_PASSWORD=changeme\nADMIN_EMAIL=admin@example.com\nSECRET_KEY=replace-me-with-openssl-rand-hex-32\nPORT=%d\nTZ=%s",
				hdpOneOf("immich", "linkwarden", "mealie", "outline", "hoarder", "firefly"), hdpN(3000, 9000), hdpOneOf("Etc/UTC", "Europe/Berlin", "America/Chicago", "Asia/Tokyo"))
			return hdpT("trap-placeholder", "env", t)
		},
		func() Sample {
			t := fmt.Sprintf("  vaultwarden:\n    image: vaultwarden/server:%s\n    environment:\n      DOMAIN: \"https://vault.%s\"\n      ADMIN_TOKEN_FILE: /run/secrets/vw_admin_token\n      SMTP_PASSWORD_FILE: /run/secrets/vw_smtp\n    secrets: [vw_admin_token, vw_smtp]",
				hdpOneOf("1.32.0", "1.33.2", "latest"), hdpDomain())
			return hdpT("trap-reference", "compose", t)
		},
		func() Sample {
			var rows []string
			for _, m := range []string{"rotate cloudflare api token after leak scare", "move restic password to sops", "traefik: add authelia middleware", "hass: bump to " + hdpVer(), "wg: add peer for " + hdpPerson()} {
				if rng.IntN(3) > 0 {
					rows = append(rows, hdpHex(7)+" "+m)
				}
			}
			rows = append(rows, hdpHex(7)+" initial commit")
			t := "$ git log --oneline -n 8\n" + strings.Join(rows, "\n")
			return hdpT("trap-commit", "shell", t)
		},
		func() Sample {
			t := fmt.Sprintf("Authentik provider for Grafana:\n- Client type: Confidential\n- Client ID: %s\n- Client Secret: (in Vaultwarden, \"authentik / grafana oidc\")\n- Redirect URI: https://grafana.%s/login/generic_oauth\n- Scopes: openid email profile",
				rnd(alnum, 40), hdpDomain())
			return hdpT("trap-client-id", "notes", t)
		},
		func() Sample {
			t := fmt.Sprintf("Uptime Kuma test notification failed: POST https://discord.com/api/webhooks/%s/[REDACTED] -> 404 Unknown Webhook. Looks like someone deleted the webhook in the channel settings, I'll make a new one.",
				hdpSnowflake())
			return hdpT("trap-masked", "log", t)
		},
		func() Sample {
			t := fmt.Sprintf("Homelab sync %s\n- %s rotated the MQTT and Z2M passwords, all devices reconnected\n- Vaultwarden admin token moved to a docker secret\n- Action: %s to revoke the old Tailscale auth keys in the admin console\n- Next: test restoring a PBS backup on the spare NUC",
				hdpDate(), hdpPerson(), hdpPerson())
			return hdpT("trap-password-talk", "meeting-notes", t)
		},
		func() Sample {
			t := fmt.Sprintf("$ openssl s_client -connect %s:443 </dev/null 2>/dev/null | openssl x509 -noout -serial -fingerprint -sha256 -dates\nserial=%s\nsha256 Fingerprint=%s\nnotBefore=%s\nnotAfter=%s",
				"proxy."+hdpDomain(), strings.ToUpper(hdpHex(36)), strings.ToUpper(hdpFingerprint()), hdpDate(), hdpDate())
			return hdpT("trap-fingerprint", "shell", t)
		},
		func() Sample {
			t := fmt.Sprintf("{\n  \"dashboard\": {\n    \"uid\": \"%s\",\n    \"title\": \"Proxmox cluster\",\n    \"panels\": [{\n      \"type\": \"timeseries\",\n      \"datasource\": {\"type\": \"influxdb\", \"uid\": \"%s\"},\n      \"targets\": [{\"query\": \"from(bucket: \\\"proxmox\\\") |> range(start: -6h)\"}]\n    }]\n  },\n  \"overwrite\": true\n}",
				rnd(alnum, 14), rnd(lower+digits, 14))
			return hdpT("trap-id", "json", t)
		},
		func() Sample {
			t := fmt.Sprintf("$ sudo zerotier-cli listnetworks\n200 listnetworks <nwid> <name> <mac> <status> <type> <dev> <ZT assigned ips>\n200 listnetworks %s %s %s OK PRIVATE zt%s 172.%d.%d.%d/16\n$ sudo zerotier-cli info\n200 info %s 1.14.%d ONLINE",
				hdpHex(16), hdpOneOf("homelab", "family-net"), hdpMAC(), rnd(lower+digits, 10), hdpN(22, 30), hdpN(0, 255), hdpN(1, 254), hdpHex(10), hdpN(0, 2))
			return hdpT("trap-id", "shell", t)
		},
		func() Sample {
			t := fmt.Sprintf("server {\n    listen 443 ssl;\n    server_name %s.%s;\n    ssl_certificate     /etc/letsencrypt/live/%s/fullchain.pem;\n    ssl_certificate_key /etc/letsencrypt/live/%s/privkey.pem;\n    auth_basic \"restricted\";\n    auth_basic_user_file /etc/nginx/.htpasswd;\n    location / { proxy_pass http://%s:%d; }\n}",
				hdpOneOf("prowlarr", "dozzle", "netdata"), "lab.lan", "lab.lan", "lab.lan", hdpIP(), hdpN(3000, 9999))
			return hdpT("trap-reference", "nginx", t)
		},
		func() Sample {
			t := fmt.Sprintf("Hetzner invoice %s for the backup VPS (CX22) and storage box BX11: EUR %d.%02d, paid by SEPA from %s, customer no. K%s.",
				"R"+rnd(digits, 10), hdpN(5, 30), hdpN(0, 99), hdpOneOf("DE89 3704 0044 0532 0130 00", "NL91 ABNA 0417 1643 00", "PT50 0002 0123 1234 5678 9015 4"), rnd(digits, 10))
			return hdpT("trap-invoice", "mail", t)
		},
		func() Sample {
			var rows []string
			for i := 0; i < hdpN(3, 5); i++ {
				rows = append(rows, fmt.Sprintf("%s,%s,%s,%s,%s", hdpStamp(), hdpOneOf("A", "AAAA", "HTTPS"), hdpOneOf("telemetry.", "api.", "cdn.", "tracking.")+hdpOneOf("samsung.com", "amazon.com", "tuyaeu.com", "roku.com"), hdpIP(), hdpOneOf("blocked (gravity)", "forwarded", "cached")))
			}
			t := "timestamp,type,domain,client,status\n" + strings.Join(rows, "\n")
			return hdpT("trap-log", "csv", t)
		},
		func() Sample {
			t := fmt.Sprintf("Made the immich API key for immich-go. Heads up: Immich only shows the key once, so I saved it straight into 1Password (vault %s, item \"immich-go %s\"). If it's lost just delete it and create another, no big deal.",
				hdpOneOf("\"Homelab\"", "\"Family\"", "\"Servers\""), hdpPerson()+"-"+hdpOneOf("laptop", "nas", "desktop", "takeout"))
			return hdpT("trap-reference", "chat", t)
		},
		func() Sample {
			t := fmt.Sprintf("  plex:\n    image: lscr.io/linuxserver/plex:latest\n    network_mode: host\n    environment:\n      - PUID=%d\n      - PGID=%d\n      - VERSION=docker\n      - PLEX_CLAIM= # get one at https://plex.tv/claim, valid 4 minutes, only needed on first start",
				pick([]int{1000, 1001, 568}), pick([]int{1000, 100, 568}))
			return hdpT("trap-placeholder", "compose", t)
		},
	}
}
