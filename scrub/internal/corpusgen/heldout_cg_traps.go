package main

import (
	"fmt"
	"strings"
)

// Traps on the cluster, Jupyter and data-portal side: same layouts and labels, no secret.

func hcgTrapGens() []hcgGen {
	return []hcgGen{
		{7, func() Sample {
			u := hcgUser()
			k := "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + rnd(alnum+"+/", 43) + " " + u + "@" + hcgP("laptop", "thinkpad", "macbook")
			t := fmt.Sprintf("Dear HPC support,\n\nplease add my public key to my account %s:\n\n%s\n\nThanks,\n%s", u, k, hcgFirst())
			return hcgT("trap-ssh-public-key", "mail", t, u)
		}},
		{6, func() Sample {
			h := hcgHost()
			t := fmt.Sprintf("The authenticity of host '%s (%d.%d.%d.%d)' can't be established.\nED25519 key fingerprint is SHA256:%s.\nThis key is not known by any other names.\nAre you sure you want to continue connecting (yes/no/[fingerprint])? yes\nWarning: Permanently added '%s' (ED25519) to the list of known hosts.",
				h, hcgN(129, 193), hcgN(0, 255), hcgN(0, 255), hcgN(1, 254), rnd(alnum+"+/", 43), h)
			return hcgT("trap-host-fingerprint", "shell", t, h)
		}},
		{7, func() Sample {
			proj := hcgProject()
			t := fmt.Sprintf("#!/bin/bash\n#SBATCH --job-name=train\n#SBATCH --account=%s\n#SBATCH --gres=gpu:%d\n#SBATCH --time=%02d:00:00\n\nmodule load python/3.11\nsource ~/.config/secrets/%s.env   # WANDB_API_KEY and HF_TOKEN live there, chmod 600\nexport WANDB_MODE=%s\nsrun python train.py --seed %d",
				proj, hcgN(1, 8), hcgN(1, 72), hcgP("wandb", "ml", "tokens"), hcgP("online", "offline"), hcgN(0, 9999))
			return hcgT("trap-secret-ref", "slurm", t, proj)
		}},
		{6, func() Sample {
			var rows []string
			rows = append(rows, "JobID           JobName  Partition    Account  AllocCPUS      State ExitCode", "------------ ---------- ---------- ---------- ---------- ---------- --------")
			acct := hcgProject()
			for i := 0; i < hcgN(3, 6); i++ {
				rows = append(rows, fmt.Sprintf("%-12s %10s %10s %10s %10d %10s %8s", rnd(digits, 8), hcgP("md_prod", "train", "align", "relion"), hcgP("gpu", "cpu", "bigmem"), acct, hcgPn(4, 8, 32, 64, 128), hcgP("COMPLETED", "FAILED", "TIMEOUT", "RUNNING"), hcgP("0:0", "1:0", "0:15")))
			}
			return hcgT("trap-job-ids", "shell", "$ sacct -X --starttime "+hcgDate()+"\n"+strings.Join(rows, "\n"), acct)
		}},
		{6, func() Sample {
			n, u := hcgNode(), hcgUser()
			port := hcgN(8800, 8999)
			t := fmt.Sprintf("To reach your notebook:\n1. ssh -N -L %d:%s:%d %s@%s\n2. open http://localhost:%d/lab in your browser\n3. paste the token printed in slurm-<jobid>.out when asked (never share it)",
				port, n, port, u, hcgHost(), port)
			return hcgT("trap-jupyter-no-token", "wiki", t, u, n)
		}},
		{5, func() Sample {
			t := fmt.Sprintf("$ jupyter server list\nCurrently running servers:\nhttp://%s:8888/?token=%s :: /home/%s\n(token hidden, copy it from your own terminal)", hcgNode(), hcgP("<token>", "****************", "..."), hcgUser())
			return hcgT("trap-jupyter-masked", "shell", t)
		}},
		{5, func() Sample {
			sha := rnd(hexs, 40)
			repo := hcgP("meta-llama/Llama-3.1-8B", "facebook/esm2_t33_650M_UR50D", "openai/whisper-large-v3", "microsoft/BiomedCLIP")
			t := fmt.Sprintf("huggingface-cli download %s --revision %s --local-dir /scratch/models/%s\n# pin the revision so the thesis results stay reproducible", repo, sha, strings.Split(repo, "/")[1])
			return hcgT("trap-commit-sha", "shell", t, sha, repo)
		}},
		{5, func() Sample {
			run := rnd(lower+digits, 8)
			t := fmt.Sprintf("Results for the ablation are on W&B: https://wandb.ai/%s/%s/runs/%s (run id %s, sweep %s)",
				hcgP("lab-ml", "neurolab", "astro-ipn"), hcgP("seg3d", "protein-lm", "thesis"), run, run, rnd(lower+digits, 8))
			return hcgT("trap-run-id", "chat", t, run)
		}},
		{5, func() Sample {
			rec := fmt.Sprint(hcgN(1000000, 14999999))
			t := fmt.Sprintf("Data availability: the raw data are deposited on Zenodo (https://doi.org/10.5281/zenodo.%s). File checksums (md5): %s (raw.tar.gz), %s (processed.h5).",
				rec, rnd(hexs, 32), rnd(hexs, 32))
			return hcgT("trap-doi-checksum", "paper", t, rec)
		}},
		{4, func() Sample {
			art := fmt.Sprint(hcgN(10000000, 29999999))
			t := fmt.Sprintf("figshare article %s\nGET https://api.figshare.com/v2/articles/%s -> 200\n  files[0].computed_md5 = %s\n  files[0].download_url = https://ndownloader.figshare.com/files/%d", art, art, rnd(hexs, 32), hcgN(30000000, 49999999))
			return hcgT("trap-portal-ids", "log", t, art)
		}},
		{6, func() Sample {
			lic := fmt.Sprint(hcgN(100000, 41999999))
			srv := fmt.Sprintf("%d@%s", hcgPn(27000, 27001, 1711), "flexlm."+hcgDomain())
			t := fmt.Sprintf("MATLAB on the cluster: `module load matlab/R20%d%s` – it uses the campus licence (licence number %s) served by %s. If you get error -15, the licence server is down, contact %s.",
				hcgN(22, 25), hcgP("a", "b"), lic, srv, "it-help@"+hcgDomain())
			return hcgT("trap-licence-server", "wiki", t, lic, srv)
		}},
		{5, func() Sample {
			srv := "1055@lic-ansys." + hcgDomain()
			t := fmt.Sprintf("export ANSYSLMD_LICENSE_FILE=%s\nexport ANSYSLI_SERVERS=2325@lic-ansys.%s\nmodule load ansys/%d.%d\nfluent 3ddp -g -t$SLURM_NTASKS -i run.jou", srv, hcgDomain(), hcgN(21, 25), hcgN(1, 2))
			return hcgT("trap-licence-server", "slurm", t, srv)
		}},
		{6, func() Sample {
			t := fmt.Sprintf("## Password policy (cluster accounts)\n\n- At least %d characters, with 3 of: upper, lower, digit, symbol\n- Expires every %d days; the last %d passwords cannot be reused\n- Never send your password by e-mail: support will never ask for it\n- Lost it? Reset at https://account.%s/reset",
				hcgPn(12, 14, 16), hcgPn(90, 180, 365), hcgPn(5, 10), hcgDomain())
			return hcgT("trap-password-talk", "wiki", t)
		}},
		{6, func() Sample {
			u := hcgUser()
			t := fmt.Sprintf("Hello %s,\n\nI've reset your password on %s as requested. You will receive an e-mail with a link to choose a new one; the link expires after 24 h.\n\nTicket #%d closed.\n-- HPC support", u, hcgHost(), hcgN(10000, 99999))
			return hcgT("trap-password-talk", "mail", t, u)
		}},
		{5, func() Sample {
			t := fmt.Sprintf("Two-factor setup for %s:\n1. Install an authenticator app (FreeOTP, Google Authenticator...).\n2. Log in to https://mfa.%s and scan the QR code.\n3. Enter the 6-digit code to confirm.\nKeep your recovery codes offline – do not post them in the chat.", hcgHost(), hcgDomain())
			return hcgT("trap-mfa-instructions", "wiki", t)
		}},
		{7, func() Sample {
			t := fmt.Sprintf("# .env.example – copy to .env and fill in\nWANDB_API_KEY=<your-wandb-key>\nHF_TOKEN=hf_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\nZENODO_TOKEN=\nPGPASSWORD=changeme   # change this!\nDATA_DIR=/scratch/%s/data", hcgUser())
			return hcgT("trap-placeholder", "env", t)
		}},
		{6, func() Sample {
			t := fmt.Sprintf("wandb:\n  project: %s\n  entity: %s\n  api_key: ${WANDB_API_KEY}\nhub:\n  token: ${HF_TOKEN}\n  repo_id: %s/%s\ndb:\n  password: \"{{ vault_lims_db_password }}\"",
				hcgP("seg3d", "protein-lm"), hcgP("lab-ml", "neurolab"), hcgP("lab-ipn", "astro-ml"), hcgP("cryo-seg", "galaxy-morph"))
			return hcgT("trap-secret-ref", "yaml", t)
		}},
		{5, func() Sample {
			t := fmt.Sprintf("apiVersion: v1\nkind: Pod\nspec:\n  containers:\n  - name: jupyter\n    image: quay.io/jupyter/%s:%s\n    env:\n    - name: JUPYTER_TOKEN\n      valueFrom:\n        secretKeyRef:\n          name: jupyter-%s\n          key: token",
				hcgP("scipy-notebook", "pytorch-notebook"), hcgDate(), hcgUser())
			return hcgT("trap-secret-ref", "yaml", t)
		}},
		{5, func() Sample {
			req := hcgUUID()
			t := fmt.Sprintf("%s ERROR upload failed: 401 Unauthorized from %s (request-id %s, trace %s). Token expired? Regenerate it in the portal settings.",
				hcgDate()+"T"+hcgClock()+":05Z", hcgP("zenodo.org", "api.figshare.com", "huggingface.co", "api.wandb.ai"), req, rnd(hexs, 32))
			return hcgT("trap-request-id", "log", t, req)
		}},
		{5, func() Sample {
			d := rnd(hexs, 64)
			t := fmt.Sprintf("$ apptainer pull docker://ghcr.io/%s/%s@sha256:%s\nINFO:    Converting OCI blobs to SIF format\nINFO:    Creating SIF file...", hcgP("lab-ipn", "nf-core", "biocontainers"), hcgP("pipeline", "rnaseq", "alphafold"), d)
			return hcgT("trap-image-digest", "shell", t, d)
		}},
		{5, func() Sample {
			var lines []string
			for i := 0; i < hcgN(3, 5); i++ {
				lines = append(lines, rnd(hexs, 64)+"  "+hcgP("raw/", "proc/", "")+hcgP("run", "sample", "tile")+rnd(digits, 3)+hcgP(".h5", ".tif", ".fastq.gz", ".mrc"))
			}
			return hcgT("trap-checksums", "shell", "$ sha256sum -c SHA256SUMS\n"+strings.Join(lines, "\n"))
		}},
		{5, func() Sample {
			var lines []string
			for i := 0; i < hcgN(3, 5); i++ {
				lines = append(lines, rnd(hexs, 7)+" "+hcgP("fix normalisation of spectra", "add slurm launcher", "bump torch to 2.4", "remove hardcoded paths", "rotate credentials, read from env"))
			}
			return hcgT("trap-commit-sha", "shell", "$ git log --oneline -n 5\n"+strings.Join(lines, "\n"))
		}},
		{5, func() Sample {
			proj := hcgP("lab-drive-sync", "neuro-pipeline") + "-" + rnd(digits, 6)
			cid := rnd(digits, 21)
			t := fmt.Sprintf("{\n  \"type\": \"service_account\",\n  \"project_id\": \"%s\",\n  \"private_key_id\": \"<redacted>\",\n  \"private_key\": \"<redacted>\",\n  \"client_email\": \"sync@%s.iam.gserviceaccount.com\",\n  \"client_id\": \"%s\"\n}", proj, proj, cid)
			return hcgT("trap-redacted-json", "json", t, proj, cid)
		}},
		{5, func() Sample {
			cid := "APP-" + rnd(upper+digits, 16)
			t := fmt.Sprintf("orcid:\n  client_id: %s\n  client_secret: ${ORCID_CLIENT_SECRET}\n  redirect_uri: https://lab.%s/orcid/callback\n  scope: /authenticate", cid, hcgDomain())
			return hcgT("trap-oauth-client-id", "yaml", t, cid)
		}},
		{4, func() Sample {
			acct := rnd(digits, 12)
			t := fmt.Sprintf("Bucket policy for the archive: principal arn:aws:iam::%s:role/%s, resource arn:aws:s3:::%s-archive/*. Credentials come from the instance role, nothing to configure.",
				acct, hcgP("hpc-datamover", "lab-backup"), hcgP("ipn", "neuro", "cryo"))
			return hcgT("trap-arn", "chat", t, acct)
		}},
		{5, func() Sample {
			u := hcgUser()
			t := fmt.Sprintf("$ klist\nTicket cache: KEYRING:persistent:%d:%d\nDefault principal: %s@%s\n\nValid starting       Expires              Service principal\n%s %s  %s %s  krbtgt/%s@%s",
				hcgN(1000, 60000), hcgN(1000, 60000), u, strings.ToUpper(hcgDomain()), hcgDate(), hcgClock()+":00", hcgDate(), hcgClock()+":00", strings.ToUpper(hcgDomain()), strings.ToUpper(hcgDomain()))
			return hcgT("trap-kerberos", "shell", t, u)
		}},
		{5, func() Sample {
			t := fmt.Sprintf("[%s] wandb: Using wandb-core as the SDK backend.\nwandb: Currently logged in as: %s (%s). Use `wandb login --relogin` to force relogin\nwandb: Tracking run with wandb version 0.%d.%d\nwandb: Run data is saved locally in /scratch/%s/wandb/run-%s-%s",
				hcgClock(), hcgUser(), hcgP("lab-ml", "neurolab"), hcgN(16, 19), hcgN(0, 9), hcgUser(), strings.ReplaceAll(hcgDate(), "-", ""), rnd(lower+digits, 8))
			return hcgT("trap-wandb-log", "log", t)
		}},
		{4, func() Sample {
			t := fmt.Sprintf("Using HF token hf_%s...%s from ~/.cache/huggingface/token (masked)\nDownloading shards: 100%%|██████████| %d/%d", strings.Repeat("*", hcgN(6, 12)), rnd(upper+lower, 4), hcgN(2, 6), hcgN(6, 8))
			return hcgT("trap-masked-token", "log", t)
		}},
		{4, func() Sample {
			t := fmt.Sprintf("c.ServerApp.ip = '0.0.0.0'\nc.ServerApp.port = %d\nc.ServerApp.open_browser = False\n# token is read from the JUPYTER_TOKEN env var set by the batch script\nc.ServerApp.root_dir = '/scratch/%s'", hcgN(8800, 8999), hcgUser())
			return hcgT("trap-secret-ref", "python", t)
		}},
		{4, func() Sample {
			g := rnd(upper+digits, 26)
			t := fmt.Sprintf("Build %s for the cluster runner passed (pipeline #%d, job %d, artifact sha %s).", g, hcgN(1000, 99999), hcgN(100000, 999999), rnd(hexs, 12))
			return hcgT("trap-build-id", "chat", t, g)
		}},
	}
}
