package main

import (
	"fmt"
	"strings"
)

// Traps close to the MQTT / Home Assistant / Tasmota samples: no secret in them.
var hceTrapGensA = []hceGen{
	func() Sample {
		t := fmt.Sprintf(`mqtt:
  broker: %s
  port: 1883
  username: %s
  password: !secret mqtt_password
  discovery: true
http:
  use_x_forwarded_for: true
  trusted_proxies:
    - %s`, hceIP(), hceUser(), hceIP())
		return hceT("trap-secret-reference", "yaml", t)
	},
	func() Sample {
		t := fmt.Sprintf(`esphome:
  name: %s
wifi:
  ssid: !secret wifi_ssid
  password: !secret wifi_password
api:
  encryption:
    key: !secret api_key
ota:
  - platform: esphome
    password: !secret ota_password`, hceDevice())
		return hceT("trap-secret-reference", "yaml", t)
	},
	func() Sample {
		c := hceHexUp(6)
		t := fmt.Sprintf(`%s MQT: Connected
%s MQT: tele/%s/STATE = {"Time":"2025-%02d-%02dT%02d:%02d:%02d","Uptime":"0T00:%02d:%02d","Heap":%d,"POWER":"ON","Wifi":{"AP":1,"SSId":"%s","BSSId":"%s","Channel":%d,"RSSI":%d}}
Status 6: {"StatusMQT":{"MqttHost":"%s","MqttPort":1883,"MqttClientMask":"DVES_%%06X","MqttClient":"DVES_%s","MqttUser":"DVES_USER","MqttCount":1}}`,
			hceTS(), hceTS(), hceDevice(), hceN(1, 12), hceN(1, 28), hceN(0, 23), hceN(0, 59), hceN(0, 59), hceN(0, 59), hceN(0, 59), hceN(20, 30), hceP("IoT", "Keller"), hceMAC(":"), hceN(1, 13), hceN(40, 100), hceIP(), c)
		return hceT("trap-tasmota-status", "console", t)
	},
	func() Sample {
		t := fmt.Sprintf(`# /etc/mosquitto/mosquitto.conf
per_listener_settings true
listener 8883
certfile /etc/mosquitto/certs/%s.crt
keyfile /etc/mosquitto/certs/%s.key
cafile /etc/mosquitto/certs/ca.crt
allow_anonymous false
password_file /etc/mosquitto/passwd
acl_file /etc/mosquitto/acl`, hceBroker(), hceBroker())
		return hceT("trap-key-path", "config", t)
	},
	func() Sample {
		d1, d2 := hceDevice(), hceDevice()
		t := fmt.Sprintf(`%d: New connection from %s:%d on port 8883.
%d: Client %s disconnected, not authorised.
%d: New client connected from %s:%d as %s (p2, c1, k60, u'%s').
%d: Client %s closed its connection.`, 1700000000+rng.IntN(9999999), hceIP(), hceN(30000, 60000), 1700000000+rng.IntN(9999999), d1,
			1700000000+rng.IntN(9999999), hceIP(), hceN(30000, 60000), d2, hceUser(), 1700000000+rng.IntN(9999999), d2)
		return hceT("trap-broker-log", "log", t)
	},
	func() Sample {
		t := fmt.Sprintf(`%s: I reset your broker password, the new one is in 1Password under "%s". It's a one-time view link, so save it.
%s: got it, thanks`, hcePerson(), hceP("Lab MQTT", "Broker prod", "HiveMQ Cloud"), hcePerson())
		return hceT("trap-password-talk", "chat", t)
	},
	func() Sample {
		t := fmt.Sprintf(`mqtt:
  base_topic: zigbee2mqtt
  server: mqtt://%s
  user: '!secret user'
  password: '!secret password'
advanced:
  network_key: GENERATE
  pan_id: GENERATE
  ext_pan_id: [%s]
  channel: %d`, hceIP(), strings.Join(strings.Split(hceZigbeeKey(), ", ")[:8], ", "), pick([]int{11, 15, 20, 25}))
		return hceT("trap-generate-placeholder", "yaml", t)
	},
	func() Sample {
		t := fmt.Sprintf(`services:
  emqx:
    image: emqx/emqx:5.%d.0
    environment:
      - EMQX_DASHBOARD__DEFAULT_USERNAME=admin
      - EMQX_DASHBOARD__DEFAULT_PASSWORD=${EMQX_DASHBOARD_PASSWORD:?set in .env}
    env_file: .env`, hceN(1, 8))
		return hceT("trap-env-reference", "yaml", t)
	},
	func() Sample {
		t := fmt.Sprintf(`client = mqtt.Client(client_id="%s")
client.username_pw_set(os.environ["MQTT_USER"], os.environ["MQTT_PASSWORD"])
client.connect(os.getenv("MQTT_HOST", "%s"), 8883)`, hceDevice(), hceBroker())
		return hceT("trap-env-reference", "code", t)
	},
	func() Sample {
		t := fmt.Sprintf(`#include "secrets.h"

bool mqttConnect() {
  return client.connect("%s", MQTT_USER, MQTT_PASSWORD);
}`, hceDevice())
		return hceT("trap-macro-reference", "code", t)
	},
	func() Sample {
		t := fmt.Sprintf(`curl -s -H "Authorization: Bearer $HA_TOKEN" \
  http://homeassistant.local:8123/api/states/%s | jq .state`, hceP("sensor.pv_leistung", "sensor.aussentemperatur", "binary_sensor.haustuer"))
		return hceT("trap-env-reference", "shell", t)
	},
	func() Sample {
		t := fmt.Sprintf(`## Broker-Zugänge (Richtlinie)
- Passwörter für MQTT-Benutzer: mindestens %d Zeichen, zufällig erzeugt
- Pro Gerät ein eigener Benutzer, kein Sammel-Account
- Zugangsdaten werden im Vault unter kv/iot/mqtt/<geraet> abgelegt, nie im Wiki
- Bei Verdacht auf Leak: Passwort sofort rotieren und %s informieren`, pick([]int{16, 20, 24}), hcePerson())
		return hceT("trap-password-policy", "wiki", t)
	},
	func() Sample {
		t := fmt.Sprintf(`fleet/%s/telemetry {"msg_id":"%s","trace":"%s","seq":%d,"temp":%d.%d,"fw":"%d.%d.%d","build":"%s"}`,
			hceDevice(), hceUUID(), hceHex(32), hceN(1, 99999), hceN(10, 40), hceN(0, 9), hceN(1, 3), hceN(0, 20), hceN(0, 9), hceHex(12))
		return hceT("trap-request-id", "log", t)
	},
	func() Sample {
		t := `alarm_control_panel:
  - platform: manual
    name: Haus Alarm
    code: !secret alarm_code
    code_arm_required: false`
		return hceT("trap-secret-reference", "yaml", t)
	},
	func() Sample {
		t := `// settings.js
module.exports = {
    uiPort: process.env.PORT || 1880,
    credentialSecret: process.env.NODE_RED_CREDENTIAL_SECRET,
    flowFile: 'flows.json',
    adminAuth: require('./user-authentication'),
}`
		return hceT("trap-env-reference", "code", t)
	},
	func() Sample {
		t := fmt.Sprintf(`$ python -m tinytuya scan
Scanning on UDP ports 6666 and 6667 and 7000 for devices...
Unknown v3.%d Device   Product ID = %s  [Valid Broadcast]:
    Address = %s   Device ID = bf%s (len:22)  Local Key =   Version = 3.%d  Type = default, MAC =
Scan completed in 18.0 seconds`, hceN(3, 5), rnd(lower+digits, 16), hceIP(), hceHex(20), hceN(3, 5))
		return hceT("trap-device-id", "shell", t)
	},
	func() Sample {
		t := fmt.Sprintf(`{
  "id": "%s",
  "name": "Local test broker",
  "host": "%s",
  "port": 1883,
  "username": "",
  "password": "",
  "subscriptions": [{"topic": "#", "qos": 0}]
}`, hceUUID(), hceIP())
		return hceT("trap-empty-password", "json", t)
	},
	func() Sample {
		t := fmt.Sprintf(`homeassistant/sensor/%s/temperature/config
{"name":"Temperatur","unique_id":"%s_temp","state_topic":"%s/state","device_class":"temperature","unit_of_measurement":"°C","device":{"identifiers":["%s"],"manufacturer":"Espressif","model":"ESP32-C3","sw_version":"%d.%d.%d"}}`,
			hceDevice(), hceHex(12), hceDevice(), strings.ToLower(hceMAC("")), hceN(1, 3), hceN(0, 20), hceN(0, 9))
		return hceT("trap-device-id", "json", t)
	},
	func() Sample {
		t := fmt.Sprintf(`%s: how do I get a token for the HA REST API?
%s: Profile → Security → Long-lived access tokens → Create token. It's only shown once, so copy it straight into your secrets.yaml.`, hcePerson(), hcePerson())
		return hceT("trap-password-talk", "chat", t)
	},
	func() Sample {
		t := fmt.Sprintf(`Ticket IOT-%d: Viele fehlgeschlagene Logins am Broker
Auszug /var/log/mosquitto/mosquitto.log:
  Client <unknown> disconnected, not authorised. (from %s)
  Client <unknown> disconnected, not authorised. (from %s)
Benutzername laut Wireshark: "%s". Vermutlich ein Gerät mit altem Passwort – bitte Geräteliste prüfen.`, hceN(100, 999), hceIP(), hceIP(), hceUser())
		return hceT("trap-password-talk", "ticket", t)
	},
	func() Sample {
		t := fmt.Sprintf(`| Gerät | MAC | IP | Firmware | MQTT-User |
|---|---|---|---|---|
| %s | %s | %s | %d.%d.%d | %s |
| %s | %s | %s | %d.%d.%d | %s |
Passwörter: siehe Vault, nicht hier eintragen.`, hceDevice(), hceMAC(":"), hceIP(), hceN(1, 3), hceN(0, 20), hceN(0, 9), hceUser(),
			hceDevice(), hceMAC(":"), hceIP(), hceN(1, 3), hceN(0, 20), hceN(0, 9), hceUser())
		return hceT("trap-inventory", "markdown", t)
	},
	func() Sample {
		t := fmt.Sprintf(`Backlog MqttHost %s; MqttUser %s; MqttPassword <dein-passwort>; Topic %s
(Platzhalter ersetzen, das echte Passwort bekommst du von %s)`, hceIP(), hceUser(), hceDevice(), hcePerson())
		return hceT("trap-placeholder", "console", t)
	},
	func() Sample {
		t := fmt.Sprintf(`[[outputs.influxdb_v2]]
  urls = ["http://%s:8086"]
  token = "$INFLUX_TOKEN"
  organization = "%s"
  bucket = "sensors"`, hceIP(), hceP("home", "lab", "acme"))
		return hceT("trap-env-reference", "toml", t)
	},
}
