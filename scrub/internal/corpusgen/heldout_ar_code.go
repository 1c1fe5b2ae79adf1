package main

// heldout_ar_code.go: secrets in code (C#, VB.NET, PowerShell and DSC, Python, Go), shell
// sessions, .env files, Kubernetes secrets, PEM and SSH keys, cloud keys and SaaS tokens.

import (
	"encoding/base64"
	"fmt"
	"strings"
)

func harCodeGens() []harGen {
	return []harGen{
		{9, harCSharp},
		{5, harVBNet},
		{7, harPowerShell},
		{4, harDSC},
		{11, harShellCmds},
		{8, harDBURL},
		{6, harEnvFile},
		{5, harK8s},
		{6, harPEM},
		{10, harCloudKeys},
		{14, harSaaS},
		{6, harJWTSample},
		{5, harBasicAuth},
	}
}

func harCSharp() Sample {
	p := harPw()
	switch harCycle(6) {
	case 0:
		return harS("code-password", "csharp", "using var conn = new SqlConnection(\""+harConnStr(p)+"\");\nawait conn.OpenAsync();", p)
	case 1:
		return harS("code-password", "csharp", "var smtp = new SmtpClient(\"smtp.office365.com\", 587)\n{\n    EnableSsl = true,\n    Credentials = new NetworkCredential(\"alerts@contoso.com\", \""+p+"\")\n};", p)
	case 2:
		k := harAWSSecret()
		id := harAWSID()
		return harS("aws-key", "csharp", "var creds = new BasicAWSCredentials(\""+id+"\", \""+k+"\");\nvar s3 = new AmazonS3Client(creds, RegionEndpoint.EUWest1);", id, k)
	case 3:
		k := harOpenAI()
		return harS("saas-api-key", "csharp", "private const string ApiKey = \""+k+"\"; // TODO move to Key Vault\nprivate static readonly HttpClient Http = new();", k)
	case 4:
		return harS("code-password", "csharp", "[TestMethod]\npublic void Login_Works()\n{\n    var result = _auth.SignIn(\"qa.admin@contoso.com\", \""+p+"\");  // real staging account\n    Assert.IsTrue(result.Succeeded);\n}", p)
	default:
		k := harRnd(harB64, 44)
		return harS("signing-key", "csharp", "var key = new SymmetricSecurityKey(Encoding.UTF8.GetBytes(\""+k+"\"));\nvar creds = new SigningCredentials(key, SecurityAlgorithms.HmacSha256);", k)
	}
}

func harVBNet() Sample {
	p := harPw()
	switch harCycle(3) {
	case 0:
		return harS("code-password", "vbnet", "Dim cs As String = \""+harConnStr(p)+"\"\nUsing cn As New SqlConnection(cs)\n    cn.Open()\nEnd Using", p)
	case 1:
		return harS("code-password", "vbnet", "Private Const FtpUser As String = \"upload\"\nPrivate Const FtpPass As String = \""+p+"\"\nrequest.Credentials = New NetworkCredential(FtpUser, FtpPass)", p)
	default:
		return harS("code-password", "vba", "Set cn = CreateObject(\"ADODB.Connection\")\ncn.Open \"Provider=SQLOLEDB;Data Source="+harHost()+";Initial Catalog="+harDB()+";User ID=excel_ro;Password="+p+";\"", p)
	}
}

func harPowerShell() Sample {
	p := harPw()
	u := harDomUser()
	switch harCycle(5) {
	case 0:
		return harS("powershell-cred", "powershell", "$secpw = ConvertTo-SecureString '"+p+"' -AsPlainText -Force\n$cred = New-Object System.Management.Automation.PSCredential ('"+u+"', $secpw)\nEnter-PSSession -ComputerName "+harHost()+" -Credential $cred", p)
	case 1:
		return harS("powershell-cred", "powershell", "$password = \""+p+"\" | ConvertTo-SecureString -AsPlainText -Force\nInstall-ADDSForest -DomainName corp.local -SafeModeAdministratorPassword $password -Force", p)
	case 2:
		k := "Write-Host 'Mapping drives...'"
		return harK("powershell-cred", "powershell", k+"\nnet use S: \\\\"+strings.ToLower(harHost())+"\\shared "+p+" /user:"+u+"\nWrite-Host 'Done'", []string{k}, p)
	case 3:
		return harS("powershell-cred", "powershell", "Connect-VIServer -Server vcenter.corp.local -User administrator@vsphere.local -Password '"+p+"'", p)
	default:
		return harS("powershell-cred", "powershell", "Register-ScheduledTask -TaskName 'Nightly ETL' -Action $action -Trigger $trigger -User '"+u+"' -Password '"+p+"' -RunLevel Highest", p)
	}
}

func harDSC() Sample {
	p := harPw()
	switch harCycle(2) {
	case 0:
		return harS("dsc", "powershell", "$ConfigData = @{\n    AllNodes = @(\n        @{ NodeName = '"+harHost()+"'; PSDscAllowPlainTextPassword = $true }\n    )\n}\n$cred = New-Object PSCredential('"+harDomUser()+"', (ConvertTo-SecureString '"+p+"' -AsPlainText -Force))\nWebServerConfig -ConfigurationData $ConfigData -SetupCredential $cred", p)
	default:
		return harS("dsc", "mof", "instance of MSFT_Credential as $MSFT_Credential1ref\n{\n Password = \""+p+"\";\n UserName = \""+strings.ReplaceAll(harDomUser(), `\`, `\\`)+"\";\n};", p)
	}
}

func harShellCmds() Sample {
	p := harURLPw()
	u := harUser()
	switch harCycle(10) {
	case 0:
		return harS("cli-password", "shell", "$ docker login "+harPick("contoso.azurecr.io", "registry.fabrikam.local", "ghcr.io")+" -u "+u+" -p "+p+"\nWARNING! Using --password via the CLI is insecure. Use --password-stdin.\nLogin Succeeded", p)
	case 1:
		return harS("cli-password", "shell", "mysql -h db01.corp.local -u "+u+" -p"+p+" "+strings.ToLower(harDB()), p)
	case 2:
		return harS("cli-password", "shell", "curl -u "+u+":"+p+" https://jenkins.corp.local/job/nightly/lastBuild/api/json", p)
	case 3:
		return harS("cli-password", "shell", "PGPASSWORD="+p+" psql -h pg01.corp.local -U "+u+" -d reporting -c '\\dt'", p)
	case 4:
		return harS("cli-password", "shell", "sshpass -p '"+p+"' ssh "+u+"@10.20."+fmt.Sprint(harNum(0, 255))+"."+fmt.Sprint(harNum(1, 254)), p)
	case 5:
		return harS("cli-password", "cmd", "C:\\> runas /user:"+harDomUser()+" cmd\nEnter the password for "+harDomUser()+": \nC:\\> REM typed "+p+" at the prompt, works", p)
	case 6:
		return harS("cli-password", "shell", "redis-cli -h cache01 -a "+p+" --no-auth-warning INFO keyspace", p)
	case 7:
		return harS("cli-password", "shell", "wget --user="+u+" --password="+p+" https://files.contoso.com/builds/latest.zip", p)
	case 8:
		return harS("cli-password", "shell", "echo '"+p+"' | docker login contoso.azurecr.io --username "+u+" --password-stdin", p)
	default:
		return harS("cli-password", "cmd", "psexec \\\\"+harHost()+" -u "+harDomUser()+" -p "+p+" ipconfig /all", p)
	}
}

func harDBURL() Sample {
	p := harURLPw()
	u := harPick("app", "orders_rw", "postgres", "root", "admin", harUser())
	switch harCycle(7) {
	case 0:
		return harS("db-url", "dotenv", "DATABASE_URL=postgres://"+u+":"+p+"@pg-prod.internal:5432/orders?sslmode=require", p)
	case 1:
		return harS("db-url", "yaml", "spring:\n  data:\n    mongodb:\n      uri: mongodb+srv://"+u+":"+p+"@cluster0."+harRnd(lower+digits, 5)+".mongodb.net/app?retryWrites=true", p)
	case 2:
		return harS("db-url", "chat", harChat(harName(), "connect with redis://default:"+p+"@redis-"+fmt.Sprint(harNum(10000, 19999))+".c1.eu-west-1.ec2.cloud.redislabs.com:"+fmt.Sprint(harNum(10000, 19999))), p)
	case 3:
		return harS("db-url", "python", "engine = create_engine(\"mssql+pyodbc://"+u+":"+p+"@"+strings.ToLower(harHost())+"/"+harDB()+"?driver=ODBC+Driver+18+for+SQL+Server\")", p)
	case 4:
		return harS("db-url", "json", "{ \"amqp\": \"amqps://"+u+":"+p+"@rabbit.corp.local:5671/prod\" }", p)
	case 5:
		return harS("db-url", "log", harDate()+" "+harTime()+":07 ERROR Failed to connect to mysql://"+u+":"+p+"@10.0.4.12:3306/shop: connection refused", p)
	default:
		return harS("db-url", "ini", "[database]\nurl = jdbc:sqlserver://"+strings.ToLower(harHost())+":1433;databaseName="+harDB()+";user="+u+";password="+p, p)
	}
}

func harEnvFile() Sample {
	p := harURLPw()
	gh := harGHP()
	sl := harSlackBot()
	k := "NODE_ENV=production"
	switch harCycle(3) {
	case 0:
		return harK("dotenv", "dotenv", k+"\nPORT=3000\nDB_HOST=sql01.corp.local\nDB_PASSWORD="+p+"\nGITHUB_TOKEN="+gh, []string{k}, p, gh)
	case 1:
		return harS("dotenv", "dotenv", "# .env.local — do not commit\nSLACK_BOT_TOKEN="+sl+"\nSLACK_CHANNEL=#deploys\nREDIS_PASSWORD=\""+p+"\"", sl, p)
	default:
		a, s := harAWSID(), harAWSSecret()
		return harS("dotenv", "dotenv", "export AWS_ACCESS_KEY_ID="+a+"\nexport AWS_SECRET_ACCESS_KEY="+s+"\nexport AWS_DEFAULT_REGION=eu-central-1", a, s)
	}
}

func harK8s() Sample {
	p := harPw()
	b := base64.StdEncoding.EncodeToString([]byte(p))
	u := base64.StdEncoding.EncodeToString([]byte(harUser()))
	switch harCycle(3) {
	case 0:
		return harS("k8s-secret", "yaml", "apiVersion: v1\nkind: Secret\nmetadata:\n  name: mssql-sa\n  namespace: data\ntype: Opaque\ndata:\n  username: "+u+"\n  SA_PASSWORD: "+b, b)
	case 1:
		return harS("k8s-secret", "shell", "kubectl create secret generic mssql --from-literal=SA_PASSWORD='"+p+"' -n data", p)
	default:
		return harS("k8s-secret", "yaml", "env:\n  - name: ACCEPT_EULA\n    value: \"Y\"\n  - name: MSSQL_SA_PASSWORD\n    value: \""+p+"\"\nimage: mcr.microsoft.com/mssql/server:2022-latest", p)
	}
}

func harPEM() Sample {
	kind := harPick("RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY", "ENCRYPTED PRIVATE KEY")
	body := harPEMBody(harNum(4, 9))
	if kind == "OPENSSH PRIVATE KEY" {
		body[0] = "b3BlbnNzaC1rZXktdjEAAAAA" + body[0][24:]
	}
	block := "-----BEGIN " + kind + "-----\n" + strings.Join(body, "\n") + "\n-----END " + kind + "-----"
	switch harCycle(4) {
	case 0:
		return harS("private-key", "pem", block, body...)
	case 1:
		k := "Host key fingerprint: SHA256:" + harRnd(alnum+"+/", 43)
		return harK("private-key", "notes", "Deploy key for "+harPick("build agents", "the SFTP drop", "octopus tentacles")+":\n"+block+"\n"+k, []string{k}, body...)
	case 2:
		return harS("private-key", "chat", harChat(harName(), "here's id_ed25519 from the jump box, sorry for the wall of text")+"\n"+block, body...)
	default:
		return harS("private-key", "json", "{\n  \"type\": \"service_account\",\n  \"private_key\": \"-----BEGIN PRIVATE KEY-----\\n"+strings.Join(body, "\\n")+"\\n-----END PRIVATE KEY-----\\n\"\n}", body...)
	}
}

func harCloudKeys() Sample {
	switch harCycle(8) {
	case 0, 1:
		a, s := harAWSID(), harAWSSecret()
		return harS("aws-key", "ini", "[default]\naws_access_key_id = "+a+"\naws_secret_access_key = "+s+"\nregion = us-east-2", a, s)
	case 2:
		a, s := harAWSID(), harAWSSecret()
		return harS("aws-key", "chat", harChat(harName(), "use "+a+" with secret "+s+" for the s3 sync, it's read-only"), a, s)
	case 3:
		g := harGCPKey()
		return harS("gcp-key", "html", "<script src=\"https://maps.googleapis.com/maps/api/js?key="+g+"&callback=initMap\"></script>\n<!-- server key, restrict it! -->", g)
	case 4:
		g := harGCPKey()
		return harS("gcp-key", "chat", harChat(harName(), "Gemini key for the prototype: "+g), g)
	case 5:
		s := harAzureClientSecret()
		return harS("azure-client-secret", "terraform", "provider \"azurerm\" {\n  features {}\n  client_id     = \""+harGUID()+"\"\n  client_secret = \""+s+"\"\n  tenant_id     = \""+harGUID()+"\"\n}", s)
	case 6:
		k := harAzureStorageKey()
		return harS("azure-storage", "chat", harChat(harName(), "key1 of the storage account: "+k), k)
	default:
		k := harRnd(lower+digits, 32)
		return harS("azure-key", "shell", "curl -X POST \"https://westeurope.api.cognitive.microsoft.com/sts/v1.0/issueToken\" -H \"Ocp-Apim-Subscription-Key: "+k+"\"", k)
	}
}

func harSaaS() Sample {
	switch harCycle(14) {
	case 0:
		t := harGHP()
		return harS("git-token", "shell", "git remote set-url origin https://"+t+"@github.com/contoso/infra.git", t)
	case 1:
		t := harGitLab()
		return harS("git-token", "yaml", "gitlab:\n  url: https://gitlab.fabrikam.local\n  token: "+t, t)
	case 2:
		t := harGHFine()
		return harS("git-token", "chat", harChat(harName(), "fine-grained token for the release workflow: "+t), t)
	case 3:
		t := harSlackBot()
		return harS("chat-token", "python", "from slack_sdk import WebClient\nclient = WebClient(token=\""+t+"\")\nclient.chat_postMessage(channel=\"#ops\", text=\"deploy done\")", t)
	case 4:
		h := harSlackHook()
		return harS("chat-webhook", "powershell", "Invoke-RestMethod -Method Post -Uri '"+h+"' -Body (@{text='Backup failed on "+harHost()+"'} | ConvertTo-Json) -ContentType 'application/json'", h)
	case 5:
		t := harTelegram()
		return harS("chat-token", "shell", "curl -s \"https://api.telegram.org/bot"+t+"/sendMessage?chat_id=-100"+harDigits(10)+"&text=disk%20full\"", t)
	case 6:
		h := harDiscordHook()
		return harS("chat-webhook", "json", "{\n  \"alerting\": {\n    \"discord_webhook\": \""+h+"\"\n  }\n}", h)
	case 7:
		t := harStripe()
		return harS("payment-key", "shell", "curl https://api.stripe.com/v1/charges -u "+t+": -d amount=2000 -d currency=eur", t)
	case 8:
		t := harTwilioSID()
		a := harHex(32)
		return harS("saas-api-key", "csharp", "TwilioClient.Init(\""+t+"\", \""+a+"\");", a)
	case 9:
		t := "NRAK-" + harRnd(upper+digits, 27)
		return harS("saas-api-key", "notes", "New Relic user key: "+t+" (for the .NET agent dashboards)", t)
	case 10:
		t := "PMAK-" + harHex(24) + "-" + harHex(34)
		return harS("saas-api-key", "chat", harChat(harName(), "postman api key "+t), t)
	case 11:
		t := harNpm()
		return harS("registry-token", "npmrc", "registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken="+t, t)
	case 12:
		t := "shpat_" + harHex(32)
		return harS("saas-api-key", "dotenv", "SHOPIFY_ADMIN_TOKEN="+t+"\nSHOPIFY_STORE=tailspin-toys.myshopify.com", t)
	default:
		t := "dd" + harHex(30)
		a := harHex(40)
		return harS("saas-api-key", "yaml", "# datadog.yaml on "+harHost()+"\napi_key: "+t+"\napp_key: "+a+"\nsite: datadoghq.eu", t, a)
	}
}

func harJWTSample() Sample {
	j := harJWT()
	switch harCycle(4) {
	case 0:
		return harS("jwt", "http", "POST /api/orders HTTP/1.1\nHost: api.contoso.com\nAuthorization: Bearer "+j+"\nContent-Type: application/json", j)
	case 1:
		return harS("jwt", "chat", harChat(harName(), "token from the SPA's session storage, still valid for an hour: "+j), j)
	case 2:
		return harS("jwt", "log", harDate()+"T"+harTime()+":55.120Z WARN  Token validation failed: IDX10223 lifetime expired. token='"+j+"'", j)
	default:
		return harS("jwt", "powershell", "$headers = @{ Authorization = 'Bearer "+j+"' }\nInvoke-RestMethod https://graph.microsoft.com/v1.0/me -Headers $headers", j)
	}
}

func harBasicAuth() Sample {
	u := harUser()
	p := harURLPw()
	b := base64.StdEncoding.EncodeToString([]byte(u + ":" + p))
	switch harCycle(3) {
	case 0:
		return harS("basic-auth", "http", "GET /api/v1/status HTTP/1.1\nHost: nexus.corp.local\nAuthorization: Basic "+b, b)
	case 1:
		return harS("basic-auth", "url", "https://"+u+":"+p+"@nexus.corp.local/repository/nuget-hosted/", p)
	default:
		return harS("basic-auth", "csharp", "client.DefaultRequestHeaders.Authorization = new AuthenticationHeaderValue(\"Basic\", \""+b+"\");", b)
	}
}
