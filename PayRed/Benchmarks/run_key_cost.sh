#!/usr/bin/env bash
# Builds payred in release and times a key to its last frame over STEPS tab switches and STEPS
# push/pop pairs (default 1,000 each) in the headless host, with the resident memory per tenth.
#
#   PayRed/Benchmarks/run_key_cost.sh [STEPS]
set -euo pipefail
steps="${1:-1000}"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$root"
echo "Building payred (release)…"
swift build -c release --product payred >/dev/null
"$(swift build -c release --show-bin-path)/payred" --benchmark-keys "$steps"
