#!/usr/bin/env bash
# Issue 20 item 4: the purchase journey in Chromium through a proxy in front of two shops
# sharing one throwaway PostgreSQL cluster and one S3-compatible bucket (s3rver), one of
# them killed in the middle of an upload (e2e/two-servers/).
set -euo pipefail
cd "$(dirname "$0")/.."
if CHROMIUM_PATH=$(bash scripts/ensure-chromium.sh); then
  export CHROMIUM_PATH
else
  exit 3
fi
[ -f apps/web/dist/index.html ] && [ -f apps/server/dist/server.js ] || npm run build
exec bash scripts/with-postgres.sh npx playwright test -c e2e/two-servers/playwright.config.ts "$@"
