package main

import (
	"fmt"
	"strings"
)

// Donor CRMs, membership and fundraising: Raiser's Edge NXT (SKY API), Salesforce NPSP,
// Mailchimp, HubSpot, Beacon, Twilio, SendGrid, GoCardless, Zapier and Teams hooks.

func hdsCrmGens() []hdsGen {
	return []hdsGen{
		{5, hdsCrmSkyAPI}, {4, hdsCrmSalesforce}, {5, hdsCrmMailchimp}, {5, hdsCrmHubspot},
		{5, hdsCrmBeacon}, {5, hdsCrmTwilio}, {5, hdsCrmSendgrid}, {4, hdsCrmMeeting},
		{4, hdsCrmOAuthJSON}, {5, hdsCrmWelcomeMail}, {4, hdsCrmTotp}, {3, hdsCrmRecovery},
		{5, hdsCrmZapier}, {5, hdsCrmTeams}, {4, hdsCrmFrenchMail},
	}
}

func hdsCrmTrapGens() []hdsGen {
	return []hdsGen{
		{7, hdsCrmTrapDonorCSV}, {5, hdsCrmTrapIBAN}, {5, hdsCrmTrapSkyRef}, {5, hdsCrmTrapTwilioSID},
		{6, hdsCrmTrapReset}, {5, hdsCrmTrapMailchimpIDs}, {4, hdsCrmTrapOtpDoc}, {5, hdsCrmTrapSalesforceIDs},
	}
}

func hdsCrmSkyAPI() Sample {
	sub := rnd(hexs, 32)
	sec := rnd(alnum+"+/", 43) + "="
	app := hdsUUID()
	text := fmt.Sprintf(`# RE NXT gift sync (Azure Function settings)
SKY_APPLICATION_ID=%s
SKY_APPLICATION_SECRET=%s
SKY_SUBSCRIPTION_KEY=%s
SKY_REDIRECT_URI=https://giftsync.%s/auth/callback
GIFT_BATCH_PREFIX=%s
`, app, sec, sub, pick(hdsVenues).dom, pick([]string{"WEB", "GALA", "MEMB"}))
	return hdsS("oauth-client-secret", "env", text, []string{sec, sub}, "SKY_APPLICATION_ID="+app)
}

func hdsCrmSalesforce() Sample {
	pw := hdsPw()
	tok := rnd(alnum, 24)
	user := hdsUser() + "@" + pick(hdsVenues).dom + ".npsp"
	text := fmt.Sprintf(`Integration user for the ticketing → Salesforce donations sync:
  username: %s
  password: %s
  security token: %s
Profile is "Integration API only", no UI login. %s reset the token on %s after the sandbox refresh.`,
		user, pw, tok, hdsFirstN(), hdsDate())
	return hdsS("crm-password", "notes", text, []string{pw, tok}, user)
}

func hdsCrmMailchimp() Sample {
	key := rnd(hexs, 32) + "-us" + fmt.Sprint(hdsN(1, 21))
	list := rnd(hexs, 10)
	text := fmt.Sprintf(`import mailchimp_marketing as mc

client = mc.Client()
client.set_config({"api_key": "%s", "server": "%s"})
# members' newsletter audience
AUDIENCE_ID = "%s"
resp = client.lists.get_list_members_info(AUDIENCE_ID, count=%d)`, key, key[strings.LastIndex(key, "-")+1:], list, hdsN(100, 1000))
	return hdsS("mailchimp-api-key", "python", text, []string{key}, `AUDIENCE_ID = "`+list+`"`)
}

func hdsCrmHubspot() Sample {
	tok := "pat-" + pick([]string{"na1", "eu1"}) + "-" + hdsUUID()
	portal := rnd(digits, 8)
	text := fmt.Sprintf(`%s: the HubSpot private app for the membership forms — token is %s
%s: portal %s? 
%s: yes. scopes are crm.objects.contacts.write and forms only`, hdsFirstN(), tok, hdsFirstN(), portal, hdsFirstN())
	return hdsS("hubspot-token", "chat", text, []string{tok}, "portal "+portal)
}

func hdsCrmBeacon() Sample {
	key := rnd(alnum, hdsN(36, 48))
	acct := pick([]string{"harbourside", "oldmillarts", "rivergallery", "northernlyric"})
	text := fmt.Sprintf(`From: %s
To: web agency
Subject: Beacon API access for the new donate page

Hi both,

Account name is %s. I've created a dedicated API key with only "payments" and "people" write access:

%s

Once the donate page is live we'll rotate this. Please store it in your secrets manager, not in the repo.

Best wishes,
%s, Head of Development`, hdsName(), acct, key, hdsFirstN())
	return hdsS("crm-api-key", "mail", text, []string{key}, "Account name is "+acct)
}

func hdsCrmTwilio() Sample {
	sid := "AC" + rnd(hexs, 32)
	tok := rnd(hexs, 32)
	text := fmt.Sprintf(`# SMS reminders for members' previews
TWILIO_ACCOUNT_SID=%s
TWILIO_AUTH_TOKEN=%s
TWILIO_FROM=+44%s
REMINDER_HOURS_BEFORE=%d
`, sid, tok, rnd(digits, 10), hdsN(2, 48))
	return hdsS("twilio-auth-token", "env", text, []string{tok}, sid)
}

func hdsCrmSendgrid() Sample {
	key := "SG." + rnd(b64url, 22) + "." + rnd(b64url, 43)
	text := fmt.Sprintf(`$ export SENDGRID_API_KEY='%s'
$ python send_receipts.py --batch %s --dry-run
Would send %d gift aid receipts from donations@%s`, key, hdsDate(), hdsN(20, 900), pick(hdsVenues).dom)
	return hdsS("sendgrid-api-key", "shell", text, []string{key}, "send_receipts.py")
}

func hdsCrmMeeting() Sample {
	df := rnd(alnum, 32)
	gc := "live_" + rnd(b64url, 40)
	text := fmt.Sprintf(`Fundraising / digital catch-up — %s
Attendees: %s, %s, %s

1. Spring appeal: %d gifts so far, avg %s
2. Donate form → Donorfy: API key for the form integration is %s (%s to move it to the server config)
3. Direct debits: GoCardless live access token %s, only used by the membership renewals job
4. AOB: gala table plan due %s`, hdsDate(), hdsName(), hdsName(), hdsName(), hdsN(40, 900), pick([]string{"£42", "€55", "£67"}), df, hdsFirstN(), gc, hdsDate())
	return hdsS("crm-api-key", "meeting-notes", text, []string{df, gc}, "Spring appeal")
}

func hdsCrmOAuthJSON() Sample {
	at := hdsJWT()
	rt := rnd(hexs, 32)
	text := fmt.Sprintf(`$ cat .sky_token.json
{
  "access_token": "%s",
  "token_type": "bearer",
  "expires_in": 3600,
  "refresh_token": "%s",
  "environment_id": "p-%s",
  "legal_entity_id": "p-%s",
  "user_id": "%s"
}`, at, rt, rnd(b64url, 22), rnd(b64url, 22), hdsUUID())
	return hdsS("refresh-token", "shell", text, []string{at, rt}, `"token_type": "bearer"`)
}

func hdsCrmWelcomeMail() Sample {
	pw := hdsPw()
	user := hdsUser()
	name, _ := hdsVenue()
	text := fmt.Sprintf(`Subject: Welcome to the Development team!

Hi %s,

Great to have you at %s. Your accounts are ready:

Raiser's Edge NXT: sign in with your work e-mail (SSO)
Database view (legacy): username %s, temporary password %s
You'll be asked to change it at first login.

Your first week schedule is attached. Any questions, just shout.
%s`, hdsFirstN(), name, user, pw, hdsName())
	return hdsS("temporary-password", "mail", text, []string{pw}, "username "+user)
}

func hdsCrmTotp() Sample {
	seed := rnd(b32, pick([]int{16, 32}))
	acct := pick([]string{"membership@", "devteam@", "boxoffice.admin@"}) + pick(hdsVenues).dom
	text := fmt.Sprintf(`Shared CRM admin account — 2FA
If the authenticator phone is lost, re-add it from this:
otpauth://totp/Tessitura:%s?secret=%s&issuer=Tessitura&digits=6&period=30
Owner: %s`, acct, seed, hdsName())
	if rng.IntN(2) == 0 {
		var g []string
		for i := 0; i < len(seed); i += 4 {
			g = append(g, strings.ToLower(seed[i:i+4]))
		}
		sec := strings.Join(g, " ")
		text = fmt.Sprintf("%s: set up the 2FA for %s on your phone, manual entry key is %s (time based)\n%s: done, thx",
			hdsFirstN(), acct, sec, hdsFirstN())
		return hdsS("totp-seed", "chat", text, []string{sec}, acct)
	}
	return hdsS("totp-seed", "notes", text, []string{seed}, acct)
}

func hdsCrmRecovery() Sample {
	var codes []string
	for i := 0; i < hdsN(3, 4); i++ {
		codes = append(codes, rnd(digits, 4)+" "+rnd(digits, 4))
	}
	acct := pick([]string{"development@", "friends@", "patrons@"}) + pick(hdsVenues).dom
	text := fmt.Sprintf(`Backup codes for %s (Google Workspace), the ones not used yet:
%s
Keep this note in the safe folder only. — %s`, acct, "  "+strings.Join(codes, "\n  "), hdsFirstN())
	return hdsS("recovery-code", "notes", text, codes, acct)
}

func hdsCrmZapier() Sample {
	url := fmt.Sprintf("https://hooks.zapier.com/hooks/catch/%s/%s/", rnd(digits, 7), rnd(lower+digits, 7))
	text := fmt.Sprintf(`%s: the gala RSVP form posts to this zap, which adds them to the CRM guest list: %s
%s: works, %d RSVPs in already`, hdsFirstN(), url, hdsFirstN(), hdsN(3, 120))
	return hdsS("webhook-url", "chat", text, []string{url}, "gala RSVP form")
}

func hdsCrmTeams() Sample {
	url := fmt.Sprintf("https://%s.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s/%s",
		pick([]string{"harbourside", "kunsthallenord", "oldmillarts", "northernlyric"}), hdsUUID(), hdsUUID(), rnd(hexs, 32), hdsUUID())
	text := fmt.Sprintf(`{
  "name": "major-gift-alert",
  "trigger": { "gift_amount_gte": %d },
  "notify": {
    "teams_webhook": "%s"
  }
}`, hdsN(1, 50)*1000, url)
	return hdsS("webhook-url", "json", text, []string{url}, "major-gift-alert")
}

func hdsCrmFrenchMail() Sample {
	pw := hdsPw()
	user := hdsUser()
	text := fmt.Sprintf(`Objet : Accès au CRM mécénat

Bonjour %s,

Voici tes accès pour le CRM (fichier des mécènes) :
identifiant : %s
mot de passe : %s

Merci de le changer dès ta première connexion. La liste des invités du dîner des mécènes
du %s est dans le dossier partagé.

Bien à toi,
%s`, hdsFirstN(), user, pw, hdsDate(), hdsFirstN())
	return hdsS("crm-password", "mail", text, []string{pw}, "identifiant : "+user)
}

// --- traps

func hdsCrmTrapDonorCSV() Sample {
	var b strings.Builder
	b.WriteString("constituent_id,name,email,phone,last_gift,amount,fund\n")
	for i := 0; i < hdsN(3, 6); i++ {
		n := hdsName()
		fmt.Fprintf(&b, "%d,%s,%s@%s,+44 7%s,%s,%d,%s\n", hdsN(100000, 999999), n, hdsASCII(strings.ToLower(strings.ReplaceAll(n, " ", "."))),
			pick([]string{"gmail.com", "outlook.com", "icloud.com"}), rnd(digits, 9), hdsDate(), hdsN(10, 5000),
			pick([]string{"Annual Fund", "Acquisitions", "Learning", "Gala 2025"}))
	}
	return hdsT("trap-donor-record", "csv", b.String())
}

func hdsCrmTrapIBAN() Sample {
	text := fmt.Sprintf(`Thank you for your pledge to the %s appeal. To pay by bank transfer:
Account name: %s Trust
IBAN: %s%02d %s %s %s %s %s
BIC: %sXXX
Reference: PLEDGE-%d`, pick([]string{"Roof", "Acquisitions", "Young Artists"}), pick(hdsVenues).name,
		pick([]string{"GB", "DE", "NL", "IE"}), hdsN(10, 99), rnd(upper, 4), rnd(digits, 4), rnd(digits, 4), rnd(digits, 4), rnd(digits, 2),
		rnd(upper, 6), hdsN(1000, 9999))
	return hdsT("trap-iban", "mail", text)
}

func hdsCrmTrapSkyRef() Sample {
	text := fmt.Sprintf(`env:
  SKY_APPLICATION_ID: %s
  SKY_APPLICATION_SECRET: {{ secrets.SKY_APPLICATION_SECRET }}
  SKY_SUBSCRIPTION_KEY: {{ secrets.SKY_SUBSCRIPTION_KEY }}
  GIFT_BATCH_PREFIX: %s`, hdsUUID(), pick([]string{"WEB", "GALA"}))
	return hdsT("trap-secret-reference", "yaml", text)
}

func hdsCrmTrapTwilioSID() Sample {
	text := fmt.Sprintf(`TWILIO_ACCOUNT_SID=AC%s
TWILIO_MESSAGING_SERVICE_SID=MG%s
TWILIO_AUTH_TOKEN=   # set in the hosting panel
TWILIO_FROM=+44%s`, rnd(hexs, 32), rnd(hexs, 32), rnd(digits, 10))
	return hdsT("trap-account-id", "env", text)
}

func hdsCrmTrapReset() Sample {
	text := fmt.Sprintf(pick([]string{
		"Hi %[1]s, I've reset your Raiser's Edge password. You'll get an e-mail with a link to set a new one; it needs at least %[2]d characters and one number.",
		"Hallo %[1]s, dein CRM-Passwort wurde zurückgesetzt. Bitte beim nächsten Login ein neues wählen (mind. %[2]d Zeichen).",
		"%[1]s — password for the donor database expires in %[2]d days. Please change it from the profile menu, not by e-mailing IT.",
	}), hdsFirstN(), hdsN(8, 16))
	return hdsT("trap-password-talk", "mail", text)
}

func hdsCrmTrapMailchimpIDs() Sample {
	text := fmt.Sprintf(`Campaign report: "%s" — campaign id %s, audience %s
Opens %d%%, clicks %d%%. Unsubscribes: %d. Template id %d.`, pick([]string{"Members' preview", "Spring appeal", "Gala save the date"}),
		rnd(hexs, 10), rnd(hexs, 10), hdsN(20, 60), hdsN(1, 15), hdsN(0, 30), hdsN(10000, 99999))
	return hdsT("trap-campaign-id", "report", text)
}

func hdsCrmTrapOtpDoc() Sample {
	text := pick([]string{
		"To add 2FA manually use: otpauth://totp/Tessitura:<user>?secret=<BASE32SECRET>&issuer=Tessitura",
		"The authenticator key is shown once when you enable 2FA (a 32-letter code). Don't share it; IT can reset 2FA if you lose your phone.",
		"2FA setup: scan the QR code in Settings > Security. If you can't scan, tap 'enter key manually' and type the key shown there (example: XXXX XXXX XXXX XXXX).",
	})
	return hdsT("trap-placeholder", "docs", text+fmt.Sprintf(" (%s)", hdsDate()))
}

func hdsCrmTrapSalesforceIDs() Sample {
	text := fmt.Sprintf(`Duplicate contacts to merge (org 00D%s):
003%s  %s
003%s  %s
Opportunity 006%s is linked to both. Campaign 701%s.`, rnd(alnum, 12), rnd(alnum, 15), hdsName(), rnd(alnum, 15), hdsName(), rnd(alnum, 15), rnd(alnum, 15))
	return hdsT("trap-record-id", "notes", text)
}
