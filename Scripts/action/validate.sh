#!/usr/bin/env bash
# Step 2 of action.yml: validates the campaigns, annotating the pull request.
#
#   CAMPAIGNC     the binary (default: campaignc on the PATH)
#   PATHS         files and folders to check, separated by spaces; empty: the project root
#                 (the folder of the nearest campaignc.yaml, SPEC §1)
#   ARGS          more options for validate (such as --warnings-as-errors), separated by spaces
#   SARIF_FILE    when set, the SARIF report is written there first (for upload-sarif)
#
# Exit status: campaignc's (0 no errors, 1 errors, 2 could not run). Writing the SARIF report
# never fails the step by itself unless campaignc could not run (status 2 or more).
set -euo pipefail

campaignc="${CAMPAIGNC:-campaignc}"
# Word splitting is wanted here: PATHS and ARGS are lists.
# shellcheck disable=SC2206
paths=(${PATHS:-})
# shellcheck disable=SC2206
args=(${ARGS:-})

if [[ -n "${SARIF_FILE:-}" ]]; then
    set +e
    "$campaignc" validate --format sarif "${args[@]}" "${paths[@]}" > "$SARIF_FILE"
    status=$?
    set -e
    if [[ $status -ge 2 ]]; then
        echo "campaignc: the SARIF report could not be written (exit status $status)" >&2
        exit "$status"
    fi
fi

exec "$campaignc" validate --format github "${args[@]}" "${paths[@]}"
