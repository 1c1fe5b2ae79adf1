package main

import "strings"

// Passwords and codes written in prose: Outlook mails, Teams chats, tickets, notes, in English,
// German, French, Spanish, Dutch and Japanese.

func hafProseGens() []hafGen {
	return []hafGen{
		{36, hafPwProse},
		{18, hafWifiPin},
		{14, hafRecovery},
		{12, hafPwTicket},
	}
}

func hafPwProse() Sample {
	p := hafAnyPw()
	n := hafFirstName()
	h := hafHost()
	sys := hafP([]string{"Veeam console", "Zabbix frontend", "PRTG", "the SAP router", "ServiceNow MID server", "the Confluence admin",
		"the Intune test device", "our Salesforce sandbox", "the Jira service account", "the AS/400 console", "Nagios", "the HP MFP"})
	switch hafCyc("hafPwProse#0", 26) {
	case 0:
		return hafSec("password-prose", "chat", hafF("pw for %s is %s", sys, p), p)
	case 1:
		return hafSec("password-prose", "chat", hafF("the password is %s, case sensitive", p), p)
	case 2:
		return hafSec("password-prose", "teams-de", hafF("Das Passwort für %s lautet %s – bitte nicht weitergeben.", sys, p), p)
	case 3:
		return hafSec("password-prose", "teams-de", hafF("@%s das neue Kennwort ist %s, gilt ab Montag", n, p), p)
	case 4:
		return hafSec("password-prose", "mail-de", hafF("Hallo %s,\n\nwie besprochen das Initialkennwort für deinen Account: %s\nBitte bei der ersten Anmeldung ändern.\n\nViele Grüße\n%s", n, p, hafName()), p)
	case 5:
		return hafSec("password-prose", "mail-fr", hafF("Bonjour %s,\n\nVoici le mot de passe provisoire : %s\nIl faudra le changer à la première connexion.\n\nBien à vous,\n%s", n, p, hafName()), p)
	case 6:
		return hafSec("password-prose", "chat-fr", hafF("le mot de passe de %s c'est « %s »", sys, p), p)
	case 7:
		return hafSec("password-prose", "mail-es", hafF("Hola %s:\n\nTu contraseña temporal es %s. Caduca en 24 horas.\n\nUn saludo,\nSoporte TI", n, p), p)
	case 8:
		return hafSec("password-prose", "chat-es", hafF("la clave de %s es %s, la cambié ayer", sys, p), p)
	case 9:
		return hafSec("password-prose", "mail-nl", hafF("Beste %s,\n\nHet tijdelijke wachtwoord is %s\nWijzig het bij de eerste keer inloggen.\n\nMet vriendelijke groet,\nServicedesk", n, p), p)
	case 10:
		return hafSec("password-prose", "chat-nl", hafF("ww van %s is nu %s", sys, p), p)
	case 11:
		return hafSec("password-prose", "chat-ja", hafF("%sのパスワードは「%s」です。", sys, p), p)
	case 12:
		return hafSec("password-prose", "mail-ja", hafF("%sさん\n\nお疲れ様です。仮パスワードをお送りします。\nパスワード：%s\n初回ログイン時に変更してください。\n\n情報システム部", n, p), p)
	case 13:
		return hafSec("password-prose", "chat", hafF("I reset %s's password to %s, told her to change it", n, p), p)
	case 14:
		return hafSec("password-prose", "chat", hafF("passwd: %s", p), p)
	case 15:
		return hafSec("password-prose", "note", hafF("remember: %s admin pw changed to %s on %s", h, p, hafDate()), p)
	case 16:
		return hafSec("password-prose", "chat", hafF("try %s — that's what we set during the migration", p), p)
	case 17:
		return hafSec("password-prose", "mail", hafF("Subject: RE: locked out\n\n%s,\nunlocked your account and set the password to %s. MFA is unchanged.\n-- %s, IT", n, p, hafName()), p)
	case 18:
		return hafSec("password-prose", "teams", hafF("[%s] %s: local admin on the kiosk PCs is %s\n[%s] %s: thx", hafTime()[:5], hafName(), p, hafTime()[:5], hafName()), p)
	case 19:
		return hafSec("password-prose", "note", hafF("Veeam backup encryption password: %s (also in the red folder in the safe)", p), p)
	case 20:
		return hafSec("password-prose", "chat-de", hafF("pw ist %s, Groß/Kleinschreibung beachten", p), p)
	case 21:
		return hafSec("password-prose", "chat", hafF("The 7-Zip archive with the HR export is protected with %s", p), p)
	case 22:
		return hafSec("password-prose", "chat-fr", hafF("mdp: %s", p), p)
	case 23:
		return hafSec("password-prose", "mail-de", hafF("Das ZIP mit den Gehaltsdaten ist mit dem Passwort %s verschlüsselt. Das Passwort schicke ich normalerweise per SMS, heute ausnahmsweise so.", p), p)
	case 24:
		s := hafSec("password-prose", "notes", hafF("Meeting notes %s\n- SAP upgrade moved to week %d\n- DDIC password reset to %s by %s\n- next sync Thursday", hafDate(), hafN(10, 50), p, n), p)
		return hafKeep(s, "- next sync Thursday")
	default:
		lp := hafRandPw(14)
		return hafSec("password-prose", "chat", hafF("%s's LAPS password for %s came out as %s", n, strings.ToUpper(hafP(hafHosts)), lp), lp)
	}
}

func hafWifiPin() Sample {
	ssid := hafP([]string{"CORP-GUEST", "Nordwerk-Gast", "ACME_Visitors", "Tokai-Guest", "Besprechung-3OG", "SalleReunion", "Invitados-MAD", "Lab-IoT"})
	switch hafCyc("hafWifiPin#0", 12) {
	case 0:
		p := hafHumanPw()
		return hafSec("wifi", "chat", hafF("wifi %s pw %s", ssid, p), p)
	case 1:
		p := hafHumanPw()
		return hafSec("wifi", "note-de", hafF("WLAN: %s\nSchlüssel: %s\n(gilt bis Ende %s)", ssid, p, hafP([]string{"Mai", "Juni", "Juli", "Oktober"})), p)
	case 2:
		p := hafRandPw(16)
		return hafSec("wifi", "xml", hafF("<WLANProfile xmlns=\"http://www.microsoft.com/networking/WLAN/profile/v1\">\n  <name>%s</name>\n  <MSM><security>\n    <authEncryption><authentication>WPA2PSK</authentication><encryption>AES</encryption></authEncryption>\n    <sharedKey><keyType>passPhrase</keyType><protected>false</protected><keyMaterial>%s</keyMaterial></sharedKey>\n  </security></MSM>\n</WLANProfile>", ssid, p), p)
	case 3:
		p := hafHumanPw()
		return hafSec("wifi", "chat-fr", hafF("le code wifi de la salle de réunion : %s", p), p)
	case 4:
		p := hafHumanPw()
		return hafSec("wifi", "chat-ja", hafF("ゲストWi-Fi（%s）のパスワードは %s です", ssid, p), p)
	case 5:
		pin := hafF("%04d", hafN(0, 9999))
		return hafSec("pin", "chat", hafF("door code for the server room is %s#", pin), pin)
	case 6:
		pin := hafF("%06d", hafN(0, 999999))
		return hafSec("pin", "note-de", hafF("Tresor 2. OG: Code %s, Schlüssel für Rack B liegt drin", pin), pin)
	case 7:
		pin := hafF("%d", hafN(1000, 99999))
		return hafSec("pin", "chat", hafF("printer release PIN for the finance MFP is %s (shared)", pin), pin)
	case 8:
		pin := hafF("%04d", hafN(0, 9999))
		return hafSec("pin", "chat-nl", hafF("pincode van de telefoon van de piketdienst: %s", pin), pin)
	case 9:
		pin := hafF("%d%d%d%d%d%d", hafN(0, 9), hafN(0, 9), hafN(0, 9), hafN(0, 9), hafN(0, 9), hafN(0, 9))
		return hafSec("pin", "chat-es", hafF("el PIN de la SIM del router LTE es %s", pin[:4]), pin[:4])
	case 10:
		pin := hafF("%06d", hafN(0, 999999))
		return hafSec("pin", "note", hafF("Alarm system (building %s): disarm code %s, call security after", hafP([]string{"A", "B", "C"}), pin), pin)
	default:
		p := hafRandPw(hafN(10, 24))
		return hafSec("wifi", "shell", hafF("C:\\> netsh wlan show profile name=\"%s\" key=clear\n...\nSecurity settings\n-------------------\n    Authentication         : WPA2-Personal\n    Cipher                 : CCMP\n    Security key           : Present\n    Key Content            : %s", ssid, p), p)
	}
}

func hafRecovery() Sample {
	switch hafCyc("hafRecovery#0", 8) {
	case 0:
		k := hafBitLocker()
		return hafSec("recovery", "ticket", hafF("User can't boot (BitLocker prompt). Recovery key ID %s, recovery key %s — read out over the phone.", strings.ToUpper(hafR(hexs, 8)), k), k)
	case 1:
		k := hafBitLocker()
		return hafSec("recovery", "teams-de", hafF("BitLocker-Wiederherstellungsschlüssel für %s: %s", strings.ToUpper(hafP(hafHosts)), k), k)
	case 2:
		seed := hafTOTP()
		return hafSec("totp", "note", hafF("Okta MFA for the shared break-glass account: TOTP secret %s (add to the second phone too)", seed), seed)
	case 3:
		seed := hafTOTP()
		uri := "otpauth://totp/" + hafP([]string{"Okta", "Microsoft", "Salesforce", "Atlassian"}) + ":" + hafEmail() + "?secret=" + seed + "&issuer=IT"
		return hafSec("totp", "chat", hafF("scan this or paste it into the authenticator: %s", uri), seed)
	case 4:
		var codes []string
		for i := 0; i < hafN(4, 8); i++ {
			codes = append(codes, hafR("abcdef0123456789", 5)+"-"+hafR("abcdef0123456789", 5))
		}
		return hafSec("recovery", "note", "Recovery codes (GitHub org owner)\n"+strings.Join(codes, "\n"), codes...)
	case 5:
		code := hafR("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 25)
		code = code[:5] + "-" + code[5:10] + "-" + code[10:15] + "-" + code[15:20] + "-" + code[20:]
		return hafSec("recovery", "mail-fr", hafF("Code de récupération du compte Microsoft de la boîte partagée : %s", code), code)
	case 6:
		var codes []string
		for i := 0; i < 5; i++ {
			codes = append(codes, hafR(digits, 8))
		}
		return hafSec("recovery", "note-ja", "バックアップコード（管理者アカウント）:\n"+strings.Join(codes, "  "), codes...)
	default:
		seed := strings.ToLower(hafTOTP())
		sp := seed[:4] + " " + seed[4:8] + " " + seed[8:12] + " " + seed[12:16]
		return hafSec("totp", "chat-es", hafF("la clave de configuración del 2FA es %s", sp), sp)
	}
}

func hafPwTicket() Sample {
	p := hafAnyPw()
	inc := hafF("INC%07d", hafN(1000000, 9999999))
	switch hafCyc("hafPwTicket#0", 6) {
	case 0:
		s := hafSec("password-prose", "servicenow", hafF("Number: %s\nShort description: Scanner cannot save to share\nWork notes: changed the SMB password of svc_scan to %s on the MFP and in AD. Resolved.\nAssignment group: EUC-%s", inc, p, hafP(hafCities)), p)
		return hafKeep(s, "Short description: Scanner cannot save to share")
	case 1:
		return hafSec("password-prose", "jira", hafF("*Steps to reproduce*\n# log in as test.user with password {{%s}}\n# open the Approvals tab\n# click Approve\n*Expected*: no error", p), p)
	case 2:
		return hafSec("password-prose", "servicenow", hafF("%s – caller says the password %s no longer works on the Citrix portal since this morning", inc, p), p)
	case 3:
		return hafSec("password-prose", "confluence", hafF("h2. Emergency access\nIf Entra ID is down, use the local account *emergency-adm* (password: %s) on the jump host.", p), p)
	case 4:
		return hafSec("password-prose", "jira-de", hafF("Kunde meldet: Login mit Kennwort „%s“ schlägt am Webportal fehl. Bitte prüfen.", p), p)
	default:
		return hafSec("password-prose", "servicenow-nl", hafF("%s: wachtwoord van de gedeelde mailbox teruggezet naar %s, gebruiker geïnformeerd", inc, p), p)
	}
}
