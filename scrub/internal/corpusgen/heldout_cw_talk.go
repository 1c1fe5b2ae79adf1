package main

import (
	"fmt"
	"strings"
)

// Secrets in chat messages, e-mails, tickets, handover and meeting notes, agent memories.

func hcwTalkGens() []hcwGen {
	return []hcwGen{hcwChatTrunk, hcwMailCarrierCreds, hcwHandover, hcwTicketVMPin, hcwChatDoor,
		hcwMeetingPortal, hcwPortOutPin, hcwChatForeign, hcwAgentOnboard, hcwOneTimeLink,
		hcwWikiBreakGlass, hcwOTPForward, hcwRecoveryCodes, hcwTotpSeed, hcwChatPhoneAdmin,
		hcwVoiceMemo, hcwVendorAccess, hcwTicketSSH, hcwMemoryNote, hcwWifiVoice, hcwSafeCode,
		hcwNightModePin, hcwSupervisorPin, hcwCommitLeak, hcwDiffRotate, hcwLicenceKey}
}

func hcwChatTrunk() Sample {
	c := hcwCarr()
	user := fmt.Sprintf("%d", hcwN(100000, 999999))
	if rng.IntN(2) == 0 {
		user += "_" + pick([]string{"main", "fax", "lis", "office"})
	}
	pw := hcwPw()
	me, you := hcwName(), hcwName()
	lines := []string{
		fmt.Sprintf("[%s] %s: trunk is ported over, new creds from %s below", hcwTime(), me, c.name),
		fmt.Sprintf("[%s] %s: server %s\n[%s] %s: user %s\n[%s] %s: pw %s", hcwTime(), me, c.host, hcwTime(), me, user, hcwTime(), me, pw),
		fmt.Sprintf("[%s] %s: %s", hcwTime(), you, pick([]string{"thx, putting it in the trunk now", "registered 👍", "ok, will swap it in after 6pm so we don't drop calls", "cheers. outbound CID still showing the old number?"})),
	}
	return hcwS("sip-trunk-password", "chat", strings.Join(lines, "\n"), hcwSec(pw), user, c.host)
}

func hcwMailCarrierCreds() Sample {
	c := hcwCarr()
	user := fmt.Sprint(hcwN(1000000, 99999999))
	pw := hcwSipSecret()
	comp := hcwComp()
	t := fmt.Sprintf(`From: provisioning@%s
To: it@%s
Subject: Your SIP trunk is active - order %d

Hello,

your SIP trunk for %s has been activated. Please configure your PBX with the following details:

  SIP server / registrar:  %s
  Username / Auth ID:      %s
  Password:                %s
  Channels:                %d
  Numbers:                 %s

For security reasons please do not forward this e-mail. You can change the password in the customer portal at any time.

Kind regards
%s Provisioning Team
`, strings.ToLower(strings.ReplaceAll(c.name, " ", ""))+".example", hcwDomain(comp), hcwN(100000, 999999), comp, c.host, user, pw, pick([]int{4, 8, 10, 30}), hcwDID(), c.name)
	return hcwS("sip-trunk-password", "mail", t, hcwSec(pw), user, c.host)
}

func hcwHandover() Sample {
	dom := hcwDomain(hcwComp())
	host := hcwHost(dom)
	gui, ami := hcwPw(), hcwSipSecret()
	t := fmt.Sprintf(`# On-call handover – week %d

## Open items
- Queue 600 (support) overflow to voicemail still misrouting after 18:00, ticket %d
- %s trunk had 2 short outages Tue, carrier says fixed

## Access
- FreePBX GUI: https://%s/admin – user `+"`admin`"+`, password `+"`%s`"+`
- AMI (for FOP2): user fop2, secret %s
- SSH via the jump host only, key in the team vault

## Notes
Don't reboot during business hours, the Yealinks take ~4 min to re-provision.
`, hcwN(2, 52), hcwN(10000, 99999), hcwCarr().name, host, gui, ami)
	return hcwS("pbx-passwords", "markdown", t, hcwSec(gui, ami), host)
}

func hcwTicketVMPin() Sample {
	pin := hcwPin(4, 6)
	ext := hcwExt()
	who := hcwFull()
	t := fmt.Sprintf(`Ticket #%d  [Resolved]
Requester: %s
Subject: %s

Agent note (%s):
%s
Temporary voicemail PIN for ext %s is %s – %s
`, hcwN(10000, 99999), who, pick([]string{"can't get into my voicemail", "Voicemail locked", "forgot VM PIN", "voicemail asks for password"}),
		hcwName(), pick([]string{"Mailbox was locked after too many attempts, unlocked it.", "Reset via FreePBX > Applications > Extensions > Voicemail.", "User was away 3 weeks and forgot the PIN."}),
		ext, pin, pick([]string{"she'll be asked to change it on first login.", "told him to change it with *98 > 0 > 5.", "please change after first use."}))
	return hcwS("voicemail-pin", "ticket", t, hcwSec(pin), who)
}

func hcwChatDoor() Sample {
	door := hcwPin(4, 6) + pick([]string{"#", "", "*"})
	alarm := hcwPin(4, 4)
	n := hcwName()
	t := fmt.Sprintf(`%s: heading to the comms room to swap the PoE switch for the phones
%s: door code is %s
alarm panel on the left, code %s – you've got 30s
%s: ta. the rack key still in the drawer?
%s: yep, top drawer`, n, hcwName(), door, alarm, n, hcwName())
	return hcwOpt(hcwS("door-code", "chat", t, hcwSec(strings.TrimRight(door, "#*"), alarm)), 1)
}

func hcwMeetingPortal() Sample {
	c := hcwCarr()
	dom := hcwDomain(hcwComp())
	user := "noc@" + dom
	pw := hcwPw()
	t := fmt.Sprintf(`Telephony weekly sync – %s
Attendees: %s, %s, %s

1. Number porting for the %s office: FOC date confirmed, cut-over Sat 07:00.
2. %s portal: shared login %s / pw %s (2FA goes to the NOC phone). %s to move it to the vault.
3. Call recording retention – legal wants 90 days, currently 30.
4. AOB: replace the two dead T46U handsets at reception.
`, hcwDate(), hcwName(), hcwName(), hcwName(), pick([]string{"Porto", "Bristol", "Haarlem", "Galway"}), c.name, user, pw, hcwName())
	return hcwS("portal-password", "notes", t, hcwSec(pw), user)
}

func hcwPortOutPin() Sample {
	acct := fmt.Sprint(hcwN(10000000, 99999999))
	pin := hcwPin(4, 6)
	did := hcwDID()
	t := fmt.Sprintf(`Hi %s,

For the LOA for porting %s away from the old provider:
  Account number: %s
  Port-out PIN: %s
  Billing name: %s
Please don't put the PIN in the ticket, just in the LOA form.

Thanks,
%s`, hcwName(), did, acct, pin, hcwComp(), hcwName())
	return hcwS("port-out-pin", "mail", t, hcwSec(pin), acct, did)
}

func hcwChatForeign() Sample {
	c := hcwCarr()
	pw := hcwPw()
	user := fmt.Sprint(hcwN(1000000, 9999999)) + pick([]string{"t0", "", "e1"})
	var t string
	switch rng.IntN(5) {
	case 0:
		t = fmt.Sprintf("Hallo %s, der %s-Trunk ist eingerichtet.\nRegistrar: %s\nBenutzer: %s\nPasswort: %s\nBitte nach dem Test im Portal ändern. Gruß %s", hcwName(), c.name, c.host, user, pw, hcwName())
	case 1:
		t = fmt.Sprintf("%s: Olá! Os dados do tronco SIP da %s:\nservidor %s\nutilizador %s\npalavra-passe %s\nqualquer coisa diz", hcwName(), c.name, c.host, user, pw)
	case 2:
		t = fmt.Sprintf("Salut %s,\nvoici les identifiants du trunk %s :\n- serveur : %s\n- identifiant : %s\n- mot de passe : %s\nÀ changer après la mise en service. Bonne journée", hcwName(), c.name, c.host, user, pw)
	case 3:
		t = fmt.Sprintf("Hola %s, ya tienes la troncal de %s.\nServidor: %s\nUsuario: %s\nContraseña: %s\nAvísame si no registra.", hcwName(), c.name, c.host, user, pw)
	default:
		t = fmt.Sprintf("Hoi %s, trunkgegevens van %s:\nserver %s\ngebruikersnaam %s\nwachtwoord %s\nGraag na het testen wijzigen.", hcwName(), c.name, c.host, user, pw)
	}
	return hcwS("sip-trunk-password", "chat", t, hcwSec(pw), user, c.host)
}

func hcwAgentOnboard() Sample {
	ext := hcwExt()
	pw, pin := hcwSipSecret(), hcwPin(4, 6)
	n := hcwName()
	host := hcwHost(hcwDomain(hcwComp()))
	app := pick([]string{"Zoiper 5", "MicroSIP", "Linphone", "Bria", "Groundwire", "the Sangoma Phone app"})
	t := fmt.Sprintf(`Hi %s,

welcome to the support desk! Your softphone is ready. Install %s and enter:

  Domain:    %s
  Username:  %s
  Password:  %s

Your voicemail PIN is %s (dial *97 to check messages). Log into queue 600 with *45 at the start of each shift.

See you Monday,
%s – Contact Centre IT`, n, app, host, ext, pw, pin, hcwName())
	return hcwOpt(hcwS("softphone-credentials", "mail", t, hcwSec(pw, pin), host), 1)
}

func hcwOneTimeLink() Sample {
	tok := rnd(b64url, hcwN(32, 48))
	host := hcwHost(hcwDomain(hcwComp()))
	url := fmt.Sprintf("https://%s/%s", host, pick([]string{"provision/?token=", "ucp/activate?t=", "app/setup/", "qr/login?code="}))
	t := fmt.Sprintf(`%s, here's your one-time setup link for the mobile softphone, it logs you straight in (expires in 24h, works once):

%s%s

Open it on the phone, not the laptop.`, hcwName(), url, tok)
	return hcwS("one-time-link-token", "chat", t, hcwSec(tok), host)
}

func hcwWikiBreakGlass() Sample {
	pw := hcwPw()
	host := hcwHost(hcwDomain(hcwComp()))
	t := fmt.Sprintf(`== Break-glass access ==
Only use when LDAP is down and the PBX needs fixing NOW.

* Host: %s (console via the iDRAC)
* Local account: root
* Password: %s
* After use: rotate it and log it in the change register.
`, host, pw)
	return hcwS("root-password", "wiki", t, hcwSec(pw), host)
}

func hcwOTPForward() Sample {
	code := rnd(digits, 6)
	c := hcwCarr()
	t := fmt.Sprintf(`%s: can someone forward me the code from the NOC phone? logging into %s portal
%s: "Your %s verification code is %s. It expires in 10 minutes."
%s: got it, in`, hcwName(), c.name, hcwName(), c.name, code, hcwName())
	return hcwS("otp-code", "chat", t, hcwSec(code))
}

func hcwRecoveryCodes() Sample {
	n := 2
	var codes []string
	for i := 0; i < n; i++ {
		codes = append(codes, pick([]string{rnd(lower+digits, 4) + "-" + rnd(lower+digits, 4), rnd(digits, 8), rnd(upper+digits, 5) + "-" + rnd(upper+digits, 5)}))
	}
	c := hcwCarr()
	t := fmt.Sprintf(`%s admin portal – remaining backup codes for the shared telecoms@ login
(each works once, cross them off)

%s

Regenerate when fewer than 2 left.`, c.name, "  "+strings.Join(codes, "\n  "))
	return hcwS("recovery-code", "notes", t, codes)
}

func hcwTotpSeed() Sample {
	seed := hcwTOTP()
	c := pick([]string{"Twilio console", "Telnyx portal", "VoIP.ms portal", "3CX customer portal", "Flowroute manager"})
	t := fmt.Sprintf(`%s: adding the %s 2FA to your authenticator too? setup key: %s
%s: done, shows 6 digits`, hcwName(), c, seed, hcwName())
	f := "chat"
	if rng.IntN(2) == 0 {
		f = "notes"
		t = fmt.Sprintf("otpauth://totp/%s:telecoms%%40example.org?secret=%s&issuer=%s&digits=6&period=30", strings.ReplaceAll(c, " ", "%20"), seed, strings.ReplaceAll(c, " ", "%20"))
		t = "QR decoded from the " + c + " 2FA setup page:\n" + t
	}
	return hcwS("totp-seed", f, t, hcwSec(seed))
}

func hcwChatPhoneAdmin() Sample {
	pw := hcwPw()
	model := pick([]string{"Yealink", "Polycom", "Grandstream", "Snom", "Fanvil"})
	t := fmt.Sprintf(`%s: web UI on the %s handsets is locked, whats the admin pw?
%s: admin / %s on all of them since the last provisioning run
%s: %s`, hcwName(), model, hcwName(), pw, hcwName(), pick([]string{"perfect ty", "worked", "nope, factory default on this one", "👍"}))
	return hcwS("phone-admin-password", "chat", t, hcwSec(pw))
}

func hcwVoiceMemo() Sample {
	w1, w2 := hcwCap(pick(hcwWords)), hcwCap(pick(hcwWords))
	pw := w1 + "-" + w2 + "-" + fmt.Sprint(hcwN(10, 99))
	t := fmt.Sprintf(`[Voice memo transcript, %s]
okay so note to self, the new %s trunk, username is the account number, and the password is %s, capital %s capital %s, dashes in between. Remember to update the fax ATA as well, it uses the same trunk.`, hcwDate(), hcwCarr().name, pw, w1[:1], w2[:1])
	return hcwS("sip-trunk-password", "transcript", t, hcwSec(pw), "fax ATA")
}

func hcwVendorAccess() Sample {
	host := hcwHost(hcwDomain(hcwComp()))
	pw := hcwRandPw(false)
	t := fmt.Sprintf(`Subject: RE: Case %d – calls drop after 32 seconds

Hi Sangoma support,

we've opened temporary access for you:
GUI: https://%s:%d/admin
User: sangoma_support
Pass: %s

The account will be disabled on Friday. SIP debug from this morning is attached.

Regards,
%s`, hcwN(100000, 999999), host, pick([]int{443, 8443, 2443}), pw, hcwFull())
	return hcwS("freepbx-admin-password", "mail", t, hcwSec(pw), "sangoma_support", host)
}

func hcwTicketSSH() Sample {
	ip := hcwIP()
	pw := hcwPw()
	t := fmt.Sprintf(`Internal note: to check the SIP registrations, ssh root@%s (password: %s), then asterisk -rvvv and "pjsip show registrations". Reg to the carrier was Rejected this morning, looks like the trunk pw changed.`, ip, pw)
	return hcwS("root-password", "ticket", t, hcwSec(pw), ip)
}

func hcwMemoryNote() Sample {
	comp := hcwComp()
	host := hcwHost(hcwDomain(comp))
	user := pick([]string{"crm", "n8n", "cti", "assistant"})
	pw := hcwSipSecret()
	t := fmt.Sprintf(`Memory: %s's phone system is FreePBX %d on %s. The AMI user for the CRM integration is "%s" with secret %s. They prefer changes on Thursdays after 19:00. Main number %s.`, comp, pick([]int{15, 16, 17}), host, user, pw, hcwDID())
	return hcwS("ami-secret", "memory", t, hcwSec(pw), host)
}

func hcwWifiVoice() Sample {
	ssid := pick([]string{"VOICE", "Phones", "DECT-BACKHAUL", "SIP-WLAN", "voice_vlan20"})
	key := hcwPw()
	t := fmt.Sprintf(`Handover – phones on Wi-Fi (warehouse)
- SSID %s (VLAN %d, QoS WMM on)
- WPA2 key: %s
- The W73H handsets roam badly between AP3 and AP4, logged with Yealink.`, ssid, hcwN(20, 120), key)
	return hcwS("wifi-key", "notes", t, hcwSec(key), ssid)
}

func hcwSafeCode() Sample {
	code := fmt.Sprintf("%02d-%02d-%02d", hcwN(10, 99), hcwN(10, 99), hcwN(10, 99))
	if rng.IntN(2) == 0 {
		code = hcwPin(4, 6)
	}
	t := fmt.Sprintf(`%s: spare handsets + the SIM for the GSM gateway are in the safe in the server room, code %s. please sign the sheet when you take one`, hcwName(), code)
	return hcwS("safe-code", "chat", t, hcwSec(code))
}

func hcwNightModePin() Sample {
	pin := hcwPin(4, 6)
	did := hcwDID()
	t := fmt.Sprintf(`How to switch the office to night mode from home:
1. Call %s from your mobile.
2. When you hear the menu, press *.
3. Enter the remote PIN %s followed by #.
4. Press 1 for day, 2 for night.
(Only for duty managers – please don't share the PIN.)`, did, pin)
	return hcwS("remote-access-pin", "wiki", t, hcwSec(pin), did)
}

func hcwSupervisorPin() Sample {
	pin := hcwPin(4, 6)
	t := fmt.Sprintf(`%s: for new team leads – to listen in on a call dial 555 + agent ext, the supervisor PIN is %s. whisper is 556, barge 557. don't give it to agents pls`, hcwName(), pin)
	return hcwS("supervisor-pin", "chat", t, hcwSec(pin), "whisper")
}

func hcwCommitLeak() Sample {
	pw, au := hcwSipSecret(), hcwFull()
	t := fmt.Sprintf(`commit %s
Author: %s <%s>
Date:   %s

    pjsip: move %s trunk to new credentials

    Carrier rotated the password today, new one is %s.
    Also bumped qualify_frequency to 30.
`, rnd(hexs, 40), au, hcwEmail(strings.Fields(au)[0], "example.org"), hcwDate(), hcwCarr().name, pw)
	return hcwS("sip-trunk-password", "commit", t, hcwSec(pw), "qualify_frequency")
}

func hcwDiffRotate() Sample {
	old, nw := hcwSipSecret(), hcwSipSecret()
	user := fmt.Sprint(hcwN(100000, 999999))
	t := fmt.Sprintf(`diff --git a/asterisk/pjsip.trunks.conf b/asterisk/pjsip.trunks.conf
index %s..%s 100644
--- a/asterisk/pjsip.trunks.conf
+++ b/asterisk/pjsip.trunks.conf
@@ -%d,7 +%d,7 @@
 [trunk-auth]
 type=auth
 auth_type=userpass
 username=%s
-password=%s
+password=%s
 
 [trunk]
`, rnd(hexs, 7), rnd(hexs, 7), hcwN(10, 80), hcwN(10, 80), user, old, nw)
	return hcwS("sip-trunk-password", "diff", t, hcwSec(old, nw), user)
}

func hcwLicenceKey() Sample {
	key := rnd(upper+digits, 4) + "-" + rnd(upper+digits, 4) + "-" + rnd(upper+digits, 4) + "-" + rnd(upper+digits, 4)
	prod := pick([]string{"3CX Pro", "3CX Enterprise", "FOP2 (50 ext)", "Zoiper Pro", "Bria Enterprise"})
	t, f := fmt.Sprintf(`%s: renewed the %s licence, key is %s – activate it on the new box before the old one expires on %s`, hcwName(), prod, key, hcwDate()), "chat"
	if rng.IntN(2) == 0 {
		t, f = fmt.Sprintf("| Product | Licence key | Renewal |\n|---|---|---|\n| %s | %s | %s |\n| Call recording module | (bundled) | – |", prod, key, hcwDate()), "markdown"
	}
	return hcwS("licence-key", f, t, hcwSec(key))
}
