package main

import (
	"encoding/base64"
	"fmt"
)

// Four shapes in the installers' setting: Discord bot tokens, "login is user / pw", keys split
// across two lines, and a service account's private_key_id in prose; each with traps.

func hddSnowflake() string {
	if hddP(0.6) {
		return "1" + hddRnd(hddDig, hddIn(17, 18))
	}
	return hddPick("2", "4", "7", "9") + hddRnd(hddDig, hddIn(16, 17))
}

func hddDiscordTok() string {
	id := base64.RawStdEncoding.EncodeToString([]byte(hddSnowflake()))
	return id + "." + hddRnd(hddB64u, 6) + "." + hddRnd(hddB64u, hddPick1(27, 38, 38))
}

func hddSAEmail() string {
	return hddPick("footage-export", "cctv-archive", "nvr-backup", "drive-uploader") + "@" + hddPick("clearview-cctv", "vigil-ops", "sitecams") + "-" + hddRnd(hddDig, 6) + ".iam.gserviceaccount.com"
}

func hddShapeTpls() []hddTpl {
	return []hddTpl{
		// Discord bot tokens.
		{"discord-bot-py", 4, func() Sample {
			tok := hddDiscordTok()
			ch := hddSnowflake()
			t := fmt.Sprintf("# motion bot – posts NVR snapshots to #%s\nimport discord\n\nCHANNEL_ID = %s\nintents = discord.Intents.default()\nclient = discord.Client(intents=intents)\n\n# TODO move to env\nclient.run(\"%s\")\n", hddPick("yard-cams", "alerts", "doorbell"), ch, tok)
			return Sample{Category: "discord-bot-token", Format: "code", Text: t, Secrets: []string{tok}, Keep: []string{ch}}
		}},
		{"discord-bot-env", 3, func() Sample {
			tok := hddDiscordTok()
			app := hddSnowflake()
			t := fmt.Sprintf("# frigate-discord/.env\nDISCORD_APPLICATION_ID=%s\nDISCORD_BOT_TOKEN=%s\nFRIGATE_URL=http://%s:5000\nCAMERAS=%s\n", app, tok, hddLAN(), hddPick("front,back", "gate,yard,shop", "doorbell"))
			return Sample{Category: "discord-bot-token", Format: "env", Text: t, Secrets: []string{tok}, Keep: []string{app}}
		}},
		{"discord-bot-chat", 3, func() Sample {
			tok := hddDiscordTok()
			t := fmt.Sprintf("%s: alert bot went offline after I regenerated it. new token is %s\n%s: updated on the pi, restarting the container", hddWho(), tok, hddWho())
			return Sample{Category: "discord-bot-token", Format: "chat", Text: t, Secrets: []string{tok}}
		}},
		{"trap-discord-env", 2, func() Sample {
			t := fmt.Sprintf("# frigate-discord/.env.example\nDISCORD_APPLICATION_ID=%s\nDISCORD_PUBLIC_KEY=%s\nDISCORD_BOT_TOKEN=<paste bot token here>\nALERT_CHANNEL_ID=%s\n", hddSnowflake(), hddRnd(hddHexL, 64), hddSnowflake())
			return Sample{Category: "trap-discord-ids", Format: "env", Text: t, Secrets: []string{}}
		}},
		{"trap-discord-chat", 2, func() Sample {
			t := fmt.Sprintf("%s: someone pasted the alert bot token in #general so I reset it in the dev portal. bot user id is %s, it's only in the %s channel (%s). New token is in the vault, not here 🙂", hddWho(), hddSnowflake(), hddPick("yard-cams", "alerts"), hddSnowflake())
			return Sample{Category: "trap-discord-ids", Format: "chat", Text: t, Secrets: []string{}}
		}},
		// "login is user / pw".
		{"login-chat", 4, func() Sample {
			pw := hddPw()
			u := hddPick("admin", "installer", "engineer", "service", "root")
			dev := hddPick("nvr", "door controller", "switch", "DVR in the office", "intercom")
			t := fmt.Sprintf("%s: %s at %s – the login is %s / %s%s", hddWho(), hddPick("fyi", "for tomorrow:", "re"), hddSite()+" "+dev, u, pw, hddPick("", " 👍", ". reboot it if the page doesnt load"))
			return Sample{Category: "login-password", Format: "chat", Text: t, Secrets: []string{pw}, Keep: []string{u + " / "}}
		}},
		{"login-yaml", 3, func() Sample {
			pw := hddPw()
			ip := hddLAN()
			t := fmt.Sprintf("site: %s\nnvr:\n  model: %s\n  ip: %s\n  login: admin / %s\nswitch:\n  model: %s\n  ip: %s\n", hddSite(), hddNVR(), ip, pw, hddPick("DS-3E1318P-EI", "PFS3110-8ET-96", "GS308P"), hddLAN())
			return Sample{Category: "login-password", Format: "yaml", Text: t, Secrets: []string{pw}, Keep: []string{ip}}
		}},
		{"login-mail", 3, func() Sample {
			pw := hddPw()
			u := hddPick("tech", "admin", "support", "installer01")
			t := fmt.Sprintf("Hi %s,\n\nWe've finished at %s. For the access control web page the login is %s / %s – please don't share it with tenants.\n\nThanks,\n%s", hddPick("Linda", "Mark", "Ana"), hddSite(), u, pw, hddWho())
			return Sample{Category: "login-password", Format: "mail", Text: t, Secrets: []string{pw}, Keep: []string{u}}
		}},
		{"trap-login", 3, func() Sample {
			switch rng.IntN(4) {
			case 0:
				return Sample{Category: "trap-login-reference", Format: "chat", Text: fmt.Sprintf("%s: the login is admin / the one in the sealed envelope in the comms cabinet", hddWho())}
			case 1:
				return Sample{Category: "trap-login-reference", Format: "chat", Text: fmt.Sprintf("%s: login for %s nvr is admin / ******** (check Bitwarden, folder Clients)", hddWho(), hddSite())}
			case 2:
				return Sample{Category: "trap-login-reference", Format: "yaml", Text: fmt.Sprintf("site: %s\nnvr:\n  ip: %s\n  login: admin / {{ vault_nvr_password }}\n", hddSite(), hddLAN())}
			}
			return Sample{Category: "trap-login-reference", Format: "chat", Text: fmt.Sprintf("%s: the login is admin / whatever the client set, we don't keep it", hddWho())}
		}},
		{"trap-login-policy", 2, func() Sample {
			t := fmt.Sprintf("site: %s\nnvr:\n  login: admin / <set at activation>\n  note: password must be 8-16 chars, at least two of upper/lower/digits/symbols\n", hddSite())
			return Sample{Category: "trap-login-reference", Format: "yaml", Text: t, Secrets: []string{}}
		}},
		// Keys split across two lines.
		{"split-mail", 4, func() Sample {
			k := hddRnd(hddAlnum+"+/", 40)
			h := hddIn(18, 22)
			a, b := k[:h], k[h:]
			t := fmt.Sprintf("Hi %s,\n\nThe secret access key for the footage archive user (%s) is, sorry my mail client wraps it:\n%s\n%s\nPlease put it in the NAS task and delete this mail.\n\n%s", hddPick("Marek", "Jo", "team"), "cctv-archive-upload", a, b, hddWho())
			return Sample{Category: "split-secret", Format: "mail", Text: t, Secrets: []string{a, b}}
		}},
		{"split-chat", 3, func() Sample {
			k := hddRnd(hddHexL, 32)
			h := hddIn(14, 18)
			a, b := k[:h], k[h:]
			t := fmt.Sprintf("[%s] %s: imou appSecret for the dashboard is %s\n[%s] %s: %s\n[%s] %s: (second half, phone cut it)", hddTime()[:5], "Dave", a, hddTime()[:5], "Dave", b, hddTime()[:5], "Dave")
			return Sample{Category: "split-secret", Format: "chat", Text: t, Secrets: []string{a, b}}
		}},
		{"split-pdf", 3, func() Sample {
			k := "SG." + hddRnd(hddB64u, 22) + "." + hddRnd(hddB64u, 43)
			h := hddIn(30, 40)
			a, b := k[:h], k[h:]
			t := fmt.Sprintf("(pasted from the handover PDF)\nE-mail relay for NVR notifications\nSMTP user: apikey\nSMTP password / API key: %s\n%s\nServer: smtp.sendgrid.net:587", a, b)
			return Sample{Category: "split-secret", Format: "sheet", Text: t, Secrets: []string{a, b}}
		}},
		{"trap-split-sha", 2, func() Sample {
			h := hddRnd(hddHexL, 64)
			t := fmt.Sprintf("Firmware %s V%d.%d.%d build %d\nSHA-256 (from the vendor portal, wrapped):\n%s\n%s\nmatches the file on the USB stick.", hddNVR(), hddIn(4, 5), hddIn(30, 90), hddIn(0, 9), hddIn(220000, 250000), h[:32], h[32:])
			return Sample{Category: "trap-checksum", Format: "notes", Text: t, Secrets: []string{}}
		}},
		{"trap-split-serial", 2, func() Sample {
			m := hddNVR()
			s := hddHikSerial(m)
			t := fmt.Sprintf("Full serial from the label (long, wraps on the sheet):\n%s\n%s\nRMA raised with the distributor, ref RMA-%d.", s[:len(s)/2], s[len(s)/2:], hddIn(10000, 99999))
			return Sample{Category: "trap-serial", Format: "notes", Text: t, Secrets: []string{}}
		}},
		// private_key_id in prose.
		{"pkid-chat", 4, func() Sample {
			id := hddRnd(hddHexL, 40)
			t := fmt.Sprintf("%s: the service account the NVR export script uses to push clips to Drive – private_key_id %s – was in the zip we sent the client. can you revoke that key and make a new one?", hddWho(), id)
			return Sample{Category: "service-account-key-id", Format: "chat", Text: t, Secrets: []string{id}}
		}},
		{"pkid-mail", 3, func() Sample {
			id := hddRnd(hddHexL, 40)
			sa := hddSAEmail()
			t := fmt.Sprintf("Subject: Action required: key exposed\n\nWe found a key of service account %s with private_key_id %s in a public repository. Please rotate it.\n", sa, id)
			return Sample{Category: "service-account-key-id", Format: "mail", Text: t, Secrets: []string{id}, Keep: []string{sa}}
		}},
		{"pkid-ticket", 3, func() Sample {
			o, n := hddRnd(hddHexL, 40), hddRnd(hddHexL, 40)
			t := fmt.Sprintf("INC-%d: rotated the footage-archive SA key. Old private_key_id was %s (disabled, delete after %s), new private_key_id is %s. JSON replaced on the NAS.", hddIn(1000, 9999), o, hddDate(), n)
			return Sample{Category: "service-account-key-id", Format: "ticket", Text: t, Secrets: []string{o, n}}
		}},
		{"trap-pkid-ref", 2, func() Sample {
			t := fmt.Sprintf("%s: the private_key_id and the rest of the JSON are in 1Password under \"Drive export SA\". The client_id is %s if Google support asks.", hddWho(), "1"+hddRnd(hddDig, 20))
			return Sample{Category: "trap-key-reference", Format: "chat", Text: t, Secrets: []string{}}
		}},
		{"trap-pkid-commit", 2, func() Sample {
			t := fmt.Sprintf("%s: fixed the Drive upload in commit %s – it was reading private_key_id from the wrong field. service account is %s, nothing was rotated.", hddWho(), hddRnd(hddHexL, 40), hddSAEmail())
			return Sample{Category: "trap-commit-sha", Format: "chat", Text: t, Secrets: []string{}}
		}},
	}
}
