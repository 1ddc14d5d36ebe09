#!/usr/bin/env bash
# Compares how long this repository's generated doubles take to compile with the hand-written
# doubles they replaced (commit 3cc595e): each TestDoubles target is rebuilt alone, debug, with
# its dependencies already built. Prints seconds per variant.
#
#   Tools/CleanArch/Benchmarks/compare_doubles_compile.sh [RUNS]
set -euo pipefail
runs="${1:-3}"
cd "$(dirname "$0")/../../.."
handwritten_commit=3cc595e
targets=(
    Features/Login/UseCases/LoginUseCase/LoginUseCaseAPI/Tests/LoginUseCaseAPITestDoubles
    Features/Login/Repositories/LoginRepository/LoginRepositoryAPI/Tests/LoginRepositoryAPITestDoubles
    Features/Login/Presentation/LoginScreen/LoginScreenAPI/Tests/LoginScreenAPITestDoubles
)
backup="$(mktemp -d)"
trap 'for dir in "${targets[@]}"; do rm -f "$dir"/*.swift; cp "$backup/$(basename "$dir")"/*.swift "$dir"/; done; rm -rf "$backup"' EXIT
for dir in "${targets[@]}"; do
    mkdir -p "$backup/$(basename "$dir")" && cp "$dir"/*.swift "$backup/$(basename "$dir")"/
    swift build --target "$(basename "$dir")" >/dev/null
done

# Seconds to rebuild every target once, after touching its files.
rebuild_all() {
    local start end
    start=$(date +%s.%N)
    for dir in "${targets[@]}"; do
        touch "$dir"/*.swift
        swift build --target "$(basename "$dir")" >/dev/null
    done
    end=$(date +%s.%N)
    echo "$end - $start" | bc -l
}

lines() { for dir in "${targets[@]}"; do cat "$dir"/*.swift; done | wc -l; }

echo "generated:    $(lines) lines"
for _ in $(seq "$runs"); do rebuild_all; done | sort -n | awk '{ a[NR] = $1 } END { printf "  rebuild median %.2f s\n", a[int((NR + 1) / 2)] }'

for dir in "${targets[@]}"; do
    rm -f "$dir"/*.swift
    git ls-tree --name-only "$handwritten_commit" "$dir/" | while read -r file; do git show "$handwritten_commit:$file" > "$file"; done
done
echo "hand-written: $(lines) lines"
for _ in $(seq "$runs"); do rebuild_all; done | sort -n | awk '{ a[NR] = $1 } END { printf "  rebuild median %.2f s\n", a[int((NR + 1) / 2)] }'
