package main

import (
	"fmt"
	"strings"
)

// Secrets around restic, borg, kopia and duplicity repositories.

var hduResticGens = []func() Sample{
	hduResticEnv, hduResticShell, hduResticRest, hduBorgCron, hduBorgKeyExport, hduBorgChat,
	hduKopiaConnect, hduDuplicity, hduResticRotate, hduRepoTable, hduResticSystemd, hduBorgAnsible,
	hduStorageBoxDE, hduVeleroCreds, hduResticPs,
}

func hduResticEnv() Sample {
	bucket := hduBucket()
	pw := hduPw()
	if hduChance(25) {
		text := fmt.Sprintf("# /etc/restic/env on %s (EC2, S3 access via instance role, no keys here)\nRESTIC_REPOSITORY=s3:s3.%s.amazonaws.com/%s/%s\nRESTIC_PASSWORD=%s\nRESTIC_PACK_SIZE=64\n", hduHost(), hduRegion(), bucket, hduPick("app", "db"), pw)
		return hduS("restic-env", "env", text, []string{pw}, bucket, "RESTIC_PACK_SIZE=64")
	}
	if hduChance(50) {
		id, sec := hduAWSID(), hduAWSSecret()
		ep := hduPick("s3.amazonaws.com", "s3."+hduRegion()+".amazonaws.com", "s3.eu-central-1.wasabisys.com")
		text := fmt.Sprintf("# /etc/restic/%s.env  -- sourced by restic-backup.service\nRESTIC_REPOSITORY=s3:%s/%s/%s\nRESTIC_PASSWORD=%s\nAWS_ACCESS_KEY_ID=%s\nAWS_SECRET_ACCESS_KEY=%s\nRESTIC_CACHE_DIR=/var/cache/restic\nGOMAXPROCS=2\n",
			hduPick("prod", "fileserver", "db01", "gitlab"), ep, bucket, hduPick("hosts", "restic", "srv"), pw, id, sec)
		return hduS("restic-env", "env", text, []string{pw, id, sec}, bucket, "RESTIC_CACHE_DIR=/var/cache/restic")
	}
	key := hduB2Key()
	text := fmt.Sprintf("RESTIC_REPOSITORY=b2:%s:/%s\nRESTIC_PASSWORD=\"%s\"\nB2_ACCOUNT_ID=%s\nB2_ACCOUNT_KEY=%s\nRESTIC_COMPRESSION=max\n",
		bucket, hduPick("restic", "nas", "laptops"), pw, hduB2ID(), key)
	return hduS("restic-env", "env", text, []string{pw, key}, bucket, "RESTIC_COMPRESSION=max")
}

func hduResticShell() Sample {
	pw := hduPw()
	host := hduHost()
	snap := rnd(hexs, 8)
	q := hduPick("'", "\"", "")
	if q == "" && strings.ContainsAny(pw, "!#&*?$^") {
		q = "'"
	}
	text := fmt.Sprintf("root@%s:~# export RESTIC_REPOSITORY=/mnt/usb-%s/restic\nroot@%s:~# export RESTIC_PASSWORD=%s%s%s\nroot@%s:~# restic snapshots --latest 1\nrepository %s opened (version 2, compression level auto)\nID        Time                 Host        Tags        Paths\n----------------------------------------------------------------\n%s  %s %s  %s      daily       /srv\n----------------------------------------------------------------\n1 snapshots\n",
		host, rnd(digits, 2), host, q, pw, q, host, rnd(hexs, 8), snap, hduDate(), hduTime()[:5], host)
	return hduS("restic-password", "shell", text, []string{pw}, snap, "restic snapshots --latest 1")
}

func hduResticRest() Sample {
	user, pw, host := hduPick("restic", "backup", pick(hduFirst)), hduPw(), hduHost()
	urlpw := strings.NewReplacer("@", "%40", "#", "%23", "?", "%3F", "%", "%25", "/", "%2F").Replace(pw)
	repo := fmt.Sprintf("rest:https://%s:%s@%s:8000/%s/", user, urlpw, host, hduPick("laptops", "srv01", "db", strings.ToLower(pick(hduFirst))))
	var text, format string
	switch rng.IntN(3) {
	case 0:
		text, format = fmt.Sprintf("fyi the rest-server is up, repo url for the clients:\n\n    %s\n\nappend-only mode is on, so prune has to run on the server itself.", repo), "chat"
	case 1:
		text, format = fmt.Sprintf("- name: restic repo\n  set_fact:\n    restic_repository: \"%s\"\n    restic_keep_daily: 7\n", repo), "yaml"
	default:
		text, format = fmt.Sprintf("$ restic -r %s init\ncreated restic repository %s at %s\n", repo, rnd(hexs, 10), "rest:https://"+host+":8000/"), "shell"
	}
	return hduS("rest-server-url-password", format, text, []string{urlpw}, host)
}

func hduBorgCron() Sample {
	pp := hduPassphrase()
	host := hduHost()
	repo := fmt.Sprintf("ssh://borg@%s:%d/./%s", host, pick([]int{22, 23, 2222}), hduPick("repo", "backups/web01", "nas"))
	text := fmt.Sprintf("#!/bin/sh\n# nightly borg, called from cron 02:15\nexport BORG_REPO='%s'\nexport BORG_PASSPHRASE='%s'\nexport BORG_RSH='ssh -i /root/.ssh/borg_ed25519'\n\nborg create --stats --compression zstd,6 ::'{hostname}-{now}' /etc /srv /home \\\n  --exclude '/home/*/.cache'\nborg prune --keep-daily 7 --keep-weekly 4 --keep-monthly 6\n",
		repo, pp)
	return hduS("borg-passphrase", "shell-script", text, []string{pp}, repo)
}

func hduBorgKeyExport() Sample {
	repoID := rnd(hexs, 64)
	body := hduBorgKeyBody()
	who := pick(hduFirst)
	text := fmt.Sprintf("%s, here is the exported repokey for the %s repo (borg key export). Put it in the DR binder, without it + the passphrase the offsite copy is useless.\n\nBORG_KEY %s\n%s\n\nrepo id matches the one in `borg info`.", who, hduPick("nas", "mail", "web", "ERP"), repoID, body)
	return hduS("borg-repokey", "chat", text, []string{body}, "BORG_KEY "+repoID)
}

func hduBorgChat() Sample {
	hduA, hduB := hduPair()
	pp := hduPassphrase()
	host := hduHost()
	text := hduPick(
		fmt.Sprintf("[%s] %s: borg on %s asks for a passphrase now, we switched to repokey-blake2. passphrase is: %s", hduTime()[:5], hduA, host, pp),
		fmt.Sprintf("%s: can you check %s? borg extract hangs\n%s: needs BORG_PASSPHRASE set. it's  %s  (two spaces around are not part of it lol)", hduA, host, hduB, pp),
		fmt.Sprintf("hey, for the restore test on %s: borg passphrase = \"%s\". delete this msg after pls", host, pp),
	)
	return hduS("borg-passphrase", "chat", text, []string{pp}, host)
}

func hduKopiaConnect() Sample {
	b := hduBucket()
	id, sec, pw := hduAWSID(), hduAWSSecret(), hduPw()
	if hduChance(50) {
		text := fmt.Sprintf("# keys come from AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY in the systemd drop-in\nkopia repository connect s3 --bucket=%s --prefix=%s/ --password=\"%s\"\nkopia policy set --global --keep-daily 14 --keep-monthly 12\n", b, hduPick("laptops", "srv", "nas"), pw)
		return hduS("kopia-repo-password", "shell", text, []string{pw}, b)
	}
	text := fmt.Sprintf("$ kopia repository connect s3 \\\n    --bucket=%s \\\n    --endpoint=s3.%s.amazonaws.com \\\n    --access-key=%s \\\n    --secret-access-key=%s \\\n    --password='%s'\nConnected to repository.\n\nNOTICE: Kopia will check for updates on GitHub every 7 days.\n", b, hduRegion(), id, sec, pw)
	return hduS("kopia-repo-credentials", "shell", text, []string{id, sec, pw}, b)
}

func hduDuplicity() Sample {
	pp := hduPassphrase()
	key := hduB2Key()
	b := hduBucket()
	keyID := strings.ToUpper(rnd(hexs, 16))
	if hduChance(50) {
		text := fmt.Sprintf("#!/bin/sh\n# duplicity to B2, app key comes from /root/.b2env\n. /root/.b2env\nexport PASSPHRASE=\"%s\"\nduplicity --encrypt-key %s --full-if-older-than 1M /var/www \"b2://${B2_KEY_ID}:${B2_APP_KEY}@%s/www\"\nunset PASSPHRASE\n", pp, keyID, b)
		return hduS("duplicity-passphrase", "shell-script", text, []string{pp}, "--encrypt-key "+keyID, b)
	}
	text := fmt.Sprintf("# crontab -l (root)\n30 3 * * * PASSPHRASE='%s' duplicity --encrypt-key %s --full-if-older-than 1M /var/www b2://%s:%s@%s/www >> /var/log/dup.log 2>&1\n", pp, keyID, hduB2ID(), key, b)
	return hduS("duplicity-credentials", "crontab", text, []string{pp, key}, "--encrypt-key "+keyID, b)
}

func hduResticRotate() Sample {
	pw := hduPw()
	id := rnd(hexs, 8)
	text, format := hduAlt("mail", fmt.Sprintf("Subject: restic repo key rotated\n\nHi all,\n\nas planned I added a new key to the offsite restic repo (key id %s) and removed the old one. The new repo password is\n\n%s\n\nPlease update the password file on your hosts by Friday. Old key is gone, so backups will fail until you do.\n\nCheers,\n%s", id, pw, pick(hduFirst)), "shell", fmt.Sprintf("$ restic key add\nenter new password for repository: \nenter password again: \nsaved new key as <Key of root@%s, created on %s>\n# note to self: new pw is %s  (key %s)\n", hduHost(), hduDate(), pw, id))
	return hduS("restic-password", format, text, []string{pw}, id)
}

func hduRepoTable() Sample {
	p1, p2 := hduPw(), hduPassphrase()
	r1, r2 := hduPick("nas01-restic", "fs-restic"), hduPick("mail-borg", "web-borg", "db-borg")
	if hduChance(50) {
		text := fmt.Sprintf("| Repo | Tool | Location | Password |\n|------|------|----------|----------|\n| %s | restic | b2:%s | `%s` |\n| %s | borg | storagebox | in KeePass (Backup/Borg) |\n", r1, hduBucket(), p1, r2)
		return hduS("repo-passwords", "markdown", text, []string{p1}, r1, r2)
	}
	text := fmt.Sprintf("## Backup repositories (handover %s)\n\n| Repo | Tool | Location | Password |\n|------|------|----------|----------|\n| %s | restic | b2:%s | `%s` |\n| %s | borg | storagebox u%s | `%s` |\n| archive-2019 | borg | LTO tape %s | see sealed envelope |\n", hduDate(), r1, hduBucket(), p1, r2, rnd(digits, 6), hduBarcode(), p2)
	return hduS("repo-passwords", "markdown", text, []string{p1, p2}, r1, r2, "see sealed envelope")
}

func hduResticSystemd() Sample {
	pw := hduPw()
	text := fmt.Sprintf("[Unit]\nDescription=restic backup\nAfter=network-online.target\n\n[Service]\nType=oneshot\nEnvironment=RESTIC_REPOSITORY=sftp:backup@%s:/srv/restic\nEnvironment=\"RESTIC_PASSWORD=%s\"\nExecStart=/usr/bin/restic backup --one-file-system /\nNice=10\n", hduHost(), pw)
	return hduS("restic-password", "systemd", text, []string{pw}, "ExecStart=/usr/bin/restic backup --one-file-system /")
}

func hduBorgAnsible() Sample {
	pp := hduPassphrase()
	host := hduHost()
	text := fmt.Sprintf("---\n# host_vars/%s.yml\nborg_repository: ssh://u%s@u%s.your-storagebox.de:23/./borg\nborg_encryption: repokey-blake2\nborg_encryption_passphrase: \"%s\"\nborg_source_directories:\n  - /etc\n  - /var/lib/postgresql\nborg_retention_policy:\n  keep_daily: 7\n  keep_monthly: 12\n", host, rnd(digits, 6), rnd(digits, 6), pp)
	return hduS("borg-passphrase", "yaml", text, []string{pp}, "borg_encryption: repokey-blake2")
}

func hduStorageBoxDE() Sample {
	u := "u" + rnd(digits, 6)
	pw, pp := hduStrongPw(), hduPassphrase()
	if hduChance(50) {
		text := fmt.Sprintf("Storage Box %s für die Borg-Backups ist eingerichtet. Passwort für SFTP/Samba: %s\nSSH-Key kommt noch, dann schalte ich den Passwort-Login ab.", u, pw)
		return hduS("storagebox-password", "chat", text, []string{pw}, "Storage Box "+u)
	}
	text := fmt.Sprintf("Hi %s,\n\ndie Storage Box ist bestellt. Zugang:\n  Host: %s.your-storagebox.de\n  Benutzer: %s\n  Passwort: %s\n\nBorg-Repo liegt unter ./borg-%s, Passphrase: %s\nBitte den SSH-Key hinterlegen, danach Passwort-Login abschalten.\n\nGruß\n%s", pick(hduFirst), u, u, pw, hduPick("web", "mail", "erp"), pp, pick(hduFirst))
	return hduS("storagebox-password", "mail", text, []string{pw, pp}, u+".your-storagebox.de")
}

func hduVeleroCreds() Sample {
	id, sec := hduAWSID(), hduAWSSecret()
	text := fmt.Sprintf("$ cat credentials-velero\n[default]\naws_access_key_id = %s\naws_secret_access_key = %s\n$ velero install --provider aws --plugins velero/velero-plugin-for-aws:v1.10.0 \\\n    --bucket %s --secret-file ./credentials-velero --use-node-agent\n", id, sec, hduBucket())
	return hduS("aws-access-key", "shell", text, []string{id, sec}, "--use-node-agent")
}

func hduResticPs() Sample {
	pw := hduPw()
	pid := rnd(digits, 5)
	text := fmt.Sprintf("found why the key leaked into the monitoring: someone used --password-command with echo.\n\n$ ps -ef | grep restic\nroot     %s  1  4 02:00 ?  00:03:12 restic backup /srv --password-command echo %s\nroot     %s  1201  0 02:05 pts/0 00:00:00 grep restic\n\nI'll move it to a password-file and rotate.", pid, pw, rnd(digits, 5))
	return hduS("restic-password", "shell", text, []string{pw}, "--password-command", pid)
}
