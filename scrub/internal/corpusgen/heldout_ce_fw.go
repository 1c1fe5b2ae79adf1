package main

import (
	"fmt"
	"strings"
)

func hceTS() string {
	return fmt.Sprintf("%02d:%02d:%02d.%03d", hceN(0, 23), hceN(0, 59), hceN(0, 59), hceN(0, 999))
}

func hceMs() string { return fmt.Sprint(hceN(100, 99999)) }

// Firmware: OTA signing, ESP-IDF/PlatformIO configs, serial logs, gateways, codes.
var hceFwGens = []hceGen{
	func() Sample { // espsecure signing key printed
		block, lines := hcePEM("EC PRIVATE KEY", 121)
		t := fmt.Sprintf(`$ espsecure.py generate_signing_key --version 2 --scheme ecdsa256 secure_boot_signing_key.pem
espsecure.py v4.%d.%d
ECDSA NIST256p private key in PEM format written to secure_boot_signing_key.pem
$ cat secure_boot_signing_key.pem
%s`, hceN(5, 8), hceN(0, 2), block)
		return hceS("ota-signing-key", "shell", t, hcePEMSecrets(block, lines))
	},
	func() Sample { // mcuboot key in issue
		block, lines := hcePEM("PRIVATE KEY", 138)
		t := fmt.Sprintf(`**MCUboot rejects image after imgtool sign**

I generated the key with imgtool keygen -k root-ec-p256.pem -t ecdsa-p256 and set CONFIG_BOOT_SIGNATURE_KEY_FILE to it. Bootloader says "Image in the primary slot is not valid!". This is the dev key, nothing in the field uses it:

%s

Zephyr 3.%d, nRF52840 DK.`, block, hceN(4, 7))
		return hceS("ota-signing-key", "issue", t, hcePEMSecrets(block, lines))
	},
	func() Sample { // flash encryption key in notes
		key := hceHex(64)
		dev := hceDevice()
		t := fmt.Sprintf(`Prototype run %d — flash encryption (development mode)
- generated with espsecure.py generate_flash_encryption_key
- key (hex): %s
- burned into BLOCK_KEY0 on %s, purpose XTS_AES_128_KEY
- do NOT use this key for production`, hceN(2, 9), key, dev)
		return hceS("flash-encryption-key", "note", t, []string{key}, dev)
	},
	func() Sample { // OTA AES key header
		key := hceP(hceHex(32), hceHex(64), hceB64(32))
		t := fmt.Sprintf(`// ota_crypto.h
#pragma once
// AES-256 key used to decrypt OTA images (must match the build server)
#define OTA_AES_KEY "%s"
#define OTA_CHUNK_SIZE %d`, key, pick([]int{1024, 2048, 4096}))
		return hceS("ota-encryption-key", "code", t, []string{key})
	},
	func() Sample { // ArduinoOTA password
		pw := hcePw()
		host := hceDevice()
		t := fmt.Sprintf(`  ArduinoOTA.setHostname("%s");
  ArduinoOTA.setPassword("%s");
  ArduinoOTA.onStart([]() { Serial.println("OTA start"); });
  ArduinoOTA.begin();`, host, pw)
		return hceS("ota-password", "code", t, []string{pw}, host)
	},
	func() Sample { // platformio.ini
		ota, wifi := hcePwURL(), hcePwURL()
		ip := hceIP()
		secs := []string{ota}
		we := hceMaybe(&secs, wifi, `\"`+wifi+`\"`, "${sysenv.WIFI_PASS}")
		t := fmt.Sprintf(`[env:%s_ota]
platform = espressif32
board = %s
framework = arduino
upload_protocol = espota
upload_port = %s
upload_flags =
    --port=3232
    --auth=%s
build_flags =
    -DWIFI_SSID=\"%s\"
    -DWIFI_PASS=%s
monitor_speed = 115200`, hceP("esp32", "lolin", "wemos"), hceP("esp32dev", "lolin_s2_mini", "esp32-c3-devkitm-1"), ip, ota, hceP("IoT", "lab"), we)
		return hceS("ota-password", "ini", t, secs, ip)
	},
	func() Sample { // sdkconfig
		wifi, mq := hcePwURL(), hcePwURL()
		ssid := hceP("Labor-2G", "IoT_Test", "FRITZ-Keller")
		secs := []string{wifi}
		me := hceMaybe(&secs, mq, mq, "")
		t := fmt.Sprintf(`#
# Example Connection Configuration
#
CONFIG_EXAMPLE_CONNECT_WIFI=y
CONFIG_EXAMPLE_WIFI_SSID="%s"
CONFIG_EXAMPLE_WIFI_PASSWORD="%s"
CONFIG_EXAMPLE_WIFI_SCAN_METHOD_ALL_CHANNEL=y
CONFIG_BROKER_URL="mqtts://%s"
CONFIG_BROKER_USERNAME="%s"
CONFIG_BROKER_PASSWORD="%s"
CONFIG_ESP_MAXIMUM_RETRY=%d`, ssid, wifi, hceBroker(), hceUser(), me, hceN(3, 10))
		return hceS("wifi-key", "config", t, secs, ssid)
	},
	func() Sample { // secrets.h
		wifi, mq := hcePw(), hcePw()
		secs := []string{wifi}
		me := hceMaybe(&secs, mq, `"`+mq+`"`, "\"\"  // Broker ohne Auth im Heimnetz")
		t := fmt.Sprintf(`#pragma once
// secrets.h – NICHT einchecken (steht in .gitignore)
#define WIFI_SSID      "%s"
#define WIFI_PASSWORD  "%s"
#define MQTT_SERVER    "%s"
#define MQTT_USER      "%s"
#define MQTT_PASSWORD  %s`, hceP("Heimnetz", "Werkstatt", "lab"), wifi, hceBroker(), hceUser(), me)
		return hceS("wifi-key", "code", t, secs)
	},
	func() Sample { // NVS CSV
		wifi, tok := hcePwURL(), rnd(b64url, 40)
		secs := []string{wifi}
		te := hceMaybe(&secs, tok, "data,string,"+tok, "file,string,/run/secrets/api_token")
		t := fmt.Sprintf(`key,type,encoding,value
storage,namespace,,
wifi_ssid,data,string,%s
wifi_pass,data,string,%s
api_token,%s
serial_no,data,string,SN-%s
hw_rev,data,u8,%d`, hceP("Fertigung", "Line3", "prod-iot"), wifi, te, rnd(upper+digits, 10), hceN(1, 5))
		return hceS("wifi-key", "csv", t, secs)
	},
	func() Sample { // wpa_supplicant
		psk := hceP(hcePw(), hceHex(64))
		ssid := hceP("Gateway-Uplink", "Halle2", "HomeNet")
		q := psk
		if len(psk) != 64 {
			q = `"` + psk + `"`
		}
		t := fmt.Sprintf(`# /etc/wpa_supplicant/wpa_supplicant-wlan0.conf
ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
country=DE
network={
    ssid="%s"
    psk=%s
    key_mgmt=WPA-PSK
}`, ssid, q)
		return hceS("wifi-key", "config", t, []string{psk}, ssid)
	},
	func() Sample { // OpenWrt uci
		key := hcePwURL()
		t := fmt.Sprintf(`root@gw-%s:~# uci set wireless.default_radio0.ssid='%s'
root@gw-%s:~# uci set wireless.default_radio0.encryption='psk2'
root@gw-%s:~# uci set wireless.default_radio0.key='%s'
root@gw-%s:~# uci commit wireless && wifi reload`, "x", hceP("sensors", "iot-mesh"), "x", "x", key, "x")
		t = strings.ReplaceAll(t, "gw-x", "gw-"+hceHex(4))
		return hceS("wifi-key", "shell", t, []string{key})
	},
	func() Sample { // ESP-IDF log leaking wifi password
		pw, ssid := hcePwURL(), hceP("Labor", "HomeNet", "IoT-2G")
		t := fmt.Sprintf(`I (%s) wifi_init: rx ba win: 6
I (%s) app: wifi_init_sta finished.
D (%s) app: connecting ssid=%s password=%s
I (%s) wifi:new:<%d,0>, old:<1,0>, ap:<255,255>, sta:<%d,0>, prof:1
I (%s) esp_netif_handlers: sta ip: %s, mask: 255.255.255.0, gw: %s`, hceMs(), hceMs(), hceMs(), ssid, pw, hceMs(), hceN(1, 13), hceN(1, 13), hceMs(), hceIP(), hceIP())
		return hceS("wifi-key", "log", t, []string{pw}, ssid)
	},
	func() Sample { // serial log mqtt debug
		u, pw := hceUser(), hcePwURL()
		t := fmt.Sprintf(`[%s] [MQTT] broker=%s:1883 client=%s
[%s] [MQTT] auth user='%s' pass='%s'
[%s] [MQTT] connect failed, rc=-2, retry in 5s`, hceTS(), hceIP(), hceDevice(), hceTS(), u, pw, hceTS())
		return hceS("mqtt-password", "log", t, []string{pw}, u)
	},
	func() Sample { // German bug report gateway root pw
		pw := hcePw()
		t := fmt.Sprintf(`Fehlerbericht Gateway GW-%d

Nach dem Update auf %d.%d.%d bootet das Gateway in eine Schleife. Serielle Konsole (115200 8N1) am J%d:
  [    %d.%06d] EXT4-fs (mmcblk0p2): mounted filesystem with ordered data mode
  [    %d.%06d] systemd[1]: Failed to start Mosquitto MQTT Broker.
Login auf der Konsole geht noch: root, Passwort %s
Bitte Logs unter /var/log/gw-agent/ anschauen.`, hceN(100, 999), hceN(1, 4), hceN(0, 20), hceN(0, 9), hceN(1, 9), hceN(1, 9), hceN(0, 999999), hceN(10, 30), hceN(0, 999999), pw)
		return hceS("root-password", "ticket", t, []string{pw})
	},
	func() Sample { // SIM PIN AT log
		pin := hcePIN(4)
		t := fmt.Sprintf(`AT+CPIN?
+CPIN: SIM PIN
OK
AT+CPIN="%s"
OK
+CPIN: READY
AT+CSQ
+CSQ: %d,99
AT+CGDCONT=1,"IP","%s"
OK`, pin, hceN(8, 28), hceP("iot.1nce.net", "internet.m2m", "em"))
		return hceS("sim-pin", "log", t, []string{pin})
	},
	func() Sample { // door and locker codes, German meeting notes
		door, locker := hcePIN(4), hcePIN(hceN(4, 6))
		secs := []string{door}
		le := hceMaybe(&secs, locker, "Code "+locker, "Code gibt's bei "+hcePerson())
		t := fmt.Sprintf(`Protokoll Team-Meeting %02d.%02d.
1. Neue Testplätze im Labor UG, Türcode: %s%s
2. Dev-Boards liegen im Schließfach 12, %s
3. %s kümmert sich um den Lötrauch-Absauger
4. Nächstes Meeting in zwei Wochen`, hceN(1, 28), hceN(1, 12), door, hceP("#", "", " + Raute"), le, hcePerson())
		return hceS("door-code", "notes", t, secs)
	},
	func() Sample { // esp-prov BLE provisioning
		pop, pw := rnd(alnum, 8), hcePwURL()
		ssid := hceP("HomeNet", "Werkstatt-WLAN", "Kunde-WLAN")
		t := fmt.Sprintf(`python esp_prov.py --transport ble --service_name PROV_%s \
  --sec_ver 1 --pop %s \
  --ssid %s --passphrase %s
==== Provisioning was successful ====`, hceHexUp(6), pop, ssid, pw)
		return hceS("provisioning-pop", "shell", t, []string{pop, pw}, ssid)
	},
	func() Sample { // diff removing hard-coded password
		pw := hcePw()
		t := fmt.Sprintf(`commit message: move mqtt credentials to Kconfig

--- a/main/app_mqtt.c
+++ b/main/app_mqtt.c
@@ -%d,7 +%d,7 @@ static void mqtt_app_start(void)
     esp_mqtt_client_config_t cfg = {
         .broker.address.uri = CONFIG_BROKER_URL,
-        .credentials.authentication.password = "%s",
+        .credentials.authentication.password = CONFIG_BROKER_PASSWORD,
     };`, hceN(20, 90), hceN(20, 90), pw)
		return hceS("mqtt-password", "diff", t, []string{pw})
	},
	func() Sample { // TOTP + recovery codes
		seed := hceTOTP()
		c1, c2 := rnd(lower+digits, 5)+"-"+rnd(lower+digits, 5), rnd(lower+digits, 5)+"-"+rnd(lower+digits, 5)
		secs := []string{hceGroup(seed, 4, " ")}
		ce := "in the envelope in the safe"
		if rng.IntN(3) == 0 {
			ce = c1 + ", " + c2
			secs = append(secs, c1, c2)
		}
		t := fmt.Sprintf(`Handover: fleet console admin account
- 2FA seed (add to your authenticator): %s
- recovery codes: %s
- account owner: %s@acme-iot.de`, hceGroup(seed, 4, " "), ce, strings.ToLower(hcePerson()))
		return hceS("totp-seed", "note", t, secs)
	},
	func() Sample { // nrf cloud jwt
		tok := hceJWT()
		t := fmt.Sprintf(`> GET /v1/devices/%s HTTP/1.1
> Host: api.nrfcloud.com
> Authorization: Bearer %s
>
< HTTP/1.1 403 Forbidden`, "nrf-"+rnd(digits, 15), tok)
		return hceS("bearer-token", "http", t, []string{tok})
	},
	func() Sample { // Keil licence key
		lic := rnd(upper+digits, 5) + "-" + rnd(upper+digits, 5) + "-" + rnd(upper+digits, 5) + "-" + rnd(upper+digits, 5) + "-" + rnd(upper+digits, 5) + "-" + rnd(upper+digits, 5)
		t := fmt.Sprintf(`%s: der Build-Rechner hat keine MDK-Lizenz mehr. Neuer License ID Code (LIC) für den Floating-Pool: %s
bitte in Keil unter File > License Management eintragen`, hcePerson(), lic)
		return hceS("licence-key", "chat", t, []string{lic})
	},
	func() Sample { // EAP password
		pw := hcePw()
		id := strings.ToLower(hcePerson()) + "@" + hceP("uni-example.de", "corp.example.com")
		t := fmt.Sprintf(`CONFIG_EXAMPLE_WIFI_SSID="%s"
CONFIG_EXAMPLE_VALIDATE_SERVER_CERT=y
CONFIG_EXAMPLE_EAP_METHOD_PEAP=y
CONFIG_EXAMPLE_EAP_ID="%s"
CONFIG_EXAMPLE_EAP_USERNAME="%s"
CONFIG_EXAMPLE_EAP_PASSWORD="%s"`, hceP("eduroam", "CorpWLAN"), id, id, pw)
		return hceS("wifi-key", "config", t, []string{pw}, id)
	},
	func() Sample { // guest wifi chat German
		key := hcePw()
		t := fmt.Sprintf(`%s: Für den Workshop am %s: Gäste-WLAN "%s", Schlüssel %s
%s: danke! reicht das für 20 ESPs gleichzeitig?`, hcePerson(), hceP("Samstag", "Dienstag", "14.3."), hceP("Makerspace-Gast", "Labor-Gast"), key, hcePerson())
		return hceS("wifi-key", "chat", t, []string{key})
	},
	func() Sample { // docker login registry
		pw := hcePwURL()
		t := fmt.Sprintf(`$ docker login registry.%s -u %s -p %s
WARNING! Using --password via the CLI is insecure. Use --password-stdin.
Login Succeeded
$ docker push registry.%s/gw-agent:%d.%d.%d`, "acme-iot.de", "ci-gateway", pw, "acme-iot.de", hceN(1, 3), hceN(0, 20), hceN(0, 9))
		return hceS("registry-password", "shell", t, []string{pw})
	},
	func() Sample { // SPIFFS config.json
		mq, ap := hcePw(), hcePwURL()
		secs := []string{mq}
		ae := hceMaybe(&secs, ap, ap, "")
		t := fmt.Sprintf(`contents of /config.json read back from SPIFFS:
{"mqtt_server":"%s","mqtt_port":1883,"mqtt_user":"%s","mqtt_pass":"%s","ap_pass":"%s","interval":%d}`, hceIP(), hceUser(), mq, ae, hceN(10, 300))
		return hceS("mqtt-password", "json", t, secs)
	},
	func() Sample { // tasmota user_config_override.h
		wifi, mq := hcePwURL(), hcePwURL()
		secs := []string{wifi}
		me := hceMaybe(&secs, mq, `"`+mq+`"`, `""`)
		t := fmt.Sprintf(`#undef  STA_SSID1
#define STA_SSID1         "%s"
#undef  STA_PASS1
#define STA_PASS1         "%s"
#undef  MQTT_HOST
#define MQTT_HOST         "%s"
#undef  MQTT_PASS
#define MQTT_PASS         %s`, hceP("IoT", "Keller"), wifi, hceIP(), me)
		return hceS("wifi-key", "code", t, secs)
	},
}
