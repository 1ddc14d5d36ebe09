#!/usr/bin/env bash
# Builds payred-bench in release and times TRANSFERS transfers (default 100) from a second user to the
# demo user, each from the gateway's 201 (and from the request sent) to the frame of the headless
# host that shows its banner: median, p99 and worst.
#
#   PayRed/Benchmarks/run_live_event_latency.sh [TRANSFERS]
set -euo pipefail
transfers="${1:-100}"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$root"
echo "Building payred-bench (release)…"
swift build -c release --product payred-bench >/dev/null
"$(swift build -c release --show-bin-path)/payred-bench" live-events "$transfers"
