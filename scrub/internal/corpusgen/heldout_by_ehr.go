package main

import (
	"fmt"
	"strings"
)

// EHR systems (Epic, Cerner, OpenEMR) and the accounts around them.

var hbyEHRGens = []hbyT{
	{6, hbyEpicHandover}, {5, hbyInterconnectCfg}, {5, hbyEpicFhirKey}, {5, hbyCernerTicket},
	{3, hbyOpenEMRCompose}, {5, hbyOpenEMRSqlconf}, {5, hbyPrintSvcChange}, {5, hbyKioskAutologon},
	{5, hbyBCAWiki}, {5, hbyTrainEnvChat}, {4, hbyStoreFrontIni}, {5, hbyClarityPy},
	{4, hbyPortalEnv}, {5, hbyCutoverNotes}, {5, hbyHardcodedDiff}, {5, hbyJdbcLog},
	{5, hbyNewADUser}, {6, hbyTempPwMail}, {5, hbyMyChartCode}, {5, hbyEPCSPin},
	{4, hbySQLLogin}, {5, hbySmartAppJSON},
}

func hbyEpicHandover() Sample {
	pw := hbyPw()
	host := hbyHost()
	who := hbyFirstN()
	text := fmt.Sprintf(`ON-CALL HANDOVER %s (%s -> %s)

1. Epic PRD: ODB journal disk on %s at 81%%, purge job ran 02:10, fine now.
2. Interconnect recycled twice for the MyChart slowness, ticket %s still open with Epic TS.
3. IRIS mgmt portal if you need it tonight: user _SYSTEM, pw %s  (do NOT change, %s is rotating it Monday)
4. Nothing else pending. Pager is on the desk.`, hbyDate(), hbyFirstN(), who, host, hbyTicket(), pw, hbyFirstN())
	return hbyS("db-password", "handover", text, []string{pw}, host)
}

func hbyInterconnectCfg() Sample {
	pw := hbyPwPl()
	user := hbySvc()
	text := fmt.Sprintf(`<appSettings>
    <add key="Environment" value="%s" />
    <add key="ServiceAccountDomain" value="CORP" />
    <add key="ServiceAccountUser" value="%s" />
    <add key="ServiceAccountPassword" value="%s" />
    <add key="EnableBlobLogging" value="false" />
  </appSettings>`, hbyPick("PRD", "POC", "TST", "SUP"), user, pw)
	return hbyS("service-account-password", "xml", text, []string{pw}, user)
}

func hbyEpicFhirKey() Sample {
	cid := hbyUUID()
	body := hbyPEM()
	kind := hbyPEMKind()
	text := fmt.Sprintf(`%s, for the Epic on FHIR backend app (%s) -- non-prod client id is %s.
Here's the key we registered the JWKS from, put it on the bridge box and delete this msg pls:

-----BEGIN %s-----
%s
-----END %s-----`, hbyGreet(), hbyPick("bulk export", "sepsis score", "RPM ingest", "CDS hooks"), cid, kind, body, kind)
	return hbyS("private-key", "chat", text, []string{body}, cid)
}

func hbyCernerTicket() Sample {
	pw := hbyPw()
	user := hbyPick("d_", "p_", "") + hbyUser()
	node := hbyPick("p1234", "c0427", "b1190", "m2650") + hbyPick("", "app01", "prd")
	text := fmt.Sprintf(`Ticket %s  |  Priority 2  |  Cerner Millennium
Short description: PowerChart freezing for %s on COWs
Work notes:
 - restarted CPM Script Server on node %s, no change
 - remote in to node with ops account %s, password %s, ran srv mgr health
 - escalated to Oracle Health (CernerCare case pending)`, hbyTicket(), pick(hbyUnits), node, user, pw)
	return hbyS("ops-password", "ticket", text, []string{pw}, user)
}

func hbyOpenEMRCompose() Sample {
	root, db, oe := hbyPwURL(), hbyPwURL(), hbyPwURL()
	user := hbyPick("admin", "oeadmin", "clinicadmin", hbyUser())
	text := fmt.Sprintf(`version: '3.1'
services:
  mysql:
    image: mariadb:10.11
    restart: always
    environment:
      MYSQL_ROOT_PASSWORD: %s
  openemr:
    image: openemr/openemr:7.0.%d
    ports:
      - 80:80
      - 443:443
    environment:
      MYSQL_HOST: mysql
      MYSQL_ROOT_PASS: %s
      MYSQL_USER: openemr
      MYSQL_PASS: %s
      OE_USER: %s
      OE_PASS: %s
    depends_on:
      - mysql`, root, hbyN(1, 3), root, db, user, oe)
	return hbyS("db-password", "yaml", text, []string{root, db, oe}, "OE_USER: "+user)
}

func hbyOpenEMRSqlconf() Sample {
	pw := hbyPwPl()
	host := hbyHost()
	text := fmt.Sprintf(`<?php
//  OpenEMR
//  MySQL Config

global $disable_utf8_flag;
$disable_utf8_flag = false;

$host   = '%s';
$port   = '3306';
$login  = 'openemr';
$pass   = '%s';
$dbase  = 'openemr';
$db_encoding = 'utf8mb4';`, host, pw)
	return hbyS("db-password", "php", text, []string{pw}, host)
}

func hbyPrintSvcChange() Sample {
	pw := hbyPw()
	acct := "CORP\\svc_eps" + hbyPick("", "_prd", "01", "print")
	text := fmt.Sprintf(`Change %s - Epic Print Service move to new EPS servers
Implementer: %s
Steps:
  a) install EPS %s on eps-prd-0%d/0%d
  b) set the service to run as %s
     password: %s
  c) import printer mappings from Chronicles, test on %s label printers
Backout: point DNS alias back to old EPS pair.`, hbyTicket(), hbyName(), hbyPick("Nov 2024", "Feb 2025", "May 2025"),
		hbyN(1, 4), hbyN(5, 8), acct, pw, pick(hbyUnits))
	return hbyS("service-account-password", "ticket", text, []string{pw}, acct)
}

func hbyKioskAutologon() Sample {
	pw := hbyPwPl()
	user := hbyPick("kiosk", "edtrack", "wowkiosk", "regkiosk") + rnd(digits, 2)
	text := fmt.Sprintf(`:: %s check-in kiosk autologon - run as admin
reg add "HKLM\SOFTWARE\Microsoft\Windows NT\CurrentVersion\Winlogon" /v AutoAdminLogon /t REG_SZ /d 1 /f
reg add "HKLM\SOFTWARE\Microsoft\Windows NT\CurrentVersion\Winlogon" /v DefaultUserName /t REG_SZ /d %s /f
reg add "HKLM\SOFTWARE\Microsoft\Windows NT\CurrentVersion\Winlogon" /v DefaultPassword /t REG_SZ /d %s /f
shutdown /r /t 5`, pick(hbyOrgs), user, pw)
	return hbyS("kiosk-password", "shell", text, []string{pw}, user)
}

func hbyBCAWiki() Sample {
	pw := hbyPw()
	unit := pick(hbyUnits)
	text := fmt.Sprintf(`== Downtime / BCA PCs ==

Every unit has one Business Continuity Access PC (red sticker) that prints the 24h BCA reports.

| Unit | PC name | Local login |
|------|---------|-------------|
| %s | BCA-%s-01 | bcauser |

If the PC is locked out, the local admin is .\bcaadmin with password %s
Call the service desk at x%s before you reboot it during downtime.`, unit, strings.ToUpper(rnd(lower, 3)), pw, rnd(digits, 4))
	return hbyS("local-admin-password", "wiki", text, []string{pw}, unit)
}

func hbyTrainEnvChat() Sample {
	c := hbyNewClock()
	pw := hbyPwPl()
	n := hbyN(8, 30)
	text := fmt.Sprintf(`[%s] %s: new residents start the Epic class tomorrow in room %d
[%s] %s: PLY env is refreshed. logins TRN%02d..TRN%02d, everyone gets password %s on first login
[%s] %s: 👍 I'll print the cards`, c.T(), hbyName(), hbyN(100, 420), c.T(), hbyName(), 1, n, pw, c.T(), hbyName())
	return hbyS("training-password", "chat", text, []string{pw})
}

func hbyStoreFrontIni() Sample {
	pw := hbyPw()
	bind := "CN=" + hbyPick("svc_citrix_ldap", "svc-sf-bind", "ldap_storefront") + ",OU=Service Accounts,DC=corp,DC=local"
	text := fmt.Sprintf(`; sso bridge for Citrix StoreFront -> Epic Hyperspace
[ldap]
server = ldaps://dc%02d.corp.local:636
bind_dn = %s
bind_password = %s
base_dn = OU=Clinical Users,DC=corp,DC=local

[session]
idle_timeout_min = %d`, hbyN(1, 6), bind, pw, pick([]int{10, 15, 30}))
	return hbyS("ldap-bind-password", "ini", text, []string{pw}, bind)
}

func hbyClarityPy() Sample {
	pw := hbyPwPl()
	uid := hbyPick("clarity_ro", "rpt_reader", "caboodle_etl", hbySvc())
	text := fmt.Sprintf(`import pyodbc
import pandas as pd

# pull readmissions for the quality dashboard
conn = pyodbc.connect(
    "DRIVER={ODBC Driver 18 for SQL Server};SERVER=%s;DATABASE=Clarity;"
    "UID=%s;PWD=%s;TrustServerCertificate=yes"
)
df = pd.read_sql("SELECT PAT_ENC_CSN_ID, HOSP_ADMSN_TIME FROM PAT_ENC_HSP WHERE HOSP_DISCH_TIME > ?", conn, params=["%s"])`,
		hbyHost(), uid, pw, hbyDate())
	return hbyS("db-password", "python", text, []string{pw}, "UID="+uid)
}

func hbyPortalEnv() Sample {
	sec := rnd(alnum+"-_", hbyN(32, 48))
	sg := hbySendGrid()
	cid := hbyUUID()
	text := fmt.Sprintf(`# patient portal (%s)
NODE_ENV=production
PORTAL_BASE_URL=https://myhealth.%s
EPIC_FHIR_BASE=https://fhir.%s/api/FHIR/R4
EPIC_CLIENT_ID=%s
EPIC_CLIENT_SECRET=%s
SENDGRID_API_KEY=%s
MAIL_FROM=noreply@%s`, pick(hbyOrgs), hbyDomain(), hbyDomain(), cid, sec, sg, hbyDomain())
	return hbyS("oauth-client-secret", "env", text, []string{sec, sg}, cid)
}

func hbyCutoverNotes() Sample {
	pw := hbyPw()
	text := fmt.Sprintf(`Meeting notes - EHR upgrade cutover sync (%s)
Attendees: %s, %s, %s, Epic TS

- Go/no-go at 22:00 Friday, downtime starts 01:00
- New ODB servers built; sysadmin password set to %s for the weekend, %s rotates it Monday + vaults it
- Cache mirror failover test passed
- Action: %s to send the downtime comms to all nursing units`, hbyDate(), hbyName(), hbyName(), hbyName(), pw, hbyFirstN(), hbyFirstN())
	return hbyS("admin-password", "notes", text, []string{pw})
}

func hbyHardcodedDiff() Sample {
	pw := hbyPwPl()
	text := fmt.Sprintf(`commit: remove hard-coded Clarity password from nightly extract

--- a/etl/extract_%[1]s.py
+++ b/etl/extract_%[1]s.py
@@ -12,7 +12,7 @@ LOG = logging.getLogger(__name__)
 SERVER = "%s"
 DATABASE = "Clarity"
 USER = "etl_reader"
-PASSWORD = "%s"
+PASSWORD = os.environ["CLARITY_PASSWORD"]`, hbyPick("labs", "adt", "meds", "vitals"), hbyHost(), pw)
	return hbyS("db-password", "diff", text, []string{pw}, `os.environ["CLARITY_PASSWORD"]`)
}

func hbyJdbcLog() Sample {
	c := hbyNewClock()
	pw := hbyPwURL()
	user := hbySvc()
	host := hbyHost()
	var text string
	if hbyChance(50) {
		text = fmt.Sprintf(`%sT%s:11.204Z ERROR [pool-3-thread-7] c.h.r.DataSourceFactory - cannot open pool url=jdbc:postgresql://%s:5432/rpm?user=%s&password=%s&sslmode=require
%sT%s:11.207Z WARN  [pool-3-thread-7] c.h.r.IngestJob - retrying in 30s (attempt 3/5)`, c.date, c.T(), host, user, pw, c.date, c.T())
	} else {
		text = fmt.Sprintf(`[%s %s] orthanc-sync: connecting postgres://%s:%s@%s/orthanc_idx
[%s %s] orthanc-sync: FATAL: password authentication failed for user "%s"`, c.date, c.T(), user, pw, host, c.date, c.T(), user)
	}
	return hbyS("db-password", "log", text, []string{pw}, host)
}

func hbyNewADUser() Sample {
	pw := hbyPw()
	sam := hbyUser()
	text := fmt.Sprintf(`# new hire - %s, %s
$pw = ConvertTo-SecureString '%s' -AsPlainText -Force
New-ADUser -Name "%s" -SamAccountName %s -Path "OU=Nursing,OU=Clinical Users,DC=corp,DC=local" `+
		"`"+`
  -AccountPassword $pw -ChangePasswordAtLogon $true -Enabled $true
Add-ADGroupMember -Identity "EPIC_RN_%s" -Members %s`, hbyName(), pick(hbyUnits), pw, hbyName(), sam, strings.ToUpper(rnd(lower, 3)), sam)
	return hbyS("initial-password", "powershell", text, []string{pw}, sam)
}

func hbyTempPwMail() Sample {
	pw := hbyPw()
	user := hbyUser()
	org := pick(hbyOrgs)
	text := fmt.Sprintf(`Subject: Your %s network account

Dr. %s,

Welcome to %s. Your account has been created:

  Username: %s
  Temporary password: %s

You will be asked to choose a new password the first time you sign in to a workstation.
Epic access is granted after you complete the online provider training (about 4 hours).

%s`, org, pick(hbyLast), org, user, pw, hbySign())
	return hbyS("temp-password", "mail", text, []string{pw}, user)
}

func hbyMyChartCode() Sample {
	code := rnd("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 5) + "-" + rnd("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 5) + "-" +
		rnd("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 5)
	mrn := hbyMRN()
	text := fmt.Sprintf(`Pt called front desk, lost the AVS. Re-issued portal activation.
Patient: %s  MRN %s  DOB %s
New activation code: %s (expires in 30 days)
Read it to the pt over the phone after 2 identifiers verified.`, hbyName(), mrn, hbyDOB(), code)
	return hbyS("portal-activation-code", "note", text, []string{code}, mrn)
}

func hbyEPCSPin() Sample {
	pin := hbyPIN(hbyN(4, 6))
	serial := rnd(digits, 4) + " " + rnd(digits, 4) + " " + rnd(digits, 4)
	text := fmt.Sprintf(`%s - EPCS issue
Dr. %s unable to sign controlled Rx, hard token serial %s (verified in Imprivata).
Token PIN reset, temporary PIN %s given to provider by phone, must change at next sign.
Closed with caller's agreement.`, hbyTicket(), hbyName(), serial, pin)
	return hbyS("epcs-pin", "ticket", text, []string{pin}, serial)
}

func hbySQLLogin() Sample {
	pw := hbyPwPl()
	login := hbyPick("rpt_reader", "lab_dashboard", "pbi_gateway", "qm_extract")
	text := fmt.Sprintf(`-- read-only login for the %s dashboard
USE [master];
CREATE LOGIN [%s] WITH PASSWORD = N'%s', CHECK_POLICY = ON;
USE [Clarity];
CREATE USER [%s] FOR LOGIN [%s];
ALTER ROLE db_datareader ADD MEMBER [%s];`, hbyPick("sepsis", "ED throughput", "OR utilization", "readmission"), login, pw, login, login, login)
	return hbyS("db-password", "sql", text, []string{pw}, "CREATE USER ["+login+"]")
}

func hbySmartAppJSON() Sample {
	sec := rnd(alnum, hbyN(40, 64))
	cid := hbyUUID()
	text := fmt.Sprintf(`{
  "app_name": "%s",
  "fhir_server": "https://fhir-myc.cerner.com/r4/%s",
  "client_id": "%s",
  "client_secret": "%s",
  "scopes": ["system/Patient.read", "system/Observation.read"],
  "token_endpoint": "https://authorization.cerner.com/tenants/%s/protocols/oauth2/profiles/smart-v1/token"
}`, hbyPick("wound-photos", "vitals-sync", "fall-risk", "bedside-edu"), hbyUUID(), cid, sec, hbyUUID())
	return hbyS("oauth-client-secret", "json", text, []string{sec}, cid)
}
