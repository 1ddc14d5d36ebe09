#!/usr/bin/env bash
# Builds payred-gateway in release (or takes GATEWAY=path/to/payred-gateway), serves the demo on
# a temporary database and a free port with any extra gateway options given after --, runs
# unlock_flood.py against it, then stops the server. Example:
#   Benchmarks/run_unlock_flood.sh                     # default abuse limits
#   Benchmarks/run_unlock_flood.sh -- --attempts-per-client 1000000   # the PIN-hash pool alone
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ -z "${GATEWAY:-}" ]]; then
    swift build -c release --product payred-gateway
    GATEWAY="$(swift build -c release --show-bin-path)/payred-gateway"
fi
[[ "${1:-}" == "--" ]] && shift
workdir="$(mktemp -d)"
server_pid=""
cleanup() {
    [[ -n "$server_pid" ]] && { kill "$server_pid" 2>/dev/null || true; wait "$server_pid" 2>/dev/null || true; }
    rm -rf "$workdir"
}
trap cleanup EXIT

"$GATEWAY" --demo --port 0 --database "$workdir/gateway.sqlite" "$@" >"$workdir/stdout.log" 2>"$workdir/stderr.log" &
server_pid=$!
base_url=""
for _ in $(seq 600); do
    base_url="$(sed -n 's|^PayRed gateway listening on \(http://[^ ]*\)$|\1|p' "$workdir/stdout.log")"
    [[ -n "$base_url" ]] && break
    kill -0 "$server_pid" 2>/dev/null || { echo "payred-gateway exited before listening:" >&2; cat "$workdir/stderr.log" >&2; exit 1; }
    sleep 0.1
done
[[ -n "$base_url" ]] || { echo "payred-gateway did not print its address within 60 s" >&2; exit 1; }
echo "gateway at $base_url ($GATEWAY $*)"
python3 Benchmarks/unlock_flood.py --base-url "$base_url"
