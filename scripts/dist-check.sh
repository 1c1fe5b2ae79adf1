#!/usr/bin/env bash
# dist-check.sh DIR: checks what `make dist` wrote — the checksums verify, every binary is an
# executable of the platform its name says (internal/distcheck), and the one for this machine
# runs and names the commit it was built from (COMMIT, default git rev-parse HEAD).
set -euo pipefail
dir=${1:-dist}
GO=${GO:-go}
commit=${COMMIT:-$(git rev-parse HEAD 2>/dev/null || echo unknown)}

if command -v sha256sum >/dev/null; then
	(cd "$dir" && sha256sum --quiet -c SHA256SUMS)
else
	(cd "$dir" && shasum -a 256 --quiet -c SHA256SUMS)
fi
n=$(wc -l <"$dir/SHA256SUMS")
echo "$dir/SHA256SUMS: $n checksums verify"

"$GO" run ./internal/distcheck "$dir"

host="$dir/recall_$("$GO" env GOOS)_$("$GO" env GOARCH)"
[ "$("$GO" env GOOS)" = windows ] && host="$host.exe"
if [ -x "$host" ]; then
	out=$("$host" version)
	grep -qx "commit: $commit" <<<"$out" || { echo "$host version does not name commit $commit:" >&2; echo "$out" >&2; exit 1; }
	echo "$host version: $(head -n1 <<<"$out"), commit $commit"
fi
