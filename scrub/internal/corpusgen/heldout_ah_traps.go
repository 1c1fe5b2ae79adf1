package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

func hahTraps() []Sample {
	return hahRun(6,
		hahTGitSHA, hahTChecksum, hahTRequestID, hahTVersion, hahTDigest, hahTBase64Data, hahTSSHPub,
		hahTCert, hahTPublishable, hahTPlaceholder, hahTMenuPath, hahTPathsURLs, hahTContacts,
		hahTPolicyTalk, hahTTicketDates, hahTCodeHandling, hahTVaultRef, hahTStackTrace, hahTDiff,
		hahTTokenWord, hahTForeignTalk, hahTTables, hahTEnvRef, hahTLoginNoPw, hahTPwDigits)
}

func hahTGitSHA() Sample {
	s := hahHex(40)
	switch rng.IntN(3) {
	case 0:
		return hahT("git-sha", "shell", "$ git log --oneline -3\n"+hahHex(7)+" fix debounce on GPIO 14\n"+hahHex(7)+" add BME280 driver\n"+hahHex(7)+" bump esp-idf to v5.2")
	case 1:
		return hahT("git-sha", "chat", "the regression came in with commit "+s+", reverting it fixes the OTA loop")
	default:
		return hahT("git-sha", "ci", "Checking out "+s+" (refs/heads/main)\nHEAD is now at "+s[:7]+" Merge pull request #"+fmt.Sprint(hahN(10, 900))+" from jk/ota-retry")
	}
}

func hahTChecksum() Sample {
	f := hahP("firmware-2.4.1.bin", "tasmota32.bin", "octopi-1.0.0.img.xz", "esphome-web.bin", "zigbee-coordinator-20240710.zip")
	switch rng.IntN(3) {
	case 0:
		return hahT("checksum", "shell", "$ sha256sum "+f+"\n"+hahHex(64)+"  "+f)
	case 1:
		return hahT("checksum", "note", "Release "+hahP("v2.4.1", "v3.0.0-rc2", "2024.7.1")+"\nMD5: "+hahHex(32)+"\nSHA-1: "+hahHex(40)+"\nSize: "+fmt.Sprint(hahN(400000, 1900000))+" bytes")
	default:
		return hahT("checksum", "chat", "checksum doesn't match the website: I get "+hahHex(64)+" for "+f)
	}
}

func hahTRequestID() Sample {
	switch rng.IntN(3) {
	case 0:
		return hahT("request-id", "log", hahDate()+"T"+hahTime()+"Z INFO request_id="+hahUUID()+" method=GET path=/api/devices status=200 dur=12ms")
	case 1:
		return hahT("request-id", "chat", "support asked for the trace id: "+hahHex(32)+" (error 502 at 14:02)")
	default:
		return hahT("request-id", "json", "{\"error\":\"device offline\",\"correlationId\":\""+hahUUID()+"\",\"ts\":\""+hahDate()+"T"+hahTime()+"Z\"}")
	}
}

func hahTVersion() Sample {
	switch rng.IntN(3) {
	case 0:
		return hahT("version", "log", "ESP-IDF v5.1.2-"+fmt.Sprint(hahN(10, 900))+"-g"+hahHex(9)+"\nBuild: "+hahDate()+" "+hahTime()+"\nApp version: 1."+fmt.Sprint(hahN(0, 20))+"."+fmt.Sprint(hahN(0, 9))+"+build."+fmt.Sprint(hahN(100, 9999)))
	case 1:
		return hahT("version", "chat", "Home Assistant 2024."+fmt.Sprint(hahN(1, 12))+"."+fmt.Sprint(hahN(0, 4))+", Supervisor 2024.0"+fmt.Sprint(hahN(1, 9))+".0, OS 12.4 — Zigbee2MQTT 1.3"+fmt.Sprint(hahN(5, 9))+".0-1")
	default:
		return hahT("version", "note", "build id "+hahR(upper+digits, 12)+" / pipeline #"+fmt.Sprint(hahN(10000, 99999))+" / artifact fw-"+hahHex(8)+".bin")
	}
}

func hahTDigest() Sample {
	d := "sha256:" + hahHex(64)
	switch rng.IntN(2) {
	case 0:
		return hahT("image-digest", "yaml", "services:\n  homeassistant:\n    image: ghcr.io/home-assistant/home-assistant@"+d+"\n    network_mode: host\n    restart: unless-stopped\n")
	default:
		return hahT("image-digest", "shell", "$ docker pull eclipse-mosquitto:2\n2: Pulling from library/eclipse-mosquitto\nDigest: "+d+"\nStatus: Downloaded newer image for eclipse-mosquitto:2")
	}
}

func hahTBase64Data() Sample {
	txt := hahP(fmt.Sprintf("temperature=%d.%d;humidity=%d", hahN(15, 30), hahN(0, 9), hahN(20, 80)), "hello from the "+hahP("greenhouse", "attic", "boat"), fmt.Sprintf("{\"batt\":3.%d,\"rssi\":-%d}", hahN(10, 99), hahN(50, 120)), "line "+fmt.Sprint(hahN(1, 9))+" stopped at "+hahTime()[:5], "Guten Morgen, "+hahP("Halle", "Werkstatt", "Büro"))
	b := base64.StdEncoding.EncodeToString([]byte(txt))
	switch rng.IntN(3) {
	case 0:
		return hahT("base64-data", "shell", "$ echo -n '"+txt+"' | base64\n"+b)
	case 1:
		return hahT("base64-data", "json", "{\"end_device_ids\":{\"device_id\":\"node-"+fmt.Sprint(hahN(1, 60))+"\"},\"uplink_message\":{\"f_port\":2,\"frm_payload\":\""+b+"\"}}")
	default:
		return hahT("base64-data", "yaml", "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: greeting\nbinaryData:\n  motd.txt: "+b+"\n")
	}
}

func hahTSSHPub() Sample {
	k := "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + hahR(alnum+"+/", 43) + " " + hahP("jk@workstation", "pi@octopi", "ci-deploy", "maria@laptop")
	switch rng.IntN(2) {
	case 0:
		return hahT("public-key", "config", "# ~/.ssh/authorized_keys on the gateway\n"+k+"\n")
	default:
		return hahT("public-key", "chat", "can you add my public key to the Pi? "+k)
	}
}

func hahTCert() Sample {
	body := hahPEMBody(hahN(4, 7))
	return hahT("certificate", "pem", "# broker CA certificate (public, goes on every device)\n-----BEGIN CERTIFICATE-----\nMIID"+body[0][4:]+"\n"+strings.Join(body[1:], "\n")+"\n-----END CERTIFICATE-----")
}

func hahTPublishable() Sample {
	pk := "pk_" + hahP("live", "test") + "_" + hahR(alnum, 99)
	switch rng.IntN(2) {
	case 0:
		return hahT("publishable-key", "html", "<script src=\"https://js.stripe.com/v3/\"></script>\n<script>const stripe = Stripe('"+pk+"');</script>")
	default:
		return hahT("publishable-key", "chat", "the publishable key is fine to ship in the kiosk app: "+pk)
	}
}

func hahTPlaceholder() Sample {
	switch rng.IntN(6) {
	case 0:
		return hahT("placeholder", "yaml", "wifi:\n  ssid: \"<your-ssid>\"\n  password: \"<your-wifi-password>\"\n")
	case 1:
		return hahT("placeholder", "env", "# "+hahP(".env.example", "template, copy to .env", "defaults")+"\nMQTT_HOST="+hahHost()+"\nMQTT_USER="+hahP("changeme", "your_user", "")+"\nMQTT_PASSWORD="+hahP("changeme", "<password>", "", "CHANGE_ME")+"\nAPI_TOKEN="+hahP("xxxxxxxxxxxxxxxx", "your-token-here", "...", "<token>"))
	case 2:
		return hahT("placeholder", "readme", "## Setup\n\n1. Copy `secrets.example.h` to `secrets.h`\n2. Set `WIFI_PASSWORD` to your network key\n3. Replace `YOUR_API_KEY_HERE` with the key from the dashboard")
	case 3:
		return hahT("placeholder", "shell", "curl -H \"Authorization: Bearer <your-token>\" https://api.example.com/v1/devices")
	case 4:
		return hahT("placeholder", "chat", "password field shows ******** after saving, that's normal")
	default:
		return hahT("placeholder", "ini", "[mqtt]\nhost = localhost\nuser = REPLACE_ME\npassword = REPLACE_ME\n")
	}
}

func hahTMenuPath() Sample {
	return hahT("menu-path", "chat", hahCtx(hahP(
		"go to Admin / Settings / Users and click the pencil",
		"in the router it's under System / Administration / Access Control",
		"Network / Wireless / Security lets you pick WPA2 or WPA3",
		"open Settings > Devices & Services > MQTT > Configure",
		"TIA Portal: Online / Accessible devices / PN/IE",
		"Einstellungen / Benutzer / Passwort ändern – dort klicken",
		"read / write access is set per topic in the ACL",
		"toggle on / off in Configuration / Module",
	)))
}

func hahTPathsURLs() Sample {
	return hahT("path-url", hahP("note", "chat"), hahCtx(hahP(
		"config lives in /etc/mosquitto/conf.d/default.conf and the password file in /etc/mosquitto/passwd",
		"docs: https://www.zigbee2mqtt.io/guide/configuration/ and https://esphome.io/components/wifi.html",
		"logs are in C:\\ProgramData\\Siemens\\Automation\\Logfiles\\",
		"backup goes to /mnt/nas/backups/homeassistant/"+hahDate()+".tar",
		"dashboard: http://"+hahHost()+":8123/lovelace/energy",
		"the key file is ~/.ssh/id_ed25519, don't copy it anywhere",
	)))
}

func hahTContacts() Sample {
	return hahT("contact", "email", hahP("Contact: ", "Escalation: ", "On call: ")+hahP("jonas.weber@example.com", "support@plant-automation.example", "m.tanaka@example.jp")+"\nPhone: +49 "+fmt.Sprint(hahN(150, 179))+" "+fmt.Sprint(hahN(1000000, 9999999))+"\nHost: "+hahHost())
}

func hahTPolicyTalk() Sample {
	return hahT("password-talk", hahP("chat", "note", "ticket"), hahCtx(hahP(
		"the password policy requires 12 characters, one digit and one symbol",
		"we rotate all MQTT passwords every 90 days, next rotation is in March",
		"Reminder: change the default password on first login, the HMI forces it anyway",
		"the Wi-Fi password was changed yesterday, ask Lena if your phone drops off",
		"Passwords must not be stored in the PLC project; use the user management in the HMI.",
		"If you forgot the password, hold the reset button for 10 seconds until the LED blinks fast.",
		"Password hashing uses bcrypt with cost 12; tokens expire after 24h.",
		"Don't put the password in the flow, use the credentials tab of the node.",
	)))
}

func hahTTicketDates() Sample {
	return hahT("ticket", "ticket", hahP("JIRA ", "")+hahP("PLANT-", "IOT-", "OPS-")+fmt.Sprint(hahN(100, 9999))+": "+hahP("Sensor drift on line 2", "Gateway reboots nightly", "Door reader offline")+"\nReported: "+hahDate()+" "+hahTime()[:5]+"\nPriority: P"+fmt.Sprint(hahN(1, 4))+"\nRelated: #"+fmt.Sprint(hahN(1000, 99999))+", CHG"+hahR(digits, 7))
}

func hahTCodeHandling() Sample {
	switch rng.IntN(4) {
	case 0:
		fn := hahP("check_login", "verify_user", "auth_ok", "login_hmi")
		return hahT("code", "python", "def "+fn+"(user, password):\n    h = db.get_hash(user)\n    return bcrypt.checkpw(password.encode(), h)\n\n# "+hahP("used by the kiosk", "TODO rate limit", "called from /api/login", "see issue #"+fmt.Sprint(hahN(10, 999))))
	case 1:
		return hahT("code", "go", "// "+hahP("connect", "dial", "open")+" the "+hahP("plant", "home", "lab")+" broker\nfunc connect(cfg Config) error {\n\topts := mqtt.NewClientOptions().AddBroker(cfg.Broker)\n\topts.SetUsername(cfg.User)\n\topts.SetPassword(os.Getenv(\"MQTT_PASSWORD\"))\n\treturn nil\n}")
	case 2:
		v := hahP("HMI_PASSWORD", "MQTT_PASS", "DB_PASSWORD", "OCTOPRINT_API_KEY", "BROKER_SECRET")
		return hahT("code", "javascript", "const secret = process.env."+v+";\nif (!secret) throw new Error('"+v+" not set');\nconst port = Number(process.env.PORT ?? "+fmt.Sprint(hahN(1000, 9000))+");")
	default:
		return hahT("code", "arduino", "#include \"secrets.h\"\n\nvoid setup() {\n  WiFi.begin(WIFI_SSID, WIFI_PASSWORD);\n  mqtt.connect(DEVICE_ID, MQTT_USER, MQTT_PASS);\n}")
	}
}

func hahTVaultRef() Sample {
	return hahT("password-talk", "chat", hahCtx(hahP(
		"password is in 1Password under \"Boiler controller\"",
		"the API key is in the vault at secret/iot/octoprint, ask me for access",
		"Zugangsdaten liegen im KeePass, Eintrag \"SPS Halle B\"",
		"creds are in Bitwarden, shared collection Smart Home",
		"I sent you the token over Signal, not pasting it here",
	)))
}

func hahTStackTrace() Sample {
	return hahT("stack-trace", "traceback", "Traceback (most recent call last):\n  File \"/usr/lib/python3/dist-packages/paho/mqtt/client.py\", line "+fmt.Sprint(hahN(100, 4000))+", in connect\n    sock = self._create_socket_connection()\nConnectionRefusedError: [Errno 111] Connection refused\nwhile connecting to "+hahHost()+":1883")
}

func hahTDiff() Sample {
	f := hahP("garage", "attic", "doorbell", "pool-pump", "kitchen")
	n := hahN(2, 40)
	return hahT("diff", "diff", "diff --git a/esphome/"+f+".yaml b/esphome/"+f+".yaml\nindex "+hahHex(7)+".."+hahHex(7)+" 100644\n--- a/esphome/"+f+".yaml\n+++ b/esphome/"+f+".yaml\n@@ -"+fmt.Sprint(n)+",7 +"+fmt.Sprint(n)+",7 @@ wifi:\n   ssid: !secret wifi_ssid\n-  password: !secret wifi_password_old\n+  password: !secret wifi_password\n   fast_connect: "+hahP("true", "false"))
}

func hahTTokenWord() Sample {
	return hahT("token-talk", "chat", hahCtx(hahP(
		"getting \"CSRF token mismatch\" when saving the dashboard",
		"the rate limiter is a token bucket with 10 tokens per second",
		"the prompt used 1834 tokens, reply 212 tokens",
		"Bearer token auth is enabled on the API, tokens expire after one hour",
		"device tokens are issued at provisioning and stored in the secure element",
	)))
}

func hahTForeignTalk() Sample {
	return hahT("password-talk", "chat-intl", hahCtx(hahP(
		"Passwort vergessen? Dann auf „Zurücksetzen“ klicken und die Mail abwarten.",
		"Le mot de passe doit contenir au moins 12 caractères.",
		"La contraseña se cambia en Ajustes > Seguridad.",
		"パスワードは8文字以上で設定してください。",
		"Пароль хранится в сейфе у начальника смены.",
		"Das WLAN-Passwort steht auf der Rückseite der Box.",
	)))
}

func hahTTables() Sample {
	return hahT("table", "markdown", "| Room | Sensor | Battery | Last seen |\n|---|---|---|---|\n| Kitchen | Aqara "+hahP("T1", "WSDCGQ11LM")+" | "+fmt.Sprint(hahN(10, 100))+"% | "+hahDate()+" |\n| Attic | Sonoff SNZB-02 | "+fmt.Sprint(hahN(10, 100))+"% | "+hahDate()+" |")
}

func hahTEnvRef() Sample {
	return hahT("env-ref", hahP("shell", "yaml"), hahP(
		"mosquitto_pub -h broker.local -u sensor -P \"$MQTT_PASS\" -t test -m 1",
		"env:\n  MQTT_PASSWORD: ${{ secrets.MQTT_PASSWORD }}\n  OTA_PASSWORD: ${{ secrets.OTA_PASSWORD }}",
		"docker login -u ci --password-stdin registry.example.com < /run/secrets/registry",
		"export INFLUX_TOKEN=$(cat /run/secrets/influx_token)",
		"- name: configure broker\n  template: src=mosquitto.conf.j2 dest=/etc/mosquitto/mosquitto.conf\n  vars:\n    password: \"{{ vault_"+hahP("mqtt", "broker", "ha", "plc")+"_password }}\"",
	))
}

func hahTLoginNoPw() Sample {
	return hahT("username-only", "chat", hahCtx(hahP(
		"login: admin (password is on the sticker)",
		"user is "+hahUser()+", you'll get the password from IT",
		"ssh "+hahUser()+"@"+hahHost()+" works with your key now",
		"Benutzername: techniker, Passwort bekommst du vom Schichtleiter",
		"default user pi was removed, use your own account",
	)))
}

func hahTPwDigits() Sample {
	return hahT("numbers", "chat", hahCtx(hahP(
		"order 4711-"+fmt.Sprint(hahN(100, 999))+" arrives Tuesday, 12 pcs of the relay board",
		"call me at +1 415 "+fmt.Sprint(hahN(200, 999))+" "+fmt.Sprint(hahN(1000, 9999)),
		"room 2."+fmt.Sprint(hahN(10, 99))+", building C, door on the left",
		"the pressure setpoint is "+fmt.Sprint(hahN(2, 9))+"."+fmt.Sprint(hahN(0, 9))+" bar, alarm at 9.5",
		"part no. "+hahR(upper, 3)+"-"+hahR(digits, 5)+"-"+hahR(upper+digits, 4)+" is out of stock",
	)))
}
