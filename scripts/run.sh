#!/usr/bin/env bash
# run.sh — `make run`: migrate, make a local principal with a fresh token, print how to connect,
# and serve recall over streamable HTTP on $ADDR (default 127.0.0.1:8080).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
export RECALL_DATABASE_URL="${RECALL_DATABASE_URL:-$(scripts/devdb.sh url)}"
ADDR="${ADDR:-127.0.0.1:8080}"
PRINCIPAL="${RECALL_LOCAL_PRINCIPAL:-local}"
BIN=bin/recall

"$BIN" migrate >/dev/null 2>&1 || "$BIN" migrate
# The local principal is an admin, so the console shows every page.
"$BIN" admin principal add "$PRINCIPAL" --role admin >/dev/null 2>&1 || true
# Tokens are shown once: revoke the previous run's and issue a new one.
"$BIN" admin token revoke --principal "$PRINCIPAL" >/dev/null
TOKEN="$("$BIN" admin token create --principal "$PRINCIPAL")"
# The console is on the same port; a one-time link (15 minutes) logs the local principal in.
export RECALL_PUBLIC_URL="${RECALL_PUBLIC_URL:-http://${ADDR}}"
LOGIN_LINK="$("$BIN" admin login-link --principal "$PRINCIPAL")"

cat <<MSG

recall is starting on http://${ADDR}/mcp  (principal: ${PRINCIPAL}, agent: default)
Bearer token (new for this run): ${TOKEN}
Console (one-time login link, valid 15 minutes): ${LOGIN_LINK}
  a new link later: bin/recall admin login-link --principal ${PRINCIPAL}

Connect an MCP client over streamable HTTP, e.g. in mcp.json:
{
  "mcpServers": {
    "recall": {
      "type": "http",
      "url": "http://${ADDR}/mcp",
      "headers": { "Authorization": "Bearer ${TOKEN}" }
    }
  }
}
Claude Code:  claude mcp add --transport http recall http://${ADDR}/mcp --header "Authorization: Bearer ${TOKEN}"
Inspector:    npx @modelcontextprotocol/inspector  (Streamable HTTP, the URL above, the header above)
Health:       curl http://${ADDR}/healthz

MSG
exec "$BIN" serve --transport http --addr "$ADDR"
