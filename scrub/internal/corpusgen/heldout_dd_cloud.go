package main

import (
	"fmt"
	"strings"
)

// Cloud, notification, remote access and licensing secrets installers paste.

func hddAWSID() string {
	return hddPick("AKIA", "AKIA", "ASIA") + hddRnd(upper+"234567", 16)
}

func hddUUID() string {
	return hddRnd(hddHexL, 8) + "-" + hddRnd(hddHexL, 4) + "-4" + hddRnd(hddHexL, 3) + "-" + hddPick("8", "9", "a", "b") + hddRnd(hddHexL, 3) + "-" + hddRnd(hddHexL, 12)
}

func hddCloudTpls() []hddTpl {
	return []hddTpl{
		{"aws-rclone", 5, func() Sample {
			id, sk := hddAWSID(), hddRnd(hddAlnum+"+/", 40)
			bucket := hddPick("acme-cctv-archive", "clearview-footage-eu", "nvr-exports-", "vigil-evidence-") + hddRnd(lower+hddDig, 4)
			t := fmt.Sprintf("[s3-footage]\ntype = s3\nprovider = AWS\naccess_key_id = %s\nsecret_access_key = %s\nregion = %s\n# bucket: %s, lifecycle 90d\n",
				id, sk, hddPick("eu-west-2", "eu-west-1", "eu-central-1"), bucket)
			return Sample{Category: "cloud-access-key", Format: "ini", Text: t, Secrets: []string{id, sk}, Keep: []string{bucket}}
		}},
		{"aws-id-only", 3, func() Sample {
			id := hddAWSID()
			t := fmt.Sprintf("%s: the export script on the NAS is failing with InvalidAccessKeyId for %s – did someone rotate the footage upload user?\n%s: yes, new creds are in the vault, I'll update it", hddWho(), id, hddWho())
			return Sample{Category: "cloud-access-key", Format: "chat", Text: t, Secrets: []string{id}}
		}},
		{"twilio", 4, func() Sample {
			sid := "AC" + hddRnd(hddHexL, 32)
			tok := hddRnd(hddHexL, 32)
			t := fmt.Sprintf("# SMS on alarm events (node-red)\nTWILIO_ACCOUNT_SID=%s\nTWILIO_AUTH_TOKEN=%s\nTWILIO_FROM=+44%s\nALERT_TO=+44%s\n", sid, tok, "7700900"+hddRnd(hddDig, 3), "7700900"+hddRnd(hddDig, 3))
			return Sample{Category: "api-token", Format: "env", Text: t, Secrets: []string{tok}, Keep: []string{sid}}
		}},
		{"sendgrid", 4, func() Sample {
			k := "SG." + hddRnd(hddB64u, 22) + "." + hddRnd(hddB64u, 43)
			t := fmt.Sprintf("NVR e-mail alerts via SendGrid relay:\nSMTP server smtp.sendgrid.net, port 587, TLS\nuser: apikey\npassword: %s\nsender: %s@%s",
				k, hddPick("cctv", "alerts", "nvr"), hddPick("clearview-security.co.uk", "olhovivo.pt", "vigil.nl"))
			return Sample{Category: "api-key", Format: "notes", Text: t, Secrets: []string{k}}
		}},
		{"gmail-app-pw", 5, func() Sample {
			g := []string{hddRnd(lower, 4), hddRnd(lower, 4), hddRnd(lower, 4), hddRnd(lower, 4)}
			ap := strings.Join(g, hddPick(" ", ""))
			mail := hddPick("shopcctv", "casa.vale.cameras", "riverside.nvr", "yardcams") + hddRnd(hddDig, 2) + "@gmail.com"
			t := fmt.Sprintf("Email on the NVR (Network > Email):\nSMTP: smtp.gmail.com : 587, STARTTLS\nSender: %s\nPassword: %s  <- app password, not the account one\nTest mail ok.", mail, ap)
			return Sample{Category: "smtp-password", Format: "notes", Text: t, Secrets: []string{ap}, Keep: []string{mail}}
		}},
		{"telegram-bot", 5, func() Sample {
			tok := fmt.Sprint(hddIn(1000000000, 7999999999)) + ":AA" + hddRnd(hddB64u, 33)
			chat := "-100" + hddRnd(hddDig, 10)
			var t string
			if hddP(0.5) {
				t = fmt.Sprintf("import requests\n\nBOT_TOKEN = \"%s\"\nCHAT_ID = \"%s\"\n\ndef send_snapshot(path):\n    with open(path, 'rb') as f:\n        requests.post(f'https://api.telegram.org/bot{BOT_TOKEN}/sendPhoto',\n                      data={'chat_id': CHAT_ID}, files={'photo': f})\n", tok, chat)
			} else {
				t = fmt.Sprintf("$ curl -s \"https://api.telegram.org/bot%s/getUpdates\" | jq '.result[0].message.chat'\n{\n  \"id\": %s,\n  \"title\": \"%s alarms\",\n  \"type\": \"supergroup\"\n}", tok, chat, hddPick("Yard", "Shop", "Marina"))
			}
			return Sample{Category: "bot-token", Format: "code", Text: t, Secrets: []string{tok}, Keep: []string{chat}}
		}},
		{"slack-webhook", 4, func() Sample {
			u := "https://hooks.slack.com/services/T" + hddRnd(upper+hddDig, 8) + "/B" + hddRnd(upper+hddDig, 10) + "/" + hddRnd(hddAlnum, 24)
			t := fmt.Sprintf("Camera offline alerts now go to #%s. Webhook: %s\n(configured in the Uptime Kuma monitor \"%s\")", hddPick("site-alerts", "cctv-health", "noc"), u, hddPick("NVR ping", "Cam 4 RTSP", "Gate controller"))
			return Sample{Category: "webhook-url", Format: "chat", Text: t, Secrets: []string{u}}
		}},
		{"discord-webhook", 4, func() Sample {
			u := "https://discord.com/api/webhooks/" + fmt.Sprint(hddIn(1100000000, 1399999999)) + hddRnd(hddDig, 9) + "/" + hddRnd(hddB64u, 68)
			t := fmt.Sprintf("# frigate-notify config.yml\nalerts:\n  discord:\n    enabled: true\n    webhook: %s\n  general:\n    title: %s\n", u, hddPick("Frigate Alert", "Motion @ yard", "Doorbell"))
			return Sample{Category: "webhook-url", Format: "yaml", Text: t, Secrets: []string{u}}
		}},
		{"teams-webhook", 3, func() Sample {
			u := "https://" + hddPick("clearviewsec", "contoso", "vigilgroup") + ".webhook.office.com/webhookb2/" + hddUUID() + "@" + hddUUID() + "/IncomingWebhook/" + hddRnd(hddHexL, 32) + "/" + hddUUID() + "/V2" + hddRnd(hddB64u, 43)
			t := fmt.Sprintf("Power Automate was retired for this, the NVR health script posts straight to the Service channel:\n\n$hook = \"%s\"\nInvoke-RestMethod -Uri $hook -Method Post -Body $json -ContentType 'application/json'", u)
			return Sample{Category: "webhook-url", Format: "powershell", Text: t, Secrets: []string{u}}
		}},
		{"pushover", 3, func() Sample {
			tok := "a" + hddRnd(lower+hddDig, 29)
			t := fmt.Sprintf("blue iris > alerts > web request:\nhttps://api.pushover.net/1/messages.json\nPOST body: token=%s&user=${PUSHOVER_USER}&message=Motion+on+&CAM&attachment=&ALERT_PATH", tok)
			return Sample{Category: "api-token", Format: "config", Text: t, Secrets: []string{tok}, Keep: []string{"${PUSHOVER_USER}"}}
		}},
		{"noip-update", 5, func() Sample {
			pw := hddUrlPw()
			host := hddPick("shopcams", "vale-nvr", "riverside-cctv", "yardgate") + hddRnd(hddDig, 2) + hddPick(".ddns.net", ".hopto.org", ".zapto.org")
			u := hddPick("clearview", "installs", "dave.cctv")
			t := fmt.Sprintf("router doesn't do no-ip so cron on the pi:\n*/10 * * * * curl -s \"https://%s:%s@dynupdate.no-ip.com/nic/update?hostname=%s\" >/dev/null", u, pw, host)
			return Sample{Category: "ddns-password", Format: "shell", Text: t, Secrets: []string{pw}, Keep: []string{host}}
		}},
		{"hik-ddns", 3, func() Sample {
			pw := hddPw()
			t := fmt.Sprintf("DDNS on the NVR: type DynDNS, server members.dyndns.org, domain %s.dyndns.org, user %s, password %s. Port forward 8000 + 554 removed, using Hik-Connect instead.",
				hddPick("kowalskimotors", "quintavale", "crownanchor"), hddPick("kowalski", "qvale", "crown"), pw)
			return Sample{Category: "ddns-password", Format: "notes", Text: t, Secrets: []string{pw}}
		}},
		{"wireguard", 5, func() Sample {
			priv := hddRnd(hddB64, 42) + hddPick("A", "E", "I", "M", "Q", "U") + "="
			pub := hddRnd(hddB64, 42) + "k="
			psk := hddRnd(hddB64, 43) + "="
			t := fmt.Sprintf("[Interface]\n# site router -> our NOC, for NVR remote access\nPrivateKey = %s\nAddress = 10.%d.%d.2/32\n\n[Peer]\nPublicKey = %s\nPresharedKey = %s\nEndpoint = vpn.%s:51820\nAllowedIPs = 10.99.0.0/24\nPersistentKeepalive = 25\n",
				priv, hddIn(100, 120), hddIn(0, 255), pub, psk, hddPick("clearview-security.co.uk", "vigil.nl", "olhovivo.pt"))
			return Sample{Category: "vpn-key", Format: "config", Text: t, Secrets: []string{priv, psk}, Keep: []string{pub}}
		}},
		{"ipsec-psk", 3, func() Sample {
			psk := hddRnd(hddAlnum, hddIn(20, 32))
			t := fmt.Sprintf("Site-to-site to %s: IKEv2, AES256/SHA256, DH14\nPeer: %d.%d.%d.%d\nPre-shared key: %s\nLocal subnet 192.168.%d.0/24 (cams VLAN only)", hddSite(), hddIn(81, 212), hddIn(0, 255), hddIn(0, 255), hddIn(1, 254), psk, hddIn(20, 60))
			return Sample{Category: "vpn-key", Format: "notes", Text: t, Secrets: []string{psk}}
		}},
		{"cam-wifi", 6, func() Sample {
			k := hddPw()
			ssid := hddPick("CCTV-Cams", "cams_2g", "SEC-IOT", "Yard-Bridge", "NVR_AP")
			t := fmt.Sprintf("%s: the PTZ on the pole is on the wireless bridge, SSID %s (hidden), WPA2 key %s. Don't join anything else to it.", hddWho(), ssid, k)
			return Sample{Category: "wifi-key", Format: "chat", Text: t, Secrets: []string{k}, Keep: []string{ssid}}
		}},
		{"pem-key", 4, func() Sample {
			hdr := hddPick("-----BEGIN PRIVATE KEY-----", "-----BEGIN RSA PRIVATE KEY-----", "-----BEGIN EC PRIVATE KEY-----")
			n := hddIn(4, 7)
			if strings.Contains(hdr, "EC") {
				n = 2
			}
			var lines []string
			for i := 0; i < n; i++ {
				lines = append(lines, hddRnd(hddB64, 64))
			}
			last := hddRnd(hddB64, hddIn(12, 40)) + hddPick("=", "==", "")
			lines = append(lines, last)
			end := strings.Replace(hdr, "BEGIN", "END", 1)
			t := fmt.Sprintf("cert for the VMS web client (%s), key below – %s\n\n%s\n%s\n%s\n", hddPick("vms.", "nx.", "cctv.")+hddPick("riverside-dental.co.uk", "autohaus-brenner.de", "quintadovale.pt"), hddPick("pls install on the server", "renew before May", "same key as last year"), hdr, strings.Join(lines, "\n"), end)
			return Sample{Category: "private-key", Format: "pem", Text: t, Secrets: []string{strings.Join(lines, "\n")}}
		}},
		{"totp-seed", 4, func() Sample {
			seed := hddRnd(hddB32, 32)
			acct := hddPick("installer", "noc", "service") + "@" + hddPick("clearview-security.co.uk", "vigil.nl")
			var t string
			if hddP(0.5) {
				t = fmt.Sprintf("2FA for the %s portal is on the shared account. If the phone dies, re-add it with this setup key: %s (time-based, 6 digits)", hddPick("Hik-ProConnect", "Ajax PRO", "Eagle Eye", "DoorBird"), seed)
			} else {
				t = fmt.Sprintf("otpauth://totp/%s:%s?secret=%s&issuer=%s&digits=6", "ProConnect", acct, seed, "ProConnect")
			}
			return Sample{Category: "totp-seed", Format: "note", Text: t, Secrets: []string{seed}}
		}},
		{"recovery-codes", 3, func() Sample {
			var cs []string
			for i := 0; i < 3; i++ {
				cs = append(cs, hddRnd(lower+hddDig, 5)+"-"+hddRnd(lower+hddDig, 5))
			}
			t := fmt.Sprintf("Backup codes for the company Ajax/%s admin login (each works once):\n%s\n%s\n%s\nthe rest are used", hddPick("UniFi", "Verkada", "Genetec"), cs[0], cs[1], cs[2])
			return Sample{Category: "recovery-code", Format: "note", Text: t, Secrets: cs}
		}},
		{"reset-link", 3, func() Sample {
			tok := hddRnd(hddB64u, hddIn(40, 64))
			t := fmt.Sprintf("Forwarded: Reset your password\n\nHi,\nSomeone asked to reset the password for the DoorBird/cloud account of %s. Use this link within 30 minutes:\nhttps://%s/reset-password?token=%s\n\nIf you didn't ask for this you can ignore it.", hddSite(), hddPick("portal.ajax.systems", "account.doorbird.io", "cloud.2n.com"), tok)
			return Sample{Category: "reset-token", Format: "mail", Text: t, Secrets: []string{tok}}
		}},
		{"github-pat", 3, func() Sample {
			p := "ghp_" + hddRnd(hddAlnum, 36)
			t := fmt.Sprintf("to pull the provisioning scripts on the site Pi:\n$ git clone https://%s@github.com/%s/cam-provision.git\nCloning into 'cam-provision'...", p, hddPick("clearview-sec", "vigil-installs", "dmoss"))
			return Sample{Category: "github-token", Format: "shell", Text: t, Secrets: []string{p}}
		}},
		{"ha-token", 4, func() Sample {
			jwt := "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9." + hddRnd(hddB64u, hddIn(100, 130)) + "." + hddRnd(hddB64u, 43)
			t := fmt.Sprintf("node-red HA server node:\n  Base URL: http://%s:8123\n  Access Token: %s\n(long-lived, made under the 'installer' user, revoke at handover)", hddLAN(), jwt)
			return Sample{Category: "bearer-token", Format: "config", Text: t, Secrets: []string{jwt}}
		}},
		{"milestone-basic", 5, func() Sample {
			pw := hddPw()
			u := hddPick("msadmin", "xp_basic", "operator1", "guard")
			t := fmt.Sprintf("XProtect %s – basic user for the Smart Client on the guard PC: %s / password %s. Windows login for the recording server is the client's domain account, not ours.", hddPick("Express+", "Professional+", "Essential+"), u, pw)
			return Sample{Category: "vms-password", Format: "notes", Text: t, Secrets: []string{pw}, Keep: []string{u}}
		}},
		{"licence-key", 4, func() Sample {
			var g []string
			for i := 0; i < 5; i++ {
				g = append(g, hddRnd(upper+hddDig, 5))
			}
			k := strings.Join(g, "-")
			t := fmt.Sprintf("%s full licence bought for the client (invoice %s). Licence key: %s – registered to %s, can only be moved twice.", hddPick("Blue Iris", "NetCam Studio", "iSpy Agent DVR"), fmt.Sprintf("INV-%d", hddIn(20000, 29999)), k, hddSite())
			return Sample{Category: "licence-key", Format: "note", Text: t, Secrets: []string{k}}
		}},
		{"web-cookie", 3, func() Sample {
			c := hddRnd(hddHexL, 64)
			ip := hddLAN()
			t := fmt.Sprintf("copied from devtools when the export page hung:\ncurl 'http://%s/ISAPI/ContentMgmt/search' \\\n  -H 'Cookie: language=en; WebSession_%s=%s' \\\n  --data-raw '<CMSearchDescription>...'", ip, hddRnd(hddHexL, 10), c)
			return Sample{Category: "session-cookie", Format: "shell", Text: t, Secrets: []string{c}, Keep: []string{ip}}
		}},
		{"openai-key", 3, func() Sample {
			k := "sk-proj-" + hddRnd(hddB64u, 74) + "T3BlbkFJ" + hddRnd(hddB64u, 74)
			t := fmt.Sprintf("LLM Vision integration (describes the snapshot when someone's at the door):\nprovider: OpenAI\napi_key: %s\nmodel: gpt-4o-mini\nmax_tokens: 100", k)
			return Sample{Category: "api-key", Format: "yaml", Text: t, Secrets: []string{k}}
		}},
		{"nas-cifs", 3, func() Sample {
			pw := hddPw()
			for strings.ContainsAny(pw, ",") {
				pw = hddPw()
			}
			t := fmt.Sprintf("# /etc/fstab on the frigate box\n//%s/footage /mnt/nas cifs username=nvr,password=%s,uid=1000,vers=3.0 0 0", hddLAN(), pw)
			return Sample{Category: "nas-password", Format: "config", Text: t, Secrets: []string{pw}}
		}},
		{"imou-app", 3, func() Sample {
			id := "lc" + hddRnd(hddHexL, 16)
			sec := hddRnd(hddHexL, 32)
			t := fmt.Sprintf("Imou Open Platform app for the multi-site dashboard\nappId: %s\nappSecret: %s\nendpoint: openapi.easy4ip.com", id, sec)
			return Sample{Category: "client-secret", Format: "notes", Text: t, Secrets: []string{sec}, Keep: []string{id}}
		}},
	}
}
