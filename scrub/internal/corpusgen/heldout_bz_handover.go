package main

import (
	"fmt"
	"strings"
)

// Client handover samples for part heldout-bz: spreadsheets, long e-mails, WhatsApp threads,
// office codes and two-factor material.

func hbzHandoverGens() []hbzGen {
	return []hbzGen{
		{8, hbzSheet},
		{14, hbzHandoverMail},
		{10, hbzOfficeCodes},
		{10, hbzTOTP},
		{8, hbzBackupCodes},
		{10, hbzTicketNotes},
	}
}

func hbzSheet() Sample {
	c1, c2, c3 := hbzNewClient(), hbzNewClient(), hbzNewClient()
	p1, p2 := hbzPwPlain(), hbzPwPlain()
	u1, u2 := hbzUser(c1), hbzUser(c2)
	switch rng.IntN(4) {
	case 0:
		t := fmt.Sprintf("client,site,service,login,password,notes\n%s,%s,WordPress,%s,%s,\n%s,%s,cPanel,%s,%s,host: %s\n%s,%s,WordPress,see 1Password,,client manages own\n", c1.Name, c1.Domain, u1, p1, c2.Name, c2.Domain, u2, p2, pick(hbzHosts), c3.Name, c3.Domain)
		return hbzS("client-login-sheet", "csv", t, []string{p1, p2}, c1.Domain, c2.Domain, c3.Domain)
	case 1:
		t := fmt.Sprintf("| Client | What | User | Password |\n|---|---|---|---|\n| %s | WP admin | %s | %s |\n| %s | Google Analytics | %s | (client owns, we're added as user) |\n| %s | FTP | %s | %s |\n", c1.Name, u1, p1, c2.Name, c2.Email, c3.Name, u2, p2)
		return hbzS("client-login-sheet", "markdown", t, []string{p1, p2}, c1.Name, c2.Email)
	case 2:
		t := fmt.Sprintf("Site\tService\tUsername\tPassword\tLast changed\n%s\tWP\t%s\t%s\t%s\n%s\tMailchimp\t%s\t%s\t%s\n%s\tHosting\t%s\tclient has it\t%s", c1.Domain, u1, p1, hbzDate(), c1.Domain, c1.Email, p2, hbzDate(), c1.Domain, c1.Slug[:min(8, len(c1.Slug))], hbzDate())
		return hbzS("client-login-sheet", "tsv", t, []string{p1, p2}, c1.Email)
	}
	t := fmt.Sprintf("%s;%s;%s;%s\n%s;%s;%s;%s\n%s;%s;%s;%s", "Kunde", "Zugang", "Benutzer", "Passwort", c1.Name, "WordPress "+c1.Domain, u1, p1, c2.Name, "Plesk "+c2.Domain, u2, p2)
	return hbzS("client-login-sheet", "csv", t, []string{p1, p2}, "WordPress "+c1.Domain)
}

func hbzHandoverMail() Sample {
	c := hbzNewClient()
	me := hbzPerson()
	wu, wp := hbzUser(c), hbzPw()
	hu, hp := c.Slug[:min(8, len(c.Slug))], hbzPw()
	switch rng.IntN(4) {
	case 0:
		t := fmt.Sprintf("Subject: %s - website handover\n\nHi %s,\n\nAs promised, here is everything you need now that the project is finished.\n\n1) WordPress\n   %s/wp-admin\n   user: %s\n   password: %s\n\n2) Hosting (%s)\n   user: %s\n   password: %s\n\n3) Domain\n   Registered at %s in your own name, renews %s.\n\nI'd recommend storing these in a password manager and changing them once you've logged in. I've removed my own admin account.\n\nThanks for a great project!\n%s", c.Name, c.First, "https://"+c.Domain, wu, wp, pick(hbzHosts), hu, hp, pick(hbzRegistrars), hbzDate(), me)
		return hbzS("handover-passwords", "mail", t, []string{wp, hp}, "user: "+wu, "https://"+c.Domain)
	case 1:
		t := fmt.Sprintf("[%s, %s] %s: Hi %s, the site is officially yours 🎉\n[%s, %s] %s: Login: https://%s/wp-admin\n[%s, %s] %s: User: %s\n[%s, %s] %s: Password: %s\n[%s, %s] %s: The hosting login is in the email I sent this morning\n[%s, %s] %s: Amazing thank you so much!!", hbzDMY(), hbzHM(), me, c.First, hbzDMY(), hbzHM(), me, c.Domain, hbzDMY(), hbzHM(), me, wu, hbzDMY(), hbzHM(), me, wp, hbzDMY(), hbzHM(), me, hbzDMY(), hbzHM(), c.First)
		return hbzS("handover-passwords", "whatsapp", t, []string{wp}, "User: "+wu)
	case 2:
		sk := hbzStripeSK()
		t := fmt.Sprintf("Hi %s,\n\nWooCommerce is set up and taking test orders. Before go-live I switched Stripe to live mode with the keys from your Stripe dashboard:\n\nSecret key: %s\n\nShop manager login for your staff: %s / %s\n\nPlease don't forward this email.\n\nBest,\n%s", c.First, sk, wu, wp, me)
		return hbzS("handover-passwords", "mail", t, []string{sk, wp}, wu)
	}
	t := fmt.Sprintf("Handover - %s\n==========\nOwner: %s (%s)\nWP admin: %s / %s\nHosting: %s, account %s, pw %s\nDNS: Cloudflare (client account, we're a member)\nBackups: UpdraftPlus -> client's Google Drive, daily\nOpen issues: cookie banner wording, 404 on /old-menu.pdf", c.Domain, c.Contact, c.Email, wu, wp, pick(hbzHosts), hu, hp)
	return hbzS("handover-passwords", "note", t, []string{wp, hp}, c.Email)
}

func hbzOfficeCodes() Sample {
	c := hbzNewClient()
	switch rng.IntN(4) {
	case 0:
		alarm := rnd(digits, 4)
		ssid := strings.ToUpper(c.Slug[:min(6, len(c.Slug))]) + "_Guest"
		wifi := hbzPwPlain()
		t := fmt.Sprintf("Photo shoot at %s on Thursday 9am.\n%s will let us in; if she's late the alarm code is %s (panel left of the back door).\nWi-Fi: %s / %s\nBring the 50mm and the small softbox.", c.Name, c.First, alarm, ssid, wifi)
		return hbzS("alarm-code", "note", t, []string{alarm, wifi}, ssid)
	case 1:
		ks := rnd(digits, 4)
		t := fmt.Sprintf("%s: I'm at the coworking but there's nobody on reception\n%s: key safe by the door, code %s, keys for desk 14 are inside\n%s: got it", hbzPerson(), hbzPerson(), ks, hbzPerson())
		return hbzS("key-safe-code", "chat", t, []string{ks})
	case 2:
		ssid := hbzTitle(c.Slug[:min(10, len(c.Slug))]) + pick([]string{"-5G", " WiFi", "_2.4"})
		wifi := pick([]string{hbzPwPlain(), rnd(upper+digits, 10), pick(hbzPwWords) + rnd(digits, 4)})
		t := fmt.Sprintf("Hi %s, for Monday's training session in your office can you send the wifi? Thanks\n\n> Network: %s\n> Password: %s\n> It's on the sticker on the router too", c.First, ssid, wifi)
		return hbzS("wifi-key", "mail", t, []string{wifi}, ssid)
	}
	door := rnd(digits, 4+rng.IntN(3))
	t := fmt.Sprintf("Studio access (new office, %s)\n- Door keypad: %s#\n- Bins go out Tuesday\n- Printer: HP on 2nd floor, no PIN", pick([]string{"Unit 4", "3rd floor", "Hinterhaus"}), door)
	return hbzS("door-code", "note", t, []string{door})
}

func hbzTOTP() Sample {
	c := hbzNewClient()
	seed := hbzB32(pick([]int{16, 32, 32}))
	switch rng.IntN(3) {
	case 0:
		acct := "admin@" + c.Domain
		uri := fmt.Sprintf("otpauth://totp/%s:%s?secret=%s&issuer=%s", strings.ReplaceAll(c.Name, " ", "%20"), acct, seed, "WordPress")
		t := fmt.Sprintf("2FA for the shared wp admin (Wordfence). Scan this in your authenticator or paste it:\n%s", uri)
		return hbzS("totp-seed", "chat", t, []string{seed}, acct)
	case 1:
		disp := seed[:4] + " " + seed[4:8] + " " + seed[8:12] + " " + seed[12:16]
		if len(seed) > 16 {
			disp += " " + seed[16:20] + " " + seed[20:24] + " " + seed[24:28] + " " + seed[28:]
		}
		t := fmt.Sprintf("Google Ads MCC 2-step setup key (so more than one of us can generate codes):\n%s\nAccount: ads@webcrew.studio", disp)
		return hbzS("totp-seed", "note", t, []string{disp}, "ads@webcrew.studio")
	}
	t := fmt.Sprintf("- service: %s hosting control panel\n  user: %s\n  totp_secret: %s\n  owner: %s", pick(hbzHosts), c.Email, seed, c.Contact)
	return hbzS("totp-seed", "yaml", t, []string{seed}, c.Email)
}

func hbzBackupCodes() Sample {
	c := hbzNewClient()
	a, b := rnd(digits, 4)+" "+rnd(digits, 4), rnd(digits, 4)+" "+rnd(digits, 4)
	switch rng.IntN(2) {
	case 0:
		t := fmt.Sprintf("Backup codes for %s (Google account that owns Analytics + Search Console)\nKeep these somewhere safe. Each code can be used once.\n\n1. %s\n2. %s\n(used the rest)", c.Email, a, b)
		return hbzS("backup-codes", "note", t, []string{a, b}, c.Email)
	}
	x, y := rnd(lower+digits, 5)+"-"+rnd(lower+digits, 5), rnd(lower+digits, 5)+"-"+rnd(lower+digits, 5)
	t := fmt.Sprintf("%s: locked out of the Meta business account, the SMS isn't coming\n%s: use one of the recovery codes I saved when we set it up: %s or %s\n%s: first one worked 🙏", c.First, hbzPerson(), x, y, c.First)
	return hbzS("recovery-codes", "chat", t, []string{x, y})
}

func hbzTicketNotes() Sample {
	c := hbzNewClient()
	pw := hbzPw()
	u := hbzUser(c)
	switch rng.IntN(4) {
	case 0:
		t := fmt.Sprintf("Card: %s - contact form not sending\nLabels: bug, retainer\n\nChecklist\n[x] reproduce on live\n[x] check WP Mail SMTP log -> 535 auth failed\n[ ] client changed mailbox pw to %s, update plugin settings\n[ ] send test", c.Name, pw)
		return hbzS("mailbox-password", "ticket", t, []string{pw}, c.Name)
	case 1:
		t := fmt.Sprintf("Meeting notes - %s kick-off (%s)\nAttendees: %s, %s\n- current site on Wix, they want WooCommerce\n- Wix login: %s / %s (to export blog posts)\n- budget agreed, 50%% deposit\n- next: sitemap draft by Friday", c.Name, hbzDate(), c.Contact, hbzPerson(), c.Email, pw)
		return hbzS("site-builder-password", "notes", t, []string{pw}, c.Email)
	case 2:
		t := fmt.Sprintf("Commit a%s\n\nfix: SMTP creds for %s\n\n- switch from PHP mail() to mailbox\n- WPMS_SMTP_PASS '%s' temporary until client sets up SendGrid", rnd(hexs, 6), c.Domain, pw)
		return hbzS("smtp-password", "commit", t, []string{pw}, c.Domain)
	}
	t := fmt.Sprintf("Hi team,\n\nquick one: %s's shop manager account %s is locked after too many attempts. I've reset it to %s and told her by phone.\n\nAlso please renew the SSL on %s, it expires %s.", c.First, u, pw, c.Domain, hbzDate())
	return hbzS("wp-admin-password", "mail", t, []string{pw}, u, c.Domain)
}
