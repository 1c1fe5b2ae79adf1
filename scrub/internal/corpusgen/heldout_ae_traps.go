package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// Traps an agent sees all day: ids, traces, embeddings, model names, SHAs, lockfile hashes,
// placeholders, and configs that reference secrets without holding one.

func haeTrapGens() []haeGen {
	return []haeGen{
		{30, haeTrapToolIDs},
		{18, haeTrapTrace},
		{10, haeTrapEmbedding},
		{14, haeTrapModel},
		{18, haeTrapSHA},
		{20, haeTrapLockfile},
		{36, haeTrapPlaceholder},
		{20, haeTrapMCPRef},
		{14, haeTrapRulesFile},
	}
}

func haeTrapToolIDs() Sample {
	tid := haeToolID()
	cmd := pick([]string{"git status --short", "npm test -- --run", "go test ./...", "ls -la src/", "pytest -q tests/test_api.py", "cargo build --release", "rg -n \"TODO\" src"})
	switch rng.IntN(6) {
	case 0:
		return haeT("tool-id", "tool-json", fmt.Sprintf("{\"type\":\"tool_use\",\"id\":\"%s\",\"name\":\"Bash\",\"input\":{\"command\":\"%s\"}}", tid, strings.ReplaceAll(cmd, "\"", "\\\"")))
	case 1:
		return haeT("tool-id", "tool-json", fmt.Sprintf("{\"type\":\"tool_result\",\"tool_use_id\":\"%s\",\"is_error\":false,\"content\":\"%d passed, %d skipped in %.2fs\"}", tid, haeIn(3, 400), haeIn(0, 9), rng.Float64()*40))
	case 2:
		return haeT("tool-id", "api-response", fmt.Sprintf("{\n  \"id\": \"%s\",\n  \"type\": \"message\",\n  \"role\": \"assistant\",\n  \"model\": \"%s\",\n  \"stop_reason\": \"tool_use\",\n  \"usage\": {\"input_tokens\": %d, \"output_tokens\": %d}\n}", haeMsgID(), pick(haeModels), haeIn(500, 90000), haeIn(10, 4000)))
	case 3:
		return haeT("tool-id", "openai-tool-call", fmt.Sprintf("{\"id\":\"%s\",\"type\":\"function\",\"function\":{\"name\":\"get_weather\",\"arguments\":\"{\\\"city\\\":\\\"%s\\\"}\"}}", haeCallID(), pick([]string{"Berlin", "Osaka", "Lima", "Nairobi"})))
	case 4:
		return haeT("tool-id", "log", fmt.Sprintf("%s level=info msg=\"tool call finished\" tool=Edit tool_use_id=%s duration_ms=%d request_id=req_011C%s", haeTime(), tid, haeIn(3, 900), rnd(alnum, 20)))
	default:
		return haeT("tool-id", "transcript", fmt.Sprintf("⏺ Bash(%s)\n  ⎿  %s\n\n⏺ All good. Session %s, turn %d.", cmd, pick([]string{"ok", "nothing to commit, working tree clean", "Finished `release` profile [optimized] target(s) in 41.2s", "PASS"}), haeUUID(), haeIn(2, 80)))
	}
}

func haeTrapTrace() Sample {
	tr, sp := haeHex(32), haeHex(16)
	switch rng.IntN(5) {
	case 0:
		return haeT("trace-id", "http", fmt.Sprintf("traceparent: 00-%s-%s-01\ntracestate: vendor=%s", tr, sp, pick(haeWords)))
	case 1:
		return haeT("trace-id", "log-json", fmt.Sprintf("{\"ts\":\"%s\",\"level\":\"error\",\"msg\":\"upstream timeout\",\"trace_id\":\"%s\",\"span_id\":\"%s\",\"service\":\"checkout\"}", haeTime(), tr, sp))
	case 2:
		return haeT("trace-id", "chat", fmt.Sprintf("the failing request had X-Request-Id %s, trace %s in Tempo", haeUUID(), tr))
	case 3:
		return haeT("trace-id", "http", fmt.Sprintf("HTTP/2 502\ncf-ray: %s-FRA\nx-amz-cf-id: %s==\nx-request-id: %s", haeHex(16), rnd(alnum+"_-", 54), haeUUID()))
	default:
		return haeT("trace-id", "notes", fmt.Sprintf("Sentry issue %s, event %s — first seen %s", strings.ToUpper(pick(haeWords))+"-"+rnd(upper+digits, 3), haeHex(32), haeDate()))
	}
}

func haeTrapEmbedding() Sample {
	n := haeIn(8, 24)
	var xs []string
	for i := 0; i < n; i++ {
		xs = append(xs, fmt.Sprintf("%.6f", rng.Float64()*0.2-0.1))
	}
	switch rng.IntN(3) {
	case 0:
		return haeT("embedding", "json", fmt.Sprintf("{\"object\":\"embedding\",\"index\":0,\"embedding\":[%s, ...]}", strings.Join(xs, ",")))
	case 1:
		return haeT("embedding", "python-repl", fmt.Sprintf(">>> vec[:%d]\narray([%s], dtype=float32)", n, strings.Join(xs, ", ")))
	default:
		return haeT("embedding", "agent-memory", fmt.Sprintf("- memory %s embedded with text-embedding-3-small (dim 1536), first values [%s]", haeUUID(), strings.Join(xs[:4], ", ")))
	}
}

var haeModels = []string{"claude-sonnet-4-5-20250929", "claude-opus-4-1-20250805", "claude-3-5-haiku-20241022",
	"gpt-4o-2024-08-06", "gpt-4.1-mini", "o3-2025-04-16", "gemini-2.5-pro", "gemini-1.5-flash-002",
	"llama-3.1-70b-instruct", "mistral-large-2411", "deepseek-r1-distill-qwen-32b", "qwen2.5-coder:7b-instruct-q4_K_M"}

func haeTrapModel() Sample {
	m := pick(haeModels)
	switch rng.IntN(5) {
	case 0:
		return haeT("model-name", "chat", fmt.Sprintf("switched the summarizer to %s, latency went from %.1fs to %.1fs", m, rng.Float64()*5+2, rng.Float64()*2+0.5))
	case 1:
		return haeT("model-name", "yaml", fmt.Sprintf("llm:\n  provider: %s\n  model: %s\n  temperature: 0.%d\n  max_tokens: %d\n  api_key: ${LLM_API_KEY}", pick([]string{"anthropic", "openai", "google", "ollama"}), m, haeIn(0, 9), haeIn(256, 8192)))
	case 2:
		return haeT("model-name", "terminal", fmt.Sprintf("$ ollama list\nNAME                          ID              SIZE      MODIFIED\n%s    %s    4.7 GB    %d days ago", m, haeHex(12), haeIn(1, 60)))
	case 3:
		return haeT("model-name", "notes", fmt.Sprintf("Eval %s: %s scored %.1f%% on the internal suite (prev %.1f%%). Run id %s.", haeDate(), m, rng.Float64()*30+60, rng.Float64()*30+55, haeUUID()))
	default:
		return haeT("model-name", "requirements", fmt.Sprintf("anthropic==0.%d.%d\nopenai==1.%d.0\ntiktoken==0.7.0\n# default model: %s", haeIn(30, 69), haeIn(0, 5), haeIn(30, 99), m))
	}
}

func haeTrapSHA() Sample {
	var lines []string
	for i := 0; i < haeIn(3, 6); i++ {
		lines = append(lines, fmt.Sprintf("%s %s", haeHex(7), pick([]string{"fix: handle empty token list", "chore(deps): bump vite to 5.4.2", "feat: add password strength meter", "refactor auth middleware", "docs: explain API key rotation", "test: cover secret redaction"})))
	}
	switch rng.IntN(4) {
	case 0:
		return haeT("commit-sha", "terminal", "$ git log --oneline -n "+fmt.Sprint(len(lines))+"\n"+strings.Join(lines, "\n"))
	case 1:
		return haeT("commit-sha", "agent-summary", fmt.Sprintf("Committed the fix as %s on branch `%s` and pushed. CI run #%d is green (workflow sha %s).", haeHex(40), pick([]string{"fix/login-redirect", "feat/mcp-tools", "main"}), haeIn(100, 9000), haeHex(40)))
	case 2:
		return haeT("commit-sha", "terminal", fmt.Sprintf("$ git rev-parse HEAD\n%s\n$ git describe --tags\nv%d.%d.%d-%d-g%s", haeHex(40), haeIn(0, 4), haeIn(0, 30), haeIn(0, 20), haeIn(1, 40), haeHex(7)))
	default:
		return haeT("commit-sha", "diff", fmt.Sprintf("diff --git a/src/auth.ts b/src/auth.ts\nindex %s..%s 100644\n--- a/src/auth.ts\n+++ b/src/auth.ts\n@@ -10,6 +10,7 @@\n   const token = req.headers.authorization?.split(' ')[1];\n+  if (!token) return res.status(401).end();", haeHex(7), haeHex(7)))
	}
}

func haeB64Bytes(n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(rng.IntN(256))
	}
	return base64.StdEncoding.EncodeToString(b)
}

func haeTrapLockfile() Sample {
	pkg := pick([]string{"lodash", "react-dom", "zod", "esbuild", "undici", "@types/node", "chalk", "ws"})
	ver := fmt.Sprintf("%d.%d.%d", haeIn(1, 18), haeIn(0, 30), haeIn(0, 20))
	switch rng.IntN(6) {
	case 0:
		return haeT("lockfile-hash", "package-lock.json", fmt.Sprintf("    \"node_modules/%s\": {\n      \"version\": \"%s\",\n      \"resolved\": \"https://registry.npmjs.org/%s/-/%s-%s.tgz\",\n      \"integrity\": \"sha512-%s\",\n      \"license\": \"MIT\"\n    }", pkg, ver, pkg, pkg, ver, haeB64Bytes(64)))
	case 1:
		mod := pick([]string{"github.com/spf13/cobra", "golang.org/x/crypto", "github.com/stretchr/testify", "google.golang.org/grpc"})
		return haeT("lockfile-hash", "go.sum", fmt.Sprintf("%s v%s h1:%s\n%s v%s/go.mod h1:%s", mod, ver, haeB64Bytes(32), mod, ver, haeB64Bytes(32)))
	case 2:
		return haeT("lockfile-hash", "Cargo.lock", fmt.Sprintf("[[package]]\nname = \"%s\"\nversion = \"%s\"\nsource = \"registry+https://github.com/rust-lang/crates.io-index\"\nchecksum = \"%s\"", pick([]string{"serde", "tokio", "rand", "regex"}), ver, haeHex(64)))
	case 3:
		return haeT("lockfile-hash", "yarn.lock", fmt.Sprintf("%s@^%s:\n  version \"%s\"\n  resolved \"https://registry.yarnpkg.com/%s/-/%s-%s.tgz#%s\"\n  integrity sha512-%s", pkg, ver, ver, pkg, pkg, ver, haeHex(40), haeB64Bytes(64)))
	case 4:
		return haeT("lockfile-hash", "requirements.txt", fmt.Sprintf("requests==2.32.%d \\\n    --hash=sha256:%s \\\n    --hash=sha256:%s", haeIn(0, 4), haeHex(64), haeHex(64)))
	default:
		return haeT("lockfile-hash", "flake.lock", fmt.Sprintf("\"nixpkgs\": {\n  \"locked\": {\n    \"lastModified\": %d,\n    \"narHash\": \"sha256-%s\",\n    \"rev\": \"%s\"\n  }\n}", haeIn(1700000000, 1760000000), haeB64Bytes(32), haeHex(40)))
	}
}

func haeTrapPlaceholder() Sample {
	env := pick(haeVendors).env
	ph := pick([]string{"<REDACTED>", "sk-...", "YOUR_API_KEY", "<your-token>", "xxxxxxxxxxxxxxxx", "***", "[REDACTED]", "changeme", "<PASSWORD>", "your-api-key-here", "sk-ant-...", "ghp_xxxxxxxxxxxxxxxxxxxx", "REPLACE_ME", "<paste key here>", "••••••••"})
	switch rng.IntN(9) {
	case 0:
		return haeT("placeholder", "dotenv", fmt.Sprintf("# .env.example — copy to .env and fill in\n%s=%s\nPORT=3000", env, ph))
	case 1:
		return haeT("placeholder", "agent-summary", fmt.Sprintf("I removed the hardcoded key and replaced it with `%s`; set %s in your shell before running.", ph, env))
	case 2:
		return haeT("placeholder", "claude_desktop_config.json", fmt.Sprintf("{\n  \"mcpServers\": {\n    \"%s\": {\n      \"command\": \"npx\",\n      \"args\": [\"-y\", \"%s\"],\n      \"env\": { \"%s\": \"%s\" }\n    }\n  }\n}", haeServer(), haeNpxPkg(), env, ph))
	case 3:
		return haeT("placeholder", "readme", fmt.Sprintf("## Setup\n\n```bash\nexport %s=%s\nnpm run dev\n```\n\nGet a key from the dashboard under **Settings → API keys**.", env, ph))
	case 4:
		return haeT("placeholder", "log", fmt.Sprintf("%s INFO config loaded: %s=%s, timeout=30s", haeTime(), strings.ToLower(env), pick([]string{"<REDACTED>", "***", "[FILTERED]", "********", "sk-****" + rnd(digits, 4)})))
	case 5:
		return haeT("placeholder", "python", fmt.Sprintf("client = Client(api_key=\"%s\")  # TODO: load from env", ph))
	case 6:
		return haeT("placeholder", "chat", fmt.Sprintf("just put `%s` in there for now, the real one is in the vault", ph))
	case 7:
		return haeT("placeholder", "docs", fmt.Sprintf("| Variable | Example | Required |\n|---|---|---|\n| `%s` | `%s` | yes |\n| `LOG_LEVEL` | `info` | no |", env, ph))
	default:
		return haeT("placeholder", "curl-docs", fmt.Sprintf("curl https://api.example.com/v1/items \\\n  -H \"Authorization: Bearer $%s\" \\\n  -H \"Content-Type: application/json\"", env))
	}
}

func haeTrapMCPRef() Sample {
	env := pick(haeVendors).env
	srv := haeServer()
	switch rng.IntN(6) {
	case 0:
		return haeT("mcp-config", ".vscode/mcp.json", fmt.Sprintf("{\n  \"inputs\": [\n    {\"type\": \"promptString\", \"id\": \"%s-key\", \"description\": \"%s API key\", \"password\": true}\n  ],\n  \"servers\": {\n    \"%s\": {\n      \"command\": \"npx\",\n      \"args\": [\"-y\", \"%s\"],\n      \"env\": { \"%s\": \"${input:%s-key}\" }\n    }\n  }\n}", srv, srv, srv, haeNpxPkg(), env, srv))
	case 1:
		return haeT("mcp-config", ".cursor/mcp.json", fmt.Sprintf("{\n  \"mcpServers\": {\n    \"%s\": {\n      \"command\": \"npx\",\n      \"args\": [\"-y\", \"%s\"],\n      \"env\": { \"%s\": \"${env:%s}\" }\n    }\n  }\n}", srv, haeNpxPkg(), env, env))
	case 2:
		return haeT("mcp-config", "shell", fmt.Sprintf("claude mcp add %s -e %s=\"$(op read op://Private/%s/credential)\" -- npx -y %s", srv, env, srv, haeNpxPkg()))
	case 3:
		return haeT("mcp-config", "github-workflow", fmt.Sprintf("    env:\n      %s: ${{ secrets.%s }}\n      GITHUB_TOKEN: ${{ secrets.GITHUB_TOKEN }}\n    steps:\n      - run: npx %s --check", env, env, haeNpxPkg()))
	case 4:
		return haeT("mcp-config", "claude_desktop_config.json", fmt.Sprintf("{\n  \"mcpServers\": {\n    \"filesystem\": {\n      \"command\": \"npx\",\n      \"args\": [\"-y\", \"@modelcontextprotocol/server-filesystem\", \"/Users/%s/Desktop\", \"/Users/%s/code\"]\n    }\n  }\n}", pick(haeNames), pick(haeNames)))
	default:
		return haeT("mcp-config", "docker-compose.yml", fmt.Sprintf("services:\n  app:\n    build: .\n    environment:\n      %s: ${%s:?set it in .env}\n    secrets:\n      - db_password\nsecrets:\n  db_password:\n    file: ./secrets/db_password.txt", env, env))
	}
}

func haeTrapRulesFile() Sample {
	file := pick([]string{"CLAUDE.md", "AGENTS.md", ".cursorrules", "GEMINI.md", ".github/copilot-instructions.md"})
	switch rng.IntN(4) {
	case 0:
		return haeT("rules-file", file, fmt.Sprintf("# %s\n\n- Never print or log secrets; read them via `config.Secret(\"name\")`.\n- API keys live in 1Password under the \"%s\" vault.\n- Run `make lint test` before committing.", file, haeCap(pick(haeWords))))
	case 1:
		return haeT("rules-file", file, "## Security\nDo not commit `.env` files. If you find a credential in the code, stop and tell the user instead of moving it.\nPasswords must be hashed with argon2id.")
	case 2:
		return haeT("rules-file", file, fmt.Sprintf("Test accounts are created by `scripts/seed_users.py`; their passwords are generated at runtime and printed once. Use the `%s` fixture in tests.", pick([]string{"logged_in_client", "admin_session", "auth_headers"})))
	default:
		return haeT("rules-file", file, fmt.Sprintf("## Stack\n- Go 1.%d, Postgres 16, Redis 7\n- Auth: OIDC via Keycloak realm `%s`\n- Secrets: injected by Vault agent at /vault/secrets/*.env", haeIn(21, 25), pick(haeWords)))
	}
}
