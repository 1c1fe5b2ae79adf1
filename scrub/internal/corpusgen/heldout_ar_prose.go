package main

// heldout_ar_prose.go: passwords and codes written in prose: chat, e-mail, notes and tickets,
// in several languages; Wi-Fi, PINs, door codes, TOTP seeds, recovery codes, AD accounts.

import (
	"fmt"
	"strings"
)

func harProseGens() []harGen {
	return []harGen{
		{22, harPwProse},
		{16, harPwForeign},
		{8, harWifi},
		{8, harPins},
		{6, harTOTPSample},
		{5, harRecovery},
		{8, harADAccount},
		{5, harCredMan},
		{5, harExchangeSP},
	}
}

func harPwProse() Sample {
	p := harPw()
	h := harHost()
	n := harName()
	switch harCycle(15) {
	case 0:
		return harS("password-prose", "chat", harChat(n, "the password for "+h+" is "+p), p)
	case 1:
		return harS("password-prose", "chat", harChat(n, "pw: "+p), p)
	case 2:
		return harS("password-prose", "chat", harChat(n, "I reset your AD password to "+p+" — you'll be asked to change it at next logon"), p)
	case 3:
		return harS("password-prose", "email", "Hi "+harName()+",\n\nAs discussed, the temporary password is "+p+"\nIt expires in 24 hours.\n\nBest,\n"+n, p)
	case 4:
		k := harFiller()
		return harK("password-prose", "meeting-notes", "Ops sync "+harDate()+"\n- "+k+"\n- "+h+" local admin password changed to "+p+" (LAPS not rolled out there yet)\n- next sync in two weeks", []string{k}, p)
	case 5:
		return harS("password-prose", "chat", harChat(n, "Password = "+p+" (capital first letter)"), p)
	case 6:
		return harS("password-prose", "ticket", harTicket()+" | user locked out | unlocked in ADUC, new password set to \""+p+"\", told user by phone", p)
	case 7:
		return harS("password-prose", "chat", harChat(n, "passwd for the backup share: '"+p+"'"), p)
	case 8:
		return harS("password-prose", "notes", "Veeam console on "+h+": same creds as last year but password now "+p, p)
	case 9:
		return harS("password-prose", "chat", harChat(n, "try "+p+" — that's what I used when I built the VM"), p)
	case 10:
		return harS("password-prose", "notes", "BitLocker recovery is in AD; the BIOS supervisor password on the new Latitudes is "+p+".", p)
	case 11:
		return harS("password-prose", "chat", harChat(n, "my pass is "+p+" if you need to get into my mailbox while I'm out"), p)
	case 12:
		k := "Call the vendor at +1 425 555 0" + fmt.Sprint(harNum(100, 199)) + " if it fails."
		return harK("password-prose", "runbook", "## Restore the license server\n1. RDP to "+h+".\n2. Run the installer as Administrator; it asks for the setup password: "+p+"\n3. "+k, []string{k}, p)
	case 13:
		return harS("password-prose", "chat", harChat(n, "secret is \""+p+"\", without the quotes"), p)
	default:
		return harS("password-prose", "markdown", "> **Password:** `"+p+"`\n> Rotate after the audit.", p)
	}
}

func harPwForeign() Sample {
	p := harPw()
	h := harHost()
	switch harCycle(16) {
	case 0:
		return harS("password-foreign", "chat-fr", harChat(harName(), "Le mot de passe du serveur "+h+" est "+p+", merci de ne pas le diffuser."), p)
	case 1:
		return harS("password-foreign", "chat-de", harChat(harName(), "Das Kennwort für "+h+" lautet "+p+" – bitte nach dem Login ändern."), p)
	case 2:
		return harS("password-foreign", "email-es", "Hola "+harName()+",\n\nTu contraseña temporal es: "+p+"\n\nSaludos,\nSoporte TI", p)
	case 3:
		return harS("password-foreign", "chat-pt", harChat(harName(), "a senha do Wi-Fi da sala 3 é "+p), p)
	case 4:
		return harS("password-foreign", "chat-it", harChat(harName(), "la password di amministratore è "+p+" (occhio alle maiuscole)"), p)
	case 5:
		return harS("password-foreign", "chat-nl", harChat(harName(), "wachtwoord van de NAS: "+p), p)
	case 6:
		return harS("password-foreign", "chat-pl", harChat(harName(), "hasło do konta serwisowego to "+p), p)
	case 7:
		return harS("password-foreign", "chat-ru", harChat(harName(), "пароль от "+h+": "+p+" — никому не пересылай"), p)
	case 8:
		return harS("password-foreign", "chat-ja", harChat(harName(), h+" のパスワードは "+p+" です。"), p)
	case 9:
		return harS("password-foreign", "chat-zh", harChat(harName(), "服务器 "+h+" 的密码是 "+p+"，请勿外传。"), p)
	case 10:
		return harS("password-foreign", "chat-ko", harChat(harName(), h+" 비밀번호는 "+p+" 입니다"), p)
	case 11:
		return harS("password-foreign", "chat-ar", harChat(harName(), "كلمة المرور للخادم "+h+" هي "+p), p)
	case 12:
		return harS("password-foreign", "chat-tr", harChat(harName(), h+" için şifre: "+p), p)
	case 13:
		return harS("password-foreign", "chat-el", harChat(harName(), "ο κωδικός για το "+h+" είναι "+p), p)
	case 14:
		return harS("password-foreign", "notes-sv", "Lösenord till "+h+": "+p+"\nByt det efter installationen.", p)
	default:
		return harS("password-foreign", "notes-hi", h+" का पासवर्ड "+p+" है", p)
	}
}

func harWifi() Sample {
	ssid := harPick("Contoso-Guest", "FABRIKAM-CORP", "NW-Warehouse", "Tailspin_5G", "OfficeWLAN", "Lobby-WiFi")
	p := harPick(harHuman(), strings.ToLower(harPick(harWords...))+fmt.Sprint(harNum(1000, 99999)), harRnd(alnum, 16))
	switch harCycle(6) {
	case 0:
		return harS("wifi", "chat", harChat(harName(), "wifi is "+ssid+", password "+p), p)
	case 1:
		return harS("wifi", "qr-payload", "WIFI:T:WPA;S:"+ssid+";P:"+p+";;", p)
	case 2:
		return harS("wifi", "notes", "Guest network\nSSID: "+ssid+"\nWPA2 key: "+p+"\nChanges every month (last: "+harDate()+")", p)
	case 3:
		return harS("wifi", "shell", "netsh wlan add profile filename=\""+ssid+".xml\"\n<!-- in the xml: <keyMaterial>"+p+"</keyMaterial> -->", p)
	case 4:
		return harS("wifi", "chat-de", harChat(harName(), "WLAN: "+ssid+" / Schlüssel "+p), p)
	default:
		return harS("wifi", "email", "Welcome to the office! Connect to "+ssid+" with the passphrase "+p+" and then sign in to the portal.", p)
	}
}

func harPins() Sample {
	pin := harDigits(harPick4())
	switch harCycle(8) {
	case 0:
		return harS("pin", "chat", harChat(harName(), "server room door code is "+pin+" then #"), pin)
	case 1:
		return harS("pin", "notes", "Alarm panel (main entrance): code "+pin+", disarm within 30 s", pin)
	case 2:
		puk := harDigits(8)
		return harS("pin", "chat", harChat(harName(), "SIM PIN for the on-call phone: "+pin+", PUK "+puk), pin, puk)
	case 3:
		return harS("pin", "email", "The safe in the comms cupboard opens with "+pin+". The spare YubiKeys are in the top drawer.", pin)
	case 4:
		return harS("pin", "chat", harChat(harName(), "Windows Hello PIN on the kiosk laptop is "+pin), pin)
	case 5:
		return harS("pin", "chat-fr", harChat(harName(), "le code de la porte du local technique : "+pin), pin)
	case 6:
		return harS("pin", "notes", "iDRAC virtual console unlock PIN "+pin+"; key cabinet PIN same as last year", pin)
	default:
		return harS("pin", "chat-de", harChat(harName(), "Türcode Serverraum: "+pin), pin)
	}
}

func harPick4() int { return []int{4, 4, 5, 6}[rng.IntN(4)] }

func harTOTPSample() Sample {
	s := harTOTP()
	acct := harPick("Contoso:admin@contoso.com", "AWS:root", "GitHub:ops-bot", "Fabrikam%20VPN:jdoe")
	switch harCycle(4) {
	case 0:
		return harS("totp-seed", "url", "otpauth://totp/"+acct+"?secret="+s+"&issuer="+strings.Split(acct, ":")[0]+"&digits=6", s)
	case 1:
		return harS("totp-seed", "chat", harChat(harName(), "MFA seed for the shared break-glass account (add it to your authenticator): "+s), s)
	case 2:
		spaced := ""
		for i := 0; i < len(s); i += 4 {
			end := min(i+4, len(s))
			spaced += s[i:end]
			if end < len(s) {
				spaced += " "
			}
		}
		return harS("totp-seed", "notes", "Can't scan the QR? Enter this key manually:\n"+strings.ToLower(spaced), strings.ToLower(spaced))
	default:
		return harS("totp-seed", "powershell", "$secret = '"+s+"'\n$code = Get-TotpCode -Secret $secret\nWrite-Host \"Current code: $code\"", s)
	}
}

func harRecovery() Sample {
	n := harNum(4, 8)
	codes := make([]string, n)
	form := rng.IntN(2)
	for i := range codes {
		switch form {
		case 0:
			codes[i] = harRnd(lower+digits, 5) + "-" + harRnd(lower+digits, 5)
		default:
			codes[i] = harDigits(4) + " " + harRnd(digits, 4)
		}
	}
	head := harPick("GitHub recovery codes for ops-bot", "Microsoft account backup codes", "Break-glass admin MFA backup codes", "Okta recovery codes (admin)")
	switch harCycle(2) {
	case 0:
		return harS("recovery-codes", "notes", head+"\n"+strings.Join(codes, "\n")+"\nEach code can be used once.", codes...)
	default:
		return harS("recovery-codes", "chat", harChat(harName(), head+": "+strings.Join(codes, ", ")), codes...)
	}
}

func harADAccount() Sample {
	u := harDomUser()
	p := harPw()
	switch harCycle(6) {
	case 0:
		return harS("ad-account", "powershell", "New-ADUser -Name 'svc_ssis' -SamAccountName svc_ssis -Path 'OU=Service Accounts,DC=corp,DC=local' -AccountPassword (ConvertTo-SecureString '"+p+"' -AsPlainText -Force) -Enabled $true -PasswordNeverExpires $true", p)
	case 1:
		return harS("ad-account", "powershell", "Set-ADAccountPassword -Identity "+harUser()+" -Reset -NewPassword (ConvertTo-SecureString -AsPlainText \""+p+"\" -Force)", p)
	case 2:
		return harS("ad-account", "cmd", "net user "+harUser()+" "+p+" /add /domain\nnet group \"Domain Admins\" "+harUser()+" /add /domain", p)
	case 3:
		k := "Password never expires is ticked — audit finding " + harTicket() + "."
		return harK("ad-account", "notes", "Service account "+u+"\nSPN: MSSQLSvc/"+strings.ToLower(harHost())+".corp.local:1433\nPassword: "+p+"\n"+k, []string{k}, p)
	case 4:
		return harS("ad-account", "chat", harChat(harName(), u+" pw is "+p+" — it runs the scheduled tasks on "+harHost()), p)
	default:
		return harS("ad-account", "cmd", "sc.exe config \"MSSQLSERVER\" obj= \""+u+"\" password= \""+p+"\"", p)
	}
}

func harCredMan() Sample {
	p := harPw()
	h := strings.ToLower(harHost())
	switch harCycle(4) {
	case 0:
		return harS("credential-manager", "cmd", "cmdkey /add:"+h+" /user:"+harDomUser()+" /pass:"+p, p)
	case 1:
		return harS("credential-manager", "notes", "Credential Manager → Windows Credentials → TERMSRV/"+h+"\n  User name: "+harDomUser()+"\n  Password: "+p, p)
	case 2:
		return harS("credential-manager", "cmd", "net use Z: \\\\"+h+"\\finance /user:"+harDomUser()+" "+p+" /persistent:yes", p)
	default:
		return harS("credential-manager", "powershell", "New-StoredCredential -Target 'git:https://dev.azure.com' -UserName build -Password '"+p+"' -Persist LocalMachine", p)
	}
}

func harExchangeSP() Sample {
	p := harPw()
	switch harCycle(5) {
	case 0:
		return harS("exchange", "powershell", "New-Mailbox -Name 'Shared Scanner' -UserPrincipalName scanner@contoso.com -Password (ConvertTo-SecureString -String '"+p+"' -AsPlainText -Force) -ResetPasswordOnNextLogon $false", p)
	case 1:
		return harS("sharepoint", "powershell", "$passphrase = ConvertTo-SecureString '"+p+"' -AsPlainText -Force\nNew-SPConfigurationDatabase -DatabaseName SP_Config -DatabaseServer "+harHost()+" -Passphrase $passphrase -FarmCredentials $farmCred", p)
	case 2:
		return harS("sharepoint", "notes", "SharePoint farm passphrase (needed to join new servers): "+p+"\nFarm account: "+harDomUser(), p)
	case 3:
		return harS("exchange", "chat", harChat(harName(), "Exchange admin center: exadmin@contoso.com / "+p+" until we move it to PIM"), p)
	default:
		return harS("exchange", "smtp-relay", "Send-MailMessage -SmtpServer "+strings.ToLower(harHost())+".corp.local -Port 587 -UseSsl -Credential (New-Object PSCredential('relay@contoso.com', (ConvertTo-SecureString '"+p+"' -AsPlainText -Force))) -To ops@contoso.com -Subject test", p)
	}
}
