package main

import (
	"fmt"
	"strings"
)

// Passwords in English prose, and household / office secrets: Wi-Fi, PINs, door codes,
// streaming and banking logins, HR and support tickets.

var hvServices = []string{"Netflix", "Disney+", "Spotify", "the Amazon account", "iCloud", "the Gmail", "Hulu",
	"YouTube Premium", "the Xbox", "PlayStation", "the Kindle", "the school app", "the water bill site",
	"the pharmacy app", "PowerSchool", "Outlook", "Teams", "Workday", "the VPN", "QuickBooks", "Canva",
	"Mailchimp", "the shared drive", "Zendesk", "the HR portal", "BambooHR", "Xero", "the Ring app",
	"the laptop", "the insurance portal", "eBay", "PayPal", "Duolingo", "the Nest thermostat"}

func hvSvc() string { return hvP(hvServices...) }

func hvPassphrase() string {
	w := []string{"correct", "horse", "battery", "staple", "orange", "violin", "harbor", "pickle", "granite",
		"meadow", "lantern", "copper", "velvet", "thunder", "biscuit", "glacier", "walrus", "pepper", "tulip", "anchor"}
	n := hvN(4, 5)
	parts := make([]string, n)
	for i := range parts {
		parts[i] = hvP(w...)
	}
	return strings.Join(parts, hvP(" ", " ", "-", "."))
}

func hvProseSamples() []Sample {
	var out []Sample
	for i := 0; i < 32; i++ {
		svc, pw := hvSvc(), hvPw(false)
		name := hvName()
		var s Sample
		switch i % 22 {
		case 0:
			s = hvSec("password-prose", "chat", fmt.Sprintf("my password for %s is %s btw", svc, pw), pw)
		case 1:
			s = hvSec("password-prose", "notes", fmt.Sprintf("pw: %s", pw), pw)
		case 2:
			s = hvSec("password-prose", "chat", fmt.Sprintf("ok the new password is %s — capital first letter", pw), pw)
		case 3:
			s = hvSec("password-prose", "chat", fmt.Sprintf("I set it to %s so the kids can't guess it", pw), pw)
		case 4:
			s = hvSec("password-prose", "chat", fmt.Sprintf("changed the %s password to %s yesterday, update your phone", svc, pw), pw)
		case 5:
			s = hvSec("password-prose", "notes", fmt.Sprintf("%s password = %s", svc, pw), pw)
		case 6:
			s = hvSec("password-prose", "chat", fmt.Sprintf("Password for %s? It's %s", svc, pw), pw)
		case 7:
			s = hvSec("password-prose", "chat", fmt.Sprintf("use '%s' as the password when it asks", pw), pw)
		case 8:
			s = hvSec("password-prose", "email", fmt.Sprintf("Hi %s,\n\nPassword reset done. New password: %s\nIt expires in 90 days.\n\nBest,\nFront office", name, pw), pw)
			s = hvKeep(s, "It expires in 90 days.")
		case 9:
			pp := hvPassphrase()
			s = hvSec("password-prose", "notes", fmt.Sprintf("%s master passphrase: %s", hvP("Bitwarden", "1Password", "KeePass"), pp), pp)
		case 10:
			s = hvSec("password-prose", "notes", fmt.Sprintf("Gym locker – left row\n%s — %s\nDentist: Tue 4pm", svc, pw), pw)
			s = hvKeep(s, "Dentist: Tue 4pm", "Gym locker – left row")
		case 11:
			s = hvSec("password-prose", "meeting-notes", fmt.Sprintf("Action items\n- %s to send the %s password (%s) to the new hire\n- %s to book the offsite venue\n- review budget next week", name, svc, pw, hvName()), pw)
			s = hvKeep(s, "- review budget next week")
		case 12:
			s = hvSec("password-prose", "chat", fmt.Sprintf("if it asks for a password just type %s and hit enter", pw), pw)
		case 13:
			p := "Bl" + hvS(1, "0") + hvP("ssom", "ueberry", "ackbird") + hvDigits(2) + "!"
			s = hvSec("password-prose", "chat", fmt.Sprintf("it's %s — that's a zero not an O", p), p)
		case 14:
			s = hvSec("password-prose", "chat", fmt.Sprintf("the password's %s, same as the old one but with the year", pw), pw)
		case 15:
			s = hvSec("password-prose", "notes", fmt.Sprintf("laptop (%s's)\n  PIN hint: none\n  password: %s", name, pw), pw)
		case 16:
			s = hvSec("password-prose", "chat", fmt.Sprintf("Grandpa's email password is %s. He wrote it on the calendar, I moved it here.", pw), pw)
		case 17:
			s = hvSec("password-prose", "voice-transcript", fmt.Sprintf("okay so the password is %s um and then you press sign in", pw), pw)
		case 18:
			s = hvSec("password-prose", "sms", fmt.Sprintf("%s: pass for %s → %s", hvP("Mum", "Dad", "Aunt Rosa", "Boss"), svc, pw), pw)
		case 19:
			s = hvSec("password-prose", "chat", fmt.Sprintf("P/W %s", pw), pw)
		case 20:
			s = hvSec("password-prose", "ticket", fmt.Sprintf("User states they can log in to %s with password %s on the desktop but not on mobile. Cleared cache, no change.", svc, pw), pw)
			s = hvKeep(s, "Cleared cache, no change.")
		default:
			s = hvSec("password-prose", "notes", fmt.Sprintf("TODO\n* renew passport\n* %s: pwd %s\n* call plumber", svc, pw), pw)
			s = hvKeep(s, "* renew passport", "* call plumber")
		}
		out = append(out, s)
	}
	return out
}

func hvSSID() string {
	return hvP("Miller_5G", "FRITZ!Box 7590 XY", "TP-Link_"+hvS(4, hexs+"ABCDEF"), "Vodafone-"+hvS(4, upper+digits), "casa-rossi",
		"NETGEAR"+hvDigits(2), "Pretty Fly for a WiFi", "Home-"+hvS(4, upper+digits), "Office-Guest", "xfinitywifi_home", "Bbox-"+hvS(6, upper+digits))
}

// hvPIN returns n digits that avoid trivial patterns.
func hvPIN(n int) string {
	for {
		p := hvS(n, digits)
		if !strings.Contains("0123456789 9876543210", p) && strings.Count(p, p[:1]) < n {
			return p
		}
	}
}

func hvHouseholdSamples() []Sample {
	var out []Sample
	for i := 0; i < 44; {
		ssid, pw, name := hvSSID(), hvPw(false), hvName()
		pin := hvPIN(hvI(4, 4, 6))
		var s Sample
		switch i % 30 {
		case 0:
			s = hvSec("wifi", "notes", fmt.Sprintf("WiFi: %s / %s", ssid, pw), pw)
		case 1:
			s = hvSec("wifi", "chat", fmt.Sprintf("wifi password for guests is %s (network %s)", pw, ssid), pw)
		case 2:
			s = hvSec("wifi", "house-manual", fmt.Sprintf("Welcome to the flat!\nNetwork: %s\nPassword: %s\nCheckout is at 11:00, leave keys on the table.", ssid, pw), pw)
			s = hvKeep(s, "Network: "+ssid, "Checkout is at 11:00, leave keys on the table.")
		case 3:
			p := hvPw(true)
			s = hvSec("wifi", "qr-payload", fmt.Sprintf("WIFI:T:WPA;S:%s;P:%s;;", ssid, p), p)
		case 4:
			s = hvSec("pin", "chat", fmt.Sprintf("card PIN is %s, don't tell your brother", pin), pin)
		case 5:
			s = hvSec("pin", "notes", fmt.Sprintf("Kids' tablet\nscreen-time PIN: %s\nbedtime 20:30", pin), pin)
			s = hvKeep(s, "bedtime 20:30")
		case 6:
			puk := hvS(8, digits)
			s = hvSec("pin", "notes", fmt.Sprintf("SIM (new phone): PIN %s, PUK %s", pin, puk), pin, puk)
		case 7:
			s = hvSec("door-code", "chat", fmt.Sprintf("garage door code is %s then the # key", pin), pin)
		case 8:
			s = hvSec("door-code", "house-manual", fmt.Sprintf("Arrival\n1. The key box is left of the door.\n2. Key box code: %s\n3. Heating switch is in the hall cupboard.", pin), pin)
			s = hvKeep(s, "3. Heating switch is in the hall cupboard.")
		case 9:
			s = hvSec("door-code", "chat", fmt.Sprintf("alarm code: %s then press OFF within 30 seconds", pin), pin)
		case 10:
			s = hvSec("door-code", "email", fmt.Sprintf("Hi %s,\nthe cleaners start Monday. The side gate code is %s and the alarm is off on Mondays.\nThanks!", name, pin), pin)
		case 11:
			s = hvSec("streaming", "chat", fmt.Sprintf("Netflix is on mum's email, password %s. Please don't change the profile pics again", pw), pw)
		case 12:
			s = hvSec("streaming", "notes", fmt.Sprintf("Disney+ / %s / %s\nSpotify Family — ask Dad", hvUser(), pw), pw)
			s = hvKeep(s, "Spotify Family — ask Dad")
		case 13:
			id := hvDigits(10)
			s = hvSec("banking", "notes", fmt.Sprintf("Online-Banking Sparkasse\nAnmeldename: %s\nPIN: %s\nTAN per pushTAN-App", id, pin), pin)
			s = hvKeep(s, "TAN per pushTAN-App")
		case 14:
			s = hvSec("banking", "chat", fmt.Sprintf("the joint account login is our surname and the password is %s", pw), pw)
		case 15:
			ans := hvP("Kowalski", "Fitzgerald", "Okonkwo", "Brambilla", "Hernández", "Lindqvist")
			s = hvSec("security-answer", "notes", fmt.Sprintf("%s security question (mother's maiden name): %s", hvP("Bank", "Insurance", "Mobile carrier"), ans), ans)
		case 16:
			s = hvSec("hr-ticket", "email", fmt.Sprintf("Hello %s,\n\nwelcome aboard! Your Workday account is %s.\nTemporary password: %s\nYou will be asked to choose a new one.\n\nPeople Team", name, strings.ToLower(name)+"."+hvP("berg", "khan", "silva"), pw), pw)
			s = hvKeep(s, "You will be asked to choose a new one.")
		case 17:
			s = hvSec("hr-ticket", "ticket", fmt.Sprintf("INC%07d | Laptop setup for new starter %s\nlocal admin password set to %s\nStatus: Resolved", hvN(100000, 9999999), name, pw), pw)
			s = hvKeep(s, "Status: Resolved")
		case 18:
			s = hvSec("support-ticket", "ticket", fmt.Sprintf("Customer wrote in chat: \"my password is %s and it still says invalid\". Advised customer to reset it.", pw), pw)
		case 19:
			code := hvS(hvN(6, 10), digits)
			s = hvSec("meeting-code", "email", fmt.Sprintf("Join Zoom Meeting\nhttps://us02web.zoom.us/j/%s\nMeeting ID: %s %s %s\nPasscode: %s", hvDigits(11), hvDigits(3), hvDigits(4), hvDigits(4), code), code)
		case 20:
			s = hvSec("wifi", "chat-de", fmt.Sprintf("WLAN-Schlüssel steht hinten auf der FRITZ!Box: %s", hvGroups(hvS(20, digits), 4, " ")), "")
			s.Secrets = []string{strings.TrimPrefix(s.Text, "WLAN-Schlüssel steht hinten auf der FRITZ!Box: ")}
		case 21:
			s = hvSec("pin", "chat", fmt.Sprintf("voicemail PIN %s, you have 3 new messages apparently", pin), pin)
		case 22:
			s = hvSec("door-code", "notes", fmt.Sprintf("Office\n- parking gate: %s\n- 3rd floor kitchen has oat milk", pin), pin)
			s = hvKeep(s, "- 3rd floor kitchen has oat milk")
		case 23:
			s = hvSec("wifi", "wpa-config", fmt.Sprintf("network={\n    ssid=\"%s\"\n    psk=\"%s\"\n    key_mgmt=WPA-PSK\n}", ssid, pw), pw)
		case 24:
			s = hvSec("router-admin", "chat", fmt.Sprintf("router admin page 192.168.1.1, password on the sticker was changed to %s", pw), pw)
		case 25:
			s = hvSec("streaming", "chat", fmt.Sprintf("%s, the Prime password is %s. Don't order anything on it 😂", name, pw), pw)
		case 26:
			s = hvSec("office", "chat", fmt.Sprintf("printer admin PIN is %s, it's needed to clear the queue", pin), pin)
		case 27:
			s = hvSec("office", "notes", fmt.Sprintf("Shared mailbox info@\npassword: %s\nonly Priya and Sven use it", pw), pw)
			s = hvKeep(s, "only Priya and Sven use it")
		case 28:
			s = hvSec("banking", "sms", fmt.Sprintf("Your new card PIN is %s. Never share it with anyone.", pin), pin)
		default:
			s = hvSec("wifi", "sticky-note", fmt.Sprintf("GUEST WIFI\n%s\npw %s", ssid, pw), pw)
			s = hvKeep(s, "GUEST WIFI")
		}
		ok := true
		for _, sec := range s.Secrets {
			if !hvOnce(s.Text, sec) {
				ok = false
			}
		}
		if !ok {
			continue
		}
		out = append(out, s)
		i++
	}
	return out
}
