#!/usr/bin/env bash
# Prints the path of a Chromium for the end-to-end tests, installing Debian's
# `chromium` package when none is found and this user may use apt.
set -euo pipefail
for candidate in "${CHROMIUM_PATH:-}" /usr/bin/chromium /usr/bin/chromium-browser /usr/bin/google-chrome; do
  if [ -n "$candidate" ] && [ -x "$candidate" ]; then echo "$candidate"; exit 0; fi
done
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium not found: installing Debian's chromium package" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2 && apt-get install -y -qq --no-install-recommends chromium >&2
  [ -x /usr/bin/chromium ] && { echo /usr/bin/chromium; exit 0; }
fi
echo "Chromium not found and it could not be installed (need root and apt-get, or set CHROMIUM_PATH)" >&2
exit 3
