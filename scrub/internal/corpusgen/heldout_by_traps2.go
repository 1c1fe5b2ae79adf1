package main

import (
	"fmt"
	"strings"
)

// Traps, part 2: references to where secrets live, logs and ids, public values, talk about codes.

var hbyTrapGens2 = []hbyT{
	{6, hbyTrapPwManager}, {5, hbyTrapVaultMeta}, {6, hbyTrapEvent4625}, {5, hbyTrapCIBuild},
	{4, hbyTrapDataURI}, {6, hbyTrapDoorTalk}, {5, hbyTrapWifiOpen}, {5, hbyTrapOnCallTable},
	{5, hbyTrapEpicIDs}, {5, hbyTrapMFATalk}, {5, hbyTrapBackupMasked}, {5, hbyTrapLicenceID},
	{5, hbyTrapAckLog}, {6, hbyTrapSQLFail}, {5, hbyTrapMirthVar}, {4, hbyTrapKeytab},
	{5, hbyTrapFhirBundle}, {4, hbyTrapPortalCSS}, {5, hbyTrapRefDiff}, {4, hbyTrapVersions},
	{5, hbyTrapKeyVaultRef}, {5, hbyTrapSSHPub}, {4, hbyTrapTracking}, {6, hbyTrapTokenTail},
	{5, hbyTrapHTTPDump}, {4, hbyTrapSha256sum}, {5, hbyTrapEPCSTalk}, {5, hbyTrapRemoteID},
}

func hbyTrapPwManager() Sample {
	return hbyTrap("trap-secret-reference", "notes", fmt.Sprintf(`Clinical apps team meeting - %s
- Password manager rollout: all interface and vendor credentials moved to 1Password, vault "Clinical Apps - %s"
- Mirth DB and SFTP creds: see 1Password item "Mirth PRD"; do not keep them in OneNote anymore
- %s to remove the old passwords spreadsheet from the shared drive by Friday
- Break-glass envelopes stay in the house supervisor's safe`, hbyDate(), hbyPick("Interfaces", "Imaging", "Lab"), hbyName()))
}

func hbyTrapVaultMeta() Sample {
	c := hbyNewClock()
	return hbyTrap("trap-vault-reference", "shell", fmt.Sprintf(`$ vault kv metadata get secret/clinical/%s
========== Metadata Path ==========
secret/metadata/clinical/%s

========== Metadata ==========
Key                     Value
---                     -----
created_time            %sT%s:12.%dZ
current_version         %d
max_versions            10
updated_time            %sT%s:40.%dZ`, hbyPick("mirth-prd", "orthanc", "fhir-gw"), hbyPick("mirth-prd", "orthanc", "fhir-gw"), c.date, c.T(), hbyN(100000, 999999), hbyN(2, 14), c.date, c.T(), hbyN(100000, 999999)))
}

func hbyTrapEvent4625() Sample {
	return hbyTrap("trap-log", "log", fmt.Sprintf(`An account failed to log on.
Subject:  Security ID: NULL SID
Account For Which Logon Failed:
    Account Name:   %s
    Account Domain: CORP
Failure Information:
    Failure Reason: Unknown user name or bad password.
    Status:         0xC000006D
    Sub Status:     0xC000006A
Network Information:
    Workstation Name: %s
    Source Network Address: %s`, hbyPick(hbyUser(), hbySvc()), "WOW-"+strings.ToUpper(rnd(lower, 2))+rnd(digits, 2), hbyIP()))
}

func hbyTrapCIBuild() Sample {
	return hbyTrap("trap-build-ids", "log", fmt.Sprintf(`Build #%d (%s) for fhir-gateway
 > commit %s
 > pushed registry.%s/clinical/fhir-gateway:%s
 > digest sha256:%s
 > job id %s, runner %s
Deploy to staging: OK`, hbyN(1000, 9000), hbyUUID(), hbySha1(), hbyDomain(), rnd(hexs, 7), hbySha256(), rnd(digits, 10), rnd(lower+digits, 8)))
}

func hbyTrapDataURI() Sample {
	return hbyTrap("trap-base64-image", "html", fmt.Sprintf(`<p>%s<br>Clinical Informatics | %s</p>
<img alt="logo" width="120" src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAHgAAAAe%s">`, hbyName(), pick(hbyOrgs), rnd(alnum+"+/", hbyN(120, 260))))
}

func hbyTrapDoorTalk() Sample {
	return hbyTrap("trap-code-talk", "chat", hbyPick(
		fmt.Sprintf("The %s med room code changed today. Ask your charge nurse for it, please don't post codes in this channel.", pick(hbyUnits)),
		fmt.Sprintf("Door codes rotate on the %s of every month now; security emails the new ones to %s only.", hbyPick("1st", "15th", "first Monday"), hbyPick("unit managers", "charge nurses", "house supervisors")),
		fmt.Sprintf("%s: anyone have the new supply room code? %s: ask in person, not here 🙂", hbyFirstN(), hbyFirstN()),
		fmt.Sprintf("Facilities: keypad on the %s staff entrance will be replaced Tue %s, badge readers only after that.", pick(hbyUnits), hbyTime()),
	))
}

func hbyTrapWifiOpen() Sample {
	return hbyTrap("trap-wifi-config", "wiki", fmt.Sprintf(`Wi-Fi at %s
* HOSP-GUEST: open network, patients and visitors accept the terms page, no password.
* HOSP-STAFF: 802.1X (EAP-TLS), your device gets a certificate from %s; no shared key.
* %s: medical devices only, managed by biomed; request access through a ticket.`, pick(hbyOrgs), hbyPick("Intune", "Jamf", "the NAC portal", "SCEP via MDM"), hbyPick("CLIN-IOT", "BIOMED-5G", "PUMPNET")))
}

func hbyTrapOnCallTable() Sample {
	var b strings.Builder
	b.WriteString("| Service | On call | Pager | Cell |\n|---|---|---|---|\n")
	for i := 0; i < hbyN(3, 5); i++ {
		fmt.Fprintf(&b, "| %s | %s | %s | (%s) %s-%s |\n", hbyPick("Interfaces", "Epic Clin Docs", "PACS", "Network", "Biomed", "Pharmacy IT"), hbyName(),
			rnd(digits, 4), rnd(digits, 3), rnd(digits, 3), rnd(digits, 4))
	}
	return hbyTrap("trap-oncall", "markdown", strings.TrimRight(b.String(), "\n"))
}

func hbyTrapEpicIDs() Sample {
	return hbyTrap("trap-ids", "ticket", fmt.Sprintf(`%s - new provider build
Provider: Dr. %s, NPI %s
SER ID %s, EMP ID %s, linked template %s
Login department %s, security class %s. Ready for go-live on %s.`, hbyTicket(), hbyName(), "1"+rnd(digits, 9), rnd(digits, 6), rnd(digits, 7),
		rnd(digits, 8), rnd(digits, 11), hbyPick("PHYS-HOSPITALIST", "PHYS-AMB", "RESIDENT"), hbyUSDate()))
}

func hbyTrapMFATalk() Sample {
	return hbyTrap("trap-mfa-talk", "mail", fmt.Sprintf(`Subject: Set up MFA before %s

Open the enrollment email, scan the QR code with Microsoft Authenticator, then enter the 6-digit
code the app shows. The code changes every 30 seconds. If you get a new phone, call x%s and we will
reset your registration. We will never ask you to read a code to us.

%s`, hbyUSDate(), rnd(digits, 4), hbySign()))
}

func hbyTrapBackupMasked() Sample {
	return hbyTrap("trap-recovery-reference", "note", fmt.Sprintf(`Backup codes for clinicadmin@%s regenerated %s (10 codes).
Printed copy sealed in envelope #%d in the office safe; the old sheet was shredded.
Codes: ****-****  (not stored electronically)`, hbyDomain(), hbyUSDate(), hbyN(1, 20)))
}

func hbyTrapLicenceID() Sample {
	return hbyTrap("trap-licence-id", "note", fmt.Sprintf(`Dictation licences renewed
Order %s, licence ID %s, %d concurrent seats, expires %s.
Activation is automatic through the vendor portal with the organization account; nothing to type on the PCs.`, "SO-"+rnd(digits, 8), "LIC-"+rnd(digits, 6), hbyN(20, 400), hbyUSDate()))
}

func hbyTrapAckLog() Sample {
	c := hbyNewClock()
	var b strings.Builder
	for i := 0; i < hbyN(3, 5); i++ {
		fmt.Fprintf(&b, "%s %s [%s] sent MSH-10=%s -> ACK %s (MSA|%s|%s)\n", c.date, c.T(), hbyPick("ORU_OUT", "ADT_HIE", "ORM_REFLAB"), rnd(digits, 12),
			hbyPick("AA", "AA", "AE"), hbyPick("AA", "AE"), rnd(digits, 12))
	}
	return hbyTrap("trap-log", "log", strings.TrimRight(b.String(), "\n"))
}

func hbyTrapSQLFail() Sample {
	c := hbyNewClock()
	return hbyTrap("trap-log", "log", fmt.Sprintf(`%s %s:%d.%d Logon  Error: 18456, Severity: 14, State: 8.
%s %s:%d.%d Logon  Login failed for user '%s'. Reason: Password did not match that for the login provided. [CLIENT: %s]`,
		c.date, c.T(), hbyN(10, 59), hbyN(10, 99), c.date, c.T(), hbyN(10, 59), hbyN(10, 99), hbyPick("rpt_reader", "clarity_ro", "im_service", "CORP\\"+hbySvc()), hbyIP()))
}

func hbyTrapMirthVar() Sample {
	v := hbyPick("reflab", "quest", "billing", "hie", "state_registry", "onbase")
	return hbyTrap("trap-secret-reference", "xml", fmt.Sprintf(`<properties class="com.mirth.connect.connectors.file.FileDispatcherProperties">
  <scheme>SFTP</scheme>
  <host>${%s_sftp_host}/%s</host>
  <outputPattern>%s_${message.messageId}.hl7</outputPattern>
  <username>${%s_sftp_user}</username>
  <password>${%s_sftp_password}</password>
  <timeout>%d</timeout>
</properties>`, v, hbyPick("outbound", "inbound/results", "drop"), hbyPick("ORU", "ORM", "ADT", "DFT", "MDM", "SIU"), v, v, pick([]int{10000, 15000, 30000, 60000})))
}

func hbyTrapKeytab() Sample {
	return hbyTrap("trap-keytab-reference", "config", fmt.Sprintf(`[libdefaults]
  default_realm = CORP.LOCAL
  default_keytab_name = FILE:/etc/security/keytabs/%s.keytab
[realms]
  CORP.LOCAL = { kdc = dc%02d.corp.local }
# keytab generated by AD team, ticket %s`, hbySvc(), hbyN(1, 6), hbyTicket()))
}

func hbyTrapFhirBundle() Sample {
	return hbyTrap("trap-fhir-resource", "json", fmt.Sprintf(`{
  "resourceType": "Bundle",
  "type": "searchset",
  "total": %d,
  "entry": [
    { "fullUrl": "urn:uuid:%s", "resource": { "resourceType": "Observation", "id": "%s", "code": { "text": "%s" } } },
    { "fullUrl": "urn:uuid:%s", "resource": { "resourceType": "Observation", "id": "%s", "code": { "text": "%s" } } }
  ]
}`, hbyN(2, 40), hbyUUID(), rnd(b64url, 24), hbyPick("Hemoglobin", "Potassium", "Heart rate"), hbyUUID(), rnd(b64url, 24), hbyPick("Lactate", "SpO2", "Troponin I")))
}

func hbyTrapPortalCSS() Sample {
	return hbyTrap("trap-colours", "css", fmt.Sprintf(`/* patient portal theme - %s */
:root {
  --brand-primary: #%s;
  --brand-accent: #%s;
  --alert-critical: #%s;
  --font-body: "Source Sans 3", sans-serif;
}`, pick(hbyOrgs), rnd(hexs, 6), rnd(hexs, 6), rnd(hexs, 6)))
}

func hbyTrapRefDiff() Sample {
	return hbyTrap("trap-secret-reference", "diff", fmt.Sprintf(`commit: read Mirth DB password from Vault instead of env

--- a/deploy/mirth/values.yaml
+++ b/deploy/mirth/values.yaml
@@ -%d,3 +%d,3 @@ database:
   username: mirth
-  password: ${MIRTH_DB_PASSWORD}
+  password: vault:secret/data/clinical/mirth-prd#db_password
   url: jdbc:postgresql://%s:5432/mirthdb`, hbyN(8, 40), hbyN(8, 40), hbyHost()))
}

func hbyTrapVersions() Sample {
	return hbyTrap("trap-version", "notes", fmt.Sprintf(`Upgrade calendar
- Epic %s -> %s: cutover %s
- Mirth Connect %s -> %s: test env done
- Orthanc %d.%d.%d, dcm4chee-arc %d.%d.%d
- Alaris drug library v%d.%d`, hbyPick("May 2024", "Nov 2024"), hbyPick("Feb 2025", "Aug 2025"), hbyUSDate(), "4.4.2", "4.5.2",
		hbyN(1, 1), hbyN(10, 12), hbyN(0, 9), 5, hbyN(28, 33), hbyN(0, 3), hbyN(20, 40), hbyN(0, 9)))
}

func hbyTrapKeyVaultRef() Sample {
	return hbyTrap("trap-secret-reference", "json", fmt.Sprintf(`{
  "ConnectionStrings": {
    "Vna": "@Microsoft.KeyVault(SecretUri=https://kv-%s.vault.azure.net/secrets/VnaDbConnection/)"
  },
  "Fhir": {
    "ClientId": "%s",
    "ClientSecret": "@Microsoft.KeyVault(VaultName=kv-%s;SecretName=fhir-client-secret)"
  }
}`, hbyPick("imaging-prod", "fhir-dev"), hbyUUID(), hbyPick("imaging-prod", "fhir-dev")))
}

func hbyTrapSSHPub() Sample {
	return hbyTrap("trap-public-key", "shell", fmt.Sprintf(`# vendor support key for the PACS archive, expires %s
$ cat /home/%s/.ssh/authorized_keys
ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI%s %s@%s
ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ%s fse@vendor-jump`, hbyUSDate(), hbyPick("pacsadm", "vendor", "fse"), rnd(alnum+"+/", 43), hbyUser(), hbyPick("laptop", "jumphost"), rnd(alnum+"+/", 180)))
}

func hbyTrapTracking() Sample {
	return hbyTrap("trap-tracking", "mail", fmt.Sprintf(`Send-out specimens for %s picked up at %s.
Tracking: 1Z%s (frozen), 1Z%s (ambient). Manifest %s, %d specimens.
Call the reference lab client services at 1-800-%s-%s if not received by 10:00.`, hbyUSDate(), hbyTime(), rnd(upper+digits, 16), rnd(upper+digits, 16),
		"MF"+rnd(digits, 7), hbyN(3, 40), rnd(digits, 3), rnd(digits, 4)))
}

func hbyTrapTokenTail() Sample {
	return hbyTrap("trap-masked", "chat", hbyPick(
		fmt.Sprintf("revoked the old GitHub token (ghp_****%s) that was in the HL7 utils repo, new one is in the vault", rnd(alnum, 4)),
		fmt.Sprintf("Stripe shows the live key ending in ...%s was rolled at %s, nothing else to do", rnd(alnum, 4), hbyTime()),
		fmt.Sprintf("the Slack bot token in the runbook is now xoxb-****-****-%s%s (masked), real one in Secret Server", strings.Repeat("*", hbyN(4, 8)), rnd(alnum, 4)),
		fmt.Sprintf("FHIR client secret rotated; last 4 chars %s. Update your Postman from the vault, not from chat.", rnd(alnum, 4)),
	))
}

func hbyTrapHTTPDump() Sample {
	return hbyTrap("trap-trace-id", "log", fmt.Sprintf(`GET /R4/MedicationRequest?patient=%s HTTP/1.1
Host: fhir.%s
Authorization: Bearer [redacted]
traceparent: 00-%s-%s-01
X-Request-ID: %s
Accept: application/fhir+json`, rnd(alnum, 12), hbyDomain(), rnd(hexs, 32), rnd(hexs, 16), hbyUUID()))
}

func hbyTrapSha256sum() Sample {
	return hbyTrap("trap-checksum", "shell", fmt.Sprintf(`$ sha256sum *.msi
%s  ImprivataAgent-%d.%d.msi
%s  EpicPrintService-%d.msi
%s  PowerMicDriver-%d.%d.msi`, hbySha256(), hbyN(7, 8), hbyN(0, 9), hbySha256(), hbyN(2023, 2025), hbySha256(), hbyN(4, 6), hbyN(0, 9)))
}

func hbyTrapEPCSTalk() Sample {
	return hbyTrap("trap-epcs-talk", "ticket", fmt.Sprintf(`%s - EPCS enrollment
Dr. %s completed identity proofing. Hard token serial %s %s %s assigned and registered.
Provider will set their own PIN at first use; two-person approval done by %s and %s.`, hbyTicket(), hbyName(), rnd(digits, 4), rnd(digits, 4), rnd(digits, 4), hbyName(), hbyName()))
}

func hbyTrapRemoteID() Sample {
	return hbyTrap("trap-remote-id", "chat", fmt.Sprintf(`[%s support] Please install the support tool and send me the ID only, I will call your desk phone for the one-time password.
You: ID %d %03d %03d %03d, I'm at x%s`, hbyPick("Sectra", "Omnicell", "Hologic"), 1, hbyN(100, 999), hbyN(100, 999), hbyN(100, 999), rnd(digits, 4)))
}
