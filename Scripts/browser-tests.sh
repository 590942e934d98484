#!/usr/bin/env bash
# Builds campaignc and runs the preview gallery's browser tests (SPEC §10) in headless
# Chromium: every Tests/Browser/test_*.py. Needs the Debian packages chromium,
# chromium-driver and python3-selenium (installed when missing and apt-get is usable).
# Screenshots go to $CAMPAIGNC_SCREENSHOTS (default Tests/Browser/screenshots/, git-ignored).
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v chromedriver >/dev/null 2>&1 || ! /usr/bin/python3 -c 'import selenium' >/dev/null 2>&1; then
    if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
        apt-get update -qq && apt-get install -y -qq chromium chromium-driver python3-selenium >/dev/null
    else
        echo "browser-tests: needs chromium, chromium-driver and python3-selenium" >&2
        exit 2
    fi
fi

swift build --product campaignc
export CAMPAIGNC="$(swift build --product campaignc --show-bin-path)/campaignc"
exec /usr/bin/python3 -m unittest discover --start-directory Tests/Browser --pattern 'test_*.py' --verbose
