#!/usr/bin/env bash
# Fuzzes the whole pipeline (parse, project decoder, compile, reports, payload, JSON, and the
# simulator: the file's scenarios against its campaigns, and the bytes read as a `--payload`)
# with libFuzzer, built in release with the address sanitizer in its own scratch path. With
# `lsp` first, fuzzes the language server instead: each input is standard input of a whole
# `campaignc lsp` in memory (frame reader, session, the driver's analyzer over a small project in
# /tmp/campaignc-lsp-fuzz), its output checked frame by frame (Fuzz/Sources/LanguageServerFuzz).
#
# Usage: Scripts/fuzz.sh [lsp] [SECONDS] [extra libFuzzer flags…]     (default 60 seconds)
# Environment:
#   FUZZ_MAX_LEN   -max_len (default 16384; 32768 for lsp, whose seeds hold 20,000-byte lines)
#   FUZZ_JOBS      -jobs (default 1: one worker process, its log in Fuzz/corpus-work/fuzz-0.log)
#   FUZZ_NO_BUILD  set to 1 to reuse the last build
#   FUZZ_TIMEOUT   -timeout in seconds (default 5: the instrumented harness runs every command
#                  on an input, about 20 times the release binary's time — 1 s for the seed of
#                  2,000 suppression comments that campaignc checks in 54 ms — and a loaded
#                  machine doubles that; a real hang still stops the run)
#
# The corpus grows in Fuzz/corpus-work/corpus (Fuzz/corpus-work/lsp/corpus for lsp; kept between
# runs); seeds are rebuilt each run from Fuzz/seeds/, Samples/ (valid, invalid and scenarios),
# small hostile inputs and the compiled samples as payloads — for lsp, from
# `Scripts/hostile_lsp.py seeds` (sessions of every method, malformed frames and params). Crashes,
# hangs (-timeout, see FUZZ_TIMEOUT), leaks and inputs that need over 512 MB land in Fuzz/crashes/
# (git-ignored; `lsp-` first for the server's).
# Replay one with: SWIFT_BACKTRACE=enable=no .build-fuzz/release/CampaignFuzz Fuzz/crashes/FILE
# (.build-fuzz/release/LanguageServerFuzz for the server's).
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"

target=pipeline
if [ "${1:-}" = lsp ]; then
    target=lsp
    shift
fi
seconds="${1:-60}"
shift || true
jobs="${FUZZ_JOBS:-1}"
scratch=".build-fuzz"
crashes="$root/Fuzz/crashes"
if [ "$target" = lsp ]; then
    max_len="${FUZZ_MAX_LEN:-32768}"
    binary="$root/$scratch/release/LanguageServerFuzz"
    work="$root/Fuzz/corpus-work/lsp"
    dictionary="$root/Fuzz/lsp.dict"
    artifacts="$crashes/lsp-"
else
    max_len="${FUZZ_MAX_LEN:-16384}"
    binary="$root/$scratch/release/CampaignFuzz"
    work="$root/Fuzz/corpus-work"
    dictionary="$root/Fuzz/campaign.dict"
    artifacts="$crashes/"
fi

if [ "${FUZZ_NO_BUILD:-0}" != 1 ]; then
    echo "== swift build -c release (fuzzer, address sanitizer) in $scratch"
    # SwiftPM keeps the build plan of the root package (a path dependency here) when files
    # are added or removed there, then fails on "missing inputs": plan afresh each time.
    rm -f "$scratch/release.yaml" "$scratch"/*/release/description.json
    mkdir -p "$scratch"
    # Up to three tries: a file edited in the shared tree during the build fails it.
    for attempt in 1 2 3; do
        if swift build -c release --package-path Fuzz --scratch-path "$scratch" \
            -Xswiftc -sanitize=fuzzer,address >"$scratch/fuzz-build.log" 2>&1; then
            tail -n 1 "$scratch/fuzz-build.log"
            break
        fi
        grep -E "error" "$scratch/fuzz-build.log" | sort -u | head -n 5
        [ "$attempt" = 3 ] && { echo "build failed"; exit 2; }
        sleep 20
    done
fi
[ -x "$binary" ] || { echo "no fuzzer binary at $binary"; exit 2; }

echo "== seeds"
rm -rf "$work/seeds"
mkdir -p "$work/seeds" "$work/corpus" "$crashes"
if [ "$target" = lsp ]; then
    python3 Scripts/hostile_lsp.py seeds "$work/seeds"
else
    cp Fuzz/seeds/*.yaml "$work/seeds/"
    for kind in valid invalid scenarios; do
        find "Samples/$kind" -type f \( -name '*.yaml' -o -name '*.yml' \) 2>/dev/null | sort | while read -r f; do
            cp "$f" "$work/seeds/$kind-$(basename "$f")"
        done
    done
    python3 Scripts/hostile_inputs.py "$work/seeds/hostile" --small
    # The suppression floods are left out: the instrumented harness spends a second on each of
    # their mutants (every format renders 1,000 warnings), which starves the search; the cap they
    # test has Fuzz/seeds/suppressions-cap.yaml and Scripts/hostile.sh.
    rm -f "$work/seeds/hostile/"suppressions-*.yaml
    # So is the regex budget's: each of its 50 events spends a whole search budget, nine times in
    # the harness (three platforms, three runs), over a minute instrumented; its one-event form
    # is Fuzz/seeds/regex-budget.yaml.
    rm -f "$work/seeds/hostile/"sim-regex-budget.yaml
    mv "$work/seeds/hostile/"* "$work/seeds/" && rmdir "$work/seeds/hostile"
    # Payload seeds for the `--payload` reader: the compiled samples, one document per campaign and
    # the whole, when a built campaignc is at hand (the fuzzer reads any bytes as a payload too).
    campaignc="$(ls -t .build/release/campaignc .build/debug/campaignc 2>/dev/null | head -n 1 || true)"
    if [ -n "$campaignc" ] && "$campaignc" compile Samples/valid --now 2026-03-01T00:00:00Z --output "$work/seeds/payload-samples.json" >/dev/null 2>&1; then
        python3 - "$work/seeds" <<'PY'
import json, sys
folder = sys.argv[1]
payload = json.load(open(f"{folder}/payload-samples.json"))
for index, trigger in enumerate(payload["triggers"]):
    one = dict(payload, triggers=[trigger])
    open(f"{folder}/payload-{index:02d}.json", "w").write(json.dumps(one))
PY
    fi
fi
echo "$(ls "$work/seeds" | wc -l) seed files; corpus before: $(ls "$work/corpus" | wc -l) files"

echo "== fuzzing for $seconds s (-jobs=$jobs, -max_len=$max_len)"
# Each fuzzing process makes its project folder (one PNG, one text file) under TMPDIR.
rm -rf "$work/tmp"
mkdir -p "$work/tmp"
export TMPDIR="$work/tmp"
log="$work/fuzz-0.log"
rm -f "$work"/fuzz-*.log
status=0
(
    cd "$work"
    # A 64 MB quarantine (ASan's default is 256 MB) keeps -rss_limit_mb=512 about our memory.
    SWIFT_BACKTRACE=enable=no ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:quarantine_size_mb=64}" "$binary" \
        -max_total_time="$seconds" -jobs="$jobs" -max_len="$max_len" -timeout="${FUZZ_TIMEOUT:-5}" -rss_limit_mb=512 \
        -dict="$dictionary" -artifact_prefix="$artifacts" -print_final_stats=1 \
        "$@" "$work/corpus" "$work/seeds"
) >"$work/driver.log" 2>&1 || status=$?
[ -f "$log" ] || log="$work/driver.log"

echo "== results (log: ${log#$root/})"
grep -E "^#[0-9]+.*(INITED|pulse|DONE|NEW|REDUCE)" "$log" | tail -n 1 || true
grep -E "^(stat::|Done [0-9]+ runs)" "$log" || true
grep -E "ERROR: |SUMMARY: |Fatal error|fuzz property violated|ALARM|out-of-memory|leak" "$log" | head -n 20 || true
echo "corpus after: $(ls "$work/corpus" | wc -l) files"
findings=$(find "$crashes" -type f -name "${artifacts#"$crashes/"}*" | sort)
if [ -n "$findings" ]; then
    echo "findings in Fuzz/crashes/:"
    echo "$findings" | sed "s|$root/||"
else
    echo "findings: none"
fi
exit "$status"
