package main

import (
	"fmt"
	"strings"
)

// Traps in tool output: same tools and layouts, no credential in them.
func hcoTrapsA() []hcoGen {
	return []hcoGen{
		hcoTCmeEnum, hcoTCmeMasked, hcoTHydraNone, hcoTKerbruteEnum, hcoTNmap, hcoTPassPol,
		hcoTResponderAnalyze, hcoTGitleaksRedacted, hcoTStsIdentity, hcoTAwsConfigureList,
		hcoTKubectlSecrets, hcoTNuclei, hcoTAuthorizedKeys, hcoTCertPEM, hcoTChecksums,
		hcoTBeaconLog, hcoTAzureHound, hcoTSidEnum, hcoTBurpHeaders, hcoTDataImage,
		hcoTLsaEmpty, hcoTSqlmapSchema,
	}
}

func hcoTCmeEnum() Sample {
	ip, h, d := hcoIP(), hcoHost(), strings.ToLower(hcoDom())
	t := fmt.Sprintf("$ nxc smb %s -u '' -p '' --shares\nSMB   %s  445  %s  [*] Windows Server 2019 Build 17763 x64 (name:%s) (domain:%s.local) (signing:False) (SMBv1:%s)\nSMB   %s  445  %s  [+] %s.local\\:\nSMB   %s  445  %s  [*] Enumerated shares\nSMB   %s  445  %s  Share           Permissions     Remark\nSMB   %s  445  %s  -----           -----------     ------\nSMB   %s  445  %s  IPC$            READ            Remote IPC\nSMB   %s  445  %s  %s         READ            \n", ip, ip, h, h, d, hcoPick("True", "False"), ip, h, d, ip, h, ip, h, ip, h, ip, h, ip, h, hcoPick("Public$", "Scans  ", "Install"))
	return hcoTrap("trap-tool-enum", "tool-output", t)
}

func hcoTCmeMasked() Sample {
	ip, h, d, u := hcoIP(), hcoHost(), strings.ToLower(hcoDom()), hcoUser()
	t := fmt.Sprintf("Evidence (password redacted for the report):\n\nSMB   %s  445  %s  [+] %s\\%s:%s (Pwn3d!)\n", ip, h, d, u, hcoPick("********", "[REDACTED]", "<redacted>", "xxxxxxxxxx"))
	return hcoTrap("trap-masked-password", "tool-output", t)
}

func hcoTHydraNone() Sample {
	ip := hcoIP()
	svc := hcoPick("ssh", "ftp", "rdp")
	t := fmt.Sprintf("Hydra v9.5 (c) 2023 by van Hauser/THC & David Maciejak\n\n[DATA] max 4 tasks per 1 server, overall 4 tasks, %d login tries (l:%d/p:%d)\n[DATA] attacking %s://%s/\n[STATUS] %d.00 tries/min, %d tries in 00:%02dh\n1 of 1 target completed, 0 valid password found\n", hcoN(100, 9000), hcoN(1, 40), hcoN(10, 300), svc, ip, hcoN(20, 300), hcoN(100, 3000), hcoN(1, 59))
	return hcoTrap("trap-tool-nohit", "tool-output", t)
}

func hcoTKerbruteEnum() Sample {
	d := hcoFQDN(hcoDom())
	t := fmt.Sprintf("./kerbrute userenum -d %s --dc %s names.txt\n", d, hcoIP())
	c, n := hcoNewClk(), hcoN(2, 4)
	for i := 0; i < n; i++ {
		t += fmt.Sprintf("%s %s >  [+] VALID USERNAME:\t %s@%s\n", strings.ReplaceAll(c.day, "-", "/"), c.hcoNext(), hcoUser(), d)
	}
	t += fmt.Sprintf("%s %s >  Done! Tested %d usernames (%d valid) in %d.%03d seconds\n", strings.ReplaceAll(c.day, "-", "/"), c.hcoNext(), hcoN(500, 9000), n, hcoN(2, 90), rng.IntN(1000))
	return hcoTrap("trap-username", "tool-output", t)
}

func hcoTNmap() Sample {
	ip, dom, tv := hcoIP(), hcoFQDN(hcoDom()), hcoN(30, 90)
	t := fmt.Sprintf("Nmap scan report for %s.%s (%s)\nPORT     STATE SERVICE       VERSION\n22/tcp   open  ssh           OpenSSH %d.%dp1 Ubuntu %d (Ubuntu Linux; protocol 2.0)\n443/tcp  open  ssl/http      nginx 1.%d.%d\n| ssl-cert: Subject: commonName=%s\n| Not valid after:  %sT%s\n8080/tcp open  http          Apache Tomcat 9.0.%d\n|_http-title: Apache Tomcat/9.0.%d\n", strings.ToLower(hcoHost()), dom, ip, hcoN(7, 9), hcoN(0, 9), hcoN(1, 9), hcoN(18, 26), hcoN(0, 9), "*."+dom, hcoDate(), hcoTime(), tv, tv)
	return hcoTrap("trap-version", "tool-output", t)
}

func hcoTPassPol() Sample {
	t := fmt.Sprintf("$ nxc smb %s -u %s -p \"$PW\" --pass-pol\n[+] Dumping password info for domain: %s\nMinimum password length: %d\nPassword history length: %d\nMaximum password age: %d days\nPassword Complexity Flags: 00000%d\nMinimum password age: 1 day\nAccount Lockout Threshold: %d\nForced Log off Time: Not Set\n", hcoIP(), hcoUser(), hcoDom(), hcoN(7, 14), hcoN(0, 24), hcoN(42, 365), rng.IntN(2), hcoN(0, 10))
	return hcoTrap("trap-password-policy", "tool-output", t)
}

func hcoTResponderAnalyze() Sample {
	t := "[+] Listening for events...\n"
	for i := 0; i < hcoN(2, 4); i++ {
		t += fmt.Sprintf("[Analyze mode: %s] Request by %s for %s, ignoring\n", hcoPick("NBT-NS", "LLMNR", "MDNS"), hcoIP(), hcoPick("WPAD", "FILESRV", "PRINTER3", "SHAREPOINT", "ISATAP"))
	}
	t += "[*] analyze mode only (no poisoning) until the client OKs it, host " + hcoIP() + " looks like the WPAD source\n"
	return hcoTrap("trap-tool-enum", "tool-output", t)
}

func hcoTGitleaksRedacted() Sample {
	t := fmt.Sprintf("gitleaks detect --redact -v\n\nFinding:     AWS_SECRET_ACCESS_KEY=REDACTED\nSecret:      REDACTED\nRuleID:      aws-access-token\nEntropy:     %d.%06d\nFile:        %s\nLine:        %d\nCommit:      %s\nAuthor:      %s\nDate:        %sT%sZ\n\n%d commits scanned, leaks found: %d\n", hcoN(3, 5), rng.IntN(999999), hcoPick("deploy/env.sh", "ci/vars.yml"), hcoN(1, 90), hcoHex(40), hcoUser(), hcoDate(), hcoTime(), hcoN(100, 5000), hcoN(1, 8))
	return hcoTrap("trap-redacted-token", "tool-output", t)
}

func hcoTStsIdentity() Sample {
	acct := rnd(digits, 12)
	u := hcoPick("ci-deployer", "backup-bot", "terraform")
	t := fmt.Sprintf("$ aws sts get-caller-identity --profile %s-loot\n{\n    \"UserId\": \"AIDA%s\",\n    \"Account\": \"%s\",\n    \"Arn\": \"arn:aws:iam::%s:user/%s\"\n}\n", hcoCo(), rnd(upper+"234567", 17), acct, acct, u)
	return hcoTrap("trap-aws-identity", "shell", t)
}

func hcoTAwsConfigureList() Sample {
	t := fmt.Sprintf("$ aws configure list\n      Name                    Value             Type    Location\n      ----                    -----             ----    --------\n   profile                %s           manual    --profile\naccess_key     ****************%s shared-credentials-file\nsecret_key     ****************%s shared-credentials-file\n    region                %s      config-file    ~/.aws/config\n", hcoCo()+"-ro", rnd(upper+"234567", 4), rnd(alnum, 4), hcoPick("eu-west-1", "us-east-2"))
	return hcoTrap("trap-masked-key", "shell", t)
}

func hcoTKubectlSecrets() Sample {
	t := "$ kubectl -n " + hcoPick("prod", "payments", "default") + " get secrets\nNAME                  TYPE                                  DATA   AGE\n"
	for i := 0; i < hcoN(3, 5); i++ {
		n := hcoPick("db-creds", "tls-ingress", "regcred", "api-keys", "smtp", "sa-token-"+rnd(lower+digits, 5))
		ty := map[string]string{"tls-ingress": "kubernetes.io/tls", "regcred": "kubernetes.io/dockerconfigjson"}[n]
		if ty == "" {
			ty = hcoPick("Opaque", "Opaque", "kubernetes.io/service-account-token")
		}
		t += fmt.Sprintf("%-21s %-37s %d      %dd\n", n, ty, hcoN(1, 4), hcoN(2, 400))
	}
	t += "# RBAC: our SA can list but not get -> values not readable (good)\n"
	return hcoTrap("trap-secret-names", "shell", t)
}

func hcoTNuclei() Sample {
	t := ""
	host := "https://" + hcoPick("www.", "app.", "dev.") + hcoCo() + ".example"
	for i := 0; i < hcoN(3, 5); i++ {
		f := pick([][3]string{{"exposed-env-file", "high", "/.env"}, {"git-config", "medium", "/.git/config"}, {"tomcat-manager-detect", "info", "/manager/html"}, {"missing-hsts", "info", "/"}, {"jenkins-login-detect", "info", "/login"}, {"swagger-api", "info", "/swagger-ui/index.html"}})
		t += fmt.Sprintf("[%s] [http] [%s] %s%s\n", f[0], f[1], host, f[2])
	}
	return hcoTrap("trap-scanner-finding", "tool-output", t+"\n(values to be pulled manually and stored in the loot vault, not here)\n")
}

func hcoTAuthorizedKeys() Sample {
	t := fmt.Sprintf("Persistence added on %s (removed on %s), appended to /root/.ssh/authorized_keys:\n\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI%s %s@redteam-%s\n", hcoIP(), hcoDate(), rnd(hcoB64, 43), hcoTester(), rnd(digits, 2))
	return hcoTrap("trap-public-key", "notes", t)
}

func hcoTCertPEM() Sample {
	var lines []string
	lines = append(lines, "MIID"+rnd(hcoB64, 60))
	for i := 0; i < hcoN(4, 7); i++ {
		lines = append(lines, rnd(hcoB64, 64))
	}
	lines = append(lines, rnd(hcoB64, hcoN(10, 50))+"=")
	t := fmt.Sprintf("Cert presented by %s:636 (self-signed, expired %s):\n\n-----BEGIN CERTIFICATE-----\n%s\n-----END CERTIFICATE-----\n", hcoIP(), hcoDate(), strings.Join(lines, "\n"))
	return hcoTrap("trap-certificate", "pem", t)
}

func hcoTChecksums() Sample {
	t := "Tools dropped on the client hosts (for their IR cleanup):\n\n| File | Path | SHA256 |\n|---|---|---|\n"
	for i := 0; i < hcoN(2, 4); i++ {
		t += fmt.Sprintf("| %s | C:\\Windows\\Temp\\%s | %s |\n", hcoPick("SharpHound.exe", "Rubeus.exe", "chisel.exe", "procdump64.exe", "svc.dll"), hcoPick("a", "t", "x", "upd")+rnd(digits, 3)+".exe", hcoHex(64))
	}
	return hcoTrap("trap-checksum", "md-table", t)
}

func hcoTBeaconLog() Sample {
	bid := rnd(digits, hcoN(8, 10))
	c, op := hcoNewClk(), hcoTester()
	t := fmt.Sprintf("%s %s UTC [metadata] %s <- %s; computer: %s; user: %s *; process: rundll32.exe; pid: %d; os: Windows; version: 10.0; build: 19045; beacon arch: x64\n", c.day, c.hcoNext(), hcoIP(), hcoIP(), "WS-"+rnd(digits, 4), hcoUser(), hcoN(1000, 9999))
	t += fmt.Sprintf("%s %s UTC [input] <%s> sleep 60 30\n%s %s UTC [task] <T1029> Tasked beacon to sleep for 60s (30%% jitter)\n", c.day, c.hcoNext(), op, c.day, c.hcoNext())
	t += fmt.Sprintf("%s %s UTC [input] <%s> logonpasswords\n%s %s UTC [task] <T1003> Tasked beacon to run mimikatz's sekurlsa::logonpasswords command\n(output saved to loot vault, id %s)\n", c.day, c.hcoNext(), op, c.day, c.hcoNext(), bid)
	return hcoTrap("trap-c2-log", "log", t)
}

func hcoTAzureHound() Sample {
	t := fmt.Sprintf("Entra ID recon (roadrecon / AzureHound):\n  tenantId:       %s\n  subscriptionId: %s\n  app 'HR Portal' appId: %s\n  objectId:       %s\n  GA count: %d, users with no MFA: %d\n", hcoUUID(), hcoUUID(), hcoUUID(), hcoUUID(), hcoN(2, 14), hcoN(0, 300))
	return hcoTrap("trap-tenant-id", "notes", t)
}

func hcoTSidEnum() Sample {
	sid := fmt.Sprintf("S-1-5-21-%d-%d-%d", 1000000000+rng.IntN(3000000000), 1000000000+rng.IntN(3000000000), 1000000000+rng.IntN(3000000000))
	d := hcoDom()
	t := fmt.Sprintf("lookupsid output (trimmed):\n[*] Domain SID is: %s\n500: %s\\Administrator (SidTypeUser)\n512: %s\\Domain Admins (SidTypeGroup)\n%d: %s\\%s (SidTypeUser)\n%d: %s\\%s (SidTypeUser)\n", sid, d, d, hcoN(1100, 9000), d, pick(hcoSvc), hcoN(1100, 9000), d, hcoUser())
	return hcoTrap("trap-sid", "tool-output", t)
}

func hcoTBurpHeaders() Sample {
	t := fmt.Sprintf("HTTP/1.1 401 Unauthorized\r\nDate: %s\r\nWWW-Authenticate: Bearer realm=\"api\", error=\"invalid_token\"\r\nX-Request-Id: %s\r\nX-Amzn-Trace-Id: Root=1-%s-%s\r\nContent-Type: application/json\r\n\r\n{\"error\":\"token expired\",\"request_id\":\"%s\"}\n", hcoDate(), hcoUUID(), hcoHex(8), hcoHex(24), hcoHex(16))
	return hcoTrap("trap-request-id", "http", t)
}

func hcoTDataImage() Sample {
	t := fmt.Sprintf("Stored XSS PoC rendered the client logo from an inline data URI, so CSP allows data: images:\n\n<img src=\"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAA%s\" onerror=\"alert(document.domain)\">\n", rnd(hcoB64, hcoN(80, 160)))
	return hcoTrap("trap-base64-image", "html", t)
}

func hcoTLsaEmpty() Sample {
	t := fmt.Sprintf("[*] Dumping LSA Secrets\n[*] DPAPI_SYSTEM\n(not collected, out of scope per RoE)\n[*] NL$KM\n(not collected)\n[*] DefaultPassword\n(Unknown User):(null)\n[*] Cleaning up...\n[*] Stopping service RemoteRegistry\n\n%s: nothing usable on %s\n", hcoTester(), hcoHost())
	return hcoTrap("trap-empty-dump", "tool-output", t)
}

func hcoTSqlmapSchema() Sample {
	db := hcoPick("shop", "crm", "portal")
	t := fmt.Sprintf("Database: %s\nTable: users\n[5 columns]\n+---------------+--------------+\n| Column        | Type         |\n+---------------+--------------+\n| id            | int(11)      |\n| login         | varchar(64)  |\n| password      | varchar(255) |\n| last_login    | datetime     |\n| reset_token   | varchar(64)  |\n+---------------+--------------+\n\nstopped here: dumping rows was not authorised.\n", db)
	return hcoTrap("trap-schema", "tool-output", t)
}
