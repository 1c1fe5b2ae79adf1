package main

import (
	"fmt"
	"strings"
)

// Secrets around Veeam, tape libraries, Bacula, Proxmox Backup Server and the DR site hardware.

var hduVeeamGens = []func() Sample{
	hduVeeamJobEnc, hduVeeamPSCreds, hduVeeamHardened, hduVeeamCloudConnect, hduVeeamRest,
	hduVeeamM365, hduTapeKeyNote, hduTapeLibUI, hduBaculaDir, hduPBSEnv, hduSynologyHB,
	hduNetBackupKey, hduILORunbook, hduVeeamMFA, hduVeeamConfigBackup, hduVcenterSSO,
	hduVeeamPgConn, hduRubrikBearer,
}

func hduJob() string {
	return hduPick("SQL-Daily", "FS01 nightly", "Exchange-Backup", "VM-Tier1", "Backup Copy - Offsite", "SAP HANA", "DC-Weekly", "Tape GFS monthly")
}

func hduVeeamJobEnc() Sample {
	pw := hduPw()
	job := hduJob()
	text, format := hduAlt("chat", fmt.Sprintf("Hi %s, job \"%s\" has encryption enabled now. Password: %s (hint in VBR says \"%s\"). Without it we can't import the backups on the DR VBR, so please put it in the safe too.", pick(hduFirst), job, pw, hduPick("usual + year", "offsite one", "ask Marta")), "note", fmt.Sprintf("Encryption for '%s' -> Storage -> Advanced -> Enable backup file encryption\npassword used: %s\ncreated %s by %s", job, pw, hduDate(), pick(hduFirst)), "chat", fmt.Sprintf("%s, das Verschlüsselungskennwort für den Job \"%s\" lautet %s. Bitte nicht per Mail weitergeben.", pick(hduFirst), job, pw))
	return hduS("backup-encryption-password", format, text, []string{pw}, job)
}

func hduVeeamPSCreds() Sample {
	pw := hduPw()
	user := hduPick("CORP\\svc_veeam", "ACME\\veeam-vi", "root", "administrator@vsphere.local", "LGX\\bkp_sql")
	text := fmt.Sprintf("PS C:\\Scripts> Add-VBRCredentials -User '%s' -Password '%s' -Description \"%s\"\n\nUser                         Description\n----                         -----------\n%-28s %s\n", user, strings.ReplaceAll(pw, "'", "''"), hduPick("guest processing", "vCenter DR", "Linux proxy"), user, hduPick("guest processing", "vCenter DR", "Linux proxy"))
	return hduS("service-account-password", "powershell", text, []string{pw}, user)
}

func hduVeeamHardened() Sample {
	pw := hduStrongPw()
	host := hduPick("hardened01", "vhr-01", "linux-immutable02") + "." + pick(hduDomains)
	text := fmt.Sprintf("Runbook: add hardened repo\n1. On %s create user `veeamrepo`, temp password %s (single-use creds, only for the add wizard)\n2. VBR -> Backup Infrastructure -> Add Repository -> Direct attached -> Linux (Hardened)\n3. After it's added: `passwd -l veeamrepo` and remove from sudoers\n4. Immutability 14 days, XFS fast clone on\n", host, pw)
	return hduS("linux-temp-password", "runbook", text, []string{pw}, host)
}

func hduVeeamCloudConnect() Sample {
	tenant := hduPick("acme-logistics", "stadtwerke-ost", "kanzlei-berg", "nordbank-dr") + "-" + rnd(digits, 3)
	pw := hduStrongPw()
	sp := hduPick("cc.backup-provider.eu", "vcc.datasafe.nl", "cloudconnect.example-sp.de")
	text := fmt.Sprintf("Dear customer,\n\nyour Veeam Cloud Connect tenant has been provisioned.\n\nService provider: %s:6180\nTenant name: %s\nPassword: %s\nQuota: %d TB, %d days insider protection\n\nPlease change the password in the tenant portal after first login.\n\nKind regards,\nService Desk", sp, tenant, pw, hduN(2, 40), pick([]int{7, 14, 30}))
	return hduS("cloud-connect-tenant-password", "mail", text, []string{pw}, tenant, sp)
}

func hduVeeamRest() Sample {
	pw, tok := hduPw(), hduJWT()
	if hduChance(50) {
		text := fmt.Sprintf("GET https://%s:9419/api/v1/jobs/states?limit=50 HTTP/1.1\nx-api-version: 1.2-rev0\nAuthorization: Bearer %s\nAccept: application/json\n", hduHost(), tok)
		return hduS("veeam-api-credentials", "http", text, []string{tok}, "x-api-version: 1.2-rev0")
	}
	user := hduPick("CORP%5Csvc_api", "restapi", "admin")
	text := fmt.Sprintf("$ curl -sk -X POST https://%s:9419/api/oauth2/token -H 'x-api-version: 1.1-rev2' \\\n    -d 'grant_type=password&username=%s&password=%s'\n{\"access_token\":\"%s\",\"token_type\":\"bearer\",\"expires_in\":900}\n", hduHost(), user, pw, tok)
	return hduS("veeam-api-credentials", "shell", text, []string{pw, tok}, "x-api-version: 1.1-rev2", "username="+user)
}

func hduVeeamM365() Sample {
	app := hduUUID()
	sec := rnd(alnum, 3) + "8Q~" + rnd(alnum+"-_.~", 34)
	text := fmt.Sprintf("VB365 org re-added with modern auth:\n  Tenant: %s.onmicrosoft.com\n  Application ID: %s\n  Client secret: %s (expires %s)\nBackup proxy pool: %s", hduPick("acme", "lgxeu", "kanzleiberg"), app, sec, hduDate(), hduPick("M365-Proxies", "vb365-prx"))
	return hduS("azure-client-secret", "note", text, []string{sec}, app)
}

func hduTapeKeyNote() Sample {
	hduA, hduB := hduPair()
	k := hduTapeKey()
	lbl := hduPick("LTO9-POOL-OFFSITE", "GFS-2025", "ts4300_keygrp1", "MSL-ENC-01")
	text, format := hduAlt("note", fmt.Sprintf("Tape encryption (library managed), exported %s\nKey label: %s\nAES-256 key: %s\nCheck value: %s\nStored: printout in DR safe, copy with %s", hduDate(), lbl, k, strings.ToUpper(rnd(hexs, 6)), hduA), "chat", fmt.Sprintf("%s: need the tape encryption key for %s, the restore at the DR site says 'encrypted data, no key'\n%s: %s\n%s: 👍", hduB, lbl, hduA, k, hduB))
	return hduS("tape-encryption-key", format, text, []string{k}, lbl)
}

func hduTapeLibUI() Sample {
	pw := hduPw()
	lib := hduPick("IBM TS4300", "Quantum Scalar i3", "HPE MSL3040", "Dell ML3", "Quantum Scalar i6")
	ip := fmt.Sprintf("10.%d.%d.%d", hduN(0, 40), hduN(0, 255), hduN(2, 250))
	text := fmt.Sprintf("| Device | Mgmt | User | Password |\n|---|---|---|---|\n| %s | https://%s | %s | %s |\n| PDU rack B4 | http://%s | apc | (see KeePass) |\n", lib, ip, hduPick("admin", "service", "tapeop"), pw, fmt.Sprintf("10.%d.%d.%d", hduN(0, 40), hduN(0, 255), hduN(2, 250)))
	return hduS("tape-library-password", "markdown", text, []string{pw}, lib, ip)
}

func hduBaculaDir() Sample {
	pw := rnd(alnum+"/+", 44)
	name := hduPick("backup-dir", "bacula-dir", "bareos-dir")
	text := fmt.Sprintf("Director {\n  Name = %s\n  DIRport = 9101\n  Address = %s\n  Password = \"%s\"\n}\n", name, hduHost(), pw)
	if hduChance(50) {
		text = "# /etc/bacula/bconsole.conf\n" + text
	}
	return hduS("bacula-director-password", "config", text, []string{pw}, "Name = "+name)
}

func hduPBSEnv() Sample {
	sec := hduUUID()
	tok := hduPick("root@pam!backup", "backup@pbs!"+hduPick("pve01", "nightly"), "sync@pbs!offsite")
	repo := tok + "@" + hduHost() + ":" + hduPick("store1", "datastore-offsite", "nvme")
	text := fmt.Sprintf("export PBS_REPOSITORY='%s'\nexport PBS_PASSWORD='%s'\nexport PBS_FINGERPRINT='%s'\nproxmox-backup-client backup root.pxar:/ etc.pxar:/etc\n", repo, sec, strings.ToUpper(hduColonHex(32)))
	return hduS("pbs-api-token-secret", "shell", text, []string{sec}, repo)
}

func hduColonHex(n int) string {
	var p []string
	for i := 0; i < n; i++ {
		p = append(p, rnd(hexs, 2))
	}
	return strings.Join(p, ":")
}

func hduSynologyHB() Sample {
	pw := hduHumanPw()
	nas := hduPick("DS920", "RS1221", "DS1821") + "-" + hduPick("office", "archiv", "praxis")
	text := hduPick(
		fmt.Sprintf("Hyper Backup task on %s -> C2 Storage, client-side encryption ON. encryption pw: %s . the .pem key file is on the USB stick in the drawer", nas, pw),
		fmt.Sprintf("Hallo %s, für die Hyper-Backup-Aufgabe auf %s ist das Verschlüsselungspasswort %s – bitte auch in den Notfallordner.", pick(hduFirst), nas, pw),
	)
	return hduS("backup-encryption-password", "chat", text, []string{pw}, nas)
}

func hduNetBackupKey() Sample {
	key := "A" + rnd(b64url, 43)
	host := hduHost()
	text := fmt.Sprintf("# NetBackup API key for the reporting script (user %s, expires in 90d)\nNBU_MASTER=%s\nNBU_APIKEY=%s\n\ncurl -sk -H \"Authorization: $NBU_APIKEY\" https://$NBU_MASTER/netbackup/admin/jobs?page[limit]=50\n", hduPick("nbu_report", "svc-grafana"), host, key)
	return hduS("netbackup-api-key", "shell", text, []string{key}, "NBU_MASTER="+host)
}

func hduILORunbook() Sample {
	pw := rnd(upper+digits, 8)
	if hduChance(50) {
		pw = hduStrongPw()
	}
	srv := hduPick("dr-esx01", "dr-esx02", "drvbr01", "dr-sql01")
	kind := hduPick("iLO", "iDRAC", "XClarity")
	text := fmt.Sprintf("### Step 3 – Bare metal at DR site\n\n- Power on %s via %s (https://%s-%s.dr.lan)\n- Account: Administrator, password: %s\n- Mount the Veeam Recovery ISO from \\\\dr-nas\\iso\\\n- Boot, choose \"Bare Metal Recovery\" and point to the repo\n", srv, kind, srv, strings.ToLower(kind), pw)
	return hduS("bmc-password", "runbook", text, []string{pw}, srv)
}

func hduVeeamMFA() Sample {
	seed := hduTOTP()
	user := hduPick("CORP\\jdoe-adm", "veeamadmin", "ACME\\bkp.admin")
	if hduChance(50) {
		text := fmt.Sprintf("%s: set up MFA for %s on the VBR console, the QR code didn't scan so I typed the secret key by hand: %s\n%s: fine, just put it in the vault and delete this", pick(hduFirst), user, seed, pick(hduFirst))
		return hduS("totp-seed", "chat", text, []string{seed}, user)
	}
	codes := hduRecoveryCodes(hduN(2, 3))
	text := fmt.Sprintf("MFA for the VBR console account %s\nAuthenticator secret (if the QR doesn't scan): %s\nRecovery codes (each once):\n  %s\n", user, seed, strings.Join(codes, "\n  "))
	return hduS("totp-seed", "note", text, append([]string{seed}, codes...), user)
}

func hduVeeamConfigBackup() Sample {
	pw := hduPassphrase()
	text := fmt.Sprintf("DR runbook – restore VBR configuration\n\n1. Install VBR %s on the DR server, same version as prod\n2. Configuration Backup -> Restore -> pick latest .bco from \\\\dr-nas\\VeeamConfigBackup\n3. The config backup is encrypted, password: %s\n4. Rescan all repositories, then re-enter credentials marked red\n", hduPick("12.3.1", "12.2", "12.1.2"), pw)
	return hduS("config-backup-password", "runbook", text, []string{pw}, "Configuration Backup -> Restore")
}

func hduVcenterSSO() Sample {
	hduA, hduB := hduPair()
	pw := hduPw()
	vc := hduPick("vcsa-dr", "vcenter02", "dr-vc01") + "." + pick(hduDomains)
	text, format := hduAlt("chat", fmt.Sprintf("%s: failover test friday, vCenter at DR is %s\n%s: creds?\n%s: administrator@vsphere.local  pw %s", hduA, vc, hduB, hduA, pw), "note", fmt.Sprintf("DR site vCenter: %s\nSSO admin: administrator@vsphere.local\nSSO password: %s\n", vc, pw))
	return hduS("vcenter-password", format, text, []string{pw}, vc)
}

func hduVeeamPgConn() Sample {
	pw := hduPw()
	host := hduHost()
	text := fmt.Sprintf("Veeam DB moved to PostgreSQL. Connection the installer used:\nHost=%s;Port=5432;Database=VeeamBackup;Username=postgres;Password=%s\n(Keep this handy for Set-VBRConfigurationDatabase if we ever redo it.)", host, pw)
	return hduS("db-password", "note", text, []string{pw}, "Database=VeeamBackup")
}

func hduRubrikBearer() Sample {
	tok := hduJWT()
	text := fmt.Sprintf("$ curl -s -H \"Authorization: Bearer %s\" \\\n    https://%s/api/v1/cluster/me | jq .version\n\"%s\"\n", tok, hduPick("rubrik-cl01", "rbk.dc2.internal", "cdm01.lan"), hduPick("9.1.2-p3", "8.1.3-p5", "9.0.1"))
	return hduS("bearer-token", "shell", text, []string{tok}, "/api/v1/cluster/me")
}
