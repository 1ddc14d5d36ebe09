#!/usr/bin/env bash
# Writes the docs that are drawn from the code (docs/module-graph.md, by `cleanarch graph`) and
# checks that README's layout names every feature folder.
#   docs/Scripts/generate.sh           rewrite docs/module-graph.md
#   docs/Scripts/generate.sh --check   write nothing; exit 1 when the file or README is behind (CI)
# CLEANARCH names a built cleanarch to use instead of `swift run cleanarch`.
set -euo pipefail
cd "$(dirname "$0")/../.."

check=false
case "${1:-}" in
    --check) check=true ;;
    "") ;;
    *) echo "usage: docs/Scripts/generate.sh [--check]" >&2; exit 2 ;;
esac
if [ -n "${CLEANARCH:-}" ]; then cleanarch=("$CLEANARCH"); else cleanarch=(swift run -q cleanarch); fi
graph() { "${cleanarch[@]}" graph . --format mermaid "$@"; }

features=()
for folder in Features/*/; do features+=("$(basename "$folder")"); done

generated="$(mktemp)"
trap 'rm -f "$generated"' EXIT
{
    cat <<'HEADER'
# Module graph

The package graph of this repository, drawn by `cleanarch graph` and written by
`docs/Scripts/generate.sh` (CI runs it with `--check`, so this file cannot fall behind the
manifests). Do not edit it by hand.

Rounded nodes are API packages, boxes Impl packages, double boxes our platform (`Core/`), the
gateway, the tools and the composition root (`PayRed`); rule-breaking edges would be red and
cycles bold (there are none). External packages and test-only packages are left out.

## How the API packages depend on each other

Impl packages left out: what a feature's contracts need from other features and from `Core/`.

```sh
cleanarch graph . --kind api --kind other
```

```mermaid
HEADER
    graph --kind api --kind other
    echo '```'
    for feature in "${features[@]}"; do
        cat <<SECTION

## ${feature}

The feature's packages and their direct neighbours.

\`\`\`sh
cleanarch graph . --feature ${feature} --kind api --kind impl --kind other
\`\`\`

\`\`\`mermaid
SECTION
        graph --feature "$feature" --kind api --kind impl --kind other
        echo '```'
    done
} >"$generated"

status=0
if $check; then
    if ! diff -u docs/module-graph.md "$generated" >/dev/null; then
        echo "docs/module-graph.md is behind the manifests; run docs/Scripts/generate.sh and commit it." >&2
        diff -u docs/module-graph.md "$generated" | head -40 >&2 || true
        status=1
    fi
else
    cp "$generated" docs/module-graph.md
fi

# README's layout block (between "## Layout" and the next heading) names every feature folder.
layout="$(sed -n '/^## Layout/,/^## [^L]/p' README.md)"
for feature in "${features[@]}"; do
    if ! grep -q "Features/${feature}/" <<<"$layout"; then
        echo "README.md's Layout does not list Features/${feature}/; add a line for it." >&2
        status=1
    fi
done
exit "$status"
