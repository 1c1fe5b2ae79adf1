package main

import (
	"fmt"
	"strings"
)

// Traps: ordinary school text and identifiers that must come back unchanged.

func hasISBN() string {
	d := "978" + fmt.Sprint(hasN(0, 1)) + hasR(digits, 8)
	sum := 0
	for i, c := range d {
		w := 1
		if i%2 == 1 {
			w = 3
		}
		sum += int(c-'0') * w
	}
	chk := (10 - sum%10) % 10
	return fmt.Sprintf("%s-%s-%s-%s-%d", d[:3], d[3:4], d[4:8], d[8:12], chk)
}

func hasCourse() string {
	return hasP("MATH", "ENG", "BIO", "CHEM", "HIST", "SPAN", "FREN", "CS", "ART", "PE", "MUS", "PHYS") + hasP("-", " ", "") + fmt.Sprint(hasN(100, 499)) + hasP("", "H", "AP", "-0"+fmt.Sprint(hasN(1, 9)))
}

func hasStudentID() string {
	return hasP("S", "", "STU-", "") + fmt.Sprint(hasN(100000, 9999999))
}

func hasTrapSchoolSample() Sample {
	switch rng.IntN(24) {
	case 0:
		return hasTrap("student-id", "chat", fmt.Sprintf("can you check why student %s isn't showing up in %s period %d?", hasStudentID(), hasCourse(), hasN(1, 7)))
	case 1:
		var rows []string
		rows = append(rows, "| Student ID | Name | Quiz 1 | Quiz 2 | Final |", "|---|---|---|---|---|")
		for i := 0; i < hasN(3, 6); i++ {
			rows = append(rows, fmt.Sprintf("| %d | %s | %d | %d | %d%% |", hasN(200000, 299999), hasFull(), hasN(5, 10), hasN(5, 10), hasN(55, 100)))
		}
		return hasTrap("grade-table", "markdown", strings.Join(rows, "\n"))
	case 2:
		t := hasN(7*60+25, 8*60+30)
		length := hasN(42, 55)
		var lines []string
		lines = append(lines, fmt.Sprintf("Bell schedule (%s)", hasP("regular day", "late start", "early release", "assembly day", "testing week")))
		for i := 1; i <= hasN(4, 7); i++ {
			name := fmt.Sprintf("Period %d", i)
			if i == 3 && hasCoin() {
				name = hasP("Advisory", "Homeroom", "Lunch A", "Flex")
			}
			lines = append(lines, fmt.Sprintf("%-9s %d:%02d – %d:%02d", name, t/60, t%60, (t+length)/60, (t+length)%60))
			t += length + hasN(4, 6)
		}
		return hasTrap("bell-schedule", "notes", strings.Join(lines, "\n"))
	case 3:
		return hasTrap("isbn", "chat", fmt.Sprintf("the library has %d copies of ISBN %s, call number %s %s", hasN(2, 30), hasISBN(), hasP("FIC", "NF 599.", "J 523."), strings.ToUpper(hasP(hasLast...)[:3])))
	case 4:
		return hasTrap("lesson-plan", "notes", fmt.Sprintf("Lesson plan — %s, unit %d\nObjective: students can solve two-step equations.\nWarm-up (5 min): 3x + 4 = 19\nGuided practice: p. %d #1–%d\nExit ticket on Google Forms\nStandard: CCSS.MATH.CONTENT.%d.EE.B.%d", hasCourse(), hasN(1, 9), hasN(40, 300), hasN(10, 30), hasN(6, 8), hasN(3, 4)))
	case 5:
		return hasTrap("room-number", "chat", fmt.Sprintf("PD session moved from room %d to the library (room %s), starts at %d:%02d", hasN(100, 330), hasP("L-1", "M101", "B-214", "204A"), hasN(1, 3), hasN(0, 5)*10))
	case 6:
		return hasTrap("test-scores", "csv", fmt.Sprintf("student_id,test,scale_score,percentile\n%d,MAP Reading,%d,%d\n%d,MAP Math,%d,%d\n%d,SAT,%d,%d", hasN(100000, 999999), hasN(180, 250), hasN(1, 99), hasN(100000, 999999), hasN(180, 250), hasN(1, 99), hasN(100000, 999999), hasN(900, 1600), hasN(1, 99)))
	case 7:
		return hasTrap("seat-numbers", "notes", fmt.Sprintf("Exam seating, gym\nRow A seats 1-%d: last names A–F\nRow B seats 1-%d: G–M\nCandidate numbers start at %04d", hasN(20, 30), hasN(20, 30), hasN(1000, 4000)))
	case 8:
		return hasTrap("assignment-id", "chat", fmt.Sprintf("Canvas assignment %d (course %d) has the wrong due date, should be %d/%d at 11:59pm", hasN(1000000, 9999999), hasN(10000, 99999), hasN(1, 12), hasN(1, 28)))
	case 9:
		return hasTrap("teacher-chat", "chat-es", fmt.Sprintf("Mañana no hay clase de %s, los alumnos de %dº van a la excursión. Salida a las %d:30 desde la puerta %d.", hasP("matemáticas", "historia", "inglés"), hasN(1, 6), hasN(7, 9), hasN(1, 4)))
	case 10:
		return hasTrap("teacher-chat", "chat-de", fmt.Sprintf("Die Klassenarbeit der %d%s wird auf Donnerstag verschoben, Raum %d. Bitte Taschenrechner mitbringen.", hasN(5, 10), hasP("a", "b", "c"), hasN(100, 300)))
	case 11:
		return hasTrap("teacher-chat", "chat-ja", fmt.Sprintf("%d年%d組の保護者会は%d月%d日の午後%d時からです。会場は多目的室です。", hasN(1, 6), hasN(1, 5), hasN(1, 12), hasN(1, 28), hasN(1, 5)))
	case 12:
		return hasTrap("teacher-chat", "chat-fr", fmt.Sprintf("Conseil de classe de la %s le %d mars à 17h, salle %d. Pensez à remplir les appréciations sur Pronote.", hasP("3e B", "4e A", "2nde 5"), hasN(1, 28), hasN(100, 220)))
	case 13:
		return hasTrap("teacher-chat", "chat-zh", fmt.Sprintf("%d班的数学期中考试平均分是%d.%d分，最高分%d分。", hasN(1, 12), hasN(60, 90), hasN(0, 9), hasN(95, 100)))
	case 14:
		return hasTrap("teacher-chat", "chat-ar", fmt.Sprintf("اجتماع أولياء الأمور يوم الخميس الساعة %d مساءً في القاعة %d", hasN(4, 7), hasN(1, 20)))
	case 15:
		return hasTrap("teacher-chat", "chat-ru", fmt.Sprintf("Контрольная по алгебре в %d «%s» классе переносится на %d-й урок, кабинет %d.", hasN(5, 11), hasP("А", "Б", "В"), hasN(1, 7), hasN(100, 320)))
	case 16:
		return hasTrap("roster", "csv", fmt.Sprintf("student_id,last,first,grade,homeroom,email\n%d,%s,%s,%d,%d,%s\n%d,%s,%s,%d,%d,%s", hasN(200000, 299999), hasUpperFirst(hasP(hasLast...)), hasUpperFirst(hasName()), hasN(6, 8), hasN(100, 330), hasEmail(), hasN(200000, 299999), hasUpperFirst(hasP(hasLast...)), hasUpperFirst(hasName()), hasN(6, 8), hasN(100, 330), hasEmail()))
	case 17:
		return hasTrap("chromebook", "chat", fmt.Sprintf("Chromebook serial %s (asset tag %s-%05d) has a cracked screen, student %s, cart %d", strings.ToUpper(hasR("abcdefghjkmnpqrstuvwxyz0123456789", 10)), strings.ToUpper(hasP(hasDistricts...)[:3]), hasN(1, 99999), hasStudentID(), hasN(1, 20)))
	case 18:
		return hasTrap("sub-notes", "notes", fmt.Sprintf("Sub plans for %s\n- Period 1: silent reading, pages %d–%d\n- Period 2: worksheet in the red tray\n- %s may leave at 10:15 for speech\n- Emergency folder is on the hook by the door", hasFull(), hasN(10, 100), hasN(101, 200), hasUpperFirst(hasName())))
	case 19:
		return hasTrap("course-codes", "chat", fmt.Sprintf("%s and %s conflict in block %s for %d students; can we move %s to block %s?", hasCourse(), hasCourse(), hasP("A", "B", "C", "D"), hasN(3, 40), hasCourse(), hasP("E", "F", "G")))
	case 20:
		return hasTrap("library", "chat", fmt.Sprintf("Overdue list: %d items, barcode range %d–%d, oldest due %d/%d", hasN(5, 90), hasN(30000000, 30999999), hasN(31000000, 31999999), hasN(1, 12), hasN(1, 28)))
	case 21:
		return hasTrap("printer", "chat", fmt.Sprintf("printer %s in room %d is out of toner (needs %s), tray %d jammed too", hasP("LIB-MFP-2", "B-WING-HP", "Ricoh IM C3000", "Xerox C8155"), hasN(100, 330), hasP("CF258X", "TN-760", "842311", "006R01701"), hasN(1, 4)))
	case 22:
		return hasTrap("attendance", "log", fmt.Sprintf("%s attendance: period %d section %s-%02d marked %d present, %d absent, %d tardy", hasTS(), hasN(1, 7), hasCourse(), hasN(1, 12), hasN(15, 32), hasN(0, 5), hasN(0, 3)))
	default:
		return hasTrap("teacher-chat", "chat-ko", fmt.Sprintf("%d학년 %d반 수행평가는 %d월 %d일까지 제출입니다. 과학실 %d호에서 진행합니다.", hasN(1, 3), hasN(1, 10), hasN(1, 12), hasN(1, 28), hasN(1, 5)))
	}
}

func hasTrapIDSample() Sample {
	switch rng.IntN(22) {
	case 0:
		return hasTrap("git-sha", "chat", fmt.Sprintf("the roster fix is in commit %s, deployed to staging", hasHex(40)))
	case 1:
		return hasTrap("git-sha", "shell", fmt.Sprintf("$ git log --oneline -3\n%s Fix grade rounding for weighted categories\n%s Add bell schedule for late start\n%s Bump moodle to 4.%d", hasHex(7), hasHex(7), hasHex(7), hasN(1, 4)))
	case 2:
		return hasTrap("checksum", "text", fmt.Sprintf("%s  chromeos_%d.%d.%d_recovery.bin", hasHex(64), hasN(15000, 16200), hasN(0, 99), hasN(0, 9)))
	case 3:
		return hasTrap("uuid", "chat", fmt.Sprintf("the OneRoster sourcedId for that class is %s", hasUUID()))
	case 4:
		return hasTrap("request-id", "log", fmt.Sprintf("%s ERROR sis-api request_id=%s path=/ws/v1/student/%d status=504 duration=%dms", hasTS(), hasUUID(), hasN(1000, 99999), hasN(3000, 30000)))
	case 5:
		return hasTrap("build-id", "ci", fmt.Sprintf("Build #%d (%s) finished: SUCCESS\nArtifact: gradebook-%d.%d.%d.zip\nsha256: %s", hasN(100, 9999), hasHex(12), hasN(1, 5), hasN(0, 20), hasN(0, 50), hasHex(64)))
	case 6:
		return hasTrap("version", "chat", fmt.Sprintf("Chrome OS %d.0.%d.%d is pinned for testing week; Respondus LockDown Browser %d.%d.%d.%02d", hasN(118, 130), hasN(6000, 6300), hasN(10, 200), hasN(2, 3), hasN(0, 1), hasN(0, 9), hasN(0, 99)))
	case 7:
		return hasTrap("image-digest", "yaml", fmt.Sprintf("image: ghcr.io/%s/attendance-api@sha256:%s\nreplicas: %d", hasP(hasDistricts...), hasHex(64), hasN(1, 4)))
	case 8:
		return hasTrap("ticket", "chat", fmt.Sprintf("see INC%07d and RITM%07d, both about Clever badges not printing", hasN(1, 9999999), hasN(1, 9999999)))
	case 9:
		return hasTrap("phone", "email", fmt.Sprintf("Front office: (%d) %d-%04d\nAttendance line: (%d) %d-%04d ext. %d\nFax: +1 %d %d %04d", hasN(200, 989), hasN(200, 989), hasN(0, 9999), hasN(200, 989), hasN(200, 989), hasN(0, 9999), hasN(100, 999), hasN(200, 989), hasN(200, 989), hasN(0, 9999)))
	case 10:
		return hasTrap("date", "notes", fmt.Sprintf("Key dates: first day %d-08-%02d, winter break 12/%d–1/%d, state testing %d-04-%02d to %d-05-%02d", hasN(2024, 2026), hasN(10, 28), hasN(18, 23), hasN(2, 6), hasN(2025, 2027), hasN(1, 28), hasN(2025, 2027), hasN(1, 20)))
	case 11:
		return hasTrap("product-code", "chat", fmt.Sprintf("ordered %d replacement chargers, part no. %s-%s, PO %d-%04d", hasN(5, 60), strings.ToUpper(hasR(lower, 2))+fmt.Sprint(hasN(100, 999)), strings.ToUpper(hasR(lower+digits, 6)), hasN(2024, 2026), hasN(1, 9999)))
	case 12:
		return hasTrap("mac-address", "log", fmt.Sprintf("%s DHCPACK on 10.%d.%d.%d to %s:%s:%s:%s:%s:%s (CB-%04d) via vlan%d", hasTS(), hasN(10, 40), hasN(0, 255), hasN(2, 250), hasHex(2), hasHex(2), hasHex(2), hasHex(2), hasHex(2), hasHex(2), hasN(1, 9999), hasN(10, 99)))
	case 13:
		return hasTrap("git-sha", "diff", fmt.Sprintf("diff --git a/bells.json b/bells.json\nindex %s..%s 100644\n--- a/bells.json\n+++ b/bells.json\n@@ -3 +3 @@\n-  \"lunchA\": \"11:15\"\n+  \"lunchA\": \"11:20\"", hasHex(7), hasHex(7)))
	case 14:
		return hasTrap("checksum", "chat", fmt.Sprintf("md5 of the exam PDF is %s, make sure the copy on the USB matches before printing", hasHex(32)))
	case 15:
		return hasTrap("uuid", "json", fmt.Sprintf("{\n  \"sourcedId\": \"%s\",\n  \"status\": \"active\",\n  \"dateLastModified\": \"2025-0%d-1%dT00:00:00Z\",\n  \"title\": \"%s\"\n}", hasUUID(), hasN(1, 9), hasN(0, 9), hasCourse()))
	case 16:
		return hasTrap("device-id", "chat", fmt.Sprintf("Google Admin device id %s shows last sync %d days ago, OU /Students/%s", hasUUID(), hasN(2, 90), hasP("Grade 6", "Grade 7", "HS", "Loaners")))
	case 17:
		return hasTrap("commit-ref", "chat", fmt.Sprintf("revert %s please, it broke the report cards (PR #%d)", hasHex(hasP2(8, 12)), hasN(10, 999)))
	case 18:
		return hasTrap("trace-id", "log", fmt.Sprintf("traceparent: 00-%s-%s-01\nx-request-id: %s", hasHex(32), hasHex(16), hasHex(20)))
	case 19:
		return hasTrap("version", "text", fmt.Sprintf("Moodle %d.%d.%d+ (Build: 2024%02d%02d)\nPHP %d.%d.%d\nDatabase: mariadb 10.%d.%d", hasN(4, 5), hasN(0, 4), hasN(1, 9), hasN(1, 12), hasN(1, 28), 8, hasN(1, 3), hasN(1, 20), hasN(5, 11), hasN(1, 9)))
	case 20:
		return hasTrap("exam-id", "chat", fmt.Sprintf("AP exam order confirmation %s, school code %06d, %d students registered", strings.ToUpper(hasR(upper+digits, 10)), hasN(100000, 999999), hasN(20, 300)))
	default:
		return hasTrap("fingerprint", "chat", fmt.Sprintf("the server's SSH host key fingerprint is SHA256:%s, confirm before you type yes", hasR(alnum+"+/", 43)))
	}
}
