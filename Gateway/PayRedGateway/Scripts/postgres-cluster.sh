#!/bin/sh
# A private PostgreSQL cluster for tests and benchmarks: a temporary directory, a free loopback
# port, run as an unprivileged user, trust authentication for the role `payred`, no fsync.
#
#   postgres-cluster.sh start [--watch PID]   prints postgres://payred@127.0.0.1:PORT/postgres
#                                             and the directory on the second line; with --watch
#                                             the cluster stops by itself once PID has exited
#   postgres-cluster.sh stop DIRECTORY        stops that cluster and removes its directory
#
# Installs Debian's postgresql package first when no PostgreSQL server is installed (as root).
set -eu

bindir() {
    for dir in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
        [ -x "$dir/initdb" ] && { echo "$dir"; return 0; }
    done
    command -v initdb >/dev/null 2>&1 && { dirname "$(command -v initdb)"; return 0; }
    return 1
}

install_postgres() {
    if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null 2>&1; then
        echo "PostgreSQL is not installed: install Debian's postgresql package, or set PAYRED_TEST_POSTGRES=off to skip the PostgreSQL suites." >&2
        exit 1
    fi
    echo "Installing PostgreSQL from Debian's packages…" >&2
    DEBIAN_FRONTEND=noninteractive apt-get update -qq >&2
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2
}

# Runs a command as the cluster's owner: this user, or `postgres` (else `nobody`) under root,
# since PostgreSQL refuses to run as root.
as_owner() {
    if [ "$(id -u)" = 0 ]; then
        runuser -u "$OWNER" -- "$@"
    else
        "$@"
    fi
}

stop_cluster() {
    directory=$1
    BIN=$(bindir) || exit 0
    OWNER=$(stat -c %U "$directory")
    as_owner "$BIN/pg_ctl" -D "$directory/data" -m immediate -w stop >/dev/null 2>&1 || true
    rm -rf "$directory"
}

case "${1:-}" in
start)
    BIN=$(bindir) || { install_postgres; BIN=$(bindir); }
    OWNER=$(id -un)
    if [ "$(id -u)" = 0 ]; then
        if id postgres >/dev/null 2>&1; then OWNER=postgres; else OWNER=nobody; fi
    fi
    directory=$(mktemp -d /tmp/payred-postgres.XXXXXX)
    chmod 700 "$directory"
    [ "$(id -u)" = 0 ] && chown "$OWNER" "$directory"
    port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
    as_owner "$BIN/initdb" -D "$directory/data" -U payred --auth=trust -E UTF8 --locale=C.UTF-8 --no-sync >"$directory/initdb.log" 2>&1 || {
        cat "$directory/initdb.log" >&2; exit 1; }
    as_owner "$BIN/pg_ctl" -D "$directory/data" -l "$directory/server.log" -w \
        -o "-p $port -k $directory -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300" \
        start >/dev/null || { cat "$directory/server.log" >&2; exit 1; }
    if [ "${2:-}" = "--watch" ] && [ -n "${3:-}" ]; then
        watched=$3
        script="$(cd "$(dirname "$0")" && pwd)/$(basename "$0")"
        nohup sh -c "while kill -0 $watched 2>/dev/null; do sleep 1; done; '$script' stop '$directory'" </dev/null >/dev/null 2>&1 &
    fi
    echo "postgres://payred@127.0.0.1:$port/postgres"
    echo "$directory"
    ;;
stop)
    [ -n "${2:-}" ] && [ -d "$2" ] || { echo "usage: $0 stop DIRECTORY" >&2; exit 64; }
    stop_cluster "$2"
    ;;
*)
    echo "usage: $0 start [--watch PID] | stop DIRECTORY" >&2
    exit 64
    ;;
esac
