package main

import (
	"fmt"
	"strings"
)

// Handover sheets, runbooks, diffs and notes that hold several of a site's secrets.

func hddHandoverTpls() []hddTpl {
	return []hddTpl{
		{"handover-full", 5, func() Sample {
			site, nvr, pw, wifi, code := hddSite(), hddNVR(), hddPw(), hddPw(), hddPin(4)
			ip := hddLAN()
			t := fmt.Sprintf("CLIENT HANDOVER SHEET\n=====================\nSite: %s\nDate: %s    Engineer: %s\n\nRecorder: %s  IP %s\n  admin password: %s\n  retention approx %d days\nCameras: %d x %s\nWi-Fi (CCTV network) key: %s\nAlarm master code: %s\n\nClient signature: ____________",
				site, hddDate(), hddWho(), nvr, ip, pw, hddIn(14, 31), hddIn(4, 16), hddCam(), wifi, code)
			return Sample{Category: "handover-credentials", Format: "sheet", Text: t, Secrets: []string{pw, wifi, code}, Keep: []string{site, ip}}
		}},
		{"jobsheet-md", 4, func() Sample {
			code, pw := hddPin(hddIn(4, 6)), hddPw()
			t := fmt.Sprintf("### Job %d – %s\n\n- [x] replace cam 3 (%s)\n- [x] move NVR to rack\n- [ ] label patch panel\n\n**Access:** gate code %s, ask for %s\n**NVR:** admin / `%s`\n",
				hddIn(4000, 9999), hddSite(), hddCam(), code, hddPick("Dave in goods in", "the caretaker", "reception"), pw)
			return Sample{Category: "handover-credentials", Format: "markdown", Text: t, Secrets: []string{code, pw}}
		}},
		{"inventory-diff", 4, func() Sample {
			old := "{{ vault_nvr_pw }}"
			pw := hddPw()
			host := hddPick("nvr-riverside", "nvr-kowalski", "nvr-millane", "dvr-crown")
			t := fmt.Sprintf("diff --git a/inventory/host_vars/%s.yml b/inventory/host_vars/%s.yml\n--- a/inventory/host_vars/%s.yml\n+++ b/inventory/host_vars/%s.yml\n@@ -3,4 +3,4 @@\n ansible_host: %s\n nvr_user: admin\n-nvr_password: \"%s\"\n+nvr_password: \"%s\"\n nvr_channels: %d",
				host, host, host, host, hddLAN(), old, pw, hddIn(4, 32))
			return Sample{Category: "nvr-password", Format: "diff", Text: t, Secrets: []string{pw}, Keep: []string{old, host}}
		}},
		{"commit-msg", 3, func() Sample {
			pw := hddPw()
			t := fmt.Sprintf("commit %s\nAuthor: %s <%s@clearview-security.co.uk>\n\n    %s: set camera password after firmware reset\n\n    cam 2 came back on defaults after the update, reactivated it\n    with %s so the nvr picks it up again.", hddRnd(hddHexL, 40), hddWho(), strings.ToLower(hddPick("dave", "marek", "priya")), hddPick("riverside", "crown", "vale"), pw)
			return Sample{Category: "camera-password", Format: "commit", Text: t, Secrets: []string{pw}}
		}},
		{"ops-meeting", 4, func() Sample {
			code := hddPin(4)
			pw := hddPw()
			t := fmt.Sprintf("Ops meeting %s\nAttendees: %s, %s, %s\n\n1. Van 3 MOT next week\n2. %s – client changed the gate code to %s after the break-in, updated in the CRM\n3. Stock: low on 4MP turrets, order 20\n4. %s NVR replaced under warranty, new admin pw %s (old one retired)\n5. AOB: Christmas rota",
				hddDate(), hddWho(), hddWho(), hddWho(), hddSite(), code, hddSite(), pw)
			return Sample{Category: "handover-credentials", Format: "meeting-notes", Text: t, Secrets: []string{code, pw}, Keep: []string{"Van 3 MOT next week"}}
		}},
		{"psa-json", 3, func() Sample {
			pw := hddPw()
			id := hddIn(100000, 999999)
			t := fmt.Sprintf("{\n  \"ticketId\": %d,\n  \"summary\": \"NVR offline – %s\",\n  \"notes\": [\n    {\"by\": \"%s\", \"text\": \"power cycled, back online\"},\n    {\"by\": \"%s\", \"text\": \"changed admin pw to %s as requested by client\"}\n  ],\n  \"status\": \"Closed\"\n}",
				id, hddSite(), hddWho(), hddWho(), pw)
			return Sample{Category: "nvr-password", Format: "json", Text: t, Secrets: []string{pw}, Keep: []string{fmt.Sprint(id)}}
		}},
		{"pt-entrega", 3, func() Sample {
			pw, cod := hddPw(), hddPin(4)
			t := fmt.Sprintf("Entrega ao cliente – %s\nGravador: %s\nUtilizador: admin\nPalavra-passe: %s\nCódigo do alarme (utilizador mestre): %s\nApp instalada no telemóvel do Sr. %s.",
				hddPick("Farmácia Central", "Quinta do Vale", "Café Ribeira"), hddNVR(), pw, cod, hddPick("Rui", "António", "Manuel"))
			return Sample{Category: "handover-credentials", Format: "sheet", Text: t, Secrets: []string{pw, cod}}
		}},
		{"runbook-wiki", 4, func() Sample {
			rp, dp := hddUrlPw(), hddPw()
			ip, dip := hddLAN(), hddLAN()
			t := fmt.Sprintf("= Runbook: %s =\n\n== Cameras ==\nMain stream for the monitoring station:\n  rtsp://monitor:%s@%s:554/Streaming/Channels/101\n\n== Door controller ==\nWeb UI %s, login admin, password %s.\nIf the maglock stays energised after a fire test, reboot the controller from the UI.\n",
				hddSite(), rp, ip, dip, dp)
			return Sample{Category: "handover-credentials", Format: "wiki", Text: t, Secrets: []string{rp, dp}, Keep: []string{ip, dip}}
		}},
		{"voice-memo", 3, func() Sample {
			d := []string{hddRnd(hddDig, 1), hddRnd(hddDig, 1), hddRnd(hddDig, 1), hddRnd(hddDig, 1)}
			code := strings.Join(d, " ")
			t := fmt.Sprintf("Transcript (voice memo, %s): note to self, alarm code for %s is %s, the panel is behind the coats. Also bring a 12 volt 7 amp battery.", hddTime()[:5], hddSite(), code)
			return Sample{Category: "alarm-code", Format: "transcript", Text: t, Secrets: []string{code}}
		}},
		{"agent-memory", 5, func() Sample {
			pw := hddPw()
			site := hddSite()
			var t string
			switch rng.IntN(3) {
			case 0:
				t = fmt.Sprintf("User is a CCTV installer. For the client %s, the NVR admin password is %s; the user wants reminders to rotate it every 6 months.", site, pw)
			case 1:
				t = fmt.Sprintf("- Site: %s\n- Preferred app: Hik-Connect\n- NVR credentials: admin / %s\n- Contact prefers WhatsApp", site, pw)
			default:
				t = fmt.Sprintf("Remember: door controller at %s uses the web password %s (set by user on %s).", site, pw, hddDate())
			}
			return Sample{Category: "nvr-password", Format: "memory", Text: t, Secrets: []string{pw}, Keep: []string{site}}
		}},
		{"ansible-yaml", 3, func() Sample {
			p1, p2 := hddPw(), hddPw()
			t := fmt.Sprintf("all:\n  children:\n    cameras:\n      hosts:\n        cam-entrance: {ansible_host: %s}\n        cam-yard: {ansible_host: %s}\n      vars:\n        cam_user: admin\n        cam_password: \"%s\"\n        onvif_user: onvif\n        onvif_password: \"%s\"\n",
				hddLAN(), hddLAN(), p1, p2)
			return Sample{Category: "camera-password", Format: "yaml", Text: t, Secrets: []string{p1, p2}}
		}},
		{"health-toml", 3, func() Sample {
			pw := hddPw()
			name := hddPick("riverside", "kowalski", "crown", "marina")
			t := fmt.Sprintf("# nvr_health.toml\n[[site]]\nname = \"%s\"\nhost = \"%s\"\nport = 80\nuser = \"healthcheck\"\npassword = \"%s\"\nchannels = %d\nalert_after_minutes = 15\n", name, hddLAN(), pw, hddIn(4, 16))
			return Sample{Category: "nvr-password", Format: "toml", Text: t, Secrets: []string{pw}, Keep: []string{name}}
		}},
	}
}
