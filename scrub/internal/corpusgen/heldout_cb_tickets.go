package main

import (
	"fmt"
	"strings"
)

// Tickets and chats about accounts: forgotten and reset passwords, shared mailboxes, starters
// and leavers, phishing reports.

var hcbTicketGens = []func() Sample{
	// user tells the helpdesk the password they set themselves
	func() Sample {
		f, l := hcbFirst(), hcbLast()
		u, pw := hcbUser(f, l), hcbPw()
		t := hcbHi("") + "\n\n" + pick([]string{"I changed my password this morning", "I reset my password yesterday through the portal",
			"I had to change my password because it expired"}) + " and now Outlook keeps asking for it again and again. " +
			pick([]string{"The new one is ", "I set it to ", "New password is "}) + pw + pick([]string{" if that helps.", ", I'm 100% sure I'm typing it right.", " (without the quotes obviously)"}) +
			"\nMy username is " + u + ".\n\n" + hcbBye(f)
		return hcbSec("user-password", "ticket", t, []string{pw}, u)
	},
	// chat: please set my password to ...
	func() Sample {
		f := hcbFirst()
		pw := hcbPw()
		t := fmt.Sprintf("[%s] %s: hiya, locked out again 🙈\n[%s] %s: can you just set it to %s so I can get in before my 10am?\n[%s] Helpdesk: We can't set a password you choose, I'll send you a reset link instead.",
			hcbClock(), f, hcbClock(), f, pw, hcbClock())
		return hcbSec("user-password", "chat", t, []string{pw})
	},
	// helpdesk reply with temporary password
	func() Sample {
		f, l := hcbFirst(), hcbLast()
		u, pw := hcbUser(f, l), hcbTempPw()
		tk := hcbTicket()
		t := fmt.Sprintf("Re: [%s] Can't log in after holiday\n\nHi %s,\n\nI've unlocked your account and reset the password.\n\nUsername: %s\nTemporary password: %s\n\nYou'll be asked to choose a new one when you sign in. %s\n\nKind regards,\nService Desk",
			tk, f, u, pw, pick([]string{"Please don't reuse an old password.", "It expires in 24 hours.", "Let us know if MFA asks you to re-register."}))
		return hcbSec("temp-password", "mail", t, []string{pw}, u, tk)
	},
	// helpdesk short chat reply
	func() Sample {
		pw := hcbTempPw()
		t := pick([]string{"done ✅ temp pw is ", "ok reset it, use ", "All sorted - your temporary password is ", "unlocked + reset -> "}) +
			pw + pick([]string{" , it'll make you change it", "\nchange it straight away pls", " (case sensitive)", ""})
		return hcbSec("temp-password", "chat", t, []string{pw})
	},
	// new starter checklist from office manager
	func() Sample {
		f, l := hcbFirst(), hcbLast()
		_, dom := hcbOrgDomain()
		mail, pw, door := hcbMail(f, l, dom), hcbTempPw(), hcbPIN(hcbNum(4, 6))
		secs := []string{pw, door}
		if rng.IntN(2) == 0 {
			door, secs = "ask reception", secs[:1]
		}
		t := fmt.Sprintf("## New starter: %s %s (%s)\n\nStart date: %s\nManager: %s %s\n\n- [x] Laptop ordered (asset %s)\n- [x] Account created: %s\n- [x] First-day password: %s\n- [ ] Add to Finance distribution list\n- [x] Front door code: %s\n- [ ] Parking permit\n",
			f, l, pick([]string{"Accounts Assistant", "Receptionist", "Paralegal", "Sales Exec", "Dental Nurse"}), hcbDate(), hcbFirst(), hcbLast(),
			"LT-"+hcbDigits(5), mail, pw, door)
		return hcbSec("starter-credentials", "markdown", t, secs, mail)
	},
	// new starters CSV with temp passwords
	func() Sample {
		_, dom := hcbOrgDomain()
		rows := []string{"first_name,last_name,email,department,start_date,temp_password"}
		var secs, keep []string
		for range hcbNum(1, 2) {
			f, l := hcbFirst(), hcbLast()
			m, pw := hcbMail(f, l, dom), hcbTempPw()
			rows = append(rows, strings.Join([]string{f, l, m, pick([]string{"Sales", "HR", "Ops", "Finance"}), hcbDate(), pw}, ","))
			secs, keep = append(secs, pw), append(keep, m)
		}
		t := "hi, here's the list for Monday, can you get them set up?\n\n" + strings.Join(rows, "\n")
		return hcbSec("starter-credentials", "csv", t, secs, keep...)
	},
	// leaver: mailbox password handed to manager
	func() Sample {
		f, l := hcbFirst(), hcbLast()
		_, dom := hcbOrgDomain()
		m, pw := hcbMail(f, l, dom), hcbPw()
		t := fmt.Sprintf("Subject: Leaver - %s %s\n\n%s\n\n%s's last day was Friday. Before she left she told me her password was %s so I could check her inbox for client emails. Can you turn the mailbox into a shared one and give me access instead? I'd rather not use her login.\n\nMailbox: %s\n\n%s",
			f, l, hcbHi(""), f, pw, m, hcbBye(hcbFirst()))
		return hcbSec("user-password", "mail", t, []string{pw}, m)
	},
	// leaver checklist with phone passcode and laptop pw
	func() Sample {
		f, l := hcbFirst(), hcbLast()
		pc, lp := hcbPIN(6), hcbPw()
		secs := []string{lp, pc}
		if rng.IntN(2) == 0 {
			lp, secs = "reset by IT", secs[1:]
		}
		t := fmt.Sprintf("Leaver checklist - %s %s\n\nReturned items:\n  * Laptop %s - Windows password: %s\n  * iPhone 13 (%s) - passcode %s\n  * Building pass\n\nNotes: account to be disabled end of day %s.",
			f, l, "LT-"+hcbDigits(5), lp, pick([]string{"black", "white", "blue"}), pc, hcbDate())
		return hcbSec("device-passcode", "note", t, secs)
	},
	// shared mailbox password
	func() Sample {
		box := pick([]string{"info", "accounts", "bookings", "reception", "hr", "enquiries", "orders"})
		_, dom := hcbOrgDomain()
		pw := hcbPw()
		t := fmt.Sprintf("%s\nthe %s@%s inbox isn't showing in my Outlook anymore. We used to log in to it separately with %s but that stopped working on Tuesday. Did something change?\n%s",
			hcbHi(""), box, dom, pw, hcbBye(hcbFirst()))
		return hcbSec("mailbox-password", "ticket", t, []string{pw}, box+"@"+dom)
	},
	// shared mailbox in a team chat forwarded
	func() Sample {
		box := pick([]string{"sales", "info", "jobs", "support"})
		_, dom := hcbOrgDomain()
		pw := hcbPw()
		t := fmt.Sprintf("Forwarded chat from our team channel:\n\n> %s: who has the password for %s@%s?\n> %s: it's %s\n> %s: legend ty\n\nIs it ok that we share it like this or should we be doing something else?",
			hcbFirst(), box, dom, hcbFirst(), pw, hcbFirst())
		return hcbSec("mailbox-password", "chat", t, []string{pw}, box+"@"+dom)
	},
	// phishing: entered password
	func() Sample {
		f := hcbFirst()
		pw := hcbPw()
		t := fmt.Sprintf("Subject: Think I fell for a phishing email\n\n%s\n\nI got an email saying my mailbox was full and I clicked the link and typed in my password (%s) before I noticed the address was weird. Nothing happened after that. What should I do? I haven't changed it yet.\n\n%s",
			hcbHi(""), pw, hcbBye(f))
		return hcbSec("user-password", "mail", t, []string{pw})
	},
	// phishing: forwarded with user's reply quoted
	func() Sample {
		f, l := hcbFirst(), hcbLast()
		_, dom := hcbOrgDomain()
		m, pw := hcbMail(f, l, dom), hcbPw()
		t := fmt.Sprintf("FW: Mailbox verification required\n\nSorry, I replied to this before I realised. This is what I sent:\n\n-----\nUser: %s\nPassword: %s\n-----\n\nOriginal message:\nDear user, your account will be suspended in 24hrs. Verify your details by replying.\n\n%s",
			m, pw, f)
		return hcbSec("user-password", "mail", t, []string{pw}, m)
	},
	// German user
	func() Sample {
		f, l := hcbFirst(), hcbLast()
		u, pw := hcbUser(f, l), hcbPw()
		t := fmt.Sprintf("Hallo zusammen,\n\nich komme seit heute früh nicht mehr ins System. Mein Benutzer ist %s und mein Passwort ist %s, das habe ich erst letzte Woche geändert. Könnt ihr bitte nachschauen?\n\nDanke und Gruß\n%s",
			u, pw, f)
		return hcbSec("user-password", "ticket", t, []string{pw}, u)
	},
	// Spanish user
	func() Sample {
		f, l := hcbFirst(), hcbLast()
		u, pw := hcbUser(f, l), hcbPw()
		t := fmt.Sprintf("Hola,\nNo puedo entrar en el portal de nóminas. Usuario: %s\nContraseña: %s\nMe dice \"credenciales incorrectas\". ¿Me podéis ayudar?\nGracias, %s",
			u, pw, f)
		return hcbSec("user-password", "ticket", t, []string{pw}, u)
	},
	// French / Dutch user
	func() Sample {
		f, l := hcbFirst(), hcbLast()
		u, pw := hcbUser(f, l), hcbPw()
		var t string
		if rng.IntN(2) == 0 {
			t = fmt.Sprintf("Bonjour,\n\nJe n'arrive plus à me connecter au VPN depuis ce matin. Identifiant : %s, mot de passe : %s\nMerci d'avance,\n%s", u, pw, f)
		} else {
			t = fmt.Sprintf("Hoi,\n\nIk kan niet meer inloggen op de laptop. Gebruikersnaam %s, wachtwoord %s. Het werkte gisteren nog wel.\n\nGroetjes,\n%s", u, pw, f)
		}
		return hcbSec("user-password", "ticket", t, []string{pw}, u)
	},
	// payroll portal credentials in handover note
	func() Sample {
		u := pick([]string{"payroll.admin", "finance01", "hr-admin", "office.manager"})
		pw := hcbPw()
		sys := pick([]string{"Sage Payroll", "BrightPay", "Xero", "the pension portal", "the HMRC gateway"})
		t := fmt.Sprintf("Handover while I'm on maternity leave\n\n1. Payroll runs on the 25th. Log into %s with %s / password %s\n2. Timesheets come from the Ops team by the 20th\n3. Any queries to %s in accounts\n\nPlease raise a ticket if the login stops working.",
			sys, u, pw, hcbFirst())
		return hcbSec("app-password", "note", t, []string{pw}, u)
	},
	// sticky note transcribed
	func() Sample {
		a, b := hcbPw(), hcbPIN(4)
		t := fmt.Sprintf("While I was moving desks I found %s's sticky note on the monitor, it says:\n\n  \"windows - %s\n   phone - %s\"\n\nShould I tell them to change it? Didn't want to just bin it.",
			hcbFirst(), a, b)
		return hcbSec("user-password", "ticket", t, []string{a, b})
	},
	// OCR of a sign-in screenshot
	func() Sample {
		f, l := hcbFirst(), hcbLast()
		_, dom := hcbOrgDomain()
		m, pw := hcbMail(f, l, dom), hcbPw()
		t := fmt.Sprintf("[screenshot text]\nMicrosoft\n← %s\nEnter password\n%s  👁\nForgot my password\nSign in\n\nYour account or password is incorrect. If you don't remember your password, reset it now.\n[/screenshot]\n\nit says this every time, even though I've shown the password and it's right",
			m, pw)
		return hcbSec("user-password", "screenshot-text", t, []string{pw}, m)
	},
	// password reset link forwarded
	func() Sample {
		tok := rnd(b64url, hcbNum(32, 48))
		host := pick([]string{"sspr", "passwordreset", "account", "id"})
		_, dom := hcbOrgDomain()
		t := fmt.Sprintf("%s\nI got this reset email but the link says it's expired? Here it is:\n\nhttps://%s.%s/reset/confirm?user=%s&token=%s\n\nCan you send a new one please",
			hcbHi(""), host, dom, hcbDigits(5), tok)
		return hcbSec("reset-link-token", "ticket", t, []string{tok})
	},
	// magic login link
	func() Sample {
		tok := rnd(alnum, hcbNum(40, 64))
		apps := []string{"app.rotacloud.example", "portal.benefitshub.example", "login.expenses-app.example", "my.trainingzone.example"}
		names := []string{"rota", "benefits", "expenses", "training"}
		i := rng.IntN(len(apps))
		app := apps[i]
		t := fmt.Sprintf("The sign-in email from the %s system just loops me back to the start. This is the link it sends:\n%s\nhttps://%s/auth/magic?t=%s&redirect=%%2Fdashboard",
			names[i], pick([]string{"", "(copied from Outlook)"}), app, tok)
		return hcbSec("login-link-token", "ticket", t, []string{tok}, app)
	},
	// encrypted zip / PDF password
	func() Sample {
		pw := hcbPw()
		t := fmt.Sprintf("%s\nI'm sending the %s to the accountant as an encrypted zip like you showed us. Password for the zip is %s - should I put that in the same email or text it to them?\n%s",
			hcbHi(""), pick([]string{"payroll report", "P11Ds", "bank statements", "staff contracts"}), pw, hcbBye(hcbFirst()))
		return hcbSec("file-password", "mail", t, []string{pw})
	},
	// personal password typed into work form
	func() Sample {
		pw := hcbPw()
		t := fmt.Sprintf("Bit embarrassing - I typed my personal %s password into the 'Notes' box on the %s form by accident and pressed submit. It was %s. Can someone delete that entry? I have changed it on %s since.",
			pick([]string{"Gmail", "Amazon", "Netflix", "bank", "Hotmail"}), pick([]string{"leave request", "IT request", "expenses"}), pw, pick([]string{"my phone", "the site", "the app"}))
		return hcbSec("user-password", "ticket", t, []string{pw})
	},
	// colleague pasted credentials in Teams, reported
	func() Sample {
		u := pick([]string{"reception", "frontdesk", "scanner", "training"}) + fmt.Sprint(hcbNum(1, 9))
		pw := hcbPw()
		t := fmt.Sprintf("Teams, %s channel, %s\n\n%s %s: anyone covering reception tomorrow, the PC login is %s and password %s 👍\n\n(posting here because I think 40 people can see that channel?)",
			pick([]string{"General", "Office", "Team chat"}), hcbDate(), hcbFirst(), hcbLast(), u, pw)
		return hcbSec("shared-account-password", "chat", t, []string{pw}, u)
	},
	// wiki page with credentials table
	func() Sample {
		a, b := hcbPw(), hcbPw()
		t := fmt.Sprintf("# Office logins (reception)\n\n| System | User | Password |\n|---|---|---|\n| Visitor sign-in iPad | admin | %s |\n| Booking system | frontdesk | %s |\n| Alarm panel | - | see Facilities |\n\n_Last updated by %s_",
			a, b, hcbFirst())
		return hcbSec("shared-account-password", "wiki", t, []string{a, b}, "frontdesk")
	},
	// manager asks for access, gives own password
	func() Sample {
		f := hcbFirst()
		pw := hcbPw()
		t := fmt.Sprintf("%s\n\nI'm off sick and %s needs to send the quotes from my account today. I've told them my password is %s, can you make sure MFA doesn't block them? Just for today.\n\n%s",
			hcbHi(""), hcbFirst(), pw, hcbBye(f))
		return hcbSec("user-password", "mail", t, []string{pw})
	},
	// expired password: old and new
	func() Sample {
		old, nw := hcbPw(), hcbPw()
		t := fmt.Sprintf("When I try to change my password it says 'does not meet requirements'. Old one: %s\nNew one I tried: %s\nWhat am I missing?? it's got a capital and a number",
			old, nw)
		return hcbSec("user-password", "ticket", t, []string{old, nw})
	},
	// voicemail / phone PIN
	func() Sample {
		pin := hcbPIN(hcbNum(4, 6))
		ext := hcbDigits(4)
		t := fmt.Sprintf("Hi, the voicemail on my desk phone (ext %s) won't accept my PIN. I've been using %s since I started. Could you reset it?",
			ext, pin)
		return hcbSec("voicemail-pin", "ticket", t, []string{pin}, "ext "+ext)
	},
}
