package main

import (
	"fmt"
	"strings"
)

// Traps around restic, borg, rclone and object storage: texts with no secret in them.

var hduTrapGens1 = []func() Sample{
	hduTrapResticSnaps, hduTrapEnvTemplate, hduTrapBorgInfo, hduTrapPasscommand, hduTrapRcloneRedacted,
	hduTrapRcloneCheck, hduTrapRcloneTemplate, hduTrapBucketPolicy, hduTrapMaskedAWS, hduTrapAzureURL,
	hduTrapWasabiInvoice, hduTrapAgeRecipients, hduTrapAuthorizedKeys, hduTrapGPGFingerprint,
	hduTrapKopiaStatus, hduTrapResticCheck, hduTrapLifecycle, hduTrapTerraformVars, hduTrapPwPolicy,
	hduTrapK8sSecretRef, hduTrapResticRelease,
}

func hduTrapResticSnaps() Sample {
	host := hduHost()
	var rows []string
	for i := 0; i < hduN(3, 6); i++ {
		rows = append(rows, fmt.Sprintf("%s  %s %s  %-10s  %-10s  /srv  %d.%03d GiB", rnd(hexs, 8), hduDate(), hduTime(), host, hduPick("daily", "weekly", "pre-upgrade"), hduN(1, 900), hduN(0, 999)))
	}
	text := fmt.Sprintf("$ restic -r s3:s3.amazonaws.com/%s snapshots --host %s\nrepository %s opened (version 2, compression level auto)\nID        Time                 Host        Tags        Paths  Size\n---------------------------------------------------------------------\n%s\n---------------------------------------------------------------------\n%d snapshots\n", hduBucket(), host, rnd(hexs, 8), strings.Join(rows, "\n"), len(rows))
	return hduT("trap-restic-snapshot-ids", "shell", text)
}

func hduTrapEnvTemplate() Sample {
	text := hduPick(
		"# restic.env.example -- copy to /etc/restic/restic.env and CHANGE the values below\nRESTIC_REPOSITORY=s3:s3.amazonaws.com/<bucket>/<host>\nRESTIC_PASSWORD=changeme\nAWS_ACCESS_KEY_ID=<your-access-key-id>\nAWS_SECRET_ACCESS_KEY=<your-secret-key>\n",
		"# .env.sample for the backup-report container (fill in before first start)\nVBR_HOST=vbr01.corp.local\nVBR_USER=CORP\\svc_report\nVBR_PASSWORD=<your-password>\nSMTP_PASSWORD=\nSLACK_WEBHOOK_URL=https://hooks.slack.com/services/XXXXXXXXX/XXXXXXXXX/XXXXXXXXXXXXXXXXXXXXXXXX\n",
		fmt.Sprintf("BORG_REPO=ssh://borg@%s/./repo\nBORG_PASSPHRASE=\"\"   # set via BORG_PASSCOMMAND on real hosts, leave empty here\nBORG_RSH=\"ssh -i /root/.ssh/borg_ed25519\"\n", hduHost()),
	)
	return hduT("trap-placeholder", "env", text)
}

func hduTrapBorgInfo() Sample {
	h := hduHost()
	text := fmt.Sprintf("$ borg info ssh://borg@%s/./repo\nRepository ID: %s\nLocation: ssh://borg@%s/./repo\nEncrypted: Yes (repokey BLAKE2b)\nCache: /root/.cache/borg/%s\nSecurity dir: /root/.config/borg/security/%s\n------------------------------------------------------------------------------\n                       Original size      Compressed size    Deduplicated size\nAll archives:                %d.%02d TB            %d.%02d TB            %d.%02d GB\n", h, rnd(hexs, 64), h, rnd(hexs, 64), rnd(hexs, 64), hduN(1, 40), hduN(0, 99), hduN(1, 20), hduN(0, 99), hduN(100, 999), hduN(0, 99))
	return hduT("trap-borg-repo-id", "shell", text)
}

func hduTrapPasscommand() Sample {
	text := hduPick(
		"export BORG_PASSCOMMAND=\"pass show infra/borg/offsite\"\nexport BORG_REPO=ssh://u"+rnd(digits, 6)+"@u"+rnd(digits, 6)+".your-storagebox.de:23/./borg\nborg create ::'{hostname}-{now:%Y-%m-%d}' /etc /srv\n",
		"[Service]\nType=oneshot\nEnvironmentFile=/etc/restic/env\nLoadCredential=restic-pw:/etc/credstore/restic-pw\nEnvironment=RESTIC_PASSWORD_FILE=%d/restic-pw\nExecStart=/usr/bin/restic backup /srv\n",
		fmt.Sprintf("restic -r %s --password-command 'op read op://Infra/restic-offsite/password' backup /home", "sftp:backup@"+hduHost()+":/srv/restic"),
	)
	return hduT("trap-secret-reference", "shell", text)
}

func hduTrapRcloneRedacted() Sample {
	text := fmt.Sprintf("here's my config (rclone config redacted), sync to %s stalls at 99%%:\n\n[offsite]\ntype = s3\nprovider = Wasabi\naccess_key_id = XXX\nsecret_access_key = XXX\nendpoint = s3.eu-central-1.wasabisys.com\n\n[offsite-crypt]\ntype = crypt\nremote = offsite:%s\npassword = XXX\npassword2 = XXX\n### Double check the config for sensitive info before posting it online\n", hduBucket(), hduBucket())
	return hduT("trap-redacted-config", "ini", text)
}

func hduTrapRcloneCheck() Sample {
	var lines []string
	for i := 0; i < hduN(2, 4); i++ {
		lines = append(lines, fmt.Sprintf("%s  %s/%s.vbk", rnd(hexs, 32), hduPick("SQL-Daily", "FS01"), hduDate()))
	}
	b, d := hduBucket(), hduDate()
	text := fmt.Sprintf("$ rclone md5sum wasabi:%s/veeam | head\n%s\n$ rclone check /volume1/veeam wasabi:%s/veeam --one-way\n%s NOTICE: S3 bucket %s: 0 differences found\n%s NOTICE: S3 bucket %s: %d matching files\n", b, strings.Join(lines, "\n"), b, d, b, d, b, hduN(100, 4000))
	return hduT("trap-checksums", "shell", text)
}

func hduTrapRcloneTemplate() Sample {
	text := "# roles/rclone/templates/rclone.conf.j2\n[offsite]\ntype = s3\nprovider = {{ rclone_provider }}\naccess_key_id = {{ vault_rclone_access_key }}\nsecret_access_key = {{ vault_rclone_secret_key }}\n\n[offsite-crypt]\ntype = crypt\nremote = offsite:{{ rclone_bucket }}/crypt\npassword = {{ vault_rclone_crypt_pw | rclone_obscure }}\n"
	return hduT("trap-template-reference", "jinja", text)
}

func hduTrapBucketPolicy() Sample {
	acct := rnd(digits, 12)
	b := hduBucket()
	text := fmt.Sprintf("{\n  \"Version\": \"2012-10-17\",\n  \"Statement\": [{\n    \"Sid\": \"DenyDeleteExceptBreakGlass\",\n    \"Effect\": \"Deny\",\n    \"Principal\": \"*\",\n    \"Action\": [\"s3:DeleteObject\", \"s3:PutBucketObjectLockConfiguration\"],\n    \"Resource\": [\"arn:aws:s3:::%s\", \"arn:aws:s3:::%s/*\"],\n    \"Condition\": {\"StringNotEquals\": {\"aws:PrincipalArn\": \"arn:aws:iam::%s:role/%s\"}}\n  }]\n}", b, b, acct, hduPick("BreakGlassBackup", "dr-admin"))
	return hduT("trap-arn", "json", text)
}

func hduTrapMaskedAWS() Sample {
	tail := rnd(upper+"234567", 4)
	text, format := hduAlt("note", fmt.Sprintf("IAM report: access key AKIA************%s of user veeam-offsite was last used %s (s3, %s). Rotation due, the new key goes straight into Vault.", tail, hduDate(), hduRegion()), "chat", fmt.Sprintf("%s: deactivated the old key ending in %s, VBR is already on the new one (entered it directly in the repo wizard, not posting it here)", pick(hduFirst), tail), "ini", fmt.Sprintf("aws_access_key_id = ****************%s\naws_secret_access_key = ****************************************\n(from `aws configure list`, values masked)", tail))
	return hduT("trap-masked-key", format, text)
}

func hduTrapAzureURL() Sample {
	acct := "st" + hduPick("veeam", "bkp", "archive") + rnd(lower+digits, 5)
	text := hduPick(
		fmt.Sprintf("azcopy failed with 403 AuthenticationFailed on https://%s.blob.core.windows.net/veeam – the SAS token expired yesterday. %s will generate a new one from the portal, valid 30 days.", acct, pick(hduFirst)),
		fmt.Sprintf("Storage account: %s\nContainer: sqlbackups (immutable, time-based retention 35 days)\nAccess: managed identity of vm-sqlbak01 (Storage Blob Data Contributor), no keys\nResource ID: /subscriptions/%s/resourceGroups/rg-backup/providers/Microsoft.Storage/storageAccounts/%s", acct, hduUUID(), acct),
	)
	return hduT("trap-storage-account", "note", text)
}

func hduTrapWasabiInvoice() Sample {
	text := fmt.Sprintf("Wasabi invoice %s-%s\nAccount ID: %s\nBilling period: %s\nActive storage: %d.%02d TB  Deleted storage: %d.%02d TB\nTotal: EUR %d.%02d\nPayment: SEPA debit from IBAN DE%s %s %s %s %s %s\n", rnd(upper, 2), rnd(digits, 8), rnd(digits, 6), hduPick("Jan 2025", "Feb 2025", "Mar 2025", "Sep 2025"), hduN(5, 90), hduN(0, 99), hduN(0, 5), hduN(0, 99), hduN(50, 900), hduN(0, 99), rnd(digits, 2), rnd(digits, 4), rnd(digits, 4), rnd(digits, 4), rnd(digits, 4), rnd(digits, 2))
	return hduT("trap-invoice", "mail", text)
}

func hduTrapAgeRecipients() Sample {
	text := fmt.Sprintf("# .sops.yaml\ncreation_rules:\n  - path_regex: offsite/.*\\.yaml$\n    age: >-\n      %s,\n      %s\n", hduAgePub(), hduAgePub())
	return hduT("trap-public-key", "yaml", text)
}

func hduTrapAuthorizedKeys() Sample {
	text := fmt.Sprintf("# ~borg/.ssh/authorized_keys on %s\ncommand=\"borg serve --append-only --restrict-to-path /srv/borg/%s\",restrict %s root@%s\ncommand=\"borg serve --restrict-to-path /srv/borg\",restrict %s admin-prune@%s\n", hduHost(), hduPick("web01", "mail", "nas"), hduSSHPub(), hduPick("web01", "mail", "nas"), hduSSHPub(), hduHost())
	return hduT("trap-public-key", "config", text)
}

func hduTrapGPGFingerprint() Sample {
	fp := strings.ToUpper(rnd(hexs, 40))
	var g []string
	for i := 0; i < 40; i += 4 {
		g = append(g, fp[i:i+4])
	}
	text := fmt.Sprintf("$ gpg --list-keys backup@%s\npub   rsa4096 %s [SC] [expires: 2027-%02d-01]\n      %s\nuid           [ultimate] Backup Encryption <backup@%s>\nsub   rsa4096 %s [E]\n\nduplicity uses --encrypt-key %s; fingerprint for the DR binder: %s", pick(hduDomains), hduDate(), hduN(1, 12), fp, pick(hduDomains), hduDate(), fp[24:], strings.Join(g, " "))
	return hduT("trap-key-fingerprint", "shell", text)
}

func hduTrapKopiaStatus() Sample {
	text := fmt.Sprintf("$ kopia repository status\nConfig file:         /root/.config/kopia/repository.config\nDescription:         Repository in S3: s3.%s.amazonaws.com %s\nHostname:            %s\nUsername:            root\nRead-only:           false\nStorage type:        s3\nUnique ID:           %s\nHash:                BLAKE2B-256-128\nEncryption:          AES256-GCM-HMAC-SHA256\nSplitter:            DYNAMIC-4M-BUZHASH\nFormat version:      3\n", hduRegion(), hduBucket(), hduHost(), rnd(hexs, 64))
	return hduT("trap-repo-status", "shell", text)
}

func hduTrapResticCheck() Sample {
	text := fmt.Sprintf("$ restic check --read-data-subset=1/10\nusing temporary cache in /tmp/restic-check-cache-%s\ncreate exclusive lock for repository\nload indexes\ncheck all packs\npack %s: not referenced in any index\npack %s: not referenced in any index\n2 additional files were found in the repo, which likely contain duplicate data.\nThis is non-critical, you can run `restic prune` to correct this.\nno errors were found\n", rnd(digits, 10), rnd(hexs, 64), rnd(hexs, 64))
	return hduT("trap-pack-ids", "shell", text)
}

func hduTrapLifecycle() Sample {
	text := fmt.Sprintf("{\n  \"ObjectLockEnabled\": \"Enabled\",\n  \"Rule\": {\"DefaultRetention\": {\"Mode\": \"%s\", \"Days\": %d}}\n}\n\nlifecycle: transition to GLACIER_IR after %d days, noncurrent versions expire after %d days. KMS key: arn:aws:kms:%s:%s:key/%s", hduPick("COMPLIANCE", "GOVERNANCE"), pick([]int{14, 30, 90}), pick([]int{30, 60}), pick([]int{90, 180}), hduRegion(), rnd(digits, 12), hduUUID())
	return hduT("trap-kms-arn", "json", text)
}

func hduTrapTerraformVars() Sample {
	text := "provider \"aws\" {\n  region     = var.region\n  access_key = var.aws_access_key   # from TF_VAR_aws_access_key in CI\n  secret_key = var.aws_secret_key\n}\n\ndata \"vault_generic_secret\" \"b2\" {\n  path = \"secret/backup/b2-offsite\"\n}\n\nlocals {\n  b2_key = data.vault_generic_secret.b2.data[\"application_key\"]\n}\n"
	return hduT("trap-variable-reference", "terraform", text)
}

func hduTrapPwPolicy() Sample {
	text := hduPick(
		fmt.Sprintf("Policy for repository passwords (restic/borg/Veeam encryption):\n- at least %d characters, generated, never reused\n- stored in the password manager AND on paper in the DR safe\n- never in shell history, env files in git, or tickets\n- rotate when someone with access leaves", pick([]int{20, 24, 32})),
		fmt.Sprintf("%s: if the Veeam encryption password is lost, the backups can't be restored – not even Veeam support can help unless Enterprise Manager key backup was on. So double-check it's in the vault before enabling encryption.", pick(hduFirst)),
		"Q: does restic store my password anywhere?\nA: No. The password unlocks a key file in the repo's keys/ folder. Lose all passwords and the data is gone. You can have several keys (restic key add) so two admins each know their own.",
	)
	return hduT("trap-password-talk", "wiki", text)
}

func hduTrapK8sSecretRef() Sample {
	text := fmt.Sprintf("apiVersion: k8up.io/v1\nkind: Schedule\nmetadata:\n  name: %s-backup\nspec:\n  backend:\n    repoPasswordSecretRef:\n      name: restic-repo\n      key: password\n    s3:\n      endpoint: https://s3.%s.wasabisys.com\n      bucket: %s\n      accessKeyIDSecretRef:\n        name: wasabi-creds\n        key: access-key-id\n      secretAccessKeySecretRef:\n        name: wasabi-creds\n        key: secret-access-key\n  backup:\n    schedule: '@daily-random'\n", hduPick("gitea", "nextcloud", "postgres"), hduPick("eu-central-1", "eu-central-2"), hduBucket())
	return hduT("trap-secret-reference", "yaml", text)
}

func hduTrapResticRelease() Sample {
	text := fmt.Sprintf("upgraded restic on all hosts: %s -> %s (%s)\nsha256 restic_%s_linux_amd64.bz2: %s\nrclone stays at v1.%d.%d, borg at 1.%d.%d", hduPick("0.16.4", "0.16.5", "0.17.0"), hduPick("0.17.3", "0.18.0"), hduDate(), hduPick("0.17.3", "0.18.0"), hduSha256(), hduN(65, 70), hduN(0, 3), hduN(2, 4), hduN(0, 9))
	return hduT("trap-version-checksum", "note", text)
}
