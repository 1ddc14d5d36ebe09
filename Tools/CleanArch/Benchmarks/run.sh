#!/usr/bin/env bash
# Measures `cleanarch check` on the synthetic 4,000-package workspace, release build:
# cold (no cache) and unchanged re-run (cache warm). Prints the numbers for docs/benchmarks.md.
#
#   Tools/CleanArch/Benchmarks/run.sh [RUNS]
set -euo pipefail
runs="${1:-5}"
source "$(dirname "$0")/common.sh"
workspace="${TMPDIR:-/tmp}/cleanarch-synthetic"
build_cleanarch
python3 "$here/generate_workspace.py" "$workspace"

# One check, its exit status ignored (the synthetic workspace may have findings).
check_workspace() {
    "$cleanarch" check "$workspace" --format json || true
}

for _ in $(seq "$runs"); do
    rm -rf "$workspace/.build/cleanarch"
    seconds_of check_workspace
done | report "cold (no cache)"

"$cleanarch" check "$workspace" --format json >/dev/null || true
for _ in $(seq "$runs"); do
    seconds_of check_workspace
done | report "unchanged re-run (cache)"
echo "machine: $(nproc) cores, $(uname -sm), $(swift --version 2>&1 | head -1)"
