#!/usr/bin/env bash
# Measures `cleanarch doubles` on the synthetic 4,000-package workspace (12,000 protocols),
# release build: a cold generation (no doubles on disk, no cache) and `--check` on up-to-date
# doubles. Prints the numbers for docs/benchmarks.md.
#
#   Tools/CleanArch/Benchmarks/run_doubles.sh [RUNS]
set -euo pipefail
runs="${1:-5}"
source "$(dirname "$0")/common.sh"
workspace="${TMPDIR:-/tmp}/cleanarch-synthetic-doubles"
build_cleanarch
python3 "$here/generate_workspace.py" "$workspace"
# The generator writes one hand-written double per feature; remove them so every protocol is generated.
find "$workspace" -path '*APITestDoubles/*.swift' -delete

for _ in $(seq "$runs"); do
    find "$workspace" -path '*APITestDoubles/*Stub.swift' -delete
    rm -rf "$workspace/.build/cleanarch"
    seconds_of "$cleanarch" doubles --no-cache "$workspace"
done | report "generate all (cold, no cache)"

echo "Doubles written: $(find "$workspace" -path '*APITestDoubles/*Stub.swift' | wc -l)"
for _ in $(seq "$runs"); do
    seconds_of "$cleanarch" doubles --check "$workspace"
done | report "--check, up to date (cache warm)"
