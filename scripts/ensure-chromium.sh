#!/usr/bin/env bash
# End-to-end tests and Lighthouse drive Debian's Chromium (Playwright's browser downloads are
# not reachable here), with Debian's Noto fonts so Hindi (Devanagari) renders as real glyphs in the
# stories' screenshots (issue 46). Installs what is missing when we may (root with apt-get);
# otherwise says how.
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -e /usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf ] || missing+=(fonts-noto-core)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's ${missing[*]} for the browser tests..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq && apt-get install -y -qq "${missing[@]}" >/dev/null
  exit 0
fi
if [ -x /usr/bin/chromium ]; then
  echo "Devanagari fonts are missing ('sudo apt-get install fonts-noto-core'): Hindi screenshots will show boxes." >&2
  exit 0
fi
echo "The browser tests need Chromium at /usr/bin/chromium: install it (e.g. 'sudo apt-get install chromium fonts-noto-core')." >&2
exit 1
