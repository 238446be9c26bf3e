#!/usr/bin/env bash
# The PDF tests read word positions and render pages with Debian's poppler-utils (pdftotext -bbox, pdftoppm).
set -euo pipefail
if command -v pdftotext >/dev/null 2>&1 && command -v pdftoppm >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "pdftotext/pdftoppm are missing: installing Debian's poppler-utils package with apt-get..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq poppler-utils >/dev/null
  command -v pdftotext >/dev/null 2>&1 && command -v pdftoppm >/dev/null 2>&1 && exit 0
fi
echo "The PDF tests need pdftotext and pdftoppm." >&2
echo "Install them with: sudo apt-get install poppler-utils" >&2
exit 1
