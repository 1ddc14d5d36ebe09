# Shared by the benchmark scripts; source it after `set -euo pipefail`:
#   source "$(dirname "$0")/common.sh"
# Sets `here` (this directory) and `package` (Tools/CleanArch).
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
package="$(dirname "$here")"

# Builds cleanarch in release mode and sets `cleanarch` to the binary.
build_cleanarch() {
    echo "Building cleanarch (release)…"
    swift build -c release --package-path "$package" --product cleanarch >/dev/null
    cleanarch="$(swift build -c release --package-path "$package" --show-bin-path)/cleanarch"
}

# Wall-clock seconds of one run of the command given, its output discarded.
seconds_of() {
    local start end
    start=$(date +%s.%N)
    "$@" >/dev/null
    end=$(date +%s.%N)
    echo "$end - $start" | bc -l
}

# Reads one number of seconds per line; prints their min, median and max after LABEL.
report() {
    sort -n | awk -v label="$1" '{ a[NR] = $1 } END {
        printf "%-36s min %.3f s  median %.3f s  max %.3f s  (%d runs)\n", label, a[1], a[int((NR + 1) / 2)], a[NR], NR }'
}
