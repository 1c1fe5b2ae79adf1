package main

import (
	"fmt"
	"strings"
)

// Reports, notes, chats, mails and tickets that quote a credential found in an engagement.
func hcoReportSecrets() []hcoGen {
	return []hcoGen{
		hcoFindingsTable, hcoFindingSection, hcoDailyLog, hcoTesterChat, hcoClientMail,
		hcoRotateTicket, hcoRedHandover, hcoLootCSV, hcoJenkinsDefault, hcoWifiPSK,
		hcoPhysicalCodes, hcoRetestNote, hcoFigureCaption, hcoReportCommit, hcoReportJSON,
		hcoReadoutNotes, hcoGophish, hcoC2Setup, hcoObsidianCreds, hcoTotpFound,
		hcoBackupCodes, hcoResetLink, hcoLicenceKey, hcoSessionCookie, hcoVpnPSK,
	}
}

func hcoTester() string { return pick(hcoTesters) }

func hcoFindingsTable() Sample {
	u1, p1, u2, p2 := pick(hcoSvc), hcoPw(), hcoUser(), hcoPw()
	h1, h2 := hcoHost(), hcoHost()
	t := "| ID | Finding | Severity | Affected | Evidence |\n|----|---------|----------|----------|----------|\n"
	t += fmt.Sprintf("| %s-01 | Credentials in SYSVOL script | High | %s | `%s` / `%s` |\n", hcoPick("INT", "AD", "F"), h1, u1, p1)
	t += fmt.Sprintf("| %s-02 | SMB signing not required | Medium | %d hosts | see appendix B |\n", hcoPick("INT", "AD", "F"), hcoN(3, 140))
	if rng.IntN(2) == 0 {
		t += fmt.Sprintf("| %s-03 | Kerberoastable admin account | High | %s | %s (SPN MSSQLSvc/%s) |\n", hcoPick("INT", "AD", "F"), h2, u2, strings.ToLower(h2))
		return hcoS("domain-password", "md-table", t, []string{p1}, u1, u2)
	}
	t += fmt.Sprintf("| %s-03 | Weak password (sprayed) | High | %s | %s:%s |\n", hcoPick("INT", "AD", "F"), h2, u2, p2)
	return hcoS("domain-password", "md-table", t, []string{p1, p2}, u1, u2)
}

func hcoFindingSection() Sample {
	u, pw, d := pick(hcoSvc), hcoPw(), hcoDom()
	h := hcoHost()
	t := fmt.Sprintf("### %d.%d Cleartext credentials in logon script\n\n**Severity:** High  \n**CVSS:** 8.%d\n\nThe logon script `\\\\%s\\NETLOGON\\%s` maps a backup share using a hard-coded account:\n\n```\nnet use Z: \\\\%s\\backup$ /user:%s\\%s %s /persistent:no\n```\n\nAny domain user can read the script. The account is a member of Backup Operators.\n\n**Recommendation:** remove the credential, rotate the password of `%s` and use a gMSA.\n", hcoN(3, 6), hcoN(1, 9), hcoN(0, 8), strings.ToLower(d)+".local", hcoPick("logon.bat", "drives.cmd", "startup.bat"), h, d, u, pw, u)
	return hcoS("domain-password", "report-md", t, []string{pw}, u, h)
}

func hcoDailyLog() Sample {
	u, pw, ip := hcoUser(), hcoPw(), hcoIP()
	d := hcoDom()
	t := fmt.Sprintf("## Day %d - %s (%s)\n\n- 09:%02d VPN up, scope reconfirmed w/ client contact\n- 10:%02d kerberoast -> nothing crackable in the window\n- 11:%02d spray #2 (1 pw, %d users): hit! %s\\%s : %s\n- 13:%02d rdp to %s as %s, user is local admin there\n- 15:%02d stopped, lockouts checked (none)\n", hcoN(2, 8), hcoDate(), hcoTester(), rng.IntN(60), rng.IntN(60), rng.IntN(60), hcoN(200, 3000), d, u, pw, rng.IntN(60), ip, u, rng.IntN(60))
	return hcoS("domain-password", "notes", t, []string{pw}, u, ip)
}

func hcoTesterChat() Sample {
	a, b := hcoTester(), hcoTester()
	u, pw := hcoPick("da_", "adm_", "t0_")+hcoUser(), hcoPw()
	c := hcoNewClk()
	t := fmt.Sprintf("[%s] %s: we have DA 🎉\n[%s] %s: nice, how\n[%s] %s: %s reused his laptop pw on his admin acct. %s / %s\n[%s] %s: ok logging it in the loot sheet, don't paste it in the client channel pls\n", c.hcoHM(), a, c.hcoHM(), b, c.hcoHM(), a, strings.TrimPrefix(strings.TrimPrefix(strings.TrimPrefix(u, "da_"), "adm_"), "t0_"), u, pw, c.hcoHM(), b)
	return hcoS("domain-password", "chat", t, []string{pw}, u)
}

func hcoClientMail() Sample {
	k := hcoPick("sg", "gh", "sl")
	var sec, what string
	switch k {
	case "sg":
		sec, what = hcoSG(), "SendGrid API key"
	case "gh":
		sec, what = hcoGHP(), "GitHub token"
	default:
		sec, what = hcoSlackTok(), "Slack bot token"
	}
	c := pick(hcoClients)
	t := fmt.Sprintf("Subject: [URGENT] %s - exposed %s found during testing\n\nHi %s,\n\nas agreed in the rules of engagement we are notifying you of a critical issue before the report. The public JavaScript on your marketing site contains a live %s:\n\n    %s\n\nWe confirmed it is valid (read-only call only). Please revoke it today and let us know once done so we can verify.\n\nKind regards,\n%s\n%s Security Testing\n", c, what, hcoCap(pick(hcoFirst)), what, sec, hcoCap(hcoTester()), hcoPick("Redline", "Blackpeak", "Ironfox"))
	return hcoS("vendor-token", "mail", t, []string{sec}, c)
}

func hcoRotateTicket() Sample {
	tok := hcoGlpat()
	if rng.IntN(2) == 0 {
		tok = hcoGHPat()
	}
	n := hcoN(100, 9999)
	t := fmt.Sprintf("SEC-%d  Rotate leaked CI token (pentest finding %s)\nPriority: P1   Assignee: %s   Reporter: %s\n\nDescription:\nPentesters found the token below in the history of repo `%s` (commit %s, later \"removed\").\nToken: %s\nScope: api, write_repository\n\nAcceptance: token revoked, new one in the CI secret store, history rewritten.\n", n, fmt.Sprintf("EXT-%02d", hcoN(1, 30)), hcoUser(), hcoUser(), hcoPick("infra/terraform", "web/frontend", "tools/release"), hcoHex(12), tok)
	return hcoS("gitlab-token", "ticket", t, []string{tok}, fmt.Sprintf("SEC-%d", n))
}

func hcoRedHandover() Sample {
	op, pw, psk := hcoTester(), hcoPw(), rnd(alnum, hcoN(20, 32))
	ts := hcoIP()
	wg := "* Redirector WireGuard peer PSK: %s\n"
	secs := []string{pw, psk}
	if rng.IntN(2) == 0 {
		wg, secs = "* Redirector: WireGuard config on the ops share%.0s\n", []string{pw}
	}
	t := fmt.Sprintf("Handover %s -> next shift\n\n* Teamserver: %s:50050, operator pw %s (op name: %s_night)\n"+wg+"* Beacons alive: %d (2 on finance VLAN, sleep 60s jitter 30)\n* Do NOT touch %s, client asked to avoid the SCADA segment\n", hcoDate(), ts, pw, op, psk, hcoN(3, 12), hcoHost())
	return hcoS("c2-password", "notes", t, secs, ts)
}

func hcoLootCSV() Sample {
	rows := "host,service,username,password,source\n"
	var secs []string
	keep := []string{}
	for i := 0; i < 2; i++ {
		h, u, pw := hcoIP(), hcoUser(), hcoPw()
		rows += fmt.Sprintf("%s,%s,%s,%s,%s\n", h, hcoPick("smb", "mssql", "ssh", "http", "rdp"), u, pw, hcoPick("spray", "lsa", "share", "config", "responder"))
		secs = append(secs, pw)
		keep = append(keep, h)
	}
	return hcoS("loot-password", "csv", rows, secs, keep...)
}

func hcoJenkinsDefault() Sample {
	pw := hcoDefPw()
	url := "http://" + hcoIP() + ":" + hcoPick("8080", "8081", "80")
	t := fmt.Sprintf("F-%02d Jenkins reachable with default-ish credentials\n\nURL: %s/\nLogin worked with admin / %s (the installer password was never changed).\nScript console allowed us to run `whoami` -> nt authority\\system.\n\nFix: change the password, put Jenkins behind SSO, restrict /script.\n", hcoN(1, 20), url, pw)
	return hcoS("default-credential", "report-md", t, []string{pw}, url)
}

func hcoWifiPSK() Sample {
	psk := hcoPw()
	ssid := hcoPick("Staff", "CORP-WLAN", "Office", "Warehouse") + hcoPick("", "-5G", "_2", "-IoT")
	t := fmt.Sprintf("Wireless (on site, %s)\n- SSID %s is WPA2-PSK and bridged to the server VLAN\n- PSK was written on the whiteboard in the meeting room: %s\n- joined with a test laptop, got %s by DHCP\n", hcoDate(), ssid, psk, hcoIP())
	return hcoS("wifi-key", "notes", t, []string{psk}, ssid)
}

func hcoPhysicalCodes() Sample {
	door, alarm := rnd(digits, hcoN(4, 6)), rnd(digits, 4)
	site := hcoPick("Building C", "the warehouse", "HQ 3rd floor", "the Leeds office")
	t := fmt.Sprintf("Physical assessment, %s\n\n- tailgated at 08:%02d, nobody challenged\n- server room keypad code %s (shoulder-surfed from the cleaner, twice)\n", site, rng.IntN(60), door)
	if rng.IntN(2) == 0 {
		t += fmt.Sprintf("- intruder alarm disarm code is %s, it's on a post-it inside the comms cabinet\n- badge reader on the loading door is stuck open\n", alarm)
		return hcoS("door-code", "notes", t, []string{door, alarm}, site)
	}
	t += "- badge reader on the loading door is stuck open\n"
	return hcoS("door-code", "notes", t, []string{door}, site)
}

func hcoRetestNote() Sample {
	u, pw := pick(hcoSvc), hcoPw()
	t := fmt.Sprintf("Retest %s - finding %s\nStatus: NOT REMEDIATED\n\nThe account %s still authenticates with the password reported in the original test (%s) on %s. The client said it had been rotated; it was not.\n", hcoDate(), fmt.Sprintf("AD-%02d", hcoN(1, 25)), u, pw, hcoHost())
	return hcoS("domain-password", "report-md", t, []string{pw}, u)
}

func hcoFigureCaption() Sample {
	dev, u, pw := hcoPick("iDRAC", "iLO 5", "IPMI web UI", "vCenter", "Fortigate admin UI"), hcoPick("root", "Administrator", "admin"), hcoDefPw()
	ip := hcoIP()
	t := fmt.Sprintf("![%s login](images/fig-%02d.png)\n\n*Figure %d: Successful login to the %s at %s with %s/%s.*\n", dev, hcoN(1, 40), hcoN(1, 40), dev, ip, u, pw)
	return hcoS("default-credential", "report-md", t, []string{pw}, ip)
}

func hcoReportCommit() Sample {
	pw := hcoPw()
	u := pick(hcoSvc)
	t := fmt.Sprintf("commit %s\nAuthor: %s <%s@%s.example>\nDate:   %s\n\n    add evidence for AD-%02d (svc creds from share)\n\n    %s:%s works on %s, screenshot in evidence/ad%02d/\n", hcoHex(40), hcoCap(hcoTester()), hcoTester(), hcoPick("redline", "ironfox"), hcoDate(), hcoN(1, 20), u, pw, hcoHost(), hcoN(1, 20))
	return hcoS("domain-password", "commit", t, []string{pw}, u)
}

func hcoReportJSON() Sample {
	u, pw := hcoUser(), hcoPw()
	id := hcoN(1000, 9999)
	t := fmt.Sprintf("{\n  \"finding_id\": %d,\n  \"title\": \"Password reuse between local administrator accounts\",\n  \"severity\": \"high\",\n  \"hosts\": [\"%s\", \"%s\"],\n  \"evidence\": \"Local admin %s with password %s accepted on %d workstations.\",\n  \"status\": \"open\"\n}\n", id, hcoHost(), hcoHost(), u, pw, hcoN(5, 300))
	return hcoS("local-admin-password", "json", t, []string{pw}, u)
}

func hcoReadoutNotes() Sample {
	u, pw := pick(hcoSvc), hcoPw()
	t := fmt.Sprintf("Readout call %s\nAttendees: %s (client CISO), %s, %s\n\n1. walked through the 3 criticals\n2. client will disable %s today; asked us to confirm the new temp password %s no longer works after their change\n3. report draft due %s\n", hcoDate(), hcoCap(pick(hcoFirst)), hcoCap(hcoTester()), hcoCap(hcoTester()), u, pw, hcoDate())
	return hcoS("domain-password", "notes", t, []string{pw}, u)
}

func hcoGophish() Sample {
	k, pw := hcoHex(64), hcoPw()
	email := pick(hcoFirst) + "." + pick(hcoLast) + "@" + hcoCo() + ".example"
	t := fmt.Sprintf("Phishing campaign \"%s\" - results export\n\n", hcoPick("HR benefits 2024", "O365 re-verify", "Parking permit"))
	secs := []string{pw}
	if rng.IntN(2) == 0 {
		t += "Gophish API key (our instance): " + k + "\n\n"
		secs = append(secs, k)
	}
	t += fmt.Sprintf("Submitted data:\n  email: %s\n  password: %s\n  time: %sT%s\n", email, pw, hcoDate(), hcoTime())
	return hcoS("phished-password", "notes", t, secs, email)
}

func hcoC2Setup() Sample {
	pw := hcoPw()
	ip := hcoIP()
	t := fmt.Sprintf("$ sudo ./teamserver %s '%s' profiles/%s.profile\n[*] Will use existing X509 certificate and keystore (for SSL)\n[+] Team server is up on 0.0.0.0:50050\n[*] SHA256 hash of SSL cert is: %s\n", ip, pw, hcoPick("amazon", "jquery", "ocsp"), hcoHex(64))
	return hcoS("c2-password", "shell", t, []string{pw}, ip)
}

func hcoObsidianCreds() Sample {
	p1, p2 := hcoPw(), hcoDefPw()
	t := fmt.Sprintf("---\ntags: [%s, creds]\n---\n# Creds (keep out of report body)\n\n- vCenter: administrator@vsphere.local / %s\n", hcoCo(), p1)
	end := fmt.Sprintf("- VPN test acct: in the client portal, ask %s\n", hcoCap(pick(hcoFirst)))
	if rng.IntN(2) == 0 {
		t += fmt.Sprintf("- iLO %s: Administrator / %s (default from the tag on the server)\n", hcoIP(), p2)
		return hcoS("admin-password", "md", t+end, []string{p1, p2}, "administrator@vsphere.local")
	}
	return hcoS("admin-password", "md", t+"- iLO: not reachable from our segment\n"+end, []string{p1}, "administrator@vsphere.local")
}

func hcoTotpFound() Sample {
	s := rnd(b32, pick([]int{16, 32}))
	u := pick(hcoFirst) + "." + pick(hcoLast)
	iss := hcoCap(hcoCo())
	t := fmt.Sprintf("%s's Desktop\\mfa-backup.txt (on the roaming profile share):\n\notpauth://totp/%s:%s?secret=%s&issuer=%s&digits=6\n\nWith this seed we could generate valid codes for their VPN login -> MFA bypass.\n", u, iss, u, s, iss)
	return hcoS("totp-seed", "notes", t, []string{s}, u)
}

func hcoBackupCodes() Sample {
	var cs []string
	for i := 0; i < hcoN(2, 3); i++ {
		cs = append(cs, rnd(digits, 4)+"-"+rnd(digits, 4))
	}
	u := hcoUser()
	t := fmt.Sprintf("File: \\\\%s\\users$\\%s\\Documents\\recovery codes.txt\n\nYour backup codes (each can be used once):\n%s\n\nreported as part of H-%02d (sensitive files on open shares)\n", hcoHost(), u, strings.Join(cs, "\n"), hcoN(1, 9))
	return hcoS("recovery-code", "notes", t, cs, u)
}

func hcoResetLink() Sample {
	tok := rnd(b64url, hcoN(32, 48))
	host := "portal." + hcoCo() + ".example"
	t := fmt.Sprintf("Host header injection on /forgot-password: the reset mail sent to the victim pointed at our server, and our listener got:\n\nGET /reset?token=%s&uid=%d HTTP/1.1\nHost: %s\n\nThe token was accepted on %s and let us set a new password.\n", tok, hcoN(1000, 99999), hcoIP(), host)
	return hcoS("reset-token", "report-md", t, []string{tok}, host)
}

func hcoLicenceKey() Sample {
	var p []string
	for i := 0; i < 5; i++ {
		p = append(p, rnd(upper+digits, 5))
	}
	k := strings.Join(p, "-")
	prod := hcoPick("Burp Suite Pro", "Nessus Professional", "IDA Pro", "Veeam B&R")
	t := fmt.Sprintf("Also in \\\\%s\\install$\\%s\\readme.txt:\n\"%s licence key: %s (do not share outside IT)\"\n", hcoHost(), strings.ReplaceAll(prod, " ", "_"), prod, k)
	return hcoS("licence-key", "notes", t, []string{k}, prod)
}

func hcoSessionCookie() Sample {
	c := rnd(hexs, 32)
	name := hcoPick("PHPSESSID", "JSESSIONID", "connect.sid", "ASP.NET_SessionId", "sessionid")
	if name == "connect.sid" {
		c = "s%3A" + rnd(b64url, 32) + "." + rnd(b64url, 43)
	}
	t := fmt.Sprintf("XSS in the ticket title fires in the admin queue; exfil hit our listener:\n\n%s - - [%s] \"GET /c?d=%s%%3D%s HTTP/1.1\" 200 0\n\nReplaying Cookie: %s=%s gave us the helpdesk admin session.\n", hcoIP(), hcoDate(), name, c, name, c)
	return hcoS("session-cookie", "log", t, []string{c}, name)
}

func hcoVpnPSK() Sample {
	psk := rnd(alnum+"!@#", hcoN(16, 30))
	gw := hcoIP()
	t := fmt.Sprintf("IKE aggressive mode is enabled on %s, and the branch router config on the open TFTP server has the pre-shared key in clear:\n\ncrypto isakmp key %s address %s\n", gw, psk, gw)
	return hcoS("vpn-psk", "config", t, []string{psk}, gw)
}
