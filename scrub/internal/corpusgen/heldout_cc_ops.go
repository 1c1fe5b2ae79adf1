package main

// Shell sessions, CLI output, logs, diffs, commit messages, CSV and markdown tables.

var hccOpsTpls = []hccTpl{
	{"anthropic-key", "shell", 3, `$ export ANTHROPIC_API_KEY=«S:ant»
$ curl -s https://api.anthropic.com/v1/messages \
    -H "x-api-key: $ANTHROPIC_API_KEY" -H "anthropic-version: 2023-06-01" \
    -H "content-type: application/json" \
    -d '{"model":"claude-3-5-haiku-20241022","max_tokens":64,"messages":[{"role":"user","content":"ping"}]}'
{"id":"«P:msgid»","type":"message","role":"assistant","content":[{"type":"text","text":"Pong!"}],"stop_reason":"end_turn"}`},
	{"openai-key", "shell", 3, `curl https://api.openai.com/v1/chat/completions \
  -H "Authorization: Bearer «S:oai»" \
  -H "Content-Type: application/json" \
  -d '{"model": "gpt-4o-mini", "messages": [{"role": "user", "content": "‹ping|hello|test›"}]}'`},
	{"hf-token", "shell", 3, `(venv) «K:unix:u»@«K:host»:~$ huggingface-cli login --token «S:hf»
Token is valid (permission: ‹write|read|fineGrained›).
Your token has been saved to /home/«R:u»/.cache/huggingface/token‹|s›
Login successful`},
	{"wandb-key", "shell", 3, `root@«P:pod:p»:/workspace# wandb login «S:wandb»
wandb: Appending key for api.wandb.ai to your netrc file: /root/.netrc
root@«R:p»:/workspace# python train.py --config configs/«K:cfg».yaml`},
	{"hf-token", "shell", 3, `$ cat ~/.cache/huggingface/token
«S:hf»$ ls ~/.cache/huggingface/hub | head -3
models--«K:hfrepo»`},
	{"hf-token", "shell", 3, `docker run --gpus all --ipc=host -p 8000:8000 \
  -v ~/.cache/huggingface:/root/.cache/huggingface \
  -e HUGGING_FACE_HUB_TOKEN=«S:hf» \
  vllm/vllm-openai:v0.‹5.4|6.3.post1|6.4› --model «K:model» --max-model-len ‹8192|16384›`},
	{"gemini-key", "log", 3, `Traceback (most recent call last):
  File "/app/pipeline/extract.py", line ‹88|141|203›, in call_gemini
    r.raise_for_status()
requests.exceptions.HTTPError: 429 Client Error: Too Many Requests for url: https://generativelanguage.googleapis.com/v1beta/models/gemini-1.5-pro:generateContent?key=«S:gemini»`},
	{"openai-key", "log", 2, `«P:ts» INFO  app.config  loaded settings: {'env': '‹staging|dev|prod›', 'model': 'gpt-4o', 'openai_api_key': '«S:oai»', 'vector_store': 'pinecone', 'index': '«K:index»', 'top_k': ‹4|6|8›}`},
	{"cohere-key", "diff", 3, `commit «P:sha»
Author: «K:person» <«K:email»>
Date:   ‹Mon|Tue|Wed|Thu› ‹Mar|Jun|Sep› ‹3|14|22› 1‹0|4|7›:‹12|37|51›:02 2024 +0200

    ‹move cohere key to env|stop hardcoding reranker key|fix: read key from env›

diff --git a/rag/rerank.py b/rag/rerank.py
--- a/rag/rerank.py
+++ b/rag/rerank.py
@@ -3,4 +3,4 @@
 import cohere
-COHERE_API_KEY = "«S:cohere»"
+COHERE_API_KEY = os.environ["COHERE_API_KEY"]
 co = cohere.ClientV2(COHERE_API_KEY)`},
	{"llm-api-keys", "csv", 1, `service,owner,key,created,monthly_cap_usd
openai,«K:email»,«S:oai»,«P:date»,‹500|1000›
anthropic,«K:email»,«S:ant»,«P:date»,‹300|800›
huggingface,«K:email»,«S:hf»,«P:date»,0`},
	{"ssh-password", "markdown", 2, `| host | gpus | user | password |
|------|------|------|----------|
| «K:host» | ‹8x H100|4x A100|2x L40S› | «K:unix» | «S:pw» |
| «K:host» | ‹8x A100|2x 4090|1x A6000› | «K:unix» | «S:pw» |`},
	{"vast-key", "shell", 3, `$ pip install vastai
$ vastai set api-key «S:vast»
Your api key has been saved in /home/«K:unix»/.vast_api_key
$ vastai search offers 'gpu_name=RTX_4090 num_gpus=‹1|2|4› reliability>0.98' -o 'dph'`},
	{"runpod-key", "shell", 3, `$ runpodctl config --apiKey «S:runpod»
saved apiKey into config file: /home/«K:unix»/.runpod/config.toml
$ runpodctl get pod
ID              NAME         STATUS   GPU
«P:pod»  «K:podname»   RUNNING  1 ‹A100|H100|A40›`},
	{"ssh-password", "shell", 3, `$ sshpass -p '«S:pw»' ssh -o StrictHostKeyChecking=no «K:unix»@«K:ip» 'nvidia-smi --query-gpu=name,memory.used --format=csv'
name, memory.used [MiB]
NVIDIA ‹A100-SXM4-80GB|H100 80GB HBM3|L40S›, ‹71234|40211|2› MiB`},
	{"llm-api-keys", "shell", 2, `kubectl create secret generic llm-keys -n «K:ns» \
  --from-literal=OPENAI_API_KEY=«S:oai» \
  --from-literal=ANTHROPIC_API_KEY=«S:ant»
secret/llm-keys created`},
	{"jupyter-token", "log", 2, `[I «P:date» «P:hm»:‹04|33|58›.‹112|480|907› ServerApp] Jupyter Server 2.‹12.5|14.2› is running at:
[I ServerApp] http://«K:host»:8888/lab?token=«S:jupy:t»
[I ServerApp]     http://127.0.0.1:8888/lab?token=«R:t»
[I ServerApp] Use Control-C to stop this server and shut down all kernels (twice to skip confirmation).`},
	{"ngrok-token", "shell", 2, `$ ngrok config add-authtoken «S:ngrok»
Authtoken saved to configuration file: /Users/«K:handle»/Library/Application Support/ngrok/ngrok.yml
$ ngrok http ‹7860|8000|3000›`},
	{"aws-key", "shell", 3, `$ aws configure --profile ‹sagemaker|bedrock|ml-dev›
AWS Access Key ID [None]: «S:akia»
AWS Secret Access Key [None]: «S:awssec»
Default region name [None]: «K:region»
Default output format [None]: json`},
	{"db-password", "shell", 3, `$ psql "postgresql://«K:dbuser»:«S:pwu»@«K:dbhost»:5432/«K:dbname»?sslmode=require" -c "select count(*) from ‹langchain_pg_embedding|chunks|documents›;"
 count
-------
 «P:step»
(1 row)`},
	{"github-token", "shell", 2, `$ git remote set-url origin https://«K:handle»:«S:ghp»@github.com/«K:entity»/«K:repo».git
$ git push origin ‹main|feat/rag-eval|exp/lora-r64›`},
	{"hf-token", "shell", 2, `git clone https://«K:handle»:«S:hf»@huggingface.co/datasets/«K:dataset»
Cloning into '‹support-tickets-2024|ultrachat_200k|contracts-qa›'...
remote: Enumerating objects: ‹1043|88|512›, done.`},
	{"openai-key", "log", 3, `DEBUG:httpx:Request: POST https://api.openai.com/v1/embeddings
DEBUG:httpcore.http11:send_request_headers.started request=<Request [b'POST']>
DEBUG:openai._base_client:Request options: {'method': 'post', 'url': '/embeddings', 'headers': {'Authorization': 'Bearer «S:oai»', 'OpenAI-Organization': '«K:org»'}, 'json_data': {'input': [...], 'model': 'text-embedding-3-small'}}`},
	{"wandb-key", "log", 2, `Run ‹env|environment› (from CI job «P:num»):
CI=true
GITHUB_SHA=«P:sha»
WANDB_API_KEY=«S:wandb»
WANDB_MODE=online
PYTHONPATH=/github/workspace/src`},
	{"openai-key", "shell", 2, `>>> import os; print(os.environ["OPENAI_API_KEY"])
«S:oai»
>>> print(os.environ.get("OPENAI_ORG_ID"))
«K:org»`},
	{"gcp-sa-key", "shell", 2, `$ gcloud iam service-accounts keys create key.json --iam-account=«K:handle:h»-vertex@«K:gcpproj:g».iam.gserviceaccount.com
created key [«S:pkid»] of type [json] as [key.json] for [«R:h»-vertex@«R:g».iam.gserviceaccount.com]`},
	{"replicate-token", "shell", 2, `curl -s -X POST https://api.replicate.com/v1/predictions \
  -H "Authorization: Bearer «S:repl»" \
  -H "Content-Type: application/json" \
  -d '{"version": "«P:sha256»", "input": {"prompt": "‹a cat in a spacesuit|logo, flat, minimal|portrait, 35mm›"}}'`},
	{"pinecone-key", "shell", 2, `$ curl -s "https://api.pinecone.io/indexes" -H "Api-Key: «S:pcsk»" -H "X-Pinecone-API-Version: 2024-07" | jq '.indexes[].name'
"«K:index»"
"‹scratch|test-1536|old-ada›"`},
	{"private-key", "shell", 2, `$ cat ~/.ssh/runpod_ed25519
«S:sshkey»
$ ssh -i ~/.ssh/runpod_ed25519 root@«K:ip» -p ‹14022|22078|40911›`},
	{"private-key", "mail", 2, `Hi «K:person»,

the deploy key for the ‹training|inference› bastion is below (the passphrase I'll send via Signal).

«S:pemkey»

Host: «K:host»`},
	{"mistral-key", "log", 2, `«P:ts» WARN  eval.runner  retrying provider=mistral attempt=‹2|3› status=401 headers={'Authorization': 'Bearer «S:mistral»', 'Accept': 'application/json'}`},
	{"hf-token", "diff", 2, `diff --git a/scripts/push_adapter.sh b/scripts/push_adapter.sh
@@ -1,5 +1,5 @@
 #!/usr/bin/env bash
-export HF_TOKEN=«S:hf»
+export HF_TOKEN="${HF_TOKEN:?set HF_TOKEN}"
 huggingface-cli upload «K:hfrepo» ./out/adapter --repo-type model`},
	{"webhook-url", "yaml", 2, `# trainer callbacks
callbacks:
  - type: slack_notify
    webhook: «S:slackhook»
    on: [train_end, nan_loss]
  - type: checkpoint
    every_n_steps: ‹500|1000|2000›`},
}
