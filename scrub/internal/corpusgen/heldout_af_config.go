package main

import (
	"encoding/base64"
	"strings"
)

// Config files of Windows shops: .reg exports, unattend.xml, GPP XML, ini and ODBC DSNs, SAP RFC
// settings, monitoring and backup configs, app settings, Kubernetes secrets, printer exports.

func hafConfigGens() []hafGen {
	return []hafGen{
		{8, hafReg},
		{7, hafUnattend},
		{6, hafGPP},
		{8, hafIniDSN},
		{8, hafSAP},
		{10, hafMonitoring},
		{16, hafAppConfig},
		{6, hafPrinter},
	}
}

func hafReg() Sample {
	p := hafAnyPw()
	u := hafP(append([]string{"kiosk", "infoscreen", "Produktion", "lager01"}, hafSvcUsers...))
	d := hafP(hafDomains)
	esc := strings.ReplaceAll(p, "\\", "\\\\")
	switch hafCyc("hafReg#0", 3) {
	case 0:
		s := hafSec("registry", "reg", hafF("Windows Registry Editor Version 5.00\n\n[HKEY_LOCAL_MACHINE\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\Winlogon]\n\"AutoAdminLogon\"=\"1\"\n\"DefaultDomainName\"=\"%s\"\n\"DefaultUserName\"=\"%s\"\n\"DefaultPassword\"=\"%s\"", d, u, esc), esc)
		return hafKeep(s, "\"AutoAdminLogon\"=\"1\"")
	case 1:
		return hafSec("registry", "reg", hafF("[HKEY_LOCAL_MACHINE\\SOFTWARE\\WOW6432Node\\%s\\Database]\n\"Server\"=\"%s\"\n\"User\"=\"%s\"\n\"Pwd\"=\"%s\"\n\"Timeout\"=dword:0000001e", hafP([]string{"Sage", "DATEV", "ProAlpha", "Navision", "Abacus"}), hafHost(), u, esc), esc)
	default:
		return hafSec("registry", "cmd", hafF("reg add \"HKLM\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\Winlogon\" /v DefaultPassword /t REG_SZ /d \"%s\" /f", p), p)
	}
}

func hafUnattend() Sample {
	p := hafAnyPw()
	if rng.IntN(3) == 0 {
		enc := hafUnattendB64(p, hafP([]string{"AdministratorPassword", "Password"}))
		return hafSec("unattend", "xml", hafF("<UserAccounts>\n  <AdministratorPassword>\n    <Value>%s</Value>\n    <PlainText>false</PlainText>\n  </AdministratorPassword>\n</UserAccounts>", enc), enc)
	}
	switch hafCyc("hafUnattend#0", 3) {
	case 0:
		return hafSec("unattend", "xml", hafF("<AutoLogon>\n  <Password>\n    <Value>%s</Value>\n    <PlainText>true</PlainText>\n  </Password>\n  <Enabled>true</Enabled>\n  <LogonCount>1</LogonCount>\n  <Username>Administrator</Username>\n</AutoLogon>", p), p)
	case 1:
		s := hafSec("unattend", "xml", hafF("<LocalAccounts>\n  <LocalAccount wcm:action=\"add\">\n    <Password>\n      <Value>%s</Value>\n      <PlainText>true</PlainText>\n    </Password>\n    <Group>Administrators</Group>\n    <Name>%s</Name>\n  </LocalAccount>\n</LocalAccounts>", p, hafP([]string{"localadmin", "support", "deploy"})), p)
		return hafKeep(s, "<Group>Administrators</Group>")
	default:
		return hafSec("unattend", "xml", hafF("<component name=\"Microsoft-Windows-UnattendedJoin\">\n  <Identification>\n    <Credentials>\n      <Domain>%s</Domain>\n      <Username>svc_domainjoin</Username>\n      <Password>%s</Password>\n    </Credentials>\n    <JoinDomain>%s</JoinDomain>\n  </Identification>\n</component>", strings.ToLower(hafP(hafDomains))+".local", p, strings.ToLower(hafP(hafDomains))+".local"), p)
	}
}

func hafGPP() Sample {
	c := hafGPPCpassword()
	u := hafP([]string{"Administrator", "LocalSupport", hafP(hafDomains) + "\\" + hafP(hafSvcUsers)})
	switch hafCyc("hafGPP#0", 3) {
	case 0:
		return hafSec("gpp", "xml", hafF("<Groups clsid=\"{3125E937-EB16-4b4c-9934-544FC6D24D26}\"><User clsid=\"{DF5F1855-51E5-4d24-8B1A-D9BDE98BA1D1}\" name=\"%s\" image=\"2\" changed=\"%s 10:21:33\" uid=\"{%s}\"><Properties action=\"U\" newName=\"\" fullName=\"\" description=\"\" cpassword=\"%s\" changeLogon=\"0\" noChange=\"1\" neverExpires=\"1\" acctDisabled=\"0\" userName=\"%s\"/></User></Groups>", u, hafDate(), hafGUIDUp(), c, u), c)
	case 1:
		return hafSec("gpp", "xml", hafF("<TaskV2 clsid=\"{D8896631-B747-47a7-84A6-C155337F3BC8}\" name=\"Nightly export\"><Properties action=\"U\" name=\"Nightly export\" runAs=\"%s\" cpassword=\"%s\" logonType=\"Password\"/></TaskV2>", u, c), c)
	default:
		return hafSec("gpp", "chat", hafF("found this in SYSVOL\\Policies\\{%s}\\Machine\\Preferences\\Drives\\Drives.xml: cpassword=\"%s\" — we need to kill that GPO", hafGUIDUp(), c), c)
	}
}

func hafIniDSN() Sample {
	p := hafAnyPw()
	u := hafP(append([]string{"ODBCUSER", "erp_read", "QUSER", "reporting"}, hafSvcUsers...))
	switch hafCyc("hafIniDSN#0", 5) {
	case 0:
		s := hafSec("odbc", "ini", hafF("[ODBC Data Sources]\nERP_PROD=SQL Server\n\n[ERP_PROD]\nDriver=C:\\Windows\\system32\\SQLSRV32.dll\nServer=%s\nDatabase=ERP\nUID=%s\nPWD=%s", hafHost(), u, p), p)
		return hafKeep(s, "Database=ERP")
	case 1:
		return hafSec("odbc", "ini", hafF("[AS400]\nDriver=IBM i Access ODBC Driver\nSystem=%s\nUserID=%s\nPassword=%s\nDefaultLibraries=QGPL,ERPDTA", hafP([]string{"as400prod", "PUB400", "ISERIES01"}), u, p), p)
	case 2:
		return hafSec("odbc", "vbs", hafF("Set conn = CreateObject(\"ADODB.Connection\")\nconn.Open \"DSN=ERP_PROD;UID=%s;PWD=%s;\"", u, p), p)
	case 3:
		return hafSec("ini", "ini", hafF("; legacy label printer tool\n[Settings]\nPrinter=\\\\%s\\ZEBRA_LAGER\n[DB]\nHost=%s\nUser=%s\nPass=%s\nPort=1433", hafP(hafHosts), hafHost(), u, p), p)
	default:
		return hafSec("odbc", "connstr", hafF("Driver={ODBC Driver 18 for SQL Server};Server=tcp:%s,1433;Database=Reporting;Uid=%s;Pwd={%s};Encrypt=yes;TrustServerCertificate=yes;", hafHost(), u, p), p)
	}
}

func hafSAP() Sample {
	p := hafAnyPw()
	u := hafP([]string{"RFC_BW", "RFC_SOLMAN", "BATCH_USR", "PI_APPL", "SAPSYS_RFC", "svc_rfc_bw"})
	ash := hafP([]string{"sapprd01", "sapqas01", "10.20.30.40", "sap-erp-app1"})
	switch hafCyc("hafSAP#0", 5) {
	case 0:
		return hafSec("sap", "sapnwrfc.ini", hafF("DEST=%s\nASHOST=%s\nSYSNR=%02d\nCLIENT=%d\nUSER=%s\nPASSWD=%s\nLANG=DE", hafP([]string{"PRD", "QAS", "BWP"}), ash, hafN(0, 10), hafP([]int{100, 200, 400}), u, p), p)
	case 1:
		return hafSec("sap", "shell", hafF("hdbuserstore SET BACKUPKEY %s:3%02d13 SYSTEM %s", ash, hafN(0, 9), p), p)
	case 2:
		return hafSec("sap", "python", hafF("from pyrfc import Connection\n\nconn = Connection(ashost='%s', sysnr='00', client='100', user='%s', passwd='%s', lang='EN')\nprint(conn.call('STFC_CONNECTION', REQUTEXT='ping'))", ash, u, p), p)
	case 3:
		s := hafSec("sap", "note", hafF("SM59 RFC destination Z_BW_EXTRACT\n  Target host: %s\n  Logon & Security: client 100, user %s, password %s\n  Test connection OK (%d ms)", ash, u, p, hafN(3, 90)), p)
		return hafKeep(s, "Target host: "+ash)
	default:
		return hafSec("sap", "teams-de", hafF("Für die RFC-Verbindung vom BW ins ERP: Benutzer %s, Passwort %s. Bitte in SM59 hinterlegen, nicht per Mail weiter.", u, p), p)
	}
}

func hafMonitoring() Sample {
	p := hafAnyPw()
	switch hafCyc("hafMonitoring#0", 9) {
	case 0:
		s := hafSec("monitoring", "conf", hafF("# zabbix_server.conf\nDBHost=%s\nDBName=zabbix\nDBUser=zabbix\nDBPassword=%s\nStartPollers=%d", hafHost(), p, hafN(5, 50)), p)
		return hafKeep(s, "DBName=zabbix")
	case 1:
		k := hafR(hexs, 64)
		return hafSec("monitoring", "conf", hafF("TLSConnect=psk\nTLSAccept=psk\nTLSPSKIdentity=PSK-%s\n# /etc/zabbix/zabbix_agentd.psk contains:\n# %s", strings.ToUpper(hafP(hafHosts)), k), k)
	case 2:
		tok := hafZabbixToken()
		return hafSec("monitoring", "shell", hafF("curl -s -X POST -H 'Content-Type: application/json-rpc' -H 'Authorization: Bearer %s' https://zabbix.%s/api_jsonrpc.php -d '{\"jsonrpc\":\"2.0\",\"method\":\"host.get\",\"params\":{},\"id\":1}'", tok, hafP(hafMailDom)), tok)
	case 3:
		return hafSec("monitoring", "nagios", hafF("# resource.cfg\n$USER1$=/usr/local/nagios/libexec\n$USER3$=%s\n$USER4$=%s", hafP(hafSvcUsers), p), p)
	case 4:
		ph := hafF("%d", hafN(1000000000, 4294967295))
		return hafSec("monitoring", "url", hafF("https://prtg.%s/api/table.json?content=sensors&columns=objid,device,status&username=prtgadmin&passhash=%s", hafP(hafMailDom), ph), ph)
	case 5:
		tok := strings.ToUpper(hafR(b32, 32))
		return hafSec("monitoring", "chat", hafF("PRTG API key for the Grafana plugin: %s (read-only user grafana_ro)", tok), tok)
	case 6:
		return hafSec("backup", "powershell", hafF("Add-VBRCredentials -User \"%s\\%s\" -Password \"%s\" -Description \"Hyper-V hosts\"", hafP(hafDomains), hafP(hafSvcUsers), p), p)
	case 7:
		return hafSec("backup", "note-fr", hafF("Veeam : le mot de passe de chiffrement des jobs vers le NAS est %s — sans lui, pas de restauration !", p), p)
	default:
		p2 := hafRandPw(16)
		return hafSec("monitoring", "snmp", hafF("snmp-server group MON v3 priv\nsnmp-server user zbxmon MON v3 auth sha %s priv aes 128 %s\nsnmp-server location %s DC1", p, p2, hafP(hafCities)), p, p2)
	}
}

func hafAppConfig() Sample {
	tenant := hafGUID()
	client := hafGUID()
	switch hafCyc("hafAppConfig#0", 12) {
	case 0:
		sec := hafAzureSecret()
		s := hafSec("entra", "env", hafF("AZURE_TENANT_ID=%s\nAZURE_CLIENT_ID=%s\nAZURE_CLIENT_SECRET=%s\nGRAPH_SCOPE=https://graph.microsoft.com/.default", tenant, client, sec), sec)
		return hafKeep(s, "AZURE_TENANT_ID="+tenant)
	case 1:
		sec := hafAzureSecret()
		return hafSec("entra", "appsettings", hafF("\"AzureAd\": {\n  \"Instance\": \"https://login.microsoftonline.com/\",\n  \"TenantId\": \"%s\",\n  \"ClientId\": \"%s\",\n  \"ClientSecret\": \"%s\"\n}", tenant, client, sec), sec)
	case 2:
		tok := hafOkta()
		return hafSec("okta", "yaml", hafF("okta:\n  orgUrl: https://%s.okta.com\n  token: %s\n  requestTimeout: 30", strings.ToLower(hafP(hafDomains)), tok), tok)
	case 3:
		sec := hafSFConsumerSecret()
		tok := hafSFToken()
		p := hafHumanPw()
		return hafSec("salesforce", "properties", hafF("sf.loginUrl=https://login.salesforce.com\nsf.clientId=3MVG9%s\nsf.clientSecret=%s\nsf.username=integration@%s\nsf.password=%s%s", hafR(alnum+"._", 80), sec, hafP(hafMailDom), p, tok), sec, p+tok)
	case 4:
		p := hafAnyPw()
		return hafSec("servicenow", "properties", hafF("# MID Server config.xml excerpt\n<parameter name=\"url\" value=\"https://%s.service-now.com/\"/>\n<parameter name=\"mid.instance.username\" value=\"mid_user\"/>\n<parameter name=\"mid.instance.password\" value=\"%s\"/>", strings.ToLower(hafP(hafDomains)), p), p)
	case 5:
		p := hafAnyPw()
		v := base64.StdEncoding.EncodeToString([]byte(p))
		u := base64.StdEncoding.EncodeToString([]byte("svc_jira"))
		s := hafSec("k8s-secret", "yaml", hafF("apiVersion: v1\nkind: Secret\nmetadata:\n  name: jira-db\n  namespace: atlassian\ntype: Opaque\ndata:\n  username: %s\n  password: %s", u, v), v)
		return hafKeep(s, "  namespace: atlassian")
	case 6:
		p := hafAnyPw()
		return hafSec("k8s-secret", "yaml", hafF("apiVersion: v1\nkind: Secret\nmetadata:\n  name: confluence-smtp\nstringData:\n  SMTP_USER: confluence@%s\n  SMTP_PASSWORD: \"%s\"", hafP(hafMailDom), p), p)
	case 7:
		p := hafAnyPw()
		return hafSec("jira", "properties", hafF("#Database Configuration - Jira Data Center\njdbc.url=jdbc:postgresql://%s:5432/jiradb\njdbc.user=jiradbuser\njdbc.password=%s", hafHost(), p), p)
	case 8:
		key := hafAzureStorageKey()
		acct := strings.ToLower(hafP(hafDomains)) + "backup" + hafR(digits, 2)
		return hafSec("azure-storage", "connstr", hafF("DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net", acct, key), key)
	case 9:
		sig := strings.NewReplacer("+", "%2B", "/", "%2F", "=", "%3D").Replace(hafB64(32))
		u := hafF("https://%s.blob.core.windows.net/intune-logs?sv=2022-11-02&ss=b&srt=co&sp=rwdlac&se=2025-12-31T23:59:59Z&st=%sT00:00:00Z&spr=https&sig=%s", strings.ToLower(hafP(hafDomains)), hafDate(), sig)
		return hafSec("azure-sas", "chat", hafF("SAS URL for the Intune log upload: %s", u), sig)
	case 10:
		p := hafAnyPw()
		return hafSec("confluence", "xml", hafF("<property name=\"hibernate.connection.url\">jdbc:sqlserver://%s:1433;databaseName=confluence</property>\n<property name=\"hibernate.connection.username\">confluenceuser</property>\n<property name=\"hibernate.connection.password\">%s</property>", hafHost(), p), p)
	default:
		sec := hafAzureSecret()
		return hafSec("intune", "json", hafF("{\n  \"intuneConnector\": {\n    \"tenant\": \"%s.onmicrosoft.com\",\n    \"appId\": \"%s\",\n    \"appSecret\": \"%s\"\n  }\n}", strings.ToLower(hafP(hafDomains)), client, sec), sec)
	}
}

func hafPrinter() Sample {
	p := hafAnyPw()
	switch hafCyc("hafPrinter#0", 4) {
	case 0:
		s := hafSec("printer", "note", hafF("MFP %s scan-to-mail:\nSMTP server: smtp.office365.com:587 (STARTTLS)\nSender: scanner@%s\nSMTP password: %s", hafP([]string{"Kyocera TASKalfa 5054ci", "Ricoh IM C3000", "HP E87650", "Canon iR-ADV C5840"}), hafP(hafMailDom), p), p)
		return hafKeep(s, "SMTP server: smtp.office365.com:587 (STARTTLS)")
	case 1:
		return hafSec("printer", "chat-de", hafF("Scan-to-Folder am Kopierer: \\\\%s\\Scans, Benutzer %s\\svc_scan, Passwort %s", hafP(hafHosts), hafP(hafDomains), p), p)
	case 2:
		return hafSec("printer", "csv", hafF("No.,Name,Type,Host,Path,Login,Password\n1,Buchhaltung,SMB,%s,Scans\\FiBu,svc_scan,%s\n2,Einkauf,EMAIL,,,,", hafIP(), p), p)
	default:
		return hafSec("printer", "chat-es", hafF("la impresora de recepción escanea a la carpeta compartida con el usuario escaner y la contraseña %s", p), p)
	}
}
