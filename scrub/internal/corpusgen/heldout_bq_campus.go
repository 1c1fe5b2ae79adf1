package main

import (
	"fmt"
	"strings"
)

// Campus samples with secrets: Wi-Fi, lab machines, printers, doors and codes, parent portals,
// substitute handover notes, class Discord/Slack webhooks, enrolment exports.

func hbqCampusGens() []hbqGen {
	return []hbqGen{
		{6, hbqEduroamConf},
		{6, hbqEduroamChat},
		{5, hbqGuestWifiMail},
		{5, hbqNmcli},
		{6, hbqLabWiki},
		{5, hbqLAPS},
		{5, hbqPrinterTicket},
		{6, hbqCopierPIN},
		{4, hbqPaperCutProps},
		{6, hbqDoorCode},
		{5, hbqAlarmCode},
		{4, hbqSafeCode},
		{5, hbqLocker},
		{6, hbqParentPortalLetter},
		{7, hbqSubHandover},
		{5, hbqSubHandoverIntl},
		{5, hbqDiscordHookCode},
		{5, hbqSlackHookScript},
		{5, hbqEnrolCSV},
		{4, hbqWorkspaceCSV},
		{4, hbqLibraryAdmin},
		{5, hbqTeamsChromebook},
		{4, hbqEntraApp},
		{4, hbqBackupCodes},
		{5, hbqGatePadlock},
	}
}

func hbqEduroamConf() Sample {
	id := hbqUser() + "@" + hbqDomain()
	pw := hbqPw()
	pw = strings.ReplaceAll(pw, "\"", "")
	t := fmt.Sprintf(`network={
    ssid="eduroam"
    key_mgmt=WPA-EAP
    eap=PEAP
    identity="%s"
    anonymous_identity="anonymous@%s"
    password="%s"
    ca_cert="/etc/ssl/certs/%s.pem"
    phase2="auth=MSCHAPV2"
}`, id, strings.SplitN(id, "@", 2)[1], pw, pick([]string{"eduroam-ca", "USERTrust_RSA", "campus-radius"}))
	return hbqS("wifi-password", "config", t, []string{pw}, id)
}

func hbqEduroamChat() Sample {
	u := hbqUser()
	d := hbqDomain()
	pw := hbqPw()
	t := pick([]string{
		"hi IT, eduroam keeps saying authentication failed on my laptop. I'm typing %s@%s and %s, which works on the portal. Windows 11, dorm B",
		"eduroam won't connect on my phone 😩 username %s@%s password %s — did my account get locked??",
		"Buenas, no me conecta eduroam. Usuario %s@%s, contraseña %s. Ya reinicié el portátil.",
	})
	return hbqS("wifi-password", "chat", fmt.Sprintf(t, u, d, pw), []string{pw}, u+"@"+d)
}

func hbqGuestWifiMail() Sample {
	ssid := pick([]string{"Campus-Guest", "NF-Visitors", "KB_Event", "Library-Guest", "OpenDay"})
	key := hbqWifiKey()
	t := fmt.Sprintf(`Subject: Wi-Fi for %s

Hi all,

for %s the visitor network is %s and this week's key is %s. Please give it out at the reception desk only — don't put it on the slides or the signs in the hall; it rotates on Monday.

Thanks,
%s`, pick([]string{"the open day", "parents' evening", "the STEM fair", "the governors' meeting"}), pick([]string{"Saturday", "Thursday evening", "next week"}), ssid, key, hbqName())
	return hbqS("wifi-key", "mail", t, []string{key}, ssid)
}

func hbqNmcli() Sample {
	ssid := pick([]string{"STAFF-5G", "Staff_WLAN", "Admin-Net", "ScienceLab"})
	key := hbqWifiKey()
	t := fmt.Sprintf(`pi@lab-sensor-%02d:~ $ sudo nmcli dev wifi connect %s password '%s'
Device 'wlan0' successfully activated with '%s'.
pi@lab-sensor-%02d:~ $ ping -c1 %s | tail -1
rtt min/avg/max/mdev = 3.%d/3.%d/3.%d/0.000 ms`, rng.IntN(20), ssid, key, hbqUUID(), rng.IntN(20), hbqIP(), rng.IntN(9), rng.IntN(9), rng.IntN(9))
	return hbqS("wifi-key", "shell", t, []string{key}, ssid)
}

func hbqLabWiki() Sample {
	u := pick([]string{"labstudent", "chemlab", "student01", "guest-lab", "imaging"})
	pw := hbqPw()
	room := hbqRoom()
	t := fmt.Sprintf(`## %s — shared workstations

- Machines: %d × Dell OptiPlex, %s
- Shared login (for practicals only): **%s** / **%s**
- Save work to OneDrive, the D: drive is wiped at night
- Problems: ticket to IT with the asset tag (sticker on the back)
`, room, 10+rng.IntN(20), pick([]string{"Windows 11", "Ubuntu 24.04", "dual boot"}), u, pw)
	return hbqS("shared-password", "markdown", t, []string{pw}, u, room)
}

func hbqLAPS() Sample {
	comp := pick([]string{"LAB", "LIB", "STAFF", "SCI"}) + "-" + rnd(upper, 2) + fmt.Sprint(rng.IntN(90)+10)
	pw := rnd(alnum+"{}[]()#%&", 16+rng.IntN(8))
	t := fmt.Sprintf(`PS C:\> Get-LapsADPassword -Identity %s -AsPlainText

ComputerName        : %s
DistinguishedName   : CN=%s,OU=Labs,OU=Computers,DC=ad,DC=%s
Account             : Administrator
Password            : %s
PasswordUpdateTime  : %s %s
ExpirationTimestamp : %s %s
Source              : EncryptedPassword`, comp, comp, comp, strings.Split(hbqDomain(), ".")[0], pw, hbqDate(), hbqTime(), hbqDate(), hbqTime())
	return hbqS("local-admin-password", "shell", t, []string{pw}, comp)
}

func hbqPrinterTicket() Sample {
	model := pick([]string{"Ricoh IM C3000", "Canon iR-ADV C5535", "Kyocera TASKalfa 3554ci", "Xerox AltaLink C8155", "HP E78330"})
	pw := hbqPw()
	ip := hbqIP()
	t := fmt.Sprintf(`Ticket #%s — staffroom copier not scanning to email
Model: %s (%s)
Tried: restarted, checked SMTP settings. Web admin login is admin, password %s (not the factory default any more). SMTP auth fails with 535.
Assigned: %s`, hbqNum(5), model, ip, pw, hbqName())
	return hbqS("device-password", "ticket", t, []string{pw}, model, ip)
}

func hbqCopierPIN() Sample {
	pin := hbqPIN(4 + rng.IntN(3))
	n := hbqFirstN()
	t := pick([]string{
		"Hi %s, welcome aboard! Your copier code is %s — it works on all the machines in the staffroom and the library. Colour is blocked by default, ask reprographics.",
		"%s: photocopier PIN for you is %s. You get 500 pages a month on it, don't share it with the kids 🙂",
		"Hallo %s, dein Kopierer-PIN lautet %s (gilt für alle Geräte im Lehrerzimmer).",
	})
	return hbqS("copier-pin", "chat", fmt.Sprintf(t, n, pin), []string{pin})
}

func hbqPaperCutProps() Sample {
	tok := rnd(alnum, 32)
	dbpw := hbqPwPlain()
	t := fmt.Sprintf(`### PaperCut MF server.properties (%s)
database.type=SQLServer
database.url=jdbc:sqlserver://%s:1433;databaseName=papercut
database.username=papercut
database.password=%s
# used by the reprographics booking integration
auth.webservices.auth-token=%s
`, pick([]string{"print01", "pcmf-app", "prn-srv"}), hbqIP(), dbpw, tok)
	return hbqS("api-token", "properties", t, []string{dbpw, tok}, "database.username=papercut")
}

func hbqDoorCode() Sample {
	code := hbqPIN(4) + pick([]string{"", "#", "*", ""})
	room := pick([]string{"science prep room", "server room", "music store", "PE office", "darkroom", "chem store", "the staff toilets"})
	t := pick([]string{
		"the %s door code is %s btw, Anna changed it after half term",
		"FYI: %s keypad is now %s. Please don't tell students.",
		"Reminder from the site team — new code for the %s: %s (old one stops working Friday).",
	})
	return hbqS("door-code", "chat", fmt.Sprintf(t, room, code), []string{code}, room)
}

func hbqAlarmCode() Sample {
	code := hbqPIN(4)
	who := hbqName()
	t := fmt.Sprintf(`Caretaker handover — %s

- Bins go out Tuesday night.
- Intruder alarm: set with %s then ENT at the main panel by the office; you have 60 s to leave via the front door.
- Key holder if it goes off: %s (mobile in the red folder).
- Boiler service booked for the %dth.`, pick([]string{"weekend cover", "half term", "Easter holidays"}), code, who, 10+rng.IntN(18))
	return hbqS("alarm-code", "notes", t, []string{code}, who)
}

func hbqSafeCode() Sample {
	code := fmt.Sprintf("%02d-%02d-%02d", rng.IntN(99), rng.IntN(99), rng.IntN(99))
	if rng.IntN(2) == 0 {
		code = hbqPIN(6)
	}
	t := fmt.Sprintf(`Exams officer notes — %s series
Papers arrive %s, go straight into the exams safe (code %s), log each packet on the sheet.
Never open a packet before the published start time. Spare calculators in cupboard 3.`, pick([]string{"summer", "November", "mock"}), hbqDate(), code)
	return hbqS("safe-code", "notes", t, []string{code})
}

func hbqLocker() Sample {
	num := fmt.Sprint(100 + rng.IntN(500))
	combo := fmt.Sprintf("%d-%d-%d", rng.IntN(40), rng.IntN(40), rng.IntN(40))
	n := hbqFirstN()
	t := pick([]string{
		"Hi %s, your PE locker is number %s and the combination is %s. If it jams, see Mr %s.",
		"%s — locker %s reassigned to you, combo %s. Don't swap lockers without telling the office. (Mr %s)",
	})
	return hbqS("locker-combination", "chat", fmt.Sprintf(t, n, num, combo, pick(hbqLast)), []string{combo}, num)
}

func hbqParentPortalLetter() Sample {
	email := strings.ToLower(pick(hbqFirst)) + "." + strings.ToLower(strings.ReplaceAll(pick([]string{"patel", "nguyen", "murphy", "silva", "khan"}), "'", "")) + "@" + pick([]string{"gmail.com", "outlook.com", "yahoo.co.uk", "web.de"})
	pw := hbqTempPw()
	child := hbqName()
	t := fmt.Sprintf(`Dear parent/carer of %s,

Your account for the parent portal has been created.

  Login: %s
  One-time password: %s

Go to https://parents.%s, sign in, and you will be asked to set your own password. The portal shows attendance, reports and homework.

Kind regards,
School Office`, child, email, pw, hbqDomain())
	return hbqS("initial-password", "mail", t, []string{pw}, email, child)
}

func hbqSubHandover() Sample {
	pcpw := hbqPw()
	cop := hbqPIN(4 + rng.IntN(2))
	room := hbqRoom()
	u := pick([]string{"supply1", "cover.teacher", "sub-" + rnd(lower, 3), "guestteacher"})
	t := fmt.Sprintf(`Cover notes for %s — %s

P1 %s: worksheet 4.3 on the desk, they know the routine. %s and %s sit apart.
P2 free
P3 %s: test — silence, 40 min, collect papers face down.
Lunch: duty by the canteen doors.

Teacher PC: log in as %s, password %s (projector remote is in the top drawer).
Photocopier: use code %s if you need more copies.
Fire exit is left out of the door, assemble on the field.

Thank you!! — %s`, room, pick([]string{"Monday", "Tuesday", "Wed 12th", "Thursday", "Fri"}), pick(hbqCourses), hbqFirstN(), hbqFirstN(), pick(hbqCourses), u, pcpw, cop, hbqFirstN())
	return hbqS("shared-password", "handover", t, []string{pcpw, cop}, u, room)
}

func hbqSubHandoverIntl() Sample {
	pw := hbqPw()
	c := pick(hbqCourses)
	var t string
	switch rng.IntN(3) {
	case 0:
		t = fmt.Sprintf("Notas para el sustituto (%s)\n\n- 2ª hora: %s, ejercicios pág. 54-55.\n- El ordenador del aula: usuario profe, clave %s.\n- Si hay problemas, avisar a jefatura.\n", hbqDate(), c, pw)
	case 1:
		t = fmt.Sprintf("Consignes pour le/la remplaçant(e)\n\n%s : contrôle de 30 min, sujets dans le casier.\nPC de la salle : session prof, mot de passe %s.\nMerci !\n", c, pw)
	default:
		t = fmt.Sprintf("Vertretungsplan-Notiz %s\n\n%s: Arbeitsblatt 7 bearbeiten lassen.\nLehrer-PC: Benutzer lehrer, Passwort %s\nBeamer-Fernbedienung liegt im Pult.\n", hbqDate(), c, pw)
	}
	return hbqS("shared-password", "handover", t, []string{pw}, c)
}

func hbqDiscordHookCode() Sample {
	id := hbqSnowflake()
	tok := hbqDiscordHookToken()
	t := fmt.Sprintf(`// announce.js — posts homework reminders to the #%s channel of the class server
const WEBHOOK = "https://discord.com/api/webhooks/%s/%s";

async function remind(text) {
  await fetch(WEBHOOK, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username: "%s bot", content: text }),
  });
}

remind("Reminder: %s due %s 23:59 📚");`, pick([]string{"homework", "announcements", "ap-bio", "cs-help"}), id, tok, pick([]string{"Ms P", "Mr K", "Homework", "TA"}), pick([]string{"lab report", "essay draft", "problem set 5", "reading log"}), pick([]string{"Friday", "Sunday", "Tue"}))
	return hbqS("webhook-secret", "code", t, []string{tok}, id)
}

func hbqSlackHookScript() Sample {
	tid := "T" + rnd(upper+digits, 8+rng.IntN(3))
	bid := "B" + rnd(upper+digits, 8+rng.IntN(3))
	sec := rnd(alnum, 24)
	t := fmt.Sprintf(`// Apps Script bound to the "Absence report" Google Form
function onFormSubmit(e) {
  var r = e.namedValues;
  var url = 'https://hooks.slack.com/services/%s/%s/%s';
  UrlFetchApp.fetch(url, {
    method: 'post',
    contentType: 'application/json',
    payload: JSON.stringify({text: r['Name'][0] + ' absent ' + r['Date'][0] + ' — cover needed: ' + r['Lessons'][0]})
  });
}`, tid, bid, sec)
	return hbqS("webhook-secret", "code", t, []string{sec}, "hooks.slack.com")
}

func hbqEnrolCSV() Sample {
	var rows []string
	var secs []string
	var keep []string
	n := 2 + rng.IntN(2)
	for i := 0; i < n; i++ {
		u := hbqUser() + fmt.Sprint(i)
		pw := hbqTempPw()
		sid := hbqStudentID()
		rows = append(rows, fmt.Sprintf("%s,%s,%s,%s@students.%s,%s,%s", sid, pick(hbqFirst), strings.ReplaceAll(pick(hbqLast), "'", ""), u, pick(hbqDomains), pick([]string{"9", "10", "11", "12", "Y1", "Y2"}), pw))
		secs = append(secs, pw)
		keep = append(keep, sid)
	}
	t := "student_id,first_name,last_name,email,year,initial_password\n" + strings.Join(rows, "\n") + "\n"
	return hbqS("initial-password", "csv", t, secs, keep...)
}

func hbqWorkspaceCSV() Sample {
	var rows []string
	var secs []string
	n := 2 + rng.IntN(2)
	d := hbqDomain()
	for i := 0; i < n; i++ {
		f := pick(hbqFirst)
		l := strings.ReplaceAll(pick(hbqLast), "'", "")
		pw := hbqPw()
		pw = strings.ReplaceAll(pw, ",", "")
		rows = append(rows, fmt.Sprintf("%s,%s,%s.%s%d@%s,%s,/Students/%s,TRUE", f, l, strings.ToLower(f), strings.ToLower(l), i, d, pw, pick([]string{"Y7", "Y8", "Y9", "Grade6"})))
		secs = append(secs, pw)
	}
	t := "First Name [Required],Last Name [Required],Email Address [Required],Password [Required],Org Unit Path [Required],Change Password at Next Sign-In\n" + strings.Join(rows, "\n")
	return hbqS("initial-password", "csv", t, secs, "Org Unit Path")
}

func hbqLibraryAdmin() Sample {
	pw := hbqPw()
	sys := pick([]string{"Destiny", "Koha", "Alma", "Oliver", "Accessit"})
	t := fmt.Sprintf(`Library handover (%s)
- Circulation desk PC auto-logs in.
- %s staff client: librarian account "%s", password %s — only for check-in/out and overdue letters.
- Barcode scanner spare is in the workroom.
- Book fair money goes to the office safe, not the desk drawer.`, hbqName(), sys, pick([]string{"libdesk", "circ", "library1"}), pw)
	return hbqS("shared-password", "handover", t, []string{pw}, sys)
}

func hbqTeamsChromebook() Sample {
	acct := pick([]string{"cart", "enrol", "chromebook-setup", "kiosk"}) + "@" + hbqDomain()
	pw := hbqPw()
	t := fmt.Sprintf(`[%s] %s: can someone remind me how to re-enrol the Chromebooks in cart %d?
[%s] %s: ctrl+alt+E at the login screen, then sign in with %s
[%s] %s: password?
[%s] %s: %s
[%s] %s: thx 👍`, hbqTime(), hbqFirstN(), 1+rng.IntN(8), hbqTime(), hbqFirstN(), acct, hbqTime(), hbqFirstN(), hbqTime(), hbqFirstN(), pw, hbqTime(), hbqFirstN())
	return hbqS("enrolment-password", "chat", t, []string{pw}, acct)
}

func hbqEntraApp() Sample {
	tenant := hbqUUID()
	app := hbqUUID()
	sec := hbqEntraSecret()
	t := fmt.Sprintf(`# timetable-sync (Azure Function) local.settings.json notes
AZURE_TENANT_ID=%s
AZURE_CLIENT_ID=%s
AZURE_CLIENT_SECRET=%s
GRAPH_SCOPE=https://graph.microsoft.com/.default
# secret expires %s, reminder set in the IT calendar`, tenant, app, sec, hbqDate())
	return hbqS("oauth-client-secret", "env", t, []string{sec}, tenant, app)
}

func hbqBackupCodes() Sample {
	var codes []string
	for i := 0; i < 3; i++ {
		if rng.IntN(2) == 0 {
			codes = append(codes, rnd(digits, 4)+" "+rnd(digits, 4))
		} else {
			codes = append(codes, rnd(lower+digits, 5)+"-"+rnd(lower+digits, 5))
		}
	}
	t := fmt.Sprintf(`notes to self — %s

MIS admin account MFA backup codes (printed copy in the locked drawer):
%s
%s
%s
(used: 2 of 10)

Book dentist. Reply to governors re: budget.`, hbqDate(), codes[0], codes[1], codes[2])
	return hbqS("recovery-code", "notes", t, codes)
}

func hbqGatePadlock() Sample {
	code := hbqPIN(4)
	t := pick([]string{
		"[WhatsApp – Site team] %s: back gate padlock is %s now, the old one got cut. Lock it after the minibus is back pls",
		"[WhatsApp – PE dept] %s: combo for the equipment shed is %s 👍 don't post it in the student group",
	})
	return hbqS("padlock-code", "chat", fmt.Sprintf(t, hbqFirstN(), code), []string{code})
}
