#!/usr/bin/env bash
# End-to-end journeys in real Chromium against the built shop on a real port.
set -euo pipefail
cd "$(dirname "$0")/.."
if CHROMIUM_PATH=$(bash scripts/ensure-chromium.sh); then
  export CHROMIUM_PATH
else
  exit 3
fi
[ -f apps/web/dist/index.html ] && [ -f apps/server/dist/server.js ] || npm run build
exec npx playwright test -c e2e/playwright.config.ts "$@"
