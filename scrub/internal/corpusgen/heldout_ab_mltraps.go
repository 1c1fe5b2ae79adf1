package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// ML and data traps: hashes, run and experiment ids, checkpoints, embeddings, notebook outputs,
// tracebacks and configs that read their secrets from elsewhere.

func habFloats(n int) string {
	var xs []string
	for range n {
		xs = append(xs, fmt.Sprintf("%.4f", rng.Float64()*2-1))
	}
	return strings.Join(xs, ", ")
}

func habRunName() string {
	return habP([]string{"glowing", "fiery", "misty", "silent", "eager", "royal", "polished"}) + "-" +
		habP([]string{"sunset", "river", "dawn", "galaxy", "pine", "wave", "meadow"}) + "-" + fmt.Sprint(habN(1, 400))
}

func habMLTraps() []Sample {
	tpl := []func() (string, string){
		func() (string, string) {
			return fmt.Sprintf("model.safetensors  sha256: %s  (%.2f GB)", habHex(64), rng.Float64()*9+1), "note"
		},
		func() (string, string) {
			return fmt.Sprintf("model = AutoModel.from_pretrained(\"bert-base-uncased\", revision=\"%s\")", habHex(40)), "python"
		},
		func() (string, string) {
			return fmt.Sprintf("ds = load_dataset(\"%s\", split=\"train[:%d%%]\")\nprint(ds)", habP([]string{"squad_v2", "imdb", "glue", "allenai/c4", "HuggingFaceFW/fineweb-edu"}), habN(1, 30)), "python"
		},
		func() (string, string) {
			id := habR(lower+digits, 8)
			return fmt.Sprintf("wandb: Tracking run with wandb version 0.17.%d\nwandb: Run data is saved locally in ./wandb/run-%s_%06d-%s\nwandb: 🚀 View run %s at: https://wandb.ai/acme-ml/ranker/runs/%s", habN(0, 9), strings.ReplaceAll(habDate(), "-", ""), habN(0, 23)*10000+habN(0, 59)*100+habN(0, 59), id, habRunName(), id), "log"
		},
		func() (string, string) {
			r := habHex(32)
			return fmt.Sprintf("Run ID: %s\nExperiment ID: %d\nmodel_uri = \"runs:/%s/model\"", r, habN(100000000, 999999999), r), "log"
		},
		func() (string, string) {
			return fmt.Sprintf("saved checkpoint to outputs/checkpoint-%d/ (epoch=%02d-val_loss=%.4f.ckpt)", habN(1, 90)*500, habN(1, 30), rng.Float64()), "log"
		},
		func() (string, string) {
			return fmt.Sprintf(">>> emb[0][:8]\narray([%s], dtype=float32)", habFloats(8)), "python-repl"
		},
		func() (string, string) {
			return fmt.Sprintf("tensor([[%s],\n        [%s]], device='cuda:0', grad_fn=<AddmmBackward0>)", habFloats(4), habFloats(4)), "python-repl"
		},
		func() (string, string) {
			png := base64.StdEncoding.EncodeToString(append([]byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR"), []byte(habR(alnum, habN(60, 90)))...))
			return fmt.Sprintf("{\n \"output_type\": \"display_data\",\n \"data\": {\n  \"image/png\": \"%s\",\n  \"text/plain\": [\"<Figure size 640x480 with 1 Axes>\"]\n },\n \"metadata\": {}\n}", png), "ipynb"
		},
		func() (string, string) {
			return fmt.Sprintf("Traceback (most recent call last):\n  File \"train.py\", line %d, in <module>\n    loss.backward()\ntorch.OutOfMemoryError: CUDA out of memory. Tried to allocate %.2f GiB. GPU 0 has a total capacity of 79.15 GiB of which %.2f MiB is free.", habN(50, 400), rng.Float64()*4, rng.Float64()*900), "python-traceback"
		},
		func() (string, string) {
			return fmt.Sprintf("RuntimeError: mat1 and mat2 shapes cannot be multiplied (%dx%d and %dx%d)", habN(8, 64), habN(128, 1024), habN(128, 1024), habN(2, 50)), "python-traceback"
		},
		func() (string, string) {
			return fmt.Sprintf("AIRFLOW_CONN_WAREHOUSE='postgres://etl:${WAREHOUSE_PASSWORD}@%s:5432/analytics'", habHost()), "dotenv"
		},
		func() (string, string) {
			return fmt.Sprintf("analytics:\n  outputs:\n    prod:\n      type: snowflake\n      account: \"{{ env_var('SNOWFLAKE_ACCOUNT') }}\"\n      user: \"{{ env_var('DBT_USER') }}\"\n      password: \"{{ env_var('DBT_PASSWORD') }}\"\n      threads: %d", habN(4, 16)), "yaml"
		},
		func() (string, string) {
			return fmt.Sprintf("Query ID: %s-%s-%s-0000-%s\nRows produced: %d, elapsed %.1fs", habHex(8), habHex(4), habHex(4), habHex(12), habN(1, 900000), rng.Float64()*60), "log"
		},
		func() (string, string) {
			return fmt.Sprintf("Waiting on bquxjob_%s_%s ... (%ds) Current status: DONE", habHex(8), habHex(11), habN(1, 40)), "shell"
		},
		func() (string, string) {
			return fmt.Sprintf("cluster_id: %02d%02d-%06d-%s\nspark_version: 14.3.x-scala2.12\nnode_type_id: Standard_NC6s_v3\nnum_workers: %d", habN(1, 12), habN(1, 28), habN(0, 235959), habR(lower+digits, 8), habN(1, 16)), "yaml"
		},
		func() (string, string) {
			app := fmt.Sprintf("application_%d_%04d", 1700000000000+rng.IntN(90000000000), habN(1, 9999))
			return fmt.Sprintf("INFO Client: Submitted application %s\nINFO Client: tracking URL: http://%s:8088/proxy/%s/", app, habHost(), app), "log"
		},
		func() (string, string) {
			return fmt.Sprintf("spark.executor.memory=%dg\nspark.executor.cores=%d\nspark.sql.adaptive.enabled=true\nspark.serializer=org.apache.spark.serializer.KryoSerializer", habN(4, 64), habN(2, 8)), "properties"
		},
		func() (string, string) {
			return fmt.Sprintf("GROUP           TOPIC        PARTITION  CURRENT-OFFSET  LOG-END-OFFSET  LAG\nfeatures-sink   clickstream  0          %d        %d        %d\nfeatures-sink   clickstream  1          %d        %d        0", habN(1000000, 9000000), habN(9000000, 9900000), habN(0, 5000), habN(1000000, 9000000), habN(9000000, 9900000)), "shell"
		},
		func() (string, string) {
			return fmt.Sprintf("s3://acme-ml-datasets/curated/events/dt=%s/part-%05d-%s.c000.snappy.parquet", habDate(), habN(0, 199), habUUID()), "path"
		},
		func() (string, string) {
			return fmt.Sprintf("FROM pytorch/pytorch@sha256:%s\nRUN pip install -r requirements.txt", habHex(64)), "dockerfile"
		},
		func() (string, string) {
			return fmt.Sprintf("torch==2.%d.%d \\\n    --hash=sha256:%s \\\n    --hash=sha256:%s", habN(1, 5), habN(0, 3), habHex(64), habHex(64)), "requirements"
		},
		func() (string, string) {
			return fmt.Sprintf("optimizer:\n  lr: %de-4\n  weight_decay: 0.01\nseed: %d\ngit_commit: %s\ndataset_version: v%d.%d", habN(1, 9), habN(1, 9999), habHex(40), habN(1, 5), habN(0, 20)), "yaml"
		},
		func() (string, string) {
			return fmt.Sprintf("$ nvidia-smi -L\nGPU 0: NVIDIA A100-SXM4-80GB (UUID: GPU-%s)\nGPU 1: NVIDIA A100-SXM4-80GB (UUID: GPU-%s)", habUUID(), habUUID()), "shell"
		},
		func() (string, string) {
			return fmt.Sprintf("{\n  \"id\": \"chatcmpl-%s\",\n  \"object\": \"chat.completion\",\n  \"model\": \"gpt-4o-mini-2024-07-18\",\n  \"system_fingerprint\": \"fp_%s\",\n  \"usage\": {\"prompt_tokens\": %d, \"completion_tokens\": %d}\n}", habR(alnum, 29), habHex(10), habN(10, 4000), habN(10, 800)), "json"
		},
		func() (string, string) {
			return fmt.Sprintf("{\"id\": \"msg_01%s\", \"type\": \"message\", \"role\": \"assistant\", \"stop_reason\": \"end_turn\"}\nrequest-id: req_%s", habR(alnum, 22), habR(alnum, 24)), "json"
		},
		func() (string, string) {
			return fmt.Sprintf("fine-tune finished: ft:gpt-4o-mini-2024-07-18:acme::%s (training file file-%s, batch batch_%s)", habR(alnum, 8), habR(alnum, 22), habHex(32)), "log"
		},
		func() (string, string) {
			return "System prompt: You are a data assistant. Never print API keys or passwords; the key is read from the OPENAI_API_KEY environment variable by the tool runner.", "prompt"
		},
		func() (string, string) {
			return fmt.Sprintf("openai.AuthenticationError: Error code: 401 - {'error': {'message': 'Incorrect API key provided: sk-proj-%s%s. You can find your API key at https://platform.openai.com/account/api-keys.', 'type': 'invalid_request_error', 'code': 'invalid_api_key'}}", strings.Repeat("*", habN(20, 60)), habR(alnum, 4)), "python-traceback"
		},
		func() (string, string) {
			return fmt.Sprintf("---\nlicense: apache-2.0\nbase_model: mistralai/Mistral-7B-v0.%d\ndatasets:\n- acme/support-tickets\nmetrics:\n- accuracy\n---\n# ranker-v%d\nFine-tuned for %d steps.", habN(1, 3), habN(2, 9), habN(1000, 20000)), "model-card"
		},
		func() (string, string) {
			var ids []string
			for range habN(8, 16) {
				ids = append(ids, fmt.Sprint(habN(100, 30000)))
			}
			return fmt.Sprintf("{'input_ids': [101, %s, 102], 'attention_mask': [%s]}", strings.Join(ids, ", "), strings.TrimSuffix(strings.Repeat("1, ", len(ids)+2), ", ")), "python-repl"
		},
		func() (string, string) {
			return fmt.Sprintf("output = replicate.run(\n    \"stability-ai/sdxl:%s\",\n    input={\"prompt\": \"an astronaut riding a horse\"},\n)", habHex(64)), "python"
		},
		func() (string, string) {
			return fmt.Sprintf("index = pc.Index(host=\"https://docs-768-%s.svc.aped-%04d-%s.pinecone.io\")\nindex.describe_index_stats()  # dimension 768, metric cosine", habR(lower+digits, 7), habN(1000, 9999), habHex(4)), "python"
		},
		func() (string, string) {
			return fmt.Sprintf("[I %s,%03d] Trial %d finished with value: %.4f and parameters: {'lr': %.6f, 'dropout': %.2f}. Best is trial %d.", habTime(), habN(0, 999), habN(1, 200), rng.Float64(), rng.Float64()/100, rng.Float64()/2, habN(0, 50)), "log"
		},
		func() (string, string) {
			return fmt.Sprintf("md5sum data/raw/*.csv\n%s  data/raw/train.csv\n%s  data/raw/test.csv", habHex(32), habHex(32)), "shell"
		},
		func() (string, string) {
			return fmt.Sprintf("|    | user_id | item_id | score |\n|---:|--------:|--------:|------:|\n|  0 | %d | %d | %.3f |\n|  1 | %d | %d | %.3f |", habN(10000, 99999), habN(100, 9999), rng.Float64(), habN(10000, 99999), habN(100, 9999), rng.Float64()), "markdown"
		},
		func() (string, string) {
			return fmt.Sprintf("mlflow models serve -m \"models:/ranker/%d\" --port 5001 --env-manager local", habN(1, 40)), "shell"
		},
		func() (string, string) {
			return fmt.Sprintf("[%s] {taskinstance.py:1206} INFO - Marking task as SUCCESS. dag_id=embed_docs, task_id=upsert_vectors, run_id=scheduled__%sT00:00:00+00:00, execution_date=%sT00:00:00", habTime(), habDate(), habDate()), "log"
		},
		func() (string, string) {
			return "def get_conn():\n    conn = BaseHook.get_connection(\"warehouse_pg\")\n    return psycopg2.connect(host=conn.host, user=conn.login, password=conn.password, dbname=conn.schema)", "python"
		},
		func() (string, string) {
			return fmt.Sprintf("from kaggle.api.kaggle_api_extended import KaggleApi\napi = KaggleApi(); api.authenticate()  # reads ~/.kaggle/kaggle.json\napi.dataset_download_files(\"%s\", path=\"data/\")", habP([]string{"zynicide/wine-reviews", "uciml/iris", "Cornell-University/arxiv"})), "python"
		},
		func() (string, string) {
			return fmt.Sprintf("HF_HOME=/mnt/cache/hf\nHF_HUB_ENABLE_HF_TRANSFER=1\nTRANSFORMERS_OFFLINE=0\nCUDA_VISIBLE_DEVICES=%d,%d", habN(0, 3), habN(4, 7)), "dotenv"
		},
		func() (string, string) {
			f := habN(4, 9)
			return fmt.Sprintf("Fetching %d files: 100%%|██████████| %d/%d [00:%02d<00:00]\nDownloading shards: model-0000%d-of-00004.safetensors", f, f, f, habN(1, 59), habN(1, 4)), "log"
		},
		func() (string, string) {
			return fmt.Sprintf("kafka:\n  bootstrap: %s:9093\n  security_protocol: SASL_SSL\n  sasl_mechanism: OAUTHBEARER\n  # token fetched at runtime from the IdP, nothing stored here\n  topic: clickstream-v%d", habHost(), habN(1, 4)), "yaml"
		},
		func() (string, string) {
			return fmt.Sprintf("experiment_id,run_id,metric,value\n%d,%s,val_auc,%.4f\n%d,%s,val_auc,%.4f", habN(1, 99), habHex(32), rng.Float64(), habN(1, 99), habHex(32), rng.Float64()), "csv"
		},
	}
	var out []Sample
	seen := map[string]bool{}
	for i := range 132 {
		text, format := tpl[i%len(tpl)]()
		if rng.IntN(4) == 0 {
			text = habSurround(text)
		}
		out = append(out, habT("ml-trap", format, habUnique(seen, text)))
	}
	return out
}
