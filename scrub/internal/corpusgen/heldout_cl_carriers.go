package main

import (
	"fmt"
	"strings"
)

// Carriers' and freight/telematics platforms' credentials in configs, code, shells and chats.

func hclCarrierGens() []hclGen {
	return []hclGen{
		{8, hclDHLEnv}, {6, hclDHLCurl}, {6, hclDHLChatPL}, {6, hclFedexYAML}, {6, hclFedexTicket},
		{6, hclUPSJSON}, {6, hclP44Mail}, {6, hclP44Python}, {8, hclSamsaraEnv}, {6, hclSamsaraChatTR},
		{6, hclSamsaraLog}, {7, hclGeotabJSON}, {6, hclGeotabNote}, {6, hclGeotabSession},
		{6, hclGmapsJS}, {5, hclHereINI}, {5, hclShippoTOML}, {5, hclEasyPostRuby},
		{6, hclTwilioSMS}, {6, hclAWSPod}, {5, hclAliyunTR}, {5, hclMapboxSecret},
		{5, hclSendgridNotice}, {5, hclGHActionsLeak}, {4, hclCarrierCSV}, {5, hclDHLDiff},
	}
}

func hclDHLEnv() Sample {
	k, s := hclDHLKey(), hclDHLSecret()
	acct := hclPin(9)
	secrets := hclSec(k)
	body := fmt.Sprintf("# DHL Express MyDHL API (prod)\nDHL_API_BASE=https://express.api.dhl.com/mydhlapi\nDHL_ACCOUNT_NUMBER=%s\nDHL_API_KEY=%s\n", acct, k)
	if hclChance(45) {
		body += fmt.Sprintf("DHL_API_SECRET=%s\n", s)
		secrets = append(secrets, s)
	}
	body += "LABEL_FORMAT=" + hclP("ZPL", "PDF", "EPL") + "\nDEFAULT_SERVICE=" + hclP("P", "U", "N") + "\n"
	return hclS("dhl-api-key", "env", body, secrets, acct)
}

func hclDHLCurl() Sample {
	k := hclDHLKey()
	wb := hclDHLWaybill()
	host := hclP("api-eu.dhl.com", "api.dhl.com")
	text := fmt.Sprintf("$ curl -s \"https://%s/track/shipments?trackingNumber=%s\" \\\n    -H 'DHL-API-Key: %s' | jq '.shipments[0].status'\n{\n  \"statusCode\": \"%s\",\n  \"description\": \"%s\"\n}", host, wb, k, hclP("transit", "delivered", "pre-transit"), hclP("Processed at DHL hub LEIPZIG - GERMANY", "Shipment picked up", "Arrived at Delivery Facility in WARSAW - POLAND"))
	return hclS("dhl-api-key", "shell", text, hclSec(k), wb, host)
}

func hclDHLChatPL() Sample {
	k := hclDHLKey()
	n := hclName("pl")
	text := hclP(
		fmt.Sprintf("%s: podmieniłem klucz do DHL API bo stary wygasł, nowy: %s\nwrzuć go do sekretów w CI zanim puścisz deploy", n, k),
		fmt.Sprintf("[%02d:%02d] %s: klucz api dhl na produkcję -> %s\n[%02d:%02d] %s: dzięki, testuję etykiety", hclN(7, 18), hclN(0, 59), n, k, hclN(7, 18), hclN(0, 59), hclName("pl")),
		fmt.Sprintf("%s: ktoś ma klucz do DHL Parcel? bo w .env jest pusty\n%s: %s – tylko nie commituj", hclName("pl"), n, k),
	)
	return hclS("dhl-api-key", "chat", text, hclSec(k), n)
}

func hclFedexYAML() Sample {
	sec := hclFedexSecret()
	acct := hclPin(9)
	text := fmt.Sprintf("carriers:\n  fedex:\n    environment: production\n    base_url: https://apis.fedex.com\n    account_number: \"%s\"\n    client_id: ${FEDEX_CLIENT_ID}\n    client_secret: %s\n    pickup_type: %s\n", acct, sec, hclP("USE_SCHEDULED_PICKUP", "DROPOFF_AT_FEDEX_LOCATION", "CONTACT_FEDEX_TO_SCHEDULE"))
	return hclS("fedex-client-secret", "yaml", text, hclSec(sec), acct)
}

func hclFedexTicket() Sample {
	sec := hclFedexSecret()
	tk := fmt.Sprintf("%s-%d", hclP("OPS", "INT", "SHIP"), hclN(100, 9999))
	text := fmt.Sprintf("Ticket %s – FedEx rate quotes failing since Monday\n\nSteps: POST /oauth/token returns 401 NOT.AUTHORIZED.ERROR.\nI regenerated the secret in the developer portal. New client secret: %s\nOld one revoked. Please update the rate-shopping service and close the ticket.\n\n-- %s", tk, sec, hclName("en"))
	return hclS("fedex-client-secret", "ticket", text, hclSec(sec), tk)
}

func hclUPSJSON() Sample {
	sec := hclUPSSecret()
	shipper := hclR(upper+digits, 6)
	text := fmt.Sprintf("{\n  \"carrier\": \"UPS\",\n  \"oauth\": {\n    \"token_url\": \"https://onlinetools.ups.com/security/v1/oauth/token\",\n    \"client_secret\": \"%s\"\n  },\n  \"shipper_number\": \"%s\",\n  \"services\": [\"03\", \"12\", \"65\"]\n}", sec, shipper)
	return hclS("ups-client-secret", "json", text, hclSec(sec), shipper)
}

func hclP44Mail() Sample {
	sec := hclP44Secret()
	cid := hclR(lower+digits, 24)
	to := hclName("en")
	text := fmt.Sprintf("Subject: project44 API credentials – %s\n\nHi %s,\n\nas discussed on the onboarding call, here are the credentials for the Movement sandbox → prod cutover:\n\n  Client ID: %s\n  Client secret: %s\n\nToken endpoint is https://na12.api.project44.com/api/v4/oauth2/token. Please store the secret in your vault and delete this mail.\n\nBest,\n%s\nCustomer Success, project44", hclTitle(hclCompany()), to, cid, sec, hclName("en"))
	return hclS("project44-client-secret", "mail", text, hclSec(sec), cid)
}

func hclP44Python() Sample {
	sec := hclP44Secret()
	text := fmt.Sprintf("import os\n\nimport requests\n\nP44_TOKEN_URL = \"https://na12.api.project44.com/api/v4/oauth2/token\"\n\n\ndef get_token():\n    resp = requests.post(P44_TOKEN_URL, data={\n        \"grant_type\": \"client_credentials\",\n        \"client_id\": os.environ[\"P44_CLIENT_ID\"],\n        \"client_secret\": \"%s\",  # TODO move to env\n    })\n    resp.raise_for_status()\n    return resp.json()[\"access_token\"]\n", sec)
	return hclS("project44-client-secret", "code", text, hclSec(sec), "P44_CLIENT_ID")
}

func hclSamsaraEnv() Sample {
	t := hclSamsara()
	org := hclPin(hclN(5, 7))
	text := fmt.Sprintf("# fleet-sync service\nSAMSARA_ORG_ID=%s\nSAMSARA_API_TOKEN=%s\nSYNC_INTERVAL=%ds\nHOS_EXPORT=%s\n", org, t, pick([]int{30, 60, 120, 300}), hclP("true", "false"))
	return hclS("samsara-api-token", "env", text, hclSec(t), org)
}

func hclSamsaraChatTR() Sample {
	t := hclSamsara()
	n := hclName("tr")
	text := hclP(
		fmt.Sprintf("%s: Samsara token'ı yeniledim, eskisi iptal. Yenisi: %s\n%s: tamam, filo entegrasyonuna ekliyorum", n, t, hclName("tr")),
		fmt.Sprintf("%s: araç konumları gelmiyor, api anahtarı değişmiş olabilir mi?\n%s: evet dün döndürdük, yeni token %s", hclName("tr"), n, t),
	)
	return hclS("samsara-api-token", "chat", text, hclSec(t), n)
}

func hclSamsaraLog() Sample {
	t := hclSamsara()
	rid := hclHex(16)
	text := fmt.Sprintf("2025-%02d-%02dT%02d:%02d:11Z DEBUG fleetsync http request method=GET url=https://api.samsara.com/fleet/vehicles/locations headers=map[Authorization:[Bearer %s] Accept:[application/json]]\n2025-%02d-%02dT%02d:%02d:12Z INFO  fleetsync got %d vehicles request_id=%s", hclN(1, 12), hclN(1, 28), hclN(0, 23), hclN(0, 59), t, hclN(1, 12), hclN(1, 28), hclN(0, 23), hclN(0, 59), hclN(12, 340), rid)
	return hclS("samsara-api-token", "log", text, hclSec(t), rid)
}

func hclGeotabJSON() Sample {
	pw := hclPw()
	db := strings.ReplaceAll(hclCompany(), "-", "_")
	user := "api." + hclP("sync", "integration", "reports") + "@" + hclCompany() + ".com"
	text := fmt.Sprintf("{\n  \"method\": \"Authenticate\",\n  \"params\": {\n    \"database\": \"%s\",\n    \"userName\": \"%s\",\n    \"password\": \"%s\"\n  }\n}", db, user, pw)
	return hclS("geotab-password", "json", text, hclSec(pw), db, user)
}

func hclGeotabNote() Sample {
	pw := hclPw()
	db := strings.ReplaceAll(hclCompany(), "-", "_")
	lang := hclP("en", "pl")
	var text string
	if lang == "pl" {
		text = fmt.Sprintf("MyGeotab – dostęp dla raportów paliwowych\n- serwer: my.geotab.com\n- baza: %s\n- użytkownik: raporty@%s.pl\n- hasło: %s\nKonto ma tylko uprawnienia do odczytu.", db, hclCompany(), pw)
	} else {
		text = fmt.Sprintf("MyGeotab read-only user for the fuel report\n* server: my.geotab.com\n* database: %s\n* user: reports@%s.com\n* pw: %s\nDon't give it admin clearance.", db, hclCompany(), pw)
	}
	return hclS("geotab-password", "note", text, hclSec(pw), db, "my.geotab.com")
}

func hclGeotabSession() Sample {
	sid := hclGeotabSess()
	db := strings.ReplaceAll(hclCompany(), "-", "_")
	text := fmt.Sprintf("response from Authenticate:\n{\"result\":{\"credentials\":{\"database\":\"%s\",\"sessionId\":\"%s\",\"userName\":\"integration@%s.com\"},\"path\":\"my%d.geotab.com\"},\"jsonrpc\":\"2.0\"}\n→ reuse the sessionId for GetFeed calls until it expires", db, sid, hclCompany(), hclN(3, 700))
	return hclS("geotab-session-id", "log", text, hclSec(sid), db)
}

func hclGmapsJS() Sample {
	k := hclGmapsKey()
	text := fmt.Sprintf("// route-planner/src/config.js\nexport const ROUTING = {\n  provider: 'google',\n  directionsUrl: 'https://maps.googleapis.com/maps/api/directions/json',\n  apiKey: '%s',\n  avoid: ['tolls', 'ferries'],\n  maxWaypoints: %d,\n};\n", k, pick([]int{23, 25}))
	return hclS("google-maps-key", "code", text, hclSec(k))
}

func hclHereINI() Sample {
	k := hclHereKey()
	app := hclR(alnum, 20)
	text := fmt.Sprintf("[routing]\nprovider = here\nendpoint = https://router.hereapi.com/v8/routes\napp_id = %s\napi_key = %s\ntruck_height_cm = %d\ntruck_weight_kg = %d\n", app, k, hclN(380, 410), hclN(18000, 40000))
	return hclS("here-api-key", "ini", text, hclSec(k), app)
}

func hclShippoTOML() Sample {
	k := hclShippo()
	text := fmt.Sprintf("[shipping]\nprovider = \"shippo\"\napi_token = \"%s\"\nlabel_file_type = \"%s\"\ndefault_parcel = { length = %d, width = %d, height = %d, distance_unit = \"cm\" }\n", k, hclP("PDF_4x6", "ZPLII", "PNG"), hclN(20, 60), hclN(15, 40), hclN(10, 30))
	return hclS("shippo-token", "toml", text, hclSec(k))
}

func hclEasyPostRuby() Sample {
	k := hclEasyPost()
	text := fmt.Sprintf("# config/initializers/easypost.rb\nrequire 'easypost'\n\nEASYPOST = EasyPost::Client.new(api_key: '%s')\n\n# carriers enabled on the account: USPS, UPS, FedEx\n", k)
	return hclS("easypost-key", "code", text, hclSec(k))
}

func hclTwilioSMS() Sample {
	sid, tok := hclTwilioSID(), hclTwilioTok()
	text := fmt.Sprintf("Driver ETA SMS notifications (%s)\n\nTWILIO_ACCOUNT_SID=%s\nTWILIO_AUTH_TOKEN=%s\nTWILIO_FROM=+1%s\n\nTemplate: \"Your delivery from %s is %d stops away.\"", hclSite("en"), sid, tok, hclPin(10), hclTitle(hclCompany()), hclN(2, 9))
	return hclS("twilio-auth-token", "env", text, hclSec(tok), sid)
}

func hclAWSPod() Sample {
	id, sec := hclAWSKeyID(), hclAWSSecret()
	bucket := hclCompany() + "-pod-images"
	text := fmt.Sprintf("Proof-of-delivery photo upload from the driver app goes straight to S3.\nBucket: %s (eu-central-1)\n\n[pod-uploader]\naws_access_key_id = %s\naws_secret_access_key = %s\n\nPhotos older than 180 days move to Glacier.", bucket, id, sec)
	return hclS("aws-access-key", "ini", text, hclSec(id, sec), bucket)
}

func hclAliyunTR() Sample {
	id, sec := hclLTAI(), hclR(alnum, 30)
	text := fmt.Sprintf("Alibaba Cloud OSS (Çin tedarikçi belgeleri için)\nAccessKey ID: %s\nAccessKey Secret: %s\nBucket: %s-cn-docs, bölge: oss-cn-shanghai\nNot: anahtarları kimseyle paylaşmayın.", id, sec, hclCompany())
	return hclS("alibaba-access-key", "note", text, hclSec(id, sec), "oss-cn-shanghai")
}

func hclMapboxSecret() Sample {
	sk := hclMapbox("sk")
	pk := hclMapbox("pk")
	text := fmt.Sprintf("MAPBOX_PUBLIC_TOKEN=%s\n# secret token, needed only for downloading the offline tiles in the driver app build\nMAPBOX_DOWNLOADS_TOKEN=%s\n", pk, sk)
	return hclS("mapbox-secret-token", "env", text, hclSec(sk), pk)
}

func hclSendgridNotice() Sample {
	k := hclSendgrid()
	text := fmt.Sprintf("delivery-notifications/settings.py\n\nEMAIL_BACKEND = \"sendgrid_backend.SendgridBackend\"\nSENDGRID_API_KEY = \"%s\"\nDEFAULT_FROM_EMAIL = \"tracking@%s.com\"\nSHIPMENT_EMAIL_TEMPLATE = \"d-%s\"\n", k, hclCompany(), hclHex(32))
	return hclS("sendgrid-key", "code", text, hclSec(k))
}

func hclGHActionsLeak() Sample {
	t := hclGHToken()
	n := hclName("en")
	text := fmt.Sprintf("%s: the wms-scanner-app build can't pull the private zebra-sdk repo\n%s: use my PAT for now: %s\n%s: thx, will swap for a deploy key next sprint", hclName("en"), n, t, hclName("en"))
	return hclS("github-token", "chat", text, hclSec(t), n)
}

func hclCarrierCSV() Sample {
	k1, k2 := hclDHLKey(), hclSamsara()
	sec := hclSec(k1, k2)
	row3 := fmt.Sprintf("fedex,client_secret,%s,ops", hclFedexSecret())
	sec = append(sec, strings.Split(row3, ",")[2])
	text := fmt.Sprintf("carrier,credential,value,owner\ndhl,api_key,%s,it-integrations\nsamsara,api_token,%s,fleet\n%s\n", k1, k2, row3)
	return hclS("carrier-keys-csv", "csv", text, sec, "it-integrations")
}

func hclDHLDiff() Sample {
	old, nw := hclDHLKey(), hclDHLKey()
	text := fmt.Sprintf("diff --git a/config/carriers.yml b/config/carriers.yml\n@@ -12,7 +12,7 @@ dhl:\n   account: \"%s\"\n   endpoint: https://express.api.dhl.com/mydhlapi\n-  api_key: %s\n+  api_key: %s\n   timeout_s: 20\n", hclPin(9), old, nw)
	return hclS("dhl-api-key", "diff", text, hclSec(old, nw), "config/carriers.yml")
}
