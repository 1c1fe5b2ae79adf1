package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// Traps shaped like the carriers' and platforms' credentials: placeholders, references,
// masked values, identifiers and random-looking ids that grant nothing.

func hclTrapGens() []hclGen {
	return []hclGen{
		{7, hclTrapDHLEnv}, {7, hclTrapTracking}, {6, hclTrapFedexVault}, {6, hclTrapUPSClientID},
		{6, hclTrapP44Mail}, {7, hclTrapSamsaraMasked}, {6, hclTrapSamsaraIDs}, {6, hclTrapGeotabDevices},
		{6, hclTrapPlaceID}, {6, hclTrapMapboxPublic}, {5, hclTrapStripePK}, {6, hclTrapTwilioSID},
		{6, hclTrapAWSRole}, {6, hclTrapImageDigest}, {7, hclTrapRequestIDs}, {5, hclTrapBuildIDs},
		{7, hclTrapEDIISA}, {6, hclTrapHostKey}, {6, hclTrapPubKey}, {5, hclTrapHereAppID},
		{5, hclTrapWebhookPlaceholder}, {5, hclTrapConfigDiff}, {6, hclTrapShipmentJSON},
		{5, hclTrapP44Table},
	}
}

func hclTrapDHLEnv() Sample {
	text := fmt.Sprintf("# .env.example – copy to .env\nDHL_API_BASE=https://express.api.dhl.com/mydhlapi/test\nDHL_ACCOUNT_NUMBER=%s\nDHL_API_KEY=%s\nDHL_API_SECRET=%s\nLABEL_FORMAT=ZPL\n", hclPin(9), hclP("<your-dhl-api-key>", "your_key_here", "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", ""), hclP("<your-dhl-api-secret>", "changeme", "", "REPLACE_ME"))
	return hclT("trap-placeholder", "env", text)
}

func hclTrapTracking() Sample {
	text := hclP(
		fmt.Sprintf("%s: customer asking about DHL waybill %s and FedEx %s, both show 'in transit'\n%s: UPS one is %s, delivered yesterday", hclName("en"), hclDHLWaybill(), hclFedexTrack(), hclName("en"), hclUPSTrack()),
		fmt.Sprintf("%s: klient pyta o przesyłkę %s (DHL), numer zamówienia %s. Status: doręczono.", hclName("pl"), hclDHLWaybill(), hclPO()),
		fmt.Sprintf("%s: Gönderi takip no %s, irsaliye no %s%s, alıcıya teslim edildi.", hclName("tr"), hclFedexTrack(), hclP("ABC", "IRS", "EIR"), hclR(digits, 13)),
	)
	return hclT("trap-tracking-number", "chat", text)
}

func hclTrapFedexVault() Sample {
	text := fmt.Sprintf("carriers:\n  fedex:\n    environment: production\n    account_number: \"%s\"\n    client_id: ${FEDEX_CLIENT_ID}\n    client_secret: %s\n    pickup_type: USE_SCHEDULED_PICKUP\n", hclPin(9), hclP("${FEDEX_CLIENT_SECRET}", "\"{{ vault `secret/carriers/fedex` `client_secret` }}\"", "!secret fedex_client_secret", "vault:kv/carriers/fedex#client_secret"))
	return hclT("trap-secret-reference", "yaml", text)
}

func hclTrapUPSClientID() Sample {
	text := fmt.Sprintf("{\n  \"carrier\": \"UPS\",\n  \"oauth\": {\n    \"client_id\": \"%s\",\n    \"client_secret_ref\": \"aws-sm://carriers/ups/client_secret\"\n  },\n  \"shipper_number\": \"%s\"\n}", hclR(alnum, 48), hclR(upper+digits, 6))
	return hclT("trap-oauth-client-id", "json", text)
}

func hclTrapP44Mail() Sample {
	text := fmt.Sprintf("Subject: project44 onboarding – next steps\n\nHi %s,\n\nyour tenant is set up. Client ID: %s\nThe client secret was sent separately through our secure share link and expires in 72 hours – we never send secrets by e-mail.\n\nTenant ID: %s\n\nBest,\n%s", hclName("en"), hclR(lower+digits, 24), hclUUID(), hclName("en"))
	return hclT("trap-secret-sent-elsewhere", "mail", text)
}

func hclTrapSamsaraMasked() Sample {
	mask := hclP("samsara_api_****************************", "[REDACTED]", "samsara_api_…"+hclR(alnum, 4), "********", "<redacted>")
	text := fmt.Sprintf("2025-%02d-%02dT%02d:%02d:03Z DEBUG fleetsync http request url=https://api.samsara.com/fleet/vehicles/stats headers=map[Authorization:[Bearer %s]]\n2025-%02d-%02dT%02d:%02d:04Z WARN  fleetsync 429 Too Many Requests, retry in %ds request_id=%s", hclN(1, 12), hclN(1, 28), hclN(0, 23), hclN(0, 59), mask, hclN(1, 12), hclN(1, 28), hclN(0, 23), hclN(0, 59), hclN(1, 30), hclHex(16))
	return hclT("trap-masked-token", "log", text)
}

func hclTrapSamsaraIDs() Sample {
	text := fmt.Sprintf("{\"data\":[{\"id\":\"%s\",\"name\":\"%s\",\"vin\":\"%s\",\"serial\":\"%s\",\"licensePlate\":\"%s\",\"gps\":{\"latitude\":%d.%s,\"longitude\":%d.%s}}],\"pagination\":{\"endCursor\":\"%s\",\"hasNextPage\":false}}", hclPin(15), hclP("Truck 12", "Reefer 4", "Tractor 221"), hclVIN(), hclR(upper+digits, 4)+"-"+hclR(upper+digits, 3)+"-"+hclR(upper+digits, 3), hclPlate("en"), hclN(30, 52), hclR(digits, 5), hclN(-120, 30), hclR(digits, 5), hclUUID())
	return hclT("trap-vehicle-ids", "json", text)
}

func hclTrapGeotabDevices() Sample {
	var rows []string
	for i := 0; i < hclN(3, 5); i++ {
		rows = append(rows, fmt.Sprintf("G9%s,%s,%s,%s", hclR(upper+digits, 10), hclVIN(), hclPlate(hclP("pl", "tr")), hclP("Active", "Active", "Unplugged")))
	}
	text := fmt.Sprintf("MyGeotab device export (database %s)\nserial,vin,plate,status\n%s\n", strings.ReplaceAll(hclCompany(), "-", "_"), strings.Join(rows, "\n"))
	return hclT("trap-device-serials", "csv", text)
}

func hclTrapPlaceID() Sample {
	text := fmt.Sprintf("geocoded the new customer sites:\n- %s → place_id ChIJ%s\n- %s → place_id ChIJ%s\nboth added to the route planner, request key=YOUR_API_KEY in the docs example is just the placeholder", hclSite("pl"), hclR(b64url, 23), hclSite("tr"), hclR(b64url, 23))
	return hclT("trap-place-id", "note", text)
}

func hclTrapMapboxPublic() Sample {
	text := fmt.Sprintf("// tracking page map (public token, URL-restricted to track.%s.com)\nmapboxgl.accessToken = '%s';\nconst map = new mapboxgl.Map({ container: 'map', style: 'mapbox://styles/mapbox/streets-v12' });\n", hclCompany(), hclMapbox("pk"))
	return hclT("trap-publishable-key", "code", text)
}

func hclTrapStripePK() Sample {
	text := fmt.Sprintf("<!-- freight quote checkout -->\n<script src=\"https://js.stripe.com/v3/\"></script>\n<script>\n  const stripe = Stripe('pk_live_%s');\n</script>", hclR(alnum, 99))
	return hclT("trap-publishable-key", "html", text)
}

func hclTrapTwilioSID() Sample {
	text := fmt.Sprintf("Driver SMS: messages go out from account %s, messaging service MG%s. Auth token lives in the parameter store (/prod/sms/twilio_auth_token), ask platform team for access.", hclTwilioSID(), hclHex(32))
	return hclT("trap-account-sid", "note", text)
}

func hclTrapAWSRole() Sample {
	acct := hclPin(12)
	text := fmt.Sprintf("POD uploader runs on ECS with a task role, no static keys.\nRole ARN: arn:aws:iam::%s:role/pod-uploader\nBucket: arn:aws:s3:::%s-pod-images\nKMS key: arn:aws:kms:eu-central-1:%s:key/%s", acct, hclCompany(), acct, hclUUID())
	return hclT("trap-arn", "note", text)
}

func hclTrapImageDigest() Sample {
	text := fmt.Sprintf("deploy wms-api %s\n  image: registry.%s.com/wms/api@sha256:%s\n  replicas: %d\n  rollout: complete in %ds", hclP("v2.14.3", "v3.0.1", "v2.9.12"), hclCompany(), hclHex(64), hclN(2, 8), hclN(20, 200))
	return hclT("trap-image-digest", "log", text)
}

func hclTrapRequestIDs() Sample {
	text := hclP(
		fmt.Sprintf("DHL API error 400 for waybill %s\nx-correlation-id: %s\ntraceparent: 00-%s-%s-01\nbody: {\"title\":\"Invalid postal code\",\"detail\":\"%s\"}", hclDHLWaybill(), hclUUID(), hclHex(32), hclHex(16), hclP("61-131", "34956", "SW1A 1AA")),
		fmt.Sprintf("FedEx rate request failed, transactionId %s, customerTransactionId %s – ticket raised with FedEx dev support", hclUUID(), hclR(upper+digits, 20)),
		fmt.Sprintf("project44 shipment created: id=%s, masterShipmentId=%s, requestId=%s", hclPin(9), hclUUID(), hclR(alnum, 26)),
	)
	return hclT("trap-request-id", "log", text)
}

func hclTrapBuildIDs() Sample {
	text := fmt.Sprintf("scanner-app CI #%d passed\n  build id: %s\n  commit: %s\n  artifact: scanner-app-%d.%d.%d.apk (sha256 %s)", hclN(1000, 9999), hclUUID(), hclHex(7), hclN(1, 4), hclN(0, 20), hclN(0, 50), hclHex(64))
	return hclT("trap-build-id", "log", text)
}

func hclTrapEDIISA() Sample {
	snd, rcv := strings.ToUpper(hclR(upper, 8)), strings.ToUpper(hclR(upper, 8))
	ctl := hclR(digits, 9)
	text := fmt.Sprintf("ISA*00*          *00*          *ZZ*%-15s*ZZ*%-15s*2503%02d*%02d%02d*U*00401*%s*0*P*>~\nGS*SH*%s*%s*202503%02d*%02d%02d*%d*X*004010~\nST*856*0001~\nBSN*00*%s*202503%02d*1200~\nTD5**2*%s~\nREF*BM*%s~\nSE*6*0001~\nGE*1*%d~\nIEA*1*%s~", snd, rcv, hclN(1, 28), hclN(0, 23), hclN(0, 59), ctl, snd, rcv, hclN(1, 28), hclN(0, 23), hclN(0, 59), hclN(1, 999), hclR(digits, 8), hclN(1, 28), hclR(upper, 4), hclR(digits, 10), hclN(1, 999), ctl)
	return hclT("trap-edi-envelope", "edi", text)
}

func hclTrapHostKey() Sample {
	host := hclHost()
	text := fmt.Sprintf("$ sftp %s@%s\nThe authenticity of host '%s (%d.%d.%d.%d)' can't be established.\nED25519 key fingerprint is SHA256:%s.\nAre you sure you want to continue connecting (yes/no/[fingerprint])? yes\nWarning: Permanently added '%s' (ED25519) to the list of known hosts.\n%s@%s's password:\nConnected to %s.", hclUser(), host, host, hclN(10, 220), hclN(0, 255), hclN(0, 255), hclN(1, 254), hclR(alnum+"+/", 43), host, "edi", host, host)
	return hclT("trap-host-fingerprint", "shell", text)
}

func hclTrapPubKey() Sample {
	text := hclP(
		fmt.Sprintf("Please add our public key for the SFTP account:\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI%s edi@%s", hclB64(43), hclCompany()),
		fmt.Sprintf("Our PGP public key for encrypting the 810s:\n-----BEGIN PGP PUBLIC KEY BLOCK-----\n\nmQINBG%s\n%s\n%s\n=%s\n-----END PGP PUBLIC KEY BLOCK-----", hclB64(58), hclB64(64), hclB64(40), hclB64(4)),
		fmt.Sprintf("AS2 certificate (public) for %s, valid to 2027:\n-----BEGIN CERTIFICATE-----\nMIID%s\n%s\n%s\n-----END CERTIFICATE-----", strings.ToUpper(hclCompany()), hclB64(60), hclB64(64), hclB64(36)+"=="),
	)
	return hclT("trap-public-key", "mail", text)
}

func hclTrapHereAppID() Sample {
	text := fmt.Sprintf("[routing]\nprovider = here\nendpoint = https://router.hereapi.com/v8/routes\napp_id = %s\napi_key = ${HERE_API_KEY}\ntruck_height_cm = %d\n", hclR(alnum, 20), hclN(380, 410))
	return hclT("trap-secret-reference", "ini", text)
}

func hclTrapWebhookPlaceholder() Sample {
	text := hclP(
		"late_arrivals:\n  notify:\n    slack_webhook: https://hooks.slack.com/services/XXXXXXXXX/XXXXXXXXX/XXXXXXXXXXXXXXXXXXXXXXXX  # set per site\n",
		"Reefer alerts go to Teams; the incoming webhook URL is stored in Key Vault as teams-reefer-alerts, don't paste it in tickets.",
		"DISCORD_WEBHOOK_URL=https://discord.com/api/webhooks/<id>/<token>\n",
		fmt.Sprintf("Zap: when a POD lands in s3://%s-pod-images, create the invoice in the ERP. Trigger is the S3 event, no webhook.", hclCompany()),
	)
	return hclT("trap-webhook-placeholder", hclP("yaml", "note"), text)
}

func hclTrapConfigDiff() Sample {
	text := fmt.Sprintf("diff --git a/config/carriers.yml b/config/carriers.yml\n@@ -12,7 +12,7 @@ dhl:\n   account: \"%s\"\n   endpoint: https://express.api.dhl.com/mydhlapi\n   api_key: ${DHL_API_KEY}\n-  timeout_s: %d\n+  timeout_s: %d\n   retries: 3\n", hclPin(9), hclN(5, 15), hclN(20, 40))
	return hclT("trap-secret-reference", "diff", text)
}

func hclTrapShipmentJSON() Sample {
	sig := base64.StdEncoding.EncodeToString([]byte(hclR(alnum, hclN(40, 70))))
	text := fmt.Sprintf("{\n  \"shipmentId\": \"%s\",\n  \"ettn\": \"%s\",\n  \"sscc\": \"%s\",\n  \"seal\": \"%s\",\n  \"pod\": {\"signedBy\": \"%s\", \"signature\": \"data:image/png;base64,iVBORw0KGgo%s\"}\n}", hclUUID(), hclUUID(), hclSSCC(), hclSeal(), hclName(hclLang()), sig)
	return hclT("trap-shipment-ids", "json", text)
}

func hclTrapP44Table() Sample {
	text := fmt.Sprintf("| integration | auth | where the secret lives | owner |\n|---|---|---|---|\n| DHL Express | API key | vault: kv/carriers/dhl | %s |\n| FedEx | OAuth client credentials | vault: kv/carriers/fedex | %s |\n| project44 | OAuth client credentials | AWS Secrets Manager p44/prod | %s |\n| Samsara | API token | 1Password \"Fleet\" vault | %s |\n", hclName("en"), hclName("pl"), hclName("en"), hclName("tr"))
	return hclT("trap-secret-location", "markdown", text)
}
