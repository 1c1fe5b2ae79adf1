package main

import (
	"fmt"
	"strings"
)

var hblTools = []string{"HubSpot", "Pipedrive", "Notion", "Airtable", "Zapier", "Make", "Stripe", "Mailchimp",
	"Webflow", "Canva", "Calendly", "DocuSign", "QuickBooks", "Xero", "Gusto", "Brex", "LinkedIn Sales Navigator",
	"Apollo", "Intercom", "Typeform", "Squarespace", "GoDaddy", "Namecheap", "Shopify"}

func hblTool() string { return hblTools[rng.IntN(len(hblTools))] }

func hblHandoverSamples() []Sample {
	var out []Sample
	// Someone leaves and hands their accounts over.
	for i := 0; i < 10; i++ {
		leaver, taker := hblName(), hblName()
		t1, t2 := hblTool(), hblTool()
		u1, u2 := hblEmail(), hblEmail()
		p1, p2 := hblPw(), hblPw()
		var format, text string
		var keep []string
		switch i % 8 {
		case 0:
			format = "slack"
			text = fmt.Sprintf("%s: hey, last day Friday so handing over my stuff\n%s: 🙏\n%s: %s → %s / %s\n%s: %s → %s / %s\n%s: got it, will rotate both next week", leaver, taker, leaver, t1, u1, p1, leaver, t2, u2, p2, taker)
			keep = []string{leaver + ": hey, last day Friday so handing over my stuff"}
		case 1:
			format = "email"
			text = fmt.Sprintf("Subject: Handover — accounts\n\nHi %s,\n\nBefore I go, here are the logins you'll need:\n\n1. %s — %s, password: %s\n2. %s — %s, password: %s\n\nThe domain renewal is on autopay. Good luck!\n\n%s", taker, t1, u1, p1, t2, u2, p2, leaver)
			keep = []string{"The domain renewal is on autopay. Good luck!"}
		case 2:
			format = "notes"
			text = fmt.Sprintf("# Offboarding %s\n- [x] revoke Slack\n- [x] transfer Drive files to %s\n- [ ] %s admin: %s pw %s → change!\n- [ ] %s: %s / %s\n- [ ] collect laptop", leaver, taker, t1, u1, p1, t2, u2, p2)
			keep = []string{"- [ ] collect laptop"}
		case 3:
			format = "chat"
			text = fmt.Sprintf("Übergabe von %s: %s Zugang %s, Passwort %s. %s läuft über %s mit %s.", leaver, t1, u1, p1, t2, u2, p2)
		case 4:
			format = "ticket"
			text = fmt.Sprintf("IT-%d Offboarding %s\nShared accounts to rotate:\n* %s (%s) current pw: %s\n* %s (%s) current pw: %s\nDue: end of week", hblN(100, 999), leaver, t1, u1, p1, t2, u2, p2)
			keep = []string{"Due: end of week"}
		case 5:
			format = "slack"
			text = fmt.Sprintf("%s: where do we keep the %s login now that %s left?\n%s: it was %s, pass is %s i think\n%s: and %s?\n%s: %s / %s", taker, t1, leaver, hblName(), u1, p1, taker, t2, hblName(), u2, p2)
		case 6:
			format = "email"
			text = fmt.Sprintf("Hola %s,\n\nte paso los accesos antes de irme:\n- %s: usuario %s, contraseña %s\n- %s: usuario %s, contraseña %s\n\nUn abrazo,\n%s", taker, t1, u1, p1, t2, u2, p2, leaver)
		default:
			format = "notes"
			text = fmt.Sprintf("Passation (%s → %s)\n%s : %s / %s\n%s : %s / %s\nNe pas oublier le renouvellement du domaine.", leaver, taker, t1, u1, p1, t2, u2, p2)
			keep = []string{"Ne pas oublier le renouvellement du domaine."}
		}
		s := hblSec("account-handover", format, text, p1, p2)
		if len(keep) > 0 {
			s = hblKeep(s, keep...)
		}
		out = append(out, s)
	}
	// Password-manager exports.
	for i := 0; i < 8; i++ {
		n := hblN(2, 4)
		var rows, pws []string
		var format, header string
		switch i % 3 {
		case 0:
			format = "csv-1password"
			header = "Title,Website,Username,Password,OTPAuth,Favorite,Archived,Tags,Notes"
		case 1:
			format = "csv-bitwarden"
			header = "folder,favorite,type,name,notes,fields,reprompt,login_uri,login_username,login_password,login_totp"
		default:
			format = "csv-lastpass"
			header = "url,username,password,totp,extra,name,grouping,fav"
		}
		for j := 0; j < n; j++ {
			t := hblTool()
			host := "https://" + strings.ToLower(strings.ReplaceAll(strings.Split(t, " ")[0], ".", "")) + ".com"
			u := hblEmail()
			p := hblPw()
			for strings.Contains(p, ",") {
				p = hblPw()
			}
			pws = append(pws, p)
			switch i % 3 {
			case 0:
				rows = append(rows, t+","+host+","+u+","+p+",,false,false,Shared,")
			case 1:
				rows = append(rows, "Sales,,login,"+t+",,,0,"+host+","+u+","+p+",")
			default:
				rows = append(rows, host+","+u+","+p+",,,"+t+",Shared-Ops,0")
			}
		}
		text := header + "\n" + strings.Join(rows, "\n") + "\n"
		if i%4 == 1 {
			text = "exported from the old vault before we moved to 1Password, import this:\n\n" + text
		}
		out = append(out, hblSec("password-manager-export", format, text, pws...))
	}
	// Onboarding checklists with a credential tucked in.
	for i := 0; i < 6; i++ {
		newbie := hblName()
		p := hblPw()
		t := hblTool()
		var format, text string
		switch i % 5 {
		case 0:
			format = "notes"
			text = fmt.Sprintf("## Onboarding — %s\n1. Google Workspace: %s@%s, temp password %s\n2. Join #general and #wins\n3. Book intro calls with each founder\n4. Read the sales playbook in Notion", newbie, strings.ToLower(newbie), hblDomain(), p)
			out = append(out, hblKeep(hblSec("onboarding", format, text, p), "2. Join #general and #wins", "4. Read the sales playbook in Notion"))
			continue
		case 1:
			format = "chat"
			text = fmt.Sprintf("welcome %s!! your %s seat is set up, first login with %s then pick your own", newbie, t, p)
		case 2:
			format = "email"
			text = fmt.Sprintf("Hi %s,\n\nWelcome aboard! Your laptop's local admin password is %s.\nThe Okta invite should arrive separately.\n\nIT", newbie, p)
		case 3:
			format = "notes"
			text = fmt.Sprintf("Day 1 for %s\n☐ badge (front desk)\n☐ %s shared login: team@%s / %s\n☐ expense card", newbie, t, hblDomain(), p)
		default:
			format = "chat"
			text = fmt.Sprintf("Bienvenue %s ! Pour %s : mot de passe initial %s", newbie, t, p)
		}
		out = append(out, hblSec("onboarding", format, text, p))
	}
	return out
}
