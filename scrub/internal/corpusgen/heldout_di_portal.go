package main

import (
	"fmt"
	"strings"
)

// Patient portals, pharmacy and insurance logins: samples with secrets.

var hdiPortals = []string{"MyChart", "the NHS App", "FollowMyHealth", "Patient Access", "MyHealth portal",
	"the Kaiser app", "Healow", "the Sutter portal", "athenaPatient", "MyUPMC"}

var hdiPharmacies = []string{"CVS", "Walgreens", "Boots", "Lloyds Pharmacy", "Well Pharmacy",
	"Rite Aid", "Shoppers Drug Mart", "Amazon Pharmacy", "DocMorris", "Pharmacy2U"}

var hdiInsurers = []string{"Aetna", "BCBS", "UnitedHealthcare", "Cigna", "Humana", "Bupa",
	"AXA Health", "TK", "AOK", "Allianz Care", "Vitality"}

func hdiPortalGens() []hdiGen {
	return []hdiGen{
		hdiPortalFamilyChat, hdiPortalPharmacyMail, hdiPortalInsuranceHandover, hdiPortalGerman,
		hdiPortalFrench, hdiPortalSpanish, hdiPortalCSV, hdiPortalMarkdown, hdiPortalTicket,
		hdiPortalMemory, hdiPortalRefillPIN, hdiPortalTOTP, hdiPortalBackupCodes, hdiPortalMagicLink,
		hdiPortalHSAPin, hdiPortalVoiceMemo, hdiPortalPolish, hdiPortalPortuguese, hdiPortalDutch,
		hdiPortalTempPassword, hdiPortalAgencyApp, hdiPortalAskAgent, hdiPortalChromeCSV, hdiPortalTablet,
	}
}

func hdiPortalFamilyChat() Sample {
	u, pw, rel, p := hdiUser(), hdiPW(), hdiP(hdiRel...), hdiP(hdiPortals...)
	a, b := hdiName(), hdiName()
	d := hdiDate()
	text := hdiJoin(
		fmt.Sprintf("[%s, %s] %s: did anyone book %s's bloods yet?", d, hdiTime(), a, rel),
		fmt.Sprintf("[%s, %s] %s: not yet, I can't get into %s", d, hdiTime(), b, p),
		fmt.Sprintf("[%s, %s] %s: %s", d, hdiTime(), a, hdiP("it's her email", "username is", "login:", "user")+" "+u),
		fmt.Sprintf("[%s, %s] %s: %s %s", d, hdiTime(), a, hdiP("pw", "password is", "and the password", "pass"), pw),
		fmt.Sprintf("[%s, %s] %s: %s", d, hdiTime(), b, hdiP("got it thanks, booked for Thursday", "in! 👍", "thx, done", "ok that worked")),
	)
	return hdiS("portal-password", "chat", text, hdiSec(pw), u)
}

func hdiPortalPharmacyMail() Sample {
	u, pw, pin := hdiUser(), hdiPW(), hdiPin(4)
	ph, to, from := hdiP(hdiPharmacies...), hdiName(), hdiName()
	text := hdiJoin(
		"Subject: "+hdiP("Dad's repeat prescriptions", "pharmacy stuff while I'm away", "meds for next month"),
		"",
		"Hi "+to+",",
		"",
		fmt.Sprintf("While I'm away you'll need to order Dad's %s through %s. The online account is:", hdiMed(), ph),
		"",
		"  login: "+u,
		"  password: "+pw,
		"",
		hdiP("If the website is down, ring the refill line", "Or phone them")+" and give his PIN, "+pin+", and the Rx number on the bottle.",
		"Pickup is usually ready after 2 days.",
		"",
		"Thanks so much,",
		from,
	)
	if hdiCoin() {
		text = strings.Replace(text, hdiLine(text, "PIN, "), "If the website is down, ring the refill line with the Rx number on the bottle.", 1)
		return hdiS("pharmacy-password", "mail", text, hdiSec(pw), u, ph)
	}
	return hdiS("pharmacy-password", "mail", text, hdiSec(pw, pin), u, ph)
}

func hdiPortalInsuranceHandover() Sample {
	u, pw, ins, m := hdiUser(), hdiPW(), hdiP(hdiInsurers...), hdiMember()
	text := hdiJoin(
		"HANDOVER – "+hdiP("insurance & claims", "paperwork", "admin for Mum"),
		"- Member ID "+m+" (card is in the blue folder)",
		fmt.Sprintf("- %s online account: %s", ins, u),
		"- "+hdiP("Password", "pwd", "PW")+": "+pw,
		"- Claim for the hearing aids still pending, chase after the "+fmt.Sprint(hdiN(10, 28))+"th",
		"- Do NOT cancel the dental add-on, she needs the crown done",
	)
	return hdiS("insurance-password", "note", text, hdiSec(pw), m, u)
}

func hdiPortalGerman() Sample {
	u, pw := hdiUser(), hdiPW()
	rel := hdiP("Papa", "Mama", "Oma", "Opa")
	text := hdiJoin(
		fmt.Sprintf("Hallo %s,", hdiName()),
		fmt.Sprintf("für das Patientenportal von %s (%s) hier die Zugangsdaten:", rel, hdiP("Klinikum Nord", "Uniklinik", "Praxis Dr. Weber", "MVZ am Markt")),
		"Benutzername: "+u,
		"Passwort: "+pw,
		"Befunde vom letzten Termin liegen unter \"Dokumente\". Bitte nichts löschen!",
		"LG "+hdiName(),
	)
	return hdiS("portal-password", "mail", text, hdiSec(pw), u)
}

func hdiPortalFrench() Sample {
	u, pw := hdiUser(), hdiPW()
	text := hdiJoin(
		fmt.Sprintf("%s : %s", hdiName(), hdiP("Pour prendre RDV chez le cardiologue de Mamie, passe par Doctolib.", "Le compte Ameli de Papy, si tu dois télécharger l'attestation :")),
		fmt.Sprintf("%s : identifiant %s", hdiName(), u),
		fmt.Sprintf("mot de passe %s", pw),
		hdiP("(ne le change pas stp, elle l'a noté dans son carnet)", "merci de me dire quand c'est fait", "bisous"),
	)
	return hdiS("portal-password", "chat", text, hdiSec(pw), u)
}

func hdiPortalSpanish() Sample {
	u, pw, ins := hdiUser(), hdiPW(), hdiP("Sanitas", "Adeslas", "DKV", "Mapfre Salud", "Asisa")
	text := hdiJoin(
		fmt.Sprintf("Hola %s, te paso lo del seguro de la abuela (%s) para pedir la autorización de la resonancia:", hdiName(), ins),
		"usuario: "+u,
		"contraseña: "+pw,
		hdiP("Cuando la tengas me avisas y llamo al hospital.", "Gracias!! Yo no llego hoy.", "Ojo que bloquean la cuenta a los 3 intentos."),
	)
	return hdiS("insurance-password", "chat", text, hdiSec(pw), u, ins)
}

func hdiPortalCSV() Sample {
	u1, u2, u3 := hdiUser(), hdiUser(), hdiUser()
	p1, p2, p3 := hdiPW(), hdiPW(), hdiStrongPW()
	text := hdiJoin(
		"service,username,password,notes",
		fmt.Sprintf("%s,%s,%s,mum's portal", hdiP("MyChart", "Patient Access", "NHS App"), u1, p1),
		fmt.Sprintf("%s,%s,%s,refills every 28 days", hdiP(hdiPharmacies...), u2, p2),
		fmt.Sprintf("%s,%s,%s,claims", hdiP(hdiInsurers...), u3, p3),
		"Libre app,see 1Password,,CGM follower",
	)
	if hdiCoin() {
		text = strings.Replace(text, p3+",claims", "see 1Password,claims", 1)
		return hdiS("portal-password", "csv", text, hdiSec(p1, p2), u1, u2, u3)
	}
	return hdiS("portal-password", "csv", text, hdiSec(p1, p2, p3), u1, u2, u3)
}

func hdiPortalMarkdown() Sample {
	u1, u2 := hdiUser(), hdiUser()
	p1, p2 := hdiPW(), hdiPW()
	text := hdiJoin(
		"## Accounts for "+hdiP(hdiRel...)+"'s care",
		"",
		"| What | Login | Password |",
		"|---|---|---|",
		fmt.Sprintf("| GP portal | %s | %s |", u1, p1),
		fmt.Sprintf("| %s | %s | %s |", hdiP(hdiPharmacies...), u2, p2),
		"| Medicare | (Dad has the card) | — |",
		"",
		"Update this page if you change anything.",
	)
	return hdiS("portal-password", "markdown", text, hdiSec(p1, p2), u1, u2)
}

func hdiPortalTicket() Sample {
	u, pw := hdiUser(), hdiPW()
	id := fmt.Sprint(hdiN(100000, 999999))
	text := hdiJoin(
		"Ticket #"+id+" – "+hdiP("Cannot log in to patient portal", "Account locked", "Login error 403"),
		"From: "+hdiFull(),
		"",
		fmt.Sprintf("Hello, I am trying to sign in as %s with the password %s and it keeps telling me the details are wrong.", u, pw),
		hdiP("I have tried 4 times now and I need to see my test results before Monday.", "My daughter set it up for me last year.", "Please help, I am not good with computers."),
	)
	return hdiS("portal-password", "ticket", text, hdiSec(pw), u, "Ticket #"+id)
}

func hdiPortalMemory() Sample {
	u, pw, rel, p := hdiUser(), hdiPW(), hdiP(hdiRel...), hdiP(hdiPortals...)
	text := hdiJoin(
		fmt.Sprintf("memory: User manages %s's appointments through %s.", rel, p),
		"- account email: "+u,
		"- "+hdiP("password", "pw", "login password")+": "+pw,
		"- prefers morning appointments, needs wheelchair access",
		"- cardiology follow-up due "+hdiP("March", "in 6 weeks", "after the echo"),
	)
	return hdiS("portal-password", "memory", text, hdiSec(pw), u)
}

func hdiPortalRefillPIN() Sample {
	pin, ph := hdiPin(hdiN(4, 6)), hdiP(hdiPharmacies...)
	rx := hdiRx()
	text := hdiJoin(
		fmt.Sprintf("%s: how do I reorder Grandad's %s?", hdiName(), hdiMed()),
		fmt.Sprintf("%s: call %s's automated line, it asks for the Rx number (%s) and then his %s %s", hdiName(), ph, rx,
			hdiP("account PIN, which is", "phone PIN:", "4-6 digit PIN ->"), pin),
		hdiName()+": perfect thanks",
	)
	return hdiS("pharmacy-pin", "chat", text, hdiSec(pin), rx)
}

func hdiPortalTOTP() Sample {
	seed, p := hdiTOTP(), hdiP(hdiPortals...)
	text := hdiJoin(
		fmt.Sprintf("Setting up 2-step verification for %s on your phone too, so either of us can log in for %s.", p, hdiP(hdiRel...)),
		"In the authenticator app pick \"enter a setup key\" and type:",
		"",
		"    "+seed,
		"",
		"Time based. Account name can be anything, I called it "+hdiP("\"Mum portal\"", "\"Dad GP\"", "\"Oma Klinik\"")+".",
	)
	return hdiS("totp-seed", "mail", text, hdiSec(seed))
}

func hdiPortalBackupCodes() Sample {
	c1, c2, c3 := hdiRecovery(), hdiRecovery(), hdiRecovery()
	for c2 == c1 {
		c2 = hdiRecovery()
	}
	text := hdiJoin(
		fmt.Sprintf("%s's %s backup codes (each works once):", hdiP(hdiRel...), hdiP(hdiPortals...)),
		"1. "+c1,
		"2. "+c2,
		"3. "+c3,
		"Used: none yet. Cross them off here when you use one.",
	)
	secs := hdiSec(c1, c2)
	if hdiCoin() {
		text = strings.Replace(text, "3. "+c3, "3. "+hdiP("(used)", "used 12/03", "—"), 1)
	} else if c3 != c1 && c3 != c2 {
		secs = append(secs, c3)
	}
	return hdiS("recovery-code", "note", text, secs)
}

func hdiPortalMagicLink() Sample {
	host := hdiP("mychart.stmarys-hc.org", "portal.clinic-nord.eu", "patient.famcare.io", "my.homehealth.net")
	tok := hdiR(hdiB64URL, hdiN(32, 48))
	link := fmt.Sprintf("https://%s/%s%s", host, hdiP("auth/magic?token=", "MyChart/Authentication/EmailLogin?t=", "login/link/"), tok)
	text := hdiJoin(
		hdiP("can you open this for me, it's the login link the portal just emailed mum:", "Forwarding the sign-in link, it expires in 15 min:", "user pasted: here is the one-time link to log in to dad's account"),
		link,
		hdiP("I'm on the bus and can't open it on my phone", "then download the discharge letter pls", ""),
	)
	return hdiS("login-link-token", "chat", text, hdiSec(tok), host)
}

func hdiPortalHSAPin() Sample {
	pin := hdiPin(4)
	text := hdiJoin(
		hdiP("Notes for the carer – shopping & pharmacy", "Errands list", "For Saturday"),
		"* Pick up "+hdiMed()+" from "+hdiP(hdiPharmacies...),
		fmt.Sprintf("* Pay with the %s card in the kitchen drawer, %s %s", hdiP("HSA", "FSA", "health account"), hdiP("PIN", "pin is", "PIN:"), pin),
		"* Keep the receipt for the claim",
		"* Milk, bananas, soft bread",
	)
	return hdiS("card-pin", "note", text, hdiSec(pin))
}

func hdiPortalVoiceMemo() Sample {
	u, pw := hdiUser(), hdiPW()
	text := fmt.Sprintf("Transcript of voice memo, %s: \"Okay, reminder for %s. Mum's %s login is her email, %s, and the password is %s. The clinic said the results should be up by Friday, so check then and call me.\"",
		hdiDate(), hdiName(), hdiP(hdiPharmacies...), u, pw)
	return hdiS("pharmacy-password", "transcript", text, hdiSec(pw), u)
}

func hdiPortalPolish() Sample {
	u, pw := hdiUser(), hdiPW()
	text := hdiJoin(
		fmt.Sprintf("%s: Babcia ma wizytę u neurologa w %s, trzeba potwierdzić online.", hdiName(), hdiP("Lux Med", "Medicover", "Enel-Med")),
		fmt.Sprintf("%s: login %s", hdiName(), u),
		"hasło: "+pw,
		hdiP("Potwierdzone, dzięki!", "Zrobię to wieczorem.", "ok"),
	)
	return hdiS("portal-password", "chat", text, hdiSec(pw), u)
}

func hdiPortalPortuguese() Sample {
	u, pw := hdiUser(), hdiPW()
	text := hdiJoin(
		fmt.Sprintf("Oi %s! Pra pedir o reembolso da fisioterapia do vovô no app da %s:", hdiName(), hdiP("Unimed", "Bradesco Saúde", "SulAmérica", "Amil")),
		"CPF de login está no cartão dele",
		"e-mail: "+u,
		"senha: "+pw,
		"Anexa as notas fiscais que estão na pasta verde. Bjs",
	)
	return hdiS("insurance-password", "chat", text, hdiSec(pw), u)
}

func hdiPortalDutch() Sample {
	u, pw := strings.ToLower(hdiName())+hdiR(hdiDigits, 3), hdiPW()
	text := hdiJoin(
		"Hoi "+hdiName()+",",
		fmt.Sprintf("Kun jij voor opa de uitslag bekijken op %s? Hij logt in met DigiD:", hdiP("MijnGezondheid.net", "Zorgdomein", "het patiëntenportaal van het ziekenhuis")),
		"gebruikersnaam "+u,
		"wachtwoord "+pw,
		"De sms-code gaat naar zijn telefoon, dus bel hem even.",
	)
	return hdiS("portal-password", "mail", text, hdiSec(pw), u)
}

func hdiPortalTempPassword() Sample {
	u, pw := hdiUser(), hdiR(upper, 2)+hdiR(hdiLowNum, hdiN(6, 8))+hdiR("!#$%", 1)
	text := hdiJoin(
		"Dear "+hdiFull()+",",
		"",
		fmt.Sprintf("Your account for the %s patient portal has been created. Your user name is %s.", hdiP("Riverside Family Practice", "Ostwind Physiotherapy", "St Mary's Outpatients", "Lakeside Dialysis Unit"), u),
		"Temporary password: "+pw,
		"You will be asked to choose a new password the first time you log in.",
		"",
		"Reception team",
	)
	return hdiS("portal-password", "mail", text, hdiSec(pw), u)
}

func hdiPortalAgencyApp() Sample {
	u := "carer" + fmt.Sprintf("%02d", hdiN(1, 40))
	pw := hdiPW()
	app := hdiP("Birdie", "CareLineLive", "AlayaCare", "Nourish", "WellSky")
	text := hdiJoin(
		fmt.Sprintf("*%s – Tuesday cover*", hdiP("Shift group", "Team Nord", "Evening rota")),
		fmt.Sprintf("%s: new starter on Tue evenings needs the %s app", hdiName(), app),
		fmt.Sprintf("%s: use the shared tablet login %s / %s until their own account is approved", hdiName(), u, pw),
		hdiName()+": 👍 will tell her",
	)
	return hdiS("care-app-password", "chat", text, hdiSec(pw), u, app)
}

func hdiPortalAskAgent() Sample {
	u, pw := hdiUser(), hdiPW()
	site := hdiP("medicare.gov", "the Humana site", "my mom's MyChart", "the VA patient portal", "my dad's Aetna account")
	text := fmt.Sprintf("%s help me get into %s? username %s password %s. it keeps saying \"we could not verify your identity\" and i need the EOB for the %s claim",
		hdiP("can you", "Could you please", "pls can u"), site, u, pw, hdiP("ambulance", "physio", "MRI", "hospital bed"))
	return hdiS("portal-password", "prompt", text, hdiSec(pw), u)
}

func hdiPortalChromeCSV() Sample {
	u1, u2 := hdiUser(), hdiUser()
	p1, p2 := hdiStrongPW(), hdiPW()
	text := hdiJoin(
		"name,url,username,password,note",
		fmt.Sprintf("%s,https://%s/login,%s,%s,", hdiP("mychart.stmarys-hc.org", "patient.famcare.io"), hdiP("mychart.stmarys-hc.org", "patient.famcare.io"), u1, p1),
		fmt.Sprintf("%s,https://www.%s.com/account,%s,%s,dad", hdiP("cvs", "walgreens", "boots"), hdiP("cvs", "walgreens", "boots"), u2, p2),
	)
	return hdiS("portal-password", "csv", text, hdiSec(p1, p2), u1, u2)
}

func hdiPortalTablet() Sample {
	code, apw := hdiPin(6), hdiPW()
	text := hdiJoin(
		fmt.Sprintf("For the video visits with Dr %s on %s's iPad:", hdiP(hdiLast...), hdiP(hdiRel...)),
		"- iPad passcode: "+code,
		"- if it asks for the Apple ID password: "+apw,
		"- open the Zoom link from the appointment email, not the app store one",
		"- charger is behind the armchair",
	)
	if hdiCoin() {
		text = strings.Replace(text, apw, "ring me, don't guess it", 1)
		return hdiS("device-passcode", "note", text, hdiSec(code))
	}
	return hdiS("device-passcode", "note", text, hdiSec(code, apw))
}
