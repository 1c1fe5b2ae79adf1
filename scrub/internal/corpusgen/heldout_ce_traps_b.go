package main

import (
	"fmt"
	"strings"
)

// Traps close to the cloud and firmware samples: no secret in them.
var hceTrapGensB = []hceGen{
	func() Sample {
		t := fmt.Sprintf(`IOTHUB_DEVICE_CONNECTION_STRING="HostName=%s.azure-devices.net;DeviceId=%s;SharedAccessKey=<primary-key>"
# get the key with: az iot hub device-identity connection-string show`, hceHub(), hceDevice())
		return hceT("trap-placeholder", "env", t)
	},
	func() Sample {
		t := fmt.Sprintf(`DPS setup for the new batch:
- ID scope: 0ne00%s
- enrollment group: %s
- registration IDs = MAC without colons, e.g. %s
- the group key lives in Key Vault kv-%s, secret "dps-group-primary"`, hceHexUp(6), hceP("batch-2025-q3", "thermo-v2", "pilot-kunden"), strings.ToLower(hceMAC("")), hceP("iot-prod", "fleet-weu"))
		return hceT("trap-azure-ids", "note", t)
	},
	func() Sample {
		t := fmt.Sprintf(`$ az iot hub device-identity list --hub-name %s -o json | jq '.[0]'
{
  "authenticationType": "selfSigned",
  "connectionState": "Disconnected",
  "deviceId": "%s",
  "etag": "%s",
  "generationId": "%s",
  "lastActivityTime": "2025-%02d-%02dT%02d:%02d:%02d.%07dZ",
  "status": "enabled",
  "x509Thumbprint": { "primaryThumbprint": "%s", "secondaryThumbprint": null }
}`, hceHub(), hceDevice(), hceB64(8), "6"+rnd(digits, 17), hceN(1, 12), hceN(1, 28), hceN(0, 23), hceN(0, 59), hceN(0, 59), hceN(0, 9999999), hceHexUp(40))
		return hceT("trap-azure-ids", "shell", t)
	},
	func() Sample {
		id := hceHex(64)
		t := fmt.Sprintf(`Thing: %s
Endpoint: %s-ats.iot.%s.amazonaws.com
Certificate ARN: arn:aws:iot:%s:%s:cert/%s
Policy: %s
Private key stays on the device (ATECC608, slot 0), never exported.`, hceDevice(), hceHex(14), hceRegion(), hceRegion(), rnd(digits, 12), id, hceP("SensorPolicy", "fleet-basic"))
		return hceT("trap-aws-ids", "note", t)
	},
	func() Sample {
		_, lines := hcePEM("CERTIFICATE", 850)
		t := fmt.Sprintf(`// certs.h – Amazon Root CA 1 (public)
static const char AWS_CERT_CA[] PROGMEM = R"EOF(
-----BEGIN CERTIFICATE-----
%s
-----END CERTIFICATE-----
)EOF";`, strings.Join(lines, "\n"))
		return hceT("trap-public-cert", "code", t)
	},
	func() Sample {
		t := fmt.Sprintf(`{
  "Version": "2012-10-17",
  "Statement": [
    { "Effect": "Allow", "Action": "iot:Connect",
      "Resource": "arn:aws:iot:%s:%s:client/${iot:Connection.Thing.ThingName}" },
    { "Effect": "Allow", "Action": ["iot:Publish", "iot:Receive"],
      "Resource": "arn:aws:iot:%s:%s:topic/sensors/*" }
  ]
}`, hceRegion(), rnd(digits, 12), hceRegion(), rnd(digits, 12))
		return hceT("trap-aws-ids", "json", t)
	},
	func() Sample {
		t := `      - name: Configure AWS credentials
        uses: aws-actions/configure-aws-credentials@v4
        with:
          aws-access-key-id: ${{ secrets.AWS_ACCESS_KEY_ID }}
          aws-secret-access-key: ${{ secrets.AWS_SECRET_ACCESS_KEY }}
          aws-region: eu-central-1
      - run: ./tools/upload_ota.sh build/firmware.bin`
		return hceT("trap-secret-reference", "yaml", t)
	},
	func() Sample {
		t := fmt.Sprintf(`Neue Knoten in TTN angelegt:
| Device ID | DevEUI | JoinEUI | DevAddr |
|---|---|---|---|
| %s | %s | %s | %s |
| %s | %s | %s | %s |
AppKeys generiert TTN, die stehen nur in der Console.`, hceDevice(), hceHexUp(16), "70B3D57ED"+hceHexUp(7), "260B"+hceHexUp(4),
			hceDevice(), hceHexUp(16), "70B3D57ED"+hceHexUp(7), "260B"+hceHexUp(4))
		return hceT("trap-lorawan-ids", "markdown", t)
	},
	func() Sample {
		t := `// copy from the TTN console, MSB first
static const u1_t PROGMEM APPKEY[16] = { FILLMEIN };
static const u1_t PROGMEM DEVEUI[8] = { FILLMEIN };
static const u1_t PROGMEM APPEUI[8] = { FILLMEIN };`
		return hceT("trap-placeholder", "code", t)
	},
	func() Sample {
		t := fmt.Sprintf(`$ particle list
%s [%s] (%s) is online
  Functions:
    int relay(String args)
%s [%s] (%s) is offline`, hceDevice(), hceHex(24), hceP("Boron", "Argon", "Photon 2"), hceDevice(), hceHex(24), hceP("Boron", "Argon"))
		return hceT("trap-device-id", "shell", t)
	},
	func() Sample {
		t := fmt.Sprintf(`#define BLYNK_TEMPLATE_ID "TMPL%s"
#define BLYNK_TEMPLATE_NAME "%s"
// no BLYNK_AUTH_TOKEN here: the token is assigned during Blynk.Edgent provisioning
#include "BlynkEdgent.h"`, rnd(alnum, 8), hceP("Gewaechshaus", "Pool Monitor"))
		return hceT("trap-device-id", "code", t)
	},
	func() Sample {
		t := `// arduino_secrets.h.example – copy to arduino_secrets.h and fill in
#define SECRET_SSID ""
#define SECRET_OPTIONAL_PASS ""
#define SECRET_DEVICE_KEY ""`
		return hceT("trap-placeholder", "code", t)
	},
	func() Sample {
		t := fmt.Sprintf(`ets Jul 29 2019 12:21:46

rst:0x1 (POWERON_RESET),boot:0x13 (SPI_FAST_FLASH_BOOT)
I (%s) boot: ESP-IDF v5.%d.%d 2nd stage bootloader
I (%s) boot: chip revision: v3.%d
I (%s) cpu_start: App version:      %d.%d.%d
I (%s) cpu_start: ELF file SHA256:  %s...
I (%s) system_api: Base MAC address is not set
I (%s) wifi:mode : sta (%s)`, hceMs(), hceN(0, 4), hceN(0, 3), hceMs(), hceN(0, 1), hceMs(), hceN(1, 3), hceN(0, 20), hceN(0, 9), hceMs(), hceHex(16), hceMs(), hceMs(), strings.ToLower(hceMAC(":")))
		return hceT("trap-boot-log", "log", t)
	},
	func() Sample {
		t := fmt.Sprintf(`$ espsecure.py verify_signature --version 2 --keyfile secure_boot_signing_key_pub.pem build/app.bin
espsecure.py v4.%d.%d
Signature block 0 is valid (ECDSA).
Public key digest: %s`, hceN(5, 8), hceN(0, 2), hceHex(64))
		return hceT("trap-public-key-digest", "shell", t)
	},
	func() Sample {
		pk := hceBytes(16)
		p := make([]string, len(pk))
		for i, b := range pk {
			p[i] = fmt.Sprintf("0x%02x", b)
		}
		t := fmt.Sprintf(`$ imgtool getpub -k root-ec-p256.pem
/* Autogenerated by imgtool.py, do not edit. */
const unsigned char ecdsa_pub_key[] = {
    %s,
    /* ... */
};
const unsigned int ecdsa_pub_key_len = 91;`, strings.Join(p, ", "))
		return hceT("trap-public-key", "shell", t)
	},
	func() Sample {
		t := fmt.Sprintf(`$ espefuse.py -p /dev/ttyUSB0 summary
...
BLOCK_KEY0 (BLOCK4)   Purpose: XTS_AES_128_KEY
   = ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? -/-
SPI_BOOT_CRYPT_CNT (BLOCK0)   Enables flash encryption = Enable (0b%s) R/W
MAC (BLOCK1)   MAC address = %s (OK) R/W`, hceP("001", "111"), strings.ToLower(hceMAC(":")))
		return hceT("trap-read-protected", "shell", t)
	},
	func() Sample {
		t := fmt.Sprintf(`CONFIG_EXAMPLE_WIFI_SSID="%s"
# password is set locally via menuconfig, keep it empty in the committed sdkconfig.defaults
CONFIG_EXAMPLE_WIFI_PASSWORD=""
CONFIG_BROKER_URL="mqtts://%s"`, hceP("Labor-2G", "IoT_Test"), hceBroker())
		return hceT("trap-empty-password", "config", t)
	},
	func() Sample {
		t := `// secrets.h.example — copy to secrets.h and replace the values
#define WIFI_SSID      "YOUR_SSID"
#define WIFI_PASSWORD  "YOUR_WIFI_PASSWORD"
#define MQTT_USER      "YOUR_MQTT_USER"
#define MQTT_PASSWORD  "YOUR_MQTT_PASSWORD"`
		return hceT("trap-placeholder", "code", t)
	},
	func() Sample {
		t := fmt.Sprintf(`key,type,encoding,value
storage,namespace,,
wifi_ssid,data,string,%s
wifi_pass,file,string,/run/secrets/wifi_pass.txt
device_cert,file,binary,certs/%s.der
serial_no,data,string,SN-%s`, hceP("Fertigung", "Line3"), hceDevice(), rnd(upper+digits, 10))
		return hceT("trap-file-reference", "csv", t)
	},
	func() Sample {
		t := `network={
    ssid="CHANGE_ME"
    psk="changeme"   # replaced by provision.sh with the customer's key
    key_mgmt=WPA-PSK
}`
		return hceT("trap-placeholder", "config", t)
	},
	func() Sample {
		t := fmt.Sprintf(`I (%s) wifi:connected with %s, aid = %d, channel %d, BW20, bssid = %s
I (%s) wifi:security: WPA2-PSK, phy: bgn, rssi: -%d
I (%s) esp_netif_handlers: sta ip: %s, mask: 255.255.255.0, gw: %s
I (%s) mqtt: MQTT_EVENT_CONNECTED, msg_id=%d`, hceMs(), hceP("Labor", "HomeNet"), hceN(1, 9), hceN(1, 13), strings.ToLower(hceMAC(":")), hceMs(), hceN(40, 90), hceMs(), hceIP(), hceIP(), hceMs(), hceN(1000, 60000))
		return hceT("trap-wifi-log", "log", t)
	},
	func() Sample {
		t := fmt.Sprintf(`AT+CPIN?
+CPIN: READY
OK
AT+CCID
+CCID: 8949%s
AT+CGSN
%s
AT+COPS?
+COPS: 0,0,"%s",7`, rnd(digits, 15), rnd(digits, 15), hceP("Telekom.de", "vodafone.de", "o2 - de"))
		return hceT("trap-modem-ids", "log", t)
	},
	func() Sample {
		t := fmt.Sprintf(`Bug: Guru Meditation nach OTA auf %d.%d.%d

Guru Meditation Error: Core  1 panic'ed (LoadProhibited). Exception was unhandled.
PC      : 0x400d%s  PS      : 0x00060b30  A0      : 0x800d%s
Backtrace: 0x400d%s:0x3ffb%s 0x400d%s:0x3ffb%s
ELF file SHA256: %s
Tritt nur bei Geräten mit Hardware-Rev. B auf.`, hceN(1, 3), hceN(0, 20), hceN(0, 9), hceHex(4), hceHex(4), hceHex(4), hceHex(4), hceHex(4), hceHex(4), hceHex(16))
		return hceT("trap-crash-log", "ticket", t)
	},
	func() Sample {
		t := fmt.Sprintf(`Notizen Jour fixe:
- Türcode Labor wird am %s geändert, der neue Code kommt per Signal an alle
- Schließfach-Codes bitte nicht mehr an die Tafel schreiben
- %s bestellt 20 neue ESP32-S3 DevKits`, hceP("Montag", "1. des Monats", "Freitag"), hcePerson())
		return hceT("trap-password-talk", "notes", t)
	},
	func() Sample {
		t := fmt.Sprintf(`commit %s
Author: %s <%s@acme-iot.de>

    wifi: read credentials from NVS instead of hardcoding

    The old build had the lab password compiled in; it was rotated
    today. Provisioning now writes wifi_ssid/wifi_pass to NVS.`, hceHex(40), hcePerson(), strings.ToLower(hcePerson()))
		return hceT("trap-commit", "commit", t)
	},
	func() Sample {
		t := `+config BROKER_PASSWORD
+	string "MQTT broker password"
+	default ""
+	help
+	  Password for the broker. Leave empty in sdkconfig.defaults,
+	  CI injects it from the pipeline secrets.`
		return hceT("trap-kconfig", "diff", t)
	},
	func() Sample {
		t := fmt.Sprintf(`## Übergabe Gateway-Flotte
- Admin-Zugänge: Vault, Pfad kv/iot/%s
- OTA-Signierschlüssel: nur auf dem HSM im Build-Server, niemals exportieren
- Ansprechpartner Hardware: %s
- Offene Punkte: Rollout %d.%d auf Halle %d`, hceP("gateways", "ha", "broker"), hcePerson(), hceN(1, 4), hceN(0, 20), hceN(1, 6))
		return hceT("trap-vault-reference", "markdown", t)
	},
	func() Sample {
		t := fmt.Sprintf(`Release fw %d.%d.%d (build %s)
- fixes BLE reconnect on C3
- sha256(firmware.bin) = %s
- signed with key id %s (public part in docs/keys)`, hceN(1, 3), hceN(0, 20), hceN(0, 9), hceHex(8), hceHex(64), hceP("prod-2025", "ota-k2", "rel-ecdsa-1"))
		return hceT("trap-checksum", "mail", t)
	},
	func() Sample {
		t := fmt.Sprintf(`upload_protocol = espota
upload_port = %s
upload_flags =
    --auth=${sysenv.OTA_PASSWORD}`, hceIP())
		return hceT("trap-env-reference", "ini", t)
	},
	func() Sample {
		t := fmt.Sprintf(`serial,mac,imei,iccid,fw,status
SN-%s,%s,%s,8949%s,%d.%d.%d,ok
SN-%s,%s,%s,8949%s,%d.%d.%d,rma`, rnd(upper+digits, 10), hceMAC(":"), rnd(digits, 15), rnd(digits, 15), hceN(1, 3), hceN(0, 20), hceN(0, 9),
			rnd(upper+digits, 10), hceMAC(":"), rnd(digits, 15), rnd(digits, 15), hceN(1, 3), hceN(0, 20), hceN(0, 9))
		return hceT("trap-inventory", "csv", t)
	},
	func() Sample {
		t := `SLACK_WEBHOOK_URL=https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX
# ^ example from the docs, the real one is a repo secret`
		return hceT("trap-placeholder", "env", t)
	},
	func() Sample {
		t := `uart:~$ settings set golioth/psk-id <device-name>@<project-id>
uart:~$ settings set golioth/psk <your-psk>
(take both values from the device's Credentials tab in the Golioth console)`
		return hceT("trap-placeholder", "console", t)
	},
	func() Sample {
		t := fmt.Sprintf(`< HTTP/1.1 202 Accepted
< x-ms-request-id: %s
< traceparent: 00-%s-%s-01
< iothub-messageid: %s`, hceUUID(), hceHex(32), hceHex(16), hceUUID())
		return hceT("trap-request-id", "http", t)
	},
	func() Sample {
		t := fmt.Sprintf(`#define SERVICE_UUID        "%s"
#define CHARACTERISTIC_UUID "%s"
BLEDevice::init("%s");`, hceUUID(), hceUUID(), hceDevice())
		return hceT("trap-uuid", "code", t)
	},
	func() Sample {
		t := `SAS token format (from the docs):
SharedAccessSignature sr={URL-encoded-resourceURI}&sig={signature-string}&se={expiry}
sig = HMAC-SHA256 over "<resourceURI>\n<expiry>" with the device key, base64 + url-encoded.`
		return hceT("trap-placeholder", "note", t)
	},
	func() Sample {
		t := fmt.Sprintf(`# prj.conf
CONFIG_NETWORKING=y
CONFIG_MQTT_LIB=y
CONFIG_MQTT_LIB_TLS=y
CONFIG_MBEDTLS_SSL_MAX_CONTENT_LEN=%d
CONFIG_NET_SOCKETS_SOCKOPT_TLS=y
CONFIG_MQTT_KEEPALIVE=%d`, pick([]int{4096, 8192, 16384}), pick([]int{60, 120, 300}))
		return hceT("trap-config", "config", t)
	},
}
