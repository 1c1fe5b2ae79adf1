package main

// Traps (no secret) in configs and code: placeholders, references, masked values, ids.

var hccTrapTpls = []hccTpl{
	{"trap-placeholder", "env", 5, `# .env.example – copy to .env and fill in
OPENAI_API_KEY=‹sk-...|<your-openai-key>|your_key_here|sk-proj-XXXXXXXXXXXXXXXXXXXXXXXX|›
PINECONE_API_KEY=‹<pinecone-api-key>|xxxxxxxxxxxxxxxxxxxxxxxx|›
PINECONE_INDEX=«P:index»
HF_TOKEN=‹hf_...|hf_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|<hf token with read access>›
WANDB_API_KEY=‹|<40-char key from wandb.ai/authorize>|your-wandb-key›`},
	{"trap-secret-ref", "env", 4, `# resolved at runtime by ‹op run|doppler run|the entrypoint›
OPENAI_API_KEY=‹op://ML/OpenAI prod/credential|${OPENAI_API_KEY}|${{ secrets.OPENAI_API_KEY }}›
ANTHROPIC_API_KEY=‹op://ML/Anthropic/credential|${ANTHROPIC_API_KEY}|vault:secret/data/ml/anthropic#api_key›
COHERE_API_KEY=‹op://ML/Cohere/credential|${COHERE_API_KEY:-}|vault:secret/data/ml/cohere#key›
QDRANT_URL=https://«P:uuid».us-east4-0.gcp.cloud.qdrant.io:6333`},
	{"trap-env-read", "python", 4, `import os
from anthropic import Anthropic
from openai import OpenAI

claude = Anthropic(api_key=os.environ["ANTHROPIC_API_KEY"])
gpt = OpenAI(api_key=os.getenv("OPENAI_API_KEY"), organization="«P:org»")
HF_TOKEN = os.environ.get("HF_TOKEN")  # ‹set in ~/.bashrc|from the Colab secrets panel|CI injects it›`},
	{"trap-env-read", "notebook", 4, `# Colab: add the keys in the 🔑 Secrets panel first
from google.colab import userdata
import os
os.environ["OPENAI_API_KEY"] = userdata.get("OPENAI_API_KEY")
os.environ["HF_TOKEN"] = userdata.get("HF_TOKEN")
‹from getpass import getpass
os.environ["PINECONE_API_KEY"] = getpass("Pinecone key: ")|›`},
	{"trap-run-id", "log", 5, `wandb: Currently logged in as: «P:handle» (‹«P:entity»|personal›). Use ‵wandb login --relogin‵ to force relogin
wandb: Tracking run with wandb version 0.‹16.6|17.5|18.3›
wandb: Run data is saved locally in /workspace/wandb/run-2024‹06|09|11›‹11|23|02›_‹101233|184410|075959›-«P:runid:r»
wandb: Syncing run ‹glowing-sun|brisk-river|dainty-moon›-«P:small»
wandb: ⭐️ View project at https://wandb.ai/«P:entity»/«P:proj»
wandb: 🚀 View run at https://wandb.ai/«P:entity»/«P:proj»/runs/«R:r»`},
	{"trap-checksum", "log", 4, `Fetching ‹4|6|8› files: 100%|██████████| ‹4/4|6/6|8/8› [00:‹41|58|12›<00:00]
model-00001-of-0000‹2|4›.safetensors: 100%|██████████| ‹4.98G|9.94G› [00:‹31|47|59›<00:00, ‹158|211|97›MB/s]
Downloaded «P:model» at revision «P:sha»
sha256: «P:sha256»`},
	{"trap-masked-key", "log", 5, `openai.AuthenticationError: Error code: 401 - {'error': {'message': 'Incorrect API key provided: ‹sk-proj-************************************************|sk-*****************|sk-proj-********************›«P:last4». You can find your API key at https://platform.openai.com/account/api-keys.', 'type': 'invalid_request_error', 'param': None, 'code': 'invalid_api_key'}}`},
	{"trap-request-id", "json", 4, `{
  "id": "«P:msgid»",
  "type": "message",
  "role": "assistant",
  "model": "claude-3-5-sonnet-20241022",
  "content": [{"type": "text", "text": "‹The contract renews on 1 March.|I couldn't find that in the provided documents.|Here is a summary of the three tickets.›"}],
  "stop_reason": "end_turn",
  "usage": {"input_tokens": «P:step», "output_tokens": «P:small»}
}
request-id: «P:antreq»`},
	{"trap-resource-id", "json", 4, `{"id": "«P:batchid»", "object": "batch", "endpoint": "/v1/chat/completions",
 "input_file_id": "«P:fileid»", "output_file_id": "«P:fileid»",
 "status": "completed", "request_counts": {"total": «P:num», "completed": «P:num», "failed": 0},
 "metadata": {"project": "«P:projid»", "eval": "‹judge-v3|toxicity|rag-faithfulness›"}}`},
	{"trap-resource-id", "shell", 4, `$ pc describe-index «P:index:i» ‹|--json›
name:        «R:i»
dimension:   ‹768|1024|1536|3072›
metric:      ‹cosine|dotproduct›
host:        «R:i»-«P:runid».svc.‹aped-4627-b74a|gcp-starter|us-east1-aws›.pinecone.io
spec:        serverless (aws, us-east-1)
status:      Ready`},
	{"trap-resource-id", "json", 3, `GET /collections/«P:coll»
{"result":{"status":"green","optimizer_status":"ok","indexed_vectors_count":«P:step»,"points_count":«P:step»,"segments_count":‹4|8|12›,"config":{"params":{"vectors":{"size":‹768|1536›,"distance":"Cosine"}}}},"status":"ok","time":0.00‹1|3|7›}`},
	{"trap-resource-id", "shell", 4, `$ runpodctl get pod
ID              NAME          STATUS    GPU                 IMAGE
«P:pod»  «P:podname»   RUNNING   1 NVIDIA A100 80GB   runpod/pytorch:2.1.0-py3.10-cuda11.8.0
«P:pod»  «P:podname»   EXITED    2 NVIDIA RTX A6000   vllm/vllm-openai:latest`},
	{"trap-resource-id", "shell", 3, `$ vastai show instances
ID        Machine  Status   Num  Model      Util. %  vCPUs  RAM   Storage  SSH Addr       SSH Port  $/hr
«P:inst»  «P:num»     running  ‹1x|2x|4x›   RTX_4090   ‹97.2|88.0|0.0›     32.0   ‹128.9|64.0›  ‹100|200›      ssh‹4|5|7›.vast.ai  ‹12034|31877|40521›     0.‹41|78|96›`},
	{"trap-gpu-uuid", "shell", 3, `$ nvidia-smi -L
GPU 0: NVIDIA ‹A100-SXM4-80GB|H100 80GB HBM3|L40S› (UUID: «P:gpuuuid»)
GPU 1: NVIDIA ‹A100-SXM4-80GB|H100 80GB HBM3|L40S› (UUID: «P:gpuuuid»)`},
	{"trap-image-digest", "log", 3, `#12 exporting to image
#12 writing image sha256:«P:sha256» done
#12 naming to ‹ghcr.io|registry.gitlab.com›/«P:entity»/«P:repo»:«P:sha7» done
Pushed: digest: sha256:«P:sha256» size: ‹3042|5987|7211›`},
	{"trap-config", "yaml", 4, `# configs/«P:cfg».yaml
base_model: «P:model»
seed: «P:seed»
learning_rate: «P:lr»
lr_scheduler: cosine
warmup_ratio: 0.0‹3|5›
max_seq_len: ‹2048|4096|8192›
bf16: true
wandb:
  project: «P:proj»
  entity: «P:entity»
  api_key: ${WANDB_API_KEY}
hub:
  repo_id: «P:hfrepo»
  token: ‹null|${HF_TOKEN}|"{{ env.HF_TOKEN }}"›  # ‹never put the token here|read from env›`},
	{"trap-commit-sha", "shell", 4, `$ git log --oneline -‹4|5›
«P:sha7» ‹chore: rotate OpenAI key (see «P:ticket»)|read API keys from env instead of config›
«P:sha7» ‹eval: add faithfulness judge|fix tokenizer padding side›
«P:sha7» ‹bump transformers to 4.44|add qdrant hybrid search›
«P:sha7» ‹remove leaked key from history (BFG)|docs: how to get a HF token›`},
	{"trap-checksum", "shell", 3, `$ sha256sum checkpoints/step-«P:step:st»/*.safetensors
«P:sha256»  checkpoints/step-«R:st»/model-00001-of-00002.safetensors
«P:sha256»  checkpoints/step-«R:st»/model-00002-of-00002.safetensors`},
	{"trap-model-version", "python", 3, `output = replicate.run(
    "stability-ai/sdxl:«P:sha256»",
    input={"prompt": "‹an astronaut riding a horse|a cozy reading nook|neon city at night›", "refine": "expert_ensemble_refiner"},
)
# prediction id was «P:runid»«P:runid»«P:runid»`},
	{"trap-secret-ref", "yaml", 4, `jobs:
  finetune:
    runs-on: [self-hosted, gpu]
    env:
      HF_TOKEN: ${{ secrets.HF_TOKEN }}
      WANDB_API_KEY: ${{ secrets.WANDB_API_KEY }}
      OPENAI_API_KEY: ${{ secrets.OPENAI_API_KEY }}
    steps:
      - uses: actions/checkout@v4
      - run: accelerate launch train.py --config configs/«P:cfg».yaml`},
	{"trap-secret-ref", "yaml", 4, `env:
  - name: OPENAI_API_KEY
    valueFrom:
      secretKeyRef:
        name: ‹llm-keys|openai|gateway-secrets›
        key: OPENAI_API_KEY
  - name: QDRANT_API_KEY
    valueFrom:
      secretKeyRef: {name: qdrant, key: api-key}
  - name: QDRANT_URL
    value: http://qdrant.«P:ns».svc:6333`},
	{"trap-public-key", "shell", 4, `$ cat ~/.ssh/id_ed25519.pub
ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI«P:b64pub» «P:handle»@«P:host»
# paste this in RunPod → Settings → SSH Public Keys`},
	{"trap-resource-id", "markdown", 3, `| run | model | dataset | faithfulness | answer_rel | trace |
|---|---|---|---|---|---|
| «P:runid» | gpt-4o-mini | «P:dataset» | «P:score» | «P:score» | «P:trace» |
| «P:runid» | claude-3-5-haiku | «P:dataset» | «P:score» | «P:score» | «P:trace» |
| «P:runid» | «P:model» | «P:dataset» | «P:score» | «P:score» | «P:trace» |`},
	{"trap-resource-id", "log", 4, `«P:ts» INFO eval.judge run_id=«P:uuid» example=«P:step» model=gpt-4o score=«P:score» latency_ms=«P:num» x-request-id=«P:reqid»
«P:ts» INFO eval.judge run_id=«P:uuid» example=«P:step» model=gpt-4o score=«P:score» latency_ms=«P:num» x-request-id=«P:reqid»`},
	{"trap-arn", "json", 3, `{
  "modelArn": "arn:aws:bedrock:«P:region»::foundation-model/anthropic.claude-3-5-sonnet-20240620-v1:0",
  "roleArn": "arn:aws:iam::«P:acct»:role/‹BedrockBatchRole|sagemaker-exec|ml-inference›",
  "jobName": "‹nightly-summaries|batch-embed|eval-judge›-«P:date»",
  "outputDataConfig": {"s3OutputDataConfig": {"s3Uri": "s3://«P:bucket»/bedrock/out/"}}
}`},
	{"trap-placeholder", "python", 4, `# Quickstart
from pinecone import Pinecone
pc = Pinecone(api_key="‹YOUR_API_KEY|<PINECONE_API_KEY>|********›")
index = pc.Index("‹quickstart|example-index|«P:index»›")
# replace YOUR_API_KEY with the key from app.pinecone.io, never commit it`},
	{"trap-tokenizer", "python", 4, `tok = AutoTokenizer.from_pretrained("«P:model»")
tok.pad_token = tok.eos_token
print(tok("‹hello world|The quick brown fox|API key rotation›")["input_ids"])
# [‹128000, 15339, 1917|1, 22557, 1526|151643, 9707, 1879›]
print(tok.special_tokens_map)
# {'bos_token': '<|begin_of_text|>', 'eos_token': '<|eot_id|>', 'pad_token': '<|eot_id|>'}
max_new_tokens = ‹256|512|1024›`},
	{"trap-hf-functions", "python", 3, `from huggingface_hub import hf_hub_download, snapshot_download, HfApi
# HF_HUB_ENABLE_HF_TRANSFER=1 for faster downloads
path = hf_hub_download(repo_id="«P:model»", filename="config.json", revision="«P:sha»")
api = HfApi()
print(api.whoami()["name"])  # token comes from huggingface-cli login`},
	{"trap-image-b64", "json", 3, `{"model": "gpt-4o", "messages": [{"role": "user", "content": [
  {"type": "text", "text": "‹What's in this receipt?|Describe the chart|Is this invoice paid?›"},
  {"type": "image_url", "image_url": {"url": "data:image/png;base64,«P:b64img»..."}}]}]}`},
	{"trap-placeholder", "env", 4, `# template .env for the local Langfuse + Postgres stack – replace every changeme before deploying
POSTGRES_USER=langfuse
POSTGRES_PASSWORD=changeme   # change this before exposing anything
NEXTAUTH_SECRET=‹changeme|replace-me|<generate with openssl rand -base64 32>›
SALT=‹changeme|<random string>›
LANGFUSE_INIT_PROJECT_SECRET_KEY=‹sk-lf-...|<set me>›`},
	{"trap-resource-id", "shell", 3, `$ lambda-cloud instances list
ID                                NAME        TYPE                 REGION      STATUS
«P:trace»  «P:podname»   gpu_‹1x_a100_sxm4|8x_h100_sxm5›     ‹us-east-1|us-west-2›   active
«P:trace»  «P:podname»   gpu_‹1x_a10|2x_a6000›           ‹us-south-1|europe-central-1›   booting`},
	{"trap-mlflow-id", "log", 3, `2024/‹06|08|10›/‹03|17|29› ‹09|14|22›:‹11|42|58›:‹07|33› INFO mlflow.tracking._tracking_service.client: 🏃 View run «P:podname» at: http://mlflow.«P:domain»/#/experiments/‹3|12|41›/runs/«P:trace»
2024/‹06|08|10›/‹03|17|29› ‹09|14|22›:‹11|43|59›:‹01|40› INFO mlflow.tracking._tracking_service.client: 🧪 View experiment at: http://mlflow.«P:domain»/#/experiments/‹3|12|41›`},
	{"trap-secret-ref", "hcl", 3, `resource "kubernetes_secret" "llm" {
  metadata { name = "llm-keys" }
  data = {
    OPENAI_API_KEY   = var.openai_api_key
    PINECONE_API_KEY = data.vault_generic_secret.pinecone.data["api_key"]
  }
}`},
	{"trap-rate-limit", "log", 3, `HTTP/2 200
x-ratelimit-limit-requests: ‹500|5000|10000›
x-ratelimit-limit-tokens: ‹200000|2000000›
x-ratelimit-remaining-tokens: «P:step»
x-ratelimit-reset-tokens: ‹6ms|1.2s|34ms›
x-request-id: «P:reqid»
openai-organization: «P:org»
openai-processing-ms: «P:num»`},
}
