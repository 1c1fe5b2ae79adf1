package main

// Traps from the network and security side: MAC addresses, serials, fingerprints, IOC hashes,
// CVE ids, firmware versions, public keys, configs with no secret in them, placeholders.

import (
	"fmt"
	"strings"
)

func hacTrapGens() []hacGen {
	return []hacGen{
		{14, hacTrapMAC},
		{12, hacTrapSerial},
		{14, hacTrapFingerprint},
		{14, hacTrapIOC},
		{12, hacTrapCVE},
		{16, hacTrapPublicKey},
		{22, hacTrapNetConfig},
		{20, hacTrapPlaceholder},
		{14, hacTrapAuthLog},
		{14, hacTrapDigest},
	}
}

func hacTrapMAC() Sample {
	switch rng.IntN(5) {
	case 0:
		var b strings.Builder
		b.WriteString("Protocol  Address          Age (min)  Hardware Addr   Type   Interface\n")
		for range 3 + rng.IntN(3) {
			m := hacHex(4) + "." + hacHex(4) + "." + hacHex(4)
			fmt.Fprintf(&b, "Internet  %-15s  %9d  %s  ARPA   Vlan%d\n", hacIP(), rng.IntN(240), m, 10*(1+rng.IntN(9)))
		}
		return hacT("mac", "cli-output", strings.TrimSuffix(b.String(), "\n"))
	case 1:
		return hacT("mac", "dhcp-lease", fmt.Sprintf("lease %s {\n  starts 3 %s %s;\n  hardware ethernet %s;\n  client-hostname \"%s\";\n}", hacIP(), strings.ReplaceAll(hacDate(), "-", "/"), hacTime(), hacMAC(":"), hacPick("shelly-plug", "esp32-cam", "printer", "tv-livingroom")))
	case 2:
		return hacT("mac", "chat", fmt.Sprintf("can you add a static lease for %s -> %s? it's the new %s", hacMAC(hacPick(":", "-")), hacIP(), hacPick("Hue bridge", "NUC", "Zigbee coordinator", "doorbell")))
	case 3:
		return hacT("mac", "routeros", fmt.Sprintf("/ip dhcp-server lease add address=%s mac-address=%s comment=\"%s\" server=dhcp-lan", hacIP(), strings.ToUpper(hacMAC(":")), hacPick("nas", "ap-attic", "kitchen-tablet")))
	default:
		return hacT("mac", "csv", fmt.Sprintf("hostname,mac,vlan,port\n%s,%s,%d,%s\n%s,%s,%d,%s", hacHost(), hacMAC(":"), 10+rng.IntN(90), hacIface(), hacHost(), hacMAC(":"), 10+rng.IntN(90), hacIface()))
	}
}

func hacTrapSerial() Sample {
	switch rng.IntN(5) {
	case 0:
		sn := hacPick("FOC", "FDO", "JAE") + fmt.Sprint(2000+rng.IntN(800)) + hacRnd(upper+digits, 4)
		return hacT("serial", "cli-output", fmt.Sprintf("NAME: \"1\", DESCR: \"WS-C3850-48P\"\nPID: WS-C3850-48P      , VID: V07  , SN: %s", sn))
	case 1:
		sn := "FGT60F" + hacRnd(upper+digits, 10)
		return hacT("serial", "chat", fmt.Sprintf("RMA opened for %s, the PSU fan died. Case %d", sn, 7000000+rng.IntN(999999)))
	case 2:
		tag := hacRnd(upper+digits, 7)
		return hacT("serial", "note", fmt.Sprintf("R730xd service tag %s, warranty until %s", tag, hacDate()))
	case 3:
		sn := hacRnd(upper+digits, 12)
		return hacT("serial", "csv", fmt.Sprintf("asset,model,serial,location\nA-%04d,Synology DS920+,%s,Rack 2 U14\nA-%04d,Ubiquiti USW-24-POE,%s,Rack 2 U20", rng.IntN(9999), sn, rng.IntN(9999), hacRnd(upper+digits, 12)))
	default:
		sn := hacRnd(upper+digits, 10)
		return hacT("serial", "log", fmt.Sprintf("%s %s kernel: ata2.00: ATA-11: WDC WD80EFZZ-68BTXN0, 81.00A81, max UDMA/133\n%s %s smartd[812]: Device: /dev/sdb [SAT], WDC WD80EFZZ, S/N:WD-CA%s", hacDate(), hacTime(), hacDate(), hacTime(), sn))
	}
}

func hacTrapFingerprint() Sample {
	fp := hacB64Bytes(32)
	fp = strings.TrimRight(fp, "=")
	switch rng.IntN(5) {
	case 0:
		return hacT("fingerprint", "shell", fmt.Sprintf("The authenticity of host '%s (%s)' can't be established.\nED25519 key fingerprint is SHA256:%s.\nAre you sure you want to continue connecting (yes/no/[fingerprint])?", hacHost(), hacIP(), fp))
	case 1:
		var parts []string
		for range 32 {
			parts = append(parts, strings.ToUpper(hacHex(2)))
		}
		return hacT("fingerprint", "shell", fmt.Sprintf("$ openssl x509 -in fw.crt -noout -fingerprint -sha256\nsha256 Fingerprint=%s", strings.Join(parts, ":")))
	case 2:
		var parts []string
		for range 10 {
			parts = append(parts, strings.ToUpper(hacHex(4)))
		}
		return hacT("fingerprint", "note", fmt.Sprintf("Release signing key fingerprint: %s\nVerify before flashing.", strings.Join(parts, " ")))
	case 3:
		return hacT("fingerprint", "syslog", fmt.Sprintf("%s %s sshd[%d]: Accepted publickey for %s from %s port %d ssh2: ED25519 SHA256:%s", hacDate(), hacTime(), 1000+rng.IntN(9000), hacUser(), hacIP(), 40000+rng.IntN(20000), fp))
	default:
		return hacT("fingerprint", "chat", fmt.Sprintf("the cert pin on the UniFi controller changed, new SHA-1 thumbprint is %s — expected after the renew", strings.ToUpper(hacHex(40))))
	}
}

func hacTrapIOC() Sample {
	switch rng.IntN(4) {
	case 0:
		var b strings.Builder
		b.WriteString("| type | indicator | note |\n|---|---|---|\n")
		for range 3 + rng.IntN(3) {
			switch rng.IntN(3) {
			case 0:
				fmt.Fprintf(&b, "| sha256 | %s | dropper |\n", hacHex(64))
			case 1:
				fmt.Fprintf(&b, "| md5 | %s | loader.dll |\n", hacHex(32))
			default:
				fmt.Fprintf(&b, "| ip | %s | C2 |\n", hacIP())
			}
		}
		return hacT("ioc", "markdown", strings.TrimSuffix(b.String(), "\n"))
	case 1:
		return hacT("ioc", "incident", fmt.Sprintf("IOCs from the %s intrusion:\n  SHA1  %s  svchost_.exe\n  SHA256 %s  update.ps1\n  domain cdn-%s[.]top", hacDate(), hacHex(40), hacHex(64), hacRnd(lower, 6)))
	case 2:
		return hacT("ioc", "yara", fmt.Sprintf("rule lab_loader_%d {\n  meta:\n    hash = \"%s\"\n  strings:\n    $a = { %s %s %s %s }\n  condition:\n    $a\n}", rng.IntN(99), hacHex(64), hacHex(2), hacHex(2), hacHex(2), hacHex(2)))
	default:
		return hacT("ioc", "siem", fmt.Sprintf("index=edr file_hash IN (\"%s\", \"%s\") | stats count by host", hacHex(64), hacHex(64)))
	}
}

func hacTrapCVE() Sample {
	cve := fmt.Sprintf("CVE-20%d-%d", 20+rng.IntN(6), 1000+rng.IntN(50000))
	switch rng.IntN(4) {
	case 0:
		return hacT("cve", "chat", fmt.Sprintf("%s hits FortiOS < 7.2.%d, we're on 7.2.%d so patch tonight", cve, 5+rng.IntN(5), 1+rng.IntN(4)))
	case 1:
		return hacT("cve", "ticket", fmt.Sprintf("VULN-%d: %s (CVSS %d.%d) on %s — mitigated by disabling the SSL-VPN web mode", 1000+rng.IntN(9000), cve, 7+rng.IntN(3), rng.IntN(10), hacHost()))
	case 2:
		return hacT("cve", "note", fmt.Sprintf("Patch Tuesday %s: %s, %s and CVE-20%d-%d are the ones that matter for the DCs", hacDate(), cve, fmt.Sprintf("CVE-20%d-%d", 20+rng.IntN(6), 1000+rng.IntN(50000)), 20+rng.IntN(6), 1000+rng.IntN(50000)))
	default:
		return hacT("cve", "markdown", fmt.Sprintf("| CVE | product | fixed in |\n|---|---|---|\n| %s | PAN-OS | 10.2.%d-h%d |\n| %s | Ivanti Connect Secure | 22.%d.R%d |", cve, rng.IntN(12), 1+rng.IntN(4), fmt.Sprintf("CVE-20%d-%d", 20+rng.IntN(6), 1000+rng.IntN(50000)), 1+rng.IntN(7), 1+rng.IntN(3)))
	}
}

func hacTrapPublicKey() Sample {
	switch rng.IntN(6) {
	case 0:
		return hacT("public-key", "wg-conf", fmt.Sprintf("[Peer]\n# %s laptop\nPublicKey = %s\nAllowedIPs = 10.6.0.%d/32\nPersistentKeepalive = 25", hacPerson(), hacWGKey(), 2+rng.IntN(200)))
	case 1:
		return hacT("public-key", "authorized_keys", fmt.Sprintf("ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI%s %s@%s", hacRnd(alnum+"+/", 43), hacPerson(), hacPick("laptop", "workstation", "jumpbox")))
	case 2:
		return hacT("public-key", "pem", fmt.Sprintf("-----BEGIN CERTIFICATE-----\n%s\n-----END CERTIFICATE-----", hacPEMBody(6)))
	case 3:
		return hacT("public-key", "pem", fmt.Sprintf("-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEA%s\n-----END PUBLIC KEY-----", hacRnd(hacB64, 43)+"="))
	case 4:
		return hacT("public-key", "chat", fmt.Sprintf("my wireguard pubkey is %s, add me as a peer pls", hacWGKey()))
	default:
		return hacT("public-key", "yaml", fmt.Sprintf("users:\n  - name: %s\n    ssh_authorized_keys:\n      - ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ%s %s@%s", hacPerson(), hacRnd(alnum+"+/", 120), hacPerson(), hacPick("mbp", "desktop")))
	}
}

func hacTrapNetConfig() Sample {
	ip := hacIP()
	switch rng.IntN(11) {
	case 0:
		return hacT("net-config", "ios-config", fmt.Sprintf("service password-encryption\naaa new-model\naaa authentication login default group tacacs+ local\naaa authorization exec default group tacacs+ local\nip domain-name %s", hacDomain()))
	case 1:
		return hacT("net-config", "ios-config", fmt.Sprintf("interface %s\n description uplink to %s\n switchport mode trunk\n switchport trunk allowed vlan 10,20,30\n spanning-tree portfast trunk", hacIface(), hacHost()))
	case 2:
		return hacT("net-config", "junos-set", fmt.Sprintf("set system services ssh root-login deny\nset system login user %s class super-user\nset system ntp server %s\nset snmp location \"DC1 row 3\"", hacPerson(), ip))
	case 3:
		return hacT("net-config", "routeros", fmt.Sprintf("/ip firewall filter\nadd action=accept chain=input connection-state=established,related\nadd action=drop chain=input in-interface-list=WAN comment=\"drop all from WAN\"\n/ip service set winbox address=%s/24", ip))
	case 4:
		return hacT("net-config", "fortios", fmt.Sprintf("config system interface\n    edit \"port%d\"\n        set ip %s 255.255.255.0\n        set allowaccess ping https ssh\n    next\nend", 1+rng.IntN(8), ip))
	case 5:
		return hacT("net-config", "wg-conf", fmt.Sprintf("[Interface]\nAddress = 10.6.0.1/24\nListenPort = 51820\nPostUp = iptables -A FORWARD -i %%i -j ACCEPT\nPostDown = iptables -D FORWARD -i %%i -j ACCEPT\nSaveConfig = false"))
	case 6:
		return hacT("net-config", "ovpn", fmt.Sprintf("client\ndev tun\nproto udp\nremote vpn.%s 1194\nauth-user-pass\nremote-cert-tls server\ncipher AES-256-GCM\nverb 3", hacDomain()))
	case 7:
		return hacT("net-config", "swanctl", fmt.Sprintf("connections {\n    branch {\n        remote_addrs = %s\n        local { auth = psk }\n        remote { auth = psk }\n        children { net { local_ts = 10.0.0.0/16 } }\n    }\n}", ip))
	case 8:
		return hacT("net-config", "freeradius", "authorize {\n    preprocess\n    chap\n    mschap\n    eap {\n        ok = return\n    }\n    files\n    pap\n}")
	case 9:
		return hacT("net-config", "sssd.conf", fmt.Sprintf("[sssd]\ndomains = %s\nservices = nss, pam\n\n[domain/%s]\nid_provider = ad\naccess_provider = simple\nsimple_allow_groups = linux-admins", hacDomain(), hacDomain()))
	default:
		return hacT("net-config", "ios-config", fmt.Sprintf("snmp-server view RO iso included\nsnmp-server group MON v3 priv read RO\nsnmp-server host %s version 3 priv librenms\nsnmp-server enable traps", ip))
	}
}

func hacTrapPlaceholder() Sample {
	host := strings.Split(hacHost(), ".")[0]
	user := hacUser()
	switch rng.IntN(12) {
	case 0:
		return hacT("placeholder", "fortios", fmt.Sprintf("config vpn ipsec phase1-interface\n    edit \"to-%s\"\n        set remote-gw %s\n        set psksecret %s\n    next\nend", host, hacIP(), hacPick("<PRE-SHARED-KEY>", "ENC_PLACEHOLDER", "<psk>")))
	case 1:
		return hacT("placeholder", "wg-conf", fmt.Sprintf("[Interface]\nPrivateKey = %s\nAddress = 10.%d.0.1/24", hacPick("<server-private-key>", "<paste output of wg genkey>", "YOUR_PRIVATE_KEY"), rng.IntN(250)))
	case 2:
		return hacT("placeholder", "yaml", fmt.Sprintf("ansible_user: %s\nansible_password: \"{{ vault_%s_password }}\"\nansible_become_password: \"{{ vault_enable_secret }}\"", user, user))
	case 3:
		return hacT("placeholder", "env", fmt.Sprintf("DB_HOST=%s\nDB_USER=%s\nDB_PASSWORD=${%s_DB_PASSWORD}\nSECRET_KEY=${SECRET_KEY:?set me}", host, user, strings.ToUpper(hacPick("netbox", "grafana", "zabbix"))))
	case 4:
		return hacT("placeholder", "readme", fmt.Sprintf("## Setup\n\nCopy `.env.example` to `.env` and set `API_TOKEN=<your-token>`. The example file ships with `ADMIN_PASSWORD=changeme`; replace it before exposing port %d.", 8000+rng.IntN(1000)))
	case 5:
		return hacT("placeholder", "powershell", fmt.Sprintf("$cred = Get-Credential -UserName \"CORP\\%s\" -Message \"Enter the service account password\"\nInvoke-Command -ComputerName %s -Credential $cred -ScriptBlock { Get-SmbShare }", user, host))
	case 6:
		return hacT("placeholder", "ios-config", fmt.Sprintf("username %s privilege 15 secret <enable-secret-here>\ntacacs server ISE\n address ipv4 <ise-ip>\n key <shared-key>", user))
	case 7:
		return hacT("placeholder", "shell", fmt.Sprintf("docker login %s -u %s --password-stdin < ~/.registry_token", hacPick("ghcr.io", "registry.gitlab.com", "harbor."+hacDomain()), hacPick("USERNAME", hacPerson())))
	case 8:
		return hacT("placeholder", "note", fmt.Sprintf("api key: xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx (the real one is in 1Password under \"%s\")", hacPick("Proxmox API", "TrueNAS", "Cloudflare DNS", "Tailscale ACL bot")))
	case 9:
		return hacT("placeholder", "shell", fmt.Sprintf("$ mysql -h %s -u root -p\nEnter password: ********\nWelcome to the MariaDB monitor.  Commands end with ; or \\g.", host))
	case 10:
		return hacT("placeholder", "log", fmt.Sprintf("%s %s INFO connecting to ldaps://dc01.%s as %s password=[REDACTED]", hacDate(), hacTime(), hacDomain(), user))
	default:
		return hacT("placeholder", "routeros", fmt.Sprintf("/interface wireless security-profiles set [find default=yes] wpa2-pre-shared-key=\"%s\"", hacPick("YOUR_WIFI_KEY", "<wifi-password>", "CHANGE_ME")))
	}
}

func hacTrapAuthLog() Sample {
	switch rng.IntN(6) {
	case 0:
		return hacT("auth-log", "syslog", fmt.Sprintf("%s %s sshd[%d]: Failed password for root from %s port %d ssh2\n%s %s sshd[%d]: Connection closed by authenticating user root %s port %d [preauth]", hacDate(), hacTime(), 1000+rng.IntN(9000), hacIP(), 30000+rng.IntN(30000), hacDate(), hacTime(), 1000+rng.IntN(9000), hacIP(), 30000+rng.IntN(30000)))
	case 1:
		return hacT("auth-log", "windows-event", fmt.Sprintf("EventID 4625: An account failed to log on.\nAccount Name: %s\nAccount Domain: CORP\nFailure Reason: Unknown user name or bad password.\nSource Network Address: %s", hacPerson(), hacIP()))
	case 2:
		return hacT("auth-log", "firewall-log", fmt.Sprintf("date=%s time=%s logid=\"0100032002\" type=\"event\" subtype=\"system\" level=\"alert\" user=\"admin\" ui=\"https(%s)\" action=\"login\" status=\"failed\" reason=\"passwd_invalid\" msg=\"Administrator admin login failed from https(%s) because of invalid password\"", hacDate(), hacTime(), hacIP(), hacIP()))
	case 3:
		return hacT("auth-log", "radius-log", fmt.Sprintf("%s : Auth: (%d) Login incorrect (pap: Cleartext password does not match \"known good\" password): [%s] (from client unifi-aps port 0 cli %s)", hacDate(), rng.IntN(9999), hacPerson(), strings.ToUpper(hacMAC("-"))))
	case 4:
		return hacT("auth-log", "siem", fmt.Sprintf("alert: brute force detected, %d failed logins for user %s in 5m from %s (rule id %d)", 20+rng.IntN(400), hacPerson(), hacIP(), 100000+rng.IntN(900000)))
	default:
		return hacT("auth-log", "pfsense-log", fmt.Sprintf("%s php-fpm[%d]: /index.php: webConfigurator authentication error for user '%s' from: %s", hacTime(), 300+rng.IntN(700), hacUser(), hacIP()))
	}
}

func hacTrapDigest() Sample {
	switch rng.IntN(7) {
	case 0:
		return hacT("digest", "shell", fmt.Sprintf("$ sha256sum %s\n%s  %s", "FortiOS-7.4.4.out", hacHex(64), "FortiOS-7.4.4.out"))
	case 1:
		return hacT("digest", "chat", fmt.Sprintf("pinned the image to ghcr.io/home-assistant/home-assistant@sha256:%s", hacHex(64)))
	case 2:
		return hacT("digest", "git", fmt.Sprintf("commit %s\nAuthor: %s <%s@%s>\nDate:   %s\n\n    ansible: bump ios collection", hacHex(40), hacPerson(), hacPerson(), hacDomain(), hacDate()))
	case 3:
		return hacT("digest", "log", fmt.Sprintf("%s %s INFO request_id=%s trace_id=%s status=200 path=/api/v1/devices", hacDate(), hacTime(), hacUUID(), hacHex(32)))
	case 4:
		return hacT("digest", "note", fmt.Sprintf("Proxmox VM %d smbios uuid=%s, vmgenid %s", 100+rng.IntN(900), hacUUID(), hacUUID()))
	case 5:
		return hacT("digest", "diff", fmt.Sprintf("diff --git a/roles/fw/tasks/main.yml b/roles/fw/tasks/main.yml\nindex %s..%s 100644\n--- a/roles/fw/tasks/main.yml\n+++ b/roles/fw/tasks/main.yml\n@@ -12,3 +12,4 @@\n   - name: push acl\n+    notify: save config", hacHex(7), hacHex(7)))
	default:
		return hacT("digest", "chat", fmt.Sprintf("build %s-%s is green, merged as %s", hacPick("v2.14.1", "24.7.3", "7.4.4"), hacHex(8), hacHex(12)))
	}
}
