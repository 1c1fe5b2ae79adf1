package main

import (
	"fmt"
	"strings"
)

// hbsTrapTemplates2: chat, mail, logs and notes that talk about credentials without holding one.
func hbsTrapTemplates2() []hbsT {
	return []hbsT{
		{"trap-password-policy", "mail", 5, func(b *hbsB) string {
			return fmt.Sprintf("Subject: New OT password rules from %s\n\nAll,\n\nfrom %s passwords on HMIs, EWS and jump hosts must be at least %d characters, no reuse of the last %d, and shared accounts are only allowed for the HMI operator login. PLC protection passwords go into the OT vault, never into project comments.\n\nOT Security",
				hbsDate(), hbsDate(), hbsP4(12, 14, 16, 20), hbsP4(5, 10, 12, 24))
		}},
		{"trap-password-reset", "chat", 5, func(b *hbsB) string {
			return fmt.Sprintf("%s: I reset your password on %s, you'll be asked to set a new one at first login\n%s: thanks! does it have to be different from the domain one?\n%s: yes, and %d chars minimum",
				hbsA(), hbsHost(), hbsC(), hbsA(), hbsP4(12, 14, 16, 15))
		}},
		{"trap-vault-reference", "chat", 6, func(b *hbsB) string {
			return fmt.Sprintf("%s: where do I find the %s for %s?\n%s: it's in %s, entry \"%s\". If you don't see it ask %s to share the folder",
				hbsName(), hbsP("gate code", "PLC password", "vendor VPN login", "alarm code", "Wi-Fi key"), hbsSite(), hbsName(),
				hbsP("1Password", "KeePass", "the OT vault", "CyberArk", "Bitwarden"), hbsP("Site Access – North", "EWS / TIA", "Vendor VPN ABB", "Pump house alarm"), hbsName())
		}},
		{"trap-code-distribution", "notes", 4, func(b *hbsB) string {
			return fmt.Sprintf("Site access %s\n- Gate and door codes change on the 1st of every month\n- The shift lead gets the new codes by SMS from security, contractors get them only at the gatehouse\n- Lost badge: call %s, badge is blocked within 15 min",
				hbsSite(), "+49 30 "+hbsD(7))
		}},
		{"trap-masked-values", "handover", 5, func(b *hbsB) string {
			return fmt.Sprintf("Handover %s\n- EWS-%02d local admin: %s / %s (in vault)\n- Gate code: %s\n- VPN: account %s re-enabled until %s",
				hbsDate(), hbsN(1, 9), hbsP("otadmin", "Administrator"), hbsP("********", "xxxxxxxx", "[REDACTED]", "•••••••"), hbsP("****", "(see SMS)", "unchanged"), hbsUser(), hbsDate())
		}},
		{"trap-default-changed", "notes", 5, func(b *hbsB) string {
			return fmt.Sprintf("SAT %s: all vendor default logins (gateways, HMIs, switches, inverters) were changed by %s and %s. The new passwords are only in the KeePass file on the OT vault server; this report lists device names only: %s, %s, %s.",
				hbsSite(), hbsA(), hbsC(), hbsP("GW-01", "GW-02"), hbsP("HMI-L4", "TP1200-3"), hbsP("SW-07", "INV-12", "RTU-W3"))
		}},
		{"trap-oncall-list", "csv", 4, func(b *hbsB) string {
			return fmt.Sprintf("week,primary,phone,backup,phone\n%d,%s,+49 171 %s,%s,+49 160 %s\n%d,%s,+351 91 %s,%s,+31 6 %s",
				hbsN(1, 52), hbsName(), hbsD(7), hbsName(), hbsD(7), hbsN(1, 52), hbsName(), hbsD(7), hbsName(), hbsD(8))
		}},
		{"trap-shift-log", "shift-log", 7, func(b *hbsB) string {
			return fmt.Sprintf("%s %s — %s\n%s %s tripped on %s, reset after inspection, %s raised\n%s Setpoint %s changed from %d to %d\n%s Alarm %s acknowledged, cause: %s\n%s Handover to %s",
				hbsDate(), hbsP("Night shift", "Nachtschicht", "Turno C"), hbsSite(), hbsTick(), hbsP("P-101", "FAN-3", "CONV-2", "WTG 07"), hbsP("overcurrent", "high vibration", "low suction pressure"), hbsWO(),
				hbsTick(), hbsP("LIC-101", "TIC-220", "PIC-07"), hbsN(10, 60), hbsN(10, 60), hbsTick(), "ALM-"+hbsD(6), hbsP("sensor drift", "comms loss RTU-4", "real high level"), hbsTick(), hbsName())
		}},
		{"trap-phishing-incident", "incident", 4, func(b *hbsB) string {
			return fmt.Sprintf("Incident %s — phishing\nOn %s %d operators at %s received a mail pretending to be the vendor, asking them to \"confirm\" their VPN password on a fake portal. Nobody entered credentials (proxy logs checked). Sender domain blocked; awareness mail sent.",
				"INC"+hbsD(7), hbsDate(), hbsN(2, 14), hbsSite())
		}},
		{"trap-mfa-meeting", "meeting", 4, func(b *hbsB) string {
			return fmt.Sprintf("OT security weekly — %s\nAttendees: %s, %s, %s\n1. MFA on the jump host: %d of %d users enrolled, hardware tokens for the control room ordered\n2. Shared HMI accounts: keep, but rotate password quarterly\n3. Vendor accounts: disabled by default, enabled per ticket\nActions: %s to chase the remaining users",
				hbsDate(), hbsA(), hbsC(), hbsName(), hbsN(20, 40), hbsN(41, 60), hbsName())
		}},
		{"trap-remote-access-wiki", "wiki", 4, func(b *hbsB) string {
			return fmt.Sprintf("= Vendor remote access =\n\n# Vendor opens a ticket with the reason and the asset (e.g. %s).\n# Shift lead approves and enables the vendor account on the jump host for max. %d h.\n# The vendor logs in with their personal account and MFA; never send passwords by mail or chat.\n# Session is recorded; the account is disabled automatically afterwards.",
				hbsP("GT controller", "RTU Well-3", "HMI-L4"), hbsN(2, 8))
		}},
		{"trap-commissioning-report", "markdown", 5, func(b *hbsB) string {
			return fmt.Sprintf("## FAT/SAT summary %s\n\n| Item | Result |\n|---|---|\n| PLC firmware | V%d.%d.%d |\n| HMI runtime | WinCC V%d Update %d |\n| I/O check | %d/%d points OK |\n| Network | VLAN %d (SCADA), VLAN %d (EWS) |\n| Open punch items | %d |",
				hbsSite(), hbsN(2, 3), hbsN(0, 9), hbsN(0, 9), hbsN(16, 19), hbsN(1, 8), hbsN(200, 900), hbsN(900, 999), hbsN(10, 30), hbsN(31, 60), hbsN(0, 12))
		}},
		{"trap-alarm-log", "csv", 5, func(b *hbsB) string {
			d := hbsDate()
			return fmt.Sprintf("event_id,timestamp,tag,priority,state,operator\n%s,%sT%s:12Z,%s,%d,ACK,%s\n%s,%sT%s:40Z,%s,%d,RTN,",
				hbsHex(16), d, hbsTick(), hbsP("LT101.HI", "PT07.LO", "TT220.HIHI"), hbsN(1, 4), hbsUser(), hbsHex(16), d, hbsTick(), hbsP("FT204.LO", "VT11.HI"), hbsN(1, 4))
		}},
		{"trap-commit-message", "commit", 5, func(b *hbsB) string {
			return fmt.Sprintf("%s\n\nThe %s password was hardcoded in %s. It now comes from the\nvault at start-up; the old value was rotated by the OT team.\n\nRefs: %s",
				hbsP("Move PLC password out of plc_conn.yaml", "Read historian credentials from vault", "Drop hardcoded FTP password from ST code"),
				hbsP("PLC", "historian", "FTP"), hbsP("config/plc_conn.yaml", "collector.py", "FB_BatchReport"), hbsWO())
		}},
		{"trap-rma-tracking", "mail", 4, func(b *hbsB) string {
			return fmt.Sprintf("Subject: %s — faulty %s\n\nHi %s,\n\nthe replacement unit was shipped today, tracking number 1Z%s. Serial of the returned unit: %s. Please send the defective one back within 14 days.\n\nService",
				"RMA-"+hbsD(6), hbsP("CP 1543-1", "power supply PS307", "IO-Link master"), hbsName(), rnd(upper+digits, 16), "SVP"+rnd(upper+digits, 8))
		}},
		{"trap-versions", "chat", 4, func(b *hbsB) string {
			return fmt.Sprintf("%s: which versions are on the EWS now?\n%s: TIA V%d Upd %d, Startdrive V%d.%d, PLCSIM Adv %d.0, Studio 5000 v%d.%02d, build %s",
				hbsA(), hbsC(), hbsN(16, 19), hbsN(1, 6), hbsN(16, 19), hbsN(0, 3), hbsN(4, 6), hbsN(32, 36), hbsN(0, 11), hbsHex(10))
		}},
		{"trap-pin-rules", "mail", 4, func(b *hbsB) string {
			return fmt.Sprintf("Subject: Badge %s\n\nDear %s,\n\nyour new badge (no. %s) is ready. At the first use at the turnstile you will be asked to choose a %d-digit PIN. Don't use your birthday or 1234.\n\nSite Security",
				hbsSite(), hbsName(), hbsD(6), hbsP4(4, 5, 6, 6))
		}},
		{"trap-guest-wifi", "notes", 4, func(b *hbsB) string {
			return fmt.Sprintf("Visitors at %s: guest Wi-Fi \"%s\" has a captive portal, the receptionist prints a voucher per visitor. No visitor device may be connected to the OT networks.",
				hbsSite(), hbsP("Plant-Guest", "WTP-Visitors", "Windpark-Gast"))
		}},
		{"trap-licence-dongle", "chat", 4, func(b *hbsB) string {
			return fmt.Sprintf("%s: WinCC says no licence after the EWS swap\n%s: the licence is on the dongle, serial %s, move it with the Automation License Manager. Order no. %s if you need to check the portal",
				hbsA(), hbsC(), hbsD(10), "6AV"+hbsD(4)+"-"+hbsD(1)+upper[:2]+hbsD(2)+"-"+hbsD(1)+upper[2:4]+hbsD(1))
		}},
		{"trap-key-safe-talk", "chat", 4, func(b *hbsB) string {
			return fmt.Sprintf("%s: key safe at %s has a new code since the audit\n%s: what is it?\n%s: call the control room, they give it out per job, not in chat",
				hbsA(), hbsP("the substation", "Reservoir 3", "the intake"), hbsC(), hbsA())
		}},
		{"trap-hmi-colours", "json", 4, func(b *hbsB) string {
			return fmt.Sprintf("{\n  \"alarmColors\": {\"p1\": \"#%s\", \"p2\": \"#%s\", \"p3\": \"#%s\"},\n  \"theme\": \"%s\",\n  \"font\": \"%s\",\n  \"blinkMs\": %d\n}",
				strings.ToUpper(hbsHex(6)), strings.ToUpper(hbsHex(6)), strings.ToUpper(hbsHex(6)), hbsP("ISA-101 grey", "high-performance"), hbsP("Roboto", "Segoe UI"), hbsN(2, 10)*100)
		}},
		{"trap-shift-log-de", "shift-log", 4, func(b *hbsB) string {
			return fmt.Sprintf("Schichtbuch %s\n- %s Filter %d rückgespült, Trübung %.2f NTU\n- %s Dosierpumpe Cl2 auf %d %% gestellt\n- Passwort HMI-%d: unverändert, Bediener melden sich per Karte an\n- Übergabe an %s",
				hbsDate(), hbsTick(), hbsN(1, 8), rng.Float64(), hbsTick(), hbsN(10, 90), hbsN(1, 6), hbsName())
		}},
		{"trap-notes-es", "chat", 4, func(b *hbsB) string {
			return fmt.Sprintf("%s: la contraseña del PLC ya no la tengo yo, está en el gestor del equipo de OT\n%s: vale, se la pido a %s. Por cierto, la bomba %d vuelve a dar alarma de vibración",
				hbsA(), hbsC(), hbsName(), hbsN(1, 6))
		}},
		{"trap-notes-pt", "chat", 3, func(b *hbsB) string {
			return fmt.Sprintf("%s: a senha do supervisório mudou, o turno já recebeu por SMS\n%s: ok. o inversor %d continua em falha de isolamento, abri a OS %s",
				hbsA(), hbsC(), hbsN(1, 40), hbsWO())
		}},
		{"trap-token-expired", "chat", 4, func(b *hbsB) string {
			return fmt.Sprintf("%s: the CMMS sync fails with 401\n%s: the bearer token expires after %d min, the job has to request a new one from /oauth/token with the client credentials from the vault. Client id is %s, that's fine to share",
				hbsA(), hbsC(), hbsP4(15, 30, 60, 60), "sb-"+hbsUUID())
		}},
		{"trap-relay-settings", "notes", 4, func(b *hbsB) string {
			return fmt.Sprintf("%s feeder %d settings (approved %s): CTR %d/1, 51P pickup %.2f A, curve %s, TD %.2f, 50P1 %.1f A",
				hbsP("SEL-751", "SEL-351S"), hbsN(1, 12), hbsDate(), hbsN(10, 120)*10, 0.5+rng.Float64()*4, hbsP("U3", "C1", "U4"), rng.Float64()*3, 5+rng.Float64()*20)
		}},
		{"trap-trace-ids", "log", 4, func(b *hbsB) string {
			return fmt.Sprintf("%sT%s:%02d.%03dZ level=error svc=alarm-forwarder trace_id=%s span_id=%s msg=\"slack post failed: 503\" retry_in=%ds",
				hbsDate(), hbsTick(), hbsN(0, 59), hbsN(0, 999), hbsHex(32), hbsHex(16), hbsN(1, 60))
		}},
		{"trap-work-order", "ticket", 5, func(b *hbsB) string {
			return fmt.Sprintf("%s — %s\nAsset: %s (%s)\nTask: %s\nPermit: PTW-%s, isolation cert IC-%s\nPlanned: %s, %d h, crew of %d",
				hbsWO(), hbsSite(), hbsP("P-101", "WTG 07", "TR-2", "BF-3"), "FL-"+hbsD(4)+"-"+hbsD(3), hbsP("replace mechanical seal", "gearbox endoscopy", "oil sample + DGA", "backwash valve actuator overhaul"),
				hbsD(6), hbsD(5), hbsDate(), hbsN(2, 12), hbsN(1, 4))
		}},
		{"trap-key-id-prose", "chat", 3, func(b *hbsB) string {
			return fmt.Sprintf("%s: the collector now signs its uploads, key id %s (public key is in the repo under keys/collector.pub). Private part never leaves the TPM",
				hbsName(), hbsP("kid-", "k")+hbsHex(12))
		}},
		{"trap-aws-assumed-role", "chat", 2, func(b *hbsB) string {
			return fmt.Sprintf("%s: CloudTrail shows the historian export role assumed by %s at %s, account %s. Looks like the scheduled job, nothing odd.",
				hbsName(), "arn:aws:sts::"+hbsD(12)+":assumed-role/historian-export/"+hbsP("i-0", "ecs-")+hbsHex(15), hbsTick(), hbsD(12))
		}},
	}
}

func hbsP4(xs ...int) int { return xs[rng.IntN(len(xs))] }
