package main

import (
	"encoding/base64"
	"strings"
)

// More traps: hashes, digests, request and build ids, versions, base64 of plain data, public
// keys and certificates, publishable ids, paths, URLs, addresses, code that handles passwords,
// secret references, phone numbers, Discord ids, and ordinary admin chatter.

func hafTrapGens2() []hafGen {
	return []hafGen{
		{8, hafTrapSHA},
		{8, hafTrapChecksum},
		{6, hafTrapDigest},
		{12, hafTrapRequestID},
		{8, hafTrapVersion},
		{6, hafTrapBase64},
		{10, hafTrapPublic},
		{8, hafTrapPublishable},
		{16, hafTrapPathsURLs},
		{16, hafTrapCode},
		{14, hafTrapRefs},
		{8, hafTrapNumbers},
		{8, hafTrapDiscordIDs},
		{6, hafTrapWrapped},
		{12, hafTrapKeyIDLike},
		{18, hafTrapChatter},
		{10, hafTrapLogs},
	}
}

func hafTrapSHA() Sample {
	sha := hafR(hexs, 40)
	switch hafCyc("hafTrapSHA#0", 4) {
	case 0:
		return hafTrap("git-sha", "shell", hafF("$ git log --oneline -3\n%s Intune: add BitLocker escrow check\n%s fix Zabbix template for Veeam jobs\n%s README: runbook links", sha[:7], hafR(hexs, 7), hafR(hexs, 7)))
	case 1:
		return hafTrap("git-sha", "chat", hafF("reverted %s, the GPO script is back to the previous version", sha))
	case 2:
		return hafTrap("git-sha", "ci", hafF("Build #%d for commit %s on branch main: SUCCESS (%dm %ds)", hafN(100, 9999), sha, hafN(1, 20), hafN(0, 59)))
	default:
		return hafTrap("git-sha", "diff", hafF("diff --git a/scripts/Map-Drives.ps1 b/scripts/Map-Drives.ps1\nindex %s..%s 100644", sha[:12], hafR(hexs, 12)))
	}
}

func hafTrapChecksum() Sample {
	switch hafCyc("hafTrapChecksum#0", 4) {
	case 0:
		return hafTrap("checksum", "powershell", hafF("PS> Get-FileHash .\\VeeamBackup_%d.%d.iso\n\nAlgorithm       Hash                                                                   Path\n---------       ----                                                                   ----\nSHA256          %s C:\\ISO\\VeeamBackup.iso", hafN(11, 12), hafN(0, 3), strings.ToUpper(hafR(hexs, 64))))
	case 1:
		return hafTrap("checksum", "chat", hafF("sha256 of the Zabbix agent msi should be %s, please compare before deploying", hafR(hexs, 64)))
	case 2:
		return hafTrap("checksum", "note", hafF("MD5 %s  SAPCAR_1200-70007716.EXE", hafR(hexs, 32)))
	default:
		v := hafN(770, 800)
		return hafTrap("checksum", "shell", hafF("$ sha1sum sapgui_%d.exe\n%s  sapgui_%d.exe", v, hafR(hexs, 40), v))
	}
}

func hafTrapDigest() Sample {
	d := "sha256:" + hafR(hexs, 64)
	switch hafCyc("hafTrapDigest#0", 3) {
	case 0:
		return hafTrap("image-digest", "yaml", hafF("containers:\n  - name: mid-server\n    image: registry.%s/servicenow/mid@%s", hafP(hafMailDom), d))
	case 1:
		return hafTrap("image-digest", "shell", hafF("%s: Pulling from zabbix/zabbix-proxy-sqlite3\nDigest: %s\nStatus: Downloaded newer image", hafP([]string{"7.0-ubuntu-latest", "6.4-alpine-latest"}), d))
	default:
		return hafTrap("image-digest", "chat", hafF("pinned the confluence image to %s", d))
	}
}

func hafTrapRequestID() Sample {
	switch hafCyc("hafTrapRequestID#0", 5) {
	case 0:
		return hafTrap("request-id", "error", hafF("AADSTS50076: Due to a configuration change made by your administrator, or because you moved to a new location, you must use multi-factor authentication.\nTrace ID: %s\nCorrelation ID: %s\nTimestamp: %s %sZ", hafGUID(), hafGUID(), hafDate(), hafTime()))
	case 1:
		return hafTrap("request-id", "log", hafF("%sT%sZ WARN GraphClient 429 TooManyRequests request-id=%s client-request-id=%s Retry-After=%d", hafDate(), hafTime(), hafGUID(), hafGUID(), hafN(1, 60)))
	case 2:
		return hafTrap("request-id", "mail", hafF("Your Microsoft support request %d has been updated. Reference: %s", hafN(2400000000000000, 2499999999999999), hafGUID()))
	case 3:
		return hafTrap("request-id", "log", hafF("Okta System Log: user.session.start FAILURE reason=INVALID_CREDENTIALS transaction=%s actor=%s", hafR(alnum, 24), hafEmail()))
	default:
		return hafTrap("request-id", "chat-de", hafF("Salesforce-Fehler beim Login, Request-ID %s, Org-ID 00D%s – Support ist informiert.", hafR(alnum, 20), hafR(alnum, 15)))
	}
}

func hafTrapVersion() Sample {
	switch hafCyc("hafTrapVersion#0", 4) {
	case 0:
		return hafTrap("version", "chat", hafF("Veeam B&R %d.%d.%d.%d, Zabbix %d.0.%d, PRTG %d.%d.%d.%d", hafN(11, 12), hafN(0, 3), hafN(0, 2), hafN(100, 2000), hafN(6, 7), hafN(1, 30), hafN(23, 24), hafN(1, 4), hafN(80, 99), hafN(1000, 9999)))
	case 1:
		return hafTrap("version", "note", hafF("Windows 11 %s build 22631.%d, Intune Management Extension %d.%d.%d.%d", hafP([]string{"23H2", "24H2"}), hafN(3000, 4500), hafN(1, 2), hafN(70, 90), hafN(100, 300), hafN(0, 9)))
	case 2:
		return hafTrap("version", "chat-ja", hafF("SAP GUI %d.00 Patch %d にアップデートしました（ビルド %d）", hafN(770, 800), hafN(1, 12), hafN(10000, 99999)))
	default:
		return hafTrap("version", "log", hafF("Jira Software Data Center %d.%d.%d (build #%d), Confluence %d.%d.%d", hafN(9, 10), hafN(0, 12), hafN(0, 20), hafN(900000, 999999), hafN(8, 9), hafN(0, 9), hafN(0, 20)))
	}
}

func hafTrapBase64() Sample {
	plain := hafP([]string{
		hafF(`{"device":"%s","compliant":true}`, strings.ToUpper(hafP(hafHosts))),
		hafF("Hello from the %s print server", hafP(hafCities)),
		hafF("report-%s.csv", hafDate()),
		hafF(`{"ou":"OU=Clients,OU=%s,DC=corp,DC=local"}`, hafP(hafCities)),
	})
	b := base64.StdEncoding.EncodeToString([]byte(plain))
	switch hafCyc("hafTrapBase64#0", 3) {
	case 0:
		return hafTrap("base64-data", "log", hafF("webhook payload (base64): %s", b))
	case 1:
		return hafTrap("base64-data", "yaml", hafF("apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: banner\nbinaryData:\n  banner.txt: %s", b))
	default:
		return hafTrap("base64-data", "chat", hafF("decoded the blob from the ticket, it's just %q (b64 %s)", plain, b))
	}
}

func hafTrapPublic() Sample {
	switch hafCyc("hafTrapPublic#0", 4) {
	case 0:
		return hafTrap("public-key", "ssh", hafF("ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI%s %s@%s", hafR(alnum+"+/", 43), strings.ToLower(hafP(hafFirst)), hafP(hafHosts)))
	case 1:
		return hafTrap("public-key", "authorized_keys", hafF("# veeam repo access\nssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ%s veeam@%s", hafR(alnum+"+/", 380), hafP(hafHosts)))
	case 2:
		body := hafB64(420)
		var lines []string
		for len(body) > 64 {
			lines = append(lines, body[:64])
			body = body[64:]
		}
		lines = append(lines, body)
		return hafTrap("certificate", "pem", "Root CA for the proxy, import into Trusted Root via GPO:\n-----BEGIN CERTIFICATE-----\n"+strings.Join(lines, "\n")+"\n-----END CERTIFICATE-----")
	default:
		return hafTrap("public-key", "chat", hafF("the SAML signing cert of the Okta app: subject CN=%s, serial %s, valid until %s – only the public cert goes into Salesforce", hafHost(), strings.ToUpper(hafR(hexs, 32)), hafDate()))
	}
}

func hafTrapPublishable() Sample {
	switch hafCyc("hafTrapPublishable#0", 4) {
	case 0:
		return hafTrap("publishable-key", "html", hafF("<script>const stripe = Stripe('pk_live_%s');</script>", hafR(alnum, 99)))
	case 1:
		return hafTrap("publishable-key", "chat", hafF("Okta client id for the intranet SPA is 0oa%s (public client, PKCE, no secret)", hafR(alnum, 17)))
	case 2:
		return hafTrap("publishable-key", "json", hafF("{\n  \"auth\": {\n    \"clientId\": \"%s\",\n    \"authority\": \"https://login.microsoftonline.com/%s\",\n    \"redirectUri\": \"https://intranet.%s/\"\n  }\n}", hafGUID(), hafGUID(), hafP(hafMailDom)))
	default:
		return hafTrap("publishable-key", "note", hafF("Salesforce org id 00D%s, My Domain %s.my.salesforce.com", hafR(upper+digits, 12), strings.ToLower(hafP(hafDomains))))
	}
}

func hafTrapPathsURLs() Sample {
	switch hafCyc("hafTrapPathsURLs#0", 8) {
	case 0:
		return hafTrap("path", "chat", hafF("logs are in C:\\ProgramData\\Microsoft\\IntuneManagementExtension\\Logs\\AgentExecutor.log on %s", strings.ToUpper(hafP(hafHosts))))
	case 1:
		return hafTrap("url", "chat", hafF("runbook: https://confluence.%s/display/%s/%s", hafP(hafMailDom), hafP([]string{"ITOPS", "EUC", "SAPBASIS", "NET"}), hafP([]string{"Veeam+restore+test", "Onboarding+checklist", "Printer+rollout", "Patch+Tuesday", "Okta+offboarding"})))
	case 2:
		return hafTrap("email", "mail", hafF("please send the scan-to-mail test to %s and cc %s", hafEmail(), hafEmail()))
	case 3:
		return hafTrap("hostname", "note", hafF("%s, %s and %s are the domain controllers; %s is the old file server", hafHost(), hafHost(), hafHost(), hafHost()))
	case 4:
		return hafTrap("username", "chat", hafF("the account %s is locked again, source %s", hafP(hafSvcUsers), strings.ToUpper(hafP(hafHosts))))
	case 5:
		return hafTrap("url", "chat-fr", hafF("le portail est https://%s.service-now.com/sp?id=sc_cat_item&sys_id=%s", strings.ToLower(hafP(hafDomains)), hafR(hexs, 32)))
	case 6:
		return hafTrap("path", "note", hafF("\\\\%s\\Scans\\%s\\%s", hafP(hafHosts), hafP([]string{"Buchhaltung", "Einkauf", "RH", "Compras"}), hafDate()))
	default:
		return hafTrap("url", "shell", hafF("curl -s https://%s:8443/api/v1/health | jq .status", hafHost()))
	}
}

func hafTrapCode() Sample {
	switch hafCyc("hafTrapCode#0", 8) {
	case 0:
		return hafTrap("code", "powershell", hafF("$cred = Get-Credential -Message \"%s\"\nInvoke-Command -ComputerName %s -Credential $cred -ScriptBlock { %s }", hafP([]string{"Domain admin", "Tier-1 admin", "Enter your a- account"}), hafP(hafHosts), hafP([]string{"gpupdate /force", "Restart-Service Spooler", "Get-HotFix | Select -Last 5"})))
	case 1:
		return hafTrap("code", "powershell", hafF("$secure = Read-Host -AsSecureString \"New password for %s\"\nSet-ADAccountPassword -Identity %s -NewPassword $secure -Reset", hafP(hafSvcUsers), hafP(hafSvcUsers)))
	case 2:
		return hafTrap("code", "excel-vba", hafF("Dim pw As String\npw = InputBox(\"Blattschutz-Kennwort eingeben\")\nIf pw = \"\" Then Exit Sub\nWorksheets(\"%s\").Unprotect Password:=pw", hafP([]string{"Budget", "Kostenstellen", "Inventar", "Urlaub"})))
	case 3:
		return hafTrap("code", "python", hafF("import getpass, os\n\nuser = os.environ.get(\"SAP_USER\", \"%s\")\npasswd = getpass.getpass(\"SAP password: \")\nconn = Connection(ashost=os.environ[\"SAP_HOST\"], sysnr=\"00\", client=\"100\", user=user, passwd=passwd)", hafP([]string{"RFC_BW", "BATCH_USR"})))
	case 4:
		return hafTrap("code", "csharp", hafF("var secret = await kvClient.GetSecretAsync(\"%s\");\nvar cred = new ClientSecretCredential(tenantId, clientId, secret.Value.Value);", hafP([]string{"graph-client-secret", "intune-app-secret", "sf-consumer-secret"})))
	case 5:
		return hafTrap("code", "vbs", hafF("strPassword = WScript.Arguments.Named(\"pw\")\nIf Len(strPassword) < %d Then\n    WScript.Echo \"Password too short\"\n    WScript.Quit 1\nEnd If", hafN(8, 16)))
	case 6:
		return hafTrap("code", "go", hafF("func %s(hash []byte, password string) error {\n\treturn bcrypt.CompareHashAndPassword(hash, []byte(password))\n}", hafP([]string{"checkPassword", "verifyLogin", "matchKioskPassword", "authLocal", "validateHelpdeskPIN"})))
	default:
		return hafTrap("code", "javascript", hafF("if (current.password_needs_reset == true) {\n    gs.addInfoMessage('Password reset required for ' + current.user_name);\n}\n// %s", hafP([]string{"business rule on sys_user", "runs before update", "TODO: move to flow"})))
	}
}

func hafTrapRefs() Sample {
	switch hafCyc("hafTrapRefs#0", 7) {
	case 0:
		return hafTrap("secret-ref", "appsettings", hafF("\"ClientSecret\": \"@Microsoft.KeyVault(SecretUri=https://kv-%s-prod.vault.azure.net/secrets/%s/)\"", strings.ToLower(hafP(hafDomains)), hafP([]string{"graph-secret", "intune-connector", "okta-scim", "sf-integration", "snow-oauth"})))
	case 1:
		return hafTrap("secret-ref", "yaml", hafF("env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: %s-db\n        key: password", hafP([]string{"jira", "confluence", "glpi", "zabbix"})))
	case 2:
		return hafTrap("secret-ref", "bat", hafF("sqlcmd -S %%SQLHOST%% -U %%SQLUSER%% -P %%SQLPASS%% -i %s.sql", hafP([]string{"nightly", "cleanup", "reindex", "export_fibu"})))
	case 3:
		return hafTrap("secret-ref", "ansible", hafF("ansible_user: %s\nansible_password: \"{{ vault_%s_password }}\"", hafP(hafSvcUsers), hafP([]string{"win", "sap", "veeam"})))
	case 4:
		return hafTrap("secret-ref", "shell", hafF("echo \"$REGISTRY_TOKEN\" | docker login -u %s --password-stdin registry.%s", hafP(hafSvcUsers), hafP(hafMailDom)))
	case 5:
		return hafTrap("secret-ref", "powershell", hafF("$cred = Get-Secret -Name '%s' -Vault CyberArk\nConnect-VBRServer -Server %s -Credential $cred", hafP(hafSvcUsers), hafP(hafHosts)))
	default:
		return hafTrap("secret-ref", "ini", hafF("[Database]\nServer=%s\nUser=erp_read\n; password comes from Credential Manager (target ERP_DB)", hafHost()))
	}
}

func hafTrapNumbers() Sample {
	switch hafCyc("hafTrapNumbers#0", 4) {
	case 0:
		return hafTrap("phone", "mail", hafF("Bei Fragen: Servicedesk +49 69 %d %d, Durchwahl %d", hafN(100, 999), hafN(1000, 9999), hafN(100, 999)))
	case 1:
		return hafTrap("date", "chat", hafF("maintenance window %s 22:00–02:00 CET, rollback deadline %s", hafDate(), hafDate()))
	case 2:
		return hafTrap("product-code", "csv", hafF("SKU,Description,Qty\n%s-%s,Toner black TK-%d,%d\n%s-%s,Drum unit DK-%d,%d", hafR(upper, 3), hafR(upper+digits, 6), hafN(5000, 8999), hafN(1, 20), hafR(upper, 3), hafR(upper+digits, 6), hafN(1000, 1999), hafN(1, 5)))
	default:
		return hafTrap("phone", "note-ja", hafF("ヘルプデスク：03-%04d-%04d（内線 %d）", hafN(1000, 9999), hafN(1000, 9999), hafN(100, 999)))
	}
}

func hafTrapDiscordIDs() Sample {
	switch hafCyc("hafTrapDiscordIDs#0", 4) {
	case 0:
		return hafTrap("discord-id", "chat", hafF("the bot's application id is %s and the alerts channel id is %s", hafSnowflake(), hafSnowflake()))
	case 1:
		return hafTrap("discord-id", "json", hafF("{\"guild_id\": \"%s\", \"channel_id\": \"%s\", \"role\": \"oncall\"}", hafSnowflake(), hafSnowflake()))
	case 2:
		return hafTrap("discord-id", "chat", hafF("invite for the IT community server: https://discord.gg/%s", hafR(alnum, 8)))
	default:
		return hafTrap("discord-id", "note", hafF("Discord bot token: stored in Key Vault kv-%s-ops, secret name discord-bot-token (rotate via the developer portal)", strings.ToLower(hafP(hafDomains))))
	}
}

func hafTrapWrapped() Sample {
	switch hafCyc("hafTrapWrapped#0", 3) {
	case 0:
		h := strings.ToUpper(hafR(hexs, 64))
		return hafTrap("wrapped-hash", "mail", hafF("SHA256 of the installer (Outlook wrapped it):\n%s\n%s", h[:40], h[40:]))
	case 1:
		return hafTrap("wrapped-id", "log", hafF("%s %s ERROR correlation=%s\n    %s at Sync.Run()", hafDate(), hafTime(), hafGUID(), hafGUID()))
	default:
		return hafTrap("wrapped-id", "chat", hafF("Autopilot hardware hash is too long to paste, first part:\nT0HwAQEAHAAAAAoA%s...\n(file attached)", strings.ToUpper(hafR(hexs, 8))))
	}
}

func hafTrapKeyIDLike() Sample {
	switch hafCyc("hafTrapKeyIDLike#0", 6) {
	case 0:
		return hafTrap("key-id-like", "json", hafF("\"keyCredentials\": [{\n  \"customKeyIdentifier\": \"%s\",\n  \"keyId\": \"%s\",\n  \"type\": \"AsymmetricX509Cert\",\n  \"usage\": \"Verify\"\n}]", hafThumb(), hafGUID()))
	case 1:
		return hafTrap("key-id-like", "chat", hafF("the \"private_key_id\" field is in the JSON for %s, but we never paste that file anywhere – it lives in Secret Manager", hafP([]string{"the BW loader", "the Intune export", "the backup job", "the Looker sync", "the SIEM forwarder"})+" ("+hafP(hafCities)+")"))
	case 2:
		return hafTrap("key-id-like", "json", hafF("{\n  \"type\": \"service_account\",\n  \"project_id\": \"%s\",\n  \"private_key_id\": \"<redacted>\",\n  \"client_id\": \"%s\"\n}", "reporting-"+hafR(digits, 6), hafR(digits, 21)))
	case 3:
		return hafTrap("key-id-like", "chat", hafF("commit %s changed the service account role, not the key", hafR(hexs, 40)))
	case 4:
		return hafTrap("key-id-like", "note", hafF("Okta signing key kid %s (public JWKS at https://%s.okta.com/oauth2/v1/keys)", hafR(b64url, 43), strings.ToLower(hafP(hafDomains))))
	default:
		return hafTrap("key-id-like", "shell", hafF("$ gcloud iam service-accounts list\nDISPLAY NAME    EMAIL                                               DISABLED\nBW loader       bw-loader@sap-bw-%s.iam.gserviceaccount.com   False", hafR(digits, 6)))
	}
}

func hafTrapChatter() Sample {
	n := hafFirstName()
	switch hafCyc("hafTrapChatter#0", 10) {
	case 0:
		return hafTrap("chatter", "teams-de", hafF("@%s kannst du morgen den Drucker im %d. OG neu einrichten? Der Treiber ist im Softwarecenter.", n, hafN(1, 6)))
	case 1:
		return hafTrap("chatter", "mail-fr", hafF("Bonjour %s,\n\nla migration des boîtes aux lettres vers Exchange Online est prévue le %s. Merci de fermer Outlook avant 18h.\n\nCordialement,\nL'équipe IT", n, hafDate()))
	case 2:
		return hafTrap("chatter", "chat-es", hafF("%s, el Veeam de %s terminó con advertencias, lo reviso mañana", n, hafP(hafCities)))
	case 3:
		return hafTrap("chatter", "chat-nl", hafF("de Zabbix-proxy in %s geeft weer timeouts, ik herstart hem na %d uur", hafP(hafCities), hafN(17, 22)))
	case 4:
		return hafTrap("chatter", "chat-ja", hafF("%sさん、Intune のコンプライアンスポリシーを %d 台に割り当てました。", n, hafN(20, 900)))
	case 5:
		return hafTrap("chatter", "notes", hafF("Weekly ops %s\n- Okta → Entra migration: %d%% of apps done\n- PRTG licence renewal with procurement\n- AS/400 decommission postponed", hafDate(), hafN(10, 95)))
	case 6:
		return hafTrap("chatter", "chat", hafF("Nagios says %s is DOWN since %s, but it pings fine from here", hafHost(), hafTime()[:5]))
	case 7:
		return hafTrap("chatter", "chat", hafF("%s: the MFA prompt loop on iOS is fixed by removing and re-adding the work account in Authenticator", n))
	case 8:
		return hafTrap("chatter", "mail-de", hafF("Hallo zusammen,\n\nam %s wird das SAP-System PRD von 20 bis 23 Uhr nicht verfügbar sein (Kernel-Update).\n\nViele Grüße\n%s", hafDate(), hafName()))
	default:
		return hafTrap("chatter", "teams", hafF("[%s] %s: who owns the Salesforce sandbox refresh?\n[%s] %s: me, starting Friday", hafTime()[:5], hafName(), hafTime()[:5], hafName()))
	}
}

func hafTrapLogs() Sample {
	switch hafCyc("hafTrapLogs#0", 4) {
	case 0:
		return hafTrap("log", "log", hafF("%s %s Job 'Backup %s' finished with Success. Processed %d VMs, %d GB transferred, duration %02d:%02d:%02d", hafDate(), hafTime(), hafP(hafCities), hafN(3, 80), hafN(10, 900), hafN(0, 5), hafN(0, 59), hafN(0, 59)))
	case 1:
		return hafTrap("log", "eventlog", hafF("Log Name: Security\nSource: Microsoft-Windows-Security-Auditing\nEvent ID: 4625\nAn account failed to log on.\nAccount Name: %s\nFailure Reason: Unknown user name or bad password.\nSource Network Address: %s", hafP(hafSvcUsers), hafIP()))
	case 2:
		return hafTrap("stacktrace", "java", hafF("com.atlassian.crowd.exception.InvalidAuthenticationException: Account with name <%s> failed to authenticate: password does not match\n\tat com.atlassian.crowd.directory.LDAPDirectory.authenticate(LDAPDirectory.java:%d)", hafP(hafSvcUsers), hafN(100, 2000)))
	default:
		return hafTrap("log", "log", hafF("%s %s zabbix_server[%d]: cannot connect to SSH on %s: authentication failed (publickey)", hafDate(), hafTime(), hafN(1000, 40000), hafHost()))
	}
}
