package main

import (
	"fmt"
	"strings"
)

// Traps around device apps, configs, code and logs: texts with no secret.

func hdiTrap2Gens() []hdiGen {
	return []hdiGen{
		hdiTrapEnvRefs, hdiTrapActions, hdiTrapHASecret, hdiTrapPublishable, hdiTrapStripeEvents,
		hdiTrapRequestIDs, hdiTrapDigest, hdiTrapNSDocs, hdiTrapNSNoToken, hdiTrapARN, hdiTrapTwilioLog,
		hdiTrapFHIRPatient, hdiTrapImageB64, hdiTrapPublicClient, hdiTrapBearerDoc, hdiTrapCurlEnv,
		hdiTrapGlucoseCSV, hdiTrapGitLog, hdiTrapK8sRef, hdiTrapBLE, hdiTrapSSHPub, hdiTrapWebhookRef,
		hdiTrapMaskedDash, hdiTrapReleaseNotes, hdiTrapSAPlaceholder, hdiTrapVaultRef, hdiTrapUUIDs,
	}
}

func hdiTrapEnvRefs() Sample {
	text := hdiJoin(
		"# .env.example – copy to .env and fill in",
		"TWILIO_AUTH_TOKEN="+hdiP("${TWILIO_AUTH_TOKEN}", "<your-twilio-auth-token>", "changeme"),
		"SENDGRID_API_KEY="+hdiP("<your-sendgrid-key>", "SG.xxxxxxxx", "your_key_here"),
		"STRIPE_SECRET_KEY="+hdiP("sk_live_...", "<stripe-secret>", ""),
		"REMINDER_HOURS_BEFORE="+fmt.Sprint(hdiN(2, 48)),
	)
	return hdiT("trap-env-placeholder", "env", text)
}

func hdiTrapActions() Sample {
	text := hdiJoin(
		"name: deploy-"+hdiP("nightscout", "ns", "cgm-site", "sugars")+"-"+strings.ToLower(hdiName()),
		"on: [push]",
		"jobs:",
		"  deploy:",
		"    runs-on: ubuntu-latest",
		"    env:",
		"      API_SECRET: ${{ secrets.NIGHTSCOUT_API_SECRET }}",
		"      "+hdiP("MONGODB_URI", "MONGO_CONNECTION", "CUSTOMCONNSTR_mongo")+": ${{ secrets."+hdiP("MONGODB_URI", "MONGO_URL", "DB_CONN")+" }}",
		"      DISPLAY_UNITS: "+hdiP("mmol", "mg/dl"),
		"    steps:",
		"      - uses: actions/checkout@v4",
	)
	return hdiT("trap-secret-reference", "yaml", text)
}

func hdiTrapHASecret() Sample {
	text := hdiJoin(
		"sensor:",
		"  - platform: rest",
		"    name: "+strings.ToLower(hdiName())+"_glucose",
		"    resource: https://"+hdiNSHost()+"/api/v1/entries/current.json",
		"    headers:",
		"      api-secret: !secret nightscout_api_secret",
		"    scan_interval: 300",
	)
	return hdiT("trap-secret-reference", "yaml", text)
}

func hdiTrapPublishable() Sample {
	text := hdiJoin(
		"// booking page for the physio clinic",
		fmt.Sprintf("const stripe = Stripe(%q);", "pk_live_"+hdiR(hdiAlnum, hdiN(24, 40))),
		fmt.Sprintf("const customer = %q;", "cus_"+hdiR(hdiAlnum, 14)),
		fmt.Sprintf("const price = %q; // 30 min assessment", "price_"+hdiR(hdiAlnum, 24)),
	)
	return hdiT("trap-publishable-key", "code", text)
}

func hdiTrapStripeEvents() Sample {
	text := hdiJoin(
		fmt.Sprintf("%s  payment_intent.succeeded  %s  amount=%d", hdiTime(), "pi_"+hdiR(hdiAlnum, 24), hdiN(10, 80)*100),
		fmt.Sprintf("%s  charge.refunded           %s  customer=%s", hdiTime(), "ch_"+hdiR(hdiAlnum, 24), "cus_"+hdiR(hdiAlnum, 14)),
		fmt.Sprintf("%s  webhook delivered         %s  status=200", hdiTime(), "evt_"+hdiR(hdiAlnum, 24)),
	)
	return hdiT("trap-stripe-ids", "log", text)
}

func hdiTrapRequestIDs() Sample {
	text := hdiJoin(
		fmt.Sprintf("level=error msg=\"refill submission failed\" request_id=%s trace_id=%s", hdiUUID(), hdiR(hdiHex, 32)),
		fmt.Sprintf("level=info msg=\"retrying\" attempt=2 span_id=%s build=%s", hdiR(hdiHex, 16), hdiR(hdiHex, 12)),
	)
	return hdiT("trap-request-id", "log", text)
}

func hdiTrapDigest() Sample {
	text := hdiJoin(
		"$ docker pull nightscout/cgm-remote-monitor:latest",
		"latest: Pulling from nightscout/cgm-remote-monitor",
		"Digest: sha256:"+hdiR(hdiHex, 64),
		"Status: Downloaded newer image for nightscout/cgm-remote-monitor:latest",
	)
	return hdiT("trap-image-digest", "shell", text)
}

func hdiTrapNSDocs() Sample {
	text := hdiJoin(
		"Setting up Nightscout for "+hdiP("your child's school", "grandparents", "the babysitter", "a care home")+":",
		"1. API_SECRET must be at least 12 characters; "+hdiP("never share it with followers.", "keep it to yourself.", "it gives full admin rights.")+"",
		"2. Create a role \"readable\" in Admin Tools and give the nurse the link https://YOUR-SITE/?token=<your-token>.",
		"   Set the low alarm to "+fmt.Sprint(hdiN(60, 80))+" mg/dL for followers.",
		"3. "+hdiP("Test the link in a private browser window.", "Check the alarms work on their phone.", "Revoke the token at the end of the school year."),
	)
	return hdiT("trap-placeholder", "wiki", text)
}

func hdiTrapNSNoToken() Sample {
	text := hdiJoin(
		hdiName()+": the graph is at https://"+hdiNSHost(),
		hdiName()+": it asks for a token?",
		hdiName()+": "+hdiP("yes I'll generate you a follower one tonight", "ring me and I'll read it out", "I'll set it up on your phone on Sunday"),
	)
	return hdiT("trap-token-talk", "chat", text)
}

func hdiTrapARN() Sample {
	acct := hdiR(hdiDigits, 12)
	text := hdiJoin(
		"Role for the scans uploader:",
		"arn:aws:iam::"+acct+":role/"+hdiP("care-docs-uploader", "scan-ingest", "fax-processor"),
		"Bucket: arn:aws:s3:::"+hdiP("famcare-scans", "homehealth-letters"),
		"Account "+acct+", region eu-west-2. Credentials come from the instance profile.",
	)
	return hdiT("trap-arn", "note", text)
}

func hdiTrapTwilioLog() Sample {
	text := hdiJoin(
		fmt.Sprintf("reminder sent MessageSid=SM%s to=+44%s status=queued", hdiR(hdiHex, 32), hdiR(hdiDigits, 10)),
		fmt.Sprintf("reminder delivered MessageSid=SM%s status=delivered latency=%dms", hdiR(hdiHex, 32), hdiN(300, 4000)),
	)
	return hdiT("trap-message-sid", "log", text)
}

func hdiTrapFHIRPatient() Sample {
	text := hdiJoin(
		"{",
		"  \"resourceType\": \"Patient\",",
		"  \"id\": \""+hdiR(hdiLowNum, 16)+"\",",
		"  \"identifier\": [{\"system\": \"urn:oid:2.16.840.1.113883.4.1\", \"value\": \"MRN"+hdiR(hdiDigits, 8)+"\"}],",
		"  \"name\": [{\"family\": \""+hdiP(hdiLast...)+"\", \"given\": [\""+hdiName()+"\"]}],",
		"  \"meta\": {\"versionId\": \""+fmt.Sprint(hdiN(1, 30))+"\", \"lastUpdated\": \"2025-0"+fmt.Sprint(hdiN(1, 9))+"-1"+fmt.Sprint(hdiN(0, 9))+"T10:00:00Z\"}",
		"}",
	)
	return hdiT("trap-fhir-ids", "json", text)
}

func hdiTrapImageB64() Sample {
	text := hdiJoin(
		"<p>Photo of the pressure sore, day "+fmt.Sprint(hdiN(2, 20))+":</p>",
		"<img alt=\"wound\" src=\"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAA"+hdiR(hdiB64, hdiN(60, 120))+"\">",
	)
	return hdiT("trap-base64-image", "html", text)
}

func hdiTrapPublicClient() Sample {
	text := hdiJoin(
		"{",
		"  \"fhirBaseUrl\": \"https://"+hdiHost()+"/api/FHIR/R4\",",
		"  \"clientId\": \""+hdiUUID()+"\",",
		"  \"pkce\": true,",
		"  \"clientSecret\": null,",
		"  \"note\": \"public client, no secret needed\"",
		"}",
	)
	return hdiT("trap-oauth-client-id", "json", text)
}

func hdiTrapBearerDoc() Sample {
	text := hdiJoin(
		"### "+hdiP("Get a patient's medications", "Read records", "Example request"),
		"```",
		"GET /R4/"+hdiP("MedicationRequest", "Observation", "Appointment", "Condition")+"?patient={id}",
		"Authorization: Bearer <access_token>",
		"```",
		"Tokens expire after "+fmt.Sprint(hdiN(5, 60))+" minutes; refresh with the refresh_token grant.",
	)
	return hdiT("trap-placeholder", "markdown", text)
}

func hdiTrapCurlEnv() Sample {
	text := hdiJoin(
		"$ export TOKEN=$(cat ~/.fhir_token)",
		"$ curl -s -H \"Authorization: Bearer $TOKEN\" https://"+hdiP("fhir.stmarys-hc.org", "api.famcare.io")+"/R4/Appointment?patient="+hdiR(hdiLowNum, 12)+" | jq length",
		fmt.Sprint(hdiN(0, 9)),
	)
	return hdiT("trap-env-reference", "shell", text)
}

func hdiTrapGlucoseCSV() Sample {
	sn := hdiR(hdiUpNum, 6)
	lines := []string{"timestamp,device,glucose_mmol,trend"}
	for i := 0; i < hdiN(3, 5); i++ {
		lines = append(lines, fmt.Sprintf("2025-0%d-1%dT%s:00Z,%s,%d.%d,%s", hdiN(1, 9), hdiN(0, 9), hdiTime(), sn, hdiN(3, 15), hdiN(0, 9), hdiP("Flat", "FortyFiveUp", "SingleDown")))
	}
	return hdiT("trap-device-data", "csv", hdiJoin(lines...))
}

func hdiTrapGitLog() Sample {
	text := hdiJoin(
		hdiR(hdiHex, 7)+" rotate Nightscout API secret after the phone was lost",
		hdiR(hdiHex, 7)+" read TWILIO_AUTH_TOKEN from env instead of config",
		hdiR(hdiHex, 7)+" add low-glucose alert to the family channel",
		hdiR(hdiHex, 7)+" bump pydexcom to 0."+fmt.Sprint(hdiN(3, 5))+"."+fmt.Sprint(hdiN(0, 9)),
	)
	return hdiT("trap-commit-log", "git-log", text)
}

func hdiTrapK8sRef() Sample {
	text := hdiJoin(
		"env:",
		"  - name: API_SECRET",
		"    valueFrom:",
		"      secretKeyRef:",
		"        name: "+hdiP("nightscout", "ns-"+strings.ToLower(hdiName()), "cgm-secrets"),
		"        key: api-secret",
		"  - name: DISPLAY_UNITS",
		"    value: "+hdiP("mmol", "mg/dl"),
		"  - name: BG_LOW",
		"    value: \""+fmt.Sprint(hdiN(55, 80))+"\"",
	)
	return hdiT("trap-secret-reference", "yaml", text)
}

func hdiTrapBLE() Sample {
	mac := strings.ToUpper(hdiR(hdiHex, 2) + ":" + hdiR(hdiHex, 2) + ":" + hdiR(hdiHex, 2) + ":" + hdiR(hdiHex, 2) + ":" + hdiR(hdiHex, 2) + ":" + hdiR(hdiHex, 2))
	text := hdiJoin(
		"Paired "+hdiP("BP cuff", "pulse oximeter", "scale", "glucometer")+" "+mac,
		"service UUID "+hdiUUID(),
		"firmware "+fmt.Sprintf("%d.%d.%d", hdiN(1, 5), hdiN(0, 20), hdiN(0, 99)),
		"battery "+fmt.Sprint(hdiN(10, 100))+"%",
	)
	return hdiT("trap-device-ids", "log", text)
}

func hdiTrapSSHPub() Sample {
	text := hdiJoin(
		"# ~/.ssh/authorized_keys on the kitchen display pi",
		"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAA"+hdiR(hdiB64, 44)+" "+strings.ToLower(hdiName())+"@laptop",
	)
	return hdiT("trap-public-key", "config", text)
}

func hdiTrapWebhookRef() Sample {
	text := hdiJoin(
		"import os, requests",
		"# the Slack webhook URL is in the pi's environment, ask "+hdiName()+" for access",
		"requests.post(os.environ[\"SLACK_WEBHOOK_URL\"], json={\"text\": \"Missed dose: "+hdiP("morning", "evening", "lunchtime", "bedtime")+" ("+hdiMed()+")\"})",
	)
	return hdiT("trap-webhook-reference", "code", text)
}

func hdiTrapMaskedDash() Sample {
	text := hdiJoin(
		"API keys (clinic reminders)",
		"Name            Key                      Created",
		"production      "+hdiP("sk_live_••••••••", "SG.••••••••", "••••••••••••")+hdiR(hdiAlnum, 4)+"     "+hdiDate(),
		"staging         "+hdiP("sk_test_••••••••", "••••••••••••")+hdiR(hdiAlnum, 4)+"     "+hdiDate(),
	)
	return hdiT("trap-masked", "ui-text", text)
}

func hdiTrapReleaseNotes() Sample {
	text := hdiJoin(
		fmt.Sprintf("%s %d.%d.%d", hdiP("xDrip+", "Loop", "AndroidAPS", "LibreLink"), hdiN(1, 3), hdiN(0, 30), hdiN(0, 9)),
		"- fixes follower disconnects after 24h",
		"- new low-soon alert",
		"- build "+hdiR(hdiHex, 8)+", min Android "+fmt.Sprint(hdiN(9, 14)),
	)
	return hdiT("trap-version", "release-notes", text)
}

func hdiTrapSAPlaceholder() Sample {
	text := hdiJoin(
		"{",
		"  \"type\": \"service_account\",",
		"  \"project_id\": \""+hdiP("famcare", "clinic-nord", "homehealth")+"-"+hdiR(hdiDigits, 6)+"\",",
		"  \"private_key_id\": \"<KEY_ID>\",",
		"  \"private_key\": \"-----BEGIN PRIVATE KEY-----\\n...\\n-----END PRIVATE KEY-----\\n\",",
		"  \"client_email\": \""+hdiGsaEmail()+"\"",
		"}",
	)
	return hdiT("trap-placeholder", "json", text)
}

func hdiTrapVaultRef() Sample {
	text := hdiJoin(
		"portal_sync:",
		"  client_id: "+hdiUUID(),
		"  client_secret: "+hdiP("vault:secret/data/portal#client_secret", "op://Family/Portal API/credential", "{{ portal_client_secret }}", "${PORTAL_CLIENT_SECRET}"),
		"  poll_minutes: "+fmt.Sprint(hdiN(5, 60)),
	)
	return hdiT("trap-secret-reference", "yaml", text)
}

func hdiTrapUUIDs() Sample {
	text := hdiJoin(
		fmt.Sprintf("Visit %s for client %s completed by carer %s.", hdiUUID(), hdiUUID(), hdiR(hdiDigits, 5)),
		"Checked in "+hdiTime()+", out "+hdiTime()+", GPS verified.",
	)
	return hdiT("trap-uuid", "log", text)
}
