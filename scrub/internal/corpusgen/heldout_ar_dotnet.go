package main

// heldout_ar_dotnet.go: configuration of Windows and .NET shops: web.config, appsettings.json,
// user secrets, IIS, SQL Server, SSIS, Group Policy, RDP files, NuGet, Azure DevOps,
// Octopus Deploy and TeamCity.

import (
	"encoding/base64"
	"fmt"
	"strings"
)

func harDotnetGens() []harGen {
	return []harGen{
		{12, harWebConfig},
		{10, harAppSettings},
		{5, harUserSecrets},
		{6, harIIS},
		{11, harSQLServer},
		{5, harSSIS},
		{5, harGPP},
		{4, harRDP},
		{6, harNuGetSample},
		{9, harAzDo},
		{7, harOctoTC},
		{6, harAzureConn},
	}
}

func harConnStr(pw string) string {
	user := harPick("sa", "app_user", "OrdersApp", "svc_reporting", "dbo_migrator")
	switch harCycle(4) {
	case 0:
		return "Server=" + harHost() + ";Database=" + harDB() + ";User Id=" + user + ";Password=" + pw + ";TrustServerCertificate=True;"
	case 1:
		return "Data Source=" + harHost() + "\\" + harPick("SQLEXPRESS", "PROD", "MSSQLSERVER01") + ";Initial Catalog=" + harDB() + ";User ID=" + user + ";Password=" + pw + ";MultipleActiveResultSets=True"
	case 2:
		return "Server=tcp:" + strings.ToLower(harPick("contoso", "fabrikam", "nwind")) + "-sql.database.windows.net,1433;Initial Catalog=" + harDB() + ";Persist Security Info=False;User ID=" + user + ";Password=" + pw + ";Encrypt=True;Connection Timeout=30;"
	default:
		return "server=" + strings.ToLower(harHost()) + ";database=" + harDB() + ";uid=" + user + ";pwd=" + pw + ";"
	}
}

func harWebConfig() Sample {
	pw := harPw()
	switch harCycle(6) {
	case 0:
		k := `    <add key="ClientValidationEnabled" value="true" />`
		return harK("connection-string", "web.config", "<configuration>\n  <connectionStrings>\n    <add name=\"DefaultConnection\" connectionString=\""+harConnStr(pw)+"\" providerName=\"System.Data.SqlClient\" />\n  </connectionStrings>\n  <appSettings>\n"+k+"\n  </appSettings>\n</configuration>", []string{k}, pw)
	case 1:
		return harS("config-password", "web.config", "<appSettings>\n  <add key=\"SmtpHost\" value=\"smtp.office365.com\" />\n  <add key=\"SmtpUser\" value=\"noreply@contoso.com\" />\n  <add key=\"SmtpPassword\" value=\""+pw+"\" />\n</appSettings>", pw)
	case 2:
		v, d := harMachineKey(128), harMachineKey(64)
		return harS("machine-key", "web.config", "<system.web>\n  <machineKey validationKey=\""+v+"\"\n              decryptionKey=\""+d+"\"\n              validation=\"HMACSHA256\" decryption=\"AES\" />\n</system.web>", v, d)
	case 3:
		return harS("config-password", "web.config", "<system.net>\n  <mailSettings>\n    <smtp from=\"alerts@fabrikam.com\">\n      <network host=\"mail.fabrikam.local\" port=\"587\" userName=\"alerts\" password=\""+pw+"\" enableSsl=\"true\" />\n    </smtp>\n  </mailSettings>\n</system.net>", pw)
	case 4:
		return harS("connection-string", "web.config-transform", "<connectionStrings>\n  <add name=\"Orders\"\n       connectionString=\""+harConnStr(pw)+"\"\n       xdt:Transform=\"SetAttributes\" xdt:Locator=\"Match(name)\" />\n</connectionStrings>", pw)
	default:
		return harS("connection-string", "app.config", "<connectionStrings>\n  <add name=\"Entities\" connectionString=\"metadata=res://*/Model.csdl|res://*/Model.ssdl;provider=System.Data.SqlClient;provider connection string=&quot;data source="+harHost()+";initial catalog="+harDB()+";user id=ef_user;password="+pw+";MultipleActiveResultSets=True&quot;\" providerName=\"System.Data.EntityClient\" />\n</connectionStrings>", pw)
	}
}

func harAppSettings() Sample {
	pw := harPw()
	switch harCycle(6) {
	case 0:
		k := `  "AllowedHosts": "*"`
		return harK("connection-string", "appsettings.json", "{\n  \"ConnectionStrings\": {\n    \"Default\": \""+harConnStr(pw)+"\"\n  },\n  \"Logging\": { \"LogLevel\": { \"Default\": \"Information\" } },\n"+k+"\n}", []string{k}, pw)
	case 1:
		s := harAzureClientSecret()
		return harS("azure-client-secret", "appsettings.json", "{\n  \"AzureAd\": {\n    \"Instance\": \"https://login.microsoftonline.com/\",\n    \"TenantId\": \""+harGUID()+"\",\n    \"ClientId\": \""+harGUID()+"\",\n    \"ClientSecret\": \""+s+"\"\n  }\n}", s)
	case 2:
		s := harStripe()
		w := "whsec_" + harRnd(alnum, 32)
		return harS("payment-key", "appsettings.Production.json", "{\n  \"Stripe\": {\n    \"PublishableKey\": \"pk_live_"+harRnd(alnum, 24)+"\",\n    \"SecretKey\": \""+s+"\",\n    \"WebhookSecret\": \""+w+"\"\n  }\n}", s, w)
	case 3:
		s := harSendGrid()
		return harS("saas-api-key", "appsettings.json", "\"Email\": {\n  \"Provider\": \"SendGrid\",\n  \"ApiKey\": \""+s+"\",\n  \"From\": \"no-reply@tailspintoys.com\"\n}", s)
	case 4:
		return harS("config-password", "appsettings.json", "\"RabbitMq\": {\n  \"Host\": \"rabbit01.corp.local\",\n  \"UserName\": \"orders\",\n  \"Password\": \""+pw+"\",\n  \"VirtualHost\": \"/\"\n}", pw)
	default:
		s := harJWT()
		return harS("jwt", "appsettings.Development.json", "{\n  \"Downstream\": {\n    \"BaseUrl\": \"https://api.contoso.com\",\n    \"BearerToken\": \""+s+"\"\n  }\n}", s)
	}
}

func harUserSecrets() Sample {
	pw := harPw()
	switch harCycle(3) {
	case 0:
		return harS("user-secrets", "shell", "PS> dotnet user-secrets init\nPS> dotnet user-secrets set \"ConnectionStrings:Default\" \""+harConnStr(pw)+"\"\nSuccessfully saved ConnectionStrings:Default = ... to the secret store.", pw)
	case 1:
		s := harGCPKey()
		return harS("user-secrets", "secrets.json", "// %APPDATA%\\Microsoft\\UserSecrets\\"+harGUID()+"\\secrets.json\n{\n  \"Maps:ApiKey\": \""+s+"\",\n  \"Db:Password\": \""+pw+"\"\n}", s, pw)
	default:
		s := harTwilioSID()
		tok := harHex(32)
		return harS("user-secrets", "shell", "dotnet user-secrets set \"Twilio:AccountSid\" \""+s+"\"\ndotnet user-secrets set \"Twilio:AuthToken\" \""+tok+"\"", tok)
	}
}

func harIIS() Sample {
	pw := harPw()
	u := harDomUser()
	pool := harPick("OrdersPool", "IntranetAppPool", "ReportingPool", "SharePoint - 80", "Api.Contoso")
	switch harCycle(4) {
	case 0:
		return harS("iis-apppool", "cmd", `%windir%\system32\inetsrv\appcmd.exe set apppool /apppool.name:"`+pool+`" /processModel.identityType:SpecificUser /processModel.userName:"`+u+`" /processModel.password:"`+pw+`"`, pw)
	case 1:
		return harS("iis-apppool", "applicationHost.config", "<add name=\""+pool+"\" managedRuntimeVersion=\"v4.0\">\n    <processModel identityType=\"SpecificUser\" userName=\""+u+"\" password=\""+pw+"\" />\n</add>", pw)
	case 2:
		return harS("iis-apppool", "powershell", "Import-Module WebAdministration\nSet-ItemProperty IIS:\\AppPools\\"+pool+" -Name processModel -Value @{userName='"+u+"';password='"+pw+"';identityType=3}", pw)
	default:
		k := "Recycling: regular time interval 1740 min."
		return harK("iis-apppool", "notes", "IIS on "+harHost()+"\n- app pool '"+pool+"' runs as "+u+" (pw "+pw+")\n- "+k, []string{k}, pw)
	}
}

func harSQLServer() Sample {
	pw := harPw()
	h := harHost()
	switch harCycle(9) {
	case 0:
		return harS("sqlserver", "shell", "sqlcmd -S "+h+" -U sa -P '"+pw+"' -d "+harDB()+" -Q \"SELECT @@VERSION\"", pw)
	case 1:
		return harS("sqlserver", "tsql", "USE [master];\nGO\nALTER LOGIN [sa] WITH PASSWORD = N'"+pw+"';\nALTER LOGIN [sa] ENABLE;\nGO", pw)
	case 2:
		return harS("sqlserver", "tsql", "CREATE LOGIN [svc_reporting] WITH PASSWORD = '"+pw+"', CHECK_POLICY = OFF;\nCREATE USER [svc_reporting] FOR LOGIN [svc_reporting];\nALTER ROLE db_datareader ADD MEMBER [svc_reporting];", pw)
	case 3:
		k := "Remember to tick 'Trust server certificate' in SSMS 20."
		return harK("sqlserver", "notes", "SSMS: connect to "+h+" with SQL Server Authentication\nLogin: sa\nPassword: "+pw+"\n"+k, []string{k}, pw)
	case 4:
		return harS("sqlserver", "chat", harChat(harName(), "SSMS → "+h+", sa / "+pw+" — only for the migration tonight"), pw)
	case 5:
		return harS("sqlserver", "powershell", "Invoke-Sqlcmd -ServerInstance '"+h+"' -Database '"+harDB()+"' -Username 'sa' -Password '"+pw+"' -Query 'EXEC sp_who2'", pw)
	case 6:
		return harS("sqlserver", "tsql", "EXEC sp_addlinkedsrvlogin @rmtsrvname = N'"+h+"', @useself = N'False', @locallogin = NULL, @rmtuser = N'link_user', @rmtpassword = N'"+pw+"';", pw)
	case 7:
		return harS("sqlserver", "ini", "; SQL Server setup ConfigurationFile.ini\n[OPTIONS]\nACTION=\"Install\"\nFEATURES=SQLENGINE\nSECURITYMODE=\"SQL\"\nSAPWD=\""+pw+"\"\nSQLSVCACCOUNT=\"NT Service\\MSSQLSERVER\"", pw)
	default:
		return harS("sqlserver", "chat", harChat(harName(), harPick("das sa-Passwort auf ", "le mot de passe sa sur ", "a senha do sa no ", "пароль sa на ")+h+harPick(" ist ", " est ", " é ", ": ")+pw), pw)
	}
}

func harSSIS() Sample {
	pw := harPw()
	switch harCycle(4) {
	case 0:
		return harS("ssis", "cmd", `dtexec /F "D:\SSIS\LoadOrders.dtsx" /DECRYPT `+pw+` /SET \Package.Variables[User::BatchDate].Value;`+harDate(), pw)
	case 1:
		return harS("ssis", "dtsConfig", "<DTSConfiguration>\n  <Configuration ConfiguredType=\"Property\" Path=\"\\Package.Connections[Staging].Properties[ConnectionString]\" ValueType=\"String\">\n    <ConfiguredValue>Data Source="+harHost()+";User ID=etl;Password="+pw+";Initial Catalog=Staging;Provider=SQLNCLI11.1;</ConfiguredValue>\n  </Configuration>\n</DTSConfiguration>", pw)
	case 2:
		return harS("ssis", "dtsx", "<DTS:ConnectionManager DTS:ObjectName=\"SFTP\">\n  <DTS:Property DTS:Name=\"ServerUserName\">ftp_etl</DTS:Property>\n  <DTS:Property DTS:Name=\"ServerPassword\" Sensitive=\"1\">"+pw+"</DTS:Property>\n</DTS:ConnectionManager>", pw)
	default:
		return harS("ssis", "notes", "SSIS catalog: packages use ProtectionLevel=EncryptSensitiveWithPassword, package password is "+pw+" (same for all packages in the Finance project).", pw)
	}
}

func harGPP() Sample {
	c := harCpassword()
	u := harPick("Administrator", "LocalAdmin", "helpdesk", "svc_kiosk")
	switch harCycle(3) {
	case 0:
		return harS("gpp-cpassword", "xml", "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<Groups clsid=\"{3125E937-EB16-4b4c-9934-544FC6D24D26}\">\n  <User clsid=\"{DF5F1855-51E5-4d24-8B1A-D9BDE98BA1D1}\" name=\""+u+"\" changed=\""+harDate()+" 10:12:40\" uid=\"{"+strings.ToUpper(harGUID())+"}\">\n    <Properties action=\"U\" newName=\"\" fullName=\"\" description=\"\" cpassword=\""+c+"\" changeLogon=\"0\" noChange=\"1\" neverExpires=\"1\" acctDisabled=\"0\" userName=\""+u+"\"/>\n  </User>\n</Groups>", c)
	case 1:
		return harS("gpp-cpassword", "chat", harChat(harName(), "found this in SYSVOL\\Policies\\{...}\\Machine\\Preferences\\Groups\\Groups.xml: cpassword=\""+c+"\" for "+u+" — that decrypts to the local admin pw!"), c)
	default:
		return harS("gpp-cpassword", "shell", "PS> Get-GPPPassword\nUserName  : "+u+"\nCpassword : "+c+"\nFile      : \\\\corp.local\\SYSVOL\\corp.local\\Policies\\{31B2F340-016D-11D2-945F-00C04FB984F9}\\MACHINE\\Preferences\\ScheduledTasks\\ScheduledTasks.xml", c)
	}
}

func harRDP() Sample {
	h := harHost()
	switch harCycle(2) {
	case 0:
		b := harDPAPI()
		return harS("rdp-file", "rdp", "screen mode id:i:2\nfull address:s:"+strings.ToLower(h)+".corp.local\nusername:s:"+harDomUser()+"\npassword 51:b:"+b+"\nauthentication level:i:2\nprompt for credentials:i:0", b)
	default:
		pw := harPw()
		return harS("rdp-file", "notes", "RDP to "+h+" via RDS-GW01, user "+harDomUser()+" pw "+pw+" (saved in Credential Manager as TERMSRV/"+strings.ToLower(h)+")", pw)
	}
}

func harNuGetSample() Sample {
	k := harNuGet()
	pw := harAzDoPAT()
	switch harCycle(4) {
	case 0:
		return harS("nuget-key", "shell", "dotnet nuget push bin/Release/Contoso.Core."+fmt.Sprintf("%d.%d.%d", harNum(1, 9), harNum(0, 20), harNum(0, 99))+".nupkg --api-key "+k+" --source https://api.nuget.org/v3/index.json", k)
	case 1:
		return harS("nuget-key", "cmd", "nuget.exe setapikey "+k+" -Source https://www.nuget.org/api/v2/package", k)
	case 2:
		return harS("nuget-feed", "nuget.config", "<configuration>\n  <packageSources>\n    <add key=\"contoso\" value=\"https://pkgs.dev.azure.com/contoso/_packaging/internal/nuget/v3/index.json\" />\n  </packageSources>\n  <packageSourceCredentials>\n    <contoso>\n      <add key=\"Username\" value=\"build\" />\n      <add key=\"ClearTextPassword\" value=\""+pw+"\" />\n    </contoso>\n  </packageSourceCredentials>\n</configuration>", pw)
	default:
		return harS("nuget-key", "chat", harChat(harName(), "nuget.org key for the Contoso.* packages (expires in 365 days): "+k), k)
	}
}

func harAzDo() Sample {
	p := harAzDoPAT()
	org := harPick("contoso", "fabrikam-it", "nwtraders", "tailspin")
	switch harCycle(8) {
	case 0:
		return harS("azdo-pat", "shell", "git clone https://"+p+"@dev.azure.com/"+org+"/Platform/_git/infra", p)
	case 1:
		return harS("azdo-pat", "powershell", "$pat = '"+p+"'\n$b64 = [Convert]::ToBase64String([Text.Encoding]::ASCII.GetBytes(\":$pat\"))\nInvoke-RestMethod -Uri \"https://dev.azure.com/"+org+"/_apis/projects?api-version=7.1\" -Headers @{Authorization = \"Basic $b64\"}", p)
	case 2:
		return harS("azdo-pat", "chat", harChat(harName(), "made a PAT with Code (Read) + Packaging (Read), 90 days: "+p), p)
	case 3:
		return harS("azdo-pat", "shell", "echo "+p+" | az devops login --organization https://dev.azure.com/"+org+"/", p)
	case 4:
		return harS("azdo-pat", "cmd", ".\\config.cmd --unattended --url https://dev.azure.com/"+org+" --auth pat --token "+p+" --pool Default --agent "+harHost()+" --runAsService", p)
	case 5:
		s := harAzureClientSecret()
		k := "Service connection: 'sc-prod-arm' (Azure Resource Manager, manual)."
		return harK("azdo-service-connection", "notes", k+"\nService principal id "+harGUID()+", secret "+s+", tenant "+harGUID()+".", []string{k}, s)
	case 6:
		b := harB64Basic(":" + p)
		return harS("azdo-pat", "http", "GET https://dev.azure.com/"+org+"/_apis/build/builds?api-version=7.1 HTTP/1.1\nAuthorization: Basic "+b+"\nAccept: application/json", b)
	default:
		return harS("azdo-pat", "yaml", "# azure-pipelines.yml (DON'T COMMIT)\nvariables:\n  system.debug: false\n  AZP_TOKEN: "+p+"\nsteps:\n- script: dotnet build -c Release", p)
	}
}

func harOctoTC() Sample {
	o := harOctopus()
	t := harTeamCity()
	switch harCycle(6) {
	case 0:
		return harS("octopus-key", "shell", "octo push --package Contoso.Web."+fmt.Sprintf("%d.%d.%d", harNum(1, 5), harNum(0, 30), harNum(0, 400))+".zip --server https://octo.fabrikam.local --apiKey "+o, o)
	case 1:
		return harS("octopus-key", "powershell", "$header = @{ \"X-Octopus-ApiKey\" = \""+o+"\" }\nInvoke-RestMethod https://octo.fabrikam.local/api/projects -Headers $header", o)
	case 2:
		return harS("octopus-key", "chat", harChat(harName(), "Octopus API key for the release script: "+o), o)
	case 3:
		return harS("teamcity-token", "shell", "curl -H \"Authorization: Bearer "+t+"\" https://teamcity.northwind.lan/app/rest/builds?locator=running:true", t)
	case 4:
		pw := harPw()
		return harS("teamcity-password", "properties", "# buildAgent.properties\nserverUrl=https://teamcity.northwind.lan\nname="+harHost()+"\nsystem.nuget.password="+pw+"\nenv.JAVA_HOME=C:\\Program Files\\Eclipse Adoptium\\jdk-17", pw)
	default:
		return harS("teamcity-token", "notes", "TeamCity access token (My Settings & Tools → Access Tokens), scope: same as user: "+t, t)
	}
}

func harAzureConn() Sample {
	k := harAzureStorageKey()
	acct := harPick("contosoprodsa", "fabrikamlogs", "nwbackups01", "tailspinmedia")
	switch harCycle(5) {
	case 0:
		return harS("azure-storage", "connection-string", "DefaultEndpointsProtocol=https;AccountName="+acct+";AccountKey="+k+";EndpointSuffix=core.windows.net", k)
	case 1:
		sig := strings.NewReplacer("+", "%2B", "/", "%2F", "=", "%3D").Replace(harRnd(harB64, 43) + "=")
		return harS("azure-sas", "url", "https://"+acct+".blob.core.windows.net/exports/report.csv?sv=2022-11-02&ss=b&srt=o&sp=r&se=2025-12-31T23:59:59Z&spr=https&sig="+sig, sig)
	case 2:
		s := harRnd(harB64, 43) + "="
		return harS("azure-servicebus", "connection-string", "Endpoint=sb://"+acct+"-bus.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey="+s, s)
	case 3:
		return harS("azure-storage", "powershell", "$ctx = New-AzStorageContext -StorageAccountName "+acct+" -StorageAccountKey '"+k+"'\nGet-AzStorageBlob -Container logs -Context $ctx | Select-Object -First 5", k)
	default:
		s := harAzureClientSecret()
		return harS("azure-client-secret", "shell", "az login --service-principal -u "+harGUID()+" -p '"+s+"' --tenant "+harGUID(), s)
	}
}

func harB64Basic(s string) string {
	return base64.StdEncoding.EncodeToString([]byte(s))
}
