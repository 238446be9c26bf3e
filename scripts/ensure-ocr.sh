#!/usr/bin/env bash
# The OCR tests read Arabic and English from images with Debian's Tesseract (tesseract-ocr, tesseract-ocr-ara).
set -euo pipefail
has_ocr() { command -v tesseract >/dev/null 2>&1 && tesseract --list-langs 2>/dev/null | grep -qx ara; }
if has_ocr; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "tesseract with Arabic is missing: installing Debian's tesseract-ocr and tesseract-ocr-ara with apt-get..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq tesseract-ocr tesseract-ocr-ara >/dev/null
  has_ocr && exit 0
fi
echo "The OCR tests need tesseract with Arabic data." >&2
echo "Install them with: sudo apt-get install tesseract-ocr tesseract-ocr-ara" >&2
exit 1
