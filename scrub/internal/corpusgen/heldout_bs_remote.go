package main

import (
	"fmt"
	"strings"
)

// hbsRemoteTemplates: jump hosts, vendor VPNs, remote support tools and OT firewall configs.
func hbsRemoteTemplates() []hbsT {
	return []hbsT{
		{"jump-host-password", "chat", 6, func(b *hbsB) string {
			j := b.K(hbsP("jh-ot01", "jump-ot.plant.corp", "bastion-scada", "jh-dmz02.ot.local"))
			return fmt.Sprintf("%s: can't reach the historian from the vendor laptop\n%s: you have to go through %s first, user %s\n%s: password?\n%s: %s (temporary, expires %s)",
				hbsA(), hbsC(), j, b.K(hbsP("ext_vendor07", "v-siemens", "contractor-ge", "svc_abb_remote")), hbsA(), hbsC(), b.S(hbsPw()), hbsDate())
		}},
		{"ipsec-psk", "fortigate", 7, func(b *hbsB) string {
			return fmt.Sprintf("config vpn ipsec phase1-interface\n    edit \"%s\"\n        set interface \"wan1\"\n        set ike-version 2\n        set peertype any\n        set net-device disable\n        set proposal aes256-sha256\n        set remote-gw %s\n        set psksecret %s\n    next\nend",
				hbsP("vpn-vendor-abb", "to-windpark", "s2s-booster7", "oem-siemens"), hbsPubIP(), b.S(rnd(alnum+"%+=", hbsN(20, 40))))
		}},
		{"ipsec-psk", "cisco", 5, func(b *hbsB) string {
			return fmt.Sprintf("crypto ikev2 keyring KR-%s\n peer %s\n  address %s\n  pre-shared-key local %s\n  pre-shared-key remote %s\n!\ncrypto ikev2 profile IKEV2-%s\n match identity remote address %s 255.255.255.255",
				hbsP("SCADA", "OT", "RTU"), hbsP("WELLPAD14", "PS7", "HYDRO"), hbsPubIP(),
				b.S(rnd(alnum, hbsN(16, 32))), b.S(rnd(alnum, hbsN(16, 32))), hbsP("SCADA", "OT"), hbsPubIP())
		}},
		{"wireguard-private-key", "ini", 5, func(b *hbsB) string {
			return fmt.Sprintf("# remote RTU %s\n[Interface]\nAddress = 10.%d.%d.%d/32\nPrivateKey = %s\nListenPort = 51820\n\n[Peer]\n# control centre concentrator\nPublicKey = %s\nEndpoint = %s:51820\nAllowedIPs = 10.%d.0.0/16\nPersistentKeepalive = 25",
				hbsP("Well-12", "PS-Kaltenbach", "Reservoir 3"), hbsN(60, 90), hbsN(0, 255), hbsN(2, 254), b.S(hbsB64(43)+"="), b.K(hbsB64(43)+"="), hbsHost(), hbsN(60, 90))
		}},
		{"ssh-private-key", "pem", 4, func(b *hbsB) string {
			body := "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n" + hbsPEM(hbsN(3, 5))
			return fmt.Sprintf("key for the vendor jump (%s), user %s — remove from this note once deployed:\n\n-----BEGIN OPENSSH PRIVATE KEY-----\n%s\n-----END OPENSSH PRIVATE KEY-----",
				hbsHost(), b.K(hbsP("ext_vendor07", "svc_ge_rmt", "remote-abb")), b.S(body))
		}},
		{"teamviewer-password", "mail", 5, func(b *hbsB) string {
			id := fmt.Sprintf("%d %03d %03d %03d", hbsN(1, 1), hbsN(0, 999), hbsN(0, 999), hbsN(0, 999))
			return fmt.Sprintf("Subject: Remote session %s %s\n\nHello %s,\n\nfor the inverter fault analysis please connect to the service PC:\n\nTeamViewer ID: %s\nPassword: %s\n\nThe PC is unplugged from the network again after 17:00.\n\nBR %s",
				hbsSite(), hbsDate(), hbsC(), b.K(id), b.S(rnd(lower+digits, hbsN(6, 8))), hbsA())
		}},
		{"anydesk-password", "chat", 4, func(b *hbsB) string {
			return fmt.Sprintf("%s: AnyDesk on the HMI PC is %s, unattended access pw %s\n%s: can we please get rid of AnyDesk on the HMI. that's exactly what the audit flagged\n%s: after the SAT, promise",
				hbsA(), b.K(fmt.Sprintf("%d %03d %03d", hbsN(100, 999), hbsN(0, 999), hbsN(0, 999))), b.S(hbsPw()), hbsC(), hbsA())
		}},
		{"talk2m-password", "notes", 4, func(b *hbsB) string {
			return fmt.Sprintf("eWON / Talk2M access %s\n  account: %s\n  user: %s\n  password: %s\n  device: Flexy 205 \"%s\"\nPolicy: connection only while the vendor call is open, disable afterwards.",
				hbsSite(), b.K(hbsP("StadtwerkeNord", "AquaPlantSines", "PlantOpsBiogas")), b.K(hbsUser()), b.S(hbsPw()), hbsP("Boiler_Room", "Intake_PS", "Digester_2"))
		}},
		{"secomea-password", "ticket", 4, func(b *hbsB) string {
			m := strings.ToLower(hbsName())
			return fmt.Sprintf("%s — vendor remote access\nGateManager: %s\nLinkManager login: %s@%s\nPassword: %s\nSiteManager: %s\nStatus: waiting for approval from shift lead",
				hbsWO(), hbsP("gm.securemanager.example", "gm-eu.vendorremote.example"), b.K(m), hbsP("integrator.example", "oem-service.example"), b.S(hbsPw()), hbsP("SM-3529", "SM-1139", "SM-Embedded"))
		}},
		{"powershell-credential", "code", 5, func(b *hbsB) string {
			return fmt.Sprintf("# nightly export of PI archives to the DMZ share\n$user = \"%s\\%s\"\n$pw   = ConvertTo-SecureString '%s' -AsPlainText -Force\n$cred = New-Object System.Management.Automation.PSCredential($user, $pw)\nNew-PSDrive -Name X -PSProvider FileSystem -Root \\\\%s\\export -Credential $cred\nCopy-Item D:\\PI\\arc\\*.arc X:\\ -Verbose",
				hbsP("OT", "PLANTDOM", "SCADA"), b.K(hbsP("svc_piexport", "svc_backup", "svc_histcopy")), b.S(hbsPw()), hbsHost())
		}},
		{"switch-local-password", "cisco", 4, func(b *hbsB) string {
			return fmt.Sprintf("hostname %s\n!\nusername %s privilege 15 secret 0 %s\n!\nip ssh version 2\nline vty 0 4\n transport input ssh\n login local",
				hbsP("ot-ie3400-01", "sw-sub-rvs-02", "ind-sw-l4"), b.K(hbsP("netadmin", "otnet", "breakglass")), b.S(hbsPwU()))
		}},
		{"snmpv3-passwords", "cisco", 4, func(b *hbsB) string {
			return fmt.Sprintf("snmp-server group OTMON v3 priv read OTVIEW\nsnmp-server user %s OTMON v3 auth sha %s priv aes 128 %s\nsnmp-server host %s version 3 priv %s",
				b.K(hbsP("nms-ot", "prtg-ot", "zabbix")), b.S(hbsPwU()), b.S(hbsPwU()), hbsIP(), hbsP("nms-ot2", "prtg2"))
		}},
		{"radius-secret", "fortigate", 4, func(b *hbsB) string {
			return fmt.Sprintf("config user radius\n    edit \"NPS-OT\"\n        set server \"%s\"\n        set secret %s\n        set auth-type ms_chap_v2\n        set source-ip %s\n    next\nend",
				hbsIP(), b.S(rnd(alnum, hbsN(18, 32))), hbsIP())
		}},
		{"openvpn-static-key", "pem", 3, func(b *hbsB) string {
			ls := make([]string, 16)
			for i := range ls {
				ls[i] = hbsHex(32)
			}
			return fmt.Sprintf("<tls-crypt>\n#\n# 2048 bit OpenVPN static key\n#\n-----BEGIN OpenVPN Static key V1-----\n%s\n-----END OpenVPN Static key V1-----\n</tls-crypt>\nremote %s 1194 udp\nverb 3",
				b.S(strings.Join(ls, "\n")), hbsHost())
		}},
		{"openvpn-auth-file", "shell", 4, func(b *hbsB) string {
			u := b.K(hbsP("vendor.ge", "rmt-siemens", "ext.kohler"))
			return fmt.Sprintf("root@gw-edge:~# cat /etc/openvpn/client/auth.txt\n%s\n%s\nroot@gw-edge:~# systemctl restart openvpn-client@plant\nroot@gw-edge:~# journalctl -u openvpn-client@plant -n 2\n%s gw-edge openvpn[%d]: Initialization Sequence Completed",
				u, b.S(hbsPwU()), hbsP("Mar 03 10:12:44", "Jun 18 06:01:09", "Nov 27 22:43:51"), hbsN(900, 9999))
		}},
		{"remote-session-link", "mail", 4, func(b *hbsB) string {
			t := rnd(b64url, hbsN(32, 48))
			return fmt.Sprintf("Subject: Your remote maintenance session is ready\n\n%s is waiting for you on %s. Join within 30 minutes with this one-time link:\n\nhttps://sra.%s/session/join?token=%s\n\nSession recording is on.",
				hbsP("An operator", "The control room", "Shift lead"), hbsP("HMI-03", "EWS-01", "GT controller"), hbsP("plant-remote.example", "otaccess.example.net"), b.S(t))
		}},
		{"jump-totp-seed", "notes", 4, func(b *hbsB) string {
			s := rnd(b32, 32)
			u := b.K(hbsP("k.nowak", "a.silva", "h.jensen", "m.okafor"))
			return fmt.Sprintf("MFA enrolment for the OT jump host (if the QR scan fails):\notpauth://totp/OT-Jump:%s?secret=%s&issuer=OT-Jump&digits=6&period=30\nenter it manually in the authenticator app, then delete this note.",
				u, b.S(s))
		}},
		{"jump-backup-codes", "chat", 3, func(b *hbsB) string {
			return fmt.Sprintf("%s: lost my phone on the wellpad, locked out of the jump host MFA\n%s: use a backup code, you got 10 when you enrolled\n%s: found the printout, remaining ones are %s, %s and %s\n%s: don't post them here!! use one now and then regenerate",
				hbsA(), hbsC(), hbsA(), b.S(hbsD(8)), b.S(hbsD(8)), b.S(hbsD(8)), hbsC())
		}},
		{"breakglass-password", "handover", 4, func(b *hbsB) string {
			return fmt.Sprintf("Break-glass for the OT domain (%s):\n- account %s, password %s\n- sealed envelope in the shift supervisor's safe, safe code %s\n- using it triggers an alert in the SOC, call them first",
				hbsSite(), b.K(hbsP("OT\\bg-admin", "bg_ot01", "PLANT\\emergency")), b.S(hbsPw()), b.S(hbsPin(4, 6)))
		}},
		{"guacamole-password", "xml", 4, func(b *hbsB) string {
			u := b.K(hbsP("shiftlead", "ops.night", "vendor_hmi"))
			return fmt.Sprintf("<user-mapping>\n  <authorize username=\"%s\" password=\"%s\">\n    <connection name=\"HMI-%02d\">\n      <protocol>rdp</protocol>\n      <param name=\"hostname\">%s</param>\n      <param name=\"username\">operator</param>\n      <param name=\"password\">%s</param>\n    </connection>\n  </authorize>\n</user-mapping>",
				u, b.S(hbsPwU()), hbsN(1, 9), hbsIP(), b.S(hbsPwU()))
		}},
		{"tailscale-auth-key", "shell", 3, func(b *hbsB) string {
			k := "tskey-auth-k" + rnd(alnum, hbsN(10, 12)) + "CNTRL-" + rnd(alnum, hbsN(28, 34))
			return fmt.Sprintf("# lab gateway for the pilot PV site, not for production OT!\ncurl -fsSL https://tailscale.com/install.sh | sh\ntailscale up --authkey=%s --hostname=%s --advertise-routes=192.168.%d.0/24",
				b.S(k), hbsP("pv-pilot-gw", "lab-edge-01", "bess-test"), hbsN(0, 250))
		}},
		{"vpn-password-de", "mail", 4, func(b *hbsB) string {
			return fmt.Sprintf("Betreff: Zugangsdaten Fernwartung %s\n\nHallo %s,\n\nanbei die Zugangsdaten für den Fernwartungszugang (VPN):\nBenutzer: %s\nKennwort: %s\n\nDer Zugang ist bis %s freigeschaltet. Bitte nur nach telefonischer Anmeldung in der Leitwarte nutzen.\n\nViele Grüße\n%s",
				hbsP("Wasserwerk Nordhafen", "Biogasanlage Ostrau", "Pumpwerk Kaltenbach"), hbsName(), b.K(hbsUser()), b.S(hbsPw()), hbsDate(), hbsName())
		}},
		{"vpn-password-nl", "chat", 3, func(b *hbsB) string {
			return fmt.Sprintf("%s: het wachtwoord voor de leveranciers-VPN van het gemaal is %s\n%s: top, ik log zo in om de frequentieregelaar te bekijken",
				hbsName(), b.S(hbsPw()), hbsName())
		}},
		{"vendor-password-incident", "incident", 4, func(b *hbsB) string {
			return fmt.Sprintf("Incident %s — %s\nSeverity: medium\nWhat happened: during the %s the vendor technician pasted the VPN credentials for %s into the shared ticket (password \"%s\").\nImpact: none observed, no logins from unknown IPs.\nActions: rotate the password today, remind vendor of the remote access policy.",
				"INC"+hbsD(7), hbsSite(), hbsP("turbine upgrade", "DCS migration", "relay test"), b.K(hbsP("vendor_abb", "vendor_siemens", "fieldsvc")), b.S(hbsPw()))
		}},
	}
}

func hbsPubIP() string {
	return fmt.Sprintf("%s.%d", hbsP("203.0.113", "198.51.100", "192.0.2"), hbsN(1, 254))
}
