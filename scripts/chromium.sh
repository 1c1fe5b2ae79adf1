#!/usr/bin/env bash
# chromium.sh — make sure a headless-capable Chromium is installed for the console's browser
# tests (web/, oauth/, driven through chromedp). `make test` calls it, as it starts PostgreSQL.
set -euo pipefail
. "${0%/*}/testdep.sh"
ensure_package chromium Chromium "the console's browser tests" chromium chromium-browser google-chrome google-chrome-stable
