package main

import (
	"fmt"
	"strings"
)

// Chats, mails, tickets, handover and meeting notes about moving passwords between tools.

func hcxChatGens() []hcxGen {
	return []hcxGen{
		{8, hcxChatParents}, {6, hcxMailMaster}, {6, hcxHandover}, {6, hcxTicketWrongField},
		{5, hcxOfficeCodes}, {4, hcxSimPin}, {5, hcxMeeting1P}, {10, hcxMemory},
		{5, hcxBackupCodesMail}, {4, hcxAppleRecoveryChat}, {4, hcxBWRecovery2FA}, {11, hcxForeignChat},
		{5, hcxMagicLink}, {6, hcxInfraTicket}, {4, hcxCleanupNote}, {6, hcxReusedChat},
		{4, hcxCardPin}, {4, hcxEmergencyLetter}, {6, hcxTeamThread}, {5, hcxLicenseMail},
		{6, hcxRouterNote}, {5, hcxTOTPSeedChat}, {5, hcxWikiMigration},
	}
}

func hcxChatParents() Sample {
	rel := hcxOne("mum", "my dad", "grandma", "my aunt", "mom")
	s1, s2 := hcxSiteR(), hcxSiteR()
	p1, p2 := hcxHumanPw(), hcxHumanPw()
	u := hcxMail(hcxWho())
	if hcxP(35) {
		t := fmt.Sprintf("moving %s's passwords from her little notebook into %s. she uses %s for basically everything\nthe %s one is %s (login %s), the %s one is %s\nshould I just keep them or make new ones first?",
			rel, hcxOne("Bitwarden", "Apple Passwords", "1Password Families"), hcxOne("the same 3", "two"), s1.Name, p1, u, s2.Name, p2)
		return hcxSec("user-password", "chat", t, []string{p1, p2}, u)
	}
	t := fmt.Sprintf("ok typing the notebook into %s now. page 3:\n%s - %s - %s\n(she wrote the 0 with a slash, I think it's a zero)",
		hcxOne("the vault", "KeePassXC", "Bitwarden"), s1.Name, u, p1)
	return hcxSec("user-password", "chat", t, []string{p1}, u)
}

func hcxMailMaster() Sample {
	p := hcxWho()
	mgr := hcxOne("LastPass", "Dashlane", "Keeper", "1Password")
	mp := hcxOne(hcxHumanPw(), hcxPhrase(), hcxHumanPw()+" "+pick(hcxWords))
	e := hcxMail(p)
	t := fmt.Sprintf(`Subject: Re: Migration to the company Bitwarden

Hi %s,

thanks for setting this up. I can't get the %s export to work on my laptop, can you do it for me?
My %s login is %s and the master password is %s
I'll change it once everything is moved across.

Cheers,
%s`, hcxCap(pick(hcxFirsts)), mgr, mgr, e, mp, p.Display)
	return hcxSec("master-password", "mail", t, []string{mp}, e)
}

func hcxHandover() Sample {
	mp := hcxOne(hcxPhrase(), hcxGenPw(), hcxHumanPw())
	path := hcxOne(`\\fs01\it$\keepass\IT.kdbx`, `/srv/share/it/passwords.kdbx`, `S:\Admin\Kennwoerter.kdbx`, `~/Nextcloud/IT/vault.kdbx`)
	t := hcxLines("## Handover: password vault ("+hcxWho().Display+" → "+hcxWho().Display+")",
		"",
		"- Old KeePass DB: `"+path+"`",
		"- Master password: "+hcxOne("`"+mp+"`", mp),
		"- Keyfile: "+hcxOne("on the yellow USB stick in the safe", "none", "IT.keyx next to the db (yes I know)"),
		"- New home: Bitwarden org, collection "+hcxOne("`IT-Admin`", "`Infra`", "`Servers`"),
		"- Status: "+fmt.Sprint(hcxN(40, 95))+"% imported, TOTP seeds still to move",
		"- After cutover: delete the kdbx and "+hcxOne("rotate the master", "tell the auditors", "close ticket IT-"+fmt.Sprint(hcxN(100, 9999))))
	return hcxSec("master-password", "markdown", t, []string{mp}, path)
}

func hcxTicketWrongField() Sample {
	mgr := pick(hcxManagers)
	s := hcxSiteR()
	pw := hcxPw()
	id := fmt.Sprintf("%s-%d", hcxOne("HELP", "IT", "SUP", "OPS"), hcxN(100, 9999))
	t := fmt.Sprintf(`[%s] Import from %s put passwords into Notes
Reporter: %s
Steps: exported CSV, imported into %s.
Actual: item "%s" has an empty password field and the Notes say "Password: %s".
Expected: password in the password field.
Affects ~%d items.`, id, mgr, hcxWho().Display, hcxOne("Bitwarden", "1Password", "Proton Pass"), s.Name, pw, hcxN(3, 200))
	return hcxSec("vault-password", "ticket", t, []string{pw}, id)
}

func hcxOfficeCodes() Sample {
	door := hcxDigitsN(hcxN(4, 6))
	alarm := hcxDigitsN(hcxN(4, 6))
	off := hcxOne("Lisbon office", "the warehouse", "Studio", "Praxis", "the Leeds site")
	pre := hcxOne("Not moved to the vault yet (no item type for it?):", "Stuff from the old whiteboard photo, need a home in 1Password:", "Codes for "+off+" (putting these into Secure Notes, then wiping the sheet)")
	lines := []string{pre,
		"- front door keypad: " + door + hcxOne("#", "", " then #"),
		"- alarm disarm: " + alarm,
	}
	secs := []string{door, alarm}
	if hcxP(20) {
		safe := fmt.Sprintf("%d-%d-%d", hcxN(1, 99), hcxN(1, 99), hcxN(1, 99))
		lines = append(lines, "- server room safe: "+safe)
		secs = append(secs, safe)
	}
	lines = append(lines, "- Wi-Fi: already in the vault", "- bike shed ("+off+"): key, with reception")
	return hcxSec("door-code", hcxOne("notes", "chat"), hcxLines(lines...), secs, off)
}

func hcxSimPin() Sample {
	pin, puk := hcxDigitsN(4), hcxDigitsN(8)
	num := fmt.Sprintf("+%d %d %d %d", hcxN(30, 49), hcxN(100, 999), hcxN(100, 999), hcxN(1000, 9999))
	if hcxP(50) {
		t := fmt.Sprintf("putting the SIM card into Bitwarden as a Secure Note:\nNumber: %s\nPIN: %s\nPUK: %s\ncarrier: %s", num, pin, puk, hcxOne("Vodafone", "MEO", "Orange", "Telekom", "Three"))
		return hcxSec("sim-pin", "notes", t, []string{pin, puk}, num)
	}
	t := fmt.Sprintf("work phone %s: SIM PIN is %s (PUK is on the card holder in the drawer). adding it to the Phones vault", num, pin)
	return hcxSec("sim-pin", "chat", t, []string{pin}, num)
}

func hcxMeeting1P() Sample {
	sk := hcx1PSecretKey()
	who := hcxWho()
	t := hcxLines("Meeting notes – 1Password Business rollout ("+hcxDate()+")",
		"Attendees: "+who.Display+", "+hcxWho().Display+", "+hcxWho().Display,
		"",
		"1. LastPass export done for "+fmt.Sprint(hcxN(8, 60))+" people, rest this week",
		"2. "+who.First+"'s account was set up on the shared iPad, Secret Key for it: "+sk,
		"   (TODO move that off this page!)",
		"3. Shared vaults: Finance, Infra, Marketing",
		"4. Next: SSO with "+hcxOne("Entra ID", "Okta", "Google Workspace"))
	return hcxSec("secret-key", "notes", t, []string{sk}, who.Display)
}

func hcxMemory() Sample {
	s := hcxSiteR()
	pw := hcxPw()
	u := hcxLogin(hcxWho())
	var t string
	switch rng.IntN(4) {
	case 0:
		t = fmt.Sprintf("User moved their %s login into %s today. New password (user asked me to remember it): %s. Username %s.", s.Name, pick(hcxManagers), pw, u)
	case 1:
		t = fmt.Sprintf("- [%s] %s admin password changed during the vault cleanup → %s (account %s)\n- [%s] user prefers CSV over JSON exports", hcxDate(), s.Name, pw, u, hcxDate())
	case 2:
		t = fmt.Sprintf("memory: the %s account (%s) was the only one NOT in the export; its password is %s, user will add it manually", s.Name, u, pw)
	default:
		t = fmt.Sprintf("Remember for next session:\n* dedupe done, %d items left\n* %s still uses the old password %s for %s — user wants a reminder to rotate it", hcxN(100, 900), u, pw, s.Name)
	}
	return hcxSec("user-password", "memory", t, []string{pw}, u)
}

func hcxBackupCodesMail() Sample {
	var codes []string
	for i, n := 0, hcxN(1, 2); i < n; i++ {
		codes = append(codes, hcxGoogleBackup())
	}
	acct := hcxMail(hcxWho())
	t := fmt.Sprintf("Subject: backup codes\nTo: %s\n\nsending these to myself until the new password manager is set up. Google backup codes for %s:\n\n%s\n\n(used %d already)", acct, acct, strings.Join(codes, "\n"), hcxN(1, 4))
	return hcxSec("recovery-code", "mail", t, codes, acct)
}

func hcxAppleRecoveryChat() Sample {
	k := hcxAppleRecovery()
	t := hcxOne("here's the Apple ID recovery key so it goes in the shared vault with the rest: ", "recovery key for dad's iCloud (he turned on Advanced Data Protection): ") + k + "\n" + hcxOne("don't lose this one, Apple can't reset it", "printed copy is in the drawer too")
	return hcxSec("recovery-code", "chat", t, []string{k})
}

func hcxBWRecovery2FA() Sample {
	c := hcxBWRecovery()
	e := hcxMail(hcxWho())
	t := fmt.Sprintf("Bitwarden two-step login recovery code for %s\n%s\nSaved %s. Keep this OUTSIDE the vault (it's the way back in if the phone dies).", e, c, hcxDate())
	return hcxSec("recovery-code", hcxOne("notes", "memory"), t, []string{c}, e)
}

func hcxForeignChat() Sample {
	s, pw := hcxSiteR(), hcxPw()
	u := hcxLogin(hcxWho())
	var t string
	switch rng.IntN(6) {
	case 0:
		t = fmt.Sprintf("hab die alten Passwörter aus Firefox rüber in KeePassXC geholt. Das für %s ging nicht, Benutzer %s, Passwort %s – kannst du das von Hand eintragen?", s.Name, u, pw)
	case 1:
		t = fmt.Sprintf("a senha do %s não veio na importação do Chrome. usuário: %s senha: %s\nvou apagar o csv depois", s.Name, u, pw)
	case 2:
		t = fmt.Sprintf("Oye, al pasar todo a Bitwarden se duplicó %s. La contraseña buena es %s (usuario %s), la otra bórrala.", s.Name, pw, u)
	case 3:
		t = fmt.Sprintf("Après l'import depuis Dashlane, %s a perdu son mot de passe. C'était : %s\nIdentifiant : %s", s.Name, pw, u)
	case 4:
		t = fmt.Sprintf("przenoszę hasła z LastPassa do Bitwardena, %s nie przeszło. login %s, hasło: %s", s.Name, u, pw)
	default:
		t = fmt.Sprintf("na de import uit 1Password mist %s. gebruiker %s, wachtwoord %s — zet jij hem er even in?", s.Name, u, pw)
	}
	return hcxSec("user-password", "chat", t, []string{pw}, u)
}

func hcxMagicLink() Sample {
	tok := rnd(b64url, hcxN(32, 64))
	dom := pick(hcxOrgDoms)
	e := hcxMail(hcxWho())
	t := fmt.Sprintf(`From: no-reply@%s
To: %s
Subject: Your sign-in link

Click to sign in to the password portal. The link works once and expires in 15 minutes.

https://id.%s/auth/magic?token=%s&email=%s

If you didn't request this, ignore this mail.`, dom, e, dom, tok, strings.ReplaceAll(e, "@", "%40"))
	pre := hcxOne("", "fwd from my inbox, the link you asked about:\n\n")
	return hcxSec("magic-link-token", "mail", pre+t, []string{tok}, e)
}

func hcxInfraTicket() Sample {
	type kv struct{ what, user, host string }
	o := pick([]kv{{"Hetzner Robot", "#ws+" + rnd(alnum, 8), "robot.hetzner.com"}, {"iDRAC", "root", "idrac-" + fmt.Sprint(hcxN(1, 9)) + ".mgmt"},
		{"UniFi controller", "admin", "unifi.lan"}, {"pfSense", "admin", "fw01.lan"}, {"Synology", "admin-" + pick(hcxFirsts), "nas.home.arpa"}})
	pw := hcxPw()
	id := fmt.Sprintf("OPS-%d", hcxN(100, 9999))
	t := fmt.Sprintf(`%s: move shared folder "Infra" from LastPass to Bitwarden
Status: in progress
Comment (%s): done except %s, LastPass had it in the notes field. It's user %s on %s, pw %s
will create a proper login item and rotate after.`, id, hcxWho().Display, o.what, o.user, o.host, pw)
	return hcxSec("admin-password", "ticket", t, []string{pw}, o.host, id)
}

func hcxCleanupNote() Sample {
	s := hcxSiteR()
	old, nw := hcxPw(), hcxPw()
	t := hcxOne(
		fmt.Sprintf("Cleanup log %s\n- deleted %d duplicates\n- %s: kept newer entry (%s), removed the 2019 one\n- %d items without URL, tagged #no-url", hcxDate(), hcxN(10, 300), s.Name, nw, hcxN(3, 60)),
		fmt.Sprintf("dedupe note: two %s entries. one says %s, the other %s. tried both, only the first works → deleted the second", s.Name, nw, old),
	)
	return hcxSec("vault-password", "notes", t, hcxIfIn(t, nw, old), s.Name)
}

func hcxReusedChat() Sample {
	pw := hcxHumanPw()
	n := hcxN(6, 40)
	t := hcxOne(
		fmt.Sprintf("the health report is brutal: you've used %s on %d sites, including the bank. let's change those first", pw, n),
		fmt.Sprintf("%d items flagged 'reused'. it's all %s lol, I've been using that since school", n, pw),
		fmt.Sprintf("Watchtower: %s appears in %d logins. Fix order: email, bank, %s, rest.", pw, n, hcxSiteR().Name),
	)
	return hcxSec("user-password", "chat", t, []string{pw})
}

func hcxCardPin() Sample {
	pin := hcxDigitsN(4)
	last4 := hcxDigitsN(4)
	for strings.Contains(last4, pin) || strings.Contains(pin, last4) {
		last4 = hcxDigitsN(4)
	}
	bank := hcxOne("ING", "Nubank", "Revolut", "Sparkasse", "Monzo")
	t := fmt.Sprintf("Added the %s debit card to the vault as a Payment Card (number •••• %s). PIN is %s — put it in the PIN field, not the notes.", bank, last4, pin)
	return hcxSec("card-pin", hcxOne("chat", "memory"), t, []string{pin}, bank)
}

func hcxEmergencyLetter() Sample {
	mp := hcxOne(hcxPhrase(), hcxHumanPw())
	who := hcxWho()
	t := fmt.Sprintf(`If something happens to me
--------------------------
Everything is in %s (account %s).
Master password: %s
The emergency kit PDF is in the blue folder. %s has emergency access too, with a %d-day wait.`, hcxOne("Bitwarden", "1Password", "Proton Pass"), hcxMail(who), mp, hcxWho().Display, hcxN(1, 14))
	return hcxSec("master-password", "notes", t, []string{mp})
}

func hcxTeamThread() Sample {
	a, b, c := hcxWho(), hcxWho(), hcxWho()
	s := hcxSiteR()
	pw := hcxPw()
	t := fmt.Sprintf(`%s: who owns the shared %s login? it's not in the new vault
%s: me, it never got exported because it was in Chrome only
%s: can you add it to the Marketing collection?
%s: sure, it's %s / %s
%s: 👍 thx, added. delete this msg pls`, a.First, s.Name, b.First, c.First, b.First, "team@"+pick(hcxOrgDoms), pw, c.First)
	return hcxSec("shared-password", "chat", t, []string{pw}, s.Name)
}

func hcxLicenseMail() Sample {
	k := hcxLicense()
	prod := hcxOne("Affinity Designer 2", "Sublime Text 4", "Beyond Compare 5", "Little Snitch 6", "SmartGit", "Capture One 23")
	ord := fmt.Sprintf("%s-%d", hcxOne("ORD", "INV", "FS"), hcxN(100000, 9999999))
	t := fmt.Sprintf(`Subject: Your %s license
Order: %s
Licensed to: %s

License key:
%s

Keep this key somewhere safe.`, prod, ord, hcxWho().Display, k)
	pre := hcxOne("", "fwd – saving this to the Software Licenses category in 1Password\n\n")
	return hcxSec("license-key", "mail", pre+t, []string{k}, ord, prod)
}

func hcxRouterNote() Sample {
	adm := hcxOne(hcxGenPw(), hcxDigitsN(8), hcxHumanPw())
	wifi := hcxOne(hcxGenPw(), rnd(digits, 16), rnd(upper+digits, 12), hcxPhrase())
	model := hcxOne("FRITZ!Box 7530", "Vodafone Station", "TP-Link Archer AX55", "Livebox 6", "Huawei B535")
	if hcxP(30) {
		t := fmt.Sprintf("Router sticker (%s) before I throw the box away, for the vault:\nadmin: %s\nWLAN key: %s\nSSID printed on it too but we renamed the network", model, adm, wifi)
		return hcxSec("wifi-key", "notes", t, []string{adm, wifi}, model)
	}
	t := fmt.Sprintf("new %s is set up. WLAN key: %s — same as the old router so nothing needs re-pairing. admin password is a new one, already in the vault.", model, wifi)
	return hcxSec("wifi-key", "notes", t, []string{wifi}, model)
}

func hcxTOTPSeedChat() Sample {
	seed := hcxTOTP()
	s := hcxSiteR()
	t := hcxOne(
		fmt.Sprintf("re-adding 2FA for %s in the new app since the authenticator export failed. setup key shown was: %s", s.Name, seed),
		fmt.Sprintf("%s 'can't scan the QR? enter this key': %s\nputting it in the TOTP field of the item", s.Name, seed),
	)
	return hcxSec("totp-seed", "chat", t, []string{seed}, s.Name)
}

func hcxWikiMigration() Sample {
	pw := hcxGenPw()
	u := "svc-import-" + hcxOne("bw", "1p", "kp")
	t := hcxLines("# Password manager migration – runbook", "",
		"1. Everyone exports their personal vault to CSV (see export guide).",
		"2. Upload to the import share, NOT email.",
		"3. The import job logs in as `"+u+"`; its temporary password is `"+pw+"` until "+hcxDate()+".",
		"4. After import, files are deleted by the cleanup job.", "",
		"Questions → #"+hcxOne("it-help", "vault-migration", "security"))
	return hcxSec("service-password", "wiki", t, []string{pw}, u)
}
