package main

// Vendor and service tokens as researchers paste them: in notebooks, Slurm scripts, R and
// Python, Git remotes, curl calls to course platforms, and chat in several languages.

import (
	"strings"
)

type hagVendor struct {
	cat, name, env string
	n              int
	gen            func() string
	special        []string // "format|template", {S} is the secret
}

// hagGeneric are surroundings any token can take; {ENV} is its variable, {NAME} its vendor.
var hagGeneric = []string{
	"env|{ENV}={S}",
	"shell|export {ENV}=\"{S}\"",
	"python|import os\nos.environ[\"{ENV}\"] = \"{S}\"",
	"r|Sys.setenv({ENV} = \"{S}\")",
	"chat|new {NAME} key for the project: {S}",
	"slurm|#!/bin/bash\n#SBATCH --job-name={JOB}\n#SBATCH --partition=gpu\n#SBATCH --gres=gpu:1\n#SBATCH --time=12:00:00\nmodule load python/3.11 cuda/12.2\nexport {ENV}={S}\nsrun python train.py --config configs/{JOB}.yaml",
	"yaml|{lenv}: {S}",
	"chat-de|Hallo {N}, hier der {NAME}-Schlüssel für das Projekt: {S}",
	"chat-zh|{N}，{NAME} 的 key 是 {S}，用完记得删掉",
	"chat-es|la API key de {NAME} es {S} (no la subas al repo)",
	"jupyter|%env {ENV}={S}",
	"shell|setenv {ENV} {S}",
	"chat-ko|{NAME} 키: {S}",
	"chat-pt|a chave do {NAME}: {S}",
	"python|{ENV} = '{S}'  # TODO move to .env before submitting",
	"notes|{NAME}\n  key: {S}\n  created for the {JOB} runs, revoke after the deadline",
	"chat-it|ecco il token {NAME}: {S}",
	"renviron|# ~/.Renviron\n{ENV}={S}\nR_LIBS_USER=~/R/library",
}

var hagGenericI int

func hagVendorList() []hagVendor {
	return []hagVendor{
		{"gcp-api-key", "Google", "GOOGLE_API_KEY", 6, func() string { return "AIza" + hagR(b64url, 35) }, []string{
			"r|library(ggmap)\nregister_google(key = \"{S}\")\ngeocode(\"Heidelberg, Germany\")",
			"python|import google.generativeai as genai\ngenai.configure(api_key=\"{S}\")",
			"url|https://maps.googleapis.com/maps/api/geocode/json?address=Coimbra&key={S}",
		}},
		{"github-token", "GitHub", "GITHUB_PAT", 7, func() string {
			if rng.IntN(3) == 0 {
				return "github_pat_11" + hagR(upper+digits, 20) + "_" + hagR(alnum, 59)
			}
			return hagP("ghp_", "gho_", "ghp_") + hagR(alnum, 36)
		}, []string{
			"shell|git remote set-url origin https://{U}:{S}@github.com/{O}/{R}.git",
			"gitconfig|[remote \"origin\"]\n\turl = https://{S}@github.com/{O}/{R}.git\n\tfetch = +refs/heads/*:refs/remotes/origin/*",
			"r|usethis::edit_r_environ()\n# added GITHUB_PAT={S}\ngitcreds::gitcreds_get()",
			"chat|{N} the PAT for the {O} org is {S}, scope repo only",
		}},
		{"gitlab-token", "GitLab", "GITLAB_TOKEN", 6, func() string { return "glpat-" + hagR(b64url, 20) }, []string{
			"shell|git clone https://oauth2:{S}@gitlab.lrz-example.de/{O}/{R}.git",
			"shell|curl --header \"PRIVATE-TOKEN: {S}\" \"https://gitlab.example.edu/api/v4/projects?membership=true\"",
		}},
		{"overleaf-git-token", "Overleaf", "OVERLEAF_TOKEN", 6, func() string { return "olp_" + hagR(alnum, 36) }, []string{
			"shell|git clone https://git:{S}@git.overleaf.com/{HEX24} thesis-overleaf",
			"gitconfig|[remote \"overleaf\"]\n\turl = https://git:{S}@git.overleaf.com/{HEX24}\n\tfetch = +refs/heads/*:refs/remotes/overleaf/*",
			"chat|overleaf git token (for the sync script): {S}",
		}},
		{"huggingface-token", "Hugging Face", "HF_TOKEN", 6, func() string { return "hf_" + hagR(upper+lower, 34) }, []string{
			"shell|huggingface-cli login --token {S}",
			"python|from huggingface_hub import login\nlogin(token=\"{S}\")\nmodel = AutoModel.from_pretrained(\"meta-llama/Llama-3.1-8B\")",
		}},
		{"slack-token", "Slack", "SLACK_BOT_TOKEN", 6, func() string {
			return hagP("xoxb-", "xoxp-") + hagR(digits, 11) + "-" + hagR(digits, 13) + "-" + hagR(alnum, 24)
		}, []string{
			"shell|curl -X POST -H \"Authorization: Bearer {S}\" -d channel=C0{CH} -d text=\"job finished\" https://slack.com/api/chat.postMessage",
		}},
		{"slack-webhook", "Slack webhook", "SLACK_WEBHOOK_URL", 6, func() string {
			return "https://hooks.slack.com/services/T" + hagR(upper+digits, 10) + "/B" + hagR(upper+digits, 10) + "/" + hagR(alnum, 24)
		}, []string{
			"shell|curl -X POST -H 'Content-type: application/json' --data '{\"text\":\"sbatch job done\"}' {S}",
			"slurm|# epilog: ping the lab channel\nWEBHOOK={S}\ncurl -s -d \"{\\\"text\\\":\\\"$SLURM_JOB_ID finished\\\"}\" $WEBHOOK",
		}},
		{"telegram-bot-token", "Telegram", "TELEGRAM_BOT_TOKEN", 6, func() string { return hagR("123456789", 1) + hagR(digits, 9) + ":AA" + hagR(b64url, 33) }, []string{
			"shell|curl -s \"https://api.telegram.org/bot{S}/sendMessage?chat_id={CH}&text=training%20done\"",
			"python|bot = telebot.TeleBot(\"{S}\")\nbot.send_message({CH}, \"epoch 50 done\")",
			"chat-de|Telegram-Bot für die Messwerte: {S}",
		}},
		{"discord-webhook", "Discord webhook", "DISCORD_WEBHOOK", 6, func() string {
			return "https://discord.com/api/webhooks/1" + hagR(digits, 18) + "/" + hagR(b64url, 68)
		}, []string{
			"shell|curl -H \"Content-Type: application/json\" -d '{\"content\":\"sbatch finished\"}' {S}",
			"python|requests.post(\"{S}\", json={\"content\": f\"run {run_id} diverged\"})",
		}},
		{"stripe-key", "Stripe", "STRIPE_SECRET_KEY", 6, func() string {
			return hagP("sk_live_", "rk_live_", "sk_live_51") + hagR(alnum, hagP2(24, 96))
		}, []string{
			"python|# conference registration site\nstripe.api_key = \"{S}\"",
			"chat|stripe key for the summer school registration: {S}",
		}},
		{"openai-key", "OpenAI", "OPENAI_API_KEY", 6, func() string {
			if rng.IntN(2) == 0 {
				return "sk-" + hagR(alnum, 20) + "T3BlbkFJ" + hagR(alnum, 20)
			}
			return "sk-proj-" + hagR(b64url, 56) + "T3BlbkFJ" + hagR(b64url, 56)
		}, []string{
			"python|from openai import OpenAI\nclient = OpenAI(api_key=\"{S}\")",
			"r|chat <- ellmer::chat_openai(api_key = \"{S}\")",
		}},
		{"anthropic-key", "Anthropic", "ANTHROPIC_API_KEY", 6, func() string { return "sk-ant-api03-" + hagR(b64url, 93) + "AA" }, []string{
			"python|client = anthropic.Anthropic(api_key=\"{S}\")",
		}},
		{"sendgrid-key", "SendGrid", "SENDGRID_API_KEY", 4, func() string { return "SG." + hagR(b64url, 22) + "." + hagR(b64url, 43) }, []string{
			"notes|SMTP for the workshop mailer\nhost smtp.sendgrid.net:587\nuser apikey\npassword {S}",
		}},
		{"mailgun-key", "Mailgun", "MAILGUN_API_KEY", 4, func() string { return "key-" + hagR(hexs, 32) }, []string{
			"shell|curl -s --user 'api:{S}' https://api.mailgun.net/v3/mg.example.edu/messages -F to=students@example.edu -F subject=Reminder",
		}},
		{"zotero-api-key", "Zotero", "ZOTERO_API_KEY", 6, func() string { return hagR(alnum, 24) }, []string{
			"python|from pyzotero import zotero\nzot = zotero.Zotero('{LIB}', 'user', '{S}')\nitems = zot.top(limit=5)",
			"url|https://api.zotero.org/users/{LIB}/items?key={S}&format=bibtex",
			"r|library(c2z)\nzotero <- Zotero(user = TRUE, id = \"{LIB}\", api = \"{S}\")",
		}},
		{"orcid-client-secret", "ORCID", "ORCID_CLIENT_SECRET", 5, hagUUID, []string{
			"yaml|orcid:\n  client_id: APP-{APP}\n  client_secret: {S}\n  sandbox: false",
			"shell|curl -d 'client_id=APP-{APP}&client_secret={S}&grant_type=client_credentials&scope=/read-public' https://orcid.org/oauth/token",
		}},
		{"canvas-token", "Canvas", "CANVAS_API_TOKEN", 6, func() string { return hagR(digits, 4) + "~" + hagR(alnum, 64) }, []string{
			"shell|curl -H \"Authorization: Bearer {S}\" \"https://canvas.example.edu/api/v1/courses/{CH}/assignments\"",
			"python|from canvasapi import Canvas\ncanvas = Canvas(\"https://canvas.example.edu\", \"{S}\")\ncourse = canvas.get_course({CH})",
		}},
		{"moodle-token", "Moodle", "MOODLE_TOKEN", 6, func() string { return hagR(hexs, 32) }, []string{
			"url|https://moodle.example.it/webservice/rest/server.php?wstoken={S}&wsfunction=core_course_get_courses&moodlewsrestformat=json",
			"python|params = {\"wstoken\": \"{S}\", \"wsfunction\": \"gradereport_user_get_grade_items\", \"courseid\": {CH}}",
		}},
		{"jupyter-token", "Jupyter", "JUPYTERHUB_API_TOKEN", 6, func() string { return hagR(hexs, 48) }, []string{
			"log|[I 2024-04-09 14:02:11.203 ServerApp] Jupyter Server is running at:\n[I 2024-04-09 14:02:11.203 ServerApp] http://cn0{CH}:8888/lab?token={S}\n    Or copy and paste one of these URLs:\n        http://127.0.0.1:8888/lab?token={S}",
			"chat|tunnel is up, open http://localhost:8888/?token={S}",
			"python|c.JupyterHub.services = [\n    {\"name\": \"idle-culler\", \"api_token\": \"{S}\"},\n]",
		}},
		{"wandb-key", "Weights & Biases", "WANDB_API_KEY", 5, func() string { return hagR(hexs, 40) }, []string{
			"shell|wandb login {S}",
		}},
		{"npm-token", "npm", "NPM_TOKEN", 4, func() string { return "npm_" + hagR(alnum, 36) }, []string{
			"npmrc|//registry.npmjs.org/:_authToken={S}",
		}},
		{"pypi-token", "PyPI", "TWINE_PASSWORD", 4, func() string { return "pypi-AgEIcHlwaS5vcmc" + hagR(b64url, hagN(50, 80)) }, []string{
			"ini|[pypi]\n  username = __token__\n  password = {S}",
		}},
		{"google-oauth-secret", "Google OAuth", "GOOGLE_CLIENT_SECRET", 4, func() string { return "GOCSPX-" + hagR(b64url, 28) }, []string{
			"json|{\"installed\":{\"client_id\":\"{CH}-{HEX24}.apps.googleusercontent.com\",\"project_id\":\"survey-bot\",\"client_secret\":\"{S}\",\"redirect_uris\":[\"http://localhost\"]}}",
		}},
		{"azure-client-secret", "Azure", "AZURE_CLIENT_SECRET", 4, func() string { return hagR(alnum, 3) + "8Q~" + hagR(alnum+"-_.~", 31) }, []string{
			"env|AZURE_TENANT_ID={UUID}\nAZURE_CLIENT_ID={UUID2}\nAZURE_CLIENT_SECRET={S}",
		}},
	}
}

func hagP2(a, b int) int {
	if rng.IntN(2) == 0 {
		return a
	}
	return b
}

func hagVendors() []Sample {
	var out []Sample
	for _, v := range hagVendorList() {
		for j := range v.n {
			var tpl string
			if j%2 == 0 && len(v.special) > 0 {
				tpl = v.special[(j/2)%len(v.special)]
			} else {
				tpl = hagGeneric[hagGenericI%len(hagGeneric)]
				hagGenericI++
			}
			format, text, _ := strings.Cut(tpl, "|")
			sec := v.gen()
			text = hagFill(text, "S", sec, "ENV", v.env, "lenv", strings.ToLower(v.env), "NAME", v.name,
				"N", hagName(), "JOB", hagP("bert-ft", "cfd-run", "rnaseq", "llm-eval", "ppo", "segment"),
				"U", hagUser(), "O", hagOrg(), "R", hagRepo(), "HEX24", hagR(hexs, 24), "LIB", hagR(digits, 7),
				"CH", hagR(digits, 6), "APP", hagR(upper+digits, 16), "UUID", hagUUID(), "UUID2", hagUUID())
			out = append(out, hagS(v.cat, format, text, sec))
		}
	}
	out = append(out, hagRep(8, hagAWS)...)
	out = append(out, hagRep(5, hagAzureConn)...)
	out = append(out, hagRep(4, hagTwilio)...)
	return out
}

func hagAWS(i int) Sample {
	id := hagP("AKIA", "AKIA", "ASIA") + hagR(upper+"234567", 16)
	sec := hagR(alnum+"+/", 40)
	reg := hagP("eu-central-1", "us-east-1", "eu-west-2", "ap-northeast-2", "sa-east-1")
	switch i % 8 {
	case 0:
		return hagK(hagS("aws-keys", "ini", "[default]\naws_access_key_id = "+id+"\naws_secret_access_key = "+sec+"\nregion = "+reg, id, sec), "region = "+reg)
	case 1:
		return hagS("aws-keys", "env", "AWS_ACCESS_KEY_ID="+id+"\nAWS_SECRET_ACCESS_KEY="+sec+"\nAWS_DEFAULT_REGION="+reg, id, sec)
	case 2:
		return hagS("aws-keys", "chat", "S3 creds for the imaging bucket: "+id+" / "+sec, id, sec)
	case 3:
		return hagS("aws-keys", "r", "Sys.setenv(\"AWS_ACCESS_KEY_ID\" = \""+id+"\",\n           \"AWS_SECRET_ACCESS_KEY\" = \""+sec+"\",\n           \"AWS_DEFAULT_REGION\" = \""+reg+"\")\naws.s3::bucket_list_bucket()", id, sec)
	case 4:
		return hagS("aws-keys", "python", "s3 = boto3.client(\n    \"s3\",\n    aws_access_key_id=\""+id+"\",\n    aws_secret_access_key=\""+sec+"\",\n)", id, sec)
	case 5:
		return hagS("aws-keys", "chat-de", "Zugang zum S3-Bucket für die Rohdaten: Access Key "+id+", Secret "+sec, id, sec)
	case 6:
		return hagS("aws-keys", "csv", "User name,Access key ID,Secret access key\n"+hagUser()+","+id+","+sec, id, sec)
	default:
		return hagS("aws-keys", "slurm", "#SBATCH --array=1-200\nexport AWS_ACCESS_KEY_ID="+id+"\nexport AWS_SECRET_ACCESS_KEY="+sec+"\naws s3 sync s3://lab-raw/run_${SLURM_ARRAY_TASK_ID} $TMPDIR/", id, sec)
	}
}

func hagAzureConn(i int) Sample {
	acct := hagP("labdata", "thesisstore", "eegraw", "climatesim") + hagR(digits, 3)
	key := hagR(alnum+"+/", 86) + "=="
	conn := "DefaultEndpointsProtocol=https;AccountName=" + acct + ";AccountKey=" + key + ";EndpointSuffix=core.windows.net"
	switch i % 5 {
	case 0:
		return hagS("azure-storage-key", "env", "AZURE_STORAGE_CONNECTION_STRING=\""+conn+"\"", key)
	case 1:
		return hagS("azure-storage-key", "python", "blob = BlobServiceClient.from_connection_string(\n    \""+conn+"\"\n)", key)
	case 2:
		return hagS("azure-storage-key", "chat", "storage account "+acct+" key1: "+key, key)
	case 3:
		return hagS("azure-storage-key", "shell", "az storage blob upload-batch -d results -s ./out --account-name "+acct+" --account-key "+key, key)
	default:
		return hagS("azure-storage-key", "chat-pt", "string de conexão do storage: "+conn, key)
	}
}

func hagTwilio(i int) Sample {
	sid := "AC" + hagR(hexs, 32)
	tok := hagR(hexs, 32)
	switch i % 4 {
	case 0:
		return hagS("twilio-token", "python", "client = Client(\""+sid+"\", \""+tok+"\")\nclient.messages.create(to=participant, from_=\"+4915100000000\", body=reminder)", tok)
	case 1:
		return hagS("twilio-token", "env", "TWILIO_ACCOUNT_SID="+sid+"\nTWILIO_AUTH_TOKEN="+tok, tok)
	case 2:
		return hagS("twilio-token", "chat", "SMS reminders for the study participants use account "+sid+", auth token "+tok, tok)
	default:
		return hagS("twilio-token", "shell", "curl -X POST https://api.twilio.com/2010-04-01/Accounts/"+sid+"/Messages.json -u "+sid+":"+tok+" --data-urlencode \"Body=Your session is tomorrow\"", tok)
	}
}
