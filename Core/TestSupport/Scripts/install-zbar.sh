#!/usr/bin/env bash
# Installs zbarimg (Debian package zbar-tools) when it is missing, as root or through sudo.
# The QR code tests (QRCode's, and the request-money screen's at 80×24) decode their symbols with it (and run this script when it is missing);
# PAYRED_TEST_ZBAR=off skips them instead.
set -euo pipefail

if command -v zbarimg >/dev/null 2>&1; then
    echo "zbarimg present: $(command -v zbarimg)"
    exit 0
fi

if [ "$(id -u)" -eq 0 ]; then
    as_root=()
elif command -v sudo >/dev/null 2>&1; then
    as_root=(sudo)
else
    echo "zbar-install.sh: zbarimg is missing and neither root nor sudo is available" >&2
    exit 1
fi

export DEBIAN_FRONTEND=noninteractive
"${as_root[@]}" apt-get update -qq
"${as_root[@]}" apt-get install -y -qq --no-install-recommends zbar-tools
command -v zbarimg >/dev/null 2>&1 || { echo "zbar-install.sh: zbarimg still missing" >&2; exit 1; }
echo "zbarimg installed: $(command -v zbarimg)"
