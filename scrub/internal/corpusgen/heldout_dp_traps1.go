package main

import (
	"fmt"
	"strings"
)

// Traps (no secret) from Proxmox, TrueNAS, backups and Home Assistant.

func hdpTraps1() []hdpGen {
	return []hdpGen{
		func() Sample {
			mgr := fmt.Sprintf("8.%d.%d", hdpN(1, 4), hdpN(0, 9))
			t := fmt.Sprintf("root@%s:~# pveversion -v\nproxmox-ve: 8.%d.%d (running kernel: 6.8.%d-%d-pve)\npve-manager: %s (running version: %s/%s)\nproxmox-kernel-helper: 8.1.%d\nceph-fuse: 17.2.%d-pve1\nqemu-server: 8.%d.%d\nzfsutils-linux: 2.2.%d-pve1",
				hdpPveHost(), hdpN(1, 4), hdpN(0, 3), hdpN(4, 12), hdpN(1, 3), mgr, mgr, hdpHex(16), hdpN(0, 3), hdpN(6, 7), hdpN(0, 9), hdpN(0, 9), hdpN(4, 7))
			return hdpT("trap-version", "shell", t)
		},
		func() Sample {
			t := fmt.Sprintf("# qm config %d\nboot: order=scsi0;net0\ncores: %d\ndigest: %s\nmemory: %d\nname: %s\nnet0: virtio=%s,bridge=vmbr0,firewall=1\nscsi0: local-zfs:vm-%d-disk-0,iothread=1,size=%dG\nsmbios1: uuid=%s\nvmgenid: %s",
				hdpN(100, 140), pick([]int{2, 4, 8}), hdpHex(40), pick([]int{2048, 4096, 8192}), hdpOneOf("docker01", "hass", "jellyfin"), strings.ToUpper(hdpMAC()), hdpN(100, 140), pick([]int{32, 64, 128}), hdpUUID(), hdpUUID())
			return hdpT("trap-digest", "shell", t)
		},
		func() Sample {
			t := fmt.Sprintf("pbs: pbs-%s\n\tdatastore %s\n\tserver %s\n\tcontent backup\n\tfingerprint %s\n\tprune-backups keep-all=1\n\tusername backup@pbs\n\n# password lives in /etc/pve/priv/storage/pbs-%s.pw, not in this file",
				hdpOneOf("nas", "offsite"), hdpOneOf("store1", "tank"), hdpIP(), hdpFingerprint(), hdpOneOf("nas", "offsite"))
			return hdpT("trap-fingerprint", "config", t)
		},
		func() Sample {
			tn := hdpOneOf("mon", "dash", "graf", "beszel") + rnd(lower, 3)
			t := fmt.Sprintf("root@%s:~# pveum user token add root@pam %s --privsep 0\n┌──────────────┬──────────────────────────────────────┐\n│ key          │ value                                │\n╞══════════════╪══════════════════════════════════════╡\n│ full-tokenid │ root@pam!%s                     │\n├──────────────┼──────────────────────────────────────┤\n│ info         │ {\"privsep\":\"0\"}                      │\n├──────────────┼──────────────────────────────────────┤\n│ value        │ ********-****-****-****-************ │\n└──────────────┴──────────────────────────────────────┘\n(value redacted before posting, obviously)",
				hdpPveHost(), tn, tn)
			return hdpT("trap-masked", "shell", t)
		},
		func() Sample {
			t := fmt.Sprintf("%s\nI forgot the root password of my Proxmox host (%s, single node). I still have console access. Is booting into single-user mode and running passwd the way to go, or will that break the cluster filesystem? %s",
				hdpHi(), hdpOneOf("8.2", "8.3", "7.4"), hdpThanks())
			return hdpT("trap-password-talk", "forum", t)
		},
		func() Sample {
			pool := hdpOneOf("tank", "vault", "data")
			t := fmt.Sprintf("  pool: %s\n state: ONLINE\n  scan: scrub repaired 0B in %02d:%02d:%02d with 0 errors on Sun %s\nconfig:\n\n\tNAME                                      STATE     READ WRITE CKSUM\n\t%s                                      ONLINE       0     0     0\n\t  mirror-0                                ONLINE       0     0     0\n\t    %s  ONLINE       0     0     0\n\t    %s  ONLINE       0     0     0\n\nerrors: No known data errors",
				pool, hdpN(0, 9), hdpN(0, 59), hdpN(0, 59), hdpDate(), pool, hdpUUID(), hdpUUID())
			return hdpT("trap-uuid", "shell", t)
		},
		func() Sample {
			t := fmt.Sprintf("=== START OF INFORMATION SECTION ===\nModel Family:     Western Digital Red Plus\nDevice Model:     WDC WD80EFZZ-68BTXN0\nSerial Number:    %s\nLU WWN Device Id: 5 0014ee %s\nFirmware Version: 81.00A81\nUser Capacity:    8,001,563,222,016 bytes [8.00 TB]\nSMART overall-health self-assessment test result: PASSED",
				hdpSerial(), hdpHex(9))
			return hdpT("trap-serial", "shell", t)
		},
		func() Sample {
			var rows []string
			for i := 0; i < hdpN(3, 5); i++ {
				rows = append(rows, fmt.Sprintf("%s  %s %02d:%02d:%02d  %-10s              /etc, /srv", hdpHex(8), hdpDate(), hdpN(0, 23), hdpN(0, 59), hdpN(0, 59), hdpHost()))
			}
			t := fmt.Sprintf("$ restic snapshots --compact\nrepository %s opened (version 2, compression level auto)\nID        Time                 Host        Tags        Paths\n-----------------------------------------------------------------\n%s\n-----------------------------------------------------------------\n%d snapshots",
				hdpHex(8), strings.Join(rows, "\n"), len(rows))
			return hdpT("trap-snapshot-id", "shell", t)
		},
		func() Sample {
			t := fmt.Sprintf("$ borg info ::%s-%s\nArchive name: %s-%s\nArchive fingerprint: %s\nComment:\nHostname: %s\nUsername: root\nTime (start): %s\nDuration: %d minutes %d.%02d seconds\nNumber of files: %d\nRepository ID: %s",
				hdpHost(), hdpDate(), hdpHost(), hdpDate(), hdpHex(64), hdpHost(), hdpStamp(), hdpN(1, 40), hdpN(0, 59), hdpN(0, 99), hdpN(10000, 900000), hdpHex(64))
			return hdpT("trap-hash", "shell", t)
		},
		func() Sample {
			t := fmt.Sprintf("# /root/.restic.env\nexport RESTIC_REPOSITORY=\"b2:%s:/%s\"\nexport RESTIC_PASSWORD_FILE=/root/.config/restic/pass\nexport B2_ACCOUNT_ID=\"${B2_KEY_ID}\"\nexport B2_ACCOUNT_KEY=\"$(cat /run/secrets/b2_app_key)\"",
				hdpOneOf("homelab-restic", "nas-offsite"), hdpHost())
			return hdpT("trap-reference", "env", t)
		},
		func() Sample {
			t := fmt.Sprintf("homeassistant:\n  name: Home\n  latitude: !secret latitude_home\n  longitude: !secret longitude_home\n  unit_system: metric\n  time_zone: Europe/%s\n\nhttp:\n  use_x_forwarded_for: true\n  trusted_proxies:\n    - %s\n\nmqtt:\n  username: !secret mqtt_user\n  password: !secret mqtt_password",
				hdpOneOf("Berlin", "Lisbon", "Amsterdam", "Warsaw"), hdpIP())
			return hdpT("trap-reference", "yaml", t)
		},
		func() Sample {
			t := fmt.Sprintf("esphome:\n  name: %s\n\n%s:\n  board: %s\n\napi:\n  encryption:\n    key: \"<paste the key the dashboard generated>\"\n\nota:\n  - platform: esphome\n    password: \"YOUR_OTA_PASSWORD\"\n\nwifi:\n  ssid: \"YOUR_SSID\"\n  password: \"YOUR_WIFI_PASSWORD\"\n\n# ^ template from the wiki, replace the placeholders before flashing",
				hdpOneOf("mmwave-kitchen", "co2-office", "doorbell-esp", "garage-temp", "bed-sensor", "washer-power")+fmt.Sprint(hdpN(1, 9)),
				hdpOneOf("esp32", "esp8266"), hdpOneOf("esp32dev", "d1_mini", "nodemcuv2", "esp32-c3-devkitm-1"))
			return hdpT("trap-placeholder", "yaml", t)
		},
		func() Sample {
			ulid := func() string { return rnd("0123456789ABCDEFGHJKMNPQRSTVWXYZ", 26) }
			t := fmt.Sprintf("%s.%03d WARNING (MainThread) [homeassistant.helpers.service] Referenced entities light.%s are missing or not currently available\n%s.%03d ERROR (MainThread) [homeassistant.components.automation.%s] Error while executing automation automation.%s: context_id=%s parent_id=%s",
				strings.Replace(hdpStamp(), "T", " ", 1)[:19], hdpN(0, 999), hdpOneOf("hallway", "porch"), strings.Replace(hdpStamp(), "T", " ", 1)[:19], hdpN(0, 999), hdpOneOf("night_mode", "away"), hdpOneOf("night_mode", "away"), ulid(), ulid())
			return hdpT("trap-request-id", "log", t)
		},
		func() Sample {
			t := fmt.Sprintf("{\n  \"area_id\": \"%s\",\n  \"config_entries\": [\"%s\"],\n  \"id\": \"%s\",\n  \"identifiers\": [[\"zha\", \"%s\"]],\n  \"manufacturer\": \"%s\",\n  \"model\": \"%s\",\n  \"sw_version\": \"0x%s\"\n}",
				hdpOneOf("kitchen", "office", "bedroom"), rnd("0123456789ABCDEFGHJKMNPQRSTVWXYZ", 26), hdpHex(32), hdpMAC()+":"+hdpHex(2)+":"+hdpHex(2), hdpOneOf("IKEA of Sweden", "LUMI", "Philips"), hdpOneOf("TRADFRI bulb E27", "lumi.sensor_magnet.aq2", "SML001"), hdpHex(8))
			return hdpT("trap-id", "json", t)
		},
		func() Sample {
			t := fmt.Sprintf("advanced:\n  network_key: GENERATE\n  pan_id: GENERATE\n  ext_pan_id: GENERATE\n  channel: %d\ndevices:\n  '0x%s':\n    friendly_name: %s\n  '0x%s':\n    friendly_name: %s",
				pick([]int{15, 20, 25}), hdpHex(16), hdpOneOf("bathroom_motion", "desk_button"), hdpHex(16), hdpOneOf("living_room_plug", "hall_sensor"))
			return hdpT("trap-placeholder", "yaml", t)
		},
		func() Sample {
			t := fmt.Sprintf("type: picture\nimage: data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAA%s\ntap_action:\n  action: navigate\n  navigation_path: /lovelace/%s",
				rnd(alnum+"+/", hdpN(120, 240)), hdpOneOf("cameras", "energy", "garden"))
			return hdpT("trap-base64", "yaml", t)
		},
		func() Sample {
			p := hdpPerson()
			t := fmt.Sprintf("[%s] %s: I reset your Home Assistant password, the temporary one is in the family Bitwarden under \"HA - %s\"\n[%s] %s: ok, it'll make me change it on first login?\n[%s] %s: yep",
				hdpClock(), hdpPerson(), p, hdpClock(), p, hdpClock(), hdpPerson())
			return hdpT("trap-reference", "chat", t)
		},
		func() Sample {
			t := fmt.Sprintf("mqtt:\n  host: %s\n  user: frigate\n  password: \"{FRIGATE_MQTT_PASSWORD}\"\ncameras:\n  %s:\n    ffmpeg:\n      inputs:\n        - path: rtsp://viewer:{FRIGATE_RTSP_PASSWORD}@%s:554/stream1\n          roles: [detect]",
				hdpIP(), hdpOneOf("driveway", "garden"), hdpIP())
			return hdpT("trap-reference", "yaml", t)
		},
		func() Sample {
			t := fmt.Sprintf("[\n    {\n        \"name\": \"%s\",\n        \"id\": \"bf%s\",\n        \"key\": \"<redacted>\",\n        \"mac\": \"%s\",\n        \"ip\": \"%s\",\n        \"version\": \"3.%d\"\n    }\n]\nthat's the device that keeps going unavailable in localtuya",
				hdpOneOf("Air Purifier", "Bedroom Fan", "Smart Plug 4"), hdpHex(20), hdpMAC(), hdpIP(), hdpN(3, 5))
			return hdpT("trap-masked", "json", t)
		},
		func() Sample {
			t := fmt.Sprintf("PSA for anyone updating vaultwarden past 1.28: a plain-text ADMIN_TOKEN still works but you get a warning in the log. Generate an Argon2 PHC string with `docker exec -it vaultwarden /vaultwarden hash` and put that in instead. Min length for the token itself is whatever you like, but use %d+ random characters.",
				hdpN(32, 64))
			return hdpT("trap-password-talk", "forum", t)
		},
		func() Sample {
			iso := fmt.Sprintf("proxmox-ve_8.%d-%d.iso", hdpN(1, 4), hdpN(1, 2))
			t := fmt.Sprintf("$ sha256sum %s\n%s  %s\nmatches the checksum on the download page, flashing it to the usb stick now", iso, hdpHex(64), iso)
			return hdpT("trap-checksum", "shell", t)
		},
		func() Sample {
			t := fmt.Sprintf("# proxmox-backup-client snapshot list --repository backup@pbs@%s:store1\n│ vm/%d/%s │ %s │ index.json client.log.blob drive-scsi0.img │\n│ ct/%d/%s │ %s │ index.json catalog.pcat1 root.pxar     │\ncrypt-mode: encrypt, key fingerprint %s",
				hdpIP(), hdpN(100, 130), hdpStamp(), hdpOneOf("1.2 GiB", "14 GiB", "312 MiB"), hdpN(100, 130), hdpStamp(), hdpOneOf("800 MiB", "3.1 GiB"), hdpFingerprint()[:47])
			return hdpT("trap-fingerprint", "shell", t)
		},
		func() Sample {
			t := fmt.Sprintf("Q: can the HA alarm code be alphanumeric?\nA: The %s accepts any string, but the keypad card only shows digits, so stick to %d-%d digits. Put it in secrets.yaml and reference it with `code: !secret %s` rather than inline.",
				hdpOneOf("manual alarm panel", "Alarmo integration", "template alarm panel"), hdpN(4, 5), hdpN(6, 8), hdpOneOf("alarm_code", "alarmo_code", "panel_code"))
			return hdpT("trap-password-talk", "wiki", t)
		},
		func() Sample {
			t := fmt.Sprintf("[%s] %s: ordered the second N100 box + 2x %s from %s, order #%d\n[%s] %s: tracking?\n[%s] %s: %s, supposed to arrive %s",
				hdpClock(), hdpPerson(), hdpOneOf("16GB DDR5", "Samsung 990 Pro", "2.5GbE NIC"), hdpOneOf("Amazon", "AliExpress", "Mindfactory"), hdpN(100000000, 999999999), hdpClock(), hdpPerson(), hdpClock(), hdpPerson(),
				hdpOneOf("1Z"+rnd(upper+digits, 16), "JJD"+rnd(digits, 18), "LX"+rnd(digits, 9)+"CN"), hdpOneOf("Thursday", "next week", "tomorrow"))
			return hdpT("trap-tracking-number", "chat", t)
		},
		func() Sample {
			t := fmt.Sprintf("Memory: %s's NAS is TrueNAS SCALE at %s, admin account is truenas_admin, SSH on port %d (key auth only), web UI on :%d. Snapshots: hourly, 14 days. The encryption passphrase is NOT stored anywhere digital - paper copy in the drawer.",
				hdpPerson(), hdpIP(), pick([]int{22, 2222, 22022}), pick([]int{80, 443, 8443}))
			return hdpT("trap-username", "memory", t)
		},
	}
}
