package main

import (
	"strings"
)

// Timeclock kiosks, onboarding sheets, office codes, file passwords and licences.

func hdlKioskGens() []hdlGen {
	return []hdlGen{
		{hdlKioskAdminPIN, 5}, {hdlKioskPINReset, 5}, {hdlKioskOnboardCSV, 5}, {hdlKioskOnboardMD, 4},
		{hdlKioskDoorCode, 5}, {hdlKioskSafe, 4}, {hdlKioskAlarm, 4}, {hdlKioskKeySafe, 3},
		{hdlKioskWPA, 4}, {hdlKioskEnrollJSON, 4}, {hdlKioskExitPIN, 4}, {hdlKioskAgencyPIN, 3},
		{hdlKioskLicence, 5}, {hdlKioskCardPIN, 3}, {hdlKioskFilePw, 5}, {hdlKioskAutologon, 3},
		{hdlKioskVoicemail, 3}, {hdlKioskWebAdmin, 4}, {hdlKioskFirstWeek, 4},
	}
}

var hdlSites = []string{"Leeds DC", "Dock 4", "Main St store", "Riverside clinic", "Bakery floor",
	"north warehouse", "Hotel reception", "Site B", "Unit 7", "Harbour kitchen", "Plant 2"}

func hdlKioskAdminPIN() Sample {
	clk, site := pick(hdlClocks), pick(hdlSites)
	pin := hdlPin(hdlPickInt(4, 6, 6, 8))
	serial := strings.ToUpper(rnd(lower, 3)) + hdlDigits(7)
	t := hdlF(`Kiosk install - %s
Model: %s (serial %s)
Mounted by the staff entrance, PoE from switch port %d.
Admin menu PIN: %s
Supervisor override is done in the web portal, not on the device.
Next: enrol fingerprints for the %d people on the %s rota.`, site, clk, serial, 1+rng.IntN(24), pin, 5+rng.IntN(40), hdlOne("early", "late", "night", "weekend"))
	return hdlSec("kiosk-admin-pin", "note", t, hdlS(pin), serial)
}

func hdlKioskPINReset() Sample {
	first := hdlFirst()
	pin := hdlPin(4)
	emp := hdlEmpID()
	t := hdlF("%s: hi, the clock keeps saying invalid PIN and I'm on at 6 😩 employee no %s\n%s (Payroll): I've reset your clock-in PIN to %s, you'll be asked to pick a new one the first time you punch in\n%s: thank youuu",
		first, emp, hdlFirst(), pin, first)
	return hdlSec("timeclock-pin", "chat", t, hdlS(pin), emp)
}

func hdlKioskOnboardCSV() Sample {
	co := hdlCoPick()
	f1, l1, f2, l2 := hdlFirst(), hdlLast(), hdlFirst(), hdlLast()
	p1, p2 := hdlPw(), hdlPw()
	e1, e2 := hdlEmpID(), hdlEmpID()
	t := hdlF(`employee_id,first_name,last_name,start_date,department,work_email,laptop,temp_password
%s,%s,%s,%s,%s,%s,%s,%s
%s,%s,%s,%s,%s,%s,%s,%s`,
		e1, f1, l1, hdlDate(), hdlOne("Finance", "Ops", "Sales"), hdlMail(f1, l1, co), hdlOne("MacBook Air", "ThinkPad T14", "none"), p1,
		e2, f2, l2, hdlDate(), hdlOne("Warehouse", "Kitchen", "Care"), hdlMail(f2, l2, co), hdlOne("Dell 5440", "none", "iPad"), p2)
	return hdlSec("temp-password", "csv", t, hdlS(p1, p2), e1, e2)
}

func hdlKioskOnboardMD() Sample {
	co := hdlCoPick()
	f1, l1, f2, l2 := hdlFirst(), hdlLast(), hdlFirst(), hdlLast()
	p1, p2 := hdlPw(), hdlPw()
	m1, m2 := hdlMail(f1, l1, co), hdlMail(f2, l2, co)
	t := hdlF(`### Starters w/c %s

| Name | Role | Email | Initial pw | Payroll set up? |
|------|------|-------|------------|-----------------|
| %s %s | %s | %s | %s | yes |
| %s %s | %s | %s | %s | waiting on P45 |

Passwords must be changed at first login (enforced).`, hdlDate(), f1, l1, hdlOne("HCA", "Picker", "Chef de partie", "Analyst"), m1, p1,
		f2, l2, hdlOne("Receptionist", "Driver", "Nurse", "Accounts assistant"), m2, p2)
	return hdlSec("temp-password", "markdown-table", t, hdlS(p1, p2), m1, m2)
}

func hdlKioskDoorCode() Sample {
	code := hdlPin(hdlPickInt(4, 5, 6))
	shown := code + hdlOne("", "#", "*", "")
	if strings.HasSuffix(shown, "*") || strings.HasSuffix(shown, "#") {
		shown = hdlOne("*", "") + shown
	}
	t := hdlF(hdlOne(
		"Reminder: the keypad code for the HR records room (payroll files, contracts) changed today. New code: %s. Please don't write it on the door frame again.",
		"new door code for the payroll office is %s - only for the pay team pls",
		"Neuer Code für das Personalbüro: %s (gilt ab Montag)",
		"code porte bureau RH : %s, merci de ne pas le diffuser"), shown)
	return hdlSec("door-code", hdlOne("chat", "mail"), t, hdlS(shown))
}

func hdlKioskSafe() Sample {
	code := hdlPin(6)
	site := pick(hdlSites)
	t := hdlF(`Cash wages procedure (%s)
- Envelopes are made up on Thursday afternoon from the payroll register.
- Safe combination: %s
- Two people must be present when the safe is opened; sign the log sheet.
- Unclaimed envelopes go back in the safe and are banked on Monday.`, site, strings.Join([]string{code[:2], code[2:4], code[4:]}, "-"))
	return hdlSec("safe-code", "note", t, hdlS(strings.Join([]string{code[:2], code[2:4], code[4:]}, "-")))
}

func hdlKioskAlarm() Sample {
	code := hdlPin(4)
	t := hdlF("If you're staying late to finish the payroll run: the alarm code is %s, set it on the panel by the back stairs and you have 30 seconds to get out. Alarm company is %s if it goes off.",
		code, hdlOne("ADT", "Verisure", "Chubb", "Securitas"))
	return hdlSec("alarm-code", hdlOne("chat", "mail"), t, hdlS(code))
}

func hdlKioskKeySafe() Sample {
	code := hdlPin(4)
	t := hdlF("Key to the personnel files cabinet is in the key safe next to the printer, code %s. Put it back when you're done with the %s audit.", code, hdlOne("right-to-work", "pension", "year-end", "HMRC"))
	return hdlSec("keysafe-code", "chat", t, hdlS(code))
}

func hdlKioskWPA() Sample {
	ssid := hdlOne("TimeClock-IoT", "KIOSK-NET", "Staff-WiFi", "BackOffice", "Werkstatt-Terminal")
	psk := hdlOne(strings.ToLower(pick(hdlPwWords))+"-"+strings.ToLower(pick(hdlPwWords))+"-"+hdlDigits(3), rnd(alnum, 16+rng.IntN(8)), pick(hdlPwWords)+hdlDigits(4)+"!")
	t := hdlF(`# /etc/wpa_supplicant/wpa_supplicant.conf on the clock terminals
ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
country=%s

network={
    ssid="%s"
    psk="%s"
    key_mgmt=WPA-PSK
}`, hdlOne("GB", "DE", "NL", "US"), ssid, psk)
	return hdlSec("wifi-key", "config", t, hdlS(psk), ssid)
}

func hdlKioskEnrollJSON() Sample {
	dev := "KSK-" + hdlHEX(8)
	tok := "et_" + rnd(b64url, 40)
	t := hdlF(`{
  "deviceId": "%s",
  "site": "%s",
  "timezone": "%s",
  "enrollmentToken": "%s",
  "punchRounding": %d,
  "photoOnPunch": %t
}`, dev, pick(hdlSites), hdlOne("Europe/London", "Europe/Berlin", "America/Chicago", "Australia/Sydney"), tok, hdlPickInt(1, 5, 15), rng.IntN(2) == 0)
	return hdlSec("kiosk-enrollment-token", "json", t, hdlS(tok), dev)
}

func hdlKioskExitPIN() Sample {
	pin := hdlPin(hdlPickInt(4, 6))
	t := hdlF(`$ adb devices
List of devices attached
%s	device
$ adb shell am broadcast -a com.%s.kiosk.CONFIG --es exit_pin %s --es punch_url https://clock.%s/punch
Broadcast completed: result=0
# exit PIN set, tablet is locked into the punch app now`, strings.ToUpper(rnd(lower+digits, 12)), hdlOne("jibble", "deputy", "homebase", "tanda"), pin, hdlCoPick().domain)
	return hdlSec("kiosk-exit-pin", "shell", t, hdlS(pin))
}

func hdlKioskAgencyPIN() Sample {
	pin := hdlPin(4)
	ag := hdlOne("Staffline", "Adecco", "Randstad", "Manpower", "Hays Temp")
	t := hdlF("Agency workers from %s don't have their own clock profiles yet. Until they're set up they punch in under the shared AGENCY profile, PIN %s, and write their name on the sheet. %s will reconcile hours on Friday.", ag, pin, hdlFirst())
	return hdlSec("timeclock-pin", "note", t, hdlS(pin), ag)
}

func hdlKioskLicence() Sample {
	lic := hdlLicence()
	prod := hdlOne("BrightPay", "IRIS Payroll Business", "Sage 50 Payroll", "Moneysoft Payroll Manager", "TimeTrex Professional", "Lexware lohn+gehalt")
	t := hdlF(hdlOne(
		"Renewed %s for another year. Licence key: %s (registered to payroll@ - 2 installs allowed).",
		"Hi, after reinstalling %s on the new PC it asks for the licence key again. I found it in the old invoice email: %s. Is that still valid?",
		"%s activation\nProduct key: %s\nSeats: 3\nExpires: renewal in April"), prod, lic)
	return hdlSec("licence-key", hdlOne("note", "mail", "ticket"), t, hdlS(lic), prod)
}

func hdlKioskCardPIN() Sample {
	pin := hdlPin(4)
	card := hdlOne("HSA debit card", "FSA card", "commuter benefit card", "meal voucher card")
	t := hdlF("User asked me to remember that the PIN for their %s from %s is %s.", card, pick(hdlBenefits), pin)
	return hdlSec("card-pin", "memory", t, hdlS(pin))
}

func hdlKioskFilePw() Sample {
	pw := hdlPw()
	var t, f string
	switch rng.IntN(4) {
	case 0:
		f = "salary_review_" + hdlDate()[:4] + ".xlsx"
		t = hdlF("The comp review workbook (%s) is locked. Password to open: %s\nOnly the Ex-Co tab is editable.", f, pw)
	case 1:
		f = "P60s_" + hdlDate()[:4] + ".zip"
		t = hdlF("Sent %s by email just now. As agreed the zip password comes separately: %s", f, pw)
	case 2:
		f = "bacs_" + hdlDate() + ".7z"
		t = hdlF("SMS from %s: password for %s is %s", hdlFirst(), f, pw)
	default:
		f = "Lohnjournal_" + hdlMonth() + ".pdf"
		t = hdlF("Das PDF %s ist verschlüsselt, Kennwort: %s", f, pw)
	}
	return hdlSec("file-password", hdlOne("chat", "sms", "mail"), t, hdlS(pw), f)
}

func hdlKioskAutologon() Sample {
	pw := hdlPw()
	user := hdlOne("kiosk", "ess-kiosk", "clockuser", "shopfloor")
	t := hdlF(`REM self-service kiosk in the canteen: auto logon to the HR self-service page
reg add "HKLM\SOFTWARE\Microsoft\Windows NT\CurrentVersion\Winlogon" /v AutoAdminLogon /t REG_SZ /d 1 /f
reg add "HKLM\SOFTWARE\Microsoft\Windows NT\CurrentVersion\Winlogon" /v DefaultUserName /t REG_SZ /d %s /f
reg add "HKLM\SOFTWARE\Microsoft\Windows NT\CurrentVersion\Winlogon" /v DefaultPassword /t REG_SZ /d "%s" /f`, user, pw)
	return hdlSec("autologon-password", "code", t, hdlS(pw))
}

func hdlKioskVoicemail() Sample {
	code := hdlPin(4)
	t := hdlF("Voicemail transcript (%s): \"Hi it's %s from %s, just so you know the alarm code's changed to %s after the break-in, so if you're in early for payroll use that one. Cheers.\"", hdlTime(), hdlFirst(), pick(hdlSites), code)
	return hdlSec("alarm-code", "transcript", t, hdlS(code))
}

func hdlKioskWebAdmin() Sample {
	clk := pick(hdlClocks)
	ip := "192.168." + hdlDigits(1) + "." + hdlDigits(2)
	pw := hdlPw()
	t := hdlF(`Changed the default web admin on the %s at %s.
User: admin
Pass: %s
Firmware updated to %d.%d.%d, attendance sync to the payroll export runs at 23:30.`, clk, ip, pw, 2+rng.IntN(5), rng.IntN(10), rng.IntN(30))
	return hdlSec("device-admin-password", "note", t, hdlS(pw), ip)
}

func hdlKioskFirstWeek() Sample {
	co := hdlCoPick()
	door := hdlPin(5)
	wifi := pick(hdlPwWords) + hdlDigits(3) + hdlOne("!", "#", "")
	t := hdlF(`Hi %s,

A few things for your first week at %s:
- Front door keypad: %s (your badge arrives on Wednesday)
- Wi-Fi: %s-Staff, password %s
- Payroll cut-off is the 15th, so send your bank details form before then.
- Your clock-in profile will be ready on day one.

See you Monday!`, hdlFirst(), co.name, door, strings.ToUpper(co.slug[:3]), wifi)
	return hdlSec("door-code", "mail", t, hdlS(door, wifi), co.name)
}
