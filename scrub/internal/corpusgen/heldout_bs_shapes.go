package main

import (
	"fmt"
	"strings"
)

func hbsSAEmail() string {
	return hbsP("hist-export", "pi-to-bq", "scada-reports", "wind-forecast") + "@" +
		hbsP("utility-ot-prod", "windfarm-analytics", "wtp-data-"+hbsD(4)) + ".iam.gserviceaccount.com"
}

func hbsSnowflake() string {
	if rng.IntN(2) == 0 {
		return "1" + hbsD(18)
	}
	return hbsP("9", "8", "7") + hbsD(17)
}

// hbsShapeTemplates: Discord bot tokens, "login is user / password", keys split over two lines,
// and a service account's private_key_id in prose; with their traps.
func hbsShapeTemplates() []hbsT {
	return []hbsT{
		{"discord-bot-token", "chat", 3, func(b *hbsB) string {
			return fmt.Sprintf("%s: set up the Discord bot for the solar coop server, it posts inverter faults to #pv-alerts\n%s: what token did you give the container?\n%s: %s — I'll move it to a secret later",
				hbsA(), hbsC(), hbsA(), b.S(hbsDiscord()))
		}},
		{"discord-bot-token", "code", 3, func(b *hbsB) string {
			return fmt.Sprintf("import discord\n\n# posts turbine availability from the SCADA export every hour\nintents = discord.Intents.default()\nclient = discord.Client(intents=intents)\n\n@client.event\nasync def on_ready():\n    print(\"windfarm-bot online\")\n\nclient.run(\"%s\")",
				b.S(hbsDiscord()))
		}},
		{"discord-bot-token", "env", 3, func(b *hbsB) string {
			return fmt.Sprintf("# shift-bot for the maintenance Discord\nDISCORD_APP_ID=%s\nDISCORD_BOT_TOKEN=%s\nDISCORD_CHANNEL_ID=%s\nWO_API=https://cmms.plant.corp/api",
				b.K(hbsSnowflake()), b.S(hbsDiscord()), b.K(hbsSnowflake()))
		}},
		{"discord-bot-token", "yaml", 2, func(b *hbsB) string {
			return fmt.Sprintf("notifiers:\n  discord:\n    enabled: true\n    token: %s\n    guild: \"%s\"\n    alarm_channel: \"%s\"\n    min_priority: 2",
				b.S(hbsDiscord()), b.K(hbsSnowflake()), hbsP("bess-alarms", "hydro-ops", "pv-faults"))
		}},
		{"login-password", "chat", 4, func(b *hbsB) string {
			u := b.K(hbsP("admin", "operator", "engineer", "maint", "service"))
			return fmt.Sprintf("%s: on the %s HMI the login is %s / %s since the commissioning\n%s: ok logged in, alarm banner shows %s",
				hbsName(), hbsP("chlorination", "boiler", "inverter station", "compressor"), u, b.S(hbsPw()), hbsName(), hbsP("3 active", "comms fault RTU-4", "nothing new"))
		}},
		{"login-password", "chat", 3, func(b *hbsB) string {
			u := b.K(hbsP("admin", "Administrator", "root", "maint"))
			return fmt.Sprintf("[%s] %s: the login is %s / %s for the %s web page, don't forget to log out",
				hbsTick(), hbsName(), u, b.S(hbsPwU()), hbsP("gateway", "data logger", "UPS card", "power meter"))
		}},
		{"login-password", "yaml", 4, func(b *hbsB) string {
			u := b.K(hbsP("admin", "engineer", "svc_vendor", "operator"))
			return fmt.Sprintf("# site notes %s\n%s:\n  ip: %s\n  model: %s\n  login: %s / %s\n  notes: \"changed from the default at SAT\"",
				hbsSite(), hbsP("gateway_1", "rtu_well3", "hmi_l4", "datalogger"), hbsIP(), hbsP("Moxa MGate", "SCADAPack 470", "KTP700", "Campbell CR1000X"), u, b.S(hbsPw()))
		}},
		{"split-token", "mail", 3, func(b *hbsB) string {
			k := hbsHex(40)
			return fmt.Sprintf("Subject: API key for the metering portal\n\nHi %s,\n\nthe mail client wraps it, so it comes in two lines, just join them:\n\n%s\n%s\n\nPortal: https://meterdata.%s\nBest, %s",
				hbsName(), b.S(k[:20]), b.S(k[20:]), hbsP("gridco.example", "dso-nord.example"), hbsName())
		}},
		{"split-token", "chat", 3, func(b *hbsB) string {
			k := "ghp_" + rnd(alnum, 36)
			cut := hbsN(12, 28)
			n := hbsName()
			return fmt.Sprintf("%s: sending the CI token for the PLC repo in two parts, first half:\n%s: %s\n%s: second half:\n%s: %s\n%s: got it, works",
				n, n, b.S(k[:cut]), n, n, b.S(k[cut:]), hbsOther(n))
		}},
		{"split-token", "log", 3, func(b *hbsB) string {
			t := rnd(b64url, 64)
			d, pid := hbsDate(), hbsN(100, 9999)
			return fmt.Sprintf("%s %s edge-gw[%d]: DEBUG connecting to broker with password=%s\n%s\n%s %s edge-gw[%d]: INFO connected, %d tags subscribed",
				d, hbsTick(), pid, b.S(t[:30]), b.S(t[30:]), d, hbsTick(), pid, hbsN(50, 2000))
		}},
		{"split-token", "yaml", 2, func(b *hbsB) string {
			k := rnd(alnum, 48)
			return fmt.Sprintf("historian_api:\n  url: https://%s/api\n  # key pasted from the PDF, wrapped\n  api_key: >-\n    %s\n    %s",
				hbsHost(), b.S(k[:24]), b.S(k[24:]))
		}},
		{"private-key-id", "chat", 3, func(b *hbsB) string {
			return fmt.Sprintf("%s: rotated the GCP key for the historian export, the new private_key_id is \"%s\", old one is disabled\n%s: updating the secret on the collector now",
				hbsName(), b.S(hbsHex(40)), hbsName())
		}},
		{"private-key-id", "ticket", 3, func(b *hbsB) string {
			e := b.K(hbsSAEmail())
			return fmt.Sprintf("%s — BigQuery upload failing on %s\nThe collector uses the service account %s, key with private_key_id '%s'. Error: invalid_grant. Probably the key was deleted in the console.",
				hbsWO(), hbsHost(), e, b.S(hbsHex(40)))
		}},
		{"private-key-id", "mail", 2, func(b *hbsB) string {
			return fmt.Sprintf("Hi %s,\n\nfor your records: the wind forecast job authenticates as %s; its JSON key file has private_key_id %s and sits in the vault on the analytics host.\n\nCheers, %s",
				hbsName(), b.K(hbsSAEmail()), b.S(hbsHex(40)), hbsName())
		}},
		// traps of the same shapes
		{"trap-discord-ids", "env", 3, func(b *hbsB) string {
			return fmt.Sprintf("# shift-bot for the maintenance Discord\nDISCORD_APP_ID=%s\nDISCORD_PUBLIC_KEY=%s\nDISCORD_BOT_TOKEN=${DISCORD_BOT_TOKEN}\nDISCORD_CHANNEL_ID=%s",
				hbsSnowflake(), hbsHex(64), hbsSnowflake())
		}},
		{"trap-discord-token-talk", "chat", 3, func(b *hbsB) string {
			return fmt.Sprintf("%s: the pv-alerts bot went offline, Discord reset its token because someone pushed it to GitHub\n%s: generate a new one in the developer portal and put it into the container secret, not the compose file\n%s: done, bot user id is %s",
				hbsA(), hbsC(), hbsA(), hbsSnowflake())
		}},
		{"trap-login-reference", "chat", 3, func(b *hbsB) string {
			return fmt.Sprintf("%s: the login is %s / %s for the %s\n%s: thx",
				hbsName(), hbsP("admin", "operator", "engineer"), hbsP("the usual plant one", "see KeePass entry \"HMI L4\"", "ask the shift lead", "whatever is on the sealed card in the cabinet"),
				hbsP("gateway", "HMI", "data logger"), hbsName())
		}},
		{"trap-login-masked", "yaml", 3, func(b *hbsB) string {
			return fmt.Sprintf("%s:\n  ip: %s\n  model: %s\n  login: %s / %s\n  notes: \"password in the OT vault\"",
				hbsP("gateway_1", "rtu_well3", "hmi_l4"), hbsIP(), hbsP("Moxa MGate", "SCADAPack 470", "KTP700"), hbsP("admin", "engineer"), hbsP("********", "<see vault>", "[REDACTED]", "{{ vault_gateway_pw }}"))
		}},
		{"trap-split-checksum", "mail", 3, func(b *hbsB) string {
			h := hbsHex(64)
			return fmt.Sprintf("Hi %s,\n\nfirmware %d.%d.%d for the RTUs is on the share. SHA-256 (wrapped by Outlook):\n%s\n%s\nPlease verify before loading.\n\n%s",
				hbsName(), hbsN(2, 5), hbsN(0, 20), hbsN(0, 99), h[:32], h[32:], hbsName())
		}},
		{"trap-split-trace", "log", 2, func(b *hbsB) string {
			t := hbsHex(32) + hbsHex(16)
			return fmt.Sprintf("%s %s ignition-gw WARN request failed, trace_id=%s\n%s span=%s status=504",
				hbsDate(), hbsTick(), t[:24], t[24:], hbsHex(16))
		}},
		{"trap-cert-thumbprint", "chat", 3, func(b *hbsB) string {
			return fmt.Sprintf("%s: the OPC UA server rejected the client cert, thumbprint \"%s\". Trust it in the PKI folder and restart the collector\n%s: done",
				hbsName(), strings.ToUpper(hbsHex(40)), hbsName())
		}},
		{"trap-commit-sha", "chat", 2, func(b *hbsB) string {
			return fmt.Sprintf("%s: the alarm-forwarder fix is in commit %s, deployed to %s at %s",
				hbsName(), hbsHex(40), hbsHost(), hbsTick())
		}},
		{"trap-service-account", "ticket", 3, func(b *hbsB) string {
			return fmt.Sprintf("%s — BigQuery upload failing\nService account %s (client_id %s) lost the role bigquery.dataEditor after the IAM cleanup. Key file is in the vault, unchanged.",
				hbsWO(), hbsSAEmail(), "1"+hbsD(20))
		}},
	}
}
