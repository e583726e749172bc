#!/usr/bin/env bash
# The end-to-end suite: Debian's Chromium (installed here when missing and we
# are root), a production build, then Playwright. Playwright never downloads a browser.
set -euo pipefail
cd "$(dirname "$0")/.."

# The one place that finds (or installs) the browser; the benchmarks use it too.
chromium="$(bash e2e/chromium.sh e2e)" || exit 1
export CHROMIUM_PATH="$chromium"

# Two runs on one machine would share the build folder and the server's port: the second waits for the first.
if command -v flock >/dev/null 2>&1; then
  exec 9>"${TMPDIR:-/tmp}/warbench-e2e-${E2E_PORT:-3210}.lock"
  flock -n 9 || { echo "e2e: another end-to-end run is in progress here; waiting for it..."; flock 9; }
fi

export NEXT_TELEMETRY_DISABLED=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
npx next build
npx playwright test "$@"
