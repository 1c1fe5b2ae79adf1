package main

// More single-secret texts: editor and tool settings, agent tool keys, registries, people's notes.

var hccMoreTpls = []hccTpl{
	{"openai-key", "chat", 3, `‹#hackathon-2024|#genai-hack›
«K:handle:u»: 📣 shared OpenAI key for the hackathon (capped at $‹200|300|500›, dies Sunday night): «S:oai»
«R:u»: please use gpt-4o-mini unless you really need 4o`},
	{"anthropic-key", "notebook", 3, `In [‹2|6|9›]: api_key = load_key()
    ...: print(f"using key {api_key}")
using key «S:ant»
In [‹3|7|10›]: client = anthropic.Anthropic(api_key=api_key)`},
	{"wandb-key", "python", 3, `# train.py (top of file, quick hack for the cluster)
import os
os.environ["WANDB_API_KEY"] = "«S:wandb»"
os.environ["WANDB_PROJECT"] = "«K:proj»"
os.environ["WANDB_LOG_MODEL"] = "‹checkpoint|end|false›"`},
	{"hf-token", "chat", 3, `«K:handle:u»: for the Space, add this under Settings → Variables and secrets as HF_TOKEN: «S:hf»
«R:u»: ‹it needs write on «K:hfrepo» to save the logs|read is enough, it just pulls the gated model›`},
	{"anthropic-key", "json", 3, `// .vscode/settings.json
{
  "editor.formatOnSave": true,
  "python.defaultInterpreterPath": ".venv/bin/python",
  "‹claude-dev.anthropicApiKey|cline.apiKey|anthropic.apiKey›": "«S:ant»",
  "files.exclude": {"**/__pycache__": true}
}`},
	{"openrouter-key", "json", 3, `{
  "models": [
    {
      "title": "‹Claude 3.5 Sonnet|Llama 3.1 405B|DeepSeek V3› (OpenRouter)",
      "provider": "openrouter",
      "model": "‹anthropic/claude-3.5-sonnet|meta-llama/llama-3.1-405b-instruct|deepseek/deepseek-chat›",
      "apiKey": "«S:openrouter»"
    }
  ],
  "tabAutocompleteModel": {"title": "Qwen coder", "provider": "ollama", "model": "qwen2.5-coder:1.5b"}
}`},
	{"weaviate-key", "yaml", 2, `services:
  weaviate:
    image: cr.weaviate.io/semitechnologies/weaviate:1.‹25.4|26.1|27.0›
    environment:
      AUTHENTICATION_APIKEY_ENABLED: 'true'
      AUTHENTICATION_APIKEY_ALLOWED_KEYS: '«S:weav»'
      AUTHENTICATION_APIKEY_USERS: '«K:email»'
      PERSISTENCE_DATA_PATH: /var/lib/weaviate`},
	{"pinecone-key", "typescript", 2, `import { Pinecone } from "@pinecone-database/pinecone";

const pc = new Pinecone({ apiKey: "«S:pcsk»" });
const index = pc.index("«K:index»");
await index.namespace("‹docs|faq|default›").upsert(records);`},
	{"qdrant-key", "shell", 3, `curl -X POST "https://«P:uuid».eu-central-1-0.aws.cloud.qdrant.io:6333/collections/«K:coll»/points/search" \
  -H "api-key: «S:qdrant»" \
  -H "Content-Type: application/json" \
  -d '{"vector": [0.12, -0.03, 0.44], "limit": ‹3|5|10›}'`},
	{"cohere-key", "shell", 2, `curl --request POST https://api.cohere.com/v2/embed \
  --header "Authorization: bearer «S:cohere»" \
  --header "content-type: application/json" \
  --data '{"model":"embed-english-v3.0","texts":["hello"],"input_type":"search_document","embedding_types":["float"]}'`},
	{"hf-token", "memory", 3, `‹«K:person»'s|Note from «K:person»:› HF write token for pushing LoRA adapters to «K:hfrepo»: «S:hf». ‹Only use it for uploads.|Expires in 30 days.|Don't use it for the public Space.›`},
	{"together-key", "chat", 2, `«K:handle:u»: anyone have the Together key? need it for the batch distill job
«K:handle»: «S:together» — ‹team account, please tag your jobs|don't run the 405B on it|it's capped›`},
	{"runpod-key", "mail", 2, `Asunto: acceso a RunPod

Hola «K:person»,

para lanzar los pods de entrenamiento usa esta API key del equipo: «S:runpod»
El volumen de red se llama «K:podname». Apaga los pods al terminar, por favor.

Saludos`},
	{"pinecone-key", "ticket", 2, `«P:ticket»: Pinecone API key visible in Sentry breadcrumbs
Sentry event shows the request headers of the upsert call:
  Api-Key: «S:pcsk»
  X-Pinecone-API-Version: 2024-07
Action: add header scrubbing to the Sentry SDK config and rotate the key.`},
	{"openai-key", "log", 3, `> Entering new RetrievalQA chain...
llm=ChatOpenAI(client=<openai.resources.chat.completions.Completions object at 0x7f3a2c1b4d90>, model_name='gpt-4', temperature=0.0, openai_api_key='«S:oai»', openai_proxy='')
> Finished chain.`},
	{"gradio-password", "python", 3, `demo = gr.ChatInterface(respond, title="‹Support bot preview|Contract QA demo|RAG playground›")
demo.launch(server_name="0.0.0.0", share=True, auth=("«K:loginuser»", "«S:pw»"))`},
	{"mlflow-password", "env", 3, `MLFLOW_TRACKING_URI=https://mlflow.«K:domain»
MLFLOW_TRACKING_USERNAME=«K:dbuser»
MLFLOW_TRACKING_PASSWORD=«S:pw»
MLFLOW_EXPERIMENT_NAME=«K:proj»`},
	{"label-studio-token", "shell", 2, `curl -X GET "http://«K:host»:8080/api/projects/‹3|12|27›/export?exportType=JSON" \
  -H "Authorization: Token «S:lskey»" -o annotations.json`},
	{"argilla-key", "python", 2, `import argilla as rg

client = rg.Argilla(api_url="https://«K:wclust».hf.space", api_key="«S:argkey»")
dataset = client.datasets(name="‹ultrafeedback-curation|support-intents|pii-spans›")`},
	{"openai-key", "chat", 2, `«K:handle:u»: OpenAIのAPIキー、検証用に共有します: «S:oai»
«R:u»: 今月の上限は‹50|100›ドルなので注意してください`},
	{"anthropic-key", "mail", 2, `Oggetto: chiave API per il prototipo

Ciao «K:person»,
ecco la chiave Anthropic per il prototipo di ‹classificazione ticket|riassunto contratti›: «S:ant»
Non metterla nel repository, per favore.

A presto`},
	{"azure-openai-key", "shell", 2, `curl "https://«K:azres».openai.azure.com/openai/deployments/«K:azdep»/chat/completions?api-version=2024-06-01" \
  -H "api-key: «S:azoai»" \
  -H "Content-Type: application/json" \
  -d '{"messages":[{"role":"user","content":"ping"}]}'`},
	{"locker-code", "chat", 3, `«K:handle:u»: the spare ‹Jetsons|4090s|NVMe drives› are in the locker next to the ‹server room|3D printer|kitchen›, code «S:door»
«R:u»: please log what you take in #lab-inventory`},
	{"alarm-code", "markdown", 2, `### Lab access (after hours)
- Badge works until 22:00, after that use the side door
- Alarm code: «S:pin» (disarm within 30 s)
- If the alarm goes off call «K:person»`},
	{"webhook-secret", "markdown", 2, `Hub webhook for auto-eval on new model revisions:
- Target URL: https://eval.«K:domain»/hooks/hf
- Secret: «S:hmac»
- Watched repos: «K:hfrepo»`},
	{"session-cookie", "shell", 2, `curl 'https://label.«K:domain»/api/tasks?project=‹3|12|27›&page=1' \
  -H 'Accept: application/json' \
  -H 'Cookie: sessionid=«S:cookie»'`},
	{"gitlab-token", "ini", 3, `# ~/.config/pip/pip.conf
[global]
extra-index-url = https://__token__:«S:glpat»@gitlab.«K:domain»/api/v4/projects/‹142|77|318›/packages/pypi/simple
timeout = 60`},
	{"ngc-key", "shell", 3, `$ docker login nvcr.io -u '$oauthtoken' -p «S:nvapi»
WARNING! Using --password via the CLI is insecure. Use --password-stdin.
Login Succeeded
$ docker pull nvcr.io/nim/meta/llama-3.1-8b-instruct:latest`},
	{"nvidia-key", "python", 2, `from openai import OpenAI
client = OpenAI(base_url="https://integrate.api.nvidia.com/v1", api_key="«S:nvapi»")
completion = client.chat.completions.create(model="meta/llama-3.1-70b-instruct", messages=m, temperature=0.2)`},
	{"voyage-key", "python", 2, `import voyageai
vo = voyageai.Client(api_key="«S:voyage»")
embs = vo.embed(texts, model="voyage-‹3|3-lite|code-2›", input_type="document").embeddings`},
	{"jina-key", "shell", 2, `curl https://api.jina.ai/v1/rerank -H "Authorization: Bearer «S:jina»" -H "Content-Type: application/json" \
  -d '{"model":"jina-reranker-v2-base-multilingual","query":"refund policy","documents":["..."],"top_n":3}'`},
	{"tavily-key", "python", 3, `from langchain_community.tools.tavily_search import TavilySearchResults
import os
os.environ["TAVILY_API_KEY"] = "«S:tvly»"
search = TavilySearchResults(max_results=‹3|5›)
agent = create_react_agent(llm, [search])`},
	{"serpapi-key", "env", 2, `# agent tools
SERPAPI_API_KEY=«S:serp»
SEARCH_ENGINE=google
SEARCH_RESULTS=‹5|8|10›`},
	{"firecrawl-key", "python", 2, `from firecrawl import FirecrawlApp
app = FirecrawlApp(api_key="«S:firecrawl»")
docs = app.crawl_url("https://docs.«K:domain»", params={"limit": ‹50|200›})`},
	{"openrouter-key", "env", 2, `OPENROUTER_API_KEY=«S:openrouter»
OPENROUTER_MODEL=‹anthropic/claude-3.5-sonnet|google/gemini-flash-1.5|mistralai/mixtral-8x7b-instruct›
APP_URL=https://«K:wclust».vercel.app`},
	{"db-password", "chat", 2, `«K:handle»: pgvector on «K:dbhost» is back up. user «K:dbuser», password «S:pw», db «K:dbname»`},
	{"hf-token", "python", 2, `from datasets import load_dataset
ds = load_dataset("«K:dataset»", split="train", token="«S:hf»")
print(ds)`},
	{"wandb-key", "shell", 2, `$ docker run --gpus all -e WANDB_API_KEY=«S:wandb» -e WANDB_PROJECT=«K:proj» -v $PWD:/work trainer:latest python /work/sweep_agent.py`},
	{"groq-key", "shell", 2, `$ GROQ_API_KEY=«S:groq» python bench/latency.py --model llama-3.1-8b-instant --n ‹100|200|500›
p50=‹212|187|240›ms p95=‹410|388|512›ms tokens/s=‹742|810|690›`},
}
