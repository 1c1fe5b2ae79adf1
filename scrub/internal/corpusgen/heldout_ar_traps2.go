package main

// heldout_ar_traps2.go: general traps: commit ids, checksums, request ids, versions, digests,
// base64 of ordinary data, public keys and certificates, publishable keys, placeholders,
// paths and addresses, talk about passwords, tickets, phone numbers and product codes.

import (
	"encoding/base64"
	"fmt"
	"strings"
)

func harTrapGens2() []harGen {
	return []harGen{
		{12, harTrapGit},
		{10, harTrapChecksum},
		{12, harTrapIDs},
		{12, harTrapVersions},
		{8, harTrapB64},
		{10, harTrapPublicKeys},
		{7, harTrapPublishable},
		{18, harTrapPlaceholders},
		{16, harTrapPaths},
		{22, harTrapTalk},
		{12, harTrapMisc},
		{8, harTrapVarNames},
	}
}

func harTrapGit() Sample {
	s := harHex(40)
	switch harCycle(4) {
	case 0:
		return harT("git-sha", "shell", "$ git log --oneline -3\n"+s[:7]+" Fix null ref in OrderService\n"+harHex(7)+" Bump EF Core to 8.0."+fmt.Sprint(harNum(1, 12))+"\n"+harHex(7)+" Merge PR #"+fmt.Sprint(harNum(100, 9999)))
	case 1:
		return harT("git-sha", "chat", harChat(harName(), "cherry-picked "+s+" onto release/2025.0"+fmt.Sprint(harNum(1, 9))))
	case 2:
		return harT("git-sha", "diff", "diff --git a/src/Web.config b/src/Web.config\nindex "+harHex(7)+".."+harHex(7)+" 100644\n--- a/src/Web.config\n+++ b/src/Web.config\n@@ -12,7 +12,7 @@\n-    <compilation debug=\"true\" targetFramework=\"4.8\" />\n+    <compilation debug=\"false\" targetFramework=\"4.8\" />")
	default:
		return harT("git-sha", "log", "Build triggered by commit "+s+" on refs/heads/main (Azure Pipelines run "+strings.ReplaceAll(harDate(), "-", "")+"."+fmt.Sprint(harNum(1, 9))+")")
	}
}

func harTrapChecksum() Sample {
	switch harCycle(3) {
	case 0:
		return harT("checksum", "powershell", "PS> Get-FileHash .\\SQLServer2022-x64-ENU.iso -Algorithm SHA256\n\nAlgorithm       Hash                                                                   Path\n---------       ----                                                                   ----\nSHA256          "+harHexU(64)+"       C:\\ISO\\SQLServer2022-x64-ENU.iso")
	case 1:
		return harT("checksum", "notes", "Release artifacts\n- Contoso.Agent.msi  sha256 "+harHex(64)+"\n- Contoso.Agent.zip  sha256 "+harHex(64))
	default:
		return harT("checksum", "cmd", "C:\\> certutil -hashfile setup.exe MD5\nMD5 hash of setup.exe:\n"+harHex(32)+"\nCertUtil: -hashfile command completed successfully.")
	}
}

func harTrapIDs() Sample {
	switch harCycle(5) {
	case 0:
		return harT("request-id", "log", "AADSTS50126: Error validating credentials due to invalid username or password.\nTrace ID: "+harGUID()+"\nCorrelation ID: "+harGUID()+"\nTimestamp: "+harDate()+" "+harTime()+":04Z")
	case 1:
		return harT("request-id", "http", "HTTP/1.1 429 Too Many Requests\nx-ms-request-id: "+harGUID()+"\nx-ms-correlation-request-id: "+harGUID()+"\nRetry-After: 30")
	case 2:
		return harT("request-id", "log", "Exception: System.TimeoutException: The operation has timed out.\n   at Contoso.Orders.Api.Controllers.OrdersController.Get(Int32 id) in D:\\a\\1\\s\\src\\OrdersController.cs:line "+fmt.Sprint(harNum(20, 400))+"\nTraceId: 00-"+harHex(32)+"-"+harHex(16)+"-01")
	case 3:
		return harT("request-id", "chat", harChat(harName(), "support case "+fmt.Sprint(harNum(2400000000000000, 2599999999999999))+" opened with Microsoft, activity id "+harGUID()))
	default:
		return harT("request-id", "log", "[AWS S3 403] RequestId: "+harRnd(upper+digits, 16)+" HostId: "+harRnd(alnum+"+/", 56)+"=")
	}
}

func harTrapVersions() Sample {
	switch harCycle(5) {
	case 0:
		return harT("version", "chat", harChat(harName(), "prod is on 2025."+fmt.Sprint(harNum(1, 12))+"."+fmt.Sprint(harNum(1, 31))+"+build."+fmt.Sprint(harNum(1000, 9999))+", staging on the rc"))
	case 1:
		return harT("image-digest", "yaml", "image: mcr.microsoft.com/dotnet/aspnet:8.0@sha256:"+harHex(64))
	case 2:
		return harT("version", "shell", "PS> dotnet --info\n.NET SDK:\n Version:           8.0."+fmt.Sprint(harNum(100, 420))+"\n Commit:            "+harHex(10)+"\n Workload version:  8.0."+fmt.Sprint(harNum(100, 420))+"-manifests."+harHex(8))
	case 3:
		return harT("version", "notes", "Windows Server 2022 build 20348."+fmt.Sprint(harNum(2000, 3200))+", SQL Server 16.0."+fmt.Sprint(harNum(4000, 4200))+".1, IIS 10.0.20348.1")
	default:
		return harT("build-id", "log", "##[section]Starting: Build\nBuild number: "+strings.ReplaceAll(harDate(), "-", "")+"."+fmt.Sprint(harNum(1, 20))+"\nAgent: "+harHost()+" (Hosted? False)\nJob id: "+harGUID())
	}
}

func harTrapB64() Sample {
	plain := harPick("Hello from the build agent", "{\"theme\":\"dark\",\"lang\":\"de-DE\"}", "report generated "+harDate(), "<root><item id=\"1\"/></root>", "Quarterly numbers attached")
	b := base64.StdEncoding.EncodeToString([]byte(plain))
	switch harCycle(3) {
	case 0:
		return harT("base64-data", "chat", harChat(harName(), "the message body is just base64: "+b+" (decodes to plain text)"))
	case 1:
		return harT("base64-data", "html", "<img alt=\"dot\" src=\"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==\" />")
	default:
		return harT("base64-data", "json", "{ \"fileName\": \"note.txt\", \"contentBytes\": \""+b+"\" }")
	}
}

func harTrapPublicKeys() Sample {
	switch harCycle(4) {
	case 0:
		return harT("public-key", "ssh", "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI"+harRnd(harB64, 43)+" "+harUser()+"@"+strings.ToLower(harHost()))
	case 1:
		body := harPEMBody(harNum(3, 6))
		return harT("public-key", "pem", "-----BEGIN PUBLIC KEY-----\n"+strings.Join(body, "\n")+"\n-----END PUBLIC KEY-----")
	case 2:
		body := harPEMBody(harNum(6, 10))
		return harT("certificate", "pem", "Root CA for the intranet (public, install in Trusted Root):\n-----BEGIN CERTIFICATE-----\n"+strings.Join(body, "\n")+"\n-----END CERTIFICATE-----")
	default:
		return harT("public-key", "notes", "authorized_keys on the SFTP box:\nssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ"+harRnd(harB64, 120)+" deploy@build07")
	}
}

func harTrapPublishable() Sample {
	switch harCycle(3) {
	case 0:
		return harT("publishable-key", "javascript", "const stripe = Stripe('pk_live_"+harRnd(alnum, 24)+"');\nconst elements = stripe.elements();")
	case 1:
		return harT("publishable-key", "html", "<div class=\"g-recaptcha\" data-sitekey=\"6L"+harRnd(b64url, 38)+"\"></div>")
	default:
		return harT("publishable-key", "chat", harChat(harName(), "the publishable key pk_test_"+harRnd(alnum, 24)+" is fine in the front-end bundle, it's public by design"))
	}
}

func harTrapPlaceholders() Sample {
	ph := harPick("<your-token>", "changeme", "xxxx", "********", "REPLACE_ME", "${DB_PASSWORD}", "{{ sql_password }}", "<password>", "your_api_key_here", "TODO", "$(SqlPassword)", "#{Octopus.Password}", "%PASSWORD%", "[redacted]", "•••••••")
	switch harCycle(6) {
	case 0:
		return harT("placeholder", "appsettings.json", "{\n  \"Stripe\": { \"SecretKey\": \""+ph+"\" }\n}")
	case 1:
		return harT("placeholder", "readme", "## Setup\n1. Copy `appsettings.Example.json` to `appsettings.json`.\n2. Set `ConnectionStrings:Default` to `Server=.;Database=Dev;User Id=app;Password="+ph+"`.\n3. Run `dotnet ef database update`.")
	case 2:
		return harT("placeholder", "shell", "docker login contoso.azurecr.io -u <user> -p "+ph)
	case 3:
		return harT("placeholder", "chat", harChat(harName(), "in the docs use `"+ph+"` as the password, never a real one"))
	case 4:
		return harT("placeholder", "dotenv", "API_KEY="+ph+"\nAPI_URL=https://api.contoso.com")
	default:
		return harT("placeholder", "powershell", "$cred = New-Object PSCredential('CORP\\svc_app', (ConvertTo-SecureString '"+ph+"' -AsPlainText -Force))  # replace before running")
	}
}

func harTrapPaths() Sample {
	switch harCycle(8) {
	case 0:
		return harT("path", "notes", "Logs: C:\\inetpub\\logs\\LogFiles\\W3SVC"+fmt.Sprint(harNum(1, 9))+"\\u_ex"+fmt.Sprintf("%02d%02d%02d", harNum(24, 25), harNum(1, 12), harNum(1, 28))+".log")
	case 1:
		return harT("url", "chat", harChat(harName(), "dashboard is at https://grafana.corp.local/d/"+harRnd(alnum, 9)+"/windows-servers?orgId=1&var-host="+strings.ToLower(harHost())))
	case 2:
		return harT("email", "email", "Please send access requests to servicedesk@contoso.com and cc "+harUser()+"@fabrikam.com.")
	case 3:
		return harT("username", "chat", harChat(harName(), "your username is "+harUser()+", sign in with your smart card"))
	case 4:
		return harT("hostname", "notes", "Hosts in the SQL AG: "+strings.ToLower(harHost())+".corp.local, sql-prod-03.corp.local; listener sqlag-listener.corp.local,1433")
	case 5:
		return harT("menu-path", "chat", harChat(harName(), "Control Panel / User Accounts / Credential Manager / Windows Credentials, then Remove"))
	case 6:
		return harT("path", "shell", "C:\\Users\\"+harUser()+"\\AppData\\Roaming\\Microsoft\\UserSecrets\\"+harGUID()+"\\secrets.json")
	default:
		return harT("url", "notes", "Runbook: https://dev.azure.com/contoso/Platform/_wiki/wikis/Platform.wiki/"+fmt.Sprint(harNum(100, 999))+"/Rotate-SQL-passwords")
	}
}

func harTrapTalk() Sample {
	g := harPick("svc_web", "svc_sql", "svc_etl", "gmsa_iis")
	switch harCycle(14) {
	case 0:
		return harT("password-talk", "notes", "The password policy requires "+fmt.Sprint(harNum(8, 16))+" characters, complexity on, history of "+fmt.Sprint(harNum(5, 24))+", max age "+harPick("90", "180", "365")+" days.")
	case 1:
		return harT("password-talk", "chat", harChat(harName(), "my password expired again, can someone unlock me? user "+harUser()))
	case 2:
		return harT("password-talk", "ticket", harTicket()+": user forgot password, reset via SSPR, MFA re-registered. Closed.")
	case 3:
		return harT("password-talk", "chat-de", harChat(harName(), "Das Passwort muss mindestens 12 Zeichen lang sein und darf den Benutzernamen nicht enthalten."))
	case 4:
		return harT("password-talk", "chat-fr", harChat(harName(), "Ton mot de passe a expiré ; change-le depuis https://passwordreset.microsoftonline.com"))
	case 5:
		return harT("password-talk", "chat-ja", harChat(harName(), "パスワードの有効期限が切れました。ヘルプデスクに連絡してください。"))
	case 6:
		return harT("password-talk", "chat-es", harChat(harName(), "¿alguien sabe dónde se cambia la contraseña del correo? no encuentro la opción"))
	case 7:
		return harT("password-talk", "meeting-notes", "Security review\n- move all service accounts to gMSA so nobody knows the password\n- LAPS for local admin passwords\n- rotate the sa password after the migration (owner: "+harName()+")")
	case 8:
		return harT("password-talk", "chat", harChat(harName(), "never paste passwords in Teams, use the Bitwarden send link instead"))
	case 9:
		return harT("password-talk", "chat-ru", harChat(harName(), "пароль нужно менять каждые 90 дней, напоминание придёт на почту"))
	case 10:
		return harT("password-talk", "chat-zh", harChat(harName(), "密码已过期，请通过自助服务门户重置。"))
	case 11:
		return harT("password-talk", "notes", "gMSA "+g+"$ — password managed by AD, retrieved by hosts in group "+harPick("WEB-SERVERS", "SQL-NODES", "APP-TIER")+". Install-ADServiceAccount "+g+"$ on each node.")
	case 12:
		return harT("password-talk", "chat-pt", harChat(harName(), "esqueci a senha do VPN de novo, alguém pode abrir um chamado?"))
	default:
		return harT("password-talk", "email", "Hi all,\n\nFrom "+harPick("Monday", "1 March", "next week", "the 15th")+", passwords must be at least "+fmt.Sprint(harNum(12, 16))+" characters; passphrases are encouraged. You'll be prompted at next sign-in.\n\nIT Security")
	}
}

func harTrapMisc() Sample {
	switch harCycle(6) {
	case 0:
		return harT("ticket", "notes", harTicket()+" linked to "+harTicket()+", due "+harDate())
	case 1:
		return harT("phone", "chat", harChat(harName(), "on-call this week: +44 20 7946 0"+fmt.Sprint(harNum(100, 999))+", backup +1 425 555 01"+fmt.Sprint(harNum(10, 99))))
	case 2:
		return harT("product-code", "notes", "Order SKU "+harRnd(upper+digits, 3)+"-"+harRnd(upper+digits, 5)+", part number "+harRnd(upper, 2)+harRnd(digits, 6)+", 4 units for the lab.")
	case 3:
		return harT("product-code", "csv", "asset_tag,model,serial,owner\nCTS-"+harRnd(digits, 5)+",Latitude 7440,"+harRnd(upper+digits, 7)+","+harUser()+"\nCTS-"+harRnd(digits, 5)+",OptiPlex 7010,"+harRnd(upper+digits, 7)+","+harUser())
	case 4:
		return harT("date", "chat", harChat(harName(), "maintenance window "+harDate()+" 22:00 to "+harDate()+" 02:00 CET"))
	default:
		return harT("error-code", "log", "Setup failed with 0x80070643. See %TEMP%\\dd_vs_"+harHex(8)+".log. HRESULT 0x8007"+harHexU(4))
	}
}

func harTrapVarNames() Sample {
	switch harCycle(4) {
	case 0:
		return harT("variable-name", "csharp", "public class "+harPick("SmtpOptions", "LdapSettings", "FtpConfig", "SqlOptions")+"\n{\n    public string Host { get; set; } = \"\";\n    public string UserName { get; set; } = \"\";\n    public string Password { get; set; } = \"\";\n}")
	case 1:
		return harT("variable-name", "chat", harChat(harName(), "rename DB_PASSWORD to ConnectionStrings__Default in the pipeline, the app reads that one"))
	case 2:
		return harT("variable-name", "powershell", "param(\n    [Parameter(Mandatory)] [string] $ServerInstance,\n    [Parameter(Mandatory)] [securestring] $"+harPick("SaPassword", "ServicePassword", "Credential", "AdminPassword")+"\n)")
	default:
		return harT("variable-name", "tsql", "SELECT name, is_policy_checked, is_expiration_checked, LOGINPROPERTY(name, 'PasswordLastSetTime') AS pw_last_set\nFROM sys.sql_logins\nWHERE name "+harPick("= 'sa'", "LIKE 'svc%'", "<> 'sa'")+";")
	}
}
