package main

import (
	"fmt"
	"strings"
)

// MQTT brokers, Home Assistant, Tasmota, ESPHome, Zigbee2MQTT: samples with secrets.
var hceMQTTGens = []hceGen{
	func() Sample { // mosquitto_pub in a shell session
		u, pw, h, dev := hceUser(), hcePw(), hceBroker(), hceDevice()
		t := fmt.Sprintf(`$ mosquitto_pub -h %s -p %s -u %s -P '%s' -t 'home/%s/cmd' -m '{"relay":%s}'
$ mosquitto_sub -h %s -u %s -P '%s' -t 'home/%s/#' -v
home/%s/state {"relay":true,"rssi":-%d}`, h, hceP("1883", "8883"), u, pw, dev, hceP("true", "false"), h, u, pw, dev, dev, hceN(40, 85))
		return hceS("mqtt-password", "shell", t, []string{pw}, u, h)
	},
	func() Sample { // mosquitto bridge config
		u, pw, h := hceUser(), hcePw(), hceBroker()
		t := fmt.Sprintf(`# /etc/mosquitto/conf.d/bridge.conf
connection %s
address %s:8883
topic sensors/# out 1 local/ remote/
remote_clientid %s
remote_username %s
remote_password %s
bridge_cafile /etc/mosquitto/certs/ca.crt
bridge_insecure false
cleansession true`, hceP("cloud-bridge", "bridge-to-hq", "aws-bridge"), h, hceDevice(), u, pw)
		return hceS("mqtt-password", "config", t, []string{pw}, u, h)
	},
	func() Sample { // HA secrets.yaml
		mq, wifi, ssid := hcePw(), hcePw(), hceP("FRITZ!Box 7590 XY", "Werkstatt-WLAN", "IoT-Netz", "lab-2g", "Gartenhaus-AP")
		t := fmt.Sprintf(`# secrets.yaml  (Home Assistant)
wifi_ssid: "%s"
wifi_password: "%s"
mqtt_user: %s
mqtt_password: "%s"
latitude_home: 52.%d
longitude_home: 13.%d`, ssid, wifi, hceP("homeassistant", "ha", "mqtt_ha"), mq, hceN(1000, 9999), hceN(1000, 9999))
		return hceS("mqtt-password", "yaml", t, []string{wifi, mq}, ssid)
	},
	func() Sample { // Tasmota console backlog
		u, pw, ip := hceUser(), hcePwURL(), hceIP()
		t := fmt.Sprintf(`Tasmota console on %s, ran this after the reset:

Backlog MqttHost %s; MqttPort 1883; MqttUser %s; MqttPassword %s; Topic %s; SetOption19 1

then it reconnected fine:
%02d:%02d:%02d.%03d MQT: Attempting connection...
%02d:%02d:%02d.%03d MQT: Connected`, ip, hceIP(), u, pw, hceDevice(), hceN(0, 23), hceN(0, 59), hceN(0, 59), hceN(0, 999), hceN(0, 23), hceN(0, 59), hceN(0, 59), hceN(0, 999))
		return hceS("mqtt-password", "console", t, []string{pw}, u)
	},
	func() Sample { // Tasmota web + wifi passwords
		web, wifi := hcePwURL(), hcePwURL()
		ssid := hceP("Keller-IoT", "HomeNet", "lab-iot", "Schuppen")
		secs := []string{wifi}
		we := hceMaybe(&secs, web, "; WebPassword "+web+"\nWebPassword ist für alle gleich, bitte nicht ins Wiki kopieren", "\nWeb-UI ohne Passwort, nur im IoT-VLAN erreichbar")
		t := fmt.Sprintf(`%s: hab die Steckdosen neu geflasht, Tasmota 14.%d.
Backlog SSId1 %s; Password1 %s%s`, hcePerson(), hceN(0, 4), ssid, wifi, we)
		return hceS("wifi-key", "chat", t, secs, ssid)
	},
	func() Sample { // ESPHome yaml
		wifi, key, ota := hcePw(), hceB64(32), hcePwURL()
		name := hceDevice()
		secs := []string{key}
		we := hceMaybe(&secs, wifi, `"`+wifi+`"`, "!secret wifi_password")
		oe := hceMaybe(&secs, ota, `"`+ota+`"`, "!secret ota_password")
		t := fmt.Sprintf(`esphome:
  name: %s

esp32:
  board: %s

wifi:
  ssid: "%s"
  password: %s

api:
  encryption:
    key: "%s"

ota:
  - platform: esphome
    password: %s

sensor:
  - platform: dht
    pin: GPIO%d
    temperature:
      name: "Temperatur"`, name, hceP("esp32dev", "esp32-c3-devkitm-1", "esp32-s3-devkitc-1"), hceP("IoT", "Heimnetz", "lab"), we, key, oe, hceN(2, 33))
		return hceS("esphome-api-key", "yaml", t, secs, name)
	},
	func() Sample { // Zigbee2MQTT configuration.yaml
		pw, nk := hcePw(), hceZigbeeKey()
		u := hceUser()
		t := fmt.Sprintf(`homeassistant: true
permit_join: false
mqtt:
  base_topic: zigbee2mqtt
  server: mqtt://%s:1883
  user: %s
  password: %s
serial:
  port: /dev/serial/by-id/usb-ITead_Sonoff_Zigbee_3.0_USB_Dongle_Plus_%s-if00-port0
advanced:
  pan_id: %d
  network_key: [%s]
  log_level: warn`, hceIP(), u, pw, hceHex(32), hceN(1000, 65000), nk)
		return hceS("zigbee-network-key", "yaml", t, []string{pw, nk}, u)
	},
	func() Sample { // chat with broker creds
		u, pw, h := hceUser(), hcePw(), hceBroker()
		t := fmt.Sprintf(`%s: can someone give me access to the test broker? my esp keeps getting "Connection refused: not authorised"
%s: %s, user %s pw %s
%s: thx, works now 👍`, hcePerson(), hcePerson(), h, u, pw, hcePerson())
		return hceS("mqtt-password", "chat", t, []string{pw}, h, u)
	},
	func() Sample { // German chat
		u, pw, h := hceUser(), hcePw(), hceBroker()
		t := fmt.Sprintf(`Hi %s, hier die Zugangsdaten für den neuen Broker:
Host: %s (Port 8883, TLS)
Benutzer: %s
Passwort: %s
Die alten Zugänge werden %s abgeschaltet.`, hcePerson(), h, u, pw, hceP("Freitag", "Ende des Monats", "nach dem Release"))
		return hceS("mqtt-password", "chat", t, []string{pw}, h, u)
	},
	func() Sample { // paho python
		u, pw, h := hceUser(), hcePw(), hceBroker()
		t := fmt.Sprintf(`import paho.mqtt.client as mqtt

client = mqtt.Client(client_id="%s", protocol=mqtt.MQTTv311)
client.username_pw_set("%s", "%s")
client.tls_set(ca_certs="ca.pem")
client.connect("%s", 8883, keepalive=60)
client.loop_start()`, hceDevice(), u, pw, h)
		return hceS("mqtt-password", "code", t, []string{pw}, u, h)
	},
	func() Sample { // Arduino PubSubClient
		u, pw := hceUser(), hcePw()
		dev := hceDevice()
		t := fmt.Sprintf(`void reconnect() {
  while (!client.connected()) {
    Serial.print("Attempting MQTT connection...");
    // TODO move creds to secrets.h before pushing!!
    if (client.connect("%s", "%s", "%s")) {
      Serial.println("connected");
      client.subscribe("%s/set");
    } else {
      delay(5000);
    }
  }
}`, dev, u, pw, dev)
		return hceS("mqtt-password", "code", t, []string{pw}, u, dev)
	},
	func() Sample { // .env with mqtts url
		u, pw, h := hceUser(), hcePwURL(), hceBroker()
		t := fmt.Sprintf(`# telemetry-ingest .env
LOG_LEVEL=info
MQTT_URL=mqtts://%s:%s@%s:8883
MQTT_TOPIC=fleet/+/telemetry
INFLUX_BUCKET=%s
BATCH_SIZE=%d`, u, pw, h, hceP("sensors", "fleet", "telemetry"), hceN(50, 500))
		return hceS("mqtt-password", "env", t, []string{pw}, u, h)
	},
	func() Sample { // EMQX docker compose
		pw := hcePwURL()
		t := fmt.Sprintf(`services:
  emqx:
    image: emqx/emqx:5.%d.%d
    ports:
      - "1883:1883"
      - "18083:18083"
    environment:
      - EMQX_NODE__NAME=emqx@node1.%s
      - EMQX_DASHBOARD__DEFAULT_USERNAME=admin
      - EMQX_DASHBOARD__DEFAULT_PASSWORD=%s
    volumes:
      - emqx-data:/opt/emqx/data`, hceN(1, 8), hceN(0, 3), hceP("emqx.io", "lab.local"), pw)
		return hceS("dashboard-password", "yaml", t, []string{pw})
	},
	func() Sample { // HA long lived token in curl
		tok := hceJWT()
		ent := hceP("light.wohnzimmer", "switch.werkbank", "climate.buero", "sensor.pv_leistung")
		t := fmt.Sprintf(`curl -s -X POST \
  -H "Authorization: Bearer %s" \
  -H "Content-Type: application/json" \
  -d '{"entity_id": "%s"}' \
  http://homeassistant.local:8123/api/services/%s/toggle`, tok, ent, strings.Split(ent, ".")[0])
		return hceS("ha-access-token", "shell", t, []string{tok}, ent)
	},
	func() Sample { // HA alarm panel code
		code := hcePIN(hceN(4, 6))
		t := fmt.Sprintf(`alarm_control_panel:
  - platform: manual
    name: Haus Alarm
    code: "%s"
    arming_time: %d
    delay_time: %d
    trigger_time: 120`, code, hceN(20, 60), hceN(20, 45))
		return hceS("alarm-code", "yaml", t, []string{code})
	},
	func() Sample { // Node-RED flows_cred.json unencrypted
		u, pw := hceUser(), hcePw()
		id := hceHex(16)
		t := fmt.Sprintf(`Node-RED lost the credentialSecret after the container rebuild, so flows_cred.json is plain now:
{
    "%s": {
        "user": "%s",
        "password": "%s"
    }
}
need to set credentialSecret in settings.js again`, id, u, pw)
		return hceS("mqtt-password", "json", t, []string{pw}, id, u)
	},
	func() Sample { // telegraf
		pw, tok := hcePw(), hceB64(64)
		u := hceUser()
		secs := []string{tok}
		pe := hceMaybe(&secs, pw, `"`+pw+`"`, `"$MQTT_PASSWORD"`)
		t := fmt.Sprintf(`[[inputs.mqtt_consumer]]
  servers = ["tcp://%s:1883"]
  topics = ["sensors/+/temperature"]
  username = "%s"
  password = %s
  data_format = "json"

[[outputs.influxdb_v2]]
  urls = ["http://influx.lab.local:8086"]
  token = "%s"
  organization = "%s"
  bucket = "sensors"`, hceIP(), u, pe, tok, hceP("home", "lab", "acme"))
		return hceS("influx-token", "toml", t, secs, u)
	},
	func() Sample { // handover note
		pw, ha := hcePw(), hcePw()
		secs := []string{ha}
		pe := hceMaybe(&secs, pw, pw, "Passwort im Vault unter kv/iot/mosquitto")
		t := fmt.Sprintf(`## Übergabe Smart-Home Keller (%s → %s)

- Broker läuft auf dem Pi (%s), mosquitto admin: %s
- Home Assistant Login: admin / %s
- Zigbee-Stick hängt am vorderen USB-Port, nicht umstecken
- Backups jede Nacht nach /mnt/nas/ha-backup`, hcePerson(), hcePerson(), hceIP(), pe, ha)
		return hceS("admin-password", "markdown", t, secs)
	},
	func() Sample { // HiveMQ Cloud ticket
		u, pw := hceUser(), hcePwURL()
		cl := hceHex(32)
		t := fmt.Sprintf(`Ticket IOT-%d: Gateways in Halle %d verlieren Verbindung zu HiveMQ Cloud

Cluster: %s.s1.eu.hivemq.cloud:8883
Credentials (Access Management): %s / %s
Fehler am Gateway: "MQTT CONNACK rc=5"
Bitte prüfen, ob die Permission auf "Publish and Subscribe" steht.`, hceN(100, 999), hceN(1, 6), cl, u, pw)
		return hceS("mqtt-password", "ticket", t, []string{pw}, cl, u)
	},
	func() Sample { // Shelly gen1 login via curl
		pw, ip := hcePwURL(), hceIP()
		t := fmt.Sprintf(`enabling auth on all the shelly 1s:
for ip in %s %s; do
  curl -s "http://$ip/settings/login?enabled=1&username=admin&password=%s"
done`, ip, hceIP(), pw)
		return hceS("device-password", "shell", t, []string{pw}, ip)
	},
	func() Sample { // tinytuya devices.json
		key := rnd(alnum+"<>^|{}[]!*#~", 16)
		id := "bf" + hceHex(20)
		t := fmt.Sprintf(`[
  {
    "name": "%s",
    "id": "%s",
    "key": "%s",
    "mac": "%s",
    "ip": "%s",
    "version": "3.%d"
  }
]`, hceP("Stehlampe", "Heizlüfter", "Kaffeemaschine", "Luftentfeuchter"), id, key, strings.ToLower(hceMAC(":")), hceIP(), hceN(3, 5))
		return hceS("tuya-local-key", "json", t, []string{key}, id)
	},
	func() Sample { // MQTT Explorer connection export
		u, pw, h := hceUser(), hcePw(), hceBroker()
		t := fmt.Sprintf(`{
  "id": "%s",
  "name": "%s",
  "host": "%s",
  "port": 8883,
  "protocol": "mqtts",
  "encryption": true,
  "username": "%s",
  "password": "%s",
  "subscriptions": [{"topic": "#", "qos": 0}]
}`, hceUUID(), hceP("Prod Broker", "Lab", "Kunde Müller"), h, u, pw)
		return hceS("mqtt-password", "json", t, []string{pw}, h, u)
	},
}

func hcePIN(n int) string {
	s := rnd("123456789", 1) + rnd(digits, n-1)
	return s
}
