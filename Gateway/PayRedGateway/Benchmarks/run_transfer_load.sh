#!/usr/bin/env bash
# Builds payred-gateway in release, serves the demo on a temporary database and a free port,
# runs transfer_load.py against it (extra arguments are passed on), then stops the server.
set -euo pipefail
cd "$(dirname "$0")/.."

swift build -c release --product payred-gateway
binary="$(swift build -c release --show-bin-path)/payred-gateway"
workdir="$(mktemp -d)"
server_pid=""
cleanup() {
    if [[ -n "$server_pid" ]]; then
        kill "$server_pid" 2>/dev/null || true
        wait "$server_pid" 2>/dev/null || true
    fi
    rm -rf "$workdir"
}
trap cleanup EXIT

"$binary" --demo --port 0 --database "$workdir/gateway.sqlite" >"$workdir/stdout.log" 2>"$workdir/stderr.log" &
server_pid=$!

base_url=""
for _ in $(seq 600); do
    base_url="$(sed -n 's|^PayRed gateway listening on \(http://[^ ]*\)$|\1|p' "$workdir/stdout.log")"
    [[ -n "$base_url" ]] && break
    if ! kill -0 "$server_pid" 2>/dev/null; then
        echo "payred-gateway exited before listening:" >&2
        cat "$workdir/stderr.log" >&2
        exit 1
    fi
    sleep 0.1
done
if [[ -z "$base_url" ]]; then
    echo "payred-gateway did not print its address within 60 s" >&2
    exit 1
fi

echo "gateway at $base_url"
python3 Benchmarks/transfer_load.py --base-url "$base_url" "$@"
