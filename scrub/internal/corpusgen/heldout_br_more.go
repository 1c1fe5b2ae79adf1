package main

import (
	"fmt"
	"strings"
)

// More household templates: chat exports, messages, tickets, small configs, logs and diffs,
// with one secret each, and their look-alike traps.
var hbrMoreGens = []hbrGen{
	{hbrWhatsExport, 4}, {hbrAirbnbMsg, 4}, {hbrKidsAppleID, 3}, {hbrMaeEmailPt, 4},
	{hbrHealthApp, 4}, {hbrCarAcct, 3}, {hbrThermostat, 3}, {hbrICSCode, 3},
	{hbrSmsToDad, 4}, {hbrISPTicket, 3}, {hbrWhatsappPin, 3}, {hbrNtfyTOML, 3},
	{hbrSmtpINI, 3}, {hbrCodesCSV, 3}, {hbrLogLeak, 3}, {hbrDiffLeak, 3},
	{hbrVoiceLong, 3}, {hbrVacuumApp, 3},
	{hbrTrapWhatsExport, 5}, {hbrTrapAirbnb, 4}, {hbrTrapLogMasked, 4}, {hbrTrapDiffPlaceholder, 3},
	{hbrTrapNtfyRef, 3}, {hbrTrapINIEmpty, 3}, {hbrTrapISPTicket, 4}, {hbrTrapChoresCSV, 4},
	{hbrTrapThermostat, 3}, {hbrTrapCodesCSV, 3}, {hbrTrapWelcome, 3},
}

// hbrWAStamps are n increasing WhatsApp export time stamps on one day.
func hbrWAStamps(n int) []string {
	d, m, h, mi := hbrN(1, 28), hbrN(1, 12), hbrN(7, 21), hbrN(0, 40)
	r := make([]string, n)
	for i := range r {
		r[i] = fmt.Sprintf("[%02d/%02d/25, %02d:%02d]", d, m, h, mi)
		mi += hbrN(0, 4)
	}
	return r
}

func hbrWhatsExport() Sample {
	key := hbrWifi()
	me := pick(hbrFirst)
	st := hbrWAStamps(4)
	txt := fmt.Sprintf("%s Mãe: filho qual a senha do wifi? o tablet desconectou\n%s %s: %s\n%s %s: tudo junto, do jeito que tá\n%s Mãe: deu certo ❤️", st[0], st[1], me, key, st[2], me, st[3])
	return hbrS("wifi-key", "chat-export", txt, key)
}

func hbrAirbnbMsg() Sample {
	c := hbrDig(hbrN(4, 6))
	ssid := hbrSSID()
	g := pick(hbrFirst)
	txt := fmt.Sprintf("Hi %s! Check-in is from 3pm. The front door has a keypad: enter %s and press the ✓ button. Wi-Fi is %s (password on the card in the kitchen). Enjoy Floripa!\n– %s, your host", g, c, ssid, pick(hbrFirst))
	return hbrK(hbrS("door-code", "message", txt, c), ssid, "Hi "+g)
}

func hbrKidsAppleID() Sample {
	kid := pick(hbrKidsN)
	m := strings.ToLower(kid) + "." + strings.ToLower(pick(hbrSurname)) + "@icloud.com"
	pw := hbrPw()
	txt := fmt.Sprintf("%s's Apple ID (child account in Family Sharing): %s\npassword: %s\nAsk to Buy is ON", kid, m, pw)
	return hbrK(hbrS("apple-id-password", "note", txt, pw), m)
}

func hbrMaeEmailPt() Sample {
	pw, m := hbrPw(), hbrMail(pick([]string{"maria", "conceicao", "fatima", "lurdes"}))
	t := pick([]string{
		"senha do email da mãe: %[2]s (%[1]s) — ela anotou errado no caderno",
		"Email da vovó: %[1]s\nSenha: %[2]s\nTelefone de recuperação: o meu",
		"mudei a senha do gmail da minha mãe pra %[2]s, login %[1]s",
	})
	return hbrK(hbrS("email-password", "note", fmt.Sprintf(t, m, pw), pw), m)
}

func hbrHealthApp() Sample {
	m, pw := hbrMail(pick(hbrFirst)), hbrPw()
	app := pick([]string{"Bupa", "Unimed", "SulAmérica Saúde", "Médis", "TK-App", "Kaiser Permanente"})
	t := pick([]string{
		"%s app (health insurance) login %s password %s — for booking the kids' checkups",
		"Health plan portal – %s\n%s\n%s\nreimbursement forms are under 'Solicitações'",
	})
	return hbrK(hbrS("health-portal-password", "note", fmt.Sprintf(t, app, m, pw), pw), m)
}

func hbrCarAcct() Sample {
	m, pw := hbrMail(pick(hbrFirst)), hbrPw()
	app := pick([]string{"Tesla", "We Connect", "My Peugeot", "Toyota app", "Kia Connect"})
	txt := fmt.Sprintf("%s account (both of us use it to pre-heat the car): %s / %s. The car is named '%s' in the app.", app, m, pw, pick([]string{"Tartaruga", "Blue Bean", "Fusquinha", "The Tank"}))
	return hbrK(hbrS("car-account-password", "chat", txt, pw), m)
}

func hbrThermostat() Sample {
	m, pw := hbrMail(pick(hbrFirst)), hbrPw()
	brand := pick([]string{"tado°", "Nest", "Netatmo", "ecobee"})
	txt := fmt.Sprintf("Thermostat (%s)\nlogin %s\npw %s\nschedule: 21° 6–8h and 17–22h, 17° at night\nholiday mode when we travel!", brand, m, pw)
	return hbrK(hbrS("thermostat-password", "note", txt, pw), m)
}

func hbrICSCode() Sample {
	c := hbrDig(4)
	txt := fmt.Sprintf("BEGIN:VEVENT\nUID:%s@family-calendar\nDTSTART:2025%02d%02dT090000\nSUMMARY:Cleaner (%s)\nDESCRIPTION:alarm code for her: %s – she lets herself in with the key under the mat\nRRULE:FREQ=WEEKLY;BYDAY=TH\nEND:VEVENT", hbrUUID(), hbrN(1, 12), hbrN(1, 28), pick([]string{"Marta", "Joana", "Rosa"}), c)
	return hbrS("alarm-code", "ics", txt, c)
}

func hbrSmsToDad() Sample {
	pw := hbrPw()
	t := pick([]string{
		"Pai, a senha nova do Gmail é %s. Não fala pra ninguém que ligar pedindo!!",
		"Dad, your new Facebook password is %s — write it in the little book, not on the fridge",
		"Papa, dein neues Passwort für das Online-Banking ist %s. Bitte nicht am Telefon weitergeben!",
	})
	return hbrS("password", "sms", fmt.Sprintf(t, pw), pw)
}

func hbrISPTicket() Sample {
	pw := hbrPw()
	tk := hbrDig(7)
	txt := fmt.Sprintf("Ticket #%s – Internet drops every evening\n\nCustomer: %s %s\nContract: %s\n\nHi, the fibre box reboots around 21h every day. You asked for remote access to the router: the admin password is %s (please change it back after). Thanks.", tk, pick(hbrFirst), pick(hbrSurname), hbrDig(9), pw)
	return hbrK(hbrS("router-admin-password", "ticket", txt, pw), "Ticket #"+tk)
}

func hbrWhatsappPin() Sample {
	pin := hbrDig(6)
	who := pick(hbrWhoF)
	txt := fmt.Sprintf("%s's tablet\n- screen lock: none (she refuses)\n- WhatsApp two-step verification PIN: %s\n- Google account: the same as her email\n- font size: largest", hbrCap(who), pin)
	return hbrS("whatsapp-pin", "list", txt, pin)
}

func hbrNtfyTOML() Sample {
	tok := "tk_" + rnd(lower+digits, 29)
	txt := fmt.Sprintf("# ~/.config/laundry-notify/config.toml\n[power]\nplug = \"%s\"\nthreshold_w = %d\n\n[ntfy]\nserver = \"https://ntfy.%s.home\"\ntopic = \"laundry\"\naccess_token = \"%s\"\n", hbrIP(), hbrN(3, 8), strings.ToLower(pick(hbrSurname)), tok)
	return hbrK(hbrS("ntfy-access-token", "toml", txt, tok), "topic = \"laundry\"")
}

func hbrSmtpINI() Sample {
	pw := hbrPw()
	m := hbrMail(pick(hbrFirst))
	txt := fmt.Sprintf("; backup-report.ini – emails me when the NAS backup fails\n[smtp]\nhost = smtp.%s\nport = 587\nuser = %s\npassword = %s\n\n[report]\nto = %s\n", pick([]string{"gmx.de", "mail.sapo.pt", "office365.com"}), m, pw, m)
	return hbrK(hbrS("smtp-password", "ini", txt, pw), "user = "+m)
}

func hbrCodesCSV() Sample {
	c := hbrDig(hbrN(4, 6))
	txt := fmt.Sprintf("what,value,notes\nbins,Tuesday,green = recycling\nwater meter,%s,read on the 5th\ngate code,%s,changed %s\nvet,%s,Dr. %s", hbrDig(8), c, hbrDate(), hbrPhone(), pick(hbrSurname))
	return hbrS("gate-code", "csv", txt, c)
}

func hbrLogLeak() Sample {
	pw := hbrPw()
	pw = strings.ReplaceAll(pw, " ", "")
	u := pick([]string{"admin", "familia", "casa"})
	txt := fmt.Sprintf("the camera add-on won't connect, log says:\n%s DEBUG onvif: connecting to %s:8000\n%s DEBUG onvif: auth user=%s password=%s\n%s ERROR onvif: 401 Unauthorized", "2025-03-14 21:07:11", hbrIP(), "2025-03-14 21:07:11", u, pw, "2025-03-14 21:07:12")
	return hbrK(hbrS("camera-password", "log", txt, pw), "user="+u)
}

func hbrDiffLeak() Sample {
	key := hbrWifi()
	key = strings.ReplaceAll(key, "\"", "")
	txt := fmt.Sprintf("oops, I committed this to the homelab repo, can you help me remove it from history?\n\ndiff --git a/esphome/mailbox.yaml b/esphome/mailbox.yaml\n@@ -4,5 +4,5 @@ wifi:\n   ssid: \"%s\"\n-  password: !secret wifi_password\n+  password: \"%s\"\n", hbrSSID(), key)
	return hbrS("wifi-key", "diff", txt, key)
}

func hbrVoiceLong() Sample {
	pw := strings.ToLower(pick(hbrWords)) + strings.ToLower(pick(hbrWords)) + hbrDig(2)
	txt := fmt.Sprintf("okay so a few things to remember first the dentist moved to thursday at %s second buy the birthday present for %s and third the new password for the kids tablet is %s all one word then remind me tomorrow to call the insurance", hbrTime(), pick(hbrKidsN), pw)
	return hbrS("password", "dictation", txt, pw)
}

func hbrVacuumApp() Sample {
	m, pw := hbrMail(pick(hbrFirst)), hbrPw()
	brand := pick([]string{"Roborock", "Ecovacs", "iRobot", "Dreame"})
	txt := fmt.Sprintf("%s app: %s pw %s. Map 'Casa térreo', no-go zone under %s's desk (cables!)", brand, m, pw, pick(hbrKidsN))
	return hbrK(hbrS("app-password", "chat", txt, pw), m)
}

func hbrTrapWhatsExport() Sample {
	me := pick(hbrFirst)
	st := hbrWAStamps(3)
	txt := pick([]string{
		"%[1]s Mãe: filho qual a senha do wifi?\n%[2]s %[3]s: tá no papel colado na geladeira mãe\n%[4]s Mãe: achei 👍",
		"%[1]s Dad: what's the netflix password again\n%[2]s %[3]s: check the family group, I'm not typing it here\n%[4]s Dad: ok",
		"%[1]s Vovó: o portão não abre\n%[2]s %[3]s: aperta o botão duas vezes, o código é o mesmo de sempre\n%[4]s Vovó: abriu!!",
	})
	return hbrT("trap-chat-no-secret", "chat-export", fmt.Sprintf(txt, st[0], st[1], me, st[2]))
}

func hbrTrapAirbnb() Sample {
	txt := fmt.Sprintf("Hi %s! Check-in is from 3pm on %s. The door code will be sent through the app the morning of your arrival, and the Wi-Fi details are on the card in the kitchen. Reservation %s.\n– %s, your host", pick(hbrFirst), hbrDate(), "HM"+rnd(upper+digits, 8), pick(hbrFirst))
	return hbrT("trap-code-talk", "message", txt)
}

func hbrTrapLogMasked() Sample {
	txt := fmt.Sprintf("camera add-on log:\n2025-03-14 21:07:11 DEBUG onvif: connecting to %s:8000\n2025-03-14 21:07:11 DEBUG onvif: auth user=admin password=***\n2025-03-14 21:07:12 ERROR onvif: 401 Unauthorized (request %s)", hbrIP(), rnd(hexs, 16))
	return hbrT("trap-masked", "log", txt)
}

func hbrTrapDiffPlaceholder() Sample {
	f := pick([]string{"mailbox", "plant", "pool", "garage", "doorbell", "aquarium"}) + pick([]string{"", "-2", "-v2"})
	n := hbrN(3, 9)
	txt := fmt.Sprintf("diff --git a/esphome/%s.yaml b/esphome/%s.yaml\n@@ -%d,5 +%d,5 @@ wifi:\n   ssid: !secret wifi_ssid\n-  password: \"changeme\"   # template default, replace\n+  password: !secret wifi_password\n", f, f, n, n)
	return hbrT("trap-placeholder", "diff", txt)
}

func hbrTrapNtfyRef() Sample {
	txt := fmt.Sprintf("[power]\nplug = \"%s\"\nthreshold_w = %d\n\n[ntfy]\nserver = \"https://ntfy.sh\"\ntopic = \"laundry\"\naccess_token = \"${NTFY_TOKEN}\"\n", hbrIP(), hbrN(3, 8))
	return hbrT("trap-secret-reference", "toml", txt)
}

func hbrTrapINIEmpty() Sample {
	txt := fmt.Sprintf("; backup-report.ini\n[smtp]\nhost = smtp.%s\nport = 587\nuser = %s\n; password comes from the SMTP_PASSWORD env var, leave empty\npassword =\n", pick([]string{"gmx.de", "mail.sapo.pt"}), hbrMail(pick(hbrFirst)))
	return hbrT("trap-secret-reference", "ini", txt)
}

func hbrTrapISPTicket() Sample {
	txt := fmt.Sprintf("Ticket #%s – Internet drops every evening\n\nCustomer: %s %s\nContract: %s\n\nHi, the fibre box reboots around 21h. I did a factory reset, now the admin page asks for a password – is it the one printed on the label? Serial %s.", hbrDig(7), pick(hbrFirst), pick(hbrSurname), hbrDig(9), rnd(upper+digits, 12))
	return hbrT("trap-password-talk", "ticket", txt)
}

func hbrTrapChoresCSV() Sample {
	rows := []string{"chore,who,day"}
	for _, c := range []string{"bins", "dishwasher", "feed " + pick(hbrPets), "vacuum", "laundry"} {
		rows = append(rows, fmt.Sprintf("%s,%s,%s", c, pick(hbrKidsN), pick([]string{"Mon", "Tue", "Wed", "Thu", "Fri", "Sat"})))
	}
	return hbrT("trap-chores", "csv", strings.Join(rows, "\n"))
}

func hbrTrapThermostat() Sample {
	txt := fmt.Sprintf("Thermostat (%s), device %s\nschedule: %d° 6–8h and 17–22h, %d° at night\nfilter change every 3 months, last %s", pick([]string{"tado°", "Nest", "ecobee"}), rnd("0123456789ABCDEF", 12), hbrN(19, 22), hbrN(15, 18), hbrDate())
	return hbrT("trap-device-id", "note", txt)
}

func hbrTrapCodesCSV() Sample {
	txt := fmt.Sprintf("what,value,notes\nbins,Tuesday,green = recycling\nwater meter,%s,read on the 5th\ngate code,(ask me),changed %s\nalarm code,see safe,\nvet,%s,Dr. %s", hbrDig(8), hbrDate(), hbrPhone(), pick(hbrSurname))
	return hbrT("trap-code-talk", "csv", txt)
}

func hbrTrapWelcome() Sample {
	m := hbrMail(pick(hbrFirst))
	txt := fmt.Sprintf("From: info@%s\nSubject: Welcome!\n\nHi,\n\nYour account %s is ready. For your security we never send passwords by email. If you didn't create this account, reset your password at any time from the sign-in page.\n\nMember number: %s", pick([]string{"netflix.example", "decathlon.example", "ifood.example"}), m, hbrDig(10))
	return hbrT("trap-password-talk", "mail", txt)
}
