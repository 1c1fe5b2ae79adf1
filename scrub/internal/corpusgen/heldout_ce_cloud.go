package main

import (
	"fmt"
	"strings"
)

// Azure IoT Hub / DPS, AWS IoT, TTN, Particle, Blynk, Arduino Cloud, Golioth, webhooks.
var hceCloudGens = []hceGen{
	func() Sample { // device connection string in .env
		hub, dev, key := hceHub(), hceDevice(), hceB64(32)
		t := fmt.Sprintf(`# simulator .env — device twin tests
IOTHUB_DEVICE_CONNECTION_STRING="HostName=%s.azure-devices.net;DeviceId=%s;SharedAccessKey=%s"
SEND_INTERVAL_MS=%d
LOG_LEVEL=debug`, hub, dev, key, hceN(1, 30)*1000)
		return hceS("azure-device-key", "env", t, []string{key}, hub, dev)
	},
	func() Sample { // az cli output
		hub, dev, key := hceHub(), hceDevice(), hceB64(32)
		t := fmt.Sprintf(`$ az iot hub device-identity connection-string show --hub-name %s --device-id %s
{
  "connectionString": "HostName=%s.azure-devices.net;DeviceId=%s;SharedAccessKey=%s"
}`, hub, dev, hub, dev, key)
		return hceS("azure-device-key", "shell", t, []string{key}, hub, dev)
	},
	func() Sample { // iothubowner in appsettings.json
		hub, key := hceHub(), hceB64(32)
		t := fmt.Sprintf(`{
  "Logging": { "LogLevel": { "Default": "Information" } },
  "IoTHub": {
    "ConnectionString": "HostName=%s.azure-devices.net;SharedAccessKeyName=%s;SharedAccessKey=%s",
    "ConsumerGroup": "$Default"
  }
}`, hub, hceP("iothubowner", "service", "registryReadWrite"), key)
		return hceS("azure-hub-key", "json", t, []string{key}, hub)
	},
	func() Sample { // event hub compatible endpoint
		hub, key := hceHub(), hceB64(32)
		ns := "ihsuprod" + hceP("am", "db", "ln", "bl") + "res" + fmt.Sprint(hceN(1, 99)) + "dednamespace"
		t := fmt.Sprintf(`The Function reads telemetry from the built-in endpoint. Setting in local.settings.json:
"EventHubConnection": "Endpoint=sb://%s.servicebus.windows.net/;SharedAccessKeyName=iothubowner;SharedAccessKey=%s;EntityPath=%s"
Locally it works, in Azure it times out — any idea?`, ns, key, hub)
		return hceS("azure-hub-key", "mail", t, []string{key}, ns)
	},
	func() Sample { // SAS token as MQTT password
		hub, dev := hceHub(), hceDevice()
		host := hub + ".azure-devices.net"
		sas, sig := hceSAS(host, dev)
		t := fmt.Sprintf(`Connecting with mosquitto_pub straight to the hub to rule out the firmware:

mosquitto_pub -d -q 1 --capath /etc/ssl/certs/ -V mqttv311 -p 8883 \
  -h %s -i %s \
  -u "%s/%s/?api-version=2021-04-12" \
  -P "%s" \
  -t "devices/%s/messages/events/" -m '{"temp":%d}'`, host, dev, host, dev, sas, dev, hceN(15, 30))
		return hceS("azure-sas-token", "shell", t, []string{sig}, host, dev)
	},
	func() Sample { // DPS group key derive
		grp, scope := hceB64(64), "0ne00"+hceHexUp(6)
		reg := hceDevice()
		t := fmt.Sprintf(`#!/bin/bash
# derive per-device key from the DPS enrollment group key
GROUP_KEY="%s"
REG_ID="%s"
ID_SCOPE="%s"
keybytes=$(echo "$GROUP_KEY" | base64 --decode | xxd -p -u -c 1000)
DEVICE_KEY=$(echo -n "$REG_ID" | openssl sha256 -mac HMAC -macopt hexkey:$keybytes -binary | base64)
echo "$REG_ID -> $DEVICE_KEY"`, grp, reg, scope)
		return hceS("azure-dps-group-key", "shell", t, []string{grp}, reg, scope)
	},
	func() Sample { // DPS C config
		key, scope := hceB64(32), "0ne00"+hceHexUp(6)
		reg := hceDevice()
		t := fmt.Sprintf(`// sample_config.h
#define DPS_ID_SCOPE        "%s"
#define DPS_REGISTRATION_ID "%s"
#define DPS_SYMMETRIC_KEY   "%s"
#define MODEL_ID            "dtmi:%s:thermostat;%d"`, scope, reg, key, hceP("com:acme", "de:fabrik"), hceN(1, 3))
		return hceS("azure-device-key", "code", t, []string{key}, scope, reg)
	},
	func() Sample { // aws iot create-keys-and-certificate
		block, _ := hcePEM("RSA PRIVATE KEY", pick([]int{1190, 1192, 1217}))
		esc := strings.ReplaceAll(block, "\n", "\\n")
		id := hceHex(64)
		_, cert := hcePEM("CERTIFICATE", 860)
		certEsc := "-----BEGIN CERTIFICATE-----\\n" + strings.Join(cert[:3], "\\n") + "\\n...\\n-----END CERTIFICATE-----\\n"
		t := fmt.Sprintf(`$ aws iot create-keys-and-certificate --set-as-active
{
    "certificateArn": "arn:aws:iot:%s:%s:cert/%s",
    "certificateId": "%s",
    "certificatePem": "%s",
    "keyPair": {
        "PublicKey": "-----BEGIN PUBLIC KEY-----\n%s\n-----END PUBLIC KEY-----\n",
        "PrivateKey": "%s\n"
    }
}`, hceRegion(), rnd(digits, 12), id, id, certEsc, hceB64(48), esc)
		return hceS("private-key", "shell", t, []string{esc}, id)
	},
	func() Sample { // aws credentials file
		ak, sk := hceAKIA(), hceAwsSk()
		t := fmt.Sprintf(`~/.aws/credentials on the flashing station:

[iot-provisioning]
aws_access_key_id = %s
aws_secret_access_key = %s
region = %s`, ak, sk, hceRegion())
		return hceS("aws-access-key", "ini", t, []string{ak, sk})
	},
	func() Sample { // provisioning script with exports
		ak, sk := hceAKIA(), hceAwsSk()
		thing := hceDevice()
		t := fmt.Sprintf(`#!/usr/bin/env bash
set -euo pipefail
export AWS_ACCESS_KEY_ID=%s
export AWS_SECRET_ACCESS_KEY=%s
export AWS_DEFAULT_REGION=%s
THING=%s
aws iot create-thing --thing-name "$THING"
aws iot attach-thing-principal --thing-name "$THING" --principal "$CERT_ARN"
idf.py -p /dev/ttyUSB0 flash monitor`, ak, sk, hceRegion(), thing)
		return hceS("aws-access-key", "shell", t, []string{ak, sk}, thing)
	},
	func() Sample { // aws secrets.h with PEM
		block, lines := hcePEM(hceP("RSA PRIVATE KEY", "PRIVATE KEY"), pick([]int{1190, 1217, 1218}))
		ep := hceHex(14) + "-ats.iot." + hceRegion() + ".amazonaws.com"
		thing := hceDevice()
		t := fmt.Sprintf(`#include <pgmspace.h>

#define THINGNAME "%s"
const char AWS_IOT_ENDPOINT[] = "%s";

// Device Private Key
static const char AWS_CERT_PRIVATE[] PROGMEM = R"KEY(
%s
)KEY";`, thing, ep, block)
		return hceS("private-key", "code", t, hcePEMSecrets(block, lines), thing, ep)
	},
	func() Sample { // German ticket with AWS keys
		ak, sk := hceAKIA(), hceAwsSk()
		t := fmt.Sprintf(`Hallo %s,

für das Flash-Skript in der Fertigung brauchst du einen IAM-User mit iot:CreateThing.
Zugriffsschlüssel-ID: %s
Geheimer Zugriffsschlüssel: %s
Bitte nur lokal auf dem Fertigungs-PC hinterlegen.

Gruß %s`, hcePerson(), ak, sk, hcePerson())
		return hceS("aws-access-key", "mail", t, []string{ak, sk})
	},
	func() Sample { // TTN API key
		key := hceTTNKey()
		app := hceP("soil-moisture", "parking-sensors", "bienenstock", "wasserzaehler") + "-" + fmt.Sprint(hceN(1, 99))
		t := fmt.Sprintf(`%s: for the webhook integration use this API key (rights: read uplink, write downlink):
%s
application id is %s`, hcePerson(), key, app)
		return hceS("ttn-api-key", "chat", t, []string{key}, app)
	},
	func() Sample { // LMIC appkey
		kb := hceBytes(16)
		p := make([]string, 16)
		for i, b := range kb {
			p[i] = fmt.Sprintf("0x%02X", b)
		}
		key := strings.Join(p, ", ")
		deveui := hceHexUp(16)
		t := fmt.Sprintf(`// LMIC OTAA settings (DEVEUI and APPEUI in LSB, APPKEY in MSB!)
static const u1_t PROGMEM DEVEUI[8] = { %s };
// This key should be in big endian format
static const u1_t PROGMEM APPKEY[16] = { %s };
void os_getDevKey (u1_t* buf) {  memcpy_P(buf, APPKEY, 16);}`, "0x"+hceGroup(deveui, 2, ", 0x"), key)
		return hceS("lorawan-app-key", "code", t, []string{key})
	},
	func() Sample { // ttn-lw-cli create device
		key := hceHexUp(32)
		dev, eui := hceDevice(), hceHexUp(16)
		t := fmt.Sprintf(`ttn-lw-cli end-devices create %s %s \
  --dev-eui %s \
  --join-eui 0000000000000000 \
  --frequency-plan-id EU_863_870_TTN \
  --root-keys.app-key.key %s \
  --lorawan-version 1.0.3 \
  --lorawan-phy-version 1.0.3-a`, hceP("wasser-app", "feld-sensoren", "lab-app"), dev, eui, key)
		return hceS("lorawan-app-key", "shell", t, []string{key}, dev, eui)
	},
	func() Sample { // particle token
		tok := hceHex(40)
		t := fmt.Sprintf(`$ particle token create --expires-in %d
? Using account %s@%s
New access token expires on %s
    %s`, hceN(1, 90)*86400, strings.ToLower(hcePerson()), hceP("acme-iot.de", "gmail.com", "example.com"), hceP("Mon Mar 02 2026", "Fri Jan 09 2026", "Tue Jun 16 2026"), tok)
		return hceS("particle-token", "shell", t, []string{tok})
	},
	func() Sample { // blynk
		tok := rnd(b64url, 32)
		tid := "TMPL" + rnd(alnum, 8)
		t := fmt.Sprintf(`#define BLYNK_TEMPLATE_ID "%s"
#define BLYNK_TEMPLATE_NAME "%s"
#define BLYNK_AUTH_TOKEN "%s"

#include <BlynkSimpleEsp32.h>
char ssid[] = "%s";`, tid, hceP("Gewaechshaus", "Pool Monitor", "Garage Door"), tok, hceP("Garten", "IoT", "Home"))
		return hceS("blynk-token", "code", t, []string{tok}, tid)
	},
	func() Sample { // arduino_secrets.h
		key, wifi := rnd(upper+digits, 20), hcePw()
		secs := []string{key}
		we := hceMaybe(&secs, wifi, wifi, "")
		t := fmt.Sprintf(`// arduino_secrets.h — generated by the Arduino IoT Cloud wizard
#define SECRET_SSID "%s"
#define SECRET_OPTIONAL_PASS "%s"
#define SECRET_DEVICE_KEY "%s"`, hceP("Buero", "Labor", "HomeWiFi"), we, key)
		return hceS("device-key", "code", t, secs)
	},
	func() Sample { // golioth zephyr shell
		psk := hcePwURL()
		id := hceDevice() + "@" + hceP("acme-fleet", "lab-proj", "heizung-"+hceHex(4))
		t := fmt.Sprintf(`uart:~$ settings set golioth/psk-id %s
uart:~$ settings set golioth/psk %s
uart:~$ kernel reboot cold
*** Booting Zephyr OS build v3.%d.0 ***
[00:00:02.114,000] <inf> golioth_mqtt: Client connected!`, id, psk, hceN(5, 7))
		return hceS("device-psk", "console", t, []string{psk}, id)
	},
	func() Sample { // influx token curl
		tok := hceB64(64)
		t := fmt.Sprintf(`curl -i -XPOST "http://%s:8086/api/v2/write?org=%s&bucket=esp&precision=s" \
  --header "Authorization: Token %s" \
  --data-raw "temp,device=%s value=%d.%d"`, hceIP(), hceP("home", "lab"), tok, hceDevice(), hceN(15, 30), hceN(0, 9))
		return hceS("influx-token", "shell", t, []string{tok})
	},
	func() Sample { // slack webhook in CI yaml
		hook := hceSlackHook()
		t := fmt.Sprintf(`  notify:
    needs: build-firmware
    runs-on: ubuntu-latest
    steps:
      - name: Post to #fw-builds
        run: |
          curl -X POST -H 'Content-type: application/json' \
            --data '{"text":"Firmware ${{ github.ref_name }} built"}' \
            %s`, hook)
		return hceS("slack-webhook", "yaml", t, []string{hook})
	},
	func() Sample { // discord webhook in firmware
		hook := hceDiscordHook()
		t := fmt.Sprintf(`// Türklingel -> Discord
const char* DISCORD_WEBHOOK = "%s";

void ring() {
  HTTPClient http;
  http.begin(DISCORD_WEBHOOK);
  http.addHeader("Content-Type", "application/json");
  http.POST("{\"content\":\"Es hat geklingelt!\"}");
}`, hook)
		return hceS("discord-webhook", "code", t, []string{hook})
	},
	func() Sample { // teams webhook in notifier config
		hook := hceTeamsHook()
		t := fmt.Sprintf(`[notifier]
on_ota_failure = true
on_device_offline_minutes = %d
teams_webhook = "%s"`, hceN(5, 60), hook)
		return hceS("teams-webhook", "toml", t, []string{hook})
	},
	func() Sample { // GitHub token in component fetch
		tok := hceP("ghp_"+rnd(alnum, 36), "github_pat_"+rnd(alnum, 22)+"_"+rnd(alnum, 59))
		org := hceP("acme-iot", "fabrik-embedded", "lab42")
		t := fmt.Sprintf(`# idf_component.yml in the CI image can't reach the private repo, so for now:
git clone https://x-access-token:%s@github.com/%s/esp-components.git components/shared
# TODO replace with deploy key`, tok, org)
		return hceS("github-token", "shell", t, []string{tok}, org)
	},
	func() Sample { // balena
		tok := rnd(alnum, 32)
		t := fmt.Sprintf(`Fleet builds on the Jenkins box:
  balena login --token %s
  balena push %s
The token belongs to the %s account, API key name "jenkins".`, tok, hceP("gateway-fleet", "kiosk-fleet", "sensor-hubs"), strings.ToLower(hcePerson()))
		return hceS("balena-api-key", "note", t, []string{tok})
	},
}
