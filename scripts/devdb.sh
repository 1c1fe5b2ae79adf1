#!/usr/bin/env bash
# devdb.sh — the project's local PostgreSQL + pgvector cluster for `make run` and `make test`.
#
#   scripts/devdb.sh install   install PostgreSQL 15 and build pgvector when missing (idempotent)
#   scripts/devdb.sh start     install, init the cluster when absent, start it when stopped
#   scripts/devdb.sh url       print the connection URL of the local cluster
#   scripts/devdb.sh datadir   print the folder the local cluster's data lives in
#   scripts/devdb.sh stop      stop the local cluster
#
# The cluster's data lives in .pgdata/ in the checkout (ignored by git). When the checkout sits
# under a directory the postgres user cannot enter (CI clones as root), the data goes to
# /var/tmp/recall-pg-<hash of the checkout path> instead. initdb refuses to run as root, so as
# root the cluster runs as the postgres user. It listens on 127.0.0.1:$RECALL_PG_PORT only
# (default 55432), whatever port it was initialised with.
#
# `make run` serves from the database $RECALL_PG_DB (default recall). The tests never touch it:
# they work in a database of their own beside it, its name with _test after it (recall_test),
# which they create on first use (internal/dbtest).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
PG_MAJOR=15
PG_BIN="/usr/lib/postgresql/${PG_MAJOR}/bin"
PG_CONFIG="${PG_BIN}/pg_config"
PORT="${RECALL_PG_PORT:-55432}"
DB="${RECALL_PG_DB:-recall}"

log() { echo "devdb: $*" >&2; }

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

# run_pg runs a command as the cluster's owner.
run_pg() {
  if [ "$(id -u)" -eq 0 ]; then (cd / && runuser -u postgres -- "$@"); else "$@"; fi
}

# require_apt stops with what to install by hand where there is no apt (macOS, Fedora, Arch, ...):
# the local cluster is provisioned with Debian's packages only.
require_apt() {
  command -v apt-get >/dev/null && return
  cat >&2 <<MSG
devdb: this machine has no apt-get, and the local cluster for \`make run\` and \`make test\` is
devdb: provisioned with Debian/Ubuntu packages ($*). Instead, either:
devdb:   - install PostgreSQL ${PG_MAJOR} or newer with pgvector yourself, e.g.
devdb:       macOS:  brew install postgresql@17 pgvector && brew services start postgresql@17
devdb:       elsewhere: your distribution's PostgreSQL and pgvector packages, or a managed
devdb:       PostgreSQL that offers pgvector (RDS, Cloud SQL, Azure, Supabase, Neon)
devdb:     create a database, run CREATE EXTENSION vector; in it (as its owner or a superuser),
devdb:     and point recall at it:
devdb:       export RECALL_DATABASE_URL='postgres://USER@127.0.0.1:5432/recall?sslmode=disable'
devdb:       make run
devdb:   - or run PostgreSQL and recall in containers: docker compose up -d (see docs/install.md)
MSG
  exit 1
}

apt_updated=0
apt_install() {
  require_apt "$@"
  if [ "$apt_updated" -eq 0 ]; then
    as_root apt-get update -qq >&2
    apt_updated=1
  fi
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@" >&2
}

extension_dir() {
  local share
  share="$("$PG_CONFIG" --sharedir 2>/dev/null || true)"
  echo "${share:-/usr/share/postgresql/${PG_MAJOR}}/extension"
}

install_postgres() {
  local need=()
  [ -x "${PG_BIN}/initdb" ] || need+=("postgresql-${PG_MAJOR}" "postgresql-contrib")
  command -v psql >/dev/null || need+=("postgresql-client-${PG_MAJOR}")
  if [ ${#need[@]} -gt 0 ]; then
    log "installing ${need[*]}"
    apt_install "${need[@]}"
  fi
}

# install_pgvector builds pgvector from Debian trixie's source package. bookworm does not package
# it; the trixie deb-src line lives in a sources file and lists dir of our own so the system's
# apt state stays untouched.
install_pgvector() {
  if [ -f "$(extension_dir)/vector.control" ]; then return; fi
  log "pgvector is missing: building it from Debian's source package (about 40 s)"
  local need=()
  command -v make >/dev/null || need+=(make)
  command -v gcc >/dev/null || need+=(gcc)
  command -v xz >/dev/null || need+=(xz-utils)
  dpkg -s "postgresql-server-dev-${PG_MAJOR}" >/dev/null 2>&1 || need+=("postgresql-server-dev-${PG_MAJOR}")
  [ ${#need[@]} -gt 0 ] && apt_install "${need[@]}"

  require_apt "pgvector's Debian source package"
  local state=/var/lib/recall-apt
  as_root mkdir -p "$state/lists/partial"
  echo "deb-src http://deb.debian.org/debian trixie main" | as_root tee "$state/trixie-src.list" >/dev/null
  local opts=(-o "Dir::Etc::SourceList=$state/trixie-src.list" -o "Dir::Etc::SourceParts=/dev/null"
    -o "Dir::State::Lists=$state/lists" -o "APT::Get::List-Cleanup=0")
  as_root apt-get "${opts[@]}" update -qq >&2
  local work
  work="$(mktemp -d)"
  (cd "$work" && apt-get "${opts[@]}" source --download-only pgvector >&2)
  local orig
  orig="$(ls "$work"/pgvector_*.orig.tar.* | head -1)"
  tar -xf "$orig" -C "$work"
  local src
  src="$(find "$work" -mindepth 1 -maxdepth 1 -type d | head -1)"
  make -C "$src" -s PG_CONFIG="$PG_CONFIG" >&2
  as_root make -C "$src" -s PG_CONFIG="$PG_CONFIG" install >&2
  rm -rf "$work"
  log "pgvector installed"
}

# data_dir picks where the cluster lives: .pgdata in the checkout when its owner can reach it.
data_dir() {
  if [ -n "${RECALL_PG_DATA:-}" ]; then echo "$RECALL_PG_DATA"; return; fi
  if [ "$(id -u)" -ne 0 ] || (cd / && runuser -u postgres -- test -x "$ROOT") 2>/dev/null; then
    echo "$ROOT/.pgdata"
  else
    echo "/var/tmp/recall-pg-$(echo -n "$ROOT" | sha256sum | cut -c1-12)"
  fi
}

# shared_buffers_mb is PostgreSQL's own advice for a machine that runs it: a quarter of the
# memory, here between 128 MB and 2 GB (RECALL_PG_SHARED_BUFFERS_MB overrides). At 256 MB a
# namespace of 100k memories no longer fits, and its searches read pages from the kernel's cache:
# 2.6-2.9 ms per search statement instead of 2.3.
shared_buffers_mb() {
  if [ -n "${RECALL_PG_SHARED_BUFFERS_MB:-}" ]; then echo "$RECALL_PG_SHARED_BUFFERS_MB"; return; fi
  local kb mb
  kb="$(awk '/^MemTotal:/ {print $2}' /proc/meminfo 2>/dev/null || echo 0)"
  mb=$(( ${kb:-0} / 4 / 1024 ))
  [ "$mb" -lt 128 ] && mb=128
  [ "$mb" -gt 2048 ] && mb=2048
  echo "$mb"
}

is_running() { run_pg "${PG_BIN}/pg_ctl" -D "$1" status >/dev/null 2>&1; }

start_cluster() {
  local data
  data="$(data_dir)"
  if [ ! -f "$data/PG_VERSION" ]; then
    log "initialising a new cluster in $data"
    mkdir -p "$data"
    [ "$(id -u)" -eq 0 ] && chown postgres:postgres "$data"
    chmod 700 "$data"
    run_pg "${PG_BIN}/initdb" -D "$data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
    cat >>"$data/postgresql.conf" <<EOF
listen_addresses = '127.0.0.1'
port = ${PORT}
unix_socket_directories = ''
max_connections = 200
EOF
    printf 'host all all 127.0.0.1/32 trust\n' >"$data/pg_hba.conf"
    [ "$(id -u)" -eq 0 ] && chown postgres:postgres "$data/pg_hba.conf"
  fi
  if ! is_running "$data"; then
    local buffers
    buffers="$(shared_buffers_mb)"
    log "starting PostgreSQL on 127.0.0.1:${PORT} (shared_buffers ${buffers}MB)"
    # Durable, whatever an older postgresql.conf of this cluster says (clusters made before
    # 2026-11-22 had fsync, full_page_writes and synchronous_commit off, which an OS crash can
    # turn into a corrupt cluster): `make run` keeps real memories here. The tests turn
    # synchronous_commit off on their own connections (internal/dbtest). With full-page writes
    # on, the default 1 GB of WAL between checkpoints filled every 16-27 s under 8 clients'
    # saves ("checkpoints are occurring too frequently"), and each checkpoint's burst of writes
    # held up the saves (offered 300/s at 100k memories: p99 111-164 ms against 13-35 ms with
    # 4 GB and 15 min).
    run_pg "${PG_BIN}/pg_ctl" -D "$data" -l "$data/server.log" -w -t 60 \
      -o "-c port=${PORT} -c shared_buffers=${buffers}MB -c fsync=on -c full_page_writes=on -c synchronous_commit=on -c max_wal_size=4GB -c checkpoint_timeout=15min" start >/dev/null
  fi
  local psql=(env PGOPTIONS="-c client_min_messages=warning" "${PG_BIN}/psql" -h 127.0.0.1 -p "$PORT" -U postgres -qtA -v ON_ERROR_STOP=1)
  if [ "$("${psql[@]}" -d postgres -c "select 1 from pg_database where datname='${DB}'")" != "1" ]; then
    "${psql[@]}" -d postgres -c "create database ${DB}" >/dev/null
  fi
  "${psql[@]}" -d "$DB" -c "create extension if not exists vector; create extension if not exists pg_trgm; create extension if not exists intarray;" >/dev/null
}

url() { echo "postgres://postgres@127.0.0.1:${PORT}/${DB}?sslmode=disable"; }

case "${1:-}" in
  install) install_postgres; install_pgvector ;;
  start) install_postgres; install_pgvector; start_cluster ;;
  url) url ;;
  datadir) data_dir ;;
  stop) d="$(data_dir)"; is_running "$d" && run_pg "${PG_BIN}/pg_ctl" -D "$d" -m fast stop >/dev/null; true ;;
  *) echo "usage: $0 install|start|url|datadir|stop" >&2; exit 2 ;;
esac
