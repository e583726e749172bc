#!/usr/bin/env bash
# The end-to-end suite: Debian's Chromium (installed here when missing and we
# are root), a production build, then Playwright. Playwright never downloads a browser.
set -euo pipefail
cd "$(dirname "$0")/.."

chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ ! -x "$chromium" ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "e2e: installing Debian's chromium package for the browser tests..."
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "e2e: no Chromium at $chromium. Install Debian's package ('sudo apt-get install chromium') or set CHROMIUM_PATH to a Chromium binary." >&2
    exit 1
  fi
fi

# Two runs on one machine would share the build folder and the server's port: the second waits for the first.
if command -v flock >/dev/null 2>&1; then
  exec 9>"${TMPDIR:-/tmp}/warbench-e2e-${E2E_PORT:-3210}.lock"
  flock -n 9 || { echo "e2e: another end-to-end run is in progress here; waiting for it..."; flock 9; }
fi

export NEXT_TELEMETRY_DISABLED=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
npx next build
npx playwright test "$@"
