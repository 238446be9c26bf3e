#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium; we never download a browser build of our own.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium is missing: installing Debian's chromium package with apt-get..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium >/dev/null
  [ -x "$CHROMIUM" ] && exit 0
fi
echo "The end-to-end tests need Debian's Chromium at $CHROMIUM." >&2
echo "Install it with: sudo apt-get install chromium   (or set CHROMIUM_PATH to a Chromium binary)" >&2
exit 1
