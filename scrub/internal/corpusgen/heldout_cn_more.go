package main

import (
	"fmt"
)

// More secrets of the practice and the site: survey kit, cranes, sensors, CI, IT notes.

func hcnMoreGens() []hcnGen {
	return []hcnGen{
		{5, hcnTrimbleEnv}, {4, hcnVaultServer}, {5, hcnPowerShell}, {6, hcnNASFr},
		{5, hcnNTRIP}, {4, hcnScannerLic}, {5, hcnTurnstileAr}, {6, hcnCraneNotes},
		{4, hcnSensorKey}, {5, hcnOpenAI}, {4, hcnAzureStorage}, {4, hcnTwilio},
		{4, hcnDockerLogin}, {4, hcnNpmrc}, {5, hcnLapsAr}, {4, hcnFirePanel},
		{5, hcnGateKeypad}, {5, hcnClientDemo}, {6, hcnTempPwFr}, {4, hcnToolTOML},
		{4, hcnScanShare}, {5, hcnTempPwAr}, {4, hcnBentleyYAML},
	}
}

func hcnTrimbleEnv() Sample {
	id := hcnUUID()
	sec := rnd(alnum, 32)
	text := fmt.Sprintf("# Trimble Connect → ACC model sync\nTRIMBLE_CLIENT_ID=%s\nTRIMBLE_CLIENT_SECRET=%s\nTRIMBLE_REGION=%s\n", id, sec, pick([]string{"europe", "northAmerica", "asia"}))
	return hcnS("trimble-client-secret", "env", text, hcnL(sec), id)
}

func hcnVaultServer() Sample {
	pw := hcnPw()
	host := hcnHost()
	text := fmt.Sprintf("Autodesk Vault Professional – server notes\nServer: %s, ADMS Console installed\nVault 'Projects_Main', backups nightly to \\\\nas01\\vault_bkp\nAdministrator account: Administrator, password %s (change after the migration!)\nVersion: 2025.2", host, pw)
	return hcnS("vault-admin-password", "wiki", text, hcnL(pw), host)
}

func hcnPowerShell() Sample {
	pw := hcnPw()
	user := "CORP\\svc_" + pick([]string{"revitsrv", "navis", "plotq", "acc_desktop"})
	text := fmt.Sprintf("# Scheduled task: nightly Navisworks clash export\n$user = '%s'\n$pass = ConvertTo-SecureString '%s' -AsPlainText -Force\n$cred = New-Object System.Management.Automation.PSCredential($user, $pass)\nStart-Process -FilePath 'C:\\Tools\\ClashExport.exe' -Credential $cred -ArgumentList '/job %s'\n", user, pw, hcnJob())
	return hcnS("service-account-password", "code", text, hcnL(pw), user)
}

func hcnNASFr() Sample {
	pw := hcnPw()
	ip := hcnFixIP()
	text := fmt.Sprintf("== NAS archives projets (Synology DS1821+) ==\n* Adresse : https://%s:5001\n* Compte administrateur : admin_agence\n* Mot de passe : %s\n* Partages : /Projets, /DOE, /Photos_chantier\n* Sauvegarde Hyper Backup vers le cloud chaque nuit à 2h", ip, pw)
	return hcnS("nas-password", "wiki", text, hcnL(pw), ip, "admin_agence")
}

func hcnNTRIP() Sample {
	user := pick([]string{"hollis_survey", "topo_bet", "alnoor_gnss", "rover03"})
	pw := hcnURLPw()
	caster := pick([]string{"caster.centipede.fr", "www.smartnet-eu.com", "ntrip.example-gnss.ae"})
	hcnFmt, text := hcnPair(
		[2]string{"note", "GNSS rover setup (Leica GS18):\nCaster: %[3]s port 2101\nMountpoint: %[4]s\nUser: %[1]s\nPassword: %[2]s"},
		[2]string{"shell", "str2str -in ntrip://%[1]s:%[2]s@%[3]s:2101/%[4]s -out file://base_%%Y%%m%%d.rtcm3"},
	)
	text = fmt.Sprintf(text, user, pw, caster, pick([]string{"RTCM3_MSM", "NRT3", "VRS_32", "MAGC"}))
	return hcnS("ntrip-password", hcnFmt, text, hcnL(pw), user, caster)
}

func hcnScannerLic() Sample {
	key := hcnLicKey()
	sn := fmt.Sprintf("LLS%s", rnd(digits, 9))
	text := fmt.Sprintf("FARO SCENE licence moved to the new survey laptop.\nScanner serial: %s (Focus Premium)\nLicence key: %s\nOld laptop deactivated on %s.", sn, key, hcnDate())
	return hcnS("software-licence-key", "note", text, hcnL(key), sn)
}

func hcnTurnstileAr() Sample {
	pw := hcnPw()
	ip := hcnFixIP()
	text := fmt.Sprintf("نظام البوابات الدوارة عند مدخل العمال\nلوحة التحكم: http://%s\nالمستخدم: security\nكلمة المرور: %s\nعدد البطاقات المسجلة: %d", ip, pw, hcnN(200, 1900))
	return hcnS("access-control-password", "note", text, hcnL(pw), ip)
}

func hcnCraneNotes() Sample {
	pw := hcnPw()
	mail := hcnEmail("en")
	text := fmt.Sprintf("Weekly lifting coordination – %s\nAttendees: %s, %s, crane supervisor\n\n1. TC1 wind alarms: 3 stoppages last week.\n2. Telemetry portal (Liebherr LiDAT) – account %s, password %s; appointed person to check daily.\n3. Next LOLER inspection due %s.",
		hcnDate(), hcnName("en"), hcnName("en"), mail, pw, hcnDate())
	return hcnS("telemetry-portal-password", "meeting-notes", text, hcnL(pw), mail)
}

func hcnSensorKey() Sample {
	key := rnd(alnum, hcnN(32, 48))
	text := fmt.Sprintf("Concrete maturity sensors – slab L%d pour\nExport script uses the sensor cloud API key %s (read/write, don't share with the ready-mix supplier).\nSensors: %d, logging every 15 min.", hcnN(1, 12), key, hcnN(4, 20))
	return hcnS("sensor-api-key", "note", text, hcnL(key))
}

func hcnOpenAI() Sample {
	key := "sk-proj-" + rnd(b64url, hcnN(48, 64)) + "T3BlbkFJ" + rnd(b64url, hcnN(20, 40))
	if rng.IntN(3) == 0 {
		key = "sk-" + rnd(alnum, 48)
	}
	hcnFmt, text := hcnPair(
		[2]string{"env", "# RFI drafting assistant\nOPENAI_API_KEY=%s\nMODEL=gpt-4o-mini\nMAX_RFI_PAGES=40"},
		[2]string{"code", "from openai import OpenAI\nclient = OpenAI(api_key=\"%s\")\n# summarise the spec section for the RFI response\n"},
	)
	return hcnS("openai-api-key", hcnFmt, fmt.Sprintf(text, key), hcnL(key))
}

func hcnAzureStorage() Sample {
	acct := pick([]string{"bimbackups", "hollisdrawings", "vitruvearchive", "alnoorcde"}) + rnd(digits, 2)
	key := rnd(alnum+"+/", 86) + "=="
	text := fmt.Sprintf("AZURE_STORAGE_CONNECTION_STRING=\"DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net\"", acct, key)
	return hcnS("azure-storage-key", "env", text, hcnL(key), acct)
}

func hcnTwilio() Sample {
	sid := "AC" + hcnHex(32)
	tok := hcnHex(32)
	text := fmt.Sprintf("SMS alerts to the site team when the crane anemometer trips.\nTWILIO_ACCOUNT_SID=%s\nTWILIO_AUTH_TOKEN=%s\nALERT_NUMBERS=+4477%s,+4479%s", sid, tok, rnd(digits, 8), rnd(digits, 8))
	return hcnS("twilio-auth-token", "env", text, hcnL(tok), sid)
}

func hcnDockerLogin() Sample {
	pw := hcnURLPw()
	user := pick([]string{"ci-bim", "deploy", "rfi-dash"})
	text := fmt.Sprintf("$ docker login registry.hq.internal -u %s -p %s\nWARNING! Using --password via the CLI is insecure. Use --password-stdin.\nLogin Succeeded\n$ docker push registry.hq.internal/rfi-dash:%d.%d.%d", user, pw, hcnN(1, 3), hcnN(0, 20), hcnN(0, 9))
	return hcnS("registry-password", "shell", text, hcnL(pw), user)
}

func hcnNpmrc() Sample {
	tok := "npm_" + rnd(alnum, 36)
	text := fmt.Sprintf("# .npmrc for the viewer front end (uses the private @hollis/forge-viewer-ext package)\n@hollis:registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken=%s\n", tok)
	return hcnS("npm-token", "config", text, hcnL(tok))
}

func hcnLapsAr() Sample {
	pw := rnd(alnum+"#%&*", hcnN(14, 20))
	pw = rnd(upper, 1) + pw
	pc := fmt.Sprintf("SITE-LT-%02d", hcnN(1, 40))
	text := fmt.Sprintf("%s: جهاز %s في الموقع مقفل ويحتاج صلاحيات مدير\n%s: كلمة مرور المدير المحلي (LAPS) حالياً %s، تتغير تلقائياً بعد 8 ساعات", hcnFirst("ar"), pc, hcnFirst("ar"), pw)
	return hcnS("local-admin-password", "chat", text, hcnL(pw), pc)
}

func hcnFirePanel() Sample {
	code := hcnPin(4)
	text := fmt.Sprintf("Fire alarm panel (Advanced MxPro 5) – access levels\nLevel 1: view only, no code\nLevel 2 (user, silence/reset): %s\nLevel 3 (engineer): held by the maintenance contractor\nZone chart: see drawing FA-001 rev %s", code, pick([]string{"B", "C", "D"}))
	return hcnS("alarm-code", "handover", text, hcnL(code))
}

func hcnGateKeypad() Sample {
	code := hcnPin(pick([]int{4, 5, 6}))
	var t string
	switch hcnLang() {
	case "fr":
		t = fmt.Sprintf("Livraisons béton demain 6h30 : le portail chantier s'ouvre avec le digicode %s (côté rue des Tanneurs). Prévenez le chef d'équipe.", code)
	case "ar":
		t = fmt.Sprintf("رمز البوابة الرئيسية للموقع لتوصيلات الخرسانة صباح الغد: %s", code)
	default:
		t = fmt.Sprintf("Deliveries before 7am: the vehicle gate keypad code is %s, close it behind you. Banksman arrives 07:15.", code)
	}
	return hcnS("gate-code", "chat", t, hcnL(code))
}

func hcnClientDemo() Sample {
	pw := hcnPw()
	user := hcnEmail("en")
	text := fmt.Sprintf("Hi %s,\n\nAhead of Thursday's progress meeting I've set up a view-only Procore account for your team so you can look at the RFIs and daily logs:\n\nUsername: %s\nTemporary password: %s\n\nYou'll be asked to change it on first login.\n\nKind regards,\n%s\nProject Manager", hcnFirst("en"), user, pw, hcnName("en"))
	return hcnS("temporary-password", "mail", text, hcnL(pw), user)
}

func hcnTempPwFr() Sample {
	pw := hcnPw()
	login := pick([]string{"j.morel", "c.roux", "n.benali", "t.lefevre"})
	text := fmt.Sprintf("Bonjour,\n\nVotre session a été créée sur le poste CAO. Identifiant : %s\nMot de passe provisoire : %s\nMerci de le modifier à la première connexion (12 caractères minimum).\n\nLe service informatique", login, pw)
	return hcnS("temporary-password", "mail", text, hcnL(pw), login)
}

func hcnTempPwAr() Sample {
	pw := hcnPw()
	login := pick([]string{"k.haddad", "o.alfarsi", "l.mansour", "y.khatib"})
	text := fmt.Sprintf("مرحباً،\nتم إنشاء حسابك على نظام إدارة الوثائق.\nاسم المستخدم: %s\nكلمة المرور المؤقتة: %s\nيرجى تغييرها عند أول تسجيل دخول.\nفريق الدعم الفني", login, pw)
	return hcnS("temporary-password", "mail", text, hcnL(pw), login)
}

func hcnToolTOML() Sample {
	sec := hcnApsClientSecret()
	tok := rnd(lower+digits, 64)
	text := fmt.Sprintf("[aps]\nclient_id = \"%s\"\nclient_secret = \"%s\"\n\n[procore]\ncompany_id = %d\naccess_token = \"%s\"\n\n[export]\nformats = [\"ifc\", \"nwc\"]\nout_dir = \"D:/exports\"\n", rnd(alnum, 32), sec, hcnN(4000000, 4999999), tok)
	return hcnS("autodesk-client-secret", "toml", text, hcnL(sec, tok))
}

func hcnScanShare() Sample {
	pw := hcnPw()
	key := fmt.Sprintf("HD-%d", hcnN(10000, 99999))
	text := fmt.Sprintf("%s | Scan-to-folder broken on the site MFP\nThe Ricoh in the cabin scans to \\\\files01\\scans\\site. I re-entered the SMB account scan_site with password %s in the address book but it still says 'authentication error'.", key, pw)
	return hcnS("smb-password", "ticket", text, hcnL(pw), key, "scan_site")
}

func hcnBentleyYAML() Sample {
	sec := rnd(alnum+"-_", hcnN(40, 60))
	id := "service-" + rnd(lower+digits, 24)
	text := fmt.Sprintf("itwin:\n  authority: https://ims.bentley.com\n  client_id: %s\n  client_secret: %s\n  scopes: \"itwin-platform\"\n  imodel_id: %s\n", id, sec, hcnUUID())
	return hcnS("bentley-client-secret", "yaml", text, hcnL(sec), id)
}
