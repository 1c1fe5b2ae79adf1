package main

import (
	"fmt"
	"strings"
)

func hawCodeGens() []hawGen {
	return []hawGen{
		{16, hawCodeSecret},
		{14, hawLogSecret},
		{10, hawTableSecret},
		{10, hawKeyBlock},
		{8, hawChatTokens},
	}
}

func hawCodeSecret() Sample {
	p := hawPw()
	k := hawRnd(alnum, 40)
	h := hawHost()
	switch rng.IntN(10) {
	case 0:
		return hawS("code", "python", fmt.Sprintf("from pymodbus.client import ModbusTcpClient\n\nPLC_HOST = \"%s\"\nPLC_PASSWORD = \"%s\"  # TODO move to vault\n\nclient = ModbusTcpClient(PLC_HOST)\n", h, p), p)
	case 1:
		return hawS("code", "javascript", fmt.Sprintf("const fieldview = new FieldViewClient({\n  clientId: 'fv-%s',\n  apiKey: '%s',\n  region: 'eu',\n});\n", hawHex(8), k), k)
	case 2:
		return hawS("code", "go", fmt.Sprintf("var weatherCfg = Config{\n\tStationID: %d,\n\tAPIKey:    \"%s\",\n\tInterval:  5 * time.Minute,\n}\n", hawIn(1000, 99999), k), k)
	case 3:
		return hawS("code", "java", fmt.Sprintf("DataSource ds = DataSourceBuilder.create()\n    .url(\"jdbc:mysql://%s/herd\")\n    .username(\"herd_app\")\n    .password(\"%s\")\n    .build();", h, p), p)
	case 4:
		return hawS("code", "csharp", fmt.Sprintf("var client = new ColdChainClient(\"https://api.coldchain.example\");\nclient.Authenticate(\"truck-fleet\", \"%s\");\nvar temps = await client.GetReadingsAsync(reeferId);", p), p)
	case 5:
		return hawS("code", "arduino", fmt.Sprintf("#include <WiFi.h>\n\nconst char* ssid = \"Greenhouse_IoT\";\nconst char* password = \"%s\";\nconst char* mqtt_server = \"%s\";\n\nvoid setup() {\n  WiFi.begin(ssid, password);\n}\n", p, h), p)
	case 6:
		return hawS("code", "php", fmt.Sprintf("<?php\ndefine('DB_HOST', '%s');\ndefine('DB_USER', 'hofladen');\ndefine('DB_PASSWORD', '%s');\n", h, p), p)
	case 7:
		t := hawSlackBot()
		return hawS("code", "python", fmt.Sprintf("from slack_sdk import WebClient\nslack = WebClient(token=\"%s\")\nslack.chat_postMessage(channel=\"#cold-store\", text=f\"Reefer {truck} at {temp}°C\")\n", t), t)
	case 8:
		return hawS("code", "ruby", fmt.Sprintf("Agworld.configure do |c|\n  c.api_token = \"%s\"\n  c.farm = \"%s\"\nend", k, hawFarm()), k)
	default:
		return hawS("code", "ladder-comment", fmt.Sprintf("(* Grain dryer HMI - web server *)\n(* admin pw: %s  -- set by installer %s *)\nIF Moisture > 14.5 THEN\n  Burner := TRUE;\nEND_IF;", p, hawDate()), p)
	}
}

func hawLogSecret() Sample {
	d, tm := hawDate(), hawTime()
	switch rng.IntN(8) {
	case 0:
		p := hawPw()
		return hawK(hawS("log", "log", fmt.Sprintf("%s %s INFO  dryer-sync starting\n%s %s DEBUG login payload {\"user\":\"operator\",\"password\":\"%s\"}\n%s %s INFO  batch L-%d uploaded", d, tm, d, tm, p, d, tm, hawIn(1000, 9999)), p), "dryer-sync starting")
	case 1:
		k := hawHex(32)
		return hawS("log", "log", fmt.Sprintf("%s %s GET https://api.openweathermap.org/data/3.0/onecall?lat=52.37&lon=9.73&appid=%s 200 184ms", d, tm, k), k)
	case 2:
		p := hawPw()
		return hawS("stack-trace", "python-traceback", fmt.Sprintf("Traceback (most recent call last):\n  File \"/opt/herd/sync.py\", line 88, in <module>\n    conn = psycopg2.connect(host=\"%s\", user=\"herd\", password=\"%s\")\npsycopg2.OperationalError: FATAL:  password authentication failed for user \"herd\"", hawHost(), p), p)
	case 3:
		t := hawJWT()
		return hawS("log", "nginx", fmt.Sprintf("10.0.3.%d - - [%s:%s +0200] \"GET /api/fields?access_token=%s HTTP/1.1\" 200 5123 \"-\" \"FarmApp/3.2 (Android)\"", hawIn(2, 250), d, tm, t), t)
	case 4:
		p := hawPw()
		old := hawPw()
		return hawS("diff", "diff", fmt.Sprintf("--- a/config/plc.yaml\n+++ b/config/plc.yaml\n@@ -3,4 +3,4 @@\n host: %s\n user: admin\n-password: %s\n+password: %s\n poll_seconds: 10", hawHost(), old, p), old, p)
	case 5:
		k := hawGAPI()
		return hawS("stack-trace", "java", fmt.Sprintf("com.farmsync.maps.GeoException: quota exceeded for key=%s\n\tat com.farmsync.maps.Geocoder.lookup(Geocoder.java:142)\n\tat com.farmsync.fields.BoundaryImport.run(BoundaryImport.java:57)", k), k)
	case 6:
		p := hawPw()
		return hawS("log", "syslog", fmt.Sprintf("%s %s gh-ctrl hortimax[812]: auth ok user=installer pass=%s from 192.168.1.%d", d, tm, p, hawIn(2, 250)), p)
	default:
		_, tok := hawSlackHook()
		url := "https://hooks.slack.com/services/T" + hawRnd(upper+digits, 8) + "/B" + hawRnd(upper+digits, 10) + "/" + tok
		return hawS("log", "log", fmt.Sprintf("%s %s ERROR notify: POST %s -> 404 channel_not_found\n%s %s WARN  cold store 1 above 7°C for 20 min", d, tm, url, d, tm), tok)
	}
}

func hawTableSecret() Sample {
	rows := hawIn(2, 4)
	var secs []string
	switch rng.IntN(3) {
	case 0:
		var b strings.Builder
		b.WriteString("device,location,ip,user,password\n")
		for i := 0; i < rows; i++ {
			p := hawPw()
			secs = append(secs, p)
			fmt.Fprintf(&b, "%s,%s,%s,%s,%s\n", hawPick("Priva Compass", "Netafim NMC", "S7-1200", "Moxa NPort", "Hikvision NVR"), hawPick("greenhouse 1", "pump house", "silo 3", "dairy"), fmt.Sprintf("192.168.1.%d", hawIn(2, 250)), hawUser(), p)
		}
		return hawS("table", "csv", b.String(), secs...)
	case 1:
		var b strings.Builder
		b.WriteString("| Portal | Login | Passwort | Notiz |\n|---|---|---|---|\n")
		for i := 0; i < rows; i++ {
			p := hawPw()
			secs = append(secs, p)
			fmt.Fprintf(&b, "| %s | %s | `%s` | %s |\n", hawPick("HIT-Datenbank", "ISIP", "Agrarantrag", "Molkerei-Portal", "QS-Datenbank"), hawUser(), p, hawPick("Jan fragen", "läuft 2025 ab", "-", "mit 2FA"))
		}
		return hawS("table", "markdown-de", b.String(), secs...)
	default:
		var b strings.Builder
		b.WriteString("sensor_serial\tsite\tapi_token\n")
		for i := 0; i < rows; i++ {
			t := hawRnd(alnum, 32)
			secs = append(secs, t)
			fmt.Fprintf(&b, "CL-%s\treefer-%d\t%s\n", hawRnd(upper+digits, 8), hawIn(1, 40), t)
		}
		return hawS("table", "tsv", b.String(), secs...)
	}
}

func hawKeyBlock() Sample {
	switch rng.IntN(4) {
	case 0:
		pem, ls := hawPEM("RSA PRIVATE KEY")
		return hawS("pem", "chat", fmt.Sprintf("%s: key for the drone base station VPN:\n%s", hawPerson(), pem), ls...)
	case 1:
		pem, ls := hawPEM("OPENSSH PRIVATE KEY")
		return hawK(hawS("ssh-key", "shell-session", fmt.Sprintf("$ cat ~/.ssh/id_ed25519\n%s\n$ ssh-add ~/.ssh/id_ed25519\nIdentity added: /home/jan/.ssh/id_ed25519 (jan@farm-laptop)", pem), ls...), "Identity added: /home/jan/.ssh/id_ed25519 (jan@farm-laptop)")
	case 2:
		pem, ls := hawPEM("EC PRIVATE KEY")
		return hawS("pem", "yaml", fmt.Sprintf("tls:\n  cert: /etc/mqtt/certs/gw.crt\n  key: |\n    %s\n", strings.ReplaceAll(pem, "\n", "\n    ")), ls...)
	default:
		pem, ls := hawPEM("PRIVATE KEY")
		return hawS("pem", "notes", fmt.Sprintf("Milk-tank gateway client cert key (from installer USB)\n\n%s\n\nCert itself is in the binder.", pem), ls...)
	}
}

func hawChatTokens() Sample {
	switch rng.IntN(4) {
	case 0:
		t := hawSlackBot()
		return hawS("chat-token", "chat", fmt.Sprintf("slack bot for #dairy-alerts: %s", t), t)
	case 1:
		url, tok := hawSlackHook()
		return hawS("webhook", "yaml", fmt.Sprintf("alerting:\n  slack_webhook: %s\n  min_severity: warning\n", url), tok)
	case 2:
		t := hawTelegram()
		return hawS("chat-token", "python", fmt.Sprintf("bot = telebot.TeleBot(\"%s\")\n\n@bot.message_handler(commands=['silo'])\ndef silo(msg):\n    bot.reply_to(msg, read_levels())\n", t), t)
	default:
		url, tok := hawDiscordHook()
		return hawS("webhook", "shell", fmt.Sprintf("curl -X POST -H 'Content-Type: application/json' -d '{\"content\":\"frost warning field 7\"}' %s", url), tok)
	}
}
