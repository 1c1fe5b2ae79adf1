package main

import (
	"fmt"
	"strings"
)

// More traps: handover documents, RFIs, meeting notes, logs and tables with ids but no secret.

func hcnTrapGens2() []hcnGen {
	return []hcnGen{
		{5, hcnTSubscription}, {5, hcnTSealedEnvelope}, {5, hcnTRFIPlain}, {5, hcnTMeetingFr},
		{5, hcnTMeetingAr}, {5, hcnTAwsIdentity}, {5, hcnTGcloudList}, {5, hcnTDeployLog},
		{5, hcnTCIRun}, {5, hcnTACCIssues}, {5, hcnTContacts}, {5, hcnTLayers}, {5, hcnTVersions},
		{5, hcnTGuestWifi}, {5, hcnTSlackLink}, {5, hcnTHandoverAr}, {5, hcnTSerials},
		{5, hcnTDiary}, {5, hcnTBOQ}, {5, hcnTSnags}, {5, hcnTLicUsage}, {5, hcnTDiffEnv},
		{5, hcnTPasswordlessDSN}, {5, hcnTPermits}, {5, hcnTMFATalk}, {5, hcnTDOEFr},
		{5, hcnTWebhookDoc}, {5, hcnTTempLinkExpired},
	}
}

func hcnTSubscription() Sample {
	text := fmt.Sprintf("Subject: Your Autodesk subscription renews on %s\n\nContract number: %s\nProduct: AEC Collection – %d seats (Named user)\nPrimary admin: %s\nNo action is needed; manage seats at manage.autodesk.com.", hcnDate(), rnd(digits, 12), hcnN(3, 60), hcnEmail("en"))
	return hcnT("trap-subscription", "mail", text)
}

func hcnTSealedEnvelope() Sample {
	var t string
	switch hcnLang() {
	case "fr":
		t = "Les codes d'accès (alarme, coffre, BMS) ont été remis en main propre au gestionnaire le %s, sous pli scellé. Ils ne figurent pas dans le DOE numérique."
	case "ar":
		t = "تم تسليم رموز الدخول (الإنذار والخزنة ونظام إدارة المبنى) يدوياً في ظرف مختوم بتاريخ %s، ولا توجد في ملف التسليم الإلكتروني."
	default:
		t = "Access codes (alarm, key safe, BMS logins) were handed to the FM team in a sealed envelope on %s and are deliberately not in this O&M manual."
	}
	return hcnT("trap-secret-reference", "handover", fmt.Sprintf(t, hcnDate()))
}

func hcnTRFIPlain() Sample {
	rfi := fmt.Sprintf("RFI-%03d", hcnN(1, 400))
	text := fmt.Sprintf("%s – %s\nRaised by: %s   Date: %s\nRef drawings: %s-%s-DR-S-%04d rev %s, %s-%s-DR-A-%04d rev %s\nQuestion: %s\nCost impact: %s  Programme impact: %d days",
		rfi, pick([]string{"Lintel bearing at W12", "Setting-out of grid line 7", "Damp proof course at threshold", "Sprinkler head clash with bulkhead"}),
		hcnName("en"), hcnDate(), "HQ", "XX", hcnN(1, 9999), pick([]string{"P02", "C03", "T1"}), "HQ", "ZZ", hcnN(1, 9999), pick([]string{"P01", "C02"}),
		pick([]string{"Please confirm the bearing length required.", "Architect to confirm dimension from gridline.", "Can the DPC be omitted at the accessible threshold?"}),
		pick([]string{"TBC", "None", "Possible"}), hcnN(0, 10))
	return hcnT("trap-rfi", "rfi", text)
}

func hcnTMeetingFr() Sample {
	text := fmt.Sprintf("CR réunion de chantier n°%d du %s\nPrésents : %s (MOE), %s (entreprise GO), %s (OPC)\n1. Sécurité : rappel port du casque, contrôle des accès au portail, nouveau cadenas sur le container (code communiqué oralement aux chefs d'équipe).\n2. Avancement : voiles R+%d terminés à %d %%.\n3. Visa des plans EXE lot %d : indice %s.",
		hcnN(10, 80), hcnDateFR(), hcnName("fr"), hcnName("fr"), hcnName("fr"), hcnN(1, 9), hcnN(20, 100), hcnN(1, 15), pick([]string{"B", "C", "D"}))
	return hcnT("trap-meeting-notes", "meeting-notes", text)
}

func hcnTMeetingAr() Sample {
	text := fmt.Sprintf("محضر اجتماع الموقع رقم %d – %s\nالحضور: %s، %s، %s\n1. السلامة: تم تركيب كاميرات إضافية عند البوابة رقم %d.\n2. الجدول الزمني: صب سقف الطابق %d يوم %s.\n3. طلب معلومات RFI-%03d بانتظار رد الاستشاري.",
		hcnN(10, 90), hcnDate(), hcnName("ar"), hcnName("ar"), hcnName("ar"), hcnN(1, 4), hcnN(1, 30), hcnDate(), hcnN(1, 300))
	return hcnT("trap-meeting-notes", "meeting-notes", text)
}

func hcnTAwsIdentity() Sample {
	acct := rnd(digits, 12)
	text := fmt.Sprintf("$ aws sts get-caller-identity\n{\n    \"Account\": \"%s\",\n    \"Arn\": \"arn:aws:iam::%s:user/%s\"\n}\n$ aws s3 ls s3://%s/issued/ | head -3\n%s  %d A-101_RevC.pdf\n%s  %d A-102_RevB.pdf", acct, acct, pick([]string{"svc-plotter-scan", "bim-backup", "drone-upload"}), pick([]string{"hollis-drawings-archive", "alnoor-bim-backup"}), hcnDate(), hcnN(100000, 9000000), hcnDate(), hcnN(100000, 9000000))
	return hcnT("trap-aws-ids", "shell", text)
}

func hcnTGcloudList() Sample {
	proj := pick([]string{"drone-ortho-pipeline", "site-photos-ai", "bim-dashboard"}) + "-" + fmt.Sprint(hcnN(1000, 9999))
	text := fmt.Sprintf("$ gcloud iam service-accounts list --project %s\nDISPLAY NAME          EMAIL                                              DISABLED\northo upload          ortho-upload@%s.iam.gserviceaccount.com   False\nphoto tagger          photo-tagger@%s.iam.gserviceaccount.com   True", proj, proj, proj)
	return hcnT("trap-gcp-ids", "shell", text)
}

func hcnTDeployLog() Sample {
	text := fmt.Sprintf("Deploying rfi-dash %d.%d.%d\n  image: registry.hq.internal/rfi-dash@sha256:%s\n  replicas: %d\n  build: #%d (%s)\nrollout status: successfully rolled out", hcnN(1, 3), hcnN(0, 20), hcnN(0, 9), hcnHex(64), hcnN(1, 4), hcnN(100, 2000), hcnHex(12))
	return hcnT("trap-image-digest", "log", text)
}

func hcnTCIRun() Sample {
	text := fmt.Sprintf("Run %d of workflow 'nightly-model-export' failed\ntrace_id=%s span_id=%s\nerror: APS returned 403 (app not provisioned in ACC account b.%s)\nartifact: export-log-%s.zip", hcnN(1000000, 9999999), hcnHex(32), hcnHex(16), hcnUUID(), rnd(lower+digits, 8))
	return hcnT("trap-trace-id", "log", text)
}

func hcnTACCIssues() Sample {
	var rows []string
	rows = append(rows, "| Issue | ID | Status | Assigned | Due |", "|---|---|---|---|---|")
	for i := 0; i < hcnN(2, 4); i++ {
		rows = append(rows, fmt.Sprintf("| #%d %s | %s | %s | %s | %s |", hcnN(1, 900), pick([]string{"Missing fire damper", "Duct clash L3", "Door swing conflict", "Ceiling void too shallow"}), hcnUUID(), pick([]string{"Open", "In review", "Closed"}), hcnName("en"), hcnDate()))
	}
	return hcnT("trap-uuid", "markdown", strings.Join(rows, "\n"))
}

func hcnTContacts() Sample {
	text := fmt.Sprintf("name,role,phone,email\n%s,Site Manager,+44 7%s,%s\n%s,Chef de chantier,+33 6 %s %s %s %s,%s\n%s,مهندس الموقع,+971 50 %s %s,%s",
		hcnName("en"), rnd(digits, 9), hcnEmail("en"), hcnName("fr"), rnd(digits, 2), rnd(digits, 2), rnd(digits, 2), rnd(digits, 2), hcnEmail("fr"), hcnName("ar"), rnd(digits, 3), rnd(digits, 4), hcnEmail("ar"))
	return hcnT("trap-contacts", "csv", text)
}

func hcnTLayers() Sample {
	var rows []string
	rows = append(rows, "Layer,Colour,Hex,Linetype,Lineweight")
	for _, l := range []string{"A-WALL", "S-GRID", "M-DUCT", "E-LITE"}[:hcnN(2, 4)] {
		rows = append(rows, fmt.Sprintf("%s,%d,#%s,%s,0.%d", l, hcnN(1, 255), strings.ToUpper(hcnHex(6)), pick([]string{"Continuous", "CENTER", "HIDDEN"}), hcnN(13, 70)))
	}
	return hcnT("trap-colours", "csv", "CAD layer standard (rev "+pick([]string{"4", "5", "6"})+"):\n"+strings.Join(rows, "\n"))
}

func hcnTVersions() Sample {
	text := fmt.Sprintf("Approved software versions %d:\n- Revit %d.%d.%d (build %d.%d.%d.%d)\n- Navisworks Manage %d\n- Bluebeam Revu 21.%d.%d\n- Enscape 4.%d.%d\nDo not install updates without BIM manager sign-off.", hcnN(2025, 2026), hcnN(2024, 2025), hcnN(0, 4), hcnN(0, 9), hcnN(24, 25), hcnN(0, 4), hcnN(0, 30), hcnN(100, 999), hcnN(2024, 2025), hcnN(0, 6), hcnN(0, 9), hcnN(0, 9), hcnN(0, 9))
	return hcnT("trap-version", "note", text)
}

func hcnTGuestWifi() Sample {
	var t string
	switch hcnLang() {
	case "fr":
		t = fmt.Sprintf("Wi-Fi visiteurs : réseau %s, ouvert (pas de mot de passe), portail captif. Pour le réseau interne, voir l'accueil.", hcnSSID()+"-INVITES")
	case "ar":
		t = fmt.Sprintf("شبكة الزوار %s مفتوحة بدون كلمة مرور. الشبكة الداخلية للموظفين فقط.", hcnSSID()+"-GUEST")
	default:
		t = fmt.Sprintf("Visitors: join %s (open network, accept the site rules page). The staff network key is only given out at induction.", hcnSSID()+"-GUEST")
	}
	return hcnT("trap-wifi-no-key", "note", t)
}

func hcnTSlackLink() Sample {
	text := fmt.Sprintf("Discussion about the crane base redesign is here: https://%s.slack.com/archives/C%s/p%d – please read before Tuesday.", pick([]string{"hollisbuild", "meridian-ce"}), rnd(upper+digits, 10), hcnN(1700000000, 1760000000)*1000000+hcnN(0, 999999))
	return hcnT("trap-slack-link", "chat", text)
}

func hcnTHandoverAr() Sample {
	text := fmt.Sprintf("ملف التسليم – نظام المراقبة\nعنوان جهاز التسجيل: %s\nاسم المستخدم: admin\nكلمة المرور: تُسلَّم بشكل منفصل لمدير المرافق\nالرقم التسلسلي: %s\nإصدار البرنامج الثابت: V4.%d.%d", hcnFixIP(), rnd(upper+digits, 18), hcnN(30, 80), hcnN(0, 9))
	return hcnT("trap-handover-no-secret", "handover", text)
}

func hcnTSerials() Sample {
	text := fmt.Sprintf("Asset register – survey & print\n- Leica TS16 total station, S/N %s, calibrated %s\n- HP DesignJet T1700, S/N %s, asset tag HB-%s\n- FARO Focus S150, S/N LLS%s\n- Site laptop, service tag %s", rnd(digits, 7), hcnDate(), rnd(upper+digits, 10), rnd(digits, 5), rnd(digits, 9), rnd(upper+digits, 7))
	return hcnT("trap-serial-number", "note", text)
}

func hcnTDiary() Sample {
	text := fmt.Sprintf("Daily diary %s – %s\nWeather: %s, %d°C, wind %d mph\nLabour on site: %d (GW %d, M&E %d)\nPlant: TC1, 2 × MEWP, 360 excavator\nDeliveries: rebar (ticket %s), blocks\nVisitors: building control (ref BC/%s)", hcnDate(), hcnProject("en"), pick([]string{"dry", "rain am", "overcast"}), hcnN(2, 30), hcnN(2, 35), hcnN(20, 140), hcnN(5, 40), hcnN(5, 40), rnd(digits, 7), rnd(digits, 5))
	return hcnT("trap-site-diary", "note", text)
}

func hcnTBOQ() Sample {
	var rows []string
	rows = append(rows, "item,description,unit,qty,rate,total")
	for i := 1; i <= hcnN(3, 5); i++ {
		q := hcnN(5, 900)
		r := hcnN(10, 400)
		rows = append(rows, fmt.Sprintf("%d.%d,%s,%s,%d,%d.00,%d.00", hcnN(1, 9), i, pick([]string{"C32/40 concrete to slabs", "B500B rebar", "Formwork to soffits", "Blockwork 140mm", "Screed 65mm"}), pick([]string{"m3", "t", "m2"}), q, r, q*r))
	}
	return hcnT("trap-boq", "csv", strings.Join(rows, "\n"))
}

func hcnTSnags() Sample {
	text := "| Ref | Location | Snag | Status |\n|---|---|---|---|\n"
	for i := 0; i < hcnN(2, 4); i++ {
		text += fmt.Sprintf("| SN-%04d | L%d/%s | %s | %s |\n", hcnN(1, 9999), hcnN(0, 12), pick([]string{"Flat 3", "Corridor", "Stair B", "Plant room"}), pick([]string{"Paint touch-up", "Door closer adjust", "Missing ironmongery", "Sealant to WC"}), pick([]string{"Open", "Closed", "Rejected"}))
	}
	return hcnT("trap-snag-list", "markdown", text)
}

func hcnTLicUsage() Sample {
	text := fmt.Sprintf("Licence usage report – %s\nFeature            In use / Total\nRevit              %d / %d\nAutoCAD            %d / %d\nNavisworks         %d / %d\nPeak at %s. Licence server 27000@%s. Licences expire %s.", hcnDate(), hcnN(1, 20), 20, hcnN(1, 15), 15, hcnN(0, 5), 5, hcnTime(), hcnHost(), hcnDate())
	return hcnT("trap-licence-usage", "log", text)
}

func hcnTDiffEnv() Sample {
	text := fmt.Sprintf("diff --git a/site_devices/nvr.py b/site_devices/nvr.py\n--- a/site_devices/nvr.py\n+++ b/site_devices/nvr.py\n@@ -%d,3 +%d,3 @@\n NVR_HOST = \"%s\"\n-NVR_PASS = os.environ.get(\"PW\")\n+NVR_PASS = os.environ[\"NVR_ADMIN_PASSWORD\"]  # fail loudly if unset\n", hcnN(5, 60), hcnN(5, 60), hcnFixIP())
	return hcnT("trap-env-reference", "diff", text)
}

func hcnTPasswordlessDSN() Sample {
	text := pick([]string{
		"DATABASE_URL=postgres://procore_sync@pg01.hq.internal:5432/costs?sslmode=verify-full  # IAM auth, no password",
		"Server=sql-cost.hq.internal;Database=JobCost;Integrated Security=True;Encrypt=True",
		"jdbc:sqlserver://sql-cost.hq.internal:1433;databaseName=JobCost;authentication=ActiveDirectoryIntegrated",
	})
	return hcnT("trap-dsn-no-password", "env", text)
}

func hcnTPermits() Sample {
	var t string
	switch hcnLang() {
	case "fr":
		t = fmt.Sprintf("Permis de feu n° PF-%s validé pour le %s, zone toiture. DICT n° %s. Consignation électrique ref. CE-%s.", rnd(digits, 4), hcnDateFR(), rnd(digits, 10), rnd(digits, 4))
	case "ar":
		t = fmt.Sprintf("تصريح العمل رقم PTW-%s صالح حتى %s – أعمال حفر بجانب خط الغاز.", rnd(digits, 5), hcnDate())
	default:
		t = fmt.Sprintf("Permit to dig PTW-%d-%04d issued %s, CAT scan done, utility ref %s. Hot works permit HW-%s closed.", hcnN(2025, 2026), hcnN(1, 9999), hcnDate(), rnd(upper+digits, 9), rnd(digits, 4))
	}
	return hcnT("trap-permit-number", "note", t)
}

func hcnTMFATalk() Sample {
	t := pick([]string{
		"To set up 2FA on your Autodesk ID: Profile → Security → Two-step verification, scan the QR code with Microsoft Authenticator. Keep your backup codes somewhere safe (NOT in Teams).",
		"Pour la double authentification Procore, scannez le QR code avec l'application ; les codes de secours sont à imprimer et à ranger dans le coffre.",
		"لتفعيل المصادقة الثنائية امسح رمز QR بتطبيق المصادقة واحفظ رموز الاسترداد في مكان آمن.",
	})
	return hcnT("trap-mfa-talk", "note", t)
}

func hcnTDOEFr() Sample {
	text := fmt.Sprintf("DOE – %s\nSommaire :\n01 – Plans de récolement (indice %s)\n02 – Notices de fonctionnement CVC\n03 – PV d'essais et d'autocontrôle\n04 – Fiches techniques produits\n05 – Accès et codes : voir fiche remise au gestionnaire (non jointe)\nRéférence marché : %s", hcnProject("fr"), pick([]string{"B", "C", "D"}), rnd(digits, 4)+"/"+rnd(digits, 3))
	return hcnT("trap-handover-no-secret", "handover", text)
}

func hcnTWebhookDoc() Sample {
	text := fmt.Sprintf("Procore webhooks: events (RFIs, Submittals) are delivered to our receiver https://integrations.%s/procore/events. We verify each call with the Authorization header value stored in Key Vault (secret name procore-webhook-auth). Delivery id example: %d.", pick([]string{"hollisbuild.co.uk", "meridian-ce.com"}), hcnN(10000000, 99999999))
	return hcnT("trap-webhook-receiver", "wiki", text)
}

func hcnTTempLinkExpired() Sample {
	text := fmt.Sprintf("%s: that planroom sign-in link you sent expired, can you resend?\n%s: just click 'email me a link' on the login page, it'll send you your own (%s)", hcnFirst("en"), hcnFirst("en"), "https://portal.buildshare.io/login")
	return hcnT("trap-login-link-talk", "chat", text)
}
