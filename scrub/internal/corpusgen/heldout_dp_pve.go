package main

import "fmt"

// Proxmox, TrueNAS and backup texts with secrets.

func hdpPveSecrets() []hdpGen {
	return []hdpGen{
		func() Sample {
			user := hdpOneOf("root@pam", "api@pve", "monitor@pve", "homepage@pve")
			tid := user + "!" + hdpOneOf("homepage", "grafana", "tf", "scripts", "ha")
			sec, ip := hdpUUID(), hdpIP()
			t := fmt.Sprintf("$ curl -sk -H 'Authorization: PVEAPIToken=%s=%s' \\\n    https://%s:8006/api2/json/nodes | jq '.data[].node'\n\"%s\"\n\"%s\"",
				tid, sec, ip, hdpPveHost(), hdpPveHost())
			return hdpS("proxmox-api-token", "shell", t, []string{sec}, tid, ip)
		},
		func() Sample {
			user := hdpOneOf("api@pam!homepage", "homepage@pve!dash", "root@pam!widget")
			sec := hdpUUID()
			t := fmt.Sprintf("- Infrastructure:\n    - Proxmox:\n        icon: proxmox.png\n        href: https://%s:8006\n        widget:\n          type: proxmox\n          url: https://%s:8006\n          username: %s\n          password: %s\n          node: %s",
				hdpIP(), hdpIP(), user, sec, hdpPveHost())
			return hdpS("proxmox-api-token", "yaml", t, []string{sec}, user)
		},
		func() Sample {
			pw, host := hdpPw(), hdpHost()
			t := fmt.Sprintf("%s\n\nAfter upgrading %s from 8.1 to 8.2 I can't log in to the web UI anymore. SSH works fine with the same creds (root, password %s), but the GUI says \"Login failed. Please try again\" on both the PAM and PVE realm. Already did `systemctl restart pveproxy pvedaemon`.\n\n%s",
				hdpHi(), host, pw, hdpThanks())
			return hdpS("root-password", "forum", t, []string{pw}, host)
		},
		func() Sample {
			tid := hdpOneOf("terraform@pve!tf", "tofu@pve!provider", "root@pam!terraform")
			sec := hdpUUID()
			t := fmt.Sprintf("provider \"proxmox\" {\n  pm_api_url          = \"https://%s:8006/api2/json\"\n  pm_api_token_id     = \"%s\"\n  pm_api_token_secret = \"%s\"\n  pm_tls_insecure     = true\n}\n\nresource \"proxmox_vm_qemu\" \"k3s\" {\n  count       = %d\n  name        = \"k3s-${count.index}\"\n  target_node = \"%s\"\n}",
				hdpIP(), tid, sec, hdpN(2, 5), hdpPveHost())
			return hdpS("proxmox-api-token", "hcl", t, []string{sec}, tid)
		},
		func() Sample {
			pw, fp := hdpPw(), hdpFingerprint()
			user := hdpOneOf("backup@pbs", "pve-sync@pbs", "root@pam")
			host, name := hdpPveHost(), hdpOneOf("nas", "offsite", "local")
			t := fmt.Sprintf("root@%s:~# pvesm add pbs pbs-%s --server %s --datastore %s \\\n  --username %s --password '%s' \\\n  --fingerprint %s\nroot@%s:~# pvesm status | grep pbs\npbs-%s        pbs     active    %d    %d    %d   %d.%02d%%",
				host, name, hdpIP(), hdpOneOf("store1", "tank", "ds-main"), user, pw, fp, host,
				name, hdpN(1e9, 4e9), hdpN(1e8, 9e8), hdpN(1e9, 3e9), hdpN(5, 60), hdpN(0, 99))
			return hdpS("pbs-password", "shell", t, []string{pw}, user, fp)
		},
		func() Sample {
			data, fp := hdpB64(hdpN(48, 64)), hdpFingerprint()
			t := fmt.Sprintf("Backup of the PBS client encryption key, keep this somewhere NOT on the cluster:\n\n%sjson\n{\n  \"kdf\": null,\n  \"created\": \"%s\",\n  \"modified\": \"%s\",\n  \"data\": \"%s\",\n  \"fingerprint\": \"%s\"\n}\n%s\nwithout it the encrypted backups are unreadable.",
				hdpFence, hdpStamp(), hdpStamp(), data, fp, hdpFence)
			return hdpS("pbs-encryption-key", "wiki", t, []string{data}, fp)
		},
		func() Sample {
			key, host := hdpTrueNASKey(), hdpOneOf("truenas.lan", "nas01.home.arpa", "scale.lab.lan")
			t := fmt.Sprintf("curl -s -X GET \"https://%s/api/v2.0/pool\" \\\n  -H \"Authorization: Bearer %s\" \\\n  -H \"Content-Type: application/json\" | jq '.[] | {name, status, healthy}'", host, key)
			return hdpS("truenas-api-key", "shell", t, []string{key}, host)
		},
		func() Sample {
			key := hdpTrueNASKey()
			t := fmt.Sprintf("%s %s, the scrutiny/homepage widget for TrueNAS needs an API key, I made one called %s:\n%s\n\nit has full admin though, haven't figured out the scoped ones on %s yet",
				hdpHi(), hdpPerson(), hdpOneOf("\"homepage\"", "\"dash\"", "\"ha-integration\""), key, hdpOneOf("24.10", "25.04", "Electric Eel", "Fangtooth"))
			return hdpS("truenas-api-key", "chat", t, []string{key})
		},
		func() Sample {
			pw, user := hdpPw(), hdpOneOf("media", "svc-plex", "family", "scanner")
			share := hdpOneOf(`\\nas01\media`, `\\truenas\photos`, `\\tower\scans`, `//192.168.1.20/backup`)
			t := fmt.Sprintf("Handover notes (%s)\n\n* NAS is on %s, TrueNAS SCALE, pool `tank` (2x mirror)\n* SMB share %s\n  - user: %s\n  - pass: %s\n* Snapshots hourly, kept 2 weeks\n* Scrub every 1st Sunday",
				hdpDate(), hdpIP(), share, user, pw)
			return hdpS("smb-password", "notes", t, []string{pw}, user, share)
		},
		func() Sample {
			k1, k2 := hdpHex(64), hdpHex(64)
			pool := hdpOneOf("tank", "vault", "pool1", "data")
			t := fmt.Sprintf("dataset_%s_keys.json (exported from Storage > Export Keys):\n{\"%s/secure\": \"%s\", \"%s/secure/documents\": \"%s\"}",
				pool, pool, k1, pool, k2)
			return hdpS("dataset-encryption-key", "json", t, []string{k1, k2}, pool+"/secure")
		},
		func() Sample {
			body, host := hdpSSHBody(), hdpOneOf("truenas-backup", "offsite-nas", "pbs02")
			t := fmt.Sprintf("Replication task %s -> %s keeps failing with \"Permission denied (publickey)\". This is the keypair I generated under Credentials > Backup Credentials > SSH Keypairs, private part:\n\n-----BEGIN OPENSSH PRIVATE KEY-----\n%s\n-----END OPENSSH PRIVATE KEY-----\n\nPublic part is in /root/.ssh/authorized_keys on the target. What else should I check?",
				hdpHost(), host, body)
			return hdpS("ssh-private-key", "forum", t, []string{body}, host)
		},
		func() Sample {
			pw, id, key := hdpPw(), hdpB2ID(), hdpB2Key()
			bucket := hdpOneOf("homelab-restic", "pve-backups-eu", "nas-offsite", "photos-bkp")
			t := fmt.Sprintf("# /root/.restic.env  (sourced by restic-backup.service)\nexport RESTIC_REPOSITORY=\"b2:%s:/%s\"\nexport RESTIC_PASSWORD=\"%s\"\nexport B2_ACCOUNT_ID=\"%s\"\nexport B2_ACCOUNT_KEY=\"%s\"\nexport RESTIC_CACHE_DIR=/var/cache/restic",
				bucket, hdpHost(), pw, id, key)
			if rng.IntN(3) > 0 {
				bucket = fmt.Sprintf("rest:http://%s:8000/%s", hdpIP(), hdpHost())
				t = fmt.Sprintf("# /root/.restic.env  (sourced by restic-backup.service)\nexport RESTIC_REPOSITORY=\"%s\"\nexport RESTIC_PASSWORD=\"%s\"\nexport RESTIC_CACHE_DIR=/var/cache/restic\nexport GOMAXPROCS=%d",
					bucket, pw, hdpN(2, 8))
				return hdpS("restic-password", "env", t, []string{pw}, bucket)
			}
			return hdpS("backup-credentials", "env", t, []string{pw, id, key}, bucket)
		},
		func() Sample {
			pw, u := hdpPw(), "u"+rnd(digits, 6)
			repo := fmt.Sprintf("ssh://%s@%s.your-storagebox.de:23/./borg/%s", u, u, hdpHost())
			t := fmt.Sprintf("#!/bin/bash\n# nightly borg run, cron 0 3 * * *\nexport BORG_REPO='%s'\nexport BORG_PASSPHRASE='%s'\n\nborg create --stats --compression zstd ::'{hostname}-{now}' /etc /srv /var/lib/docker/volumes\nborg prune --keep-daily 7 --keep-weekly 4 --keep-monthly 6",
				repo, pw)
			return hdpS("borg-passphrase", "script", t, []string{pw}, repo)
		},
		func() Sample {
			p1, p2 := hdpB64Raw(hdpN(24, 40)), hdpB64Raw(hdpN(24, 40))
			rem := hdpOneOf("b2", "gdrive", "onedrive", "hetzner")
			t := fmt.Sprintf("$ rclone config show %s-crypt\n[%s-crypt]\ntype = crypt\nremote = %s:%s/crypt\nfilename_encryption = standard\ndirectory_name_encryption = true\npassword = %s\npassword2 = %s",
				rem, rem, rem, hdpOneOf("lab-offsite", "familyphotos", "nas-mirror"), p1, p2)
			return hdpS("rclone-config", "ini", t, []string{p1, p2})
		},
		func() Sample {
			ak, sk, pw := hdpAWSID(), hdpAWSSecret(), hdpPw()
			bucket := hdpOneOf("kopia-homelab", "nas-backup-2024", "lab-snapshots")
			t := fmt.Sprintf("$ kopia repository connect s3 \\\n    --bucket=%s \\\n    --endpoint=s3.%s.amazonaws.com \\\n    --access-key=%s \\\n    --secret-access-key=%s \\\n    --password='%s'\nConnected to repository.",
				bucket, hdpOneOf("eu-central-1", "us-east-2", "eu-west-1"), ak, sk, pw)
			if rng.IntN(2) == 0 {
				bucket = "/mnt/" + hdpOneOf("usb-backup", "nas/kopia", "offsite-disk")
				dir := hdpOneOf("appdata", "docker", "photos")
				t = fmt.Sprintf("$ kopia repository connect filesystem --path=%s --password='%s'\nConnected to repository.\n$ kopia snapshot create /srv/%s\nSnapshotting root@%s:/srv/%s ...",
					bucket, pw, dir, hdpHost(), dir)
				return hdpS("kopia-password", "shell", t, []string{pw}, bucket)
			}
			return hdpS("backup-credentials", "shell", t, []string{ak, sk, pw}, bucket)
		},
		func() Sample {
			pw, u := hdpPw(), "u"+rnd(digits, 6)
			t := fmt.Sprintf("[%s] %s: the hetzner storage box for duplicati is %s, sub-account %s-sub%d\n[%s] %s: pw for the sub account: %s\n[%s] %s: thx, adding it now",
				hdpClock(), hdpPerson(), u, u, hdpN(1, 4), hdpClock(), hdpPerson(), pw, hdpClock(), hdpPerson())
			return hdpS("storagebox-password", "chat", t, []string{pw}, u)
		},
		func() Sample {
			k := []string{hdpRecovery(), hdpRecovery()}
			t := fmt.Sprintf("Proxmox root@pam TFA recovery keys - printed %s, rest of them in the fire safe\n\n  %s\n  %s\n\n(each works once; TOTP is in Aegis on my phone)",
				hdpDate(), k[0], k[1])
			return hdpS("recovery-codes", "notes", t, k)
		},
		func() Sample {
			pw, user := hdpPw(), hdpOneOf("ubuntu", "debian", "admin", "ansible")
			tpl, vm, h := hdpN(9000, 9010), hdpN(100, 130), hdpN(400, 900)
			t := fmt.Sprintf("  %d  qm clone %d %d --name %s --full\n  %d  qm set %d --ciuser %s --cipassword '%s' --sshkeys ~/.ssh/id_ed25519.pub\n  %d  qm set %d --ipconfig0 ip=dhcp\n  %d  qm start %d",
				h, tpl, vm, hdpOneOf("k3s-1", "docker02", "immich-vm"), h+1, vm, user, pw, h+2, vm, h+3, vm)
			return hdpS("vm-password", "shell-history", t, []string{pw}, user)
		},
		func() Sample {
			pw := hdpPw()
			db := hdpOneOf("nextcloud", "ncdb", "nc")
			t := fmt.Sprintf("<?php\n$CONFIG = array (\n  'instanceid' => 'oc%s',\n  'trusted_domains' => array (0 => 'cloud.%s'),\n  'dbtype' => 'mysql',\n  'dbname' => '%s',\n  'dbhost' => 'mariadb:3306',\n  'dbuser' => '%s',\n  'dbpassword' => '%s',\n  'installed' => true,\n);",
				rnd(lower+digits, 10), hdpDomain(), db, db, pw)
			return hdpS("db-password", "php", t, []string{pw}, "'dbuser' => '"+db+"'")
		},
		func() Sample {
			pw := hdpGmailAppPw()
			mail := hdpPerson() + ".homelab@gmail.com"
			t := fmt.Sprintf("# /etc/pve/priv/notifications.cfg\nsmtp: gmail\n    password %s\n\n# /etc/pve/notifications.cfg\nsmtp: gmail\n    from-address %s\n    mailto-user root@pam\n    mode starttls\n    server smtp.gmail.com\n    username %s",
				pw, mail, mail)
			return hdpS("smtp-app-password", "config", t, []string{pw}, mail)
		},
		func() Sample {
			pw := hdpPw()
			t := fmt.Sprintf("Remember for later: the LUKS passphrase for the %s array (the %s disks in the %s) is %s. Only needed after a reboot, the array stays locked until I type it.",
				hdpOneOf("unraid", "backup", "cold storage"), hdpOneOf("4x 8TB", "two 12TB", "3x 16TB"), hdpOneOf("basement", "rack", "closet"), pw)
			return hdpS("disk-passphrase", "memory", t, []string{pw})
		},
	}
}
