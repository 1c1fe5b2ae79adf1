package main

import (
	"fmt"
	"strings"
)

// What coding agents see and write, with secrets in it.

func haeAgentGens() []haeGen {
	return []haeGen{
		{26, haeMCPSample},
		{20, haeTranscriptSample},
		{20, haeMemorySample},
		{10, haeRulesFileSample},
		{10, haeReviewSample},
		{10, haeDiffSample},
		{9, haeActionsSample},
		{10, haeComposeSample},
		{14, haeAgentTerminalSample},
	}
}

func haeToolID() string { return "toolu_01" + rnd(alnum, 22) }
func haeCallID() string { return "call_" + rnd(alnum, 24) }
func haeMsgID() string  { return "msg_01" + rnd(alnum, 22) }
func haeServer() string {
	return pick([]string{"github", "brave-search", "postgres", "slack", "linear", "notion", "stripe", "sentry", "supabase", "tavily"})
}
func haeNpxPkg() string {
	return pick([]string{"@modelcontextprotocol/server-github", "@modelcontextprotocol/server-brave-search", "@notionhq/notion-mcp-server", "@stripe/mcp", "mcp-remote", "@supabase/mcp-server-supabase@latest", "tavily-mcp@latest", "@linear/mcp"})
}

func haeMCPSample() Sample {
	env, name, val := haeVendor1()
	srv := strings.ToLower(strings.ReplaceAll(name, " ", "-"))
	pkg := "@" + pick([]string{"modelcontextprotocol", "mcp-community", srv + "-labs"}) + "/" + srv + "-mcp"
	if haeChance(0.4) {
		pkg = haeNpxPkg()
		srv = strings.TrimSuffix(strings.TrimPrefix(strings.Split(strings.TrimPrefix(pkg, "@"), "/")[len(strings.Split(pkg, "/"))-1], "server-"), "@latest")
	}
	switch rng.IntN(9) {
	case 0:
		return haeS("mcp-config", "claude_desktop_config.json", fmt.Sprintf("{\n  \"mcpServers\": {\n    \"%s\": {\n      \"command\": \"npx\",\n      \"args\": [\"-y\", \"%s\"],\n      \"env\": {\n        \"%s\": \"%s\"\n      }\n    }\n  }\n}", srv, pkg, env, val), val)
	case 1:
		fs := "    \"filesystem\": {\n      \"command\": \"npx\",\n      \"args\": [\"-y\", \"@modelcontextprotocol/server-filesystem\", \"/Users/" + pick(haeNames) + "/code\"]\n    }"
		return haeKeep(haeS("mcp-config", ".cursor/mcp.json", fmt.Sprintf("// .cursor/mcp.json\n{\n  \"mcpServers\": {\n%s,\n    \"%s\": {\n      \"command\": \"npx\",\n      \"args\": [\"-y\", \"%s\"],\n      \"env\": { \"%s\": \"%s\" }\n    }\n  }\n}", fs, srv, pkg, env, val), val), "@modelcontextprotocol/server-filesystem")
	case 2:
		return haeS("mcp-config", "vscode-settings.json", fmt.Sprintf("{\n  \"editor.formatOnSave\": true,\n  \"mcp\": {\n    \"servers\": {\n      \"%s\": {\n        \"type\": \"stdio\",\n        \"command\": \"npx\",\n        \"args\": [\"-y\", \"%s\"],\n        \"env\": {\n          \"%s\": \"%s\"\n        }\n      }\n    }\n  }\n}", srv, pkg, env, val), val)
	case 3:
		tok := pick(haeVendors[:3]).gen()
		return haeS("mcp-config", "mcp.json-http", fmt.Sprintf("{\n  \"servers\": {\n    \"%s\": {\n      \"type\": \"http\",\n      \"url\": \"https://mcp.%s.example.com/mcp\",\n      \"headers\": {\n        \"Authorization\": \"Bearer %s\"\n      }\n    }\n  }\n}", srv, srv, tok), tok)
	case 4:
		return haeS("mcp-config", "shell", fmt.Sprintf("$ claude mcp add %s --scope user -e %s=%s -- npx -y %s\nAdded stdio MCP server %s with command: npx -y %s to user config", srv, env, val, pkg, srv, pkg), val)
	case 5:
		return haeS("mcp-config", "codex-config.toml", fmt.Sprintf("model = \"%s\"\n\n[mcp_servers.%s]\ncommand = \"npx\"\nargs = [\"-y\", \"%s\"]\nenv = { \"%s\" = \"%s\" }", pick([]string{"gpt-5-codex", "o4-mini", "gpt-5"}), strings.ReplaceAll(srv, "-", "_"), pkg, env, val), val)
	case 6:
		return haeS("mcp-config", "zed-settings.json", fmt.Sprintf("{\n  \"context_servers\": {\n    \"%s\": {\n      \"command\": {\n        \"path\": \"npx\",\n        \"args\": [\"-y\", \"%s\"],\n        \"env\": { \"%s\": \"%s\" }\n      }\n    }\n  }\n}", srv, pkg, env, val), val)
	case 7:
		return haeS("mcp-config", "chat", fmt.Sprintf("my claude_desktop_config has \"%s\": \"%s\" under env but the %s server still says unauthorized, any idea?", env, val, srv), val)
	default:
		return haeS("mcp-config", "windsurf-mcp_config.json", fmt.Sprintf("{\"mcpServers\":{\"%s\":{\"command\":\"docker\",\"args\":[\"run\",\"-i\",\"--rm\",\"-e\",\"%s\",\"ghcr.io/%s/%s-mcp\"],\"env\":{\"%s\":\"%s\"}}}}", srv, env, pick(haeNames), srv, env, val), val)
	}
}

func haeTranscriptSample() Sample {
	env, name, val := haeVendor1()
	tid := haeToolID()
	switch rng.IntN(6) {
	case 0:
		return haeKeep(haeS("agent-transcript", "tool-json", fmt.Sprintf("{\"type\":\"tool_use\",\"id\":\"%s\",\"name\":\"Bash\",\"input\":{\"command\":\"cat .env\",\"description\":\"Show env file\"}}\n{\"type\":\"tool_result\",\"tool_use_id\":\"%s\",\"content\":\"NODE_ENV=development\\nPORT=3000\\n%s=%s\\n\"}", tid, tid, env, val), val), tid)
	case 1:
		return haeKeep(haeS("agent-transcript", "tool-json", fmt.Sprintf("{\"role\":\"assistant\",\"content\":[{\"type\":\"text\",\"text\":\"I'll export the key and rerun the tests.\"},{\"type\":\"tool_use\",\"id\":\"%s\",\"name\":\"Bash\",\"input\":{\"command\":\"export %s=%s && npm test\"}}]}", tid, env, val), val), "I'll export the key and rerun the tests.")
	case 2:
		cid := haeCallID()
		return haeKeep(haeS("agent-transcript", "openai-tool-call", fmt.Sprintf("{\"id\":\"%s\",\"type\":\"function\",\"function\":{\"name\":\"set_secret\",\"arguments\":\"{\\\"name\\\":\\\"%s\\\",\\\"value\\\":\\\"%s\\\"}\"}}", cid, env, val), val), cid)
	case 3:
		return haeS("agent-transcript", "transcript", fmt.Sprintf("> User: use my %s key %s for the integration test\n\n⏺ I'll add it to `.env.local` (which is gitignored) rather than hardcoding it.\n\n⏺ Write(.env.local)\n  ⎿  Wrote 1 line to .env.local\n     %s=%s", name, val, env, val), val)
	case 4:
		return haeS("agent-transcript", "transcript", fmt.Sprintf("⏺ Bash(printenv | grep -i %s)\n  ⎿  %s=%s\n\n⏺ The variable is set in this shell, so the 401 comes from the key itself — it may have been revoked.", strings.Split(env, "_")[0], env, val), val)
	default:
		return haeKeep(haeS("agent-transcript", "tool-json", fmt.Sprintf("[\n  {\"type\": \"tool_use\", \"id\": \"%s\", \"name\": \"Read\", \"input\": {\"file_path\": \"/app/config/secrets.yml\"}},\n  {\"type\": \"tool_result\", \"tool_use_id\": \"%s\", \"content\": \"     1\\tproduction:\\n     2\\t  %s: %s\\n\"}\n]", tid, tid, strings.ToLower(env), val), val), "/app/config/secrets.yml")
	}
}

func haeMemorySample() Sample {
	env, name, val := haeVendor1()
	who := pick([]string{"the user", "Dana", "the user (" + pick(haeNames) + ")", "they"})
	switch rng.IntN(10) {
	case 0:
		return haeS("agent-memory", "memory-note", fmt.Sprintf("The user's staging %s token is %s.", name, val), val)
	case 1:
		return haeS("agent-memory", "memory-note", fmt.Sprintf("remember: deploy key is %s", val), val)
	case 2:
		line := "- Prefers pnpm over npm; tests run with `pnpm vitest`"
		return haeKeep(haeS("agent-memory", "memory-md", fmt.Sprintf("# Memory\n%s\n- %s = %s (%s said to use it for local dev)\n- Deploys go through the `release` branch", line, env, val, who), val), line)
	case 3:
		p := haePw()
		return haeS("agent-memory", "memory-note", fmt.Sprintf("%s mentioned the prod DB password is %s and asked me to keep it handy for migrations.", haeCap(who), p), p)
	case 4:
		return haeS("agent-memory", "summary", fmt.Sprintf("Session summary: fixed the webhook retry bug, rotated the %s key (new value %s), and opened PR #%d.", name, val, haeIn(100, 4000)), val)
	case 5:
		return haeS("agent-memory", "memory-json", fmt.Sprintf("{\"type\":\"fact\",\"content\":\"%s key for the %s project: %s\",\"created\":\"%s\"}", name, pick(haeWords), val, haeTime()), val)
	case 6:
		return haeS("agent-memory", "memory-note", fmt.Sprintf("Note to self: %s lives in 1Password, but %s pasted it anyway: %s", env, who, val), val)
	case 7:
		return haeS("agent-memory", "memory-note-de", fmt.Sprintf("Merken: der %s-Schlüssel für Staging ist %s", name, val), val)
	case 8:
		p := haePwHuman()
		return haeS("agent-memory", "memory-note", fmt.Sprintf("User's Wi-Fi at home (for the Raspberry Pi setup): SSID %s-%d, password %s", haeCap(pick(haeWords)), haeIn(2, 99), p), p)
	default:
		return haeS("agent-memory", "memory-note-ja", fmt.Sprintf("メモ：ステージング環境の%sキーは %s（ユーザーから共有）", name, val), val)
	}
}

func haeRulesFileSample() Sample {
	env, name, val := haeVendor1()
	file := pick([]string{"CLAUDE.md", "AGENTS.md", ".cursorrules", ".github/copilot-instructions.md", ".windsurfrules", "GEMINI.md"})
	switch rng.IntN(4) {
	case 0:
		keep := "- Run `make test` before every commit."
		return haeKeep(haeS("rules-file", file, fmt.Sprintf("# %s\n\n## Workflow\n%s\n- Never push to main directly.\n\n## Environment\n- The %s key for local runs is `%s`.\n", file, keep, name, val), val), keep)
	case 1:
		return haeS("rules-file", file, fmt.Sprintf("You are working in a Django monorepo.\nWhen you need the %s API, use %s=%s (sandbox account, owned by %s).\nPrefer small commits.", name, env, val, pick(haeNames)), val)
	case 2:
		p := haePw()
		return haeS("rules-file", file, fmt.Sprintf("## Local database\nStart it with `docker compose up db`. Connect as `%s` with password `%s` on localhost:5432.\n", pick(haeUsers), p), p)
	default:
		return haeS("rules-file", file, fmt.Sprintf("<!-- TODO move this out of the repo -->\nStaging deploys: `fly deploy --access-token %s`", val), val)
	}
}

func haeReviewSample() Sample {
	env, _, val := haeVendor1()
	f := pick([]string{"src/config.ts", "app/settings.py", "internal/client/client.go", "scripts/seed.js", "lib/mailer.rb"})
	ln := haeIn(3, 220)
	switch rng.IntN(4) {
	case 0:
		return haeS("code-review", "review-comment", fmt.Sprintf("**%s** line %d\n> `const apiKey = \"%s\";`\n\nThis is a live credential — please read it from `process.env.%s` and rotate it, since it's now in the branch history.", f, ln, val, env), val)
	case 1:
		return haeS("code-review", "review-comment", fmt.Sprintf("nit (blocking, actually): hardcoded token `%s` in %s:%d. Move to secrets.", val, f, ln), val)
	case 2:
		return haeS("code-review", "agent-review", fmt.Sprintf("## Review\n\n1. ✅ Retry logic looks right.\n2. ❌ `%s` contains a hardcoded %s value (`%s`). Use the settings loader instead.\n3. 💡 Consider a timeout on the HTTP client.", f, env, val), val)
	default:
		return haeS("code-review", "review-comment-fr", fmt.Sprintf("Attention : la clé `%s` est en dur dans %s ligne %d, il faut la révoquer.", val, f, ln), val)
	}
}

func haeDiffSample() Sample {
	env, _, old := haeVendor1()
	v := pick(haeVendors)
	for v.env != env && haeChance(0.8) {
		v = pick(haeVendors)
	}
	nw := v.gen()
	switch rng.IntN(4) {
	case 0:
		return haeKeep(haeS("diff", "unified-diff", fmt.Sprintf("diff --git a/.env.example b/.env.example\nindex %s..%s 100644\n--- a/.env.example\n+++ b/.env.example\n@@ -1,4 +1,4 @@\n PORT=8080\n-%s=%s\n+%s=%s\n LOG_LEVEL=debug", haeHex(7), haeHex(7), env, old, v.env, nw), old, nw), " PORT=8080")
	case 1:
		return haeS("diff", "unified-diff", fmt.Sprintf("--- a/config/prod.yaml\n+++ b/config/prod.yaml\n@@ -12,7 +12,7 @@ integrations:\n   %s:\n     enabled: true\n-    key: %s\n+    key: ${%s}\n     timeout: 10s", strings.ToLower(strings.Split(env, "_")[0]), old, env), old)
	case 2:
		p := haePw()
		return haeS("diff", "patch", fmt.Sprintf("From %s Mon Sep 17 00:00:00 2001\nFrom: %s <%s@example.com>\nSubject: [PATCH] add db seed\n\n+    conn = psycopg2.connect(host=\"localhost\", user=\"app\", password=\"%s\")", haeHex(40), haeCap(pick(haeNames)), pick(haeNames), p), p)
	default:
		return haeS("diff", "unified-diff", fmt.Sprintf("@@ -3,3 +3,4 @@ import os\n \n-TOKEN = os.environ[\"%s\"]\n+# TODO: revert before merging\n+TOKEN = \"%s\"", env, nw), nw)
	}
}

func haeActionsSample() Sample {
	env, _, val := haeVendor1()
	switch rng.IntN(4) {
	case 0:
		return haeS("ci-secrets", "shell", fmt.Sprintf("$ gh secret set %s --body \"%s\" --repo %s/%s\n✓ Set Actions secret %s for %s/%s", env, val, pick(haeNames), pick(haeWords), env, pick(haeNames), pick(haeWords)), val)
	case 1:
		return haeKeep(haeS("ci-secrets", "github-workflow", fmt.Sprintf("jobs:\n  deploy:\n    runs-on: ubuntu-latest\n    env:\n      %s: %s   # FIXME should be a secret\n    steps:\n      - uses: actions/checkout@v4\n      - run: ./deploy.sh", env, val), val), "uses: actions/checkout@v4")
	case 2:
		return haeS("ci-secrets", "chat", fmt.Sprintf("added %s to the repo secrets, value is %s in case you need it locally", env, val), val)
	default:
		return haeS("ci-secrets", "gitlab-ci", fmt.Sprintf("variables:\n  %s: \"%s\"\n\ntest:\n  script:\n    - make test", env, val), val)
	}
}

func haeComposeSample() Sample {
	p := haePwURL()
	u := pick(haeUsers)
	switch rng.IntN(5) {
	case 0:
		return haeKeep(haeS("compose", "docker-compose.yml", fmt.Sprintf("services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: %s\n      POSTGRES_PASSWORD: %s\n    ports:\n      - \"5432:5432\"", u, p), p), "image: postgres:16")
	case 1:
		env, _, val := haeVendor1()
		return haeS("devcontainer", "devcontainer.json", fmt.Sprintf("{\n  \"name\": \"api\",\n  \"image\": \"mcr.microsoft.com/devcontainers/typescript-node:20\",\n  \"containerEnv\": {\n    \"%s\": \"%s\"\n  },\n  \"postCreateCommand\": \"npm ci\"\n}", env, val), val)
	case 2:
		return haeS("makefile", "Makefile", fmt.Sprintf("DB_URL ?= mysql://%s:%s@127.0.0.1:3306/app\n\nmigrate:\n\tmigrate -path db/migrations -database \"$(DB_URL)\" up", u, p), p)
	case 3:
		return haeS("compose", "docker-compose.yml", fmt.Sprintf("  redis:\n    image: redis:7-alpine\n    command: redis-server --requirepass %s\n    volumes:\n      - redis-data:/data", p), p)
	default:
		env, _, val := haeVendor1()
		return haeS("test-fixture", "pytest", fmt.Sprintf("# conftest.py\nimport os\nimport pytest\n\n@pytest.fixture(autouse=True)\ndef _env(monkeypatch):\n    monkeypatch.setenv(\"%s\", \"%s\")  # real key, sorry\n", env, val), val)
	}
}

func haeAgentTerminalSample() Sample {
	env, _, val := haeVendor1()
	switch rng.IntN(9) {
	case 0:
		id, sec := haeAWSKeyID(), haeAWSSecret()
		return haeS("cloud-key", "terminal", fmt.Sprintf("$ cat ~/.aws/credentials\n[default]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = eu-central-1", id, sec), id, sec)
	case 1:
		t := haeGhp()
		return haeS("git-token", "terminal", fmt.Sprintf("$ gh auth status -t\ngithub.com\n  ✓ Logged in to github.com account %s (keyring)\n  - Active account: true\n  - Git operations protocol: https\n  - Token: %s", pick(haeNames), t), t)
	case 2:
		t := haeGhp()
		return haeS("git-token", "terminal", fmt.Sprintf("$ git remote -v\norigin\thttps://%s:%s@github.com/%s/%s.git (fetch)\norigin\thttps://%s:%s@github.com/%s/%s.git (push)", "x-access-token", t, "acme", "api", "x-access-token", t, "acme", "api"), t)
	case 3:
		t := "npm_" + rnd(alnum, 36)
		return haeS("cli-token", "terminal", fmt.Sprintf("$ cat ~/.npmrc\nregistry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken=%s", t), t)
	case 4:
		return haeS("cli-token", "terminal", fmt.Sprintf("$ docker inspect api-1 --format '{{json .Config.Env}}'\n[\"PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin\",\"%s=%s\",\"NODE_VERSION=20.11.1\"]", env, val), val)
	case 5:
		return haeS("cli-token", "terminal", fmt.Sprintf("$ heroku config -a %s-api\n=== %s-api Config Vars\n%s: %s\nNODE_ENV:  production", pick(haeWords), pick(haeWords), env, val), val)
	case 6:
		return haeS("cli-token", "terminal", fmt.Sprintf("$ vercel env pull .env.local\n> Downloading `development` Environment Variables\n✅ Created .env.local file\n$ cat .env.local\n%s=\"%s\"", env, val), val)
	case 7:
		t := haeTelegram()
		return haeS("chat-token", "terminal", fmt.Sprintf("$ python bot.py\nINFO:telegram.ext.Application:Application started\nINFO:httpx:HTTP Request: POST https://api.telegram.org/bot%s/getUpdates \"HTTP/1.1 200 OK\"", t), t)
	default:
		return haeS("cli-token", "terminal", fmt.Sprintf("$ env | sort | head -4\nEDITOR=nvim\nHOME=/home/%s\n%s=%s\nLANG=en_US.UTF-8", pick(haeNames), env, val), val)
	}
}
