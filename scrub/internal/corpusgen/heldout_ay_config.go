package main

// heldout-ay: basic auth, connection strings, .env files, Kubernetes secrets and command lines.

import (
	"encoding/base64"
	"fmt"
	"strings"
)

func hayBasicAuth(n int) []Sample {
	var out []Sample
	for i := 0; i < n; i++ {
		u, pw := hayUser(), hayURLPass()
		var s Sample
		switch i % 6 {
		case 0:
			s = haySec("basic-auth", "url", fmt.Sprintf("http://%s:%s@%s/cgi-bin/status.cgi", u, pw, hayHost()), pw)
		case 1:
			b := base64.StdEncoding.EncodeToString([]byte(u + ":" + pw))
			s = haySec("basic-auth", "http", fmt.Sprintf("POST /ocpp/1.6/CP-%s HTTP/1.1\nHost: %s\nAuthorization: Basic %s\nSec-WebSocket-Protocol: ocpp1.6\n", hayD(1000, 9999), hayHost(), b), b)
		case 2:
			s = haySec("basic-auth", "chat", fmt.Sprintf("camera at the intake screen: rtsp://%s:%s@%s:554/stream1", u, pw, hayHost()), pw)
		case 3:
			b := base64.StdEncoding.EncodeToString([]byte(u + ":" + pw))
			s = haySec("basic-auth", "nginx", fmt.Sprintf("location /historian/ {\n    proxy_pass http://%s:8080/;\n    proxy_set_header Authorization \"Basic %s\";\n}\n", hayHost(), b), b)
		case 4:
			s = haySec("basic-auth", "yaml", fmt.Sprintf("scrape_configs:\n  - job_name: inverters\n    basic_auth:\n      username: %s\n      password: %s\n    static_configs:\n      - targets: ['%s:9100']\n", u, pw, hayHost()), pw)
		default:
			s = haySec("basic-auth", "log", fmt.Sprintf("%s INFO fetching ftp://%s:%s@%s/outbox/AMI_%s.xml", hayTime(), u, pw, hayHost(), hayD(100000, 999999)), pw)
		}
		out = append(out, s)
	}
	return out
}

func hayConnStrings(n int) []Sample {
	var out []Sample
	for i := 0; i < n; i++ {
		pw := hayPw()
		var s Sample
		switch i % 4 {
		case 0:
			s = haySec("connstr", "csharp", fmt.Sprintf("var cs = \"Server=%s;Database=OMS;User Id=oms_app;Password=%s;TrustServerCertificate=True\";\nusing var conn = new SqlConnection(cs);\n", hayHost(), pw), pw)
		case 1:
			s = haySec("connstr", "xml", fmt.Sprintf("<connectionStrings>\n  <add name=\"Historian\" connectionString=\"Data Source=%s;Initial Catalog=Runtime;User ID=wwUser;Password=%s\" />\n</connectionStrings>\n", hayHost(), pw), pw)
		case 2:
			s = haySec("connstr", "odbc", fmt.Sprintf("DRIVER={ODBC Driver 18 for SQL Server};SERVER=%s;DATABASE=SCADA_Events;UID=report;PWD={%s}", hayHost(), pw), pw)
		default:
			s = haySec("connstr", "chat", fmt.Sprintf("oracle for the GIS: gis/%s@//%s:1521/GISPRD", strings.NewReplacer("@", "A", "/", "S").Replace(pw), hayHost()), strings.NewReplacer("@", "A", "/", "S").Replace(pw))
		}
		out = append(out, s)
	}
	return out
}

func hayEnvFiles(n int) []Sample {
	var out []Sample
	for i := 0; i < n; i++ {
		pw, k := hayPw(), hayR(alnum, hayN(32, 40))
		var s Sample
		switch i % 4 {
		case 0:
			s = haySec("env", "dotenv", fmt.Sprintf("NODE_ENV=production\nPORT=8080\nCSMS_DB_HOST=%s\nCSMS_DB_PASSWORD=%s\nOCPP_HEARTBEAT_INTERVAL=300\nSESSION_SECRET=%s\n", hayHost(), pw, k), pw, k)
			s = hayKeep(s, "OCPP_HEARTBEAT_INTERVAL=300")
		case 1:
			s = haySec("env", "dotenv", fmt.Sprintf("# pump station telemetry\nMQTT_HOST=%s\nMQTT_USER=telemetry\nMQTT_PASS=\"%s\"\nTOPIC_PREFIX=water/ps%s\n", hayHost(), pw, hayD(1, 30)), pw)
			s = hayKeep(s, "MQTT_USER=telemetry")
		case 2:
			s = haySec("env", "dotenv", fmt.Sprintf("export PI_SERVER=PISRV01\nexport PI_USER=svc_pi\nexport PI_PASSWORD='%s'\nexport TZ=America/Chicago\n", pw), pw)
		default:
			s = haySec("env", "dotenv", fmt.Sprintf("APP_KEY=base64:%s\nDB_CONNECTION=pgsql\nDB_PASSWORD=%s\nMETER_API_TOKEN=%s\n", hayB64(32), pw, k), pw, k)
		}
		out = append(out, s)
	}
	return out
}

func hayK8sSecrets(n int) []Sample {
	var out []Sample
	for i := 0; i < n; i++ {
		pw := hayPw()
		b := base64.StdEncoding.EncodeToString([]byte(pw))
		tok := base64.StdEncoding.EncodeToString([]byte(hayR(alnum, 32)))
		var s Sample
		switch i % 3 {
		case 0:
			s = haySec("k8s-secret", "yaml", fmt.Sprintf("apiVersion: v1\nkind: Secret\nmetadata:\n  name: historian-creds\n  namespace: scada\ntype: Opaque\ndata:\n  username: %s\n  password: %s\n", base64.StdEncoding.EncodeToString([]byte("svc_pi")), b), b)
		case 1:
			s = haySec("k8s-secret", "yaml", fmt.Sprintf("apiVersion: v1\nkind: Secret\nmetadata:\n  name: ocpp-csms\nstringData:\n  DB_PASSWORD: \"%s\"\ndata:\n  API_TOKEN: %s\n", pw, tok), pw, tok)
		default:
			s = haySec("k8s-secret", "shell", fmt.Sprintf("$ kubectl -n ami get secret headend-db -o jsonpath='{.data.password}'\n%s\n$ kubectl create secret generic mdms --from-literal=password='%s'\n", b, pw), b, pw)
		}
		out = append(out, s)
	}
	return out
}

func hayCommands(n int) []Sample {
	var out []Sample
	for i := 0; i < n; i++ {
		pw := hayPw()
		upw := hayURLPass()
		u := hayUser()
		var s Sample
		switch i % 14 {
		case 0:
			s = haySec("command", "shell", fmt.Sprintf("docker login registry.gridops.io -u %s -p %s", u, upw), upw)
		case 1:
			s = haySec("command", "shell", fmt.Sprintf("mysql -h %s -u wo_app -p%s workorders < fix_dupes.sql", hayHost(), upw), upw)
		case 2:
			s = haySec("command", "shell", fmt.Sprintf("curl -u %s:%s https://%s/api/meters/%s/reads?from=%s", u, upw, hayHost(), hayD(10000000, 99999999), hayDate()), upw)
		case 3:
			s = haySec("command", "shell", fmt.Sprintf("sshpass -p '%s' ssh %s@%s 'systemctl restart dnp3-master'", pw, u, hayHost()), pw)
		case 4:
			s = haySec("command", "shell", fmt.Sprintf("PGPASSWORD=%s psql -h %s -U gis -d network -c 'select count(*) from transformers'", upw, hayHost()), upw)
		case 5:
			s = haySec("command", "powershell", fmt.Sprintf("net use Z: \\\\%s\\exports /user:GRID\\%s %s", strings.Split(hayHost(), ".")[0], u, upw), upw)
		case 6:
			s = haySec("command", "shell", fmt.Sprintf("$ mosquitto_pub -h %s -u meters -P '%s' -t ami/reads -m '{\"kwh\": %d.%d}'", hayHost(), pw, hayN(100, 99999), hayN(0, 9)), pw)
		case 7:
			s = haySec("command", "shell", fmt.Sprintf("openssl pkcs12 -export -in gw.crt -inkey gw.key -out gw.pfx -passout pass:%s", upw), upw)
		case 8:
			t := hayGitHub()
			s = haySec("command", "shell", fmt.Sprintf("echo '%s' | docker login ghcr.io -u %s --password-stdin", t, u), t)
		case 9:
			s = haySec("command", "shell", fmt.Sprintf("mongosh \"mongodb://%s:%s@%s:27017/ocpp?authSource=admin\"", u, upw, hayHost()), upw)
		case 10:
			s = haySec("command", "shell", fmt.Sprintf("smbclient //%s/plc_backups -U %s%%%s -c 'ls'", hayHost(), u, upw), upw)
		case 11:
			s = haySec("command", "shell", fmt.Sprintf("wget --user=%s --password=%s https://%s/firmware/rtu_%s.bin", u, upw, hayHost(), hayD(100, 999)), upw)
		case 12:
			s = haySec("command", "shell", fmt.Sprintf("redis-cli -h %s -a %s KEYS 'cp:*'", hayHost(), upw), upw)
		default:
			s = haySec("command", "shell", fmt.Sprintf("ansible-playbook site.yml -l rtus -e 'ansible_password=%s ansible_user=%s'", upw, u), upw)
		}
		out = append(out, s)
	}
	return out
}
