package main

import (
	"fmt"
	"strings"
)

// Meeting notes, night audit handovers, guest messages, commits and diffs.

var hcmNotesGens = []func() Sample{
	hcmNtMeeting, hcmNtDiff, hcmNtNightAudit, hcmNtBackDoorVI, hcmNtRedsysES, hcmNtLockbox,
	hcmNtKeycard, hcmNtNVR, hcmNtVoice, hcmNtCompose, hcmNtOfficePCVI, hcmNtParkingES, hcmNtEnvDiff,
}

func hcmNtMeeting() Sample {
	code := hcmCode()
	t := fmt.Sprintf("Managers' meeting %s\nPresent: %s, %s, %s\n\n1. Summer menu tasting moved to the 14th\n2. Staff food: no more steak on family meal\n3. Security: alarm code changes Monday -> %s. Old one stops working 06:00.\n4. AOB: ice machine service booked\n",
		hcmDate(), hcmStaff(), hcmStaff(), hcmStaff(), code)
	return hcmS("alarm-code", "meeting-notes", t, []string{code}, "Summer menu tasting")
}

func hcmNtDiff() Sample {
	pw := hcmPassword()
	t := fmt.Sprintf("commit %s\nAuthor: %s <%s>\n\n    Read POS db password from env instead of config\n\ndiff --git a/config/pos.yml b/config/pos.yml\n--- a/config/pos.yml\n+++ b/config/pos.yml\n@@ -4,3 +4,3 @@ database:\n   host: 127.0.0.1\n   user: posapp\n-  password: %s\n+  password: ${POS_DB_PASSWORD}\n",
		rnd(hexs, 40), hcmStaff(), hcmEmailOf(hcmStaff()), pw)
	return hcmS("db-password", "diff", t, []string{pw}, "${POS_DB_PASSWORD}")
}

func hcmNtNightAudit() Sample {
	pw := hcmPassword()
	safe := hcmCode()
	user := "NA" + fmt.Sprint(hcmN(1, 9))
	t := fmt.Sprintf("Night audit handover - %s\nOpera login for the audit: %s, password %s\nFront desk safe: %s\nLate arrivals: room %d (Expedia, prepaid), room %d (walk-in, cash deposit taken)\nWake-up calls: 05:30 x2",
		hcmVenue(), user, pw, safe, hcmN(101, 420), hcmN(101, 420))
	if rng.IntN(2) == 0 {
		t = strings.Replace(t, "Front desk safe: "+safe+"\n", "", 1)
		return hcmS("pms-password", "handover", t, []string{pw}, "Opera login for the audit: "+user)
	}
	return hcmS("pms-password", "handover", t, []string{pw, safe}, "Opera login for the audit: "+user)
}

func hcmNtBackDoorVI() Sample {
	code := hcmCode()
	t := fmt.Sprintf("[Nhóm quản lý %s]\n%s: Mã cửa sau (lối nhân viên) từ mai là %s nhé\n%s: Dạ\n%s: Nhớ nhắc bạn giao hàng rau đừng bấm lung tung",
		hcmVenue(), hcmStaff(), code, hcmStaff(), hcmStaff())
	return hcmS("door-code", "chat", t, []string{code}, "Nhóm quản lý")
}

func hcmNtRedsysES() Sample {
	key := rnd(alnum+"+/", 32)
	fuc := rnd(digits, 9)
	t := fmt.Sprintf("Datos TPV virtual (pedidos web):\nNúmero de comercio (FUC): %s\nTerminal: 001\nClave secreta de encriptación (SHA-256): %s\nEntorno: real\n", fuc, key)
	return hcmS("payment-signing-key", "note", t, []string{key}, fuc)
}

func hcmNtLockbox() Sample {
	code := rnd(digits, 4)
	guest := pick([]string{"Anna", "Mr Haddad", "Tomás", "Ngọc", "Lars"})
	t := fmt.Sprintf("Hi %s! Self check-in for tonight: the key is in the lockbox to the left of the blue door, code %s. Apartment %d, second floor. Enjoy Seville!",
		guest, code, hcmN(1, 12))
	return hcmS("lockbox-code", "chat", t, []string{code}, "Self check-in")
}

func hcmNtKeycard() Sample {
	pw := hcmPassword()
	sys := pick([]string{"Salto ProAccess", "VingCard Vision", "Onity"})
	t := fmt.Sprintf("Key card encoder PC (reception): %s admin password is %s. Only duty managers issue master cards.", sys, pw)
	return hcmS("keycard-admin-password", "note", t, []string{pw}, sys)
}

func hcmNtNVR() Sample {
	pw := hcmPassword()
	ip := fmt.Sprintf("10.%d.%d.%d", hcmN(0, 20), hcmN(0, 20), hcmN(2, 250))
	t := fmt.Sprintf("CCTV recorder (Hikvision) - http://%s\nuser admin\npassword: %s\nKeeps 30 days. For police requests export to USB, don't email.", ip, pw)
	return hcmS("cctv-password", "note", t, []string{pw}, ip)
}

func hcmNtVoice() Sample {
	d := []string{rnd(digits, 1), rnd(digits, 1), rnd(digits, 1), rnd(digits, 1)}
	code := strings.Join(d, " ")
	t := fmt.Sprintf("Voice note transcript (%s): \"hey it's me, I'm stuck at the supplier, can you let the fish guy in? side door code is %s, then push hard, it sticks. thanks love\"", hcmStaff(), code)
	return hcmS("door-code", "transcript", t, []string{code}, "fish guy")
}

func hcmNtCompose() Sample {
	root := rnd(alnum, hcmN(14, 24))
	app := hcmPassword()
	t := fmt.Sprintf("services:\n  db:\n    image: mariadb:11\n    environment:\n      MYSQL_ROOT_PASSWORD: %s\n      MYSQL_DATABASE: hotel_site\n      MYSQL_USER: wp\n      MYSQL_PASSWORD: \"%s\"\n  wordpress:\n    image: wordpress:6-apache\n    ports: [\"8080:80\"]\n",
		root, app)
	if rng.IntN(2) == 0 {
		t = strings.Replace(t, "      MYSQL_USER: wp\n      MYSQL_PASSWORD: \""+app+"\"\n", "", 1)
		return hcmS("db-password", "yaml", t, []string{root}, "MYSQL_DATABASE: hotel_site")
	}
	return hcmS("db-password", "yaml", t, []string{root, app}, "MYSQL_DATABASE: hotel_site")
}

func hcmNtOfficePCVI() Sample {
	pw := hcmPassword()
	t := fmt.Sprintf("Máy tính văn phòng (để file lương): user KeToan, mật khẩu %s. Không cài thêm phần mềm lạ.", pw)
	return hcmS("pc-password", "note", t, []string{pw}, "KeToan")
}

func hcmNtParkingES() Sample {
	code := hcmCode()
	t := fmt.Sprintf("Estimado/a cliente:\n\nLe confirmamos su plaza de parking para los días de su estancia. Para entrar, marque el código %s en el teclado de la barrera. La plaza es la %d, planta -1.\n\nAtentamente,\nRecepción %s",
		code, hcmN(1, 60), hcmVenue())
	return hcmS("gate-code", "mail", t, []string{code}, "planta -1")
}

func hcmNtEnvDiff() Sample {
	oldk, newk := hcmSendGrid(), hcmSendGrid()
	t := fmt.Sprintf("diff --git a/.env.example b/.env\n--- a/.env.example\n+++ b/.env\n@@ -1,3 +1,3 @@\n BOOKING_FROM=reservas@%s.es\n-SENDGRID_API_KEY=%s\n+SENDGRID_API_KEY=%s\n LOG_LEVEL=info\n",
		hcmSlug(), oldk, newk)
	return hcmS("sendgrid-api-key", "diff", t, []string{oldk, newk}, "LOG_LEVEL=info")
}
