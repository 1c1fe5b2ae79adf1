package main

import (
	"fmt"
	"strings"
)

// Cluster logins, SSH, Slurm job scripts and cluster-side configs.

func hcgOpenSSHBody() string {
	lines := []string{"b3BlbnNzaC1rZXktdjEAAAAA" + rnd(alnum+"+/", 46)}
	for i := 0; i < hcgN(4, 7); i++ {
		lines = append(lines, rnd(alnum+"+/", 70))
	}
	lines = append(lines, rnd(alnum+"+/", hcgN(20, 60))+hcgP("", "=", "=="))
	return strings.Join(lines, "\n")
}

func hcgRSABody() string {
	lines := []string{"MIIEv" + hcgP("Q", "g", "A") + "IBADANBgkqhkiG9w0BAQEFAASC" + rnd(alnum+"+/", 34)}
	for i := 0; i < hcgN(5, 8); i++ {
		lines = append(lines, rnd(alnum+"+/", 64))
	}
	lines = append(lines, rnd(alnum+"+/", hcgN(16, 60))+"==")
	return strings.Join(lines, "\n")
}

func hcgClusterGens() []hcgGen {
	return []hcgGen{
		{7, func() Sample {
			u, h, pw := hcgUser(), hcgHost(), hcgPw()
			t := fmt.Sprintf("%s: %s\n%s: ssh %s@%s\n%s: %s %s",
				hcgFirst(), hcgP("can someone give me access to the cluster for the internship?", "my account isn't ready yet, can I borrow one to launch the test job?"),
				hcgFirst(), u, h, hcgFirst(), hcgP("pw is", "password:", "mdp c'est", "the password is"), pw)
			return hcgS("cluster-password", "chat", t, []string{pw}, u, h)
		}},
		{6, func() Sample {
			u, h, pw := hcgUser(), hcgHost(), hcgPw()
			t := fmt.Sprintf("Subject: Your HPC account is ready\n\nDear %s,\n\nYour account on %s has been created.\n\n  Username: %s\n  Temporary password: %s\n\nYou will be asked to change it at first login. Please add your SSH public key via the portal and read the user guide before submitting jobs.\n\nBest regards,\nHPC support team",
				hcgFirst(), h, u, pw)
			return hcgS("cluster-password", "mail", t, []string{pw}, u, h)
		}},
		{6, func() Sample {
			u, h, pw := hcgUser(), hcgHost(), hcgPw()
			t := fmt.Sprintf("#!/bin/bash\n# sync raw data from the acquisition PC every night\nSRC=/data/acq/$(date +%%F)\nsshpass -p '%s' rsync -av -e ssh $SRC %s@%s:/scratch/%s/raw/\necho \"sync done\" >> ~/sync.log",
				pw, u, h, u)
			return hcgS("ssh-password", "shell", t, []string{pw}, u, h)
		}},
		{7, func() Sample {
			k, hf, u := hcgWandb(), hcgHF(), hcgUser()
			mail := u + "@" + hcgDomain()
			proj := hcgProject()
			t := fmt.Sprintf("#!/bin/bash\n#SBATCH --job-name=finetune-%s\n#SBATCH --account=%s\n#SBATCH --partition=gpu\n#SBATCH --gres=gpu:%d\n#SBATCH --time=%02d:00:00\n#SBATCH --output=logs/%%x-%%j.out\n#SBATCH --mail-user=%s\n\nmodule load cuda/12.2 python/3.11\nsource ~/venvs/llm/bin/activate\n\nexport WANDB_API_KEY=%s\nexport HF_TOKEN=%s\nexport WANDB_PROJECT=%s\n\nsrun python train.py --config configs/base.yaml",
				hcgP("llama", "vit", "unet", "bert"), proj, hcgN(1, 8), hcgN(2, 48), mail, k, hf, hcgP("thesis", "protein-lm", "seg3d"))
			return hcgS("wandb-api-key", "slurm", t, []string{k, hf}, proj, mail)
		}},
		{6, func() Sample {
			hook := hcgSlackHook()
			t := fmt.Sprintf("#!/bin/bash\n#SBATCH -J md_%s\n#SBATCH -N %d\n#SBATCH --ntasks-per-node=%s\n#SBATCH -t 24:00:00\n\nmodule load gromacs/2023.3\ngmx_mpi mdrun -deffnm prod -maxh 23.5\nSTATUS=$?\n\ncurl -s -X POST -H 'Content-type: application/json' \\\n  --data \"{\\\"text\\\":\\\"job $SLURM_JOB_ID finished with status $STATUS\\\"}\" \\\n  %s",
				hcgP("lipid", "kinase", "membrane", "apo"), hcgN(1, 4), hcgP("32", "64", "128"), hook)
			return hcgS("slack-webhook", "slurm", t, []string{hook})
		}},
		{5, func() Sample {
			pw, u := hcgPw(), hcgUser()
			db := hcgP("lims", "samples", "neuro_meta", "runs")
			t := fmt.Sprintf("#!/bin/bash\n#SBATCH --job-name=ingest\n#SBATCH --time=01:00:00\n\nexport PGHOST=db.%s\nexport PGUSER=%s\nexport PGPASSWORD='%s'\npsql -d %s -c \"\\copy results FROM 'out/summary.csv' CSV HEADER\"",
				hcgDomain(), u, pw, db)
			return hcgS("db-password", "slurm", t, []string{pw}, u)
		}},
		{5, func() Sample {
			id, sec := hcgAKIA(), hcgAWSSecret()
			t := fmt.Sprintf("[%s]\ntype = s3\nprovider = AWS\naccess_key_id = %s\nsecret_access_key = %s\nregion = %s\nstorage_class = %s",
				hcgP("s3-archive", "lab-backup", "aws"), id, sec, hcgP("eu-west-3", "eu-central-1", "us-east-1", "ap-east-1"), hcgP("STANDARD_IA", "GLACIER", "STANDARD"))
			return hcgS("aws-access-key", "ini", "# ~/.config/rclone/rclone.conf on the login node\n"+t, []string{id, sec})
		}},
		{5, func() Sample {
			u, pw := hcgUser(), hcgPw()
			t := fmt.Sprintf("[%s@%s ~]$ mysql -h mariadb.%s -u %s -p'%s' metadata\nWelcome to the MariaDB monitor.  Commands end with ; or \\g.\nMariaDB [metadata]> select count(*) from acquisitions;\n+----------+\n| count(*) |\n+----------+\n|     %d |\n+----------+",
				u, hcgNode(), hcgDomain(), u, pw, hcgN(1000, 9999))
			return hcgS("db-password", "shell", t, []string{pw}, u)
		}},
		{5, func() Sample {
			rows := []string{"| Machine | Compte | Mot de passe | Remarque |", "|---|---|---|---|"}
			var secs []string
			for i, m := range []string{hcgP("frontale hpc", "cluster calcul"), hcgP("NAS Synology", "serveur de fichiers"), hcgP("PC spectro", "PC Bruker")} {
				pw := hcgPw()
				secs = append(secs, pw)
				rows = append(rows, fmt.Sprintf("| %s | %s | %s | %s |", m, hcgP("admin-labo", "equipe", "manip", "root")+fmt.Sprint(i+1), pw, hcgP("changé en mars", "ne pas partager", "", "accès VPN")))
			}
			t := "## Passation – comptes du labo\n\n" + strings.Join(rows, "\n") + "\n\nPour le reste, voir avec " + hcgFirst() + "."
			return hcgS("shared-passwords", "markdown", t, secs)
		}},
		{6, func() Sample {
			body := hcgOpenSSHBody()
			t := fmt.Sprintf("%s\nhere's the key for the shared %s account, put it in ~/.ssh/id_ed25519 and chmod 600:\n\n-----BEGIN OPENSSH PRIVATE KEY-----\n%s\n-----END OPENSSH PRIVATE KEY-----",
				hcgP("hey", "Salut", "hi all"), hcgP("datamover", "robot", "instrument", "backup"), body)
			return hcgS("ssh-private-key", "chat", t, []string{body})
		}},
		{5, func() Sample {
			pp := hcgPw()
			t := fmt.Sprintf("%s: the deploy key for the %s repo is in /shared/keys/deploy_ed25519\n%s: it asks for a passphrase?\n%s: yes, passphrase is %s",
				hcgFirst(), hcgP("analysis", "pipeline", "wiki"), hcgFirst(), hcgFirst(), pp)
			return hcgS("ssh-passphrase", "chat", t, []string{pp})
		}},
		{5, func() Sample {
			seed, u := rnd(b32, 32), hcgUser()
			t := fmt.Sprintf("Backup of my cluster 2FA in case my phone dies:\notpauth://totp/%s:%s?secret=%s&issuer=%s&digits=6\n(added %s)",
				hcgP("HPC", "Mesocentre", "CSCS"), u, seed, hcgP("HPC", "Mesocentre", "CSCS"), hcgDate())
			return hcgS("totp-seed", "note", t, []string{seed}, u)
		}},
		{4, func() Sample {
			c1, c2, c3 := rnd(lower+digits, 4)+"-"+rnd(lower+digits, 4), rnd(lower+digits, 4)+"-"+rnd(lower+digits, 4), rnd(lower+digits, 4)+"-"+rnd(lower+digits, 4)
			t := fmt.Sprintf("Recovery codes for the %s MFA (each works once):\n\n  %s\n  %s\n  %s\n\nKeep these somewhere safe.", hcgHost(), c1, c2, c3)
			return hcgS("recovery-code", "note", t, []string{c1, c2, c3})
		}},
		{4, func() Sample {
			pw := hcgPw()
			d := hcgDomain()
			dn := "dc=" + strings.Join(strings.Split(d, "."), ",dc=")
			t := fmt.Sprintf("[domain/LDAP]\nid_provider = ldap\nauth_provider = ldap\nldap_uri = ldaps://ldap.%s\nldap_search_base = %s\nldap_default_bind_dn = cn=hpc-bind,ou=services,%s\nldap_default_authtok = %s\ncache_credentials = true",
				d, dn, dn, pw)
			return hcgS("ldap-bind-password", "ini", t, []string{pw})
		}},
		{4, func() Sample {
			pw := hcgPw()
			t := fmt.Sprintf("# slurmdbd.conf\nAuthType=auth/munge\nDbdHost=%s\nSlurmUser=slurm\nStorageType=accounting_storage/mysql\nStorageHost=localhost\nStorageUser=slurm\nStoragePass=%s\nStorageLoc=slurm_acct_db\nLogFile=/var/log/slurm/slurmdbd.log",
				hcgP("slurmdb01", "head", "mgmt1"), pw)
			return hcgS("db-password", "config", t, []string{pw})
		}},
		{4, func() Sample {
			sec := rnd(b64url, hcgN(60, 86))
			id := rnd(hexs, 32)
			t := fmt.Sprintf("clouds:\n  %s:\n    auth_type: v3applicationcredential\n    auth:\n      auth_url: https://keystone.%s:5000/v3\n      application_credential_id: %s\n      application_credential_secret: %s\n    region_name: RegionOne\n    interface: public",
				hcgP("openstack", "labcloud", "genouest"), hcgDomain(), id, sec)
			return hcgS("openstack-app-credential", "yaml", t, []string{sec})
		}},
		{5, func() Sample {
			u, h, pw := hcgUser(), hcgHost(), hcgPw()
			t := fmt.Sprintf("import paramiko\n\nclient = paramiko.SSHClient()\nclient.set_missing_host_key_policy(paramiko.AutoAddPolicy())\nclient.connect(\"%s\", username=\"%s\", password=\"%s\")\nstdin, stdout, stderr = client.exec_command(\"squeue -u %s\")\nprint(stdout.read().decode())",
				h, u, pw, u)
			return hcgS("ssh-password", "python", t, []string{pw}, u, h)
		}},
		{4, func() Sample {
			u, pw := hcgUser(), hcgUrlPw()
			h := "sftp." + hcgDomain()
			t := fmt.Sprintf("%s INFO  transfer: connecting to sftp://%s:%s@%s:22/incoming\n%s INFO  transfer: uploaded 14 files (%d MB)\n%s WARN  transfer: retry on run_%s.h5",
				hcgClock(), u, pw, h, hcgClock(), hcgN(100, 9000), hcgClock(), rnd(digits, 4))
			return hcgS("sftp-password", "log", t, []string{pw}, u, h)
		}},
		{4, func() Sample {
			pw := hcgPw()
			t := fmt.Sprintf("# group_vars/compute.yml\nansible_user: %s\nansible_become: true\nansible_become_password: \"%s\"\nslurm_version: 23.11\nnfs_server: %s",
				hcgP("admin", "ansible", "sysadm"), pw, hcgP("nfs01", "storage"))
			return hcgS("sudo-password", "yaml", t, []string{pw})
		}},
		{4, func() Sample {
			sec := rnd(hexs, 40)
			id := rnd(hexs, 20)
			t := fmt.Sprintf("c.JupyterHub.authenticator_class = 'oauthenticator.GitLabOAuthenticator'\nc.GitLabOAuthenticator.oauth_callback_url = 'https://jupyter.%s/hub/oauth_callback'\nc.GitLabOAuthenticator.client_id = '%s'\nc.GitLabOAuthenticator.client_secret = '%s'\nc.GitLabOAuthenticator.allowed_gitlab_groups = ['%s']",
				hcgDomain(), id, sec, hcgP("lab-members", "phd-students", "team-bio"))
			return hcgS("oauth-client-secret", "python", t, []string{sec}, id)
		}},
		{4, func() Sample {
			u, pw := hcgUser(), hcgPw()
			t := fmt.Sprintf("# crontab -l\n30 2 * * * smbclient //%s/%s -U %s%%%s -c 'prompt OFF; recurse ON; lcd /data/export; mput *' >> /var/log/nightly.log 2>&1",
				hcgP("nas01", "fileserver", "stockage"), hcgP("labshare", "microscopie", "donnees"), u, pw)
			return hcgS("smb-password", "shell", t, []string{pw}, u)
		}},
		{4, func() Sample {
			u, pw := hcgUser(), hcgPw()
			t := fmt.Sprintf("$ cat /etc/cifs-creds-%s\nusername=%s\npassword=%s\ndomain=%s\n$ sudo mount -t cifs //fs.%s/equipe /mnt/equipe -o credentials=/etc/cifs-creds-%s,uid=1000",
				strings.ToLower(hcgP("LAB", "BIO", "PHYS")), u, pw, strings.ToUpper(hcgP("ad", "univ", "campus")), hcgDomain(), "team")
			return hcgS("smb-password", "shell", t, []string{pw}, u)
		}},
		{4, func() Sample {
			id, sec := hcgUUID(), rnd(alnum+"+/", 43)+"="
			t := fmt.Sprintf("GLOBUS_CLIENT_ID=%s\nGLOBUS_CLIENT_SECRET=%s\nSOURCE_ENDPOINT=%s\nDEST_COLLECTION=%s", id, sec, hcgUUID(), hcgUUID())
			return hcgS("oauth-client-secret", "env", "# .env for the transfer bot\n"+t, []string{sec}, id)
		}},
	}
}
