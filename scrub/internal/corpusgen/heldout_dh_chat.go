package main

// heldout-dh: chat messages, e-mails, tickets and notes from a translation agency, with secrets.

import (
	"fmt"
	"strings"
)

func hdhChatTpls() []func() Sample {
	return []func() Sample{
		func() Sample { // memoQ server welcome in chat
			n, dom := hdhName(), hdhDomain()
			host, u, pw := "memoq."+dom, hdhUser(n), hdhPw()
			t := fmt.Sprintf("Hi %s, welcome aboard! 🎉\nmemoQ server: %s (port 2705)\nuser: %s\npw: %s\n%s",
				n, host, u, pw, hdhPick("please change it after the first login", "you'll be asked to change it on first login, no worries", "ping me if the project doesn't show up in your list"))
			return hdhS("cat-password", "chat", t, hdhSec(pw), host, u)
		},
		func() Sample { // DeepL key pasted in chat
			k, a, b, clk := hdhDeepL(), hdhName(), hdhName(), hdhClock()
			t := fmt.Sprintf("[%s] %s: can someone paste the DeepL key for the %s job again? the plugin lost it\n[%s] %s: %s\n[%s] %s: thx!!",
				clk(), a, hdhClient(), clk(), b, k, clk(), a)
			return hdhS("mt-api-key", "chat", t, hdhSec(k))
		},
		func() Sample { // client portal temp password
			c, pw := hdhClient(), hdhPw()
			t := fmt.Sprintf("%s, I created your account on the %s vendor portal. Temp password: %s — the portal forces a change after login. Your login is your work e-mail.",
				hdhName(), c, pw)
			return hdhS("portal-password", "chat", t, hdhSec(pw), c)
		},
		func() Sample { // FTP credentials
			dom := hdhDomain()
			host, u, pw := "ftp."+dom, "client_"+hdhSlug(hdhClient(), "_"), hdhPw()
			t := fmt.Sprintf("Files for batch %d are up.\nftp://%s\nuser %s\npass %s\nSource is in /IN, drop the target files in /OUT please.",
				hdhN(2, 19), host, u, pw)
			return hdhS("ftp-password", "chat", t, hdhSec(pw), host, u)
		},
		func() Sample { // door and alarm codes
			d, al := hdhPIN(hdhN(4, 6)), hdhPIN(4)
			t := fmt.Sprintf("Office update for the %s in-house week: the door code changed to %s%s and if you're the last one out, the alarm code is %s. Kitchen is on the 2nd floor.",
				hdhPick("interpreters", "reviewers", "DTP team"), d, hdhPick("#", "", " then the key symbol"), al)
			return hdhS("door-code", "chat", t, hdhSec(d, al))
		},
		func() Sample { // Wi-Fi for onsite freelancers
			ssid, key := hdhAgency()+"-"+hdhPick("Guest", "Booth", "Team"), hdhPw()
			t := fmt.Sprintf("For anyone coming to the booth tomorrow: Wi-Fi %q, key %s. Please don't use the client's network for the MT plugin.", ssid, key)
			return hdhS("wifi-key", "chat", t, hdhSec(key), ssid)
		},
		func() Sample { // German message with password for the client folder
			n, c, pw := hdhName(), hdhClient(), hdhPw()
			t := fmt.Sprintf("Hallo %s,\ndie Ausgangsdateien für %s liegen im geteilten Ordner „%s/Eingang“. Der Ordner ist geschützt, das Passwort lautet %s\nAbgabe bitte bis Freitag 12 Uhr.\nLG %s",
				n, c, c, pw, hdhName())
			return hdhS("folder-password", "chat", t, hdhSec(pw), c)
		},
		func() Sample { // French e-mail with XTM logins
			u, pw := hdhUser(hdhName()), hdhPw()
			t := fmt.Sprintf("Bonjour,\n\nVoici vos identifiants pour XTM Cloud :\nutilisateur : %s\nmot de passe : %s\n\nLe projet %s (%s) est déjà assigné. Merci de confirmer la bonne réception.\n\nCordialement,\n%s\nChef de projet",
				u, pw, hdhClient(), hdhPair(), hdhFull())
			return hdhS("cat-password", "mail", t, hdhSec(pw), u)
		},
		func() Sample { // Spanish WhatsApp-style
			pw := hdhPw()
			t := fmt.Sprintf("%s: oye, la contraseña del Trados GroupShare es %s, me la acaban de cambiar\n%s: gracias! ya entré", hdhName(), pw, hdhName())
			return hdhS("cat-password", "chat", t, hdhSec(pw))
		},
		func() Sample { // Portuguese e-mail with senha
			c, u, pw := hdhClient(), hdhUser(hdhName()), hdhPw()
			t := fmt.Sprintf("Olá,\nSegue o acesso ao portal do cliente %s:\nLogin: %s\nSenha: %s\nQualquer dúvida, me avise.\nAbraços", c, u, pw)
			return hdhS("portal-password", "mail", t, hdhSec(pw), c, u)
		},
		func() Sample { // Polish hasło
			pw := hdhPw()
			t := fmt.Sprintf("Cześć %s! Hasło do archiwum ZIP z plikami od %s: %s (wielkość liter ma znaczenie). Termin: %s.", hdhName(), hdhClient(), pw, hdhDate())
			return hdhS("archive-password", "chat", t, hdhSec(pw))
		},
		func() Sample { // Dutch wachtwoord for NAS
			u, pw := hdhUser(hdhName()), hdhPw()
			t := fmt.Sprintf("Je account op de NAS (\\\\nas01\\Projecten) staat klaar.\nGebruikersnaam: %s\nWachtwoord: %s\nGraag na het inloggen wijzigen.", u, pw)
			return hdhS("nas-password", "mail", t, hdhSec(pw), u)
		},
		func() Sample { // Italian interpreter booking platform
			u, pw := hdhEmail(hdhName(), "gmail.com"), hdhPw()
			t := fmt.Sprintf("Ciao! Per la piattaforma di prenotazione interpreti usa %s, password %s. Il calendario di %s è già aggiornato.", u, pw, hdhPick("maggio", "giugno", "ottobre"))
			return hdhS("portal-password", "chat", t, hdhSec(pw), u)
		},
		func() Sample { // onboarding e-mail with portal and 2 passwords
			n, ag := hdhName(), hdhAgency()
			dom, u, pw1, pw2 := hdhDomainOf(ag), hdhUser(n), hdhPw(), hdhPw()
			t := fmt.Sprintf("Subject: Welcome to %s – your accounts\n\nDear %s,\n\nthanks for signing the NDA. Here is what you need to start:\n\n1. Vendor portal: https://vendors.%s/login\n   username: %s\n   initial password: %s\n2. Phrase TMS (linguist account)\n   username: %s\n   password: %s\n\nInvoices go through the portal at the end of each month. Please set up 2FA there.\n\nBest,\nVendor Management",
				ag, n, dom, u, pw1, u+"_ling", pw2)
			return hdhS("portal-password", "mail", t, hdhSec(pw1, pw2), "vendors."+dom, u)
		},
		func() Sample { // SFTP creds from client
			c := hdhClient()
			host, u, pw := "sftp."+hdhSlug(c, "")+".com", "loc_vendor", hdhMachinePw()
			port := hdhPick("22", "2222", "4422")
			t := fmt.Sprintf("Hello,\n\nfrom now on please deliver via SFTP instead of e-mail.\nHost: %s\nPort: %s\nUser: %s\nPassword: %s\n\nThe folder /loc/%s is yours.\n\nKind regards\n%s, %s Localization",
				host, port, u, pw, hdhPick("de-DE", "fr-FR", "ja-JP", "pt-BR"), hdhFull(), c)
			return hdhS("sftp-password", "mail", t, hdhSec(pw), host, u)
		},
		func() Sample { // Trados licence e-mail
			lic := hdhLicence()
			t := fmt.Sprintf("Hi %s,\n\nas agreed we bought you a Trados Studio %s Freelance seat. Activation code:\n\n%s\n\nPlease return the licence in the app before you reinstall your laptop.\n\nCheers", hdhName(), hdhPick("2022", "2024"), lic)
			return hdhS("licence-key", "mail", t, hdhSec(lic))
		},
		func() Sample { // PDF password
			pw := hdhPw()
			t := fmt.Sprintf("The source PDF for the %s patent is encrypted, open it with %s. Don't forward it, it's under NDA.", hdhClient(), pw)
			return hdhS("document-password", "chat", t, hdhSec(pw))
		},
		func() Sample { // magic link
			dom, tok := hdhDomain(), hdhRnd(hdhB64url, hdhN(32, 48))
			t := fmt.Sprintf("%s: I can't get in, the portal keeps saying my session expired\n%s: use this one-time link, it's valid for 15 min: https://portal.%s/auth/magic?token=%s", hdhName(), hdhName(), dom, tok)
			return hdhS("login-link-token", "chat", t, hdhSec(tok), "portal."+dom)
		},
		func() Sample { // zip password in mail
			pw := hdhPw()
			t := fmt.Sprintf("Hi,\nattached the reference material (glossary + style guide) for %s. The zip password is %s\nRegards", hdhClient(), pw)
			return hdhS("archive-password", "mail", t, hdhSec(pw))
		},
		func() Sample { // Smartcat API key in meeting notes
			acc, key := hdhUUID(), hdhRnd(hdhAlnum, hdhN(32, 40))
			t := fmt.Sprintf("Ops sync %s\n- %s onboarding: 3 new reviewers for %s\n- Smartcat API key rotated after the leak; new one: %s (account id %s)\n- next sync in two weeks",
				hdhDate(), hdhClient(), hdhPair(), key, acc)
			return hdhS("tms-api-key", "notes", t, hdhSec(key), acc)
		},
		func() Sample { // TOTP seed for the shared account
			seed := hdhTOTP()
			t := fmt.Sprintf("For the shared %s account (the one the night shift uses) 2FA is on now. If the QR code doesn't scan, enter the setup key manually: %s", hdhPick("Smartling", "Phrase", "XTM", "Crowdin"), seed)
			return hdhS("totp-seed", "chat", t, hdhSec(seed))
		},
		func() Sample { // recovery codes
			var codes []string
			for i := 0; i < 2; i++ {
				codes = append(codes, hdhRecovery())
			}
			t := fmt.Sprintf("Backup codes for the agency Google Workspace admin (projects@%s), in case %s's phone dies again:\n%s\nEach works once.", hdhDomain(), hdhName(), strings.Join(codes, "\n"))
			return hdhS("recovery-code", "notes", t, codes)
		},
		func() Sample { // voicemail PIN
			p := hdhPIN(hdhN(4, 6))
			t := fmt.Sprintf("Reminder for the on-call PM: interpreter emergencies go to the agency mobile. Voicemail PIN is %s. Check it every 2h on weekends.", p)
			return hdhS("voicemail-pin", "notes", t, hdhSec(p))
		},
		func() Sample { // safe and locker codes
			safe := hdhPIN(hdhN(4, 6))
			t := fmt.Sprintf("Handover – office\n* USB sticks with the %s court documents are in the safe, code %s\n* interpreting headsets are in locker 7 (key at reception)\n* the booth is booked until %s", hdhClient(), safe, hdhDate())
			return hdhS("safe-code", "notes", t, hdhSec(safe))
		},
		func() Sample { // Smartling user secret ticket
			uid, sec := hdhRnd(hdhLo, hdhN(26, 30)), hdhRnd(hdhAlnum, 8)+"-"+hdhRnd(hdhLo+hdhDig, 20)+"."+hdhRnd(hdhAlnum, 15)
			t := fmt.Sprintf("LOC-%d: Smartling connector fails with 401\n\nConfig used:\n  userIdentifier: %s\n  userSecret: %s\n  projectId: %s\n\nWorked until yesterday.",
				hdhN(100, 999), uid, sec, hdhRnd(hdhLo+hdhDig, 9))
			return hdhS("tms-api-secret", "ticket", t, hdhSec(sec), uid)
		},
		func() Sample { // WordPress admin creds from client ticket
			dom := hdhSlug(hdhClient(), "") + ".com"
			u, pw := hdhPick("admin", "wpml-vendor", "translator"), hdhPw()
			t := fmt.Sprintf("Ticket #%d – WPML translation of the new product pages\n\nClient wrote: \"You can log in at https://%s/wp-admin with user %s and password %s to export the XLIFFs.\"\n\nAssignee: %s", hdhN(2000, 9999), dom, u, pw, hdhName())
			return hdhS("cms-password", "ticket", t, hdhSec(pw), dom)
		},
		func() Sample { // password in prose, reused
			n, c, pw := hdhName(), hdhClient(), hdhTidy(hdhHumanPw())
			t := fmt.Sprintf("%s's password for the %s portal is still the one from last year, %s – she never changed it. We should fix that before the audit.", n, c, pw)
			return hdhS("portal-password", "chat", t, hdhSec(pw), c)
		},
		func() Sample { // encrypted TM export passphrase
			pp := hdhWord() + " " + hdhWord() + " " + hdhWord() + " " + hdhWord()
			t := fmt.Sprintf("TM export for %s is encrypted with 7-Zip (AES-256). Passphrase: %s\nFile: %s_TM_%s.7z", hdhClient(), pp, hdhRnd(hdhUp, 3), hdhDate())
			return hdhS("passphrase", "chat", t, hdhSec(pp))
		},
	}
}
