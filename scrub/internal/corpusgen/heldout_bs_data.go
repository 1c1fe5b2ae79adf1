package main

import (
	"fmt"
	"strings"
)

// hbsDataTemplates: historians, cloud and alarm-notification integrations, site access codes.
func hbsDataTemplates() []hbsT {
	return []hbsT{
		{"historian-basic-auth", "code", 5, func(b *hbsB) string {
			return fmt.Sprintf("import requests\n\nPIWEBAPI = \"https://%s/piwebapi\"\nAUTH = (\"%s\", \"%s\")\n\ndef last_value(webid):\n    r = requests.get(f\"{PIWEBAPI}/streams/{webid}/value\", auth=AUTH, verify=\"ca-ot.pem\", timeout=10)\n    r.raise_for_status()\n    return r.json()[\"Value\"]",
				b.K(hbsHost()), b.K(hbsP("svc_piweb", "pi_reader", "svc_hist")), b.S(hbsPw()))
		}},
		{"db-connection-password", "url", 6, func(b *hbsB) string {
			h := b.K(hbsHost())
			return fmt.Sprintf("%s: the Ignition gateway lost its DB connection after the patch, I re-entered it manually:\njdbc url   postgresql://%s:5432/%s\nuser       %s\npassword   %s\nfaulted connections are back to Valid now.",
				hbsName(), h, hbsP("historian", "alarmjournal", "tagdb"), b.K(hbsP("ign_hist", "hist_writer", "ignition")), b.S(hbsPwU()))
		}},
		{"db-connection-password", "env", 6, func(b *hbsB) string {
			h := b.K(hbsHost())
			return fmt.Sprintf("# collector-%s.env\nPLANT=%s\nDATABASE_URL=postgresql://%s:%s@%s:5432/%s\nPOLL_INTERVAL_S=%d\nLOG_LEVEL=info",
				hbsP("a", "b", "u2"), strings.ReplaceAll(hbsSite(), " ", "_"), b.K(hbsP("hist_writer", "collector", "tsdb_ingest")), b.S(hbsPwU()), h, hbsP("timeseries", "historian", "scada"), hbsN(1, 60))
		}},
		{"mssql-connection-password", "config", 5, func(b *hbsB) string {
			return fmt.Sprintf("<connectionStrings>\n  <add name=\"Historian\" connectionString=\"Server=%s;Database=Runtime;User Id=%s;Password=%s;Encrypt=True;TrustServerCertificate=True\" providerName=\"System.Data.SqlClient\" />\n</connectionStrings>",
				b.K(hbsHost()), b.K(hbsP("wwUser", "aaHistRead", "hist_report")), b.S(hbsPwU()))
		}},
		{"influxdb-token", "toml", 5, func(b *hbsB) string {
			return fmt.Sprintf("[[outputs.influxdb_v2]]\n  urls = [\"https://%s:8086\"]\n  token = \"%s\"\n  organization = \"%s\"\n  bucket = \"%s\"\n\n[[inputs.modbus]]\n  name = \"%s\"\n  controller = \"tcp://%s:502\"\n  slave_id = %d",
				hbsHost(), b.S(rnd(b64url, 86)+"=="), b.K(hbsP("ot-energy", "windfarm-ops", "wtp")), hbsP("plant_raw", "meters", "inverters"), hbsP("meter_main", "inverter_3", "pcc_meter"), hbsIP(), hbsN(1, 247))
		}},
		{"mqtt-password", "yaml", 5, func(b *hbsB) string {
			return fmt.Sprintf("mqtt:\n  broker: %s\n  port: 8883\n  client_id: %s\n  username: %s\n  password: \"%s\"\n  topics:\n    - plant/%s/+/telemetry\n  qos: 1",
				b.K(hbsHost()), b.K(hbsP("edge-gw-", "rtu-bridge-", "sparkplug-")+hbsD(2)), b.K(hbsP("edge", "nodered", "sparkplug_host")), b.S(hbsPw()), hbsP("nhf", "alq", "ems"))
		}},
		{"iothub-shared-access-key", "shell", 5, func(b *hbsB) string {
			hub := b.K(hbsP("ot-telemetry-weu", "windfarm-iot", "wtp-iothub") + ".azure-devices.net")
			return fmt.Sprintf("$ export IOTHUB_DEVICE_CONNECTION_STRING=\"HostName=%s;DeviceId=%s;SharedAccessKey=%s=\"\n$ python send_meter_readings.py --interval 60\nconnected to %s, sending %d points/min",
				hub, b.K(hbsP("meter-pcc-01", "inv-07", "edge-gw-12")), b.S(hbsB64(43)+"="), hub, hbsN(20, 400))
		}},
		{"aws-secret-key", "ini", 5, func(b *hbsB) string {
			return fmt.Sprintf("[%s]\naws_access_key_id = AKIA%s\naws_secret_access_key = %s\nregion = %s",
				hbsP("historian-export", "default", "datalake-upload"), rnd(upper+"234567", 16), b.S(rnd(alnum+"+/", 40)), hbsP("eu-central-1", "eu-west-1", "us-east-2"))
		}},
		{"slack-webhook", "yaml", 5, func(b *hbsB) string {
			tail := rnd(alnum, 24)
			return fmt.Sprintf("# alarm forwarder - priority 1 alarms to #ot-alarms\nreceivers:\n  - name: ot-alarms\n    slack_configs:\n      - api_url: https://hooks.slack.com/services/T%s/B%s/%s\n        channel: \"#ot-alarms\"\n        title: \"{{ .CommonLabels.site }} P1 alarm\"",
				rnd(upper+digits, 10), rnd(upper+digits, 10), b.S(tail))
		}},
		{"pagerduty-routing-key", "json", 4, func(b *hbsB) string {
			return fmt.Sprintf("{\n  \"routing_key\": \"%s\",\n  \"event_action\": \"trigger\",\n  \"payload\": {\n    \"summary\": \"%s: %s\",\n    \"source\": \"%s\",\n    \"severity\": \"critical\"\n  }\n}",
				b.S(hbsHex(32)), hbsSite(), hbsP("chlorine residual low", "transformer oil temp high", "grid frequency excursion"), hbsHost())
		}},
		{"twilio-auth-token", "env", 4, func(b *hbsB) string {
			return fmt.Sprintf("# SMS call-out for on-call operators\nTWILIO_ACCOUNT_SID=AC%s\nTWILIO_AUTH_TOKEN=%s\nTWILIO_FROM=+4930%s\nCALLOUT_LIST=oncall-ot.csv",
				hbsHex(32), b.S(hbsHex(32)), hbsD(7))
		}},
		{"sendgrid-api-key", "python", 4, func(b *hbsB) string {
			return fmt.Sprintf("# daily shift report mailer\nSENDGRID_API_KEY = \"%s\"\nREPORT_TO = [\"shift-leads@%s\", \"ops-manager@%s\"]",
				b.S("SG."+rnd(b64url, 22)+"."+rnd(b64url, 43)), hbsP("stadtwerke.example", "waterco.example"), hbsP("stadtwerke.example", "waterco.example"))
		}},
		{"telegram-bot-token", "chat", 4, func(b *hbsB) string {
			return fmt.Sprintf("%s: made a telegram bot that posts the PV yield every evening for the small solar coop, token %s\n%s: cool, but move that token into the env file before you push the repo",
				hbsName(), b.S(fmt.Sprintf("%d:AA%s", hbsN(100000000, 999999999)*10+hbsN(0, 9), rnd(b64url, 33))), hbsName())
		}},
		{"github-token", "shell", 5, func(b *hbsB) string {
			return fmt.Sprintf("$ cat ~/.git-credentials\nhttps://%s:%s@github.com\n$ git clone https://github.com/%s/plc-sources.git\nCloning into 'plc-sources'...",
				b.K(hbsP("plant-ci", "ot-eng-bot", "jmoreau-ot")), b.S(hbsP("ghp_"+rnd(alnum, 36), "github_pat_11"+rnd(upper+digits, 20)+"_"+rnd(alnum, 59))), hbsP("stadtwerke-ot", "acme-utilities"))
		}},
		{"gitlab-token", "yaml", 4, func(b *hbsB) string {
			return fmt.Sprintf("# .gitlab-ci.yml excerpt (plc-export job)\nvariables:\n  TIA_EXPORT_DIR: exports/\n  GIT_PUSH_TOKEN: \"%s\"\nexport:\n  tags: [ews-runner]\n  script:\n    - ./tia-export.ps1 -Project %s",
				b.S("glpat-"+rnd(b64url, 20)), hbsP("U2_GT", "WTP_NHF", "Line4"))
		}},
		{"grafana-token", "shell", 4, func(b *hbsB) string {
			return fmt.Sprintf("curl -s -H \"Authorization: Bearer %s\" \\\n  https://%s/api/dashboards/uid/%s | jq '.dashboard.title'\n\"%s\"",
				b.S("glsa_"+rnd(alnum, 32)+"_"+hbsHex(8)), hbsP("grafana.ot.local", "dash.plant.corp"), rnd(lower+digits, 9), hbsP("Wind farm availability", "Pump station energy", "Boiler KPIs"))
		}},
		{"datadog-api-key", "yaml", 3, func(b *hbsB) string {
			return fmt.Sprintf("# /etc/datadog-agent/datadog.yaml on %s (IT side of the DMZ only)\napi_key: %s\nsite: datadoghq.eu\nhostname: %s\ntags:\n  - env:prod\n  - zone:ot-dmz",
				hbsHost(), b.S(hbsHex(32)), hbsHost())
		}},
		{"google-api-key", "chat", 3, func(b *hbsB) string {
			return fmt.Sprintf("%s: the field crew app map is empty again. The key in the build is %s — did someone restrict it to the wrong package name?\n%s: I'll check the console",
				hbsName(), b.S("AIza"+rnd(b64url, 35)), hbsName())
		}},
		{"stripe-secret-key", "env", 3, func(b *hbsB) string {
			return fmt.Sprintf("# water billing portal\nSTRIPE_PUBLISHABLE_KEY=pk_live_%s\nSTRIPE_SECRET_KEY=%s\nBILLING_CYCLE=monthly",
				rnd(alnum, 24), b.S("sk_live_"+rnd(alnum, hbsN(24, 40))))
		}},
		{"gate-code", "shift-log", 6, func(b *hbsB) string {
			return fmt.Sprintf("%s — %s, %s\n- Truck with %s arrived %s, unloaded at tank %d\n- Code for the %s gate changed today, new code %s%s\n- Fence patrol done, no findings",
				hbsDate(), hbsSite(), hbsP("night shift", "late shift", "Spätschicht"), hbsP("ferric chloride", "caustic", "diesel", "hydrated lime"), hbsTick(), hbsN(1, 6),
				hbsP("north", "main", "service road", "lower"), b.S(hbsPin(4, 6)), hbsP("#", "", "*"))
		}},
		{"alarm-panel-code", "chat", 5, func(b *hbsB) string {
			return fmt.Sprintf("%s: going to %s tonight for the pump swap, what's the alarm code for the pump house?\n%s: %s, you have 30 s after opening the door. Call the control room when you arm it again",
				hbsName(), hbsP("Booster PS Kaltenbach", "Reservoir 3", "the intake", "Well 12"), hbsName(), b.S(hbsPin(4, 6)))
		}},
		{"key-safe-code", "ticket", 5, func(b *hbsB) string {
			return fmt.Sprintf("%s — replace UPS batteries, %s\nAccess: key for the UPS room is in the key safe next to the substation door, code %s.\nParts: %d x 12V %sAh, pick up at store %s.\nIsolation: UPS bypass per SOP-%d.",
				hbsWO(), hbsSite(), b.S(hbsPin(4, 5)), hbsN(4, 32), hbsP("9", "18", "40", "100"), hbsP("A", "B", "North"), hbsN(100, 999))
		}},
		{"locker-code", "chat", 3, func(b *hbsB) string {
			return fmt.Sprintf("%s: the arc flash suit is in locker %d in the MCC room, combination %s. Put it back after the racking pls",
				hbsName(), hbsN(1, 40), b.S(hbsPin(3, 4)))
		}},
		{"wifi-key", "notes", 6, func(b *hbsB) string {
			ssid := b.K(hbsP("OT-Contractors", "WTP-Guest", "Windpark-Service", "Plant-Maint-5G", "SCADA-Wartung"))
			return fmt.Sprintf("Contractor induction — %s\n- Sign in at the gatehouse, badge is collected on exit\n- Wi-Fi: %s, WPA2 key %s (internet only, no OT access)\n- Muster point: car park B\n- Permit to work before any isolation",
				hbsSite(), ssid, b.S(hbsP(hbsPw(), rnd(alnum, hbsN(12, 20)))))
		}},
		{"badge-pin", "mail", 4, func(b *hbsB) string {
			return fmt.Sprintf("Subject: Your site badge\n\nDear %s,\n\nyour badge no. %s for %s is ready at the gatehouse. The PIN for the turnstile and the control room door is %s. Please do not write it on the badge.\n\nSite Security",
				hbsName(), b.K(hbsD(6)), hbsSite(), b.S(hbsPin(4, 6)))
		}},
		{"control-room-door-code", "handover", 4, func(b *hbsB) string {
			return fmt.Sprintf("Übergabe %s\n- Kessel %d auf Teillast %d %%, Speisewasserpumpe B in Revision\n- Türcode Leitwarte seit heute %s\n- Chlorgasraum: Sensor %d kalibriert\n- offen: Meldung %s an Instandhaltung",
				hbsDate(), hbsN(1, 3), hbsN(40, 80), b.S(hbsPin(4, 6)), hbsN(1, 4), hbsWO())
		}},
		{"license-key", "mail", 5, func(b *hbsB) string {
			return fmt.Sprintf("Subject: Licence for %s\n\nThank you for your order %s. Your licence key is:\n\n%s\n\nActivate it on the server within 30 days. Support contract valid until %s.",
				hbsP("PI Vision upgrade", "Kepware KEPServerEX Manufacturing Suite", "WinCC Unified Runtime 2k tags", "Ignition Edge panel"), b.K("SO-"+hbsD(7)), b.S(hbsLicense()), hbsDate())
		}},
		{"vault-token", "shell", 3, func(b *hbsB) string {
			return fmt.Sprintf("$ export VAULT_ADDR=https://vault.ot.local:8200\n$ export VAULT_TOKEN=%s\n$ vault kv get -field=password ot/historian/svc_piweb",
				b.S("hvs."+rnd(b64url, hbsN(90, 100))))
		}},
		{"recovery-codes", "notes", 3, func(b *hbsB) string {
			return fmt.Sprintf("CMMS admin (%s) recovery codes, keep offline:\n  %s   %s\n  %s   (used)\n",
				b.K(hbsP("maximo-admin", "sap-pm-admin", "cmms.root")), b.S(rnd(lower+digits, 5)+"-"+rnd(lower+digits, 5)), b.S(rnd(lower+digits, 5)+"-"+rnd(lower+digits, 5)), "xxxxx-xxxxx")
		}},
		{"magic-login-link", "chat", 3, func(b *hbsB) string {
			return fmt.Sprintf("%s: my login link for the work order app doesn't open on the tablet: https://wo.%s/auth/magic?token=%s — can you just log me in?\n%s: you pasted your personal login link in the team channel 🙈 request a new one",
				hbsName(), hbsP("stadtwerke.example", "plantops.example"), b.S(rnd(b64url, hbsN(32, 44))), hbsName())
		}},
		{"session-cookie", "shell", 4, func(b *hbsB) string {
			return fmt.Sprintf("$ curl -sv https://%s:8043/data/perspective/client/Ops 2>&1 | grep -i cookie\n> Cookie: JSESSIONID=%s; Path=/; Secure; HttpOnly\n< Set-Cookie: %s",
				hbsHost(), b.S(strings.ToUpper(hbsHex(32))), "lang=en; Path=/")
		}},
		{"bearer-jwt", "shell", 4, func(b *hbsB) string {
			return fmt.Sprintf("curl -X POST https://%s/maximo/api/os/mxwo \\\n  -H \"Authorization: Bearer %s\" \\\n  -H 'Content-Type: application/json' \\\n  -d '{\"description\":\"%s\",\"siteid\":\"%s\"}'",
				hbsP("cmms.plant.corp", "eam.utility.example"), b.S(hbsJWT()), hbsP("Replace seal P-101", "Inspect gearbox WTG 07"), hbsP("NHF", "EMS", "ALQ"))
		}},
		{"weather-api-key", "yaml", 3, func(b *hbsB) string {
			return fmt.Sprintf("forecast:\n  provider: %s\n  site_lat: %.4f\n  site_lon: %.4f\n  api_key: %s\n  horizon_h: 48",
				hbsP("solcast", "meteo-provider", "windcast"), 38+rng.Float64()*15, -8+rng.Float64()*20, b.S(rnd(alnum+"_-", hbsN(28, 40))))
		}},
		{"oauth-client-secret", "env", 5, func(b *hbsB) string {
			return fmt.Sprintf("# SAP PM integration\nSAP_TOKEN_URL=https://%s/oauth/token\nSAP_CLIENT_ID=%s\nSAP_CLIENT_SECRET=%s\nSAP_PLANT=%d",
				hbsP("sap-pm.utility.example", "btp.example.net"), b.K("sb-"+hbsUUID()+"!b"+hbsD(5)), b.S(rnd(alnum+"+/", hbsN(30, 44))+"="), hbsN(1000, 9999))
		}},
		{"refresh-token", "json", 3, func(b *hbsB) string {
			return fmt.Sprintf("{\n  \"token_type\": \"Bearer\",\n  \"expires_in\": 3600,\n  \"scope\": \"workorders.write assets.read\",\n  \"refresh_token\": \"%s\",\n  \"issued_for\": \"%s\"\n}",
				b.S(rnd(b64url, hbsN(48, 80))), b.K(hbsP("mobile-wo-app", "field-tablet-07")))
		}},
		{"firmware-signing-key", "yaml", 3, func(b *hbsB) string {
			return fmt.Sprintf("# rtu firmware build\nbuild:\n  target: rtu-%s\n  version: %d.%d.%d\nsigning:\n  algorithm: hmac-sha256\n  key: \"%s\"",
				hbsP("arm", "x86"), hbsN(1, 4), hbsN(0, 20), hbsN(0, 99), b.S(hbsHex(64)))
		}},
		{"backup-passphrase", "handover", 4, func(b *hbsB) string {
			return fmt.Sprintf("Backups of the TIA projects and the SCADA config go to the offline NAS every Friday (Veeam job \"%s\").\nEncryption passphrase for the backup set: %s\nWithout it the restore test in the DR exercise will fail.",
				hbsP("OT-weekly", "SCADA_Full", "EWS_Projects"), b.S(hbsPw()))
		}},
	}
}
