package main

import (
	"fmt"
	"strings"
)

// Service accounts, GPO/GPP files, deployment configs and handover notes.

func hcuCpw() string {
	s := hcuB64(hcuN(16, 48))
	return strings.TrimRight(s, "=")
}

var hcuSvcSecrets = []hcuGen{
	func() Sample {
		c := hcuCpw()
		u := pick([]string{"LocalAdmin", "Administrator (built-in)", "support", "itlocal"})
		t := fmt.Sprintf("\\\\corp.local\\SYSVOL\\corp.local\\Policies\\{%s}\\Machine\\Preferences\\Groups\\Groups.xml\n<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<Groups clsid=\"{3125E937-EB16-4b4c-9934-544FC6D24D26}\"><User clsid=\"{DF5F1855-51E5-4d24-8B1A-D9BDE98BA1D1}\" name=\"%s\" image=\"2\" changed=\"%s %s\" uid=\"{%s}\"><Properties action=\"U\" newName=\"\" fullName=\"\" description=\"\" cpassword=\"%s\" changeLogon=\"0\" noChange=\"1\" neverExpires=\"1\" acctDisabled=\"0\" userName=\"%s\"/></User></Groups>",
			strings.ToUpper(hcuGUID()), u, hcuDate(), hcuTime(), strings.ToUpper(hcuGUID()), c, u)
		return hcuS("gpp-cpassword", "xml", t, []string{c})
	},
	func() Sample {
		c, u := hcuCpw(), hcuSvc()
		t := fmt.Sprintf("found during the SYSVOL sweep, old GPO \"%s\" still has a ScheduledTasks.xml:\n  <Properties action=\"U\" name=\"%s\" runAs=\"%s\\%s\" cpassword=\"%s\" logonType=\"Password\">\nthat's decryptable with the published AES key, so treat %s as burned and rotate.",
			pick([]string{"Legacy - Mapped Drives", "OLD_Tasks_2014", "XP-era Scheduled Jobs", "Citrix Logon"}), pick([]string{"Cleanup", "Defrag", "Inventory"}), hcuNetbios(), u, c, u)
		return hcuS("gpp-cpassword", "notes", t, []string{c}, u)
	},
	func() Sample {
		u, pw, svc := hcuSvc(), hcuPw(), pick([]string{"MSSQLSERVER", "SQLSERVERAGENT", "VeeamBackupSvc", "Tomcat9", "ReportServer", "AppFabricCachingService"})
		t := fmt.Sprintf("C:\\>sc.exe \\\\%s config %s obj= \"%s\\%s\" password= \"%s\"\n[SC] ChangeServiceConfig SUCCESS\n\nC:\\>sc.exe \\\\%s stop %s && sc.exe \\\\%s start %s",
			"SQL01", svc, hcuNetbios(), u, pw, "SQL01", svc, "SQL01", svc)
		return hcuS("service-account-password", "cmd", t, []string{pw}, u, svc)
	},
	func() Sample {
		u, pw, h := hcuSvc(), hcuPw(), hcuHost()
		db := pick([]string{"HRPortal", "Intranet", "CMDB", "TimeSheets", "AssetDB"})
		t := fmt.Sprintf("<connectionStrings>\n  <add name=\"%sDb\" connectionString=\"Data Source=%s\\SQLEXPRESS;Initial Catalog=%s;User ID=%s;Password=%s;Encrypt=True;TrustServerCertificate=True\" providerName=\"System.Data.SqlClient\" />\n</connectionStrings>",
			db, h, db, u, pw)
		return hcuS("db-password", "xml", t, []string{pw}, h, u)
	},
	func() Sample {
		u, pw, h := hcuSvc(), hcuPw(), strings.ToLower(hcuHost())
		t := fmt.Sprintf("{\n  \"Logging\": { \"LogLevel\": { \"Default\": \"Information\" } },\n  \"ConnectionStrings\": {\n    \"Default\": \"Server=%s.%s,1433;Database=%s;User Id=%s;Password=%s;MultipleActiveResultSets=true\"\n  },\n  \"Ldap\": { \"Server\": \"ldaps://%s\", \"BaseDn\": \"DC=corp,DC=local\" }\n}",
			h, hcuFQDN(), pick([]string{"Provisioning", "JoinerMover", "IdmSync"}), u, pw, hcuFQDN())
		return hcuS("db-password", "json", t, []string{pw}, u)
	},
	func() Sample {
		apw, lpw := hcuPw(), hcuPw()
		t := fmt.Sprintf("<component name=\"Microsoft-Windows-Shell-Setup\" processorArchitecture=\"amd64\" publicKeyToken=\"31bf3856ad364e35\" language=\"neutral\" versionScope=\"nonSxS\">\n  <UserAccounts>\n    <AdministratorPassword>\n      <Value>%s</Value>\n      <PlainText>true</PlainText>\n    </AdministratorPassword>\n  </UserAccounts>\n  <AutoLogon>\n    <Password>\n      <Value>%s</Value>\n      <PlainText>true</PlainText>\n    </Password>\n    <Enabled>true</Enabled>\n    <LogonCount>1</LogonCount>\n    <Username>%s</Username>\n  </AutoLogon>\n</component>",
			apw, lpw, pick([]string{"Administrator", "deploy"}))
		return hcuS("unattend-password", "xml", t, []string{apw, lpw})
	},
	func() Sample {
		u1, p1, u2, p2 := "svc_mdt_join", hcuPw(), "svc_mdt_ro", hcuPw()
		t := fmt.Sprintf("; CustomSettings.ini\n[Settings]\nPriority=Default\n\n[Default]\nOSInstall=Y\nJoinDomain=%s\nDomainAdmin=%s\nDomainAdminDomain=%s\nDomainAdminPassword=%s\nMachineObjectOU=OU=Workstations,DC=corp,DC=local\nSkipAdminPassword=YES\n\n; Bootstrap.ini\n[Default]\nDeployRoot=\\\\%s\\DeploymentShare$\nUserDomain=%s\nUserID=%s\nUserPassword=%s",
			hcuFQDN(), u1, hcuNetbios(), p1, hcuHost(), hcuNetbios(), u2, p2)
		return hcuS("domain-join-password", "ini", t, []string{p1, p2}, u1, u2)
	},
	func() Sample {
		pw := hcuPw()
		t := fmt.Sprintf("SCCM handover (%s)\n- Site code %s, primary %s\n- Network Access Account: %s\\svc_cm_naa / %s (only read on the DP shares)\n- Client push account uses the same OU rights, pw in Secret Server\n- WSUS sync at 02:00, ADRs for Patch Tuesday +7",
			hcuDate(), strings.ToUpper(rnd(upper, 3)), hcuHost(), hcuNetbios(), pw)
		return hcuS("service-account-password", "notes", t, []string{pw}, "svc_cm_naa")
	},
	func() Sample {
		pw := hcuComplex(hcuN(20, 32))
		acct := "MSOL_" + rnd(hexs, 12)
		t := fmt.Sprintf("Entra Connect rebuild on %s\n* AD DS connector account %s, reset password to %s (it's in the connector config now, nobody should need it)\n* Staging mode off after the delta sync finished, 0 errors\n* Password hash sync + seamless SSO enabled again",
			hcuHost(), acct, pw)
		return hcuS("service-account-password", "notes", t, []string{pw}, acct)
	},
	func() Sample {
		pw, h := hcuPw(), strings.ToLower(hcuHost())
		t := fmt.Sprintf("$cert = Get-ChildItem Cert:\\LocalMachine\\My\\%s\n$pfxPw = ConvertTo-SecureString -String \"%s\" -Force -AsPlainText\nExport-PfxCertificate -Cert $cert -FilePath \\\\%s\\certs$\\%s.pfx -Password $pfxPw",
			hcuThumb(), pw, hcuHost(), h)
		return hcuS("pfx-password", "powershell", t, []string{pw})
	},
	func() Sample {
		pw, fs := hcuPw(), hcuHost()
		t := fmt.Sprintf("Handover %s -> %s\n\n1. Admin KeePass: \\\\%s\\it$\\admin.kdbx, master password %s (key file on the USB in the safe)\n2. On-call phone PIN is with %s\n3. Backup jobs: check Veeam console every morning\n4. Open: certificate on ADFS expires %s",
			strings.Title(pick(hcuFirst)), strings.Title(pick(hcuFirst)), fs, pw, strings.Title(pick(hcuFirst)), hcuDate())
		return hcuS("vault-master-password", "notes", t, []string{pw}, fs)
	},
	func() Sample {
		pw, code := hcuPw(), rnd(digits, hcuN(4, 6))
		u := pick([]string{"da_breakglass", "CORP\\bg-admin", "Administrator", "emergency.admin"})
		t := fmt.Sprintf("Break-glass procedure (print, keep offline)\n\n- Account: %s\n- Password: %s\n- Sealed envelope copy is in the safe in the server room, safe code %s\n- Log every use in the change calendar and rotate after use.",
			u, pw, code)
		return hcuS("break-glass-password", "wiki", t, []string{pw, code}, u)
	},
	func() Sample {
		code, room := rnd(digits, hcuN(4, 6)), pick([]string{"server room", "comms room B2", "DC cage 14", "MDF on 3rd floor"})
		t := fmt.Sprintf("%s: I'm at the %s, door keypad won't take my badge\n%s: badge reader's broken since tuesday, use code %s then #\n%s: in, thx",
			pick(hcuFirst), room, pick(hcuFirst), code, pick(hcuFirst))
		return hcuS("door-code", "chat", t, []string{code}, room)
	},
	func() Sample {
		pw, u, h := hcuPw(), hcuSvc(), strings.ToLower(hcuHost())
		t := fmt.Sprintf("all:\n  children:\n    windows:\n      hosts:\n        %s.corp.local:\n      vars:\n        ansible_user: %s@CORP.LOCAL\n        ansible_password: \"%s\"\n        ansible_connection: winrm\n        ansible_winrm_transport: kerberos\n        ansible_winrm_server_cert_validation: ignore",
			h, u, pw)
		return hcuS("winrm-password", "yaml", t, []string{pw}, u)
	},
	func() Sample {
		pw, u := hcuPw(), hcuSvc()
		t := fmt.Sprintf("[domain/corp.local]\nid_provider = ad\naccess_provider = ad\nad_domain = corp.local\nkrb5_realm = CORP.LOCAL\nldap_uri = ldaps://%s.corp.local\nldap_default_bind_dn = CN=%s,OU=Service Accounts,DC=corp,DC=local\nldap_default_authtok = %s\ncache_credentials = True",
			strings.ToLower(hcuHost()), u, pw)
		return hcuS("ldap-bind-password", "ini", t, []string{pw}, u)
	},
	func() Sample {
		pw, u := hcuPw(), "adm_"+hcuUser()
		t := fmt.Sprintf("root@%s:~# echo '%s' | realm join -v -U %s CORP.LOCAL\n * Resolving: _ldap._tcp.corp.local\n * Performing LDAP DSE lookup on: %s\n * Successfully discovered: corp.local\n * Required files: /usr/sbin/oddjobd, /usr/libexec/oddjob/mkhomedir, /usr/sbin/sssd\n * Successfully enrolled machine in realm",
			strings.ToLower(hcuHost()), pw, u, hcuIP())
		return hcuS("domain-join-password", "shell", t, []string{pw}, u)
	},
	func() Sample {
		p1, p2 := hcuPw(), hcuPw()
		t := fmt.Sprintf("printer,location,scan_account,scan_password,smb_path\nPRN-%02d,%s,svc_scan,%s,\\\\%s\\scans$\nPRN-%02d,%s,svc_scan2,%s,\\\\%s\\scans$",
			hcuN(1, 40), pick([]string{"2nd floor", "Reception", "Warehouse"}), p1, hcuHost(), hcuN(41, 80), pick([]string{"Finance", "HR", "Lab"}), p2, hcuHost())
		return hcuS("service-account-password", "csv", t, []string{p1, p2}, "svc_scan2")
	},
	func() Sample {
		pw, u, pool := hcuPw(), hcuSvc(), pick([]string{"IntranetPool", "HRAppPool", "SSRS", "CertEnroll"})
		t := fmt.Sprintf("C:\\Windows\\System32\\inetsrv>appcmd set apppool \"%s\" /processModel.identityType:SpecificUser /processModel.userName:%s\\%s /processModel.password:%s\nAPPPOOL object \"%s\" changed",
			pool, hcuNetbios(), u, pw, pool)
		return hcuS("service-account-password", "cmd", t, []string{pw}, pool, u)
	},
}

var hcuSvcTraps = []hcuGen{
	func() Sample {
		n := pick([]string{"gmsa_sql", "gMSA-IIS", "gmsaADFS", "gmsa_tasks"})
		t := fmt.Sprintf("New-ADServiceAccount -Name %s -DNSHostName %s.corp.local -PrincipalsAllowedToRetrieveManagedPassword \"%s\" -KerberosEncryptionType AES256\nInstall-ADServiceAccount %s\nTest-ADServiceAccount %s\n# gMSA: AD rotates the password every 30 days, nothing to store anywhere",
			n, n, pick([]string{"SQL-Servers", "IIS-Farm", "ADFS-Nodes"}), n, n)
		return hcuT("trap-gmsa", "powershell", t, n)
	},
	func() Sample {
		u := pick([]string{"LocalAdmin", "support", "itlocal"})
		t := fmt.Sprintf("<Groups clsid=\"{3125E937-EB16-4b4c-9934-544FC6D24D26}\"><User clsid=\"{DF5F1855-51E5-4d24-8B1A-D9BDE98BA1D1}\" name=\"%s\" image=\"2\" changed=\"%s %s\" uid=\"{%s}\"><Properties action=\"U\" newName=\"\" fullName=\"\" description=\"\" cpassword=\"\" changeLogon=\"0\" noChange=\"0\" neverExpires=\"0\" acctDisabled=\"1\" userName=\"%s\"/></User></Groups>",
			u, hcuDate(), hcuTime(), strings.ToUpper(hcuGUID()), u)
		return hcuT("trap-gpp-empty", "xml", t, u)
	},
	func() Sample {
		svc, u := pick([]string{"MSSQLSERVER", "VeeamBackupSvc", "SQLSERVERAGENT"}), hcuSvc()
		t := fmt.Sprintf("C:\\>sc qc %s\n[SC] QueryServiceConfig SUCCESS\n\nSERVICE_NAME: %s\n        TYPE               : 10  WIN32_OWN_PROCESS\n        START_TYPE         : 2   AUTO_START\n        ERROR_CONTROL      : 1   NORMAL\n        BINARY_PATH_NAME   : \"C:\\Program Files\\App\\svc.exe\"\n        DISPLAY_NAME       : %s\n        SERVICE_START_NAME : %s\\%s",
			svc, svc, svc, hcuNetbios(), u)
		return hcuT("trap-service-config", "cmd", t, u)
	},
	func() Sample {
		h := hcuHost()
		t := fmt.Sprintf("<connectionStrings>\n  <add name=\"IntranetDb\" connectionString=\"Data Source=%s;Initial Catalog=Intranet;Integrated Security=SSPI;Encrypt=True\" providerName=\"System.Data.SqlClient\" />\n</connectionStrings>\n<!-- app pool runs as gMSA, no password in config -->", h)
		return hcuT("trap-integrated-auth", "xml", t, h)
	},
	func() Sample {
		u := hcuSvc()
		ref := pick([]string{"#{SqlPassword}#", "${SQL_PASSWORD}", "__SqlPassword__", "$(SqlPassword)", "{{ sql_password }}"})
		t := fmt.Sprintf("{\n  \"ConnectionStrings\": {\n    \"Default\": \"Server=sql01.corp.local;Database=Provisioning;User Id=%s;Password=%s\"\n  }\n}\n// token is replaced at release time from the Key Vault-linked variable group", u, ref)
		return hcuT("trap-secret-reference", "json", t, u)
	},
	func() Sample {
		u := hcuSvc()
		t := fmt.Sprintf("%s:\n  vars:\n    ansible_user: %s@%s\n    ansible_password: \"{{ %s }}\"\n    ansible_connection: winrm\n    ansible_port: %s", pick([]string{"windows", "dcs", "win_servers", "rds_hosts"}), u, strings.ToUpper(hcuFQDN()), pick([]string{"vault_winrm_password", "lookup('env', 'WINRM_PW')", "vault_ad_svc_pw"}), pick([]string{"5986", "5985"}))
		return hcuT("trap-secret-reference", "yaml", t, u)
	},
	func() Sample {
		pc := hcuPC()
		t := fmt.Sprintf("C:\\>gpresult /r /scope computer\n\nCOMPUTER SETTINGS\n------------------\n    CN=%s,OU=Laptops,DC=corp,DC=local\n    Last time Group Policy was applied: %s at %s\n    Group Policy was applied from:      %s.corp.local\n    Site Name:                          %s\n\n    Applied Group Policy Objects\n    -----------------------------\n        WS - Windows LAPS\n        WS - BitLocker XTS-AES256\n        Default Domain Policy",
			pc, hcuDate(), hcuTime(), strings.ToLower(hcuHost()), pick([]string{"Amsterdam", "Frankfurt", "Default-First-Site-Name"}))
		return hcuT("trap-gpresult", "cmd", t, pc)
	},
	func() Sample {
		a, b := hcuSvc(), hcuSvc()
		t := fmt.Sprintf("| Account | Owner | SPN | Where is the password |\n|---|---|---|---|\n| %s | %s | MSSQLSvc/sql01.corp.local:1433 | Secret Server #%d |\n| %s | %s | HTTP/intranet.corp.local | gMSA, none |",
			a, hcuUser(), hcuN(1000, 9999), b, hcuUser())
		return hcuT("trap-secret-location", "markdown", t, a, b)
	},
	func() Sample {
		u := hcuSvc()
		t := fmt.Sprintf("C:\\>setspn -L %s\nRegistered ServicePrincipalNames for CN=%s,OU=Service Accounts,DC=corp,DC=local:\n        MSSQLSvc/%s.corp.local:1433\n        MSSQLSvc/%s.corp.local", u, u, strings.ToLower(hcuHost()), strings.ToLower(hcuHost()))
		return hcuT("trap-spn", "cmd", t, u)
	},
	func() Sample {
		t := "<UserAccounts>\n  <AdministratorPassword>*SENSITIVE*DATA*DELETED*</AdministratorPassword>\n</UserAccounts>\n<AutoLogon>\n  <Password>*SENSITIVE*DATA*DELETED*</Password>\n  <Enabled>true</Enabled>\n  <Username>" + pick([]string{"Administrator", "deploy"}) + "</Username>\n</AutoLogon>\n<!-- C:\\Windows\\Panther\\unattend.xml after setup on " + hcuPC() + " -->"
		return hcuT("trap-masked", "xml", t)
	},
	func() Sample {
		t := fmt.Sprintf("%s: reminder, the door codes for the server rooms change on Monday. Facilities will send the new ones by SMS to the on-call list only, please don't post them here.\n%s: 👍", strings.Title(pick(hcuFirst)), pick(hcuFirst))
		return hcuT("trap-code-talk", "chat", t)
	},
	func() Sample {
		u := hcuSvc()
		t := fmt.Sprintf("$pfxPw = Read-Host -AsSecureString 'PFX password'\nImport-PfxCertificate -FilePath .\\wildcard.pfx -CertStoreLocation Cert:\\LocalMachine\\My -Password $pfxPw\n# service %s then picks it up by thumbprint %s", u, hcuThumb())
		return hcuT("trap-prompted-credential", "powershell", t, u)
	},
}
