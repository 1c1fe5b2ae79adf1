package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// Traps around Veeam, tape, DR runbooks and the paperwork of backup teams.

var hduTrapGens2 = []func() Sample{
	hduTrapVeeamSession, hduTrapTapeCSV, hduTrapVeeamLicense, hduTrapRunbookVault, hduTrapLostPwTicket,
	hduTrapResetMail, hduTrapDRMeeting, hduTrapPickupManifest, hduTrapEscalation, hduTrapGetCreds,
	hduTrapPBSStatus, hduTrapBaculaReport, hduTrapDecryptLog, hduTrapJobsCSV, hduTrapCommitMsg,
	hduTrapAlertText, hduTrapTapeKeyLabel, hduTrapCodeTalk, hduTrapOrder, hduTrapReportImage,
	hduTrapEntraApp, hduTrapTraceIDs, hduTrapVeeamDiff, hduTrapPlaceholderYAML,
}

func hduTrapVeeamSession() Sample {
	job := hduJob()
	text := fmt.Sprintf("%s %s Job '%s' session %s started\n%s %s Processing %s (%d of %d)\n%s %s Preparing backup proxy %s for disk %s\n%s %s Transferred %d.%d GB, bottleneck: %s\n%s %s Job finished with %s. Duration %02d:%02d:%02d\n", hduDate(), hduTime(), job, hduUUID(), hduDate(), hduTime(), hduPick("vm-sql01", "fs01", "dc02"), hduN(1, 5), hduN(5, 40), hduDate(), hduTime(), hduHost(), "Hard disk 1 (100 GB)", hduDate(), hduTime(), hduN(10, 999), hduN(0, 9), hduPick("Source", "Proxy", "Network", "Target"), hduDate(), hduTime(), hduPick("Success", "Warning", "Failed"), hduN(0, 9), hduN(0, 59), hduN(0, 59))
	return hduT("trap-session-log", "log", text)
}

func hduTrapTapeCSV() Sample {
	lines := []string{"Barcode,Pool,Library,Slot,Written,Expires,Location"}
	for i := 0; i < hduN(4, 8); i++ {
		lines = append(lines, fmt.Sprintf("%s,%s,%s,%d,%s,%s,%s", hduBarcode(), hduPick("GFS-Monthly", "Weekly-Offsite", "Free", "Archive-7y"), hduPick("TS4300-SN"+rnd(digits, 7), "MSL3040-"+rnd(upper+digits, 10)), hduN(1, 80), hduDate(), hduDate(), hduPick("Library", "Vault IM-"+rnd(digits, 5), "In transit")))
	}
	return hduT("trap-tape-barcodes", "csv", strings.Join(lines, "\n")+"\n")
}

func hduTrapVeeamLicense() Sample {
	text := fmt.Sprintf("PS> Get-VBRInstalledLicense | Select Edition, Type, Status, ExpirationDate, SupportId\n\nEdition        : %s\nType           : %s\nStatus         : Valid\nExpirationDate : %s 00:00:00\nSupportId      : %s\n\nInstances used: %d of %d", hduPick("EnterprisePlus", "Enterprise", "Foundation"), hduPick("Subscription", "Rental"), hduDate(), rnd(digits, 8), hduN(10, 49), pick([]int{50, 100, 250}))
	return hduT("trap-license-info", "powershell", text)
}

func hduTrapRunbookVault() Sample {
	text := fmt.Sprintf("### Step %d – Restore domain controller\n\n1. Start Instant Recovery of %s to dr-esx01, network \"DR-isolated\"\n2. Log in with the DSRM account – password: Vault path `secret/dr/dsrm/%s`\n3. Seize FSMO roles only if the prod DC is confirmed lost\n4. Credentials for vCenter DR: 1Password item \"vcsa-dr SSO\" (DR vault)\n", hduN(2, 9), hduPick("dc01", "dc02"), hduPick("dc01", "dc02"))
	return hduT("trap-secret-reference", "runbook", text)
}

func hduTrapLostPwTicket() Sample {
	text := fmt.Sprintf("%s – Restore request from %s\n\nCustomer needs the %s files from %s. The backup job had encryption enabled and nobody knows the password any more; Enterprise Manager was never connected, so no key recovery. Told the customer we cannot decrypt without the password. Closing as 'won't fix'; recommended password manager + sealed copy.", hduTicket(), pick(hduFirst), hduPick("accounting", "CAD", "HR"), hduDate())
	return hduT("trap-password-talk", "ticket", text)
}

func hduTrapResetMail() Sample {
	text := fmt.Sprintf("Hi %s,\n\nI've reset your password for the backup portal as requested in %s. You'll get a separate mail with a sign-in link; please set a new password (min. 14 characters) and enrol MFA at first login.\n\nBest,\n%s\nIT Service Desk", pick(hduFirst), hduTicket(), pick(hduFirst))
	return hduT("trap-password-talk", "mail", text)
}

func hduTrapDRMeeting() Sample {
	text := fmt.Sprintf("DR planning – %s\n- RPO 24h for tier 2, 1h for SQL (log shipping)\n- Tape rotation: Friday pickup, %d weeks in vault\n- Passwords: all DR credentials move to the DR vault in 1Password; printout in the safe gets refreshed quarterly (owner: %s)\n- Next failover test: %s, scope %s\n", hduDate(), hduN(4, 12), pick(hduFirst), hduDate(), hduPick("SAP + file servers", "Exchange", "all tier 1"))
	return hduT("trap-password-talk", "meeting-notes", text)
}

func hduTrapPickupManifest() Sample {
	var rows []string
	for i := 0; i < hduN(3, 6); i++ {
		rows = append(rows, fmt.Sprintf("| %s | %s | %s |", hduBarcode(), "C"+rnd(digits, 7), hduDate()))
	}
	text := fmt.Sprintf("Offsite pickup %s – tracking %s\n\n| Tape | Container | Return |\n|---|---|---|\n%s\n\nSigned: %s (courier badge %s)", hduDate(), "1Z"+rnd(upper+digits, 16), strings.Join(rows, "\n"), pick(hduFirst), rnd(digits, 5))
	return hduT("trap-tracking-numbers", "markdown", text)
}

func hduTrapEscalation() Sample {
	text := fmt.Sprintf("DR escalation list\n1. On-call backup admin: +49 151 %s %s\n2. %s (team lead): %s@%s, +31 6 %s %s\n3. Veeam support: case portal, contract %s\n4. Offsite vault hotline: +44 20 %s %s\n", rnd(digits, 4), rnd(digits, 4), pick(hduFirst), strings.ToLower(pick(hduFirst)), pick(hduDomains), rnd(digits, 4), rnd(digits, 4), rnd(digits, 8), rnd(digits, 4), rnd(digits, 4))
	return hduT("trap-phone-list", "note", text)
}

func hduTrapGetCreds() Sample {
	var rows []string
	for i := 0; i < hduN(3, 5); i++ {
		rows = append(rows, fmt.Sprintf("%-28s %s", hduPick("CORP\\svc_veeam", "root", "administrator@vsphere.local", "CORP\\sql_bkp", "veeamrepo"), hduPick("guest processing", "Linux proxy", "vCenter", "SQL log backup", "hardened repo")))
	}
	text := "PS C:\\> Get-VBRCredentials | Format-Table UserName, Description\n\nUserName                     Description\n--------                     -----------\n" + strings.Join(rows, "\n") + "\n"
	return hduT("trap-usernames", "powershell", text)
}

func hduTrapPBSStatus() Sample {
	text := fmt.Sprintf("# proxmox-backup-manager cert info | grep Fingerprint\nFingerprint (sha256): %s\n# proxmox-backup-manager datastore list\n┌──────────┬─────────────────┬─────────┐\n│ name     │ path            │ comment │\n╞══════════╪═════════════════╪═════════╡\n│ store1   │ /mnt/datastore1 │ local   │\n│ offsite  │ /mnt/usb-%s     │ weekly  │\n└──────────┴─────────────────┴─────────┘\n", hduColonHex(32), rnd(digits, 2))
	return hduT("trap-fingerprint", "shell", text)
}

func hduTrapBaculaReport() Sample {
	text := fmt.Sprintf("Bacula %s: Backup OK of %s-fd Full\n  JobId:                  %d\n  Job:                    %s.%s_%s\n  Volume name(s):         %s\n  SD Bytes Written:       %d,%03d,%03d,%03d\n  Encryption:             yes\n  Termination:            Backup OK\n", hduPick("bacula-dir01", "backup-dir"), hduPick("web01", "mail", "erp"), hduN(1000, 99999), hduPick("Full-Web", "Nightly-ERP"), hduDate(), strings.ReplaceAll(hduTime(), ":", "."), hduBarcode(), hduN(1, 999), hduN(0, 999), hduN(0, 999), hduN(0, 999))
	return hduT("trap-job-report", "mail", text)
}

func hduTrapDecryptLog() Sample {
	text := fmt.Sprintf("[%s %s] Error    Failed to import backup \"%s\": Wrong password or the password is not set\n[%s %s] Info     Request id %s, trace %s\n[%s %s] Info     Prompting user for encryption password (hint: \"%s\")\n", hduDate(), hduTime(), hduJob(), hduDate(), hduTime(), hduUUID(), rnd(hexs, 32), hduDate(), hduTime(), hduPick("offsite one", "ask the team lead", "the long one from 2023"))
	return hduT("trap-error-log", "log", text)
}

func hduTrapJobsCSV() Sample {
	lines := []string{"job_id;name;type;last_result;last_run;size_gb"}
	for i := 0; i < hduN(4, 7); i++ {
		lines = append(lines, fmt.Sprintf("%s;%s;%s;%s;%s %s;%d", hduUUID(), hduJob(), hduPick("Backup", "BackupCopy", "Tape"), hduPick("Success", "Warning", "Failed"), hduDate(), hduTime()[:5], hduN(10, 9000)))
	}
	return hduT("trap-job-ids", "csv", strings.Join(lines, "\n")+"\n")
}

func hduTrapCommitMsg() Sample {
	sha := rnd(hexs, 40)
	text := fmt.Sprintf("commit %s\nAuthor: %s <%s@%s>\nDate:   %s %s\n\n    backup: read borg passphrase via BORG_PASSCOMMAND\n\n    The passphrase no longer lives in the cron script; it comes from\n    pass(1) on each host. Rotated after the change (see %s).\n", sha, pick(hduFirst), strings.ToLower(pick(hduFirst)), pick(hduDomains), hduDate(), hduTime(), hduTicket())
	return hduT("trap-commit-sha", "git", text)
}

func hduTrapAlertText() Sample {
	text := hduPick(
		fmt.Sprintf(":warning: *Veeam* job `%s` finished with *Warning* on %s – 2 of 14 VMs retried. Session %s", hduJob(), hduHost(), hduUUID()),
		fmt.Sprintf("webhook for #backup-alerts: https://hooks.slack.com/services/T%s/B%s/************************ (full URL in the vault, item \"slack-backup-alerts\")", rnd(upper+digits, 9), rnd(upper+digits, 9)),
		fmt.Sprintf("[borgmatic] %s: backup FAILED – Connection closed by remote host. Is the remote host reachable? exit code 2", hduHost()),
	)
	return hduT("trap-alert", "chat", text)
}

func hduTrapTapeKeyLabel() Sample {
	text := fmt.Sprintf("Tape encryption is application-managed now (Veeam). Old library-managed keys: label %s, key UUID %s, held in SKLM on %s – do NOT delete, the 2019 archive tapes %s..%s still need it.", hduPick("ts4300_keygrp1", "LTO7-ARCHIVE"), hduUUID(), hduHost(), hduBarcode(), hduBarcode())
	return hduT("trap-key-label", "note", text)
}

func hduTrapCodeTalk() Sample {
	text := hduPick(
		fmt.Sprintf("%s: door code for the DR site changed on Monday, security desk gives it out after badge check. don't put it in Teams", pick(hduFirst)),
		fmt.Sprintf("The tape safe needs the %d-digit combination; %s and %s hold it. If both are unreachable, call facilities.", pick([]int{6, 8}), pick(hduFirst), pick(hduFirst)),
		"alarm panel at the branch beeps 'low battery' again, code still works, just needs a new 12V 7Ah battery (part no. NP7-12)",
	)
	return hduT("trap-code-talk", "chat", text)
}

func hduTrapOrder() Sample {
	text := fmt.Sprintf("Order %s confirmed\n- 2x %s LTO-9 Ultrium data cartridge 20-pack, part %s\n- 1x cleaning cartridge, part %s\n- Serials: %s, %s\nDelivery: %s, PO %s\n", rnd(digits, 9), hduPick("IBM", "HPE", "Quantum", "Fujifilm"), rnd(upper+digits, 7), rnd(upper+digits, 7), rnd(upper+digits, 10), rnd(upper+digits, 10), hduDate(), "PO-"+rnd(digits, 6))
	return hduT("trap-order-serials", "mail", text)
}

func hduTrapReportImage() Sample {
	raw := make([]byte, hduN(60, 120))
	for i := range raw {
		raw[i] = byte(rng.IntN(256))
	}
	img := "iVBORw0KGgoAAAANSUhEUgAA" + base64.StdEncoding.EncodeToString(raw)
	text := fmt.Sprintf("<h2>Backup report %s</h2>\n<p>Success rate: %d%%</p>\n<img alt=\"trend\" src=\"data:image/png;base64,%s\">\n<p>Build %s, generated by veeam-report</p>", hduDate(), hduN(80, 100), img, rnd(hexs, 12))
	return hduT("trap-base64-image", "html", text)
}

func hduTrapEntraApp() Sample {
	text := fmt.Sprintf("App registration for VB365:\n  Display name: Veeam Backup for M365\n  Application (client) ID: %s\n  Directory (tenant) ID: %s\n  Object ID: %s\n  Client secret: stored in Key Vault kv-backup-%s, secret name vb365-app\n", hduUUID(), hduUUID(), hduUUID(), hduPick("we", "ne", "gwc"))
	return hduT("trap-client-id", "note", text)
}

func hduTrapTraceIDs() Sample {
	text := fmt.Sprintf("%s: upload to the object repo fails intermittently, S3 returns 503 SlowDown.\nx-amz-request-id: %s\nx-amz-id-2: %s\nVeeam log: task %s, build %s\n", pick(hduFirst), strings.ToUpper(rnd(hexs, 16)), rnd(hduB64, 76), hduUUID(), hduPick("12.3.1.1139", "12.2.0.334"))
	return hduT("trap-request-ids", "chat", text)
}

func hduTrapVeeamDiff() Sample {
	text := "diff --git a/backup.sh b/backup.sh\n--- a/backup.sh\n+++ b/backup.sh\n@@ -3,7 +3,7 @@\n export RESTIC_REPOSITORY=\"s3:s3.amazonaws.com/" + hduBucket() + "\"\n-export RESTIC_PASSWORD_FILE=/root/.restic-pw\n+export RESTIC_PASSWORD_COMMAND=\"systemd-creds decrypt /etc/credstore.encrypted/restic-pw -\"\n restic backup --exclude-caches /srv\n"
	return hduT("trap-secret-reference", "diff", text)
}

func hduTrapPlaceholderYAML() Sample {
	text := fmt.Sprintf("# values.yaml (velero) – defaults, real values come from the sealed secret\ncredentials:\n  useSecret: true\n  existingSecret: velero-offsite-creds\n  secretContents: {}\nconfiguration:\n  backupStorageLocation:\n    - name: offsite\n      provider: aws\n      bucket: %s\n      config:\n        region: %s\n        s3Url: https://s3.%s.wasabisys.com\n", hduBucket(), hduRegion(), hduPick("eu-central-1", "eu-central-2", "eu-west-1"))
	return hduT("trap-secret-reference", "yaml", text)
}
