# testdep.sh — sourced by the scripts that make sure a program some tests need is installed
# (chromium.sh, pgbouncer.sh): ensure_package installs Debian's package with apt-get when none of
# the candidates is found. Without root or apt it says what to do and leaves the decision to the
# tests (they skip, or fail under CI, saying how to install it).

# ensure_package PACKAGE DISPLAY-NAME PURPOSE CANDIDATE... — a candidate is a command name or path.
ensure_package() {
    local pkg=$1 display=$2 purpose=$3 me
    shift 3
    me=${0##*/}
    for c in "$@"; do
        if command -v "$c" >/dev/null 2>&1; then
            return 0
        fi
    done
    if ! command -v apt-get >/dev/null 2>&1; then
        echo "$me: no $pkg found and no apt-get; install $display to run $purpose" >&2
        return 0
    fi
    local sudo=""
    if [ "$(id -u)" != 0 ]; then
        if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
            sudo="sudo -n"
        else
            echo "$me: $pkg is missing; run \`sudo apt-get install $pkg\` to run $purpose" >&2
            return 0
        fi
    fi
    echo "$me: installing Debian's $pkg for $purpose" >&2
    export DEBIAN_FRONTEND=noninteractive
    # The package lists may be stale on a fresh machine: refresh once if the install cannot find it.
    $sudo apt-get install -y -q --no-install-recommends "$pkg" >/dev/null \
        || { $sudo apt-get update -q >/dev/null && $sudo apt-get install -y -q --no-install-recommends "$pkg" >/dev/null; }
}
