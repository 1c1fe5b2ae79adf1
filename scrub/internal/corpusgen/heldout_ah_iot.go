package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

func hahIoT() []Sample {
	return hahRun(5,
		hahArduinoWiFi, hahSecretsH, hahPlatformIO, hahMosquittoCLI, hahMosquittoPasswd, hahHASecrets,
		hahNodeRED, hahTasmota, hahESPHome, hahZ2M, hahLoRaWAN, hahOPCUA, hahPLCLogin, hahRouterCLI,
		hahOctoPrint, hahTesla, hahAndroid, hahIOS, hahWPA, hahInflux, hahIoTCloudKeys, hahShellyCurl,
		hahMicroPython, hahHAToken, hahGrafanaIni)
}

func hahArduinoWiFi() Sample {
	ssid := hahSSID()
	pw := hahHumanPw()
	if rng.IntN(2) == 0 {
		pw = hahRandPw()
	}
	mpw := hahURLPw()
	switch rng.IntN(3) {
	case 0:
		return hahS("wifi-password", "arduino", "#include <WiFi.h>\n\nconst char* ssid = \""+ssid+"\";\nconst char* password = \""+pw+"\";\n\nvoid setup() {\n  Serial.begin(115200);\n  WiFi.begin(ssid, password);\n  while (WiFi.status() != WL_CONNECTED) delay(500);\n}", []string{pw}, "  WiFi.begin(ssid, password);")
	case 1:
		return hahS("wifi-password", "arduino", "void setup() {\n  WiFi.mode(WIFI_STA);\n  WiFi.begin(\""+ssid+"\", \""+pw+"\");\n  client.setServer(\""+hahHost()+"\", 1883);\n  client.connect(\"esp32-"+hahHex(6)+"\", \"sensor\", \""+mpw+"\");\n}", []string{pw, mpw}, "  WiFi.mode(WIFI_STA);")
	default:
		return hahS("wifi-password", "chat", "why does my ESP8266 not connect?? I have WiFi.begin(\""+ssid+"\", \""+pw+"\"); and it just prints dots forever", []string{pw})
	}
}

func hahSecretsH() Sample {
	pw := hahRandPw()
	key := hahR(alnum, 32)
	switch rng.IntN(2) {
	case 0:
		return hahS("wifi-password", "c-header", "// arduino_secrets.h  -- DO NOT COMMIT\n#define SECRET_SSID \""+hahSSID()+"\"\n#define SECRET_PASS \""+pw+"\"\n#define SECRET_DEVICE_KEY \""+key+"\"\n", []string{pw, key}, "// arduino_secrets.h  -- DO NOT COMMIT")
	default:
		return hahS("wifi-password", "c-header", "#pragma once\n#define WIFI_SSID     \""+hahSSID()+"\"\n#define WIFI_PASSWORD \""+pw+"\"\n#define MQTT_SERVER   \""+hahHost()+"\"\n", []string{pw}, "#pragma once")
	}
}

func hahPlatformIO() Sample {
	pw := hahURLPw()
	ota := hahR(alnum, hahN(10, 16))
	switch rng.IntN(2) {
	case 0:
		return hahS("wifi-password", "platformio-ini", "[env:esp32dev]\nplatform = espressif32\nboard = esp32dev\nframework = arduino\nmonitor_speed = 115200\nbuild_flags =\n    -DWIFI_SSID=\\\"Workshop\\\"\n    -DWIFI_PASS=\\\""+pw+"\\\"\n", []string{pw}, "board = esp32dev")
	default:
		return hahS("ota-password", "platformio-ini", "[env:d1_mini_ota]\nextends = env:d1_mini\nupload_protocol = espota\nupload_port = "+hahHost()+"\nupload_flags =\n    --port=8266\n    --auth="+ota+"\n", []string{ota}, "upload_protocol = espota")
	}
}

func hahMosquittoCLI() Sample {
	u := hahP("sensor", "mqtt_user", "ha", "zigbee2mqtt", "plc-bridge")
	pw := hahURLPw()
	h := hahHost()
	switch rng.IntN(3) {
	case 0:
		return hahS("mqtt-password", "shell", "mosquitto_pub -h "+h+" -p 1883 -u "+u+" -P "+pw+" -t home/garage/door -m open", []string{pw})
	case 1:
		return hahS("mqtt-password", "shell", "$ mosquitto_sub -h "+h+" -u "+u+" -P '"+pw+"' -t 'zigbee2mqtt/#' -v\nzigbee2mqtt/bridge/state online", []string{pw}, "zigbee2mqtt/bridge/state online")
	default:
		return hahS("mqtt-password", "chat", "test with: mosquitto_pub -h "+h+" -u "+u+" --pw "+pw+" -t test -m hi  (works from the office)", []string{pw})
	}
}

func hahMosquittoPasswd() Sample {
	pw := hahURLPw()
	hash := "$7$101$" + hahR(alnum+"+/", 16) + "$" + hahR(alnum+"+/", 86) + "=="
	switch rng.IntN(2) {
	case 0:
		return hahS("mqtt-password", "shell", "sudo mosquitto_passwd -b /etc/mosquitto/passwd "+hahUser()+" "+pw+"\nsudo systemctl restart mosquitto", []string{pw}, "sudo systemctl restart mosquitto")
	default:
		return hahS("mqtt-password", "passwd-file", "# /etc/mosquitto/passwd\n"+hahUser()+":"+hash+"\n", []string{hash})
	}
}

func hahHASecrets() Sample {
	wp := hahHumanPw()
	mp := hahURLPw()
	owm := hahHex(32)
	tg := fmt.Sprint(hahN(100000000, 7999999999)) + ":AA" + hahR(b64url, 33)
	switch rng.IntN(2) {
	case 0:
		return hahS("home-assistant", "yaml", "# secrets.yaml\nwifi_ssid: \""+hahSSID()+"\"\nwifi_password: \""+wp+"\"\nmqtt_password: "+mp+"\nopenweathermap_api_key: "+owm+"\nlatitude: 52.52\n", []string{wp, mp, owm}, "latitude: 52.52")
	default:
		return hahS("home-assistant", "yaml", "# secrets.yaml\ntelegram_bot_token: \""+tg+"\"\ntelegram_chat_id: -100"+hahR(digits, 10)+"\nhome_elevation: 34\n", []string{tg}, "home_elevation: 34")
	}
}

func hahNodeRED() Sample {
	pw := hahRandPw()
	cs := hahR(alnum, hahN(20, 32))
	bc := "$2b$08$" + hahR(alnum+"./", 53)
	switch rng.IntN(3) {
	case 0:
		return hahS("node-red", "json", "[\n  {\n    \"id\": \""+hahHex(16)+"\",\n    \"type\": \"mqtt-broker\",\n    \"name\": \"plant broker\",\n    \"broker\": \""+hahHost()+"\",\n    \"port\": \"1883\",\n    \"credentials\": {\n      \"user\": \"nodered\",\n      \"password\": \""+pw+"\"\n    }\n  }\n]", []string{pw}, "\"type\": \"mqtt-broker\",")
	case 1:
		return hahS("node-red", "javascript", "module.exports = {\n    flowFile: 'flows.json',\n    credentialSecret: \""+cs+"\",\n    uiPort: process.env.PORT || 1880,\n}", []string{cs}, "    flowFile: 'flows.json',")
	default:
		return hahS("node-red", "javascript", "adminAuth: {\n    type: \"credentials\",\n    users: [{\n        username: \"admin\",\n        password: \""+bc+"\",\n        permissions: \"*\"\n    }]\n},", []string{bc})
	}
}

func hahTasmota() Sample {
	wp := hahURLPw()
	mp := hahURLPw()
	switch rng.IntN(2) {
	case 0:
		return hahS("tasmota", "console", "Backlog SSID1 "+strings.ReplaceAll(hahSSID(), " ", "_")+"; Password1 "+wp+"; MqttHost "+hahHost()+"; MqttUser tasmota; MqttPassword "+mp+"; Topic plug_"+hahHex(4), []string{wp, mp})
	default:
		return hahS("tasmota", "chat", "flashed the Sonoff, then in the console: MqttPassword "+mp+" and WebPassword "+wp+", all good now", []string{mp, wp})
	}
}

func hahESPHome() Sample {
	wp := hahHumanPw()
	ek := base64.StdEncoding.EncodeToString([]byte(hahR(alnum, 32)))
	ota := hahHex(32)
	ap := hahR(alnum, 12)
	switch rng.IntN(2) {
	case 0:
		return hahS("esphome", "yaml", "esphome:\n  name: "+hahP("kitchen-sensor", "garage-door", "plant-monitor", "boiler-temp")+"\n\nwifi:\n  ssid: \""+hahSSID()+"\"\n  password: \""+wp+"\"\n  ap:\n    ssid: \"Fallback Hotspot\"\n    password: \""+ap+"\"\n\napi:\n  encryption:\n    key: \""+ek+"\"\n\nota:\n  - platform: esphome\n    password: \""+ota+"\"\n", []string{wp, ap, ek, ota}, "  - platform: esphome")
	default:
		return hahS("esphome", "chat", "esphome keeps saying 'Invalid encryption key', HA has "+ek+" — same as in the yaml?", []string{ek})
	}
}

func hahZ2M() Sample {
	var nk []string
	for range 16 {
		nk = append(nk, fmt.Sprint(hahN(0, 255)))
	}
	key := "[" + strings.Join(nk, ", ") + "]"
	mp := hahURLPw()
	return hahS("zigbee2mqtt", "yaml", "homeassistant: true\nmqtt:\n  base_topic: zigbee2mqtt\n  server: mqtt://"+hahHost()+"\n  user: z2m\n  password: "+mp+"\nserial:\n  port: /dev/ttyUSB0\nadvanced:\n  pan_id: "+fmt.Sprint(hahN(1000, 60000))+"\n  network_key: "+key+"\n", []string{mp, key}, "  base_topic: zigbee2mqtt")
}

func hahLoRaWAN() Sample {
	ak := hahUHex(32)
	nk := hahUHex(32)
	dev := hahUHex(16)
	var b []string
	for i := 0; i < 32; i += 2 {
		b = append(b, "0x"+ak[i:i+2])
	}
	arr := strings.Join(b, ", ")
	switch rng.IntN(4) {
	case 0:
		return hahS("lorawan", "note", "TTN device "+hahP("soil-probe-07", "weather-node", "tank-level-2")+"\nDevEUI: "+dev+"\nJoinEUI: 0000000000000000\nAppKey: "+ak, []string{ak}, "JoinEUI: 0000000000000000")
	case 1:
		return hahS("lorawan", "arduino", "// LMIC keys, MSB\nstatic const u1_t PROGMEM APPKEY[16] = { "+arr+" };\nvoid os_getDevKey (u1_t* buf) { memcpy_P(buf, APPKEY, 16); }", []string{arr}, "// LMIC keys, MSB")
	case 2:
		return hahS("lorawan", "serial", "AT+DEVEUI="+dev+"\r\nOK\r\nAT+APPKEY="+ak+"\r\nOK\r\nAT+NWKKEY="+nk+"\r\nOK\r\nAT+JOIN\r\n+JOIN: Network joined", []string{ak, nk}, "+JOIN: Network joined")
	default:
		return hahS("lorawan", "chat", "ChirpStack wants the nwk_key for the OTAA device, it's "+strings.ToLower(nk)+" (appkey same as before)", []string{strings.ToLower(nk)})
	}
}

func hahOPCUA() Sample {
	pw := hahRandPw()
	switch rng.IntN(3) {
	case 0:
		return hahS("opcua", "python", "from asyncua import Client\n\nclient = Client(url=\"opc.tcp://"+hahHost()+":4840/\")\nclient.set_user(\"opcuser\")\nclient.set_password(\""+pw+"\")\nawait client.connect()", []string{pw}, "from asyncua import Client")
	case 1:
		return hahS("opcua", "ini", "[opcua]\nendpoint = opc.tcp://"+hahHost()+":4840\nsecurity_policy = Basic256Sha256\nusername = gateway\npassword = "+pw+"\n\n[modbus]\nhost = "+hahHost()+"\nunit_id = 1\n", []string{pw}, "security_policy = Basic256Sha256")
	default:
		return hahS("opcua", "chat", "UaExpert connects fine to the S7-1500 OPC UA server with user engineer, pw "+pw+"; our gateway gets BadUserAccessDenied", []string{pw})
	}
}

func hahPLCLogin() Sample {
	pw := hahHumanPw()
	pin := fmt.Sprint(hahN(1000, 999999))
	switch rng.IntN(3) {
	case 0:
		return hahS("plc-hmi", "note", "Line 3 HMI (KTP900)\n- operator level: PIN "+pin+"\n- engineer level: eng / "+pw+"\n- do not change the recipe screen", []string{pin, pw}, "- do not change the recipe screen")
	case 1:
		return hahS("plc-hmi", "chat-de", "Das Passwort für die SPS-Projektierung (TIA Portal Know-how-Schutz) ist "+pw+", Schutzstufe 3.", []string{pw})
	default:
		return hahS("plc-hmi", "runbook", "6. Log on to the SCADA client as maint with password "+pw+"\n7. Acknowledge all alarms\n8. Switch pump P-101 to AUTO", []string{pw}, "7. Acknowledge all alarms")
	}
}

func hahRouterCLI() Sample {
	pw := hahURLPw()
	psk := hahR(alnum, 20)
	switch rng.IntN(3) {
	case 0:
		return hahS("router-config", "mikrotik", "/user add name=ops group=full password="+pw+"\n/ip service set telnet disabled=yes", []string{pw}, "/ip service set telnet disabled=yes")
	case 1:
		return hahS("router-config", "cisco", "hostname plant-edge-01\nusername netadmin privilege 15 secret 0 "+pw+"\nip ssh version 2\n!", []string{pw}, "ip ssh version 2")
	default:
		return hahS("router-config", "uci", "config wifi-iface 'default_radio0'\n\toption device 'radio0'\n\toption mode 'ap'\n\toption ssid 'RUT-Field'\n\toption encryption 'psk2'\n\toption key '"+psk+"'\n", []string{psk}, "\toption encryption 'psk2'")
	}
}

func hahOctoPrint() Sample {
	k := hahUHex(32)
	switch rng.IntN(3) {
	case 0:
		return hahS("octoprint", "shell", "curl -s -H \"X-Api-Key: "+k+"\" http://octopi.local/api/job | jq .progress", []string{k})
	case 1:
		return hahS("octoprint", "yaml", "api:\n  key: "+k+"\nserial:\n  port: /dev/ttyACM0\n  baudrate: 115200\n", []string{k}, "  baudrate: 115200")
	default:
		return hahS("octoprint", "chat", "put the OctoPrint API key "+k+" into the Cura plugin and it connected", []string{k})
	}
}

func hahTesla() Sample {
	j := hahJWT()
	switch rng.IntN(3) {
	case 0:
		return hahS("car-api", "env", "TESLA_EMAIL=me@example.com\nTESLA_REFRESH_TOKEN="+j+"\nTESLAMATE_TZ=Europe/Berlin", []string{j}, "TESLAMATE_TZ=Europe/Berlin")
	case 1:
		return hahS("car-api", "shell", "curl -H 'Authorization: Bearer "+j+"' https://fleet-api.prd.eu.vn.cloud.tesla.com/api/1/vehicles", []string{j})
	default:
		return hahS("car-api", "json", "{\"me@example.com\": {\"sso\": {\"refresh_token\": \""+j+"\", \"expires_at\": "+fmt.Sprint(hahN(1700000000, 1800000000))+"}}}", []string{j})
	}
}

func hahAndroid() Sample {
	sp := hahHumanPw()
	kp := hahRandPw()
	mk := "AIza" + hahR(b64url, 35)
	switch rng.IntN(3) {
	case 0:
		return hahS("android-build", "gradle", "signingConfigs {\n    release {\n        storeFile file(\"release.jks\")\n        storePassword \""+sp+"\"\n        keyAlias \"upload\"\n        keyPassword \""+kp+"\"\n    }\n}", []string{sp, kp}, "        keyAlias \"upload\"")
	case 1:
		return hahS("android-build", "properties", "storeFile=../keys/upload.jks\nstorePassword="+sp+"\nkeyAlias=upload\nkeyPassword="+kp+"\n", []string{sp, kp}, "keyAlias=upload")
	default:
		return hahS("android-build", "properties", "sdk.dir=/home/dev/Android/Sdk\nMAPS_API_KEY="+mk+"\n", []string{mk}, "sdk.dir=/home/dev/Android/Sdk")
	}
}

func hahIOS() Sample {
	mp := hahHumanPw()
	body := hahPEMBody(3)
	switch rng.IntN(2) {
	case 0:
		return hahS("ios-build", "env", "MATCH_PASSWORD="+mp+"\nFASTLANE_USER=ci@example.com\nMATCH_GIT_URL=git@github.com:example/certs.git", []string{mp}, "FASTLANE_USER=ci@example.com")
	default:
		return hahS("ios-build", "pem", "AuthKey_"+hahR(upper+digits, 10)+".p8:\n-----BEGIN PRIVATE KEY-----\n"+strings.Join(body, "\n")+"\n-----END PRIVATE KEY-----", body)
	}
}

func hahWPA() Sample {
	pw := hahURLPw()
	hpsk := hahHex(64)
	switch rng.IntN(3) {
	case 0:
		return hahS("wifi-password", "conf", "ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev\ncountry=DE\n\nnetwork={\n    ssid=\""+hahSSID()+"\"\n    psk=\""+pw+"\"\n}", []string{pw}, "country=DE")
	case 1:
		return hahS("wifi-password", "conf", "network={\n\tssid=\"IoT-Netz\"\n\tpsk="+hpsk+"\n}", []string{hpsk})
	default:
		return hahS("wifi-password", "shell", "sudo nmcli dev wifi connect \""+hahSSID()+"\" password \""+pw+"\" ifname wlan0", []string{pw})
	}
}

func hahInflux() Sample {
	tok := hahR(alnum+"-_", 86) + "=="
	switch rng.IntN(2) {
	case 0:
		return hahS("influxdb", "toml", "[[outputs.influxdb_v2]]\n  urls = [\"http://"+hahHost()+":8086\"]\n  token = \""+tok+"\"\n  organization = \"home\"\n  bucket = \"sensors\"\n", []string{tok}, "  bucket = \"sensors\"")
	default:
		return hahS("influxdb", "shell", "influx write -b sensors -o home -t "+tok+" 'temp,room=attic value=21.4'", []string{tok})
	}
}

func hahIoTCloudKeys() Sample {
	blynk := hahR(alnum+"_-", 32)
	aio := "aio_" + hahR(alnum, 28)
	ts := hahR(upper+digits, 16)
	part := hahHex(40)
	switch rng.IntN(4) {
	case 0:
		return hahS("iot-cloud", "arduino", "#define BLYNK_TEMPLATE_ID \"TMPL"+hahR(alnum, 8)+"\"\n#define BLYNK_AUTH_TOKEN \""+blynk+"\"\n#include <BlynkSimpleEsp32.h>", []string{blynk}, "#include <BlynkSimpleEsp32.h>")
	case 1:
		return hahS("iot-cloud", "python", "aio = Client('"+hahP("jkessler", "makerlab", "tinkerer42")+"', '"+aio+"')\naio.send_data('garage-temp', 19.5)", []string{aio}, "aio.send_data('garage-temp', 19.5)")
	case 2:
		return hahS("iot-cloud", "shell", "curl \"https://api.thingspeak.com/update?api_key="+ts+"&field1=23.7\"", []string{ts})
	default:
		return hahS("iot-cloud", "shell", "particle call "+hahHex(24)+" led on --auth "+part, []string{part})
	}
}

func hahShellyCurl() Sample {
	pw := hahURLPw()
	h := hahHost()
	switch rng.IntN(2) {
	case 0:
		return hahS("basic-auth", "shell", "curl -u admin:"+pw+" http://"+h+"/rpc/Switch.Set?id=0&on=true", []string{pw})
	default:
		return hahS("basic-auth", "shell", "curl --digest -u admin:"+pw+" \"http://"+h+"/rpc/Shelly.GetStatus\" | jq .temperature", []string{pw})
	}
}

func hahMicroPython() Sample {
	pw := hahHumanPw()
	return hahS("wifi-password", "micropython", "import network\nwlan = network.WLAN(network.STA_IF)\nwlan.active(True)\nwlan.connect('"+hahSSID()+"', '"+pw+"')\nwhile not wlan.isconnected():\n    pass\nprint(wlan.ifconfig())", []string{pw}, "print(wlan.ifconfig())")
}

func hahHAToken() Sample {
	j := hahJWT()
	switch rng.IntN(3) {
	case 0:
		return hahS("home-assistant", "shell", "curl -X POST -H \"Authorization: Bearer "+j+"\" -H \"Content-Type: application/json\" -d '{\"entity_id\": \"light.kitchen\"}' http://homeassistant.local:8123/api/services/light/turn_on", []string{j})
	case 1:
		return hahS("home-assistant", "chat", "long-lived access token for the wall tablet: "+j, []string{j})
	default:
		return hahS("home-assistant", "yaml", "homeassistant:\n  url: http://homeassistant.local:8123\n  token: "+j+"\nrefresh: 30s\n", []string{j}, "refresh: 30s")
	}
}

func hahGrafanaIni() Sample {
	pw := hahRandPw()
	return hahS("grafana", "ini", "[security]\nadmin_user = admin\nadmin_password = "+pw+"\ndisable_gravatar = true\n", []string{pw}, "disable_gravatar = true")
}
