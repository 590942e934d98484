#!/usr/bin/env bash
# Runs the shell steps of action.yml (Scripts/action/*.sh) the way the GitHub runner would,
# and the commands of the README's GitLab recipe, against the samples (SPEC §11).
#
#   Scripts/test-action.sh [path/to/campaignc]   # default: dist/campaignc, else .build/debug/campaignc
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
binary="${1:-}"
if [[ -z "$binary" ]]; then
    if [[ -x "$root/dist/campaignc" ]]; then binary="$root/dist/campaignc"; else binary="$root/.build/debug/campaignc"; fi
fi
[[ -x "$binary" ]] || { echo "test-action: no campaignc binary at $binary (build it first)" >&2; exit 2; }
binary="$(cd "$(dirname "$binary")" && pwd)/$(basename "$binary")"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
failures=0
fail() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }
pass() { echo "ok: $*"; }

# Runs a step script with the environment given as NAME=value words; sets $status and $output.
step() {
    set +e
    output="$(cd "$root" && env "$@" 2>&1)"
    status=$?
    set -e
}

# 1. install.sh downloads the binary (a file:// URL here) and adds its folder to GITHUB_PATH.
step CAMPAIGNC_URL="file://$binary" INSTALL_DIR="$work/bin" GITHUB_PATH="$work/github_path" "$root/Scripts/action/install.sh"
if [[ $status -eq 0 && -x "$work/bin/campaignc" && "$(cat "$work/github_path")" == "$work/bin" ]]; then
    pass "install.sh installs the binary and extends GITHUB_PATH"
else
    fail "install.sh (status $status): $output"
fi
campaignc="$work/bin/campaignc"
[[ -x "$campaignc" ]] || campaignc="$binary"

validate="$root/Scripts/action/validate.sh"

# 2. Valid samples: exit 0, no annotation.
step CAMPAIGNC="$campaignc" PATHS="Samples/valid" "$validate"
if [[ $status -eq 0 && "$output" != *"::error"* ]]; then pass "validate.sh passes Samples/valid"; else fail "Samples/valid (status $status): $output"; fi

# 3. Invalid samples: exit 1 with GitHub annotations, and a SARIF report when asked.
step CAMPAIGNC="$campaignc" PATHS="Samples/invalid" SARIF_FILE="$work/campaignc.sarif" "$validate"
if [[ $status -eq 1 && "$output" == *"::error file=Samples/invalid/E201-full-without-image.yaml,line=6,"* ]]; then
    pass "validate.sh fails Samples/invalid with annotations"
else
    fail "Samples/invalid (status $status): ${output:0:400}"
fi
sarif_check='import json, sys; d = json.load(open(sys.argv[1])); assert d["version"] == "2.1.0" and d["runs"][0]["results"]'
if python3 -c "$sarif_check" "$work/campaignc.sarif" 2> /dev/null; then
    pass "validate.sh writes a SARIF 2.1.0 report with results"
else
    fail "the SARIF report is missing or malformed"
fi

# 4. Options pass through: the W315 sample is an error with --warnings-as-errors.
step CAMPAIGNC="$campaignc" PATHS="Samples/invalid/W315-repeated-trigger.yaml" "$validate"
warn_status=$status
step CAMPAIGNC="$campaignc" PATHS="Samples/invalid/W315-repeated-trigger.yaml" ARGS="--warnings-as-errors" "$validate"
if [[ $warn_status -eq 0 && $status -eq 1 ]]; then pass "ARGS reach campaignc"; else fail "ARGS: statuses $warn_status and $status"; fi

# 5. No PATHS: the project root of the working directory (here Samples/valid).
set +e
output="$(cd "$root/Samples/valid" && CAMPAIGNC="$campaignc" "$validate" 2>&1)"
status=$?
set -e
if [[ $status -eq 0 ]]; then pass "validate.sh without PATHS checks the project root"; else fail "path-less (status $status): $output"; fi

# 6. A wrong path is exit 2, never a pass.
step CAMPAIGNC="$campaignc" PATHS="Samples/no-such-folder" SARIF_FILE="$work/x.sarif" "$validate"
if [[ $status -eq 2 ]]; then pass "a wrong path exits 2"; else fail "wrong path (status $status): $output"; fi

# 7. The README's GitLab recipe (the script lines of its job), in a project folder.
gitlab_format=no
if "$campaignc" validate --help 2>&1 | grep -q "gitlab"; then gitlab_format=yes; fi
set +e
output="$(cd "$root/Samples/valid" && export PATH="$work/bin:$PATH" && {
    if [[ $gitlab_format == yes ]]; then
        campaignc validate --format gitlab > "$work/gl-code-quality-report.json" || [ $? -eq 1 ]
    fi
    campaignc validate
} 2>&1)"
status=$?
set -e
if [[ $status -eq 0 ]]; then
    pass "the GitLab recipe passes a valid project (gitlab format: $gitlab_format)"
else
    fail "GitLab recipe (status $status): $output"
fi

if [[ $failures -ne 0 ]]; then
    echo "test-action: $failures failure(s)" >&2
    exit 1
fi
echo "test-action: all passed"
