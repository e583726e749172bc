#!/usr/bin/env bash
# Finds the Chromium that the browser tests (e2e/run.sh) and the browser benchmarks (lib/bench/chromium.ts) drive:
# one script, so both agree on which browser, when to install it and what to tell someone who has none.
#   bash e2e/chromium.sh [label]
# Prints the binary's path on stdout. Without one: one line on stderr, prefixed with `label`, naming what to
# install, and exit status 1. CHROMIUM_PATH chooses the binary; unset, it is Debian's /usr/bin/chromium, which is
# installed here (apt-get) when missing and we are root. Playwright never downloads a browser: the machines are offline.
set -uo pipefail
label="${1:-chromium}"
install_hint="Install Debian's package ('sudo apt-get install chromium') or set CHROMIUM_PATH to a Chromium binary."

runnable() { [ -f "$1" ] && [ -x "$1" ]; }

if [ -n "${CHROMIUM_PATH:-}" ]; then
  # An explicit choice is never "fixed" by installing a browser somewhere else.
  if runnable "$CHROMIUM_PATH"; then
    echo "$CHROMIUM_PATH"
    exit 0
  fi
  echo "$label: no Chromium at CHROMIUM_PATH=$CHROMIUM_PATH. Point CHROMIUM_PATH at a Chromium binary, or unset it to use Debian's (install: 'sudo apt-get install chromium')." >&2
  exit 1
fi

chromium=/usr/bin/chromium
if runnable "$chromium"; then
  echo "$chromium"
  exit 0
fi

if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  log="${TMPDIR:-/tmp}/warbench-apt-chromium.log"
  echo "$label: installing Debian's chromium package for the browser (apt-get; log in $log)..." >&2
  (
    # Two runs starting together install once: the second waits, then finds the browser.
    if command -v flock >/dev/null 2>&1; then flock 9; fi
    runnable "$chromium" && exit 0
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq && apt-get install -y -qq -o DPkg::Lock::Timeout=300 chromium
  ) 9>"${TMPDIR:-/tmp}/warbench-apt-chromium.lock" >"$log" 2>&1
  if runnable "$chromium"; then
    echo "$chromium"
    exit 0
  fi
  echo "$label: installing Debian's chromium package failed (see $log; no network?). $install_hint" >&2
  exit 1
fi

echo "$label: no Chromium at $chromium. $install_hint" >&2
exit 1
