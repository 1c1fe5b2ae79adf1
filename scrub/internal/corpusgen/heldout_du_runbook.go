package main

import (
	"fmt"
	"strings"
)

// Secrets in DR runbooks, alerting hooks, scripts, site access notes and meeting notes.

var hduRunbookGens = []func() Sample{
	hduSlackAlert, hduDiscordAlert, hduTeamsAlert, hduTelegramBorgmatic, hduBorgmaticConf,
	hduSiteCodes, hduSafeCombo, hduCourierPin, hduBreakGlass, hduGitBackupPAT, hduGitlabBackup,
	hduVaultDR, hduSendgridReport, hduSmtpNotify, hduHetznerSnap, hduDOSnap, hduSSHKeyBlock,
	hduPemSftp, hduDRWifi, hduResetLink, hduOnePassKit, hduDatadogAgent, hduLicenceKey, hduDRMeeting,
}

func hduSlackAlert() Sample {
	hook := hduSlackHook()
	text := fmt.Sprintf("#!/bin/bash\n# post restic result to #backup-alerts\nSLACK_URL=\"%s\"\nif ! restic check --read-data-subset=5%%; then\n  curl -s -X POST -H 'Content-type: application/json' \\\n    --data \"{\\\"text\\\":\\\":x: restic check failed on $(hostname)\\\"}\" \"$SLACK_URL\"\nfi\n", hook)
	return hduS("slack-webhook", "shell-script", text, []string{hook}, "restic check --read-data-subset=5%")
}

func hduDiscordAlert() Sample {
	hook := hduDiscordHook()
	if hduChance(50) {
		text := fmt.Sprintf("homelab update: borg now pings our discord when a backup fails. webhook is %s in case anyone wants to reuse it for the unraid box", hook)
		return hduS("discord-webhook", "chat", text, []string{hook}, "unraid box")
	}
	text := fmt.Sprintf("notifications:\n  discord:\n    enabled: true\n    url: %s\n    on: [failure, warning]\n", hook)
	return hduS("discord-webhook", "yaml", text, []string{hook}, "on: [failure, warning]")
}

func hduTeamsAlert() Sample {
	hook := hduTeamsHook()
	text := fmt.Sprintf("# Post-job script for \"%s\" (Job settings -> Advanced -> Scripts)\n$session = Get-VBRBackupSession | Sort-Object EndTime -Descending | Select-Object -First 1\n$body = @{ text = \"Veeam: $($session.JobName) finished with $($session.Result)\" } | ConvertTo-Json\nInvoke-RestMethod -Method Post -ContentType 'application/json' -Body $body `\n  -Uri '%s'\n", hduJob(), hook)
	return hduS("teams-webhook", "powershell", text, []string{hook}, "Get-VBRBackupSession")
}

func hduTelegramBorgmatic() Sample {
	tok := hduTelegram()
	chat := "-100" + rnd(digits, 10)
	text := fmt.Sprintf("after_backup:\n  - curl -s \"https://api.telegram.org/bot%s/sendMessage?chat_id=%s&text=borg+ok+$(hostname)\"\non_error:\n  - curl -s \"https://api.telegram.org/bot%s/sendMessage?chat_id=%s&text=BORG+FAILED+$(hostname)\"\n", tok, chat, tok, chat)
	return hduS("telegram-bot-token", "yaml", text, []string{tok}, "chat_id="+chat)
}

func hduBorgmaticConf() Sample {
	pp := hduPassphrase()
	text := fmt.Sprintf("# /etc/borgmatic/config.yaml\nsource_directories:\n    - /home\n    - /etc\nrepositories:\n    - path: ssh://%s@%s/./borg\n      label: offsite\nencryption_passphrase: \"%s\"\nkeep_daily: 7\nkeep_weekly: 4\nhealthchecks:\n    ping_url: https://hc-ping.com/%s\n", hduPick("borg", "u"+rnd(digits, 6)), hduHost(), pp, hduUUID())
	return hduS("borg-passphrase", "yaml", text, []string{pp}, "label: offsite")
}

func hduSiteCodes() Sample {
	hduA, hduB := hduPair()
	door, alarm := hduPin(hduN(4, 6)), hduPin(4)
	if hduChance(50) {
		text := fmt.Sprintf("Tape swap checklist (%s)\n1. Badge in at reception\n2. Cage door keypad: %s\n3. Swap the I/E station magazine, scan barcodes\n4. Log the tapes in the vault sheet\n", hduPick("Mondays", "every Friday"), door)
		return hduS("door-code", "checklist", text, []string{door}, "Log the tapes in the vault sheet")
	}
	site := hduPick("DR site Frankfurt (Equinix FR5, cage 3C)", "Ausweich-RZ Leipzig", "DR container at the Hengelo depot", "secondary DC, building B basement")
	text, format := hduAlt("runbook", fmt.Sprintf("## Access – %s\n\n* Side entrance keypad: %s#\n* Alarm panel disarm code: %s (you have 30 s)\n* Rack key: blue key ring in the key box\n", site, door, alarm), "chat", fmt.Sprintf("%s: going to the %s tomorrow for the tape swap, what's the door code again?\n%s: %s then # . alarm is %s, turn it off right away or security calls", hduA, site, hduB, door, alarm))
	return hduS("door-and-alarm-code", format, text, []string{door, alarm}, site)
}

func hduSafeCombo() Sample {
	c := fmt.Sprintf("%02d-%02d-%02d", hduN(0, 99), hduN(0, 99), hduN(0, 99))
	if hduChance(40) {
		c = hduPin(6)
	}
	text := hduPick(
		fmt.Sprintf("Tape safe (fire rated, room 0.14): combination %s. Monthly GFS tapes go on the top shelf, label facing out.", c),
		fmt.Sprintf("%s, the media safe combo changed after %s left: new one is %s", pick(hduFirst), pick(hduFirst), c),
	)
	return hduS("safe-combination", "note", text, []string{c})
}

func hduCourierPin() Sample {
	pin := hduPin(hduN(4, 6))
	acct := rnd(digits, 6)
	word := hduCap(pick(hduWords)) + rnd(digits, 2)
	if hduChance(50) {
		text := fmt.Sprintf("%s: courier wants the recall PIN for the emergency pickup, account %s\n%s: it's %s", pick(hduFirst), acct, pick(hduFirst), pin)
		return hduS("vault-recall-pin", "chat", text, []string{pin}, "account "+acct)
	}
	text := fmt.Sprintf("Offsite tape vaulting (%s)\n- Customer account: %s\n- Authorised requesters: %s, %s\n- Emergency recall PIN: %s\n- Verbal password for phone recalls: %s\n- Hotline: +49 800 %s %s", hduPick("Iron Mountain", "Recall", "OASIS"), acct, pick(hduFirst), pick(hduFirst), pin, word, rnd(digits, 3), rnd(digits, 4))
	return hduS("vault-recall-pin", "note", text, []string{pin, word}, "Customer account: "+acct)
}

func hduBreakGlass() Sample {
	pw := hduStrongPw()
	acct := hduPick("CORP\\bg-admin01", "ACME\\breakglass", "LGX\\da-emergency")
	text := fmt.Sprintf("BREAK GLASS – only if AD/Entra is down during DR\nAccount: %s\nPassword: %s\nLast rotated: %s by %s\nAfter use: rotate, log in %s", acct, pw, hduDate(), pick(hduFirst), hduTicket())
	return hduS("break-glass-password", "note", text, []string{pw}, acct)
}

func hduGitBackupPAT() Sample {
	tok := hduGHP()
	org := hduPick("acme-eng", "lgx-platform", "stadtwerke-it")
	text := fmt.Sprintf("#!/bin/sh\n# mirror all repos of %s into /srv/git-backup, restic picks them up at 03:00\nGITHUB_TOKEN=%s\nfor r in $(curl -s -H \"Authorization: token $GITHUB_TOKEN\" https://api.github.com/orgs/%s/repos?per_page=100 | jq -r '.[].clone_url'); do\n  git -C /srv/git-backup clone --mirror \"$r\" 2>/dev/null || git -C \"/srv/git-backup/$(basename $r)\" remote update\ndone\n", org, tok, org)
	return hduS("github-token", "shell-script", text, []string{tok}, org)
}

func hduGitlabBackup() Sample {
	hduA, hduB := hduPair()
	tok := hduGlpat()
	text := fmt.Sprintf("%s: gitlab-backup create ran but the upload to the offsite bucket fails, and the API export too\n%s: which token does the export use?\n%s: PRIVATE-TOKEN: %s  (scope api, bot user backup-bot)", hduA, hduB, hduA, tok)
	return hduS("gitlab-token", "chat", text, []string{tok}, "backup-bot")
}

func hduVaultDR() Sample {
	tok := hduVaultTok()
	text := fmt.Sprintf("DR drill notes %s\n- Vault at DR unsealed 10:42 (3 of 5 key holders on call)\n- used token %s to read secret/backup/* for the restore jobs\n- TODO revoke that token after the drill\n", hduDate(), tok)
	return hduS("vault-token", "meeting-notes", text, []string{tok}, "secret/backup/*")
}

func hduSendgridReport() Sample {
	key := hduSendgrid()
	text := fmt.Sprintf("REPORT_FROM=backup-report@%s\nREPORT_TO=it-ops@%s\nSENDGRID_API_KEY=%s\nREPORT_CRON=\"0 7 * * 1\"\n", pick(hduDomains), pick(hduDomains), key)
	return hduS("sendgrid-key", "env", text, []string{key}, "REPORT_CRON=\"0 7 * * 1\"")
}

func hduSmtpNotify() Sample {
	pw := hduPw()
	user := "veeam-notify@" + hduPick("acme-logistics.eu", "stadtwerke-ost.de", "fabrikam.com")
	text := fmt.Sprintf("Email notification settings (VBR > General Options > E-mail Settings)\n  SMTP server: smtp.office365.com:587, TLS\n  From: %s\n  Credentials: %s / %s\n  To: backup-team@ distribution list\n", user, user, pw)
	return hduS("smtp-password", "note", text, []string{pw}, "smtp.office365.com:587")
}

func hduHetznerSnap() Sample {
	tok := hduHetznerTok()
	text := fmt.Sprintf("$ export HCLOUD_TOKEN=%s\n$ hcloud server create-image --type snapshot --description \"pre-upgrade %s\" %s\nImage %s created from server %s\n", tok, hduDate(), hduPick("web01", "gitea", "mail"), rnd(digits, 9), rnd(digits, 8))
	return hduS("hetzner-api-token", "shell", text, []string{tok}, "--type snapshot")
}

func hduDOSnap() Sample {
	tok := hduDOToken()
	text := fmt.Sprintf("snapshot cron for the droplets:\n\n    DIGITALOCEAN_ACCESS_TOKEN=%s doctl compute droplet-action snapshot %s --snapshot-name nightly-$(date +%%F)\n\nkeeps 7, older ones deleted by the cleanup script", tok, rnd(digits, 9))
	return hduS("digitalocean-token", "note", text, []string{tok}, "--snapshot-name")
}

func hduSSHKeyBlock() Sample {
	body := hduOpenSSHBody()
	text := fmt.Sprintf("key for the append-only borg user on %s (restricted in authorized_keys with command=\"borg serve --append-only\"):\n\n-----BEGIN OPENSSH PRIVATE KEY-----\n%s\n-----END OPENSSH PRIVATE KEY-----\n", hduHost(), body)
	return hduS("ssh-private-key", "chat", text, []string{body}, "borg serve --append-only")
}

func hduPemSftp() Sample {
	body := hduRSABody()
	hdr := hduPick("RSA PRIVATE KEY", "PRIVATE KEY")
	text := fmt.Sprintf("# offsite-sftp.pem  (SFTP target %s, user %s)\n-----BEGIN %s-----\n%s\n-----END %s-----\n", hduPick("sftp.datasafe.nl", "ftp.offsite-provider.de"), hduUser(), hdr, body, hdr)
	return hduS("private-key", "pem", text, []string{body}, "-----BEGIN "+hdr+"-----")
}

func hduDRWifi() Sample {
	key := hduPw()
	ssid := hduPick("DR-OPS", "Notfall-RZ", "DRSITE-5G", "bkp-lab")
	text, format := hduAlt("chat", fmt.Sprintf("wifi at the DR room: SSID %s, WPA2 key %s. only use it for the laptops, not the servers", ssid, key), "checklist", fmt.Sprintf("Checklist for the DR day:\n[ ] laptop + charger\n[ ] USB with recovery ISO\n[ ] WLAN %s / Schlüssel: %s\n[ ] phone list printed\n", ssid, key))
	return hduS("wifi-key", format, text, []string{key}, ssid)
}

func hduResetLink() Sample {
	tok := rnd(b64url, hduN(32, 48))
	host := hduPick("portal.backupcloud.example.com", "my.datasafe.nl", "console.offsite-vault.io")
	text := fmt.Sprintf("From: no-reply@%s\nSubject: Your sign-in link\n\nHi %s,\n\nuse this link to sign in to the backup portal. It works once and expires in 15 minutes:\n\nhttps://%s/auth/magic?token=%s\n\nIf you didn't request it, ignore this mail.", host, pick(hduFirst), host, tok)
	return hduS("magic-link-token", "mail", text, []string{tok}, host)
}

func hduOnePassKit() Sample {
	sk := "A3-" + rnd(upper+digits, 6) + "-" + rnd(upper+digits, 6) + "-" + rnd(upper+digits, 5) + "-" + rnd(upper+digits, 5) + "-" + rnd(upper+digits, 5) + "-" + rnd(upper+digits, 5)
	mp := hduPassphrase()
	if hduChance(50) {
		text := fmt.Sprintf("%s: new laptop, 1Password wants the Secret Key for the ops account\n%s: it's on the emergency kit in the DR binder: %s", pick(hduFirst), pick(hduFirst), sk)
		return hduS("password-manager-secret-key", "chat", text, []string{sk}, "emergency kit")
	}
	text := fmt.Sprintf("Emergency kit for the ops vault (printed, in the DR binder):\nSign-in address: %s.1password.eu\nEmail: ops-dr@%s\nSecret Key: %s\nMaster password: %s\n", hduPick("acme", "lgx", "stadtwerke-ost"), pick(hduDomains), sk, mp)
	return hduS("password-manager-secret-key", "note", text, []string{sk, mp}, "Sign-in address")
}

func hduDatadogAgent() Sample {
	key := rnd(hexs, 32)
	text := fmt.Sprintf("# /etc/datadog-agent/datadog.yaml on the backup proxies\napi_key: %s\nsite: datadoghq.eu\ntags:\n  - role:veeam-proxy\n  - env:prod\nlogs_enabled: true\n", key)
	return hduS("datadog-api-key", "yaml", text, []string{key}, "role:veeam-proxy")
}

func hduLicenceKey() Sample {
	hduA, hduB := hduPair()
	var g []string
	for i := 0; i < 5; i++ {
		g = append(g, rnd(upper+digits, 5))
	}
	key := strings.Join(g, "-")
	prod := hduPick("Macrium Reflect Server Plus", "Acronis Cyber Protect", "NAKIVO Backup & Replication", "Iperius Backup Full")
	text := fmt.Sprintf("%s: we bought %s for the branch office server, %d year\n%s: licence key pls\n%s: %s\n%s: activated, thanks", hduA, prod, hduN(1, 3), hduB, hduA, key, hduB)
	return hduS("licence-key", "chat", text, []string{key}, prod)
}

func hduDRMeeting() Sample {
	pw := hduPw()
	text := fmt.Sprintf("DR test retro – %s\nAttendees: %s, %s, %s\n\n- RTO target 4h, actual 5h20 (tape restore of %s was slow)\n- Veeam DR VBR came up fine, but the SQL sa password wasn't in the runbook. It is %s – added now.\n- Action: %s to automate the DNS switch\n", hduDate(), pick(hduFirst), pick(hduFirst), pick(hduFirst), hduBarcode(), pw, pick(hduFirst))
	return hduS("db-password", "meeting-notes", text, []string{pw}, "RTO target 4h")
}
