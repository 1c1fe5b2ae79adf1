package main

// Longer traps: incident write-ups, runbooks, home-lab configs and tool output that mention
// accounts, keys and passwords without containing any.

import (
	"fmt"
	"strings"
)

func hacTrapGens3() []hacGen {
	return []hacGen{
		{14, hacTrapIncident},
		{16, hacTrapHomeLabCfg},
		{12, hacTrapToolOutput},
		{12, hacTrapLangOps},
	}
}

func hacTrapIncident() Sample {
	p1, p2 := hacPerson(), hacPerson()
	d := hacDate()
	switch rng.IntN(4) {
	case 0:
		return hacT("incident", "incident", fmt.Sprintf("## Post-incident review %s\n\n**Impact:** site-to-site VPN to %s down for %d min.\n**Cause:** PSK mismatch after %s rotated the key on one side only.\n**Fix:** %s re-applied the key from the vault on both peers.\n**Follow-up:** automate PSK rotation via Ansible.", d, hacHost(), 10+rng.IntN(200), p1, p2))
	case 1:
		return hacT("incident", "incident", fmt.Sprintf("Timeline (UTC)\n%s detection: EDR flagged lsass access on %s\n+5m   %s isolated the host\n+40m  krbtgt password reset (twice, 10h apart)\n+2h   all privileged accounts forced to change passwords", hacTime()[:5], hacHost(), p1))
	case 2:
		return hacT("incident", "ticket", fmt.Sprintf("SEC-%d: Credential stuffing against the OWA portal from %s/24. No successful logins. Blocked on the FortiGate, geo-IP rule added. Owner: %s", 100+rng.IntN(900), hacIP(), p1))
	default:
		return hacT("incident", "email", fmt.Sprintf("Hi all,\n\nfollowing the phishing test on %s, %d%% of recipients entered their password on the fake page. Mandatory training is scheduled. No real credentials were stored by the test platform.\n\n%s, IT Security", d, 5+rng.IntN(30), p1))
	}
}

func hacTrapHomeLabCfg() Sample {
	switch rng.IntN(8) {
	case 0:
		return hacT("homelab-config", "yaml", fmt.Sprintf("mqtt:\n  broker: %s\n  username: homeassistant\n  password: !secret mqtt_password\nhttp:\n  use_x_forwarded_for: true\n  trusted_proxies: %s", hacIP(), hacIP()))
	case 1:
		return hacT("homelab-config", "compose", fmt.Sprintf("services:\n  vaultwarden:\n    image: vaultwarden/server:1.%d.%d\n    environment:\n      ADMIN_TOKEN_FILE: /run/secrets/vw_admin\n    secrets:\n      - vw_admin\nsecrets:\n  vw_admin:\n    file: ./secrets/vw_admin.txt", 30+rng.IntN(5), rng.IntN(5)))
	case 2:
		return hacT("homelab-config", "cli-output", fmt.Sprintf("root@pve:~# qm config %d\nboot: order=scsi0;net0\ncores: %d\nmemory: %d\nname: %s\nnet0: virtio=%s,bridge=vmbr0,tag=%d\nscsi0: local-zfs:vm-%d-disk-0,size=32G\nsmbios1: uuid=%s", 100+rng.IntN(50), 2+rng.IntN(6), 1024*(2+rng.IntN(14)), hacPick("pihole", "netbox", "docker01", "wazuh"), strings.ToUpper(hacMAC(":")), 10*(1+rng.IntN(5)), 100+rng.IntN(50), hacUUID()))
	case 3:
		return hacT("homelab-config", "yaml", fmt.Sprintf("# configuration.yaml\nhomeassistant:\n  name: Home\n  unit_system: metric\n  time_zone: Europe/%s\nrecorder:\n  db_url: !secret recorder_db_url\n  purge_keep_days: %d", hacPick("Berlin", "Amsterdam", "Paris", "Warsaw"), 7+rng.IntN(30)))
	case 4:
		return hacT("homelab-config", "cli-output", fmt.Sprintf("$ vault status\nKey             Value\n---             -----\nSeal Type       shamir\nInitialized     true\nSealed          false\nTotal Shares    5\nThreshold       3\nVersion         1.%d.%d\nCluster ID      %s\nHA Enabled      false", 14+rng.IntN(5), rng.IntN(8), hacUUID()))
	case 5:
		return hacT("homelab-config", "ini", fmt.Sprintf("[global]\n   workgroup = HOME\n   server string = %s\n   security = user\n   passdb backend = tdbsam\n   map to guest = never\n[media]\n   path = /mnt/tank/media\n   valid users = @family", hacHost()))
	case 6:
		return hacT("homelab-config", "yaml", fmt.Sprintf("- hosts: switches\n  gather_facts: false\n  vars_files:\n    - vault.yml\n  tasks:\n    - name: backup running config\n      cisco.ios.ios_config:\n        backup: true\n        backup_options:\n          dir_path: /srv/backups/%s", hacDate()))
	default:
		return hacT("homelab-config", "cli-output", fmt.Sprintf("$ tailscale status\n100.%d.%d.%d  %s  %s@  linux   -\n100.%d.%d.%d  %s  %s@  windows idle, tx 1.2 MB", 64+rng.IntN(60), rng.IntN(255), rng.IntN(255), strings.Split(hacHost(), ".")[0], hacPerson(), 64+rng.IntN(60), rng.IntN(255), rng.IntN(255), hacPick("laptop", "desktop"), hacPerson()))
	}
}

func hacTrapToolOutput() Sample {
	switch rng.IntN(6) {
	case 0:
		return hacT("tool-output", "cli-output", fmt.Sprintf("%s#show ip interface brief\nInterface              IP-Address      OK? Method Status                Protocol\nVlan1                  unassigned      YES NVRAM  administratively down down\nVlan10                 %-15s YES NVRAM  up                    up\n%-22s unassigned      YES unset  up                    up", strings.Split(hacHost(), ".")[0], hacIP(), hacIface()))
	case 1:
		return hacT("tool-output", "cli-output", fmt.Sprintf("$ wg show\ninterface: wg0\n  public key: %s\n  private key: (hidden)\n  listening port: 51820\n\npeer: %s\n  endpoint: %s:51820\n  allowed ips: 10.6.0.2/32\n  latest handshake: %d seconds ago", hacWGKey(), hacWGKey(), hacIP(), rng.IntN(120)))
	case 2:
		return hacT("tool-output", "powershell", fmt.Sprintf("PS C:\\> Get-ADUser %s -Properties PasswordLastSet,PasswordNeverExpires\n\nName                 : %s\nPasswordLastSet      : %s 08:14:22\nPasswordNeverExpires : False\nSamAccountName       : %s", hacPerson(), hacPerson(), hacDate(), hacPerson()))
	case 3:
		return hacT("tool-output", "cmd", fmt.Sprintf("C:\\> net accounts\nForce user logoff how long after time expires?:       Never\nMinimum password age (days):                          1\nMaximum password age (days):                          %d\nMinimum password length:                              %d\nLength of password history maintained:                24", 42+rng.IntN(60), 8+rng.IntN(8)))
	case 4:
		return hacT("tool-output", "shell", fmt.Sprintf("$ ssh-keygen -lf ~/.ssh/id_ed25519.pub\n256 SHA256:%s %s@%s (ED25519)", strings.TrimRight(hacB64Bytes(32), "="), hacPerson(), hacPick("laptop", "jumpbox")))
	default:
		return hacT("tool-output", "cli-output", fmt.Sprintf("[admin@MikroTik] > /system resource print\n             uptime: %dw%dd%02dh\n            version: 7.%d.%d (stable)\n         build-time: %s\n   factory-software: 7.%d\n        board-name: hAP ax^3", rng.IntN(30), rng.IntN(7), rng.IntN(24), 12+rng.IntN(6), rng.IntN(4), hacDate(), 5+rng.IntN(5)))
	}
}

var hacLangOps = []string{
	"Wartungsfenster am %s: Firmware-Update der Core-Switches, kurze Unterbrechung ab 22:00.",
	"Le tunnel IPsec vers %s est de nouveau actif depuis ce matin.",
	"El switch %s se reinició a las 03:12, revisar la fuente de alimentación.",
	"O firewall %s foi atualizado para a versão 7.4.4 sem problemas.",
	"Il certificato di %s scade tra 14 giorni, rinnovare con ACME.",
	"De VPN-verbinding met %s valt elke nacht om 02:00 weg.",
	"Коммутатор %s перезагрузился после обновления прошивки.",
	"%s のファームウェアを更新しました。再起動は不要です。",
	"%s 的固件已经升级到最新版本，请检查日志。",
	"%s 스위치의 펌웨어를 업데이트했습니다.",
	"%s üzerindeki VPN tüneli tekrar çalışıyor.",
	"Przełącznik %s wymaga wymiany zasilacza.",
	"Máy chủ %s đã được khởi động lại lúc 02:00.",
	"تم تحديث البرنامج الثابت على %s بنجاح.",
}

func hacTrapLangOps() Sample {
	t := hacPick(hacLangOps...)
	arg := hacHost()
	if strings.HasPrefix(t, "Wartungsfenster") {
		arg = hacDate()
	}
	return hacT("ops-lang", hacPick("chat", "note"), fmt.Sprintf(t, arg))
}
