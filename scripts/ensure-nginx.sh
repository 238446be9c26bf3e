#!/usr/bin/env bash
# The proxy-layout check puts Debian's nginx in front of two app instances; we never build or download one.
set -euo pipefail
NGINX="${NGINX_PATH:-/usr/sbin/nginx}"
if [ -x "$NGINX" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "nginx is missing: installing Debian's nginx package with apt-get..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq nginx >/dev/null
  [ -x "$NGINX" ] && exit 0
fi
echo "The proxy-layout check needs Debian's nginx at $NGINX." >&2
echo "Install it with: sudo apt-get install nginx   (or set NGINX_PATH to an nginx binary)" >&2
exit 1
