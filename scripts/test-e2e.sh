#!/usr/bin/env bash
# End-to-end journeys in real Chromium against the built shop on a real port. With no
# arguments, the back-office journeys (issue 17) run a second time with the shop on a
# throwaway PostgreSQL cluster (the plant's day on both databases), then the purchase
# journey through two servers behind a proxy (issue 20) runs on the same cluster in a
# database of its own: one cluster started instead of two (decision 050).
set -euo pipefail
cd "$(dirname "$0")/.."
if CHROMIUM_PATH=$(bash scripts/ensure-chromium.sh); then
  export CHROMIUM_PATH
else
  exit 3
fi
[ -f apps/web/dist/index.html ] && [ -f apps/server/dist/server.js ] || npm run build
if [ "$#" -gt 0 ]; then
  exec npx playwright test -c e2e/playwright.config.ts "$@"
fi
PG_E2E_PORT=$(( ${E2E_PORT:-4173} + 7 ))
# The PostgreSQL part runs beside the journeys on SQLite (its own ports, data and output
# folders): the journeys mostly wait on the browser and the shop, not on the CPU. Its output
# is printed after theirs.
PG_LOG=$(mktemp /tmp/vinyl-e2e-pg.XXXXXX)
trap 'rm -f "$PG_LOG"' EXIT
bash scripts/with-postgres.sh bash -c "
  set -euo pipefail
  echo 'back-office journeys on PostgreSQL'
  DATABASE_URL=\"\$TEST_DATABASE_URL\" E2E_PORT=$PG_E2E_PORT \
    npx playwright test -c e2e/playwright.config.ts back-office.spec.ts
  echo 'the purchase journey through two servers behind a proxy (issue 20)'
  npx playwright test -c e2e/two-servers/playwright.config.ts
" >"$PG_LOG" 2>&1 &
PG_PID=$!
code=0
npx playwright test -c e2e/playwright.config.ts || code=$?
pg_code=0
wait "$PG_PID" || pg_code=$?
echo
cat "$PG_LOG"
[ "$code" != 0 ] && exit "$code"
exit "$pg_code"
