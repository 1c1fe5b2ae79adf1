package main

import "fmt"

// More secret templates: diffs, commit messages, R and TOML configs, handover notes.

func hcgMoreGens() []hcgGen {
	return []hcgGen{
		{5, func() Sample {
			pw := hcgPw()
			t := fmt.Sprintf("diff --git a/config/acquisition.yaml b/config/acquisition.yaml\n--- a/config/acquisition.yaml\n+++ b/config/acquisition.yaml\n@@ -%d,4 +%d,4 @@ storage:\n   host: nas.%s\n   user: %s\n-  password: \"%s\"\n+  password: ${NAS_PASSWORD}\n   share: raw",
				hcgN(3, 40), hcgN(3, 40), hcgDomain(), hcgP("acq", "manip", "instrument"), pw)
			return hcgS("nas-password", "diff", t, []string{pw})
		}},
		{4, func() Sample {
			hf := hcgHF()
			t := fmt.Sprintf("commit %s\nAuthor: %s <%s@%s>\nDate:   %s\n\n    Remove hardcoded token from download script\n    \n    The old token (%s) was revoked on the Hub, the script now reads HF_TOKEN.",
				rnd(hexs, 40), hcgFirst(), hcgUser(), hcgDomain(), hcgDate(), hf)
			return hcgS("huggingface-token", "commit", t, []string{hf})
		}},
		{5, func() Sample {
			g, z := hcgGhp(), hcgZenodo()
			t := fmt.Sprintf("# ~/.Renviron on the cluster\nR_LIBS_USER=/home/%s/R/%%v\nGITHUB_PAT=%s\nZENODO_TOKEN=%s\nMAKEFLAGS=-j%d", hcgUser(), g, z, hcgN(2, 16))
			return hcgS("github-token", "env", t, []string{g, z})
		}},
		{5, func() Sample {
			k := hcgUUID()
			host := "dataverse." + hcgDomain()
			t := fmt.Sprintf("[dataverse]\nserver = \"https://%s\"\napi_token = \"%s\"\ncollection = \"%s\"\n\n[upload]\nchunk_mb = %d", host, k, hcgP("labipn", "cryoem", "neuro"), hcgPn(64, 128, 256))
			return hcgS("dataverse-api-token", "toml", t, []string{k}, host)
		}},
		{4, func() Sample {
			hf := hcgHF()
			t := fmt.Sprintf("## 模型下载\n\n组里共用的 HF token（只读）：`%s`\n\n```bash\nexport HF_ENDPOINT=https://hf-mirror.com\nhuggingface-cli download %s\n```", hf, hcgP("Qwen/Qwen2.5-7B", "THUDM/chatglm3-6b", "BAAI/bge-m3"))
			return hcgS("huggingface-token", "wiki", t, []string{hf})
		}},
		{4, func() Sample {
			pw := hcgPw()
			u := hcgUser()
			t := fmt.Sprintf("#!/bin/bash\n#SBATCH -J export\n#SBATCH -p %s\n# mdp de la base de métadonnées : %s (compte %s) – à mettre dans un fichier .pgpass un jour\npython export.py --user %s --db meta", hcgP("court", "cpu_short", "debug"), pw, u, u)
			return hcgS("db-password", "slurm", t, []string{pw}, u)
		}},
		{4, func() Sample {
			p1, p2 := hcgPw(), hcgPw()
			u := hcgUser()
			t := fmt.Sprintf("Handover – %s leaving the lab (%s)\n\n* Cluster: account %s stays active until the thesis defence.\n* iRODS archive: iinit as %s, password %s\n* Beamline portal (proposal %d): password %s\n* Lab notebook exported to /commun/archives/%s.",
				hcgFirst(), hcgDate(), u, u, p1, hcgN(20220000, 20269999), p2, u)
			return hcgS("shared-passwords", "note", t, []string{p1, p2}, u)
		}},
	}
}
