package main

import (
	"fmt"
)

// More traps: handovers in other languages, documentation placeholders, masked settings and
// office notes that talk about credentials without holding one.

func hddTrapTplsC() []hddTpl {
	return []hddTpl{
		{"t-de-mail", 4, func() Sample {
			t := fmt.Sprintf("Hallo %s,\n\ndie Videoanlage (%s, %d Kameras) ist fertig eingerichtet. Die Zugangsdaten für den Rekorder erhalten Sie aus Sicherheitsgründen separat per Post.\nDie App „Hik-Connect“ ist auf Ihrem Handy installiert.\n\nViele Grüße\n%s",
				hddPick("Herr Brenner", "Frau Weiß", "Herr Yilmaz"), hddNVR(), hddIn(4, 16), hddWho())
			return hddTrap("trap-password-talk", "mail", t)
		}},
		{"t-es-chat", 4, func() Sample {
			t := fmt.Sprintf("%s: ya está el grabador en marcha en %s, usuario admin. la contraseña te la paso por llamada, no por aquí\nCliente: perfecto, gracias", hddWho(), hddPick("la nave", "la tienda", "la clínica"))
			return hddTrap("trap-password-talk", "chat", t)
		}},
		{"t-pt-sheet", 4, func() Sample {
			t := fmt.Sprintf("Entrega ao cliente – %s\nGravador: %s (IP %s)\nUtilizador: admin\nPalavra-passe: (entregue em mão ao Sr. %s)\nCódigo do alarme: definido pelo cliente", hddPick("Farmácia Central", "Quinta do Vale", "Café Ribeira"), hddNVR(), hddLAN(), hddPick("Rui", "António", "Manuel"))
			return hddTrap("trap-masked", "sheet", t)
		}},
		{"t-label", 6, func() Sample {
			t := fmt.Sprintf("Label on the box:\n%s\nS/N %s\nDefault IP 192.168.1.64 – device must be activated, set a strong password on first use\nMAC %s\n%s", hddCam(), hddRnd(upper, 1)+hddRnd(hddDig, 8), hddMAC(), hddPick("12VDC / PoE (802.3af)", "PoE 802.3at", "12VDC 1A"))
			return hddTrap("trap-serial", "text", t)
		}},
		{"t-gallagher-doc", 4, func() Sample {
			t := fmt.Sprintf("REST API quick start (internal wiki)\n1. In Command Centre, create a REST client item and note its API key – it is shown once.\n2. Send it on every call:\n   Authorization: GGL-API-KEY <your API key>\n3. Base URL is https://%s:8904/api\n4. Client certificate thumbprint must match (%s).", hddPick("cc-server", "gallagher01"), hddRnd(hddHexU, 40))
			return hddTrap("trap-placeholder", "wiki", t)
		}},
		{"t-telegram-env", 4, func() Sample {
			t := fmt.Sprintf("import os, requests\n\nBOT_TOKEN = os.environ[\"TG_BOT_TOKEN\"]\nCHAT_ID = \"-100%s\"\n\nrequests.post(f\"https://api.telegram.org/bot{BOT_TOKEN}/sendMessage\",\n              data={\"chat_id\": CHAT_ID, \"text\": \"%s\"})\n", hddRnd(hddDig, 10), hddPick("NVR offline", "Alarm set", "Door forced: rear"))
			return hddTrap("trap-env-reference", "code", t)
		}},
		{"t-sip-masked", 4, func() Sample {
			ext := hddIn(100, 9999)
			t := fmt.Sprintf("2N IP Verso – SIP 1\n  Phone number (ID): %d\n  Domain: %s\n  Authentication ID: %d\n  Password: ••••••••\n  Registration: Registered ✔\n  Ring group: %d", ext, hddPick("sip.fibernet.co.uk", "pbx.meinpbx.de"), ext, hddIn(600, 699))
			return hddTrap("trap-masked", "config", t)
		}},
		{"t-ticket-redacted", 4, func() Sample {
			t := fmt.Sprintf("%s-%d | %s | resolved\nClient locked out of the NVR. Reset via SADP, new admin password [REDACTED] given to the site manager by phone. Enabled the reset e-mail to %s.",
				hddPick("SR", "TCK", "INC"), hddIn(10000, 99999), hddSite(), hddPick("office@", "manager@", "admin@")+hddPick("riverside-dental.co.uk", "brenner-autohaus.de", "quintadovale.pt"))
			return hddTrap("trap-masked", "ticket", t)
		}},
		{"t-ops-notes", 4, func() Sample {
			t := fmt.Sprintf("Ops meeting %s\n1. %s – 2 cams replaced under warranty (RMA-%d)\n2. Stock: %d x 4MP turrets, %d x 8-port PoE\n3. %s wants a quote for ANPR at the gate\n4. Reminder: no passwords in WhatsApp groups, use the vault", hddDate(), hddSite(), hddIn(10000, 99999), hddIn(2, 30), hddIn(1, 6), hddSite())
			return hddTrap("trap-password-talk", "meeting-notes", t)
		}},
		{"t-diff-ref", 4, func() Sample {
			h := hddPick("nvr-riverside", "nvr-kowalski", "dvr-crown")
			t := fmt.Sprintf("--- a/inventory/host_vars/%s.yml\n+++ b/inventory/host_vars/%s.yml\n@@ -1,4 +1,5 @@\n ansible_host: %s\n nvr_user: admin\n nvr_password: \"{{ vault_nvr_pw }}\"\n-nvr_channels: %d\n+nvr_channels: %d\n+nvr_https: true", h, h, hddLAN(), hddIn(4, 8), hddIn(9, 16))
			return hddTrap("trap-secret-reference", "diff", t)
		}},
		{"t-memory", 7, func() Sample {
			t := hddPick(
				"User is a CCTV and access control installer in the north west; prefers Hikvision recorders and Paxton Net2 for doors. Keeps all client passwords in Bitwarden and never wants them repeated back in chat.",
				fmt.Sprintf("- Site: %s\n- Preferred app: Hik-Connect\n- NVR credentials: in the client's Bitwarden collection\n- Contact prefers WhatsApp", hddSite()),
				fmt.Sprintf("Remember: door controller at %s is at %s, firmware %s; the user rotates its web password every 6 months.", hddSite(), hddLAN(), hddPick("3.4.12", "v2.1.0", "6.08")),
			)
			return hddTrap("trap-password-talk", "memory", t)
		}},
	}
}
