package main

import (
	"fmt"
	"strings"
)

// VPN, mesh network, reverse proxy, DNS and auth-proxy texts with secrets.

func hdpNetSecrets() []hdpGen {
	return []hdpGen{
		func() Sample {
			priv, pub, psk := hdpWGKey(), hdpWGKey(), hdpWGKey()
			t := fmt.Sprintf("[Interface]\nAddress = 10.%d.0.1/24\nListenPort = %d\nPrivateKey = %s\nPostUp = iptables -A FORWARD -i %%i -j ACCEPT; iptables -t nat -A POSTROUTING -o eth0 -j MASQUERADE\n\n[Peer]\n# %s-phone\nPublicKey = %s\nPresharedKey = %s\nAllowedIPs = 10.%d.0.%d/32",
				hdpN(6, 99), hdpN(51000, 51999), priv, hdpPerson(), pub, psk, hdpN(6, 99), hdpN(2, 40))
			return hdpS("wireguard-private-key", "ini", t, []string{priv, psk}, pub)
		},
		func() Sample {
			priv, pub := hdpWGKey(), hdpWGKey()
			ep := fmt.Sprintf("%s:%d", hdpOneOf("vpn."+hdpDomain(), "home."+hdpDomain(), hdpDomain()), hdpN(51000, 51999))
			t := fmt.Sprintf("%s handshake never completes from my laptop when I'm on mobile data, works on LAN. Client config:\n\n[Interface]\nPrivateKey = %s\nAddress = 10.8.0.%d/32\nDNS = 10.8.0.1\n\n[Peer]\nPublicKey = %s\nEndpoint = %s\nAllowedIPs = 0.0.0.0/0\nPersistentKeepalive = 25\n\nport is forwarded on the router (UDP). %s",
				hdpHi(), priv, hdpN(2, 50), pub, ep, hdpThanks())
			return hdpS("wireguard-private-key", "forum", t, []string{priv}, pub, ep)
		},
		func() Sample {
			pw, host := hdpPw(), "vpn."+hdpDomain()
			t := fmt.Sprintf("services:\n  wg-easy:\n    image: ghcr.io/wg-easy/wg-easy:%d\n    container_name: wg-easy\n    environment:\n      - WG_HOST=%s\n      - PASSWORD=%s\n      - WG_DEFAULT_DNS=%s\n    volumes:\n      - ./wg-easy:/etc/wireguard\n    ports:\n      - \"51820:51820/udp\"\n      - \"51821:51821/tcp\"",
				hdpN(11, 14), host, pw, hdpIP())
			return hdpS("vpn-admin-password", "compose", t, []string{pw}, "WG_HOST="+host)
		},
		func() Sample {
			key := hdpWGKey()
			t := fmt.Sprintf("  gluetun:\n    image: qmcgaw/gluetun\n    cap_add:\n      - NET_ADMIN\n    environment:\n      - VPN_SERVICE_PROVIDER=%s\n      - VPN_TYPE=wireguard\n      - WIREGUARD_PRIVATE_KEY=%s\n      - WIREGUARD_ADDRESSES=10.%d.%d.%d/32\n      - SERVER_CITIES=%s\n    ports:\n      - 8080:8080 # qbittorrent",
				hdpOneOf("mullvad", "airvpn", "protonvpn", "ivpn"), key, hdpN(64, 70), hdpN(0, 200), hdpN(2, 250), hdpOneOf("Amsterdam", "Zurich", "Stockholm", "Frankfurt"))
			return hdpS("wireguard-private-key", "compose", t, []string{key})
		},
		func() Sample {
			user, pw := "p"+rnd(digits, 7), hdpPw()
			t := fmt.Sprintf("VPN_SERVICE_PROVIDER=private internet access\nOPENVPN_USER=%s\nOPENVPN_PASSWORD=%s\nSERVER_REGIONS=%s\nFIREWALL_OUTBOUND_SUBNETS=%s/24\nTZ=Europe/%s",
				user, pw, hdpOneOf("Netherlands", "DE Berlin", "Switzerland"), hdpIP(), hdpOneOf("Berlin", "Lisbon", "Amsterdam"))
			return hdpS("vpn-password", "env", t, []string{pw}, "OPENVPN_USER="+user)
		},
		func() Sample {
			key, name := hdpTSKey("auth"), hdpOneOf("ts-jellyfin", "ts-vaultwarden", "ts-paperless", "ts-sidecar")
			t := fmt.Sprintf("  %s:\n    image: tailscale/tailscale:latest\n    hostname: %s\n    environment:\n      - TS_AUTHKEY=%s\n      - TS_STATE_DIR=/var/lib/tailscale\n      - TS_SERVE_CONFIG=/config/serve.json\n      - TS_EXTRA_ARGS=--advertise-tags=tag:container\n    volumes:\n      - ./tailscale/state:/var/lib/tailscale",
				name, name, key)
			return hdpS("tailscale-auth-key", "compose", t, []string{key}, "hostname: "+name)
		},
		func() Sample {
			key, h := hdpTSKey("auth"), hdpHost()
			t := fmt.Sprintf("root@%s:~# tailscale up --authkey=%s --advertise-routes=%s/24 --accept-dns=false\nroot@%s:~# tailscale ip -4\n100.%d.%d.%d",
				h, key, hdpOneOf("192.168.1.0", "10.0.10.0", "192.168.178.0"), h, hdpN(64, 127), hdpN(0, 255), hdpN(1, 254))
			return hdpS("tailscale-auth-key", "shell", t, []string{key})
		},
		func() Sample {
			key := hdpTSKey("api")
			t := fmt.Sprintf("#!/usr/bin/env bash\n# prune offline ephemeral nodes older than a day\nTS_API_KEY=\"%s\"\ncurl -s -u \"${TS_API_KEY}:\" https://api.tailscale.com/api/v2/tailnet/-/devices \\\n  | jq -r '.devices[] | select(.lastSeen < \"'$(date -d yesterday -Iseconds)'\") | .id'",
				key)
			return hdpS("tailscale-api-key", "script", t, []string{key})
		},
		func() Sample {
			cid, sec := "k"+rnd(alnum, 11)+"CNTRL", hdpTSKey("client")
			t := fmt.Sprintf("# values.yaml for tailscale-operator on the k3s cluster\noauth:\n  clientId: \"%s\"\n  clientSecret: \"%s\"\noperatorConfig:\n  hostname: \"ts-operator-%s\"\n  defaultTags:\n    - tag:k8s-operator",
				cid, sec, hdpOneOf("lab", "home", "k3s"))
			return hdpS("oauth-client-secret", "yaml", t, []string{sec}, cid)
		},
		func() Sample {
			key, user := hdpHex(48), hdpOneOf("lab", "family", hdpPerson())
			srv := "https://hs." + hdpDomain()
			t := fmt.Sprintf("$ headscale preauthkeys create --user %s --reusable --expiration 24h\n%s\n$ # on the new node\n$ sudo tailscale up --login-server %s --authkey %s",
				user, key, srv, key)
			return hdpS("headscale-preauth-key", "shell", t, []string{key}, srv)
		},
		func() Sample {
			key := hdpUUID()
			if rng.IntN(2) == 0 {
				key = strings.ToUpper(key)
			}
			mgmt := "https://netbird." + hdpDomain()
			t := fmt.Sprintf("docker run --rm -d --name netbird --cap-add=NET_ADMIN \\\n  -e NB_SETUP_KEY=%s \\\n  -e NB_MANAGEMENT_URL=%s \\\n  -v netbird-client:/etc/netbird netbirdio/netbird:latest",
				key, mgmt)
			return hdpS("netbird-setup-key", "shell", t, []string{key}, mgmt)
		},
		func() Sample {
			tok, nwid := rnd(alnum, 32), hdpHex(16)
			t := fmt.Sprintf("import requests\n\nZT_TOKEN = \"%s\"\nNETWORK = \"%s\"\n\nr = requests.get(f\"https://api.zerotier.com/api/v1/network/{NETWORK}/member\",\n                 headers={\"Authorization\": f\"token {ZT_TOKEN}\"})\nfor m in r.json():\n    print(m[\"name\"], m[\"config\"][\"ipAssignments\"])",
				tok, nwid)
			return hdpS("zerotier-token", "python", t, []string{tok}, nwid)
		},
		func() Sample {
			body := hdpB64(64)
			t := fmt.Sprintf("moving the nebula CA off the lighthouse. ca.key for reference before I wipe that VM:\n\n-----BEGIN NEBULA ED25519 PRIVATE KEY-----\n%s\n-----END NEBULA ED25519 PRIVATE KEY-----\n\nnew certs signed with `nebula-cert sign -name %s -ip 192.168.100.%d/24`",
				body, hdpHost(), hdpN(2, 60))
			return hdpS("nebula-ca-key", "notes", t, []string{body})
		},
		func() Sample {
			body := hdpOVPNStatic()
			remote := hdpOneOf("vpn.", "ovpn.", "home.") + hdpDomain()
			t := fmt.Sprintf("client\ndev tun\nproto udp\nremote %s 1194\nresolv-retry infinite\nnobind\nremote-cert-tls server\ncipher AES-256-GCM\nauth-user-pass\n<tls-crypt>\n-----BEGIN OpenVPN Static key V1-----\n%s\n-----END OpenVPN Static key V1-----\n</tls-crypt>",
				remote, body)
			return hdpS("openvpn-static-key", "ovpn", t, []string{body}, remote)
		},
		func() Sample {
			tok, mail := hdpCFToken(), hdpPerson()+"@"+hdpOneOf("gmail.com", "proton.me", "posteo.de")
			t := fmt.Sprintf("  traefik:\n    image: traefik:v3.%d\n    command:\n      - --certificatesresolvers.le.acme.dnschallenge=true\n      - --certificatesresolvers.le.acme.dnschallenge.provider=cloudflare\n      - --certificatesresolvers.le.acme.email=%s\n    environment:\n      - CF_API_EMAIL=%s\n      - CF_DNS_API_TOKEN=%s\n    ports:\n      - 80:80\n      - 443:443",
				hdpN(0, 4), mail, mail, tok)
			return hdpS("cloudflare-api-token", "compose", t, []string{tok}, mail)
		},
		func() Sample {
			tok, dom := hdpCFToken(), hdpDomain()
			t := fmt.Sprintf("*.%s {\n\ttls {\n\t\tdns cloudflare %s\n\t}\n\n\t@jelly host jellyfin.%s\n\thandle @jelly {\n\t\treverse_proxy %s:8096\n\t}\n\n\thandle {\n\t\tabort\n\t}\n}",
				dom, tok, dom, hdpIP())
			return hdpS("cloudflare-api-token", "caddyfile", t, []string{tok}, dom)
		},
		func() Sample {
			tok := hdpCFTunnel()
			t := fmt.Sprintf("%s cloudflared container restarts every few seconds with \"Unauthorized: Invalid tunnel secret\". I copied the command straight from the Zero Trust dashboard:\n\ndocker run -d --restart unless-stopped cloudflare/cloudflared:latest tunnel --no-autoupdate run --token %s\n\n%s",
				hdpHi(), tok, hdpThanks())
			return hdpS("cloudflare-tunnel-token", "forum", t, []string{tok})
		},
		func() Sample {
			key, mail, dom := hdpHex(37), hdpPerson()+"@"+hdpOneOf("gmail.com", "outlook.com", "mailbox.org"), hdpDomain()
			t := fmt.Sprintf("# /etc/ddclient.conf\ndaemon=300\nssl=yes\nuse=web, web=ipify-ipv4\nprotocol=cloudflare\nzone=%s\nlogin=%s\npassword=%s\nhome.%s",
				dom, mail, key, dom)
			return hdpS("cloudflare-global-key", "config", t, []string{key}, "login="+mail)
		},
		func() Sample {
			tok, sub := hdpUUID(), hdpOneOf("nest42", "bramlab", "silvahome", "kofihost", "jellyfam")
			t := fmt.Sprintf("# crontab -l\n*/5 * * * * ~/duckdns/duck.sh >/dev/null 2>&1\n\n# cat ~/duckdns/duck.sh\necho url=\"https://www.duckdns.org/update?domains=%s&token=%s&ip=\" | curl -k -o ~/duckdns/duck.log -K -",
				sub, tok)
			return hdpS("duckdns-token", "shell", t, []string{tok}, "domains="+sub)
		},
		func() Sample {
			tok := hdpDOToken()
			t := fmt.Sprintf("# ~/.secrets/certbot/digitalocean.ini  (chmod 600)\ndns_digitalocean_token = %s\n\n$ certbot certonly --dns-digitalocean --dns-digitalocean-credentials ~/.secrets/certbot/digitalocean.ini -d '*.%s'",
				tok, hdpDomain())
			return hdpS("digitalocean-token", "ini", t, []string{tok})
		},
		func() Sample {
			jwt, enc, dom := rnd(alnum, 64), rnd(alnum+"-_", hdpN(64, 80)), hdpDomain()
			t := fmt.Sprintf("identity_validation:\n  reset_password:\n    jwt_secret: '%s'\nsession:\n  # secret comes from AUTHELIA_SESSION_SECRET_FILE\n  cookies:\n    - domain: '%s'\n      authelia_url: 'https://auth.%s'\nstorage:\n  encryption_key: '%s'\n  local:\n    path: /config/db.sqlite3",
				jwt, dom, dom, enc)
			return hdpS("authelia-secrets", "yaml", t, []string{jwt, enc}, "domain: '"+dom+"'")
		},
		func() Sample {
			key, pg := hdpB64(hdpN(45, 60)), hdpPw()
			t := fmt.Sprintf("# authentik .env\nPG_USER=authentik\nPG_DB=authentik\nPG_PASS=%s\nAUTHENTIK_SECRET_KEY=%s\nAUTHENTIK_ERROR_REPORTING__ENABLED=false\nCOMPOSE_PORT_HTTPS=%d",
				pg, key, pick([]int{443, 9443, 8443}))
			return hdpS("authentik-secret-key", "env", t, []string{pg, key}, "PG_USER=authentik")
		},
		func() Sample {
			acct := hdpMullvad()
			t := fmt.Sprintf("[%s] %s: for the gluetun box use the family Mullvad account, number is %s (that's the only login they have, no user/pass)\n[%s] %s: got it, paid until %s?",
				hdpClock(), hdpPerson(), acct, hdpClock(), hdpPerson(), hdpOneOf("March", "next year", "the 20th"))
			return hdpS("vpn-account-number", "chat", t, []string{acct})
		},
		func() Sample {
			sec, pub := hdpAgeSecret(), hdpAgePublic()
			t := fmt.Sprintf("$ cat ~/.config/sops/age/keys.txt\n# created: %s\n# public key: %s\n%s\n$ sops -d clusters/home/apps/%s/secret.sops.yaml | head -3",
				hdpStamp(), pub, sec, hdpOneOf("vaultwarden", "immich", "paperless", "grafana"))
			return hdpS("age-secret-key", "shell", t, []string{sec}, pub)
		},
		func() Sample {
			key, sec := rnd(alnum+"+/", 80), rnd(alnum+"+/", 80)
			t := fmt.Sprintf("opnsense api user for the HA integration:\n  key:    %s\n  secret: %s\ntest: curl -k -u \"$KEY:$SECRET\" https://%s/api/core/firmware/status",
				key, sec, hdpIP())
			return hdpS("opnsense-api-key", "notes", t, []string{key, sec})
		},
		func() Sample {
			pw := hdpPw()
			v6 := rng.IntN(2) == 0
			cmd := fmt.Sprintf("pihole -a -p '%s'", pw)
			if v6 {
				cmd = fmt.Sprintf("pihole setpassword '%s'", pw)
			}
			h := hdpOneOf("pihole", "dns1", "raspberrypi")
			t := fmt.Sprintf("pi@%s:~ $ %s\n  [✓] New password set\npi@%s:~ $ pihole status\n  [✓] FTL is listening on port 53", h, cmd, h)
			return hdpS("pihole-password", "shell", t, []string{pw})
		},
	}
}
