package main

import (
	"fmt"
	"strings"
)

// Vendor tokens around a rental business: the direct-booking site, guest messaging, ID scans,
// smart-lock APIs and notifications, in env files, code, shell sessions, logs and diffs.

func hchVendorGens() []hchGen {
	return []hchGen{
		{6, hchStripeEnv}, {4, hchWhsecYAML}, {5, hchTwilioEnv}, {4, hchSendgridJS},
		{4, hchGeminiEnv}, {4, hchOpenAIPy}, {5, hchSlackHook}, {4, hchTelegramShell},
		{5, hchAWSCreds}, {4, hchJWTLog}, {3, hchPEMKey}, {4, hchStripeDiff},
		{4, hchTwilioCommit}, {3, hchMailgunTOML}, {4, hchGitPAT}, {4, hchSeamCurl},
		{4, hchZapierHook}, {4, hchDiscordHook}, {3, hchTeamsHook}, {3, hchMapboxEnv},
		{4, hchNukiHA}, {2, hchSTSLog}, {4, hchServiceAccountJSON},
	}
}

func hchSkLive() string {
	if rng.IntN(2) == 0 {
		return "sk_live_51" + rnd(alnum, 97)
	}
	return "sk_live_" + rnd(alnum, hchN(24, 34))
}

func hchPkLive() string { return "pk_live_51" + rnd(alnum, 97) }

func hchSlackURL() string {
	return "https://hooks.slack.com/services/T" + rnd(upper+digits, hchN(8, 10)) + "/B" + rnd(upper+digits, hchN(8, 10)) + "/" + rnd(alnum, 24)
}

func hchAKIA(p string) string { return p + rnd("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16) }

func hchStripeEnv() Sample {
	sk, pk := hchSkLive(), hchPkLive()
	t := fmt.Sprintf("# direct booking site – production\nSITE_URL=https://www.%s.%s\nSTRIPE_PUBLISHABLE_KEY=%s\nSTRIPE_SECRET_KEY=%s\nDEPOSIT_PERCENT=%d\nCURRENCY=eur",
		hchCo(), hchP("it", "gr", "com"), pk, sk, pick([]int{20, 30, 50}))
	return hchS("stripe-secret-key", "env", t, []string{sk}, pk)
}

func hchWhsecYAML() Sample {
	w := "whsec_" + rnd(alnum, 32)
	t := fmt.Sprintf("payments:\n  provider: stripe\n  webhook_path: /hooks/stripe\n  webhook_secret: %s\n  events:\n    - checkout.session.completed\n    - charge.refunded", w)
	return hchS("webhook-signing-secret", "yaml", t, []string{w})
}

func hchTwilioEnv() Sample {
	sid, tok := "AC"+hchHex(32), hchHex(32)
	from := "+30" + hchDig(10)
	t := fmt.Sprintf("# SMS check-in reminders\nTWILIO_ACCOUNT_SID=%s\nTWILIO_AUTH_TOKEN=%s\nTWILIO_FROM=%s\nREMINDER_HOURS_BEFORE=%d",
		sid, tok, from, pick([]int{24, 48, 6}))
	return hchS("twilio-auth-token", "env", t, []string{tok}, sid, from)
}

func hchSendgridJS() Sample {
	k := "SG." + rnd(b64url, 22) + "." + rnd(b64url, 43)
	t := fmt.Sprintf("// mailer.js – guest confirmation e-mails\nconst sgMail = require('@sendgrid/mail');\nsgMail.setApiKey('%s');\n\nmodule.exports = (to, booking) => sgMail.send({\n  to, from: 'stay@%s.com', templateId: 'd-%s',\n  dynamicTemplateData: booking,\n});",
		k, hchCo(), hchHex(32))
	return hchS("sendgrid-api-key", "code", t, []string{k})
}

func hchGeminiEnv() Sample {
	k := "AIza" + rnd(b64url, 35)
	t := fmt.Sprintf("# auto-translate guest messages (IT/EL/EN)\nGEMINI_API_KEY=%s\nTRANSLATE_MODEL=gemini-1.5-flash\nDEFAULT_LANG=%s", k, hchP("it", "el", "en"))
	return hchS("google-api-key", "env", t, []string{k})
}

func hchOpenAIPy() Sample {
	k := "sk-proj-" + rnd(b64url, hchN(80, 120))
	t := fmt.Sprintf("from openai import OpenAI\n\n# drafts replies to Airbnb messages, %s reviews them before sending\nclient = OpenAI(api_key=\"%s\")\n\ndef draft(msg):\n    return client.chat.completions.create(model=\"gpt-4o-mini\", messages=[{\"role\": \"user\", \"content\": msg}])",
		hchNameEN(), k)
	return hchS("openai-api-key", "code", t, []string{k})
}

func hchSlackHook() Sample {
	u := hchSlackURL()
	t := fmt.Sprintf("New-booking alerts now go to #%s. If you need to repost by hand:\ncurl -X POST -H 'Content-type: application/json' --data '{\"text\":\"New booking: %s, %s\"}' %s",
		hchP("bookings", "ops", "cleaning-schedule"), hchProp(), hchDM(), u)
	return hchS("slack-webhook", "shell", t, []string{u})
}

func hchTelegramShell() Sample {
	tok := fmt.Sprint(hchN(100000000, 8999999999)) + ":AA" + rnd(b64url, 33)
	chat := "-100" + hchDig(10)
	t := fmt.Sprintf("# ping the cleaners' group when a checkout is done\ncurl -s \"https://api.telegram.org/bot%s/sendMessage\" -d chat_id=%s -d text=\"Checkout done: %s\"",
		tok, chat, hchProp())
	return hchS("telegram-bot-token", "shell", t, []string{tok}, chat)
}

func hchAWSCreds() Sample {
	id, sec := hchAKIA("AKIA"), rnd(alnum+"+/", 40)
	t := fmt.Sprintf("# ~/.aws/credentials on the office NAS – bucket with guests' ID scans (retention 30d)\n[idscans]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = eu-%s-1", id, sec, hchP("south", "central", "west"))
	return hchS("aws-access-key", "ini", t, []string{id, sec})
}

func hchJWTLog() Sample {
	j := hchJWT()
	t := fmt.Sprintf("%sT%s:%02dZ DEBUG sync.channel outgoing request PUT /v2/calendar/%d headers={\"Authorization\": \"Bearer %s\", \"Content-Type\": \"application/json\"}\n%sT%s:%02dZ INFO  sync.channel 200 OK in %dms",
		hchDate(), hchTime(), hchN(0, 59), hchN(100000, 999999), j, hchDate(), hchTime(), hchN(0, 59), hchN(80, 900))
	return hchS("bearer-token", "log", t, []string{j})
}

func hchPEMKey() Sample {
	var lines []string
	for i := 0; i < hchN(6, 12); i++ {
		lines = append(lines, hchB64(64))
	}
	lines = append(lines, hchB64(hchN(8, 60))+"==")
	kind := hchP("RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY")
	block := "-----BEGIN " + kind + "-----\n" + strings.Join(lines, "\n") + "\n-----END " + kind + "-----"
	t := fmt.Sprintf("Key for signing requests to the lock vendor's partner API (their docs say keep it on the server only):\n\n%s\n\nPublic part is uploaded in their dashboard.", block)
	return hchS("private-key", "notes", t, []string{block})
}

func hchStripeDiff() Sample {
	sk := hchSkLive()
	t := fmt.Sprintf("diff --git a/booking/settings.py b/booking/settings.py\n@@ -%d,4 +%d,4 @@ CURRENCY = \"EUR\"\n DEPOSIT = 0.3\n-STRIPE_SECRET_KEY = \"%s\"\n+STRIPE_SECRET_KEY = os.environ[\"STRIPE_SECRET_KEY\"]\n CANCEL_DAYS = 14",
		hchN(20, 80), hchN(20, 80), sk)
	return hchS("stripe-secret-key", "diff", t, []string{sk})
}

func hchTwilioCommit() Sample {
	tok := hchHex(32)
	t := fmt.Sprintf("commit %s\nAuthor: %s <%s>\n\n    sms: hardcode auth token until the env on the VPS works\n\n    token %s, rotate after the season", hchHex(40), hchNameLat(), hchEmail(hchNameLat()), tok)
	return hchS("twilio-auth-token", "commit", t, []string{tok})
}

func hchMailgunTOML() Sample {
	k := "key-" + hchHex(32)
	d := "mg." + hchCo() + ".com"
	t := fmt.Sprintf("[mail]\nprovider = \"mailgun\"\ndomain = \"%s\"\napi_key = \"%s\"\nfrom = \"Check-in <checkin@%s>\"", d, k, d)
	return hchS("mailgun-api-key", "toml", t, []string{k}, d)
}

func hchGitPAT() Sample {
	p := "ghp_" + rnd(alnum, 36)
	repo := hchCo() + "-site"
	t := fmt.Sprintf("root@vps:~# cd /var/www && git clone https://%s@github.com/%s/%s.git\nCloning into '%s'...\nremote: Enumerating objects: %d, done.", p, hchCo(), repo, repo, hchN(200, 3000))
	return hchS("github-token", "shell", t, []string{p}, repo)
}

func hchSeamCurl() Sample {
	k := "seam_" + rnd(alnum, 8) + "_" + rnd(alnum, 24)
	code, dev := hchCode(), hchUUID()
	t := fmt.Sprintf("curl -X POST https://connect.getseam.com/access_codes/create \\\n  -H \"Authorization: Bearer %s\" \\\n  -H 'Content-Type: application/json' \\\n  -d '{\"device_id\": \"%s\", \"name\": \"Guest %s\", \"code\": \"%s\"}'",
		k, dev, hchNameEN(), code)
	return hchS("smart-lock-api-key", "shell", t, []string{k, code}, dev)
}

func hchZapierHook() Sample {
	u := fmt.Sprintf("https://hooks.zapier.com/hooks/catch/%s/%s/", hchDig(hchN(6, 8)), rnd(lower+digits, hchN(6, 7)))
	t := fmt.Sprintf("Zap: 'new Airbnb booking e-mail' → Google Sheet 'Occupancy %d'. The form on the website posts to %s so direct bookings land in the same sheet.", hchN(2024, 2026), u)
	return hchS("zapier-webhook", "notes", t, []string{u})
}

func hchDiscordHook() Sample {
	u := fmt.Sprintf("https://discord.com/api/webhooks/%s/%s", hchDig(hchN(18, 19)), rnd(b64url, 68))
	t := fmt.Sprintf("WEBHOOK_URL = \"%s\"\n\ndef notify_cleaners(unit, when):\n    requests.post(WEBHOOK_URL, json={\"content\": f\"🧹 {unit} free from {when}\"})", u)
	return hchS("discord-webhook", "code", t, []string{u})
}

func hchTeamsHook() Sample {
	u := fmt.Sprintf("https://%s.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s/%s", hchCo(), hchUUID(), hchUUID(), hchHex(32), hchUUID())
	t := fmt.Sprintf("Maintenance requests channel connector (Teams):\n%s\nPower Automate flow 'Guest issue form' posts there.", u)
	return hchS("teams-webhook", "notes", t, []string{u})
}

func hchMapboxEnv() Sample {
	k := "sk.eyJ1Ijoi" + rnd(b64url, 30) + "." + rnd(b64url, 22)
	t := fmt.Sprintf("MAPBOX_PUBLIC_STYLE=mapbox://styles/%s/cl%s\nMAPBOX_SECRET_TOKEN=%s  # downloads:read, server only", hchCo(), rnd(lower+digits, 23), k)
	return hchS("mapbox-secret-token", "env", t, []string{k})
}

func hchNukiHA() Sample {
	tok := hchHex(hchN(40, 80))
	t := fmt.Sprintf("# configuration.yaml (Home Assistant at %s)\nnuki:\n  host: 192.168.%d.%d\n  port: 8080\n  token: %s\n\nautomation: !include automations.yaml", hchProp(), hchN(0, 9), hchN(20, 250), tok)
	return hchS("smart-lock-api-token", "yaml", t, []string{tok})
}

func hchSTSLog() Sample {
	id, sec, st := hchAKIA("ASIA"), rnd(alnum+"+/", 40), "IQoJb3JpZ2luX2Vj"+rnd(alnum+"+/", hchN(120, 200))
	t := fmt.Sprintf("$ aws sts assume-role --role-arn arn:aws:iam::%s:role/idscan-writer --role-session-name nas\n{\n  \"Credentials\": {\n    \"AccessKeyId\": \"%s\",\n    \"SecretAccessKey\": \"%s\",\n    \"SessionToken\": \"%s\",\n    \"Expiration\": \"%sT%s:00Z\"\n  }\n}",
		hchDig(12), id, sec, st, hchDate(), hchTime())
	return hchS("aws-session-credentials", "shell", t, []string{id, sec, st})
}

func hchServiceAccountJSON() Sample {
	kid := hchHex(40)
	proj := hchCo() + "-sheets-" + hchDig(6)
	t := fmt.Sprintf("{\n  \"type\": \"service_account\",\n  \"project_id\": \"%s\",\n  \"private_key_id\": \"%s\",\n  \"client_email\": \"occupancy-sync@%s.iam.gserviceaccount.com\",\n  \"client_id\": \"1%s\",\n  \"token_uri\": \"https://oauth2.googleapis.com/token\"\n}",
		proj, kid, proj, hchDig(20))
	return hchS("gcp-private-key-id", "json", "(private_key removed before pasting)\n"+t, []string{kid}, proj)
}
