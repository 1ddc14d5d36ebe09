#!/usr/bin/env bash
# The gateway side by side on its two engines (issue 23): builds payred-gateway in release and runs
# scale_out_load.py, the same client with the same plan, against
#   1. SQLite, one instance;
#   2. PostgreSQL, one instance;
#   3. PostgreSQL, two instances behind the client's round robin;
#   4. PostgreSQL, two instances, one killed with SIGKILL two seconds into the load;
# then checks each database's ledger with `payred-gateway --verify-ledger`. PostgreSQL is a
# private cluster (Scripts/postgres-cluster.sh). Extra arguments go to scale_out_load.py.
set -euo pipefail
cd "$(dirname "$0")/.."

swift build -c release --product payred-gateway
binary="$(swift build -c release --show-bin-path)/payred-gateway"
workdir="$(mktemp -d)"
cluster="$(Scripts/postgres-cluster.sh start)"
postgres_url="$(sed -n 1p <<<"$cluster")"
pids=()
cleanup() {
    for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
    Scripts/postgres-cluster.sh stop "$(sed -n 2p <<<"$cluster")"
    rm -rf "$workdir"
}
trap cleanup EXIT

# Starts an instance on $1; sets $url and $pid.
start_gateway() {
    local log="$workdir/gateway-${#pids[@]}"
    # One client address registers every person: lift the per-client attempt limit.
    "$binary" --demo --port 0 --database "$1" --attempts-per-client 1000000 >"$log.out" 2>"$log.err" &
    pid=$!
    pids+=("$pid")
    url=""
    for _ in $(seq 600); do
        url="$(sed -n 's|^PayRed gateway listening on \(http://[^ ]*\)$|\1|p' "$log.out")"
        [[ -n "$url" ]] && return
        kill -0 "$pid" 2>/dev/null || { cat "$log.err" >&2; exit 1; }
        sleep 0.1
    done
    echo "payred-gateway did not start on $1" >&2
    exit 1
}

stop_all() {
    for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; done
    pids=()
}

# A new PostgreSQL database's URL.
new_database() {
    psql -q "$postgres_url" -c "CREATE DATABASE $1"
    echo "${postgres_url%/*}/$1"
}

# Measures one configuration: $1 its title, $2 the database, $3 the instances, $4 "kill" to kill
# the first instance mid-load; the rest of the arguments go to scale_out_load.py.
measure() {
    local title=$1 database=$2 count=$3 kill=$4
    shift 4
    echo "== $title"
    local urls=() victim=""
    for _ in $(seq "$count"); do
        start_gateway "$database"
        urls+=(--base-url "$url")
        [[ -z "$victim" ]] && victim="$pid"
    done
    local extra=()
    [[ "$kill" == kill ]] && extra=(--kill "$victim")
    python3 Benchmarks/scale_out_load.py "${urls[@]}" "${extra[@]}" "$@"
    stop_all
    "$binary" --verify-ledger --database "$database"
}

measure "SQLite, 1 instance" "$workdir/gateway.sqlite" 1 no "$@"
measure "PostgreSQL, 1 instance" "$(new_database bench_one)" 1 no "$@"
measure "PostgreSQL, 2 instances" "$(new_database bench_two)" 2 no "$@"
measure "PostgreSQL, 2 instances, one killed with SIGKILL mid-load" "$(new_database bench_kill)" 2 kill "$@"
