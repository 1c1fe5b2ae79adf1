package main

// heldout-ay: traps from the plants and the field: tags, meters, feeders, serial numbers,
// wells, coordinates, work orders; code that handles passwords; ordinary ids and addresses.

import (
	"fmt"
	"strings"
)

// hayDress varies the surroundings of a trap so fixed wordings do not repeat byte for byte.
func hayDress(s Sample, force bool) Sample {
	if !force && rng.IntN(10) < 3 {
		return s
	}
	f := s.Format
	where := fmt.Sprintf("%s/%s (rev %d, %s)", hayP("services", "tools", "plant-apps", "ot-scripts"), strings.ToLower(hayWord()), hayN(2, 400), hayName())
	switch {
	case f == "go" || f == "java" || f == "typescript" || f == "rust" || f == "csharp" || f == "javascript":
		s.Text = "// " + where + "\n" + s.Text
	case f == "sql":
		s.Text = "-- " + where + "\n" + s.Text
	case f == "diff" || f == "markdown" || f == "csv":
		s.Text = hayP("From ", "Change in ", "Excerpt of ") + where + ":\n\n" + s.Text
	case strings.HasPrefix(f, "chat"):
		s.Text = hayP(hayName()+": ", fmt.Sprintf("[%02d:%02d] %s: ", hayN(0, 23), hayN(0, 59), hayName()), "fyi ", "re "+haySite()+" — ") + s.Text
	case f == "yaml" || f == "ini" || f == "env" || f == "python" || f == "shell" || f == "toml":
		s.Text = "# " + hayP(haySite(), where) + "\n" + s.Text
	case f == "notes" || f == "ticket" || f == "email" || f == "runbook" || f == "readme" || f == "log":
		s.Text = hayP("["+haySite()+"]\n", "From the shift log, "+hayDate()+":\n", "Pasted by "+hayName()+":\n") + s.Text
	case f == "url":
		s.Text = hayP("template: ", "format is ", "example: ", "see ") + s.Text
	}
	return s
}

func hayTag() string {
	return hayP("PLANT1", "CCGT2", "HYD3", "WF-A", "PV04", "WTP1", "CS12") + "." +
		hayP("TURB", "GEN", "BLR", "INV", "PUMP", "XFMR", "CMP") + hayD(1, 6) + "." +
		hayP("TEMP", "MW", "MVAR", "SPEED", "VIB_X", "FLOW", "PRESS", "LEVEL", "AMPS_A")
}

func hayTrapsEnergy(n int) []Sample {
	var out []Sample
	for i := 0; i < n; i++ {
		var s Sample
		switch i % 20 {
		case 0:
			s = hayTrap("trap-tag", "chat", fmt.Sprintf("can you trend %s and %s for the last 24h? looks like the bearing is running hot", hayTag(), hayTag()))
		case 1:
			s = hayTrap("trap-meter", "chat", fmt.Sprintf("meter %s read %d.%d kWh on %s, the estimate was %d kWh, customer wants a re-read", hayD(10000000, 99999999), hayN(1000, 90000), hayN(0, 9), hayDate(), hayN(1000, 90000)))
		case 2:
			s = hayTrap("trap-feeder", "notes", fmt.Sprintf("Switching order SO-%s\n1. Open breaker 52-%s on feeder %s%s\n2. Verify dead, apply grounds at pole %s\n3. Close tie switch TS-%s\n", hayD(1000, 9999), hayP("B", "F", "T")+hayD(1, 40), hayD(10, 99), hayP("F1", "F2", "F3", "F4"), hayD(10000, 99999), hayD(100, 999)))
		case 3:
			s = hayTrap("trap-mw", "chat", fmt.Sprintf("Unit %d at %d.%d MW, %d MVAr, AGC on, ramp %d MW/min. %s sub reading %d.%d kV", hayN(1, 4), hayN(40, 650), hayN(0, 9), hayN(-50, 120), hayN(3, 25), strings.Fields(haySite())[0], hayN(66, 345), hayN(0, 9)))
		case 4:
			s = hayTrap("trap-serial", "csv", fmt.Sprintf("inverter,serial,firmware,kW\nINV-01,%s-%s,4.%d.%d,%d.%d\nINV-02,%s-%s,4.%d.%d,%d.%d\n", strings.ToUpper(hayHexKey(8)), strings.ToUpper(hayHexKey(2)), hayN(10, 22), hayN(10, 999), hayN(5, 100), hayN(0, 9), strings.ToUpper(hayHexKey(8)), strings.ToUpper(hayHexKey(2)), hayN(10, 22), hayN(10, 999), hayN(5, 100), hayN(0, 9)))
		case 5:
			s = hayTrap("trap-well", "notes", fmt.Sprintf("Well %s #%dH, API %02d-%03d-%05d-00-00, surface loc %d.%04d, -%d.%04d, spud %s", hayP("Mustang", "Bluestem", "Caprock", "Dry Creek"), hayN(1, 12), hayN(1, 50), hayN(1, 500), hayN(10000, 99999), hayN(29, 48), hayN(0, 9999), hayN(97, 110), hayN(0, 9999), hayDate()))
		case 6:
			s = hayTrap("trap-workorder", "ticket", fmt.Sprintf("WO-%d-%06d  Replace cracked insulator, pole %s, feeder %s. Crew %d, truck %d. Priority 2. Due %s.", hayN(2023, 2025), hayN(1, 999999), hayR(digits, 6), hayD(100, 999), hayN(1, 40), hayN(100, 999), hayDate()))
		case 7:
			s = hayTrap("trap-eic", "notes", fmt.Sprintf("Balancing group %s, TSO area 10YDE-RWENET---I, metering point DE%s%s", hayP("11XGRIDOPS-BG--Q", "11XSTADTWERK-1Z", "11X0-0000-0123-X"), hayR(digits, 11), hayR(upper+digits, 20)))
		case 8:
			s = hayTrap("trap-61850", "log", fmt.Sprintf("%s GOOSE %s/LLN0$GO$gcb%02d appid=0x%s stNum=%d sqNum=%d dst=01-0C-CD-01-00-%02X\n%s MMS read %s/XCBR1.Pos.stVal = on", hayTime(), hayP("IED1LD0", "BAY3_PROT", "SUB12CTRL"), hayN(1, 8), strings.ToUpper(hayHexKey(4)), hayN(1, 500), hayN(0, 9999), hayN(0, 255), hayTime(), hayP("IED1LD0", "BAY3_PROT")))
		case 9:
			var b strings.Builder
			b.WriteString("index,type,name,scale\n")
			for j := 0; j < hayN(3, 6); j++ {
				fmt.Fprintf(&b, "%d,%s,%s,%s\n", j, hayP("AI", "BI", "CROB", "AO"), hayTag(), hayP("1", "0.1", "0.01", "10"))
			}
			s = hayTrap("trap-dnp3", "csv", b.String())
		case 10:
			s = hayTrap("trap-modbus", "markdown", fmt.Sprintf("| Register | Name | Unit |\n|---|---|---|\n| 4%04d | AC power | W |\n| 4%04d | Energy total | Wh |\n| 4%04d | DC voltage | V |\n", hayN(0, 9999), hayN(0, 9999), hayN(0, 9999)))
		case 11:
			s = hayTrap("trap-ocpp", "json", fmt.Sprintf("[2,\"%s\",\"MeterValues\",{\"connectorId\":%d,\"transactionId\":%d,\"meterValue\":[{\"timestamp\":\"%s\",\"sampledValue\":[{\"value\":\"%d.%d\",\"measurand\":\"Energy.Active.Import.Register\",\"unit\":\"kWh\"}]}]}]", hayUUID(), hayN(1, 2), hayN(10000, 9999999), hayISO(), hayN(1, 90000), hayN(0, 999)))
		case 12:
			var b strings.Builder
			b.WriteString("meter_id,interval_end,kwh,quality\n")
			m := hayD(10000000, 99999999)
			for j := 0; j < hayN(3, 6); j++ {
				fmt.Fprintf(&b, "%s,%sT%02d:%02d:00,%d.%03d,%s\n", m, hayDate(), hayN(0, 23), hayPi(0, 15, 30, 45), hayN(0, 9), hayN(0, 999), hayP("A", "A", "E", "M"))
			}
			s = hayTrap("trap-ami", "csv", b.String())
		case 13:
			s = hayTrap("trap-alarm", "log", fmt.Sprintf("%s  HI-HI  %s  %d.%d  ACK by %s\n%s  RTN    %s", hayTime(), hayTag(), hayN(80, 140), hayN(0, 9), strings.ToLower(hayName()), hayTime(), hayTag()))
		case 14:
			s = hayTrap("trap-water", "notes", fmt.Sprintf("%s daily: flow %d.%d MGD, Cl2 residual %d.%d mg/L, turbidity %d.%02d NTU, clearwell level %d.%d ft. Pump %d on VFD at %d%%.", haySite(), hayN(1, 60), hayN(0, 9), hayN(0, 3), hayN(0, 9), hayN(0, 1), hayN(0, 99), hayN(8, 30), hayN(0, 9), hayN(1, 4), hayN(40, 100)))
		case 15:
			s = hayTrap("trap-pipeline", "chat", fmt.Sprintf("CS-%d unit %s tripped on high discharge temp, PT-%d reads %d psig, suction %d psig. Line pack fine. Ticket #%s", hayN(1, 40), hayP("A", "B", "C"), hayN(100, 999), hayN(600, 1400), hayN(300, 900), hayD(10000, 99999)))
		case 16:
			s = hayTrap("trap-wind", "notes", fmt.Sprintf("WTG-%s%02d: fault %d (pitch axis %d), reset remotely %s. Nacelle s/n %s%s, gearbox s/n %s.", hayP("A", "B", "C"), hayN(1, 40), hayN(100, 9999), hayN(1, 3), hayTime(), hayP("V", "SG", "N"), hayR(digits, 7), strings.ToUpper(hayR(upper+digits, 10))))
		case 17:
			s = hayTrap("trap-radio", "chat", fmt.Sprintf("crews on talkgroup %d (%s), repeater %d.%04d MHz, unit id %d. Storm staging at %d.%04d, -%d.%04d", hayN(1000, 65000), hayP("OPS-1", "STORM", "LINE-WEST"), hayN(150, 470), hayN(0, 9999), hayN(1000000, 9999999), hayN(29, 48), hayN(0, 9999), hayN(75, 122), hayN(0, 9999)))
		case 18:
			s = hayTrap("trap-gps", "chat-de", fmt.Sprintf("Trafostation %s liegt bei %d.%05d° N, %d.%05d° E, Zufahrt über den Feldweg. Zählernummer 1%s.", hayD(100, 999), hayN(47, 54), hayN(0, 99999), hayN(6, 14), hayN(0, 99999), strings.ToUpper(hayR(upper+digits, 13))))
		default:
			s = hayTrap("trap-queue", "email", fmt.Sprintf("Re: Interconnection request Q-%d-%04d (%d MW solar + %d MW BESS)\n\nThe system impact study is posted. Point of interconnection: %s, %d kV bus. Network upgrade estimate $%d.%dM.\n", hayN(2022, 2025), hayN(1, 9999), hayN(5, 400), hayN(5, 200), haySite(), hayPi(69, 115, 138, 230, 345), hayN(1, 90), hayN(0, 9)))
		}
		out = append(out, s)
	}
	return out
}

func hayTrapsCode(n int) []Sample {
	var out []Sample
	for i := 0; i < n; i++ {
		var s Sample
		switch i % 12 {
		case 0:
			s = hayTrap("trap-code", "go", fmt.Sprintf("func connectHistorian(ctx context.Context) (*pi.Client, error) {\n\tuser := os.Getenv(\"PI_USER\")\n\tpassword := os.Getenv(\"PI_PASSWORD\")\n\tif password == \"\" {\n\t\treturn nil, errors.New(\"PI_PASSWORD not set\")\n\t}\n\treturn pi.Dial(ctx, %q, user, password)\n}\n", hayHost()))
		case 1:
			s = hayTrap("trap-code", "python", "def check_password(user, candidate):\n    return bcrypt.checkpw(candidate.encode(), user.password_hash)\n")
		case 2:
			s = hayTrap("trap-code", "sql", fmt.Sprintf("UPDATE operators SET password_hash = $1, must_change = true WHERE badge_no = $2; -- called from reset_password(), ticket %s", hayD(1000, 9999)))
		case 3:
			s = hayTrap("trap-code", "typescript", "interface ChargerCredentials {\n  chargePointId: string;\n  authorizationKey: string; // 16-40 hex, set by the CSMS\n  securityProfile: 1 | 2 | 3;\n}\n")
		case 4:
			s = hayTrap("trap-code", "java", "if (!PASSWORD_PATTERN.matcher(newPassword).matches()) {\n    throw new WeakPasswordException(\"password must contain a digit and a symbol\");\n}\n")
		case 5:
			s = hayTrap("trap-stack", "log", fmt.Sprintf("panic: runtime error: invalid memory address or nil pointer dereference\n[signal SIGSEGV: segmentation violation code=0x1 addr=0x18 pc=0x%s]\n\ngoroutine %d [running]:\nmain.(*Poller).readCoils(0xc000%s)\n\t/src/modbus/poller.go:%d +0x%s\n", hayHexKey(6), hayN(1, 300), hayHexKey(6), hayN(20, 400), hayHexKey(2)))
		case 6:
			s = hayTrap("trap-stack", "log", fmt.Sprintf("Traceback (most recent call last):\n  File \"/opt/ami/ingest.py\", line %d, in <module>\n    client.login(user, password)\n  File \"/opt/ami/headend.py\", line %d, in login\n    raise AuthError(\"invalid credentials for %%s\" %% user)\nheadend.AuthError: invalid credentials for svc_ami\n", hayN(10, 300), hayN(10, 300)))
		case 7:
			s = hayTrap("trap-diff", "diff", "--- a/config/settings.py\n+++ b/config/settings.py\n@@ -8,3 +8,3 @@\n-DB_PASSWORD = os.environ.get('DB_PASS')\n+DB_PASSWORD = os.environ['CSMS_DB_PASSWORD']\n")
		case 8:
			s = hayTrap("trap-code", "rust", "fn mask(secret: &str) -> String {\n    let tail: String = secret.chars().rev().take(4).collect::<Vec<_>>().into_iter().rev().collect();\n    format!(\"****{}\", tail)\n}\n")
		case 9:
			s = hayTrap("trap-schema", "markdown", "| Field | Type | Notes |\n|---|---|---|\n| `username` | string | required |\n| `password` | string | write-only, never returned |\n| `api_key` | string | generated server-side |\n")
		case 10:
			s = hayTrap("trap-code", "csharp", "var token = await _vault.GetSecretAsync(\"ocpp-auth-key\", ct);\n_logger.LogInformation(\"Loaded auth key for {ChargerId} (length {Len})\", chargerId, token.Value.Length);\n")
		default:
			s = hayTrap("trap-code", "yaml", fmt.Sprintf("- name: rotate RTU passwords\n  hosts: rtus\n  vars:\n    new_pw: \"{{ lookup('password', '/dev/null length=20') }}\"\n  tasks:\n    - include_role: name=rtu_password\n# batch %d\n", hayN(1, 20)))
		}
		out = append(out, s)
	}
	return out
}

func hayTrapsMisc(n int) []Sample {
	var out []Sample
	for i := 0; i < n; i++ {
		var s Sample
		switch i % 17 {
		case 0:
			s = hayTrap("trap-contact", "email", fmt.Sprintf("Storm desk: %s.%s@coop-power.example, +1 (%d) %d-%04d, after hours +1 %d %d %04d", strings.ToLower(hayName()), strings.ToLower(hayP("ng", "smith", "okafor", "lind")), hayN(200, 989), hayN(200, 989), hayN(0, 9999), hayN(200, 989), hayN(200, 989), hayN(0, 9999)))
		case 1:
			s = hayTrap("trap-url", "chat", fmt.Sprintf("dashboards are at https://grafana.gridops.io/d/%s/feeder-loading?orgId=1&from=now-24h and the runbook at https://wiki.gridops.io/ops/storm", hayR(alnum, 9)))
		case 2:
			s = hayTrap("trap-path", "notes", fmt.Sprintf("Backups: \\\\%s\\plc_backups\\%s\\%s.ACD and /srv/rtu-configs/%s/rtu%d.xml", strings.Split(hayHost(), ".")[0], strings.ReplaceAll(hayDate(), "-", ""), hayP("Line1", "Boiler", "Intake"), hayP("north", "south"), hayN(1, 40)))
		case 3:
			s = hayTrap("trap-user", "chat", fmt.Sprintf("the service account is svc_historian and the AD group is GG-OT-%s-Operators", strings.ToUpper(hayR(lower, 3))))
		case 4:
			s = hayTrap("trap-host", "notes", fmt.Sprintf("Hosts: %s, %s, %s (all on VLAN %d)", hayHost(), hayHost(), hayHost(), hayN(10, 400)))
		case 5:
			s = hayTrap("trap-ticket", "chat", fmt.Sprintf("JIRA OT-%s and CHG%s cover the relay upgrade on %s", hayD(100, 9999), hayD(1000000, 9999999), hayDate()))
		case 6:
			s = hayTrap("trap-product", "notes", fmt.Sprintf("Order: 2x SE%dK-RWS48BEN4, 1x %s, 40x IQ8PLUS-72-2-US, PO %s", hayPi(10, 17, 25, 33), hayP("SB5.0-1AV-41", "Symo 10.0-3-M", "STP 25000TL-30"), hayD(4500000000, 4599999999)))
		case 7:
			s = hayTrap("trap-phone", "chat", fmt.Sprintf("call the control room on 0%d %d %d, or the duty engineer 07%d %d%d", hayN(20, 99), hayN(1000, 9999), hayN(1000, 9999), hayN(100, 999), hayN(100, 999), hayN(100, 999)))
		case 8:
			s = hayTrap("trap-date", "notes", fmt.Sprintf("Outage window %s 22:00 – %s 05:00, planned load %d.%d MW transferred to feeder %s", hayDate(), hayDate(), hayN(1, 30), hayN(0, 9), hayD(100, 999)))
		case 9:
			s = hayTrap("trap-nonenglish", "chat-ja", fmt.Sprintf("第%d変電所の遮断器 52-%d を %s に点検します。作業番号 WO-%s。", hayN(1, 20), hayN(1, 40), hayDate(), hayD(100000, 999999)))
		case 10:
			s = hayTrap("trap-nonenglish", "chat-es", fmt.Sprintf("el medidor %s marcó %d kWh este mes; la orden de trabajo es la OT-%s", hayD(10000000, 99999999), hayN(100, 5000), hayD(10000, 99999)))
		case 11:
			s = hayTrap("trap-nonenglish", "chat-ar", fmt.Sprintf("محطة التحويل رقم %d: الحمل %d ميغاواط، رقم أمر العمل %s", hayN(1, 90), hayN(10, 500), hayD(100000, 999999)))
		case 12:
			s = hayTrap("trap-nonenglish", "chat-ru", fmt.Sprintf("ПС %d кВ «%s», фидер %d, счётчик № %s, показания %d кВт·ч", hayPi(35, 110, 220), hayP("Северная", "Заречная", "Южная"), hayN(1, 30), hayD(10000000, 99999999), hayN(1000, 99999)))
		case 13:
			s = hayTrap("trap-random-code", "chat", fmt.Sprintf("the tracking number for the spare transformer bushings is 1Z%s, ETA %s", strings.ToUpper(hayR(upper+digits, 16)), hayDate()))
		case 14:
			s = hayTrap("trap-random-code", "notes", fmt.Sprintf("Licence server MAC %s, host id %s, seats: 5 (Ignition Perspective)", strings.ToUpper(strings.Join([]string{hayHexKey(2), hayHexKey(2), hayHexKey(2), hayHexKey(2), hayHexKey(2), hayHexKey(2)}, ":")), strings.ToUpper(hayHexKey(12))))
		case 16:
			s = hayTrap("trap-discord-id", "chat", fmt.Sprintf("the alarm bot posts to channel %s in guild %s; its application id is %s (that's public, it's in the invite link)", haySnowflake(), haySnowflake(), haySnowflake()))
		default:
			s = hayTrap("trap-nonenglish", "chat-fr", fmt.Sprintf("poste source %s : disjoncteur D%d ouvert à %02d h %02d, consignation n° %s, reprise prévue à %d h", hayP("Les Aubiers", "Saint-Roch", "La Garenne"), hayN(1, 30), hayN(0, 23), hayN(0, 59), hayD(10000, 99999), hayN(0, 23)))
		}
		out = append(out, s)
	}
	return out
}
