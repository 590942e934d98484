#!/usr/bin/env bash
# Step 3 of action.yml (`diff: true`): on a pull request, appends what it does to the
# campaigns — `campaignc diff --base BASE --format markdown` (SPEC §5.1) — to the job summary.
#
#   CAMPAIGNC            the binary (default: campaignc on the PATH)
#   BASE_REF             the revision to compare with: the pull request's base commit
#                        (github.event.pull_request.base.sha); empty: not a pull request, nothing to do
#   PATHS                files and folders, separated by spaces; empty: the project root
#   GITHUB_STEP_SUMMARY  the file GitHub shows as the job summary (the report also goes to the log)
#
# actions/checkout fetches a single commit by default: a base that is not in the clone is
# fetched from `origin` first (one commit, no tags). The summary gets the whole report or
# nothing. Exit status: 0 when the report was written, whether or not campaigns changed
# (campaignc diff exits 1 then); campaignc's status (2) when it could not compare.
set -euo pipefail

campaignc="${CAMPAIGNC:-campaignc}"
if [[ -z "${BASE_REF:-}" ]]; then
    echo "campaignc: not a pull request, so there is no base to compare with; no diff written"
    exit 0
fi
if ! git rev-parse --verify --quiet "$BASE_REF^{commit}" > /dev/null; then
    echo "campaignc: fetching the base $BASE_REF"
    git fetch --quiet --no-tags --depth=1 origin "$BASE_REF"
fi

# Word splitting is wanted here: PATHS is a list.
# shellcheck disable=SC2206
paths=(${PATHS:-})
report="$(mktemp)"
trap 'rm -f "$report"' EXIT
set +e
"$campaignc" diff --base "$BASE_REF" --format markdown "${paths[@]}" > "$report"
status=$?
set -e
if [[ $status -ge 2 ]]; then
    echo "campaignc: could not compare with $BASE_REF (exit status $status)" >&2
    exit "$status"
fi
cat "$report"
if [[ -n "${GITHUB_STEP_SUMMARY:-}" ]]; then
    cat "$report" >> "$GITHUB_STEP_SUMMARY"
fi
