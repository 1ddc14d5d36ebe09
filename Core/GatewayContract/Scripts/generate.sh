#!/usr/bin/env bash
# Generates the wire contract's Swift code from openapi.yaml (ADR 0028), or checks it.
#
#   Core/GatewayContract/Scripts/generate.sh           regenerate Sources/GatewayContract/Generated
#   Core/GatewayContract/Scripts/generate.sh --check   fail when the committed code is not what the
#                                                      document and configuration generate (no build)
#
# Generating builds swift-openapi-generator (about a minute, once) in a package of its own under
# $PAYRED_GENERATOR_CACHE (default ~/.cache/payred/openapi-generator), so neither the workspace nor
# CI ever builds it. Each generated file starts with the fingerprint of what it came from (the
# document, the configuration and the generator's version) and of its own code, so --check finds a
# document changed without regenerating and a generated file edited by hand.
set -euo pipefail

generator_version="1.14.3"
here="$(cd "$(dirname "$0")/.." && pwd)"
document="$here/Sources/GatewayContract/openapi.yaml"
config="$here/openapi-generator-config.yaml"
output="$here/Sources/GatewayContract/Generated"
cache="${PAYRED_GENERATOR_CACHE:-$HOME/.cache/payred/openapi-generator}"

# The fingerprint of the inputs: document, configuration and generator version.
contract_fingerprint() {
    { cat "$document" "$config"; echo "$generator_version"; } | sha256sum | cut -d' ' -f1
}

# The fingerprint of a generated file's code: everything below its two header lines.
code_fingerprint() {
    tail -n +3 "$1" | sha256sum | cut -d' ' -f1
}

check() {
    local expected status=0
    expected="$(contract_fingerprint)"
    for file in Types.swift Client.swift; do
        local path="$output/$file"
        if [ ! -f "$path" ]; then
            echo "error: $path is missing; run Core/GatewayContract/Scripts/generate.sh" >&2
            status=1
            continue
        fi
        local header
        header="$(sed -n 2p "$path")"
        if [ "$header" != "// Contract: $expected. Code: $(code_fingerprint "$path")." ]; then
            echo "error: $file is not what openapi.yaml and openapi-generator-config.yaml generate" \
                "(the document changed or the file was edited); run Core/GatewayContract/Scripts/generate.sh" >&2
            status=1
        fi
    done
    [ "$status" -eq 0 ] && echo "The generated wire contract matches openapi.yaml."
    return "$status"
}

# Builds the generator once in its own package.
build_generator() {
    mkdir -p "$cache/Sources/Generator"
    cat > "$cache/Package.swift" <<EOF
// swift-tools-version: 6.0
// Written by Core/GatewayContract/Scripts/generate.sh: builds swift-openapi-generator alone.
import PackageDescription

let package = Package(
    name: "PayRedContractGenerator",
    dependencies: [.package(url: "https://github.com/apple/swift-openapi-generator", exact: "$generator_version")],
    targets: [.target(name: "Generator", dependencies: [.product(name: "swift-openapi-generator", package: "swift-openapi-generator")])]
)
EOF
    echo "// Empty: the package exists to build swift-openapi-generator." > "$cache/Sources/Generator/Generator.swift"
    echo "Building swift-openapi-generator $generator_version in $cache (about a minute the first time)…" >&2
    swift build --package-path "$cache" --product swift-openapi-generator >&2
    echo "$(swift build --package-path "$cache" --show-bin-path)/swift-openapi-generator"
}

# Writes `$2` from the generated files `$3…` with the two header lines: the generator splits the
# types into several files whose `public import`s each warn when unused, so they become one file.
write_file() {
    local name="$1" raw="$2" body
    shift 2
    body="$(mktemp)"
    local first=1
    for part in "$@"; do
        if [ "$first" -eq 1 ]; then
            tail -n +2 "$raw/$part" >> "$body"
            first=0
        else
            # Drop the part's import header: everything before its first declaration.
            awk 'started || !/^(\/\/ Generated|#if compiler|#endif|@diagnose|@_spi|public import|import |$)/ { started = 1; print }' "$raw/$part" >> "$body"
        fi
    done
    {
        echo "// Generated from openapi.yaml by Core/GatewayContract/Scripts/generate.sh (swift-openapi-generator $generator_version). Do not edit."
        echo "// Contract: $(contract_fingerprint). Code: $(sha256sum < "$body" | cut -d' ' -f1)."
        cat "$body"
    } > "$output/$name"
    rm -f "$body"
}

generate() {
    local generator raw
    generator="$(build_generator)"
    raw="$(mktemp -d)"
    trap 'rm -rf "$raw"' RETURN
    if ! "$generator" generate --config "$config" --output-directory "$raw" "$document" > "$raw/log" 2>&1; then
        cat "$raw/log" >&2
        exit 1
    fi
    mkdir -p "$output"
    write_file Types.swift "$raw" Types.swift Types+Components.swift Types+Components+Schemas.swift \
        Types+Components+Parameters.swift Types+Components+RequestBodies.swift \
        Types+Components+Responses.swift Types+Components+Headers.swift Types+Operations.swift
    write_file Client.swift "$raw" Client.swift
    echo "Generated $output/Types.swift and Client.swift."
}

case "${1:-}" in
    --check) check ;;
    "") generate ;;
    *) echo "usage: $0 [--check]" >&2; exit 64 ;;
esac
