#!/usr/bin/env bash
# Lighthouse (mobile, default throttling) on /login, the dashboard and the summary of the
# built shop, in Debian's Chromium (issue 18). Installs lighthouse into tools/lighthouse
# (no lockfile: it stays out of the workspaces' npm ci), builds the shop when it is not
# built, and fails when a page scores under the goals. Exit 3: it cannot run here.
set -euo pipefail
cd "$(dirname "$0")"
root=$(cd ../.. && pwd)
if ! CHROME_PATH=$(bash "$root/scripts/ensure-chromium.sh" browser); then exit 3; fi
export CHROME_PATH
# The shop is measured over HTTPS with a throwaway certificate (run.mjs): openssl makes it.
if ! command -v openssl >/dev/null; then
  echo "installing openssl (apt)" >&2
  { apt-get update -qq && apt-get install -y -qq openssl; } >&2 || exit 3
fi
if [ ! -f node_modules/lighthouse/package.json ]; then
  echo "installing lighthouse into tools/lighthouse (no lockfile)" >&2
  npm install --prefix . --no-package-lock --no-save --no-audit --no-fund --loglevel=error \
    >&2 || exit 3
fi
[ -f "$root/apps/web/dist/index.html" ] && [ -f "$root/apps/server/dist/server.js" ] ||
  (cd "$root" && npm run build)
exec node run.mjs "$@"
