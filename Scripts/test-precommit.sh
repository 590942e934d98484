#!/usr/bin/env bash
# Tests .pre-commit-hooks.yaml with the real `pre-commit` tool (SPEC §11) on a throwaway git
# repository holding a campaignc.yaml and two campaign files. It installs nothing: CI installs
# pre-commit (Debian: apt-get install -y pre-commit) and builds campaignc first.
#
#   Scripts/test-precommit.sh [path/to/campaignc]   # default: dist/campaignc, else .build/debug/campaignc
#
# Checked: a change to ONE file that duplicates the id of the other, unchanged file fails the
# campaignc-validate hook with E401 (the path-less run sees the whole project); a valid change
# passes; a change to no YAML file skips the hook; with `baseline:` in the project file the
# hooks, still without arguments, pass a recorded error and fail a new one; the hooks read the
# staged files (`--staged`), so an untracked broken file and an unstaged broken edit do not
# block an unrelated commit, while the same edit staged does. The campaignc-test
# hook is checked too when the binary has a `test` command. Then docs/ci.md's local-hook recipe
# (`repo: local`), copied from the page as written, catches the same duplicate and passes the
# valid project.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
binary="${1:-}"
if [[ -z "$binary" ]]; then
    if [[ -x "$root/dist/campaignc" ]]; then binary="$root/dist/campaignc"; else binary="$root/.build/debug/campaignc"; fi
fi
[[ -x "$binary" ]] || { echo "test-precommit: no campaignc binary at $binary (build it first)" >&2; exit 2; }
command -v pre-commit > /dev/null || { echo "test-precommit: pre-commit is not installed (apt-get install -y pre-commit)" >&2; exit 2; }
binary="$(cd "$(dirname "$binary")" && pwd)/$(basename "$binary")"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
export PRE_COMMIT_HOME="$work/cache" GIT_CONFIG_GLOBAL=/dev/null GIT_CONFIG_NOSYSTEM=1
export GIT_AUTHOR_NAME=test GIT_AUTHOR_EMAIL=test@example.com GIT_COMMITTER_NAME=test GIT_COMMITTER_EMAIL=test@example.com
mkdir -p "$work/bin"
ln -s "$binary" "$work/bin/campaignc"
export PATH="$work/bin:$PATH"

failures=0
fail() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }
pass() { echo "ok: $*"; }

has_test=no
if campaignc test --help > /dev/null 2>&1; then has_test=yes; fi

# The hooks repository: this repository's manifest, committed in a repository of its own so
# that the check never depends on the state of the working tree's index.
hooks="$work/hooks"
mkdir -p "$hooks"
cp "$root/.pre-commit-hooks.yaml" "$hooks/"
git -C "$hooks" init -q
git -C "$hooks" add .pre-commit-hooks.yaml
git -C "$hooks" commit -qm hooks
rev="$(git -C "$hooks" rev-parse HEAD)"

project="$work/project"
mkdir -p "$project/campaigns"
cd "$project"
git init -q
hook_ids="      - id: campaignc-validate"
if [[ "$has_test" == yes ]]; then hook_ids="$hook_ids
      - id: campaignc-test"; fi
cat > .pre-commit-config.yaml <<CONFIG
repos:
  - repo: $hooks
    rev: $rev
    hooks:
$hook_ids
CONFIG
cat > campaignc.yaml <<'YAML'
trigger_minimum_interval: 30s
exclude: [drafts]
YAML
cat > campaigns/welcome.yaml <<'YAML'
campaign: welcome
trigger: session_start
message: { type: modal, message: Welcome back! }
YAML
cat > campaigns/sale.yaml <<'YAML'
campaign: spring-sale
trigger: { custom_event: opened_catalog }
message: { type: modal, message: Spring sale }
YAML
if [[ "$has_test" == yes ]]; then
    cat > campaigns/welcome.scenario.yaml <<'YAML'
scenario: welcome-on-session-start
start: 2026-03-02T10:00:00Z
steps:
  - session_start
  - expect: { displayed: welcome }
YAML
fi
mkdir -p drafts
echo "campaign: [unclosed" > drafts/wip.yaml
git add -A
git commit -qm "initial" --no-verify

# 1. Only sale.yaml changes, and now duplicates welcome's id: E401 must be caught.
sed -i 's/campaign: spring-sale/campaign: welcome/' campaigns/sale.yaml
git add campaigns/sale.yaml
set +e
output="$(pre-commit run 2>&1)"
status=$?
set -e
if [[ $status -ne 0 && "$output" == *"E401"* && "$output" == *"campaigns/welcome.yaml"* ]]; then
    pass "a duplicate id across files fails the hook when only one file changed"
else
    fail "expected the validate hook to fail with E401 (status $status):"$'\n'"$output"
fi

# 2. A valid change passes (the excluded drafts/ folder and campaignc.yaml are not campaigns).
sed -i 's/campaign: welcome/campaign: spring-sale-2/' campaigns/sale.yaml
git add campaigns/sale.yaml
if output="$(pre-commit run 2>&1)"; then
    pass "a valid change passes"
else
    fail "expected the hooks to pass:"$'\n'"$output"
fi

# 3. A change to campaignc.yaml alone runs the hook; it is never read as a campaign.
echo "# a comment" >> campaignc.yaml
git add campaignc.yaml
if output="$(pre-commit run 2>&1)" && [[ "$output" == *"campaignc validate"*"Passed"* ]]; then
    pass "a change to campaignc.yaml runs the hook and passes"
else
    fail "expected the hook to run and pass on a campaignc.yaml change:"$'\n'"$output"
fi
git commit -qm "valid" --no-verify

# 4. A change to no YAML file skips the hook.
echo notes > notes.txt
git add notes.txt
if output="$(pre-commit run 2>&1)" && [[ "$output" == *"campaignc validate"*"Skipped"* ]]; then
    pass "a change to no YAML file skips the hook"
else
    fail "expected the hook to be skipped:"$'\n'"$output"
fi

# 5. With `baseline:` in campaignc.yaml the hooks still take no arguments: an error the
#    baseline records passes, a new one fails (SPEC §3, §11).
git commit -qm notes --no-verify
echo "baseline: campaignc-baseline.json" >> campaignc.yaml
printf 'campaign: promo\ntrigger: { custom_event: promo }\nmessage: { type: full, message: Hi }\n' > campaigns/promo.yaml
campaignc validate --write-baseline campaignc-baseline.json > /dev/null
git add -A
if output="$(pre-commit run 2>&1)" && [[ "$output" == *"campaignc validate"*"Passed"* ]]; then
    pass "an error recorded in the project file's baseline passes the hooks"
else
    fail "expected the hooks to pass with the project file's baseline:"$'\n'"$output"
fi
git commit -qm baseline --no-verify
printf 'campaign: promo-2\ntrigger: { custom_event: promo2 }\nmessage: { type: full, message: Hi }\n' > campaigns/promo2.yaml
git add campaigns/promo2.yaml
set +e
output="$(pre-commit run 2>&1)"
status=$?
set -e
if [[ $status -ne 0 && "$output" == *"campaigns/promo2.yaml:3:"*"E201"* && "$output" != *"campaigns/promo.yaml:"* ]]; then
    pass "an error the baseline does not record fails the hook"
else
    fail "expected only the new E201 to fail the hook (status $status):"$'\n'"$output"
fi
git rm -q --cached campaigns/promo2.yaml
rm campaigns/promo2.yaml

# 6. Installed as a git hook, it blocks the commit that brings the duplicate in.
pre-commit install > /dev/null
sed -i 's/campaign: spring-sale-2/campaign: welcome/' campaigns/sale.yaml
git add campaigns/sale.yaml
if git commit -qm "duplicate" > "$work/commit.log" 2>&1; then
    fail "git commit with a duplicate id was not blocked"
else
    pass "git commit with a duplicate id is blocked"
fi

# 7. The hooks check what is staged: an untracked broken file and a broken edit that is not
#    staged do not block an unrelated commit; the same edit, staged, does.
git reset -q --hard HEAD
echo "campaign: [unclosed" > campaigns/untracked-draft.yaml
printf 'campaign: welcome\ntrigger: session_start\nmessage: { type: modl, message: Welcome back! }\n' > campaigns/welcome.yaml
printf 'campaign: spring-sale-2\ntrigger: { custom_event: opened_catalog }\nmessage: { type: modal, message: "Spring sale: 30%% off" }\n' > campaigns/sale.yaml
git add campaigns/sale.yaml
if git commit -qm "unrelated change" > "$work/commit.log" 2>&1; then
    pass "an untracked broken file and an unstaged broken edit do not block an unrelated commit"
else
    fail "the commit was blocked by files it does not hold:"$'\n'"$(cat "$work/commit.log")"
fi
if [[ -f campaigns/untracked-draft.yaml && "$(cat campaigns/welcome.yaml)" == *"modl"* ]]; then
    pass "the hook leaves the untracked file and the unstaged edit as they were"
else
    fail "the working tree was changed by the hook"
fi
git add campaigns/welcome.yaml
if git commit -qm "broken change" > "$work/commit.log" 2>&1; then
    fail "a staged broken edit was not blocked"
elif grep -q "E104" "$work/commit.log"; then
    pass "a staged broken edit is blocked, with its diagnostic"
else
    fail "expected E104 in the blocked commit's output:"$'\n'"$(cat "$work/commit.log")"
fi
git reset -q campaigns/welcome.yaml
git checkout -q -- campaigns/welcome.yaml
rm campaigns/untracked-draft.yaml

# 8. docs/ci.md's recipe with `repo: local`, taken from the page as written, in a copy of the
#    project: the duplicate fails, the valid project passes, both hooks run.
recipe() {
    awk -v marker="<!-- recipe: $1 -->" '
        $0 == marker { found = 1; next }
        found && /^```/ { if (inside) exit; inside = 1; next }
        inside { print }' "$root/docs/ci.md"
}
local_project="$work/local-project"
mkdir -p "$local_project"
cp -r "$project/campaignc.yaml" "$project/campaigns" "$project/drafts" "$local_project/"
rm -f "$local_project/campaignc.yaml" "$local_project"/campaigns/promo*.yaml
printf 'trigger_minimum_interval: 30s\nexclude: [drafts]\n' > "$local_project/campaignc.yaml"
sed -i 's/^campaign: .*/campaign: spring-sale/' "$local_project/campaigns/sale.yaml"
recipe pre-commit-local > "$local_project/.pre-commit-config.yaml"
cd "$local_project"
git init -q
git add -A
git commit -qm "initial" --no-verify
if [[ "$(cat .pre-commit-config.yaml)" != *"repo: local"* ]]; then
    fail "docs/ci.md has no pre-commit-local recipe"
fi
if output="$(pre-commit run --all-files 2>&1)" && [[ "$output" == *"campaignc validate"*"Passed"* ]] \
    && { [[ "$has_test" == no ]] || [[ "$output" == *"campaignc test"*"Passed"* ]]; }; then
    pass "the local-hook recipe of docs/ci.md passes a valid project"
else
    fail "expected the local-hook recipe to pass:"$'\n'"$output"
fi
sed -i 's/campaign: spring-sale/campaign: welcome/' campaigns/sale.yaml
git add campaigns/sale.yaml
set +e
output="$(pre-commit run 2>&1)"
status=$?
set -e
if [[ $status -ne 0 && "$output" == *"E401"* ]]; then
    pass "the local-hook recipe of docs/ci.md fails a duplicate id"
else
    fail "expected the local-hook recipe to fail with E401 (status $status):"$'\n'"$output"
fi

echo "campaignc-test hook: $([[ $has_test == yes ]] && echo checked || echo 'not checked (this binary has no test command)')"
if [[ $failures -ne 0 ]]; then
    echo "test-precommit: $failures failure(s)" >&2
    exit 1
fi
echo "test-precommit: all passed"
