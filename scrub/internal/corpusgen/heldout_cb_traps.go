package main

import (
	"fmt"
	"strings"
)

// Traps, first half: talk about passwords without one, placeholders, masked values, references
// to where a secret lives, and checklists that mention credentials without holding any.

var hcbTrapGens = []func() Sample{
	// forgot password, no value
	func() Sample {
		f, l := hcbFirst(), hcbLast()
		u := hcbUser(f, l)
		t := fmt.Sprintf("%s\n\nI've forgotten my password again after the long weekend 🙄 Username %s. Could you reset it and text the new one to my mobile?\n\n%s",
			hcbHi(""), u, hcbBye(f))
		return hcbTrap("trap-password-talk", "ticket", t)
	},
	// helpdesk reset without value
	func() Sample {
		tk := hcbTicket()
		t := fmt.Sprintf("Re: [%s] Password expired\n\nHi %s,\n\nI've reset your password. The temporary password has been sent by SMS to the mobile number ending %s. You'll be asked to change it when you sign in.\n\nService Desk",
			tk, hcbFirst(), hcbDigits(3))
		return hcbTrap("trap-password-talk", "mail", t)
	},
	// password policy announcement
	func() Sample {
		n := pick([]int{12, 14, 15, 16})
		t := fmt.Sprintf("From: IT Service Desk\nSubject: Changes to password rules from %s\n\nAll,\n\nFrom next month passwords must be at least %d characters. We recommend three random words with a number, and you must not reuse any of your last %d passwords. Passwords will no longer expire every 90 days unless we think your account is at risk.\n\nNever share your password with anyone - IT will never ask for it.",
			hcbDate(), n, hcbNum(5, 24))
		return hcbTrap("trap-password-policy", "mail", t)
	},
	// masked password in screenshot text
	func() Sample {
		m := hcbMail(hcbFirst(), hcbLast(), pick(hcbDomains))
		mask := strings.Repeat(pick([]string{"*", "•", "●"}), hcbNum(8, 14))
		t := fmt.Sprintf("[screenshot]\nOutlook\nEnter password for %s\nUser name: %s\nPassword: %s\n[ ] Remember my credentials\n   OK   Cancel\n[/screenshot]\nThis box pops up every 5 minutes", m, m, mask)
		return hcbTrap("trap-masked", "screenshot-text", t)
	},
	// already redacted ticket
	func() Sample {
		u := hcbUser(hcbFirst(), hcbLast())
		red := pick([]string{"[REDACTED]", "[removed by Service Desk]", "<password removed>", "*****"})
		t := fmt.Sprintf("Note from agent: user included their password in the original ticket, I've edited it out.\n\nOriginal: \"hi my login is %s and password %s, it won't let me in\"\n\nPassword reset done, user advised.", u, red)
		return hcbTrap("trap-masked", "ticket", t)
	},
	// placeholder instructions
	func() Sample {
		share := "\\\\" + hcbHost("fs") + "\\Shared"
		t := fmt.Sprintf("How to map the shared drive manually:\n\n1. Open Command Prompt\n2. Type: net use S: %s /user:CORP\\<your username> <your password>\n3. Press Enter\n\nReplace the bits in <> with your own details. Don't save this in a file.", share)
		return hcbTrap("trap-placeholder", "wiki", t)
	},
	// password manager reference
	func() Sample {
		box := pick([]string{"info", "accounts", "bookings", "orders"})
		_, dom := hcbOrgDomain()
		vault := pick([]string{"Keeper", "1Password", "Bitwarden", "LastPass", "the password manager"})
		t := fmt.Sprintf("Q: what's the password for %s@%s?\nA: It's in %s under %s > Shared mailboxes. If you can't see that folder ask your manager to share it with you - we don't give passwords out over chat.",
			box, dom, vault, pick([]string{"Office", "Finance", "Reception", "Team"}))
		return hcbTrap("trap-secret-reference", "chat", t)
	},
	// SMTP config with env reference
	func() Sample {
		_, dom := hcbOrgDomain()
		t := fmt.Sprintf("Here's what the form plugin settings look like (%s helped set it up):\n\nsmtp:\n  host: smtp.office365.com\n  port: 587\n  username: noreply@%s\n  password: ${SMTP_PASSWORD}\n  from: \"Website <noreply@%s>\"\n\nNo emails have arrived since Tuesday.", hcbFirst(), dom, dom)
		return hcbTrap("trap-secret-reference", "yaml", t)
	},
	// new starter checklist with no credentials
	func() Sample {
		f, l := hcbFirst(), hcbLast()
		m := hcbMail(f, l, pick(hcbDomains))
		t := fmt.Sprintf("## New starter: %s %s\n\n- [x] Account created: %s\n- [x] Temporary password: sent to line manager by text\n- [x] MFA: to set up on day one with IT\n- [ ] Door code: reception will give it in person\n- [ ] Laptop LT-%s", f, l, m, hcbDigits(5))
		return hcbTrap("trap-checklist", "markdown", t)
	},
	// leaver checklist
	func() Sample {
		f, l := hcbFirst(), hcbLast()
		t := fmt.Sprintf("Leaver - %s %s - last day %s\n\n✔ Account disabled\n✔ Password reset (random, not recorded)\n✔ Mailbox converted to shared, access given to %s\n✔ Phone wiped and returned\n✘ Door fob not returned yet\n✔ Removed from MFA", f, l, hcbDate(), hcbFirst())
		return hcbTrap("trap-checklist", "note", t)
	},
	// Wi-Fi reference
	func() Sample {
		t := fmt.Sprintf("%s the guest wifi is %s - the password is on the little card on the reception desk, it changes every %s. Staff devices should use CORP-STAFF which connects automatically with your login.",
			pick([]string{"FYI", "Just so you know,", "Re your question -"}), pick([]string{"Guest-WiFi", "Visitors", "HD-Guest"}), pick([]string{"Monday", "month", "week"}))
		return hcbTrap("trap-secret-reference", "chat", t)
	},
	// door code without value
	func() Sample {
		t := fmt.Sprintf("All,\n\nThe side door code was changed on %s after the break-in attempt. Please ask %s at reception for the new one in person - it won't be emailed.\n\nThanks,\nFacilities", hcbDate(), hcbFirst())
		return hcbTrap("trap-password-talk", "mail", t)
	},
	// password manager export with passwords blank
	func() Sample {
		rows := []string{"url,username,password,totp,extra,name,grouping,fav"}
		for range hcbNum(2, 4) {
			rows = append(rows, fmt.Sprintf("https://%s,%s,,,,%s,Work,0", pick([]string{"login.xero.com", "app.hubspot.com", "www.linkedin.com"}), hcbUser(hcbFirst(), hcbLast()), pick([]string{"Xero", "HubSpot", "LinkedIn"})))
		}
		t := "I exported my list but deleted the password column before sending, like you said. Can you check which accounts are duplicates?\n\n" + strings.Join(rows, "\n")
		return hcbTrap("trap-masked", "csv", t)
	},
	// .env template
	func() Sample {
		t := fmt.Sprintf("The setup guide for the stock sync says to copy this into .env:\n\nSHOP_DOMAIN=your-shop.myshopify.com\nSHOPIFY_ADMIN_TOKEN=<paste admin token here>\nAIRTABLE_TOKEN=\nSYNC_EVERY_MINUTES=%d\n\nWhere do I get the token from?", pick([]int{5, 10, 15, 30}))
		return hcbTrap("trap-placeholder", "env", t)
	},
	// JSON with null/empty password
	func() Sample {
		t := fmt.Sprintf("{\n  \"printer\": \"%s\",\n  \"scan_to_email\": {\n    \"server\": \"smtp.office365.com\",\n    \"port\": 587,\n    \"username\": \"scanner@%s\",\n    \"password\": \"\",\n    \"use_oauth\": true\n  }\n}\nexported from the printer config tool, the password is blank now, is that right?", pick([]string{"RICOH-3F", "KYO-GF", "CANON-2F"}), pick(hcbDomains))
		return hcbTrap("trap-placeholder", "json", t)
	},
	// token placeholders
	func() Sample {
		t := pick([]string{"xoxb-your-bot-token", "sk_live_xxxxxxxxxxxxxxxxxxxxxxxx", "ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX", "AIzaSy...your key...", "YOUR_API_KEY"})
		s := fmt.Sprintf("The agency's instructions say \"set API_TOKEN to %s\" - do I literally type that or is there a real one somewhere? Nothing works.", t)
		return hcbTrap("trap-placeholder", "ticket", s)
	},
	// changeme template
	func() Sample {
		t := fmt.Sprintf("# printer-setup.ini - template, fill in per site\n[smtp]\nserver = smtp.office365.com\nport = 587\nuser = scanner@example.com\npassword = changeme   ; CHANGE THIS before deploying\n[site]\nname = %s", pick(hcbOrgs))
		return hcbTrap("trap-placeholder", "ini", t)
	},
	// phishing email body without creds
	func() Sample {
		_, dom := hcbOrgDomain()
		t := fmt.Sprintf("FW: ACTION REQUIRED: Mailbox quota exceeded\n\nIs this real? I didn't click anything.\n\n-----\nFrom: IT Support <it-support@%s-mail.com>\nDear %s user,\nYour mailbox has exceeded its limit. To avoid loosing emails, verify your account within 24 hours by entering your username and password at the link below.\nhttp://%s.verify-mailbox.net/login\n-----", strings.Split(dom, ".")[0], dom, strings.Split(dom, ".")[0])
		return hcbTrap("trap-phishing", "mail", t)
	},
	// phishing report: did not enter anything
	func() Sample {
		mid := "<" + rnd(upper+digits, 12) + "." + rnd(hexs, 8) + "@" + pick([]string{"mail.example.net", "smtp.bulkmailer.io"}) + ">"
		t := fmt.Sprintf("Reporting a phishing email. It asked me to 'confirm my password' on a fake DocuSign page. I did NOT type anything. Headers:\nReturn-Path: <bounce@docs1gn-secure.com>\nMessage-ID: %s\nX-MS-Exchange-Organization-SCL: 5\nX-Originating-IP: [%d.%d.%d.%d]",
			mid, hcbNum(20, 220), rng.IntN(255), rng.IntN(255), rng.IntN(255))
		return hcbTrap("trap-phishing", "mail", t)
	},
	// log with masked password
	func() Sample {
		u := hcbUser(hcbFirst(), hcbLast())
		d := hcbDate()
		t := fmt.Sprintf("%s %s INFO  Starting TimeTrack 4.2.1\n%s %s DEBUG auth request user=%s password=****** remember=true\n%s %s WARN  login failed for %s (attempt 3 of 5)",
			d, hcbClock(), d, hcbClock(), u, d, hcbClock(), u)
		return hcbTrap("trap-masked", "log", t)
	},
	// MFA trouble, no seed
	func() Sample {
		t := fmt.Sprintf("New phone, Authenticator app is empty. I can't approve sign-ins so I'm stuck on the %s screen. Can you reset my MFA so I can register again? My desk number is %s.",
			pick([]string{"\"Approve sign in request\"", "\"More information required\"", "enter code"}), hcbDigits(4))
		return hcbTrap("trap-mfa-talk", "ticket", t)
	},
	// otpauth placeholder in guide
	func() Sample {
		t := "From the setup guide for the HR app:\n\nIf your phone can't scan the code, add it manually with a URL like\notpauth://totp/HRApp:<your email>?secret=<SECRET SHOWN ON SCREEN>&issuer=HRApp\n\nNever send the secret to anyone, including IT."
		return hcbTrap("trap-placeholder", "wiki", t)
	},
	// connection string with integrated security
	func() Sample {
		srv := hcbHost("sql")
		t := fmt.Sprintf("Excel error on Refresh:\n[Microsoft][ODBC Driver 17 for SQL Server]Named Pipes Provider: Could not open a connection to SQL Server [53].\nConnection: Driver={ODBC Driver 17 for SQL Server};Server=%s;Database=Sales;Trusted_Connection=yes;\n\nI'm working from home if that matters.", srv)
		return hcbTrap("trap-config", "error", t)
	},
	// vault reference in config
	func() Sample {
		t := fmt.Sprintf("The supplier's config for our booking app, do we need to fill anything in?\n\ndatabase:\n  host: %s\n  user: booking\n  password: vault:secret/data/booking#db_password\nnotifications:\n  slack_webhook: \"{{ secrets.SLACK_WEBHOOK }}\"", hcbHost("pg"))
		return hcbTrap("trap-secret-reference", "yaml", t)
	},
	// TeamViewer ID only
	func() Sample {
		id := fmt.Sprintf("1 %03d %03d %03d", rng.IntN(1000), rng.IntN(1000), rng.IntN(1000))
		t := fmt.Sprintf("My TeamViewer ID is %s, I'll read you the password over the phone when you call. Ext %s.", id, hcbDigits(4))
		return hcbTrap("trap-remote-id", "chat", t)
	},
	// BitLocker screen without key
	func() Sample {
		kid := strings.ToUpper(rnd(hexs, 8))
		full := kid + "-" + strings.ToUpper(rnd(hexs, 4)) + "-" + strings.ToUpper(rnd(hexs, 4)) + "-" + strings.ToUpper(rnd(hexs, 4)) + "-" + strings.ToUpper(rnd(hexs, 12))
		t := fmt.Sprintf("Laptop shows a blue screen:\n\nBitLocker recovery\nEnter the recovery key for this drive\n\nUse the number keys or function keys F1-F10 (use F10 for 0).\nRecovery key ID: %s\nHere's how to find your key: aka.ms/myrecoverykey\n\nFull Key ID: %s\n\nwhat do I do?", kid, full)
		return hcbTrap("trap-key-id", "screenshot-text", t)
	},
	// partial product key
	func() Sample {
		t := fmt.Sprintf("C:\\>cscript slmgr.vbs /dli\nName: Windows(R), Professional edition\nDescription: Windows(R) Operating System, RETAIL channel\nPartial Product Key: %s\nLicense Status: Notification\nNotification Reason: 0xC004F034.\n\nIT asked me to run this", rnd("BCDFGHJKMPQRTVWXY2346789", 5))
		return hcbTrap("trap-licence-id", "shell", t)
	},
	// product id
	func() Sample {
		t := fmt.Sprintf("System > About says:\nDevice name  %s\nProcessor    Intel(R) Core(TM) i5-1245U\nDevice ID    %s\nProduct ID   %s-%s-%s-AA%s\nIs that the licence? the Office activation asks for a key", hcbHost("LT"), strings.ToUpper(hcbGUID()), hcbDigits(5), hcbDigits(5), hcbDigits(5), hcbDigits(3))
		return hcbTrap("trap-licence-id", "screenshot-text", t)
	},
}
