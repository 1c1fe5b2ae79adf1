package main

import (
	"fmt"
	"strings"
)

// Research, HPC, grants, library proxy and student-project samples with secrets.

func hbqResearchGens() []hbqGen {
	return []hbqGen{
		{6, hbqHPCWelcome},
		{5, hbqHPCKeyTicket},
		{4, hbqOtpauthNotes},
		{4, hbqTOTPProse},
		{5, hbqSlurmWandb},
		{5, hbqNotebookOpenAI},
		{5, hbqFundraiserEnv},
		{5, hbqGrantSharedLogin},
		{4, hbqEraCommons},
		{4, hbqDimensionsKey},
		{4, hbqEZproxyUsers},
		{4, hbqEZproxyTicket},
		{4, hbqEZproxyCookie},
		{5, hbqLibraryLoginShare},
		{5, hbqGitHubClassroom},
		{5, hbqGitLabRemote},
		{5, hbqAWSCreds},
		{4, hbqGlobusClient},
		{4, hbqSlurmHF},
		{4, hbqRSAKeyPaste},
		{5, hbqStudentAIKeyChat},
		{6, hbqLicenceKey},
		{4, hbqQualtricsR},
		{5, hbqREDCap},
		{4, hbqJWTBug},
		{5, hbqInstrumentWiki},
		{4, hbqTwilioAttendance},
		{4, hbqSendGridNewsletter},
		{5, hbqComposeResearchDB},
	}
}

func hbqHPCWelcome() Sample {
	u := hbqUser()
	alloc := pick([]string{"CIS", "BIO", "PHY", "CHE", "MAT"}) + fmt.Sprint(240000+rng.IntN(9999))
	pw := hbqTempPw()
	cl := pick([]string{"hpc", "cluster", "talon", "orca", "bluefern"}) + "." + hbqDomain()
	t := fmt.Sprintf(`Subject: Your HPC account is ready (%s)

Hello,

Your account on %s has been created under your supervisor's allocation %s.

  ssh %s@%s
  initial password: %s

You must change the password (passwd) on first login and then register an SSH key. Scratch is purged after 30 days. Please read the usage policy before submitting jobs.

Research Computing`, u, cl, alloc, u, cl, pw)
	return hbqS("initial-password", "mail", t, []string{pw}, alloc, u)
}

func hbqHPCKeyTicket() Sample {
	body := hbqPEMBody(5+rng.IntN(3), "b3BlbnNzaC1rZXktdjEAAAAA")
	u := hbqUser()
	t := fmt.Sprintf(`Hi, I can't log in to the cluster, it says Permission denied (publickey). I'm %s. This is the key I'm using, maybe it's the wrong format?

-----BEGIN OPENSSH PRIVATE KEY-----
%s
-----END OPENSSH PRIVATE KEY-----

thanks, %s`, u, body, hbqFirstN())
	return hbqS("private-key", "ticket", t, []string{body}, u)
}

func hbqOtpauthNotes() Sample {
	seed := hbqB32(32)
	u := hbqUser()
	t := fmt.Sprintf(`HPC MFA — moving to new phone
old: Google Authenticator on the Pixel
QR decoded: otpauth://totp/%s:%s?secret=%s&issuer=%s&digits=6
add to 1Password as well this time`, pick([]string{"ResearchComputing", "HPC", "Cluster"}), u, seed, pick([]string{"ResearchComputing", "HPC", "Cluster"}))
	return hbqS("totp-seed", "notes", t, []string{seed}, u)
}

func hbqTOTPProse() Sample {
	raw := hbqB32(32)
	var g []string
	for i := 0; i < 32; i += 4 {
		g = append(g, strings.ToLower(raw[i:i+4]))
	}
	seed := strings.Join(g, " ")
	t := fmt.Sprintf("%s: the QR code for the grants portal 2FA won't scan on my phone. It shows a setup key instead: %s — do I type that into the authenticator app with the spaces?", hbqFirstN(), seed)
	return hbqS("totp-seed", "chat", t, []string{seed})
}

func hbqSlurmWandb() Sample {
	key := hbqHex(40)
	acct := pick([]string{"ml-students", "def-" + rnd(lower, 6), "cs" + rnd(digits, 3) + "-class"})
	t := fmt.Sprintf(`#!/bin/bash
#SBATCH --job-name=%s
#SBATCH --account=%s
#SBATCH --gres=gpu:%d
#SBATCH --time=%02d:00:00
#SBATCH --mem=32G

module load cuda/12.4 python/3.11
source ~/venvs/thesis/bin/activate
export WANDB_API_KEY=%s
export WANDB_PROJECT=%s
python train.py --epochs %d --lr 3e-4
`, pick([]string{"resnet-ft", "bert-sweep", "unet-seg", "gnn-baseline"}), acct, 1+rng.IntN(4), 2+rng.IntN(46), key, pick([]string{"thesis", "capstone", "cs229-final"}), 10+rng.IntN(90))
	return hbqS("api-key", "shell", t, []string{key}, acct)
}

func hbqNotebookOpenAI() Sample {
	var k string
	if rng.IntN(2) == 0 {
		k = hbqOpenAI()
	} else {
		k = hbqAnthropic()
	}
	t := fmt.Sprintf(`# %%%% [cell 3]  feedback generator for the essay rubric
import os
os.environ["%s"] = "%s"

rubric = open("rubric_%s.md").read()
essays = load_essays("submissions/")
print(len(essays), "essays loaded")`, map[bool]string{true: "OPENAI_API_KEY", false: "ANTHROPIC_API_KEY"}[strings.HasPrefix(k, "sk-proj")], k, pick([]string{"argument", "lab", "ib_ee"}))
	return hbqS("api-key", "code", t, []string{k})
}

func hbqFundraiserEnv() Sample {
	sk := hbqStripe()
	pk := hbqStripePub()
	t := fmt.Sprintf(`# PTA fundraiser site (.env.production)
NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=%s
STRIPE_SECRET_KEY=%s
SITE_URL=https://pta.%s
CONTACT_EMAIL=pta@%s
`, pk, sk, hbqDomain(), hbqDomain())
	return hbqS("api-key", "env", t, []string{sk}, pk)
}

func hbqGrantSharedLogin() Sample {
	u := pick([]string{"research.office", "grants-admin", "sponsoredprograms", "ora_submit"})
	pw := hbqPw()
	t := fmt.Sprintf(`Subject: Submission portal access for the %s deadline

Hi %s,

as discussed, you can upload the budget justification yourself. Use the office account on the funder portal:

User: %s
Password: %s

Please log out when you're done and don't press "Submit" — we do a final check first.

Best,
%s
Research Grants Office`, pick([]string{"ERC StG", "NSF CAREER", "Wellcome", "Leverhulme", "DFG"}), hbqFirstN(), u, pw, hbqName())
	return hbqS("shared-password", "mail", t, []string{pw}, u)
}

func hbqEraCommons() Sample {
	u := strings.ToUpper(hbqUser())
	pw := hbqPw()
	t := pick([]string{
		"Hi %s, I'm in the field with no signal most of the day. Can you do the RPPR in eRA Commons for me? My ID is %s and the password is %s. Thank you so much!!",
		"%s — quick one: eRA Commons login %s / pw %s, please check whether the JIT request went through. I'll reset it when I'm back.",
	})
	return hbqS("grant-portal-password", "chat", fmt.Sprintf(t, hbqFirstN(), u, pw), []string{pw}, u)
}

func hbqDimensionsKey() Sample {
	k := rnd(upper+digits, 32)
	t := fmt.Sprintf(`# bibliometrics.toml
[dimensions]
endpoint = "https://app.dimensions.ai/api/dsl/v2"
api_key = "%s"
institution_grid = "grid.%d.%s"

[output]
path = "reports/%s_pubs.csv"
`, k, 1000+rng.IntN(9000), rnd(lower+digits, 1), pick([]string{"chem", "physics", "med", "eng"}))
	return hbqS("api-key", "toml", t, []string{k})
}

func hbqEZproxyUsers() Sample {
	p1 := hbqPwPlain()
	p2 := hbqPwPlain()
	t := fmt.Sprintf(`# ezproxy user.txt (walk-in + test accounts)
# central auth via SAML below, these are fallbacks
walkin%d:%s:Comment=Library walk-in terminal
libtest:%s:Comment=Proxy testing only
::Shibboleth
IDP20 https://idp.%s/idp/shibboleth
/Shibboleth`, 1+rng.IntN(5), p1, p2, hbqDomain())
	return hbqS("proxy-password", "config", t, []string{p1, p2}, "libtest")
}

func hbqEZproxyTicket() Sample {
	sec := pick(hbqLowWords) + rnd(alnum, 12+rng.IntN(10))
	t := fmt.Sprintf(`# ezproxy user.txt — ticket auth for the %s discovery layer
::Ticket
TimeValid %d
MD5 %s
Expired; Deny expired.htm
/Ticket`, pick([]string{"Primo", "EDS", "WorldCat", "Summon"}), 5+rng.IntN(20), sec)
	return hbqS("signing-secret", "config", t, []string{sec})
}

func hbqEZproxyCookie() Sample {
	c := rnd(alnum, 15)
	t := fmt.Sprintf(`%s: the proxy keeps bouncing me to login when I open ScienceDirect. devtools shows cookie ezproxy=%s on .ezproxy.%s, expires in 2h. is that normal?`, hbqFirstN(), c, hbqDomain())
	return hbqS("session-cookie", "chat", t, []string{c})
}

func hbqLibraryLoginShare() Sample {
	u := hbqUser()
	pw := hbqPw()
	t := pick([]string{
		"anyone need JSTOR/Elsevier for the lit review? just use my library proxy login: %s / %s lol",
		"for the group project use my uni login on the library site, username %s password %s. dont change anything pls",
		"wer noch Zugriff auf Springer braucht: Bibliotheks-Login %s, Passwort %s (nicht weitergeben)",
	})
	return hbqS("proxy-password", "chat", fmt.Sprintf(t, u, pw), []string{pw}, u)
}

func hbqGitHubClassroom() Sample {
	tok := hbqGhp()
	if rng.IntN(3) == 0 {
		tok = "github_pat_" + rnd(alnum, 22) + "_" + rnd(alnum, 59)
	}
	org := pick([]string{"cs101-fall", "intro-prog-2025", "dsa-spring", "webdev-y12"})
	t := fmt.Sprintf(`# clone all student repos for grading
ORG=%s
ASSIGN=%s
TOKEN=%s
gh repo list $ORG --limit 300 --json name -q '.[].name' | grep "^$ASSIGN-" | \
  while read r; do git clone https://$TOKEN@github.com/$ORG/$r.git submissions/$r; done`, org, pick([]string{"lab3", "hw2-recursion", "project1", "linked-lists"}), tok)
	return hbqS("github-token", "shell", t, []string{tok}, org)
}

func hbqGitLabRemote() Sample {
	tok := hbqGlpat()
	host := "gitlab." + pick([]string{"cs.", "informatik.", "eng.", ""}) + hbqDomain()
	t := fmt.Sprintf(`$ git remote -v
origin	https://oauth2:%s@%s/%s/%s.git (fetch)
origin	https://oauth2:%s@%s/%s/%s.git (push)`, tok, host, "swp-2025", "team-07", tok, host, "swp-2025", "team-07")
	return hbqS("gitlab-token", "shell", t, []string{tok}, host)
}

func hbqAWSCreds() Sample {
	id := hbqAWSID()
	sec := hbqAWSSecret()
	t := fmt.Sprintf(`[lab-%s]
aws_access_key_id = %s
aws_secret_access_key = %s
region = %s
# bucket: %s-lab-raw (microscopy stacks)`, pick([]string{"imaging", "genomics", "seismo", "ecology"}), id, sec, pick([]string{"us-east-1", "eu-west-2", "eu-central-1"}), pick([]string{"nf", "kb", "wb"}))
	return hbqS("aws-secret-key", "ini", t, []string{sec}, id)
}

func hbqGlobusClient() Sample {
	cid := hbqUUID()
	sec := hbqGlobus()
	t := fmt.Sprintf(`import globus_sdk

CLIENT_ID = "%s"
CLIENT_SECRET = "%s"  # confidential app "beamline transfers"

auth = globus_sdk.ConfidentialAppAuthClient(CLIENT_ID, CLIENT_SECRET)
tokens = auth.oauth2_client_credentials_tokens()
`, cid, sec)
	return hbqS("oauth-client-secret", "code", t, []string{sec}, cid)
}

func hbqSlurmHF() Sample {
	tok := hbqHF()
	u := "u" + rnd(digits, 6)
	t := fmt.Sprintf(`[%s@login2 ~]$ cat run_llama.sh | head -8
#!/bin/bash
#SBATCH -p gpu
#SBATCH -A %s
export HF_TOKEN=%s
export HF_HOME=/scratch/$USER/hf
srun python eval.py --model meta-llama/Llama-3.1-8B
[%s@login2 ~]$ sbatch run_llama.sh
Submitted batch job %s`, u, pick([]string{"nlp-class", "stu-alloc-12", "cs5780"}), tok, u, hbqNum(7))
	return hbqS("api-token", "shell", t, []string{tok})
}

func hbqRSAKeyPaste() Sample {
	body := hbqPEMBody(8+rng.IntN(6), "MIIE")
	t := fmt.Sprintf(`For the lab deploy box I put the key in group_vars/all.yml:

deploy_key: |
  -----BEGIN RSA PRIVATE KEY-----
  %s
  -----END RSA PRIVATE KEY-----
deploy_user: %s`, strings.ReplaceAll(body, "\n", "\n  "), pick([]string{"labdeploy", "ansible", "ci"}))
	return hbqS("private-key", "yaml", t, []string{strings.ReplaceAll(body, "\n", "\n  ")})
}

func hbqStudentAIKeyChat() Sample {
	k := hbqOpenAI()
	t := pick([]string{
		"[#capstone-team-4] %s: ok I put credit on my account, use this key for the chatbot demo: %s\n[#capstone-team-4] %s: ty!!",
		"%s: can u check why my code gives 429? key is %s and I only called it like 20 times",
	})
	var txt string
	if strings.Count(t, "%s") == 3 {
		txt = fmt.Sprintf(t, hbqFirstN(), k, hbqFirstN())
	} else {
		txt = fmt.Sprintf(t, hbqFirstN(), k)
	}
	return hbqS("api-key", "chat", txt, []string{k})
}

func hbqLicenceKey() Sample {
	var key, prod, what string
	switch rng.IntN(3) {
	case 0:
		key, prod, what = hbqLicence(), pick([]string{"ChemDraw Professional", "Origin Pro", "NVivo 14", "SolidWorks Education"}), "licence key"
	case 1:
		key, prod, what = rnd("abcdef0123456789", 20), "SPSS Statistics 29", "authorization code"
	default:
		key, prod, what = rnd(digits, 4)+"-"+rnd(digits, 4)+"-"+rnd(upper+digits, 6), "Mathematica 14", "activation key"
	}
	t := pick([]string{
		"Hi %[1]s, here's the %[4]s for %[2]s for your lab PC: %[3]s. It's a departmental licence, please don't install it on personal laptops.",
		"%[1]s — %[2]s on the new machines: enter %[4]s %[3]s when it asks, then untick automatic updates.",
	})
	return hbqS("licence-key", "mail", fmt.Sprintf(t, hbqFirstN(), prod, key, what), []string{key}, prod)
}

func hbqQualtricsR() Sample {
	tok := rnd(alnum, 40)
	t := fmt.Sprintf(`library(qualtRics)
qualtrics_api_credentials(api_key = "%s",
                          base_url = "%s.qualtrics.com",
                          install = FALSE)
surveys <- all_surveys()
df <- fetch_survey(surveyID = "SV_%s", verbose = TRUE)`, tok, pick([]string{"northfield.eu", "kingsbridge.ca1", "hafenstadt.eu"}), rnd(alnum, 15))
	return hbqS("api-token", "code", t, []string{tok})
}

func hbqREDCap() Sample {
	tok := rnd("0123456789ABCDEF", 32)
	t := fmt.Sprintf(`import requests
data = {
    'token': '%s',
    'content': 'record',
    'format': 'csv',
    'fields[0]': 'record_id',
    'fields[1]': 'consent_date',
}
r = requests.post('https://redcap.%s/api/', data=data)
print(r.status_code, len(r.text))`, tok, hbqDomain())
	return hbqS("api-token", "code", t, []string{tok})
}

func hbqJWTBug() Sample {
	j := hbqJWT()
	t := fmt.Sprintf(`Bug: student app shows someone else's timetable after switching accounts

Logged in as test student, then as teacher. The second request still sends:
Authorization: Bearer %s
Expected: token cleared on logout. Build %s, iOS %d.%d`, j, rnd(digits, 4), 17+rng.IntN(2), rng.IntN(6))
	return hbqS("bearer-token", "ticket", t, []string{j})
}

func hbqInstrumentWiki() Sample {
	inst := pick([]string{"confocal (Zeiss LSM 980)", "cryo-EM workstation", "NMR 600", "flow cytometer", "mass spec PC"})
	u := pick([]string{"labuser", "operator", "facility", "zen"})
	pw := hbqPw()
	t := fmt.Sprintf(`### %s
Booking: via the core facility calendar, max 4 h slots.
Windows account on the acquisition PC: %s, password %s — do NOT install anything, do NOT connect to the internet.
Export data to \\nas01\core\%s before you leave.`, inst, u, pw, rnd(lower, 5))
	return hbqS("shared-password", "wiki", t, []string{pw}, inst)
}

func hbqTwilioAttendance() Sample {
	sid := "AC" + hbqHex(32)
	tok := hbqHex(32)
	t := fmt.Sprintf(`# attendance SMS to parents when a student is marked absent before 9:30
TWILIO_ACCOUNT_SID=%s
TWILIO_AUTH_TOKEN=%s
TWILIO_FROM=+4477%s
`, sid, tok, rnd(digits, 8))
	return hbqS("api-token", "env", t, []string{tok}, sid)
}

func hbqSendGridNewsletter() Sample {
	k := hbqSendGrid()
	t := fmt.Sprintf(`newsletter:
  provider: sendgrid
  api_key: %s
  from: "newsletter@%s"
  list: parents-%s
`, k, hbqDomain(), pick([]string{"primary", "secondary", "all"}))
	return hbqS("api-key", "yaml", t, []string{k})
}

func hbqComposeResearchDB() Sample {
	pw := hbqPwPlain()
	u := pick([]string{"survey", "cohort", "labdata", "thesis"})
	t := fmt.Sprintf(`services:
  db:
    image: postgres:16
    environment:
      POSTGRES_USER: %s
      POSTGRES_PASSWORD: %s
      POSTGRES_DB: %s_study
    volumes:
      - ./pgdata:/var/lib/postgresql/data
  app:
    build: .
    depends_on: [db]
`, u, pw, u)
	return hbqS("db-password", "yaml", t, []string{pw}, "POSTGRES_USER: "+u)
}
