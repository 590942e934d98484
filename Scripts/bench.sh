#!/usr/bin/env bash
# Benchmark (issue 35): prints, in one run, every figure of docs/performance.md with its ratio
# and its goal. It builds campaignc-bench (release, Swift runtime linked statically) and the
# binary users install (Scripts/release.sh: a static executable, dist/campaignc), then
# measures:
#   - campaignc-bench's stages over a generated readable corpus of 10,000 files (`--readable`:
#     light text on dark backgrounds, no contrast warnings): (a) bare libyaml events, the
#     floor; (b) front end; (c) validate; (d) compile, in process;
#   - the release binary's `validate` and `compile` over that corpus (wall, processor time,
#     peak memory), `validate`'s peak memory over 50,000 readable files, and `validate` over
#     the diagnostic-heavy corpus (the default colours: 16,000 warnings at 10,000 files) with
#     the memory each reported diagnostic adds over the readable run;
#   - `test` at 200 campaigns × 1,000 scenarios and at 2,000 × 10,000, and `preview`
#     (Scripts/bench_scenarios.py), and the language server's change latency and memory
#     (Scripts/bench_lsp.py);
#   - the language server on 2,000 campaign files in 30 locales (Scripts/bench_lsp_translations.py):
#     a change to a translation file, and one to a campaign file, to its publication;
#   - version 4's figures (Scripts/bench_v4.py): validate with every text personalised against
#     none, 200 campaigns in 30 locales against not localised, `translations export` of them,
#     `render` for one user against `compile` (the corpus, and the personalised campaigns), and
#     `test --platform all` against one platform;
#   - one small-file `validate` against a Swift hello world built the same way
#     (`-static-executable`) and with only the Swift runtime static (`-static-stdlib`), and
#     against ryl (a Rust YAML linter, every rule on) when `pip install ryl` works here;
#   - check-jsonschema on the corpus, and the hostile input `bounds-8mib.yaml`.
# Ends with a summary: each figure beside the floor and its goal.
#
# Usage: Scripts/bench.sh [campaignc-bench options: --files N --repeat K --stage abcd --jobs N]
# Environment:
#   BENCH_SCRATCH_PATH     SwiftPM scratch path of campaignc-bench (default .build)
#   BENCH_RELEASE_SCRATCH  scratch path of Scripts/release.sh (default .build-release)
#   BENCH_RUNS             runs of each one-file timing (default 50)
#   BENCH_BIG_FILES        files of the second memory corpus (default 50000; 0 skips it)
#   BENCH_NO_HYPERFINE     set to 1 to time with a plain loop even when hyperfine is installed
#
# Prints every figure it can: a product that does not build or a tool that cannot be installed
# is reported and skipped, never fatal to the rest. The machine's noise is in every figure:
# run it on an idle machine.
set -uo pipefail
cd "$(dirname "$0")/.."

scratch="${BENCH_SCRATCH_PATH:-.build}"
runs="${BENCH_RUNS:-50}"
big_files="${BENCH_BIG_FILES:-50000}"
link=(--static-swift-stdlib)
work="$(mktemp -d "${TMPDIR:-/tmp}/campaignc-bench-sh.XXXXXX")"
trap 'rm -rf "$work"' EXIT
now="2026-03-01T09:00:00Z"

echo "== swift build -c release --product campaignc-bench ${link[*]}"
if ! swift build -c release --scratch-path "$scratch" "${link[@]}" --product campaignc-bench >"$work/build.log" 2>&1; then
    grep -E "error:" "$work/build.log" | sort -u | head -n 5
    echo "error: campaignc-bench does not build"
    exit 1
fi
tail -n 1 "$work/build.log"
bench_bin="$(swift build -c release --scratch-path "$scratch" "${link[@]}" --show-bin-path)/campaignc-bench"

echo "== Scripts/release.sh (the binary users install: dist/campaignc)"
campaignc=""
if SCRATCH="${BENCH_RELEASE_SCRATCH:-.build-release}" Scripts/release.sh >"$work/release.log" 2>&1; then
    campaignc="$(pwd)/dist/campaignc"
    head -n 1 "$work/release.log"
else
    tail -n 5 "$work/release.log"
    echo "warning: Scripts/release.sh failed; the executable timings are skipped"
fi

# The corpus goes into the work folder (unless --corpus names one) so that the executable
# can be run over it afterwards.
corpus="$work/corpus"
args=("$@")
for ((i = 0; i < ${#args[@]}; i++)); do
    [ "${args[$i]}" = "--corpus" ] && [ $((i + 1)) -lt ${#args[@]} ] && corpus="${args[$((i + 1))]}"
done

echo
echo "== campaignc-bench --corpus $corpus $*"
"$bench_bin" --corpus "$corpus" --readable "$@" | tee "$work/bench.txt"
bench_status=${PIPESTATUS[0]}
[ $bench_status -eq 0 ] || echo "warning: campaignc-bench exited with status $bench_status"

# The summary's lines, filled in as the figures come.
summary=()
# The floor: the best time of stage (a), bare libyaml events, one thread.
floor_ms="$(awk '/^\(a\) / { for (i = 1; i <= NF; i++) if ($i ~ /^[0-9.]+$/) { print $i; exit } }' "$work/bench.txt")"
# `ratio MS`: MS over the floor, as `1.23x` (or `-` without a floor).
ratio() {
    awk -v t="$1" -v f="${floor_ms:-0}" 'BEGIN { if (f > 0 && t != "") printf "%.2fx", t / f; else printf "-" }'
}
if [ -n "$floor_ms" ]; then
    summary+=("floor: bare libyaml events (a), 1 thread: $floor_ms ms")
    for stage in b c d; do
        row="$(awk -v s="($stage)" 'index($0, s) == 1' "$work/bench.txt")"
        [ -n "$row" ] || continue
        name="$(awk '{ sub(/,? +[0-9].*$/, ""); print }' <<<"$row")"
        summary+=("campaignc-bench $name: $(awk '{ for (i = 1; i <= NF; i++) if ($i ~ /^[0-9.]+x$/) { print $i; exit } }' <<<"$row") of the floor")
    done
fi

if [ -z "$campaignc" ]; then
    echo "skipped: dist/campaignc was not built"
    exit $bench_status
fi

# Wall and processor time and peak memory of one run of a command, as a line of figures
# (GNU time when installed; else Python, whose figures include its own fork).
measure() {
    if [ -x /usr/bin/time ] && /usr/bin/time -f "" true 2>/dev/null; then
        /usr/bin/time -o "$work/time.txt" -f "%e %U %S %M %x" "$@" >/dev/null 2>&1
        awk '{ printf "%.0f ms wall, %.0f ms cpu, peak %.1f MB (ru_maxrss), exit status %d\n", $1 * 1000, ($2 + $3) * 1000, $4 * 1024 / 1e6, $5 }' <(tail -n 1 "$work/time.txt")
        return
    fi
    python3 - "$@" <<'PY'
import resource, subprocess, sys, time
start = time.monotonic()
status = subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode
wall = time.monotonic() - start
usage = resource.getrusage(resource.RUSAGE_CHILDREN)
print("%.0f ms wall, %.0f ms cpu, peak %.1f MB (ru_maxrss), exit status %d"
      % (wall * 1e3, (usage.ru_utime + usage.ru_stime) * 1e3, usage.ru_maxrss * 1024 / 1e6, status))
PY
}

# `best_of_3 COMMAND...`: the best of three `measure` lines by wall time.
best_of_3() {
    local best="" line
    for _ in 1 2 3; do
        line="$(measure "$@")"
        if [ -z "$best" ] || [ "${line%% ms wall*}" -lt "${best%% ms wall*}" ]; then best="$line"; fi
    done
    echo "$best"
}

# `mean_ms COMMAND...`: the mean wall time of COMMAND over $runs runs, as
# `MEAN ms (stddev S, min M)` (hyperfine when installed, else a plain loop: `MEAN ms`).
mean_ms() {
    if [ "${BENCH_NO_HYPERFINE:-0}" != 1 ] && command -v hyperfine >/dev/null 2>&1; then
        hyperfine -N --ignore-failure --warmup 5 --runs "$runs" --style none \
            --export-json "$work/hyperfine.json" "$*" >/dev/null 2>&1
        python3 -c 'import json,sys; r=json.load(open(sys.argv[1]))["results"][0]; print("%.2f ms (stddev %.2f, min %.2f)" % (r["mean"]*1e3, r["stddev"]*1e3, r["min"]*1e3))' "$work/hyperfine.json" 2>/dev/null
        return
    fi
    local total=0 start end
    for _ in $(seq "$runs"); do
        start=$(date +%s%N)
        "$@" >/dev/null 2>&1
        end=$(date +%s%N)
        total=$((total + end - start))
    done
    awk -v t="$total" -v n="$runs" 'BEGIN { printf "%.2f ms\n", t / n / 1e6 }'
}
# `over A B`: A's leading number over B's, as `1.23x`.
over() {
    awk -v a="${1%% *}" -v b="${2%% *}" 'BEGIN { if (a > 0 && b > 0) printf "%.2fx", a / b; else printf "-" }'
}

files=$(find "$corpus" -name '*.yaml' | wc -l | tr -d ' ')
echo
echo "== the release campaignc over the corpus ($files files; best of 3 by wall time)"
for command in validate compile; do
    extra=()
    [ "$command" = compile ] && extra=(--output "$work/payload.json")
    best=""
    for _ in 1 2 3; do
        line="$(measure "$campaignc" "$command" "$corpus" --now "$now" ${extra[@]+"${extra[@]}"})"
        if [ -z "$best" ] || [ "${line%% ms wall*}" -lt "${best%% ms wall*}" ]; then best="$line"; fi
    done
    echo "$command: $best"
    goal="1.0x"
    [ "$command" = compile ] && goal="1.3x"
    peak="${best#*peak }"
    summary+=("campaignc $command, $files files: ${best%% ms wall*} ms wall = $(ratio "${best%% ms wall*}") of the floor (goal $goal)")
    goal=" (goal 25 MB at 10,000 files)"
    [ "$command" = compile ] && goal=""
    summary+=("campaignc $command, $files files: peak ${peak%% (ru_maxrss)*}$goal")
    [ "$command" = validate ] && readable_peak="${peak%% MB*}"
done

# The diagnostic-heavy corpus: the same campaigns in the generator's default colours.
echo
echo "== the diagnostic-heavy corpus ($files files in the default colours; best of 3 by wall time)"
"$bench_bin" --files "$files" --corpus "$work/heavy" --generate-only >/dev/null
heavy="$(best_of_3 "$campaignc" validate "$work/heavy" --now "$now")"
diagnostics="$("$campaignc" validate "$work/heavy" --now "$now" 2>/dev/null | tail -n 1 | awk '{ print $1 + $3 }')"
echo "validate: $heavy; $diagnostics diagnostics"
heavy_peak="${heavy#*peak }"
heavy_peak="${heavy_peak%% MB*}"
summary+=("campaignc validate, $files files of the heavy corpus ($diagnostics diagnostics): ${heavy%% ms wall*} ms wall = $(ratio "${heavy%% ms wall*}") of the floor, peak $heavy_peak MB")
per_diagnostic="$(awk -v h="$heavy_peak" -v r="${readable_peak:-0}" -v n="${diagnostics:-0}" 'BEGIN { if (n > 0 && r > 0) printf "%.2f KB", (h - r) * 1e6 / n / 1024; else printf "-" }')"
summary+=("memory per reported diagnostic (heavy peak - readable peak) / diagnostics: $per_diagnostic (goal 1 KB)")
rm -rf "$work/heavy"

echo
echo "== campaignc test and preview (Scripts/bench_scenarios.py: 200 campaigns over 20 events, 1,000 scenarios of 20 steps)"
python3 Scripts/bench_scenarios.py "$work/scenarios" >/dev/null
python3 Scripts/bench_scenarios.py "$work/scenarios-large" --campaigns 2000 --scenarios 10000 >/dev/null
for command in test test-large preview; do
    best=""
    for _ in 1 2 3; do
        if [ "$command" = test ]; then
            line="$(measure "$campaignc" test "$work/scenarios/campaigns" "$work/scenarios/scenarios")"
        elif [ "$command" = test-large ]; then
            line="$(measure "$campaignc" test "$work/scenarios-large/campaigns" "$work/scenarios-large/scenarios")"
        else
            line="$(measure "$campaignc" preview "$work/scenarios/campaigns" --output-dir "$work/gallery" --now "$now")"
        fi
        if [ -z "$best" ] || [ "${line%% ms wall*}" -lt "${best%% ms wall*}" ]; then best="$line"; fi
    done
    echo "$command: $best"
    if [ "$command" = test ]; then
        summary+=("campaignc test, 1,000 scenarios of 20 steps over 200 campaigns: ${best%%, exit status*} (goal 1 s)")
    elif [ "$command" = test-large ]; then
        summary+=("campaignc test, 10,000 scenarios of 20 steps over 2,000 campaigns: ${best%%, exit status*} (goal a few seconds, well under 200 MB)")
    else
        summary+=("campaignc preview, 200 campaigns: ${best%%, exit status*} (goal 1 s)")
    fi
done

echo
echo "== version 4: Liquid, localisation, render, test on every platform (Scripts/bench_v4.py; best of 3 by wall time)"
python3 Scripts/bench_v4.py "$work/v4" >/dev/null
printf 'user_id: bench-user\nattributes: { first_name: Ana, city: Lyon }\ncustom_attributes: { loyalty_tier: gold }\n' >"$work/user.yaml"
# `ratio_of A B`: A's wall time over B's, as `1.23x`.
ratio_of() {
    awk -v a="${1%% ms wall*}" -v b="${2%% ms wall*}" 'BEGIN { if (a > 0 && b > 0) printf "%.2fx", a / b; else printf "-" }'
}
# These four runs take tens of milliseconds, below what GNU time resolves: each is the mean of
# $runs runs (hyperfine, or a loop reading the clock in nanoseconds).
plain="$(mean_ms "$campaignc" validate "$work/v4/plain" --now "$now")"
liquid="$(mean_ms "$campaignc" validate "$work/v4/liquid" --now "$now")"
echo "validate 2,000 campaigns, no Liquid (mean of $runs): $plain"
echo "validate the same 2,000 campaigns, every text personalised: $liquid"
summary+=("validate, every text personalised / none: $(over "$liquid" "$plain") (goal 1.15x)")
off="$(mean_ms "$campaignc" validate "$work/v4/l10n-off" --now "$now")"
on="$(mean_ms "$campaignc" validate "$work/v4/l10n-on" --now "$now")"
echo "validate 200 campaigns, not localised (mean of $runs): $off"
echo "validate the same 200 campaigns in 30 locales (30 translation files): $on"
summary+=("validate, 200 campaigns in 30 locales / not localised: $(over "$on" "$off") (goal 2x)")
export_line="$(best_of_3 "$campaignc" translations export --format xliff --output "$work/v4/export.xlf" --config "$work/v4/l10n-on/campaignc.yaml" "$work/v4/l10n-on")"
echo "translations export --format xliff of it: $export_line"
summary+=("translations export, 200 campaigns x 30 locales: ${export_line%% ms wall*} ms (goal 1,000 ms)")
compile_line="$(best_of_3 "$campaignc" compile "$corpus" --now "$now" --output "$work/payload-v4.json")"
render_line="$(best_of_3 "$campaignc" render "$corpus" --now "$now" --user "$work/user.yaml" --output "$work/rendered.json")"
echo "compile $files files: $compile_line"
echo "render the same files for one user: $render_line"
summary+=("render / compile, $files files: $(ratio_of "$render_line" "$compile_line") (goal 1x)")
# The same where every campaign is personalised: each message is rendered, not kept as compiled.
compile_liquid="$(best_of_3 "$campaignc" compile "$work/v4/liquid" --now "$now" --output "$work/payload-liquid.json")"
render_liquid="$(best_of_3 "$campaignc" render "$work/v4/liquid" --now "$now" --user "$work/user.yaml" --output "$work/rendered-liquid.json")"
echo "compile the 2,000 personalised campaigns: $compile_liquid"
echo "render them for one user: $render_liquid"
summary+=("render / compile, 2,000 personalised campaigns: $(ratio_of "$render_liquid" "$compile_liquid") (goal 1x)")
one="$(best_of_3 "$campaignc" test "$work/scenarios-large/campaigns" "$work/scenarios-large/scenarios" --platform web)"
all="$(best_of_3 "$campaignc" test "$work/scenarios-large/campaigns" "$work/scenarios-large/scenarios" --platform all)"
echo "test 10,000 scenarios over 2,000 campaigns, --platform web: $one"
echo "the same, --platform all: $all"
summary+=("test --platform all / one platform, 2,000 campaigns x 10,000 scenarios: $(ratio_of "$all" "$one") (goal 3x)")

echo
echo "== campaignc lsp (Scripts/bench_lsp.py: 200 campaign files and 50 scenario files, measured at the client)"
if python3 Scripts/bench_lsp.py "$campaignc" >"$work/lsp.txt" 2>&1; then
    cat "$work/lsp.txt"
    while IFS= read -r line; do summary+=("$line"); done < <(grep -E '^lsp (initial|didChange|memory)' "$work/lsp.txt")
else
    echo "skipped: Scripts/bench_lsp.py failed:"
    tail -n 5 "$work/lsp.txt"
fi
echo
echo "== campaignc lsp on a localised project (Scripts/bench_lsp_translations.py: 2,000 campaign files, 30 locales)"
if python3 Scripts/bench_lsp_translations.py "$campaignc" --requests 20 >"$work/lsp-l10n.txt" 2>&1; then
    cat "$work/lsp-l10n.txt"
    while IFS= read -r line; do summary+=("$line (goal p95 20 ms)"); done < <(grep -E '^lsp didChange' "$work/lsp-l10n.txt")
else
    echo "skipped: Scripts/bench_lsp_translations.py failed:"
    tail -n 5 "$work/lsp-l10n.txt"
fi

echo
echo "== one small-file validate (dist/campaignc, mean of $runs runs) against a Swift hello world and ryl"
"$bench_bin" --files 1 --corpus "$work/one" --readable --generate-only >/dev/null
file="$(find "$work/one" -name '*.yaml' | sort | head -n 1)"
if [ -z "$file" ]; then
    echo "skipped: could not generate a campaign file"
    exit 1
fi
"$campaignc" validate "$file" >"$work/out.txt" 2>&1
status=$?
echo "file: $(wc -c <"$file" | tr -d ' ') bytes; exit status $status; last line: $(tail -n 1 "$work/out.txt")"
echo "one run: $(measure "$campaignc" validate "$file" | sed 's/.*wall, [0-9]* ms cpu, //')"
one="$(mean_ms "$campaignc" validate "$file")"
echo "campaignc validate: $one"
hello_line=""
mkdir -p "$work/hello"
echo 'print("hello, world")' >"$work/hello/main.swift"
for mode in static-executable static-stdlib; do
    if swiftc -O "-$mode" "$work/hello/main.swift" -o "$work/hello/$mode" >"$work/hello/$mode.log" 2>&1; then
        hello="$(mean_ms "$work/hello/$mode")"
        echo "hello world (swiftc -O -$mode): $hello"
        hello_line="$hello_line, $(over "$one" "$hello") of a hello world built -$mode (${hello%% (*})"
    else
        echo "skipped: swiftc -$mode failed: $(tail -n 1 "$work/hello/$mode.log")"
    fi
done
summary+=("one small file, campaignc validate: ${one%% (*}$hello_line (goal 2 ms and below ryl)")
# ryl, from PyPI into a throwaway venv.
if python3 -m venv "$work/ryl" >/dev/null 2>&1 && "$work/ryl/bin/pip" install --quiet ryl >"$work/ryl.log" 2>&1 \
    && "$work/ryl/bin/ryl" --version >/dev/null 2>&1; then
    # Every rule, no result cache (campaignc keeps none either); it reports style problems, exit 1.
    ryl="$(mean_ms "$work/ryl/bin/ryl" check --enable ALL --no-cache "$file")"
    echo "ryl $("$work/ryl/bin/ryl" --version) check --enable ALL --no-cache: $ryl"
    summary+=("one small file, ryl (a Rust YAML linter): ${ryl%% (*}; campaignc = $(over "$one" "$ryl") of ryl")
else
    echo "skipped: ryl could not be installed or run here ($(tail -n 1 "$work/ryl.log" 2>/dev/null))"
    summary+=("one small file, ryl: not installable here, not measured")
fi

if [ "$big_files" -gt 0 ] 2>/dev/null; then
    echo
    echo "== peak memory of campaignc validate over $big_files files"
    "$bench_bin" --files "$big_files" --corpus "$work/big" --readable --generate-only >/dev/null
    line="$(measure "$campaignc" validate "$work/big" --now "$now")"
    echo "validate: $line"
    peak="${line#*peak }"
    summary+=("campaignc validate, $big_files files: ${line%% ms wall*} ms wall, peak ${peak%% (ru_maxrss)*} (goal 25 MB at 50,000 files)")
    rm -rf "$work/big"
fi

echo
echo "== check-jsonschema on the same corpus with the campaign schema (the tool a user would otherwise reach for)"
# From PyPI into a throwaway venv; skipped when it cannot be installed here.
if python3 -m venv "$work/venv" >/dev/null 2>&1 && "$work/venv/bin/pip" install --quiet check-jsonschema >/dev/null 2>&1; then
    yaml_files=()
    while IFS= read -r f; do yaml_files+=("$f"); done < <(find "$corpus" -name '*.yaml' | sort)
    line="$(measure "$work/venv/bin/check-jsonschema" --schemafile Schemas/campaign.schema.json "${yaml_files[@]}")"
    echo "check-jsonschema: $line"
    summary+=("check-jsonschema, $files files: ${line%% ms wall*} ms wall = $(ratio "${line%% ms wall*}") of the floor")
else
    echo "skipped: check-jsonschema could not be installed"
fi

echo
echo "== hostile input: bounds-8mib.yaml (Scripts/hostile_inputs.py; 8 MiB of filters on one property)"
if python3 Scripts/hostile_inputs.py "$work/hostile" >/dev/null 2>&1 && [ -f "$work/hostile/bounds-8mib.yaml" ]; then
    line="$(measure "$campaignc" validate "$work/hostile/bounds-8mib.yaml" --now "$now")"
    echo "validate: $line"
    summary+=("hostile bounds-8mib.yaml, campaignc validate: ${line%%, exit status*}")
else
    echo "skipped: Scripts/hostile_inputs.py did not write bounds-8mib.yaml"
fi

echo
echo "== summary (the floor is stage (a), bare libyaml, one thread; the goals are those of issue 35)"
for line in "${summary[@]}"; do echo "  $line"; done
exit $bench_status
