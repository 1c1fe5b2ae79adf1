package main

import "strings"

// Traps of an enterprise admin's day: tenant and object ids, SIDs, GUIDs, redacted licence keys,
// asset tags, SAP transaction codes, KB and change numbers, certificate thumbprints, talk about
// passwords, placeholders, menu paths and login lines with no password in them.

func hafTrapGens() []hafGen {
	return []hafGen{
		{14, hafTrapTenant},
		{8, hafTrapSID},
		{10, hafTrapGUIDs},
		{8, hafTrapLicense},
		{12, hafTrapAsset},
		{12, hafTrapSAP},
		{12, hafTrapKB},
		{12, hafTrapChange},
		{14, hafTrapThumb},
		{20, hafTrapPolicy},
		{16, hafTrapPlaceholder},
		{14, hafTrapMenu},
		{16, hafTrapLoginNoPw},
	}
}

func hafTrapTenant() Sample {
	t, o, a := hafGUID(), hafGUID(), hafGUID()
	switch hafCyc("hafTrapTenant#0", 7) {
	case 0:
		return hafTrap("tenant-id", "chat", hafF("tenant id is %s, the app registration's client id %s", t, a))
	case 1:
		return hafTrap("object-id", "note", hafF("Entra group SG-Intune-Pilot\nObject ID: %s\nMembership type: Dynamic\nRule: (user.department -eq \"%s\")", o, hafP([]string{"Finance", "Logistik", "Ventes", "Compras"})))
	case 2:
		return hafTrap("tenant-id", "powershell", hafF("PS> Get-MgOrganization | Select Id, DisplayName\n\nId                                   DisplayName\n--                                   -----------\n%s %s", t, hafP([]string{"Nordwerk GmbH", "Contoso Ltd", "ACME Industries SAS", "Tokai Seiki K.K."})))
	case 3:
		return hafTrap("tenant-id", "teams-de", hafF("Die Tenant-ID für den Support-Case bei Microsoft ist %s, Case-Nummer %d.", t, hafN(2400000000000000, 2499999999999999)))
	case 4:
		return hafTrap("object-id", "json", hafF("{\n  \"@odata.type\": \"#microsoft.graph.user\",\n  \"id\": \"%s\",\n  \"userPrincipalName\": \"%s\",\n  \"accountEnabled\": true\n}", o, hafEmail()))
	case 5:
		return hafTrap("tenant-id", "url", hafF("https://login.microsoftonline.com/%s/oauth2/v2.0/authorize?client_id=%s&response_type=code&scope=openid", t, a))
	default:
		return hafTrap("object-id", "chat-ja", hafF("Intune のデバイス ID は %s です。Entra のオブジェクト ID (%s) とは別物なので注意。", o, a))
	}
}

func hafTrapSID() Sample {
	sid := hafSID()
	switch hafCyc("hafTrapSID#0", 4) {
	case 0:
		return hafTrap("sid", "shell", hafF("C:\\> whoami /user\n\nUSER INFORMATION\n----------------\n\nUser Name        SID\n================ ==============================================\n%s\\%s %s", strings.ToLower(hafP(hafDomains)), strings.ToLower(hafP(hafFirst)), sid))
	case 1:
		return hafTrap("sid", "reg", hafF("[HKEY_USERS\\%s\\Software\\Microsoft\\Office\\16.0\\Outlook\\Profiles]", sid))
	case 2:
		return hafTrap("sid", "log", hafF("An account was successfully logged on.\nSecurity ID:\t\t%s\nAccount Name:\t\t%s\nLogon Type:\t\t%d\nLogon ID:\t\t0x%s", sid, hafP(hafSvcUsers), hafP([]int{2, 3, 5, 10}), strings.ToUpper(hafR(hexs, 6))))
	default:
		return hafTrap("sid", "chat", hafF("orphaned SID %s is still in the ACL of \\\\%s\\Finance, can I remove it?", sid, hafP(hafHosts)))
	}
}

func hafTrapGUIDs() Sample {
	g := hafGUIDUp()
	switch hafCyc("hafTrapGUIDs#0", 5) {
	case 0:
		return hafTrap("guid", "reg", hafF("[HKEY_CLASSES_ROOT\\CLSID\\{%s}\\InprocServer32]\n@=\"C:\\\\Program Files\\\\Vendor\\\\addin.dll\"\n\"ThreadingModel\"=\"Apartment\"", g))
	case 1:
		return hafTrap("guid", "path", hafF("\\\\%s.local\\SYSVOL\\%s.local\\Policies\\{%s}\\Machine\\Preferences\\Printers\\Printers.xml", strings.ToLower(hafP(hafDomains)), strings.ToLower(hafP(hafDomains)), g))
	case 2:
		return hafTrap("guid", "xml", hafF("<Printers clsid=\"{1F577D12-3D1B-471e-A1B7-060317597B9C}\"><SharedPrinter clsid=\"{9A5E9697-9095-436d-A0EE-4D128FDFBCE5}\" name=\"FIN-MFP\" uid=\"{%s}\"><Properties action=\"U\" path=\"\\\\%s\\FIN-MFP\" default=\"1\"/></SharedPrinter></Printers>", g, hafP(hafHosts)))
	case 3:
		return hafTrap("guid", "msi", hafF("msiexec /x {%s} /qn /norestart /l*v C:\\Temp\\uninstall.log", g))
	default:
		return hafTrap("guid", "chat", hafF("GPO \"%s\" has GUID {%s}, linked to OU=Clients,OU=%s", hafP([]string{"C - Edge Baseline", "U - Drive Mappings", "C - BitLocker", "C - Defender ASR"}), g, hafP(hafCities)))
	}
}

func hafTrapLicense() Sample {
	tail := hafR("BCDFGHJKMPQRTVWXY2346789", 5)
	switch hafCyc("hafTrapLicense#0", 4) {
	case 0:
		return hafTrap("license-redacted", "shell", hafF("C:\\> cscript slmgr.vbs /dli\nName: Windows(R), ServerStandard edition\nDescription: Windows(R) Operating System, VOLUME_KMSCLIENT channel\nPartial Product Key: %s\nLicense Status: Licensed", tail))
	case 1:
		return hafTrap("license-redacted", "chat", hafF("Office key on that laptop ends in %s (XXXXX-XXXXX-XXXXX-XXXXX-%s), matches the invoice", tail, tail))
	case 2:
		return hafTrap("license-redacted", "note-de", hafF("Veeam-Lizenz: Instanzen %d, Ablauf %s, Support-ID %d, Lizenzdatei im Kundenportal", hafN(50, 500), hafDate(), hafN(10000000, 99999999)))
	default:
		return hafTrap("license-redacted", "csv", hafF("Product,Seats,Key,Renewal\nMicrosoft 365 E3,%d,(tenant-based),%s\nVisio Plan 2,%d,(tenant-based),%s\nAcrobat Pro,%d,****-****-****-%s,%s", hafN(100, 3000), hafDate(), hafN(5, 50), hafDate(), hafN(10, 200), hafR(digits, 4), hafDate()))
	}
}

func hafTrapAsset() Sample {
	tag := hafF("%s-%s-%05d", hafP([]string{"NB", "PC", "MFP", "SRV", "MON"}), hafP([]string{"FRA", "LYO", "MAD", "UTR", "OSA"}), hafN(1, 99999))
	serial := strings.ToUpper(hafR(upper+digits, 10))
	switch hafCyc("hafTrapAsset#0", 4) {
	case 0:
		return hafTrap("asset-tag", "csv", hafF("AssetTag,Serial,Model,User,Location\n%s,%s,Latitude 5440,%s,%s\n%s,%s,ThinkPad T14 Gen 4,%s,%s", tag, serial, hafName(), hafP(hafCities), tag+"A", strings.ToUpper(hafR(upper+digits, 10)), hafName(), hafP(hafCities)))
	case 1:
		return hafTrap("asset-tag", "ticket", hafF("Device %s (S/N %s) returned by %s, reimage with Autopilot profile \"Standard-DE\".", tag, serial, hafName()))
	case 2:
		return hafTrap("asset-tag", "chat-es", hafF("el portátil con etiqueta %s y número de serie %s tiene la pantalla rota", tag, serial))
	default:
		return hafTrap("asset-tag", "note", hafF("Intune hardware hash upload for %s done; group tag CORP-%s; Autopilot device id %s", serial, strings.ToUpper(hafP(hafCities))[:3], hafGUID()))
	}
}

func hafTrapSAP() Sample {
	tc := hafP([]string{"SM59", "SU01", "PFCG", "ST22", "SM21", "SM37", "SE16N", "STMS", "SU53", "SCC4", "RZ10", "SMICM", "ME21N", "VA01", "FB03"})
	note := hafF("%d", hafN(1000000, 3500000))
	switch hafCyc("hafTrapSAP#0", 5) {
	case 0:
		return hafTrap("sap", "chat", hafF("check %s for the dump, then %s for the user's roles", "ST22", tc))
	case 1:
		return hafTrap("sap", "teams-de", hafF("Bitte SAP-Hinweis %s einspielen (SNOTE), betrifft Transaktion %s. Transportauftrag %sK9%05d.", note, tc, hafP([]string{"PRD", "DEV", "ERD"}), hafN(0, 99999)))
	case 2:
		return hafTrap("sap", "note", hafF("SAP Logon Pad entry: %s – Application server %s, instance %02d, system ID %s, SAProuter /H/%s/S/3299/H/", hafP([]string{"ERP Produktion", "BW QAS", "S/4 Sandbox"}), hafHost(), hafN(0, 10), hafP([]string{"PRD", "QAS", "BWP", "S4D"}), hafIP()))
	case 3:
		return hafTrap("sap", "mail-fr", hafF("Bonjour,\nle job %s a échoué cette nuit (voir %s), le log indique un problème d'autorisation : lancer %s avec l'utilisateur concerné.\nCordialement", hafP([]string{"Z_FI_CLOSE", "ZMM_STOCK_EXPORT", "Z_BW_DELTA"}), "SM37", "SU53"))
	default:
		return hafTrap("sap", "chat-ja", hafF("トランザクション %s でユーザー %s のロールを確認してください（SAPノート %s 参照）。", tc, hafP([]string{"TANAKA_K", "SUZUKI_Y", "BATCH_USR"}), note))
	}
}

func hafTrapKB() Sample {
	kb := hafF("KB%d", hafN(5000000, 5049999))
	switch hafCyc("hafTrapKB#0", 4) {
	case 0:
		return hafTrap("kb", "chat", hafF("%s breaks the printing on the RDS hosts, hold it in WSUS until %s", kb, hafDate()))
	case 1:
		return hafTrap("kb", "powershell", hafF("PS C:\\> Get-HotFix -Id %s -ComputerName %s\n\nSource        Description      HotFixID      InstalledBy          InstalledOn\n------        -----------      --------      -----------          -----------\n%s  Security Update  %s     NT AUTHORITY\\SYSTEM  %s", kb, strings.ToUpper(hafP(hafHosts)), strings.ToUpper(hafP(hafHosts)), kb, hafDate()))
	case 2:
		return hafTrap("kb", "teams-nl", hafF("%s is uitgerold naar ring 2, ring 3 volgt na de change op donderdag.", kb))
	default:
		return hafTrap("kb", "note", hafF("Patch Tuesday %s: %s (cumulative), %s (.NET), CVE-2024-%d rated critical", hafDate(), kb, hafF("KB%d", hafN(5030000, 5049999)), hafN(20000, 49999)))
	}
}

func hafTrapChange() Sample {
	chg := hafF("CHG%07d", hafN(1000000, 9999999))
	inc := hafF("INC%07d", hafN(1000000, 9999999))
	switch hafCyc("hafTrapChange#0", 5) {
	case 0:
		return hafTrap("ticket", "servicenow", hafF("Number: %s\nState: Scheduled\nShort description: Rotate the SMTP relay service account password\nPlanned start: %s 20:00\nRelated incident: %s", chg, hafDate(), inc))
	case 1:
		return hafTrap("ticket", "chat", hafF("%s approved by CAB, %s can be closed after the reboot", chg, inc))
	case 2:
		return hafTrap("ticket", "jira", hafF("ITSM-%d: migrate scan-to-folder from SMB1 to SMB3 (blocked by %s)", hafN(100, 9999), chg))
	case 3:
		return hafTrap("ticket", "mail-es", hafF("Asunto: %s – cambio de contraseña de cuentas de servicio\n\nSe realizará el %s a las 22:00. No se requiere acción por parte de los usuarios.", chg, hafDate()))
	default:
		return hafTrap("ticket", "teams-de", hafF("%s: Passwortwechsel für svc_backup ist durch, Jobs laufen wieder. Ticket %s kann zu.", chg, inc))
	}
}

func hafTrapThumb() Sample {
	th := hafThumb()
	switch hafCyc("hafTrapThumb#0", 6) {
	case 0:
		return hafTrap("thumbprint", "powershell", hafF("PS Cert:\\LocalMachine\\My> Get-ChildItem\n\nThumbprint                                Subject\n----------                                -------\n%s  CN=%s", th, hafHost()))
	case 1:
		return hafTrap("thumbprint", "chat", hafF("ADFS token signing cert thumbprint is %s, expires %s", th, hafDate()))
	case 2:
		return hafTrap("thumbprint", "xml", hafF("<add key=\"CertificateThumbprint\" value=\"%s\" />", th))
	case 3:
		return hafTrap("thumbprint", "shell", hafF("netsh http add sslcert ipport=0.0.0.0:443 certhash=%s appid={%s}", strings.ToLower(th), hafGUIDUp()))
	case 4:
		return hafTrap("thumbprint", "teams-de", hafF("Der Fingerabdruck des neuen Zertifikats für %s lautet %s (SHA1), bitte im Load Balancer prüfen.", hafHost(), th))
	default:
		return hafTrap("thumbprint", "powershell", hafF("Connect-ExchangeOnline -AppId %s -CertificateThumbprint %s -Organization %s.onmicrosoft.com", hafGUID(), th, strings.ToLower(hafP(hafDomains))))
	}
}

func hafTrapPolicy() Sample {
	n := hafN(10, 16)
	switch hafCyc("hafTrapPolicy#0", 10) {
	case 0:
		return hafTrap("password-talk", "chat", hafF("the password policy requires %d characters and no reuse of the last 24", n))
	case 1:
		return hafTrap("password-talk", "teams-de", hafF("Ab %s gilt: Kennwörter mindestens %d Zeichen, Ablauf nach 365 Tagen, MFA Pflicht.", hafDate(), n))
	case 2:
		return hafTrap("password-talk", "mail-fr", hafF("Bonjour à tous,\n\nvotre mot de passe expire dans %d jours. Pour le changer : Ctrl+Alt+Suppr > Modifier un mot de passe.\n\nLe service informatique", hafN(3, 14)))
	case 3:
		return hafTrap("password-talk", "chat-es", hafF("¿alguien sabe dónde se cambia la contraseña del correo en el %s? me la pide cada %s", hafP([]string{"móvil", "iPad", "portátil"}), hafP([]string{"hora", "mañana", "rato"})))
	case 4:
		return hafTrap("password-talk", "chat-nl", hafF("wachtwoordbeleid aangepast: minimaal %d tekens, geen verloopdatum meer volgens NIST", n))
	case 5:
		return hafTrap("password-talk", "chat-ja", hafF("パスワードは%d文字以上で、%s必要があります（%d日ごとに変更）。", n, hafP([]string{"英大文字・数字・記号を含める", "英数字を組み合わせる", "過去5世代と異なる"}), hafP([]int{90, 180, 365})))
	case 6:
		return hafTrap("password-talk", "ticket", hafF("User forgot password, identity verified via callback to the number in Workday, SSPR link sent. %s", hafF("INC%07d", hafN(1000000, 9999999))))
	case 7:
		return hafTrap("password-talk", "powershell", hafF("Set-ADDefaultDomainPasswordPolicy -Identity %s.local -MinPasswordLength %d -LockoutThreshold 10 -ComplexityEnabled $true", strings.ToLower(hafP(hafDomains)), n))
	case 8:
		return hafTrap("password-talk", "notes", hafF("Retro %s:\n- %d password reset calls on Monday mornings\n- idea: push SSPR registration via Intune\n- LAPS rollout to %s PCs still open", hafDate(), hafN(20, 90), hafP(hafCities)))
	default:
		return hafTrap("password-talk", "chat", hafF("%s's password expired while she was on leave, she can reset it herself at aka.ms/sspr", hafFirstName()))
	}
}

func hafTrapPlaceholder() Sample {
	ph := hafP([]string{"<your-token>", "<PASSWORD>", "changeme", "xxxx", "********", "YOUR_API_KEY_HERE", "{{ client_secret }}",
		"<redacted>", "REPLACE_ME", "***", "${DB_PASSWORD}", "%SQLPASS%", "<insert secret>", "[REDACTED]", "..."})
	switch hafCyc("hafTrapPlaceholder#0", 7) {
	case 0:
		return hafTrap("placeholder", "env", hafF("# copy to .env and fill in\n%s_URL=https://example.%s\n%s_API_TOKEN=%s", hafP([]string{"OKTA", "SNOW", "JIRA", "ZABBIX", "PRTG"}), hafP([]string{"okta.com", "service-now.com", "atlassian.net", "local"}), hafP([]string{"OKTA", "SNOW", "JIRA", "ZABBIX", "PRTG"}), ph))
	case 1:
		return hafTrap("placeholder", "readme", hafF("## Setup\n\n1. Create an app registration in Entra ID.\n2. Put the client secret in `appsettings.json` as `\"ClientSecret\": \"%s\"`.\n3. Never commit the real value.", ph))
	case 2:
		return hafTrap("placeholder", "yaml", hafF("smtp:\n  host: smtp.office365.com\n  user: scanner@example.com\n  password: %s", ph))
	case 3:
		return hafTrap("placeholder", "shell", hafF("docker login -u <user> -p %s registry.example.com", ph))
	case 4:
		return hafTrap("placeholder", "chat", hafF("the default for the %s is literally \"%s\" in the vendor docs, we changed it at install", hafP([]string{"PDU", "UPS card", "iLO", "MFP web UI"}), hafP([]string{"changeme", "<PASSWORD>", "xxxx", "REPLACE_ME"})))
	case 5:
		return hafTrap("placeholder", "log", hafF("%sT%s INFO connecting to sql-erp-02 user=svc_sql password=%s", hafDate(), hafTime(), hafP([]string{"********", "<redacted>", "***", "[REDACTED]"})))
	default:
		return hafTrap("placeholder", "ini", hafF("[ODBC]\nDSN=ERP_PROD\nUID=<user>\nPWD=%s", ph))
	}
}

func hafTrapMenu() Sample {
	area := hafP([]string{"Security", "Authentication", "Sign-in", "Users", "Password reset", "Directory sync"})
	switch hafCyc("hafTrapMenu#0", 7) {
	case 0:
		return hafTrap("menu-path", "chat", hafF("go to Admin / Settings / %s and untick \"%s\"", area, hafP([]string{"Allow basic auth", "Remember MFA", "Legacy TLS", "Self-service sign-up"})))
	case 1:
		return hafTrap("menu-path", "runbook", hafF("%d. Entra admin center > Identity > Users > All users > %s", hafN(1, 9), hafP([]string{"Per-user MFA", "Reset password", "Authentication methods", "Revoke sessions"})))
	case 2:
		return hafTrap("menu-path", "teams-de", hafF("Einstellungen / Konten / Anmeldeoptionen / %s – dort kann %s das selbst zurücksetzen.", hafP([]string{"Windows Hello PIN", "Sicherheitsschlüssel", "Kennwort"}), hafFirstName()))
	case 3:
		return hafTrap("menu-path", "chat", hafF("Jira: Administration / User management / Directories / %s – sync interval %d min", hafP([]string{"Okta", "Entra ID", "Active Directory"}), hafP([]int{15, 30, 60, 120})))
	case 4:
		return hafTrap("menu-path", "mail-fr", hafF("Paramètres > Comptes > Options de connexion > %s > Modifier", hafP([]string{"Mot de passe", "Code PIN (Windows Hello)", "Clé de sécurité"})))
	case 5:
		return hafTrap("menu-path", "chat-es", hafF("Configuración / Usuarios / %s / Restablecer contraseña", hafP([]string{"Administrador", "Invitados", "Sucursal " + hafP(hafCities)})))
	default:
		return hafTrap("menu-path", "note", hafF("ServiceNow: System Security / Users and Groups / %s → %s", hafP([]string{"Users", "Groups", "Roles"}), hafP([]string{"Set Password (UI action, admin only)", "Impersonate user", "Lock out"})))
	}
}

func hafTrapLoginNoPw() Sample {
	u := hafP(hafAdmins)
	switch hafCyc("hafTrapLoginNoPw#0", 9) {
	case 0:
		return hafTrap("login-no-password", "chat", hafF("login is %s / see KeePass entry \"%s\"", u, hafHost()))
	case 1:
		return hafTrap("login-no-password", "chat", hafF("%s login %s / MFA via Okta Verify", hafP([]string{"router", "firewall", "Salesforce"}), u))
	case 2:
		return hafTrap("login-no-password", "teams-de", hafF("Benutzer %s / Kennwort steht im Passwortsafe (Ordner %s)", u, hafP([]string{"Infrastruktur", "Netzwerk", "SAP-Basis", "Drucker", hafP(hafCities)})))
	case 3:
		return hafTrap("login-no-password", "yaml", hafF("switch_core:\n  host: %s\n  login: %s / (from CyberArk)\n  enable: via TACACS", hafHost(), u))
	case 4:
		return hafTrap("login-no-password", "chat", hafF("user %s / role Global Reader, that's enough for the audit", hafEmail()))
	case 5:
		return hafTrap("login-no-password", "chat-fr", hafF("identifiant : %s — le mot de passe, demande à %s (pas par mail !)", u, hafFirstName()))
	case 6:
		return hafTrap("login-no-password", "note", hafF("%s — account %s, password rotated by CyberArk every 24h, checkout via PVWA", hafHost(), u))
	case 7:
		return hafTrap("login-no-password", "chat-nl", hafF("inloggen met je eigen account, niet meer met %s – dat account is uitgeschakeld", u))
	default:
		return hafTrap("login-no-password", "markdown", hafF("| Host | User | Password |\n|---|---|---|\n| %s | %s | vault: infra/%s |\n| %s | SSO | — |", hafHost(), u, hafP(hafHosts), hafHost()))
	}
}
