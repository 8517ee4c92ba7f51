#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL cluster in a temp folder, with
# TEST_DATABASE_URL pointing at it, and removes the cluster afterwards.
# Exit code 3 when PostgreSQL's binaries are not on this machine.
set -euo pipefail

find_bin() {
  local name=$1
  if command -v "$name" >/dev/null 2>&1; then command -v "$name"; return; fi
  local candidate
  candidate=$(ls -d /usr/lib/postgresql/*/bin/"$name" 2>/dev/null | sort -V | tail -n 1 || true)
  [ -n "$candidate" ] && echo "$candidate"
}

INITDB=$(find_bin initdb || true)
PG_CTL=$(find_bin pg_ctl || true)
if [ -z "$INITDB" ] || [ -z "$PG_CTL" ]; then
  echo "PostgreSQL binaries (initdb, pg_ctl) not found" >&2
  exit 3
fi

ROOT=$(mktemp -d /tmp/vinyl-pg.XXXXXX)
as_pg() { "$@"; }
if [ "$(id -u)" = "0" ]; then
  # PostgreSQL refuses to run as root: use a system user of its own.
  id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
  chown postgres "$ROOT"
  as_pg() { runuser -u postgres -- "$@"; }
fi
chmod 700 "$ROOT"

cleanup() {
  as_pg "$PG_CTL" -D "$ROOT/data" -m immediate -w stop >/dev/null 2>&1 || true
  rm -rf "$ROOT"
}
trap cleanup EXIT

as_pg "$INITDB" -D "$ROOT/data" -U app --auth=trust -E UTF8 --no-locale --no-sync >"$ROOT/initdb.log" 2>&1 \
  || { cat "$ROOT/initdb.log" >&2; exit 1; }
# A random port unless PG_TEST_PORT names one. Two clusters may run at once (two commands
# started by hand): a port found taken, or taken meanwhile so that the start fails, is traded
# for another, three times at most.
start_cluster() {
  as_pg "$PG_CTL" -D "$ROOT/data" -l "$ROOT/pg.log" -w -t 30 \
    -o "-k $ROOT -c listen_addresses=127.0.0.1 -p $PORT -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
    start >/dev/null
}
port_taken() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
started=
for _ in 1 2 3; do
  PORT=${PG_TEST_PORT:-$(( 54000 + RANDOM % 1000 ))}
  if [ -z "${PG_TEST_PORT:-}" ] && port_taken "$PORT"; then continue; fi
  if start_cluster; then started=1; break; fi
  [ -n "${PG_TEST_PORT:-}" ] && break
  # A start that timed out may have left the server running: stopped before the next try.
  as_pg "$PG_CTL" -D "$ROOT/data" -m immediate -w stop >/dev/null 2>&1 || true
  echo "PostgreSQL did not start on port $PORT: trying another" >&2
done
if [ -z "$started" ]; then
  [ -f "$ROOT/pg.log" ] && cat "$ROOT/pg.log" >&2
  echo "PostgreSQL did not start (last port tried: $PORT)" >&2
  exit 1
fi

export TEST_DATABASE_URL="postgres://app@127.0.0.1:$PORT/postgres"
echo "PostgreSQL $("$PG_CTL" --version | awk '{print $3}') running on port $PORT (throwaway cluster)"
"$@"
