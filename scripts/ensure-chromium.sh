#!/usr/bin/env bash
# Prints the path of a Chromium for the end-to-end journeys, installing Debian's package when
# none is found and this user may use apt. With `browser`, the full browser (Lighthouse's).
#
# The journeys drive Chromium's headless shell (Debian's `chromium-headless-shell`, the
# build Playwright itself runs headless): the same Blink without the browser's own
# interface. The journeys took 256 s and 468 s of CPU with it against 335 s and 617 s with
# the full browser, all passing (2026-11-28, decision 066). Where the shell is missing and
# cannot be installed, the full browser (found or installed) runs the same journeys.
set -euo pipefail
SHELL_BINARY=/usr/lib/chromium/chromium-headless-shell
BROWSERS=(/usr/bin/chromium /usr/bin/chromium-browser /usr/bin/google-chrome)

first_executable() {
  local candidate
  for candidate in "$@"; do
    if [ -n "$candidate" ] && [ -x "$candidate" ]; then echo "$candidate"; return 0; fi
  done
  return 1
}

apt_install() {
  [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1 || return 1
  echo "Installing Debian's $1 package" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2 && apt-get install -y -qq --no-install-recommends "$1" >&2
}

if [ "${1:-}" = browser ]; then
  # CHROMIUM_PATH names the journeys' Chromium: the headless shell is no browser to score.
  chosen=${CHROMIUM_PATH:-}
  [ "$chosen" = "$SHELL_BINARY" ] && chosen=
  first_executable "$chosen" "${BROWSERS[@]}" && exit 0
  apt_install chromium && first_executable /usr/bin/chromium && exit 0
else
  first_executable "${CHROMIUM_PATH:-}" "$SHELL_BINARY" && exit 0
  apt_install chromium-headless-shell && first_executable "$SHELL_BINARY" && exit 0
  first_executable "${BROWSERS[@]}" && exit 0
  apt_install chromium && first_executable /usr/bin/chromium && exit 0
fi
echo "Chromium not found and it could not be installed (need root and apt-get, or set CHROMIUM_PATH)" >&2
exit 3
