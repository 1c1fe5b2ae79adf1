package main

import (
	"fmt"
	"strings"
)

// RDP, jump hosts, remote consoles.

func hcuJump() string {
	return pick([]string{"jmp01", "jump-01", "bastion", "rdgw01", "paw-jump", "ams-jmp-02", "tsgw"}) + "." + hcuFQDN()
}

// hcuSSHKey is an OpenSSH private key block; the whole block is the secret.
func hcuSSHKey() string {
	body := "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW" + hcuB64(hcuN(230, 300))
	body = strings.TrimRight(body, "=")
	var lines []string
	for len(body) > 70 {
		lines = append(lines, body[:70])
		body = body[70:]
	}
	lines = append(lines, body+"==")
	return "-----BEGIN OPENSSH PRIVATE KEY-----\n" + strings.Join(lines, "\n") + "\n-----END OPENSSH PRIVATE KEY-----"
}

var hcuRdpSecrets = []hcuGen{
	func() Sample {
		j, u, pw := hcuJump(), hcuUser(), hcuPw()
		t := fmt.Sprintf("%s: for the migration tonight use the jump host %s\nuser: %s\\%s\npw: %s\nfrom there RDP to the DCs, don't install anything on it pls",
			strings.Title(pick(hcuFirst)), j, hcuNetbios(), u, pw)
		return hcuS("rdp-password", "chat", t, []string{pw}, j, u)
	},
	func() Sample {
		h, u, pw, gpw := strings.ToLower(hcuHost()), hcuUser(), hcuPw(), hcuPw()
		t := fmt.Sprintf("<user-mapping>\n  <authorize username=\"%s\" password=\"%s\">\n    <connection name=\"%s\">\n      <protocol>rdp</protocol>\n      <param name=\"hostname\">%s.corp.local</param>\n      <param name=\"port\">3389</param>\n      <param name=\"username\">%s</param>\n      <param name=\"password\">%s</param>\n      <param name=\"domain\">CORP</param>\n      <param name=\"security\">nla</param>\n    </connection>\n  </authorize>\n</user-mapping>",
			u, gpw, h, h, u, pw)
		return hcuS("rdp-password", "xml", t, []string{gpw, pw}, h)
	},
	func() Sample {
		enc := hcuB64(hcuN(48, 72))
		h := hcuHost()
		t := fmt.Sprintf("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<mrng:Connections xmlns:mrng=\"http://mremoteng.org\" Name=\"Connections\" Export=\"false\" EncryptionEngine=\"AES\" BlockCipherMode=\"GCM\" KdfIterations=\"1000\" ConfVersion=\"2.6\">\n    <Node Name=\"%s\" Type=\"Connection\" Descr=\"\" Icon=\"mRemoteNG\" Username=\"%s\" Domain=\"CORP\" Password=\"%s\" Hostname=\"%s.corp.local\" Protocol=\"RDP\" Port=\"3389\" />\n</mrng:Connections>",
			h, hcuUser(), enc, strings.ToLower(h))
		return hcuS("mremoteng-password", "xml", t, []string{enc}, h)
	},
	func() Sample {
		k, j := hcuSSHKey(), hcuJump()
		t := fmt.Sprintf("Key for the Linux bastion in front of the Windows jump host (%s), user %s. Remove from this page once everyone has it!\n\n%s\n\nssh -i ~/.ssh/jump_ed25519 -L 13389:%s:3389 %s@%s",
			j, "jumpuser", k, hcuIP(), "jumpuser", j)
		return hcuS("ssh-private-key", "wiki", t, []string{k}, j)
	},
	func() Sample {
		v, pw, d := "vendor-"+pick([]string{"acme", "contosoit", "medsys", "printfix", "sapteam"}), hcuPw(), hcuDate()
		t := fmt.Sprintf("Subject: Remote access for your engineer\n\nHello,\n\nthe RD Web account for your visit is ready.\nURL: https://rdweb.%s/RDWeb\nAccount: %s\nTemporary password: %s\nValid until %s 18:00. You will be asked to set up MFA at first sign-in.\n\nRegards,\nIT Infrastructure",
			hcuFQDN(), v, pw, d)
		return hcuS("temp-password", "mail", t, []string{pw}, v)
	},
	func() Sample {
		h, u, pw := hcuHost(), hcuUser(), hcuPw()
		t := fmt.Sprintf("$ xfreerdp /v:%s.corp.local /u:%s /d:CORP /p:'%s' /cert:ignore /dynamic-resolution +clipboard\n[%s:%d] [INFO][com.freerdp.client.x11] - Logon Error Info LOGON_WARNING [LOGON_MSG_SESSION_CONTINUE]",
			strings.ToLower(h), u, pw, hcuTime(), hcuN(1000, 99999))
		return hcuS("rdp-password", "shell", t, []string{pw}, u)
	},
	func() Sample {
		hv, pw := pick([]string{"HV01", "HV02", "HV03", "ESX04", "HV-CL1-N2"}), hcuPw()
		bmc := pick([]string{"iLO", "iDRAC", "XCC", "IPMI"})
		t := fmt.Sprintf("%s: %s is hung, can't RDP. can you reset via %s?\n%s: no access, what's the login?\n%s: https://%s-%s.mgmt.%s Administrator / %s",
			pick(hcuFirst), hv, bmc, pick(hcuFirst), pick(hcuFirst), strings.ToLower(hv), strings.ToLower(bmc), hcuFQDN(), pw)
		return hcuS("bmc-password", "chat", t, []string{pw}, hv)
	},
	func() Sample {
		pw, vm := hcuComplex(hcuN(14, 22)), pick([]string{"vm-jump-weu-01", "vm-dc-neu-02", "vm-paw-01", "vm-rdsh-03"})
		t := fmt.Sprintf("{\n  \"$schema\": \"https://schema.management.azure.com/schemas/2019-04-01/deploymentParameters.json#\",\n  \"contentVersion\": \"1.0.0.0\",\n  \"parameters\": {\n    \"vmName\": { \"value\": \"%s\" },\n    \"adminUsername\": { \"value\": \"azadmin\" },\n    \"adminPassword\": { \"value\": \"%s\" },\n    \"vmSize\": { \"value\": \"Standard_D2s_v5\" }\n  }\n}",
			vm, pw)
		return hcuS("vm-admin-password", "json", t, []string{pw}, vm)
	},
	func() Sample {
		seed := strings.ToUpper(rnd(b32, 32))
		u := pick([]string{"jumpshared", "svc_jump", "ops-jump"})
		t := fmt.Sprintf("The shared jump account %s now needs a TOTP. Add it to the team authenticator:\notpauth://totp/JumpHost:%s?secret=%s&issuer=JumpHost&digits=6&period=30\nQR is in the team vault as well.",
			u, u, seed)
		return hcuS("totp-seed", "notes", t, []string{seed}, u)
	},
	func() Sample {
		u, pw := hcuUser(), hcuPw()
		conn := pick([]string{"Corp VPN", "AOVPN-Device", "JumpVPN"})
		t := fmt.Sprintf("C:\\>rasdial \"%s\" %s %s\nConnecting to %s...\nVerifying username and password...\nRegistering your computer on the network...\nSuccessfully connected to %s.\nCommand completed successfully.", conn, u, pw, conn, conn)
		return hcuS("vpn-password", "cmd", t, []string{pw}, u)
	},
	func() Sample {
		j, u, pw := hcuJump(), hcuUser(), hcuPw()
		t := fmt.Sprintf("cmdkey /generic:TERMSRV/%s /user:%s@%s /pass:\"%s\"\nmstsc /v:%s /admin", j, u, hcuFQDN(), pw, j)
		return hcuS("rdp-password", "cmd", t, []string{pw}, j)
	},
	func() Sample {
		v, pw, j := "ext_"+hcuUser(), hcuPw(), hcuJump()
		t := fmt.Sprintf("Meeting notes - vendor access review (%s)\nAttendees: %s, %s, %s\n\n- Vendor keeps using %s on %s. Temp pw was %s, we agreed it expires Friday\n- Move them to PIM-approved access + TAP next quarter\n- Action (%s): disable the account after the go-live",
			hcuDate(), strings.Title(pick(hcuFirst)), strings.Title(pick(hcuFirst)), strings.Title(pick(hcuFirst)), v, j, pw, strings.Title(pick(hcuFirst)))
		return hcuS("temp-password", "meeting-notes", t, []string{pw}, v, j)
	},
	func() Sample {
		pw, j := hcuPw(), hcuJump()
		u := pick([]string{"administrator", "opsadmin"})
		t := fmt.Sprintf("$ sshpass -p '%s' ssh -o StrictHostKeyChecking=no %s@%s powershell -c \"Get-Service sshd\"\n\nStatus   Name               DisplayName\n------   ----               -----------\nRunning  sshd               OpenSSH SSH Server", pw, u, j)
		return hcuS("ssh-password", "shell", t, []string{pw}, j)
	},
	func() Sample {
		pw, pin := hcuPw(), rnd(digits, hcuN(6, 8))
		t := fmt.Sprintf("PAW setup for %s\n- local account pawadmin, password %s (only for break-fix, LAPS takes over after join)\n- smart card PIN for the tier-0 card: %s, PUK is with the security team\n- Credential Guard on, no internet, RDP outbound only to the jump hosts", hcuUser(), pw, pin)
		return hcuS("smartcard-pin", "notes", t, []string{pw, pin}, "pawadmin")
	},
}

var hcuRdpTraps = []hcuGen{
	func() Sample {
		t := fmt.Sprintf("screen mode id:i:2\nuse multimon:i:0\ndesktopwidth:i:1920\ndesktopheight:i:1080\nfull address:s:%s\ngatewayhostname:s:rdgw.%s\ngatewayusagemethod:i:1\ngatewaycredentialssource:i:0\nprompt for credentials:i:1\nusername:s:%s\\%s\nauthentication level:i:2\nenablecredsspsupport:i:1",
			strings.ToLower(hcuHost())+".corp.local", hcuFQDN(), hcuNetbios(), hcuUser())
		return hcuT("trap-rdp-file", "rdp", t, "prompt for credentials:i:1")
	},
	func() Sample {
		h := hcuHost()
		t := fmt.Sprintf("<mrng:Connections xmlns:mrng=\"http://mremoteng.org\" Name=\"Connections\" Export=\"false\" EncryptionEngine=\"AES\" ConfVersion=\"2.6\">\n    <Node Name=\"%s\" Type=\"Connection\" Username=\"%s\" Domain=\"CORP\" Password=\"\" Hostname=\"%s.corp.local\" Protocol=\"RDP\" Port=\"3389\" />\n</mrng:Connections>",
			h, hcuUser(), strings.ToLower(h))
		return hcuT("trap-empty-password", "xml", t, h)
	},
	func() Sample {
		h := strings.ToLower(hcuHost())
		t := fmt.Sprintf("<connection name=\"%s\">\n  <protocol>rdp</protocol>\n  <param name=\"hostname\">%s.corp.local</param>\n  <param name=\"username\">${GUAC_USERNAME}</param>\n  <param name=\"password\">${GUAC_PASSWORD}</param>\n  <param name=\"domain\">CORP</param>\n  <param name=\"security\">nla</param>\n</connection>", h, h)
		return hcuT("trap-secret-reference", "xml", t, h)
	},
	func() Sample {
		h, u := strings.ToLower(hcuHost()), hcuUser()
		t := fmt.Sprintf("$ xfreerdp /v:%s.corp.local /u:%s /d:CORP /cert:ignore\nDomain: CORP\nPassword: \n[%s:%d] [INFO][com.freerdp.core] - freerdp_connect:freerdp_set_last_error_ex resetting error state", h, u, hcuTime(), hcuN(1000, 99999))
		return hcuT("trap-prompted-credential", "shell", t, u)
	},
	func() Sample {
		u := hcuUser()
		t := fmt.Sprintf("PS C:\\Users\\%s> ssh-keygen -t ed25519 -C \"%s@jump\"\nGenerating public/private ed25519 key pair.\nYour identification has been saved in C:\\Users\\%s/.ssh/id_ed25519\nYour public key has been saved in C:\\Users\\%s/.ssh/id_ed25519.pub\nThe key fingerprint is:\nSHA256:%s %s@jump",
			u, u, u, u, rnd(alnum+"+/", 43), u)
		return hcuT("trap-key-fingerprint", "powershell", t, u)
	},
	func() Sample {
		u := hcuUser()
		t := fmt.Sprintf("# C:\\ProgramData\\ssh\\administrators_authorized_keys on the jump host\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI%s %s@paw\nssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ%s %s@laptop",
			rnd(alnum+"+/", 43), u, rnd(alnum+"+/", 120), hcuUser())
		return hcuT("trap-public-key", "text", t, u)
	},
	func() Sample {
		u, ws := hcuUser(), hcuHost()
		t := fmt.Sprintf("Event ID: 4624\nAn account was successfully logged on.\nLogon Information:\n  Logon Type: 10\n  Restricted Admin Mode: Yes\nNew Logon:\n  Security ID: %s\n  Account Name: %s\n  Account Domain: CORP\n  Logon ID: 0x%s\n  Logon GUID: {%s}\nNetwork Information:\n  Workstation Name: %s\n  Source Network Address: %s\n  Source Port: %d",
			hcuSID(), u, strings.ToUpper(rnd(hexs, 7)), hcuGUID(), ws, hcuIP(), hcuN(49152, 65535))
		return hcuT("trap-event-log", "log", t, u, ws)
	},
	func() Sample {
		a, b := hcuUser(), hcuUser()
		t := fmt.Sprintf("C:\\>quser /server:%s\n USERNAME              SESSIONNAME        ID  STATE   IDLE TIME  LOGON TIME\n %-20s  rdp-tcp#%d          2  Active          .  %s %s\n %-20s                     3  Disc         2:14  %s %s",
			strings.ToLower(hcuHost()), a, hcuN(1, 90), hcuDate(), hcuTime()[:5], b, hcuDate(), hcuTime()[:5])
		return hcuT("trap-session-list", "cmd", t, a, b)
	},
	func() Sample {
		j := hcuJump()
		t := fmt.Sprintf("# Jump host standard (%s)\n\n- NLA required, RDP only from the PAW subnet %s/24\n- Admins log on with their t0_/t1_ accounts; passwords are checked out from CyberArk per session and rotated on check-in\n- Restricted Admin mode for outbound RDP\n- No browser, no mail client, clipboard redirection off",
			j, hcuIP())
		return hcuT("trap-password-talk", "wiki", t, j)
	},
	func() Sample {
		u := hcuUser()
		t := fmt.Sprintf("Log Name: Microsoft-Windows-TerminalServices-Gateway/Operational\nEvent ID: 302\nThe user \"CORP\\%s\", on client computer \"%s\", connected to resource \"%s.corp.local\". Connection protocol used: \"HTTP\".",
			u, hcuIP(), strings.ToLower(hcuHost()))
		return hcuT("trap-event-log", "log", t, u)
	},
}
