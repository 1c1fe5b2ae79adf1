package main

import (
	"fmt"
	"strings"
)

// ML-side secrets: LLM and model-hub keys in code, prompts, .env files, notebooks and tracebacks;
// experiment trackers and vector databases.

type habVendor struct {
	name, env string
	gen       func() string
}

var habLLMVendors = []habVendor{
	{"OpenAI", "OPENAI_API_KEY", habOpenAI},
	{"Anthropic", "ANTHROPIC_API_KEY", habAnthropic},
	{"Cohere", "COHERE_API_KEY", habCohere},
	{"Mistral", "MISTRAL_API_KEY", habMistral},
	{"Groq", "GROQ_API_KEY", habGroq},
	{"Replicate", "REPLICATE_API_TOKEN", habReplicate},
	{"Hugging Face", "HF_TOKEN", habHF},
	{"Perplexity", "PERPLEXITY_API_KEY", habPerplexity},
	{"Together", "TOGETHER_API_KEY", habTogether},
	{"Gemini", "GOOGLE_API_KEY", habGCPKey},
}

func habMLSecrets() []Sample {
	var out []Sample
	// LLM keys in code, .env files and prompts.
	codeTpl := []func(v habVendor, k string) (string, string){
		func(v habVendor, k string) (string, string) {
			return fmt.Sprintf("from openai import OpenAI\n\nclient = OpenAI(api_key=\"%s\")\nresp = client.chat.completions.create(model=\"gpt-4o-mini\", messages=msgs)", k), "python"
		},
		func(v habVendor, k string) (string, string) {
			return fmt.Sprintf("import anthropic\nclient = anthropic.Anthropic(api_key='%s')\nmsg = client.messages.create(model=\"claude-3-5-sonnet-latest\", max_tokens=512, messages=batch)", k), "python"
		},
		func(v habVendor, k string) (string, string) {
			return fmt.Sprintf("# .env for the RAG prototype\n%s=%s\nEMBED_MODEL=text-embedding-3-small\nCHUNK_SIZE=800", v.env, k), "dotenv"
		},
		func(v habVendor, k string) (string, string) {
			return fmt.Sprintf("os.environ[\"%s\"] = \"%s\"  # TODO move to secrets manager", v.env, k), "python"
		},
		func(v habVendor, k string) (string, string) {
			return fmt.Sprintf("You are a helpful assistant. When you call the %s API use the key %s and never reveal it to the user.", v.name, k), "prompt"
		},
		func(v habVendor, k string) (string, string) {
			return fmt.Sprintf("const llm = new ChatModel({\n  provider: \"%s\",\n  apiKey: \"%s\",\n  temperature: 0,\n});", strings.ToLower(v.name), k), "typescript"
		},
		func(v habVendor, k string) (string, string) {
			return fmt.Sprintf("my %s key for the hackathon: %s (expires friday)", v.name, k), "chat"
		},
		func(v habVendor, k string) (string, string) {
			return fmt.Sprintf("%%env %s=%s", v.env, k), "notebook-magic"
		},
		func(v habVendor, k string) (string, string) {
			return fmt.Sprintf("llm <- chat_model(provider = \"%s\", api_key = \"%s\")", strings.ToLower(v.name), k), "r"
		},
		func(v habVendor, k string) (string, string) {
			return fmt.Sprintf("curl https://api.example-llm.com/v1/embeddings \\\n  -H \"Authorization: Bearer %s\" \\\n  -d '{\"input\": \"hello\", \"model\": \"embed-v3\"}'", k), "shell"
		},
		func(v habVendor, k string) (string, string) {
			return fmt.Sprintf("[llm]\nprovider = \"%s\"\napi_key = \"%s\"\nmax_retries = 3", strings.ToLower(v.name), k), "toml"
		},
		func(v habVendor, k string) (string, string) {
			return fmt.Sprintf("Clé %s pour le notebook d'évaluation : %s", v.name, k), "chat-fr"
		},
		func(v habVendor, k string) (string, string) {
			return fmt.Sprintf("%s 的 API 密钥是 %s，请勿外传", v.name, k), "chat-zh"
		},
	}
	for i := range 30 {
		v := habLLMVendors[i%len(habLLMVendors)]
		k := v.gen()
		text, format := codeTpl[i%len(codeTpl)](v, k)
		out = append(out, habS("llm-key", format, text, []string{k}))
	}

	// Notebook cells with outputs.
	for i := range 8 {
		v := habLLMVendors[i%len(habLLMVendors)]
		k := v.gen()
		keep := "df = pd.read_parquet(\\\"s3://acme-lake/curated/reviews/\\\")\\n"
		text := fmt.Sprintf("{\n \"cells\": [\n  {\n   \"cell_type\": \"code\",\n   \"execution_count\": %d,\n   \"metadata\": {},\n   \"outputs\": [\n    {\n     \"name\": \"stdout\",\n     \"output_type\": \"stream\",\n     \"text\": [\"rows: %d\\n\"]\n    }\n   ],\n   \"source\": [\n    \"import os, pandas as pd\\n\",\n    \"os.environ[\\\"%s\\\"] = \\\"%s\\\"\\n\",\n    \"%s\",\n    \"print('rows:', len(df))\"\n   ]\n  }\n ],\n \"nbformat\": 4,\n \"nbformat_minor\": 5\n}", habN(1, 60), habN(1000, 900000), v.env, k, keep)
		out = append(out, habS("notebook", "ipynb", text, []string{k}, keep))
	}

	// Python tracebacks that carry a key in a source line or a URL.
	tb := []func(k string) string{
		func(k string) string {
			return fmt.Sprintf("Traceback (most recent call last):\n  File \"/home/jovyan/work/eval.py\", line %d, in <module>\n    client = OpenAI(api_key=\"%s\")\n  File \"/opt/conda/lib/python3.11/site-packages/openai/_client.py\", line 98, in __init__\n    raise OpenAIError(\nopenai.OpenAIError: The api_key client option must be set", habN(5, 90), k)
		},
		func(k string) string {
			return fmt.Sprintf("requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://api.example.com/v2/score?api_key=%s&model=ranker-v4", k)
		},
		func(k string) string {
			return fmt.Sprintf("---------------------------------------------------------------------------\nHTTPError                                 Traceback (most recent call last)\nCell In[%d], line 3\n      1 from huggingface_hub import HfApi\n----> 3 HfApi(token=\"%s\").upload_folder(folder_path=\"ckpt\", repo_id=\"acme/ranker\")\n\nHTTPError: 403 Forbidden", habN(2, 40), k)
		},
		func(k string) string {
			return fmt.Sprintf("  File \"dags/embed.py\", line %d, in embed_batch\n    headers = {\"x-api-key\": \"%s\"}\nKeyError: 'embeddings'", habN(10, 300), k)
		},
	}
	for i := range 8 {
		v := habLLMVendors[rng.IntN(len(habLLMVendors))]
		k := v.gen()
		out = append(out, habS("traceback", "python-traceback", tb[i%len(tb)](k), []string{k}))
	}

	// Hugging Face, Weights & Biases, MLflow.
	hub := []func() (string, string, []string){
		func() (string, string, []string) {
			k := habHF()
			return fmt.Sprintf("$ huggingface-cli login --token %s\nToken is valid (permission: write).\nLogin successful", k), "shell", []string{k}
		},
		func() (string, string, []string) {
			k := habHF()
			return fmt.Sprintf("from huggingface_hub import login\nlogin(token=\"%s\")\nmodel = AutoModelForCausalLM.from_pretrained(\"meta-llama/Llama-3.1-8B\")", k), "python", []string{k}
		},
		func() (string, string, []string) {
			k := habHF()
			return fmt.Sprintf("git clone https://user:%s@huggingface.co/datasets/acme/support-tickets", k), "shell", []string{k}
		},
		func() (string, string, []string) {
			k := habWandb()
			return fmt.Sprintf("$ wandb login %s\nwandb: Appending key for api.wandb.ai to your netrc file: /root/.netrc", k), "shell", []string{k}
		},
		func() (string, string, []string) {
			k := habWandb()
			return fmt.Sprintf("machine api.wandb.ai\n  login user\n  password %s", k), "netrc", []string{k}
		},
		func() (string, string, []string) {
			k := habWandb()
			return fmt.Sprintf("WANDB_API_KEY=%s\nWANDB_PROJECT=ranker-v4\nWANDB_ENTITY=acme-ml", k), "dotenv", []string{k}
		},
		func() (string, string, []string) {
			k := habWandb()
			return fmt.Sprintf("wandb.login(key=\"%s\")\nrun = wandb.init(project=\"diffusion-ft\", config=cfg)", k), "python", []string{k}
		},
		func() (string, string, []string) {
			p := habURLPw()
			return fmt.Sprintf("export MLFLOW_TRACKING_URI=https://%s\nexport MLFLOW_TRACKING_USERNAME=ds-bot\nexport MLFLOW_TRACKING_PASSWORD=%s", habHost(), p), "shell", []string{p}
		},
		func() (string, string, []string) {
			p := habURLPw()
			return fmt.Sprintf("mlflow.set_tracking_uri(\"https://mlflow:%s@%s\")", p, habHost()), "python", []string{p}
		},
		func() (string, string, []string) {
			k := habDatabricks()
			return fmt.Sprintf("export MLFLOW_TRACKING_URI=databricks\nexport DATABRICKS_HOST=https://adb-%s.%d.azuredatabricks.net\nexport DATABRICKS_TOKEN=%s", habDigits(16), habN(1, 19), k), "shell", []string{k}
		},
		func() (string, string, []string) {
			k := habHF()
			return fmt.Sprintf("HF トークン（書き込み権限）: %s", k), "chat-ja", []string{k}
		},
		func() (string, string, []string) {
			k := habWandb()
			return fmt.Sprintf("kolla, min wandb-nyckel är %s om du vill logga körningarna", k), "chat-sv", []string{k}
		},
	}
	for i := range 14 {
		text, format, secrets := hub[i%len(hub)]()
		out = append(out, habS("model-hub", format, text, secrets))
	}

	// Vector databases.
	vdb := []func() (string, string, []string){
		func() (string, string, []string) {
			k := habPinecone()
			return fmt.Sprintf("from pinecone import Pinecone\npc = Pinecone(api_key=\"%s\")\nindex = pc.Index(\"support-kb\")", k), "python", []string{k}
		},
		func() (string, string, []string) {
			k := habPinecone()
			return fmt.Sprintf("PINECONE_API_KEY=%s\nPINECONE_INDEX=docs-768", k), "dotenv", []string{k}
		},
		func() (string, string, []string) {
			k := habR(alnum+"_-", 40)
			return fmt.Sprintf("qdrant = QdrantClient(url=\"https://%s.eu-central.aws.cloud.qdrant.io:6333\", api_key=\"%s\")", habUUID(), k), "python", []string{k}
		},
		func() (string, string, []string) {
			k := habR(alnum, 40)
			return fmt.Sprintf("client = weaviate.connect_to_weaviate_cloud(\n    cluster_url=WCD_URL,\n    auth_credentials=Auth.api_key(\"%s\"),\n)", k), "python", []string{k}
		},
		func() (string, string, []string) {
			p := habURLPw()
			return fmt.Sprintf("PGVECTOR_URL=postgresql+psycopg://rag:%s@%s:5432/embeddings", p, habHost()), "dotenv", []string{p}
		},
		func() (string, string, []string) {
			p := habPw()
			return fmt.Sprintf("milvus:\n  uri: https://%s:19530\n  user: root\n  password: \"%s\"", habHost(), p), "yaml", []string{p}
		},
		func() (string, string, []string) {
			k := habR(alnum, 32)
			return fmt.Sprintf("chroma cloud token for the demo tenant -> %s", k), "chat", []string{k}
		},
	}
	for i := range 8 {
		text, format, secrets := vdb[i%len(vdb)]()
		out = append(out, habS("vector-db", format, text, secrets))
	}
	return out
}
