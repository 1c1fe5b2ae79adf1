# recall — the two commands are `make run` and `make test`; both provision the local PostgreSQL
# + pgvector cluster first (scripts/devdb.sh). RECALL_DATABASE_URL points them elsewhere.
SHELL := /bin/bash
GO ?= go
ADDR ?= 127.0.0.1:8080
BIN := bin/recall
LOCOMO ?= ../shared/data/locomo/locomo-dev.json

.PHONY: run test bench bench-peers db db-stop build check-go fuzz

check-go:
	@command -v $(GO) >/dev/null || { echo "Go 1.24+ is required: https://go.dev/dl/" >&2; exit 1; }

build: check-go
	$(GO) build -o $(BIN) ./cmd/recall

# db starts the local cluster unless RECALL_DATABASE_URL points at another database.
db:
	@if [ -z "$$RECALL_DATABASE_URL" ]; then scripts/devdb.sh start; fi

db-stop:
	scripts/devdb.sh stop

run: build db
	@ADDR=$(ADDR) scripts/run.sh

test: check-go db
	@export RECALL_TEST_DATABASE_URL="$${RECALL_DATABASE_URL:-$$(scripts/devdb.sh url)}"; \
	$(GO) test -count=1 -timeout 15m ./...

bench: build db
	@export RECALL_DATABASE_URL="$${RECALL_DATABASE_URL:-$$(scripts/devdb.sh url)}"; \
	$(GO) run ./cmd/recall-bench $(BENCH_ARGS) && \
	if [ -f $(LOCOMO) ]; then $(GO) run ./cmd/recall-bench -locomo $(LOCOMO); fi && \
	$(GO) test -run '^$$' -bench . -benchtime 2000x ./scrub/

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
