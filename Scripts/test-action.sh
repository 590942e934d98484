#!/usr/bin/env bash
# Runs the shell steps of action.yml (Scripts/action/*.sh) the way the GitHub runner would,
# and the commands of the README's GitLab recipe, against the samples (SPEC §11), and the
# `diff` step against throwaway git repositories (SPEC §5.1), and docs/ci.md's workflow recipes.
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

# 8. diff.sh: not a pull request (no BASE_REF) writes nothing and passes.
diff_step="$root/Scripts/action/diff.sh"
step CAMPAIGNC="$campaignc" GITHUB_STEP_SUMMARY="$work/summary-none.md" "$diff_step"
if [[ $status -eq 0 && ! -e "$work/summary-none.md" && "$output" == *"not a pull request"* ]]; then
    pass "diff.sh outside a pull request writes no summary"
else
    fail "diff.sh without BASE_REF (status $status): $output"
fi

# A repository like a pull request's: `main` holds campaigns/, the head changes one campaign
# and adds one. Git runs with no user or system configuration.
export GIT_CONFIG_NOSYSTEM=1 HOME="$work/home"
mkdir -p "$HOME"
export GIT_AUTHOR_NAME=test GIT_AUTHOR_EMAIL=test@example.com GIT_COMMITTER_NAME=test GIT_COMMITTER_EMAIL=test@example.com
origin="$work/origin"
mkdir -p "$origin/campaigns"
git -C "$origin" init -q -b main
echo "trigger_minimum_interval: 30s" > "$origin/campaigns/campaignc.yaml"
printf 'campaign: sale\npriority: 50\ntrigger: { custom_event: opened }\nmessage: { type: modal, header: Sale, message: Hi }\n' > "$origin/campaigns/sale.yaml"
git -C "$origin" add -A
git -C "$origin" commit -qm base
base_sha="$(git -C "$origin" rev-parse HEAD)"
printf 'campaign: sale\npriority: 75\ntrigger: { custom_event: opened }\nmessage: { type: modal, header: Sale | today, message: Hi }\n' > "$origin/campaigns/sale.yaml"
printf 'campaign: fresh\ntrigger: { custom_event: hi }\nmessage: { type: modal, message: New }\n' > "$origin/campaigns/fresh.yaml"
git -C "$origin" add -A
git -C "$origin" commit -qm head
expected_summary='## campaignc diff: 1 added, 0 removed, 1 changed

**Added**

- `fresh` (`modal, custom_event hi`)
  - `trigger[0].custom_event`: `"hi"`
  - `message.message`: `"New"`

### `sale`

| path | before | after |
|---|---|---|
| `priority` | `50` | `75` |
| `message.header` | `"Sale"` | `"Sale \| today"` |'

# 9. diff.sh on the pull request: the markdown report is appended to the job summary.
printf '# Earlier steps\n' > "$work/summary.md"
set +e
output="$(cd "$origin/campaigns" && CAMPAIGNC="$campaignc" BASE_REF="$base_sha" GITHUB_STEP_SUMMARY="$work/summary.md" "$diff_step" 2>&1)"
status=$?
set -e
if [[ $status -eq 0 && "$(cat "$work/summary.md")" == "# Earlier steps"$'\n'"$expected_summary" ]]; then
    pass "diff.sh appends the campaign changes to the job summary"
else
    fail "diff.sh on a pull request (status $status): $output"$'\n'"$(cat "$work/summary.md")"
fi

# 10. A shallow clone of the head (what actions/checkout makes) lacks the base: it is fetched.
git clone -q --depth=1 "file://$origin" "$work/clone"
set +e
output="$(cd "$work/clone/campaigns" && CAMPAIGNC="$campaignc" BASE_REF="$base_sha" GITHUB_STEP_SUMMARY="$work/summary-clone.md" "$diff_step" 2>&1)"
status=$?
set -e
if [[ $status -eq 0 && "$(cat "$work/summary-clone.md")" == "$expected_summary" ]]; then
    pass "diff.sh fetches a base that a shallow clone lacks"
else
    fail "diff.sh in a shallow clone (status $status): $output"
fi

# 11. A base that cannot be compared with fails the step and leaves the summary alone.
set +e
output="$(cd "$origin/campaigns" && CAMPAIGNC="$campaignc" BASE_REF="no-such-ref" GITHUB_STEP_SUMMARY="$work/summary-bad.md" "$diff_step" 2>&1)"
status=$?
set -e
if [[ $status -ne 0 && ! -s "$work/summary-bad.md" ]]; then
    pass "diff.sh fails on a base it cannot compare with, writing no summary"
else
    fail "diff.sh with a bad base (status $status): $output"
fi

# 12. The step's environment in action.yml: the pull request's base commit and the paths.
if grep -q 'BASE_REF: ${{ github.event.pull_request.base.sha }}' "$root/action.yml" \
    && grep -q 'run: "$GITHUB_ACTION_PATH/Scripts/action/diff.sh"' "$root/action.yml"; then
    pass "action.yml runs diff.sh with the pull request's base commit"
else
    fail "action.yml does not run diff.sh with BASE_REF"
fi

# 13. docs/ci.md's recipes, as written: every input they give is one action.yml declares, and
#     `uses: ./tools/campaignc` finds the action in a project holding a copy of campaignc
#     there, whose steps then run from that copy.
recipe() {
    awk -v marker="<!-- recipe: $1 -->" '
        $0 == marker { found = 1; next }
        found && /^```/ { if (inside) exit; inside = 1; next }
        inside { print }' "$root/docs/ci.md"
}
declared="$(awk '/^inputs:/ { on = 1; next } on && /^[^ ]/ { exit } on && /^  [a-z-]+:$/ { sub(/^  /, ""); sub(/:$/, ""); print }' "$root/action.yml")"
for name in github-action github-action-release; do
    block="$(recipe "$name")"
    given="$(printf '%s\n' "$block" | awk '/^ *with:/ { on = 1; indent = match($0, /[^ ]/); next }
        on && match($0, /[^ ]/) <= indent { on = 0 }
        on && /^ *[a-z-]+:/ { sub(/^ */, ""); sub(/:.*/, ""); print }')"
    unknown="$(comm -13 <(sort <<< "$declared") <(sort <<< "$given"))"
    if [[ -n "$block" && -n "$given" && -z "$unknown" ]]; then
        pass "the $name recipe of docs/ci.md gives only declared inputs ($(echo $given))"
    else
        fail "the $name recipe of docs/ci.md: unknown inputs '${unknown}' (block: ${block:0:80})"
    fi
done
uses="$(recipe github-action | sed -n 's/^ *- uses: \(\.\/.*\)$/\1/p')"
user="$work/user-project"
mkdir -p "$user/${uses#./}/Scripts"
cp "$root/action.yml" "$user/${uses#./}/"
cp -r "$root/Scripts/action" "$user/${uses#./}/Scripts/"
cp -r "$root/Samples" "$user/${uses#./}/"
cp -r "$root/Samples/valid/." "$user/"
# The samples' project file, without its own `exclude:` (the recipe adds the user's).
grep -v '^exclude:' "$root/Samples/campaignc.yaml" > "$user/campaignc.yaml"
recipe github-action-exclude | grep -v '^#' >> "$user/campaignc.yaml"
copy="$user/${uses#./}"
missing=""
for script in $(sed -n 's/.*run: "\$GITHUB_ACTION_PATH\/\([^"]*\)"/\1/p' "$copy/action.yml"); do
    [[ -x "$copy/$script" ]] || missing="$missing $script"
done
set +e
output="$(cd "$user" && CAMPAIGNC_URL="file://$binary" INSTALL_DIR="$work/user-bin" "$copy/Scripts/action/install.sh" 2>&1 \
    && CAMPAIGNC="$work/user-bin/campaignc" "$copy/Scripts/action/validate.sh" 2>&1)"
status=$?
set -e
if [[ "$uses" == "./tools/campaignc" && -f "$copy/action.yml" && -z "$missing" && $status -eq 0 ]]; then
    pass "uses: $uses runs the action's steps from a copy of campaignc in the project"
else
    fail "uses: '$uses' (missing:$missing, status $status): $output"
fi

if [[ $failures -ne 0 ]]; then
    echo "test-action: $failures failure(s)" >&2
    exit 1
fi
echo "test-action: all passed"
