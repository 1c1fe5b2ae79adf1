package main

// Traps of research computing: identifiers that look random but are not secret (git SHAs,
// dataset checksums, UUIDs, Slurm job ids and node names, DOIs, ORCID iDs, ISBNs, arXiv ids,
// student numbers, versions, image digests, base64 of ordinary data, public keys).

import (
	"encoding/base64"
	"fmt"
	"strings"
)

func hagTraps() []Sample {
	var out []Sample
	out = append(out, hagRep(20, hagTrapGit)...)
	out = append(out, hagRep(20, hagTrapChecksum)...)
	out = append(out, hagRep(18, hagTrapUUID)...)
	out = append(out, hagRep(26, hagTrapSlurm)...)
	out = append(out, hagRep(30, hagTrapBiblio)...)
	out = append(out, hagRep(18, hagTrapStudent)...)
	out = append(out, hagRep(18, hagTrapVersions)...)
	out = append(out, hagRep(10, hagTrapDigest)...)
	out = append(out, hagRep(10, hagTrapBase64)...)
	out = append(out, hagRep(12, hagTrapPublicKey)...)
	out = append(out, hagRep(9, hagTrapPublishable)...)
	return out
}

func hagSHA() string { return hagR(hexs, 40) }

func hagTrapGit(i int) Sample {
	sha := hagSHA()
	short := sha[:7]
	switch i % 8 {
	case 0:
		return hagT("trap-git-sha", "shell", "$ git log --oneline -3\n"+short+" fix off-by-one in bin edges\n"+hagR(hexs, 7)+" add figure 3 script\n"+hagR(hexs, 7)+" initial import of chapter 2")
	case 1:
		return hagT("trap-git-sha", "chat", "the results in table 2 come from commit "+sha+", please cite that one in the methods")
	case 2:
		return hagT("trap-git-sha", "shell", "commit "+sha+"\nAuthor: "+hagName()+" <"+strings.ToLower(hagName())+"@example.edu>\nDate:   Tue Mar 12 16:20:31 2024 +0100\n\n    regenerate plots after reviewer 2 comments")
	case 3:
		return hagT("trap-git-sha", "chat-de", "Kannst du bitte auf "+short+" zurücksetzen? Danach ist die Konvergenz kaputt.")
	case 4:
		return hagT("trap-git-sha", "diff", "diff --git a/analysis/fit.R b/analysis/fit.R\nindex "+hagR(hexs, 7)+".."+hagR(hexs, 7)+" 100644\n--- a/analysis/fit.R\n+++ b/analysis/fit.R\n@@ -12,3 +12,3 @@\n-model <- lm(y ~ x)\n+model <- lm(y ~ x + group)")
	case 5:
		return hagT("trap-git-sha", "yaml", "- name: checkout\n  uses: actions/checkout@"+sha+" # v4.1.1")
	case 6:
		return hagT("trap-git-sha", "notes", "Software availability: code at https://github.com/"+hagOrg()+"/"+hagRepo()+" (tag v1.2.0, commit "+sha+"), archived on Zenodo.")
	default:
		return hagT("trap-git-sha", "chat-zh", "复现论文结果请用 commit "+short+"，不要用 main 分支最新的")
	}
}

func hagTrapChecksum(i int) Sample {
	s256 := hagR(hexs, 64)
	md5 := hagR(hexs, 32)
	f := hagP("sub-01_T1w.nii.gz", "cohort_v3.tar.gz", "ERR4080211_1.fastq.gz", "era5_2020.nc", "imagenet_val.tar", "GRCh38.fa.gz")
	switch i % 8 {
	case 0:
		return hagT("trap-checksum", "shell", "$ sha256sum "+f+"\n"+s256+"  "+f)
	case 1:
		return hagT("trap-checksum", "markdown", "| file | md5 |\n|---|---|\n| "+f+" | `"+md5+"` |\n| README.txt | `"+hagR(hexs, 32)+"` |")
	case 2:
		return hagT("trap-checksum", "notes", "Download finished, md5 "+md5+" matches the one on the ENA page.")
	case 3:
		return hagT("trap-checksum", "chat-es", "el checksum SHA-256 del dataset es "+s256+", compruébalo antes de lanzar el job")
	case 4:
		return hagT("trap-checksum", "text", "# MD5SUMS\n"+md5+"  "+f+"\n"+hagR(hexs, 32)+"  metadata.csv")
	case 5:
		return hagT("trap-checksum", "python", "assert hashlib.sha256(open(path, 'rb').read()).hexdigest() == \""+s256+"\"")
	case 6:
		return hagT("trap-checksum", "json", "{\"files\": [{\"key\": \""+f+"\", \"size\": "+fmt.Sprint(hagN(10000, 99999999))+", \"checksum\": \"md5:"+md5+"\"}]}")
	default:
		return hagT("trap-checksum", "chat-de", "Prüfsumme stimmt nicht: erwartet "+md5+", bekommen "+hagR(hexs, 32)+". Download nochmal starten.")
	}
}

func hagTrapUUID(i int) Sample {
	u := hagUUID()
	switch i % 7 {
	case 0:
		return hagT("trap-uuid", "log", hagDate()+"T"+hagTime()+"Z INFO request_id="+u+" path=/hub/api/users status=200 duration=41ms")
	case 1:
		return hagT("trap-uuid", "chat", "the Canvas assignment id is "+u+"? no wait that's the submission uuid")
	case 2:
		return hagT("trap-uuid", "json", "{\"study_uuid\": \""+u+"\", \"participants\": 48, \"site\": \"Coimbra\"}")
	case 3:
		return hagT("trap-uuid", "notes", "OMERO dataset "+u+" contains the confocal stacks from "+hagDate())
	case 4:
		return hagT("trap-uuid", "log", "ERROR Traceback (most recent call last):\n  File \"ingest.py\", line 88, in <module>\n    load(run_id)\nKeyError: '"+u+"'")
	case 5:
		return hagT("trap-uuid", "chat-ko", "실험 ID "+u+" 결과가 이상해요. 다시 돌려볼게요")
	default:
		return hagT("trap-uuid", "shell", "$ lsblk -o NAME,UUID\nsda1  "+u+"\nsdb1  "+hagUUID())
	}
}

func hagNode() string {
	return hagP("cn", "gpu", "node", "hm", "a100-") + fmt.Sprintf("%03d", hagN(1, 480))
}

func hagTrapSlurm(i int) Sample {
	job := fmt.Sprint(hagN(1000000, 48999999))
	u := hagUser()
	switch i % 11 {
	case 0:
		return hagT("trap-slurm", "shell", "$ squeue -u "+u+"\n  JOBID PARTITION     NAME     USER ST       TIME  NODES NODELIST(REASON)\n"+job+"       gpu  bert-ft "+u+"  R    3:12:45      1 "+hagNode()+"\n"+fmt.Sprint(hagN(1000000, 48999999))+"   compute   merge "+u+" PD       0:00      1 (Priority)")
	case 1:
		return hagT("trap-slurm", "slurm", "#!/bin/bash\n#SBATCH --job-name=rnaseq\n#SBATCH --account=p"+hagR(digits, 5)+"\n#SBATCH --partition=compute\n#SBATCH --nodes=1\n#SBATCH --ntasks-per-node=32\n#SBATCH --mem=120G\n#SBATCH --time=24:00:00\n#SBATCH --output=logs/%x_%j.out\n\nmodule purge\nmodule load STAR/2.7.11a samtools/1.19\nsrun STAR --runThreadN 32 --genomeDir $REF --readFilesIn $R1 $R2")
	case 2:
		return hagT("trap-slurm", "chat", "job "+job+" died on "+hagNode()+" with OOM, resubmitting with --mem=64G")
	case 3:
		return hagT("trap-slurm", "log", "slurmstepd: error: *** JOB "+job+" ON "+hagNode()+" CANCELLED AT "+hagDate()+"T"+hagTime()+" DUE TO TIME LIMIT ***")
	case 4:
		return hagT("trap-slurm", "shell", "$ sacct -j "+job+" --format=JobID,State,Elapsed,MaxRSS\nJobID           State    Elapsed     MaxRSS\n"+job+"       COMPLETED   02:11:09\n"+job+".batch COMPLETED   02:11:09  "+fmt.Sprint(hagN(1000, 90000))+"M")
	case 5:
		return hagT("trap-slurm", "chat-de", "Mein Job "+job+" hängt seit gestern in PD (Resources). Ist die GPU-Partition voll?")
	case 6:
		return hagT("trap-slurm", "ssh-config", "Host cluster\n    HostName "+hagHost()+"\n    User "+u+"\n    IdentityFile ~/.ssh/id_ed25519\n    ForwardAgent no\n\nHost "+hagNode()+"\n    ProxyJump cluster")
	case 7:
		return hagT("trap-slurm", "shell", "ssh "+u+"@"+hagHost()+"\nsalloc -p gpu --gres=gpu:a100:1 -t 02:00:00\nsrun --pty bash\nnvidia-smi")
	case 8:
		return hagT("trap-slurm", "notes", "Allocation "+hagP("CHE230041", "p2024-071", "EUHPC-D12-"+hagR(digits, 3))+": 250,000 core-h, used 61% as of "+hagDate()+". Nodes "+hagNode()+"-"+hagNode()+" reserved Fridays.")
	case 9:
		return hagT("trap-slurm", "chat-es", "el job "+job+" terminó bien, los resultados están en /scratch/"+u+"/run_"+hagR(digits, 3))
	default:
		return hagT("trap-slurm", "shell", "$ sinfo -p gpu\nPARTITION AVAIL  TIMELIMIT  NODES  STATE NODELIST\ngpu          up 2-00:00:00      4    mix gpu[001-004]\ngpu          up 2-00:00:00     12  alloc gpu[005-016]")
	}
}

// hagORCID builds an ORCID iD with a valid ISO 7064 check character.
func hagORCID() string {
	d := "0000000" + fmt.Sprint(hagN(1, 3)) + hagR(digits, 7)
	total := 0
	for _, c := range d {
		total = (total + int(c-'0')) * 2
	}
	r := (12 - total%11) % 11
	check := fmt.Sprint(r)
	if r == 10 {
		check = "X"
	}
	d += check
	return d[0:4] + "-" + d[4:8] + "-" + d[8:12] + "-" + d[12:16]
}

func hagISBN() string {
	d := "978" + hagR(digits, 9)
	sum := 0
	for k, c := range d {
		w := 1
		if k%2 == 1 {
			w = 3
		}
		sum += int(c-'0') * w
	}
	d += fmt.Sprint((10 - sum%10) % 10)
	return d[0:3] + "-" + d[3:4] + "-" + d[4:8] + "-" + d[8:12] + "-" + d[12:]
}

func hagDOI() string {
	return hagP("10.1038/s41586-0", "10.1016/j.neuroimage.20", "10.1103/PhysRevLett.1", "10.5281/zenodo.", "10.1093/bioinformatics/bta") + hagR(digits, 5)
}

func hagArxiv() string {
	return fmt.Sprintf("%02d%02d.%05d", hagN(18, 25), hagN(1, 12), hagN(1, 29999)) + hagP("", "v1", "v2", "v3")
}

func hagTrapBiblio(i int) Sample {
	switch i % 13 {
	case 0:
		return hagT("trap-doi", "bibtex", "@article{"+strings.ToLower(hagLast[rng.IntN(len(hagLast))])+"2023,\n  title   = {Sparse coding in the mouse visual cortex},\n  journal = {Nature},\n  year    = {2023},\n  doi     = {"+hagDOI()+"}\n}")
	case 1:
		return hagT("trap-orcid", "chat", "my ORCID iD is "+hagORCID()+", can you add it to the author list?")
	case 2:
		return hagT("trap-orcid", "notes", "Authors:\n"+hagName()+" (ORCID https://orcid.org/"+hagORCID()+")\n"+hagName()+" (ORCID https://orcid.org/"+hagORCID()+")")
	case 3:
		return hagT("trap-isbn", "chat-de", "Das Lehrbuch für "+hagCourse()+" hat die ISBN "+hagISBN()+", steht in der Bibliothek im 2. OG.")
	case 4:
		return hagT("trap-arxiv", "chat", "preprint is up: arXiv:"+hagArxiv()+" — comments welcome before we submit")
	case 5:
		return hagT("trap-arxiv", "bibtex", "@misc{preprint,\n  eprint        = {"+hagArxiv()+"},\n  archivePrefix = {arXiv},\n  primaryClass  = {cs.LG}\n}")
	case 6:
		return hagT("trap-doi", "chat-pt", "o DOI do dataset no Zenodo é "+hagDOI()+", cita assim na dissertação")
	case 7:
		return hagT("trap-doi", "markdown", "## Citation\n\nIf you use this code, please cite [doi:"+hagDOI()+"](https://doi.org/"+hagDOI()+") and arXiv:"+hagArxiv()+".")
	case 8:
		return hagT("trap-isbn", "csv", "title,isbn,copies\nLinear Algebra Done Right,"+hagISBN()+",4\nElements of Statistical Learning,"+hagISBN()+",2")
	case 9:
		return hagT("trap-orcid", "chat-zh", "请在基金申请表里填我的 ORCID："+hagORCID())
	case 10:
		return hagT("trap-doi", "chat-it", "l'articolo è "+hagDOI()+", pubblicato il "+hagDate())
	case 11:
		return hagT("trap-pmid", "notes", "Refs: PMID "+hagR("123456789", 8)+"; PMCID PMC"+hagR(digits, 7)+"; doi "+hagDOI())
	default:
		return hagT("trap-orcid", "yaml", "cff-version: 1.2.0\nauthors:\n  - family-names: "+hagLast[rng.IntN(len(hagLast))]+"\n    given-names: "+hagName()+"\n    orcid: \"https://orcid.org/"+hagORCID()+"\"\ndoi: "+hagDOI())
	}
}

func hagTrapStudent(i int) Sample {
	sid := hagR("123456789", 1) + hagR(digits, 7)
	switch i % 7 {
	case 0:
		return hagT("trap-student-id", "email", "Dear "+hagProf()+",\n\nI am enrolled in "+hagCourse()+" (student number "+sid+") and missed the midterm due to illness. Could I take the make-up exam?\n\nKind regards,\n"+hagName())
	case 1:
		return hagT("trap-student-id", "csv", "student_id,course,grade\n"+sid+","+hagCourse()+",1.7\n"+hagR(digits, 8)+","+hagCourse()+",2.3")
	case 2:
		return hagT("trap-student-id", "chat-de", "Matrikelnummer "+sid+", Prüfung "+hagCourse()+" am "+hagDate()+" in Raum H"+hagR(digits, 3))
	case 3:
		return hagT("trap-student-id", "chat-es", "Mi número de expediente es "+sid+" y el código de la asignatura es "+hagCourse())
	case 4:
		return hagT("trap-course-code", "notes", hagCourse()+" — Lecture 7: Gaussian processes. Room "+hagP("HS 1", "B-204", "Aula Magna", "LT3")+", slides on Moodle.")
	case 5:
		return hagT("trap-student-id", "chat-ko", "학번 "+sid+" "+hagName()+" 입니다. 과제 제출 기한 연장 가능할까요?")
	default:
		return hagT("trap-student-id", "chat-it", "matricola "+sid+", appello di "+hagCourse()+" del "+hagDate())
	}
}

func hagTrapVersions(i int) Sample {
	switch i % 9 {
	case 0:
		return hagT("trap-version", "shell", "module load gcc/12.2.0 openmpi/4.1.5 hdf5/1.14.1-2 netcdf-c/4.9.2\nmodule list")
	case 1:
		return hagT("trap-version", "yaml", "name: thesis\nchannels:\n  - conda-forge\ndependencies:\n  - python=3.11.6=hab00c5b_0_cpython\n  - numpy=1.26.2=py311h64a7726_0\n  - xarray=2023.12.0=pyhd8ed1ab_0\n  - pip:\n      - torch==2.1.2")
	case 2:
		return hagT("trap-version", "text", "numpy==1.26.4 \\\n    --hash=sha256:"+hagR(hexs, 64)+"\nscipy==1.12.0 \\\n    --hash=sha256:"+hagR(hexs, 64))
	case 3:
		return hagT("trap-version", "r", "> sessionInfo()\nR version 4.3.2 (2023-10-31)\nPlatform: x86_64-pc-linux-gnu (64-bit)\nother attached packages:\n[1] lme4_1.1-35.1   Matrix_1.6-5   ggplot2_3.4.4")
	case 4:
		return hagT("trap-version", "chat", "MATLAB R2023b Update 6 (23.2.0.2515942) crashes on the cluster, R2023a works")
	case 5:
		return hagT("trap-version", "json", "\"node_modules/katex\": {\n  \"version\": \"0.16.9\",\n  \"resolved\": \"https://registry.npmjs.org/katex/-/katex-0.16.9.tgz\",\n  \"integrity\": \"sha512-"+hagR(alnum+"+/", 86)+"==\"\n}")
	case 6:
		return hagT("trap-version", "notes", "CUDA 12.2, driver 535.129.03, cuDNN 8.9.7.29, PyTorch 2.1.2+cu121 on the A100 nodes")
	case 7:
		return hagT("trap-version", "log", "Jupyter Server 2.12.5 is running at http://localhost:8888/lab\nJupyterLab v4.0.11\nkernel python3 (ipykernel 6.29.0) started")
	default:
		return hagT("trap-version", "chat-zh", "集群上的 GROMACS 版本是 2023.3，需要 module load gromacs/2023.3-cuda")
	}
}

func hagTrapDigest(i int) Sample {
	d := "sha256:" + hagR(hexs, 64)
	switch i % 5 {
	case 0:
		return hagT("trap-image-digest", "shell", "apptainer pull docker://ghcr.io/"+hagOrg()+"/pipeline@"+d)
	case 1:
		return hagT("trap-image-digest", "dockerfile", "FROM rocker/rstudio:4.3.2@"+d+"\nRUN install2.r --error lme4 brms")
	case 2:
		return hagT("trap-image-digest", "log", "Digest: "+d+"\nStatus: Downloaded newer image for jupyter/scipy-notebook:2024-01-15")
	case 3:
		return hagT("trap-image-digest", "chat", "pin the image by digest ("+d+") so the reviewers get the same environment")
	default:
		return hagT("trap-image-digest", "yaml", "singleuser:\n  image:\n    name: quay.io/jupyter/datascience-notebook\n    tag: 2024-03-04@"+d)
	}
}

func hagTrapBase64(i int) Sample {
	msg := hagP("hello from the cluster", "results are in /scratch/shared", "Lab meeting moved to Thursday",
		"{\"experiment\": \"pilot\", \"n\": 12}", "sample_id,od600\nA1,0.42\n", "Reagenzien bestellt")
	b := base64.StdEncoding.EncodeToString([]byte(msg))
	switch i % 5 {
	case 0:
		return hagT("trap-base64-data", "shell", "$ echo '"+b+"' | base64 -d\n"+msg)
	case 1:
		return hagT("trap-base64-data", "yaml", "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: analysis-config\nbinaryData:\n  readme.txt: "+b)
	case 2:
		return hagT("trap-base64-data", "html", "<img alt=\"spacer\" src=\"data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7\">")
	case 3:
		return hagT("trap-base64-data", "json", "{\"cell_type\": \"markdown\", \"attachments\": {\"note.txt\": {\"text/plain\": \""+b+"\"}}}")
	default:
		return hagT("trap-base64-data", "chat", "the instrument exports metadata as base64, e.g. "+b+" decodes to plain text, nothing sensitive")
	}
}

func hagTrapPublicKey(i int) Sample {
	ed := "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + hagR(alnum+"+/", 43)
	who := hagUser() + "@" + hagP("laptop", "thinkpad", "macbook-pro", "lab-pc-07")
	switch i % 6 {
	case 0:
		return hagT("trap-public-key", "chat", "can you add my public key to the group account?\n"+ed+" "+who)
	case 1:
		return hagT("trap-public-key", "text", "# ~/.ssh/authorized_keys\n"+ed+" "+who+"\nssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ"+hagR(alnum+"+/", 200)+" "+hagUser()+"@hpc")
	case 2:
		return hagT("trap-public-key", "pem", "-----BEGIN CERTIFICATE-----\nMIID"+hagR(alnum+"+/", 60)+"\n"+hagR(alnum+"+/", 64)+"\n"+hagR(alnum+"+/", 64)+"\n"+hagR(alnum+"+/", 20)+"==\n-----END CERTIFICATE-----")
	case 3:
		return hagT("trap-public-key", "pem", "Our public key for verifying the data releases:\n-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEA"+hagR(alnum+"+/", 43)+"=\n-----END PUBLIC KEY-----")
	case 4:
		return hagT("trap-public-key", "chat-de", "Fingerprint vom Login-Knoten: SHA256:"+hagR(alnum+"+/", 43)+" (ED25519) – bitte beim ersten ssh vergleichen.")
	default:
		return hagT("trap-public-key", "ini", "[Peer]\n# lab gateway\nPublicKey = "+hagR(alnum+"+/", 43)+"=\nEndpoint = vpn.lab.example.edu:51820\nAllowedIPs = 10.8.0.0/24")
	}
}

func hagTrapPublishable(i int) Sample {
	switch i % 5 {
	case 0:
		return hagT("trap-publishable-key", "javascript", "// publishable key, safe in the browser\nconst stripe = Stripe('pk_live_"+hagR(alnum, 24)+"');")
	case 1:
		return hagT("trap-publishable-key", "html", "<div class=\"g-recaptcha\" data-sitekey=\"6Lc"+hagR(b64url, 37)+"\"></div>")
	case 2:
		return hagT("trap-publishable-key", "html", "<script async src=\"https://www.googletagmanager.com/gtag/js?id=G-"+hagR(upper+digits, 10)+"\"></script>")
	case 3:
		return hagT("trap-publishable-key", "chat", "the conference site uses Stripe test mode for now: pk_test_"+hagR(alnum, 24)+" (publishable, fine to share)")
	default:
		return hagT("trap-publishable-key", "yaml", "orcid:\n  client_id: APP-"+hagR(upper+digits, 16)+"\n  redirect_uri: https://repo.example.edu/orcid/callback")
	}
}
