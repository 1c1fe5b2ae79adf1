package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// Value generators for heldout-cc, by the kind names the templates use.

func hccN(lo, hi int) int { return lo + rng.IntN(hi-lo+1) }

func hccUUID() string {
	return rnd(hexs, 8) + "-" + rnd(hexs, 4) + "-4" + rnd(hexs, 3) + "-" + pick([]string{"8", "9", "a", "b"}) + rnd(hexs, 3) + "-" + rnd(hexs, 12)
}

func hccSnowflake() string {
	return pick([]string{"1", "2", "3", "4", "5", "6", "7", "8", "9"}) + rnd(digits, hccN(17, 18))
}

var hccWords = []string{"Lisboa", "gradient", "Tensor", "kestrel", "pumpkin", "Falcon", "orchid", "Marmot",
	"harbour", "Llama", "quokka", "Sunset", "velvet", "Nimbus", "basalt", "cobalt", "Tofu", "Juniper",
	"meadow", "Pretzel", "saffron", "Orbit", "walrus", "Granite", "mango", "Helsinki", "Osaka", "biscuit"}

func hccPw() string {
	w := pick(hccWords)
	switch rng.IntN(7) {
	case 0:
		return hccTitle(w) + pick([]string{"#", "!", "@", "$", "%"}) + fmt.Sprint(hccN(2015, 2026))
	case 1:
		return strings.ToLower(w) + "-" + strings.ToLower(pick(hccWords)) + "-" + fmt.Sprint(hccN(1, 99))
	case 2:
		return rnd(alnum, 1) + rnd(alnum+"!#%^&*", hccN(13, 21))
	case 3:
		r := strings.NewReplacer("a", "4", "e", "3", "o", "0", "i", "1")
		return r.Replace(hccTitle(w)) + rnd(digits, 2) + pick([]string{"!", "?", "*"})
	case 4:
		return hccTitle(w) + fmt.Sprint(hccN(1, 9999)) + "!"
	case 5:
		return strings.ToLower(w) + "." + hccTitle(pick(hccWords)) + "." + rnd(digits, 3)
	default:
		return rnd(lower, 4) + rnd(digits, 2) + rnd(upper, 3) + pick([]string{"$", "_", "+"}) + rnd(alnum, hccN(4, 8))
	}
}

// hccPwURL is a password safe inside a URL's userinfo.
func hccPwURL() string {
	switch rng.IntN(3) {
	case 0:
		return hccTitle(pick(hccWords)) + rnd(digits, hccN(2, 4)) + pick([]string{"-", "_", "."}) + rnd(alnum, hccN(3, 6))
	case 1:
		return rnd(alnum, hccN(16, 28))
	default:
		return strings.ToLower(pick(hccWords)) + "_" + strings.ToLower(pick(hccWords)) + rnd(digits, 2)
	}
}

func hccOpenAI() string {
	switch rng.IntN(5) {
	case 0:
		return "sk-" + rnd(alnum, 20) + "T3BlbkFJ" + rnd(alnum, 20)
	case 1:
		return "sk-svcacct-" + rnd(b64url, hccN(56, 74)) + "T3BlbkFJ" + rnd(b64url, hccN(56, 74))
	case 2:
		return "sk-admin-" + rnd(b64url, hccN(50, 70)) + "T3BlbkFJ" + rnd(b64url, hccN(50, 70))
	default:
		return "sk-proj-" + rnd(b64url, hccN(48, 74)) + "T3BlbkFJ" + rnd(b64url, hccN(48, 74))
	}
}

func hccAnthropic() string {
	if rng.IntN(6) == 0 {
		return "sk-ant-admin01-" + rnd(b64url, 93) + "AA"
	}
	return "sk-ant-api03-" + rnd(b64url, 93) + "AA"
}

func hccRunpod() string {
	if rng.IntN(3) == 0 {
		return rnd(upper+digits, 32)
	}
	return "rpa_" + rnd(upper+digits, 46)
}

func hccTogether() string {
	if rng.IntN(2) == 0 {
		return rnd(hexs, 64)
	}
	return "tgp_v1_" + rnd(b64url, 43)
}

func hccJWTService() string {
	h := "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9"
	iat := hccN(1690000000, 1740000000)
	p := fmt.Sprintf(`{"iss":"supabase","ref":"%s","role":"service_role","iat":%d,"exp":%d}`, rnd(lower, 20), iat, iat+315360000)
	return h + "." + base64.RawURLEncoding.EncodeToString([]byte(p)) + "." + rnd(b64url, 43)
}

func hccNeptune() string {
	p := fmt.Sprintf(`{"api_address":"https://app.neptune.ai","api_url":"https://app.neptune.ai","api_key":"%s"}`, hccUUID())
	return base64.StdEncoding.EncodeToString([]byte(p))
}

func hccB64Lines(n, width int) []string {
	var out []string
	for i := 0; i < n; i++ {
		out = append(out, rnd(alnum+"+/", width))
	}
	return out
}

func hccSSHKey() string {
	lines := []string{"b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW"}
	lines = append(lines, hccB64Lines(hccN(3, 4), 70)...)
	lines = append(lines, rnd(alnum+"+/", hccN(12, 40))+"=")
	return "-----BEGIN OPENSSH PRIVATE KEY-----\n" + strings.Join(lines, "\n") + "\n-----END OPENSSH PRIVATE KEY-----"
}

func hccPEMKey() string {
	lines := []string{"MIIEow" + pick([]string{"IBAAKCAQEA", "IBAAKCAQEAx", "IBAAKCAQEAr"}) + rnd(alnum+"+/", 48)}
	lines = append(lines, hccB64Lines(hccN(6, 9), 64)...)
	lines = append(lines, rnd(alnum+"+/", hccN(20, 60))+"==")
	return "-----BEGIN RSA PRIVATE KEY-----\n" + strings.Join(lines, "\n") + "\n-----END RSA PRIVATE KEY-----"
}

// hccSAKey is a service account private_key value with JSON \n escapes.
func hccSAKey() string {
	lines := []string{"MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC" + rnd(alnum+"+/", 13)}
	lines = append(lines, hccB64Lines(hccN(5, 8), 64)...)
	lines = append(lines, rnd(alnum+"+/", hccN(16, 50))+"=")
	return "-----BEGIN PRIVATE KEY-----\\n" + strings.Join(lines, "\\n") + "\\n-----END PRIVATE KEY-----\\n"
}

func hccRecovery() string { return rnd(hexs, 5) + "-" + rnd(hexs, 5) }

func hccGCPProj() string {
	return pick([]string{"vertex-rag-prod", "ml-sandbox", "genai-evals", "acme-training"}) + "-" + rnd(digits, 4)
}

func hccHost() string {
	return fmt.Sprintf("%s-%s-%02d.%s", pick([]string{"gpu", "train", "infer", "eval"}), pick([]string{"a100", "h100", "l40s", "4090", "a6000"}),
		hccN(1, 32), pick([]string{"lab.internal", "ml.corp", "cluster.local", "dc2.acme.net"}))
}

func hccIP() string {
	return fmt.Sprintf("%d.%d.%d.%d", pick([]int{38, 69, 104, 129, 150, 185, 194, 213}), hccN(1, 254), hccN(1, 254), hccN(2, 254))
}

var hccPeople = []string{"Priya", "Jonas", "Mei", "Tomás", "Aisha", "Kenji", "Lukas", "Sofia", "Dmitri", "Fatima",
	"Ravi", "Chloé", "Noah", "Ingrid", "Mateus", "Yuki", "Oluwaseun", "Hannah", "Björn", "Camila"}

func hccHandle() string {
	p := strings.ToLower(pick(hccPeople))
	p = strings.NewReplacer("á", "a", "é", "e", "ö", "o").Replace(p)
	return p + pick([]string{"", ".k", "_ml", "-r", "42", ".s"})
}

func hccEmail() string {
	return hccHandle() + "@" + pick([]string{"acme.ai", "lumenlabs.io", "northwind-ml.com", "quantaflow.dev", "helio.health"})
}

func hccTs() string {
	return fmt.Sprintf("2024-%02d-%02dT%02d:%02d:%02dZ", hccN(1, 12), hccN(1, 28), hccN(0, 23), hccN(0, 59), hccN(0, 59))
}

func hccDate() string { return fmt.Sprintf("2024-%02d-%02d", hccN(1, 12), hccN(1, 28)) }

func hccHM() string { return fmt.Sprintf("%02d:%02d", hccN(7, 22), hccN(0, 59)) }

func hccFloat(lo, hi float64, prec int) string {
	return fmt.Sprintf("%.*f", prec, lo+rng.Float64()*(hi-lo))
}

func hccSuffix(s string) string {
	if rng.IntN(3) == 0 {
		return s + pick([]string{"-v2", "-v3", "-2024", "-exp", "-prod"})
	}
	return s
}

var hccKinds = map[string]func() string{
	// secrets
	"oai":    hccOpenAI,
	"ant":    hccAnthropic,
	"hf":     func() string { return "hf_" + rnd(upper+lower, 34) },
	"wandb":  func() string { return rnd(hexs, 40) },
	"cohere": func() string { return rnd(alnum, 40) },
	"repl":   func() string { return "r8_" + rnd(alnum, 37) },
	"pcsk":   func() string { return "pcsk_" + rnd(alnum, 5) + "_" + rnd(alnum, 58) },
	"pcuuid": hccUUID,
	"weav":   func() string { return rnd(alnum, hccN(32, 48)) },
	"qdrant": func() string { return rnd(alnum+"-_", hccN(36, 48)) },
	"runpod": hccRunpod,
	"lambda": func() string {
		return "secret_" + pick([]string{"ml-team", "trainer", "mykey", "infra"}) + "_" + rnd(hexs, 32) + "." + rnd(alnum, 32)
	},
	"vast":     func() string { return rnd(hexs, 64) },
	"groq":     func() string { return "gsk_" + rnd(alnum, 52) },
	"mistral":  func() string { return rnd(alnum, 32) },
	"together": hccTogether,
	"gemini":   func() string { return "AIzaSy" + rnd(b64url, 33) },
	"pplx":     func() string { return "pplx-" + rnd(alnum, 48) },
	"xai":      func() string { return "xai-" + rnd(alnum, 80) },
	"deepseek": func() string { return "sk-" + rnd(hexs, 32) },
	"fw":       func() string { return "fw_" + rnd(alnum, 24) },
	"lsv2":     func() string { return "lsv2_" + pick([]string{"pt", "sk"}) + "_" + rnd(hexs, 32) + "_" + rnd(hexs, 10) },
	"lfsk":     func() string { return "sk-lf-" + hccUUID() },
	"eleven":   func() string { return "sk_" + rnd(hexs, 48) },
	"deepgram": func() string { return rnd(hexs, 40) },
	"assembly": func() string { return rnd(hexs, 32) },
	"azoai":    func() string { return rnd(hexs, 32) },
	"comet":    func() string { return rnd(alnum, 25) },
	"neptune":  hccNeptune,
	"kaggle":   func() string { return rnd(hexs, 32) },
	"ghp":      func() string { return "ghp_" + rnd(alnum, 36) },
	"ghpat":    func() string { return "github_pat_11" + rnd(upper+digits, 20) + "_" + rnd(alnum, 59) },
	"akia":     func() string { return pick([]string{"AKIA", "AKIA", "ASIA"}) + rnd(upper+"234567", 16) },
	"awssec":   func() string { return rnd(alnum+"/+", 40) },
	"slackhook": func() string {
		return "https://hooks.slack.com/services/T" + rnd(upper+digits, hccN(8, 10)) + "/B" + rnd(upper+digits, 10) + "/" + rnd(alnum, 24)
	},
	"dischook": func() string { return "https://discord.com/api/webhooks/" + hccSnowflake() + "/" + rnd(b64url, 68) },
	"xoxb": func() string {
		return "xoxb-" + rnd(digits, hccN(11, 13)) + "-" + rnd(digits, 13) + "-" + rnd(alnum, 24)
	},
	"discord":    hccDiscordToken,
	"nvapi":      func() string { return "nvapi-" + rnd(b64url, 64) },
	"openrouter": func() string { return "sk-or-v1-" + rnd(hexs, 64) },
	"voyage":     func() string { return "pa-" + rnd(b64url, 43) },
	"jina":       func() string { return "jina_" + rnd(alnum, 60) },
	"tvly":       func() string { return "tvly-" + rnd(alnum, 32) },
	"serp":       func() string { return rnd(hexs, 64) },
	"firecrawl":  func() string { return "fc-" + rnd(hexs, 32) },
	"glpat":      func() string { return "glpat-" + rnd(alnum+"-_", 20) },
	"argkey":     func() string { return rnd(b64url, hccN(40, 56)) },
	"pw":         hccPw,
	"pwu":        hccPwURL,
	"pin":        func() string { return rnd(digits, hccN(4, 6)) },
	"door":       func() string { return rnd(digits, hccN(4, 6)) + pick([]string{"", "", "#"}) },
	"jwt":        hccJWTService,
	"jupy":       func() string { return rnd(hexs, 48) },
	"ngrok":      func() string { return "2" + rnd(alnum, 26) + "_" + rnd(alnum, 21) },
	"totp":       func() string { return rnd(b32, 32) },
	"rcode":      hccRecovery,
	"pkid":       func() string { return rnd(hexs, 40) },
	"sshkey":     hccSSHKey,
	"pemkey":     hccPEMKey,
	"sakey":      hccSAKey,
	"whsec":      func() string { return "whsec_" + rnd(alnum+"+/", 32) },
	"hmac":       func() string { return rnd(hexs, 64) },
	"fernet":     func() string { return rnd(b64url, 43) + "=" },
	"django":     func() string { return "django-insecure-" + rnd(lower+digits+"!@#%^&*(-_=+)", 50) },
	"litemk":     func() string { return "sk-" + rnd(alnum, hccN(20, 32)) },
	"lskey":      func() string { return rnd(hexs, 40) },
	"magic":      func() string { return rnd(b64url, hccN(32, 48)) },
	"cookie":     func() string { return rnd(b64url, hccN(40, 64)) },
	"wifi":       hccPw,
	"redispw":    func() string { return rnd(alnum, hccN(24, 32)) },
	// values to keep
	"person": func() string { return pick(hccPeople) },
	"handle": hccHandle,
	"email":  hccEmail,
	"host":   hccHost,
	"ip":     hccIP,
	"unix":   func() string { return pick([]string{"ubuntu", "mlops", "jovyan", "trainer", "evalbot", "researcher"}) },
	"dbuser": func() string {
		return pick([]string{"rag_app", "mlflow", "vector_rw", "pgvector_svc", "evals_rw", "langfuse"})
	},
	"dbhost": func() string {
		return pick([]string{"pg-vec-01.internal", "mlflow-db.ml.corp", "db.rag-staging.local", "10.40.2.17"})
	},
	"dbname": func() string { return pick([]string{"embeddings", "ragdb", "mlflow", "evals", "kb_prod"}) },
	"proj": func() string {
		return hccSuffix(pick([]string{"llm-finetune", "rag-eval", "sft-llama3", "dpo-sweeps", "whisper-ft", "sdxl-lora", "reranker-distill", "embed-bench"}))
	},
	"entity": func() string {
		return pick([]string{"acme-ml", "nlp-team", "vision-lab", "applied-ai", "research-infra", "lumen-research"})
	},
	"index": func() string {
		return hccSuffix(pick([]string{"docs-prod", "support-kb", "legal-rag", "product-search", "faq-embeddings", "tickets-semantic"}))
	},
	"coll": func() string {
		return hccSuffix(pick([]string{"kb_chunks", "support_docs", "code_snippets", "papers_2024", "product_catalog"}))
	},
	"model": func() string {
		return pick([]string{"meta-llama/Llama-3.1-8B-Instruct", "mistralai/Mistral-7B-Instruct-v0.3", "Qwen/Qwen2.5-7B-Instruct", "google/gemma-2-9b-it", "microsoft/Phi-3-mini-4k-instruct", "meta-llama/Meta-Llama-3-70B-Instruct"})
	},
	"hfrepo": func() string {
		return pick([]string{"acme-ml", "lumen-research", "nlp-team"}) + "/" + pick([]string{"llama3-8b-sft", "qwen-support-lora", "mistral-dpo", "whisper-small-de", "reranker-mini"}) + "-v" + fmt.Sprint(hccN(1, 9))
	},
	"dataset": func() string {
		return pick([]string{"acme-ml/support-tickets-2024", "HuggingFaceH4/ultrachat_200k", "tatsu-lab/alpaca", "lumen-research/contracts-qa", "nlp-team/de-news-summ"})
	},
	"org":    func() string { return "org-" + rnd(alnum, 24) },
	"region": func() string { return pick([]string{"us-east-1", "us-west-2", "eu-central-1", "eu-west-1"}) },
	"bucket": func() string {
		return pick([]string{"acme-ml-artifacts", "ckpt-bucket-eu", "lumen-models", "rag-eval-results"})
	},
	"gcpproj": hccGCPProj,
	"saemail": hccSAEmail,
	"loginuser": func() string {
		return pick([]string{"admin", "owner", "annotator", "mlflow-admin", "grafana", "labeler01", "webui-admin", "argilla"})
	},
	"tool": func() string {
		return pick([]string{"Label Studio", "Argilla", "the MLflow UI", "Open WebUI", "Grafana (GPU metrics)", "the Gradio demo", "JupyterHub"})
	},
	"wclust": func() string {
		return pick([]string{"rag-demo", "kb-prod", "semantic-search", "support-bot"}) + "-" + rnd(lower+digits, 6)
	},
	"azres": func() string {
		return pick([]string{"acme-oai-eastus", "lumen-openai-swe", "rag-aoai-prod", "ml-aoai-dev"})
	},
	"azdep": func() string {
		return pick([]string{"gpt-4o-prod", "gpt4o-mini", "text-embedding-3-large", "gpt-35-turbo-16k"})
	},
	"rpend": func() string { return rnd(lower+digits, 14) },
	"podname": func() string {
		return pick([]string{"sft-run", "eval-box", "vllm-serve", "lora-sweep", "comfy"}) + "-" + rnd(digits, 2)
	},
	"ns": func() string { return pick([]string{"ml-serving", "rag-prod", "llm-gateway", "evals"}) },
	"repo": func() string {
		return pick([]string{"rag-service", "eval-harness", "llm-gateway", "finetune-scripts", "notebooks"})
	},
	"ssid": func() string { return pick([]string{"ML-Offsite", "Lab-5G", "AcmeGuest", "Hackathon-2024", "GPU-Lab"}) },
	"cfg": func() string {
		return pick([]string{"sft_llama3_8b", "dpo_mistral", "qlora_qwen7b", "whisper_de", "reranker_base"})
	},
	"domain": func() string { return pick([]string{"acme.ai", "lumenlabs.io", "northwind-ml.com"}) },
	// ordinary values, not labelled
	"runid":    func() string { return rnd(lower+digits, 8) },
	"sha":      func() string { return rnd(hexs, 40) },
	"sha7":     func() string { return rnd(hexs, 7) },
	"sha256":   func() string { return rnd(hexs, 64) },
	"uuid":     hccUUID,
	"reqid":    func() string { return "req_" + rnd(hexs, 32) },
	"antreq":   func() string { return "req_011C" + rnd(alnum, 20) },
	"msgid":    func() string { return "msg_01" + rnd(alnum, 22) },
	"chatcmp":  func() string { return "chatcmpl-" + rnd(alnum, 29) },
	"trace":    func() string { return rnd(hexs, 32) },
	"seed":     func() string { return fmt.Sprint(pick([]int{0, 7, 42, 1234, 1337, 2024, 31337})) },
	"lr":       func() string { return pick([]string{"1e-5", "2e-5", "5e-5", "1e-4", "2e-4", "3e-4"}) },
	"loss":     func() string { return hccFloat(0.2, 2.5, 4) },
	"score":    func() string { return hccFloat(0.4, 0.95, 3) },
	"step":     func() string { return fmt.Sprint(hccN(100, 48000)) },
	"num":      func() string { return fmt.Sprint(hccN(1000, 9999)) },
	"small":    func() string { return fmt.Sprint(hccN(2, 64)) },
	"usd":      func() string { return hccFloat(12, 4800, 2) },
	"snow":     hccSnowflake,
	"projid":   func() string { return "proj_" + rnd(alnum, 24) },
	"fileid":   func() string { return "file-" + rnd(alnum, 22) },
	"batchid":  func() string { return "batch_" + rnd(hexs, 32) },
	"ts":       hccTs,
	"date":     hccDate,
	"hm":       hccHM,
	"pod":      func() string { return rnd(lower+digits, 14) },
	"hex4":     func() string { return rnd(hexs, 4) },
	"clientid": func() string { return "1" + rnd(digits, 20) },
	"last4":    func() string { return rnd(alnum, 4) },
	"gpuuuid":  func() string { return "GPU-" + hccUUID() },
	"b64img":   func() string { return "iVBORw0KGgoAAAANSUhEUgAAA" + rnd(alnum+"+/", hccN(60, 120)) },
	"b64pub":   func() string { return rnd(alnum+"+/", 43) },
	"inst":     func() string { return fmt.Sprint(hccN(1000000, 9999999)) },
	"ver":      func() string { return fmt.Sprintf("%d.%d.%d", hccN(0, 4), hccN(0, 40), hccN(0, 12)) },
	"acct":     func() string { return rnd(digits, 12) },
	"ticket": func() string {
		return pick([]string{"MLOPS", "ML", "INFRA", "SEC", "RAG"}) + "-" + fmt.Sprint(hccN(100, 4999))
	},
	"phone": func() string { return fmt.Sprintf("+1 415 %03d %04d", hccN(200, 999), hccN(0, 9999)) },
}

func hccTitle(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
