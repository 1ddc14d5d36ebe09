#!/usr/bin/env bash
# Compares how long this repository's generated doubles take to compile with the hand-written
# doubles they replaced (commit 3cc595e): each TestDoubles target is rebuilt alone, debug, with
# its dependencies already built. Prints seconds per variant.
#
#   Tools/CleanArch/Benchmarks/compare_doubles_compile.sh [RUNS]
set -euo pipefail
runs="${1:-3}"
source "$(dirname "$0")/common.sh"
cd "$package/../.."
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

# Rebuilds every target once, after touching its files.
rebuild_all() {
    for dir in "${targets[@]}"; do
        touch "$dir"/*.swift
        swift build --target "$(basename "$dir")"
    done
}

lines() { for dir in "${targets[@]}"; do cat "$dir"/*.swift; done | wc -l; }

for _ in $(seq "$runs"); do seconds_of rebuild_all; done | report "generated ($(lines) lines)"

for dir in "${targets[@]}"; do
    rm -f "$dir"/*.swift
    git ls-tree --name-only "$handwritten_commit" "$dir/" | while read -r file; do git show "$handwritten_commit:$file" > "$file"; done
done
for _ in $(seq "$runs"); do seconds_of rebuild_all; done | report "hand-written ($(lines) lines)"
