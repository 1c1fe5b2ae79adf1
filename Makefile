# recall — the two commands are `make run` and `make test`; both provision the local PostgreSQL
# + pgvector cluster first (scripts/devdb.sh). RECALL_DATABASE_URL points them elsewhere.
SHELL := /bin/bash
GO ?= go
ADDR ?= 127.0.0.1:8080
BIN := bin/recall
LOCOMO ?= ../shared/data/locomo/locomo-dev.json

.PHONY: run test bench bench-peers db db-stop build check-go fuzz chromium interop docs

# check-go enforces the minimum Go version, which is stated once: the go line of go.mod.
check-go:
	@need=$$(awk '$$1 == "go" { print $$2; exit }' go.mod); \
	command -v $(GO) >/dev/null || { echo "Go $$need or newer is required (go.mod) and no '$(GO)' is on PATH: https://go.dev/dl/" >&2; exit 1; }; \
	have=$$($(GO) env GOVERSION | sed 's/^go//; s/[^0-9.].*//'); \
	if [ "$$(printf '%s\n%s\n' "$$need" "$$have" | sort -V | head -n1)" != "$$need" ]; then \
		echo "Go $$need or newer is required (the go line of go.mod); '$(GO)' is go$$have: install a newer Go from https://go.dev/dl/ or set GO=/path/to/go" >&2; exit 1; \
	fi

build: check-go
	$(GO) build -o $(BIN) ./cmd/recall

# db starts the local cluster unless RECALL_DATABASE_URL points at another database.
db:
	@if [ -z "$$RECALL_DATABASE_URL" ]; then scripts/devdb.sh start; fi

db-stop:
	scripts/devdb.sh stop

run: build db
	@ADDR=$(ADDR) scripts/run.sh

test: check-go db chromium interop
	@export RECALL_TEST_DATABASE_URL="$${RECALL_DATABASE_URL:-$$(scripts/devdb.sh url)}"; \
	$(GO) test -count=1 -timeout 15m ./...

# bench: search and save over MCP streamable HTTP against `recall serve` processes at 1k and 10k
# memories (BENCH_ARGS=-scale=large adds 100k and one principal among 1M memories of 1,000
# principals), the two-server run, then LoCoMo retrieval (all of the split, and the
# conversations the parameters were not tuned on), then the scrubber.
LOCOMO_TUNED ?= conv-26,conv-30,conv-41
bench: build db
	@export RECALL_DATABASE_URL="$${RECALL_DATABASE_URL:-$$(scripts/devdb.sh url)}"; \
	$(GO) run ./cmd/recall-bench -recall $(BIN) $(BENCH_ARGS) && \
	if [ -f $(LOCOMO) ]; then $(GO) run ./cmd/recall-bench -locomo $(LOCOMO) && \
	  $(GO) run ./cmd/recall-bench -locomo $(LOCOMO) -conv $(LOCOMO_TUNED) && \
	  $(GO) run ./cmd/recall-bench -locomo $(LOCOMO) -conv-exclude $(LOCOMO_TUNED); fi && \
	$(GO) test -run '^$$' -bench . -benchtime 2000x ./scrub/ && \
	RECALL_TEST_DATABASE_URL="$$RECALL_DATABASE_URL" $(GO) test -run '^$$' -bench ConsolePages -benchtime 300x ./web/

# bench-peers: recall side by side with the official MCP memory server and @ai-devkit/memory
# (bench/peers, pinned in its package-lock.json), through the official TypeScript MCP client.
# PEERS_N=2000,10000,100000 for bigger stores; see bench/peers/peers.mjs for the other knobs.
PEERS_N ?= 2000,10000

bench/peers/node_modules/.package-lock.json: bench/peers/package.json bench/peers/package-lock.json
	@command -v npm >/dev/null || { echo "Node.js 20.20+ with npm is required for bench-peers: https://nodejs.org/" >&2; exit 1; }
	cd bench/peers && npm ci --no-audit --no-fund

bench-peers: build db bench/peers/node_modules/.package-lock.json
	@test -f $(LOCOMO) || { echo "bench-peers: the LoCoMo split $(LOCOMO) is missing (set LOCOMO=path/to/split.json)" >&2; exit 1; }
	@export RECALL_DATABASE_URL="$${RECALL_DATABASE_URL:-$$(scripts/devdb.sh url)}"; \
	LOCOMO="$(abspath $(LOCOMO))" PEERS_N="$(PEERS_N)" RECALL_BIN="$(abspath $(BIN))" node bench/peers/peers.mjs

fuzz: check-go
	$(GO) test -run '^$$' -fuzz FuzzScrub -fuzztime 60s ./scrub/

# chromium installs Debian's chromium when missing, for the console's browser tests (web/).
chromium:
	@scripts/chromium.sh

# interop installs the official TypeScript MCP SDK (pinned in tools/interop/package-lock.json)
# once, before the packages whose tests drive it (tools/, oauth/) run in parallel.
interop:
	@test -d tools/interop/node_modules/@modelcontextprotocol/sdk || (cd tools/interop && npm ci --no-audit --no-fund)

# docs rewrites the generated pages (docs/cli.md, docs/environment.md) from the code; `make test`
# fails while a committed copy is stale.
docs: check-go
	RECALL_UPDATE_DOCS=1 $(GO) test -count=1 -run 'TestGeneratedDocsAreCurrent' ./cmd/recall/
