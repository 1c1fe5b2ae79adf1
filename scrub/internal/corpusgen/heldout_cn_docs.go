package main

import (
	"fmt"
	"strings"
)

// Handover documents, RFIs, meeting notes and the firm's IT around them: cloud keys for the
// drawings archive, service accounts, webhooks, databases, SSH keys, vendor tokens.

func hcnDocGens() []hcnGen {
	return []hcnGen{
		{5, hcnAWSDrawings}, {4, hcnAWSCsv}, {5, hcnAlibaba}, {3, hcnTencent},
		{5, hcnGSAJSON}, {5, hcnSlackHook}, {4, hcnTeamsHook}, {4, hcnDiscordHook}, {3, hcnZapierHook},
		{5, hcnDBConn}, {5, hcnDBConnFr}, {4, hcnSSHKey}, {4, hcnGitHubPAT}, {4, hcnSendGrid},
		{4, hcnStripeSecret}, {6, hcnRFIPortal}, {5, hcnHandoverBMS}, {5, hcnHandoverBMSar},
		{4, hcnMagicLink}, {4, hcnSessionCookie}, {4, hcnCommitLeak}, {4, hcnSFTPClient},
		{4, hcnVPNPsk}, {5, hcnSafeCode}, {4, hcnSlackBot},
	}
}

func hcnAKIA() string {
	return pick([]string{"AKIA", "AKIA", "ASIA"}) + rnd("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)
}
func hcnAWSSecret() string {
	return rnd(alnum+"+/", 40)
}

func hcnAWSDrawings() Sample {
	id := hcnAKIA()
	sec := hcnAWSSecret()
	bucket := pick([]string{"hollis-drawings-archive", "vitruve-dce-pdf", "alnoor-bim-backup", "meridian-asbuilt"})
	hcnFmt, text := hcnPair(
		[2]string{"ini", "[default]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = %s\n# used by the nightly sync of s3://%s"},
		[2]string{"shell", "$ export AWS_ACCESS_KEY_ID=%s\n$ export AWS_SECRET_ACCESS_KEY=%s\n$ export AWS_DEFAULT_REGION=%s\n$ aws s3 sync ./issued s3://%s/issued --exclude '*.bak'\nupload: issued/A-101_RevC.pdf to s3://.../A-101_RevC.pdf"},
	)
	text = fmt.Sprintf(text, id, sec, pick([]string{"eu-west-2", "eu-west-3", "me-central-1", "me-south-1"}), bucket)
	return hcnS("aws-access-key", hcnFmt, text, hcnL(id, sec), bucket)
}

func hcnAWSCsv() Sample {
	id := hcnAKIA()
	sec := hcnAWSSecret()
	user := pick([]string{"svc-plotter-scan", "bim-backup", "drone-upload", "procore-export"})
	text := fmt.Sprintf("Here's the credentials file IT sent for the scan-to-S3 setup:\n\nUser name,Password,Access key ID,Secret access key,Console login link\n%s,,%s,%s,https://%s.signin.aws.amazon.com/console", user, id, sec, rnd(digits, 12))
	return hcnS("aws-access-key", "csv", text, hcnL(id, sec), user)
}

func hcnAlibaba() Sample {
	id := "LTAI" + rnd(alnum, pick([]int{16, 20}))
	sec := rnd(alnum, 30)
	text := fmt.Sprintf("إعدادات تخزين OSS لأرشيف المخططات (مشروع %s):\nAccessKey ID: %s\nAccessKey Secret: %s\nBucket: asbuilt-archive-%s\nالمنطقة: me-east-1", hcnProject("ar"), id, sec, rnd(lower+digits, 5))
	return hcnS("alibaba-access-key", "note", text, hcnL(id, sec))
}

func hcnTencent() Sample {
	id := "AKID" + rnd(alnum, 32)
	sec := rnd(alnum, 32)
	text := fmt.Sprintf("cos:\n  region: ap-singapore\n  bucket: site-photos-%d\n  secret_id: %s\n  secret_key: %s\n", hcnN(1250000000, 1259999999), id, sec)
	return hcnS("tencent-access-key", "yaml", text, hcnL(id, sec))
}

func hcnPEMBody() []string {
	var lines []string
	for i := 0; i < hcnN(4, 7); i++ {
		lines = append(lines, rnd(alnum+"+/", 64))
	}
	lines = append(lines, rnd(alnum+"+/", hcnN(20, 60))+"=")
	return lines
}

func hcnGSAJSON() Sample {
	kid := hcnHex(40)
	body := hcnPEMBody()
	proj := pick([]string{"site-photos-ai", "drone-ortho-pipeline", "rfi-assistant", "bim-dashboard"}) + "-" + fmt.Sprint(hcnN(100000, 999999))
	pk := "-----BEGIN PRIVATE KEY-----\\n" + strings.Join(body, "\\n") + "\\n-----END PRIVATE KEY-----\\n"
	email := "sync@" + proj + ".iam.gserviceaccount.com"
	text := fmt.Sprintf("{\n  \"type\": \"service_account\",\n  \"project_id\": \"%s\",\n  \"private_key_id\": \"%s\",\n  \"private_key\": \"%s\",\n  \"client_email\": \"%s\",\n  \"client_id\": \"%s\",\n  \"token_uri\": \"https://oauth2.googleapis.com/token\"\n}", proj, kid, pk, email, rnd(digits, 21))
	block := strings.TrimSuffix(pk, "\\n")
	return hcnS("gcp-service-account-key", "json", text, hcnL(kid, block), email, proj)
}

func hcnSlackHook() Sample {
	url := fmt.Sprintf("https://hooks.slack.com/services/T%s/B%s/%s", rnd(upper+digits, 8), rnd(upper+digits, 10), rnd(alnum, 24))
	hcnFmt, text := hcnPair(
		[2]string{"env", "# posts concrete pour alerts to #site-ops\nSLACK_WEBHOOK_URL=%s\nPOUR_ALERT_HOURS=24"},
		[2]string{"chat", "The daily diary bot posts to #riverside-site via %s – if you change channels just make a new one."},
		[2]string{"yaml", "notifications:\n  slack:\n    webhook: %s\n    channel: \"#rfi-tracker\""},
	)
	return hcnS("slack-webhook", hcnFmt, fmt.Sprintf(text, url), hcnL(url))
}

func hcnTeamsHook() Sample {
	url := fmt.Sprintf("https://%s.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s/%s", pick([]string{"hollisbuild", "vitruve", "alnooreng"}), hcnUUID(), hcnUUID(), hcnHex(32), hcnUUID())
	text := fmt.Sprintf("Le connecteur Teams pour le canal « Chantier – Alertes météo » :\n%s\nÀ coller dans la config du script météo (grue à l'arrêt si vent > 72 km/h).", url)
	if rng.IntN(2) == 0 {
		text = fmt.Sprintf("Power Automate flow 'New Procore RFI' → Teams channel. Incoming webhook URL:\n%s", url)
	}
	return hcnS("teams-webhook", "note", text, hcnL(url))
}

func hcnDiscordHook() Sample {
	url := fmt.Sprintf("https://discord.com/api/webhooks/%s/%s", rnd(digits, 19), rnd(b64url, 68))
	text := fmt.Sprintf("%s: made a webhook for the drone team's discord so the flight logs post automatically: %s\n%s: nice", hcnFirst("en"), url, hcnFirst("en"))
	return hcnS("discord-webhook", "chat", text, hcnL(url))
}

func hcnZapierHook() Sample {
	url := fmt.Sprintf("https://hooks.zapier.com/hooks/catch/%d/%s/", hcnN(1000000, 9999999), rnd(lower+digits, 7))
	text := fmt.Sprintf("Form 'Site incident report' → Zapier → Procore observation.\nZap trigger URL (anyone with it can create observations!): %s", url)
	return hcnS("zapier-webhook", "note", text, hcnL(url))
}

func hcnDBConn() Sample {
	user := pick([]string{"procore_sync", "bimdash", "costapp", "rfi_bot"})
	pw := hcnURLPw()
	host := pick([]string{"pg01", "sql-cost", "db-bim"}) + ".hq.internal"
	var text string
	hcnFmt := "env"
	switch rng.IntN(3) {
	case 0:
		text = fmt.Sprintf("DATABASE_URL=postgres://%s:%s@%s:5432/%s?sslmode=require", user, pw, host, pick([]string{"costs", "rfis", "bimdash"}))
	case 1:
		hcnFmt = "xml"
		text = fmt.Sprintf("<connectionStrings>\n  <add name=\"CostDb\" connectionString=\"Server=%s;Database=JobCost;User Id=%s;Password=%s;Encrypt=True\" />\n</connectionStrings>", host, user, pw)
	default:
		hcnFmt = "yaml"
		text = fmt.Sprintf("spring:\n  datasource:\n    url: jdbc:mysql://%s:3306/rfi\n    username: %s\n    password: %s\n", host, user, pw)
	}
	return hcnS("db-password", hcnFmt, text, hcnL(pw), user, host)
}

func hcnDBConnFr() Sample {
	pw := hcnPw()
	host := "srv-metre" + fmt.Sprint(hcnN(1, 5))
	text := fmt.Sprintf("Bonjour %s,\n\nPour brancher l'outil de métrés sur la base des prix, utilise le serveur %s, base BDPRIX, utilisateur lecture_metre et le mot de passe %s (lecture seule).\n\nA+\n%s",
		hcnFirst("fr"), host, pw, hcnFirst("fr"))
	return hcnS("db-password", "mail", text, hcnL(pw), host, "lecture_metre")
}

func hcnSSHKey() Sample {
	body := hcnPEMBody()
	block := "-----BEGIN OPENSSH PRIVATE KEY-----\n" + strings.Join(body, "\n") + "\n-----END OPENSSH PRIVATE KEY-----"
	host := hcnHost()
	text := fmt.Sprintf("Key for the backup job on %s (user backup). Save as ~/.ssh/id_site_backup, chmod 600:\n\n%s\n", host, block)
	if rng.IntN(2) == 0 {
		return hcnS("ssh-private-key", "note", text, hcnL(block), host)
	}
	return hcnS("ssh-private-key", "note", text, body, host)
}

func hcnGitHubPAT() Sample {
	tok := "ghp_" + rnd(alnum, 36)
	if rng.IntN(3) == 0 {
		tok = "github_pat_" + rnd(alnum, 22) + "_" + rnd(alnum, 59)
	}
	text := fmt.Sprintf("$ git clone https://%s@github.com/%s/dynamo-scripts.git\nCloning into 'dynamo-scripts'...\nremote: Enumerating objects: %d, done.", tok, pick([]string{"hollis-build", "atelier-vitruve", "alnoor-eng"}), hcnN(100, 4000))
	return hcnS("github-token", "shell", text, hcnL(tok))
}

func hcnSendGrid() Sample {
	key := "SG." + rnd(b64url, 22) + "." + rnd(b64url, 43)
	text := fmt.Sprintf("# transmittal mailer (sends drawing issue sheets to the design team)\nEMAIL_BACKEND=sendgrid\nSENDGRID_API_KEY=%s\nTRANSMITTAL_FROM=doc.control@meridian-ce.com", key)
	return hcnS("sendgrid-api-key", "env", text, hcnL(key), "doc.control@meridian-ce.com")
}

func hcnStripeSecret() Sample {
	sk := "sk_live_" + rnd(alnum, hcnN(24, 99))
	pkk := "pk_live_" + rnd(alnum, hcnN(24, 99))
	text := fmt.Sprintf("// client portal – stage payments for self-build clients\nconst stripe = require('stripe')('%s');\n// publishable key for the front end: %s\n", sk, pkk)
	return hcnS("stripe-secret-key", "code", text, hcnL(sk), pkk)
}

func hcnRFIPortal() Sample {
	pw := hcnPw()
	user := hcnEmail("en")
	rfi := fmt.Sprintf("RFI-%03d", hcnN(1, 400))
	text := fmt.Sprintf("%s – Clarification of steel connection at grid C/4\n\nQuestion: Detail 5/S-301 shows a fin plate but the calc package assumes an end plate. Please confirm.\nAttachments are on the consultant's portal (Aconex isn't used on this job): log in as %s, password %s, folder 'Structural/Connections'.\nRequired by: %s",
		rfi, user, pw, hcnDate())
	return hcnS("portal-password", "rfi", text, hcnL(pw), rfi, user)
}

func hcnHandoverBMS() Sample {
	pw := hcnPw()
	pw2 := hcnPw()
	ip := hcnFixIP()
	text := fmt.Sprintf("O&M MANUAL – SECTION 9: CONTROLS\n\n9.1 BMS head end: %s (Trend 963)\n9.2 Operator login: facilities / %s\n9.3 Engineer login (commissioning only): engineer / %s\n9.4 Graphics were issued at rev %s.\n9.5 Spare parts list: see Appendix F.",
		ip, pw, pw2, pick([]string{"C", "D", "P3"}))
	return hcnS("bms-password", "handover", text, hcnL(pw, pw2), ip)
}

func hcnHandoverBMSar() Sample {
	pw := hcnPw()
	ip := hcnFixIP()
	text := fmt.Sprintf("ملف التسليم النهائي – %s\nنظام إدارة المبنى (BMS):\n- عنوان الخادم: %s\n- المستخدم: operator\n- كلمة المرور: %s\nالضمان: سنتان من تاريخ الاستلام الابتدائي.", hcnProject("ar"), ip, pw)
	return hcnS("bms-password", "handover", text, hcnL(pw), ip)
}

func hcnMagicLink() Sample {
	tok := rnd(b64url, hcnN(32, 48))
	url := fmt.Sprintf("https://portal.%s/auth/magic?token=%s", pick([]string{"buildshare.io", "planroom.example-eng.com", "dce-online.fr"}), tok)
	text := fmt.Sprintf("%s: I can't get into the tender planroom, can you?\n%s: use this, it's my one-time sign-in link, expires in 15 min: %s", hcnFirst("en"), hcnFirst("en"), url)
	return hcnS("login-link-token", "chat", text, hcnL(tok))
}

func hcnSessionCookie() Sample {
	val := rnd(b64url, hcnN(40, 64))
	name := pick([]string{"_procore_session", "PHPSESSID", "connect.sid", "session"})
	text := fmt.Sprintf("Request headers copied from devtools when the submittal upload failed:\nGET /api/v1/submittals?project=%d HTTP/2\nHost: app.%s\nCookie: %s=%s; locale=fr-FR\nUser-Agent: Mozilla/5.0",
		hcnN(1000, 9999), pick([]string{"submittalhub.com", "planroom.example-eng.com"}), name, val)
	return hcnS("session-cookie", "http", text, hcnL(val))
}

func hcnCommitLeak() Sample {
	sec := hcnApsClientSecret()
	sha := hcnHex(40)
	text := fmt.Sprintf("commit %s\nAuthor: %s <%s>\nDate:   %s\n\n    fix token refresh in revit exporter\n\ndiff --git a/exporter/config.py b/exporter/config.py\n--- a/exporter/config.py\n+++ b/exporter/config.py\n@@ -3,2 +3,2 @@\n-APS_SECRET = os.environ[\"APS_SECRET\"]\n+APS_SECRET = \"%s\"\n",
		sha, hcnName("en"), hcnEmail("en"), hcnDate(), sec)
	return hcnS("autodesk-client-secret", "diff", text, hcnL(sec), sha)
}

func hcnSFTPClient() Sample {
	pw := hcnPw()
	host := "sftp." + pick([]string{"precast-supplier.com", "steelfab-ltd.co.uk", "menuiserie-ouest.fr"})
	text := fmt.Sprintf("Shop drawings exchange with the fabricator\nHost: %s port 22\nUser: hollis_upload\nPassword: %s\nFolder convention: /in/<job no>/<rev>", host, pw)
	return hcnS("sftp-password", "note", text, hcnL(pw), host, "hollis_upload")
}

func hcnVPNPsk() Sample {
	psk := rnd(alnum, hcnN(20, 32))
	gw := hcnFixIP()
	text := fmt.Sprintf("Site-to-HQ VPN (site cabin Draytek ↔ HQ FortiGate)\nRemote gateway: %s\nIKEv2, AES256/SHA256, DH14\nPre-shared key: %s\nLocal subnet 192.168.%d.0/24", gw, psk, hcnN(10, 90))
	return hcnS("vpn-psk", "note", text, hcnL(psk), gw)
}

func hcnSafeCode() Sample {
	code := hcnPin(pick([]int{4, 6}))
	lang := hcnLang()
	var t string
	switch lang {
	case "fr":
		t = fmt.Sprintf("Le coffre du bureau de chantier (chèques, badges de rechange) : code %s. Ne le communiquez pas aux sous-traitants.", code)
	case "ar":
		t = fmt.Sprintf("الرقم السري للخزنة في مكتب الموقع: %s (فيها الشيكات وبطاقات الدخول الاحتياطية).", code)
	default:
		t = fmt.Sprintf("Petty cash safe in the site manager's cabin – combination %s. Log every withdrawal in the red book.", code)
	}
	return hcnS("safe-code", "note", t, hcnL(code))
}

func hcnSlackBot() Sample {
	tok := fmt.Sprintf("xoxb-%s-%s-%s", rnd(digits, 12), rnd(digits, 13), rnd(alnum, 24))
	text := fmt.Sprintf("diary_bot:\n  slack_token: %s\n  channel: C%s\n  post_at: \"17:30\"\n", tok, rnd(upper+digits, 10))
	return hcnS("slack-bot-token", "yaml", text, hcnL(tok))
}
