package main

import (
	"fmt"
	"strings"
)

// hbsPLCTemplates: PLC engineering tools, HMI panels, OPC UA, gateways, relays and drives.
func hbsPLCTemplates() []hbsT {
	return []hbsT{
		{"plc-access-password", "chat", 7, func(b *hbsB) string {
			a := hbsName()
			c := hbsOther(a)
			return fmt.Sprintf("%s: %s — the %s is now on access level \"%s\", HMI connection still goes through fine\n%s: nice. and the password for full access? I need it for the download tomorrow\n%s: %s\n%s: thx, will put it in the KeePass and not in the project comment this time 😅",
				a, hbsSite(), hbsP("S7-1516F", "S7-1515-2 PN", "S7-1513", "ET 200SP CPU 1512SP"),
				hbsP("Full access (no protection) disabled", "Read access", "HMI access"), c, a, b.S(hbsPw()), c)
		}},
		{"plc-knowhow-password", "ticket", 6, func(b *hbsB) string {
			return fmt.Sprintf("Ticket %s — %s\nSummary: Know-how protection on %s blocks\n\nThe integrator delivered FB%d \"%s\" and FC%d with know-how protection. We asked for the password per contract §7.3 and got it today:\n\n  Know-how protection password: %s\n\nPlease store it in the engineering vault and close this ticket. Project file: %s_V%d.ap%s",
				hbsWO(), hbsSite(), hbsP("pump", "dosing", "filter backwash", "turbine sequencer"),
				hbsN(100, 899), hbsP("PumpCtrl", "DoseCl2", "BackwashSeq", "GT_Start", "ValveGrp"), hbsN(10, 300),
				b.S(hbsPw()), hbsP("NHF_WTP", "U2_GT", "ALQ_PV", "KBH_Booster"), hbsN(2, 9), hbsP("16", "17", "18", "19"))
		}},
		{"plc-webserver-password", "markdown", 6, func(b *hbsB) string {
			u1 := b.K(hbsUser())
			return fmt.Sprintf("## CPU web server accounts (%s)\n\n| PLC | IP | User | Password | Rights |\n|---|---|---|---|---|\n| %s | %s | %s | %s | read diagnostics |\n| %s | %s | Everybody | — | none |\n\nWeb server is only reachable from the EWS VLAN.",
				hbsSite(), hbsP("PLC_1", "CPU_Main", "PLC_Intake"), hbsIP(), u1, b.S(hbsPwU()),
				hbsP("PLC_2", "CPU_Aux", "PLC_Outfall"), hbsIP())
		}},
		{"studio5000-source-key", "notes", 5, func(b *hbsB) string {
			k := rnd(alnum, hbsN(12, 30))
			return fmt.Sprintf("Studio 5000 v%d.%02d — source protection\n- routines %s are protected with source key \"%s\"\n- sk.dat lives only on EWS-%02d in C:\\RSLogix 5000\\Projects\\keys\n- controller: %s, slot %d\n- do NOT email the sk.dat to the OEM again",
				hbsN(30, 36), hbsN(0, 11), hbsP("R10_Mixer, R11_Dosing", "Boiler_Seq", "Conveyor_Sync, Palletizer"),
				b.S(k), hbsN(1, 9), hbsP("1756-L83E", "1769-L33ER", "5069-L320ER"), hbsN(0, 4))
		}},
		{"factorytalk-admin-password", "mail", 6, func(b *hbsB) string {
			u := b.K(hbsP("ftadmin", "FTD_Admin", "ot\\ft.admin", "PlantAdmin"))
			return fmt.Sprintf("Subject: FactoryTalk Directory – handover %s\n\nHi %s,\n\nas discussed the FactoryTalk Directory on %s was rebuilt. The administrator account is %s and its password is %s — please change it after the first login and hand the new one to the OT security team only.\n\nView SE clients were re-pointed to the new directory, alarms & events server restarted at %s.\n\nRegards,\n%s",
				hbsDate(), hbsName(), hbsHost(), u, b.S(hbsPw()), hbsTick(), hbsName())
		}},
		{"codesys-device-password", "chat", 5, func(b *hbsB) string {
			return fmt.Sprintf("[%s] %s: CODESYS asks for device user mgmt on the %s now, first login forces you to create a user\n[%s] %s: made it: %s with pw %s. Runtime v3.5 SP%d\n[%s] %s: ok",
				hbsTick(), hbsA(), hbsP("WAGO PFC200", "Raspberry test rig", "IFM CR711S", "Beckhoff-less rig", "Festo CPX-E"),
				hbsTick(), hbsC(), b.K(hbsP("commissioning", "integrator", "OTadmin", "plcdev")), b.S(hbsPw()), hbsN(15, 20), hbsTick(), hbsA())
		}},
		{"schneider-app-password", "notes", 5, func(b *hbsB) string {
			return fmt.Sprintf("%s — M580 commissioning notes\n\n* BMEP58%d0%d firmware %d.%d, CRA drops 1-%d OK\n* Application password (Control Expert) set: %s\n* Memory card write protection on, FTP disabled, HTTP disabled\n* Next: I/O check sheet for drop %d",
				hbsSite(), hbsN(1, 6), hbsN(2, 4), hbsN(3, 4), hbsN(10, 30), hbsN(3, 6), b.S(hbsPw()), hbsN(2, 6))
		}},
		{"hmi-pin", "shift-log", 7, func(b *hbsB) string {
			return fmt.Sprintf("%s %s — %s\n%s Alarm list acknowledged, %s trip on %s reset.\n%s Operator PIN on HMI-%d changed to %s (old one was known to the cleaning contractor).\n%s Handover to night shift, %s.",
				hbsDate(), hbsP("Frühschicht", "Early shift", "Day shift", "Turno A"), hbsSite(), hbsTick(),
				hbsP("overcurrent", "low-flow", "high-vibration", "earth fault"), hbsP("P-101", "FAN-3", "M-204", "CP-2"),
				hbsTick(), hbsN(1, 6), b.S(hbsPin(4, 6)), hbsTick(), hbsName())
		}},
		{"opcua-password", "json", 7, func(b *hbsB) string {
			return fmt.Sprintf("{\n  \"name\": \"%s\",\n  \"endpointUrl\": \"opc.tcp://%s:%d\",\n  \"securityPolicy\": \"%s\",\n  \"securityMode\": \"SignAndEncrypt\",\n  \"userName\": \"%s\",\n  \"password\": \"%s\",\n  \"publishingIntervalMs\": %d\n}",
				hbsP("historian-collector", "mes-bridge", "ignition-ua", "kepware-in"), b.K(hbsHost()), hbsP4840(),
				hbsP("Basic256Sha256", "Aes128_Sha256_RsaOaep", "Aes256_Sha256_RsaPss"), b.K(hbsUser()), b.S(hbsPwU()), hbsN(1, 10)*250)
		}},
		{"opcua-pfx-password", "shell", 5, func(b *hbsB) string {
			return fmt.Sprintf("$ openssl req -new -x509 -key uaclient.key -out uaclient.crt -days 730 -subj \"/CN=UaClient-%s/O=%s\" -addext \"subjectAltName=URI:urn:%s:UaClient\"\n$ openssl pkcs12 -export -in uaclient.crt -inkey uaclient.key -out uaclient.pfx -passout pass:%s\n$ ls -l uaclient.*\n-rw------- 1 %s %s 1704 %s uaclient.key\n-rw-r--r-- 1 %s %s 1281 %s uaclient.crt\n-rw------- 1 %s %s 2611 %s uaclient.pfx",
				hbsA(), hbsP("Stadtwerke", "Utility", "PlantOps"), hbsA(), b.S(hbsPwU()),
				"ot", "ot", "Mar 3 10:12", "ot", "ot", "Mar 3 10:12", "ot", "ot", "Mar 3 10:13")
		}},
		{"opcua-python-password", "code", 6, func(b *hbsB) string {
			return fmt.Sprintf("from asyncua import Client\n\nURL = \"opc.tcp://%s:%d\"\n\nasync def read_levels():\n    client = Client(url=URL)\n    client.set_user(\"%s\")\n    client.set_password(\"%s\")\n    await client.set_security_string(\"Basic256Sha256,SignAndEncrypt,cert.der,key.pem\")\n    async with client:\n        node = client.get_node(\"ns=%d;s=%s\")\n        return await node.read_value()",
				hbsHost(), hbsP4840(), b.K(hbsUser()), b.S(hbsPw()), hbsN(2, 4), hbsP("Tank1.Level", "LIT_101.PV", "Reservoir.Level_m", "FT204.Flow"))
		}},
		{"gateway-web-password", "ticket", 6, func(b *hbsB) string {
			return fmt.Sprintf("%s | %s\nDevice: %s (Modbus TCP <-> RTU), %s\nAction: factory default login replaced during commissioning.\nNew web console login: admin / %s\nAlso disabled telnet + SNMPv1. Serial: %s, FW %d.%d.%d",
				hbsWO(), hbsSite(), hbsP("Moxa MGate MB3180", "Moxa MGate 5105", "HMS Anybus X-gateway", "ProSoft PLX32", "Red Lion DA10D"),
				hbsIP(), b.S(hbsPw()), "SN"+hbsD(9), hbsN(1, 5), hbsN(0, 9), hbsN(0, 20))
		}},
		{"dnp3-update-key", "ini", 6, func(b *hbsB) string {
			k := hbsHex(32)
			if rng.IntN(2) == 0 {
				k = strings.ToUpper(k)
			}
			return fmt.Sprintf("; RTU %s - DNP3 SAv5\n[outstation]\naddress = %d\nmaster_address = %d\nlink_timeout_ms = %d\n\n[secure_auth]\nenabled = true\nhmac = %s\nupdate_key = %s\nkey_change_method = symmetric_aes128",
				hbsP("Riverside", "PS-Kaltenbach", "Reservoir 3", "Well 12"), hbsN(2, 900), hbsN(1, 3), hbsN(1, 10)*500,
				hbsP("SHA256-16", "SHA256-8", "AES-GMAC"), b.S(k))
		}},
		{"rtu-maint-password", "log", 5, func(b *hbsB) string {
			d := hbsDate()
			return fmt.Sprintf("%sT%s:%02dZ rtu-%02d INFO  maint session opened from %s\n%sT%s:%02dZ rtu-%02d WARN  local maintenance account password set via config upload: pw=%s\n%sT%s:%02dZ rtu-%02d INFO  config CRC %s applied, restart not required",
				d, hbsTick(), hbsN(0, 59), 7, hbsIP(), d, hbsTick(), hbsN(0, 59), 7, b.S(hbsPwU()),
				d, hbsTick(), hbsN(0, 59), 7, strings.ToUpper(hbsHex(8)))
		}},
		{"safety-plc-password", "mail", 5, func(b *hbsB) string {
			return fmt.Sprintf("Subject: F-CPU safety password – %s\n\n%s,\n\nthe safety program on the %s is now protected. Safety password: %s\nOnly the two certified safety engineers may know it. The collective F-signature is %s, please note it in the validation report (that one is not secret).\n\n%s",
				hbsSite(), hbsName(), hbsP("S7-1516F", "S7-1518F", "GuardLogix 5580", "Pilz PSS 4000"), b.S(hbsPw()), b.K(strings.ToUpper(hbsHex(8))), hbsName())
		}},
		{"ews-admin-password", "handover", 6, func(b *hbsB) string {
			return fmt.Sprintf("Handover %s → %s (%s)\n\n1. EWS-%02d rebuilt from image, TIA V%d + Step7 Safety installed\n2. local admin on EWS: .\\%s / %s\n3. USB ports blocked via GPO again after the install\n4. open: WinCC licence transfer, ask %s",
				hbsA(), hbsC(), hbsDate(), hbsN(1, 9), hbsN(16, 19), b.K(hbsP("otadmin", "Administrator", "ews_local", "localadm")), b.S(hbsPw()), hbsName())
		}},
		{"wincc-user-password", "csv", 5, func(b *hbsB) string {
			u1, u2 := b.K(hbsP("Schichtleiter", "ShiftLead", "Supervisor")), b.K(hbsP("Bediener1", "Operator01", "OpA"))
			return fmt.Sprintf("User;Group;Password;Logoff time (min);Authorization\n%s;Administrators;%s;%d;12\n%s;Operators;%s;%d;3\nMaintenance;Operators;****;15;5",
				u1, b.S(hbsPwU()), hbsN(5, 30), u2, b.S(hbsPwU()), hbsN(5, 30))
		}},
		{"st-code-password", "code", 5, func(b *hbsB) string {
			return fmt.Sprintf("(* FTP push of batch report to MES *)\nVAR\n    sFtpHost     : STRING := '%s';\n    sFtpUser     : STRING := '%s';\n    sFtpPassword : STRING := '%s';\n    fbFtp        : FB_FtpPut;\nEND_VAR\n\nIF bBatchDone AND NOT bSent THEN\n    fbFtp(sHost := sFtpHost, sUser := sFtpUser, sPass := sFtpPassword, sFile := sReport);\nEND_IF",
				hbsIP(), b.K(hbsP("mesftp", "batchrpt", "plc_upload")), b.S(hbsPwU()))
		}},
		{"default-changed-passwords", "markdown", 6, func(b *hbsB) string {
			return fmt.Sprintf("### Commissioning report %s — §5 default credentials\n\n| Device | Account | New password | Changed by |\n|---|---|---|---|\n| %s | admin | %s | %s |\n| %s | %s | %s | %s |\n| Managed switch SW-%02d | admin | (RADIUS, no local pw) | %s |",
				hbsSite(), hbsP("Gateway GW-01", "HMI panel TP1200", "Inverter SMA STP 110"), b.S(hbsPwU()), hbsName(),
				hbsP("RTU Well-3", "Relay SEL-751 F3", "Drive ACS880 P-2"), b.K(hbsP("maint", "service", "engineer")), b.S(hbsPwU()), hbsName(), hbsN(1, 20), hbsName())
		}},
		{"hmi-panel-password", "chat", 5, func(b *hbsB) string {
			return fmt.Sprintf("%s: Das Passwort für die Runtime-Einstellungen am %s ist jetzt %s\n%s: danke, und die Benutzerverwaltung bleibt wie gehabt?\n%s: ja, Bediener melden sich weiter per Karte an",
				hbsA(), hbsP("Comfort Panel KP900", "TP1500 in der Pumpenhalle", "MP 377 an Linie 4"), b.S(hbsPw()), hbsC(), hbsA())
		}},
		{"plc-password-es", "chat", 4, func(b *hbsB) string {
			return fmt.Sprintf("%s: oye, la contraseña del PLC de la %s la cambié ayer\n%s: y cuál es?\n%s: %s — no la pongas en el grupo general porfa",
				hbsA(), hbsP("EDAR", "estación de bombeo 3", "planta de ósmosis", "subestación"), hbsC(), hbsA(), b.S(hbsPw()))
		}},
		{"hmi-password-pt", "chat", 4, func(b *hbsB) string {
			return fmt.Sprintf("%s: bom dia! a senha do %s da %s ficou %s\n%s: obrigado, já entrei. o alarme de temperatura do trafo continua ativo",
				hbsName(), hbsP("HMI", "SCADA", "supervisório"), hbsP("subestação de Évora", "ETA de Sines", "central de Alqueva"), b.S(hbsPw()), hbsName())
		}},
		{"plc-config-diff", "diff", 6, func(b *hbsB) string {
			return fmt.Sprintf("diff --git a/config/plc_conn.yaml b/config/plc_conn.yaml\nindex %s..%s 100644\n--- a/config/plc_conn.yaml\n+++ b/config/plc_conn.yaml\n@@ -2,5 +2,5 @@ plc:\n   host: %s\n   rack: 0\n   slot: %d\n-  password: ${PLC_PW}\n+  password: \"%s\"\n   poll_ms: %d",
				hbsHex(7), hbsHex(7), hbsIP(), hbsN(1, 3), b.S(hbsPw()), hbsN(1, 10)*100)
		}},
		{"drive-pass-code", "notes", 4, func(b *hbsB) string {
			return fmt.Sprintf("%s drive %s: parameter lock on. User pass code (par 96.02) = %s, needed to change ramp times. Motor data: %d kW, %s rpm.",
				hbsP("ABB ACS880", "ABB ACS580", "Danfoss FC 302"), hbsP("P-101", "P-102", "FAN-7", "CONV-3"), b.S(hbsD(8)), hbsN(11, 250), hbsP("1480", "2960", "990"))
		}},
		{"relay-passwords", "notes", 4, func(b *hbsB) string {
			return fmt.Sprintf("%s, feeder %d (%s): relay access levels set\n  ACC (level 1) password: %s\n  2AC (level 2) password: %s\n  front port disabled, engineering access only through the %s",
				hbsP("SEL-751", "SEL-351S", "SEL-487E"), hbsN(1, 12), hbsP("Substation Riverside", "Bay 4", "Sub 11kV North"), b.S(hbsPwU()), b.S(hbsPwU()), hbsP("RTAC", "jump host", "substation gateway"))
		}},
		{"turbine-service-code", "chat", 4, func(b *hbsB) string {
			return fmt.Sprintf("%s: WTG %02d controller wants the service level code before it lets me reset the pitch fault\n%s: it's %s for all turbines in %s since the last audit\n%s: worked, turbine back to run, ~%d kW",
				hbsA(), hbsN(1, 40), hbsC(), b.S(hbsPin(5, 6)), hbsP("Emden-Süd", "Borkum Ost", "Brisa Norte", "Ventus II"), hbsA(), hbsN(200, 3400))
		}},
		{"inverter-gridguard-code", "mail", 4, func(b *hbsB) string {
			return fmt.Sprintf("Subject: SMA Grid Guard code for %s\n\nHello %s,\n\nyour personal Grid Guard code is %s. It unlocks the country-specific grid parameters on the inverters, so please keep it to yourself and do not share it with the site crew.\n\nInstaller ID: %s\n\nSMA service portal",
				hbsP("Solar Park Alqueva", "PV Dach Halle 3", "Solarpark Ostrau"), hbsName(), b.S(hbsD(8)), b.K("INST-"+hbsD(6)))
		}},
		{"hmi-password-fr", "mail", 4, func(b *hbsB) string {
			return fmt.Sprintf("Objet : accès supervision %s\n\nBonjour %s,\n\nle compte %s sur le poste de supervision est créé. Mot de passe provisoire : %s\nMerci de le changer à la première connexion.\n\nCordialement,\n%s",
				hbsP("STEP Rive Gauche", "usine d'eau potable", "poste source"), hbsC(), b.K(hbsUser()), b.S(hbsPw()), hbsA())
		}},
	}
}

func hbsP4840() int { return []int{4840, 4840, 4840, 4841, 49320, 53530, 62541}[rng.IntN(7)] }
