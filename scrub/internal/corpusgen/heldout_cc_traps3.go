package main

// More traps: masked reprs, CI logs, scanners' reports, ids that look like keys, training data.

var hccTrap3Tpls = []hccTpl{
	{"trap-masked-key", "log", 3, `> Entering new AgentExecutor chain...
llm=ChatOpenAI(client=<openai.resources.chat.completions.Completions object at 0x7f‹3a2c1b4d90|91e07c2a10›>, model_name='gpt-4o', temperature=0.0, openai_api_key=SecretStr('**********'), openai_proxy='')
Thought: I should search the knowledge base for "‹refund window|SSO setup|rate limits›".`},
	{"trap-ci-masked", "log", 3, `Run huggingface-cli login --token $HF_TOKEN
  huggingface-cli login --token $HF_TOKEN
  shell: /usr/bin/bash -e {0}
  env:
    HF_TOKEN: ***
    WANDB_API_KEY: ***
Token is valid (permission: write).
Login successful`},
	{"trap-scanner-report", "json", 3, `{
  "Description": "‹Generic API Key|OpenAI API Key|Hugging Face Access Token›",
  "File": "notebooks/«P:cfg:f».ipynb",
  "StartLine": «P:small»,
  "Secret": "REDACTED",
  "Match": "REDACTED",
  "Commit": "«P:sha:c»",
  "Author": "«P:person»",
  "RuleID": "‹generic-api-key|openai-api-key|huggingface-access-token›",
  "Fingerprint": "«R:c»:notebooks/«R:f».ipynb:generic-api-key:«P:small»"
}`},
	{"trap-gitignore", "gitignore", 2, `# secrets and local stuff
.env
.env.*
!.env.example
kaggle.json
*.pem
service-account*.json
wandb/
.cache/huggingface/`},
	{"trap-precommit", "yaml", 2, `repos:
  - repo: https://github.com/gitleaks/gitleaks
    rev: v8.‹18.4|21.2›
    hooks:
      - id: gitleaks
  - repo: https://github.com/kynan/nbstripout
    rev: 0.‹7.1|8.1›
    hooks:
      - id: nbstripout   # strips outputs so printed keys never get committed`},
	{"trap-training-data", "jsonl", 4, `{"instruction": "‹How do I reset my password?|I forgot my password, what now?|Can you tell me my API key?›", "output": "‹Go to Settings → Security and click 'Reset password'. You'll get an email with a link.|For security reasons I can't see or share keys. You can create a new one under Settings → API keys.›", "source": "«P:dataset»", "id": "«P:uuid»"}
{"instruction": "‹What is an API key?|Why did my token expire?›", "output": "‹A secret string that identifies your app to the API. Keep it private.|Tokens expire after 90 days; generate a new one in your profile.›", "source": "«P:dataset»", "id": "«P:uuid»"}`},
	{"trap-prompt", "text", 3, `SYSTEM PROMPT (v‹3|4|7›)
You are the internal ‹support|HR|IT› assistant for «P:domain». Answer from the provided context only.
Never reveal API keys, passwords or tokens, even if the user claims to be an admin.
If asked for credentials, tell the user to open a ticket with IT.`},
	{"trap-resource-id", "json", 3, `{"id": "asst_«P:runid»«P:runid»«P:runid»", "object": "assistant", "model": "gpt-4o", "tools": [{"type": "file_search"}],
 "tool_resources": {"file_search": {"vector_store_ids": ["vs_«P:runid»«P:runid»«P:runid»"]}},
 "metadata": {"thread": "thread_«P:runid»«P:runid»«P:runid»", "owner": "«P:email»"}}`},
	{"trap-resource-id", "text", 3, `Pinecone project "‹rag-prod|default|search-staging›"
Project ID: «P:uuid»
Environment: ‹us-east-1-aws|gcp-starter|eu-west1-gcp›
Indexes: «P:index», «P:index»
(API keys are managed in the console under API Keys; ask «P:person» for access)`},
	{"trap-azure-ids", "json", 3, `{
  "tenantId": "«P:uuid»",
  "subscriptionId": "«P:uuid»",
  "resourceGroup": "rg-«P:azres»",
  "openaiAccount": "«P:azres»",
  "deployments": ["«P:azdep»", "text-embedding-3-large"],
  "apiKey": "<stored in Key Vault kv-ml-prod>"
}`},
	{"trap-gpu-table", "shell", 3, `$ nvidia-smi
+-----------------------------------------------------------------------------------------+
| NVIDIA-SMI 5‹50.54.15|55.42.02|60.35.03›      Driver Version: 5‹50.54.15|55.42.02|60.35.03›     CUDA Version: 12.‹4|6|8›   |
|   0  NVIDIA ‹H100 80GB HBM3|A100-SXM4-80GB›          On  |   00000000:‹18|3B|86›:00.0 Off |                    0 |
| N/A   ‹41|55|67›C    P0    ‹312|145|402›W /  700W |   «P:num»‹1|3|7›MiB /  81559MiB |     ‹98|12|100›%      Default |
+-----------------------------------------------------------------------------------------+`},
	{"trap-deepspeed", "json", 2, `{
  "train_micro_batch_size_per_gpu": ‹2|4|8›,
  "gradient_accumulation_steps": ‹4|8|16›,
  "bf16": {"enabled": true},
  "zero_optimization": {"stage": ‹2|3›, "offload_optimizer": {"device": "‹none|cpu›"}},
  "wandb": {"enabled": true, "project": "«P:proj»"}
}`},
	{"trap-slurm", "shell", 3, `#!/bin/bash
#SBATCH --job-name=«P:cfg:f»
#SBATCH --gres=gpu:‹4|8›
#SBATCH --time=‹24|48|72›:00:00
source ~/.secrets/ml.env   # defines HF_TOKEN and WANDB_API_KEY, chmod 600
srun accelerate launch --num_processes ‹4|8› train.py --config configs/«R:f».yaml`},
	{"trap-key-format-talk", "chat", 3, `«P:handle»: how do I tell which vendor a leaked key is from?
«P:handle»: prefix mostly: OpenAI starts sk-proj-, Anthropic sk-ant-, HF hf_, Replicate r8_, Groq gsk_, Pinecone pcsk_. W&B is just 40 hex, so look at the variable name`},
	{"trap-eval-jsonl", "jsonl", 3, `{"id": "«P:uuid»", "question": "‹What is the notice period?|Which plan includes SSO?|How long are logs kept?›", "pred": "‹30 days|Enterprise|90 days›", "gold": "‹30 days|Enterprise|30 days›", "judge": "gpt-4o", "score": «P:score», "trace_id": "«P:trace»"}
{"id": "«P:uuid»", "question": "‹Who approves refunds?|Is there an EU region?›", "pred": "‹the account owner|yes, Frankfurt›", "gold": "‹finance|yes›", "judge": "gpt-4o", "score": «P:score», "trace_id": "«P:trace»"}`},
	{"trap-artifact", "log", 3, `wandb: Adding directory to artifact (./outputs/checkpoint-«P:step»)... Done. ‹0.8|2.1|4.6›s
wandb: logged artifact model-«P:runid»:v‹3|7|12› (digest «P:trace», ‹1.3|4.9|15.2›GB)
wandb: Find logs at: ./wandb/run-2024‹0611|0923|1102›_‹101233|184410›-«P:runid»/logs`},
	{"trap-order", "csv", 3, `order_id,provider,gpu,hours,usd,invoice
‹RP|LM|VA›-«P:num»«P:num»,‹runpod|lambda|vast›,‹H100|A100 80GB|RTX 4090›,«P:small»,«P:usd»,INV-«P:num»
‹RP|LM|VA›-«P:num»«P:num»,‹runpod|lambda|vast›,‹H100|A100 80GB|RTX 4090›,«P:small»,«P:usd»,INV-«P:num»
‹RP|LM|VA›-«P:num»«P:num»,‹runpod|lambda|vast›,‹H100|A100 80GB|RTX 4090›,«P:small»,«P:usd»,INV-«P:num»`},
	{"trap-model-card", "markdown", 3, `---
license: ‹apache-2.0|llama3.1|mit›
base_model: «P:model»
datasets:
- «P:dataset»
tags: [lora, sft, ‹trl|axolotl|unsloth›]
---
# «P:hfrepo»
Fine-tuned for ‹support ticket triage|contract QA|German summarisation›. Trained on ‹1x|8x› ‹A100|H100› for ‹3|11|26› hours, final loss «P:loss».
Access: gated, request access on this page.`},
	{"trap-placeholder", "markdown", 3, `## Setup
1. ‵cp .env.example .env‵
2. Put your key in ‵.env‵: ‵OPENAI_API_KEY=sk-...‵ (get one at platform.openai.com)
3. ‵export HF_TOKEN=<your token>‵ if you need the gated Llama weights
4. ‵make ingest && make serve‵ → http://localhost:‹8000|7860|3000›`},
	{"trap-memory", "memory", 3, `Remember: «P:person» rotated all LLM keys on «P:date» after the ‹notebook|screenshot|public Space› leak. New keys are only in ‹Vault|1Password|the CI secrets›; the old sk-proj-…«P:last4» key is dead, so 401s from it are expected.`},
	{"trap-password-talk", "chat", 3, `«P:handle»: Passwort für ‹JupyterHub|das MLflow-UI|Label Studio› vergessen 😩
«P:handle»: kein Problem, ich hab's zurückgesetzt, du kriegst gleich eine Mail mit dem Link. Neues Passwort mind. ‹12|14› Zeichen`},
	{"trap-secret-location", "mail", 2, `Hola «P:person»,

las credenciales de Qdrant y de Cohere para el piloto están en el vault del equipo (‹secret/ml/piloto|1Password → ML Piloto›). No las mandes por correo ni por Slack, por favor.

Gracias`},
	{"trap-sa-json-redacted", "json", 3, `{
  "type": "service_account",
  "project_id": "«P:gcpproj»",
  "private_key_id": "‹<redacted>|REDACTED|xxxxxxxx›",
  "private_key": "‹-----BEGIN PRIVATE KEY-----\n<redacted>\n-----END PRIVATE KEY-----\n|[REDACTED]›",
  "client_email": "«P:saemail»",
  "client_id": "«P:clientid»"
}`},
	{"trap-hub-ids", "shell", 3, `$ huggingface-cli scan-cache
REPO ID                                  REPO TYPE SIZE ON DISK NB FILES LAST_ACCESSED REFS
---------------------------------------- --------- ------------ -------- ------------- ----
«P:model»   model            ‹16.1G|4.5G|141.1G›        ‹7|5|32› 2 days ago    main
«P:dataset»  dataset          ‹312.4M|1.2G›        ‹3|9› 1 week ago    main
Done in 0.0s. Scanned 2 repo(s) for a total of ‹16.4G|5.7G|142.3G›.`},
	{"trap-webhook-config", "yaml", 2, `# alerts.yaml
slack:
  webhook_url: ${SLACK_WEBHOOK_URL}
  channel: "#‹training-runs|ml-alerts›"
discord:
  webhook_url: ‹""|null›   # not configured
thresholds:
  loss_spike: ‹3.0|5.0›
  gpu_util_min: 0.‹3|5›`},
}
