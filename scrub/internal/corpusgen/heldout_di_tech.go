package main

import (
	"fmt"
	"strings"
)

// Medical device apps and the small tools families and clinics build: samples with secrets.

func hdiTechGens() []hdiGen {
	return []hdiGen{
		hdiTechNightscoutEnv, hdiTechNightscoutFollower, hdiTechNightscoutGrandparents, hdiTechShareLogin,
		hdiTechHomeAssistant, hdiTechPyDexcom, hdiTechReminderEnv, hdiTechFHIRCurl, hdiTechSmartConfig,
		hdiTechStripe, hdiTechAWS, hdiTechCookieLog, hdiTechGitHubDiff, hdiTechSlackHook, hdiTechTeamsHook,
		hdiTechZapier, hdiTechMailgun, hdiTechOpenAI, hdiTechOAuthFile, hdiTechMQTT, hdiTechCareLink,
		hdiTechLicence, hdiTechPEM, hdiTechSlackBot, hdiTechAzure, hdiTechDBError,
	}
}

func hdiTechNightscoutEnv() Sample {
	sec, mpw := hdiNSSecret(), hdiR(hdiAlnum, hdiN(12, 24))
	user := hdiP("nsadmin", "nightscout", "cgm", strings.ToLower(hdiName()))
	host := "cluster0." + hdiR(hdiLowNum, 5) + ".mongodb.net"
	text := hdiJoin(
		"# nightscout for "+hdiName()+" (T1D, Dexcom G7)",
		"API_SECRET="+sec,
		"MONGODB_URI=mongodb+srv://"+user+":"+mpw+"@"+host+"/nightscout?retryWrites=true",
		"DISPLAY_UNITS="+hdiP("mmol", "mg/dl"),
		"ENABLE=careportal iob cob bwp cage sage basal",
		"AUTH_DEFAULT_ROLES=denied",
	)
	return hdiS("nightscout-api-secret", "env", text, hdiSec(sec, mpw), user, host)
}

func hdiTechNightscoutFollower() Sample {
	host, tok := hdiNSHost(), hdiNSToken()
	text := hdiJoin(
		fmt.Sprintf("Hi Mrs %s, for the school trip you can watch %s's sugars on this page:", hdiP(hdiLast...), hdiName()),
		fmt.Sprintf("https://%s/?token=%s", host, tok),
		"Low alarm is set at 4.0. If it goes below 3.5 please give the juice box in the front pocket and call me.",
	)
	return hdiS("nightscout-token", "mail", text, hdiSec(tok), host)
}

func hdiTechNightscoutGrandparents() Sample {
	host, sec := hdiNSHost(), hdiNSSecret()
	text := hdiJoin(
		hdiName()+": Opa wants the sugar graph on his phone too",
		hdiName()+": install Nightguard, URL is https://"+host,
		hdiName()+": "+hdiP("API secret: ", "the api secret is ", "secret ")+sec+" (don't let him change settings lol)",
		hdiName()+": done, he's thrilled",
	)
	return hdiS("nightscout-api-secret", "chat", text, hdiSec(sec), host)
}

func hdiTechShareLogin() Sample {
	u, pw := hdiUser(), hdiPW()
	app := hdiP("Dexcom Follow", "LibreLinkUp", "CareLink Connect", "Eversense NOW")
	text := hdiJoin(
		fmt.Sprintf("[%s] %s: can you add me on %s? his phone died again", hdiTime(), hdiName(), app),
		fmt.Sprintf("[%s] %s: just log in as him: %s %s", hdiTime(), hdiName(), u, pw),
		fmt.Sprintf("[%s] %s: ta", hdiTime(), hdiName()),
	)
	return hdiS("device-app-password", "chat", text, hdiSec(pw), u, app)
}

func hdiTechHomeAssistant() Sample {
	tok := hdiJWT()
	host := hdiP("homeassistant.local:8123", "192.168.1.20:8123", "ha.oma-haus.duckdns.org")
	text := hdiJoin(
		"# configuration.yaml – fall sensor in Mum's bathroom",
		"rest_command:",
		"  notify_family:",
		"    url: \"http://"+host+"/api/services/notify/family\"",
		"    method: post",
		"    headers:",
		"      authorization: \"Bearer "+tok+"\"",
		"    payload: '{\"message\": \"Bathroom sensor: no movement for 30 min\"}'",
	)
	return hdiS("bearer-token", "yaml", text, hdiSec(tok), host)
}

func hdiTechPyDexcom() Sample {
	u, pw := hdiUser(), hdiPW()
	text := hdiJoin(
		"from pydexcom import Dexcom",
		"",
		"# pulls Dad's readings every 5 min for the kitchen display",
		fmt.Sprintf("dexcom = Dexcom(username=%q, password=%q, region=%q)", u, pw, hdiP("us", "ous")),
		"bg = dexcom.get_current_glucose_reading()",
		"print(bg.mmol_l, bg.trend_arrow)",
	)
	return hdiS("device-app-password", "code", text, hdiSec(pw), u)
}

func hdiTechReminderEnv() Sample {
	tw, sg := hdiTwilio(), hdiSendGrid()
	text := hdiJoin(
		"# appointment reminder service",
		"TWILIO_FROM=+44"+hdiR(hdiDigits, 10),
		"TWILIO_AUTH_TOKEN="+tw,
		"SENDGRID_API_KEY="+sg,
		"REMINDER_HOURS_BEFORE=24",
		"CLINIC_NAME=\""+hdiP("Riverside Family Practice", "Ostwind Physio", "Lakeside Dialysis")+"\"",
	)
	return hdiS("api-key", "env", text, hdiSec(tw, sg))
}

func hdiTechFHIRCurl() Sample {
	tok := hdiJWT()
	host := hdiP("fhir.stmarys-hc.org", "fhir.clinic-nord.eu", "api.famcare.io")
	pid := hdiR(hdiLowNum, 12)
	text := hdiJoin(
		fmt.Sprintf("$ curl -s -H \"Authorization: Bearer %s\" \\", tok),
		fmt.Sprintf("    https://%s/R4/MedicationRequest?patient=%s | jq '.total'", host, pid),
		fmt.Sprint(hdiN(2, 19)),
	)
	return hdiS("bearer-token", "shell", text, hdiSec(tok), host, pid)
}

func hdiTechSmartConfig() Sample {
	cid, sec := hdiUUID(), hdiSecretish()
	text := hdiJoin(
		"{",
		"  \"fhirBaseUrl\": \"https://"+hdiHost()+"/api/FHIR/R4\",",
		"  \"clientId\": \""+cid+"\",",
		"  \"clientSecret\": \""+sec+"\",",
		"  \"scope\": \"patient/*.read launch/patient offline_access\",",
		"  \"redirectUri\": \"https://caretracker.app/callback\"",
		"}",
	)
	return hdiS("oauth-client-secret", "json", text, hdiSec(sec), cid)
}

func hdiTechStripe() Sample {
	sk, wh := hdiStripe(), hdiStripeWH()
	text := hdiJoin(
		"[payments]",
		"# physio clinic online booking deposits",
		"stripe_secret_key = \""+sk+"\"",
		"stripe_webhook_secret = \""+wh+"\"",
		"currency = \""+hdiP("gbp", "eur", "usd")+"\"",
		"deposit_amount = "+fmt.Sprint(hdiN(10, 50)*100),
	)
	return hdiS("stripe-key", "toml", text, hdiSec(sk, wh))
}

func hdiTechAWS() Sample {
	id, sec := hdiAWSID(), hdiAWSSecret()
	bucket := hdiP("famcare-scans", "homehealth-letters", "pflege-dokumente")
	year := fmt.Sprint(hdiN(2023, 2025))
	text := hdiJoin(
		"$ aws configure --profile "+hdiP("scans", "care-docs", "default"),
		"AWS Access Key ID [None]: "+id,
		"AWS Secret Access Key [None]: "+sec,
		"Default region name [None]: eu-west-2",
		"Default output format [None]: json",
		"$ aws s3 cp discharge-letter.pdf s3://"+bucket+"/"+year+"/",
		"upload: ./discharge-letter.pdf to s3://"+bucket+"/"+year+"/discharge-letter.pdf",
	)
	return hdiS("aws-key", "shell", text, hdiSec(id, sec), bucket)
}

func hdiTechCookieLog() Sample {
	sess := hdiR(hdiAlnum, hdiN(32, 48))
	ip := fmt.Sprintf("10.%d.%d.%d", hdiN(0, 255), hdiN(0, 255), hdiN(1, 254))
	text := hdiJoin(
		fmt.Sprintf("%sT%s:%02dZ WARN portal.auth slow response 4.2s path=/MyChart/Messaging/Inbox ip=%s", "2025-0"+fmt.Sprint(hdiN(1, 9))+"-1"+fmt.Sprint(hdiN(0, 9)), hdiTime(), hdiN(0, 59), ip),
		"  request headers: Host: "+hdiHost()+"; Cookie: "+hdiP("MyChartSession", "PORTALSESSID", "sid", ".AspNetCore.Session")+"="+sess+"; lang=en-GB",
		"  upstream=epic-interconnect-2 status=200",
	)
	return hdiS("session-cookie", "log", text, hdiSec(sess), ip)
}

func hdiTechGitHubDiff() Sample {
	tok := hdiGitHub()
	text := hdiJoin(
		"commit: stop hardcoding the token in the med-reminder sync script",
		"",
		"--- a/sync_reminders.sh",
		"+++ b/sync_reminders.sh",
		"@@ -3,4 +3,4 @@",
		" REPO=famcare/med-schedules",
		"-GITHUB_TOKEN="+tok,
		"+GITHUB_TOKEN=\"${GITHUB_TOKEN:?set it in the environment}\"",
		" git pull --quiet",
	)
	return hdiS("github-token", "diff", text, hdiSec(tok), "famcare/med-schedules")
}

func hdiTechSlackHook() Sample {
	hook := hdiSlackHook()
	text := hdiJoin(
		"# alert the family channel when the pill dispenser reports a missed dose",
		"import requests",
		fmt.Sprintf("WEBHOOK = %q", hook),
		"requests.post(WEBHOOK, json={\"text\": f\"Missed dose: {slot} ({patient})\"})",
	)
	return hdiS("webhook-url", "code", text, hdiSec(hook))
}

func hdiTechTeamsHook() Sample {
	hook := hdiTeamsHook()
	text := hdiJoin(
		"Ticket "+hdiR(hdiUpNum, 3)+"-"+hdiR(hdiDigits, 4)+": visit-missed alerts not arriving in the coordinators' Teams channel",
		"Config in the rostering tool currently points to:",
		hook,
		"Can someone check whether the connector was removed?",
	)
	return hdiS("webhook-url", "ticket", text, hdiSec(hook))
}

func hdiTechZapier() Sample {
	hook := hdiZapierHook()
	text := hdiJoin(
		fmt.Sprintf("%s: I hooked the blood pressure cuff export into a Zap, it posts here:", hdiName()),
		hook,
		hdiName()+": and then it emails Dr "+hdiP(hdiLast...)+"'s nurse every Monday",
	)
	return hdiS("webhook-url", "chat", text, hdiSec(hook))
}

func hdiTechMailgun() Sample {
	key := hdiMailgun()
	dom := hdiP("mg.famcare.io", "mail.homehealth.net", "mg.clinic-nord.eu")
	text := hdiJoin(
		"$ curl -s --user 'api:"+key+"' \\",
		"    https://api.eu.mailgun.net/v3/"+dom+"/messages \\",
		"    -F from='Clinic <noreply@"+dom+">' -F to="+hdiUser()+" \\",
		"    -F subject='Your appointment tomorrow' -F text='Please bring your medication list.'",
		"{\"id\":\"<"+hdiR(hdiDigits, 14)+"."+hdiR(hdiHex, 16)+"@"+dom+">\",\"message\":\"Queued. Thank you.\"}",
	)
	return hdiS("api-key", "shell", text, hdiSec(key), dom)
}

func hdiTechOpenAI() Sample {
	key := hdiOpenAI()
	text := hdiJoin(
		"# prototype: summarise the carers' daily notes for the family",
		"from openai import OpenAI",
		fmt.Sprintf("client = OpenAI(api_key=%q)", key),
		"notes = open(\"visit_notes.txt\").read()",
		"print(client.responses.create(model=\"gpt-4.1-mini\", input=\"Summarise for family: \" + notes).output_text)",
	)
	return hdiS("api-key", "code", text, hdiSec(key))
}

func hdiTechOAuthFile() Sample {
	at, rt := hdiR(hdiHex, 40), hdiR(hdiHex, 40)
	uid := hdiR(hdiDigits, 8)
	text := hdiJoin(
		"$ cat ~/.config/withings-sync/token.json",
		"{",
		"  \"userid\": \""+uid+"\",",
		"  \"access_token\": \""+at+"\",",
		"  \"refresh_token\": \""+rt+"\",",
		"  \"expires_in\": 10800,",
		"  \"scope\": \"user.metrics,user.activity\"",
		"}",
	)
	return hdiS("oauth-token", "shell", text, hdiSec(at, rt), uid)
}

func hdiTechMQTT() Sample {
	pw := hdiR(hdiAlnum, hdiN(12, 20))
	u := hdiP("z2m", "sensors", "mqtt_user", "homecare")
	text := hdiJoin(
		"# zigbee2mqtt configuration.yaml (bed and door sensors at Oma's)",
		"mqtt:",
		"  base_topic: zigbee2mqtt",
		"  server: mqtt://192.168.178."+fmt.Sprint(hdiN(2, 250)),
		"  user: "+u,
		"  password: "+pw,
		"serial:",
		"  port: /dev/ttyUSB0",
	)
	return hdiS("mqtt-password", "yaml", text, hdiSec(pw), u)
}

func hdiTechCareLink() Sample {
	u, pw := hdiUser(), hdiPW()
	dev := hdiP("MiniMed 780G", "Omnipod 5", "t:slim X2", "Omron Connect")
	text := hdiJoin(
		"Diabetes clinic prep ("+hdiDate()+")",
		"- upload the "+dev+" before the appointment",
		"- uploader login: "+u,
		"- password: "+pw,
		"- bring the sensor and infusion set stock list",
	)
	return hdiS("device-app-password", "note", text, hdiSec(pw), u, dev)
}

func hdiTechLicence() Sample {
	key := hdiLicence()
	prod := hdiP("Dragon Medical One", "MedRhythm Pro", "CareRoster Desktop", "Read&Write Gold")
	text := hdiJoin(
		fmt.Sprintf("Hi %s, I bought %s for Dad's laptop since he can't type with his hands now.", hdiName(), prod),
		"Licence key: "+key,
		"It works on 2 machines so you can put it on yours too.",
	)
	return hdiS("licence-key", "mail", text, hdiSec(key), prod)
}

func hdiTechPEM() Sample {
	body := hdiPEMBody()
	kid := hdiR(hdiLowNum, 8)
	kind := hdiP("", "RSA ")
	text := hdiJoin(
		"# backend-services key for the pharmacy's FHIR bulk export (kid="+kid+")",
		"-----BEGIN "+kind+"PRIVATE KEY-----",
		body,
		"-----END "+kind+"PRIVATE KEY-----",
	)
	return hdiS("private-key", "pem", text, hdiSec(body), "kid="+kid)
}

func hdiTechSlackBot() Sample {
	tok := hdiSlackBot()
	ch := "C0" + hdiR(hdiUpNum, 9)
	text := hdiJoin(
		"# care-team rota bot",
		"slack:",
		"  bot_token: "+tok,
		"  channel: "+ch,
		"  post_at: \"07:00\"",
	)
	return hdiS("slack-token", "yaml", text, hdiSec(tok), ch)
}

func hdiTechAzure() Sample {
	acct := hdiP("homecarerecords", "famcaredocs", "clinicnordscans")
	key := hdiR(hdiB64, 86) + "=="
	text := hdiJoin(
		"\"ConnectionStrings\": {",
		"  \"VisitPhotos\": \"DefaultEndpointsProtocol=https;AccountName="+acct+";AccountKey="+key+";EndpointSuffix=core.windows.net\"",
		"}",
	)
	return hdiS("storage-key", "json", text, hdiSec(key), "AccountName="+acct)
}

func hdiTechDBError() Sample {
	u, pw, host := hdiP("rota_app", "careplan", "portal_ro"), hdiR(hdiAlnum, hdiN(10, 18)), hdiHost()
	text := hdiJoin(
		"Traceback (most recent call last):",
		"  File \"/srv/rota/app.py\", line 41, in <module>",
		"    engine = create_engine(\"postgresql://"+u+":"+pw+"@"+host+":5432/rota\")",
		"sqlalchemy.exc.OperationalError: could not connect to server: Connection refused",
		"",
		"^ this started after the VM reboot, any idea?",
	)
	return hdiS("db-password", "log", text, hdiSec(pw), u, host)
}
