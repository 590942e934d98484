#!/usr/bin/env bash
# Step 1 of action.yml: puts campaignc on the PATH.
#
#   CAMPAIGNC_URL   a release binary to download (https://…/campaignc, or file://… in tests);
#                   empty: build one with Scripts/release.sh (needs Swift and libyaml-dev)
#   INSTALL_DIR     where the binary goes (default: $RUNNER_TEMP/campaignc-bin)
#   GITHUB_PATH     the file GitHub Actions reads extra PATH folders from (optional)
set -euo pipefail

action_root="$(cd "$(dirname "$0")/../.." && pwd)"
install_dir="${INSTALL_DIR:-${RUNNER_TEMP:-/tmp}/campaignc-bin}"
mkdir -p "$install_dir"

if [[ -n "${CAMPAIGNC_URL:-}" ]]; then
    echo "campaignc: downloading $CAMPAIGNC_URL"
    curl --fail --silent --show-error --location --retry 3 --output "$install_dir/campaignc" "$CAMPAIGNC_URL"
else
    echo "campaignc: building from source with Scripts/release.sh"
    if ! pkg-config --exists yaml-0.1 2> /dev/null; then
        sudo apt-get update -q && sudo apt-get install -y -q libyaml-dev
    fi
    "$action_root/Scripts/release.sh"
    cp "$action_root/dist/campaignc" "$install_dir/campaignc"
fi
chmod +x "$install_dir/campaignc"
if [[ -n "${GITHUB_PATH:-}" ]]; then
    echo "$install_dir" >> "$GITHUB_PATH"
fi
"$install_dir/campaignc" --version
