package main

// Code and notebooks: Python cells and their outputs, LangChain, LlamaIndex, SDK clients, JS/TS, Go.

var hccCodeTpls = []hccTpl{
	{"openai-key", "notebook", 3, `In [‹3|4|7|12›]: import os
    ...: os.environ["OPENAI_API_KEY"] = "«S:oai»"
    ...: from openai import OpenAI
    ...: client = OpenAI()
    ...: client.models.list().data[:3]
Out[‹3|4|7|12›]: [Model(id='gpt-4o-mini', created=1721172741, object='model', owned_by='system'), ...]`},
	{"hf-token", "python", 3, `# ‹Colab cell|cell 2 - auth|setup›
!pip install -q transformers accelerate bitsandbytes peft
from huggingface_hub import login
login(token="«S:hf»")‹  # write token, needed for push| # TODO use userdata.get|›
model_id = "«K:model»"`},
	{"wandb-key", "python", 3, `import wandb

wandb.login(key="«S:wandb»")
run = wandb.init(
    project="«K:proj»",
    entity="«K:entity»",
    config={"lr": «P:lr», "seed": «P:seed», "epochs": ‹1|3|5›},
)`},
	{"openai-key", "python", 3, `from langchain_openai import ChatOpenAI, OpenAIEmbeddings
from langchain_pinecone import PineconeVectorStore

llm = ChatOpenAI(model="gpt-4o-mini", api_key="«S:oai:k»", temperature=0)
emb = OpenAIEmbeddings(model="text-embedding-3-small", api_key="«R:k»")
vs = PineconeVectorStore(index_name="«K:index»", embedding=emb, pinecone_api_key="«S:pcsk»")
retriever = vs.as_retriever(search_kwargs={"k": ‹4|5|8›})`},
	{"anthropic-key", "python", 3, `from llama_index.llms.anthropic import Anthropic
from llama_index.core import Settings, VectorStoreIndex, SimpleDirectoryReader

Settings.llm = Anthropic(model="claude-3-5-sonnet-20241022", api_key="«S:ant»")
docs = SimpleDirectoryReader("data/«K:coll»").load_data()
index = VectorStoreIndex.from_documents(docs)
print(index.as_query_engine().query("‹What is the refund policy?|Summarise the onboarding doc|Who owns the billing service?›"))`},
	{"qdrant-key", "python", 3, `from qdrant_client import QdrantClient
from qdrant_client.models import Distance, VectorParams

client = QdrantClient(
    url="https://«P:uuid».‹us-east4-0.gcp|eu-central-1-0.aws›.cloud.qdrant.io:6333",
    api_key="«S:qdrant»",
)
client.create_collection("«K:coll»", vectors_config=VectorParams(size=‹768|1024|1536›, distance=Distance.COSINE))`},
	{"weaviate-key", "python", 2, `import weaviate
from weaviate.classes.init import Auth

client = weaviate.connect_to_weaviate_cloud(
    cluster_url="«K:wclust».c0.europe-west3.gcp.weaviate.cloud",
    auth_credentials=Auth.api_key("«S:weav»"),
    headers={"X-OpenAI-Api-Key": "«S:oai»"},
)
print(client.is_ready())`},
	{"cohere-key", "python", 3, `import cohere
co = cohere.ClientV2("«S:cohere»")‹  # trial key, 1000 calls/mo|›
res = co.rerank(model="rerank-english-v3.0", query=q, documents=docs, top_n=‹3|5|10›)
for r in res.results:
    print(r.index, round(r.relevance_score, 3))`},
	{"replicate-token", "python", 3, `import os, replicate
os.environ["REPLICATE_API_TOKEN"] = "«S:repl»"
out = replicate.run(
    "black-forest-labs/flux-schnell",
    input={"prompt": "‹a watercolor fox|isometric server room, soft light|product photo of a ceramic mug›", "num_outputs": 1},
)
print(out)`},
	{"openai-key", "typescript", 3, `import OpenAI from "openai";

const openai = new OpenAI({
  apiKey: "«S:oai»",
  organization: "«K:org»",
});

const res = await openai.chat.completions.create({
  model: "gpt-4o",
  messages: [{ role: "user", content: prompt }],
});`},
	{"runpod-key", "python", 3, `import runpod
runpod.api_key = "«S:runpod»"

pod = runpod.create_pod(
    name="«K:podname»",
    image_name="runpod/pytorch:2.1.0-py3.10-cuda11.8.0-devel-ubuntu22.04",
    gpu_type_id="NVIDIA ‹A100 80GB PCIe|H100 80GB HBM3|RTX A6000›",
    volume_in_gb=‹50|100|200›,
)
print(pod["id"])`},
	{"groq-key", "python", 3, `from groq import Groq

client = Groq(api_key="«S:groq»")
chat = client.chat.completions.create(
    model="llama-3.1-‹8b-instant|70b-versatile›",
    messages=[{"role": "user", "content": "‹ping|say hi|Explain LoRA in one line›"}],
)`},
	{"gemini-key", "python", 3, `import google.generativeai as genai

genai.configure(api_key="«S:gemini»")
model = genai.GenerativeModel("gemini-1.5-‹flash|pro›")
resp = model.generate_content("‹Classify this ticket:|Extract the invoice total:|Translate to German:› " + text)`},
	{"jupyter-token", "python", 3, `# ~/.jupyter/jupyter_server_config.py on «K:host»
c.ServerApp.ip = '0.0.0.0'
c.ServerApp.port = ‹8888|8890|9999›
c.ServerApp.token = '«S:jupy»'
c.ServerApp.open_browser = False
c.ServerApp.root_dir = '/home/«K:unix»/work'`},
	{"openai-key", "python", 2, `import dspy

lm = dspy.LM("openai/gpt-4o-mini", api_key="«S:oai»", max_tokens=‹512|1024|2000›)
dspy.configure(lm=lm)
qa = dspy.ChainOfThought("question -> answer")`},
	{"mistral-key", "python", 2, `from mistralai import Mistral
client = Mistral(api_key="«S:mistral»")
r = client.chat.complete(model="mistral-‹small|large›-latest", messages=[{"role": "user", "content": q}])`},
	{"openai-key", "go", 2, `package main

import (
	"github.com/openai/openai-go"
	"github.com/openai/openai-go/option"
)

func newClient() *openai.Client {
	return openai.NewClient(option.WithAPIKey("«S:oai»"))
}`},
	{"anthropic-key", "javascript", 3, `import { ChatAnthropic } from "@langchain/anthropic";

const model = new ChatAnthropic({
  model: "claude-3-haiku-20240307",
  anthropicApiKey: "«S:ant»",
  temperature: 0,
});`},
	{"hf-token", "notebook", 2, `In [5]: %env
Out[5]:
{'HOSTNAME': '«K:host»',
 'CUDA_VISIBLE_DEVICES': '‹0|0,1|0,1,2,3›',
 'HF_TOKEN': '«S:hf»',
 'WANDB_API_KEY': '«S:wandb»',
 'PATH': '/opt/conda/bin:/usr/local/sbin:/usr/local/bin:/usr/bin',
 'PYTHONUNBUFFERED': '1'}`},
	{"together-key", "python", 2, `from together import Together
client = Together(api_key="«S:together»")
resp = client.chat.completions.create(model="meta-llama/Llama-3.3-70B-Instruct-Turbo", messages=msgs)`},
	{"openai-key", "notebook", 3, `diff --git a/notebooks/‹rag_baseline|eval_judge|chunking_exp›.ipynb b/notebooks/‹rag_baseline|eval_judge|chunking_exp›.ipynb
@@ -41,7 +41,7 @@
     "import openai\n",
-    "openai.api_key = os.getenv(\"OPENAI_API_KEY\")\n",
+    "openai.api_key = \"«S:oai»\"\n",
     "judge_model = \"gpt-4o\"\n",`},
	{"pinecone-key", "python", 3, `from pinecone import Pinecone

pc = Pinecone(api_key="«S:pcuuid»")  # ‹old-style key from the starter project|legacy key, still works›
index = pc.Index("«K:index»")
index.upsert(vectors=batch, namespace="‹default|en|tenant-17›")`},
	{"elevenlabs-key", "python", 2, `from elevenlabs.client import ElevenLabs
client = ElevenLabs(api_key="«S:eleven»")
audio = client.text_to_speech.convert(voice_id=voice_id, text=reply, model_id="eleven_multilingual_v2")`},
	{"hf-token", "python", 3, `import requests

API_URL = "https://«P:rpend».us-east-1.aws.endpoints.huggingface.cloud"
headers = {"Authorization": "Bearer «S:hf»", "Content-Type": "application/json"}

def query(payload):
    return requests.post(API_URL, headers=headers, json=payload).json()`},
	{"langsmith-key", "python", 2, `import os
os.environ["LANGCHAIN_TRACING_V2"] = "true"
os.environ["LANGCHAIN_API_KEY"] = "«S:lsv2»"
os.environ["LANGCHAIN_PROJECT"] = "«K:proj»"`},
	{"neptune-token", "python", 2, `import neptune

run = neptune.init_run(
    project="«K:entity»/«K:proj»",
    api_token="«S:neptune»",
    tags=["‹baseline|lora|full-ft›"],
)`},
	{"kaggle-key", "notebook", 2, `# download competition data
import os
os.environ["KAGGLE_USERNAME"] = "«K:handle»"
os.environ["KAGGLE_KEY"] = "«S:kaggle»"
!kaggle competitions download -c ‹llm-detect-ai-generated-text|lmsys-chatbot-arena|eedi-mining-misconceptions›`},
	{"aws-key", "python", 3, `import boto3

bedrock = boto3.client(
    "bedrock-runtime",
    region_name="«K:region»",
    aws_access_key_id="«S:akia»",
    aws_secret_access_key="«S:awssec»",
)`},
	{"azure-openai-key", "python", 2, `from openai import AzureOpenAI

client = AzureOpenAI(
    azure_endpoint="https://«K:azres».openai.azure.com",
    api_key="«S:azoai»",
    api_version="2024-06-01",
)`},
	{"xai-key", "python", 2, `from openai import OpenAI
client = OpenAI(base_url="https://api.x.ai/v1", api_key="«S:xai»")
print(client.chat.completions.create(model="grok-beta", messages=m).choices[0].message.content)`},
	{"deepseek-key", "python", 2, `client = OpenAI(api_key="«S:deepseek»", base_url="https://api.deepseek.com")
r = client.chat.completions.create(model="deepseek-chat", messages=[{"role": "user", "content": prompt}])`},
	{"perplexity-key", "shell", 2, `curl -s https://api.perplexity.ai/chat/completions \
  -H "Authorization: Bearer «S:pplx»" \
  -H "Content-Type: application/json" \
  -d '{"model":"llama-3.1-sonar-small-128k-online","messages":[{"role":"user","content":"latest vllm release?"}]}'`},
	{"langfuse-key", "python", 2, `from langfuse import Langfuse

langfuse = Langfuse(
    secret_key="«S:lfsk»",
    host="https://cloud.langfuse.com",
)
trace = langfuse.trace(name="«K:proj»")`},
}
