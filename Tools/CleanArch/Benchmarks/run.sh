#!/usr/bin/env bash
# Measures `cleanarch check` on the synthetic 4,000-package workspace, release build:
# cold (no cache) and unchanged re-run (cache warm). Prints the numbers for docs/benchmarks.md.
#
#   Tools/CleanArch/Benchmarks/run.sh [RUNS]
set -euo pipefail
runs="${1:-5}"
here="$(cd "$(dirname "$0")" && pwd)"
package="$(dirname "$here")"
workspace="${TMPDIR:-/tmp}/cleanarch-synthetic"

echo "Building cleanarch (release)…"
swift build -c release --package-path "$package" --product cleanarch >/dev/null
cleanarch="$(swift build -c release --package-path "$package" --show-bin-path)/cleanarch"

python3 "$here/generate_workspace.py" "$workspace"

# Wall-clock seconds of one run, exit status ignored (the synthetic workspace may have findings).
time_once() {
    local start end
    start=$(date +%s.%N)
    "$cleanarch" check "$workspace" --format json >/dev/null || true
    end=$(date +%s.%N)
    echo "$end - $start" | bc -l
}

report() {
    sort -n | awk -v label="$1" '{ a[NR] = $1 } END {
        printf "%-28s min %.3f s  median %.3f s  max %.3f s  (%d runs)\n", label, a[1], a[int((NR + 1) / 2)], a[NR], NR }'
}

for _ in $(seq "$runs"); do
    rm -rf "$workspace/.build/cleanarch"
    time_once
done | report "cold (no cache)"

"$cleanarch" check "$workspace" --format json >/dev/null || true
for _ in $(seq "$runs"); do
    time_once
done | report "unchanged re-run (cache)"
echo "machine: $(nproc) cores, $(uname -sm), $(swift --version 2>&1 | head -1)"
