package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// More carriers and site systems: Webfleet, Polish and Turkish parcel carriers' web services,
// basic auth, VPN keys, signing secrets and onboarding pages; and two more traps.

func hclMoreGens() []hclGen {
	return []hclGen{
		{5, hclWebfleetURL}, {5, hclBasicAuthSOAP}, {5, hclInPostEnv}, {5, hclArasSOAP},
		{4, hclDriverLoginsCSV}, {4, hclSiteVPN}, {5, hclK8sSecret}, {4, hclP44WebhookSecret},
		{5, hclOnboardingWiki}, {4, hclDispatchPhonePIN}, {5, hclMyDHLPortalTR},
		// traps
		{4, hclTrapWebfleetNoCreds}, {4, hclTrapK8sSecretRef},
	}
}

func hclWebfleetURL() Sample {
	pw, key := hclPw(), hclR(alnum, 32)
	acct, user := hclCompany()+"-"+hclR(digits, 3), hclUser()
	text := fmt.Sprintf("the nightly trip report pulls from Webfleet like this (from the cron job):\nwget -qO trips.csv \"https://csv.webfleet.com/extern?account=%s&username=%s&password=%s&apikey=%s&lang=en&action=showTripReportExtern&range_pattern=d-1\"", acct, user, pw, key)
	return hclS("webfleet-credentials", "shell", text, hclSec(pw, key), acct, user)
}

func hclBasicAuthSOAP() Sample {
	user, pw := hclUser(), hclRandPw()
	b := base64.StdEncoding.EncodeToString([]byte(user + ":" + pw))
	text := fmt.Sprintf("POST /services/ShipmentService HTTP/1.1\nHost: ws.%s.pl\nAuthorization: Basic %s\nContent-Type: text/xml; charset=utf-8\nSOAPAction: \"generatePackagesNumbers\"\n\n<soapenv:Envelope>…</soapenv:Envelope>", hclP("dpd", "raben", "geodis", "dhlparcel"), b)
	return hclS("basic-auth-header", "http", text, hclSec(b))
}

func hclInPostEnv() Sample {
	tok := "eyJhbGciOiJSUzI1NiIsInR5cCIgOiAiSldUIiwia2lkIiA6ICJ" + hclR(b64url, 20) + "." + hclR(b64url, hclN(200, 400)) + "." + hclR(b64url, 342)
	org := hclPin(hclN(4, 6))
	text := fmt.Sprintf("# ShipX (InPost) – paczkomaty dla zwrotów\nINPOST_API_URL=https://api-shipx-pl.easypack24.net\nINPOST_ORGANIZATION_ID=%s\nINPOST_API_TOKEN=%s\n", org, tok)
	return hclS("inpost-api-token", "env", text, hclSec(tok), org)
}

func hclArasSOAP() Sample {
	user, pw := hclUser(), hclPw()
	text := fmt.Sprintf("<soap:Body>\n  <SetOrder xmlns=\"http://tempuri.org/\">\n    <orderInfo>\n      <Order>\n        <UserName>%s</UserName>\n        <Password>%s</Password>\n        <IntegrationCode>%s</IntegrationCode>\n        <ReceiverName>%s %s</ReceiverName>\n        <ReceiverCityName>%s</ReceiverCityName>\n      </Order>\n    </orderInfo>\n  </SetOrder>\n</soap:Body>", user, pw, hclR(digits, 12), hclName("tr"), hclP("Yılmaz", "Demir", "Kaya"), hclP("İSTANBUL", "ANKARA", "İZMİR", "BURSA"))
	return hclS("carrier-ws-password", "xml", text, hclSec(pw), user)
}

func hclDriverLoginsCSV() Sample {
	rows := []string{"driver,plate,app_user,app_pin"}
	var secs []string
	for i := 0; i < hclN(2, 3); i++ {
		pin := hclPin(6)
		secs = append(secs, pin)
		rows = append(rows, fmt.Sprintf("%s %s,%s,%s,%s", hclName(hclP("pl", "tr")), hclP("Nowak", "Kaya", "Demir", "Wójcik"), hclPlate(hclP("pl", "tr")), hclUser(), pin))
	}
	text := "Loginy kierowców do aplikacji – NIE WYSYŁAĆ DALEJ\n" + strings.Join(rows, "\n") + "\n"
	return hclS("driver-app-pin", "csv", text, secs)
}

func hclSiteVPN() Sample {
	psk := hclR(alnum, hclN(24, 40))
	text := fmt.Sprintf("Ticket %s: IPsec tunnel %s ↔ HQ down after the firewall swap\n\nPhase1: IKEv2, AES256/SHA256, DH group 14\nPeer: %d.%d.%d.%d\nPre-shared key: %s\nRemote subnet: 10.%d.0.0/16 (scanners + label printers)\n\nTunnel up again at 03:40, RF guns reconnected.", "NET-"+hclR(digits, 4), hclSite(hclLang()), hclN(20, 220), hclN(0, 255), hclN(0, 255), hclN(1, 254), psk, hclN(10, 60))
	return hclS("vpn-psk", "ticket", text, hclSec(psk))
}

func hclK8sSecret() Sample {
	pw, js := hclRandPw(), hclR(alnum, hclN(32, 48))
	text := fmt.Sprintf("apiVersion: v1\nkind: Secret\nmetadata:\n  name: tms-backend\n  namespace: %s\ntype: Opaque\nstringData:\n  DB_PASSWORD: \"%s\"\n  JWT_SIGNING_SECRET: \"%s\"\n  DB_HOST: pg-tms.%s.svc\n", hclP("tms", "dispatch", "driver-app"), pw, js, hclP("tms", "data"))
	return hclS("k8s-secret", "yaml", text, hclSec(pw, js), "tms-backend")
}

func hclP44WebhookSecret() Sample {
	s := hclR(alnum, hclN(32, 48))
	text := fmt.Sprintf("project44 pushes shipment status to /hooks/p44. Verify the X-P44-Signature HMAC with the shared secret before trusting the body.\n\nP44_WEBHOOK_SHARED_SECRET=%s\nP44_WEBHOOK_PATH=/hooks/p44\n", s)
	return hclS("webhook-signing-secret", "env", text, hclSec(s))
}

func hclOnboardingWiki() Sample {
	tmsUser, tmsPw := hclUser(), hclPw()
	vm := hclPin(4)
	text := fmt.Sprintf("# New dispatcher onboarding (%s)\n\n## Accounts\n- TMS: shared night account `%s`, password `%s` (personal account comes after week 1)\n- Dispatch phone voicemail PIN: %s\n- Samsara: you get an invite e-mail, no shared login\n\n## First week\n1. Shadow %s on the day shift.\n2. Learn the door plan and the carrier cut-off times.\n", hclSite("en"), tmsUser, tmsPw, vm, hclName("en"))
	return hclS("tms-password", "wiki", text, hclSec(tmsPw, vm), tmsUser)
}

func hclDispatchPhonePIN() Sample {
	pin := hclPin(hclN(4, 6))
	text := hclP(
		fmt.Sprintf("Night dispatch: forward the on-call line from the desk phone, *72 then the mobile number. Voicemail PIN is %s.", pin),
		fmt.Sprintf("Nocna zmiana: poczta głosowa telefonu dyspozytorskiego, PIN %s.", pin),
		fmt.Sprintf("Gece vardiyası: sevkiyat hattının sesli mesaj şifresi %s.", pin),
	)
	return hclS("voicemail-pin", "note", text, hclSec(pin))
}

func hclMyDHLPortalTR() Sample {
	pw := hclPw()
	acct := hclPin(9)
	user := "ihracat@" + hclCompany() + ".com.tr"
	text := fmt.Sprintf("Merhaba %s,\n\nMyDHL+ portalı için ortak hesap bilgileri:\nMüşteri no: %s\nKullanıcı: %s\nŞifre: %s\n\nKonşimento basarken ihracat faturasını eklemeyi unutmayın.\n\nSaygılarımla,\n%s", hclName("tr"), acct, user, pw, hclName("tr"))
	return hclS("carrier-portal-password", "mail", text, hclSec(pw), acct, user)
}

func hclTrapWebfleetNoCreds() Sample {
	text := fmt.Sprintf("Webfleet report job: account %s, user %s. Credentials come from env WEBFLEET_PASSWORD / WEBFLEET_APIKEY.\nhttps://csv.webfleet.com/extern?account=%s&username=%s&password=$WEBFLEET_PASSWORD&apikey=$WEBFLEET_APIKEY&action=showTripReportExtern", hclCompany(), "reports", hclCompany(), "reports")
	return hclT("trap-secret-reference", "shell", text)
}

func hclTrapK8sSecretRef() Sample {
	text := fmt.Sprintf("env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: tms-backend\n        key: DB_PASSWORD\n  - name: SAMSARA_API_TOKEN\n    valueFrom:\n      secretKeyRef:\n        name: fleet-%s\n        key: token\n  - name: DB_HOST\n    value: pg-tms.%s.svc\n", hclP("sync", "apis"), hclP("tms", "data"))
	return hclT("trap-secret-reference", "yaml", text)
}
