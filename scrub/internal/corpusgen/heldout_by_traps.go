package main

import (
	"fmt"
	"strings"
)

// Traps, part 1: clinical data, identifiers, placeholders and references near the secrets' shapes.

var hbyTrapGens = []hbyT{
	{7, hbyTrapHL7}, {6, hbyTrapFhirPatient}, {6, hbyTrapPolicy}, {7, hbyTrapResetTalk},
	{7, hbyTrapEnvExample}, {6, hbyTrapComposeRefs}, {6, hbyTrapGHActions}, {5, hbyTrapK8sSecretRef},
	{6, hbyTrapRedactedProps}, {5, hbyTrapJWKS}, {5, hbyTrapPublicPEM}, {6, hbyTrapInterconnectLog},
	{6, hbyTrapAzureIDs}, {5, hbyTrapARN}, {5, hbyTrapPublishable}, {5, hbyTrapTwilioSID},
	{5, hbyTrapPortalTalk}, {6, hbyTrapLabCSV}, {6, hbyTrapDicomDump}, {5, hbyTrapRxIDs},
	{5, hbyTrapDeviceCSV}, {5, hbyTrapInvoice}, {6, hbyTrapPhishReport}, {7, hbyTrapHandover},
}

func hbyTrapHL7() Sample {
	last, first := strings.ToUpper(pick(hbyLast)), strings.ToUpper(hbyFirstN())
	ts := strings.ReplaceAll(hbyDate(), "-", "") + strings.ReplaceAll(hbyTime(), ":", "")
	msg := fmt.Sprintf("MSH|^~\\&|EPIC|%s|MIRTH|HIE|%s||ADT^A0%d|%s|P|2.5.1\r\n", hbyPick("STB", "LKV", "HVH"), ts, hbyN(1, 8), rnd(digits, 10)) +
		fmt.Sprintf("PID|1||%s^^^MRN^MR||%s^%s^%s||%s|%s|||%d %s ST^^%s^%s^%s||(%s)%s-%s\r\n", rnd(digits, 8), last, first, string(upper[rng.IntN(26)]),
			fmt.Sprintf("%d%02d%02d", hbyN(1931, 2019), hbyN(1, 12), hbyN(1, 28)), hbyPick("F", "M"), hbyN(10, 9999), strings.ToUpper(pick(hbyLowerWords)),
			hbyPick("SPRINGFIELD", "LAKEVIEW", "RIVERTON"), hbyPick("IL", "OH", "WA"), rnd(digits, 5), rnd(digits, 3), rnd(digits, 3), rnd(digits, 4)) +
		fmt.Sprintf("PV1|1|I|%s^%d^A^%s||||%s^%s^%s|||MED||||||||%s", hbyPick("4W", "ICU", "5N"), hbyN(401, 430), hbyPick("STB", "LKV"), rnd(digits, 10), strings.ToUpper(pick(hbyLast)), strings.ToUpper(hbyFirstN()), rnd(digits, 9))
	return hbyTrap("trap-hl7-message", "hl7", "can someone check why the HIE rejects this one?\n\n"+msg)
}

func hbyTrapFhirPatient() Sample {
	return hbyTrap("trap-fhir-resource", "json", fmt.Sprintf(`{
  "resourceType": "Patient",
  "id": "%s",
  "identifier": [
    { "system": "urn:oid:1.2.840.114350.1.13.%d.2.7.5.737384.14", "value": "%s" },
    { "system": "http://hl7.org/fhir/sid/us-ssn", "value": "***-**-%s" }
  ],
  "name": [ { "family": "%s", "given": [ "%s" ] } ],
  "birthDate": "%d-%02d-%02d",
  "managingOrganization": { "reference": "Organization/%s" }
}`, "e"+rnd(b64url, 30), hbyN(100, 999), hbyMRN(), rnd(digits, 4), pick(hbyLast), hbyFirstN(), hbyN(1931, 2019), hbyN(1, 12), hbyN(1, 28), rnd(alnum, 12)))
}

func hbyTrapPolicy() Sample {
	return hbyTrap("trap-password-policy", "mail", fmt.Sprintf(`Subject: Password changes starting %s

All staff,

To meet our cyber insurance requirements, network passwords must now be at least %d characters
and cannot reuse your last %d passwords. Passwords will expire every %d days. Shared or generic
logins on clinical workstations are being replaced with badge tap.

IT will never ask for your password by phone or email.

%s`, hbyUSDate(), pick([]int{12, 14, 15, 16}), pick([]int{10, 12, 24}), pick([]int{90, 180, 365}), hbySign()))
}

func hbyTrapResetTalk() Sample {
	return hbyTrap("trap-password-talk", "ticket", hbyPick(
		fmt.Sprintf("%s - Caller %s locked out of Epic after PTO. Identity verified with employee ID + DOB. Password reset, temporary password sent to the manager's phone by SMS. Closed.", hbyTicket(), hbyName()),
		fmt.Sprintf("%s - RN %s on %s asks to reset Imprivata PIN. Advised to use self-service at the tap station (Forgot PIN). Resolved on call.", hbyTicket(), hbyName(), pick(hbyUnits)),
		fmt.Sprintf("%s - Dr. %s reports the new password isn't accepted by the dictation app. Password sync runs every 15 min, asked to retry after %s. Resolved.", hbyTicket(), pick(hbyLast), hbyTime()),
		fmt.Sprintf("%s - service account %s password expired, interface queue stopped. Password rotated by IAM and updated in the engine; new value stored in Secret Server only.", hbyTicket(), hbySvc()),
	))
}

func hbyTrapEnvExample() Sample {
	return hbyTrap("trap-placeholder", "env", fmt.Sprintf(`# .env.example - copy to .env and fill in real values (never commit .env)
EPIC_FHIR_BASE=https://fhir.%s/api/FHIR/R4
EPIC_CLIENT_ID=<your-non-prod-client-id>
EPIC_CLIENT_SECRET=<your-client-secret>
DB_PASSWORD=changeme   # you MUST change this, the app refuses to start with the default
SENDGRID_API_KEY=SG.xxxxxxxxxxxxxxxxxxxxxx.xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
TWILIO_AUTH_TOKEN=%s`, hbyDomain(), hbyPick("", "your_auth_token_here", "<twilio-auth-token>")))
}

func hbyTrapComposeRefs() Sample {
	pfx := hbyPick("", "OEMR_", "CLINIC_", strings.ToUpper(rnd(lower, 3))+"_")
	return hbyTrap("trap-env-reference", "yaml", fmt.Sprintf(`services:
  openemr:
    image: openemr/openemr:7.0.%d
    ports:
      - "%d:443"
    environment:
      MYSQL_HOST: %s
      MYSQL_ROOT_PASS: ${%sMYSQL_ROOT_PASSWORD}
      MYSQL_USER: openemr
      MYSQL_PASS: ${%sDB_PASSWORD:?set in .env}
      OE_USER: %s
      OE_PASS: ${%sOE_ADMIN_PASSWORD}`, hbyN(1, 3), hbyN(8000, 9500), hbyPick("mysql", "mariadb", "db"), pfx, pfx, hbyPick("admin", "clinicadmin", hbyUser()), pfx))
}

func hbyTrapGHActions() Sample {
	app := hbyPick("fhir-gateway", "portal", "hl7-router", "dicom-router", "rx-bridge")
	env := hbyPick("PROD", "STAGING", "TST")
	return hbyTrap("trap-secret-reference", "yaml", fmt.Sprintf(`name: deploy-%s
on: { push: { branches: [%s] } }
jobs:
  deploy:
    runs-on: %s
    environment: %s
    steps:
      - uses: actions/checkout@v4
      - run: ./deploy.sh %s
        env:
          FHIR_CLIENT_SECRET: ${{ secrets.%s_FHIR_CLIENT_SECRET }}
          DB_PASSWORD: ${{ secrets.%s_DB_PASSWORD }}
          SLACK_WEBHOOK: ${{ secrets.ONCALL_SLACK_WEBHOOK }}`, app, hbyPick("main", "release"), hbyPick("ubuntu-latest", "self-hosted", "[self-hosted, clinical]"),
		strings.ToLower(env), app, env, env))
}

func hbyTrapK8sSecretRef() Sample {
	return hbyTrap("trap-secret-reference", "yaml", fmt.Sprintf(`      containers:
        - name: %s
          image: registry.%s/clinical/%s:%s
          env:
            - name: DB_PASSWORD
              valueFrom:
                secretKeyRef:
                  name: pacs-db
                  key: password
            - name: DICOM_AE_TITLE
              value: %s`, "dicom-router", hbyDomain(), "dicom-router", fmt.Sprintf("1.%d.%d", hbyN(0, 20), hbyN(0, 9)), hbyAE()))
}

func hbyTrapRedactedProps() Sample {
	return hbyTrap("trap-masked", "ticket", fmt.Sprintf(`%s - Mirth won't start after patch
Attached config (passwords masked):
  database.url = jdbc:postgresql://%s:5432/mirthdb
  database.username = mirth
  database.password = %s
  keystore.storepass = %s
Error: FATAL: no pg_hba.conf entry for host "%s"`, hbyTicket(), hbyHost(), hbyPick("********", "[REDACTED]", "<removed>"), hbyPick("********", "[REDACTED]", "xxxxxxxx"), hbyIP()))
}

func hbyTrapJWKS() Sample {
	return hbyTrap("trap-public-key", "json", fmt.Sprintf(`{
  "keys": [
    {
      "kty": "RSA",
      "kid": "%s",
      "use": "sig",
      "alg": "RS384",
      "n": "%s",
      "e": "AQAB"
    }
  ]
}`, rnd(hexs, 16), rnd(b64url, 342)))
}

func hbyTrapPublicPEM() Sample {
	var ls []string
	ls = append(ls, "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA"+rnd(alnum+"+/", 20))
	for i := 0; i < 5; i++ {
		ls = append(ls, rnd(alnum+"+/", 64))
	}
	ls = append(ls, rnd(alnum+"+/", 6)+"IDAQAB")
	return hbyTrap("trap-public-key", "mail", fmt.Sprintf(`Hi %s, here is our PUBLIC key for the Epic backend services registration (the private key never leaves our HSM):

-----BEGIN PUBLIC KEY-----
%s
-----END PUBLIC KEY-----

Client name: %s`, hbyFirstN(), strings.Join(ls, "\n"), hbyPick("RPM Ingest", "Sepsis Model", "Bulk Export")))
}

func hbyTrapInterconnectLog() Sample {
	c := hbyNewClock()
	var b strings.Builder
	for i := 0; i < hbyN(3, 5); i++ {
		fmt.Fprintf(&b, "%s %s INFO Interconnect RequestId=%s TraceId=%s Svc=%s Status=%d Ms=%d\n", c.date, c.T(), hbyUUID(), rnd(hexs, 32),
			hbyPick("api/FHIR/R4/Observation", "api/epic/2014/Common/Patient/GETPATIENTDEMOGRAPHICS", "wcf/Epic.Scheduling"), pick([]int{200, 200, 200, 401, 500}), hbyN(12, 3000))
	}
	return hbyTrap("trap-request-id", "log", strings.TrimRight(b.String(), "\n"))
}

func hbyTrapAzureIDs() Sample {
	return hbyTrap("trap-ids", "mail", fmt.Sprintf(`%s,

The app registration for the FHIR service is ready:
  Tenant ID: %s
  Client ID: %s
  Object ID: %s
The client secret is in Key Vault kv-fhir-%s as "fhir-client-secret"; your managed identity can read it.

%s`, hbyGreet(), hbyUUID(), hbyUUID(), hbyUUID(), hbyPick("prod", "dev"), hbySign()))
}

func hbyTrapARN() Sample {
	acct := rnd(digits, 12)
	return hbyTrap("trap-arn", "json", fmt.Sprintf(`{
  "DatastoreId": "%s",
  "DatastoreArn": "arn:aws:healthlake:us-east-1:%s:datastore/fhir/%s",
  "DatastoreName": "%s",
  "DatastoreStatus": "ACTIVE",
  "KmsKeyId": "arn:aws:kms:us-east-1:%s:key/%s"
}`, rnd(hexs, 32), acct, rnd(hexs, 32), hbyPick("research-deid", "rpm-prod", "claims"), acct, hbyUUID()))
}

func hbyTrapPublishable() Sample {
	return hbyTrap("trap-publishable-key", "javascript", fmt.Sprintf(`// copay checkout (browser) - publishable key is meant to be public
const stripe = Stripe('pk_live_%s');
const elements = stripe.elements({ appearance: { theme: 'stripe', variables: { colorPrimary: '#%s' } } });
// the secret key lives only on the server (STRIPE_SECRET_KEY)`, rnd(alnum, hbyN(24, 99)), rnd(hexs, 6)))
}

func hbyTrapTwilioSID() Sample {
	return hbyTrap("trap-ids", "chat", fmt.Sprintf(`%s: reminders are going out from the new messaging service
account SID AC%s, messaging service MG%s, sender +1%s
%s: cool, the auth token stays in the vault right?
%s: yes, only the SIDs go in the runbook`, hbyFirstN(), rnd(hexs, 32), rnd(hexs, 32), rnd(digits, 10), hbyFirstN(), hbyFirstN()))
}

func hbyTrapPortalTalk() Sample {
	return hbyTrap("trap-portal-talk", "chat", hbyPick(
		"Pt says her MyChart activation code expired. Told her we can generate a new one at check-in or she can sign up online with ID verification.",
		fmt.Sprintf("Portal: proxy access for %s's daughter approved, she'll get an email to set up her own login. No codes given by phone.", hbyName()),
		"reminder: never read a portal activation code over the phone unless 2 identifiers are verified",
		fmt.Sprintf("%s asked for their password to the portal. Explained we can't see passwords, sent reset link to the email on file.", hbyName()),
	))
}

func hbyTrapLabCSV() Sample {
	c := hbyNewClock()
	var b strings.Builder
	b.WriteString("accession,specimen_barcode,mrn,test,collected,status\n")
	for i := 0; i < hbyN(3, 6); i++ {
		fmt.Fprintf(&b, "%s%s,%s,%s,%s,%s %s,%s\n", hbyPick("CH", "HE", "MB"), rnd(digits, 8), rnd(upper+digits, 12), hbyMRN(),
			hbyPick("CBC", "BMP", "TROP-HS", "LACTATE", "BLOOD CX", "PT/INR"), c.date, c.T(), hbyPick("Final", "Prelim", "In lab", "Recollect"))
	}
	return hbyTrap("trap-lab-ids", "csv", strings.TrimRight(b.String(), "\n"))
}

func hbyTrapDicomDump() Sample {
	root := "1.2.840." + rnd(digits, 6) + "." + fmt.Sprint(hbyN(1, 9))
	return hbyTrap("trap-dicom-uids", "shell", fmt.Sprintf(`$ dcmdump +P 0020,000d +P 0020,000e +P 0008,0018 +P 0008,0050 +P 0010,0020 IMG0001.dcm
(0008,0018) UI [%s.%s.%s]                           # SOPInstanceUID
(0008,0050) SH [%s]                                 # AccessionNumber
(0010,0020) LO [%s]                                 # PatientID
(0020,000d) UI [%s.%s]                              # StudyInstanceUID
(0020,000e) UI [%s.%s.%d]                           # SeriesInstanceUID`, root, rnd(digits, 12), rnd(digits, 8), rnd(digits, 10), hbyMRN(), root, rnd(digits, 14), root, rnd(digits, 14), hbyN(1, 9)))
}

func hbyTrapRxIDs() Sample {
	return hbyTrap("trap-rx-ids", "note", fmt.Sprintf(`Rx transfer received from outside pharmacy
Rx #%s  NDC %s-%s-%s  %s
Prescriber NPI %s, refills remaining %d
Insurance: BIN %s PCN %s Group %s Member ID %s`, rnd(digits, 7), rnd(digits, 5), rnd(digits, 4), rnd(digits, 2),
		hbyPick("atorvastatin 40 mg tab", "metformin ER 500 mg", "apixaban 5 mg", "levothyroxine 75 mcg"), "1"+rnd(digits, 9), hbyN(0, 5),
		rnd(digits, 6), rnd(upper, 4), rnd(upper+digits, 7), rnd(upper+digits, 11)))
}

func hbyTrapDeviceCSV() Sample {
	var b strings.Builder
	b.WriteString("asset_tag,model,serial,mac,firmware,location\n")
	for i := 0; i < hbyN(3, 5); i++ {
		fmt.Fprintf(&b, "BM-%s,%s,%s,%s:%s:%s:%s:%s:%s,%d.%d.%d,%s\n", rnd(digits, 5), hbyPick("Alaris 8015", "IntelliVue MX450", "GE Dash 4000", "Masimo Root"),
			rnd(upper+digits, 10), rnd(hexs, 2), rnd(hexs, 2), rnd(hexs, 2), rnd(hexs, 2), rnd(hexs, 2), rnd(hexs, 2), hbyN(1, 12), hbyN(0, 30), hbyN(0, 99), pick(hbyUnits))
	}
	return hbyTrap("trap-serials", "csv", strings.TrimRight(b.String(), "\n"))
}

func hbyTrapInvoice() Sample {
	return hbyTrap("trap-invoice", "mail", fmt.Sprintf(`Subject: Invoice %s - annual service contract

Dear Accounts Payable,

Please find attached invoice %s for PO %s (service contract, %s, serial %s).
Amount due: $%d,%03d.00, net 45.
Remit to: IBAN DE%s %s %s %s %s %s, BIC %s

%s`, "INV-"+rnd(digits, 7), "INV-"+rnd(digits, 7), "PO"+rnd(digits, 8), hbyPick("MRI 1.5T", "CT scanner", "lab automation line"), rnd(upper+digits, 9),
		hbyN(12, 480), hbyN(0, 999), rnd(digits, 2), rnd(digits, 4), rnd(digits, 4), rnd(digits, 4), rnd(digits, 4), rnd(digits, 2), rnd(upper, 8), hbySign()))
}

func hbyTrapPhishReport() Sample {
	return hbyTrap("trap-incident-talk", "report", fmt.Sprintf(`HIPAA security incident %s - credential phishing
On %s, %d employees in %s entered their network password on a fake "Epic timecard" page.
All affected passwords were reset within %d minutes and MFA methods re-registered.
Sign-in logs show no successful logins from the attacker's IP range (%d.%d.%d.0/24).
No PHI access confirmed. Phishing simulation training assigned.`, "SEC-"+rnd(digits, 4), hbyUSDate(), hbyN(2, 14), pick(hbyUnits), hbyN(20, 90), hbyN(30, 200), hbyN(0, 255), hbyN(0, 255)))
}

func hbyTrapHandover() Sample {
	return hbyTrap("trap-handover", "handover", fmt.Sprintf(`Handover %s %s
Rm %d %s, %d y/o, MRN %s - post-op day 1, pain controlled, pager %s for surgery resident
Rm %d %s - DNR/DNI, family at bedside, palliative consult ext %s
Rm %d %s - blood cx x2 pending, vanco trough due %s
Code cart checked, seal #%s.`, pick(hbyUnits), hbyUSDate(), hbyN(301, 340), hbyName(), hbyN(19, 97), hbyMRN(), rnd(digits, 4), hbyN(301, 340), hbyName(), rnd(digits, 4),
		hbyN(301, 340), hbyName(), hbyTime(), rnd(digits, 7)))
}
