#!/usr/bin/env bash
# Builds payred in release and times launch to first screen (median of RUNS, default 10).
#
#   PayRed/Benchmarks/run_launch.sh [RUNS]
set -euo pipefail
runs="${1:-10}"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$root"
echo "Building payred (release)…"
swift build -c release --product payred >/dev/null
python3 "$root/PayRed/Benchmarks/launch_to_first_screen.py" "$(swift build -c release --show-bin-path)/payred" "$runs"
