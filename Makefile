# recall — the two commands are `make run` and `make test`; both provision the local PostgreSQL
# + pgvector cluster first (scripts/devdb.sh). RECALL_DATABASE_URL points them elsewhere.
SHELL := /bin/bash
GO ?= go
ADDR ?= 127.0.0.1:8080
BIN := bin/recall
LOCOMO ?= ../shared/data/locomo/locomo-dev.json

.PHONY: run test bench bench-peers db db-stop build check-go fuzz chromium pgbouncer interop docs dist image

# Every binary names its build (recall version, recall_build_info on /metrics): the version from
# git describe, the commit and the build time, stamped by the linker into internal/buildinfo.
VERSION ?= $(shell git describe --tags --always --dirty 2>/dev/null || echo dev)
COMMIT ?= $(shell git rev-parse HEAD 2>/dev/null || echo unknown)
BUILD_DATE ?= $(shell date -u -d "@$${SOURCE_DATE_EPOCH:-$$(date +%s)}" +%Y-%m-%dT%H:%M:%SZ 2>/dev/null || date -u +%Y-%m-%dT%H:%M:%SZ)
STAMP := -X github.com/recall-mcp/recall/internal/buildinfo.version=$(VERSION) \
	-X github.com/recall-mcp/recall/internal/buildinfo.commit=$(COMMIT) \
	-X github.com/recall-mcp/recall/internal/buildinfo.date=$(BUILD_DATE)
# Release binaries: static (no cgo), no local paths, no symbol tables.
DIST_FLAGS := -trimpath -ldflags "-s -w $(STAMP)"
DIST_PLATFORMS := linux/amd64 linux/arm64 darwin/amd64 darwin/arm64 windows/amd64
HOST_ARCH := $(shell $(GO) env GOARCH 2>/dev/null || echo amd64)
# make image builds with podman or docker, whichever is on PATH (podman first: it needs no daemon;
# --format docker keeps the HEALTHCHECK, which the OCI image format has no field for).
CONTAINER ?= $(shell command -v podman 2>/dev/null || command -v docker 2>/dev/null)
IMAGE ?= recall:$(VERSION)

# check-go enforces the minimum Go version, which is stated once: the go line of go.mod.
check-go:
	@need=$$(awk '$$1 == "go" { print $$2; exit }' go.mod); \
	command -v $(GO) >/dev/null || { echo "Go $$need or newer is required (go.mod) and no '$(GO)' is on PATH: https://go.dev/dl/" >&2; exit 1; }; \
	have=$$($(GO) env GOVERSION | sed 's/^go//; s/[^0-9.].*//'); \
	if [ "$$(printf '%s\n%s\n' "$$need" "$$have" | sort -V | head -n1)" != "$$need" ]; then \
		echo "Go $$need or newer is required (the go line of go.mod); '$(GO)' is go$$have: install a newer Go from https://go.dev/dl/ or set GO=/path/to/go" >&2; exit 1; \
	fi

build: check-go
	$(GO) build -ldflags "$(STAMP)" -o $(BIN) ./cmd/recall

# dist cross-builds the release binaries into dist/ with their SHA256SUMS, then checks them
# (scripts/dist-check.sh: checksums, each binary's format and platform, the host's one runs).
dist: check-go
	@rm -rf dist && mkdir -p dist
	@for p in $(DIST_PLATFORMS); do \
		os=$${p%/*}; arch=$${p#*/}; out=dist/recall_$${os}_$${arch}; [ $$os = windows ] && out=$$out.exe; \
		echo "$$out"; \
		CGO_ENABLED=0 GOOS=$$os GOARCH=$$arch $(GO) build $(DIST_FLAGS) -o $$out ./cmd/recall || exit 1; \
	done
	@cd dist && if command -v sha256sum >/dev/null; then sha256sum recall_* > SHA256SUMS; else shasum -a 256 recall_* > SHA256SUMS; fi
	@GO=$(GO) COMMIT=$(COMMIT) scripts/dist-check.sh dist

# bin/image/recall_linux_ARCH alone, for the image: built apart from dist/, whose binaries
# SHA256SUMS vouches for (a rebuild there, stamped with a new build time, would not match it).
bin/image/recall_linux_%: check-go FORCE
	@mkdir -p bin/image
	CGO_ENABLED=0 GOOS=linux GOARCH=$* $(GO) build $(DIST_FLAGS) -o $@ ./cmd/recall

FORCE:

# image builds the container image (Containerfile) from the static linux binary: no build image
# is pulled, the base is scratch.
image: bin/image/recall_linux_$(HOST_ARCH)
	@test -n "$(CONTAINER)" || { echo "make image needs podman or docker on PATH (Debian/Ubuntu: apt-get install podman)" >&2; exit 1; }
	$(CONTAINER) build -f Containerfile --build-arg TARGETARCH=$(HOST_ARCH) --build-arg BINDIR=bin/image $(if $(findstring podman,$(CONTAINER)),--format docker) \
		--label org.opencontainers.image.version=$(VERSION) --label org.opencontainers.image.revision=$(COMMIT) \
		-t $(IMAGE) -t recall:local .
	@echo "built $(IMAGE) (also tagged recall:local, which compose.yaml runs)"

# db starts the local cluster unless RECALL_DATABASE_URL points at another database.
db:
	@if [ -z "$$RECALL_DATABASE_URL" ]; then scripts/devdb.sh start; fi

db-stop:
	scripts/devdb.sh stop

run: build db
	@ADDR=$(ADDR) scripts/run.sh

# test: the tests derive a database of their own from RECALL_TEST_DATABASE_URL, its name with
# _test after it (recall_test here), and never read or write the one named, which `make run`
# serves from: run the two in either order.
test: check-go db chromium pgbouncer interop
	@export RECALL_TEST_DATABASE_URL="$${RECALL_DATABASE_URL:-$$(scripts/devdb.sh url)}"; \
	$(GO) test -count=1 -timeout 15m ./...

# bench: search and save over MCP streamable HTTP against `recall serve` processes at 1k and 10k
# memories (BENCH_ARGS=-scale=large adds 100k and one principal among 1M memories of 1,000
# principals), the two-server run, then LoCoMo retrieval (all of the split, and the
# conversations the parameters were not tuned on), the context of a prompt on LoCoMo (the same
# three ways) and `recall context`'s cost as a hook, the capture extractor (its labelled sets,
# and memories captured per LoCoMo session), then the scrubber.
LOCOMO_TUNED ?= conv-26,conv-30,conv-41
bench: build db
	@export RECALL_DATABASE_URL="$${RECALL_DATABASE_URL:-$$(scripts/devdb.sh url)}"; \
	$(GO) run ./cmd/recall-bench -recall $(BIN) $(BENCH_ARGS) && \
	if [ -f $(LOCOMO) ]; then $(GO) run ./cmd/recall-bench -locomo $(LOCOMO) && \
	  $(GO) run ./cmd/recall-bench -locomo $(LOCOMO) -conv $(LOCOMO_TUNED) && \
	  $(GO) run ./cmd/recall-bench -locomo $(LOCOMO) -conv-exclude $(LOCOMO_TUNED) && \
	  $(GO) run ./cmd/recall-bench -context $(LOCOMO) && \
	  $(GO) run ./cmd/recall-bench -context $(LOCOMO) -conv $(LOCOMO_TUNED) && \
	  $(GO) run ./cmd/recall-bench -context $(LOCOMO) -conv-exclude $(LOCOMO_TUNED) && \
	  $(GO) run ./cmd/recall-bench -capture -locomo $(LOCOMO); \
	else $(GO) run ./cmd/recall-bench -capture; fi && \
	$(GO) run ./cmd/recall-bench -hook -recall $(BIN) && \
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

# pgbouncer installs Debian's PgBouncer when missing, for the tests that serve recall through a
# transaction-mode pooler (cmd/recall/pooler_test.go starts its own).
pgbouncer:
	@scripts/pgbouncer.sh

# interop installs the official TypeScript MCP SDK (pinned in tools/interop/package-lock.json)
# once, before the packages whose tests drive it (tools/, oauth/) run in parallel.
interop:
	@test -d tools/interop/node_modules/@modelcontextprotocol/sdk || (cd tools/interop && npm ci --no-audit --no-fund)

# docs rewrites the generated pages (docs/cli.md, docs/environment.md, README's tool table) from the code; `make test`
# fails while a committed copy is stale.
docs: check-go
	RECALL_UPDATE_DOCS=1 $(GO) test -count=1 -run 'TestGeneratedDocsAreCurrent' ./cmd/recall/
	RECALL_UPDATE_DOCS=1 $(GO) test -count=1 -run 'TestReadmeToolTableIsCurrent' ./tools/
