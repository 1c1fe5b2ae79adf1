#!/usr/bin/env bash
# chromium.sh — make sure a headless-capable Chromium is installed for the console's browser
# tests (web/, driven through chromedp). `make test` calls it, as it starts PostgreSQL. It installs
# Debian's `chromium` package with apt-get when no browser is on PATH; without root or apt it says
# what to do and leaves the decision to the tests (they fail under CI, skip otherwise).
set -euo pipefail
for b in chromium chromium-browser google-chrome google-chrome-stable; do
    if command -v "$b" >/dev/null 2>&1; then
        exit 0
    fi
done
if ! command -v apt-get >/dev/null 2>&1; then
    echo "chromium.sh: no chromium found and no apt-get; install Chromium to run the console's browser tests" >&2
    exit 0
fi
SUDO=""
if [ "$(id -u)" != 0 ]; then
    if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
        SUDO="sudo -n"
    else
        echo "chromium.sh: chromium is missing; run \`sudo apt-get install chromium\` to run the console's browser tests" >&2
        exit 0
    fi
fi
echo "chromium.sh: installing Debian's chromium for the console's browser tests" >&2
export DEBIAN_FRONTEND=noninteractive
# The package lists may be stale on a fresh machine: refresh once if the install cannot find it.
$SUDO apt-get install -y -q --no-install-recommends chromium >/dev/null \
    || { $SUDO apt-get update -q >/dev/null && $SUDO apt-get install -y -q --no-install-recommends chromium >/dev/null; }
