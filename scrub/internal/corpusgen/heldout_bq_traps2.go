package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// Traps (no secret) from research computing, grants, libraries and student projects.

func hbqTrapGens2() []hbqGen {
	return []hbqGen{
		{6, hbqTSSHPub},
		{5, hbqTSacct},
		{5, hbqTAllocMail},
		{5, hbqTGrantAward},
		{5, hbqTEZproxyStanza},
		{5, hbqTGHActions},
		{5, hbqTAWSSSO},
		{5, hbqTComposeSecretsFile},
		{5, hbqTStripePub},
		{5, hbqTGitLog},
		{5, hbqTSha256},
		{5, hbqTDockerDigest},
		{6, hbqTRequestID},
		{4, hbqTDataURI},
		{5, hbqTCitations},
		{5, hbqTPwManagerRef},
		{5, hbqTVaultRef},
		{5, hbqTRedactedBearer},
		{5, hbqTTOTPHowTo},
		{4, hbqTBackupTalk},
		{5, hbqTFlexLM},
		{5, hbqTPurchaseOrder},
		{4, hbqTTripIBAN},
		{4, hbqTChangeme},
		{4, hbqTPluginVersions},
		{4, hbqTIAMPolicy},
		{4, hbqTTwilioRef},
		{4, hbqTTracking},
	}
}

func hbqTSSHPub() Sample {
	t := pick([]string{
		"Hi Research Computing, I'm %s (PhD, %s group). Could you add my public key to my cluster account? ssh-keygen said it's fine to share this part:\n\n%s %s@laptop\n\nThanks!",
		"%s: here's my public key for the lab server, %s asked me to send it:\n%s %s@macbook",
	})
	return hbqT("trap-public-key", "ticket", fmt.Sprintf(t, hbqUser(), pick(hbqLast), hbqSSHPub(), hbqUser()))
}

func hbqTSacct() Sample {
	var rows []string
	for i := 0; i < 3+rng.IntN(3); i++ {
		rows = append(rows, fmt.Sprintf("%-12s %-10s %-10s %-10s %2d %-10s", hbqNum(7), pick([]string{"train", "eval", "prep", "bash"}), pick([]string{"gpu", "cpu", "debug"}), pick([]string{"cs5780", "ml-students", "bio-lab"}), 1+rng.IntN(32), pick([]string{"COMPLETED", "FAILED", "TIMEOUT", "RUNNING"})))
	}
	t := "$ sacct -u " + hbqUser() + " --format=JobID,JobName,Partition,Account,AllocCPUS,State\nJobID        JobName    Partition  Account    AllocCPUS State\n------------ ---------- ---------- ---------- -- ----------\n" + strings.Join(rows, "\n")
	return hbqT("trap-job-ids", "shell", t)
}

func hbqTAllocMail() Sample {
	t := fmt.Sprintf(`Subject: Allocation %s approved

Dear Dr %s,

your course allocation %s (%d,000 SUs, valid until %s) has been approved. Students log in with their university credentials and Duo; no separate passwords are issued. Add students at https://portal.hpc.%s/projects/%s.

Research Computing`, pick([]string{"CIS", "BIO", "PHY"})+hbqNum(6), pick(hbqLast), pick([]string{"TG-", "ACCESS-", "CS-"})+hbqNum(6), 10+rng.IntN(500), hbqDate(), hbqDomain(), rnd(lower, 6))
	return hbqT("trap-allocation", "mail", t)
}

func hbqTGrantAward() Sample {
	t := fmt.Sprintf(`Award notice
Award number: %s
PI: %s (ORCID %s-%s-%s-%s)
UEI: %s
Amount: $%d,%03d over %d years
Start date: %s
Program officer: %s
Please quote the award number in all correspondence.`, pick([]string{"R01GM", "R21MH", "NSF-"})+hbqNum(6), hbqName(), "0000", "000"+rnd(digits, 1), rnd(digits, 4), rnd(digits, 3)+rnd("0123456789X", 1), rnd(upper+digits, 12), 100+rng.IntN(900), rng.IntN(1000), 2+rng.IntN(4), hbqDate(), hbqName())
	return hbqT("trap-grant-ids", "notes", t)
}

func hbqTEZproxyStanza() Sample {
	db := pick([]string{"JSTOR", "ScienceDirect", "Web of Science", "PsycINFO", "IEEE Xplore"})
	host := map[string]string{"JSTOR": "www.jstor.org", "ScienceDirect": "www.sciencedirect.com", "Web of Science": "www.webofscience.com", "PsycINFO": "psycnet.apa.org", "IEEE Xplore": "ieeexplore.ieee.org"}[db]
	t := fmt.Sprintf(`# config.txt — database stanzas
Title %s
URL https://%s
Domain %s
HJ %s

Option Cookie
LoginPort %d
`, db, host, strings.TrimPrefix(host, "www."), host, 2048+rng.IntN(2000))
	return hbqT("trap-proxy-config", "config", t)
}

func hbqTGHActions() Sample {
	t := fmt.Sprintf(`name: autograde
on: [push]
jobs:
  grade:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-python@v5
        with: { python-version: "3.%d" }
      - run: pytest -q tests/
      - name: post score
        env:
          GH_TOKEN: ${{ secrets.CLASSROOM_TOKEN }}
          CANVAS_TOKEN: ${{ secrets.CANVAS_TOKEN }}
        run: python post_score.py --course %s`, 10+rng.IntN(4), hbqNum(5))
	return hbqT("trap-secret-reference", "yaml", t)
}

func hbqTAWSSSO() Sample {
	acct := rnd(digits, 12)
	t := fmt.Sprintf(`[profile lab-%s]
sso_session = %s
sso_account_id = %s
sso_role_name = ResearcherAccess
region = %s
# bucket arn:aws:s3:::%s-lab-raw, role arn:aws:iam::%s:role/ResearcherAccess`, pick([]string{"imaging", "genomics"}), pick([]string{"uni-sso", "campus"}), acct, pick([]string{"eu-west-2", "us-east-1"}), pick([]string{"nf", "kb"}), acct)
	return hbqT("trap-arn", "ini", t)
}

func hbqTComposeSecretsFile() Sample {
	t := `services:
  db:
    image: postgres:16
    environment:
      POSTGRES_USER: survey
      POSTGRES_PASSWORD_FILE: /run/secrets/db_password
    secrets: [db_password]
secrets:
  db_password:
    file: ./secrets/db_password.txt   # not in git, see README`
	if rng.IntN(2) == 0 {
		t = strings.ReplaceAll(t, "survey", pick([]string{"cohort", "thesis", "labdata"}))
	}
	return hbqT("trap-secret-reference", "yaml", t)
}

func hbqTStripePub() Sample {
	t := fmt.Sprintf(`// pta-shop/checkout.js — publishable key is safe in the browser
const stripe = Stripe("%s");
document.getElementById("pay").addEventListener("click", async () => {
  const { id } = await fetch("/api/checkout", { method: "POST" }).then(r => r.json());
  stripe.redirectToCheckout({ sessionId: id });
});`, hbqStripePub())
	return hbqT("trap-publishable-key", "code", t)
}

func hbqTGitLog() Sample {
	var rows []string
	for i := 0; i < 3+rng.IntN(3); i++ {
		rows = append(rows, fmt.Sprintf("commit %s\nAuthor: %s <%s@%s>\n\n    %s\n", hbqHex(40), hbqName(), hbqUser(), hbqDomain(), pick([]string{"fix off-by-one in late penalty", "add rubric for lab 4", "remove hardcoded token, read from env", "update roster import for new term", "autograder: bump timeout"})))
	}
	return hbqT("trap-commit-sha", "shell", "$ git log -n 4\n"+strings.Join(rows, "\n"))
}

func hbqTSha256() Sample {
	var rows []string
	for i := 0; i < 3+rng.IntN(3); i++ {
		rows = append(rows, hbqHex(64)+"  "+pick([]string{"survey_wave", "eeg_sub", "cohort", "scans"})+fmt.Sprintf("%02d", i+1)+pick([]string{".csv", ".parquet", ".nii.gz", ".zip"}))
	}
	return hbqT("trap-checksum", "shell", "$ sha256sum data/*\n"+strings.Join(rows, "\n"))
}

func hbqTDockerDigest() Sample {
	t := fmt.Sprintf(`$ docker pull ghcr.io/%s/autograder:%d.%d
%d.%d: Pulling from %s/autograder
Digest: sha256:%s
Status: Downloaded newer image for ghcr.io/%s/autograder:%d.%d`, "cs101-fall", 1, rng.IntN(9), 1, rng.IntN(9), "cs101-fall", hbqHex(64), "cs101-fall", 1, rng.IntN(9))
	return hbqT("trap-image-digest", "shell", t)
}

func hbqTRequestID() Sample {
	t := pick([]string{
		"%[1]s ERROR [canvas-sync] POST /api/v1/courses/%[2]s/enrollments -> 422 request_id=%[3]s trace=%[4]s",
		"Moodle error: \"Course module not found\" (errorcode invalidcoursemodule). Debug info: reqid %[3]s, host web%[2]s. Occurred %[1]s.",
		"%[1]s WARN gradebook-export job=%[2]s x-request-id: %[3]s traceparent: 00-%[4]s-%[5]s-01",
	})
	return hbqT("trap-request-id", "log", fmt.Sprintf(t, hbqDate()+"T"+hbqTime()+":0"+rnd(digits, 1)+"Z", hbqNum(5), hbqUUID(), hbqHex(32), hbqHex(16)))
}

func hbqTDataURI() Sample {
	raw := make([]byte, 60+rng.IntN(60))
	for i := range raw {
		raw[i] = byte(rng.IntN(256))
	}
	copy(raw, "\x89PNG\r\n\x1a\n")
	t := fmt.Sprintf(`<!-- school newsletter header -->
<img alt="%s crest" width="48" src="data:image/png;base64,%s">`, pick([]string{"Northfield", "Kingsbridge", "St Aidan's"}), base64.StdEncoding.EncodeToString(raw))
	return hbqT("trap-base64-image", "html", t)
}

func hbqTCitations() Sample {
	t := fmt.Sprintf(`References
1. %s et al. (%d). Formative feedback in large classes. Journal of Learning Analytics. https://doi.org/10.%d/%s
2. %s, %s (%d). Retrieval practice in secondary science. ISBN 978-%d-%d-%d-%d.
3. %s (%d). Proctoring and trust. arXiv:%d.%05d`, pick(hbqLast), 2015+rng.IntN(10), 1000+rng.IntN(9000), rnd(lower+digits, 8), pick(hbqLast), pick(hbqLast), 2010+rng.IntN(15), rng.IntN(9), 100+rng.IntN(900), 10000+rng.IntN(90000), rng.IntN(10), pick(hbqLast), 2020+rng.IntN(6), 2000+rng.IntN(600), rng.IntN(99999))
	return hbqT("trap-citation-ids", "markdown", t)
}

func hbqTPwManagerRef() Sample {
	t := pick([]string{
		"the exams safe code is in 1Password under \"Exams office\" — %s has access if I'm off",
		"Lab PC admin password: it's in the IT Keeper vault (folder Labs > Workstations, ask %s for access). Please don't write it on the whiteboard again.",
		"%s: where's the Wi-Fi key for the staff network? — Bitwarden, collection \"Staff\", I just shared it with you",
	})
	return hbqT("trap-password-reference", "chat", fmt.Sprintf(t, hbqFirstN()))
}

func hbqTVaultRef() Sample {
	t := fmt.Sprintf(`lms:
  db_host: db1.lms.%s
  db_user: moodleuser
  db_password: vault:secret/data/lms/prod#db_password
  smtp_password: "{{ lookup('hashi_vault', 'secret=secret/data/lms/smtp:password') }}"
  ws_token: "{{ secrets.MOODLE_WS_TOKEN }}"`, hbqDomain())
	return hbqT("trap-secret-reference", "yaml", t)
}

func hbqTRedactedBearer() Sample {
	t := pick([]string{
		"Steps: log in as student, open timetable.\nRequest: GET /api/v2/timetable?week=%s\nAuthorization: Bearer eyJhbGciOi…[redacted]\nResponse 500 (request id %s)",
		"canvas-sync log: using token %s~****************************** for sub-account %s, 401 Unauthorized",
		"Cookie: MoodleSession=[REDACTED]; MOODLEID1_=[REDACTED] — header from the HAR, %s (ref %s)",
	})
	return hbqT("trap-masked", "ticket", fmt.Sprintf(t, fmt.Sprint(1+rng.IntN(40)), hbqUUID()))
}

func hbqTTOTPHowTo() Sample {
	t := fmt.Sprintf(`## Setting up 2FA for the %s

1. Install an authenticator app (Microsoft Authenticator, Google Authenticator, Aegis).
2. Scan the QR code shown after login. If you can't scan it, tap "enter a setup key" and type the key shown on screen.
3. Enter the 6-digit code to confirm. Codes change every 30 seconds.
4. Save your 10 recovery codes somewhere safe (not in your email).`, pick([]string{"grants portal", "HPC cluster", "student records system", "VPN"}))
	return hbqT("trap-mfa-help", "markdown", t)
}

func hbqTBackupTalk() Sample {
	t := pick([]string{
		"%s: I've used 8 of my 10 backup codes for the MIS, how do I generate new ones? (I'm not pasting them here obviously)",
		"%s: lost my phone, the 2FA backup codes are at home in a drawer. Can IT issue a temporary bypass for today?",
	})
	return hbqT("trap-mfa-help", "chat", fmt.Sprintf(t, hbqFirstN()))
}

func hbqTFlexLM() Sample {
	t := fmt.Sprintf(`Site licences for lab machines:
- MATLAB: network licence, set LM_LICENSE_FILE=%d@lic01.%s
- ANSYS: ANSYSLMD_LICENSE_FILE=1055@lic02.%s
- SPSS: concurrent licence via the Sentinel server %s
No keys needed on the clients; if you see "licence checkout failed" you're probably off-campus without VPN.`, 27000+rng.IntN(10), hbqDomain(), hbqDomain(), hbqIP())
	return hbqT("trap-licence-server", "wiki", t)
}

func hbqTPurchaseOrder() Sample {
	t := fmt.Sprintf(`PO %s — %s
Vendor: %s
Invoice: INV-%s
Qty %d × site licence (%s–%s)
Quote ref: Q%s
Budget code: %s-%s
Delivered licence keys were sent to itprocurement@%s, not to this thread.`, hbqNum(8), pick([]string{"Science software", "Library databases", "Exam software"}), pick([]string{"Respondus", "Turnitin", "ChemDraw", "NVivo"}), hbqNum(6), 10+rng.IntN(500), hbqDate(), hbqDate(), hbqNum(6), rnd(upper, 3), rnd(digits, 4), hbqDomain())
	return hbqT("trap-order-numbers", "mail", t)
}

func hbqTTripIBAN() Sample {
	t := fmt.Sprintf(`Dear parents,

the %s trip costs €%d. Please transfer it by %s to:
%s Schulförderverein
IBAN: DE%s %s %s %s %s %s
Reference: %s + name of your child

Questions: %s, trips office.`, pick([]string{"Year 8 Berlin", "ski", "geography field"}), 80+rng.IntN(400), hbqDate(), pick([]string{"Gymnasium Hafenstadt", "Realschule Felsberg"}), rnd(digits, 2), rnd(digits, 4), rnd(digits, 4), rnd(digits, 4), rnd(digits, 4), rnd(digits, 2), "TRIP-"+hbqNum(4), hbqName())
	return hbqT("trap-iban", "mail", t)
}

func hbqTChangeme() Sample {
	t := fmt.Sprintf(`# lab-vm/cloud-init.yaml — TEMPLATE, copy per student and fill in
users:
  - name: %s
    lock_passwd: false
    plain_text_passwd: changeme   # replace with the generated value before provisioning
    ssh_authorized_keys:
      - <student public key>`, pick([]string{"student", "labuser", "ubuntu"}))
	return hbqT("trap-placeholder", "yaml", t)
}

func hbqTPluginVersions() Sample {
	t := fmt.Sprintf(`Moodle %d.%d.%d+ (Build: %s)
mod_hvp           %d.%d   (20%s)
quizaccess_seb    %d.%d.%d
local_ezproxy     %s
theme_boost_union %d.%d-r%d`, 4, rng.IntN(6), rng.IntN(12), "2025"+rnd(digits, 4), 1+rng.IntN(2), rng.IntN(30), rnd(digits, 8), 4, rng.IntN(5), rng.IntN(9), "v"+fmt.Sprint(rng.IntN(3))+"."+fmt.Sprint(rng.IntN(9)), 4, rng.IntN(5), rng.IntN(9))
	return hbqT("trap-version", "notes", t)
}

func hbqTIAMPolicy() Sample {
	acct := rnd(digits, 12)
	t := fmt.Sprintf(`{
  "Version": "2012-10-17",
  "Statement": [{
    "Effect": "Allow",
    "Principal": {"AWS": "arn:aws:iam::%s:role/StudentLab-%s"},
    "Action": ["s3:GetObject", "s3:ListBucket"],
    "Resource": ["arn:aws:s3:::%s-course-data", "arn:aws:s3:::%s-course-data/*"]
  }]
}`, acct, rnd(digits, 3), pick([]string{"cs101", "ds200"}), pick([]string{"cs101", "ds200"}))
	return hbqT("trap-arn", "json", t)
}

func hbqTTwilioRef() Sample {
	t := fmt.Sprintf(`TWILIO_ACCOUNT_SID=AC%s
TWILIO_AUTH_TOKEN=${TWILIO_AUTH_TOKEN}
TWILIO_FROM=+4477%s
# the auth token is injected by the deploy pipeline`, hbqHex(32), rnd(digits, 8))
	return hbqT("trap-env-reference", "env", t)
}

func hbqTTracking() Sample {
	t := fmt.Sprintf(`Chromebook delivery for %s
Order: SO-%s   Tracking: 1Z%s
Serials (first 3): %s, %s, %s
Enrolment will be done by IT on %s.`, pick([]string{"Year 7", "Grade 6", "the library"}), hbqNum(7), rnd(upper+digits, 16), rnd(upper+digits, 10), rnd(upper+digits, 10), rnd(upper+digits, 10), hbqDate())
	return hbqT("trap-tracking-number", "mail", t)
}
