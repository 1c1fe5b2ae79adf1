package main

import (
	"fmt"
	"strings"
)

// Traps, second half: identifiers and random-looking values that are not credentials.

var hcbTrap2Gens = []func() Sample{
	// AADSTS sign-in error with ids
	func() Sample {
		code := pick([]string{"AADSTS50126", "AADSTS50076", "AADSTS53003", "AADSTS700016", "AADSTS50158"})
		t := fmt.Sprintf("Sign-in error when I open Teams:\n\n%s: %s\nRequest Id: %s\nCorrelation Id: %s\nTimestamp: %sT%s:%02dZ\nApp name: Microsoft Teams\nApp id: 1fec8e78-bce4-4aaf-ab1b-5451cc387264\nIP address: %s",
			code, pick([]string{"Error validating credentials due to invalid username or password.", "Due to a configuration change made by your administrator, you must use multi-factor authentication.", "Access has been blocked by Conditional Access policies."}),
			hcbGUID(), hcbGUID(), hcbDate(), hcbClock(), rng.IntN(60), hcbIP())
		return hcbTrap("trap-error-ids", "error", t)
	},
	// Windows update error codes
	func() Sample {
		t := fmt.Sprintf("Updates fail every night. Settings says:\n%s - Error 0x%s\nEvent Viewer: Event ID %d, WindowsUpdateClient, Installation Failure: Windows failed to install the following update with error 0x%s.",
			pick([]string{"2025-03 Cumulative Update for Windows 11 Version 23H2 for x64-based Systems (KB5035853)", "Security Intelligence Update for Microsoft Defender Antivirus - KB2267602 (Version 1.407.512.0)"}),
			pick([]string{"80070005", "800f0922", "80073712", "8024a105"}), hcbNum(19, 43), pick([]string{"80070643", "800f081f"}))
		return hcbTrap("trap-error-ids", "error", t)
	},
	// printer status page
	func() Sample {
		mac := strings.ToUpper(rnd(hexs, 2) + ":" + rnd(hexs, 2) + ":" + rnd(hexs, 2) + ":" + rnd(hexs, 2) + ":" + rnd(hexs, 2) + ":" + rnd(hexs, 2))
		t := fmt.Sprintf("Printer %s keeps going offline. Config page:\nModel: HP Color LaserJet Pro M479fdw\nSerial Number: %s\nFirmware: %s\nIPv4: %s\nMAC: %s\nPage count: %d\nAsset tag: PR-%s",
			hcbHost("PRN"), strings.ToUpper(rnd(upper+digits, 10)), fmt.Sprintf("%d.%d.%d", hcbNum(2, 5), hcbNum(0, 12), hcbNum(0, 9)), hcbIP(), mac, hcbNum(1000, 99000), hcbDigits(4))
		return hcbTrap("trap-device-ids", "config", t)
	},
	// ipconfig output
	func() Sample {
		t := fmt.Sprintf("C:\\>ipconfig /all\n\nWireless LAN adapter Wi-Fi:\n   Connection-specific DNS Suffix  . : corp.local\n   Physical Address. . . . . . . . . : %s-%s-%s-%s-%s-%s\n   DHCP Enabled. . . . . . . . . . . : Yes\n   IPv4 Address. . . . . . . . . . . : %s(Preferred)\n   DHCPv6 Client DUID. . . . . . . . : 00-01-00-01-%s-%s-%s-%s\n   Default Gateway . . . . . . . . . : %s",
			strings.ToUpper(rnd(hexs, 2)), strings.ToUpper(rnd(hexs, 2)), strings.ToUpper(rnd(hexs, 2)), strings.ToUpper(rnd(hexs, 2)), strings.ToUpper(rnd(hexs, 2)), strings.ToUpper(rnd(hexs, 2)),
			hcbIP(), strings.ToUpper(rnd(hexs, 2)), strings.ToUpper(rnd(hexs, 2)), strings.ToUpper(rnd(hexs, 2)), strings.ToUpper(rnd(hexs, 2)), hcbIP())
		return hcbTrap("trap-device-ids", "shell", t)
	},
	// netsh profile without key content
	func() Sample {
		ssid := pick([]string{"CORP-STAFF", "OfficeNet", "Kitchen_5G"})
		t := fmt.Sprintf("PS C:\\> netsh wlan show profile name=\"%s\"\n\nProfile %s on interface Wi-Fi:\n\nSecurity settings\n-----------------\n    Authentication         : WPA2-Enterprise\n    Cipher                 : CCMP\n    Security key           : Absent\n    802.1X                 : Enabled\n    EAP type               : Microsoft: Protected EAP (PEAP)", ssid, ssid)
		return hcbTrap("trap-wifi-config", "shell", t)
	},
	// cmdkey /list
	func() Sample {
		u := hcbUser(hcbFirst(), hcbLast())
		t := fmt.Sprintf("C:\\>cmdkey /list\n\nCurrently stored credentials:\n\n    Target: Domain:target=TERMSRV/%s\n    Type: Domain Password\n    User: CORP\\%s\n\n    Target: LegacyGeneric:target=MicrosoftOffice16_Data:SSPI:%s\n    Type: Generic\n    User: %s\n    Local machine persistence",
			hcbHost("rds"), u, hcbMail("x", u, pick(hcbDomains)), hcbMail("x", u, pick(hcbDomains)))
		return hcbTrap("trap-credential-list", "shell", t)
	},
	// public ssh key for access
	func() Sample {
		f, l := hcbFirst(), hcbLast()
		t := fmt.Sprintf("The web agency asked for this to give me access to the website files, is it ok to send?\n\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI%s %s@%s", rnd(alnum+"+/", 43), strings.ToLower(f), hcbHost(strings.ToLower(l[:2])+"-laptop"))
		return hcbTrap("trap-public-key", "ticket", t)
	},
	// stripe publishable key
	func() Sample {
		t := fmt.Sprintf("On the donate page source I can see\n<script>Stripe('pk_live_%s')</script>\nshould that be visible to everyone? our volunteer is worried", rnd(alnum, hcbNum(24, 99)))
		return hcbTrap("trap-publishable-key", "code", t)
	},
	// OAuth client id and tenant id
	func() Sample {
		t := fmt.Sprintf("The room booking supplier asked for our details to set up single sign-on. I found these in the portal:\nDirectory (tenant) ID: %s\nApplication (client) ID: %s\nObject ID: %s\nThey said they'll send the rest.", hcbGUID(), hcbGUID(), hcbGUID())
		return hcbTrap("trap-oauth-ids", "mail", t)
	},
	// Google client id
	func() Sample {
		t := fmt.Sprintf("The Sheets add-on shows 'Error 400: redirect_uri_mismatch'. Details say client_id=%s-%s.apps.googleusercontent.com and redirect_uri=https://%s/oauth/callback", hcbDigits(12), rnd(lower+digits, 32), pick([]string{"sheets-helper.example.com", "rota.example.org"}))
		return hcbTrap("trap-oauth-ids", "error", t)
	},
	// AWS ARN and account id
	func() Sample {
		acct := hcbDigits(12)
		t := fmt.Sprintf("Power BI refresh error: User: arn:aws:iam::%s:user/powerbi-athena is not authorized to perform: athena:StartQueryExecution on resource: arn:aws:athena:eu-west-2:%s:workgroup/primary\n\nAccount %s belongs to the finance team.", acct, acct, acct)
		return hcbTrap("trap-cloud-ids", "error", t)
	},
	// commit / sha checksum
	func() Sample {
		t := fmt.Sprintf("The website agency says they fixed the contact form in commit %s and deployed build #%d. It's still broken for us. Installer checksum they sent: SHA256 %s", hcbHex40(), hcbNum(100, 4000), rnd(hexs, 64))
		return hcbTrap("trap-hash", "mail", t)
	},
	// IBAN change request
	func() Sample {
		t := fmt.Sprintf("Hi payroll/IT, I've changed banks. New details:\nAccount name: %s %s\nIBAN: GB%02d %s %s %s %s %s %s\nBIC: %s\nPlease update from next month. Employee no. %s", hcbFirst(), hcbLast(), hcbNum(10, 99), rnd(upper, 4), hcbDigits(4), hcbDigits(4), hcbDigits(4), hcbDigits(4), hcbDigits(2), rnd(upper, 6)+"2L", hcbDigits(6))
		return hcbTrap("trap-bank-details", "mail", t)
	},
	// courier tracking & order numbers
	func() Sample {
		t := fmt.Sprintf("Where's my new laptop? Order PO-%s, invoice INV-%s, tracking %s%s%s. Courier says delivered but reception has nothing.", hcbDigits(6), hcbDigits(5), rnd(upper, 2), hcbDigits(9), "GB")
		return hcbTrap("trap-order-ids", "ticket", t)
	},
	// email signature request with colours and base64 logo
	func() Sample {
		t := fmt.Sprintf("Can you update everyone's email signature? Brand colours are #%s and #%s, font Arial 10pt. The logo's HTML is:\n<img src=\"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAA%s\" width=\"120\">", strings.ToUpper(rnd(hexs, 6)), strings.ToUpper(rnd(hexs, 6)), hcbB64(hcbNum(120, 200)))
		return hcbTrap("trap-random-data", "ticket", t)
	},
	// cURL without auth, request ids
	func() Sample {
		t := fmt.Sprintf("The timesheet page spins forever. Network tab shows:\nGET https://timesheets.%s/api/week?start=%s\nStatus: 504 Gateway Timeout\nx-request-id: %s\nx-amzn-trace-id: Root=1-%s-%s\ncf-ray: %s-LHR", pick(hcbDomains), hcbDate(), hcbGUID(), rnd(hexs, 8), rnd(hexs, 24), rnd(hexs, 16))
		return hcbTrap("trap-request-ids", "log", t)
	},
	// phone numbers / IMEI
	func() Sample {
		t := fmt.Sprintf("Company mobile details for the insurance claim:\nNumber: 07%s %s\nIMEI: %s\nICCID: 8944%s\nModel: iPhone 14, 128GB\nCase ref: CL-%s", hcbDigits(3), hcbDigits(6), hcbDigits(15), hcbDigits(15), hcbDigits(7))
		return hcbTrap("trap-device-ids", "mail", t)
	},
	// Slack/Teams channel links (not webhooks)
	func() Sample {
		var link string
		if rng.IntN(2) == 0 {
			link = "https://app.slack.com/client/T" + rnd(upper+digits, 9) + "/C" + rnd(upper+digits, 10)
		} else {
			link = "https://teams.microsoft.com/l/channel/19%3a" + rnd(alnum, 32) + "%40thread.tacv2/General?groupId=" + hcbGUID() + "&tenantId=" + hcbGUID()
		}
		t := fmt.Sprintf("Can you add %s from the new office to this channel? %s\nThey can't see it.", hcbFirst(), link)
		return hcbTrap("trap-channel-link", "chat", t)
	},
	// certificate thumbprint (40 hex) in prose
	func() Sample {
		t := fmt.Sprintf("Outlook says \"The security certificate has expired\" for mail.%s. Details tab: thumbprint %s, valid to %s, issued by R3. Do I click Yes?", pick(hcbDomains), strings.ToUpper(hcbHex40()), hcbDate())
		return hcbTrap("trap-hash", "ticket", t)
	},
	// meeting notes about security with no secrets
	func() Sample {
		t := fmt.Sprintf("Notes - office managers' call %s\n\n- MFA roll-out for Finance done, Sales next (%s to chase)\n- Reminder: no passwords in Teams chats, use the password manager\n- %d phishing emails reported this month, none clicked\n- Printer PINs: people can reset their own from the portal now", hcbDate(), hcbFirst(), hcbNum(3, 30))
		return hcbTrap("trap-password-talk", "meeting-notes", t)
	},
	// invoice from software vendor with subscription ids
	func() Sample {
		t := fmt.Sprintf("Microsoft invoice for %s: Billing account %s, Subscription ID %s, Invoice G%s, amount £%d.%02d. Is this the Business Premium licences? Finance wants to know before paying.", pick([]string{"March", "April", "May", "June"}), hcbGUID(), hcbGUID(), hcbDigits(9), hcbNum(200, 4000), rng.IntN(100))
		return hcbTrap("trap-licence-id", "mail", t)
	},
	// Docker / software versions
	func() Sample {
		t := fmt.Sprintf("The booking kiosk shows version %d.%d.%d (build %s) and says update available %d.%d.0. Image digest on the sticker: sha256:%s", hcbNum(1, 9), hcbNum(0, 20), hcbNum(0, 40), rnd(hexs, 7), hcbNum(1, 9), hcbNum(0, 20), rnd(hexs, 64))
		return hcbTrap("trap-hash", "ticket", t)
	},
	// card masked
	func() Sample {
		t := fmt.Sprintf("Software renewal failed, the company card ending %s expired. Can finance update it in the admin centre? Card **** **** **** %s, exp %02d/%02d.", hcbDigits(4), hcbDigits(4), hcbNum(1, 12), hcbNum(25, 30))
		return hcbTrap("trap-masked", "ticket", t)
	},
	// employee and badge numbers
	func() Sample {
		t := fmt.Sprintf("My building pass stopped working at the turnstile. Employee no. %s, pass issued %s, site %s. I'm standing outside 🥶", hcbDigits(6), hcbDate(), pick([]string{"Leeds", "Bristol", "Amsterdam", "Dublin"}))
		return hcbTrap("trap-device-ids", "chat", t)
	},
	// VBA reading password safely
	func() Sample {
		t := "Our macro asks for the database password every time, is that on purpose?\n\n    Dim pw As String\n    pw = InputBox(\"Enter the Stock DB password\")\n    conn.Open \"Provider=SQLOLEDB;Data Source=DB01;Initial Catalog=Stock;User ID=stock_app;Password=\" & pw & \";\""
		return hcbTrap("trap-placeholder", "code", t)
	},
}
