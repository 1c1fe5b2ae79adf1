# recall — the two commands are `make run` and `make test`; both provision the local PostgreSQL
# + pgvector cluster first (scripts/devdb.sh). RECALL_DATABASE_URL points them elsewhere.
SHELL := /bin/bash
GO ?= go
ADDR ?= 127.0.0.1:8080
BIN := bin/recall
LOCOMO ?= ../shared/data/locomo/locomo-dev.json

.PHONY: run test bench db db-stop build check-go fuzz

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
	$(GO) test -run '^$$' -bench . -benchtime 2000x ./scrub/

fuzz: check-go
	$(GO) test -run '^$$' -fuzz FuzzScrub -fuzztime 60s ./scrub/
