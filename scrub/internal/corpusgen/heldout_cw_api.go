package main

import (
	"fmt"
	"strings"
)

// Secrets for carrier and cloud APIs: .env files, curl sessions, cloud credentials, webhooks.

func hcwAPIGens() []hcwGen {
	return []hcwGen{hcwTwilioEnv, hcwTwilioCurl, hcwTelnyxCurl, hcwPlivoPy, hcwSignalWireEnv,
		hcwVonageEnv, hcwVonageJSON, hcwAWSCreds, hcwGoogleSA, hcwSlackAGI, hcwTeamsHookPy,
		hcwDiscordHookConf, hcwZapierHook, hcwTranscribeKey, hcwRingCentralEnv, hcwZoomS2S,
		hcwAzureDirectRouting, hcwGoogleRefresh, hcwTwilioAPISecret, hcwCloudCN, hcwSessionCookie,
		hcwTelnyxLog}
}

func hcwTwilioEnv() Sample {
	sid, tok := hcwTwilioSID(), hcwTwilioToken()
	num := hcwE164()
	t := fmt.Sprintf(`# .env – missed-call SMS bot
NODE_ENV=production
PORT=%d
TWILIO_ACCOUNT_SID=%s
TWILIO_AUTH_TOKEN=%s
TWILIO_FROM_NUMBER=%s
NOTIFY_EMAIL=frontdesk@%s
`, pick([]int{3000, 8080, 5000}), sid, tok, num, hcwDomain(hcwComp()))
	return hcwS("twilio-auth-token", "env", t, hcwSec(tok), sid, num)
}

func hcwTwilioCurl() Sample {
	sid, tok := hcwTwilioSID(), hcwTwilioToken()
	to, from := hcwE164(), hcwE164()
	t := fmt.Sprintf(`$ curl -X POST "https://api.twilio.com/2010-04-01/Accounts/%s/Calls.json" \
    --data-urlencode "Url=https://handler.twilio.com/twiml/EH%s" \
    --data-urlencode "To=%s" \
    --data-urlencode "From=%s" \
    -u %s:%s
{"code": 21215, "message": "Geo Permission configuration is not permitting call", "more_info": "https://www.twilio.com/docs/errors/21215", "status": 400}
`, sid, rnd(hexs, 32), to, from, sid, tok)
	return hcwS("twilio-auth-token", "shell", t, hcwSec(tok), sid, to)
}

func hcwTelnyxCurl() Sample {
	key := hcwTelnyxKey()
	conn := fmt.Sprint(hcwN(1000000000, 2099999999))
	t := fmt.Sprintf(`curl -s -X POST https://api.telnyx.com/v2/calls \
  -H "Content-Type: application/json" \
  -H "Authorization: Bearer %s" \
  -d '{"connection_id": "%s", "to": "%s", "from": "%s"}' | jq .data.call_control_id
`, key, conn, hcwE164(), hcwE164())
	return hcwS("telnyx-api-key", "shell", t, hcwSec(key), conn)
}

func hcwPlivoPy() Sample {
	id, tok := hcwPlivoID(), hcwPlivoToken()
	t := fmt.Sprintf(`import plivo

client = plivo.RestClient(auth_id="%s", auth_token="%s")

def call_on_call_engineer(number):
    return client.calls.create(
        from_="%s",
        to_=number,
        answer_url="https://%s/plivo/answer.xml",
        answer_method="GET",
    )
`, id, tok, strings.TrimPrefix(hcwE164(), "+"), hcwHost(hcwDomain(hcwComp())))
	return hcwS("plivo-auth-token", "python", t, hcwSec(tok), id)
}

func hcwSignalWireEnv() Sample {
	proj, tok := hcwUUID(), hcwSWToken()
	space := pick([]string{"kestrel", "oakhurst-legal", "nordvik", "bluefin", "halcyon"}) + ".signalwire.com"
	t := fmt.Sprintf(`SIGNALWIRE_PROJECT_ID=%s
SIGNALWIRE_API_TOKEN=%s
SIGNALWIRE_SPACE_URL=%s
IVR_LANGUAGE=%s
`, proj, tok, space, pick([]string{"en-GB", "en-US", "de-DE", "pt-PT"}))
	return hcwS("signalwire-token", "env", t, hcwSec(tok), proj, space)
}

func hcwVonageEnv() Sample {
	sec := rnd(alnum, 16)
	app := hcwUUID()
	t := fmt.Sprintf(`export VONAGE_APPLICATION_ID=%s
export VONAGE_API_SECRET=%s
export VONAGE_PRIVATE_KEY_PATH=./private.key
export VONAGE_LVN=%s
`, app, sec, strings.TrimPrefix(hcwE164(), "+"))
	return hcwS("vonage-api-secret", "shell", t, hcwSec(sec), app)
}

func hcwVonageJSON() Sample {
	body := hcwPEMBody(hcwN(4, 8))
	app := hcwUUID()
	esc := strings.ReplaceAll(body, "\n", "\\n")
	t := fmt.Sprintf(`{
  "application_id": "%s",
  "voice_answer_url": "https://%s/vonage/answer",
  "private_key": "-----BEGIN PRIVATE KEY-----\n%s\n-----END PRIVATE KEY-----\n"
}
`, app, hcwHost(hcwDomain(hcwComp())), esc)
	return hcwS("private-key", "json", t, hcwSec(esc), app)
}

func hcwAWSCreds() Sample {
	id, sec := hcwAWSID(), hcwAWSSecret()
	prof := pick([]string{"connect-prod", "chime-voice", "contact-centre", "default"})
	t := fmt.Sprintf(`$ cat ~/.aws/credentials
[%s]
aws_access_key_id = %s
aws_secret_access_key = %s
region = %s
$ aws connect list-instances --profile %s
`, prof, id, sec, pick([]string{"eu-west-2", "us-east-1", "eu-central-1"}), prof)
	return hcwS("aws-credentials", "shell", t, hcwSec(id, sec), prof)
}

func hcwGoogleSA() Sample {
	kid := rnd(hexs, 40)
	body := hcwPEMBody(hcwN(5, 9))
	proj := pick([]string{"vm-transcribe", "ivr-dialogflow", "callcentre-stt", "voicebot"}) + "-" + fmt.Sprint(hcwN(100000, 999999))
	email := pick([]string{"stt-worker", "dialogflow-client", "asterisk-tts"}) + "@" + proj + ".iam.gserviceaccount.com"
	esc := strings.ReplaceAll(body, "\n", "\\n")
	t := fmt.Sprintf(`{
  "type": "service_account",
  "project_id": "%s",
  "private_key_id": "%s",
  "private_key": "-----BEGIN PRIVATE KEY-----\n%s\n-----END PRIVATE KEY-----\n",
  "client_email": "%s",
  "client_id": "%s",
  "token_uri": "https://oauth2.googleapis.com/token"
}`, proj, kid, esc, email, rnd(digits, 21))
	return hcwS("gcp-service-account", "json", t, hcwSec(kid, esc), email)
}

func hcwSlackAGI() Sample {
	hook := hcwSlackHook()
	t := fmt.Sprintf(`#!/bin/bash
# /var/lib/asterisk/agi-bin/missed-call.sh  -- called from the dialplan on NOANSWER
CALLER="$1"
QUEUE="$2"
curl -s -X POST -H 'Content-type: application/json' \
  --data "{\"text\":\":telephone_receiver: Missed call from ${CALLER} in queue ${QUEUE}\"}" \
  %s >/dev/null
`, hook)
	return hcwS("slack-webhook", "shell", t, hcwSec(hook), "missed-call.sh")
}

func hcwTeamsHookPy() Sample {
	hook := hcwTeamsHook()
	t := fmt.Sprintf(`# queue_alert.py – posts to the "Service Desk – Phones" channel when >5 callers wait
import requests

TEAMS_WEBHOOK = "%s"

def alert(queue, waiting):
    requests.post(TEAMS_WEBHOOK, json={"text": f"Queue {queue}: {waiting} callers waiting"}, timeout=5)
`, hook)
	return hcwS("teams-webhook", "python", t, hcwSec(hook), "queue_alert.py")
}

func hcwDiscordHookConf() Sample {
	hook := hcwDiscordHook()
	t := fmt.Sprintf(`[notify]
; voicemail-to-discord for the volunteer hotline
enabled = true
webhook_url = %s
mention_role = @oncall
attach_audio = yes
`, hook)
	return hcwS("discord-webhook", "ini", t, hcwSec(hook), "@oncall")
}

func hcwZapierHook() Sample {
	hook := hcwZapHook()
	t := fmt.Sprintf(`%s: the CDR export job now pushes every inbound call to the Zap that creates the HubSpot activity – URL is %s , don't paste it anywhere public, anyone can post to it
%s: noted`, hcwName(), hook, hcwName())
	return hcwS("zapier-webhook", "chat", t, hcwSec(hook))
}

func hcwTranscribeKey() Sample {
	var key, name string
	switch rng.IntN(3) {
	case 0:
		key, name = rnd(hexs, 40), "DEEPGRAM_API_KEY"
	case 1:
		key, name = rnd(hexs, 32), "ASSEMBLYAI_API_KEY"
	default:
		key, name = "sk-proj-"+rnd(b64url, hcwN(48, 120)), "OPENAI_API_KEY"
	}
	t := fmt.Sprintf(`# voicemail-transcriber/config.env
SPOOL_DIR=/var/spool/asterisk/voicemail/default
%s=%s
SUMMARY_LANGUAGE=%s
SMTP_HOST=%s
`, name, key, pick([]string{"en", "de", "pt", "fr"}), "smtp."+hcwDomain(hcwComp()))
	return hcwS("api-key", "env", t, hcwSec(key), "SPOOL_DIR")
}

func hcwRingCentralEnv() Sample {
	cid, sec, jwt := rnd(alnum, 22), rnd(b64url, hcwN(40, 48)), hcwJWT()
	t := fmt.Sprintf(`RC_SERVER_URL=https://platform.ringcentral.com
RC_CLIENT_ID=%s
RC_CLIENT_SECRET=%s
RC_USER_JWT=%s
`, cid, sec, jwt)
	return hcwOpt(hcwS("ringcentral-credentials", "env", t, hcwSec(sec, jwt), cid), 1)
}

func hcwZoomS2S() Sample {
	acct, cid, sec := rnd(alnum+"-_", 22), rnd(alnum+"_", 22), rnd(alnum, 32)
	t := fmt.Sprintf(`zoom_phone:
  # server-to-server OAuth app "call-logs-export"
  account_id: %s
  client_id: %s
  client_secret: %s
  export_bucket: s3://%s-call-logs
`, acct, cid, sec, hcwSlug(pick(hcwCompanies)))
	return hcwS("oauth-client-secret", "yaml", t, hcwSec(sec), acct, cid)
}

func hcwAzureDirectRouting() Sample {
	tenant, app, sec := hcwUUID(), hcwUUID(), hcwAzureSecret()
	t := fmt.Sprintf(`# Connect as the automation app to update Teams Direct Routing voice routes
$tenantId = "%s"
$appId    = "%s"
$secret   = ConvertTo-SecureString "%s" -AsPlainText -Force
$cred     = New-Object System.Management.Automation.PSCredential($appId, $secret)
Connect-MicrosoftTeams -TenantId $tenantId -Credential $cred
Set-CsOnlineVoiceRoute -Identity "UK-National" -OnlinePstnGatewayList sbc1.%s
`, tenant, app, sec, hcwDomain(hcwComp()))
	return hcwS("azure-client-secret", "powershell", t, hcwSec(sec), tenant, app)
}

func hcwGoogleRefresh() Sample {
	cid := fmt.Sprintf("%d-%s.apps.googleusercontent.com", hcwN(100000000000, 999999999999), rnd(lower+digits, 32))
	sec := hcwGoogleSecret()
	rt := "1//0" + rnd(b64url, hcwN(90, 100))
	t := fmt.Sprintf(`{
  "comment": "calendar-aware IVR: routes to voicemail when the doctor is out",
  "client_id": "%s",
  "client_secret": "%s",
  "refresh_token": "%s",
  "calendar_id": "reception@%s"
}`, cid, sec, rt, hcwDomain(hcwComp()))
	return hcwOpt(hcwS("google-oauth", "json", t, hcwSec(sec, rt), cid), 0)
}

func hcwTwilioAPISecret() Sample {
	sec := rnd(alnum, 32)
	sid := hcwTwilioSID()
	t := fmt.Sprintf(`// flex-softphone/token-server.js
const AccessToken = require('twilio').jwt.AccessToken;
const accountSid = '%s';
const apiSecret = '%s'; // TODO move to env before go-live
const twimlAppSid = 'AP%s';
`, sid, sec, rnd(hexs, 32))
	return hcwS("twilio-api-secret", "javascript", t, hcwSec(sec), sid)
}

func hcwCloudCN() Sample {
	var id, sec, svc string
	if rng.IntN(2) == 0 {
		id, sec, svc = "LTAI"+rnd(alnum, pick([]int{20, 21, 22})), rnd(alnum, 30), "Alibaba Cloud Contact Center"
	} else {
		id, sec, svc = "AKID"+rnd(alnum, 32), rnd(alnum, 32), "Tencent Cloud Contact Center"
	}
	t := fmt.Sprintf(`# %s – outbound dialer for the Shenzhen team
access_key_id: %s
access_key_secret: %s
region: %s
instance: %s
`, svc, id, sec, pick([]string{"cn-shanghai", "ap-guangzhou", "cn-shenzhen"}), "ccc-"+rnd(lower+digits, 10))
	return hcwS("cloud-access-key", "yaml", t, hcwSec(id, sec))
}

func hcwSessionCookie() Sample {
	sess := rnd(lower+digits, 26)
	host := hcwHost(hcwDomain(hcwComp()))
	t := fmt.Sprintf(`Copied as cURL from devtools, the bulk export 500s:

curl 'https://%s/admin/config.php?display=bulkhandler&action=export&type=extensions' \
  -H 'Accept: text/csv' \
  -H 'Cookie: lang=en_US; PHPSESSID=%s' \
  --compressed`, host, sess)
	return hcwS("session-cookie", "shell", t, hcwSec(sess), host)
}

func hcwTelnyxLog() Sample {
	key := hcwTelnyxKey()
	t := fmt.Sprintf(`%s level=debug msg="outgoing request" method=POST url=https://api.telnyx.com/v2/calls/%s/actions/transfer headers="map[Authorization:[Bearer %s] Content-Type:[application/json]]"
%s level=info msg="transfer ok" status=200`, "2025-"+hcwDate()[5:]+"T"+hcwTime()+":11Z", "v3:"+rnd(b64url, 40), key, "2025-"+hcwDate()[5:]+"T"+hcwTime()+":12Z")
	return hcwS("telnyx-api-key", "log", t, hcwSec(key), "transfer ok")
}
