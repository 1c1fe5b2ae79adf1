package main

import (
	"fmt"
	"strings"
)

// Printers, scanners, VPN, MFA, Wi-Fi, doors and alarms, phones, licences, remote support.

var hcbDeviceGens = []func() Sample{
	// scan-to-email SMTP settings copied from printer web page
	func() Sample {
		_, dom := hcbOrgDomain()
		u, pw := "scanner@"+dom, hcbPw()
		model := pick([]string{"Kyocera TASKalfa 2554ci", "Ricoh IM C3000", "Canon iR-ADV C5535", "Brother MFC-L8900CDW", "HP LaserJet M479fdw"})
		t := fmt.Sprintf("Scan to email stopped working on the %s. This is what's on the settings page:\n\nSMTP Server Name: smtp.office365.com\nSMTP Port: 587\nSSL/TLS: STARTTLS\nAuthentication: On\nLogin User Name: %s\nLogin Password: %s\nSender Address: %s\n\nError on the panel says \"Send error 1102\".",
			model, u, pw, u)
		return hcbSec("smtp-password", "config", t, []string{pw}, model)
	},
	// printer secure print PIN
	func() Sample {
		pin := hcbPIN(hcbNum(4, 6))
		t := fmt.Sprintf("%s my print jobs aren't coming out on the %s floor printer. I go up, tap my badge, put in my PIN (%s) and it just says 'no jobs'. %s",
			pick([]string{"Hi,", "Morning -", "hey"}), pick([]string{"2nd", "3rd", "ground", "4th"}), pin, pick([]string{"Tried 3 times now.", "Driving me mad.", ""}))
		return hcbSec("print-pin", "chat", t, []string{pin})
	},
	// printer admin password in ticket
	func() Sample {
		pw := hcbPw()
		ip := hcbIP()
		t := fmt.Sprintf("The engineer who installed the new copier left a card saying admin password is %s, web page is http://%s. I want to add the new starters to the address book, is it ok if I do it myself?",
			pw, ip)
		return hcbSec("device-admin-password", "ticket", t, []string{pw}, ip)
	},
	// VPN password with FortiClient log
	func() Sample {
		f, l := hcbFirst(), hcbLast()
		u, pw := hcbUser(f, l), hcbPw()
		gw := "vpn." + pick(hcbDomains)
		d := hcbDate()
		t := fmt.Sprintf("VPN won't connect from home. Log from FortiClient:\n\n%s %s ipsecvpn: connecting to %s\n%s %s ipsecvpn: authentication failed (-7200)\n\nI'm using %s and my normal password %s. Works fine in the office.",
			d, hcbClock(), gw, d, hcbClock(), u, pw)
		return hcbSec("vpn-password", "log", t, []string{pw}, gw, u)
	},
	// VPN pre-shared key in setup instructions forwarded
	func() Sample {
		psk := pick([]string{hcbRandPw(hcbNum(16, 24)), rnd(alnum, 20), hcbPw() + hcbPw()})
		gw := hcbIP()
		t := fmt.Sprintf("%s\nOur old IT guy sent me these instructions to set the VPN up on my Mac but it doesn't work:\n\n  Type: L2TP over IPSec\n  Server: %s\n  Account: your usual login\n  Shared Secret: %s\n\nDoes this still work or did you change it?",
			hcbHi(""), gw, psk)
		return hcbSec("vpn-psk", "mail", t, []string{psk}, gw)
	},
	// Windows VPN rasdial in shell
	func() Sample {
		f, l := hcbFirst(), hcbLast()
		u, pw := hcbUser(f, l), hcbPw()
		conn := pick([]string{"Office VPN", "CorpVPN", "HQ"})
		t := fmt.Sprintf("C:\\Users\\%s> rasdial \"%s\" %s %s\nConnecting to %s...\nVerifying username and password...\nRemote Access error 691 - The remote connection was denied because the user name and password combination you provided is not recognized.\n\nthat's what I get when I run what the guide says",
			u, conn, u, pw, conn)
		return hcbSec("vpn-password", "shell", t, []string{pw}, conn)
	},
	// MFA: secret key typed manually
	func() Sample {
		seed := hcbTOTPSeed(rng.IntN(2) == 0)
		t := fmt.Sprintf("The QR code wouldn't scan on my phone (cracked camera) so I clicked \"Can't scan image?\" and typed in the secret key %s into Authenticator. Now it says the code is wrong every time. Did I type it wrong?",
			seed)
		return hcbSec("totp-seed", "ticket", t, []string{seed})
	},
	// MFA: otpauth URI
	func() Sample {
		f, l := hcbFirst(), hcbLast()
		_, dom := hcbOrgDomain()
		m := hcbMail(f, l, dom)
		seed := hcbTOTPSeed(false)
		iss := pick([]string{"Microsoft", "Xero", "Okta", "Dropbox", "LastPass"})
		t := fmt.Sprintf("My phone reader app showed this instead of adding it, is that normal?\n\notpauth://totp/%s:%s?secret=%s&issuer=%s&digits=6",
			iss, m, seed, iss)
		return hcbSec("totp-seed", "ticket", t, []string{seed}, m)
	},
	// MFA: backup codes pasted
	func() Sample {
		codes := []string{hcbBackupCode()}
		for range rng.IntN(2) {
			codes = append(codes, hcbBackupCode())
		}
		svc := pick([]string{"Google", "GitHub", "Dropbox", "Zoom", "my Microsoft account"})
		t := fmt.Sprintf("I got a new phone and lost the authenticator. I still have some of the backup codes for %s I printed:\n%s\nWhich one do I use? Do they run out?",
			svc, strings.Join(codes, "\n"))
		return hcbSec("recovery-code", "ticket", t, codes)
	},
	// Wi-Fi key from helpdesk
	func() Sample {
		ssid := pick([]string{"CORP-STAFF", "Office-5G", "HD-Staff", "Lumen_WiFi", "KSONS-Internal"})
		key := pick([]string{hcbPw(), rnd(alnum, hcbNum(12, 20)), hcbRandPw(14)})
		t := fmt.Sprintf("Q: what's the wifi password on the %s floor? My new laptop isn't on it\nA (Helpdesk): Connect to %s, key is %s. Please don't give it to visitors, they should use the guest network.",
			pick([]string{"first", "second", "third"}), ssid, key)
		return hcbSec("wifi-key", "chat", t, []string{key}, ssid)
	},
	// netsh wlan show profile key=clear output
	func() Sample {
		ssid := pick([]string{"CORP-STAFF", "OfficeNet", "BT-Hub6-X7Q2", "VM1234567", "Kitchen_5G"})
		key := pick([]string{hcbPw(), rnd(alnum, hcbNum(10, 16))})
		t := fmt.Sprintf("PS C:\\> netsh wlan show profile name=\"%s\" key=clear\n\nProfile %s on interface Wi-Fi:\n=======================================================================\n\nSecurity settings\n-----------------\n    Authentication         : WPA2-Personal\n    Cipher                 : CCMP\n    Security key           : Present\n    Key Content            : %s\n\nCost settings\n-------------\n    Cost                   : Unrestricted\n",
			ssid, ssid, key)
		return hcbSec("wifi-key", "shell", t, []string{key}, ssid)
	},
	// home broadband
	func() Sample {
		key := pick([]string{rnd("ABCDEFGHJKLMNPQRTUVWXY346789", 10), rnd(lower, 4) + "-" + rnd(lower, 4) + "-" + rnd(lower, 4), hcbPw()})
		adm := rnd(alnum, 8)
		secs := []string{key, adm}
		if rng.IntN(2) == 0 {
			adm, secs = "(not shown, it's a different sticker)", secs[:1]
		}
		t := fmt.Sprintf("Working from home, Teams keeps dropping. I've restarted the router. On the sticker it says:\nWireless key: %s\nAdmin password: %s\nDo you want me to log in and change anything?",
			key, adm)
		return hcbSec("wifi-key", "ticket", t, secs)
	},
	// door code announcement
	func() Sample {
		code := hcbPIN(hcbNum(4, 6))
		t := fmt.Sprintf("From: Office Manager\nTo: All staff\nSubject: New door code\n\nHi all,\n\nThe side entrance keypad code changes from tomorrow. New code: %s%s\n\nPlease don't write it on the door frame again 🙃\n\n%s",
			code, pick([]string{"#", "", " then press the key symbol"}), hcbFirst())
		return hcbSec("door-code", "mail", t, []string{code})
	},
	// alarm code in handover
	func() Sample {
		al, sf := hcbPIN(4), hcbPIN(hcbNum(4, 6))
		secs := []string{al, sf}
		if rng.IntN(2) == 0 {
			sf, secs = "ask "+hcbFirst(), secs[:1]
		}
		t := fmt.Sprintf("Closing up notes for %s:\n- lights off, check kitchen tap\n- alarm: enter %s then press SET, you have 30s to leave\n- petty cash goes in the safe (combination: %s)\n- post goes in the red tray",
			hcbFirst(), al, sf)
		return hcbSec("alarm-code", "note", t, secs)
	},
	// locker / key safe
	func() Sample {
		code := hcbPIN(hcbNum(3, 4))
		n := hcbNum(1, 60)
		t := fmt.Sprintf("Your loan laptop is in locker %d on the ground floor, code %s. Please return the charger too. %s",
			n, code, pick([]string{"- Service Desk", "Thanks, IT", "Any issues reply to this ticket."}))
		return hcbSec("locker-code", "mail", t, []string{code}, fmt.Sprintf("locker %d", n))
	},
	// SIM PUK
	func() Sample {
		puk := hcbDigits(8)
		num := "07" + hcbDigits(3) + " " + hcbDigits(6)
		t := fmt.Sprintf("Re: work phone says SIM locked\n\nHi %s, the PUK for %s is %s. Type it in, then set a new SIM PIN. If you get it wrong 10 times the SIM is dead so go slowly!",
			hcbFirst(), num, puk)
		return hcbSec("sim-puk", "mail", t, []string{puk}, num)
	},
	// Windows Hello PIN
	func() Sample {
		pin := hcbPIN(6)
		t := fmt.Sprintf("laptop keeps saying \"Something happened and your PIN isn't available\". my pin is %s, I didn't change it. restarted twice", pin)
		return hcbSec("device-pin", "chat", t, []string{pin})
	},
	// BitLocker recovery key given out
	func() Sample {
		kid := strings.ToUpper(rnd(hexs, 8))
		key := hcbBitLocker()
		t := fmt.Sprintf("[%s] Helpdesk: ok I found it. Key ID starts %s, right?\n[%s] %s: yes\n[%s] Helpdesk: recovery key is %s - type it in with the dashes or without, either works",
			hcbClock(), kid, hcbClock(), hcbFirst(), hcbClock(), key)
		return hcbSec("bitlocker-key", "chat", t, []string{key}, kid)
	},
	// TeamViewer session
	func() Sample {
		id := fmt.Sprintf("%d %03d %03d %03d", hcbNum(1, 1), rng.IntN(1000), rng.IntN(1000), rng.IntN(1000))
		pw := pick([]string{rnd(lower+digits, 6), rnd(lower+digits, 8), rnd(alnum+"@#", 8)})
		t := fmt.Sprintf("ready for you to remote in 👍\nTeamViewer\nYour ID: %s\nPassword: %s", id, pw)
		return hcbSec("remote-support-password", "chat", t, []string{pw}, id)
	},
	// software licence key
	func() Sample {
		k := hcbProductKey()
		prod := pick([]string{"Office Home & Business 2021", "Windows 11 Pro", "Visio Standard 2021", "Project Professional"})
		t := fmt.Sprintf("%s\nPurchasing forwarded me this for my new laptop - do I just type it in?\n\nProduct: %s\nProduct key: %s\nOrder ref: PO-%s\n\n%s",
			hcbHi(""), prod, k, hcbDigits(6), hcbBye(hcbFirst()))
		return hcbSec("licence-key", "mail", t, []string{k}, prod)
	},
	// Adobe / other serial
	func() Sample {
		k := hcbAdobeSerial()
		t := fmt.Sprintf("Acrobat says my trial has ended. We bought it years ago on a disc, the serial number on the box is %s. Can it be moved to the new PC?", k)
		return hcbSec("licence-key", "ticket", t, []string{k})
	},
	// app password for phone mail
	func() Sample {
		ap := hcbAppPw()
		t := fmt.Sprintf("I made an app password like the guide said: %s\nPut it in the iPhone Mail settings and it still says \"cannot verify account\". %s",
			ap, pick([]string{"Help!", "Any ideas?", "Should I use my normal one?"}))
		return hcbSec("app-password", "ticket", t, []string{ap})
	},
	// laptop BIOS password
	func() Sample {
		pw := pick([]string{hcbPw(), rnd(alnum, 8)})
		tag := rnd(upper+digits, 7)
		t := fmt.Sprintf("Dell laptop (service tag %s) asks for a password before Windows even starts. Someone in the team said the old IT company always used %s for the BIOS. That doesn't work either.", tag, pw)
		return hcbSec("device-admin-password", "ticket", t, []string{pw}, tag)
	},
	// iPad / kiosk restrictions passcode
	func() Sample {
		pc := hcbPIN(hcbNum(4, 6))
		t := fmt.Sprintf("Meeting notes, Ops catch-up %s\n\nAttendees: %s, %s, %s\n\n1. Reception iPad - guided access passcode changed to %s, only front desk + managers to know\n2. New label printer arriving Thursday\n3. Reminder to lock screens when away",
			hcbDate(), hcbFirst(), hcbFirst(), hcbFirst(), pc)
		return hcbSec("device-passcode", "meeting-notes", t, []string{pc})
	},
	// Guest network admin / hotspot voucher admin
	func() Sample {
		pw := hcbPw()
		t := fmt.Sprintf("The guest wifi vouchers ran out. The little box under reception has a web page, I logged in with admin and %s but I can't find where to print more. Screenshot attached.", pw)
		return hcbSec("device-admin-password", "ticket", t, []string{pw})
	},
}
