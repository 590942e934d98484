#!/usr/bin/env bash
# Independent checks of the translator exchange writers (SPEC §16.6) over the generated set that
# CampaignLocaleTests keeps in Tests/CampaignLocaleTests/Golden/exchange-set (byte for byte what
# the writers write, re-recorded with CAMPAIGNC_RECORD=1):
#   1. gettext's `msgfmt -c` accepts every PO file, and those `campaignc translations export`
#      writes in Tests/CampaignCLITests/Golden/translations-export;
#   2. translate-toolkit reads every PO and XLIFF file, and converts them with po2xliff and
#      xliff2po, giving exactly the expected units (Scripts/check_exchange_tools.py).
# Needs the Debian packages gettext and translate-toolkit (installed when missing and apt-get
# is usable). Prints what it compared; exits 1 at the first difference.
set -euo pipefail
cd "$(dirname "$0")/.."
set_folder=Tests/CampaignLocaleTests/Golden/exchange-set

if ! command -v msgfmt >/dev/null 2>&1 || ! /usr/bin/python3 -c 'import translate' >/dev/null 2>&1; then
    if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
        apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq gettext translate-toolkit >/dev/null
    else
        echo "check-exchange-tools: needs gettext and translate-toolkit" >&2
        exit 2
    fi
fi

count=0
while IFS= read -r -d '' file; do
    if ! output=$(msgfmt -c -o /dev/null "$file" 2>&1) || [ -n "$output" ]; then
        echo "msgfmt -c rejects $file:"
        echo "$output"
        exit 1
    fi
    count=$((count + 1))
done < <(find "$set_folder" Tests/CampaignCLITests/Golden/translations-export -name '*.po' -print0 | sort -z)
[ "$count" -gt 0 ] || { echo "no PO files under $set_folder"; exit 1; }
echo "msgfmt -c: $count PO files accepted, no message"

/usr/bin/python3 Scripts/check_exchange_tools.py "$set_folder"
