package main

import (
	"strings"
)

// Vendor and cloud tokens where they are found: env files, YAML, JSON, code in many languages,
// CI settings, CLI commands and what those commands print.

func hrCamel(k string) string {
	parts := strings.Split(strings.ToLower(k), "_")
	for i := 1; i < len(parts); i++ {
		if parts[i] != "" {
			parts[i] = hrCap(parts[i])
		}
	}
	return strings.Join(parts, "")
}

func hrLow(k string) string { return strings.ToLower(k) }

// hrCtx writes a named value in one syntax and names the ordinary text that must stay.
type hrCtx func(k, v string) (string, []string)

var hrConfigCtx = []hrCtx{
	func(k, v string) (string, []string) {
		return "# api service\nNODE_ENV=production\n" + k + "=" + v + "\nPORT=3000\n", hrS("NODE_ENV=production", "PORT=3000")
	},
	func(k, v string) (string, []string) {
		return k + "=\"" + v + "\"\nLOG_FORMAT=json", hrS("LOG_FORMAT=json")
	},
	func(k, v string) (string, []string) {
		return "# .envrc\nexport " + k + "='" + v + "'\nlayout python3", hrS("layout python3")
	},
	func(k, v string) (string, []string) {
		return "services:\n  api:\n    image: acme/api:1.8.2\n    environment:\n      - " + k + "=" + v + "\n      - TZ=Europe/Berlin", hrS("image: acme/api:1.8.2", "TZ=Europe/Berlin")
	},
	func(k, v string) (string, []string) {
		return "apiVersion: v1\nkind: Secret\nmetadata:\n  name: api-creds\ntype: Opaque\nstringData:\n  " + strings.ReplaceAll(hrLow(k), "_", "-") + ": " + v, hrS("kind: Secret", "name: api-creds")
	},
	func(k, v string) (string, []string) {
		return "integrations:\n  " + hrCamel(k) + ": \"" + v + "\"\n  timeout: 10s\n  retries: 3", hrS("timeout: 10s")
	},
	func(k, v string) (string, []string) {
		return "{\n  \"" + hrCamel(k) + "\": \"" + v + "\",\n  \"retries\": 3,\n  \"baseUrl\": \"https://api.example.net\"\n}", hrS("\"retries\": 3")
	},
	func(k, v string) (string, []string) {
		return "\"ExternalApi\": {\n  \"BaseUrl\": \"https://partner.example.com\",\n  \"ApiKey\": \"" + v + "\"\n}", hrS("\"BaseUrl\": \"https://partner.example.com\"")
	},
	func(k, v string) (string, []string) {
		return "import os\nos.environ.setdefault(\"" + k + "\", \"" + v + "\")\nfrom app import main", hrS("from app import main")
	},
	func(k, v string) (string, []string) {
		return "client = Client(token=\"" + v + "\")  # FIXME: read from env\nprint(client.whoami())", hrS("print(client.whoami())")
	},
	func(k, v string) (string, []string) {
		return "const client = new Client({ auth: '" + v + "' });\nawait client.ping();", hrS("await client.ping();")
	},
	func(k, v string) (string, []string) {
		return "export const config = {\n  region: 'eu-central-1',\n  " + hrCamel(k) + ": \"" + v + "\",\n} as const;", hrS("region: 'eu-central-1'")
	},
	func(k, v string) (string, []string) {
		return "func init() {\n\tos.Setenv(\"" + k + "\", \"" + v + "\") // local only\n}", hrS("func init() {")
	},
	func(k, v string) (string, []string) {
		return "private static final String " + k + " = \"" + v + "\";\nprivate static final int TIMEOUT_MS = 5000;", hrS("private static final int TIMEOUT_MS = 5000;")
	},
	func(k, v string) (string, []string) {
		return "app." + strings.ReplaceAll(hrLow(k), "_", "-") + "=" + v + "\nserver.port=8081", hrS("server.port=8081")
	},
	func(k, v string) (string, []string) {
		return "val " + hrCamel(k) + " = \"" + v + "\"\nval http = OkHttpClient()", hrS("val http = OkHttpClient()")
	},
	func(k, v string) (string, []string) {
		return "let " + hrCamel(k) + " = \"" + v + "\"\nlet session = URLSession.shared", hrS("let session = URLSession.shared")
	},
	func(k, v string) (string, []string) {
		return "http.DefaultRequestHeaders.Add(\"X-Api-Key\", \"" + v + "\");\nvar res = await http.GetAsync(url);", hrS("var res = await http.GetAsync(url);")
	},
	func(k, v string) (string, []string) {
		return "ENV[\"" + k + "\"] ||= \"" + v + "\"\nrequire \"bundler/setup\"", hrS("require \"bundler/setup\"")
	},
	func(k, v string) (string, []string) {
		return "<?php\ndefine('" + k + "', '" + v + "');\ndefine('WP_DEBUG', false);", hrS("define('WP_DEBUG', false);")
	},
	func(k, v string) (string, []string) {
		return "let resp = reqwest::Client::new()\n    .get(URL)\n    .bearer_auth(\"" + v + "\")\n    .send().await?;", hrS(".get(URL)")
	},
	func(k, v string) (string, []string) {
		return "$env:" + k + " = \"" + v + "\"\n.\\deploy.ps1 -Stage prod", hrS(".\\deploy.ps1 -Stage prod")
	},
	func(k, v string) (string, []string) {
		return hrLow(k) + " = \"" + v + "\"\nregion     = \"eu-west-1\"", hrS("region     = \"eu-west-1\"")
	},
	func(k, v string) (string, []string) {
		return "jobs:\n  deploy:\n    runs-on: ubuntu-latest\n    env:\n      " + k + ": " + v + "\n    steps:\n      - run: make deploy", hrS("runs-on: ubuntu-latest", "- run: make deploy")
	},
	func(k, v string) (string, []string) {
		return "variables:\n  " + k + ": \"" + v + "\"\n  GIT_DEPTH: \"10\"", hrS("GIT_DEPTH: \"10\"")
	},
	func(k, v string) (string, []string) {
		return "FROM node:20-alpine\nWORKDIR /app\nENV " + k + "=" + v + "\nRUN npm ci --omit=dev", hrS("RUN npm ci --omit=dev")
	},
	func(k, v string) (string, []string) {
		return "[Service]\nEnvironment=\"" + k + "=" + v + "\"\nExecStart=/usr/local/bin/api serve", hrS("ExecStart=/usr/local/bin/api serve")
	},
	func(k, v string) (string, []string) {
		return "set -gx " + k + " " + v + "\nset -gx EDITOR nvim", hrS("set -gx EDITOR nvim")
	},
	func(k, v string) (string, []string) {
		return "setx " + k + " \"" + v + "\"\nSUCCESS: Specified value was saved.", hrS("SUCCESS: Specified value was saved.")
	},
	func(k, v string) (string, []string) {
		return "[api]\nendpoint = \"https://api.example.org\"\ntoken = \"" + v + "\"", hrS("[api]")
	},
	func(k, v string) (string, []string) {
		return "%env " + k + "=" + v + "\nimport pandas as pd", hrS("import pandas as pd")
	},
	func(k, v string) (string, []string) {
		return k + " ?= " + v + "\n\ndeploy:\n\t./scripts/deploy.sh $(ENV)", hrS("./scripts/deploy.sh $(ENV)")
	},
	func(k, v string) (string, []string) {
		return "Decision: we keep the " + k + " in the shared .env for now (" + v + ") and move it to the vault in Q3.", hrS("and move it to the vault in Q3.")
	},
	func(k, v string) (string, []string) {
		return "Übergabe: der neue " + k + " ist " + v + " – der alte ist widerrufen.", hrS("der alte ist widerrufen.")
	},
	func(k, v string) (string, []string) {
		return "メモ: " + k + " は " + v + " に更新済み（本番のみ）", hrS("（本番のみ）")
	},
	func(k, v string) (string, []string) {
		return "备注：" + k + " 已更换为 " + v + "，旧的已作废。", hrS("旧的已作废。")
	},
}

var hrCLICtx = []hrCtx{
	func(k, v string) (string, []string) {
		return "curl -sS -H \"Authorization: Bearer " + v + "\" https://api.example.net/v1/me | jq .", hrS("https://api.example.net/v1/me")
	},
	func(k, v string) (string, []string) {
		return "curl -H 'X-API-Key: " + v + "' -X POST https://api.example.net/v2/jobs -d @job.json", hrS("-d @job.json")
	},
	func(k, v string) (string, []string) {
		return "http GET api.example.net/v2/me \"Authorization:Bearer " + v + "\"", hrS("http GET api.example.net/v2/me")
	},
	func(k, v string) (string, []string) {
		return "$ heroku config:set " + k + "=" + v + " -a acme-api\nSetting " + k + " and restarting ⬢ acme-api... done, v112", hrS("done, v112")
	},
	func(k, v string) (string, []string) {
		return "fly secrets set " + k + "=" + v + " --app acme-worker", hrS("--app acme-worker")
	},
	func(k, v string) (string, []string) {
		return "gh secret set " + k + " --body \"" + v + "\" --repo acme/api", hrS("--repo acme/api")
	},
	func(k, v string) (string, []string) {
		return "kubectl -n prod create secret generic api-creds --from-literal=" + hrLow(k) + "=" + v, hrS("kubectl -n prod create secret generic api-creds")
	},
	func(k, v string) (string, []string) {
		return "docker run --rm -e " + k + "=" + v + " -e LOG_LEVEL=debug acme/worker:2.3", hrS("-e LOG_LEVEL=debug acme/worker:2.3")
	},
	func(k, v string) (string, []string) {
		return "$ printenv | grep -i " + strings.SplitN(hrLow(k), "_", 2)[0] + "\n" + k + "=" + v, nil
	},
	func(k, v string) (string, []string) {
		return "$ env\nHOME=/home/dev\n" + k + "=" + v + "\nSHELL=/bin/zsh", hrS("HOME=/home/dev", "SHELL=/bin/zsh")
	},
	func(k, v string) (string, []string) {
		return "\"Env\": [\n    \"PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin\",\n    \"" + k + "=" + v + "\"\n],", hrS("PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin")
	},
	func(k, v string) (string, []string) {
		return "=== acme-api Config Vars\n" + k + ":     " + v + "\nWEB_CONCURRENCY: 2", hrS("WEB_CONCURRENCY: 2")
	},
	func(k, v string) (string, []string) {
		return "    Environment:\n      " + k + ":  " + v + "\n      LOG_LEVEL:  debug\n    Mounts:", hrS("LOG_LEVEL:  debug")
	},
	func(k, v string) (string, []string) {
		return "$ terraform output -raw " + hrLow(k) + "\n" + v, hrS("$ terraform output -raw " + hrLow(k))
	},
}

// hrCLIOut are commands whose output is a fresh credential.
var hrCLIOut = []func() (string, []string, []string){
	func() (string, []string, []string) {
		id, sec := "AKIA"+rnd("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16), rnd(alnum+"+/", 40)
		return "$ aws iam create-access-key --user-name ci-deployer\n{\n    \"AccessKey\": {\n        \"UserName\": \"ci-deployer\",\n        \"AccessKeyId\": \"" + id + "\",\n        \"Status\": \"Active\",\n        \"SecretAccessKey\": \"" + sec + "\",\n        \"CreateDate\": \"2026-01-19T08:12:44+00:00\"\n    }\n}", hrS(id, sec), hrS("\"UserName\": \"ci-deployer\"")
	},
	func() (string, []string, []string) {
		id, sec, tok := "ASIA"+rnd("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16), rnd(alnum+"+/", 40), "IQoJb3JpZ2luX2VjE"+rnd(alnum+"+/", 300)
		return "{\n  \"Credentials\": {\n    \"AccessKeyId\": \"" + id + "\",\n    \"SecretAccessKey\": \"" + sec + "\",\n    \"SessionToken\": \"" + tok + "\",\n    \"Expiration\": \"2026-04-02T17:40:11Z\"\n  }\n}", hrS(id, sec, tok), hrS("\"Expiration\": \"2026-04-02T17:40:11Z\"")
	},
	func() (string, []string, []string) {
		t := "hvs.CAES" + rnd(b64url, 86)
		return "Key                  Value\n---                  -----\ntoken                " + t + "\ntoken_accessor       " + rnd(alnum, 24) + "\ntoken_duration       768h\ntoken_renewable      true\ntoken_policies       [\"default\" \"deploy\"]", hrS(t), hrS("token_duration       768h")
	},
	func() (string, []string, []string) {
		t := "ya29.a0A" + rnd(b64url, 160)
		return "$ gcloud auth print-access-token\n" + t + "\n$ gcloud config list", hrS(t), hrS("$ gcloud config list")
	},
	func() (string, []string, []string) {
		pw := rnd(alnum, 3) + rnd(digits, 1) + "Q~" + rnd(alnum+"-_.~", 34)
		return "$ az ad sp create-for-rbac --name gh-deployer --role contributor\n{\n  \"appId\": \"" + hrUUID() + "\",\n  \"displayName\": \"gh-deployer\",\n  \"password\": \"" + pw + "\",\n  \"tenant\": \"" + hrUUID() + "\"\n}", hrS(pw), hrS("\"displayName\": \"gh-deployer\"")
	},
	func() (string, []string, []string) {
		pw := hrPw()
		b := hrB64Std(pw)
		return "$ kubectl get secret db-creds -o yaml\napiVersion: v1\ndata:\n  password: " + b + "\n  username: " + hrB64Std("app") + "\nkind: Secret", hrS(b), hrS("kind: Secret")
	},
	func() (string, []string, []string) {
		t := "gho_" + rnd(alnum, 36)
		return "$ gh auth status -t\ngithub.com\n  ✓ Logged in to github.com account dana-k (keyring)\n  - Token: " + t + "\n  - Token scopes: 'gist', 'read:org', 'repo'", hrS(t), hrS("- Token scopes: 'gist', 'read:org', 'repo'")
	},
	func() (string, []string, []string) {
		t := "whsec_" + rnd(alnum, 32)
		return "$ stripe listen --forward-to localhost:4242/webhook\n> Ready! Your webhook signing secret is " + t + " (^C to quit)", hrS(t), hrS("(^C to quit)")
	},
	func() (string, []string, []string) {
		t := rnd(alnum+"+/", 43) + "="
		return "$ openssl rand -base64 32\n" + t + "\n(used that as JWT_SECRET in prod, fyi)", hrS(t), hrS("(used that as JWT_SECRET in prod, fyi)")
	},
	func() (string, []string, []string) {
		t := "npm_" + rnd(alnum, 36)
		return "$ npm token create --read-only\n┌────────────────┬──────────────────────────────────────────┐\n│ token          │ " + t + " │\n│ readonly       │ true                                     │\n└────────────────┴──────────────────────────────────────────┘", hrS(t), hrS("│ readonly       │ true")
	},
}

func hrAWSPair() (string, []string, []string) {
	id, sec := "AKIA"+rnd("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16), rnd(alnum+"+/", 40)
	switch rng.IntN(4) {
	case 0:
		return "AWS_ACCESS_KEY_ID=" + id + "\nAWS_SECRET_ACCESS_KEY=" + sec + "\nAWS_DEFAULT_REGION=eu-west-1", hrS(id, sec), hrS("AWS_DEFAULT_REGION=eu-west-1")
	case 1:
		return "s3 = boto3.client(\n    \"s3\",\n    aws_access_key_id=\"" + id + "\",\n    aws_secret_access_key=\"" + sec + "\",\n    region_name=\"us-east-2\",\n)", hrS(id, sec), hrS("region_name=\"us-east-2\"")
	case 2:
		return "$ aws configure\nAWS Access Key ID [None]: " + id + "\nAWS Secret Access Key [None]: " + sec + "\nDefault region name [None]: ap-southeast-1\nDefault output format [None]: json", hrS(id, sec), hrS("Default output format [None]: json")
	default:
		return "provider \"aws\" {\n  region     = \"eu-north-1\"\n  access_key = \"" + id + "\"\n  secret_key = \"" + sec + "\"\n}", hrS(id, sec), hrS("region     = \"eu-north-1\"")
	}
}

func hrVendorIn(ctxs []hrCtx) func() (string, []string, []string) {
	return func() (string, []string, []string) {
		vd := hrVendorPick()
		v := vd.gen()
		text, keep := pick(ctxs)(vd.key, v)
		return text, hrS(v), keep
	}
}

func hrConfigCases() []hrCase {
	return []hrCase{
		{"token-config", "config", 120, hrVendorIn(hrConfigCtx)},
		{"token-cli", "shell", 45, hrVendorIn(hrCLICtx)},
		{"cli-output", "output", 30, func() (string, []string, []string) { return pick(hrCLIOut)() }},
		{"aws-pair", "config", 16, hrAWSPair},
	}
}
