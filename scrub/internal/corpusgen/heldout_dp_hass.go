package main

import (
	"fmt"
	"strings"
)

// Home Assistant, ESPHome, MQTT, cameras and house codes with secrets.

var hdpSSIDs = []string{"Skynet", "FBI Surveillance Van", "IoT-Cave", "Casa_Silva_2G", "lab-iot",
	"TP-LINK_7F3A", "Nachbarn_fernhalten", "PrettyFlyForAWifi", "vlan20-things", "HomeNet"}

func hdpHassSecrets() []hdpGen {
	return []hdpGen{
		func() Sample {
			ssid, wifi, other := pick(hdpSSIDs), hdpPw(), hdpHex(32)
			line := "openweathermap_api_key: " + other
			if rng.IntN(2) == 0 {
				other = hdpPw()
				line = "mqtt_user: homeassistant\nmqtt_password: \"" + other + "\""
			}
			t := fmt.Sprintf("# secrets.yaml\n# Use this file to store secrets like usernames and passwords.\nwifi_ssid: \"%s\"\nwifi_password: \"%s\"\n%s\nlatitude_home: %d.%04d\n",
				ssid, wifi, line, hdpN(35, 60), hdpN(0, 9999))
			return hdpS("wifi-key", "yaml", t, []string{wifi, other}, ssid)
		},
		func() Sample {
			api, ota := hdpB64(32), hdpOneOf(hdpHex(32), hdpPw())
			name := hdpOneOf("living-room-sensor", "garage-door", "esp-plant-01", "bed-presence", "power-meter")
			t := fmt.Sprintf("esphome:\n  name: %s\n  friendly_name: %s\n\nesp32:\n  board: esp32dev\n\napi:\n  encryption:\n    key: \"%s\"\n\nota:\n  - platform: esphome\n    password: \"%s\"\n\nwifi:\n  ssid: !secret wifi_ssid\n  password: !secret wifi_password",
				name, strings.ReplaceAll(name, "-", " "), api, ota)
			if rng.IntN(2) == 0 {
				t = strings.Replace(t, "\""+ota+"\"", "!secret ota_password", 1)
				return hdpS("esphome-api-key", "yaml", t, []string{api}, name)
			}
			return hdpS("esphome-api-key", "yaml", t, []string{api, ota}, name)
		},
		func() Sample {
			tok := hdpJWT()
			host := hdpOneOf("homeassistant.local:8123", "hass.home.arpa:8123", "ha."+hdpDomain())
			t := fmt.Sprintf("$ curl -s -H \"Authorization: Bearer %s\" \\\n  -H \"Content-Type: application/json\" \\\n  http://%s/api/states/sensor.%s | jq .state\n\"%d.%d\"",
				tok, host, hdpOneOf("outdoor_temperature", "grid_power", "boiler_pressure"), hdpN(0, 40), hdpN(0, 9))
			return hdpS("hass-token", "shell", t, []string{tok}, host)
		},
		func() Sample {
			tok, ip := hdpJWT(), hdpIP()
			t := fmt.Sprintf("%s the HA widget on my homepage dashboard just shows \"API Error\". services.yaml:\n\n%syaml\n- Home:\n    - Home Assistant:\n        href: http://%s:8123\n        widget:\n          type: homeassistant\n          url: http://%s:8123\n          key: %s\n%s\n\nToken was created under Profile > Security > Long-lived access tokens today. %s",
				hdpHi(), hdpFence, ip, ip, tok, hdpFence, hdpThanks())
			return hdpS("hass-token", "forum", t, []string{tok})
		},
		func() Sample {
			tok := hdpNtfy()
			topic := hdpOneOf("homelab-alerts", "ha-doorbell", "washer", "ups-events")
			t := fmt.Sprintf("rest_command:\n  ntfy_push:\n    url: https://ntfy.%s/%s\n    method: POST\n    headers:\n      Authorization: \"Bearer %s\"\n      Title: \"{{ title }}\"\n    payload: \"{{ message }}\"",
				hdpDomain(), topic, tok)
			return hdpS("ntfy-token", "yaml", t, []string{tok}, topic)
		},
		func() Sample {
			k := []string{strings.ToUpper(hdpHex(32)), strings.ToUpper(hdpHex(32))}
			t := fmt.Sprintf("  zwave-js-ui:\n    image: zwavejs/zwave-js-ui:%s\n    restart: unless-stopped\n    environment:\n      - SESSION_SECRET=${ZUI_SESSION_SECRET}\n      - KEY_S0_Legacy=${ZW_S0}\n      - KEY_S2_Unauthenticated=${ZW_S2_UNAUTH}\n      - KEY_S2_Authenticated=%s\n      - KEY_S2_AccessControl=%s\n    devices:\n      - /dev/serial/by-id/usb-Zooz_800_Z-Wave_Stick_%s-if00:/dev/zwave",
				hdpVer(), k[0], k[1], rnd(hexs, 8))
			return hdpS("zwave-keys", "compose", t, k)
		},
		func() Sample {
			pw, user := hdpPw(), hdpOneOf("hass", "zigbee2mqtt", "frigate", "nodered", "shelly")
			ip := hdpIP()
			t := fmt.Sprintf("$ mosquitto_sub -h %s -p 1883 -u %s -P '%s' -t 'zigbee2mqtt/#' -v\nzigbee2mqtt/bridge/state {\"state\":\"online\"}\nzigbee2mqtt/%s {\"battery\":%d,\"contact\":true,\"linkquality\":%d}",
				ip, user, pw, hdpOneOf("front_door", "window_office", "fridge_door"), hdpN(20, 100), hdpN(30, 255))
			return hdpS("mqtt-password", "shell", t, []string{pw}, user, ip)
		},
		func() Sample {
			pw, user := hdpPw(), hdpOneOf("z2m", "zigbee2mqtt", "mqtt-user", "addons")
			t := fmt.Sprintf("homeassistant:\n  enabled: true\nfrontend:\n  enabled: true\n  port: 8080\nmqtt:\n  base_topic: zigbee2mqtt\n  server: mqtt://%s:1883\n  user: %s\n  password: %s\nserial:\n  port: /dev/ttyUSB0\n  adapter: %s\nadvanced:\n  channel: %d",
				hdpIP(), user, pw, hdpOneOf("zstack", "ember", "deconz"), pick([]int{11, 15, 20, 25}))
			return hdpS("mqtt-password", "yaml", t, []string{pw}, user)
		},
		func() Sample {
			code := hdpPIN(hdpN(4, 6))
			t := fmt.Sprintf("alarm_control_panel:\n  - platform: manual\n    name: %s\n    code: \"%s\"\n    arming_time: %d\n    delay_time: %d\n    trigger_time: %d\n    disarmed:\n      trigger_time: 0",
				hdpOneOf("Home Alarm", "House", "Alarm"), code, hdpN(20, 60), hdpN(15, 45), hdpN(120, 600))
			return hdpS("alarm-code", "yaml", t, []string{code})
		},
		func() Sample {
			code := hdpPIN(hdpN(4, 8))
			who := hdpOneOf("cleaner", "dog sitter", "in-laws", "plumber", "Airbnb guest", "neighbour kid feeding the cat")
			t := fmt.Sprintf("[%s] %s: I set a temporary code on the front door lock for the %s: %s\n[%s] %s: does it expire automatically?\n[%s] %s: yes, HA automation removes slot %d on %s",
				hdpClock(), hdpPerson(), who, code, hdpClock(), hdpPerson(), hdpClock(), hdpPerson(), hdpN(3, 9), hdpOneOf("Sunday", "the 14th", "Friday evening"))
			return hdpS("door-code", "chat", t, []string{code}, who)
		},
		func() Sample {
			code, slot := hdpPIN(hdpN(4, 8)), hdpN(2, 20)
			t := fmt.Sprintf("action: zwave_js.set_lock_usercode\ntarget:\n  entity_id: lock.%s\ndata:\n  code_slot: %d\n  usercode: \"%s\"",
				hdpOneOf("front_door", "back_door", "garage_side_door"), slot, code)
			return hdpS("door-code", "yaml", t, []string{code})
		},
		func() Sample {
			pw1, pw2, ip1, ip2 := hdpPw(), hdpPw(), hdpIP(), hdpIP()
			t := fmt.Sprintf("cameras:\n  driveway:\n    ffmpeg:\n      inputs:\n        - path: rtsp://admin:%s@%s:554/h264Preview_01_main\n          roles: [record]\n  backyard:\n    ffmpeg:\n      inputs:\n        - path: rtsp://frigate:%s@%s:554/cam/realmonitor?channel=1&subtype=0\n          roles: [detect, record]\n    detect:\n      width: 1280\n      height: 720",
				pw1, ip1, pw2, ip2)
			return hdpS("camera-password", "yaml", t, []string{pw1, pw2}, ip1, ip2)
		},
		func() Sample {
			pw, ip := hdpPw(), hdpIP()
			cam := hdpOneOf("doorbell", "garage", "nursery", "porch")
			t := fmt.Sprintf("%s go2rtc keeps saying \"wrong user/pass\" for my reolink %s but VLC opens it fine?\n\nstreams:\n  %s: rtsp://admin:%s@%s:554/h264Preview_01_sub\n\nversion %s, running as HA addon",
				hdpHi(), cam, cam, pw, ip, hdpVer())
			return hdpS("camera-password", "forum", t, []string{pw}, ip)
		},
		func() Sample {
			key := hdpOpenAI()
			t := fmt.Sprintf("I added the OpenAI Conversation integration with my key %s and set it as the Assist agent, but every request ends with \"Error 429: insufficient_quota\". I do have credit on the account. %s",
				key, hdpThanks())
			return hdpS("openai-key", "forum", t, []string{key})
		},
		func() Sample {
			cid := fmt.Sprintf("%d-%s.apps.googleusercontent.com", hdpN(100000000000, 999999999999), rnd(lower+digits, 32))
			sec := "GOCSPX-" + rnd(b64url, 28)
			t := fmt.Sprintf("Nest (SDM) setup notes\n- GCP project: %s\n- OAuth client (Web app): %s\n- client secret: %s\n- redirect: https://my.home-assistant.io/redirect/oauth\n- Device Access project id: %s",
				hdpOneOf("ha-nest-", "home-sdm-", "nest-lab-")+rnd(digits, 5), cid, sec, hdpUUID())
			return hdpS("oauth-client-secret", "notes", t, []string{sec}, cid)
		},
		func() Sample {
			var g []string
			for i := 0; i < 7; i++ {
				g = append(g, rnd(upper+digits, 4))
			}
			key := strings.Join(g, "-")
			t := fmt.Sprintf("HA %s asked me to save the backup encryption key when I set up automatic backups. Writing it here so I don't lose it:\n\n%s\n\nbackups go to the NAS share + Google Drive.",
				hdpOneOf("2025.1", "2025.3", "2024.12"), key)
			return hdpS("backup-encryption-key", "memory", t, []string{key})
		},
		func() Sample {
			id, key := "bf"+hdpHex(20), rnd(alnum+"`!@#^*()'<>|[]{}", 16)
			t := fmt.Sprintf("$ tinytuya wizard\n...\n[\n    {\n        \"name\": \"%s\",\n        \"id\": \"%s\",\n        \"key\": \"%s\",\n        \"mac\": \"%s\",\n        \"ip\": \"%s\"\n    }\n]",
				hdpOneOf("Dehumidifier", "Smart Plug 2", "Desk Lamp", "Heater"), id, key, hdpMAC(), hdpIP())
			return hdpS("tuya-local-key", "shell", t, []string{key}, id)
		},
		func() Sample {
			ssid, pw := pick(hdpSSIDs), hdpPw()
			t := fmt.Sprintf("Note to self: the %s WiFi (%s) is the one all the ESPs and plugs are on, key %s. Don't hand it out, guests get the normal guest network.",
				hdpOneOf("IoT", "smart home", "VLAN 20"), ssid, pw)
			return hdpS("wifi-key", "memory", t, []string{pw}, ssid)
		},
		func() Sample {
			pw, user := hdpPw(), hdpOneOf("admin", hdpPerson(), "owner")
			t := fmt.Sprintf("➜  ~ ssh root@homeassistant.local -p 22222\n# ha auth reset --username %s --password '%s'\nCommand completed successfully.\n# exit",
				user, pw)
			return hdpS("hass-password", "shell", t, []string{pw}, "--username "+user)
		},
		func() Sample {
			seed := hdpTOTP()
			t := fmt.Sprintf("Enabling 2FA on the HA admin account. The app can't scan from this screen, so the setup key is: %s\n%s, please keep that in the family vault in case my phone dies.",
				seed, hdpPerson())
			return hdpS("totp-seed", "chat", t, []string{seed})
		},
	}
}
