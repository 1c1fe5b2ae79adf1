package main

import (
	"fmt"
	"strings"
)

// Autodesk APS / BIM 360, Procore, licence servers and CAD licence keys.

func hcnVendorGens() []hcnGen {
	return []hcnGen{
		{6, hcnApsEnv}, {5, hcnApsChat}, {5, hcnApsCurl}, {5, hcnApsJSON}, {6, hcnApsFrMail},
		{5, hcnProcoreEnv}, {5, hcnProcoreYAML}, {5, hcnProcoreTicket}, {5, hcnProcoreLog},
		{5, hcnProcoreArChat}, {5, hcnLicKeyMail}, {6, hcnLicKeyFr}, {6, hcnLicKeyAr},
		{4, hcnLicCSV}, {5, hcnLmadmin}, {4, hcnApsPython}, {4, hcnProcoreRefresh},
		{4, hcnApsTOTP}, {4, hcnAutodeskRecovery}, {4, hcnMapboxSecret},
	}
}

func hcnApsClientSecret() string {
	if rng.IntN(2) == 0 {
		return rnd(alnum, 16)
	}
	return rnd(alnum, 64)
}

func hcnApsEnv() Sample {
	id := rnd(alnum, 32)
	sec := hcnApsClientSecret()
	bucket := strings.ToLower(pick([]string{"rvt-uploads-", "bim-sync-", "acc-export-"})) + rnd(lower+digits, 6)
	text := fmt.Sprintf("# APS (ex-Forge) app for the model checker\nAPS_CLIENT_ID=%s\nAPS_CLIENT_SECRET=%s\nAPS_CALLBACK_URL=http://localhost:%d/api/auth/callback\nAPS_BUCKET=%s\nLOG_LEVEL=%s\n",
		id, sec, pick([]int{3000, 8080, 5000}), bucket, pick([]string{"info", "debug"}))
	if rng.IntN(2) == 0 {
		text = strings.Replace(text, "APS_", "FORGE_", -1)
	}
	return hcnS("autodesk-client-secret", "env", text, hcnL(sec), id, bucket)
}

func hcnApsChat() Sample {
	sec := hcnApsClientSecret()
	who := hcnFirst("en")
	text := pick([]string{
		"%s: hey can you try the Revit publish script again? I regenerated the APS app secret this morning, new one is %s\n%s: ok will do after lunch",
		"%s: forge client secret for the clash detection tool -> %s (old one revoked)\n%s: 👍",
		"%s: the BIM 360 integration broke bc someone rotated the secret. new client_secret: %s\n%s: thanks, updating the Jenkins creds now",
	})
	text = fmt.Sprintf(text, who, sec, hcnFirst("en"))
	return hcnS("autodesk-client-secret", "chat", text, hcnL(sec))
}

func hcnApsCurl() Sample {
	tok := hcnJWT()
	hub := "b." + hcnUUID()
	text := fmt.Sprintf("$ curl -s -H \"Authorization: Bearer %s\" \\\n    https://developer.api.autodesk.com/project/v1/hubs/%s/projects | jq '.data[].attributes.name'\n\"%s\"\n\"%s\"\n",
		tok, hub, hcnProject("en"), hcnProject("fr"))
	return hcnS("autodesk-access-token", "shell", text, hcnL(tok), hub)
}

func hcnApsJSON() Sample {
	tok := hcnJWT()
	ref := rnd(alnum, 40)
	text := fmt.Sprintf("{\n  \"access_token\": \"%s\",\n  \"refresh_token\": \"%s\",\n  \"token_type\": \"Bearer\",\n  \"expires_in\": 3599\n}", tok, ref)
	lead := pick([]string{"Response from the 3-legged auth, for the record:\n", "Got this back from /authentication/v2/token:\n", "```json\n"})
	tail := ""
	if strings.HasPrefix(lead, "```") {
		tail = "\n```"
	}
	return hcnS("autodesk-oauth-tokens", "json", lead+text+tail, hcnL(tok, ref))
}

func hcnApsFrMail() Sample {
	sec := hcnApsClientSecret()
	id := rnd(alnum, 32)
	n := hcnName("fr")
	text := fmt.Sprintf("Objet : Accès API Autodesk Construction Cloud – %s\n\nBonjour %s,\n\nComme convenu, voici les identifiants de l'application APS pour la synchro des maquettes :\n- Client ID : %s\n- Client secret : %s\n\nMerci de ne pas les mettre dans le dépôt Git, on les stockera dans le coffre ensuite.\n\nCordialement,\n%s\nBIM manager",
		hcnProject("fr"), hcnFirst("fr"), id, sec, n)
	return hcnS("autodesk-client-secret", "mail", text, hcnL(sec), id)
}

func hcnProcoreEnv() Sample {
	id := rnd(lower+digits, 64)
	sec := rnd(lower+digits, 64)
	comp := fmt.Sprint(hcnN(4000000, 4999999))
	text := fmt.Sprintf("PROCORE_ENV=production\nPROCORE_COMPANY_ID=%s\nPROCORE_CLIENT_ID=%s\nPROCORE_CLIENT_SECRET=%s\nPROCORE_REDIRECT_URI=urn:ietf:wg:oauth:2.0:oob\n", comp, id, sec)
	return hcnS("procore-client-secret", "env", text, hcnL(sec), comp, id)
}

func hcnProcoreYAML() Sample {
	sec := rnd(lower+digits+"-_", 43)
	comp := fmt.Sprint(hcnN(4000000, 4999999))
	proj := fmt.Sprint(hcnN(100000, 999999))
	text := fmt.Sprintf("procore:\n  base_url: https://api.procore.com\n  company_id: %s\n  project_id: %s\n  auth:\n    grant_type: client_credentials\n    client_id: %s\n    client_secret: %s\nsync:\n  rfis: true\n  submittals: %v\n",
		comp, proj, rnd(lower+digits, 43), sec, rng.IntN(2) == 0)
	return hcnS("procore-client-secret", "yaml", text, hcnL(sec), comp, proj)
}

func hcnProcoreTicket() Sample {
	tok := rnd(lower+digits, 64)
	if rng.IntN(2) == 0 {
		tok = hcnJWT()
	}
	key := fmt.Sprintf("IT-%d", hcnN(1200, 9800))
	text := fmt.Sprintf("[%s] Procore → Power BI export failing since %s\n\nReporter: %s\nSteps: ran export.ps1 on the BI box, got 401.\nI used this access token from the Procore sandbox login (copied from browser devtools):\n%s\nPlease advise, the weekly cost report is due Friday.",
		key, hcnDate(), hcnName("en"), tok)
	return hcnS("procore-access-token", "ticket", text, hcnL(tok), key)
}

func hcnProcoreLog() Sample {
	tok := rnd(lower+digits, 64)
	rid := hcnUUID()
	text := fmt.Sprintf("%sT%s:12Z DEBUG procore.client request GET /rest/v1.0/projects/%d/rfis headers={'Authorization': 'Bearer %s', 'Procore-Company-Id': '%d'}\n%sT%s:13Z INFO procore.client response 200 request_id=%s items=%d",
		hcnDate(), hcnTime(), hcnN(100000, 999999), tok, hcnN(4000000, 4999999), hcnDate(), hcnTime(), rid, hcnN(3, 80))
	return hcnS("procore-access-token", "log", text, hcnL(tok), rid)
}

func hcnProcoreArChat() Sample {
	sec := rnd(lower+digits, 64)
	text := pick([]string{
		"%s: السلام عليكم، هذا الـ client secret الجديد لتطبيق Procore الخاص بالمشروع: %s\n%s: تمام، سأحدّثه في السيرفر الليلة",
		"%s: يا شباب الربط مع Procore توقف. المفتاح السري (client secret) صار %s بعد التجديد\n%s: شكراً، جاري التحديث",
	})
	text = fmt.Sprintf(text, hcnName("ar"), sec, hcnName("ar"))
	return hcnS("procore-client-secret", "chat", text, hcnL(sec))
}

func hcnLicKeyMail() Sample {
	key := hcnLicKey()
	prod := pick([]string{"Enscape", "V-Ray 6 for Revit", "Lumion Pro", "Twinmotion", "SketchUp Pro", "Bluebeam Revu eXtreme", "Tekla Structures", "SOFiSTiK"})
	order := fmt.Sprintf("SO-%d", hcnN(100000, 999999))
	text := fmt.Sprintf("Subject: Your %s licence – order %s\n\nHi %s,\n\nThank you for your purchase. Your licence key is:\n\n    %s\n\nEnter it under Help > Activate licence. This key is for %d seat(s) and expires on %s.\n\nReseller support team",
		prod, order, hcnFirst("en"), key, hcnN(1, 10), hcnDate())
	return hcnS("software-licence-key", "mail", text, hcnL(key), order)
}

func hcnLicKeyFr() Sample {
	key := hcnLicKey()
	prod := pick([]string{"Enscape", "Archicad", "Robot Structural", "Graitec Advance", "Allplan", "Lumion"})
	poste := fmt.Sprintf("PC-ARCHI-%02d", hcnN(1, 40))
	text := fmt.Sprintf("%s : Salut, pour le poste %s il faut réactiver %s, voici la clé de licence : %s\n%s : merci, c'est fait ✅",
		hcnFirst("fr"), poste, prod, key, hcnFirst("fr"))
	return hcnS("software-licence-key", "chat", text, hcnL(key), poste)
}

func hcnLicKeyAr() Sample {
	key := hcnLicKey()
	prod := pick([]string{"Enscape", "Lumion", "V-Ray", "ETABS", "SAP2000", "Tekla"})
	text := fmt.Sprintf("مرحباً %s،\nتم تجديد اشتراك %s للمكتب. مفتاح الترخيص الجديد: %s\nيرجى تفعيله على جهاز المصمم قبل يوم الأحد.\nمع التحية،\nقسم تقنية المعلومات",
		hcnFirst("ar"), prod, key)
	return hcnS("software-licence-key", "mail", text, hcnL(key))
}

func hcnLicCSV() Sample {
	var rows []string
	var secs []string
	var keep []string
	rows = append(rows, "product,seats,licence_key,assigned_to,renewal")
	for i := 0; i < hcnN(2, 3); i++ {
		k := hcnLicKey()
		secs = append(secs, k)
		who := pick([]string{"j.morel", "p.nair", "k.haddad", "studio-3", "render-01", "t.whitaker", "o.hart"}) + fmt.Sprint(i)
		keep = append(keep, who)
		rows = append(rows, fmt.Sprintf("%s,%d,%s,%s,%s", pick([]string{"Enscape", "Lumion Pro", "V-Ray", "Bluebeam Revu", "SketchUp Pro"}), hcnN(1, 5), k, who, hcnDate()))
	}
	return hcnS("software-licence-key", "csv", "licences_2025.csv:\n"+strings.Join(rows, "\n"), secs, keep...)
}

func hcnLmadmin() Sample {
	pw := hcnPw()
	host := hcnHost()
	text := pick([]string{
		"License server %s (FlexNet lmadmin) – web console on :8090\nadmin user: admin\nadmin password: %s\nVendor daemon adskflex on port 2080. Do NOT restart during plotting hours.",
		"Notes for the licence server %s:\n* LMTOOLS service 'Autodesk Network License Manager'\n* lmadmin console password = %s\n* license file in C:\\Autodesk\\Network License Manager\\lic.dat",
	})
	text = fmt.Sprintf(text, host, pw)
	return hcnS("licence-server-password", "wiki", text, hcnL(pw), host)
}

func hcnApsPython() Sample {
	id := rnd(alnum, 32)
	sec := hcnApsClientSecret()
	text := fmt.Sprintf("import requests\n\nCLIENT_ID = \"%s\"\nCLIENT_SECRET = \"%s\"  # TODO move to env\n\ndef get_token():\n    r = requests.post(\n        \"https://developer.api.autodesk.com/authentication/v2/token\",\n        auth=(CLIENT_ID, CLIENT_SECRET),\n        data={\"grant_type\": \"client_credentials\", \"scope\": \"data:read bucket:read\"},\n    )\n    r.raise_for_status()\n    return r.json()[\"access_token\"]\n", id, sec)
	return hcnS("autodesk-client-secret", "code", text, hcnL(sec), id)
}

func hcnProcoreRefresh() Sample {
	ref := rnd(lower+digits, 64)
	text := fmt.Sprintf("Handover note – Procore sync service (%s)\n\nThe service runs as svc_procore on the app server. If it stops refreshing, paste this refresh token into the admin page to re-seed it:\nrefresh_token: %s\nAfter that it rotates itself every 2 hours.",
		hcnDate(), ref)
	return hcnS("procore-refresh-token", "handover", text, hcnL(ref), "svc_procore")
}

func hcnApsTOTP() Sample {
	seed := rnd(b32, 32)
	if rng.IntN(2) == 0 {
		seed = strings.Join([]string{seed[:4], seed[4:8], seed[8:12], seed[12:16], seed[16:20], seed[20:24], seed[24:28], seed[28:]}, " ")
	}
	acct := pick([]string{"bim-admin@", "acc.owner@", "autodesk@"}) + pick([]string{"meridian-ce.com", "atelier-vitruve.fr", "alnoor-eng.ae"})
	text := fmt.Sprintf("Shared Autodesk account %s has 2FA on. If the phone is lost, the authenticator setup key is:\n%s\n(enter manually in Google Authenticator, time-based)", acct, seed)
	return hcnS("totp-seed", "note", text, hcnL(seed), acct)
}

func hcnAutodeskRecovery() Sample {
	var codes []string
	for i := 0; i < hcnN(2, 3); i++ {
		codes = append(codes, rnd(digits, 4)+" "+rnd(digits, 4))
	}
	if rng.IntN(2) == 0 {
		for i := range codes {
			codes[i] = rnd(lower+digits, 10)
		}
	}
	lang := hcnLang()
	var text string
	switch lang {
	case "fr":
		text = "Codes de secours du compte Autodesk de l'agence (à usage unique) :\n" + strings.Join(codes, "\n") + "\nRangés aussi dans le classeur rouge."
	case "ar":
		text = "رموز الاسترداد لحساب Autodesk الخاص بالشركة:\n" + strings.Join(codes, "\n") + "\nكل رمز يُستخدم مرة واحدة فقط."
	default:
		text = "Backup codes for the practice's Autodesk ID (each works once):\n" + strings.Join(codes, "\n") + "\nCross them off when used."
	}
	return hcnS("recovery-codes", "note", text, codes)
}

func hcnMapboxSecret() Sample {
	tok := "sk.eyJ1Ijoi" + rnd(b64url, hcnN(20, 30)) + "." + rnd(b64url, 22)
	user := pick([]string{"hollis-gis", "vitruve", "alnoor-site"})
	text := fmt.Sprintf("# site logistics map (tiles upload)\nmapbox:\n  username: %s\n  upload_token: %s\n  style: mapbox://styles/%s/%s\n", user, tok, user, rnd(lower+digits, 25))
	return hcnS("mapbox-secret-token", "yaml", text, hcnL(tok), user)
}
