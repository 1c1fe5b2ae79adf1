package main

import (
	"encoding/base64"
	"strings"
)

// Scripts and commands: batch, VBScript, Excel VBA, PowerShell, code in several languages,
// shell sessions, logs, stack traces and diffs.

func hafCodeGens() []hafGen {
	return []hafGen{
		{10, hafBatch},
		{9, hafVB},
		{9, hafPowerShell},
		{11, hafAppCode},
		{13, hafShell},
		{16, hafLogDiff},
	}
}

func hafBatch() Sample {
	p := hafAnyPw()
	d := hafP(hafDomains)
	u := hafP(hafSvcUsers)
	switch hafCyc("hafBatch#0", 6) {
	case 0:
		s := hafSec("batch", "bat", hafF("@echo off\nrem map drives for the warehouse PCs\nnet use S: \\\\%s\\Scans /user:%s\\%s %s /persistent:no\nnet use L: \\\\%s\\Lager\nexit /b 0", hafP(hafHosts), d, u, p, hafP(hafHosts)), p)
		return hafKeep(s, "rem map drives for the warehouse PCs")
	case 1:
		return hafSec("batch", "cmd", hafF("schtasks /Create /TN \"ERP Nightly Export\" /TR \"C:\\Tools\\export.cmd\" /SC DAILY /ST 02:30 /RU %s\\%s /RP %s", d, u, p), p)
	case 2:
		return hafSec("batch", "cmd", hafF("psexec \\\\%s -u %s\\%s -p %s -h cmd /c \"gpupdate /force\"", hafP(hafHosts), d, hafP(hafAdmins), p), p)
	case 3:
		return hafSec("batch", "bat", hafF("set SQLUSER=sa\nset SQLPASS=%s\nsqlcmd -S %s -U %%SQLUSER%% -P %%SQLPASS%% -i cleanup.sql -o cleanup.log", p, hafHost()), p)
	case 4:
		return hafSec("batch", "cmd", hafF("C:\\>cmdkey /add:%s /user:%s\\%s /pass:%s\n\nCMDKEY: Credential added successfully.", hafHost(), d, u, p), p)
	default:
		return hafSec("batch", "cmd", hafF("runas /user:%s\\%s \"mmc dsa.msc\"\nEnter the password for %s\\%s: %s", d, hafP(hafAdmins), d, hafP(hafAdmins), p), p)
	}
}

func hafVB() Sample {
	p := hafAnyPw()
	switch hafCyc("hafVB#0", 6) {
	case 0:
		return hafSec("vba", "excel-vba", hafF("Sub Refresh_Report()\n    Application.ScreenUpdating = False\n    ThisWorkbook.Sheets(\"Data\").Unprotect Password:=\"%s\"\n    ThisWorkbook.RefreshAll\n    ThisWorkbook.Sheets(\"Data\").Protect Password:=\"%s\"\nEnd Sub", p, p), p)
	case 1:
		return hafSec("vba", "excel-vba", hafF("Dim cn As New ADODB.Connection\ncn.Open \"Provider=SQLOLEDB;Data Source=%s;Initial Catalog=Controlling;User ID=xl_report;Password=%s;\"", hafHost(), p), p)
	case 2:
		s := hafSec("vbscript", "vbs", hafF("' backup of the Access DB, runs as scheduled task\nSet objNet = CreateObject(\"WScript.Network\")\nobjNet.MapNetworkDrive \"Z:\", \"\\\\%s\\Backup\", False, \"%s\\%s\", \"%s\"\nWScript.Echo \"mapped\"", hafP(hafHosts), hafP(hafDomains), hafP(hafSvcUsers), p), p)
		return hafKeep(s, "WScript.Echo \"mapped\"")
	case 3:
		return hafSec("vbscript", "vbs", hafF("strUser = \"%s\"\nstrPass = \"%s\"\nSet objConn = CreateObject(\"ADODB.Connection\")\nobjConn.Open \"DSN=AS400;UID=\" & strUser & \";PWD=\" & strPass", hafP([]string{"QUSER", "ERPREAD", "LAGER"}), p), p)
	case 4:
		return hafSec("vba", "outlook-vba", hafF("Set oMail = oApp.CreateItem(0)\noMail.Body = \"Archiv-Passwort: %s\"\noMail.To = \"%s\"\noMail.Send", p, hafEmail()), p)
	default:
		return hafSec("vba", "access-vba", hafF("CurrentDb.TableDefs(\"dbo_Kunden\").Connect = \"ODBC;DRIVER=SQL Server;SERVER=%s;DATABASE=CRM;UID=access_link;PWD=%s\"", hafHost(), p), p)
	}
}

func hafPowerShell() Sample {
	switch hafCyc("hafPowerShell#0", 7) {
	case 0:
		p := hafAnyPw()
		return hafSec("powershell", "ps1", hafF("$pw = ConvertTo-SecureString '%s' -AsPlainText -Force\n$cred = New-Object System.Management.Automation.PSCredential('%s\\%s', $pw)\nEnter-PSSession -ComputerName %s -Credential $cred", p, hafP(hafDomains), hafP(hafSvcUsers), hafP(hafHosts)), p)
	case 1:
		sec := hafAzureSecret()
		s := hafSec("powershell", "ps1", hafF("$tenantId = '%s'\n$appId = '%s'\n$secret = ConvertTo-SecureString '%s' -AsPlainText -Force\n$cred = [pscredential]::new($appId, $secret)\nConnect-MgGraph -TenantId $tenantId -ClientSecretCredential $cred -NoWelcome", hafGUID(), hafGUID(), sec), sec)
		return hafKeep(s, "Connect-MgGraph -TenantId $tenantId -ClientSecretCredential $cred -NoWelcome")
	case 2:
		p := hafAnyPw()
		return hafSec("powershell", "ps1", hafF("Set-ADAccountPassword -Identity %s -Reset -NewPassword (ConvertTo-SecureString -AsPlainText \"%s\" -Force)\nSet-ADUser -Identity %s -ChangePasswordAtLogon $true", strings.ToLower(hafP(hafFirst))+"."+strings.ToLower(hafP([]string{"weber", "novak", "bakker", "moreau"})), p, "jdoe"), p)
	case 3:
		p := hafAnyPw()
		return hafSec("powershell", "ps1", hafF("New-LocalUser -Name \"kiosk\" -Password (ConvertTo-SecureString \"%s\" -AsPlainText -Force) -PasswordNeverExpires", p), p)
	case 4:
		tok := hafOkta()
		return hafSec("powershell", "ps1", hafF("$headers = @{ Authorization = \"SSWS %s\"; Accept = \"application/json\" }\nInvoke-RestMethod \"https://%s.okta.com/api/v1/users?filter=status eq \\\"LOCKED_OUT\\\"\" -Headers $headers", tok, strings.ToLower(hafP(hafDomains))), tok)
	case 5:
		p := hafAnyPw()
		u := "svc_snow@" + hafP(hafMailDom)
		b := base64.StdEncoding.EncodeToString([]byte("svc_snow:" + p))
		return hafSec("powershell", "ps1", hafF("# user %s\n$auth = 'Basic %s'\nInvoke-RestMethod -Uri 'https://%s.service-now.com/api/now/table/incident?sysparm_limit=5' -Headers @{Authorization=$auth}", u, b, strings.ToLower(hafP(hafDomains))), b)
	default:
		k := hafAzureStorageKey()
		return hafSec("powershell", "ps1", hafF("$ctx = New-AzStorageContext -StorageAccountName 'stveeamarchive' -StorageAccountKey '%s'\nGet-AzStorageContainer -Context $ctx", k), k)
	}
}

func hafAppCode() Sample {
	switch hafCyc("hafAppCode#0", 10) {
	case 0:
		id, sec := hafAWSID(), hafAWSSecret()
		return hafSec("aws", "python", hafF("s3 = boto3.client(\n    's3',\n    aws_access_key_id='%s',\n    aws_secret_access_key='%s',\n    region_name='eu-central-1',\n)", id, sec), id, sec)
	case 1:
		sec := hafAzureSecret()
		return hafSec("entra", "csharp", hafF("var app = ConfidentialClientApplicationBuilder.Create(\"%s\")\n    .WithClientSecret(\"%s\")\n    .WithAuthority(new Uri(\"https://login.microsoftonline.com/%s\"))\n    .Build();", hafGUID(), sec, hafGUID()), sec)
	case 2:
		tok := hafSlackBot()
		return hafSec("slack", "python", hafF("from slack_sdk import WebClient\nclient = WebClient(token=\"%s\")\nclient.chat_postMessage(channel=\"#it-ops\", text=\"Veeam job failed\")", tok), tok)
	case 3:
		tok := hafTelegram()
		return hafSec("telegram", "go", hafF("const botToken = \"%s\"\n\nfunc notify(msg string) error {\n\t_, err := http.PostForm(\"https://api.telegram.org/bot\"+botToken+\"/sendMessage\", url.Values{\"chat_id\": {\"-100%s\"}, \"text\": {msg}})\n\treturn err\n}", tok, hafR(digits, 10)), tok)
	case 4:
		p := hafAnyPw()
		return hafSec("java", "java", hafF("DataSource ds = new SQLServerDataSource();\n((SQLServerDataSource) ds).setServerName(\"%s\");\n((SQLServerDataSource) ds).setUser(\"erp_app\");\n((SQLServerDataSource) ds).setPassword(\"%s\");", hafHost(), p), p)
	case 5:
		tok := hafAtlassian()
		return hafSec("atlassian", "python", hafF("jira = JIRA(server='https://%s.atlassian.net', basic_auth=('%s', '%s'))", strings.ToLower(hafP(hafDomains)), hafEmail(), tok), tok)
	case 6:
		key := hafSendGrid()
		return hafSec("sendgrid", "csharp", hafF("var client = new SendGridClient(\"%s\");\nvar msg = MailHelper.CreateSingleEmail(from, to, \"Report\", body, null);", key), key)
	case 7:
		sk := hafStripe()
		return hafSec("stripe", "javascript", hafF("const stripe = require('stripe')('%s');\nconst invoices = await stripe.invoices.list({ limit: 10 });", sk), sk)
	case 8:
		pat := hafJiraPAT()
		return hafSec("jira-pat", "shell", hafF("curl -H \"Authorization: Bearer %s\" https://jira.%s/rest/api/2/search?jql=project=ITSM", pat, hafP(hafMailDom)), pat)
	default:
		p := hafAnyPw()
		return hafSec("snow", "javascript", hafF("// ServiceNow REST message, copied from the old integration\nvar r = new sn_ws.RESTMessageV2();\nr.setEndpoint('https://erp-gw.%s/api/orders');\nr.setBasicAuth('snow_int', '%s');\nvar resp = r.execute();", hafP(hafMailDom), p), p)
	}
}

func hafShell() Sample {
	p := hafAnyPw()
	sp := strings.NewReplacer("$", "", "!", "", "&", "", "*", "", "?", "").Replace(p)
	if len(sp) < 6 {
		sp += hafR(alnum, 6)
	}
	switch hafCyc("hafShell#0", 12) {
	case 0:
		return hafSec("docker", "shell", hafF("$ docker login -u %s -p %s registry.%s\nWARNING! Using --password via the CLI is insecure. Use --password-stdin.\nLogin Succeeded", hafP(hafSvcUsers), sp, hafP(hafMailDom)), sp)
	case 1:
		return hafSec("mysql", "shell", hafF("mysql -h %s -u zabbix -p%s zabbix -e 'select count(*) from hosts'", hafHost(), sp), sp)
	case 2:
		return hafSec("curl", "shell", hafF("curl -u %s:%s https://%s.service-now.com/api/now/table/sys_user?sysparm_limit=1", hafP([]string{"admin", "integration", "svc_snow"}), sp, strings.ToLower(hafP(hafDomains))), sp)
	case 3:
		return hafSec("sqlcmd", "shell", hafF("sqlcmd -S %s -U sa -P \"%s\" -Q \"BACKUP DATABASE [ERP] TO DISK='E:\\bak\\erp.bak'\"", hafHost(), p), p)
	case 4:
		return hafSec("db-url", "shell", hafF("psql \"postgresql://confluence:%s@%s:5432/confluence?sslmode=require\" -c '\\dt'", sp, hafHost()), sp)
	case 5:
		return hafSec("smbclient", "shell", hafF("smbclient //%s/Scans -U '%s%%%s' -c 'ls'", hafP(hafHosts), hafP(hafSvcUsers), sp), sp)
	case 6:
		return hafSec("ldap", "shell", hafF("ldapsearch -x -H ldaps://%s -D \"CN=svc_ldap,OU=Service,DC=%s,DC=local\" -w '%s' -b \"DC=%s,DC=local\" \"(sAMAccountName=jdoe)\"", hafHost(), strings.ToLower(hafP(hafDomains)), p, strings.ToLower(hafP(hafDomains))), p)
	case 7:
		return hafSec("sshpass", "shell", hafF("sshpass -p '%s' ssh %s@%s 'show running-config | include snmp'", p, hafP(hafAdmins), hafIP()), p)
	case 8:
		return hafSec("basic-auth", "http", hafF("GET /api/v1/sensors HTTP/1.1\nHost: %s\nAuthorization: Basic %s\nAccept: */*", hafHost(), base64.StdEncoding.EncodeToString([]byte("prtgadmin:"+p))), base64.StdEncoding.EncodeToString([]byte("prtgadmin:"+p)))
	case 9:
		return hafSec("url-creds", "shell", hafF("git clone https://%s:%s@bitbucket.%s/scm/itops/runbooks.git", hafP(hafSvcUsers), sp, hafP(hafMailDom)), sp)
	case 10:
		return hafSec("db-url", "env", hafF("DATABASE_URL=mssql://sa:%s@%s:1433/GLPI\nREDIS_URL=redis://%s:6379/0", sp, hafHost(), hafHost()), sp)
	default:
		return hafSec("mongo", "shell", hafF("mongosh \"mongodb+srv://reporting:%s@cluster0.%s.mongodb.net/intune?retryWrites=true\"", sp, hafR(lower+digits, 5)), sp)
	}
}

func hafLogDiff() Sample {
	switch hafCyc("hafLogDiff#0", 8) {
	case 0:
		p := hafAnyPw()
		s := hafSec("log", "log", hafF("%s %s [INFO ] Connecting to %s as svc_sql\n%s %s [DEBUG] connection string: Server=%s;Database=ERP;User Id=svc_sql;Password=%s;\n%s %s [INFO ] Connected.", hafDate(), hafTime(), hafHost(), hafDate(), hafTime(), hafHost(), p, hafDate(), hafTime()), p)
		return hafKeep(s, "[INFO ] Connected.")
	case 1:
		p := hafAnyPw()
		return hafSec("stacktrace", "dotnet", hafF("System.Data.SqlClient.SqlException (0x80131904): Login failed for user 'erp_app'.\n   at System.Data.SqlClient.SqlInternalConnectionTds..ctor(...)\n   at ERP.Sync.Program.Main(String[] args) in C:\\src\\ERP.Sync\\Program.cs:line 42\nConnectionString: Data Source=%s;User ID=erp_app;Password=%s", hafHost(), p), p)
	case 2:
		tok := hafGHP()
		return hafSec("diff", "diff", hafF("--- a/deploy/config.yml\n+++ b/deploy/config.yml\n@@ -3,4 +3,4 @@\n github:\n   org: %s-it\n-  token: ${GITHUB_TOKEN}\n+  token: %s\n   repo: intune-scripts", strings.ToLower(hafP(hafDomains)), tok), tok)
	case 3:
		p := hafAnyPw()
		return hafSec("diff", "diff", hafF("@@ -12,7 +12,7 @@ [Mail]\n Server=smtp.office365.com\n Port=587\n-Password=\n+Password=%s\n From=noreply@%s", p, hafP(hafMailDom)), p)
	case 4:
		jwt := hafJWT()
		return hafSec("jwt", "log", hafF("%sT%sZ ERROR GraphClient: 401 Unauthorized for GET /v1.0/users\n  request-id: %s\n  Authorization: Bearer %s", hafDate(), hafTime(), hafGUID(), jwt), jwt)
	case 5:
		pem := hafPEM()
		return hafSec("pem", "chat", hafF("the private key of the ADFS token signing cert (exported by mistake):\n%s", pem), pem)
	case 6:
		k := hafOpenSSHPriv()
		return hafSec("ssh-key", "note", hafF("Veeam Linux repo %s, ssh key for veeamrepo user:\n%s", hafHost(), k), k)
	default:
		hook := hafTeamsHook()
		return hafSec("teams-webhook", "log", hafF("[%s] Zabbix media type 'MS Teams' test\n  webhook: %s\n  result: 200 OK", hafTime(), hook), hook)
	}
}
