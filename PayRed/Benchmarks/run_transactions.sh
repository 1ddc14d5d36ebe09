#!/usr/bin/env bash
# Builds the Transactions list benchmark in release and runs it: key to finished frame on a
# 120×40 Transactions screen holding 1,000 and 10,000 rows (p50, p99 of 2,000 presses), and the
# resident memory with 10,000 rows and 50 pictures in the image cache.
#
#   PayRed/Benchmarks/run_transactions.sh
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$root"
echo "Building TransactionListBenchmark (release)…"
swift build -c release --product TransactionListBenchmark >/dev/null
"$(swift build -c release --show-bin-path)/TransactionListBenchmark"
