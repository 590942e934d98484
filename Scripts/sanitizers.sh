#!/usr/bin/env bash
# Runs the test suite under the address sanitizer (with LeakSanitizer; XCTest's own leaks
# are suppressed by Scripts/lsan.supp) and the driver's tests, which run work in parallel,
# under the thread sanitizer. Each in its own scratch path. Prints each run's test summary.
#
# Usage: Scripts/sanitizers.sh [asan|tsan]...       (default: both)
# Environment:
#   ASAN_FILTER   --filter for the ASan run (default: none, the whole suite)
#   TSAN_FILTER   --filter for the TSan run (default: CampaignDriverTests; empty for all)
set -uo pipefail
cd "$(dirname "$0")/.."
root="$PWD"

runs=("$@")
[ ${#runs[@]} -gt 0 ] || runs=(asan tsan)
status=0

summarize() {
    local log="$1"
    # XCTest's totals (one line per suite; the last "Executed" line is the grand total),
    # then any failure, sanitizer report or crash.
    grep -E "^Test Suite '(All tests|Selected tests)' (passed|failed)" "$log" | tail -n 1
    grep -E "^[[:space:]]*Executed [0-9]+ tests?" "$log" | tail -n 1
    grep -E "error: |ERROR: (Address|Leak|Thread)Sanitizer|WARNING: ThreadSanitizer|SUMMARY: |Fatal error|Exited with (signal|unexpected)" "$log" | sort | uniq -c | sort -rn | head -n 20
}

run_asan() {
    local filter=()
    [ -n "${ASAN_FILTER:-}" ] && filter=(--filter "$ASAN_FILTER")
    local log="$root/.build-asan/sanitizer-test.log"
    mkdir -p .build-asan
    echo "== swift test --sanitize=address ${filter[*]:-} (scratch .build-asan)"
    SWIFT_BACKTRACE=enable=no \
    LSAN_OPTIONS="suppressions=$root/Scripts/lsan.supp:print_suppressions=0" \
    ASAN_OPTIONS="detect_leaks=1:halt_on_error=1" \
        swift test --scratch-path .build-asan --sanitize=address "${filter[@]}" >"$log" 2>&1
    local result=$?
    summarize "$log"
    echo "exit status $result (log: ${log#$root/})"
    return $result
}

run_tsan() {
    local filter=()
    local wanted="${TSAN_FILTER-CampaignDriverTests}"
    [ -n "$wanted" ] && filter=(--filter "$wanted")
    local log="$root/.build-tsan/sanitizer-test.log"
    mkdir -p .build-tsan
    echo "== swift test --sanitize=thread ${filter[*]:-} (scratch .build-tsan)"
    SWIFT_BACKTRACE=enable=no TSAN_OPTIONS="halt_on_error=1" \
        swift test --scratch-path .build-tsan --sanitize=thread "${filter[@]}" >"$log" 2>&1
    local result=$?
    summarize "$log"
    echo "exit status $result (log: ${log#$root/})"
    return $result
}

for run in "${runs[@]}"; do
    case "$run" in
        asan) run_asan || status=1 ;;
        tsan) run_tsan || status=1 ;;
        *) echo "unknown run '$run' (asan or tsan)"; exit 2 ;;
    esac
done
exit $status
