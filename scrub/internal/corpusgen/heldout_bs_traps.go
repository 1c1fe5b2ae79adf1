package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// hbsTrapTemplates: configs, listings and ids in the theme's formats that hold no secret.
func hbsTrapTemplates() []hbsT {
	return []hbsT{
		{"trap-secret-reference", "json", 5, func(b *hbsB) string {
			return fmt.Sprintf("{\n  \"name\": \"%s\",\n  \"endpointUrl\": \"opc.tcp://%s:%d\",\n  \"securityPolicy\": \"Basic256Sha256\",\n  \"userName\": \"%s\",\n  \"password\": \"%s\",\n  \"serverCertThumbprint\": \"%s\"\n}",
				hbsP("historian-collector", "mes-bridge", "ignition-ua"), hbsHost(), hbsP4840(), hbsUser(),
				hbsP("${OPCUA_PASSWORD}", "env:OPCUA_PW", "vault:secret/ot/opcua#password", "%OPCUA_PASS%"), strings.ToUpper(hbsHex(40)))
		}},
		{"trap-config-diff", "diff", 5, func(b *hbsB) string {
			return fmt.Sprintf("diff --git a/config/plc_conn.yaml b/config/plc_conn.yaml\nindex %s..%s 100644\n--- a/config/plc_conn.yaml\n+++ b/config/plc_conn.yaml\n@@ -2,6 +2,6 @@ plc:\n   host: %s\n   rack: 0\n   slot: %d\n   password: ${PLC_PW}\n-  poll_ms: %d\n+  poll_ms: %d",
				hbsHex(7), hbsHex(7), hbsIP(), hbsN(1, 3), hbsN(1, 5)*100, hbsN(6, 10)*100)
		}},
		{"trap-firewall-policy", "fortigate", 5, func(b *hbsB) string {
			return fmt.Sprintf("config firewall policy\n    edit %d\n        set name \"SCADA-to-%s\"\n        set srcintf \"port%d\"\n        set dstintf \"port%d\"\n        set srcaddr \"%s\"\n        set dstaddr \"%s\"\n        set service \"%s\"\n        set action accept\n        set logtraffic all\n    next\nend",
				hbsN(10, 300), hbsP("RTU", "PLC", "HIST"), hbsN(1, 4), hbsN(5, 8), hbsP("scada-servers", "hmi-vlan20", "ews-01"), hbsP("rtu-net-wellfield", "plc-line4", "pi-dmz"),
				hbsP("MODBUS-TCP-502", "DNP3-20000", "OPCUA-4840", "S7COMM-102", "IEC104-2404"))
		}},
		{"trap-wireguard-public", "ini", 4, func(b *hbsB) string {
			return fmt.Sprintf("# peers on the control centre concentrator\n[Peer]\n# RTU %s\nPublicKey = %s\nAllowedIPs = 10.%d.%d.%d/32\n\n[Peer]\n# RTU %s\nPublicKey = %s\nAllowedIPs = 10.%d.%d.%d/32",
				hbsP("Well-12", "Reservoir 3"), hbsB64(43)+"=", hbsN(60, 90), hbsN(0, 255), hbsN(2, 254), hbsP("PS-Kaltenbach", "Intake"), hbsB64(43)+"=", hbsN(60, 90), hbsN(0, 255), hbsN(2, 254))
		}},
		{"trap-ssh-public-key", "shell", 5, func(b *hbsB) string {
			return fmt.Sprintf("$ cat /home/%s/.ssh/authorized_keys\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI%s %s@%s\nssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ%s %s\n$ ls -l /home/%s/.ssh\n-rw------- 1 %s %s 742 %s authorized_keys",
				"ext_vendor07", hbsB64(43), hbsP("vendor", "jmoreau", "fieldsvc"), hbsP("laptop-17", "svc-nb", "ews01"), hbsB64(hbsN(60, 90)), hbsP("abb-remote", "ge-service"),
				"ext_vendor07", "ext_vendor07", "ext_vendor07", "Mar  3 10:12")
		}},
		{"trap-certificate", "pem", 3, func(b *hbsB) string {
			return fmt.Sprintf("OPC UA server certificate of %s (public, send it to the vendor so they can trust it):\n\n-----BEGIN CERTIFICATE-----\n%s\n-----END CERTIFICATE-----\nSHA1 thumbprint: %s",
				hbsHost(), "MIID"+hbsPEM(hbsN(4, 6))[4:], strings.ToUpper(hbsHex(40)))
		}},
		{"trap-remote-id", "mail", 4, func(b *hbsB) string {
			return fmt.Sprintf("Subject: Remote session %s\n\nHello %s,\n\nplease connect to the service PC at 14:00.\nTeamViewer ID: %d %03d %03d %03d\nThe password will be read out by the operator on the phone once you are on the call.\n\nBR %s",
				hbsDate(), hbsC(), 1, hbsN(0, 999), hbsN(0, 999), hbsN(0, 999), hbsA())
		}},
		{"trap-modbus-map", "csv", 6, func(b *hbsB) string {
			rows := []string{"register,tag,type,scale,unit,access"}
			tags := [][2]string{{"P101_Speed", "rpm"}, {"LT_201_Level", "m"}, {"FT_204_Flow", "m3/h"}, {"TT_11_Temp", "degC"},
				{"Breaker_Q1_Status", ""}, {"kWh_Import_Hi", "kWh"}, {"Pump_Hours", "h"}, {"PT_07_Press", "bar"}}
			reg := 40001 + hbsN(0, 300)
			for _, i := range rng.Perm(len(tags))[:hbsN(4, 7)] {
				rows = append(rows, fmt.Sprintf("%d,%s,%s,%s,%s,%s", reg, tags[i][0],
					hbsP("INT16", "UINT16", "FLOAT32", "UINT32"), hbsP("0.1", "0.01", "1", "10"), tags[i][1], hbsP("R", "R", "RW")))
				reg += hbsN(1, 4)
			}
			return strings.Join(rows, "\n")
		}},
		{"trap-dnp3-points", "ini", 4, func(b *hbsB) string {
			return fmt.Sprintf("; RTU %s - DNP3\n[outstation]\naddress = %d\nmaster_address = %d\n\n[secure_auth]\nenabled = true\nhmac = SHA256-16\nupdate_key = (loaded from the key management server at start-up)\n\n[binary_inputs]\n0 = Breaker_Closed\n1 = Door_Open\n%d = Pump_Run",
				hbsP("Riverside", "Reservoir 3", "Well 12"), hbsN(2, 900), hbsN(1, 3), hbsN(2, 20))
		}},
		{"trap-env-references", "env", 6, func(b *hbsB) string {
			return fmt.Sprintf("# collector.env — secrets come from the vault agent at start-up\nPLANT=%s\nDATABASE_HOST=%s\nDATABASE_USER=%s\nDATABASE_PASSWORD=${DATABASE_PASSWORD}\nMQTT_PASSWORD_FILE=/run/secrets/mqtt_pw\nINFLUX_TOKEN=%s\nPOLL_INTERVAL_S=%d",
				strings.ReplaceAll(hbsSite(), " ", "_"), hbsHost(), hbsP("hist_writer", "collector"), hbsP("vault:secret/data/ot/influx#token", "${INFLUX_TOKEN}", "<set-by-vault-agent>"), hbsN(1, 60))
		}},
		{"trap-k8s-secret-ref", "yaml", 4, func(b *hbsB) string {
			app := hbsP("opc-bridge", "alarm-forwarder", "meter-ingest")
			return fmt.Sprintf("      containers:\n        - name: %s\n          image: registry.ot.local/%s:%d.%d.%d\n          env:\n            - name: HIST_PASSWORD\n              valueFrom:\n                secretKeyRef:\n                  name: historian-creds\n                  key: password\n            - name: SITE_ID\n              value: \"%s\"",
				app, app, hbsN(0, 3), hbsN(0, 20), hbsN(0, 9), hbsP("NHF", "ALQ", "EMS"))
		}},
		{"trap-ci-secrets-ref", "yaml", 4, func(b *hbsB) string {
			return fmt.Sprintf("jobs:\n  export-plc:\n    runs-on: [self-hosted, ews]\n    steps:\n      - uses: actions/checkout@v4\n      - run: ./tia-export.ps1 -Project %s -Retain %d\n        env:\n          HIST_API_KEY: ${{ secrets.%s }}\n          GIT_TOKEN: ${{ secrets.GITHUB_TOKEN }}",
				hbsP("U2_GT", "WTP_NHF", "Line4", "KBH_Booster", "ALQ_PV"), hbsN(3, 30), hbsP("HIST_API_KEY", "PI_WEB_KEY", "HISTORIAN_TOKEN"))
		}},
		{"trap-ansible-vault-ref", "yaml", 4, func(b *hbsB) string {
			return fmt.Sprintf("# inventory/host_vars/%s.yml\nansible_host: %s\nansible_user: %s\nansible_password: \"{{ vault_ews_local_admin }}\"\nansible_connection: winrm\nwinrm_transport: %s",
				hbsP("ews01", "hmi03", "hist02"), hbsIP(), hbsP("otadmin", "Administrator"), hbsP("ntlm", "kerberos", "credssp"))
		}},
		{"trap-aws-arns", "json", 4, func(b *hbsB) string {
			acct := hbsD(12)
			return fmt.Sprintf("{\n  \"Version\": \"2012-10-17\",\n  \"Statement\": [{\n    \"Effect\": \"Allow\",\n    \"Principal\": {\"AWS\": \"arn:aws:iam::%s:role/historian-export\"},\n    \"Action\": [\"s3:PutObject\"],\n    \"Resource\": \"arn:aws:s3:::%s-ot-archive/*\"\n  }]\n}",
				acct, hbsP("stadtwerke", "windco", "wtp"))
		}},
		{"trap-publishable-key", "env", 4, func(b *hbsB) string {
			return fmt.Sprintf("# water billing portal, frontend build (public values only)\nSTRIPE_PUBLISHABLE_KEY=pk_live_%s\nPORTAL_URL=https://billing.%s\nSUPPORT_PHONE=+49 30 %s",
				rnd(alnum, hbsN(24, 40)), hbsP("waterco.example", "stadtwerke.example"), hbsD(7))
		}},
		{"trap-image-digest", "yaml", 4, func(b *hbsB) string {
			return fmt.Sprintf("services:\n  %s:\n    image: registry.ot.local/%s@sha256:%s\n    restart: unless-stopped\n  %s:\n    image: eclipse-mosquitto:2.0.%d@sha256:%s\n    ports: [\"8883:8883\"]",
				hbsP("opc-bridge", "meter-ingest"), hbsP("opc-bridge", "meter-ingest"), hbsHex(64), "broker", hbsN(15, 21), hbsHex(64))
		}},
		{"trap-nodeids-guids", "notes", 5, func(b *hbsB) string {
			return fmt.Sprintf("Tag mapping %s\n  ns=%d;s=%s  -> PI point %s\n  ns=%d;g=%s -> PI point %s\n  TIA project GUID %s",
				hbsSite(), hbsN(2, 4), hbsP("Tank1.Level", "LIT_101.PV"), hbsP("NHF:LIT101.PV", "U2:GT.LOAD"), hbsN(2, 4), hbsUUID(), hbsP("NHF:FT204.Q", "U2:GT.EXH_T"), strings.ToUpper(hbsUUID()))
		}},
		{"trap-firmware-checksum", "shell", 5, func(b *hbsB) string {
			fw := fmt.Sprintf("%s_v%d.%d.%d.bin", hbsP("RTU_FW", "gw_firmware", "inverter_ctrl"), hbsN(1, 6), hbsN(0, 20), hbsN(0, 40))
			img := fmt.Sprintf("%s_V%d.zip", hbsP("HMI_Panel_Image", "EWS_Backup", "SCADA_Config"), hbsN(14, 19))
			return fmt.Sprintf("$ sha256sum %s\n%s  %s\n$ md5sum %s\n%s  %s", fw, hbsHex(64), fw, img, hbsHex(32), img)
		}},
		{"trap-device-serials", "markdown", 5, func(b *hbsB) string {
			return fmt.Sprintf("| Device | Order no. | Serial | FW |\n|---|---|---|---|\n| CPU 1516F-3 PN/DP | 6ES7516-3FN02-0AB0 | S C-%s | V%d.%d |\n| SCALANCE XC208 | 6GK5208-0BA00-2AC2 | VPK%s | V%d.%d |\n| Moxa MGate | MB3180 | %s | %d.%d |",
				rnd(upper+digits, 10), hbsN(2, 3), hbsN(0, 9), rnd(upper+digits, 7), hbsN(4, 7), hbsN(0, 5), "TBZ"+hbsD(7), hbsN(2, 4), hbsN(0, 9))
		}},
		{"trap-arp-table", "shell", 4, func(b *hbsB) string {
			mac := func() string {
				p := make([]string, 6)
				for i := range p {
					p[i] = hbsHex(2)
				}
				return strings.Join(p, ":")
			}
			return fmt.Sprintf("ot-sw01# show ip arp vlan %d\nProtocol  Address          Age (min)  Hardware Addr   Type   Interface\nInternet  %-15s  %d          %s  ARPA   Vlan%d\nInternet  %-15s  %d          %s  ARPA   Vlan%d",
				hbsN(10, 90), hbsIP(), hbsN(0, 200), mac(), hbsN(10, 90), hbsIP(), hbsN(0, 200), mac(), hbsN(10, 90))
		}},
		{"trap-gateway-log-ids", "log", 5, func(b *hbsB) string {
			d := hbsDate()
			return fmt.Sprintf("%s %s INFO  [Perspective] session %s opened by %s from %s\n%s %s WARN  [Tags] tag group \"%s\" overrun, request_id=%s\n%s %s INFO  [Alarm] alarm %s acknowledged",
				d, hbsTick(), hbsHex(8), hbsUser(), hbsIP(), d, hbsTick(), hbsP("Default", "Fast_250ms"), hbsUUID(), d, hbsTick(), "ALM-"+hbsD(6))
		}},
		{"trap-meter-ids", "csv", 5, func(b *hbsB) string {
			return fmt.Sprintf("meter_id,mpan,site,kWh_import,kWh_export,read_at\n%s,%s,%s,%d,%d,%sT%s:00Z\n%s,%s,%s,%d,%d,%sT%s:00Z",
				"MTR-"+hbsD(8), hbsD(13), hbsP("PS7", "WTP", "ALQ"), hbsN(100, 99999), hbsN(0, 9999), hbsDate(), hbsTick(),
				"MTR-"+hbsD(8), hbsD(13), hbsP("PS7", "WTP", "ALQ"), hbsN(100, 99999), hbsN(0, 9999), hbsDate(), hbsTick())
		}},
		{"trap-invoice-iban", "mail", 4, func(b *hbsB) string {
			inv := "INV-" + hbsD(6)
			return fmt.Sprintf("Subject: Invoice %s — turbine gearbox inspection\n\nDear %s,\n\nplease find attached invoice %s for the inspection of WTG %02d. Please pay to IBAN DE%s, BIC %s, quoting PO %s.\n\nKind regards,\nAccounts",
				inv, hbsName(), inv, hbsN(1, 40), hbsD(20), hbsP("COBADEFFXXX", "DEUTDEFF", "NOLADE21EMS"), "PO"+hbsD(8))
		}},
		{"trap-ci-job-token", "yaml", 3, func(b *hbsB) string {
			return fmt.Sprintf("%s:\n  tags: [%s]\n  timeout: %dm\n  variables:\n    GIT_PUSH_TOKEN: $CI_JOB_TOKEN   # masked, provided by GitLab\n  script:\n    - ./tia-export.ps1 -Project %s -Out exports/",
				hbsP("export", "plc-export", "export-tia", "nightly-export"), hbsP("ews-runner", "ews01", "windows, tia"), hbsN(2, 12)*10, hbsP("U2_GT", "WTP_NHF", "Line4", "KBH_Booster", "ALQ_PV"))
		}},
		{"trap-snmp-no-secret", "cisco", 3, func(b *hbsB) string {
			return fmt.Sprintf("snmp-server group OTMON v3 priv read OTVIEW\nsnmp-server view OTVIEW iso included\n! v3 users are provisioned by the NMS, credentials are not kept in the config backup\nsnmp-server host %s version 3 priv nms-ot\nsnmp-server location %s",
				hbsIP(), hbsSite())
		}},
		{"trap-placeholder-token", "toml", 5, func(b *hbsB) string {
			return fmt.Sprintf("# telegraf.conf template — copy to /etc/telegraf and fill in\n[[outputs.influxdb_v2]]\n  urls = [\"https://%s:8086\"]\n  token = \"%s\"\n  organization = \"%s\"\n  bucket = \"plant_raw\"",
				hbsHost(), hbsP("<your-influx-token>", "YOUR_TOKEN_HERE", "xxxxxxxxxxxxxxxxxxxxxxxx", "$INFLUX_TOKEN"), hbsP("ot-energy", "windfarm-ops"))
		}},
		{"trap-iothub-x509", "shell", 3, func(b *hbsB) string {
			return fmt.Sprintf("$ export IOTHUB_DEVICE_CONNECTION_STRING=\"HostName=%s.azure-devices.net;DeviceId=%s;x509=true\"\n$ python send_meter_readings.py --cert device.crt --key /secure/device.key --interval %d",
				hbsP("ot-telemetry-weu", "windfarm-iot", "wtp-iothub"), hbsP("meter-pcc-", "inv-", "edge-gw-")+fmt.Sprintf("%02d", hbsN(1, 40)), hbsN(1, 12)*10)
		}},
		{"trap-key-path", "yaml", 4, func(b *hbsB) string {
			app, h := hbsP("opc-bridge", "historian", "mosquitto", "alarm-forwarder"), hbsHost()
			return fmt.Sprintf("# %s on %s\ntls:\n  cert_file: /etc/%s/tls/%s.crt\n  key_file: /etc/%s/tls/%s.key\n  ca_file: /etc/ssl/ot-ca.pem\n  min_version: \"%s\"\nlisten: 0.0.0.0:%d",
				app, h, app, h, app, h, hbsP("1.2", "1.3"), hbsP4840())
		}},
		{"trap-twilio-sid", "chat", 3, func(b *hbsB) string {
			return fmt.Sprintf("%s: SMS call-out failed last night. Account SID is AC%s, the auth token is in the vault and hasn't changed, so probably the number %s got blocked\n%s: I'll check the Twilio console",
				hbsName(), hbsHex(32), "+4930"+hbsD(7), hbsName())
		}},
		{"trap-changeme-template", "ini", 4, func(b *hbsB) string {
			return fmt.Sprintf("; gateway default config template — rev %d\n; Every value marked CHANGE-ME must be replaced during commissioning.\n[web]\nuser = admin\npassword = changeme   ; CHANGE-ME: set a unique password per site\nport = 443\n[modbus]\nunit_id = %d",
				hbsN(1, 9), hbsN(1, 247))
		}},
		{"trap-url-placeholder", "markdown", 4, func(b *hbsB) string {
			return fmt.Sprintf("## Connecting the collector\n\nSet `DATABASE_URL` in the env file:\n\n```\nDATABASE_URL=postgresql://<user>:<password>@%s:5432/historian\n```\n\nAsk the OT team for a personal account; shared accounts are not allowed.",
				hbsHost())
		}},
		{"trap-base64-image", "html", 3, func(b *hbsB) string {
			png := []byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + rnd(alnum, hbsN(40, 70)))
			return fmt.Sprintf("<!-- HMI faceplate icon for %s -->\n<img alt=\"%s\" width=\"32\" src=\"data:image/png;base64,%s\">",
				hbsP("pump", "valve", "breaker"), hbsP("pump running", "valve open", "breaker closed"), base64.StdEncoding.EncodeToString(png))
		}},
		{"trap-modbus-frame", "log", 4, func(b *hbsB) string {
			f := func(n int) string {
				p := make([]string, n)
				for i := range p {
					p[i] = strings.ToUpper(hbsHex(2))
				}
				return strings.Join(p, " ")
			}
			ip := hbsIP()
			return fmt.Sprintf("%s TX -> %s:502  %s\n%s RX <- %s:502  %s\n%s CRC ok, unit %d, fc 03, %d registers",
				hbsTick(), ip, f(12), hbsTick(), ip, f(hbsN(13, 25)), hbsTick(), hbsN(1, 247), hbsN(2, 10))
		}},
		{"trap-slack-ids", "notes", 3, func(b *hbsB) string {
			return fmt.Sprintf("Alarm forwarding: P1 alarms go to #ot-alarms (channel %s, workspace %s). The webhook URL itself is stored in the vault as ot/alarm-forwarder/slack_webhook.",
				"C0"+rnd(upper+digits, 9), "T0"+rnd(upper+digits, 8))
		}},
	}
}
