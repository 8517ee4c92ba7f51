#!/usr/bin/env bash
# End-to-end journeys in real Chromium against the built shop on a real port. With no
# arguments, the back-office journeys (issue 17) run a second time with the shop on a
# throwaway PostgreSQL cluster: the plant's day on both databases.
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
# Two groups side by side (e2e/playwright.config.ts names the first), each with a shop of
# its own; the first group then runs the back-office journeys on PostgreSQL and the purchase
# journey through two servers (issue 20). Each stream's output is printed whole at the end.
LOGS=$(mktemp -d /tmp/vinyl-e2e-logs.XXXXXX)
# Stopped early (Ctrl-C, a CI limit): the groups' runs and their shops stop too.
trap 'kill $(jobs -p) 2>/dev/null; rm -rf "$LOGS"' EXIT
first_stream() {
  E2E_GROUP=1 E2E_PORT=4173 npx playwright test -c e2e/playwright.config.ts || return 1
  echo "back-office journeys on PostgreSQL"
  bash scripts/with-postgres.sh bash -c \
    'DATABASE_URL="$TEST_DATABASE_URL" E2E_PORT=4180 npx playwright test -c e2e/playwright.config.ts back-office.spec.ts' ||
    return 1
  echo "the purchase journey through two servers behind a proxy (issue 20)"
  bash scripts/test-two-servers.sh
}
first_stream >"$LOGS/1.log" 2>&1 &
first=$!
E2E_GROUP=2 E2E_PORT=4183 npx playwright test -c e2e/playwright.config.ts >"$LOGS/2.log" 2>&1 &
second=$!
status=0
wait "$first" || status=1
echo "== journeys, first group (then back-office on PostgreSQL, two servers)"
cat "$LOGS/1.log"
wait "$second" || status=1
echo "== journeys, second group"
cat "$LOGS/2.log"
exit "$status"
