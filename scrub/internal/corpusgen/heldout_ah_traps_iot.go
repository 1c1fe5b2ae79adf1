package main

import (
	"fmt"
	"strings"
)

func hahTrapsIoT() []Sample {
	return hahRun(8,
		hahTMAC, hahTEUI, hahTSerial, hahTEsptool, hahTIEEE, hahTRegMap, hahTGPIO, hahTHexDump,
		hahTESPHomeSecretRef, hahTHAConfig, hahTMosqConf, hahTPlatformIO, hahTTasmotaStatus,
		hahTNodeREDFunc, hahTI2C, hahTBootLog, hahTCANDump, hahTS7Tags, hahTGradle, hahTWiFiScan,
		hahTModbusFrame, hahTOctoLog, hahTZ2MDevices, hahTCarTalk)
}

func hahTMAC() Sample {
	switch rng.IntN(3) {
	case 0:
		var l []string
		for range hahN(3, 6) {
			l = append(l, fmt.Sprintf("? (192.168.1.%d) at %s [ether] on wlan0", hahN(2, 250), strings.ToLower(hahMAC(":"))))
		}
		return hahT("mac-address", "shell", "$ arp -a\n"+strings.Join(l, "\n"))
	case 1:
		return hahT("mac-address", "chat", "reserve "+hahP("192.168.178.", "10.0.0.")+fmt.Sprint(hahN(20, 200))+" for the shelly with MAC "+hahMAC(hahP(":", "-", "")))
	default:
		return hahT("mac-address", "conf", "host boiler-esp {\n  hardware ethernet "+strings.ToLower(hahMAC(":"))+";\n  fixed-address 10.0.20."+fmt.Sprint(hahN(2, 250))+";\n}")
	}
}

func hahTEUI() Sample {
	switch rng.IntN(2) {
	case 0:
		return hahT("device-eui", "note", "Gateway EUI: "+hahUHex(16)+"\nDevEUI: "+hahUHex(16)+"\nJoinEUI: 70B3D57ED00"+hahUHex(5)+"\nFrequency plan: EU868, SF7-SF12")
	default:
		return hahT("device-eui", "csv", "dev_eui,name,location\n"+hahUHex(16)+",soil-01,field north\n"+hahUHex(16)+",soil-02,field south\n"+hahUHex(16)+",tank-01,barn")
	}
}

func hahTSerial() Sample {
	return hahT("serial-number", hahP("chat", "ticket"), hahP("RMA for unit S/N ", "serial ", "Seriennummer ", "SN: ")+hahR(upper, 2)+hahR(digits, 2)+hahR(upper+digits, 8)+hahP(", bought "+hahDate(), " — fan noise", ", replaced under warranty", ""))
}

func hahTEsptool() Sample {
	return hahT("firmware-hash", "shell", "esptool.py v4.7.0\nChip is ESP32-D0WD-V3 (revision v3.0)\nMAC: "+strings.ToLower(hahMAC(":"))+"\nWrote "+fmt.Sprint(hahN(200000, 1500000))+" bytes at 0x00010000 in 12.3 seconds\nHash of data verified.\nSHA-256: "+hahHex(64)+"\nHard resetting via RTS pin...")
}

func hahTIEEE() Sample {
	a := "0x" + hahP("00158d00", "00124b00", "84fd27ff", "a4c13800", "0017880")
	a += hahHex(18 - len(a))
	switch rng.IntN(2) {
	case 0:
		return hahT("zigbee-ieee", "log", "Zigbee2MQTT:info  "+hahDate()+" "+hahTime()+": Device '"+a+"' joined\nZigbee2MQTT:info  "+hahDate()+" "+hahTime()+": Successfully interviewed '"+a+"', device has successfully been paired")
	default:
		return hahT("zigbee-ieee", "chat", "the motion sensor "+a+" keeps dropping off, network channel 25, pan id 0x"+hahHex(4))
	}
}

func hahTRegMap() Sample {
	return hahT("register-map", "markdown", "| Register | Name | Type | Scale |\n|---|---|---|---|\n| 40001 | Voltage L1 | UINT16 | 0.1 |\n| 40002 | Current L1 | UINT16 | 0.01 |\n| 4"+fmt.Sprintf("%04d", hahN(3, 200))+" | Power total | INT32 | 1 |\n| 0x"+hahUHex(4)+" | Serial | ASCII[8] | - |")
}

func hahTGPIO() Sample {
	return hahT("gpio", hahP("note", "arduino"), hahP(
		"Pins: relay GPIO"+fmt.Sprint(hahN(12, 27))+", DHT22 GPIO4, button GPIO0 (boot), LED GPIO2, I2C SDA 21 / SCL 22",
		"#define PIN_RELAY "+fmt.Sprint(hahN(12, 27))+"\n#define PIN_DHT 4\n#define PIN_LED 2\n#define I2C_SDA 21\n#define I2C_SCL 22",
		"D1 -> SCL, D2 -> SDA, D5/D6/D7 -> SPI, A0 -> "+hahP("soil sensor", "LDR", "battery divider")+", 3V3 / GND, relay on D"+fmt.Sprint(hahN(3, 8)),
	))
}

func hahTHexDump() Sample {
	var l []string
	for i := range hahN(3, 6) {
		var b []string
		for range 16 {
			b = append(b, hahHex(2))
		}
		l = append(l, fmt.Sprintf("%08x: %s  ................", i*16, strings.Join(b, " ")))
	}
	return hahT("hex-dump", "shell", "$ xxd -l "+fmt.Sprint(len(l)*16)+" eeprom.bin\n"+strings.Join(l, "\n"))
}

func hahTESPHomeSecretRef() Sample {
	return hahT("secret-ref", "yaml", "esphome:\n  name: "+hahP("hallway", "washer", "co2", "garage", "boiler", "porch")+"-"+hahP("pir", "power", "sensor", "relay", "node")+"\n  friendly_name: "+hahP("Node", "Sensor", "Unit")+" "+fmt.Sprint(hahN(1, 30))+"\n\nwifi:\n  ssid: !secret wifi_ssid\n  password: !secret wifi_password\n\napi:\n  encryption:\n    key: !secret api_key\n\nota:\n  - platform: esphome\n    password: !secret ota_password\n")
}

func hahTHAConfig() Sample {
	e := hahP("garage_door", "back_door", "freezer_door", "shed_window", "gate")
	return hahT("ha-config", "yaml", "automation:\n  - alias: \""+hahTitle(strings.ReplaceAll(e, "_", " "))+" left open\"\n    trigger:\n      - platform: state\n        entity_id: binary_sensor."+e+"\n        to: \"on\"\n        for: \"00:"+fmt.Sprintf("%02d", hahN(5, 30))+":00\"\n    action:\n      - service: notify.mobile_app_pixel_"+fmt.Sprint(hahN(6, 9))+"\n        data:\n          message: \"Check the "+strings.ReplaceAll(e, "_", " ")+"\"\n")
}

func hahTMosqConf() Sample {
	return hahT("mqtt-config", "conf", "listener 1883\nlistener 8883\ncafile /etc/mosquitto/certs/ca.crt\ncertfile /etc/mosquitto/certs/server.crt\nkeyfile /etc/mosquitto/certs/server.key\nallow_anonymous false\npassword_file /etc/mosquitto/passwd\nacl_file /etc/mosquitto/acl\nmax_inflight_messages "+fmt.Sprint(hahN(10, 100)))
}

func hahTPlatformIO() Sample {
	envs := [][2]string{{"esp32-s3-devkitc-1", "espressif32@6.5.0"}, {"nodemcuv2", "espressif8266"}, {"pico", "raspberrypi"}, {"esp32dev", "espressif32"}}
	e := envs[rng.IntN(len(envs))]
	return hahT("platformio", "platformio-ini", "[env:"+e[0]+"]\nplatform = "+e[1]+"\nframework = arduino\nmonitor_speed = "+hahP("115200", "74880", "9600")+"\nlib_deps =\n    knolleary/PubSubClient@^2.8\n    adafruit/DHT sensor library@^1.4.6\nbuild_flags = -DCORE_DEBUG_LEVEL="+fmt.Sprint(hahN(0, 5)))
}

func hahTTasmotaStatus() Sample {
	id := hahHex(4)
	t := hahTime()
	return hahT("tasmota", "console", t+" CMD: Status 5\n"+t+" MQT: stat/plug_"+id+"/STATUS5 = {\"StatusNET\":{\"Hostname\":\"plug-"+id+"\",\"IPAddress\":\"192.168.1."+fmt.Sprint(hahN(2, 250))+"\",\"Gateway\":\"192.168.1.1\",\"Mac\":\""+hahMAC(":")+"\",\"Webserver\":2,\"WifiConfig\":4}}")
}

func hahTNodeREDFunc() Sample {
	return hahT("node-red", "json", "[{\"id\":\""+hahHex(16)+"\",\"type\":\"function\",\"z\":\""+hahHex(16)+"\",\"name\":\"scale temp\",\"func\":\"msg.payload = Number(msg.payload) / 10;\\nreturn msg;\",\"outputs\":1,\"x\":"+fmt.Sprint(hahN(100, 900))+",\"y\":"+fmt.Sprint(hahN(40, 600))+",\"wires\":[[\""+hahHex(16)+"\"]]}]")
}

func hahTI2C() Sample {
	rows := "$ i2cdetect -y " + hahP("1", "0") + "\n     0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f"
	for r := 0; r < 8; r++ {
		line := fmt.Sprintf("%x0:", r)
		for c := 0; c < 16; c++ {
			a := r*16 + c
			switch {
			case a < 3 || a > 0x77:
				line += "   "
			case rng.IntN(40) == 0:
				line += fmt.Sprintf(" %02x", a)
			default:
				line += " --"
			}
		}
		rows += "\n" + strings.TrimRight(line, " ")
	}
	return hahT("i2c", "shell", rows)
}

func hahTBootLog() Sample {
	return hahT("boot-log", "serial", "ets Jun  8 2016 00:22:57\n\nrst:0x1 (POWERON_RESET),boot:0x13 (SPI_FAST_FLASH_BOOT)\nconfigsip: 0, SPIWP:0xee\nclk_drv:0x00,q_drv:0x00,d_drv:0x00,cs0_drv:0x00,hd_drv:0x00,wp_drv:0x00\nmode:DIO, clock div:1\nload:0x3fff0030,len:"+fmt.Sprint(hahN(1000, 7000))+"\nentry 0x400805"+hahHex(2)+"\nI (31) boot: ESP-IDF v4.4.6 2nd stage bootloader")
}

func hahTCANDump() Sample {
	var l []string
	for range hahN(3, 6) {
		var b []string
		for range 8 {
			b = append(b, hahUHex(2))
		}
		l = append(l, "  can0  "+hahUHex(3)+"   [8]  "+strings.Join(b, " "))
	}
	return hahT("can-dump", "shell", "$ candump can0\n"+strings.Join(l, "\n"))
}

func hahTS7Tags() Sample {
	return hahT("plc-tags", "csv", "Name,Address,DataType,Comment\nMotor_Speed,%DB10.DBW"+fmt.Sprint(hahN(0, 40)*2)+",Int,rpm\nPump_Run,%Q0."+fmt.Sprint(hahN(0, 7))+",Bool,pump P-101\nTank_Level,%IW"+fmt.Sprint(hahN(64, 96))+",Int,0-27648\nOPC node,\"ns=3;s=\"\"DB_Motor\"\".\"\"Speed\"\"\",,")
}

func hahTGradle() Sample {
	return hahT("android-build", "gradle", "android {\n    namespace 'com.example.greenhouse'\n    compileSdk 34\n    defaultConfig {\n        applicationId \"com.example.greenhouse\"\n        minSdk 26\n        versionCode "+fmt.Sprint(hahN(10, 400))+"\n        versionName \"2."+fmt.Sprint(hahN(0, 9))+"."+fmt.Sprint(hahN(0, 9))+"\"\n    }\n    signingConfigs { release { storeFile file(System.getenv(\"KEYSTORE_PATH\")) } }\n}")
}

func hahTWiFiScan() Sample {
	var l []string
	for range hahN(3, 5) {
		l = append(l, fmt.Sprintf("        %s  %-18s Infra  %d   %d Mbit/s  %d      WPA2", hahMAC(":"), hahSSID(), hahN(1, 13), []int{130, 270, 540}[rng.IntN(3)], hahN(20, 90)))
	}
	return hahT("wifi-scan", "shell", "$ nmcli dev wifi list\nIN-USE  BSSID              SSID               MODE   CHAN  RATE        SIGNAL  SECURITY\n"+strings.Join(l, "\n"))
}

func hahTModbusFrame() Sample {
	return hahT("modbus", "log", "TX: 01 03 00 "+hahUHex(2)+" 00 0A "+hahUHex(2)+" "+hahUHex(2)+"\nRX: 01 03 14 "+hahHexBytes(20)+"\nCRC ok, slave 1, "+fmt.Sprint(hahN(10, 90))+" ms")
}

func hahTOctoLog() Sample {
	d := hahDate()
	return hahT("octoprint", "log", d+" "+hahTime()+",123 - octoprint.util.comm - INFO - Changing monitoring state from \"Connecting\" to \"Operational\"\n"+d+" "+hahTime()+",456 - octoprint.printer - INFO - Firmware: Marlin 2.1."+fmt.Sprint(hahN(0, 2))+" (Prusa i3 MK3S)")
}

func hahTZ2MDevices() Sample {
	a := "'0x" + hahP("00158d00", "00124b00") + hahHex(8) + "'"
	return hahT("zigbee-config", "yaml", "devices:\n  "+a+":\n    friendly_name: "+hahP("living_room_motion", "bathroom_humidity", "front_door_contact")+"\n    retain: false\nadvanced:\n  channel: "+fmt.Sprint(hahN(11, 26))+"\n  log_level: info\n  network_key: GENERATE\n  pan_id: GENERATE\n")
}

func hahTCarTalk() Sample {
	return hahT("car", "chat", hahP(
		"TeslaMate shows "+fmt.Sprint(hahN(20, 99))+"% battery, charging at "+fmt.Sprint(hahN(3, 11))+" kW since "+hahTime()[:5],
		"the Fleet API needs a registered public key at /.well-known/appspecific/com.tesla.3p.public-key.pem",
		"odometer "+fmt.Sprint(hahN(10000, 90000))+" km, firmware 2024.2"+fmt.Sprint(hahN(0, 9))+"."+fmt.Sprint(hahN(1, 9)),
		"OBD-II PID 0x0C is RPM, 0x0D speed; ELM327 at "+hahP("38400", "115200", "9600")+" baud, coolant "+fmt.Sprint(hahN(70, 99))+" C",
	))
}

func hahHexBytes(n int) string {
	b := make([]string, n)
	for i := range b {
		b[i] = hahUHex(2)
	}
	return strings.Join(b, " ")
}
