package main

import (
	"fmt"
	"strings"
)

// Tool output that shows a working credential in cleartext.
func hcoToolSecrets() []hcoGen {
	return []hcoGen{
		hcoCmeSpray, hcoCmeUserlist, hcoHydra, hcoMedusa, hcoLsaSecrets, hcoResponderClear,
		hcoMimiWdigest, hcoLazagne, hcoGPP, hcoNmapDefault, hcoMsfLogin, hcoKerbruteSpray,
		hcoTrufflehog, hcoGitleaks, hcoSqlmapDump, hcoLdapDesc, hcoRpcDesc, hcoBurpBasic,
		hcoCurlBearer, hcoRedisConf, hcoCiscoCfg,
	}
}

func hcoCmeSpray() Sample {
	d, ip, pw := hcoDom(), hcoIP(), hcoPw()
	u := hcoUser()
	tool := hcoPick("crackmapexec", "nxc", "cme")
	proto := hcoPick("smb", "smb", "winrm", "mssql")
	port := map[string]string{"smb": "445", "winrm": "5985", "mssql": "1433"}[proto]
	P := strings.ToUpper(proto)
	h1, h2 := hcoHost(), hcoHost()
	pre := ip[:strings.LastIndex(ip, ".")]
	ip2 := fmt.Sprintf("%s.%d", pre, 2+rng.IntN(250))
	q := hcoPick("'", "\"")
	t := fmt.Sprintf("$ %s %s %s.0/24 -u %s -p %s%s%s -d %s\n", tool, proto, pre, u, q, pw, q, strings.ToLower(d))
	t += fmt.Sprintf("%s         %s   %s   %s   [*] Windows Server %s Build %d x64 (name:%s) (domain:%s)\n", P, ip, port, h1, hcoPick("2016", "2019", "2022"), 14393+rng.IntN(6000), h1, strings.ToLower(d))
	t += fmt.Sprintf("%s         %s   %s   %s   [+] %s\\%s:%s\n", P, ip, port, h1, strings.ToLower(d), u, pw)
	t += fmt.Sprintf("%s         %s   %s   %s   [+] %s\\%s:%s (Pwn3d!)\n", P, ip2, port, h2, strings.ToLower(d), u, pw)
	if rng.IntN(2) == 0 {
		t = "local admin on " + h2 + " with the creds from the helpdesk share:\n\n" + t
	}
	return hcoS("domain-password", "tool-output", t, []string{pw}, u, h2)
}

func hcoCmeUserlist() Sample {
	d, ip, pw, h := strings.ToLower(hcoDom()), hcoIP(), hcoPw(), hcoHost()
	users := []string{hcoUser(), hcoUser(), hcoUser(), hcoUser()}
	win := rng.IntN(len(users))
	t := fmt.Sprintf("[%s] spray round %d, lockout threshold is %d so one attempt per window\n", hcoTime(), hcoN(2, 5), hcoN(5, 10))
	t += fmt.Sprintf("nxc ldap %s -u users.txt -p '%s' --continue-on-success\n", ip, pw)
	for i, u := range users {
		if i == win {
			t += fmt.Sprintf("LDAP        %s     389    %s            [+] %s\\%s:%s\n", ip, h, d, u, pw)
		} else {
			t += fmt.Sprintf("LDAP        %s     389    %s            [-] %s\\%s:%s STATUS_LOGON_FAILURE\n", ip, h, d, u, pw)
		}
	}
	return hcoS("domain-password", "tool-output", t, []string{pw}, users[win])
}

func hcoHydra() Sample {
	ip, pw := hcoIP(), hcoPw()
	svc := hcoPick("ssh", "ftp", "rdp", "mysql", "postgres", "vnc")
	port := map[string]string{"ssh": "22", "ftp": "21", "rdp": "3389", "mysql": "3306", "postgres": "5432", "vnc": "5900"}[svc]
	u := hcoPick("root", "admin", "backup", "deploy", "oracle", "pi", hcoUser())
	t := fmt.Sprintf("Hydra v9.%d (c) 2023 by van Hauser/THC & David Maciejak - Please do not use in military or secret service organizations, or for illegal purposes.\n\n", hcoN(1, 5))
	t += fmt.Sprintf("[DATA] max %d tasks per 1 server, overall %d tasks, %d login tries (l:1/p:%d)\n", hcoN(4, 16), hcoN(4, 16), hcoN(200, 14000), hcoN(200, 14000))
	t += fmt.Sprintf("[DATA] attacking %s://%s:%s/\n", svc, ip, port)
	t += fmt.Sprintf("[%s][%s] host: %s   login: %s   password: %s\n", port, svc, ip, u, pw)
	t += "1 of 1 target successfully completed, 1 valid password found\n"
	return hcoS("service-password", "tool-output", t, []string{pw}, ip)
}

func hcoMedusa() Sample {
	ip, pw := hcoIP(), hcoDefPw()
	u := hcoPick("admin", "root", "support", "operator", "manager")
	mod := hcoPick("ssh", "telnet", "ftp", "http")
	t := fmt.Sprintf("medusa -h %s -u %s -P defaults.lst -M %s -t 4\n", ip, u, mod)
	t += "Medusa v2.2 [http://www.foofus.net] (C) JoMo-Kun / Foofus Networks <jmk@foofus.net>\n\n"
	t += fmt.Sprintf("ACCOUNT CHECK: [%s] Host: %s (1 of 1, 0 complete) User: %s (1 of 1, 0 complete) Password: %s (%d of %d complete)\n", mod, ip, u, pw, hcoN(3, 40), hcoN(41, 90))
	t += fmt.Sprintf("ACCOUNT FOUND: [%s] Host: %s User: %s Password: %s [SUCCESS]\n", mod, ip, u, pw)
	return hcoS("default-credential", "tool-output", t, []string{pw}, ip)
}

func hcoLsaSecrets() Sample {
	d := hcoDom()
	u1, u2 := "kiosk"+rnd(digits, 2), pick(hcoSvc)
	p1, p2 := hcoPw(), hcoPw()
	svc := hcoPick("MSSQLSERVER", "SQLAgent$SQLEXPRESS", "VeeamBackupSvc", "ZabbixAgent", "SCCMAgent")
	h := hcoHost()
	t := fmt.Sprintf("impacket-secretsdump -k -no-pass %s/%s@%s\nImpacket v0.12.0 - Copyright Fortra, LLC and its affiliated companies\n\n", d, pick(hcoSvc), h)
	t += "[*] Target system bootKey: (omitted from notes)\n[*] Dumping LSA Secrets\n"
	secs := []string{p2}
	if rng.IntN(2) == 0 {
		t += fmt.Sprintf("[*] DefaultPassword\n%s\\%s:%s\n", d, u1, p1)
		secs = append(secs, p1)
	}
	t += fmt.Sprintf("[*] _SC_%s\n%s\\%s:%s\n", svc, d, u2, p2)
	t += "[*] Cleaning up...\n"
	return hcoS("service-password", "tool-output", t, secs, u2, h)
}

func hcoResponderClear() Sample {
	ip, u, pw := hcoIP(), hcoUser(), hcoPw()
	proto := hcoPick("FTP", "HTTP", "LDAP", "SMTP", "POP3", "IMAP")
	var t string
	if proto == "HTTP" {
		t = fmt.Sprintf("[HTTP] Basic Client   : %s\n[HTTP] Basic Username : %s\n[HTTP] Basic Password : %s\n", ip, u, pw)
	} else {
		t = fmt.Sprintf("[%s] Cleartext Client   : %s\n[%s] Cleartext Username : %s\n[%s] Cleartext Password : %s\n", proto, ip, proto, u, proto, pw)
	}
	intro := hcoPick("Responder on the user VLAN caught this after ~20 min:", "from Responder-Session.log, "+hcoDate()+":", "Responder (poisoning LLMNR/NBT-NS), interesting hit:")
	return hcoS("cleartext-capture", "tool-output", intro+"\n\n"+t+"[*] Skipping previously captured cleartext password for "+u+"\n", []string{pw}, u, ip)
}

func hcoMimiWdigest() Sample {
	d, u, pw := hcoDom(), hcoUser(), hcoPw()
	t := fmt.Sprintf("mimikatz # sekurlsa::logonpasswords\n\nAuthentication Id : 0 ; %d (00000000:%s)\nSession           : Interactive from %d\nUser Name         : %s\nDomain            : %s\nLogon Server      : %s\n", rng.IntN(9000000), hcoHex(8), hcoN(1, 3), u, d, hcoHost())
	t += fmt.Sprintf("        wdigest :\n         * Username : %s\n         * Domain   : %s\n         * Password : %s\n", u, d, pw)
	t += fmt.Sprintf("        kerberos :\n         * Username : %s\n         * Domain   : %s\n         * Password : (null)\n", u, hcoFQDN(d))
	t += "        ssp :\n        credman :\n"
	return hcoS("domain-password", "tool-output", t, []string{pw}, u)
}

func hcoLazagne() Sample {
	u, pw := hcoUser(), hcoPw()
	site := hcoPick("https://vpn.", "https://portal.", "https://intranet.", "https://crm.") + strings.ToLower(strings.Fields(pick(hcoClients))[0]) + ".example"
	t := "|====================================================================|\n|                        The LaZagne Project                         |\n|====================================================================|\n\n"
	t += fmt.Sprintf("########## User: %s ##########\n\n------------------- Chromium Browsers passwords -----------------\n\n[+] Password found !!!\nURL: %s/login\nLogin: %s\nPassword: %s\n\n", u, site, u, pw)
	t += fmt.Sprintf("[+] %d passwords have been found.\n", hcoN(1, 9))
	return hcoS("browser-password", "tool-output", t, []string{pw}, site)
}

func hcoGPP() Sample {
	pw := hcoPw()
	d := strings.ToLower(hcoDom())
	u := hcoPick("LocalAdm", "Administrator", "helpdesk_la", "wsadmin", "kioskadmin")
	t := fmt.Sprintf("PS C:\\Tools> Get-GPPPassword\n\nChanged   : {%s %s}\nUserNames : {%s}\nNewName   : [BLANK]\nPasswords : {%s}\nFile      : \\\\%s\\SYSVOL\\%s\\Policies\\{%s}\\Machine\\Preferences\\Groups\\Groups.xml\n", hcoDate(), hcoTime(), u, pw, d, d, strings.ToUpper(hcoUUID()))
	return hcoS("gpp-password", "tool-output", t, []string{pw}, u)
}

func hcoNmapDefault() Sample {
	ip, pw := hcoIP(), hcoDefPw()
	app, path, u := hcoPick("Apache Tomcat", "Jenkins", "Grafana", "Dell iDRAC", "HP iLO", "Zabbix"), hcoPick("/manager/html/", "/login", "/"), hcoPick("tomcat", "admin", "root", "Administrator", "operator")
	port := hcoPick("8080", "443", "8443", "3000")
	t := fmt.Sprintf("Nmap scan report for %s\nHost is up (0.0%dms latency).\n\nPORT     STATE SERVICE\n%s/tcp open  http-proxy\n| http-default-accounts:\n|   [%s] at %s\n|_    %s:%s\n\nNmap done: 1 IP address (1 host up) scanned in %d.%02d seconds\n", ip, hcoN(10, 99), port, app, path, u, pw, hcoN(3, 40), rng.IntN(100))
	return hcoS("default-credential", "tool-output", t, []string{pw}, ip)
}

func hcoMsfLogin() Sample {
	ip, pw := hcoIP(), hcoPw()
	mod, port, u := hcoPick("mysql_login", "ftp_login", "postgres_login", "mssql_login", "ssh_login"), "", hcoPick("root", "sa", "postgres", "ftpuser", "admin")
	port = map[string]string{"mysql_login": "3306", "ftp_login": "21", "postgres_login": "5432", "mssql_login": "1433", "ssh_login": "22"}[mod]
	t := fmt.Sprintf("msf6 auxiliary(scanner/%s) > run\n\n[+] %s:%s      - %s:%s - Login Successful: %s:%s\n[*] Scanned 1 of 1 hosts (100%% complete)\n[*] Auxiliary module execution completed\n", mod, ip, port, ip, port, u, pw)
	return hcoS("service-password", "tool-output", t, []string{pw}, ip)
}

func hcoKerbruteSpray() Sample {
	d, u, pw := hcoFQDN(hcoDom()), hcoUser(), hcoPw()
	t := fmt.Sprintf("./kerbrute passwordspray -d %s --dc %s users.txt '%s'\n\n    __             __               __\n   / /_____  _____/ /_  _______  __/ /____\n\nVersion: v1.0.3 (9dad6e1) - Ronnie Flathers @ropnop\n\n", d, hcoIP(), pw)
	c := hcoNewClk()
	day := strings.ReplaceAll(c.day, "-", "/")
	t += fmt.Sprintf("%s %s >  Using KDC(s):\n%s %s >  [+] VALID LOGIN:\t %s@%s:%s\n%s %s >  Done! Tested %d logins (1 successes) in %d.%03d seconds\n", day, c.hcoNext(), day, c.hcoNext(), u, d, pw, day, c.hcoNext(), hcoN(100, 900), hcoN(1, 30), rng.IntN(1000))
	return hcoS("domain-password", "tool-output", t, []string{pw}, u)
}

func hcoTrufflehog() Sample {
	id, key := hcoAWSID(), hcoAWSKey()
	repo := "github.com/" + strings.ToLower(strings.Fields(pick(hcoClients))[0]) + "/" + hcoPick("infra-scripts", "deploy", "mobile-app", "data-pipeline")
	sha := hcoHex(40)
	t := fmt.Sprintf("🐷🔑🐷  TruffleHog. Unearth your secrets. 🐷🔑🐷\n\nFound verified result 🐷🔑\nDetector Type: AWS\nDecoder Type: PLAIN\nRaw result: %s\nAccount: %d\nResource_type: Access key\nRepository: https://%s\nCommit: %s\nFile: %s\nLine: %d\n", id, 100000000000+rng.Int64N(899999999999), repo, sha, hcoPick("scripts/backup.sh", "terraform/providers.tf", "config/settings.py", ".github/workflows/deploy.yml"), hcoN(3, 120))
	if rng.IntN(2) == 0 {
		return hcoS("aws-access-key", "tool-output", t+"\n# secret half was on the next line of the same file: "+key+"\n", []string{id, key}, sha)
	}
	return hcoS("aws-access-key", "tool-output", t, []string{id}, sha)
}

func hcoGitleaks() Sample {
	var desc, sec, match string
	switch rng.IntN(4) {
	case 0:
		sec = hcoSlackTok()
		desc, match = "Slack token", "SLACK_TOKEN = \\\""+sec+"\\\""
	case 1:
		sec = hcoGlpat()
		desc, match = "GitLab Personal Access Token", "token: "+sec
	case 2:
		sec = hcoStripe()
		desc, match = "Stripe Access Token", "stripe.api_key = '"+sec+"'"
	default:
		sec = hcoSG()
		desc, match = "SendGrid API token", "SENDGRID_API_KEY="+sec
	}
	sha := hcoHex(40)
	who := hcoUser()
	t := fmt.Sprintf("[\n {\n  \"Description\": \"%s\",\n  \"StartLine\": %d,\n  \"Match\": \"%s\",\n  \"Secret\": \"%s\",\n  \"File\": \"%s\",\n  \"Commit\": \"%s\",\n  \"Author\": \"%s\",\n  \"Date\": \"%sT%sZ\",\n  \"RuleID\": \"%s\"\n }\n]\n", desc, hcoN(2, 300), match, sec, hcoPick("src/config.py", "app/settings/prod.py", "deploy/values.yaml", ".env.production"), sha, who, hcoDate(), hcoTime(), strings.ToLower(strings.ReplaceAll(desc, " ", "-")))
	return hcoS("vendor-token", "json", t, []string{sec}, sha, who)
}

func hcoSqlmapDump() Sample {
	db := hcoPick("shop", "crm", "portal", "helpdesk", "intranet")
	u1, u2 := "admin", hcoUser()
	p1, p2 := hcoPw(), hcoPw()
	t := fmt.Sprintf("[%s] [INFO] fetching entries for table 'users' in database '%s'\nDatabase: %s\nTable: users\n[2 entries]\n", hcoTime(), db, db)
	t += "+----+------------------+----------------------+\n| id | login            | pass                 |\n+----+------------------+----------------------+\n"
	t += fmt.Sprintf("| 1  | %-16s | %-20s |\n| 2  | %-16s | %-20s |\n", u1, p1, u2, p2)
	t += "+----+------------------+----------------------+\n\nnote: app stores passwords in plaintext (finding H-02)\n"
	return hcoS("app-password", "tool-output", t, []string{p1, p2}, "finding H-02")
}

func hcoLdapDesc() Sample {
	u, pw, d := pick(hcoSvc), hcoPw(), strings.ToLower(hcoDom())
	desc := hcoPick("Temp password %s - change at first logon", "pw: %s (do not change, used by scanner)", "Service account, password %s", "initial pwd %s")
	t := fmt.Sprintf("$ ldapsearch -x -H ldap://%s -b 'DC=%s,DC=local' '(description=*pass*)' sAMAccountName description\n# %s, Service Accounts, %s.local\ndn: CN=%s,OU=Service Accounts,DC=%s,DC=local\nsAMAccountName: %s\ndescription: %s\n\n# numEntries: 1\n", hcoIP(), d, u, d, u, d, u, fmt.Sprintf(desc, pw))
	return hcoS("domain-password", "tool-output", t, []string{pw}, u)
}

func hcoRpcDesc() Sample {
	u, pw := hcoUser(), hcoPw()
	t := fmt.Sprintf("rpcclient $> querydispinfo\nindex: 0x%x RID: 0x%x acb: 0x00000210 Account: %s\tName: %s\tDesc: (null)\nindex: 0x%x RID: 0x%x acb: 0x00010210 Account: %s\tName: %s\tDesc: %s\n", rng.IntN(4000), 1100+rng.IntN(3000), hcoUser(), "Guest Wifi", rng.IntN(4000), 1100+rng.IntN(3000), u, strings.ToUpper(u[:1])+u[1:], hcoPick("Password: ", "pwd=", "default pass ")+pw)
	return hcoS("domain-password", "tool-output", t, []string{pw}, u)
}

func hcoBurpBasic() Sample {
	u, pw := hcoUser(), hcoPw()
	b := hcoB64Enc(u + ":" + pw)
	host := hcoPick("admin.", "api.", "jenkins.", "monitor.") + strings.ToLower(strings.Fields(pick(hcoClients))[0]) + ".example"
	t := fmt.Sprintf("GET /%s HTTP/1.1\r\nHost: %s\r\nUser-Agent: Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0\r\nAuthorization: Basic %s\r\nAccept: */*\r\nConnection: close\r\n\r\n", hcoPick("api/v1/users", "manage/", "job/deploy/build", "server-status"), host, b)
	t = "Captured from the internal proxy (request replayed in Repeater, 200 OK):\n\n" + t
	return hcoS("basic-auth", "http", t, []string{b}, host)
}

func hcoCurlBearer() Sample {
	tok := hcoJWT()
	host := "api." + strings.ToLower(strings.Fields(pick(hcoClients))[0]) + ".example"
	t := fmt.Sprintf("$ curl -sk https://%s/v2/admin/users -H 'Authorization: Bearer %s' | jq '.[0]'\n{\n  \"id\": %d,\n  \"email\": \"%s@%s\",\n  \"role\": \"admin\"\n}\n", host, tok, rng.IntN(9000), hcoUser(), strings.TrimPrefix(host, "api."))
	t += "# token was still valid 3 days after the user logged out -> finding M-04 (no server-side revocation)\n"
	return hcoS("bearer-token", "shell", t, []string{tok}, host)
}

func hcoRedisConf() Sample {
	ip, pw := hcoIP(), rnd(alnum, hcoN(12, 32))
	t := fmt.Sprintf("$ redis-cli -h %s\n%s:6379> CONFIG GET requirepass\n1) \"requirepass\"\n2) \"%s\"\n%s:6379> INFO server\n# Server\nredis_version:%d.%d.%d\n", ip, ip, pw, ip, hcoN(5, 7), rng.IntN(4), rng.IntN(12))
	t = hcoPick("unauth redis on the app segment, and it hands out its own password:\n", "Redis was bound to 0.0.0.0 without protected-mode:\n") + t
	return hcoS("service-password", "shell", t, []string{pw}, ip)
}

func hcoCiscoCfg() Sample {
	u, pw, comm := hcoPick("netadmin", "admin", "cisco_ops", "noc"), hcoPw(), hcoPick("rw", "NOC", "mgmt")+"-"+rnd(alnum, hcoN(6, 10))
	h := strings.ToLower(hcoPick("core-sw", "edge-rtr", "dist-sw", "wan-rtr")) + rnd(digits, 2)
	t := fmt.Sprintf("%s#show running-config | include username|snmp\nusername %s privilege 15 password 0 %s\n", h, u, pw)
	loc := fmt.Sprintf("snmp-server location %s\n", hcoPick("Server room B", "DC1 rack 14", "Branch office"))
	if rng.IntN(2) == 0 {
		t += fmt.Sprintf("snmp-server community %s RW %d\n", comm, hcoN(10, 99)) + loc
		return hcoS("network-device-password", "config", "pulled the config via TFTP (finding: type 0 passwords and RW community)\n\n"+t, []string{pw, comm}, h)
	}
	return hcoS("network-device-password", "config", "pulled the config via TFTP (finding: type 0 password for local user)\n\n"+t+loc, []string{pw}, h)
}
