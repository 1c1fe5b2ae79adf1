#!/usr/bin/env bash
# run.sh — `make run`: migrate, make a local admin principal and its token (kept across runs),
# print how to connect, and serve recall over streamable HTTP on $ADDR (default 127.0.0.1:8080).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
export RECALL_DATABASE_URL="${RECALL_DATABASE_URL:-$(scripts/devdb.sh url)}"
ADDR="${ADDR:-127.0.0.1:8080}"
PRINCIPAL="${RECALL_LOCAL_PRINCIPAL:-local}"
BIN=bin/recall
# Links and OAuth metadata use the public URL; locally it is the address served.
export RECALL_PUBLIC_URL="${RECALL_PUBLIC_URL:-http://${ADDR}}"
PUBLIC="${RECALL_PUBLIC_URL%/}"

"$BIN" migrate >/dev/null 2>&1 || "$BIN" migrate
# The local principal is an admin, so the console shows every page.
"$BIN" admin principal add "$PRINCIPAL" --role admin >/dev/null 2>&1 || true

# The token is kept beside the cluster's data (or in .recall/ for a database of your own),
# readable only by you, so a configured client keeps working after a restart. It is replaced
# only when it was revoked or expired, and tokens made by hand are never touched.
STATE="$(scripts/devdb.sh datadir)"
[ -d "$STATE" ] || STATE="$ROOT/.recall"
[ -w "$STATE" ] || STATE="$ROOT/.recall"
mkdir -p "$STATE"
TOKEN_FILE="$STATE/recall-local-token"
TOKEN="" TOKEN_ID=""
if [ -f "$TOKEN_FILE" ]; then
  read -r TOKEN_ID TOKEN <"$TOKEN_FILE" || true
  if [ -z "$TOKEN_ID" ] || ! "$BIN" admin token list --principal "$PRINCIPAL" | grep -q "\"id\":\"$TOKEN_ID\""; then
    TOKEN=""
  fi
fi
TOKEN_NOTE="kept from the last run"
if [ -z "$TOKEN" ]; then
  TOKEN="$("$BIN" admin token create --principal "$PRINCIPAL")"
  # The newest live token of the principal is the one just made.
  TOKEN_ID="$("$BIN" admin token list --principal "$PRINCIPAL" | head -n1 | sed -n 's/.*"id":"\([^"]*\)".*/\1/p')"
  (umask 077 && printf '%s %s\n' "$TOKEN_ID" "$TOKEN" >"$TOKEN_FILE")
  TOKEN_NOTE="new; kept in $TOKEN_FILE for the next runs"
fi
chmod 600 "$TOKEN_FILE"

# The console is on the same port; a one-time link (15 minutes) logs the local principal in.
LOGIN_LINK="$("$BIN" admin login-link --principal "$PRINCIPAL")"

cat <<MSG

recall is starting on http://${ADDR}/mcp  (principal: ${PRINCIPAL}, agent: default)
Bearer token (${TOKEN_NOTE}): ${TOKEN}
Console: ${PUBLIC}/
  one-time login link (valid 15 minutes): ${LOGIN_LINK}
  a new link later: RECALL_PUBLIC_URL=${PUBLIC} bin/recall admin login-link --principal ${PRINCIPAL}

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
Inspector:    npx @modelcontextprotocol/inspector@2.12.0  (needs Node 22.19+; Streamable HTTP, the URL and header above)
Health:       curl http://${ADDR}/healthz

MSG
exec "$BIN" serve --transport http --addr "$ADDR"
