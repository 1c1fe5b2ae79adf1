package main

import (
	"fmt"
	"strings"
)

// Traps (no secret) from LMSs, SIS, campus IT, printers, doors and handovers.

func hbqTrapGens() []hbqGen {
	return []hbqGen{
		{6, hbqTCanvasEnv},
		{6, hbqTCanvasJSON},
		{5, hbqTMoodleGetenv},
		{5, hbqTMoodleDocs},
		{6, hbqTPolicy},
		{6, hbqTResetReply},
		{5, hbqTWelcomeNoPw},
		{5, hbqTBbYAML},
		{5, hbqTClassroomJSON},
		{6, hbqTEnrolCSV},
		{5, hbqTEnrolMasked},
		{5, hbqTEduroamTLS},
		{5, hbqTEduroamHelp},
		{5, hbqTGuestPortal},
		{5, hbqTNmcliList},
		{6, hbqTPrinterTicket},
		{5, hbqTCopierReport},
		{5, hbqTDoorAsk},
		{5, hbqTLockerList},
		{5, hbqTParentActivation},
		{6, hbqTSubNotes},
		{5, hbqTWebhookEnv},
		{5, hbqTEntraKV},
		{5, hbqTLAPSRedacted},
		{6, hbqTExamInfo},
		{5, hbqTGradeCSV},
	}
}

func hbqTCanvasEnv() Sample {
	t := fmt.Sprintf(`import os, requests

BASE = "https://canvas.%s/api/v1"
TOKEN = os.environ["CANVAS_TOKEN"]  # each teacher generates their own, never commit it

def assignments(course_id=%s):
    return requests.get(f"{BASE}/courses/{course_id}/assignments",
                        headers={"Authorization": f"Bearer {TOKEN}"}).json()
`, hbqDomain(), hbqNum(5))
	return hbqT("trap-env-reference", "code", t)
}

func hbqTCanvasJSON() Sample {
	t := fmt.Sprintf(`[
  {"id": %s, "name": "%s", "sortable_name": "%s", "sis_user_id": "%s", "login_id": "%s", "uuid": "%s"},
  {"id": %s, "name": "%s", "sortable_name": "%s", "sis_user_id": "%s", "login_id": "%s", "uuid": "%s"}
]`, hbqNum(6), hbqName(), pick(hbqLast)+", "+pick(hbqFirst), hbqStudentID(), hbqUser(), rnd(alnum, 40),
		hbqNum(6), hbqName(), pick(hbqLast)+", "+pick(hbqFirst), hbqStudentID(), hbqUser(), rnd(alnum, 40))
	return hbqT("trap-lms-ids", "json", t)
}

func hbqTMoodleGetenv() Sample {
	t := fmt.Sprintf(`$CFG->dbtype    = 'pgsql';
$CFG->dbhost    = '%s';
$CFG->dbname    = 'moodle';
$CFG->dbuser    = 'moodleuser';
$CFG->dbpass    = getenv('MOODLE_DB_PASSWORD');
$CFG->wwwroot   = 'https://moodle.%s';
$CFG->sslproxy  = true;`, "db1.lms."+hbqDomain(), hbqDomain())
	return hbqT("trap-env-reference", "php", t)
}

func hbqTMoodleDocs() Sample {
	t := fmt.Sprintf(`### Calling the Moodle web services from the timetable app

1. Site admin > Server > Web services > Manage tokens, create a token for the user "%s".
2. Store it in the app's secret store, not in the repo.
3. Test:

    curl "https://moodle.%s/webservice/rest/server.php?wstoken=<YOUR_TOKEN>&wsfunction=core_webservice_get_site_info&moodlewsrestformat=json"

Tokens are tied to the service "%s" and expire after %d days.`, pick([]string{"ws_timetable", "svc-integrations", "api_user"}), hbqDomain(), pick([]string{"timetable_sync", "mobile_app"}), 30*(1+rng.IntN(12)))
	return hbqT("trap-placeholder", "markdown", t)
}

func hbqTPolicy() Sample {
	n := 12 + rng.IntN(5)
	t := pick([]string{
		"Subject: New password rules from %[2]s\n\nDear colleagues,\n\nfrom %[2]s your network password must be at least %[1]d characters and can't reuse any of your last 5. We will never ask for your password by e-mail — if someone does, forward it to phishing@%[3]s.\n\nIT Services",
		"Reminder for students: your password must be %[1]d+ characters. Passphrases like three random words are fine. Change it at https://password.%[3]s before %[2]s or your account will be locked.",
		"Liebe Kolleginnen und Kollegen, ab dem %[2]s gilt: Passwörter mindestens %[1]d Zeichen, MFA für alle Konten. Das Rechenzentrum fragt niemals per Mail nach Ihrem Passwort (%[3]s).",
	})
	return hbqT("trap-password-talk", "mail", fmt.Sprintf(t, n, hbqDate(), hbqDomain()))
}

func hbqTResetReply() Sample {
	u := hbqUser()
	t := pick([]string{
		"Hi %s, I've reset your password — you'll get a link at your recovery email in a few minutes. The link works once and expires after 1 hour. Ticket RITM%s closed.",
		"Hello %s,\nyour Moodle password has been reset by the helpdesk. Please use 'Forgotten your password?' on the login page to set a new one (reference %s).",
	})
	return hbqT("trap-password-talk", "mail", fmt.Sprintf(t, u, hbqNum(7)))
}

func hbqTWelcomeNoPw() Sample {
	t := fmt.Sprintf(`Subject: Welcome to %s

Your username is %s. For security reasons your initial password has been sent by SMS to the mobile number on your application. Activate your account at https://start.%s and enrol in MFA.

Student ID: %s
Programme: %s`, hbqDomain(), hbqUser(), hbqDomain(), hbqStudentID(), pick([]string{"BSc Biology", "MA History", "BEng Civil", "PGCE Secondary"}))
	return hbqT("trap-password-talk", "mail", t)
}

func hbqTBbYAML() Sample {
	t := fmt.Sprintf(`blackboard:
  base_url: https://blackboard.%s
  application_id: %s
  secret: ${BB_APP_SECRET}
  term: "%s"
`, hbqDomain(), hbqUUID(), pick([]string{"2025FA", "2026SP"}))
	return hbqT("trap-env-reference", "yaml", t)
}

func hbqTClassroomJSON() Sample {
	t := fmt.Sprintf(`{
  "client_id": "%s-%s.apps.googleusercontent.com",
  "project_id": "classroom-sync-%s",
  "client_secret": "<stored in Secret Manager: classroom-oauth>",
  "redirect_uris": ["https://sync.%s/oauth2callback"]
}`, hbqNum(12), rnd(lower+digits, 32), rnd(digits, 6), hbqDomain())
	return hbqT("trap-placeholder", "json", t)
}

func hbqTEnrolCSV() Sample {
	rows := []string{"student_id,first_name,last_name,email,year,tutor_group"}
	for i := 0; i < 3+rng.IntN(4); i++ {
		rows = append(rows, fmt.Sprintf("%s,%s,%s,%s@students.%s,%s,%s", hbqStudentID(), pick(hbqFirst), strings.ReplaceAll(pick(hbqLast), "'", ""), hbqUser(), hbqDomain(), pick([]string{"9", "10", "11"}), rnd(digits, 1)+rnd(upper, 1)))
	}
	return hbqT("trap-enrolment-export", "csv", strings.Join(rows, "\n"))
}

func hbqTEnrolMasked() Sample {
	rows := []string{"username,email,initial_password,must_change"}
	mask := pick([]string{"********", "[REDACTED]", "xxxxxxxx", "(sent by SMS)"})
	for i := 0; i < 2+rng.IntN(3); i++ {
		u := hbqUser()
		rows = append(rows, fmt.Sprintf("%s,%s@%s,%s,TRUE", u, u, hbqDomain(), mask))
	}
	return hbqT("trap-masked", "csv", strings.Join(rows, "\n"))
}

func hbqTEduroamTLS() Sample {
	id := hbqUser() + "@" + hbqDomain()
	t := fmt.Sprintf(`network={
    ssid="eduroam"
    key_mgmt=WPA-EAP
    eap=TLS
    identity="%s"
    ca_cert="/etc/ssl/certs/eduroam-ca.pem"
    client_cert="/home/%s/.certs/eduroam.crt"
    private_key="/home/%s/.certs/eduroam.key"
}`, id, strings.Split(id, "@")[0], strings.Split(id, "@")[0])
	return hbqT("trap-wifi-config", "config", t)
}

func hbqTEduroamHelp() Sample {
	t := fmt.Sprintf(`**Connecting to eduroam**
- Username: your full university email (e.g. %s@%s), not just the short ID
- Password: your normal university password
- Android: EAP method PEAP, phase 2 MSCHAPV2, CA certificate "Use system certificates", domain %s
- Still failing? Use the geteduroam app or visit the IT desk (Library ground floor).`, hbqUser(), hbqDomain(), "radius."+hbqDomain())
	return hbqT("trap-wifi-help", "markdown", t)
}

func hbqTGuestPortal() Sample {
	t := pick([]string{
		"Visitors: connect to %s — no password needed, you'll be asked to accept the terms on the portal page. Sessions last 8 hours.",
		"WLAN für Gäste: %s (offen), Anmeldung über das Portal mit Handynummer. Kein Passwort erforderlich.",
	})
	return hbqT("trap-wifi-help", "notice", fmt.Sprintf(t, pick([]string{"Campus-Guest", "NF-Visitors", "Gast-WLAN", "Library-Guest"})))
}

func hbqTNmcliList() Sample {
	var rows []string
	for i := 0; i < 4; i++ {
		mac := strings.ToUpper(fmt.Sprintf("%s:%s:%s:%s:%s:%s", rnd(hexs, 2), rnd(hexs, 2), rnd(hexs, 2), rnd(hexs, 2), rnd(hexs, 2), rnd(hexs, 2)))
		rows = append(rows, fmt.Sprintf("        %s  %-12s  Infra  %3d  %d Mbit/s  %d      WPA2 802.1X", mac, pick([]string{"eduroam", "STAFF-5G", "Campus-Guest", "ScienceLab", "Printers"}), 1+rng.IntN(140), 130+rng.IntN(400), 30+rng.IntN(70)))
	}
	t := "$ nmcli dev wifi list\nIN-USE  BSSID              SSID          MODE   CHAN  RATE        SIGNAL  SECURITY\n" + strings.Join(rows, "\n")
	return hbqT("trap-network-ids", "shell", t)
}

func hbqTPrinterTicket() Sample {
	t := fmt.Sprintf(`Ticket #%s — Library copier jams on tray 2
Model: %s   Serial: %s   Asset tag: %s
IP: %s   MAC: %s
Toner: K %d%%  C %d%%  M %d%%  Y %d%%
Error code: SC%d. Engineer booked for %s.`, hbqNum(5), pick([]string{"Ricoh IM C3000", "Canon iR-ADV C5535", "Kyocera TASKalfa 3554ci"}), rnd(upper+digits, 11), "IT-"+hbqNum(5), hbqIP(),
		strings.ToUpper(rnd(hexs, 2)+":"+rnd(hexs, 2)+":"+rnd(hexs, 2)+":"+rnd(hexs, 2)+":"+rnd(hexs, 2)+":"+rnd(hexs, 2)), rng.IntN(100), rng.IntN(100), rng.IntN(100), rng.IntN(100), 300+rng.IntN(600), hbqDate())
	return hbqT("trap-serial-number", "ticket", t)
}

func hbqTCopierReport() Sample {
	rows := []string{"user,department,cost_centre,pages_bw,pages_colour"}
	for i := 0; i < 4+rng.IntN(3); i++ {
		rows = append(rows, fmt.Sprintf("%s,%s,CC-%s,%d,%d", hbqUser(), pick([]string{"Science", "Maths", "English", "PE", "Office"}), rnd(digits, 4), rng.IntN(3000), rng.IntN(400)))
	}
	return hbqT("trap-usage-report", "csv", strings.Join(rows, "\n"))
}

func hbqTDoorAsk() Sample {
	t := pick([]string{
		"the %s door code changed over the holidays — ask at reception, they won't put it in email",
		"Does anyone know the new code for the %s? Nvm, got it from the site team in person 👍",
		"Site team: keypad codes for the %s are changing on Monday. Collect the new one from the office (ID required).",
	})
	return hbqT("trap-code-talk", "chat", fmt.Sprintf(t, pick([]string{"science prep room", "server room", "music store", "PE office"})))
}

func hbqTLockerList() Sample {
	rows := []string{"| Locker | Student | Form |", "|---|---|---|"}
	for i := 0; i < 4+rng.IntN(3); i++ {
		rows = append(rows, fmt.Sprintf("| %d | %s | %s |", 100+rng.IntN(400), hbqName(), fmt.Sprint(7+rng.IntN(5))+rnd(upper, 1)))
	}
	rows = append(rows, "", "Combinations were handed out in form time on paper; the office has the master list.")
	return hbqT("trap-locker-list", "markdown", strings.Join(rows, "\n"))
}

func hbqTParentActivation() Sample {
	t := fmt.Sprintf(`Dear parent/carer of %s,

we have created your parent portal account for %s. You will receive a separate e-mail with a personal activation link (valid 7 days). Your reference number is %s. If the link has expired, contact the school office on 01%s %s.

Kind regards,
School Office`, hbqName(), strings.ToLower(pick(hbqFirst))+"."+strings.ToLower(pick([]string{"patel", "nguyen", "silva"}))+"@gmail.com", "PP-"+hbqNum(6), rnd(digits, 3), rnd(digits, 6))
	return hbqT("trap-portal-letter", "mail", t)
}

func hbqTSubNotes() Sample {
	t := fmt.Sprintf(`Cover notes — %s

P1 %s: textbook p.%d, questions 1-6. Seating plan on the desk.
P2 %s: video (link on the desktop), then worksheet.
Teacher PC: log in with your own supply account (the office gives you one on arrival).
Photocopying: ask reprographics, they have a cover code for you.
Behaviour: use the red cards, send for on-call via the office (ext %d).`, hbqRoom(), pick(hbqCourses), 10+rng.IntN(200), pick(hbqCourses), 200+rng.IntN(700))
	return hbqT("trap-handover", "handover", t)
}

func hbqTWebhookEnv() Sample {
	t := pick([]string{
		"// announce.js\nconst WEBHOOK = process.env.DISCORD_WEBHOOK_URL; // set in Replit secrets\nawait fetch(WEBHOOK, {method: \"POST\", headers: {\"Content-Type\": \"application/json\"}, body: JSON.stringify({content: msg})});",
		"var url = PropertiesService.getScriptProperties().getProperty('SLACK_WEBHOOK');\nUrlFetchApp.fetch(url, {method: 'post', contentType: 'application/json', payload: JSON.stringify({text: msg})});",
		"SLACK_WEBHOOK_URL=https://hooks.slack.com/services/XXXXXXXXX/XXXXXXXXXXX/XXXXXXXXXXXXXXXXXXXXXXXX  # example only, get yours from the app page",
	})
	return hbqT("trap-env-reference", "code", t)
}

func hbqTEntraKV() Sample {
	t := fmt.Sprintf(`timetable-sync app registration
Tenant ID: %s
Client ID: %s
Object ID: %s
Client secret: stored in Key Vault kv-%s-prod as "timetable-sync-secret" (expires %s)
Permissions: Calendars.ReadWrite (application), User.Read.All`, hbqUUID(), hbqUUID(), hbqUUID(), pick([]string{"school", "nf", "kb"}), hbqDate())
	return hbqT("trap-key-vault-reference", "notes", t)
}

func hbqTLAPSRedacted() Sample {
	comp := pick([]string{"LAB", "LIB", "STAFF"}) + "-" + rnd(upper, 2) + fmt.Sprint(rng.IntN(90)+10)
	t := fmt.Sprintf(`PS C:\> Get-LapsADPassword -Identity %s

ComputerName        : %s
DistinguishedName   : CN=%s,OU=Labs,OU=Computers,DC=ad,DC=school
Account             : Administrator
Password            : System.Security.SecureString
PasswordUpdateTime  : %s %s
Source              : EncryptedPassword`, comp, comp, comp, hbqDate(), hbqTime())
	return hbqT("trap-masked", "shell", t)
}

func hbqTExamInfo() Sample {
	t := pick([]string{
		"%s final: you need Respondus LockDown Browser installed before the exam. The exam password will be read out by the invigilator at the start — don't share it. Room %s, %s.",
		"Reminder: %s quiz is password protected. I'll give you the password in class on the day, not on Canvas. Room %s at %s.",
		"Examen de %s: hay que instalar Safe Exam Browser. La contraseña la dará el profesor en el aula %s a las %s.",
	})
	return hbqT("trap-password-talk", "chat", fmt.Sprintf(t, pick(hbqCourses), hbqRoom(), hbqTime()))
}

func hbqTGradeCSV() Sample {
	rows := []string{"Student,ID,SIS User ID,Section,Assignment 1 (" + fmt.Sprint(10+rng.IntN(90)) + "),Final Score"}
	for i := 0; i < 3+rng.IntN(4); i++ {
		rows = append(rows, fmt.Sprintf("\"%s, %s\",%s,%s,%s,%d,%d.%d", strings.ReplaceAll(pick(hbqLast), "'", ""), pick(hbqFirst), hbqNum(5), hbqStudentID(), pick(hbqCourses), rng.IntN(100), 40+rng.IntN(60), rng.IntN(10)))
	}
	return hbqT("trap-gradebook", "csv", strings.Join(rows, "\n"))
}
