#!/usr/bin/env bash
# pgbouncer.sh — make sure Debian's PgBouncer is installed for the tests that serve recall through
# a transaction-mode pooler (cmd/recall/pooler_test.go starts its own, on a free port; the
# package's own service is left stopped). `make test` calls it, as it installs chromium.
set -euo pipefail
. "${0%/*}/testdep.sh"
ensure_package pgbouncer PgBouncer "the connection-pooler tests" pgbouncer /usr/sbin/pgbouncer
