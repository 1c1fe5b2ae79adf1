package main

import (
	"fmt"
)

// Interfaces: HL7 and FHIR, Mirth Connect, PACS/DICOM, lab instruments and middleware.

var hbyIfaceGens = []hbyT{
	{6, hbyMirthProps}, {5, hbyMirthSftpXML}, {5, hbyMirthJSKey}, {5, hbyFhirTokenCurl},
	{5, hbyFhirBearer}, {4, hbyOrthancJSON}, {5, hbyOrthancCurl}, {2, hbyDcm4cheeEnv},
	{5, hbyPacsAdminChat}, {4, hbyDicomwebPy}, {5, hbyInstrumentService}, {4, hbyMiddlewareIni},
	{5, hbySshpassBatch}, {4, hbyEngineYAML}, {3, hbyIfaceTable}, {5, hbyAzureFhir},
	{5, hbyAwsCreds}, {4, hbyPostmanEnv}, {5, hbyAppSettings}, {4, hbyKeytool},
	{5, hbyMirthVendorMail}, {4, hbyRedisURL},
}

func hbyMirthProps() Sample {
	db, ks := hbyPwPl(), rnd(alnum, hbyN(12, 20))
	host := hbyHost()
	text := fmt.Sprintf(`# Mirth Connect %s - conf/mirth.properties (%s)
http.port = 8080
https.port = 8443
keystore.path = ${dir.appdata}/keystore.jks
keystore.storepass = %s
keystore.keypass = %s
database = postgres
database.url = jdbc:postgresql://%s:5432/mirthdb
database.username = mirth
database.password = %s
database.max-connections = 20`, hbyPick("4.4.2", "4.5.0", "3.12.0"), hbyPick("prod", "test"), ks, ks, host, db)
	return hbyS("db-password", "properties", text, []string{ks, db}, host)
}

func hbyMirthSftpXML() Sample {
	pw := hbyPwPl()
	user := hbyPick("hl7_in", "labres", "adt_feed", "chg_batch") + rnd(digits, 2)
	host := "sftp." + hbyPick("questlink", "refabs", "billingco", "rxhub") + ".com"
	text := fmt.Sprintf(`<destinationConnector version="%s">
  <name>SFTP to reference lab</name>
  <properties class="com.mirth.connect.connectors.file.FileDispatcherProperties">
    <scheme>SFTP</scheme>
    <host>%s/outbound/orm</host>
    <outputPattern>ORM_${message.messageId}.hl7</outputPattern>
    <anonymous>false</anonymous>
    <username>%s</username>
    <password>%s</password>
    <timeout>10000</timeout>
  </properties>
</destinationConnector>`, hbyPick("4.4.2", "4.5.0"), host, user, pw)
	return hbyS("sftp-password", "xml", text, []string{pw}, user)
}

func hbyMirthJSKey() Sample {
	key := rnd(alnum, hbyN(32, 40))
	text := fmt.Sprintf(`// Channel: ORU_to_%s  - destination transformer
var payload = JSON.stringify(buildObservation(msg));
var headers = new Packages.java.util.HashMap();
headers.put('Content-Type', 'application/fhir+json');
headers.put('x-api-key', '%s');
channelMap.put('outHeaders', headers);
logger.info('sending ' + msg['PID']['PID.3']['PID.3.1'].toString());`, hbyPick("RPM", "Registry", "HIE", "Biobank"), key)
	return hbyS("api-key", "javascript", text, []string{key})
}

func hbyFhirTokenCurl() Sample {
	sec := rnd(alnum+"-_.~", hbyN(32, 44))
	at := rnd(alnum, hbyN(30, 60))
	cid := hbyPick("hie-bridge-", "popl-", "rpm-", "") + rnd(lower+digits, 8)
	text := fmt.Sprintf(`$ curl -s -X POST https://auth.%s/oauth2/token \
    -d grant_type=client_credentials \
    -d client_id=%s \
    -d client_secret=%s \
    -d scope=system/*.read
{"access_token":"%s","token_type":"Bearer","expires_in":3600,"scope":"system/*.read"}`, hbyDomain(), cid, sec, at)
	return hbyS("oauth-client-secret", "shell", text, []string{sec, at}, "client_id="+cid)
}

func hbyFhirBearer() Sample {
	tok := hbyJWT()
	mrn := hbyMRN()
	host := "fhir." + hbyDomain()
	text := fmt.Sprintf(`still getting 403 on the patient search, this is what I'm sending:

curl -H "Authorization: Bearer %s" \
  "https://%s/R4/Patient?identifier=urn:oid:1.2.840.114350|%s"

token was minted 5 min ago so it's not expiry`, tok, host, mrn)
	return hbyS("bearer-token", "chat", text, []string{tok}, host)
}

func hbyOrthancJSON() Sample {
	a, v := hbyPwPl(), hbyPwPl()
	text := fmt.Sprintf(`{
  "Name" : "%s",
  "DicomAet" : "%s",
  "DicomPort" : 4242,
  "RemoteAccessAllowed" : true,
  "AuthenticationEnabled" : true,
  "RegisteredUsers" : {
    "admin" : "%s",
    "viewer" : "%s"
  },
  "DicomModalities" : {
    "ct1" : [ "CT01_GE", "%s", 104 ]
  }
}`, hbyPick("Orthanc ED", "Orthanc research", "teaching-files"), hbyAE(), a, v, hbyIP())
	return hbyS("pacs-password", "json", text, []string{a, v})
}

func hbyOrthancCurl() Sample {
	pw := hbyPwURL()
	host := hbyHost()
	text := fmt.Sprintf(`root@%s:~# curl -s -u orthanc:%s http://localhost:8042/statistics
{
   "CountInstances" : %d,
   "CountPatients" : %d,
   "CountStudies" : %d,
   "TotalDiskSizeMB" : %d
}`, host, pw, hbyN(10000, 900000), hbyN(200, 9000), hbyN(300, 12000), hbyN(2000, 900000))
	return hbyS("pacs-password", "shell", text, []string{pw})
}

func hbyDcm4cheeEnv() Sample {
	l, p, k := hbyPwURL(), hbyPwURL(), hbyPwURL()
	text := fmt.Sprintf(`# dcm4chee-arc-light 5.%d  - docker-compose.env
STORAGE_DIR=/storage/fs1
POSTGRES_DB=pacsdb
POSTGRES_USER=pacs
POSTGRES_PASSWORD=%s
LDAP_ROOTPASS=%s
KEYCLOAK_ADMIN=admin
KEYCLOAK_ADMIN_PASSWORD=%s
ARCHIVE_HOST=%s`, hbyN(29, 33), p, l, k, hbyHost())
	return hbyS("db-password", "env", text, []string{p, l, k}, "POSTGRES_USER=pacs")
}

func hbyPacsAdminChat() Sample {
	pw := hbyPw()
	text := fmt.Sprintf(`%s: reading room 2 can't open priors again, Visage says license server unreachable
%s: ugh. can you rdp to the viewer server? the local pacsadmin password was changed to %s after the audit
%s: in. restarting the license service now
%s: 🙏`, hbyName(), hbyName(), pw, hbyName(), hbyName())
	return hbyS("pacs-password", "chat", text, []string{pw})
}

func hbyDicomwebPy() Sample {
	tok := rnd(alnum, hbyN(40, 64))
	text := fmt.Sprintf(`import requests

DICOMWEB = "https://vna.%s/dicom-web"
TOKEN = "%s"  # service token for research export

def studies(accession):
    r = requests.get(f"{DICOMWEB}/studies", params={"AccessionNumber": accession},
                     headers={"Authorization": f"Bearer {TOKEN}", "Accept": "application/dicom+json"})
    r.raise_for_status()
    return r.json()`, hbyDomain(), tok)
	return hbyS("bearer-token", "python", text, []string{tok})
}

func hbyInstrumentService() Sample {
	pw := hbyPick(rnd(digits, hbyN(4, 6)), rnd(lower+digits, hbyN(6, 9)), hbyPwPl())
	inst := hbyPick("Sysmex XN-1000", "cobas c 503", "Architect i2000SR", "BD Phoenix M50", "GEM Premier 5000", "Vitek 2")
	sn := "SN " + rnd(upper+digits, 8)
	text := fmt.Sprintf(`Bench notes - %s (%s)

QC failed L2 twice this morning, reagent lot changed, recal done.
Field service had me enter service mode to clear the probe error:
   Menu > Maintenance > Service, service password %s
Do not use service mode without calling the FSE first.`, inst, sn, pw)
	return hbyS("service-password", "note", text, []string{pw}, sn)
}

func hbyMiddlewareIni() Sample {
	pw := hbyPwPl()
	text := fmt.Sprintf(`[Database]
Driver=SQL Server Native Client 11.0
Server=%s\IM
Database=InstrumentManager
UID=im_service
PWD=%s

[LIS]
Host=%s
Port=%d
Protocol=ASTM`, hbyHost(), pw, hbyIP(), hbyN(5000, 6999))
	return hbyS("db-password", "ini", text, []string{pw}, "UID=im_service")
}

func hbySshpassBatch() Sample {
	pw := hbyPwPl()
	user := hbyPick("chg_", "era_", "hl7_") + rnd(lower, 4)
	host := "sftp." + hbyPick("clearinghouse", "claimsxchange", "paymentsvc") + ".net"
	text := fmt.Sprintf(`$ crontab -l
# nightly 837 claims upload
15 2 * * * sshpass -p '%s' sftp -oBatchMode=no %s@%s <<< $'put /data/out/837_$(date +\%%Y\%%m\%%d).x12 /inbound/'
$ ls /data/out | tail -2
837_%s.x12
837_%s.x12`, pw, user, host, rnd(digits, 8), rnd(digits, 8))
	return hbyS("sftp-password", "shell", text, []string{pw}, user+"@"+host)
}

func hbyEngineYAML() Sample {
	sec := rnd(alnum, hbyN(36, 48))
	hook := rnd(alnum, 24)
	cid := rnd(lower+digits, 12)
	url := "https://hooks.slack.com/services/T" + rnd(upper+digits, 8) + "/B" + rnd(upper+digits, 10) + "/" + hook
	text := fmt.Sprintf(`interfaces:
  - name: adt-to-hie
    source: mllp://0.0.0.0:%d
    target:
      type: fhir
      base_url: https://hie.%s/fhir
      auth:
        client_id: %s
        client_secret: %s
alerts:
  on_nack: true
  slack_webhook: %s`, hbyN(6600, 6699), hbyDomain(), cid, sec, url)
	return hbyS("oauth-client-secret", "yaml", text, []string{sec, hook}, "client_id: "+cid)
}

func hbyIfaceTable() Sample {
	p1, p2 := hbyPwPl(), hbyPwPl()
	u1, u2 := hbySvc(), hbySvc()
	text := fmt.Sprintf(`### Outbound interfaces (engine %s)

| Interface | Transport | Endpoint | Credentials |
|---|---|---|---|
| ADT A01-A08 to HIE | MLLP/TLS | hie-gw:6661 | client cert |
| ORU to registry | HTTPS basic | registry.state.gov | %s / %s |
| DFT to billing | SFTP | sftp.billing.local | %s / %s |
| MDM to doc imaging | MLLP | onbase-if:7001 | none |`, hbyPick("Rhapsody", "Cloverleaf", "Mirth"), u1, p1, u2, p2)
	return hbyS("interface-password", "markdown", text, []string{p1, p2}, u1, u2)
}

func hbyAzureFhir() Sample {
	sec := hbyAzSec()
	tid, cid := hbyUUID(), hbyUUID()
	text := fmt.Sprintf(`%s, app registration for the Azure Health Data Services FHIR service is done.

Tenant ID: %s
Client (application) ID: %s
Client secret (expires in 6 months): %s

It has the FHIR Data Reader role on the %s workspace. Let me know if you need writer.`,
		hbyGreet(), tid, cid, sec, hbyPick("prod", "research", "dev"))
	return hbyS("azure-client-secret", "mail", text, []string{sec}, tid, cid)
}

func hbyAwsCreds() Sample {
	sec := hbyAwsSec()
	text := fmt.Sprintf(`$ cat ~/.aws/credentials
[healthlake-%s]
aws_access_key_id = %s
aws_secret_access_key = %s
region = us-east-%d
$ aws healthlake list-fhir-datastores --profile healthlake-%s`, hbyPick("dev", "prod", "etl"), hbyAwsID(), sec, hbyN(1, 2), hbyPick("dev", "prod"))
	return hbyS("aws-secret-key", "shell", text, []string{sec})
}

func hbyPostmanEnv() Sample {
	key := rnd(hexs, 32)
	text := fmt.Sprintf(`{
  "name": "RefLab results API - %s",
  "values": [
    { "key": "baseUrl", "value": "https://api.%s.com/results/v2", "enabled": true },
    { "key": "accountNumber", "value": "%s", "enabled": true },
    { "key": "apiKey", "value": "%s", "type": "secret", "enabled": true }
  ]
}`, hbyPick("PROD", "UAT"), hbyPick("reflabs", "pathnet", "dxlink"), rnd(digits, 8), key)
	return hbyS("api-key", "json", text, []string{key})
}

func hbyAppSettings() Sample {
	pw := hbyPwPl()
	host := hbyHost()
	text := fmt.Sprintf(`{
  "Logging": { "LogLevel": { "Default": "Information" } },
  "ConnectionStrings": {
    "Vna": "Server=%s;Database=VNA_Index;User Id=vna_app;Password=%s;Encrypt=True;"
  },
  "Dicom": { "CallingAE": "%s", "Port": 11112 }
}`, host, pw, hbyAE())
	return hbyS("db-password", "json", text, []string{pw}, host)
}

func hbyKeytool() Sample {
	pw := hbyPwPl()
	text := fmt.Sprintf(`[%s@dcm-router01 certs]$ keytool -importkeystore -srckeystore dicom-tls.p12 -srcstoretype PKCS12 \
  -destkeystore dicom-tls.jks -deststorepass %s -srcstorepass %s
Importing keystore dicom-tls.p12 to dicom-tls.jks...
Entry for alias 1 successfully imported.
Import command completed:  1 entries successfully imported, 0 entries failed or cancelled`, hbyUser(), pw, pw)
	return hbyS("keystore-password", "shell", text, []string{pw})
}

func hbyMirthVendorMail() Sample {
	pw := hbyPw()
	user := hbyPick("admin", "mirthadmin", "ifadmin")
	text := fmt.Sprintf(`Subject: RE: Mirth install at %s

Hi %s,

The engine is installed on %s and the Administrator launcher works from your desk.
We created the account %s with the password %s - please change it the first time you log in
(Settings > Users). The default account that ships with the installer has been disabled.

%s`, pick(hbyOrgs), hbyFirstN(), hbyHost(), user, pw, hbySign())
	return hbyS("admin-password", "mail", text, []string{pw})
}

func hbyRedisURL() Sample {
	pw := rnd(alnum, hbyN(20, 32))
	host := hbyHost()
	text := fmt.Sprintf(`# settings.py - critical results routing
CELERY_BROKER_URL = "redis://:%s@%s:6379/0"
CELERY_TASK_ROUTES = {"routing.tasks.page_provider": {"queue": "critical"}}
CRITICAL_RESULT_ESCALATION_MIN = %d`, pw, host, pick([]int{15, 30, 60}))
	return hbyS("redis-password", "python", text, []string{pw}, host)
}
