package main

// heldout_ar_traps.go: traps of a Windows and .NET shop: GUIDs, assembly versions and public
// key tokens, CLSIDs, registry paths, event ids, KB numbers, SIDs, thumbprints, configuration
// and code without secrets, and near-misses of the four named shapes.

import (
	"fmt"
	"strings"
)

func harTrapGens() []harGen {
	return []harGen{
		{22, harTrapGUIDs},
		{15, harTrapAssembly},
		{12, harTrapRegistry},
		{15, harTrapEvents},
		{10, harTrapKB},
		{10, harTrapSID},
		{13, harTrapThumb},
		{22, harTrapConfig},
		{18, harTrapCode},
		{10, harTrapIISSQL},
		{14, harTrapLoginNear},
		{10, harTrapSplitNear},
		{10, harTrapKeyIDNear},
		{12, harTrapDiscordNear},
	}
}

func harUG() string { return strings.ToUpper(harGUID()) }

func harVer() string {
	return fmt.Sprintf("%d.%d.%d.%d", harNum(1, 16), harNum(0, 9), harNum(0, 30000), harNum(0, 999))
}

func harTrapGUIDs() Sample {
	switch harCycle(7) {
	case 0:
		return harT("guid", "sln", "Project(\"{FAE04EC0-301F-11D3-BF4B-00C04F79EFBC}\") = \"Contoso.Web\", \"src\\Contoso.Web\\Contoso.Web.csproj\", \"{"+harUG()+"}\"\nEndProject")
	case 1:
		return harT("guid", "csproj", "<PropertyGroup>\n  <RootNamespace>"+harPick("Contoso", "Fabrikam", "Northwind")+"."+harPick("Web", "Core", "Api", "Jobs")+"</RootNamespace>\n  <ProjectGuid>{"+harUG()+"}</ProjectGuid>\n  <ProjectTypeGuids>{349c5851-65df-11da-9384-00065b846f21};{fae04ec0-301f-11d3-bf4b-00c04f79efbc}</ProjectTypeGuids>\n  <OutputType>Library</OutputType>\n</PropertyGroup>")
	case 2:
		return harT("guid", "csharp", "[assembly: ComVisible(false)]\n[assembly: Guid(\""+harGUID()+"\")]\n[assembly: AssemblyVersion(\""+harVer()+"\")]")
	case 3:
		return harT("clsid", "registry", "HKEY_CLASSES_ROOT\\CLSID\\{"+harUG()+"}\\InprocServer32\n    (Default)    REG_SZ    C:\\Program Files\\Contoso\\ShellExt.dll\n    ThreadingModel    REG_SZ    Apartment")
	case 4:
		return harT("guid", "chat", harChat(harName(), "the tenant id is "+harGUID()+" and the app registration's client id is "+harGUID()+" — both are fine to share"))
	case 5:
		return harT("guid", "wix", "<Product Id=\"*\" Name=\"Contoso Agent\" Language=\"1033\" Version=\""+fmt.Sprintf("%d.%d.%d", harNum(1, 9), harNum(0, 20), harNum(0, 999))+"\" Manufacturer=\"Contoso\" UpgradeCode=\""+harUG()+"\">")
	default:
		return harT("guid", "powershell", "PS> (Get-ADUser "+harUser()+").ObjectGUID\n\nGuid\n----\n"+harGUID())
	}
}

func harTrapAssembly() Sample {
	tok := harPick("b77a5c561934e089", "31bf3856ad364e35", "b03f5f7f11d50a3a", "cc7b13ffcd2ddd51", "30ad4fe6b2a6aeed", harHex(16))
	name := harPick("Newtonsoft.Json", "System.Net.Http", "Microsoft.Owin", "System.Runtime.CompilerServices.Unsafe", "Contoso.Common")
	switch harCycle(4) {
	case 0:
		return harT("assembly", "web.config", "<dependentAssembly>\n  <assemblyIdentity name=\""+name+"\" publicKeyToken=\""+tok+"\" culture=\"neutral\" />\n  <bindingRedirect oldVersion=\"0.0.0.0-"+harVer()+"\" newVersion=\""+harVer()+"\" />\n</dependentAssembly>")
	case 1:
		return harT("assembly", "log", "Could not load file or assembly '"+name+", Version="+harVer()+", Culture=neutral, PublicKeyToken="+tok+"' or one of its dependencies. The located assembly's manifest definition does not match the assembly reference. (Exception from HRESULT: 0x80131040)")
	case 2:
		return harT("assembly", "chat", harChat(harName(), "bumped "+name+" to "+fmt.Sprintf("%d.%d.%d", harNum(1, 13), harNum(0, 9), harNum(0, 9))+" — AssemblyFileVersion is "+harVer()+", token "+tok))
	default:
		return harT("assembly", "shell", "PS> [Reflection.AssemblyName]::GetAssemblyName('.\\"+name+".dll').FullName\n"+name+", Version="+harVer()+", Culture=neutral, PublicKeyToken="+tok)
	}
}

func harTrapRegistry() Sample {
	switch harCycle(5) {
	case 0:
		return harT("registry", "cmd", "reg query \"HKLM\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\"+harPick("Winlogon", "ProfileList", "Time Zones")+"\" /v "+harPick("DefaultUserName", "AutoAdminLogon", "ProfilesDirectory", "Std")+" /reg:"+harPick("32", "64"))
	case 1:
		return harT("registry", "notes", "Set HKLM\\SYSTEM\\CurrentControlSet\\Control\\Lsa\\LmCompatibilityLevel to 5 (NTLMv2 only), see "+harTicket()+".")
	case 2:
		return harT("registry", "reg", "Windows Registry Editor Version 5.00\n\n[HKEY_LOCAL_MACHINE\\SOFTWARE\\Policies\\Microsoft\\Windows\\WindowsUpdate\\AU]\n\"NoAutoRebootWithLoggedOnUsers\"=dword:0000000"+harPick("0", "1")+"\n\"AUOptions\"=dword:0000000"+harPick("2", "3", "4", "5")+"\n\"ScheduledInstallTime\"=dword:000000"+fmt.Sprintf("%02x", harNum(0, 23)))
	case 3:
		return harT("registry", "chat", harChat(harName(), "the password complexity setting isn't in the registry, it's under Computer Configuration / Policies / Windows Settings / Security Settings / Account Policies / Password Policy"))
	default:
		return harT("registry", "powershell", "Get-ItemProperty 'HKLM:\\SOFTWARE\\Microsoft\\NET Framework Setup\\NDP\\v4\\Full' -ComputerName "+harHost()+" | Select-Object Release, Version  # expect "+fmt.Sprint(harNum(528040, 533325)))
	}
}

func harTrapEvents() Sample {
	u := harUser()
	switch harCycle(5) {
	case 0:
		return harT("event-log", "log", "Log Name: Security\nEvent ID: 4625\nTask Category: Logon\nAn account failed to log on.\n  Account Name: "+u+"\n  Account Domain: "+harDomain()+"\n  Failure Reason: Unknown user name or bad password.\n  Status: 0xC000006D\n  Sub Status: 0xC000006A\n  Logon Type: 3")
	case 1:
		return harT("event-log", "log", "Event ID 4740: A user account was locked out. Target Account Name: "+u+", Caller Computer Name: "+harHost())
	case 2:
		return harT("event-log", "chat", harChat(harName(), "seeing lots of 4771 (Kerberos pre-auth failed, code 0x18) for "+u+" from "+harHost()+" — probably a stale mapped drive with the old password"))
	case 3:
		return harT("event-log", "log", "Log Name: Application\nSource: ASP.NET 4.0.30319.0\nEvent ID: 1309\nEvent code: 3005\nRequest ID: "+harHex(32)+"\nThread account name: IIS APPPOOL\\"+harPick("OrdersPool", "DefaultAppPool"))
	default:
		return harT("event-log", "log", "Event 18456, MSSQLSERVER: Login failed for user 'sa'. Reason: Password did not match that for the login provided. [CLIENT: 10.1."+fmt.Sprint(harNum(0, 255))+"."+fmt.Sprint(harNum(1, 254))+"]")
	}
}

func harTrapKB() Sample {
	kb := "KB" + fmt.Sprint(harNum(5000000, 5049999))
	switch harCycle(3) {
	case 0:
		return harT("kb", "chat", harChat(harName(), kb+" broke the print spooler on "+harHost()+", uninstalled with wusa /uninstall /kb:"+kb[2:]+" /quiet /norestart"))
	case 1:
		return harT("kb", "notes", "Patch notes "+harDate()+"\n- "+kb+" (cumulative, OS build 20348."+fmt.Sprint(harNum(2000, 3000))+")\n- "+"KB"+fmt.Sprint(harNum(890000, 899999))+" (MSRT)\n- SQL Server 2019 CU"+fmt.Sprint(harNum(20, 30)))
	default:
		return harT("kb", "powershell", "Get-HotFix -Id "+kb+" -ComputerName "+harHost())
	}
}

func harSIDv() string {
	return fmt.Sprintf("S-1-5-21-%d-%d-%d-%d", harNum(1000000000, 4000000000), harNum(1000000000, 4000000000), harNum(100000000, 4000000000), harNum(500, 9999))
}

func harTrapSID() Sample {
	switch harCycle(3) {
	case 0:
		return harT("sid", "cmd", "C:\\> whoami /user\n\nUSER INFORMATION\n----------------\nUser Name       SID\n=============== ==============================================\n"+strings.ToLower(harDomain())+"\\"+harUser()+" "+harSIDv())
	case 1:
		return harT("sid", "chat", harChat(harName(), "orphaned ACL entry "+harSIDv()+" on \\\\FS02\\finance — the account was deleted last year"))
	default:
		return harT("sid", "log", "Security ID: "+harSIDv()+"\nAccount Name: "+harUser()+"\nLogon ID: 0x"+harHexU(7))
	}
}

func harTrapThumb() Sample {
	t := harHexU(40)
	switch harCycle(5) {
	case 0:
		return harT("thumbprint", "powershell", "PS Cert:\\LocalMachine\\My> Get-ChildItem\n\nThumbprint                                Subject\n----------                                -------\n"+t+"  CN=*.contoso.com, O=Contoso Ltd, C=US")
	case 1:
		return harT("thumbprint", "cmd", "netsh http add sslcert ipport=0.0.0.0:443 certhash="+strings.ToLower(t)+" appid={"+harUG()+"}")
	case 2:
		return harT("thumbprint", "appsettings.json", "\"Kestrel\": {\n  \"Certificates\": {\n    \"Default\": { \"Store\": \"My\", \"Location\": \"LocalMachine\", \"Thumbprint\": \""+t+"\" }\n  }\n}")
	case 3:
		return harT("thumbprint", "chat", harChat(harName(), "new public cert for the ADFS token-signing is up, thumbprint "+t+", valid until 2027"))
	default:
		return harT("thumbprint", "notes", "SignTool: signtool sign /sha1 "+t+" /fd SHA256 /tr http://timestamp.digicert.com /td SHA256 Contoso.Setup.msi")
	}
}

func harTrapConfig() Sample {
	u := harPick("LocalAdmin", "Administrator", "kiosk")
	switch harCycle(10) {
	case 0:
		return harT("config-no-secret", "web.config", "<connectionStrings>\n  <add name=\"Default\" connectionString=\"Server="+harHost()+";Database="+harDB()+";Integrated Security=SSPI;TrustServerCertificate=True\" providerName=\"System.Data.SqlClient\" />\n</connectionStrings>")
	case 1:
		return harT("config-no-secret", "appsettings.json", "{\n  \"ConnectionStrings\": {\n    \"Default\": \"Server="+harHost()+";Database="+harDB()+";Trusted_Connection=True;MultipleActiveResultSets=true\"\n  }\n}")
	case 2:
		return harT("config-no-secret", "appsettings.json", "\"Smtp\": {\n  \"Host\": \"smtp.office365.com\",\n  \"User\": \"alerts@contoso.com\",\n  \"Password\": \"@Microsoft.KeyVault(SecretUri=https://"+harPick("kv-prod-weu", "kv-shared-neu", "fabrikam-kv")+".vault.azure.net/secrets/"+harPick("SmtpPassword", "Smtp--Password", "MailRelayPw")+"/)\"\n}")
	case 3:
		return harT("config-no-secret", "yaml", "variables:\n- group: "+harPick("prod-secrets", "kv-linked-prod", "orders-uat")+"   # DbPassword lives here, marked secret\nsteps:\n- task: SqlAzureDacpacDeployment@1\n  inputs:\n    SqlUsername: '$(DbUser)'\n    SqlPassword: '$(DbPassword)'")
	case 4:
		return harT("config-no-secret", "web.config-transform", "<add key=\"SmtpPassword\" value=\"#{"+harPick("Smtp.Password", "Mail.Relay.Password", "Project.Smtp.Pw")+"}\" xdt:Transform=\"SetAttributes\" xdt:Locator=\"Match(key)\" />")
	case 5:
		return harT("config-no-secret", "properties", "# TeamCity parameters\nenv.DB_PASSWORD=%"+harPick("secure.db.password", "db.password", "env.SQL_PW")+"%\nsystem.nuget.source=https://pkgs.dev.azure.com/contoso/_packaging/internal/nuget/v3/index.json")
	case 6:
		return harT("config-no-secret", "applicationHost.config", "<add name=\""+harPick("OrdersPool", "DefaultAppPool", "Api.Contoso")+"\" managedRuntimeVersion=\"\">\n    <processModel identityType=\"ApplicationPoolIdentity\" loadUserProfile=\"true\" />\n</add>")
	case 7:
		return harT("config-no-secret", "dotenv", "# copy to .env and fill in\nDB_HOST="+harPick("localhost", "127.0.0.1", "sql01.corp.local")+"\nDB_PORT="+harPick("1433", "5432", "3306")+"\nDB_USER=app\nDB_PASSWORD=\nSTRIPE_SECRET_KEY=\nAZURE_STORAGE_CONNECTION_STRING=UseDevelopmentStorage=true")
	case 8:
		return harT("config-no-secret", "xml", "<Groups clsid=\"{3125E937-EB16-4b4c-9934-544FC6D24D26}\">\n  <User name=\""+u+"\" changed=\""+harDate()+"\">\n    <Properties action=\""+harPick("U", "D")+"\" cpassword=\"\" userName=\""+u+"\" acctDisabled=\"1\"/>\n  </User>\n</Groups>")
	default:
		return harT("config-no-secret", "rdp", "full address:s:"+strings.ToLower(harHost())+".corp.local\nusername:s:"+harDomUser()+"\nprompt for credentials:i:1\ngatewayhostname:s:rds-gw01.corp.local\nenablecredsspsupport:i:1")
	}
}

func harTrapCode() Sample {
	v := harPick("DB_PASSWORD", "SQL_SA_PASSWORD", "SMTP_PASSWORD", "ORDERS_DB_PWD", "RABBITMQ_PASS", "LDAP_BIND_PASSWORD")
	m := harPick("model", "input", "request", "vm", "form")
	switch harCycle(9) {
	case 0:
		return harT("code-no-secret", "csharp", "var password = Environment.GetEnvironmentVariable(\""+v+"\")\n    ?? throw new InvalidOperationException(\""+v+" is not set\");")
	case 1:
		return harT("code-no-secret", "csharp", "public async Task<IActionResult> Login(LoginModel "+m+")\n{\n    var result = await _signInManager.PasswordSignInAsync("+m+".Email, "+m+".Password, "+m+".RememberMe, lockoutOnFailure: "+harPick("true", "false")+");\n    return result.Succeeded ? RedirectToAction(\""+harPick("Index", "Dashboard", "Home")+"\") : View("+m+");\n}")
	case 2:
		return harT("code-no-secret", "powershell", "$cred = Get-Credential -Message 'Enter the "+harPick("service account", "domain admin", "vCenter", "SQL")+" credentials'\nInvoke-Command -ComputerName "+harHost()+" -Credential $cred -ScriptBlock { Restart-Service "+harPick("W3SVC", "MSSQLSERVER", "Spooler", "WinRM")+" }")
	case 3:
		return harT("code-no-secret", "powershell", "$pw = Read-Host -AsSecureString -Prompt '"+harPick("New password", "Enter password", "Password for "+harUser())+"'\nSet-ADAccountPassword -Identity $user -Reset -NewPassword $pw")
	case 4:
		return harT("code-no-secret", "csharp", "builder.Configuration.AddAzureKeyVault(\n    new Uri(\"https://"+harPick("kv-prod-weu", "kv-orders-dev", "contoso-secrets")+".vault.azure.net/\"),\n    new DefaultAzureCredential());")
	case 5:
		return harT("code-no-secret", "vbnet", "If String.IsNullOrEmpty(txtPassword.Text) Then\n    lblError.Text = \""+harPick("Please enter your password.", "Password is required.", "Bitte Kennwort eingeben.", "Veuillez saisir votre mot de passe.")+"\"\n    Return\nEnd If")
	case 6:
		return harT("code-no-secret", "powershell", "$secret = Get-Secret -Name '"+harPick("SqlSaPassword", "SqlAdmin", "EtlLogin")+"' -Vault '"+harPick("CorpVault", "SecretStore", "KeePassVault")+"' -AsPlainText\nInvoke-Sqlcmd -ServerInstance "+harHost()+" -Username sa -Password $secret -Query 'SELECT 1'")
	case 7:
		return harT("code-no-secret", "csharp", "options.Password.RequiredLength = "+fmt.Sprint(harNum(8, 16))+";\noptions.Password.RequireNonAlphanumeric = true;\noptions.Lockout.MaxFailedAccessAttempts = "+fmt.Sprint(harNum(3, 10))+";")
	default:
		return harT("code-no-secret", "python", "password = os.environ[\""+v+"\"]\nconn = pyodbc.connect(f\"DRIVER={{ODBC Driver 18 for SQL Server}};SERVER={server};UID={user};PWD={password}\")")
	}
}

func harTrapIISSQL() Sample {
	switch harCycle(5) {
	case 0:
		return harT("sqlserver-no-secret", "tsql", "CREATE LOGIN ["+harDomain()+"\\svc_reporting] FROM WINDOWS WITH DEFAULT_DATABASE = ["+harDB()+"];\nALTER LOGIN [sa] DISABLE;")
	case 1:
		return harT("sqlserver-no-secret", "chat", harChat(harName(), "sa is disabled on "+harHost()+" per the CIS baseline; use your adm_ account with Windows auth in SSMS"))
	case 2:
		return harT("iis-no-secret", "notes", "App pool 'OrdersPool' runs as IIS AppPool\\OrdersPool; grant it "+harPick("Modify", "Read", "Write")+" on D:\\Sites\\Orders\\App_Data. No domain account needed ("+harTicket()+").")
	case 3:
		return harT("sqlserver-no-secret", "shell", "sqlcmd -S "+harHost()+" -E -d "+harDB()+" -Q \"EXEC dbo.usp_PurgeOldLogs @days = 30\"")
	default:
		return harT("ssis-no-secret", "notes", "SSIS packages were switched to ProtectionLevel=DontSaveSensitive; connection passwords now come from SSISDB environment '"+harPick("Prod", "UAT", "Finance-Prod")+"'.")
	}
}

func harTrapLoginNear() Sample {
	u := harPick("admin", "Administrator", "sa", harUser())
	switch harCycle(8) {
	case 0:
		return harT("login-near", "chat", harChat(harName(), "router login is "+u+" / password is in KeePass under Network → Core"))
	case 1:
		return harT("login-near", "chat", harChat(harName(), "go to Admin / Settings / Users and disable the "+u+" account"))
	case 2:
		return harT("login-near", "yaml", "router:\n  ip: 192.168.1.1\n  login: "+u+" / (see vault: net/router01)")
	case 3:
		return harT("login-near", "notes", "Domain / User / Role\nCORP / "+harUser()+" / Reader\nCORP / "+harUser()+" / Contributor")
	case 4:
		return harT("login-near", "chat", harChat(harName(), "login: "+u+" / password: the usual one (ask me on the phone, not here)"))
	case 5:
		return harT("login-near", "notes", "Username: "+harUser()+"\nPassword: ********\nLast changed: "+harDate())
	case 6:
		return harT("login-near", "chat", harChat(harName(), "sign in as "+u+" / SSO — no local password anymore"))
	default:
		return harT("login-near", "markdown-table", "| Device | User | Password |\n|---|---|---|\n| FW01 | "+u+" | in vault |\n| NAS01 | admin | <redacted> |")
	}
}

func harTrapSplitNear() Sample {
	h := harHex(64)
	cut := 32
	switch harCycle(4) {
	case 0:
		return harT("split-near", "notes", "SHA256 of Contoso.Setup.msi (wrapped):\n"+h[:cut]+"\n"+h[cut:]+"\nVerify with Get-FileHash before installing.")
	case 1:
		c := strings.ToUpper(harHex(40))
		return harT("split-near", "chat", harChat(harName(), "git commit for the hotfix:")+"\n"+c[:20]+"\n"+c[20:])
	case 2:
		return harT("split-near", "log", harDate()+" INFO Downloading https://download.visualstudio.microsoft.com/download/pr/"+harGUID()+"/\n"+harHex(32)+"/dotnet-sdk-8.0."+fmt.Sprint(harNum(100, 420))+"-win-x64.exe")
	default:
		g := harUG()
		return harT("split-near", "email", "The correlation id for the failed sign-in (it wrapped in Outlook):\n"+g[:18]+"\n"+g[18:]+"\nTimestamp "+harDate()+" "+harTime()+" UTC.")
	}
}

func harTrapKeyIDNear() Sample {
	switch harCycle(5) {
	case 0:
		return harT("key-id-near", "json", "{\n  \"type\": \"service_account\",\n  \"project_id\": \"contoso-prod\",\n  \"private_key_id\": \"<KEY_ID>\",\n  \"private_key\": \"<PRIVATE_KEY>\",\n  \"client_id\": \""+harDigits(21)+"\"\n}")
	case 1:
		return harT("key-id-near", "chat", harChat(harName(), "the SA's client_id is "+harDigits(21)+" and its email is deploy@contoso-prod.iam.gserviceaccount.com — we need that for the workload identity binding"))
	case 2:
		return harT("key-id-near", "json", "{\"keys\":[{\"kty\":\"RSA\",\"use\":\"sig\",\"kid\":\""+harRnd(b64url, 43)+"\",\"e\":\"AQAB\",\"alg\":\"RS256\"}]}")
	case 3:
		return harT("key-id-near", "notes", "Keyless auth now: Workload Identity Federation, no private_key_id anywhere. Pool: "+harPick("github-pool", "azdo-pool", "ci-pool")+", provider: "+harPick("github-oidc", "azure-devops", "gitlab")+".")
	default:
		return harT("key-id-near", "shell", "$ gcloud iam service-accounts list\nDISPLAY NAME  EMAIL                                            DISABLED\nCI runner     ci-runner@fabrikam-data.iam.gserviceaccount.com  False")
	}
}

func harTrapDiscordNear() Sample {
	switch harCycle(5) {
	case 0:
		return harT("discord-near", "chat", harChat(harName(), "join the ops server: https://discord.gg/"+harRnd(alnum, 8)))
	case 1:
		return harT("discord-near", "json", "{\n  \"guild_id\": \""+harDigits(18)+"\",\n  \"channel_id\": \""+harDigits(19)+"\",\n  \"application_id\": \""+harDigits(18)+"\"\n}")
	case 2:
		return harT("discord-near", "notes", "Discord interactions public key (shown on the General Information page, public by design): "+harHex(64))
	case 3:
		return harT("discord-near", "chat", harChat(harName(), "bot's user id is "+harDigits(18)+", it needs the Manage Messages permission (bit 0x2000)"))
	default:
		return harT("discord-near", "dotenv", "DISCORD_TOKEN=\nDISCORD_CLIENT_ID="+harDigits(18)+"\n# token: Developer Portal → Bot → Reset Token, put it in Key Vault")
	}
}
