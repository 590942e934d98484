#!/usr/bin/env bash
# Runs two campaignc binaries over the same inputs and compares every output byte for byte:
# the reports of `validate` in all seven formats, `compile`'s payloads (document, pretty,
# folder), `render` (compact, pretty, per locale, from a payload), `test` (text, json, --trace, --payload, every format), `diff` and `test --payload`
# over damaged payloads (Scripts/payload_mutations.py), `preview`'s galleries,
# baselines, every `schema`, `explain` and `rules` — over every file and folder of Samples/
# (valid, invalid, scenarios), the YAML inputs of the tests, and the hostile inputs of
# Scripts/hostile_inputs.py. A refactoring that must not change behaviour shows no difference.
#
# Usage: Scripts/compare-binaries.sh OLD NEW [--small] [--keep]
#   OLD, NEW  two campaignc executables (e.g. a release build of the branch point and of HEAD)
#   --small   the hostile inputs scaled down (hostile_inputs.py --small), for a quick run
#   --keep    keep the work folder (its path is printed) to inspect the outputs
# COMPARE_MUTATIONS=N damaged payloads of each kind (default 40).
# Exit status: 0 when every output is identical, 1 when some differ (listed, with a diff of the
# first lines of each), 2 on bad arguments.
#
# Each run happens in a copy of the inputs, from its root, with `--now` fixed, so both
# binaries see the same paths and the same clock. Every command's standard output, standard
# error and exit status are kept, and every file it writes.
set -uo pipefail

usage() { sed -n '2,19p' "$0" | sed 's/^# \{0,1\}//'; exit 2; }
[ $# -ge 2 ] || usage
old="$(realpath "$1")"; new="$(realpath "$2")"; shift 2
small=""; keep=0
for arg in "$@"; do
    case "$arg" in
        --small) small="--small" ;;
        --keep) keep=1 ;;
        *) usage ;;
    esac
done
[ -x "$old" ] && [ -x "$new" ] || { echo "compare-binaries: both binaries must be executable" >&2; exit 2; }
repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d "${TMPDIR:-/tmp}/campaignc-compare.XXXXXX")"
if [ "$keep" = 1 ]; then echo "work folder: $work"; else trap 'rm -rf "$work"' EXIT; fi

# The inputs: Samples, the tests' YAML inputs (with their folders' other files), hostile inputs.
inputs="$work/inputs"
mkdir -p "$inputs"
cp -R "$repo/Samples" "$inputs/Samples"
(cd "$repo" && find Tests -name Golden -prune -o \( -name '*.yaml' -o -name '*.yml' \) -print) | while read -r file; do
    mkdir -p "$inputs/$(dirname "$file")"
    cp "$repo/$file" "$inputs/$file"
done
cp -R "$repo/Tests/CampaignPayloadTests/Golden/input" "$inputs/payload-golden-input"
/usr/bin/python3 "$repo/Scripts/hostile_inputs.py" "$inputs/hostile" $small > /dev/null
now="2026-03-01T09:00:00Z"

# Every file and folder to check, relative to the inputs' root, in a stable order.
mapfile -t files < <(cd "$inputs" && find . -type f \( -name '*.yaml' -o -name '*.yml' \) ! -name campaignc.yaml | sed 's|^\./||' | LC_ALL=C sort)
mapfile -t folders < <(cd "$inputs" && find Samples Tests payload-golden-input -type d | LC_ALL=C sort)
mapfile -t codes < <("$new" rules --format json | /usr/bin/python3 -c 'import json,sys; print("\n".join(r["code"] for r in json.load(sys.stdin)["rules"]))' 2>/dev/null || true)
if [ ${#codes[@]} -eq 0 ]; then
    mapfile -t codes < <("$old" rules | awk '/^[EW][0-9][0-9][0-9]/ {print $1}')
fi

# run OUT NAME ARGS...: runs the binary from the inputs' root; keeps stdout, stderr, status.
run_all() {
    local binary="$1" out="$2"
    mkdir -p "$out"
    local n=0
    record() {
        local name="$1"; shift
        n=$((n + 1))
        local dir="$out/$(printf '%05d' "$n")-$name"
        mkdir -p "$dir"
        printf '%s\n' "$*" > "$dir/command"
        (cd "$inputs" && "$binary" "$@" > "$dir/stdout" 2> "$dir/stderr" < /dev/null; echo $? > "$dir/status")
        sed -i "s|$binary|campaignc|g" "$dir/stderr"
    }
    # A command that writes files into DIR (relative to the inputs): its outputs are moved into
    # the record, and the folder removed, so the next command starts from nothing.
    record_writing() {
        local name="$1" dir_arg="$2"; shift 2
        rm -rf "$inputs/$dir_arg"
        record "$name" "$@"
        local dir="$out/$(printf '%05d' "$n")-$name"
        if [ -e "$inputs/$dir_arg" ]; then mv "$inputs/$dir_arg" "$dir/written"; fi
    }
    local formats=(text json sarif github junit checkstyle gitlab)
    for target in "${files[@]}" "${folders[@]}"; do
        local tag="${target//\//_}"
        for format in "${formats[@]}"; do
            record "validate-$format-$tag" validate "$target" --format "$format" --now "$now" --color never
        done
        record "compile-$tag" compile "$target" --output - --now "$now" --color never
        record "compile-pretty-$tag" compile "$target" --output - --pretty --now "$now" --color never
        record "compile-json-report-$tag" compile "$target" --output - --format json --now "$now" --color never
        record_writing "compile-dir-$tag" out-dir compile "$target" --output-dir out-dir --now "$now" --color never
        record_writing "preview-$tag" gallery preview "$target" --output-dir gallery --now "$now"
        record "test-$tag" test "$target" --now "$now" --color never
        record "render-$tag" render "$target" --user Samples/localised/users/camille.yaml --now "$now" --color never
        record "render-pretty-$tag" render "$target" --user Samples/localised/users/layla.yaml --pretty --now "$now" --color never
    done
    # Rendering per locale, at an event, and from a compiled payload.
    for locale in fr de ar en pt-BR; do
        record "render-locale-$locale" render Samples/localised --user Samples/localised/users/camille.yaml --locale "$locale" --now "$now" --color never
    done
    (cd "$inputs" && "$binary" compile Samples/localised --output localised.json --now "$now" > /dev/null 2>&1)
    record "render-payload-localised" render --payload localised.json --user Samples/localised/users/layla.yaml --now "$now" --color never
    rm -f "$inputs/localised.json"
    # Standard input, named and not.
    for target in Samples/valid/cart-upsell.yaml Samples/invalid/E201-full-without-image.yaml Samples/invalid/E006-latin1-text.yaml; do
        local tag="${target//\//_}"
        n=$((n + 1))
        local dir="$out/$(printf '%05d' "$n")-stdin-$tag"
        mkdir -p "$dir"
        (cd "$inputs" && "$binary" validate - --format json --now "$now" < "$target" > "$dir/stdout" 2> "$dir/stderr"; echo $? > "$dir/status")
        n=$((n + 1))
        dir="$out/$(printf '%05d' "$n")-stdin-named-$tag"
        mkdir -p "$dir"
        (cd "$inputs" && "$binary" validate - --stdin-filename "$target" --now "$now" --color never < "$target" > "$dir/stdout" 2> "$dir/stderr"; echo $? > "$dir/status")
    done
    # Scenarios: every format, traces, one scenario, a compiled payload, with failures and errors.
    local scenario_runs=(
        "Samples/valid Samples/scenarios"
        "Samples/invalid/E602-expectation-not-met"
        "Samples/valid Samples/invalid/E601-unknown-campaign-in-scenario.yaml"
        "Samples/valid Samples/invalid/E603-duplicate-scenario-id.yaml"
        "Samples/valid Samples/invalid/E605-time-property-not-rfc3339.yaml"
        "Samples/valid Samples/invalid/W604-scenario-without-expect.yaml"
        "Samples/invalid"
    )
    for targets in "${scenario_runs[@]}"; do
        local tag="${targets//[\/ ]/_}"
        # shellcheck disable=SC2086
        for format in "${formats[@]}"; do
            record "test-$format-$tag" test $targets --format "$format" --now "$now" --color never
        done
        # shellcheck disable=SC2086
        record "test-trace-$tag" test $targets --trace --now "$now" --color never
        # shellcheck disable=SC2086
        record "test-trace-json-$tag" test $targets --trace --format json --now "$now" --color never
        # shellcheck disable=SC2086
        record "test-warnings-$tag" test $targets --warnings-as-errors --now "$now" --color never
    done
    record "test-one-scenario" test Samples/valid Samples/scenarios --scenario mid-size-cart-gets-the-nudge --trace --now "$now" --color never
    (cd "$inputs" && "$binary" compile Samples/valid --output payload.json --now "$now" > /dev/null 2>&1)
    for targets in "Samples/scenarios" "Samples/invalid/E601-unknown-campaign-in-scenario.yaml" "Samples/invalid/E602-expectation-not-met"; do
        local tag="${targets//[\/ ]/_}"
        for format in text json sarif gitlab junit; do
            # shellcheck disable=SC2086
            record "test-payload-$format-$tag" test $targets --payload payload.json --format "$format" --now "$now" --color never
        done
        # shellcheck disable=SC2086
        record "test-payload-trace-$tag" test $targets --payload payload.json --trace --format json --now "$now" --color never
    done
    rm -f "$inputs/payload.json"
    # The payload readers on damaged payloads: `test --payload` meets one problem in each `one-`
    # document, `diff` lists every change of each `many-` one (against the intact payload).
    for document in "$inputs"/mutations/one-*.json; do
        local name; name="$(basename "$document" .json)"
        record "test-payload-$name" test Samples/scenarios --payload "mutations/$name.json" --now "$now" --color never
    done
    for document in "$inputs"/mutations/many-*.json; do
        local name; name="$(basename "$document" .json)"
        record "diff-$name" diff mutations/payload.json "mutations/$name.json"
        record "diff-json-$name" diff mutations/payload.json "mutations/$name.json" --format json
    done
    # Baselines: recorded, then applied.
    record_writing "write-baseline" baseline.json validate Samples/invalid --write-baseline baseline.json --now "$now" --color never
    mv "$out/$(printf '%05d' "$n")-write-baseline/written" "$inputs/baseline.json"
    for format in text json sarif; do
        record "baseline-$format" validate Samples/invalid Samples/valid --baseline baseline.json --format "$format" --now "$now" --color never
    done
    rm -f "$inputs/baseline.json"
    # The catalogue and the schemas.
    for name in campaign payload config diagnostics scenario trace baseline; do
        record "schema-$name" schema "$name"
    done
    for format in text json markdown; do
        record "rules-$format" rules --format "$format"
    done
    for code in "${codes[@]}"; do
        record "explain-$code" explain "$code"
    done
    record "explain-unknown" explain E200
    record "version" --version
}

# Damaged payloads for the payload readers (Scripts/payload_mutations.py), made once from the
# old binary's payload so both binaries read the same documents.
mkdir -p "$inputs/mutations"
(cd "$inputs" && "$old" compile Samples/valid --output mutations/payload.json --now "$now" > /dev/null 2>&1)
/usr/bin/python3 "$repo/Scripts/payload_mutations.py" "$inputs/mutations/payload.json" "$inputs/mutations" "${COMPARE_MUTATIONS:-40}" > /dev/null

echo "== running $old"
run_all "$old" "$work/old"
echo "== running $new"
run_all "$new" "$work/new"

echo "== comparing"
count=$(find "$work/old" -maxdepth 1 -mindepth 1 -type d | wc -l)
differing=()
for dir in "$work/old"/*/; do
    name="$(basename "$dir")"
    if ! diff -rq "$dir" "$work/new/$name" > /dev/null 2>&1; then differing+=("$name"); fi
done
if [ ${#differing[@]} -eq 0 ]; then
    echo "identical: $count commands, every output the same"
    exit 0
fi
echo "${#differing[@]} of $count commands differ:"
for name in "${differing[@]}"; do
    echo "-- $name: $(cat "$work/old/$name/command")"
    diff -r "$work/old/$name" "$work/new/$name" | head -n "${COMPARE_DIFF_LINES:-20}"
done
exit 1
