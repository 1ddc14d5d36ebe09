#!/usr/bin/env bash
# Compares `cleanarch doubles` (cold: no doubles on disk, no cache) with uber/mockolo on the
# synthetic 4,000-package workspace (12,000 protocols), release builds, runs interleaved so load
# drifts hit both. Prints wall/user/sys seconds and max RSS per tool, and the wall-time ratio.
#
# Each run works on its own fresh copy of the workspace, as a first generation on a new checkout
# does, made before any timing. The copies live on tmpfs (/dev/shm) when there is one, so the
# numbers measure the tools rather than the disk's recent history: on ext4 without a journal, for
# up to six minutes after files are deleted their inodes are skipped one by one by every new file
# (`perf` shows ~45% of a run in `recently_deleted`), which charges a tool that creates 12,000
# files for deletions made before it ran. Set BENCH_DIR to measure on a disk; the script then
# waits 65 s after preparing. Regenerating right after deleting the 12,000 doubles is measured
# on its own line.
# Nothing of mockolo is in this repository: it is run only when present, from MOCKOLO=path,
# ../shared/peers/mockolo/mockolo beside the repository, or `mockolo` on PATH.
#
#   Tools/CleanArch/Benchmarks/compare_mockolo.sh [RUNS]
set -euo pipefail
runs="${1:-5}"
source "$(dirname "$0")/common.sh"
# BENCH_DIR: where the workspaces go; the default is tmpfs (/dev/shm) when there is one (see above).
base="${BENCH_DIR:-$( [[ -d /dev/shm && -w /dev/shm ]] && echo /dev/shm || echo "${TMPDIR:-/tmp}")}"
root="$base/cleanarch-vs-mockolo"
workspace="$root/workspace" input="$root/mockolo-input" out="$root/mockolo-out"
build_cleanarch
python3 "$here/generate_workspace.py" "$workspace"
# The generator writes one hand-written double per feature; remove them so every protocol is generated.
find "$workspace" -path '*APITestDoubles/*.swift' -delete

# mockolo: MOCKOLO, else the peer build beside the repository, else PATH.
peer="$(cd "$package/../.." && pwd)/../shared/peers/mockolo/mockolo"
if [[ -n "${MOCKOLO:-}" ]]; then mockolo="$(command -v "$MOCKOLO" || true)"
elif [[ -x "$peer" ]]; then mockolo="$peer"
else mockolo="$(command -v mockolo || true)"; fi
if [[ -z "$mockolo" ]]; then
    where="${MOCKOLO:+MOCKOLO=$MOCKOLO is not executable}"
    echo "mockolo not found (${where:-not at $peer, not on PATH}); run with MOCKOLO=path/to/mockolo to compare. Measuring cleanarch only."
else
    # mockolo mocks only protocols marked `/// @mockable`: mark every API protocol in a copy.
    rm -rf "$input" "$out" && mkdir -p "$out" && cp -a "$workspace" "$input"
    find "$input" -path '*API/Sources/*' -name '*.swift' \
        -exec sed -i 's|^public protocol |/// @mockable\npublic protocol |' {} +
    echo "mockolo: $mockolo"
    echo "@mockable protocols: $(grep -rh --include='*.swift' '^/// @mockable' "$input" | wc -l)"
fi

times_dir="$(mktemp -d)"
trap 'rm -rf "$times_dir"' EXIT
# Runs the command given under /usr/bin/time, its output discarded; appends
# "wall user sys maxRSS-KB" to the file LOG.
timed() {
    local log="$1"; shift
    if ! /usr/bin/time -f "%e %U %S %M" -a -o "$log" "$@" >/dev/null 2>&1; then
        echo "failed: $*" >&2; exit 1
    fi
}

for i in $(seq "$runs"); do
    rm -rf "$root/fresh-$i" && cp -a "$workspace" "$root/fresh-$i"
done
sync
if [[ "$(stat -f -c %T "$root")" != tmpfs ]]; then
    echo "waiting 65 s for the file system to settle the inodes freed while preparing…"
    sleep 65
fi
for i in $(seq "$runs"); do
    echo "run $i/$runs…"
    timed "$times_dir/cleanarch" "$cleanarch" doubles --no-cache "$root/fresh-$i"
    if [[ -n "$mockolo" ]]; then
        rm -f "$out/Mocks.swift"
        timed "$times_dir/mockolo" "$mockolo" -s "$input" -d "$out/Mocks.swift"
    fi
done
fresh="$root/fresh-1"
for _ in $(seq "$runs"); do
    # Regenerating right after deleting every double, in place.
    find "$fresh" -path '*APITestDoubles/*Stub.swift' -delete
    timed "$times_dir/regenerate" "$cleanarch" doubles --no-cache "$fresh"
done

# Median of column COL of FILE (mean of the two middle values for an even count).
median() {
    awk -v c="$1" '{ print $c }' "$2" | sort -n | awk '{ a[NR] = $1 } END {
        printf "%.3f\n", (a[int((NR + 1) / 2)] + a[int(NR / 2) + 1]) / 2 }'
}
# One aligned line for the tool LABEL from its timing FILE.
summary() {
    local wall min max
    wall="$(median 1 "$2")"
    read -r min max < <(awk '{ print $1 }' "$2" | sort -n | awk 'NR == 1 { lo = $1 } { hi = $1 } END { print lo, hi }')
    printf "%-11s wall median %8.3f s (min %8.3f, max %8.3f)  user %8.3f s  sys %7.3f s  max RSS %8.1f MiB  (%d runs)\n" \
        "$1" "$wall" "$min" "$max" "$(median 2 "$2")" "$(median 3 "$2")" \
        "$(awk -v kb="$(median 4 "$2")" 'BEGIN { print kb / 1024 }')" "$(wc -l < "$2")"
}

echo
summary cleanarch "$times_dir/cleanarch"
summary regenerate "$times_dir/regenerate"
echo "(regenerate: cleanarch again on the same copy, right after deleting its 12,000 doubles)"
if [[ -n "$mockolo" ]]; then
    summary mockolo "$times_dir/mockolo"
    awk -v a="$(median 1 "$times_dir/cleanarch")" -v b="$(median 1 "$times_dir/mockolo")" 'BEGIN {
        if (b > 0) printf "cleanarch / mockolo wall-time ratio: %.2f\n", a / b
        else print "cleanarch / mockolo wall-time ratio: n/a (mockolo median is 0)" }'
fi
echo "cleanarch files written: $(find "$fresh" -path '*APITestDoubles/*Stub.swift' | wc -l) (*Stub.swift)"
if [[ -n "$mockolo" ]]; then
    echo "mockolo files written: 1 (Mocks.swift, $(grep -c 'class .*Mock' "$out/Mocks.swift" || true) 'class …Mock' lines)"
fi
exit 0
