#!/usr/bin/env bash
# End-to-end tests and Lighthouse drive Debian's Chromium (Playwright's browser downloads are
# not reachable here). Installs it when missing and we may (root with apt-get); otherwise says how.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's chromium for the browser tests..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq && apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "The browser tests need Chromium at /usr/bin/chromium: install it (e.g. 'sudo apt-get install chromium')." >&2
exit 1
