package main

// Config files of ML projects: .env, YAML, JSON, TOML, INI, netrc.

var hccEnvTpls = []hccTpl{
	{"openai-key", "env", 3, `# .env  (‹local dev|staging|DO NOT COMMIT›)
OPENAI_API_KEY=«S:oai»
PINECONE_API_KEY=«S:pcsk»
PINECONE_INDEX=«K:index»
EMBED_MODEL=text-embedding-3-‹small|large›
CHUNK_SIZE=‹512|800|1000›
CHUNK_OVERLAP=‹64|100|128›`},
	{"hf-token", "env", 3, `HF_TOKEN=«S:hf»
WANDB_API_KEY=«S:wandb»
WANDB_PROJECT=«K:proj»
WANDB_ENTITY=«K:entity»
HF_HUB_ENABLE_HF_TRANSFER=1
TOKENIZERS_PARALLELISM=false`},
	{"anthropic-key", "env", 3, `‹# agent service|# backend/.env|# copied from the 1pw note, ok for local only›
ANTHROPIC_API_KEY=«S:ant»
ANTHROPIC_MODEL=claude-3-5-sonnet-‹20240620|20241022›
LANGCHAIN_TRACING_V2=true
LANGCHAIN_ENDPOINT=https://api.smith.langchain.com
LANGCHAIN_API_KEY=«S:lsv2»
LANGCHAIN_PROJECT=«K:proj»`},
	{"qdrant-key", "yaml", 2, `services:
  qdrant:
    image: qdrant/qdrant:v1.‹9.2|10.1|11.3›
    ports: ["6333:6333", "6334:6334"]
    volumes:
      - ./qdrant_storage:/qdrant/storage
    environment:
      QDRANT__SERVICE__API_KEY: «S:qdrant:q»
  api:
    build: .
    depends_on: [qdrant]
    environment:
      QDRANT_URL: http://qdrant:6333
      QDRANT_API_KEY: «R:q»
      COHERE_API_KEY: «S:cohere»
      COLLECTION: «K:coll»`},
	{"hf-token", "yaml", 3, `# configs/«K:cfg».yaml
base_model: «K:model»
dataset: «K:dataset»
learning_rate: «P:lr»
num_epochs: ‹1|2|3›
micro_batch_size: ‹2|4|8›
gradient_accumulation_steps: ‹4|8|16›
lora_r: ‹8|16|64›
wandb:
  project: «K:proj»
  api_key: «S:wandb»
hub:
  push_to_hub: true
  repo_id: «K:hfrepo»
  token: «S:hf»`},
	{"kaggle-key", "json", 2, `‹~/.kaggle/kaggle.json:|contents of kaggle.json (chmod 600 it):|›
{"username":"«K:handle»","key":"«S:kaggle»"}`},
	{"weaviate-key", "toml", 2, `# .streamlit/secrets.toml
OPENAI_API_KEY = "«S:oai»"

[weaviate]
url = "https://«K:wclust».weaviate.network"
api_key = "«S:weav»"
class_name = "‹Document|Chunk|FaqEntry›"`},
	{"aws-key", "ini", 3, `[‹default|sagemaker|bedrock-dev›]
aws_access_key_id = «S:akia»
aws_secret_access_key = «S:awssec»
region = «K:region»
output = json`},
	{"llm-api-keys", "yaml", 1, `# litellm proxy config.yaml
model_list:
  - model_name: gpt-4o
    litellm_params:
      model: openai/gpt-4o
      api_key: «S:oai»
  - model_name: claude-sonnet
    litellm_params:
      model: anthropic/claude-3-5-sonnet-20241022
      api_key: «S:ant»
  - model_name: llama3-70b
    litellm_params:
      model: groq/llama3-70b-8192
      api_key: os.environ/GROQ_API_KEY
general_settings:
  master_key: «S:litemk»`},
	{"github-token", "json", 3, `{
  "mcpServers": {
    "github": {
      "command": "npx",
      "args": ["-y", "@modelcontextprotocol/server-github"],
      "env": {
        "GITHUB_PERSONAL_ACCESS_TOKEN": "«S:ghpat»"
      }
    },
    "filesystem": {
      "command": "npx",
      "args": ["-y", "@modelcontextprotocol/server-filesystem", "/Users/«K:handle»/projects"]
    }
  }
}`},
	{"gpu-cloud-key", "env", 3, `# gpu clouds - ‹for the sweep launcher|used by launch.py|ask before spending›
RUNPOD_API_KEY=«S:runpod»
RUNPOD_ENDPOINT_ID=«K:rpend»
VAST_API_KEY=«S:vast»
MAX_HOURLY_USD=‹2.50|4|12›`},
	{"openai-key", "yaml", 3, `name: nightly-evals
on:
  schedule:
    - cron: "0 3 * * *"
jobs:
  eval:
    runs-on: ‹ubuntu-latest|self-hosted›
    env:
      OPENAI_API_KEY: «S:oai»  # TODO move to repo secrets
      HF_TOKEN: ${{ secrets.HF_TOKEN }}
    steps:
      - uses: actions/checkout@v4
      - run: python -m evals.run --suite ‹regression|rag|safety›`},
	{"gcp-sa-key", "json", 3, `{
  "type": "service_account",
  "project_id": "«K:gcpproj:p»",
  "private_key_id": "«S:pkid»",
  "private_key": "«S:sakey»",
  "client_email": "«K:handle»-vertex@«R:p».iam.gserviceaccount.com",
  "client_id": "«P:clientid»",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token"
}`},
	{"azure-openai-key", "env", 4, `AZURE_OPENAI_ENDPOINT=https://«K:azres».openai.azure.com/
AZURE_OPENAI_API_KEY=«S:azoai»
AZURE_OPENAI_API_VERSION=2024-‹02-15-preview|06-01|10-21›
AZURE_OPENAI_DEPLOYMENT=«K:azdep»`},
	{"wandb-key", "netrc", 3, `machine api.wandb.ai
  login user
  password «S:wandb»
‹machine huggingface.co
  login «K:handle»
  password «S:hf»|›`},
	{"db-password", "yaml", 3, `# mlflow server settings
mlflow:
  backend_store_uri: postgresql://«K:dbuser»:«S:pwu»@«K:dbhost»:5432/mlflow
  default_artifact_root: s3://«K:bucket»/mlflow
  host: 0.0.0.0
  port: 5000`},
	{"db-password", "env", 4, `‹# pgvector|# vector store (pgvector)|# RAG db›
DATABASE_URL=postgresql+psycopg://«K:dbuser»:«S:pwu»@«K:dbhost»:5432/«K:dbname»
EMBEDDING_DIM=‹768|1024|1536|3072›
‹REDIS_URL=redis://:«S:redispw»@cache.«K:domain»:6379/0|REDIS_URL=redis://localhost:6379/0›`},
	{"replicate-token", "env", 2, `REPLICATE_API_TOKEN=«S:repl»
REPLICATE_WEBHOOK_SIGNING_SECRET=«S:whsec»
PUBLIC_URL=https://img.«K:domain»`},
	{"hf-token", "yaml", 3, `# values-«K:ns».yaml
vllm:
  model: «K:model»
  tensorParallelSize: ‹1|2|4›
  gpuMemoryUtilization: 0.9
  maxModelLen: ‹8192|16384|32768›
  env:
    - name: HUGGING_FACE_HUB_TOKEN
      value: "«S:hf»"
resources:
  limits:
    nvidia.com/gpu: ‹1|2|4›`},
	{"llm-api-keys", "env", 2, `GEMINI_API_KEY=«S:gemini»
GROQ_API_KEY=«S:groq»
MISTRAL_API_KEY=«S:mistral»
‹DEFAULT_PROVIDER=groq|DEFAULT_PROVIDER=gemini|FALLBACK=mistral-small-latest›`},
	{"label-studio-token", "json", 3, `{
  "label_studio": {
    "url": "http://«K:host»:8080",
    "api_key": "«S:lskey»",
    "project_id": ‹3|12|27›
  },
  "export_dir": "data/annotations"
}`},
	{"voice-api-keys", "env", 1, `# voice agent
ELEVENLABS_API_KEY=«S:eleven»
ELEVENLABS_VOICE_ID=«P:runid»«P:runid»
DEEPGRAM_API_KEY=«S:deepgram»
‹ASSEMBLYAI_API_KEY=«S:assembly»|STT_PROVIDER=deepgram›`},
	{"llm-api-keys", "env", 1, `PPLX_API_KEY=«S:pplx»
XAI_API_KEY=«S:xai»
TOGETHER_API_KEY=«S:together»
FIREWORKS_API_KEY=«S:fw»
DEEPSEEK_API_KEY=«S:deepseek»`},
	{"fernet-key", "env", 1, `# airflow for the data pipeline (embeddings refresh)
AIRFLOW__CORE__EXECUTOR=CeleryExecutor
AIRFLOW__CORE__FERNET_KEY=«S:fernet»
AIRFLOW__DATABASE__SQL_ALCHEMY_CONN=postgresql+psycopg2://airflow:«S:pwu»@«K:dbhost»/airflow`},
	{"supabase-service-key", "env", 2, `NEXT_PUBLIC_SUPABASE_URL=https://«P:runid»«P:runid»«P:runid».supabase.co
SUPABASE_SERVICE_ROLE_KEY=«S:jwt»
OPENAI_API_KEY=«S:oai»
MATCH_THRESHOLD=‹0.75|0.78|0.8›`},
	{"neptune-token", "env", 2, `NEPTUNE_PROJECT=«K:entity»/«K:proj»
NEPTUNE_API_TOKEN=«S:neptune»`},
	{"comet-key", "ini", 2, `# ~/.comet.config
[comet]
api_key = «S:comet»
workspace = «K:entity»
project_name = «K:proj»`},
	{"django-secret", "env", 1, `# label studio (self-hosted)
LABEL_STUDIO_HOST=https://label.«K:domain»
SECRET_KEY=«S:django»
POSTGRE_USER=«K:dbuser»
POSTGRE_PASSWORD=«S:pw»
POSTGRE_HOST=«K:dbhost»`},
	{"langfuse-key", "env", 3, `LANGFUSE_HOST=https://‹cloud|us.cloud›.langfuse.com
LANGFUSE_SECRET_KEY=«S:lfsk»
LANGFUSE_RELEASE=‹v0.9.3|2024.10|main›`},
	{"lambda-key", "yaml", 2, `# skypilot ~/.sky/config.yaml is fine but launcher reads this
providers:
  lambda:
    api_key: «S:lambda»
    region: ‹us-east-1|us-west-3|europe-central-1›
    instance_type: gpu_‹8x_h100_sxm5|1x_a100_sxm4|8x_a100_80gb_sxm4›`},
}
