package main

import (
	"fmt"
	"strings"
)

// Credentials pulled from files found during an engagement: configs, bundles, scripts.
func hcoLootSecrets() []hcoGen {
	return []hcoGen{
		hcoJSStripe, hcoJSAws, hcoJSAlgolia, hcoExposedEnv, hcoGitConfig, hcoCompose,
		hcoSpringProps, hcoAppSettings, hcoAnsibleVars, hcoTfState, hcoNpmrc, hcoDockerAuth,
		hcoKubeconfig, hcoBashHistory, hcoPsScript, hcoUnattend, hcoMachineKey, hcoPySlack,
		hcoPsTeams, hcoSSHKeyShare, hcoRunnerToml, hcoFileZilla, hcoAzConn, hcoCloudCN,
		hcoTwilioCfg, hcoNotebookAI, hcoDatadogYaml, hcoWpConfig,
	}
}

func hcoCo() string { return strings.ToLower(strings.Fields(pick(hcoClients))[0]) }

func hcoJSStripe() Sample {
	k := hcoStripe()
	f := fmt.Sprintf("main.%s.js", hcoHex(8))
	v := hcoPick("e", "t", "n", "r")
	t := fmt.Sprintf("// %s (https://shop.%s.example/static/js/%s), line 1 col %d, beautified\n", f, hcoCo(), f, hcoN(20000, 90000))
	t += fmt.Sprintf("%s.payments={publishableKey:\"pk_live_%s\",secretKey:\"%s\",currency:\"%s\"},\n", v, rnd(alnum, 24), k, hcoPick("eur", "usd", "gbp"))
	t += "// secretKey should never ship to the browser -> critical, reported same day\n"
	return hcoS("stripe-key", "js", t, []string{k}, f)
}

func hcoJSAws() Sample {
	id, key := hcoAWSID(), hcoAWSKey()
	b := hcoPick("uploads", "media", "avatars", "exports") + "-" + hcoCo() + "-prod"
	t := fmt.Sprintf("Found in /static/js/chunk-vendors.%s.js on the customer portal:\n\n```js\nconst s3=new AWS.S3({region:\"%s\",accessKeyId:\"%s\",secretAccessKey:\"%s\",params:{Bucket:\"%s\"}});\n```\n\nThe key can list and write to %s and %d other buckets.\n", hcoHex(8), hcoPick("eu-west-1", "us-east-1", "eu-central-1", "ap-southeast-2"), id, key, b, b, hcoN(2, 30))
	return hcoS("aws-access-key", "md", t, []string{id, key}, b)
}

func hcoJSAlgolia() Sample {
	k := hcoHex(32)
	app := hcoHexU(10)
	t := fmt.Sprintf("grep -o 'algoliasearch([^)]*)' app.%s.js\nalgoliasearch(\"%s\",\"%s\")\n\n# that second arg is the ADMIN api key (acl: addObject, deleteIndex, editSettings), not the search-only key\n", hcoHex(10), app, k)
	return hcoS("algolia-admin-key", "shell", t, []string{k}, app)
}

func hcoExposedEnv() Sample {
	ak := "base64:" + hcoB64Enc(rnd(alnum, 32))
	dbp, mp := hcoPw(), rnd(alnum, hcoN(12, 20))
	co := hcoCo()
	host := co + "-db.internal"
	t := fmt.Sprintf("$ curl -s https://%s.example/.env\nAPP_NAME=%s\nAPP_ENV=production\nAPP_KEY=%s\nAPP_DEBUG=%s\n\nDB_CONNECTION=mysql\nDB_HOST=%s\nDB_PORT=3306\nDB_DATABASE=%s\nDB_USERNAME=%s\nDB_PASSWORD=%s\n", hcoPick("www.", "app.", "staging.")+co, hcoPick("Portal", "Booking", "Shop"), ak, hcoPick("true", "false"), host, hcoPick("portal", "laravel", "prod"), hcoPick("forge", "app", "portal_rw"), dbp)
	secs := []string{ak, dbp}
	if rng.IntN(2) == 0 {
		t += fmt.Sprintf("\nMAIL_HOST=smtp.mailgun.org\nMAIL_USERNAME=postmaster@mg.%s.example\nMAIL_PASSWORD=%s\n", co, mp)
		secs = append(secs, mp)
	} else {
		t += "\nLOG_CHANNEL=stack\nQUEUE_CONNECTION=redis\n"
	}
	return hcoS("app-key", "env", t, secs, host)
}

func hcoGitConfig() Sample {
	tok := hcoGHP()
	if rng.IntN(3) == 0 {
		tok = hcoGHPat()
	}
	org := hcoCo()
	t := fmt.Sprintf("GET /.git/config returned 200 on %s.example:\n\n[core]\n\trepositoryformatversion = 0\n\tfilemode = true\n\tbare = false\n[remote \"origin\"]\n\turl = https://%s:%s@github.com/%s/%s.git\n\tfetch = +refs/heads/*:refs/remotes/origin/*\n[branch \"main\"]\n\tremote = origin\n", hcoPick("www", "beta", "docs")+"."+org, hcoPick("deploy-bot", "ci", hcoUser()), tok, org, hcoPick("website", "platform", "marketing-site"))
	return hcoS("github-token", "ini", t, []string{tok}, org)
}

func hcoCompose() Sample {
	pw, rp := hcoPw(), rnd(alnum, hcoN(16, 28))
	t := fmt.Sprintf("# /opt/%s/docker-compose.yml on %s (readable by www-data)\nservices:\n  db:\n    image: postgres:%d\n    environment:\n      POSTGRES_USER: %s\n      POSTGRES_PASSWORD: \"%s\"\n  cache:\n    image: redis:7-alpine\n", hcoPick("billing", "crm", "reporting"), hcoHost(), hcoN(12, 16), hcoPick("app", "billing", "postgres"), pw)
	if rng.IntN(2) == 0 {
		return hcoS("db-password", "yaml", t+"    command: redis-server --requirepass "+rp+"\n", []string{pw, rp})
	}
	return hcoS("db-password", "yaml", t+"    ports: [\"6379:6379\"]\n", []string{pw})
}

func hcoSpringProps() Sample {
	pw, js := hcoPw(), rnd(alnum, hcoN(32, 64))
	host := hcoPick("oracle", "pg", "mssql") + rnd(digits, 2) + "." + hcoFQDN(hcoDom())
	t := fmt.Sprintf("# WEB-INF/classes/application.properties pulled via the path traversal (F-03)\nserver.port=8080\nspring.datasource.url=jdbc:postgresql://%s:5432/%s\nspring.datasource.username=%s\nspring.datasource.password=%s\napp.jwt.secret=%s\napp.jwt.expiration=86400\nlogging.level.root=INFO\n", host, hcoPick("orders", "claims", "hr"), hcoPick("app_user", "svc_orders", "claims_rw"), pw, js)
	return hcoS("db-password", "properties", t, []string{pw, js}, host)
}

func hcoAppSettings() Sample {
	pw := hcoPw()
	srv := hcoHost() + "\\\\" + hcoPick("SQLEXPRESS", "PROD", "MSSQL2019")
	t := fmt.Sprintf("appsettings.Production.json from \\\\%s\\wwwroot$\\api\\:\n\n{\n  \"Logging\": { \"LogLevel\": { \"Default\": \"Warning\" } },\n  \"ConnectionStrings\": {\n    \"Default\": \"Server=%s;Database=%s;User Id=sa;Password=%s;TrustServerCertificate=True\"\n  },\n  \"AllowedHosts\": \"*\"\n}\n", hcoHost(), srv, hcoPick("Payroll", "Tickets", "Inventory"), pw)
	return hcoS("db-password", "json", t, []string{pw}, srv)
}

func hcoAnsibleVars() Sample {
	b, d := hcoPw(), hcoPw()
	t := fmt.Sprintf("# group_vars/windows.yml in the ops repo (not vaulted)\nansible_user: %s\nansible_password: %s\nansible_connection: winrm\nansible_winrm_transport: ntlm\n", pick(hcoSvc), b)
	if rng.IntN(2) == 0 {
		t += fmt.Sprintf("ansible_become_pass: '%s'\ndomain_join_user: %s\n", d, hcoPick("joiner", "svc_join", "adjoin"))
		return hcoS("ansible-password", "yaml", t, []string{b, d})
	}
	return hcoS("ansible-password", "yaml", t+"ansible_winrm_server_cert_validation: ignore\n", []string{b})
}

func hcoTfState() Sample {
	pw := rnd(alnum+"!#$%&*", hcoN(16, 24))
	id := hcoPick("prod", "main", "billing") + "-db"
	t := fmt.Sprintf("s3://%s-terraform-state/prod/terraform.tfstate was world-readable; excerpt:\n\n    {\n      \"type\": \"aws_db_instance\",\n      \"name\": \"main\",\n      \"instances\": [{\n        \"attributes\": {\n          \"identifier\": \"%s\",\n          \"engine\": \"postgres\",\n          \"username\": \"dbadmin\",\n          \"password\": \"%s\",\n          \"port\": 5432\n        }\n      }]\n    }\n", hcoCo(), id, pw)
	return hcoS("db-password", "json", t, []string{pw}, id)
}

func hcoNpmrc() Sample {
	tok := hcoNpm()
	u, co := hcoUser(), hcoCo()
	t := fmt.Sprintf("found /home/%s/.npmrc on the build box:\n\nregistry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken=%s\n@%s:registry=https://npm.pkg.github.com\n\ntoken has publish rights on @%s/* (verified with `npm whoami` -> %s)\n", u, tok, co, co, hcoPick("ci-publisher", "releasebot", u))
	return hcoS("npm-token", "ini", t, []string{tok}, u)
}

func hcoDockerAuth() Sample {
	u, pw := hcoPick("deployer", "ci", "jenkins", hcoUser()), hcoPw()
	a := hcoB64Enc(u + ":" + pw)
	reg := "registry." + hcoCo() + ".example"
	t := fmt.Sprintf("cat /root/.docker/config.json\n{\n\t\"auths\": {\n\t\t\"%s\": {\n\t\t\t\"auth\": \"%s\"\n\t\t}\n\t}\n}\n", reg, a)
	return hcoS("registry-auth", "json", t, []string{a}, reg)
}

func hcoKubeconfig() Sample {
	tok := hcoJWT()
	cl := hcoPick("prod-eks", "aks-main", "k8s-prod", "gke-eu")
	t := fmt.Sprintf("kubeconfig left in /tmp on %s:\n\napiVersion: v1\nclusters:\n- cluster:\n    server: https://%s:6443\n  name: %s\nusers:\n- name: ci-deployer\n  user:\n    token: %s\ncontexts:\n- context: {cluster: %s, user: ci-deployer}\n  name: default\n", strings.ToLower(hcoHost()), hcoIP(), cl, tok, cl)
	return hcoS("k8s-token", "yaml", t, []string{tok}, cl)
}

func hcoBashHistory() Sample {
	p1, tok := hcoPw(), hcoGHP()
	u := hcoUser()
	t := fmt.Sprintf("/home/%s/.bash_history (last lines)\n\n  cd /srv/app\n  git pull\n  mysql -u root -p'%s' app < fix.sql\n", u, p1)
	rel := fmt.Sprintf("  ./release.sh %d.%d.%d\n  history -c\n", hcoN(1, 4), rng.IntN(20), rng.IntN(20))
	if rng.IntN(2) == 0 {
		return hcoS("db-password", "shell", t+"  export GITHUB_TOKEN="+tok+"\n"+rel, []string{p1, tok}, u)
	}
	return hcoS("db-password", "shell", t+"  gh auth status\n"+rel, []string{p1}, u)
}

func hcoPsScript() Sample {
	pw, u, d := hcoPw(), pick(hcoSvc), hcoDom()
	t := fmt.Sprintf("\\\\%s\\NETLOGON\\map_drives.ps1 (readable by Domain Users):\n\n$user = \"%s\\%s\"\n$pass = ConvertTo-SecureString '%s' -AsPlainText -Force\n$cred = New-Object System.Management.Automation.PSCredential($user, $pass)\nNew-PSDrive -Name S -PSProvider FileSystem -Root \\\\%s\\shared -Credential $cred -Persist\n", strings.ToLower(d)+".local", d, u, pw, hcoHost())
	return hcoS("domain-password", "powershell", t, []string{pw}, u)
}

func hcoUnattend() Sample {
	pw := hcoPw()
	t := fmt.Sprintf("C:\\Windows\\Panther\\Unattend.xml on %s, still there after imaging:\n\n<UserAccounts>\n  <AdministratorPassword>\n    <Value>%s</Value>\n    <PlainText>true</PlainText>\n  </AdministratorPassword>\n</UserAccounts>\n<AutoLogon>\n  <Username>Administrator</Username>\n  <Enabled>%s</Enabled>\n</AutoLogon>\n", "WS-"+rnd(digits, 4), pw, hcoPick("true", "false"))
	return hcoS("local-admin-password", "xml", t, []string{pw})
}

func hcoMachineKey() Sample {
	vk, dk := hcoHexU(128), hcoHexU(64)
	t := fmt.Sprintf("web.config (from the backup share) contains a static machineKey; with it ViewState can be forged (RCE via ysoserial.net):\n\n<system.web>\n  <machineKey validationKey=\"%s\" %svalidation=\"HMACSHA256\" />\n</system.web>\n", vk, "%s")
	if rng.IntN(2) == 0 {
		return hcoS("signing-key", "xml", fmt.Sprintf(t, "decryptionKey=\""+dk+"\" decryption=\"AES\" "), []string{vk, dk})
	}
	return hcoS("signing-key", "xml", fmt.Sprintf(t, ""), []string{vk})
}

func hcoPySlack() Sample {
	h := hcoSlackHook()
	t := fmt.Sprintf("# scripts/notify.py in the ops repo\nimport requests\n\nWEBHOOK = \"%s\"\n\ndef alert(msg):\n    requests.post(WEBHOOK, json={\"text\": msg}, timeout=5)\n", h)
	return hcoS("slack-webhook", "python", t, []string{h})
}

func hcoPsTeams() Sample {
	h := hcoTeamsHook()
	t := fmt.Sprintf("backup_check.ps1, line %d:\n$uri = '%s'\nInvoke-RestMethod -Method Post -Uri $uri -Body (@{text=\"Backup failed on $env:COMPUTERNAME\"} | ConvertTo-Json) -ContentType 'application/json'\n\nanyone with this URL can post into their IT channel (phishing vector), see finding L-%02d\n", hcoN(10, 80), h, hcoN(1, 20))
	return hcoS("teams-webhook", "powershell", t, []string{h})
}

func hcoSSHKeyShare() Sample {
	b, body, e := hcoKeyBody()
	u := hcoPick("deploy", "root", "ansible", hcoUser())
	t := fmt.Sprintf("\\\\%s\\IT\\keys\\%s_id contents (key works for %s@%s, no passphrase):\n\n%s\n%s\n%s\n", hcoHost(), u, u, hcoIP(), b, body, e)
	return hcoS("private-key", "pem", t, []string{body})
}

func hcoRunnerToml() Sample {
	tok := hcoPick("glrt-", "GR1348941") + rnd(b64url, 20)
	url := "https://gitlab." + hcoCo() + ".example/"
	t := fmt.Sprintf("/etc/gitlab-runner/config.toml\n\nconcurrent = %d\n\n[[runners]]\n  name = \"%s\"\n  url = \"%s\"\n  token = \"%s\"\n  executor = \"shell\"\n", hcoN(1, 8), strings.ToLower(hcoHost()), url, tok)
	return hcoS("gitlab-runner-token", "toml", t, []string{tok}, url)
}

func hcoFileZilla() Sample {
	u, pw := hcoUser(), hcoPw()
	enc := hcoB64Enc(pw)
	h := "ftp." + hcoCo() + ".example"
	t := fmt.Sprintf("%%APPDATA%%\\FileZilla\\sitemanager.xml from %s's profile:\n<Server>\n  <Host>%s</Host>\n  <Port>21</Port>\n  <User>%s</User>\n  <Pass encoding=\"base64\">%s</Pass>\n  <Name>%s</Name>\n</Server>\n", u, h, u, enc, hcoPick("Prod upload", "Partner FTP", "Web"))
	return hcoS("ftp-password", "xml", t, []string{enc}, h)
}

func hcoAzConn() Sample {
	k := hcoAzKey()
	acct := hcoCo() + hcoPick("prodstore", "backups", "logs") + rnd(digits, 2)
	t := fmt.Sprintf("Function app settings (az functionapp config appsettings list) as the compromised contributor:\n\n  {\n    \"name\": \"AzureWebJobsStorage\",\n    \"value\": \"DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net\"\n  },\n", acct, k)
	return hcoS("azure-storage-key", "json", t, []string{k}, acct)
}

func hcoCloudCN() Sample {
	if rng.IntN(2) == 0 {
		id, sec := "LTAI"+rnd(alnum, hcoN(20, 22)), rnd(alnum, 30)
		t := fmt.Sprintf("oss_upload.py on the reporting server:\n\nauth = oss2.Auth('%s', '%s')\nbucket = oss2.Bucket(auth, 'https://oss-%s.aliyuncs.com', '%s-reports')\n", id, sec, hcoPick("cn-hangzhou", "eu-central-1", "ap-southeast-1"), hcoCo())
		return hcoS("alibaba-access-key", "python", t, []string{id, sec})
	}
	id, sec := "AKID"+rnd(alnum, 32), rnd(alnum, 32)
	t := fmt.Sprintf("[tencentcloud]\nsecret_id = %s\nsecret_key = %s\nregion = ap-%s\n", id, sec, hcoPick("guangzhou", "shanghai", "singapore"))
	return hcoS("tencent-access-key", "ini", "found ~/.tccli/default.credential equivalent in the jump host's /etc/app.ini:\n\n"+t, []string{id, sec})
}

func hcoTwilioCfg() Sample {
	sid, tok := "AC"+hcoHex(32), hcoHex(32)
	t := fmt.Sprintf("# config/sms.yml\ntwilio:\n  account_sid: %s\n  auth_token: %s\n  from: \"+1%s\"\n", sid, tok, rnd(digits, 10))
	return hcoS("twilio-auth-token", "yaml", t, []string{tok}, sid)
}

func hcoNotebookAI() Sample {
	k := hcoOpenAI()
	t := fmt.Sprintf("Jupyter on %s:8888 had no auth; /home/jovyan/work/%s.ipynb cell [%d]:\n\nimport openai\nclient = openai.OpenAI(api_key=\"%s\")\n", hcoIP(), hcoPick("summarise_tickets", "classifier_test", "rag_poc"), hcoN(1, 30), k)
	return hcoS("openai-key", "python", t, []string{k})
}

func hcoDatadogYaml() Sample {
	k := hcoHex(32)
	h := strings.ToLower(hcoHost())
	t := fmt.Sprintf("/etc/datadog-agent/datadog.yaml (mode 0644) on %s\napi_key: %s\nsite: %s\nhostname: %s\nlogs_enabled: true\n", h, k, hcoPick("datadoghq.com", "datadoghq.eu"), h)
	return hcoS("datadog-api-key", "yaml", t, []string{k}, h)
}

func hcoWpConfig() Sample {
	pw, ak := hcoPw(), rnd(alnum+"!@#$%^&*()-_[]{}<>~+=,.;:/?|", 64)
	t := fmt.Sprintf("www-data@%s:/var/www/html$ grep -E \"DB_|AUTH_KEY\" wp-config.php\ndefine( 'DB_NAME', '%s' );\ndefine( 'DB_USER', '%s' );\ndefine( 'DB_PASSWORD', '%s' );\ndefine( 'DB_HOST', 'localhost' );\ndefine( 'AUTH_KEY',         '%s' );\n", strings.ToLower(hcoHost()), hcoPick("wordpress", "wp_blog", "news"), hcoPick("wpuser", "wp_admin", "blog"), pw, ak)
	return hcoS("db-password", "shell", t, []string{pw, ak})
}
