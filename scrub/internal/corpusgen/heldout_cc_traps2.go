package main

// Traps (no secret) in conversation: rotations, policies, masked keys, ids, invoices, memories.

var hccTrap2Tpls = []hccTpl{
	{"trap-rotation-talk", "chat", 5, `#sec-incidents
«P:handle:a»: ‹rotated the OpenAI key at «P:hm». new one is in 1Password under "ML / OpenAI prod"|rolled the Anthropic key at «P:hm», new one is in 1Password under "ML / Anthropic"|revoked the leaked HF token at «P:hm». the new one is in 1Password under "ML / HF org"›
«P:handle:b»: 👍 do I need to update anything?
«R:a»: ‹only if you run evals locally, CI already picks it up from secrets|pull the new one with ‵op read op://ML/OpenAI prod/credential‵|nope, the gateway reads it from vault›`},
	{"trap-password-talk", "chat", 4, `«P:handle:a»: I reset your ‹JupyterHub|MLflow|Label Studio› password, you'll get an email with a link
«P:handle:b»: thx. any rules?
«R:a»: at least ‹12|14|16› chars, one number, and it can't be the same as the last ‹3|5›. ‹2FA is mandatory from Monday.|SSO is coming next quarter.|›`},
	{"trap-masked-key", "chat", 4, `«P:handle»: which key is the eval runner using? the dashboard shows ‹sk-proj-…«P:last4»|sk-ant-api03-…«P:last4»AA|hf_…«P:last4»›
«P:handle»: that's the old one, the new one ends in «P:last4». I'll swap it ‹after lunch|tonight|once the sweep finishes›`},
	{"trap-redacted", "log", 4, `«P:ts» INFO  gateway  provider=‹openai|anthropic|cohere› model=‹gpt-4o|claude-3-5-sonnet|command-r-plus› api_key=‹[REDACTED]|****|<redacted>|sk-***› status=200 latency_ms=«P:num» request_id=«P:reqid»
«P:ts» INFO  gateway  provider=‹openai|anthropic|cohere› api_key=‹[REDACTED]|****|<redacted>› status=‹200|429› latency_ms=«P:num»`},
	{"trap-secret-location", "chat", 4, `«P:handle»: where do I get the ‹Pinecone|Qdrant|Weaviate› key for staging?
«P:handle»: ‹it's in 1Password, vault "ML Infra"|vault kv get secret/ml/vector-db/staging|ask Lukas, he's the owner, it's in Doppler project rag-staging|it's in the k8s secret vector-db in «P:ns»›`},
	{"trap-key-policy", "markdown", 3, `## API key policy (ML team)

- One key per service and environment, never shared between people.
- Keys live in ‹1Password|Vault|Doppler›; CI reads them from repo secrets.
- HF tokens: fine-grained, read-only unless you push models, expire after ‹30|90› days.
- If a key leaks: revoke it first, then tell #sec-incidents, then rotate dependants.
- Never paste keys into notebooks that get committed (use ‵userdata.get‵ / ‵getpass‵).`},
	{"trap-invoice", "mail", 4, `Subject: Your ‹RunPod|Lambda|Vast.ai› invoice ‹INV-|#›«P:num»«P:small»

Hi «P:person»,

Invoice «P:num»-«P:num» for ‹September|October|November› 2024 is ready.
Amount due: $«P:usd»
Account: «P:email»
Payment method: Visa ending «P:num»

Questions? Reply to this email or open a ticket.`},
	{"trap-org-id", "chat", 4, `«P:handle»: for the usage export I need the org and project ids, not the key
«P:handle»: org is «P:org», project «P:projid» (‹rag-prod|eval|sandbox›)`},
	{"trap-cost-report", "markdown", 3, `### LLM spend – ‹week 41|September|Q3›
| provider | project | spend | Δ |
|---|---|---|---|
| OpenAI | «P:projid» | $«P:usd» | ‹+12%|-4%|+31%› |
| Anthropic | ‹rag-prod|evals› | $«P:usd» | ‹+3%|-18%› |
| Together | ‹batch-distill|synthetic-data› | $«P:usd» | ‹new|+2%› |
Biggest driver: ‹the judge model on nightly evals|re-embedding the KB with 3-large|the DPO data generation›.`},
	{"trap-ticket", "ticket", 4, `«P:ticket»: ‹Rotate Cohere key after contractor offboarding|Move W&B key to Vault|HF token for CI expires Friday›
Priority: ‹High|Medium›   Reporter: «P:handle»
Steps:
1. Create a new key in the ‹vendor console|W&B settings|HF settings›, name it ‹ci-«P:date»|svc-evals›
2. Update the secret ‹llm-keys|wandb|hf-ci› in «P:ns» (do NOT paste it here)
3. Revoke the old key, confirm nightly job passes`},
	{"trap-memory", "memory", 4, `User ‹prefers|wants› ‹Claude for summarisation and GPT-4o-mini for classification|results in a markdown table|runs logged to W&B project «P:proj»›. Their OpenAI key is stored in ‹the OPENAI_API_KEY env var|1Password ("ML / personal")|~/.config/openai (not shared with me)›; never ask them to paste it.`},
	{"trap-memory", "memory", 3, `Project notes: vector store is ‹Qdrant|Pinecone|pgvector› (collection «P:coll»), embedding dim ‹768|1024|1536›, reranker cohere rerank-english-v3.0. GPU box «P:host» is reserved by «P:person» until «P:date».`},
	{"trap-meeting-notes", "markdown", 4, `# Eval sync «P:date»
Attendees: «P:person», «P:person», «P:person»
- faithfulness on «P:dataset» ‹up|down› to «P:score» (judge: gpt-4o)
- ‹RunPod|Lambda› bill was $«P:usd» last month → move sweeps to spot
- Action: «P:person» to rotate the shared ‹W&B|Cohere› key (old one was in a screenshot)
- Next: try ‹Qwen2.5-7B|Llama-3.1-8B› as cheaper judge`},
	{"trap-password-talk", "mail", 3, `Subject: ‹Argilla|Label Studio|JupyterHub› accounts for annotators

Hi all,

accounts for the new annotators are created. Everyone gets a one-time invite by email and sets their own password (min. ‹12|14› characters). I don't know your passwords and nobody from the team will ever ask for them.

If the invite expired, ping «P:person» and she'll resend it.`},
	{"trap-hf-api", "shell", 3, `$ huggingface-cli whoami
«P:handle»
orgs:  «P:entity»,‹huggingface-projects|EleutherAI|bigscience›
$ huggingface-cli login
Enter your token (input will not be visible):`},
	{"trap-phone", "chat", 3, `«P:handle»: if the ‹H100 node|cluster|training job› goes down over the weekend call the on-call: «P:phone» (‹Ravi|Ingrid|Noah›)
«P:handle»: datacenter ticket ref is «P:ticket», contract id «P:acct»`},
	{"trap-version", "shell", 3, `$ pip freeze | grep -Ei "torch|transformers|vllm|openai|anthropic|langchain"
torch==2.‹3.1|4.0|5.1›
transformers==4.‹44.2|45.1|46.0›
vllm==0.‹5.4|6.3.post1›
openai==1.‹40.6|51.2|54.4›
anthropic==0.‹34.2|39.0›
langchain==0.‹2.16|3.7›`},
	{"trap-trace-id", "json", 3, `{"trace_id": "«P:trace»", "span_id": "«P:runid»«P:runid»", "name": "‹RetrievalQA|AgentExecutor|ChatOpenAI›", "run_type": "‹chain|llm|retriever›", "start_time": "«P:ts»", "parent_run_id": "«P:uuid»", "session_name": "«P:proj»", "tags": ["‹prod|eval|canary›"]}`},
	{"trap-masked-key", "yaml", 3, `# output of ‵litellm --config config.yaml --detailed_debug‵ (keys masked)
model_list:
  - model_name: gpt-4o
    litellm_params: {model: openai/gpt-4o, api_key: "sk-proj-****«P:last4»"}
  - model_name: claude
    litellm_params: {model: anthropic/claude-3-5-sonnet-20241022, api_key: "sk-ant-****«P:last4»"}`},
	{"trap-discussion", "chat", 3, `«P:handle»: does anyone know if the W&B API key is per user or per team?
«P:handle»: per user. service accounts get their own key, that's what CI should use
«P:handle»: and it's 40 hex chars, so if you see that in a config it's probably a key → don't commit`},
	{"trap-seed-numbers", "log", 3, `step «P:step» | loss «P:loss» | lr «P:lr» | grad_norm ‹0.41|1.87|0.93› | tokens/s «P:num»«P:small» | seed «P:seed»
step «P:step» | loss «P:loss» | lr «P:lr» | grad_norm ‹0.38|2.02|0.77› | tokens/s «P:num»«P:small»
eval | step «P:step» | val_loss «P:loss» | ppl ‹4.81|7.33|12.9› | checkpoint saved to s3://«P:bucket»/«P:proj»/step-«P:step»`},
	{"trap-embedding", "notebook", 3, `In [‹8|14|21›]: emb = client.embeddings.create(model="text-embedding-3-small", input=["‹refund policy|reset password|api key rotation›"]).data[0].embedding
In [‹9|15|22›]: len(emb), emb[:4]
Out[‹9|15|22›]: (1536, [-0.0‹1|2›«P:num», 0.00«P:num», ‹-|›0.0‹3|4›«P:num», 0.01«P:num»])`},
}
