package main

import (
	"fmt"
	"strings"
)

// PowerShell sessions, scripts and cmd one-liners of AD admins.

var hcuPSSecrets = []hcuGen{
	func() Sample {
		u, d, pw, h := hcuSvc(), hcuNetbios(), hcuPw(), hcuHost()
		q := pick([]string{"'", "\""})
		t := fmt.Sprintf("$user = %s%s\\%s%s\n$pass = ConvertTo-SecureString %s%s%s -AsPlainText -Force\n$cred = New-Object System.Management.Automation.PSCredential($user, $pass)\nInvoke-Command -ComputerName %s -Credential $cred -ScriptBlock { Get-Service %s }",
			q, d, u, q, q, pw, q, h, pick([]string{"W32Time", "Spooler", "MSSQLSERVER", "WinRM", "DFSR"}))
		return hcuS("ad-password", "powershell", t, []string{pw}, u, h)
	},
	func() Sample {
		f, l := pick(hcuFirst), pick(hcuLast)
		sam := f[:1] + l
		pw := hcuPw()
		ou := pick([]string{"OU=Users,OU=Amsterdam", "OU=Staff,OU=HQ", "OU=Contractors", "OU=Finance,OU=Users"})
		t := fmt.Sprintf("PS C:\\Users\\%s> New-ADUser -Name \"%s %s\" -SamAccountName %s -UserPrincipalName %s@%s -Path \"%s,DC=%s,DC=%s\" -AccountPassword (ConvertTo-SecureString \"%s\" -AsPlainText -Force) -Enabled $true -ChangePasswordAtLogon $true\nPS C:\\Users\\%s> Get-ADUser %s | select Enabled, DistinguishedName\n\nEnabled DistinguishedName\n------- -----------------\n   True CN=%s %s,%s,DC=%s,DC=%s",
			hcuUser(), strings.Title(f), strings.Title(l), sam, sam, hcuFQDN(), ou, strings.ToLower(hcuNetbios()), pick(hcuTLD), pw, hcuUser(), sam, strings.Title(f), strings.Title(l), ou, "corp", "local")
		return hcuS("initial-password", "powershell", t, []string{pw}, sam)
	},
	func() Sample {
		u, pw, tk := hcuUser(), hcuPw(), hcuTicket()
		t := fmt.Sprintf("%s - password reset for %s\n\nCaller verified via manager callback (%s). Ran:\nSet-ADAccountPassword -Identity %s -Reset -NewPassword (ConvertTo-SecureString -AsPlainText '%s' -Force)\nUnlock-ADAccount %s\nTemp password given by phone, user must change at next logon. %s",
			tk, u, pick(hcuFirst), u, pw, u, pick([]string{"Closing.", "Resolved.", "Pending user confirmation."}))
		return hcuS("temp-password", "ticket", t, []string{pw}, tk, u)
	},
	func() Sample {
		pw, d := hcuPw(), hcuNetbios()
		acct := pick([]string{"Administrator", "adm_backup", "localadmin", "breakglass01", "helpdesk_adm"})
		t := fmt.Sprintf("C:\\Windows\\system32>net user %s %s /domain\nThe request will be processed at a domain controller for domain %s.%s.\n\nThe command completed successfully.",
			acct, pw, strings.ToLower(d), pick(hcuTLD))
		return hcuS("ad-password", "cmd", t, []string{pw}, acct)
	},
	func() Sample {
		h, u, pw := hcuHost(), hcuUser(), hcuPw()
		d := hcuNetbios()
		t := fmt.Sprintf("C:\\> cmdkey /add:%s /user:%s\\%s /pass:%s\n\nCMDKEY: Credential added successfully.\n\nC:\\> mstsc /v:%s", h, d, u, pw, h)
		return hcuS("rdp-password", "cmd", t, []string{pw}, h, u)
	},
	func() Sample {
		h, u, pw := hcuHost(), "adm_"+hcuUser(), hcuPw()
		t := fmt.Sprintf("PsExec v2.43 - Execute processes remotely\n\nC:\\Tools\\Sysinternals> psexec \\\\%s -u %s\\%s -p %s -h cmd /c \"gpupdate /force\"\nStarting cmd on %s...\nUpdating policy...\nComputer Policy update has completed successfully.\ncmd exited on %s with error code 0.",
			h, hcuNetbios(), u, pw, h, h)
		return hcuS("admin-password", "cmd", t, []string{pw}, h, u)
	},
	func() Sample {
		pw, dom := hcuPw(), hcuFQDN()
		t := fmt.Sprintf("# promote new forest in lab\nImport-Module ADDSDeployment\nInstall-ADDSForest `\n  -DomainName \"%s\" `\n  -DomainNetbiosName \"%s\" `\n  -ForestMode WinThreshold -DomainMode WinThreshold `\n  -InstallDns:$true `\n  -SafeModeAdministratorPassword (ConvertTo-SecureString '%s' -AsPlainText -Force) `\n  -Force:$true",
			dom, strings.ToUpper(strings.Split(dom, ".")[0]), pw)
		return hcuS("dsrm-password", "powershell", t, []string{pw}, dom)
	},
	func() Sample {
		h, pw := pick([]string{"DC01", "DC02", "DC03", "ams-dc-01", "fra-dc-02"}), hcuPw()
		t := fmt.Sprintf("%s: %s\nfyi DSRM pw on %s is %s, same as the envelope in the safe. %s",
			pick(hcuFirst), pick([]string{"heads up", "ok done", "restore test finished"}), h, pw, pick([]string{"don't lose it", "we should rotate after the audit", "will change it next week"}))
		return hcuS("dsrm-password", "chat", t, []string{pw}, h)
	},
	func() Sample {
		h1, h2, u, pw, pw2 := hcuHost(), hcuHost(), hcuUser(), hcuPw(), hcuPw()
		d := hcuNetbios()
		t := fmt.Sprintf("cd C:\\Scripts\nGet-ADComputer -Filter * -SearchBase \"OU=Servers,DC=corp,DC=local\" | measure\nnet use \\\\%s\\d$ /user:%s\\%s %s\nrobocopy \\\\%s\\d$\\Exports D:\\Exports /MIR /R:1 /W:1\n$pw = \"%s\"\n.\\Reset-LocalAdmin.ps1 -Computer %s -Password $pw\nexit",
			h1, d, u, pw, h1, pw2, h2)
		return hcuS("ad-password", "ps-history", t, []string{pw, pw2}, h1, h2)
	},
	func() Sample {
		u, pw, task := hcuSvc(), hcuPw(), pick([]string{"Nightly-ADExport", "Cleanup-StaleComputers", "Sync-HRFeed", "Rotate-Logs"})
		t := fmt.Sprintf("$action = New-ScheduledTaskAction -Execute 'powershell.exe' -Argument '-NoProfile -File C:\\Scripts\\%s.ps1'\n$trigger = New-ScheduledTaskTrigger -Daily -At 2am\nRegister-ScheduledTask -TaskName '%s' -Action $action -Trigger $trigger -User '%s\\%s' -Password '%s' -RunLevel Highest",
			task, task, hcuNetbios(), u, pw)
		return hcuS("service-account-password", "powershell", t, []string{pw}, task, u)
	},
	func() Sample {
		u, pw, dc := hcuSvc(), hcuPw(), hcuHost()
		t := fmt.Sprintf("$root = New-Object System.DirectoryServices.DirectoryEntry(\"LDAP://%s.%s/DC=corp,DC=local\", \"%s\\%s\", \"%s\")\n$searcher = New-Object System.DirectoryServices.DirectorySearcher($root)\n$searcher.Filter = \"(&(objectCategory=user)(lockoutTime>=1))\"\n$searcher.FindAll() | %% { $_.Properties.samaccountname }",
			strings.ToLower(dc), hcuFQDN(), hcuNetbios(), u, pw)
		return hcuS("ldap-bind-password", "powershell", t, []string{pw}, u)
	},
	func() Sample {
		u, pw := hcuSvc(), hcuPw()
		t := fmt.Sprintf("diff --git a/scripts/Export-Inactive.ps1 b/scripts/Export-Inactive.ps1\n--- a/scripts/Export-Inactive.ps1\n+++ b/scripts/Export-Inactive.ps1\n@@ -3,3 +3,4 @@ param([int]$Days = 90)\n-$cred = Get-Credential\n+# temp so the task runs unattended\n+$cred = New-Object PSCredential(\"%s\\%s\", (ConvertTo-SecureString \"%s\" -AsPlainText -Force))\n Search-ADAccount -AccountInactive -TimeSpan $Days -Credential $cred",
			hcuNetbios(), u, pw)
		return hcuS("service-account-password", "diff", t, []string{pw}, u)
	},
	func() Sample {
		u, pw, relay := "noreply-"+pick([]string{"it", "scripts", "helpdesk", "reports"}), hcuPw(), pick([]string{"smtp.office365.com", "relay." + hcuFQDN(), "mail." + hcuFQDN()})
		t := fmt.Sprintf("$smtpCred = [pscredential]::new('%s@%s', (ConvertTo-SecureString '%s' -AsPlainText -Force))\nSend-MailMessage -SmtpServer %s -Port 587 -UseSsl -Credential $smtpCred `\n  -From '%s@%s' -To 'it-ops@%s' -Subject \"Expiring passwords report\" -Body $body",
			u, "contoso.com", pw, relay, u, "contoso.com", "contoso.com")
		return hcuS("smtp-password", "powershell", t, []string{pw}, relay)
	},
	func() Sample {
		h, pw := hcuHost(), hcuPw()
		u := pick([]string{"Administrator", "ladmin", "localadm"})
		t := fmt.Sprintf("**********************\nWindows PowerShell transcript start\nStart time: %s\nUsername: %s\\%s\nMachine: %s (Microsoft Windows NT 10.0.20348.0)\n**********************\nPS C:\\> $p = '%s'\nPS C:\\> Set-LocalUser -Name %s -Password (ConvertTo-SecureString $p -AsPlainText -Force)\nPS C:\\> Get-LocalUser %s | select Name,Enabled,PasswordLastSet",
			strings.ReplaceAll(hcuDate(), "-", "")+strings.ReplaceAll(hcuTime(), ":", ""), hcuNetbios(), hcuUser(), h, pw, u, u)
		return hcuS("local-admin-password", "transcript", t, []string{pw}, h)
	},
	func() Sample {
		h, nt := hcuHost(), rnd(hexs, 32)
		rid := hcuN(1100, 9000)
		u := hcuUser()
		t := fmt.Sprintf("## Finding 4.2 - Reused local administrator hash\n\nDuring the assessment the NTLM hash of the built-in administrator on %s was recovered and accepted on 37 other hosts:\n\n```\nAdministrator:500:aad3b435b51404eeaad3b435b51404ee:%s:::\n%s:%d:aad3b435b51404eeaad3b435b51404ee:(not cracked):::\n```\n\nRecommendation: deploy Windows LAPS.",
			h, nt, u, rid)
		return hcuS("ntlm-hash", "markdown", t, []string{nt}, h, u)
	},
	func() Sample {
		u, pw, srv := hcuSvc(), hcuPw(), hcuHost()
		d := hcuNetbios()
		t := fmt.Sprintf("Hi %s,\n\nthe import job on %s now runs as %s\\%s. Password is %s (I'll move it into the PAM tonight, then please delete this mail).\n\nThe job needs 'Log on as a batch job' via GPO, already linked to the Servers OU.\n\nCheers,\n%s",
			strings.Title(pick(hcuFirst)), srv, d, u, pw, strings.Title(pick(hcuFirst)))
		return hcuS("service-account-password", "mail", t, []string{pw}, srv, u)
	},
	func() Sample {
		pw1, pw2 := hcuPw(), hcuPw()
		u1, u2 := "t1_"+hcuUser(), "t0_"+hcuUser()
		t := fmt.Sprintf("Tiering accounts created today:\n| account | tier | initial pw |\n|---|---|---|\n| %s | 1 | %s |\n| %s | 0 | %s |\nBoth must change at first logon on the PAW.", u1, pw1, u2, pw2)
		return hcuS("initial-password", "markdown", t, []string{pw1, pw2}, u1, u2)
	},
	func() Sample {
		h, pw := hcuHost(), hcuPw()
		t := fmt.Sprintf("PS> Enter-PSSession -ComputerName %s -Credential (New-Object pscredential 'ladmin', (ConvertTo-SecureString -String '%s' -AsPlainText -Force))\n[%s]: PS C:\\Users\\ladmin\\Documents> hostname\n%s", h, pw, h, h)
		return hcuS("local-admin-password", "powershell", t, []string{pw}, h)
	},
}

var hcuPSTraps = []hcuGen{
	func() Sample {
		u, h := hcuSvc(), hcuHost()
		t := fmt.Sprintf("$cred = Get-Credential -UserName \"%s\\%s\" -Message \"Account for %s\"\n$pw = Read-Host -AsSecureString \"New local admin password\"\nInvoke-Command -ComputerName %s -Credential $cred -ScriptBlock { param($p) Set-LocalUser -Name ladmin -Password $p } -ArgumentList $pw",
			hcuNetbios(), u, h, h)
		return hcuT("trap-prompted-credential", "powershell", t, u, h)
	},
	func() Sample {
		u := hcuSvc()
		v := pick([]string{"$env:SVC_PASSWORD", "(Get-Secret -Name " + u + " -Vault AdminVault -AsPlainText)", "$Using:SvcPassword", "(Get-AzKeyVaultSecret -VaultName kv-ops -Name " + u + " -AsPlainText)"})
		t := fmt.Sprintf("$plain = %s\n$sec = ConvertTo-SecureString $plain -AsPlainText -Force\n$cred = [pscredential]::new('%s\\%s', $sec)\nStart-Service -Name %s", v, hcuNetbios(), u, pick([]string{"MSSQLSERVER", "W3SVC", "VeeamBackupSvc"}))
		return hcuT("trap-secret-reference", "powershell", t, u)
	},
	func() Sample {
		f, l := pick(hcuFirst), pick(hcuLast)
		sam := f[:1] + l
		t := fmt.Sprintf("PS C:\\> Get-ADUser %s -Properties PasswordLastSet,PasswordNeverExpires,LockedOut,LastLogonDate\n\nDistinguishedName    : CN=%s %s,OU=Users,DC=corp,DC=local\nEnabled              : True\nLastLogonDate        : %s %s\nLockedOut            : False\nObjectGUID           : %s\nPasswordLastSet      : %s %s\nPasswordNeverExpires : False\nSamAccountName       : %s\nSID                  : %s",
			sam, strings.Title(f), strings.Title(l), hcuDate(), hcuTime(), hcuGUID(), hcuDate(), hcuTime(), sam, hcuSID())
		return hcuT("trap-ad-attributes", "powershell", t, sam)
	},
	func() Sample {
		u := hcuUser()
		t := fmt.Sprintf("C:\\>net user %s /domain\nUser name                    %s\nFull Name                    %s\nAccount active               Yes\nPassword last set            %s %s\nPassword expires             Never\nPassword changeable          %s\nPassword required            Yes\nUser may change password     Yes\nLogon hours allowed          All\nThe command completed successfully.",
			u, u, strings.Title(strings.ReplaceAll(u, ".", " ")), hcuDate(), hcuTime(), hcuDate())
		return hcuT("trap-net-user", "cmd", t, u)
	},
	func() Sample {
		t := fmt.Sprintf("PS> Get-ADDefaultDomainPasswordPolicy\n\nComplexityEnabled           : True\nDistinguishedName           : DC=%s,DC=local\nLockoutDuration             : 00:%02d:00\nLockoutThreshold            : %d\nMaxPasswordAge              : %d.00:00:00\nMinPasswordAge              : 1.00:00:00\nMinPasswordLength           : %d\nPasswordHistoryCount        : 24\nReversibleEncryptionEnabled : False",
			strings.ToLower(hcuNetbios()), hcuN(10, 30), hcuN(5, 10), pick([]int{0, 90, 180, 365}), pick([]int{12, 14, 15, 16}))
		return hcuT("trap-password-policy", "powershell", t)
	},
	func() Sample {
		u, h, ws := hcuUser(), pick([]string{"DC01", "DC02", "ams-dc-01"}), hcuHost()
		t := fmt.Sprintf("Log Name: Security\nSource: Microsoft-Windows-Security-Auditing\nDate: %s %s\nEvent ID: 4740\nComputer: %s.corp.local\nA user account was locked out.\nSubject:\n  Security ID: S-1-5-18\n  Account Name: %s$\n  Logon ID: 0x3E7\nAccount That Was Locked Out:\n  Security ID: %s\n  Account Name: %s\nAdditional Information:\n  Caller Computer Name: %s",
			hcuDate(), hcuTime(), h, h, hcuSID(), u, ws)
		return hcuT("trap-event-log", "log", t, u, ws)
	},
	func() Sample {
		h, u := hcuHost(), hcuUser()
		t := fmt.Sprintf("C:\\>cmdkey /list\n\nCurrently stored credentials:\n\n    Target: Domain:target=TERMSRV/%s\n    Type: Domain Password\n    User: %s\\%s\n\n    Target: LegacyGeneric:target=git:https://dev.azure.com\n    Type: Generic\n    User: PersonalAccessToken\n    Local machine persistence",
			h, hcuNetbios(), u)
		return hcuT("trap-cmdkey-list", "cmd", t, h, u)
	},
	func() Sample {
		u := hcuUser()
		t := fmt.Sprintf("%s: hi, I reset your password just now. The temporary one went to your phone by SMS, you'll have to pick a new one when you log in (min %d chars, no reuse of the last 24). If it still says locked, wait 15 min or ping me.",
			strings.Title(pick(hcuFirst)), pick([]int{12, 14, 16}))
		return hcuT("trap-password-talk", "chat", t+" @"+u, u)
	},
	func() Sample {
		u := hcuUser()
		t := fmt.Sprintf("C:\\>klist\n\nCurrent LogonId is 0:0x%s\n\nCached Tickets: (2)\n\n#0>     Client: %s @ CORP.LOCAL\n        Server: krbtgt/CORP.LOCAL @ CORP.LOCAL\n        KerbTicket Encryption Type: AES-256-CTS-HMAC-SHA1-96\n        Ticket Flags 0x40e10000 -> forwardable renewable initial pre_authent name_canonicalize\n        Start Time: %s %s (local)\n        Session Key Type: AES-256-CTS-HMAC-SHA1-96\n        Cache Flags: 0x1 -> PRIMARY\n        Kdc Called: %s",
			rnd(hexs, 6), u, hcuDate(), hcuTime(), hcuHost())
		return hcuT("trap-kerberos-ticket", "cmd", t, u)
	},
	func() Sample {
		u := hcuSvc()
		t := fmt.Sprintf("# Usage\n# .\\New-SvcAccount.ps1 -Name %s -Password '<choose-a-strong-password>'\n# Never commit the real password; the pipeline reads it from the variable group 'ad-svc' (secret var SVC_PW).\nparam(\n  [Parameter(Mandatory)][string]$Name,\n  [Parameter(Mandatory)][securestring]$Password\n)", u)
		return hcuT("trap-placeholder", "powershell", t, u)
	},
	func() Sample {
		h := hcuHost()
		t := fmt.Sprintf("PS C:\\> Test-ComputerSecureChannel -Server %s -Verbose\nVERBOSE: Performing the operation \"Test-ComputerSecureChannel\" on target \"%s\".\nFalse\nPS C:\\> Reset-ComputerMachinePassword -Server %s -Credential (Get-Credential)\nPS C:\\> Test-ComputerSecureChannel\nTrue", pick([]string{"DC01", "DC02"}), h, pick([]string{"DC01", "DC02"}))
		return hcuT("trap-password-talk", "powershell", t, h)
	},
	func() Sample {
		h := hcuHost()
		t := fmt.Sprintf("Get-ChildItem Cert:\\LocalMachine\\My | ft Subject, Thumbprint, NotAfter\n\nSubject                     Thumbprint                               NotAfter\n-------                     ----------                               --------\nCN=%s.corp.local            %s %s\nCN=WMSvc-SHA2-%s            %s %s",
			strings.ToLower(h), hcuThumb(), hcuDate(), h, hcuThumb(), hcuDate())
		return hcuT("trap-cert-thumbprint", "powershell", t, h)
	},
}
