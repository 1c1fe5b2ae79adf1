package main

// People talking: Slack threads, e-mails, tickets, handover and meeting notes, agent memories.

var hccChatTpls = []hccTpl{
	{"openai-key", "chat", 3, `[«P:hm»] «K:handle:a»: 🚨 ‹someone|sb|the intern's script› pushed an OpenAI key to ‹the public repo|GitHub|the eval-harness repo› in «P:sha7»: ‵«S:oai»‵
[«P:hm»] «K:handle:b»: ugh. prod project or sandbox?
[«P:hm»] «R:a»: prod. revoking now, ‹will post|I'll drop› the new one in 1Password`},
	{"hf-token", "chat", 3, `«K:handle:a»: can you DM me the HF token for the org? the gated ‹llama|gemma› download keeps 401ing
«K:handle:b»: ‹here|sure›: «S:hf»
«R:b»: ‹read-only, pls don't push with it|it's fine-grained, only the two model repos|expires end of month›`},
	{"wandb-key", "mail", 3, `Subject: W&B access for the ‹labeling|eval|sweep› contract

Hi «K:person»,

welcome aboard! Until your SSO invite goes through you can log runs with our service account:

  wandb login «S:wandb»

Please log everything to entity «K:entity», project «K:proj». Don't share the key outside the team.

Cheers,
‹Jonas|Mei|Aisha›`},
	{"jupyter-password", "ticket", 3, `«P:ticket» · GPU box for ‹eval reruns|the ablation study|Q3 distillation›
Status: Done
Assignee: «K:handle»

Provisioned «K:host» (‹2x A100 80GB|1x H100|4x L40S›). JupyterLab on port 8888.
Jupyter password: «S:pw»
Box gets wiped on ‹Friday|the 30th|Sept 1›, push checkpoints to s3://«K:bucket»/.`},
	{"anthropic-key", "markdown", 2, `## Handover – eval infra (‹week 32|before my leave|Q3›)

- Eval harness lives in «K:repo», nightly job runs on «K:host»
- Nightly job uses the bot account, Anthropic key: «S:ant»
- Qdrant (staging) API key: «S:qdrant»
- Dashboards: ask «K:person», she owns Grafana
- ‹Don't bump the judge model without telling Ravi.|Results go to #eval-results.|Budget alert at $2k/month.›`},
	{"wifi-key", "markdown", 3, `# ML offsite – ‹Lisbon|Berlin|Kraków› ‹day 1|day 2›

**Logistics**
- Wifi: «K:ssid» / «S:wifi»
- Room: ‹Atlas|Orion|Sala 3›, 2nd floor
- Dinner 19:30, ‹Time Out Market|Markthalle Neun|the place near the hotel›

**Agenda**
1. ‹RAG eval|Agent reliability|Inference costs› retro
2. Roadmap: ‹fine-tuning vs prompting|moving off GPT-4|self-hosting Llama›`},
	{"cohere-key", "chat", 3, `«K:handle:u»: Hier der Key für Cohere ‹(prod)|(nur für den Reranker)|›: «S:cohere»
«R:u»: bitte nicht ins Repo committen, kommt in den Vault sobald ‹Lukas|Björn› Zeit hat`},
	{"pinecone-key", "chat", 3, `«K:handle:u»: te paso la clave de Pinecone para el índice «K:index»: «S:pcsk»
«R:u»: ‹úsala solo en staging porfa|mañana la roto|no la subas a GitHub 🙏›`},
	{"openai-key", "mail", 2, `Objet : clé API pour le POC ‹chatbot RH|résumé de contrats|recherche interne›

Bonjour «K:person»,

Comme convenu, voici la clé OpenAI du projet : «S:oai»
Elle est limitée à ‹50|100|200› $/mois. Merci de ne pas la partager.

Bonne journée,
‹Chloé|Camille|Hugo›`},
	{"replicate-token", "chat", 2, `«K:handle:u»: token do Replicate pra você testar o flux: «S:repl»
«R:u»: ‹apaga depois|vou revogar sexta|não commita isso›, blz?`},
	{"replicate-token", "mail", 2, `Hey «K:person»,

For the ‹image pipeline demo|SDXL finetune|upscaler test› you can use my Replicate token for now: «S:repl»
Billing goes to my card so please don't leave a loop running overnight 😅

‹Thanks|Cheers|Best›`},
	{"openai-key", "chat", 3, `#sec-incidents
«K:handle:u»: rotated. new key for the ‹rag-service|support-bot|eval runner›: «S:oai»
«R:u»: old one (ending ‹in …|›«P:last4») is revoked as of «P:hm» UTC. update your .env`},
	{"azure-openai-key", "chat", 2, `«K:person» (Teams): Endpoint is https://«K:azres».openai.azure.com, deployment «K:azdep». Key 1: «S:azoai». Key 2 we keep as backup for rotation.`},
	{"ssh-password", "markdown", 3, `# Getting started on the GPU cluster

1. Connect to the VPN.
2. ‵ssh «K:unix»@«K:host»‵
3. First login password: «S:pw» (you'll be asked to change it)
4. Load CUDA: ‵module load cuda/12.‹1|2|4›‵
5. Don't run jobs on the login node.`},
	{"door-code", "chat", 2, `«K:handle:u»: the ‹DGX|server|GPU› room is on ‹B1|the 3rd floor|level -1›, door code is «S:door»
«R:u»: ‹badge reader is broken again|please close it behind you, AC is fragile|›`},
	{"totp-seed", "chat", 2, `«K:handle:u»: shared HF org admin account ‹has|now has› 2FA. add this seed to your authenticator: «S:totp»
«R:u»: account is «K:email», password in 1Password`},
	{"recovery-code", "markdown", 1, `Recovery codes – ‹W&B admin|GitHub ml-bot|HF org owner› account (print, keep in the safe)
«S:rcode»
«S:rcode»
«S:rcode»
Generated «P:date» by «K:person»`},
	{"login-link", "mail", 2, `Subject: Your sign-in link

Hi «K:person»,

Click to sign in to ‹the annotation tool|Argilla|the eval dashboard› (link works once, expires in 15 minutes):
https://annotate.«K:domain»/auth/magic?token=«S:magic»

If you didn't request this, ignore this email.`},
	{"jupyter-token", "chat", 2, `«K:handle:u»: jupyter is up ‹on the 4090 box|on the pod|›: http://«K:ip»:8888/lab?token=«S:jupy»
«R:u»: ‹kernel has torch 2.4 + flash-attn|data is in /workspace/data|don't restart the kernel pls, it's mid-run›`},
	{"wandb-key", "ticket", 2, `«P:ticket»: W&B key leaked in public run config
Reporter: «K:handle»
The run ‹«K:entity»/«K:proj»/runs/«P:runid»› has the config key ‵wandb_api_key: «S:wandb»‵ visible (project was public for ~2 days).
Action: rotate key, set project to private, scrub config.`},
	{"lambda-key", "chat", 2, `standup ‹mon|tue|thu›
- «K:person»: finished the ‹DPO|SFT|reward model› run, loss «P:loss»
- lambda api key for the new cluster (until we move it to vault): «S:lambda»
- blockers: none`},
	{"aws-key", "chat", 2, `«K:handle:u»: for bedrock just use these till IT sorts out SSO
«R:u»: AWS_ACCESS_KEY_ID=«S:akia»
«R:u»: AWS_SECRET_ACCESS_KEY=«S:awssec»
«R:u»: region «K:region», only claude + titan embeddings are enabled`},
	{"slack-bot-token", "chat", 2, `«K:handle:u»: the eval-notifier bot is set up, token ‹is|→› «S:xoxb»
«R:u»: it posts to #‹eval-results|ml-alerts|training-runs› when a run finishes`},
	{"webhook-url", "markdown", 3, `### Alerts
Training script posts to Slack when loss goes NaN or a node dies:
‵‵‵
ALERT_WEBHOOK=«S:slackhook»
‵‵‵
Owner: «K:person»`},
	{"webhook-url", "chat", 2, `«K:handle»: made a discord webhook for run notifications, paste it in your trainer config: «S:dischook»`},
	{"groq-key", "memory", 3, `User ‹«K:person»|(«K:person»)› asked me to use their Groq key for the latency benchmark: «S:groq». ‹Use model llama-3.1-8b-instant.|Results should go to bench/results.csv.|Stop if spend exceeds $5.›`},
	{"mlflow-password", "memory", 2, `Note: MLflow UI at https://mlflow.«K:domain» uses basic auth, user «K:dbuser», password «S:pw». «K:person» set it up on «P:date».`},
	{"ssh-password", "chat", 2, `«K:handle:u»: pw for the shared ‹A100|H100|4090› box is ‹"«S:pw»"|«S:pw»›
«R:u»: user is «K:unix», host «K:host»`},
	{"vast-key", "chat", 2, `«K:handle:u»: vast api key if you want to spin up your own ‹4090s|3090s|A6000s›: «S:vast»
«R:u»: set a max bid, last month someone burned $‹300|640|1.2k› on idle instances`},
	{"ngrok-token", "chat", 2, `«K:handle»: for the demo tunnel use our team ngrok authtoken «S:ngrok», domain is ‹demo|rag-demo|agent›.«K:domain»`},
	{"private-key", "chat", 2, `«K:handle:u»: here's the key for the lambda box, save as ~/.ssh/lambda_ml and chmod 600
«S:sshkey»
«R:u»: host «K:ip», user ubuntu`},
	{"github-token", "mail", 2, `Subject: GitGuardian: GitHub Personal Access Token exposed in «K:handle:h»/«K:repo:r»

GitGuardian has detected the following GitHub Personal Access Token exposed within your GitHub account.

Details
- Secret type: GitHub Personal Access Token
- Repository: «R:h»/«R:r»
- Pushed date: «P:date»
- Secret: «S:ghp»

Please revoke it immediately.`},
	{"eval-api-keys", "markdown", 1, `| provider | key | owner | budget |
|---|---|---|---|
| OpenAI | «S:oai» | «K:handle» | $500 |
| Anthropic | «S:ant» | «K:handle» | $300 |
| Mistral | «S:mistral» | «K:handle» | $50 |`},
}
