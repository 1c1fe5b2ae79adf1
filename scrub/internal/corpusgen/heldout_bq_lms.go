package main

import (
	"fmt"
	"strings"
)

// LMS, student information system and exam proctoring samples with secrets.

func hbqLMSGens() []hbqGen {
	return []hbqGen{
		{7, hbqCanvasScript},
		{6, hbqCanvasChat},
		{5, hbqCanvasDevKeyEnv},
		{6, hbqMoodleConfig},
		{5, hbqMoodleCurl},
		{6, hbqMoodleAdminMail},
		{5, hbqMoodleCookie},
		{5, hbqBlackboardYAML},
		{5, hbqBlackboardShare},
		{5, hbqClassroomTokenJSON},
		{4, hbqWorkspaceCurl},
		{5, hbqLTINotes},
		{5, hbqSISTicket},
		{6, hbqSISConnString},
		{4, hbqCleverEnv},
		{4, hbqSISIni},
		{6, hbqProctorExamPw},
		{4, hbqSEBWiki},
		{5, hbqQuizPwMeeting},
		{4, hbqProctorJSON},
		{6, hbqGradebookMailer},
		{7, hbqWelcomeMail},
		{4, hbqCanvasSISImport},
		{4, hbqMoodleTokenOut},
		{4, hbqPanoptoYAML},
	}
}

func hbqCanvasScript() Sample {
	tok := hbqCanvasToken()
	host := pick([]string{"canvas.", "learn.", "lms."}) + hbqDomain()
	if rng.IntN(3) == 0 {
		host = pick([]string{"northfield", "westbrook", "ucm-lakeside", "riverside"}) + ".instructure.com"
	}
	course := hbqNum(5)
	t := fmt.Sprintf(`import requests

BASE = "https://%s/api/v1"
TOKEN = "%s"  # %s

def roster(course_id=%s):
    r = requests.get(f"{BASE}/courses/{course_id}/users",
                     headers={"Authorization": f"Bearer {TOKEN}"},
                     params={"enrollment_type[]": "student", "per_page": 100})
    r.raise_for_status()
    return [u["sortable_name"] for u in r.json()]
`, host, tok, pick([]string{"my token, generated under Account > Settings", "TODO move to env before sharing", "expires end of term", "teacher token"}), course)
	return hbqS("canvas-token", "code", t, []string{tok}, host)
}

func hbqCanvasChat() Sample {
	tok := hbqCanvasToken()
	n := hbqFirstN()
	t := pick([]string{
		"hey %s, the grade sync script keeps 401ing. here's the token I'm using: %s - did I copy it wrong?",
		"%s can u try my canvas access token on your machine? %s\nworks in postman but not in the python script",
		"Für das Notenexport-Skript, %s: mein Canvas-Token ist %s (läuft Ende Juli ab).",
		"[10:4%d] %s: ok generated a new access token for the TA bot\n[10:45] me: paste it here and I'll add it\n[10:46] %s: %s",
	})
	var txt string
	switch strings.Count(t, "%") {
	case 2:
		txt = fmt.Sprintf(t, n, tok)
	default:
		txt = fmt.Sprintf(t, rng.IntN(5), n, n, tok)
	}
	return hbqS("canvas-token", "chat", txt, []string{tok})
}

func hbqCanvasDevKeyEnv() Sample {
	cid := "1000000" + hbqNum(8)
	sec := rnd(alnum, 64)
	host := pick([]string{"canvas.", "lms."}) + hbqDomain()
	t := fmt.Sprintf(`# attendance-tool / .env (staging)
CANVAS_BASE_URL=https://%s
CANVAS_CLIENT_ID=%s
CANVAS_CLIENT_SECRET=%s
REDIRECT_URI=https://attendance.%s/oauth/callback
LOG_LEVEL=%s
`, host, cid, sec, hbqDomain(), pick([]string{"debug", "info"}))
	return hbqS("oauth-client-secret", "env", t, []string{sec}, cid)
}

func hbqMoodleConfig() Sample {
	user := pick([]string{"moodleuser", "moodle", "mdl_app", "moodle_rw"})
	pw := hbqPwPlain()
	secs := []string{pw}
	salt := ""
	if rng.IntN(2) == 0 {
		salt = rnd(alnum+"!#%^*()-_=+[]{};:,.<>?", 40+rng.IntN(20))
		salt = strings.ReplaceAll(salt, "'", "")
		secs = append(secs, salt)
	}
	dbhost := "db" + fmt.Sprint(rng.IntN(4)+1) + ".lms." + hbqDomain()
	t := fmt.Sprintf(`<?php  // Moodle configuration file
unset($CFG);
global $CFG;
$CFG = new stdClass();

$CFG->dbtype    = '%s';
$CFG->dblibrary = 'native';
$CFG->dbhost    = '%s';
$CFG->dbname    = 'moodle';
$CFG->dbuser    = '%s';
$CFG->dbpass    = '%s';
$CFG->prefix    = 'mdl_';
$CFG->wwwroot   = 'https://moodle.%s';
$CFG->dataroot  = '/var/moodledata';
`, pick([]string{"pgsql", "mariadb", "mysqli"}), dbhost, user, pw, hbqDomain())
	if salt != "" {
		t += fmt.Sprintf("$CFG->passwordsaltmain = '%s';\n", salt)
	}
	t += "require_once(__DIR__ . '/lib/setup.php');\n"
	return hbqS("db-password", "php", t, secs, dbhost, user)
}

func hbqMoodleCurl() Sample {
	tok := hbqHex(32)
	host := "moodle." + hbqDomain()
	t := fmt.Sprintf(`$ curl -s "https://%s/webservice/rest/server.php?wstoken=%s&wsfunction=core_course_get_courses&moodlewsrestformat=json" | jq '.[].shortname' | head -4
"%s"
"%s"
"%s"
"%s"`, host, tok, pick(hbqCourses), pick(hbqCourses), pick(hbqCourses), pick(hbqCourses))
	return hbqS("moodle-ws-token", "shell", t, []string{tok}, host)
}

func hbqMoodleAdminMail() Sample {
	pw := hbqPw()
	u := pick([]string{"admin", "moodleadmin", "mdladmin", "sysadmin"})
	n := hbqName()
	t := pick([]string{
		"Subject: New Moodle test site\n\nHi %s,\n\nthe test site is up at https://moodle-test.%s. Admin account:\n  username: %s\n  password: %s\n\nPlease change it after the first login and don't use it on the live site.\n\nThanks,\nIT Services",
		"Subject: Re: Moodle upgrade weekend\n\n%s — for Saturday you'll need the site admin. It's https://moodle.%s/login, user %s, password %s. I'm off-grid until Monday.\n\nCheers",
	})
	txt := fmt.Sprintf(t, strings.Fields(n)[0], hbqDomain(), u, pw)
	return hbqS("admin-password", "mail", txt, []string{pw}, u)
}

func hbqMoodleCookie() Sample {
	s := hbqSession()
	host := "moodle." + hbqDomain()
	t := fmt.Sprintf(`Steps to reproduce (grader report times out):
1. Log in as a teacher, open the course, Grades > Grader report
2. Request from devtools:

GET /grade/report/grader/index.php?id=%s HTTP/2
Host: %s
Cookie: MoodleSession=%s; MOODLEID1_=%s
User-Agent: Mozilla/5.0 (Windows NT 10.0; Win64; x64)

Response: 504 after ~60s. Happens only for courses with >400 enrolments.`, hbqNum(4), host, s, rnd(hexs, 2)+"%25"+rnd("ABCDEF0123456789", 12))
	return hbqS("session-cookie", "ticket", t, []string{s}, host)
}

func hbqBlackboardYAML() Sample {
	appID := hbqUUID()
	sec := rnd(alnum, 32)
	t := fmt.Sprintf(`blackboard:
  base_url: https://blackboard.%s
  application_id: %s
  secret: %s
  term: "%s"
sync:
  interval_minutes: %d
  dry_run: %v
`, hbqDomain(), appID, sec, pick([]string{"2025FA", "2026SP", "SU25"}), 15*(1+rng.IntN(4)), rng.IntN(2) == 0)
	return hbqS("api-secret", "yaml", t, []string{sec}, appID)
}

func hbqBlackboardShare() Sample {
	pw := hbqPw()
	u := hbqUser()
	n := hbqFirstN()
	t := pick([]string{
		"%s I'm stuck at the airport, could you post the midterm grades in Bb for me? login is my usual %s, password %s. I'll change it tomorrow, promise",
		"Hi %s, Blackboard wants me to re-enrol in MFA and I can't do it from here. User: %s  PW: %s  — can you just upload the rubric for section 02?",
	})
	return hbqS("lms-password", "chat", fmt.Sprintf(t, n, u, pw), []string{pw}, u)
}

func hbqClassroomTokenJSON() Sample {
	cid := hbqNum(12) + "-" + rnd(lower+digits, 32) + ".apps.googleusercontent.com"
	cs := hbqGOCSPX()
	rt := hbqGoogleRefresh()
	t := fmt.Sprintf(`{
  "token_uri": "https://oauth2.googleapis.com/token",
  "client_id": "%s",
  "client_secret": "%s",
  "refresh_token": "%s",
  "scopes": ["https://www.googleapis.com/auth/classroom.coursework.students", "https://www.googleapis.com/auth/classroom.rosters.readonly"],
  "universe_domain": "googleapis.com",
  "account": "%s@%s"
}`, cid, cs, rt, hbqUser(), hbqDomain())
	return hbqS("oauth-refresh-token", "json", t, []string{cs, rt}, cid)
}

func hbqWorkspaceCurl() Sample {
	at := hbqYa29()
	t := fmt.Sprintf(`# list active classes for the audit
curl -sH "Authorization: Bearer %s" \
  "https://classroom.googleapis.com/v1/courses?courseStates=ACTIVE&pageSize=50" | jq '.courses | length'
%d`, at, 40+rng.IntN(400))
	return hbqS("bearer-token", "shell", t, []string{at})
}

func hbqLTINotes() Sample {
	key := pick([]string{"h5p", "turnitin", "padlet", "mcgraw", "pearson", "labster"}) + "_" + rnd(lower+digits, 6)
	sec := rnd(alnum, 24+rng.IntN(12))
	t := fmt.Sprintf(`## LTI 1.1 tools (legacy) — %s

| tool | consumer key | shared secret | notes |
|---|---|---|---|
| %s | %s | %s | %s |

Migrate to LTI 1.3 before the vendor drops 1.1 support.`, pick([]string{"admin notes", "Moodle", "Canvas external apps"}), strings.Split(key, "_")[0], key, sec, pick([]string{"course-level install", "account-level", "only for Science dept"}))
	return hbqS("lti-shared-secret", "markdown", t, []string{sec}, key)
}

func hbqSISTicket() Sample {
	sec := rnd(alnum+"-", 36+rng.IntN(8))
	pid := fmt.Sprint(100 + rng.IntN(900))
	t := fmt.Sprintf(`INC%s — PowerSchool plugin "%s" failing since %s

Requester: %s (Data & Assessment)
Description: nightly export to the district warehouse returns 401. Plugin id %s.
Client secret from the plugin page (System > System Settings > Plugin Management) is %s — I regenerated it once already.
Priority: 3`, hbqNum(7), pick([]string{"DW Export", "Attendance Bridge", "Naviance Sync"}), hbqDate(), hbqName(), pid, sec)
	return hbqS("oauth-client-secret", "ticket", t, []string{sec}, "Plugin id "+pid)
}

func hbqSISConnString() Sample {
	u := pick([]string{"sis_reader", "sis_etl", "ps_report", "campus_ro", "sims_export"})
	pw := hbqPwPlain()
	host := "sis-db" + fmt.Sprint(rng.IntN(3)+1) + "." + hbqDomain()
	var t string
	switch rng.IntN(3) {
	case 0:
		t = fmt.Sprintf("SIS_DATABASE_URL=postgresql://%s:%s@%s:5432/sis_prod?sslmode=require\n", u, pw, host)
	case 1:
		t = fmt.Sprintf("\"ConnectionStrings\": {\n  \"Sis\": \"Server=%s;Database=StudentInfo;User Id=%s;Password=%s;Encrypt=True;\"\n}", host, u, pw)
	default:
		t = fmt.Sprintf("Hi, the enrolment report in Power BI broke after the migration. I pointed it at mysql://%s:%s@%s/sis and it says access denied. Any idea? - %s", u, pw, host, hbqFirstN())
	}
	return hbqS("db-password", pick([]string{"config", "config", "chat"}), t, []string{pw}, u, host)
}

func hbqCleverEnv() Sample {
	tok := hbqHex(40)
	t := fmt.Sprintf(`# rostering sync
CLEVER_DISTRICT_ID=%s
CLEVER_DISTRICT_TOKEN=%s
SCHOOL_YEAR=%d
EXPORT_DIR=/srv/roster/out
`, hbqHex(24), tok, 2025+rng.IntN(2))
	return hbqS("api-token", "env", t, []string{tok})
}

func hbqSISIni() Sample {
	u := "svc_" + pick([]string{"simsync", "icsync", "arbor", "bromcom"})
	pw := hbqPwPlain()
	t := fmt.Sprintf(`[sis]
server = %s
port = %d
username = %s
password = %s

[export]
target = \\fs01\mis\exports
schedule = %s
`, hbqIP(), pick([]int{1433, 443, 8443}), u, pw, pick([]string{"daily 02:00", "hourly", "weekdays 18:30"}))
	return hbqS("service-password", "ini", t, []string{pw}, u)
}

func hbqProctorExamPw() Sample {
	pw := pick([]string{pick(hbqCapWords) + fmt.Sprint(rng.IntN(90)+10), pick(hbqLowWords) + rnd(digits, 3), rnd(alnum, 8)})
	c := pick(hbqCourses)
	n := hbqFirstN()
	t := pick([]string{
		"%s, for the %s final on Thursday the LockDown Browser exam password is %s. Only type it in for students who are physically in the room, not over Zoom.",
		"Hi %s! Proctoring info for %s midterm: Respondus password = %s. Please don't write it on the whiteboard this time 🙂",
		"Hola %s, la contraseña del examen de %s en LockDown Browser es %s. Dásela a los alumnos solo en el aula.",
	})
	return hbqS("exam-password", "chat", fmt.Sprintf(t, n, c, pw), []string{pw}, c)
}

func hbqSEBWiki() Sample {
	qp := hbqPw()
	t := fmt.Sprintf(`= Safe Exam Browser — exam room setup (%s) =

* Config file: SEB_finals_%d.seb (on the exams share)
* Quit password: %s
* Browser exam key check: enabled in the Moodle quiz settings
* If a laptop freezes: hold power, reboot, student re-enters the quiz; invigilator enters the quit password only after collecting the paper.
`, pick([]string{"Hall A", "Sports hall", "Library L2", "Room " + hbqRoom()}), 2025+rng.IntN(2), qp)
	return hbqS("exam-password", "wiki", t, []string{qp})
}

func hbqQuizPwMeeting() Sample {
	pw := pick(hbqLowWords) + pick([]string{"", "-", "_"}) + fmt.Sprint(rng.IntN(900)+100)
	c := pick(hbqCourses)
	t := fmt.Sprintf(`Dept meeting %s — notes (%s)
- Attendance: %s, %s, %s
- Reports due Friday
- %s retake quiz opens 9:00 Mon, quiz password %s (tell students in class only)
- Trip forms: still missing 6
- AOB: coffee machine fixed`, hbqDate(), hbqFirstN(), hbqFirstN(), hbqFirstN(), hbqFirstN(), c, pw)
	return hbqS("exam-password", "notes", t, []string{pw}, c)
}

func hbqProctorJSON() Sample {
	k := rnd(alnum, 20)
	s := rnd(alnum+"-_", 40)
	t := fmt.Sprintf(`{
  "proctoring": {
    "provider": "%s",
    "institution_id": %d,
    "api_key_id": "%s",
    "api_secret": "%s",
    "record_webcam": true,
    "allow_calculator": %v
  }
}`, pick([]string{"honorlock", "proctoru", "examity", "proctorexam"}), 1000+rng.IntN(9000), k, s, rng.IntN(2) == 0)
	return hbqS("api-secret", "json", t, []string{s}, k)
}

func hbqGradebookMailer() Sample {
	app := hbqGmailApp()
	from := hbqUser() + "@" + hbqDomain()
	t := fmt.Sprintf(`# send_progress.py - emails each parent their kid's progress summary
import smtplib, csv
from email.message import EmailMessage

SENDER = "%s"
APP_PASSWORD = "%s"   # gmail app password, NOT my normal one

with smtplib.SMTP_SSL("smtp.gmail.com", 465) as s:
    s.login(SENDER, APP_PASSWORD)
    for row in csv.DictReader(open("progress_%s.csv")):
        msg = EmailMessage()
        msg["To"] = row["parent_email"]
        msg["Subject"] = f"Progress report - {row['student']}"
        msg.set_content(row["summary"])
        s.send_message(msg)
`, from, app, pick([]string{"term1", "term2", "q3", "s1"}))
	return hbqS("app-password", "code", t, []string{app}, from)
}

func hbqWelcomeMail() Sample {
	u := hbqUser()
	pw := hbqTempPw()
	d := hbqDomain()
	t := pick([]string{
		"Subject: Your %[3]s account\n\nWelcome to %[3]s!\n\nUsername: %[1]s\nTemporary password: %[2]s\n\nYou will be asked to choose a new password at first sign-in. Set up MFA within 14 days.\n\nIT Service Desk",
		"Betreff: Ihr Hochschulkonto\n\nLiebe/r Studierende/r,\n\nIhre Kennung lautet %[1]s, das Initialpasswort ist %[2]s. Bitte ändern Sie es unter https://idm.%[3]s innerhalb von 7 Tagen.\n\nIhr Rechenzentrum",
		"Objet : compte ENT\n\nBonjour,\nidentifiant : %[1]s\nmot de passe provisoire : %[2]s\nÀ changer à la première connexion sur https://ent.%[3]s.\nCordialement, la vie scolaire",
	})
	return hbqS("initial-password", "mail", fmt.Sprintf(t, u, pw, d), []string{pw}, u)
}

func hbqCanvasSISImport() Sample {
	tok := hbqCanvasToken()
	acct := fmt.Sprint(1 + rng.IntN(200))
	t := fmt.Sprintf(`$ export CANVAS_TOKEN=%s
$ curl -s -H "Authorization: Bearer $CANVAS_TOKEN" -F attachment=@enrollments_%s.csv \
    "https://canvas.%s/api/v1/accounts/%s/sis_imports?import_type=instructure_csv"
{"id":%s,"workflow_state":"created","progress":0,"created_at":"%sT0%d:12:40Z"}`, tok, hbqDate(), hbqDomain(), acct, hbqNum(5), hbqDate(), rng.IntN(9))
	return hbqS("canvas-token", "shell", t, []string{tok}, "accounts/"+acct)
}

func hbqMoodleTokenOut() Sample {
	tok := hbqHex(32)
	pt := rnd(alnum, 64)
	u := hbqUser()
	pw := hbqPwPlain()
	t := fmt.Sprintf(`$ curl -s -d "username=%s&password=%s&service=moodle_mobile_app" https://moodle.%s/login/token.php
{"token":"%s","privatetoken":"%s"}`, u, pw, hbqDomain(), tok, pt)
	return hbqS("moodle-ws-token", "shell", t, []string{pw, tok, pt}, u)
}

func hbqPanoptoYAML() Sample {
	cid := hbqUUID()
	sec := rnd(alnum+"+/", 43) + "="
	t := fmt.Sprintf(`# lecture-capture provisioning
panopto:
  server: %s.hosted.panopto.com
  client_id: %s
  client_secret: "%s"
  default_folder: "%s lectures"
`, pick([]string{"northfield", "kingsbridge", "westbrook"}), cid, sec, pick(hbqCourses))
	return hbqS("oauth-client-secret", "yaml", t, []string{sec}, cid)
}
