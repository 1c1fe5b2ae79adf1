package main

import (
	"fmt"
	"strings"
)

// Diffs, commit messages, parent messages, magic links, inventories and VPN files.

func hbqExtraGens() []hbqGen {
	return []hbqGen{
		{5, hbqDiffHardcoded},
		{4, hbqCommitMsg},
		{5, hbqParentMsg},
		{5, hbqMagicLink},
		{4, hbqITMeeting},
		{4, hbqIPadCSV},
		{4, hbqVPNAuth},
		{4, hbqTDiffEnv},
		{4, hbqTCommitClean},
	}
}

func hbqDiffHardcoded() Sample {
	pw := hbqPwPlain()
	t := fmt.Sprintf(`diff --git a/tools/%[1]s.py b/tools/%[1]s.py
--- a/tools/%[1]s.py
+++ b/tools/%[1]s.py
@@ -%[2]d,7 +%[2]d,7 @@ import os
 SIS_HOST = "sis-db.%[3]s"
 SIS_USER = "report_ro"
-SIS_PASS = "%[4]s"
+SIS_PASS = os.environ["SIS_PASS"]
 
 def connect():
     return pymssql.connect(SIS_HOST, SIS_USER, SIS_PASS, "StudentInfo")`, pick([]string{"attendance_export", "sen_report", "timetable_pull"}), 3+rng.IntN(20), hbqDomain(), pw)
	return hbqS("db-password", "diff", t, []string{pw}, "report_ro")
}

func hbqCommitMsg() Sample {
	var k, what string
	switch rng.IntN(3) {
	case 0:
		k, what = hbqSendGrid(), "SendGrid key"
	case 1:
		k, what = hbqCanvasToken(), "Canvas token"
	default:
		k, what = hbqGhp(), "GitHub token"
	}
	t := fmt.Sprintf(`commit %s
Author: %s <%s@%s>
Date:   %s

    Remove hardcoded %s from config

    The old value %s was pushed to the public class repo on %s.
    It has been revoked; config now reads it from the environment.`, hbqHex(40), hbqName(), hbqUser(), hbqDomain(), hbqDate(), what, k, hbqDate())
	return hbqS("api-token", "commit", t, []string{k})
}

func hbqParentMsg() Sample {
	child := pick(hbqFirst)
	u := strings.ToLower(child) + rnd(digits, 2) + "@students." + hbqDomain()
	pw := pick([]string{pick(hbqCapWords) + rnd(digits, 3), pick(hbqLowWords) + rnd(digits, 2) + rnd("!?", 1), hbqPw()})
	t := pick([]string{
		"Dear Ms %[5]s,\n\n%[1]s can't log in to Google Classroom to hand in the science project. Her login is %[2]s and the password she uses is %[3]s. Could you check whether her account is locked?\n\nThank you,\n%[4]s",
		"Hello Mr %[5]s, sorry to bother you. %[1]s forgot which password they set, we wrote it down as %[3]s for %[2]s but it doesn't work. Can the school reset it? Regards, %[4]s",
	})
	return hbqS("student-password", "mail", fmt.Sprintf(t, child, u, pw, hbqName(), pick(hbqLast)), []string{pw}, u)
}

func hbqMagicLink() Sample {
	tok := rnd(b64url, 32+rng.IntN(16))
	host := pick([]string{"parents.", "portal.", "apply.", "exams."}) + hbqDomain()
	t := pick([]string{
		"Subject: Your sign-in link\n\nClick to sign in to the parent portal (valid for 15 minutes, one use):\nhttps://%s/auth/magic?token=%s\n\nIf you didn't ask for this, ignore this e-mail.",
		"%[3]s: hey the portal sent me this login link, does it work for you? https://%[1]s/login/verify?code=%[2]s — I want to see if it's the link or my browser",
	})
	var txt string
	if strings.Contains(t, "%[3]s") {
		txt = fmt.Sprintf(t, host, tok, hbqFirstN())
	} else {
		txt = fmt.Sprintf(t, host, tok)
	}
	return hbqS("login-link-token", pick([]string{"mail", "chat"}), txt, []string{tok}, host)
}

func hbqITMeeting() Sample {
	key := hbqWifiKey()
	ssid := pick([]string{"STAFF-5G", "Staff_WLAN", "Teachers-WLAN"})
	t := fmt.Sprintf(`IT team weekly — %s
Present: %s, %s, %s

1. Summer refresh: 120 laptops imaged, 14 to go.
2. %s key rotated after the leak in the student Discord. New key: %s — updated on the staff laptops via Intune, phones need it typed in manually.
3. Printer contract renewal: quote expected next week.
4. Next meeting moved to Thursday.`, hbqDate(), hbqFirstN(), hbqFirstN(), hbqFirstN(), ssid, key)
	return hbqS("wifi-key", "notes", t, []string{key}, ssid)
}

func hbqIPadCSV() Sample {
	rows := []string{"asset_tag,serial,assigned_to,screen_time_passcode,notes"}
	var secs, keep []string
	for i := 0; i < 2+rng.IntN(2); i++ {
		tag := "IPAD-" + hbqNum(4)
		code := hbqPIN(4)
		for strings.Contains(tag, code) {
			code = hbqPIN(4)
		}
		rows = append(rows, fmt.Sprintf("%s,%s,%s,%s,%s", tag, rnd(upper+digits, 12), pick([]string{"Learning Support", "Reception class", "Art dept", "Cart 2"}), code, pick([]string{"case cracked", "", "needs iPadOS update"})))
		secs = append(secs, code)
		keep = append(keep, tag)
	}
	return hbqS("device-passcode", "csv", strings.Join(rows, "\n"), secs, keep...)
}

func hbqVPNAuth() Sample {
	u := hbqUser()
	pw := hbqPwPlain()
	t := fmt.Sprintf(`$ cat ~/lab-vpn/auth.txt
%s
%s
$ sudo openvpn --config lab-vpn/%s.ovpn --auth-user-pass lab-vpn/auth.txt
%s OpenVPN 2.6.%d x86_64-pc-linux-gnu
%s Initialization Sequence Completed`, u, pw, pick([]string{"physics-lab", "remote-lab", "campus"}), hbqDate(), rng.IntN(12), hbqDate())
	return hbqS("vpn-password", "shell", t, []string{pw}, u)
}

func hbqTDiffEnv() Sample {
	t := fmt.Sprintf(`diff --git a/.env.example b/.env.example
--- a/.env.example
+++ b/.env.example
@@ -1,4 +1,5 @@
 CANVAS_BASE_URL=https://canvas.%s
-CANVAS_TOKEN=put-your-token-here
+CANVAS_TOKEN=
+# generate under Account > Settings > New access token, never commit the real one
 TERM_ID=%s`, hbqDomain(), pick([]string{"2025FA", "2026SP"}))
	return hbqT("trap-placeholder", "diff", t)
}

func hbqTCommitClean() Sample {
	t := fmt.Sprintf(`commit %s
Author: %s <%s@%s>
Date:   %s

    Read LTI shared secret from Vault instead of settings.py

    Closes #%d. The value itself was never in git; this just moves the
    lookup to vault:kv/lti/%s and adds a startup check.`, hbqHex(40), hbqName(), hbqUser(), hbqDomain(), hbqDate(), 10+rng.IntN(400), pick([]string{"h5p", "turnitin", "padlet"}))
	return hbqT("trap-commit-sha", "commit", t)
}
