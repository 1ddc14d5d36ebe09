#!/usr/bin/env bash
# Builds payred-bench in release and times a key to its last frame over STEPS tab switches and STEPS
# push/pop pairs (default 1,000 each) in the headless host, with the resident memory per tenth.
#
#   PayRed/Benchmarks/run_key_cost.sh [STEPS]
set -euo pipefail
steps="${1:-1000}"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$root"
echo "Building payred-bench (release)…"
swift build -c release --product payred-bench >/dev/null
"$(swift build -c release --show-bin-path)/payred-bench" keys "$steps"
