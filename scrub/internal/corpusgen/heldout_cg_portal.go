package main

import (
	"fmt"
	"strings"
)

// Jupyter, data portals, ML platforms, licence keys and lab notification hooks.

func hcgPortalGens() []hcgGen {
	return []hcgGen{
		{7, func() Sample {
			tok, n := hcgJupyterTok(), hcgNode()
			port := fmt.Sprint(hcgN(8800, 8999))
			ts := hcgDate() + " " + hcgClock()
			t := fmt.Sprintf("[I %s.%03d ServerApp] Jupyter Server 2.%d.0 is running at:\n[I %s.%03d ServerApp] http://%s:%s/lab?token=%s\n[I %s.%03d ServerApp]     http://127.0.0.1:%s/lab?token=%s\n[I %s.%03d ServerApp] Use Control-C to stop this server and shut down all kernels (twice to skip confirmation).",
				ts+":12", hcgN(0, 999), hcgN(7, 14), ts+":12", hcgN(0, 999), n, port, tok, ts+":12", hcgN(0, 999), port, tok, ts+":13", hcgN(0, 999))
			return hcgS("jupyter-token", "log", "$ tail slurm-"+rnd(digits, 7)+".out\n"+t, []string{tok}, n)
		}},
		{6, func() Sample {
			tok := hcgJupyterTok()
			port := fmt.Sprint(hcgN(8800, 8999))
			t := fmt.Sprintf("%s\n%s http://localhost:%s/?token=%s\n%s",
				hcgP("tunnel is up, you can open the notebook from your laptop:", "je t'ai lancé le notebook sur le nœud GPU, ouvre ça :", "notebook 已经在 GPU 节点上跑起来了，打开这个链接："),
				hcgP("->", "👉", ""), port, tok, hcgP("don't close the ssh window", "garde la fenêtre ssh ouverte", "别关 ssh 窗口"))
			return hcgS("jupyter-token", "chat", t, []string{tok})
		}},
		{4, func() Sample {
			t1, t2 := hcgJupyterTok(), hcgJupyterTok()
			u := hcgUser()
			t := fmt.Sprintf("(base) [%s@%s ~]$ jupyter server list\nCurrently running servers:\nhttp://%s:8888/?token=%s :: /home/%s\nhttp://%s:8890/?token=%s :: /scratch/%s/project",
				u, hcgNode(), hcgNode(), t1, u, hcgNode(), t2, u)
			return hcgS("jupyter-token", "shell", t, []string{t1, t2}, u)
		}},
		{4, func() Sample {
			tok := rnd(hexs, 32)
			t := fmt.Sprintf("import requests\n\nHUB = \"https://jupyterhub.%s/hub/api\"\nTOKEN = \"%s\"  # admin token for the culling script\n\nr = requests.get(f\"{HUB}/users\", headers={\"Authorization\": f\"token {TOKEN}\"})\nfor user in r.json():\n    print(user[\"name\"], user[\"last_activity\"])",
				hcgDomain(), tok)
			return hcgS("jupyterhub-api-token", "python", t, []string{tok})
		}},
		{4, func() Sample {
			c := rnd(alnum+"|", hcgN(60, 90))
			t := fmt.Sprintf("GET /user/%s/api/kernels HTTP/1.1\nHost: jupyter.%s\nCookie: _xsrf=%s; jupyterhub-hub-login=%s\nAccept: application/json",
				hcgUser(), hcgDomain(), "2|"+rnd(hexs, 8)+"|"+rnd(hexs, 32)+"|"+rnd(digits, 10), c)
			return hcgS("session-cookie", "http", "copied from devtools, it keeps returning 403:\n\n"+t, []string{c})
		}},
		{6, func() Sample {
			hf := hcgHF()
			t := fmt.Sprintf("(llm) $ huggingface-cli login --token %s\nToken is valid (permission: %s).\nYour token has been saved to /home/%s/.cache/huggingface/token\nLogin successful",
				hf, hcgP("read", "write", "fineGrained"), hcgUser())
			return hcgS("huggingface-token", "shell", t, []string{hf})
		}},
		{5, func() Sample {
			hf := hcgHF()
			repo := hcgP("meta-llama/Llama-3.1-8B", "google/gemma-2-9b", "mistralai/Mistral-7B-v0.3", "lab-ipn/cryo-seg-v2")
			t := fmt.Sprintf("from huggingface_hub import login\nfrom transformers import AutoModelForCausalLM\n\nlogin(token=\"%s\")\nmodel = AutoModelForCausalLM.from_pretrained(\"%s\", device_map=\"auto\")",
				hf, repo)
			return hcgS("huggingface-token", "python", t, []string{hf}, repo)
		}},
		{5, func() Sample {
			k, u := hcgWandb(), hcgUser()
			t := fmt.Sprintf("$ cat ~/.netrc\nmachine api.wandb.ai\n  login %s\n  password %s\nmachine %s\n  login %s", hcgP("user", u), k, hcgHost(), u)
			return hcgS("wandb-api-key", "shell", t, []string{k})
		}},
		{5, func() Sample {
			k := hcgWandb()
			t := fmt.Sprintf("%s wandb login %s\nwandb: Appending key for api.wandb.ai to your netrc file: /home/%s/.netrc\n%s",
				hcgP("$", "(torch) $", "[gpu]$"), k, hcgUser(), hcgP("wandb: Currently logged in as: "+hcgUser()+" ("+hcgP("lab-ml", "team-bio", "astro")+")", ""))
			return hcgS("wandb-api-key", "shell", t, []string{k})
		}},
		{5, func() Sample {
			tok := hcgZenodo()
			rec := fmt.Sprint(hcgN(1000000, 14999999))
			t := fmt.Sprintf("curl -X PUT \"https://zenodo.org/api/deposit/depositions/%s/files?access_token=%s\" \\\n  --upload-file data/%s.tar.gz\n# deposition %s = the supplementary data for the paper",
				rec, tok, hcgP("raw_spectra", "trajectories", "images"), rec)
			return hcgS("zenodo-token", "shell", t, []string{tok}, rec)
		}},
		{4, func() Sample {
			tok := hcgZenodo()
			t := fmt.Sprintf("import requests\n\nACCESS_TOKEN = '%s'\nparams = {'access_token': ACCESS_TOKEN}\nr = requests.post('https://%s/api/deposit/depositions', params=params, json={})\nprint(r.status_code)",
				tok, hcgP("zenodo.org", "sandbox.zenodo.org"))
			return hcgS("zenodo-token", "python", t, []string{tok})
		}},
		{4, func() Sample {
			tok := hcgFigshare()
			art := fmt.Sprint(hcgN(10000000, 29999999))
			t := fmt.Sprintf("curl -H \"Authorization: token %s\" \\\n     https://api.figshare.com/v2/account/articles/%s/files",
				tok, art)
			return hcgS("figshare-token", "shell", "Figshare upload step from the README draft:\n\n"+t, []string{tok}, art)
		}},
		{4, func() Sample {
			k, u := rnd(hexs, 32), hcgUser()
			t := fmt.Sprintf("mkdir -p ~/.kaggle\necho '{\"username\":\"%s\",\"key\":\"%s\"}' > ~/.kaggle/kaggle.json\nchmod 600 ~/.kaggle/kaggle.json\nkaggle competitions download -c %s",
				u, k, hcgP("rsna-2024", "cell-segmentation", "leash-BELKA"))
			return hcgS("kaggle-key", "shell", t, []string{k}, u)
		}},
		{5, func() Sample {
			k := "sk-proj-" + rnd(b64url, hcgN(56, 80)) + "T3BlbkFJ" + rnd(b64url, hcgN(30, 40))
			t := fmt.Sprintf("# cell 1\nimport os\nfrom openai import OpenAI\nos.environ[\"OPENAI_API_KEY\"] = \"%s\"\nclient = OpenAI()\n\n# cell 2\nabstracts = load_abstracts(\"%s\")",
				k, hcgP("pubmed_2024.jsonl", "arxiv_astro.csv", "theses.parquet"))
			return hcgS("openai-api-key", "notebook", t, []string{k})
		}},
		{4, func() Sample {
			k := "sk-ant-api03-" + rnd(b64url, 93) + "AA"
			t := fmt.Sprintf("# .env (lab literature bot)\nANTHROPIC_API_KEY=%s\nZOTERO_GROUP_ID=%d\nMODEL=%s", k, hcgN(100000, 9999999), hcgP("claude-sonnet-4", "claude-3-5-haiku"))
			return hcgS("anthropic-api-key", "env", t, []string{k})
		}},
		{5, func() Sample {
			g, u := hcgGhp(), hcgUser()
			repo := hcgP("lab-ipn", "biophys-team", "astro-ml", "neurolab") + "/" + hcgP("analysis", "pipeline", "thesis-code", "microscopy-tools")
			t := fmt.Sprintf("[%s@%s %s]$ git remote -v\norigin\thttps://%s:%s@github.com/%s.git (fetch)\norigin\thttps://%s:%s@github.com/%s.git (push)",
				u, hcgP("login1", "frontal"), strings.Split(repo, "/")[1], u, g, repo, u, g, repo)
			return hcgS("github-token", "shell", t, []string{g}, repo)
		}},
		{4, func() Sample {
			g := hcgGlpat()
			t := fmt.Sprintf("## CI on the cluster runner\n\nRegister the runner with the project token below, then restrict it to the `%s` tag.\n\n```\ngitlab-runner register --url https://gitlab.%s --token %s\n```",
				hcgP("slurm", "gpu", "hpc"), hcgDomain(), g)
			return hcgS("gitlab-token", "wiki", t, []string{g})
		}},
		{4, func() Sample {
			o := "olp_" + rnd(alnum, 36)
			id := rnd(hexs, 24)
			t := fmt.Sprintf("git clone https://git@git.overleaf.com/%s\n# when it asks for a password use the token: %s", id, o)
			return hcgS("overleaf-token", "shell", "Thesis sync with Overleaf:\n"+t, []string{o}, id)
		}},
		{4, func() Sample {
			k := "sk_" + rnd(alnum, 30)
			t := fmt.Sprintf("benchling:\n  tenant: https://%s.benchling.com\n  api_key: %s\n  registry_id: src_%s\n  schema: %s",
				hcgP("labipn", "biophys", "crispr-core"), k, rnd(alnum, 8), hcgP("Plasmid", "Antibody", "Strain"))
			return hcgS("benchling-api-key", "yaml", t, []string{k})
		}},
		{4, func() Sample {
			tok := rnd("0123456789ABCDEF", 32)
			t := fmt.Sprintf("library(REDCapR)\nuri   <- \"https://redcap.%s/api/\"\ntoken <- \"%s\"  # cohort %s\nds <- redcap_read(redcap_uri = uri, token = token)$data",
				hcgDomain(), tok, hcgP("NEURO-2", "DIAB", "COVID-HCW"))
			return hcgS("redcap-token", "r", t, []string{tok})
		}},
		{5, func() Sample {
			var g []string
			for i := 0; i < hcgN(8, 12); i++ {
				g = append(g, rnd(digits, 5))
			}
			fik := strings.Join(g, "-")
			lic := fmt.Sprint(hcgN(100000, 41999999))
			t := fmt.Sprintf("Bonjour,\n\nPour installer MATLAB R20%d%s sur le PC d'acquisition hors ligne :\n- Numéro de licence : %s\n- Clé d'installation (File Installation Key) : %s\n- Le fichier license.lic est sur le partage /commun/logiciels/matlab.\n\nCordialement,\n%s",
				hcgN(22, 25), hcgP("a", "b"), lic, fik, hcgFirst())
			return hcgS("licence-key", "mail", t, []string{fik}, lic)
		}},
		{4, func() Sample {
			pw, cust := hcgPw(), fmt.Sprint(hcgN(1000000, 1999999))
			t := fmt.Sprintf("Hi all,\n\nFor the ANSYS customer portal (downloads + licence updates) use our group account:\ncustomer number %s, login %s, password %s\nThe licence server itself stays 1055@%s.\n\n-- %s",
				cust, "ansys-"+hcgP("cfd", "lab", "meca")+"@"+hcgDomain(), pw, "lic."+hcgDomain(), hcgFirst())
			return hcgS("portal-password", "mail", t, []string{pw}, cust)
		}},
		{4, func() Sample {
			k := rnd(upper+digits, 5) + "-" + rnd(upper+digits, 5) + "-" + rnd(upper+digits, 5) + "-" + rnd(upper+digits, 5) + "-" + rnd(upper+digits, 5)
			t := fmt.Sprintf("%s : licence OriginPro %d réseau, clé d'activation %s (valable pour %d postes). Ne pas la diffuser hors de l'équipe svp.",
				hcgFirst(), hcgN(2022, 2025), k, hcgN(3, 10))
			return hcgS("licence-key", "chat", t, []string{k})
		}},
		{4, func() Sample {
			hook := hcgTeamsHook()
			t := fmt.Sprintf("# notify the %s channel when the freezer logger reports > -70 °C\nTEAMS_WEBHOOK_URL=%s\nTHRESHOLD=-70\nPOLL_SECONDS=300", hcgP("lab", "cryo", "cell culture"), hook)
			return hcgS("teams-webhook", "env", t, []string{hook})
		}},
		{4, func() Sample {
			hook := "https://mattermost." + hcgDomain() + "/hooks/" + rnd(lower+digits, 26)
			t := fmt.Sprintf("def notify(msg):\n    requests.post(\"%s\", json={\"text\": msg, \"channel\": \"%s\"})\n\nnotify(f\"run {run_id} done, loss={loss:.3f}\")", hook, hcgP("gpu-jobs", "manips", "town-square"))
			return hcgS("mattermost-webhook", "python", t, []string{hook})
		}},
		{4, func() Sample {
			hook := hcgDiscordHook()
			t := fmt.Sprintf("%s: I set up the beamtime alerts, webhook is %s\n%s: nice, thx", hcgFirst(), hook, hcgFirst())
			return hcgS("discord-webhook", "chat", t, []string{hook})
		}},
		{5, func() Sample {
			u, pw := hcgUser(), hcgPw()
			h := "omero." + hcgDomain()
			t := fmt.Sprintf("$ omero login -s %s -u %s -w '%s'\nCreated session for %s@%s:4064. Idle timeout: 10 min. Current group: %s\n$ omero import -d %d ./plate_%s/",
				h, u, pw, u, h, hcgP("imaging-core", "Lab_Dupont", "default"), hcgN(100, 9999), rnd(digits, 3))
			return hcgS("omero-password", "shell", t, []string{pw}, u, h)
		}},
		{5, func() Sample {
			app := rnd(alnum, 5) + "-" + rnd(alnum, 5) + "-" + rnd(alnum, 5) + "-" + rnd(alnum, 5) + "-" + rnd(alnum, 5)
			u := hcgUser()
			t := fmt.Sprintf("[%s]\ntype = webdav\nurl = https://%s/remote.php/dav/files/%s/\nvendor = nextcloud\nuser = %s\n# app password generated %s\npass_plain = %s",
				hcgP("labcloud", "nextcloud", "mycore"), hcgP("cloud.", "nextcloud.", "box.")+hcgDomain(), u, u, hcgDate(), app)
			return hcgS("nextcloud-app-password", "ini", t, []string{app}, u)
		}},
		{4, func() Sample {
			kid, body := rnd(hexs, 40), hcgRSABody()
			proj := hcgP("lab-drive-sync", "neuro-pipeline", "seq-archive") + "-" + rnd(digits, 6)
			t := fmt.Sprintf("{\n  \"type\": \"service_account\",\n  \"project_id\": \"%s\",\n  \"private_key_id\": \"%s\",\n  \"private_key\": \"-----BEGIN PRIVATE KEY-----\\n%s\\n-----END PRIVATE KEY-----\\n\",\n  \"client_email\": \"drive-sync@%s.iam.gserviceaccount.com\",\n  \"client_id\": \"%s\"\n}",
				proj, kid, strings.ReplaceAll(body, "\n", "\\n"), proj, rnd(digits, 21))
			return hcgS("gcp-service-account", "json", t, []string{kid, strings.ReplaceAll(body, "\n", "\\n")}, proj)
		}},
		{4, func() Sample {
			tok := rnd(b64url, hcgN(40, 64))
			u := hcgUser()
			t := fmt.Sprintf("From: noreply@%s\nSubject: Your one-time login link\n\nHello %s,\n\nUse this link to sign in to the HPC user portal. It expires in 15 minutes and can be used once:\n\nhttps://portal.%s/auth/magic?token=%s\n\nIf you did not request it, ignore this e-mail.",
				hcgDomain(), u, hcgDomain(), tok)
			return hcgS("login-link-token", "mail", t, []string{tok}, u)
		}},
		{4, func() Sample {
			tok := rnd(alnum, hcgN(40, 64))
			t := fmt.Sprintf("# Ceph/S3 object store for the beamline data\n[default]\naccess_key = %s\nsecret_key = %s\nhost_base = s3.%s\nhost_bucket = s3.%s/%%(bucket)s",
				rnd(upper+digits, 20), tok, hcgDomain(), hcgDomain())
			return hcgS("s3-secret-key", "ini", t, []string{tok})
		}},
	}
}
