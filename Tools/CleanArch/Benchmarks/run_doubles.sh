#!/usr/bin/env bash
# Measures `cleanarch doubles` on the synthetic 4,000-package workspace (12,000 protocols),
# release build: a cold generation (no doubles on disk, no cache) and `--check` on up-to-date
# doubles. Prints the numbers for docs/benchmarks.md.
#
#   Tools/CleanArch/Benchmarks/run_doubles.sh [RUNS]
set -euo pipefail
runs="${1:-5}"
here="$(cd "$(dirname "$0")" && pwd)"
package="$(dirname "$here")"
workspace="${TMPDIR:-/tmp}/cleanarch-synthetic-doubles"

echo "Building cleanarch (release)…"
swift build -c release --package-path "$package" --product cleanarch >/dev/null
cleanarch="$(swift build -c release --package-path "$package" --show-bin-path)/cleanarch"

python3 "$here/generate_workspace.py" "$workspace"
# The generator writes one hand-written double per feature; remove them so every protocol is generated.
find "$workspace" -path '*APITestDoubles/*.swift' -delete

# Wall-clock seconds of one run of `cleanarch doubles ARGS…`.
time_once() {
    local start end
    start=$(date +%s.%N)
    "$cleanarch" doubles "$@" "$workspace" >/dev/null
    end=$(date +%s.%N)
    echo "$end - $start" | bc -l
}

report() {
    sort -n | awk -v label="$1" '{ a[NR] = $1 } END {
        printf "%-36s min %.3f s  median %.3f s  max %.3f s  (%d runs)\n", label, a[1], a[int((NR + 1) / 2)], a[NR], NR }'
}

for _ in $(seq "$runs"); do
    find "$workspace" -path '*APITestDoubles/*Stub.swift' -delete
    rm -rf "$workspace/.build/cleanarch"
    time_once --no-cache
done | report "generate all (cold, no cache)"

echo "Doubles written: $(find "$workspace" -path '*APITestDoubles/*Stub.swift' | wc -l)"
for _ in $(seq "$runs"); do
    time_once --check
done | report "--check, up to date (cache warm)"
