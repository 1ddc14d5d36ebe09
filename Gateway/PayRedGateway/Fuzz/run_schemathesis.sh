#!/usr/bin/env bash
# Fuzzes a demo gateway against its own OpenAPI document with schemathesis (from PyPI), signed
# in as the demo user, every check on, stateful links followed. Any 5xx, crash or answer that
# breaks the document fails. Usage: Gateway/PayRedGateway/Fuzz/run_schemathesis.sh [GATEWAY_BINARY]
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../../.." && pwd)"
gateway="${1:-$root/.build/debug/payred-gateway}"
venv="$root/.build/schemathesis-venv"
version="4.32.5"

if ! "$venv/bin/schemathesis" --version 2>/dev/null | grep -q "$version"; then
    echo "Installing schemathesis $version from PyPI…"
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet "schemathesis==$version"
fi
[ -x "$gateway" ] || { echo "No gateway binary at $gateway (build it with: swift build --product payred-gateway)" >&2; exit 2; }

port="$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
work="$(mktemp -d)"
"$gateway" --demo --port "$port" --database "$work/fuzz.sqlite" > "$work/gateway.log" 2>&1 &
pid=$!
cleanup() { kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; rm -rf "$work"; }
trap cleanup EXIT

base="http://127.0.0.1:$port"
PAYRED_FUZZ_TOKEN="$(python3 - "$base" <<'PY'
import json, sys, time, urllib.request
base = sys.argv[1]
def post(path, body):
    request = urllib.request.Request(base + path, json.dumps(body).encode(), {"Content-Type": "application/json"})
    return json.load(urllib.request.urlopen(request, timeout=10))["payload"]
for _ in range(300):
    try:
        urllib.request.urlopen(base + "/health", timeout=1)
        break
    except OSError:
        time.sleep(0.1)
post("/v1/auth/login", {"email": "demo@payred.app"})
print(post("/v1/auth/unlock", {"email": "demo@payred.app", "pin": "123456"})["accessToken"])
PY
)"
export PAYRED_FUZZ_TOKEN

status=0
(cd "$here" && "$venv/bin/schemathesis" --config-file "$here/schemathesis.toml" run "$here/../../../Core/GatewayContract/Sources/GatewayContract/openapi.yaml" --url "$base" --no-color) || status=$?
if ! kill -0 "$pid" 2>/dev/null; then
    echo "The gateway process died during the fuzz run:" >&2
    cat "$work/gateway.log" >&2
    exit 1
fi
if grep -q "Unhandled gateway error" "$work/gateway.log"; then
    echo "The gateway logged unhandled errors:" >&2
    grep "Unhandled gateway error" "$work/gateway.log" >&2
    status=1
fi
exit "$status"
