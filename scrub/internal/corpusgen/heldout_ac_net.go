package main

// Network gear and VPN configs: Cisco, Juniper, MikroTik, Fortinet, pfSense, WireGuard, OpenVPN,
// IPsec, RADIUS, TACACS+, SNMP, LDAP and Active Directory.

import (
	"fmt"
	"strings"
)

func hacNetGens() []hacGen {
	return []hacGen{
		{16, hacCiscoSample},
		{8, hacJuniperSample},
		{8, hacMikroTikSample},
		{7, hacFortiSample},
		{5, hacPfSenseSample},
		{10, hacWireGuardSample},
		{6, hacOpenVPNSample},
		{6, hacIPsecSample},
		{7, hacAAASample},
		{6, hacSNMPSample},
		{13, hacDirectorySample},
	}
}

// hacJunos9 is a Junos "$9$" reversible secret.
func hacJunos9() string { return "$9$" + hacRnd(alnum+"./-", 16+rng.IntN(30)) }

// hacType7 is a Cisco type 7 (reversible) password.
func hacType7() string {
	return fmt.Sprintf("%02d", rng.IntN(16)) + strings.ToUpper(hacHex(2*(6+rng.IntN(8))))
}

func hacCiscoSample() Sample {
	host := hacHost()
	hn := "hostname " + strings.Split(host, ".")[0]
	ip := hacIP()
	switch rng.IntN(9) {
	case 0:
		pw := hacPlainPw()
		return hacK(hacS("cisco", "ios-config", fmt.Sprintf("!\n%s\n!\nenable secret 0 %s\n!\naaa new-model\n", hn, pw), pw), hn)
	case 1:
		pw := hacPlainPw()
		return hacS("cisco", "ios-config", fmt.Sprintf("username %s privilege 15 password 0 %s\nline vty 0 15\n login local\n transport input ssh", hacUser(), pw), pw)
	case 2:
		c := hacPick("N0C-", "mon_", "ro-", "") + hacPlainPw()
		return hacS("cisco", "ios-config", fmt.Sprintf("snmp-server community %s RO 10\nsnmp-server location Rack B4\nsnmp-server contact noc@%s", c, hacDomain()), c)
	case 3:
		k := hacPlainPw()
		return hacS("cisco", "ios-config", fmt.Sprintf("tacacs server ISE-1\n address ipv4 %s\n key %s\n!\naaa group server tacacs+ ISE\n server name ISE-1", ip, k), k)
	case 4:
		k := hacPlainPw()
		return hacS("cisco", "ios-config", fmt.Sprintf("radius server NPS01\n address ipv4 %s auth-port 1812 acct-port 1813\n key 0 %s", ip, k), k)
	case 5:
		k := hacPlainPw()
		return hacS("cisco", "ios-config", fmt.Sprintf("crypto isakmp policy 10\n encr aes 256\n authentication pre-share\n group 14\ncrypto isakmp key %s address %s", k, hacIP()), k)
	case 6:
		t7 := hacType7()
		return hacS("cisco", "ios-config", fmt.Sprintf("username %s privilege 15 password 7 %s\nservice password-encryption", hacUser(), t7), t7)
	case 7:
		pw := hacPw()
		return hacS("cisco", "chat", fmt.Sprintf("on %s I did `conf t` / `enable secret %s` / `wr mem`, so use that from now on", host, pw), pw)
	default:
		k := hacPlainPw()
		return hacS("cisco", "asa-config", fmt.Sprintf("tunnel-group %s type ipsec-l2l\ntunnel-group %s ipsec-attributes\n ikev2 remote-authentication pre-shared-key %s\n ikev2 local-authentication pre-shared-key %s", ip, ip, k, k), k)
	}
}

func hacJuniperSample() Sample {
	s := hacJunos9()
	ip := hacIP()
	switch rng.IntN(5) {
	case 0:
		return hacS("juniper", "junos-set", fmt.Sprintf("set system radius-server %s port 1812\nset system radius-server %s secret \"%s\"\nset system authentication-order [ radius password ]", ip, ip, s), s)
	case 1:
		psk := hacPlainPw()
		return hacS("juniper", "junos-set", fmt.Sprintf("set security ike policy IKE-POL-%d mode main\nset security ike policy IKE-POL-%d pre-shared-key ascii-text \"%s\"", rng.IntN(9), rng.IntN(9), psk), psk)
	case 2:
		return hacS("juniper", "junos-config", fmt.Sprintf("system {\n    tacplus-server {\n        %s {\n            secret \"%s\"; ## SECRET-DATA\n        }\n    }\n}", ip, s), s)
	case 3:
		return hacS("juniper", "junos-set", fmt.Sprintf("set snmp v3 usm local-engine user nms authentication-sha authentication-key \"%s\"", s), s)
	default:
		pw := hacPw()
		return hacS("juniper", "chat", fmt.Sprintf("srx root auth: `set system root-authentication plain-text-password` then typed %s twice", pw), pw)
	}
}

func hacMikroTikSample() Sample {
	switch rng.IntN(5) {
	case 0:
		pw := hacPlainPw()
		return hacS("mikrotik", "routeros", fmt.Sprintf("/user add name=%s password=%s group=full comment=\"ansible\"", hacUser(), pw), pw)
	case 1:
		psk := hacPw()
		return hacS("mikrotik", "routeros", fmt.Sprintf("/interface wireless security-profiles\nset [ find default=yes ] authentication-types=wpa2-psk mode=dynamic-keys wpa2-pre-shared-key=%s supplicant-identity=MikroTik", psk), psk)
	case 2:
		pw := hacPlainPw()
		return hacS("mikrotik", "routeros", fmt.Sprintf("/ppp secret\nadd name=%s password=%s profile=vpn-profile service=l2tp", hacPerson(), pw), pw)
	case 3:
		k := hacWGKey()
		pub := hacWGKey()
		return hacK(hacS("mikrotik", "routeros", fmt.Sprintf("/interface wireguard\nadd listen-port=13231 mtu=1420 name=wg0 private-key=\"%s\"\n/interface wireguard peers\nadd allowed-address=10.8.0.2/32 interface=wg0 public-key=\"%s\"", k, pub), k), pub)
	default:
		pw := hacPw()
		return hacS("mikrotik", "chat", fmt.Sprintf("hAP ax3 at my parents': winbox %s, user %s, pass %s", hacIP(), hacUser(), pw), pw)
	}
}

func hacFortiSample() Sample {
	switch rng.IntN(5) {
	case 0:
		psk := hacPlainPw()
		return hacS("fortinet", "fortios", fmt.Sprintf("config vpn ipsec phase1-interface\n    edit \"to-branch-%d\"\n        set interface \"wan1\"\n        set remote-gw %s\n        set psksecret %s\n    next\nend", rng.IntN(9), hacIP(), psk), psk)
	case 1:
		pw := hacPlainPw()
		return hacS("fortinet", "fortios", fmt.Sprintf("config user local\n    edit \"%s\"\n        set type password\n        set passwd %s\n    next\nend", hacPerson(), pw), pw)
	case 2:
		k := hacPlainPw()
		return hacS("fortinet", "fortios", fmt.Sprintf("config user radius\n    edit \"NPS\"\n        set server \"%s\"\n        set secret %s\n    next\nend", hacIP(), k), k)
	case 3:
		tok := hacRnd(lower+digits, 30)
		return hacS("fortinet", "shell", fmt.Sprintf("curl -k -H \"Authorization: Bearer %s\" https://%s/api/v2/cmdb/firewall/address", tok, hacIP()), tok)
	default:
		pw := hacPw()
		return hacS("fortinet", "ticket", fmt.Sprintf("FortiGate 60F at the branch was reset to factory. New admin password set to %s by %s on %s.", pw, hacPerson(), hacDate()), pw)
	}
}

func hacPfSenseSample() Sample {
	switch rng.IntN(3) {
	case 0:
		psk := hacPlainPw()
		return hacS("pfsense", "xml", fmt.Sprintf("<phase1>\n\t<ikeid>%d</ikeid>\n\t<remote-gateway>%s</remote-gateway>\n\t<authentication_method>pre_shared_key</authentication_method>\n\t<pre-shared-key>%s</pre-shared-key>\n</phase1>", 1+rng.IntN(9), hacIP(), psk), psk)
	case 1:
		k := hacPlainPw()
		return hacS("pfsense", "xml", fmt.Sprintf("<authserver>\n\t<type>ldap</type>\n\t<host>%s</host>\n\t<ldap_binddn>CN=svc_pfsense,OU=Service,DC=corp,DC=local</ldap_binddn>\n\t<ldap_bindpw>%s</ldap_bindpw>\n</authserver>", hacIP(), k), k)
	default:
		pw := hacPw()
		return hacS("pfsense", "chat", fmt.Sprintf("opnsense root pw is now %s — changed it after the 24.7 upgrade", pw), pw)
	}
}

func hacWireGuardSample() Sample {
	priv := hacWGKey()
	pub := hacWGKey()
	psk := hacWGKey()
	iface := "[Interface]"
	switch rng.IntN(4) {
	case 0:
		return hacK(hacS("wireguard", "wg-conf", fmt.Sprintf("%s\nAddress = 10.6.0.%d/24\nPrivateKey = %s\nListenPort = 51820\n\n[Peer]\nPublicKey = %s\nAllowedIPs = 10.6.0.0/24\nEndpoint = vpn.%s:51820", iface, 2+rng.IntN(200), priv, pub, hacDomain()), priv), iface, pub)
	case 1:
		return hacK(hacS("wireguard", "wg-conf", fmt.Sprintf("[Peer]\n# %s's phone\nPublicKey = %s\nPresharedKey = %s\nAllowedIPs = 10.6.0.%d/32", hacPerson(), pub, psk, 2+rng.IntN(200)), psk), pub)
	case 2:
		return hacS("wireguard", "chat", fmt.Sprintf("server private key if you need to rebuild the tunnel: %s", priv), priv)
	default:
		return hacK(hacS("wireguard", "shell", fmt.Sprintf("root@%s:~# wg show wg0 private-key\n%s\nroot@%s:~# wg show wg0 public-key\n%s", "pve01", priv, "pve01", pub), priv), pub)
	}
}

func hacOpenVPNSample() Sample {
	switch rng.IntN(4) {
	case 0:
		pw := hacPw()
		u := hacPerson() + "@" + hacDomain()
		return hacS("openvpn", "file", fmt.Sprintf("$ cat /etc/openvpn/client/auth.txt\n%s\n%s", u, pw), pw)
	case 1:
		var b strings.Builder
		for range 16 {
			b.WriteString(hacHex(32) + "\n")
		}
		body := strings.TrimSuffix(b.String(), "\n")
		return hacS("openvpn", "ovpn", fmt.Sprintf("remote vpn.%s 1194 udp\nkey-direction 1\n<tls-auth>\n#\n# 2048 bit OpenVPN static key\n#\n-----BEGIN OpenVPN Static key V1-----\n%s\n-----END OpenVPN Static key V1-----\n</tls-auth>", hacDomain(), body), body)
	case 2:
		pw := hacPw()
		return hacS("openvpn", "chat", fmt.Sprintf("the .ovpn for the lab has auth-user-pass, user is %s and the password %s", hacPerson(), pw), pw)
	default:
		body := hacPEMBody(6)
		return hacS("openvpn", "ovpn", fmt.Sprintf("client\ndev tun\n<key>\n-----BEGIN PRIVATE KEY-----\n%s\n-----END PRIVATE KEY-----\n</key>", body), body)
	}
}

func hacIPsecSample() Sample {
	psk := hacPw()
	switch rng.IntN(4) {
	case 0:
		return hacS("ipsec", "ipsec.secrets", fmt.Sprintf("# /etc/ipsec.secrets\n%s %s : PSK \"%s\"", hacIP(), hacIP(), psk), psk)
	case 1:
		return hacS("ipsec", "swanctl", fmt.Sprintf("secrets {\n    ike-branch {\n        id = branch.%s\n        secret = \"%s\"\n    }\n}", hacDomain(), psk), psk)
	case 2:
		return hacS("ipsec", "chat", fmt.Sprintf("PSK für den Tunnel zur Außenstelle: %s (Phase 1 AES256/SHA256/DH14)", psk), psk)
	default:
		hex := "0x" + hacHex(64)
		return hacS("ipsec", "note", fmt.Sprintf("Azure VPN gateway <-> UDM Pro\nshared key: %s\nIKEv2, lifetime 28800", hex), hex)
	}
}

func hacAAASample() Sample {
	k := hacPlainPw()
	switch rng.IntN(4) {
	case 0:
		return hacS("radius", "freeradius", fmt.Sprintf("client unifi-aps {\n    ipaddr = %s/24\n    secret = %s\n    shortname = aps\n}", hacIP(), k), k)
	case 1:
		return hacS("tacacs", "tac_plus", fmt.Sprintf("key = \"%s\"\n\ngroup = netadmins {\n    default service = permit\n}", k), k)
	case 2:
		pw := hacPw()
		return hacS("radius", "shell", fmt.Sprintf("$ radtest %s '%s' %s 0 %s", hacPerson(), pw, hacIP(), k), pw, k)
	default:
		return hacS("radius", "chat", fmt.Sprintf("NPS shared secret for the new WLC is %s, same on both sides", k), k)
	}
}

func hacSNMPSample() Sample {
	a, p := hacPlainPw(), hacPlainPw()
	switch rng.IntN(4) {
	case 0:
		return hacS("snmp", "ios-config", fmt.Sprintf("snmp-server group NMS v3 priv\nsnmp-server user librenms NMS v3 auth sha %s priv aes 128 %s", a, p), a, p)
	case 1:
		return hacS("snmp", "shell", fmt.Sprintf("snmpwalk -v3 -l authPriv -u librenms -a SHA -A '%s' -x AES -X '%s' %s 1.3.6.1.2.1.1", a, p, hacIP()), a, p)
	case 2:
		c := hacPick("lab", "mon", "noc") + hacRnd(alnum, 10)
		return hacS("snmp", "shell", fmt.Sprintf("snmpget -v2c -c %s %s sysUpTime.0", c, hacIP()), c)
	default:
		return hacS("snmp", "yaml", fmt.Sprintf("auths:\n  lab_v3:\n    version: 3\n    username: prometheus\n    security_level: authPriv\n    password: %s\n    auth_protocol: SHA\n    priv_protocol: AES\n    priv_password: %s", a, p), a, p)
	}
}

func hacDirectorySample() Sample {
	pw := hacPw()
	dn := "cn=" + hacPick("admin", "readonly", "svc_ldap") + ",dc=" + hacPick("lab", "corp", "home") + ",dc=" + hacPick("local", "lan", "internal")
	switch rng.IntN(11) {
	case 0:
		return hacS("ldap", "shell", fmt.Sprintf("ldapsearch -x -H ldap://%s -D \"%s\" -w '%s' -b \"dc=lab,dc=local\" \"(uid=%s)\"", hacIP(), dn, pw, hacPerson()), pw)
	case 1:
		return hacS("ldap", "sssd.conf", fmt.Sprintf("[domain/lab]\nid_provider = ldap\nldap_uri = ldaps://%s\nldap_default_bind_dn = %s\nldap_default_authtok = %s", hacHost(), dn, pw), pw)
	case 2:
		return hacS("ad", "powershell", fmt.Sprintf("PS C:\\> $pw = ConvertTo-SecureString '%s' -AsPlainText -Force\nPS C:\\> New-ADUser -Name svc_veeam -AccountPassword $pw -Enabled $true", pw), pw)
	case 3:
		return hacS("ad", "cmd", fmt.Sprintf("C:\\Windows\\system32>net user svc_backup %s /add /domain\nThe command completed successfully.", pw), pw)
	case 4:
		return hacS("ad", "shell", fmt.Sprintf("# realm join\nnet ads join -U Administrator%%%s -S dc01.%s", pw, hacDomain()), pw)
	case 5:
		return hacS("ad", "cmd", fmt.Sprintf("cmdkey /add:%s /user:CORP\\%s /pass:%s", hacHost(), hacPerson(), pw), pw)
	case 6:
		return hacS("ad", "powershell", fmt.Sprintf("$cred = New-Object System.Management.Automation.PSCredential('CORP\\svc_sql', (ConvertTo-SecureString \"%s\" -AsPlainText -Force))\nInvoke-Command -ComputerName sql01 -Credential $cred -ScriptBlock { Get-Service MSSQLSERVER }", pw), pw)
	case 7:
		return hacS("ad", "incident", fmt.Sprintf("Timeline (%s)\n- 09:14 phishing mail opened by %s\n- 09:31 attacker logged in to OWA with the harvested password (%s)\n- 10:02 account disabled, password reset", hacDate(), hacPerson(), pw), pw)
	case 8:
		return hacS("ad", "chat", fmt.Sprintf("DSRM password on dc02 is %s — write it in the safe book pls", pw), pw)
	case 9:
		return hacS("ldap", "python", fmt.Sprintf("conn = ldap3.Connection(server, user=\"%s\", password=\"%s\", auto_bind=True)", dn, pw), pw)
	default:
		return hacS("ad", "powershell", fmt.Sprintf("PS> Set-ADAccountPassword -Identity %s -Reset -NewPassword (ConvertTo-SecureString -AsPlainText \"%s\" -Force)", hacPerson(), pw), pw)
	}
}
