#!/usr/bin/env bash
# pgbouncer.sh — make sure Debian's PgBouncer is installed for the tests that serve recall through
# a transaction-mode pooler (cmd/recall/pooler_test.go starts its own, on a free port). `make test`
# calls it, as it installs chromium. Without root or apt it says what to do and leaves the decision
# to the tests (they skip, saying how to install it).
set -euo pipefail
if command -v pgbouncer >/dev/null 2>&1 || [ -x /usr/sbin/pgbouncer ]; then
    exit 0
fi
if ! command -v apt-get >/dev/null 2>&1; then
    echo "pgbouncer.sh: no pgbouncer found and no apt-get; install PgBouncer to run the connection-pooler tests" >&2
    exit 0
fi
SUDO=""
if [ "$(id -u)" != 0 ]; then
    if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
        SUDO="sudo -n"
    else
        echo "pgbouncer.sh: pgbouncer is missing; run \`sudo apt-get install pgbouncer\` to run the connection-pooler tests" >&2
        exit 0
    fi
fi
echo "pgbouncer.sh: installing Debian's pgbouncer for the connection-pooler tests" >&2
export DEBIAN_FRONTEND=noninteractive
# Only the binary is wanted: the package's own service is left stopped (the tests start theirs).
$SUDO apt-get install -y -q --no-install-recommends pgbouncer >/dev/null \
    || { $SUDO apt-get update -q >/dev/null && $SUDO apt-get install -y -q --no-install-recommends pgbouncer >/dev/null; }
